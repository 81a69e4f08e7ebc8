//! A field-aware mutator for fuzzing Kafka brokers, clients and proxies (feature `fuzz`).
//!
//! [`mutate`] takes a whole frame (size prefix included), decodes it with the crate's traced
//! decoder to learn where every field is (its name, wire type, offset and size), and makes one
//! seeded mutant of it into a buffer you give. Instead of flipping random bits, it changes what
//! Kafka readers trust: the lengths and counts (set to boundary values), the varints (overlong,
//! too long, unterminated), bool bytes and nullable-struct markers, tagged-field sections
//! (unknown, repeated, out-of-order tags, wrong sizes), record batches (header fields, CRC,
//! attributes and codec, record count, a compressed payload), the request header (API version
//! out of range, client id) and the frame's size prefix. Byte-level havoc
//! ([`samples::mutate`]) is one more choice, and the only one for a frame
//! that does not decode.
//!
//! The same frame, direction and seed always give the same mutant. After an edit that changes the
//! length of the body, the lengths around it are written again: the tagged fields that hold it, a
//! record batch's length and CRC, the records field's length, and the frame's size prefix (unless
//! the size prefix is what was mutated). Each mutant comes with a [`Mutation`]: its [`Kind`], the
//! path of the field (`MetadataRequest.Topics[0].Name`), where its bytes were, and the old and new
//! values.
//!
//! ```
//! use kafka_view::fuzz::{mutate, Direction, Kind};
//!
//! // A SaslHandshake v1 request from client "app" for mechanism "ABC".
//! let frame = [0, 0, 0, 18, 0, 17, 0, 1, 0, 0, 0, 5, 0, 3, b'a', b'p', b'p', 0, 3, b'A', b'B', b'C'];
//! let mut out = [0u8; 256];
//! for seed in 0..64 {
//!     let m = mutate(&frame, Direction::Request, seed, &mut out).unwrap();
//!     let mutant = &out[..m.len];
//!     if m.kind != Kind::SizePrefix {
//!         // The size prefix still gives the body's length.
//!         assert_eq!(u32::from_be_bytes(mutant[..4].try_into().unwrap()) as usize, m.len - 4);
//!     }
//!     // For example "length SaslHandshakeRequest.Mechanism at byte 17: 3 -> 32767".
//!     println!("{m}");
//! }
//! ```
//!
//! Decoding the frame twice (once to count the places a mutation can go, once to find the chosen
//! one) and the edit are linear in the frame's length. The mutator allocates only through
//! [`samples`] (whose generator it draws from and whose byte mutator is its
//! havoc), which is why the feature implies `samples`.

use core::fmt::{self, Write as _};

use crate::api::ApiKey;
use crate::batch::{crc32c, Batch, Builtin, Codec, Compression, Records, HEADER_FIELDS};
use crate::frame::{decode_request_traced, decode_response_traced, DEFAULT_MAX_FRAME_SIZE};
use crate::hook::{FieldEvent, Node, Shared, Trace, Value, WireType};
use crate::samples::{self, Bump, Mode, SampleGen};
use crate::writer::Writer;

/// Which way a frame goes: a request, or a response to a request of an API and version (a
/// response does not name them itself).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// A request frame.
    Request,
    /// A response frame to a request of `api_key` at `api_version`.
    Response {
        /// The request's API key.
        api_key: ApiKey,
        /// The request's API version.
        api_version: i16,
    },
}

/// What a mutation changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Kind {
    /// A length or count prefix (string, bytes, records, array, tagged-field count or size) set to
    /// a boundary value: -2, -1, 0, 1, 0x7fff, 0x8000, 0x7fffffff, 2^30, or one off the old value;
    /// in compact encodings as the unsigned varint of the value plus one.
    Length,
    /// An unsigned varint written another way: overlong (same value, more bytes), longer than 5
    /// bytes, the largest value, bits past 32, unterminated, or zero.
    Varint,
    /// A bool byte set to 0, 1 or another true (2, 0x7f, 0x80, 0xff).
    Bool,
    /// The int8 marker of a nullable struct set to null (-1, -128) or another present value.
    StructMarker,
    /// A tagged field with a tag no schema uses added to a tagged-field section.
    TagUnknown,
    /// A tagged field written twice.
    TagRepeated,
    /// Tagged fields out of ascending order.
    TagOutOfOrder,
    /// A tagged field's size that disagrees with its payload.
    TagSize,
    /// A field of a record batch's header (base offset, length, epoch, magic, offsets, timestamps,
    /// producer id, epoch, sequence) set to a boundary value; the CRC is made to match.
    BatchHeader,
    /// A record batch's CRC-32C made wrong.
    BatchCrc,
    /// A record batch's attributes: the codec (1 to 7, without compressing) and the flags; the
    /// CRC is made to match.
    BatchAttributes,
    /// A record batch's record count set to a boundary value; the CRC is made to match.
    BatchRecordCount,
    /// A record batch's records replaced by their compression with a codec (or, for a codec not
    /// built in, left as they are under its attribute), sometimes then damaged; lengths and CRC
    /// made to match.
    BatchCompressed,
    /// The request header's API version set outside the API's versions.
    ApiVersion,
    /// The request header's client id replaced: null, empty, long, or not UTF-8.
    ClientId,
    /// The frame's size prefix set to disagree with the frame (or to a boundary value).
    SizePrefix,
    /// Bytes changed at random by [`samples::mutate`].
    Havoc,
}

impl Kind {
    /// Every kind, in the order of the enum.
    pub const ALL: [Kind; 17] = [
        Kind::Length,
        Kind::Varint,
        Kind::Bool,
        Kind::StructMarker,
        Kind::TagUnknown,
        Kind::TagRepeated,
        Kind::TagOutOfOrder,
        Kind::TagSize,
        Kind::BatchHeader,
        Kind::BatchCrc,
        Kind::BatchAttributes,
        Kind::BatchRecordCount,
        Kind::BatchCompressed,
        Kind::ApiVersion,
        Kind::ClientId,
        Kind::SizePrefix,
        Kind::Havoc,
    ];

    /// A short name ("length", "batch crc").
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Length => "length",
            Kind::Varint => "varint",
            Kind::Bool => "bool",
            Kind::StructMarker => "struct marker",
            Kind::TagUnknown => "unknown tag",
            Kind::TagRepeated => "repeated tag",
            Kind::TagOutOfOrder => "tags out of order",
            Kind::TagSize => "tag size",
            Kind::BatchHeader => "batch header",
            Kind::BatchCrc => "batch crc",
            Kind::BatchAttributes => "batch attributes",
            Kind::BatchRecordCount => "batch record count",
            Kind::BatchCompressed => "compressed payload",
            Kind::ApiVersion => "api version",
            Kind::ClientId => "client id",
            Kind::SizePrefix => "size prefix",
            Kind::Havoc => "havoc",
        }
    }

    /// The class of sites the kind needs; `None` for havoc.
    const fn class(self) -> Option<Class> {
        Some(match self {
            Kind::Length => Class::Length,
            Kind::Varint => Class::Varint,
            Kind::Bool => Class::Bool,
            Kind::StructMarker => Class::Marker,
            Kind::TagUnknown | Kind::TagRepeated | Kind::TagOutOfOrder | Kind::TagSize => {
                Class::Tagged
            }
            Kind::BatchHeader
            | Kind::BatchCrc
            | Kind::BatchAttributes
            | Kind::BatchRecordCount
            | Kind::BatchCompressed => Class::Records,
            Kind::ApiVersion => Class::ApiVersion,
            Kind::ClientId => Class::ClientId,
            Kind::SizePrefix => Class::Size,
            Kind::Havoc => return None,
        })
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The longest path a [`Mutation`] keeps; longer paths are cut.
pub const PATH_CAPACITY: usize = 160;

/// A field's path: the message, then fields, array elements (`[2]`) and tagged fields (`[tag 3]`),
/// then the field's name as the trace gives it (`RequestHeader.client_id`,
/// `ProduceRequest.TopicData[0].PartitionData[0].Records.batch[0].crc`).
pub type Path = heapless::String<PATH_CAPACITY>;

/// A value before or after a mutation, as [`Mutation`] reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// A number.
    Int(i64),
    /// Bytes: how many, and the first of them.
    Bytes {
        /// The number of bytes.
        len: usize,
        /// The first bytes (up to 8; the rest zero).
        head: [u8; 8],
    },
}

impl Shown {
    fn bytes(b: &[u8]) -> Shown {
        let mut head = [0u8; 8];
        head.iter_mut().zip(b).for_each(|(d, s)| *d = *s);
        Shown::Bytes { len: b.len(), head }
    }
}

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Shown::Int(v) => write!(f, "{v}"),
            Shown::Bytes { len, head } => {
                for b in head.iter().take(len) {
                    write!(f, "{b:02x}")?;
                }
                if len > head.len() {
                    write!(f, "..")?;
                }
                write!(f, " ({len} bytes)")
            }
        }
    }
}

/// What [`mutate`] changed. Offsets count from the start of the frame, size prefix included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mutation {
    /// The kind of mutation.
    pub kind: Kind,
    /// The path of the field changed (for havoc, of the field holding the first changed byte).
    pub path: Path,
    /// Where the field the trace reported starts in the input frame (for record batch kinds, the
    /// records field; for tagged-field kinds, the section's count).
    pub field_offset: usize,
    /// That field's size in the input frame.
    pub field_size: usize,
    /// Where the changed bytes start in the input frame.
    pub offset: usize,
    /// How many bytes of the input were replaced there.
    pub old_len: usize,
    /// Where their replacement starts in the mutant (after the lengths before it were rewritten).
    pub out_offset: usize,
    /// How many bytes replaced them.
    pub new_len: usize,
    /// The value before.
    pub old: Shown,
    /// The value after.
    pub new: Shown,
    /// The frame did not decode, so the mutation is byte havoc.
    pub fallback: bool,
    /// The mutant's length: it is the front `len` bytes of the output buffer.
    pub len: usize,
}

impl fmt::Display for Mutation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} at byte {}: {} -> {}",
            self.kind, self.path, self.offset, self.old, self.new
        )?;
        if self.fallback {
            write!(f, " (the frame did not decode: byte havoc)")?;
        }
        Ok(())
    }
}

/// Makes one mutant of `frame` (a whole frame, size prefix included, going `direction`), chosen
/// by `seed`, into the front of `out`, and says what it changed. The mutant is `out[..m.len]`.
///
/// Returns `None` only when `out` cannot hold even a byte-havoc mutant (about the frame's length
/// plus 3), and then what `out` holds is unspecified; a mutation that would not fit in `out` gives
/// way to havoc. Never panics.
pub fn mutate(frame: &[u8], direction: Direction, seed: u64, out: &mut [u8]) -> Option<Mutation> {
    let bump = Bump::new();
    let mut g = SampleGen::new(&bump, Mode::Random(seed));
    let mut survey = Sites::new(Want::Nothing);
    if !decodes(frame, direction, &mut survey) {
        return havoc(frame, direction, seed, out, true);
    }
    let mut kinds = [Kind::Havoc; Kind::ALL.len()];
    let mut n = 0;
    for kind in Kind::ALL {
        let usable = kind.class().is_none_or(|c| survey.count(c) > 0);
        if let (true, Some(slot)) = (usable, kinds.get_mut(n)) {
            *slot = kind;
            n += 1;
        }
    }
    let kind = choose(&mut g, kinds.get(..n).unwrap_or(&[]), Kind::Havoc);
    if let Some(class) = kind.class() {
        let index = (g.next_u64() % survey.count(class).max(1) as u64) as usize;
        let mut capture = Sites::new(Want::Site(class, index));
        decodes(frame, direction, &mut capture);
        if let Some(site) = capture.site {
            let mut edit = Edit {
                frame,
                out: Out { buf: out, len: 0 },
                r: [g.next_u64(), g.next_u64(), g.next_u64(), g.next_u64()],
                site: &site,
            };
            if let Some(m) = edit.apply(kind) {
                return Some(m);
            }
        }
    }
    havoc(frame, direction, seed, out, false)
}

/// [`mutate`] into a new vector with room for any mutation.
pub fn mutate_vec(
    frame: &[u8],
    direction: Direction,
    seed: u64,
) -> (std::vec::Vec<u8>, Option<Mutation>) {
    // Room for a long client id or a records field that compresses badly.
    let mut out = std::vec![0u8; frame.len().saturating_mul(2).saturating_add(1 << 16)];
    let m = mutate(frame, direction, seed, &mut out);
    out.truncate(m.as_ref().map_or(0, |m| m.len));
    (out, m)
}

/// Decodes `frame` with `trace`; whether it decoded.
fn decodes(frame: &[u8], direction: Direction, trace: &mut Sites) -> bool {
    match direction {
        Direction::Request => decode_request_traced(frame, Shared(trace)).is_ok(),
        Direction::Response {
            api_key,
            api_version,
        } => decode_response_traced(frame, api_key, api_version, Shared(trace)).is_ok(),
    }
}

/// One of `items`, by the generator; `default` when there are none.
fn choose<T: Copy>(g: &mut SampleGen<'_>, items: &[T], default: T) -> T {
    if items.is_empty() {
        return default;
    }
    let i = (g.next_u64() % items.len() as u64) as usize;
    items.get(i).copied().unwrap_or(default)
}

/// Byte havoc by [`samples::mutate`], reported with the path of the field it hit first (when the
/// frame decodes).
fn havoc(
    frame: &[u8],
    direction: Direction,
    seed: u64,
    out: &mut [u8],
    fallback: bool,
) -> Option<Mutation> {
    let mut mutant = samples::mutate(frame, seed);
    // A byte set to the value it had changes nothing; a few more seeds find a change.
    let mut next = seed;
    for _ in 0..4 {
        if mutant != frame {
            break;
        }
        next = next.wrapping_add(0x51_7cc1_b727_220a);
        mutant = samples::mutate(frame, next);
    }
    if frame.len() <= 4 {
        // Too short for the byte mutator, which leaves the size prefix alone: add a byte.
        mutant.push((seed >> 8) as u8);
    }
    out.get_mut(..mutant.len())?.copy_from_slice(&mutant);
    // The changed window: the bytes past a common start and a common end (past the size prefix,
    // which havoc rewrites).
    let skip = 4.min(frame.len());
    let start = skip
        + frame
            .iter()
            .zip(&mutant)
            .skip(skip)
            .take_while(|(a, b)| a == b)
            .count();
    let room = frame.len().min(mutant.len()).saturating_sub(start);
    let end = frame
        .iter()
        .rev()
        .zip(mutant.iter().rev())
        .take(room)
        .take_while(|(a, b)| a == b)
        .count();
    let old = frame
        .get(start..frame.len().saturating_sub(end))
        .unwrap_or(&[]);
    let new = mutant
        .get(start..mutant.len().saturating_sub(end))
        .unwrap_or(&[]);
    let mut locate = Sites::new(Want::Holding(start));
    if !fallback {
        decodes(frame, direction, &mut locate);
    }
    let (path, field_offset, field_size) = match locate.site {
        Some(site) => (site.path, site.offset, site.size),
        None => {
            let mut path = Path::new();
            let _ = path.push_str("frame");
            (path, 0, frame.len())
        }
    };
    Some(Mutation {
        kind: Kind::Havoc,
        path,
        field_offset,
        field_size,
        offset: start,
        old_len: old.len(),
        out_offset: start,
        new_len: new.len(),
        old: Shown::bytes(old),
        new: Shown::bytes(new),
        fallback,
        len: mutant.len(),
    })
}

/// The places a mutation can go, by what it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    /// A length or count prefix.
    Length,
    /// An unsigned varint.
    Varint,
    /// A bool.
    Bool,
    /// A nullable struct's marker.
    Marker,
    /// A tagged-field section.
    Tagged,
    /// A records field holding a v2 batch.
    Records,
    /// The request header's API version.
    ApiVersion,
    /// The request header's client id.
    ClientId,
    /// The frame's size prefix.
    Size,
}

const CLASSES: usize = 9;

impl Class {
    /// The classes a field event is a site of.
    fn of(e: &FieldEvent<'_>, top: Option<&Node>) -> [Option<Class>; 3] {
        use WireType as W;
        let length = match e.ty {
            W::String | W::Bytes | W::Records => e.prefix.is_some(),
            W::CompactString | W::CompactBytes | W::CompactRecords => e.prefix.is_some(),
            W::ArrayLength | W::CompactArrayLength | W::TaggedCount | W::TagSize => true,
            _ => false,
        };
        let varint = matches!(
            e.ty,
            W::CompactArrayLength | W::TaggedCount | W::Tag | W::TagSize | W::Uvarint
        ) || (matches!(e.ty, W::CompactString | W::CompactBytes | W::CompactRecords)
            && e.prefix.is_some());
        let other = match e.ty {
            W::Bool => Some(Class::Bool),
            W::Int8 if e.name == "present" && matches!(top, Some(Node::Field { .. })) => {
                Some(Class::Marker)
            }
            W::TaggedCount => Some(Class::Tagged),
            W::Records | W::CompactRecords => match e.value {
                Value::Bytes(b) if has_v2_batch(b) => Some(Class::Records),
                _ => None,
            },
            W::Int16 if e.name == "request_api_version" => Some(Class::ApiVersion),
            W::String if e.name == "client_id" => Some(Class::ClientId),
            W::Int32 if e.name == "size" && top.is_none() => Some(Class::Size),
            _ => None,
        };
        [
            length.then_some(Class::Length),
            varint.then_some(Class::Varint),
            other,
        ]
    }
}

/// Whether a records field holds a v2 batch (the batch kinds need one).
fn has_v2_batch(bytes: &[u8]) -> bool {
    Records(bytes)
        .batches()
        .map_while(Result::ok)
        .any(|b| matches!(b, Batch::V2(_)))
}

/// A number a field decoded to.
fn number(v: &Value<'_>) -> Option<i64> {
    match *v {
        Value::Int(i) => Some(i),
        Value::Uint(u) => i64::try_from(u).ok(),
        Value::Bool(b) => Some(b.into()),
        _ => None,
    }
}

/// How a length is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Enc {
    Int16,
    Int32,
    /// An unsigned varint of the value.
    Uvarint,
    /// An unsigned varint of the value plus one (compact lengths; -1 is a null).
    Compact,
}

impl Enc {
    /// Writes `v` into `buf`; returns the bytes written and the raw value as the wire holds it.
    fn write(self, v: i64, buf: &mut [u8; 10]) -> (usize, i64) {
        match self {
            Enc::Int16 => {
                let [a, b] = (v as i16).to_be_bytes();
                [buf[0], buf[1]] = [a, b];
                (2, (v as i16).into())
            }
            Enc::Int32 => {
                let [a, b, c, d] = (v as i32).to_be_bytes();
                [buf[0], buf[1], buf[2], buf[3]] = [a, b, c, d];
                (4, (v as i32).into())
            }
            Enc::Uvarint | Enc::Compact => {
                let raw = if self == Enc::Compact {
                    (v as u32).wrapping_add(1)
                } else {
                    v as u32
                };
                let mut w = Writer::new(buf);
                let n = match w.uvarint(raw) {
                    Ok(()) => w.position(),
                    Err(_) => 0,
                };
                (n, raw.into())
            }
        }
    }
}

/// A length written again after an edit inside what it measures: where it is, its encoding, and
/// its value (`add`: the old value, to which the edit's change in bytes is added; otherwise the new
/// value itself).
#[derive(Clone, Copy, Debug)]
struct Fix {
    at: usize,
    width: usize,
    enc: Enc,
    value: i64,
    add: bool,
}

/// One level of the trace's nesting; a tagged field keeps its size.
#[derive(Clone, Copy, Debug)]
struct Level {
    node: Node,
    size: Option<Fix>,
}

/// The most levels kept (deeper ones are counted, not kept).
const DEPTH: usize = 32;
/// The most tagged fields of a section kept.
const CHILDREN: usize = 8;
/// The most lengths an edit writes again.
const FIXES: usize = 12;

/// One tagged field of a section: its tag, where it starts (its tag) and ends, and its size.
#[derive(Clone, Copy, Debug)]
struct Child {
    tag: u32,
    at: usize,
    end: usize,
    size: Option<Fix>,
}

/// A tagged-field section being captured, or captured.
#[derive(Clone, Debug)]
struct Section {
    /// The level of its `TaggedFields` node.
    level: usize,
    children: heapless::Vec<Child, CHILDREN>,
    end: usize,
}

/// What a pass of [`Sites`] looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Want {
    /// Counting only.
    Nothing,
    /// The site of this class with this index.
    Site(Class, usize),
    /// The last field holding this byte.
    Holding(usize),
}

/// A field a mutation goes to, as the trace reported it.
#[derive(Clone, Debug)]
struct Site {
    /// The path of the struct, element or tagged field that holds it.
    parent: Path,
    ty: WireType,
    offset: usize,
    size: usize,
    /// Bytes after its length prefix (strings, bytes, records); 0 for the others.
    payload: usize,
    /// Its number, or its raw length prefix.
    raw: Option<i64>,
    /// The sizes of the tagged fields it is in, outermost first.
    enclosing: heapless::Vec<Fix, DEPTH>,
    /// For a tagged-field count: the section.
    section: Option<Section>,
    /// The path of the field itself.
    path: Path,
}

/// The trace that counts the sites of each class and captures the one wanted.
struct Sites {
    counts: [usize; CLASSES],
    want: Want,
    stack: [Level; DEPTH],
    depth: usize,
    site: Option<Site>,
    section: Option<Section>,
}

impl Sites {
    fn new(want: Want) -> Self {
        Sites {
            counts: [0; CLASSES],
            want,
            stack: [Level {
                node: Node::TaggedFields,
                size: None,
            }; DEPTH],
            depth: 0,
            site: None,
            section: None,
        }
    }

    fn count(&self, class: Class) -> usize {
        self.counts.get(class as usize).copied().unwrap_or(0)
    }

    fn levels(&self) -> &[Level] {
        self.stack.get(..self.depth.min(DEPTH)).unwrap_or(&[])
    }

    /// The path of the innermost level.
    fn parent(&self) -> Path {
        let mut path = Path::new();
        for level in self.levels() {
            // Cut silently when full: a path is for people to read.
            let _ = match level.node {
                Node::Struct { name } if path.is_empty() => write!(path, "{name}"),
                Node::Field { name, .. } | Node::Array { name, .. } => write!(path, ".{name}"),
                Node::Element { index } => write!(path, "[{index}]"),
                Node::TaggedField { tag } => write!(path, "[tag {tag}]"),
                Node::Struct { .. } | Node::TaggedFields => Ok(()),
            };
        }
        path
    }

    fn capture(&mut self, e: &FieldEvent<'_>) {
        let parent = self.parent();
        let mut path = parent.clone();
        let _ = if path.is_empty() {
            write!(path, "{}", e.name)
        } else {
            write!(path, ".{}", e.name)
        };
        let payload = match e.value {
            Value::Str(s) => s.len(),
            Value::Bytes(b) if e.prefix.is_some() => b.len(),
            _ => 0,
        };
        let mut enclosing = heapless::Vec::new();
        for fix in self.levels().iter().filter_map(|l| l.size) {
            let _ = enclosing.push(fix);
        }
        self.site = Some(Site {
            parent,
            ty: e.ty,
            offset: e.offset,
            size: e.size,
            payload: payload.min(e.size),
            raw: e.prefix.or_else(|| number(&e.value)),
            enclosing,
            section: None,
            path,
        });
    }
}

impl Trace for Sites {
    fn enter(&mut self, node: Node, offset: usize) {
        if let (Some(section), Node::TaggedField { tag }) = (&mut self.section, node) {
            if self.depth == section.level + 1 {
                let _ = section.children.push(Child {
                    tag,
                    at: offset,
                    end: offset,
                    size: None,
                });
            }
        }
        if let Some(level) = self.stack.get_mut(self.depth) {
            *level = Level { node, size: None };
        }
        self.depth += 1;
    }

    fn leave(&mut self, offset: usize) {
        self.depth = self.depth.saturating_sub(1);
        let Some(section) = &mut self.section else {
            return;
        };
        if self.depth == section.level + 1 {
            if let Some(child) = section.children.last_mut() {
                child.end = offset;
            }
        } else if self.depth == section.level {
            section.end = offset;
            if let Some(site) = &mut self.site {
                site.section = self.section.take();
            }
        }
    }

    fn field(&mut self, e: &FieldEvent<'_>) {
        let top = self
            .depth
            .checked_sub(1)
            .and_then(|d| self.stack.get(d))
            .map(|l| l.node);
        let size = (e.ty == WireType::TagSize).then(|| Fix {
            at: e.offset,
            width: e.size,
            enc: Enc::Uvarint,
            value: number(&e.value).unwrap_or(0),
            add: true,
        });
        if let Some(section) = &mut self.section {
            if self.depth == section.level + 2 {
                if let Some(child) = section.children.last_mut() {
                    child.size = child.size.or(size);
                }
            }
        }
        for class in Class::of(e, top.as_ref()).into_iter().flatten() {
            let Some(n) = self.counts.get_mut(class as usize) else {
                continue;
            };
            let index = *n;
            *n += 1;
            if self.want == Want::Site(class, index) {
                self.capture(e);
                if class == Class::Tagged {
                    self.section = Some(Section {
                        level: self.depth.saturating_sub(1),
                        children: heapless::Vec::new(),
                        end: e.offset + e.size,
                    });
                }
            }
        }
        if let Want::Holding(at) = self.want {
            if (e.offset..e.offset + e.size).contains(&at) {
                self.capture(e);
            }
        }
        if let (Some(Node::TaggedField { .. }), Some(size)) = (top, size) {
            if let Some(level) = self
                .depth
                .checked_sub(1)
                .and_then(|d| self.stack.get_mut(d))
            {
                level.size = Some(size);
            }
        }
    }
}

/// The output buffer and the mutant's length in it.
struct Out<'o> {
    buf: &'o mut [u8],
    len: usize,
}

impl Out<'_> {
    /// Replaces the `old` bytes at `at` by `new` bytes (shifting the rest) and returns them to be
    /// filled; `None` when they are not all there or the result would not fit.
    fn splice(&mut self, at: usize, old: usize, new: usize) -> Option<&mut [u8]> {
        let end = at.checked_add(old).filter(|&e| e <= self.len)?;
        let total = (self.len - old).checked_add(new)?;
        if total > self.buf.len() {
            return None;
        }
        // In bounds: `end <= len <= buf.len()`, and the tail lands at `at + new ..= total`.
        self.buf.copy_within(end..self.len, at + new);
        self.len = total;
        self.buf.get_mut(at..at + new)
    }

    fn put(&mut self, at: usize, old: usize, new: &[u8]) -> Option<()> {
        self.splice(at, old, new.len())?.copy_from_slice(new);
        Some(())
    }

    fn get(&self, at: usize, n: usize) -> &[u8] {
        self.buf
            .get(at..at.saturating_add(n).min(self.len))
            .unwrap_or(&[])
    }
}

/// A big-endian signed number of `width` bytes at `at`.
fn read_be(bytes: &[u8], at: usize, width: usize) -> i64 {
    let b = bytes.get(at..at.saturating_add(width)).unwrap_or(&[]);
    let negative = b.first().is_some_and(|&x| x & 0x80 != 0);
    b.iter().fold(if negative { -1 } else { 0 }, |v, &x| {
        (v << 8) | i64::from(x)
    })
}

/// `v` as `width` big-endian bytes (its low bytes).
fn be_bytes(v: i64, width: usize) -> ([u8; 8], usize) {
    let mut b = [0u8; 8];
    let all = v.to_be_bytes();
    let width = width.min(8);
    if let (Some(dst), Some(src)) = (b.get_mut(..width), all.get(8 - width..)) {
        dst.copy_from_slice(src);
    }
    (b, width)
}

/// Lengths and counts that readers get wrong.
const BOUNDARIES: [i64; 8] = [-2, -1, 0, 1, 0x7fff, 0x8000, 0x7fff_ffff, 1 << 30];

/// A tagged field, written into `buf`: tag, declared size, payload; returns its length.
fn tagged_field(tag: u32, size: u32, payload: &[u8], buf: &mut [u8; 32]) -> usize {
    let mut w = Writer::new(buf);
    let ok = w.uvarint(tag).and(w.uvarint(size)).and(w.put(payload));
    if ok.is_ok() {
        w.position()
    } else {
        0
    }
}

/// One mutation in the making.
struct Edit<'e, 'o> {
    frame: &'e [u8],
    out: Out<'o>,
    /// Random numbers, drawn before the edit.
    r: [u64; 4],
    site: &'e Site,
}

/// What an edit did, before the lengths around it are written again.
struct Change {
    path: Path,
    field_offset: usize,
    field_size: usize,
    offset: usize,
    old_len: usize,
    new_len: usize,
    old: Shown,
    new: Shown,
    /// Lengths to write again, innermost (last in the frame) first.
    fixes: heapless::Vec<Fix, FIXES>,
    fix_size: bool,
}

impl Edit<'_, '_> {
    /// A number other than `old` from `values` (starting at a random one); `old + 1` if all are it.
    fn other(&self, which: usize, values: &[i64], old: i64) -> i64 {
        let start = self.r.get(which).copied().unwrap_or(0) as usize;
        (0..values.len())
            .filter_map(|i| values.get((start + i) % values.len()).copied())
            .find(|&v| v != old)
            .unwrap_or(old.wrapping_add(1))
    }

    /// A change of the site's own bytes, with the enclosing lengths to write again.
    fn change(
        &self,
        offset: usize,
        old_len: usize,
        new_len: usize,
        old: Shown,
        new: Shown,
    ) -> Change {
        let site = self.site;
        Change {
            path: site.path.clone(),
            field_offset: site.offset,
            field_size: site.size,
            offset,
            old_len,
            new_len,
            old,
            new,
            fixes: self.enclosing(None),
            fix_size: true,
        }
    }

    /// The enclosing tagged fields' sizes, after `first` (the innermost length to fix).
    fn enclosing(&self, first: Option<Fix>) -> heapless::Vec<Fix, FIXES> {
        let mut fixes = heapless::Vec::new();
        if let Some(first) = first {
            let _ = fixes.push(first);
        }
        for &fix in self.site.enclosing.iter().rev() {
            let _ = fixes.push(fix);
        }
        fixes
    }

    fn apply(&mut self, kind: Kind) -> Option<Mutation> {
        self.out
            .buf
            .get_mut(..self.frame.len())?
            .copy_from_slice(self.frame);
        self.out.len = self.frame.len();
        let change = match kind {
            Kind::Length => self.length(),
            Kind::Varint => self.varint(),
            Kind::Bool => self.byte(&[0, 1, 2, 0x7f, 0x80, 0xff]),
            Kind::StructMarker => self.byte(&[0xff, 0x80, 0, 1, 0x7f]),
            Kind::TagUnknown | Kind::TagRepeated | Kind::TagOutOfOrder | Kind::TagSize => {
                self.tagged(kind)
            }
            Kind::BatchHeader
            | Kind::BatchCrc
            | Kind::BatchAttributes
            | Kind::BatchRecordCount
            | Kind::BatchCompressed => self.batch(kind),
            Kind::ApiVersion => self.api_version(),
            Kind::ClientId => self.client_id(),
            Kind::SizePrefix => self.size_prefix(),
            Kind::Havoc => None,
        }?;
        self.finish(kind, change)
    }

    /// Writes the lengths around the change again, then the size prefix.
    fn finish(&mut self, kind: Kind, c: Change) -> Option<Mutation> {
        let mut delta = c.new_len as i64 - c.old_len as i64;
        let mut out_offset = c.offset;
        for fix in &c.fixes {
            let value = if fix.add {
                fix.value + delta
            } else {
                fix.value
            };
            let mut b = [0u8; 10];
            let (n, _) = fix.enc.write(value, &mut b);
            self.out.put(fix.at, fix.width, b.get(..n)?)?;
            let moved = n as i64 - fix.width as i64;
            delta += moved;
            if fix.at < c.offset {
                out_offset = out_offset.checked_add_signed(moved as isize)?;
            }
        }
        if c.fix_size {
            let size = u32::try_from(self.out.len.checked_sub(4)?).ok()?;
            self.out.put(0, 4, &size.to_be_bytes())?;
        }
        Some(Mutation {
            kind,
            path: c.path,
            field_offset: c.field_offset,
            field_size: c.field_size,
            offset: c.offset,
            old_len: c.old_len,
            out_offset,
            new_len: c.new_len,
            old: c.old,
            new: c.new,
            fallback: false,
            len: self.out.len,
        })
    }

    /// A length or count set to a boundary value.
    fn length(&mut self) -> Option<Change> {
        let s = self.site;
        let width = s.size.checked_sub(s.payload)?;
        let enc = match s.ty {
            WireType::String => Enc::Int16,
            WireType::Bytes | WireType::Records | WireType::ArrayLength => Enc::Int32,
            WireType::CompactString
            | WireType::CompactBytes
            | WireType::CompactRecords
            | WireType::CompactArrayLength => Enc::Compact,
            _ => Enc::Uvarint,
        };
        let raw = s.raw?;
        let old = if enc == Enc::Compact { raw - 1 } else { raw };
        let [a, b, c, d, e, f, g, h] = BOUNDARIES;
        let values = [a, b, c, d, e, f, g, h, old + 1, old - 1];
        // The first value from a random start whose wire form differs (0x8000 is 0 as an int16).
        let mut b = [0u8; 10];
        let start = self.r[0] as usize;
        let (n, new_raw) = (0..values.len())
            .filter_map(|i| values.get((start + i) % values.len()))
            .map(|&v| enc.write(v, &mut b))
            .find(|&(_, new_raw)| new_raw != raw)?;
        self.out.put(s.offset, width, b.get(..n)?)?;
        Some(self.change(s.offset, width, n, Shown::Int(raw), Shown::Int(new_raw)))
    }

    /// A varint written another way.
    fn varint(&mut self) -> Option<Change> {
        let s = self.site;
        let width = s.size.checked_sub(s.payload)?.min(5);
        let old = self.frame.get(s.offset..s.offset + width)?;
        let mut new: heapless::Vec<u8, 10> = heapless::Vec::new();
        for op in 0..7 {
            new.clear();
            let _ = new.extend_from_slice(old);
            let longer = |to: usize, v: &mut heapless::Vec<u8, 10>| {
                while v.len() < to.max(width + 1) {
                    if let Some(last) = v.last_mut() {
                        *last |= 0x80;
                    }
                    let _ = v.push(0);
                }
            };
            let choice = (self.r[0] as usize + op) % 7;
            match choice {
                0 => longer(width + 1, &mut new),
                1 => longer(5, &mut new),
                2 => longer(6, &mut new),
                3 | 4 => {
                    new.clear();
                    let last = if choice == 3 { 0x0f } else { 0x7f };
                    let _ = new.extend_from_slice(&[0xff, 0xff, 0xff, 0xff, last]);
                }
                5 => {
                    if let Some(last) = new.last_mut() {
                        *last |= 0x80;
                    }
                }
                _ => {
                    new.clear();
                    let _ = new.push(0);
                }
            }
            if new.as_slice() != old {
                break;
            }
        }
        self.out.put(s.offset, width, &new)?;
        Some(self.change(
            s.offset,
            width,
            new.len(),
            Shown::bytes(old),
            Shown::bytes(&new),
        ))
    }

    /// A one-byte field (bool, struct marker) set to another of `values`.
    fn byte(&mut self, values: &[u8]) -> Option<Change> {
        let s = self.site;
        let old = *self.frame.get(s.offset)?;
        let wide: heapless::Vec<i64, 8> = values.iter().map(|&v| i64::from(v)).collect();
        let new = self.other(0, &wide, old.into()) as u8;
        self.out.put(s.offset, 1, &[new])?;
        let show = |b: u8| match s.ty {
            WireType::Int8 => Shown::Int((b as i8).into()),
            _ => Shown::Int(b.into()),
        };
        Some(self.change(s.offset, 1, 1, show(old), show(new)))
    }

    /// The request's API version, set outside the API's versions.
    fn api_version(&mut self) -> Option<Change> {
        let s = self.site;
        let key = ApiKey(read_be(self.frame, 4, 2) as i16);
        let old = read_be(self.frame, s.offset, 2);
        let (min, max) = key
            .request_versions()
            .map_or((0, 0), |r| (i64::from(r.min), i64::from(r.max)));
        let values = [-1, i16::MIN.into(), i16::MAX.into(), max + 1, min - 1];
        let v = self.other(0, &values, old);
        self.out.put(s.offset, 2, &(v as i16).to_be_bytes())?;
        Some(self.change(s.offset, 2, 2, Shown::Int(old), Shown::Int(v)))
    }

    /// The client id replaced: null, empty, long, not UTF-8, control bytes.
    fn client_id(&mut self) -> Option<Change> {
        let s = self.site;
        let old = self.frame.get(s.offset..s.offset + s.size)?;
        let long = match self.r[1] % 3 {
            0 => 255,
            1 => 4096,
            _ => 0x7fff,
        };
        let fill = b'a' + (self.r[2] % 26) as u8;
        let fixed: &[u8] = match self.r[0] % 5 {
            0 => &[0xff, 0xff],
            1 => &[0, 0],
            2 => &[0, 3, 0xff, 0xfe, 0xc3],
            3 => &[0, 2, 0, b'\n'],
            _ => &[],
        };
        let n = if fixed.is_empty() {
            let new = self.out.splice(s.offset, s.size, 2 + long)?;
            let (prefix, rest) = new.split_at_mut_checked(2)?;
            prefix.copy_from_slice(&(long as u16).to_be_bytes());
            rest.fill(fill);
            2 + long
        } else {
            self.out.put(s.offset, s.size, fixed)?;
            fixed.len()
        };
        let new = Shown::bytes(self.out.get(s.offset, n));
        Some(self.change(s.offset, s.size, n, Shown::bytes(old), new))
    }

    /// The size prefix, set to disagree with the frame.
    fn size_prefix(&mut self) -> Option<Change> {
        let body = self.frame.len() as i64 - 4;
        let old = read_be(self.frame, 0, 4);
        let values = [
            body - 1,
            body + 1,
            0,
            -1,
            i32::MIN.into(),
            i32::MAX.into(),
            DEFAULT_MAX_FRAME_SIZE as i64 + 1,
            body * 2 + 1,
        ];
        let v = self.other(0, &values, old);
        self.out.put(0, 4, &(v as i32).to_be_bytes())?;
        let mut c = self.change(0, 4, 4, Shown::Int(old), Shown::Int((v as i32).into()));
        c.fix_size = false;
        Some(c)
    }
}

impl Edit<'_, '_> {
    /// A tagged-field section changed: a field added, repeated, out of order, or of the wrong size.
    fn tagged(&mut self, kind: Kind) -> Option<Change> {
        let s = self.site;
        let section = s.section.as_ref()?;
        let count = s.raw?;
        let children = &section.children;
        let last_tag = children.iter().map(|c| c.tag).max().unwrap_or(0);
        // Tags from 64 up are unknown to every schema; so is one past the last known tag.
        let tag = if self.r[1] % 4 == 0 {
            0x7fff_ffff
        } else {
            last_tag
                .max(63)
                .saturating_add(1 + (self.r[1] % 200) as u32)
        };
        let mut payload = [0u8; 8];
        let len = (self.r[2] % 9) as usize;
        payload
            .iter_mut()
            .zip(self.r[3].to_le_bytes())
            .for_each(|(d, s)| *d = s);
        let payload = payload.get(..len)?;
        let pick = |n: usize| (self.r[0] % n.max(1) as u64) as usize;
        let count_fix = |added: i64| Fix {
            at: s.offset,
            width: s.size,
            enc: Enc::Uvarint,
            value: count + added,
            add: false,
        };
        let mut one = [0u8; 32];
        let mut two = [0u8; 32];
        // What to insert at the end of the section, and how many fields it adds.
        let (insert, added): (&[&[u8]], i64) = match kind {
            Kind::TagUnknown => {
                let n = tagged_field(tag, len as u32, payload, &mut one);
                (&[one.get(..n)?], 1)
            }
            Kind::TagRepeated if !children.is_empty() => {
                let c = children.get(pick(children.len()))?;
                let bytes = self.frame.get(c.at..c.end)?;
                self.out.put(c.end, 0, bytes)?;
                let mut change = self.change(
                    c.end,
                    0,
                    bytes.len(),
                    Shown::Int(count),
                    Shown::Int(count + 1),
                );
                change.fixes = self.enclosing(Some(count_fix(1)));
                return Some(self.tagged_change(change));
            }
            Kind::TagRepeated => {
                let n = tagged_field(tag, len as u32, payload, &mut one);
                let field = one.get(..n)?;
                (&[field, field], 2)
            }
            Kind::TagOutOfOrder if children.len() >= 2 => {
                let i = pick(children.len() - 1);
                let (a, b) = (children.get(i)?, children.get(i + 1)?);
                let (first, second) = (self.frame.get(a.at..a.end)?, self.frame.get(b.at..b.end)?);
                let region = self.out.splice(a.at, b.end - a.at, b.end - a.at)?;
                let (x, y) = region.split_at_mut_checked(second.len())?;
                x.copy_from_slice(second);
                y.copy_from_slice(first);
                let change = self.change(
                    a.at,
                    b.end - a.at,
                    b.end - a.at,
                    Shown::Int(a.tag.into()),
                    Shown::Int(b.tag.into()),
                );
                return Some(self.tagged_change(change));
            }
            Kind::TagOutOfOrder => {
                let n = tagged_field(tag.saturating_add(1), len as u32, payload, &mut one);
                let m = tagged_field(tag, 0, &[], &mut two);
                (&[one.get(..n)?, two.get(..m)?], 2)
            }
            _ => {
                // A wrong size: of a field there is, or of one added.
                let sized: heapless::Vec<&Child, CHILDREN> =
                    children.iter().filter(|c| c.size.is_some()).collect();
                if let Some(c) = sized.get(pick(sized.len())) {
                    let size = c.size?;
                    let values = [
                        size.value + 1,
                        size.value - 1,
                        0x7fff_ffff,
                        size.value + 0x100,
                        0,
                    ];
                    let v = self.other(1, &values, size.value);
                    let mut b = [0u8; 10];
                    let (n, _) = Enc::Uvarint.write(v, &mut b);
                    self.out.put(size.at, size.width, b.get(..n)?)?;
                    let mut change = self.change(
                        size.at,
                        size.width,
                        n,
                        Shown::Int(size.value),
                        Shown::Int(v),
                    );
                    change.field_offset = size.at;
                    change.field_size = size.width;
                    change.path = section_path(&s.parent, &format_args!("[tag {}].size", c.tag));
                    return Some(change);
                }
                let n = tagged_field(
                    tag,
                    len as u32 + 1 + (self.r[3] % 8) as u32,
                    payload,
                    &mut one,
                );
                (&[one.get(..n)?], 1)
            }
        };
        let total: usize = insert.iter().map(|b| b.len()).sum();
        let mut at = section.end;
        let region = self.out.splice(at, 0, total)?;
        for bytes in insert {
            region
                .get_mut(at - section.end..at - section.end + bytes.len())?
                .copy_from_slice(bytes);
            at += bytes.len();
        }
        let mut change = self.change(
            section.end,
            0,
            total,
            Shown::Int(count),
            Shown::Int(count + added),
        );
        change.fixes = self.enclosing(Some(count_fix(added)));
        Some(self.tagged_change(change))
    }

    /// A change to a section, reported on its count.
    fn tagged_change(&self, mut change: Change) -> Change {
        change.path = section_path(&self.site.parent, &format_args!("tagged_fields"));
        change
    }

    /// A record batch changed: a header field, the CRC, the attributes, the record count, or the
    /// records compressed.
    fn batch(&mut self, kind: Kind) -> Option<Change> {
        let s = self.site;
        let start = s.offset + s.size.checked_sub(s.payload)?;
        let records = self.frame.get(start..start + s.payload)?;
        let batches = || {
            Records(records)
                .batches()
                .map_while(Result::ok)
                .filter_map(|b| match b {
                    Batch::V2(b) => Some((b.position(), b.as_bytes().len())),
                    _ => None,
                })
        };
        let index = (self.r[0] % batches().count().max(1) as u64) as usize;
        let (position, len) = batches().nth(index)?;
        let at = start + position;
        let field = |name: &str| {
            HEADER_FIELDS
                .iter()
                .find(|f| f.0 == name)
                .map(|f| (f.1, f.2))
        };
        let (crc_at, _) = field("crc")?;
        let (attributes_at, _) = field("attributes")?;
        let (name, offset, width) = match kind {
            Kind::BatchCrc => ("crc", crc_at, 4),
            Kind::BatchAttributes => ("attributes", attributes_at, 2),
            Kind::BatchRecordCount => ("recordCount", field("recordCount")?.0, 4),
            Kind::BatchHeader => {
                let others: heapless::Vec<&(&str, usize, usize), 16> = HEADER_FIELDS
                    .iter()
                    .filter(|f| !matches!(f.0, "crc" | "attributes" | "recordCount"))
                    .collect();
                let &&(name, offset, width) =
                    others.get((self.r[1] % others.len().max(1) as u64) as usize)?;
                (name, offset, width)
            }
            _ => (
                "records",
                crate::batch::HEADER_LEN,
                len.checked_sub(crate::batch::HEADER_LEN)?,
            ),
        };
        let mut path = s.path.clone();
        let _ = write!(path, ".batch[{index}].{name}");
        let old = read_be(self.frame, at + offset, width);
        let prefix = Fix {
            at: s.offset,
            width: s.size - s.payload,
            enc: if matches!(s.ty, WireType::CompactRecords) {
                Enc::Compact
            } else {
                Enc::Int32
            },
            value: s.payload as i64,
            add: true,
        };
        let mut change = self.change(at + offset, width, width, Shown::Int(old), Shown::Int(old));
        change.path = path;
        let fix_crc = kind != Kind::BatchCrc;
        let mut new_len = len;
        match kind {
            Kind::BatchCompressed => {
                let n = self.compress(at, len)?;
                new_len = crate::batch::HEADER_LEN + n;
                let body = self.frame.get(at + offset..at + len)?;
                change.old = Shown::bytes(body);
                change.new = Shown::bytes(self.out.get(at + offset, n));
                // The bytes changed run from the attributes (the codec) to the batch's end.
                change.offset = at + attributes_at;
                change.old_len = len.checked_sub(attributes_at)?;
                change.new_len = new_len.checked_sub(attributes_at)?;
                change.fixes = self.enclosing(Some(prefix));
                // The batch length, and the codec in the attributes.
                let (length_at, _) = field("batchLength")?;
                self.out
                    .put(at + length_at, 4, &((new_len - 12) as i32).to_be_bytes())?;
                let attributes = read_be(self.frame, at + attributes_at, 2) as i16;
                let codec = [
                    Compression::GZIP,
                    Compression::SNAPPY,
                    Compression::LZ4,
                    Compression::ZSTD,
                ]
                .get((self.r[1] % 4) as usize)?
                .0;
                let attributes = (attributes & !7) | i16::from(codec);
                self.out
                    .put(at + attributes_at, 2, &attributes.to_be_bytes())?;
            }
            _ => {
                let values: &[i64] = match (kind, width) {
                    (Kind::BatchCrc, _) => &[old ^ (1 << (self.r[2] % 32)), 0, 0xffff_ffff],
                    (Kind::BatchAttributes, _) => &[
                        (old & !7) | (1 + (self.r[2] % 7) as i64),
                        old ^ (1 << (3 + self.r[2] % 4)),
                        old | !0x7f,
                        -1,
                    ],
                    (_, 1) => &[0, 1, 3, -1, 0x7f],
                    (_, 2) => &[-2, -1, 0, 1, 0x7fff, -0x8000],
                    (_, 8) => &[-2, -1, 0, 1, 0x7fff_ffff, 1 << 30, i64::MAX, i64::MIN],
                    _ => &[
                        -2,
                        -1,
                        0,
                        1,
                        0x7fff,
                        0x8000,
                        0x7fff_ffff,
                        1 << 30,
                        -0x8000_0000,
                    ],
                };
                let v = self.other(3, values, old);
                let v = read_be(&be_bytes(v, width).0, 0, width);
                let (bytes, n) = be_bytes(v, width);
                self.out.put(at + offset, width, bytes.get(..n)?)?;
                change.new = Shown::Int(v);
            }
        }
        if fix_crc {
            let crc = crc32c(
                self.out
                    .get(at + attributes_at, new_len.checked_sub(attributes_at)?),
            );
            self.out.put(at + crc_at, 4, &crc.to_be_bytes())?;
        }
        Some(change)
    }

    /// Replaces the records of the batch at `at` (of `len` bytes) by their compression with a
    /// codec (or, if the codec is not built in, by themselves), perhaps then damaged; returns
    /// their new length.
    fn compress(&mut self, at: usize, len: usize) -> Option<usize> {
        let header = crate::batch::HEADER_LEN;
        let records = self.frame.get(at + header..at + len)?;
        let codec = [
            Compression::GZIP,
            Compression::SNAPPY,
            Compression::LZ4,
            Compression::ZSTD,
        ]
        .get((self.r[1] % 4) as usize)
        .copied()?;
        let free = self.out.buf.len() - self.out.len;
        let room = (records.len() + records.len() / 2 + 256).min(free + records.len());
        let region = self.out.splice(at + header, records.len(), room)?;
        let mut n = match Builtin::new().compress(codec, records, region) {
            Ok(n) => n,
            Err(_) => {
                region.get_mut(..records.len())?.copy_from_slice(records);
                records.len()
            }
        };
        match self.r[2] % 4 {
            // Damaged: one byte inverted, or cut in half.
            2 if n > 0 => {
                if let Some(b) = region.get_mut((self.r[3] % n as u64) as usize) {
                    *b ^= 0xff;
                }
            }
            3 if n >= 2 => n /= 2,
            _ => {}
        }
        self.out.splice(at + header + n, room - n, 0)?;
        Some(n)
    }
}

/// The path of a tagged-field section's part.
fn section_path(parent: &Path, part: &fmt::Arguments<'_>) -> Path {
    let mut path = parent.clone();
    let _ = if path.is_empty() {
        write!(path, "{part}")
    } else {
        write!(path, ".{part}")
    };
    path
}

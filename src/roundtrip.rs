//! The round-trip contract: what decoding a frame and encoding it again gives back, and a check a fuzz
//! harness can run on any input. Feature `roundtrip` (implied by `fuzz`): it compiles every
//! message's encoder and comparison into the library, which a build without it skips.
//!
//! Decoding keeps every value the wire carried, unknown tagged fields included, and encoding writes
//! them back in Kafka's canonical form. For a frame Kafka's own writer produced, that is the same
//! bytes. For other input the decoder accepts (as Kafka's Java reader does), the bytes can differ, and
//! only in these ways, each a [`Rule`]:
//!
//! - **[`Rule::OverlongVarint`]: varints are re-encoded minimally.** A length, count, tag, tag size
//!   or varint value written with more bytes than it needs (`0x80 0x00` for 0) is accepted and comes
//!   back in its shortest form: a request header whose tag count is written `0x80 0x00` comes back
//!   one byte shorter. A fifth byte's bits past 32 (Kafka's reader drops them) are not written back.
//! - **[`Rule::NegativeLength`]: any negative length or count is a null, written back as -1.**
//!   Kafka's reader takes every negative int16 or int32 length of a nullable string, byte array,
//!   records field or array as a null, which Kafka writes as -1: Produce v5's transactional id
//!   `bf 0c` comes back as `ff ff`. A compact length is the uvarint minus one in int arithmetic, so
//!   the uvarints 0x80000001 to 0xffffffff are nulls too, and come back as `00`.
//! - **[`Rule::Bool`]: a bool byte other than 0 or 1.** Kafka's reader takes any non-zero byte as
//!   true; it re-encodes as `1`.
//! - **[`Rule::StructMarker`]: a nullable struct's marker other than -1 or 1.** Kafka's reader
//!   takes any negative int8 before a nullable struct as a null and anything else as present; they
//!   come back as -1 and 1.
//! - **[`Rule::DefaultTaggedField`]: a known tagged field holding its default is dropped.** Kafka
//!   writes a tagged field only when it differs from its default; one sent explicitly with its
//!   default value decodes to that value and is not written back.
//!
//! The sizes around such a change follow it: the frame's size, the size of a tagged field whose
//! payload shrank, and the count of a tagged-field section that lost a field. Nothing else changes,
//! and in particular:
//!
//! - **Inside an array, nothing changes.** An array written back at the version it was read at is
//!   copied as its bytes, so the forms above survive inside array elements; only the array's own
//!   count prefix is rewritten (by the first two rules).
//! - Unknown tagged fields keep their payload bytes, records fields their batches, float64 fields
//!   their 64 bits, and bytes after the body ([`RequestFrame::trailing`]) are written back as they
//!   came.
//!
//! [`request_changes`] and [`response_changes`] check exactly this for one frame, without
//! allocating: they pair every field the decoder reports on the wire with its bytes in the
//! re-encoding, and name the rule behind each difference, or the field and offset of a difference
//! no rule explains ([`RoundTripError::Unexplained`]).
//!
//! And one way values can differ while the bytes do not: a `float64` field can carry any 64 bits,
//! NaN among them, and NaN is not equal to itself, so `decoded == decoded_again` fails for a frame
//! with a NaN even though its bytes round-trip exactly.
//!
//! So compare bytes, not values, and compare them after one re-encoding: the canonical bytes
//! (decode, encode) must decode and encode to themselves. [`request_round_trip`] and
//! [`response_round_trip`] do exactly that and say where it broke; [`same_request`] and
//! [`same_response`] compare two decoded frames by their encodings, which treats NaN fields with
//! the same bits as equal.
//!
//! ```
//! use kafka_view::roundtrip::request_round_trip;
//!
//! // The seed CreateDelegationToken v3 request, with its header's tag count written 0x80 0x00.
//! let frame = [
//!     0, 0, 0, 27, 0, 38, 0, 3, 0, 0, 0, 0, 0, 0, 0x80, 0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0,
//!     0, 0,
//! ];
//! let (mut first, mut second) = ([0u8; 64], [0u8; 64]);
//! let n = request_round_trip(&frame, &mut first, &mut second).unwrap();
//! assert_eq!(n, frame.len() - 1); // the canonical form is one byte shorter
//! assert_eq!(&first[14..16], &[0, 1]); // tag count 0, then the body
//! ```

use core::fmt;

use crate::api::ApiKey;
use crate::error::{DecodeError, EncodeError};
use crate::frame::{
    decode_request, decode_request_traced, decode_response, decode_response_traced, RequestFrame,
    ResponseFrame,
};
use crate::hook::{FieldEvent, Node, Shared, Trace, Value, WireType};

/// Why a round trip failed. Only [`RoundTripError::Decode`] and [`RoundTripError::Encode`] are about
/// the input or the buffers; the others are bugs in this crate and worth a report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
#[non_exhaustive]
pub enum RoundTripError {
    /// The input does not decode: there is nothing to round-trip.
    Decode(DecodeError),
    /// Encoding failed, most likely because a buffer is too small for the frame.
    Encode(EncodeError),
    /// The canonical bytes (the decoded input encoded again) do not decode.
    Redecode(DecodeError),
    /// Decoding the canonical bytes and encoding them again gives different bytes.
    Unstable {
        /// The first byte offset where the two encodings differ (the shorter length, if one is a
        /// prefix of the other).
        offset: usize,
        /// Length of the canonical bytes.
        first_len: usize,
        /// Length of their re-encoding.
        second_len: usize,
    },
    /// The re-encoding differs from the wire in a way no [`Rule`] explains (or the check could not
    /// follow the frame, see [`Mismatch`]).
    Unexplained {
        /// What did not match.
        what: Mismatch,
        /// The field (or prefix) where it was found, as the decoder names it.
        field: &'static str,
        /// Its byte offset on the wire.
        offset: usize,
        /// The byte offset in the re-encoding that was compared with it.
        canonical_offset: usize,
    },
}

/// What [`RoundTripError::Unexplained`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
#[non_exhaustive]
pub enum Mismatch {
    /// The field's bytes in the re-encoding are neither the wire's nor their canonical form.
    Bytes,
    /// Bytes the decoder did not report as any field (the check cannot vouch for them).
    Unreported,
    /// A tagged field's size does not match its re-encoded payload.
    TaggedSize,
    /// A tagged-field section's count does not match the fields written, or a tagged field was
    /// dropped that is unknown, or the re-encoding has one the wire lacks.
    TaggedCount,
    /// The frame's size prefix is not the re-encoding's length.
    FrameSize,
    /// The re-encoding is longer or shorter than the wire's fields explain, or the bytes after the
    /// body differ.
    Trailing,
    /// The re-encoding decodes to a different value (not counting NaN floats): a tagged field was
    /// dropped that did not hold its default.
    Value,
    /// Structs nest deeper (outside arrays) than the check follows ([`MAX_DEPTH`]).
    TooDeep,
}

impl Mismatch {
    /// What it means, in a few words.
    pub const fn as_str(self) -> &'static str {
        match self {
            Mismatch::Bytes => "re-encoded bytes that no rule explains",
            Mismatch::Unreported => "bytes no field was reported for",
            Mismatch::TaggedSize => "a tagged field size that does not match its payload",
            Mismatch::TaggedCount => "a tagged-field count that does not match the fields",
            Mismatch::FrameSize => "a frame size that is not the frame's length",
            Mismatch::Trailing => "a re-encoding of another length, or other trailing bytes",
            Mismatch::Value => "a re-encoding that decodes to another value",
            Mismatch::TooDeep => "structs nested too deep to check",
        }
    }
}

impl fmt::Display for RoundTripError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoundTripError::Decode(e) => write!(f, "the input does not decode: {e}"),
            RoundTripError::Encode(e) => write!(f, "the decoded frame does not encode: {e}"),
            RoundTripError::Redecode(e) => {
                write!(f, "the re-encoded frame does not decode: {e}")
            }
            RoundTripError::Unstable {
                offset,
                first_len,
                second_len,
            } => write!(
                f,
                "encoding is not stable: {first_len} and {second_len} bytes differ from byte {offset}"
            ),
            RoundTripError::Unexplained {
                what,
                field,
                offset,
                canonical_offset,
            } => write!(
                f,
                "{field} at byte {offset}: {} (byte {canonical_offset} of the re-encoding)",
                what.as_str()
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for RoundTripError {}

fn compare(first: &[u8], second: &[u8]) -> Result<usize, RoundTripError> {
    if first == second {
        return Ok(first.len());
    }
    let offset = first
        .iter()
        .zip(second)
        .position(|(a, b)| a != b)
        .unwrap_or(first.len().min(second.len()));
    Err(RoundTripError::Unstable {
        offset,
        first_len: first.len(),
        second_len: second.len(),
    })
}

/// Decodes a request frame, encodes it into `first` (its canonical bytes), decodes those and encodes
/// them again into `second`, and requires the two encodings to be identical. Returns the length of
/// the canonical bytes, which are left in `first`.
///
/// Each buffer must hold the canonical frame (the input's length is always enough unless the input
/// uses one of the longer forms described in the [module docs](self), which only shrink).
pub fn request_round_trip(
    frame: &[u8],
    first: &mut [u8],
    second: &mut [u8],
) -> Result<usize, RoundTripError> {
    let decoded = decode_request(frame).map_err(RoundTripError::Decode)?;
    let n = decoded.encode(first).map_err(RoundTripError::Encode)?;
    let canonical = first.get(..n).unwrap_or(&[]);
    let again = decode_request(canonical).map_err(RoundTripError::Redecode)?;
    let m = again.encode(second).map_err(RoundTripError::Encode)?;
    compare(canonical, second.get(..m).unwrap_or(&[]))
}

/// [`request_round_trip`] for a response frame of `api_key` at `api_version`.
pub fn response_round_trip(
    frame: &[u8],
    api_key: ApiKey,
    api_version: i16,
    first: &mut [u8],
    second: &mut [u8],
) -> Result<usize, RoundTripError> {
    let decoded = decode_response(frame, api_key, api_version).map_err(RoundTripError::Decode)?;
    let n = decoded.encode(first).map_err(RoundTripError::Encode)?;
    let canonical = first.get(..n).unwrap_or(&[]);
    let again =
        decode_response(canonical, api_key, api_version).map_err(RoundTripError::Redecode)?;
    let m = again.encode(second).map_err(RoundTripError::Encode)?;
    compare(canonical, second.get(..m).unwrap_or(&[]))
}

fn same_bytes(
    a: Result<usize, EncodeError>,
    b: Result<usize, EncodeError>,
    buf_a: &[u8],
    buf_b: &[u8],
) -> Result<bool, EncodeError> {
    let (n, m) = (a?, b?);
    Ok(buf_a.get(..n) == buf_b.get(..m))
}

/// Whether two request frames are the same message: equal with `==`, or encoding to the same bytes
/// (which is what NaN fields need: their bits are kept, but NaN is not equal to itself). `buf_a` and
/// `buf_b` are scratch space for the two encodings.
///
/// ```
/// use kafka_view::messages::{Request, SaslAuthenticateRequest};
/// use kafka_view::roundtrip::same_request;
/// use kafka_view::{ApiKey, RequestFrame, RequestHeader};
///
/// let header = RequestHeader { api_key: ApiKey::SASL_AUTHENTICATE, api_version: 2, ..Default::default() };
/// let a = RequestFrame { header, body: Request::from(SaslAuthenticateRequest::default()), trailing: &[] };
/// let b = RequestFrame { header: RequestHeader { correlation_id: 1, ..header }, ..a };
/// let (mut x, mut y) = ([0u8; 32], [0u8; 32]);
/// assert!(same_request(&a, &a, &mut x, &mut y)?);
/// assert!(!same_request(&a, &b, &mut x, &mut y)?);
/// # Ok::<(), kafka_view::error::EncodeError>(())
/// ```
pub fn same_request(
    a: &RequestFrame<'_>,
    b: &RequestFrame<'_>,
    buf_a: &mut [u8],
    buf_b: &mut [u8],
) -> Result<bool, EncodeError> {
    if a == b {
        return Ok(true);
    }
    same_bytes(a.encode(buf_a), b.encode(buf_b), buf_a, buf_b)
}

/// [`same_request`] for response frames (their versions must match too).
pub fn same_response(
    a: &ResponseFrame<'_>,
    b: &ResponseFrame<'_>,
    buf_a: &mut [u8],
    buf_b: &mut [u8],
) -> Result<bool, EncodeError> {
    if a == b {
        return Ok(true);
    }
    if a.api_version != b.api_version {
        return Ok(false);
    }
    same_bytes(a.encode(buf_a), b.encode(buf_b), buf_a, buf_b)
}

/// One way a re-encoding may differ from the wire: the canonicalisations of the
/// [module docs](self), each as Kafka's Java reader and writer behave.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Rule {
    /// A varint written with more bytes than its value needs comes back in its shortest form.
    OverlongVarint,
    /// A negative length or count other than -1 (a compact one of 0x80000001 and up) is a null,
    /// written back as -1 (compact: 0).
    NegativeLength,
    /// A bool byte other than 0 or 1 is true, written back as 1.
    Bool,
    /// A nullable struct's marker other than -1 or 1 is written back as -1 (negative) or 1.
    StructMarker,
    /// A known tagged field sent with its default value is not written back.
    DefaultTaggedField,
}

impl Rule {
    /// Every rule, in the order of the module docs.
    pub const ALL: [Rule; 5] = [
        Rule::OverlongVarint,
        Rule::NegativeLength,
        Rule::Bool,
        Rule::StructMarker,
        Rule::DefaultTaggedField,
    ];

    /// A short name ("overlong varint", ...).
    pub const fn as_str(self) -> &'static str {
        match self {
            Rule::OverlongVarint => "overlong varint",
            Rule::NegativeLength => "negative length",
            Rule::Bool => "bool",
            Rule::StructMarker => "struct marker",
            Rule::DefaultTaggedField => "default tagged field",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How many fields of one frame each [`Rule`] changed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Changes {
    counts: [u32; Rule::ALL.len()],
}

impl Changes {
    /// Fields changed by `rule`.
    pub fn get(&self, rule: Rule) -> u32 {
        self.counts.get(rule as usize).copied().unwrap_or(0)
    }

    /// Fields changed by any rule.
    pub fn total(&self) -> u32 {
        self.counts.iter().fold(0u32, |a, &b| a.saturating_add(b))
    }

    /// Whether the re-encoding is the wire's bytes.
    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }

    /// Adds the counts of `other` (for a tally over many frames).
    pub fn add(&mut self, other: &Changes) {
        for (a, b) in self.counts.iter_mut().zip(other.counts) {
            *a = a.saturating_add(b);
        }
    }

    fn count(&mut self, rule: Rule) {
        if let Some(c) = self.counts.get_mut(rule as usize) {
            *c = c.saturating_add(1);
        }
    }
}

/// How deep [`request_changes`] follows structs, arrays and tagged fields outside arrays (inside an
/// array nothing may change, and any depth is followed). Kafka's schemas need far fewer.
pub const MAX_DEPTH: usize = 32;

/// A node the checker is in, outside arrays.
#[derive(Clone, Copy)]
enum Level {
    Plain,
    /// A struct-typed field: its first event may be a nullable struct's marker.
    Field,
    /// A tagged-field section: the fields the re-encoding's count promises, and those paired so far.
    Section {
        count: u32,
        seen: u32,
    },
    /// A tagged field kept in the re-encoding, whose payload ends at `end` there.
    Tagged {
        end: usize,
    },
}

/// The [`Trace`] that pairs each field of the wire with its bytes in the re-encoding.
struct Checker<'w, 'c> {
    wire: &'w [u8],
    out: &'c [u8],
    /// Next wire byte no field has covered yet.
    at: usize,
    /// Next byte of the re-encoding not paired yet.
    pos: usize,
    levels: [Level; MAX_DEPTH],
    depth: usize,
    /// The depth of the outermost array element entered: inside it bytes must be the wire's.
    element: Option<usize>,
    /// The depth of a dropped tagged field being stepped over.
    skip: Option<usize>,
    /// The next event is the first in a struct-typed field.
    first_in_field: bool,
    nan: bool,
    changes: Changes,
    error: Option<RoundTripError>,
}

/// The shortest unsigned varint of `v`, into `buf`; its length.
fn uvarint(mut v: u64, buf: &mut [u8; 10]) -> usize {
    let mut n = 0;
    for slot in buf.iter_mut() {
        n += 1;
        if v < 0x80 {
            *slot = v as u8;
            break;
        }
        *slot = (v as u8 & 0x7f) | 0x80;
        v >>= 7;
    }
    n
}

/// The length of the unsigned varint at the start of `bytes` (at most 5 bytes) and its value.
fn read_uvarint(bytes: &[u8]) -> Option<(u32, usize)> {
    let mut value: u32 = 0;
    for (i, &b) in bytes.iter().take(5).enumerate() {
        value |= u32::from(b & 0x7f).wrapping_shl(7 * i as u32);
        if b & 0x80 == 0 {
            return Some((value, i + 1));
        }
    }
    None
}

impl<'w, 'c> Checker<'w, 'c> {
    fn new(wire: &'w [u8], out: &'c [u8]) -> Self {
        Checker {
            wire,
            out,
            at: 0,
            pos: 0,
            levels: [Level::Plain; MAX_DEPTH],
            depth: 0,
            element: None,
            skip: None,
            first_in_field: false,
            nan: false,
            changes: Changes::default(),
            error: None,
        }
    }

    fn fail(&mut self, what: Mismatch, field: &'static str, offset: usize) {
        if self.error.is_none() {
            self.error = Some(RoundTripError::Unexplained {
                what,
                field,
                offset,
                canonical_offset: self.pos,
            });
        }
    }

    fn top(&mut self) -> Option<&mut Level> {
        self.depth
            .checked_sub(1)
            .and_then(|d| self.levels.get_mut(d))
    }

    /// Whether the re-encoding continues with `parts` (concatenated); moves past them if so.
    fn expect(&mut self, parts: &[&[u8]]) -> bool {
        let mut p = self.pos;
        for part in parts {
            match self.out.get(p..p + part.len()) {
                Some(b) if b == *part => p += part.len(),
                _ => return false,
            }
        }
        self.pos = p;
        true
    }

    /// Reads a minimal uvarint from the re-encoding; `None` if there is none or it is overlong.
    fn out_uvarint(&mut self) -> Option<u32> {
        let (v, n) = read_uvarint(self.out.get(self.pos..)?)?;
        let mut buf = [0u8; 10];
        (uvarint(v.into(), &mut buf) == n).then(|| {
            self.pos += n;
            v
        })
    }

    /// Checks one field outside arrays: its re-encoded bytes are the wire's or their canonical form,
    /// and the rule that explains the difference is counted.
    fn check(&mut self, e: &FieldEvent<'_>, w: &'w [u8]) -> Result<(), Mismatch> {
        let first_in_field = core::mem::take(&mut self.first_in_field);
        let mut buf = [0u8; 10];
        // (canonical prefix length in buf, wire prefix length, rule if they differ)
        let (n, wire_prefix, rule) = match (e.ty, e.value, e.prefix) {
            // The frame's size: the re-encoding's own length.
            (WireType::Int32, _, _) if self.depth == 0 && e.offset == 0 && e.name == "size" => {
                let size = (self.out.len().wrapping_sub(4) as u32).to_be_bytes();
                return if self.expect(&[&size]) {
                    Ok(())
                } else {
                    Err(Mismatch::FrameSize)
                };
            }
            (WireType::Bool, Value::Bool(b), _) => {
                buf = [u8::from(b); 10];
                (1, 1, Rule::Bool)
            }
            (WireType::Int8, Value::Int(v), _) if first_in_field && e.name == "present" => {
                buf = [if v < 0 { 0xff } else { 1 }; 10];
                (1, 1, Rule::StructMarker)
            }
            (WireType::Float64, Value::Float(f), _) => {
                self.nan |= f.is_nan();
                (0, 0, Rule::OverlongVarint)
            }
            (WireType::Varint | WireType::Varlong, Value::Int(v), _) => {
                let zigzag = ((v << 1) ^ (v >> 63)) as u64;
                let zigzag = if e.ty == WireType::Varint {
                    zigzag & u64::from(u32::MAX)
                } else {
                    zigzag
                };
                (uvarint(zigzag, &mut buf), w.len(), Rule::OverlongVarint)
            }
            (WireType::Uvarint | WireType::Tag, Value::Uint(v), _) => {
                (uvarint(v, &mut buf), w.len(), Rule::OverlongVarint)
            }
            (WireType::TaggedCount | WireType::TagSize, Value::Uint(v), _) => {
                return self.check_size(e, w, v);
            }
            (
                WireType::String | WireType::Bytes | WireType::Records | WireType::ArrayLength,
                value,
                Some(raw),
            ) => {
                let width = if e.ty == WireType::String { 2 } else { 4 };
                if value == Value::Null && raw != -1 {
                    buf = [0xff; 10];
                    (width, width, Rule::NegativeLength)
                } else {
                    (0, 0, Rule::NegativeLength)
                }
            }
            (
                WireType::CompactString
                | WireType::CompactBytes
                | WireType::CompactRecords
                | WireType::CompactArrayLength,
                value,
                Some(raw),
            ) => {
                let wire_prefix = read_uvarint(w).map_or(w.len(), |(_, n)| n);
                if value == Value::Null {
                    let rule = if raw == 0 {
                        Rule::OverlongVarint
                    } else {
                        Rule::NegativeLength
                    };
                    (uvarint(0, &mut buf), wire_prefix, rule)
                } else {
                    (
                        uvarint(raw as u64, &mut buf),
                        wire_prefix,
                        Rule::OverlongVarint,
                    )
                }
            }
            // Everything else (fixed-width numbers, uuids, unknown tagged payloads) is copied.
            _ => (0, 0, Rule::OverlongVarint),
        };
        let canonical = buf.get(..n).unwrap_or(&[]);
        let (prefix, rest) = w.split_at(wire_prefix.min(w.len()));
        if self.expect(&[canonical, rest]) {
            if canonical != prefix {
                self.changes.count(rule);
            }
            Ok(())
        } else {
            Err(Mismatch::Bytes)
        }
    }

    /// A tagged-field section's count or a tagged field's size: written minimally, with the value
    /// the re-encoding needs (checked when the section or field ends).
    fn check_size(&mut self, e: &FieldEvent<'_>, w: &[u8], wire: u64) -> Result<(), Mismatch> {
        let mut buf = [0u8; 10];
        let overlong = uvarint(wire, &mut buf) != w.len();
        let (what, size) = if e.ty == WireType::TaggedCount {
            (Mismatch::TaggedCount, true)
        } else {
            (Mismatch::TaggedSize, false)
        };
        let v = self.out_uvarint().ok_or(Mismatch::Bytes)?;
        if u64::from(v) > wire && size {
            return Err(what);
        }
        let end = self.pos + v as usize;
        match self.top() {
            Some(Level::Section { count, seen: 0 }) if size => *count = v,
            Some(Level::Tagged { end: slot }) if !size => *slot = end,
            _ => return Err(what),
        }
        if overlong {
            self.changes.count(Rule::OverlongVarint);
        }
        Ok(())
    }

    fn push(&mut self, level: Level, offset: usize) {
        match self.levels.get_mut(self.depth) {
            Some(slot) => *slot = level,
            None => self.fail(Mismatch::TooDeep, "", offset),
        }
        self.depth += 1;
    }

    /// Whether the re-encoding's section has `tag` next (else the wire's field was dropped).
    fn kept(&mut self, tag: u32) -> bool {
        let next = read_uvarint(self.out.get(self.pos..).unwrap_or(&[])).map(|(t, _)| t);
        let top = self.depth.checked_sub(1).and_then(|d| self.levels.get(d));
        matches!(top, Some(&Level::Section { count, seen }) if seen < count) && next == Some(tag)
    }
}

impl Trace for Checker<'_, '_> {
    fn enter(&mut self, node: Node, offset: usize) {
        if self.error.is_some() || self.skip.is_some() || self.element.is_some() {
            self.depth += 1;
            return;
        }
        self.first_in_field = false;
        match node {
            Node::Element { .. } => {
                self.element = Some(self.depth);
                self.depth += 1;
            }
            Node::Field { .. } => {
                self.push(Level::Field, offset);
                self.first_in_field = true;
            }
            Node::TaggedFields => self.push(Level::Section { count: 0, seen: 0 }, offset),
            Node::TaggedField { tag } => {
                if self.kept(tag) {
                    self.push(Level::Tagged { end: usize::MAX }, offset);
                } else {
                    self.changes.count(Rule::DefaultTaggedField);
                    self.skip = Some(self.depth);
                    self.depth += 1;
                }
            }
            Node::Struct { .. } | Node::Array { .. } => self.push(Level::Plain, offset),
        }
    }

    fn leave(&mut self, offset: usize) {
        self.depth = self.depth.saturating_sub(1);
        self.first_in_field = false;
        if self.error.is_some() {
            return;
        }
        if self.skip == Some(self.depth) {
            self.skip = None;
            self.at = offset;
            return;
        }
        if self.element == Some(self.depth) {
            self.element = None;
            return;
        }
        if self.skip.is_some() || self.element.is_some() {
            return;
        }
        match self.levels.get(self.depth).copied() {
            Some(Level::Tagged { end }) => {
                if self.pos != end {
                    self.fail(Mismatch::TaggedSize, "size", offset);
                }
                if let Some(Level::Section { seen, .. }) = self.top() {
                    *seen += 1;
                }
            }
            Some(Level::Section { count, seen }) if count != seen => {
                self.fail(Mismatch::TaggedCount, "tagged_fields", offset);
            }
            _ => {}
        }
    }

    fn field(&mut self, e: &FieldEvent<'_>) {
        if self.error.is_some() {
            return;
        }
        if let Some(d) = self.skip {
            // A dropped field must be known: the decoder keeps unknown ones and they are written.
            if e.name == "unknown" && self.depth == d + 1 {
                self.fail(Mismatch::TaggedCount, "unknown", e.offset);
            }
            return;
        }
        if e.offset != self.at {
            self.fail(Mismatch::Unreported, e.name, self.at);
            return;
        }
        let Some(w) = self.wire.get(e.offset..e.offset + e.size) else {
            self.fail(Mismatch::Unreported, e.name, e.offset);
            return;
        };
        self.at = e.offset + e.size;
        if self.element.is_some() {
            if let Value::Float(f) = e.value {
                self.nan |= f.is_nan();
            }
            if !self.expect(&[w]) {
                self.fail(Mismatch::Bytes, e.name, e.offset);
            }
            return;
        }
        if let Err(what) = self.check(e, w) {
            self.fail(what, e.name, e.offset);
        }
    }
}

impl Checker<'_, '_> {
    /// After the decode: the bytes after the body are copied, and nothing else is left.
    fn finish(mut self) -> Result<Changes, RoundTripError> {
        let rest = self.wire.get(self.at..).unwrap_or(&[]);
        if self.error.is_none() && !(self.expect(&[rest]) && self.pos == self.out.len()) {
            self.fail(Mismatch::Trailing, "", self.at);
        }
        match self.error {
            Some(e) => Err(e),
            None => Ok(self.changes),
        }
    }
}

/// Decodes a request frame, encodes it into `canonical`, and checks with [`explain_request`] that
/// every byte where the two differ is explained by one of the [`Rule`]s of the [module docs](self).
/// Returns the length of the re-encoding (left in `canonical`) and how many fields each rule
/// changed. Allocates nothing.
///
/// ```
/// use kafka_view::roundtrip::{request_changes, Rule};
///
/// // ApiVersions v0 whose header's client id has the length 0xbf0c: negative, so a null.
/// let frame = [0, 0, 0, 10, 0, 18, 0, 0, 0, 0, 0, 7, 0xbf, 0x0c];
/// let mut canonical = [0u8; 32];
/// let (n, changes) = request_changes(&frame, &mut canonical)?;
/// assert_eq!(&canonical[..n], &[0, 0, 0, 10, 0, 18, 0, 0, 0, 0, 0, 7, 0xff, 0xff]);
/// assert_eq!((changes.get(Rule::NegativeLength), changes.total()), (1, 1));
/// # Ok::<(), kafka_view::roundtrip::RoundTripError>(())
/// ```
pub fn request_changes(
    frame: &[u8],
    canonical: &mut [u8],
) -> Result<(usize, Changes), RoundTripError> {
    let decoded = decode_request(frame).map_err(RoundTripError::Decode)?;
    let n = decoded.encode(canonical).map_err(RoundTripError::Encode)?;
    let out = canonical.get(..n).unwrap_or(&[]);
    Ok((n, explain_request(frame, out)?))
}

/// [`request_changes`] for a response frame of `api_key` at `api_version`.
pub fn response_changes(
    frame: &[u8],
    api_key: ApiKey,
    api_version: i16,
    canonical: &mut [u8],
) -> Result<(usize, Changes), RoundTripError> {
    let decoded = decode_response(frame, api_key, api_version).map_err(RoundTripError::Decode)?;
    let n = decoded.encode(canonical).map_err(RoundTripError::Encode)?;
    let out = canonical.get(..n).unwrap_or(&[]);
    Ok((n, explain_response(frame, api_key, api_version, out)?))
}

/// Checks that `reencoded` differs from the request frame `wire` only as the [`Rule`]s allow: every
/// field the decoder reports on the wire is paired with its bytes in `reencoded`, which must be the
/// same bytes or their canonical form, and `reencoded` must decode to the same value (NaN floats
/// aside: a dropped tagged field held its default). Counts the fields each rule changed, or names the
/// first field no rule explains. Allocates nothing.
///
/// ```
/// use kafka_view::roundtrip::{explain_request, Mismatch, RoundTripError};
///
/// let wire = [0, 0, 0, 10, 0, 18, 0, 0, 0, 0, 0, 7, 0xbf, 0x0c];
/// let null = [0, 0, 0, 10, 0, 18, 0, 0, 0, 0, 0, 7, 0xff, 0xff];
/// assert!(explain_request(&wire, &null).is_ok());
/// // Another correlation id is no canonical form of 7.
/// let other = [0, 0, 0, 10, 0, 18, 0, 0, 0, 0, 0, 8, 0xff, 0xff];
/// assert!(matches!(
///     explain_request(&wire, &other),
///     Err(RoundTripError::Unexplained { what: Mismatch::Bytes, field: "correlation_id", offset: 8, .. })
/// ));
/// ```
pub fn explain_request(wire: &[u8], reencoded: &[u8]) -> Result<Changes, RoundTripError> {
    let mut checker = Checker::new(wire, reencoded);
    let decoded =
        decode_request_traced(wire, Shared(&mut checker)).map_err(RoundTripError::Decode)?;
    let again = decode_request(reencoded).map_err(RoundTripError::Redecode)?;
    if again != decoded && !checker.nan {
        checker.fail(Mismatch::Value, "", 0);
    }
    checker.finish()
}

/// [`explain_request`] for a response frame of `api_key` at `api_version`.
pub fn explain_response(
    wire: &[u8],
    api_key: ApiKey,
    api_version: i16,
    reencoded: &[u8],
) -> Result<Changes, RoundTripError> {
    let mut checker = Checker::new(wire, reencoded);
    let decoded = decode_response_traced(wire, api_key, api_version, Shared(&mut checker))
        .map_err(RoundTripError::Decode)?;
    let again =
        decode_response(reencoded, api_key, api_version).map_err(RoundTripError::Redecode)?;
    if again != decoded && !checker.nan {
        checker.fail(Mismatch::Value, "", 0);
    }
    checker.finish()
}

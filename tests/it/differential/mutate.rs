//! Structure-aware perturbation of encoded bodies, so that kafka-protocol builds messages whose values
//! kafka-view's sample generator did not choose.
//!
//! kafka-protocol has no random builder, and hand-building ~1,000 message versions through its
//! setters is not practical, so its messages are made by its own decoder: a body that kafka-view
//! encoded is edited on the wire, kafka-protocol decodes the edited bytes into its structs, and its
//! encoder writes them out. The edits use kafka-view's decoder trace only to know where each field
//! is (its offset, size and wire type):
//! - fixed-width values (ints, bools, floats, UUIDs) get new bits in place: random, zero, -1,
//!   extremes, bool bytes other than 0 and 1 (kafka-protocol reads any non-zero byte as true);
//! - strings, byte arrays and records get new contents of other lengths (multi-byte and escaped
//!   characters, lengths across the one-byte compact-length boundary) or null;
//! - array elements are removed or duplicated, arrays emptied or nulled;
//! - nullable structs are nulled;
//! - tagged fields are removed, unknown tagged fields get new payloads, and new unknown tagged
//!   fields (tags 64 and up, which no schema uses) are added.
//!
//! Nulls and new tags are offered regardless of what the schema allows; kafka-protocol's decoder
//! rejects the ones that are not allowed, and the caller then tries other edits. Edits never
//! misalign the bytes (every length prefix is rewritten to match), so kafka-protocol's decoder never
//! reads a garbage count.

use kafka_view::trace::{FieldEvent, Node, Trace, WireType};

/// One field event, owned.
#[derive(Clone, Debug)]
pub struct Field {
    pub name: &'static str,
    pub ty: WireType,
    pub offset: usize,
    pub size: usize,
    /// The raw payload of a tagged field kafka-view does not know (no length prefix of its own).
    pub unknown_payload: bool,
}

impl Field {
    fn end(&self) -> usize {
        self.offset + self.size
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Struct,
    Field,
    Array,
    Element,
    Tagged,
    TaggedField(u32),
}

enum Ev {
    Enter(Kind, usize),
    Leave(usize),
    Field(Field),
}

/// Collects kafka-view's decoder walk.
#[derive(Default)]
pub struct Collector {
    evs: Vec<Ev>,
}

impl Trace for Collector {
    fn enter(&mut self, node: Node, offset: usize) {
        let kind = match node {
            Node::Struct { .. } => Kind::Struct,
            Node::Field { .. } => Kind::Field,
            Node::Array { .. } => Kind::Array,
            Node::Element { .. } => Kind::Element,
            Node::TaggedFields => Kind::Tagged,
            Node::TaggedField { tag } => Kind::TaggedField(tag),
        };
        self.evs.push(Ev::Enter(kind, offset));
    }
    fn leave(&mut self, offset: usize) {
        self.evs.push(Ev::Leave(offset));
    }
    fn field(&mut self, e: &FieldEvent<'_>) {
        self.evs.push(Ev::Field(Field {
            name: e.name,
            ty: e.ty,
            offset: e.offset,
            size: e.size,
            unknown_payload: e.name == "unknown" && e.prefix.is_none(),
        }));
    }
}

struct TNode {
    kind: Kind,
    start: usize,
    end: usize,
    items: Vec<Item>,
}

enum Item {
    Node(TNode),
    Field(Field),
}

/// Where edits can go in one body.
#[derive(Default)]
pub struct Sites {
    scalars: Vec<Field>,
    prefixed: Vec<Field>,
    arrays: Vec<ArraySite>,
    nullable_structs: Vec<(usize, usize)>,
    tagged: Vec<TaggedSite>,
}

struct ArraySite {
    len: Field,
    start: usize,
    end: usize,
    elems: Vec<(usize, usize)>,
}

struct TaggedSite {
    count: Field,
    end: usize,
    fields: Vec<TagSite>,
}

struct TagSite {
    tag: u32,
    start: usize,
    end: usize,
    /// The size prefix, when the field is one kafka-view keeps as unknown (raw payload).
    unknown_size: Option<Field>,
}

impl Collector {
    /// The edit sites of the walk.
    pub fn sites(self) -> Sites {
        let mut stack = vec![TNode {
            kind: Kind::Struct,
            start: 0,
            end: 0,
            items: Vec::new(),
        }];
        for ev in self.evs {
            match ev {
                Ev::Enter(kind, at) => stack.push(TNode {
                    kind,
                    start: at,
                    end: at,
                    items: Vec::new(),
                }),
                Ev::Leave(at) => {
                    if stack.len() > 1 {
                        let mut n = stack.pop().expect("stack");
                        n.end = at;
                        stack.last_mut().expect("stack").items.push(Item::Node(n));
                    }
                }
                Ev::Field(f) => stack.last_mut().expect("stack").items.push(Item::Field(f)),
            }
        }
        let mut sites = Sites::default();
        for n in stack {
            walk(&n, &mut sites);
        }
        sites
    }
}

fn walk(n: &TNode, s: &mut Sites) {
    match n.kind {
        Kind::Array => {
            let len = n.items.iter().find_map(|i| match i {
                Item::Field(f)
                    if matches!(f.ty, WireType::ArrayLength | WireType::CompactArrayLength) =>
                {
                    Some(f.clone())
                }
                _ => None,
            });
            if let Some(len) = len {
                let elems = n
                    .items
                    .iter()
                    .filter_map(|i| match i {
                        Item::Node(e) if e.kind == Kind::Element => Some((e.start, e.end)),
                        _ => None,
                    })
                    .collect();
                s.arrays.push(ArraySite {
                    len,
                    start: n.start,
                    end: n.end,
                    elems,
                });
            }
        }
        Kind::Field => {
            if let Some(Item::Field(f)) = n.items.first() {
                if f.name == "present" && f.ty == WireType::Int8 && f.offset == n.start {
                    s.nullable_structs.push((n.start, n.end));
                }
            }
        }
        Kind::Tagged => {
            let count = n.items.iter().find_map(|i| match i {
                Item::Field(f) if f.ty == WireType::TaggedCount => Some(f.clone()),
                _ => None,
            });
            let fields = n
                .items
                .iter()
                .filter_map(|i| match i {
                    Item::Node(t) => match t.kind {
                        Kind::TaggedField(tag) => {
                            let mut size = None;
                            let mut others = 0;
                            for item in &t.items {
                                match item {
                                    Item::Field(f) if f.ty == WireType::TagSize => {
                                        size = Some(f.clone())
                                    }
                                    Item::Field(f)
                                        if f.ty == WireType::Tag || f.unknown_payload => {}
                                    _ => others += 1,
                                }
                            }
                            Some(TagSite {
                                tag,
                                start: t.start,
                                end: t.end,
                                unknown_size: if others == 0 { size } else { None },
                            })
                        }
                        _ => None,
                    },
                    _ => None,
                })
                .collect();
            if let Some(count) = count {
                s.tagged.push(TaggedSite {
                    count,
                    end: n.end,
                    fields,
                });
            }
        }
        _ => {}
    }
    for item in &n.items {
        match item {
            Item::Node(c) => walk(c, s),
            Item::Field(f) if f.unknown_payload => {}
            Item::Field(f) => match f.ty {
                WireType::Int8 if f.name == "present" => {}
                WireType::Int8
                | WireType::Int16
                | WireType::Int32
                | WireType::Int64
                | WireType::Uint16
                | WireType::Uint32
                | WireType::Float64
                | WireType::Bool
                | WireType::Uuid => s.scalars.push(f.clone()),
                WireType::String
                | WireType::CompactString
                | WireType::Bytes
                | WireType::CompactBytes
                | WireType::Records
                | WireType::CompactRecords => s.prefixed.push(f.clone()),
                _ => {}
            },
        }
    }
}

pub use kafka_view::samples::Rng;

/// A one-in-`one_in` chance.
fn chance(rng: &mut Rng, one_in: u64) -> bool {
    rng.next_u64() % one_in == 0
}

fn uvarint(mut v: u32, out: &mut Vec<u8>) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// A replacement of `start..end` by `bytes` (an insertion when `start == end`).
#[derive(Clone, Debug)]
struct Edit {
    start: usize,
    end: usize,
    bytes: Vec<u8>,
}

fn conflicts(a: &Edit, b: &Edit) -> bool {
    let a_ins = a.start == a.end;
    let b_ins = b.start == b.end;
    match (a_ins, b_ins) {
        (true, true) => a.start == b.start,
        (true, false) => b.start < a.start && a.start < b.end,
        (false, true) => a.start < b.start && b.start < a.end,
        (false, false) => a.start < b.end && b.start < a.end,
    }
}

const TEXT: &[&str] = &[
    "",
    "t",
    "topic-1",
    "ß",
    "日本",
    "😀",
    "\"",
    "\\",
    "\n",
    "\t",
    "\0",
    "\u{7f}",
    "e\u{301}",
    "\u{200b}",
    "'",
    "{}",
    "[a, b]",
    "Some(x)",
    "<redacted, 1 bytes>",
];

fn text(rng: &mut Rng) -> String {
    if chance(rng, 8) {
        // Long enough to need a two-byte compact length.
        let n = 100 + rng.below(200);
        return "x".repeat(n);
    }
    let parts = rng.below(4);
    (0..parts).map(|_| TEXT[rng.below(TEXT.len())]).collect()
}

fn data(rng: &mut Rng) -> Vec<u8> {
    let n = if chance(rng, 8) {
        100 + rng.below(200)
    } else {
        rng.below(20)
    };
    (0..n).map(|_| rng.next_u64() as u8).collect()
}

fn scalar_bytes(rng: &mut Rng, f: &Field) -> Vec<u8> {
    let special = rng.below(8);
    let fill = |byte: u8| vec![byte; f.size];
    match f.ty {
        WireType::Bool => vec![match rng.below(3) {
            0 => 0,
            1 => 1,
            _ => 2 + (rng.next_u64() % 254) as u8,
        }],
        WireType::Float64 => {
            let v: f64 = match special {
                0 => 0.0,
                1 => -0.0,
                2 => f64::INFINITY,
                3 => f64::NEG_INFINITY,
                4 => f64::NAN,
                5 => 1.5,
                _ => f64::from_bits(rng.next_u64()),
            };
            v.to_be_bytes().to_vec()
        }
        _ => match special {
            0 => fill(0),
            1 => fill(0xff),
            2 => {
                // The most negative value.
                let mut v = fill(0);
                v[0] = 0x80;
                v
            }
            3 => {
                let mut v = fill(0xff);
                v[0] = 0x7f;
                v
            }
            4 => {
                let mut v = fill(0);
                v[f.size - 1] = 1;
                v
            }
            _ => (0..f.size).map(|_| rng.next_u64() as u8).collect(),
        },
    }
}

fn prefixed_bytes(rng: &mut Rng, f: &Field) -> Vec<u8> {
    let mut out = Vec::new();
    let null = chance(rng, 6);
    let is_text = matches!(f.ty, WireType::String | WireType::CompactString);
    let content = if null {
        Vec::new()
    } else if is_text {
        text(rng).into_bytes()
    } else if matches!(f.ty, WireType::Records | WireType::CompactRecords) && chance(rng, 2) {
        Vec::new()
    } else {
        data(rng)
    };
    match f.ty {
        WireType::String => {
            let n: i16 = if null { -1 } else { content.len() as i16 };
            out.extend_from_slice(&n.to_be_bytes());
        }
        WireType::Bytes | WireType::Records => {
            let n: i32 = if null { -1 } else { content.len() as i32 };
            out.extend_from_slice(&n.to_be_bytes());
        }
        _ => uvarint(if null { 0 } else { content.len() as u32 + 1 }, &mut out),
    }
    out.extend_from_slice(&content);
    out
}

fn array_len(f: &Field, n: Option<usize>) -> Vec<u8> {
    let mut out = Vec::new();
    if f.ty == WireType::ArrayLength {
        let v: i32 = n.map_or(-1, |n| n as i32);
        out.extend_from_slice(&v.to_be_bytes());
    } else {
        uvarint(n.map_or(0, |n| n as u32 + 1), &mut out);
    }
    out
}

impl Sites {
    /// Drops every edit site that overlaps `range`, so those bytes stay as they are.
    pub fn keep_out(&mut self, range: std::ops::Range<usize>) {
        let clear = |s: usize, e: usize| e <= range.start || s >= range.end;
        self.scalars.retain(|f| clear(f.offset, f.end()));
        self.prefixed.retain(|f| clear(f.offset, f.end()));
        self.arrays
            .retain(|a| clear(a.start, a.end.max(a.len.end())));
        self.nullable_structs.retain(|&(s, e)| clear(s, e));
        self.tagged.retain(|t| clear(t.count.offset, t.end));
    }

    /// Whether there is anything to edit.
    pub fn is_empty(&self) -> bool {
        self.scalars.is_empty()
            && self.prefixed.is_empty()
            && self.arrays.is_empty()
            && self.nullable_structs.is_empty()
            && self.tagged.is_empty()
    }

    /// One group of edits that belong together (e.g. an element removal and its array's new count).
    fn pick(&self, rng: &mut Rng, input: &[u8]) -> Option<Vec<Edit>> {
        let edit = |start: usize, end: usize, bytes: Vec<u8>| Edit { start, end, bytes };
        match rng.below(8) {
            0..=2 if !self.scalars.is_empty() => {
                let f = &self.scalars[rng.below(self.scalars.len())];
                Some(vec![edit(f.offset, f.end(), scalar_bytes(rng, f))])
            }
            3 | 4 if !self.prefixed.is_empty() => {
                let f = &self.prefixed[rng.below(self.prefixed.len())];
                Some(vec![edit(f.offset, f.end(), prefixed_bytes(rng, f))])
            }
            5 if !self.arrays.is_empty() => {
                let a = &self.arrays[rng.below(self.arrays.len())];
                let n = a.elems.len();
                let len = |m: Option<usize>| edit(a.len.offset, a.len.end(), array_len(&a.len, m));
                Some(match rng.below(4) {
                    0 if n > 0 => {
                        let (s, e) = a.elems[rng.below(n)];
                        vec![len(Some(n - 1)), edit(s, e, Vec::new())]
                    }
                    1 if n > 0 => {
                        let (s, e) = a.elems[rng.below(n)];
                        vec![len(Some(n + 1)), edit(e, e, input[s..e].to_vec())]
                    }
                    2 if n > 0 => vec![len(Some(0)), edit(a.elems[0].0, a.end, Vec::new())],
                    _ => vec![edit(a.start, a.end, array_len(&a.len, None))],
                })
            }
            6 if !self.nullable_structs.is_empty() => {
                let (s, e) = self.nullable_structs[rng.below(self.nullable_structs.len())];
                Some(vec![edit(s, e, vec![0xff])])
            }
            7 if !self.tagged.is_empty() => {
                let t = &self.tagged[rng.below(self.tagged.len())];
                let n = t.fields.len();
                let count = |m: usize| {
                    let mut b = Vec::new();
                    uvarint(m as u32, &mut b);
                    edit(t.count.offset, t.count.end(), b)
                };
                Some(match rng.below(3) {
                    0 if n > 0 => {
                        let f = &t.fields[rng.below(n)];
                        vec![count(n - 1), edit(f.start, f.end, Vec::new())]
                    }
                    1 if t.fields.iter().any(|f| f.unknown_size.is_some()) => {
                        let unknown: Vec<_> = t
                            .fields
                            .iter()
                            .filter(|f| f.unknown_size.is_some())
                            .collect();
                        let f = unknown[rng.below(unknown.len())];
                        let size = f.unknown_size.as_ref().expect("unknown");
                        let payload = data(rng);
                        let mut b = Vec::new();
                        uvarint(payload.len() as u32, &mut b);
                        b.extend_from_slice(&payload);
                        vec![edit(size.offset, f.end, b)]
                    }
                    _ => {
                        let max = t.fields.iter().map(|f| f.tag).max().unwrap_or(0);
                        let tag = max.max(63) + 1 + rng.below(300) as u32;
                        let payload = data(rng);
                        let mut b = Vec::new();
                        uvarint(tag, &mut b);
                        uvarint(payload.len() as u32, &mut b);
                        b.extend_from_slice(&payload);
                        vec![count(n + 1), edit(t.end, t.end, b)]
                    }
                })
            }
            _ => None,
        }
    }

    /// `input` with one to four compatible groups of edits applied, or `None` if none applied.
    pub fn perturb(&self, rng: &mut Rng, input: &[u8]) -> Option<Vec<u8>> {
        if self.is_empty() {
            return None;
        }
        let want = 1 + rng.below(4);
        let mut chosen: Vec<Edit> = Vec::new();
        let mut groups = 0;
        for _ in 0..want * 8 {
            if groups == want {
                break;
            }
            let Some(group) = self.pick(rng, input) else {
                continue;
            };
            if group.iter().any(|g| chosen.iter().any(|c| conflicts(c, g))) {
                continue;
            }
            chosen.extend(group);
            groups += 1;
        }
        if chosen.is_empty() {
            return None;
        }
        // Back to front, a replacement before an insertion at the same offset, so offsets hold.
        chosen.sort_by_key(|e| (std::cmp::Reverse(e.start), e.start == e.end));
        let mut out = input.to_vec();
        for e in chosen {
            out.splice(e.start..e.end, e.bytes);
        }
        Some(out)
    }
}

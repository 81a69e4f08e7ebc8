//! Mutated frames: every byte set to a few telling values, every truncation, and edits at the sites
//! the decoder's trace names (length prefixes and counts, bools, nullable-struct markers, varints).

use std::collections::hash_map::DefaultHasher;
use std::collections::HashSet;
use std::hash::{Hash, Hasher};

use kafka_view::trace::WireType;

use super::ours::{Ev, NodeKind, Val};

/// The kinds of mutation, for the summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum How {
    Byte,
    Truncate,
    Length,
    Bool,
    Presence,
    Varint,
}

impl How {
    pub const ALL: [How; 6] = [
        How::Byte,
        How::Truncate,
        How::Length,
        How::Bool,
        How::Presence,
        How::Varint,
    ];
    pub fn name(self) -> &'static str {
        match self {
            How::Byte => "byte set to 00/01/02/7f/80/ff",
            How::Truncate => "truncated",
            How::Length => "length or count set to -2/-1/0/0x7fff/0x8000/huge",
            How::Bool => "bool byte set to 2..255",
            How::Presence => "nullable-struct marker set to 0/2/-2",
            How::Varint => "varint re-encoded overlong / with bits past 32",
        }
    }
}

/// One mutated frame.
pub struct Mutant {
    pub how: How,
    pub what: What,
    pub bytes: Vec<u8>,
}

/// What was changed, written out only when a frame is reported (the common ones are not strings,
/// so that millions of frames cost no formatting).
pub enum What {
    Byte { at: usize, value: u8 },
    Cut(usize),
    Bool { at: usize, value: u8 },
    Text(String),
}

impl std::fmt::Display for What {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            What::Byte { at, value } => write!(f, "byte {at} set to {value:#04x}"),
            What::Cut(n) => write!(f, "cut to {n} bytes"),
            What::Bool { at, value } => write!(f, "bool at {at} set to {value:#04x}"),
            What::Text(t) => f.write_str(t),
        }
    }
}

/// An unsigned varint.
pub fn uvarint(mut v: u32) -> Vec<u8> {
    let mut out = Vec::new();
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
    out
}

/// `v` in exactly `width` bytes (overlong when wider than needed; `width` up to 5).
fn uvarint_wide(v: u32, width: usize) -> Vec<u8> {
    let mut out = Vec::new();
    let mut x = u64::from(v);
    for i in 0..width {
        let chunk = (x & 0x7f) as u8;
        x >>= 7;
        out.push(if i + 1 < width { chunk | 0x80 } else { chunk });
    }
    out
}

struct Site {
    offset: usize,
    width: usize,
    kind: SiteKind,
    raw: i64,
}

#[derive(PartialEq)]
enum SiteKind {
    Int16Len,
    Int32Len,
    /// A compact length or count (the value on the wire is length + 1).
    CompactLen,
    /// A tagged-field count, tag or size (the value as it is).
    RawVarint,
    Bool,
    Presence,
}

fn sites(evs: &[Ev]) -> Vec<Site> {
    let mut out = Vec::new();
    let mut open: Vec<(NodeKind, usize)> = Vec::new();
    for ev in evs {
        match ev {
            Ev::Enter(k, at) => open.push((*k, *at)),
            Ev::Leave => {
                open.pop();
            }
            Ev::Field(f) => {
                let payload = match &f.value {
                    Val::Str(s) => s.len(),
                    Val::Bytes(b) => b.len(),
                    _ => 0,
                };
                let raw = f.prefix.unwrap_or(0);
                let site = |kind, width| Site {
                    offset: f.offset,
                    width,
                    kind,
                    raw,
                };
                if f.prefix.is_none() && f.name == "unknown" {
                    continue; // the raw payload of an unknown tagged field
                }
                match f.ty {
                    WireType::String => out.push(site(SiteKind::Int16Len, 2)),
                    WireType::Bytes | WireType::Records | WireType::ArrayLength => {
                        out.push(site(SiteKind::Int32Len, 4))
                    }
                    WireType::CompactString | WireType::CompactBytes | WireType::CompactRecords => {
                        out.push(site(SiteKind::CompactLen, f.size - payload))
                    }
                    WireType::CompactArrayLength => out.push(site(SiteKind::CompactLen, f.size)),
                    WireType::TaggedCount | WireType::Tag | WireType::TagSize => {
                        let value = match f.value {
                            Val::Uint(v) => v as i64,
                            _ => raw,
                        };
                        out.push(Site {
                            offset: f.offset,
                            width: f.size,
                            kind: SiteKind::RawVarint,
                            raw: value,
                        })
                    }
                    WireType::Bool => out.push(site(SiteKind::Bool, 1)),
                    WireType::Int8
                        if f.name == "present"
                            && matches!(open.last(), Some((NodeKind::Field(_), at)) if *at == f.offset) =>
                    {
                        out.push(site(SiteKind::Presence, 1))
                    }
                    _ => {}
                }
            }
        }
    }
    out
}

fn splice(base: &[u8], at: usize, width: usize, new: &[u8]) -> Vec<u8> {
    let mut v = Vec::with_capacity(base.len() + new.len());
    v.extend_from_slice(&base[..at]);
    v.extend_from_slice(new);
    v.extend_from_slice(&base[at + width..]);
    v
}

/// Every mutation of `base` (whose decoder events are `evs`), without repeats (by a 64-bit hash of
/// the bytes) and without `base` itself.
pub fn mutants(base: &[u8], evs: &[Ev]) -> Vec<Mutant> {
    let hash = |b: &[u8]| {
        let mut h = DefaultHasher::new();
        b.hash(&mut h);
        h.finish()
    };
    let mut seen: HashSet<u64> = HashSet::new();
    seen.insert(hash(base));
    let mut out = Vec::new();
    let mut push = |how: How, what: What, bytes: Vec<u8>| {
        if seen.insert(hash(&bytes)) {
            out.push(Mutant { how, what, bytes });
        }
    };
    for s in sites(evs) {
        let at = s.offset;
        assert!(
            at + s.width <= base.len(),
            "site at {at} (+{}) past the end of {} bytes: {evs:?}",
            s.width,
            base.len()
        );
        match s.kind {
            SiteKind::Int16Len => {
                for v in [-2i16, -1, 0, 0x7fff, i16::MIN] {
                    push(
                        How::Length,
                        What::Text(format!("int16 length at {at} set to {v}")),
                        splice(base, at, 2, &v.to_be_bytes()),
                    );
                }
            }
            SiteKind::Int32Len => {
                for v in [-2i32, -1, 0, 0x7fff, 0x8000, 0x7fff_ffff, i32::MIN] {
                    push(
                        How::Length,
                        What::Text(format!("int32 length at {at} set to {v}")),
                        splice(base, at, 4, &v.to_be_bytes()),
                    );
                }
            }
            SiteKind::CompactLen | SiteKind::RawVarint => {
                let plus = u32::from(s.kind == SiteKind::CompactLen);
                let name = if plus == 1 {
                    "compact length"
                } else {
                    "uvarint"
                };
                for v in [-2i64, -1, 0, 0x7fff, 0x8000, 0x7fff_ffff, -0x8000_0000] {
                    let raw = (v as u32).wrapping_add(plus);
                    push(
                        How::Length,
                        What::Text(format!("{name} at {at} set to {v} (uvarint {raw:#x})")),
                        splice(base, at, s.width, &uvarint(raw)),
                    );
                }
                let raw = s.raw as u32;
                let min = uvarint(raw).len();
                for width in [min + 1, 5] {
                    if width > min && width <= 5 {
                        push(
                            How::Varint,
                            What::Text(format!("uvarint {raw} at {at} in {width} bytes")),
                            splice(base, at, s.width, &uvarint_wide(raw, width)),
                        );
                    }
                }
                // Six bytes: one more continuation than any 32-bit varint may have.
                let mut six = uvarint_wide(raw, 5);
                six[4] |= 0x80;
                six.push(0);
                push(
                    How::Varint,
                    What::Text(format!("uvarint {raw} at {at} in 6 bytes")),
                    splice(base, at, s.width, &six),
                );
                // Five bytes with bits past 32 set in the last one.
                for extra in [0x10u8, 0x70] {
                    let mut five = uvarint_wide(raw, 5);
                    five[4] |= extra;
                    push(
                        How::Varint,
                        What::Text(format!(
                            "uvarint {raw} at {at} in 5 bytes, last byte {:#04x}",
                            five[4]
                        )),
                        splice(base, at, s.width, &five),
                    );
                }
            }
            SiteKind::Bool => {
                for v in 2..=255u8 {
                    push(
                        How::Bool,
                        What::Bool { at, value: v },
                        splice(base, at, 1, &[v]),
                    );
                }
            }
            SiteKind::Presence => {
                for v in [0i8, 2, -2] {
                    push(
                        How::Presence,
                        What::Text(format!("nullable-struct marker at {at} set to {v}")),
                        splice(base, at, 1, &v.to_be_bytes()),
                    );
                }
            }
        }
    }
    for i in 0..base.len() {
        for v in [0x00u8, 0x01, 0x02, 0x7f, 0x80, 0xff] {
            if base[i] != v {
                let mut b = base.to_vec();
                b[i] = v;
                push(How::Byte, What::Byte { at: i, value: v }, b);
            }
        }
    }
    for n in 0..base.len() {
        push(How::Truncate, What::Cut(n), base[..n].to_vec());
    }
    out
}

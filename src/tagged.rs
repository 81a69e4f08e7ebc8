//! Tagged fields that this crate does not know: kept as raw `(tag, bytes)` and written back unchanged.

use core::fmt;

use crate::error::{EncodeError, Place};
use crate::reader::Reader;
use crate::writer::{len, Writer};

/// One tagged field as raw bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RawTaggedField<'a> {
    /// The tag.
    pub tag: u32,
    /// The payload, without its size prefix.
    pub data: &'a [u8],
}

impl RawTaggedField<'_> {
    fn encoded_len(&self) -> usize {
        len::uvarint(self.tag) + len::uvarint(self.data.len() as u32) + self.data.len()
    }
}

/// The tags a struct may know lie below this, so that those of a section read into fields are one
/// `u32` mask ([`known_bit`]; [`Spec::tag`](crate::field::Spec::tag) refuses a larger tag when the
/// crate is built). Kafka's schemas use tags 0 to 3.
pub(crate) const KNOWN_TAGS: u32 = u32::BITS;

/// The bit of `tag` in a section's mask of known tags (none for a tag no struct can know).
#[inline]
pub(crate) const fn known_bit(tag: u32) -> u32 {
    match 1u32.checked_shl(tag) {
        Some(bit) => bit,
        None => 0,
    }
}

/// The unknown tagged fields of one struct, in ascending tag order.
#[derive(Clone, Copy)]
pub struct TaggedFields<'a> {
    repr: Repr<'a>,
}

#[derive(Clone, Copy)]
enum Repr<'a> {
    /// A validated section from the wire; tags whose bit is set in `known` were read into fields.
    Wire {
        bytes: &'a [u8],
        count: u32,
        known: u32,
    },
    Slice(&'a [RawTaggedField<'a>]),
}

// A slice and two `u32`s (its count and mask), so that a struct of it and a few numbers, such as an
// `ApiVersion`, is smaller than a `DecodeError`: a read's `Result` then holds the struct beside the
// error's tag. With a `usize` count and a `u64` mask the two shared their bytes on 64-bit targets,
// and a loop over a built array put each element back together from the pieces an error is copied
// in (ApiVersions' visitor alone 40% slower).
const _: () = assert!(
    core::mem::size_of::<TaggedFields<'static>>()
        <= core::mem::size_of::<&[u8]>() + 2 * core::mem::size_of::<u32>()
);

impl<'a> TaggedFields<'a> {
    /// No unknown tagged fields.
    pub const EMPTY: TaggedFields<'static> = TaggedFields {
        repr: Repr::Slice(&[]),
    };

    /// Unknown tagged fields to write; they must be in ascending tag order and must not use a tag the
    /// struct knows at the version written.
    pub const fn new(fields: &'a [RawTaggedField<'a>]) -> Self {
        TaggedFields {
            repr: Repr::Slice(fields),
        }
    }

    /// Whether there is nothing to iterate, known without decoding anything.
    #[inline]
    const fn plainly_empty(&self) -> bool {
        match self.repr {
            Repr::Slice(s) => s.is_empty(),
            Repr::Wire { count, .. } => count == 0,
        }
    }

    pub(crate) const fn wire(bytes: &'a [u8], count: u32, known: u32) -> Self {
        TaggedFields {
            repr: Repr::Wire {
                bytes,
                count,
                known,
            },
        }
    }

    /// The unknown fields, in order.
    #[inline]
    pub fn iter(&self) -> TaggedIter<'a> {
        let repr = match self.repr {
            Repr::Wire {
                bytes,
                count,
                known,
            } => IterRepr::Wire {
                rest: bytes,
                left: count,
                known,
            },
            Repr::Slice(s) => IterRepr::Slice(s.iter()),
        };
        TaggedIter { repr }
    }

    /// Number of unknown fields.
    pub fn len(&self) -> usize {
        match self.repr {
            Repr::Slice(s) => s.len(),
            Repr::Wire { .. } => self.iter().count(),
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.iter().next().is_none()
    }

    /// Bytes the unknown fields take (tags, sizes and payloads; not the section's count).
    pub fn encoded_len(&self) -> usize {
        self.iter().map(|f| f.encoded_len()).sum()
    }
}

impl Default for TaggedFields<'_> {
    fn default() -> Self {
        TaggedFields::EMPTY
    }
}

impl PartialEq for TaggedFields<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.iter().eq(other.iter())
    }
}

impl fmt::Debug for TaggedFields<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for TaggedFields<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "[");
        for field in self.iter() {
            defmt::write!(f, "{} ", field);
        }
        defmt::write!(f, "]");
    }
}

/// Iterator over unknown tagged fields.
pub struct TaggedIter<'a> {
    repr: IterRepr<'a>,
}

enum IterRepr<'a> {
    /// The bytes of the fields not read yet, how many there are, and the tags to pass over.
    Wire {
        rest: &'a [u8],
        left: u32,
        known: u32,
    },
    Slice(core::slice::Iter<'a, RawTaggedField<'a>>),
}

impl<'a> Iterator for TaggedIter<'a> {
    type Item = RawTaggedField<'a>;

    /// Inline for the usual case, a section with no unknown field left: one comparison. The rest
    /// goes out of line by value, so that the iterator itself stays in registers.
    #[inline]
    fn next(&mut self) -> Option<RawTaggedField<'a>> {
        match &mut self.repr {
            IterRepr::Slice(it) => it.next().copied(),
            IterRepr::Wire { left: 0, .. } => None,
            IterRepr::Wire { rest, left, known } => {
                let (field, after, now_left) = next_on_wire(rest, *left, *known);
                (*rest, *left) = (after, now_left);
                field
            }
        }
    }
}

/// The next unknown field of a wire section that has `left` fields in `rest`, the bytes after it,
/// and the fields left after it.
#[inline(never)]
fn next_on_wire<'a>(
    rest: &'a [u8],
    mut left: u32,
    known: u32,
) -> (Option<RawTaggedField<'a>>, &'a [u8], u32) {
    let mut r = Reader::new(rest);
    while left > 0 {
        left -= 1;
        // Validated when decoded; a failure here ends the iteration instead of panicking.
        let field = (|| {
            let tag = r.uvarint(&Place::NONE)?;
            let size = r.uvarint(&Place::NONE)? as usize;
            let data = r.take_bytes(size)?;
            Ok::<_, crate::error::DecodeError>(RawTaggedField { tag, data })
        })();
        match field {
            Ok(f) if known & known_bit(f.tag) != 0 => continue,
            Ok(f) => return (Some(f), r.rest(), left),
            Err(_) => break,
        }
    }
    (None, &[], 0)
}

/// Counts the bytes of a tagged-field section: known fields added one by one, unknown ones from a
/// [`TaggedFields`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TaggedLen {
    count: usize,
    bytes: usize,
}

impl TaggedLen {
    /// Starts with the unknown fields.
    #[inline]
    pub fn new(unknown: &TaggedFields<'_>) -> Self {
        if unknown.plainly_empty() {
            return TaggedLen { count: 0, bytes: 0 };
        }
        let mut count = 0;
        let mut bytes = 0;
        for f in unknown.iter() {
            count += 1;
            bytes += f.encoded_len();
        }
        TaggedLen { count, bytes }
    }

    /// Adds a known field whose payload takes `size` bytes.
    pub fn add(&mut self, tag: u32, size: usize) {
        self.count += 1;
        self.bytes += len::uvarint(tag) + len::uvarint(size as u32) + size;
    }

    /// The fields counted so far.
    pub fn count(&self) -> usize {
        self.count
    }

    /// Bytes of the whole section, count included.
    #[inline]
    pub fn total(&self) -> usize {
        len::uvarint(self.count as u32) + self.bytes
    }
}

/// Writes a tagged-field section, merging known fields (written by the caller in ascending tag order)
/// with the unknown ones so that all tags ascend.
pub struct TaggedWriter<'a> {
    unknown: core::iter::Peekable<TaggedIter<'a>>,
    /// Whether `unknown` may hold more fields (false when it plainly holds none).
    unknown_left: bool,
    last: Option<u32>,
    at: &'static Place,
}

impl<'a> TaggedWriter<'a> {
    /// Writes a whole section that has no known fields: the unknown ones as they are.
    #[inline(always)]
    pub fn unknown_only(
        w: &mut Writer<'_>,
        at: &'static Place,
        unknown: &TaggedFields<'a>,
    ) -> Result<(), EncodeError> {
        if unknown.plainly_empty() {
            return w.uvarint(0);
        }
        w.detached(|w| TaggedWriter::unknown_only_in_full(w, at, unknown))
    }

    #[inline(never)]
    fn unknown_only_in_full(
        w: &mut Writer<'_>,
        at: &'static Place,
        unknown: &TaggedFields<'a>,
    ) -> Result<(), EncodeError> {
        TaggedWriter::begin(w, at, unknown, 0)?.finish(w)
    }

    /// Writes the section's count (`known` set fields plus the unknown ones) and prepares the merge;
    /// `at` is the struct, which a tag out of order names.
    #[inline]
    pub fn begin(
        w: &mut Writer<'_>,
        at: &'static Place,
        unknown: &TaggedFields<'a>,
        known: usize,
    ) -> Result<Self, EncodeError> {
        let unknown_count = if unknown.plainly_empty() {
            0
        } else {
            unknown.len()
        };
        w.uvarint((known + unknown_count) as u32)?;
        Ok(TaggedWriter {
            unknown: unknown.iter().peekable(),
            unknown_left: unknown_count > 0,
            last: None,
            at,
        })
    }

    fn order(&mut self, tag: u32) -> Result<(), EncodeError> {
        if matches!(self.last, Some(last) if last >= tag) {
            return Err(EncodeError::TagOrder { at: self.at, tag });
        }
        self.last = Some(tag);
        Ok(())
    }

    /// Writes the unknown fields whose tags are at most `limit` (all of them for `None`).
    #[inline(always)]
    fn flush_below(&mut self, w: &mut Writer<'_>, limit: Option<u32>) -> Result<(), EncodeError> {
        w.detached_if(self.unknown_left, |w| self.flush_unknown(w, limit))
    }

    #[inline(never)]
    fn flush_unknown(&mut self, w: &mut Writer<'_>, limit: Option<u32>) -> Result<(), EncodeError> {
        while let Some(f) = self.unknown.next_if(|f| limit.is_none_or(|l| f.tag <= l)) {
            self.order(f.tag)?;
            w.uvarint(f.tag)?;
            w.uvarint(f.data.len() as u32)?;
            w.put(f.data)?;
        }
        Ok(())
    }

    /// Writes known field `tag` with a payload of `size` bytes written by `body`.
    pub fn field(
        &mut self,
        w: &mut Writer<'_>,
        tag: u32,
        size: usize,
        body: impl FnOnce(&mut Writer<'_>) -> Result<(), EncodeError>,
    ) -> Result<(), EncodeError> {
        self.flush_below(w, Some(tag))?;
        self.order(tag)?;
        w.uvarint(tag)?;
        w.uvarint(size as u32)?;
        body(w)
    }

    /// Writes the unknown fields after the last known one.
    #[inline]
    pub fn finish(mut self, w: &mut Writer<'_>) -> Result<(), EncodeError> {
        self.flush_below(w, None)
    }
}

//! The encoding cursor, the primitive writers and their lengths.

use crate::batch::Records;
use crate::error::{EncodeError, Place};
use crate::primitives::Uuid;

/// A value that encodes at a given version: every generated struct and message.
pub trait Encode {
    /// The bytes [`Encode::write`] writes at `version`. It does not check that the value is valid
    /// there; `encode` does.
    fn encoded_len(&self, version: i16) -> usize;
    /// Whether writing the value hands the writer to no call that is not inlined: true for a
    /// struct without nested structs or arrays of them, which are written by such calls. An array
    /// of flat structs is written through a local copy of the writer, which the compiler keeps in
    /// registers.
    const FLAT: bool = false;
    /// Writes the value at `version`, checking that every field fits that version.
    fn write(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError>;
}

/// Whether the encoder keeps a writer's position in a register where it can
/// ([`Writer::detached`]): on 64-bit targets. On the 32-bit ones, built for size, the copies cost
/// flash (400 bytes of the Cortex-M producer's), and registers are few.
pub(crate) const DETACH: bool = cfg!(target_pointer_width = "64");

/// A cursor over a caller's output buffer. It never writes past the end: a write that does not fit
/// fails with [`EncodeError::BufferTooSmall`].
pub struct Writer<'b> {
    buf: &'b mut [u8],
    pos: usize,
    raw_copied: usize,
}

impl core::fmt::Debug for Writer<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Writer")
            .field("position", &self.pos)
            .field("capacity", &self.buf.len())
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for Writer<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(
            f,
            "Writer {{ position: {=usize}, capacity: {=usize} }}",
            self.pos,
            self.buf.len()
        )
    }
}

impl<'b> Writer<'b> {
    /// A writer that fills `buf` from its first byte.
    #[inline]
    pub fn new(buf: &'b mut [u8]) -> Self {
        Writer {
            buf,
            pos: 0,
            raw_copied: 0,
        }
    }

    /// Runs `f` on a copy of this writer and takes the copy's state back: for a call that is not
    /// inlined. The compiler can keep a writer's position in a register across a struct's writes
    /// only while no call it cannot see into holds the writer's address; such a call gets the
    /// copy's. On [`DETACH`] targets only.
    #[inline(always)]
    pub(crate) fn detached<R>(&mut self, f: impl FnOnce(&mut Writer<'_>) -> R) -> R {
        if !DETACH {
            return f(self);
        }
        let mut copy = Writer {
            buf: &mut *self.buf,
            pos: self.pos,
            raw_copied: self.raw_copied,
        };
        let r = f(&mut copy);
        (self.pos, self.raw_copied) = (copy.pos, copy.raw_copied);
        r
    }

    /// [`Writer::detached`] for a call that has nothing to do unless `needed`. Where the writer is
    /// kept in registers the call is skipped when not needed; elsewhere it is always made, as the
    /// call costs less flash than the test.
    #[inline(always)]
    pub(crate) fn detached_if(
        &mut self,
        needed: bool,
        f: impl FnOnce(&mut Writer<'_>) -> Result<(), EncodeError>,
    ) -> Result<(), EncodeError> {
        match needed || !DETACH {
            true => self.detached(f),
            false => Ok(()),
        }
    }

    /// Bytes written so far.
    #[inline]
    pub fn position(&self) -> usize {
        self.pos
    }

    /// The bytes written so far.
    pub fn written(&self) -> &[u8] {
        self.buf.get(..self.pos).unwrap_or(&[])
    }

    /// Appends raw bytes.
    #[inline]
    pub fn put(&mut self, bytes: &[u8]) -> Result<(), EncodeError> {
        let pos = self.pos;
        match self
            .buf
            .get_mut(pos..)
            .and_then(|rest| rest.get_mut(..bytes.len()))
        {
            Some(slot) => {
                slot.copy_from_slice(bytes);
                self.pos = pos + bytes.len();
                Ok(())
            }
            None => Err(too_small(pos.wrapping_add(bytes.len()), self.buf.len())),
        }
    }

    /// The next `n` bytes of the buffer, to be filled by the caller, or the error if they do not fit.
    #[inline(always)]
    pub(crate) fn reserve(&mut self, n: usize) -> Result<&mut [u8], EncodeError> {
        let (pos, len) = (self.pos, self.buf.len());
        match self.buf.get_mut(pos..).and_then(|rest| rest.get_mut(..n)) {
            Some(slot) => {
                self.pos = pos + n;
                Ok(slot)
            }
            None => Err(EncodeError::too_small(pos.saturating_add(n), len)),
        }
    }

    /// Appends a fixed number of bytes (a big-endian number).
    #[inline(always)]
    fn put_array<const N: usize>(&mut self, bytes: [u8; N]) -> Result<(), EncodeError> {
        let pos = self.pos;
        match self
            .buf
            .get_mut(pos..)
            .and_then(|rest| rest.first_chunk_mut::<N>())
        {
            Some(slot) => {
                *slot = bytes;
                self.pos = pos + N;
                Ok(())
            }
            None => Err(too_small(pos.wrapping_add(N), self.buf.len())),
        }
    }

    /// Bytes of wire arrays copied as they were (an [`Array`](crate::types::Array) decoded from the wire and
    /// written back at the version it was read at) since this writer was made. The rest of
    /// [`Writer::position`] was encoded field by field.
    pub fn raw_copied(&self) -> usize {
        self.raw_copied
    }

    /// Appends the element bytes of a wire array, counting them in [`Writer::raw_copied`].
    #[inline]
    pub(crate) fn put_raw_array(&mut self, bytes: &[u8]) -> Result<(), EncodeError> {
        self.put(bytes)?;
        self.raw_copied = self.raw_copied.saturating_add(bytes.len());
        Ok(())
    }

    /// Overwrites 4 bytes at `at` (already written) with a big-endian int32: a size patched later.
    pub fn patch_i32(&mut self, at: usize, value: i32) -> Result<(), EncodeError> {
        let available = self.pos;
        let slot = self
            .buf
            .get_mut(at..at.saturating_add(4))
            .filter(|_| at.saturating_add(4) <= available)
            .ok_or(EncodeError::too_small(at.saturating_add(4), available))?;
        slot.copy_from_slice(&value.to_be_bytes());
        Ok(())
    }

    /// Writes an int8.
    #[inline]
    pub fn int8(&mut self, v: i8) -> Result<(), EncodeError> {
        self.put_array(v.to_be_bytes())
    }
    /// Writes a big-endian int16.
    #[inline]
    pub fn int16(&mut self, v: i16) -> Result<(), EncodeError> {
        self.put_array(v.to_be_bytes())
    }
    /// Writes a big-endian int32.
    #[inline]
    pub fn int32(&mut self, v: i32) -> Result<(), EncodeError> {
        self.put_array(v.to_be_bytes())
    }
    /// Writes a big-endian int64.
    #[inline]
    pub fn int64(&mut self, v: i64) -> Result<(), EncodeError> {
        self.put_array(v.to_be_bytes())
    }
    /// Writes a big-endian uint16.
    #[inline]
    pub fn uint16(&mut self, v: u16) -> Result<(), EncodeError> {
        self.put_array(v.to_be_bytes())
    }
    /// Writes a big-endian uint32.
    #[inline]
    pub fn uint32(&mut self, v: u32) -> Result<(), EncodeError> {
        self.put_array(v.to_be_bytes())
    }
    /// Writes a big-endian IEEE 754 double.
    #[inline]
    pub fn float64(&mut self, v: f64) -> Result<(), EncodeError> {
        self.put_array(v.to_be_bytes())
    }
    /// Writes a bool as 0 or 1.
    #[inline]
    pub fn bool(&mut self, v: bool) -> Result<(), EncodeError> {
        self.put_array([u8::from(v)])
    }
    /// Writes a UUID's 16 bytes.
    #[inline]
    pub fn uuid(&mut self, v: Uuid) -> Result<(), EncodeError> {
        self.put_array(v.to_be_bytes())
    }

    /// Writes an unsigned varint (up to 5 bytes).
    #[inline]
    pub fn uvarint(&mut self, v: u32) -> Result<(), EncodeError> {
        match u8::try_from(v) {
            Ok(byte) if byte < 0x80 => self.put_array([byte]),
            _ => self.detached(|w| w.uvarlong(v.into())),
        }
    }

    fn uvarlong(&mut self, mut v: u64) -> Result<(), EncodeError> {
        let mut tmp = [0u8; 10];
        let mut n = 0;
        for slot in tmp.iter_mut() {
            n += 1;
            if v < 0x80 {
                *slot = v as u8;
                break;
            }
            *slot = (v as u8 & 0x7f) | 0x80;
            v >>= 7;
        }
        self.put(tmp.get(..n).unwrap_or(&[]))
    }

    /// Writes a zig-zag varint (up to 5 bytes).
    #[inline]
    pub fn varint(&mut self, v: i32) -> Result<(), EncodeError> {
        self.uvarint(((v << 1) ^ (v >> 31)) as u32)
    }

    /// Writes a zig-zag varlong (up to 10 bytes).
    #[inline]
    pub fn varlong(&mut self, v: i64) -> Result<(), EncodeError> {
        self.uvarlong(((v << 1) ^ (v >> 63)) as u64)
    }

    /// Writes a length prefix for `len` items, or a null for `None`: int16 (`wide` false) or int32
    /// classic, uvarint length + 1 compact.
    #[inline(always)]
    pub fn length(
        &mut self,
        at: &'static Place,
        len: Option<usize>,
        flexible: bool,
        wide: bool,
    ) -> Result<(), EncodeError> {
        match (len, flexible) {
            (None, true) => self.put_array([0]),
            (Some(n), true) if n < 0x7f => self.put_array([n as u8 + 1]),
            (Some(n), true) => match u32::try_from(n).ok().and_then(|v| v.checked_add(1)) {
                Some(v) => self.uvarint(v),
                None => Err(EncodeError::too_long(at, n)),
            },
            (None, false) if wide => self.int32(-1),
            (None, false) => self.int16(-1),
            (Some(n), false) if wide => match i32::try_from(n) {
                Ok(v) => self.int32(v),
                Err(_) => Err(EncodeError::too_long(at, n)),
            },
            (Some(n), false) => match i16::try_from(n) {
                Ok(v) => self.int16(v),
                Err(_) => Err(EncodeError::too_long(at, n)),
            },
        }
    }

    /// Writes a string (int16 length, or compact). A string longer than 32,767 bytes is an error in
    /// both encodings: Kafka's readers refuse it (and its writers refuse to write it).
    #[cfg_attr(target_pointer_width = "64", inline(always))]
    #[cfg_attr(not(target_pointer_width = "64"), inline)]
    pub fn string(
        &mut self,
        at: &'static Place,
        v: &str,
        flexible: bool,
    ) -> Result<(), EncodeError> {
        if flexible && self.put_short_compact(v.as_bytes()) {
            return Ok(());
        }
        self.detached(|w| w.prefixed(at, v.as_bytes(), flexible, false))
    }

    /// A string's or byte array's length prefix (int16 unless `wide`, or compact) and its bytes:
    /// all but the short compact values, which [`Writer::string`] and [`Writer::bytes`] write where
    /// they are called.
    #[inline(never)]
    fn prefixed(
        &mut self,
        at: &'static Place,
        v: &[u8],
        flexible: bool,
        wide: bool,
    ) -> Result<(), EncodeError> {
        if !wide && v.len() > 0x7fff {
            return Err(EncodeError::too_long(at, v.len()));
        }
        self.length(at, Some(v.len()), flexible, wide)?;
        self.put(v)
    }

    /// The usual compact string or bytes: fewer than 127 bytes, so a one-byte length, written with
    /// the bytes after one bounds check. Returns false, having written nothing, for anything else
    /// (a longer value, or too little room: the general path reports the error).
    #[inline(always)]
    fn put_short_compact(&mut self, v: &[u8]) -> bool {
        let pos = self.pos;
        let Ok(prefix) = u8::try_from(v.len() + 1) else {
            return false;
        };
        if prefix > 0x7f {
            return false;
        }
        match self
            .buf
            .get_mut(pos..)
            .and_then(|rest| rest.get_mut(..v.len() + 1))
            .and_then(|slot| slot.split_first_mut())
        {
            Some((first, rest)) => {
                *first = prefix;
                copy_short(rest, v);
                self.pos = pos + v.len() + 1;
                true
            }
            None => false,
        }
    }

    /// Writes a nullable string; `None` is an error unless `nullable`.
    #[cfg_attr(target_pointer_width = "64", inline(always))]
    #[cfg_attr(not(target_pointer_width = "64"), inline)]
    pub fn nullable_string(
        &mut self,
        at: &'static Place,
        v: Option<&str>,
        flexible: bool,
        nullable: bool,
        version: i16,
    ) -> Result<(), EncodeError> {
        match v {
            Some(s) => self.string(at, s, flexible),
            None if nullable => self.length(at, None, flexible, false),
            None => Err(EncodeError::NullNotAllowed { at, version }),
        }
    }

    /// Writes a byte array (int32 length, or compact).
    #[cfg_attr(target_pointer_width = "64", inline(always))]
    #[cfg_attr(not(target_pointer_width = "64"), inline)]
    pub fn bytes(
        &mut self,
        at: &'static Place,
        v: &[u8],
        flexible: bool,
    ) -> Result<(), EncodeError> {
        if flexible && self.put_short_compact(v) {
            return Ok(());
        }
        self.detached(|w| w.prefixed(at, v, flexible, true))
    }

    /// Writes a nullable byte array; `None` is an error unless `nullable`.
    #[cfg_attr(target_pointer_width = "64", inline(always))]
    #[cfg_attr(not(target_pointer_width = "64"), inline)]
    pub fn nullable_bytes(
        &mut self,
        at: &'static Place,
        v: Option<&[u8]>,
        flexible: bool,
        nullable: bool,
        version: i16,
    ) -> Result<(), EncodeError> {
        match v {
            Some(b) => self.bytes(at, b, flexible),
            None if nullable => self.length(at, None, flexible, true),
            None => Err(EncodeError::NullNotAllowed { at, version }),
        }
    }

    /// Writes a records field.
    #[inline]
    pub fn records(
        &mut self,
        at: &'static Place,
        v: Option<Records<'_>>,
        flexible: bool,
        nullable: bool,
        version: i16,
    ) -> Result<(), EncodeError> {
        self.nullable_bytes(at, v.map(|r| r.0), flexible, nullable, version)
    }

    /// Writes a nested struct.
    #[inline]
    pub fn nested<S: Encode>(&mut self, v: &S, version: i16) -> Result<(), EncodeError> {
        v.write(self, version)
    }

    /// Writes a nullable nested struct: int8 -1 for null, or 1 and the struct.
    #[inline]
    pub fn nullable_nested<S: Encode>(
        &mut self,
        at: &'static Place,
        v: Option<&S>,
        nullable: bool,
        version: i16,
    ) -> Result<(), EncodeError> {
        match v {
            Some(s) => {
                self.int8(1)?;
                s.write(self, version)
            }
            None if nullable => self.int8(-1),
            None => Err(EncodeError::NullNotAllowed { at, version }),
        }
    }
}

/// The error for a write that would end at `end` in a buffer of `capacity` bytes (the end cannot
/// wrap: a slice's length and a position in it are at most `isize::MAX`). It takes the writer's
/// numbers, not the writer, so that no inlined write passes the writer's address out of its
/// function (see [`Writer::detached`]).
#[cold]
#[inline(never)]
fn too_small(end: usize, capacity: usize) -> EncodeError {
    EncodeError::too_small(end, capacity)
}

/// Writes `bytes` at the front of `lead`, the unwritten rest of a struct's lead (see
/// [`Field::write_lead`](crate::field::Field::write_lead)), and moves past them; leaves `lead` as it
/// is where they do not fit.
#[inline(always)]
pub(crate) fn put_lead<const N: usize>(lead: &mut &mut [u8], bytes: [u8; N]) {
    let rest = core::mem::take(lead);
    // The length is tested before the split, not in an `else` after it: there `rest` would still
    // be borrowed (the split's borrow must live as long as `lead`). With `N` a constant, the
    // compiler folds the split's own test into this one.
    if rest.len() < N {
        *lead = rest;
        return;
    }
    if let Some((head, tail)) = rest.split_first_chunk_mut::<N>() {
        *head = bytes;
        *lead = tail;
    }
}

/// Encoded sizes of the primitives, for `encoded_len`.
pub mod len {
    use crate::batch::Records;

    /// Bytes of an unsigned varint.
    #[inline]
    pub const fn uvarint(v: u32) -> usize {
        match v {
            0..=0x7f => 1,
            0x80..=0x3fff => 2,
            0x4000..=0x1f_ffff => 3,
            0x20_0000..=0xfff_ffff => 4,
            _ => 5,
        }
    }

    /// Bytes of an unsigned 64-bit varint.
    #[inline]
    pub const fn uvarlong(mut v: u64) -> usize {
        let mut n = 1;
        while v >= 0x80 {
            v >>= 7;
            n += 1;
        }
        n
    }

    /// Bytes of a zig-zag varint.
    #[inline]
    pub const fn varint(v: i32) -> usize {
        uvarint(((v << 1) ^ (v >> 31)) as u32)
    }

    /// Bytes of a zig-zag varlong.
    #[inline]
    pub const fn varlong(v: i64) -> usize {
        uvarlong(((v << 1) ^ (v >> 63)) as u64)
    }

    /// Bytes of a length prefix for `len` items (None: null).
    #[inline]
    pub const fn length(len: Option<usize>, flexible: bool, wide: bool) -> usize {
        match (len, flexible) {
            (None, true) => 1,
            (Some(n), true) => uvarint((n as u32).wrapping_add(1)),
            (_, false) if wide => 4,
            (_, false) => 2,
        }
    }

    /// Bytes of a string.
    #[inline]
    pub const fn string(v: &str, flexible: bool) -> usize {
        length(Some(v.len()), flexible, false) + v.len()
    }

    /// Bytes of a nullable string.
    #[inline]
    pub const fn nullable_string(v: Option<&str>, flexible: bool) -> usize {
        match v {
            Some(s) => string(s, flexible),
            None => length(None, flexible, false),
        }
    }

    /// Bytes of a byte array.
    #[inline]
    pub const fn bytes(v: &[u8], flexible: bool) -> usize {
        length(Some(v.len()), flexible, true) + v.len()
    }

    /// Bytes of a nullable byte array.
    #[inline]
    pub const fn nullable_bytes(v: Option<&[u8]>, flexible: bool) -> usize {
        match v {
            Some(b) => bytes(b, flexible),
            None => length(None, flexible, true),
        }
    }

    /// Bytes of a records field.
    #[inline]
    pub const fn records(v: Option<Records<'_>>, flexible: bool) -> usize {
        match v {
            Some(r) => bytes(r.0, flexible),
            None => length(None, flexible, true),
        }
    }
}

/// Copies `src` into `dst`, of the same length. On 64-bit targets a value of up to 64 bytes, the
/// usual string, is copied with two fixed-width moves that overlap, not a call to `memcpy`, which
/// costs more than such a copy (DescribeDelegationToken's encode spent 40% of its time in the
/// call). Elsewhere, where flash is scarce, `copy_from_slice` keeps every call site small. The
/// string and bytes writers that call it are inlined always on 64-bit targets, where the copy made
/// them too large for the compiler to inline on its own (SaslAuthenticate's response encode then
/// called `nullable_string` and took 10% longer), and left to the compiler elsewhere.
#[inline(always)]
fn copy_short(dst: &mut [u8], src: &[u8]) {
    #[cfg(target_pointer_width = "64")]
    if src.len() <= 64 && dst.len() == src.len() {
        #[inline(always)]
        fn two<const N: usize>(dst: &mut [u8], src: &[u8]) {
            if let (Some(d), Some(s)) = (dst.first_chunk_mut::<N>(), src.first_chunk::<N>()) {
                *d = *s;
            }
            if let (Some(d), Some(s)) = (dst.last_chunk_mut::<N>(), src.last_chunk::<N>()) {
                *d = *s;
            }
        }
        match src.len() {
            32.. => two::<32>(dst, src),
            16.. => two::<16>(dst, src),
            8.. => two::<8>(dst, src),
            4.. => two::<4>(dst, src),
            2.. => two::<2>(dst, src),
            1 => two::<1>(dst, src),
            _ => {}
        }
        return;
    }
    dst.copy_from_slice(src);
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: Place = Place {
        message: "Test",
        field: "s",
    };

    #[test]
    fn short_copies_copy_every_byte_at_every_length() {
        // Every length up to past the inline copies' 64, so each overlapping pair of moves is met.
        let src: [u8; 80] = core::array::from_fn(|i| i as u8 + 1);
        for n in 0..=80 {
            let mut dst = [0u8; 80];
            copy_short(&mut dst[..n], &src[..n]);
            assert_eq!(&dst[..n], &src[..n], "length {n}");
        }
    }

    #[test]
    fn a_short_compact_value_is_one_length_byte_and_its_bytes() {
        let mut buf = [0u8; 8];
        let mut w = Writer::new(&mut buf);
        w.string(&S, "abc", true).unwrap();
        assert_eq!(w.written(), [4, b'a', b'b', b'c']);
        assert_eq!(len::string("abc", true), 4);
    }

    #[test]
    fn a_long_compact_value_takes_the_general_path() {
        let value = [7u8; 200];
        let mut buf = [0u8; 256];
        let mut w = Writer::new(&mut buf);
        w.bytes(&S, &value, true).unwrap();
        // 201 as a uvarint: 0xc9 0x01.
        assert_eq!(&w.written()[..2], [0xc9, 0x01]);
        assert_eq!(w.position(), 202);
        assert_eq!(len::bytes(&value, true), 202);
    }

    #[test]
    fn a_value_that_does_not_fit_reports_the_buffer() {
        let mut buf = [0u8; 3];
        let mut w = Writer::new(&mut buf);
        let err = w.string(&S, "abc", true).unwrap_err();
        assert!(matches!(err, EncodeError::BufferTooSmall { .. }), "{err:?}");
        // The fast path wrote nothing before the general path reported it.
        assert!(w.position() <= 1, "{}", w.position());
    }

    #[test]
    fn lengths_refuse_what_their_prefix_cannot_hold() {
        let long = [b'x'; 0x8000];
        let text = core::str::from_utf8(&long).unwrap();
        let mut buf = [0u8; 4];
        for flexible in [false, true] {
            let err = Writer::new(&mut buf)
                .string(&S, text, flexible)
                .unwrap_err();
            assert!(
                matches!(err, EncodeError::TooLong { length: 0x8000, .. }),
                "{err:?}"
            );
        }
        let mut nulls = [0u8; 5];
        let mut w = Writer::new(&mut nulls);
        w.length(&S, None, false, true).unwrap();
        w.length(&S, None, true, false).unwrap();
        assert_eq!(w.written(), [0xff, 0xff, 0xff, 0xff, 0x00]);
    }

    #[test]
    fn a_lead_takes_values_while_they_fit() {
        let mut buf = [0u8; 7];
        let mut lead: &mut [u8] = &mut buf;
        put_lead(&mut lead, 0x0102_i16.to_be_bytes());
        put_lead(&mut lead, 0x0304_0506_i32.to_be_bytes());
        assert_eq!(lead.len(), 1);
        // Too big for the one byte left: nothing written, nothing taken.
        put_lead(&mut lead, 0x0708_i16.to_be_bytes());
        assert_eq!(lead.len(), 1);
        put_lead(&mut lead, [9u8]);
        assert!(lead.is_empty());
        assert_eq!(buf, [1, 2, 3, 4, 5, 6, 9]);
    }

    #[test]
    fn varint_lengths_match_what_is_written() {
        let mut buf = [0u8; 10];
        for v in [
            0u32,
            0x7f,
            0x80,
            0x3fff,
            0x4000,
            0x1f_ffff,
            0x20_0000,
            u32::MAX,
        ] {
            let mut w = Writer::new(&mut buf);
            w.uvarint(v).unwrap();
            assert_eq!(w.position(), len::uvarint(v), "{v:#x}");
        }
        for v in [0u64, 0x7f, 0x80, u64::from(u32::MAX) + 1, u64::MAX] {
            let mut w = Writer::new(&mut buf);
            w.uvarlong(v).unwrap();
            assert_eq!(w.position(), len::uvarlong(v), "{v:#x}");
        }
    }
}

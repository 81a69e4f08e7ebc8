//! The decoding cursor and the primitive readers.
//!
//! A [`Reader`] holds the whole input and a position, so every error knows its byte offset. Each read
//! is given its field's [`Place`] (message and field name, one pointer), which an error points to; the
//! reader holds the place of the struct being read for errors no one field is at fault for.
//!
//! The primitive readers are small and `#[inline]`: a fixed-width number is one bounds check and a
//! big-endian load, and every error is built out of line (`#[cold]`), so the success path carries no
//! error construction. With [`NoTrace`] the trace calls compile away, an array of fixed-width
//! numbers is validated by its size alone, and the elements of other arrays are stepped over with
//! their [`Walk`] (checked, not built). A reader over bytes already validated (the one an
//! [`Array`] iterates with) steps over nested arrays by their length prefixes alone.

use crate::array::{Array, Element};
use crate::batch::Records;
use crate::error::{DecodeError, DecodeErrorKind, Place, Prefix};
use crate::hook::{FieldEvent, NoTrace, Node, Trace, Value, WireType};
use crate::primitives::Uuid;
use crate::step::{Steps, Walk};
use crate::tagged::{known_bit, TaggedFields};

/// Work counter for fuzz builds: every read, varint and struct decoded counts one step, so a fuzz
/// target can check that decoding work stays linear in the input length.
#[cfg(fuzzing)]
#[doc(hidden)]
pub mod steps {
    use core::sync::atomic::{AtomicUsize, Ordering};

    static STEPS: AtomicUsize = AtomicUsize::new(0);

    /// Steps counted since the last reset.
    pub fn get() -> usize {
        STEPS.load(Ordering::Relaxed)
    }

    /// Starts counting from zero.
    pub fn reset() {
        STEPS.store(0, Ordering::Relaxed)
    }

    pub(crate) fn tick() {
        STEPS.fetch_add(1, Ordering::Relaxed);
    }
}

#[inline(always)]
fn tick() {
    #[cfg(fuzzing)]
    steps::tick();
}

/// Whether [`Reader::array_count`] reads the usual count inline: on the targets where the writer
/// keeps its position in registers ([`DETACH`](crate::writer::DETACH)), the 64-bit ones. The 32-bit
/// ones are built for size, and there the inlined copies cost flash (496 bytes of the Cortex-M
/// producer's, 5.5 KB of the enum handler's).
const INLINE_COUNT: bool = crate::writer::DETACH;

/// Reads one array element for a trace that asks for elements built ([`Trace::BUILD_ELEMENTS`]),
/// where the untraced reader steps over it by its [`Walk`].
type BuildElement<'a, T> = fn(&mut Reader<'a, T>, i16, bool) -> Result<(), DecodeError>;

/// Kafka's largest array: its generated readers refuse a count above this (Kafka 4.x).
pub const MAX_ARRAY_COUNT: u64 = 1_000_000;

/// Kafka's largest tagged-field section: its generated readers refuse more tags than this (Kafka 4.x).
pub const MAX_TAGGED_FIELDS: u64 = 10_000;

/// Kafka's longest string: its generated readers refuse a compact string length above this (the int16
/// length of the classic encoding cannot exceed it).
pub const MAX_STRING_LENGTH: u64 = 0x7fff;

/// Whether `byte` is the last of a varint: its continuation bit (0x80) is clear. A first byte for
/// which this holds is a whole varint, the usual one-byte count, length or tag.
#[inline(always)]
pub(crate) const fn ends_varint(byte: u8) -> bool {
    byte & 0x80 == 0
}

/// The length or count a compact prefix of one byte declares (the byte less one), or `None` when the
/// prefix is a null (0) or takes more bytes: the usual compact string, byte array or array.
#[inline(always)]
const fn short_compact(byte: u8) -> Option<usize> {
    match byte != 0 && ends_varint(byte) {
        true => Some((byte - 1) as usize),
        false => None,
    }
}

/// An unsigned varint of 1 to 5 bytes at the start of `bytes` (value, bytes taken); `None` when the
/// input ends inside it or a fifth byte still has its continuation bit, which the general path then
/// reports. Bits past 32 in the fifth byte are dropped, as Kafka's `ByteUtils.readUnsignedVarint` does.
#[inline]
fn peek_uvarint(bytes: &[u8]) -> Option<(u32, usize)> {
    let mut value: u32 = 0;
    for (i, &b) in bytes.iter().take(5).enumerate() {
        let chunk = u32::from(b & 0x7f);
        value |= chunk << (7 * i);
        if ends_varint(b) {
            return Some((value, i + 1));
        }
    }
    None
}

/// The length a compact (uvarint, length plus one) prefix holds, or `None` for a null. Kafka computes it
/// in int arithmetic (`readUnsignedVarint() - 1`, wrapping) and treats every negative result as a null,
/// so the uvarints 0 and 0x80000001 to 0xffffffff are nulls, and 0x80000000 is 2^31 - 1.
#[inline]
pub(crate) fn compact_length(v: u32) -> Option<u64> {
    u64::try_from((v as i32).wrapping_sub(1)).ok()
}

/// Kafka's checks on a string's or byte array's length prefix, for every cursor. `raw` is the prefix
/// as read: an int16 ([`Prefix::String`]), an int32 ([`Prefix::Bytes`]) or the uvarint of a compact
/// prefix. As in Kafka's generated readers, the length is an int (a compact one is the uvarint minus
/// one, in int arithmetic), and any negative length is a null, allowed only where `nullable`. A
/// compact string is at most [`MAX_STRING_LENGTH`] bytes, and no value runs past the `remaining`
/// bytes. Gives the length, or `None` for an allowed null.
#[inline(always)]
pub(crate) fn check_length(
    prefix: Prefix,
    raw: i64,
    nullable: bool,
    remaining: usize,
) -> Result<Option<usize>, DecodeErrorKind> {
    let length = match prefix {
        Prefix::String | Prefix::Bytes => u64::try_from(raw).ok(),
        _ => compact_length(raw as u32),
    };
    let Some(length) = length else {
        return match nullable {
            true => Ok(None),
            false => Err(DecodeErrorKind::NullNotAllowed { prefix }),
        };
    };
    if prefix == Prefix::CompactString && length > MAX_STRING_LENGTH {
        return Err(DecodeErrorKind::OverLimit {
            prefix,
            length,
            max: MAX_STRING_LENGTH,
        });
    }
    let n = usize::try_from(length).unwrap_or(usize::MAX);
    if n > remaining {
        return Err(DecodeErrorKind::LengthPastEnd {
            prefix,
            length,
            remaining,
        });
    }
    Ok(Some(n))
}

/// Kafka's checks on an array's count (`None` for a null), for every cursor: a null only where
/// `nullable`, no more elements than bytes left (each takes at least one), at most
/// [`MAX_ARRAY_COUNT`]. Gives the count, or `None` for an allowed null.
#[inline]
pub(crate) fn check_array_count(
    count: Option<u64>,
    prefix: Prefix,
    nullable: bool,
    remaining: usize,
) -> Result<Option<usize>, DecodeErrorKind> {
    let Some(count) = count else {
        return match nullable {
            true => Ok(None),
            false => Err(DecodeErrorKind::NullNotAllowed { prefix }),
        };
    };
    let n = usize::try_from(count).unwrap_or(usize::MAX);
    if n > remaining {
        return Err(DecodeErrorKind::CountPastEnd {
            prefix,
            count,
            remaining,
        });
    }
    if count > MAX_ARRAY_COUNT {
        return Err(DecodeErrorKind::OverLimit {
            prefix,
            length: count,
            max: MAX_ARRAY_COUNT,
        });
    }
    Ok(Some(n))
}

/// A value that decodes from a [`Reader`] at a given version: every generated struct and message.
/// Stepping over one without building it is its [`Walk`].
pub trait Decode<'a>: Sized {
    /// Reads one value, validating all of it.
    fn read<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError>;
}

/// A cursor over borrowed input with an optional [`Trace`].
pub struct Reader<'a, T: Trace = NoTrace> {
    input: &'a [u8],
    /// The bytes that may be read: the whole input, or while a tagged field is read, the input up to
    /// that field's end.
    pos: usize,
    base: usize,
    /// The struct being read: errors that no one field is at fault for name it.
    within: &'static Place,
    /// The input was validated by an earlier decode: steps over nested values follow lengths only.
    validated: bool,
    trace: T,
}

impl<T: Trace> core::fmt::Debug for Reader<'_, T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Reader")
            .field("position", &self.position())
            .field("remaining", &self.remaining())
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl<T: Trace> defmt::Format for Reader<'_, T> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(
            f,
            "Reader {{ position: {=usize}, remaining: {=usize} }}",
            self.position(),
            self.remaining()
        )
    }
}

impl<'a> Reader<'a, NoTrace> {
    /// A reader over `input`, starting at its first byte.
    #[inline]
    pub fn new(input: &'a [u8]) -> Self {
        Reader::with_trace(input, NoTrace)
    }

    /// A reader over validated bytes that reports offsets as if `input` began at `base`.
    #[inline]
    pub(crate) fn at(input: &'a [u8], base: usize) -> Self {
        let mut r = Reader::new(input);
        r.base = base;
        r
    }

    /// A reader over bytes an earlier decode validated in full (the elements of a wire array), that
    /// reports offsets as if `input` began at `base`. Values are still read with every check, but
    /// nested values that are only stepped over (to find where the next field starts) are walked by
    /// their length prefixes alone.
    #[inline]
    pub(crate) fn validated(input: &'a [u8], base: usize) -> Self {
        let mut r = Reader::at(input, base);
        r.validated = true;
        r
    }
}

impl<'a, T: Trace> Reader<'a, T> {
    /// A reader over `input` that reports every struct, array and field to `trace`.
    #[inline]
    pub fn with_trace(input: &'a [u8], trace: T) -> Self {
        Reader {
            input,
            pos: 0,
            base: 0,
            within: &Place::NONE,
            validated: false,
            trace,
        }
    }

    /// The offset of the next byte, from the start of the input.
    #[inline]
    pub fn position(&self) -> usize {
        self.base + self.pos
    }

    /// Bytes left before the end of the input (or of the tagged field being read).
    #[inline]
    pub fn remaining(&self) -> usize {
        self.input.len().saturating_sub(self.pos)
    }

    /// The bytes not read yet.
    #[inline]
    pub fn rest(&self) -> &'a [u8] {
        self.input.get(self.pos..).unwrap_or(&[])
    }

    /// Whether the input was validated by an earlier decode (see [`Walk`]).
    #[inline]
    pub fn is_validated(&self) -> bool {
        self.validated
    }

    /// Gives the trace back.
    pub fn into_trace(self) -> T {
        self.trace
    }

    /// The trace.
    pub fn trace_mut(&mut self) -> &mut T {
        &mut self.trace
    }

    /// An error of `kind` in `field` at absolute offset `offset` ([`Place::NONE`] for the struct being
    /// read).
    #[cold]
    #[inline(never)]
    pub fn error_at(
        &self,
        offset: usize,
        field: &'static Place,
        kind: DecodeErrorKind,
    ) -> DecodeError {
        let at = Place::or_within(field, self.within);
        DecodeError { kind, offset, at }
    }

    #[cold]
    #[inline(never)]
    fn error(&self, field: &'static Place, kind: DecodeErrorKind) -> DecodeError {
        self.error_at(self.position(), field, kind)
    }

    /// Fails unless every byte has been read.
    pub fn finish(&self) -> Result<(), DecodeError> {
        match self.remaining() {
            0 => Ok(()),
            count => Err(self.error(self.within, DecodeErrorKind::TrailingBytes { count })),
        }
    }

    /// Enters the struct `whole` names (its place with an empty field): errors no one field is at
    /// fault for name it until [`Reader::end_struct`]. Returns the outer struct's place.
    #[inline]
    pub fn begin_struct(&mut self, whole: &'static Place) -> &'static Place {
        tick();
        if T::ACTIVE {
            let at = self.position();
            self.trace.enter(
                Node::Struct {
                    name: whole.message,
                },
                at,
            );
        }
        core::mem::replace(&mut self.within, whole)
    }

    /// Leaves the struct entered last, restoring `outer` as the struct errors name.
    #[inline]
    pub fn end_struct(&mut self, outer: &'static Place) {
        if T::ACTIVE {
            let at = self.position();
            self.trace.leave(at);
        }
        self.within = outer;
    }

    /// Takes the next `n` bytes as they are.
    pub fn take_bytes(&mut self, n: usize) -> Result<&'a [u8], DecodeError> {
        self.take(self.within, n)
    }

    #[inline]
    pub(crate) fn take(
        &mut self,
        field: &'static Place,
        n: usize,
    ) -> Result<&'a [u8], DecodeError> {
        tick();
        let start = self.pos;
        match self.input.get(start..).and_then(|rest| rest.get(..n)) {
            Some(bytes) => {
                self.pos = start + n;
                Ok(bytes)
            }
            None => Err(self.end_error(field, n)),
        }
    }

    /// The input ends before the `needed` bytes of `field`.
    #[cold]
    #[inline(never)]
    fn end_error(&self, field: &'static Place, needed: usize) -> DecodeError {
        let remaining = self.remaining();
        self.error(field, DecodeErrorKind::UnexpectedEnd { needed, remaining })
    }

    #[inline]
    fn report(&mut self, event: FieldEvent<'_>) {
        self.trace.field(&event);
    }

    /// The next `N` bytes, or `None` (having read nothing) if fewer are left: for input validated
    /// already, where running out cannot happen and needs no error.
    #[inline(always)]
    pub(crate) fn next_chunk<const N: usize>(&mut self) -> Option<[u8; N]> {
        let bytes = *self.input.get(self.pos..)?.first_chunk::<N>()?;
        self.pos += N;
        Some(bytes)
    }

    /// Takes the next `N` bytes as an array, without tracing them.
    #[inline]
    fn raw_chunk<const N: usize>(&mut self, field: &'static Place) -> Result<[u8; N], DecodeError> {
        tick();
        let start = self.pos;
        match self
            .input
            .get(start..)
            .and_then(|rest| rest.first_chunk::<N>())
        {
            Some(bytes) => {
                self.pos = start + N;
                Ok(*bytes)
            }
            None => Err(self.end_error(field, N)),
        }
    }

    /// Reads a fixed-width big-endian value and reports it to the trace.
    #[inline(always)]
    fn fixed<const N: usize, O: Copy>(
        &mut self,
        field: &'static Place,
        ty: WireType,
        from_be: fn([u8; N]) -> O,
        show: fn(O) -> Value<'a>,
    ) -> Result<O, DecodeError> {
        let offset = self.position();
        let value = from_be(self.raw_chunk::<N>(field)?);
        if T::ACTIVE {
            self.report(FieldEvent {
                name: field.field,
                ty,
                value: show(value),
                prefix: None,
                secret: false,
                offset,
                size: N,
            });
        }
        Ok(value)
    }

    /// Reads an int8.
    #[inline]
    pub fn int8(&mut self, field: &'static Place) -> Result<i8, DecodeError> {
        self.fixed(field, WireType::Int8, i8::from_be_bytes, |v| {
            Value::Int(v.into())
        })
    }

    /// Reads a big-endian int16.
    #[inline]
    pub fn int16(&mut self, field: &'static Place) -> Result<i16, DecodeError> {
        self.fixed(field, WireType::Int16, i16::from_be_bytes, |v| {
            Value::Int(v.into())
        })
    }

    /// Reads a big-endian int32.
    #[inline]
    pub fn int32(&mut self, field: &'static Place) -> Result<i32, DecodeError> {
        self.fixed(field, WireType::Int32, i32::from_be_bytes, |v| {
            Value::Int(v.into())
        })
    }

    /// Reads a big-endian int64.
    #[inline]
    pub fn int64(&mut self, field: &'static Place) -> Result<i64, DecodeError> {
        self.fixed(field, WireType::Int64, i64::from_be_bytes, Value::Int)
    }

    /// Reads a big-endian uint16.
    #[inline]
    pub fn uint16(&mut self, field: &'static Place) -> Result<u16, DecodeError> {
        self.fixed(field, WireType::Uint16, u16::from_be_bytes, |v| {
            Value::Uint(v.into())
        })
    }

    /// Reads a big-endian uint32.
    #[inline]
    pub fn uint32(&mut self, field: &'static Place) -> Result<u32, DecodeError> {
        self.fixed(field, WireType::Uint32, u32::from_be_bytes, |v| {
            Value::Uint(v.into())
        })
    }

    /// Reads a big-endian IEEE 754 double.
    #[inline]
    pub fn float64(&mut self, field: &'static Place) -> Result<f64, DecodeError> {
        self.fixed(field, WireType::Float64, f64::from_be_bytes, Value::Float)
    }

    /// Reads a bool: byte 0 is false, any other byte is true, as Kafka's generated readers have it
    /// (`readByte() != 0`). Kafka writes 1 for true, and so does this crate.
    #[inline]
    pub fn bool(&mut self, field: &'static Place) -> Result<bool, DecodeError> {
        let offset = self.position();
        let [byte] = self.raw_chunk::<1>(field)?;
        let value = byte != 0;
        let event = FieldEvent {
            name: field.field,
            ty: WireType::Bool,
            value: Value::Bool(value),
            prefix: None,
            secret: false,
            offset,
            size: 1,
        };
        self.report(event);
        Ok(value)
    }

    /// Reads a 16-byte UUID.
    #[inline]
    pub fn uuid(&mut self, field: &'static Place) -> Result<Uuid, DecodeError> {
        let offset = self.position();
        let id = self.raw_chunk::<16>(field)?;
        self.report(FieldEvent {
            name: field.field,
            ty: WireType::Uuid,
            value: Value::Uuid(Uuid(id)),
            prefix: None,
            secret: false,
            offset,
            size: 16,
        });
        Ok(Uuid(id))
    }

    /// Reads an unsigned varint of at most 5 bytes without tracing it.
    #[inline(always)]
    fn raw_uvarint(&mut self, field: &'static Place) -> Result<u32, DecodeError> {
        // Counts, lengths and tags are nearly always below 128: one byte.
        if let Some(&byte) = self.input.get(self.pos) {
            if ends_varint(byte) {
                tick();
                self.pos += 1;
                return Ok(byte.into());
            }
        }
        self.raw_uvarint_long(field)
    }

    /// [`Reader::raw_uvarint`] past its first byte.
    #[inline(never)]
    fn raw_uvarint_long(&mut self, field: &'static Place) -> Result<u32, DecodeError> {
        if let Some((v, n)) = peek_uvarint(self.rest()) {
            tick();
            self.pos += n;
            return Ok(v);
        }
        Ok(self.raw_uvarlong(field, 5)? as u32)
    }

    /// Reads an unsigned varint of at most `max` bytes (5 or 10) into a u64. As in Kafka's `ByteUtils`,
    /// bits past 32 (or 64) in the last byte are dropped, and a last byte that still has its
    /// continuation bit is an error.
    fn raw_uvarlong(&mut self, field: &'static Place, max: u8) -> Result<u64, DecodeError> {
        tick();
        let start = self.position();
        let bits: u32 = if max == 5 { 32 } else { 64 };
        let mut value: u64 = 0;
        for i in 0..u32::from(max) {
            let Some(&byte) = self.input.get(self.pos) else {
                let remaining = (self.position() - start) as u8;
                return Err(self.error_at(
                    start,
                    field,
                    DecodeErrorKind::UnexpectedEnd {
                        needed: usize::from(remaining) + 1,
                        remaining: remaining.into(),
                    },
                ));
            };
            self.pos += 1;
            let shift = 7 * i;
            let chunk = u64::from(byte & 0x7f);
            value |= chunk << shift;
            if ends_varint(byte) {
                return Ok(if bits == 32 {
                    value & u64::from(u32::MAX)
                } else {
                    value
                });
            }
        }
        Err(self.error_at(
            start,
            field,
            DecodeErrorKind::VarintTooLong { max_bytes: max },
        ))
    }

    #[inline]
    fn traced_varint(&mut self, name: &'static str, ty: WireType, value: Value<'a>, start: usize) {
        if !T::ACTIVE {
            return;
        }
        let size = self.position() - start;
        self.report(FieldEvent {
            name,
            ty,
            value,
            prefix: None,
            secret: false,
            offset: start,
            size,
        });
    }

    /// Reads an unsigned varint (at most 5 bytes, 32 bits).
    #[inline]
    pub fn uvarint(&mut self, field: &'static Place) -> Result<u32, DecodeError> {
        let start = self.position();
        let v = self.raw_uvarint(field)?;
        self.traced_varint(field.field, WireType::Uvarint, Value::Uint(v.into()), start);
        Ok(v)
    }

    /// Reads a zig-zag varint (at most 5 bytes, 32 bits).
    #[inline]
    pub fn varint(&mut self, field: &'static Place) -> Result<i32, DecodeError> {
        let start = self.position();
        let raw = self.raw_uvarint(field)?;
        let v = ((raw >> 1) as i32) ^ -((raw & 1) as i32);
        self.traced_varint(field.field, WireType::Varint, Value::Int(v.into()), start);
        Ok(v)
    }

    /// Reads a zig-zag varlong (at most 10 bytes, 64 bits).
    #[inline]
    pub fn varlong(&mut self, field: &'static Place) -> Result<i64, DecodeError> {
        let start = self.position();
        let raw = self.raw_uvarlong(field, 10)?;
        let v = ((raw >> 1) as i64) ^ -((raw & 1) as i64);
        self.traced_varint(field.field, WireType::Varlong, Value::Int(v), start);
        Ok(v)
    }

    /// Reads a length prefix (int16 / int32 classic, or uvarint length + 1 compact) and the bytes it
    /// covers. `None` is a null (-1, or 0 in compact form), an error unless `nullable`.
    #[inline(always)]
    fn prefixed(
        &mut self,
        field: &'static Place,
        prefix: Prefix,
        nullable: bool,
    ) -> Result<(Option<&'a [u8]>, i64, usize), DecodeError> {
        // The usual case: not null, the bytes are there, and a compact length takes one byte.
        let rest = self.input.get(self.pos..).unwrap_or_default();
        let fast = match prefix {
            Prefix::CompactString | Prefix::CompactBytes => match rest.split_first() {
                Some((&b, tail)) => match short_compact(b) {
                    Some(n) => tail.get(..n).map(|v| (v, 1, i64::from(b))),
                    None => peek_uvarint(rest).and_then(|(raw, width)| {
                        let n = raw.checked_sub(1)?;
                        if prefix == Prefix::CompactString && u64::from(n) > MAX_STRING_LENGTH {
                            return None;
                        }
                        let v = rest.get(width..)?.get(..usize::try_from(n).ok()?)?;
                        Some((v, width, i64::from(raw)))
                    }),
                },
                None => None,
            },
            Prefix::String => match rest.split_first_chunk::<2>() {
                Some((n, tail)) => usize::try_from(i16::from_be_bytes(*n))
                    .ok()
                    .and_then(|n| tail.get(..n))
                    .map(|v| (v, 2, v.len() as i64)),
                None => None,
            },
            Prefix::Bytes => match rest.split_first_chunk::<4>() {
                Some((n, tail)) => usize::try_from(i32::from_be_bytes(*n))
                    .ok()
                    .and_then(|n| tail.get(..n))
                    .map(|v| (v, 4, v.len() as i64)),
                None => None,
            },
            _ => None,
        };
        if let Some((bytes, width, raw)) = fast {
            tick();
            tick();
            let start = self.position();
            self.pos += width + bytes.len();
            return Ok((Some(bytes), raw, start));
        }
        self.prefixed_in_full(field, prefix, nullable)
    }

    /// The general path of [`Reader::prefixed`].
    #[inline(never)]
    fn prefixed_in_full(
        &mut self,
        field: &'static Place,
        prefix: Prefix,
        nullable: bool,
    ) -> Result<(Option<&'a [u8]>, i64, usize), DecodeError> {
        let start = self.position();
        let raw: i64 = match prefix {
            Prefix::String => i16::from_be_bytes(self.raw_chunk(field)?).into(),
            Prefix::Bytes => i32::from_be_bytes(self.raw_chunk(field)?).into(),
            _ => self.raw_uvarint(field)?.into(),
        };
        match check_length(prefix, raw, nullable, self.remaining()) {
            Ok(None) => Ok((None, raw, start)),
            Ok(Some(n)) => Ok((Some(self.take(field, n)?), raw, start)),
            Err(kind) => Err(self.error_at(start, field, kind)),
        }
    }

    #[inline]
    fn traced_prefixed(
        &mut self,
        name: &'static str,
        ty: WireType,
        value: Value<'a>,
        raw: i64,
        start: usize,
        secret: bool,
    ) {
        if !T::ACTIVE {
            return;
        }
        let size = self.position() - start;
        self.report(FieldEvent {
            name,
            ty,
            value,
            prefix: Some(raw),
            secret,
            offset: start,
            size,
        });
    }

    /// Reads a nullable string; a null is an error unless `nullable`.
    #[inline]
    pub fn nullable_string(
        &mut self,
        field: &'static Place,
        flexible: bool,
        nullable: bool,
    ) -> Result<Option<&'a str>, DecodeError> {
        let prefix = Prefix::string(flexible);
        let ty = if flexible {
            WireType::CompactString
        } else {
            WireType::String
        };
        let (bytes, raw, start) = self.prefixed(field, prefix, nullable)?;
        let s = match bytes {
            None => None,
            Some(b) => Some(core::str::from_utf8(b).map_err(|e| self.utf8_error(start, field, e))?),
        };
        self.traced_prefixed(
            field.field,
            ty,
            s.map_or(Value::Null, Value::Str),
            raw,
            start,
            false,
        );
        Ok(s)
    }

    /// [`Steps::skip_string`] without a trace: nothing to report, so no `&str` is made.
    #[inline(never)]
    fn step_string(
        &mut self,
        field: &'static Place,
        flexible: bool,
        nullable: bool,
    ) -> Result<(), DecodeError> {
        let at = self.pos;
        match self.prefixed(field, Prefix::string(flexible), nullable)? {
            // Not ASCII: read again as a string, which checks it and names any error.
            (Some(b), ..) if !self.validated && !b.is_ascii() => {
                self.pos = at;
                self.nullable_string(field, flexible, nullable).map(drop)
            }
            _ => Ok(()),
        }
    }

    /// The error for a string at `start` that is not UTF-8.
    #[cold]
    #[inline(never)]
    fn utf8_error(
        &self,
        start: usize,
        field: &'static Place,
        e: core::str::Utf8Error,
    ) -> DecodeError {
        let valid_up_to = e.valid_up_to();
        self.error_at(start, field, DecodeErrorKind::InvalidUtf8 { valid_up_to })
    }

    /// Reads a string that may not be null.
    #[inline]
    pub fn string(
        &mut self,
        field: &'static Place,
        flexible: bool,
    ) -> Result<&'a str, DecodeError> {
        let at = self.position();
        let prefix = Prefix::string(flexible);
        match self.nullable_string(field, flexible, false)? {
            Some(s) => Ok(s),
            None => Err(self.error_at(at, field, DecodeErrorKind::NullNotAllowed { prefix })),
        }
    }

    /// Reads a nullable byte array; a null is an error unless `nullable`. A `secret` value is flagged as
    /// such to the trace.
    #[inline]
    pub fn nullable_bytes(
        &mut self,
        field: &'static Place,
        flexible: bool,
        nullable: bool,
        secret: bool,
    ) -> Result<Option<&'a [u8]>, DecodeError> {
        let prefix = Prefix::bytes(flexible);
        let ty = if flexible {
            WireType::CompactBytes
        } else {
            WireType::Bytes
        };
        let (bytes, raw, start) = self.prefixed(field, prefix, nullable)?;
        self.traced_prefixed(
            field.field,
            ty,
            bytes.map_or(Value::Null, Value::Bytes),
            raw,
            start,
            secret,
        );
        Ok(bytes)
    }

    /// Reads a byte array that may not be null.
    #[inline]
    pub fn bytes(
        &mut self,
        field: &'static Place,
        flexible: bool,
        secret: bool,
    ) -> Result<&'a [u8], DecodeError> {
        let at = self.position();
        let prefix = Prefix::bytes(flexible);
        match self.nullable_bytes(field, flexible, false, secret)? {
            Some(b) => Ok(b),
            None => Err(self.error_at(at, field, DecodeErrorKind::NullNotAllowed { prefix })),
        }
    }

    /// Reads and reports a fixed-width value of wire type `ty` for a traced step.
    #[inline(always)]
    fn traced_fixed(&mut self, field: &'static Place, ty: WireType) -> Result<(), DecodeError> {
        match ty {
            WireType::Int8 => self.int8(field).map(drop),
            WireType::Int16 => self.int16(field).map(drop),
            WireType::Int32 => self.int32(field).map(drop),
            WireType::Int64 => self.int64(field).map(drop),
            WireType::Uint16 => self.uint16(field).map(drop),
            WireType::Uint32 => self.uint32(field).map(drop),
            WireType::Float64 => self.float64(field).map(drop),
            WireType::Uuid => self.uuid(field).map(drop),
            _ => self.take(field, ty.fixed_size()).map(drop),
        }
    }

    /// Reads the int8 presence marker of a nullable struct as Kafka's generated readers do
    /// (`readByte() < 0` is a null): negative is null (an error unless `nullable`), anything else
    /// present. Kafka writes -1 and 1, and so does this crate.
    fn presence(&mut self, field: &'static Place, nullable: bool) -> Result<bool, DecodeError> {
        let at = self.position();
        let [marker] = self.raw_chunk::<1>(field)?;
        if T::ACTIVE {
            self.report(FieldEvent {
                name: "present",
                ty: WireType::Int8,
                value: Value::Int(i8::from_be_bytes([marker]).into()),
                prefix: None,
                secret: false,
                offset: at,
                size: 1,
            });
        }
        match i8::from_be_bytes([marker]) {
            0.. => Ok(true),
            _ if nullable => Ok(false),
            _ => {
                let kind = DecodeErrorKind::NullNotAllowed {
                    prefix: Prefix::Struct,
                };
                Err(self.error_at(at, field, kind))
            }
        }
    }

    /// Reads a records field (length-prefixed record batches, kept as bytes).
    #[inline]
    pub fn records(
        &mut self,
        field: &'static Place,
        flexible: bool,
        nullable: bool,
    ) -> Result<Option<Records<'a>>, DecodeError> {
        let prefix = Prefix::bytes(flexible);
        let ty = if flexible {
            WireType::CompactRecords
        } else {
            WireType::Records
        };
        let (bytes, raw, start) = self.prefixed(field, prefix, nullable)?;
        self.traced_prefixed(
            field.field,
            ty,
            bytes.map_or(Value::Null, Value::Bytes),
            raw,
            start,
            false,
        );
        Ok(bytes.map(Records))
    }

    /// Reads a nested struct field.
    pub fn nested<S: Decode<'a>>(
        &mut self,
        field: &'static Place,
        ty: &'static str,
        version: i16,
    ) -> Result<S, DecodeError> {
        let at = self.position();
        self.trace.enter(
            Node::Field {
                name: field.field,
                ty,
            },
            at,
        );
        let value = S::read(self, version)?;
        let at = self.position();
        self.trace.leave(at);
        Ok(value)
    }

    /// Reads a nullable nested struct: an int8 marker (negative null, anything else present, as in
    /// Kafka's generated readers; Kafka writes -1 and 1) and then the struct.
    pub fn nullable_nested<S: Decode<'a>>(
        &mut self,
        field: &'static Place,
        ty: &'static str,
        version: i16,
        nullable: bool,
    ) -> Result<Option<S>, DecodeError> {
        let at = self.position();
        self.trace.enter(
            Node::Field {
                name: field.field,
                ty,
            },
            at,
        );
        let value = match self.presence(field, nullable)? {
            true => Some(S::read(self, version)?),
            false => None,
        };
        let end = self.position();
        self.trace.leave(end);
        Ok(value)
    }

    /// Reads an array that may not be null.
    #[inline(always)]
    pub fn array<E: Element<'a>>(
        &mut self,
        field: &'static Place,
        version: i16,
        flexible: bool,
    ) -> Result<Array<'a, E>, DecodeError> {
        // The fast path gives the array itself, not through `nullable_array`'s `Option`: going
        // through it made the compiler copy every struct holding an array piece by piece
        // (Metadata's visitor over built partitions ran 1.6x the instructions, and the firmware
        // handler was 340 bytes larger).
        if let Some(a) = E::read_array_fast(self, version, flexible) {
            return Ok(a);
        }
        let at = self.position();
        match self.array_in_full(field, version, flexible, false)? {
            Some(a) => Ok(a),
            None => Err(self.null_array(at, field, flexible)),
        }
    }

    /// The error for a null array where the field may not be null.
    #[cold]
    #[inline(never)]
    fn null_array(&self, at: usize, field: &'static Place, flexible: bool) -> DecodeError {
        let prefix = Prefix::array(flexible);
        self.error_at(at, field, DecodeErrorKind::NullNotAllowed { prefix })
    }

    /// The fast path of an untraced array of fixed-width numbers of `size` bytes with a one-byte
    /// compact or a non-negative int32 count: the count and the size are checked, nothing else can be
    /// wrong. Gives the elements' bytes, their count and the offset of the first. Any other case (a
    /// null, a larger count, too few bytes) returns `None` having read nothing, and the general path
    /// reads it and reports the error.
    #[inline(always)]
    pub(crate) fn fixed_array_fast(
        &mut self,
        size: usize,
        flexible: bool,
    ) -> Option<(&'a [u8], usize, usize)> {
        if T::ACTIVE {
            return None;
        }
        let rest = self.input.get(self.pos..)?;
        let (n, prefix) = if flexible {
            (short_compact(*rest.first()?)?, 1)
        } else {
            let count = i32::from_be_bytes(*rest.first_chunk::<4>()?);
            (usize::try_from(count).ok()?, 4)
        };
        if n as u64 > MAX_ARRAY_COUNT {
            return None;
        }
        let bytes = rest.get(prefix..)?.get(..n.checked_mul(size)?)?;
        tick();
        let first = self.pos + prefix;
        self.pos = first + bytes.len();
        Some((bytes, n, self.base + first))
    }

    /// Reads a nullable array, validating every element; a null is an error unless `nullable`.
    #[inline(always)]
    pub fn nullable_array<E: Element<'a>>(
        &mut self,
        field: &'static Place,
        version: i16,
        flexible: bool,
        nullable: bool,
    ) -> Result<Option<Array<'a, E>>, DecodeError> {
        if let Some(a) = E::read_array_fast(self, version, flexible) {
            return Ok(Some(a));
        }
        self.array_in_full(field, version, flexible, nullable)
    }

    /// The general path of [`Reader::nullable_array`]: [`Reader::step_array`], which also steps over
    /// an array inside a struct stepped over. Every element is checked and traced, and built only
    /// when the trace asks for it ([`Trace::BUILD_ELEMENTS`]).
    #[inline]
    fn array_in_full<E: Element<'a>>(
        &mut self,
        field: &'static Place,
        version: i16,
        flexible: bool,
        nullable: bool,
    ) -> Result<Option<Array<'a, E>>, DecodeError> {
        let build: Option<BuildElement<'a, T>> = match T::ACTIVE && T::BUILD_ELEMENTS {
            true => Some(|r, version, flexible| E::read(r, version, flexible).map(drop)),
            false => None,
        };
        let Some((n, first)) = self.step_array::<E>(field, version, flexible, nullable, build)?
        else {
            return Ok(None);
        };
        let bytes = self.input.get(first..self.pos).unwrap_or(&[]);
        Ok(Some(Array::wire(
            bytes,
            n,
            self.base + first,
            version,
            flexible,
        )))
    }

    /// Reads an array's count and checks it against the bytes left and Kafka's limit, entering the
    /// array's trace node. `None` is a null (an error unless `nullable`), and leaves the node again;
    /// otherwise the caller leaves it after the elements.
    ///
    /// The usual count, compact and in one byte, is read here ([`INLINE_COUNT`]) when Kafka accepts
    /// it, so that it comes back in registers rather than through memory; every other goes to
    /// [`Reader::array_count_in_full`], which reports what is wrong with it.
    #[inline(always)]
    fn array_count(
        &mut self,
        field: &'static Place,
        element: &'static str,
        flexible: bool,
        nullable: bool,
    ) -> Result<Option<usize>, DecodeError> {
        if let (true, Some(&byte)) = (flexible && INLINE_COUNT, self.input.get(self.pos)) {
            // A one-byte uvarint; a count that Kafka refuses goes the general way, which says why.
            let after = self.remaining().saturating_sub(1);
            let checked = check_array_count(
                compact_length(byte.into()),
                Prefix::CompactArray,
                nullable,
                after,
            );
            if let (true, Ok(count)) = (ends_varint(byte), checked) {
                let start = self.enter_array(field, element);
                tick();
                self.pos += 1;
                let ty = WireType::CompactArrayLength;
                self.traced_count(ty, count, byte.into(), start);
                return Ok(count);
            }
        }
        self.array_count_in_full(field, element, flexible, nullable)
    }

    /// Enters an array's trace node, giving the offset it starts at.
    #[inline(always)]
    fn enter_array(&mut self, field: &'static Place, element: &'static str) -> usize {
        let start = self.position();
        let name = field.field;
        self.trace.enter(Node::Array { name, element }, start);
        start
    }

    /// Reports an array's count (`raw` as on the wire), and leaves its node again for a null.
    #[inline(always)]
    fn traced_count(&mut self, ty: WireType, count: Option<usize>, raw: i64, start: usize) {
        let value = match count {
            Some(_) => Value::Int(raw),
            None => Value::Null,
        };
        self.traced_prefixed("length", ty, value, raw, start, false);
        if count.is_none() {
            let at = self.position();
            self.trace.leave(at);
        }
    }

    /// [`Reader::array_count`] for every count.
    #[inline(never)]
    fn array_count_in_full(
        &mut self,
        field: &'static Place,
        element: &'static str,
        flexible: bool,
        nullable: bool,
    ) -> Result<Option<usize>, DecodeError> {
        let start = self.enter_array(field, element);
        let (prefix, ty) = if flexible {
            (Prefix::CompactArray, WireType::CompactArrayLength)
        } else {
            (Prefix::Array, WireType::ArrayLength)
        };
        // Any negative count is a null, as in Kafka's generated readers (see `prefixed_in_full`).
        let (raw, count): (i64, Option<u64>) = if flexible {
            let v = self.raw_uvarint(field)?;
            (v.into(), compact_length(v))
        } else {
            let v = i32::from_be_bytes(self.raw_chunk(field)?);
            (v.into(), u64::try_from(v).ok())
        };
        let remaining = self.remaining();
        let n = check_array_count(count, prefix, nullable, remaining)
            .map_err(|kind| self.error_at(start, field, kind))?;
        self.traced_count(ty, n, raw, start);
        Ok(n)
    }

    /// Steps over `n` elements: without a trace, fixed-width numbers by their size alone (every bit
    /// pattern is valid) and the rest by their [`Walk`]; with one, each element reported in its node,
    /// and built by `build` where the trace asks for elements built.
    #[inline(always)]
    fn step_elements<E: Walk>(
        &mut self,
        n: usize,
        version: i16,
        flexible: bool,
        build: Option<BuildElement<'a, T>>,
    ) -> Result<(), DecodeError> {
        if let (false, Some(size)) = (T::ACTIVE, E::FIXED_SIZE) {
            return self.step_fixed(n, size);
        }
        // Without a trace, the trace calls are empty and the positions unused.
        for index in 0..n {
            let at = self.position();
            self.trace.enter(Node::Element { index }, at);
            // `build` is only given when the constant holds; testing the constant as well drops
            // the call through the pointer from every untraced reader.
            match (T::ACTIVE && T::BUILD_ELEMENTS, build) {
                (true, Some(read)) => read(self, version, flexible)?,
                _ => E::walk(self, version, flexible)?,
            }
            let at = self.position();
            self.trace.leave(at);
        }
        Ok(())
    }

    /// [`Reader::step_elements`] over `n` fixed-width numbers of `size` bytes, untraced: every bit
    /// pattern is valid, so only their total size is checked.
    #[inline(never)]
    fn step_fixed(&mut self, n: usize, size: usize) -> Result<(), DecodeError> {
        match n.checked_mul(size) {
            Some(total) if total <= self.remaining() => {
                tick();
                self.pos += total;
                Ok(())
            }
            _ => Err(self.fixed_array_end(size)),
        }
    }

    /// The error reading element by element would give when the elements of `size` bytes do not fit:
    /// the input ends inside the first element that does not.
    #[cold]
    #[inline(never)]
    fn fixed_array_end(&self, size: usize) -> DecodeError {
        let remaining = self.remaining();
        let whole = remaining / size.max(1);
        let at = self.position() + whole * size;
        let kind = DecodeErrorKind::UnexpectedEnd {
            needed: size,
            remaining: remaining - whole * size,
        };
        self.error_at(at, self.within, kind)
    }

    /// The error for tag `tag` of `field` in a version that does not have the field: Kafka's readers
    /// refuse it rather than keep it as an unknown tag. For the generated decoders.
    #[cold]
    #[inline(never)]
    pub fn tag_not_in_version(&self, field: &'static Place, tag: u32, version: i16) -> DecodeError {
        self.error(field, DecodeErrorKind::TagNotInVersion { tag, version })
    }

    /// Reads a tagged-field section, whose errors name `section` (the struct's place with the field
    /// "tagged_fields"). `known` is called for each tag with the reader limited to that field's
    /// payload; it reads the field and returns `true`, or returns `false` for a tag it does not know,
    /// which is then kept in the returned [`TaggedFields`]. Tags must ascend strictly, and a known
    /// field must consume its whole payload.
    #[inline(always)]
    pub fn tagged_fields(
        &mut self,
        section: &'static Place,
        mut known: impl FnMut(&mut Self, u32) -> Result<bool, DecodeError>,
    ) -> Result<TaggedFields<'a>, DecodeError> {
        if self.input.get(self.pos) == Some(&0) {
            // The usual case: an empty section, one zero byte.
            tick();
            self.pos += 1;
            if T::ACTIVE {
                self.trace_empty_tags();
            }
            return Ok(TaggedFields::EMPTY);
        }
        self.tagged_fields_in_full(section, &mut known)
    }

    /// Reports the empty tagged-field section just read as the general path reports it.
    #[inline(never)]
    fn trace_empty_tags(&mut self) {
        let start = self.position() - 1;
        self.trace.enter(Node::TaggedFields, start);
        let (ty, value) = (WireType::TaggedCount, Value::Uint(0));
        self.traced_prefixed("tagged_fields", ty, value, 0, start, false);
        self.trace.leave(start + 1);
    }

    /// The general path of [`Reader::tagged_fields`]. `known` is called through a pointer, so that
    /// this body is compiled once per reader type rather than once per struct (a section with tags in
    /// it is rare, and its tags are few).
    #[inline(never)]
    fn tagged_fields_in_full(
        &mut self,
        section: &'static Place,
        known: &mut dyn FnMut(&mut Self, u32) -> Result<bool, DecodeError>,
    ) -> Result<TaggedFields<'a>, DecodeError> {
        let start = self.position();
        self.trace.enter(Node::TaggedFields, start);
        let count = self.raw_uvarint(section)?;
        let remaining = self.remaining();
        if count as usize > remaining {
            return Err(self.error_at(
                start,
                section,
                DecodeErrorKind::CountPastEnd {
                    prefix: Prefix::TaggedFields,
                    count: count.into(),
                    remaining,
                },
            ));
        }
        if u64::from(count) > MAX_TAGGED_FIELDS {
            return Err(self.error_at(
                start,
                section,
                DecodeErrorKind::OverLimit {
                    prefix: Prefix::TaggedFields,
                    length: count.into(),
                    max: MAX_TAGGED_FIELDS,
                },
            ));
        }
        self.traced_prefixed(
            "tagged_fields",
            WireType::TaggedCount,
            Value::Uint(count.into()),
            count.into(),
            start,
            false,
        );
        let first = self.pos;
        let mut previous: Option<u32> = None;
        let mut known_mask: u32 = 0;
        for _ in 0..count {
            let tag_at = self.position();
            let tag = self.raw_uvarint(section)?;
            match previous {
                Some(p) if p == tag => {
                    return Err(self.error_at(
                        tag_at,
                        section,
                        DecodeErrorKind::DuplicateTag { tag },
                    ))
                }
                Some(p) if p > tag => {
                    return Err(self.error_at(
                        tag_at,
                        section,
                        DecodeErrorKind::TagOutOfOrder { tag, previous: p },
                    ))
                }
                _ => previous = Some(tag),
            }
            self.trace.enter(Node::TaggedField { tag }, tag_at);
            self.traced_varint("tag", WireType::Tag, Value::Uint(tag.into()), tag_at);
            let size_at = self.position();
            let size = self.raw_uvarint(section)? as usize;
            let remaining = self.remaining();
            if size > remaining {
                return Err(self.error_at(
                    size_at,
                    section,
                    DecodeErrorKind::LengthPastEnd {
                        prefix: Prefix::TaggedField,
                        length: size as u64,
                        remaining,
                    },
                ));
            }
            self.traced_varint("size", WireType::TagSize, Value::Uint(size as u64), size_at);
            let outer = self.input;
            let payload_at = self.position();
            // The field's reader sees only its payload (`size` fits, checked above).
            self.input = outer.get(..self.pos + size).unwrap_or(outer);
            let was_known = known(self, tag)?;
            if was_known {
                if self.pos != self.input.len() {
                    let unread = self.remaining();
                    return Err(self.error_at(
                        payload_at,
                        section,
                        DecodeErrorKind::TaggedFieldNotConsumed { tag, unread },
                    ));
                }
                known_mask |= known_bit(tag);
            } else {
                let data = self.take(section, size)?;
                self.report(FieldEvent {
                    name: "unknown",
                    ty: WireType::Bytes,
                    value: Value::Bytes(data),
                    prefix: None,
                    secret: false,
                    offset: payload_at,
                    size,
                });
            }
            self.input = outer;
            let at = self.position();
            self.trace.leave(at);
        }
        let bytes = self.input.get(first..self.pos).unwrap_or(&[]);
        let at = self.position();
        self.trace.leave(at);
        Ok(TaggedFields::wire(bytes, count, known_mask))
    }
}

/// The reader steps over values held whole: the decoder's way over array elements, checking
/// everything and building nothing (following lengths alone where the input was validated).
impl<'a, T: Trace> Steps for Reader<'a, T> {
    #[inline]
    fn position(&self) -> usize {
        Reader::position(self)
    }

    #[inline]
    fn begin_struct(&mut self, whole: &'static Place) -> &'static Place {
        Reader::begin_struct(self, whole)
    }

    #[inline]
    fn end_struct(&mut self, outer: &'static Place) {
        Reader::end_struct(self, outer)
    }

    /// Steps over a fixed-width `field` of wire type `ty`. With an active trace the value is read and
    /// reported, as [`Reader::int32`] and the other readers report it.
    #[inline]
    fn skip_fixed(&mut self, field: &'static Place, ty: WireType) -> Result<(), DecodeError> {
        if T::ACTIVE {
            return self.traced_fixed(field, ty);
        }
        self.take(field, ty.fixed_size()).map(drop)
    }

    /// Steps over a bool, checking its value unless the input was validated.
    #[inline]
    fn skip_bool(&mut self, field: &'static Place) -> Result<(), DecodeError> {
        if self.validated {
            return self.take(field, 1).map(drop);
        }
        self.bool(field).map(drop)
    }

    /// Steps over a string, checking its UTF-8 unless the input was validated: untraced, an ASCII
    /// string (most of Kafka's) is checked a word at a time, without a `&str` made.
    #[inline]
    fn skip_string(
        &mut self,
        field: &'static Place,
        flexible: bool,
        nullable: bool,
    ) -> Result<(), DecodeError> {
        match T::ACTIVE {
            true => self.nullable_string(field, flexible, nullable).map(drop),
            false => self.step_string(field, flexible, nullable),
        }
    }

    /// Steps over a byte array. With an active trace it is reported (flagged when `secret`).
    #[inline]
    fn skip_bytes(
        &mut self,
        field: &'static Place,
        flexible: bool,
        nullable: bool,
        secret: bool,
    ) -> Result<(), DecodeError> {
        if T::ACTIVE {
            return self
                .nullable_bytes(field, flexible, nullable, secret)
                .map(drop);
        }
        self.prefixed(field, Prefix::bytes(flexible), nullable)
            .map(drop)
    }

    /// Steps over a records field. With an active trace it is reported.
    #[inline]
    fn skip_records(
        &mut self,
        field: &'static Place,
        flexible: bool,
        nullable: bool,
    ) -> Result<(), DecodeError> {
        if T::ACTIVE {
            return self.records(field, flexible, nullable).map(drop);
        }
        self.prefixed(field, Prefix::bytes(flexible), nullable)
            .map(drop)
    }

    /// Steps over a nested struct field of schema type `ty`, or a nullable one with its presence
    /// marker. An active trace sees the field entered and left, as [`Reader::nested`] shows it.
    #[inline]
    fn skip_nested<S: Walk>(
        &mut self,
        field: &'static Place,
        ty: &'static str,
        version: i16,
        nullable: Option<bool>,
    ) -> Result<(), DecodeError> {
        if T::ACTIVE {
            let at = self.position();
            self.trace.enter(
                Node::Field {
                    name: field.field,
                    ty,
                },
                at,
            );
        }
        match nullable {
            None => S::walk(self, version, false)?,
            Some(nullable) if self.presence(field, nullable)? => S::walk(self, version, false)?,
            Some(_) => {}
        }
        if T::ACTIVE {
            let at = self.position();
            self.trace.leave(at);
        }
        Ok(())
    }

    #[inline(always)]
    fn lead(&mut self, n: usize) -> usize {
        if T::ACTIVE || n == 0 || self.remaining() < n {
            return 0;
        }
        tick();
        self.pos += n;
        n
    }

    /// Steps over an array (nullable or not), checking every element unless the input was validated.
    /// The fast path of fixed-width numbers is inlined into the struct that holds the array; the rest
    /// is one call.
    #[inline]
    fn skip_array<E: Walk>(
        &mut self,
        field: &'static Place,
        version: i16,
        flexible: bool,
        nullable: bool,
    ) -> Result<(), DecodeError> {
        if let Some(size) = E::FIXED_SIZE {
            if self.fixed_array_fast(size, flexible).is_some() {
                return Ok(());
            }
        }
        self.step_array::<E>(field, version, flexible, nullable, None)
            .map(drop)
    }

    #[inline(always)]
    fn tagged_fields(
        &mut self,
        section: &'static Place,
        known: impl FnMut(&mut Self, u32) -> Result<bool, DecodeError>,
    ) -> Result<(), DecodeError> {
        Reader::tagged_fields(self, section, known).map(drop)
    }

    fn tag_not_in_version(&self, field: &'static Place, tag: u32, version: i16) -> DecodeError {
        Reader::tag_not_in_version(self, field, tag, version)
    }
}

impl<'a, T: Trace> Reader<'a, T> {
    /// The general path of [`Steps::skip_array`] and of an array read: the count read and checked,
    /// every element stepped (or built, see [`Reader::step_elements`]). Gives the count and the
    /// offset of the first element; `None` is a null.
    #[inline(never)]
    fn step_array<E: Walk>(
        &mut self,
        field: &'static Place,
        version: i16,
        flexible: bool,
        nullable: bool,
        build: Option<BuildElement<'a, T>>,
    ) -> Result<Option<(usize, usize)>, DecodeError> {
        let Some(n) = self.array_count(field, E::NAME, flexible, nullable)? else {
            return Ok(None);
        };
        let first = self.pos;
        self.step_elements::<E>(n, version, flexible, build)?;
        let at = self.position();
        self.trace.leave(at);
        Ok(Some((n, first)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::place;
    use crate::writer::{len, Writer};

    #[test]
    fn stepping_over_a_string_checks_its_utf8_as_reading_it_does() {
        // ASCII, other UTF-8, and invalid UTF-8 at byte 1 and at byte 9.
        let cases: [&[u8]; 5] = [
            b"topic-0042",
            "t\u{f6}pic".as_bytes(),
            b"a\xffb",
            b"abcdefgh\xc3",
            b"",
        ];
        for text in cases {
            let mut bytes = (text.len() as i16).to_be_bytes().to_vec();
            bytes.extend_from_slice(text);
            let mut r = Reader::new(&bytes);
            let read = r.nullable_string(place!("", "S"), false, false).map(drop);
            let mut s = Reader::new(&bytes);
            let stepped = s.skip_string(place!("", "S"), false, false);
            assert_eq!(read, stepped, "{text:?}");
            assert_eq!(read.is_ok(), core::str::from_utf8(text).is_ok(), "{text:?}");
            if read.is_ok() {
                assert_eq!(s.position(), bytes.len());
            }
        }
    }

    /// What a trace is told, as text.
    #[derive(Default)]
    struct Told(std::vec::Vec<std::string::String>);

    impl Trace for Told {
        fn enter(&mut self, node: Node, offset: usize) {
            self.0.push(std::format!("enter {node:?} at {offset}"));
        }
        fn leave(&mut self, offset: usize) {
            self.0.push(std::format!("leave at {offset}"));
        }
        fn field(&mut self, event: &FieldEvent<'_>) {
            self.0.push(std::format!("{event:?}"));
        }
    }

    #[test]
    fn the_inline_array_count_reads_and_reports_what_the_general_one_does() {
        // Every first byte of a compact count (0 a null, 0x80 and up a second byte to come), with
        // from no bytes to 130 after the count, nullable or not. On 64-bit hosts ([`INLINE_COUNT`])
        // `array_count` takes the counts 1 to 0x7f itself where they fit.
        let field = place!("S", "A");
        for first in 0..=u8::MAX {
            for after in [0, 1, 2, 5, 126, 127, 128, 130] {
                let mut bytes = std::vec![first];
                if first >= 0x80 {
                    bytes.push(1);
                }
                bytes.resize(bytes.len() + after, 0);
                for nullable in [false, true] {
                    let (mut told_inline, mut told_full) = (Told::default(), Told::default());
                    let mut inline = Reader::with_trace(&bytes, &mut told_inline);
                    let mut full = Reader::with_trace(&bytes, &mut told_full);
                    let read = inline.array_count(field, "int32", true, nullable);
                    let expected = full.array_count_in_full(field, "int32", true, nullable);
                    let case = (first, after, nullable);
                    assert_eq!(read, expected, "{case:?}");
                    assert_eq!(inline.position(), full.position(), "{case:?}");
                    assert_eq!(told_inline.0, told_full.0, "{case:?}");
                }
            }
        }
    }

    /// Writes `v` as Kafka's unsigned varint, by hand: seven bits a byte, low bits first.
    fn uvarint_bytes(mut v: u64) -> std::vec::Vec<u8> {
        let mut out = std::vec::Vec::new();
        loop {
            let b = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                out.push(b);
                return out;
            }
            out.push(b | 0x80);
        }
    }

    #[test]
    fn the_one_byte_fast_path_and_the_long_path_agree() {
        for v in [
            0,
            1,
            0x7f,
            0x80,
            0x3fff,
            0x4000,
            0x1f_ffff,
            0x20_0000,
            0xfff_ffff,
            u32::MAX,
        ] {
            let bytes = uvarint_bytes(v.into());
            assert_eq!(peek_uvarint(&bytes), Some((v, bytes.len())), "{v:#x}");
            let mut r = Reader::new(&bytes);
            assert_eq!(r.uvarint(place!("", "v")), Ok(v));
            assert_eq!(r.remaining(), 0);
            assert_eq!(len::uvarint(v), bytes.len());
        }
    }

    #[test]
    fn a_fifth_byte_drops_its_high_bits_and_may_not_continue() {
        // Kafka's readUnsignedVarint keeps the low 4 bits of a fifth byte.
        let mut r = Reader::new(&[0xff, 0xff, 0xff, 0xff, 0x7f]);
        assert_eq!(r.uvarint(place!("", "v")), Ok(u32::MAX));
        assert_eq!(peek_uvarint(&[0x80, 0x80, 0x80, 0x80, 0x80, 0x00]), None);
        let err = Reader::new(&[0x80, 0x80, 0x80, 0x80, 0x80, 0x00]).uvarint(place!("", "v"));
        assert!(err.is_err(), "{err:?}");
        // An input that ends inside a varint is an error at its first byte.
        let err = Reader::new(&[0x80, 0x80])
            .uvarint(place!("", "v"))
            .unwrap_err();
        assert_eq!((err.offset, err.at.field), (0, "v"));
    }

    #[test]
    fn zigzag_values_survive_the_writer_and_the_reader() {
        let mut buf = [0u8; 16];
        for v in [0, 1, -1, 63, -64, 64, -65, i32::MAX, i32::MIN] {
            let mut w = Writer::new(&mut buf);
            w.varint(v).unwrap();
            let n = w.position();
            assert_eq!(n, len::varint(v));
            assert_eq!(Reader::new(&buf[..n]).varint(place!("", "v")), Ok(v));
        }
        for v in [0, -1, i64::from(i32::MAX) + 1, i64::MAX, i64::MIN] {
            let mut w = Writer::new(&mut buf);
            w.varlong(v).unwrap();
            let n = w.position();
            assert_eq!(n, len::varlong(v));
            assert_eq!(Reader::new(&buf[..n]).varlong(place!("", "v")), Ok(v));
        }
    }

    #[test]
    fn compact_lengths_wrap_as_kafkas_int_arithmetic_does() {
        assert_eq!(compact_length(0), None);
        assert_eq!(compact_length(1), Some(0));
        assert_eq!(compact_length(0x8000_0000), Some(0x7fff_ffff));
        assert_eq!(compact_length(0x8000_0001), None);
        assert_eq!(compact_length(u32::MAX), None);
    }

    #[test]
    fn strings_read_alike_on_the_fast_and_the_general_path() {
        // A one-byte compact length takes the fast path; the same string with a two-byte (overlong)
        // length takes the general one.
        let fast = [4, b'a', b'b', b'c'];
        let slow = [0x84, 0x00, b'a', b'b', b'c'];
        for bytes in [&fast[..], &slow[..]] {
            let mut r = Reader::new(bytes);
            assert_eq!(r.string(place!("", "s"), true), Ok("abc"));
            assert_eq!(r.remaining(), 0);
        }
        // Classic: int16 length; any negative length is a null, as in Kafka's readers.
        for null in [[0xff, 0xff], [0xbf, 0x0c]] {
            assert_eq!(
                Reader::new(&null).nullable_string(place!("", "s"), false, true),
                Ok(None)
            );
            let err = Reader::new(&null)
                .string(place!("", "s"), false)
                .unwrap_err();
            assert!(
                matches!(err.kind, DecodeErrorKind::NullNotAllowed { .. }),
                "{err:?}"
            );
        }
        // A length past the end names the field and the prefix's offset.
        let err = Reader::new(&[0, 5, b'a'])
            .string(place!("", "s"), false)
            .unwrap_err();
        assert_eq!((err.offset, err.at.field), (0, "s"));
        assert!(matches!(
            err.kind,
            DecodeErrorKind::LengthPastEnd {
                length: 5,
                remaining: 1,
                ..
            }
        ));
        // Invalid UTF-8 is refused where the value starts.
        let err = Reader::new(&[2, 0xc3])
            .string(place!("", "s"), true)
            .unwrap_err();
        assert!(
            matches!(err.kind, DecodeErrorKind::InvalidUtf8 { valid_up_to: 0 }),
            "{err:?}"
        );
    }

    #[test]
    fn a_fixed_array_is_checked_by_its_size_alone() {
        // Three int32s with a compact count of 4: the fast path takes 1 + 12 bytes.
        let bytes = [4, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3];
        let mut r = Reader::new(&bytes);
        let a: Array<'_, i32> = r.array(place!("", "a"), 0, true).unwrap();
        assert_eq!(a.iter().collect::<std::vec::Vec<_>>(), [1, 2, 3]);
        assert_eq!(r.remaining(), 0);
        // One byte short: the error falls inside the last element.
        let err = Reader::new(&bytes[..12])
            .array::<i32>(place!("", "a"), 0, true)
            .unwrap_err();
        assert_eq!(err.offset, 9);
    }
}

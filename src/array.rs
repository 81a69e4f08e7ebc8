//! Arrays: validated wire bytes that decode lazily, or a slice the caller built.

use core::fmt;

use crate::error::{DecodeError, EncodeError, Place};
use crate::hook::{NoTrace, Trace, WireType};
use crate::primitives::Uuid;
use crate::reader::{Decode, Reader};
use crate::step::{Steps, Walk};
use crate::writer::{len, Encode, Writer};

/// A type that can be an array element: the primitives arrays use and every generated struct (through
/// one blanket impl over [`Decode`], [`Encode`] and [`Walk`]). Stepping over an element, its schema
/// name and its fixed size come from [`Walk`].
///
/// `flexible` says whether the message version uses compact encodings; structs know that themselves
/// and ignore it.
pub trait Element<'a>: Copy + Walk {
    /// Reads one element.
    fn read<T: Trace>(
        r: &mut Reader<'a, T>,
        version: i16,
        flexible: bool,
    ) -> Result<Self, DecodeError>;
    /// Writes one element of the array at `at` (which errors name).
    fn write(
        &self,
        w: &mut Writer<'_>,
        at: &'static Place,
        version: i16,
        flexible: bool,
    ) -> Result<(), EncodeError>;
    /// Bytes [`Element::write`] writes.
    fn len(&self, version: i16, flexible: bool) -> usize;
    /// Whether writing an element hands the writer to no call that is not inlined
    /// ([`Encode::FLAT`]).
    const FLAT: bool = false;

    // The array operations below are the element's, so that each type compiles only the path it
    // takes: a fixed-width number overrides them with its one-check fast paths, and every other
    // type keeps these defaults and compiles no number code.

    /// Reads a whole array of this element in one check, where one suffices: an untraced array of
    /// fixed-width numbers whose count and bytes are all there. `None` (having read nothing) sends
    /// the array down the general path, which reads every case and reports every error.
    #[inline(always)]
    fn read_array_fast<T: Trace>(
        r: &mut Reader<'a, T>,
        version: i16,
        flexible: bool,
    ) -> Option<Array<'a, Self>> {
        let _ = (r, version, flexible);
        None
    }
    /// Writes the elements of a built array, after its length prefix.
    #[inline(never)]
    fn write_slice(
        items: &[Self],
        w: &mut Writer<'_>,
        at: &'static Place,
        version: i16,
        flexible: bool,
    ) -> Result<(), EncodeError> {
        // By reference: a struct element is not copied out of the slice to be written. A flat
        // element through a local copy of the writer, which the compiler keeps in registers.
        let write = |w: &mut Writer<'_>| {
            for e in items {
                e.write(w, at, version, flexible)?;
            }
            Ok(())
        };
        match Self::FLAT {
            true => w.detached(write),
            false => write(w),
        }
    }
    /// Reads the next element of a wire array, whose bytes were validated when it was decoded.
    #[inline]
    fn read_validated(r: &mut Reader<'a, NoTrace>, version: i16, flexible: bool) -> Option<Self> {
        Self::read(r, version, flexible).ok()
    }
}

/// Every generated struct is an element.
impl<'a, S: Decode<'a> + Encode + Walk + Copy> Element<'a> for S {
    const FLAT: bool = S::FLAT;
    #[inline]
    fn read<T: Trace>(r: &mut Reader<'a, T>, version: i16, _: bool) -> Result<Self, DecodeError> {
        S::read(r, version)
    }
    #[inline]
    fn write(
        &self,
        w: &mut Writer<'_>,
        _: &'static Place,
        version: i16,
        _: bool,
    ) -> Result<(), EncodeError> {
        self.write(w, version)
    }
    #[inline]
    fn len(&self, version: i16, _: bool) -> usize {
        self.encoded_len(version)
    }
}

/// A fixed-width number: its schema name, wire type and the reader and writer method of its name.
macro_rules! fixed_element {
    ($t:ty, $name:literal, $ty:ident, $read:ident, $from:expr, $to:expr) => {
        impl Walk for $t {
            const NAME: &'static str = $name;
            const FIXED_SIZE: Option<usize> = Some(WireType::$ty.fixed_size());
            #[inline]
            fn walk<S: Steps>(s: &mut S, _: i16, _: bool) -> Result<(), DecodeError> {
                s.skip_fixed(&Place::NONE, WireType::$ty)
            }
        }
        impl<'a> Element<'a> for $t {
            fn read<T: Trace>(r: &mut Reader<'a, T>, _: i16, _: bool) -> Result<Self, DecodeError> {
                r.$read(&Place::NONE)
            }
            fn write(
                &self,
                w: &mut Writer<'_>,
                _: &'static Place,
                _: i16,
                _: bool,
            ) -> Result<(), EncodeError> {
                w.$read(*self)
            }
            fn len(&self, _: i16, _: bool) -> usize {
                WireType::$ty.fixed_size()
            }
            #[inline(always)]
            fn read_array_fast<T: Trace>(
                r: &mut Reader<'a, T>,
                version: i16,
                flexible: bool,
            ) -> Option<Array<'a, Self>> {
                let (bytes, n, at) = r.fixed_array_fast(WireType::$ty.fixed_size(), flexible)?;
                Some(Array::wire(bytes, n, at, version, flexible))
            }
            /// All the numbers after one bounds check.
            #[inline]
            fn write_slice(
                items: &[Self],
                w: &mut Writer<'_>,
                _: &'static Place,
                _: i16,
                _: bool,
            ) -> Result<(), EncodeError> {
                const SIZE: usize = WireType::$ty.fixed_size();
                let out = w.reserve(items.len().saturating_mul(SIZE))?;
                for (slot, e) in out.chunks_exact_mut(SIZE).zip(items) {
                    if let Some(slot) = slot.first_chunk_mut::<SIZE>() {
                        *slot = $to(*e);
                    }
                }
                Ok(())
            }
            /// Straight from the bytes: every bit pattern is a number.
            #[inline]
            fn read_validated(r: &mut Reader<'a, NoTrace>, _: i16, _: bool) -> Option<Self> {
                r.next_chunk::<{ WireType::$ty.fixed_size() }>().map($from)
            }
        }
    };
}

fixed_element!(i8, "int8", Int8, int8, i8::from_be_bytes, i8::to_be_bytes);
fixed_element!(
    i16,
    "int16",
    Int16,
    int16,
    i16::from_be_bytes,
    i16::to_be_bytes
);
fixed_element!(
    i32,
    "int32",
    Int32,
    int32,
    i32::from_be_bytes,
    i32::to_be_bytes
);
fixed_element!(
    i64,
    "int64",
    Int64,
    int64,
    i64::from_be_bytes,
    i64::to_be_bytes
);
fixed_element!(Uuid, "uuid", Uuid, uuid, Uuid, |u: Uuid| u.0);

impl Walk for &str {
    const NAME: &'static str = "string";
    #[inline]
    fn walk<S: Steps>(s: &mut S, _: i16, flexible: bool) -> Result<(), DecodeError> {
        s.skip_string(&Place::NONE, flexible, false)
    }
}

impl<'a> Element<'a> for &'a str {
    fn read<T: Trace>(r: &mut Reader<'a, T>, _: i16, flexible: bool) -> Result<Self, DecodeError> {
        r.string(&Place::NONE, flexible)
    }
    fn write(
        &self,
        w: &mut Writer<'_>,
        at: &'static Place,
        _: i16,
        flexible: bool,
    ) -> Result<(), EncodeError> {
        w.string(at, self, flexible)
    }
    fn len(&self, _: i16, flexible: bool) -> usize {
        len::string(self, flexible)
    }
}

/// An array field: either bytes from the wire, validated when the message was decoded and decoded
/// again element by element as you iterate, or a slice of values you built.
///
/// Iteration never fails: a wire array was validated in full before the message decode returned.
///
/// ```
/// use kafka_view::messages::metadata::{MetadataResponse, MetadataResponseBroker};
/// use kafka_view::messages::Response;
/// use kafka_view::{decode_response, encode_response, ApiKey, ResponseHeader, types::Array};
///
/// // Built: an array over values you own.
/// let brokers = [
///     MetadataResponseBroker { node_id: 1, host: "b1", port: 9092, ..Default::default() },
///     MetadataResponseBroker { node_id: 2, host: "b2", port: 9093, ..Default::default() },
/// ];
/// let body = MetadataResponse { brokers: Array::new(&brokers), ..Default::default() };
/// let mut buf = [0u8; 128];
/// let n = encode_response(&ResponseHeader::default(), &Response::Metadata(body), 12, &mut buf)?;
///
/// // Decoded: the same array as validated wire bytes, each element decoded as you reach it.
/// let decoded = decode_response(&buf[..n], ApiKey::METADATA, 12)?;
/// let Response::Metadata(m) = decoded.body else { unreachable!() };
/// assert_eq!(m.brokers.len(), 2);
/// let hosts: Vec<(&str, i32)> = m.brokers.iter().map(|b| (b.host, b.port)).collect();
/// assert_eq!(hosts, [("b1", 9092), ("b2", 9093)]);
/// assert_eq!(m.brokers.get(1).map(|b| b.node_id), Some(2));
/// assert!(m.brokers.wire_bytes().is_some() && body.brokers.wire_bytes().is_none());
/// # Ok::<(), kafka_view::Error>(())
/// ```
///
/// What iterating a wire array costs:
/// - Numbers (`int8` to `int64`, `uuid`) are read straight from the bytes.
/// - A struct element is built field by field: its strings are checked as UTF-8 again (a `&str` can
///   only be made that way without `unsafe`), but its own arrays are not decoded. They are stepped over
///   by their length prefixes (their [`Walk`] over bytes already validated) to find where the next field
///   starts, and decode only when you iterate them in turn.
/// - Without a trace, the decode that validates a message steps over array elements the same way
///   (checking everything, building nothing), so it never builds a struct element it does not return.
pub struct Array<'a, T> {
    repr: Repr<'a, T>,
}

enum Repr<'a, T> {
    Wire {
        bytes: &'a [u8],
        count: usize,
        offset: usize,
        version: i16,
        flexible: bool,
    },
    Slice(&'a [T]),
}

impl<T> Clone for Repr<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Repr<'_, T> {}
impl<T> Clone for Array<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Array<'_, T> {}

impl<'a, T> Array<'a, T> {
    /// An array of the given elements, for encoding.
    pub const fn new(items: &'a [T]) -> Self {
        Array {
            repr: Repr::Slice(items),
        }
    }

    /// The empty array.
    pub const fn empty() -> Self {
        Array::new(&[])
    }

    pub(crate) const fn wire(
        bytes: &'a [u8],
        count: usize,
        offset: usize,
        version: i16,
        flexible: bool,
    ) -> Self {
        Array {
            repr: Repr::Wire {
                bytes,
                count,
                offset,
                version,
                flexible,
            },
        }
    }

    /// Number of elements.
    pub const fn len(&self) -> usize {
        match self.repr {
            Repr::Wire { count, .. } => count,
            Repr::Slice(s) => s.len(),
        }
    }

    /// Whether there are no elements.
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// For an array decoded from the wire: its element bytes (after the length prefix), the byte offset
    /// they started at, and the version they were encoded at.
    pub const fn wire_bytes(&self) -> Option<(&'a [u8], usize, i16)> {
        match self.repr {
            Repr::Wire {
                bytes,
                offset,
                version,
                ..
            } => Some((bytes, offset, version)),
            Repr::Slice(_) => None,
        }
    }
}

impl<'a, T: Element<'a>> Array<'a, T> {
    /// The elements, in order.
    pub fn iter(&self) -> Iter<'a, T> {
        let repr = match self.repr {
            Repr::Wire {
                bytes,
                count,
                offset,
                version,
                flexible,
            } => IterRepr::Wire(WireIter {
                reader: Reader::validated(bytes, offset),
                left: count,
                version,
                flexible,
            }),
            Repr::Slice(s) => IterRepr::Slice(s.iter()),
        };
        Iter { repr }
    }

    /// The element at `index`, decoding those before it for a wire array.
    pub fn get(&self, index: usize) -> Option<T> {
        self.iter().nth(index)
    }

    /// Bytes the array takes at `version`, length prefix included.
    #[inline(always)]
    pub fn encoded_len(&self, version: i16, flexible: bool) -> usize {
        let prefix = len::length(Some(self.len()), flexible, true);
        match (T::FIXED_SIZE, self.repr) {
            (Some(size), _) => prefix + self.len().saturating_mul(size),
            (
                None,
                Repr::Wire {
                    bytes, version: v, ..
                },
            ) if v == version => prefix + bytes.len(),
            (None, _) => prefix + self.elements_len(version, flexible),
        }
    }

    /// Bytes of elements that must be measured one by one.
    #[inline(never)]
    fn elements_len(&self, version: i16, flexible: bool) -> usize {
        let mut n = 0;
        match self.repr {
            Repr::Slice(s) => {
                for e in s {
                    n += e.len(version, flexible);
                }
            }
            Repr::Wire { .. } => {
                for e in self.iter() {
                    n += e.len(version, flexible);
                }
            }
        }
        n
    }

    /// Writes the length prefix and the elements. A wire array written at the version it was read at
    /// is copied as bytes.
    #[inline(always)]
    pub fn write(
        &self,
        w: &mut Writer<'_>,
        at: &'static Place,
        version: i16,
        flexible: bool,
    ) -> Result<(), EncodeError> {
        w.length(at, Some(self.len()), flexible, true)?;
        match self.repr {
            Repr::Wire {
                bytes, version: v, ..
            } if v == version => w.put_raw_array(bytes),
            Repr::Slice(s) => T::write_slice(s, w, at, version, flexible),
            Repr::Wire { .. } => w.detached(|w| self.rewrite(w, at, version, flexible)),
        }
    }

    /// Writes a wire array's elements one by one, at a version other than the one it was read at:
    /// each through [`Element::write_slice`], the code that writes a built array, rather than a
    /// second copy of it (this path is rare).
    #[inline(never)]
    fn rewrite(
        &self,
        w: &mut Writer<'_>,
        at: &'static Place,
        version: i16,
        flexible: bool,
    ) -> Result<(), EncodeError> {
        for e in self.iter() {
            T::write_slice(core::slice::from_ref(&e), w, at, version, flexible)?;
        }
        Ok(())
    }
}

/// Bytes a nullable array takes, length prefix included.
pub fn nullable_len<'a, T: Element<'a>>(
    v: &Option<Array<'a, T>>,
    version: i16,
    flexible: bool,
) -> usize {
    match v {
        Some(a) => a.encoded_len(version, flexible),
        None => len::length(None, flexible, true),
    }
}

/// Writes a nullable array; `None` is an error unless `nullable`.
pub fn encode_nullable<'a, T: Element<'a>>(
    v: &Option<Array<'a, T>>,
    w: &mut Writer<'_>,
    at: &'static Place,
    version: i16,
    flexible: bool,
    nullable: bool,
) -> Result<(), EncodeError> {
    match v {
        Some(a) => a.write(w, at, version, flexible),
        None if nullable => w.length(at, None, flexible, true),
        None => Err(EncodeError::NullNotAllowed { at, version }),
    }
}

impl<T> Default for Array<'_, T> {
    fn default() -> Self {
        Array::empty()
    }
}

impl<'a, T: Element<'a> + PartialEq> PartialEq for Array<'a, T> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl<'a, T: Element<'a> + fmt::Debug> fmt::Debug for Array<'a, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut list = f.debug_list();
        for e in self.iter() {
            list.entry(&e);
        }
        list.finish()
    }
}

#[cfg(feature = "defmt")]
impl<'a, T: Element<'a> + defmt::Format> defmt::Format for Array<'a, T> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "[");
        for (i, e) in self.iter().enumerate() {
            if i > 0 {
                defmt::write!(f, ", ");
            }
            defmt::write!(f, "{}", e);
        }
        defmt::write!(f, "]");
    }
}

impl<'a, T: Element<'a>> IntoIterator for Array<'a, T> {
    type Item = T;
    type IntoIter = Iter<'a, T>;
    fn into_iter(self) -> Iter<'a, T> {
        self.iter()
    }
}

impl<'a, T: Element<'a>> IntoIterator for &Array<'a, T> {
    type Item = T;
    type IntoIter = Iter<'a, T>;
    fn into_iter(self) -> Iter<'a, T> {
        self.iter()
    }
}

/// Iterator over an [`Array`]'s elements, by value.
pub struct Iter<'a, T> {
    repr: IterRepr<'a, T>,
}

enum IterRepr<'a, T> {
    Wire(WireIter<'a>),
    Slice(core::slice::Iter<'a, T>),
}

/// Where an iteration over a wire array is: the same for every element type.
struct WireIter<'a> {
    reader: Reader<'a, NoTrace>,
    left: usize,
    version: i16,
    flexible: bool,
}

impl<'a, T: Element<'a>> Iterator for Iter<'a, T> {
    type Item = T;

    #[inline]
    fn next(&mut self) -> Option<T> {
        match &mut self.repr {
            IterRepr::Wire(it) => {
                it.left = it.left.checked_sub(1)?;
                // The bytes were validated when the array was decoded, so this cannot fail; if it
                // somehow did, the iteration ends rather than panicking.
                let item = T::read_validated(&mut it.reader, it.version, it.flexible);
                if item.is_none() {
                    it.left = 0;
                }
                item
            }
            IterRepr::Slice(it) => it.next().copied(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = match &self.repr {
            IterRepr::Wire(it) => it.left,
            IterRepr::Slice(it) => it.len(),
        };
        (n, Some(n))
    }
}

impl<'a, T: Element<'a>> ExactSizeIterator for Iter<'a, T> {}

//! The hook the decoders report to; its public home, with its documentation, is [`crate::trace`].

use crate::primitives::Uuid;

/// The wire type of one value, as read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum WireType {
    /// int8.
    Int8,
    /// int16, big-endian.
    Int16,
    /// int32, big-endian.
    Int32,
    /// int64, big-endian.
    Int64,
    /// uint16, big-endian.
    Uint16,
    /// uint32, big-endian.
    Uint32,
    /// IEEE 754 double, big-endian.
    Float64,
    /// One byte: 0 is false, any other value true (written as 1).
    Bool,
    /// 16 bytes.
    Uuid,
    /// Zig-zag varint, 32 bits.
    Varint,
    /// Zig-zag varint, 64 bits.
    Varlong,
    /// Unsigned varint, 32 bits.
    Uvarint,
    /// int16 length, then UTF-8.
    String,
    /// Unsigned-varint length plus one, then UTF-8.
    CompactString,
    /// int32 length, then bytes.
    Bytes,
    /// Unsigned-varint length plus one, then bytes.
    CompactBytes,
    /// int32 length, then record batches.
    Records,
    /// Unsigned-varint length plus one, then record batches.
    CompactRecords,
    /// int32 element count.
    ArrayLength,
    /// Unsigned-varint element count plus one.
    CompactArrayLength,
    /// Unsigned-varint count of tagged fields.
    TaggedCount,
    /// Unsigned-varint tag number.
    Tag,
    /// Unsigned-varint payload size of a tagged field.
    TagSize,
}

impl WireType {
    /// The size in bytes of a fixed-width type (the numbers, bool and uuid); 0 for the others.
    pub const fn fixed_size(self) -> usize {
        match self {
            WireType::Int8 | WireType::Bool => 1,
            WireType::Int16 | WireType::Uint16 => 2,
            WireType::Int32 | WireType::Uint32 => 4,
            WireType::Int64 | WireType::Float64 => 8,
            WireType::Uuid => 16,
            _ => 0,
        }
    }

    /// The schema-style name of the type ("int16", "compact string", ...).
    pub const fn as_str(self) -> &'static str {
        match self {
            WireType::Int8 => "int8",
            WireType::Int16 => "int16",
            WireType::Int32 => "int32",
            WireType::Int64 => "int64",
            WireType::Uint16 => "uint16",
            WireType::Uint32 => "uint32",
            WireType::Float64 => "float64",
            WireType::Bool => "bool",
            WireType::Uuid => "uuid",
            WireType::Varint => "varint",
            WireType::Varlong => "varlong",
            WireType::Uvarint => "uvarint",
            WireType::String => "string",
            WireType::CompactString => "compact string",
            WireType::Bytes => "bytes",
            WireType::CompactBytes => "compact bytes",
            WireType::Records => "records",
            WireType::CompactRecords => "compact records",
            WireType::ArrayLength => "int32 length",
            WireType::CompactArrayLength => "uvarint length",
            WireType::TaggedCount => "uvarint",
            WireType::Tag => "uvarint tag",
            WireType::TagSize => "uvarint size",
        }
    }
}

/// A decoded value handed to [`Trace::field`].
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Value<'a> {
    /// A signed integer of any width.
    Int(i64),
    /// An unsigned integer of any width.
    Uint(u64),
    /// A float64.
    Float(f64),
    /// A bool.
    Bool(bool),
    /// A UUID.
    Uuid(Uuid),
    /// A string.
    Str(&'a str),
    /// A byte array or records field.
    Bytes(&'a [u8]),
    /// A null string, byte array, records field or array.
    Null,
}

/// A structural node that the decoder enters and leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Node {
    /// A struct (a message body, a nested struct or an array element's struct).
    Struct {
        /// Schema name of the struct type.
        name: &'static str,
    },
    /// A struct-typed field (not in an array).
    Field {
        /// Schema name of the field.
        name: &'static str,
        /// Schema type of the field.
        ty: &'static str,
    },
    /// An array field, from its length prefix to its last element.
    Array {
        /// Schema name of the field.
        name: &'static str,
        /// Schema name of the element type ("int32", "CreatableRenewers").
        element: &'static str,
    },
    /// One element of an array.
    Element {
        /// Position in the array.
        index: usize,
    },
    /// A tagged-field section, from its count to its last field.
    TaggedFields,
    /// One tagged field, from its tag to the end of its payload.
    TaggedField {
        /// The tag.
        tag: u32,
    },
}

/// One field read by the decoder.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FieldEvent<'a> {
    /// Schema name of the field (or "length", "tag", "size" for prefixes).
    pub name: &'static str,
    /// How it was encoded.
    pub ty: WireType,
    /// What it decoded to.
    pub value: Value<'a>,
    /// For length-prefixed values: the length prefix as read (the raw int16/int32, or the uvarint, which
    /// is the length plus one in compact encodings).
    pub prefix: Option<i64>,
    /// Whether the field carries a credential.
    pub secret: bool,
    /// Byte offset of its first byte.
    pub offset: usize,
    /// Its size in bytes, prefix included.
    pub size: usize,
}

/// Receives the decoder's walk. Every method has an empty default.
pub trait Trace {
    /// Whether this trace records anything. When `false` the reader takes fast paths that skip the
    /// per-element events (an array of fixed-width numbers is checked by its size alone).
    const ACTIVE: bool = true;
    /// Whether a traced decode builds each array element as it reports it (its `Decode`) rather
    /// than stepping over it (its `Walk`). Both report the same events and fail with the same errors
    /// (`tests/it/build_vs_step.rs` holds them to it); stepping is cheaper, and is what a trace gets by default.
    /// Building is the reference the tests compare with.
    #[doc(hidden)]
    const BUILD_ELEMENTS: bool = false;
    /// A node starts at `offset`.
    fn enter(&mut self, _node: Node, _offset: usize) {}
    /// The node entered last ends just before `offset`.
    fn leave(&mut self, _offset: usize) {}
    /// A field was read.
    fn field(&mut self, _event: &FieldEvent<'_>) {}
}

/// The trace that does nothing; decoding with it costs nothing extra.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct NoTrace;

impl Trace for NoTrace {
    const ACTIVE: bool = false;
}

impl<T: Trace + ?Sized> Trace for &mut T {
    const ACTIVE: bool = T::ACTIVE;
    const BUILD_ELEMENTS: bool = T::BUILD_ELEMENTS;
    #[inline]
    fn enter(&mut self, node: Node, offset: usize) {
        (**self).enter(node, offset)
    }
    #[inline]
    fn leave(&mut self, offset: usize) {
        (**self).leave(offset)
    }
    #[inline]
    fn field(&mut self, event: &FieldEvent<'_>) {
        (**self).field(event)
    }
}

/// A [`Trace`]'s three events, callable through `dyn` (a `Trace` itself is not, for its constants).
pub(crate) trait Events {
    fn enter(&mut self, node: Node, offset: usize);
    fn leave(&mut self, offset: usize);
    fn field(&mut self, event: &FieldEvent<'_>);
}

impl<T: Trace> Events for T {
    fn enter(&mut self, node: Node, offset: usize) {
        Trace::enter(self, node, offset)
    }
    fn leave(&mut self, offset: usize) {
        Trace::leave(self, offset)
    }
    fn field(&mut self, event: &FieldEvent<'_>) {
        Trace::field(self, event)
    }
}

/// A trace that hands each event to another one through `dyn`, so that every traced decode through
/// it runs one compiled decoder, whichever trace is behind it.
///
/// A decoder is compiled for each trace type it is called with: in a program with two traces, every
/// message's traced decoder is compiled twice. Wrapping both in `Shared` compiles it once, at the
/// cost of an indirect call per event. This crate's mutator and round-trip checker both decode
/// through it. The wrapped trace's events are all passed on; its [`Trace::BUILD_ELEMENTS`] is not
/// (elements are stepped over).
///
/// ```
/// use kafka_view::trace::{decode_response_traced, FieldEvent, Shared, Trace};
/// use kafka_view::ApiKey;
///
/// #[derive(Default)]
/// struct Count(usize);
/// impl Trace for Count {
///     fn field(&mut self, _: &FieldEvent<'_>) {
///         self.0 += 1;
///     }
/// }
///
/// // A SaslHandshake v1 response: size, correlation id, error code 0, one mechanism "PLAIN".
/// let frame = [0, 0, 0, 17, 0, 0, 0, 7, 0, 0, 0, 0, 0, 1, 0, 5, b'P', b'L', b'A', b'I', b'N'];
/// let mut count = Count::default();
/// decode_response_traced(&frame, ApiKey::SASL_HANDSHAKE, 1, Shared::new(&mut count)).unwrap();
/// // Size, correlation id, error code, the array's length, the mechanism.
/// assert_eq!(count.0, 5);
/// ```
pub struct Shared<'t>(pub(crate) &'t mut (dyn Events + 't));

impl<'t> Shared<'t> {
    /// Passes every event on to `trace`.
    pub fn new<T: Trace>(trace: &'t mut T) -> Self {
        Shared(trace)
    }
}

impl core::fmt::Debug for Shared<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Shared(..)")
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for Shared<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "Shared(..)")
    }
}

impl Trace for Shared<'_> {
    fn enter(&mut self, node: Node, offset: usize) {
        self.0.enter(node, offset)
    }
    fn leave(&mut self, offset: usize) {
        self.0.leave(offset)
    }
    fn field(&mut self, event: &FieldEvent<'_>) {
        self.0.field(event)
    }
}

//! Decode and encode errors: small `Copy` values that say what went wrong, where, and in which field.

use core::fmt;

/// The kind of length or count prefix a [`DecodeErrorKind`] talks about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Prefix {
    /// An int16 string length.
    String,
    /// An unsigned-varint string length plus one.
    CompactString,
    /// An int32 byte-array length.
    Bytes,
    /// An unsigned-varint byte-array length plus one.
    CompactBytes,
    /// An int32 array element count.
    Array,
    /// An unsigned-varint array element count plus one.
    CompactArray,
    /// The unsigned-varint count of a tagged-field section.
    TaggedFields,
    /// The unsigned-varint size of one tagged field.
    TaggedField,
    /// The int32 size prefix of a frame.
    Frame,
    /// The int8 presence marker of a nullable struct.
    Struct,
    /// The int32 length of a record batch (or of a magic 0/1 message set entry).
    Batch,
    /// A zig-zag varint length or count inside a record (record, key, value, header count and lengths).
    Varint,
}

impl Prefix {
    /// The length prefix of a string: compact in flexible versions, int16 otherwise.
    pub const fn string(flexible: bool) -> Prefix {
        if flexible {
            Prefix::CompactString
        } else {
            Prefix::String
        }
    }

    /// The length prefix of a byte array or records field: compact in flexible versions, int32
    /// otherwise.
    pub const fn bytes(flexible: bool) -> Prefix {
        if flexible {
            Prefix::CompactBytes
        } else {
            Prefix::Bytes
        }
    }

    /// The count prefix of an array: compact in flexible versions, int32 otherwise.
    pub const fn array(flexible: bool) -> Prefix {
        if flexible {
            Prefix::CompactArray
        } else {
            Prefix::Array
        }
    }

    /// The prefix as words, as used in error messages ("compact string").
    pub const fn as_str(self) -> &'static str {
        match self {
            Prefix::String => "string",
            Prefix::CompactString => "compact string",
            Prefix::Bytes => "bytes",
            Prefix::CompactBytes => "compact bytes",
            Prefix::Array => "array",
            Prefix::CompactArray => "compact array",
            Prefix::TaggedFields => "tagged-field section",
            Prefix::TaggedField => "tagged field",
            Prefix::Frame => "frame",
            Prefix::Struct => "struct marker",
            Prefix::Batch => "record batch",
            Prefix::Varint => "varint",
        }
    }
}

/// `"s"` unless `n` is 1.
const fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// What went wrong while decoding.
///
/// The variants come in the order of the layers that report them: the wire's values (lengths,
/// counts, nulls, strings, varints, tagged fields, trailing bytes), frames and headers, record
/// batches, compressed records, and what callers compose around the decoder (nom, the walk). They
/// are one enum, not one per layer, because every layer reports its failures as the same
/// [`DecodeError`], with the byte offset and field: an error passes up through `?` unchanged, and
/// this module, which every layer uses, depends on none of them. A length's layer is in its
/// [`Prefix`] (a frame's size, a batch's length, a record's varints).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
#[non_exhaustive]
pub enum DecodeErrorKind {
    /// The input ended inside a fixed-size value.
    UnexpectedEnd {
        /// Bytes the value needs.
        needed: usize,
        /// Bytes that were left.
        remaining: usize,
    },
    /// A length prefix points past the end of the input.
    LengthPastEnd {
        /// Which prefix.
        prefix: Prefix,
        /// The length it declared.
        length: u64,
        /// Bytes that were left after the prefix.
        remaining: usize,
    },
    /// An element or tag count is larger than the bytes left, so it cannot be honest.
    CountPastEnd {
        /// Which prefix.
        prefix: Prefix,
        /// The count it declared.
        count: u64,
        /// Bytes that were left after the prefix.
        remaining: usize,
    },
    /// A negative frame size, or a record's length below -1. (In messages every negative length or
    /// count is a null, as in Kafka's generated readers.)
    NegativeLength {
        /// Which prefix.
        prefix: Prefix,
        /// The length it declared.
        length: i64,
    },
    /// A null where the field is not nullable in this version.
    NullNotAllowed {
        /// Which prefix carried the null.
        prefix: Prefix,
    },
    /// A string is not valid UTF-8.
    InvalidUtf8 {
        /// Bytes of the string that were valid before the first bad one.
        valid_up_to: usize,
    },
    /// A varint is longer than its type allows (5 bytes for 32 bits, 10 for 64).
    VarintTooLong {
        /// The most bytes this varint may take.
        max_bytes: u8,
    },
    /// A length or count above a limit of Kafka's readers: a compact string longer than 32,767 bytes,
    /// an array of more than 1,000,000 elements, a section of more than 10,000 tagged fields.
    OverLimit {
        /// Which prefix carried it.
        prefix: Prefix,
        /// The length or count found.
        length: u64,
        /// Kafka's limit.
        max: u64,
    },
    /// A tag of a field this struct has in other versions but not in the one read (Kafka refuses it
    /// rather than keep it as an unknown tag).
    TagNotInVersion {
        /// The tag.
        tag: u32,
        /// The version read.
        version: i16,
    },
    /// A tag not greater than the one before it in the same section.
    TagOutOfOrder {
        /// The tag found.
        tag: u32,
        /// The tag before it.
        previous: u32,
    },
    /// The same tag twice in one section.
    DuplicateTag {
        /// The repeated tag.
        tag: u32,
    },
    /// A known tagged field whose payload is longer than its value.
    TaggedFieldNotConsumed {
        /// The tag.
        tag: u32,
        /// Bytes of the payload left unread.
        unread: usize,
    },
    /// Bytes left over after a complete message or frame.
    TrailingBytes {
        /// How many.
        count: usize,
    },
    /// An API key this crate has no schema for.
    UnknownApiKey {
        /// The key found.
        api_key: i16,
    },
    /// A frame of another API than the message type it was decoded as
    /// ([`decode_request_as`](crate::typed::decode_request_as)).
    WrongApiKey {
        /// The key in the frame.
        found: i16,
        /// The key of the type asked for.
        expected: i16,
        /// The name of the type asked for.
        message: &'static str,
    },
    /// A version outside the message's valid range.
    UnsupportedVersion {
        /// The API key.
        api_key: i16,
        /// The version asked for.
        version: i16,
        /// Lowest valid version.
        min: i16,
        /// Highest valid version.
        max: i16,
    },
    /// A frame size above the configured maximum.
    FrameTooLarge {
        /// The size declared.
        size: usize,
        /// The maximum allowed.
        max: usize,
    },
    /// The frame's size prefix disagrees with the bytes given.
    FrameSizeMismatch {
        /// The size the prefix declared (bytes after the prefix).
        declared: usize,
        /// The bytes actually given after the prefix.
        actual: usize,
    },
    /// A record batch's length is below the smallest batch of its magic (49 for v2: the header after
    /// the length field).
    BatchTooShort {
        /// The length the batch declared (bytes after the length field).
        length: i32,
        /// The smallest legal length.
        min: usize,
    },
    /// A record batch magic byte other than 0, 1 or 2; or 0 or 1 where a v2 batch must be (this
    /// crate frames magic 0 and 1 entries but does not decode their messages).
    UnsupportedMagic {
        /// The magic found.
        magic: i8,
    },
    /// The CRC-32C stored in a record batch differs from the one computed over its bytes.
    CrcMismatch {
        /// The CRC in the batch header.
        stored: u32,
        /// The CRC of the bytes from the attributes to the end of the batch.
        computed: u32,
    },
    /// A record batch's record count disagrees with the records its bytes hold.
    RecordCountMismatch {
        /// The count in the batch header.
        declared: i32,
        /// The records found.
        found: usize,
    },
    /// A compression codec id (attribute bits 0-2) with no codec: unknown to Kafka (5-7), or not
    /// handled by the codec given (a cargo feature left off).
    UnsupportedCompression {
        /// The codec id.
        id: u8,
    },
    /// Compressed records are not valid for their codec; the reason names what is wrong.
    CorruptCompressed {
        /// What is wrong, in a few words.
        reason: &'static str,
    },
    /// Decompressed records would not fit the caller's buffer (nothing is reallocated).
    OutputTooLarge {
        /// Bytes the buffer holds.
        capacity: usize,
    },
    /// A size declared in compressed data (a length, window or content size) is above the
    /// caller's limit.
    DeclaredSizeTooLarge {
        /// The size declared.
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// Decompression would produce more than the caller's ratio allows for the compressed bytes.
    RatioTooLarge {
        /// Compressed bytes.
        compressed: usize,
        /// Decompressed bytes produced or declared.
        decompressed: u64,
        /// The largest decompressed-to-compressed ratio allowed.
        max_ratio: u32,
    },
    /// A parser composed around this crate's refused the input (a nom combinator, feature `nom`).
    Rejected {
        /// What refused it: the innermost `context` label around the failing combinator, or "nom".
        parser: &'static str,
    },
    /// A [walk](crate::walk)'s input ended before the length it was given: the frame was cut short
    /// (the decoder, given the bytes that came, would refuse the frame's size).
    InputEnded {
        /// The frame length the walk was given.
        expected: usize,
        /// Bytes the input gave.
        read: usize,
    },
    /// A [walk](crate::walk) was given a buffer shorter than [`MIN_BUFFER`](crate::walk::MIN_BUFFER).
    WalkBufferTooSmall {
        /// The smallest buffer a walk takes.
        needed: usize,
        /// The buffer's length.
        available: usize,
    },
}

impl fmt::Display for DecodeErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use DecodeErrorKind::*;
        match *self {
            UnexpectedEnd { needed, remaining } => write!(
                f,
                "needs {needed} byte{} but {remaining} remain{}",
                if needed == 1 { "" } else { "s" },
                if remaining == 1 { "s" } else { "" }
            ),
            LengthPastEnd {
                prefix,
                length,
                remaining,
            } => write!(
                f,
                "{} length {length} exceeds {remaining} remaining byte{}",
                prefix.as_str(),
                plural(remaining)
            ),
            CountPastEnd {
                prefix,
                count,
                remaining,
            } => write!(
                f,
                "{} count {count} exceeds {remaining} remaining byte{}",
                prefix.as_str(),
                plural(remaining)
            ),
            NegativeLength { prefix, length } => {
                write!(f, "{} length {length} is negative", prefix.as_str())
            }
            NullNotAllowed { prefix } => {
                write!(
                    f,
                    "null {} where the field is not nullable",
                    prefix.as_str()
                )
            }
            InvalidUtf8 { valid_up_to } => {
                write!(
                    f,
                    "string is not valid UTF-8 after {valid_up_to} byte{}",
                    plural(valid_up_to)
                )
            }
            VarintTooLong { max_bytes } => write!(f, "varint longer than {max_bytes} bytes"),
            OverLimit {
                prefix,
                length,
                max,
            } => {
                let what = match prefix {
                    Prefix::Array | Prefix::CompactArray | Prefix::TaggedFields => "count",
                    _ => "length",
                };
                write!(
                    f,
                    "{} {what} {length} is above Kafka's limit of {max}",
                    prefix.as_str()
                )
            }
            TagNotInVersion { tag, version } => write!(
                f,
                "tag {tag} belongs to a field that version {version} does not have"
            ),
            TagOutOfOrder { tag, previous } => {
                write!(f, "tag {tag} follows tag {previous}; tags must ascend")
            }
            DuplicateTag { tag } => write!(f, "tag {tag} appears twice"),
            TaggedFieldNotConsumed { tag, unread } => {
                write!(
                    f,
                    "tagged field {tag} has {unread} byte{} past its value",
                    plural(unread)
                )
            }
            TrailingBytes { count } => write!(
                f,
                "{count} byte{} left over after the message",
                plural(count)
            ),
            UnknownApiKey { api_key } => write!(f, "unknown API key {api_key}"),
            InputEnded { expected, read } => write!(
                f,
                "the input ended after {read} of the frame's {expected} bytes"
            ),
            WalkBufferTooSmall { needed, available } => write!(
                f,
                "a walk needs a buffer of {needed} bytes or more, not {available}"
            ),
            WrongApiKey {
                found,
                expected,
                message,
            } => write!(
                f,
                "API key {:?} where {message} ({:?}) was expected",
                crate::api::ApiKey(found),
                crate::api::ApiKey(expected)
            ),
            UnsupportedVersion {
                api_key,
                version,
                min,
                max,
            } => {
                let range = crate::api::VersionRange::new(min, max);
                match crate::api::ApiKey(api_key).name() {
                    Some(name) => write!(
                        f,
                        "version {version} of {name} (key {api_key}) is outside {range}"
                    ),
                    None if api_key < 0 => write!(f, "version {version} is outside {range}"),
                    None => write!(
                        f,
                        "version {version} of API key {api_key} is outside {range}"
                    ),
                }
            }
            FrameTooLarge { size, max } => {
                write!(f, "frame size {size} exceeds the maximum {max}")
            }
            FrameSizeMismatch { declared, actual } => write!(
                f,
                "frame size prefix says {declared} byte{} but {actual} follow{}",
                plural(declared),
                if actual == 1 { "s" } else { "" }
            ),
            BatchTooShort { length, min } => {
                write!(f, "record batch length {length} is below the minimum {min}")
            }
            UnsupportedMagic { magic: magic @ (0 | 1) } => write!(
                f,
                "magic {magic} messages (before Kafka 0.11) are framed, not decoded"
            ),
            UnsupportedMagic { magic } => {
                write!(f, "record batch magic {magic} is not 0, 1 or 2")
            }
            CrcMismatch { stored, computed } => write!(
                f,
                "record batch CRC-32C {stored:#010x} differs from the computed {computed:#010x}"
            ),
            RecordCountMismatch { declared, found } => write!(
                f,
                "record batch declares {declared} record{} but holds {found}",
                if declared == 1 { "" } else { "s" }
            ),
            UnsupportedCompression { id } => write!(f, "no codec for compression id {id}"),
            CorruptCompressed { reason } => write!(f, "corrupt compressed data: {reason}"),
            OutputTooLarge { capacity } => write!(
                f,
                "decompressed records exceed the {capacity}-byte buffer"
            ),
            DeclaredSizeTooLarge { size, limit } => {
                write!(f, "declared size {size} exceeds the limit {limit}")
            }
            RatioTooLarge {
                compressed,
                decompressed,
                max_ratio,
            } => write!(
                f,
                "{compressed} compressed bytes would give {decompressed}, past the ratio limit {max_ratio}"
            ),
            Rejected { parser } => write!(f, "refused by the {parser} parser"),
        }
    }
}

/// A decoding failure: what went wrong, at which byte offset, in which message and field.
///
/// Displays as one line, e.g.
/// `CreatableRenewers.PrincipalName at byte 18: compact string length 300 exceeds 9 remaining bytes`.
///
/// It names the field with one pointer to its [`Place`], as [`EncodeError`] does: 40 bytes on a 64-bit
/// target, held by a `const` assertion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DecodeError {
    /// What went wrong.
    pub kind: DecodeErrorKind,
    /// Byte offset from the start of the buffer handed to the decoder (the frame, for frame-level calls).
    pub offset: usize,
    /// The message or struct being read and the field in it, by their schema names. The message is
    /// empty outside any message (a frame's size), and the field is empty where the error is about the
    /// struct as a whole (bytes left after it).
    pub at: &'static Place,
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.at.message.is_empty(), self.at.field.is_empty()) {
            (true, true) => f.write_str("input")?,
            _ => write!(f, "{}", self.at)?,
        }
        write!(f, " at byte {}: {}", self.offset, self.kind)
    }
}

/// A field of a message or struct, by the schema names of both: where an [`EncodeError`] happened.
///
/// Every field has one, as a `static`, so that an error names it with one pointer. A `field` left
/// empty stands for the whole message, and a `message` left empty for a frame-level value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Place {
    /// The schema name of the message or struct ("CreatableRenewers").
    pub message: &'static str,
    /// The schema name of the field ("PrincipalName").
    pub field: &'static str,
}

impl Place {
    /// No message and no field. A decode error built with it names the struct being read (the
    /// elements of an array of numbers or strings have no field of their own), or the input as a
    /// whole outside any struct.
    pub const NONE: Place = Place::new("", "");

    /// The place of field `field` of `message`.
    pub const fn new(message: &'static str, field: &'static str) -> Place {
        Place { message, field }
    }

    /// What an error in `field` names while a cursor is inside the struct at `within`: `field`
    /// itself, or `within` for [`Place::NONE`]. The one place this rule is written; both the
    /// reader and the stream walker name their errors through it.
    pub(crate) fn or_within(field: &'static Place, within: &'static Place) -> &'static Place {
        if *field == Place::NONE {
            within
        } else {
            field
        }
    }
}

/// The `&'static` [`Place`] of field `$field` of `$message`, for hand-written readers.
macro_rules! place {
    ($message:literal, $field:literal) => {
        &$crate::error::Place {
            message: $message,
            field: $field,
        }
    };
}
pub(crate) use place;

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.message.is_empty(), self.field.is_empty()) {
            (false, false) => write!(f, "{}.{}", self.message, self.field),
            (false, true) => f.write_str(self.message),
            (true, false) => f.write_str(self.field),
            (true, true) => f.write_str("the value"),
        }
    }
}

/// An encoding failure.
///
/// It is two machine words (`Result<usize, EncodeError>` too, so an encoder returns it in
/// registers): a field is named by a pointer to its [`Place`], and sizes are `u32`, which holds any
/// frame Kafka accepts (a frame's size is an int32). A size beyond `u32::MAX` is reported as
/// `u32::MAX`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
#[non_exhaustive]
pub enum EncodeError {
    /// The output buffer cannot hold the encoding.
    BufferTooSmall {
        /// Bytes the encoding needs in all.
        needed: u32,
        /// Bytes the buffer has.
        available: u32,
    },
    /// The version is outside the message's valid range.
    UnsupportedVersion {
        /// The message.
        at: &'static Place,
        /// The version asked for.
        version: i16,
    },
    /// A field that does not exist in this version holds a non-default value and is not ignorable.
    FieldNotInVersion {
        /// The field.
        at: &'static Place,
        /// The version asked for.
        version: i16,
    },
    /// A null in a field that is not nullable in this version.
    NullNotAllowed {
        /// The field.
        at: &'static Place,
        /// The version asked for.
        version: i16,
    },
    /// A string longer than 32,767 bytes (Kafka's limit), or a byte array or array longer than its length
    /// prefix can express.
    TooLong {
        /// The field (for an element of an array of strings, the array).
        at: &'static Place,
        /// Its length in bytes or elements.
        length: u32,
    },
    /// Unknown tagged fields given out of ascending order, or clashing with a known tag.
    TagOrder {
        /// The message or struct.
        at: &'static Place,
        /// The tag that broke the order.
        tag: u32,
    },
    /// The header's API key differs from the body's.
    ApiKeyMismatch {
        /// The key in the header.
        header: i16,
        /// The key of the body.
        body: i16,
    },
    /// The codec given cannot compress with this compression id (unknown, or its cargo feature
    /// is off).
    UnsupportedCompression {
        /// The codec id.
        id: u8,
    },
}

// Small enough to come back in two registers.
const _: () = assert!(core::mem::size_of::<Result<usize, EncodeError>>() <= 16);
const _: () = assert!(core::mem::size_of::<DecodeError>() <= 40);

/// A size as [`EncodeError`] holds it.
#[inline]
pub(crate) fn size32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl EncodeError {
    /// The error for a buffer of `available` bytes that needs `needed`.
    #[cold]
    pub(crate) fn too_small(needed: usize, available: usize) -> EncodeError {
        EncodeError::BufferTooSmall {
            needed: size32(needed),
            available: size32(available),
        }
    }

    /// The error for a value at `at` whose length `length` its prefix cannot hold.
    #[cold]
    pub(crate) fn too_long(at: &'static Place, length: usize) -> EncodeError {
        EncodeError::TooLong {
            at,
            length: size32(length),
        }
    }
}

impl fmt::Display for EncodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use EncodeError::*;
        match *self {
            BufferTooSmall { needed, available } => {
                write!(
                    f,
                    "output buffer holds {available} bytes but {needed} are needed"
                )
            }
            UnsupportedVersion { at, version } => write!(f, "{at} has no version {version}"),
            FieldNotInVersion { at, version } => write!(
                f,
                "{at} holds a non-default value but does not exist in version {version}"
            ),
            NullNotAllowed { at, version } => {
                write!(f, "{at} is null but not nullable in version {version}")
            }
            TooLong { at, length } => {
                write!(f, "{at} is too long for Kafka ({length} bytes or elements)")
            }
            TagOrder { at, tag } => write!(
                f,
                "{at}: unknown tagged field {tag} is out of order or clashes with a known tag"
            ),
            ApiKeyMismatch { header, body } => write!(
                f,
                "the header's API key {:?} differs from the body's {:?}",
                crate::api::ApiKey(header),
                crate::api::ApiKey(body)
            ),
            UnsupportedCompression { id } => {
                write!(f, "no codec to compress with compression id {id}")
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for DecodeError {}
#[cfg(feature = "std")]
impl std::error::Error for EncodeError {}

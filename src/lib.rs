#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![cfg_attr(
    not(test),
    deny(
        clippy::indexing_slicing,
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic
    )
)]

#[cfg(feature = "std")]
extern crate std;

#[cfg(feature = "alloc")]
extern crate alloc;

mod api;
mod array;
mod batch;
#[cfg(feature = "tokio")]
pub mod codec;
mod control;
mod declare;
pub mod error;
mod error_code;
mod field;
mod frame;
mod framebuf;
mod hook;
pub mod manual;
mod message;
mod primitives;
pub mod proxy;
mod reader;
mod records_flat;
#[cfg(feature = "roundtrip")]
pub mod roundtrip;
pub use kafka_view_sasl as sasl;
mod step;
mod tagged;
pub mod typed;
pub mod walk;
mod writer;

#[allow(clippy::all, missing_docs)]
pub mod messages;
#[cfg(feature = "nom")]
pub mod nom;

#[cfg(feature = "samples")]
pub mod samples;

#[cfg(feature = "fuzz")]
pub mod fuzz;

// The front door: what a first program needs. Every other public item has one home, in one of the
// modules.
pub use api::ApiKey;
pub use error_code::ErrorCode;
pub use frame::{
    decode_request, decode_response, encode_request, encode_response, peek_request, RequestFrame,
    RequestHeader, ResponseFrame, ResponseHeader,
};
pub use framebuf::FrameBuf;
pub use message::Message;

use error::{DecodeError, EncodeError};

pub mod types {
    //! The value types that message fields hold besides numbers and strings (arrays, UUIDs, unknown
    //! tagged fields, credentials), and API version ranges.
    pub use crate::api::{ParseApiKeyError, VersionRange};
    pub use crate::array::{Array, Iter};
    pub use crate::primitives::{ParseUuidError, Redacted, Secret, Uuid};
    pub use crate::tagged::{RawTaggedField, TaggedFields, TaggedIter};
}

pub mod records {
    //! Record batches: views over the bytes of a `records` field, and a writer that builds a v2 batch.
    //!
    //! Produce requests, Fetch and ShareFetch responses (and a few others) carry record batches in
    //! `records` fields; the generated messages keep them as [`Records`], plain bytes. This module reads
    //! them without copying:
    //!
    //! - [`Records::batches`] walks the batches one after another and yields a [`Batch`]: a v2
    //!   [`RecordBatch`], a magic 0 or 1 entry of an old message set ([`LegacyEntry`], recognised and
    //!   framed but not decoded further), or a [`Batch::Truncated`] tail. A broker cuts the last batch of a
    //!   Fetch response short when it hits the size limit, so a short tail is not an error there; a
    //!   Produce request validator should treat it as one.
    //! - [`RecordBatch`] reads the 61-byte v2 header through a `zerocopy` big-endian struct. Reading a
    //!   batch checks its length and magic, as Kafka's batch reader does; the records are checked when
    //!   they are asked for ([`RecordBatch::payload`], [`RecordBatch::records`]): every record's framing
    //!   and the record count, once, so the [`RecordIter`] cannot fail afterwards. The CRC-32C is
    //!   checked only when asked ([`RecordBatch::verify_crc`]). A proxy that forwards a batch, or
    //!   checks only its header and CRC, pays for neither pass over the records.
    //! - A compressed batch shows its [`Compression`] and the compressed bytes.
    //!   [`RecordBatch::decompress`] decompresses its records into a buffer you give, through a
    //!   [`Codec`]: the built-in ones ([`Gzip`], [`Snappy`], [`Lz4`], [`Zstd`], each behind the cargo
    //!   feature of its name, or all of them as [`Builtin`]) or your own. Output past the buffer is an
    //!   error, never a reallocation, and [`Limits`] bound declared sizes and the ratio.
    //!   [`RecordBatch::records`] gives the records of any batch, compressed or not, and
    //!   [`Records::records`] every record of a records field in one iterator.
    //!   [`RecordBatch::decompressed_records`] takes records you decompressed yourself.
    //! - Every [`Record`] carries its batch: [`Record::offset`] and [`Record::timestamp`] are absolute,
    //!   the timestamp by the batch's [`TimestampType`] (the batch's max timestamp for log-append time).
    //! - [`ControlRecord::decode`] decodes the key and value of a record in a control batch (transaction
    //!   markers, KRaft leader change, snapshot header and footer, KRaft version and voters).
    //! - [`BatchWriter`] builds a v2 batch into a caller's buffer: lengths, deltas, counts and the CRC;
    //!   [`BatchWriter::finish_compressed`] compresses the records with a [`Codec`].
    //!
    //! Byte offsets in the errors count from the start of the bytes handed in: the records field for
    //! [`Records::batches`], the batch for [`RecordBatch::decode`], the decompressed buffer for
    //! [`RecordBatch::decompressed_records`], and the key or value for [`ControlRecord::decode`].
    pub use crate::batch::*;
    pub use crate::control::{ControlRecord, ControlType, ControlValue};
}

pub mod trace {
    //! A hook that the decoders call for every struct, array and field they read.
    //!
    //! The offsets a [`Trace`] sees come from the decoder itself, so a tool that prints them
    //! (`kafka-explain`, in the workspace's `explain/` package) can never disagree with it. The default
    //! [`NoTrace`] does nothing and compiles away.
    //!
    //! A trace also visits every value of a message in one pass:
    //! [`Message::decode_traced`](crate::Message::decode_traced) reads the bytes once and reports each
    //! field of each array element while stepping over the element, without building it.
    //!
    //! The traced frame decoders are here too: [`decode_request_traced`] and
    //! [`decode_response_traced`] decode a frame as [`decode_request`](crate::decode_request) and
    //! [`decode_response`](crate::decode_response) do, reporting every field of the header and the body.
    //!
    //! Each trace type gets its own compiled copy of every message's decoder. A program with several
    //! traces can pass each through [`Shared`] instead, which compiles one copy for all of them.
    pub use crate::frame::{decode_request_traced, decode_response_traced};
    pub use crate::hook::{FieldEvent, NoTrace, Node, Shared, Trace, Value, WireType};
}

pub mod framing {
    //! Frames below the front door: splitting a stream in a buffer of your own ([`Framing`]), a
    //! request's header read without its body ([`PeekedRequest`]), a frame written around a body held
    //! as bytes, and the frame encoders into a `heapless::Vec`.
    pub use crate::frame::{
        encode_request_raw, encode_request_raw_len, encode_request_vec, encode_response_vec,
        Framing, PeekedRequest, Status, DEFAULT_MAX_FRAME_SIZE,
    };
}

pub mod wire {
    //! The cursors every decoder and encoder runs on, for a hand-written codec of a schema of your own:
    //! [`Reader`] and [`Writer`] with the [`Decode`] and [`Encode`] traits, the encoded sizes of the
    //! primitives ([`len`]), array elements ([`Element`]) and tagged-field sections ([`TaggedLen`],
    //! [`TaggedWriter`]). An application decoding and encoding Kafka messages does not need them.
    pub use crate::array::Element;
    pub use crate::reader::{Decode, Reader};
    pub use crate::step::{Steps, Walk};
    pub use crate::tagged::{TaggedLen, TaggedWriter};
    pub use crate::writer::{len, Encode, Writer};
}

#[cfg(fuzzing)]
#[doc(hidden)]
pub use reader::steps as fuzz_steps;

// The umbrella error sits at the root, above every library it unites: the codec's errors below
// know nothing of SASL or the proxy.
/// Any error this crate returns, so one `?` serves a whole application, `no_std` or not.
///
/// Every other error type converts into it with `From`: [`DecodeError`], [`EncodeError`],
/// [`SaslError`](sasl::SaslError), [`TrackError`](proxy::TrackError) and
/// [`ProxyError`](proxy::ProxyError) (whose decode and encode errors land in
/// [`Error::Decode`] and [`Error::Encode`]). Record batches fail with [`DecodeError`] and
/// [`EncodeError`], so they need no variant of their own. Like the errors it wraps, it is a small
/// `Copy` value and displays as one line.
///
/// ```
/// use kafka_view::sasl::Plain;
/// use kafka_view::{decode_request, Error};
///
/// fn login_name(frame: &[u8]) -> Result<&str, Error> {
///     let req = decode_request(frame)?; // a DecodeError
///     let kafka_view::messages::Request::SaslAuthenticate(body) = req.body else {
///         return Ok("");
///     };
///     Ok(Plain::decode(body.auth_bytes)?.authcid) // a SaslError
/// }
/// let err = login_name(&[0, 0, 0, 1, 0]).unwrap_err();
/// assert!(matches!(err, Error::Decode(_)));
/// assert_eq!(err.to_string(), "RequestHeader.request_api_key at byte 4: needs 2 bytes but 1 remains");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
#[non_exhaustive]
pub enum Error {
    /// Bytes that did not decode.
    Decode(DecodeError),
    /// A value that did not encode (often: the output buffer is too small).
    Encode(EncodeError),
    /// A SASL payload that did not parse, or a SCRAM exchange that failed.
    Sasl(sasl::SaslError),
    /// The correlation tracker refused a request or a response.
    Track(proxy::TrackError),
    /// A proxy helper refused its input for a reason of its own (see
    /// [`ProxyError`](proxy::ProxyError)).
    Proxy(proxy::ProxyError),
}

impl From<DecodeError> for Error {
    fn from(e: DecodeError) -> Self {
        Error::Decode(e)
    }
}

impl From<EncodeError> for Error {
    fn from(e: EncodeError) -> Self {
        Error::Encode(e)
    }
}

impl From<sasl::SaslError> for Error {
    fn from(e: sasl::SaslError) -> Self {
        Error::Sasl(e)
    }
}

impl From<proxy::TrackError> for Error {
    fn from(e: proxy::TrackError) -> Self {
        Error::Track(e)
    }
}

impl From<proxy::ProxyError> for Error {
    fn from(e: proxy::ProxyError) -> Self {
        use proxy::ProxyError;
        match e {
            ProxyError::Decode(e) => Error::Decode(e),
            ProxyError::Encode(e) => Error::Encode(e),
            ProxyError::Track(e) => Error::Track(e),
            other => Error::Proxy(other),
        }
    }
}

impl core::fmt::Display for Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Error::Decode(e) => e.fmt(f),
            Error::Encode(e) => e.fmt(f),
            Error::Sasl(e) => e.fmt(f),
            Error::Track(e) => e.fmt(f),
            Error::Proxy(e) => e.fmt(f),
        }
    }
}

// Display shows the wrapped error itself, so there is no separate `source` to report.
#[cfg(feature = "std")]
impl std::error::Error for Error {}

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
#[cfg(feature = "tokio")]
pub mod codec;
mod error;
mod error_code;
mod frame;
mod framebuf;
mod primitives;
pub mod proxy;
mod reader;
pub mod records;
mod records_flat;
pub mod roundtrip;
pub mod sasl;
mod step;
mod tagged;
pub mod trace;
pub mod typed;
pub mod walk;
mod writer;

#[allow(clippy::all, missing_docs)]
pub mod messages;
#[cfg(feature = "nom")]
pub mod nom;

#[cfg(feature = "samples")]
pub mod samples;

#[cfg(feature = "std")]
pub mod explain;

pub use api::{ApiKey, Message, ParseApiKeyError, VersionRange};
pub use array::{Array, Iter};
pub use error::{DecodeError, DecodeErrorKind, EncodeError, Error, Prefix};
pub use error_code::ErrorCode;
pub use frame::{
    decode_request, decode_request_traced, decode_response, decode_response_traced, encode_request,
    encode_request_raw, encode_request_vec, encode_response, encode_response_vec, peek_request,
    Framing, PeekedRequest, RequestFrame, RequestHeader, ResponseFrame, ResponseHeader, Status,
    DEFAULT_MAX_FRAME_SIZE,
};
pub use framebuf::FrameBuf;
pub use primitives::{ParseUuidError, Redacted, Secret, Uuid};
#[cfg(fuzzing)]
#[doc(hidden)]
pub use reader::steps as fuzz_steps;
pub use reader::Decode;
pub use records::Records;
pub use tagged::{RawTaggedField, TaggedFields, TaggedIter};
pub use trace::{NoTrace, Trace};
pub use writer::Encode;

/// The pieces the generated code in [`messages`] is built from: the read and write cursors, length
/// helpers, version checks and the element and tagged-field plumbing. An application decoding and
/// encoding Kafka messages does not need them; a hand-written codec for a schema of its own might.
pub mod wire {
    pub use crate::api::{check_decode_version, check_encode_version};
    pub use crate::array::{encode_nullable, nullable_len, Element};
    pub use crate::reader::Reader;
    pub use crate::tagged::{TaggedLen, TaggedWriter};
    pub use crate::writer::{len, Writer};
}

// The old paths, which the generated code imports.
#[doc(hidden)]
pub use step::{Steps, Walk};
#[doc(hidden)]
pub use trace::WireType;
#[doc(hidden)]
pub use wire::{
    check_decode_version, check_encode_version, encode_nullable, len, nullable_len, Element,
    Reader, TaggedLen, TaggedWriter, Writer,
};

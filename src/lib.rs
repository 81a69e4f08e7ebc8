//! # kafka-view
//!
//! A zero-copy, allocation-free, `no_std` codec for the Apache Kafka wire protocol.
//!
//! Every request, response and data record in Kafka's JSON message schemas is generated into
//! [`messages`]: one plain struct per schema struct, whose strings and byte arrays borrow from the input
//! and whose arrays ([`Array`]) are validated wire bytes that decode lazily as you iterate. The same
//! types are built by hand for encoding, into a caller's buffer.
//!
//! ```
//! use kafka_view::{decode_request, messages::Request, ApiKey};
//!
//! // The CreateDelegationToken v3 request of the seed documents, size prefix included.
//! let frame = [
//!     0, 0, 0, 26, 0, 38, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
//! ];
//! let req = decode_request(&frame).unwrap();
//! assert_eq!(req.header.api_key, ApiKey::CREATE_DELEGATION_TOKEN);
//! let Request::CreateDelegationToken(body) = req.body else { panic!() };
//! assert_eq!(body.renewers.len(), 1);
//! assert_eq!(body.max_lifetime_ms, 0);
//! ```
//!
//! ## Layers
//! - [`Framing`] finds frames (int32 size prefix) in a byte stream.
//! - [`RequestHeader`] / [`ResponseHeader`] and [`peek_request`] read headers; a proxy can stop there.
//! - [`decode_request`] / [`decode_response`] decode whole frames into [`messages::Request`] /
//!   [`messages::Response`]; [`encode_request`] / [`encode_response`] write them back.
//! - [`proxy`] has what a proxy needs on top: correlation tracking, ApiVersions helpers, endpoint
//!   rewrites that copy untouched bytes, and the raw SASL token mode after a SaslHandshake v0.
//! - [`ErrorCode`] names Kafka's error codes (generated from the pinned release's `Errors` enum).
//! - Each message type implements [`Message`] (`parse` / `emit` for a bare body), [`Decode`] and
//!   [`Encode`].
//!
//! ## Guarantees
//! No `unsafe`, no allocation, no panics on any input. Every length and count is checked against the
//! bytes left before it is used, so decoding work is linear in the input. Errors ([`DecodeError`])
//! carry the byte offset, the struct and the field. Unknown tagged fields are kept and written back.
//!
//! ## Features
//! - `std`: `std::error::Error` for the error types.
//! - `defmt`: `defmt::Format` for every public type (credentials print as their length only).
//! - `samples`: builders for the smallest, a busy and a random instance of every message (std).
//! - `alloc`: heap allocation without `std` (gzip compression and zstd need it).
//! - `gzip`, `snappy`, `lz4`, `zstd`: record batch codecs, one each (see [`records::Codec`]);
//!   the first three decompress without allocating, zstd needs `alloc`.

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
mod tagged;
pub mod trace;
mod writer;

#[allow(clippy::all, missing_docs)]
pub mod messages;

#[cfg(feature = "samples")]
pub mod samples;

#[cfg(feature = "std")]
pub mod explain;

/// The README's examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

pub use api::{
    check_decode_version, check_encode_version, ApiKey, Message, ParseApiKeyError, VersionRange,
};
pub use array::{encode_nullable, nullable_len, Array, Element, Iter};
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
pub use reader::{Decode, Reader};
pub use records::Records;
pub use tagged::{RawTaggedField, TaggedFields, TaggedIter, TaggedLen, TaggedWriter};
pub use trace::{NoTrace, Trace};
pub use writer::{len, Encode, Writer};

//! A toolkit for Kafka proxies: everything a program sitting between clients and brokers needs besides
//! the sockets.
//!
//! - [`Tracker`] remembers which API key and version each in-flight request had, so the response
//!   (which carries only the correlation id) can be decoded.
//! - [`api_versions`](self#functions) helpers: this crate's own ranges as an ApiVersions response
//!   ([`supported_api_versions`]), a broker's ranges clamped to what the proxy can parse
//!   ([`clamp_api_versions`]), the UNSUPPORTED_VERSION reply ([`api_versions_reply`]) and the client-side
//!   fallback to a v0 body ([`decode_api_versions_response`]).
//! - [`rewrite_endpoints`] changes the advertised host and port of brokers and coordinators in
//!   Metadata, FindCoordinator and DescribeCluster responses, copying every other byte of the frame.
//!   [`encode_response_counted`] re-encodes any changed message and says how many bytes came from
//!   wire arrays copied as they were.
//! - [`FrameReader`] splits a connection's two byte streams into frames, and after a SaslHandshake v0
//!   into the raw SASL tokens that follow it.
//!
//! Frames this crate has no schema for (unknown API keys, versions newer than the schemas) need no
//! decoding to pass through: [`peek_request`](crate::peek_request) reads their header and
//! [`peek_response`] their correlation id; forward the frame bytes as they are.

use core::fmt;

use crate::error::{DecodeError, EncodeError};
use crate::ApiKey;

mod api_versions;
mod rewrite;
mod sasl;
mod tracker;

pub use api_versions::{
    api_versions_reply, clamp_api_versions, clamp_api_versions_with, decode_api_versions_response,
    supported_api_versions, ApiVersionsDecoded,
};
pub use rewrite::{encode_response_counted, has_endpoints, rewrite_endpoints, Encoded, Rewritten};
pub use sasl::{raw_sasl_round_trips, FrameMode, FrameReader, Next};
pub use tracker::{expects_response, peek_response, InFlight, TrackError, Tracker};

/// Everything a proxy helper can fail with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
#[non_exhaustive]
pub enum ProxyError {
    /// A frame did not decode.
    Decode(DecodeError),
    /// A frame did not encode (often: the output buffer is too small).
    Encode(EncodeError),
    /// The correlation tracker refused a request or a response.
    Track(TrackError),
    /// The API has no advertised endpoints to rewrite (see [`has_endpoints`]).
    NoEndpoints {
        /// The API key given.
        api_key: ApiKey,
    },
    /// A caller-provided buffer of elements is too small.
    TooManyElements {
        /// Elements needed.
        needed: usize,
        /// Elements the buffer holds.
        capacity: usize,
    },
}

impl From<DecodeError> for ProxyError {
    fn from(e: DecodeError) -> Self {
        ProxyError::Decode(e)
    }
}

impl From<EncodeError> for ProxyError {
    fn from(e: EncodeError) -> Self {
        ProxyError::Encode(e)
    }
}

impl From<TrackError> for ProxyError {
    fn from(e: TrackError) -> Self {
        ProxyError::Track(e)
    }
}

impl fmt::Display for ProxyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProxyError::Decode(e) => write!(f, "decode: {e}"),
            ProxyError::Encode(e) => write!(f, "encode: {e}"),
            ProxyError::Track(e) => write!(f, "correlation: {e}"),
            ProxyError::NoEndpoints { api_key } => {
                write!(f, "{api_key:?} responses carry no endpoints to rewrite")
            }
            ProxyError::TooManyElements { needed, capacity } => write!(
                f,
                "{needed} elements needed but the buffer given holds {capacity}"
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ProxyError {}

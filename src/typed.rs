//! The typed frame API: whole frames decoded and encoded as one known message type, so that a
//! program links the codecs of the APIs it uses and no others.
//!
//! [`decode_request`](crate::decode_request) and [`encode_response`](crate::encode_response) go
//! through the [`Request`](crate::messages::Request) and [`Response`](crate::messages::Response)
//! enums, whose `decode` and `encode` reach every API's codec: a firmware using them carries all of
//! them, hundreds of kilobytes. The functions here are generic over the message type instead, so
//! only the codecs named in the program are compiled in:
//!
//! - [`decode_request_as`] and [`decode_response_as`] read a frame as one message type;
//! - [`encode_request_body`] and [`encode_response_body`] write one;
//! - [`Dispatch`] serves several APIs, each with its own handler, linking one codec per API.
//!
//! ```
//! use kafka_view::messages::{ApiVersionsRequest, ApiVersionsResponse};
//! use kafka_view::typed::{decode_request_as, encode_response_body};
//! use kafka_view::ResponseHeader;
//!
//! // An ApiVersions v3 request from client "c": header v2, then the software name and version.
//! let frame = [0, 0, 0, 17, 0, 18, 0, 3, 0, 0, 0, 7, 0, 1, b'c', 0, 2, b'k', 2, b'1', 0];
//! let req = decode_request_as::<ApiVersionsRequest>(&frame)?;
//! assert_eq!((req.header.correlation_id, req.body.client_software_name), (7, "k"));
//! assert!(req.trailing.is_empty());
//!
//! let header = ResponseHeader { correlation_id: req.header.correlation_id, ..Default::default() };
//! let mut out = [0u8; 64];
//! let n = encode_response_body(&header, &ApiVersionsResponse::default(), 3, &mut out)?;
//! assert_eq!(&out[..12], [0, 0, 0, 12, 0, 0, 0, 7, 0, 0, 1, 0]);
//! # assert_eq!(n, 16);
//! # Ok::<(), kafka_view::Error>(())
//! ```
//!
//! Like Kafka's own readers, the decoders here accept bytes after the body (Kafka reads a body and
//! ignores what follows it in the frame) and hand them back as `trailing`, so that nothing is dropped
//! unseen.

use crate::api::ApiKey;
use crate::error::{DecodeError, DecodeErrorKind, EncodeError};
use crate::frame::{at, frame_into, Framing, RequestHeader, ResponseHeader};
use crate::reader::Reader;

pub use crate::message::{RequestBody, ResponseBody};

/// The request header version for a request body `M` at `version`, or `None` for a version `M`
/// does not define. Computed from `M`'s constants alone: no table of every API is linked.
pub const fn request_header_version<'a, M: RequestBody<'a>>(version: i16) -> Option<i16> {
    crate::message::request_header_version(M::KEY, M::VERSIONS, M::FLEXIBLE_FROM, version)
}

/// The response header version for a response body `M` at `version`, or `None` for a version `M`
/// does not define. ApiVersions responses always use header v0.
pub const fn response_header_version<'a, M: ResponseBody<'a>>(version: i16) -> Option<i16> {
    crate::message::response_header_version(M::KEY, M::VERSIONS, M::FLEXIBLE_FROM, version)
}

/// A request frame decoded as one message type by [`decode_request_as`].
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TypedRequest<'a, M> {
    /// The header.
    pub header: RequestHeader<'a>,
    /// The body.
    pub body: M,
    /// Bytes after the body, up to the end of the frame; Kafka ignores them, and so may the caller.
    pub trailing: &'a [u8],
}

/// A response frame decoded as one message type by [`decode_response_as`].
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TypedResponse<'a, M> {
    /// The header.
    pub header: ResponseHeader<'a>,
    /// The body.
    pub body: M,
    /// Bytes after the body, up to the end of the frame; Kafka's client ignores them.
    pub trailing: &'a [u8],
}

/// The API key and version of a request frame (bytes 4 to 8), if it is that long.
fn key_and_version(frame: &[u8]) -> Option<(ApiKey, i16)> {
    let key = frame.get(4..6)?.try_into().ok()?;
    let version = frame.get(6..8)?.try_into().ok()?;
    Some((ApiKey(i16::from_be_bytes(key)), i16::from_be_bytes(version)))
}

/// Decodes a whole request frame (size prefix, header, body) whose body must be an `M`: the API key
/// must be `M`'s ([`DecodeErrorKind::WrongApiKey`] otherwise) and the version one `M` defines
/// ([`DecodeErrorKind::UnsupportedVersion`]). Error offsets count from the frame's first byte.
///
/// Only `M`'s codec is linked. Bytes after the body are returned in [`TypedRequest::trailing`].
///
/// ```
/// use kafka_view::messages::{MetadataRequest, SaslHandshakeRequest};
/// use kafka_view::typed::decode_request_as;
///
/// // A SaslHandshake v1 request, mechanism "ABC".
/// let frame = [0, 0, 0, 18, 0, 17, 0, 1, 0, 0, 0, 5, 0, 3, b'a', b'p', b'p', 0, 3, b'A', b'B', b'C'];
/// let req = decode_request_as::<SaslHandshakeRequest>(&frame)?;
/// assert_eq!((req.body.mechanism, req.trailing), ("ABC", &[][..]));
///
/// let wrong = decode_request_as::<MetadataRequest>(&frame).unwrap_err();
/// assert_eq!(wrong.to_string(), "RequestHeader.request_api_key at byte 4: API key SaslHandshake(17) where MetadataRequest (Metadata(3)) was expected");
/// # Ok::<(), kafka_view::error::DecodeError>(())
/// ```
pub fn decode_request_as<'a, M: RequestBody<'a>>(
    frame: &'a [u8],
) -> Result<TypedRequest<'a, M>, DecodeError> {
    Framing::default().body(frame)?;
    let Some((key, version)) = key_and_version(frame) else {
        return Err(DecodeError {
            kind: DecodeErrorKind::UnexpectedEnd {
                needed: 8,
                remaining: frame.len().saturating_sub(4),
            },
            offset: 4,
            at: at::REQUEST_API_KEY,
        });
    };
    if key != M::KEY {
        return Err(DecodeError {
            kind: DecodeErrorKind::WrongApiKey {
                found: key.0,
                expected: M::KEY.0,
                message: M::NAME,
            },
            offset: 4,
            at: at::REQUEST_API_KEY,
        });
    }
    let Some(hv) = request_header_version::<M>(version) else {
        return Err(DecodeError {
            kind: DecodeErrorKind::UnsupportedVersion {
                api_key: key.0,
                version,
                min: M::VERSIONS.min,
                max: M::VERSIONS.max,
            },
            offset: 6,
            at: at::REQUEST_API_VERSION,
        });
    };
    let mut r = Reader::new(frame);
    r.int32(at::SIZE)?;
    let header = RequestHeader::read(&mut r, hv)?;
    let body = M::read(&mut r, version)?;
    Ok(TypedRequest {
        header,
        body,
        trailing: r.rest(),
    })
}

/// Decodes a whole response frame (size prefix, header, body) as an `M` at `version`, the version of
/// the request it answers. Error offsets count from the frame's first byte. Only `M`'s codec is
/// linked. Bytes after the body are returned in [`TypedResponse::trailing`].
///
/// An ApiVersions error reply to a version the broker does not support comes as a v0 body; read it
/// with `version` 0 when the v0 decode of the error code says so (see
/// [`decode_api_versions_response`](crate::proxy::decode_api_versions_response) for the whole rule).
///
/// ```
/// use kafka_view::messages::SaslAuthenticateResponse;
/// use kafka_view::typed::decode_response_as;
///
/// // A SaslAuthenticate v2 response: correlation id 7, error 0, no message, 3 auth bytes.
/// let frame = [0, 0, 0, 21, 0, 0, 0, 7, 0, 0, 0, 0, 4, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0];
/// let resp = decode_response_as::<SaslAuthenticateResponse>(&frame, 2)?;
/// assert_eq!((resp.header.correlation_id, resp.body.auth_bytes), (7, &[1, 2, 3][..]));
/// # Ok::<(), kafka_view::error::DecodeError>(())
/// ```
pub fn decode_response_as<'a, M: ResponseBody<'a>>(
    frame: &'a [u8],
    version: i16,
) -> Result<TypedResponse<'a, M>, DecodeError> {
    Framing::default().body(frame)?;
    let Some(hv) = response_header_version::<M>(version) else {
        return Err(DecodeError {
            kind: DecodeErrorKind::UnsupportedVersion {
                api_key: M::KEY.0,
                version,
                min: M::VERSIONS.min,
                max: M::VERSIONS.max,
            },
            offset: 4,
            at: at::RESPONSE_HEADER,
        });
    };
    let mut r = Reader::new(frame);
    r.int32(at::SIZE)?;
    let header = ResponseHeader::read(&mut r, hv)?;
    let body = M::read(&mut r, version)?;
    Ok(TypedResponse {
        header,
        body,
        trailing: r.rest(),
    })
}

/// Encodes a request frame (size, header, body) at `header.api_version` into the front of `buf`,
/// returning the bytes written (a buffer that is too small fails as
/// [`encode_request`](crate::encode_request) says). The header's API key must
/// be `M`'s ([`EncodeError::ApiKeyMismatch`]) and its version one `M` defines. Only `M`'s codec is
/// linked.
///
/// ```
/// use kafka_view::messages::SaslHandshakeRequest;
/// use kafka_view::typed::encode_request_body;
/// use kafka_view::{ApiKey, RequestHeader};
///
/// let header = RequestHeader {
///     api_key: ApiKey::SASL_HANDSHAKE, api_version: 1, correlation_id: 5, client_id: Some("app"),
///     ..Default::default()
/// };
/// let mut out = [0u8; 32];
/// let n = encode_request_body(&header, &SaslHandshakeRequest { mechanism: "ABC" }, &mut out)?;
/// assert_eq!(&out[..n], [0, 0, 0, 18, 0, 17, 0, 1, 0, 0, 0, 5, 0, 3, b'a', b'p', b'p', 0, 3, b'A', b'B', b'C']);
/// # Ok::<(), kafka_view::error::EncodeError>(())
/// ```
pub fn encode_request_body<'a, M: RequestBody<'a>>(
    header: &RequestHeader<'_>,
    body: &M,
    buf: &mut [u8],
) -> Result<usize, EncodeError> {
    if header.api_key != M::KEY {
        return Err(EncodeError::ApiKeyMismatch {
            header: header.api_key.0,
            body: M::KEY.0,
        });
    }
    let version = header.api_version;
    let hv = request_header_version::<M>(version).ok_or(EncodeError::UnsupportedVersion {
        at: M::PLACE,
        version,
    })?;
    let body_len = || {
        header
            .encoded_len(hv)
            .saturating_add(body.encoded_len(version))
    };
    frame_into(buf, body_len, |w| {
        header.write(w, hv)?;
        body.write(w, version)
    })
    .map(|(n, _)| n)
}

/// Encodes a response frame (size, header, body) for `version` into the front of `buf`, returning the
/// bytes written (a buffer that is too small fails as [`encode_request`](crate::encode_request)
/// says). Only `M`'s codec is linked.
pub fn encode_response_body<'a, M: ResponseBody<'a>>(
    header: &ResponseHeader<'_>,
    body: &M,
    version: i16,
    buf: &mut [u8],
) -> Result<usize, EncodeError> {
    let hv = response_header_version::<M>(version).ok_or(EncodeError::UnsupportedVersion {
        at: M::PLACE,
        version,
    })?;
    let body_len = || {
        header
            .encoded_len(hv)
            .saturating_add(body.encoded_len(version))
    };
    frame_into(buf, body_len, |w| {
        header.write(w, hv)?;
        body.write(w, version)
    })
    .map(|(n, _)| n)
}

/// Serves several APIs from one request frame, one handler per API, linking only the codecs of the
/// APIs given: the frame's API key picks the handler, the frame is decoded as that handler's request
/// type with [`decode_request_as`], and the handler's result is returned.
///
/// ```
/// use kafka_view::messages::{ApiVersionsRequest, ApiVersionsResponse, MetadataRequest, MetadataResponse};
/// use kafka_view::typed::{encode_response_body, Dispatch};
/// use kafka_view::{ResponseHeader, error::EncodeError};
///
/// fn serve(frame: &[u8], out: &mut [u8]) -> Result<Option<usize>, kafka_view::Error> {
///     let reply = Dispatch::new(frame)
///         .on(|req: kafka_view::typed::TypedRequest<ApiVersionsRequest>| {
///             let header = ResponseHeader { correlation_id: req.header.correlation_id, ..Default::default() };
///             encode_response_body(&header, &ApiVersionsResponse::default(), req.header.api_version, out)
///         })
///         .on(|req: kafka_view::typed::TypedRequest<MetadataRequest>| {
///             let header = ResponseHeader { correlation_id: req.header.correlation_id, ..Default::default() };
///             encode_response_body(&header, &MetadataResponse::default(), req.header.api_version, out)
///         })
///         .finish()?;
///     Ok(reply.transpose()?)
/// }
///
/// let mut out = [0u8; 64];
/// let frame = [0, 0, 0, 17, 0, 18, 0, 3, 0, 0, 0, 7, 0, 1, b'c', 0, 2, b'k', 2, b'1', 0];
/// assert_eq!(serve(&frame, &mut out)?, Some(16));
/// // A SaslHandshake request: no handler for it.
/// let frame = [0, 0, 0, 18, 0, 17, 0, 1, 0, 0, 0, 5, 0, 3, b'a', b'p', b'p', 0, 3, b'A', b'B', b'C'];
/// assert_eq!(serve(&frame, &mut out)?, None);
/// # Ok::<(), kafka_view::Error>(())
/// ```
#[derive(Debug)]
#[must_use = "the outcome is in Dispatch::finish"]
pub struct Dispatch<'a, R> {
    frame: &'a [u8],
    key: Option<ApiKey>,
    outcome: Option<Result<R, DecodeError>>,
}

impl<'a, R> Dispatch<'a, R> {
    /// Starts serving `frame`. Nothing is decoded until a handler for its API key is given.
    pub fn new(frame: &'a [u8]) -> Self {
        Dispatch {
            frame,
            key: key_and_version(frame).map(|(k, _)| k),
            outcome: None,
        }
    }

    /// The handler for requests of type `M`: called with the decoded frame when the frame's API key
    /// is `M`'s and no earlier handler took it.
    pub fn on<M: RequestBody<'a>>(
        mut self,
        handler: impl FnOnce(TypedRequest<'a, M>) -> R,
    ) -> Self {
        if self.outcome.is_none() && self.key == Some(M::KEY) {
            self.outcome = Some(decode_request_as::<M>(self.frame).map(handler));
        }
        self
    }

    /// The handler's result; `Ok(None)` when no handler was given for the frame's API key (use
    /// [`peek_request`](crate::peek_request) to see what it was), or the error decoding the frame as
    /// the handler's type.
    pub fn finish(self) -> Result<Option<R>, DecodeError> {
        self.outcome.transpose()
    }
}

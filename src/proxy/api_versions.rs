//! ApiVersions: this crate's own ranges, clamping a broker's ranges, and Kafka's UNSUPPORTED_VERSION
//! quirks.
//!
//! Kafka answers ApiVersions specially: the response header is always v0 (so a client can read it
//! before it knows which versions the broker speaks), and a request newer than the broker knows gets
//! an UNSUPPORTED_VERSION error whose body is encoded at v0 and lists only ApiVersions' own range, so
//! the client can retry with a version both sides know.

use crate::api::{ApiKey, VersionRange};
use crate::array::Array;
use crate::error::{place, DecodeError, EncodeError};
use crate::error_code::ErrorCode;
use crate::frame::{decode_response, ResponseFrame, ResponseHeader};
use crate::messages::api_versions::{ApiVersion, ApiVersionsResponse};
use crate::messages::Response;
use crate::tagged::TaggedFields;

use super::rewrite::encode_response_counted;
use super::ProxyError;

const KEYS: usize = ApiKey::ALL.len();

/// The intersection of an API's request and response ranges in this crate's schemas.
const fn own_range(key: ApiKey) -> Option<VersionRange> {
    let (Some(req), Some(resp)) = (key.request_versions(), key.response_versions()) else {
        return None;
    };
    let min = if req.min > resp.min {
        req.min
    } else {
        resp.min
    };
    let max = if req.max < resp.max {
        req.max
    } else {
        resp.max
    };
    if min > max {
        None
    } else {
        Some(VersionRange::new(min, max))
    }
}

// Evaluated at compile time: an index out of bounds here fails the build, never a program.
#[allow(clippy::indexing_slicing)]
const fn build_supported() -> [ApiVersion<'static>; KEYS] {
    let blank = ApiVersion {
        api_key: ApiKey(0),
        min_version: 0,
        max_version: 0,
        unknown_tagged_fields: TaggedFields::EMPTY,
    };
    let mut out = [blank; KEYS];
    let mut i = 0;
    while i < KEYS {
        let key = ApiKey::ALL[i];
        // Every key in ALL has a schema for both directions; a missing range would list as 0..=-1.
        let (min, max) = match own_range(key) {
            Some(r) => (r.min, r.max),
            None => (0, -1),
        };
        out[i] = ApiVersion {
            api_key: key,
            min_version: min,
            max_version: max,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        i += 1;
    }
    out
}

static SUPPORTED: [ApiVersion<'static>; KEYS] = build_supported();

/// This crate's own supported ranges as an ApiVersions response body: one entry per API key with a
/// schema, in key order, with the versions both its request and response schemas define. Error code
/// 0, no throttle, no features.
pub fn supported_api_versions() -> ApiVersionsResponse<'static> {
    ApiVersionsResponse {
        api_keys: Array::new(&SUPPORTED),
        ..ApiVersionsResponse::default()
    }
}

/// Clamps a broker's ApiVersions response to the ranges `supported` gives: each entry's range becomes
/// its intersection with `supported(key)`; entries whose key `supported` does not know, or whose
/// intersection is empty, are dropped. The entries are written into `out` and the returned response
/// borrows them; every other field (error code, throttle, features) is kept as it was, wire arrays
/// included.
pub fn clamp_api_versions_with<'a, 'o>(
    response: &ApiVersionsResponse<'a>,
    supported: impl Fn(ApiKey) -> Option<VersionRange>,
    out: &'o mut [ApiVersion<'a>],
) -> Result<ApiVersionsResponse<'o>, ProxyError>
where
    'a: 'o,
{
    let capacity = out.len();
    let mut n = 0;
    for entry in response.api_keys.iter() {
        let Some(ours) = supported(entry.api_key) else {
            continue;
        };
        let min = entry.min_version.max(ours.min);
        let max = entry.max_version.min(ours.max);
        if min > max {
            continue;
        }
        let slot = out.get_mut(n).ok_or(ProxyError::TooManyElements {
            needed: n + 1,
            capacity,
        })?;
        *slot = ApiVersion {
            min_version: min,
            max_version: max,
            ..entry
        };
        n += 1;
    }
    let kept: &'o [ApiVersion<'a>] = out.get(..n).unwrap_or(&[]);
    Ok(ApiVersionsResponse {
        api_keys: Array::new(kept),
        ..*response
    })
}

/// [`clamp_api_versions_with`] this crate's own ranges (those of [`supported_api_versions`]): what a
/// proxy built on this crate can decode. `out` needs room for one entry per API key the broker lists;
/// `ApiKey::ALL.len()` always suffices.
pub fn clamp_api_versions<'a, 'o>(
    response: &ApiVersionsResponse<'a>,
    out: &'o mut [ApiVersion<'a>],
) -> Result<ApiVersionsResponse<'o>, ProxyError>
where
    'a: 'o,
{
    clamp_api_versions_with(response, own_range, out)
}

/// Answers an ApiVersions request of `request_version` as Kafka would, into the front of `buf`
/// (size prefix, header v0, body), returning the bytes written.
///
/// A version this crate has a schema for gets [`supported_api_versions`] at that version. Any other
/// version gets error [`ErrorCode::UNSUPPORTED_VERSION`] with a v0 body listing only ApiVersions' own range.
pub fn api_versions_reply(
    request_version: i16,
    correlation_id: i32,
    buf: &mut [u8],
) -> Result<usize, EncodeError> {
    let header = ResponseHeader {
        correlation_id,
        ..ResponseHeader::default()
    };
    let Some(range) = own_range(ApiKey::API_VERSIONS) else {
        return Err(EncodeError::UnsupportedVersion {
            at: &crate::error::Place {
                message: "ApiVersionsResponse",
                field: "",
            },
            version: request_version,
        });
    };
    if range.contains(request_version) {
        let body = Response::ApiVersions(supported_api_versions());
        return encode_response_counted(&header, &body, request_version, buf).map(|e| e.len);
    }
    let own = [ApiVersion {
        api_key: ApiKey::API_VERSIONS,
        min_version: range.min,
        max_version: range.max,
        unknown_tagged_fields: TaggedFields::EMPTY,
    }];
    let body = Response::ApiVersions(ApiVersionsResponse {
        error_code: ErrorCode::UNSUPPORTED_VERSION,
        api_keys: Array::new(&own),
        ..ApiVersionsResponse::default()
    });
    encode_response_counted(&header, &body, 0, buf).map(|e| e.len)
}

/// An ApiVersions response decoded by [`decode_api_versions_response`].
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ApiVersionsDecoded<'a> {
    /// The whole frame (its body is always [`Response::ApiVersions`]).
    pub frame: ResponseFrame<'a>,
    /// The body.
    pub body: ApiVersionsResponse<'a>,
    /// The version the body was decoded at: the request's, or 0 for an UNSUPPORTED_VERSION reply.
    pub body_version: i16,
}

/// Decodes an ApiVersions response to a request of `request_version` as Kafka's clients do
/// (`ApiVersionsResponse.parse`): at `request_version` first, and if that fails, at v0, because a
/// broker answers a version it does not know with UNSUPPORTED_VERSION in a v0 body. The header is v0
/// either way. When both fail, the error reported is the v0 one if the body's error code (its first
/// field in every version) is [`ErrorCode::UNSUPPORTED_VERSION`], else the `request_version` one.
///
/// As in Kafka, a body that decodes at `request_version` with bytes left over is read at that
/// version, the bytes kept in [`ResponseFrame::trailing`]: librdkafka 2.0's mock cluster answers a v3
/// request it does not support with a layout of its own, which reads as a v3 error reply with five
/// bytes after it.
pub fn decode_api_versions_response(
    frame: &[u8],
    request_version: i16,
) -> Result<ApiVersionsDecoded<'_>, DecodeError> {
    let error_code = frame
        .get(8..10)
        .and_then(|b| b.first_chunk::<2>())
        .map(|b| ErrorCode(i16::from_be_bytes(*b)));
    let decode =
        |version| decode_response(frame, ApiKey::API_VERSIONS, version).map(|f| (f, version));
    let (frame, body_version) = match decode(request_version) {
        Ok(decoded) => decoded,
        Err(asked) if request_version != 0 => decode(0).map_err(|v0| {
            if error_code == Some(ErrorCode::UNSUPPORTED_VERSION) {
                v0
            } else {
                asked
            }
        })?,
        Err(asked) => return Err(asked),
    };
    let Response::ApiVersions(body) = frame.body else {
        // decode_response with the ApiVersions key always yields an ApiVersions body.
        return Err(DecodeError {
            kind: crate::error::DecodeErrorKind::UnknownApiKey {
                api_key: frame.body.api_key().0,
            },
            offset: 4,
            at: place!("ApiVersionsResponse", ""),
        });
    };
    Ok(ApiVersionsDecoded {
        frame,
        body,
        body_version,
    })
}

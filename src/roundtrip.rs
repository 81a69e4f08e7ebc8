//! The round-trip contract: what decoding a frame and encoding it again gives back, and a check a fuzz
//! harness can run on any input.
//!
//! Decoding keeps every value the wire carried, unknown tagged fields included, and encoding writes
//! them back in Kafka's canonical form. For a frame Kafka's own writer produced, that is the same
//! bytes. For other input the decoder accepts (as Kafka's Java reader does), the bytes can differ, and
//! only in these ways:
//!
//! - **Varints are re-encoded minimally.** A length, count, tag or tag size written with more bytes
//!   than it needs (`0x80 0x00` for 0) is accepted and comes back in its shortest form: a request
//!   header whose tag count is written `0x80 0x00` comes back one byte shorter.
//! - **A known tagged field holding its default is dropped.** Kafka writes a tagged field only when it
//!   differs from its default; one sent explicitly with its default value decodes to that value and
//!   is not written back.
//! - **Bool bytes.** Kafka's reader takes any non-zero byte as true; such a byte (once accepted, as
//!   Kafka's reader does) re-encodes as `1`.
//! - **Inside an array, nothing changes.** An array written back at the version it was read at is
//!   copied as its bytes, so the forms above survive inside array elements; only the array's own
//!   count prefix is rewritten.
//!
//! And one way values can differ while the bytes do not: a `float64` field can carry any 64 bits,
//! NaN among them, and NaN is not equal to itself, so `decoded == decoded_again` fails for a frame
//! with a NaN even though its bytes round-trip exactly.
//!
//! So compare bytes, not values, and compare them after one re-encoding: the canonical bytes
//! (decode, encode) must decode and encode to themselves. [`request_round_trip`] and
//! [`response_round_trip`] do exactly that and say where it broke; [`same_request`] and
//! [`same_response`] compare two decoded frames by their encodings, which treats NaN fields with
//! the same bits as equal.
//!
//! ```
//! use kafka_view::roundtrip::request_round_trip;
//!
//! // The seed CreateDelegationToken v3 request, with its header's tag count written 0x80 0x00.
//! let frame = [
//!     0, 0, 0, 27, 0, 38, 0, 3, 0, 0, 0, 0, 0, 0, 0x80, 0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0,
//!     0, 0,
//! ];
//! let (mut first, mut second) = ([0u8; 64], [0u8; 64]);
//! let n = request_round_trip(&frame, &mut first, &mut second).unwrap();
//! assert_eq!(n, frame.len() - 1); // the canonical form is one byte shorter
//! assert_eq!(&first[14..16], &[0, 1]); // tag count 0, then the body
//! ```

use core::fmt;

use crate::api::ApiKey;
use crate::error::{DecodeError, EncodeError};
use crate::frame::{decode_request, decode_response, RequestFrame, ResponseFrame};

/// Why a round trip failed. Only [`RoundTripError::Decode`] and [`RoundTripError::Encode`] are about
/// the input or the buffers; the other two are bugs in this crate and worth a report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum RoundTripError {
    /// The input does not decode: there is nothing to round-trip.
    Decode(DecodeError),
    /// Encoding failed, most likely because a buffer is too small for the frame.
    Encode(EncodeError),
    /// The canonical bytes (the decoded input encoded again) do not decode.
    Redecode(DecodeError),
    /// Decoding the canonical bytes and encoding them again gives different bytes.
    Unstable {
        /// The first byte offset where the two encodings differ (the shorter length, if one is a
        /// prefix of the other).
        offset: usize,
        /// Length of the canonical bytes.
        first_len: usize,
        /// Length of their re-encoding.
        second_len: usize,
    },
}

impl fmt::Display for RoundTripError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoundTripError::Decode(e) => write!(f, "the input does not decode: {e}"),
            RoundTripError::Encode(e) => write!(f, "the decoded frame does not encode: {e}"),
            RoundTripError::Redecode(e) => {
                write!(f, "the re-encoded frame does not decode: {e}")
            }
            RoundTripError::Unstable {
                offset,
                first_len,
                second_len,
            } => write!(
                f,
                "encoding is not stable: {first_len} and {second_len} bytes differ from byte {offset}"
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for RoundTripError {}

fn compare(first: &[u8], second: &[u8]) -> Result<usize, RoundTripError> {
    if first == second {
        return Ok(first.len());
    }
    let offset = first
        .iter()
        .zip(second)
        .position(|(a, b)| a != b)
        .unwrap_or(first.len().min(second.len()));
    Err(RoundTripError::Unstable {
        offset,
        first_len: first.len(),
        second_len: second.len(),
    })
}

/// Decodes a request frame, encodes it into `first` (its canonical bytes), decodes those and encodes
/// them again into `second`, and requires the two encodings to be identical. Returns the length of
/// the canonical bytes, which are left in `first`.
///
/// Each buffer must hold the canonical frame (the input's length is always enough unless the input
/// uses one of the longer forms described in the [module docs](self), which only shrink).
pub fn request_round_trip(
    frame: &[u8],
    first: &mut [u8],
    second: &mut [u8],
) -> Result<usize, RoundTripError> {
    let decoded = decode_request(frame).map_err(RoundTripError::Decode)?;
    let n = decoded.encode(first).map_err(RoundTripError::Encode)?;
    let canonical = first.get(..n).unwrap_or(&[]);
    let again = decode_request(canonical).map_err(RoundTripError::Redecode)?;
    let m = again.encode(second).map_err(RoundTripError::Encode)?;
    compare(canonical, second.get(..m).unwrap_or(&[]))
}

/// [`request_round_trip`] for a response frame of `api_key` at `api_version`.
pub fn response_round_trip(
    frame: &[u8],
    api_key: ApiKey,
    api_version: i16,
    first: &mut [u8],
    second: &mut [u8],
) -> Result<usize, RoundTripError> {
    let decoded = decode_response(frame, api_key, api_version).map_err(RoundTripError::Decode)?;
    let n = decoded.encode(first).map_err(RoundTripError::Encode)?;
    let canonical = first.get(..n).unwrap_or(&[]);
    let again =
        decode_response(canonical, api_key, api_version).map_err(RoundTripError::Redecode)?;
    let m = again.encode(second).map_err(RoundTripError::Encode)?;
    compare(canonical, second.get(..m).unwrap_or(&[]))
}

fn same_bytes(
    a: Result<usize, EncodeError>,
    b: Result<usize, EncodeError>,
    buf_a: &[u8],
    buf_b: &[u8],
) -> Result<bool, EncodeError> {
    let (n, m) = (a?, b?);
    Ok(buf_a.get(..n) == buf_b.get(..m))
}

/// Whether two request frames are the same message: equal with `==`, or encoding to the same bytes
/// (which is what NaN fields need: their bits are kept, but NaN is not equal to itself). `buf_a` and
/// `buf_b` are scratch space for the two encodings.
///
/// ```
/// use kafka_view::messages::{Request, SaslAuthenticateRequest};
/// use kafka_view::roundtrip::same_request;
/// use kafka_view::{ApiKey, RequestFrame, RequestHeader};
///
/// let header = RequestHeader { api_key: ApiKey::SASL_AUTHENTICATE, api_version: 2, ..Default::default() };
/// let a = RequestFrame { header, body: Request::from(SaslAuthenticateRequest::default()), trailing: &[] };
/// let b = RequestFrame { header: RequestHeader { correlation_id: 1, ..header }, ..a };
/// let (mut x, mut y) = ([0u8; 32], [0u8; 32]);
/// assert!(same_request(&a, &a, &mut x, &mut y)?);
/// assert!(!same_request(&a, &b, &mut x, &mut y)?);
/// # Ok::<(), kafka_view::error::EncodeError>(())
/// ```
pub fn same_request(
    a: &RequestFrame<'_>,
    b: &RequestFrame<'_>,
    buf_a: &mut [u8],
    buf_b: &mut [u8],
) -> Result<bool, EncodeError> {
    if a == b {
        return Ok(true);
    }
    same_bytes(a.encode(buf_a), b.encode(buf_b), buf_a, buf_b)
}

/// [`same_request`] for response frames (their versions must match too).
pub fn same_response(
    a: &ResponseFrame<'_>,
    b: &ResponseFrame<'_>,
    buf_a: &mut [u8],
    buf_b: &mut [u8],
) -> Result<bool, EncodeError> {
    if a == b {
        return Ok(true);
    }
    if a.api_version != b.api_version {
        return Ok(false);
    }
    same_bytes(a.encode(buf_a), b.encode(buf_b), buf_a, buf_b)
}

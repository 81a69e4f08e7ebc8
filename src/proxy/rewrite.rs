//! Cheap rewrites: change a few fields of a response and write it back, copying the rest as bytes.

use crate::api::ApiKey;
use crate::array::Array;
use crate::array::Element;
use crate::error::EncodeError;
use crate::frame::{
    decode_response, encode_response_counted as encode_counted, ResponseFrame, ResponseHeader,
};
use crate::messages::describe_cluster::DescribeClusterBroker;
use crate::messages::find_coordinator::{Coordinator, FindCoordinatorResponse};
use crate::messages::metadata::MetadataResponseBroker;
use crate::messages::Response;
use crate::reader::Reader;
use crate::writer::Encode;
use crate::writer::Writer;

use super::ProxyError;

/// The size of a frame written by [`encode_response_counted`] and how much of it came from wire arrays
/// copied as they were.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Encoded {
    /// Bytes written, size prefix included.
    pub len: usize,
    /// Bytes of those that are element bytes of wire arrays written back at the version they were read
    /// at, copied without decoding them.
    pub raw_copied: usize,
}

/// Encodes a response frame like [`encode_response`](crate::encode_response) and also reports how
/// many bytes were copied from wire arrays untouched.
///
/// This is the general rewrite: decode a response, change some fields (replacing an array with
/// [`Array::new`] over values you built), and encode it again. Every array still holding its wire
/// bytes is copied as one block, however many elements and nested arrays it has; only the fields and
/// arrays you replaced are encoded field by field.
pub fn encode_response_counted(
    header: &ResponseHeader<'_>,
    body: &Response<'_>,
    api_version: i16,
    buf: &mut [u8],
) -> Result<Encoded, EncodeError> {
    encode_counted(header, body, api_version, buf)
        .map(|(len, raw_copied)| Encoded { len, raw_copied })
}

/// What [`rewrite_endpoints`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Rewritten {
    /// Bytes written to the output, size prefix included.
    pub len: usize,
    /// Endpoints whose host or port changed.
    pub changed: usize,
    /// Bytes of the output copied from the input frame as they were (everything but the size prefix
    /// and the changed endpoints, unless the whole message had to be re-encoded).
    pub copied: usize,
}

/// Whether [`rewrite_endpoints`] knows where `api_key`'s responses advertise brokers: Metadata,
/// FindCoordinator and DescribeCluster.
pub const fn has_endpoints(api_key: ApiKey) -> bool {
    matches!(
        api_key,
        ApiKey::METADATA | ApiKey::FIND_COORDINATOR | ApiKey::DESCRIBE_CLUSTER
    )
}

/// Rewrites the advertised host and port of every broker or coordinator in a response frame and writes
/// the new frame into the front of `out`.
///
/// `map(node_id, host, port)` sees each endpoint (including the placeholders of an error, such as node
/// id -1) and returns the new host and port, or `None` to keep it. The response is decoded (and so
/// validated) in full first. Then:
///
/// - Metadata (`brokers`), DescribeCluster (`brokers`) and FindCoordinator v4+ (`coordinators`): the
///   frame is copied as bytes up to the array's first element and after its last one; inside the array
///   an element kept is copied as its bytes and only a changed element is encoded. The element count
///   does not change, so no prefix moves; the size prefix is written anew.
/// - FindCoordinator v0-3 has one endpoint at the top level of a small body: it is re-encoded whole.
///
/// Bytes after the body ([`ResponseFrame::trailing`]) are copied as they came.
///
/// The header (correlation id, header version, its tagged fields) is kept as it was. Any other API key
/// is [`ProxyError::NoEndpoints`]. On error the contents of `out` are unspecified.
///
/// Nearly all of the time goes to the validating decode; the copying is a memcpy (see
/// `benches/rewrite.rs`).
pub fn rewrite_endpoints<'h>(
    frame: &[u8],
    api_key: ApiKey,
    api_version: i16,
    mut map: impl FnMut(i32, &str, i32) -> Option<(&'h str, i32)>,
    out: &mut [u8],
) -> Result<Rewritten, ProxyError> {
    if !has_endpoints(api_key) {
        return Err(ProxyError::NoEndpoints { api_key });
    }
    let decoded = decode_response(frame, api_key, api_version)?;
    let mut changed_to = |node_id: i32, host: &str, port: i32| {
        map(node_id, host, port).filter(|&(h, p)| h != host || p != port)
    };
    match decoded.body {
        Response::Metadata(m) => splice(frame, m.brokers, out, |b: &MetadataResponseBroker<'_>| {
            changed_to(b.node_id, b.host, b.port).map(|(host, port)| MetadataResponseBroker {
                host,
                port,
                ..*b
            })
        }),
        Response::DescribeCluster(d) => {
            splice(frame, d.brokers, out, |b: &DescribeClusterBroker<'_>| {
                changed_to(b.broker_id, b.host, b.port).map(|(host, port)| DescribeClusterBroker {
                    host,
                    port,
                    ..*b
                })
            })
        }
        Response::FindCoordinator(f) if api_version >= 4 => {
            splice(frame, f.coordinators, out, |c: &Coordinator<'_>| {
                changed_to(c.node_id, c.host, c.port).map(|(host, port)| Coordinator {
                    host,
                    port,
                    ..*c
                })
            })
        }
        Response::FindCoordinator(f) => {
            let (body, changed) = match changed_to(f.node_id, f.host, f.port) {
                Some((host, port)) => (FindCoordinatorResponse { host, port, ..f }, 1),
                None => (f, 0),
            };
            // Bytes after the body (which Kafka's client ignores) go out as they came.
            let frame = ResponseFrame {
                body: Response::FindCoordinator(body),
                ..decoded
            };
            Ok(Rewritten {
                len: frame.encode(out)?,
                changed,
                copied: decoded.trailing.len(),
            })
        }
        other => Err(ProxyError::NoEndpoints {
            api_key: other.api_key(),
        }),
    }
}

/// Writes `frame` into `out` with the elements of the wire array `array` passed through `edit`:
/// `Some(new)` is encoded in place of the element, `None` keeps the element's bytes.
fn splice<'a, E, N>(
    frame: &'a [u8],
    array: Array<'a, E>,
    out: &mut [u8],
    mut edit: impl FnMut(&E) -> Option<N>,
) -> Result<Rewritten, ProxyError>
where
    E: Element<'a>,
    N: Encode,
{
    let mut w = Writer::new(out);
    let Some((elements, start, version)) = array.wire_bytes() else {
        // A decoded array always holds its wire bytes; were it not so, the frame goes out unchanged.
        w.put(frame)?;
        return Ok(Rewritten {
            len: frame.len(),
            changed: 0,
            copied: frame.len().saturating_sub(4),
        });
    };
    let end = start.saturating_add(elements.len());
    let before = frame.get(4..start).unwrap_or(&[]);
    let after = frame.get(end..).unwrap_or(&[]);
    w.int32(0)?;
    w.put(before)?;
    let mut copied = before.len() + after.len();
    let mut changed = 0;
    // Structs know their own flexibility; the flag only matters to primitive elements.
    // The array was validated by the decode it came from.
    let mut r = Reader::validated(elements, start);
    for _ in 0..array.len() {
        let from = r.position().saturating_sub(start);
        let element = E::read(&mut r, version, false)?;
        let to = r.position().saturating_sub(start);
        match edit(&element) {
            Some(new) => {
                new.write(&mut w, version)?;
                changed += 1;
            }
            None => {
                let bytes = elements.get(from..to).unwrap_or(&[]);
                w.put(bytes)?;
                copied += bytes.len();
            }
        }
    }
    w.put(after)?;
    let len = w.position();
    let size = i32::try_from(len - 4).map_err(|_| {
        EncodeError::too_long(
            &crate::error::Place {
                message: "",
                field: "size",
            },
            len - 4,
        )
    })?;
    w.patch_i32(0, size)?;
    Ok(Rewritten {
        len,
        changed,
        copied,
    })
}

//! Where a Kafka frame may start in bytes whose frame boundaries are not known: a capture that
//! starts inside a connection, the bytes after a gap, and the first bytes of a connection on a port
//! not known to be Kafka's (`--detect`). Also the TLS record that says a stream is encrypted.
//!
//! Every test here is the crate's own: the size prefix against [`Framing`]'s limit, the API key
//! and version against the schemas' ranges, the header through [`RequestHeader::read`], a
//! response through [`response_readings`].

use crate::{response_correlation_id, response_readings};
use kafka_view::framing::Framing;
use kafka_view::wire::Reader;
use kafka_view::{ApiKey, RequestHeader};

/// How far a hunt for a frame start reads ahead of a candidate before giving it up: a header (or
/// a small response read whole) that needs more bytes than this is not taken as a frame start.
pub const LOOK_AHEAD: usize = 64 << 10;

/// Whether bytes start a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// They do, as far as can be told.
    Yes,
    /// They do not.
    No,
    /// More bytes are needed to tell.
    NeedMore,
}

/// The size prefix of `bytes`, if it is there and fits: at least `min` and at most Kafka's default
/// maximum frame size.
fn size(bytes: &[u8], min: usize) -> Result<usize, Verdict> {
    let prefix = bytes.first_chunk::<4>().ok_or(Verdict::NeedMore)?;
    let size = usize::try_from(i32::from_be_bytes(*prefix)).map_err(|_| Verdict::No)?;
    if size < min || size > Framing::default().max_size {
        return Err(Verdict::No);
    }
    Ok(size)
}

/// Whether `bytes` start a request: a size prefix that fits, a known API key with a version in its
/// request range, and a request header that decodes.
pub fn request(bytes: &[u8]) -> Verdict {
    let size = match size(bytes, 8) {
        Ok(s) => s,
        Err(v) => return v,
    };
    let (Some(key), Some(version)) = (
        bytes.get(4..6).and_then(|b| b.try_into().ok()),
        bytes.get(6..8).and_then(|b| b.try_into().ok()),
    ) else {
        return Verdict::NeedMore;
    };
    let key = ApiKey(i16::from_be_bytes(key));
    let version = i16::from_be_bytes(version);
    let in_range = key.request_versions().is_some_and(|r| r.contains(version));
    let Some(header_version) = key.request_header_version(version).filter(|_| in_range) else {
        return Verdict::No;
    };
    let end = size.saturating_add(4);
    let whole = bytes.len() >= end;
    let body = bytes.get(4..end.min(bytes.len())).unwrap_or_default();
    match RequestHeader::read(&mut Reader::new(body), header_version) {
        Ok(_) => Verdict::Yes,
        Err(_) if !whole && bytes.len() < LOOK_AHEAD => Verdict::NeedMore,
        Err(_) => Verdict::No,
    }
}

/// Whether `bytes` start a response: a size prefix that fits and either a correlation id that a
/// request of the connection waits on (`waiting`), or, for a frame of up to [`LOOK_AHEAD`] bytes,
/// a frame that reads whole as a response of some API.
pub fn response(bytes: &[u8], waiting: impl Fn(i32) -> bool) -> Verdict {
    let size = match size(bytes, 4) {
        Ok(s) => s,
        Err(v) => return v,
    };
    let Some(id) = response_correlation_id(bytes) else {
        return Verdict::NeedMore;
    };
    if waiting(id) {
        return Verdict::Yes;
    }
    let end = size.saturating_add(4);
    if end > LOOK_AHEAD {
        return Verdict::No;
    }
    match bytes.get(..end) {
        Some(frame) if !response_readings(frame, 1).is_empty() => Verdict::Yes,
        Some(_) => Verdict::No,
        None => Verdict::NeedMore,
    }
}

/// Whether `bytes` start with a TLS record header: content type 20 to 23 (change cipher spec,
/// alert, handshake, application data) and protocol version 3.0 to 3.4. At the start of a
/// connection that is the client's handshake (type 22); a capture that starts inside one sees
/// application data. No Kafka frame starts so (its size would pass Kafka's limit).
pub fn tls(bytes: &[u8]) -> bool {
    matches!(bytes, [20..=23, 3, 0..=4, ..])
}

/// Where the first frame start of `bytes` is, for the side of a connection that sends requests
/// (`requests`) or responses. `Ok(at)`: a frame starts at `at`. `Err(at)`: the bytes before `at`
/// start none, and whether one starts at `at` needs more bytes. When the stream has `ended`, a
/// candidate that would need more is passed over.
pub fn find(
    bytes: &[u8],
    requests: bool,
    waiting: impl Fn(i32) -> bool,
    ended: bool,
) -> Result<usize, usize> {
    for at in 0..bytes.len() {
        let rest = bytes.get(at..).unwrap_or_default();
        let verdict = if requests {
            request(rest)
        } else {
            response(rest, &waiting)
        };
        match verdict {
            Verdict::Yes => return Ok(at),
            Verdict::NeedMore if !ended => return Err(at),
            Verdict::NeedMore | Verdict::No => {}
        }
    }
    Err(bytes.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A Metadata v1 request from client "ab", correlation id 7, no topics (null array).
    const METADATA: [u8; 20] = [
        0, 0, 0, 16, 0, 3, 0, 1, 0, 0, 0, 7, 0, 2, b'a', b'b', 0xff, 0xff, 0xff, 0xff,
    ];

    #[test]
    fn a_request_is_found_after_junk_and_its_header_is_checked() {
        let mut stream = vec![9, 9, 9, 9, 9, 9, 9];
        stream.extend(METADATA);
        assert_eq!(find(&stream, true, |_| false, false), Ok(7));
        // Junk that reads as the start of a 256-byte Metadata v1 request whose client id (4096
        // bytes) runs past the bytes there: a candidate that waits for more, passed over once
        // the stream ended.
        let mut stream = vec![0, 0, 1, 0, 0, 3, 0, 1, 9, 9, 9, 9, 0x10, 0];
        stream.extend(METADATA);
        assert_eq!(find(&stream, true, |_| false, false), Err(0));
        assert_eq!(find(&stream, true, |_| false, true), Ok(14));
        // Cut inside the client id: more bytes are needed.
        assert_eq!(request(&METADATA[..15]), Verdict::NeedMore);
        assert_eq!(find(&METADATA[..15], true, |_| false, false), Err(0));
        assert_eq!(find(&METADATA[..15], true, |_| false, true), Err(15));
        // A version outside Metadata's range, an unknown key, a size too small.
        let mut bad = METADATA;
        bad[6..8].copy_from_slice(&99i16.to_be_bytes());
        assert_eq!(request(&bad), Verdict::No);
        bad[4..6].copy_from_slice(&999i16.to_be_bytes());
        assert_eq!(request(&bad), Verdict::No);
        assert_eq!(request(&[0, 0, 0, 4, 0, 3, 0, 1]), Verdict::No);
        // A client id longer than the frame.
        let mut long = METADATA;
        long[13] = 200;
        assert_eq!(request(&long), Verdict::No);
    }

    #[test]
    fn a_response_needs_a_waiting_request_or_to_read_whole() {
        // A SaslHandshake v0 response: error code 0, no mechanisms (an empty array).
        let resp = [0, 0, 0, 10, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0];
        assert_eq!(response(&resp, |id| id == 9), Verdict::Yes);
        assert_eq!(response(&resp, |_| false), Verdict::Yes);
        assert_eq!(response(&resp[..12], |_| false), Verdict::NeedMore);
        assert_eq!(
            response(&[0, 0, 0, 5, 1, 2, 3, 4, 5], |_| false),
            Verdict::No
        );
        assert_eq!(
            response(&[0, 0, 0, 5, 1, 2, 3, 4, 5], |_| true),
            Verdict::Yes
        );
        assert_eq!(response(&[0, 0, 0, 3, 1, 2, 3], |_| true), Verdict::No);
    }

    #[test]
    fn tls_records_are_told_apart() {
        assert!(tls(&[0x16, 3, 1, 0, 0x50]));
        assert!(tls(&[0x17, 3, 3]));
        assert!(!tls(&[0x16, 3, 5]));
        assert!(!tls(&[0x18, 3, 3]));
        assert!(!tls(&METADATA));
        assert!(!tls(&[0x16, 3]));
    }
}

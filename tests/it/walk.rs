//! A walk (`kafka_view::walk`) reads a frame through a small buffer instead of one slice. These tests
//! hold it to the decoder: on frames of every API and version, whole and corrupted, a walk fed a few
//! bytes at a time reports the same events and gives the same outcome as `decode_*_traced`.

use crate::common;

use common::{request_frame, response_frame};
use kafka_view::samples::Mode;
use kafka_view::trace::{FieldEvent, Node, Trace, Value};
use kafka_view::walk::{walk_request, walk_response, Input, MIN_BUFFER};
use kafka_view::{
    error::DecodeErrorKind,
    trace::{decode_request_traced, decode_response_traced, Shared},
    ApiKey,
};

/// Every event, in order, as text.
#[derive(Default)]
struct Log(Vec<String>);

impl Trace for Log {
    fn enter(&mut self, node: Node, offset: usize) {
        self.0.push(format!("enter {node:?} @{offset}"));
    }
    fn leave(&mut self, offset: usize) {
        self.0.push(format!("leave @{offset}"));
    }
    fn field(&mut self, e: &FieldEvent<'_>) {
        let value = match e.value {
            Value::Float(v) => format!("float {:#x}", v.to_bits()),
            v => format!("{v:?}"),
        };
        self.0.push(format!(
            "{} {:?} {value} prefix {:?} secret {} @{} +{}",
            e.name, e.ty, e.prefix, e.secret, e.offset, e.size
        ));
    }
}

/// An input that hands out its bytes a few at a time (1 to 13, in turn), so that values straddle
/// every refill of the walk's buffer.
struct Trickle<'a> {
    bytes: &'a [u8],
    turn: usize,
}

impl Input for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> usize {
        self.turn += 1;
        let n = (self.turn % 13 + 1).min(buf.len()).min(self.bytes.len());
        let (head, tail) = self.bytes.split_at(n);
        buf[..n].copy_from_slice(head);
        self.bytes = tail;
        n
    }
}

/// Decodes and walks `frame` (a request, or a response to `key` at `version`) and asserts that both
/// give the same outcome and events. Returns (accepted, events).
fn agree(
    frame: &[u8],
    response: Option<(ApiKey, i16)>,
    buf: &mut [u8],
    what: &str,
) -> (bool, usize) {
    let mut decoded = Log::default();
    let mut walked = Log::default();
    let input = Trickle {
        bytes: frame,
        turn: 0,
    };
    let (d, w) = match response {
        None => (
            decode_request_traced(frame, Shared::new(&mut decoded)).map(|f| f.trailing.len()),
            walk_request(input, frame.len(), buf, &mut walked).map(|w| w.trailing),
        ),
        Some((key, version)) => (
            decode_response_traced(frame, key, version, Shared::new(&mut decoded))
                .map(|f| f.trailing.len()),
            walk_response(input, frame.len(), key, version, buf, &mut walked).map(|w| w.trailing),
        ),
    };
    assert_eq!(d, w, "{what}: outcome");
    if decoded.0 != walked.0 {
        let at = decoded.0.iter().zip(&walked.0).position(|(a, b)| a != b);
        let at = at.unwrap_or(decoded.0.len().min(walked.0.len()));
        panic!(
            "{what}: events differ at {at}: decoded {:?}, walked {:?}",
            decoded.0.get(at),
            walked.0.get(at)
        );
    }
    (d.is_ok(), decoded.0.len())
}

fn modes(key: ApiKey, version: i16) -> [Mode; 2] {
    [
        Mode::Busy,
        Mode::Random(((key.0 as u64) << 16) ^ version as u64 ^ 0x3a1c),
    ]
}

#[test]
fn a_walk_reports_and_refuses_what_the_decoder_does() {
    let mut buf = vec![0u8; 1 << 20];
    let (mut frames, mut accepted, mut events) = (0usize, 0usize, 0usize);
    for &key in ApiKey::ALL {
        let sides = [
            (key.request_versions(), false),
            (key.response_versions(), true),
        ];
        for (versions, response) in sides {
            for version in versions.unwrap().iter() {
                for mode in modes(key, version) {
                    let frame = if response {
                        response_frame(key, version, mode)
                    } else {
                        request_frame(key, version, mode)
                    };
                    let pair = response.then_some((key, version));
                    let side = if response { "response" } else { "request" };
                    let mut copy = frame.clone();
                    // As encoded, then single-byte changes: the first 48 bytes, then every 13th.
                    let spots = (0..frame.len()).filter(|i| *i < 48 || i % 13 == 0);
                    for i in std::iter::once(usize::MAX).chain(spots) {
                        let values = match frame.get(i) {
                            Some(&b) => vec![0x00, 0xff, 0x80, b ^ 1],
                            None => vec![0],
                        };
                        for v in values {
                            if let Some(slot) = copy.get_mut(i) {
                                *slot = v;
                            }
                            let what =
                                format!("{key} {side} v{version} {mode:?}, byte {i} = {v:#04x}");
                            let (ok, n) = agree(&copy, pair, &mut buf, &what);
                            frames += 1;
                            accepted += usize::from(ok);
                            events += n;
                        }
                        if let (Some(slot), Some(&b)) = (copy.get_mut(i), frame.get(i)) {
                            *slot = b;
                        }
                    }
                    // Cut short, and with bytes after the body inside the frame.
                    for cut in [frame.len() / 2, frame.len().saturating_sub(1), 3] {
                        let what = format!("{key} {side} v{version} {mode:?}, cut at {cut}");
                        agree(&frame[..cut], pair, &mut buf, &what);
                    }
                    let mut longer = frame.clone();
                    longer.extend_from_slice(&[1, 2, 3]);
                    let size = (frame.len() - 1) as i32;
                    longer[..4].copy_from_slice(&size.to_be_bytes());
                    let what = format!("{key} {side} v{version} {mode:?}, 3 bytes after the body");
                    let (ok, _) = agree(&longer, pair, &mut buf, &what);
                    assert!(ok, "{what}: the decoder keeps bytes after the body");
                }
            }
        }
    }
    eprintln!(
        "{frames} frames walked and decoded, {accepted} accepted by both, {events} events alike"
    );
    assert!(frames > 150_000 && accepted > 20_000 && events > 10_000_000);
}

#[test]
fn a_value_longer_than_the_buffer_is_reported_by_its_first_bytes() {
    // A SaslAuthenticate v1 request whose auth bytes (int32 length) are 100,000 bytes.
    let auth = vec![0x5a; 100_000];
    let mut frame = Vec::new();
    let body_len = 2 + 2 + 4 + 2 + 4 + auth.len();
    frame.extend_from_slice(&(body_len as i32).to_be_bytes());
    frame.extend_from_slice(&[0, 36, 0, 1, 0, 0, 0, 9, 0, 0]);
    frame.extend_from_slice(&(auth.len() as i32).to_be_bytes());
    frame.extend_from_slice(&auth);

    struct Auth(Option<(usize, usize, usize, bool)>);
    impl Trace for Auth {
        fn field(&mut self, e: &FieldEvent<'_>) {
            if let Value::Bytes(b) = e.value {
                assert!(b.iter().all(|&x| x == 0x5a));
                self.0 = Some((b.len(), e.size, e.prefix.unwrap_or(-1) as usize, e.secret));
            }
        }
    }
    let mut buf = vec![0u8; MIN_BUFFER];
    let mut auth_event = Auth(None);
    let walked = walk_request(&frame[..], frame.len(), &mut buf, &mut auth_event).unwrap();
    assert_eq!(
        (walked.api_key, walked.correlation_id, walked.trailing),
        (ApiKey(36), 9, 0)
    );
    // The first MIN_BUFFER bytes, flagged as a credential; the size and prefix give the whole value.
    assert_eq!(auth_event.0, Some((MIN_BUFFER, 100_004, 100_000, true)));
}

#[test]
fn a_walk_says_when_its_input_ends_early_or_its_buffer_is_too_small() {
    let frame = request_frame(ApiKey(3), 12, Mode::Busy);
    let mut buf = vec![0u8; MIN_BUFFER];
    let short = &frame[..frame.len() - 5];
    let e = walk_request(short, frame.len(), &mut buf, kafka_view::trace::NoTrace).unwrap_err();
    assert_eq!(
        e.kind,
        DecodeErrorKind::InputEnded {
            expected: frame.len(),
            read: frame.len() - 5
        }
    );
    assert_eq!(e.offset, frame.len() - 5);
    assert!(e.to_string().contains("ended after"), "{e}");

    let mut small = vec![0u8; MIN_BUFFER - 1];
    let e = walk_request(
        &frame[..],
        frame.len(),
        &mut small,
        kafka_view::trace::NoTrace,
    )
    .unwrap_err();
    assert_eq!(
        e.kind,
        DecodeErrorKind::WalkBufferTooSmall {
            needed: MIN_BUFFER,
            available: MIN_BUFFER - 1
        }
    );
}

#[test]
fn a_huge_array_walks_in_the_smallest_buffer() {
    // 200,000 topics: 3.6 MB, a hundred times the buffer.
    let frame = common::huge_metadata_request(200_000);
    struct Count(usize);
    impl Trace for Count {
        fn enter(&mut self, node: Node, _: usize) {
            if let Node::Element { .. } = node {
                self.0 += 1;
            }
        }
    }
    let mut buf = vec![0u8; MIN_BUFFER];
    let mut count = Count(0);
    let walked = walk_request(&frame[..], frame.len(), &mut buf, &mut count).unwrap();
    assert_eq!((walked.api_key, walked.api_version), (ApiKey(3), 12));
    assert_eq!(count.0, 200_000);
}

//! Without a trace, the decoder steps over array elements with the generated `Decode::skip` instead of
//! building them, and iteration steps over nested arrays by their lengths alone. These tests hold the
//! two paths to the one that builds every value (taken when a trace is attached): on corrupted bodies
//! of every API and version, both accept or both refuse with the same error, and an accepted body
//! iterates to the same elements.

use kafka_view::messages::{Request, Response};
use kafka_view::samples::{Bump, Mode, SampleGen};
use kafka_view::{ApiKey, Reader, Writer};

/// A trace that records nothing but says it is active, so the reader builds every element.
struct Active;
impl kafka_view::trace::Trace for Active {}

/// The byte values written at each position: zero (nulls, empty lengths, false), all ones (-1 and
/// negative lengths), 0x80 (varint continuation, invalid UTF-8) and the byte with its low bit flipped.
fn mutations(b: u8) -> [u8; 4] {
    [0x00, 0xff, 0x80, b ^ 0x01]
}

/// Decodes every single-byte mutation of `body` with and without a trace and compares the results.
fn compare(
    what: &str,
    body: &[u8],
    decode: impl Fn(&[u8], bool) -> Result<String, kafka_view::DecodeError>,
) -> (usize, usize) {
    let (mut accepted, mut refused) = (0, 0);
    let mut copy = body.to_vec();
    for i in 0..body.len() {
        for v in mutations(body[i]) {
            if v == body[i] {
                continue;
            }
            copy[i] = v;
            let plain = decode(&copy, false);
            let traced = decode(&copy, true);
            assert_eq!(plain, traced, "{what}: byte {i} set to {v:#04x}");
            if plain.is_ok() {
                accepted += 1;
            } else {
                refused += 1;
            }
        }
        copy[i] = body[i];
    }
    (accepted, refused)
}

fn modes(key: ApiKey, version: i16) -> [Mode; 2] {
    [
        Mode::Busy,
        Mode::Random(((key.0 as u64) << 16) ^ version as u64 ^ 0x5eed),
    ]
}

/// Runs [`compare`] on the busy and a random body of every version of one side (`Request` or
/// `Response`), adding to the (accepted, refused, messages) counts.
macro_rules! every_version {
    ($side:ident, $versions:ident, $what:literal, $key:expr, $buf:expr, $counts:expr) => {{
        let key = $key;
        for version in key.$versions().unwrap().iter() {
            for mode in modes(key, version) {
                let bump = Bump::new();
                let mut g = SampleGen::new(&bump, mode);
                let body = $side::sample(&mut g, key, version).unwrap();
                let mut w = Writer::new(&mut $buf[..]);
                body.encode(&mut w, version).unwrap();
                let n = w.position();
                let what = format!("{key} {} v{version} {mode:?}", $what);
                let (a, r) = compare(&what, &$buf[..n], |b, traced| {
                    // `{:?}` iterates every array of the decoded value.
                    if traced {
                        let mut t = Reader::with_trace(b, Active);
                        let m = $side::decode(&mut t, key, version)?;
                        t.finish().map(|_| format!("{m:?}"))
                    } else {
                        let mut t = Reader::new(b);
                        let m = $side::decode(&mut t, key, version)?;
                        t.finish().map(|_| format!("{m:?}"))
                    }
                });
                $counts.0 += a;
                $counts.1 += r;
                $counts.2 += 1;
            }
        }
    }};
}

#[test]
fn skipping_and_building_agree_on_corrupted_bodies() {
    let mut buf = vec![0u8; 1 << 20];
    let mut counts = (0, 0, 0);
    for &key in ApiKey::ALL {
        every_version!(Request, request_versions, "request", key, buf, counts);
        every_version!(Response, response_versions, "response", key, buf, counts);
    }
    let (accepted, refused, messages) = counts;
    eprintln!(
        "{messages} messages: {accepted} corrupted bodies accepted alike, {refused} refused alike"
    );
    // Both outcomes must be well represented, or the comparison proves little.
    assert!(messages > 1200, "{messages}");
    assert!(
        accepted > 10_000 && refused > 10_000,
        "{accepted} / {refused}"
    );
}

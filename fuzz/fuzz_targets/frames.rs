//! A stream of frames fed in chunks of the fuzzer's sizes gives the same frames as one buffer, and a
//! partial frame always says how many more bytes it needs.
#![no_main]

use kafka_view::samples::Bump;
use kafka_view::{
    encode_request,
    framing::{Framing, Status},
    RequestHeader,
};
use kafka_view_fuzz::{build, Built};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let [count, sizes @ ..] = data else { return };
    // Up to four messages built from the rest of the bytes, and any trailing garbage after them.
    let bump = Bump::new();
    let mut stream = Vec::new();
    let mut scripts = sizes.chunks(16);
    for i in 0..(count % 5) {
        let script = scripts.next().unwrap_or(&[]);
        let mut input = vec![0u8, i.wrapping_mul(37), *count];
        input.extend_from_slice(script);
        let input = bump.alloc_slice_copy(&input);
        if let Some(Built::Request(api, v, body)) = build(&bump, input) {
            let header = RequestHeader {
                api_key: api,
                api_version: v,
                correlation_id: i32::from(i),
                ..Default::default()
            };
            let mut buf = vec![0u8; 1 << 16];
            if let Ok(n) = encode_request(&header, &body, &mut buf) {
                stream.extend_from_slice(&buf[..n]);
            }
        }
    }
    stream.extend_from_slice(sizes.get(..3).unwrap_or(&[]));

    let framing = Framing { max_size: 1 << 16 };
    let whole = split_all(&framing, &stream);

    // Fed in chunks: sizes cycle through the fuzzer's bytes (1..=256 each).
    let mut pending: Vec<u8> = Vec::new();
    let mut chunked: Vec<Vec<u8>> = Vec::new();
    let mut at = 0;
    let mut k = 0;
    while at < stream.len() {
        let step = 1 + usize::from(*sizes.get(k % sizes.len().max(1)).unwrap_or(&0));
        k += 1;
        let end = (at + step).min(stream.len());
        pending.extend_from_slice(&stream[at..end]);
        at = end;
        loop {
            match framing.split(&pending) {
                Ok(Status::Complete { frame, rest }) => {
                    chunked.push(frame.to_vec());
                    pending = rest.to_vec();
                }
                Ok(Status::Partial { needed }) => {
                    assert!(needed > 0);
                    break;
                }
                Err(e) => {
                    assert!(
                        whole.1.is_some(),
                        "chunked split failed ({e}) where one buffer did not"
                    );
                    return;
                }
            }
        }
    }
    assert_eq!(chunked, whole.0, "chunked and whole splits differ");
});

fn split_all(framing: &Framing, mut buf: &[u8]) -> (Vec<Vec<u8>>, Option<()>) {
    let mut out = Vec::new();
    loop {
        match framing.split(buf) {
            Ok(Status::Complete { frame, rest }) => {
                out.push(frame.to_vec());
                buf = rest;
            }
            Ok(Status::Partial { .. }) => return (out, None),
            Err(_) => return (out, Some(())),
        }
    }
}

//! Any frame of any API and version, built from the fuzzer's bytes (`samples::any_frame`): encode ->
//! decode -> the same frame -> encode -> identical bytes, and the round-trip check agrees.
#![no_main]

use kafka_view::roundtrip::{request_round_trip, response_round_trip, same_request, same_response};
use kafka_view::samples::{any_frame, AnyFrame, Bump};
use kafka_view::{decode_request, decode_response};
use kafka_view_fuzz::no_alloc;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let bump = Bump::new();
    let Some(frame) = any_frame(&bump, data) else { return };
    // Buffers of the frame's own size: a fuzz input used to zero 2 MiB of them.
    let n = frame.encoded_len().expect("a built frame measures");
    let (mut buf, mut again, mut third) = (vec![0u8; n], vec![0u8; n], vec![0u8; n]);
    assert_eq!(no_alloc("encode", || frame.encode(&mut buf)), Ok(n));
    let (api, v) = (frame.api_key(), frame.api_version());
    match frame {
        AnyFrame::Request(built) => {
            let decoded = no_alloc("decode", || decode_request(&buf)).expect("decodes");
            assert!(same_request(&decoded, &built, &mut again, &mut third).expect("encodes"), "{api:?} v{v}: decoded frame differs");
            assert_eq!(decoded.encode(&mut again), Ok(n));
            assert_eq!(again, buf);
            assert_eq!(request_round_trip(&buf, &mut again, &mut third), Ok(n));
        }
        AnyFrame::Response(built) => {
            let decoded = no_alloc("decode", || decode_response(&buf, api, v)).expect("decodes");
            assert!(same_response(&decoded, &built, &mut again, &mut third).expect("encodes"), "{api:?} v{v}: decoded frame differs");
            assert_eq!(decoded.encode(&mut again), Ok(n));
            assert_eq!(again, buf);
            assert_eq!(response_round_trip(&buf, api, v, &mut again, &mut third), Ok(n));
        }
    }
});

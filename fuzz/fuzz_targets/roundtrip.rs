//! Any message of any API and version, built from the fuzzer's bytes: encode -> decode -> equal ->
//! encode -> identical bytes.
#![no_main]

use kafka_view::samples::Bump;
use kafka_view::{decode_request, decode_response, encode_request, encode_response, RequestHeader, ResponseHeader};
use kafka_view_fuzz::{build, no_alloc, same, Built};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let bump = Bump::new();
    let Some(built) = build(&bump, data) else { return };
    let mut buf = vec![0u8; 1 << 20];
    let mut again = vec![0u8; 1 << 20];
    match built {
        Built::Request(api, v, body) => {
            let header = RequestHeader { api_key: api, api_version: v, correlation_id: 1, client_id: Some("fuzz"), ..Default::default() };
            let n = no_alloc("encode", || encode_request(&header, &body, &mut buf)).expect("a built request encodes");
            let decoded = no_alloc("decode", || decode_request(&buf[..n])).expect("decodes");
            assert!(same(&decoded.body, &body), "{api:?} v{v}: decoded body differs");
            let m = encode_request(&decoded.header, &decoded.body, &mut again).expect("re-encodes");
            assert_eq!(&again[..m], &buf[..n]);
        }
        Built::Response(api, v, body) => {
            let header = ResponseHeader { correlation_id: 1, ..Default::default() };
            let n = no_alloc("encode", || encode_response(&header, &body, v, &mut buf)).expect("a built response encodes");
            let decoded = no_alloc("decode", || decode_response(&buf[..n], api, v)).expect("decodes");
            assert!(same(&decoded.body, &body), "{api:?} v{v}: decoded body differs");
            let m = encode_response(&decoded.header, &decoded.body, v, &mut again).expect("re-encodes");
            assert_eq!(&again[..m], &buf[..n]);
        }
    }
});

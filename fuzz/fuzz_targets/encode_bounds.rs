//! A valid message encoded into every buffer size from 0 to its length: each smaller buffer gives the
//! too-small error with the size needed, and not one byte of the buffer (or past it) is written.
#![no_main]

use kafka_view::samples::Bump;
use kafka_view::{encode_request, encode_response, EncodeError, RequestHeader, ResponseHeader};
use kafka_view_fuzz::{build, Built};
use libfuzzer_sys::fuzz_target;

const CANARY: u8 = 0xa5;

fuzz_target!(|data: &[u8]| {
    let bump = Bump::new();
    let Some(built) = build(&bump, data) else { return };
    let encode = |buf: &mut [u8]| match &built {
        Built::Request(api, v, body) => {
            let header = RequestHeader { api_key: *api, api_version: *v, ..Default::default() };
            encode_request(&header, body, buf)
        }
        Built::Response(_, v, body) => encode_response(&ResponseHeader::default(), body, *v, buf),
    };
    let mut full = vec![0u8; 1 << 20];
    let n = encode(&mut full).expect("a built message encodes");
    let mut buf = vec![CANARY; n + 16];
    for size in 0..n {
        let err = encode(&mut buf[..size]).expect_err("a too-small buffer must fail");
        assert_eq!(err, EncodeError::BufferTooSmall { needed: n, available: size });
        assert!(buf.iter().all(|&b| b == CANARY), "a failed encode into {size} bytes wrote");
    }
    assert_eq!(encode(&mut buf[..n]), Ok(n));
    assert_eq!(&buf[..n], &full[..n]);
    assert!(buf[n..].iter().all(|&b| b == CANARY), "wrote past the end");
});

//! The first two bytes pick an API key and version, the rest is a response frame: same checks as
//! decode_request (and a walk's outcome).
#![no_main]

use kafka_view::decode_response;
use kafka_view_fuzz::{
    check_steps, no_alloc, pick_api, same, start_counting, traced_error, visit, walk_error,
};
use libfuzzer_sys::{fuzz_mutator, fuzz_target};

fuzz_target!(|data: &[u8]| {
    let [key, version, frame @ ..] = data else {
        return;
    };
    let (api, v) = pick_api(*key, *version, true);
    // Two traced decodes, one building every array element and one stepping over them, come to
    // the same outcome (`traced_error`); so must the untraced decode, which steps over them too.
    let traced = traced_error(frame, Some((api, v)));
    // A walk through a small buffer, a few bytes at a time, refuses where the decoder refuses.
    assert_eq!(
        walk_error(frame, Some((api, v))),
        traced,
        "a walk and the decoder differ"
    );
    start_counting();
    let decoded = no_alloc("decode", || decode_response(frame, api, v));
    assert_eq!(
        decoded.as_ref().err(),
        traced.as_ref(),
        "traced and untraced decodes differ"
    );
    let Ok(resp) = decoded else {
        check_steps(frame.len());
        return;
    };
    visit(&resp);
    check_steps(frame.len());

    let mut buf = vec![0u8; frame.len() * 2 + 64];
    let n = no_alloc("encode", || resp.encode(&mut buf)).expect("re-encodes");
    let again = decode_response(&buf[..n], api, v).expect("the re-encoding decodes");
    assert!(same(&again, &resp), "decode(encode(x)) != x");
    let mut buf2 = vec![0u8; n];
    let m = again.encode(&mut buf2).expect("re-encodes again");
    assert_eq!(&buf2[..m], &buf[..n], "encoding is not stable");
    // The input itself need not come back byte for byte: like Kafka's readers, the decoder takes
    // non-canonical forms (any non-zero bool byte, any non-negative struct marker, any negative
    // length as a null, overlong varints), which encode canonically. Values are what must survive.
});

// Mutants from the field-aware mutator (`kafka_view::fuzz`), and from libFuzzer's own for part of
// the calls.
fuzz_mutator!(|data: &mut [u8], size: usize, max_size: usize, seed: u32| {
    kafka_view_fuzz::mutate_frame(data, size, max_size, seed, 2, kafka_view_fuzz::response_to)
});

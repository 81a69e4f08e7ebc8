//! Any bytes -> decode_request: never panics, never allocates, stays within the work bound; a success
//! re-encodes to a frame that decodes to an equal value and re-encodes to identical bytes (the input
//! itself may be non-canonical). A walk of the same bytes (kafka_view::walk) comes to the same outcome.
#![no_main]

use kafka_view::decode_request;
use kafka_view::fuzz::Direction;
use kafka_view_fuzz::{
    check_steps, no_alloc, same, start_counting, traced_error, visit, walk_error,
};
use libfuzzer_sys::{fuzz_mutator, fuzz_target};

fuzz_target!(|data: &[u8]| {
    // Two traced decodes, one building every array element and one stepping over them, come to
    // the same outcome (`traced_error`); so must the untraced decode, which steps over them too.
    let traced = traced_error(data, None);
    // A walk through a small buffer, a few bytes at a time, refuses where the decoder refuses.
    assert_eq!(
        walk_error(data, None),
        traced,
        "a walk and the decoder differ"
    );
    start_counting();
    let decoded = no_alloc("decode", || decode_request(data));
    assert_eq!(
        decoded.as_ref().err(),
        traced.as_ref(),
        "traced and untraced decodes differ"
    );
    let Ok(req) = decoded else {
        check_steps(data.len());
        return;
    };
    visit(&req);
    check_steps(data.len());

    let mut buf = vec![0u8; data.len() * 2 + 64];
    let n = no_alloc("encode", || req.encode(&mut buf)).expect("a decoded request re-encodes");
    let again = decode_request(&buf[..n]).expect("the re-encoding decodes");
    assert!(same(&again, &req), "decode(encode(x)) != x");
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
    kafka_view_fuzz::mutate_frame(data, size, max_size, seed, 0, |_| Direction::Request)
});

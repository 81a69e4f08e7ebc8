//! Any frame of any API and version, built from the fuzzer's bytes (`samples::any_frame`): encode ->
//! decode -> the same frame -> encode -> identical bytes, and the round-trip check agrees. Then the
//! round-trip contract on mutants of that frame (`samples::mutate`, seeded by the input) and on the
//! input itself as a request frame: whatever decodes re-encodes to bytes whose every difference from
//! the wire one rule of `kafka_view::roundtrip` explains (`request_changes`, `response_changes`).
#![no_main]

use kafka_view::fuzz::Direction;
use kafka_view::roundtrip::{
    request_changes, request_round_trip, response_changes, response_round_trip, same_request,
    same_response, RoundTripError,
};
use kafka_view::samples::{any_frame, mutate, AnyFrame, Bump};
use kafka_view::{decode_request, decode_response};
use kafka_view_fuzz::no_alloc;
use libfuzzer_sys::{fuzz_mutator, fuzz_target};

/// Mutants of each built frame.
const MUTANTS: u64 = 4;

/// A frame that decodes must re-encode as the contract says; one that does not is of no interest.
fn contract(
    result: Result<(usize, kafka_view::roundtrip::Changes), RoundTripError>,
    what: &dyn Fn() -> String,
) {
    match result {
        Ok(_) | Err(RoundTripError::Decode(_)) => {}
        Err(e) => panic!("{}: {e}", what()),
    }
}

fuzz_target!(|data: &[u8]| {
    // The input as a request frame. Canonical forms only keep or shrink a frame's length.
    let mut canonical = vec![0u8; data.len()];
    contract(
        no_alloc("explain", || request_changes(data, &mut canonical)),
        &|| format!("input {data:02x?}"),
    );

    let bump = Bump::new();
    let Some(frame) = any_frame(&bump, data) else {
        return;
    };
    // Buffers of the frame's own size: a fuzz input used to zero 2 MiB of them.
    let n = frame.encoded_len().expect("a built frame measures");
    let (mut buf, mut again, mut third) = (vec![0u8; n], vec![0u8; n], vec![0u8; n]);
    assert_eq!(no_alloc("encode", || frame.encode(&mut buf)), Ok(n));
    let (api, v) = (frame.api_key(), frame.api_version());
    match frame {
        AnyFrame::Request(built) => {
            let decoded = no_alloc("decode", || decode_request(&buf)).expect("decodes");
            assert!(
                same_request(&decoded, &built, &mut again, &mut third).expect("encodes"),
                "{api:?} v{v}: decoded frame differs"
            );
            assert_eq!(decoded.encode(&mut again), Ok(n));
            assert_eq!(again, buf);
            assert_eq!(request_round_trip(&buf, &mut again, &mut third), Ok(n));
        }
        AnyFrame::Response(built) => {
            let decoded = no_alloc("decode", || decode_response(&buf, api, v)).expect("decodes");
            assert!(
                same_response(&decoded, &built, &mut again, &mut third).expect("encodes"),
                "{api:?} v{v}: decoded frame differs"
            );
            assert_eq!(decoded.encode(&mut again), Ok(n));
            assert_eq!(again, buf);
            assert_eq!(
                response_round_trip(&buf, api, v, &mut again, &mut third),
                Ok(n)
            );
        }
    }
    let seed = data
        .iter()
        .fold(0u64, |h, &b| h.rotate_left(5) ^ u64::from(b));
    for i in 0..MUTANTS {
        let mutant = mutate(&buf, seed ^ i);
        let mut canonical = vec![0u8; mutant.len()];
        let what = || format!("{api:?} v{v} mutant {i} {mutant:02x?}");
        let result = match frame {
            AnyFrame::Request(_) => {
                no_alloc("explain", || request_changes(&mutant, &mut canonical))
            }
            AnyFrame::Response(_) => no_alloc("explain", || {
                response_changes(&mutant, api, v, &mut canonical)
            }),
        };
        contract(result, &what);
    }
});

// Mutants from the field-aware mutator (`kafka_view::fuzz`), and from libFuzzer's own for part of
// the calls.
fuzz_mutator!(|data: &mut [u8], size: usize, max_size: usize, seed: u32| {
    kafka_view_fuzz::mutate_frame(data, size, max_size, seed, 0, |_| Direction::Request)
});

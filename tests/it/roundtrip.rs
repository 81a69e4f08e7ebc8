//! Every API key and every version, request and response: the smallest, a busy and a few random
//! instances encode, decode to an equal value and re-encode to identical bytes; every strict prefix of
//! each frame and of each body fails to decode, with the same error whether a trace is attached or not
//! (the untraced reader takes fast paths the traced one does not).

use kafka_view::error::Place;
use kafka_view::messages::{Request, Response};
use kafka_view::roundtrip::RoundTripError;
use kafka_view::samples::{Bump, Mode, SampleGen};
use kafka_view::{
    decode_request, decode_response, encode_request, encode_response,
    trace::{decode_request_traced, decode_response_traced},
    types::{RawTaggedField, TaggedFields},
    wire::Reader,
    ApiKey, RequestHeader, ResponseHeader,
};

/// A trace that records nothing but, unlike `NoTrace`, says it is active, so the reader takes its
/// element-by-element paths.
struct Active;
impl kafka_view::trace::Trace for Active {}

const RANDOM_PER_VERSION: u64 = 4;

fn modes(key: ApiKey, version: i16) -> Vec<Mode> {
    let mut m = vec![Mode::Smallest, Mode::Busy];
    for i in 0..RANDOM_PER_VERSION {
        m.push(Mode::Random(
            ((key.0 as u64) << 32) ^ ((version as u64) << 16) ^ i,
        ));
    }
    m
}

const HEADER_TAGS: &[RawTaggedField<'static>] = &[RawTaggedField {
    tag: 7,
    data: b"hdr",
}];

/// Decoding every strict prefix of `bytes` with `decode` fails.
fn every_prefix_fails(what: &str, bytes: &[u8], decode: impl Fn(&[u8]) -> bool) {
    for k in 0..bytes.len() {
        assert!(
            !decode(&bytes[..k]),
            "{what}: the {k}-byte prefix of {} bytes decoded",
            bytes.len()
        );
    }
}

#[test]
fn every_request_version_round_trips() {
    let mut buf = vec![0u8; 1 << 20];
    let mut again = vec![0u8; 1 << 20];
    let mut messages = 0;
    let mut bytes = 0;
    for &key in ApiKey::ALL {
        let range = key.request_versions().unwrap();
        for version in range.iter() {
            let flexible = key.flexible_from().is_some_and(|f| version >= f);
            for mode in modes(key, version) {
                let what = format!("{key} request v{version} {mode:?}");
                let bump = Bump::new();
                let mut g = SampleGen::new(&bump, mode);
                let body = Request::sample(&mut g, key, version).unwrap();
                let header = RequestHeader {
                    api_key: key,
                    api_version: version,
                    correlation_id: 0x0102_0304,
                    client_id: if mode == Mode::Smallest {
                        None
                    } else {
                        Some("client-ü")
                    },
                    unknown_tagged_fields: if flexible && mode == Mode::Busy {
                        TaggedFields::new(HEADER_TAGS)
                    } else {
                        TaggedFields::EMPTY
                    },
                };
                let n = encode_request(&header, &body, &mut buf)
                    .unwrap_or_else(|e| panic!("{what}: encode: {e}"));
                let frame = &buf[..n];
                let decoded =
                    decode_request(frame).unwrap_or_else(|e| panic!("{what}: decode: {e}"));
                let header_version = key.request_header_version(version).unwrap();
                // Header v0 (ControlledShutdown v0) has no client id: Kafka marks the field
                // ignorable, so it is left out, as Kafka's writer leaves it out.
                let header = RequestHeader {
                    client_id: if header_version == 0 {
                        None
                    } else {
                        header.client_id
                    },
                    ..header
                };
                assert_eq!(decoded.header, header, "{what}");
                assert_eq!(decoded.body, body, "{what}");
                let m = encode_request(&decoded.header, &decoded.body, &mut again).unwrap();
                assert_eq!(&again[..m], frame, "{what}: re-encoding differs");
                assert_eq!(
                    body.encoded_len(version) + header.encoded_len(header_version) + 4,
                    n,
                    "{what}"
                );

                every_prefix_fails(&what, frame, |b| {
                    let plain = decode_request(b).err();
                    let traced = decode_request_traced(b, Active).err();
                    assert_eq!(plain, traced, "{what}: {}-byte prefix", b.len());
                    plain.is_none()
                });
                let body_at = n - body.encoded_len(version);
                every_prefix_fails(&what, &frame[body_at..], |b| {
                    let mut r = Reader::new(b);
                    let plain = Request::read(&mut r, key, version).and_then(|_| r.finish());
                    let mut t = Reader::with_trace(b, Active);
                    let traced = Request::read(&mut t, key, version).and_then(|_| t.finish());
                    assert_eq!(
                        plain.err(),
                        traced.err(),
                        "{what}: {}-byte body prefix",
                        b.len()
                    );
                    plain.is_ok()
                });
                messages += 1;
                bytes += n;
            }
        }
    }
    eprintln!("{messages} request messages round-tripped, {bytes} bytes");
    assert!(messages > 1000);
}

#[test]
fn every_response_version_round_trips() {
    let mut buf = vec![0u8; 1 << 20];
    let mut again = vec![0u8; 1 << 20];
    let mut messages = 0;
    let mut bytes = 0;
    for &key in ApiKey::ALL {
        let range = key.response_versions().unwrap();
        for version in range.iter() {
            let header_version = key.response_header_version(version).unwrap();
            for mode in modes(key, version) {
                let what = format!("{key} response v{version} {mode:?}");
                let bump = Bump::new();
                let mut g = SampleGen::new(&bump, mode);
                let body = Response::sample(&mut g, key, version).unwrap();
                let header = ResponseHeader {
                    correlation_id: -5,
                    unknown_tagged_fields: if header_version == 1 && mode == Mode::Busy {
                        TaggedFields::new(HEADER_TAGS)
                    } else {
                        TaggedFields::EMPTY
                    },
                };
                let n = encode_response(&header, &body, version, &mut buf)
                    .unwrap_or_else(|e| panic!("{what}: encode: {e}"));
                let frame = &buf[..n];
                let decoded = decode_response(frame, key, version)
                    .unwrap_or_else(|e| panic!("{what}: decode: {e}"));
                assert_eq!(decoded.header, header, "{what}");
                assert_eq!(decoded.body, body, "{what}");
                let m =
                    encode_response(&decoded.header, &decoded.body, version, &mut again).unwrap();
                assert_eq!(&again[..m], frame, "{what}: re-encoding differs");

                every_prefix_fails(&what, frame, |b| {
                    let plain = decode_response(b, key, version).err();
                    let traced = decode_response_traced(b, key, version, Active).err();
                    assert_eq!(plain, traced, "{what}: {}-byte prefix", b.len());
                    plain.is_none()
                });
                let body_at = n - body.encoded_len(version);
                every_prefix_fails(&what, &frame[body_at..], |b| {
                    let mut r = Reader::new(b);
                    let plain = Response::read(&mut r, key, version).and_then(|_| r.finish());
                    let mut t = Reader::with_trace(b, Active);
                    let traced = Response::read(&mut t, key, version).and_then(|_| t.finish());
                    assert_eq!(
                        plain.err(),
                        traced.err(),
                        "{what}: {}-byte body prefix",
                        b.len()
                    );
                    plain.is_ok()
                });
                messages += 1;
                bytes += n;
            }
        }
    }
    eprintln!("{messages} response messages round-tripped, {bytes} bytes");
    assert!(messages > 1000);
}

/// A message decoded from the wire and re-encoded at a different version is re-encoded element by
/// element (not copied), and fields that the other version lacks are refused unless default.
#[test]
fn re_encoding_at_another_version() {
    use kafka_view::messages::CreateDelegationTokenRequest;
    use kafka_view::{error::EncodeError, Message};
    let bump = Bump::new();
    let mut g = SampleGen::new(&bump, Mode::Busy);
    let busy = match Request::sample(&mut g, ApiKey::CREATE_DELEGATION_TOKEN, 3).unwrap() {
        Request::CreateDelegationToken(b) => b,
        _ => unreachable!(),
    };
    let mut v3 = [0u8; 512];
    let n = busy.encode(&mut v3, 3).unwrap();
    let decoded = CreateDelegationTokenRequest::decode(&v3[..n], 3).unwrap();
    // v2 has no owner fields: refused while they hold non-default values.
    let mut out = [0u8; 512];
    assert!(matches!(
        decoded.encode(&mut out, 2),
        Err(EncodeError::FieldNotInVersion {
            at: Place {
                field: "OwnerPrincipalType",
                ..
            },
            version: 2,
        })
    ));
    // Without them (and without the unknown tagged fields of the busy sample), v1 is classic encoding.
    let plain = CreateDelegationTokenRequest {
        owner_principal_type: Some(""),
        owner_principal_name: Some(""),
        unknown_tagged_fields: TaggedFields::EMPTY,
        renewers: decoded.renewers,
        ..decoded
    };
    let err = plain.encode(&mut out, 1).unwrap_err();
    assert!(
        matches!(
            err,
            EncodeError::FieldNotInVersion {
                at: Place {
                    field: "tagged_fields",
                    ..
                },
                ..
            }
        ),
        "{err}"
    );
}

/// Every sample frame (requests and responses of every API and version, smallest, busy and random)
/// and `MUTANTS_PER_FRAME` seeded mutants of each: every mutant that still decodes re-encodes to
/// bytes whose every difference from the wire one listed rule explains, and the frames themselves
/// re-encode unchanged. Prints how many changes each rule made.
#[test]
fn every_difference_of_a_mutant_is_a_listed_rule() {
    use kafka_view::roundtrip::{request_changes, response_changes, Changes, Rule};
    use kafka_view::samples::mutate;
    const MUTANTS_PER_FRAME: u64 = 12;
    let mut wire = vec![0u8; 1 << 16];
    let mut canonical = vec![0u8; 1 << 17];
    let (mut frames, mut mutants, mut decoded, mut changed) = (0u32, 0u32, 0u32, 0u32);
    let mut tally = Changes::default();
    for &key in ApiKey::ALL {
        for response in [false, true] {
            let range = if response {
                key.response_versions()
            } else {
                key.request_versions()
            };
            for version in range.unwrap().iter() {
                let seed = ((key.0 as u64) << 32) ^ ((version as u64) << 16);
                for mode in [Mode::Smallest, Mode::Busy, Mode::Random(seed)] {
                    let what = format!("{key} v{version} {mode:?} response={response}");
                    let bump = Bump::new();
                    let mut g = SampleGen::new(&bump, mode);
                    let n = if response {
                        let body = Response::sample(&mut g, key, version).unwrap();
                        encode_response(&ResponseHeader::default(), &body, version, &mut wire)
                    } else {
                        let body = Request::sample(&mut g, key, version).unwrap();
                        let header = RequestHeader {
                            api_key: key,
                            api_version: version,
                            correlation_id: 7,
                            client_id: Some("c"),
                            ..Default::default()
                        };
                        encode_request(&header, &body, &mut wire)
                    }
                    .unwrap_or_else(|e| panic!("{what}: {e}"));
                    let check = |frame: &[u8], canonical: &mut [u8]| {
                        if response {
                            response_changes(frame, key, version, canonical)
                        } else {
                            request_changes(frame, canonical)
                        }
                    };
                    let (m, none) = check(&wire[..n], &mut canonical).unwrap();
                    assert_eq!((m, none), (n, Changes::default()), "{what}");
                    frames += 1;
                    for i in 0..MUTANTS_PER_FRAME {
                        let mutant = mutate(&wire[..n], seed ^ (i << 8) ^ frames as u64);
                        mutants += 1;
                        match check(&mutant, &mut canonical) {
                            Err(RoundTripError::Decode(_)) => {}
                            Err(e) => panic!("{what} mutant {i} {:02x?}: {e}", mutant),
                            Ok((m, changes)) => {
                                decoded += 1;
                                changed += u32::from(!changes.is_empty());
                                assert_eq!(
                                    changes.is_empty(),
                                    canonical[..m] == mutant[..],
                                    "{what} mutant {i}: {changes:?}"
                                );
                                tally.add(&changes);
                            }
                        }
                    }
                }
            }
        }
    }
    eprintln!(
        "{frames} frames, {mutants} mutants, {decoded} decode, {changed} re-encode to other bytes, \
         0 unexplained; changes by rule:"
    );
    for rule in Rule::ALL {
        eprintln!("  {rule}: {}", tally.get(rule));
    }
    assert!(
        frames > 2000 && decoded > 5000,
        "{frames} frames, {decoded} decode"
    );
    // A byte edit cannot turn a tagged field into one holding its default: the test below does.
    for rule in Rule::ALL {
        if rule != Rule::DefaultTaggedField {
            assert!(tally.get(rule) > 0, "no mutant exercised {rule}");
        }
    }
}

/// A known tagged field sent with its default (ApiVersions v3's FinalizedFeaturesEpoch, default -1)
/// is dropped, and the tagged-field count and the frame size follow; a field holding another value
/// is kept, and a re-encoding that drops it is refused.
#[test]
fn a_known_tagged_field_holding_its_default_is_dropped() {
    use kafka_view::messages::ApiVersionsResponse;
    use kafka_view::roundtrip::{explain_response, response_changes, Mismatch, Rule};
    let body = ApiVersionsResponse {
        finalized_features_epoch: 5,
        ..Default::default()
    };
    let mut wire = vec![0u8; 64];
    let n = encode_response(
        &ResponseHeader::default(),
        &Response::ApiVersions(body),
        3,
        &mut wire,
    )
    .unwrap();
    wire.truncate(n);
    // The body ends with the tagged section: count 1, tag 1, size 8, the int64.
    assert_eq!(&wire[n - 11..n - 8], &[1, 1, 8]);
    let key = ApiKey::API_VERSIONS;
    let mut canonical = [0u8; 64];
    let (m, none) = response_changes(&wire, key, 3, &mut canonical).unwrap();
    assert_eq!((&canonical[..m], none.total()), (&wire[..], 0));
    // Without the field: what a writer that drops a non-default field would send.
    let dropped = [&((n - 14) as u32).to_be_bytes()[..], &wire[4..n - 11], &[0]].concat();
    assert!(matches!(
        explain_response(&wire, key, 3, &dropped),
        Err(RoundTripError::Unexplained {
            what: Mismatch::Value,
            ..
        })
    ));
    let mut explicit = wire.clone();
    explicit[n - 8..].fill(0xff);
    let (m, changes) = response_changes(&explicit, key, 3, &mut canonical).unwrap();
    assert_eq!(&canonical[..m], &dropped[..]);
    assert_eq!(
        (changes.get(Rule::DefaultTaggedField), changes.total()),
        (1, 1)
    );
}

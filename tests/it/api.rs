//! The API a new user reaches for: frames that encode themselves and the round-trip contract, the
//! stream buffer, header rewrites on peeked requests, the one error type, names, records helpers.

use crate::common;

use common::{flexible, request_frame, response_frame, HEADER_TAGS};
use kafka_view::error::Place;
use kafka_view::messages::alter_client_quotas::{
    AlterClientQuotasRequest, OpData, RequestEntryData,
};
use kafka_view::messages::{FetchRequest, Request, Response};
use kafka_view::roundtrip::{
    request_round_trip, response_round_trip, same_request, same_response, RoundTripError,
};
use kafka_view::samples::{Bump, Mode, SampleGen};
use kafka_view::{
    decode_request, decode_response, encode_request,
    error::{DecodeErrorKind, EncodeError},
    framing::{encode_request_raw, encode_request_raw_len},
    peek_request,
    types::{Array, TaggedFields},
    ApiKey, FrameBuf, RequestFrame, RequestHeader,
};

// ---- 1. frames that encode themselves, and the round-trip contract ----

#[test]
fn decoded_frames_encode_themselves_for_every_api_and_version() {
    let mut out = vec![0u8; 1 << 16];
    let mut second = vec![0u8; 1 << 16];
    let mut checked = 0;
    for &key in ApiKey::ALL {
        for version in key.request_versions().unwrap().iter() {
            for mode in [Mode::Smallest, Mode::Busy, Mode::Random(version as u64)] {
                let frame = request_frame(key, version, mode);
                let decoded = decode_request(&frame).unwrap();
                assert_eq!(decoded.encoded_len(), Ok(frame.len()), "{key} v{version}");
                let n = decoded.encode(&mut out).unwrap();
                assert_eq!(&out[..n], &frame[..], "{key:?} v{version} {mode:?}");
                assert_eq!(request_round_trip(&frame, &mut out, &mut second), Ok(n));
                checked += 1;
            }
        }
        for version in key.response_versions().unwrap().iter() {
            for mode in [Mode::Smallest, Mode::Busy, Mode::Random(version as u64)] {
                let frame = response_frame(key, version, mode);
                let decoded = decode_response(&frame, key, version).unwrap();
                assert_eq!(decoded.api_version, version);
                assert_eq!(decoded.encoded_len(), Ok(frame.len()), "{key} v{version}");
                let n = decoded.encode(&mut out).unwrap();
                assert_eq!(&out[..n], &frame[..], "{key:?} v{version} {mode:?}");
                assert_eq!(
                    response_round_trip(&frame, key, version, &mut out, &mut second),
                    Ok(n)
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 1800, "{checked} frames checked");
}

#[test]
fn a_frame_encode_fails_cleanly() {
    let frame = request_frame(ApiKey::FETCH, 12, Mode::Busy);
    let decoded = decode_request(&frame).unwrap();
    let mut small = vec![0xa5u8; frame.len() - 1];
    assert_eq!(
        decoded.encode(&mut small),
        Err(EncodeError::BufferTooSmall {
            needed: frame.len() as u32,
            available: frame.len() as u32 - 1
        })
    );
    // Written in one pass: the frame's own bytes (the size prefix still a zero placeholder) up to
    // where the buffer ran out, the canary after.
    for (i, &b) in small.iter().enumerate() {
        let own = if i < 4 { 0 } else { frame[i] };
        assert!(b == own || b == 0xa5, "{b} at byte {i}");
    }
    assert!(small[4..].starts_with(&frame[4..40]));
    let mismatched = RequestFrame {
        header: RequestHeader {
            api_key: ApiKey::PRODUCE,
            ..decoded.header
        },
        ..decoded
    };
    assert_eq!(
        mismatched.encoded_len(),
        Err(EncodeError::ApiKeyMismatch { header: 0, body: 1 })
    );
}

#[test]
fn a_non_minimal_header_tag_count_comes_back_one_byte_shorter() {
    // The seed CreateDelegationToken v3 request with its header's tag count written 0x80 0x00.
    let seed = [
        0u8, 0, 0, 26, 0, 38, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0,
    ];
    let mut long = seed[..14].to_vec();
    long.extend_from_slice(&[0x80, 0x00]);
    long.extend_from_slice(&seed[15..]);
    long[3] = 27;
    let decoded = decode_request(&long).unwrap();
    assert_eq!(decoded, decode_request(&seed).unwrap());
    let mut out = [0u8; 64];
    let n = decoded.encode(&mut out).unwrap();
    assert_eq!(&out[..n], &seed[..]);
    let mut second = [0u8; 64];
    assert_eq!(request_round_trip(&long, &mut out, &mut second), Ok(30));
}

#[test]
fn a_known_tagged_field_sent_with_its_default_is_dropped() {
    // Fetch v12: ClusterId is tagged field 0, nullable, default null. Send it as "" and turn the
    // string into a null on the wire: tag 0, size 1, value 0x00 (compact null).
    let body = FetchRequest {
        cluster_id: Some(""),
        ..Default::default()
    };
    let header = RequestHeader {
        api_key: ApiKey::FETCH,
        api_version: 12,
        ..Default::default()
    };
    let mut frame = [0u8; 128];
    let n = encode_request(&header, &Request::from(body), &mut frame).unwrap();
    assert_eq!(&frame[n - 4..n], &[1, 0, 1, 1]); // one tagged field: tag 0, 1 byte, ""
    frame[n - 1] = 0;
    let decoded = decode_request(&frame[..n]).unwrap();
    let Request::Fetch(fetch) = decoded.body else {
        panic!()
    };
    assert_eq!(fetch.cluster_id, None);
    let (mut first, mut second) = ([0u8; 128], [0u8; 128]);
    let m = request_round_trip(&frame[..n], &mut first, &mut second).unwrap();
    assert_eq!(m, n - 3);
    assert_eq!(first[m - 1], 0); // no tagged fields
}

#[test]
fn nan_breaks_partial_eq_but_not_the_round_trip() {
    let ops = [OpData {
        key: "producer_byte_rate",
        value: f64::from_bits(0x7ff8_0000_dead_beef),
        ..Default::default()
    }];
    let entries = [RequestEntryData {
        ops: Array::new(&ops),
        ..Default::default()
    }];
    let body = AlterClientQuotasRequest {
        entries: Array::new(&entries),
        ..Default::default()
    };
    let header = RequestHeader {
        api_key: ApiKey::ALTER_CLIENT_QUOTAS,
        api_version: 1,
        ..Default::default()
    };
    let mut frame = [0u8; 128];
    let n = encode_request(&header, &Request::from(body), &mut frame).unwrap();
    let a = decode_request(&frame[..n]).unwrap();
    let b = decode_request(&frame[..n]).unwrap();
    assert_ne!(a, b, "NaN is not equal to itself");
    let (mut x, mut y) = ([0u8; 128], [0u8; 128]);
    assert_eq!(same_request(&a, &b, &mut x, &mut y), Ok(true));
    assert_eq!(request_round_trip(&frame[..n], &mut x, &mut y), Ok(n));
    // The bits survive: the value read back is the same NaN.
    let Request::AlterClientQuotas(q) = a.body else {
        panic!()
    };
    let op = q.entries.iter().next().unwrap().ops.iter().next().unwrap();
    assert_eq!(op.value.to_bits(), 0x7ff8_0000_dead_beef);
    // A different value is a different message.
    let other_ops = [OpData {
        value: 1.0,
        ..ops[0]
    }];
    let other_entries = [RequestEntryData {
        ops: Array::new(&other_ops),
        ..Default::default()
    }];
    let c = RequestFrame {
        body: Request::from(AlterClientQuotasRequest {
            entries: Array::new(&other_entries),
            ..Default::default()
        }),
        ..a
    };
    assert_eq!(same_request(&a, &c, &mut x, &mut y), Ok(false));
}

#[test]
fn round_trip_errors_say_which_step_failed() {
    let frame = request_frame(ApiKey::METADATA, 12, Mode::Busy);
    let (mut x, mut y) = (vec![0u8; 4096], vec![0u8; 4096]);
    match request_round_trip(&frame[..frame.len() - 1], &mut x, &mut y) {
        Err(RoundTripError::Decode(e)) => {
            assert_eq!(
                e.kind,
                DecodeErrorKind::FrameSizeMismatch {
                    declared: frame.len() - 4,
                    actual: frame.len() - 5
                }
            )
        }
        other => panic!("{other:?}"),
    }
    let mut small = vec![0u8; 10];
    assert!(matches!(
        request_round_trip(&frame, &mut small, &mut y),
        Err(RoundTripError::Encode(EncodeError::BufferTooSmall { .. }))
    ));
    let resp = response_frame(ApiKey::METADATA, 12, Mode::Busy);
    let a = decode_response(&resp, ApiKey::METADATA, 12).unwrap();
    assert_eq!(same_response(&a, &a, &mut x, &mut y), Ok(true));
    let b = kafka_view::ResponseFrame {
        api_version: 11,
        ..a
    };
    assert_eq!(same_response(&a, &b, &mut x, &mut y), Ok(false));
}

// ---- 2. the stream buffer ----

/// A deterministic generator for chunk sizes.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, below: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % below.max(1)
    }
}

fn stream_of_frames() -> (Vec<u8>, Vec<Vec<u8>>) {
    let mut frames = Vec::new();
    for &key in &ApiKey::ALL[..20] {
        for mode in [Mode::Smallest, Mode::Busy] {
            let v = key.request_versions().unwrap().max;
            let f = request_frame(key, v, mode);
            if f.len() <= 300 {
                frames.push(f);
            }
        }
    }
    frames.push(vec![0, 0, 0, 0]); // an empty frame is a frame
    (frames.concat(), frames)
}

#[test]
fn frame_buf_yields_the_frames_whatever_the_chunks() {
    let (stream, frames) = stream_of_frames();
    assert!(frames.len() > 20);
    for seed in 0..50 {
        let mut rng = Lcg(seed);
        let mut fb = FrameBuf::<512>::new();
        let mut got = Vec::new();
        let mut at = 0;
        while at < stream.len() {
            let chunk = 1 + rng.next(400);
            let end = (at + chunk).min(stream.len());
            let took = fb.push(&stream[at..end]);
            assert!(
                took > 0 || fb.len() == 512,
                "no room though frames were taken"
            );
            at += took;
            while let Some(frame) = fb.next_frame().unwrap() {
                got.push(frame.to_vec());
            }
        }
        assert_eq!(got, frames, "seed {seed}");
        assert!(fb.is_empty());
    }
}

#[test]
fn frame_buf_fills_from_a_reader() {
    /// A reader that hands out at most `max` bytes per read.
    struct Trickle<'a> {
        data: &'a [u8],
        max: usize,
    }
    impl std::io::Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = self.data.len().min(buf.len()).min(self.max);
            buf[..n].copy_from_slice(&self.data[..n]);
            self.data = &self.data[n..];
            Ok(n)
        }
    }
    let (stream, frames) = stream_of_frames();
    for max in [1, 7, 300, 10_000] {
        let mut reader = Trickle { data: &stream, max };
        let mut fb = FrameBuf::<400>::new();
        let mut got = Vec::new();
        loop {
            while let Some(frame) = fb.next_frame().unwrap() {
                got.push(frame.to_vec());
            }
            if fb.fill(&mut reader).unwrap() == 0 {
                break;
            }
        }
        assert_eq!(got, frames, "reads of {max}");
    }
}

#[test]
fn frame_buf_refuses_frames_it_cannot_hold() {
    let mut fb = FrameBuf::<16>::new();
    assert_eq!(fb.max_size(), 12);
    assert_eq!(fb.push(&[0, 0, 0, 12]), 4);
    assert_eq!(fb.next_frame(), Ok(None));
    fb.clear();
    fb.push(&[0, 0, 0, 13]);
    let err = fb.next_frame().unwrap_err();
    assert_eq!(
        err.kind,
        DecodeErrorKind::FrameTooLarge { size: 13, max: 12 }
    );
    assert_eq!(
        err.to_string(),
        "FrameBuf.size at byte 0: frame size 13 exceeds the maximum 12"
    );
    assert!(fb.next_frame().is_err(), "the error stays");
    let mut fb = FrameBuf::<16>::with_max_size(2);
    fb.push(&[0xff, 0xff, 0xff, 0xff]);
    assert!(matches!(
        fb.next_frame().unwrap_err().kind,
        DecodeErrorKind::NegativeLength { .. }
    ));
    // Full of frames not taken: push takes what fits, fill says why it cannot read.
    let mut fb = FrameBuf::<8>::new();
    assert_eq!(fb.push(&[0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 8);
    assert_eq!(fb.push(&[1]), 0);
    let err = fb.fill(&mut &[1u8, 2][..]).unwrap_err();
    assert_eq!(err.kind(), std::io::ErrorKind::OutOfMemory);
    assert_eq!(fb.next_frame(), Ok(Some(&[0u8, 0, 0, 0][..])));
    assert_eq!(
        fb.push(&[0, 0, 0, 1, 9]),
        4,
        "room at the front after compaction"
    );
    assert_eq!(fb.buffered(), &[0, 0, 0, 0, 0, 0, 0, 1]);
}

// ---- 3. header rewrites without decoding the body ----

#[test]
fn peeked_headers_keep_their_tagged_fields_and_write_back_exactly() {
    let mut out = vec![0u8; 1 << 16];
    for &key in ApiKey::ALL {
        for version in key.request_versions().unwrap().iter() {
            let frame = request_frame(key, version, Mode::Busy);
            let peeked = peek_request(&frame).unwrap();
            if flexible(key, version) {
                assert_eq!(peeked.header_version, Some(2));
                assert_eq!(peeked.tagged_fields, TaggedFields::new(HEADER_TAGS));
            } else {
                assert!(peeked.tagged_fields.is_empty());
            }
            let n = encode_request_raw(&peeked.header(), peeked.body, &mut out).unwrap();
            assert_eq!(&out[..n], &frame[..], "{key:?} v{version}");
            assert_eq!(
                encode_request_raw_len(&peeked.header(), peeked.body.len()),
                Ok(n),
                "{key:?} v{version}"
            );
            // A new client id: the body and the header's tags stay as they were.
            let header = RequestHeader {
                client_id: Some("gateway-ß"),
                ..peeked.header()
            };
            let n = encode_request_raw(&header, peeked.body, &mut out).unwrap();
            let decoded = decode_request(&out[..n]).unwrap();
            let original = decode_request(&frame).unwrap();
            // A v0 header (ControlledShutdown v0) has no client id to carry.
            let expected = if peeked.header_version == Some(0) {
                RequestHeader {
                    client_id: None,
                    ..header
                }
            } else {
                header
            };
            assert_eq!(decoded.header, expected, "{key:?} v{version}");
            assert_eq!(decoded.body, original.body, "{key:?} v{version}");
        }
    }
}

#[test]
fn raw_encoding_passes_unknown_keys_and_versions() {
    // Produce v99 (unknown; flexible like every Produce version since 9): the header's tag section
    // stays at the front of the body.
    let frame = [
        0u8, 0, 0, 18, 0, 0, 0, 99, 0, 0, 0, 1, 0, 1, b'c', 1, 5, 2, 0xaa, 0xbb, 0x77, 0x88,
    ];
    let peeked = peek_request(&frame).unwrap();
    assert_eq!(peeked.header_version, None);
    assert!(peeked.tagged_fields.is_empty());
    assert_eq!(peeked.body, &frame[15..]);
    let mut out = [0u8; 64];
    let n = encode_request_raw(&peeked.header(), peeked.body, &mut out).unwrap();
    assert_eq!(&out[..n], &frame[..]);
    let header = RequestHeader {
        client_id: None,
        ..peeked.header()
    };
    let n = encode_request_raw(&header, peeked.body, &mut out).unwrap();
    assert_eq!(&out[12..14], &[0xff, 0xff]);
    assert_eq!(&out[14..n], peeked.body);
    // Header tags for a version whose header layout is unknown are refused.
    let tagged = RequestHeader {
        unknown_tagged_fields: TaggedFields::new(HEADER_TAGS),
        ..peeked.header()
    };
    assert_eq!(
        encode_request_raw(&tagged, peeked.body, &mut out),
        Err(EncodeError::FieldNotInVersion {
            at: &Place {
                message: "RequestHeader",
                field: "tagged_fields"
            },
            version: 99
        })
    );
    assert_eq!(
        encode_request_raw_len(&tagged, peeked.body.len()),
        Err(EncodeError::FieldNotInVersion {
            at: &Place {
                message: "RequestHeader",
                field: "tagged_fields"
            },
            version: 99
        })
    );
    // An API key nobody knows.
    let unknown = RequestHeader {
        api_key: ApiKey(999),
        api_version: 0,
        correlation_id: 5,
        client_id: Some("x"),
        ..Default::default()
    };
    let n = encode_request_raw(&unknown, b"body", &mut out).unwrap();
    assert_eq!(encode_request_raw_len(&unknown, 4), Ok(n));
    let peeked = peek_request(&out[..n]).unwrap();
    assert_eq!((peeked.api_key, peeked.body), (ApiKey(999), &b"body"[..]));
    assert_eq!(
        encode_request_raw(&unknown, b"body", &mut out[..n - 1]),
        Err(EncodeError::BufferTooSmall {
            needed: n as u32,
            available: n as u32 - 1
        })
    );
}

// ---- 4. one error type ----

#[test]
fn every_error_converts_into_kafka_view_error() {
    use kafka_view::proxy::{ProxyError, TrackError, Tracker};
    use kafka_view::sasl::Plain;
    use kafka_view::Error;

    fn decode(frame: &[u8]) -> Result<(), Error> {
        decode_request(frame)?;
        Ok(())
    }
    fn encode() -> Result<usize, Error> {
        let frame = request_frame(ApiKey::METADATA, 1, Mode::Smallest);
        Ok(decode_request(&frame)?.encode(&mut [0u8; 4])?)
    }
    fn sasl() -> Result<(), Error> {
        Plain::decode(b"no nul bytes")?;
        Ok(())
    }
    fn track() -> Result<(), Error> {
        let mut t = Tracker::<1>::new();
        t.register(1, ApiKey::FETCH, 4)?;
        t.register(2, ApiKey::FETCH, 4)?;
        Ok(())
    }
    fn proxy() -> Result<(), Error> {
        let frame = response_frame(ApiKey::FETCH, 4, Mode::Smallest);
        let mut out = [0u8; 64];
        kafka_view::proxy::rewrite_endpoints(&frame, ApiKey::FETCH, 4, |_, _, _| None, &mut out)?;
        Ok(())
    }
    let e = decode(&[0, 0, 0, 1, 0]).unwrap_err();
    assert!(matches!(e, Error::Decode(_)));
    assert_eq!(
        e.to_string(),
        "RequestHeader.request_api_key at byte 4: needs 2 bytes but 1 remains"
    );
    assert!(matches!(
        encode().unwrap_err(),
        Error::Encode(EncodeError::BufferTooSmall { .. })
    ));
    let e = sasl().unwrap_err();
    assert!(matches!(e, Error::Sasl(_)));
    assert!(e.to_string().starts_with("PLAIN"), "{e}");
    assert!(matches!(
        track().unwrap_err(),
        Error::Track(TrackError::Full {
            correlation_id: 2,
            capacity: 1
        })
    ));
    let e = proxy().unwrap_err();
    assert_eq!(
        e,
        Error::Proxy(ProxyError::NoEndpoints {
            api_key: ApiKey::FETCH
        })
    );
    assert_eq!(
        e.to_string(),
        "Fetch(1) responses carry no endpoints to rewrite"
    );
    // A ProxyError carrying a decode error lands in Error::Decode.
    let inner = decode_request(&[0, 0, 0, 1, 0]).unwrap_err();
    assert_eq!(Error::from(ProxyError::Decode(inner)), Error::Decode(inner));
    let boxed: Box<dyn std::error::Error> = Box::new(Error::from(inner));
    assert_eq!(boxed.to_string(), inner.to_string());
}

// ---- 5. names everywhere ----

#[test]
fn api_keys_show_and_parse_their_names() {
    for &key in ApiKey::ALL {
        let name = key.name().unwrap();
        assert_eq!(key.to_string(), name);
        assert_eq!(format!("{key:?}"), format!("{name}({})", key.0));
        assert_eq!(name.parse(), Ok(key));
        assert_eq!(name.to_uppercase().parse(), Ok(key));
        assert_eq!(format!("{name}Request").parse(), Ok(key));
        assert_eq!(format!("{name}response").parse(), Ok(key));
        assert_eq!(key.0.to_string().parse(), Ok(key));
        // Names of the bodies, without building one.
        let bump = Bump::new();
        let v = key.request_versions().unwrap().min;
        let req = Request::sample(&mut SampleGen::new(&bump, Mode::Smallest), key, v).unwrap();
        assert_eq!(key.request_name(), Some(req.name()));
        let v = key.response_versions().unwrap().min;
        let resp = Response::sample(&mut SampleGen::new(&bump, Mode::Smallest), key, v).unwrap();
        assert_eq!(key.response_name(), Some(resp.name()));
    }
    assert_eq!(
        "create_delegation_token".parse(),
        Ok(ApiKey::CREATE_DELEGATION_TOKEN)
    );
    assert_eq!(" sasl-authenticate ".parse(), Ok(ApiKey::SASL_AUTHENTICATE));
    assert!("Metadat".parse::<ApiKey>().is_err());
    assert!("MetadataRequestResponse".parse::<ApiKey>().is_err());
    assert!("".parse::<ApiKey>().is_err());
    assert!("40000".parse::<ApiKey>().is_err());
    for n in [-1i16, 200, 999, i16::MIN, i16::MAX] {
        let key = ApiKey(n);
        assert_eq!(key.name(), None);
        assert_eq!(key.to_string(), n.to_string());
        assert_eq!(format!("{key:?}"), format!("ApiKey({n})"));
        assert_eq!(key.to_string().parse(), Ok(key));
        assert_eq!((key.request_name(), key.response_name()), (None, None));
    }
}

#[test]
fn errors_name_the_api_and_count_properly() {
    // Metadata v42 request.
    let mut frame = request_frame(ApiKey::METADATA, 12, Mode::Smallest);
    frame[7] = 42;
    assert_eq!(
        decode_request(&frame).unwrap_err().to_string(),
        "RequestHeader.request_api_version at byte 6: version 42 of Metadata (key 3) is outside 0-13"
    );
    // The seed CreateDelegationToken v3 response (46 bytes) with one byte too many.
    let seed = response_frame(ApiKey::CREATE_DELEGATION_TOKEN, 3, Mode::Smallest);
    assert_eq!(seed.len(), 46);
    let mut long = seed.clone();
    long.push(0);
    let e = decode_response(&long, ApiKey::CREATE_DELEGATION_TOKEN, 3).unwrap_err();
    assert_eq!(
        e.to_string(),
        "CreateDelegationTokenResponse at byte 46: 1 byte left over after the message"
    );
    // The same byte inside the frame (size prefix counting it) is after the body, where Kafka's
    // client stops reading: the frame decodes and the byte is kept.
    long[3] += 1;
    let f = decode_response(&long, ApiKey::CREATE_DELEGATION_TOKEN, 3).unwrap();
    assert_eq!(f.trailing, [0]);
    let mut req = request_frame(ApiKey::CREATE_DELEGATION_TOKEN, 3, Mode::Smallest);
    req.extend_from_slice(&[0, 0]);
    assert_eq!(
        decode_request(&req).unwrap_err().to_string(),
        format!(
            "CreateDelegationTokenRequest at byte {}: 2 bytes left over after the message",
            req.len() - 2
        )
    );
    assert_eq!(
        peek_request(&req).unwrap_err().at.message,
        "CreateDelegationTokenRequest"
    );
    // A bare body with a byte to spare names its message too.
    use kafka_view::messages::SaslHandshakeRequest;
    use kafka_view::Message;
    let e = SaslHandshakeRequest::decode(&[0, 1, b'A', 9], 1).unwrap_err();
    assert_eq!(
        e.to_string(),
        "SaslHandshakeRequest at byte 3: 1 byte left over after the message"
    );
    // Encoding a body under another API's header.
    let header = RequestHeader {
        api_key: ApiKey::PRODUCE,
        api_version: 3,
        ..Default::default()
    };
    let body = Request::from(FetchRequest::default());
    assert_eq!(
        encode_request(&header, &body, &mut [0u8; 64])
            .unwrap_err()
            .to_string(),
        "the header's API key Produce(0) differs from the body's Fetch(1)"
    );
}

#[test]
fn version_ranges_display() {
    use kafka_view::types::VersionRange;
    assert_eq!(VersionRange::new(0, 13).to_string(), "0-13");
    assert_eq!(VersionRange::new(3, 3).to_string(), "3");
    assert_eq!(
        ApiKey::METADATA.request_versions().unwrap().to_string(),
        "0-13"
    );
}

#[test]
fn uuids_parse_from_kafka_text_and_convert_to_u128() {
    use kafka_view::types::Uuid;
    let mut rng = Lcg(7);
    for i in 0..2000u128 {
        let n = match i {
            0 => 0,
            1 => u128::MAX,
            2 => 1,
            _ => (0..4).fold(0u128, |acc, _| (acc << 32) | rng.next(1 << 32) as u128),
        };
        let id = Uuid::from(n);
        assert_eq!(u128::from(id), n);
        assert_eq!(id.0, n.to_be_bytes());
        let text = id.to_string();
        assert_eq!(text.len(), 22);
        assert_eq!(Uuid::from_base64(&text), Ok(id), "{text}");
        assert_eq!(text.parse::<Uuid>(), Ok(id));
        assert_eq!(format!("{text}==").parse::<Uuid>(), Ok(id));
    }
    // The same text decoded by Python's base64.urlsafe_b64decode (with its padding).
    let id: Uuid = "Dl-JiMdiQo-YcwWpfgQXbw".parse().unwrap();
    assert_eq!(u128::from(id), 0x0e5f_8988_c762_428f_9873_05a9_7e04_176f);
    for (text, offset) in [
        ("", 0),
        ("AAAAAAAAAAAAAAAAAAAAA", 21),
        ("AAAAAAAAAAAAAAAAAAAAAAA", 23),
        ("AAAAAAAAAAAAAAAAAAAAAA=", 23),
        ("AAAAAAAAAAAAAAAAAA/AAA", 18),
        ("AAAAAAAAAAAAAAAAAA+AAA", 18),
        ("AAAAAAAAAAAAAAAAAAAA=A", 20),
    ] {
        assert_eq!(
            Uuid::from_base64(text).map_err(|e| e.offset),
            Err(offset),
            "{text:?}"
        );
    }
}

// ---- 6. records: one flat iterator, the count, strict reading ----

fn batch(settings: kafka_view::records::BatchSettings, timestamps: &[i64]) -> Vec<u8> {
    use kafka_view::records::{BatchWriter, NewRecord};
    let mut buf = vec![0u8; 1024];
    let mut w = BatchWriter::new(&mut buf, settings).unwrap();
    for &t in timestamps {
        w.push(&NewRecord {
            timestamp: t,
            key: Some(b"k"),
            value: Some(b"value"),
            headers: &[],
        })
        .unwrap();
    }
    let n = w.finish().unwrap();
    buf.truncate(n);
    buf
}

#[test]
fn records_iterate_flat_with_absolute_offsets_and_timestamps() {
    use kafka_view::records::Records;
    use kafka_view::records::{BatchSettings, Builtin, Limits, TimestampType};
    let create = batch(
        BatchSettings {
            base_offset: 1000,
            ..Default::default()
        },
        &[50, 40, 70],
    );
    let append = batch(
        BatchSettings {
            base_offset: 2000,
            timestamp_type: TimestampType::LogAppendTime,
            ..Default::default()
        },
        &[5, 9],
    );
    let field = [create.clone(), append.clone()].concat();
    let records = Records(&field);
    let got: Vec<(i64, i64, &[u8])> = records
        .records(Builtin::new(), &mut [], &Limits::default())
        .map(|r| r.map(|r| (r.offset(), r.timestamp(), r.value.unwrap())))
        .collect::<Result<_, _>>()
        .unwrap();
    // The second batch's timestamps are log-append times: every record has the batch's max.
    let max = i64::from_be_bytes(append[35..43].try_into().unwrap());
    assert_eq!(max, 9);
    assert_eq!(
        got,
        [
            (1000, 50, &b"value"[..]),
            (1001, 40, &b"value"[..]),
            (1002, 70, &b"value"[..]),
            (2000, max, &b"value"[..]),
            (2001, max, &b"value"[..]),
        ]
    );
    assert_eq!(records.record_count(), Ok(3 + 2));
    let mut strict = records.records_strict(Builtin::new(), &mut [], &Limits::default());
    assert_eq!(strict.by_ref().count(), got.len());
    assert_eq!(strict.truncated(), None);
    let first = records
        .records(Builtin::new(), &mut [], &Limits::default())
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(first.batch().base_offset(), 1000);
    assert_eq!(first.timestamp_type(), TimestampType::CreateTime);
}

#[test]
fn records_stop_at_a_legacy_entry_or_a_bad_compressed_batch_with_an_error() {
    use kafka_view::records::Records;
    use kafka_view::records::{BatchSettings, Builtin, Limits};
    let create = batch(BatchSettings::default(), &[50, 40]);
    // A magic 1 message: offset, size 22, crc, magic 1, attributes, timestamp, null key and value.
    let mut legacy = vec![0u8; 34];
    legacy[7] = 7;
    legacy[11] = 22;
    legacy[16] = 1;
    legacy[26..34].copy_from_slice(&[0xff; 8]);
    let field = [create.clone(), legacy, create.clone()].concat();
    let got: Vec<_> = Records(&field)
        .records(Builtin::new(), &mut [], &Limits::default())
        .collect();
    assert_eq!(
        got.len(),
        3,
        "two records, then the error, then nothing: {got:?}"
    );
    assert_eq!(got[1].unwrap().offset(), 1);
    let e = got[2].unwrap_err();
    assert_eq!(e.kind, DecodeErrorKind::UnsupportedMagic { magic: 1 });
    assert_eq!(
        (e.offset, e.at.message, e.at.field),
        (create.len() + 16, "RecordBatch", "magic")
    );
    assert!(e.to_string().contains("magic 1"), "{e}");

    // A batch marked gzip whose bytes are not gzip: the codec's error, in the records field.
    let mut fake = batch(BatchSettings::default(), &[1, 2, 3]);
    fake[22] |= 1;
    let field = [create.clone(), fake].concat();
    let mut out = [0u8; 1024];
    let got: Vec<_> = Records(&field)
        .records(Builtin::new(), &mut out, &Limits::default())
        .collect();
    assert_eq!(got.len(), 3, "{got:?}");
    let e = got[2].unwrap_err();
    assert!(
        e.offset >= create.len() + kafka_view::records::HEADER_LEN && e.offset <= field.len(),
        "{e:?}"
    );
}

#[test]
fn a_cut_off_last_batch_is_an_error_only_when_strict() {
    use kafka_view::records::Records;
    use kafka_view::records::{Batch, BatchSettings, Builtin, Limits};
    let one = batch(BatchSettings::default(), &[1, 2]);
    let two = batch(
        BatchSettings {
            base_offset: 2,
            ..Default::default()
        },
        &[3],
    );
    let field = [one.clone(), two.clone()].concat();
    // Every cut inside the second batch: lenient gives a truncated tail, strict an error there.
    for cut in one.len() + 1..field.len() {
        let records = Records(&field[..cut]);
        let lenient: Vec<_> = records.batches().collect();
        assert!(matches!(lenient[1], Ok(Batch::Truncated { offset, .. }) if offset == one.len()));
        let strict: Vec<_> = records.batches_strict().collect();
        assert_eq!(strict.len(), 2);
        let e = strict[1].unwrap_err();
        assert_eq!(e.at.message, "RecordBatch");
        let tail = cut - one.len();
        if tail >= 12 {
            assert_eq!(e.offset, one.len() + 8);
            assert_eq!(
                e.kind,
                DecodeErrorKind::LengthPastEnd {
                    prefix: kafka_view::error::Prefix::Batch,
                    length: (two.len() - 12) as u64,
                    remaining: tail - 12
                }
            );
        } else {
            assert_eq!(e.offset, one.len());
            assert_eq!(
                e.kind,
                DecodeErrorKind::UnexpectedEnd {
                    needed: 12,
                    remaining: tail
                }
            );
        }
        assert!(records.record_count().is_err());
        // The lenient records end quietly at the cut, and say where it is.
        let mut flat = records.records(Builtin::new(), &mut [], &Limits::default());
        assert_eq!(flat.truncated(), None);
        assert_eq!(flat.by_ref().map(Result::unwrap).count(), 2);
        assert_eq!(flat.truncated(), Some(one.len()));
        let flat: Vec<_> = records
            .records_strict(Builtin::new(), &mut [], &Limits::default())
            .collect();
        assert_eq!(flat.len(), 3, "two records, then the error");
        assert_eq!(flat[2], Err(e));
    }
    // A corrupted batch length in a whole Produce request: the lenient reading hides it.
    let mut damaged = field.clone();
    damaged[one.len() + 11] += 1;
    assert!(Records(&damaged).batches().all(|b| b.is_ok()));
    assert!(Records(&damaged).batches_strict().any(|b| b.is_err()));
}

// ---- 8. valid traffic from fuzzer bytes ----

#[test]
fn any_frame_builds_every_api_and_version_from_bytes() {
    use kafka_view::samples::{any_frame, AnyFrame};
    let mut rng = Lcg(99);
    let mut seen = std::collections::HashSet::new();
    let mut out = vec![0u8; 1 << 16];
    for kind in 0u8..2 {
        for key in 0..ApiKey::ALL.len() as u8 {
            for version in 0u8..20 {
                let mut data = vec![kind, key, version];
                let len = rng.next(64);
                data.extend((0..len).map(|_| rng.next(256) as u8));
                let bump = Bump::new();
                let frame = any_frame(&bump, &data).unwrap();
                let api = ApiKey::ALL[key as usize];
                assert_eq!(frame.api_key(), api);
                let range = if kind == 1 {
                    api.response_versions()
                } else {
                    api.request_versions()
                }
                .unwrap();
                assert!(range.contains(frame.api_version()));
                seen.insert((kind, api, frame.api_version()));
                let n = frame.encode(&mut out).unwrap();
                assert_eq!(frame.encoded_len(), Ok(n));
                match frame {
                    AnyFrame::Request(f) => assert_eq!(decode_request(&out[..n]).unwrap(), f),
                    AnyFrame::Response(f) => {
                        assert_eq!(decode_response(&out[..n], api, f.api_version).unwrap(), f)
                    }
                }
            }
        }
    }
    let versions: usize = ApiKey::ALL
        .iter()
        .map(|k| {
            let (q, r) = (
                k.request_versions().unwrap(),
                k.response_versions().unwrap(),
            );
            (q.max - q.min + 1).min(20) as usize + (r.max - r.min + 1).min(20) as usize
        })
        .sum();
    assert_eq!(
        seen.len(),
        versions,
        "every version up to 20 per API was built"
    );
    // The same bytes build the same frame; other bytes another one.
    let bump = Bump::new();
    let data = [0u8, 3, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    assert_eq!(any_frame(&bump, &data), any_frame(&bump, &data));
    assert_ne!(any_frame(&bump, &data), any_frame(&bump, &data[..10]));
    assert_eq!(any_frame(&bump, &data[..2]), None);
}

/// A read's `Result` holds a small struct beside the error's tag rather than over the error's
/// bytes: when an `ApiVersion` and a `DecodeError` shared their bytes, a loop over a built array
/// put each element back together from the pieces an error is copied in. On 64-bit targets, where
/// the benchmarks run.
#[test]
#[cfg(target_pointer_width = "64")]
fn a_small_struct_does_not_share_its_bytes_with_the_error_in_a_result() {
    use core::mem::size_of;
    use kafka_view::error::DecodeError;
    use kafka_view::messages::api_versions::ApiVersion;
    assert!(size_of::<ApiVersion<'_>>() < size_of::<DecodeError>());
    assert_eq!(
        size_of::<Result<ApiVersion<'_>, DecodeError>>(),
        size_of::<DecodeError>()
    );
}

//! The proxy toolkit: correlation tracking, ApiVersions helpers, endpoint rewrites, raw SASL mode.

use kafka_view::messages::api_versions::{ApiVersion, ApiVersionsResponse, FinalizedFeatureKey};
use kafka_view::messages::describe_cluster::{DescribeClusterBroker, DescribeClusterResponse};
use kafka_view::messages::find_coordinator::{Coordinator, FindCoordinatorResponse};
use kafka_view::messages::metadata::{
    MetadataRequest, MetadataResponse, MetadataResponseBroker, MetadataResponsePartition,
    MetadataResponseTopic,
};
use kafka_view::messages::sasl_handshake::{SaslHandshakeRequest, SaslHandshakeResponse};
use kafka_view::messages::{Request, Response};
use kafka_view::proxy::{
    api_versions_reply, clamp_api_versions, clamp_api_versions_with, decode_api_versions_response,
    encode_response_counted, expects_response, has_endpoints, peek_response, raw_sasl_round_trips,
    rewrite_endpoints, supported_api_versions, FrameMode, FrameReader, InFlight, Next, ProxyError,
    TrackError, Tracker,
};
use kafka_view::{
    decode_response, encode_request, encode_response,
    error::{DecodeErrorKind, EncodeError},
    peek_request,
    types::{Array, Uuid, VersionRange},
    wire::Encode,
    ApiKey, ErrorCode, RequestHeader, ResponseHeader,
};

fn response_frame(body: Response<'_>, version: i16, correlation_id: i32) -> Vec<u8> {
    let mut buf = vec![0; 1 << 20];
    let header = ResponseHeader {
        correlation_id,
        ..Default::default()
    };
    let n = encode_response(&header, &body, version, &mut buf).unwrap();
    buf.truncate(n);
    buf
}

fn request_frame(body: Request<'_>, version: i16, correlation_id: i32) -> Vec<u8> {
    let mut buf = vec![0; 1 << 16];
    let header = RequestHeader {
        api_key: body.api_key(),
        api_version: version,
        correlation_id,
        client_id: Some("test"),
        ..Default::default()
    };
    let n = encode_request(&header, &body, &mut buf).unwrap();
    buf.truncate(n);
    buf
}

const BROKERS: [MetadataResponseBroker<'static>; 3] = [
    MetadataResponseBroker {
        node_id: 1,
        host: "b1.internal",
        port: 9092,
        rack: Some("r1"),
        unknown_tagged_fields: kafka_view::types::TaggedFields::EMPTY,
    },
    MetadataResponseBroker {
        node_id: 2,
        host: "b2.internal",
        port: 9092,
        rack: None,
        unknown_tagged_fields: kafka_view::types::TaggedFields::EMPTY,
    },
    MetadataResponseBroker {
        node_id: 3,
        host: "b3.internal",
        port: 9093,
        rack: Some("r3"),
        unknown_tagged_fields: kafka_view::types::TaggedFields::EMPTY,
    },
];

/// A Metadata response with three brokers and `topics` topics of three partitions each, as a frame.
fn metadata_frame(version: i16, topics: usize, correlation_id: i32) -> Vec<u8> {
    let replicas: &'static [i32] = &[1, 2, 3];
    let partitions: &'static [MetadataResponsePartition<'static>] = Box::leak(
        (0..3)
            .map(|p| MetadataResponsePartition {
                partition_index: p,
                leader_id: 1 + p,
                replica_nodes: Array::new(replicas),
                isr_nodes: Array::new(replicas),
                ..Default::default()
            })
            .collect::<Vec<_>>()
            .into_boxed_slice(),
    );
    let topics: Vec<MetadataResponseTopic<'static>> = (0..topics)
        .map(|t| MetadataResponseTopic {
            name: Some(Box::leak(format!("topic-{t}").into_boxed_str())),
            topic_id: if version >= 10 {
                Uuid([t as u8; 16])
            } else {
                Uuid::default()
            },
            partitions: Array::new(partitions),
            ..Default::default()
        })
        .collect();
    let body = MetadataResponse {
        brokers: Array::new(&BROKERS),
        cluster_id: if version >= 2 { Some("cluster") } else { None },
        controller_id: if version >= 1 { 1 } else { -1 },
        topics: Array::new(Box::leak(topics.into_boxed_slice())),
        ..Default::default()
    };
    response_frame(Response::Metadata(body), version, correlation_id)
}

fn metadata_body(frame: &[u8], version: i16) -> MetadataResponse<'_> {
    match decode_response(frame, ApiKey::METADATA, version)
        .unwrap()
        .body
    {
        Response::Metadata(m) => m,
        other => panic!("not metadata: {other:?}"),
    }
}

// ---------------------------------------------------------------- tracker

#[test]
fn tracker_registers_and_completes() {
    let mut t = Tracker::<4>::new();
    assert!(t.is_empty());
    assert_eq!(t.capacity(), 4);
    t.register(7, ApiKey::METADATA, 12).unwrap();
    t.register(8, ApiKey::FETCH, 16).unwrap();
    assert_eq!(t.len(), 2);
    assert_eq!(
        t.get(8),
        Some(InFlight {
            correlation_id: 8,
            api_key: ApiKey::FETCH,
            api_version: 16
        })
    );
    // Responses may come back in any order.
    assert_eq!(t.complete(8).unwrap().api_key, ApiKey::FETCH);
    assert_eq!(t.complete(7).unwrap().api_version, 12);
    assert!(t.is_empty());
}

#[test]
fn tracker_full_is_an_error_and_changes_nothing() {
    let mut t = Tracker::<2>::new();
    t.register(1, ApiKey::METADATA, 12).unwrap();
    t.register(2, ApiKey::METADATA, 12).unwrap();
    assert_eq!(
        t.register(3, ApiKey::FETCH, 4),
        Err(TrackError::Full {
            correlation_id: 3,
            capacity: 2
        })
    );
    assert_eq!(t.len(), 2);
    assert_eq!(t.get(3), None);
    assert_eq!(t.get(1).unwrap().api_key, ApiKey::METADATA);
    // A zero-capacity tracker refuses everything.
    let mut none = Tracker::<0>::new();
    assert!(matches!(
        none.register(1, ApiKey::METADATA, 0),
        Err(TrackError::Full { capacity: 0, .. })
    ));
}

#[test]
fn tracker_unknown_response_is_an_error() {
    let mut t = Tracker::<2>::new();
    t.register(1, ApiKey::METADATA, 12).unwrap();
    assert_eq!(
        t.complete(99),
        Err(TrackError::Unknown { correlation_id: 99 })
    );
    let frame = metadata_frame(12, 1, 99);
    assert_eq!(
        t.decode_response(&frame).unwrap_err(),
        ProxyError::Track(TrackError::Unknown { correlation_id: 99 })
    );
    // The request that is in flight is untouched.
    assert_eq!(t.len(), 1);
    // A response is matched once: the second copy is unknown.
    t.complete(1).unwrap();
    assert_eq!(
        t.complete(1),
        Err(TrackError::Unknown { correlation_id: 1 })
    );
}

#[test]
fn tracker_duplicate_and_reuse() {
    let mut t = Tracker::<2>::new();
    t.register(5, ApiKey::METADATA, 12).unwrap();
    assert_eq!(
        t.register(5, ApiKey::FETCH, 4),
        Err(TrackError::Duplicate {
            correlation_id: 5,
            in_flight: ApiKey::METADATA
        })
    );
    // The first registration still stands, not the refused one.
    assert_eq!(t.get(5).unwrap().api_key, ApiKey::METADATA);
    // Once answered, the id and the slot can be used again.
    t.complete(5).unwrap();
    t.register(5, ApiKey::FETCH, 4).unwrap();
    t.register(6, ApiKey::FETCH, 4).unwrap();
    assert_eq!(t.get(5).unwrap().api_key, ApiKey::FETCH);
    t.clear();
    assert!(t.is_empty());
    t.register(5, ApiKey::LIST_OFFSETS, 1).unwrap();
}

#[test]
fn tracker_decodes_each_response_with_its_own_version() {
    // Two Metadata requests at different versions in flight at once: the bytes of each response only
    // decode at their own version.
    let v1 = metadata_frame(1, 2, 10);
    let v12 = metadata_frame(12, 2, 11);
    let mut t = Tracker::<4>::new();
    t.register(10, ApiKey::METADATA, 1).unwrap();
    t.register(11, ApiKey::METADATA, 12).unwrap();
    let (entry, frame) = t.decode_response(&v12).unwrap();
    assert_eq!(entry.api_version, 12);
    assert_eq!(frame.header.correlation_id, 11);
    let Response::Metadata(m) = frame.body else {
        panic!()
    };
    assert_eq!(m.cluster_id, Some("cluster"));
    let (entry, frame) = t.decode_response(&v1).unwrap();
    assert_eq!(entry.api_version, 1);
    let Response::Metadata(m) = frame.body else {
        panic!()
    };
    assert_eq!(m.controller_id, 1);
    assert!(t.is_empty());
    // Swapped versions do not decode: the tracker's record is what made the above work.
    assert!(decode_response(&v1, ApiKey::METADATA, 12).is_err());
}

#[test]
fn tracker_takes_the_entry_even_when_the_body_is_bad() {
    let mut frame = metadata_frame(12, 1, 3);
    frame.truncate(frame.len() - 1);
    let n = (frame.len() - 4) as i32;
    frame[..4].copy_from_slice(&n.to_be_bytes());
    let mut t = Tracker::<1>::new();
    t.register(3, ApiKey::METADATA, 12).unwrap();
    assert!(matches!(
        t.decode_response(&frame),
        Err(ProxyError::Decode(_))
    ));
    assert!(t.is_empty());
}

#[test]
fn peek_response_reads_the_correlation_id_of_anything() {
    assert_eq!(peek_response(&[0, 0, 0, 4, 0, 0, 1, 2]).unwrap(), 258);
    assert_eq!(
        peek_response(&[0, 0, 0, 6, 0xff, 0xff, 0xff, 0xfe, 9, 9]).unwrap(),
        -2
    );
    let short = peek_response(&[0, 0, 0, 2, 0, 1]).unwrap_err();
    assert_eq!(
        short.kind,
        DecodeErrorKind::UnexpectedEnd {
            needed: 4,
            remaining: 2
        }
    );
    assert!(peek_response(&[0, 0, 0, 8, 0, 0, 0, 1]).is_err());
}

// ---------------------------------------------------------------- pass-through

#[test]
fn unknown_keys_and_versions_pass_through() {
    // API key 999 and Metadata v99: the header is readable, the body is not decoded.
    let unknown_key = [
        0, 0, 0, 14, 0x03, 0xe7, 0, 1, 0, 0, 0, 42, 0, 2, b'c', b'x', 0xde, 0xad,
    ];
    let newer = [0, 0, 0, 13, 0, 3, 0, 99, 0, 0, 0, 43, 0xff, 0xff, 1, 2, 3];
    let mut t = Tracker::<4>::new();
    for frame in [&unknown_key[..], &newer[..]] {
        let peeked = peek_request(frame).unwrap();
        assert_eq!(peeked.header_version, None);
        t.register_request(&peeked).unwrap();
    }
    let e = t.get(42).unwrap();
    assert_eq!((e.api_key, e.api_version), (ApiKey(999), 1));
    assert!(!e.decodable());
    assert!(!t.get(43).unwrap().decodable());
    // The response goes back by correlation id only.
    let response = [0, 0, 0, 7, 0, 0, 0, 43, 0xaa, 0xbb, 0xcc];
    let entry = t.complete(peek_response(&response).unwrap()).unwrap();
    assert_eq!((entry.api_key, entry.api_version), (ApiKey::METADATA, 99));
    assert!(InFlight {
        correlation_id: 0,
        api_key: ApiKey::METADATA,
        api_version: 12
    }
    .decodable());
}

#[test]
fn produce_with_acks_zero_expects_no_response() {
    use kafka_view::messages::produce::ProduceRequest;
    for version in [0, 2, 3, 8, 9, 11] {
        for (acks, answered) in [(0, false), (1, true), (-1, true)] {
            let body = ProduceRequest {
                transactional_id: if version >= 3 { Some("tx") } else { None },
                acks,
                timeout_ms: 100,
                ..Default::default()
            };
            let frame = request_frame(Request::Produce(body), version, 1);
            let peeked = peek_request(&frame).unwrap();
            assert_eq!(
                expects_response(&peeked).unwrap(),
                answered,
                "v{version} acks {acks}"
            );
        }
    }
    // A Produce version newer than the schemas: header tagged fields, then a null transactional id.
    let newer = [
        0, 0, 0, 15, 0, 0, 0, 0x7f, 0, 0, 0, 5, 0, 1, b'c', 0, 0, 0, 0,
    ];
    let peeked = peek_request(&newer).unwrap();
    assert_eq!(peeked.header_version, None);
    assert!(!expects_response(&peeked).unwrap());
    // Other APIs are always answered; a Produce body cut short is an error.
    let metadata = request_frame(Request::Metadata(MetadataRequest::default()), 12, 2);
    assert!(expects_response(&peek_request(&metadata).unwrap()).unwrap());
    let short = [0, 0, 0, 11, 0, 0, 0, 2, 0, 0, 0, 5, 0, 1, b'c'];
    assert!(expects_response(&peek_request(&short).unwrap()).is_err());
}

// ---------------------------------------------------------------- ApiVersions

#[test]
fn supported_api_versions_lists_every_key() {
    let ours = supported_api_versions();
    assert_eq!(ours.error_code, ErrorCode::NONE);
    assert_eq!(ours.api_keys.len(), ApiKey::ALL.len());
    for (entry, key) in ours.api_keys.iter().zip(ApiKey::ALL) {
        assert_eq!(entry.api_key, *key);
        let req = key.request_versions().unwrap();
        assert_eq!((entry.min_version, entry.max_version), (req.min, req.max));
    }
    let av = ours
        .api_keys
        .iter()
        .find(|e| e.api_key == ApiKey::API_VERSIONS)
        .unwrap();
    assert_eq!((av.min_version, av.max_version), (0, 5));
}

#[test]
fn api_versions_reply_for_an_unsupported_version_is_a_v0_body() {
    let mut buf = [0u8; 64];
    let n = api_versions_reply(9, 0x0102_0304, &mut buf).unwrap();
    // Header v0 (correlation id only), body v0: error 35, one entry: ApiVersions 0-5.
    assert_eq!(
        &buf[..n],
        &[0, 0, 0, 16, 1, 2, 3, 4, 0, 35, 0, 0, 0, 1, 0, 18, 0, 0, 0, 5]
    );
    // A client that sent v9 (or any v1+) falls back to the v0 body.
    for asked in [9, 4, 3, 1] {
        let got = decode_api_versions_response(&buf[..n], asked).unwrap();
        assert_eq!(got.body_version, 0, "asked v{asked}");
        assert_eq!(got.body.error_code, ErrorCode::UNSUPPORTED_VERSION);
        assert_eq!(got.frame.header.correlation_id, 0x0102_0304);
        let entries: Vec<_> = got
            .body
            .api_keys
            .iter()
            .map(|e| (e.api_key, e.min_version, e.max_version))
            .collect();
        assert_eq!(entries, [(ApiKey::API_VERSIONS, 0, 5)]);
    }
    // Without the fallback the same bytes do not decode at v3.
    assert!(decode_response(&buf[..n], ApiKey::API_VERSIONS, 3).is_err());
    // Negative versions are unsupported too.
    let m = api_versions_reply(-1, 1, &mut buf).unwrap();
    assert_eq!(&buf[8..10], &[0, 35]);
    assert_eq!(m, 20);
}

#[test]
fn api_versions_reply_for_a_supported_version_lists_everything() {
    let mut buf = vec![0u8; 4096];
    for version in 0..=4 {
        let n = api_versions_reply(version, 77, &mut buf).unwrap();
        // Header v0 at every version, v3+ included: the body starts with error code 0 at byte 8.
        assert_eq!(&buf[4..10], &[0, 0, 0, 77, 0, 0]);
        let got = decode_api_versions_response(&buf[..n], version).unwrap();
        assert_eq!(got.body_version, version);
        assert_eq!(got.body.api_keys.len(), ApiKey::ALL.len());
        assert_eq!(got.body, supported_api_versions());
    }
    assert_eq!(
        api_versions_reply(3, 1, &mut [0u8; 10]),
        Err(EncodeError::BufferTooSmall {
            needed: api_versions_reply(3, 1, &mut buf).unwrap() as u32,
            available: 10
        })
    );
}

#[test]
fn api_versions_error_other_than_unsupported_decodes_at_the_request_version() {
    // Error 35 but a body that decodes at the version asked: like Kafka's client, the version
    // asked is tried first.
    let body = ApiVersionsResponse {
        error_code: ErrorCode::UNSUPPORTED_VERSION,
        api_keys: Array::new(&[ApiVersion {
            api_key: ApiKey::API_VERSIONS,
            min_version: 0,
            max_version: 4,
            unknown_tagged_fields: kafka_view::types::TaggedFields::EMPTY,
        }]),
        throttle_time_ms: 5,
        ..Default::default()
    };
    let frame = response_frame(Response::ApiVersions(body), 3, 1);
    let got = decode_api_versions_response(&frame, 3).unwrap();
    assert_eq!(got.body_version, 3);
    assert_eq!(got.body.throttle_time_ms, 5);
    // Another error code never falls back.
    let body = ApiVersionsResponse {
        error_code: ErrorCode::SASL_AUTHENTICATION_FAILED,
        ..body
    };
    let frame = response_frame(Response::ApiVersions(body), 2, 1);
    assert_eq!(
        decode_api_versions_response(&frame, 2)
            .unwrap()
            .body_version,
        2
    );
    // A body that decodes only at v0, with another error code: Kafka's client falls back to v0
    // whatever the error code, and so does this crate.
    let v0 = ApiVersionsResponse {
        error_code: ErrorCode::SASL_AUTHENTICATION_FAILED,
        ..ApiVersionsResponse::default()
    };
    let frame = response_frame(Response::ApiVersions(v0), 0, 1);
    assert_eq!(
        decode_api_versions_response(&frame, 2)
            .unwrap()
            .body_version,
        0
    );
    // Garbage after an error 35 reports the v0 decode error.
    let bad = [0, 0, 0, 8, 0, 0, 0, 1, 0, 35, 0, 0];
    let e = decode_api_versions_response(&bad, 3).unwrap_err();
    assert!(
        matches!(e.kind, DecodeErrorKind::UnexpectedEnd { .. }),
        "{e}"
    );
}

#[test]
fn tracker_decodes_an_unsupported_version_reply() {
    let mut buf = [0u8; 64];
    let n = api_versions_reply(7, 5, &mut buf).unwrap();
    let mut t = Tracker::<1>::new();
    t.register(5, ApiKey::API_VERSIONS, 7).unwrap();
    let (entry, frame) = t.decode_response(&buf[..n]).unwrap();
    assert_eq!(entry.api_version, 7);
    let Response::ApiVersions(body) = frame.body else {
        panic!()
    };
    assert_eq!(body.error_code, ErrorCode::UNSUPPORTED_VERSION);
}

fn av(api_key: i16, min: i16, max: i16) -> ApiVersion<'static> {
    ApiVersion {
        api_key: ApiKey(api_key),
        min_version: min,
        max_version: max,
        unknown_tagged_fields: kafka_view::types::TaggedFields::EMPTY,
    }
}

#[test]
fn clamp_api_versions_intersects_and_drops() {
    let metadata = ApiKey::METADATA.request_versions().unwrap();
    let broker_keys = [
        av(3, 0, metadata.max + 5), // newer than us: clamped down
        av(18, 0, 9),               // ApiVersions: clamped to 0-4
        av(999, 0, 3),              // unknown to us: dropped
        av(0, 100, 120),            // no overlap: dropped
    ];
    let features = [FinalizedFeatureKey {
        name: "metadata.version",
        max_version_level: 20,
        min_version_level: 20,
        ..Default::default()
    }];
    let broker = ApiVersionsResponse {
        api_keys: Array::new(&broker_keys),
        throttle_time_ms: 3,
        finalized_features_epoch: 42,
        finalized_features: Array::new(&features),
        ..Default::default()
    };
    // Through the wire, so the features array is a wire array copied as bytes.
    let frame = response_frame(Response::ApiVersions(broker), 3, 9);
    let decoded = decode_api_versions_response(&frame, 3).unwrap();
    let mut out = [ApiVersion::default(); 8];
    let clamped = clamp_api_versions(&decoded.body, &mut out).unwrap();
    let got: Vec<_> = clamped
        .api_keys
        .iter()
        .map(|e| (e.api_key.0, e.min_version, e.max_version))
        .collect();
    assert_eq!(got, [(3, metadata.min, metadata.max), (18, 0, 5)]);
    assert_eq!(clamped.throttle_time_ms, 3);
    assert_eq!(clamped.finalized_features_epoch, 42);
    // Re-encoded: the rest of the body is unchanged and the features array was copied raw.
    let mut buf = [0u8; 256];
    let header = ResponseHeader {
        correlation_id: 9,
        ..Default::default()
    };
    let e = encode_response_counted(&header, &Response::ApiVersions(clamped), 3, &mut buf).unwrap();
    let wire_features = decoded.body.finalized_features.wire_bytes().unwrap().0;
    assert_eq!(e.raw_copied, wire_features.len());
    let again = decode_api_versions_response(&buf[..e.len], 3).unwrap();
    assert_eq!(again.body.api_keys, clamped.api_keys);
    assert_eq!(
        again.body.finalized_features,
        decoded.body.finalized_features
    );

    // Custom limits, and a buffer too small.
    let only_metadata = |k: ApiKey| (k == ApiKey::METADATA).then_some(VersionRange::new(4, 9));
    let clamped = clamp_api_versions_with(&decoded.body, only_metadata, &mut out).unwrap();
    assert_eq!(
        clamped
            .api_keys
            .iter()
            .map(|e| (e.min_version, e.max_version))
            .collect::<Vec<_>>(),
        [(4, 9)]
    );
    let mut one = [ApiVersion::default(); 1];
    assert_eq!(
        clamp_api_versions(&decoded.body, &mut one).unwrap_err(),
        ProxyError::TooManyElements {
            needed: 2,
            capacity: 1
        }
    );
}

// ---------------------------------------------------------------- rewrites

fn proxy_map(node_id: i32, _host: &str, _port: i32) -> Option<(&'static str, i32)> {
    match node_id {
        2 => Some(("proxy.example.com", 19092)),
        _ => None,
    }
}

#[test]
fn rewrite_metadata_changes_one_broker_and_copies_the_rest() {
    for version in [0, 1, 8, 9, 12, 13] {
        let frame = metadata_frame(version, 5, 1234);
        let before = metadata_body(&frame, version);
        let mut out = vec![0u8; frame.len() + 64];
        let r = rewrite_endpoints(&frame, ApiKey::METADATA, version, proxy_map, &mut out).unwrap();
        let out = &out[..r.len];
        assert_eq!(r.changed, 1);
        let after = metadata_body(out, version);
        // (Before v1 the rack is not on the wire, so compare with what was decoded.)
        let original: Vec<_> = before.brokers.iter().collect();
        let brokers: Vec<_> = after.brokers.iter().collect();
        assert_eq!(brokers[0], original[0]);
        assert_eq!(
            brokers[1],
            MetadataResponseBroker {
                host: "proxy.example.com",
                port: 19092,
                ..original[1]
            }
        );
        assert_eq!(brokers[2], original[2]);
        assert_eq!(after.topics, before.topics);
        assert_eq!(peek_response(out).unwrap(), 1234);

        // Byte for byte: the same as encoding the changed message from scratch.
        let mut changed = original.clone();
        changed[1].host = "proxy.example.com";
        changed[1].port = 19092;
        let expected = response_frame(
            Response::Metadata(MetadataResponse {
                brokers: Array::new(&changed),
                ..before
            }),
            version,
            1234,
        );
        assert_eq!(out, &expected[..], "v{version}");

        // Everything outside broker 2 is the input's bytes, in place.
        let (elements, start, _) = before.brokers.wire_bytes().unwrap();
        let growth = "proxy.example.com".len() - "b2.internal".len();
        let tail = frame.len() - (start + elements.len());
        assert_eq!(out[4..start], frame[4..start]);
        assert_eq!(out[out.len() - tail..], frame[frame.len() - tail..]);
        assert_eq!(out.len(), frame.len() + growth);
        // Copied: all but the size prefix and broker 2's old bytes.
        assert_eq!(r.copied, frame.len() - 4 - original[1].encoded_len(version));
    }
}

#[test]
fn rewrite_that_changes_nothing_copies_the_frame() {
    let frame = metadata_frame(12, 3, 1);
    let mut out = vec![0u8; frame.len()];
    // Returning the same host and port is no change either.
    let r = rewrite_endpoints(
        &frame,
        ApiKey::METADATA,
        12,
        |id, _, port| (id == 1).then_some(("b1.internal", port)),
        &mut out,
    )
    .unwrap();
    assert_eq!(r.changed, 0);
    assert_eq!(r.copied, frame.len() - 4);
    assert_eq!(out, frame);
}

#[test]
fn rewrite_sees_every_endpoint_in_order() {
    let frame = metadata_frame(12, 1, 1);
    let mut seen = Vec::new();
    let mut out = vec![0u8; frame.len() + 256];
    let r = rewrite_endpoints(
        &frame,
        ApiKey::METADATA,
        12,
        |id, host, port| {
            seen.push((id, host.to_string(), port));
            Some(("p", 1))
        },
        &mut out,
    )
    .unwrap();
    assert_eq!(
        seen,
        [
            (1, "b1.internal".to_string(), 9092),
            (2, "b2.internal".to_string(), 9092),
            (3, "b3.internal".to_string(), 9093)
        ]
    );
    assert_eq!(r.changed, 3);
    let after = metadata_body(&out[..r.len], 12);
    assert!(after.brokers.iter().all(|b| b.host == "p" && b.port == 1));
}

#[test]
fn rewrite_describe_cluster() {
    let brokers = [
        DescribeClusterBroker {
            broker_id: 1,
            host: "b1",
            port: 9092,
            rack: Some("r"),
            is_fenced: false,
            ..Default::default()
        },
        DescribeClusterBroker {
            broker_id: 2,
            host: "b2",
            port: 9092,
            rack: None,
            is_fenced: true,
            ..Default::default()
        },
    ];
    for version in 0..=2 {
        // IsFenced exists from v2.
        let brokers = brokers.map(|b| DescribeClusterBroker {
            is_fenced: b.is_fenced && version >= 2,
            ..b
        });
        let body = DescribeClusterResponse {
            cluster_id: "c",
            controller_id: 1,
            brokers: Array::new(&brokers),
            cluster_authorized_operations: 7,
            ..Default::default()
        };
        let frame = response_frame(Response::DescribeCluster(body), version, 3);
        let mut out = vec![0u8; frame.len() + 64];
        let r = rewrite_endpoints(
            &frame,
            ApiKey::DESCRIBE_CLUSTER,
            version,
            proxy_map,
            &mut out,
        )
        .unwrap();
        assert_eq!(r.changed, 1);
        let mut changed = brokers;
        changed[1].host = "proxy.example.com";
        changed[1].port = 19092;
        let expected = response_frame(
            Response::DescribeCluster(DescribeClusterResponse {
                brokers: Array::new(&changed),
                ..body
            }),
            version,
            3,
        );
        assert_eq!(&out[..r.len], &expected[..], "v{version}");
    }
}

#[test]
fn rewrite_find_coordinator_old_and_new() {
    // v0-3: one endpoint at the top level.
    for version in 0..=3 {
        let body = FindCoordinatorResponse {
            error_message: if version >= 1 { None } else { Some("") },
            node_id: 2,
            host: "b2.internal",
            port: 9092,
            ..Default::default()
        };
        let frame = response_frame(Response::FindCoordinator(body), version, 8);
        let mut out = vec![0u8; frame.len() + 64];
        let r = rewrite_endpoints(
            &frame,
            ApiKey::FIND_COORDINATOR,
            version,
            proxy_map,
            &mut out,
        )
        .unwrap();
        assert_eq!((r.changed, r.copied), (1, 0));
        let expected = response_frame(
            Response::FindCoordinator(FindCoordinatorResponse {
                host: "proxy.example.com",
                port: 19092,
                ..body
            }),
            version,
            8,
        );
        assert_eq!(&out[..r.len], &expected[..], "v{version}");
    }
    // v4+: the coordinators array, one per key.
    let coordinators = [
        Coordinator {
            key: "group-a",
            node_id: 2,
            host: "b2.internal",
            port: 9092,
            ..Default::default()
        },
        Coordinator {
            key: "group-b",
            node_id: -1,
            host: "",
            port: -1,
            error_code: ErrorCode::COORDINATOR_NOT_AVAILABLE,
            error_message: Some("not available"),
            ..Default::default()
        },
    ];
    for version in 4..=6 {
        let body = FindCoordinatorResponse {
            coordinators: Array::new(&coordinators),
            ..Default::default()
        };
        let frame = response_frame(Response::FindCoordinator(body), version, 8);
        let mut out = vec![0u8; frame.len() + 64];
        let r = rewrite_endpoints(
            &frame,
            ApiKey::FIND_COORDINATOR,
            version,
            proxy_map,
            &mut out,
        )
        .unwrap();
        assert_eq!(r.changed, 1);
        let mut changed = coordinators;
        changed[0].host = "proxy.example.com";
        changed[0].port = 19092;
        let expected = response_frame(
            Response::FindCoordinator(FindCoordinatorResponse {
                coordinators: Array::new(&changed),
                ..body
            }),
            version,
            8,
        );
        assert_eq!(&out[..r.len], &expected[..], "v{version}");
    }
}

#[test]
fn rewrite_refuses_other_apis_small_buffers_and_bad_frames() {
    assert!(has_endpoints(ApiKey::METADATA));
    assert!(has_endpoints(ApiKey::FIND_COORDINATOR));
    assert!(has_endpoints(ApiKey::DESCRIBE_CLUSTER));
    assert!(!has_endpoints(ApiKey::FETCH));
    let frame = metadata_frame(12, 2, 1);
    let mut out = vec![0u8; frame.len() + 64];
    assert_eq!(
        rewrite_endpoints(&frame, ApiKey::FETCH, 12, proxy_map, &mut out).unwrap_err(),
        ProxyError::NoEndpoints {
            api_key: ApiKey::FETCH
        }
    );
    // One byte short of the grown frame.
    let needed = frame.len() + "proxy.example.com".len() - "b2.internal".len();
    let mut small = vec![0u8; needed - 1];
    assert!(matches!(
        rewrite_endpoints(&frame, ApiKey::METADATA, 12, proxy_map, &mut small),
        Err(ProxyError::Encode(EncodeError::BufferTooSmall { .. }))
    ));
    let mut exact = vec![0u8; needed];
    assert_eq!(
        rewrite_endpoints(&frame, ApiKey::METADATA, 12, proxy_map, &mut exact)
            .unwrap()
            .len,
        needed
    );
    // Every truncation of the frame (size prefix fixed up) is a decode error, never a panic.
    for cut in 4..frame.len() {
        let mut t = frame[..cut].to_vec();
        let n = (cut - 4) as i32;
        t[..4].copy_from_slice(&n.to_be_bytes());
        assert!(matches!(
            rewrite_endpoints(&t, ApiKey::METADATA, 12, proxy_map, &mut out),
            Err(ProxyError::Decode(_))
        ));
    }
}

#[test]
fn general_rewrite_copies_untouched_wire_arrays() {
    // Replace the brokers array of a decoded response and encode it again: the topics array (and its
    // nested arrays) is copied as one block.
    let frame = metadata_frame(12, 20, 4);
    let decoded = decode_response(&frame, ApiKey::METADATA, 12).unwrap();
    let Response::Metadata(m) = decoded.body else {
        panic!()
    };
    let mut brokers: Vec<_> = m.brokers.iter().collect();
    brokers[1].host = "proxy.example.com";
    brokers[1].port = 19092;
    let body = MetadataResponse {
        brokers: Array::new(&brokers),
        ..m
    };
    let mut out = vec![0u8; frame.len() + 64];
    let e =
        encode_response_counted(&decoded.header, &Response::Metadata(body), 12, &mut out).unwrap();
    let topics = m.topics.wire_bytes().unwrap().0;
    assert_eq!(e.raw_copied, topics.len());
    assert!(e.raw_copied * 10 > e.len * 9, "{e:?}");
    // Same bytes as the splicing rewrite.
    let mut spliced = vec![0u8; frame.len() + 64];
    let r = rewrite_endpoints(&frame, ApiKey::METADATA, 12, proxy_map, &mut spliced).unwrap();
    assert_eq!(out[..e.len], spliced[..r.len]);
    // At another version nothing is copied raw: every element is re-encoded.
    let e11 =
        encode_response_counted(&decoded.header, &Response::Metadata(body), 11, &mut out).unwrap();
    assert_eq!(e11.raw_copied, 0);
}

// ---------------------------------------------------------------- SASL v0 raw tokens

fn handshake_request(version: i16, mechanism: &str, correlation_id: i32) -> Vec<u8> {
    request_frame(
        Request::SaslHandshake(SaslHandshakeRequest { mechanism }),
        version,
        correlation_id,
    )
}

fn handshake_response(version: i16, error_code: i16, correlation_id: i32) -> Vec<u8> {
    let mechanisms = ["PLAIN", "SCRAM-SHA-256"];
    response_frame(
        Response::SaslHandshake(SaslHandshakeResponse {
            error_code: ErrorCode(error_code),
            mechanisms: Array::new(&mechanisms),
        }),
        version,
        correlation_id,
    )
}

fn token_frame(token: &[u8]) -> Vec<u8> {
    let mut v = (token.len() as i32).to_be_bytes().to_vec();
    v.extend_from_slice(token);
    v
}

fn client(r: &mut FrameReader, bytes: &[u8]) -> Next<'static> {
    let bytes: &'static [u8] = Box::leak(bytes.to_vec().into_boxed_slice());
    r.next_from_client(bytes).unwrap()
}

fn server(r: &mut FrameReader, bytes: &[u8]) -> Next<'static> {
    let bytes: &'static [u8] = Box::leak(bytes.to_vec().into_boxed_slice());
    r.next_from_server(bytes).unwrap()
}

#[test]
fn sasl_v0_plain_is_one_raw_round_trip() {
    let mut r = FrameReader::default();
    let hs = handshake_request(0, "PLAIN", 1);
    assert!(matches!(client(&mut r, &hs), Next::Frame { .. }));
    assert_eq!(r.mode(), FrameMode::Kafka);
    assert!(matches!(
        server(&mut r, &handshake_response(0, 0, 1)),
        Next::Frame { .. }
    ));
    assert_eq!(
        r.mode(),
        FrameMode::RawSasl {
            server_tokens_left: Some(1)
        }
    );
    // The PLAIN token: authzid NUL user NUL password. Its first bytes would read as API key 0x0075.
    let token = b"\0user\0secret";
    let frame = token_frame(token);
    match client(&mut r, &frame) {
        Next::SaslToken {
            token: t,
            frame: f,
            rest,
        } => {
            assert_eq!(t, token);
            assert_eq!(f, &frame[..]);
            assert!(rest.is_empty());
        }
        other => panic!("{other:?}"),
    }
    // The server's empty token ends the exchange.
    match server(&mut r, &[0, 0, 0, 0]) {
        Next::SaslToken { token, frame, .. } => {
            assert!(token.is_empty());
            assert_eq!(frame, &[0, 0, 0, 0]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(r.mode(), FrameMode::Kafka);
    let metadata = request_frame(Request::Metadata(MetadataRequest::default()), 12, 2);
    let Next::Frame { frame, .. } = client(&mut r, &metadata) else {
        panic!()
    };
    assert_eq!(peek_request(frame).unwrap().api_key, ApiKey::METADATA);
}

#[test]
fn sasl_v0_scram_is_two_round_trips() {
    assert_eq!(raw_sasl_round_trips("PLAIN"), Some(1));
    assert_eq!(raw_sasl_round_trips("SCRAM-SHA-512"), Some(2));
    assert_eq!(raw_sasl_round_trips("GSSAPI"), None);
    let mut r = FrameReader::default();
    client(&mut r, &handshake_request(0, "SCRAM-SHA-256", 4));
    server(&mut r, &handshake_response(0, 0, 4));
    for round in 0..2 {
        assert!(matches!(
            client(&mut r, &token_frame(b"n,,n=user,r=abc")),
            Next::SaslToken { .. }
        ));
        assert!(matches!(
            r.mode(),
            FrameMode::RawSasl {
                server_tokens_left: Some(_)
            }
        ));
        assert!(matches!(
            server(&mut r, &token_frame(b"r=abcdef,s=c2FsdA==,i=4096")),
            Next::SaslToken { .. }
        ));
        assert_eq!(r.mode() == FrameMode::Kafka, round == 1);
    }
}

#[test]
fn sasl_v0_switch_needs_an_accepted_v0_handshake() {
    // v1 handshakes are followed by SaslAuthenticate frames: no raw mode.
    let mut r = FrameReader::default();
    client(&mut r, &handshake_request(1, "PLAIN", 1));
    server(&mut r, &handshake_response(1, 0, 1));
    assert_eq!(r.mode(), FrameMode::Kafka);
    // A refused v0 handshake (UNSUPPORTED_SASL_MECHANISM) keeps Kafka frames.
    client(&mut r, &handshake_request(0, "OTHER", 2));
    server(&mut r, &handshake_response(0, 33, 2));
    assert_eq!(r.mode(), FrameMode::Kafka);
    // A response to some other request does not trigger it; the handshake's own response does.
    client(&mut r, &handshake_request(0, "PLAIN", 3));
    server(&mut r, &metadata_frame(0, 0, 9));
    assert_eq!(r.mode(), FrameMode::Kafka);
    server(&mut r, &handshake_response(0, 0, 3));
    assert!(matches!(r.mode(), FrameMode::RawSasl { .. }));
}

#[test]
fn sasl_v0_unknown_mechanism_stays_raw_until_ended() {
    let mut r = FrameReader::default();
    client(&mut r, &handshake_request(0, "GSSAPI", 1));
    server(&mut r, &handshake_response(0, 0, 1));
    assert_eq!(
        r.mode(),
        FrameMode::RawSasl {
            server_tokens_left: None
        }
    );
    for _ in 0..5 {
        assert!(matches!(
            client(&mut r, &token_frame(&[0x60, 0x82])),
            Next::SaslToken { .. }
        ));
        assert!(matches!(
            server(&mut r, &token_frame(&[0xa1, 0x1b])),
            Next::SaslToken { .. }
        ));
    }
    r.end_raw_sasl();
    assert_eq!(r.mode(), FrameMode::Kafka);
    // By hand: start, with a count.
    r.start_raw_sasl(Some(1));
    assert!(matches!(
        server(&mut r, &token_frame(b"")),
        Next::SaslToken { .. }
    ));
    assert_eq!(r.mode(), FrameMode::Kafka);
    r.start_raw_sasl(Some(0));
    assert_eq!(r.mode(), FrameMode::Kafka);
}

#[test]
fn frame_reader_partial_and_several_frames() {
    let mut r = FrameReader::default();
    r.start_raw_sasl(None);
    let two = [0, 0, 0, 1, 7, 0, 0, 0, 2, 8];
    let Next::SaslToken { token, rest, .. } = r.next_from_client(&two).unwrap() else {
        panic!()
    };
    assert_eq!(token, &[7]);
    assert_eq!(
        r.next_from_client(rest).unwrap(),
        Next::Partial { needed: 1 }
    );
    assert_eq!(
        r.next_from_server(&[0, 0]).unwrap(),
        Next::Partial { needed: 2 }
    );
    // A negative size is an error in raw mode too.
    assert!(r.next_from_server(&[0xff, 0xff, 0xff, 0xff]).is_err());
    // A malformed SaslHandshake v0 request is refused.
    let mut r = FrameReader::default();
    let bad = [0, 0, 0, 12, 0, 17, 0, 0, 0, 0, 0, 1, 0xff, 0xff, 0, 9];
    assert!(r.next_from_client(&bad).is_err());
}

// ---------------------------------------------------------------- no heap

#[test]
fn proxy_paths_never_allocate() {
    use allocation_counter::measure;
    use std::hint::black_box;
    // The counter is installed and counts this thread.
    let info = measure(|| {
        black_box(Vec::<u8>::with_capacity(black_box(16)));
    });
    assert_eq!(info.count_total, 1, "{info:?}");

    let metadata = metadata_frame(12, 10, 1);
    let mut out = vec![0u8; metadata.len() + 64];
    let mut reply = [0u8; 4096];
    let hs = handshake_request(0, "PLAIN", 2);
    let hs_ok = handshake_response(0, 0, 2);
    let mut entries = [ApiVersion::default(); 128];
    let info = measure(|| {
        let mut t = Tracker::<8>::new();
        t.register(1, ApiKey::METADATA, 12).unwrap();
        t.register(3, ApiKey::API_VERSIONS, 3).unwrap();
        let r = rewrite_endpoints(&metadata, ApiKey::METADATA, 12, proxy_map, &mut out).unwrap();
        t.decode_response(&out[..r.len]).unwrap();
        let n = api_versions_reply(3, 3, &mut reply).unwrap();
        let (_, frame) = t.decode_response(&reply[..n]).unwrap();
        let Response::ApiVersions(body) = frame.body else {
            unreachable!()
        };
        let clamped = clamp_api_versions(&body, &mut entries).unwrap();
        black_box(clamped.api_keys.len());
        let mut reader = FrameReader::default();
        reader.next_from_client(&hs).unwrap();
        reader.next_from_server(&hs_ok).unwrap();
        black_box(reader.mode());
    });
    assert_eq!(info.count_total, 0, "{info:?}");
}

/// Appends `extra` inside the frame (after the body), as a peer whose reader stops at the body's end
/// could send it.
fn with_bytes_after_body(frame: &[u8], extra: &[u8]) -> Vec<u8> {
    let mut f = frame.to_vec();
    f.extend_from_slice(extra);
    let size = i32::try_from(f.len() - 4).unwrap();
    f[..4].copy_from_slice(&size.to_be_bytes());
    f
}

#[test]
fn rewrite_keeps_the_bytes_after_the_body() {
    let extra = [0xde, 0xad, 0xbe];
    // Metadata: the brokers array is spliced, the rest copied.
    let frame = with_bytes_after_body(&metadata_frame(12, 2, 1), &extra);
    let mut out = vec![0u8; frame.len() + 256];
    let r = rewrite_endpoints(
        &frame,
        ApiKey::METADATA,
        12,
        |_, _, _| Some(("p", 1)),
        &mut out,
    )
    .unwrap();
    assert_eq!(r.changed, 3);
    let d = decode_response(&out[..r.len], ApiKey::METADATA, 12).unwrap();
    assert_eq!(d.trailing, extra);
    // FindCoordinator v3: the small body is re-encoded whole, the bytes after it still go out.
    let body = FindCoordinatorResponse {
        node_id: 1,
        host: "b1.internal",
        port: 9092,
        ..Default::default()
    };
    let frame = with_bytes_after_body(
        &response_frame(Response::FindCoordinator(body), 3, 7),
        &extra,
    );
    let r = rewrite_endpoints(
        &frame,
        ApiKey::FIND_COORDINATOR,
        3,
        |_, _, _| Some(("p", 1)),
        &mut out,
    )
    .unwrap();
    assert_eq!((r.changed, r.copied), (1, extra.len()));
    let d = decode_response(&out[..r.len], ApiKey::FIND_COORDINATOR, 3).unwrap();
    assert_eq!(d.trailing, extra);
    let Response::FindCoordinator(f) = d.body else {
        panic!("not a FindCoordinator response")
    };
    assert_eq!((f.host, f.port), ("p", 1));
}

/// examples/proxy.rs in its verifying mode, between a client and a one-frame fake broker: a
/// Produce v5 request whose transactional id has the length `bf 0c` (negative, a null, re-encoded
/// `ff ff`) reaches the broker exactly as the client sent it, and is counted as
/// `requests_canonicalised`, neither dumped nor counted as `reencode_diff`.
#[test]
fn proxy_forwards_a_canonicalised_request_as_sent_and_counts_it() {
    use kafka_view::messages::ProduceRequest;
    use std::io::{Read, Write};
    use std::net::{TcpListener, TcpStream};
    use std::time::{Duration, Instant};

    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let built = std::process::Command::new(env!("CARGO"))
        .args(["build", "--quiet", "--example", "proxy"])
        .current_dir(root)
        .status()
        .unwrap();
    assert!(built.success(), "cargo build --example proxy failed");
    // target/<profile>/deps/it-<hash> -> target/<profile>/examples/proxy
    let exe = std::env::current_exe().unwrap();
    let proxy_exe = exe
        .parent()
        .unwrap()
        .parent()
        .unwrap()
        .join("examples/proxy");

    let body = ProduceRequest {
        acks: 1,
        timeout_ms: 1000,
        ..Default::default()
    };
    let mut frame = request_frame(Request::Produce(body), 5, 41);
    // size, header v1 (key, version, correlation id, client id "test"), then the transactional id.
    let at = 4 + 8 + 2 + 4;
    assert_eq!(&frame[at..at + 2], &[0xff, 0xff], "a null transactional id");
    frame[at..at + 2].copy_from_slice(&[0xbf, 0x0c]);
    let mut canonical = [0u8; 64];
    let (n, changes) = kafka_view::roundtrip::request_changes(&frame, &mut canonical).unwrap();
    assert_eq!(changes.get(kafka_view::roundtrip::Rule::NegativeLength), 1);
    assert_ne!(&canonical[..n], &frame[..]);

    let broker = TcpListener::bind("127.0.0.1:0").unwrap();
    let broker_port = broker.local_addr().unwrap().port();
    let reply = response_frame(Response::Produce(Default::default()), 5, 41);
    let sent_back = reply.clone();
    let received = std::thread::spawn(move || {
        let (mut conn, _) = broker.accept().unwrap();
        let mut size = [0u8; 4];
        conn.read_exact(&mut size).unwrap();
        let mut rest = vec![0u8; u32::from_be_bytes(size) as usize];
        conn.read_exact(&mut rest).unwrap();
        conn.write_all(&sent_back).unwrap();
        [size.to_vec(), rest].concat()
    });

    let dir =
        std::env::temp_dir().join(format!("kafka-view-proxy-canonical-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (ready, stats, dumps) = (dir.join("ready"), dir.join("stats"), dir.join("dumps"));
    let mut proxy = std::process::Command::new(&proxy_exe)
        .arg("--map")
        .arg(format!("127.0.0.1:{broker_port}=127.0.0.1:0"))
        .arg("--ready")
        .arg(&ready)
        .arg("--stats")
        .arg(&stats)
        .arg("--dump-dir")
        .arg(&dumps)
        .arg("--quiet")
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {e}", proxy_exe.display()));
    let deadline = Instant::now() + Duration::from_secs(20);
    let wait = |what: &str, done: &dyn Fn() -> Option<String>| loop {
        if let Some(v) = done() {
            return v;
        }
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(20));
    };
    let line = wait("the ready file", &|| {
        std::fs::read_to_string(&ready)
            .ok()
            .filter(|t| t.ends_with('\n'))
    });
    let listen = line.trim().split('=').nth(1).unwrap().to_string();

    let mut client = TcpStream::connect(&listen).unwrap();
    client.write_all(&frame).unwrap();
    let mut answer = vec![0u8; reply.len()];
    client.read_exact(&mut answer).unwrap();
    drop(client);
    let forwarded = received.join().unwrap();
    let text = wait("requests_canonicalised in the stats", &|| {
        std::fs::read_to_string(&stats)
            .ok()
            .filter(|t| t.contains("requests_seen 1\n"))
    });
    let _ = proxy.kill();
    let _ = proxy.wait();
    let stat = |name: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.parse::<u64>().ok())
            .unwrap_or_else(|| panic!("{name} missing from the stats:\n{text}"))
    };
    assert_eq!(
        forwarded, frame,
        "the broker got other bytes than the client sent"
    );
    assert_eq!(answer, reply);
    assert_eq!(stat("requests_canonicalised"), 1, "{text}");
    assert_eq!(stat("reencode_diff"), 0, "{text}");
    assert_eq!(stat("requests_failed"), 0, "{text}");
    assert!(!dumps.exists(), "the frame was dumped as a failure");
    let _ = std::fs::remove_dir_all(&dir);
}

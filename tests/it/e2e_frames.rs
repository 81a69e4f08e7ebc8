//! Frames that real clients (kcat, kafka-python) and librdkafka's mock cluster exchanged through
//! examples/proxy.rs in scripts/e2e-proxy.sh, kept in tests/data/e2e_frames.txt so they are checked
//! on every test run, without the mock or the clients; and the real-broker traffic of
//! scripts/e2e-broker.sh kept in tests/data/broker_traffic.txt (the frames `benches/traffic.rs`
//! measures), which must all decode and encode back to the same bytes.

use crate::common;

use common::hex;
use kafka_view::messages::{Request, Response};
use kafka_view::proxy::decode_api_versions_response;
use kafka_view::{
    decode_request, decode_response, encode_request, encode_response,
    error::{DecodeErrorKind, Prefix},
    ApiKey, ErrorCode,
};

const FRAMES: &str = include_str!("../data/e2e_frames.txt");
const BROKER_TRAFFIC: &str = include_str!("../data/broker_traffic.txt");

struct Captured {
    request: bool,
    api_key: ApiKey,
    version: i16,
    bytes: Vec<u8>,
}

fn frames() -> Vec<Captured> {
    frames_of(FRAMES)
}

fn frames_of(text: &str) -> Vec<Captured> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let cols: Vec<&str> = l.split_whitespace().collect();
            assert_eq!(cols.len(), 4, "{l}");
            Captured {
                request: cols[0] == ">",
                api_key: ApiKey(cols[1].parse().unwrap()),
                version: cols[2].parse().unwrap(),
                bytes: hex(cols[3]),
            }
        })
        .collect()
}

impl Captured {
    /// "request Metadata (3) v12", for messages.
    fn what(&self) -> String {
        let direction = if self.request { "request" } else { "response" };
        format!("{direction} {} v{}", self.api_key, self.version)
    }
}

/// The mock's answer to ApiVersions v3 and later: not a valid response of any version.
fn is_mock_apiversions_error(f: &Captured) -> bool {
    !f.request && f.api_key == ApiKey::API_VERSIONS && f.version >= 3
}

#[test]
fn every_captured_frame_decodes_and_encodes_back_to_the_same_bytes() {
    let frames = frames();
    assert_eq!(frames.len(), 38);
    let mut checked = 0;
    for f in frames.iter().filter(|f| !is_mock_apiversions_error(f)) {
        let mut buf = vec![0u8; f.bytes.len() + 64];
        let what = f.what();
        let n = if f.request {
            let frame = decode_request(&f.bytes).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(frame.header.api_key, f.api_key, "{what}");
            assert_eq!(frame.header.api_version, f.version, "{what}");
            encode_request(&frame.header, &frame.body, &mut buf).unwrap()
        } else {
            let frame = decode_response(&f.bytes, f.api_key, f.version)
                .unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(frame.body.api_key(), f.api_key, "{what}");
            encode_response(&frame.header, &frame.body, f.version, &mut buf).unwrap()
        };
        assert_eq!(buf[..n], f.bytes[..], "{what} encodes back differently");
        checked += 1;
    }
    assert_eq!(checked, 36);
}

#[test]
fn mock_apiversions_error_reads_as_kafkas_client_reads_it() {
    // size 17, correlation id 1, error 35 (UNSUPPORTED_VERSION), then the mock's int8 count of 1
    // (a compact array would say 2), one entry without tagged fields (ApiVersions 0-2) and an int32
    // throttle time. Kafka's client reads it at the request's version and ignores what is left: the
    // count byte says an empty array, the next four bytes are the throttle time, a zero tag count
    // ends the body, and five bytes are left over.
    let expected = hex("00000011 00000001 0023 01 0012 0000 0002 00000000");
    let mut seen = 0;
    for f in frames().iter().filter(|f| is_mock_apiversions_error(f)) {
        assert_eq!(f.bytes, expected);
        let d = decode_response(&f.bytes, f.api_key, f.version).unwrap();
        let Response::ApiVersions(body) = d.body else {
            panic!("not an ApiVersions response")
        };
        assert_eq!(
            (body.error_code, body.api_keys.len(), body.throttle_time_ms),
            (ErrorCode::UNSUPPORTED_VERSION, 0, 0x0012_0000)
        );
        assert_eq!(d.trailing, [0x02, 0, 0, 0, 0]);
        let mut out = [0u8; 32];
        let n = d.encode(&mut out).unwrap();
        assert_eq!(&out[..n], &f.bytes[..]);
        // The proxy module's fallback stays at the request's version, as Kafka's client does; read
        // as v0 instead, the int32 count (0x01001200) would be far beyond the bytes left.
        let a = decode_api_versions_response(&f.bytes, f.version).unwrap();
        assert_eq!((a.body_version, a.frame), (f.version, d));
        let e = decode_response(&f.bytes, f.api_key, 0).unwrap_err();
        assert_eq!(
            e.kind,
            DecodeErrorKind::CountPastEnd {
                prefix: Prefix::Array,
                count: 0x0100_1200,
                remaining: 7
            }
        );
        seen += 1;
    }
    assert_eq!(seen, 2);
}

fn find(request: bool, api_key: ApiKey, version: i16) -> Vec<u8> {
    frames()
        .into_iter()
        .find(|f| f.request == request && f.api_key == api_key && f.version == version)
        .unwrap()
        .bytes
}

#[test]
fn mock_metadata_names_three_brokers_and_the_topic_leaders() {
    let bytes = find(false, ApiKey::METADATA, 2);
    let Response::Metadata(m) = decode_response(&bytes, ApiKey::METADATA, 2).unwrap().body else {
        panic!()
    };
    let brokers: Vec<(i32, &str)> = m.brokers.iter().map(|b| (b.node_id, b.host)).collect();
    assert_eq!(
        brokers,
        [(1, "127.0.0.1"), (2, "127.0.0.1"), (3, "127.0.0.1")]
    );
    let topic = m.topics.iter().next().unwrap();
    assert_eq!(topic.name, Some("e2e-proxy"));
    let leaders: Vec<(i32, i32)> = topic
        .partitions
        .iter()
        .map(|p| (p.partition_index, p.leader_id))
        .collect();
    assert_eq!(leaders, [(0, 1), (1, 2), (2, 3)]);
}

#[test]
fn mock_apiversions_v0_lists_listoffsets_capped_at_v3() {
    let bytes = find(false, ApiKey::API_VERSIONS, 0);
    let Response::ApiVersions(r) = decode_response(&bytes, ApiKey::API_VERSIONS, 0)
        .unwrap()
        .body
    else {
        panic!()
    };
    assert_eq!(r.error_code, ErrorCode::NONE);
    let range = |key: ApiKey| {
        r.api_keys
            .iter()
            .find(|k| k.api_key == key)
            .map(|k| (k.min_version, k.max_version))
    };
    assert_eq!(range(ApiKey::LIST_OFFSETS), Some((0, 3)));
    assert_eq!(range(ApiKey::API_VERSIONS), Some((0, 2)));
}

#[test]
fn kcat_produce_and_join_group_requests() {
    let bytes = find(true, ApiKey::PRODUCE, 7);
    let frame = decode_request(&bytes).unwrap();
    assert_eq!(frame.header.client_id, Some("e2e-kcat-producer"));
    let Request::Produce(p) = frame.body else {
        panic!()
    };
    assert_eq!(p.acks, -1);
    let topic = p.topic_data.iter().next().unwrap();
    assert_eq!(topic.name, "e2e-proxy");
    let records = topic.partition_data.iter().next().unwrap().records.unwrap();
    assert!(records.0.len() > 61, "a record batch has a 61-byte header");

    let bytes = find(true, ApiKey::JOIN_GROUP, 5);
    let frame = decode_request(&bytes).unwrap();
    assert_eq!(frame.header.client_id, Some("e2e-kcat-group"));
    let Request::JoinGroup(j) = frame.body else {
        panic!()
    };
    assert_eq!(j.group_id, "e2e-kcat-group");
    assert_eq!(j.protocol_type, "consumer");
}

#[test]
fn every_broker_traffic_frame_decodes_and_encodes_back_to_the_same_bytes() {
    let frames = frames_of(BROKER_TRAFFIC);
    let mut failures = Vec::new();
    let mut keys = std::collections::BTreeSet::new();
    let (mut requests, mut responses, mut trailing) = (0, 0, Vec::new());
    let mut buf = vec![0u8; frames.iter().map(|f| f.bytes.len()).max().unwrap_or(0)];
    for (i, f) in frames.iter().enumerate() {
        let what = format!("frame {i}: {}", f.what());
        let encoded = if f.request {
            requests += 1;
            decode_request(&f.bytes).map(|d| {
                assert_eq!(
                    (d.header.api_key, d.header.api_version),
                    (f.api_key, f.version),
                    "{what}: the line names another API or version than the header"
                );
                if !d.trailing.is_empty() {
                    trailing.push((true, f.api_key, d.trailing.len()));
                }
                d.encode(&mut buf)
            })
        } else {
            responses += 1;
            decode_response(&f.bytes, f.api_key, f.version).map(|d| {
                if !d.trailing.is_empty() {
                    trailing.push((false, f.api_key, d.trailing.len()));
                }
                d.encode(&mut buf)
            })
        };
        match encoded {
            Err(e) => failures.push(format!("{what}: does not decode: {e}")),
            Ok(Err(e)) => failures.push(format!("{what}: does not encode: {e}")),
            Ok(Ok(n)) if buf[..n] != f.bytes[..] => {
                let at = buf[..n].iter().zip(&f.bytes).position(|(a, b)| a != b);
                failures.push(format!(
                    "{what}: encodes back to other bytes ({n} against {}, from byte {at:?})",
                    f.bytes.len()
                ))
            }
            Ok(Ok(_)) => {
                keys.insert(f.api_key.0);
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} frames fail:\n{}",
        failures.len(),
        frames.len(),
        failures.join("\n")
    );
    // A traffic mix: both directions, and at least as many APIs as scripts/e2e-broker.sh requires.
    assert!(
        requests > 0 && responses > 0,
        "{requests} requests, {responses} responses"
    );
    assert!(keys.len() >= 35, "only {} API keys: {keys:?}", keys.len());
    // Bytes after the body come only in librdkafka's Metadata requests (see decode_request); Kafka's
    // broker writes none.
    assert!(
        trailing
            .iter()
            .all(|&(request, key, _)| request && key == ApiKey::METADATA),
        "bytes after the body: {trailing:?}"
    );
}

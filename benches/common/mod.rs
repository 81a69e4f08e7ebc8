//! What the benchmarks share: criterion's settings, and message builders whose storage is leaked (it
//! lives for the whole run). Not every benchmark uses every item.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::time::Duration;

use bytes::Bytes;
use criterion::Criterion;
use kafka_view::messages::metadata as md;
use kafka_view::trace::{FieldEvent, Trace, Value};
use kafka_view::types::{Array, TaggedFields, Uuid};
use kafka_view::ErrorCode;

/// The short settings every benchmark runs with (criterion's command line overrides them):
/// 0.5 s of warm-up, 1.5 s of measurement, `sample_size` samples.
pub fn settings(sample_size: usize) -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_millis(1500))
        .sample_size(sample_size)
}

/// Bytes from hex digits (an even number of them, nothing else).
pub fn hex(s: &str) -> Vec<u8> {
    assert!(s.len() % 2 == 0, "odd hex length");
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).expect("hex"))
        .collect()
}

/// Order-sensitive checksum of everything visited: a multiply and an add per value.
#[derive(Default)]
pub struct Acc(pub u64);

impl Acc {
    pub fn n(&mut self, v: impl Into<i64>) {
        self.0 = self.0.wrapping_mul(31).wrapping_add(v.into() as u64);
    }
    /// A string or byte array: its length and its first and last bytes.
    pub fn b(&mut self, b: &[u8]) {
        self.n(b.len() as i64);
        self.n(*b.first().unwrap_or(&0));
        self.n(*b.last().unwrap_or(&0));
    }
    pub fn s(&mut self, s: &str) {
        self.b(s.as_bytes());
    }
    pub fn opt_s(&mut self, s: Option<&str>) {
        match s {
            Some(s) => self.s(s),
            None => self.n(-1),
        }
    }
    pub fn opt_b(&mut self, b: Option<&[u8]>) {
        match b {
            Some(b) => self.b(b),
            None => self.n(-1),
        }
    }
    pub fn uuid(&mut self, id: &[u8; 16]) {
        self.n(u128::from_be_bytes(*id) as i64);
        self.n((u128::from_be_bytes(*id) >> 64) as i64);
    }
    /// kafka-view's unknown tagged fields.
    pub fn tags(&mut self, t: &TaggedFields<'_>) {
        let mut count = 0;
        for f in t.iter() {
            self.n(f.tag);
            self.b(f.data);
            count += 1;
        }
        self.n(count);
    }
    /// kafka-protocol's unknown tagged fields.
    pub fn kp_tags(&mut self, t: &BTreeMap<i32, Bytes>) {
        for (tag, data) in t {
            self.n(*tag);
            self.b(data);
        }
        self.n(t.len() as i64);
    }
}

/// A generic field visitor: attached to a traced decode (`decode_request_traced`,
/// `Message::decode_traced`...), it folds every value the decoder reads into the same checksum as
/// [`Acc`]: every number, bool and UUID, each string's, byte array's and records field's length and
/// first and last bytes, -1 for a null, and every length prefix, tag and tag size as read. The
/// decoder reports each field of each array element while it steps over the element (one pass,
/// nothing built); `BUILD` asks it to build each element as well, the reference path. The fields of
/// record batches inside a records field are not visited (they are one value here, as in the
/// hand-written visitors).
#[derive(Default)]
pub struct FoldTrace<const BUILD: bool = false> {
    pub acc: Acc,
    /// Values folded.
    pub fields: u64,
}

impl<const BUILD: bool> Trace for FoldTrace<BUILD> {
    const BUILD_ELEMENTS: bool = BUILD;
    #[inline]
    fn field(&mut self, event: &FieldEvent<'_>) {
        self.fields += 1;
        let a = &mut self.acc;
        match event.value {
            Value::Int(v) => a.n(v),
            Value::Uint(v) => a.n(v as i64),
            Value::Float(v) => a.n(v.to_bits() as i64),
            Value::Bool(v) => a.n(v),
            Value::Uuid(v) => a.uuid(&v.0),
            Value::Str(s) => a.s(s),
            Value::Bytes(b) => a.b(b),
            Value::Null => a.n(-1),
        }
    }
}

/// One line of a capture file (`tests/data/e2e_frames.txt`, `tests/data/broker_traffic.txt`): `>`
/// for a request or `<` for a response, the API key, the version, the frame (size prefix included) as
/// hex. Lines starting with `#` are comments.
pub struct Captured {
    pub request: bool,
    pub api_key: i16,
    pub version: i16,
    pub bytes: Vec<u8>,
}

/// The frames of a capture file's text, in their order.
pub fn captured(text: &str) -> Vec<Captured> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let cols: Vec<&str> = l.split_whitespace().collect();
            assert!(
                cols.len() == 4 && (cols[0] == ">" || cols[0] == "<"),
                "not a capture line: {l}"
            );
            Captured {
                request: cols[0] == ">",
                api_key: cols[1].parse().expect("API key"),
                version: cols[2].parse().expect("version"),
                bytes: hex(cols[3]),
            }
        })
        .collect()
}

/// A vector turned into a slice that lives for the whole run.
pub fn leak<T>(v: Vec<T>) -> &'static [T] {
    Vec::leak(v)
}

/// A string that lives for the whole run.
pub fn leak_str(s: String) -> &'static str {
    String::leak(s)
}

/// The Metadata v12 response both benchmarks use: 3 brokers, 100 topics x 10 partitions x 3 replicas.
pub fn metadata() -> md::MetadataResponse<'static> {
    let brokers: Vec<md::MetadataResponseBroker<'static>> = (1..=3)
        .map(|i| md::MetadataResponseBroker {
            node_id: i,
            host: leak_str(format!("broker-{i}.kafka.internal")),
            port: 9092,
            rack: Some(leak_str(format!("rack-{i}"))),
            ..Default::default()
        })
        .collect();
    let topics: Vec<md::MetadataResponseTopic<'static>> = (0..100)
        .map(|t| {
            let partitions: Vec<md::MetadataResponsePartition<'static>> = (0..10)
                .map(|p| {
                    let r = [1 + (p + t) % 3, 1 + (p + t + 1) % 3, 1 + (p + t + 2) % 3];
                    let replicas = leak(r.to_vec());
                    md::MetadataResponsePartition {
                        error_code: ErrorCode::NONE,
                        partition_index: p,
                        leader_id: r[0],
                        leader_epoch: 5,
                        replica_nodes: Array::new(replicas),
                        isr_nodes: Array::new(replicas),
                        offline_replicas: Array::empty(),
                        ..Default::default()
                    }
                })
                .collect();
            let mut id = [0u8; 16];
            id[..4].copy_from_slice(&t.to_be_bytes());
            id[4..].copy_from_slice(b"metadata-bch");
            md::MetadataResponseTopic {
                error_code: ErrorCode::NONE,
                name: Some(leak_str(format!("topic-{t:03}"))),
                topic_id: Uuid(id),
                is_internal: false,
                partitions: Array::new(leak(partitions)),
                topic_authorized_operations: 0x0df8,
                ..Default::default()
            }
        })
        .collect();
    md::MetadataResponse {
        throttle_time_ms: 0,
        brokers: Array::new(leak(brokers)),
        cluster_id: Some("kRmJf3gHQ0a2kT6u1Vx9wA"),
        controller_id: 1,
        topics: Array::new(leak(topics)),
        ..Default::default()
    }
}

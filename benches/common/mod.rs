//! What the benchmarks share: criterion's settings, and message builders whose storage is leaked (it
//! lives for the whole run). Not every benchmark uses every item.
#![allow(dead_code)]

use std::time::Duration;

use criterion::Criterion;
use kafka_view::messages::metadata as md;
use kafka_view::{Array, Uuid};

/// The short settings every benchmark runs with (criterion's command line overrides them):
/// 0.5 s of warm-up, 1.5 s of measurement, `sample_size` samples.
pub fn settings(sample_size: usize) -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_millis(1500))
        .sample_size(sample_size)
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
                        error_code: 0,
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
                error_code: 0,
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

//! Valid responses to a client's requests, as a one-broker cluster whose only broker is the
//! listener: what client mode answers before it mutates.

use kafka_view::messages::api_versions::ApiVersion;
use kafka_view::messages::describe_cluster::DescribeClusterBroker;
use kafka_view::messages::describe_topic_partitions::{
    DescribeTopicPartitionsResponsePartition, DescribeTopicPartitionsResponseTopic,
};
use kafka_view::messages::find_coordinator::Coordinator;
use kafka_view::messages::metadata::{
    MetadataResponseBroker, MetadataResponsePartition, MetadataResponseTopic,
};
use kafka_view::messages::{
    ApiVersionsResponse, DescribeClusterResponse, DescribeTopicPartitionsResponse,
    FindCoordinatorResponse, MetadataResponse, Request, Response,
};
use kafka_view::samples::{Bump, Mode, SampleGen};
use kafka_view::types::{Array, Uuid};
use kafka_view::{decode_request, encode_response, ApiKey, ErrorCode, ResponseHeader};

/// The node id of the one broker client mode plays.
pub const NODE_ID: i32 = 0;

/// The error ApiVersions answers an unknown version with.
const UNSUPPORTED_VERSION: ErrorCode = ErrorCode(35);

/// Every API key the crate knows, with the versions it decodes and encodes.
pub fn supported() -> Vec<(ApiKey, i16, i16)> {
    (0..=i16::from(u8::MAX))
        .filter_map(|k| {
            let key = ApiKey(k);
            key.request_versions().map(|r| (key, r.min, r.max))
        })
        .collect()
}

/// A topic id for a topic name: the same name always gets the same non-zero id.
fn topic_id(name: &str) -> Uuid {
    let mut id = [0u8; 16];
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    let (a, b) = id.split_at_mut(8);
    a.copy_from_slice(&h.to_be_bytes());
    b.copy_from_slice(&(h ^ 0x5555_5555_5555_5555).to_be_bytes());
    id[0] |= 1;
    Uuid(id)
}

/// The valid response frame (size prefix included) to `request`, from a broker at `host:port`, or
/// `None` when the request does not decode or needs no answer (Produce with acks 0).
///
/// ApiVersions lists every API and version the crate knows (an unknown ApiVersions version gets
/// UNSUPPORTED_VERSION at v0, as a broker does). Metadata names this listener as the only broker
/// and the controller, and every topic asked for (or one topic, `kafka-fuzz`, when all are asked
/// for) with one partition, 0, that it leads; DescribeTopicPartitions the same topics, on one page
/// (no next cursor), and DescribeCluster the same broker. FindCoordinator points at the listener.
/// Every other API gets the crate's smallest sample of its response: every error code NONE.
pub fn respond(request: &[u8], host: &str, port: u16) -> Option<Vec<u8>> {
    let req = decode_request(request).ok()?;
    let key = req.header.api_key;
    let version = req.header.api_version;
    let port = i32::from(port);
    let bump = Bump::new();
    let mut g = SampleGen::new(&bump, Mode::Smallest);
    let versions = supported();
    let api_keys: Vec<ApiVersion<'_>> = versions
        .iter()
        .map(|&(api_key, min_version, max_version)| ApiVersion {
            api_key,
            min_version,
            max_version,
            ..Default::default()
        })
        .collect();
    let brokers = [MetadataResponseBroker {
        node_id: NODE_ID,
        host,
        port,
        ..Default::default()
    }];
    let replicas = [NODE_ID];
    let partition = [MetadataResponsePartition {
        partition_index: 0,
        leader_id: NODE_ID,
        leader_epoch: 0,
        replica_nodes: Array::new(&replicas),
        isr_nodes: Array::new(&replicas),
        ..Default::default()
    }];
    let described_partition = [DescribeTopicPartitionsResponsePartition {
        partition_index: 0,
        leader_id: NODE_ID,
        leader_epoch: 0,
        replica_nodes: Array::new(&replicas),
        isr_nodes: Array::new(&replicas),
        // Empty, not null: Kafka's brokers send lists here (its admin client takes them as such).
        eligible_leader_replicas: Some(Array::new(&[])),
        last_known_elr: Some(Array::new(&[])),
        ..Default::default()
    }];
    let mut names: Vec<&str> = Vec::new();
    let mut coordinator_keys: Vec<&str> = Vec::new();
    match &req.body {
        Request::Produce(p) if p.acks == 0 => return None,
        Request::Metadata(m) => match &m.topics {
            Some(topics) if !topics.is_empty() => {
                names.extend(topics.iter().filter_map(|t| t.name));
            }
            _ => names.push("kafka-fuzz"),
        },
        Request::DescribeTopicPartitions(d) => {
            names.extend(d.topics.iter().map(|t| t.name));
            if names.is_empty() {
                names.push("kafka-fuzz");
            }
        }
        Request::FindCoordinator(f) => {
            coordinator_keys.extend(f.coordinator_keys.iter());
            if coordinator_keys.is_empty() {
                coordinator_keys.push(f.key);
            }
        }
        _ => {}
    }
    let topics: Vec<MetadataResponseTopic<'_>> = names
        .iter()
        .map(|&name| MetadataResponseTopic {
            name: Some(name),
            topic_id: topic_id(name),
            partitions: Array::new(&partition),
            ..Default::default()
        })
        .collect();
    let described: Vec<DescribeTopicPartitionsResponseTopic<'_>> = names
        .iter()
        .map(|&name| DescribeTopicPartitionsResponseTopic {
            name: Some(name),
            topic_id: topic_id(name),
            partitions: Array::new(&described_partition),
            ..Default::default()
        })
        .collect();
    let cluster_brokers = [DescribeClusterBroker {
        broker_id: NODE_ID,
        host,
        port,
        ..Default::default()
    }];
    let coordinators: Vec<Coordinator<'_>> = coordinator_keys
        .iter()
        .map(|&key| Coordinator {
            key,
            node_id: NODE_ID,
            host,
            port,
            ..Default::default()
        })
        .collect();
    let known = key.request_versions().is_some_and(|r| r.contains(version));
    let (body, version) = match req.body {
        Request::ApiVersions(_) if !known => (
            Response::ApiVersions(ApiVersionsResponse {
                error_code: UNSUPPORTED_VERSION,
                api_keys: Array::new(&api_keys),
                ..Default::default()
            }),
            0,
        ),
        Request::ApiVersions(_) => (
            Response::ApiVersions(ApiVersionsResponse {
                api_keys: Array::new(&api_keys),
                ..Default::default()
            }),
            version,
        ),
        Request::Metadata(_) => (
            Response::Metadata(MetadataResponse {
                brokers: Array::new(&brokers),
                cluster_id: Some("kafka-fuzz"),
                controller_id: NODE_ID,
                topics: Array::new(&topics),
                ..Default::default()
            }),
            version,
        ),
        Request::DescribeTopicPartitions(_) => (
            Response::DescribeTopicPartitions(DescribeTopicPartitionsResponse {
                topics: Array::new(&described),
                next_cursor: None,
                ..Default::default()
            }),
            version,
        ),
        Request::DescribeCluster(d) => (
            Response::DescribeCluster(DescribeClusterResponse {
                endpoint_type: d.endpoint_type,
                cluster_id: "kafka-fuzz",
                controller_id: NODE_ID,
                brokers: Array::new(&cluster_brokers),
                ..Default::default()
            }),
            version,
        ),
        // v4 answers every key in its list; v0 to v3 answer the one key at the top level.
        Request::FindCoordinator(_) if version >= 4 => (
            Response::FindCoordinator(FindCoordinatorResponse {
                coordinators: Array::new(&coordinators),
                ..Default::default()
            }),
            version,
        ),
        Request::FindCoordinator(_) => (
            Response::FindCoordinator(FindCoordinatorResponse {
                node_id: NODE_ID,
                host,
                port,
                ..Default::default()
            }),
            version,
        ),
        _ => (Response::sample(&mut g, key, version)?, version),
    };
    let header = ResponseHeader {
        correlation_id: req.header.correlation_id,
        ..Default::default()
    };
    let mut buf = vec![0u8; 1 << 16];
    let n = encode_response(&header, &body, version, &mut buf).ok()?;
    buf.truncate(n);
    Some(buf)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::request_frame;
    use kafka_view::decode_response;
    use kafka_view::messages::metadata::MetadataRequestTopic;
    use kafka_view::messages::MetadataRequest;

    #[test]
    fn metadata_names_the_listener_and_the_topics_asked_for() {
        let topics = [MetadataRequestTopic {
            name: Some("orders"),
            ..Default::default()
        }];
        let body = Request::Metadata(MetadataRequest {
            topics: Some(Array::new(&topics)),
            ..Default::default()
        });
        for version in [0, 4, 9, 12] {
            let frame = request_frame(&body, version, 77).unwrap();
            let resp = respond(&frame, "127.0.0.1", 4321).unwrap();
            let decoded = decode_response(&resp, ApiKey::METADATA, version).unwrap();
            assert_eq!(decoded.header.correlation_id, 77);
            let Response::Metadata(m) = decoded.body else {
                panic!("not Metadata")
            };
            let b = m.brokers.get(0).unwrap();
            assert_eq!((b.host, b.port, m.brokers.len()), ("127.0.0.1", 4321, 1));
            let t = m.topics.get(0).unwrap();
            assert_eq!(t.name, Some("orders"));
            assert_eq!(t.partitions.get(0).unwrap().leader_id, NODE_ID);
        }
    }

    #[test]
    fn describe_topic_partitions_and_describe_cluster_name_the_listener() {
        use kafka_view::messages::describe_topic_partitions::TopicRequest;
        use kafka_view::messages::{DescribeClusterRequest, DescribeTopicPartitionsRequest};
        let asked = [TopicRequest {
            name: "orders",
            ..Default::default()
        }];
        let body = Request::DescribeTopicPartitions(DescribeTopicPartitionsRequest {
            topics: Array::new(&asked),
            response_partition_limit: 2000,
            ..Default::default()
        });
        let frame = request_frame(&body, 0, 9).unwrap();
        let resp = respond(&frame, "127.0.0.1", 4321).unwrap();
        let decoded = decode_response(&resp, ApiKey::DESCRIBE_TOPIC_PARTITIONS, 0).unwrap();
        let Response::DescribeTopicPartitions(d) = decoded.body else {
            panic!("not DescribeTopicPartitions")
        };
        // One page: a client that pages on until the cursor is null stops.
        assert!(d.next_cursor.is_none());
        let t = d.topics.get(0).unwrap();
        assert_eq!((t.name, d.topics.len()), (Some("orders"), 1));
        let p = t.partitions.get(0).unwrap();
        assert_eq!(p.leader_id, NODE_ID);
        assert!(p.eligible_leader_replicas.is_some_and(|e| e.is_empty()));
        assert!(p.last_known_elr.is_some_and(|e| e.is_empty()));
        let body = Request::DescribeCluster(DescribeClusterRequest {
            endpoint_type: 1,
            ..Default::default()
        });
        for version in [0, 1, 2] {
            let frame = request_frame(&body, version, 10).unwrap();
            let resp = respond(&frame, "127.0.0.1", 4321).unwrap();
            let decoded = decode_response(&resp, ApiKey::DESCRIBE_CLUSTER, version).unwrap();
            let Response::DescribeCluster(c) = decoded.body else {
                panic!("not DescribeCluster")
            };
            let b = c.brokers.get(0).unwrap();
            assert_eq!((b.broker_id, b.host, b.port), (NODE_ID, "127.0.0.1", 4321));
            assert_eq!(c.controller_id, NODE_ID);
        }
    }

    #[test]
    fn every_known_api_gets_an_answer_that_decodes() {
        let bump = Bump::new();
        for (key, min, max) in supported() {
            for version in min..=max {
                let mut g = SampleGen::new(&bump, Mode::Smallest);
                let Some(mut body) = Request::sample(&mut g, key, version) else {
                    continue;
                };
                if let Request::Produce(p) = &mut body {
                    p.acks = 1;
                }
                let Ok(frame) = request_frame(&body, version, 5) else {
                    continue;
                };
                let resp = respond(&frame, "localhost", 9092)
                    .unwrap_or_else(|| panic!("{key} v{version}: no response"));
                let decoded = decode_response(&resp, key, version)
                    .unwrap_or_else(|e| panic!("{key} v{version}: {e}"));
                assert_eq!(decoded.header.correlation_id, 5, "{key} v{version}");
            }
        }
    }
}

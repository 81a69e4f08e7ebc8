//! Byte-for-byte agreement with an independent Kafka codec, the `kafka-protocol` crate (0.18,
//! generated from Kafka 4.1.0's schemas), on every API key and version that both define, requests
//! and responses, plus the standalone data schemas and the headers.
//!
//! For every version, `KAFKA_VIEW_DIFF_MESSAGES` random messages (default 200) plus the smallest and
//! the busy sample are compared in two directions:
//! 1. kafka-view's sample, encoded by kafka-view, decoded by kafka-protocol (every byte read) and
//!    re-encoded by kafka-protocol: exactly the same bytes, and every field value equal (the two
//!    crates' `Debug` trees, compared leaf by leaf: see `differential/tree.rs`).
//! 2. A message built by kafka-protocol: kafka-protocol has no random builder, so its decoder builds
//!    one from kafka-view's bytes after structure-aware edits (new values, lengths, nulls, removed
//!    and duplicated elements, removed and added tagged fields: see `differential/mutate.rs`), and
//!    its encoder writes it. kafka-view decodes that and re-encodes exactly the same bytes;
//!    kafka-protocol reads kafka-view's bytes back as the message it started from (`PartialEq`);
//!    and kafka-view's decoded fields equal kafka-protocol's.
//!
//! Schema differences are reported, not passed: versions that one crate defines and the other does
//! not (`ONE_SIDED`: listed, not compared) and struct fields that one crate has and the other does
//! not (`ONE_SIDED_FIELDS`: never on the wire in a compared version; the field comparison passes
//! over them and counts them). kafka-view is generated from Kafka 4.4.0 plus 3.9.2's old versions,
//! kafka-protocol from 4.1.0, so most of those are versions and fields added after 4.1 or removed in
//! 4.0; one field Kafka renamed since is compared under both names (`RENAMED_FIELDS`). Two kafka-protocol behaviours are worked around, counted and shown:
//! it ignores version-dependent nullability (`VERSION_DEPENDENT_NULLS`), and its decoder of data
//! schemas with a `Version` field uses that field as the decode version (`PIN_VERSION_FIELD`).
//! Every other disagreement fails the test, with the seed and the command that replay it; the
//! explanation tables fail it too when they no longer match what is seen.
//!
//! Environment:
//! - `KAFKA_VIEW_DIFF_MESSAGES`: random messages per version (default 200).
//! - `KAFKA_VIEW_DIFF_SEED`: base seed (decimal or 0x-hex; default below), printed on failure.
//! - `KAFKA_VIEW_DIFF_ONLY`: only schemas whose name contains this (e.g. `FetchRequest`), or one
//!   version (`FetchRequest@12`); disagreements are then printed in full.
//!
//! The summary table prints to stderr: `cargo test --test it differential:: -- --nocapture`.
//!
//! kafka-protocol 0.18 dispatches by API key only behind its `messages_enums` feature (off here), so
//! `differential/theirs.rs` lists its request types in a macro (responses come from
//! `Request::Response`) and checks the list against its `ApiKey` enum; the comparison itself goes
//! through `dyn` objects (`TheirMsg`, `Ours`) so that it is compiled once, not per message type.

mod check;
mod mutate;
mod ours;
mod theirs;
mod tree;

use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use bytes::Bytes;
use kafka_protocol::messages as kp;
use kafka_protocol::protocol::{Decodable, Encodable, StrBytes};
use kafka_view::{
    types::{RawTaggedField, TaggedFields},
    wire::{Reader, Writer},
    ApiKey, RequestHeader, ResponseHeader,
};

use check::{Job, Outcome};
use mutate::Rng;
use theirs::{Pair, Side};

const DEFAULT_SEED: u64 = 0x6b61_666b_615f_7669;

/// Versions that Kafka marks unstable, skipped: kafka-protocol 0.18 is generated from Kafka 4.1.0, which
/// marks OffsetCommit and OffsetFetch v10 unstable (kafka-view has them from Kafka 4.4.0, where they are
/// stable, but 4.1's draft of them is no reference); InitProducerId v6 is unstable in both.
const UNSTABLE: &[(&str, Option<i16>)] = &[
    ("OffsetCommitRequest", Some(10)),
    ("OffsetCommitResponse", Some(10)),
    ("OffsetFetchRequest", Some(10)),
    ("OffsetFetchResponse", Some(10)),
    ("InitProducerIdRequest", Some(6)),
    ("InitProducerIdResponse", Some(6)),
];

/// APIs that only kafka-view defines, and why: kafka-protocol 0.18 follows Kafka 4.1.0.
const OURS_ONLY_APIS: &[(i16, &str)] = &[
    (4, "LeaderAndIsr: ZooKeeper-era inter-broker API removed in Kafka 4.0, from kafka-clients 3.9.2"),
    (5, "StopReplica: ZooKeeper-era inter-broker API removed in Kafka 4.0, from kafka-clients 3.9.2"),
    (6, "UpdateMetadata: ZooKeeper-era inter-broker API removed in Kafka 4.0, from kafka-clients 3.9.2"),
    (7, "ControlledShutdown: ZooKeeper-era inter-broker API removed in Kafka 4.0, from kafka-clients 3.9.2"),
    (88, "StreamsGroupHeartbeat: unstable in Kafka 4.1, stable in 4.4"),
    (89, "StreamsGroupDescribe: unstable in Kafka 4.1, stable in 4.4"),
    (93, "StreamsGroupTopologyDescriptionUpdate: new after Kafka 4.1"),
    (94, "UnregisterController: new after Kafka 4.1"),
];

const KIP_896: &str =
    "kafka-view only: removed in Kafka 4.0 (KIP-896), generated from kafka-clients 3.9.2";
const NEW_SINCE_4_1: &str = "kafka-view only: new after Kafka 4.1 (kafka-clients 4.4.0)";

/// Versions only one crate defines: (schema, first, last, why).
///
/// kafka-view keeps the versions that Kafka 4.0 removed (KIP-896), from Kafka 3.9.2, so that old
/// clients still decode, and has the versions Kafka added after 4.1; kafka-protocol 0.18 follows Kafka
/// 4.1's ranges.
const ONE_SIDED: &[(&str, i16, i16, &str)] = &[
    ("ListOffsetsRequest", 0, 0, KIP_896),
    ("ListOffsetsResponse", 0, 0, KIP_896),
    ("ListOffsetsRequest", 11, 11, NEW_SINCE_4_1),
    ("ListOffsetsResponse", 11, 11, NEW_SINCE_4_1),
    ("OffsetCommitRequest", 0, 1, KIP_896),
    ("OffsetCommitResponse", 0, 1, KIP_896),
    ("ApiVersionsRequest", 5, 5, NEW_SINCE_4_1),
    ("ApiVersionsResponse", 5, 5, NEW_SINCE_4_1),
    ("WriteTxnMarkersRequest", 2, 2, NEW_SINCE_4_1),
    ("WriteTxnMarkersResponse", 2, 2, NEW_SINCE_4_1),
    ("TxnOffsetCommitRequest", 6, 6, NEW_SINCE_4_1),
    ("TxnOffsetCommitResponse", 6, 6, NEW_SINCE_4_1),
    ("DescribeConfigsRequest", 0, 0, KIP_896),
    ("DescribeConfigsResponse", 0, 0, KIP_896),
    ("DescribeLogDirsRequest", 5, 5, NEW_SINCE_4_1),
    ("DescribeLogDirsResponse", 5, 5, NEW_SINCE_4_1),
    ("DeleteGroupsRequest", 3, 3, NEW_SINCE_4_1),
    ("DeleteGroupsResponse", 3, 3, NEW_SINCE_4_1),
    ("AlterPartitionRequest", 0, 1, KIP_896),
    ("AlterPartitionResponse", 0, 1, KIP_896),
    ("BrokerHeartbeatRequest", 2, 2, NEW_SINCE_4_1),
    ("BrokerHeartbeatResponse", 2, 2, NEW_SINCE_4_1),
    ("ShareFetchRequest", 2, 2, NEW_SINCE_4_1),
    ("ShareFetchResponse", 2, 2, NEW_SINCE_4_1),
    ("ShareAcknowledgeRequest", 2, 2, NEW_SINCE_4_1),
    ("ShareAcknowledgeResponse", 2, 2, NEW_SINCE_4_1),
    ("AddRaftVoterRequest", 1, 1, NEW_SINCE_4_1),
    ("AddRaftVoterResponse", 1, 1, NEW_SINCE_4_1),
    ("WriteShareGroupStateRequest", 1, 1, NEW_SINCE_4_1),
    ("WriteShareGroupStateResponse", 1, 1, NEW_SINCE_4_1),
    ("ReadShareGroupStateSummaryRequest", 1, 1, NEW_SINCE_4_1),
    ("ReadShareGroupStateSummaryResponse", 1, 1, NEW_SINCE_4_1),
    ("DescribeShareGroupOffsetsRequest", 1, 1, NEW_SINCE_4_1),
    ("DescribeShareGroupOffsetsResponse", 1, 1, NEW_SINCE_4_1),
    ("ProduceRequest", 0, 2, KIP_896),
    ("ProduceResponse", 0, 2, KIP_896),
    ("FetchRequest", 0, 3, KIP_896),
    ("FetchResponse", 0, 3, KIP_896),
    ("CreateTopicsRequest", 0, 1, KIP_896),
    ("CreateTopicsResponse", 0, 1, KIP_896),
    ("DeleteTopicsRequest", 0, 0, KIP_896),
    ("DeleteTopicsResponse", 0, 0, KIP_896),
    ("OffsetFetchRequest", 0, 0, KIP_896),
    ("OffsetFetchResponse", 0, 0, KIP_896),
    ("OffsetForLeaderEpochRequest", 0, 1, KIP_896),
    ("OffsetForLeaderEpochResponse", 0, 1, KIP_896),
    ("WriteTxnMarkersRequest", 0, 0, KIP_896),
    ("WriteTxnMarkersResponse", 0, 0, KIP_896),
    ("DescribeAclsRequest", 0, 0, KIP_896),
    ("DescribeAclsResponse", 0, 0, KIP_896),
    ("CreateAclsRequest", 0, 0, KIP_896),
    ("CreateAclsResponse", 0, 0, KIP_896),
    ("DeleteAclsRequest", 0, 0, KIP_896),
    ("DeleteAclsResponse", 0, 0, KIP_896),
    ("AlterReplicaLogDirsRequest", 0, 0, KIP_896),
    ("AlterReplicaLogDirsResponse", 0, 0, KIP_896),
    ("DescribeLogDirsRequest", 0, 0, KIP_896),
    ("DescribeLogDirsResponse", 0, 0, KIP_896),
    ("CreateDelegationTokenRequest", 0, 0, KIP_896),
    ("CreateDelegationTokenResponse", 0, 0, KIP_896),
    ("RenewDelegationTokenRequest", 0, 0, KIP_896),
    ("RenewDelegationTokenResponse", 0, 0, KIP_896),
    ("ExpireDelegationTokenRequest", 0, 0, KIP_896),
    ("ExpireDelegationTokenResponse", 0, 0, KIP_896),
    ("DescribeDelegationTokenRequest", 0, 0, KIP_896),
    ("DescribeDelegationTokenResponse", 0, 0, KIP_896),
];

const V0_ONLY: &str =
    "kafka-view only: a field of v0 alone (removed in Kafka 4.0, from Kafka 3.9.2)";
const V1_ONLY: &str =
    "kafka-view only: a field of v1 alone (removed in Kafka 4.0, from Kafka 3.9.2)";
const NEW_FIELD: &str = "kafka-view only: a field of a version added after Kafka 4.1";

/// Fields that Kafka renamed after 4.1, as (schema, path of kafka-view's field, kafka-protocol's
/// name): compared as the same field.
const RENAMED_FIELDS: &[(&str, &str, &str)] = &[(
    "TxnOffsetCommitRequest",
    ".generationidormemberepoch",
    "generationid",
)];

/// Fields that only one crate's structs have: (schema, path, why). None of them is on the wire in
/// a version both crates define (the byte comparison proves it), so the field comparison passes
/// over them; each one met is counted and shown.
const ONE_SIDED_FIELDS: &[(&str, &str, &str)] = &[
    (
        "InitProducerIdRequest",
        ".enable2pc",
        "kafka-protocol only: Enable2Pc, a field of v6, which Kafka 4.1 marks unstable and kafka-view leaves out",
    ),
    (
        "InitProducerIdRequest",
        ".keeppreparedtxn",
        "kafka-protocol only: KeepPreparedTxn, a field of the unstable v6",
    ),
    (
        "InitProducerIdResponse",
        ".ongoingtxnproducerid",
        "kafka-protocol only: OngoingTxnProducerId, a field of the unstable v6",
    ),
    (
        "InitProducerIdResponse",
        ".ongoingtxnproducerepoch",
        "kafka-protocol only: OngoingTxnProducerEpoch, a field of the unstable v6",
    ),
    ("ListOffsetsRequest", ".topics[*].partitions[*].maxnumoffsets", V0_ONLY),
    ("ListOffsetsResponse", ".topics[*].partitions[*].oldstyleoffsets", V0_ONLY),
    ("OffsetCommitRequest", ".topics[*].partitions[*].committimestamp", V1_ONLY),
    ("DescribeConfigsResponse", ".results[*].configs[*].isdefault", V0_ONLY),
    ("AlterPartitionRequest", ".topics[*].topicname", "kafka-view only: a field of v0-1 (Kafka 3.9.2)"),
    ("AlterPartitionResponse", ".topics[*].topicname", "kafka-view only: a field of v0-1 (Kafka 3.9.2)"),
    ("ApiVersionsRequest", ".clusterid", NEW_FIELD),
    ("ApiVersionsRequest", ".nodeid", NEW_FIELD),
    ("BrokerHeartbeatRequest", ".cordonedlogdirs", NEW_FIELD),
    ("DeleteGroupsResponse", ".results[*].errormessage", NEW_FIELD),
    ("DescribeLogDirsResponse", ".results[*].iscordoned", NEW_FIELD),
    ("DescribeShareGroupOffsetsResponse", ".groups[*].topics[*].partitions[*].lag", NEW_FIELD),
    ("ReadShareGroupStateSummaryResponse", ".results[*].partitions[*].deliverycompletecount", NEW_FIELD),
    ("ShareAcknowledgeRequest", ".isrenewack", NEW_FIELD),
    ("ShareAcknowledgeResponse", ".acquisitionlocktimeoutms", NEW_FIELD),
    ("ShareFetchRequest", ".shareacquiremode", NEW_FIELD),
    ("ShareFetchRequest", ".isrenewack", NEW_FIELD),
    ("TxnOffsetCommitRequest", ".topics[*].topicid", NEW_FIELD),
    ("TxnOffsetCommitResponse", ".topics[*].topicid", NEW_FIELD),
    ("WriteShareGroupStateRequest", ".topics[*].partitions[*].deliverycompletecount", NEW_FIELD),
    ("WriteTxnMarkersRequest", ".markers[*].transactionversion", NEW_FIELD),
    ("AddRaftVoterRequest", ".ackwhencommitted", NEW_FIELD),
    (
        "ShareFetchRequest",
        ".topics[*].partitions[*].partitionmaxbytes",
        "kafka-protocol only: FetchPartition.PartitionMaxBytes (versions \"0\"); Kafka 4.1 supports v1 only, and kafka-view generates no member for a field of no supported version",
    ),
];

/// Fields whose schema allows null in some versions only: (schema, struct, field, the nullable
/// versions as first and last). kafka-protocol types such a field as `Option` and neither its decoder
/// nor its encoder checks the version, so from edited bytes it builds nulls that the schema forbids at
/// that version; kafka-view rejects them (`NullNotAllowed`), rightly. Those messages are counted and
/// left out; a null rejected anywhere else is a disagreement. Each entry was checked against the
/// schema's `nullableVersions`.
const VERSION_DEPENDENT_NULLS: &[(&str, &str, &str, (i16, i16))] = &[
    (
        "DeleteTopicsResponse",
        "DeletableTopicResult",
        "Name",
        (6, i16::MAX),
    ),
    (
        "JoinGroupResponse",
        "JoinGroupResponse",
        "ProtocolName",
        (7, i16::MAX),
    ),
    (
        "MetadataRequest",
        "MetadataRequest",
        "Topics",
        (1, i16::MAX),
    ),
    (
        "MetadataRequest",
        "MetadataRequestTopic",
        "Name",
        (10, i16::MAX),
    ),
    (
        "MetadataResponse",
        "MetadataResponseTopic",
        "Name",
        (12, i16::MAX),
    ),
    (
        "OffsetFetchRequest",
        "OffsetFetchRequest",
        "Topics",
        (2, i16::MAX),
    ),
    // Nullable in v0 alone, which Kafka 4.4 no longer defines (kafka-protocol follows 4.1).
    ("ShareFetchResponse", "PartitionData", "Records", (0, 0)),
];

/// Data schemas with a field named `Version`: kafka-protocol 0.18's generated decoder shadows its
/// `version` parameter with that field's value and decodes the nested structs at it, so the field is
/// pinned to the schema version (and never edited) in both directions.
const PIN_VERSION_FIELD: &[&str] = &["LeaderChangeMessage", "VotersRecord"];

struct Config {
    messages: usize,
    seed: u64,
    only: Option<(String, Option<i16>)>,
}

fn parse_u64(s: &str) -> Option<u64> {
    let s = s.trim();
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(&h.replace('_', ""), 16).ok(),
        None => s.replace('_', "").parse().ok(),
    }
}

fn config() -> Config {
    let messages = std::env::var("KAFKA_VIEW_DIFF_MESSAGES")
        .ok()
        .map(|s| parse_u64(&s).expect("KAFKA_VIEW_DIFF_MESSAGES is a number") as usize)
        .unwrap_or(200);
    let seed = std::env::var("KAFKA_VIEW_DIFF_SEED")
        .ok()
        .map(|s| parse_u64(&s).expect("KAFKA_VIEW_DIFF_SEED is a number"))
        .unwrap_or(DEFAULT_SEED);
    let only = std::env::var("KAFKA_VIEW_DIFF_ONLY")
        .ok()
        .filter(|s| !s.is_empty())
        .map(|s| match s.split_once('@') {
            Some((n, v)) => (n.to_string(), Some(v.parse().expect("ONLY version"))),
            None => (s, None),
        });
    Config {
        messages,
        seed,
        only,
    }
}

fn all_pairs() -> Vec<Pair> {
    let mut v = theirs::api_pairs_all();
    v.extend(theirs::data_pairs_all());
    v.push(theirs::end_txn_marker_pair());
    v
}

fn unstable(name: &str, version: i16) -> bool {
    UNSTABLE
        .iter()
        .any(|&(n, v)| n == name && v.is_none_or(|v| v == version))
}

/// Contiguous runs of `versions`, as `a-b` or `a`.
fn ranges(versions: &[i16]) -> Vec<(i16, i16)> {
    let mut out: Vec<(i16, i16)> = Vec::new();
    for &v in versions {
        match out.last_mut() {
            Some((_, hi)) if *hi + 1 == v => *hi = v,
            _ => out.push((v, v)),
        }
    }
    out
}

fn show_ranges(versions: &[i16]) -> String {
    if versions.is_empty() {
        return "-".into();
    }
    ranges(versions)
        .iter()
        .map(|&(a, b)| {
            if a == b {
                format!("{a}")
            } else {
                format!("{a}-{b}")
            }
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// The version sets of one pair: compared, kafka-view only, kafka-protocol only, skipped.
struct Plan {
    common: Vec<i16>,
    ours_only: Vec<i16>,
    theirs_only: Vec<i16>,
    skipped: Vec<i16>,
}

fn plan(p: &Pair) -> Plan {
    let ours: BTreeSet<i16> = p
        .ours
        .versions()
        .map(|(a, b)| (a..=b).collect())
        .unwrap_or_default();
    let theirs: BTreeSet<i16> = (p.theirs.0..=p.theirs.1).collect();
    let mut skip: BTreeSet<i16> = BTreeSet::new();
    if let (Some(k), Side::Request) = (p.key, p.side) {
        let key = ApiKey(k);
        if key.latest_version_unstable() {
            if let Some(r) = key.request_versions() {
                skip.insert(r.max);
            }
        }
    }
    for &v in ours.union(&theirs) {
        if unstable(p.name, v) {
            skip.insert(v);
        }
    }
    Plan {
        common: ours
            .intersection(&theirs)
            .filter(|v| !skip.contains(v))
            .copied()
            .collect(),
        ours_only: ours
            .difference(&theirs)
            .filter(|v| !skip.contains(v))
            .copied()
            .collect(),
        theirs_only: theirs
            .difference(&ours)
            .filter(|v| !skip.contains(v))
            .copied()
            .collect(),
        skipped: skip.into_iter().collect(),
    }
}

#[derive(Default)]
struct Totals {
    versions: usize,
    one: usize,
    two: usize,
    two_edited: usize,
    edits_rejected: usize,
    their_round_trip_failed: usize,
    nulls_rejected: usize,
    pinned: usize,
    one_unknown_tags: usize,
    two_unknown_tags: usize,
    disagreements: usize,
}

impl Totals {
    fn add(&mut self, o: &Outcome) {
        self.versions += 1;
        self.one += o.one;
        self.two += o.two;
        self.two_edited += o.two_edited;
        self.edits_rejected += o.edits_rejected;
        self.their_round_trip_failed += o.their_round_trip_failed;
        self.nulls_rejected += o.nulls_rejected.values().sum::<usize>();
        self.pinned += o.pinned;
        self.one_unknown_tags += o.one_unknown_tags;
        self.two_unknown_tags += o.two_unknown_tags;
        self.disagreements += o.disagreements.len();
    }

    fn add_totals(&mut self, t: &Totals) {
        self.versions += t.versions;
        self.one += t.one;
        self.two += t.two;
        self.two_edited += t.two_edited;
        self.edits_rejected += t.edits_rejected;
        self.their_round_trip_failed += t.their_round_trip_failed;
        self.nulls_rejected += t.nulls_rejected;
        self.pinned += t.pinned;
        self.one_unknown_tags += t.one_unknown_tags;
        self.two_unknown_tags += t.two_unknown_tags;
        self.disagreements += t.disagreements;
    }
}

#[test]
fn every_api_and_version_agrees_with_kafka_protocol() {
    let cfg = config();
    let pairs = all_pairs();
    let selected = |name: &str, v: i16| match &cfg.only {
        None => true,
        Some((n, ver)) => name.contains(n.as_str()) && ver.is_none_or(|x| x == v),
    };

    // Plan the versions: compared, one-sided (schema differences), skipped (unstable).
    let plans: Vec<Plan> = pairs.iter().map(plan).collect();
    let mut one_sided_seen = Vec::new();
    let mut skipped_seen = Vec::new();
    for (p, pl) in pairs.iter().zip(&plans) {
        for (a, b) in ranges(&pl.ours_only) {
            one_sided_seen.push((p.name, a, b, "kafka-view only"));
        }
        for (a, b) in ranges(&pl.theirs_only) {
            one_sided_seen.push((p.name, a, b, "kafka-protocol only"));
        }
        for &v in &pl.skipped {
            skipped_seen.push(format!("{} v{v}", p.name));
        }
    }
    for &(name, v) in UNSTABLE {
        match v {
            None if !pairs.iter().any(|p| p.name == name) => {
                skipped_seen.push(format!("{name} (all versions; neither crate defines it)"))
            }
            Some(v) if !skipped_seen.contains(&format!("{name} v{v}")) => {
                skipped_seen.push(format!("{name} v{v} (neither crate defines it)"))
            }
            _ => {}
        }
    }

    let mut jobs: Vec<(usize, Job)> = Vec::new();
    for (i, (p, pl)) in pairs.iter().zip(&plans).enumerate() {
        for &v in &pl.common {
            if selected(p.name, v) {
                jobs.push((
                    i,
                    Job {
                        name: p.name,
                        version: v,
                        messages: cfg.messages,
                        seed: cfg.seed,
                        one_sided_fields: ONE_SIDED_FIELDS
                            .iter()
                            .filter(|f| f.0 == p.name)
                            .map(|f| f.1)
                            .collect(),
                        renamed_fields: RENAMED_FIELDS
                            .iter()
                            .filter(|f| f.0 == p.name)
                            .map(|f| (f.1, f.2))
                            .collect(),
                        null_from_later_version: VERSION_DEPENDENT_NULLS
                            .iter()
                            .filter(|n| n.0 == p.name && !(n.3 .0..=n.3 .1).contains(&v))
                            .map(|n| (n.1, n.2))
                            .collect(),
                        pin_version_field: PIN_VERSION_FIELD.contains(&p.name),
                    },
                ));
            }
        }
    }

    // Run on every core; each job is deterministic on its own.
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, i16, Outcome)>> = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let j = next.fetch_add(1, Ordering::Relaxed);
                let Some((i, job)) = jobs.get(j) else { break };
                let p = &pairs[*i];
                let out = check::run_version(p.ours.as_ref(), p.decode, job);
                results.lock().unwrap().push((*i, job.version, out));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| (r.0, r.1));

    // Aggregate per schema.
    let mut per_pair: BTreeMap<usize, Totals> = BTreeMap::new();
    let mut disagreements = Vec::new();
    let mut round_trip_examples = Vec::new();
    let mut fields_met: BTreeMap<(&str, String), usize> = BTreeMap::new();
    let mut nulls_met: BTreeMap<(&str, String), (usize, BTreeSet<i16>)> = BTreeMap::new();
    let mut pinned: BTreeMap<&str, usize> = BTreeMap::new();
    for (i, version, out) in &results {
        let p = &pairs[*i];
        for d in &out.disagreements {
            disagreements.push((p.name, *version, d.clone()));
        }
        if let Some(e) = &out.their_round_trip_example {
            round_trip_examples.push(format!("{} v{version}: {e}", p.name));
        }
        for (f, n) in &out.one_sided_fields_met {
            *fields_met.entry((p.name, f.clone())).or_default() += n;
        }
        for (f, n) in &out.nulls_rejected {
            let e = nulls_met.entry((p.name, f.clone())).or_default();
            e.0 += n;
            e.1.insert(*version);
        }
        if out.pinned > 0 {
            *pinned.entry(p.name).or_default() += out.pinned;
        }
        per_pair.entry(*i).or_default().add(out);
    }

    // The summary.
    let mut report = String::new();
    let mut line = |s: String| {
        report.push_str(&s);
        report.push('\n');
    };
    line(format!(
        "\nkafka-view vs kafka-protocol 0.18: {} random messages per version (+ smallest + busy) in each direction, seed {:#x}{}",
        cfg.messages,
        cfg.seed,
        cfg.only
            .as_ref()
            .map(|(n, v)| format!(", only {n}{}", v.map(|v| format!("@{v}")).unwrap_or_default()))
            .unwrap_or_default()
    ));
    line(
        "messages = direction one (kafka-view -> kafka-protocol) + direction two (kafka-protocol -> kafka-view); dis = disagreements"
            .into(),
    );
    line(format!(
        "{:<28} {:>4} | {:<14} {:>8} {:>4} | {:<14} {:>8} {:>4}",
        "API", "key", "request vers", "messages", "dis", "response vers", "messages", "dis"
    ));
    let rule = "-".repeat(94);
    line(rule.clone());
    let mut req_total = Totals::default();
    let mut resp_total = Totals::default();
    let mut data_total = Totals::default();
    let mut by_key: BTreeMap<i16, [Option<usize>; 2]> = BTreeMap::new();
    for (i, p) in pairs.iter().enumerate() {
        if let Some(k) = p.key {
            by_key.entry(k).or_default()[usize::from(p.side == Side::Response)] = Some(i);
        }
    }
    let cell = |i: Option<usize>| -> (String, usize, usize) {
        let Some(i) = i else {
            return ("-".into(), 0, 0);
        };
        let compared: Vec<i16> = results.iter().filter(|r| r.0 == i).map(|r| r.1).collect();
        let t = per_pair.get(&i);
        (
            show_ranges(&compared),
            t.map_or(0, |t| t.one + t.two),
            t.map_or(0, |t| t.disagreements),
        )
    };
    for (key, [rq, rs]) in &by_key {
        let (rv, rm, rd) = cell(*rq);
        let (sv, sm, sd) = cell(*rs);
        if rv == "-" && sv == "-" {
            continue;
        }
        let name = rq
            .map(|i| pairs[i].name.trim_end_matches("Request"))
            .unwrap_or("?");
        line(format!(
            "{name:<28} {key:>4} | {rv:<14} {rm:>8} {rd:>4} | {sv:<14} {sm:>8} {sd:>4}"
        ));
        if let Some(t) = rq.and_then(|i| per_pair.get(&i)) {
            req_total.add_totals(t);
        }
        if let Some(t) = rs.and_then(|i| per_pair.get(&i)) {
            resp_total.add_totals(t);
        }
    }
    line(rule.clone());
    line(format!(
        "{:<33} | {:<14} {:>8} {:>4}",
        "data schema", "versions", "messages", "dis"
    ));
    for (i, p) in pairs.iter().enumerate() {
        if p.side != Side::Data {
            continue;
        }
        let (v, m, d) = cell(Some(i));
        if v == "-" {
            continue;
        }
        line(format!("{:<33} | {v:<14} {m:>8} {d:>4}", p.name));
        if let Some(t) = per_pair.get(&i) {
            data_total.add_totals(t);
        }
    }
    line(rule);
    for (what, t) in [
        ("requests", &req_total),
        ("responses", &resp_total),
        ("data schemas", &data_total),
    ] {
        line(format!(
            "{what:<12} {:>3} API/version pairs compared byte-for-byte; messages: {} kafka-view -> kafka-protocol, {} kafka-protocol -> kafka-view ({} built from edited bytes); {} disagreements",
            t.versions, t.one, t.two, t.two_edited, t.disagreements
        ));
    }
    let all = [&req_total, &resp_total, &data_total];
    let sum = |f: fn(&Totals) -> usize| all.iter().map(|t| f(t)).sum::<usize>();
    line(format!(
        "total        {:>3} pairs, {} messages, {} disagreements",
        sum(|t| t.versions),
        sum(|t| t.one + t.two),
        sum(|t| t.disagreements)
    ));
    line(format!(
        "edits: {} edited bodies rejected by kafka-protocol's decoder (other edits tried); {} decoded but not round-tripped by kafka-protocol itself (left out)",
        sum(|t| t.edits_rejected),
        sum(|t| t.their_round_trip_failed),
    ));
    line(format!(
        "unknown tagged fields (kafka-protocol keeps them in a BTreeMap and writes them, ascending, after the known ones): in {} messages of direction one and {} of direction two, all byte-exact",
        sum(|t| t.one_unknown_tags),
        sum(|t| t.two_unknown_tags),
    ));

    line(String::new());
    line("schema differences: versions only one crate defines (not compared):".into());
    for (name, a, b, who) in &one_sided_seen {
        let why = ONE_SIDED
            .iter()
            .find(|e| e.0 == *name && e.1 == *a && e.2 == *b)
            .map_or_else(
                || format!("{who}: UNEXPECTED, not in ONE_SIDED"),
                |e| e.3.to_string(),
            );
        let range = if a == b {
            format!("v{a}")
        } else {
            format!("v{a}-{b}")
        };
        line(format!("  {name} {range}: {why}"));
    }
    if one_sided_seen.is_empty() {
        line("  none".into());
    }
    line("schema differences: struct fields only one crate has (never on the wire in a compared version):".into());
    for &(name, path, why) in ONE_SIDED_FIELDS {
        let n = fields_met
            .get(&(name, path.to_string()))
            .copied()
            .unwrap_or(0);
        line(format!("  {name} {path}: {why} (met in {n} comparisons)"));
    }
    line("kafka-protocol nulls where the schema allows null in other versions only (kafka-view rejects them, rightly; left out):".into());
    for &(name, st, field, (from, to)) in VERSION_DEPENDENT_NULLS {
        let (n, vs) = nulls_met
            .get(&(name, format!("{st}.{field}")))
            .cloned()
            .unwrap_or_default();
        let vs: Vec<i16> = vs.into_iter().collect();
        line(format!(
            "  {name} {st}.{field} (nullable in v{}): {n} messages at v{}",
            if to == i16::MAX {
                format!("{from}+")
            } else {
                show_ranges(&(from..=to).collect::<Vec<_>>())
            },
            show_ranges(&vs)
        ));
    }
    line("kafka-protocol bug worked around (a data field named `Version` shadows the decode version):".into());
    for name in PIN_VERSION_FIELD {
        line(format!(
            "  {name}: Version field set to the schema version in {} messages",
            pinned.get(name).copied().unwrap_or(0)
        ));
    }
    line("skipped (unstable in Kafka 4.1, or in both releases):".into());
    for s in &skipped_seen {
        line(format!("  {s}"));
    }
    if !round_trip_examples.is_empty() {
        line("kafka-protocol round-trip failures on edited input (first per version):".into());
        for e in round_trip_examples.iter().take(10) {
            line(format!("  {e}"));
        }
    }
    let show = if cfg.only.is_some() { usize::MAX } else { 25 };
    if !disagreements.is_empty() {
        line(format!("\n{} DISAGREEMENTS:", disagreements.len()));
        for (name, v, d) in disagreements.iter().take(show) {
            line(format!(
                "- {name} v{v}, direction {}, message #{} ({:?}): {}\n  replay: KAFKA_VIEW_DIFF_SEED={:#x} KAFKA_VIEW_DIFF_MESSAGES={} KAFKA_VIEW_DIFF_ONLY={name}@{v} cargo test --test it differential::every_api -- --nocapture",
                d.direction, d.index, d.mode, d.detail, cfg.seed, cfg.messages
            ));
        }
    }
    eprintln!("{report}");

    // The checks.
    assert!(
        disagreements.is_empty(),
        "{} disagreements with kafka-protocol (seed {:#x}); see above",
        disagreements.len(),
        cfg.seed
    );
    let unexpected: Vec<_> = one_sided_seen
        .iter()
        .filter(|(n, a, b, _)| {
            !ONE_SIDED
                .iter()
                .any(|e| e.0 == *n && e.1 == *a && e.2 == *b)
        })
        .collect();
    assert!(
        unexpected.is_empty(),
        "versions defined by one crate only that are not in ONE_SIDED: {unexpected:?}"
    );
    let stale: Vec<_> = ONE_SIDED
        .iter()
        .filter(|e| {
            !one_sided_seen
                .iter()
                .any(|s| s.0 == e.0 && s.1 == e.1 && s.2 == e.2)
        })
        .collect();
    assert!(
        stale.is_empty(),
        "ONE_SIDED entries no longer seen: {stale:?}"
    );
    for (_, _, out) in &results {
        assert_eq!(out.one, cfg.messages + 2);
        assert_eq!(out.two, cfg.messages + 2);
    }
    if cfg.only.is_none() {
        // Everything planned ran, and the explanations are all still needed.
        let planned: usize = plans.iter().map(|p| p.common.len()).sum();
        assert_eq!(results.len(), planned);
        assert!(
            by_key.len() >= 80 && planned >= 550,
            "{} APIs, {planned} versions",
            by_key.len()
        );
        assert_eq!(data_total.versions, 16);
        if cfg.messages >= 100 {
            for &(name, path, _) in ONE_SIDED_FIELDS {
                assert!(
                    fields_met.contains_key(&(name, path.to_string())),
                    "ONE_SIDED_FIELDS entry {name} {path} never met"
                );
            }
            // The rarest (ShareFetchResponse Records) is met at the default 200 messages.
            for &(name, st, field, _) in VERSION_DEPENDENT_NULLS
                .iter()
                .filter(|_| cfg.messages >= 200)
            {
                assert!(
                    nulls_met.contains_key(&(name, format!("{st}.{field}"))),
                    "VERSION_DEPENDENT_NULLS entry {name} {st}.{field} never met"
                );
            }
            // Direction two is mostly kafka-protocol's own values, not kafka-view's.
            let (two, edited) = (sum(|t| t.two), sum(|t| t.two_edited));
            assert!(
                edited * 10 >= two * 9,
                "only {edited} of {two} built from edited bytes"
            );
        }
    }
}

/// The list of request types in `differential/theirs.rs` covers every API key kafka-protocol knows,
/// and every API key kafka-view knows is in it.
#[test]
fn all_their_api_keys_are_listed() {
    let pairs = all_pairs();
    let listed: BTreeSet<i16> = pairs.iter().filter_map(|p| p.key).collect();
    let theirs: BTreeSet<i16> = (i16::MIN..=i16::MAX)
        .filter(|&k| kp::ApiKey::try_from(k).is_ok())
        .collect();
    assert_eq!(
        listed, theirs,
        "the list of kafka-protocol request types is incomplete"
    );
    let ours: BTreeSet<i16> = ApiKey::ALL.iter().map(|k| k.0).collect();
    let ours_only: Vec<i16> = ours.difference(&theirs).copied().collect();
    let theirs_only: Vec<_> = theirs.difference(&ours).collect();
    let listed_ours_only: Vec<i16> = OURS_ONLY_APIS.iter().map(|a| a.0).collect();
    assert_eq!(
        ours_only, listed_ours_only,
        "APIs only kafka-view defines, against OURS_ONLY_APIS"
    );
    for (key, why) in OURS_ONLY_APIS {
        println!("API key {key}, kafka-view only: {why}");
    }
    assert!(
        theirs_only.is_empty(),
        "APIs only kafka-protocol defines: {theirs_only:?}"
    );
    // Each pair's key matches its name on both sides.
    for p in &pairs {
        if let Some(k) = p.key {
            let ours = ApiKey(k).name().expect("kafka-view names the key");
            assert!(p.name.starts_with(ours), "{} has key {k} = {ours}", p.name);
        }
    }
}

/// Both crates put the same header version in front of every API version they share.
#[test]
fn header_versions_agree() {
    let mut compared = 0;
    for p in all_pairs() {
        let (Some(k), Some((lo, hi))) = (p.key, p.ours.versions()) else {
            continue;
        };
        let their_key = kp::ApiKey::try_from(k).expect("kafka-protocol key");
        for v in lo.max(p.theirs.0)..=hi.min(p.theirs.1) {
            let (ours, theirs) = match p.side {
                Side::Request => (
                    ApiKey(k).request_header_version(v),
                    their_key.request_header_version(v),
                ),
                _ => (
                    ApiKey(k).response_header_version(v),
                    their_key.response_header_version(v),
                ),
            };
            assert_eq!(ours, Some(theirs), "{} v{v} header version", p.name);
            compared += 1;
        }
    }
    assert!(compared > 500, "{compared}");
}

fn random_text(rng: &mut Rng) -> String {
    const W: &[&str] = &["", "client", "ß", "日本", "😀", "\"", "\\", "x-1"];
    (0..rng.below(4)).map(|_| W[rng.below(W.len())]).collect()
}

fn random_tags(rng: &mut Rng) -> Vec<(u32, Vec<u8>)> {
    let mut tag = rng.below(3) as u32;
    (0..rng.below(3))
        .map(|_| {
            tag += 1 + rng.below(200) as u32;
            (
                tag,
                (0..rng.below(10)).map(|_| rng.next_u64() as u8).collect(),
            )
        })
        .collect()
}

fn their_tags(tags: &[(u32, Vec<u8>)]) -> BTreeMap<i32, Bytes> {
    tags.iter()
        .map(|(t, d)| (*t as i32, Bytes::copy_from_slice(d)))
        .collect()
}

/// Request and response headers, both directions, at every header version both crates define.
#[test]
fn headers_agree() {
    let cfg = config();
    let mut rng = Rng::new(cfg.seed ^ 0x4ead);
    let n = cfg.messages.max(200);
    for hv in 1..=2i16 {
        for i in 0..n {
            // Direction one: kafka-view's header.
            let tags = random_tags(&mut rng);
            let raw: Vec<RawTaggedField<'_>> = tags
                .iter()
                .map(|(tag, data)| RawTaggedField { tag: *tag, data })
                .collect();
            let text = random_text(&mut rng);
            let key = ApiKey::ALL[rng.below(ApiKey::ALL.len())];
            let ours = RequestHeader {
                api_key: key,
                api_version: rng.next_u64() as i16,
                correlation_id: rng.next_u64() as i32,
                client_id: (rng.below(4) != 0).then_some(text.as_str()),
                unknown_tagged_fields: if hv >= 2 {
                    TaggedFields::new(&raw)
                } else {
                    TaggedFields::EMPTY
                },
            };
            let mut buf = vec![0u8; ours.encoded_len(hv)];
            ours.write(&mut Writer::new(&mut buf), hv).unwrap();
            let mut b = Bytes::copy_from_slice(&buf);
            let theirs = kp::RequestHeader::decode(&mut b, hv)
                .unwrap_or_else(|e| panic!("request header v{hv} #{i}: {e:#} {buf:?}"));
            assert!(b.is_empty(), "request header v{hv} #{i}: bytes left");
            assert_eq!(theirs.request_api_key, ours.api_key.0);
            assert_eq!(theirs.request_api_version, ours.api_version);
            assert_eq!(theirs.correlation_id, ours.correlation_id);
            assert_eq!(theirs.client_id.as_deref(), ours.client_id);
            if hv >= 2 {
                assert_eq!(theirs.unknown_tagged_fields, their_tags(&tags));
            }
            let mut again = Vec::new();
            theirs.encode(&mut again, hv).unwrap();
            assert_eq!(
                again, buf,
                "request header v{hv} #{i}: kafka-protocol re-encodes"
            );

            // Direction two: kafka-protocol's header, built with its setters.
            let tags = random_tags(&mut rng);
            let text = random_text(&mut rng);
            let mut theirs = kp::RequestHeader::default()
                .with_request_api_key(rng.next_u64() as i16)
                .with_request_api_version(rng.next_u64() as i16)
                .with_correlation_id(rng.next_u64() as i32)
                .with_client_id((rng.below(4) != 0).then(|| StrBytes::from_string(text)));
            if hv >= 2 {
                theirs = theirs.with_unknown_tagged_fields(their_tags(&tags));
            }
            let mut bytes = Vec::new();
            theirs.encode(&mut bytes, hv).unwrap();
            let mut r = Reader::new(&bytes);
            let ours = RequestHeader::read(&mut r, hv)
                .unwrap_or_else(|e| panic!("request header v{hv} #{i}: {e}"));
            r.finish().unwrap();
            assert_eq!(ours.api_key.0, theirs.request_api_key);
            assert_eq!(ours.api_version, theirs.request_api_version);
            assert_eq!(ours.correlation_id, theirs.correlation_id);
            assert_eq!(ours.client_id, theirs.client_id.as_deref());
            let got: Vec<(u32, Vec<u8>)> = ours
                .unknown_tagged_fields
                .iter()
                .map(|f| (f.tag, f.data.to_vec()))
                .collect();
            assert_eq!(their_tags(&got), theirs.unknown_tagged_fields);
            let mut buf = vec![0u8; ours.encoded_len(hv)];
            ours.write(&mut Writer::new(&mut buf), hv).unwrap();
            assert_eq!(
                buf, bytes,
                "request header v{hv} #{i}: kafka-view re-encodes"
            );
        }
    }
    for hv in 0..=1i16 {
        for i in 0..n {
            let tags = random_tags(&mut rng);
            let raw: Vec<RawTaggedField<'_>> = tags
                .iter()
                .map(|(tag, data)| RawTaggedField { tag: *tag, data })
                .collect();
            let ours = ResponseHeader {
                correlation_id: rng.next_u64() as i32,
                unknown_tagged_fields: if hv >= 1 {
                    TaggedFields::new(&raw)
                } else {
                    TaggedFields::EMPTY
                },
            };
            let mut buf = vec![0u8; ours.encoded_len(hv)];
            ours.write(&mut Writer::new(&mut buf), hv).unwrap();
            let mut b = Bytes::copy_from_slice(&buf);
            let theirs = kp::ResponseHeader::decode(&mut b, hv).unwrap();
            assert!(b.is_empty());
            assert_eq!(theirs.correlation_id, ours.correlation_id);
            if hv >= 1 {
                assert_eq!(theirs.unknown_tagged_fields, their_tags(&tags));
            }
            let mut again = Vec::new();
            theirs.encode(&mut again, hv).unwrap();
            assert_eq!(
                again, buf,
                "response header v{hv} #{i}: kafka-protocol re-encodes"
            );

            let tags = random_tags(&mut rng);
            let mut theirs =
                kp::ResponseHeader::default().with_correlation_id(rng.next_u64() as i32);
            if hv >= 1 {
                theirs = theirs.with_unknown_tagged_fields(their_tags(&tags));
            }
            let mut bytes = Vec::new();
            theirs.encode(&mut bytes, hv).unwrap();
            let mut r = Reader::new(&bytes);
            let ours = ResponseHeader::read(&mut r, hv).unwrap();
            r.finish().unwrap();
            assert_eq!(ours.correlation_id, theirs.correlation_id);
            let got: Vec<(u32, Vec<u8>)> = ours
                .unknown_tagged_fields
                .iter()
                .map(|f| (f.tag, f.data.to_vec()))
                .collect();
            assert_eq!(their_tags(&got), theirs.unknown_tagged_fields);
            let mut buf = vec![0u8; ours.encoded_len(hv)];
            ours.write(&mut Writer::new(&mut buf), hv).unwrap();
            assert_eq!(
                buf, bytes,
                "response header v{hv} #{i}: kafka-view re-encodes"
            );
        }
    }
}

/// The comparison fails when the two crates disagree: on the wire (kafka-view one version off) and
/// in field values only (kafka-view's fields swapped, bytes intact).
#[test]
fn the_comparison_can_fail() {
    let job = |name: &'static str, version: i16| Job {
        name,
        version,
        messages: 20,
        seed: DEFAULT_SEED,
        one_sided_fields: Vec::new(),
        renamed_fields: Vec::new(),
        null_from_later_version: Vec::new(),
        pin_version_field: false,
    };
    let api = |key: ApiKey| -> Box<dyn ours::Ours> {
        Box::new(ours::Api {
            key,
            response: false,
        })
    };

    // MetadataRequest v4 adds AllowAutoTopicCreation: kafka-protocol at v3 leaves that byte unread.
    let skewed = ours::Faulty {
        inner: api(ApiKey::METADATA),
        version_skew: 1,
        swap_fields: None,
    };
    let out = check::run_version(
        &skewed,
        theirs::decode::<kp::MetadataRequest>,
        &job("MetadataRequest", 3),
    );
    // Every message fails in direction one, which then stops that message.
    assert_eq!(
        out.disagreements.len(),
        22,
        "{:?}",
        out.disagreements.first()
    );
    assert!(out.disagreements.iter().all(|d| d.direction == 1
        && d.detail.starts_with(
            "kafka-protocol cannot decode kafka-view's bytes: kafka-protocol decoded"
        )));

    // HeartbeatRequest's GroupId and MemberId are both strings: with their names swapped in
    // kafka-view's output (a decoder that fills the wrong fields), the bytes still agree but the
    // fields do not, in both directions of every message.
    let swapped = ours::Faulty {
        inner: api(ApiKey::HEARTBEAT),
        version_skew: 0,
        swap_fields: Some(("group_id", "member_id")),
    };
    let out = check::run_version(
        &swapped,
        theirs::decode::<kp::HeartbeatRequest>,
        &job("HeartbeatRequest", 2),
    );
    assert_eq!(out.disagreements.len(), 2 * 22);
    for d in &out.disagreements {
        assert!(d.detail.starts_with("field values differ"), "{}", d.detail);
    }
    // And unfaulted, the same jobs agree.
    let out = check::run_version(
        api(ApiKey::HEARTBEAT).as_ref(),
        theirs::decode::<kp::HeartbeatRequest>,
        &job("HeartbeatRequest", 2),
    );
    assert!(out.disagreements.is_empty());
}

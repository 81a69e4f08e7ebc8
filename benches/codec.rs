//! kafka-view against kafka-protocol 0.18 and krabka-protocol 0.8, side by side on the same bytes.
//!
//! Every message is built with kafka-view's types and encoded by kafka-view. Before anything is timed,
//! kafka-protocol must decode those bytes completely and re-encode them identically, kafka-view must
//! decode them to a value equal to the one built, and the field visitors below must compute the same
//! checksum over each side's decoded value (so all visit the same fields with the same values).
//! krabka-protocol, when built in (below), must do the same with its borrowed decode: consume every
//! byte, encode its decoded value back to the same bytes, and give the same checksum. For the
//! messages with records fields (Produce, Fetch), every side must also find the same record batches
//! with good CRCs, and refuse the body once one byte inside a batch is changed.
//!
//! One criterion group per message (`target/criterion/<Message>_v<N>/<id>/`), with the ids:
//! - `ours_decode`: `Message::decode` of the body: validates everything, decodes lazily.
//! - `ours_decode_visit`: the same, then every field visited: arrays iterated (each element decoded
//!   again), every string, bytes and records field read, every number summed.
//! - `ours_visit_built`: the visitor alone, over the value as built (its arrays are slices): the
//!   share of `ours_decode_visit` that is the benchmark's own checksum, not decoding.
//! - `ours_trace_visit`: decode + visit in one pass through the lean visitor hook:
//!   `Message::decode_traced` with a trace that folds every value the wire carries (array lengths and
//!   tag counts included) into the same kind of checksum. Elements are stepped over, not built.
//!   Checked first: it returns the value built, and folds the same as when elements are built.
//! - `kp_decode`: kafka-protocol's `Decodable::decode` from a `Bytes` (its zero-copy path): it
//!   builds the whole tree, so this already is its decode + visit. The value is dropped in the loop.
//! - `kp_decode_visit`: the same plus the same visitor over its structs.
//! - `ours_encode`: `Message::encode` of the built value (arrays are slices) into a reused buffer.
//! - `kp_encode`: `Encodable::encode` of its decoded value into a cleared, reused `BytesMut`.
//! - `memcpy`: copying the bytes into a reused buffer.
//! - `read_every_byte`: a wrapping `u8` sum of every byte, which the compiler vectorises (32 bytes
//!   an instruction with AVX2), so it runs near memory speed: the floor for any decoder that looks
//!   at everything.
//!
//! Messages with records fields (Produce, Fetch) also get the record batches with their CRC:
//! - `ours_decode_crc`: `Message::decode`, then every v2 batch of every records field read
//!   (`Records::batches_strict` for Produce, `Records::batches` for Fetch) and
//!   `RecordBatch::verify_crc` called. The records inside the batches are not decoded.
//! - `ours_crc`: the batches and their CRCs alone, over the decoded value.
//! - `kp_decode_crc`: `kp_decode`, then `RecordBatchDecoder::decode_batch_info` on every records
//!   field: each batch's header read and its CRC checked, the records not decoded.
//!
//! With `--cfg kafka_view_peers` (`scripts/bench-table.sh` builds it so; see Cargo.toml), the ids of
//! krabka-protocol, in `benches/krabka/`:
//! - `krabka_decode`: `DecodeBorrow::decode_borrow` of the body, the value dropped in the loop. Like
//!   kafka-protocol's decode it builds the whole tree (a `Vec` per array, strings and bytes
//!   borrowed). It checks each record batch's header and CRC itself, so on Produce and Fetch it is
//!   the peer of `ours_decode_crc`.
//! - `krabka_decode_visit`: the same plus the same visitor over its structs.
//! - `krabka_encode`: `Encode::encode` of its borrowed decoded value into a cleared, reused
//!   `BytesMut`.
//!
//! Run with `cargo bench --bench codec` (kafka-view and kafka-protocol only);
//! `scripts/bench-table.sh` runs it with krabka-protocol and prints the table. Criterion's command
//! line overrides the short settings configured here.

use std::hint::black_box;

use bytes::{Buf, Bytes, BytesMut};
use criterion::measurement::WallTime;
use criterion::BenchmarkGroup;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use kafka_protocol::indexmap::IndexMap;
use kafka_protocol::messages as kp;
use kafka_protocol::protocol::{Decodable, Encodable, StrBytes};
use kafka_protocol::records::{
    Compression, Record, RecordBatchDecoder, RecordBatchEncoder, RecordEncodeOptions, TimestampType,
};
use kafka_view::error::DecodeError;
use kafka_view::messages::{
    api_versions as av, create_delegation_token as cdt, describe_delegation_token as ddt,
    fetch as fe, metadata as md, produce as pr, sasl_authenticate as sa,
};
use kafka_view::records::{Batch, Records};
use kafka_view::{types::Array, ApiKey, ErrorCode, Message};

mod common;
use common::{hex, leak, leak_str, metadata, Acc, FoldTrace};

#[cfg(kafka_view_peers)]
mod krabka;

/// The krabka-protocol side of a message (`krabka::$side()`), or `None` when the bench is built
/// without `--cfg kafka_view_peers`.
#[cfg(kafka_view_peers)]
macro_rules! krabka {
    ($side:ident) => {
        Some(krabka::$side())
    };
}
#[cfg(not(kafka_view_peers))]
macro_rules! krabka {
    ($side:ident) => {
        None
    };
}

/// A peer beside kafka-protocol (krabka-protocol, with `--cfg kafka_view_peers`): checked on the
/// same bytes before anything is timed, then timed in the message's group.
pub trait Peer {
    /// Panics unless the peer decodes `bytes` completely, encodes its decoded value back to the same
    /// bytes, and its visitor gives `checksum`. For a message with record batches, `batches` is how
    /// many we found and the body with one batch's CRC broken: the peer must find as many, and
    /// refuse the broken body.
    fn check(
        &self,
        group: &str,
        bytes: &'static [u8],
        version: i16,
        checksum: u64,
        batches: Option<(usize, &'static [u8])>,
    );
    /// Adds the peer's benchmarks to the group.
    fn bench(&self, g: &mut BenchmarkGroup<'_, WallTime>, bytes: &'static [u8], version: i16);
}

/// What each side does with one message: the visitors, the record batches, the second peer.
struct Sides<O, T> {
    ours: fn(&O) -> u64,
    kp: fn(&T) -> u64,
    /// For messages with records fields.
    batches: Option<Batches<O, T>>,
    krabka: Option<&'static dyn Peer>,
}

/// The record batches of a message's records fields, on our side and kafka-protocol's: every
/// batch's header checked and its CRC verified, and the number of batches returned (`None` when one
/// fails). krabka-protocol's borrowed decode does this by itself.
struct Batches<O, T> {
    ours: fn(&O) -> Option<usize>,
    kp: fn(&T) -> Option<usize>,
    /// Our decoded value's first records field, where the check breaks a CRC.
    first: fn(&O) -> &'static [u8],
}

/// Our side of [`Batches`] for one records field: `RecordBatch::verify_crc` on each v2 batch.
fn verify_batches<'a>(
    batches: impl Iterator<Item = Result<Batch<'a>, DecodeError>>,
) -> Option<usize> {
    let mut n = 0;
    for b in batches {
        if let Batch::V2(b) = b.ok()? {
            b.verify_crc().ok()?;
            n += 1;
        }
    }
    Some(n)
}

/// kafka-protocol's side of [`Batches`] for one records field: `RecordBatchDecoder::decode_batch_info`,
/// which reads each v2 batch's header and checks its CRC without decoding the records.
fn kp_verify_batches(records: Option<&Bytes>) -> Option<usize> {
    match records {
        Some(r) => RecordBatchDecoder::decode_batch_info(&mut r.clone())
            .ok()
            .map(|b| b.len()),
        None => Some(0),
    }
}

// ---------------------------------------------------------------------------------------------
// Field visitors. Both sides fold the same fields, in the same order, into the same checksum.

/// Decodes `bytes` through a [`FoldTrace`] (one pass; `BUILD`: elements built as well): the message
/// and the checksum.
fn fold<'a, O: Message<'a>, const BUILD: bool>(bytes: &'a [u8], version: i16) -> (Option<O>, u64) {
    let mut f = FoldTrace::<BUILD>::default();
    let m = O::decode_traced(bytes, version, &mut f).ok();
    (m, f.acc.0)
}

fn kps(s: &StrBytes) -> &str {
    s.as_str()
}

fn ours_cdt_request(m: &cdt::CreateDelegationTokenRequest<'_>) -> u64 {
    let mut a = Acc::default();
    a.opt_s(m.owner_principal_type);
    a.opt_s(m.owner_principal_name);
    a.n(m.renewers.len() as i64);
    for r in m.renewers.iter() {
        a.s(r.principal_type);
        a.s(r.principal_name);
        a.tags(&r.unknown_tagged_fields);
    }
    a.n(m.max_lifetime_ms);
    a.tags(&m.unknown_tagged_fields);
    a.0
}

fn kp_cdt_request(m: &kp::CreateDelegationTokenRequest) -> u64 {
    let mut a = Acc::default();
    a.opt_s(m.owner_principal_type.as_ref().map(kps));
    a.opt_s(m.owner_principal_name.as_ref().map(kps));
    a.n(m.renewers.len() as i64);
    for r in &m.renewers {
        a.s(&r.principal_type);
        a.s(&r.principal_name);
        a.kp_tags(&r.unknown_tagged_fields);
    }
    a.n(m.max_lifetime_ms);
    a.kp_tags(&m.unknown_tagged_fields);
    a.0
}

fn ours_cdt_response(m: &cdt::CreateDelegationTokenResponse<'_>) -> u64 {
    let mut a = Acc::default();
    a.n(m.error_code.0);
    a.s(m.principal_type);
    a.s(m.principal_name);
    a.s(m.token_requester_principal_type);
    a.s(m.token_requester_principal_name);
    a.n(m.issue_timestamp_ms);
    a.n(m.expiry_timestamp_ms);
    a.n(m.max_timestamp_ms);
    a.s(m.token_id);
    a.b(m.hmac);
    a.n(m.throttle_time_ms);
    a.tags(&m.unknown_tagged_fields);
    a.0
}

fn kp_cdt_response(m: &kp::CreateDelegationTokenResponse) -> u64 {
    let mut a = Acc::default();
    a.n(m.error_code);
    a.s(&m.principal_type);
    a.s(&m.principal_name);
    a.s(&m.token_requester_principal_type);
    a.s(&m.token_requester_principal_name);
    a.n(m.issue_timestamp_ms);
    a.n(m.expiry_timestamp_ms);
    a.n(m.max_timestamp_ms);
    a.s(&m.token_id);
    a.b(&m.hmac);
    a.n(m.throttle_time_ms);
    a.kp_tags(&m.unknown_tagged_fields);
    a.0
}

fn ours_sasl_request(m: &sa::SaslAuthenticateRequest<'_>) -> u64 {
    let mut a = Acc::default();
    a.b(m.auth_bytes);
    a.tags(&m.unknown_tagged_fields);
    a.0
}

fn kp_sasl_request(m: &kp::SaslAuthenticateRequest) -> u64 {
    let mut a = Acc::default();
    a.b(&m.auth_bytes);
    a.kp_tags(&m.unknown_tagged_fields);
    a.0
}

fn ours_sasl_response(m: &sa::SaslAuthenticateResponse<'_>) -> u64 {
    let mut a = Acc::default();
    a.n(m.error_code.0);
    a.opt_s(m.error_message);
    a.b(m.auth_bytes);
    a.n(m.session_lifetime_ms);
    a.tags(&m.unknown_tagged_fields);
    a.0
}

fn kp_sasl_response(m: &kp::SaslAuthenticateResponse) -> u64 {
    let mut a = Acc::default();
    a.n(m.error_code);
    a.opt_s(m.error_message.as_ref().map(kps));
    a.b(&m.auth_bytes);
    a.n(m.session_lifetime_ms);
    a.kp_tags(&m.unknown_tagged_fields);
    a.0
}

fn ours_ddt_response(m: &ddt::DescribeDelegationTokenResponse<'_>) -> u64 {
    let mut a = Acc::default();
    a.n(m.error_code.0);
    a.n(m.tokens.len() as i64);
    for t in m.tokens.iter() {
        a.s(t.principal_type);
        a.s(t.principal_name);
        a.s(t.token_requester_principal_type);
        a.s(t.token_requester_principal_name);
        a.n(t.issue_timestamp);
        a.n(t.expiry_timestamp);
        a.n(t.max_timestamp);
        a.s(t.token_id);
        a.b(t.hmac);
        a.n(t.renewers.len() as i64);
        for r in t.renewers.iter() {
            a.s(r.principal_type);
            a.s(r.principal_name);
            a.tags(&r.unknown_tagged_fields);
        }
        a.tags(&t.unknown_tagged_fields);
    }
    a.n(m.throttle_time_ms);
    a.tags(&m.unknown_tagged_fields);
    a.0
}

fn kp_ddt_response(m: &kp::DescribeDelegationTokenResponse) -> u64 {
    let mut a = Acc::default();
    a.n(m.error_code);
    a.n(m.tokens.len() as i64);
    for t in &m.tokens {
        a.s(&t.principal_type);
        a.s(&t.principal_name);
        a.s(&t.token_requester_principal_type);
        a.s(&t.token_requester_principal_name);
        a.n(t.issue_timestamp);
        a.n(t.expiry_timestamp);
        a.n(t.max_timestamp);
        a.s(&t.token_id);
        a.b(&t.hmac);
        a.n(t.renewers.len() as i64);
        for r in &t.renewers {
            a.s(&r.principal_type);
            a.s(&r.principal_name);
            a.kp_tags(&r.unknown_tagged_fields);
        }
        a.kp_tags(&t.unknown_tagged_fields);
    }
    a.n(m.throttle_time_ms);
    a.kp_tags(&m.unknown_tagged_fields);
    a.0
}

fn ours_api_versions(m: &av::ApiVersionsResponse<'_>) -> u64 {
    let mut a = Acc::default();
    a.n(m.error_code.0);
    a.n(m.api_keys.len() as i64);
    for k in m.api_keys.iter() {
        a.n(k.api_key.0);
        a.n(k.min_version);
        a.n(k.max_version);
        a.tags(&k.unknown_tagged_fields);
    }
    a.n(m.throttle_time_ms);
    a.n(m.supported_features.len() as i64);
    for f in m.supported_features.iter() {
        a.s(f.name);
        a.n(f.min_version);
        a.n(f.max_version);
        a.tags(&f.unknown_tagged_fields);
    }
    a.n(m.finalized_features_epoch);
    a.n(m.finalized_features.len() as i64);
    for f in m.finalized_features.iter() {
        a.s(f.name);
        a.n(f.max_version_level);
        a.n(f.min_version_level);
        a.tags(&f.unknown_tagged_fields);
    }
    a.n(m.zk_migration_ready);
    a.tags(&m.unknown_tagged_fields);
    a.0
}

fn kp_api_versions(m: &kp::ApiVersionsResponse) -> u64 {
    let mut a = Acc::default();
    a.n(m.error_code);
    a.n(m.api_keys.len() as i64);
    for k in &m.api_keys {
        a.n(k.api_key);
        a.n(k.min_version);
        a.n(k.max_version);
        a.kp_tags(&k.unknown_tagged_fields);
    }
    a.n(m.throttle_time_ms);
    a.n(m.supported_features.len() as i64);
    for f in &m.supported_features {
        a.s(&f.name);
        a.n(f.min_version);
        a.n(f.max_version);
        a.kp_tags(&f.unknown_tagged_fields);
    }
    a.n(m.finalized_features_epoch);
    a.n(m.finalized_features.len() as i64);
    for f in &m.finalized_features {
        a.s(&f.name);
        a.n(f.max_version_level);
        a.n(f.min_version_level);
        a.kp_tags(&f.unknown_tagged_fields);
    }
    a.n(m.zk_migration_ready);
    a.kp_tags(&m.unknown_tagged_fields);
    a.0
}

fn ours_i32s(a: &mut Acc, v: &Array<'_, i32>) {
    a.n(v.len() as i64);
    for x in v.iter() {
        a.n(x);
    }
}

fn kp_i32s(a: &mut Acc, v: &[kp::BrokerId]) {
    a.n(v.len() as i64);
    for x in v {
        a.n(x.0);
    }
}

fn ours_metadata(m: &md::MetadataResponse<'_>) -> u64 {
    let mut a = Acc::default();
    a.n(m.throttle_time_ms);
    a.n(m.brokers.len() as i64);
    for b in m.brokers.iter() {
        a.n(b.node_id);
        a.s(b.host);
        a.n(b.port);
        a.opt_s(b.rack);
        a.tags(&b.unknown_tagged_fields);
    }
    a.opt_s(m.cluster_id);
    a.n(m.controller_id);
    a.n(m.topics.len() as i64);
    for t in m.topics.iter() {
        a.n(t.error_code.0);
        a.opt_s(t.name);
        a.uuid(&t.topic_id.0);
        a.n(t.is_internal);
        a.n(t.partitions.len() as i64);
        for p in t.partitions.iter() {
            a.n(p.error_code.0);
            a.n(p.partition_index);
            a.n(p.leader_id);
            a.n(p.leader_epoch);
            ours_i32s(&mut a, &p.replica_nodes);
            ours_i32s(&mut a, &p.isr_nodes);
            ours_i32s(&mut a, &p.offline_replicas);
            a.tags(&p.unknown_tagged_fields);
        }
        a.n(t.topic_authorized_operations);
        a.tags(&t.unknown_tagged_fields);
    }
    a.n(m.cluster_authorized_operations);
    a.n(m.error_code.0);
    a.tags(&m.unknown_tagged_fields);
    a.0
}

fn kp_metadata(m: &kp::MetadataResponse) -> u64 {
    let mut a = Acc::default();
    a.n(m.throttle_time_ms);
    a.n(m.brokers.len() as i64);
    for b in &m.brokers {
        a.n(b.node_id.0);
        a.s(&b.host);
        a.n(b.port);
        a.opt_s(b.rack.as_ref().map(kps));
        a.kp_tags(&b.unknown_tagged_fields);
    }
    a.opt_s(m.cluster_id.as_ref().map(kps));
    a.n(m.controller_id.0);
    a.n(m.topics.len() as i64);
    for t in &m.topics {
        a.n(t.error_code);
        a.opt_s(t.name.as_ref().map(|n| kps(&n.0)));
        a.uuid(t.topic_id.as_bytes());
        a.n(t.is_internal);
        a.n(t.partitions.len() as i64);
        for p in &t.partitions {
            a.n(p.error_code);
            a.n(p.partition_index);
            a.n(p.leader_id.0);
            a.n(p.leader_epoch);
            kp_i32s(&mut a, &p.replica_nodes);
            kp_i32s(&mut a, &p.isr_nodes);
            kp_i32s(&mut a, &p.offline_replicas);
            a.kp_tags(&p.unknown_tagged_fields);
        }
        a.n(t.topic_authorized_operations);
        a.kp_tags(&t.unknown_tagged_fields);
    }
    a.n(m.cluster_authorized_operations);
    a.n(m.error_code);
    a.kp_tags(&m.unknown_tagged_fields);
    a.0
}

fn ours_produce(m: &pr::ProduceRequest<'_>) -> u64 {
    let mut a = Acc::default();
    a.opt_s(m.transactional_id);
    a.n(m.acks);
    a.n(m.timeout_ms);
    a.n(m.topic_data.len() as i64);
    for t in m.topic_data.iter() {
        a.s(t.name);
        a.uuid(&t.topic_id.0);
        a.n(t.partition_data.len() as i64);
        for p in t.partition_data.iter() {
            a.n(p.index);
            a.opt_b(p.records.map(|r| r.as_bytes()));
            a.tags(&p.unknown_tagged_fields);
        }
        a.tags(&t.unknown_tagged_fields);
    }
    a.tags(&m.unknown_tagged_fields);
    a.0
}

fn kp_produce(m: &kp::ProduceRequest) -> u64 {
    let mut a = Acc::default();
    a.opt_s(m.transactional_id.as_ref().map(|t| kps(&t.0)));
    a.n(m.acks);
    a.n(m.timeout_ms);
    a.n(m.topic_data.len() as i64);
    for t in &m.topic_data {
        a.s(&t.name.0);
        a.uuid(t.topic_id.as_bytes());
        a.n(t.partition_data.len() as i64);
        for p in &t.partition_data {
            a.n(p.index);
            a.opt_b(p.records.as_deref());
            a.kp_tags(&p.unknown_tagged_fields);
        }
        a.kp_tags(&t.unknown_tagged_fields);
    }
    a.kp_tags(&m.unknown_tagged_fields);
    a.0
}

fn ours_produce_batches(m: &pr::ProduceRequest<'_>) -> Option<usize> {
    let mut n = 0;
    for t in m.topic_data.iter() {
        for p in t.partition_data.iter() {
            if let Some(r) = p.records {
                // A producer sends whole batches: the strict reading, as a broker's.
                n += verify_batches(r.batches_strict())?;
            }
        }
    }
    Some(n)
}

fn kp_produce_batches(m: &kp::ProduceRequest) -> Option<usize> {
    let mut n = 0;
    for t in &m.topic_data {
        for p in &t.partition_data {
            n += kp_verify_batches(p.records.as_ref())?;
        }
    }
    Some(n)
}

fn produce_first_records(m: &pr::ProduceRequest<'static>) -> &'static [u8] {
    let t = m.topic_data.iter().next().expect("a topic");
    let p = t.partition_data.iter().next().expect("a partition");
    p.records.expect("records").as_bytes()
}

fn ours_fetch(m: &fe::FetchResponse<'_>) -> u64 {
    let mut a = Acc::default();
    a.n(m.throttle_time_ms);
    a.n(m.error_code.0);
    a.n(m.session_id);
    a.n(m.responses.len() as i64);
    for t in m.responses.iter() {
        a.s(t.topic);
        a.uuid(&t.topic_id.0);
        a.n(t.partitions.len() as i64);
        for p in t.partitions.iter() {
            a.n(p.partition_index);
            a.n(p.error_code.0);
            a.n(p.high_watermark);
            a.n(p.last_stable_offset);
            a.n(p.log_start_offset);
            a.n(p.diverging_epoch.epoch);
            a.n(p.diverging_epoch.end_offset);
            a.tags(&p.diverging_epoch.unknown_tagged_fields);
            a.n(p.current_leader.leader_id);
            a.n(p.current_leader.leader_epoch);
            a.tags(&p.current_leader.unknown_tagged_fields);
            a.n(p.snapshot_id.end_offset);
            a.n(p.snapshot_id.epoch);
            a.tags(&p.snapshot_id.unknown_tagged_fields);
            match &p.aborted_transactions {
                Some(txns) => {
                    a.n(txns.len() as i64);
                    for x in txns.iter() {
                        a.n(x.producer_id);
                        a.n(x.first_offset);
                        a.tags(&x.unknown_tagged_fields);
                    }
                }
                None => a.n(-1),
            }
            a.n(p.preferred_read_replica);
            a.opt_b(p.records.map(|r| r.as_bytes()));
            a.tags(&p.unknown_tagged_fields);
        }
        a.tags(&t.unknown_tagged_fields);
    }
    a.n(m.node_endpoints.len() as i64);
    for e in m.node_endpoints.iter() {
        a.n(e.node_id);
        a.s(e.host);
        a.n(e.port);
        a.opt_s(e.rack);
        a.tags(&e.unknown_tagged_fields);
    }
    a.tags(&m.unknown_tagged_fields);
    a.0
}

fn kp_fetch(m: &kp::FetchResponse) -> u64 {
    let mut a = Acc::default();
    a.n(m.throttle_time_ms);
    a.n(m.error_code);
    a.n(m.session_id);
    a.n(m.responses.len() as i64);
    for t in &m.responses {
        a.s(&t.topic.0);
        a.uuid(t.topic_id.as_bytes());
        a.n(t.partitions.len() as i64);
        for p in &t.partitions {
            a.n(p.partition_index);
            a.n(p.error_code);
            a.n(p.high_watermark);
            a.n(p.last_stable_offset);
            a.n(p.log_start_offset);
            a.n(p.diverging_epoch.epoch);
            a.n(p.diverging_epoch.end_offset);
            a.kp_tags(&p.diverging_epoch.unknown_tagged_fields);
            a.n(p.current_leader.leader_id.0);
            a.n(p.current_leader.leader_epoch);
            a.kp_tags(&p.current_leader.unknown_tagged_fields);
            a.n(p.snapshot_id.end_offset);
            a.n(p.snapshot_id.epoch);
            a.kp_tags(&p.snapshot_id.unknown_tagged_fields);
            match &p.aborted_transactions {
                Some(txns) => {
                    a.n(txns.len() as i64);
                    for x in txns {
                        a.n(x.producer_id.0);
                        a.n(x.first_offset);
                        a.kp_tags(&x.unknown_tagged_fields);
                    }
                }
                None => a.n(-1),
            }
            a.n(p.preferred_read_replica.0);
            a.opt_b(p.records.as_deref());
            a.kp_tags(&p.unknown_tagged_fields);
        }
        a.kp_tags(&t.unknown_tagged_fields);
    }
    a.n(m.node_endpoints.len() as i64);
    for e in &m.node_endpoints {
        a.n(e.node_id.0);
        a.s(&e.host);
        a.n(e.port);
        a.opt_s(e.rack.as_ref().map(kps));
        a.kp_tags(&e.unknown_tagged_fields);
    }
    a.kp_tags(&m.unknown_tagged_fields);
    a.0
}

fn ours_fetch_batches(m: &fe::FetchResponse<'_>) -> Option<usize> {
    let mut n = 0;
    for t in m.responses.iter() {
        for p in t.partitions.iter() {
            if let Some(r) = p.records {
                // The lenient reading: a broker may cut a Fetch response's last batch short.
                n += verify_batches(r.batches())?;
            }
        }
    }
    Some(n)
}

fn kp_fetch_batches(m: &kp::FetchResponse) -> Option<usize> {
    let mut n = 0;
    for t in &m.responses {
        for p in &t.partitions {
            n += kp_verify_batches(p.records.as_ref())?;
        }
    }
    Some(n)
}

fn fetch_first_records(m: &fe::FetchResponse<'static>) -> &'static [u8] {
    let t = m.responses.iter().next().expect("a topic");
    let p = t.partitions.iter().next().expect("a partition");
    p.records.expect("records").as_bytes()
}

// ---------------------------------------------------------------------------------------------
// The messages, built with kafka-view's types. Their storage lives for the whole run.

/// The seed documents' CreateDelegationToken v3 request frame (header v2: 11 bytes).
const SEED_REQUEST_FRAME: &str = "0000001a0026000300000000000000010102010100000000000000000000";
/// The seed documents' CreateDelegationToken v3 response frame (header v1: 5 bytes).
const SEED_RESPONSE_FRAME: &str =
    "0000002a000000000000000101010100000000000000000000000000000000000000000000000001010000000000";

fn pattern(len: usize, seed: u8) -> &'static [u8] {
    leak(
        (0..len)
            .map(|i| (i as u8).wrapping_mul(151).wrapping_add(seed))
            .collect(),
    )
}

/// One uncompressed RecordBatch v2 (written by kafka-protocol's record encoder) of 16 records, sized
/// to exactly `size` bytes.
fn record_batch(size: usize) -> &'static [u8] {
    let build = |last_value: usize| {
        let records: Vec<Record> = (0..16)
            .map(|i| Record {
                transactional: false,
                control: false,
                delete_horizon: false,
                partition_leader_epoch: 7,
                producer_id: -1,
                producer_epoch: -1,
                timestamp_type: TimestampType::Creation,
                offset: i,
                // kafka-protocol's encoder starts a new batch wherever offset minus sequence
                // changes: so the sixteen records are one batch, with base sequence -1 (not
                // idempotent), as a producer sends them.
                sequence: i as i32 - 1,
                timestamp: 1_700_000_000_000 + i,
                key: Some(Bytes::from(format!("key-{i:02}"))),
                value: Some(Bytes::from_static(pattern(
                    if i == 15 { last_value } else { 1000 },
                    i as u8,
                ))),
                headers: IndexMap::new(),
            })
            .collect();
        let mut buf = BytesMut::new();
        let options = RecordEncodeOptions {
            version: 2,
            compression: Compression::None,
        };
        RecordBatchEncoder::encode(&mut buf, &records, &options).expect("record batch");
        buf.to_vec()
    };
    let mut last = 1000;
    for _ in 0..8 {
        let batch = build(last);
        if batch.len() == size {
            let counts: Vec<i32> = Records(&batch)
                .batches()
                .map(|b| match b {
                    Ok(Batch::V2(b)) => b.record_count(),
                    other => panic!("not a v2 batch: {other:?}"),
                })
                .collect();
            assert_eq!(counts, [16], "one batch of 16 records");
            return leak(batch);
        }
        last = (last as isize + size as isize - batch.len() as isize) as usize;
    }
    panic!("no record batch of exactly {size} bytes");
}

fn seed_request() -> cdt::CreateDelegationTokenRequest<'static> {
    cdt::CreateDelegationTokenRequest {
        owner_principal_type: Some(""),
        owner_principal_name: Some(""),
        renewers: Array::new(leak(vec![cdt::CreatableRenewers::default()])),
        max_lifetime_ms: 0,
        ..Default::default()
    }
}

fn seed_response() -> cdt::CreateDelegationTokenResponse<'static> {
    cdt::CreateDelegationTokenResponse::default()
}

fn sasl_request() -> sa::SaslAuthenticateRequest<'static> {
    sa::SaslAuthenticateRequest {
        auth_bytes: pattern(64, 1),
        ..Default::default()
    }
}

fn sasl_response() -> sa::SaslAuthenticateResponse<'static> {
    sa::SaslAuthenticateResponse {
        error_code: ErrorCode::NONE,
        error_message: None,
        auth_bytes: pattern(64, 2),
        session_lifetime_ms: 3_600_000,
        ..Default::default()
    }
}

fn describe_tokens() -> ddt::DescribeDelegationTokenResponse<'static> {
    let tokens: Vec<ddt::DescribedDelegationToken<'static>> = (0..100)
        .map(|i| ddt::DescribedDelegationToken {
            principal_type: "User",
            principal_name: leak_str(format!("service-{i:03}")),
            token_requester_principal_type: "User",
            token_requester_principal_name: "admin",
            issue_timestamp: 1_700_000_000_000 + i,
            expiry_timestamp: 1_700_086_400_000 + i,
            max_timestamp: 1_700_604_800_000 + i,
            token_id: leak_str(format!("tok-{i:04}-Hx7Qm2ZpLkR9Vn")),
            hmac: pattern(64, i as u8),
            renewers: Array::new(leak(vec![
                ddt::DescribedDelegationTokenRenewer {
                    principal_type: "User",
                    principal_name: leak_str(format!("renewer-{i:03}-a")),
                    ..Default::default()
                },
                ddt::DescribedDelegationTokenRenewer {
                    principal_type: "User",
                    principal_name: leak_str(format!("renewer-{i:03}-b")),
                    ..Default::default()
                },
            ])),
            ..Default::default()
        })
        .collect();
    ddt::DescribeDelegationTokenResponse {
        error_code: ErrorCode::NONE,
        tokens: Array::new(leak(tokens)),
        throttle_time_ms: 0,
        ..Default::default()
    }
}

fn api_versions() -> av::ApiVersionsResponse<'static> {
    let keys: Vec<av::ApiVersion<'static>> = (0..70)
        .map(|i| av::ApiVersion {
            api_key: ApiKey(i),
            min_version: i % 3,
            max_version: 3 + i % 15,
            ..Default::default()
        })
        .collect();
    av::ApiVersionsResponse {
        error_code: ErrorCode::NONE,
        api_keys: Array::new(leak(keys)),
        throttle_time_ms: 0,
        supported_features: Array::new(leak(vec![
            av::SupportedFeatureKey {
                name: "kraft.version",
                min_version: 0,
                max_version: 1,
                ..Default::default()
            },
            av::SupportedFeatureKey {
                name: "metadata.version",
                min_version: 7,
                max_version: 27,
                ..Default::default()
            },
        ])),
        finalized_features_epoch: 1234,
        finalized_features: Array::new(leak(vec![av::FinalizedFeatureKey {
            name: "metadata.version",
            max_version_level: 27,
            min_version_level: 27,
            ..Default::default()
        }])),
        zk_migration_ready: false,
        ..Default::default()
    }
}

fn produce() -> pr::ProduceRequest<'static> {
    let partition = pr::PartitionProduceData {
        index: 0,
        records: Some(Records(record_batch(16 * 1024))),
        ..Default::default()
    };
    pr::ProduceRequest {
        transactional_id: None,
        acks: -1,
        timeout_ms: 30_000,
        topic_data: Array::new(leak(vec![pr::TopicProduceData {
            name: "bench-topic",
            partition_data: Array::new(leak(vec![partition])),
            ..Default::default()
        }])),
        ..Default::default()
    }
}

fn fetch() -> fe::FetchResponse<'static> {
    let batch = record_batch(16 * 1024);
    let partitions: Vec<fe::PartitionData<'static>> = (0..10)
        .map(|p| fe::PartitionData {
            partition_index: p,
            error_code: ErrorCode::NONE,
            high_watermark: 100_000 + i64::from(p),
            last_stable_offset: 100_000 + i64::from(p),
            log_start_offset: 0,
            aborted_transactions: None,
            preferred_read_replica: -1,
            records: Some(Records(batch)),
            ..Default::default()
        })
        .collect();
    fe::FetchResponse {
        throttle_time_ms: 0,
        error_code: ErrorCode::NONE,
        session_id: 12_345,
        responses: Array::new(leak(vec![fe::FetchableTopicResponse {
            topic: "bench-topic",
            partitions: Array::new(leak(partitions)),
            ..Default::default()
        }])),
        ..Default::default()
    }
}

// ---------------------------------------------------------------------------------------------
// The benchmarks.

/// Checks that every side agrees on the bytes of `built`, then benchmarks one message.
fn bench_message<O, T>(
    c: &mut Criterion,
    group: &str,
    version: i16,
    built: O,
    expect: Option<&[u8]>,
    sides: Sides<O, T>,
) where
    O: Message<'static> + PartialEq + std::fmt::Debug,
    T: Decodable + Encodable,
{
    let Sides {
        ours: visit_ours,
        kp: visit_theirs,
        batches,
        krabka,
    } = sides;
    // Our encoding is what every side works on.
    let mut big = vec![0u8; 1 << 20];
    let n = built.encode(&mut big, version).expect("kafka-view encodes");
    let bytes: &'static [u8] = leak(big[..n].to_vec());
    if let Some(expect) = expect {
        assert_eq!(bytes, expect, "{group}: not the seed bytes");
    }
    let ours = O::decode(bytes, version).expect("kafka-view decodes");
    assert_eq!(ours, built, "{group}: kafka-view decodes another value");

    let shared = Bytes::copy_from_slice(bytes);
    let mut rest = shared.clone();
    let theirs = T::decode(&mut rest, version).expect("kafka-protocol decodes");
    assert_eq!(rest.remaining(), 0, "{group}: kafka-protocol left bytes");
    let mut out = BytesMut::with_capacity(n);
    theirs
        .encode(&mut out, version)
        .expect("kafka-protocol encodes");
    assert_eq!(
        &out[..],
        bytes,
        "{group}: kafka-protocol re-encodes other bytes"
    );
    let checksum = visit_ours(&ours);
    assert_eq!(
        checksum,
        visit_theirs(&theirs),
        "{group}: the visitors disagree"
    );
    assert_eq!(checksum, visit_ours(&built));
    let (stepped, sum) = fold::<O, false>(bytes, version);
    assert_eq!(
        stepped.as_ref(),
        Some(&built),
        "{group}: decode_traced decodes another value"
    );
    assert_eq!(
        sum,
        fold::<O, true>(bytes, version).1,
        "{group}: the traced visit differs when elements are built"
    );

    // Record batches: both sides find the same batches with good CRCs, and both refuse the body
    // once a byte inside the first records field is changed (the body still decodes: only the CRC
    // of the batch there fails).
    let batch_check = batches.as_ref().map(|b| {
        let count = (b.ours)(&ours).expect("kafka-view: every batch's CRC holds");
        assert!(count > 0, "{group}: no record batch");
        assert_eq!(
            (b.kp)(&theirs),
            Some(count),
            "{group}: kafka-protocol finds other record batches"
        );
        let first = (b.first)(&ours);
        let at = first.as_ptr().addr() - bytes.as_ptr().addr() + first.len() / 2;
        let mut broken = bytes.to_vec();
        broken[at] ^= 0x40;
        let broken: &'static [u8] = leak(broken);
        let decoded = O::decode(broken, version).expect("kafka-view decodes the broken body");
        assert_eq!(
            (b.ours)(&decoded),
            None,
            "{group}: kafka-view accepts a batch whose CRC fails"
        );
        let decoded = T::decode(&mut Bytes::from_static(broken), version)
            .expect("kafka-protocol decodes the broken body");
        assert_eq!(
            (b.kp)(&decoded),
            None,
            "{group}: kafka-protocol accepts a batch whose CRC fails"
        );
        (count, broken)
    });
    if let Some(peer) = krabka {
        peer.check(group, bytes, version, checksum, batch_check);
    }

    let mut g = c.benchmark_group(group);
    g.throughput(Throughput::Bytes(n as u64));

    g.bench_function("ours_decode", |b| {
        b.iter(|| O::decode(black_box(bytes), black_box(version)))
    });
    g.bench_function("ours_decode_visit", |b| {
        b.iter(|| match O::decode(black_box(bytes), black_box(version)) {
            Ok(m) => visit_ours(&m),
            Err(_) => 0,
        })
    });
    // The visitor alone, over the value as built (arrays are slices: nothing to decode). What it
    // takes is part of every decode + visit time above, and bounds how fast that can be.
    g.bench_function("ours_visit_built", |b| {
        b.iter(|| visit_ours(black_box(&built)))
    });
    // The lean visitor hook: one pass, every value reported to a trace, elements not built.
    g.bench_function("ours_trace_visit", |b| {
        b.iter(|| fold::<O, false>(black_box(bytes), black_box(version)).1)
    });
    g.bench_function("kp_decode", |b| {
        b.iter(|| {
            let mut buf = black_box(&shared).clone();
            T::decode(&mut buf, black_box(version))
        })
    });
    g.bench_function("kp_decode_visit", |b| {
        b.iter(|| {
            let mut buf = black_box(&shared).clone();
            match T::decode(&mut buf, black_box(version)) {
                Ok(m) => visit_theirs(&m),
                Err(_) => 0,
            }
        })
    });
    if let Some(batches) = &batches {
        let (verify_ours, verify_kp) = (batches.ours, batches.kp);
        g.bench_function("ours_decode_crc", |b| {
            b.iter(|| match O::decode(black_box(bytes), black_box(version)) {
                Ok(m) => verify_ours(&m),
                Err(_) => None,
            })
        });
        g.bench_function("ours_crc", |b| b.iter(|| verify_ours(black_box(&ours))));
        g.bench_function("kp_decode_crc", |b| {
            b.iter(|| {
                let mut buf = black_box(&shared).clone();
                match T::decode(&mut buf, black_box(version)) {
                    Ok(m) => verify_kp(&m),
                    Err(_) => None,
                }
            })
        });
    }

    let mut obuf = vec![0u8; n];
    g.bench_function("ours_encode", |b| {
        b.iter(|| black_box(&built).encode(&mut obuf, black_box(version)))
    });
    let mut kbuf = BytesMut::with_capacity(n);
    g.bench_function("kp_encode", |b| {
        b.iter(|| {
            kbuf.clear();
            black_box(&theirs).encode(&mut kbuf, black_box(version))
        })
    });
    if let Some(peer) = krabka {
        peer.bench(&mut g, bytes, version);
    }

    let mut copy = vec![0u8; n];
    g.bench_function("memcpy", |b| {
        b.iter(|| {
            copy.copy_from_slice(black_box(bytes));
            black_box(&copy);
        })
    });
    g.bench_function("read_every_byte", |b| {
        b.iter(|| {
            black_box(bytes)
                .iter()
                .fold(0u8, |acc, &x| acc.wrapping_add(x))
        })
    });
    g.finish();
}

/// The sides of a message without records fields.
fn sides<O, T>(
    ours: fn(&O) -> u64,
    kp: fn(&T) -> u64,
    krabka: Option<&'static dyn Peer>,
) -> Sides<O, T> {
    Sides {
        ours,
        kp,
        batches: None,
        krabka,
    }
}

fn codec(c: &mut Criterion) {
    let req_frame = hex(SEED_REQUEST_FRAME);
    let resp_frame = hex(SEED_RESPONSE_FRAME);
    bench_message(
        c,
        "CreateDelegationTokenRequest_v3",
        3,
        seed_request(),
        Some(&req_frame[4 + 11..]),
        sides(ours_cdt_request, kp_cdt_request, krabka!(cdt_request)),
    );
    bench_message(
        c,
        "CreateDelegationTokenResponse_v3",
        3,
        seed_response(),
        Some(&resp_frame[4 + 5..]),
        sides(ours_cdt_response, kp_cdt_response, krabka!(cdt_response)),
    );
    bench_message(
        c,
        "SaslAuthenticateRequest_v2",
        2,
        sasl_request(),
        None,
        sides(ours_sasl_request, kp_sasl_request, krabka!(sasl_request)),
    );
    bench_message(
        c,
        "SaslAuthenticateResponse_v2",
        2,
        sasl_response(),
        None,
        sides(ours_sasl_response, kp_sasl_response, krabka!(sasl_response)),
    );
    bench_message(
        c,
        "DescribeDelegationTokenResponse_v3",
        3,
        describe_tokens(),
        None,
        sides(ours_ddt_response, kp_ddt_response, krabka!(ddt_response)),
    );
    bench_message(
        c,
        "ApiVersionsResponse_v3",
        3,
        api_versions(),
        None,
        sides(ours_api_versions, kp_api_versions, krabka!(api_versions)),
    );
    bench_message(
        c,
        "MetadataResponse_v12",
        12,
        metadata(),
        None,
        sides(ours_metadata, kp_metadata, krabka!(metadata)),
    );
    bench_message(
        c,
        "ProduceRequest_v9",
        9,
        produce(),
        None,
        Sides {
            ours: ours_produce,
            kp: kp_produce,
            batches: Some(Batches {
                ours: ours_produce_batches,
                kp: kp_produce_batches,
                first: produce_first_records,
            }),
            krabka: krabka!(produce),
        },
    );
    bench_message(
        c,
        "FetchResponse_v12",
        12,
        fetch(),
        None,
        Sides {
            ours: ours_fetch,
            kp: kp_fetch,
            batches: Some(Batches {
                ours: ours_fetch_batches,
                kp: kp_fetch_batches,
                first: fetch_first_records,
            }),
            krabka: krabka!(fetch),
        },
    );
}

criterion_group! {
    name = benches;
    config = common::settings(50);
    targets = codec
}
criterion_main!(benches);

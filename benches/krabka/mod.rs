//! The second peer of `benches/codec.rs`: krabka-protocol 0.8, through its borrowed (zero-copy)
//! decoders. Compiled only with `--cfg kafka_view_peers` (see the dependency in Cargo.toml).
//!
//! The visitors fold the same fields, in the same order, into the same checksum as kafka-view's and
//! kafka-protocol's in `codec.rs`. The ids each message gets (`krabka_decode`, `krabka_decode_visit`,
//! `krabka_encode`) are described there.

use std::hint::black_box;

use bytes::BytesMut;
use criterion::measurement::WallTime;
use criterion::BenchmarkGroup;
use krabka_protocol::borrowed::{
    api_versions_response as av, create_delegation_token_request as cdt_req,
    create_delegation_token_response as cdt_resp, describe_delegation_token_response as ddt,
    fetch_response as fe, metadata_response as md, produce_request as pr,
    sasl_authenticate_request as sa_req, sasl_authenticate_response as sa_resp,
};
use krabka_protocol::primitives::uuid::Uuid;
use krabka_protocol::records::RecordsPayloadBorrowed;
use krabka_protocol::{DecodeBorrow, Encode, UnknownTaggedFields};

use crate::common::Acc;
use crate::Peer;

/// One message on krabka's side: its borrowed type `K`, the visitor, and for messages with records
/// fields, the number of record batches its decoded value holds.
struct Side<K> {
    visit: fn(&K, &[u8]) -> u64,
    batches: Option<fn(&K) -> usize>,
}

fn decode<K: DecodeBorrow<'static>>(bytes: &'static [u8], version: i16) -> Option<K> {
    let mut rest = bytes;
    K::decode_borrow(&mut rest, version)
        .ok()
        .filter(|_| rest.is_empty())
}

impl<K> Peer for Side<K>
where
    K: DecodeBorrow<'static> + Encode,
{
    fn check(
        &self,
        group: &str,
        bytes: &'static [u8],
        version: i16,
        checksum: u64,
        batches: Option<(usize, &'static [u8])>,
    ) {
        let mut rest = bytes;
        let k = K::decode_borrow(&mut rest, version).expect("krabka-protocol decodes");
        assert!(rest.is_empty(), "{group}: krabka-protocol left bytes");
        assert_eq!(
            k.encoded_len(version),
            bytes.len(),
            "{group}: krabka-protocol's encoded_len differs"
        );
        let mut out = BytesMut::with_capacity(bytes.len());
        k.encode(&mut out, version)
            .expect("krabka-protocol encodes");
        assert_eq!(
            &out[..],
            bytes,
            "{group}: krabka-protocol re-encodes other bytes"
        );
        assert_eq!(
            (self.visit)(&k, bytes),
            checksum,
            "{group}: krabka-protocol's visitor disagrees"
        );
        match (batches, self.batches) {
            (None, None) => {}
            (Some((count, corrupted)), Some(krabka_batches)) => {
                assert_eq!(
                    krabka_batches(&k),
                    count,
                    "{group}: krabka-protocol finds another number of record batches"
                );
                assert!(
                    decode::<K>(corrupted, version).is_none(),
                    "{group}: krabka-protocol's borrowed decode accepts a batch whose CRC fails"
                );
            }
            _ => panic!("{group}: record batches on one side only"),
        }
    }

    fn bench(&self, g: &mut BenchmarkGroup<'_, WallTime>, bytes: &'static [u8], version: i16) {
        let visit = self.visit;
        g.bench_function("krabka_decode", |b| {
            b.iter(|| {
                let mut buf = black_box(bytes);
                K::decode_borrow(&mut buf, black_box(version))
            })
        });
        g.bench_function("krabka_decode_visit", |b| {
            b.iter(|| {
                let mut buf = black_box(bytes);
                match K::decode_borrow(&mut buf, black_box(version)) {
                    Ok(m) => visit(&m, bytes),
                    Err(_) => 0,
                }
            })
        });
        let value = decode::<K>(bytes, version).expect("krabka-protocol decodes");
        let mut out = BytesMut::with_capacity(bytes.len());
        g.bench_function("krabka_encode", |b| {
            b.iter(|| {
                out.clear();
                black_box(&value).encode(&mut out, black_box(version))
            })
        });
    }
}

fn side<K>(visit: fn(&K, &[u8]) -> u64, batches: Option<fn(&K) -> usize>) -> &'static dyn Peer
where
    K: DecodeBorrow<'static> + Encode,
{
    Box::leak(Box::new(Side { visit, batches }))
}

// ---------------------------------------------------------------------------------------------
// Field visitors, one per message, as in codec.rs. Each takes the body too: see `records`.

fn tags(a: &mut Acc, t: &UnknownTaggedFields) {
    for f in &t.0 {
        a.n(f.tag);
        a.b(&f.bytes);
    }
    a.n(t.len() as i64);
}

fn uuid(a: &mut Acc, id: &Uuid) {
    a.uuid(&id.0);
}

/// A records field. krabka's borrowed decode turns it into record batches whose header is a
/// reference into the body and whose records bytes it keeps private, so the field's bytes (what the
/// other visitors fold: length, first and last byte) are found from where the first header lies in
/// `body` and from the batches' lengths.
fn records(a: &mut Acc, body: &[u8], r: Option<&RecordsPayloadBorrowed<'_>>) {
    match r {
        None => a.n(-1),
        Some(RecordsPayloadBorrowed::Legacy(b)) => a.b(b),
        Some(RecordsPayloadBorrowed::V2(batches)) => {
            let Some(first) = batches.first() else {
                return a.b(&[]);
            };
            let at = std::ptr::from_ref(first.header()).addr() - body.as_ptr().addr();
            // Each batch is its base offset and length (12 bytes) and the length's bytes.
            let len: usize = batches
                .iter()
                .map(|b| 12 + b.header().batch_length.get() as usize)
                .sum();
            a.b(&body[at..at + len]);
        }
    }
}

fn v2_batches(r: Option<&RecordsPayloadBorrowed<'_>>) -> usize {
    match r {
        Some(RecordsPayloadBorrowed::V2(batches)) => batches.len(),
        _ => 0,
    }
}

fn cdt_request_visit(m: &cdt_req::CreateDelegationTokenRequest<'_>, _: &[u8]) -> u64 {
    let mut a = Acc::default();
    a.opt_s(m.owner_principal_type);
    a.opt_s(m.owner_principal_name);
    a.n(m.renewers.len() as i64);
    for r in &m.renewers {
        a.s(r.principal_type);
        a.s(r.principal_name);
        tags(&mut a, &r.unknown_tagged_fields);
    }
    a.n(m.max_lifetime_ms);
    tags(&mut a, &m.unknown_tagged_fields);
    a.0
}

fn cdt_response_visit(m: &cdt_resp::CreateDelegationTokenResponse<'_>, _: &[u8]) -> u64 {
    let mut a = Acc::default();
    a.n(m.error_code);
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
    tags(&mut a, &m.unknown_tagged_fields);
    a.0
}

fn sasl_request_visit(m: &sa_req::SaslAuthenticateRequest<'_>, _: &[u8]) -> u64 {
    let mut a = Acc::default();
    a.b(m.auth_bytes);
    tags(&mut a, &m.unknown_tagged_fields);
    a.0
}

fn sasl_response_visit(m: &sa_resp::SaslAuthenticateResponse<'_>, _: &[u8]) -> u64 {
    let mut a = Acc::default();
    a.n(m.error_code);
    a.opt_s(m.error_message);
    a.b(m.auth_bytes);
    a.n(m.session_lifetime_ms);
    tags(&mut a, &m.unknown_tagged_fields);
    a.0
}

fn ddt_response_visit(m: &ddt::DescribeDelegationTokenResponse<'_>, _: &[u8]) -> u64 {
    let mut a = Acc::default();
    a.n(m.error_code);
    a.n(m.tokens.len() as i64);
    for t in &m.tokens {
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
        for r in &t.renewers {
            a.s(r.principal_type);
            a.s(r.principal_name);
            tags(&mut a, &r.unknown_tagged_fields);
        }
        tags(&mut a, &t.unknown_tagged_fields);
    }
    a.n(m.throttle_time_ms);
    tags(&mut a, &m.unknown_tagged_fields);
    a.0
}

/// krabka's borrowed ApiVersionsResponse has no lifetime: its feature arrays (tagged fields in v3)
/// are its owned types, with `String` names.
fn api_versions_visit(m: &av::ApiVersionsResponse, _: &[u8]) -> u64 {
    let mut a = Acc::default();
    a.n(m.error_code);
    a.n(m.api_keys.len() as i64);
    for k in &m.api_keys {
        a.n(k.api_key);
        a.n(k.min_version);
        a.n(k.max_version);
        tags(&mut a, &k.unknown_tagged_fields);
    }
    a.n(m.throttle_time_ms);
    a.n(m.supported_features.len() as i64);
    for f in &m.supported_features {
        a.s(&f.name);
        a.n(f.min_version);
        a.n(f.max_version);
        tags(&mut a, &f.unknown_tagged_fields);
    }
    a.n(m.finalized_features_epoch);
    a.n(m.finalized_features.len() as i64);
    for f in &m.finalized_features {
        a.s(&f.name);
        a.n(f.max_version_level);
        a.n(f.min_version_level);
        tags(&mut a, &f.unknown_tagged_fields);
    }
    a.n(m.zk_migration_ready);
    tags(&mut a, &m.unknown_tagged_fields);
    a.0
}

fn i32s(a: &mut Acc, v: &[i32]) {
    a.n(v.len() as i64);
    for &x in v {
        a.n(x);
    }
}

fn metadata_visit(m: &md::MetadataResponse<'_>, _: &[u8]) -> u64 {
    let mut a = Acc::default();
    a.n(m.throttle_time_ms);
    a.n(m.brokers.len() as i64);
    for b in &m.brokers {
        a.n(b.node_id);
        a.s(b.host);
        a.n(b.port);
        a.opt_s(b.rack);
        tags(&mut a, &b.unknown_tagged_fields);
    }
    a.opt_s(m.cluster_id);
    a.n(m.controller_id);
    a.n(m.topics.len() as i64);
    for t in &m.topics {
        a.n(t.error_code);
        a.opt_s(t.name);
        uuid(&mut a, &t.topic_id);
        a.n(t.is_internal);
        a.n(t.partitions.len() as i64);
        for p in &t.partitions {
            a.n(p.error_code);
            a.n(p.partition_index);
            a.n(p.leader_id);
            a.n(p.leader_epoch);
            i32s(&mut a, &p.replica_nodes);
            i32s(&mut a, &p.isr_nodes);
            i32s(&mut a, &p.offline_replicas);
            tags(&mut a, &p.unknown_tagged_fields);
        }
        a.n(t.topic_authorized_operations);
        tags(&mut a, &t.unknown_tagged_fields);
    }
    a.n(m.cluster_authorized_operations);
    a.n(m.error_code);
    tags(&mut a, &m.unknown_tagged_fields);
    a.0
}

fn produce_visit(m: &pr::ProduceRequest<'_>, body: &[u8]) -> u64 {
    let mut a = Acc::default();
    a.opt_s(m.transactional_id);
    a.n(m.acks);
    a.n(m.timeout_ms);
    a.n(m.topic_data.len() as i64);
    for t in &m.topic_data {
        a.s(t.name);
        uuid(&mut a, &t.topic_id);
        a.n(t.partition_data.len() as i64);
        for p in &t.partition_data {
            a.n(p.index);
            records(&mut a, body, p.records.as_ref());
            tags(&mut a, &p.unknown_tagged_fields);
        }
        tags(&mut a, &t.unknown_tagged_fields);
    }
    tags(&mut a, &m.unknown_tagged_fields);
    a.0
}

fn produce_batches(m: &pr::ProduceRequest<'_>) -> usize {
    m.topic_data
        .iter()
        .flat_map(|t| &t.partition_data)
        .map(|p| v2_batches(p.records.as_ref()))
        .sum()
}

fn fetch_visit(m: &fe::FetchResponse<'_>, body: &[u8]) -> u64 {
    let mut a = Acc::default();
    a.n(m.throttle_time_ms);
    a.n(m.error_code);
    a.n(m.session_id);
    a.n(m.responses.len() as i64);
    for t in &m.responses {
        a.s(t.topic);
        uuid(&mut a, &t.topic_id);
        a.n(t.partitions.len() as i64);
        for p in &t.partitions {
            a.n(p.partition_index);
            a.n(p.error_code);
            a.n(p.high_watermark);
            a.n(p.last_stable_offset);
            a.n(p.log_start_offset);
            a.n(p.diverging_epoch.epoch);
            a.n(p.diverging_epoch.end_offset);
            tags(&mut a, &p.diverging_epoch.unknown_tagged_fields);
            a.n(p.current_leader.leader_id);
            a.n(p.current_leader.leader_epoch);
            tags(&mut a, &p.current_leader.unknown_tagged_fields);
            a.n(p.snapshot_id.end_offset);
            a.n(p.snapshot_id.epoch);
            tags(&mut a, &p.snapshot_id.unknown_tagged_fields);
            match &p.aborted_transactions {
                Some(txns) => {
                    a.n(txns.len() as i64);
                    for x in txns {
                        a.n(x.producer_id);
                        a.n(x.first_offset);
                        tags(&mut a, &x.unknown_tagged_fields);
                    }
                }
                None => a.n(-1),
            }
            a.n(p.preferred_read_replica);
            records(&mut a, body, p.records.as_ref());
            tags(&mut a, &p.unknown_tagged_fields);
        }
        tags(&mut a, &t.unknown_tagged_fields);
    }
    a.n(m.node_endpoints.len() as i64);
    for e in &m.node_endpoints {
        a.n(e.node_id);
        a.s(&e.host);
        a.n(e.port);
        a.opt_s(e.rack.as_deref());
        tags(&mut a, &e.unknown_tagged_fields);
    }
    tags(&mut a, &m.unknown_tagged_fields);
    a.0
}

fn fetch_batches(m: &fe::FetchResponse<'_>) -> usize {
    m.responses
        .iter()
        .flat_map(|t| &t.partitions)
        .map(|p| v2_batches(p.records.as_ref()))
        .sum()
}

// ---------------------------------------------------------------------------------------------
// The sides `codec.rs` names, one per message.

pub fn cdt_request() -> &'static dyn Peer {
    side::<cdt_req::CreateDelegationTokenRequest<'static>>(cdt_request_visit, None)
}

pub fn cdt_response() -> &'static dyn Peer {
    side::<cdt_resp::CreateDelegationTokenResponse<'static>>(cdt_response_visit, None)
}

pub fn sasl_request() -> &'static dyn Peer {
    side::<sa_req::SaslAuthenticateRequest<'static>>(sasl_request_visit, None)
}

pub fn sasl_response() -> &'static dyn Peer {
    side::<sa_resp::SaslAuthenticateResponse<'static>>(sasl_response_visit, None)
}

pub fn ddt_response() -> &'static dyn Peer {
    side::<ddt::DescribeDelegationTokenResponse<'static>>(ddt_response_visit, None)
}

pub fn api_versions() -> &'static dyn Peer {
    side::<av::ApiVersionsResponse>(api_versions_visit, None)
}

pub fn metadata() -> &'static dyn Peer {
    side::<md::MetadataResponse<'static>>(metadata_visit, None)
}

pub fn produce() -> &'static dyn Peer {
    side::<pr::ProduceRequest<'static>>(produce_visit, Some(produce_batches))
}

pub fn fetch() -> &'static dyn Peer {
    side::<fe::FetchResponse<'static>>(fetch_visit, Some(fetch_batches))
}

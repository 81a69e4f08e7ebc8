//! Compressed record batches: decompress and iterate, per codec, kafka-view against kafka-protocol
//! 0.18 on the same bytes.
//!
//! One batch of 1,000 records (keys, JSON-like values, a header on every other record, about 110 KB
//! uncompressed) is compressed by kafka-protocol's records encoder with each codec. Before anything
//! is timed, both crates must read the same records from it. One criterion group per codec
//! (`target/criterion/compressed_<codec>/<id>/`), with the ids:
//! - `ours_decompress_iterate`: `RecordBatch::decode`, `RecordBatch::decompress` into a reused buffer
//!   (built-in codecs), then every record iterated and its key, value and headers read.
//! - `kp_decode`: kafka-protocol's `RecordBatchDecoder::decode` from a `Bytes`: decompresses and
//!   builds every record (its iteration), the same fields read.
//! - `ours_compress`: `BatchWriter` pushes the records and `finish_compressed` compresses them.
//! - `kp_encode`: kafka-protocol's `RecordBatchEncoder::encode` of its records.
//!
//! Run with `cargo bench --bench compression`; `scripts/bench-table.sh --compression` prints the
//! medians.

use std::hint::black_box;

use bytes::{Bytes, BytesMut};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use kafka_protocol::indexmap::IndexMap;
use kafka_protocol::protocol::StrBytes;
use kafka_protocol::records::{
    Compression as KpCompression, Record, RecordBatchDecoder, RecordBatchEncoder,
    RecordEncodeOptions, TimestampType,
};
use kafka_view::records::{
    BatchSettings, BatchWriter, Builtin, Compression, Limits, NewRecord, RecordBatch,
};

mod common;

const RECORDS: usize = 1000;

/// One record's headers, borrowed.
type HeaderRefs<'a> = Vec<(&'a str, Option<&'a [u8]>)>;

fn kp_records() -> Vec<Record> {
    (0..RECORDS)
        .map(|i| {
            let value = format!(
                "{{\"order\":{i},\"customer\":\"c-{}\",\"item\":\"widget-{}\",\"quantity\":{},\"price\":{}.{:02}}}",
                i % 97,
                i % 13,
                i % 7 + 1,
                i % 50,
                i % 100
            );
            let mut headers = IndexMap::new();
            if i % 2 == 0 {
                headers.insert(
                    StrBytes::from_static_str("trace-id"),
                    Some(Bytes::from(format!("{:016x}", i * 7919))),
                );
            }
            Record {
                transactional: false,
                control: false,
                partition_leader_epoch: -1,
                producer_id: -1,
                producer_epoch: -1,
                timestamp_type: TimestampType::Creation,
                offset: i as i64,
                // No producer id: the batch's base sequence is -1, and kafka-protocol starts a new
                // batch unless offset minus sequence stays the same.
                sequence: (i as i32).wrapping_sub(1),
                timestamp: 1_700_000_000_000 + i as i64,
                key: Some(Bytes::from(format!("key-{}", i % 100))),
                value: Some(Bytes::from(value)),
                headers,
                delete_horizon: false,
            }
        })
        .collect()
}

/// The same fold over what both sides read: lengths and first bytes of keys, values, headers.
fn fold(acc: &mut u64, key: Option<&[u8]>, value: Option<&[u8]>) {
    for b in [key, value].into_iter().flatten() {
        *acc = acc
            .wrapping_mul(31)
            .wrapping_add(b.len() as u64 + u64::from(b.first().copied().unwrap_or(0)));
    }
}

fn ours_iterate(bytes: &[u8], codecs: &mut Builtin, out: &mut [u8]) -> u64 {
    let (batch, _) = RecordBatch::decode(bytes).expect("parses");
    let mut acc = 0;
    let mut n = 0;
    for r in batch
        .decompress(codecs, out, &Limits::default())
        .expect("decompresses")
    {
        n += 1;
        fold(&mut acc, r.key, r.value);
        for (k, v) in r.headers {
            fold(&mut acc, Some(k.as_bytes()), v);
        }
    }
    acc.wrapping_add(n)
}

fn kp_iterate(bytes: &Bytes) -> u64 {
    let mut buf = bytes.clone();
    let set = RecordBatchDecoder::decode(&mut buf).expect("kafka-protocol decodes");
    let mut acc = 0;
    for r in &set.records {
        fold(&mut acc, r.key.as_deref(), r.value.as_deref());
        for (k, v) in &r.headers {
            fold(&mut acc, Some(k.as_bytes()), v.as_deref());
        }
    }
    acc.wrapping_add(set.records.len() as u64)
}

fn bench(c: &mut Criterion) {
    let records = kp_records();
    let headers: Vec<Vec<(String, Option<Vec<u8>>)>> = records
        .iter()
        .map(|r| {
            r.headers
                .iter()
                .map(|(k, v)| (k.to_string(), v.as_ref().map(|b| b.to_vec())))
                .collect()
        })
        .collect();
    let header_refs: Vec<HeaderRefs<'_>> = headers
        .iter()
        .map(|h| h.iter().map(|(k, v)| (k.as_str(), v.as_deref())).collect())
        .collect();
    for (name, ours_c, kp_c) in [
        ("gzip", Compression::GZIP, KpCompression::Gzip),
        ("snappy", Compression::SNAPPY, KpCompression::Snappy),
        ("lz4", Compression::LZ4, KpCompression::Lz4),
        ("zstd", Compression::ZSTD, KpCompression::Zstd),
    ] {
        let options = RecordEncodeOptions {
            version: 2,
            compression: kp_c,
        };
        let mut enc = BytesMut::new();
        RecordBatchEncoder::encode(&mut enc, &records, &options).expect("encodes");
        let bytes = enc.freeze();
        let (batch, rest) = RecordBatch::decode(&bytes).expect("parses");
        assert!(rest.is_empty(), "{name}: one batch");
        assert_eq!(batch.record_count(), RECORDS as i32);
        let mut codecs = Builtin::new();
        let mut out = vec![0u8; 1 << 20];
        assert_eq!(
            ours_iterate(&bytes, &mut codecs, &mut out),
            kp_iterate(&bytes),
            "{name}: both read the same records"
        );
        let mut g = c.benchmark_group(format!("compressed_{name}"));
        g.throughput(Throughput::Elements(RECORDS as u64));
        g.bench_function("ours_decompress_iterate", |b| {
            b.iter(|| ours_iterate(black_box(&bytes), &mut codecs, &mut out))
        });
        g.bench_function("kp_decode", |b| b.iter(|| kp_iterate(black_box(&bytes))));
        let mut buf = vec![0u8; 1 << 20];
        let mut scratch = vec![0u8; 1 << 20];
        g.bench_function("ours_compress", |b| {
            b.iter(|| {
                let mut w = BatchWriter::new(&mut buf, BatchSettings::default()).expect("room");
                for (r, h) in records.iter().zip(&header_refs) {
                    w.push(&NewRecord {
                        timestamp: r.timestamp,
                        key: r.key.as_deref(),
                        value: r.value.as_deref(),
                        headers: h,
                    })
                    .expect("fits");
                }
                w.finish_compressed(&mut codecs, ours_c, &mut scratch)
                    .expect("compresses")
            })
        });
        let write = |buf: &mut [u8], scratch: &mut [u8], codecs: &mut Builtin, c: Compression| {
            let mut w = BatchWriter::new(buf, BatchSettings::default()).expect("room");
            for (r, h) in records.iter().zip(&header_refs) {
                let (key, value) = (r.key.as_deref(), r.value.as_deref());
                w.push(&NewRecord {
                    timestamp: r.timestamp,
                    key,
                    value,
                    headers: h,
                })
                .expect("fits");
            }
            w.finish_compressed(codecs, c, scratch).expect("compresses")
        };
        let plain_len = write(&mut buf, &mut scratch, &mut codecs, Compression::NONE);
        let ours_len = write(&mut buf, &mut scratch, &mut codecs, ours_c);
        eprintln!(
            "{name}: batch of {RECORDS} records, {plain_len} bytes uncompressed, {} compressed by \
             kafka-protocol, {ours_len} by us",
            bytes.len()
        );
        let mut kp_buf = BytesMut::with_capacity(1 << 20);
        g.bench_function("kp_encode", |b| {
            b.iter(|| {
                kp_buf.clear();
                RecordBatchEncoder::encode(&mut kp_buf, black_box(&records), &options)
                    .expect("encodes");
                kp_buf.len()
            })
        });
        g.finish();
    }
}

criterion_group! {
    name = benches;
    config = common::settings(30);
    targets = bench
}
criterion_main!(benches);

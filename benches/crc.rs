//! CRC-32C, the checksum of record batches v2: the candidates side by side on the same bytes, and
//! the crate's own `RecordBatch::verify_crc`, against a memcpy of the same bytes as the floor.
//!
//! One criterion group per size (`target/criterion/crc32c_<bytes>/<id>/`), with the ids:
//! - `memcpy`: `copy_from_slice` of the bytes into a buffer of the same size;
//! - `crc_table1`, `crc_slice16`: the `crc` crate with its 1 KiB table (what a no_std build without
//!   `crc-slice16` uses) and slicing by 16 (the `crc-slice16` feature);
//! - `crc32c`: the `crc32c` crate (SSE4.2's `crc32` instruction, detected at run time);
//! - `crc_fast`: the `crc-fast` crate (carry-less multiply folding, picked at run time);
//! - `ours_verify_crc`: `RecordBatch::verify_crc` on a batch whose checksummed span is that size
//!   (what this build of kafka-view uses: `crc-fast` with `std` on x86_64 and aarch64).
//!
//! Before anything is timed, every candidate must give the same checksum on the bytes, and the
//! standard check value on `"123456789"`. Run with `cargo bench --bench crc`;
//! `scripts/bench-table.sh --crc` prints the medians as GB/s.

use std::hint::black_box;

use crc::{Crc, Table, CRC_32_ISCSI};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use kafka_view::records::{BatchSettings, BatchWriter, NewRecord, RecordBatch};

mod common;

const TABLE1: Crc<u32, Table<1>> = Crc::<u32, Table<1>>::new(&CRC_32_ISCSI);
const SLICE16: Crc<u32, Table<16>> = Crc::<u32, Table<16>>::new(&CRC_32_ISCSI);

fn crc_fast(bytes: &[u8]) -> u32 {
    crc_fast::checksum(crc_fast::CrcAlgorithm::Crc32Iscsi, bytes) as u32
}

/// A batch of one record whose value pads the checksummed span (attributes to the end) to `span`
/// bytes exactly, and that span.
fn batch(span: usize) -> (Vec<u8>, std::ops::Range<usize>) {
    // Attributes start after base offset (8), length (4), leader epoch (4), magic (1), crc (4).
    const ATTRIBUTES_AT: usize = 21;
    let mut value_len = span.saturating_sub(64);
    loop {
        let value = vec![0x5a; value_len];
        let mut buf = vec![0; span + 64];
        let mut w = BatchWriter::new(&mut buf, BatchSettings::default()).expect("batch writer");
        w.push(&NewRecord {
            value: Some(&value),
            ..Default::default()
        })
        .expect("record fits");
        let n = w.finish().expect("batch");
        buf.truncate(n);
        let covered = n - ATTRIBUTES_AT;
        match covered.cmp(&span) {
            std::cmp::Ordering::Equal => return (buf, ATTRIBUTES_AT..n),
            std::cmp::Ordering::Less => value_len += 1,
            std::cmp::Ordering::Greater => value_len -= 1,
        }
    }
}

fn crc32c(c: &mut Criterion) {
    for candidate in [
        TABLE1.checksum(b"123456789"),
        SLICE16.checksum(b"123456789"),
        crc32c::crc32c(b"123456789"),
        crc_fast(b"123456789"),
    ] {
        assert_eq!(candidate, 0xe306_9283, "the CRC-32C check value");
    }
    for span in [64, 1024, 16 * 1024] {
        let (bytes, covered) = batch(span);
        let data = &bytes[covered.clone()];
        let expected = TABLE1.checksum(data);
        assert_eq!(SLICE16.checksum(data), expected, "crc_slice16 agrees");
        assert_eq!(crc32c::crc32c(data), expected, "crc32c agrees");
        assert_eq!(crc_fast(data), expected, "crc_fast agrees");
        let (parsed, _) = RecordBatch::decode(&bytes).expect("the batch parses");
        assert_eq!(parsed.computed_crc(), expected, "kafka-view agrees");
        parsed.verify_crc().expect("the batch's CRC holds");

        let mut g = c.benchmark_group(format!("crc32c_{span}"));
        g.throughput(Throughput::Bytes(span as u64));
        let mut copy = vec![0u8; span];
        g.bench_function("memcpy", |b| {
            b.iter(|| copy.copy_from_slice(black_box(data)));
        });
        g.bench_function("crc_table1", |b| {
            b.iter(|| TABLE1.checksum(black_box(data)))
        });
        g.bench_function("crc_slice16", |b| {
            b.iter(|| SLICE16.checksum(black_box(data)))
        });
        g.bench_function("crc32c", |b| b.iter(|| crc32c::crc32c(black_box(data))));
        g.bench_function("crc_fast", |b| b.iter(|| crc_fast(black_box(data))));
        g.bench_function("ours_verify_crc", |b| {
            b.iter(|| black_box(&parsed).verify_crc())
        });
        g.finish();
    }
}

criterion_group! {
    name = benches;
    config = common::settings(50);
    targets = crc32c
}
criterion_main!(benches);

//! Any bytes as a records field: walking the batches, checking CRCs, iterating every record and
//! header and decoding control records never panics, never allocates and stays within the work bound.
//! Every record of an uncompressed batch, written again by `BatchWriter`, reads back the same (renumbered
//! from offset delta 0, as the writer numbers records).
//!
//! Compressed batches are decompressed with the built-in codecs into a fixed buffer (without
//! allocating, except zstd, whose decoder needs the heap), and their records are written again,
//! compressed with the same codec, and read back the same. The input minus its first byte is also
//! handed to one codec directly (the first byte picks it), so the decoders see arbitrary bytes
//! without a batch around them; raw snappy must agree with the `snap` crate.
#![no_main]

use kafka_view::records::Records;
use kafka_view::records::{
    Batch, BatchSettings, BatchWriter, Builtin, Codec, Compression, ControlRecord, Limits,
    NewRecord, Payload, Record, RecordBatch,
};
use kafka_view_fuzz::{check_steps, no_alloc, start_counting, visit};
use libfuzzer_sys::fuzz_target;

/// Touches every part of a batch; returns how many records it yielded.
fn walk(batch: &RecordBatch<'_>) -> usize {
    let _ = batch.verify_crc();
    let mut n = 0;
    match batch.payload() {
        // A batch's records are checked when they are asked for; an error here stops nothing else.
        Err(e) => assert!(e.offset <= batch.position() + batch.as_bytes().len(), "{e}"),
        Ok(Payload::Records(records)) => {
            let declared = batch.record_count();
            for record in records {
                n += 1;
                for (key, value) in record.headers {
                    std::hint::black_box((key, value));
                }
                if batch.is_control() {
                    let _ = std::hint::black_box(ControlRecord::decode(&record));
                }
            }
            assert_eq!(n, declared as usize, "validated count");
        }
        // Treat the compressed bytes as if they were the decompressed records.
        Ok(Payload::Compressed { bytes, .. }) => {
            if let Ok(records) = batch.decompressed_records(bytes) {
                n += records.count();
            }
        }
    }
    n
}

fuzz_target!(|data: &[u8]| {
    start_counting();
    let records = Records(data);
    let mut v2 = Vec::new();
    no_alloc("walk", || {
        for item in records.batches() {
            match item {
                Ok(Batch::V2(batch)) => {
                    std::hint::black_box(walk(&batch));
                }
                Ok(Batch::Legacy(entry)) => assert!(matches!(entry.magic, 0 | 1)),
                Ok(Batch::Truncated { offset, bytes }) => {
                    assert_eq!(offset + bytes.len(), data.len())
                }
                Err(e) => assert!(e.offset <= data.len(), "{e}"),
            }
        }
    });
    for item in records.batches() {
        visit(&item);
        if let Ok(Batch::V2(batch)) = item {
            v2.push(batch);
        }
    }
    check_steps(data.len());

    let mut codecs = Builtin::new();
    let limits = Limits {
        max_declared: 1 << 20,
        max_ratio: 4096,
    };
    let mut out = vec![0u8; 1 << 16];
    direct(data, &mut codecs, &limits, &mut out);
    flat(records, &mut codecs, &limits);
    for batch in v2 {
        let compression = batch.compression();
        let records = match batch.payload() {
            Err(_) => continue,
            Ok(Payload::Records(records)) => records,
            Ok(Payload::Compressed { .. }) => {
                let zstd = compression == Compression::ZSTD;
                let decoded = if zstd {
                    batch.decompress(&mut codecs, &mut out, &limits)
                } else {
                    no_alloc("decompress", || {
                        batch.decompress(&mut codecs, &mut out, &limits)
                    })
                };
                match decoded {
                    Ok(records) => {
                        let n = records.clone().count();
                        assert_eq!(n, batch.record_count().max(0) as usize, "validated count");
                        rewrite(&batch, records.collect(), &mut codecs);
                    }
                    Err(e) => {
                        let s = e.to_string();
                        assert!(!s.is_empty());
                    }
                }
                continue;
            }
        };
        rewrite(&batch, records.collect(), &mut codecs);
    }
});

/// What one record reads as: offset, timestamp, key, value.
type Seen = (i64, i64, Option<Vec<u8>>, Option<Vec<u8>>);

fn seen(r: &Record<'_>) -> Seen {
    (
        r.offset(),
        r.timestamp(),
        r.key.map(<[u8]>::to_vec),
        r.value.map(<[u8]>::to_vec),
    )
}

/// `Records::records`, one buffer for every compressed batch, yields what the batches read one by
/// one (each with a buffer of its own) do, up to its first error.
fn flat(records: Records<'_>, codecs: &mut Builtin, limits: &Limits) {
    let mut want = Vec::new();
    let mut out = vec![0u8; 1 << 16];
    for item in records.batches() {
        let Ok(Batch::V2(batch)) = item else { break };
        match batch.records(codecs, &mut out, limits) {
            Ok(iter) => want.extend(iter.map(|r| seen(&r))),
            Err(_) => break,
        }
    }
    let mut shared = vec![0u8; 1 << 16];
    let bound = records.0.len().max(shared.len());
    let mut got = Vec::new();
    let mut failed = false;
    for r in records.records(&mut *codecs, &mut shared, limits) {
        match r {
            Ok(r) => got.push(seen(&r)),
            Err(e) => {
                assert!(e.offset <= bound, "{e}");
                failed = true;
            }
        }
    }
    if failed {
        assert!(
            got.len() <= want.len() && got[..] == want[..got.len()],
            "a prefix"
        );
    } else {
        assert_eq!(got, want);
    }
}

/// The input after its first byte, straight into the codec the first byte picks.
fn direct(data: &[u8], codecs: &mut Builtin, limits: &Limits, out: &mut [u8]) {
    let Some((&pick, input)) = data.split_first() else {
        return;
    };
    let compression = Compression(1 + pick % 4);
    let got = if compression == Compression::ZSTD {
        codecs.decompress(compression, input, out, limits)
    } else {
        no_alloc("direct", || {
            codecs.decompress(compression, input, out, limits)
        })
    };
    if let Ok(n) = got {
        assert!(n <= out.len());
        // What decompressed compresses again and comes back the same.
        let plain = out[..n].to_vec();
        let mut packed = vec![0u8; n + n / 2 + 1024];
        let m = codecs
            .compress(compression, &plain, &mut packed)
            .expect("compresses");
        let mut back = vec![0u8; n + 1];
        let k = codecs
            .decompress(compression, &packed[..m], &mut back, &Limits::UNLIMITED)
            .expect("round trip");
        assert_eq!(&back[..k], &plain[..], "{compression:?} round trip");
    }
    if compression == Compression::SNAPPY && !input.starts_with(&kafka_view::records::XERIAL_MAGIC)
    {
        // Raw snappy: the snap crate must agree (when its declared length fits our buffer).
        let theirs = snap::raw::decompress_len(input)
            .ok()
            .filter(|&len| len <= out.len() && limits.ratio_allows(input.len(), len as u64))
            .map(|len| {
                let mut buf = vec![0u8; len];
                snap::raw::Decoder::new()
                    .decompress(input, &mut buf)
                    .map(|n| buf[..n].to_vec())
            });
        if let Some(theirs) = theirs {
            let ours = codecs
                .decompress(compression, input, out, limits)
                .map(|n| out[..n].to_vec());
            assert_eq!(
                ours.is_ok(),
                theirs.is_ok(),
                "snap disagrees: {ours:?} vs {theirs:?}"
            );
            if let (Ok(a), Ok(b)) = (ours, theirs) {
                assert_eq!(a, b);
            }
        }
    }
}

/// Writes `records` again as a batch like `batch` (compressed the same way) and reads it back.
fn rewrite(batch: &RecordBatch<'_>, records: Vec<Record<'_>>, codecs: &mut Builtin) {
    {
        let headers: Vec<Vec<(&str, Option<&[u8]>)>> =
            records.iter().map(|r| r.headers.collect()).collect();
        let settings = BatchSettings {
            base_offset: batch.base_offset(),
            partition_leader_epoch: batch.partition_leader_epoch(),
            timestamp_type: batch.timestamp_type(),
            transactional: batch.is_transactional(),
            control: batch.is_control(),
            producer_id: batch.producer_id(),
            producer_epoch: batch.producer_epoch(),
            base_sequence: batch.base_sequence(),
        };
        let compression = batch.compression();
        let plain: usize = records.iter().map(|r| r.length as usize + 5).sum();
        let mut buf = vec![0u8; batch.as_bytes().len() * 2 + 2 * plain + 1024];
        let mut scratch = vec![0u8; 2 * plain + 1024];
        let n = no_alloc_unless(
            compression == Compression::ZSTD || compression == Compression::GZIP,
            "write",
            || {
                let mut w = BatchWriter::new(&mut buf, settings).expect("room for the header");
                for (r, h) in records.iter().zip(&headers) {
                    let record = NewRecord {
                        timestamp: r.timestamp(),
                        key: r.key,
                        value: r.value,
                        headers: h,
                    };
                    w.push(&record)
                        .expect("a record that was read fits twice its size");
                }
                w.finish_compressed(codecs, compression, &mut scratch)
                    .expect("finish")
            },
        );
        let (again, rest) = RecordBatch::decode(&buf[..n]).expect("written batch parses");
        assert!(rest.is_empty());
        again.verify_crc().expect("written CRC");
        assert_eq!(again.record_count() as usize, records.len());
        assert_eq!(again.compression(), compression);
        let mut out = vec![0u8; 2 * plain + 1024];
        let back = again
            .records(codecs, &mut out, &Limits::UNLIMITED)
            .expect("written batch reads back");
        for (i, (a, b)) in back.zip(&records).enumerate() {
            // The writer numbers records 0, 1, 2, ..., while a batch that was read may have any
            // offset deltas (Kafka's reader does not check them), so offsets agree only where the
            // source was numbered the same way.
            assert_eq!(a.offset_delta, i as i32);
            assert_eq!(a.offset(), batch.base_offset().wrapping_add(i as i64));
            if b.offset_delta == i as i32 {
                assert_eq!(a.offset(), b.offset());
            }
            assert_eq!(a.timestamp(), b.timestamp());
            assert_eq!((a.key, a.value), (b.key, b.value));
            assert!(a.headers.eq(b.headers));
        }
    }
}

/// [`no_alloc`] unless the codec needs the heap.
fn no_alloc_unless<R>(heap: bool, what: &str, f: impl FnOnce() -> R) -> R {
    if heap {
        f()
    } else {
        no_alloc(what, f)
    }
}

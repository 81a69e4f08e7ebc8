//! Any bytes as a records field: walking the batches, checking CRCs, iterating every record and
//! header and decoding control records never panics, never allocates and stays within the work bound.
//! Every record of an uncompressed batch, written again by `BatchWriter`, reads back the same.
#![no_main]

use kafka_view::records::{
    Batch, BatchSettings, BatchWriter, ControlRecord, NewRecord, Payload, Record, RecordBatch,
};
use kafka_view::Records;
use kafka_view_fuzz::{check_steps, no_alloc, start_counting, visit};
use libfuzzer_sys::fuzz_target;

/// Touches every part of a batch; returns how many records it yielded.
fn walk(batch: &RecordBatch<'_>) -> usize {
    let _ = batch.verify_crc();
    let mut n = 0;
    match batch.payload() {
        Payload::Records(records) => {
            for record in records {
                n += 1;
                for (key, value) in record.headers {
                    std::hint::black_box((key, value));
                }
                if batch.is_control() {
                    let _ = std::hint::black_box(ControlRecord::parse(&record));
                }
            }
        }
        // Treat the compressed bytes as if they were the decompressed records.
        Payload::Compressed { bytes, .. } => {
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
                    let n = walk(&batch);
                    if batch.compression().0 == 0 {
                        assert_eq!(n, batch.record_count() as usize, "validated count");
                    }
                    std::hint::black_box(&batch);
                }
                Ok(Batch::Legacy(entry)) => assert!(matches!(entry.magic, 0 | 1)),
                Ok(Batch::Truncated { offset, bytes }) => assert_eq!(offset + bytes.len(), data.len()),
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

    for batch in v2 {
        let Payload::Records(records) = batch.payload() else { continue };
        let records: Vec<Record<'_>> = records.collect();
        let headers: Vec<Vec<(&str, Option<&[u8]>)>> = records.iter().map(|r| r.headers.iter().collect()).collect();
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
        let mut buf = vec![0u8; batch.as_bytes().len() * 2 + 64];
        let n = no_alloc("write", || {
            let mut w = BatchWriter::new(&mut buf, settings).expect("room for the header");
            for (r, h) in records.iter().zip(&headers) {
                let record = NewRecord {
                    timestamp: r.timestamp(batch.base_timestamp()),
                    key: r.key,
                    value: r.value,
                    headers: h,
                };
                w.push(&record).expect("a record that was read fits twice its size");
            }
            w.finish().expect("finish")
        });
        let (again, rest) = RecordBatch::parse(&buf[..n]).expect("written batch parses");
        assert!(rest.is_empty());
        again.verify_crc().expect("written CRC");
        assert_eq!(again.record_count() as usize, records.len());
        let Payload::Records(back) = again.payload() else { panic!("written batch is compressed") };
        for (i, (a, b)) in back.zip(&records).enumerate() {
            assert_eq!(a.offset_delta, i as i32);
            assert_eq!(a.timestamp(again.base_timestamp()), b.timestamp(batch.base_timestamp()));
            assert_eq!((a.key, a.value), (b.key, b.value));
            assert!(a.headers.iter().eq(b.headers.iter()));
        }
    }
});

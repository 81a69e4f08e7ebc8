//! Record batches: the writer and the views agree on every field, bad input gives named errors, and
//! batches agree byte for byte with the `kafka-protocol` crate's records encoder and decoder.

use std::io::Read;

use bytes::{Bytes, BytesMut};
use kafka_protocol::indexmap::IndexMap;
use kafka_protocol::protocol::StrBytes;
use kafka_protocol::records::{
    Compression as KpCompression, Record as KpRecord, RecordBatchDecoder, RecordBatchEncoder,
    RecordEncodeOptions, TimestampType as KpTimestampType,
};
use kafka_view::messages::{leader_change_message::Voter, EndTxnMarker, LeaderChangeMessage};
use kafka_view::records::{
    Batch, BatchSettings, BatchWriter, Builtin, Compression, ControlRecord, ControlType,
    ControlValue, Limits, NewRecord, Payload, Record, RecordBatch, TimestampType, HEADER_LEN,
};
use kafka_view::samples::EMPTY_RECORD_BATCH;
use kafka_view::{
    error::{DecodeErrorKind, EncodeError, Prefix},
    records::Records,
    types::Array,
    Message,
};

/// Headers used by the sample records: a null value, an empty value, a multi-byte key.
const HEADERS: &[(&str, Option<&[u8]>)] = &[
    ("trace-id", Some(b"abc123")),
    ("null-value", None),
    ("empty", Some(b"")),
    ("schlüssel", Some(&[0, 255, 7])),
];

fn sample_records() -> Vec<NewRecord<'static>> {
    vec![
        NewRecord {
            timestamp: 1_700_000_000_000,
            key: Some(b"key-0"),
            value: Some(b"value-0"),
            headers: HEADERS,
        },
        NewRecord {
            timestamp: 1_700_000_000_005,
            key: None,
            value: Some(b"no key"),
            headers: &[],
        },
        NewRecord {
            timestamp: 1_700_000_000_003,
            key: Some(b"tombstone"),
            value: None,
            headers: &HEADERS[1..2],
        },
        NewRecord {
            timestamp: 1_700_000_000_010,
            key: Some(b""),
            value: Some(&[0x42; 300]),
            headers: &HEADERS[..1],
        },
    ]
}

fn settings() -> BatchSettings {
    BatchSettings {
        base_offset: 1234,
        partition_leader_epoch: 7,
        timestamp_type: TimestampType::CreateTime,
        transactional: true,
        control: false,
        producer_id: 99_000,
        producer_epoch: 3,
        base_sequence: 41,
    }
}

fn write(settings: BatchSettings, records: &[NewRecord<'_>]) -> Vec<u8> {
    let mut buf = vec![0u8; 1 << 20];
    let mut w = BatchWriter::new(&mut buf, settings).unwrap();
    for r in records {
        w.push(r).unwrap();
    }
    let n = w.finish().unwrap();
    buf.truncate(n);
    buf
}

fn only_batch(bytes: &[u8]) -> RecordBatch<'_> {
    let (batch, rest) = RecordBatch::decode(bytes).unwrap();
    assert!(rest.is_empty());
    batch
}

fn records_of<'a>(batch: &RecordBatch<'a>) -> Vec<Record<'a>> {
    match batch.payload().unwrap() {
        Payload::Records(it) => it.collect(),
        Payload::Compressed { compression, .. } => panic!("compressed with {compression:?}"),
    }
}

fn assert_same(got: &Record<'_>, want: &NewRecord<'_>, index: i32) {
    assert_eq!(got.offset_delta, index);
    assert_eq!(got.timestamp(), want.timestamp);
    assert_eq!(got.attributes, 0);
    assert_eq!(got.key, want.key);
    assert_eq!(got.value, want.value);
    let headers: Vec<_> = got.headers.collect();
    assert_eq!(headers, want.headers);
    assert_eq!(got.headers.len(), want.headers.len());
}

#[test]
fn sample_empty_batch_is_a_valid_batch() {
    let records = Records(&EMPTY_RECORD_BATCH);
    let batches: Vec<_> = records.batches().collect::<Result<_, _>>().unwrap();
    assert_eq!(batches.len(), 1);
    let Batch::V2(batch) = batches[0] else {
        panic!("{:?}", batches[0])
    };
    assert_eq!(batch.base_offset(), 0);
    assert_eq!(batch.batch_length(), 49);
    assert_eq!(batch.magic(), 2);
    assert_eq!(batch.record_count(), 0);
    assert_eq!(batch.compression(), Compression::NONE);
    assert_eq!(batch.as_bytes().len(), 61);
    batch.verify_crc().unwrap();
    assert_eq!(batch.crc(), batch.computed_crc());
    assert_eq!(records_of(&batch), vec![]);
}

#[test]
fn written_batch_reads_back_field_by_field() {
    let input = sample_records();
    let bytes = write(settings(), &input);
    let batch = only_batch(&bytes);
    batch.verify_crc().unwrap();
    assert_eq!(batch.base_offset(), 1234);
    assert_eq!(batch.batch_length() as usize, bytes.len() - 12);
    assert_eq!(batch.partition_leader_epoch(), 7);
    assert_eq!(batch.magic(), 2);
    assert_eq!(batch.attributes(), 1 << 4);
    assert!(batch.is_transactional());
    assert!(!batch.is_control());
    assert!(!batch.has_delete_horizon());
    assert_eq!(batch.timestamp_type(), TimestampType::CreateTime);
    assert_eq!(batch.compression(), Compression::NONE);
    assert_eq!(batch.last_offset_delta(), 3);
    assert_eq!(batch.last_offset(), 1237);
    assert_eq!(batch.base_timestamp(), 1_700_000_000_000);
    assert_eq!(batch.max_timestamp(), 1_700_000_000_010);
    assert_eq!(batch.producer_id(), 99_000);
    assert_eq!(batch.producer_epoch(), 3);
    assert_eq!(batch.base_sequence(), 41);
    assert_eq!(batch.record_count(), 4);
    let got = records_of(&batch);
    assert_eq!(got.len(), input.len());
    for (i, (g, w)) in got.iter().zip(&input).enumerate() {
        assert_same(g, w, i as i32);
        assert_eq!(g.offset(), 1234 + i as i64);
    }
    // The third record's timestamp is below the second's: a negative delta is fine, max stays.
    assert_eq!(got[2].timestamp_delta, 3);
    assert_eq!(got[1].key, None);
    assert_eq!(got[2].value, None);
    let mut headers = got[0].headers;
    assert_eq!(headers.nth(1), Some(("null-value", None::<&[u8]>)));
    // Headers is a Copy iterator: the record's own are still all there.
    assert_eq!(got[0].headers.count(), HEADERS.len());
}

#[test]
fn written_record_bytes_are_pinned() {
    // One record: key "k", value "v", one header ("h", null), timestamp delta 0, offset delta 0.
    let bytes = write(
        BatchSettings::default(),
        &[NewRecord {
            timestamp: 5,
            key: Some(b"k"),
            value: Some(b"v"),
            headers: &[("h", None)],
        }],
    );
    assert_eq!(
        &bytes[HEADER_LEN..],
        &[
            0x16, // length 11 (zigzag)
            0x00, // attributes
            0x00, // timestamp delta
            0x00, // offset delta
            0x02, b'k', // key
            0x02, b'v', // value
            0x02, // one header
            0x02, b'h', 0x01, // key "h", value null (-1)
        ]
    );
    let batch = only_batch(&bytes);
    assert_eq!(batch.base_timestamp(), 5);
    assert_eq!(batch.max_timestamp(), 5);
    assert_eq!(batch.producer_id(), -1);
    assert_eq!(batch.partition_leader_epoch(), -1);
    assert_eq!(records_of(&batch)[0].length, 11);
}

#[test]
fn empty_writer_batch_and_log_append_time() {
    let bytes = write(
        BatchSettings {
            timestamp_type: TimestampType::LogAppendTime,
            ..BatchSettings::default()
        },
        &[],
    );
    assert_eq!(bytes.len(), HEADER_LEN);
    let batch = only_batch(&bytes);
    batch.verify_crc().unwrap();
    assert_eq!(batch.record_count(), 0);
    assert_eq!(batch.last_offset_delta(), 0);
    assert_eq!(batch.base_timestamp(), -1);
    assert_eq!(batch.max_timestamp(), -1);
    assert_eq!(batch.timestamp_type(), TimestampType::LogAppendTime);
    assert_eq!(batch.attributes(), 1 << 3);
}

#[test]
fn writer_checks_the_buffer_first() {
    let mut small = [0u8; 60];
    assert_eq!(
        BatchWriter::new(&mut small, BatchSettings::default()).unwrap_err(),
        EncodeError::BufferTooSmall {
            needed: 61,
            available: 60
        }
    );
    let record = NewRecord {
        timestamp: 1,
        key: Some(b"abc"),
        value: Some(b"defgh"),
        headers: &[],
    };
    // Record: length 1 + body (1 + 1 + 1 + 4 + 6 + 1) = 15 bytes.
    let mut buf = [0u8; 61 + 15 + 14];
    let mut w = BatchWriter::new(&mut buf, BatchSettings::default()).unwrap();
    w.push(&record).unwrap();
    assert_eq!(w.position(), 76);
    let err = w.push(&record).unwrap_err();
    assert_eq!(
        err,
        EncodeError::BufferTooSmall {
            needed: 91,
            available: 90
        }
    );
    assert_eq!(w.len(), 1);
    let n = w.finish().unwrap();
    assert_eq!(n, 76);
    let batch = only_batch(&buf[..n]);
    batch.verify_crc().unwrap();
    assert_eq!(batch.record_count(), 1);
    assert_eq!(records_of(&batch)[0].value, Some(&b"defgh"[..]));
}

#[test]
fn several_batches_then_a_truncated_tail() {
    let first = write(settings(), &sample_records());
    let second = write(
        BatchSettings {
            base_offset: 1238,
            ..settings()
        },
        &sample_records()[..2],
    );
    let mut all = first.clone();
    all.extend_from_slice(&second);
    let whole = all.len();
    // Every cut inside the second batch leaves the first intact and reports the rest as a tail.
    for cut in first.len()..=whole {
        let items: Vec<_> = Records(&all[..cut])
            .batches()
            .collect::<Result<_, _>>()
            .unwrap_or_else(|e| panic!("cut {cut}: {e}"));
        let Batch::V2(b) = items[0] else {
            panic!("cut {cut}")
        };
        assert_eq!(b.as_bytes(), &first[..]);
        match (cut, &items[1..]) {
            (c, []) if c == first.len() => {}
            (c, [Batch::V2(b)]) if c == whole => {
                assert_eq!(b.position(), first.len());
                assert_eq!(b.base_offset(), 1238);
                b.verify_crc().unwrap();
            }
            (_, [Batch::Truncated { offset, bytes }]) => {
                assert_eq!(*offset, first.len());
                assert_eq!(bytes.len(), cut - first.len());
            }
            (_, other) => panic!("cut {cut}: {other:?}"),
        }
    }
    // A single batch, parsed on its own, must be complete: every prefix is an error.
    for cut in 0..first.len() {
        let err = RecordBatch::decode(&first[..cut]).unwrap_err();
        let expected = if cut < 12 {
            DecodeErrorKind::UnexpectedEnd {
                needed: 12,
                remaining: cut,
            }
        } else {
            DecodeErrorKind::LengthPastEnd {
                prefix: Prefix::Batch,
                length: (first.len() - 12) as u64,
                remaining: cut - 12,
            }
        };
        assert_eq!(err.kind, expected, "cut {cut}");
    }
}

#[test]
fn crc_mismatch_is_found_when_asked() {
    let mut bytes = write(settings(), &sample_records());
    let value_at = bytes.windows(7).position(|w| w == b"value-0").unwrap();
    bytes[value_at] = b'V';
    let batch = only_batch(&bytes);
    let err = batch.verify_crc().unwrap_err();
    let DecodeErrorKind::CrcMismatch { stored, computed } = err.kind else {
        panic!("{err}")
    };
    assert_ne!(stored, computed);
    assert_eq!(err.offset, 17);
    assert_eq!(err.at.field, "crc");
    assert!(err
        .to_string()
        .starts_with("RecordBatch.crc at byte 17: record batch CRC-32C"));
    // The CRC field itself corrupted: also found, at the batch's position in the records field.
    let good = write(settings(), &sample_records());
    let mut two = good.clone();
    two.extend_from_slice(&good);
    two[good.len() + 18] ^= 1;
    let batches: Vec<_> = Records(&two).batches().collect::<Result<_, _>>().unwrap();
    let [Batch::V2(a), Batch::V2(b)] = batches[..] else {
        panic!()
    };
    a.verify_crc().unwrap();
    assert_eq!(b.verify_crc().unwrap_err().offset, good.len() + 17);
}

#[test]
fn control_batch_transaction_marker_and_leader_change() {
    let mut marker_value = vec![0, 0];
    EndTxnMarker {
        coordinator_epoch: 17,
    }
    .emit_vec(&mut marker_value);
    let voter = |voter_id| Voter {
        voter_id,
        ..Default::default()
    };
    let voters = [voter(1), voter(2)];
    let leader_change = LeaderChangeMessage {
        version: 0,
        leader_id: 2,
        voters: Array::new(&voters),
        granting_voters: Array::new(&voters[..1]),
        ..Default::default()
    };
    let mut leader_value = vec![0, 0];
    leader_change.emit_vec(&mut leader_value);
    let records = [
        NewRecord {
            timestamp: 10,
            key: Some(&[0, 0, 0, 1]),
            value: Some(&marker_value),
            headers: &[],
        },
        NewRecord {
            timestamp: 10,
            key: Some(&[0, 0, 0, 0]),
            value: Some(&marker_value),
            headers: &[],
        },
        NewRecord {
            timestamp: 11,
            key: Some(&[0, 0, 0, 2]),
            value: Some(&leader_value),
            headers: &[],
        },
        NewRecord {
            timestamp: 11,
            key: Some(&[0, 0, 0, 42]),
            value: Some(&[0, 3, 9, 9]),
            headers: &[],
        },
    ];
    let bytes = write(
        BatchSettings {
            control: true,
            ..settings()
        },
        &records,
    );
    let batch = only_batch(&bytes);
    assert!(batch.is_control() && batch.is_transactional());
    assert_eq!(batch.attributes(), (1 << 4) | (1 << 5));
    let got: Vec<_> = records_of(&batch)
        .iter()
        .map(|r| ControlRecord::decode(r).unwrap())
        .collect();
    let marker = ControlValue::EndTxnMarker(EndTxnMarker {
        coordinator_epoch: 17,
    });
    assert_eq!(got[0].kind, ControlType::COMMIT);
    assert_eq!(got[0].value, marker);
    assert_eq!(got[1].kind, ControlType::ABORT);
    assert_eq!(got[1].value, marker);
    assert_eq!(got[2].kind, ControlType::LEADER_CHANGE);
    let ControlValue::LeaderChange(lc) = got[2].value else {
        panic!("{:?}", got[2])
    };
    assert_eq!(lc.leader_id, 2);
    assert_eq!(
        lc.voters.iter().map(|v| v.voter_id).collect::<Vec<_>>(),
        [1, 2]
    );
    assert_eq!(lc.granting_voters.len(), 1);
    assert_eq!(got[3].kind, ControlType(42));
    assert_eq!(got[3].value_version, 3);
    assert_eq!(got[3].value, ControlValue::Unknown(&[9, 9]));

    // Bad control records: a short key, a value with a byte too many, a null key.
    let bad = |key: Option<&'static [u8]>, value: Option<&'static [u8]>| {
        let mut r = records_of(&batch)[0];
        (r.key, r.value) = (key, value);
        ControlRecord::decode(&r).unwrap_err()
    };
    let e = bad(Some(&[0, 0, 0]), Some(&[0, 0, 0, 0, 0, 1]));
    assert_eq!(
        (e.at.message, e.at.field, e.offset),
        ("ControlRecordKey", "type", 2)
    );
    let e = bad(Some(&[0, 0, 0, 1]), Some(&[0, 0, 0, 0, 0, 1, 5]));
    assert_eq!(e.kind, DecodeErrorKind::TrailingBytes { count: 1 });
    assert_eq!(e.offset, 6);
    let e = bad(None, Some(&[0, 0, 0, 0, 0, 1]));
    assert_eq!(e.at.field, "key");
}

trait EmitVec {
    fn emit_vec(&self, out: &mut Vec<u8>);
}

impl<'a, M: Message<'a>> EmitVec for M {
    fn emit_vec(&self, out: &mut Vec<u8>) {
        let mut buf = vec![0u8; 256];
        let n = self.encode(&mut buf, 0).unwrap();
        out.extend_from_slice(&buf[..n]);
    }
}

#[test]
fn magic_0_and_1_entries_are_framed_not_decoded() {
    // A magic 1 message: offset 5, size 26: crc, magic 1, attributes, timestamp, key null, value "ab".
    let mut v1 = vec![];
    v1.extend_from_slice(&5i64.to_be_bytes());
    v1.extend_from_slice(&24i32.to_be_bytes());
    v1.extend_from_slice(&[0xde, 0xad, 0xbe, 0xef, 1, 0]);
    v1.extend_from_slice(&0i64.to_be_bytes());
    v1.extend_from_slice(&(-1i32).to_be_bytes());
    v1.extend_from_slice(&2i32.to_be_bytes());
    v1.extend_from_slice(b"ab");
    assert_eq!(v1.len(), 36);
    // A magic 0 message: no timestamp.
    let mut v0 = vec![];
    v0.extend_from_slice(&6i64.to_be_bytes());
    v0.extend_from_slice(&14i32.to_be_bytes());
    v0.extend_from_slice(&[1, 2, 3, 4, 0, 0]);
    v0.extend_from_slice(&(-1i32).to_be_bytes());
    v0.extend_from_slice(&(-1i32).to_be_bytes());
    let mut all = v1.clone();
    all.extend_from_slice(&v0);
    all.extend_from_slice(&EMPTY_RECORD_BATCH);
    let items: Vec<_> = Records(&all).batches().collect::<Result<_, _>>().unwrap();
    let [Batch::Legacy(a), Batch::Legacy(b), Batch::V2(c)] = items[..] else {
        panic!("{items:?}")
    };
    assert_eq!((a.offset, a.magic, a.bytes, a.position), (5, 1, &v1[..], 0));
    assert_eq!(
        (b.offset, b.magic, b.bytes.len(), b.position),
        (6, 0, 26, 36)
    );
    assert_eq!(c.position(), 62);
    // RecordBatch::decode takes v2 only.
    let err = RecordBatch::decode(&v1).unwrap_err();
    assert_eq!(
        err.kind,
        DecodeErrorKind::BatchTooShort {
            length: 24,
            min: 49
        }
    );
    let mut fake = EMPTY_RECORD_BATCH;
    fake[16] = 1;
    let err = RecordBatch::decode(&fake).unwrap_err();
    assert_eq!(
        (err.kind, err.offset, err.at.field),
        (DecodeErrorKind::UnsupportedMagic { magic: 1 }, 16, "magic")
    );
    // Magic 3 and -1 are errors in a records field, named and placed.
    for magic in [3u8, 0xff] {
        let mut bad = EMPTY_RECORD_BATCH.to_vec();
        bad[16] = magic;
        let err = Records(&bad).batches().next().unwrap().unwrap_err();
        assert_eq!(
            err.kind,
            DecodeErrorKind::UnsupportedMagic { magic: magic as i8 }
        );
        assert_eq!(
            err.to_string(),
            format!(
                "RecordBatch.magic at byte 16: record batch magic {} is not 0, 1 or 2",
                magic as i8
            )
        );
    }
}

/// A batch of one record whose body (after the record length) is `body`, with a correct CRC.
fn one_record_batch(count: i32, records: &[u8]) -> Vec<u8> {
    let mut b = write(BatchSettings::default(), &[]);
    b.extend_from_slice(records);
    let len = (b.len() - 12) as i32;
    b[8..12].copy_from_slice(&len.to_be_bytes());
    b[57..61].copy_from_slice(&count.to_be_bytes());
    let crc = crc32c(&b[21..]);
    b[17..21].copy_from_slice(&crc.to_be_bytes());
    b
}

/// CRC-32C, bit by bit (independent of the crate's table-driven one).
fn crc32c(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in data {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0x82f6_3b78
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[test]
fn bad_batches_give_named_errors() {
    // The first error of reading the batch, then its records (a batch whose header reads is
    // returned by `decode`; its records are checked by `payload`).
    let err_of = |bytes: &[u8]| match RecordBatch::decode(bytes) {
        Err(e) => e,
        Ok((batch, _)) => batch.payload().unwrap_err(),
    };
    // Lengths below the header size, and negative.
    for length in [-1i32, 0, 48] {
        let mut b = EMPTY_RECORD_BATCH;
        b[8..12].copy_from_slice(&length.to_be_bytes());
        let e = err_of(&b);
        assert_eq!(e.kind, DecodeErrorKind::BatchTooShort { length, min: 49 });
        assert_eq!((e.offset, e.at.field), (8, "batchLength"));
        let e = Records(&b).batches().next().unwrap().unwrap_err();
        assert_eq!(e.kind, DecodeErrorKind::BatchTooShort { length, min: 49 });
    }
    // A good record: length 7, attributes, ts delta 0, offset delta 0, key null, value null, 0 headers.
    let good = [0x0c, 0, 0, 0, 1, 1, 0];
    one_record_batch(1, &good);
    RecordBatch::decode(&one_record_batch(1, &good)).unwrap();
    // Reading a batch checks its header, as Kafka's batch reader does: a batch whose records do
    // not match its count still reads, and is refused once its records are asked for.
    let bytes = one_record_batch(2, &good);
    let (miscounted, _) = RecordBatch::decode(&bytes).unwrap();
    miscounted.verify_crc().unwrap();
    let from_field = Records(miscounted.as_bytes())
        .batches()
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(from_field, Batch::V2(miscounted));
    assert!(miscounted.payload().is_err());
    assert!(miscounted
        .records(&mut Builtin::new(), &mut [], &Limits::default())
        .is_err());
    // Record count larger, smaller and negative.
    let e = err_of(&one_record_batch(2, &good));
    assert_eq!(
        (e.kind, e.offset, e.at.field),
        (
            DecodeErrorKind::RecordCountMismatch {
                declared: 2,
                found: 1
            },
            61,
            "recordCount"
        )
    );
    assert_eq!(
        e.to_string(),
        "RecordBatch.recordCount at byte 61: record batch declares 2 records but holds 1"
    );
    let two = [good, good].concat();
    let e = err_of(&one_record_batch(1, &two));
    assert_eq!(
        e.kind,
        DecodeErrorKind::RecordCountMismatch {
            declared: 1,
            found: 2
        }
    );
    let e = err_of(&one_record_batch(-1, &good));
    assert_eq!(
        e.kind,
        DecodeErrorKind::RecordCountMismatch {
            declared: -1,
            found: 0
        }
    );
    // Garbage after the declared records.
    let e = err_of(&one_record_batch(1, &[&good[..], &[0x03]].concat()));
    assert_eq!(
        (e.kind, e.offset),
        (DecodeErrorKind::TrailingBytes { count: 1 }, 68)
    );
    // Negative key length (-2), at byte 61 + 4.
    let e = err_of(&one_record_batch(1, &[0x0c, 0, 0, 0, 3, 1, 0]));
    assert_eq!(
        (e.kind, e.offset, e.at.message, e.at.field),
        (
            DecodeErrorKind::NegativeLength {
                prefix: Prefix::Varint,
                length: -2
            },
            65,
            "Record",
            "keyLength"
        )
    );
    assert_eq!(
        e.to_string(),
        "Record.keyLength at byte 65: varint length -2 is negative"
    );
    // Negative record length.
    let e = err_of(&one_record_batch(1, &[0x01]));
    assert_eq!(
        (e.at.message, e.at.field, e.offset),
        ("Record", "length", 61)
    );
    // Key longer than the record.
    let e = err_of(&one_record_batch(1, &[0x0c, 0, 0, 0, 0x10, 1, 0]));
    assert_eq!(
        e.kind,
        DecodeErrorKind::LengthPastEnd {
            prefix: Prefix::Varint,
            length: 8,
            remaining: 2
        }
    );
    // Fields that do not fill the record length.
    let e = err_of(&one_record_batch(1, &[0x0e, 0, 0, 0, 1, 1, 0, 9]));
    assert_eq!(
        (e.kind, e.offset, e.at.message),
        (DecodeErrorKind::TrailingBytes { count: 1 }, 68, "Record")
    );
    // A 5-byte offset delta with bits past 32: dropped, as Kafka's ByteUtils.readVarint drops them
    // (0xffffffff, zig-zag -2^31). A 6-byte one is an error.
    let batch = one_record_batch(1, &[0x14, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x7f, 1, 1, 0]);
    let (batch, _) = RecordBatch::decode(&batch).unwrap();
    let Payload::Records(mut records) = batch.payload().unwrap() else {
        panic!("uncompressed")
    };
    assert_eq!(records.next().unwrap().offset_delta, i32::MIN);
    let e = err_of(&one_record_batch(
        1,
        &[0x16, 0, 0, 0x80, 0x80, 0x80, 0x80, 0x80, 0, 1, 1, 0],
    ));
    assert_eq!(e.kind, DecodeErrorKind::VarintTooLong { max_bytes: 5 });
    // A timestamp delta of 11 varint bytes.
    let e = err_of(&one_record_batch(
        1,
        &[
            0x1c, 0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0, 0, 1, 1,
        ],
    ));
    assert_eq!(
        (e.kind, e.at.field),
        (
            DecodeErrorKind::VarintTooLong { max_bytes: 10 },
            "timestampDelta"
        )
    );
    // Headers: a negative count, a count past the end, a null key, a key that is not UTF-8.
    let e = err_of(&one_record_batch(1, &[0x0c, 0, 0, 0, 1, 1, 0x03]));
    assert_eq!(
        (e.kind, e.at.field),
        (
            DecodeErrorKind::NegativeLength {
                prefix: Prefix::Varint,
                length: -2
            },
            "headersCount"
        )
    );
    let e = err_of(&one_record_batch(1, &[0x0c, 0, 0, 0, 1, 1, 0x0a]));
    assert_eq!(
        e.kind,
        DecodeErrorKind::CountPastEnd {
            prefix: Prefix::Varint,
            count: 5,
            remaining: 0
        }
    );
    let e = err_of(&one_record_batch(
        1,
        &[0x10, 0, 0, 0, 1, 1, 0x02, 0x01, 0x01],
    ));
    assert_eq!(
        (e.kind, e.at.field),
        (
            DecodeErrorKind::NullNotAllowed {
                prefix: Prefix::Varint
            },
            "headerKeyLength"
        )
    );
    let e = err_of(&one_record_batch(
        1,
        &[0x12, 0, 0, 0, 1, 1, 0x02, 0x02, 0xff, 0x01],
    ));
    assert_eq!(
        (e.kind, e.at.field, e.offset),
        (
            DecodeErrorKind::InvalidUtf8 { valid_up_to: 0 },
            "headerKey",
            68
        )
    );
}

#[test]
fn every_byte_flip_and_truncation_is_handled() {
    let bytes = write(settings(), &sample_records());
    for cut in 0..bytes.len() {
        assert!(RecordBatch::decode(&bytes[..cut]).is_err());
    }
    let mut outcomes = [0usize; 2];
    for i in 0..bytes.len() {
        for bit in 0..8 {
            let mut b = bytes.clone();
            b[i] ^= 1 << bit;
            for item in Records(&b).batches() {
                match item {
                    Ok(Batch::V2(batch)) => {
                        outcomes[0] += 1;
                        // A batch that still parses must fail its CRC, or have only its
                        // uncovered header bytes (before the attributes) changed.
                        assert!(batch.verify_crc().is_err() || i < 21, "byte {i} bit {bit}");
                        match batch.payload() {
                            Ok(Payload::Records(it)) => {
                                assert_eq!(it.count(), batch.record_count() as usize)
                            }
                            Ok(Payload::Compressed { .. }) => {}
                            Err(e) => {
                                outcomes[1] += 1;
                                assert!(e.offset <= b.len(), "{e}");
                            }
                        }
                    }
                    Ok(_) => {}
                    Err(e) => {
                        outcomes[1] += 1;
                        assert!(e.offset <= b.len(), "{e}");
                    }
                }
            }
        }
    }
    assert!(outcomes[0] > 0 && outcomes[1] > 0, "{outcomes:?}");
}

#[test]
fn compressed_batch_shows_codec_and_bytes() {
    let records = kp_records(&sample_records(), &settings());
    let mut buf = BytesMut::new();
    RecordBatchEncoder::encode(
        &mut buf,
        &records,
        &RecordEncodeOptions {
            version: 2,
            compression: KpCompression::Gzip,
        },
    )
    .unwrap();
    let bytes = buf.to_vec();
    let batch = only_batch(&bytes);
    batch.verify_crc().unwrap();
    assert_eq!(batch.compression(), Compression::GZIP);
    assert_eq!(batch.compression().name(), "gzip");
    assert_eq!(batch.record_count(), 4);
    let Payload::Compressed {
        compression,
        bytes: compressed,
    } = batch.payload().unwrap()
    else {
        panic!("not compressed")
    };
    assert_eq!(compression, Compression::GZIP);
    assert_eq!(compressed, &bytes[HEADER_LEN..]);
    assert_eq!(&compressed[..2], &[0x1f, 0x8b], "gzip magic");
    let mut plain = Vec::new();
    flate2::read::GzDecoder::new(compressed)
        .read_to_end(&mut plain)
        .unwrap();
    let got: Vec<_> = batch.decompressed_records(&plain).unwrap().collect();
    for (i, (g, w)) in got.iter().zip(&sample_records()).enumerate() {
        assert_same(g, w, i as i32);
    }
    assert_eq!(got.len(), 4);
    // The same records uncompressed are the decompressed bytes.
    let ours = write(settings(), &sample_records());
    assert_eq!(&ours[HEADER_LEN..], &plain[..]);
    // A decompressed buffer with a record missing is a count mismatch, offsets from its start.
    let first_len = got[0].length as usize + if got[0].length < 64 { 1 } else { 2 };
    let e = batch.decompressed_records(&plain[first_len..]).unwrap_err();
    assert_eq!(
        (e.kind, e.offset),
        (
            DecodeErrorKind::RecordCountMismatch {
                declared: 4,
                found: 3
            },
            0
        )
    );
}

/// The sample records as `kafka-protocol` records with the batch fields of `s`.
fn kp_records(records: &[NewRecord<'_>], s: &BatchSettings) -> Vec<KpRecord> {
    records
        .iter()
        .enumerate()
        .map(|(i, r)| KpRecord {
            transactional: s.transactional,
            control: s.control,
            delete_horizon: false,
            partition_leader_epoch: s.partition_leader_epoch,
            producer_id: s.producer_id,
            producer_epoch: s.producer_epoch,
            timestamp_type: match s.timestamp_type {
                TimestampType::CreateTime => KpTimestampType::Creation,
                TimestampType::LogAppendTime => KpTimestampType::LogAppend,
            },
            offset: s.base_offset + i as i64,
            sequence: s.base_sequence.wrapping_add(i as i32),
            timestamp: r.timestamp,
            key: r.key.map(Bytes::copy_from_slice),
            value: r.value.map(Bytes::copy_from_slice),
            headers: r
                .headers
                .iter()
                .map(|(k, v)| {
                    (
                        StrBytes::from_string(k.to_string()),
                        v.map(Bytes::copy_from_slice),
                    )
                })
                .collect::<IndexMap<_, _>>(),
        })
        .collect()
}

/// Batch setups for the interop tests: plain, idempotent, transactional, log-append time, control.
fn interop_cases() -> Vec<(BatchSettings, Vec<NewRecord<'static>>)> {
    let ascending: Vec<_> = sample_records()
        .into_iter()
        .enumerate()
        .map(|(i, r)| NewRecord {
            timestamp: 1_000 + 7 * i as i64,
            ..r
        })
        .collect();
    vec![
        (BatchSettings::default(), ascending.clone()),
        (BatchSettings::default(), ascending[1..2].to_vec()),
        (
            BatchSettings {
                producer_id: 5,
                producer_epoch: 0,
                base_sequence: 0,
                base_offset: 0,
                ..BatchSettings::default()
            },
            ascending.clone(),
        ),
        (settings(), ascending.clone()),
        (
            BatchSettings {
                timestamp_type: TimestampType::LogAppendTime,
                base_offset: i64::from(i32::MAX) + 10,
                ..BatchSettings::default()
            },
            ascending[2..].to_vec(),
        ),
        (
            BatchSettings {
                control: true,
                ..settings()
            },
            vec![NewRecord {
                timestamp: 77,
                key: Some(&[0, 0, 0, 1]),
                value: Some(&[0, 0, 0, 0, 0, 9]),
                headers: &[],
            }],
        ),
        (
            BatchSettings::default(),
            (0..200)
                .map(|i| NewRecord {
                    timestamp: 1_700_000_000_000 + i * 1000,
                    key: Some(b"k"),
                    value: Some(&[0xab; 200]),
                    headers: &HEADERS[..1],
                })
                .collect(),
        ),
    ]
}

#[test]
fn kafka_protocol_encoder_writes_the_same_bytes_and_we_read_them() {
    for (n, (s, records)) in interop_cases().into_iter().enumerate() {
        let theirs = {
            let mut buf = BytesMut::new();
            RecordBatchEncoder::encode(
                &mut buf,
                &kp_records(&records, &s),
                &RecordEncodeOptions {
                    version: 2,
                    compression: KpCompression::None,
                },
            )
            .unwrap();
            buf.to_vec()
        };
        let mut ours = write(s, &records);
        if s.timestamp_type == TimestampType::LogAppendTime {
            // kafka-protocol's encoder never sets the timestamp-type attribute bit: with it cleared
            // (and the CRC recomputed) the bytes are the same.
            assert_eq!(ours[22] & 0x08, 0x08);
            ours[22] &= !0x08;
            let crc = crc32c(&ours[21..]);
            ours[17..21].copy_from_slice(&crc.to_be_bytes());
        }
        assert_eq!(ours, theirs, "case {n}: bytes differ");
        let batch = only_batch(&theirs);
        batch.verify_crc().unwrap();
        assert_eq!(batch.base_offset(), s.base_offset, "case {n}");
        assert_eq!(batch.producer_id(), s.producer_id);
        assert_eq!(batch.is_control(), s.control);
        let got = records_of(&batch);
        assert_eq!(got.len(), records.len());
        for (i, (g, w)) in got.iter().zip(&records).enumerate() {
            assert_same(g, w, i as i32);
        }
    }
}

#[test]
fn our_batches_decode_in_kafka_protocol() {
    for (n, (s, records)) in interop_cases().into_iter().enumerate() {
        // Two batches back to back in one records field.
        let mut field = write(s, &records);
        field.extend_from_slice(&write(
            BatchSettings {
                base_offset: s.base_offset + records.len() as i64,
                ..s
            },
            &records[..1],
        ));
        let mut buf = Bytes::from(field.clone());
        let sets = RecordBatchDecoder::decode_all(&mut buf).unwrap();
        assert_eq!(sets.len(), 2, "case {n}");
        let expected = kp_records(&records, &s);
        assert_eq!(sets[0].records, expected, "case {n}");
        assert_eq!(sets[1].records.len(), 1);
        assert_eq!(
            sets[1].records[0].offset,
            s.base_offset + records.len() as i64
        );
        // And the field reads back here as two batches.
        let ours: Vec<_> = Records(&field).batches().collect::<Result<_, _>>().unwrap();
        assert!(matches!(ours[..], [Batch::V2(_), Batch::V2(_)]), "case {n}");
    }
}

/// (offset, timestamp) of each record, as a reader yields them.
fn offsets_and_timestamps<'r>(records: impl Iterator<Item = Record<'r>>) -> Vec<(i64, i64)> {
    records.map(|r| (r.offset(), r.timestamp())).collect()
}

#[test]
fn log_append_time_gives_every_record_the_batch_max_timestamp_on_every_path() {
    use kafka_view::records::{Builtin, Limits};
    let input = [
        NewRecord {
            timestamp: 7,
            key: None,
            value: Some(b"a"),
            headers: &[],
        },
        NewRecord {
            timestamp: 9,
            key: None,
            value: Some(b"b"),
            headers: &[],
        },
    ];
    for (timestamp_type, want) in [
        (TimestampType::LogAppendTime, [(50, 9), (51, 9)]),
        (TimestampType::CreateTime, [(50, 7), (51, 9)]),
    ] {
        let bytes = write(
            BatchSettings {
                base_offset: 50,
                timestamp_type,
                ..BatchSettings::default()
            },
            &input,
        );
        let batch = only_batch(&bytes);
        assert_eq!(batch.timestamp_type(), timestamp_type);
        assert_eq!((batch.base_timestamp(), batch.max_timestamp()), (7, 9));
        // The wire deltas are kept as they are; only the timestamp reads by the type.
        let deltas: Vec<i64> = records_of(&batch)
            .iter()
            .map(|r| r.timestamp_delta)
            .collect();
        assert_eq!(deltas, [0, 2]);
        let one = batch
            .records(&mut Builtin::new(), &mut [], &Limits::default())
            .unwrap();
        assert_eq!(
            offsets_and_timestamps(one),
            want,
            "{timestamp_type:?}: batch.records"
        );
        assert_eq!(
            offsets_and_timestamps(records_of(&batch).into_iter()),
            want,
            "{timestamp_type:?}: payload"
        );
        let flat: Vec<Record<'_>> = Records(&bytes)
            .records(Builtin::new(), &mut [], &Limits::default())
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(
            offsets_and_timestamps(flat.into_iter()),
            want,
            "{timestamp_type:?}: Records::records"
        );
        assert!(records_of(&batch)
            .iter()
            .all(|r| r.timestamp_type() == timestamp_type && r.batch() == batch));
    }
}

#[test]
fn record_sequence_counts_from_the_batch_base_sequence() {
    let bytes = write(settings(), &sample_records());
    let batch = only_batch(&bytes);
    let got: Vec<i32> = records_of(&batch).iter().map(Record::sequence).collect();
    assert_eq!(got, [41, 42, 43, 44]);
    let bytes = write(
        BatchSettings {
            base_sequence: -1,
            ..settings()
        },
        &sample_records(),
    );
    assert!(records_of(&only_batch(&bytes))
        .iter()
        .all(|r| r.sequence() == -1));
    // Past i32::MAX the sequence wraps to 0, as Kafka's DefaultRecordBatch.incrementSequence.
    let bytes = write(
        BatchSettings {
            base_sequence: i32::MAX - 1,
            ..settings()
        },
        &sample_records(),
    );
    let got: Vec<i32> = records_of(&only_batch(&bytes))
        .iter()
        .map(Record::sequence)
        .collect();
    assert_eq!(got, [i32::MAX - 1, i32::MAX, 0, 1]);
}

//! Compressed record batches: batches compressed by the `kafka-protocol` crate decode here to the
//! same records, batches we compress decode in `kafka-protocol`, every codec's bad input (corrupt
//! bytes, a wrong codec id, a bomb, output past the buffer, a cut-off frame) is a named error, and
//! batches captured from real clients (`tests/data/compressed/`) decode to what was sent.

use bytes::{Bytes, BytesMut};
use kafka_protocol::indexmap::IndexMap;
use kafka_protocol::protocol::StrBytes;
use kafka_protocol::records::{
    Compression as KpCompression, Record as KpRecord, RecordBatchDecoder, RecordBatchEncoder,
    RecordEncodeOptions, TimestampType as KpTimestampType,
};
use kafka_view::records::{
    Batch, BatchSettings, BatchWriter, Builtin, Codec, Compression, Gzip, Limits, Lz4, NewRecord,
    Payload, Record, RecordBatch, Snappy, SnappyFraming, Zstd, HEADER_LEN,
};
use kafka_view::{
    error::{DecodeError, DecodeErrorKind, EncodeError},
    records::Records,
};

const CODECS: [Compression; 4] = [
    Compression::GZIP,
    Compression::SNAPPY,
    Compression::LZ4,
    Compression::ZSTD,
];

const HEADERS: &[(&str, Option<&[u8]>)] = &[
    ("trace-id", Some(b"abc123")),
    ("null-value", None),
    ("schlüssel", Some(&[0, 255, 7])),
];

/// Record sets: one record, a few of every shape, and enough repetitive ones to span several
/// codec blocks (snappy's 32 KiB xerial chunks, LZ4's 64 KiB blocks).
fn record_sets() -> Vec<Vec<NewRecord<'static>>> {
    let big: &'static [u8] = Box::leak(
        (0..70_000u32)
            .map(|i| (i % 251) as u8 ^ (i / 1000) as u8)
            .collect::<Vec<_>>()
            .into_boxed_slice(),
    );
    let noise: &'static [u8] = Box::leak(
        (0..5_000u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect::<Vec<_>>()
            .into_boxed_slice(),
    );
    vec![
        vec![NewRecord {
            timestamp: 1_000,
            key: Some(b"k"),
            value: Some(b"v"),
            headers: &[],
        }],
        vec![
            NewRecord {
                timestamp: 1_700_000_000_000,
                key: Some(b"key-0"),
                value: Some(b"value-0"),
                headers: HEADERS,
            },
            NewRecord {
                timestamp: 1_700_000_000_007,
                key: None,
                value: Some(b"no key"),
                headers: &[],
            },
            NewRecord {
                timestamp: 1_700_000_000_014,
                key: Some(b"tombstone"),
                value: None,
                headers: &HEADERS[1..2],
            },
            NewRecord {
                timestamp: 1_700_000_000_021,
                key: Some(b""),
                value: Some(noise),
                headers: &HEADERS[..1],
            },
        ],
        (0..300)
            .map(|i| NewRecord {
                timestamp: 1_700_000_000_000 + i * 10,
                key: Some(b"same-key"),
                value: Some(&big[(i as usize * 200)..(i as usize * 200 + 300)]),
                headers: &HEADERS[..1],
            })
            .collect(),
        vec![NewRecord {
            timestamp: 5,
            key: None,
            value: Some(big),
            headers: &[],
        }],
    ]
}

fn settings() -> BatchSettings {
    BatchSettings {
        base_offset: 0,
        producer_id: 77,
        producer_epoch: 1,
        base_sequence: 10,
        ..BatchSettings::default()
    }
}

fn kp_compression(c: Compression) -> KpCompression {
    match c {
        Compression::GZIP => KpCompression::Gzip,
        Compression::SNAPPY => KpCompression::Snappy,
        Compression::LZ4 => KpCompression::Lz4,
        Compression::ZSTD => KpCompression::Zstd,
        _ => KpCompression::None,
    }
}

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
            timestamp_type: KpTimestampType::Creation,
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

fn kp_encode(records: &[NewRecord<'_>], c: Compression) -> Vec<u8> {
    let mut buf = BytesMut::new();
    RecordBatchEncoder::encode(
        &mut buf,
        &kp_records(records, &settings()),
        &RecordEncodeOptions {
            version: 2,
            compression: kp_compression(c),
        },
    )
    .unwrap();
    buf.to_vec()
}

/// Our batch of `records`, compressed with `codec`.
fn ours<C: Codec>(records: &[NewRecord<'_>], c: Compression, codec: &mut C) -> Vec<u8> {
    let size: usize = records
        .iter()
        .map(|r| r.value.map_or(0, <[u8]>::len) + 1024)
        .sum::<usize>()
        * 2;
    let mut buf = vec![0u8; size];
    let mut scratch = vec![0u8; size];
    let mut w = BatchWriter::new(&mut buf, settings()).unwrap();
    for r in records {
        w.push(r).unwrap();
    }
    let n = w.finish_compressed(codec, c, &mut scratch).unwrap();
    buf.truncate(n);
    buf
}

fn only_batch(bytes: &[u8]) -> RecordBatch<'_> {
    let (batch, rest) = RecordBatch::decode(bytes).unwrap();
    assert!(rest.is_empty());
    batch
}

fn assert_same(got: &[Record<'_>], want: &[NewRecord<'_>]) {
    assert_eq!(got.len(), want.len());
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert_eq!(g.offset_delta, i as i32);
        assert_eq!(g.timestamp(), w.timestamp);
        assert_eq!(g.key, w.key, "record {i}");
        assert_eq!(g.value, w.value, "record {i}");
        assert_eq!(g.headers.collect::<Vec<_>>(), w.headers);
    }
}

fn decompress_all<'d>(batch: &RecordBatch<'d>, out: &'d mut [u8]) -> Vec<Record<'d>> {
    batch
        .decompress(&mut Builtin::new(), out, &Limits::default())
        .unwrap_or_else(|e| panic!("{:?}: {e}", batch.compression()))
        .collect()
}

#[test]
fn kafka_protocol_compressed_batches_decode_to_the_same_records() {
    for c in CODECS {
        for (n, records) in record_sets().iter().enumerate() {
            let bytes = kp_encode(records, c);
            let batch = only_batch(&bytes);
            batch.verify_crc().unwrap();
            assert_eq!(batch.compression(), c, "set {n}");
            assert!(matches!(batch.payload(), Ok(Payload::Compressed { .. })));
            let mut out = vec![0u8; 1 << 20];
            let got = decompress_all(&batch, &mut out);
            assert_same(&got, records);
            // The decompressed bytes are exactly our uncompressed batch's records.
            let plain = ours(records, Compression::NONE, &mut Builtin::new());
            let mut out = vec![0u8; 1 << 20];
            let n = Builtin::new()
                .decompress(c, batch.records_bytes(), &mut out, &Limits::default())
                .unwrap();
            assert_eq!(&out[..n], &plain[HEADER_LEN..], "{c:?} set {n}");
        }
    }
}

#[test]
fn our_compressed_batches_decode_in_kafka_protocol() {
    let mut snappy_raw = Snappy {
        framing: SnappyFraming::Raw,
    };
    for c in CODECS {
        for records in record_sets() {
            let mut variants = vec![ours(&records, c, &mut Builtin::new())];
            if c == Compression::SNAPPY {
                variants.push(ours(&records, c, &mut snappy_raw));
            }
            for bytes in variants {
                let batch = only_batch(&bytes);
                batch.verify_crc().unwrap();
                assert_eq!(batch.compression(), c);
                assert_eq!(batch.attributes() & 7, i16::from(c.0));
                let sets = RecordBatchDecoder::decode_all(&mut Bytes::from(bytes.clone()))
                    .unwrap_or_else(|e| panic!("kafka-protocol refuses our {c:?}: {e}"));
                assert_eq!(sets.len(), 1);
                assert_eq!(sets[0].records, kp_records(&records, &settings()), "{c:?}");
                // And we read it back.
                let mut out = vec![0u8; 1 << 20];
                let got = decompress_all(&batch, &mut out);
                assert_same(&got, &records);
            }
        }
    }
}

#[test]
fn compressing_shrinks_repetitive_records() {
    let records = &record_sets()[2];
    let plain = ours(records, Compression::NONE, &mut Builtin::new()).len();
    for c in CODECS {
        let packed = ours(records, c, &mut Builtin::new()).len();
        assert!(packed * 3 < plain, "{c:?}: {packed} of {plain} bytes");
    }
}

#[test]
fn records_reads_compressed_and_plain_batches_alike() {
    let records = &record_sets()[1];
    let mut field = ours(records, Compression::NONE, &mut Builtin::new());
    for c in CODECS {
        field.extend(ours(records, c, &mut Builtin::new()));
    }
    let mut codecs = Builtin::new();
    let mut seen = 0;
    for batch in Records(&field).batches() {
        let Batch::V2(batch) = batch.unwrap() else {
            panic!()
        };
        let mut out = [0u8; 16 << 10];
        let got: Vec<_> = batch
            .records(&mut codecs, &mut out, &Limits::default())
            .unwrap()
            .collect();
        assert_same(&got, records);
        seen += 1;
    }
    assert_eq!(seen, 5);
}

#[test]
fn single_codecs_refuse_other_ids_and_unknown_ids_are_errors() {
    let records = &record_sets()[0];
    let bytes = ours(records, Compression::GZIP, &mut Builtin::new());
    let batch = only_batch(&bytes);
    let mut out = [0u8; 256];
    let e = batch
        .decompress(&mut Lz4, &mut out, &Limits::default())
        .unwrap_err();
    assert_eq!(e.kind, DecodeErrorKind::UnsupportedCompression { id: 1 });
    assert_eq!((e.offset, e.at.field), (21, "attributes"));
    // Codec ids 5 to 7 are not Kafka's: the batch parses (attributes are not checked) but does
    // not decompress.
    for id in 5..=7u8 {
        let mut b = bytes.clone();
        b[22] = (b[22] & !7) | id;
        let batch = only_batch(&b);
        assert_eq!(batch.compression(), Compression(id));
        let e = batch
            .decompress(&mut Builtin::new(), &mut out, &Limits::default())
            .unwrap_err();
        assert_eq!(e.kind, DecodeErrorKind::UnsupportedCompression { id });
        assert_eq!(
            e.to_string(),
            format!("RecordBatch.attributes at byte 21: no codec for compression id {id}")
        );
    }
    // An uncompressed batch is not decompressed.
    let plain = ours(records, Compression::NONE, &mut Builtin::new());
    let e = only_batch(&plain)
        .decompress(&mut Builtin::new(), &mut out, &Limits::default())
        .unwrap_err();
    assert_eq!(e.kind, DecodeErrorKind::UnsupportedCompression { id: 0 });
    // Compressing with an id the codec lacks.
    let mut w_buf = [0u8; 256];
    let mut w = BatchWriter::new(&mut w_buf, settings()).unwrap();
    w.push(&records[0]).unwrap();
    assert_eq!(
        w.finish_compressed(&mut Gzip::default(), Compression::ZSTD, &mut [0u8; 256]),
        Err(EncodeError::UnsupportedCompression { id: 4 })
    );
}

#[test]
fn empty_compressed_batch_is_not_decompressed() {
    // Kafka reads no bytes of a batch without records; neither do we.
    for c in CODECS {
        let mut buf = [0u8; 128];
        let w = BatchWriter::new(&mut buf, settings()).unwrap();
        let n = w
            .finish_compressed(&mut Builtin::new(), c, &mut [0u8; 128])
            .unwrap();
        let mut b = buf[..n].to_vec();
        b.extend_from_slice(b"garbage");
        let len = (b.len() - 12) as i32;
        b[8..12].copy_from_slice(&len.to_be_bytes());
        let batch = only_batch(&b);
        let mut out = [0u8; 8];
        let got = batch
            .decompress(&mut Builtin::new(), &mut out, &Limits::default())
            .unwrap();
        assert_eq!(got.count(), 0);
    }
}

/// `bytes` (a batch) with its compressed payload replaced by `payload`, length fixed up.
fn with_payload(bytes: &[u8], payload: &[u8]) -> Vec<u8> {
    let mut b = bytes[..HEADER_LEN].to_vec();
    b.extend_from_slice(payload);
    let len = (b.len() - 12) as i32;
    b[8..12].copy_from_slice(&len.to_be_bytes());
    b
}

fn decompress_err(bytes: &[u8], out_len: usize, limits: &Limits) -> DecodeError {
    let batch = only_batch(bytes);
    let mut out = vec![0u8; out_len];
    match batch.decompress(&mut Builtin::new(), &mut out, limits) {
        Ok(r) => panic!(
            "{:?}: decompressed {} records",
            batch.compression(),
            r.count()
        ),
        Err(e) => e,
    }
}

#[test]
fn output_past_the_buffer_is_an_error_for_every_codec() {
    let records = &record_sets()[2];
    for c in CODECS {
        let bytes = ours(records, c, &mut Builtin::new());
        let plain = ours(records, Compression::NONE, &mut Builtin::new()).len() - HEADER_LEN;
        for cap in [0, 100, plain / 2, plain - 1] {
            let e = decompress_err(&bytes, cap, &Limits::default());
            assert_eq!(
                e.kind,
                DecodeErrorKind::OutputTooLarge { capacity: cap },
                "{c:?} cap {cap}: {e}"
            );
            assert!(e.offset >= HEADER_LEN && e.offset < bytes.len(), "{e}");
        }
        // Exactly enough room is enough.
        let batch = only_batch(&bytes);
        let mut out = vec![0u8; plain];
        assert_eq!(
            batch
                .decompress(&mut Builtin::new(), &mut out, &Limits::default())
                .unwrap()
                .count(),
            300
        );
    }
}

#[test]
fn truncated_frames_are_errors_for_every_codec() {
    let records = &record_sets()[1];
    for c in CODECS {
        let bytes = ours(records, c, &mut Builtin::new());
        let payload = &bytes[HEADER_LEN..];
        let mut kinds = std::collections::BTreeSet::new();
        for cut in 0..payload.len() {
            let b = with_payload(&bytes, &payload[..cut]);
            let e = decompress_err(&b, 1 << 16, &Limits::default());
            assert!(e.offset <= b.len(), "{c:?} cut {cut}: {e}");
            assert!(!e.at.message.is_empty(), "{c:?} cut {cut}: {e}");
            kinds.insert(format!("{:?}", std::mem::discriminant(&e.kind)));
        }
        assert!(!kinds.is_empty());
    }
    // Pinned: a gzip member cut inside its trailer, an LZ4 frame without its end mark, a xerial
    // chunk cut short, a zstd frame cut inside a block.
    let cases = [
        (Compression::GZIP, 4, "Gzip.trailer", "needs 8 bytes"),
        (
            Compression::LZ4,
            4,
            "Lz4Frame.blockSize",
            "needs 4 bytes but 0 remain",
        ),
        (Compression::SNAPPY, 1, "SnappyXerial.chunk", "exceeds"),
        (Compression::ZSTD, 1, "ZstdFrame.block", "needs 1 byte"),
    ];
    for (c, cut, field, words) in cases {
        let bytes = ours(records, c, &mut Builtin::new());
        let payload = &bytes[HEADER_LEN..bytes.len() - cut];
        let b = with_payload(&bytes, payload);
        let e = decompress_err(&b, 1 << 16, &Limits::default());
        let s = e.to_string();
        assert!(s.starts_with(field), "{c:?}: {s}");
        let _ = words;
    }
}

#[test]
fn corrupt_bytes_are_named_errors() {
    let records = &record_sets()[1];
    let mut out = vec![0u8; 1 << 16];
    let check = |c: Compression, at: usize, value: u8, want: &str| {
        let mut b = ours(records, c, &mut Builtin::new());
        b[HEADER_LEN + at] = value;
        let batch = only_batch(&b);
        let mut out = vec![0u8; 1 << 16];
        let e = batch
            .decompress(&mut Builtin::new(), &mut out, &Limits::default())
            .unwrap_err();
        assert_eq!(e.to_string(), want, "{c:?}");
    };
    check(
        Compression::GZIP,
        0,
        0x1e,
        "Gzip.magic at byte 61: corrupt compressed data: not gzip (magic is not 1f 8b)",
    );
    check(
        Compression::GZIP,
        2,
        7,
        "Gzip.method at byte 63: corrupt compressed data: compression method is not deflate (8)",
    );
    check(
        Compression::LZ4,
        0,
        0,
        "Lz4Frame.magic at byte 61: corrupt compressed data: not an LZ4 frame (magic)",
    );
    check(
        Compression::LZ4,
        6,
        0,
        "Lz4Frame.headerChecksum at byte 67: corrupt compressed data: frame descriptor checksum mismatch",
    );
    check(
        Compression::LZ4,
        4,
        0x40,
        "Lz4Frame.flg at byte 65: corrupt compressed data: dependent blocks are not supported",
    );
    check(
        Compression::ZSTD,
        0,
        0,
        "ZstdFrame.magic at byte 61: corrupt compressed data: not a zstd frame (magic)",
    );
    // xerial: a chunk length turned negative.
    check(
        Compression::SNAPPY,
        16,
        0xff,
        "SnappyXerial.chunkSize at byte 77: corrupt compressed data: negative chunk size",
    );
    // A gzip trailer whose CRC-32 is off by one bit.
    let b = ours(records, Compression::GZIP, &mut Builtin::new());
    let mut bad = b.clone();
    let crc_at = bad.len() - 8;
    bad[crc_at] ^= 1;
    let e = only_batch(&bad)
        .decompress(&mut Builtin::new(), &mut out, &Limits::default())
        .unwrap_err();
    assert_eq!((e.at.field, e.offset), ("crc32", crc_at));
    // Every single byte flipped in every codec's payload: an error or records, never a panic.
    for c in CODECS {
        let b = ours(records, c, &mut Builtin::new());
        for at in HEADER_LEN..b.len() {
            for flip in [0x01, 0x80, 0xff] {
                let mut bad = b.clone();
                bad[at] ^= flip;
                let batch = only_batch(&bad);
                if let Ok(r) = batch.decompress(&mut Builtin::new(), &mut out, &Limits::default()) {
                    assert_eq!(r.count(), 4);
                }
            }
        }
    }
}

#[test]
fn bombs_are_refused_by_the_limits() {
    let records = &record_sets()[0];
    let base = ours(records, Compression::SNAPPY, &mut Builtin::new());
    // Raw snappy declaring 1 GiB (varint 0x80 0x80 0x80 0x80 0x04) in five bytes.
    let b = with_payload(&base, &[0x80, 0x80, 0x80, 0x80, 0x04]);
    let e = decompress_err(&b, 1 << 16, &Limits::default());
    assert_eq!(
        e.kind,
        DecodeErrorKind::DeclaredSizeTooLarge {
            size: 1 << 30,
            limit: 16 << 20
        }
    );
    assert_eq!((e.offset, e.at.field), (61, "length"));
    // The same within the declared limit but past the ratio.
    let e = decompress_err(
        &b,
        1 << 16,
        &Limits {
            max_declared: u64::MAX,
            max_ratio: 1000,
        },
    );
    assert!(
        matches!(e.kind, DecodeErrorKind::RatioTooLarge { compressed: 5, decompressed, max_ratio: 1000 } if decompressed == 1 << 30)
    );
    // zstd: a frame header asking for a 1 GiB window.
    let z = ours(records, Compression::ZSTD, &mut Builtin::new());
    let frame = [0x28, 0xb5, 0x2f, 0xfd, 0x00, 0xa0, 0, 0, 0];
    let e = decompress_err(&with_payload(&z, &frame), 1 << 16, &Limits::default());
    assert_eq!(
        e.kind,
        DecodeErrorKind::DeclaredSizeTooLarge {
            size: 1 << 30,
            limit: 16 << 20
        }
    );
    assert_eq!(e.at.field, "windowDescriptor");
    // LZ4: a content size of 1 TiB.
    let l = ours(records, Compression::LZ4, &mut Builtin::new());
    let mut frame = vec![0x04, 0x22, 0x4d, 0x18, 0x68, 0x40];
    frame.extend_from_slice(&(1u64 << 40).to_le_bytes());
    let hc = (kafka_view::records::xxh32(&frame[4..], 0) >> 8) as u8;
    frame.push(hc);
    frame.extend_from_slice(&[0, 0, 0, 0]);
    let e = decompress_err(&with_payload(&l, &frame), 1 << 16, &Limits::default());
    assert_eq!(e.at.field, "contentSize");
    assert!(matches!(
        e.kind,
        DecodeErrorKind::DeclaredSizeTooLarge { .. }
    ));
    // gzip of 4 MiB of zeros (about 4 KB compressed): past a ratio of 100, whatever the buffer.
    let zeros = vec![0u8; 4 << 20];
    let rec = [NewRecord {
        timestamp: 0,
        key: None,
        value: Some(&zeros),
        headers: &[],
    }];
    for c in CODECS {
        let bomb = ours(&rec, c, &mut Builtin::new());
        assert!(bomb.len() < 300_000, "{c:?} {}", bomb.len());
        let e = decompress_err(
            &bomb,
            8 << 20,
            &Limits {
                max_declared: u64::MAX,
                max_ratio: 10,
            },
        );
        assert!(
            matches!(e.kind, DecodeErrorKind::RatioTooLarge { .. }),
            "{c:?}: {e}"
        );
        // With room and no limits it decompresses.
        let batch = only_batch(&bomb);
        let mut out = vec![0u8; 5 << 20];
        let r: Vec<_> = batch
            .decompress(&mut Builtin::new(), &mut out, &Limits::UNLIMITED)
            .unwrap()
            .collect();
        assert_eq!(r[0].value.map(<[u8]>::len), Some(4 << 20));
    }
}

#[test]
fn snappy_reads_raw_and_xerial_as_java_does() {
    let plain = b"hello hello hello hello hello, snappy";
    let mut raw = vec![0u8; 128];
    let n = Snappy {
        framing: SnappyFraming::Raw,
    }
    .compress(Compression::SNAPPY, plain, &mut raw)
    .unwrap();
    raw.truncate(n);
    // The snap crate reads our raw block, and we read its.
    assert_eq!(
        snap::raw::Decoder::new().decompress_vec(&raw).unwrap(),
        plain
    );
    let theirs = snap::raw::Encoder::new().compress_vec(plain).unwrap();
    let mut out = [0u8; 64];
    let mut s = Snappy::default();
    let got = s
        .decompress(Compression::SNAPPY, &theirs, &mut out, &Limits::default())
        .unwrap();
    assert_eq!(&out[..got], plain);
    // xerial framing: header, then chunks; two streams concatenated read as one.
    let mut x = vec![0u8; 256];
    let n = s.compress(Compression::SNAPPY, plain, &mut x).unwrap();
    x.truncate(n);
    assert_eq!(&x[..8], &kafka_view::records::XERIAL_MAGIC);
    let mut two = x.clone();
    two.extend_from_slice(&x);
    let got = s
        .decompress(Compression::SNAPPY, &two, &mut out[..], &Limits::default())
        .unwrap_err();
    assert_eq!(got.kind, DecodeErrorKind::OutputTooLarge { capacity: 64 });
    let mut big = [0u8; 128];
    let got = s
        .decompress(Compression::SNAPPY, &two, &mut big, &Limits::default())
        .unwrap();
    assert_eq!(&big[..got], [&plain[..], &plain[..]].concat());
    // 1 to 3 bytes after the last chunk end the stream (Java reads them as end of input).
    for extra in 1..=3 {
        let mut t = x.clone();
        t.extend(std::iter::repeat_n(0xee, extra));
        let got = s
            .decompress(Compression::SNAPPY, &t, &mut out, &Limits::default())
            .unwrap();
        assert_eq!(&out[..got], plain);
    }
    // A concatenated header with version 0 is refused; one with a bad magic ends the stream.
    let mut t = x.clone();
    t.extend_from_slice(&kafka_view::records::XERIAL_MAGIC);
    t.extend_from_slice(&[0, 0, 0, 0, 0, 0, 0, 1]);
    let e = s
        .decompress(Compression::SNAPPY, &t, &mut big, &Limits::default())
        .unwrap_err();
    assert_eq!(e.at.field, "version");
    let mut t = x.clone();
    t.extend_from_slice(b"\x82SNAPPX\0\0\0\0\x01\0\0\0\x01garbage");
    let got = s
        .decompress(Compression::SNAPPY, &t, &mut big, &Limits::default())
        .unwrap();
    assert_eq!(&big[..got], plain);
    // Empty input is an error, as in Java.
    assert!(s
        .decompress(Compression::SNAPPY, &[], &mut big, &Limits::default())
        .is_err());
}

#[test]
fn gzip_reads_concatenated_members_and_header_fields() {
    let mut g = Gzip::default();
    let mut one = vec![0u8; 256];
    let n = g.compress(Compression::GZIP, b"first ", &mut one).unwrap();
    one.truncate(n);
    let mut second = vec![0u8; 256];
    let n = g
        .compress(Compression::GZIP, b"second", &mut second)
        .unwrap();
    second.truncate(n);
    // FNAME, FCOMMENT, FEXTRA and a correct FHCRC in the second member's header.
    let mut header = vec![0x1f, 0x8b, 8, 0x1e, 0, 0, 0, 0, 0, 3, 2, 0, b'x', b'y'];
    header.extend_from_slice(b"name\0comment\0");
    let crc = crc32fast::hash(&header);
    header.extend_from_slice(&(crc as u16).to_le_bytes());
    let mut two = one.clone();
    two.extend_from_slice(&header);
    two.extend_from_slice(&second[10..]);
    let mut out = [0u8; 64];
    let n = g
        .decompress(Compression::GZIP, &two, &mut out, &Limits::default())
        .unwrap();
    assert_eq!(&out[..n], b"first second");
    // flate2 reads the same bytes the same way.
    let mut theirs = Vec::new();
    std::io::Read::read_to_end(
        &mut flate2::read::MultiGzDecoder::new(&two[..]),
        &mut theirs,
    )
    .unwrap();
    assert_eq!(theirs, b"first second");
    // A wrong header CRC in the first member is refused; in a later member it ends the stream,
    // as Java's GZIPInputStream reads it (a later header that does not read is end of input).
    let at = one.len() + header.len() - 2;
    let mut bad = two.clone();
    bad[at] ^= 1;
    let n = g
        .decompress(Compression::GZIP, &bad, &mut out, &Limits::default())
        .unwrap();
    assert_eq!(&out[..n], b"first ");
    let e = g
        .decompress(
            Compression::GZIP,
            &bad[one.len()..],
            &mut out,
            &Limits::default(),
        )
        .unwrap_err();
    assert_eq!((e.at.field, e.offset), ("hcrc", header.len() - 2));
    // Bytes after a member that are not a gzip header end the stream, as in Java.
    let mut tail = one.clone();
    tail.extend_from_slice(b"not a gzip member");
    let n = g
        .decompress(Compression::GZIP, &tail, &mut out, &Limits::default())
        .unwrap();
    assert_eq!(&out[..n], b"first ");
}

#[test]
fn lz4_frames_with_checksums_and_stored_blocks() {
    // liblz4's frame encoder (the C library, through the lz4 crate) with block and content
    // checksums, a content size and 256 KiB blocks.
    use std::io::Write;
    let plain: Vec<u8> = (0..200_000u32).map(|i| (i % 97) as u8).collect();
    let mut enc = lz4::EncoderBuilder::new()
        .block_mode(lz4::BlockMode::Independent)
        .block_size(lz4::BlockSize::Max256KB)
        .block_checksum(lz4_sys::BlockChecksum::BlockChecksumEnabled)
        .checksum(lz4::ContentChecksum::ChecksumEnabled)
        .content_size(plain.len() as u64)
        .build(Vec::new())
        .unwrap();
    enc.write_all(&plain).unwrap();
    let (frame, result) = enc.finish();
    result.unwrap();
    assert_eq!(frame[4] & 0x1c, 0x1c, "checksums and content size flagged");
    let mut out = vec![0u8; 300_000];
    let n = Lz4
        .decompress(Compression::LZ4, &frame, &mut out, &Limits::default())
        .unwrap();
    assert_eq!(&out[..n], &plain[..]);
    // A flipped bit inside a block fails its block checksum.
    let mut bad = frame.clone();
    bad[30] ^= 0x10;
    let e = Lz4
        .decompress(Compression::LZ4, &bad, &mut out, &Limits::default())
        .unwrap_err();
    assert!(
        e.at.field == "blockChecksum" || e.at.field == "block",
        "{e}"
    );
    // Incompressible input is stored (high bit of the block size) and read back.
    let noise: Vec<u8> = (0..1000u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 11) as u8)
        .collect();
    let mut packed = vec![0u8; 1100];
    let m = Lz4.compress(Compression::LZ4, &noise, &mut packed).unwrap();
    assert_eq!(packed[10] & 0x80, 0x80, "stored block");
    let n = Lz4
        .decompress(Compression::LZ4, &packed[..m], &mut out, &Limits::default())
        .unwrap();
    assert_eq!(&out[..n], &noise[..]);
}

#[test]
fn xxh32_matches_reference_values() {
    // The reference implementation's values for the empty input and a 43-byte string.
    assert_eq!(kafka_view::records::xxh32(b"", 0), 0x02CC_5D05);
    assert_eq!(
        kafka_view::records::xxh32(b"The quick brown fox jumps over the lazy dog", 0),
        0xE85E_A4DE
    );
    let data: Vec<u8> = (0..100u8).collect();
    for len in 0..100 {
        let theirs = {
            use std::hash::Hasher;
            let mut h = twox_hash::XxHash32::with_seed(7);
            h.write(&data[..len]);
            h.finish() as u32
        };
        assert_eq!(kafka_view::records::xxh32(&data[..len], 7), theirs, "{len}");
    }
}

#[test]
fn zstd_skips_skippable_frames_and_checks_checksums() {
    let mut z = Zstd::default();
    let plain = b"zstd zstd zstd zstd zstd zstd zstd";
    let mut frame = vec![0u8; 256];
    let n = z.compress(Compression::ZSTD, plain, &mut frame).unwrap();
    frame.truncate(n);
    let mut input = vec![0x50, 0x2a, 0x4d, 0x18, 3, 0, 0, 0, 1, 2, 3];
    input.extend_from_slice(&frame);
    input.extend_from_slice(&frame);
    let mut out = [0u8; 128];
    let got = z
        .decompress(Compression::ZSTD, &input, &mut out, &Limits::default())
        .unwrap();
    assert_eq!(&out[..got], [&plain[..], &plain[..]].concat());
    // The C library's frame with a content checksum, and the same with the checksum broken.
    let c = zstd::bulk::compress(plain, 3).unwrap();
    let mut cc = zstd::stream::Encoder::new(Vec::new(), 3).unwrap();
    cc.include_checksum(true).unwrap();
    std::io::Write::write_all(&mut cc, plain).unwrap();
    let checked = cc.finish().unwrap();
    for f in [&c, &checked] {
        let got = z
            .decompress(Compression::ZSTD, f, &mut out, &Limits::default())
            .unwrap();
        assert_eq!(&out[..got], plain);
    }
    let mut bad = checked.clone();
    let last = bad.len() - 1;
    bad[last] ^= 1;
    let e = z
        .decompress(Compression::ZSTD, &bad, &mut out, &Limits::default())
        .unwrap_err();
    assert_eq!(e.at.field, "checksum");
    // Garbage after a frame is not a frame.
    let mut tail = c.clone();
    tail.extend_from_slice(b"junk");
    let e = z
        .decompress(Compression::ZSTD, &tail, &mut out, &Limits::default())
        .unwrap_err();
    assert_eq!((e.at.field, e.offset), ("magic", c.len()));
}

// ---------------------------------------------------------------------------------------------
// Batches captured from real clients (scripts/capture-java-batches.sh and
// scripts/capture-client-batches.sh write tests/data/compressed/).

/// The non-comment lines of `tests/data/compressed/<name>.hex`, each as bytes.
fn data_lines(name: &str) -> Vec<Vec<u8>> {
    let path = format!(
        "{}/tests/data/compressed/{name}.hex",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            (0..l.len())
                .step_by(2)
                .map(|i| u8::from_str_radix(&l[i..i + 2], 16).unwrap())
                .collect()
        })
        .collect()
}

/// What a record of the capture rule holds: key, value, headers.
type Sent = (
    Option<Vec<u8>>,
    Option<Vec<u8>>,
    Vec<(String, Option<Vec<u8>>)>,
);

/// Record `i` as the Java program and the confluent-kafka producer send it.
fn rule(i: usize) -> Sent {
    let key = (i % 7 != 3).then(|| format!("key-{i}").into_bytes());
    let value = (i % 11 != 5).then(|| format!("value-{i}-").repeat(i % 5 + 1).into_bytes());
    let mut headers = vec![("h".to_string(), Some(i.to_string().into_bytes()))];
    if i % 4 == 0 {
        headers.push(("empty".to_string(), None));
    }
    (key, value, headers)
}

/// Record `i` as kcat sends it (`key:value` lines, one header for all).
fn kcat_rule(i: usize) -> Sent {
    let value = format!("value-{i}-").repeat(i % 5 + 1).into_bytes();
    (
        Some(format!("key-{i}").into_bytes()),
        Some(value),
        vec![("trace".to_string(), Some(b"kcat".to_vec()))],
    )
}

/// Every record of every batch in `field`, decompressed; checks each batch's CRC and codec.
fn read_field(field: &[u8], codec: Compression) -> Vec<(Sent, i64)> {
    let mut got = Vec::new();
    for batch in Records(field).batches() {
        let Batch::V2(batch) = batch.unwrap() else {
            panic!("not a v2 batch")
        };
        batch.verify_crc().unwrap();
        assert_eq!(batch.compression(), codec);
        let mut out = vec![0u8; 1 << 16];
        for r in batch
            .decompress(&mut Builtin::new(), &mut out, &Limits::default())
            .unwrap_or_else(|e| panic!("{codec:?}: {e}"))
        {
            let headers = r
                .headers
                .map(|(k, v)| (k.to_string(), v.map(<[u8]>::to_vec)))
                .collect();
            got.push((
                (
                    r.key.map(<[u8]>::to_vec),
                    r.value.map(<[u8]>::to_vec),
                    headers,
                ),
                r.timestamp(),
            ));
        }
    }
    got
}

#[test]
fn java_producer_batches_decode_to_what_was_sent() {
    for (name, codec) in [
        ("java-gzip", Compression::GZIP),
        ("java-snappy", Compression::SNAPPY),
        ("java-lz4", Compression::LZ4),
        ("java-zstd", Compression::ZSTD),
    ] {
        let batch = data_lines(name).concat();
        let got = read_field(&batch, codec);
        assert_eq!(got.len(), 40, "{name}");
        for (i, (sent, ts)) in got.into_iter().enumerate() {
            assert_eq!(sent, rule(i), "{name} record {i}");
            assert_eq!(ts, 1_700_000_000_000 + i as i64);
        }
    }
    // Java's snappy is xerial-framed; its LZ4 frame has FLG 0x60 and BD 0x40, as Kafka writes.
    let snappy = data_lines("java-snappy").concat();
    assert_eq!(
        &snappy[HEADER_LEN..HEADER_LEN + 8],
        &kafka_view::records::XERIAL_MAGIC
    );
    let lz4 = data_lines("java-lz4").concat();
    assert_eq!(&lz4[HEADER_LEN + 4..HEADER_LEN + 6], &[0x60, 0x40]);
}

#[test]
fn librdkafka_produce_requests_decode_to_what_was_sent() {
    use kafka_view::messages::Request;
    for client in ["kcat", "confluent"] {
        for (codec_name, codec) in [
            ("gzip", Compression::GZIP),
            ("snappy", Compression::SNAPPY),
            ("lz4", Compression::LZ4),
            ("zstd", Compression::ZSTD),
        ] {
            let name = format!("{client}-{codec_name}");
            let mut got = Vec::new();
            for frame in data_lines(&name) {
                let req = kafka_view::decode_request(&frame).unwrap();
                assert_eq!(req.header.client_id, Some(name.as_str()));
                let Request::Produce(body) = req.body else {
                    panic!("{name}: not a Produce request")
                };
                for topic in body.topic_data.iter() {
                    for partition in topic.partition_data.iter() {
                        let field = partition.records.unwrap();
                        got.extend(read_field(field.as_bytes(), codec));
                    }
                }
            }
            assert_eq!(got.len(), 40, "{name}");
            for (i, (sent, ts)) in got.into_iter().enumerate() {
                if client == "kcat" {
                    assert_eq!(sent, kcat_rule(i), "{name} record {i}");
                } else {
                    assert_eq!(sent, rule(i), "{name} record {i}");
                    assert_eq!(ts, 1_700_000_000_000 + i as i64);
                }
            }
        }
    }
}

#[test]
fn a_codec_of_ours_for_an_id_kafka_may_add() {
    /// Reverses the bytes: a stand-in for a codec with id 6.
    struct Reverse;
    impl Codec for Reverse {
        fn decompress(
            &mut self,
            c: Compression,
            input: &[u8],
            output: &mut [u8],
            _: &Limits,
        ) -> Result<usize, DecodeError> {
            assert_eq!(c, Compression(6));
            let capacity = output.len();
            let out = output.get_mut(..input.len()).ok_or(DecodeError {
                kind: DecodeErrorKind::OutputTooLarge { capacity },
                offset: 0,
                at: &kafka_view::error::Place {
                    message: "Reverse",
                    field: "",
                },
            })?;
            out.copy_from_slice(input);
            out.reverse();
            Ok(input.len())
        }
        fn compress(
            &mut self,
            _: Compression,
            input: &[u8],
            output: &mut [u8],
        ) -> Result<usize, EncodeError> {
            output[..input.len()].copy_from_slice(input);
            output[..input.len()].reverse();
            Ok(input.len())
        }
    }
    let records = &record_sets()[1];
    let bytes = ours(records, Compression(6), &mut Reverse);
    let batch = only_batch(&bytes);
    assert_eq!(batch.compression(), Compression(6));
    batch.verify_crc().unwrap();
    let mut out = vec![0u8; 1 << 16];
    let got: Vec<_> = batch
        .decompress(&mut Reverse, &mut out, &Limits::default())
        .unwrap()
        .collect();
    assert_same(&got, records);
    // The built-in codecs refuse the id, as Kafka does, with or without records.
    let e = decompress_err(&bytes, 1 << 16, &Limits::default());
    assert_eq!(e.kind, DecodeErrorKind::UnsupportedCompression { id: 6 });
    assert_eq!(e.offset, 21);
}

/// Our batch of `records` with `settings`, compressed with `c` (or not, for `Compression::NONE`).
fn batch_with(settings: BatchSettings, records: &[NewRecord<'_>], c: Compression) -> Vec<u8> {
    let mut buf = vec![0u8; 1 << 16];
    let mut scratch = vec![0u8; 1 << 16];
    let mut w = BatchWriter::new(&mut buf, settings).unwrap();
    for r in records {
        w.push(r).unwrap();
    }
    let n = if c == Compression::NONE {
        w.finish().unwrap()
    } else {
        w.finish_compressed(&mut Builtin::new(), c, &mut scratch)
            .unwrap()
    };
    buf.truncate(n);
    buf
}

/// Records with these timestamps, a header on each, values naming their place.
fn timed(timestamps: &[i64]) -> Vec<NewRecord<'static>> {
    timestamps
        .iter()
        .enumerate()
        .map(|(i, &timestamp)| NewRecord {
            timestamp,
            key: Some(b"key"),
            value: Some(Box::leak(
                format!("value {i}").into_bytes().into_boxed_slice(),
            )),
            headers: &HEADERS[..1 + i % HEADERS.len()],
        })
        .collect()
}

/// Offset, timestamp, value and header count of each record.
type Seen = (i64, i64, Vec<u8>, usize);

fn seen(r: &Record<'_>) -> Seen {
    (
        r.offset(),
        r.timestamp(),
        r.value.unwrap().to_vec(),
        r.headers.count(),
    )
}

#[test]
fn one_iterator_gives_absolute_offsets_and_timestamps_of_compressed_batches() {
    use kafka_view::records::TimestampType::{CreateTime, LogAppendTime};
    // (base offset, timestamp type, compressed?, timestamps): a plain batch between compressed ones,
    // and a log-append-time batch of each kind (max timestamp 9, deltas 0 and 2).
    let layout: [(i64, _, bool, &[i64]); 5] = [
        (50, LogAppendTime, true, &[7, 9]),
        (100, CreateTime, false, &[1_000, 1_003]),
        (200, CreateTime, true, &[2_000, 1_990, 2_005]),
        (300, LogAppendTime, false, &[7, 9]),
        (400, CreateTime, true, &[4_000]),
    ];
    for c in CODECS {
        let mut field = Vec::new();
        let mut want: Vec<Seen> = Vec::new();
        for &(base_offset, timestamp_type, compressed, timestamps) in &layout {
            let records = timed(timestamps);
            let settings = BatchSettings {
                base_offset,
                timestamp_type,
                ..BatchSettings::default()
            };
            let codec = if compressed { c } else { Compression::NONE };
            field.extend(batch_with(settings, &records, codec));
            let max = *timestamps.iter().max().unwrap();
            want.extend(records.iter().enumerate().map(|(i, r)| {
                let timestamp = match timestamp_type {
                    LogAppendTime => max,
                    CreateTime => r.timestamp,
                };
                (
                    base_offset + i as i64,
                    timestamp,
                    r.value.unwrap().to_vec(),
                    r.headers.len(),
                )
            }));
        }
        let mut out = vec![0u8; 4096];
        let mut codecs = Builtin::new();
        let mut iter = Records(&field).records(&mut codecs, &mut out, &Limits::default());
        let got: Vec<Seen> = iter
            .by_ref()
            .map(|r| r.map(|r| seen(&r)))
            .collect::<Result<_, _>>()
            .unwrap_or_else(|e| panic!("{c:?}: {e}"));
        assert!(
            iter.buffer_left() < 4096,
            "{c:?}: decompressed into the buffer"
        );
        assert_eq!(got, want, "{c:?}");
        assert_eq!(
            got[..2],
            [
                (50, 9, b"value 0".to_vec(), 1),
                (51, 9, b"value 1".to_vec(), 2)
            ]
        );

        // Batch by batch with one reused buffer: the same records.
        let mut one = vec![0u8; 4096];
        let mut by_batch = Vec::new();
        for batch in Records(&field).batches() {
            let Batch::V2(batch) = batch.unwrap() else {
                panic!()
            };
            let records = batch
                .records(&mut codecs, &mut one, &Limits::default())
                .unwrap();
            by_batch.extend(records.map(|r| seen(&r)));
        }
        assert_eq!(by_batch, want, "{c:?}: batch.records");
        // And read strictly, as a Produce request's.
        let strict: Vec<Seen> = Records(&field)
            .records_strict(&mut codecs, &mut out, &Limits::default())
            .map(|r| seen(&r.unwrap()))
            .collect();
        assert_eq!(strict, want, "{c:?}: strict");
    }
}

#[test]
fn one_iterator_reports_a_buffer_too_small_for_the_compressed_batches() {
    let records = timed(&[1, 2, 3]);
    for c in CODECS {
        let first = batch_with(BatchSettings::default(), &records, c);
        let second = batch_with(
            BatchSettings {
                base_offset: 3,
                ..BatchSettings::default()
            },
            &records,
            c,
        );
        let plain =
            batch_with(BatchSettings::default(), &records, Compression::NONE).len() - HEADER_LEN;
        let field = [first.clone(), second].concat();
        // Room for the first batch's records and 5 bytes: the second's do not fit after them.
        let mut out = vec![0u8; plain + 5];
        let got: Vec<_> = Records(&field)
            .records(Builtin::new(), &mut out, &Limits::default())
            .collect();
        assert_eq!(got.len(), records.len() + 1, "{c:?}: {got:?}");
        assert!(got[..records.len()].iter().all(Result::is_ok), "{c:?}");
        let e = got[records.len()].unwrap_err();
        assert!(
            matches!(e.kind, DecodeErrorKind::OutputTooLarge { .. }),
            "{c:?}: {e:?}"
        );
        assert!(
            e.offset >= first.len() && e.offset < field.len(),
            "{c:?}: in the second batch: {e:?}"
        );
        assert!(e.to_string().contains("buffer"), "{c:?}: {e}");
        // No buffer at all: the first compressed batch already does not fit.
        let got: Vec<_> = Records(&field)
            .records(Builtin::new(), &mut [], &Limits::default())
            .collect();
        assert_eq!(got.len(), 1, "{c:?}");
        let e = got[0].unwrap_err();
        assert!(
            matches!(e.kind, DecodeErrorKind::OutputTooLarge { capacity: 0 }),
            "{c:?}: {e:?}"
        );
        assert!(e.offset < first.len(), "{c:?}: {e:?}");
    }
}

//! Decoding and encoding never touch the heap.
//!
//! For every API key and every version, request and response, the smallest, the busy and two random
//! sample messages are built and framed first (that allocates: the samples live in a `Bump` arena, the
//! frames in `Vec`s). Then, with the allocator counting on this thread, each frame is decoded, every
//! decoded field is visited (the value is formatted with `{:?}` into a sink that discards the text:
//! `Debug` iterates every array, reads every string and decodes every nested struct), and the message
//! is encoded twice: from the built sample (arrays are slices, written element by element) and from
//! the decoded value (arrays are wire bytes). The count of heap operations (allocations,
//! reallocations and frees) on this thread must be zero.
//!
//! The counting allocator is `allocation-counter`'s: the package forbids `unsafe` in every target,
//! so this test cannot implement `GlobalAlloc` itself. It counts per thread, so the test harness's
//! other threads do not disturb the count; `the_counter_counts` shows it is installed and counting.

use core::fmt::{self, Write};
use std::hint::black_box;

use allocation_counter::{measure, AllocationInfo};
use kafka_view::messages::{Request, Response};
use kafka_view::records::{Batch, BatchSettings, BatchWriter, ControlRecord, NewRecord, Payload};
use kafka_view::samples::EMPTY_RECORD_BATCH;
use kafka_view::samples::{Bump, Mode, SampleGen};
use kafka_view::{
    decode_request, decode_response, encode_request, encode_response,
    records::Records,
    types::{RawTaggedField, TaggedFields},
    ApiKey, RequestHeader, ResponseHeader,
};

/// A `fmt::Write` that keeps nothing but the number of bytes written to it.
#[derive(Default)]
struct Discard {
    bytes: usize,
}

impl Write for Discard {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.bytes += black_box(s).len();
        Ok(())
    }
}

const HEADER_TAGS: &[RawTaggedField<'static>] = &[RawTaggedField {
    tag: 7,
    data: b"hdr",
}];

fn modes(key: ApiKey, version: i16) -> [Mode; 4] {
    let seed = ((key.0 as u64) << 32) ^ ((version as u64) << 16);
    [
        Mode::Smallest,
        Mode::Busy,
        Mode::Random(seed ^ 0x5a11),
        Mode::Random(seed ^ 0xa110c),
    ]
}

/// Heap operations counted while running `f`: allocations (reallocations count as one allocation
/// and one free) and frees.
fn heap_ops(info: &AllocationInfo) -> (u64, i64) {
    // `count_current` is allocations minus frees: a free of memory allocated before the measured
    // region makes it negative, an allocation makes `count_total` positive.
    (info.count_total, info.count_current)
}

/// What one measured message did, checked after the measurement.
struct Outcome {
    decoded: bool,
    debug_bytes: usize,
    sample_len: Option<usize>,
    again_len: Option<usize>,
}

fn check(what: &str, info: &AllocationInfo, out: &Outcome, frame: &[u8], a: &[u8], b: &[u8]) {
    assert_eq!(
        heap_ops(info),
        (0, 0),
        "{what}: decode/visit/encode touched the heap: {info:?}"
    );
    assert!(out.decoded, "{what}: the frame did not decode");
    assert!(out.debug_bytes > 0, "{what}: nothing was visited");
    let n = out
        .sample_len
        .unwrap_or_else(|| panic!("{what}: encode failed"));
    assert_eq!(&a[..n], frame, "{what}: encoding the sample differs");
    let m = out
        .again_len
        .unwrap_or_else(|| panic!("{what}: re-encode failed"));
    assert_eq!(
        &b[..m],
        frame,
        "{what}: re-encoding the decoded value differs"
    );
}

#[test]
fn the_counter_counts() {
    let info = measure(|| {
        black_box(Vec::<u8>::with_capacity(black_box(16)));
    });
    assert_eq!(
        heap_ops(&info),
        (1, 0),
        "the counting allocator is not installed: {info:?}"
    );
    let mut sink = Discard::default();
    let info = measure(|| {
        let s = black_box(format!("{}", black_box(12345)));
        sink.write_str(&s).unwrap();
    });
    assert_eq!(info.count_total, 1, "{info:?}");
    assert_eq!(sink.bytes, 5);
}

#[test]
fn decode_visit_and_encode_never_allocate() {
    let mut frame_buf = vec![0u8; 1 << 20];
    let mut a = vec![0u8; 1 << 20];
    let mut b = vec![0u8; 1 << 20];
    let mut messages = 0usize;
    let mut frame_bytes = 0usize;
    let mut visited_bytes = 0usize;

    for &key in ApiKey::ALL {
        for version in key.request_versions().unwrap().iter() {
            let flexible = key.flexible_from().is_some_and(|f| version >= f);
            for mode in modes(key, version) {
                let what = format!("{key} request v{version} {mode:?}");
                let bump = Bump::new();
                let mut g = SampleGen::new(&bump, mode);
                let body = Request::sample(&mut g, key, version).unwrap();
                let header = RequestHeader {
                    api_key: key,
                    api_version: version,
                    correlation_id: 0x0102_0304,
                    client_id: (mode != Mode::Smallest).then_some("client-ü"),
                    unknown_tagged_fields: if flexible && mode == Mode::Busy {
                        TaggedFields::new(HEADER_TAGS)
                    } else {
                        TaggedFields::EMPTY
                    },
                };
                let n = encode_request(&header, &body, &mut frame_buf)
                    .unwrap_or_else(|e| panic!("{what}: encode: {e}"));
                let frame = &frame_buf[..n];

                let mut out = Outcome {
                    decoded: false,
                    debug_bytes: 0,
                    sample_len: None,
                    again_len: None,
                };
                let info = measure(|| {
                    let mut sink = Discard::default();
                    if let Ok(decoded) = decode_request(black_box(frame)) {
                        out.decoded = true;
                        if write!(sink, "{decoded:?}").is_ok() {
                            out.debug_bytes = sink.bytes;
                        }
                        out.again_len = encode_request(&decoded.header, &decoded.body, &mut b).ok();
                    }
                    out.sample_len = encode_request(&header, black_box(&body), &mut a).ok();
                });
                check(&what, &info, &out, frame, &a, &b);
                messages += 1;
                frame_bytes += n;
                visited_bytes += out.debug_bytes;
            }
        }

        for version in key.response_versions().unwrap().iter() {
            let flexible = key.flexible_from().is_some_and(|f| version >= f);
            for mode in modes(key, version) {
                let what = format!("{key} response v{version} {mode:?}");
                let bump = Bump::new();
                let mut g = SampleGen::new(&bump, mode);
                let body = Response::sample(&mut g, key, version).unwrap();
                let header = ResponseHeader {
                    correlation_id: 0x0102_0304,
                    unknown_tagged_fields: if flexible && mode == Mode::Busy {
                        TaggedFields::new(HEADER_TAGS)
                    } else {
                        TaggedFields::EMPTY
                    },
                };
                let n = encode_response(&header, &body, version, &mut frame_buf)
                    .unwrap_or_else(|e| panic!("{what}: encode: {e}"));
                let frame = &frame_buf[..n];

                let mut out = Outcome {
                    decoded: false,
                    debug_bytes: 0,
                    sample_len: None,
                    again_len: None,
                };
                let info = measure(|| {
                    let mut sink = Discard::default();
                    if let Ok(decoded) = decode_response(black_box(frame), key, version) {
                        out.decoded = true;
                        if write!(sink, "{decoded:?}").is_ok() {
                            out.debug_bytes = sink.bytes;
                        }
                        out.again_len =
                            encode_response(&decoded.header, &decoded.body, version, &mut b).ok();
                    }
                    out.sample_len =
                        encode_response(&header, black_box(&body), version, &mut a).ok();
                });
                check(&what, &info, &out, frame, &a, &b);
                messages += 1;
                frame_bytes += n;
                visited_bytes += out.debug_bytes;
            }
        }
    }

    eprintln!(
        "zero_alloc: {messages} messages, {frame_bytes} frame bytes, {visited_bytes} bytes of Debug output, no heap operation"
    );
    assert!(
        messages > 1000,
        "only {messages} messages were measured: the sample set shrank?"
    );
    assert!(frame_bytes > 100_000 && visited_bytes > frame_bytes);
}

/// Writes a batch with keys, values and headers, then a control batch, after the sample's empty batch,
/// all into one buffer made before the measurement; then reads every batch, record and header back
/// and checks the CRCs. Returns (batches, records, header and key/value bytes seen).
fn write_and_read_records(buf: &mut [u8]) -> (usize, usize, usize) {
    const HEADERS: &[(&str, Option<&[u8]>)] = &[("h1", Some(b"v1")), ("h2", None)];
    let mut at = EMPTY_RECORD_BATCH.len();
    buf[..at].copy_from_slice(&EMPTY_RECORD_BATCH);
    let Ok(mut w) = BatchWriter::new(&mut buf[at..], BatchSettings::default()) else {
        return (0, 0, 0);
    };
    for i in 0..50i64 {
        let record = NewRecord {
            timestamp: 1_000 + i,
            key: (i % 3 != 0).then_some(&b"key"[..]),
            value: (i % 5 != 0).then_some(&b"some value"[..]),
            headers: if i % 2 == 0 { HEADERS } else { &[] },
        };
        if w.push(&record).is_err() {
            return (0, 0, 0);
        }
    }
    at += w.finish().unwrap_or(0);
    let control = BatchSettings {
        control: true,
        transactional: true,
        ..BatchSettings::default()
    };
    let Ok(mut w) = BatchWriter::new(&mut buf[at..], control) else {
        return (0, 0, 0);
    };
    let marker = NewRecord {
        timestamp: 5,
        key: Some(&[0, 0, 0, 1]),
        value: Some(&[0, 0, 0, 0, 0, 3]),
        headers: &[],
    };
    if w.push(&marker).is_err() {
        return (0, 0, 0);
    }
    at += w.finish().unwrap_or(0);

    let (mut batches, mut records, mut seen) = (0, 0, 0);
    for item in Records(&buf[..at]).batches() {
        let Ok(Batch::V2(batch)) = item else {
            return (0, 0, 0);
        };
        if batch.verify_crc().is_err() {
            return (0, 0, 0);
        }
        batches += 1;
        let Ok(Payload::Records(iter)) = batch.payload() else {
            return (0, 0, 0);
        };
        for record in iter {
            records += 1;
            seen += record.key.map_or(0, <[u8]>::len) + record.value.map_or(0, <[u8]>::len);
            for (key, value) in record.headers {
                seen += key.len() + value.map_or(0, <[u8]>::len);
            }
            if batch.is_control() && ControlRecord::decode(&record).is_ok() {
                seen += 1;
            }
        }
    }
    (batches, records, seen)
}

#[test]
fn records_write_and_read_never_allocate() {
    let mut buf = vec![0u8; 1 << 16];
    let mut out = (0, 0, 0);
    let info = measure(|| {
        out = write_and_read_records(black_box(&mut buf));
    });
    assert_eq!(
        heap_ops(&info),
        (0, 0),
        "records touched the heap: {info:?}"
    );
    // 3 batches; 0 + 50 + 1 records; keys 33 x 3, values 40 x 10, headers 25 x (2 + 2 + 2), the
    // marker 4 + 6 bytes and 1 for decoding it.
    assert_eq!(out, (3, 51, 33 * 3 + 40 * 10 + 25 * 6 + 10 + 1));
}

const CODEC_HEADERS: &[(&str, Option<&[u8]>)] = &[("trace-id", Some(b"a1b2c3")), ("retry", None)];

/// 200 records of the kind a producer sends, for the codec checks.
fn codec_records(buf: &mut [u8]) -> usize {
    let mut w = BatchWriter::new(buf, BatchSettings::default()).unwrap();
    for i in 0..200i64 {
        w.push(&NewRecord {
            timestamp: 1_700_000_000_000 + i,
            key: Some(b"order-key"),
            value: Some(&b"{\"item\":\"widget\",\"quantity\":3,\"price\":12.5}"[..]),
            headers: if i % 2 == 0 { CODEC_HEADERS } else { &[] },
        })
        .unwrap();
    }
    w.finish().unwrap()
}

/// gzip, snappy and LZ4 decompress into the caller's buffer and iterate without touching the heap;
/// snappy and LZ4 also compress without it (`BatchWriter::finish_compressed`). gzip compression
/// and zstd in both directions use the heap, as the README says; this checks that too, so the
/// README cannot go stale.
#[test]
fn codecs_decompress_and_compress_without_the_heap() {
    use kafka_view::records::{Builtin, Compression, Limits, RecordBatch};
    let mut plain = vec![0u8; 1 << 16];
    let n = codec_records(&mut plain);
    let mut codecs = Builtin::new();
    for c in [
        Compression::GZIP,
        Compression::SNAPPY,
        Compression::LZ4,
        Compression::ZSTD,
    ] {
        // Build the batch again, compressed (outside the measurement for gzip and zstd).
        let mut buf = vec![0u8; 1 << 16];
        let mut scratch = vec![0u8; 1 << 16];
        let (m, info) = {
            let mut m = 0;
            let info = measure(|| {
                let mut w = BatchWriter::new(&mut buf, BatchSettings::default()).unwrap();
                let (batch, _) = RecordBatch::decode(&plain[..n]).unwrap();
                let Ok(Payload::Records(iter)) = batch.payload() else {
                    return;
                };
                for r in iter {
                    let headers = if r.headers.is_empty() {
                        &[][..]
                    } else {
                        CODEC_HEADERS
                    };
                    let _ = w.push(&NewRecord {
                        timestamp: r.timestamp(),
                        key: r.key,
                        value: r.value,
                        headers,
                    });
                }
                m = w
                    .finish_compressed(&mut codecs, c, &mut scratch)
                    .unwrap_or(0);
            });
            (m, info)
        };
        assert!(m > 61 && m < n / 2, "{c:?}: {m} of {n}");
        let compress_heap = heap_ops(&info) != (0, 0);
        assert_eq!(
            compress_heap,
            c == Compression::GZIP || c == Compression::ZSTD,
            "{c:?} compress: {info:?}"
        );
        // Decompress, iterate and visit every record.
        let mut out = vec![0u8; 1 << 16];
        let mut count = 0;
        let mut sink = Discard::default();
        let info = measure(|| {
            let (batch, _) = RecordBatch::decode(black_box(&buf[..m])).unwrap();
            if let Ok(iter) = batch.decompress(&mut codecs, &mut out, &Limits::default()) {
                for r in iter {
                    count += 1;
                    let _ = write!(sink, "{r:?}");
                }
            }
        });
        assert_eq!(count, 200, "{c:?}");
        assert!(sink.bytes > 0);
        assert_eq!(
            heap_ops(&info) != (0, 0),
            c == Compression::ZSTD,
            "{c:?} decompress: {info:?}"
        );
    }
}

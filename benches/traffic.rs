//! Real traffic: kafka-view against kafka-protocol 0.18 on captured frames, requests and responses of
//! many APIs in the order and proportions they travelled, in frames per second.
//!
//! Two sets, one criterion group each (`target/criterion/traffic_<set>/<id>/`):
//! - `mock`: `tests/data/e2e_frames.txt`, kcat and kafka-python against librdkafka's mock cluster
//!   (one frame per direction, API and version).
//! - `broker`: `tests/data/broker_traffic.txt`, kcat, kafka-python, confluent-kafka and Kafka's Java
//!   clients against a real Kafka 4.4 broker (`scripts/e2e-broker.sh`, reduced by
//!   `scripts/traffic-sample.py`).
//!
//! Each set is cut to the frames both crates decode: a frame kafka-protocol cannot decode (an API or
//! version it does not have, or a body it refuses) is left out of every id of that set, and the frames
//! left out are listed with the reason when the benchmark starts. Before anything is timed, every frame
//! must decode with this crate (untraced and traced) and encode back to exactly its bytes, or the
//! benchmark fails; kafka-protocol's re-encodings that differ from the input are counted and listed,
//! not failed on. Then the set's composition is printed: frames, bytes, requests and responses, API
//! keys (and one `traffic-set` line that `scripts/bench-table.sh --traffic` reads).
//!
//! Ids, each one pass over every frame of the set (throughput: frames):
//! - `ours_validate`: `decode_request` / `decode_response` (no trace). This is the same path as
//!   `Message::decode` in `benches/codec.rs`: every byte checked, array elements stepped over by the
//!   generated `Walk`, nothing built beyond the top-level views.
//! - `ours_decode_visit`: `decode_request_traced` / `decode_response_traced` with
//!   `common::FoldTrace`, a trace that folds every value the decoder reads into a checksum (every
//!   number, each string's and byte array's length and first and last bytes, every length prefix and
//!   tag). With a trace attached the decoder reports every field of every array element while it
//!   steps over the element: one pass, nothing built below the top-level views. Records fields are
//!   visited as one value (their batches are not decoded), as in `benches/codec.rs`.
//! - `ours_decode_reencode`: `decode_request` / `decode_response`, then `RequestFrame::encode` /
//!   `ResponseFrame::encode` into a reused buffer: what `examples/proxy.rs` does with every frame.
//! - `kp_decode`: kafka-protocol's `RequestHeader` / `ResponseHeader` then `RequestKind::decode` /
//!   `ResponseKind::decode` (`Decodable::decode` of the body at the frame's version) from a `Bytes`
//!   (its zero-copy path), as `benches/codec.rs` uses it: owned structs, the whole tree built, dropped
//!   in the loop.
//! - `kp_decode_reencode`: the same, then the header and body encoded again (with the size prefix)
//!   into a cleared, reused `BytesMut`.
//!
//! Run with `cargo bench --bench traffic`; `scripts/bench-table.sh --traffic` runs it and prints the
//! table. Criterion's command line overrides the short settings configured here.

use std::collections::{BTreeMap, BTreeSet};
use std::hint::black_box;
use std::panic::{catch_unwind, AssertUnwindSafe};

use bytes::{Buf, BufMut, Bytes, BytesMut};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use kafka_protocol::messages::{
    ApiKey as KpApiKey, RequestHeader as KpRequestHeader, RequestKind,
    ResponseHeader as KpResponseHeader, ResponseKind,
};
use kafka_protocol::protocol::{Decodable, Encodable};
use kafka_view::{
    decode_request, decode_response,
    trace::{decode_request_traced, decode_response_traced},
    ApiKey,
};

mod common;
use common::{captured, leak, Captured, FoldTrace};

const MOCK: &str = include_str!("../tests/data/e2e_frames.txt");
const BROKER: &str = include_str!("../tests/data/broker_traffic.txt");

/// One frame of a set, ready for both crates.
struct Frame {
    request: bool,
    api_key: ApiKey,
    version: i16,
    bytes: &'static [u8],
    /// A copy of the bytes for kafka-protocol, shared (reference-counted) as `benches/codec.rs` and a
    /// network reader hand them over; each decode clones the handle.
    shared: Bytes,
    kp_key: KpApiKey,
    kp_header_version: i16,
}

impl Frame {
    fn what(&self) -> String {
        format!(
            "{} {} v{}",
            if self.request { "request" } else { "response" },
            self.api_key,
            self.version
        )
    }
}

// ---------------------------------------------------------------------------------------------
// One frame, each way. The benchmarks loop over these.

/// Decodes and drops; the result goes through `black_box`, so nothing is optimised away.
#[inline(always)]
fn ours_validate(f: &Frame) {
    if f.request {
        let _ = black_box(decode_request(black_box(f.bytes)));
    } else {
        let _ = black_box(decode_response(
            black_box(f.bytes),
            f.api_key,
            black_box(f.version),
        ));
    }
}

/// Decodes with the folding trace and returns the checksum, 0 when the frame does not decode.
#[inline(always)]
fn ours_decode_visit(f: &Frame, trace: &mut FoldTrace) -> u64 {
    let ok = if f.request {
        black_box(decode_request_traced(black_box(f.bytes), &mut *trace)).is_ok()
    } else {
        black_box(decode_response_traced(
            black_box(f.bytes),
            f.api_key,
            black_box(f.version),
            &mut *trace,
        ))
        .is_ok()
    };
    if ok {
        trace.acc.0
    } else {
        0
    }
}

/// Decodes and encodes again into `out`, returning the bytes written (0 on any error).
#[inline(always)]
fn ours_reencode(f: &Frame, out: &mut [u8]) -> usize {
    let n = if f.request {
        decode_request(black_box(f.bytes)).map(|d| d.encode(out))
    } else {
        decode_response(black_box(f.bytes), f.api_key, black_box(f.version)).map(|d| d.encode(out))
    };
    match n {
        Ok(Ok(n)) => n,
        _ => 0,
    }
}

/// A frame as kafka-protocol decodes it: owned header and body.
enum KpFrame {
    Request(KpRequestHeader, RequestKind),
    Response(KpResponseHeader, ResponseKind),
}

/// kafka-protocol's decode of a whole frame: the size prefix stepped over (its messages do not
/// include it), the header at the API's header version, then the body at the frame's version.
#[inline(always)]
fn kp_decode(f: &Frame) -> Result<KpFrame, String> {
    let mut b = black_box(&f.shared).clone();
    if b.remaining() < 4 {
        return Err("shorter than a size prefix".into());
    }
    b.advance(4);
    let version = black_box(f.version);
    let frame = if f.request {
        let h =
            KpRequestHeader::decode(&mut b, f.kp_header_version).map_err(|e| format!("{e:#}"))?;
        let body = RequestKind::decode(f.kp_key, &mut b, version).map_err(|e| format!("{e:#}"))?;
        KpFrame::Request(h, body)
    } else {
        let h =
            KpResponseHeader::decode(&mut b, f.kp_header_version).map_err(|e| format!("{e:#}"))?;
        let body = ResponseKind::decode(f.kp_key, &mut b, version).map_err(|e| format!("{e:#}"))?;
        KpFrame::Response(h, body)
    };
    // Bytes left after the body are not an error for kafka-protocol (it does not look); its
    // re-encoding leaves them out.
    Ok(frame)
}

/// kafka-protocol's encode of a decoded frame into `out` (cleared first): a size prefix, the header,
/// the body, then the size patched in.
#[inline(always)]
fn kp_encode(frame: &KpFrame, f: &Frame, out: &mut BytesMut) -> Result<(), String> {
    out.clear();
    out.put_i32(0);
    match frame {
        KpFrame::Request(h, body) => {
            h.encode(out, f.kp_header_version)
                .map_err(|e| format!("{e:#}"))?;
            body.encode(out, f.version).map_err(|e| format!("{e:#}"))?;
        }
        KpFrame::Response(h, body) => {
            h.encode(out, f.kp_header_version)
                .map_err(|e| format!("{e:#}"))?;
            body.encode(out, f.version).map_err(|e| format!("{e:#}"))?;
        }
    }
    let size = (out.len() - 4) as i32;
    out[..4].copy_from_slice(&size.to_be_bytes());
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// The sets, checked.

/// Decodes `c` with this crate, untraced and traced, and requires both to encode back to exactly its
/// bytes; panics otherwise. Returns the number of values the traced decode visited.
fn check_ours(set: &str, what: &str, c: &Captured, out: &mut [u8]) -> u64 {
    let key = ApiKey(c.api_key);
    let fail = |e: String| -> ! { panic!("{set}: {what}: kafka-view: {e}") };
    let mut trace: FoldTrace = FoldTrace::default();
    let (plain, traced) = if c.request {
        let d = decode_request(&c.bytes).unwrap_or_else(|e| fail(format!("does not decode: {e}")));
        let t = decode_request_traced(&c.bytes, &mut trace)
            .unwrap_or_else(|e| fail(format!("does not decode traced: {e}")));
        (
            d.encode(out).map(|n| out[..n].to_vec()),
            t.encode(out).map(|n| out[..n].to_vec()),
        )
    } else {
        let d = decode_response(&c.bytes, key, c.version)
            .unwrap_or_else(|e| fail(format!("does not decode: {e}")));
        let t = decode_response_traced(&c.bytes, key, c.version, &mut trace)
            .unwrap_or_else(|e| fail(format!("does not decode traced: {e}")));
        (
            d.encode(out).map(|n| out[..n].to_vec()),
            t.encode(out).map(|n| out[..n].to_vec()),
        )
    };
    for (how, enc) in [("decoded", plain), ("decoded traced", traced)] {
        let enc = enc.unwrap_or_else(|e| fail(format!("{how}, does not encode: {e}")));
        if enc != c.bytes {
            fail(format!(
                "{how}, encodes back to other bytes ({} against {})",
                enc.len(),
                c.bytes.len()
            ));
        }
    }
    if trace.fields == 0 {
        fail("the traced decode visited nothing".into());
    }
    trace.fields
}

/// Reads a capture file, checks every frame against this crate (any failure panics), and keeps the
/// frames kafka-protocol decodes too. Prints what it left out and why, kafka-protocol's re-encoding
/// differences, and the composition of what is left.
fn prepare(set: &str, text: &str) -> Vec<Frame> {
    let all = captured(text);
    let total = all.len();
    let max = all.iter().map(|c| c.bytes.len()).max().unwrap_or(0);
    let mut out = vec![0u8; max];
    let mut frames = Vec::new();
    let mut visited = 0;
    // (frame kind, reason) -> frames left out
    let mut left_out: BTreeMap<(String, String), usize> = BTreeMap::new();
    for c in all {
        let api_key = ApiKey(c.api_key);
        let what = format!(
            "{} {} v{}",
            if c.request { "request" } else { "response" },
            api_key,
            c.version
        );
        visited += check_ours(set, &what, &c, &mut out);
        let Ok(kp_key) = KpApiKey::try_from(c.api_key) else {
            let reason = format!("kafka-protocol has no API key {}", c.api_key);
            *left_out.entry((what, reason)).or_default() += 1;
            continue;
        };
        let range = kp_key.valid_versions();
        if c.version < range.min || c.version > range.max {
            let reason = format!("kafka-protocol has v{} to v{} only", range.min, range.max);
            *left_out.entry((what, reason)).or_default() += 1;
            continue;
        }
        let bytes: &'static [u8] = leak(c.bytes);
        let f = Frame {
            request: c.request,
            api_key,
            version: c.version,
            bytes,
            shared: Bytes::copy_from_slice(bytes),
            kp_key,
            kp_header_version: if c.request {
                kp_key.request_header_version(c.version)
            } else {
                kp_key.response_header_version(c.version)
            },
        };
        match catch_unwind(AssertUnwindSafe(|| kp_decode(&f))) {
            Ok(Ok(_)) => frames.push(f),
            Ok(Err(e)) => {
                *left_out
                    .entry((what, format!("kafka-protocol refuses it: {e}")))
                    .or_default() += 1
            }
            Err(_) => {
                *left_out
                    .entry((what, "kafka-protocol panics".into()))
                    .or_default() += 1
            }
        }
    }

    println!("traffic {set}: {total} frames; kafka-view decodes every one (traced and not, {visited} values visited) and encodes it back to the same bytes");
    let out_count: usize = left_out.values().sum();
    println!("traffic {set}: {out_count} frames left out of every benchmark (kafka-protocol does not decode them):");
    for ((what, reason), n) in &left_out {
        println!("  {n:>5} x {what}: {reason}");
    }

    // kafka-protocol's re-encodings, compared (counted, not failed on).
    let mut kbuf = BytesMut::new();
    let mut differ: BTreeMap<(String, String), usize> = BTreeMap::new();
    for f in &frames {
        let Ok(d) = kp_decode(f) else {
            unreachable!("checked above")
        };
        let reason = match catch_unwind(AssertUnwindSafe(|| kp_encode(&d, f, &mut kbuf))) {
            Ok(Ok(())) if kbuf[..] == *f.bytes => continue,
            Ok(Ok(())) => {
                let at = kbuf.iter().zip(f.bytes).position(|(a, b)| a != b);
                format!(
                    "{} bytes against {}, first difference at byte {}",
                    kbuf.len(),
                    f.bytes.len(),
                    at.unwrap_or(kbuf.len().min(f.bytes.len()))
                )
            }
            Ok(Err(e)) => format!("does not encode: {e}"),
            Err(_) => "panics encoding".into(),
        };
        *differ.entry((f.what(), reason)).or_default() += 1;
    }
    let differ_count: usize = differ.values().sum();
    println!("traffic {set}: kafka-protocol encodes {} of {} frames back to the same bytes; {differ_count} differ:", frames.len() - differ_count, frames.len());
    for ((what, reason), n) in &differ {
        println!("  {n:>5} x {what}: {reason}");
    }

    let bytes: usize = frames.iter().map(|f| f.bytes.len()).sum();
    let requests = frames.iter().filter(|f| f.request).count();
    let keys: BTreeSet<i16> = frames.iter().map(|f| f.api_key.0).collect();
    let names: Vec<String> = keys.iter().map(|k| ApiKey(*k).to_string()).collect();
    println!(
        "traffic {set}: benchmarked {} frames, {bytes} bytes: {requests} requests, {} responses, {} API keys ({})",
        frames.len(),
        frames.len() - requests,
        keys.len(),
        names.join(", ")
    );
    println!(
        "traffic-set {set} frames={} bytes={bytes} left_out={out_count} kp_differ={differ_count}",
        frames.len()
    );
    frames
}

fn traffic(c: &mut Criterion) {
    for (set, text) in [("mock", MOCK), ("broker", BROKER)] {
        let frames = prepare(set, text);
        bench_set(c, set, &frames);
    }
}

fn bench_set(c: &mut Criterion, set: &str, frames: &[Frame]) {
    let max = frames.iter().map(|f| f.bytes.len()).max().unwrap_or(0);
    let mut g = c.benchmark_group(format!("traffic_{set}"));
    g.throughput(Throughput::Elements(frames.len() as u64));

    g.bench_function("ours_validate", |b| {
        b.iter(|| {
            for f in frames {
                ours_validate(f);
            }
        })
    });
    let mut trace: FoldTrace = FoldTrace::default();
    g.bench_function("ours_decode_visit", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            for f in frames {
                sum ^= ours_decode_visit(f, &mut trace);
            }
            sum
        })
    });
    let mut out = vec![0u8; max];
    g.bench_function("ours_decode_reencode", |b| {
        b.iter(|| {
            let mut n = 0;
            for f in frames {
                n += ours_reencode(f, &mut out);
                black_box(&out);
            }
            n
        })
    });
    g.bench_function("kp_decode", |b| {
        b.iter(|| {
            for f in frames {
                let _ = black_box(kp_decode(f));
            }
        })
    });
    let mut kbuf = BytesMut::with_capacity(max);
    g.bench_function("kp_decode_reencode", |b| {
        b.iter(|| {
            let mut n = 0;
            for f in frames {
                if let Ok(d) = kp_decode(f) {
                    if kp_encode(&d, f, &mut kbuf).is_ok() {
                        n += kbuf.len();
                    }
                }
                black_box(&kbuf);
            }
            n
        })
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = common::settings(50);
    targets = traffic
}
criterion_main!(benches);

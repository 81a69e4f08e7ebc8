//! The proxy's endpoint rewrite against decoding and re-encoding the whole response.
//!
//! Input: a Metadata v12 response frame with 3 brokers and 100 topics of 10 partitions (the shape of
//! `benches/codec.rs`); the rewrite changes broker 2's host and port. Every id produces the same output
//! bytes (checked before timing, kafka-protocol's body-only output against ours minus the header):
//!
//! - `splice`: `proxy::rewrite_endpoints`: decode (validating everything), copy the frame as bytes
//!   around the one changed broker, encode that broker.
//! - `replace_array`: decode, build a new brokers array, `proxy::encode_response_counted`: the topics
//!   array is still wire bytes and is copied as one block; the rest is encoded field by field.
//! - `full_reencode`: decode, then rebuild every array (topics, partitions, replica lists) as slices in
//!   `Vec`s and encode all of it element by element: what a codec without wire arrays does.
//! - `kp_full_reencode`: kafka-protocol 0.18: decode the body from `Bytes`, change the broker, encode.
//! - `decode_only` (`decode_response`, the validation every path above starts with) and `memcpy` (of
//!   the frame) for scale.
//!
//! Before timing it prints, for each of ours, the bytes written and how many of them were copied from
//! the input as they were. Run with `cargo bench --bench rewrite`.

use std::hint::black_box;

use bytes::{Bytes, BytesMut};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use kafka_protocol::messages as kp;
use kafka_protocol::protocol::{Decodable, Encodable, StrBytes};
use kafka_view::messages::metadata as md;
use kafka_view::messages::Response;
use kafka_view::proxy::{encode_response_counted, rewrite_endpoints, Encoded};
use kafka_view::{decode_response, encode_response, types::Array, ApiKey, ResponseHeader};

mod common;
use common::{leak, metadata};

const VERSION: i16 = 12;
const NEW_HOST: &str = "proxy.example.com";
const NEW_PORT: i32 = 19092;

fn map(node_id: i32, _host: &str, _port: i32) -> Option<(&'static str, i32)> {
    (node_id == 2).then_some((NEW_HOST, NEW_PORT))
}

fn decode(frame: &[u8]) -> (ResponseHeader<'_>, md::MetadataResponse<'_>) {
    match decode_response(frame, ApiKey::METADATA, VERSION) {
        Ok(f) => match f.body {
            Response::Metadata(m) => (f.header, m),
            _ => unreachable!("a Metadata decode yields Metadata"),
        },
        Err(e) => panic!("decode: {e}"),
    }
}

fn with_new_broker<'a>(b: md::MetadataResponseBroker<'a>) -> md::MetadataResponseBroker<'a> {
    match map(b.node_id, b.host, b.port) {
        Some((host, port)) => md::MetadataResponseBroker { host, port, ..b },
        None => b,
    }
}

/// Decode, replace the brokers array, encode: the topics stay wire bytes.
fn replace_array(frame: &[u8], out: &mut [u8]) -> Encoded {
    let (header, m) = decode(frame);
    let mut brokers = [md::MetadataResponseBroker::default(); 8];
    for (slot, b) in brokers.iter_mut().zip(m.brokers.iter()) {
        *slot = with_new_broker(b);
    }
    let body = md::MetadataResponse {
        brokers: Array::new(&brokers[..m.brokers.len()]),
        ..m
    };
    encode_response_counted(&header, &Response::Metadata(body), VERSION, out).expect("encodes")
}

/// Decode, rebuild every array as slices, encode element by element.
fn full_reencode(frame: &[u8], out: &mut [u8]) -> usize {
    let (header, m) = decode(frame);
    let brokers: Vec<_> = m.brokers.iter().map(with_new_broker).collect();
    // Three levels of arrays; each level borrows the one below, so they are built bottom up.
    let mut ints: Vec<i32> = Vec::new();
    let mut spans: Vec<[(usize, usize); 3]> = Vec::new();
    for t in m.topics.iter() {
        for p in t.partitions.iter() {
            let mut span = [(0, 0); 3];
            for (s, a) in span
                .iter_mut()
                .zip([p.replica_nodes, p.isr_nodes, p.offline_replicas])
            {
                let start = ints.len();
                ints.extend(a.iter());
                *s = (start, ints.len());
            }
            spans.push(span);
        }
    }
    let mut partitions: Vec<md::MetadataResponsePartition<'_>> = Vec::with_capacity(spans.len());
    let mut spans_iter = spans.iter();
    for t in m.topics.iter() {
        for p in t.partitions.iter() {
            let [r, i, o] = *spans_iter.next().expect("one span per partition");
            partitions.push(md::MetadataResponsePartition {
                replica_nodes: Array::new(&ints[r.0..r.1]),
                isr_nodes: Array::new(&ints[i.0..i.1]),
                offline_replicas: Array::new(&ints[o.0..o.1]),
                ..p
            });
        }
    }
    let mut topics = Vec::with_capacity(m.topics.len());
    let mut at = 0;
    for t in m.topics.iter() {
        let n = t.partitions.len();
        topics.push(md::MetadataResponseTopic {
            partitions: Array::new(&partitions[at..at + n]),
            ..t
        });
        at += n;
    }
    let body = md::MetadataResponse {
        brokers: Array::new(&brokers),
        topics: Array::new(&topics),
        ..m
    };
    let e =
        encode_response_counted(&header, &Response::Metadata(body), VERSION, out).expect("encodes");
    assert_eq!(e.raw_copied, 0);
    e.len
}

fn kp_full_reencode(body: &Bytes, out: &mut BytesMut) {
    let mut buf = body.clone();
    let mut m = kp::MetadataResponse::decode(&mut buf, VERSION).expect("kafka-protocol decodes");
    for b in m.brokers.iter_mut() {
        if let Some((host, port)) = map(b.node_id.0, &b.host, b.port) {
            b.host = StrBytes::from_static_str(host);
            b.port = port;
        }
    }
    out.clear();
    m.encode(out, VERSION).expect("kafka-protocol encodes");
}

fn rewrite(c: &mut Criterion) {
    let mut big = vec![0u8; 1 << 20];
    let header = ResponseHeader {
        correlation_id: 7,
        ..Default::default()
    };
    let n = encode_response(&header, &Response::Metadata(metadata()), VERSION, &mut big)
        .expect("encodes");
    let frame: &'static [u8] = leak(big[..n].to_vec());

    // Every path gives the same bytes.
    let mut out = vec![0u8; n + 64];
    let r = rewrite_endpoints(frame, ApiKey::METADATA, VERSION, map, &mut out).expect("rewrites");
    let spliced = out[..r.len].to_vec();
    let e = replace_array(frame, &mut out);
    assert_eq!(out[..e.len], spliced[..]);
    let full = full_reencode(frame, &mut out);
    assert_eq!(out[..full], spliced[..]);
    // kafka-protocol works on the body: after the size prefix and the 5-byte header v1.
    let body = Bytes::copy_from_slice(&frame[9..]);
    let mut kout = BytesMut::with_capacity(n);
    kp_full_reencode(&body, &mut kout);
    assert_eq!(&kout[..], &spliced[9..]);

    println!(
        "rewrite Metadata v{VERSION} (3 brokers, 100 topics x 10 partitions), {n} bytes in, {} out:",
        r.len
    );
    println!(
        "  splice:        {:>6} bytes copied from the input, {:>4} encoded ({:.2}% copied)",
        r.copied,
        r.len - r.copied,
        100.0 * r.copied as f64 / r.len as f64
    );
    println!(
        "  replace_array: {:>6} bytes copied as wire arrays,  {:>4} encoded ({:.2}% copied)",
        e.raw_copied,
        e.len - e.raw_copied,
        100.0 * e.raw_copied as f64 / e.len as f64
    );
    println!("  full_reencode: {:>6} bytes copied, {full} encoded", 0);

    let mut g = c.benchmark_group("rewrite_metadata_v12");
    g.throughput(Throughput::Bytes(n as u64));
    g.bench_function("decode_only", |b| {
        b.iter(|| decode_response(black_box(frame), ApiKey::METADATA, VERSION).map(|f| f.header))
    });
    let mut copy = vec![0u8; n];
    g.bench_function("memcpy", |b| {
        b.iter(|| {
            copy.copy_from_slice(black_box(frame));
            black_box(&copy);
        })
    });
    g.bench_function("splice", |b| {
        b.iter(|| {
            rewrite_endpoints(black_box(frame), ApiKey::METADATA, VERSION, map, &mut out)
                .map(|r| r.len)
        })
    });
    g.bench_function("replace_array", |b| {
        b.iter(|| replace_array(black_box(frame), &mut out))
    });
    g.bench_function("full_reencode", |b| {
        b.iter(|| full_reencode(black_box(frame), &mut out))
    });
    g.bench_function("kp_full_reencode", |b| {
        b.iter(|| kp_full_reencode(black_box(&body), &mut kout))
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = common::settings(50);
    targets = rewrite
}
criterion_main!(benches);

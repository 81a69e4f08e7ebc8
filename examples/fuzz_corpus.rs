//! Writes the fuzz targets' seed corpus into `fuzz/corpus/<target>/`: the seed frames and the smallest
//! instance of every API and version, request and response, and a few records fields.
//!
//! ```text
//! cargo run --example fuzz_corpus
//! ```

use std::path::Path;

use kafka_view::messages::{Request, Response};
use kafka_view::records::{
    BatchSettings, BatchWriter, Builtin, Compression, NewRecord, Snappy, SnappyFraming,
    TimestampType,
};
use kafka_view::samples::EMPTY_RECORD_BATCH;
use kafka_view::samples::{Bump, Mode, SampleGen};
use kafka_view::{encode_request, encode_response, ApiKey, RequestHeader, ResponseHeader};

/// The four seed frames (size prefix included): name, API key, version, request?, bytes as hex.
const SEEDS: &[(&str, i16, i16, bool, &str)] = &[
    ("seed-create_delegation_token-request-v3", 38, 3, true, "0000001a0026000300000000000000010102010100000000000000000000"),
    (
        "seed-create_delegation_token-response-v3",
        38,
        3,
        false,
        "0000002a000000000000000101010100000000000000000000000000000000000000000000000001010000000000",
    ),
    ("seed-sasl_authenticate-request-v2", 36, 2, true, "0000000d00240002000000000000000100"),
    ("seed-sasl_authenticate-response-v2", 36, 2, false, "00000012000000000000000101000000000000000000"),
];

fn hex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).expect("hex"))
        .collect()
}

/// The two selector bytes the fuzz targets turn back into (api key, version).
fn selector(key: ApiKey, version: i16, response: bool) -> [u8; 2] {
    let index = ApiKey::ALL
        .iter()
        .position(|k| *k == key)
        .expect("known key");
    let range = if response {
        key.response_versions()
    } else {
        key.request_versions()
    }
    .expect("range");
    [index as u8, (version - range.min) as u8]
}

fn write(dir: &Path, name: &str, bytes: &[u8]) {
    std::fs::write(dir.join(name), bytes).expect("write corpus file");
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus");
    let targets = [
        "decode_request",
        "decode_response",
        "roundtrip",
        "encode_bounds",
        "frames",
        "records",
        "sasl",
    ];
    for t in targets {
        let dir = root.join(t);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("corpus dir");
    }
    let mut files = 0;
    let mut stream = Vec::new();
    for &(name, key, version, request, bytes) in SEEDS {
        let frame = hex(bytes);
        if request {
            write(&root.join("decode_request"), name, &frame);
            stream.extend_from_slice(&frame);
        } else {
            let mut input = selector(ApiKey(key), version, true).to_vec();
            input.extend_from_slice(&frame);
            write(&root.join("decode_response"), name, &input);
        }
        files += 1;
    }
    let mut buf = vec![0u8; 1 << 16];
    for &key in ApiKey::ALL {
        let name = key.name().expect("named");
        for version in key.request_versions().expect("range").iter() {
            let bump = Bump::new();
            let body = Request::sample(&mut SampleGen::new(&bump, Mode::Smallest), key, version)
                .expect("sample");
            let header = RequestHeader {
                api_key: key,
                api_version: version,
                client_id: Some(""),
                ..Default::default()
            };
            let n = encode_request(&header, &body, &mut buf).expect("encode");
            write(
                &root.join("decode_request"),
                &format!("{name}-request-v{version}"),
                &buf[..n],
            );
            let [k, v] = selector(key, version, false);
            write(
                &root.join("roundtrip"),
                &format!("{name}-request-v{version}"),
                &[0, k, v],
            );
            write(
                &root.join("encode_bounds"),
                &format!("{name}-request-v{version}"),
                &[0, k, v],
            );
            files += 3;
        }
        for version in key.response_versions().expect("range").iter() {
            let bump = Bump::new();
            let body = Response::sample(&mut SampleGen::new(&bump, Mode::Smallest), key, version)
                .expect("sample");
            let n = encode_response(&ResponseHeader::default(), &body, version, &mut buf)
                .expect("encode");
            let mut input = selector(key, version, true).to_vec();
            input.extend_from_slice(&buf[..n]);
            write(
                &root.join("decode_response"),
                &format!("{name}-response-v{version}"),
                &input,
            );
            let [k, v] = selector(key, version, true);
            write(
                &root.join("roundtrip"),
                &format!("{name}-response-v{version}"),
                &[1, k, v],
            );
            files += 2;
        }
    }
    for count in 0..5u8 {
        write(
            &root.join("frames"),
            &format!("frames-{count}"),
            &[count, 1, 7, 200, 3, 0, 64],
        );
        files += 1;
    }
    files += records_corpus(&root.join("records"));
    // The sasl target: a selector byte (which parser) and a valid payload for it.
    let sasl: [(&str, u8, &[u8]); 10] = [
        ("plain", 0, b"admin\0alice\0secret"),
        ("client-first", 1, b"n,,n=user,r=rOprNGfwEbeRWgbNEkqO"),
        ("client-first-token", 1, b"y,a=a=2Cb,n=tokenid=3D1,r=abc,tokenauth=true"),
        ("server-first", 2, b"r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096"),
        ("client-final", 3, b"c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ="),
        ("server-final", 4, b"v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4="),
        ("server-error", 4, b"e=invalid-proof"),
        ("oauthbearer", 5, b"n,a=user,\x01auth=Bearer eyJhbGciOi.eyJzdWIi.c2ln\x01traceId=1\x01\x01"),
        ("server-machine", 6, b"c=biws,r=abcdef,p=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="),
        ("client-machine", 7, b"r=abcdef,s=c2FsdA==,i=4096"),
    ];
    for (name, which, payload) in sasl {
        let mut input = vec![which];
        input.extend_from_slice(payload);
        write(&root.join("sasl"), name, &input);
        files += 1;
    }
    println!("wrote {files} corpus files under {}", root.display());
}

/// One batch written by `BatchWriter`.
fn batch(settings: BatchSettings, records: &[NewRecord<'_>]) -> Vec<u8> {
    let mut buf = vec![0u8; 1 << 12];
    let mut w = BatchWriter::new(&mut buf, settings).expect("header fits");
    for r in records {
        w.push(r).expect("record fits");
    }
    let n = w.finish().expect("finish");
    buf.truncate(n);
    buf
}

/// Records fields for the `records` target: the sample's empty batch, batches with keys, values and
/// headers, a control batch, a magic 1 entry, several batches, and a truncated tail.
fn records_corpus(dir: &Path) -> usize {
    const HEADERS: &[(&str, Option<&[u8]>)] = &[("trace", Some(b"t1")), ("null", None)];
    let plain = batch(
        BatchSettings::default(),
        &[
            NewRecord {
                timestamp: 1_000,
                key: Some(b"k1"),
                value: Some(b"v1"),
                headers: HEADERS,
            },
            NewRecord {
                timestamp: 1_002,
                key: None,
                value: Some(b"v2"),
                headers: &[],
            },
            NewRecord {
                timestamp: 999,
                key: Some(b"k3"),
                value: None,
                headers: &HEADERS[1..],
            },
        ],
    );
    let control = batch(
        BatchSettings {
            control: true,
            transactional: true,
            producer_id: 7,
            producer_epoch: 1,
            ..Default::default()
        },
        &[NewRecord {
            timestamp: 5,
            key: Some(&[0, 0, 0, 1]),
            value: Some(&[0, 0, 0, 0, 0, 3]),
            headers: &[],
        }],
    );
    let log_append = batch(
        BatchSettings {
            timestamp_type: TimestampType::LogAppendTime,
            base_offset: 100,
            ..Default::default()
        },
        &[NewRecord {
            timestamp: 9,
            key: None,
            value: None,
            headers: &[],
        }],
    );
    let mut legacy = Vec::new();
    legacy.extend_from_slice(&5i64.to_be_bytes());
    legacy.extend_from_slice(&24i32.to_be_bytes());
    legacy.extend_from_slice(&[
        0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 2, b'a', b'b',
    ]);
    let several = [&EMPTY_RECORD_BATCH[..], &plain, &control, &log_append].concat();
    let truncated = [&plain[..], &control[..control.len() - 3]].concat();
    let files: [(&str, &[u8]); 7] = [
        ("empty-batch", &EMPTY_RECORD_BATCH),
        ("plain", &plain),
        ("control", &control),
        ("log-append", &log_append),
        ("legacy-v1", &legacy),
        ("several", &several),
        ("truncated-tail", &truncated),
    ];
    for (name, bytes) in files {
        write(dir, name, bytes);
    }
    // The plain batch's records compressed with each codec (snappy in both framings), and the
    // compressed bytes alone behind the byte that hands them to one codec directly.
    let mut extra = 0;
    let codecs: [(&str, Compression, u8); 5] = [
        ("gzip", Compression::GZIP, 0),
        ("snappy", Compression::SNAPPY, 1),
        ("snappy-raw", Compression::SNAPPY, 1),
        ("lz4", Compression::LZ4, 2),
        ("zstd", Compression::ZSTD, 3),
    ];
    for (name, compression, pick) in codecs {
        let mut buf = vec![0u8; 1 << 12];
        let mut scratch = vec![0u8; 1 << 12];
        let mut w = BatchWriter::new(&mut buf, BatchSettings::default()).expect("header fits");
        let records = kafka_view::records::RecordBatch::decode(&plain)
            .expect("plain parses")
            .0;
        let kafka_view::records::Payload::Records(iter) =
            records.payload().expect("plain's records parse")
        else {
            unreachable!("plain is not compressed")
        };
        for r in iter {
            let headers: Vec<_> = r.headers.collect();
            w.push(&NewRecord {
                timestamp: r.timestamp(),
                key: r.key,
                value: r.value,
                headers: &headers,
            })
            .expect("record fits");
        }
        let n = if name == "snappy-raw" {
            let mut raw = Snappy {
                framing: SnappyFraming::Raw,
            };
            w.finish_compressed(&mut raw, compression, &mut scratch)
        } else {
            w.finish_compressed(&mut Builtin::new(), compression, &mut scratch)
        }
        .expect("compresses");
        write(dir, &format!("compressed-{name}"), &buf[..n]);
        let mut direct = vec![pick];
        direct.extend_from_slice(&buf[61..n]);
        write(dir, &format!("direct-{name}"), &direct);
        extra += 2;
    }
    files.len() + extra
}

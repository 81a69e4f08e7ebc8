//! The fuzz targets' committed seed corpus, replayed through the same checks in an ordinary test run:
//! every request and response frame decodes, re-encodes to the same bytes, and its every prefix fails.

use std::path::Path;

use kafka_view::{decode_request, decode_response, encode_request, encode_response, ApiKey};

fn files(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| {
            let path = e.expect("dir entry").path();
            (
                path.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read(&path).expect("read"),
            )
        })
        .collect();
    out.sort();
    out
}

/// The two selector bytes of the decode_response target, as the fuzz harness reads them.
fn pick(key: u8, version: u8) -> (ApiKey, i16) {
    let api = ApiKey::ALL[usize::from(key) % ApiKey::ALL.len()];
    let range = api.response_versions().unwrap();
    let span = (range.max - range.min + 1) as u16;
    (api, range.min + (u16::from(version) % span) as i16)
}

#[test]
fn request_corpus_decodes_and_re_encodes_byte_for_byte() {
    let corpus = files("decode_request");
    assert!(corpus.len() > 300, "{} files", corpus.len());
    let mut buf = vec![0u8; 1 << 16];
    for (name, frame) in &corpus {
        let req = decode_request(frame).unwrap_or_else(|e| panic!("{name}: {e}"));
        let n = encode_request(&req.header, &req.body, &mut buf).unwrap();
        assert_eq!(&buf[..n], &frame[..], "{name}");
        for k in 0..frame.len() {
            assert!(
                decode_request(&frame[..k]).is_err(),
                "{name}: prefix {k} decoded"
            );
        }
    }
}

#[test]
fn response_corpus_decodes_and_re_encodes_byte_for_byte() {
    let corpus = files("decode_response");
    assert!(corpus.len() > 300, "{} files", corpus.len());
    let mut buf = vec![0u8; 1 << 16];
    for (name, input) in &corpus {
        let (api, version) = pick(input[0], input[1]);
        let frame = &input[2..];
        let resp = decode_response(frame, api, version)
            .unwrap_or_else(|e| panic!("{name} ({api} v{version}): {e}"));
        let n = encode_response(&resp.header, &resp.body, version, &mut buf).unwrap();
        assert_eq!(&buf[..n], frame, "{name}");
    }
}

#[test]
fn records_corpus_reads_without_errors() {
    use kafka_view::records::Records;
    use kafka_view::records::{Batch, Builtin, Codec, Compression, Limits, Payload};
    let corpus = files("records");
    assert_eq!(corpus.len(), 18, "{corpus:?}");
    let (mut v2, mut legacy, mut truncated, mut records, mut direct) = (0, 0, 0, 0, 0);
    let plain = &corpus.iter().find(|(n, _)| n == "plain").unwrap().1;
    for (name, bytes) in &corpus {
        if name.starts_with("direct-") {
            // A codec's input behind the byte that picks the codec: the plain batch's records.
            let mut out = [0u8; 256];
            let n = Builtin::new()
                .decompress(
                    Compression(1 + bytes[0] % 4),
                    &bytes[1..],
                    &mut out,
                    &Limits::default(),
                )
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(&out[..n], &plain[61..], "{name}");
            direct += 1;
            continue;
        }
        for item in Records(bytes).batches() {
            match item.unwrap_or_else(|e| panic!("{name}: {e}")) {
                Batch::V2(batch) => {
                    batch.verify_crc().unwrap_or_else(|e| panic!("{name}: {e}"));
                    match batch.payload().unwrap_or_else(|e| panic!("{name}: {e}")) {
                        Payload::Records(it) => records += it.count(),
                        Payload::Compressed { .. } => {
                            let mut out = [0u8; 256];
                            let it = batch
                                .decompress(&mut Builtin::new(), &mut out, &Limits::default())
                                .unwrap_or_else(|e| panic!("{name}: {e}"));
                            records += it.count();
                        }
                    }
                    v2 += 1;
                }
                Batch::Legacy(_) => legacy += 1,
                Batch::Truncated { .. } => truncated += 1,
            }
        }
    }
    // empty 1, plain 1, offset-delta-gap 1 (the plain batch with its first record at offset delta
    // 16, which Kafka's reader accepts), control 1, log-append 1, several 4, truncated-tail 1 + tail,
    // compressed 5 (the plain batch's 3 records each); and 5 direct codec inputs.
    assert_eq!(
        (v2, legacy, truncated, records, direct),
        (15, 1, 1, 3 + 3 + 1 + 1 + 5 + 3 + 5 * 3, 5)
    );
}

//! The `kafka_view_explain` library: trees against the seed documents, every API's smallest sample,
//! bad input, response pairing, input detection, JSON (serde) output and frames explained as they
//! are read. The command line (`kafka-explain`) is tested in `cli.rs`.

#[path = "../../tests/it/common.rs"]
mod common;

use std::collections::BTreeMap;

use common::{hex, huge_metadata_request, shared, SEEDS};
use kafka_view::samples::Mode;
use kafka_view::{encode_request, error::DecodeErrorKind, ApiKey, ErrorCode, RequestHeader};
use kafka_view_explain::{
    decode_input, explain_frame, explain_read, explain_request, explain_response, explain_stream,
    parse_api_key, parse_hex, sample_frame, sample_frame_with, Decoding, Direction, Entry,
    EntryKind, Explained, InputFormat, Limits, RequestIndex, Scalar,
};

// ---------------------------------------------------------------------------------------------
// Seed documents

/// One entry of a seed document's object tree.
#[derive(Debug)]
struct SeedEntry {
    name: String,
    ty: String,
    value: String,
    offset: usize,
    size: usize,
}

/// The object trees of a seed document, in order. The trees are split on `+--`; the first piece of
/// each is the root. Each piece is `name [type] [= value] [0xOFFSET, SIZEB] description`.
fn seed_trees(text: &str) -> Vec<Vec<SeedEntry>> {
    let mut trees = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("object tree") {
        let after = &rest[start + "object tree".len()..];
        let end = after.find("kafka message schema").unwrap_or(after.len());
        let block = after[..end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let entries = block
            .split("+--")
            .map(|piece| piece.trim().trim_end_matches(['|', ' ']).trim())
            .filter(|piece| !piece.is_empty())
            .map(parse_seed_entry)
            .collect::<Vec<_>>();
        trees.push(entries);
        rest = &after[end..];
    }
    trees
}

fn parse_seed_entry(piece: &str) -> SeedEntry {
    let open = piece
        .find("[0x")
        .unwrap_or_else(|| panic!("no [0x..] in {piece:?}"));
    let close = open + piece[open..].find(']').expect("closing ]");
    let (offset, size) = piece[open + 1..close]
        .split_once(',')
        .expect("offset, size");
    let offset = usize::from_str_radix(offset.trim().trim_start_matches("0x"), 16).expect("offset");
    let size = size
        .trim()
        .trim_end_matches('B')
        .parse::<usize>()
        .expect("size");
    let head = piece[..open].trim();
    let (name, rest) = head.split_once(' ').unwrap_or((head, ""));
    let (ty, value) = match rest.split_once("= ") {
        Some((ty, value)) => (ty.trim(), value.trim()),
        None => (rest.trim(), ""),
    };
    SeedEntry {
        name: name.to_owned(),
        ty: ty.to_owned(),
        value: value.to_owned(),
        offset,
        size,
    }
}

/// The wire type explain writes for a seed's type: the seeds give schema types plus the encoding in
/// the value ("string" + "(compact, ...)"), explain gives the wire type ("compact string").
fn normalise_seed_type(e: &SeedEntry) -> String {
    let compact = e.value.contains("(compact");
    match (e.name.as_str(), e.ty.as_str()) {
        (_, "nullable_string") => "string".to_owned(),
        (_, "string") if compact => "compact string".to_owned(),
        (_, "bytes") if compact => "compact bytes".to_owned(),
        ("length", "uvarint") => "uvarint length".to_owned(),
        (_, ty) => ty.to_owned(),
    }
}

struct Vector {
    name: String,
    api_key: i16,
    api_version: i16,
    request: bool,
    bytes: Vec<u8>,
}

fn seed_vectors(dir: &std::path::Path) -> Vec<Vector> {
    let text = std::fs::read_to_string(dir.join("golden/seed-vectors.txt")).expect("seed-vectors");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let cols: Vec<&str> = line.split('|').map(str::trim).collect();
            assert_eq!(cols.len(), 6, "{line}");
            let bytes = hex(cols[5]);
            assert_eq!(bytes.len(), cols[4].parse::<usize>().unwrap(), "{line}");
            Vector {
                name: cols[0].to_owned(),
                api_key: cols[1].parse().unwrap(),
                api_version: cols[2].parse().unwrap(),
                request: cols[3] == "request",
                bytes,
            }
        })
        .collect()
}

fn explain_vector(v: &Vector) -> Explained<'_> {
    if v.request {
        explain_request(&v.bytes)
    } else {
        explain_response(&v.bytes, ApiKey(v.api_key), v.api_version)
    }
}

#[test]
fn seed_trees_match_the_seed_documents() {
    let Some(dir) = shared("seed_trees_match_the_seed_documents") else {
        return;
    };
    let mut trees: BTreeMap<String, Vec<SeedEntry>> = BTreeMap::new();
    for file in [
        "seeds/000_aada541773a9f3c3.txt",
        "seeds/004_5f5aca2451db23f2.txt",
    ] {
        let text = std::fs::read_to_string(dir.join(file)).expect(file);
        let found = seed_trees(&text);
        assert_eq!(found.len(), 2, "{file}: a request and a response tree");
        for tree in found {
            let root = &tree[0];
            assert_eq!((root.offset, root.ty.starts_with("message v")), (0, true));
            trees.insert(format!("{} {}", root.name, root.ty), tree);
        }
    }
    assert_eq!(trees.len(), 4);

    let vectors = seed_vectors(&dir);
    assert_eq!(vectors.len(), 4);
    let mut checked = 0;
    for v in &vectors {
        let explained = explain_vector(v);
        assert!(explained.ok(), "{}: {:?}", v.name, explained.problems);
        let key = format!("{} message v{}", explained.root.name, v.api_version);
        let seed = trees
            .get(&key)
            .unwrap_or_else(|| panic!("{}: no seed tree {key}", v.name));
        assert_eq!(
            explained.root.walk().len(),
            seed.len(),
            "{}: same number of entries as the seed tree\n{}",
            v.name,
            explained.tree_text()
        );
        for s in seed {
            let found = explained.root.find_at(&s.name, s.offset);
            assert_eq!(
                found.len(),
                1,
                "{}: seed entry {s:?} not found once\n{}",
                v.name,
                explained.tree_text()
            );
            let mine = found[0];
            assert_eq!(mine.ty, normalise_seed_type(s), "{}: type of {s:?}", v.name);
            // The seed trees give an error code as its number; explain adds Kafka's name.
            let value = match s.value.parse::<i16>() {
                Ok(code) if s.name.ends_with("ErrorCode") => {
                    format!("{code} ({})", ErrorCode(code).name().unwrap())
                }
                _ => s.value.clone(),
            };
            assert_eq!(mine.value, value, "{}: value of {s:?}", v.name);
            assert_eq!(mine.size, s.size, "{}: size of {s:?}", v.name);
            checked += 1;
        }
    }
    // 21 + 19 entries for CreateDelegationToken, 11 + 12 for SaslAuthenticate.
    assert_eq!(checked, 21 + 19 + 11 + 12);
}

#[test]
fn seed_vectors_agree_with_common() {
    // The vectors the other tests use without ../shared are the file's.
    let Some(dir) = shared("seed_vectors_agree_with_common") else {
        return;
    };
    let vectors = seed_vectors(&dir);
    for (v, s) in vectors.iter().zip(SEEDS) {
        assert_eq!(
            (v.name.as_str(), v.api_key, v.api_version, v.request),
            (s.0, s.1, s.2, s.3)
        );
        assert_eq!(v.bytes, hex(s.4));
    }
}

// ---------------------------------------------------------------------------------------------
// Tree shape

/// Leaves in wire order cover the frame exactly once, and every node spans its children.
fn assert_tiles(e: &Explained, what: &str) {
    let mut at = 0;
    for leaf in e.root.leaves() {
        assert_eq!(
            leaf.offset,
            at,
            "{what}: gap or overlap at {leaf:?}\n{}",
            e.tree_text()
        );
        at = leaf.end();
    }
    assert_eq!(at, e.size(), "{what}: leaves end before the frame");
    for (_, node) in e.root.walk() {
        // Decompressed records are not on the wire: they do not tile their compressed bytes.
        let on_wire: Vec<_> = node
            .children
            .iter()
            .filter(|c| c.kind != EntryKind::Decompressed)
            .collect();
        if node.kind == EntryKind::Decompressed {
            continue;
        }
        if let (Some(first), Some(last)) = (on_wire.first(), on_wire.last()) {
            assert_eq!(
                node.offset, first.offset,
                "{what}: {} starts with its first child",
                node.name
            );
            assert_eq!(
                node.end(),
                last.end(),
                "{what}: {} ends with its last child",
                node.name
            );
        }
    }
}

#[test]
fn seed_frames_explain_without_shared_folder() {
    let expected_sizes = [30, 46, 17, 22];
    for (seed, size) in SEEDS.iter().zip(expected_sizes) {
        let frame = hex(seed.4);
        let e = if seed.3 {
            explain_request(&frame)
        } else {
            explain_response(&frame, ApiKey(seed.1), seed.2)
        };
        assert!(e.ok(), "{}: {:?}", seed.0, e.problems);
        assert_eq!(e.root.size, size, "{}", seed.0);
        assert_tiles(&e, seed.0);
        let kinds: Vec<EntryKind> = e.root.children.iter().map(|c| c.kind).collect();
        assert_eq!(
            kinds,
            [EntryKind::Frame, EntryKind::Header, EntryKind::Struct],
            "{}",
            seed.0
        );
        let header = &e.root.children[1];
        assert_eq!(header.ty, if seed.3 { "v2" } else { "v1" }, "{}", seed.0);
    }
    let seed = hex(SEEDS[0].4);
    let e = explain_request(&seed);
    let text = e.render_text();
    for line in [
        "CreateDelegationTokenRequest v3, request header v2, correlation id 0, 30 bytes on the wire",
        "+-- RequestHeader                 v2",
        "|   +-- request_api_key           int16                = 38 (CreateDelegationToken)  [0x0004, 2B]",
        "    |   +-- length                uvarint length       = 2 (compact, n+1)            [0x0011, 1B]",
        "    |   +-- CreatableRenewers[0]  CreatableRenewers    = struct                      [0x0012, 3B]",
        "    +-- tagged_fields             uvarint              = 0                           [0x001d, 1B]",
        "byte layout (30 bytes, 16 bytes per row)",
        "0010   01 02 01 01 00 00 00 00 00 00 00 00 00 00",
    ] {
        assert!(text.contains(line), "missing {line:?} in\n{text}");
    }
}

#[test]
fn every_api_and_version_has_a_smallest_sample_that_explains() {
    let mut frames = 0;
    for &key in ApiKey::ALL {
        for direction in [Direction::Request, Direction::Response] {
            let range = match direction {
                Direction::Request => key.request_versions(),
                Direction::Response => key.response_versions(),
            };
            let Some(range) = range else { continue };
            for version in range.iter() {
                let what = format!("{key} v{version} {}", direction.as_str());
                let frame =
                    sample_frame(key, version, direction).unwrap_or_else(|e| panic!("{what}: {e}"));
                let e = match direction {
                    Direction::Request => explain_request(&frame),
                    Direction::Response => explain_response(&frame, key, version),
                };
                assert!(e.ok(), "{what}: {:?}\n{}", e.problems, e.tree_text());
                assert_eq!(e.root.size, frame.len(), "{what}");
                assert_eq!(e.api_key, Some(key), "{what}");
                assert_tiles(&e, &what);
                frames += 1;
            }
        }
    }
    assert!(frames > 300, "only {frames} frames");
    let size = |name: &str, version, direction| {
        let key = parse_api_key(name).unwrap();
        sample_frame(key, version, direction).unwrap().len()
    };
    assert_eq!(size("CreateDelegationToken", 3, Direction::Request), 30);
    assert_eq!(size("CreateDelegationToken", 3, Direction::Response), 46);
    assert_eq!(size("SaslAuthenticate", 2, Direction::Request), 17);
    assert_eq!(size("SaslAuthenticate", 2, Direction::Response), 22);
    // The smallest samples of the seed APIs are the seed frames.
    assert_eq!(
        sample_frame(ApiKey(38), 3, Direction::Request).unwrap(),
        hex(SEEDS[0].4)
    );
    assert_eq!(
        sample_frame(ApiKey(36), 2, Direction::Response).unwrap(),
        hex(SEEDS[3].4)
    );
}

#[test]
fn busy_samples_show_tagged_fields_and_hide_credentials() {
    let mut unknown_tags = 0;
    let mut known_tags = 0;
    let mut secrets = 0;
    for &key in ApiKey::ALL {
        for direction in [Direction::Request, Direction::Response] {
            let range = match direction {
                Direction::Request => key.request_versions(),
                Direction::Response => key.response_versions(),
            };
            let Some(range) = range else { continue };
            for version in range.iter() {
                let what = format!("busy {key} v{version} {}", direction.as_str());
                let frame = sample_frame_with(Mode::Busy, key, version, direction)
                    .unwrap_or_else(|e| panic!("{what}: {e}"));
                let e = match direction {
                    Direction::Request => explain_request(&frame),
                    Direction::Response => explain_response(&frame, key, version),
                };
                assert!(e.ok(), "{what}: {:?}", e.problems);
                assert_tiles(&e, &what);
                for (_, entry) in e.root.walk() {
                    if entry.kind == EntryKind::TaggedField {
                        let names: Vec<&str> =
                            entry.children.iter().map(|c| c.name.as_str()).collect();
                        assert_eq!(names[..2], ["tag", "size"], "{what}");
                        assert_eq!(entry.children.len(), 3, "{what}: {entry:?}");
                        if entry.value == "unknown" {
                            unknown_tags += 1;
                        } else {
                            assert_eq!(entry.value, names[2], "{what}");
                            known_tags += 1;
                        }
                    }
                    if entry.kind == EntryKind::TaggedFields && !entry.children.is_empty() {
                        assert_eq!(entry.children[0].name, "count", "{what}");
                        assert_eq!(
                            entry.children.len() - 1,
                            entry.value.parse::<usize>().unwrap(),
                            "{what}"
                        );
                    }
                    if entry.secret && !entry.value.starts_with("empty") {
                        secrets += 1;
                        assert!(entry.value.starts_with("<redacted, "), "{what}: {entry:?}");
                        let text = e.render_text();
                        assert!(e.hex_layout().contains("**"), "{what}");
                        assert!(e.masked_hex().contains("**"), "{what}");
                        assert!(text.contains("<redacted, "), "{what}");
                    }
                }
            }
        }
    }
    assert!(unknown_tags > 100, "{unknown_tags} unknown tagged fields");
    assert!(known_tags > 10, "{known_tags} known tagged fields");
    assert!(secrets > 5, "{secrets} credentials");
}

#[test]
fn credential_bytes_never_appear() {
    let frame = sample_frame_with(Mode::Busy, ApiKey(38), 3, Direction::Response).unwrap();
    let e = explain_response(&frame, ApiKey(38), 3);
    let hmac = e.root.find("Hmac").unwrap();
    assert!(hmac.secret);
    let payload = &frame[e.secrets[0].clone()];
    assert!(!payload.is_empty());
    assert_eq!(e.secrets[0].end, hmac.end());
    assert_eq!(
        hmac.value,
        format!(
            "<redacted, {} bytes> (compact, len+1={})",
            payload.len(),
            payload.len() + 1
        )
    );
    // The payload's bytes are masked where they are (the same bytes elsewhere, e.g. in an unknown
    // tagged field of the busy sample, are not credentials).
    let r = e.secrets[0].clone();
    let masked = e.masked_hex();
    assert_eq!(&masked[2 * r.start..2 * r.end], "**".repeat(payload.len()));
    assert_eq!(masked.len(), 2 * frame.len());
    assert_eq!(masked.matches('*').count(), 2 * payload.len());
    let json = json(&e);
    assert!(json.contains(&format!("\"hex\":\"{masked}\"")));
    assert!(
        json.contains("\"value\":null,\"value_name\":null,\"text\":\"<redacted, 6 bytes> (compact, len+1=7)\""),
        "{json}"
    );
    assert_eq!(hmac.scalar, Scalar::Redacted);
    assert_eq!(
        e.hex_layout().matches("**").count(),
        payload.len(),
        "{}",
        e.hex_layout()
    );
}

// ---------------------------------------------------------------------------------------------
// Bad input

#[test]
fn truncated_frame_shows_the_tree_up_to_the_failing_field() {
    let full = hex(SEEDS[0].4);
    let cut = &full[..23];
    let report = explain_stream(cut, &mut Decoding::Requests);
    assert!(!report.ok());
    assert_eq!(report.frames.len(), 1);
    assert_eq!(report.problems.len(), 1, "the stream ends inside a frame");
    assert!(
        report.problems[0].message.contains("7 more needed"),
        "{:?}",
        report.problems
    );
    let e = &report.frames[0];
    // The decoder's own complaint, then where the bytes run out.
    assert_eq!(
        e.problems[0].error.map(|x| x.kind),
        Some(DecodeErrorKind::FrameSizeMismatch {
            declared: 26,
            actual: 19
        })
    );
    let last = e.problems.last().unwrap();
    assert_eq!(last.offset, 0x15);
    assert!(last.message.contains("MaxLifetimeMs"), "{last:?}");
    // The tree up to there.
    assert_eq!(e.root.find("size").unwrap().value, "26");
    assert_eq!(e.root.find("Renewers").unwrap().value, "1 element");
    assert_eq!(e.root.find("PrincipalName").unwrap().offset, 0x13);
    let error = e
        .root
        .walk()
        .into_iter()
        .map(|(_, x)| x)
        .find(|x| x.kind == EntryKind::Error)
        .unwrap();
    assert_eq!(
        (error.name.as_str(), error.offset, error.size),
        ("MaxLifetimeMs", 0x15, 2)
    );
    // The frame's own text names both errors...
    let text = e.render_text();
    assert!(text.contains("error at [0x0015]: CreateDelegationTokenRequest.MaxLifetimeMs at byte 21: needs 8 bytes but 2 remain"), "{text}");
    assert!(
        text.contains(
            "error at [0x0000]: size at byte 0: frame size prefix says 26 bytes but 19 follow"
        ),
        "{text}"
    );
    // ...and the stream's text says it once: the stream ends inside the frame.
    let text = report.render_text();
    assert_eq!(
        text.lines().filter(|l| l.starts_with("error")).count(),
        1,
        "{text}"
    );
    assert!(text.contains("error at stream offset [0x0000]: the stream ends inside a frame"));
}

#[test]
fn every_prefix_and_every_byte_flip_is_explained_not_refused() {
    for seed in SEEDS {
        let frame = hex(seed.4);
        let decoding = || {
            if seed.3 {
                Decoding::Requests
            } else {
                Decoding::Responses {
                    api_key: ApiKey(seed.1),
                    api_version: seed.2,
                }
            }
        };
        for n in 0..frame.len() {
            let report = explain_stream(&frame[..n], &mut decoding());
            assert!(!report.ok(), "{} cut at {n}", seed.0);
            for f in &report.frames {
                assert!(!f.problems.is_empty());
                assert!(f.render_text().contains("error at [0x"));
            }
        }
        for i in 4..frame.len() {
            for v in [0x00, 0x01, 0x7f, 0x80, 0xff] {
                let mut bad = frame.clone();
                bad[i] = v;
                let report = explain_stream(&bad, &mut decoding());
                let _ = report.render_text();
                let _ = json(&report);
                for f in &report.frames {
                    // A frame either decodes, with leaves covering it, or says why not.
                    if f.ok() {
                        assert_tiles(f, seed.0);
                    } else {
                        assert!(f.error_lines().starts_with("error at [0x"));
                    }
                }
            }
        }
    }
}

#[test]
fn bad_length_and_unknown_api_are_explained() {
    // OwnerPrincipalType's compact length says 127 bytes follow.
    let mut frame = hex(SEEDS[0].4);
    frame[0x0f] = 0x7f;
    let e = explain_request(&frame);
    assert_eq!(e.problems.len(), 1);
    assert_eq!(e.problems[0].offset, 0x0f);
    assert!(matches!(
        e.problems[0].error.unwrap().kind,
        DecodeErrorKind::LengthPastEnd { length: 126, .. }
    ));
    assert_eq!(e.root.find("correlation_id").unwrap().value, "0");
    assert_eq!(
        e.root.find("OwnerPrincipalType").unwrap().kind,
        EntryKind::Error
    );

    // API key 999: the header is still shown.
    let mut frame = hex(SEEDS[0].4);
    frame[4..6].copy_from_slice(&999i16.to_be_bytes());
    let e = explain_request(&frame);
    assert!(!e.ok());
    assert_eq!(
        e.problems[0].error.unwrap().kind,
        DecodeErrorKind::UnknownApiKey { api_key: 999 }
    );
    assert_eq!(
        e.root.find("request_api_key").unwrap().value,
        "999 (unknown)"
    );
    assert!(e.error_lines().contains("error at [0x0004]: "));

    // Bytes after a complete body, inside the frame: Kafka ignores them, explain shows them.
    let mut frame = hex(SEEDS[2].4);
    frame.extend_from_slice(&[0xaa, 0xbb]);
    frame[3] += 2;
    let e = explain_request(&frame);
    assert!(e.problems.is_empty(), "{:?}", e.problems);
    let last = e.root.children.last().unwrap();
    assert_eq!(
        (last.kind, last.name.as_str(), last.offset, last.size),
        (EntryKind::Value, "trailing", 17, 2)
    );
    assert_eq!(last.value, "2 bytes after the body: aa bb");
    assert!(e.render_text().contains("2 bytes after the body: aa bb"));
}

// ---------------------------------------------------------------------------------------------
// Streams and pairing

fn with_correlation_id(frame: &[u8], request: bool, id: i32) -> Vec<u8> {
    let mut f = frame.to_vec();
    let at = if request { 8 } else { 4 };
    f[at..at + 4].copy_from_slice(&id.to_be_bytes());
    f
}

#[test]
fn responses_pair_with_requests_by_correlation_id() {
    let requests = [
        with_correlation_id(&hex(SEEDS[0].4), true, 7),
        with_correlation_id(&hex(SEEDS[2].4), true, 9),
    ]
    .concat();
    let responses = [
        with_correlation_id(&hex(SEEDS[3].4), false, 9),
        with_correlation_id(&hex(SEEDS[1].4), false, 7),
        with_correlation_id(&hex(SEEDS[1].4), false, 5),
    ]
    .concat();
    let mut index = RequestIndex::from_stream(&requests);
    assert_eq!(index.len(), 2);
    assert!(index.problems.is_empty());
    let report = explain_stream(&responses, &mut Decoding::Paired(&mut index));
    assert_eq!(report.frames.len(), 3);
    assert!(index.is_empty());

    let f = &report.frames[0];
    assert!(f.ok(), "{:?}", f.problems);
    assert_eq!(
        (f.root.name.as_str(), f.correlation_id),
        ("SaslAuthenticateResponse", Some(9))
    );
    assert_eq!(f.stream_offset, 0);
    let f = &report.frames[1];
    assert!(f.ok(), "{:?}", f.problems);
    assert_eq!(f.root.name, "CreateDelegationTokenResponse");
    assert_eq!(f.stream_offset, 22);
    assert_eq!(f.root.find("correlation_id").unwrap().value, "7");
    // No request with id 5: the size and correlation id are shown, the body is not decoded.
    let f = &report.frames[2];
    assert!(!f.ok());
    assert_eq!(f.stream_offset, 68);
    assert!(
        f.problems[0].message.contains("correlation id 5"),
        "{:?}",
        f.problems
    );
    assert_eq!(f.root.find("correlation_id").unwrap().value, "5");
    assert!(!report.ok());
    let text = report.render_text();
    assert!(
        text.contains("=== frame 3 at stream offset 0x0044 ==="),
        "{text}"
    );
}

#[test]
fn responses_with_a_fixed_api() {
    let responses = [hex(SEEDS[3].4), hex(SEEDS[3].4)].concat();
    let report = explain_stream(
        &responses,
        &mut Decoding::Responses {
            api_key: parse_api_key("sasl_authenticate").unwrap(),
            api_version: 2,
        },
    );
    assert!(report.ok());
    assert_eq!(report.frames.len(), 2);
    assert_eq!(report.frames[1].stream_offset, 22);
    assert_eq!(
        report
            .render_text()
            .matches("SaslAuthenticateResponse v2")
            .count(),
        2
    );
}

// ---------------------------------------------------------------------------------------------
// Input

#[test]
fn input_is_detected_as_hex_or_raw() {
    let raw = hex(SEEDS[0].4);
    assert_eq!(decode_input(&raw), (InputFormat::Raw, raw.clone()));
    let text = "0000001a 00260003 00000000\n0000000101020101\t0x00000000000000000000\n";
    assert_eq!(
        decode_input(text.as_bytes()),
        (InputFormat::Hex, raw.clone())
    );
    assert_eq!(decode_input(SEEDS[0].4.to_uppercase().as_bytes()).1, raw);
    // Not hex: odd digit count, other characters, nothing at all.
    assert_eq!(decode_input(b"abc").0, InputFormat::Raw);
    assert_eq!(decode_input(b"hello").0, InputFormat::Raw);
    assert_eq!(decode_input(b"  \n").0, InputFormat::Raw);
    assert!(parse_hex("0g").is_err());
    assert!(parse_hex("012").is_err());
    assert_eq!(parse_hex("").unwrap(), Vec::<u8>::new());
    // A raw frame never reads as hex: its first byte is below every hex digit and space.
    for &key in ApiKey::ALL {
        if let Some(range) = key.request_versions() {
            let frame = sample_frame(key, range.max, Direction::Request).unwrap();
            assert_eq!(decode_input(&frame).0, InputFormat::Raw, "{key}");
        }
    }
}

#[test]
fn api_keys_by_number_or_name() {
    assert_eq!(parse_api_key("38"), Some(ApiKey(38)));
    assert_eq!(parse_api_key("CreateDelegationToken"), Some(ApiKey(38)));
    assert_eq!(parse_api_key("createdelegationtoken"), Some(ApiKey(38)));
    assert_eq!(parse_api_key("create_delegation_token"), Some(ApiKey(38)));
    assert_eq!(
        parse_api_key("CreateDelegationTokenResponse"),
        Some(ApiKey(38))
    );
    assert_eq!(parse_api_key("sasl-authenticate"), Some(ApiKey(36)));
    assert_eq!(parse_api_key("Produce"), Some(ApiKey(0)));
    assert_eq!(parse_api_key("NoSuchApi"), None);
    for &key in ApiKey::ALL {
        assert_eq!(parse_api_key(key.name().unwrap()), Some(key));
    }
}

// ---------------------------------------------------------------------------------------------
// JSON

/// A JSON value, from a small strict parser (RFC 8259 without number exponents).
#[derive(Debug, PartialEq)]
enum Json {
    Null,
    Bool(bool),
    Num(f64),
    Str(String),
    Arr(Vec<Json>),
    Obj(Vec<(String, Json)>),
}

impl Json {
    fn get(&self, key: &str) -> &Json {
        match self {
            Json::Obj(fields) => {
                &fields
                    .iter()
                    .find(|(k, _)| k == key)
                    .unwrap_or_else(|| panic!("no key {key}"))
                    .1
            }
            other => panic!("not an object: {other:?}"),
        }
    }
    fn str(&self) -> &str {
        match self {
            Json::Str(s) => s,
            other => panic!("not a string: {other:?}"),
        }
    }
    fn num(&self) -> f64 {
        match self {
            Json::Num(n) => *n,
            other => panic!("not a number: {other:?}"),
        }
    }
    fn arr(&self) -> &[Json] {
        match self {
            Json::Arr(a) => a,
            other => panic!("not an array: {other:?}"),
        }
    }
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn parse(text: &str) -> Result<Json, String> {
        let mut p = Parser {
            s: text.as_bytes(),
            i: 0,
        };
        let v = p.value()?;
        p.ws();
        if p.i != p.s.len() {
            return Err(format!("trailing text at {}", p.i));
        }
        Ok(v)
    }
    fn ws(&mut self) {
        while self.s.get(self.i).is_some_and(|c| b" \n\r\t".contains(c)) {
            self.i += 1;
        }
    }
    fn eat(&mut self, c: u8) -> Result<(), String> {
        self.ws();
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            Ok(())
        } else {
            Err(format!("expected {:?} at {}", c as char, self.i))
        }
    }
    fn value(&mut self) -> Result<Json, String> {
        self.ws();
        match self.s.get(self.i).copied() {
            Some(b'{') => {
                self.i += 1;
                let mut fields = Vec::new();
                self.ws();
                if self.s.get(self.i) == Some(&b'}') {
                    self.i += 1;
                    return Ok(Json::Obj(fields));
                }
                loop {
                    self.ws();
                    let k = self.string()?;
                    self.eat(b':')?;
                    let v = self.value()?;
                    if fields.iter().any(|(f, _)| f == &k) {
                        return Err(format!("duplicate key {k}"));
                    }
                    fields.push((k, v));
                    self.ws();
                    match self.s.get(self.i) {
                        Some(b',') => self.i += 1,
                        Some(b'}') => {
                            self.i += 1;
                            return Ok(Json::Obj(fields));
                        }
                        _ => return Err(format!("bad object at {}", self.i)),
                    }
                }
            }
            Some(b'[') => {
                self.i += 1;
                let mut items = Vec::new();
                self.ws();
                if self.s.get(self.i) == Some(&b']') {
                    self.i += 1;
                    return Ok(Json::Arr(items));
                }
                loop {
                    items.push(self.value()?);
                    self.ws();
                    match self.s.get(self.i) {
                        Some(b',') => self.i += 1,
                        Some(b']') => {
                            self.i += 1;
                            return Ok(Json::Arr(items));
                        }
                        _ => return Err(format!("bad array at {}", self.i)),
                    }
                }
            }
            Some(b'"') => Ok(Json::Str(self.string()?)),
            Some(b't') => self.word("true", Json::Bool(true)),
            Some(b'f') => self.word("false", Json::Bool(false)),
            Some(b'n') => self.word("null", Json::Null),
            Some(c) if c == b'-' || c.is_ascii_digit() => {
                let start = self.i;
                self.i += 1;
                while self
                    .s
                    .get(self.i)
                    .is_some_and(|c| c.is_ascii_digit() || *c == b'.')
                {
                    self.i += 1;
                }
                let text = std::str::from_utf8(&self.s[start..self.i]).unwrap();
                text.parse()
                    .map(Json::Num)
                    .map_err(|_| format!("bad number {text}"))
            }
            _ => Err(format!("unexpected input at {}", self.i)),
        }
    }
    fn word(&mut self, w: &str, v: Json) -> Result<Json, String> {
        if self.s[self.i..].starts_with(w.as_bytes()) {
            self.i += w.len();
            Ok(v)
        } else {
            Err(format!("bad literal at {}", self.i))
        }
    }
    fn string(&mut self) -> Result<String, String> {
        if self.s.get(self.i) != Some(&b'"') {
            return Err(format!("expected string at {}", self.i));
        }
        self.i += 1;
        let mut out = Vec::new();
        loop {
            let c = *self.s.get(self.i).ok_or("unterminated string")?;
            self.i += 1;
            match c {
                b'"' => return String::from_utf8(out).map_err(|e| e.to_string()),
                b'\\' => {
                    let e = *self.s.get(self.i).ok_or("bad escape")?;
                    self.i += 1;
                    match e {
                        b'"' | b'\\' | b'/' => out.push(e),
                        b'n' => out.push(b'\n'),
                        b'r' => out.push(b'\r'),
                        b't' => out.push(b'\t'),
                        b'b' => out.push(8),
                        b'f' => out.push(12),
                        b'u' => {
                            let h = std::str::from_utf8(&self.s[self.i..self.i + 4]).unwrap();
                            let n = u32::from_str_radix(h, 16).map_err(|e| e.to_string())?;
                            self.i += 4;
                            let c = char::from_u32(n).ok_or("surrogate")?;
                            out.extend_from_slice(c.to_string().as_bytes());
                        }
                        _ => return Err(format!("bad escape at {}", self.i)),
                    }
                }
                c if c < 0x20 => return Err(format!("raw control character at {}", self.i)),
                c => out.push(c),
            }
        }
    }
}

/// The JSON tree says what the Entry tree says.
fn assert_same_tree(j: &Json, e: &Entry) {
    assert_eq!(j.get("name").str(), e.name);
    assert_eq!(j.get("kind").str(), e.kind.as_str());
    assert_eq!(j.get("type").str(), e.ty);
    assert_eq!(j.get("text").str(), e.value);
    assert_same_value(j.get("value"), &e.scalar);
    match e.value_name {
        Some(name) => assert_eq!(j.get("value_name").str(), name),
        None => assert_eq!(*j.get("value_name"), Json::Null),
    }
    assert_eq!(j.get("note").str(), e.note);
    assert_eq!(j.get("offset").num() as usize, e.offset);
    assert_eq!(j.get("size").num() as usize, e.size);
    assert_eq!(*j.get("secret"), Json::Bool(e.secret));
    let children = j.get("children").arr();
    assert_eq!(children.len(), e.children.len());
    for (jc, ec) in children.iter().zip(&e.children) {
        assert_same_tree(jc, ec);
    }
}

/// The JSON `value` of an entry is its value as a JSON value, not as text.
fn assert_same_value(j: &Json, v: &Scalar) {
    let hex = |b: &[u8]| b.iter().map(|x| format!("{x:02x}")).collect::<String>();
    match v {
        Scalar::None | Scalar::Null | Scalar::Redacted => assert_eq!(*j, Json::Null),
        // The small parser reads numbers as f64: compare within what an f64 holds exactly.
        Scalar::Int(n) if n.unsigned_abs() < 1 << 53 => assert_eq!(j.num(), *n as f64),
        Scalar::Uint(n) if *n < 1 << 53 => assert_eq!(j.num(), *n as f64),
        Scalar::Int(_) | Scalar::Uint(_) => assert!(matches!(j, Json::Num(_)), "{j:?}"),
        Scalar::Float(f) if f.is_finite() => assert!(matches!(j, Json::Num(_)), "{j:?}"),
        Scalar::Float(_) => assert!(["NaN", "inf", "-inf"].contains(&j.str())),
        Scalar::Bool(b) => assert_eq!(*j, Json::Bool(*b)),
        Scalar::Str(s) => assert_eq!(j.str(), s),
        Scalar::Bytes(b) => assert_eq!(j.str(), hex(b)),
    }
}

/// The serde JSON of a tree or a report.
fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap()
}

#[test]
fn json_output_parses_and_matches_the_tree() {
    for (i, seed) in SEEDS.iter().enumerate() {
        let frame = hex(seed.4);
        let e = if seed.3 {
            explain_request(&frame)
        } else {
            explain_response(&frame, ApiKey(seed.1), seed.2)
        };
        let j = Parser::parse(&json(&e)).unwrap_or_else(|err| panic!("{i}: {err}"));
        assert_eq!(j.get("api_key").num(), f64::from(seed.1));
        assert_eq!(j.get("api_version").num(), f64::from(seed.2));
        assert_eq!(
            j.get("direction").str(),
            if seed.3 { "request" } else { "response" }
        );
        assert_eq!(j.get("size").num() as usize, frame.len());
        assert_eq!(j.get("hex").str(), e.masked_hex());
        assert_eq!(*j.get("ok"), Json::Bool(true));
        assert_same_tree(j.get("tree"), &e.root);
    }

    // A stream with a bad frame.
    let cut = &hex(SEEDS[0].4)[..20];
    let stream = [hex(SEEDS[2].4), cut.to_vec()].concat();
    let report = explain_stream(&stream, &mut Decoding::Requests);
    let j = Parser::parse(&json(&report)).unwrap();
    assert_eq!(*j.get("ok"), Json::Bool(false));
    let frames = j.get("frames").arr();
    assert_eq!(frames.len(), 2);
    assert_eq!(frames[1].get("stream_offset").num(), 17.0);
    let errors = frames[1].get("errors").arr();
    assert!(errors.len() == 2, "{errors:?}");
    assert_eq!(errors[1].get("offset").num(), 20.0);
    assert_eq!(j.get("errors").arr().len(), 1);

    // Strings with quotes, backslashes and control characters stay valid JSON.
    let client_id = "a\"b\\c\nd\u{1}é";
    let body = kafka_view::messages::Request::SaslAuthenticate(Default::default());
    let header = RequestHeader {
        api_key: ApiKey(36),
        api_version: 2,
        correlation_id: -3,
        client_id: Some(client_id),
        ..Default::default()
    };
    let mut buf = [0u8; 64];
    let n = encode_request(&header, &body, &mut buf).unwrap();
    let e = explain_request(&buf[..n]);
    assert!(e.ok());
    let j = Parser::parse(&json(&e)).unwrap();
    assert_eq!(j.get("correlation_id").num(), -3.0);
    let cid = e.root.find("client_id").unwrap();
    assert_eq!(
        cid.value,
        format!("{client_id:?} (int16 len={})", client_id.len())
    );
    assert_same_tree(j.get("tree"), &e.root);
}

#[test]
fn random_bytes_never_panic() {
    // A seeded xorshift: the same inputs every run.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut bad = 0;
    for round in 0..2000 {
        let len = (next() % 64) as usize;
        let mut bytes: Vec<u8> = (0..len).map(|_| next() as u8).collect();
        // Mostly plausible frames: a size prefix that fits, a known API key and version.
        if round % 4 != 0 && len >= 8 {
            bytes[..4].copy_from_slice(&((len - 4) as i32).to_be_bytes());
            let key = ApiKey::ALL[(next() as usize) % ApiKey::ALL.len()];
            bytes[4..6].copy_from_slice(&key.0.to_be_bytes());
            let v = key.request_versions().map_or(0, |r| r.max);
            bytes[6..8].copy_from_slice(&v.to_be_bytes());
        }
        let requests = explain_stream(&bytes, &mut Decoding::Requests);
        let key = ApiKey::ALL[(next() as usize) % ApiKey::ALL.len()];
        let version = key.response_versions().map_or(0, |r| r.min);
        let responses = explain_stream(
            &bytes,
            &mut Decoding::Responses {
                api_key: key,
                api_version: version,
            },
        );
        for report in [&requests, &responses] {
            let _ = report.render_text();
            Parser::parse(&json(&report)).expect("valid JSON");
            for f in &report.frames {
                assert_eq!(f.root.size, f.frame.len());
                if f.ok() {
                    assert_tiles(f, "random");
                } else {
                    bad += 1;
                }
            }
        }
    }
    assert!(bad > 1000, "{bad}");
}

#[test]
fn records_fields_get_a_batch_summary() {
    let frame = sample_frame(ApiKey::PRODUCE, 9, Direction::Request).unwrap();
    let explained = explain_request(&frame);
    assert!(explained.ok());
    let records = explained.root.find("Records").unwrap();
    assert_eq!(
        records.note,
        "batch v2 at 0: base offset 0, 0 records, none, CRC ok"
    );
    // The same frame with one bit of the batch's record count flipped: the count no longer matches
    // (the batch's header still reads, so the batch is shown with its records' error).
    let at = records.offset + records.size - 1;
    let mut bad = frame.clone();
    bad[at] ^= 1;
    let explained = explain_request(&bad);
    assert_eq!(
        explained.root.find("Records").unwrap().note,
        "batch v2 at 0: base offset 0, 1 record, none, CRC MISMATCH, bad records: \
         RecordBatch.recordCount at byte 61: record batch declares 1 record but holds 0"
    );
    // A flipped producer-id bit keeps the batch readable but breaks its CRC.
    let mut bad = frame.clone();
    bad[at - 10] ^= 1;
    let explained = explain_request(&bad);
    assert_eq!(
        explained.root.find("Records").unwrap().note,
        "batch v2 at 0: base offset 0, 0 records, none, CRC MISMATCH"
    );
}

#[test]
fn long_arrays_and_hex_layouts_are_capped_unless_all() {
    let frame = huge_metadata_request(5000);
    let e = explain_request(&frame);
    let text = e.render_text();
    assert_eq!(text.matches("MetadataRequestTopic[").count(), 100);
    assert!(text.contains("MetadataRequestTopic[99]"));
    assert!(!text.contains("MetadataRequestTopic[100]"));
    let more = text.lines().find(|l| l.contains("more elements")).unwrap();
    assert!(more.contains("= 4900 more elements"), "{more}");
    // The line covers the elements left out: from the end of element 99 to the end of the array.
    let first_left_out = 4 + 11 + 2 + 100 * 18;
    assert!(
        more.contains(&format!("[0x{first_left_out:04x}, {}B]", 4900 * 18)),
        "{more}"
    );
    let rows = frame.len().div_ceil(16);
    assert!(
        text.contains(&format!("...   {} rows", rows - 260)),
        "hex rows capped"
    );
    assert!(text.lines().count() < 800, "{} lines", text.lines().count());

    // The library default is the same cap; Limits::NONE keeps everything.
    use kafka_view_explain::{explain_request_with, Limits};
    let capped = explain_request(&frame);
    let all = explain_request_with(&frame, Limits::NONE);
    let topics = |e: &Explained| e.root.find("Topics").unwrap().children.len();
    assert_eq!(topics(&capped), 1 + 100 + 1); // length, 100 elements, the "..." line
    assert_eq!(topics(&all), 1 + 5000);
    assert!(capped.ok() && all.ok());
}

#[test]
fn a_truncated_frame_is_one_error_line_and_empty_input_says_so() {
    let cut = &hex(SEEDS[0].4)[..19];
    let text = explain_stream(cut, &mut Decoding::Requests).render_text();
    let errors: Vec<&str> = text.lines().filter(|l| l.starts_with("error")).collect();
    assert_eq!(
        errors,
        ["error at stream offset [0x0000]: the stream ends inside a frame: 19 bytes there, 11 more needed"]
    );
    assert!(
        text.contains("decoding stopped here"),
        "the tree still shows where"
    );

    let report = explain_stream(&[], &mut Decoding::Requests);
    assert!(report.frames.is_empty() && !report.ok());
    assert_eq!(
        report.render_text(),
        "error at stream offset [0x0000]: empty input: no frame\n"
    );
}

#[test]
fn error_codes_are_named() {
    // A SaslAuthenticate v2 response: header v1 (correlation id 7, no tags), error code 58, a null
    // error message, empty auth bytes, session lifetime 0, no tags.
    let mut body = vec![0, 0, 0, 7, 0, 0, 58, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    let mut frame = (body.len() as i32).to_be_bytes().to_vec();
    frame.append(&mut body);
    let e = explain_response(&frame, ApiKey::SASL_AUTHENTICATE, 2);
    assert!(e.ok(), "{:?}", e.problems);
    let code = e.root.find("ErrorCode").expect("an ErrorCode entry");
    assert_eq!(code.value, "58 (SASL_AUTHENTICATION_FAILED)");
    // A code Kafka does not define is shown as such, not refused.
    frame[9] = 0x7f;
    let e = explain_response(&frame, ApiKey::SASL_AUTHENTICATE, 2);
    assert!(e.ok(), "{:?}", e.problems);
    let code = e.root.find("ErrorCode").expect("an ErrorCode entry");
    assert_eq!(code.value, "32570 (unknown error code)");
}

#[test]
fn compressed_batches_show_their_records_decompressed() {
    // Produce requests captured from kcat and confluent-kafka, one per codec (tests/data/compressed).
    for name in [
        "kcat-gzip",
        "kcat-snappy",
        "kcat-lz4",
        "kcat-zstd",
        "confluent-gzip",
        "confluent-snappy",
        "confluent-lz4",
        "confluent-zstd",
    ] {
        let path = common::repository().join(format!("tests/data/compressed/{name}.hex"));
        let text = std::fs::read_to_string(&path).unwrap();
        let line = text.lines().find(|l| !l.starts_with('#')).unwrap();
        let bytes = hex(line);
        let e = explain_request(&bytes);
        assert!(e.ok(), "{name}: {:?}", e.problems);
        assert_tiles(&e, name);
        let header = e.root.find("header").unwrap();
        assert!(
            header.value.ends_with(name.split('-').nth(1).unwrap()),
            "{}",
            header.value
        );
        assert_eq!(header.note, "CRC-32C ok");
        let compressed = e.root.find("records").unwrap();
        assert!(
            compressed
                .note
                .contains("the records below are decompressed"),
            "{compressed:?}"
        );
        assert_eq!(compressed.children.len(), 40, "{name}");
        let first = &compressed.children[0];
        assert_eq!(first.kind, EntryKind::Decompressed);
        assert_eq!((first.name.as_str(), first.offset), ("Record[0]", 0));
        assert!(
            first.value.contains("key \"key-0\", value \"value-0-\""),
            "{}",
            first.value
        );
        let text = e.render_text();
        assert!(text.contains("Record[39]"), "{text}");
        assert!(json(&e).contains("\"kind\":\"decompressed\""));
    }
}

#[test]
fn uncompressed_records_are_leaves_on_the_wire() {
    use kafka_view::records::{BatchSettings, BatchWriter, NewRecord};
    let mut buf = [0u8; 256];
    let mut w = BatchWriter::new(&mut buf, BatchSettings::default()).unwrap();
    for i in 0..3 {
        w.push(&NewRecord {
            timestamp: i,
            key: Some(b"k"),
            value: Some(b"v"),
            headers: &[("h", None)],
        })
        .unwrap();
    }
    let n = w.finish().unwrap();
    let records = kafka_view::records::Records(&buf[..n]);
    let body = kafka_view::messages::ProduceRequest {
        topic_data: kafka_view::types::Array::new(Box::leak(Box::new([
            kafka_view::messages::produce::TopicProduceData {
                name: "t",
                partition_data: kafka_view::types::Array::new(Box::leak(Box::new([
                    kafka_view::messages::produce::PartitionProduceData {
                        index: 0,
                        records: Some(records),
                        ..Default::default()
                    },
                ]))),
                ..Default::default()
            },
        ]))),
        acks: -1,
        timeout_ms: 1000,
        ..Default::default()
    };
    let header = kafka_view::RequestHeader {
        api_key: ApiKey::PRODUCE,
        api_version: 9,
        correlation_id: 1,
        client_id: Some("c"),
        ..Default::default()
    };
    let mut frame = [0u8; 512];
    let len = kafka_view::encode_request(
        &header,
        &kafka_view::messages::Request::Produce(body),
        &mut frame,
    )
    .unwrap();
    let e = explain_request(&frame[..len]);
    assert!(e.ok(), "{:?}", e.problems);
    assert_tiles(&e, "produce");
    let record = e.root.find("Record[2]").unwrap();
    assert_eq!(record.kind, EntryKind::Value);
    assert_eq!(record.size, 12);
    assert_eq!(record.value, "offset 2, key \"k\", value \"v\"");
    assert_eq!(record.note, "headers: h");
}

/// An AlterPartitionReassignments v0 request: `topics` topics of `partitions` partitions of `replicas`
/// replica ids each (all zero, names empty).
fn nested_request(topics: usize, partitions: usize, replicas: usize) -> Vec<u8> {
    fn uvarint(mut n: usize, out: &mut Vec<u8>) {
        while n >= 0x80 {
            out.push((n as u8) | 0x80);
            n >>= 7;
        }
        out.push(n as u8);
    }
    let mut body = vec![0, 45, 0, 0, 0, 0, 0, 1, 0xff, 0xff, 0, 0, 0, 0, 0];
    uvarint(topics + 1, &mut body);
    for _ in 0..topics {
        body.push(1); // empty name
        uvarint(partitions + 1, &mut body);
        for _ in 0..partitions {
            body.extend([0; 4]);
            uvarint(replicas + 1, &mut body);
            body.extend(std::iter::repeat_n(0u8, 4 * replicas));
            body.push(0);
        }
        body.push(0);
    }
    body.push(0);
    let mut frame = (body.len() as i32).to_be_bytes().to_vec();
    frame.extend(body);
    frame
}

#[test]
fn nested_arrays_stay_within_the_entry_limit() {
    use kafka_view_explain::{explain_request_with, Limits};
    // 120 x 120 x 120 replica ids: 100 x 100 x 100 would be kept with only the element limit.
    let frame = nested_request(120, 120, 120);
    let capped = explain_request(&frame);
    assert!(capped.ok(), "{:?}", capped.problems);
    let entries = capped.root.walk().len();
    let limit = Limits::default().entries.unwrap();
    // Entries read count towards the limit even when stepped over, so fewer are kept; past the
    // limit only "..." lines are added (one per array still open).
    assert!(
        entries > limit / 4 && entries < limit + 100,
        "{entries}\n{}",
        capped.tree_text()
    );
    assert_tiles(&capped, "capped nested");
    // The first topic is kept with the partitions it holds before the limit; the others are one
    // "..." line.
    let topics = capped.root.find("Topics").unwrap();
    assert_eq!(topics.value, "120 elements");
    assert_eq!(
        topics.children.len(),
        3,
        "length, the first topic, the rest"
    );
    assert_eq!(topics.children[1].name, "ReassignableTopic[0]");
    assert_eq!(topics.children[2].value, "119 more elements");
    let partitions = capped.root.find("Partitions").unwrap();
    let kept = partitions.children.len() - 2;
    assert!(kept > 10 && kept < 100, "{kept}");
    assert_eq!(
        partitions.children.last().unwrap().value,
        format!("{} more elements", 120 - kept)
    );

    // Only the element limit: a million and more entries.
    let wide = explain_request_with(
        &frame,
        Limits {
            entries: None,
            ..Limits::default()
        },
    );
    assert!(wide.root.walk().len() > 1_000_000);
}

// ---------------------------------------------------------------------------------------------
// Frames explained as they are read (explain_read)

/// A reader that hands out a few bytes at a time (1 to 7, in turn).
struct Dribble<'a> {
    bytes: &'a [u8],
    turn: usize,
}

impl std::io::Read for Dribble<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        self.turn += 1;
        let n = (self.turn % 7 + 1).min(buf.len()).min(self.bytes.len());
        let (head, tail) = self.bytes.split_at(n);
        buf[..n].copy_from_slice(head);
        self.bytes = tail;
        Ok(n)
    }
}

/// Explains `frame` held and as read (a few bytes at a time, with bytes of a next frame after it)
/// and asserts that both say the same; returns whether it decoded.
fn read_agrees(frame: &[u8], response: Option<(ApiKey, i16)>, limits: Limits, what: &str) -> bool {
    let next = [0xde, 0xad, 0xbe, 0xef, 0x01];
    let stream = [frame, &next[..]].concat();
    let mut input = Dribble {
        bytes: &stream,
        turn: 0,
    };
    let mut decoding = match response {
        None => Decoding::Requests,
        Some((api_key, api_version)) => Decoding::Responses {
            api_key,
            api_version,
        },
    };
    let read = explain_read(&mut input, frame.len(), &mut decoding, limits).unwrap();
    let mut held = explain_frame(frame, &mut decoding, limits);
    // Trailing bytes past those kept are counted, not shown.
    if let (Some(r), Some(h)) = (read.root.children.last(), held.root.children.last_mut()) {
        if r.name == "trailing"
            && h.name == "trailing"
            && h.value.starts_with(&format!("{}:", r.value))
        {
            h.value.clone_from(&r.value);
            h.scalar.clone_from(&r.scalar);
        }
    }
    assert_eq!(input.bytes, next, "{what}: read past its frame");
    assert_eq!(read.frame, b"", "{what}: a read frame is not held");
    let streamed = read.streamed.as_ref().unwrap();
    assert_eq!(streamed.size, frame.len(), "{what}");
    assert!(
        streamed.head.len() + streamed.tail.len()
            <= limits.hex_rows.map_or(frame.len(), |r| 16 * r + 64),
        "{what}: keeps only the rows it prints"
    );
    assert_eq!(read.title(), held.title(), "{what}: title");
    assert_eq!(read.problems, held.problems, "{what}: problems");
    if read.root != held.root {
        let strip = |e: &Entry| Entry {
            children: Vec::new(),
            ..e.clone()
        };
        let first = read
            .root
            .walk()
            .into_iter()
            .zip(held.root.walk())
            .map(|((_, r), (_, h))| (strip(r), strip(h)))
            .find(|(r, h)| r != h);
        panic!(
            "{what}: trees differ, first at {first:?}\nread:\n{}\nheld:\n{}",
            read.tree_text(),
            held.tree_text()
        );
    }
    assert_eq!(read.secrets, held.secrets, "{what}: secrets");
    assert_eq!(read.hex_layout(), held.hex_layout(), "{what}: layout");
    assert_eq!(read.render_text(), held.render_text(), "{what}: text");
    assert_eq!(
        (
            read.correlation_id,
            read.header_version,
            read.api_key,
            read.api_version
        ),
        (
            held.correlation_id,
            held.header_version,
            held.api_key,
            held.api_version
        ),
        "{what}: facts"
    );
    held.ok()
}

#[test]
fn a_frame_read_as_it_streams_is_explained_as_when_held() {
    let limits = [
        Limits::default(),
        Limits {
            hex_rows: Some(1),
            ..Limits::default()
        },
        Limits::NONE,
    ];
    let (mut frames, mut accepted) = (0usize, 0usize);
    for &key in ApiKey::ALL {
        let sides = [
            (key.request_versions(), false),
            (key.response_versions(), true),
        ];
        for (versions, response) in sides {
            for version in versions.unwrap().iter() {
                for mode in [
                    Mode::Busy,
                    Mode::Random(key.0 as u64 * 977 + version as u64),
                ] {
                    let frame = if response {
                        common::response_frame(key, version, mode)
                    } else {
                        common::request_frame(key, version, mode)
                    };
                    let pair = response.then_some((key, version));
                    let side = if response { "response" } else { "request" };
                    // As encoded, then single-byte changes after the size prefix (a read frame's
                    // length is its size prefix's: the command splits frames by it).
                    let spots = (4..frame.len()).filter(|i| *i < 24 || i % 41 == 0);
                    let mut copy = frame.clone();
                    for i in std::iter::once(usize::MAX).chain(spots) {
                        let values = match frame.get(i) {
                            Some(_) => vec![0x00, 0xff],
                            None => vec![0],
                        };
                        for v in values {
                            if let Some(slot) = copy.get_mut(i) {
                                *slot = v;
                            }
                            let l = limits[frames % limits.len()];
                            let what = format!(
                                "{key} {side} v{version} {mode:?}, byte {i} = {v:#04x}, {l:?}"
                            );
                            accepted += usize::from(read_agrees(&copy, pair, l, &what));
                            frames += 1;
                        }
                        if let (Some(slot), Some(&b)) = (copy.get_mut(i), frame.get(i)) {
                            *slot = b;
                        }
                    }
                }
            }
        }
    }
    println!("{frames} frames explained held and as read alike, {accepted} of them decoded");
    assert!(
        frames > 60_000 && accepted > 10_000,
        "{frames} frames, {accepted} decoded"
    );
}

#[test]
fn a_read_frame_that_ends_early_says_where_and_leaves_the_layout_to_its_bytes() {
    let frame = hex(SEEDS[0].4);
    for cut in [0, 3, 4, 19, frame.len() - 1] {
        let mut input = &frame[..cut];
        let e = explain_read(
            &mut input,
            frame.len(),
            &mut Decoding::Requests,
            Limits::default(),
        )
        .unwrap();
        assert_eq!(e.size(), cut);
        assert_eq!(
            e.problems[0].error.map(|d| d.kind),
            Some(DecodeErrorKind::InputEnded {
                expected: frame.len(),
                read: cut
            }),
            "cut at {cut}: {:?}",
            e.problems
        );
        assert_eq!(
            e.hex_layout(),
            kafka_view_explain::hex_layout(&frame[..cut], &[])
        );
        assert!(
            e.title().ends_with(&format!(", {cut} bytes on the wire")),
            "{}",
            e.title()
        );
    }
}

#[test]
fn a_records_value_longer_than_the_read_buffer_is_shown_by_its_first_bytes() {
    use kafka_view_explain::READ_BUFFER;
    // A Produce v3 request whose one partition holds 3 MiB of records: one batch, declared whole.
    let held = sample_frame(ApiKey::PRODUCE, 3, Direction::Request).unwrap();
    let e = explain_request(&held);
    let records = e.root.find("Records").unwrap().clone();
    let batch = records.size - 4;
    let big = 3 << 20;
    let mut frame = held[..records.offset].to_vec();
    frame.extend_from_slice(&((batch + big) as i32).to_be_bytes());
    let mut body = held[records.offset + 4..records.end()].to_vec();
    // The batch's length field (bytes 8..12 of the batch) grows by the padding.
    let len = i32::from_be_bytes(body[8..12].try_into().unwrap()) + big as i32;
    body[8..12].copy_from_slice(&len.to_be_bytes());
    frame.extend_from_slice(&body);
    frame.extend(std::iter::repeat_n(0x5a, big));
    frame.extend_from_slice(&held[records.end()..]);
    let size = (frame.len() - 4) as i32;
    frame[..4].copy_from_slice(&size.to_be_bytes());

    let mut input = &frame[..];
    let read = explain_read(
        &mut input,
        frame.len(),
        &mut Decoding::Requests,
        Limits::default(),
    )
    .unwrap();
    let held = explain_request(&frame);
    assert_eq!(read.problems, held.problems);
    let (r, h) = (
        read.root.find("Records").unwrap(),
        held.root.find("Records").unwrap(),
    );
    assert_eq!((r.offset, r.size), (h.offset, h.size));
    assert!(
        r.note.ends_with(&format!(
            "(of its {} bytes the first {READ_BUFFER} were read: the frame was too large to hold)",
            batch + big
        )),
        "{}",
        r.note
    );
    assert_tiles(&read, "3 MiB of records, read");
    let streamed = read.streamed.as_ref().unwrap();
    assert_eq!(streamed.head, frame[..4096]);
    assert_eq!(streamed.tail, frame[streamed.tail_offset..]);
    assert_eq!(read.hex_layout(), held.hex_layout());
}

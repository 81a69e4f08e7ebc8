//! The four seed frames: exact bytes, exact values, exact offsets.

use crate::common;

use common::{hex, shared, SEEDS};
use kafka_view::messages::{
    CreateDelegationTokenRequest, CreateDelegationTokenResponse, Request, Response,
    SaslAuthenticateRequest, SaslAuthenticateResponse,
};
use kafka_view::samples::{Mode, SampleGen};
use kafka_view::trace::{FieldEvent, Node, Trace, Value};
use kafka_view::{
    decode_request, decode_response, encode_request, encode_response,
    trace::{decode_request_traced, decode_response_traced, Shared},
    ApiKey, RequestHeader, ResponseHeader,
};

#[test]
fn seed_vectors_file_agrees() {
    let Some(dir) = shared("seed_vectors_file_agrees") else {
        return;
    };
    let text =
        std::fs::read_to_string(dir.join("golden/seed-vectors.txt")).expect("seed-vectors.txt");
    let mut seen = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let cols: Vec<&str> = line.split('|').map(str::trim).collect();
        let (name, key, version, kind, size, bytes) =
            (cols[0], cols[1], cols[2], cols[3], cols[4], cols[5]);
        let seed = SEEDS
            .iter()
            .find(|s| s.0 == name)
            .unwrap_or_else(|| panic!("unknown seed {name}"));
        assert_eq!(key.parse::<i16>().unwrap(), seed.1, "{name}");
        assert_eq!(version.parse::<i16>().unwrap(), seed.2, "{name}");
        assert_eq!(kind == "request", seed.3, "{name}");
        assert_eq!(hex(bytes), hex(seed.4), "{name}");
        assert_eq!(hex(bytes).len(), size.parse::<usize>().unwrap(), "{name}");
        seen += 1;
    }
    assert_eq!(seen, 4);
}

#[test]
fn create_delegation_token_request_v3() {
    let frame = hex(SEEDS[0].4);
    assert_eq!(frame.len(), 30);
    let req = decode_request(&frame).unwrap();
    assert_eq!(req.header.api_key, ApiKey::CREATE_DELEGATION_TOKEN);
    assert_eq!(req.header.api_version, 3);
    assert_eq!(req.header.correlation_id, 0);
    assert_eq!(req.header.client_id, Some(""));
    let Request::CreateDelegationToken(body) = req.body else {
        panic!("wrong variant {:?}", req.body)
    };
    assert_eq!(body.owner_principal_type, Some(""));
    assert_eq!(body.owner_principal_name, Some(""));
    assert_eq!(body.renewers.len(), 1);
    let renewer = body.renewers.iter().next().unwrap();
    assert_eq!((renewer.principal_type, renewer.principal_name), ("", ""));
    assert_eq!(body.max_lifetime_ms, 0);
    let mut out = [0u8; 64];
    let n = encode_request(&req.header, &req.body, &mut out).unwrap();
    assert_eq!(&out[..n], &frame[..]);
}

#[test]
fn create_delegation_token_response_v3() {
    let frame = hex(SEEDS[1].4);
    assert_eq!(frame.len(), 46);
    let resp = decode_response(&frame, ApiKey::CREATE_DELEGATION_TOKEN, 3).unwrap();
    assert_eq!(resp.header.correlation_id, 0);
    let Response::CreateDelegationToken(body) = resp.body else {
        panic!()
    };
    let expected = CreateDelegationTokenResponse::default();
    assert_eq!(body, expected);
    assert_eq!(body.hmac, b"");
    assert_eq!(body.token_id, "");
    let mut out = [0u8; 64];
    let n = encode_response(&resp.header, &resp.body, 3, &mut out).unwrap();
    assert_eq!(&out[..n], &frame[..]);
}

#[test]
fn sasl_authenticate_v2_both_ways() {
    let frame = hex(SEEDS[2].4);
    let req = decode_request(&frame).unwrap();
    let Request::SaslAuthenticate(body) = req.body else {
        panic!()
    };
    assert_eq!(body, SaslAuthenticateRequest::default());
    let mut out = [0u8; 32];
    let n = encode_request(&req.header, &req.body, &mut out).unwrap();
    assert_eq!(&out[..n], &frame[..]);

    let frame = hex(SEEDS[3].4);
    let resp = decode_response(&frame, ApiKey::SASL_AUTHENTICATE, 2).unwrap();
    let Response::SaslAuthenticate(body) = resp.body else {
        panic!()
    };
    assert_eq!(body.error_code, kafka_view::ErrorCode::NONE);
    assert_eq!(body.error_message, Some(""));
    assert_eq!(body.auth_bytes, b"");
    assert_eq!(body.session_lifetime_ms, 0);
    assert_eq!(
        body,
        SaslAuthenticateResponse {
            error_message: Some(""),
            ..Default::default()
        }
    );
    let n = encode_response(&resp.header, &resp.body, 2, &mut out).unwrap();
    assert_eq!(&out[..n], &frame[..]);
}

/// The smallest instance that the samples builder makes is exactly the seed frame.
#[test]
fn smallest_samples_are_the_seed_frames() {
    let bump = kafka_view::samples::Bump::new();
    for &(name, key, version, is_request, bytes) in SEEDS {
        let mut g = SampleGen::new(&bump, Mode::Smallest);
        let mut out = [0u8; 128];
        let n = if is_request {
            let body = Request::sample(&mut g, ApiKey(key), version).unwrap();
            let header = RequestHeader {
                api_key: ApiKey(key),
                api_version: version,
                client_id: Some(""),
                ..Default::default()
            };
            encode_request(&header, &body, &mut out).unwrap()
        } else {
            let body = Response::sample(&mut g, ApiKey(key), version).unwrap();
            encode_response(&ResponseHeader::default(), &body, version, &mut out).unwrap()
        };
        assert_eq!(&out[..n], &hex(bytes)[..], "{name}");
    }
}

#[test]
fn secrets_are_redacted_in_debug() {
    let body = SaslAuthenticateRequest {
        auth_bytes: b"\0alice\0secret-password",
        ..Default::default()
    };
    let text = format!("{body:?}");
    assert!(!text.contains("115, 101, 99"), "{text}");
    assert!(text.contains("redacted, 22 bytes"), "{text}");
    let body = CreateDelegationTokenRequest::default();
    assert!(format!("{body:?}").contains("renewers"));
}

/// Records every leaf field and every struct node the decoder reports.
#[derive(Default)]
struct Recorder {
    fields: Vec<(String, usize, usize, String)>,
    stack: Vec<(Node, usize)>,
    nodes: Vec<(String, usize, usize)>,
}

impl Trace for Recorder {
    fn enter(&mut self, node: Node, offset: usize) {
        self.stack.push((node, offset));
    }
    fn leave(&mut self, offset: usize) {
        let (node, start) = self.stack.pop().expect("balanced");
        let name = match node {
            Node::Struct { name } => name.to_string(),
            Node::Array { name, .. } => name.to_string(),
            Node::Field { name, .. } => name.to_string(),
            _ => return,
        };
        self.nodes.push((name, start, offset - start));
    }
    fn field(&mut self, e: &FieldEvent<'_>) {
        let value = match e.value {
            Value::Int(v) => v.to_string(),
            Value::Uint(v) => v.to_string(),
            Value::Str(s) => format!("{s:?}"),
            Value::Bytes([]) => "empty".into(),
            Value::Bytes(b) => format!("{b:02x?}"),
            Value::Null => "null".into(),
            other => format!("{other:?}"),
        };
        self.fields
            .push((e.name.to_string(), e.offset, e.size, value));
    }
}

/// One entry of a seed document's object tree.
struct TreeEntry {
    name: String,
    value: Option<String>,
    offset: usize,
    size: usize,
}

fn parse_tree(section: &str) -> Vec<TreeEntry> {
    let mut out = Vec::new();
    for chunk in section.split("+--").skip(1) {
        let chunk = chunk.trim().trim_end_matches('|').trim();
        let Some(open) = chunk.find("[0x") else {
            continue;
        };
        let close = open + chunk[open..].find("B]").expect("size");
        let (off, size) = chunk[open + 1..close]
            .split_once(',')
            .expect("offset, size");
        let offset = usize::from_str_radix(off.trim().trim_start_matches("0x"), 16).unwrap();
        let size: usize = size.trim().parse().unwrap();
        let head = &chunk[..open];
        let name = head.split_whitespace().next().unwrap().to_string();
        let value = head
            .split_once(" = ")
            .filter(|(_, v)| !v.contains("element") && v.trim() != "struct")
            .map(|(_, v)| {
                let v = v.trim();
                if let Some(rest) = v.strip_prefix('"') {
                    format!("\"{}\"", &rest[..rest.find('"').unwrap()])
                } else {
                    v.split_whitespace().next().unwrap().to_string()
                }
            });
        out.push(TreeEntry {
            name,
            value,
            offset,
            size,
        });
    }
    out
}

/// Every field in the seed documents' object trees: same name, offset, size and value as the decoder
/// reports through its trace hook; every struct and array node: same offset and size.
#[test]
fn decoder_offsets_match_the_seed_object_trees() {
    let Some(dir) = shared("decoder_offsets_match_the_seed_object_trees") else {
        return;
    };
    let docs = [
        ("000_aada541773a9f3c3.txt", 0usize),
        ("004_5f5aca2451db23f2.txt", 2usize),
    ];
    let mut checked = 0;
    for (file, first_seed) in docs {
        let text = std::fs::read_to_string(dir.join("seeds").join(file)).unwrap();
        let trees: Vec<&str> = text
            .split("object tree")
            .skip(1)
            .map(|t| t.split("kafka message schema").next().unwrap())
            .collect();
        assert_eq!(trees.len(), 2, "{file}: a request and a response tree");
        for (i, tree) in trees.iter().enumerate() {
            let (name, key, version, is_request, bytes) = SEEDS[first_seed + i];
            let frame = hex(bytes);
            let mut rec = Recorder::default();
            if is_request {
                decode_request_traced(&frame, Shared::new(&mut rec)).unwrap();
            } else {
                decode_response_traced(&frame, ApiKey(key), version, Shared::new(&mut rec))
                    .unwrap();
            }
            for entry in parse_tree(tree) {
                match &entry.value {
                    Some(value) => {
                        let found = rec
                            .fields
                            .iter()
                            .find(|f| f.0 == entry.name && f.1 == entry.offset)
                            .unwrap_or_else(|| {
                                panic!(
                                    "{name}: no field {} at {:#x}: {:?}",
                                    entry.name, entry.offset, rec.fields
                                )
                            });
                        assert_eq!(found.2, entry.size, "{name}: size of {}", entry.name);
                        assert_eq!(&found.3, value, "{name}: value of {}", entry.name);
                    }
                    None => {
                        // Struct and array nodes carry a value ("struct", "1 element"); frame and header
                        // nodes do not and are checked through their fields.
                        continue;
                    }
                }
                checked += 1;
            }
            // Struct and array nodes: the body struct, arrays and array elements start and end where
            // the tree says.
            for entry in parse_tree(tree).iter().filter(|e| e.value.is_none()) {
                let short = entry.name.split('[').next().unwrap();
                if let Some(node) = rec
                    .nodes
                    .iter()
                    .find(|n| n.0 == short && n.1 == entry.offset)
                {
                    assert_eq!(node.2, entry.size, "{name}: node {}", entry.name);
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 30, "only {checked} fields checked");
}

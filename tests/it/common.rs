//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use kafka_view::messages::{Request, Response};
use kafka_view::samples::{Bump, Mode, SampleGen};
use kafka_view::{
    encode_request, encode_response,
    types::{RawTaggedField, TaggedFields},
    ApiKey, RequestHeader, ResponseHeader,
};

/// The four seed frames of the seed documents (size prefix included), with their API key, version and
/// direction. The bytes are facts from `../shared/golden/seed-vectors.txt`; `seed_vectors_file_agrees`
/// checks them against that file whenever it is there.
pub const SEEDS: &[(&str, i16, i16, bool, &str)] = &[
    ("create_delegation_token_request_v3", 38, 3, true, "0000001a0026000300000000000000010102010100000000000000000000"),
    (
        "create_delegation_token_response_v3",
        38,
        3,
        false,
        "0000002a000000000000000101010100000000000000000000000000000000000000000000000001010000000000",
    ),
    ("sasl_authenticate_request_v2", 36, 2, true, "0000000d00240002000000000000000100"),
    ("sasl_authenticate_response_v2", 36, 2, false, "00000012000000000000000101000000000000000000"),
];

pub fn hex(s: &str) -> Vec<u8> {
    let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
    assert!(s.len() % 2 == 0, "odd hex length");
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).expect("hex digit"))
        .collect()
}

/// The repository's root folder. The package under test is kafka-view (whose manifest sits at the
/// root) or `explain/` (whose tests include this file too), one folder down.
pub fn repository() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest
        .ancestors()
        .find(|dir| dir.join("tests/it/common.rs").is_file())
        .unwrap_or(manifest)
        .to_path_buf()
}

/// `../shared` beside the repository, if it is there. Under `CI=true` a missing folder fails the test;
/// elsewhere the test prints that it was skipped and why, and returns `None`.
pub fn shared(test: &str) -> Option<PathBuf> {
    let dir = repository().join("../shared");
    if dir.is_dir() {
        return Some(dir);
    }
    if std::env::var("CI").as_deref() == Ok("true") {
        panic!("{test}: ../shared is missing, and CI=true requires it");
    }
    eprintln!(
        "{test}: skipped: ../shared (seed documents and schemas) is not beside the repository"
    );
    None
}

/// A Metadata v12 request whose topics array holds `n` elements (18 bytes each: a zero topic id, a
/// null name, no tags): the shape of a hostile frame with a huge array.
pub fn huge_metadata_request(n: usize) -> Vec<u8> {
    let mut body = vec![0, 3, 0, 12, 0, 0, 0, 1, 0xff, 0xff, 0];
    let mut count = n as u32 + 1;
    loop {
        let b = (count & 0x7f) as u8;
        count >>= 7;
        if count == 0 {
            body.push(b);
            break;
        }
        body.push(b | 0x80);
    }
    body.extend(std::iter::repeat_n(0u8, 18 * n));
    body.extend_from_slice(&[0, 0, 0]);
    let mut frame = (body.len() as i32).to_be_bytes().to_vec();
    frame.extend(body);
    frame
}

/// Unknown tagged fields put in flexible request headers.
pub const HEADER_TAGS: &[RawTaggedField<'static>] = &[
    RawTaggedField {
        tag: 3,
        data: b"abc",
    },
    RawTaggedField { tag: 90, data: b"" },
];

/// Whether `version` of `key` is flexible (compact types, tagged fields).
pub fn flexible(key: ApiKey, version: i16) -> bool {
    key.flexible_from().is_some_and(|f| version >= f)
}

/// A request frame of `key` at `version` built from `mode` (the `samples` builders), with the
/// header tags above when the version is flexible.
pub fn request_frame(key: ApiKey, version: i16, mode: Mode) -> Vec<u8> {
    let bump = Bump::new();
    let body = Request::sample(&mut SampleGen::new(&bump, mode), key, version).unwrap();
    let header = RequestHeader {
        api_key: key,
        api_version: version,
        correlation_id: 77,
        client_id: Some("client"),
        unknown_tagged_fields: if flexible(key, version) {
            TaggedFields::new(HEADER_TAGS)
        } else {
            TaggedFields::EMPTY
        },
    };
    let mut buf = vec![0u8; 1 << 16];
    let n = encode_request(&header, &body, &mut buf).unwrap();
    buf.truncate(n);
    buf
}

/// A response frame of `key` at `version` built from `mode`.
pub fn response_frame(key: ApiKey, version: i16, mode: Mode) -> Vec<u8> {
    let bump = Bump::new();
    let body = Response::sample(&mut SampleGen::new(&bump, mode), key, version).unwrap();
    let header = ResponseHeader {
        correlation_id: 78,
        ..Default::default()
    };
    let mut buf = vec![0u8; 1 << 16];
    let n = encode_response(&header, &body, version, &mut buf).unwrap();
    buf.truncate(n);
    buf
}

//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::PathBuf;

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

/// `../shared` beside the repository, if it is there. Under `CI=true` a missing folder fails the test;
/// elsewhere the test prints that it was skipped and why, and returns `None`.
pub fn shared(test: &str) -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared");
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

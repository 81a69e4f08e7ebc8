//! Reading frames given as text or raw bytes, and API keys given by name or number.

use kafka_view::ApiKey;

/// How an input was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputFormat {
    /// Hex digits (whitespace and `0x` prefixes allowed).
    Hex,
    /// Raw bytes.
    Raw,
}

/// Parses hex text: pairs of hex digits, with any whitespace between them and an optional `0x`
/// before each group.
pub fn parse_hex(text: &str) -> Result<Vec<u8>, String> {
    let mut digits = Vec::new();
    for token in text.split_whitespace() {
        let token = token
            .strip_prefix("0x")
            .or_else(|| token.strip_prefix("0X"))
            .unwrap_or(token);
        for c in token.chars() {
            let d = c
                .to_digit(16)
                .ok_or_else(|| format!("not a hex digit: {c:?}"))?;
            digits.push(d as u8);
        }
    }
    if digits.len() % 2 != 0 {
        return Err(format!("odd number of hex digits ({})", digits.len()));
    }
    Ok(digits
        .chunks(2)
        .map(|p| p.iter().fold(0u8, |acc, d| (acc << 4) | d))
        .collect())
}

/// Tells hex text from raw bytes and returns the bytes.
///
/// Input that is entirely hex digits and whitespace (with optional `0x` prefixes) is hex. This cannot
/// mistake a raw frame for hex: a raw frame starts with its size prefix, whose first byte is 0x06 at
/// most for any size up to Kafka's default 100 MiB limit, while every hex digit and whitespace
/// character is 0x09 or above.
pub fn decode_input(data: &[u8]) -> (InputFormat, Vec<u8>) {
    if let Ok(text) = core::str::from_utf8(data) {
        if !text.trim().is_empty() {
            if let Ok(bytes) = parse_hex(text) {
                return (InputFormat::Hex, bytes);
            }
        }
    }
    (InputFormat::Raw, data.to_vec())
}

/// An API key from a number ("38") or a name ("CreateDelegationToken", case, `_` and `-` ignored,
/// a `Request` / `Response` suffix allowed).
pub fn parse_api_key(text: &str) -> Option<ApiKey> {
    text.parse().ok()
}

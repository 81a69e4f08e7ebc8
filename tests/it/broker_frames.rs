//! Frames a real Apache Kafka 4.4.0 broker and real clients exchanged in scripts/e2e-broker.sh
//! (captured with examples/proxy.rs `--capture`), checked on every test run without the broker.

use crate::common;

use common::hex;
use kafka_view::messages::{MetadataRequest, Request, Response};
use kafka_view::sasl::{token_hmac, token_password};
use kafka_view::Message;
use kafka_view::{
    decode_request, decode_response, encode_request, encode_response, error::DecodeErrorKind,
    ApiKey, ErrorCode,
};

/// The `delegation.token.secret.key` scripts/kafka/broker.sh gives the broker.
const SECRET: &str = "kafka-view-e2e-token-secret";

/// CreateDelegationToken v3 response: alice created a token with renewer bob (token_client, SCRAM).
const CREATED: &str = "0000009200000004000000055573657206616c696365055573657206616c696365000001a22dfe1e93000001a22e350d13000001a233247a93174c74696b715a6554526469584845684c58766a4e6341410f99c3214a2081c9429f6ad12d0d4c6015e58a3740dd32bd181bfa924c0bfc5b7baab7332ffda8edf75b2a84b5f44d2342e332d6127b262741cac861838f04130000000000";

/// CreateDelegationToken v3 response to a connection that logged in with that token.
const NOT_ALLOWED: &str = "0000003c00000004000040055573657206616c696365055573657206616c696365ffffffffffffffffffffffffffffffffffffffffffffffff01010000000000";

/// SaslAuthenticate v2 response to PLAIN with a wrong password.
const PLAIN_REFUSED: &str = "000000450000000200003a3441757468656e7469636174696f6e206661696c65643a20496e76616c696420757365726e616d65206f722070617373776f726401000000000000000000";

/// Metadata v13 request from confluent-kafka 2.16.1 (librdkafka 2.16.0): three bytes follow the body.
/// Kafka 4.4 answered it (its request reader ignores what follows the body).
const LIBRDKAFKA_METADATA: &str =
    "000000200003000d00000006000e63662d61646d696e2d616c6963650000000000010000";

fn roundtrip_response(frame: &[u8], key: ApiKey, version: i16) -> Response<'_> {
    let f = decode_response(frame, key, version).unwrap();
    let mut buf = [0u8; 512];
    let n = encode_response(&f.header, &f.body, version, &mut buf).unwrap();
    assert_eq!(
        &buf[..n],
        frame,
        "{key} v{version} encodes back differently"
    );
    f.body
}

#[test]
fn kafka_token_hmac_is_token_hmac_of_the_secret_and_the_id() {
    let frame = hex(CREATED);
    let Response::CreateDelegationToken(r) =
        roundtrip_response(&frame, ApiKey::CREATE_DELEGATION_TOKEN, 3)
    else {
        panic!("not a CreateDelegationToken response");
    };
    assert_eq!(r.error_code, ErrorCode::NONE);
    assert_eq!((r.principal_type, r.principal_name), ("User", "alice"));
    assert_eq!(
        (
            r.token_requester_principal_type,
            r.token_requester_principal_name
        ),
        ("User", "alice")
    );
    assert_eq!(r.token_id, "LtikqZeTRdiXHEhLXvjNcA");
    // The broker's default renew period (1 h here) and maximum lifetime (24 h).
    assert_eq!(r.expiry_timestamp_ms - r.issue_timestamp_ms, 3_600_000);
    assert_eq!(r.max_timestamp_ms - r.issue_timestamp_ms, 86_400_000);
    assert_eq!(r.hmac, token_hmac(SECRET.as_bytes(), r.token_id));
    let hmac: &[u8; 64] = r.hmac.try_into().unwrap();
    assert_eq!(
        token_password(hmac).as_str(),
        "D5nDIUoggclCn2rRLQ1MYBXlijdA3TK9GBv6kkwL/Ft7qrczL/2o7fdbKoS19E0jQuMy1hJ7JidByshhg48EEw=="
    );
    assert_ne!(r.hmac, token_hmac(b"another secret", r.token_id));
}

#[test]
fn kafka_refuses_token_requests_on_token_connections_with_64() {
    let frame = hex(NOT_ALLOWED);
    let Response::CreateDelegationToken(r) =
        roundtrip_response(&frame, ApiKey::CREATE_DELEGATION_TOKEN, 3)
    else {
        panic!("not a CreateDelegationToken response");
    };
    // DELEGATION_TOKEN_REQUEST_NOT_ALLOWED, naming the token's owner, with no token.
    assert_eq!(
        r.error_code,
        ErrorCode::DELEGATION_TOKEN_REQUEST_NOT_ALLOWED
    );
    assert_eq!((r.principal_type, r.principal_name), ("User", "alice"));
    assert_eq!(
        (
            r.issue_timestamp_ms,
            r.expiry_timestamp_ms,
            r.max_timestamp_ms
        ),
        (-1, -1, -1)
    );
    assert_eq!((r.token_id, r.hmac), ("", &[][..]));
}

#[test]
fn kafka_refuses_a_wrong_plain_password_with_58_and_its_message() {
    let frame = hex(PLAIN_REFUSED);
    let Response::SaslAuthenticate(r) = roundtrip_response(&frame, ApiKey::SASL_AUTHENTICATE, 2)
    else {
        panic!("not a SaslAuthenticate response");
    };
    assert_eq!(r.error_code, ErrorCode::SASL_AUTHENTICATION_FAILED);
    assert_eq!(
        r.error_message,
        Some("Authentication failed: Invalid username or password")
    );
    assert_eq!((r.auth_bytes, r.session_lifetime_ms), (&[][..], 0));
}

/// Kafka's broker reads a request's body and ignores the bytes after it, and so does the crate: the
/// request decodes, the three bytes come back in `trailing`, the frame encodes back byte for byte,
/// and without them the same body decodes and encodes alone.
#[test]
fn librdkafka_metadata_request_with_bytes_after_its_body() {
    let frame = hex(LIBRDKAFKA_METADATA);
    let f = decode_request(&frame).unwrap();
    assert_eq!(f.trailing, [0x01, 0x00, 0x00]);
    assert_eq!(&frame[33..], f.trailing);
    assert_eq!(
        (f.header.api_key, f.header.api_version),
        (ApiKey::METADATA, 13)
    );
    assert_eq!(f.header.client_id, Some("cf-admin-alice"));
    let Request::Metadata(m) = f.body else {
        panic!("not a Metadata request");
    };
    assert!(
        m.topics.is_none()
            && !m.allow_auto_topic_creation
            && !m.include_topic_authorized_operations
    );
    let mut buf = [0u8; 64];
    let n = f.encode(&mut buf).unwrap();
    assert_eq!(&buf[..n], &frame[..]);
    assert_eq!(f.encoded_len().unwrap(), frame.len());

    // The body alone: a frame without the three bytes has no trailing bytes and the same body.
    let mut trimmed = frame[..33].to_vec();
    trimmed[..4].copy_from_slice(&29i32.to_be_bytes());
    let t = decode_request(&trimmed).unwrap();
    assert_eq!((t.trailing, t.body), (&[][..], f.body));
    let n = encode_request(&t.header, &t.body, &mut buf).unwrap();
    assert_eq!(&buf[..n], &trimmed[..]);

    // A body read on its own as one message (`Message::decode`) must be exactly that message.
    let body = &frame[29..];
    assert_eq!(MetadataRequest::decode(&body[..4], 13), Ok(m));
    let e = MetadataRequest::decode(body, 13).unwrap_err();
    assert_eq!(
        (e.kind, e.offset, e.at.message),
        (
            DecodeErrorKind::TrailingBytes { count: 3 },
            4,
            "MetadataRequest"
        )
    );
}

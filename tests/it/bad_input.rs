//! Bad input gets a precise error: kind, byte offset, struct and field. Too-small buffers get
//! `BufferTooSmall` with the exact size needed, and nothing but the encoding's own bytes is written.

use crate::common;

use common::{hex, SEEDS};
use kafka_view::error::Place;
use kafka_view::messages::{
    ApiVersionsResponse, CreateDelegationTokenRequest, Request, SaslAuthenticateRequest,
};
use kafka_view::{
    decode_request, decode_response, encode_request,
    error::{DecodeError, DecodeErrorKind as K, EncodeError, Prefix},
    framing::{encode_request_vec, Framing, Status},
    peek_request, ApiKey, Message, RequestHeader,
};

/// A v2-header request frame (client id "", no header tags) around `body`: the body starts at byte 15.
fn request_frame(api_key: i16, version: i16, body: &[u8]) -> Vec<u8> {
    let mut f = Vec::new();
    f.extend_from_slice(&((11 + body.len()) as i32).to_be_bytes());
    f.extend_from_slice(&api_key.to_be_bytes());
    f.extend_from_slice(&version.to_be_bytes());
    f.extend_from_slice(&[0, 0, 0, 0, 0, 0, 0]);
    f.extend_from_slice(body);
    f
}

/// A CreateDelegationToken v3 body: owner type, owner name, renewers, max lifetime, tagged fields.
fn cdt_body(renewers: &[u8], tail: &[u8]) -> Vec<u8> {
    let mut b = vec![0x01, 0x01];
    b.extend_from_slice(renewers);
    b.extend_from_slice(&[0; 8]);
    b.extend_from_slice(tail);
    b
}

fn err_of(frame: &[u8]) -> DecodeError {
    decode_request(frame).expect_err("must not decode")
}

#[test]
fn the_design_example_reads_as_one_line() {
    // PrincipalName's compact length says 301 (300 bytes); 10 bytes follow its 2-byte prefix.
    let frame = request_frame(38, 3, &cdt_body(&[0x02, 0x01, 0xad, 0x02, 0x00], &[0x00]));
    let e = err_of(&frame);
    assert_eq!(
        e.kind,
        K::LengthPastEnd {
            prefix: Prefix::CompactString,
            length: 300,
            remaining: 10
        }
    );
    assert_eq!(
        (e.offset, e.at.message, e.at.field),
        (19, "CreatableRenewers", "PrincipalName")
    );
    assert_eq!(e.to_string(), "CreatableRenewers.PrincipalName at byte 19: compact string length 300 exceeds 10 remaining bytes");
}

#[test]
fn invalid_utf8() {
    let frame = request_frame(38, 3, &cdt_body(&[0x02, 0x02, 0xff, 0x01, 0x00], &[0x00]));
    let e = err_of(&frame);
    assert_eq!(e.kind, K::InvalidUtf8 { valid_up_to: 0 });
    assert_eq!(
        (e.offset, e.at.message, e.at.field),
        (18, "CreatableRenewers", "PrincipalType")
    );
}

#[test]
fn compact_array_count_far_past_the_end() {
    let frame = request_frame(38, 3, &cdt_body(&[0xff, 0xff, 0xff, 0xff, 0x07], &[0x00]));
    let e = err_of(&frame);
    assert_eq!(
        e.kind,
        K::CountPastEnd {
            prefix: Prefix::CompactArray,
            count: 0x7fff_fffe,
            remaining: 9
        }
    );
    assert_eq!(
        (e.offset, e.at.message, e.at.field),
        (17, "CreateDelegationTokenRequest", "Renewers")
    );
    // Kafka computes a compact count in int arithmetic (uvarint - 1) and reads every negative
    // result as a null: 0xffffffff is -1, minus one -2, a null, and Renewers is not nullable.
    let frame = request_frame(38, 3, &cdt_body(&[0xff, 0xff, 0xff, 0xff, 0x0f], &[0x00]));
    let e = err_of(&frame);
    assert_eq!(
        e.kind,
        K::NullNotAllowed {
            prefix: Prefix::CompactArray
        }
    );
}

#[test]
fn negative_lengths_are_nulls_as_in_kafka() {
    // CreateDelegationToken v3: OwnerPrincipalType is a nullable compact string. Its uvarint
    // length 0xfffffffe (int -2, minus one -3) is a null, as 0 is; 0x80000000 (minus one 2^31 - 1)
    // is a length, above Kafka's string limit.
    for (prefix, null) in [
        (&[0x00][..], true),
        (&[0xfe, 0xff, 0xff, 0xff, 0x0f][..], true),
    ] {
        let mut body = prefix.to_vec();
        body.extend_from_slice(&[0x01, 0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0x00]);
        let m = CreateDelegationTokenRequest::decode(&body, 3).unwrap();
        assert_eq!(m.owner_principal_type.is_none(), null, "{prefix:02x?}");
    }
    let mut body = vec![0x80, 0x80, 0x80, 0x80, 0x08];
    body.extend_from_slice(&[0x01, 0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0x00]);
    let e = CreateDelegationTokenRequest::decode(&body, 3).unwrap_err();
    assert_eq!(
        e.kind,
        K::OverLimit {
            prefix: Prefix::CompactString,
            length: 0x7fff_ffff,
            max: 0x7fff
        }
    );
    // Classic encodings (CreateDelegationToken v1 response): an int16 string length of -2 is a null
    // too, and PrincipalType is not nullable.
    let body = [0, 0, 0xff, 0xfe];
    let e = kafka_view::messages::CreateDelegationTokenResponse::decode(&body, 1).unwrap_err();
    assert_eq!(
        (e.kind, e.offset, e.at.field),
        (
            K::NullNotAllowed {
                prefix: Prefix::String
            },
            2,
            "PrincipalType"
        )
    );
}

#[test]
fn classic_array_count_past_the_end_and_negative() {
    // CreateDelegationToken v1: classic encodings; renewers count 1000 with 8 bytes left.
    let mut body = vec![0, 0, 0x03, 0xe8];
    body.extend_from_slice(&[0; 8]);
    let e = CreateDelegationTokenRequest::decode(&body, 1).unwrap_err();
    assert_eq!(
        e.kind,
        K::CountPastEnd {
            prefix: Prefix::Array,
            count: 1000,
            remaining: 8
        }
    );
    assert_eq!(e.offset, 0);
    // -1 is null, and so is every other negative count (Kafka reads `count < 0` as null); Renewers
    // is not nullable.
    for count in [-1i32, -2, i32::MIN] {
        let mut body = count.to_be_bytes().to_vec();
        body.extend_from_slice(&[0; 8]);
        let e = CreateDelegationTokenRequest::decode(&body, 1).unwrap_err();
        assert_eq!(
            e.kind,
            K::NullNotAllowed {
                prefix: Prefix::Array
            },
            "count {count}"
        );
    }
}

#[test]
fn six_byte_unsigned_varint() {
    let frame = request_frame(
        38,
        3,
        &cdt_body(&[0x80, 0x80, 0x80, 0x80, 0x80, 0x01], &[0x00]),
    );
    let e = err_of(&frame);
    assert_eq!(e.kind, K::VarintTooLong { max_bytes: 5 });
    assert_eq!((e.offset, e.at.field), (17, "Renewers"));
    // Five bytes whose last one sets bits past 32: Kafka's ByteUtils.readUnsignedVarint drops them,
    // and so does this crate. 0x8f..0x0f with bits 32-34 set is the count 0 + 1 = one renewer.
    let frame = request_frame(
        38,
        3,
        &cdt_body(&[0x82, 0x80, 0x80, 0x80, 0x70, 0x01, 0x01, 0x00], &[0x00]),
    );
    let req = decode_request(&frame).unwrap();
    let Request::CreateDelegationToken(body) = req.body else {
        panic!()
    };
    assert_eq!(body.renewers.len(), 1);
}

#[test]
fn tags_out_of_order_and_duplicate() {
    let frame = request_frame(
        38,
        3,
        &cdt_body(&[0x01], &[0x02, 0x05, 0x01, 0xaa, 0x03, 0x01, 0xbb]),
    );
    let e = err_of(&frame);
    assert_eq!(
        e.kind,
        K::TagOutOfOrder {
            tag: 3,
            previous: 5
        }
    );
    assert_eq!(
        (e.offset, e.at.message, e.at.field),
        (15 + 11 + 4, "CreateDelegationTokenRequest", "tagged_fields")
    );

    let frame = request_frame(
        38,
        3,
        &cdt_body(&[0x01], &[0x02, 0x05, 0x01, 0xaa, 0x05, 0x01, 0xbb]),
    );
    let e = err_of(&frame);
    assert_eq!(e.kind, K::DuplicateTag { tag: 5 });
    assert_eq!(e.offset, 15 + 11 + 4);

    // In order, both unknown: kept, and written back unchanged.
    let frame = request_frame(
        38,
        3,
        &cdt_body(&[0x01], &[0x02, 0x03, 0x01, 0xaa, 0x05, 0x02, 0xbb, 0xcc]),
    );
    let req = decode_request(&frame).unwrap();
    let Request::CreateDelegationToken(body) = req.body else {
        panic!()
    };
    let tags: Vec<(u32, &[u8])> = body
        .unknown_tagged_fields
        .iter()
        .map(|f| (f.tag, f.data))
        .collect();
    assert_eq!(tags, vec![(3, &[0xaa][..]), (5, &[0xbb, 0xcc][..])]);
    let mut out = [0u8; 64];
    let n = encode_request(&req.header, &req.body, &mut out).unwrap();
    assert_eq!(&out[..n], &frame[..]);
}

#[test]
fn tagged_section_count_and_size_past_the_end() {
    let frame = request_frame(38, 3, &cdt_body(&[0x01], &[0x7f]));
    assert_eq!(
        err_of(&frame).kind,
        K::CountPastEnd {
            prefix: Prefix::TaggedFields,
            count: 127,
            remaining: 0
        }
    );
    let frame = request_frame(38, 3, &cdt_body(&[0x01], &[0x01, 0x02, 0x09, 0xaa]));
    let e = err_of(&frame);
    assert_eq!(
        e.kind,
        K::LengthPastEnd {
            prefix: Prefix::TaggedField,
            length: 9,
            remaining: 1
        }
    );
    assert_eq!((e.offset, e.at.field), (15 + 11 + 2, "tagged_fields"));
}

#[test]
fn known_tag_with_a_payload_longer_than_its_field() {
    // ApiVersionsResponse v3: error code, no api keys, throttle time, then tag 1 (FinalizedFeaturesEpoch,
    // an int64) with a 9-byte payload.
    let mut body = vec![0, 0, 0x01, 0, 0, 0, 0, 0x01, 0x01, 0x09];
    body.extend_from_slice(&[0; 9]);
    let e = ApiVersionsResponse::decode(&body, 3).unwrap_err();
    assert_eq!(e.kind, K::TaggedFieldNotConsumed { tag: 1, unread: 1 });
    assert_eq!((e.offset, e.at.message), (10, "ApiVersionsResponse"));
    // With 8 bytes it is the field.
    let mut body = vec![0, 0, 0x01, 0, 0, 0, 0, 0x01, 0x01, 0x08];
    body.extend_from_slice(&7i64.to_be_bytes());
    assert_eq!(
        ApiVersionsResponse::decode(&body, 3)
            .unwrap()
            .finalized_features_epoch,
        7
    );
    // A known tag whose payload is shorter than its field.
    let body = [0, 0, 0x01, 0, 0, 0, 0, 0x01, 0x01, 0x02, 0, 0];
    let e = ApiVersionsResponse::decode(&body, 3).unwrap_err();
    assert_eq!(
        e.kind,
        K::UnexpectedEnd {
            needed: 8,
            remaining: 2
        }
    );
    assert_eq!(e.at.field, "FinalizedFeaturesEpoch");
}

#[test]
fn unknown_api_key_and_version_out_of_range() {
    let frame = request_frame(10001, 0, &[0]);
    let e = err_of(&frame);
    assert_eq!(e.kind, K::UnknownApiKey { api_key: 10001 });
    assert_eq!((e.offset, e.at.field), (4, "request_api_key"));
    let frame = request_frame(38, 9, &[0]);
    let e = err_of(&frame);
    assert_eq!(
        e.kind,
        K::UnsupportedVersion {
            api_key: 38,
            version: 9,
            min: 0,
            max: 3
        }
    );
    assert_eq!((e.offset, e.at.field), (6, "request_api_version"));
    assert_eq!(
        CreateDelegationTokenRequest::decode(&[], 4)
            .unwrap_err()
            .kind,
        K::UnsupportedVersion {
            api_key: 38,
            version: 4,
            min: 0,
            max: 3
        }
    );
    let e = decode_response(&hex(SEEDS[1].4), ApiKey(-3), 0).unwrap_err();
    assert_eq!(e.kind, K::UnknownApiKey { api_key: -3 });
}

/// Bytes after the body inside the frame: Kafka's broker stops reading at the body's end, so the
/// frame decodes and the bytes are kept; the body alone, read as one message, must be exactly that.
#[test]
fn bytes_left_after_the_body() {
    let frame = request_frame(38, 3, &cdt_body(&[0x01], &[0x00, 0xee, 0xee]));
    let f = decode_request(&frame).unwrap();
    assert_eq!(f.trailing, [0xee, 0xee]);
    let body = &frame[15..];
    let e = kafka_view::messages::CreateDelegationTokenRequest::decode(body, 3).unwrap_err();
    assert_eq!(e.kind, K::TrailingBytes { count: 2 });
    assert_eq!(e.offset, 12);
}

#[test]
fn bool_bytes_other_than_zero_and_one_are_true() {
    // ApiVersionsResponse v3 tag 3: ZkMigrationReady, a bool. Kafka reads any byte but 0 as true
    // (`readByte() != 0`) and writes 1.
    for byte in [0x02u8, 0x7f, 0x80, 0xff] {
        let body = [0, 0, 0x01, 0, 0, 0, 0, 0x01, 0x03, 0x01, byte];
        let m = ApiVersionsResponse::decode(&body, 3).unwrap();
        assert!(m.zk_migration_ready, "{byte:#04x}");
        let mut out = [0u8; 16];
        let n = m.encode(&mut out, 3).unwrap();
        assert_eq!(&out[..n], &[0, 0, 0x01, 0, 0, 0, 0, 0x01, 0x03, 0x01, 0x01]);
    }
}

/// Reproducer (a) of the Java differential: a Metadata v12 request frame whose bool
/// AllowAutoTopicCreation byte is 0x02. Kafka's generated Java reads it as true; this crate used to
/// refuse it.
#[test]
fn metadata_v12_request_with_bool_byte_2_decodes_as_true() {
    let frame = hex(
        "0000002a0003000c000000050003636c69000200000000000000000000000000000000076f726465727300020000",
    );
    let req = decode_request(&frame).unwrap();
    assert_eq!(
        (req.header.api_version, req.header.client_id),
        (12, Some("cli"))
    );
    let Request::Metadata(body) = req.body else {
        panic!("a Metadata request")
    };
    let topics: Vec<_> = body.topics.unwrap().iter().map(|t| t.name).collect();
    assert_eq!(topics, [Some("orders")]);
    assert!(body.allow_auto_topic_creation);
    assert!(!body.include_topic_authorized_operations);
    // Re-encoded, the bool is 1 (as Kafka writes it); nothing else changes.
    let mut out = [0u8; 64];
    let n = encode_request(&req.header, &req.body, &mut out).unwrap();
    let mut canonical = frame.clone();
    canonical[frame.len() - 3] = 0x01;
    assert_eq!(&out[..n], &canonical[..]);
}

/// Reproducer (b) of the Java differential: a compact string of 32,768 bytes. Kafka's generated Java
/// refuses strings longer than 0x7fff ("string field ... had invalid length"); this crate used to
/// accept them. 32,767 bytes still decode, and the encoder refuses to write a longer one.
#[test]
fn compact_string_of_32768_bytes_is_refused() {
    // CreateDelegationToken v3: OwnerPrincipalType of n bytes, then the rest of a valid body.
    let body = |n: usize| {
        let mut b = Vec::new();
        let mut v = n as u32 + 1;
        while v >= 0x80 {
            b.push((v as u8) | 0x80);
            v >>= 7;
        }
        b.push(v as u8);
        b.extend(std::iter::repeat_n(b'a', n));
        b.extend_from_slice(&[0x01, 0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0x00]);
        b
    };
    let ok = body(32_767);
    let m = CreateDelegationTokenRequest::decode(&ok, 3).unwrap();
    assert_eq!(m.owner_principal_type.map(str::len), Some(32_767));
    let long = body(32_768);
    let e = CreateDelegationTokenRequest::decode(&long, 3).unwrap_err();
    assert_eq!(
        (e.kind, e.offset, e.at.field),
        (
            K::OverLimit {
                prefix: Prefix::CompactString,
                length: 32_768,
                max: 32_767
            },
            0,
            "OwnerPrincipalType"
        )
    );
    assert_eq!(
        e.to_string(),
        "CreateDelegationTokenRequest.OwnerPrincipalType at byte 0: compact string length 32768 is above Kafka's limit of 32767"
    );
    // Through a whole frame too.
    let e = err_of(&request_frame(38, 3, &long));
    assert_eq!((e.offset, e.at.field), (15, "OwnerPrincipalType"));
    // Compact bytes have no such limit in Kafka: 40,000 bytes of Hmac encode and decode.
    let hmac = vec![7u8; 40_000];
    let resp = kafka_view::messages::CreateDelegationTokenResponse {
        hmac: &hmac,
        ..Default::default()
    };
    let mut out = vec![0u8; 41_000];
    let n = resp.encode(&mut out, 3).unwrap();
    let back = kafka_view::messages::CreateDelegationTokenResponse::decode(&out[..n], 3).unwrap();
    assert_eq!(back.hmac.len(), 40_000);
    // The encoder refuses a string Kafka would refuse.
    let text = "a".repeat(32_768);
    let too_long = CreateDelegationTokenRequest {
        owner_principal_type: Some(&text),
        ..Default::default()
    };
    let mut out = vec![0u8; 40_000];
    assert!(matches!(
        too_long.encode(&mut out, 3),
        Err(EncodeError::TooLong { length: 32_768, .. })
    ));
}

#[test]
fn truncated_seed_frames_at_every_length() {
    for &(name, key, version, is_request, bytes) in SEEDS {
        let frame = hex(bytes);
        for k in 0..frame.len() {
            let part = &frame[..k];
            let e = if is_request {
                decode_request(part).unwrap_err()
            } else {
                decode_response(part, ApiKey(key), version).unwrap_err()
            };
            let expected = if k < 4 {
                K::UnexpectedEnd {
                    needed: 4,
                    remaining: k,
                }
            } else {
                K::FrameSizeMismatch {
                    declared: frame.len() - 4,
                    actual: k - 4,
                }
            };
            assert_eq!(
                (e.kind, e.offset, e.at.field),
                (expected, 0, "size"),
                "{name} cut at {k}"
            );
            assert_eq!(
                Framing::default().split(part).unwrap(),
                Status::Partial {
                    needed: if k < 4 { 4 - k } else { frame.len() - k }
                }
            );
        }
    }
}

#[test]
fn truncated_bodies_inside_a_consistent_frame() {
    // The size prefix agrees with the bytes, but the body stops early: the error names the field.
    let full = hex(SEEDS[0].4);
    for cut in 15..full.len() {
        let frame = request_frame(38, 3, &full[15..cut]);
        let e = err_of(&frame);
        assert!(
            matches!(e.kind, K::UnexpectedEnd { .. } | K::CountPastEnd { .. }),
            "cut at {cut}: {e}"
        );
        assert!(e.offset <= cut && e.offset >= 15, "cut at {cut}: {e}");
    }
}

#[test]
fn negative_and_oversized_frame_sizes() {
    let e = Framing::default()
        .split(&[0xff, 0xff, 0xff, 0xff, 0])
        .unwrap_err();
    assert_eq!(
        e.kind,
        K::NegativeLength {
            prefix: Prefix::Frame,
            length: -1
        }
    );
    let e = Framing::default()
        .split(&[0x7f, 0xff, 0xff, 0xff])
        .unwrap_err();
    assert_eq!(
        e.kind,
        K::FrameTooLarge {
            size: 0x7fff_ffff,
            max: 104_857_600
        }
    );
    let e = Framing { max_size: 10 }.split(&[0, 0, 0, 11]).unwrap_err();
    assert_eq!(e.kind, K::FrameTooLarge { size: 11, max: 10 });
    assert_eq!(
        e.to_string(),
        "size at byte 0: frame size 11 exceeds the maximum 10"
    );
    assert_eq!(
        decode_request(&[0x80, 0, 0, 0]).unwrap_err().kind,
        K::NegativeLength {
            prefix: Prefix::Frame,
            length: i32::MIN.into()
        }
    );
}

#[test]
fn a_stream_of_frames_splits_into_frames_and_rest() {
    let a = hex(SEEDS[0].4);
    let b = hex(SEEDS[2].4);
    let mut stream = a.clone();
    stream.extend_from_slice(&b);
    stream.extend_from_slice(&b[..7]);
    let Status::Complete { frame, rest } = Framing::default().split(&stream).unwrap() else {
        panic!()
    };
    assert_eq!(frame, &a[..]);
    let Status::Complete { frame, rest } = Framing::default().split(rest).unwrap() else {
        panic!()
    };
    assert_eq!(frame, &b[..]);
    assert_eq!(
        Framing::default().split(rest).unwrap(),
        Status::Partial {
            needed: b.len() - 7
        }
    );
}

#[test]
fn too_small_buffers_are_refused_with_the_size_needed() {
    for &(name, _, _, is_request, bytes) in SEEDS.iter().filter(|s| s.3) {
        let frame = hex(bytes);
        let req = decode_request(&frame).unwrap();
        for size in 0..frame.len() {
            let mut buf = vec![0xa5u8; size];
            let e = encode_request(&req.header, &req.body, &mut buf).unwrap_err();
            assert_eq!(
                e,
                EncodeError::BufferTooSmall {
                    needed: frame.len() as u32,
                    available: size as u32
                },
                "{name}"
            );
            // Written in one pass: what is there is the frame's own bytes (the size prefix, written
            // last, still holds its zero placeholder) or was not written.
            for (i, &b) in buf.iter().enumerate() {
                let own = if i < 4 { 0 } else { frame[i] };
                assert!(
                    b == own || b == 0xa5,
                    "{name}: {b} at byte {i} of a {size}-byte buffer"
                );
            }
        }
        assert!(is_request);
        let v = encode_request_vec::<64>(&req.header, &req.body).unwrap();
        assert_eq!(&v[..], &frame[..]);
        assert!(
            matches!(
                encode_request_vec::<16>(&req.header, &req.body),
                Err(EncodeError::BufferTooSmall { .. })
            ) || frame.len() <= 16
        );
    }
    let body = SaslAuthenticateRequest {
        auth_bytes: &[1; 40],
        ..Default::default()
    };
    let mut small = [0u8; 10];
    assert_eq!(
        body.encode(&mut small, 2),
        Err(EncodeError::BufferTooSmall {
            needed: 42,
            available: 10
        })
    );
    // The length prefix fit, the bytes did not: nothing after the prefix was written.
    assert_eq!(small, [41, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
}

#[test]
fn encode_refuses_wrong_versions_nulls_and_mismatched_keys() {
    let body = CreateDelegationTokenRequest {
        owner_principal_name: Some("alice"),
        ..Default::default()
    };
    let mut buf = [0u8; 64];
    assert_eq!(
        body.encode(&mut buf, 2),
        Err(EncodeError::FieldNotInVersion {
            at: &Place {
                message: "CreateDelegationTokenRequest",
                field: "OwnerPrincipalName"
            },
            version: 2
        })
    );
    assert_eq!(
        body.encode(&mut buf, 7),
        Err(EncodeError::UnsupportedVersion {
            at: &Place {
                message: "CreateDelegationTokenRequest",
                field: ""
            },
            version: 7
        })
    );
    // OwnerPrincipalName is nullable in v3 and may be null there.
    let null_owner = CreateDelegationTokenRequest {
        owner_principal_name: None,
        ..Default::default()
    };
    let n = null_owner.encode(&mut buf, 3).unwrap();
    assert_eq!(
        CreateDelegationTokenRequest::decode(&buf[..n], 3)
            .unwrap()
            .owner_principal_name,
        None
    );
    // SaslAuthenticateResponse.ErrorMessage is nullable; SaslAuthenticateRequest has no nullable field,
    // so mismatched header and body keys are what can go wrong there.
    let header = RequestHeader {
        api_key: ApiKey::SASL_HANDSHAKE,
        api_version: 1,
        ..Default::default()
    };
    let e = encode_request(
        &header,
        &Request::from(SaslAuthenticateRequest::default()),
        &mut buf,
    )
    .unwrap_err();
    assert_eq!(
        e,
        EncodeError::ApiKeyMismatch {
            header: 17,
            body: 36
        }
    );
}

#[test]
fn peek_passes_unknown_keys_and_versions_through() {
    // Vendor key 10001, version 0, client id "abc", then an opaque body.
    let mut frame = Vec::new();
    frame.extend_from_slice(&16i32.to_be_bytes());
    frame.extend_from_slice(&[
        0x27, 0x11, 0, 0, 0, 0, 0, 9, 0, 3, b'a', b'b', b'c', 0xde, 0xad, 0xbe,
    ]);
    let p = peek_request(&frame).unwrap();
    assert_eq!(
        (p.api_key, p.api_version, p.correlation_id, p.client_id),
        (ApiKey(10001), 0, 9, Some("abc"))
    );
    assert_eq!(p.header_version, None);
    assert_eq!(p.body, &[0xde, 0xad, 0xbe]);
    // A version newer than the schemas (CreateDelegationToken v99).
    frame[4..6].copy_from_slice(&38i16.to_be_bytes());
    frame[6..8].copy_from_slice(&99i16.to_be_bytes());
    let p = peek_request(&frame).unwrap();
    assert_eq!(
        (p.api_key.name(), p.api_version, p.header_version),
        (Some("CreateDelegationToken"), 99, None)
    );
    // A known one: the header's tagged fields are consumed, the body is what follows.
    let seed = hex(SEEDS[0].4);
    let p = peek_request(&seed).unwrap();
    assert_eq!((p.header_version, p.body.len()), (Some(2), 15));
}

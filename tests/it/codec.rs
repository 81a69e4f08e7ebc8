//! The tokio codec: frames split off the read buffer without copying, and every encodable item.
#![cfg(feature = "tokio")]

use bytes::BytesMut;
use kafka_view::codec::{CodecError, FrameCodec};
use kafka_view::messages::{Request, Response, SaslAuthenticateRequest, SaslAuthenticateResponse};
use kafka_view::{
    decode_request, decode_response, encode_request, encode_response,
    error::{DecodeErrorKind, EncodeError},
    ApiKey, RequestHeader, ResponseHeader,
};
use tokio_util::codec::{Decoder, Encoder};

fn request() -> (RequestHeader<'static>, Request<'static>) {
    let header = RequestHeader {
        api_key: ApiKey::SASL_AUTHENTICATE,
        api_version: 2,
        correlation_id: 9,
        client_id: Some("codec"),
        ..Default::default()
    };
    let body = SaslAuthenticateRequest {
        auth_bytes: b"\0user\0pass",
        ..Default::default()
    };
    (header, Request::from(body))
}

#[test]
fn frames_are_split_off_the_read_buffer_without_copying() {
    let (header, body) = request();
    let mut one = [0u8; 64];
    let n = encode_request(&header, &body, &mut one).unwrap();
    let stream: Vec<u8> = [&one[..n], &one[..n], &[0, 0, 0, 0][..]].concat();
    let mut codec = FrameCodec::new();
    for split in 0..=stream.len() {
        let mut src = BytesMut::with_capacity(stream.len());
        src.extend_from_slice(&stream[..split]);
        let mut got = Vec::new();
        let mut fed = split;
        loop {
            let before = src.as_ptr();
            match codec.decode(&mut src).unwrap() {
                Some(frame) => {
                    assert_eq!(
                        frame.as_ptr(),
                        before,
                        "the frame is the front of the buffer"
                    );
                    got.push(frame);
                }
                None if fed < stream.len() => {
                    src.extend_from_slice(&stream[fed..]);
                    fed = stream.len();
                }
                None => break,
            }
        }
        assert_eq!(got.len(), 3, "split at {split}");
        assert_eq!(&got[0][..], &one[..n]);
        assert_eq!(&got[1][..], &one[..n]);
        assert_eq!(&got[2][..], &[0, 0, 0, 0]);
        assert!(src.is_empty());
        assert_eq!(decode_request(&got[0]).unwrap().header, header);
    }
    // A partial frame reserves room for the rest.
    let mut src = BytesMut::new();
    src.extend_from_slice(&[0, 0, 0x10, 0, 1, 2]);
    assert!(codec.decode(&mut src).unwrap().is_none());
    assert!(src.capacity() >= 4 + 0x1000);
}

#[test]
fn sizes_above_the_maximum_fail_the_stream() {
    let mut codec = FrameCodec::with_max_size(16);
    let mut src = BytesMut::from(&[0u8, 0, 0, 17][..]);
    match codec.decode(&mut src) {
        Err(CodecError::Decode(e)) => {
            assert_eq!(e.kind, DecodeErrorKind::FrameTooLarge { size: 17, max: 16 })
        }
        other => panic!("{other:?}"),
    }
    let mut src = BytesMut::from(&[0xffu8, 0, 0, 0][..]);
    assert!(matches!(codec.decode(&mut src), Err(CodecError::Decode(_))));
}

#[test]
fn every_item_encodes_to_the_frame_bytes() {
    let mut codec = FrameCodec::new();
    let (header, body) = request();
    let mut expected = [0u8; 64];
    let n = encode_request(&header, &body, &mut expected).unwrap();
    let expected = &expected[..n];

    let mut dst = BytesMut::from(&b"earlier"[..]);
    codec.encode((header, body), &mut dst).unwrap();
    assert_eq!(&dst[..7], b"earlier");
    assert_eq!(&dst[7..], expected);

    let decoded = decode_request(expected).unwrap();
    let mut dst = BytesMut::new();
    codec.encode(decoded, &mut dst).unwrap();
    codec.encode(expected, &mut dst).unwrap();
    codec.encode(BytesMut::from(expected), &mut dst).unwrap();
    assert_eq!(&dst[..], [expected, expected, expected].concat());

    let rh = ResponseHeader {
        correlation_id: 9,
        ..Default::default()
    };
    let rb = Response::from(SaslAuthenticateResponse {
        auth_bytes: b"ok",
        ..Default::default()
    });
    let mut want = [0u8; 64];
    let m = encode_response(&rh, &rb, 2, &mut want).unwrap();
    let mut dst = BytesMut::new();
    codec.encode((rh, rb, 2), &mut dst).unwrap();
    codec
        .encode(
            decode_response(&want[..m], ApiKey::SASL_AUTHENTICATE, 2).unwrap(),
            &mut dst,
        )
        .unwrap();
    assert_eq!(&dst[..], [&want[..m], &want[..m]].concat());
}

#[test]
fn a_failed_encode_leaves_the_buffer_as_it_was() {
    let mut codec = FrameCodec::new();
    let (header, body) = request();
    let wrong = RequestHeader {
        api_key: ApiKey::METADATA,
        ..header
    };
    let mut dst = BytesMut::from(&b"kept"[..]);
    assert!(matches!(
        codec.encode((wrong, body), &mut dst),
        Err(CodecError::Encode(EncodeError::ApiKeyMismatch { .. }))
    ));
    let bad_version = RequestHeader {
        api_version: 99,
        ..header
    };
    assert!(codec.encode((bad_version, body), &mut dst).is_err());
    // Bytes that are not exactly one frame are not forwarded.
    assert!(matches!(
        codec.encode(&[0u8, 0, 0, 5, 1][..], &mut dst),
        Err(CodecError::Decode(_))
    ));
    assert_eq!(&dst[..], b"kept");
}

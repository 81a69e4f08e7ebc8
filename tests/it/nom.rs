//! The nom parsers (`kafka_view::nom`): streaming and complete framing at every split of a stream,
//! the errors they carry, and their use inside nom combinators.

use crate::common;

use common::{hex, request_frame, response_frame, SEEDS};
use kafka_view::messages::Response;
use kafka_view::nom::{complete, message, streaming, Cause, Error};
use kafka_view::samples::Mode;
use kafka_view::{
    decode_request,
    error::{DecodeError, DecodeErrorKind},
    ApiKey, Message,
};
use nom::error::{context, ErrorKind, ParseError};
use nom::multi::many0;
use nom::{Err, Needed, Parser};

/// Three request frames of different APIs back to back.
fn stream() -> (Vec<u8>, Vec<usize>) {
    let frames = [
        request_frame(ApiKey::METADATA, 12, Mode::Busy),
        hex(SEEDS[0].4),
        request_frame(ApiKey::PRODUCE, 9, Mode::Busy),
    ];
    let mut ends = Vec::new();
    let mut s = Vec::new();
    for f in &frames {
        s.extend_from_slice(f);
        ends.push(s.len());
    }
    (s, ends)
}

#[test]
fn streaming_asks_for_exactly_the_missing_bytes_at_every_split() {
    let (s, ends) = stream();
    let mut checked = 0;
    for cut in 0..=s.len() {
        let input = &s[..cut];
        // Whole frames are taken one by one, each decoded as decode_request decodes it alone.
        let mut rest = input;
        let mut start = 0;
        for &end in &ends {
            if end > cut {
                break;
            }
            let (r, f) = streaming::request(rest).unwrap();
            assert_eq!(f, decode_request(&s[start..end]).unwrap());
            assert_eq!(r.len(), cut - end);
            rest = r;
            start = end;
        }
        // What is left is a partial frame (or nothing): Incomplete with what it lacks.
        let Some(&end) = ends.iter().find(|&&e| e > cut) else {
            assert!(rest.is_empty());
            continue;
        };
        let have = cut - start;
        let needed = if have < 4 { 4 - have } else { end - cut };
        assert_eq!(
            streaming::request(rest),
            Err(Err::Incomplete(Needed::new(needed))),
            "cut at {cut}"
        );
        assert_eq!(
            streaming::frame(rest),
            Err(Err::Incomplete(Needed::new(needed)))
        );
        // The complete variant refuses it instead, with the crate's error.
        let Err(Err::Error(e)) = complete::request(rest) else {
            panic!("complete::request took a partial frame at {cut}")
        };
        let d = e.decode_error().copied().unwrap();
        if have < 4 {
            assert_eq!(
                d.kind,
                DecodeErrorKind::UnexpectedEnd {
                    needed: 4,
                    remaining: have
                }
            );
        } else {
            assert_eq!(
                d.kind,
                DecodeErrorKind::FrameSizeMismatch {
                    declared: end - start - 4,
                    actual: have - 4
                }
            );
        }
        assert_eq!(e.offset_in(input), Some(start));
        checked += 1;
    }
    // Every cut but the one after the last frame leaves a partial frame (possibly empty).
    assert_eq!(checked, s.len());
}

#[test]
fn many0_reads_a_stream_and_stops_at_the_partial_frame() {
    let (s, ends) = stream();
    let (rest, frames) = many0(complete::request).parse(&s[..]).unwrap();
    assert_eq!((frames.len(), rest.len()), (3, 0));
    // On a cut stream, the streaming parser makes many0 report Incomplete, so the caller reads
    // more; the complete parser makes it stop with the partial frame left over.
    let cut = &s[..ends[1] + 2];
    assert!(matches!(
        many0(streaming::request).parse(cut),
        Err(Err::Incomplete(_))
    ));
    let (rest, frames) = many0(complete::request).parse(cut).unwrap();
    assert_eq!((frames.len(), rest), (2, &s[ends[1]..ends[1] + 2]));
}

#[test]
fn a_bad_frame_is_a_recoverable_error_carrying_the_decode_error() {
    // The seed CreateDelegationToken v3 request with its renewers count past the end.
    let mut frame = hex(SEEDS[0].4);
    let plain = decode_request(&frame).err();
    assert_eq!(plain, None);
    frame[17] = 0x7f;
    let expected = decode_request(&frame).unwrap_err();
    let mut input = frame.clone();
    input.extend_from_slice(b"next");
    let Err(Err::Error(e)) = streaming::request(&input) else {
        panic!("a bad frame must be Err::Error")
    };
    assert_eq!(e.cause, Cause::Decode(expected));
    assert_eq!(e.input, &input[..]);
    assert_eq!(DecodeError::from(e.clone()), expected);
    assert_eq!(e.to_string(), expected.to_string());
    // Inside a context, the label comes first.
    let Err(Err::Error(e)) = context("kafka", streaming::request).parse(&input[..]) else {
        panic!()
    };
    assert_eq!(e.contexts(), ["kafka"]);
    assert_eq!(e.to_string(), format!("in kafka: {expected}"));
    // Errors of nom's own parsers convert too, naming the innermost label.
    let e = Error::from_error_kind(&b"xyz"[..], ErrorKind::Tag);
    assert_eq!(e.cause, Cause::Nom(ErrorKind::Tag.into()));
    let Err(Err::Error(e)) = context(
        "magic",
        nom::bytes::complete::tag::<_, _, Error<'_>>(&b"KV"[..]),
    )
    .parse(&b"xy"[..]) else {
        panic!()
    };
    assert_eq!(
        DecodeError::from(e).kind,
        DecodeErrorKind::Rejected { parser: "magic" }
    );
}

#[test]
fn headers_responses_and_single_messages() {
    let frame = request_frame(ApiKey::METADATA, 12, Mode::Busy);
    let (rest, peeked) = complete::request_header(&frame).unwrap();
    assert!(rest.is_empty());
    assert_eq!(peeked.header(), decode_request(&frame).unwrap().header);

    let resp = response_frame(ApiKey::METADATA, 12, Mode::Busy);
    let (_, r) = streaming::response(ApiKey::METADATA, 12)(&resp).unwrap();
    assert_eq!(
        r,
        kafka_view::decode_response(&resp, ApiKey::METADATA, 12).unwrap()
    );
    let (_, (h, body)) = complete::response_header(ApiKey::METADATA, 12)(&resp).unwrap();
    assert_eq!(h, r.header);
    assert_eq!(
        kafka_view::messages::MetadataResponse::decode(body, 12).unwrap(),
        match r.body {
            Response::Metadata(m) => m,
            _ => unreachable!(),
        }
    );
    let Err(Err::Error(e)) = complete::response_header(ApiKey::METADATA, 99)(&resp) else {
        panic!()
    };
    assert!(matches!(
        e.decode_error().unwrap().kind,
        DecodeErrorKind::UnsupportedVersion { version: 99, .. }
    ));

    // A message followed by more input: the rest is left for the next parser; two in a row.
    let mut twice = body.to_vec();
    twice.extend_from_slice(body);
    let (rest, (a, b)) = (
        message::<kafka_view::messages::MetadataResponse>(12),
        message::<kafka_view::messages::MetadataResponse>(12),
    )
        .parse(&twice[..])
        .unwrap();
    assert!(rest.is_empty());
    assert_eq!(a, b);
    // A wrong version is the crate's error, through FromExternalError-compatible Error.
    let Err(Err::Error(e)) = message::<kafka_view::messages::MetadataResponse>(99)(body) else {
        panic!()
    };
    assert!(matches!(
        e.decode_error().unwrap().kind,
        DecodeErrorKind::UnsupportedVersion { .. }
    ));
    // map_res over a decoder of the crate's gives the same error type.
    let mut p = nom::combinator::map_res(streaming::frame, decode_request);
    let (_, f) = p.parse(&frame[..]).unwrap();
    assert_eq!(f.header.api_key, ApiKey::METADATA);
}

//! Kafka frames and messages as [nom](https://docs.rs/nom/8) parsers (feature `nom`, on by default;
//! no_std and no alloc like the rest of the crate).
//!
//! Each parser here is a thin stage over the crate's own decoders ([`decode_request`],
//! [`decode_response`], [`peek_request`], [`Message::decode`]'s reader), so a Kafka frame can be
//! one step of a nom pipeline: a capture file, a reassembled TCP stream, a port shared by several
//! protocols. The decoding itself is the crate's, with its errors, limits and speed.
//!
//! The two modules follow nom's own convention for where input may end:
//!
//! - [`streaming`]: the input is a prefix of a longer stream. A frame cut short is
//!   `Err::Incomplete(Needed::new(n))`, `n` being the bytes still missing (of the size prefix, or of
//!   the frame it announces).
//! - [`complete`]: the input is all there is. A frame cut short is an error, the one the crate's
//!   decoders give ([`DecodeErrorKind::FrameSizeMismatch`], or
//!   [`DecodeErrorKind::UnexpectedEnd`] inside the size prefix).
//!
//! [`message`] reads one message body at a version, without a frame around it: it consumes the
//! message's bytes and leaves the rest to the next parser.
//!
//! Every parser fails with [`Error`], which implements nom's [`ParseError`], [`ContextError`] and
//! [`FromExternalError`] and carries the crate's [`DecodeError`] (what, at which byte of the frame,
//! in which field). A failure inside a well-delimited frame is `Err::Error`, not `Err::Failure`, so
//! `alt` can try another protocol's parser on the same bytes.
//!
//! # Composed with nom
//!
//! A stream of request frames, read with `many0` (which needs nom's `alloc` feature; `fold_many0`
//! and `iterator` work without it):
//!
//! ```
//! use kafka_view::nom::{complete, streaming};
//! use nom::multi::many0;
//! use nom::Parser;
//!
//! // The seed CreateDelegationToken v3 request, twice, then 3 bytes of a third frame.
//! let one = [
//!     0, 0, 0, 26, 0, 38, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
//! ];
//! let mut stream = [one, one].concat();
//! stream.extend_from_slice(&[0, 0, 0]);
//!
//! // The stream's end is not the data's end: the streaming parser makes `many0` say so, and a
//! // caller keeping a buffer reads more bytes and tries again.
//! assert!(matches!(many0(streaming::request).parse(&stream[..]), Err(nom::Err::Incomplete(_))));
//!
//! // All the data is there (a file): the complete parser takes the two frames and `many0` leaves
//! // the cut-off third one.
//! let (rest, requests) = many0(complete::request).parse(&stream[..]).unwrap_or_else(|_| unreachable!());
//! assert_eq!((requests.len(), rest), (2, &[0, 0, 0][..]));
//! assert!(requests.iter().all(|r| r.header.api_key == kafka_view::ApiKey::CREATE_DELEGATION_TOKEN));
//! ```
//!
//! A capture format of its own wrapping request frames: each record is a `>` byte, an eight-byte
//! timestamp, then the frame, whose header is read without decoding the body:
//!
//! ```
//! use kafka_view::nom::{complete, Error};
//! use kafka_view::{error::{DecodeError, DecodeErrorKind}, framing::PeekedRequest};
//! use nom::bytes::complete::tag;
//! use nom::error::context;
//! use nom::number::complete::be_u64;
//! use nom::{IResult, Parser};
//!
//! fn record(input: &[u8]) -> IResult<&[u8], (u64, PeekedRequest<'_>), Error<'_>> {
//!     let (input, (_, at, request)) = (
//!         context("direction", tag(&b">"[..])),
//!         be_u64,
//!         context("request", complete::request_header),
//!     )
//!         .parse(input)?;
//!     Ok((input, (at, request)))
//! }
//!
//! let frame = [
//!     0, 0, 0, 26, 0, 38, 0, 3, 0, 0, 0, 9, 0, 0, 0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
//! ];
//! let mut capture = vec![b'>'];
//! capture.extend_from_slice(&7u64.to_be_bytes());
//! capture.extend_from_slice(&frame);
//! let (rest, (at, r)) = record(&capture).unwrap_or_else(|_| unreachable!());
//! assert_eq!((rest.len(), at, r.correlation_id), (0, 7, 9));
//!
//! // A cut-off frame: the error names the context, and the crate's error says where and why.
//! let Err(nom::Err::Error(e)) = record(&capture[..20]) else { unreachable!() };
//! assert_eq!(e.contexts(), ["request"]);
//! assert_eq!(
//!     e.to_string(),
//!     "in request: size at byte 0: frame size prefix says 26 bytes but 7 follow"
//! );
//! assert_eq!(e.offset_in(&capture[..20]), Some(9));
//!
//! // A record of another kind: nom's error, turned into the crate's.
//! let Err(nom::Err::Error(e)) = record(b"<") else { unreachable!() };
//! assert_eq!(DecodeError::from(e).kind, DecodeErrorKind::Rejected { parser: "direction" });
//! ```
//!
//! [`decode_request`]: crate::decode_request
//! [`decode_response`]: crate::decode_response
//! [`peek_request`]: crate::peek_request
//! [`Message::decode`]: crate::Message::decode

// The error carries the crate's `DecodeError` and a few context labels by value: without an
// allocator there is nothing to box them in, and the size only matters on the error path.
#![allow(clippy::result_large_err)]

use core::fmt;

use ::nom::error::{ContextError, ErrorKind, FromExternalError, ParseError};
use ::nom::{Err, IResult, Needed};

use crate::error::{place, DecodeError, DecodeErrorKind};
use crate::frame::{Framing, Status};
use crate::message::Message;
use crate::reader::Reader;

/// A response frame's header and its body as bytes (what `response_header` gives).
pub type ResponseStart<'a> = (crate::ResponseHeader<'a>, &'a [u8]);

/// How many [`context`](::nom::error::context) labels an [`Error`] keeps (the innermost ones).
pub const CONTEXTS: usize = 4;

/// The error of this module's parsers, and a nom error type for the parsers composed around them.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Error<'a> {
    /// The input where the failing parser started (for this module's parsers, the frame's first
    /// byte, from which the [`DecodeError`]'s offset counts).
    pub input: &'a [u8],
    /// What went wrong.
    pub cause: Cause,
    contexts: heapless::Vec<&'static str, CONTEXTS>,
}

/// What made a parse fail.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Cause {
    /// This crate's decoder refused the bytes.
    Decode(DecodeError),
    /// A nom combinator or parser failed (a `tag` that did not match, for example).
    Nom(NomKind),
}

/// A nom [`ErrorKind`] (wrapped so that it formats with `defmt` too).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NomKind(pub ErrorKind);

impl From<ErrorKind> for NomKind {
    fn from(kind: ErrorKind) -> Self {
        NomKind(kind)
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for NomKind {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "{=str}", self.0.description())
    }
}

impl<'a> Error<'a> {
    /// An error for `e`, met by a parser that started at `input`.
    pub fn from_decode(input: &'a [u8], e: DecodeError) -> Self {
        Error {
            input,
            cause: Cause::Decode(e),
            contexts: heapless::Vec::new(),
        }
    }

    /// The crate's error, if the crate's decoder is what failed.
    pub fn decode_error(&self) -> Option<&DecodeError> {
        match &self.cause {
            Cause::Decode(e) => Some(e),
            Cause::Nom(_) => None,
        }
    }

    /// The labels added by `nom::error::context`, outermost first (at most [`CONTEXTS`], the
    /// innermost ones).
    pub fn contexts(&self) -> &[&'static str] {
        &self.contexts
    }

    /// Where the error is, counted from the start of `whole`, the input the outermost parser was
    /// given (of which [`Error::input`] is a tail): the [`DecodeError`]'s offset moved by where the
    /// failing frame starts. `None` if `input` is not a tail of `whole`.
    pub fn offset_in(&self, whole: &[u8]) -> Option<usize> {
        let start = whole.len().checked_sub(self.input.len())?;
        if whole.get(start..)? != self.input {
            return None;
        }
        let inner = self.decode_error().map_or(0, |e| e.offset);
        start.checked_add(inner)
    }
}

impl fmt::Display for Error<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.contexts.iter() {
            write!(f, "in {c}: ")?;
        }
        match &self.cause {
            Cause::Decode(e) => write!(f, "{e}"),
            Cause::Nom(k) => write!(
                f,
                "parser {} failed with {} bytes left",
                k.0.description(),
                self.input.len()
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error<'_> {}

impl<'a> ParseError<&'a [u8]> for Error<'a> {
    fn from_error_kind(input: &'a [u8], kind: ErrorKind) -> Self {
        Error {
            input,
            cause: Cause::Nom(kind.into()),
            contexts: heapless::Vec::new(),
        }
    }

    /// Keeps the innermost error: it says what failed; the combinators around it add nothing.
    fn append(_: &'a [u8], _: ErrorKind, other: Self) -> Self {
        other
    }
}

impl<'a> ContextError<&'a [u8]> for Error<'a> {
    /// Adds `ctx` as the outermost label; past [`CONTEXTS`] labels the outermost are dropped.
    fn add_context(_: &'a [u8], ctx: &'static str, mut other: Self) -> Self {
        if other.contexts.is_full() {
            return other;
        }
        // Room was checked just above, so the insert cannot fail.
        let _ = other.contexts.insert(0, ctx);
        other
    }
}

/// So that `map_res` over the crate's decoders gives this module's error.
impl<'a> FromExternalError<&'a [u8], DecodeError> for Error<'a> {
    fn from_external_error(input: &'a [u8], _: ErrorKind, e: DecodeError) -> Self {
        Error::from_decode(input, e)
    }
}

/// The crate's error back: the decoder's own, or for a nom combinator's failure a
/// [`DecodeErrorKind::Rejected`] at offset 0 of [`Error::input`], naming the innermost
/// [`context`](::nom::error::context) label if there is one (else "nom").
impl From<Error<'_>> for DecodeError {
    fn from(e: Error<'_>) -> Self {
        match e.cause {
            Cause::Decode(d) => d,
            Cause::Nom(_) => DecodeError {
                kind: DecodeErrorKind::Rejected {
                    parser: e.contexts.last().copied().unwrap_or("nom"),
                },
                offset: 0,
                at: place!("", ""),
            },
        }
    }
}

/// The error for a frame cut short in complete mode: what [`Framing::body`] says of it.
fn cut_short(frame: &[u8]) -> DecodeError {
    match Framing::default().body(frame) {
        Err(e) => e,
        // `frame` is a partial frame, so `body` refuses it; were it not so, say the bytes ended.
        Ok(_) => DecodeError {
            kind: DecodeErrorKind::UnexpectedEnd {
                needed: 4,
                remaining: frame.len(),
            },
            offset: 0,
            at: place!("", "size"),
        },
    }
}

/// Takes one frame off `input` and hands it (size prefix included) to `decode`.
fn framed<'a, O>(
    input: &'a [u8],
    streaming: bool,
    decode: impl FnOnce(&'a [u8]) -> Result<O, DecodeError>,
) -> IResult<&'a [u8], O, Error<'a>> {
    let fail = |e| Err::Error(Error::from_decode(input, e));
    match Framing::default().split(input) {
        Ok(Status::Complete { frame, rest }) => decode(frame).map(|o| (rest, o)).map_err(fail),
        Ok(Status::Partial { needed }) if streaming => Err(Err::Incomplete(Needed::new(needed))),
        Ok(Status::Partial { .. }) => Err(fail(cut_short(input))),
        Err(e) => Err(fail(e)),
    }
}

/// The parsers of [`streaming`] and [`complete`], which differ only in what a frame cut short is (the
/// first argument: whether to answer `Incomplete`) and in the example on `frame`.
macro_rules! frame_parsers {
    ($streaming:literal, $(#[$frame_doc:meta])*) => {
        use ::nom::IResult;

        use super::{framed, Error, ResponseStart};
        use crate::frame::{
            decode_request, decode_response, peek_request, PeekedRequest, RequestFrame,
            ResponseFrame,
        };
        use crate::ApiKey;

        $(#[$frame_doc])*
        pub fn frame(input: &[u8]) -> IResult<&[u8], &[u8], Error<'_>> {
            framed(input, $streaming, Ok)
        }

        /// One request frame, decoded whole ([`decode_request`]).
        pub fn request(input: &[u8]) -> IResult<&[u8], RequestFrame<'_>, Error<'_>> {
            framed(input, $streaming, decode_request)
        }

        /// One request frame's header, its body left as bytes ([`peek_request`]): for routing on
        /// the API key, the client id or the correlation id without decoding the body.
        pub fn request_header(input: &[u8]) -> IResult<&[u8], PeekedRequest<'_>, Error<'_>> {
            framed(input, $streaming, peek_request)
        }

        /// One response frame to a request of `api_key` at `api_version`, decoded whole
        /// ([`decode_response`]).
        pub fn response<'a>(
            api_key: ApiKey,
            api_version: i16,
        ) -> impl Fn(&'a [u8]) -> IResult<&'a [u8], ResponseFrame<'a>, Error<'a>> {
            move |input| framed(input, $streaming, |f| decode_response(f, api_key, api_version))
        }

        /// One response frame's header (for a request of `api_key` at `api_version`, which
        /// decide its version) and its body as bytes.
        pub fn response_header<'a>(
            api_key: ApiKey,
            api_version: i16,
        ) -> impl Fn(&'a [u8]) -> IResult<&'a [u8], ResponseStart<'a>, Error<'a>> {
            move |input| {
                framed(input, $streaming, |f| {
                    super::read_response_header(f, api_key, api_version)
                })
            }
        }
    };
}

/// Parsers for a prefix of a longer stream: a frame cut short is `Err::Incomplete` with the bytes
/// still missing.
pub mod streaming {
    frame_parsers!(
        true,
        /// One frame, size prefix included, not decoded (frames up to the default
        /// [`Framing`](crate::framing::Framing) limit).
        ///
        /// ```
        /// use kafka_view::nom::streaming::frame;
        /// use nom::{Err, Needed};
        ///
        /// assert_eq!(frame(&[0, 0, 0, 2, 7, 7, 1][..]), Ok((&[1][..], &[0, 0, 0, 2, 7, 7][..])));
        /// assert_eq!(frame(&[0, 0, 0, 2, 7][..]), Err(Err::Incomplete(Needed::new(1))));
        /// assert_eq!(frame(&[0, 0][..]), Err(Err::Incomplete(Needed::new(2))));
        /// ```
    );
}

/// Parsers for input that is all there is: a frame cut short is an error.
pub mod complete {
    frame_parsers!(
        false,
        /// One frame, size prefix included, not decoded (frames up to the default
        /// [`Framing`](crate::framing::Framing) limit).
        ///
        /// ```
        /// use kafka_view::nom::complete::frame;
        /// use kafka_view::error::DecodeErrorKind;
        ///
        /// let Err(nom::Err::Error(e)) = frame(&[0, 0, 0, 2, 7][..]) else { unreachable!() };
        /// assert_eq!(
        ///     e.decode_error().map(|d| d.kind),
        ///     Some(DecodeErrorKind::FrameSizeMismatch { declared: 2, actual: 1 })
        /// );
        /// ```
    );
}

/// A response frame's header at the version `api_key` and `api_version` call for, and the body's
/// bytes.
fn read_response_header(
    frame: &[u8],
    api_key: crate::ApiKey,
    api_version: i16,
) -> Result<ResponseStart<'_>, DecodeError> {
    let Some(hv) = api_key.response_header_version(api_version) else {
        return Err(crate::frame::unsupported(api_key, api_version, true));
    };
    let mut r = Reader::new(frame);
    r.int32(crate::frame::at::SIZE)?;
    let header = crate::ResponseHeader::read(&mut r, hv)?;
    Ok((header, r.rest()))
}

/// One message body of type `M` at `version`, without a frame around it: it consumes the message's
/// bytes and leaves what follows to the next parser. The input must hold the whole message (a body
/// cut short is an error, not `Incomplete`: nothing in a body says how long it is).
///
/// ```
/// use kafka_view::messages::SaslHandshakeRequest;
/// use kafka_view::nom::message;
///
/// // A SaslHandshake v1 body ("PLAIN") followed by two bytes of something else.
/// let input = b"\x00\x05PLAIN\xaa\xbb";
/// let (rest, m) = message::<SaslHandshakeRequest>(1)(&input[..]).unwrap_or_else(|_| unreachable!());
/// assert_eq!((m.mechanism, rest), ("PLAIN", &[0xaa, 0xbb][..]));
/// ```
pub fn message<'a, M: Message<'a>>(
    version: i16,
) -> impl Fn(&'a [u8]) -> IResult<&'a [u8], M, Error<'a>> {
    move |input| {
        let mut r = Reader::new(input);
        match M::read(&mut r, version) {
            Ok(m) => Ok((r.rest(), m)),
            Err(e) => Err(Err::Error(Error::from_decode(input, e))),
        }
    }
}

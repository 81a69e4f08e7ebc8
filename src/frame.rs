//! Frames (the int32 size prefix), request and response headers, and whole-frame decode and encode.

use zerocopy::byteorder::{BigEndian, I16, I32};
use zerocopy::{FromBytes, Immutable, KnownLayout, Unaligned};

use crate::api::ApiKey;
use crate::error::{place, DecodeError, DecodeErrorKind, EncodeError, Place, Prefix};
use crate::hook::{NoTrace, Trace};
use crate::messages::{Request, Response};
use crate::reader::Reader;
use crate::tagged::{TaggedFields, TaggedLen, TaggedWriter};
use crate::writer::{len, Writer};

/// The headers' fields, as errors name them (the header's place has an empty field).
pub(crate) mod at {
    use crate::error::{place, Place};

    pub(crate) const SIZE: &Place = place!("", "size");
    pub(crate) const REQUEST_HEADER: &Place = place!("RequestHeader", "");
    pub(crate) const REQUEST_API_KEY: &Place = place!("RequestHeader", "request_api_key");
    pub(crate) const REQUEST_API_VERSION: &Place = place!("RequestHeader", "request_api_version");
    pub(crate) const REQUEST_CORRELATION_ID: &Place = place!("RequestHeader", "correlation_id");
    pub(crate) const CLIENT_ID: &Place = place!("RequestHeader", "client_id");
    pub(crate) const REQUEST_TAGS: &Place = place!("RequestHeader", "tagged_fields");
    pub(crate) const RESPONSE_HEADER: &Place = place!("ResponseHeader", "");
    pub(crate) const RESPONSE_CORRELATION_ID: &Place = place!("ResponseHeader", "correlation_id");
    pub(crate) const RESPONSE_TAGS: &Place = place!("ResponseHeader", "tagged_fields");
}

/// Kafka's default `socket.request.max.bytes`: the largest frame accepted unless configured otherwise.
pub const DEFAULT_MAX_FRAME_SIZE: usize = 104_857_600;

/// The result of looking for a frame at the front of a buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Status<'a> {
    /// A whole frame is there.
    Complete {
        /// The frame, size prefix included.
        frame: &'a [u8],
        /// The bytes after it (the next frames, possibly partial).
        rest: &'a [u8],
    },
    /// The buffer ends inside the frame; at least `needed` more bytes are required (exactly that many
    /// once the 4-byte size prefix is in).
    Partial {
        /// Bytes still missing.
        needed: usize,
    },
}

/// Splits a byte stream into frames, refusing sizes above a maximum. [`FrameBuf`](crate::FrameBuf)
/// keeps the partial frame for you; `Framing` is the step underneath.
///
/// ```
/// use kafka_view::framing::{Framing, Status};
///
/// let stream = [0, 0, 0, 2, 7, 8, 0, 0, 0, 5, 1];
/// let framing = Framing { max_size: 1024 };
/// let Status::Complete { frame, rest } = framing.split(&stream)? else { unreachable!() };
/// assert_eq!((frame, rest), (&stream[..6], &stream[6..]));
/// assert_eq!(framing.split(rest)?, Status::Partial { needed: 4 }); // 4 bytes of that frame to come
/// assert!(framing.split(&[0, 0, 0x10, 0]).is_err()); // 4096 bytes: above max_size
/// # Ok::<(), kafka_view::error::DecodeError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Framing {
    /// Largest frame size (bytes after the prefix) accepted.
    pub max_size: usize,
}

impl Default for Framing {
    fn default() -> Self {
        Framing {
            max_size: DEFAULT_MAX_FRAME_SIZE,
        }
    }
}

#[derive(FromBytes, KnownLayout, Immutable, Unaligned)]
#[repr(C)]
struct SizePrefix {
    size: I32<BigEndian>,
}

/// The fixed start of every request header (v0 and later), as it is on the wire.
#[derive(FromBytes, KnownLayout, Immutable, Unaligned)]
#[repr(C)]
struct RequestHeaderStart {
    api_key: I16<BigEndian>,
    api_version: I16<BigEndian>,
    correlation_id: I32<BigEndian>,
}

impl Framing {
    /// Finds the first frame in `buf`.
    pub fn split<'a>(&self, buf: &'a [u8]) -> Result<Status<'a>, DecodeError> {
        let Ok((prefix, body)) = SizePrefix::ref_from_prefix(buf) else {
            return Ok(Status::Partial {
                needed: 4 - buf.len(),
            });
        };
        let size = self.check_size(prefix.size.get())?;
        if body.len() < size {
            return Ok(Status::Partial {
                needed: size - body.len(),
            });
        }
        let (frame, rest) = buf.split_at(size + 4);
        Ok(Status::Complete { frame, rest })
    }

    /// Checks a frame's size prefix: refused when negative or over `max_size`.
    pub(crate) fn check_size(&self, size: i32) -> Result<usize, DecodeError> {
        let size = usize::try_from(size).map_err(|_| {
            size_error(DecodeErrorKind::NegativeLength {
                prefix: Prefix::Frame,
                length: size.into(),
            })
        })?;
        if size > self.max_size {
            return Err(size_error(DecodeErrorKind::FrameTooLarge {
                size,
                max: self.max_size,
            }));
        }
        Ok(size)
    }

    /// Checks that `frame` is exactly one frame and returns the bytes after its size prefix.
    pub fn body<'a>(&self, frame: &'a [u8]) -> Result<&'a [u8], DecodeError> {
        match self.split(frame)? {
            Status::Complete { frame, rest: [] } => Ok(frame.get(4..).unwrap_or(&[])),
            Status::Complete { frame, rest } => Err(DecodeError {
                kind: DecodeErrorKind::TrailingBytes { count: rest.len() },
                offset: frame.len(),
                at: place!("frame", ""),
            }),
            Status::Partial { .. } => match SizePrefix::ref_from_prefix(frame) {
                Ok((prefix, body)) => Err(size_error(DecodeErrorKind::FrameSizeMismatch {
                    declared: usize::try_from(prefix.size.get()).unwrap_or(0),
                    actual: body.len(),
                })),
                Err(_) => Err(size_error(DecodeErrorKind::UnexpectedEnd {
                    needed: 4,
                    remaining: frame.len(),
                })),
            },
        }
    }
}

/// Names the message in a [`DecodeErrorKind::TrailingBytes`] error (read with no message at hand).
fn trailing_named(mut e: DecodeError, message: Option<&'static Place>) -> DecodeError {
    if let (DecodeErrorKind::TrailingBytes { .. }, Some(message)) = (e.kind, message) {
        e.at = message;
    }
    e
}

/// A request header, v0 to v2.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RequestHeader<'a> {
    /// The API the body belongs to.
    pub api_key: ApiKey,
    /// The version of the body.
    pub api_version: i16,
    /// Echoed in the response.
    pub correlation_id: i32,
    /// The client's id; nullable, and always an int16-length string (v1+).
    pub client_id: Option<&'a str>,
    /// Unknown tagged fields (v2).
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl<'a> RequestHeader<'a> {
    /// Reads a header of `header_version`.
    pub fn read<T: Trace>(r: &mut Reader<'a, T>, header_version: i16) -> Result<Self, DecodeError> {
        let outer = r.begin_struct(at::REQUEST_HEADER);
        let mut h = RequestHeader {
            api_key: ApiKey(r.int16(at::REQUEST_API_KEY)?),
            api_version: r.int16(at::REQUEST_API_VERSION)?,
            correlation_id: r.int32(at::REQUEST_CORRELATION_ID)?,
            ..Default::default()
        };
        if header_version >= 1 {
            h.client_id = r.nullable_string(at::CLIENT_ID, false, true)?;
        }
        if header_version >= 2 {
            h.unknown_tagged_fields = r.tagged_fields(at::REQUEST_TAGS, |_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(h)
    }

    /// Bytes the header takes at `header_version`.
    pub fn encoded_len(&self, header_version: i16) -> usize {
        let mut n = 8;
        if header_version >= 1 {
            n += len::nullable_string(self.client_id, false);
        }
        if header_version >= 2 {
            n += TaggedLen::new(&self.unknown_tagged_fields).total();
        }
        n
    }

    /// Writes the header at `header_version`.
    pub fn write(&self, w: &mut Writer<'_>, header_version: i16) -> Result<(), EncodeError> {
        w.int16(self.api_key.0)?;
        w.int16(self.api_version)?;
        w.int32(self.correlation_id)?;
        if header_version >= 1 {
            w.nullable_string(at::CLIENT_ID, self.client_id, false, true, header_version)?;
        }
        if header_version >= 2 {
            TaggedWriter::begin(w, at::REQUEST_HEADER, &self.unknown_tagged_fields, 0)?
                .finish(w)?;
        }
        Ok(())
    }
}

/// A response header, v0 or v1.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ResponseHeader<'a> {
    /// The correlation id of the request answered.
    pub correlation_id: i32,
    /// Unknown tagged fields (v1).
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl<'a> ResponseHeader<'a> {
    /// Reads a header of `header_version`.
    pub fn read<T: Trace>(r: &mut Reader<'a, T>, header_version: i16) -> Result<Self, DecodeError> {
        let outer = r.begin_struct(at::RESPONSE_HEADER);
        let mut h = ResponseHeader {
            correlation_id: r.int32(at::RESPONSE_CORRELATION_ID)?,
            ..Default::default()
        };
        if header_version >= 1 {
            h.unknown_tagged_fields = r.tagged_fields(at::RESPONSE_TAGS, |_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(h)
    }

    /// Bytes the header takes at `header_version`.
    pub fn encoded_len(&self, header_version: i16) -> usize {
        4 + if header_version >= 1 {
            TaggedLen::new(&self.unknown_tagged_fields).total()
        } else {
            0
        }
    }

    /// Writes the header at `header_version`.
    pub fn write(&self, w: &mut Writer<'_>, header_version: i16) -> Result<(), EncodeError> {
        w.int32(self.correlation_id)?;
        if header_version >= 1 {
            TaggedWriter::begin(w, at::RESPONSE_HEADER, &self.unknown_tagged_fields, 0)?
                .finish(w)?;
        }
        Ok(())
    }
}

/// A request frame's header read without its body, for proxies.
///
/// [`PeekedRequest::header`] gives the header back, tagged fields included, to change and write in
/// front of the untouched body with [`encode_request_raw`]:
///
/// ```
/// use kafka_view::{peek_request, RequestHeader, framing::encode_request_raw};
///
/// // A SaslHandshake v1 request from client "app" (no tagged fields in a v1 header).
/// let frame = [0, 0, 0, 18, 0, 17, 0, 1, 0, 0, 0, 5, 0, 3, b'a', b'p', b'p', 0, 3, b'A', b'B', b'C'];
/// let peeked = peek_request(&frame)?;
/// let header = RequestHeader { client_id: Some("proxy/app"), ..peeked.header() };
/// let mut out = [0u8; 64];
/// let n = encode_request_raw(&header, peeked.body, &mut out)?;
/// assert_eq!(n, frame.len() + 6);
/// assert_eq!(&out[12..n - 5], b"\0\x09proxy/app");
/// assert_eq!(&out[n - 5..n], peeked.body);
/// # Ok::<(), kafka_view::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct PeekedRequest<'a> {
    /// The API key (possibly one this crate does not know).
    pub api_key: ApiKey,
    /// The API version (possibly newer than the schemas).
    pub api_version: i16,
    /// The correlation id.
    pub correlation_id: i32,
    /// The client id.
    pub client_id: Option<&'a str>,
    /// The header's tagged fields (header v2), kept as they were on the wire. Empty when the header
    /// version is not known: they are then still at the front of `body`.
    pub tagged_fields: TaggedFields<'a>,
    /// The header version, when the API key and version are known; `None` otherwise, and then
    /// `body` starts right after the client id and may begin with the header's tagged fields.
    pub header_version: Option<i16>,
    /// The bytes after the header, untouched.
    pub body: &'a [u8],
}

impl<'a> PeekedRequest<'a> {
    /// The header as a [`RequestHeader`], tagged fields included, for [`encode_request_raw`].
    pub const fn header(&self) -> RequestHeader<'a> {
        RequestHeader {
            api_key: self.api_key,
            api_version: self.api_version,
            correlation_id: self.correlation_id,
            client_id: self.client_id,
            unknown_tagged_fields: self.tagged_fields,
        }
    }
}

/// Reads a request frame's header, leaving the body as bytes. Works for API keys and versions this
/// crate does not know: the api key, version, correlation id and client id are laid out the same in
/// every request header from v1 on.
pub fn peek_request(frame: &[u8]) -> Result<PeekedRequest<'_>, DecodeError> {
    let body = Framing::default().body(frame).map_err(|e| {
        let key = frame
            .get(4..6)
            .and_then(|k| <[u8; 2]>::try_from(k).ok())
            .map(|k| ApiKey(i16::from_be_bytes(k)));
        trailing_named(e, key.and_then(ApiKey::request_place))
    })?;
    let too_short = DecodeError {
        kind: DecodeErrorKind::UnexpectedEnd {
            needed: 8,
            remaining: body.len(),
        },
        offset: 4,
        at: at::REQUEST_API_KEY,
    };
    let (start, _) = RequestHeaderStart::ref_from_prefix(body).map_err(|_| too_short)?;
    let api_key = ApiKey(start.api_key.get());
    let api_version = start.api_version.get();
    let header_version = api_key.request_header_version(api_version);
    let mut r = Reader::new(frame);
    r.take_bytes(12)?;
    let outer = r.begin_struct(at::REQUEST_HEADER);
    let client_id = if header_version == Some(0) {
        None
    } else {
        r.nullable_string(at::CLIENT_ID, false, true)?
    };
    let tagged_fields = if header_version == Some(2) {
        r.tagged_fields(at::REQUEST_TAGS, |_, _| Ok(false))?
    } else {
        TaggedFields::EMPTY
    };
    r.end_struct(outer);
    Ok(PeekedRequest {
        api_key,
        api_version,
        correlation_id: start.correlation_id.get(),
        client_id,
        tagged_fields,
        header_version,
        body: r.rest(),
    })
}

/// A decoded request frame: a header and a body, which encode back into a frame in one call.
///
/// ```
/// use kafka_view::decode_request;
///
/// let frame = [
///     0, 0, 0, 26, 0, 38, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
/// ];
/// let mut req = decode_request(&frame)?;
/// req.header.correlation_id = 9;
/// let mut out = [0u8; 64];
/// let n = req.encode(&mut out)?;
/// assert_eq!(n, req.encoded_len()?);
/// assert_eq!((&out[..8], &out[8..12], &out[12..n]), (&frame[..8], &[0, 0, 0, 9][..], &frame[12..]));
/// # Ok::<(), kafka_view::Error>(())
/// ```
///
/// Decoding and encoding again gives the same bytes for every frame whose encoding is already the
/// canonical one; see [`roundtrip`](crate::roundtrip) for the few inputs that come back different and
/// what a fuzz harness should compare instead.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RequestFrame<'a> {
    /// The header.
    pub header: RequestHeader<'a>,
    /// The body.
    pub body: Request<'a>,
    /// Bytes inside the frame after the body's last field: empty for a frame as Kafka's clients
    /// normally write it. Kafka's broker reads the body and ignores what follows it, so this crate
    /// accepts such a frame too and keeps the bytes here (see [bytes after the body](decode_request#bytes-after-the-body)).
    pub trailing: &'a [u8],
}

impl RequestFrame<'_> {
    /// Bytes [`RequestFrame::encode`] writes, size prefix and [`trailing`](RequestFrame::trailing)
    /// bytes included. Fails for an API key or version without a schema, or a header whose key
    /// differs from the body's.
    pub fn encoded_len(&self) -> Result<usize, EncodeError> {
        let hv = header_versions(&self.header, &self.body)?;
        Ok(4 + self.header.encoded_len(hv)
            + self.body.encoded_len(self.header.api_version)
            + self.trailing.len())
    }

    /// Encodes the frame (size, header, body, then the [`trailing`](RequestFrame::trailing) bytes
    /// as they came) at `header.api_version` into the front of `buf`, returning the bytes written.
    /// A buffer that is too small fails as [`encode_request`] says. [`encode_request`] is the same
    /// without trailing bytes.
    pub fn encode(&self, buf: &mut [u8]) -> Result<usize, EncodeError> {
        request_into(&self.header, &self.body, self.trailing, buf)
    }
}

/// A decoded response frame: a header, a body, and the version the body was read at, so that it
/// encodes back into a frame in one call.
///
/// ```
/// use kafka_view::{decode_response, ApiKey};
///
/// // A SaslAuthenticate v2 response: correlation id 7, error 0, no message, 3 auth bytes.
/// let frame = [0, 0, 0, 21, 0, 0, 0, 7, 0, 0, 0, 0, 4, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0];
/// let resp = decode_response(&frame, ApiKey::SASL_AUTHENTICATE, 2)?;
/// assert_eq!(resp.api_version, 2);
/// let mut out = [0u8; 64];
/// let n = resp.encode(&mut out)?;
/// assert_eq!(&out[..n], &frame[..]);
/// # Ok::<(), kafka_view::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ResponseFrame<'a> {
    /// The header.
    pub header: ResponseHeader<'a>,
    /// The body.
    pub body: Response<'a>,
    /// The version of the body (the version of the request it answers, except for an ApiVersions
    /// error reply read as a v0 body; see [`decode_api_versions_response`](crate::proxy::decode_api_versions_response)).
    pub api_version: i16,
    /// Bytes inside the frame after the body's last field, which Kafka's client ignores: empty for
    /// a frame as Kafka's brokers write it (see [`RequestFrame::trailing`]).
    pub trailing: &'a [u8],
}

impl ResponseFrame<'_> {
    /// Bytes [`ResponseFrame::encode`] writes, size prefix and [`trailing`](ResponseFrame::trailing)
    /// bytes included. Fails for a version without a schema.
    pub fn encoded_len(&self) -> Result<usize, EncodeError> {
        let hv = response_header_version(&self.body, self.api_version)?;
        Ok(4 + self.header.encoded_len(hv)
            + self.body.encoded_len(self.api_version)
            + self.trailing.len())
    }

    /// Encodes the frame (size, header, body, then the [`trailing`](ResponseFrame::trailing) bytes
    /// as they came) at `api_version` into the front of `buf`, returning the bytes written. A
    /// buffer that is too small fails as [`encode_request`] says. [`encode_response`] is the same
    /// without trailing bytes.
    pub fn encode(&self, buf: &mut [u8]) -> Result<usize, EncodeError> {
        response_into(
            &self.header,
            &self.body,
            self.api_version,
            self.trailing,
            buf,
        )
        .map(|(n, _)| n)
    }
}

/// The error for a request (`response` false) or response of an API key or version without a schema.
pub(crate) fn unsupported(api_key: ApiKey, version: i16, response: bool) -> DecodeError {
    let range = if response {
        api_key.response_versions()
    } else {
        api_key.request_versions()
    };
    let (kind, offset, field_at) = match range {
        None => (
            DecodeErrorKind::UnknownApiKey { api_key: api_key.0 },
            4,
            at::REQUEST_API_KEY,
        ),
        Some(v) => (
            DecodeErrorKind::UnsupportedVersion {
                api_key: api_key.0,
                version,
                min: v.min,
                max: v.max,
            },
            6,
            at::REQUEST_API_VERSION,
        ),
    };
    if response {
        DecodeError {
            kind,
            offset: 4,
            at: at::RESPONSE_HEADER,
        }
    } else {
        DecodeError {
            kind,
            offset,
            at: field_at,
        }
    }
}

/// Decodes a whole request frame (size prefix, header, body). Error offsets count from the frame's
/// first byte.
///
/// ```
/// use kafka_view::{decode_request, messages::Request, ApiKey};
///
/// // The seed CreateDelegationToken v3 request, size prefix included.
/// let frame = [
///     0, 0, 0, 26, 0, 38, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
/// ];
/// let req = decode_request(&frame)?;
/// assert_eq!((req.header.api_key, req.header.api_version), (ApiKey::CREATE_DELEGATION_TOKEN, 3));
/// let Request::CreateDelegationToken(body) = req.body else { unreachable!() };
/// assert_eq!(body.renewers.len(), 1);
///
/// let cut = decode_request(&frame[..25]).unwrap_err();
/// assert_eq!(cut.to_string(), "size at byte 0: frame size prefix says 26 bytes but 21 follow");
/// # Ok::<(), kafka_view::error::DecodeError>(())
/// ```
///
/// # Bytes after the body
///
/// Kafka's readers stop after a body's last field and never look at what follows it in the frame:
/// the broker serves such a request, the client takes such a response. Some clients do send them
/// (confluent-kafka 2.16 writes three bytes, `01 00 00`, after the body of its Metadata v13
/// requests). So this crate accepts the frame as well, and hands the bytes over in
/// [`RequestFrame::trailing`] (and [`ResponseFrame::trailing`]) rather than dropping them:
/// [`RequestFrame::encode`] writes them back, so a proxy forwards the frame byte for byte, and an
/// application that wants exact frames refuses a non-empty `trailing` itself. The bytes before the
/// body's end are read exactly as without them.
///
/// ```
/// use kafka_view::decode_request;
///
/// // The seed CreateDelegationToken v3 request with two bytes after its body (size 28, not 26).
/// let frame = [
///     0, 0, 0, 28, 0, 38, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 7,
/// ];
/// let req = decode_request(&frame)?;
/// assert_eq!(req.trailing, &[7, 7]);
/// let mut out = [0u8; 64];
/// let n = req.encode(&mut out)?;
/// assert_eq!(&out[..n], &frame[..]);
/// # Ok::<(), kafka_view::Error>(())
/// ```
///
/// A message body read on its own ([`Message::decode`](crate::Message::decode)) is still exactly one
/// message: bytes after it are [`DecodeErrorKind::TrailingBytes`] there.
pub fn decode_request(frame: &[u8]) -> Result<RequestFrame<'_>, DecodeError> {
    decode_request_traced(frame, NoTrace)
}

/// [`decode_request`], reporting every field to `trace`.
pub fn decode_request_traced<T: Trace>(
    frame: &[u8],
    trace: T,
) -> Result<RequestFrame<'_>, DecodeError> {
    // The size and the header are read (and traced) before anything is refused, so a trace shows how
    // far a bad frame got.
    let mut r = Reader::with_trace(frame, trace);
    r.int32(at::SIZE)?;
    let (api_key, api_version) = frame
        .get(4..)
        .and_then(|b| RequestHeaderStart::ref_from_prefix(b).ok())
        .map_or((ApiKey(-1), -1), |(h, _)| {
            (ApiKey(h.api_key.get()), h.api_version.get())
        });
    Framing::default()
        .body(frame)
        .map_err(|e| trailing_named(e, api_key.request_place()))?;
    let header_version = api_key.request_header_version(api_version);
    let header = RequestHeader::read(&mut r, header_version.unwrap_or(1))?;
    if header_version.is_none() {
        return Err(unsupported(api_key, api_version, false));
    }
    let body = Request::read(&mut r, header.api_key, header.api_version)?;
    Ok(RequestFrame {
        header,
        body,
        trailing: r.rest(),
    })
}

/// Decodes a whole response frame to a request of `api_key` at `api_version`.
pub fn decode_response(
    frame: &[u8],
    api_key: ApiKey,
    api_version: i16,
) -> Result<ResponseFrame<'_>, DecodeError> {
    decode_response_traced(frame, api_key, api_version, NoTrace)
}

/// [`decode_response`], reporting every field to `trace`.
pub fn decode_response_traced<T: Trace>(
    frame: &[u8],
    api_key: ApiKey,
    api_version: i16,
    trace: T,
) -> Result<ResponseFrame<'_>, DecodeError> {
    let mut r = Reader::with_trace(frame, trace);
    r.int32(at::SIZE)?;
    Framing::default()
        .body(frame)
        .map_err(|e| trailing_named(e, api_key.response_place()))?;
    let header_version = api_key.response_header_version(api_version);
    let header = ResponseHeader::read(&mut r, header_version.unwrap_or(0))?;
    if header_version.is_none() {
        return Err(unsupported(api_key, api_version, true));
    }
    let body = Response::read(&mut r, api_key, api_version)?;
    Ok(ResponseFrame {
        header,
        body,
        api_version,
        trailing: r.rest(),
    })
}

/// Writes a frame into the front of `buf` in one pass: a placeholder size, what `write` writes, then
/// the size patched in. Returns the bytes written and the bytes of wire arrays copied as they were.
/// When `buf` is too small, the error's `needed` is the whole frame's size, which `body_len` computes
/// only then; what was written into `buf` before that is left there.
pub(crate) fn frame_into(
    buf: &mut [u8],
    body_len: impl FnOnce() -> usize,
    write: impl FnOnce(&mut Writer<'_>) -> Result<(), EncodeError>,
) -> Result<(usize, usize), EncodeError> {
    let mut w = Writer::new(buf);
    let written = w.int32(0).and_then(|()| write(&mut w));
    if let Err(e) = written {
        return Err(match e {
            EncodeError::BufferTooSmall { available, .. } => EncodeError::BufferTooSmall {
                needed: crate::error::size32(body_len().saturating_add(4)),
                available,
            },
            e => e,
        });
    }
    let body = w.position() - 4;
    let size = i32::try_from(body).map_err(|_| {
        EncodeError::too_long(
            &Place {
                message: "",
                field: "size",
            },
            body,
        )
    })?;
    w.patch_i32(0, size)?;
    Ok((w.position(), w.raw_copied()))
}

fn header_versions(header: &RequestHeader<'_>, body: &Request<'_>) -> Result<i16, EncodeError> {
    if header.api_key != body.api_key() {
        return Err(EncodeError::ApiKeyMismatch {
            header: header.api_key.0,
            body: body.api_key().0,
        });
    }
    header
        .api_key
        .request_header_version(header.api_version)
        .ok_or(EncodeError::UnsupportedVersion {
            at: body.place(),
            version: header.api_version,
        })
}

/// Encodes a request frame (size, header, body) at `header.api_version` into the front of `buf`,
/// returning the bytes written.
///
/// The frame is written in one pass, its size prefix patched in last. A buffer that is too small
/// fails with [`EncodeError::BufferTooSmall`], whose `needed` is the whole frame's size (measured only
/// then); the bytes written before the buffer ran out are left in it, the size prefix still zero.
pub fn encode_request(
    header: &RequestHeader<'_>,
    body: &Request<'_>,
    buf: &mut [u8],
) -> Result<usize, EncodeError> {
    request_into(header, body, &[], buf)
}

/// A request frame with `trailing` after the body (empty for [`encode_request`]).
fn request_into(
    header: &RequestHeader<'_>,
    body: &Request<'_>,
    trailing: &[u8],
    buf: &mut [u8],
) -> Result<usize, EncodeError> {
    let hv = header_versions(header, body)?;
    let version = header.api_version;
    let body_len =
        || (header.encoded_len(hv) + body.encoded_len(version)).saturating_add(trailing.len());
    frame_into(buf, body_len, |w| {
        header.write(w, hv)?;
        body.write(w, version)?;
        w.put(trailing)
    })
    .map(|(n, _)| n)
}

/// Writes a request frame from a header and a body kept as bytes, for any API key and version, known
/// to this crate or not: the size prefix, the header, then `body` as it is. Returns the bytes written;
/// a buffer that is too small fails as [`encode_request`] says, and [`encode_request_raw_len`] gives
/// the size it needs.
///
/// The header is written at the version its key and version call for (v2, with its tagged fields, for
/// flexible versions). For a key or version this crate does not know, the header version is not known
/// either: the header is then written up to the client id (v1), and `body` must hold everything after
/// it, the header's tagged fields included, which is what [`peek_request`] leaves in
/// [`PeekedRequest::body`] in that case. Unknown tagged fields in such a header are refused
/// ([`EncodeError::FieldNotInVersion`]), as there is no telling where they would go. For a header
/// from [`PeekedRequest::header`] and its `body`, the frame comes out byte for byte as it went in
/// (except for the longer varint forms, see [`roundtrip`](crate::roundtrip)).
///
/// ```
/// use kafka_view::framing::{encode_request_raw, encode_request_raw_len};
/// use kafka_view::{peek_request, ApiKey, RequestHeader};
///
/// // An API key nobody knows: the body is whatever bytes the client sent.
/// let header = RequestHeader { api_key: ApiKey(500), api_version: 1, correlation_id: 3, client_id: Some("c"), ..Default::default() };
/// let mut frame = [0u8; 32];
/// let needed = encode_request_raw_len(&header, b"opaque".len())?;
/// let n = encode_request_raw(&header, b"opaque", &mut frame[..needed])?;
/// assert_eq!(n, needed);
/// assert_eq!(&frame[..n], b"\0\0\0\x11\x01\xf4\0\x01\0\0\0\x03\0\x01copaque");
/// let peeked = peek_request(&frame[..n])?;
/// assert_eq!((peeked.header(), peeked.body), (header, &b"opaque"[..]));
/// # Ok::<(), kafka_view::Error>(())
/// ```
pub fn encode_request_raw(
    header: &RequestHeader<'_>,
    body: &[u8],
    buf: &mut [u8],
) -> Result<usize, EncodeError> {
    let hv = raw_header_version(header)?;
    let body_len = || header.encoded_len(hv).saturating_add(body.len());
    frame_into(buf, body_len, |w| {
        header.write(w, hv)?;
        w.put(body)
    })
    .map(|(n, _)| n)
}

/// The bytes [`encode_request_raw`] writes for `header` and a body of `body_len` bytes, size prefix
/// included: the buffer it needs. Fails as it does for unknown tagged fields in the header of an
/// unknown key or version.
pub fn encode_request_raw_len(
    header: &RequestHeader<'_>,
    body_len: usize,
) -> Result<usize, EncodeError> {
    let hv = raw_header_version(header)?;
    Ok(4usize
        .saturating_add(header.encoded_len(hv))
        .saturating_add(body_len))
}

/// The header version [`encode_request_raw`] writes: the key's own, or v1 for a key or version
/// this crate does not know (whose header tagged fields, if any, travel in the body).
fn raw_header_version(header: &RequestHeader<'_>) -> Result<i16, EncodeError> {
    match header.api_key.request_header_version(header.api_version) {
        Some(hv) => Ok(hv),
        None if header.unknown_tagged_fields.is_empty() => Ok(1),
        None => Err(EncodeError::FieldNotInVersion {
            at: at::REQUEST_TAGS,
            version: header.api_version,
        }),
    }
}

/// Encodes a response frame (size, header, body) for `api_version` into the front of `buf`.
pub fn encode_response(
    header: &ResponseHeader<'_>,
    body: &Response<'_>,
    api_version: i16,
    buf: &mut [u8],
) -> Result<usize, EncodeError> {
    encode_response_counted(header, body, api_version, buf).map(|(n, _)| n)
}

/// [`encode_response`], also returning the bytes of wire arrays copied as they were.
pub(crate) fn encode_response_counted(
    header: &ResponseHeader<'_>,
    body: &Response<'_>,
    api_version: i16,
    buf: &mut [u8],
) -> Result<(usize, usize), EncodeError> {
    response_into(header, body, api_version, &[], buf)
}

/// A response frame with `trailing` after the body, and the bytes copied from wire arrays.
fn response_into(
    header: &ResponseHeader<'_>,
    body: &Response<'_>,
    api_version: i16,
    trailing: &[u8],
    buf: &mut [u8],
) -> Result<(usize, usize), EncodeError> {
    let hv = response_header_version(body, api_version)?;
    let body_len =
        || (header.encoded_len(hv) + body.encoded_len(api_version)).saturating_add(trailing.len());
    frame_into(buf, body_len, |w| {
        header.write(w, hv)?;
        body.write(w, api_version)?;
        w.put(trailing)
    })
}

fn response_header_version(body: &Response<'_>, api_version: i16) -> Result<i16, EncodeError> {
    body.api_key()
        .response_header_version(api_version)
        .ok_or(EncodeError::UnsupportedVersion {
            at: body.place(),
            version: api_version,
        })
}

fn into_vec<const N: usize>(
    encode: impl FnOnce(&mut [u8]) -> Result<usize, EncodeError>,
) -> Result<heapless::Vec<u8, N>, EncodeError> {
    let mut v = heapless::Vec::<u8, N>::new();
    v.resize(N, 0).map_err(|_| EncodeError::too_small(N, N))?;
    let n = encode(v.as_mut_slice())?;
    v.truncate(n);
    Ok(v)
}

/// [`encode_request`] into a fixed-capacity `heapless::Vec`.
pub fn encode_request_vec<const N: usize>(
    header: &RequestHeader<'_>,
    body: &Request<'_>,
) -> Result<heapless::Vec<u8, N>, EncodeError> {
    into_vec(|buf| encode_request(header, body, buf))
}

/// [`encode_response`] into a fixed-capacity `heapless::Vec`.
pub fn encode_response_vec<const N: usize>(
    header: &ResponseHeader<'_>,
    body: &Response<'_>,
    api_version: i16,
) -> Result<heapless::Vec<u8, N>, EncodeError> {
    into_vec(|buf| encode_response(header, body, api_version, buf))
}

/// An error in a frame's size prefix (the field `size`, at byte 0).
pub(crate) fn size_error(kind: DecodeErrorKind) -> DecodeError {
    DecodeError {
        kind,
        offset: 0,
        at: at::SIZE,
    }
}

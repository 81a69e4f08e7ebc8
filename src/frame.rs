//! Frames (the int32 size prefix), request and response headers, and whole-frame decode and encode.

use zerocopy::byteorder::{BigEndian, I16, I32};
use zerocopy::{FromBytes, Immutable, KnownLayout, Unaligned};

use crate::api::ApiKey;
use crate::error::{DecodeError, DecodeErrorKind, EncodeError, Prefix};
use crate::messages::{Request, Response};
use crate::reader::Reader;
use crate::tagged::{TaggedFields, TaggedLen, TaggedWriter};
use crate::trace::{NoTrace, Trace};
use crate::writer::{len, Writer};

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

/// Splits a byte stream into frames, refusing sizes above a maximum.
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
        let size = prefix.size.get();
        let frame_error = |kind| DecodeError {
            kind,
            offset: 0,
            message: "",
            field: "size",
        };
        let size = usize::try_from(size).map_err(|_| {
            frame_error(DecodeErrorKind::NegativeLength {
                prefix: Prefix::Frame,
                length: size.into(),
            })
        })?;
        if size > self.max_size {
            return Err(frame_error(DecodeErrorKind::FrameTooLarge {
                size,
                max: self.max_size,
            }));
        }
        if body.len() < size {
            return Ok(Status::Partial {
                needed: size - body.len(),
            });
        }
        let (frame, rest) = buf.split_at(size + 4);
        Ok(Status::Complete { frame, rest })
    }

    /// Checks that `frame` is exactly one frame and returns the bytes after its size prefix.
    pub fn body<'a>(&self, frame: &'a [u8]) -> Result<&'a [u8], DecodeError> {
        match self.split(frame)? {
            Status::Complete { frame, rest: [] } => Ok(frame.get(4..).unwrap_or(&[])),
            Status::Complete { frame, rest } => Err(DecodeError {
                kind: DecodeErrorKind::TrailingBytes { count: rest.len() },
                offset: frame.len(),
                message: "",
                field: "",
            }),
            Status::Partial { .. } => {
                let field_error = |kind| DecodeError {
                    kind,
                    offset: 0,
                    message: "",
                    field: "size",
                };
                match SizePrefix::ref_from_prefix(frame) {
                    Ok((prefix, body)) => Err(field_error(DecodeErrorKind::FrameSizeMismatch {
                        declared: usize::try_from(prefix.size.get()).unwrap_or(0),
                        actual: body.len(),
                    })),
                    Err(_) => Err(field_error(DecodeErrorKind::UnexpectedEnd {
                        needed: 4,
                        remaining: frame.len(),
                    })),
                }
            }
        }
    }
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
    pub fn decode<T: Trace>(
        r: &mut Reader<'a, T>,
        header_version: i16,
    ) -> Result<Self, DecodeError> {
        let outer = r.begin_struct("RequestHeader");
        let mut h = RequestHeader {
            api_key: ApiKey(r.int16("request_api_key")?),
            api_version: r.int16("request_api_version")?,
            correlation_id: r.int32("correlation_id")?,
            ..Default::default()
        };
        if header_version >= 1 {
            h.client_id = r.nullable_string("client_id", false, true)?;
        }
        if header_version >= 2 {
            h.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
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
    pub fn encode(&self, w: &mut Writer<'_>, header_version: i16) -> Result<(), EncodeError> {
        let outer = w.begin_struct("RequestHeader");
        w.int16(self.api_key.0)?;
        w.int16(self.api_version)?;
        w.int32(self.correlation_id)?;
        if header_version >= 1 {
            w.nullable_string("client_id", self.client_id, false, true, header_version)?;
        }
        if header_version >= 2 {
            TaggedWriter::begin(w, &self.unknown_tagged_fields, 0)?.finish(w)?;
        }
        w.end_struct(outer);
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
    pub fn decode<T: Trace>(
        r: &mut Reader<'a, T>,
        header_version: i16,
    ) -> Result<Self, DecodeError> {
        let outer = r.begin_struct("ResponseHeader");
        let mut h = ResponseHeader {
            correlation_id: r.int32("correlation_id")?,
            ..Default::default()
        };
        if header_version >= 1 {
            h.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
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
    pub fn encode(&self, w: &mut Writer<'_>, header_version: i16) -> Result<(), EncodeError> {
        let outer = w.begin_struct("ResponseHeader");
        w.int32(self.correlation_id)?;
        if header_version >= 1 {
            TaggedWriter::begin(w, &self.unknown_tagged_fields, 0)?.finish(w)?;
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// A request frame's header read without its body, for proxies.
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
    /// The header version, when the API key and version are known; `None` otherwise, and then
    /// `body` starts right after the client id and may begin with the header's tagged fields.
    pub header_version: Option<i16>,
    /// The bytes after the header, untouched.
    pub body: &'a [u8],
}

/// Reads a request frame's header, leaving the body as bytes. Works for API keys and versions this
/// crate does not know: the api key, version, correlation id and client id are laid out the same in
/// every request header from v1 on.
pub fn peek_request(frame: &[u8]) -> Result<PeekedRequest<'_>, DecodeError> {
    let body = Framing::default().body(frame)?;
    let too_short = DecodeError {
        kind: DecodeErrorKind::UnexpectedEnd {
            needed: 8,
            remaining: body.len(),
        },
        offset: 4,
        message: "RequestHeader",
        field: "request_api_key",
    };
    let (start, _) = RequestHeaderStart::ref_from_prefix(body).map_err(|_| too_short)?;
    let api_key = ApiKey(start.api_key.get());
    let api_version = start.api_version.get();
    let header_version = api_key.request_header_version(api_version);
    let mut r = Reader::new(frame);
    r.take_bytes(12)?;
    let outer = r.begin_struct("RequestHeader");
    let client_id = if header_version == Some(0) {
        None
    } else {
        r.nullable_string("client_id", false, true)?
    };
    if header_version == Some(2) {
        r.tagged_fields(|_, _| Ok(false))?;
    }
    r.end_struct(outer);
    Ok(PeekedRequest {
        api_key,
        api_version,
        correlation_id: start.correlation_id.get(),
        client_id,
        header_version,
        body: r.rest(),
    })
}

/// A decoded request frame.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RequestFrame<'a> {
    /// The header.
    pub header: RequestHeader<'a>,
    /// The body.
    pub body: Request<'a>,
}

/// A decoded response frame.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ResponseFrame<'a> {
    /// The header.
    pub header: ResponseHeader<'a>,
    /// The body.
    pub body: Response<'a>,
}

/// The error for a request (`response` false) or response of an API key or version without a schema.
fn unsupported(api_key: ApiKey, version: i16, response: bool) -> DecodeError {
    let range = if response {
        api_key.response_versions()
    } else {
        api_key.request_versions()
    };
    let (kind, offset, field) = match range {
        None => (
            DecodeErrorKind::UnknownApiKey { api_key: api_key.0 },
            4,
            "request_api_key",
        ),
        Some(v) => (
            DecodeErrorKind::UnsupportedVersion {
                api_key: api_key.0,
                version,
                min: v.min,
                max: v.max,
            },
            6,
            "request_api_version",
        ),
    };
    if response {
        DecodeError {
            kind,
            offset: 4,
            message: "ResponseHeader",
            field: "",
        }
    } else {
        DecodeError {
            kind,
            offset,
            message: "RequestHeader",
            field,
        }
    }
}

/// Decodes a whole request frame (size prefix, header, body). Error offsets count from the frame's
/// first byte.
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
    r.int32("size")?;
    Framing::default().body(frame)?;
    let (api_key, api_version) = frame
        .get(4..)
        .and_then(|b| RequestHeaderStart::ref_from_prefix(b).ok())
        .map_or((ApiKey(-1), -1), |(h, _)| {
            (ApiKey(h.api_key.get()), h.api_version.get())
        });
    let header_version = api_key.request_header_version(api_version);
    let header = RequestHeader::decode(&mut r, header_version.unwrap_or(1))?;
    if header_version.is_none() {
        return Err(unsupported(api_key, api_version, false));
    }
    let body = Request::decode(&mut r, header.api_key, header.api_version)?;
    r.finish()?;
    Ok(RequestFrame { header, body })
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
    r.int32("size")?;
    Framing::default().body(frame)?;
    let header_version = api_key.response_header_version(api_version);
    let header = ResponseHeader::decode(&mut r, header_version.unwrap_or(0))?;
    if header_version.is_none() {
        return Err(unsupported(api_key, api_version, true));
    }
    let body = Response::decode(&mut r, api_key, api_version)?;
    r.finish()?;
    Ok(ResponseFrame { header, body })
}

fn frame_into(
    buf: &mut [u8],
    body_len: usize,
    write: impl FnOnce(&mut Writer<'_>) -> Result<(), EncodeError>,
) -> Result<(usize, usize), EncodeError> {
    let needed = 4 + body_len;
    let available = buf.len();
    let out = buf
        .get_mut(..needed)
        .ok_or(EncodeError::BufferTooSmall { needed, available })?;
    let size = i32::try_from(body_len).map_err(|_| EncodeError::TooLong {
        message: "",
        field: "size",
        length: body_len,
    })?;
    let mut w = Writer::new(out);
    w.int32(size)?;
    write(&mut w)?;
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
            message: body.name(),
            version: header.api_version,
        })
}

/// Encodes a request frame (size, header, body) at `header.api_version` into the front of `buf`,
/// returning the bytes written. Nothing is written if `buf` is too small.
pub fn encode_request(
    header: &RequestHeader<'_>,
    body: &Request<'_>,
    buf: &mut [u8],
) -> Result<usize, EncodeError> {
    let hv = header_versions(header, body)?;
    let version = header.api_version;
    let body_len = header.encoded_len(hv) + body.encoded_len(version);
    frame_into(buf, body_len, |w| {
        header.encode(w, hv)?;
        body.encode(w, version)
    })
    .map(|(n, _)| n)
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
    let hv = body.api_key().response_header_version(api_version).ok_or(
        EncodeError::UnsupportedVersion {
            message: body.name(),
            version: api_version,
        },
    )?;
    let body_len = header.encoded_len(hv) + body.encoded_len(api_version);
    frame_into(buf, body_len, |w| {
        header.encode(w, hv)?;
        body.encode(w, api_version)
    })
}

fn into_vec<const N: usize>(
    encode: impl FnOnce(&mut [u8]) -> Result<usize, EncodeError>,
) -> Result<heapless::Vec<u8, N>, EncodeError> {
    let mut v = heapless::Vec::<u8, N>::new();
    v.resize(N, 0).map_err(|_| EncodeError::BufferTooSmall {
        needed: N,
        available: N,
    })?;
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

//! Every field of a frame, reported to a [`Trace`]: as a frame held whole is decoded
//! ([`decode_request_traced`](crate::trace::decode_request_traced), [`decode_response_traced`](crate::trace::decode_response_traced)), or as a frame that is not held whole is
//! walked, with the decoder's checks, over bytes pulled from an [`Input`] a piece at a time, in a
//! buffer the caller provides.
//!
//! The decoders read from one slice, so decoding a frame needs all of it in memory. A walk needs only
//! the buffer: it reads the frame front to back, reports every struct, array and field to a trace
//! exactly as [`decode_request_traced`](crate::trace::decode_request_traced) reports them (same events, same
//! offsets), and refuses what the decoder refuses with the same [`DecodeError`]. It builds nothing, so
//! it answers "is this frame valid, and what is in it" for a frame of any size, for example the
//! 100 MiB that Kafka accepts by default, in a 64 KiB buffer.
//!
//! One difference is by design: a byte array or records value longer than the buffer is reported by
//! its first bytes (as many as the buffer holds); the event's `size` and `prefix` still give its
//! length. Strings always fit (the buffer holds at least [`MIN_BUFFER`] bytes, and a string at most
//! 32,767).
//!
//! ```
//! use kafka_view::trace::{FieldEvent, Trace, Value};
//! use kafka_view::walk::{walk_request, MIN_BUFFER};
//!
//! // Counts the strings of a frame and keeps the client id.
//! #[derive(Default)]
//! struct Strings { count: usize, client_id: String }
//! impl Trace for Strings {
//!     fn field(&mut self, e: &FieldEvent<'_>) {
//!         if let Value::Str(s) = e.value {
//!             self.count += 1;
//!             if e.name == "client_id" { self.client_id = s.to_owned(); }
//!         }
//!     }
//! }
//!
//! // A SaslHandshake v1 request from client "app" for mechanism "ABC".
//! let frame: &[u8] = &[0, 0, 0, 18, 0, 17, 0, 1, 0, 0, 0, 5, 0, 3, b'a', b'p', b'p', 0, 3, b'A', b'B', b'C'];
//! let mut buf = vec![0u8; MIN_BUFFER];
//! let mut strings = Strings::default();
//! // Any `Input` will do: a slice, or a socket or file through `IoInput`.
//! let walked = walk_request(frame, frame.len(), &mut buf, &mut strings)?;
//! assert_eq!((walked.api_key.0, walked.api_version, walked.trailing), (17, 1, 0));
//! assert_eq!((strings.count, strings.client_id.as_str()), (2, "app"));
//! # Ok::<(), kafka_view::error::DecodeError>(())
//! ```

use crate::api::ApiKey;
use crate::error::{place, DecodeError, DecodeErrorKind, Place, Prefix};
use crate::frame::{at, size_error, unsupported, Framing};
use crate::hook::{FieldEvent, Node, Trace, Value, WireType};
use crate::messages::{Request, Response};
use crate::primitives::Uuid;
use crate::reader::{
    check_array_count, check_length, compact_length, ends_varint, MAX_TAGGED_FIELDS,
};
use crate::step::{Steps, Walk};

/// The smallest buffer a walk takes: the longest string (32,767 bytes) fits in it.
pub const MIN_BUFFER: usize = 1 << 15;

/// Where a walk pulls its bytes from.
pub trait Input {
    /// Copies the next bytes into the front of `buf` and returns how many; 0 only at the end.
    fn read(&mut self, buf: &mut [u8]) -> usize;
}

impl Input for &[u8] {
    fn read(&mut self, buf: &mut [u8]) -> usize {
        let n = buf.len().min(self.len());
        let (head, tail) = self.split_at(n);
        if let Some(dst) = buf.get_mut(..n) {
            dst.copy_from_slice(head);
        }
        *self = tail;
        n
    }
}

impl<I: Input + ?Sized> Input for &mut I {
    fn read(&mut self, buf: &mut [u8]) -> usize {
        (**self).read(buf)
    }
}

/// An [`Input`] over a [`std::io::Read`]. A read error ends the input; [`IoInput::error`] keeps it.
#[cfg(feature = "std")]
#[derive(Debug)]
pub struct IoInput<R> {
    inner: R,
    error: Option<std::io::Error>,
}

#[cfg(feature = "std")]
impl<R: std::io::Read> IoInput<R> {
    /// An input reading from `inner`.
    pub fn new(inner: R) -> Self {
        IoInput { inner, error: None }
    }

    /// The read error that ended the input, if one did.
    pub fn error(&self) -> Option<&std::io::Error> {
        self.error.as_ref()
    }

    /// The reader back.
    pub fn into_inner(self) -> R {
        self.inner
    }
}

#[cfg(feature = "std")]
impl<R: std::io::Read> Input for IoInput<R> {
    fn read(&mut self, buf: &mut [u8]) -> usize {
        if self.error.is_some() {
            return 0;
        }
        loop {
            match self.inner.read(buf) {
                Ok(n) => return n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.error = Some(e);
                    return 0;
                }
            }
        }
    }
}

/// What a walk found at the front of a frame, once the whole frame was walked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Walked {
    /// The API key (of the request header, or the one a response was walked as).
    pub api_key: ApiKey,
    /// The API version (of the request header, or the one a response was walked as).
    pub api_version: i16,
    /// The correlation id of the header.
    pub correlation_id: i32,
    /// Bytes after the body, inside the frame (what [`RequestFrame::trailing`](crate::RequestFrame)
    /// holds); they were read and dropped.
    pub trailing: usize,
}

/// Walks a request frame of `len` bytes (size prefix included) read from `input`, reporting to `trace`
/// what [`decode_request_traced`](crate::trace::decode_request_traced) reports, and failing where it fails.
/// `buf` must hold at least [`MIN_BUFFER`] bytes. If `input` ends before `len` bytes, the walk stops
/// with [`DecodeErrorKind::InputEnded`] where it did.
pub fn walk_request<I: Input, T: Trace>(
    input: I,
    len: usize,
    buf: &mut [u8],
    trace: T,
) -> Result<Walked, DecodeError> {
    let mut w = Walker::new(input, len, buf, trace)?;
    let size = w.int32(at::SIZE)?;
    let start = w.peek::<8>(4);
    let (api_key, api_version) = match start {
        Some(b) => (
            ApiKey(i16::from_be_bytes([b[0], b[1]])),
            i16::from_be_bytes([b[2], b[3]]),
        ),
        None => (ApiKey(-1), -1),
    };
    w.check_frame(size, api_key.request_place())?;
    let header_version = api_key.request_header_version(api_version);
    let correlation_id = walk_request_header(&mut w, header_version.unwrap_or(1))?;
    if header_version.is_none() {
        return Err(unsupported(api_key, api_version, false));
    }
    Request::walk(&mut w, api_key, api_version)?;
    let trailing = w.finish()?;
    Ok(Walked {
        api_key,
        api_version,
        correlation_id,
        trailing,
    })
}

/// Walks a response frame of `len` bytes to a request of `api_key` at `api_version`, as
/// [`walk_request`] walks a request (and [`decode_response_traced`](crate::trace::decode_response_traced)
/// decodes one).
pub fn walk_response<I: Input, T: Trace>(
    input: I,
    len: usize,
    api_key: ApiKey,
    api_version: i16,
    buf: &mut [u8],
    trace: T,
) -> Result<Walked, DecodeError> {
    let mut w = Walker::new(input, len, buf, trace)?;
    let size = w.int32(at::SIZE)?;
    w.check_frame(size, api_key.response_place())?;
    let header_version = api_key.response_header_version(api_version);
    let outer = w.begin_struct(at::RESPONSE_HEADER);
    let correlation_id = w.int32(at::RESPONSE_CORRELATION_ID)?;
    if header_version.unwrap_or(0) >= 1 {
        w.tagged_fields(at::RESPONSE_TAGS, |_, _| Ok(false))?;
    }
    w.end_struct(outer);
    if header_version.is_none() {
        return Err(unsupported(api_key, api_version, true));
    }
    Response::walk(&mut w, api_key, api_version)?;
    let trailing = w.finish()?;
    Ok(Walked {
        api_key,
        api_version,
        correlation_id,
        trailing,
    })
}

/// The request header, as [`RequestHeader::decode`](crate::RequestHeader::decode) reads it; returns
/// the correlation id.
fn walk_request_header<I: Input, T: Trace>(
    w: &mut Walker<'_, I, T>,
    header_version: i16,
) -> Result<i32, DecodeError> {
    let outer = w.begin_struct(at::REQUEST_HEADER);
    w.fixed::<2>(at::REQUEST_API_KEY, WireType::Int16)?;
    w.fixed::<2>(at::REQUEST_API_VERSION, WireType::Int16)?;
    let correlation_id = w.int32(at::REQUEST_CORRELATION_ID)?;
    if header_version >= 1 {
        w.skip_string(at::CLIENT_ID, false, true)?;
    }
    if header_version >= 2 {
        w.tagged_fields(at::REQUEST_TAGS, |_, _| Ok(false))?;
    }
    w.end_struct(outer);
    Ok(correlation_id)
}

/// The cursor of a walk: a window of the frame in the caller's buffer, refilled from the input.
struct Walker<'b, I: Input, T: Trace> {
    input: I,
    buf: &'b mut [u8],
    /// Offset in the frame of `buf[0]`.
    start: usize,
    /// Bytes of `buf` holding frame bytes.
    filled: usize,
    /// Offset of the next byte.
    pos: usize,
    /// The frame's length.
    len: usize,
    /// Where the bytes that may be read end: the frame's end, or the end of the tagged field read.
    limit: usize,
    /// The struct being walked: errors that no one field is at fault for name it.
    within: &'static Place,
    trace: T,
}

impl<'b, I: Input, T: Trace> Walker<'b, I, T> {
    fn new(input: I, len: usize, buf: &'b mut [u8], trace: T) -> Result<Self, DecodeError> {
        if buf.len() < MIN_BUFFER {
            return Err(DecodeError {
                kind: DecodeErrorKind::WalkBufferTooSmall {
                    needed: MIN_BUFFER,
                    available: buf.len(),
                },
                offset: 0,
                at: place!("", ""),
            });
        }
        Ok(Walker {
            input,
            buf,
            start: 0,
            filled: 0,
            pos: 0,
            len,
            limit: len,
            within: &Place::NONE,
            trace,
        })
    }

    fn error_at(&self, offset: usize, field: &'static Place, kind: DecodeErrorKind) -> DecodeError {
        let at = Place::or_within(field, self.within);
        DecodeError { kind, offset, at }
    }

    fn remaining(&self) -> usize {
        self.limit.saturating_sub(self.pos)
    }

    /// Makes the `n` bytes at `pos` resident (`n` at most the buffer's length, and within the frame)
    /// and returns where they start in `buf`. Fails when the input ends first.
    fn fill(&mut self, n: usize) -> Result<usize, DecodeError> {
        let at = self.pos - self.start;
        if at + n <= self.filled {
            return Ok(at);
        }
        // Keep the unread bytes, at the front.
        self.buf.copy_within(at..self.filled, 0);
        self.filled -= at;
        self.start = self.pos;
        while self.filled < n {
            let room = self.len - (self.start + self.filled);
            let cap = self.buf.len().min(self.filled + room);
            let got = match self.buf.get_mut(self.filled..cap) {
                Some(dst) if !dst.is_empty() => self.input.read(dst),
                _ => 0,
            };
            if got == 0 {
                let read = self.start + self.filled;
                return Err(self.error_at(
                    read,
                    &Place::NONE,
                    DecodeErrorKind::InputEnded {
                        expected: self.len,
                        read,
                    },
                ));
            }
            self.filled += got;
        }
        Ok(0)
    }

    /// The `N` bytes at frame offset `at` (ahead of `pos`) if the frame has them, without moving.
    fn peek<const N: usize>(&mut self, at: usize) -> Option<[u8; N]> {
        let end = at.checked_add(N)?;
        if end > self.len || at < self.pos {
            return None;
        }
        let from = self.fill(end - self.pos).ok()? + (at - self.pos);
        self.buf.get(from..)?.first_chunk::<N>().copied()
    }

    /// Takes `N` bytes, or fails as the reader does when fewer are left.
    fn raw<const N: usize>(&mut self, field: &'static Place) -> Result<[u8; N], DecodeError> {
        let remaining = self.remaining();
        if remaining < N {
            let kind = DecodeErrorKind::UnexpectedEnd {
                needed: N,
                remaining,
            };
            return Err(self.error_at(self.pos, field, kind));
        }
        let at = self.fill(N)?;
        let bytes = self
            .buf
            .get(at..)
            .and_then(|b| b.first_chunk::<N>())
            .copied()
            .unwrap_or([0; N]);
        self.pos += N;
        Ok(bytes)
    }

    fn report(&mut self, name: &'static str, ty: WireType, value: Value<'_>, offset: usize) {
        let size = self.pos - offset;
        self.trace.field(&FieldEvent {
            name,
            ty,
            value,
            prefix: None,
            secret: false,
            offset,
            size,
        });
    }

    /// A fixed-width value, reported as the reader reports it.
    fn fixed<const N: usize>(
        &mut self,
        field: &'static Place,
        ty: WireType,
    ) -> Result<[u8; N], DecodeError> {
        let at = self.pos;
        let b = self.raw::<N>(field)?;
        let value = match ty {
            WireType::Int8 => Value::Int(b.first().map_or(0, |&v| v as i8).into()),
            WireType::Int16 | WireType::Int32 | WireType::Int64 => {
                let mut v: i64 = if b.first().is_some_and(|&x| x & 0x80 != 0) {
                    -1
                } else {
                    0
                };
                for &x in &b {
                    v = (v << 8) | i64::from(x);
                }
                Value::Int(v)
            }
            WireType::Uint16 | WireType::Uint32 => {
                Value::Uint(b.iter().fold(0u64, |v, &x| (v << 8) | u64::from(x)))
            }
            WireType::Float64 => Value::Float(f64::from_bits(
                b.iter().fold(0u64, |v, &x| (v << 8) | u64::from(x)),
            )),
            WireType::Uuid => {
                let mut id = [0u8; 16];
                id.iter_mut().zip(b).for_each(|(d, s)| *d = s);
                Value::Uuid(Uuid(id))
            }
            WireType::Bool => Value::Bool(b.first().is_some_and(|&v| v != 0)),
            _ => Value::Bytes(&b),
        };
        self.report(field.field, ty, value, at);
        Ok(b)
    }

    fn int32(&mut self, field: &'static Place) -> Result<i32, DecodeError> {
        self.fixed::<4>(field, WireType::Int32)
            .map(i32::from_be_bytes)
    }

    /// An unsigned varint of at most 5 bytes, unreported, as the reader reads one.
    fn raw_uvarint(&mut self, field: &'static Place) -> Result<u32, DecodeError> {
        let start = self.pos;
        let mut value: u32 = 0;
        for i in 0..5u32 {
            if self.remaining() == 0 {
                let read = self.pos - start;
                let kind = DecodeErrorKind::UnexpectedEnd {
                    needed: read + 1,
                    remaining: read,
                };
                return Err(self.error_at(start, field, kind));
            }
            let [byte] = self.raw::<1>(field)?;
            value |= u32::from(byte & 0x7f) << (7 * i);
            if ends_varint(byte) {
                return Ok(value);
            }
        }
        Err(self.error_at(
            start,
            field,
            DecodeErrorKind::VarintTooLong { max_bytes: 5 },
        ))
    }

    /// A length prefix, checked as the reader checks it: the length (`None` for a null) and the raw
    /// prefix. The bytes are left to read.
    fn prefix(
        &mut self,
        field: &'static Place,
        prefix: Prefix,
        nullable: bool,
    ) -> Result<(Option<usize>, i64), DecodeError> {
        let start = self.pos;
        let raw: i64 = match prefix {
            Prefix::String => i16::from_be_bytes(self.raw(field)?).into(),
            Prefix::Bytes => i32::from_be_bytes(self.raw(field)?).into(),
            _ => self.raw_uvarint(field)?.into(),
        };
        let n = check_length(prefix, raw, nullable, self.remaining())
            .map_err(|kind| self.error_at(start, field, kind))?;
        Ok((n, raw))
    }

    /// Reads `n` bytes (known to be in the frame), reports them through `event` (their first bytes if
    /// the buffer cannot hold them all), and moves past them.
    fn value(
        &mut self,
        n: usize,
        event: impl FnOnce(&mut T, &[u8]) -> Result<(), DecodeError>,
    ) -> Result<(), DecodeError> {
        let held = n.min(self.buf.len());
        let at = self.fill(held)?;
        let bytes = self.buf.get(at..at + held).unwrap_or(&[]);
        event(&mut self.trace, bytes)?;
        self.pos += held;
        let mut rest = n - held;
        while rest > 0 {
            let step = rest.min(self.buf.len());
            self.fill(step)?;
            self.pos += step;
            rest -= step;
        }
        Ok(())
    }

    /// A length-prefixed value of wire type `ty`: a string (`utf8`) or bytes, reported as the reader
    /// reports it.
    #[allow(clippy::too_many_arguments)]
    fn prefixed(
        &mut self,
        field: &'static Place,
        ty: WireType,
        prefix: Prefix,
        nullable: bool,
        utf8: bool,
        secret: bool,
    ) -> Result<(), DecodeError> {
        let start = self.pos;
        let (n, raw) = self.prefix(field, prefix, nullable)?;
        let at = Place::or_within(field, self.within);
        let pos = self.pos;
        let report = move |trace: &mut T, value: Value<'_>| {
            trace.field(&FieldEvent {
                name: field.field,
                ty,
                value,
                prefix: Some(raw),
                secret,
                offset: start,
                size: pos + n.unwrap_or(0) - start,
            })
        };
        let Some(n) = n else {
            report(&mut self.trace, Value::Null);
            return Ok(());
        };
        self.value(n, |trace, bytes| {
            let value = if utf8 {
                match core::str::from_utf8(bytes) {
                    Ok(s) => Value::Str(s),
                    Err(e) => {
                        return Err(DecodeError {
                            kind: DecodeErrorKind::InvalidUtf8 {
                                valid_up_to: e.valid_up_to(),
                            },
                            offset: start,
                            at,
                        })
                    }
                }
            } else {
                Value::Bytes(bytes)
            };
            report(trace, value);
            Ok(())
        })
    }

    /// An array's count, for every element type: enters the array's node, reads and reports the
    /// length and checks it against the bytes left and the limit. `None` for a null array. The
    /// caller walks the elements and leaves the node.
    fn array_count(
        &mut self,
        field: &'static Place,
        element: &'static str,
        flexible: bool,
        nullable: bool,
    ) -> Result<Option<usize>, DecodeError> {
        let start = self.pos;
        self.trace.enter(
            Node::Array {
                name: field.field,
                element,
            },
            start,
        );
        let (prefix, ty) = if flexible {
            (Prefix::CompactArray, WireType::CompactArrayLength)
        } else {
            (Prefix::Array, WireType::ArrayLength)
        };
        let (raw, count): (i64, Option<u64>) = if flexible {
            let v = self.raw_uvarint(field)?;
            (v.into(), compact_length(v))
        } else {
            let v = i32::from_be_bytes(self.raw(field)?);
            (v.into(), u64::try_from(v).ok())
        };
        let length = |trace: &mut T, value, pos: usize| {
            trace.field(&FieldEvent {
                name: "length",
                ty,
                value,
                prefix: Some(raw),
                secret: false,
                offset: start,
                size: pos - start,
            })
        };
        let remaining = self.remaining();
        let Some(n) = check_array_count(count, prefix, nullable, remaining)
            .map_err(|kind| self.error_at(start, field, kind))?
        else {
            length(&mut self.trace, Value::Null, self.pos);
            return Ok(None);
        };
        length(&mut self.trace, Value::Int(raw), self.pos);
        Ok(Some(n))
    }

    /// A tagged-field section, for every struct: `known` reads the payload of each tag its struct
    /// knows (taken as `dyn`, so the section is compiled once, not once per struct).
    fn tagged_section(
        &mut self,
        section: &'static Place,
        known: &mut dyn FnMut(&mut Self, u32) -> Result<bool, DecodeError>,
    ) -> Result<(), DecodeError> {
        let start = self.pos;
        self.trace.enter(Node::TaggedFields, start);
        let count = self.raw_uvarint(section)?;
        let remaining = self.remaining();
        if count as usize > remaining {
            let kind = DecodeErrorKind::CountPastEnd {
                prefix: Prefix::TaggedFields,
                count: count.into(),
                remaining,
            };
            return Err(self.error_at(start, section, kind));
        }
        if u64::from(count) > MAX_TAGGED_FIELDS {
            let kind = DecodeErrorKind::OverLimit {
                prefix: Prefix::TaggedFields,
                length: count.into(),
                max: MAX_TAGGED_FIELDS,
            };
            return Err(self.error_at(start, section, kind));
        }
        self.trace.field(&FieldEvent {
            name: "tagged_fields",
            ty: WireType::TaggedCount,
            value: Value::Uint(count.into()),
            prefix: Some(count.into()),
            secret: false,
            offset: start,
            size: self.pos - start,
        });
        let mut previous: Option<u32> = None;
        for _ in 0..count {
            let tag_at = self.pos;
            let tag = self.raw_uvarint(section)?;
            match previous {
                Some(p) if p == tag => {
                    let kind = DecodeErrorKind::DuplicateTag { tag };
                    return Err(self.error_at(tag_at, section, kind));
                }
                Some(p) if p > tag => {
                    let kind = DecodeErrorKind::TagOutOfOrder { tag, previous: p };
                    return Err(self.error_at(tag_at, section, kind));
                }
                _ => previous = Some(tag),
            }
            self.trace.enter(Node::TaggedField { tag }, tag_at);
            self.report("tag", WireType::Tag, Value::Uint(tag.into()), tag_at);
            let size_at = self.pos;
            let size = self.raw_uvarint(section)? as usize;
            let remaining = self.remaining();
            if size > remaining {
                let kind = DecodeErrorKind::LengthPastEnd {
                    prefix: Prefix::TaggedField,
                    length: size as u64,
                    remaining,
                };
                return Err(self.error_at(size_at, section, kind));
            }
            self.report("size", WireType::TagSize, Value::Uint(size as u64), size_at);
            let outer = self.limit;
            let payload_at = self.pos;
            self.limit = payload_at + size;
            if known(self, tag)? {
                if self.pos != self.limit {
                    let kind = DecodeErrorKind::TaggedFieldNotConsumed {
                        tag,
                        unread: self.remaining(),
                    };
                    return Err(self.error_at(payload_at, section, kind));
                }
            } else {
                self.value(size, |trace, bytes| {
                    trace.field(&FieldEvent {
                        name: "unknown",
                        ty: WireType::Bytes,
                        value: Value::Bytes(bytes),
                        prefix: None,
                        secret: false,
                        offset: payload_at,
                        size,
                    });
                    Ok(())
                })?;
            }
            self.limit = outer;
            self.trace.leave(self.pos);
        }
        self.trace.leave(self.pos);
        Ok(())
    }

    /// Fails as [`Framing::body`] does when the frame's size prefix disagrees with its length.
    fn check_frame(&self, size: i32, message: Option<&'static Place>) -> Result<(), DecodeError> {
        let size = Framing::default().check_size(size)?;
        let body = self.len - 4;
        if body < size {
            return Err(size_error(DecodeErrorKind::FrameSizeMismatch {
                declared: size,
                actual: body,
            }));
        }
        if body > size {
            return Err(DecodeError {
                kind: DecodeErrorKind::TrailingBytes { count: body - size },
                offset: size + 4,
                at: message.unwrap_or(place!("frame", "")),
            });
        }
        Ok(())
    }

    /// Reads what is left of the frame (the bytes after the body) and returns how many there were.
    fn finish(&mut self) -> Result<usize, DecodeError> {
        let rest = self.len - self.pos;
        self.value(rest, |_, _| Ok(()))?;
        Ok(rest)
    }
}

impl<I: Input, T: Trace> Steps for Walker<'_, I, T> {
    fn position(&self) -> usize {
        self.pos
    }

    fn begin_struct(&mut self, whole: &'static Place) -> &'static Place {
        let name = whole.message;
        self.trace.enter(Node::Struct { name }, self.pos);
        core::mem::replace(&mut self.within, whole)
    }

    fn end_struct(&mut self, outer: &'static Place) {
        self.trace.leave(self.pos);
        self.within = outer;
    }

    fn skip_fixed(&mut self, field: &'static Place, ty: WireType) -> Result<(), DecodeError> {
        match ty.fixed_size() {
            1 => self.fixed::<1>(field, ty).map(drop),
            2 => self.fixed::<2>(field, ty).map(drop),
            4 => self.fixed::<4>(field, ty).map(drop),
            8 => self.fixed::<8>(field, ty).map(drop),
            _ => self.fixed::<16>(field, ty).map(drop),
        }
    }

    fn skip_bool(&mut self, field: &'static Place) -> Result<(), DecodeError> {
        self.fixed::<1>(field, WireType::Bool).map(drop)
    }

    fn skip_string(
        &mut self,
        field: &'static Place,
        flexible: bool,
        nullable: bool,
    ) -> Result<(), DecodeError> {
        let ty = if flexible {
            WireType::CompactString
        } else {
            WireType::String
        };
        self.prefixed(field, ty, Prefix::string(flexible), nullable, true, false)
    }

    fn skip_bytes(
        &mut self,
        field: &'static Place,
        flexible: bool,
        nullable: bool,
        secret: bool,
    ) -> Result<(), DecodeError> {
        let ty = if flexible {
            WireType::CompactBytes
        } else {
            WireType::Bytes
        };
        self.prefixed(field, ty, Prefix::bytes(flexible), nullable, false, secret)
    }

    fn skip_records(
        &mut self,
        field: &'static Place,
        flexible: bool,
        nullable: bool,
    ) -> Result<(), DecodeError> {
        let ty = if flexible {
            WireType::CompactRecords
        } else {
            WireType::Records
        };
        self.prefixed(field, ty, Prefix::bytes(flexible), nullable, false, false)
    }

    fn skip_nested<S: Walk>(
        &mut self,
        field: &'static Place,
        ty: &'static str,
        version: i16,
        nullable: Option<bool>,
    ) -> Result<(), DecodeError> {
        self.trace.enter(
            Node::Field {
                name: field.field,
                ty,
            },
            self.pos,
        );
        let present = match nullable {
            None => true,
            Some(nullable) => {
                // The int8 presence marker, as the reader reads it: negative is a null.
                let at = self.pos;
                let [marker] = self.raw::<1>(field)?;
                self.report(
                    "present",
                    WireType::Int8,
                    Value::Int((marker as i8).into()),
                    at,
                );
                match (marker as i8) >= 0 {
                    true => true,
                    false if nullable => false,
                    false => {
                        let kind = DecodeErrorKind::NullNotAllowed {
                            prefix: Prefix::Struct,
                        };
                        return Err(self.error_at(at, field, kind));
                    }
                }
            }
        };
        if present {
            S::walk(self, version, false)?;
        }
        self.trace.leave(self.pos);
        Ok(())
    }

    fn skip_array<E: Walk>(
        &mut self,
        field: &'static Place,
        version: i16,
        flexible: bool,
        nullable: bool,
    ) -> Result<(), DecodeError> {
        // Only the loop depends on the element type; the count is read by one function for all.
        if let Some(n) = self.array_count(field, E::NAME, flexible, nullable)? {
            for index in 0..n {
                self.trace.enter(Node::Element { index }, self.pos);
                E::walk(self, version, flexible)?;
                self.trace.leave(self.pos);
            }
        }
        self.trace.leave(self.pos);
        Ok(())
    }

    fn tagged_fields(
        &mut self,
        section: &'static Place,
        mut known: impl FnMut(&mut Self, u32) -> Result<bool, DecodeError>,
    ) -> Result<(), DecodeError> {
        self.tagged_section(section, &mut known)
    }

    fn tag_not_in_version(&self, field: &'static Place, tag: u32, version: i16) -> DecodeError {
        self.error_at(
            self.pos,
            field,
            DecodeErrorKind::TagNotInVersion { tag, version },
        )
    }
}

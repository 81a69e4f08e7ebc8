//! A `tokio_util::codec` [`Decoder`] and [`Encoder`] for Kafka frames (feature `tokio`).
//!
//! [`FrameCodec`] splits a byte stream into whole frames, each a [`BytesMut`] split off the read
//! buffer without copying (size prefix included), to decode with [`decode_request`](crate::decode_request)
//! or [`decode_response`](crate::decode_response) or to forward as they are. It encodes a
//! `(header, body)` pair, a decoded [`RequestFrame`] or [`ResponseFrame`], or a frame kept as bytes.
//!
//! ```no_run
//! use futures_util::{SinkExt, StreamExt};
//! use kafka_view::codec::FrameCodec;
//! use kafka_view::messages::{ApiVersionsRequest, Request};
//! use kafka_view::{decode_response, ApiKey, RequestHeader};
//! use tokio_util::codec::Framed;
//!
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! let socket = tokio::net::TcpStream::connect("127.0.0.1:9092").await?;
//! let mut broker = Framed::new(socket, FrameCodec::new());
//! let header = RequestHeader { api_key: ApiKey::API_VERSIONS, api_version: 3, correlation_id: 1, ..Default::default() };
//! broker.send((header, Request::from(ApiVersionsRequest::default()))).await?;
//! let frame = broker.next().await.ok_or("closed")??; // BytesMut, no copy
//! let response = decode_response(&frame, ApiKey::API_VERSIONS, 3)?;
//! println!("{:?}", response.body);
//! # Ok(())
//! # }
//! ```

use core::fmt;

use bytes::BytesMut;
use tokio_util::codec::{Decoder, Encoder};

use crate::error::{DecodeError, EncodeError};
use crate::frame::{Framing, RequestFrame, RequestHeader, ResponseFrame, ResponseHeader, Status};
use crate::messages::{Request, Response};

/// Why a [`FrameCodec`] failed: the socket, a size prefix, or a value that does not encode.
#[derive(Debug)]
#[non_exhaustive]
pub enum CodecError {
    /// Reading or writing the socket failed.
    Io(std::io::Error),
    /// A size prefix is negative or above the maximum (the stream cannot go on).
    Decode(DecodeError),
    /// A value to send does not encode.
    Encode(EncodeError),
}

impl fmt::Display for CodecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodecError::Io(e) => write!(f, "i/o: {e}"),
            CodecError::Decode(e) => e.fmt(f),
            CodecError::Encode(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for CodecError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CodecError::Io(e) => Some(e),
            _ => None,
        }
    }
}

impl From<std::io::Error> for CodecError {
    fn from(e: std::io::Error) -> Self {
        CodecError::Io(e)
    }
}

impl From<DecodeError> for CodecError {
    fn from(e: DecodeError) -> Self {
        CodecError::Decode(e)
    }
}

impl From<EncodeError> for CodecError {
    fn from(e: EncodeError) -> Self {
        CodecError::Encode(e)
    }
}

/// Frames on a tokio stream: see the [module docs](self).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FrameCodec {
    framing: Framing,
}

impl FrameCodec {
    /// A codec that accepts frames up to Kafka's default `socket.request.max.bytes` (100 MiB).
    pub fn new() -> Self {
        FrameCodec::default()
    }

    /// A codec that refuses frames above `max_size` bytes after the size prefix.
    pub fn with_max_size(max_size: usize) -> Self {
        FrameCodec {
            framing: Framing { max_size },
        }
    }

    /// Appends what `encode` writes, given the exact length `len`, to `dst`.
    fn append(
        dst: &mut BytesMut,
        len: usize,
        encode: impl FnOnce(&mut [u8]) -> Result<usize, EncodeError>,
    ) -> Result<(), CodecError> {
        let start = dst.len();
        dst.resize(start + len, 0);
        match encode(dst.get_mut(start..).unwrap_or(&mut [])) {
            Ok(n) => {
                dst.truncate(start + n);
                Ok(())
            }
            Err(e) => {
                dst.truncate(start);
                Err(e.into())
            }
        }
    }
}

impl Decoder for FrameCodec {
    type Item = BytesMut;
    type Error = CodecError;

    /// Splits the next whole frame (size prefix included) off `src`, or reserves room for the rest
    /// of it and returns `None`.
    fn decode(&mut self, src: &mut BytesMut) -> Result<Option<BytesMut>, CodecError> {
        match self.framing.split(src)? {
            Status::Complete { frame, .. } => {
                let n = frame.len();
                Ok(Some(src.split_to(n)))
            }
            Status::Partial { needed } => {
                src.reserve(needed);
                Ok(None)
            }
        }
    }
}

/// A request frame from its header and body, at `header.api_version`.
impl Encoder<(RequestHeader<'_>, Request<'_>)> for FrameCodec {
    type Error = CodecError;

    fn encode(
        &mut self,
        (header, body): (RequestHeader<'_>, Request<'_>),
        dst: &mut BytesMut,
    ) -> Result<(), CodecError> {
        self.encode(
            RequestFrame {
                header,
                body,
                trailing: &[],
            },
            dst,
        )
    }
}

/// A decoded (or built) request frame.
impl Encoder<RequestFrame<'_>> for FrameCodec {
    type Error = CodecError;

    fn encode(&mut self, frame: RequestFrame<'_>, dst: &mut BytesMut) -> Result<(), CodecError> {
        let len = frame.encoded_len()?;
        Self::append(dst, len, |buf| frame.encode(buf))
    }
}

/// A response frame from its header, body and version.
impl Encoder<(ResponseHeader<'_>, Response<'_>, i16)> for FrameCodec {
    type Error = CodecError;

    fn encode(
        &mut self,
        (header, body, api_version): (ResponseHeader<'_>, Response<'_>, i16),
        dst: &mut BytesMut,
    ) -> Result<(), CodecError> {
        self.encode(
            ResponseFrame {
                header,
                body,
                api_version,
                trailing: &[],
            },
            dst,
        )
    }
}

/// A decoded (or built) response frame, at its `api_version`.
impl Encoder<ResponseFrame<'_>> for FrameCodec {
    type Error = CodecError;

    fn encode(&mut self, frame: ResponseFrame<'_>, dst: &mut BytesMut) -> Result<(), CodecError> {
        let len = frame.encoded_len()?;
        Self::append(dst, len, |buf| frame.encode(buf))
    }
}

/// A whole frame kept as bytes (size prefix included), forwarded as it is: what a proxy sends on
/// after peeking. It must be exactly one frame of at most the codec's maximum size.
impl Encoder<&[u8]> for FrameCodec {
    type Error = CodecError;

    fn encode(&mut self, frame: &[u8], dst: &mut BytesMut) -> Result<(), CodecError> {
        self.framing.body(frame)?;
        dst.extend_from_slice(frame);
        Ok(())
    }
}

/// [`Encoder<&[u8]>`](#impl-Encoder<%26%5Bu8%5D>-for-FrameCodec) for a frame read by this codec.
impl Encoder<BytesMut> for FrameCodec {
    type Error = CodecError;

    fn encode(&mut self, frame: BytesMut, dst: &mut BytesMut) -> Result<(), CodecError> {
        self.encode(frame.as_ref(), dst)
    }
}

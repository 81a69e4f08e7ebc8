//! The [`Message`] trait that every generated top-level message implements, and the version checks
//! its decoders and encoders make first.

use crate::api::{ApiKey, VersionRange};
use crate::error::{DecodeError, EncodeError, Place};
use crate::hook::{NoTrace, Trace};
use crate::reader::{Decode, Reader};
use crate::step::Walk;
use crate::writer::{Encode, Writer};

/// A top-level schema: a request or response body, or a standalone data record.
///
/// Its schema name ("CreateDelegationTokenRequest") is [`Walk::NAME`], as for every type with a wire
/// grammar.
pub trait Message<'a>: Decode<'a> + Encode + Walk {
    /// The API key, or `None` for a standalone data schema.
    const API_KEY: Option<ApiKey>;
    /// The versions the schema defines.
    const VERSIONS: VersionRange;
    /// The first flexible version, if any.
    const FLEXIBLE_FROM: Option<i16>;
    /// The message as a [`Place`], which encode errors about the whole message point at.
    const PLACE: &'static Place = &Place {
        message: Self::NAME,
        field: "",
    };

    /// Decodes a whole body from `bytes`: every byte must belong to it.
    fn decode(bytes: &'a [u8], version: i16) -> Result<Self, DecodeError> {
        Self::decode_traced(bytes, version, NoTrace)
    }

    /// [`Message::decode`], reporting every value to `trace` as it is read: every field of the message
    /// in one pass, nested arrays included.
    ///
    /// It is one pass over the bytes. Array elements are not built: each field of each element is
    /// reported ([`Trace::field`], with its name, wire type, value and byte offset) while the element
    /// is stepped over, so nothing is decoded twice. Iterating the returned message's arrays instead
    /// decodes each element again from the validated bytes, and a nested array once more for every
    /// level above it.
    ///
    /// ```
    /// use kafka_view::messages::metadata::{MetadataResponsePartition, MetadataResponseTopic};
    /// use kafka_view::messages::MetadataResponse;
    /// use kafka_view::trace::{FieldEvent, Trace, Value};
    /// use kafka_view::{ErrorCode, Message, types::Array};
    ///
    /// /// Every error code in the message that is not NONE, wherever it is.
    /// #[derive(Default)]
    /// struct Errors(Vec<(usize, ErrorCode)>);
    ///
    /// impl Trace for Errors {
    ///     fn field(&mut self, event: &FieldEvent<'_>) {
    ///         if let ("ErrorCode", Value::Int(code @ 1..)) = (event.name, event.value) {
    ///             self.0.push((event.offset, ErrorCode(code as i16)));
    ///         }
    ///     }
    /// }
    ///
    /// let partitions = [MetadataResponsePartition { error_code: ErrorCode::REPLICA_NOT_AVAILABLE, ..Default::default() }];
    /// let topics = [MetadataResponseTopic {
    ///     name: Some("orders"),
    ///     partitions: Array::new(&partitions),
    ///     ..Default::default()
    /// }];
    /// let mut buf = [0u8; 128];
    /// let n = MetadataResponse { topics: Array::new(&topics), ..Default::default() }
    ///     .encode(&mut buf, 12)?;
    ///
    /// let mut errors = Errors::default();
    /// let body = MetadataResponse::decode_traced(&buf[..n], 12, &mut errors)?;
    /// assert_eq!(body.topics.len(), 1);
    /// assert_eq!(errors.0, [(38, ErrorCode::REPLICA_NOT_AVAILABLE)]); // the partition's, at byte 38
    /// # Ok::<(), kafka_view::Error>(())
    /// ```
    fn decode_traced<T: Trace>(
        bytes: &'a [u8],
        version: i16,
        trace: T,
    ) -> Result<Self, DecodeError> {
        let mut r = Reader::with_trace(bytes, trace);
        let value = Self::read(&mut r, version)?;
        r.finish().map_err(|e| DecodeError {
            at: Self::PLACE,
            ..e
        })?;
        Ok(value)
    }

    /// Encodes the body at `version` into the front of `buf`, returning the bytes written.
    ///
    /// The body is written in one pass. A buffer that is too small fails with
    /// [`EncodeError::BufferTooSmall`], whose `needed` is the body's whole size (measured only
    /// then); the bytes written before the buffer ran out are left in it.
    fn encode(&self, buf: &mut [u8], version: i16) -> Result<usize, EncodeError> {
        // `write` refuses a version the message lacks before it writes anything.
        let mut w = Writer::new(buf);
        match self.write(&mut w, version) {
            Ok(()) => Ok(w.position()),
            Err(EncodeError::BufferTooSmall { available, .. }) => {
                Err(too_small(self, version, available))
            }
            Err(e) => Err(e),
        }
    }
}

/// The error for a message that does not fit in `available` bytes: measured only then, out of the
/// way of the encoder's usual path.
#[cold]
#[inline(never)]
fn too_small<E: Encode + ?Sized>(m: &E, version: i16, available: u32) -> EncodeError {
    EncodeError::BufferTooSmall {
        needed: crate::error::size32(m.encoded_len(version)),
        available,
    }
}

/// Fails unless `version` is one that `M` defines (used by the generated encoders).
pub fn check_encode_version<'a, M: Message<'a>>(version: i16) -> Result<(), EncodeError> {
    if M::VERSIONS.contains(version) {
        Ok(())
    } else {
        Err(EncodeError::UnsupportedVersion {
            at: M::PLACE,
            version,
        })
    }
}

/// A generated request body type, with its API key and the response type that answers it.
/// Implemented by every `…Request` in [`messages`](crate::messages).
pub trait RequestBody<'a>: Message<'a> {
    /// The API key.
    const KEY: ApiKey;
    /// The response body answering this request.
    type Response<'b>: ResponseBody<'b>;
}

/// A generated response body type, with its API key and the request type it answers. Implemented by
/// every `…Response` in [`messages`](crate::messages).
pub trait ResponseBody<'a>: Message<'a> {
    /// The API key.
    const KEY: ApiKey;
    /// The request body this response answers.
    type Request<'b>: RequestBody<'b>;
}

/// The request header version of API `key` at `version`, given the API's request `versions` and
/// first flexible version: 2 when the version is flexible, else 1, except ControlledShutdown v0,
/// whose header is v0 (no client id); `None` for a version outside `versions`.
pub const fn request_header_version(
    key: ApiKey,
    versions: VersionRange,
    flexible_from: Option<i16>,
    version: i16,
) -> Option<i16> {
    if !versions.contains(version) {
        return None;
    }
    match flexible_from {
        _ if key.0 == 7 && version == 0 => Some(0),
        Some(f) if version >= f => Some(2),
        _ => Some(1),
    }
}

/// The response header version of API `key` at `version`: 1 when the version is flexible, else 0;
/// ApiVersions responses always use 0. `None` for a version outside `versions`.
pub const fn response_header_version(
    key: ApiKey,
    versions: VersionRange,
    flexible_from: Option<i16>,
    version: i16,
) -> Option<i16> {
    if !versions.contains(version) {
        return None;
    }
    match flexible_from {
        _ if key.0 == 18 => Some(0),
        Some(f) if version >= f => Some(1),
        _ => Some(0),
    }
}

//! Correlation tracking: which API key and version each in-flight request had.

use core::fmt;

use zerocopy::byteorder::{BigEndian, I32};
use zerocopy::FromBytes;

use crate::error::{place, DecodeError, DecodeErrorKind};
use crate::frame::{decode_response, Framing, PeekedRequest, ResponseFrame};
use crate::reader::Reader;
use crate::ApiKey;

use super::api_versions::decode_api_versions_response;
use super::ProxyError;

/// What a request said about itself, kept until its response arrives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct InFlight {
    /// The correlation id the request carried.
    pub correlation_id: i32,
    /// The request's API key.
    pub api_key: ApiKey,
    /// The request's API version; the response has the same version.
    pub api_version: i16,
}

impl InFlight {
    /// Whether this crate has a schema for the response (else forward it without decoding).
    pub const fn decodable(&self) -> bool {
        self.api_key
            .response_header_version(self.api_version)
            .is_some()
    }
}

/// Why the tracker refused a request or a response.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
#[non_exhaustive]
pub enum TrackError {
    /// Every slot holds a request still waiting for its response.
    Full {
        /// The correlation id that found no slot.
        correlation_id: i32,
        /// The tracker's capacity.
        capacity: usize,
    },
    /// A request reuses the correlation id of one still in flight.
    Duplicate {
        /// The correlation id.
        correlation_id: i32,
        /// The API key of the request already in flight.
        in_flight: ApiKey,
    },
    /// A response whose correlation id matches no request in flight.
    Unknown {
        /// The correlation id.
        correlation_id: i32,
    },
}

impl fmt::Display for TrackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TrackError::Full {
                correlation_id,
                capacity,
            } => write!(
                f,
                "no room for correlation id {correlation_id}: all {capacity} slots are in flight"
            ),
            TrackError::Duplicate {
                correlation_id,
                in_flight,
            } => write!(
                f,
                "correlation id {correlation_id} is already in flight (a {in_flight:?} request)"
            ),
            TrackError::Unknown { correlation_id } => {
                write!(
                    f,
                    "no request in flight has correlation id {correlation_id}"
                )
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for TrackError {}

/// Up to `N` requests waiting for their responses on one connection, in fixed storage.
///
/// Register each request that will be answered ([`Tracker::register`]); when a response arrives,
/// [`Tracker::complete`] takes its entry back (or [`Tracker::decode_response`] does that and decodes
/// it). A full tracker, a correlation id already in flight and a response nobody asked for are errors;
/// nothing is overwritten or guessed.
///
/// Requests that get no response must not be registered, or their slots stay taken: a Produce request
/// with `acks = 0` is the one such request in Kafka ([`expects_response`] tells).
///
/// Lookups are a linear scan over `N` slots, which suits the small `N` of one connection's in-flight
/// limit (Kafka's Java producer defaults to 5).
///
/// Clients may pipeline more than `N` requests: librdkafka's producer sends hundreds without waiting.
/// A proxy should stop reading from such a client while `len() == capacity()` and go on once a
/// response is completed (backpressure), rather than forward a request it could not register:
/// its response would then answer no request in flight. `examples/proxy.rs` does this.
///
/// ```
/// use kafka_view::proxy::{TrackError, Tracker};
/// use kafka_view::ApiKey;
///
/// let mut in_flight = Tracker::<4>::new();
/// in_flight.register(7, ApiKey::METADATA, 12)?;
/// assert_eq!(
///     in_flight.register(7, ApiKey::FETCH, 16),
///     Err(TrackError::Duplicate { correlation_id: 7, in_flight: ApiKey::METADATA })
/// );
/// // The response to correlation id 7 arrived: Metadata v12 decodes it.
/// let request = in_flight.complete(7)?;
/// assert_eq!((request.api_key, request.api_version), (ApiKey::METADATA, 12));
/// assert_eq!(in_flight.complete(7), Err(TrackError::Unknown { correlation_id: 7 }));
/// # Ok::<(), TrackError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Tracker<const N: usize> {
    slots: [Option<InFlight>; N],
    len: usize,
}

impl<const N: usize> Default for Tracker<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> Tracker<N> {
    /// An empty tracker.
    pub const fn new() -> Self {
        Tracker {
            slots: [None; N],
            len: 0,
        }
    }

    /// Requests in flight.
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether no request is in flight.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The most requests that can be in flight at once.
    pub const fn capacity(&self) -> usize {
        N
    }

    /// Records a request. Fails, changing nothing, if `correlation_id` is already in flight or every
    /// slot is taken.
    pub fn register(
        &mut self,
        correlation_id: i32,
        api_key: ApiKey,
        api_version: i16,
    ) -> Result<(), TrackError> {
        if let Some(old) = self.get(correlation_id) {
            return Err(TrackError::Duplicate {
                correlation_id,
                in_flight: old.api_key,
            });
        }
        let slot = self
            .slots
            .iter_mut()
            .find(|s| s.is_none())
            .ok_or(TrackError::Full {
                correlation_id,
                capacity: N,
            })?;
        *slot = Some(InFlight {
            correlation_id,
            api_key,
            api_version,
        });
        self.len += 1;
        Ok(())
    }

    /// [`Tracker::register`] with the key, version and correlation id of a peeked request.
    pub fn register_request(&mut self, request: &PeekedRequest<'_>) -> Result<(), TrackError> {
        self.register(request.correlation_id, request.api_key, request.api_version)
    }

    /// The request in flight with `correlation_id`, left in place.
    pub fn get(&self, correlation_id: i32) -> Option<InFlight> {
        self.slots
            .iter()
            .flatten()
            .find(|e| e.correlation_id == correlation_id)
            .copied()
    }

    /// Takes the request in flight with `correlation_id` out of the tracker, freeing its slot.
    pub fn complete(&mut self, correlation_id: i32) -> Result<InFlight, TrackError> {
        let slot = self
            .slots
            .iter_mut()
            .find(|s| matches!(s, Some(e) if e.correlation_id == correlation_id))
            .ok_or(TrackError::Unknown { correlation_id })?;
        let entry = slot.take().ok_or(TrackError::Unknown { correlation_id })?;
        self.len = self.len.saturating_sub(1);
        Ok(entry)
    }

    /// Forgets every request in flight (the connection was closed).
    pub fn clear(&mut self) {
        self.slots = [None; N];
        self.len = 0;
    }

    /// Reads a response frame's correlation id, takes its request out of the tracker and decodes the
    /// response with that request's key and version. ApiVersions responses go through
    /// [`decode_api_versions_response`], so an UNSUPPORTED_VERSION reply with a v0 body decodes; its
    /// body is then a v0 body whatever the request's version (re-encode it at v0).
    ///
    /// The entry is taken even when the body then fails to decode: the response has arrived either
    /// way. For responses without a schema ([`InFlight::decodable`] false) use [`Tracker::complete`]
    /// with [`peek_response`] and forward the bytes.
    pub fn decode_response<'a>(
        &mut self,
        frame: &'a [u8],
    ) -> Result<(InFlight, ResponseFrame<'a>), ProxyError> {
        let correlation_id = peek_response(frame)?;
        let entry = self.complete(correlation_id)?;
        let decoded = if entry.api_key == ApiKey::API_VERSIONS {
            decode_api_versions_response(frame, entry.api_version)?.frame
        } else {
            decode_response(frame, entry.api_key, entry.api_version)?
        };
        Ok((entry, decoded))
    }
}

/// Whether the broker will answer `request`: every request is answered except a Produce request
/// with `acks = 0`. Only a Produce body is read (its transactional id and acks, the first fields);
/// error offsets count from the start of `request.body`.
///
/// For a Produce version newer than the schemas the body is read as flexible, with the header's
/// tagged fields first, as every flexible Produce version so far.
pub fn expects_response(request: &PeekedRequest<'_>) -> Result<bool, DecodeError> {
    if request.api_key != ApiKey::PRODUCE {
        return Ok(true);
    }
    let version = request.api_version;
    let flexible = ApiKey::PRODUCE
        .flexible_from()
        .is_some_and(|from| version >= from);
    let mut r = Reader::new(request.body);
    let outer = r.begin_struct(place!("ProduceRequest", ""));
    if flexible && request.header_version.is_none() {
        r.tagged_fields(place!("RequestHeader", "tagged_fields"), |_, _| Ok(false))?;
    }
    if version >= 3 {
        r.nullable_string(place!("ProduceRequest", "TransactionalId"), flexible, true)?;
    }
    let acks = r.int16(place!("ProduceRequest", "Acks"))?;
    r.end_struct(outer);
    Ok(acks != 0)
}

/// Reads the correlation id of a response frame (size prefix included), for any API key and version:
/// it is the first field of every response header.
pub fn peek_response(frame: &[u8]) -> Result<i32, DecodeError> {
    let body = Framing::default().body(frame)?;
    let (id, _) = I32::<BigEndian>::read_from_prefix(body).map_err(|_| DecodeError {
        kind: DecodeErrorKind::UnexpectedEnd {
            needed: 4,
            remaining: body.len(),
        },
        offset: 4,
        at: crate::frame::at::RESPONSE_CORRELATION_ID,
    })?;
    Ok(id.get())
}

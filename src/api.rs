//! API keys, version ranges and the [`Message`] trait that every generated top-level message implements.

use core::fmt;

use crate::error::{DecodeError, DecodeErrorKind, EncodeError};
use crate::reader::{Decode, Reader};
use crate::trace::{NoTrace, Trace};
use crate::writer::{Encode, Writer};

/// A Kafka API key. Any `i16` is representable, so keys this crate does not know still pass through;
/// the named constants and [`ApiKey::name`] come from the schemas.
///
/// ```
/// use kafka_view::ApiKey;
///
/// let key: ApiKey = "Metadata".parse()?;
/// assert_eq!(key, ApiKey::METADATA);
/// assert_eq!((key.to_string(), format!("{key:?}")), ("Metadata".into(), "Metadata(3)".into()));
/// assert_eq!(key.request_versions().map(|v| v.to_string()), Some("0-13".into()));
/// assert_eq!(key.request_name(), Some("MetadataRequest"));
/// assert_eq!(ApiKey(999).to_string(), "999"); // unknown keys show their number
/// # Ok::<(), kafka_view::ParseApiKeyError>(())
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ApiKey(pub i16);

/// `Metadata(3)`; a key without a schema shows as `ApiKey(999)`.
impl fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{name}({})", self.0),
            None => write!(f, "ApiKey({})", self.0),
        }
    }
}

/// The API's name (`Metadata`); a key without a schema shows as its number (`999`). Parsing the text
/// back with [`str::parse`] gives the same key.
impl fmt::Display for ApiKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name() {
            Some(name) => f.write_str(name),
            None => write!(f, "{}", self.0),
        }
    }
}

/// The bytes of `s` that matter to a loose name match: ASCII letters and digits, lower-cased.
fn loose(s: &str) -> impl Iterator<Item = u8> + Clone + '_ {
    s.bytes()
        .filter(u8::is_ascii_alphanumeric)
        .map(|b| b.to_ascii_lowercase())
}

/// Text that is not an API key: no API has this name, and it is not an `i16`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ParseApiKeyError;

impl fmt::Display for ParseApiKeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("no API has this name, and it is not a number from -32768 to 32767")
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ParseApiKeyError {}

/// An API key from its number (`"3"`, any `i16`, known or not) or its name, matched loosely: case,
/// `_`, `-` and spaces are ignored, and a `Request` or `Response` suffix is allowed
/// (`"Metadata"`, `"metadata"`, `"create_delegation_token"`, `"SaslAuthenticateRequest"`).
///
/// ```
/// use kafka_view::ApiKey;
///
/// assert_eq!("Metadata".parse(), Ok(ApiKey::METADATA));
/// assert_eq!("sasl-authenticate".parse(), Ok(ApiKey::SASL_AUTHENTICATE));
/// assert_eq!("999".parse(), Ok(ApiKey(999)));
/// assert!("Metadat".parse::<ApiKey>().is_err());
/// assert_eq!(ApiKey::METADATA.to_string(), "Metadata");
/// assert_eq!(format!("{:?}", ApiKey::METADATA), "Metadata(3)");
/// ```
impl core::str::FromStr for ApiKey {
    type Err = ParseApiKeyError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        if let Ok(n) = text.parse::<i16>() {
            return Ok(ApiKey(n));
        }
        let wanted = loose(text);
        ApiKey::ALL
            .iter()
            .copied()
            .find(|key| {
                key.name().is_some_and(|name| {
                    let name = loose(name);
                    wanted.clone().eq(name.clone())
                        || wanted.clone().eq(name.clone().chain(*b"request"))
                        || wanted.clone().eq(name.chain(*b"response"))
                })
            })
            .ok_or(ParseApiKeyError)
    }
}

/// An inclusive range of versions. Displays as `0-13`, or `3` for a single version.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct VersionRange {
    /// Lowest version.
    pub min: i16,
    /// Highest version.
    pub max: i16,
}

impl VersionRange {
    /// The range `min..=max`.
    pub const fn new(min: i16, max: i16) -> Self {
        VersionRange { min, max }
    }

    /// Whether `version` is in the range.
    pub const fn contains(&self, version: i16) -> bool {
        self.min <= version && version <= self.max
    }

    /// The versions in order.
    pub fn iter(&self) -> impl Iterator<Item = i16> {
        self.min..=self.max
    }
}

impl fmt::Display for VersionRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.min == self.max {
            write!(f, "{}", self.min)
        } else {
            write!(f, "{}-{}", self.min, self.max)
        }
    }
}

/// A top-level schema: a request or response body, or a standalone data record.
pub trait Message<'a>: Decode<'a> + Encode {
    /// The schema name ("CreateDelegationTokenRequest").
    const NAME: &'static str;
    /// The API key, or `None` for a standalone data schema.
    const API_KEY: Option<ApiKey>;
    /// The versions the schema defines.
    const VERSIONS: VersionRange;
    /// The first flexible version, if any.
    const FLEXIBLE_FROM: Option<i16>;

    /// Decodes a whole body from `bytes`: every byte must belong to it.
    fn parse(bytes: &'a [u8], version: i16) -> Result<Self, DecodeError> {
        Self::parse_traced(bytes, version, NoTrace)
    }

    /// [`Message::parse`], reporting every value to `trace` as it is read: every field of the message
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
    /// use kafka_view::{Array, ErrorCode, Message};
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
    /// let partitions = [MetadataResponsePartition { error_code: 9, ..Default::default() }];
    /// let topics = [MetadataResponseTopic {
    ///     name: Some("orders"),
    ///     partitions: Array::new(&partitions),
    ///     ..Default::default()
    /// }];
    /// let mut buf = [0u8; 128];
    /// let n = MetadataResponse { topics: Array::new(&topics), ..Default::default() }
    ///     .emit(&mut buf, 12)?;
    ///
    /// let mut errors = Errors::default();
    /// let body = MetadataResponse::parse_traced(&buf[..n], 12, &mut errors)?;
    /// assert_eq!(body.topics.len(), 1);
    /// assert_eq!(errors.0, [(38, ErrorCode::REPLICA_NOT_AVAILABLE)]); // the partition's, at byte 38
    /// # Ok::<(), kafka_view::Error>(())
    /// ```
    fn parse_traced<T: Trace>(
        bytes: &'a [u8],
        version: i16,
        trace: T,
    ) -> Result<Self, DecodeError> {
        let mut r = Reader::with_trace(bytes, trace);
        let value = Self::decode(&mut r, version)?;
        r.finish().map_err(|e| DecodeError {
            message: Self::NAME,
            ..e
        })?;
        Ok(value)
    }

    /// Encodes the body at `version` into the front of `buf`, returning the bytes written.
    ///
    /// The body is written in one pass. A buffer that is too small fails with
    /// [`EncodeError::BufferTooSmall`], whose `needed` is the body's whole size (measured only
    /// then); the bytes written before the buffer ran out are left in it.
    fn emit(&self, buf: &mut [u8], version: i16) -> Result<usize, EncodeError> {
        check_encode_version::<Self>(version)?;
        let mut w = Writer::new(buf);
        match self.encode(&mut w, version) {
            Ok(()) => Ok(w.position()),
            Err(EncodeError::BufferTooSmall { available, .. }) => {
                Err(EncodeError::BufferTooSmall {
                    needed: self.encoded_len(version),
                    available,
                })
            }
            Err(e) => Err(e),
        }
    }
}

/// Fails unless `version` is one that `M` defines (used by the generated decoders).
pub fn check_decode_version<'a, M: Message<'a>, T: crate::Trace>(
    r: &Reader<'a, T>,
    version: i16,
) -> Result<(), DecodeError> {
    if M::VERSIONS.contains(version) {
        return Ok(());
    }
    let kind = DecodeErrorKind::UnsupportedVersion {
        api_key: M::API_KEY.map_or(-1, |k| k.0),
        version,
        min: M::VERSIONS.min,
        max: M::VERSIONS.max,
    };
    Err(DecodeError {
        kind,
        offset: r.position(),
        message: M::NAME,
        field: "",
    })
}

/// Fails unless `version` is one that `M` defines (used by the generated encoders).
pub fn check_encode_version<'a, M: Message<'a>>(version: i16) -> Result<(), EncodeError> {
    if M::VERSIONS.contains(version) {
        Ok(())
    } else {
        Err(EncodeError::UnsupportedVersion {
            message: M::NAME,
            version,
        })
    }
}

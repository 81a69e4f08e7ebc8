//! API keys, version ranges and the [`Message`] trait that every generated top-level message implements.

use core::fmt;

use crate::error::{DecodeError, DecodeErrorKind, EncodeError};
use crate::reader::{Decode, Reader};
use crate::writer::{Encode, Writer};

/// A Kafka API key. Any `i16` is representable, so keys this crate does not know still pass through;
/// the named constants and [`ApiKey::name`] come from the schemas.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ApiKey(pub i16);

impl fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{}({name})", self.0),
            None => write!(f, "{}(unknown)", self.0),
        }
    }
}

impl fmt::Display for ApiKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// An inclusive range of versions.
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
        let mut r = Reader::new(bytes);
        let value = Self::decode(&mut r, version)?;
        r.finish()?;
        Ok(value)
    }

    /// Encodes the body at `version` into the front of `buf`, returning the bytes written. A buffer that
    /// is too small fails before anything is written.
    fn emit(&self, buf: &mut [u8], version: i16) -> Result<usize, EncodeError> {
        check_encode_version::<Self>(version)?;
        let needed = self.encoded_len(version);
        let available = buf.len();
        let out = buf
            .get_mut(..needed)
            .ok_or(EncodeError::BufferTooSmall { needed, available })?;
        let mut w = Writer::new(out);
        self.encode(&mut w, version)?;
        Ok(w.position())
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

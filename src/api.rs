//! API keys and version ranges.

use core::fmt;

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
/// # Ok::<(), kafka_view::types::ParseApiKeyError>(())
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ApiKey(pub i16);

impl From<i16> for ApiKey {
    fn from(key: i16) -> Self {
        ApiKey(key)
    }
}

impl From<ApiKey> for i16 {
    fn from(key: ApiKey) -> Self {
        key.0
    }
}

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

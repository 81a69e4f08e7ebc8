//! Small value types that the schemas use: UUIDs and redacted secrets.

use core::fmt;

/// A Kafka UUID: 16 bytes, shown in Kafka's URL-safe base64 form (22 characters, no padding).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Uuid(pub [u8; 16]);

impl Uuid {
    /// The all-zero UUID, Kafka's "no id".
    pub const ZERO: Uuid = Uuid([0; 16]);

    /// The 16 bytes.
    pub const fn as_bytes(&self) -> &[u8; 16] {
        &self.0
    }

    /// The 16 bytes as the wire carries them (as a number's `to_be_bytes`).
    pub(crate) const fn to_be_bytes(self) -> [u8; 16] {
        self.0
    }

    /// Kafka's text form: URL-safe base64 without padding, 22 ASCII characters.
    pub fn to_base64(&self) -> [u8; 22] {
        const ALPHABET: &[u8; 64] =
            b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let mut out = [b'A'; 22];
        let mut acc: u32 = 0;
        let mut bits = 0u32;
        let mut o = out.iter_mut();
        for &b in self.0.iter() {
            acc = (acc << 8) | u32::from(b);
            bits += 8;
            while bits >= 6 {
                bits -= 6;
                if let Some(slot) = o.next() {
                    *slot = ALPHABET
                        .get(((acc >> bits) & 63) as usize)
                        .copied()
                        .unwrap_or(b'A');
                }
            }
        }
        if bits > 0 {
            if let Some(slot) = o.next() {
                *slot = ALPHABET
                    .get(((acc << (6 - bits)) & 63) as usize)
                    .copied()
                    .unwrap_or(b'A');
            }
        }
        out
    }
}

/// Text that is not a Kafka UUID (see [`Uuid::from_base64`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ParseUuidError {
    /// The byte offset of the first character that is not URL-safe base64, or the length of the
    /// text when it has the wrong length.
    pub offset: usize,
}

impl fmt::Display for ParseUuidError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "not a Kafka UUID (22 characters of URL-safe base64) at byte {}",
            self.offset
        )
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ParseUuidError {}

impl Uuid {
    /// Reads Kafka's text form: 22 characters of URL-safe base64 (`A-Z a-z 0-9 - _`), or 24 ending
    /// in `==`, as Kafka's `Uuid.fromString` reads it. Like Java's decoder, the 4 bits the last
    /// character carries past the 128 are ignored.
    ///
    /// ```
    /// use kafka_view::types::Uuid;
    ///
    /// let id = Uuid::from_base64("AAAAAAAAAAAAAAAAAAAAAQ")?;
    /// assert_eq!(u128::from(id), 1);
    /// assert_eq!(id, "AAAAAAAAAAAAAAAAAAAAAQ".parse()?);
    /// assert_eq!(Uuid::from(u128::MAX).to_string(), "_____________________w");
    /// assert!(Uuid::from_base64("AAAAAAAAAAAAAAAAAAAA+Q").is_err()); // '+' is not URL-safe
    /// # Ok::<(), kafka_view::types::ParseUuidError>(())
    /// ```
    pub fn from_base64(text: &str) -> Result<Uuid, ParseUuidError> {
        let bytes = text.as_bytes();
        let digits = match bytes {
            [d @ .., b'=', b'='] if d.len() == 22 => d,
            d if d.len() == 22 => d,
            _ => {
                return Err(ParseUuidError {
                    offset: bytes.len(),
                })
            }
        };
        let mut acc: u128 = 0;
        for (offset, &c) in digits.iter().enumerate() {
            let v = match c {
                b'A'..=b'Z' => c - b'A',
                b'a'..=b'z' => c - b'a' + 26,
                b'0'..=b'9' => c - b'0' + 52,
                b'-' => 62,
                b'_' => 63,
                _ => return Err(ParseUuidError { offset }),
            };
            // 21 digits carry 126 bits; the 22nd carries the last 2 (and 4 ignored ones).
            acc = if offset < 21 {
                (acc << 6) | u128::from(v)
            } else {
                (acc << 2) | u128::from(v >> 4)
            };
        }
        Ok(Uuid::from(acc))
    }
}

impl core::str::FromStr for Uuid {
    type Err = ParseUuidError;

    /// [`Uuid::from_base64`].
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Uuid::from_base64(text)
    }
}

/// The 16 bytes read as a big-endian number: Kafka's most significant 64 bits first.
impl From<Uuid> for u128 {
    fn from(id: Uuid) -> u128 {
        u128::from_be_bytes(id.0)
    }
}

/// The number's 16 big-endian bytes.
impl From<u128> for Uuid {
    fn from(n: u128) -> Uuid {
        Uuid(n.to_be_bytes())
    }
}

impl fmt::Debug for Uuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Uuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.to_base64();
        f.write_str(core::str::from_utf8(&text).map_err(|_| fmt::Error)?)
    }
}

pub use kafka_view_sasl::{Redacted, Secret};

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

/// Stands in for a credential in `Debug` and `defmt` output: shows the length, never the bytes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Redacted(pub usize);

impl Redacted {
    /// The redacted view of a secret value.
    pub fn of<S: Secret>(value: &S) -> Redacted {
        value.redacted()
    }
}

impl fmt::Debug for Redacted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "<redacted, {} bytes>", self.0)
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for Redacted {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "<redacted, {=usize} bytes>", self.0)
    }
}

/// The redacted view of a secret field, whatever its type.
pub trait Secret {
    /// The value's length in bytes, as [`Redacted`].
    fn redacted(&self) -> Redacted;
}

impl Secret for &[u8] {
    fn redacted(&self) -> Redacted {
        Redacted(self.len())
    }
}

impl Secret for &str {
    fn redacted(&self) -> Redacted {
        Redacted(self.len())
    }
}

impl<S: Secret> Secret for Option<S> {
    fn redacted(&self) -> Redacted {
        Redacted(self.as_ref().map_or(0, |s| s.redacted().0))
    }
}

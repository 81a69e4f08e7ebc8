//! How credentials show in `Debug` and `defmt` output: by their length only.

use core::fmt;

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

//! PLAIN (RFC 4616): `[authzid] NUL authcid NUL password`, one message from the client.
//!
//! ```
//! use kafka_view_sasl::Plain;
//!
//! let msg = Plain::decode(b"\0alice\0secret").unwrap();
//! assert_eq!((msg.authzid, msg.authcid, msg.password), (None, "alice", "secret"));
//! let mut buf = [0u8; 32];
//! let n = msg.encode(&mut buf).unwrap();
//! assert_eq!(&buf[..n], b"\0alice\0secret");
//! ```

use core::fmt;

use crate::error::{SaslError, SaslErrorKind};
use crate::redacted::Redacted;
use crate::text::emit_with;

const MESSAGE: &str = "PLAIN";

/// The most bytes RFC 4616 allows in each of authzid, authcid and password.
pub const MAX_FIELD_LEN: usize = 255;

/// A PLAIN message. `Debug` and `defmt` show the password's length only.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Plain<'a> {
    /// The identity to act as; `None` when empty (act as `authcid`). Kafka refuses one that differs from
    /// `authcid`.
    pub authzid: Option<&'a str>,
    /// The user name (not empty).
    pub authcid: &'a str,
    /// The password (not empty).
    pub password: &'a str,
}

impl<'a> Plain<'a> {
    /// Parses a PLAIN message: three UTF-8 parts split by two NULs, authcid and password not empty, each
    /// at most [`MAX_FIELD_LEN`] bytes.
    pub fn decode(input: &'a [u8]) -> Result<Self, SaslError> {
        let err = |kind, at, field| SaslError::new(kind, at, MESSAGE, field);
        let Some(first) = input.iter().position(|&b| b == 0) else {
            return Err(err(SaslErrorKind::Missing, input.len(), "authcid"));
        };
        let after_first = first + 1;
        let rest = input.get(after_first..).unwrap_or(&[]);
        let Some(second) = rest.iter().position(|&b| b == 0) else {
            return Err(err(SaslErrorKind::Missing, input.len(), "password"));
        };
        let pass_at = after_first + second + 1;
        let parts: [(&'static str, usize, &'a [u8]); 3] = [
            ("authzid", 0, input.get(..first).unwrap_or(&[])),
            ("authcid", after_first, rest.get(..second).unwrap_or(&[])),
            ("password", pass_at, input.get(pass_at..).unwrap_or(&[])),
        ];
        let mut out = [""; 3];
        for (slot, (field, at, bytes)) in out.iter_mut().zip(parts) {
            if let Some(nul) = bytes.iter().position(|&b| b == 0) {
                return Err(err(SaslErrorKind::InvalidByte { byte: 0 }, at + nul, field));
            }
            if bytes.len() > MAX_FIELD_LEN {
                return Err(err(
                    SaslErrorKind::TooLong {
                        length: bytes.len(),
                        max: MAX_FIELD_LEN,
                    },
                    at,
                    field,
                ));
            }
            if bytes.is_empty() && field != "authzid" {
                return Err(err(SaslErrorKind::Empty, at, field));
            }
            *slot = core::str::from_utf8(bytes).map_err(|e| {
                err(
                    SaslErrorKind::InvalidUtf8 {
                        valid_up_to: e.valid_up_to(),
                    },
                    at + e.valid_up_to(),
                    field,
                )
            })?;
        }
        let [authzid, authcid, password] = out;
        Ok(Plain {
            authzid: if authzid.is_empty() {
                None
            } else {
                Some(authzid)
            },
            authcid,
            password,
        })
    }

    /// The message length.
    pub fn len(&self) -> usize {
        self.authzid.map_or(0, str::len) + 1 + self.authcid.len() + 1 + self.password.len()
    }

    /// Always false: a PLAIN message holds at least its two NULs.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Writes the message into `buf` and returns its length. The same checks as [`Plain::decode`] apply
    /// (offsets in the error are into the offending value).
    pub fn encode(&self, buf: &mut [u8]) -> Result<usize, SaslError> {
        let fields = [
            ("authzid", self.authzid.unwrap_or(""), false),
            ("authcid", self.authcid, true),
            ("password", self.password, true),
        ];
        for (field, value, required) in fields {
            let err = |kind, at| SaslError::new(kind, at, MESSAGE, field);
            if required && value.is_empty() {
                return Err(err(SaslErrorKind::Empty, 0));
            }
            if value.len() > MAX_FIELD_LEN {
                return Err(err(
                    SaslErrorKind::TooLong {
                        length: value.len(),
                        max: MAX_FIELD_LEN,
                    },
                    0,
                ));
            }
            if let Some(at) = value.bytes().position(|b| b == 0) {
                return Err(err(SaslErrorKind::InvalidByte { byte: 0 }, at));
            }
        }
        emit_with(buf, MESSAGE, |s| {
            s.put(self.authzid.unwrap_or("").as_bytes());
            s.put(b"\0");
            s.put(self.authcid.as_bytes());
            s.put(b"\0");
            s.put(self.password.as_bytes());
        })
    }
}

impl fmt::Debug for Plain<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Plain")
            .field("authzid", &self.authzid)
            .field("authcid", &self.authcid)
            .field("password", &Redacted::of(&self.password))
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for Plain<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(
            f,
            "Plain {{ authzid: {}, authcid: {=str}, password: {} }}",
            self.authzid,
            self.authcid,
            Redacted::of(&self.password)
        )
    }
}

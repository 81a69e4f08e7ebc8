//! The one error type of the SASL payload codecs and the SCRAM state machines.

use core::fmt;

use crate::scram::ServerErrorValue;

/// What went wrong in a SASL payload or exchange.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
#[non_exhaustive]
pub enum SaslErrorKind {
    /// A required part or attribute is absent (the input ended, or another attribute stands in its place).
    Missing,
    /// An attribute other than the one expected at this place (a wrong order or an unknown name).
    UnexpectedAttribute {
        /// The first byte of the attribute found.
        found: u8,
    },
    /// A value that must not be empty is empty.
    Empty,
    /// A value longer than this crate or the mechanism allows.
    TooLong {
        /// Its length in bytes.
        length: usize,
        /// The most allowed.
        max: usize,
    },
    /// A byte that may not appear at this place (a NUL, a comma, a control byte, a non-printable nonce byte).
    InvalidByte {
        /// The byte found.
        byte: u8,
    },
    /// A value is not valid UTF-8.
    InvalidUtf8 {
        /// Bytes of the value that were valid before the first bad one.
        valid_up_to: usize,
    },
    /// A `=` in a saslname that does not start `=2C` or `=3D`.
    InvalidEscape,
    /// Text that is not canonical, padded standard base64.
    InvalidBase64,
    /// A number that is not a positive decimal without leading zeros, or does not fit 32 bits.
    InvalidNumber,
    /// An iteration count outside the mechanism's range.
    IterationsOutOfRange {
        /// The count found.
        iterations: u32,
        /// The least allowed.
        min: u32,
        /// The most allowed.
        max: u32,
    },
    /// The same extension name twice.
    DuplicateExtension,
    /// The reserved mandatory-extension attribute `m=`, which this implementation does not support.
    MandatoryExtension,
    /// The client asks for channel binding (`p=`), which is not supported.
    ChannelBindingNotSupported,
    /// An OAUTHBEARER `auth` value whose scheme is not `Bearer` followed by one space.
    UnsupportedScheme,
    /// Bytes left over after a complete payload.
    TrailingBytes {
        /// How many.
        count: usize,
    },
    /// The nonce does not continue (server-first) or repeat (client-final) the nonce agreed so far.
    NonceMismatch,
    /// The client-final `c=` value is not the client-first GS2 header.
    ChannelBindingMismatch,
    /// A decoded proof or signature of the wrong length for the mechanism.
    WrongLength {
        /// Its length in bytes.
        length: usize,
        /// The mechanism's hash length.
        expected: usize,
    },
    /// The client's proof is wrong: the password (or token) does not match the stored credential.
    InvalidProof,
    /// The server's signature is wrong: the server does not know the credential.
    InvalidServerSignature,
    /// The server-final message is an error (`e=`).
    ServerRejected {
        /// The error the server named.
        error: ServerErrorValue,
    },
    /// A SCRAM client-first without the `tokenauth=true` extension where a delegation token was expected.
    NotTokenAuth,
    /// The output buffer cannot hold the message; nothing useful was written.
    BufferTooSmall {
        /// Bytes the message needs.
        needed: usize,
        /// Bytes the buffer has.
        available: usize,
    },
}

impl fmt::Display for SaslErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SaslErrorKind::*;
        match *self {
            Missing => f.write_str("is missing"),
            UnexpectedAttribute { found } => {
                if found.is_ascii_graphic() {
                    write!(f, "expected here, found attribute '{}'", found as char)
                } else {
                    write!(f, "expected here, found byte {found:#04x}")
                }
            }
            Empty => f.write_str("is empty"),
            TooLong { length, max } => write!(f, "is {length} bytes long, more than {max}"),
            InvalidByte { byte } => write!(f, "has byte {byte:#04x}, which is not allowed here"),
            InvalidUtf8 { valid_up_to } => {
                write!(f, "is not valid UTF-8 after {valid_up_to} bytes")
            }
            InvalidEscape => f.write_str("has a '=' that does not start =2C or =3D"),
            InvalidBase64 => f.write_str("is not valid base64"),
            InvalidNumber => f.write_str("is not a positive 32-bit decimal number"),
            IterationsOutOfRange {
                iterations,
                min,
                max,
            } => write!(
                f,
                "iteration count {iterations} is outside the allowed range {min}-{max}"
            ),
            DuplicateExtension => f.write_str("names an extension already given"),
            MandatoryExtension => f.write_str("is a mandatory extension (m=), not supported"),
            ChannelBindingNotSupported => f.write_str("asks for channel binding, not supported"),
            UnsupportedScheme => f.write_str("does not start with \"Bearer \""),
            TrailingBytes { count } => write!(f, "{count} bytes left over after the message"),
            NonceMismatch => f.write_str("does not match the nonce of the exchange"),
            ChannelBindingMismatch => f.write_str("is not the client-first GS2 header"),
            WrongLength { length, expected } => {
                write!(
                    f,
                    "decodes to {length} bytes, the mechanism needs {expected}"
                )
            }
            InvalidProof => f.write_str("is wrong: invalid credentials"),
            InvalidServerSignature => {
                f.write_str("is wrong: the server does not know the credential")
            }
            ServerRejected { error } => write!(f, "is a server error: {}", error.as_str()),
            NotTokenAuth => f.write_str("lacks the tokenauth=true extension"),
            BufferTooSmall { needed, available } => {
                write!(
                    f,
                    "needs {needed} bytes, the output buffer holds {available}"
                )
            }
        }
    }
}

/// A SASL failure: what went wrong, at which byte offset of the payload, in which message and attribute.
///
/// Displays as one line, e.g. `SCRAM client-first n= at byte 9: has a '=' that does not start =2C or =3D`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct SaslError {
    /// What went wrong.
    pub kind: SaslErrorKind,
    /// Byte offset from the start of the payload handed in (0 for errors about a whole message or about
    /// values the caller built).
    pub offset: usize,
    /// The message: `"PLAIN"`, `"SCRAM client-first"`, `"SCRAM server-first"`, `"SCRAM client-final"`,
    /// `"SCRAM server-final"`, `"OAUTHBEARER"` or `"SCRAM credential"`.
    pub message: &'static str,
    /// The part or attribute: `"authcid"`, `"n"`, `"r"`, `"s"`, `"i"`, `"p"`, `"auth"`, `"extension"`,
    /// `"gs2-header"`, ...
    pub field: &'static str,
}

impl SaslError {
    pub(crate) const fn new(
        kind: SaslErrorKind,
        offset: usize,
        message: &'static str,
        field: &'static str,
    ) -> Self {
        SaslError {
            kind,
            offset,
            message,
            field,
        }
    }
}

impl fmt::Display for SaslError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} at byte {}: {}",
            self.message, self.field, self.offset, self.kind
        )
    }
}

impl core::error::Error for SaslError {}

/// The text a Kafka broker puts in a failed `SaslAuthenticate` response (error code 58,
/// `SASL_AUTHENTICATION_FAILED`) when a SCRAM login fails, whatever the cause (wrong password, unknown
/// user, unknown token, a client-final nonce other than the one sent): it names only the phase and the
/// mechanism, so a client learns nothing about which user or check failed. Displays as e.g.
/// `Authentication failed during authentication due to invalid credentials with SASL mechanism
/// SCRAM-SHA-256`. (A wrong PLAIN password gets `Authentication failed: Invalid username or password`
/// instead; both seen from Kafka 4.4 in `scripts/e2e-broker.sh`.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct KafkaAuthFailure {
    /// The SASL mechanism name, e.g. `"SCRAM-SHA-512"` or `"PLAIN"`.
    pub mechanism: &'static str,
    /// Whether the failure happened while re-authenticating a connection (KIP-368).
    pub reauthentication: bool,
}

impl KafkaAuthFailure {
    /// Kafka's error code for a failed authentication: `SASL_AUTHENTICATION_FAILED`.
    pub const ERROR_CODE: i16 = 58;
}

impl fmt::Display for KafkaAuthFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Authentication failed during {} due to invalid credentials with SASL mechanism {}",
            if self.reauthentication {
                "re-authentication"
            } else {
                "authentication"
            },
            self.mechanism
        )
    }
}

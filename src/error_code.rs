//! Kafka's error codes: the [`ErrorCode`] newtype. Its named constants, [`ErrorCode::name`],
//! [`ErrorCode::is_retriable`] and [`ErrorCode::exception`] are generated from the `Errors` enum of the
//! pinned `kafka-clients` release.

use core::fmt;

/// A Kafka error code, as responses carry it in their `error_code` fields (an `i16` on the wire).
///
/// Any `i16` is representable, so a code this crate does not know (a newer broker's) still passes
/// through; it has no [`name`](ErrorCode::name) and displays as its number.
///
/// ```
/// use kafka_view::ErrorCode;
///
/// let code = ErrorCode(58);
/// assert_eq!(code, ErrorCode::SASL_AUTHENTICATION_FAILED);
/// assert_eq!(code.name(), Some("SASL_AUTHENTICATION_FAILED"));
/// assert!(!code.is_retriable());
/// assert_eq!(code.to_string(), "SASL_AUTHENTICATION_FAILED");
/// assert_eq!(format!("{code:?}"), "ErrorCode(58, SASL_AUTHENTICATION_FAILED)");
/// assert!(ErrorCode::NOT_LEADER_OR_FOLLOWER.is_retriable());
/// assert_eq!(ErrorCode(-32768).to_string(), "error code -32768");
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ErrorCode(pub i16);

impl ErrorCode {
    /// Whether this is an error at all (anything but [`ErrorCode::NONE`]).
    pub const fn is_error(self) -> bool {
        self.0 != 0
    }
}

impl From<i16> for ErrorCode {
    fn from(code: i16) -> Self {
        ErrorCode(code)
    }
}

impl From<ErrorCode> for i16 {
    fn from(code: ErrorCode) -> Self {
        code.0
    }
}

impl fmt::Display for ErrorCode {
    /// The name (`SASL_AUTHENTICATION_FAILED`), or `error code N` for a code this crate does not know.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name() {
            Some(name) => f.write_str(name),
            None => write!(f, "error code {}", self.0),
        }
    }
}

impl fmt::Debug for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name() {
            Some(name) => write!(f, "ErrorCode({}, {name})", self.0),
            None => write!(f, "ErrorCode({})", self.0),
        }
    }
}

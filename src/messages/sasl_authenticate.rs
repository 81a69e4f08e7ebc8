//! Generated from `SaslAuthenticateRequest.json` and `SaslAuthenticateResponse.json` by `codegen`; do not edit.
//!
//! SaslAuthenticate, API key 36: requests in versions 0-2, responses in versions 0-2; flexible from version 2.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Decode, DecodeError, Encode,
    EncodeError, Message, Reader, Redacted, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The SaslAuthenticate request: versions 0-2, flexible from version 2.
#[derive(Clone, Copy, PartialEq)]
pub struct SaslAuthenticateRequest<'a> {
    /// `bytes`, versions 0+. Carries a credential: `Debug` shows only its length.
    pub auth_bytes: &'a [u8],
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for SaslAuthenticateRequest<'_> {
    fn default() -> Self {
        SaslAuthenticateRequest {
            auth_bytes: &[],
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl core::fmt::Debug for SaslAuthenticateRequest<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("SaslAuthenticateRequest")
            .field("auth_bytes", &Redacted::of(&self.auth_bytes))
            .field("unknown_tagged_fields", &self.unknown_tagged_fields)
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for SaslAuthenticateRequest<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(
            f,
            "SaslAuthenticateRequest {{ auth_bytes: {}, unknown_tagged_fields: {} }}",
            Redacted::of(&self.auth_bytes),
            self.unknown_tagged_fields
        );
    }
}

impl<'a> Message<'a> for SaslAuthenticateRequest<'a> {
    const NAME: &'static str = "SaslAuthenticateRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(36));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for SaslAuthenticateRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("SaslAuthenticateRequest");
        let mut this = SaslAuthenticateRequest {
            auth_bytes: r.bytes("AuthBytes", flexible, true)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for SaslAuthenticateRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += len::bytes(self.auth_bytes, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("SaslAuthenticateRequest");
        w.bytes("AuthBytes", self.auth_bytes, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The SaslAuthenticate response: versions 0-2, flexible from version 2.
#[derive(Clone, Copy, PartialEq)]
pub struct SaslAuthenticateResponse<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub error_message: Option<&'a str>,
    /// `bytes`, versions 0+. Carries a credential: `Debug` shows only its length.
    pub auth_bytes: &'a [u8],
    /// `int64`, versions 1+, ignorable; default 0.
    pub session_lifetime_ms: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for SaslAuthenticateResponse<'_> {
    fn default() -> Self {
        SaslAuthenticateResponse {
            error_code: 0,
            error_message: Some(""),
            auth_bytes: &[],
            session_lifetime_ms: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl core::fmt::Debug for SaslAuthenticateResponse<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("SaslAuthenticateResponse")
            .field("error_code", &self.error_code)
            .field("error_message", &self.error_message)
            .field("auth_bytes", &Redacted::of(&self.auth_bytes))
            .field("session_lifetime_ms", &self.session_lifetime_ms)
            .field("unknown_tagged_fields", &self.unknown_tagged_fields)
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for SaslAuthenticateResponse<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "SaslAuthenticateResponse {{ error_code: {}, error_message: {}, auth_bytes: {}, session_lifetime_ms: {}, unknown_tagged_fields: {} }}", self.error_code, self.error_message, Redacted::of(&self.auth_bytes), self.session_lifetime_ms, self.unknown_tagged_fields);
    }
}

impl<'a> Message<'a> for SaslAuthenticateResponse<'a> {
    const NAME: &'static str = "SaslAuthenticateResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(36));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for SaslAuthenticateResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("SaslAuthenticateResponse");
        let mut this = SaslAuthenticateResponse {
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            auth_bytes: r.bytes("AuthBytes", flexible, true)?,
            session_lifetime_ms: if version >= 1 {
                r.int64("SessionLifetimeMs")?
            } else {
                0
            },
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for SaslAuthenticateResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        n += len::bytes(self.auth_bytes, flexible);
        if version >= 1 {
            n += 8;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("SaslAuthenticateResponse");
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        w.bytes("AuthBytes", self.auth_bytes, flexible)?;
        if version >= 1 {
            w.int64(self.session_lifetime_ms)?;
        }
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

#[cfg(feature = "samples")]
mod samples {
    use super::*;
    use crate::samples::{Sample, SampleGen};

    impl<'a> Sample<'a> for SaslAuthenticateRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            SaslAuthenticateRequest {
                auth_bytes: g.bytes(),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for SaslAuthenticateResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            SaslAuthenticateResponse {
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                auth_bytes: g.bytes(),
                session_lifetime_ms: if version >= 1 { g.int64() } else { 0 },
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

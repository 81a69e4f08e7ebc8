//! Generated from `ExpireDelegationTokenRequest.json` and `ExpireDelegationTokenResponse.json` by `codegen`; do not edit.
//!
//! ExpireDelegationToken, API key 40: requests in versions 0-2, responses in versions 0-2; flexible from version 2.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Decode, DecodeError, Encode,
    EncodeError, Message, Reader, Redacted, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The ExpireDelegationToken request: versions 0-2, flexible from version 2.
#[derive(Clone, Copy, PartialEq)]
pub struct ExpireDelegationTokenRequest<'a> {
    /// `bytes`, versions 0+. Carries a credential: `Debug` shows only its length.
    pub hmac: &'a [u8],
    /// `int64`, versions 0+.
    pub expiry_time_period_ms: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ExpireDelegationTokenRequest<'_> {
    fn default() -> Self {
        ExpireDelegationTokenRequest {
            hmac: &[],
            expiry_time_period_ms: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl core::fmt::Debug for ExpireDelegationTokenRequest<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ExpireDelegationTokenRequest")
            .field("hmac", &Redacted::of(&self.hmac))
            .field("expiry_time_period_ms", &self.expiry_time_period_ms)
            .field("unknown_tagged_fields", &self.unknown_tagged_fields)
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for ExpireDelegationTokenRequest<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "ExpireDelegationTokenRequest {{ hmac: {}, expiry_time_period_ms: {}, unknown_tagged_fields: {} }}", Redacted::of(&self.hmac), self.expiry_time_period_ms, self.unknown_tagged_fields);
    }
}

impl<'a> Message<'a> for ExpireDelegationTokenRequest<'a> {
    const NAME: &'static str = "ExpireDelegationTokenRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(40));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for ExpireDelegationTokenRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ExpireDelegationTokenRequest");
        let mut this = ExpireDelegationTokenRequest {
            hmac: r.bytes("Hmac", flexible, true)?,
            expiry_time_period_ms: r.int64("ExpiryTimePeriodMs")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ExpireDelegationTokenRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += len::bytes(self.hmac, flexible);
        n += 8;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ExpireDelegationTokenRequest");
        w.bytes("Hmac", self.hmac, flexible)?;
        w.int64(self.expiry_time_period_ms)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The ExpireDelegationToken response: versions 0-2, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ExpireDelegationTokenResponse<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int64`, versions 0+.
    pub expiry_timestamp_ms: i64,
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ExpireDelegationTokenResponse<'_> {
    fn default() -> Self {
        ExpireDelegationTokenResponse {
            error_code: 0,
            expiry_timestamp_ms: 0,
            throttle_time_ms: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ExpireDelegationTokenResponse<'a> {
    const NAME: &'static str = "ExpireDelegationTokenResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(40));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for ExpireDelegationTokenResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ExpireDelegationTokenResponse");
        let mut this = ExpireDelegationTokenResponse {
            error_code: r.int16("ErrorCode")?,
            expiry_timestamp_ms: r.int64("ExpiryTimestampMs")?,
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ExpireDelegationTokenResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 2;
        n += 8;
        n += 4;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ExpireDelegationTokenResponse");
        w.int16(self.error_code)?;
        w.int64(self.expiry_timestamp_ms)?;
        w.int32(self.throttle_time_ms)?;
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

    impl<'a> Sample<'a> for ExpireDelegationTokenRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ExpireDelegationTokenRequest {
                hmac: g.bytes(),
                expiry_time_period_ms: g.int64(),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ExpireDelegationTokenResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ExpireDelegationTokenResponse {
                error_code: g.int16(),
                expiry_timestamp_ms: g.int64(),
                throttle_time_ms: g.int32(),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

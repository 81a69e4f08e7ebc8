//! Generated from `RenewDelegationTokenRequest.json` and `RenewDelegationTokenResponse.json` by `codegen`; do not edit.
//!
//! RenewDelegationToken, API key 39: requests in versions 0-2, responses in versions 0-2; flexible from version 2.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Decode, DecodeError, Encode,
    EncodeError, Message, Reader, Redacted, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The RenewDelegationToken request: versions 0-2, flexible from version 2.
#[derive(Clone, Copy, PartialEq)]
pub struct RenewDelegationTokenRequest<'a> {
    /// `bytes`, versions 0+. Carries a credential: `Debug` shows only its length.
    pub hmac: &'a [u8],
    /// `int64`, versions 0+.
    pub renew_period_ms: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RenewDelegationTokenRequest<'_> {
    fn default() -> Self {
        RenewDelegationTokenRequest {
            hmac: &[],
            renew_period_ms: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl core::fmt::Debug for RenewDelegationTokenRequest<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("RenewDelegationTokenRequest")
            .field("hmac", &Redacted::of(&self.hmac))
            .field("renew_period_ms", &self.renew_period_ms)
            .field("unknown_tagged_fields", &self.unknown_tagged_fields)
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for RenewDelegationTokenRequest<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "RenewDelegationTokenRequest {{ hmac: {}, renew_period_ms: {}, unknown_tagged_fields: {} }}", Redacted::of(&self.hmac), self.renew_period_ms, self.unknown_tagged_fields);
    }
}

impl<'a> Message<'a> for RenewDelegationTokenRequest<'a> {
    const NAME: &'static str = "RenewDelegationTokenRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(39));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for RenewDelegationTokenRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("RenewDelegationTokenRequest");
        let mut this = RenewDelegationTokenRequest {
            hmac: r.bytes("Hmac", flexible, true)?,
            renew_period_ms: r.int64("RenewPeriodMs")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for RenewDelegationTokenRequest<'_> {
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
        let outer = w.begin_struct("RenewDelegationTokenRequest");
        w.bytes("Hmac", self.hmac, flexible)?;
        w.int64(self.renew_period_ms)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The RenewDelegationToken response: versions 0-2, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RenewDelegationTokenResponse<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int64`, versions 0+.
    pub expiry_timestamp_ms: i64,
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RenewDelegationTokenResponse<'_> {
    fn default() -> Self {
        RenewDelegationTokenResponse {
            error_code: 0,
            expiry_timestamp_ms: 0,
            throttle_time_ms: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for RenewDelegationTokenResponse<'a> {
    const NAME: &'static str = "RenewDelegationTokenResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(39));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for RenewDelegationTokenResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("RenewDelegationTokenResponse");
        let mut this = RenewDelegationTokenResponse {
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

impl Encode for RenewDelegationTokenResponse<'_> {
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
        let outer = w.begin_struct("RenewDelegationTokenResponse");
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

    impl<'a> Sample<'a> for RenewDelegationTokenRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            RenewDelegationTokenRequest {
                hmac: g.bytes(),
                renew_period_ms: g.int64(),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for RenewDelegationTokenResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            RenewDelegationTokenResponse {
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

//! Generated from `CreateDelegationTokenRequest.json` and `CreateDelegationTokenResponse.json` by `codegen`; do not edit.
//!
//! CreateDelegationToken, API key 38: requests in versions 0-3, responses in versions 0-3; flexible from version 2.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, Redacted, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The CreateDelegationToken request: versions 0-3, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct CreateDelegationTokenRequest<'a> {
    /// `string`, versions 3+, nullable in 3+.
    pub owner_principal_type: Option<&'a str>,
    /// `string`, versions 3+, nullable in 3+.
    pub owner_principal_name: Option<&'a str>,
    /// `[]CreatableRenewers`, versions 0+.
    pub renewers: Array<'a, CreatableRenewers<'a>>,
    /// `int64`, versions 0+.
    pub max_lifetime_ms: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for CreateDelegationTokenRequest<'_> {
    fn default() -> Self {
        CreateDelegationTokenRequest {
            owner_principal_type: Some(""),
            owner_principal_name: Some(""),
            renewers: Array::empty(),
            max_lifetime_ms: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for CreateDelegationTokenRequest<'a> {
    const NAME: &'static str = "CreateDelegationTokenRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(38));
    const VERSIONS: VersionRange = VersionRange::new(0, 3);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for CreateDelegationTokenRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("CreateDelegationTokenRequest");
        let mut this = CreateDelegationTokenRequest {
            owner_principal_type: if version >= 3 {
                r.nullable_string("OwnerPrincipalType", flexible, true)?
            } else {
                Some("")
            },
            owner_principal_name: if version >= 3 {
                r.nullable_string("OwnerPrincipalName", flexible, true)?
            } else {
                Some("")
            },
            renewers: r.array("Renewers", version, flexible)?,
            max_lifetime_ms: r.int64("MaxLifetimeMs")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for CreateDelegationTokenRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        if version >= 3 {
            n += len::nullable_string(self.owner_principal_type, flexible);
        }
        if version >= 3 {
            n += len::nullable_string(self.owner_principal_name, flexible);
        }
        n += self.renewers.encoded_len(version, flexible);
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
        let outer = w.begin_struct("CreateDelegationTokenRequest");
        if version >= 3 {
            w.nullable_string(
                "OwnerPrincipalType",
                self.owner_principal_type,
                flexible,
                true,
                version,
            )?;
        } else if self.owner_principal_type != Some("") {
            return Err(w.not_in_version("OwnerPrincipalType", version));
        }
        if version >= 3 {
            w.nullable_string(
                "OwnerPrincipalName",
                self.owner_principal_name,
                flexible,
                true,
                version,
            )?;
        } else if self.owner_principal_name != Some("") {
            return Err(w.not_in_version("OwnerPrincipalName", version));
        }
        self.renewers.encode(w, "Renewers", version, flexible)?;
        w.int64(self.max_lifetime_ms)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `CreateDelegationTokenRequest.Renewers`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct CreatableRenewers<'a> {
    /// `string`, versions 0+.
    pub principal_type: &'a str,
    /// `string`, versions 0+.
    pub principal_name: &'a str,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for CreatableRenewers<'_> {
    fn default() -> Self {
        CreatableRenewers {
            principal_type: "",
            principal_name: "",
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for CreatableRenewers<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("CreatableRenewers");
        let mut this = CreatableRenewers {
            principal_type: r.string("PrincipalType", flexible)?,
            principal_name: r.string("PrincipalName", flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("CreatableRenewers");
        r.skip_string("PrincipalType", flexible, false)?;
        r.skip_string("PrincipalName", flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for CreatableRenewers<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += len::string(self.principal_type, flexible);
        n += len::string(self.principal_name, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        let outer = w.begin_struct("CreatableRenewers");
        w.string("PrincipalType", self.principal_type, flexible)?;
        w.string("PrincipalName", self.principal_name, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for CreatableRenewers<'a> {
    const TYPE_NAME: &'static str = "CreatableRenewers";
    fn read<T: Trace>(r: &mut Reader<'a, T>, version: i16, _: bool) -> Result<Self, DecodeError> {
        Self::decode(r, version)
    }
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16, _: bool) -> Result<(), DecodeError> {
        <Self as Decode<'a>>::skip(r, version)
    }
    fn write(&self, w: &mut Writer<'_>, version: i16, _: bool) -> Result<(), EncodeError> {
        self.encode(w, version)
    }
    fn len(&self, version: i16, _: bool) -> usize {
        self.encoded_len(version)
    }
}

/// The CreateDelegationToken response: versions 0-3, flexible from version 2.
#[derive(Clone, Copy, PartialEq)]
pub struct CreateDelegationTokenResponse<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+.
    pub principal_type: &'a str,
    /// `string`, versions 0+.
    pub principal_name: &'a str,
    /// `string`, versions 3+.
    pub token_requester_principal_type: &'a str,
    /// `string`, versions 3+.
    pub token_requester_principal_name: &'a str,
    /// `int64`, versions 0+.
    pub issue_timestamp_ms: i64,
    /// `int64`, versions 0+.
    pub expiry_timestamp_ms: i64,
    /// `int64`, versions 0+.
    pub max_timestamp_ms: i64,
    /// `string`, versions 0+.
    pub token_id: &'a str,
    /// `bytes`, versions 0+. Carries a credential: `Debug` shows only its length.
    pub hmac: &'a [u8],
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for CreateDelegationTokenResponse<'_> {
    fn default() -> Self {
        CreateDelegationTokenResponse {
            error_code: 0,
            principal_type: "",
            principal_name: "",
            token_requester_principal_type: "",
            token_requester_principal_name: "",
            issue_timestamp_ms: 0,
            expiry_timestamp_ms: 0,
            max_timestamp_ms: 0,
            token_id: "",
            hmac: &[],
            throttle_time_ms: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl core::fmt::Debug for CreateDelegationTokenResponse<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("CreateDelegationTokenResponse")
            .field("error_code", &self.error_code)
            .field("principal_type", &self.principal_type)
            .field("principal_name", &self.principal_name)
            .field(
                "token_requester_principal_type",
                &self.token_requester_principal_type,
            )
            .field(
                "token_requester_principal_name",
                &self.token_requester_principal_name,
            )
            .field("issue_timestamp_ms", &self.issue_timestamp_ms)
            .field("expiry_timestamp_ms", &self.expiry_timestamp_ms)
            .field("max_timestamp_ms", &self.max_timestamp_ms)
            .field("token_id", &self.token_id)
            .field("hmac", &Redacted::of(&self.hmac))
            .field("throttle_time_ms", &self.throttle_time_ms)
            .field("unknown_tagged_fields", &self.unknown_tagged_fields)
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for CreateDelegationTokenResponse<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "CreateDelegationTokenResponse {{ error_code: {}, principal_type: {}, principal_name: {}, token_requester_principal_type: {}, token_requester_principal_name: {}, issue_timestamp_ms: {}, expiry_timestamp_ms: {}, max_timestamp_ms: {}, token_id: {}, hmac: {}, throttle_time_ms: {}, unknown_tagged_fields: {} }}", self.error_code, self.principal_type, self.principal_name, self.token_requester_principal_type, self.token_requester_principal_name, self.issue_timestamp_ms, self.expiry_timestamp_ms, self.max_timestamp_ms, self.token_id, Redacted::of(&self.hmac), self.throttle_time_ms, self.unknown_tagged_fields);
    }
}

impl<'a> Message<'a> for CreateDelegationTokenResponse<'a> {
    const NAME: &'static str = "CreateDelegationTokenResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(38));
    const VERSIONS: VersionRange = VersionRange::new(0, 3);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for CreateDelegationTokenResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("CreateDelegationTokenResponse");
        let mut this = CreateDelegationTokenResponse {
            error_code: r.int16("ErrorCode")?,
            principal_type: r.string("PrincipalType", flexible)?,
            principal_name: r.string("PrincipalName", flexible)?,
            token_requester_principal_type: if version >= 3 {
                r.string("TokenRequesterPrincipalType", flexible)?
            } else {
                ""
            },
            token_requester_principal_name: if version >= 3 {
                r.string("TokenRequesterPrincipalName", flexible)?
            } else {
                ""
            },
            issue_timestamp_ms: r.int64("IssueTimestampMs")?,
            expiry_timestamp_ms: r.int64("ExpiryTimestampMs")?,
            max_timestamp_ms: r.int64("MaxTimestampMs")?,
            token_id: r.string("TokenId", flexible)?,
            hmac: r.bytes("Hmac", flexible, true)?,
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

impl Encode for CreateDelegationTokenResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 2;
        n += len::string(self.principal_type, flexible);
        n += len::string(self.principal_name, flexible);
        if version >= 3 {
            n += len::string(self.token_requester_principal_type, flexible);
        }
        if version >= 3 {
            n += len::string(self.token_requester_principal_name, flexible);
        }
        n += 8;
        n += 8;
        n += 8;
        n += len::string(self.token_id, flexible);
        n += len::bytes(self.hmac, flexible);
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
        let outer = w.begin_struct("CreateDelegationTokenResponse");
        w.int16(self.error_code)?;
        w.string("PrincipalType", self.principal_type, flexible)?;
        w.string("PrincipalName", self.principal_name, flexible)?;
        if version >= 3 {
            w.string(
                "TokenRequesterPrincipalType",
                self.token_requester_principal_type,
                flexible,
            )?;
        } else if self.token_requester_principal_type != "" {
            return Err(w.not_in_version("TokenRequesterPrincipalType", version));
        }
        if version >= 3 {
            w.string(
                "TokenRequesterPrincipalName",
                self.token_requester_principal_name,
                flexible,
            )?;
        } else if self.token_requester_principal_name != "" {
            return Err(w.not_in_version("TokenRequesterPrincipalName", version));
        }
        w.int64(self.issue_timestamp_ms)?;
        w.int64(self.expiry_timestamp_ms)?;
        w.int64(self.max_timestamp_ms)?;
        w.string("TokenId", self.token_id, flexible)?;
        w.bytes("Hmac", self.hmac, flexible)?;
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

    impl<'a> Sample<'a> for CreateDelegationTokenRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            CreateDelegationTokenRequest {
                owner_principal_type: if version >= 3 {
                    g.maybe(true, |g| g.string())
                } else {
                    Some("")
                },
                owner_principal_name: if version >= 3 {
                    g.maybe(true, |g| g.string())
                } else {
                    Some("")
                },
                renewers: g.array(|g| CreatableRenewers::sample(g, version)),
                max_lifetime_ms: g.int64(),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for CreatableRenewers<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            CreatableRenewers {
                principal_type: g.string(),
                principal_name: g.string(),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for CreateDelegationTokenResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            CreateDelegationTokenResponse {
                error_code: g.int16(),
                principal_type: g.string(),
                principal_name: g.string(),
                token_requester_principal_type: if version >= 3 { g.string() } else { "" },
                token_requester_principal_name: if version >= 3 { g.string() } else { "" },
                issue_timestamp_ms: g.int64(),
                expiry_timestamp_ms: g.int64(),
                max_timestamp_ms: g.int64(),
                token_id: g.string(),
                hmac: g.bytes(),
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

//! Generated from `DescribeDelegationTokenRequest.json` and `DescribeDelegationTokenResponse.json` by `codegen`; do not edit.
//!
//! DescribeDelegationToken, API key 41: requests in versions 0-3, responses in versions 0-3; flexible from version 2.

use crate::{
    check_decode_version, check_encode_version, encode_nullable, len, nullable_len, ApiKey, Array,
    Decode, DecodeError, Element, Encode, EncodeError, Message, Reader, Redacted, TaggedFields,
    TaggedLen, TaggedWriter, Trace, VersionRange, Writer,
};

/// The DescribeDelegationToken request: versions 0-3, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeDelegationTokenRequest<'a> {
    /// `[]DescribeDelegationTokenOwner`, versions 0+, nullable in 0+.
    pub owners: Option<Array<'a, DescribeDelegationTokenOwner<'a>>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeDelegationTokenRequest<'_> {
    fn default() -> Self {
        DescribeDelegationTokenRequest {
            owners: Some(Array::empty()),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeDelegationTokenRequest<'a> {
    const NAME: &'static str = "DescribeDelegationTokenRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(41));
    const VERSIONS: VersionRange = VersionRange::new(0, 3);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for DescribeDelegationTokenRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeDelegationTokenRequest");
        let mut this = DescribeDelegationTokenRequest {
            owners: r.nullable_array("Owners", version, flexible, true)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeDelegationTokenRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += nullable_len(&self.owners, version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeDelegationTokenRequest");
        encode_nullable(&self.owners, w, "Owners", version, flexible, true)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DescribeDelegationTokenRequest.Owners`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeDelegationTokenOwner<'a> {
    /// `string`, versions 0+.
    pub principal_type: &'a str,
    /// `string`, versions 0+.
    pub principal_name: &'a str,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeDelegationTokenOwner<'_> {
    fn default() -> Self {
        DescribeDelegationTokenOwner {
            principal_type: "",
            principal_name: "",
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeDelegationTokenOwner<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DescribeDelegationTokenOwner");
        let mut this = DescribeDelegationTokenOwner {
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
        let outer = r.begin_struct("DescribeDelegationTokenOwner");
        r.skip_string("PrincipalType", flexible, false)?;
        r.skip_string("PrincipalName", flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeDelegationTokenOwner<'_> {
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
        let outer = w.begin_struct("DescribeDelegationTokenOwner");
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

impl<'a> Element<'a> for DescribeDelegationTokenOwner<'a> {
    const TYPE_NAME: &'static str = "DescribeDelegationTokenOwner";
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

/// The DescribeDelegationToken response: versions 0-3, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeDelegationTokenResponse<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `[]DescribedDelegationToken`, versions 0+.
    pub tokens: Array<'a, DescribedDelegationToken<'a>>,
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeDelegationTokenResponse<'_> {
    fn default() -> Self {
        DescribeDelegationTokenResponse {
            error_code: 0,
            tokens: Array::empty(),
            throttle_time_ms: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeDelegationTokenResponse<'a> {
    const NAME: &'static str = "DescribeDelegationTokenResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(41));
    const VERSIONS: VersionRange = VersionRange::new(0, 3);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for DescribeDelegationTokenResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeDelegationTokenResponse");
        let mut this = DescribeDelegationTokenResponse {
            error_code: r.int16("ErrorCode")?,
            tokens: r.array("Tokens", version, flexible)?,
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

impl Encode for DescribeDelegationTokenResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 2;
        n += self.tokens.encoded_len(version, flexible);
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
        let outer = w.begin_struct("DescribeDelegationTokenResponse");
        w.int16(self.error_code)?;
        self.tokens.encode(w, "Tokens", version, flexible)?;
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

/// An element of `DescribeDelegationTokenResponse.Tokens`.
#[derive(Clone, Copy, PartialEq)]
pub struct DescribedDelegationToken<'a> {
    /// `string`, versions 0+.
    pub principal_type: &'a str,
    /// `string`, versions 0+.
    pub principal_name: &'a str,
    /// `string`, versions 3+.
    pub token_requester_principal_type: &'a str,
    /// `string`, versions 3+.
    pub token_requester_principal_name: &'a str,
    /// `int64`, versions 0+.
    pub issue_timestamp: i64,
    /// `int64`, versions 0+.
    pub expiry_timestamp: i64,
    /// `int64`, versions 0+.
    pub max_timestamp: i64,
    /// `string`, versions 0+.
    pub token_id: &'a str,
    /// `bytes`, versions 0+. Carries a credential: `Debug` shows only its length.
    pub hmac: &'a [u8],
    /// `[]DescribedDelegationTokenRenewer`, versions 0+.
    pub renewers: Array<'a, DescribedDelegationTokenRenewer<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribedDelegationToken<'_> {
    fn default() -> Self {
        DescribedDelegationToken {
            principal_type: "",
            principal_name: "",
            token_requester_principal_type: "",
            token_requester_principal_name: "",
            issue_timestamp: 0,
            expiry_timestamp: 0,
            max_timestamp: 0,
            token_id: "",
            hmac: &[],
            renewers: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl core::fmt::Debug for DescribedDelegationToken<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("DescribedDelegationToken")
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
            .field("issue_timestamp", &self.issue_timestamp)
            .field("expiry_timestamp", &self.expiry_timestamp)
            .field("max_timestamp", &self.max_timestamp)
            .field("token_id", &self.token_id)
            .field("hmac", &Redacted::of(&self.hmac))
            .field("renewers", &self.renewers)
            .field("unknown_tagged_fields", &self.unknown_tagged_fields)
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for DescribedDelegationToken<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "DescribedDelegationToken {{ principal_type: {}, principal_name: {}, token_requester_principal_type: {}, token_requester_principal_name: {}, issue_timestamp: {}, expiry_timestamp: {}, max_timestamp: {}, token_id: {}, hmac: {}, renewers: {}, unknown_tagged_fields: {} }}", self.principal_type, self.principal_name, self.token_requester_principal_type, self.token_requester_principal_name, self.issue_timestamp, self.expiry_timestamp, self.max_timestamp, self.token_id, Redacted::of(&self.hmac), self.renewers, self.unknown_tagged_fields);
    }
}

impl<'a> Decode<'a> for DescribedDelegationToken<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DescribedDelegationToken");
        let mut this = DescribedDelegationToken {
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
            issue_timestamp: r.int64("IssueTimestamp")?,
            expiry_timestamp: r.int64("ExpiryTimestamp")?,
            max_timestamp: r.int64("MaxTimestamp")?,
            token_id: r.string("TokenId", flexible)?,
            hmac: r.bytes("Hmac", flexible, true)?,
            renewers: r.array("Renewers", version, flexible)?,
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
        let outer = r.begin_struct("DescribedDelegationToken");
        r.skip_string("PrincipalType", flexible, false)?;
        r.skip_string("PrincipalName", flexible, false)?;
        if version >= 3 {
            r.skip_string("TokenRequesterPrincipalType", flexible, false)?;
        }
        if version >= 3 {
            r.skip_string("TokenRequesterPrincipalName", flexible, false)?;
        }
        r.skip_fixed_run(&[
            ("IssueTimestamp", 8),
            ("ExpiryTimestamp", 8),
            ("MaxTimestamp", 8),
        ])?;
        r.skip_string("TokenId", flexible, false)?;
        r.skip_bytes("Hmac", flexible, false)?;
        r.skip_array::<DescribedDelegationTokenRenewer<'a>>("Renewers", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribedDelegationToken<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
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
        n += self.renewers.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        let outer = w.begin_struct("DescribedDelegationToken");
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
        w.int64(self.issue_timestamp)?;
        w.int64(self.expiry_timestamp)?;
        w.int64(self.max_timestamp)?;
        w.string("TokenId", self.token_id, flexible)?;
        w.bytes("Hmac", self.hmac, flexible)?;
        self.renewers.encode(w, "Renewers", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for DescribedDelegationToken<'a> {
    const TYPE_NAME: &'static str = "DescribedDelegationToken";
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

/// An element of `DescribedDelegationToken.Renewers`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribedDelegationTokenRenewer<'a> {
    /// `string`, versions 0+.
    pub principal_type: &'a str,
    /// `string`, versions 0+.
    pub principal_name: &'a str,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribedDelegationTokenRenewer<'_> {
    fn default() -> Self {
        DescribedDelegationTokenRenewer {
            principal_type: "",
            principal_name: "",
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribedDelegationTokenRenewer<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DescribedDelegationTokenRenewer");
        let mut this = DescribedDelegationTokenRenewer {
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
        let outer = r.begin_struct("DescribedDelegationTokenRenewer");
        r.skip_string("PrincipalType", flexible, false)?;
        r.skip_string("PrincipalName", flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribedDelegationTokenRenewer<'_> {
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
        let outer = w.begin_struct("DescribedDelegationTokenRenewer");
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

impl<'a> Element<'a> for DescribedDelegationTokenRenewer<'a> {
    const TYPE_NAME: &'static str = "DescribedDelegationTokenRenewer";
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

#[cfg(feature = "samples")]
mod samples {
    use super::*;
    use crate::samples::{Sample, SampleGen};

    impl<'a> Sample<'a> for DescribeDelegationTokenRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeDelegationTokenRequest {
                owners: g.maybe(true, |g| {
                    g.array(|g| DescribeDelegationTokenOwner::sample(g, version))
                }),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeDelegationTokenOwner<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeDelegationTokenOwner {
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

    impl<'a> Sample<'a> for DescribeDelegationTokenResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeDelegationTokenResponse {
                error_code: g.int16(),
                tokens: g.array(|g| DescribedDelegationToken::sample(g, version)),
                throttle_time_ms: g.int32(),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribedDelegationToken<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribedDelegationToken {
                principal_type: g.string(),
                principal_name: g.string(),
                token_requester_principal_type: if version >= 3 { g.string() } else { "" },
                token_requester_principal_name: if version >= 3 { g.string() } else { "" },
                issue_timestamp: g.int64(),
                expiry_timestamp: g.int64(),
                max_timestamp: g.int64(),
                token_id: g.string(),
                hmac: g.bytes(),
                renewers: g.array(|g| DescribedDelegationTokenRenewer::sample(g, version)),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribedDelegationTokenRenewer<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribedDelegationTokenRenewer {
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
}

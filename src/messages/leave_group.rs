//! Generated from `LeaveGroupRequest.json` and `LeaveGroupResponse.json` by `codegen`; do not edit.
//!
//! LeaveGroup, API key 13: requests in versions 0-5, responses in versions 0-5; flexible from version 4.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The LeaveGroup request: versions 0-5, flexible from version 4.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct LeaveGroupRequest<'a> {
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// `string`, versions 0-2.
    pub member_id: &'a str,
    /// `[]MemberIdentity`, versions 3+.
    pub members: Array<'a, MemberIdentity<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for LeaveGroupRequest<'_> {
    fn default() -> Self {
        LeaveGroupRequest {
            group_id: "",
            member_id: "",
            members: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for LeaveGroupRequest<'a> {
    const NAME: &'static str = "LeaveGroupRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(13));
    const VERSIONS: VersionRange = VersionRange::new(0, 5);
    const FLEXIBLE_FROM: Option<i16> = Some(4);
}

impl<'a> Decode<'a> for LeaveGroupRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("LeaveGroupRequest");
        let mut this = LeaveGroupRequest {
            group_id: r.string("GroupId", flexible)?,
            member_id: if version <= 2 {
                r.string("MemberId", flexible)?
            } else {
                ""
            },
            members: if version >= 3 {
                r.array("Members", version, flexible)?
            } else {
                Array::empty()
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

impl Encode for LeaveGroupRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        n += len::string(self.group_id, flexible);
        if version <= 2 {
            n += len::string(self.member_id, flexible);
        }
        if version >= 3 {
            n += self.members.encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("LeaveGroupRequest");
        w.string("GroupId", self.group_id, flexible)?;
        if version <= 2 {
            w.string("MemberId", self.member_id, flexible)?;
        } else if self.member_id != "" {
            return Err(w.not_in_version("MemberId", version));
        }
        if version >= 3 {
            self.members.encode(w, "Members", version, flexible)?;
        } else if !self.members.is_empty() {
            return Err(w.not_in_version("Members", version));
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

/// An element of `LeaveGroupRequest.Members`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct MemberIdentity<'a> {
    /// `string`, versions 3+.
    pub member_id: &'a str,
    /// `string`, versions 3+, nullable in 3+; default null.
    pub group_instance_id: Option<&'a str>,
    /// `string`, versions 5+, nullable in 5+, ignorable; default null.
    pub reason: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for MemberIdentity<'_> {
    fn default() -> Self {
        MemberIdentity {
            member_id: "",
            group_instance_id: None,
            reason: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for MemberIdentity<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        let outer = r.begin_struct("MemberIdentity");
        let mut this = MemberIdentity {
            member_id: if version >= 3 {
                r.string("MemberId", flexible)?
            } else {
                ""
            },
            group_instance_id: if version >= 3 {
                r.nullable_string("GroupInstanceId", flexible, true)?
            } else {
                None
            },
            reason: if version >= 5 {
                r.nullable_string("Reason", flexible, true)?
            } else {
                None
            },
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
        let flexible = version >= 4;
        let outer = r.begin_struct("MemberIdentity");
        if version >= 3 {
            r.skip_string("MemberId", flexible, false)?;
        }
        if version >= 3 {
            r.skip_string("GroupInstanceId", flexible, true)?;
        }
        if version >= 5 {
            r.skip_string("Reason", flexible, true)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for MemberIdentity<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        if version >= 3 {
            n += len::string(self.member_id, flexible);
        }
        if version >= 3 {
            n += len::nullable_string(self.group_instance_id, flexible);
        }
        if version >= 5 {
            n += len::nullable_string(self.reason, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        let outer = w.begin_struct("MemberIdentity");
        if version >= 3 {
            w.string("MemberId", self.member_id, flexible)?;
        } else if self.member_id != "" {
            return Err(w.not_in_version("MemberId", version));
        }
        if version >= 3 {
            w.nullable_string(
                "GroupInstanceId",
                self.group_instance_id,
                flexible,
                true,
                version,
            )?;
        } else if !self.group_instance_id.is_none() {
            return Err(w.not_in_version("GroupInstanceId", version));
        }
        if version >= 5 {
            w.nullable_string("Reason", self.reason, flexible, true, version)?;
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

impl<'a> Element<'a> for MemberIdentity<'a> {
    const TYPE_NAME: &'static str = "MemberIdentity";
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

/// The LeaveGroup response: versions 0-5, flexible from version 4.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct LeaveGroupResponse<'a> {
    /// `int32`, versions 1+, ignorable.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `[]MemberResponse`, versions 3+.
    pub members: Array<'a, MemberResponse<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for LeaveGroupResponse<'_> {
    fn default() -> Self {
        LeaveGroupResponse {
            throttle_time_ms: 0,
            error_code: 0,
            members: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for LeaveGroupResponse<'a> {
    const NAME: &'static str = "LeaveGroupResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(13));
    const VERSIONS: VersionRange = VersionRange::new(0, 5);
    const FLEXIBLE_FROM: Option<i16> = Some(4);
}

impl<'a> Decode<'a> for LeaveGroupResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("LeaveGroupResponse");
        let mut this = LeaveGroupResponse {
            throttle_time_ms: if version >= 1 {
                r.int32("ThrottleTimeMs")?
            } else {
                0
            },
            error_code: r.int16("ErrorCode")?,
            members: if version >= 3 {
                r.array("Members", version, flexible)?
            } else {
                Array::empty()
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

impl Encode for LeaveGroupResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        if version >= 1 {
            n += 4;
        }
        n += 2;
        if version >= 3 {
            n += self.members.encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("LeaveGroupResponse");
        if version >= 1 {
            w.int32(self.throttle_time_ms)?;
        }
        w.int16(self.error_code)?;
        if version >= 3 {
            self.members.encode(w, "Members", version, flexible)?;
        } else if !self.members.is_empty() {
            return Err(w.not_in_version("Members", version));
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

/// An element of `LeaveGroupResponse.Members`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct MemberResponse<'a> {
    /// `string`, versions 3+.
    pub member_id: &'a str,
    /// `string`, versions 3+, nullable in 3+.
    pub group_instance_id: Option<&'a str>,
    /// `int16`, versions 3+.
    pub error_code: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for MemberResponse<'_> {
    fn default() -> Self {
        MemberResponse {
            member_id: "",
            group_instance_id: Some(""),
            error_code: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for MemberResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        let outer = r.begin_struct("MemberResponse");
        let mut this = MemberResponse {
            member_id: if version >= 3 {
                r.string("MemberId", flexible)?
            } else {
                ""
            },
            group_instance_id: if version >= 3 {
                r.nullable_string("GroupInstanceId", flexible, true)?
            } else {
                Some("")
            },
            error_code: if version >= 3 {
                r.int16("ErrorCode")?
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

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = version >= 4;
        let outer = r.begin_struct("MemberResponse");
        if version >= 3 {
            r.skip_string("MemberId", flexible, false)?;
        }
        if version >= 3 {
            r.skip_string("GroupInstanceId", flexible, true)?;
        }
        if version >= 3 {
            r.skip_fixed("ErrorCode", 2)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for MemberResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        if version >= 3 {
            n += len::string(self.member_id, flexible);
        }
        if version >= 3 {
            n += len::nullable_string(self.group_instance_id, flexible);
        }
        if version >= 3 {
            n += 2;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        let outer = w.begin_struct("MemberResponse");
        if version >= 3 {
            w.string("MemberId", self.member_id, flexible)?;
        } else if self.member_id != "" {
            return Err(w.not_in_version("MemberId", version));
        }
        if version >= 3 {
            w.nullable_string(
                "GroupInstanceId",
                self.group_instance_id,
                flexible,
                true,
                version,
            )?;
        } else if self.group_instance_id != Some("") {
            return Err(w.not_in_version("GroupInstanceId", version));
        }
        if version >= 3 {
            w.int16(self.error_code)?;
        } else if self.error_code != 0 {
            return Err(w.not_in_version("ErrorCode", version));
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

impl<'a> Element<'a> for MemberResponse<'a> {
    const TYPE_NAME: &'static str = "MemberResponse";
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

    impl<'a> Sample<'a> for LeaveGroupRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            LeaveGroupRequest {
                group_id: g.string(),
                member_id: if version <= 2 { g.string() } else { "" },
                members: if version >= 3 {
                    g.array(|g| MemberIdentity::sample(g, version))
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for MemberIdentity<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            MemberIdentity {
                member_id: if version >= 3 { g.string() } else { "" },
                group_instance_id: if version >= 3 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                reason: if version >= 5 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for LeaveGroupResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            LeaveGroupResponse {
                throttle_time_ms: if version >= 1 { g.int32() } else { 0 },
                error_code: g.int16(),
                members: if version >= 3 {
                    g.array(|g| MemberResponse::sample(g, version))
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for MemberResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            MemberResponse {
                member_id: if version >= 3 { g.string() } else { "" },
                group_instance_id: if version >= 3 {
                    g.maybe(true, |g| g.string())
                } else {
                    Some("")
                },
                error_code: if version >= 3 { g.int16() } else { 0 },
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

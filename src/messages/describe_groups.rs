//! Generated from `DescribeGroupsRequest.json` and `DescribeGroupsResponse.json` by `codegen`; do not edit.
//!
//! DescribeGroups, API key 15: requests in versions 0-6, responses in versions 0-6; flexible from version 5.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The DescribeGroups request: versions 0-6, flexible from version 5.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeGroupsRequest<'a> {
    /// `[]string`, versions 0+.
    pub groups: Array<'a, &'a str>,
    /// `bool`, versions 3+.
    pub include_authorized_operations: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeGroupsRequest<'_> {
    fn default() -> Self {
        DescribeGroupsRequest {
            groups: Array::empty(),
            include_authorized_operations: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeGroupsRequest<'a> {
    const NAME: &'static str = "DescribeGroupsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(15));
    const VERSIONS: VersionRange = VersionRange::new(0, 6);
    const FLEXIBLE_FROM: Option<i16> = Some(5);
}

impl<'a> Decode<'a> for DescribeGroupsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 5;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeGroupsRequest");
        let mut this = DescribeGroupsRequest {
            groups: r.array("Groups", version, flexible)?,
            include_authorized_operations: if version >= 3 {
                r.bool("IncludeAuthorizedOperations")?
            } else {
                false
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

impl Encode for DescribeGroupsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 5;
        let mut n = 0;
        n += self.groups.encoded_len(version, flexible);
        if version >= 3 {
            n += 1;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 5;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeGroupsRequest");
        self.groups.encode(w, "Groups", version, flexible)?;
        if version >= 3 {
            w.bool(self.include_authorized_operations)?;
        } else if self.include_authorized_operations != false {
            return Err(w.not_in_version("IncludeAuthorizedOperations", version));
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

/// The DescribeGroups response: versions 0-6, flexible from version 5.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeGroupsResponse<'a> {
    /// `int32`, versions 1+, ignorable.
    pub throttle_time_ms: i32,
    /// `[]DescribedGroup`, versions 0+.
    pub groups: Array<'a, DescribedGroup<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeGroupsResponse<'_> {
    fn default() -> Self {
        DescribeGroupsResponse {
            throttle_time_ms: 0,
            groups: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeGroupsResponse<'a> {
    const NAME: &'static str = "DescribeGroupsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(15));
    const VERSIONS: VersionRange = VersionRange::new(0, 6);
    const FLEXIBLE_FROM: Option<i16> = Some(5);
}

impl<'a> Decode<'a> for DescribeGroupsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 5;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeGroupsResponse");
        let mut this = DescribeGroupsResponse {
            throttle_time_ms: if version >= 1 {
                r.int32("ThrottleTimeMs")?
            } else {
                0
            },
            groups: r.array("Groups", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeGroupsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 5;
        let mut n = 0;
        if version >= 1 {
            n += 4;
        }
        n += self.groups.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 5;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeGroupsResponse");
        if version >= 1 {
            w.int32(self.throttle_time_ms)?;
        }
        self.groups.encode(w, "Groups", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DescribeGroupsResponse.Groups`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribedGroup<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 6+, nullable in 6+; default null.
    pub error_message: Option<&'a str>,
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// `string`, versions 0+.
    pub group_state: &'a str,
    /// `string`, versions 0+.
    pub protocol_type: &'a str,
    /// `string`, versions 0+.
    pub protocol_data: &'a str,
    /// `[]DescribedGroupMember`, versions 0+.
    pub members: Array<'a, DescribedGroupMember<'a>>,
    /// `int32`, versions 3+; default -2147483648.
    pub authorized_operations: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribedGroup<'_> {
    fn default() -> Self {
        DescribedGroup {
            error_code: 0,
            error_message: None,
            group_id: "",
            group_state: "",
            protocol_type: "",
            protocol_data: "",
            members: Array::empty(),
            authorized_operations: -2147483648,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribedGroup<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 5;
        let outer = r.begin_struct("DescribedGroup");
        let mut this = DescribedGroup {
            error_code: r.int16("ErrorCode")?,
            error_message: if version >= 6 {
                r.nullable_string("ErrorMessage", flexible, true)?
            } else {
                None
            },
            group_id: r.string("GroupId", flexible)?,
            group_state: r.string("GroupState", flexible)?,
            protocol_type: r.string("ProtocolType", flexible)?,
            protocol_data: r.string("ProtocolData", flexible)?,
            members: r.array("Members", version, flexible)?,
            authorized_operations: if version >= 3 {
                r.int32("AuthorizedOperations")?
            } else {
                -2147483648
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
        let flexible = version >= 5;
        let outer = r.begin_struct("DescribedGroup");
        r.skip_fixed("ErrorCode", 2)?;
        if version >= 6 {
            r.skip_string("ErrorMessage", flexible, true)?;
        }
        r.skip_string("GroupId", flexible, false)?;
        r.skip_string("GroupState", flexible, false)?;
        r.skip_string("ProtocolType", flexible, false)?;
        r.skip_string("ProtocolData", flexible, false)?;
        r.skip_array::<DescribedGroupMember<'a>>("Members", version, flexible, false)?;
        if version >= 3 {
            r.skip_fixed("AuthorizedOperations", 4)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribedGroup<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 5;
        let mut n = 0;
        n += 2;
        if version >= 6 {
            n += len::nullable_string(self.error_message, flexible);
        }
        n += len::string(self.group_id, flexible);
        n += len::string(self.group_state, flexible);
        n += len::string(self.protocol_type, flexible);
        n += len::string(self.protocol_data, flexible);
        n += self.members.encoded_len(version, flexible);
        if version >= 3 {
            n += 4;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 5;
        let outer = w.begin_struct("DescribedGroup");
        w.int16(self.error_code)?;
        if version >= 6 {
            w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        } else if !self.error_message.is_none() {
            return Err(w.not_in_version("ErrorMessage", version));
        }
        w.string("GroupId", self.group_id, flexible)?;
        w.string("GroupState", self.group_state, flexible)?;
        w.string("ProtocolType", self.protocol_type, flexible)?;
        w.string("ProtocolData", self.protocol_data, flexible)?;
        self.members.encode(w, "Members", version, flexible)?;
        if version >= 3 {
            w.int32(self.authorized_operations)?;
        } else if self.authorized_operations != -2147483648 {
            return Err(w.not_in_version("AuthorizedOperations", version));
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

impl<'a> Element<'a> for DescribedGroup<'a> {
    const TYPE_NAME: &'static str = "DescribedGroup";
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

/// An element of `DescribedGroup.Members`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribedGroupMember<'a> {
    /// `string`, versions 0+.
    pub member_id: &'a str,
    /// `string`, versions 4+, nullable in 4+, ignorable; default null.
    pub group_instance_id: Option<&'a str>,
    /// `string`, versions 0+.
    pub client_id: &'a str,
    /// `string`, versions 0+.
    pub client_host: &'a str,
    /// `bytes`, versions 0+.
    pub member_metadata: &'a [u8],
    /// `bytes`, versions 0+.
    pub member_assignment: &'a [u8],
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribedGroupMember<'_> {
    fn default() -> Self {
        DescribedGroupMember {
            member_id: "",
            group_instance_id: None,
            client_id: "",
            client_host: "",
            member_metadata: &[],
            member_assignment: &[],
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribedGroupMember<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 5;
        let outer = r.begin_struct("DescribedGroupMember");
        let mut this = DescribedGroupMember {
            member_id: r.string("MemberId", flexible)?,
            group_instance_id: if version >= 4 {
                r.nullable_string("GroupInstanceId", flexible, true)?
            } else {
                None
            },
            client_id: r.string("ClientId", flexible)?,
            client_host: r.string("ClientHost", flexible)?,
            member_metadata: r.bytes("MemberMetadata", flexible, false)?,
            member_assignment: r.bytes("MemberAssignment", flexible, false)?,
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
        let flexible = version >= 5;
        let outer = r.begin_struct("DescribedGroupMember");
        r.skip_string("MemberId", flexible, false)?;
        if version >= 4 {
            r.skip_string("GroupInstanceId", flexible, true)?;
        }
        r.skip_string("ClientId", flexible, false)?;
        r.skip_string("ClientHost", flexible, false)?;
        r.skip_bytes("MemberMetadata", flexible, false)?;
        r.skip_bytes("MemberAssignment", flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribedGroupMember<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 5;
        let mut n = 0;
        n += len::string(self.member_id, flexible);
        if version >= 4 {
            n += len::nullable_string(self.group_instance_id, flexible);
        }
        n += len::string(self.client_id, flexible);
        n += len::string(self.client_host, flexible);
        n += len::bytes(self.member_metadata, flexible);
        n += len::bytes(self.member_assignment, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 5;
        let outer = w.begin_struct("DescribedGroupMember");
        w.string("MemberId", self.member_id, flexible)?;
        if version >= 4 {
            w.nullable_string(
                "GroupInstanceId",
                self.group_instance_id,
                flexible,
                true,
                version,
            )?;
        }
        w.string("ClientId", self.client_id, flexible)?;
        w.string("ClientHost", self.client_host, flexible)?;
        w.bytes("MemberMetadata", self.member_metadata, flexible)?;
        w.bytes("MemberAssignment", self.member_assignment, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for DescribedGroupMember<'a> {
    const TYPE_NAME: &'static str = "DescribedGroupMember";
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

    impl<'a> Sample<'a> for DescribeGroupsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeGroupsRequest {
                groups: g.array(|g| g.string()),
                include_authorized_operations: if version >= 3 { g.bool() } else { false },
                unknown_tagged_fields: if version >= 5 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeGroupsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeGroupsResponse {
                throttle_time_ms: if version >= 1 { g.int32() } else { 0 },
                groups: g.array(|g| DescribedGroup::sample(g, version)),
                unknown_tagged_fields: if version >= 5 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribedGroup<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribedGroup {
                error_code: g.int16(),
                error_message: if version >= 6 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                group_id: g.string(),
                group_state: g.string(),
                protocol_type: g.string(),
                protocol_data: g.string(),
                members: g.array(|g| DescribedGroupMember::sample(g, version)),
                authorized_operations: if version >= 3 { g.int32() } else { -2147483648 },
                unknown_tagged_fields: if version >= 5 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribedGroupMember<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribedGroupMember {
                member_id: g.string(),
                group_instance_id: if version >= 4 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                client_id: g.string(),
                client_host: g.string(),
                member_metadata: g.bytes(),
                member_assignment: g.bytes(),
                unknown_tagged_fields: if version >= 5 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

//! Generated from `JoinGroupRequest.json` and `JoinGroupResponse.json` by `codegen`; do not edit.
//!
//! JoinGroup, API key 11: requests in versions 0-9, responses in versions 0-9; flexible from version 6.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The JoinGroup request: versions 0-9, flexible from version 6.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct JoinGroupRequest<'a> {
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// `int32`, versions 0+.
    pub session_timeout_ms: i32,
    /// `int32`, versions 1+, ignorable; default -1.
    pub rebalance_timeout_ms: i32,
    /// `string`, versions 0+.
    pub member_id: &'a str,
    /// `string`, versions 5+, nullable in 5+; default null.
    pub group_instance_id: Option<&'a str>,
    /// `string`, versions 0+.
    pub protocol_type: &'a str,
    /// `[]JoinGroupRequestProtocol`, versions 0+.
    pub protocols: Array<'a, JoinGroupRequestProtocol<'a>>,
    /// `string`, versions 8+, nullable in 8+, ignorable; default null.
    pub reason: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for JoinGroupRequest<'_> {
    fn default() -> Self {
        JoinGroupRequest {
            group_id: "",
            session_timeout_ms: 0,
            rebalance_timeout_ms: -1,
            member_id: "",
            group_instance_id: None,
            protocol_type: "",
            protocols: Array::empty(),
            reason: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for JoinGroupRequest<'a> {
    const NAME: &'static str = "JoinGroupRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(11));
    const VERSIONS: VersionRange = VersionRange::new(0, 9);
    const FLEXIBLE_FROM: Option<i16> = Some(6);
}

impl<'a> Decode<'a> for JoinGroupRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("JoinGroupRequest");
        let mut this = JoinGroupRequest {
            group_id: r.string("GroupId", flexible)?,
            session_timeout_ms: r.int32("SessionTimeoutMs")?,
            rebalance_timeout_ms: if version >= 1 {
                r.int32("RebalanceTimeoutMs")?
            } else {
                -1
            },
            member_id: r.string("MemberId", flexible)?,
            group_instance_id: if version >= 5 {
                r.nullable_string("GroupInstanceId", flexible, true)?
            } else {
                None
            },
            protocol_type: r.string("ProtocolType", flexible)?,
            protocols: r.array("Protocols", version, flexible)?,
            reason: if version >= 8 {
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
}

impl Encode for JoinGroupRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        n += len::string(self.group_id, flexible);
        n += 4;
        if version >= 1 {
            n += 4;
        }
        n += len::string(self.member_id, flexible);
        if version >= 5 {
            n += len::nullable_string(self.group_instance_id, flexible);
        }
        n += len::string(self.protocol_type, flexible);
        n += self.protocols.encoded_len(version, flexible);
        if version >= 8 {
            n += len::nullable_string(self.reason, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("JoinGroupRequest");
        w.string("GroupId", self.group_id, flexible)?;
        w.int32(self.session_timeout_ms)?;
        if version >= 1 {
            w.int32(self.rebalance_timeout_ms)?;
        }
        w.string("MemberId", self.member_id, flexible)?;
        if version >= 5 {
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
        w.string("ProtocolType", self.protocol_type, flexible)?;
        self.protocols.encode(w, "Protocols", version, flexible)?;
        if version >= 8 {
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

/// An element of `JoinGroupRequest.Protocols`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct JoinGroupRequestProtocol<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `bytes`, versions 0+.
    pub metadata: &'a [u8],
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for JoinGroupRequestProtocol<'_> {
    fn default() -> Self {
        JoinGroupRequestProtocol {
            name: "",
            metadata: &[],
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for JoinGroupRequestProtocol<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("JoinGroupRequestProtocol");
        let mut this = JoinGroupRequestProtocol {
            name: r.string("Name", flexible)?,
            metadata: r.bytes("Metadata", flexible, false)?,
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
        let flexible = version >= 6;
        let outer = r.begin_struct("JoinGroupRequestProtocol");
        r.skip_string("Name", flexible, false)?;
        r.skip_bytes("Metadata", flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for JoinGroupRequestProtocol<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += len::bytes(self.metadata, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        let outer = w.begin_struct("JoinGroupRequestProtocol");
        w.string("Name", self.name, flexible)?;
        w.bytes("Metadata", self.metadata, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for JoinGroupRequestProtocol<'a> {
    const TYPE_NAME: &'static str = "JoinGroupRequestProtocol";
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

/// The JoinGroup response: versions 0-9, flexible from version 6.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct JoinGroupResponse<'a> {
    /// `int32`, versions 2+, ignorable.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int32`, versions 0+; default -1.
    pub generation_id: i32,
    /// `string`, versions 7+, nullable in 7+, ignorable; default null.
    pub protocol_type: Option<&'a str>,
    /// `string`, versions 0+, nullable in 7+.
    pub protocol_name: Option<&'a str>,
    /// `string`, versions 0+.
    pub leader: &'a str,
    /// `bool`, versions 9+; default false.
    pub skip_assignment: bool,
    /// `string`, versions 0+.
    pub member_id: &'a str,
    /// `[]JoinGroupResponseMember`, versions 0+.
    pub members: Array<'a, JoinGroupResponseMember<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for JoinGroupResponse<'_> {
    fn default() -> Self {
        JoinGroupResponse {
            throttle_time_ms: 0,
            error_code: 0,
            generation_id: -1,
            protocol_type: None,
            protocol_name: Some(""),
            leader: "",
            skip_assignment: false,
            member_id: "",
            members: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for JoinGroupResponse<'a> {
    const NAME: &'static str = "JoinGroupResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(11));
    const VERSIONS: VersionRange = VersionRange::new(0, 9);
    const FLEXIBLE_FROM: Option<i16> = Some(6);
}

impl<'a> Decode<'a> for JoinGroupResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("JoinGroupResponse");
        let mut this = JoinGroupResponse {
            throttle_time_ms: if version >= 2 {
                r.int32("ThrottleTimeMs")?
            } else {
                0
            },
            error_code: r.int16("ErrorCode")?,
            generation_id: r.int32("GenerationId")?,
            protocol_type: if version >= 7 {
                r.nullable_string("ProtocolType", flexible, true)?
            } else {
                None
            },
            protocol_name: r.nullable_string("ProtocolName", flexible, version >= 7)?,
            leader: r.string("Leader", flexible)?,
            skip_assignment: if version >= 9 {
                r.bool("SkipAssignment")?
            } else {
                false
            },
            member_id: r.string("MemberId", flexible)?,
            members: r.array("Members", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for JoinGroupResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        if version >= 2 {
            n += 4;
        }
        n += 2;
        n += 4;
        if version >= 7 {
            n += len::nullable_string(self.protocol_type, flexible);
        }
        n += len::nullable_string(self.protocol_name, flexible);
        n += len::string(self.leader, flexible);
        if version >= 9 {
            n += 1;
        }
        n += len::string(self.member_id, flexible);
        n += self.members.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("JoinGroupResponse");
        if version >= 2 {
            w.int32(self.throttle_time_ms)?;
        }
        w.int16(self.error_code)?;
        w.int32(self.generation_id)?;
        if version >= 7 {
            w.nullable_string("ProtocolType", self.protocol_type, flexible, true, version)?;
        }
        w.nullable_string(
            "ProtocolName",
            self.protocol_name,
            flexible,
            version >= 7,
            version,
        )?;
        w.string("Leader", self.leader, flexible)?;
        if version >= 9 {
            w.bool(self.skip_assignment)?;
        } else if self.skip_assignment != false {
            return Err(w.not_in_version("SkipAssignment", version));
        }
        w.string("MemberId", self.member_id, flexible)?;
        self.members.encode(w, "Members", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `JoinGroupResponse.Members`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct JoinGroupResponseMember<'a> {
    /// `string`, versions 0+.
    pub member_id: &'a str,
    /// `string`, versions 5+, nullable in 5+, ignorable; default null.
    pub group_instance_id: Option<&'a str>,
    /// `bytes`, versions 0+.
    pub metadata: &'a [u8],
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for JoinGroupResponseMember<'_> {
    fn default() -> Self {
        JoinGroupResponseMember {
            member_id: "",
            group_instance_id: None,
            metadata: &[],
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for JoinGroupResponseMember<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("JoinGroupResponseMember");
        let mut this = JoinGroupResponseMember {
            member_id: r.string("MemberId", flexible)?,
            group_instance_id: if version >= 5 {
                r.nullable_string("GroupInstanceId", flexible, true)?
            } else {
                None
            },
            metadata: r.bytes("Metadata", flexible, false)?,
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
        let flexible = version >= 6;
        let outer = r.begin_struct("JoinGroupResponseMember");
        r.skip_string("MemberId", flexible, false)?;
        if version >= 5 {
            r.skip_string("GroupInstanceId", flexible, true)?;
        }
        r.skip_bytes("Metadata", flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for JoinGroupResponseMember<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        n += len::string(self.member_id, flexible);
        if version >= 5 {
            n += len::nullable_string(self.group_instance_id, flexible);
        }
        n += len::bytes(self.metadata, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        let outer = w.begin_struct("JoinGroupResponseMember");
        w.string("MemberId", self.member_id, flexible)?;
        if version >= 5 {
            w.nullable_string(
                "GroupInstanceId",
                self.group_instance_id,
                flexible,
                true,
                version,
            )?;
        }
        w.bytes("Metadata", self.metadata, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for JoinGroupResponseMember<'a> {
    const TYPE_NAME: &'static str = "JoinGroupResponseMember";
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

    impl<'a> Sample<'a> for JoinGroupRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            JoinGroupRequest {
                group_id: g.string(),
                session_timeout_ms: g.int32(),
                rebalance_timeout_ms: if version >= 1 { g.int32() } else { -1 },
                member_id: g.string(),
                group_instance_id: if version >= 5 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                protocol_type: g.string(),
                protocols: g.array(|g| JoinGroupRequestProtocol::sample(g, version)),
                reason: if version >= 8 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for JoinGroupRequestProtocol<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            JoinGroupRequestProtocol {
                name: g.string(),
                metadata: g.bytes(),
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for JoinGroupResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            JoinGroupResponse {
                throttle_time_ms: if version >= 2 { g.int32() } else { 0 },
                error_code: g.int16(),
                generation_id: g.int32(),
                protocol_type: if version >= 7 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                protocol_name: g.maybe(version >= 7, |g| g.string()),
                leader: g.string(),
                skip_assignment: if version >= 9 { g.bool() } else { false },
                member_id: g.string(),
                members: g.array(|g| JoinGroupResponseMember::sample(g, version)),
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for JoinGroupResponseMember<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            JoinGroupResponseMember {
                member_id: g.string(),
                group_instance_id: if version >= 5 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                metadata: g.bytes(),
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

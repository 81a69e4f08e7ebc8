//! Generated from `SyncGroupRequest.json` and `SyncGroupResponse.json` by `codegen`; do not edit.
//!
//! SyncGroup, API key 14: requests in versions 0-5, responses in versions 0-5; flexible from version 4.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The SyncGroup request: versions 0-5, flexible from version 4.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct SyncGroupRequest<'a> {
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// `int32`, versions 0+.
    pub generation_id: i32,
    /// `string`, versions 0+.
    pub member_id: &'a str,
    /// `string`, versions 3+, nullable in 3+; default null.
    pub group_instance_id: Option<&'a str>,
    /// `string`, versions 5+, nullable in 5+, ignorable; default null.
    pub protocol_type: Option<&'a str>,
    /// `string`, versions 5+, nullable in 5+, ignorable; default null.
    pub protocol_name: Option<&'a str>,
    /// `[]SyncGroupRequestAssignment`, versions 0+.
    pub assignments: Array<'a, SyncGroupRequestAssignment<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for SyncGroupRequest<'_> {
    fn default() -> Self {
        SyncGroupRequest {
            group_id: "",
            generation_id: 0,
            member_id: "",
            group_instance_id: None,
            protocol_type: None,
            protocol_name: None,
            assignments: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for SyncGroupRequest<'a> {
    const NAME: &'static str = "SyncGroupRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(14));
    const VERSIONS: VersionRange = VersionRange::new(0, 5);
    const FLEXIBLE_FROM: Option<i16> = Some(4);
}

impl<'a> Decode<'a> for SyncGroupRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("SyncGroupRequest");
        let mut this = SyncGroupRequest {
            group_id: r.string("GroupId", flexible)?,
            generation_id: r.int32("GenerationId")?,
            member_id: r.string("MemberId", flexible)?,
            group_instance_id: if version >= 3 {
                r.nullable_string("GroupInstanceId", flexible, true)?
            } else {
                None
            },
            protocol_type: if version >= 5 {
                r.nullable_string("ProtocolType", flexible, true)?
            } else {
                None
            },
            protocol_name: if version >= 5 {
                r.nullable_string("ProtocolName", flexible, true)?
            } else {
                None
            },
            assignments: r.array("Assignments", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for SyncGroupRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        n += len::string(self.group_id, flexible);
        n += 4;
        n += len::string(self.member_id, flexible);
        if version >= 3 {
            n += len::nullable_string(self.group_instance_id, flexible);
        }
        if version >= 5 {
            n += len::nullable_string(self.protocol_type, flexible);
        }
        if version >= 5 {
            n += len::nullable_string(self.protocol_name, flexible);
        }
        n += self.assignments.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("SyncGroupRequest");
        w.string("GroupId", self.group_id, flexible)?;
        w.int32(self.generation_id)?;
        w.string("MemberId", self.member_id, flexible)?;
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
            w.nullable_string("ProtocolType", self.protocol_type, flexible, true, version)?;
        }
        if version >= 5 {
            w.nullable_string("ProtocolName", self.protocol_name, flexible, true, version)?;
        }
        self.assignments
            .encode(w, "Assignments", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `SyncGroupRequest.Assignments`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct SyncGroupRequestAssignment<'a> {
    /// `string`, versions 0+.
    pub member_id: &'a str,
    /// `bytes`, versions 0+.
    pub assignment: &'a [u8],
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for SyncGroupRequestAssignment<'_> {
    fn default() -> Self {
        SyncGroupRequestAssignment {
            member_id: "",
            assignment: &[],
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for SyncGroupRequestAssignment<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        let outer = r.begin_struct("SyncGroupRequestAssignment");
        let mut this = SyncGroupRequestAssignment {
            member_id: r.string("MemberId", flexible)?,
            assignment: r.bytes("Assignment", flexible, false)?,
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
        let outer = r.begin_struct("SyncGroupRequestAssignment");
        r.skip_string("MemberId", flexible, false)?;
        r.skip_bytes("Assignment", flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for SyncGroupRequestAssignment<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        n += len::string(self.member_id, flexible);
        n += len::bytes(self.assignment, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        let outer = w.begin_struct("SyncGroupRequestAssignment");
        w.string("MemberId", self.member_id, flexible)?;
        w.bytes("Assignment", self.assignment, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for SyncGroupRequestAssignment<'a> {
    const TYPE_NAME: &'static str = "SyncGroupRequestAssignment";
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

/// The SyncGroup response: versions 0-5, flexible from version 4.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct SyncGroupResponse<'a> {
    /// `int32`, versions 1+, ignorable.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 5+, nullable in 5+, ignorable; default null.
    pub protocol_type: Option<&'a str>,
    /// `string`, versions 5+, nullable in 5+, ignorable; default null.
    pub protocol_name: Option<&'a str>,
    /// `bytes`, versions 0+.
    pub assignment: &'a [u8],
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for SyncGroupResponse<'_> {
    fn default() -> Self {
        SyncGroupResponse {
            throttle_time_ms: 0,
            error_code: 0,
            protocol_type: None,
            protocol_name: None,
            assignment: &[],
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for SyncGroupResponse<'a> {
    const NAME: &'static str = "SyncGroupResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(14));
    const VERSIONS: VersionRange = VersionRange::new(0, 5);
    const FLEXIBLE_FROM: Option<i16> = Some(4);
}

impl<'a> Decode<'a> for SyncGroupResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("SyncGroupResponse");
        let mut this = SyncGroupResponse {
            throttle_time_ms: if version >= 1 {
                r.int32("ThrottleTimeMs")?
            } else {
                0
            },
            error_code: r.int16("ErrorCode")?,
            protocol_type: if version >= 5 {
                r.nullable_string("ProtocolType", flexible, true)?
            } else {
                None
            },
            protocol_name: if version >= 5 {
                r.nullable_string("ProtocolName", flexible, true)?
            } else {
                None
            },
            assignment: r.bytes("Assignment", flexible, false)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for SyncGroupResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        if version >= 1 {
            n += 4;
        }
        n += 2;
        if version >= 5 {
            n += len::nullable_string(self.protocol_type, flexible);
        }
        if version >= 5 {
            n += len::nullable_string(self.protocol_name, flexible);
        }
        n += len::bytes(self.assignment, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("SyncGroupResponse");
        if version >= 1 {
            w.int32(self.throttle_time_ms)?;
        }
        w.int16(self.error_code)?;
        if version >= 5 {
            w.nullable_string("ProtocolType", self.protocol_type, flexible, true, version)?;
        }
        if version >= 5 {
            w.nullable_string("ProtocolName", self.protocol_name, flexible, true, version)?;
        }
        w.bytes("Assignment", self.assignment, flexible)?;
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

    impl<'a> Sample<'a> for SyncGroupRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            SyncGroupRequest {
                group_id: g.string(),
                generation_id: g.int32(),
                member_id: g.string(),
                group_instance_id: if version >= 3 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                protocol_type: if version >= 5 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                protocol_name: if version >= 5 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                assignments: g.array(|g| SyncGroupRequestAssignment::sample(g, version)),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for SyncGroupRequestAssignment<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            SyncGroupRequestAssignment {
                member_id: g.string(),
                assignment: g.bytes(),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for SyncGroupResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            SyncGroupResponse {
                throttle_time_ms: if version >= 1 { g.int32() } else { 0 },
                error_code: g.int16(),
                protocol_type: if version >= 5 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                protocol_name: if version >= 5 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                assignment: g.bytes(),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

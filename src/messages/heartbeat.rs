//! Generated from `HeartbeatRequest.json` and `HeartbeatResponse.json` by `codegen`; do not edit.
//!
//! Heartbeat, API key 12: requests in versions 0-4, responses in versions 0-4; flexible from version 4.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Decode, DecodeError, Encode,
    EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, VersionRange,
    Writer,
};

/// The Heartbeat request: versions 0-4, flexible from version 4.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct HeartbeatRequest<'a> {
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// `int32`, versions 0+.
    pub generation_id: i32,
    /// `string`, versions 0+.
    pub member_id: &'a str,
    /// `string`, versions 3+, nullable in 3+; default null.
    pub group_instance_id: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for HeartbeatRequest<'_> {
    fn default() -> Self {
        HeartbeatRequest {
            group_id: "",
            generation_id: 0,
            member_id: "",
            group_instance_id: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for HeartbeatRequest<'a> {
    const NAME: &'static str = "HeartbeatRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(12));
    const VERSIONS: VersionRange = VersionRange::new(0, 4);
    const FLEXIBLE_FROM: Option<i16> = Some(4);
}

impl<'a> Decode<'a> for HeartbeatRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("HeartbeatRequest");
        let mut this = HeartbeatRequest {
            group_id: r.string("GroupId", flexible)?,
            generation_id: r.int32("GenerationId")?,
            member_id: r.string("MemberId", flexible)?,
            group_instance_id: if version >= 3 {
                r.nullable_string("GroupInstanceId", flexible, true)?
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

impl Encode for HeartbeatRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        n += len::string(self.group_id, flexible);
        n += 4;
        n += len::string(self.member_id, flexible);
        if version >= 3 {
            n += len::nullable_string(self.group_instance_id, flexible);
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
        let outer = w.begin_struct("HeartbeatRequest");
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
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The Heartbeat response: versions 0-4, flexible from version 4.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct HeartbeatResponse<'a> {
    /// `int32`, versions 1+, ignorable.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for HeartbeatResponse<'_> {
    fn default() -> Self {
        HeartbeatResponse {
            throttle_time_ms: 0,
            error_code: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for HeartbeatResponse<'a> {
    const NAME: &'static str = "HeartbeatResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(12));
    const VERSIONS: VersionRange = VersionRange::new(0, 4);
    const FLEXIBLE_FROM: Option<i16> = Some(4);
}

impl<'a> Decode<'a> for HeartbeatResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("HeartbeatResponse");
        let mut this = HeartbeatResponse {
            throttle_time_ms: if version >= 1 {
                r.int32("ThrottleTimeMs")?
            } else {
                0
            },
            error_code: r.int16("ErrorCode")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for HeartbeatResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        if version >= 1 {
            n += 4;
        }
        n += 2;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("HeartbeatResponse");
        if version >= 1 {
            w.int32(self.throttle_time_ms)?;
        }
        w.int16(self.error_code)?;
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

    impl<'a> Sample<'a> for HeartbeatRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            HeartbeatRequest {
                group_id: g.string(),
                generation_id: g.int32(),
                member_id: g.string(),
                group_instance_id: if version >= 3 {
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

    impl<'a> Sample<'a> for HeartbeatResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            HeartbeatResponse {
                throttle_time_ms: if version >= 1 { g.int32() } else { 0 },
                error_code: g.int16(),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

//! Generated from `RemoveRaftVoterRequest.json` and `RemoveRaftVoterResponse.json` by `codegen`; do not edit.
//!
//! RemoveRaftVoter, API key 81: requests in versions 0, responses in versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Decode, DecodeError, Encode,
    EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid, VersionRange,
    Writer,
};

/// The RemoveRaftVoter request: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RemoveRaftVoterRequest<'a> {
    /// `string`, versions 0+, nullable in 0+.
    pub cluster_id: Option<&'a str>,
    /// `int32`, versions 0+.
    pub voter_id: i32,
    /// `uuid`, versions 0+.
    pub voter_directory_id: Uuid,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RemoveRaftVoterRequest<'_> {
    fn default() -> Self {
        RemoveRaftVoterRequest {
            cluster_id: Some(""),
            voter_id: 0,
            voter_directory_id: Uuid::ZERO,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for RemoveRaftVoterRequest<'a> {
    const NAME: &'static str = "RemoveRaftVoterRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(81));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for RemoveRaftVoterRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("RemoveRaftVoterRequest");
        let mut this = RemoveRaftVoterRequest {
            cluster_id: r.nullable_string("ClusterId", flexible, true)?,
            voter_id: r.int32("VoterId")?,
            voter_directory_id: r.uuid("VoterDirectoryId")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for RemoveRaftVoterRequest<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::nullable_string(self.cluster_id, flexible);
        n += 4;
        n += 16;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("RemoveRaftVoterRequest");
        w.nullable_string("ClusterId", self.cluster_id, flexible, true, version)?;
        w.int32(self.voter_id)?;
        w.uuid(self.voter_directory_id)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The RemoveRaftVoter response: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RemoveRaftVoterResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+, ignorable.
    pub error_message: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RemoveRaftVoterResponse<'_> {
    fn default() -> Self {
        RemoveRaftVoterResponse {
            throttle_time_ms: 0,
            error_code: 0,
            error_message: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for RemoveRaftVoterResponse<'a> {
    const NAME: &'static str = "RemoveRaftVoterResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(81));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for RemoveRaftVoterResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("RemoveRaftVoterResponse");
        let mut this = RemoveRaftVoterResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for RemoveRaftVoterResponse<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("RemoveRaftVoterResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
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

    impl<'a> Sample<'a> for RemoveRaftVoterRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            RemoveRaftVoterRequest {
                cluster_id: g.maybe(true, |g| g.string()),
                voter_id: g.int32(),
                voter_directory_id: g.uuid(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for RemoveRaftVoterResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            RemoveRaftVoterResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

//! Generated from `ShareGroupHeartbeatRequest.json` and `ShareGroupHeartbeatResponse.json` by `codegen`; do not edit.
//!
//! ShareGroupHeartbeat, API key 76: requests in versions 1, responses in versions 1; flexible from version 1.

use crate::{
    check_decode_version, check_encode_version, encode_nullable, len, nullable_len, ApiKey, Array,
    Decode, DecodeError, Element, Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen,
    TaggedWriter, Trace, Uuid, VersionRange, Writer,
};

/// The ShareGroupHeartbeat request: versions 1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ShareGroupHeartbeatRequest<'a> {
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// `string`, versions 0+.
    pub member_id: &'a str,
    /// `int32`, versions 0+.
    pub member_epoch: i32,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub rack_id: Option<&'a str>,
    /// `[]string`, versions 0+, nullable in 0+; default null.
    pub subscribed_topic_names: Option<Array<'a, &'a str>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ShareGroupHeartbeatRequest<'_> {
    fn default() -> Self {
        ShareGroupHeartbeatRequest {
            group_id: "",
            member_id: "",
            member_epoch: 0,
            rack_id: None,
            subscribed_topic_names: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ShareGroupHeartbeatRequest<'a> {
    const NAME: &'static str = "ShareGroupHeartbeatRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(76));
    const VERSIONS: VersionRange = VersionRange::new(1, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for ShareGroupHeartbeatRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ShareGroupHeartbeatRequest");
        let mut this = ShareGroupHeartbeatRequest {
            group_id: r.string("GroupId", flexible)?,
            member_id: r.string("MemberId", flexible)?,
            member_epoch: r.int32("MemberEpoch")?,
            rack_id: r.nullable_string("RackId", flexible, true)?,
            subscribed_topic_names: r.nullable_array(
                "SubscribedTopicNames",
                version,
                flexible,
                true,
            )?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ShareGroupHeartbeatRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.group_id, flexible);
        n += len::string(self.member_id, flexible);
        n += 4;
        n += len::nullable_string(self.rack_id, flexible);
        n += nullable_len(&self.subscribed_topic_names, version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ShareGroupHeartbeatRequest");
        w.string("GroupId", self.group_id, flexible)?;
        w.string("MemberId", self.member_id, flexible)?;
        w.int32(self.member_epoch)?;
        w.nullable_string("RackId", self.rack_id, flexible, true, version)?;
        encode_nullable(
            &self.subscribed_topic_names,
            w,
            "SubscribedTopicNames",
            version,
            flexible,
            true,
        )?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The ShareGroupHeartbeat response: versions 1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ShareGroupHeartbeatResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub error_message: Option<&'a str>,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub member_id: Option<&'a str>,
    /// `int32`, versions 0+.
    pub member_epoch: i32,
    /// `int32`, versions 0+.
    pub heartbeat_interval_ms: i32,
    /// `Assignment`, versions 0+, nullable in 0+; default null.
    pub assignment: Option<Assignment<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ShareGroupHeartbeatResponse<'_> {
    fn default() -> Self {
        ShareGroupHeartbeatResponse {
            throttle_time_ms: 0,
            error_code: 0,
            error_message: None,
            member_id: None,
            member_epoch: 0,
            heartbeat_interval_ms: 0,
            assignment: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ShareGroupHeartbeatResponse<'a> {
    const NAME: &'static str = "ShareGroupHeartbeatResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(76));
    const VERSIONS: VersionRange = VersionRange::new(1, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for ShareGroupHeartbeatResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ShareGroupHeartbeatResponse");
        let mut this = ShareGroupHeartbeatResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            member_id: r.nullable_string("MemberId", flexible, true)?,
            member_epoch: r.int32("MemberEpoch")?,
            heartbeat_interval_ms: r.int32("HeartbeatIntervalMs")?,
            assignment: r.nullable_nested("Assignment", "Assignment", version, true)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ShareGroupHeartbeatResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        n += len::nullable_string(self.member_id, flexible);
        n += 4;
        n += 4;
        n += 1 + self
            .assignment
            .as_ref()
            .map_or(0, |s| s.encoded_len(version));
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ShareGroupHeartbeatResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        w.nullable_string("MemberId", self.member_id, flexible, true, version)?;
        w.int32(self.member_epoch)?;
        w.int32(self.heartbeat_interval_ms)?;
        w.nullable_nested("Assignment", self.assignment.as_ref(), true, version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The value of `ShareGroupHeartbeatResponse.Assignment`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Assignment<'a> {
    /// `[]TopicPartitions`, versions 0+.
    pub topic_partitions: Array<'a, TopicPartitions<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for Assignment<'_> {
    fn default() -> Self {
        Assignment {
            topic_partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for Assignment<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Assignment");
        let mut this = Assignment {
            topic_partitions: r.array("TopicPartitions", version, flexible)?,
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
        let flexible = true;
        let outer = r.begin_struct("Assignment");
        r.skip_array::<TopicPartitions<'a>>("TopicPartitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for Assignment<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += self.topic_partitions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("Assignment");
        self.topic_partitions
            .encode(w, "TopicPartitions", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// `TopicPartitions`, a struct shared by several fields of ShareGroupHeartbeatResponse.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TopicPartitions<'a> {
    /// `uuid`, versions 0+.
    pub topic_id: Uuid,
    /// `[]int32`, versions 0+.
    pub partitions: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for TopicPartitions<'_> {
    fn default() -> Self {
        TopicPartitions {
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for TopicPartitions<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("TopicPartitions");
        let mut this = TopicPartitions {
            topic_id: r.uuid("TopicId")?,
            partitions: r.array("Partitions", version, flexible)?,
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
        let flexible = true;
        let outer = r.begin_struct("TopicPartitions");
        r.skip_fixed("TopicId", 16)?;
        r.skip_array::<i32>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for TopicPartitions<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 16;
        n += self.partitions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("TopicPartitions");
        w.uuid(self.topic_id)?;
        self.partitions.encode(w, "Partitions", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for TopicPartitions<'a> {
    const TYPE_NAME: &'static str = "TopicPartitions";
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

    impl<'a> Sample<'a> for ShareGroupHeartbeatRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            ShareGroupHeartbeatRequest {
                group_id: g.string(),
                member_id: g.string(),
                member_epoch: g.int32(),
                rack_id: g.maybe(true, |g| g.string()),
                subscribed_topic_names: g.maybe(true, |g| g.array(|g| g.string())),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ShareGroupHeartbeatResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ShareGroupHeartbeatResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                member_id: g.maybe(true, |g| g.string()),
                member_epoch: g.int32(),
                heartbeat_interval_ms: g.int32(),
                assignment: g.maybe(true, |g| Assignment::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for Assignment<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            Assignment {
                topic_partitions: g.array(|g| TopicPartitions::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for TopicPartitions<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            TopicPartitions {
                topic_id: g.uuid(),
                partitions: g.array(|g| g.int32()),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

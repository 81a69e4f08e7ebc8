//! Generated from `ConsumerGroupHeartbeatRequest.json` and `ConsumerGroupHeartbeatResponse.json` by `codegen`; do not edit.
//!
//! ConsumerGroupHeartbeat, API key 68: requests in versions 0-1, responses in versions 0-1; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, encode_nullable, len, nullable_len, ApiKey, Array,
    Decode, DecodeError, Element, Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen,
    TaggedWriter, Trace, Uuid, VersionRange, Writer,
};

/// The ConsumerGroupHeartbeat request: versions 0-1, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ConsumerGroupHeartbeatRequest<'a> {
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// `string`, versions 0+.
    pub member_id: &'a str,
    /// `int32`, versions 0+.
    pub member_epoch: i32,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub instance_id: Option<&'a str>,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub rack_id: Option<&'a str>,
    /// `int32`, versions 0+; default -1.
    pub rebalance_timeout_ms: i32,
    /// `[]string`, versions 0+, nullable in 0+; default null.
    pub subscribed_topic_names: Option<Array<'a, &'a str>>,
    /// `string`, versions 1+, nullable in 1+; default null.
    pub subscribed_topic_regex: Option<&'a str>,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub server_assignor: Option<&'a str>,
    /// `[]TopicPartitions`, versions 0+, nullable in 0+; default null.
    pub topic_partitions: Option<Array<'a, RequestTopicPartitions<'a>>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ConsumerGroupHeartbeatRequest<'_> {
    fn default() -> Self {
        ConsumerGroupHeartbeatRequest {
            group_id: "",
            member_id: "",
            member_epoch: 0,
            instance_id: None,
            rack_id: None,
            rebalance_timeout_ms: -1,
            subscribed_topic_names: None,
            subscribed_topic_regex: None,
            server_assignor: None,
            topic_partitions: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ConsumerGroupHeartbeatRequest<'a> {
    const NAME: &'static str = "ConsumerGroupHeartbeatRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(68));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for ConsumerGroupHeartbeatRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ConsumerGroupHeartbeatRequest");
        let mut this = ConsumerGroupHeartbeatRequest {
            group_id: r.string("GroupId", flexible)?,
            member_id: r.string("MemberId", flexible)?,
            member_epoch: r.int32("MemberEpoch")?,
            instance_id: r.nullable_string("InstanceId", flexible, true)?,
            rack_id: r.nullable_string("RackId", flexible, true)?,
            rebalance_timeout_ms: r.int32("RebalanceTimeoutMs")?,
            subscribed_topic_names: r.nullable_array(
                "SubscribedTopicNames",
                version,
                flexible,
                true,
            )?,
            subscribed_topic_regex: if version >= 1 {
                r.nullable_string("SubscribedTopicRegex", flexible, true)?
            } else {
                None
            },
            server_assignor: r.nullable_string("ServerAssignor", flexible, true)?,
            topic_partitions: r.nullable_array("TopicPartitions", version, flexible, true)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ConsumerGroupHeartbeatRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.group_id, flexible);
        n += len::string(self.member_id, flexible);
        n += 4;
        n += len::nullable_string(self.instance_id, flexible);
        n += len::nullable_string(self.rack_id, flexible);
        n += 4;
        n += nullable_len(&self.subscribed_topic_names, version, flexible);
        if version >= 1 {
            n += len::nullable_string(self.subscribed_topic_regex, flexible);
        }
        n += len::nullable_string(self.server_assignor, flexible);
        n += nullable_len(&self.topic_partitions, version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ConsumerGroupHeartbeatRequest");
        w.string("GroupId", self.group_id, flexible)?;
        w.string("MemberId", self.member_id, flexible)?;
        w.int32(self.member_epoch)?;
        w.nullable_string("InstanceId", self.instance_id, flexible, true, version)?;
        w.nullable_string("RackId", self.rack_id, flexible, true, version)?;
        w.int32(self.rebalance_timeout_ms)?;
        encode_nullable(
            &self.subscribed_topic_names,
            w,
            "SubscribedTopicNames",
            version,
            flexible,
            true,
        )?;
        if version >= 1 {
            w.nullable_string(
                "SubscribedTopicRegex",
                self.subscribed_topic_regex,
                flexible,
                true,
                version,
            )?;
        } else if !self.subscribed_topic_regex.is_none() {
            return Err(w.not_in_version("SubscribedTopicRegex", version));
        }
        w.nullable_string(
            "ServerAssignor",
            self.server_assignor,
            flexible,
            true,
            version,
        )?;
        encode_nullable(
            &self.topic_partitions,
            w,
            "TopicPartitions",
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

/// An element of `ConsumerGroupHeartbeatRequest.TopicPartitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RequestTopicPartitions<'a> {
    /// `uuid`, versions 0+.
    pub topic_id: Uuid,
    /// `[]int32`, versions 0+.
    pub partitions: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RequestTopicPartitions<'_> {
    fn default() -> Self {
        RequestTopicPartitions {
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for RequestTopicPartitions<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("TopicPartitions");
        let mut this = RequestTopicPartitions {
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

impl Encode for RequestTopicPartitions<'_> {
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

impl<'a> Element<'a> for RequestTopicPartitions<'a> {
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

/// The ConsumerGroupHeartbeat response: versions 0-1, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ConsumerGroupHeartbeatResponse<'a> {
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

impl Default for ConsumerGroupHeartbeatResponse<'_> {
    fn default() -> Self {
        ConsumerGroupHeartbeatResponse {
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

impl<'a> Message<'a> for ConsumerGroupHeartbeatResponse<'a> {
    const NAME: &'static str = "ConsumerGroupHeartbeatResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(68));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for ConsumerGroupHeartbeatResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ConsumerGroupHeartbeatResponse");
        let mut this = ConsumerGroupHeartbeatResponse {
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

impl Encode for ConsumerGroupHeartbeatResponse<'_> {
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
        let outer = w.begin_struct("ConsumerGroupHeartbeatResponse");
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

/// The value of `ConsumerGroupHeartbeatResponse.Assignment`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Assignment<'a> {
    /// `[]TopicPartitions`, versions 0+.
    pub topic_partitions: Array<'a, ResponseTopicPartitions<'a>>,
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
        r.skip_array::<ResponseTopicPartitions<'a>>("TopicPartitions", version, flexible, false)?;
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

/// `TopicPartitions`, a struct shared by several fields of ConsumerGroupHeartbeatResponse.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ResponseTopicPartitions<'a> {
    /// `uuid`, versions 0+.
    pub topic_id: Uuid,
    /// `[]int32`, versions 0+.
    pub partitions: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ResponseTopicPartitions<'_> {
    fn default() -> Self {
        ResponseTopicPartitions {
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ResponseTopicPartitions<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("TopicPartitions");
        let mut this = ResponseTopicPartitions {
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

impl Encode for ResponseTopicPartitions<'_> {
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

impl<'a> Element<'a> for ResponseTopicPartitions<'a> {
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

    impl<'a> Sample<'a> for ConsumerGroupHeartbeatRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ConsumerGroupHeartbeatRequest {
                group_id: g.string(),
                member_id: g.string(),
                member_epoch: g.int32(),
                instance_id: g.maybe(true, |g| g.string()),
                rack_id: g.maybe(true, |g| g.string()),
                rebalance_timeout_ms: g.int32(),
                subscribed_topic_names: g.maybe(true, |g| g.array(|g| g.string())),
                subscribed_topic_regex: if version >= 1 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                server_assignor: g.maybe(true, |g| g.string()),
                topic_partitions: g.maybe(true, |g| {
                    g.array(|g| RequestTopicPartitions::sample(g, version))
                }),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for RequestTopicPartitions<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            RequestTopicPartitions {
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

    impl<'a> Sample<'a> for ConsumerGroupHeartbeatResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ConsumerGroupHeartbeatResponse {
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
                topic_partitions: g.array(|g| ResponseTopicPartitions::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ResponseTopicPartitions<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            ResponseTopicPartitions {
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

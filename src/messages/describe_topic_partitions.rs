//! Generated from `DescribeTopicPartitionsRequest.json` and `DescribeTopicPartitionsResponse.json` by `codegen`; do not edit.
//!
//! DescribeTopicPartitions, API key 75: requests in versions 0, responses in versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, encode_nullable, len, nullable_len, ApiKey, Array,
    Decode, DecodeError, Element, Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen,
    TaggedWriter, Trace, Uuid, VersionRange, Writer,
};

/// The DescribeTopicPartitions request: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeTopicPartitionsRequest<'a> {
    /// `[]TopicRequest`, versions 0+.
    pub topics: Array<'a, TopicRequest<'a>>,
    /// `int32`, versions 0+; default 2000.
    pub response_partition_limit: i32,
    /// `Cursor`, versions 0+, nullable in 0+; default null.
    pub cursor: Option<RequestCursor<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeTopicPartitionsRequest<'_> {
    fn default() -> Self {
        DescribeTopicPartitionsRequest {
            topics: Array::empty(),
            response_partition_limit: 2000,
            cursor: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeTopicPartitionsRequest<'a> {
    const NAME: &'static str = "DescribeTopicPartitionsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(75));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for DescribeTopicPartitionsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeTopicPartitionsRequest");
        let mut this = DescribeTopicPartitionsRequest {
            topics: r.array("Topics", version, flexible)?,
            response_partition_limit: r.int32("ResponsePartitionLimit")?,
            cursor: r.nullable_nested("Cursor", "Cursor", version, true)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeTopicPartitionsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += self.topics.encoded_len(version, flexible);
        n += 4;
        n += 1 + self.cursor.as_ref().map_or(0, |s| s.encoded_len(version));
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeTopicPartitionsRequest");
        self.topics.encode(w, "Topics", version, flexible)?;
        w.int32(self.response_partition_limit)?;
        w.nullable_nested("Cursor", self.cursor.as_ref(), true, version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DescribeTopicPartitionsRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TopicRequest<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for TopicRequest<'_> {
    fn default() -> Self {
        TopicRequest {
            name: "",
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for TopicRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("TopicRequest");
        let mut this = TopicRequest {
            name: r.string("Name", flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<(), DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("TopicRequest");
        r.skip_string("Name", flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for TopicRequest<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.name, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("TopicRequest");
        w.string("Name", self.name, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for TopicRequest<'a> {
    const TYPE_NAME: &'static str = "TopicRequest";
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

/// The value of `DescribeTopicPartitionsRequest.Cursor`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RequestCursor<'a> {
    /// `string`, versions 0+.
    pub topic_name: &'a str,
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RequestCursor<'_> {
    fn default() -> Self {
        RequestCursor {
            topic_name: "",
            partition_index: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for RequestCursor<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Cursor");
        let mut this = RequestCursor {
            topic_name: r.string("TopicName", flexible)?,
            partition_index: r.int32("PartitionIndex")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<(), DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Cursor");
        r.skip_string("TopicName", flexible, false)?;
        r.skip_fixed("PartitionIndex", 4)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for RequestCursor<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.topic_name, flexible);
        n += 4;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("Cursor");
        w.string("TopicName", self.topic_name, flexible)?;
        w.int32(self.partition_index)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The DescribeTopicPartitions response: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeTopicPartitionsResponse<'a> {
    /// `int32`, versions 0+, ignorable.
    pub throttle_time_ms: i32,
    /// `[]DescribeTopicPartitionsResponseTopic`, versions 0+.
    pub topics: Array<'a, DescribeTopicPartitionsResponseTopic<'a>>,
    /// `Cursor`, versions 0+, nullable in 0+; default null.
    pub next_cursor: Option<ResponseCursor<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeTopicPartitionsResponse<'_> {
    fn default() -> Self {
        DescribeTopicPartitionsResponse {
            throttle_time_ms: 0,
            topics: Array::empty(),
            next_cursor: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeTopicPartitionsResponse<'a> {
    const NAME: &'static str = "DescribeTopicPartitionsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(75));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for DescribeTopicPartitionsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeTopicPartitionsResponse");
        let mut this = DescribeTopicPartitionsResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            topics: r.array("Topics", version, flexible)?,
            next_cursor: r.nullable_nested("NextCursor", "Cursor", version, true)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeTopicPartitionsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += self.topics.encoded_len(version, flexible);
        n += 1 + self
            .next_cursor
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
        let outer = w.begin_struct("DescribeTopicPartitionsResponse");
        w.int32(self.throttle_time_ms)?;
        self.topics.encode(w, "Topics", version, flexible)?;
        w.nullable_nested("NextCursor", self.next_cursor.as_ref(), true, version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DescribeTopicPartitionsResponse.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeTopicPartitionsResponseTopic<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub name: Option<&'a str>,
    /// `uuid`, versions 0+, ignorable.
    pub topic_id: Uuid,
    /// `bool`, versions 0+, ignorable; default false.
    pub is_internal: bool,
    /// `[]DescribeTopicPartitionsResponsePartition`, versions 0+.
    pub partitions: Array<'a, DescribeTopicPartitionsResponsePartition<'a>>,
    /// `int32`, versions 0+; default -2147483648.
    pub topic_authorized_operations: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeTopicPartitionsResponseTopic<'_> {
    fn default() -> Self {
        DescribeTopicPartitionsResponseTopic {
            error_code: 0,
            name: Some(""),
            topic_id: Uuid::ZERO,
            is_internal: false,
            partitions: Array::empty(),
            topic_authorized_operations: -2147483648,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeTopicPartitionsResponseTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("DescribeTopicPartitionsResponseTopic");
        let mut this = DescribeTopicPartitionsResponseTopic {
            error_code: r.int16("ErrorCode")?,
            name: r.nullable_string("Name", flexible, true)?,
            topic_id: r.uuid("TopicId")?,
            is_internal: r.bool("IsInternal")?,
            partitions: r.array("Partitions", version, flexible)?,
            topic_authorized_operations: r.int32("TopicAuthorizedOperations")?,
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
        let outer = r.begin_struct("DescribeTopicPartitionsResponseTopic");
        r.skip_fixed("ErrorCode", 2)?;
        r.skip_string("Name", flexible, true)?;
        r.skip_fixed("TopicId", 16)?;
        r.skip_bool("IsInternal")?;
        r.skip_array::<DescribeTopicPartitionsResponsePartition<'a>>(
            "Partitions",
            version,
            flexible,
            false,
        )?;
        r.skip_fixed("TopicAuthorizedOperations", 4)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeTopicPartitionsResponseTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 2;
        n += len::nullable_string(self.name, flexible);
        n += 16;
        n += 1;
        n += self.partitions.encoded_len(version, flexible);
        n += 4;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("DescribeTopicPartitionsResponseTopic");
        w.int16(self.error_code)?;
        w.nullable_string("Name", self.name, flexible, true, version)?;
        w.uuid(self.topic_id)?;
        w.bool(self.is_internal)?;
        self.partitions.encode(w, "Partitions", version, flexible)?;
        w.int32(self.topic_authorized_operations)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for DescribeTopicPartitionsResponseTopic<'a> {
    const TYPE_NAME: &'static str = "DescribeTopicPartitionsResponseTopic";
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

/// An element of `DescribeTopicPartitionsResponseTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeTopicPartitionsResponsePartition<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int32`, versions 0+.
    pub leader_id: i32,
    /// `int32`, versions 0+, ignorable; default -1.
    pub leader_epoch: i32,
    /// `[]int32`, versions 0+.
    pub replica_nodes: Array<'a, i32>,
    /// `[]int32`, versions 0+.
    pub isr_nodes: Array<'a, i32>,
    /// `[]int32`, versions 0+, nullable in 0+; default null.
    pub eligible_leader_replicas: Option<Array<'a, i32>>,
    /// `[]int32`, versions 0+, nullable in 0+; default null.
    pub last_known_elr: Option<Array<'a, i32>>,
    /// `[]int32`, versions 0+, ignorable.
    pub offline_replicas: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeTopicPartitionsResponsePartition<'_> {
    fn default() -> Self {
        DescribeTopicPartitionsResponsePartition {
            error_code: 0,
            partition_index: 0,
            leader_id: 0,
            leader_epoch: -1,
            replica_nodes: Array::empty(),
            isr_nodes: Array::empty(),
            eligible_leader_replicas: None,
            last_known_elr: None,
            offline_replicas: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeTopicPartitionsResponsePartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("DescribeTopicPartitionsResponsePartition");
        let mut this = DescribeTopicPartitionsResponsePartition {
            error_code: r.int16("ErrorCode")?,
            partition_index: r.int32("PartitionIndex")?,
            leader_id: r.int32("LeaderId")?,
            leader_epoch: r.int32("LeaderEpoch")?,
            replica_nodes: r.array("ReplicaNodes", version, flexible)?,
            isr_nodes: r.array("IsrNodes", version, flexible)?,
            eligible_leader_replicas: r.nullable_array(
                "EligibleLeaderReplicas",
                version,
                flexible,
                true,
            )?,
            last_known_elr: r.nullable_array("LastKnownElr", version, flexible, true)?,
            offline_replicas: r.array("OfflineReplicas", version, flexible)?,
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
        let outer = r.begin_struct("DescribeTopicPartitionsResponsePartition");
        r.skip_fixed_run(&[
            ("ErrorCode", 2),
            ("PartitionIndex", 4),
            ("LeaderId", 4),
            ("LeaderEpoch", 4),
        ])?;
        r.skip_array::<i32>("ReplicaNodes", version, flexible, false)?;
        r.skip_array::<i32>("IsrNodes", version, flexible, false)?;
        r.skip_array::<i32>("EligibleLeaderReplicas", version, flexible, true)?;
        r.skip_array::<i32>("LastKnownElr", version, flexible, true)?;
        r.skip_array::<i32>("OfflineReplicas", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeTopicPartitionsResponsePartition<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 2;
        n += 4;
        n += 4;
        n += 4;
        n += self.replica_nodes.encoded_len(version, flexible);
        n += self.isr_nodes.encoded_len(version, flexible);
        n += nullable_len(&self.eligible_leader_replicas, version, flexible);
        n += nullable_len(&self.last_known_elr, version, flexible);
        n += self.offline_replicas.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("DescribeTopicPartitionsResponsePartition");
        w.int16(self.error_code)?;
        w.int32(self.partition_index)?;
        w.int32(self.leader_id)?;
        w.int32(self.leader_epoch)?;
        self.replica_nodes
            .encode(w, "ReplicaNodes", version, flexible)?;
        self.isr_nodes.encode(w, "IsrNodes", version, flexible)?;
        encode_nullable(
            &self.eligible_leader_replicas,
            w,
            "EligibleLeaderReplicas",
            version,
            flexible,
            true,
        )?;
        encode_nullable(
            &self.last_known_elr,
            w,
            "LastKnownElr",
            version,
            flexible,
            true,
        )?;
        self.offline_replicas
            .encode(w, "OfflineReplicas", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for DescribeTopicPartitionsResponsePartition<'a> {
    const TYPE_NAME: &'static str = "DescribeTopicPartitionsResponsePartition";
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

/// The value of `DescribeTopicPartitionsResponse.NextCursor`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ResponseCursor<'a> {
    /// `string`, versions 0+.
    pub topic_name: &'a str,
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ResponseCursor<'_> {
    fn default() -> Self {
        ResponseCursor {
            topic_name: "",
            partition_index: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ResponseCursor<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Cursor");
        let mut this = ResponseCursor {
            topic_name: r.string("TopicName", flexible)?,
            partition_index: r.int32("PartitionIndex")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<(), DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Cursor");
        r.skip_string("TopicName", flexible, false)?;
        r.skip_fixed("PartitionIndex", 4)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ResponseCursor<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.topic_name, flexible);
        n += 4;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("Cursor");
        w.string("TopicName", self.topic_name, flexible)?;
        w.int32(self.partition_index)?;
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

    impl<'a> Sample<'a> for DescribeTopicPartitionsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeTopicPartitionsRequest {
                topics: g.array(|g| TopicRequest::sample(g, version)),
                response_partition_limit: g.int32(),
                cursor: g.maybe(true, |g| RequestCursor::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for TopicRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            TopicRequest {
                name: g.string(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for RequestCursor<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            RequestCursor {
                topic_name: g.string(),
                partition_index: g.int32(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeTopicPartitionsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeTopicPartitionsResponse {
                throttle_time_ms: g.int32(),
                topics: g.array(|g| DescribeTopicPartitionsResponseTopic::sample(g, version)),
                next_cursor: g.maybe(true, |g| ResponseCursor::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeTopicPartitionsResponseTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeTopicPartitionsResponseTopic {
                error_code: g.int16(),
                name: g.maybe(true, |g| g.string()),
                topic_id: g.uuid(),
                is_internal: g.bool(),
                partitions: g
                    .array(|g| DescribeTopicPartitionsResponsePartition::sample(g, version)),
                topic_authorized_operations: g.int32(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeTopicPartitionsResponsePartition<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            DescribeTopicPartitionsResponsePartition {
                error_code: g.int16(),
                partition_index: g.int32(),
                leader_id: g.int32(),
                leader_epoch: g.int32(),
                replica_nodes: g.array(|g| g.int32()),
                isr_nodes: g.array(|g| g.int32()),
                eligible_leader_replicas: g.maybe(true, |g| g.array(|g| g.int32())),
                last_known_elr: g.maybe(true, |g| g.array(|g| g.int32())),
                offline_replicas: g.array(|g| g.int32()),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ResponseCursor<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            ResponseCursor {
                topic_name: g.string(),
                partition_index: g.int32(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

//! Generated from `ShareAcknowledgeRequest.json` and `ShareAcknowledgeResponse.json` by `codegen`; do not edit.
//!
//! ShareAcknowledge, API key 79: requests in versions 1, responses in versions 1; flexible from version 1.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid,
    VersionRange, Writer,
};

/// The ShareAcknowledge request: versions 1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ShareAcknowledgeRequest<'a> {
    /// `string`, versions 0+, nullable in 0+; default null.
    pub group_id: Option<&'a str>,
    /// `string`, versions 0+, nullable in 0+.
    pub member_id: Option<&'a str>,
    /// `int32`, versions 0+.
    pub share_session_epoch: i32,
    /// `[]AcknowledgeTopic`, versions 0+.
    pub topics: Array<'a, AcknowledgeTopic<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ShareAcknowledgeRequest<'_> {
    fn default() -> Self {
        ShareAcknowledgeRequest {
            group_id: None,
            member_id: Some(""),
            share_session_epoch: 0,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ShareAcknowledgeRequest<'a> {
    const NAME: &'static str = "ShareAcknowledgeRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(79));
    const VERSIONS: VersionRange = VersionRange::new(1, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for ShareAcknowledgeRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ShareAcknowledgeRequest");
        let mut this = ShareAcknowledgeRequest {
            group_id: r.nullable_string("GroupId", flexible, true)?,
            member_id: r.nullable_string("MemberId", flexible, true)?,
            share_session_epoch: r.int32("ShareSessionEpoch")?,
            topics: r.array("Topics", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ShareAcknowledgeRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::nullable_string(self.group_id, flexible);
        n += len::nullable_string(self.member_id, flexible);
        n += 4;
        n += self.topics.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ShareAcknowledgeRequest");
        w.nullable_string("GroupId", self.group_id, flexible, true, version)?;
        w.nullable_string("MemberId", self.member_id, flexible, true, version)?;
        w.int32(self.share_session_epoch)?;
        self.topics.encode(w, "Topics", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `ShareAcknowledgeRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AcknowledgeTopic<'a> {
    /// `uuid`, versions 0+.
    pub topic_id: Uuid,
    /// `[]AcknowledgePartition`, versions 0+.
    pub partitions: Array<'a, AcknowledgePartition<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AcknowledgeTopic<'_> {
    fn default() -> Self {
        AcknowledgeTopic {
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AcknowledgeTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("AcknowledgeTopic");
        let mut this = AcknowledgeTopic {
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
        let outer = r.begin_struct("AcknowledgeTopic");
        r.skip_fixed("TopicId", 16)?;
        r.skip_array::<AcknowledgePartition<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for AcknowledgeTopic<'_> {
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
        let outer = w.begin_struct("AcknowledgeTopic");
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

impl<'a> Element<'a> for AcknowledgeTopic<'a> {
    const TYPE_NAME: &'static str = "AcknowledgeTopic";
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

/// An element of `AcknowledgeTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AcknowledgePartition<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `[]AcknowledgementBatch`, versions 0+.
    pub acknowledgement_batches: Array<'a, AcknowledgementBatch<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AcknowledgePartition<'_> {
    fn default() -> Self {
        AcknowledgePartition {
            partition_index: 0,
            acknowledgement_batches: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AcknowledgePartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("AcknowledgePartition");
        let mut this = AcknowledgePartition {
            partition_index: r.int32("PartitionIndex")?,
            acknowledgement_batches: r.array("AcknowledgementBatches", version, flexible)?,
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
        let outer = r.begin_struct("AcknowledgePartition");
        r.skip_fixed("PartitionIndex", 4)?;
        r.skip_array::<AcknowledgementBatch<'a>>(
            "AcknowledgementBatches",
            version,
            flexible,
            false,
        )?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for AcknowledgePartition<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += self.acknowledgement_batches.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("AcknowledgePartition");
        w.int32(self.partition_index)?;
        self.acknowledgement_batches
            .encode(w, "AcknowledgementBatches", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for AcknowledgePartition<'a> {
    const TYPE_NAME: &'static str = "AcknowledgePartition";
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

/// An element of `AcknowledgePartition.AcknowledgementBatches`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AcknowledgementBatch<'a> {
    /// `int64`, versions 0+.
    pub first_offset: i64,
    /// `int64`, versions 0+.
    pub last_offset: i64,
    /// `[]int8`, versions 0+.
    pub acknowledge_types: Array<'a, i8>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AcknowledgementBatch<'_> {
    fn default() -> Self {
        AcknowledgementBatch {
            first_offset: 0,
            last_offset: 0,
            acknowledge_types: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AcknowledgementBatch<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("AcknowledgementBatch");
        let mut this = AcknowledgementBatch {
            first_offset: r.int64("FirstOffset")?,
            last_offset: r.int64("LastOffset")?,
            acknowledge_types: r.array("AcknowledgeTypes", version, flexible)?,
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
        let outer = r.begin_struct("AcknowledgementBatch");
        r.skip_fixed_run(&[("FirstOffset", 8), ("LastOffset", 8)])?;
        r.skip_array::<i8>("AcknowledgeTypes", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for AcknowledgementBatch<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 8;
        n += 8;
        n += self.acknowledge_types.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("AcknowledgementBatch");
        w.int64(self.first_offset)?;
        w.int64(self.last_offset)?;
        self.acknowledge_types
            .encode(w, "AcknowledgeTypes", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for AcknowledgementBatch<'a> {
    const TYPE_NAME: &'static str = "AcknowledgementBatch";
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

/// The ShareAcknowledge response: versions 1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ShareAcknowledgeResponse<'a> {
    /// `int32`, versions 0+, ignorable.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+, ignorable.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub error_message: Option<&'a str>,
    /// `[]ShareAcknowledgeTopicResponse`, versions 0+.
    pub responses: Array<'a, ShareAcknowledgeTopicResponse<'a>>,
    /// `[]NodeEndpoint`, versions 0+.
    pub node_endpoints: Array<'a, NodeEndpoint<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ShareAcknowledgeResponse<'_> {
    fn default() -> Self {
        ShareAcknowledgeResponse {
            throttle_time_ms: 0,
            error_code: 0,
            error_message: None,
            responses: Array::empty(),
            node_endpoints: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ShareAcknowledgeResponse<'a> {
    const NAME: &'static str = "ShareAcknowledgeResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(79));
    const VERSIONS: VersionRange = VersionRange::new(1, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for ShareAcknowledgeResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ShareAcknowledgeResponse");
        let mut this = ShareAcknowledgeResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            responses: r.array("Responses", version, flexible)?,
            node_endpoints: r.array("NodeEndpoints", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ShareAcknowledgeResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        n += self.responses.encoded_len(version, flexible);
        n += self.node_endpoints.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ShareAcknowledgeResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        self.responses.encode(w, "Responses", version, flexible)?;
        self.node_endpoints
            .encode(w, "NodeEndpoints", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `ShareAcknowledgeResponse.Responses`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ShareAcknowledgeTopicResponse<'a> {
    /// `uuid`, versions 0+, ignorable.
    pub topic_id: Uuid,
    /// `[]PartitionData`, versions 0+.
    pub partitions: Array<'a, PartitionData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ShareAcknowledgeTopicResponse<'_> {
    fn default() -> Self {
        ShareAcknowledgeTopicResponse {
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ShareAcknowledgeTopicResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("ShareAcknowledgeTopicResponse");
        let mut this = ShareAcknowledgeTopicResponse {
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
        let outer = r.begin_struct("ShareAcknowledgeTopicResponse");
        r.skip_fixed("TopicId", 16)?;
        r.skip_array::<PartitionData<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ShareAcknowledgeTopicResponse<'_> {
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
        let outer = w.begin_struct("ShareAcknowledgeTopicResponse");
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

impl<'a> Element<'a> for ShareAcknowledgeTopicResponse<'a> {
    const TYPE_NAME: &'static str = "ShareAcknowledgeTopicResponse";
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

/// An element of `ShareAcknowledgeTopicResponse.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct PartitionData<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub error_message: Option<&'a str>,
    /// `LeaderIdAndEpoch`, versions 0+.
    pub current_leader: LeaderIdAndEpoch<'a>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for PartitionData<'_> {
    fn default() -> Self {
        PartitionData {
            partition_index: 0,
            error_code: 0,
            error_message: None,
            current_leader: LeaderIdAndEpoch::default(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for PartitionData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("PartitionData");
        let mut this = PartitionData {
            partition_index: r.int32("PartitionIndex")?,
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            current_leader: r.nested("CurrentLeader", "LeaderIdAndEpoch", version)?,
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
        let outer = r.begin_struct("PartitionData");
        r.skip_fixed_run(&[("PartitionIndex", 4), ("ErrorCode", 2)])?;
        r.skip_string("ErrorMessage", flexible, true)?;
        r.skip_nested::<LeaderIdAndEpoch<'a>>("CurrentLeader", version, None)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for PartitionData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        n += self.current_leader.encoded_len(version);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("PartitionData");
        w.int32(self.partition_index)?;
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        self.current_leader.encode(w, version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for PartitionData<'a> {
    const TYPE_NAME: &'static str = "PartitionData";
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

/// The value of `PartitionData.CurrentLeader`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct LeaderIdAndEpoch<'a> {
    /// `int32`, versions 0+.
    pub leader_id: i32,
    /// `int32`, versions 0+.
    pub leader_epoch: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for LeaderIdAndEpoch<'_> {
    fn default() -> Self {
        LeaderIdAndEpoch {
            leader_id: 0,
            leader_epoch: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for LeaderIdAndEpoch<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("LeaderIdAndEpoch");
        let mut this = LeaderIdAndEpoch {
            leader_id: r.int32("LeaderId")?,
            leader_epoch: r.int32("LeaderEpoch")?,
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
        let outer = r.begin_struct("LeaderIdAndEpoch");
        r.skip_fixed_run(&[("LeaderId", 4), ("LeaderEpoch", 4)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for LeaderIdAndEpoch<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 4;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("LeaderIdAndEpoch");
        w.int32(self.leader_id)?;
        w.int32(self.leader_epoch)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `ShareAcknowledgeResponse.NodeEndpoints`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct NodeEndpoint<'a> {
    /// `int32`, versions 0+.
    pub node_id: i32,
    /// `string`, versions 0+.
    pub host: &'a str,
    /// `int32`, versions 0+.
    pub port: i32,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub rack: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for NodeEndpoint<'_> {
    fn default() -> Self {
        NodeEndpoint {
            node_id: 0,
            host: "",
            port: 0,
            rack: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for NodeEndpoint<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("NodeEndpoint");
        let mut this = NodeEndpoint {
            node_id: r.int32("NodeId")?,
            host: r.string("Host", flexible)?,
            port: r.int32("Port")?,
            rack: r.nullable_string("Rack", flexible, true)?,
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
        let outer = r.begin_struct("NodeEndpoint");
        r.skip_fixed("NodeId", 4)?;
        r.skip_string("Host", flexible, false)?;
        r.skip_fixed("Port", 4)?;
        r.skip_string("Rack", flexible, true)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for NodeEndpoint<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += len::string(self.host, flexible);
        n += 4;
        n += len::nullable_string(self.rack, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("NodeEndpoint");
        w.int32(self.node_id)?;
        w.string("Host", self.host, flexible)?;
        w.int32(self.port)?;
        w.nullable_string("Rack", self.rack, flexible, true, version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for NodeEndpoint<'a> {
    const TYPE_NAME: &'static str = "NodeEndpoint";
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

    impl<'a> Sample<'a> for ShareAcknowledgeRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ShareAcknowledgeRequest {
                group_id: g.maybe(true, |g| g.string()),
                member_id: g.maybe(true, |g| g.string()),
                share_session_epoch: g.int32(),
                topics: g.array(|g| AcknowledgeTopic::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AcknowledgeTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AcknowledgeTopic {
                topic_id: g.uuid(),
                partitions: g.array(|g| AcknowledgePartition::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AcknowledgePartition<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AcknowledgePartition {
                partition_index: g.int32(),
                acknowledgement_batches: g.array(|g| AcknowledgementBatch::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AcknowledgementBatch<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            AcknowledgementBatch {
                first_offset: g.int64(),
                last_offset: g.int64(),
                acknowledge_types: g.array(|g| g.int8()),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ShareAcknowledgeResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ShareAcknowledgeResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                responses: g.array(|g| ShareAcknowledgeTopicResponse::sample(g, version)),
                node_endpoints: g.array(|g| NodeEndpoint::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ShareAcknowledgeTopicResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ShareAcknowledgeTopicResponse {
                topic_id: g.uuid(),
                partitions: g.array(|g| PartitionData::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for PartitionData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            PartitionData {
                partition_index: g.int32(),
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                current_leader: LeaderIdAndEpoch::sample(g, version),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for LeaderIdAndEpoch<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            LeaderIdAndEpoch {
                leader_id: g.int32(),
                leader_epoch: g.int32(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for NodeEndpoint<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            NodeEndpoint {
                node_id: g.int32(),
                host: g.string(),
                port: g.int32(),
                rack: g.maybe(true, |g| g.string()),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

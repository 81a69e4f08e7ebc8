//! Generated from `ShareFetchRequest.json` and `ShareFetchResponse.json` by `codegen`; do not edit.
//!
//! ShareFetch, API key 78: requests in versions 1, responses in versions 1; flexible from version 1.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, Records, TaggedFields, TaggedLen, TaggedWriter, Trace,
    Uuid, VersionRange, Writer,
};

/// The ShareFetch request: versions 1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ShareFetchRequest<'a> {
    /// `string`, versions 0+, nullable in 0+; default null.
    pub group_id: Option<&'a str>,
    /// `string`, versions 0+, nullable in 0+.
    pub member_id: Option<&'a str>,
    /// `int32`, versions 0+.
    pub share_session_epoch: i32,
    /// `int32`, versions 0+.
    pub max_wait_ms: i32,
    /// `int32`, versions 0+.
    pub min_bytes: i32,
    /// `int32`, versions 0+; default 0x7fffffff.
    pub max_bytes: i32,
    /// `int32`, versions 1+.
    pub max_records: i32,
    /// `int32`, versions 1+.
    pub batch_size: i32,
    /// `[]FetchTopic`, versions 0+.
    pub topics: Array<'a, FetchTopic<'a>>,
    /// `[]ForgottenTopic`, versions 0+.
    pub forgotten_topics_data: Array<'a, ForgottenTopic<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ShareFetchRequest<'_> {
    fn default() -> Self {
        ShareFetchRequest {
            group_id: None,
            member_id: Some(""),
            share_session_epoch: 0,
            max_wait_ms: 0,
            min_bytes: 0,
            max_bytes: 2147483647,
            max_records: 0,
            batch_size: 0,
            topics: Array::empty(),
            forgotten_topics_data: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ShareFetchRequest<'a> {
    const NAME: &'static str = "ShareFetchRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(78));
    const VERSIONS: VersionRange = VersionRange::new(1, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for ShareFetchRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ShareFetchRequest");
        let mut this = ShareFetchRequest {
            group_id: r.nullable_string("GroupId", flexible, true)?,
            member_id: r.nullable_string("MemberId", flexible, true)?,
            share_session_epoch: r.int32("ShareSessionEpoch")?,
            max_wait_ms: r.int32("MaxWaitMs")?,
            min_bytes: r.int32("MinBytes")?,
            max_bytes: r.int32("MaxBytes")?,
            max_records: r.int32("MaxRecords")?,
            batch_size: r.int32("BatchSize")?,
            topics: r.array("Topics", version, flexible)?,
            forgotten_topics_data: r.array("ForgottenTopicsData", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ShareFetchRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::nullable_string(self.group_id, flexible);
        n += len::nullable_string(self.member_id, flexible);
        n += 4;
        n += 4;
        n += 4;
        n += 4;
        n += 4;
        n += 4;
        n += self.topics.encoded_len(version, flexible);
        n += self.forgotten_topics_data.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ShareFetchRequest");
        w.nullable_string("GroupId", self.group_id, flexible, true, version)?;
        w.nullable_string("MemberId", self.member_id, flexible, true, version)?;
        w.int32(self.share_session_epoch)?;
        w.int32(self.max_wait_ms)?;
        w.int32(self.min_bytes)?;
        w.int32(self.max_bytes)?;
        w.int32(self.max_records)?;
        w.int32(self.batch_size)?;
        self.topics.encode(w, "Topics", version, flexible)?;
        self.forgotten_topics_data
            .encode(w, "ForgottenTopicsData", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `ShareFetchRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FetchTopic<'a> {
    /// `uuid`, versions 0+.
    pub topic_id: Uuid,
    /// `[]FetchPartition`, versions 0+.
    pub partitions: Array<'a, FetchPartition<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for FetchTopic<'_> {
    fn default() -> Self {
        FetchTopic {
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for FetchTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("FetchTopic");
        let mut this = FetchTopic {
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
        let outer = r.begin_struct("FetchTopic");
        r.skip_fixed("TopicId", 16)?;
        r.skip_array::<FetchPartition<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for FetchTopic<'_> {
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
        let outer = w.begin_struct("FetchTopic");
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

impl<'a> Element<'a> for FetchTopic<'a> {
    const TYPE_NAME: &'static str = "FetchTopic";
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

/// An element of `FetchTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FetchPartition<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `[]AcknowledgementBatch`, versions 0+.
    pub acknowledgement_batches: Array<'a, AcknowledgementBatch<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for FetchPartition<'_> {
    fn default() -> Self {
        FetchPartition {
            partition_index: 0,
            acknowledgement_batches: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for FetchPartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("FetchPartition");
        let mut this = FetchPartition {
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
        let outer = r.begin_struct("FetchPartition");
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

impl Encode for FetchPartition<'_> {
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
        let outer = w.begin_struct("FetchPartition");
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

impl<'a> Element<'a> for FetchPartition<'a> {
    const TYPE_NAME: &'static str = "FetchPartition";
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

/// An element of `FetchPartition.AcknowledgementBatches`.
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

/// An element of `ShareFetchRequest.ForgottenTopicsData`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ForgottenTopic<'a> {
    /// `uuid`, versions 0+.
    pub topic_id: Uuid,
    /// `[]int32`, versions 0+.
    pub partitions: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ForgottenTopic<'_> {
    fn default() -> Self {
        ForgottenTopic {
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ForgottenTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("ForgottenTopic");
        let mut this = ForgottenTopic {
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
        let outer = r.begin_struct("ForgottenTopic");
        r.skip_fixed("TopicId", 16)?;
        r.skip_array::<i32>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ForgottenTopic<'_> {
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
        let outer = w.begin_struct("ForgottenTopic");
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

impl<'a> Element<'a> for ForgottenTopic<'a> {
    const TYPE_NAME: &'static str = "ForgottenTopic";
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

/// The ShareFetch response: versions 1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ShareFetchResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub error_message: Option<&'a str>,
    /// `int32`, versions 1+.
    pub acquisition_lock_timeout_ms: i32,
    /// `[]ShareFetchableTopicResponse`, versions 0+.
    pub responses: Array<'a, ShareFetchableTopicResponse<'a>>,
    /// `[]NodeEndpoint`, versions 0+.
    pub node_endpoints: Array<'a, NodeEndpoint<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ShareFetchResponse<'_> {
    fn default() -> Self {
        ShareFetchResponse {
            throttle_time_ms: 0,
            error_code: 0,
            error_message: None,
            acquisition_lock_timeout_ms: 0,
            responses: Array::empty(),
            node_endpoints: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ShareFetchResponse<'a> {
    const NAME: &'static str = "ShareFetchResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(78));
    const VERSIONS: VersionRange = VersionRange::new(1, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for ShareFetchResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ShareFetchResponse");
        let mut this = ShareFetchResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            acquisition_lock_timeout_ms: r.int32("AcquisitionLockTimeoutMs")?,
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

impl Encode for ShareFetchResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        n += 4;
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
        let outer = w.begin_struct("ShareFetchResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        w.int32(self.acquisition_lock_timeout_ms)?;
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

/// An element of `ShareFetchResponse.Responses`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ShareFetchableTopicResponse<'a> {
    /// `uuid`, versions 0+.
    pub topic_id: Uuid,
    /// `[]PartitionData`, versions 0+.
    pub partitions: Array<'a, PartitionData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ShareFetchableTopicResponse<'_> {
    fn default() -> Self {
        ShareFetchableTopicResponse {
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ShareFetchableTopicResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("ShareFetchableTopicResponse");
        let mut this = ShareFetchableTopicResponse {
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
        let outer = r.begin_struct("ShareFetchableTopicResponse");
        r.skip_fixed("TopicId", 16)?;
        r.skip_array::<PartitionData<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ShareFetchableTopicResponse<'_> {
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
        let outer = w.begin_struct("ShareFetchableTopicResponse");
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

impl<'a> Element<'a> for ShareFetchableTopicResponse<'a> {
    const TYPE_NAME: &'static str = "ShareFetchableTopicResponse";
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

/// An element of `ShareFetchableTopicResponse.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct PartitionData<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub error_message: Option<&'a str>,
    /// `int16`, versions 0+.
    pub acknowledge_error_code: i16,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub acknowledge_error_message: Option<&'a str>,
    /// `LeaderIdAndEpoch`, versions 0+.
    pub current_leader: LeaderIdAndEpoch<'a>,
    /// `records`, versions 0+, nullable in 0+.
    pub records: Option<Records<'a>>,
    /// `[]AcquiredRecords`, versions 0+.
    pub acquired_records: Array<'a, AcquiredRecords<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for PartitionData<'_> {
    fn default() -> Self {
        PartitionData {
            partition_index: 0,
            error_code: 0,
            error_message: None,
            acknowledge_error_code: 0,
            acknowledge_error_message: None,
            current_leader: LeaderIdAndEpoch::default(),
            records: None,
            acquired_records: Array::empty(),
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
            acknowledge_error_code: r.int16("AcknowledgeErrorCode")?,
            acknowledge_error_message: r.nullable_string(
                "AcknowledgeErrorMessage",
                flexible,
                true,
            )?,
            current_leader: r.nested("CurrentLeader", "LeaderIdAndEpoch", version)?,
            records: r.records("Records", flexible, true)?,
            acquired_records: r.array("AcquiredRecords", version, flexible)?,
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
        r.skip_fixed("AcknowledgeErrorCode", 2)?;
        r.skip_string("AcknowledgeErrorMessage", flexible, true)?;
        r.skip_nested::<LeaderIdAndEpoch<'a>>("CurrentLeader", version, None)?;
        r.skip_bytes("Records", flexible, true)?;
        r.skip_array::<AcquiredRecords<'a>>("AcquiredRecords", version, flexible, false)?;
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
        n += 2;
        n += len::nullable_string(self.acknowledge_error_message, flexible);
        n += self.current_leader.encoded_len(version);
        n += len::records(self.records, flexible);
        n += self.acquired_records.encoded_len(version, flexible);
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
        w.int16(self.acknowledge_error_code)?;
        w.nullable_string(
            "AcknowledgeErrorMessage",
            self.acknowledge_error_message,
            flexible,
            true,
            version,
        )?;
        self.current_leader.encode(w, version)?;
        w.records("Records", self.records, flexible, true, version)?;
        self.acquired_records
            .encode(w, "AcquiredRecords", version, flexible)?;
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

/// An element of `PartitionData.AcquiredRecords`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AcquiredRecords<'a> {
    /// `int64`, versions 0+.
    pub first_offset: i64,
    /// `int64`, versions 0+.
    pub last_offset: i64,
    /// `int16`, versions 0+.
    pub delivery_count: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AcquiredRecords<'_> {
    fn default() -> Self {
        AcquiredRecords {
            first_offset: 0,
            last_offset: 0,
            delivery_count: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AcquiredRecords<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("AcquiredRecords");
        let mut this = AcquiredRecords {
            first_offset: r.int64("FirstOffset")?,
            last_offset: r.int64("LastOffset")?,
            delivery_count: r.int16("DeliveryCount")?,
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
        let outer = r.begin_struct("AcquiredRecords");
        r.skip_fixed_run(&[("FirstOffset", 8), ("LastOffset", 8), ("DeliveryCount", 2)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for AcquiredRecords<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 8;
        n += 8;
        n += 2;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("AcquiredRecords");
        w.int64(self.first_offset)?;
        w.int64(self.last_offset)?;
        w.int16(self.delivery_count)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for AcquiredRecords<'a> {
    const TYPE_NAME: &'static str = "AcquiredRecords";
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

/// An element of `ShareFetchResponse.NodeEndpoints`.
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

    impl<'a> Sample<'a> for ShareFetchRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ShareFetchRequest {
                group_id: g.maybe(true, |g| g.string()),
                member_id: g.maybe(true, |g| g.string()),
                share_session_epoch: g.int32(),
                max_wait_ms: g.int32(),
                min_bytes: g.int32(),
                max_bytes: g.int32(),
                max_records: g.int32(),
                batch_size: g.int32(),
                topics: g.array(|g| FetchTopic::sample(g, version)),
                forgotten_topics_data: g.array(|g| ForgottenTopic::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for FetchTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            FetchTopic {
                topic_id: g.uuid(),
                partitions: g.array(|g| FetchPartition::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for FetchPartition<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            FetchPartition {
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

    impl<'a> Sample<'a> for ForgottenTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            ForgottenTopic {
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

    impl<'a> Sample<'a> for ShareFetchResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ShareFetchResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                acquisition_lock_timeout_ms: g.int32(),
                responses: g.array(|g| ShareFetchableTopicResponse::sample(g, version)),
                node_endpoints: g.array(|g| NodeEndpoint::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ShareFetchableTopicResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ShareFetchableTopicResponse {
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
                acknowledge_error_code: g.int16(),
                acknowledge_error_message: g.maybe(true, |g| g.string()),
                current_leader: LeaderIdAndEpoch::sample(g, version),
                records: g.maybe(true, |g| g.records()),
                acquired_records: g.array(|g| AcquiredRecords::sample(g, version)),
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

    impl<'a> Sample<'a> for AcquiredRecords<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            AcquiredRecords {
                first_offset: g.int64(),
                last_offset: g.int64(),
                delivery_count: g.int16(),
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

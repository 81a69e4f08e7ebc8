//! Generated from `AlterPartitionRequest.json` and `AlterPartitionResponse.json` by `codegen`; do not edit.
//!
//! AlterPartition, API key 56: requests in versions 2-3, responses in versions 2-3; flexible from version 2.

use crate::{
    check_decode_version, check_encode_version, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid,
    VersionRange, Writer,
};

/// The AlterPartition request: versions 2-3, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AlterPartitionRequest<'a> {
    /// `int32`, versions 0+.
    pub broker_id: i32,
    /// `int64`, versions 0+; default -1.
    pub broker_epoch: i64,
    /// `[]TopicData`, versions 0+.
    pub topics: Array<'a, RequestTopicData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AlterPartitionRequest<'_> {
    fn default() -> Self {
        AlterPartitionRequest {
            broker_id: 0,
            broker_epoch: -1,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for AlterPartitionRequest<'a> {
    const NAME: &'static str = "AlterPartitionRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(56));
    const VERSIONS: VersionRange = VersionRange::new(2, 3);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for AlterPartitionRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("AlterPartitionRequest");
        let mut this = AlterPartitionRequest {
            broker_id: r.int32("BrokerId")?,
            broker_epoch: r.int64("BrokerEpoch")?,
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

impl Encode for AlterPartitionRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 8;
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
        let outer = w.begin_struct("AlterPartitionRequest");
        w.int32(self.broker_id)?;
        w.int64(self.broker_epoch)?;
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

/// An element of `AlterPartitionRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RequestTopicData<'a> {
    /// `uuid`, versions 2+, ignorable.
    pub topic_id: Uuid,
    /// `[]PartitionData`, versions 0+.
    pub partitions: Array<'a, RequestPartitionData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RequestTopicData<'_> {
    fn default() -> Self {
        RequestTopicData {
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for RequestTopicData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("TopicData");
        let mut this = RequestTopicData {
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
        let outer = r.begin_struct("TopicData");
        r.skip_fixed("TopicId", 16)?;
        r.skip_array::<RequestPartitionData<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for RequestTopicData<'_> {
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
        let outer = w.begin_struct("TopicData");
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

impl<'a> Element<'a> for RequestTopicData<'a> {
    const TYPE_NAME: &'static str = "TopicData";
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

/// An element of `TopicData.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RequestPartitionData<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int32`, versions 0+.
    pub leader_epoch: i32,
    /// `[]int32`, versions 0-2.
    pub new_isr: Array<'a, i32>,
    /// `[]BrokerState`, versions 3+.
    pub new_isr_with_epochs: Array<'a, BrokerState<'a>>,
    /// `int8`, versions 1+; default 0.
    pub leader_recovery_state: i8,
    /// `int32`, versions 0+.
    pub partition_epoch: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RequestPartitionData<'_> {
    fn default() -> Self {
        RequestPartitionData {
            partition_index: 0,
            leader_epoch: 0,
            new_isr: Array::empty(),
            new_isr_with_epochs: Array::empty(),
            leader_recovery_state: 0,
            partition_epoch: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for RequestPartitionData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("PartitionData");
        let mut this = RequestPartitionData {
            partition_index: r.int32("PartitionIndex")?,
            leader_epoch: r.int32("LeaderEpoch")?,
            new_isr: if version <= 2 {
                r.array("NewIsr", version, flexible)?
            } else {
                Array::empty()
            },
            new_isr_with_epochs: if version >= 3 {
                r.array("NewIsrWithEpochs", version, flexible)?
            } else {
                Array::empty()
            },
            leader_recovery_state: r.int8("LeaderRecoveryState")?,
            partition_epoch: r.int32("PartitionEpoch")?,
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
        r.skip_fixed_run(&[("PartitionIndex", 4), ("LeaderEpoch", 4)])?;
        if version <= 2 {
            r.skip_array::<i32>("NewIsr", version, flexible, false)?;
        }
        if version >= 3 {
            r.skip_array::<BrokerState<'a>>("NewIsrWithEpochs", version, flexible, false)?;
        }
        r.skip_fixed_run(&[("LeaderRecoveryState", 1), ("PartitionEpoch", 4)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for RequestPartitionData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 4;
        if version <= 2 {
            n += self.new_isr.encoded_len(version, flexible);
        }
        if version >= 3 {
            n += self.new_isr_with_epochs.encoded_len(version, flexible);
        }
        n += 1;
        n += 4;
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
        w.int32(self.leader_epoch)?;
        if version <= 2 {
            self.new_isr.encode(w, "NewIsr", version, flexible)?;
        } else if !self.new_isr.is_empty() {
            return Err(w.not_in_version("NewIsr", version));
        }
        if version >= 3 {
            self.new_isr_with_epochs
                .encode(w, "NewIsrWithEpochs", version, flexible)?;
        } else if !self.new_isr_with_epochs.is_empty() {
            return Err(w.not_in_version("NewIsrWithEpochs", version));
        }
        w.int8(self.leader_recovery_state)?;
        w.int32(self.partition_epoch)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for RequestPartitionData<'a> {
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

/// An element of `PartitionData.NewIsrWithEpochs`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct BrokerState<'a> {
    /// `int32`, versions 3+.
    pub broker_id: i32,
    /// `int64`, versions 3+; default -1.
    pub broker_epoch: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for BrokerState<'_> {
    fn default() -> Self {
        BrokerState {
            broker_id: 0,
            broker_epoch: -1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for BrokerState<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("BrokerState");
        let mut this = BrokerState {
            broker_id: if version >= 3 {
                r.int32("BrokerId")?
            } else {
                0
            },
            broker_epoch: if version >= 3 {
                r.int64("BrokerEpoch")?
            } else {
                -1
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
        let flexible = true;
        let outer = r.begin_struct("BrokerState");
        if version >= 3 {
            r.skip_fixed_run(&[("BrokerId", 4), ("BrokerEpoch", 8)])?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for BrokerState<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        if version >= 3 {
            n += 4;
        }
        if version >= 3 {
            n += 8;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("BrokerState");
        if version >= 3 {
            w.int32(self.broker_id)?;
        } else if self.broker_id != 0 {
            return Err(w.not_in_version("BrokerId", version));
        }
        if version >= 3 {
            w.int64(self.broker_epoch)?;
        } else if self.broker_epoch != -1 {
            return Err(w.not_in_version("BrokerEpoch", version));
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

impl<'a> Element<'a> for BrokerState<'a> {
    const TYPE_NAME: &'static str = "BrokerState";
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

/// The AlterPartition response: versions 2-3, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AlterPartitionResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `[]TopicData`, versions 0+.
    pub topics: Array<'a, ResponseTopicData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AlterPartitionResponse<'_> {
    fn default() -> Self {
        AlterPartitionResponse {
            throttle_time_ms: 0,
            error_code: 0,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for AlterPartitionResponse<'a> {
    const NAME: &'static str = "AlterPartitionResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(56));
    const VERSIONS: VersionRange = VersionRange::new(2, 3);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for AlterPartitionResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("AlterPartitionResponse");
        let mut this = AlterPartitionResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
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

impl Encode for AlterPartitionResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
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
        let outer = w.begin_struct("AlterPartitionResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
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

/// An element of `AlterPartitionResponse.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ResponseTopicData<'a> {
    /// `uuid`, versions 2+, ignorable.
    pub topic_id: Uuid,
    /// `[]PartitionData`, versions 0+.
    pub partitions: Array<'a, ResponsePartitionData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ResponseTopicData<'_> {
    fn default() -> Self {
        ResponseTopicData {
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ResponseTopicData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("TopicData");
        let mut this = ResponseTopicData {
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
        let outer = r.begin_struct("TopicData");
        r.skip_fixed("TopicId", 16)?;
        r.skip_array::<ResponsePartitionData<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ResponseTopicData<'_> {
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
        let outer = w.begin_struct("TopicData");
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

impl<'a> Element<'a> for ResponseTopicData<'a> {
    const TYPE_NAME: &'static str = "TopicData";
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

/// An element of `TopicData.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ResponsePartitionData<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int32`, versions 0+.
    pub leader_id: i32,
    /// `int32`, versions 0+.
    pub leader_epoch: i32,
    /// `[]int32`, versions 0+.
    pub isr: Array<'a, i32>,
    /// `int8`, versions 1+, ignorable; default 0.
    pub leader_recovery_state: i8,
    /// `int32`, versions 0+.
    pub partition_epoch: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ResponsePartitionData<'_> {
    fn default() -> Self {
        ResponsePartitionData {
            partition_index: 0,
            error_code: 0,
            leader_id: 0,
            leader_epoch: 0,
            isr: Array::empty(),
            leader_recovery_state: 0,
            partition_epoch: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ResponsePartitionData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("PartitionData");
        let mut this = ResponsePartitionData {
            partition_index: r.int32("PartitionIndex")?,
            error_code: r.int16("ErrorCode")?,
            leader_id: r.int32("LeaderId")?,
            leader_epoch: r.int32("LeaderEpoch")?,
            isr: r.array("Isr", version, flexible)?,
            leader_recovery_state: r.int8("LeaderRecoveryState")?,
            partition_epoch: r.int32("PartitionEpoch")?,
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
        r.skip_fixed_run(&[
            ("PartitionIndex", 4),
            ("ErrorCode", 2),
            ("LeaderId", 4),
            ("LeaderEpoch", 4),
        ])?;
        r.skip_array::<i32>("Isr", version, flexible, false)?;
        r.skip_fixed_run(&[("LeaderRecoveryState", 1), ("PartitionEpoch", 4)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ResponsePartitionData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += 4;
        n += 4;
        n += self.isr.encoded_len(version, flexible);
        n += 1;
        n += 4;
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
        w.int32(self.leader_id)?;
        w.int32(self.leader_epoch)?;
        self.isr.encode(w, "Isr", version, flexible)?;
        w.int8(self.leader_recovery_state)?;
        w.int32(self.partition_epoch)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for ResponsePartitionData<'a> {
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

#[cfg(feature = "samples")]
mod samples {
    use super::*;
    use crate::samples::{Sample, SampleGen};

    impl<'a> Sample<'a> for AlterPartitionRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AlterPartitionRequest {
                broker_id: g.int32(),
                broker_epoch: g.int64(),
                topics: g.array(|g| RequestTopicData::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for RequestTopicData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            RequestTopicData {
                topic_id: g.uuid(),
                partitions: g.array(|g| RequestPartitionData::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for RequestPartitionData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            RequestPartitionData {
                partition_index: g.int32(),
                leader_epoch: g.int32(),
                new_isr: if version <= 2 {
                    g.array(|g| g.int32())
                } else {
                    Array::empty()
                },
                new_isr_with_epochs: if version >= 3 {
                    g.array(|g| BrokerState::sample(g, version))
                } else {
                    Array::empty()
                },
                leader_recovery_state: g.int8(),
                partition_epoch: g.int32(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for BrokerState<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            BrokerState {
                broker_id: if version >= 3 { g.int32() } else { 0 },
                broker_epoch: if version >= 3 { g.int64() } else { -1 },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AlterPartitionResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AlterPartitionResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                topics: g.array(|g| ResponseTopicData::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ResponseTopicData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ResponseTopicData {
                topic_id: g.uuid(),
                partitions: g.array(|g| ResponsePartitionData::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ResponsePartitionData<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            ResponsePartitionData {
                partition_index: g.int32(),
                error_code: g.int16(),
                leader_id: g.int32(),
                leader_epoch: g.int32(),
                isr: g.array(|g| g.int32()),
                leader_recovery_state: g.int8(),
                partition_epoch: g.int32(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

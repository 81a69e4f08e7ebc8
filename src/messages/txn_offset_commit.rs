//! Generated from `TxnOffsetCommitRequest.json` and `TxnOffsetCommitResponse.json` by `codegen`; do not edit.
//!
//! TxnOffsetCommit, API key 28: requests in versions 0-5, responses in versions 0-5; flexible from version 3.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The TxnOffsetCommit request: versions 0-5, flexible from version 3.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TxnOffsetCommitRequest<'a> {
    /// `string`, versions 0+.
    pub transactional_id: &'a str,
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// `int64`, versions 0+.
    pub producer_id: i64,
    /// `int16`, versions 0+.
    pub producer_epoch: i16,
    /// `int32`, versions 3+; default -1.
    pub generation_id: i32,
    /// `string`, versions 3+; default .
    pub member_id: &'a str,
    /// `string`, versions 3+, nullable in 3+; default null.
    pub group_instance_id: Option<&'a str>,
    /// `[]TxnOffsetCommitRequestTopic`, versions 0+.
    pub topics: Array<'a, TxnOffsetCommitRequestTopic<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for TxnOffsetCommitRequest<'_> {
    fn default() -> Self {
        TxnOffsetCommitRequest {
            transactional_id: "",
            group_id: "",
            producer_id: 0,
            producer_epoch: 0,
            generation_id: -1,
            member_id: "",
            group_instance_id: None,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for TxnOffsetCommitRequest<'a> {
    const NAME: &'static str = "TxnOffsetCommitRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(28));
    const VERSIONS: VersionRange = VersionRange::new(0, 5);
    const FLEXIBLE_FROM: Option<i16> = Some(3);
}

impl<'a> Decode<'a> for TxnOffsetCommitRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("TxnOffsetCommitRequest");
        let mut this = TxnOffsetCommitRequest {
            transactional_id: r.string("TransactionalId", flexible)?,
            group_id: r.string("GroupId", flexible)?,
            producer_id: r.int64("ProducerId")?,
            producer_epoch: r.int16("ProducerEpoch")?,
            generation_id: if version >= 3 {
                r.int32("GenerationId")?
            } else {
                -1
            },
            member_id: if version >= 3 {
                r.string("MemberId", flexible)?
            } else {
                ""
            },
            group_instance_id: if version >= 3 {
                r.nullable_string("GroupInstanceId", flexible, true)?
            } else {
                None
            },
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

impl Encode for TxnOffsetCommitRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        n += len::string(self.transactional_id, flexible);
        n += len::string(self.group_id, flexible);
        n += 8;
        n += 2;
        if version >= 3 {
            n += 4;
        }
        if version >= 3 {
            n += len::string(self.member_id, flexible);
        }
        if version >= 3 {
            n += len::nullable_string(self.group_instance_id, flexible);
        }
        n += self.topics.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("TxnOffsetCommitRequest");
        w.string("TransactionalId", self.transactional_id, flexible)?;
        w.string("GroupId", self.group_id, flexible)?;
        w.int64(self.producer_id)?;
        w.int16(self.producer_epoch)?;
        if version >= 3 {
            w.int32(self.generation_id)?;
        } else if self.generation_id != -1 {
            return Err(w.not_in_version("GenerationId", version));
        }
        if version >= 3 {
            w.string("MemberId", self.member_id, flexible)?;
        } else if self.member_id != "" {
            return Err(w.not_in_version("MemberId", version));
        }
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

/// An element of `TxnOffsetCommitRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TxnOffsetCommitRequestTopic<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]TxnOffsetCommitRequestPartition`, versions 0+.
    pub partitions: Array<'a, TxnOffsetCommitRequestPartition<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for TxnOffsetCommitRequestTopic<'_> {
    fn default() -> Self {
        TxnOffsetCommitRequestTopic {
            name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for TxnOffsetCommitRequestTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        let outer = r.begin_struct("TxnOffsetCommitRequestTopic");
        let mut this = TxnOffsetCommitRequestTopic {
            name: r.string("Name", flexible)?,
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
        let flexible = version >= 3;
        let outer = r.begin_struct("TxnOffsetCommitRequestTopic");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<TxnOffsetCommitRequestPartition<'a>>(
            "Partitions",
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

impl Encode for TxnOffsetCommitRequestTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += self.partitions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        let outer = w.begin_struct("TxnOffsetCommitRequestTopic");
        w.string("Name", self.name, flexible)?;
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

impl<'a> Element<'a> for TxnOffsetCommitRequestTopic<'a> {
    const TYPE_NAME: &'static str = "TxnOffsetCommitRequestTopic";
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

/// An element of `TxnOffsetCommitRequestTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TxnOffsetCommitRequestPartition<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int64`, versions 0+.
    pub committed_offset: i64,
    /// `int32`, versions 2+, ignorable; default -1.
    pub committed_leader_epoch: i32,
    /// `string`, versions 0+, nullable in 0+.
    pub committed_metadata: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for TxnOffsetCommitRequestPartition<'_> {
    fn default() -> Self {
        TxnOffsetCommitRequestPartition {
            partition_index: 0,
            committed_offset: 0,
            committed_leader_epoch: -1,
            committed_metadata: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for TxnOffsetCommitRequestPartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        let outer = r.begin_struct("TxnOffsetCommitRequestPartition");
        let mut this = TxnOffsetCommitRequestPartition {
            partition_index: r.int32("PartitionIndex")?,
            committed_offset: r.int64("CommittedOffset")?,
            committed_leader_epoch: if version >= 2 {
                r.int32("CommittedLeaderEpoch")?
            } else {
                -1
            },
            committed_metadata: r.nullable_string("CommittedMetadata", flexible, true)?,
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
        let flexible = version >= 3;
        let outer = r.begin_struct("TxnOffsetCommitRequestPartition");
        r.skip_fixed_run(&[("PartitionIndex", 4), ("CommittedOffset", 8)])?;
        if version >= 2 {
            r.skip_fixed("CommittedLeaderEpoch", 4)?;
        }
        r.skip_string("CommittedMetadata", flexible, true)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for TxnOffsetCommitRequestPartition<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        n += 4;
        n += 8;
        if version >= 2 {
            n += 4;
        }
        n += len::nullable_string(self.committed_metadata, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        let outer = w.begin_struct("TxnOffsetCommitRequestPartition");
        w.int32(self.partition_index)?;
        w.int64(self.committed_offset)?;
        if version >= 2 {
            w.int32(self.committed_leader_epoch)?;
        }
        w.nullable_string(
            "CommittedMetadata",
            self.committed_metadata,
            flexible,
            true,
            version,
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

impl<'a> Element<'a> for TxnOffsetCommitRequestPartition<'a> {
    const TYPE_NAME: &'static str = "TxnOffsetCommitRequestPartition";
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

/// The TxnOffsetCommit response: versions 0-5, flexible from version 3.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TxnOffsetCommitResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `[]TxnOffsetCommitResponseTopic`, versions 0+.
    pub topics: Array<'a, TxnOffsetCommitResponseTopic<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for TxnOffsetCommitResponse<'_> {
    fn default() -> Self {
        TxnOffsetCommitResponse {
            throttle_time_ms: 0,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for TxnOffsetCommitResponse<'a> {
    const NAME: &'static str = "TxnOffsetCommitResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(28));
    const VERSIONS: VersionRange = VersionRange::new(0, 5);
    const FLEXIBLE_FROM: Option<i16> = Some(3);
}

impl<'a> Decode<'a> for TxnOffsetCommitResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("TxnOffsetCommitResponse");
        let mut this = TxnOffsetCommitResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
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

impl Encode for TxnOffsetCommitResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        n += 4;
        n += self.topics.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("TxnOffsetCommitResponse");
        w.int32(self.throttle_time_ms)?;
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

/// An element of `TxnOffsetCommitResponse.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TxnOffsetCommitResponseTopic<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]TxnOffsetCommitResponsePartition`, versions 0+.
    pub partitions: Array<'a, TxnOffsetCommitResponsePartition<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for TxnOffsetCommitResponseTopic<'_> {
    fn default() -> Self {
        TxnOffsetCommitResponseTopic {
            name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for TxnOffsetCommitResponseTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        let outer = r.begin_struct("TxnOffsetCommitResponseTopic");
        let mut this = TxnOffsetCommitResponseTopic {
            name: r.string("Name", flexible)?,
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
        let flexible = version >= 3;
        let outer = r.begin_struct("TxnOffsetCommitResponseTopic");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<TxnOffsetCommitResponsePartition<'a>>(
            "Partitions",
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

impl Encode for TxnOffsetCommitResponseTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += self.partitions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        let outer = w.begin_struct("TxnOffsetCommitResponseTopic");
        w.string("Name", self.name, flexible)?;
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

impl<'a> Element<'a> for TxnOffsetCommitResponseTopic<'a> {
    const TYPE_NAME: &'static str = "TxnOffsetCommitResponseTopic";
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

/// An element of `TxnOffsetCommitResponseTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TxnOffsetCommitResponsePartition<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for TxnOffsetCommitResponsePartition<'_> {
    fn default() -> Self {
        TxnOffsetCommitResponsePartition {
            partition_index: 0,
            error_code: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for TxnOffsetCommitResponsePartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        let outer = r.begin_struct("TxnOffsetCommitResponsePartition");
        let mut this = TxnOffsetCommitResponsePartition {
            partition_index: r.int32("PartitionIndex")?,
            error_code: r.int16("ErrorCode")?,
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
        let flexible = version >= 3;
        let outer = r.begin_struct("TxnOffsetCommitResponsePartition");
        r.skip_fixed_run(&[("PartitionIndex", 4), ("ErrorCode", 2)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for TxnOffsetCommitResponsePartition<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        n += 4;
        n += 2;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        let outer = w.begin_struct("TxnOffsetCommitResponsePartition");
        w.int32(self.partition_index)?;
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

impl<'a> Element<'a> for TxnOffsetCommitResponsePartition<'a> {
    const TYPE_NAME: &'static str = "TxnOffsetCommitResponsePartition";
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

    impl<'a> Sample<'a> for TxnOffsetCommitRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            TxnOffsetCommitRequest {
                transactional_id: g.string(),
                group_id: g.string(),
                producer_id: g.int64(),
                producer_epoch: g.int16(),
                generation_id: if version >= 3 { g.int32() } else { -1 },
                member_id: if version >= 3 { g.string() } else { "" },
                group_instance_id: if version >= 3 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                topics: g.array(|g| TxnOffsetCommitRequestTopic::sample(g, version)),
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for TxnOffsetCommitRequestTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            TxnOffsetCommitRequestTopic {
                name: g.string(),
                partitions: g.array(|g| TxnOffsetCommitRequestPartition::sample(g, version)),
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for TxnOffsetCommitRequestPartition<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            TxnOffsetCommitRequestPartition {
                partition_index: g.int32(),
                committed_offset: g.int64(),
                committed_leader_epoch: if version >= 2 { g.int32() } else { -1 },
                committed_metadata: g.maybe(true, |g| g.string()),
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for TxnOffsetCommitResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            TxnOffsetCommitResponse {
                throttle_time_ms: g.int32(),
                topics: g.array(|g| TxnOffsetCommitResponseTopic::sample(g, version)),
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for TxnOffsetCommitResponseTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            TxnOffsetCommitResponseTopic {
                name: g.string(),
                partitions: g.array(|g| TxnOffsetCommitResponsePartition::sample(g, version)),
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for TxnOffsetCommitResponsePartition<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            TxnOffsetCommitResponsePartition {
                partition_index: g.int32(),
                error_code: g.int16(),
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

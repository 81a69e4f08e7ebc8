//! Generated from `OffsetCommitRequest.json` and `OffsetCommitResponse.json` by `codegen`; do not edit.
//!
//! OffsetCommit, API key 8: requests in versions 2-9, responses in versions 2-10; flexible from version 8.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid,
    VersionRange, Writer,
};

/// The OffsetCommit request: versions 2-9, flexible from version 8.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetCommitRequest<'a> {
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// `int32`, versions 1+, ignorable; default -1.
    pub generation_id_or_member_epoch: i32,
    /// `string`, versions 1+, ignorable.
    pub member_id: &'a str,
    /// `string`, versions 7+, nullable in 7+; default null.
    pub group_instance_id: Option<&'a str>,
    /// `int64`, versions 2-4, ignorable; default -1.
    pub retention_time_ms: i64,
    /// `[]OffsetCommitRequestTopic`, versions 0+.
    pub topics: Array<'a, OffsetCommitRequestTopic<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetCommitRequest<'_> {
    fn default() -> Self {
        OffsetCommitRequest {
            group_id: "",
            generation_id_or_member_epoch: -1,
            member_id: "",
            group_instance_id: None,
            retention_time_ms: -1,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for OffsetCommitRequest<'a> {
    const NAME: &'static str = "OffsetCommitRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(8));
    const VERSIONS: VersionRange = VersionRange::new(2, 9);
    const FLEXIBLE_FROM: Option<i16> = Some(8);
}

impl<'a> Decode<'a> for OffsetCommitRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 8;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("OffsetCommitRequest");
        let mut this = OffsetCommitRequest {
            group_id: r.string("GroupId", flexible)?,
            generation_id_or_member_epoch: r.int32("GenerationIdOrMemberEpoch")?,
            member_id: r.string("MemberId", flexible)?,
            group_instance_id: if version >= 7 {
                r.nullable_string("GroupInstanceId", flexible, true)?
            } else {
                None
            },
            retention_time_ms: if version <= 4 {
                r.int64("RetentionTimeMs")?
            } else {
                -1
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

impl Encode for OffsetCommitRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 8;
        let mut n = 0;
        n += len::string(self.group_id, flexible);
        n += 4;
        n += len::string(self.member_id, flexible);
        if version >= 7 {
            n += len::nullable_string(self.group_instance_id, flexible);
        }
        if version <= 4 {
            n += 8;
        }
        n += self.topics.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 8;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("OffsetCommitRequest");
        w.string("GroupId", self.group_id, flexible)?;
        w.int32(self.generation_id_or_member_epoch)?;
        w.string("MemberId", self.member_id, flexible)?;
        if version >= 7 {
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
        if version <= 4 {
            w.int64(self.retention_time_ms)?;
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

/// An element of `OffsetCommitRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetCommitRequestTopic<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]OffsetCommitRequestPartition`, versions 0+.
    pub partitions: Array<'a, OffsetCommitRequestPartition<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetCommitRequestTopic<'_> {
    fn default() -> Self {
        OffsetCommitRequestTopic {
            name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OffsetCommitRequestTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 8;
        let outer = r.begin_struct("OffsetCommitRequestTopic");
        let mut this = OffsetCommitRequestTopic {
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
        let flexible = version >= 8;
        let outer = r.begin_struct("OffsetCommitRequestTopic");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<OffsetCommitRequestPartition<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetCommitRequestTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 8;
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
        let flexible = version >= 8;
        let outer = w.begin_struct("OffsetCommitRequestTopic");
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

impl<'a> Element<'a> for OffsetCommitRequestTopic<'a> {
    const TYPE_NAME: &'static str = "OffsetCommitRequestTopic";
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

/// An element of `OffsetCommitRequestTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetCommitRequestPartition<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int64`, versions 0+.
    pub committed_offset: i64,
    /// `int32`, versions 6+, ignorable; default -1.
    pub committed_leader_epoch: i32,
    /// `string`, versions 0+, nullable in 0+.
    pub committed_metadata: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetCommitRequestPartition<'_> {
    fn default() -> Self {
        OffsetCommitRequestPartition {
            partition_index: 0,
            committed_offset: 0,
            committed_leader_epoch: -1,
            committed_metadata: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OffsetCommitRequestPartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 8;
        let outer = r.begin_struct("OffsetCommitRequestPartition");
        let mut this = OffsetCommitRequestPartition {
            partition_index: r.int32("PartitionIndex")?,
            committed_offset: r.int64("CommittedOffset")?,
            committed_leader_epoch: if version >= 6 {
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
        let flexible = version >= 8;
        let outer = r.begin_struct("OffsetCommitRequestPartition");
        r.skip_fixed_run(&[("PartitionIndex", 4), ("CommittedOffset", 8)])?;
        if version >= 6 {
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

impl Encode for OffsetCommitRequestPartition<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 8;
        let mut n = 0;
        n += 4;
        n += 8;
        if version >= 6 {
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
        let flexible = version >= 8;
        let outer = w.begin_struct("OffsetCommitRequestPartition");
        w.int32(self.partition_index)?;
        w.int64(self.committed_offset)?;
        if version >= 6 {
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

impl<'a> Element<'a> for OffsetCommitRequestPartition<'a> {
    const TYPE_NAME: &'static str = "OffsetCommitRequestPartition";
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

/// The OffsetCommit response: versions 2-10, flexible from version 8.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetCommitResponse<'a> {
    /// `int32`, versions 3+, ignorable.
    pub throttle_time_ms: i32,
    /// `[]OffsetCommitResponseTopic`, versions 0+.
    pub topics: Array<'a, OffsetCommitResponseTopic<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetCommitResponse<'_> {
    fn default() -> Self {
        OffsetCommitResponse {
            throttle_time_ms: 0,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for OffsetCommitResponse<'a> {
    const NAME: &'static str = "OffsetCommitResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(8));
    const VERSIONS: VersionRange = VersionRange::new(2, 10);
    const FLEXIBLE_FROM: Option<i16> = Some(8);
}

impl<'a> Decode<'a> for OffsetCommitResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 8;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("OffsetCommitResponse");
        let mut this = OffsetCommitResponse {
            throttle_time_ms: if version >= 3 {
                r.int32("ThrottleTimeMs")?
            } else {
                0
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

impl Encode for OffsetCommitResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 8;
        let mut n = 0;
        if version >= 3 {
            n += 4;
        }
        n += self.topics.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 8;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("OffsetCommitResponse");
        if version >= 3 {
            w.int32(self.throttle_time_ms)?;
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

/// An element of `OffsetCommitResponse.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetCommitResponseTopic<'a> {
    /// `string`, versions 0-9, ignorable.
    pub name: &'a str,
    /// `uuid`, versions 10+, ignorable.
    pub topic_id: Uuid,
    /// `[]OffsetCommitResponsePartition`, versions 0+.
    pub partitions: Array<'a, OffsetCommitResponsePartition<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetCommitResponseTopic<'_> {
    fn default() -> Self {
        OffsetCommitResponseTopic {
            name: "",
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OffsetCommitResponseTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 8;
        let outer = r.begin_struct("OffsetCommitResponseTopic");
        let mut this = OffsetCommitResponseTopic {
            name: if version <= 9 {
                r.string("Name", flexible)?
            } else {
                ""
            },
            topic_id: if version >= 10 {
                r.uuid("TopicId")?
            } else {
                Uuid::ZERO
            },
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
        let flexible = version >= 8;
        let outer = r.begin_struct("OffsetCommitResponseTopic");
        if version <= 9 {
            r.skip_string("Name", flexible, false)?;
        }
        if version >= 10 {
            r.skip_fixed("TopicId", 16)?;
        }
        r.skip_array::<OffsetCommitResponsePartition<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetCommitResponseTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 8;
        let mut n = 0;
        if version <= 9 {
            n += len::string(self.name, flexible);
        }
        if version >= 10 {
            n += 16;
        }
        n += self.partitions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 8;
        let outer = w.begin_struct("OffsetCommitResponseTopic");
        if version <= 9 {
            w.string("Name", self.name, flexible)?;
        }
        if version >= 10 {
            w.uuid(self.topic_id)?;
        }
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

impl<'a> Element<'a> for OffsetCommitResponseTopic<'a> {
    const TYPE_NAME: &'static str = "OffsetCommitResponseTopic";
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

/// An element of `OffsetCommitResponseTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetCommitResponsePartition<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetCommitResponsePartition<'_> {
    fn default() -> Self {
        OffsetCommitResponsePartition {
            partition_index: 0,
            error_code: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OffsetCommitResponsePartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 8;
        let outer = r.begin_struct("OffsetCommitResponsePartition");
        let mut this = OffsetCommitResponsePartition {
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
        let flexible = version >= 8;
        let outer = r.begin_struct("OffsetCommitResponsePartition");
        r.skip_fixed_run(&[("PartitionIndex", 4), ("ErrorCode", 2)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetCommitResponsePartition<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 8;
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
        let flexible = version >= 8;
        let outer = w.begin_struct("OffsetCommitResponsePartition");
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

impl<'a> Element<'a> for OffsetCommitResponsePartition<'a> {
    const TYPE_NAME: &'static str = "OffsetCommitResponsePartition";
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

    impl<'a> Sample<'a> for OffsetCommitRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetCommitRequest {
                group_id: g.string(),
                generation_id_or_member_epoch: g.int32(),
                member_id: g.string(),
                group_instance_id: if version >= 7 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                retention_time_ms: if version <= 4 { g.int64() } else { -1 },
                topics: g.array(|g| OffsetCommitRequestTopic::sample(g, version)),
                unknown_tagged_fields: if version >= 8 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetCommitRequestTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetCommitRequestTopic {
                name: g.string(),
                partitions: g.array(|g| OffsetCommitRequestPartition::sample(g, version)),
                unknown_tagged_fields: if version >= 8 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetCommitRequestPartition<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetCommitRequestPartition {
                partition_index: g.int32(),
                committed_offset: g.int64(),
                committed_leader_epoch: if version >= 6 { g.int32() } else { -1 },
                committed_metadata: g.maybe(true, |g| g.string()),
                unknown_tagged_fields: if version >= 8 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetCommitResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetCommitResponse {
                throttle_time_ms: if version >= 3 { g.int32() } else { 0 },
                topics: g.array(|g| OffsetCommitResponseTopic::sample(g, version)),
                unknown_tagged_fields: if version >= 8 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetCommitResponseTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetCommitResponseTopic {
                name: if version <= 9 { g.string() } else { "" },
                topic_id: if version >= 10 { g.uuid() } else { Uuid::ZERO },
                partitions: g.array(|g| OffsetCommitResponsePartition::sample(g, version)),
                unknown_tagged_fields: if version >= 8 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetCommitResponsePartition<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetCommitResponsePartition {
                partition_index: g.int32(),
                error_code: g.int16(),
                unknown_tagged_fields: if version >= 8 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

//! Generated from `DescribeShareGroupOffsetsRequest.json` and `DescribeShareGroupOffsetsResponse.json` by `codegen`; do not edit.
//!
//! DescribeShareGroupOffsets, API key 90: requests in versions 0, responses in versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, encode_nullable, len, nullable_len, ApiKey, Array,
    Decode, DecodeError, Element, Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen,
    TaggedWriter, Trace, Uuid, VersionRange, Writer,
};

/// The DescribeShareGroupOffsets request: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeShareGroupOffsetsRequest<'a> {
    /// `[]DescribeShareGroupOffsetsRequestGroup`, versions 0+.
    pub groups: Array<'a, DescribeShareGroupOffsetsRequestGroup<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeShareGroupOffsetsRequest<'_> {
    fn default() -> Self {
        DescribeShareGroupOffsetsRequest {
            groups: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeShareGroupOffsetsRequest<'a> {
    const NAME: &'static str = "DescribeShareGroupOffsetsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(90));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for DescribeShareGroupOffsetsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeShareGroupOffsetsRequest");
        let mut this = DescribeShareGroupOffsetsRequest {
            groups: r.array("Groups", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeShareGroupOffsetsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += self.groups.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeShareGroupOffsetsRequest");
        self.groups.encode(w, "Groups", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DescribeShareGroupOffsetsRequest.Groups`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeShareGroupOffsetsRequestGroup<'a> {
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// `[]DescribeShareGroupOffsetsRequestTopic`, versions 0+, nullable in 0+.
    pub topics: Option<Array<'a, DescribeShareGroupOffsetsRequestTopic<'a>>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeShareGroupOffsetsRequestGroup<'_> {
    fn default() -> Self {
        DescribeShareGroupOffsetsRequestGroup {
            group_id: "",
            topics: Some(Array::empty()),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeShareGroupOffsetsRequestGroup<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("DescribeShareGroupOffsetsRequestGroup");
        let mut this = DescribeShareGroupOffsetsRequestGroup {
            group_id: r.string("GroupId", flexible)?,
            topics: r.nullable_array("Topics", version, flexible, true)?,
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
        let outer = r.begin_struct("DescribeShareGroupOffsetsRequestGroup");
        r.skip_string("GroupId", flexible, false)?;
        r.skip_array::<DescribeShareGroupOffsetsRequestTopic<'a>>(
            "Topics", version, flexible, true,
        )?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeShareGroupOffsetsRequestGroup<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.group_id, flexible);
        n += nullable_len(&self.topics, version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("DescribeShareGroupOffsetsRequestGroup");
        w.string("GroupId", self.group_id, flexible)?;
        encode_nullable(&self.topics, w, "Topics", version, flexible, true)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for DescribeShareGroupOffsetsRequestGroup<'a> {
    const TYPE_NAME: &'static str = "DescribeShareGroupOffsetsRequestGroup";
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

/// An element of `DescribeShareGroupOffsetsRequestGroup.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeShareGroupOffsetsRequestTopic<'a> {
    /// `string`, versions 0+.
    pub topic_name: &'a str,
    /// `[]int32`, versions 0+.
    pub partitions: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeShareGroupOffsetsRequestTopic<'_> {
    fn default() -> Self {
        DescribeShareGroupOffsetsRequestTopic {
            topic_name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeShareGroupOffsetsRequestTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("DescribeShareGroupOffsetsRequestTopic");
        let mut this = DescribeShareGroupOffsetsRequestTopic {
            topic_name: r.string("TopicName", flexible)?,
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
        let outer = r.begin_struct("DescribeShareGroupOffsetsRequestTopic");
        r.skip_string("TopicName", flexible, false)?;
        r.skip_array::<i32>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeShareGroupOffsetsRequestTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.topic_name, flexible);
        n += self.partitions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("DescribeShareGroupOffsetsRequestTopic");
        w.string("TopicName", self.topic_name, flexible)?;
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

impl<'a> Element<'a> for DescribeShareGroupOffsetsRequestTopic<'a> {
    const TYPE_NAME: &'static str = "DescribeShareGroupOffsetsRequestTopic";
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

/// The DescribeShareGroupOffsets response: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeShareGroupOffsetsResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `[]DescribeShareGroupOffsetsResponseGroup`, versions 0+.
    pub groups: Array<'a, DescribeShareGroupOffsetsResponseGroup<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeShareGroupOffsetsResponse<'_> {
    fn default() -> Self {
        DescribeShareGroupOffsetsResponse {
            throttle_time_ms: 0,
            groups: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeShareGroupOffsetsResponse<'a> {
    const NAME: &'static str = "DescribeShareGroupOffsetsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(90));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for DescribeShareGroupOffsetsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeShareGroupOffsetsResponse");
        let mut this = DescribeShareGroupOffsetsResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            groups: r.array("Groups", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeShareGroupOffsetsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += self.groups.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeShareGroupOffsetsResponse");
        w.int32(self.throttle_time_ms)?;
        self.groups.encode(w, "Groups", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DescribeShareGroupOffsetsResponse.Groups`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeShareGroupOffsetsResponseGroup<'a> {
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// `[]DescribeShareGroupOffsetsResponseTopic`, versions 0+.
    pub topics: Array<'a, DescribeShareGroupOffsetsResponseTopic<'a>>,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub error_message: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeShareGroupOffsetsResponseGroup<'_> {
    fn default() -> Self {
        DescribeShareGroupOffsetsResponseGroup {
            group_id: "",
            topics: Array::empty(),
            error_code: 0,
            error_message: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeShareGroupOffsetsResponseGroup<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("DescribeShareGroupOffsetsResponseGroup");
        let mut this = DescribeShareGroupOffsetsResponseGroup {
            group_id: r.string("GroupId", flexible)?,
            topics: r.array("Topics", version, flexible)?,
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

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("DescribeShareGroupOffsetsResponseGroup");
        r.skip_string("GroupId", flexible, false)?;
        r.skip_array::<DescribeShareGroupOffsetsResponseTopic<'a>>(
            "Topics", version, flexible, false,
        )?;
        r.skip_fixed("ErrorCode", 2)?;
        r.skip_string("ErrorMessage", flexible, true)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeShareGroupOffsetsResponseGroup<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.group_id, flexible);
        n += self.topics.encoded_len(version, flexible);
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
        let outer = w.begin_struct("DescribeShareGroupOffsetsResponseGroup");
        w.string("GroupId", self.group_id, flexible)?;
        self.topics.encode(w, "Topics", version, flexible)?;
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

impl<'a> Element<'a> for DescribeShareGroupOffsetsResponseGroup<'a> {
    const TYPE_NAME: &'static str = "DescribeShareGroupOffsetsResponseGroup";
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

/// An element of `DescribeShareGroupOffsetsResponseGroup.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeShareGroupOffsetsResponseTopic<'a> {
    /// `string`, versions 0+.
    pub topic_name: &'a str,
    /// `uuid`, versions 0+.
    pub topic_id: Uuid,
    /// `[]DescribeShareGroupOffsetsResponsePartition`, versions 0+.
    pub partitions: Array<'a, DescribeShareGroupOffsetsResponsePartition<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeShareGroupOffsetsResponseTopic<'_> {
    fn default() -> Self {
        DescribeShareGroupOffsetsResponseTopic {
            topic_name: "",
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeShareGroupOffsetsResponseTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("DescribeShareGroupOffsetsResponseTopic");
        let mut this = DescribeShareGroupOffsetsResponseTopic {
            topic_name: r.string("TopicName", flexible)?,
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
        let outer = r.begin_struct("DescribeShareGroupOffsetsResponseTopic");
        r.skip_string("TopicName", flexible, false)?;
        r.skip_fixed("TopicId", 16)?;
        r.skip_array::<DescribeShareGroupOffsetsResponsePartition<'a>>(
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

impl Encode for DescribeShareGroupOffsetsResponseTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.topic_name, flexible);
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
        let outer = w.begin_struct("DescribeShareGroupOffsetsResponseTopic");
        w.string("TopicName", self.topic_name, flexible)?;
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

impl<'a> Element<'a> for DescribeShareGroupOffsetsResponseTopic<'a> {
    const TYPE_NAME: &'static str = "DescribeShareGroupOffsetsResponseTopic";
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

/// An element of `DescribeShareGroupOffsetsResponseTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeShareGroupOffsetsResponsePartition<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int64`, versions 0+.
    pub start_offset: i64,
    /// `int32`, versions 0+.
    pub leader_epoch: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub error_message: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeShareGroupOffsetsResponsePartition<'_> {
    fn default() -> Self {
        DescribeShareGroupOffsetsResponsePartition {
            partition_index: 0,
            start_offset: 0,
            leader_epoch: 0,
            error_code: 0,
            error_message: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeShareGroupOffsetsResponsePartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("DescribeShareGroupOffsetsResponsePartition");
        let mut this = DescribeShareGroupOffsetsResponsePartition {
            partition_index: r.int32("PartitionIndex")?,
            start_offset: r.int64("StartOffset")?,
            leader_epoch: r.int32("LeaderEpoch")?,
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

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<(), DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("DescribeShareGroupOffsetsResponsePartition");
        r.skip_fixed_run(&[
            ("PartitionIndex", 4),
            ("StartOffset", 8),
            ("LeaderEpoch", 4),
            ("ErrorCode", 2),
        ])?;
        r.skip_string("ErrorMessage", flexible, true)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeShareGroupOffsetsResponsePartition<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 8;
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
        let outer = w.begin_struct("DescribeShareGroupOffsetsResponsePartition");
        w.int32(self.partition_index)?;
        w.int64(self.start_offset)?;
        w.int32(self.leader_epoch)?;
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

impl<'a> Element<'a> for DescribeShareGroupOffsetsResponsePartition<'a> {
    const TYPE_NAME: &'static str = "DescribeShareGroupOffsetsResponsePartition";
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

    impl<'a> Sample<'a> for DescribeShareGroupOffsetsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeShareGroupOffsetsRequest {
                groups: g.array(|g| DescribeShareGroupOffsetsRequestGroup::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeShareGroupOffsetsRequestGroup<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeShareGroupOffsetsRequestGroup {
                group_id: g.string(),
                topics: g.maybe(true, |g| {
                    g.array(|g| DescribeShareGroupOffsetsRequestTopic::sample(g, version))
                }),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeShareGroupOffsetsRequestTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            DescribeShareGroupOffsetsRequestTopic {
                topic_name: g.string(),
                partitions: g.array(|g| g.int32()),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeShareGroupOffsetsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeShareGroupOffsetsResponse {
                throttle_time_ms: g.int32(),
                groups: g.array(|g| DescribeShareGroupOffsetsResponseGroup::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeShareGroupOffsetsResponseGroup<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeShareGroupOffsetsResponseGroup {
                group_id: g.string(),
                topics: g.array(|g| DescribeShareGroupOffsetsResponseTopic::sample(g, version)),
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

    impl<'a> Sample<'a> for DescribeShareGroupOffsetsResponseTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeShareGroupOffsetsResponseTopic {
                topic_name: g.string(),
                topic_id: g.uuid(),
                partitions: g
                    .array(|g| DescribeShareGroupOffsetsResponsePartition::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeShareGroupOffsetsResponsePartition<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            DescribeShareGroupOffsetsResponsePartition {
                partition_index: g.int32(),
                start_offset: g.int64(),
                leader_epoch: g.int32(),
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

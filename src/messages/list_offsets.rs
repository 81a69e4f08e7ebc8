//! Generated from `ListOffsetsRequest.json` and `ListOffsetsResponse.json` by `codegen`; do not edit.
//!
//! ListOffsets, API key 2: requests in versions 1-10, responses in versions 1-10; flexible from version 6.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The ListOffsets request: versions 1-10, flexible from version 6.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListOffsetsRequest<'a> {
    /// `int32`, versions 0+.
    pub replica_id: i32,
    /// `int8`, versions 2+.
    pub isolation_level: i8,
    /// `[]ListOffsetsTopic`, versions 0+.
    pub topics: Array<'a, ListOffsetsTopic<'a>>,
    /// `int32`, versions 10+, ignorable.
    pub timeout_ms: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListOffsetsRequest<'_> {
    fn default() -> Self {
        ListOffsetsRequest {
            replica_id: 0,
            isolation_level: 0,
            topics: Array::empty(),
            timeout_ms: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ListOffsetsRequest<'a> {
    const NAME: &'static str = "ListOffsetsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(2));
    const VERSIONS: VersionRange = VersionRange::new(1, 10);
    const FLEXIBLE_FROM: Option<i16> = Some(6);
}

impl<'a> Decode<'a> for ListOffsetsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ListOffsetsRequest");
        let mut this = ListOffsetsRequest {
            replica_id: r.int32("ReplicaId")?,
            isolation_level: if version >= 2 {
                r.int8("IsolationLevel")?
            } else {
                0
            },
            topics: r.array("Topics", version, flexible)?,
            timeout_ms: if version >= 10 {
                r.int32("TimeoutMs")?
            } else {
                0
            },
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ListOffsetsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        n += 4;
        if version >= 2 {
            n += 1;
        }
        n += self.topics.encoded_len(version, flexible);
        if version >= 10 {
            n += 4;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ListOffsetsRequest");
        w.int32(self.replica_id)?;
        if version >= 2 {
            w.int8(self.isolation_level)?;
        } else if self.isolation_level != 0 {
            return Err(w.not_in_version("IsolationLevel", version));
        }
        self.topics.encode(w, "Topics", version, flexible)?;
        if version >= 10 {
            w.int32(self.timeout_ms)?;
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

/// An element of `ListOffsetsRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListOffsetsTopic<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]ListOffsetsPartition`, versions 0+.
    pub partitions: Array<'a, ListOffsetsPartition<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListOffsetsTopic<'_> {
    fn default() -> Self {
        ListOffsetsTopic {
            name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ListOffsetsTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("ListOffsetsTopic");
        let mut this = ListOffsetsTopic {
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
        let flexible = version >= 6;
        let outer = r.begin_struct("ListOffsetsTopic");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<ListOffsetsPartition<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ListOffsetsTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
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
        let flexible = version >= 6;
        let outer = w.begin_struct("ListOffsetsTopic");
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

impl<'a> Element<'a> for ListOffsetsTopic<'a> {
    const TYPE_NAME: &'static str = "ListOffsetsTopic";
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

/// An element of `ListOffsetsTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListOffsetsPartition<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int32`, versions 4+, ignorable; default -1.
    pub current_leader_epoch: i32,
    /// `int64`, versions 0+.
    pub timestamp: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListOffsetsPartition<'_> {
    fn default() -> Self {
        ListOffsetsPartition {
            partition_index: 0,
            current_leader_epoch: -1,
            timestamp: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ListOffsetsPartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("ListOffsetsPartition");
        let mut this = ListOffsetsPartition {
            partition_index: r.int32("PartitionIndex")?,
            current_leader_epoch: if version >= 4 {
                r.int32("CurrentLeaderEpoch")?
            } else {
                -1
            },
            timestamp: r.int64("Timestamp")?,
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
        let flexible = version >= 6;
        let outer = r.begin_struct("ListOffsetsPartition");
        r.skip_fixed("PartitionIndex", 4)?;
        if version >= 4 {
            r.skip_fixed("CurrentLeaderEpoch", 4)?;
        }
        r.skip_fixed("Timestamp", 8)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ListOffsetsPartition<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        n += 4;
        if version >= 4 {
            n += 4;
        }
        n += 8;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        let outer = w.begin_struct("ListOffsetsPartition");
        w.int32(self.partition_index)?;
        if version >= 4 {
            w.int32(self.current_leader_epoch)?;
        }
        w.int64(self.timestamp)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for ListOffsetsPartition<'a> {
    const TYPE_NAME: &'static str = "ListOffsetsPartition";
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

/// The ListOffsets response: versions 1-10, flexible from version 6.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListOffsetsResponse<'a> {
    /// `int32`, versions 2+, ignorable.
    pub throttle_time_ms: i32,
    /// `[]ListOffsetsTopicResponse`, versions 0+.
    pub topics: Array<'a, ListOffsetsTopicResponse<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListOffsetsResponse<'_> {
    fn default() -> Self {
        ListOffsetsResponse {
            throttle_time_ms: 0,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ListOffsetsResponse<'a> {
    const NAME: &'static str = "ListOffsetsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(2));
    const VERSIONS: VersionRange = VersionRange::new(1, 10);
    const FLEXIBLE_FROM: Option<i16> = Some(6);
}

impl<'a> Decode<'a> for ListOffsetsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ListOffsetsResponse");
        let mut this = ListOffsetsResponse {
            throttle_time_ms: if version >= 2 {
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

impl Encode for ListOffsetsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        if version >= 2 {
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
        let flexible = version >= 6;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ListOffsetsResponse");
        if version >= 2 {
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

/// An element of `ListOffsetsResponse.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListOffsetsTopicResponse<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]ListOffsetsPartitionResponse`, versions 0+.
    pub partitions: Array<'a, ListOffsetsPartitionResponse<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListOffsetsTopicResponse<'_> {
    fn default() -> Self {
        ListOffsetsTopicResponse {
            name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ListOffsetsTopicResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("ListOffsetsTopicResponse");
        let mut this = ListOffsetsTopicResponse {
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
        let flexible = version >= 6;
        let outer = r.begin_struct("ListOffsetsTopicResponse");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<ListOffsetsPartitionResponse<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ListOffsetsTopicResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
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
        let flexible = version >= 6;
        let outer = w.begin_struct("ListOffsetsTopicResponse");
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

impl<'a> Element<'a> for ListOffsetsTopicResponse<'a> {
    const TYPE_NAME: &'static str = "ListOffsetsTopicResponse";
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

/// An element of `ListOffsetsTopicResponse.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListOffsetsPartitionResponse<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int64`, versions 1+; default -1.
    pub timestamp: i64,
    /// `int64`, versions 1+; default -1.
    pub offset: i64,
    /// `int32`, versions 4+; default -1.
    pub leader_epoch: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListOffsetsPartitionResponse<'_> {
    fn default() -> Self {
        ListOffsetsPartitionResponse {
            partition_index: 0,
            error_code: 0,
            timestamp: -1,
            offset: -1,
            leader_epoch: -1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ListOffsetsPartitionResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("ListOffsetsPartitionResponse");
        let mut this = ListOffsetsPartitionResponse {
            partition_index: r.int32("PartitionIndex")?,
            error_code: r.int16("ErrorCode")?,
            timestamp: r.int64("Timestamp")?,
            offset: r.int64("Offset")?,
            leader_epoch: if version >= 4 {
                r.int32("LeaderEpoch")?
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
        let flexible = version >= 6;
        let outer = r.begin_struct("ListOffsetsPartitionResponse");
        r.skip_fixed_run(&[
            ("PartitionIndex", 4),
            ("ErrorCode", 2),
            ("Timestamp", 8),
            ("Offset", 8),
        ])?;
        if version >= 4 {
            r.skip_fixed("LeaderEpoch", 4)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ListOffsetsPartitionResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        n += 4;
        n += 2;
        n += 8;
        n += 8;
        if version >= 4 {
            n += 4;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        let outer = w.begin_struct("ListOffsetsPartitionResponse");
        w.int32(self.partition_index)?;
        w.int16(self.error_code)?;
        w.int64(self.timestamp)?;
        w.int64(self.offset)?;
        if version >= 4 {
            w.int32(self.leader_epoch)?;
        } else if self.leader_epoch != -1 {
            return Err(w.not_in_version("LeaderEpoch", version));
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

impl<'a> Element<'a> for ListOffsetsPartitionResponse<'a> {
    const TYPE_NAME: &'static str = "ListOffsetsPartitionResponse";
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

    impl<'a> Sample<'a> for ListOffsetsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ListOffsetsRequest {
                replica_id: g.int32(),
                isolation_level: if version >= 2 { g.int8() } else { 0 },
                topics: g.array(|g| ListOffsetsTopic::sample(g, version)),
                timeout_ms: if version >= 10 { g.int32() } else { 0 },
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ListOffsetsTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ListOffsetsTopic {
                name: g.string(),
                partitions: g.array(|g| ListOffsetsPartition::sample(g, version)),
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ListOffsetsPartition<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ListOffsetsPartition {
                partition_index: g.int32(),
                current_leader_epoch: if version >= 4 { g.int32() } else { -1 },
                timestamp: g.int64(),
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ListOffsetsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ListOffsetsResponse {
                throttle_time_ms: if version >= 2 { g.int32() } else { 0 },
                topics: g.array(|g| ListOffsetsTopicResponse::sample(g, version)),
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ListOffsetsTopicResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ListOffsetsTopicResponse {
                name: g.string(),
                partitions: g.array(|g| ListOffsetsPartitionResponse::sample(g, version)),
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ListOffsetsPartitionResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ListOffsetsPartitionResponse {
                partition_index: g.int32(),
                error_code: g.int16(),
                timestamp: g.int64(),
                offset: g.int64(),
                leader_epoch: if version >= 4 { g.int32() } else { -1 },
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

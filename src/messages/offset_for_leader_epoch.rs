//! Generated from `OffsetForLeaderEpochRequest.json` and `OffsetForLeaderEpochResponse.json` by `codegen`; do not edit.
//!
//! OffsetForLeaderEpoch, API key 23: requests in versions 0-4, responses in versions 0-4; flexible from version 4.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The OffsetForLeaderEpoch request: versions 0-4, flexible from version 4.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetForLeaderEpochRequest<'a> {
    /// `int32`, versions 3+, ignorable; default -2.
    pub replica_id: i32,
    /// `[]OffsetForLeaderTopic`, versions 0+.
    pub topics: Array<'a, OffsetForLeaderTopic<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetForLeaderEpochRequest<'_> {
    fn default() -> Self {
        OffsetForLeaderEpochRequest {
            replica_id: -2,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for OffsetForLeaderEpochRequest<'a> {
    const NAME: &'static str = "OffsetForLeaderEpochRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(23));
    const VERSIONS: VersionRange = VersionRange::new(0, 4);
    const FLEXIBLE_FROM: Option<i16> = Some(4);
}

impl<'a> Decode<'a> for OffsetForLeaderEpochRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("OffsetForLeaderEpochRequest");
        let mut this = OffsetForLeaderEpochRequest {
            replica_id: if version >= 3 {
                r.int32("ReplicaId")?
            } else {
                -2
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

impl Encode for OffsetForLeaderEpochRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
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
        let flexible = version >= 4;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("OffsetForLeaderEpochRequest");
        if version >= 3 {
            w.int32(self.replica_id)?;
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

/// An element of `OffsetForLeaderEpochRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetForLeaderTopic<'a> {
    /// `string`, versions 0+.
    pub topic: &'a str,
    /// `[]OffsetForLeaderPartition`, versions 0+.
    pub partitions: Array<'a, OffsetForLeaderPartition<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetForLeaderTopic<'_> {
    fn default() -> Self {
        OffsetForLeaderTopic {
            topic: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OffsetForLeaderTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        let outer = r.begin_struct("OffsetForLeaderTopic");
        let mut this = OffsetForLeaderTopic {
            topic: r.string("Topic", flexible)?,
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
        let flexible = version >= 4;
        let outer = r.begin_struct("OffsetForLeaderTopic");
        r.skip_string("Topic", flexible, false)?;
        r.skip_array::<OffsetForLeaderPartition<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetForLeaderTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        n += len::string(self.topic, flexible);
        n += self.partitions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        let outer = w.begin_struct("OffsetForLeaderTopic");
        w.string("Topic", self.topic, flexible)?;
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

impl<'a> Element<'a> for OffsetForLeaderTopic<'a> {
    const TYPE_NAME: &'static str = "OffsetForLeaderTopic";
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

/// An element of `OffsetForLeaderTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetForLeaderPartition<'a> {
    /// `int32`, versions 0+.
    pub partition: i32,
    /// `int32`, versions 2+, ignorable; default -1.
    pub current_leader_epoch: i32,
    /// `int32`, versions 0+.
    pub leader_epoch: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetForLeaderPartition<'_> {
    fn default() -> Self {
        OffsetForLeaderPartition {
            partition: 0,
            current_leader_epoch: -1,
            leader_epoch: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OffsetForLeaderPartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        let outer = r.begin_struct("OffsetForLeaderPartition");
        let mut this = OffsetForLeaderPartition {
            partition: r.int32("Partition")?,
            current_leader_epoch: if version >= 2 {
                r.int32("CurrentLeaderEpoch")?
            } else {
                -1
            },
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
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = version >= 4;
        let outer = r.begin_struct("OffsetForLeaderPartition");
        r.skip_fixed("Partition", 4)?;
        if version >= 2 {
            r.skip_fixed("CurrentLeaderEpoch", 4)?;
        }
        r.skip_fixed("LeaderEpoch", 4)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetForLeaderPartition<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        n += 4;
        if version >= 2 {
            n += 4;
        }
        n += 4;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        let outer = w.begin_struct("OffsetForLeaderPartition");
        w.int32(self.partition)?;
        if version >= 2 {
            w.int32(self.current_leader_epoch)?;
        }
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

impl<'a> Element<'a> for OffsetForLeaderPartition<'a> {
    const TYPE_NAME: &'static str = "OffsetForLeaderPartition";
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

/// The OffsetForLeaderEpoch response: versions 0-4, flexible from version 4.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetForLeaderEpochResponse<'a> {
    /// `int32`, versions 2+, ignorable.
    pub throttle_time_ms: i32,
    /// `[]OffsetForLeaderTopicResult`, versions 0+.
    pub topics: Array<'a, OffsetForLeaderTopicResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetForLeaderEpochResponse<'_> {
    fn default() -> Self {
        OffsetForLeaderEpochResponse {
            throttle_time_ms: 0,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for OffsetForLeaderEpochResponse<'a> {
    const NAME: &'static str = "OffsetForLeaderEpochResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(23));
    const VERSIONS: VersionRange = VersionRange::new(0, 4);
    const FLEXIBLE_FROM: Option<i16> = Some(4);
}

impl<'a> Decode<'a> for OffsetForLeaderEpochResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("OffsetForLeaderEpochResponse");
        let mut this = OffsetForLeaderEpochResponse {
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

impl Encode for OffsetForLeaderEpochResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
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
        let flexible = version >= 4;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("OffsetForLeaderEpochResponse");
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

/// An element of `OffsetForLeaderEpochResponse.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetForLeaderTopicResult<'a> {
    /// `string`, versions 0+.
    pub topic: &'a str,
    /// `[]EpochEndOffset`, versions 0+.
    pub partitions: Array<'a, EpochEndOffset<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetForLeaderTopicResult<'_> {
    fn default() -> Self {
        OffsetForLeaderTopicResult {
            topic: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OffsetForLeaderTopicResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        let outer = r.begin_struct("OffsetForLeaderTopicResult");
        let mut this = OffsetForLeaderTopicResult {
            topic: r.string("Topic", flexible)?,
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
        let flexible = version >= 4;
        let outer = r.begin_struct("OffsetForLeaderTopicResult");
        r.skip_string("Topic", flexible, false)?;
        r.skip_array::<EpochEndOffset<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetForLeaderTopicResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        n += len::string(self.topic, flexible);
        n += self.partitions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        let outer = w.begin_struct("OffsetForLeaderTopicResult");
        w.string("Topic", self.topic, flexible)?;
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

impl<'a> Element<'a> for OffsetForLeaderTopicResult<'a> {
    const TYPE_NAME: &'static str = "OffsetForLeaderTopicResult";
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

/// An element of `OffsetForLeaderTopicResult.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct EpochEndOffset<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int32`, versions 0+.
    pub partition: i32,
    /// `int32`, versions 1+, ignorable; default -1.
    pub leader_epoch: i32,
    /// `int64`, versions 0+; default -1.
    pub end_offset: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for EpochEndOffset<'_> {
    fn default() -> Self {
        EpochEndOffset {
            error_code: 0,
            partition: 0,
            leader_epoch: -1,
            end_offset: -1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for EpochEndOffset<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        let outer = r.begin_struct("EpochEndOffset");
        let mut this = EpochEndOffset {
            error_code: r.int16("ErrorCode")?,
            partition: r.int32("Partition")?,
            leader_epoch: if version >= 1 {
                r.int32("LeaderEpoch")?
            } else {
                -1
            },
            end_offset: r.int64("EndOffset")?,
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
        let flexible = version >= 4;
        let outer = r.begin_struct("EpochEndOffset");
        r.skip_fixed_run(&[("ErrorCode", 2), ("Partition", 4)])?;
        if version >= 1 {
            r.skip_fixed("LeaderEpoch", 4)?;
        }
        r.skip_fixed("EndOffset", 8)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for EpochEndOffset<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        n += 2;
        n += 4;
        if version >= 1 {
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
        let flexible = version >= 4;
        let outer = w.begin_struct("EpochEndOffset");
        w.int16(self.error_code)?;
        w.int32(self.partition)?;
        if version >= 1 {
            w.int32(self.leader_epoch)?;
        }
        w.int64(self.end_offset)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for EpochEndOffset<'a> {
    const TYPE_NAME: &'static str = "EpochEndOffset";
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

    impl<'a> Sample<'a> for OffsetForLeaderEpochRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetForLeaderEpochRequest {
                replica_id: if version >= 3 { g.int32() } else { -2 },
                topics: g.array(|g| OffsetForLeaderTopic::sample(g, version)),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetForLeaderTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetForLeaderTopic {
                topic: g.string(),
                partitions: g.array(|g| OffsetForLeaderPartition::sample(g, version)),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetForLeaderPartition<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetForLeaderPartition {
                partition: g.int32(),
                current_leader_epoch: if version >= 2 { g.int32() } else { -1 },
                leader_epoch: g.int32(),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetForLeaderEpochResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetForLeaderEpochResponse {
                throttle_time_ms: if version >= 2 { g.int32() } else { 0 },
                topics: g.array(|g| OffsetForLeaderTopicResult::sample(g, version)),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetForLeaderTopicResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetForLeaderTopicResult {
                topic: g.string(),
                partitions: g.array(|g| EpochEndOffset::sample(g, version)),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for EpochEndOffset<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            EpochEndOffset {
                error_code: g.int16(),
                partition: g.int32(),
                leader_epoch: if version >= 1 { g.int32() } else { -1 },
                end_offset: g.int64(),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

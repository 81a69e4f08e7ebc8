//! Generated from `DeleteRecordsRequest.json` and `DeleteRecordsResponse.json` by `codegen`; do not edit.
//!
//! DeleteRecords, API key 21: requests in versions 0-2, responses in versions 0-2; flexible from version 2.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The DeleteRecords request: versions 0-2, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DeleteRecordsRequest<'a> {
    /// `[]DeleteRecordsTopic`, versions 0+.
    pub topics: Array<'a, DeleteRecordsTopic<'a>>,
    /// `int32`, versions 0+.
    pub timeout_ms: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DeleteRecordsRequest<'_> {
    fn default() -> Self {
        DeleteRecordsRequest {
            topics: Array::empty(),
            timeout_ms: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DeleteRecordsRequest<'a> {
    const NAME: &'static str = "DeleteRecordsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(21));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for DeleteRecordsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DeleteRecordsRequest");
        let mut this = DeleteRecordsRequest {
            topics: r.array("Topics", version, flexible)?,
            timeout_ms: r.int32("TimeoutMs")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DeleteRecordsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += self.topics.encoded_len(version, flexible);
        n += 4;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DeleteRecordsRequest");
        self.topics.encode(w, "Topics", version, flexible)?;
        w.int32(self.timeout_ms)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DeleteRecordsRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DeleteRecordsTopic<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]DeleteRecordsPartition`, versions 0+.
    pub partitions: Array<'a, DeleteRecordsPartition<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DeleteRecordsTopic<'_> {
    fn default() -> Self {
        DeleteRecordsTopic {
            name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DeleteRecordsTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DeleteRecordsTopic");
        let mut this = DeleteRecordsTopic {
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
        let flexible = version >= 2;
        let outer = r.begin_struct("DeleteRecordsTopic");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<DeleteRecordsPartition<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DeleteRecordsTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
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
        let flexible = version >= 2;
        let outer = w.begin_struct("DeleteRecordsTopic");
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

impl<'a> Element<'a> for DeleteRecordsTopic<'a> {
    const TYPE_NAME: &'static str = "DeleteRecordsTopic";
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

/// An element of `DeleteRecordsTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DeleteRecordsPartition<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int64`, versions 0+.
    pub offset: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DeleteRecordsPartition<'_> {
    fn default() -> Self {
        DeleteRecordsPartition {
            partition_index: 0,
            offset: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DeleteRecordsPartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DeleteRecordsPartition");
        let mut this = DeleteRecordsPartition {
            partition_index: r.int32("PartitionIndex")?,
            offset: r.int64("Offset")?,
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
        let flexible = version >= 2;
        let outer = r.begin_struct("DeleteRecordsPartition");
        r.skip_fixed_run(&[("PartitionIndex", 4), ("Offset", 8)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DeleteRecordsPartition<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 4;
        n += 8;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        let outer = w.begin_struct("DeleteRecordsPartition");
        w.int32(self.partition_index)?;
        w.int64(self.offset)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for DeleteRecordsPartition<'a> {
    const TYPE_NAME: &'static str = "DeleteRecordsPartition";
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

/// The DeleteRecords response: versions 0-2, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DeleteRecordsResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `[]DeleteRecordsTopicResult`, versions 0+.
    pub topics: Array<'a, DeleteRecordsTopicResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DeleteRecordsResponse<'_> {
    fn default() -> Self {
        DeleteRecordsResponse {
            throttle_time_ms: 0,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DeleteRecordsResponse<'a> {
    const NAME: &'static str = "DeleteRecordsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(21));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for DeleteRecordsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DeleteRecordsResponse");
        let mut this = DeleteRecordsResponse {
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

impl Encode for DeleteRecordsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
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
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DeleteRecordsResponse");
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

/// An element of `DeleteRecordsResponse.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DeleteRecordsTopicResult<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]DeleteRecordsPartitionResult`, versions 0+.
    pub partitions: Array<'a, DeleteRecordsPartitionResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DeleteRecordsTopicResult<'_> {
    fn default() -> Self {
        DeleteRecordsTopicResult {
            name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DeleteRecordsTopicResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DeleteRecordsTopicResult");
        let mut this = DeleteRecordsTopicResult {
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
        let flexible = version >= 2;
        let outer = r.begin_struct("DeleteRecordsTopicResult");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<DeleteRecordsPartitionResult<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DeleteRecordsTopicResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
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
        let flexible = version >= 2;
        let outer = w.begin_struct("DeleteRecordsTopicResult");
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

impl<'a> Element<'a> for DeleteRecordsTopicResult<'a> {
    const TYPE_NAME: &'static str = "DeleteRecordsTopicResult";
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

/// An element of `DeleteRecordsTopicResult.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DeleteRecordsPartitionResult<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int64`, versions 0+.
    pub low_watermark: i64,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DeleteRecordsPartitionResult<'_> {
    fn default() -> Self {
        DeleteRecordsPartitionResult {
            partition_index: 0,
            low_watermark: 0,
            error_code: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DeleteRecordsPartitionResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DeleteRecordsPartitionResult");
        let mut this = DeleteRecordsPartitionResult {
            partition_index: r.int32("PartitionIndex")?,
            low_watermark: r.int64("LowWatermark")?,
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
        let flexible = version >= 2;
        let outer = r.begin_struct("DeleteRecordsPartitionResult");
        r.skip_fixed_run(&[("PartitionIndex", 4), ("LowWatermark", 8), ("ErrorCode", 2)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DeleteRecordsPartitionResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 4;
        n += 8;
        n += 2;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        let outer = w.begin_struct("DeleteRecordsPartitionResult");
        w.int32(self.partition_index)?;
        w.int64(self.low_watermark)?;
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

impl<'a> Element<'a> for DeleteRecordsPartitionResult<'a> {
    const TYPE_NAME: &'static str = "DeleteRecordsPartitionResult";
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

    impl<'a> Sample<'a> for DeleteRecordsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DeleteRecordsRequest {
                topics: g.array(|g| DeleteRecordsTopic::sample(g, version)),
                timeout_ms: g.int32(),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DeleteRecordsTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DeleteRecordsTopic {
                name: g.string(),
                partitions: g.array(|g| DeleteRecordsPartition::sample(g, version)),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DeleteRecordsPartition<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DeleteRecordsPartition {
                partition_index: g.int32(),
                offset: g.int64(),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DeleteRecordsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DeleteRecordsResponse {
                throttle_time_ms: g.int32(),
                topics: g.array(|g| DeleteRecordsTopicResult::sample(g, version)),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DeleteRecordsTopicResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DeleteRecordsTopicResult {
                name: g.string(),
                partitions: g.array(|g| DeleteRecordsPartitionResult::sample(g, version)),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DeleteRecordsPartitionResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DeleteRecordsPartitionResult {
                partition_index: g.int32(),
                low_watermark: g.int64(),
                error_code: g.int16(),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

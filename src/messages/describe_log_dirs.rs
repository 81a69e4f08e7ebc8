//! Generated from `DescribeLogDirsRequest.json` and `DescribeLogDirsResponse.json` by `codegen`; do not edit.
//!
//! DescribeLogDirs, API key 35: requests in versions 0-4, responses in versions 0-4; flexible from version 2.

use crate::{
    check_decode_version, check_encode_version, encode_nullable, len, nullable_len, ApiKey, Array,
    Decode, DecodeError, Element, Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen,
    TaggedWriter, Trace, VersionRange, Writer,
};

/// The DescribeLogDirs request: versions 0-4, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeLogDirsRequest<'a> {
    /// `[]DescribableLogDirTopic`, versions 0+, nullable in 0+.
    pub topics: Option<Array<'a, DescribableLogDirTopic<'a>>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeLogDirsRequest<'_> {
    fn default() -> Self {
        DescribeLogDirsRequest {
            topics: Some(Array::empty()),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeLogDirsRequest<'a> {
    const NAME: &'static str = "DescribeLogDirsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(35));
    const VERSIONS: VersionRange = VersionRange::new(0, 4);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for DescribeLogDirsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeLogDirsRequest");
        let mut this = DescribeLogDirsRequest {
            topics: r.nullable_array("Topics", version, flexible, true)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeLogDirsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += nullable_len(&self.topics, version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeLogDirsRequest");
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

/// An element of `DescribeLogDirsRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribableLogDirTopic<'a> {
    /// `string`, versions 0+.
    pub topic: &'a str,
    /// `[]int32`, versions 0+.
    pub partitions: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribableLogDirTopic<'_> {
    fn default() -> Self {
        DescribableLogDirTopic {
            topic: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribableLogDirTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DescribableLogDirTopic");
        let mut this = DescribableLogDirTopic {
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
        let flexible = version >= 2;
        let outer = r.begin_struct("DescribableLogDirTopic");
        r.skip_string("Topic", flexible, false)?;
        r.skip_array::<i32>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribableLogDirTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
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
        let flexible = version >= 2;
        let outer = w.begin_struct("DescribableLogDirTopic");
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

impl<'a> Element<'a> for DescribableLogDirTopic<'a> {
    const TYPE_NAME: &'static str = "DescribableLogDirTopic";
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

/// The DescribeLogDirs response: versions 0-4, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeLogDirsResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 3+, ignorable.
    pub error_code: i16,
    /// `[]DescribeLogDirsResult`, versions 0+.
    pub results: Array<'a, DescribeLogDirsResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeLogDirsResponse<'_> {
    fn default() -> Self {
        DescribeLogDirsResponse {
            throttle_time_ms: 0,
            error_code: 0,
            results: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeLogDirsResponse<'a> {
    const NAME: &'static str = "DescribeLogDirsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(35));
    const VERSIONS: VersionRange = VersionRange::new(0, 4);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for DescribeLogDirsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeLogDirsResponse");
        let mut this = DescribeLogDirsResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: if version >= 3 {
                r.int16("ErrorCode")?
            } else {
                0
            },
            results: r.array("Results", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeLogDirsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 4;
        if version >= 3 {
            n += 2;
        }
        n += self.results.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeLogDirsResponse");
        w.int32(self.throttle_time_ms)?;
        if version >= 3 {
            w.int16(self.error_code)?;
        }
        self.results.encode(w, "Results", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DescribeLogDirsResponse.Results`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeLogDirsResult<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+.
    pub log_dir: &'a str,
    /// `[]DescribeLogDirsTopic`, versions 0+.
    pub topics: Array<'a, DescribeLogDirsTopic<'a>>,
    /// `int64`, versions 4+, ignorable; default -1.
    pub total_bytes: i64,
    /// `int64`, versions 4+, ignorable; default -1.
    pub usable_bytes: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeLogDirsResult<'_> {
    fn default() -> Self {
        DescribeLogDirsResult {
            error_code: 0,
            log_dir: "",
            topics: Array::empty(),
            total_bytes: -1,
            usable_bytes: -1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeLogDirsResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DescribeLogDirsResult");
        let mut this = DescribeLogDirsResult {
            error_code: r.int16("ErrorCode")?,
            log_dir: r.string("LogDir", flexible)?,
            topics: r.array("Topics", version, flexible)?,
            total_bytes: if version >= 4 {
                r.int64("TotalBytes")?
            } else {
                -1
            },
            usable_bytes: if version >= 4 {
                r.int64("UsableBytes")?
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
        let flexible = version >= 2;
        let outer = r.begin_struct("DescribeLogDirsResult");
        r.skip_fixed("ErrorCode", 2)?;
        r.skip_string("LogDir", flexible, false)?;
        r.skip_array::<DescribeLogDirsTopic<'a>>("Topics", version, flexible, false)?;
        if version >= 4 {
            r.skip_fixed_run(&[("TotalBytes", 8), ("UsableBytes", 8)])?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeLogDirsResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 2;
        n += len::string(self.log_dir, flexible);
        n += self.topics.encoded_len(version, flexible);
        if version >= 4 {
            n += 8;
        }
        if version >= 4 {
            n += 8;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        let outer = w.begin_struct("DescribeLogDirsResult");
        w.int16(self.error_code)?;
        w.string("LogDir", self.log_dir, flexible)?;
        self.topics.encode(w, "Topics", version, flexible)?;
        if version >= 4 {
            w.int64(self.total_bytes)?;
        }
        if version >= 4 {
            w.int64(self.usable_bytes)?;
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

impl<'a> Element<'a> for DescribeLogDirsResult<'a> {
    const TYPE_NAME: &'static str = "DescribeLogDirsResult";
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

/// An element of `DescribeLogDirsResult.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeLogDirsTopic<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]DescribeLogDirsPartition`, versions 0+.
    pub partitions: Array<'a, DescribeLogDirsPartition<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeLogDirsTopic<'_> {
    fn default() -> Self {
        DescribeLogDirsTopic {
            name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeLogDirsTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DescribeLogDirsTopic");
        let mut this = DescribeLogDirsTopic {
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
        let outer = r.begin_struct("DescribeLogDirsTopic");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<DescribeLogDirsPartition<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeLogDirsTopic<'_> {
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
        let outer = w.begin_struct("DescribeLogDirsTopic");
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

impl<'a> Element<'a> for DescribeLogDirsTopic<'a> {
    const TYPE_NAME: &'static str = "DescribeLogDirsTopic";
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

/// An element of `DescribeLogDirsTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeLogDirsPartition<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int64`, versions 0+.
    pub partition_size: i64,
    /// `int64`, versions 0+.
    pub offset_lag: i64,
    /// `bool`, versions 0+.
    pub is_future_key: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeLogDirsPartition<'_> {
    fn default() -> Self {
        DescribeLogDirsPartition {
            partition_index: 0,
            partition_size: 0,
            offset_lag: 0,
            is_future_key: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeLogDirsPartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DescribeLogDirsPartition");
        let mut this = DescribeLogDirsPartition {
            partition_index: r.int32("PartitionIndex")?,
            partition_size: r.int64("PartitionSize")?,
            offset_lag: r.int64("OffsetLag")?,
            is_future_key: r.bool("IsFutureKey")?,
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
        let outer = r.begin_struct("DescribeLogDirsPartition");
        r.skip_fixed_run(&[
            ("PartitionIndex", 4),
            ("PartitionSize", 8),
            ("OffsetLag", 8),
        ])?;
        r.skip_bool("IsFutureKey")?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeLogDirsPartition<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 4;
        n += 8;
        n += 8;
        n += 1;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        let outer = w.begin_struct("DescribeLogDirsPartition");
        w.int32(self.partition_index)?;
        w.int64(self.partition_size)?;
        w.int64(self.offset_lag)?;
        w.bool(self.is_future_key)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for DescribeLogDirsPartition<'a> {
    const TYPE_NAME: &'static str = "DescribeLogDirsPartition";
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

    impl<'a> Sample<'a> for DescribeLogDirsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeLogDirsRequest {
                topics: g.maybe(true, |g| {
                    g.array(|g| DescribableLogDirTopic::sample(g, version))
                }),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribableLogDirTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribableLogDirTopic {
                topic: g.string(),
                partitions: g.array(|g| g.int32()),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeLogDirsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeLogDirsResponse {
                throttle_time_ms: g.int32(),
                error_code: if version >= 3 { g.int16() } else { 0 },
                results: g.array(|g| DescribeLogDirsResult::sample(g, version)),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeLogDirsResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeLogDirsResult {
                error_code: g.int16(),
                log_dir: g.string(),
                topics: g.array(|g| DescribeLogDirsTopic::sample(g, version)),
                total_bytes: if version >= 4 { g.int64() } else { -1 },
                usable_bytes: if version >= 4 { g.int64() } else { -1 },
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeLogDirsTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeLogDirsTopic {
                name: g.string(),
                partitions: g.array(|g| DescribeLogDirsPartition::sample(g, version)),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeLogDirsPartition<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeLogDirsPartition {
                partition_index: g.int32(),
                partition_size: g.int64(),
                offset_lag: g.int64(),
                is_future_key: g.bool(),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

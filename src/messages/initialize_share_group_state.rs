//! Generated from `InitializeShareGroupStateRequest.json` and `InitializeShareGroupStateResponse.json` by `codegen`; do not edit.
//!
//! InitializeShareGroupState, API key 83: requests in versions 0, responses in versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid,
    VersionRange, Writer,
};

/// The InitializeShareGroupState request: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct InitializeShareGroupStateRequest<'a> {
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// `[]InitializeStateData`, versions 0+.
    pub topics: Array<'a, InitializeStateData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for InitializeShareGroupStateRequest<'_> {
    fn default() -> Self {
        InitializeShareGroupStateRequest {
            group_id: "",
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for InitializeShareGroupStateRequest<'a> {
    const NAME: &'static str = "InitializeShareGroupStateRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(83));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for InitializeShareGroupStateRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("InitializeShareGroupStateRequest");
        let mut this = InitializeShareGroupStateRequest {
            group_id: r.string("GroupId", flexible)?,
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

impl Encode for InitializeShareGroupStateRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.group_id, flexible);
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
        let outer = w.begin_struct("InitializeShareGroupStateRequest");
        w.string("GroupId", self.group_id, flexible)?;
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

/// An element of `InitializeShareGroupStateRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct InitializeStateData<'a> {
    /// `uuid`, versions 0+.
    pub topic_id: Uuid,
    /// `[]PartitionData`, versions 0+.
    pub partitions: Array<'a, PartitionData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for InitializeStateData<'_> {
    fn default() -> Self {
        InitializeStateData {
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for InitializeStateData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("InitializeStateData");
        let mut this = InitializeStateData {
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
        let outer = r.begin_struct("InitializeStateData");
        r.skip_fixed("TopicId", 16)?;
        r.skip_array::<PartitionData<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for InitializeStateData<'_> {
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
        let outer = w.begin_struct("InitializeStateData");
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

impl<'a> Element<'a> for InitializeStateData<'a> {
    const TYPE_NAME: &'static str = "InitializeStateData";
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

/// An element of `InitializeStateData.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct PartitionData<'a> {
    /// `int32`, versions 0+.
    pub partition: i32,
    /// `int32`, versions 0+.
    pub state_epoch: i32,
    /// `int64`, versions 0+.
    pub start_offset: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for PartitionData<'_> {
    fn default() -> Self {
        PartitionData {
            partition: 0,
            state_epoch: 0,
            start_offset: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for PartitionData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("PartitionData");
        let mut this = PartitionData {
            partition: r.int32("Partition")?,
            state_epoch: r.int32("StateEpoch")?,
            start_offset: r.int64("StartOffset")?,
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
        let outer = r.begin_struct("PartitionData");
        r.skip_fixed_run(&[("Partition", 4), ("StateEpoch", 4), ("StartOffset", 8)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for PartitionData<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 4;
        n += 8;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("PartitionData");
        w.int32(self.partition)?;
        w.int32(self.state_epoch)?;
        w.int64(self.start_offset)?;
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

/// The InitializeShareGroupState response: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct InitializeShareGroupStateResponse<'a> {
    /// `[]InitializeStateResult`, versions 0+.
    pub results: Array<'a, InitializeStateResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for InitializeShareGroupStateResponse<'_> {
    fn default() -> Self {
        InitializeShareGroupStateResponse {
            results: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for InitializeShareGroupStateResponse<'a> {
    const NAME: &'static str = "InitializeShareGroupStateResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(83));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for InitializeShareGroupStateResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("InitializeShareGroupStateResponse");
        let mut this = InitializeShareGroupStateResponse {
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

impl Encode for InitializeShareGroupStateResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += self.results.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("InitializeShareGroupStateResponse");
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

/// An element of `InitializeShareGroupStateResponse.Results`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct InitializeStateResult<'a> {
    /// `uuid`, versions 0+.
    pub topic_id: Uuid,
    /// `[]PartitionResult`, versions 0+.
    pub partitions: Array<'a, PartitionResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for InitializeStateResult<'_> {
    fn default() -> Self {
        InitializeStateResult {
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for InitializeStateResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("InitializeStateResult");
        let mut this = InitializeStateResult {
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
        let outer = r.begin_struct("InitializeStateResult");
        r.skip_fixed("TopicId", 16)?;
        r.skip_array::<PartitionResult<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for InitializeStateResult<'_> {
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
        let outer = w.begin_struct("InitializeStateResult");
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

impl<'a> Element<'a> for InitializeStateResult<'a> {
    const TYPE_NAME: &'static str = "InitializeStateResult";
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

/// An element of `InitializeStateResult.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct PartitionResult<'a> {
    /// `int32`, versions 0+.
    pub partition: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub error_message: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for PartitionResult<'_> {
    fn default() -> Self {
        PartitionResult {
            partition: 0,
            error_code: 0,
            error_message: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for PartitionResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("PartitionResult");
        let mut this = PartitionResult {
            partition: r.int32("Partition")?,
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
        let outer = r.begin_struct("PartitionResult");
        r.skip_fixed_run(&[("Partition", 4), ("ErrorCode", 2)])?;
        r.skip_string("ErrorMessage", flexible, true)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for PartitionResult<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
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
        let outer = w.begin_struct("PartitionResult");
        w.int32(self.partition)?;
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

impl<'a> Element<'a> for PartitionResult<'a> {
    const TYPE_NAME: &'static str = "PartitionResult";
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

    impl<'a> Sample<'a> for InitializeShareGroupStateRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            InitializeShareGroupStateRequest {
                group_id: g.string(),
                topics: g.array(|g| InitializeStateData::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for InitializeStateData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            InitializeStateData {
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
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            PartitionData {
                partition: g.int32(),
                state_epoch: g.int32(),
                start_offset: g.int64(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for InitializeShareGroupStateResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            InitializeShareGroupStateResponse {
                results: g.array(|g| InitializeStateResult::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for InitializeStateResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            InitializeStateResult {
                topic_id: g.uuid(),
                partitions: g.array(|g| PartitionResult::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for PartitionResult<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            PartitionResult {
                partition: g.int32(),
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

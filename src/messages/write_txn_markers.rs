//! Generated from `WriteTxnMarkersRequest.json` and `WriteTxnMarkersResponse.json` by `codegen`; do not edit.
//!
//! WriteTxnMarkers, API key 27: requests in versions 0-1, responses in versions 0-1; flexible from version 1.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The WriteTxnMarkers request: versions 0-1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct WriteTxnMarkersRequest<'a> {
    /// `[]WritableTxnMarker`, versions 0+.
    pub markers: Array<'a, WritableTxnMarker<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for WriteTxnMarkersRequest<'_> {
    fn default() -> Self {
        WriteTxnMarkersRequest {
            markers: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for WriteTxnMarkersRequest<'a> {
    const NAME: &'static str = "WriteTxnMarkersRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(27));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for WriteTxnMarkersRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("WriteTxnMarkersRequest");
        let mut this = WriteTxnMarkersRequest {
            markers: r.array("Markers", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for WriteTxnMarkersRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += self.markers.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("WriteTxnMarkersRequest");
        self.markers.encode(w, "Markers", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `WriteTxnMarkersRequest.Markers`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct WritableTxnMarker<'a> {
    /// `int64`, versions 0+.
    pub producer_id: i64,
    /// `int16`, versions 0+.
    pub producer_epoch: i16,
    /// `bool`, versions 0+.
    pub transaction_result: bool,
    /// `[]WritableTxnMarkerTopic`, versions 0+.
    pub topics: Array<'a, WritableTxnMarkerTopic<'a>>,
    /// `int32`, versions 0+.
    pub coordinator_epoch: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for WritableTxnMarker<'_> {
    fn default() -> Self {
        WritableTxnMarker {
            producer_id: 0,
            producer_epoch: 0,
            transaction_result: false,
            topics: Array::empty(),
            coordinator_epoch: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for WritableTxnMarker<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("WritableTxnMarker");
        let mut this = WritableTxnMarker {
            producer_id: r.int64("ProducerId")?,
            producer_epoch: r.int16("ProducerEpoch")?,
            transaction_result: r.bool("TransactionResult")?,
            topics: r.array("Topics", version, flexible)?,
            coordinator_epoch: r.int32("CoordinatorEpoch")?,
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
        let flexible = version >= 1;
        let outer = r.begin_struct("WritableTxnMarker");
        r.skip_fixed_run(&[("ProducerId", 8), ("ProducerEpoch", 2)])?;
        r.skip_bool("TransactionResult")?;
        r.skip_array::<WritableTxnMarkerTopic<'a>>("Topics", version, flexible, false)?;
        r.skip_fixed("CoordinatorEpoch", 4)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for WritableTxnMarker<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += 8;
        n += 2;
        n += 1;
        n += self.topics.encoded_len(version, flexible);
        n += 4;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        let outer = w.begin_struct("WritableTxnMarker");
        w.int64(self.producer_id)?;
        w.int16(self.producer_epoch)?;
        w.bool(self.transaction_result)?;
        self.topics.encode(w, "Topics", version, flexible)?;
        w.int32(self.coordinator_epoch)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for WritableTxnMarker<'a> {
    const TYPE_NAME: &'static str = "WritableTxnMarker";
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

/// An element of `WritableTxnMarker.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct WritableTxnMarkerTopic<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]int32`, versions 0+.
    pub partition_indexes: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for WritableTxnMarkerTopic<'_> {
    fn default() -> Self {
        WritableTxnMarkerTopic {
            name: "",
            partition_indexes: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for WritableTxnMarkerTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("WritableTxnMarkerTopic");
        let mut this = WritableTxnMarkerTopic {
            name: r.string("Name", flexible)?,
            partition_indexes: r.array("PartitionIndexes", version, flexible)?,
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
        let flexible = version >= 1;
        let outer = r.begin_struct("WritableTxnMarkerTopic");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<i32>("PartitionIndexes", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for WritableTxnMarkerTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += self.partition_indexes.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        let outer = w.begin_struct("WritableTxnMarkerTopic");
        w.string("Name", self.name, flexible)?;
        self.partition_indexes
            .encode(w, "PartitionIndexes", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for WritableTxnMarkerTopic<'a> {
    const TYPE_NAME: &'static str = "WritableTxnMarkerTopic";
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

/// The WriteTxnMarkers response: versions 0-1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct WriteTxnMarkersResponse<'a> {
    /// `[]WritableTxnMarkerResult`, versions 0+.
    pub markers: Array<'a, WritableTxnMarkerResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for WriteTxnMarkersResponse<'_> {
    fn default() -> Self {
        WriteTxnMarkersResponse {
            markers: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for WriteTxnMarkersResponse<'a> {
    const NAME: &'static str = "WriteTxnMarkersResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(27));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for WriteTxnMarkersResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("WriteTxnMarkersResponse");
        let mut this = WriteTxnMarkersResponse {
            markers: r.array("Markers", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for WriteTxnMarkersResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += self.markers.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("WriteTxnMarkersResponse");
        self.markers.encode(w, "Markers", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `WriteTxnMarkersResponse.Markers`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct WritableTxnMarkerResult<'a> {
    /// `int64`, versions 0+.
    pub producer_id: i64,
    /// `[]WritableTxnMarkerTopicResult`, versions 0+.
    pub topics: Array<'a, WritableTxnMarkerTopicResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for WritableTxnMarkerResult<'_> {
    fn default() -> Self {
        WritableTxnMarkerResult {
            producer_id: 0,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for WritableTxnMarkerResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("WritableTxnMarkerResult");
        let mut this = WritableTxnMarkerResult {
            producer_id: r.int64("ProducerId")?,
            topics: r.array("Topics", version, flexible)?,
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
        let flexible = version >= 1;
        let outer = r.begin_struct("WritableTxnMarkerResult");
        r.skip_fixed("ProducerId", 8)?;
        r.skip_array::<WritableTxnMarkerTopicResult<'a>>("Topics", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for WritableTxnMarkerResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += 8;
        n += self.topics.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        let outer = w.begin_struct("WritableTxnMarkerResult");
        w.int64(self.producer_id)?;
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

impl<'a> Element<'a> for WritableTxnMarkerResult<'a> {
    const TYPE_NAME: &'static str = "WritableTxnMarkerResult";
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

/// An element of `WritableTxnMarkerResult.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct WritableTxnMarkerTopicResult<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]WritableTxnMarkerPartitionResult`, versions 0+.
    pub partitions: Array<'a, WritableTxnMarkerPartitionResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for WritableTxnMarkerTopicResult<'_> {
    fn default() -> Self {
        WritableTxnMarkerTopicResult {
            name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for WritableTxnMarkerTopicResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("WritableTxnMarkerTopicResult");
        let mut this = WritableTxnMarkerTopicResult {
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
        let flexible = version >= 1;
        let outer = r.begin_struct("WritableTxnMarkerTopicResult");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<WritableTxnMarkerPartitionResult<'a>>(
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

impl Encode for WritableTxnMarkerTopicResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
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
        let flexible = version >= 1;
        let outer = w.begin_struct("WritableTxnMarkerTopicResult");
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

impl<'a> Element<'a> for WritableTxnMarkerTopicResult<'a> {
    const TYPE_NAME: &'static str = "WritableTxnMarkerTopicResult";
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

/// An element of `WritableTxnMarkerTopicResult.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct WritableTxnMarkerPartitionResult<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for WritableTxnMarkerPartitionResult<'_> {
    fn default() -> Self {
        WritableTxnMarkerPartitionResult {
            partition_index: 0,
            error_code: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for WritableTxnMarkerPartitionResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("WritableTxnMarkerPartitionResult");
        let mut this = WritableTxnMarkerPartitionResult {
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
        let flexible = version >= 1;
        let outer = r.begin_struct("WritableTxnMarkerPartitionResult");
        r.skip_fixed_run(&[("PartitionIndex", 4), ("ErrorCode", 2)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for WritableTxnMarkerPartitionResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
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
        let flexible = version >= 1;
        let outer = w.begin_struct("WritableTxnMarkerPartitionResult");
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

impl<'a> Element<'a> for WritableTxnMarkerPartitionResult<'a> {
    const TYPE_NAME: &'static str = "WritableTxnMarkerPartitionResult";
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

    impl<'a> Sample<'a> for WriteTxnMarkersRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            WriteTxnMarkersRequest {
                markers: g.array(|g| WritableTxnMarker::sample(g, version)),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for WritableTxnMarker<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            WritableTxnMarker {
                producer_id: g.int64(),
                producer_epoch: g.int16(),
                transaction_result: g.bool(),
                topics: g.array(|g| WritableTxnMarkerTopic::sample(g, version)),
                coordinator_epoch: g.int32(),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for WritableTxnMarkerTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            WritableTxnMarkerTopic {
                name: g.string(),
                partition_indexes: g.array(|g| g.int32()),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for WriteTxnMarkersResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            WriteTxnMarkersResponse {
                markers: g.array(|g| WritableTxnMarkerResult::sample(g, version)),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for WritableTxnMarkerResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            WritableTxnMarkerResult {
                producer_id: g.int64(),
                topics: g.array(|g| WritableTxnMarkerTopicResult::sample(g, version)),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for WritableTxnMarkerTopicResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            WritableTxnMarkerTopicResult {
                name: g.string(),
                partitions: g.array(|g| WritableTxnMarkerPartitionResult::sample(g, version)),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for WritableTxnMarkerPartitionResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            WritableTxnMarkerPartitionResult {
                partition_index: g.int32(),
                error_code: g.int16(),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

//! Generated from `OffsetDeleteRequest.json` and `OffsetDeleteResponse.json` by `codegen`; do not edit.
//!
//! OffsetDelete, API key 47: requests in versions 0, responses in versions 0, never flexible.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, Trace, VersionRange, Writer,
};

/// The OffsetDelete request: versions 0, never flexible.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetDeleteRequest<'a> {
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// `[]OffsetDeleteRequestTopic`, versions 0+.
    pub topics: Array<'a, OffsetDeleteRequestTopic<'a>>,
}

impl Default for OffsetDeleteRequest<'_> {
    fn default() -> Self {
        OffsetDeleteRequest {
            group_id: "",
            topics: Array::empty(),
        }
    }
}

impl<'a> Message<'a> for OffsetDeleteRequest<'a> {
    const NAME: &'static str = "OffsetDeleteRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(47));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = None;
}

impl<'a> Decode<'a> for OffsetDeleteRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = false;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("OffsetDeleteRequest");
        let this = OffsetDeleteRequest {
            group_id: r.string("GroupId", flexible)?,
            topics: r.array("Topics", version, flexible)?,
        };
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for OffsetDeleteRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = false;
        let mut n = 0;
        n += len::string(self.group_id, flexible);
        n += self.topics.encoded_len(version, flexible);
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = false;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("OffsetDeleteRequest");
        w.string("GroupId", self.group_id, flexible)?;
        self.topics.encode(w, "Topics", version, flexible)?;
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `OffsetDeleteRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetDeleteRequestTopic<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]OffsetDeleteRequestPartition`, versions 0+.
    pub partitions: Array<'a, OffsetDeleteRequestPartition>,
}

impl Default for OffsetDeleteRequestTopic<'_> {
    fn default() -> Self {
        OffsetDeleteRequestTopic {
            name: "",
            partitions: Array::empty(),
        }
    }
}

impl<'a> Decode<'a> for OffsetDeleteRequestTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = false;
        let outer = r.begin_struct("OffsetDeleteRequestTopic");
        let this = OffsetDeleteRequestTopic {
            name: r.string("Name", flexible)?,
            partitions: r.array("Partitions", version, flexible)?,
        };
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = false;
        let outer = r.begin_struct("OffsetDeleteRequestTopic");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<OffsetDeleteRequestPartition>("Partitions", version, flexible, false)?;
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetDeleteRequestTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = false;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += self.partitions.encoded_len(version, flexible);
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = false;
        let outer = w.begin_struct("OffsetDeleteRequestTopic");
        w.string("Name", self.name, flexible)?;
        self.partitions.encode(w, "Partitions", version, flexible)?;
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for OffsetDeleteRequestTopic<'a> {
    const TYPE_NAME: &'static str = "OffsetDeleteRequestTopic";
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

/// An element of `OffsetDeleteRequestTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetDeleteRequestPartition {
    /// `int32`, versions 0+.
    pub partition_index: i32,
}

impl Default for OffsetDeleteRequestPartition {
    fn default() -> Self {
        OffsetDeleteRequestPartition { partition_index: 0 }
    }
}

impl<'a> Decode<'a> for OffsetDeleteRequestPartition {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let outer = r.begin_struct("OffsetDeleteRequestPartition");
        let this = OffsetDeleteRequestPartition {
            partition_index: r.int32("PartitionIndex")?,
        };
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<(), DecodeError> {
        let outer = r.begin_struct("OffsetDeleteRequestPartition");
        r.skip_fixed("PartitionIndex", 4)?;
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetDeleteRequestPartition {
    fn encoded_len(&self, _version: i16) -> usize {
        let mut n = 0;
        n += 4;
        n
    }

    fn encode(&self, w: &mut Writer<'_>, _version: i16) -> Result<(), EncodeError> {
        let outer = w.begin_struct("OffsetDeleteRequestPartition");
        w.int32(self.partition_index)?;
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for OffsetDeleteRequestPartition {
    const TYPE_NAME: &'static str = "OffsetDeleteRequestPartition";
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

/// The OffsetDelete response: versions 0, never flexible.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetDeleteResponse<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int32`, versions 0+, ignorable.
    pub throttle_time_ms: i32,
    /// `[]OffsetDeleteResponseTopic`, versions 0+.
    pub topics: Array<'a, OffsetDeleteResponseTopic<'a>>,
}

impl Default for OffsetDeleteResponse<'_> {
    fn default() -> Self {
        OffsetDeleteResponse {
            error_code: 0,
            throttle_time_ms: 0,
            topics: Array::empty(),
        }
    }
}

impl<'a> Message<'a> for OffsetDeleteResponse<'a> {
    const NAME: &'static str = "OffsetDeleteResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(47));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = None;
}

impl<'a> Decode<'a> for OffsetDeleteResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = false;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("OffsetDeleteResponse");
        let this = OffsetDeleteResponse {
            error_code: r.int16("ErrorCode")?,
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            topics: r.array("Topics", version, flexible)?,
        };
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for OffsetDeleteResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = false;
        let mut n = 0;
        n += 2;
        n += 4;
        n += self.topics.encoded_len(version, flexible);
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = false;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("OffsetDeleteResponse");
        w.int16(self.error_code)?;
        w.int32(self.throttle_time_ms)?;
        self.topics.encode(w, "Topics", version, flexible)?;
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `OffsetDeleteResponse.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetDeleteResponseTopic<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]OffsetDeleteResponsePartition`, versions 0+.
    pub partitions: Array<'a, OffsetDeleteResponsePartition>,
}

impl Default for OffsetDeleteResponseTopic<'_> {
    fn default() -> Self {
        OffsetDeleteResponseTopic {
            name: "",
            partitions: Array::empty(),
        }
    }
}

impl<'a> Decode<'a> for OffsetDeleteResponseTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = false;
        let outer = r.begin_struct("OffsetDeleteResponseTopic");
        let this = OffsetDeleteResponseTopic {
            name: r.string("Name", flexible)?,
            partitions: r.array("Partitions", version, flexible)?,
        };
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = false;
        let outer = r.begin_struct("OffsetDeleteResponseTopic");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<OffsetDeleteResponsePartition>("Partitions", version, flexible, false)?;
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetDeleteResponseTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = false;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += self.partitions.encoded_len(version, flexible);
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = false;
        let outer = w.begin_struct("OffsetDeleteResponseTopic");
        w.string("Name", self.name, flexible)?;
        self.partitions.encode(w, "Partitions", version, flexible)?;
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for OffsetDeleteResponseTopic<'a> {
    const TYPE_NAME: &'static str = "OffsetDeleteResponseTopic";
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

/// An element of `OffsetDeleteResponseTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetDeleteResponsePartition {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
}

impl Default for OffsetDeleteResponsePartition {
    fn default() -> Self {
        OffsetDeleteResponsePartition {
            partition_index: 0,
            error_code: 0,
        }
    }
}

impl<'a> Decode<'a> for OffsetDeleteResponsePartition {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let outer = r.begin_struct("OffsetDeleteResponsePartition");
        let this = OffsetDeleteResponsePartition {
            partition_index: r.int32("PartitionIndex")?,
            error_code: r.int16("ErrorCode")?,
        };
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<(), DecodeError> {
        let outer = r.begin_struct("OffsetDeleteResponsePartition");
        r.skip_fixed_run(&[("PartitionIndex", 4), ("ErrorCode", 2)])?;
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetDeleteResponsePartition {
    fn encoded_len(&self, _version: i16) -> usize {
        let mut n = 0;
        n += 4;
        n += 2;
        n
    }

    fn encode(&self, w: &mut Writer<'_>, _version: i16) -> Result<(), EncodeError> {
        let outer = w.begin_struct("OffsetDeleteResponsePartition");
        w.int32(self.partition_index)?;
        w.int16(self.error_code)?;
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for OffsetDeleteResponsePartition {
    const TYPE_NAME: &'static str = "OffsetDeleteResponsePartition";
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

    impl<'a> Sample<'a> for OffsetDeleteRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetDeleteRequest {
                group_id: g.string(),
                topics: g.array(|g| OffsetDeleteRequestTopic::sample(g, version)),
            }
        }
    }

    impl<'a> Sample<'a> for OffsetDeleteRequestTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetDeleteRequestTopic {
                name: g.string(),
                partitions: g.array(|g| OffsetDeleteRequestPartition::sample(g, version)),
            }
        }
    }

    impl<'a> Sample<'a> for OffsetDeleteRequestPartition {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            OffsetDeleteRequestPartition {
                partition_index: g.int32(),
            }
        }
    }

    impl<'a> Sample<'a> for OffsetDeleteResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetDeleteResponse {
                error_code: g.int16(),
                throttle_time_ms: g.int32(),
                topics: g.array(|g| OffsetDeleteResponseTopic::sample(g, version)),
            }
        }
    }

    impl<'a> Sample<'a> for OffsetDeleteResponseTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetDeleteResponseTopic {
                name: g.string(),
                partitions: g.array(|g| OffsetDeleteResponsePartition::sample(g, version)),
            }
        }
    }

    impl<'a> Sample<'a> for OffsetDeleteResponsePartition {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            OffsetDeleteResponsePartition {
                partition_index: g.int32(),
                error_code: g.int16(),
            }
        }
    }
}

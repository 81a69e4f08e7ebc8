//! Generated from `ConsumerProtocolAssignment.json` by `codegen`; do not edit.
//!
//! ConsumerProtocolAssignment, a standalone data record: versions 0-3, never flexible.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, Trace, VersionRange, Writer,
};

/// The ConsumerProtocolAssignment data record: versions 0-3, never flexible.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ConsumerProtocolAssignment<'a> {
    /// `[]TopicPartition`, versions 0+.
    pub assigned_partitions: Array<'a, TopicPartition<'a>>,
    /// `bytes`, versions 0+, nullable in 0+; default null.
    pub user_data: Option<&'a [u8]>,
}

impl Default for ConsumerProtocolAssignment<'_> {
    fn default() -> Self {
        ConsumerProtocolAssignment {
            assigned_partitions: Array::empty(),
            user_data: None,
        }
    }
}

impl<'a> Message<'a> for ConsumerProtocolAssignment<'a> {
    const NAME: &'static str = "ConsumerProtocolAssignment";
    const API_KEY: Option<ApiKey> = None;
    const VERSIONS: VersionRange = VersionRange::new(0, 3);
    const FLEXIBLE_FROM: Option<i16> = None;
}

impl<'a> Decode<'a> for ConsumerProtocolAssignment<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = false;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ConsumerProtocolAssignment");
        let this = ConsumerProtocolAssignment {
            assigned_partitions: r.array("AssignedPartitions", version, flexible)?,
            user_data: r.nullable_bytes("UserData", flexible, true, false)?,
        };
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ConsumerProtocolAssignment<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = false;
        let mut n = 0;
        n += self.assigned_partitions.encoded_len(version, flexible);
        n += len::nullable_bytes(self.user_data, flexible);
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = false;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ConsumerProtocolAssignment");
        self.assigned_partitions
            .encode(w, "AssignedPartitions", version, flexible)?;
        w.nullable_bytes("UserData", self.user_data, flexible, true, version)?;
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `ConsumerProtocolAssignment.AssignedPartitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TopicPartition<'a> {
    /// `string`, versions 0+.
    pub topic: &'a str,
    /// `[]int32`, versions 0+.
    pub partitions: Array<'a, i32>,
}

impl Default for TopicPartition<'_> {
    fn default() -> Self {
        TopicPartition {
            topic: "",
            partitions: Array::empty(),
        }
    }
}

impl<'a> Decode<'a> for TopicPartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = false;
        let outer = r.begin_struct("TopicPartition");
        let this = TopicPartition {
            topic: r.string("Topic", flexible)?,
            partitions: r.array("Partitions", version, flexible)?,
        };
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = false;
        let outer = r.begin_struct("TopicPartition");
        r.skip_string("Topic", flexible, false)?;
        r.skip_array::<i32>("Partitions", version, flexible, false)?;
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for TopicPartition<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = false;
        let mut n = 0;
        n += len::string(self.topic, flexible);
        n += self.partitions.encoded_len(version, flexible);
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = false;
        let outer = w.begin_struct("TopicPartition");
        w.string("Topic", self.topic, flexible)?;
        self.partitions.encode(w, "Partitions", version, flexible)?;
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for TopicPartition<'a> {
    const TYPE_NAME: &'static str = "TopicPartition";
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

    impl<'a> Sample<'a> for ConsumerProtocolAssignment<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ConsumerProtocolAssignment {
                assigned_partitions: g.array(|g| TopicPartition::sample(g, version)),
                user_data: g.maybe(true, |g| g.bytes()),
            }
        }
    }

    impl<'a> Sample<'a> for TopicPartition<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            TopicPartition {
                topic: g.string(),
                partitions: g.array(|g| g.int32()),
            }
        }
    }
}

//! Generated from `ConsumerProtocolSubscription.json` by `codegen`; do not edit.
//!
//! ConsumerProtocolSubscription, a standalone data record: versions 0-3, never flexible.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, Trace, VersionRange, Writer,
};

/// The ConsumerProtocolSubscription data record: versions 0-3, never flexible.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ConsumerProtocolSubscription<'a> {
    /// `[]string`, versions 0+.
    pub topics: Array<'a, &'a str>,
    /// `bytes`, versions 0+, nullable in 0+; default null.
    pub user_data: Option<&'a [u8]>,
    /// `[]TopicPartition`, versions 1+, ignorable.
    pub owned_partitions: Array<'a, TopicPartition<'a>>,
    /// `int32`, versions 2+, ignorable; default -1.
    pub generation_id: i32,
    /// `string`, versions 3+, nullable in 3+, ignorable; default null.
    pub rack_id: Option<&'a str>,
}

impl Default for ConsumerProtocolSubscription<'_> {
    fn default() -> Self {
        ConsumerProtocolSubscription {
            topics: Array::empty(),
            user_data: None,
            owned_partitions: Array::empty(),
            generation_id: -1,
            rack_id: None,
        }
    }
}

impl<'a> Message<'a> for ConsumerProtocolSubscription<'a> {
    const NAME: &'static str = "ConsumerProtocolSubscription";
    const API_KEY: Option<ApiKey> = None;
    const VERSIONS: VersionRange = VersionRange::new(0, 3);
    const FLEXIBLE_FROM: Option<i16> = None;
}

impl<'a> Decode<'a> for ConsumerProtocolSubscription<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = false;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ConsumerProtocolSubscription");
        let this = ConsumerProtocolSubscription {
            topics: r.array("Topics", version, flexible)?,
            user_data: r.nullable_bytes("UserData", flexible, true, false)?,
            owned_partitions: if version >= 1 {
                r.array("OwnedPartitions", version, flexible)?
            } else {
                Array::empty()
            },
            generation_id: if version >= 2 {
                r.int32("GenerationId")?
            } else {
                -1
            },
            rack_id: if version >= 3 {
                r.nullable_string("RackId", flexible, true)?
            } else {
                None
            },
        };
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ConsumerProtocolSubscription<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = false;
        let mut n = 0;
        n += self.topics.encoded_len(version, flexible);
        n += len::nullable_bytes(self.user_data, flexible);
        if version >= 1 {
            n += self.owned_partitions.encoded_len(version, flexible);
        }
        if version >= 2 {
            n += 4;
        }
        if version >= 3 {
            n += len::nullable_string(self.rack_id, flexible);
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = false;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ConsumerProtocolSubscription");
        self.topics.encode(w, "Topics", version, flexible)?;
        w.nullable_bytes("UserData", self.user_data, flexible, true, version)?;
        if version >= 1 {
            self.owned_partitions
                .encode(w, "OwnedPartitions", version, flexible)?;
        }
        if version >= 2 {
            w.int32(self.generation_id)?;
        }
        if version >= 3 {
            w.nullable_string("RackId", self.rack_id, flexible, true, version)?;
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `ConsumerProtocolSubscription.OwnedPartitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TopicPartition<'a> {
    /// `string`, versions 1+.
    pub topic: &'a str,
    /// `[]int32`, versions 1+.
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
            topic: if version >= 1 {
                r.string("Topic", flexible)?
            } else {
                ""
            },
            partitions: if version >= 1 {
                r.array("Partitions", version, flexible)?
            } else {
                Array::empty()
            },
        };
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = false;
        let outer = r.begin_struct("TopicPartition");
        if version >= 1 {
            r.skip_string("Topic", flexible, false)?;
        }
        if version >= 1 {
            r.skip_array::<i32>("Partitions", version, flexible, false)?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for TopicPartition<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = false;
        let mut n = 0;
        if version >= 1 {
            n += len::string(self.topic, flexible);
        }
        if version >= 1 {
            n += self.partitions.encoded_len(version, flexible);
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = false;
        let outer = w.begin_struct("TopicPartition");
        if version >= 1 {
            w.string("Topic", self.topic, flexible)?;
        } else if self.topic != "" {
            return Err(w.not_in_version("Topic", version));
        }
        if version >= 1 {
            self.partitions.encode(w, "Partitions", version, flexible)?;
        } else if !self.partitions.is_empty() {
            return Err(w.not_in_version("Partitions", version));
        }
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

    impl<'a> Sample<'a> for ConsumerProtocolSubscription<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ConsumerProtocolSubscription {
                topics: g.array(|g| g.string()),
                user_data: g.maybe(true, |g| g.bytes()),
                owned_partitions: if version >= 1 {
                    g.array(|g| TopicPartition::sample(g, version))
                } else {
                    Array::empty()
                },
                generation_id: if version >= 2 { g.int32() } else { -1 },
                rack_id: if version >= 3 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
            }
        }
    }

    impl<'a> Sample<'a> for TopicPartition<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            TopicPartition {
                topic: if version >= 1 { g.string() } else { "" },
                partitions: if version >= 1 {
                    g.array(|g| g.int32())
                } else {
                    Array::empty()
                },
            }
        }
    }
}

//! Generated from `FetchRequest.json` and `FetchResponse.json` by `codegen`; do not edit.
//!
//! Fetch, API key 1: requests in versions 0-18, responses in versions 0-18; flexible from version 12.

use crate::{
    check_decode_version, check_encode_version, encode_nullable, len, nullable_len, ApiKey, Array,
    Decode, DecodeError, Element, Encode, EncodeError, Message, Reader, Records, TaggedFields,
    TaggedLen, TaggedWriter, Trace, Uuid, VersionRange, Writer,
};

/// The Fetch request: versions 0-18, flexible from version 12.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FetchRequest<'a> {
    /// `string`, versions 12+, nullable in 12+, tagged field 0 in versions 12+, ignorable; default null.
    pub cluster_id: Option<&'a str>,
    /// `int32`, versions 0-14; default -1.
    pub replica_id: i32,
    /// `ReplicaState`, versions 15+, tagged field 1 in versions 15+.
    pub replica_state: ReplicaState<'a>,
    /// `int32`, versions 0+.
    pub max_wait_ms: i32,
    /// `int32`, versions 0+.
    pub min_bytes: i32,
    /// `int32`, versions 3+, ignorable; default 0x7fffffff.
    pub max_bytes: i32,
    /// `int8`, versions 4+, ignorable; default 0.
    pub isolation_level: i8,
    /// `int32`, versions 7+, ignorable; default 0.
    pub session_id: i32,
    /// `int32`, versions 7+, ignorable; default -1.
    pub session_epoch: i32,
    /// `[]FetchTopic`, versions 0+.
    pub topics: Array<'a, FetchTopic<'a>>,
    /// `[]ForgottenTopic`, versions 7+.
    pub forgotten_topics_data: Array<'a, ForgottenTopic<'a>>,
    /// `string`, versions 11+, ignorable; default .
    pub rack_id: &'a str,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for FetchRequest<'_> {
    fn default() -> Self {
        FetchRequest {
            cluster_id: None,
            replica_id: -1,
            replica_state: ReplicaState::default(),
            max_wait_ms: 0,
            min_bytes: 0,
            max_bytes: 2147483647,
            isolation_level: 0,
            session_id: 0,
            session_epoch: -1,
            topics: Array::empty(),
            forgotten_topics_data: Array::empty(),
            rack_id: "",
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for FetchRequest<'a> {
    const NAME: &'static str = "FetchRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(1));
    const VERSIONS: VersionRange = VersionRange::new(0, 18);
    const FLEXIBLE_FROM: Option<i16> = Some(12);
}

impl<'a> Decode<'a> for FetchRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 12;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("FetchRequest");
        let mut this = FetchRequest {
            cluster_id: None,
            replica_id: if version <= 14 {
                r.int32("ReplicaId")?
            } else {
                -1
            },
            replica_state: ReplicaState::default(),
            max_wait_ms: r.int32("MaxWaitMs")?,
            min_bytes: r.int32("MinBytes")?,
            max_bytes: if version >= 3 {
                r.int32("MaxBytes")?
            } else {
                2147483647
            },
            isolation_level: if version >= 4 {
                r.int8("IsolationLevel")?
            } else {
                0
            },
            session_id: if version >= 7 {
                r.int32("SessionId")?
            } else {
                0
            },
            session_epoch: if version >= 7 {
                r.int32("SessionEpoch")?
            } else {
                -1
            },
            topics: r.array("Topics", version, flexible)?,
            forgotten_topics_data: if version >= 7 {
                r.array("ForgottenTopicsData", version, flexible)?
            } else {
                Array::empty()
            },
            rack_id: if version >= 11 {
                r.string("RackId", flexible)?
            } else {
                ""
            },
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 12 {
                        this.cluster_id = r.nullable_string("ClusterId", true, true)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("ClusterId", 0, version))
                    }
                }
                1 => {
                    if version >= 15 {
                        this.replica_state = r.nested("ReplicaState", "ReplicaState", version)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("ReplicaState", 1, version))
                    }
                }
                _ => Ok(false),
            })?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for FetchRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 12;
        let mut n = 0;
        if version <= 14 {
            n += 4;
        }
        n += 4;
        n += 4;
        if version >= 3 {
            n += 4;
        }
        if version >= 4 {
            n += 1;
        }
        if version >= 7 {
            n += 4;
        }
        if version >= 7 {
            n += 4;
        }
        n += self.topics.encoded_len(version, flexible);
        if version >= 7 {
            n += self.forgotten_topics_data.encoded_len(version, flexible);
        }
        if version >= 11 {
            n += len::string(self.rack_id, flexible);
        }
        if flexible {
            let mut tags = TaggedLen::new(&self.unknown_tagged_fields);
            if version >= 12 && !self.cluster_id.is_none() {
                tags.add(0, len::nullable_string(self.cluster_id, true));
            }
            if version >= 15 && self.replica_state != ReplicaState::default() {
                tags.add(1, self.replica_state.encoded_len(version));
            }
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 12;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("FetchRequest");
        if version <= 14 {
            w.int32(self.replica_id)?;
        } else if self.replica_id != -1 {
            return Err(w.not_in_version("ReplicaId", version));
        }
        w.int32(self.max_wait_ms)?;
        w.int32(self.min_bytes)?;
        if version >= 3 {
            w.int32(self.max_bytes)?;
        }
        if version >= 4 {
            w.int8(self.isolation_level)?;
        }
        if version >= 7 {
            w.int32(self.session_id)?;
        }
        if version >= 7 {
            w.int32(self.session_epoch)?;
        }
        self.topics.encode(w, "Topics", version, flexible)?;
        if version >= 7 {
            self.forgotten_topics_data
                .encode(w, "ForgottenTopicsData", version, flexible)?;
        } else if !self.forgotten_topics_data.is_empty() {
            return Err(w.not_in_version("ForgottenTopicsData", version));
        }
        if version >= 11 {
            w.string("RackId", self.rack_id, flexible)?;
        }
        if flexible {
            let tag0 = version >= 12 && !self.cluster_id.is_none();
            let tag1 = version >= 15 && self.replica_state != ReplicaState::default();
            let mut tags = TaggedWriter::begin(
                w,
                &self.unknown_tagged_fields,
                usize::from(tag0) + usize::from(tag1),
            )?;
            if tag0 {
                tags.field(w, 0, len::nullable_string(self.cluster_id, true), |w| {
                    w.nullable_string("ClusterId", self.cluster_id, true, true, version)?;
                    Ok(())
                })?;
            }
            if tag1 {
                tags.field(w, 1, self.replica_state.encoded_len(version), |w| {
                    self.replica_state.encode(w, version)?;
                    Ok(())
                })?;
            }
            tags.finish(w)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        if !(version >= 15) && self.replica_state != ReplicaState::default() {
            return Err(w.not_in_version("ReplicaState", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The value of `FetchRequest.ReplicaState`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ReplicaState<'a> {
    /// `int32`, versions 15+; default -1.
    pub replica_id: i32,
    /// `int64`, versions 15+; default -1.
    pub replica_epoch: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ReplicaState<'_> {
    fn default() -> Self {
        ReplicaState {
            replica_id: -1,
            replica_epoch: -1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ReplicaState<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 12;
        let outer = r.begin_struct("ReplicaState");
        let mut this = ReplicaState {
            replica_id: if version >= 15 {
                r.int32("ReplicaId")?
            } else {
                -1
            },
            replica_epoch: if version >= 15 {
                r.int64("ReplicaEpoch")?
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
        let flexible = version >= 12;
        let outer = r.begin_struct("ReplicaState");
        if version >= 15 {
            r.skip_fixed_run(&[("ReplicaId", 4), ("ReplicaEpoch", 8)])?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ReplicaState<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 12;
        let mut n = 0;
        if version >= 15 {
            n += 4;
        }
        if version >= 15 {
            n += 8;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 12;
        let outer = w.begin_struct("ReplicaState");
        if version >= 15 {
            w.int32(self.replica_id)?;
        } else if self.replica_id != -1 {
            return Err(w.not_in_version("ReplicaId", version));
        }
        if version >= 15 {
            w.int64(self.replica_epoch)?;
        } else if self.replica_epoch != -1 {
            return Err(w.not_in_version("ReplicaEpoch", version));
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

/// An element of `FetchRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FetchTopic<'a> {
    /// `string`, versions 0-12, ignorable.
    pub topic: &'a str,
    /// `uuid`, versions 13+, ignorable.
    pub topic_id: Uuid,
    /// `[]FetchPartition`, versions 0+.
    pub partitions: Array<'a, FetchPartition<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for FetchTopic<'_> {
    fn default() -> Self {
        FetchTopic {
            topic: "",
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for FetchTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 12;
        let outer = r.begin_struct("FetchTopic");
        let mut this = FetchTopic {
            topic: if version <= 12 {
                r.string("Topic", flexible)?
            } else {
                ""
            },
            topic_id: if version >= 13 {
                r.uuid("TopicId")?
            } else {
                Uuid::ZERO
            },
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
        let flexible = version >= 12;
        let outer = r.begin_struct("FetchTopic");
        if version <= 12 {
            r.skip_string("Topic", flexible, false)?;
        }
        if version >= 13 {
            r.skip_fixed("TopicId", 16)?;
        }
        r.skip_array::<FetchPartition<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for FetchTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 12;
        let mut n = 0;
        if version <= 12 {
            n += len::string(self.topic, flexible);
        }
        if version >= 13 {
            n += 16;
        }
        n += self.partitions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 12;
        let outer = w.begin_struct("FetchTopic");
        if version <= 12 {
            w.string("Topic", self.topic, flexible)?;
        }
        if version >= 13 {
            w.uuid(self.topic_id)?;
        }
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

impl<'a> Element<'a> for FetchTopic<'a> {
    const TYPE_NAME: &'static str = "FetchTopic";
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

/// An element of `FetchTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FetchPartition<'a> {
    /// `int32`, versions 0+.
    pub partition: i32,
    /// `int32`, versions 9+, ignorable; default -1.
    pub current_leader_epoch: i32,
    /// `int64`, versions 0+.
    pub fetch_offset: i64,
    /// `int32`, versions 12+; default -1.
    pub last_fetched_epoch: i32,
    /// `int64`, versions 5+, ignorable; default -1.
    pub log_start_offset: i64,
    /// `int32`, versions 0+.
    pub partition_max_bytes: i32,
    /// `uuid`, versions 17+, tagged field 0 in versions 17+, ignorable.
    pub replica_directory_id: Uuid,
    /// `int64`, versions 18+, tagged field 1 in versions 18+; default 9223372036854775807.
    pub high_watermark: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for FetchPartition<'_> {
    fn default() -> Self {
        FetchPartition {
            partition: 0,
            current_leader_epoch: -1,
            fetch_offset: 0,
            last_fetched_epoch: -1,
            log_start_offset: -1,
            partition_max_bytes: 0,
            replica_directory_id: Uuid::ZERO,
            high_watermark: 9223372036854775807,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for FetchPartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 12;
        let outer = r.begin_struct("FetchPartition");
        let mut this = FetchPartition {
            partition: r.int32("Partition")?,
            current_leader_epoch: if version >= 9 {
                r.int32("CurrentLeaderEpoch")?
            } else {
                -1
            },
            fetch_offset: r.int64("FetchOffset")?,
            last_fetched_epoch: if version >= 12 {
                r.int32("LastFetchedEpoch")?
            } else {
                -1
            },
            log_start_offset: if version >= 5 {
                r.int64("LogStartOffset")?
            } else {
                -1
            },
            partition_max_bytes: r.int32("PartitionMaxBytes")?,
            replica_directory_id: Uuid::ZERO,
            high_watermark: 9223372036854775807,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 17 {
                        this.replica_directory_id = r.uuid("ReplicaDirectoryId")?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("ReplicaDirectoryId", 0, version))
                    }
                }
                1 => {
                    if version >= 18 {
                        this.high_watermark = r.int64("HighWatermark")?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("HighWatermark", 1, version))
                    }
                }
                _ => Ok(false),
            })?;
        }
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = version >= 12;
        let outer = r.begin_struct("FetchPartition");
        r.skip_fixed("Partition", 4)?;
        if version >= 9 {
            r.skip_fixed("CurrentLeaderEpoch", 4)?;
        }
        r.skip_fixed("FetchOffset", 8)?;
        if version >= 12 {
            r.skip_fixed("LastFetchedEpoch", 4)?;
        }
        if version >= 5 {
            r.skip_fixed("LogStartOffset", 8)?;
        }
        r.skip_fixed("PartitionMaxBytes", 4)?;
        if flexible {
            r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 17 {
                        r.skip_fixed("ReplicaDirectoryId", 16)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("ReplicaDirectoryId", 0, version))
                    }
                }
                1 => {
                    if version >= 18 {
                        r.skip_fixed("HighWatermark", 8)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("HighWatermark", 1, version))
                    }
                }
                _ => Ok(false),
            })?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for FetchPartition<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 12;
        let mut n = 0;
        n += 4;
        if version >= 9 {
            n += 4;
        }
        n += 8;
        if version >= 12 {
            n += 4;
        }
        if version >= 5 {
            n += 8;
        }
        n += 4;
        if flexible {
            let mut tags = TaggedLen::new(&self.unknown_tagged_fields);
            if version >= 17 && self.replica_directory_id != Uuid::ZERO {
                tags.add(0, 16);
            }
            if version >= 18 && self.high_watermark != 9223372036854775807 {
                tags.add(1, 8);
            }
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 12;
        let outer = w.begin_struct("FetchPartition");
        w.int32(self.partition)?;
        if version >= 9 {
            w.int32(self.current_leader_epoch)?;
        }
        w.int64(self.fetch_offset)?;
        if version >= 12 {
            w.int32(self.last_fetched_epoch)?;
        } else if self.last_fetched_epoch != -1 {
            return Err(w.not_in_version("LastFetchedEpoch", version));
        }
        if version >= 5 {
            w.int64(self.log_start_offset)?;
        }
        w.int32(self.partition_max_bytes)?;
        if flexible {
            let tag0 = version >= 17 && self.replica_directory_id != Uuid::ZERO;
            let tag1 = version >= 18 && self.high_watermark != 9223372036854775807;
            let mut tags = TaggedWriter::begin(
                w,
                &self.unknown_tagged_fields,
                usize::from(tag0) + usize::from(tag1),
            )?;
            if tag0 {
                tags.field(w, 0, 16, |w| {
                    w.uuid(self.replica_directory_id)?;
                    Ok(())
                })?;
            }
            if tag1 {
                tags.field(w, 1, 8, |w| {
                    w.int64(self.high_watermark)?;
                    Ok(())
                })?;
            }
            tags.finish(w)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        if !(version >= 18) && self.high_watermark != 9223372036854775807 {
            return Err(w.not_in_version("HighWatermark", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for FetchPartition<'a> {
    const TYPE_NAME: &'static str = "FetchPartition";
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

/// An element of `FetchRequest.ForgottenTopicsData`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ForgottenTopic<'a> {
    /// `string`, versions 7-12, ignorable.
    pub topic: &'a str,
    /// `uuid`, versions 13+, ignorable.
    pub topic_id: Uuid,
    /// `[]int32`, versions 7+.
    pub partitions: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ForgottenTopic<'_> {
    fn default() -> Self {
        ForgottenTopic {
            topic: "",
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ForgottenTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 12;
        let outer = r.begin_struct("ForgottenTopic");
        let mut this = ForgottenTopic {
            topic: if (7..=12).contains(&version) {
                r.string("Topic", flexible)?
            } else {
                ""
            },
            topic_id: if version >= 13 {
                r.uuid("TopicId")?
            } else {
                Uuid::ZERO
            },
            partitions: if version >= 7 {
                r.array("Partitions", version, flexible)?
            } else {
                Array::empty()
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
        let flexible = version >= 12;
        let outer = r.begin_struct("ForgottenTopic");
        if (7..=12).contains(&version) {
            r.skip_string("Topic", flexible, false)?;
        }
        if version >= 13 {
            r.skip_fixed("TopicId", 16)?;
        }
        if version >= 7 {
            r.skip_array::<i32>("Partitions", version, flexible, false)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ForgottenTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 12;
        let mut n = 0;
        if (7..=12).contains(&version) {
            n += len::string(self.topic, flexible);
        }
        if version >= 13 {
            n += 16;
        }
        if version >= 7 {
            n += self.partitions.encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 12;
        let outer = w.begin_struct("ForgottenTopic");
        if (7..=12).contains(&version) {
            w.string("Topic", self.topic, flexible)?;
        }
        if version >= 13 {
            w.uuid(self.topic_id)?;
        }
        if version >= 7 {
            self.partitions.encode(w, "Partitions", version, flexible)?;
        } else if !self.partitions.is_empty() {
            return Err(w.not_in_version("Partitions", version));
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

impl<'a> Element<'a> for ForgottenTopic<'a> {
    const TYPE_NAME: &'static str = "ForgottenTopic";
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

/// The Fetch response: versions 0-18, flexible from version 12.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FetchResponse<'a> {
    /// `int32`, versions 1+, ignorable.
    pub throttle_time_ms: i32,
    /// `int16`, versions 7+, ignorable.
    pub error_code: i16,
    /// `int32`, versions 7+; default 0.
    pub session_id: i32,
    /// `[]FetchableTopicResponse`, versions 0+.
    pub responses: Array<'a, FetchableTopicResponse<'a>>,
    /// `[]NodeEndpoint`, versions 16+, tagged field 0 in versions 16+.
    pub node_endpoints: Array<'a, NodeEndpoint<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for FetchResponse<'_> {
    fn default() -> Self {
        FetchResponse {
            throttle_time_ms: 0,
            error_code: 0,
            session_id: 0,
            responses: Array::empty(),
            node_endpoints: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for FetchResponse<'a> {
    const NAME: &'static str = "FetchResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(1));
    const VERSIONS: VersionRange = VersionRange::new(0, 18);
    const FLEXIBLE_FROM: Option<i16> = Some(12);
}

impl<'a> Decode<'a> for FetchResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 12;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("FetchResponse");
        let mut this = FetchResponse {
            throttle_time_ms: if version >= 1 {
                r.int32("ThrottleTimeMs")?
            } else {
                0
            },
            error_code: if version >= 7 {
                r.int16("ErrorCode")?
            } else {
                0
            },
            session_id: if version >= 7 {
                r.int32("SessionId")?
            } else {
                0
            },
            responses: r.array("Responses", version, flexible)?,
            node_endpoints: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 16 {
                        this.node_endpoints = r.array("NodeEndpoints", version, true)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("NodeEndpoints", 0, version))
                    }
                }
                _ => Ok(false),
            })?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for FetchResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 12;
        let mut n = 0;
        if version >= 1 {
            n += 4;
        }
        if version >= 7 {
            n += 2;
        }
        if version >= 7 {
            n += 4;
        }
        n += self.responses.encoded_len(version, flexible);
        if flexible {
            let mut tags = TaggedLen::new(&self.unknown_tagged_fields);
            if version >= 16 && !self.node_endpoints.is_empty() {
                tags.add(0, self.node_endpoints.encoded_len(version, true));
            }
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 12;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("FetchResponse");
        if version >= 1 {
            w.int32(self.throttle_time_ms)?;
        }
        if version >= 7 {
            w.int16(self.error_code)?;
        }
        if version >= 7 {
            w.int32(self.session_id)?;
        } else if self.session_id != 0 {
            return Err(w.not_in_version("SessionId", version));
        }
        self.responses.encode(w, "Responses", version, flexible)?;
        if flexible {
            let tag0 = version >= 16 && !self.node_endpoints.is_empty();
            let mut tags = TaggedWriter::begin(w, &self.unknown_tagged_fields, usize::from(tag0))?;
            if tag0 {
                tags.field(w, 0, self.node_endpoints.encoded_len(version, true), |w| {
                    self.node_endpoints
                        .encode(w, "NodeEndpoints", version, true)?;
                    Ok(())
                })?;
            }
            tags.finish(w)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        if !(version >= 16) && !self.node_endpoints.is_empty() {
            return Err(w.not_in_version("NodeEndpoints", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `FetchResponse.Responses`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FetchableTopicResponse<'a> {
    /// `string`, versions 0-12, ignorable.
    pub topic: &'a str,
    /// `uuid`, versions 13+, ignorable.
    pub topic_id: Uuid,
    /// `[]PartitionData`, versions 0+.
    pub partitions: Array<'a, PartitionData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for FetchableTopicResponse<'_> {
    fn default() -> Self {
        FetchableTopicResponse {
            topic: "",
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for FetchableTopicResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 12;
        let outer = r.begin_struct("FetchableTopicResponse");
        let mut this = FetchableTopicResponse {
            topic: if version <= 12 {
                r.string("Topic", flexible)?
            } else {
                ""
            },
            topic_id: if version >= 13 {
                r.uuid("TopicId")?
            } else {
                Uuid::ZERO
            },
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
        let flexible = version >= 12;
        let outer = r.begin_struct("FetchableTopicResponse");
        if version <= 12 {
            r.skip_string("Topic", flexible, false)?;
        }
        if version >= 13 {
            r.skip_fixed("TopicId", 16)?;
        }
        r.skip_array::<PartitionData<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for FetchableTopicResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 12;
        let mut n = 0;
        if version <= 12 {
            n += len::string(self.topic, flexible);
        }
        if version >= 13 {
            n += 16;
        }
        n += self.partitions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 12;
        let outer = w.begin_struct("FetchableTopicResponse");
        if version <= 12 {
            w.string("Topic", self.topic, flexible)?;
        }
        if version >= 13 {
            w.uuid(self.topic_id)?;
        }
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

impl<'a> Element<'a> for FetchableTopicResponse<'a> {
    const TYPE_NAME: &'static str = "FetchableTopicResponse";
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

/// An element of `FetchableTopicResponse.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct PartitionData<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int64`, versions 0+.
    pub high_watermark: i64,
    /// `int64`, versions 4+, ignorable; default -1.
    pub last_stable_offset: i64,
    /// `int64`, versions 5+, ignorable; default -1.
    pub log_start_offset: i64,
    /// `EpochEndOffset`, versions 12+, tagged field 0 in versions 12+.
    pub diverging_epoch: EpochEndOffset<'a>,
    /// `LeaderIdAndEpoch`, versions 12+, tagged field 1 in versions 12+.
    pub current_leader: LeaderIdAndEpoch<'a>,
    /// `SnapshotId`, versions 12+, tagged field 2 in versions 12+.
    pub snapshot_id: SnapshotId<'a>,
    /// `[]AbortedTransaction`, versions 4+, nullable in 4+, ignorable.
    pub aborted_transactions: Option<Array<'a, AbortedTransaction<'a>>>,
    /// `int32`, versions 11+; default -1.
    pub preferred_read_replica: i32,
    /// `records`, versions 0+, nullable in 0+.
    pub records: Option<Records<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for PartitionData<'_> {
    fn default() -> Self {
        PartitionData {
            partition_index: 0,
            error_code: 0,
            high_watermark: 0,
            last_stable_offset: -1,
            log_start_offset: -1,
            diverging_epoch: EpochEndOffset::default(),
            current_leader: LeaderIdAndEpoch::default(),
            snapshot_id: SnapshotId::default(),
            aborted_transactions: Some(Array::empty()),
            preferred_read_replica: -1,
            records: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for PartitionData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 12;
        let outer = r.begin_struct("PartitionData");
        let mut this = PartitionData {
            partition_index: r.int32("PartitionIndex")?,
            error_code: r.int16("ErrorCode")?,
            high_watermark: r.int64("HighWatermark")?,
            last_stable_offset: if version >= 4 {
                r.int64("LastStableOffset")?
            } else {
                -1
            },
            log_start_offset: if version >= 5 {
                r.int64("LogStartOffset")?
            } else {
                -1
            },
            diverging_epoch: EpochEndOffset::default(),
            current_leader: LeaderIdAndEpoch::default(),
            snapshot_id: SnapshotId::default(),
            aborted_transactions: if version >= 4 {
                r.nullable_array("AbortedTransactions", version, flexible, true)?
            } else {
                Some(Array::empty())
            },
            preferred_read_replica: if version >= 11 {
                r.int32("PreferredReadReplica")?
            } else {
                -1
            },
            records: r.records("Records", flexible, true)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 12 {
                        this.diverging_epoch =
                            r.nested("DivergingEpoch", "EpochEndOffset", version)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("DivergingEpoch", 0, version))
                    }
                }
                1 => {
                    if version >= 12 {
                        this.current_leader =
                            r.nested("CurrentLeader", "LeaderIdAndEpoch", version)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("CurrentLeader", 1, version))
                    }
                }
                2 => {
                    if version >= 12 {
                        this.snapshot_id = r.nested("SnapshotId", "SnapshotId", version)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("SnapshotId", 2, version))
                    }
                }
                _ => Ok(false),
            })?;
        }
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = version >= 12;
        let outer = r.begin_struct("PartitionData");
        r.skip_fixed_run(&[
            ("PartitionIndex", 4),
            ("ErrorCode", 2),
            ("HighWatermark", 8),
        ])?;
        if version >= 4 {
            r.skip_fixed("LastStableOffset", 8)?;
        }
        if version >= 5 {
            r.skip_fixed("LogStartOffset", 8)?;
        }
        if version >= 4 {
            r.skip_array::<AbortedTransaction<'a>>("AbortedTransactions", version, flexible, true)?;
        }
        if version >= 11 {
            r.skip_fixed("PreferredReadReplica", 4)?;
        }
        r.skip_bytes("Records", flexible, true)?;
        if flexible {
            r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 12 {
                        r.skip_nested::<EpochEndOffset<'a>>("DivergingEpoch", version, None)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("DivergingEpoch", 0, version))
                    }
                }
                1 => {
                    if version >= 12 {
                        r.skip_nested::<LeaderIdAndEpoch<'a>>("CurrentLeader", version, None)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("CurrentLeader", 1, version))
                    }
                }
                2 => {
                    if version >= 12 {
                        r.skip_nested::<SnapshotId<'a>>("SnapshotId", version, None)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("SnapshotId", 2, version))
                    }
                }
                _ => Ok(false),
            })?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for PartitionData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 12;
        let mut n = 0;
        n += 4;
        n += 2;
        n += 8;
        if version >= 4 {
            n += 8;
        }
        if version >= 5 {
            n += 8;
        }
        if version >= 4 {
            n += nullable_len(&self.aborted_transactions, version, flexible);
        }
        if version >= 11 {
            n += 4;
        }
        n += len::records(self.records, flexible);
        if flexible {
            let mut tags = TaggedLen::new(&self.unknown_tagged_fields);
            if version >= 12 && self.diverging_epoch != EpochEndOffset::default() {
                tags.add(0, self.diverging_epoch.encoded_len(version));
            }
            if version >= 12 && self.current_leader != LeaderIdAndEpoch::default() {
                tags.add(1, self.current_leader.encoded_len(version));
            }
            if version >= 12 && self.snapshot_id != SnapshotId::default() {
                tags.add(2, self.snapshot_id.encoded_len(version));
            }
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 12;
        let outer = w.begin_struct("PartitionData");
        w.int32(self.partition_index)?;
        w.int16(self.error_code)?;
        w.int64(self.high_watermark)?;
        if version >= 4 {
            w.int64(self.last_stable_offset)?;
        }
        if version >= 5 {
            w.int64(self.log_start_offset)?;
        }
        if version >= 4 {
            encode_nullable(
                &self.aborted_transactions,
                w,
                "AbortedTransactions",
                version,
                flexible,
                true,
            )?;
        }
        if version >= 11 {
            w.int32(self.preferred_read_replica)?;
        } else if self.preferred_read_replica != -1 {
            return Err(w.not_in_version("PreferredReadReplica", version));
        }
        w.records("Records", self.records, flexible, true, version)?;
        if flexible {
            let tag0 = version >= 12 && self.diverging_epoch != EpochEndOffset::default();
            let tag1 = version >= 12 && self.current_leader != LeaderIdAndEpoch::default();
            let tag2 = version >= 12 && self.snapshot_id != SnapshotId::default();
            let mut tags = TaggedWriter::begin(
                w,
                &self.unknown_tagged_fields,
                usize::from(tag0) + usize::from(tag1) + usize::from(tag2),
            )?;
            if tag0 {
                tags.field(w, 0, self.diverging_epoch.encoded_len(version), |w| {
                    self.diverging_epoch.encode(w, version)?;
                    Ok(())
                })?;
            }
            if tag1 {
                tags.field(w, 1, self.current_leader.encoded_len(version), |w| {
                    self.current_leader.encode(w, version)?;
                    Ok(())
                })?;
            }
            if tag2 {
                tags.field(w, 2, self.snapshot_id.encoded_len(version), |w| {
                    self.snapshot_id.encode(w, version)?;
                    Ok(())
                })?;
            }
            tags.finish(w)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        if !(version >= 12) && self.diverging_epoch != EpochEndOffset::default() {
            return Err(w.not_in_version("DivergingEpoch", version));
        }
        if !(version >= 12) && self.current_leader != LeaderIdAndEpoch::default() {
            return Err(w.not_in_version("CurrentLeader", version));
        }
        if !(version >= 12) && self.snapshot_id != SnapshotId::default() {
            return Err(w.not_in_version("SnapshotId", version));
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

/// The value of `PartitionData.DivergingEpoch`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct EpochEndOffset<'a> {
    /// `int32`, versions 12+; default -1.
    pub epoch: i32,
    /// `int64`, versions 12+; default -1.
    pub end_offset: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for EpochEndOffset<'_> {
    fn default() -> Self {
        EpochEndOffset {
            epoch: -1,
            end_offset: -1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for EpochEndOffset<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 12;
        let outer = r.begin_struct("EpochEndOffset");
        let mut this = EpochEndOffset {
            epoch: if version >= 12 { r.int32("Epoch")? } else { -1 },
            end_offset: if version >= 12 {
                r.int64("EndOffset")?
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
        let flexible = version >= 12;
        let outer = r.begin_struct("EpochEndOffset");
        if version >= 12 {
            r.skip_fixed_run(&[("Epoch", 4), ("EndOffset", 8)])?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for EpochEndOffset<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 12;
        let mut n = 0;
        if version >= 12 {
            n += 4;
        }
        if version >= 12 {
            n += 8;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 12;
        let outer = w.begin_struct("EpochEndOffset");
        if version >= 12 {
            w.int32(self.epoch)?;
        } else if self.epoch != -1 {
            return Err(w.not_in_version("Epoch", version));
        }
        if version >= 12 {
            w.int64(self.end_offset)?;
        } else if self.end_offset != -1 {
            return Err(w.not_in_version("EndOffset", version));
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

/// The value of `PartitionData.CurrentLeader`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct LeaderIdAndEpoch<'a> {
    /// `int32`, versions 12+; default -1.
    pub leader_id: i32,
    /// `int32`, versions 12+; default -1.
    pub leader_epoch: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for LeaderIdAndEpoch<'_> {
    fn default() -> Self {
        LeaderIdAndEpoch {
            leader_id: -1,
            leader_epoch: -1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for LeaderIdAndEpoch<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 12;
        let outer = r.begin_struct("LeaderIdAndEpoch");
        let mut this = LeaderIdAndEpoch {
            leader_id: if version >= 12 {
                r.int32("LeaderId")?
            } else {
                -1
            },
            leader_epoch: if version >= 12 {
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
        let flexible = version >= 12;
        let outer = r.begin_struct("LeaderIdAndEpoch");
        if version >= 12 {
            r.skip_fixed_run(&[("LeaderId", 4), ("LeaderEpoch", 4)])?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for LeaderIdAndEpoch<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 12;
        let mut n = 0;
        if version >= 12 {
            n += 4;
        }
        if version >= 12 {
            n += 4;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 12;
        let outer = w.begin_struct("LeaderIdAndEpoch");
        if version >= 12 {
            w.int32(self.leader_id)?;
        } else if self.leader_id != -1 {
            return Err(w.not_in_version("LeaderId", version));
        }
        if version >= 12 {
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

/// The value of `PartitionData.SnapshotId`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct SnapshotId<'a> {
    /// `int64`, versions 0+; default -1.
    pub end_offset: i64,
    /// `int32`, versions 0+; default -1.
    pub epoch: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for SnapshotId<'_> {
    fn default() -> Self {
        SnapshotId {
            end_offset: -1,
            epoch: -1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for SnapshotId<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 12;
        let outer = r.begin_struct("SnapshotId");
        let mut this = SnapshotId {
            end_offset: r.int64("EndOffset")?,
            epoch: r.int32("Epoch")?,
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
        let flexible = version >= 12;
        let outer = r.begin_struct("SnapshotId");
        r.skip_fixed_run(&[("EndOffset", 8), ("Epoch", 4)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for SnapshotId<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 12;
        let mut n = 0;
        n += 8;
        n += 4;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 12;
        let outer = w.begin_struct("SnapshotId");
        w.int64(self.end_offset)?;
        w.int32(self.epoch)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `PartitionData.AbortedTransactions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AbortedTransaction<'a> {
    /// `int64`, versions 4+.
    pub producer_id: i64,
    /// `int64`, versions 4+.
    pub first_offset: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AbortedTransaction<'_> {
    fn default() -> Self {
        AbortedTransaction {
            producer_id: 0,
            first_offset: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AbortedTransaction<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 12;
        let outer = r.begin_struct("AbortedTransaction");
        let mut this = AbortedTransaction {
            producer_id: if version >= 4 {
                r.int64("ProducerId")?
            } else {
                0
            },
            first_offset: if version >= 4 {
                r.int64("FirstOffset")?
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

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = version >= 12;
        let outer = r.begin_struct("AbortedTransaction");
        if version >= 4 {
            r.skip_fixed_run(&[("ProducerId", 8), ("FirstOffset", 8)])?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for AbortedTransaction<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 12;
        let mut n = 0;
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
        let flexible = version >= 12;
        let outer = w.begin_struct("AbortedTransaction");
        if version >= 4 {
            w.int64(self.producer_id)?;
        } else if self.producer_id != 0 {
            return Err(w.not_in_version("ProducerId", version));
        }
        if version >= 4 {
            w.int64(self.first_offset)?;
        } else if self.first_offset != 0 {
            return Err(w.not_in_version("FirstOffset", version));
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

impl<'a> Element<'a> for AbortedTransaction<'a> {
    const TYPE_NAME: &'static str = "AbortedTransaction";
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

/// An element of `FetchResponse.NodeEndpoints`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct NodeEndpoint<'a> {
    /// `int32`, versions 16+.
    pub node_id: i32,
    /// `string`, versions 16+.
    pub host: &'a str,
    /// `int32`, versions 16+.
    pub port: i32,
    /// `string`, versions 16+, nullable in 16+; default null.
    pub rack: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for NodeEndpoint<'_> {
    fn default() -> Self {
        NodeEndpoint {
            node_id: 0,
            host: "",
            port: 0,
            rack: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for NodeEndpoint<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 12;
        let outer = r.begin_struct("NodeEndpoint");
        let mut this = NodeEndpoint {
            node_id: if version >= 16 { r.int32("NodeId")? } else { 0 },
            host: if version >= 16 {
                r.string("Host", flexible)?
            } else {
                ""
            },
            port: if version >= 16 { r.int32("Port")? } else { 0 },
            rack: if version >= 16 {
                r.nullable_string("Rack", flexible, true)?
            } else {
                None
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
        let flexible = version >= 12;
        let outer = r.begin_struct("NodeEndpoint");
        if version >= 16 {
            r.skip_fixed("NodeId", 4)?;
        }
        if version >= 16 {
            r.skip_string("Host", flexible, false)?;
        }
        if version >= 16 {
            r.skip_fixed("Port", 4)?;
        }
        if version >= 16 {
            r.skip_string("Rack", flexible, true)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for NodeEndpoint<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 12;
        let mut n = 0;
        if version >= 16 {
            n += 4;
        }
        if version >= 16 {
            n += len::string(self.host, flexible);
        }
        if version >= 16 {
            n += 4;
        }
        if version >= 16 {
            n += len::nullable_string(self.rack, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 12;
        let outer = w.begin_struct("NodeEndpoint");
        if version >= 16 {
            w.int32(self.node_id)?;
        } else if self.node_id != 0 {
            return Err(w.not_in_version("NodeId", version));
        }
        if version >= 16 {
            w.string("Host", self.host, flexible)?;
        } else if self.host != "" {
            return Err(w.not_in_version("Host", version));
        }
        if version >= 16 {
            w.int32(self.port)?;
        } else if self.port != 0 {
            return Err(w.not_in_version("Port", version));
        }
        if version >= 16 {
            w.nullable_string("Rack", self.rack, flexible, true, version)?;
        } else if !self.rack.is_none() {
            return Err(w.not_in_version("Rack", version));
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

impl<'a> Element<'a> for NodeEndpoint<'a> {
    const TYPE_NAME: &'static str = "NodeEndpoint";
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

    impl<'a> Sample<'a> for FetchRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            FetchRequest {
                cluster_id: if version >= 12 && g.tagged() {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                replica_id: if version <= 14 { g.int32() } else { -1 },
                replica_state: if version >= 15 && g.tagged() {
                    ReplicaState::sample(g, version)
                } else {
                    ReplicaState::default()
                },
                max_wait_ms: g.int32(),
                min_bytes: g.int32(),
                max_bytes: if version >= 3 { g.int32() } else { 2147483647 },
                isolation_level: if version >= 4 { g.int8() } else { 0 },
                session_id: if version >= 7 { g.int32() } else { 0 },
                session_epoch: if version >= 7 { g.int32() } else { -1 },
                topics: g.array(|g| FetchTopic::sample(g, version)),
                forgotten_topics_data: if version >= 7 {
                    g.array(|g| ForgottenTopic::sample(g, version))
                } else {
                    Array::empty()
                },
                rack_id: if version >= 11 { g.string() } else { "" },
                unknown_tagged_fields: if version >= 12 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ReplicaState<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ReplicaState {
                replica_id: if version >= 15 { g.int32() } else { -1 },
                replica_epoch: if version >= 15 { g.int64() } else { -1 },
                unknown_tagged_fields: if version >= 12 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for FetchTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            FetchTopic {
                topic: if version <= 12 { g.string() } else { "" },
                topic_id: if version >= 13 { g.uuid() } else { Uuid::ZERO },
                partitions: g.array(|g| FetchPartition::sample(g, version)),
                unknown_tagged_fields: if version >= 12 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for FetchPartition<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            FetchPartition {
                partition: g.int32(),
                current_leader_epoch: if version >= 9 { g.int32() } else { -1 },
                fetch_offset: g.int64(),
                last_fetched_epoch: if version >= 12 { g.int32() } else { -1 },
                log_start_offset: if version >= 5 { g.int64() } else { -1 },
                partition_max_bytes: g.int32(),
                replica_directory_id: if version >= 17 && g.tagged() {
                    g.uuid()
                } else {
                    Uuid::ZERO
                },
                high_watermark: if version >= 18 && g.tagged() {
                    g.int64()
                } else {
                    9223372036854775807
                },
                unknown_tagged_fields: if version >= 12 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ForgottenTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ForgottenTopic {
                topic: if (7..=12).contains(&version) {
                    g.string()
                } else {
                    ""
                },
                topic_id: if version >= 13 { g.uuid() } else { Uuid::ZERO },
                partitions: if version >= 7 {
                    g.array(|g| g.int32())
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if version >= 12 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for FetchResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            FetchResponse {
                throttle_time_ms: if version >= 1 { g.int32() } else { 0 },
                error_code: if version >= 7 { g.int16() } else { 0 },
                session_id: if version >= 7 { g.int32() } else { 0 },
                responses: g.array(|g| FetchableTopicResponse::sample(g, version)),
                node_endpoints: if version >= 16 && g.tagged() {
                    g.array(|g| NodeEndpoint::sample(g, version))
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if version >= 12 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for FetchableTopicResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            FetchableTopicResponse {
                topic: if version <= 12 { g.string() } else { "" },
                topic_id: if version >= 13 { g.uuid() } else { Uuid::ZERO },
                partitions: g.array(|g| PartitionData::sample(g, version)),
                unknown_tagged_fields: if version >= 12 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for PartitionData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            PartitionData {
                partition_index: g.int32(),
                error_code: g.int16(),
                high_watermark: g.int64(),
                last_stable_offset: if version >= 4 { g.int64() } else { -1 },
                log_start_offset: if version >= 5 { g.int64() } else { -1 },
                diverging_epoch: if version >= 12 && g.tagged() {
                    EpochEndOffset::sample(g, version)
                } else {
                    EpochEndOffset::default()
                },
                current_leader: if version >= 12 && g.tagged() {
                    LeaderIdAndEpoch::sample(g, version)
                } else {
                    LeaderIdAndEpoch::default()
                },
                snapshot_id: if version >= 12 && g.tagged() {
                    SnapshotId::sample(g, version)
                } else {
                    SnapshotId::default()
                },
                aborted_transactions: if version >= 4 {
                    g.maybe(true, |g| {
                        g.array(|g| AbortedTransaction::sample(g, version))
                    })
                } else {
                    Some(Array::empty())
                },
                preferred_read_replica: if version >= 11 { g.int32() } else { -1 },
                records: g.maybe(true, |g| g.records()),
                unknown_tagged_fields: if version >= 12 {
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
                epoch: if version >= 12 { g.int32() } else { -1 },
                end_offset: if version >= 12 { g.int64() } else { -1 },
                unknown_tagged_fields: if version >= 12 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for LeaderIdAndEpoch<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            LeaderIdAndEpoch {
                leader_id: if version >= 12 { g.int32() } else { -1 },
                leader_epoch: if version >= 12 { g.int32() } else { -1 },
                unknown_tagged_fields: if version >= 12 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for SnapshotId<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            SnapshotId {
                end_offset: g.int64(),
                epoch: g.int32(),
                unknown_tagged_fields: if version >= 12 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AbortedTransaction<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AbortedTransaction {
                producer_id: if version >= 4 { g.int64() } else { 0 },
                first_offset: if version >= 4 { g.int64() } else { 0 },
                unknown_tagged_fields: if version >= 12 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for NodeEndpoint<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            NodeEndpoint {
                node_id: if version >= 16 { g.int32() } else { 0 },
                host: if version >= 16 { g.string() } else { "" },
                port: if version >= 16 { g.int32() } else { 0 },
                rack: if version >= 16 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                unknown_tagged_fields: if version >= 12 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

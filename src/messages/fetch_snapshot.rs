//! Generated from `FetchSnapshotRequest.json` and `FetchSnapshotResponse.json` by `codegen`; do not edit.
//!
//! FetchSnapshot, API key 59: requests in versions 0-1, responses in versions 0-1; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, Records, TaggedFields, TaggedLen, TaggedWriter, Trace,
    Uuid, VersionRange, Writer,
};

/// The FetchSnapshot request: versions 0-1, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FetchSnapshotRequest<'a> {
    /// `string`, versions 0+, nullable in 0+, tagged field 0 in versions 0+; default null.
    pub cluster_id: Option<&'a str>,
    /// `int32`, versions 0+; default -1.
    pub replica_id: i32,
    /// `int32`, versions 0+; default 0x7fffffff.
    pub max_bytes: i32,
    /// `[]TopicSnapshot`, versions 0+.
    pub topics: Array<'a, RequestTopicSnapshot<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for FetchSnapshotRequest<'_> {
    fn default() -> Self {
        FetchSnapshotRequest {
            cluster_id: None,
            replica_id: -1,
            max_bytes: 2147483647,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for FetchSnapshotRequest<'a> {
    const NAME: &'static str = "FetchSnapshotRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(59));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for FetchSnapshotRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("FetchSnapshotRequest");
        let mut this = FetchSnapshotRequest {
            cluster_id: None,
            replica_id: r.int32("ReplicaId")?,
            max_bytes: r.int32("MaxBytes")?,
            topics: r.array("Topics", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|r, tag| match tag {
                0 => {
                    this.cluster_id = r.nullable_string("ClusterId", true, true)?;
                    Ok(true)
                }
                _ => Ok(false),
            })?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for FetchSnapshotRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 4;
        n += self.topics.encoded_len(version, flexible);
        if flexible {
            let mut tags = TaggedLen::new(&self.unknown_tagged_fields);
            if !self.cluster_id.is_none() {
                tags.add(0, len::nullable_string(self.cluster_id, true));
            }
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("FetchSnapshotRequest");
        w.int32(self.replica_id)?;
        w.int32(self.max_bytes)?;
        self.topics.encode(w, "Topics", version, flexible)?;
        if flexible {
            let tag0 = !self.cluster_id.is_none();
            let mut tags = TaggedWriter::begin(w, &self.unknown_tagged_fields, usize::from(tag0))?;
            if tag0 {
                tags.field(w, 0, len::nullable_string(self.cluster_id, true), |w| {
                    w.nullable_string("ClusterId", self.cluster_id, true, true, version)?;
                    Ok(())
                })?;
            }
            tags.finish(w)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `FetchSnapshotRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RequestTopicSnapshot<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]PartitionSnapshot`, versions 0+.
    pub partitions: Array<'a, RequestPartitionSnapshot<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RequestTopicSnapshot<'_> {
    fn default() -> Self {
        RequestTopicSnapshot {
            name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for RequestTopicSnapshot<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("TopicSnapshot");
        let mut this = RequestTopicSnapshot {
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
        let flexible = true;
        let outer = r.begin_struct("TopicSnapshot");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<RequestPartitionSnapshot<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for RequestTopicSnapshot<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
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
        let flexible = true;
        let outer = w.begin_struct("TopicSnapshot");
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

impl<'a> Element<'a> for RequestTopicSnapshot<'a> {
    const TYPE_NAME: &'static str = "TopicSnapshot";
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

/// An element of `TopicSnapshot.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RequestPartitionSnapshot<'a> {
    /// `int32`, versions 0+.
    pub partition: i32,
    /// `int32`, versions 0+.
    pub current_leader_epoch: i32,
    /// `SnapshotId`, versions 0+.
    pub snapshot_id: RequestSnapshotId<'a>,
    /// `int64`, versions 0+.
    pub position: i64,
    /// `uuid`, versions 1+, tagged field 0 in versions 1+, ignorable.
    pub replica_directory_id: Uuid,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RequestPartitionSnapshot<'_> {
    fn default() -> Self {
        RequestPartitionSnapshot {
            partition: 0,
            current_leader_epoch: 0,
            snapshot_id: RequestSnapshotId::default(),
            position: 0,
            replica_directory_id: Uuid::ZERO,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for RequestPartitionSnapshot<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("PartitionSnapshot");
        let mut this = RequestPartitionSnapshot {
            partition: r.int32("Partition")?,
            current_leader_epoch: r.int32("CurrentLeaderEpoch")?,
            snapshot_id: r.nested("SnapshotId", "SnapshotId", version)?,
            position: r.int64("Position")?,
            replica_directory_id: Uuid::ZERO,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 1 {
                        this.replica_directory_id = r.uuid("ReplicaDirectoryId")?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("ReplicaDirectoryId", 0, version))
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
        let flexible = true;
        let outer = r.begin_struct("PartitionSnapshot");
        r.skip_fixed_run(&[("Partition", 4), ("CurrentLeaderEpoch", 4)])?;
        r.skip_nested::<RequestSnapshotId<'a>>("SnapshotId", version, None)?;
        r.skip_fixed("Position", 8)?;
        if flexible {
            r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 1 {
                        r.skip_fixed("ReplicaDirectoryId", 16)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("ReplicaDirectoryId", 0, version))
                    }
                }
                _ => Ok(false),
            })?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for RequestPartitionSnapshot<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 4;
        n += self.snapshot_id.encoded_len(version);
        n += 8;
        if flexible {
            let mut tags = TaggedLen::new(&self.unknown_tagged_fields);
            if version >= 1 && self.replica_directory_id != Uuid::ZERO {
                tags.add(0, 16);
            }
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("PartitionSnapshot");
        w.int32(self.partition)?;
        w.int32(self.current_leader_epoch)?;
        self.snapshot_id.encode(w, version)?;
        w.int64(self.position)?;
        if flexible {
            let tag0 = version >= 1 && self.replica_directory_id != Uuid::ZERO;
            let mut tags = TaggedWriter::begin(w, &self.unknown_tagged_fields, usize::from(tag0))?;
            if tag0 {
                tags.field(w, 0, 16, |w| {
                    w.uuid(self.replica_directory_id)?;
                    Ok(())
                })?;
            }
            tags.finish(w)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for RequestPartitionSnapshot<'a> {
    const TYPE_NAME: &'static str = "PartitionSnapshot";
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

/// The value of `PartitionSnapshot.SnapshotId`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RequestSnapshotId<'a> {
    /// `int64`, versions 0+.
    pub end_offset: i64,
    /// `int32`, versions 0+.
    pub epoch: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RequestSnapshotId<'_> {
    fn default() -> Self {
        RequestSnapshotId {
            end_offset: 0,
            epoch: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for RequestSnapshotId<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("SnapshotId");
        let mut this = RequestSnapshotId {
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
    fn skip<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<(), DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("SnapshotId");
        r.skip_fixed_run(&[("EndOffset", 8), ("Epoch", 4)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for RequestSnapshotId<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
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
        let flexible = true;
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

/// The FetchSnapshot response: versions 0-1, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FetchSnapshotResponse<'a> {
    /// `int32`, versions 0+, ignorable.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `[]TopicSnapshot`, versions 0+.
    pub topics: Array<'a, ResponseTopicSnapshot<'a>>,
    /// `[]NodeEndpoint`, versions 1+, tagged field 0 in versions 1+.
    pub node_endpoints: Array<'a, NodeEndpoint<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for FetchSnapshotResponse<'_> {
    fn default() -> Self {
        FetchSnapshotResponse {
            throttle_time_ms: 0,
            error_code: 0,
            topics: Array::empty(),
            node_endpoints: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for FetchSnapshotResponse<'a> {
    const NAME: &'static str = "FetchSnapshotResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(59));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for FetchSnapshotResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("FetchSnapshotResponse");
        let mut this = FetchSnapshotResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            topics: r.array("Topics", version, flexible)?,
            node_endpoints: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 1 {
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

impl Encode for FetchSnapshotResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += self.topics.encoded_len(version, flexible);
        if flexible {
            let mut tags = TaggedLen::new(&self.unknown_tagged_fields);
            if version >= 1 && !self.node_endpoints.is_empty() {
                tags.add(0, self.node_endpoints.encoded_len(version, true));
            }
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("FetchSnapshotResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        self.topics.encode(w, "Topics", version, flexible)?;
        if flexible {
            let tag0 = version >= 1 && !self.node_endpoints.is_empty();
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
        if !(version >= 1) && !self.node_endpoints.is_empty() {
            return Err(w.not_in_version("NodeEndpoints", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `FetchSnapshotResponse.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ResponseTopicSnapshot<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]PartitionSnapshot`, versions 0+.
    pub partitions: Array<'a, ResponsePartitionSnapshot<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ResponseTopicSnapshot<'_> {
    fn default() -> Self {
        ResponseTopicSnapshot {
            name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ResponseTopicSnapshot<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("TopicSnapshot");
        let mut this = ResponseTopicSnapshot {
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
        let flexible = true;
        let outer = r.begin_struct("TopicSnapshot");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<ResponsePartitionSnapshot<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ResponseTopicSnapshot<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
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
        let flexible = true;
        let outer = w.begin_struct("TopicSnapshot");
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

impl<'a> Element<'a> for ResponseTopicSnapshot<'a> {
    const TYPE_NAME: &'static str = "TopicSnapshot";
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

/// An element of `TopicSnapshot.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ResponsePartitionSnapshot<'a> {
    /// `int32`, versions 0+.
    pub index: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `SnapshotId`, versions 0+.
    pub snapshot_id: ResponseSnapshotId<'a>,
    /// `LeaderIdAndEpoch`, versions 0+, tagged field 0 in versions 0+.
    pub current_leader: LeaderIdAndEpoch<'a>,
    /// `int64`, versions 0+.
    pub size: i64,
    /// `int64`, versions 0+.
    pub position: i64,
    /// `records`, versions 0+.
    pub unaligned_records: Records<'a>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ResponsePartitionSnapshot<'_> {
    fn default() -> Self {
        ResponsePartitionSnapshot {
            index: 0,
            error_code: 0,
            snapshot_id: ResponseSnapshotId::default(),
            current_leader: LeaderIdAndEpoch::default(),
            size: 0,
            position: 0,
            unaligned_records: Records(&[]),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ResponsePartitionSnapshot<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("PartitionSnapshot");
        let mut this = ResponsePartitionSnapshot {
            index: r.int32("Index")?,
            error_code: r.int16("ErrorCode")?,
            snapshot_id: r.nested("SnapshotId", "SnapshotId", version)?,
            current_leader: LeaderIdAndEpoch::default(),
            size: r.int64("Size")?,
            position: r.int64("Position")?,
            unaligned_records: r
                .records("UnalignedRecords", flexible, false)?
                .unwrap_or_default(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|r, tag| match tag {
                0 => {
                    this.current_leader = r.nested("CurrentLeader", "LeaderIdAndEpoch", version)?;
                    Ok(true)
                }
                _ => Ok(false),
            })?;
        }
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("PartitionSnapshot");
        r.skip_fixed_run(&[("Index", 4), ("ErrorCode", 2)])?;
        r.skip_nested::<ResponseSnapshotId<'a>>("SnapshotId", version, None)?;
        r.skip_fixed_run(&[("Size", 8), ("Position", 8)])?;
        r.skip_bytes("UnalignedRecords", flexible, false)?;
        if flexible {
            r.tagged_fields(|r, tag| match tag {
                0 => {
                    r.skip_nested::<LeaderIdAndEpoch<'a>>("CurrentLeader", version, None)?;
                    Ok(true)
                }
                _ => Ok(false),
            })?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ResponsePartitionSnapshot<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += self.snapshot_id.encoded_len(version);
        n += 8;
        n += 8;
        n += len::records(Some(self.unaligned_records), flexible);
        if flexible {
            let mut tags = TaggedLen::new(&self.unknown_tagged_fields);
            if self.current_leader != LeaderIdAndEpoch::default() {
                tags.add(0, self.current_leader.encoded_len(version));
            }
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("PartitionSnapshot");
        w.int32(self.index)?;
        w.int16(self.error_code)?;
        self.snapshot_id.encode(w, version)?;
        w.int64(self.size)?;
        w.int64(self.position)?;
        w.records(
            "UnalignedRecords",
            Some(self.unaligned_records),
            flexible,
            false,
            version,
        )?;
        if flexible {
            let tag0 = self.current_leader != LeaderIdAndEpoch::default();
            let mut tags = TaggedWriter::begin(w, &self.unknown_tagged_fields, usize::from(tag0))?;
            if tag0 {
                tags.field(w, 0, self.current_leader.encoded_len(version), |w| {
                    self.current_leader.encode(w, version)?;
                    Ok(())
                })?;
            }
            tags.finish(w)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for ResponsePartitionSnapshot<'a> {
    const TYPE_NAME: &'static str = "PartitionSnapshot";
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

/// The value of `PartitionSnapshot.SnapshotId`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ResponseSnapshotId<'a> {
    /// `int64`, versions 0+.
    pub end_offset: i64,
    /// `int32`, versions 0+.
    pub epoch: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ResponseSnapshotId<'_> {
    fn default() -> Self {
        ResponseSnapshotId {
            end_offset: 0,
            epoch: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ResponseSnapshotId<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("SnapshotId");
        let mut this = ResponseSnapshotId {
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
    fn skip<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<(), DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("SnapshotId");
        r.skip_fixed_run(&[("EndOffset", 8), ("Epoch", 4)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ResponseSnapshotId<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
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
        let flexible = true;
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

/// The value of `PartitionSnapshot.CurrentLeader`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct LeaderIdAndEpoch<'a> {
    /// `int32`, versions 0+.
    pub leader_id: i32,
    /// `int32`, versions 0+.
    pub leader_epoch: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for LeaderIdAndEpoch<'_> {
    fn default() -> Self {
        LeaderIdAndEpoch {
            leader_id: 0,
            leader_epoch: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for LeaderIdAndEpoch<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("LeaderIdAndEpoch");
        let mut this = LeaderIdAndEpoch {
            leader_id: r.int32("LeaderId")?,
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
    fn skip<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<(), DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("LeaderIdAndEpoch");
        r.skip_fixed_run(&[("LeaderId", 4), ("LeaderEpoch", 4)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for LeaderIdAndEpoch<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 4;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("LeaderIdAndEpoch");
        w.int32(self.leader_id)?;
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

/// An element of `FetchSnapshotResponse.NodeEndpoints`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct NodeEndpoint<'a> {
    /// `int32`, versions 1+.
    pub node_id: i32,
    /// `string`, versions 1+.
    pub host: &'a str,
    /// `uint16`, versions 1+.
    pub port: u16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for NodeEndpoint<'_> {
    fn default() -> Self {
        NodeEndpoint {
            node_id: 0,
            host: "",
            port: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for NodeEndpoint<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("NodeEndpoint");
        let mut this = NodeEndpoint {
            node_id: if version >= 1 { r.int32("NodeId")? } else { 0 },
            host: if version >= 1 {
                r.string("Host", flexible)?
            } else {
                ""
            },
            port: if version >= 1 { r.uint16("Port")? } else { 0 },
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
        let outer = r.begin_struct("NodeEndpoint");
        if version >= 1 {
            r.skip_fixed("NodeId", 4)?;
        }
        if version >= 1 {
            r.skip_string("Host", flexible, false)?;
        }
        if version >= 1 {
            r.skip_fixed("Port", 2)?;
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
        let flexible = true;
        let mut n = 0;
        if version >= 1 {
            n += 4;
        }
        if version >= 1 {
            n += len::string(self.host, flexible);
        }
        if version >= 1 {
            n += 2;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("NodeEndpoint");
        if version >= 1 {
            w.int32(self.node_id)?;
        } else if self.node_id != 0 {
            return Err(w.not_in_version("NodeId", version));
        }
        if version >= 1 {
            w.string("Host", self.host, flexible)?;
        } else if self.host != "" {
            return Err(w.not_in_version("Host", version));
        }
        if version >= 1 {
            w.uint16(self.port)?;
        } else if self.port != 0 {
            return Err(w.not_in_version("Port", version));
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

    impl<'a> Sample<'a> for FetchSnapshotRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            FetchSnapshotRequest {
                cluster_id: if g.tagged() {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                replica_id: g.int32(),
                max_bytes: g.int32(),
                topics: g.array(|g| RequestTopicSnapshot::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for RequestTopicSnapshot<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            RequestTopicSnapshot {
                name: g.string(),
                partitions: g.array(|g| RequestPartitionSnapshot::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for RequestPartitionSnapshot<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            RequestPartitionSnapshot {
                partition: g.int32(),
                current_leader_epoch: g.int32(),
                snapshot_id: RequestSnapshotId::sample(g, version),
                position: g.int64(),
                replica_directory_id: if version >= 1 && g.tagged() {
                    g.uuid()
                } else {
                    Uuid::ZERO
                },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for RequestSnapshotId<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            RequestSnapshotId {
                end_offset: g.int64(),
                epoch: g.int32(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for FetchSnapshotResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            FetchSnapshotResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                topics: g.array(|g| ResponseTopicSnapshot::sample(g, version)),
                node_endpoints: if version >= 1 && g.tagged() {
                    g.array(|g| NodeEndpoint::sample(g, version))
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ResponseTopicSnapshot<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ResponseTopicSnapshot {
                name: g.string(),
                partitions: g.array(|g| ResponsePartitionSnapshot::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ResponsePartitionSnapshot<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ResponsePartitionSnapshot {
                index: g.int32(),
                error_code: g.int16(),
                snapshot_id: ResponseSnapshotId::sample(g, version),
                current_leader: if g.tagged() {
                    LeaderIdAndEpoch::sample(g, version)
                } else {
                    LeaderIdAndEpoch::default()
                },
                size: g.int64(),
                position: g.int64(),
                unaligned_records: g.records(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ResponseSnapshotId<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            ResponseSnapshotId {
                end_offset: g.int64(),
                epoch: g.int32(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for LeaderIdAndEpoch<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            LeaderIdAndEpoch {
                leader_id: g.int32(),
                leader_epoch: g.int32(),
                unknown_tagged_fields: if true {
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
                node_id: if version >= 1 { g.int32() } else { 0 },
                host: if version >= 1 { g.string() } else { "" },
                port: if version >= 1 { g.uint16() } else { 0 },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

//! Generated from `VoteRequest.json` and `VoteResponse.json` by `codegen`; do not edit.
//!
//! Vote, API key 52: requests in versions 0-2, responses in versions 0-2; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid,
    VersionRange, Writer,
};

/// The Vote request: versions 0-2, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct VoteRequest<'a> {
    /// `string`, versions 0+, nullable in 0+; default null.
    pub cluster_id: Option<&'a str>,
    /// `int32`, versions 1+, ignorable; default -1.
    pub voter_id: i32,
    /// `[]TopicData`, versions 0+.
    pub topics: Array<'a, RequestTopicData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for VoteRequest<'_> {
    fn default() -> Self {
        VoteRequest {
            cluster_id: None,
            voter_id: -1,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for VoteRequest<'a> {
    const NAME: &'static str = "VoteRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(52));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for VoteRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("VoteRequest");
        let mut this = VoteRequest {
            cluster_id: r.nullable_string("ClusterId", flexible, true)?,
            voter_id: if version >= 1 {
                r.int32("VoterId")?
            } else {
                -1
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

impl Encode for VoteRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::nullable_string(self.cluster_id, flexible);
        if version >= 1 {
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
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("VoteRequest");
        w.nullable_string("ClusterId", self.cluster_id, flexible, true, version)?;
        if version >= 1 {
            w.int32(self.voter_id)?;
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

/// An element of `VoteRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RequestTopicData<'a> {
    /// `string`, versions 0+.
    pub topic_name: &'a str,
    /// `[]PartitionData`, versions 0+.
    pub partitions: Array<'a, RequestPartitionData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RequestTopicData<'_> {
    fn default() -> Self {
        RequestTopicData {
            topic_name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for RequestTopicData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("TopicData");
        let mut this = RequestTopicData {
            topic_name: r.string("TopicName", flexible)?,
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
        let outer = r.begin_struct("TopicData");
        r.skip_string("TopicName", flexible, false)?;
        r.skip_array::<RequestPartitionData<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for RequestTopicData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.topic_name, flexible);
        n += self.partitions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("TopicData");
        w.string("TopicName", self.topic_name, flexible)?;
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

impl<'a> Element<'a> for RequestTopicData<'a> {
    const TYPE_NAME: &'static str = "TopicData";
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

/// An element of `TopicData.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RequestPartitionData<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int32`, versions 0+.
    pub replica_epoch: i32,
    /// `int32`, versions 0+.
    pub replica_id: i32,
    /// `uuid`, versions 1+, ignorable.
    pub replica_directory_id: Uuid,
    /// `uuid`, versions 1+, ignorable.
    pub voter_directory_id: Uuid,
    /// `int32`, versions 0+.
    pub last_offset_epoch: i32,
    /// `int64`, versions 0+.
    pub last_offset: i64,
    /// `bool`, versions 2+.
    pub pre_vote: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RequestPartitionData<'_> {
    fn default() -> Self {
        RequestPartitionData {
            partition_index: 0,
            replica_epoch: 0,
            replica_id: 0,
            replica_directory_id: Uuid::ZERO,
            voter_directory_id: Uuid::ZERO,
            last_offset_epoch: 0,
            last_offset: 0,
            pre_vote: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for RequestPartitionData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("PartitionData");
        let mut this = RequestPartitionData {
            partition_index: r.int32("PartitionIndex")?,
            replica_epoch: r.int32("ReplicaEpoch")?,
            replica_id: r.int32("ReplicaId")?,
            replica_directory_id: if version >= 1 {
                r.uuid("ReplicaDirectoryId")?
            } else {
                Uuid::ZERO
            },
            voter_directory_id: if version >= 1 {
                r.uuid("VoterDirectoryId")?
            } else {
                Uuid::ZERO
            },
            last_offset_epoch: r.int32("LastOffsetEpoch")?,
            last_offset: r.int64("LastOffset")?,
            pre_vote: if version >= 2 {
                r.bool("PreVote")?
            } else {
                false
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
        let flexible = true;
        let outer = r.begin_struct("PartitionData");
        r.skip_fixed_run(&[("PartitionIndex", 4), ("ReplicaEpoch", 4), ("ReplicaId", 4)])?;
        if version >= 1 {
            r.skip_fixed_run(&[("ReplicaDirectoryId", 16), ("VoterDirectoryId", 16)])?;
        }
        r.skip_fixed_run(&[("LastOffsetEpoch", 4), ("LastOffset", 8)])?;
        if version >= 2 {
            r.skip_bool("PreVote")?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for RequestPartitionData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 4;
        n += 4;
        if version >= 1 {
            n += 16;
        }
        if version >= 1 {
            n += 16;
        }
        n += 4;
        n += 8;
        if version >= 2 {
            n += 1;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("PartitionData");
        w.int32(self.partition_index)?;
        w.int32(self.replica_epoch)?;
        w.int32(self.replica_id)?;
        if version >= 1 {
            w.uuid(self.replica_directory_id)?;
        }
        if version >= 1 {
            w.uuid(self.voter_directory_id)?;
        }
        w.int32(self.last_offset_epoch)?;
        w.int64(self.last_offset)?;
        if version >= 2 {
            w.bool(self.pre_vote)?;
        } else if self.pre_vote != false {
            return Err(w.not_in_version("PreVote", version));
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

impl<'a> Element<'a> for RequestPartitionData<'a> {
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

/// The Vote response: versions 0-2, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct VoteResponse<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `[]TopicData`, versions 0+.
    pub topics: Array<'a, ResponseTopicData<'a>>,
    /// `[]NodeEndpoint`, versions 1+, tagged field 0 in versions 1+.
    pub node_endpoints: Array<'a, NodeEndpoint<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for VoteResponse<'_> {
    fn default() -> Self {
        VoteResponse {
            error_code: 0,
            topics: Array::empty(),
            node_endpoints: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for VoteResponse<'a> {
    const NAME: &'static str = "VoteResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(52));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for VoteResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("VoteResponse");
        let mut this = VoteResponse {
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

impl Encode for VoteResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
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
        let outer = w.begin_struct("VoteResponse");
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

/// An element of `VoteResponse.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ResponseTopicData<'a> {
    /// `string`, versions 0+.
    pub topic_name: &'a str,
    /// `[]PartitionData`, versions 0+.
    pub partitions: Array<'a, ResponsePartitionData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ResponseTopicData<'_> {
    fn default() -> Self {
        ResponseTopicData {
            topic_name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ResponseTopicData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("TopicData");
        let mut this = ResponseTopicData {
            topic_name: r.string("TopicName", flexible)?,
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
        let outer = r.begin_struct("TopicData");
        r.skip_string("TopicName", flexible, false)?;
        r.skip_array::<ResponsePartitionData<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ResponseTopicData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.topic_name, flexible);
        n += self.partitions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("TopicData");
        w.string("TopicName", self.topic_name, flexible)?;
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

impl<'a> Element<'a> for ResponseTopicData<'a> {
    const TYPE_NAME: &'static str = "TopicData";
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

/// An element of `TopicData.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ResponsePartitionData<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int32`, versions 0+.
    pub leader_id: i32,
    /// `int32`, versions 0+.
    pub leader_epoch: i32,
    /// `bool`, versions 0+.
    pub vote_granted: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ResponsePartitionData<'_> {
    fn default() -> Self {
        ResponsePartitionData {
            partition_index: 0,
            error_code: 0,
            leader_id: 0,
            leader_epoch: 0,
            vote_granted: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ResponsePartitionData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("PartitionData");
        let mut this = ResponsePartitionData {
            partition_index: r.int32("PartitionIndex")?,
            error_code: r.int16("ErrorCode")?,
            leader_id: r.int32("LeaderId")?,
            leader_epoch: r.int32("LeaderEpoch")?,
            vote_granted: r.bool("VoteGranted")?,
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
        r.skip_fixed_run(&[
            ("PartitionIndex", 4),
            ("ErrorCode", 2),
            ("LeaderId", 4),
            ("LeaderEpoch", 4),
        ])?;
        r.skip_bool("VoteGranted")?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ResponsePartitionData<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += 4;
        n += 4;
        n += 1;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("PartitionData");
        w.int32(self.partition_index)?;
        w.int16(self.error_code)?;
        w.int32(self.leader_id)?;
        w.int32(self.leader_epoch)?;
        w.bool(self.vote_granted)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for ResponsePartitionData<'a> {
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

/// An element of `VoteResponse.NodeEndpoints`.
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

    impl<'a> Sample<'a> for VoteRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            VoteRequest {
                cluster_id: g.maybe(true, |g| g.string()),
                voter_id: if version >= 1 { g.int32() } else { -1 },
                topics: g.array(|g| RequestTopicData::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for RequestTopicData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            RequestTopicData {
                topic_name: g.string(),
                partitions: g.array(|g| RequestPartitionData::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for RequestPartitionData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            RequestPartitionData {
                partition_index: g.int32(),
                replica_epoch: g.int32(),
                replica_id: g.int32(),
                replica_directory_id: if version >= 1 { g.uuid() } else { Uuid::ZERO },
                voter_directory_id: if version >= 1 { g.uuid() } else { Uuid::ZERO },
                last_offset_epoch: g.int32(),
                last_offset: g.int64(),
                pre_vote: if version >= 2 { g.bool() } else { false },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for VoteResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            VoteResponse {
                error_code: g.int16(),
                topics: g.array(|g| ResponseTopicData::sample(g, version)),
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

    impl<'a> Sample<'a> for ResponseTopicData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ResponseTopicData {
                topic_name: g.string(),
                partitions: g.array(|g| ResponsePartitionData::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ResponsePartitionData<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            ResponsePartitionData {
                partition_index: g.int32(),
                error_code: g.int16(),
                leader_id: g.int32(),
                leader_epoch: g.int32(),
                vote_granted: g.bool(),
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

//! Generated from `DescribeQuorumRequest.json` and `DescribeQuorumResponse.json` by `codegen`; do not edit.
//!
//! DescribeQuorum, API key 55: requests in versions 0-2, responses in versions 0-2; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid,
    VersionRange, Writer,
};

/// The DescribeQuorum request: versions 0-2, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeQuorumRequest<'a> {
    /// `[]TopicData`, versions 0+.
    pub topics: Array<'a, RequestTopicData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeQuorumRequest<'_> {
    fn default() -> Self {
        DescribeQuorumRequest {
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeQuorumRequest<'a> {
    const NAME: &'static str = "DescribeQuorumRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(55));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for DescribeQuorumRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeQuorumRequest");
        let mut this = DescribeQuorumRequest {
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

impl Encode for DescribeQuorumRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
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
        let outer = w.begin_struct("DescribeQuorumRequest");
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

/// An element of `DescribeQuorumRequest.Topics`.
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
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RequestPartitionData<'_> {
    fn default() -> Self {
        RequestPartitionData {
            partition_index: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for RequestPartitionData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("PartitionData");
        let mut this = RequestPartitionData {
            partition_index: r.int32("PartitionIndex")?,
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
        r.skip_fixed("PartitionIndex", 4)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for RequestPartitionData<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
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

/// The DescribeQuorum response: versions 0-2, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeQuorumResponse<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 2+, nullable in 2+, ignorable.
    pub error_message: Option<&'a str>,
    /// `[]TopicData`, versions 0+.
    pub topics: Array<'a, ResponseTopicData<'a>>,
    /// `[]Node`, versions 2+.
    pub nodes: Array<'a, Node<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeQuorumResponse<'_> {
    fn default() -> Self {
        DescribeQuorumResponse {
            error_code: 0,
            error_message: Some(""),
            topics: Array::empty(),
            nodes: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeQuorumResponse<'a> {
    const NAME: &'static str = "DescribeQuorumResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(55));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for DescribeQuorumResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeQuorumResponse");
        let mut this = DescribeQuorumResponse {
            error_code: r.int16("ErrorCode")?,
            error_message: if version >= 2 {
                r.nullable_string("ErrorMessage", flexible, true)?
            } else {
                Some("")
            },
            topics: r.array("Topics", version, flexible)?,
            nodes: if version >= 2 {
                r.array("Nodes", version, flexible)?
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
}

impl Encode for DescribeQuorumResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 2;
        if version >= 2 {
            n += len::nullable_string(self.error_message, flexible);
        }
        n += self.topics.encoded_len(version, flexible);
        if version >= 2 {
            n += self.nodes.encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeQuorumResponse");
        w.int16(self.error_code)?;
        if version >= 2 {
            w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        }
        self.topics.encode(w, "Topics", version, flexible)?;
        if version >= 2 {
            self.nodes.encode(w, "Nodes", version, flexible)?;
        } else if !self.nodes.is_empty() {
            return Err(w.not_in_version("Nodes", version));
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

/// An element of `DescribeQuorumResponse.Topics`.
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
    /// `string`, versions 2+, nullable in 2+, ignorable.
    pub error_message: Option<&'a str>,
    /// `int32`, versions 0+.
    pub leader_id: i32,
    /// `int32`, versions 0+.
    pub leader_epoch: i32,
    /// `int64`, versions 0+.
    pub high_watermark: i64,
    /// `[]ReplicaState`, versions 0+.
    pub current_voters: Array<'a, ReplicaState<'a>>,
    /// `[]ReplicaState`, versions 0+.
    pub observers: Array<'a, ReplicaState<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ResponsePartitionData<'_> {
    fn default() -> Self {
        ResponsePartitionData {
            partition_index: 0,
            error_code: 0,
            error_message: Some(""),
            leader_id: 0,
            leader_epoch: 0,
            high_watermark: 0,
            current_voters: Array::empty(),
            observers: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ResponsePartitionData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("PartitionData");
        let mut this = ResponsePartitionData {
            partition_index: r.int32("PartitionIndex")?,
            error_code: r.int16("ErrorCode")?,
            error_message: if version >= 2 {
                r.nullable_string("ErrorMessage", flexible, true)?
            } else {
                Some("")
            },
            leader_id: r.int32("LeaderId")?,
            leader_epoch: r.int32("LeaderEpoch")?,
            high_watermark: r.int64("HighWatermark")?,
            current_voters: r.array("CurrentVoters", version, flexible)?,
            observers: r.array("Observers", version, flexible)?,
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
        r.skip_fixed_run(&[("PartitionIndex", 4), ("ErrorCode", 2)])?;
        if version >= 2 {
            r.skip_string("ErrorMessage", flexible, true)?;
        }
        r.skip_fixed_run(&[("LeaderId", 4), ("LeaderEpoch", 4), ("HighWatermark", 8)])?;
        r.skip_array::<ReplicaState<'a>>("CurrentVoters", version, flexible, false)?;
        r.skip_array::<ReplicaState<'a>>("Observers", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ResponsePartitionData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        if version >= 2 {
            n += len::nullable_string(self.error_message, flexible);
        }
        n += 4;
        n += 4;
        n += 8;
        n += self.current_voters.encoded_len(version, flexible);
        n += self.observers.encoded_len(version, flexible);
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
        if version >= 2 {
            w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        }
        w.int32(self.leader_id)?;
        w.int32(self.leader_epoch)?;
        w.int64(self.high_watermark)?;
        self.current_voters
            .encode(w, "CurrentVoters", version, flexible)?;
        self.observers.encode(w, "Observers", version, flexible)?;
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

/// An element of `DescribeQuorumResponse.Nodes`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Node<'a> {
    /// `int32`, versions 2+.
    pub node_id: i32,
    /// `[]Listener`, versions 2+.
    pub listeners: Array<'a, Listener<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for Node<'_> {
    fn default() -> Self {
        Node {
            node_id: 0,
            listeners: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for Node<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Node");
        let mut this = Node {
            node_id: if version >= 2 { r.int32("NodeId")? } else { 0 },
            listeners: if version >= 2 {
                r.array("Listeners", version, flexible)?
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
        let flexible = true;
        let outer = r.begin_struct("Node");
        if version >= 2 {
            r.skip_fixed("NodeId", 4)?;
        }
        if version >= 2 {
            r.skip_array::<Listener<'a>>("Listeners", version, flexible, false)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for Node<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        if version >= 2 {
            n += 4;
        }
        if version >= 2 {
            n += self.listeners.encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("Node");
        if version >= 2 {
            w.int32(self.node_id)?;
        } else if self.node_id != 0 {
            return Err(w.not_in_version("NodeId", version));
        }
        if version >= 2 {
            self.listeners.encode(w, "Listeners", version, flexible)?;
        } else if !self.listeners.is_empty() {
            return Err(w.not_in_version("Listeners", version));
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

impl<'a> Element<'a> for Node<'a> {
    const TYPE_NAME: &'static str = "Node";
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

/// An element of `Node.Listeners`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Listener<'a> {
    /// `string`, versions 2+.
    pub name: &'a str,
    /// `string`, versions 2+.
    pub host: &'a str,
    /// `uint16`, versions 2+.
    pub port: u16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for Listener<'_> {
    fn default() -> Self {
        Listener {
            name: "",
            host: "",
            port: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for Listener<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Listener");
        let mut this = Listener {
            name: if version >= 2 {
                r.string("Name", flexible)?
            } else {
                ""
            },
            host: if version >= 2 {
                r.string("Host", flexible)?
            } else {
                ""
            },
            port: if version >= 2 { r.uint16("Port")? } else { 0 },
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
        let outer = r.begin_struct("Listener");
        if version >= 2 {
            r.skip_string("Name", flexible, false)?;
        }
        if version >= 2 {
            r.skip_string("Host", flexible, false)?;
        }
        if version >= 2 {
            r.skip_fixed("Port", 2)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for Listener<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        if version >= 2 {
            n += len::string(self.name, flexible);
        }
        if version >= 2 {
            n += len::string(self.host, flexible);
        }
        if version >= 2 {
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
        let outer = w.begin_struct("Listener");
        if version >= 2 {
            w.string("Name", self.name, flexible)?;
        } else if self.name != "" {
            return Err(w.not_in_version("Name", version));
        }
        if version >= 2 {
            w.string("Host", self.host, flexible)?;
        } else if self.host != "" {
            return Err(w.not_in_version("Host", version));
        }
        if version >= 2 {
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

impl<'a> Element<'a> for Listener<'a> {
    const TYPE_NAME: &'static str = "Listener";
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

/// `ReplicaState`, a struct shared by several fields of DescribeQuorumResponse.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ReplicaState<'a> {
    /// `int32`, versions 0+.
    pub replica_id: i32,
    /// `uuid`, versions 2+.
    pub replica_directory_id: Uuid,
    /// `int64`, versions 0+.
    pub log_end_offset: i64,
    /// `int64`, versions 1+, ignorable; default -1.
    pub last_fetch_timestamp: i64,
    /// `int64`, versions 1+, ignorable; default -1.
    pub last_caught_up_timestamp: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ReplicaState<'_> {
    fn default() -> Self {
        ReplicaState {
            replica_id: 0,
            replica_directory_id: Uuid::ZERO,
            log_end_offset: 0,
            last_fetch_timestamp: -1,
            last_caught_up_timestamp: -1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ReplicaState<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("ReplicaState");
        let mut this = ReplicaState {
            replica_id: r.int32("ReplicaId")?,
            replica_directory_id: if version >= 2 {
                r.uuid("ReplicaDirectoryId")?
            } else {
                Uuid::ZERO
            },
            log_end_offset: r.int64("LogEndOffset")?,
            last_fetch_timestamp: if version >= 1 {
                r.int64("LastFetchTimestamp")?
            } else {
                -1
            },
            last_caught_up_timestamp: if version >= 1 {
                r.int64("LastCaughtUpTimestamp")?
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
        let flexible = true;
        let outer = r.begin_struct("ReplicaState");
        r.skip_fixed("ReplicaId", 4)?;
        if version >= 2 {
            r.skip_fixed("ReplicaDirectoryId", 16)?;
        }
        r.skip_fixed("LogEndOffset", 8)?;
        if version >= 1 {
            r.skip_fixed_run(&[("LastFetchTimestamp", 8), ("LastCaughtUpTimestamp", 8)])?;
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
        let flexible = true;
        let mut n = 0;
        n += 4;
        if version >= 2 {
            n += 16;
        }
        n += 8;
        if version >= 1 {
            n += 8;
        }
        if version >= 1 {
            n += 8;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("ReplicaState");
        w.int32(self.replica_id)?;
        if version >= 2 {
            w.uuid(self.replica_directory_id)?;
        } else if self.replica_directory_id != Uuid::ZERO {
            return Err(w.not_in_version("ReplicaDirectoryId", version));
        }
        w.int64(self.log_end_offset)?;
        if version >= 1 {
            w.int64(self.last_fetch_timestamp)?;
        }
        if version >= 1 {
            w.int64(self.last_caught_up_timestamp)?;
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

impl<'a> Element<'a> for ReplicaState<'a> {
    const TYPE_NAME: &'static str = "ReplicaState";
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

    impl<'a> Sample<'a> for DescribeQuorumRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeQuorumRequest {
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
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            RequestPartitionData {
                partition_index: g.int32(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeQuorumResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeQuorumResponse {
                error_code: g.int16(),
                error_message: if version >= 2 {
                    g.maybe(true, |g| g.string())
                } else {
                    Some("")
                },
                topics: g.array(|g| ResponseTopicData::sample(g, version)),
                nodes: if version >= 2 {
                    g.array(|g| Node::sample(g, version))
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
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ResponsePartitionData {
                partition_index: g.int32(),
                error_code: g.int16(),
                error_message: if version >= 2 {
                    g.maybe(true, |g| g.string())
                } else {
                    Some("")
                },
                leader_id: g.int32(),
                leader_epoch: g.int32(),
                high_watermark: g.int64(),
                current_voters: g.array(|g| ReplicaState::sample(g, version)),
                observers: g.array(|g| ReplicaState::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for Node<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            Node {
                node_id: if version >= 2 { g.int32() } else { 0 },
                listeners: if version >= 2 {
                    g.array(|g| Listener::sample(g, version))
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

    impl<'a> Sample<'a> for Listener<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            Listener {
                name: if version >= 2 { g.string() } else { "" },
                host: if version >= 2 { g.string() } else { "" },
                port: if version >= 2 { g.uint16() } else { 0 },
                unknown_tagged_fields: if true {
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
                replica_id: g.int32(),
                replica_directory_id: if version >= 2 { g.uuid() } else { Uuid::ZERO },
                log_end_offset: g.int64(),
                last_fetch_timestamp: if version >= 1 { g.int64() } else { -1 },
                last_caught_up_timestamp: if version >= 1 { g.int64() } else { -1 },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

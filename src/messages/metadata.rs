//! Generated from `MetadataRequest.json` and `MetadataResponse.json` by `codegen`; do not edit.
//!
//! Metadata, API key 3: requests in versions 0-13, responses in versions 0-13; flexible from version 9.

use crate::{
    check_decode_version, check_encode_version, encode_nullable, len, nullable_len, ApiKey, Array,
    Decode, DecodeError, Element, Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen,
    TaggedWriter, Trace, Uuid, VersionRange, Writer,
};

/// The Metadata request: versions 0-13, flexible from version 9.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct MetadataRequest<'a> {
    /// `[]MetadataRequestTopic`, versions 0+, nullable in 1+.
    pub topics: Option<Array<'a, MetadataRequestTopic<'a>>>,
    /// `bool`, versions 4+; default true.
    pub allow_auto_topic_creation: bool,
    /// `bool`, versions 8-10.
    pub include_cluster_authorized_operations: bool,
    /// `bool`, versions 8+.
    pub include_topic_authorized_operations: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for MetadataRequest<'_> {
    fn default() -> Self {
        MetadataRequest {
            topics: Some(Array::empty()),
            allow_auto_topic_creation: true,
            include_cluster_authorized_operations: false,
            include_topic_authorized_operations: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for MetadataRequest<'a> {
    const NAME: &'static str = "MetadataRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(3));
    const VERSIONS: VersionRange = VersionRange::new(0, 13);
    const FLEXIBLE_FROM: Option<i16> = Some(9);
}

impl<'a> Decode<'a> for MetadataRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 9;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("MetadataRequest");
        let mut this = MetadataRequest {
            topics: r.nullable_array("Topics", version, flexible, version >= 1)?,
            allow_auto_topic_creation: if version >= 4 {
                r.bool("AllowAutoTopicCreation")?
            } else {
                true
            },
            include_cluster_authorized_operations: if (8..=10).contains(&version) {
                r.bool("IncludeClusterAuthorizedOperations")?
            } else {
                false
            },
            include_topic_authorized_operations: if version >= 8 {
                r.bool("IncludeTopicAuthorizedOperations")?
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
}

impl Encode for MetadataRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 9;
        let mut n = 0;
        n += nullable_len(&self.topics, version, flexible);
        if version >= 4 {
            n += 1;
        }
        if (8..=10).contains(&version) {
            n += 1;
        }
        if version >= 8 {
            n += 1;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 9;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("MetadataRequest");
        encode_nullable(&self.topics, w, "Topics", version, flexible, version >= 1)?;
        if version >= 4 {
            w.bool(self.allow_auto_topic_creation)?;
        } else if self.allow_auto_topic_creation != true {
            return Err(w.not_in_version("AllowAutoTopicCreation", version));
        }
        if (8..=10).contains(&version) {
            w.bool(self.include_cluster_authorized_operations)?;
        } else if self.include_cluster_authorized_operations != false {
            return Err(w.not_in_version("IncludeClusterAuthorizedOperations", version));
        }
        if version >= 8 {
            w.bool(self.include_topic_authorized_operations)?;
        } else if self.include_topic_authorized_operations != false {
            return Err(w.not_in_version("IncludeTopicAuthorizedOperations", version));
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

/// An element of `MetadataRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct MetadataRequestTopic<'a> {
    /// `uuid`, versions 10+, ignorable.
    pub topic_id: Uuid,
    /// `string`, versions 0+, nullable in 10+.
    pub name: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for MetadataRequestTopic<'_> {
    fn default() -> Self {
        MetadataRequestTopic {
            topic_id: Uuid::ZERO,
            name: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for MetadataRequestTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 9;
        let outer = r.begin_struct("MetadataRequestTopic");
        let mut this = MetadataRequestTopic {
            topic_id: if version >= 10 {
                r.uuid("TopicId")?
            } else {
                Uuid::ZERO
            },
            name: r.nullable_string("Name", flexible, version >= 10)?,
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
        let flexible = version >= 9;
        let outer = r.begin_struct("MetadataRequestTopic");
        if version >= 10 {
            r.skip_fixed("TopicId", 16)?;
        }
        r.skip_string("Name", flexible, version >= 10)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for MetadataRequestTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 9;
        let mut n = 0;
        if version >= 10 {
            n += 16;
        }
        n += len::nullable_string(self.name, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 9;
        let outer = w.begin_struct("MetadataRequestTopic");
        if version >= 10 {
            w.uuid(self.topic_id)?;
        }
        w.nullable_string("Name", self.name, flexible, version >= 10, version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for MetadataRequestTopic<'a> {
    const TYPE_NAME: &'static str = "MetadataRequestTopic";
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

/// The Metadata response: versions 0-13, flexible from version 9.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct MetadataResponse<'a> {
    /// `int32`, versions 3+, ignorable.
    pub throttle_time_ms: i32,
    /// `[]MetadataResponseBroker`, versions 0+.
    pub brokers: Array<'a, MetadataResponseBroker<'a>>,
    /// `string`, versions 2+, nullable in 2+, ignorable; default null.
    pub cluster_id: Option<&'a str>,
    /// `int32`, versions 1+, ignorable; default -1.
    pub controller_id: i32,
    /// `[]MetadataResponseTopic`, versions 0+.
    pub topics: Array<'a, MetadataResponseTopic<'a>>,
    /// `int32`, versions 8-10; default -2147483648.
    pub cluster_authorized_operations: i32,
    /// `int16`, versions 13+, ignorable.
    pub error_code: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for MetadataResponse<'_> {
    fn default() -> Self {
        MetadataResponse {
            throttle_time_ms: 0,
            brokers: Array::empty(),
            cluster_id: None,
            controller_id: -1,
            topics: Array::empty(),
            cluster_authorized_operations: -2147483648,
            error_code: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for MetadataResponse<'a> {
    const NAME: &'static str = "MetadataResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(3));
    const VERSIONS: VersionRange = VersionRange::new(0, 13);
    const FLEXIBLE_FROM: Option<i16> = Some(9);
}

impl<'a> Decode<'a> for MetadataResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 9;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("MetadataResponse");
        let mut this = MetadataResponse {
            throttle_time_ms: if version >= 3 {
                r.int32("ThrottleTimeMs")?
            } else {
                0
            },
            brokers: r.array("Brokers", version, flexible)?,
            cluster_id: if version >= 2 {
                r.nullable_string("ClusterId", flexible, true)?
            } else {
                None
            },
            controller_id: if version >= 1 {
                r.int32("ControllerId")?
            } else {
                -1
            },
            topics: r.array("Topics", version, flexible)?,
            cluster_authorized_operations: if (8..=10).contains(&version) {
                r.int32("ClusterAuthorizedOperations")?
            } else {
                -2147483648
            },
            error_code: if version >= 13 {
                r.int16("ErrorCode")?
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
}

impl Encode for MetadataResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 9;
        let mut n = 0;
        if version >= 3 {
            n += 4;
        }
        n += self.brokers.encoded_len(version, flexible);
        if version >= 2 {
            n += len::nullable_string(self.cluster_id, flexible);
        }
        if version >= 1 {
            n += 4;
        }
        n += self.topics.encoded_len(version, flexible);
        if (8..=10).contains(&version) {
            n += 4;
        }
        if version >= 13 {
            n += 2;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 9;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("MetadataResponse");
        if version >= 3 {
            w.int32(self.throttle_time_ms)?;
        }
        self.brokers.encode(w, "Brokers", version, flexible)?;
        if version >= 2 {
            w.nullable_string("ClusterId", self.cluster_id, flexible, true, version)?;
        }
        if version >= 1 {
            w.int32(self.controller_id)?;
        }
        self.topics.encode(w, "Topics", version, flexible)?;
        if (8..=10).contains(&version) {
            w.int32(self.cluster_authorized_operations)?;
        } else if self.cluster_authorized_operations != -2147483648 {
            return Err(w.not_in_version("ClusterAuthorizedOperations", version));
        }
        if version >= 13 {
            w.int16(self.error_code)?;
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

/// An element of `MetadataResponse.Brokers`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct MetadataResponseBroker<'a> {
    /// `int32`, versions 0+.
    pub node_id: i32,
    /// `string`, versions 0+.
    pub host: &'a str,
    /// `int32`, versions 0+.
    pub port: i32,
    /// `string`, versions 1+, nullable in 1+, ignorable; default null.
    pub rack: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for MetadataResponseBroker<'_> {
    fn default() -> Self {
        MetadataResponseBroker {
            node_id: 0,
            host: "",
            port: 0,
            rack: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for MetadataResponseBroker<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 9;
        let outer = r.begin_struct("MetadataResponseBroker");
        let mut this = MetadataResponseBroker {
            node_id: r.int32("NodeId")?,
            host: r.string("Host", flexible)?,
            port: r.int32("Port")?,
            rack: if version >= 1 {
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
        let flexible = version >= 9;
        let outer = r.begin_struct("MetadataResponseBroker");
        r.skip_fixed("NodeId", 4)?;
        r.skip_string("Host", flexible, false)?;
        r.skip_fixed("Port", 4)?;
        if version >= 1 {
            r.skip_string("Rack", flexible, true)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for MetadataResponseBroker<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 9;
        let mut n = 0;
        n += 4;
        n += len::string(self.host, flexible);
        n += 4;
        if version >= 1 {
            n += len::nullable_string(self.rack, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 9;
        let outer = w.begin_struct("MetadataResponseBroker");
        w.int32(self.node_id)?;
        w.string("Host", self.host, flexible)?;
        w.int32(self.port)?;
        if version >= 1 {
            w.nullable_string("Rack", self.rack, flexible, true, version)?;
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

impl<'a> Element<'a> for MetadataResponseBroker<'a> {
    const TYPE_NAME: &'static str = "MetadataResponseBroker";
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

/// An element of `MetadataResponse.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct MetadataResponseTopic<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 12+.
    pub name: Option<&'a str>,
    /// `uuid`, versions 10+, ignorable.
    pub topic_id: Uuid,
    /// `bool`, versions 1+, ignorable; default false.
    pub is_internal: bool,
    /// `[]MetadataResponsePartition`, versions 0+.
    pub partitions: Array<'a, MetadataResponsePartition<'a>>,
    /// `int32`, versions 8+; default -2147483648.
    pub topic_authorized_operations: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for MetadataResponseTopic<'_> {
    fn default() -> Self {
        MetadataResponseTopic {
            error_code: 0,
            name: Some(""),
            topic_id: Uuid::ZERO,
            is_internal: false,
            partitions: Array::empty(),
            topic_authorized_operations: -2147483648,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for MetadataResponseTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 9;
        let outer = r.begin_struct("MetadataResponseTopic");
        let mut this = MetadataResponseTopic {
            error_code: r.int16("ErrorCode")?,
            name: r.nullable_string("Name", flexible, version >= 12)?,
            topic_id: if version >= 10 {
                r.uuid("TopicId")?
            } else {
                Uuid::ZERO
            },
            is_internal: if version >= 1 {
                r.bool("IsInternal")?
            } else {
                false
            },
            partitions: r.array("Partitions", version, flexible)?,
            topic_authorized_operations: if version >= 8 {
                r.int32("TopicAuthorizedOperations")?
            } else {
                -2147483648
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
        let flexible = version >= 9;
        let outer = r.begin_struct("MetadataResponseTopic");
        r.skip_fixed("ErrorCode", 2)?;
        r.skip_string("Name", flexible, version >= 12)?;
        if version >= 10 {
            r.skip_fixed("TopicId", 16)?;
        }
        if version >= 1 {
            r.skip_bool("IsInternal")?;
        }
        r.skip_array::<MetadataResponsePartition<'a>>("Partitions", version, flexible, false)?;
        if version >= 8 {
            r.skip_fixed("TopicAuthorizedOperations", 4)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for MetadataResponseTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 9;
        let mut n = 0;
        n += 2;
        n += len::nullable_string(self.name, flexible);
        if version >= 10 {
            n += 16;
        }
        if version >= 1 {
            n += 1;
        }
        n += self.partitions.encoded_len(version, flexible);
        if version >= 8 {
            n += 4;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 9;
        let outer = w.begin_struct("MetadataResponseTopic");
        w.int16(self.error_code)?;
        w.nullable_string("Name", self.name, flexible, version >= 12, version)?;
        if version >= 10 {
            w.uuid(self.topic_id)?;
        }
        if version >= 1 {
            w.bool(self.is_internal)?;
        }
        self.partitions.encode(w, "Partitions", version, flexible)?;
        if version >= 8 {
            w.int32(self.topic_authorized_operations)?;
        } else if self.topic_authorized_operations != -2147483648 {
            return Err(w.not_in_version("TopicAuthorizedOperations", version));
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

impl<'a> Element<'a> for MetadataResponseTopic<'a> {
    const TYPE_NAME: &'static str = "MetadataResponseTopic";
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

/// An element of `MetadataResponseTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct MetadataResponsePartition<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int32`, versions 0+.
    pub leader_id: i32,
    /// `int32`, versions 7+, ignorable; default -1.
    pub leader_epoch: i32,
    /// `[]int32`, versions 0+.
    pub replica_nodes: Array<'a, i32>,
    /// `[]int32`, versions 0+.
    pub isr_nodes: Array<'a, i32>,
    /// `[]int32`, versions 5+, ignorable.
    pub offline_replicas: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for MetadataResponsePartition<'_> {
    fn default() -> Self {
        MetadataResponsePartition {
            error_code: 0,
            partition_index: 0,
            leader_id: 0,
            leader_epoch: -1,
            replica_nodes: Array::empty(),
            isr_nodes: Array::empty(),
            offline_replicas: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for MetadataResponsePartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 9;
        let outer = r.begin_struct("MetadataResponsePartition");
        let mut this = MetadataResponsePartition {
            error_code: r.int16("ErrorCode")?,
            partition_index: r.int32("PartitionIndex")?,
            leader_id: r.int32("LeaderId")?,
            leader_epoch: if version >= 7 {
                r.int32("LeaderEpoch")?
            } else {
                -1
            },
            replica_nodes: r.array("ReplicaNodes", version, flexible)?,
            isr_nodes: r.array("IsrNodes", version, flexible)?,
            offline_replicas: if version >= 5 {
                r.array("OfflineReplicas", version, flexible)?
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
        let flexible = version >= 9;
        let outer = r.begin_struct("MetadataResponsePartition");
        r.skip_fixed_run(&[("ErrorCode", 2), ("PartitionIndex", 4), ("LeaderId", 4)])?;
        if version >= 7 {
            r.skip_fixed("LeaderEpoch", 4)?;
        }
        r.skip_array::<i32>("ReplicaNodes", version, flexible, false)?;
        r.skip_array::<i32>("IsrNodes", version, flexible, false)?;
        if version >= 5 {
            r.skip_array::<i32>("OfflineReplicas", version, flexible, false)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for MetadataResponsePartition<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 9;
        let mut n = 0;
        n += 2;
        n += 4;
        n += 4;
        if version >= 7 {
            n += 4;
        }
        n += self.replica_nodes.encoded_len(version, flexible);
        n += self.isr_nodes.encoded_len(version, flexible);
        if version >= 5 {
            n += self.offline_replicas.encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 9;
        let outer = w.begin_struct("MetadataResponsePartition");
        w.int16(self.error_code)?;
        w.int32(self.partition_index)?;
        w.int32(self.leader_id)?;
        if version >= 7 {
            w.int32(self.leader_epoch)?;
        }
        self.replica_nodes
            .encode(w, "ReplicaNodes", version, flexible)?;
        self.isr_nodes.encode(w, "IsrNodes", version, flexible)?;
        if version >= 5 {
            self.offline_replicas
                .encode(w, "OfflineReplicas", version, flexible)?;
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

impl<'a> Element<'a> for MetadataResponsePartition<'a> {
    const TYPE_NAME: &'static str = "MetadataResponsePartition";
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

    impl<'a> Sample<'a> for MetadataRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            MetadataRequest {
                topics: g.maybe(version >= 1, |g| {
                    g.array(|g| MetadataRequestTopic::sample(g, version))
                }),
                allow_auto_topic_creation: if version >= 4 { g.bool() } else { true },
                include_cluster_authorized_operations: if (8..=10).contains(&version) {
                    g.bool()
                } else {
                    false
                },
                include_topic_authorized_operations: if version >= 8 { g.bool() } else { false },
                unknown_tagged_fields: if version >= 9 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for MetadataRequestTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            MetadataRequestTopic {
                topic_id: if version >= 10 { g.uuid() } else { Uuid::ZERO },
                name: g.maybe(version >= 10, |g| g.string()),
                unknown_tagged_fields: if version >= 9 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for MetadataResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            MetadataResponse {
                throttle_time_ms: if version >= 3 { g.int32() } else { 0 },
                brokers: g.array(|g| MetadataResponseBroker::sample(g, version)),
                cluster_id: if version >= 2 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                controller_id: if version >= 1 { g.int32() } else { -1 },
                topics: g.array(|g| MetadataResponseTopic::sample(g, version)),
                cluster_authorized_operations: if (8..=10).contains(&version) {
                    g.int32()
                } else {
                    -2147483648
                },
                error_code: if version >= 13 { g.int16() } else { 0 },
                unknown_tagged_fields: if version >= 9 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for MetadataResponseBroker<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            MetadataResponseBroker {
                node_id: g.int32(),
                host: g.string(),
                port: g.int32(),
                rack: if version >= 1 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                unknown_tagged_fields: if version >= 9 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for MetadataResponseTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            MetadataResponseTopic {
                error_code: g.int16(),
                name: g.maybe(version >= 12, |g| g.string()),
                topic_id: if version >= 10 { g.uuid() } else { Uuid::ZERO },
                is_internal: if version >= 1 { g.bool() } else { false },
                partitions: g.array(|g| MetadataResponsePartition::sample(g, version)),
                topic_authorized_operations: if version >= 8 { g.int32() } else { -2147483648 },
                unknown_tagged_fields: if version >= 9 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for MetadataResponsePartition<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            MetadataResponsePartition {
                error_code: g.int16(),
                partition_index: g.int32(),
                leader_id: g.int32(),
                leader_epoch: if version >= 7 { g.int32() } else { -1 },
                replica_nodes: g.array(|g| g.int32()),
                isr_nodes: g.array(|g| g.int32()),
                offline_replicas: if version >= 5 {
                    g.array(|g| g.int32())
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if version >= 9 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

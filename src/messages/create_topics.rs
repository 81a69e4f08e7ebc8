//! Generated from `CreateTopicsRequest.json` and `CreateTopicsResponse.json` by `codegen`; do not edit.
//!
//! CreateTopics, API key 19: requests in versions 0-7, responses in versions 0-7; flexible from version 5.

use crate::{
    check_decode_version, check_encode_version, encode_nullable, len, nullable_len, ApiKey, Array,
    Decode, DecodeError, Element, Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen,
    TaggedWriter, Trace, Uuid, VersionRange, Writer,
};

/// The CreateTopics request: versions 0-7, flexible from version 5.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct CreateTopicsRequest<'a> {
    /// `[]CreatableTopic`, versions 0+.
    pub topics: Array<'a, CreatableTopic<'a>>,
    /// `int32`, versions 0+; default 60000.
    pub timeout_ms: i32,
    /// `bool`, versions 1+; default false.
    pub validate_only: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for CreateTopicsRequest<'_> {
    fn default() -> Self {
        CreateTopicsRequest {
            topics: Array::empty(),
            timeout_ms: 60000,
            validate_only: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for CreateTopicsRequest<'a> {
    const NAME: &'static str = "CreateTopicsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(19));
    const VERSIONS: VersionRange = VersionRange::new(0, 7);
    const FLEXIBLE_FROM: Option<i16> = Some(5);
}

impl<'a> Decode<'a> for CreateTopicsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 5;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("CreateTopicsRequest");
        let mut this = CreateTopicsRequest {
            topics: r.array("Topics", version, flexible)?,
            timeout_ms: r.int32("timeoutMs")?,
            validate_only: if version >= 1 {
                r.bool("validateOnly")?
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

impl Encode for CreateTopicsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 5;
        let mut n = 0;
        n += self.topics.encoded_len(version, flexible);
        n += 4;
        if version >= 1 {
            n += 1;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 5;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("CreateTopicsRequest");
        self.topics.encode(w, "Topics", version, flexible)?;
        w.int32(self.timeout_ms)?;
        if version >= 1 {
            w.bool(self.validate_only)?;
        } else if self.validate_only != false {
            return Err(w.not_in_version("validateOnly", version));
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

/// An element of `CreateTopicsRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct CreatableTopic<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `int32`, versions 0+.
    pub num_partitions: i32,
    /// `int16`, versions 0+.
    pub replication_factor: i16,
    /// `[]CreatableReplicaAssignment`, versions 0+.
    pub assignments: Array<'a, CreatableReplicaAssignment<'a>>,
    /// `[]CreatableTopicConfig`, versions 0+.
    pub configs: Array<'a, CreatableTopicConfig<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for CreatableTopic<'_> {
    fn default() -> Self {
        CreatableTopic {
            name: "",
            num_partitions: 0,
            replication_factor: 0,
            assignments: Array::empty(),
            configs: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for CreatableTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 5;
        let outer = r.begin_struct("CreatableTopic");
        let mut this = CreatableTopic {
            name: r.string("Name", flexible)?,
            num_partitions: r.int32("NumPartitions")?,
            replication_factor: r.int16("ReplicationFactor")?,
            assignments: r.array("Assignments", version, flexible)?,
            configs: r.array("Configs", version, flexible)?,
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
        let flexible = version >= 5;
        let outer = r.begin_struct("CreatableTopic");
        r.skip_string("Name", flexible, false)?;
        r.skip_fixed_run(&[("NumPartitions", 4), ("ReplicationFactor", 2)])?;
        r.skip_array::<CreatableReplicaAssignment<'a>>("Assignments", version, flexible, false)?;
        r.skip_array::<CreatableTopicConfig<'a>>("Configs", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for CreatableTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 5;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += 4;
        n += 2;
        n += self.assignments.encoded_len(version, flexible);
        n += self.configs.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 5;
        let outer = w.begin_struct("CreatableTopic");
        w.string("Name", self.name, flexible)?;
        w.int32(self.num_partitions)?;
        w.int16(self.replication_factor)?;
        self.assignments
            .encode(w, "Assignments", version, flexible)?;
        self.configs.encode(w, "Configs", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for CreatableTopic<'a> {
    const TYPE_NAME: &'static str = "CreatableTopic";
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

/// An element of `CreatableTopic.Assignments`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct CreatableReplicaAssignment<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `[]int32`, versions 0+.
    pub broker_ids: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for CreatableReplicaAssignment<'_> {
    fn default() -> Self {
        CreatableReplicaAssignment {
            partition_index: 0,
            broker_ids: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for CreatableReplicaAssignment<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 5;
        let outer = r.begin_struct("CreatableReplicaAssignment");
        let mut this = CreatableReplicaAssignment {
            partition_index: r.int32("PartitionIndex")?,
            broker_ids: r.array("BrokerIds", version, flexible)?,
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
        let flexible = version >= 5;
        let outer = r.begin_struct("CreatableReplicaAssignment");
        r.skip_fixed("PartitionIndex", 4)?;
        r.skip_array::<i32>("BrokerIds", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for CreatableReplicaAssignment<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 5;
        let mut n = 0;
        n += 4;
        n += self.broker_ids.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 5;
        let outer = w.begin_struct("CreatableReplicaAssignment");
        w.int32(self.partition_index)?;
        self.broker_ids.encode(w, "BrokerIds", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for CreatableReplicaAssignment<'a> {
    const TYPE_NAME: &'static str = "CreatableReplicaAssignment";
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

/// An element of `CreatableTopic.Configs`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct CreatableTopicConfig<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `string`, versions 0+, nullable in 0+.
    pub value: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for CreatableTopicConfig<'_> {
    fn default() -> Self {
        CreatableTopicConfig {
            name: "",
            value: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for CreatableTopicConfig<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 5;
        let outer = r.begin_struct("CreatableTopicConfig");
        let mut this = CreatableTopicConfig {
            name: r.string("Name", flexible)?,
            value: r.nullable_string("Value", flexible, true)?,
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
        let flexible = version >= 5;
        let outer = r.begin_struct("CreatableTopicConfig");
        r.skip_string("Name", flexible, false)?;
        r.skip_string("Value", flexible, true)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for CreatableTopicConfig<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 5;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += len::nullable_string(self.value, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 5;
        let outer = w.begin_struct("CreatableTopicConfig");
        w.string("Name", self.name, flexible)?;
        w.nullable_string("Value", self.value, flexible, true, version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for CreatableTopicConfig<'a> {
    const TYPE_NAME: &'static str = "CreatableTopicConfig";
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

/// The CreateTopics response: versions 0-7, flexible from version 5.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct CreateTopicsResponse<'a> {
    /// `int32`, versions 2+, ignorable.
    pub throttle_time_ms: i32,
    /// `[]CreatableTopicResult`, versions 0+.
    pub topics: Array<'a, CreatableTopicResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for CreateTopicsResponse<'_> {
    fn default() -> Self {
        CreateTopicsResponse {
            throttle_time_ms: 0,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for CreateTopicsResponse<'a> {
    const NAME: &'static str = "CreateTopicsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(19));
    const VERSIONS: VersionRange = VersionRange::new(0, 7);
    const FLEXIBLE_FROM: Option<i16> = Some(5);
}

impl<'a> Decode<'a> for CreateTopicsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 5;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("CreateTopicsResponse");
        let mut this = CreateTopicsResponse {
            throttle_time_ms: if version >= 2 {
                r.int32("ThrottleTimeMs")?
            } else {
                0
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

impl Encode for CreateTopicsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 5;
        let mut n = 0;
        if version >= 2 {
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
        let flexible = version >= 5;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("CreateTopicsResponse");
        if version >= 2 {
            w.int32(self.throttle_time_ms)?;
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

/// An element of `CreateTopicsResponse.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct CreatableTopicResult<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `uuid`, versions 7+, ignorable.
    pub topic_id: Uuid,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 1+, nullable in 0+, ignorable.
    pub error_message: Option<&'a str>,
    /// `int16`, versions 5+, tagged field 0 in versions 5+, ignorable.
    pub topic_config_error_code: i16,
    /// `int32`, versions 5+, ignorable; default -1.
    pub num_partitions: i32,
    /// `int16`, versions 5+, ignorable; default -1.
    pub replication_factor: i16,
    /// `[]CreatableTopicConfigs`, versions 5+, nullable in 5+, ignorable.
    pub configs: Option<Array<'a, CreatableTopicConfigs<'a>>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for CreatableTopicResult<'_> {
    fn default() -> Self {
        CreatableTopicResult {
            name: "",
            topic_id: Uuid::ZERO,
            error_code: 0,
            error_message: Some(""),
            topic_config_error_code: 0,
            num_partitions: -1,
            replication_factor: -1,
            configs: Some(Array::empty()),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for CreatableTopicResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 5;
        let outer = r.begin_struct("CreatableTopicResult");
        let mut this = CreatableTopicResult {
            name: r.string("Name", flexible)?,
            topic_id: if version >= 7 {
                r.uuid("TopicId")?
            } else {
                Uuid::ZERO
            },
            error_code: r.int16("ErrorCode")?,
            error_message: if version >= 1 {
                r.nullable_string("ErrorMessage", flexible, true)?
            } else {
                Some("")
            },
            topic_config_error_code: 0,
            num_partitions: if version >= 5 {
                r.int32("NumPartitions")?
            } else {
                -1
            },
            replication_factor: if version >= 5 {
                r.int16("ReplicationFactor")?
            } else {
                -1
            },
            configs: if version >= 5 {
                r.nullable_array("Configs", version, flexible, true)?
            } else {
                Some(Array::empty())
            },
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 5 {
                        this.topic_config_error_code = r.int16("TopicConfigErrorCode")?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("TopicConfigErrorCode", 0, version))
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
        let flexible = version >= 5;
        let outer = r.begin_struct("CreatableTopicResult");
        r.skip_string("Name", flexible, false)?;
        if version >= 7 {
            r.skip_fixed("TopicId", 16)?;
        }
        r.skip_fixed("ErrorCode", 2)?;
        if version >= 1 {
            r.skip_string("ErrorMessage", flexible, true)?;
        }
        if version >= 5 {
            r.skip_fixed_run(&[("NumPartitions", 4), ("ReplicationFactor", 2)])?;
        }
        if version >= 5 {
            r.skip_array::<CreatableTopicConfigs<'a>>("Configs", version, flexible, true)?;
        }
        if flexible {
            r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 5 {
                        r.skip_fixed("TopicConfigErrorCode", 2)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("TopicConfigErrorCode", 0, version))
                    }
                }
                _ => Ok(false),
            })?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for CreatableTopicResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 5;
        let mut n = 0;
        n += len::string(self.name, flexible);
        if version >= 7 {
            n += 16;
        }
        n += 2;
        if version >= 1 {
            n += len::nullable_string(self.error_message, flexible);
        }
        if version >= 5 {
            n += 4;
        }
        if version >= 5 {
            n += 2;
        }
        if version >= 5 {
            n += nullable_len(&self.configs, version, flexible);
        }
        if flexible {
            let mut tags = TaggedLen::new(&self.unknown_tagged_fields);
            if version >= 5 && self.topic_config_error_code != 0 {
                tags.add(0, 2);
            }
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 5;
        let outer = w.begin_struct("CreatableTopicResult");
        w.string("Name", self.name, flexible)?;
        if version >= 7 {
            w.uuid(self.topic_id)?;
        }
        w.int16(self.error_code)?;
        if version >= 1 {
            w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        }
        if version >= 5 {
            w.int32(self.num_partitions)?;
        }
        if version >= 5 {
            w.int16(self.replication_factor)?;
        }
        if version >= 5 {
            encode_nullable(&self.configs, w, "Configs", version, flexible, true)?;
        }
        if flexible {
            let tag0 = version >= 5 && self.topic_config_error_code != 0;
            let mut tags = TaggedWriter::begin(w, &self.unknown_tagged_fields, usize::from(tag0))?;
            if tag0 {
                tags.field(w, 0, 2, |w| {
                    w.int16(self.topic_config_error_code)?;
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

impl<'a> Element<'a> for CreatableTopicResult<'a> {
    const TYPE_NAME: &'static str = "CreatableTopicResult";
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

/// An element of `CreatableTopicResult.Configs`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct CreatableTopicConfigs<'a> {
    /// `string`, versions 5+.
    pub name: &'a str,
    /// `string`, versions 5+, nullable in 5+.
    pub value: Option<&'a str>,
    /// `bool`, versions 5+.
    pub read_only: bool,
    /// `int8`, versions 5+, ignorable; default -1.
    pub config_source: i8,
    /// `bool`, versions 5+.
    pub is_sensitive: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for CreatableTopicConfigs<'_> {
    fn default() -> Self {
        CreatableTopicConfigs {
            name: "",
            value: Some(""),
            read_only: false,
            config_source: -1,
            is_sensitive: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for CreatableTopicConfigs<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 5;
        let outer = r.begin_struct("CreatableTopicConfigs");
        let mut this = CreatableTopicConfigs {
            name: if version >= 5 {
                r.string("Name", flexible)?
            } else {
                ""
            },
            value: if version >= 5 {
                r.nullable_string("Value", flexible, true)?
            } else {
                Some("")
            },
            read_only: if version >= 5 {
                r.bool("ReadOnly")?
            } else {
                false
            },
            config_source: if version >= 5 {
                r.int8("ConfigSource")?
            } else {
                -1
            },
            is_sensitive: if version >= 5 {
                r.bool("IsSensitive")?
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
        let flexible = version >= 5;
        let outer = r.begin_struct("CreatableTopicConfigs");
        if version >= 5 {
            r.skip_string("Name", flexible, false)?;
        }
        if version >= 5 {
            r.skip_string("Value", flexible, true)?;
        }
        if version >= 5 {
            r.skip_bool("ReadOnly")?;
        }
        if version >= 5 {
            r.skip_fixed("ConfigSource", 1)?;
        }
        if version >= 5 {
            r.skip_bool("IsSensitive")?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for CreatableTopicConfigs<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 5;
        let mut n = 0;
        if version >= 5 {
            n += len::string(self.name, flexible);
        }
        if version >= 5 {
            n += len::nullable_string(self.value, flexible);
        }
        if version >= 5 {
            n += 1;
        }
        if version >= 5 {
            n += 1;
        }
        if version >= 5 {
            n += 1;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 5;
        let outer = w.begin_struct("CreatableTopicConfigs");
        if version >= 5 {
            w.string("Name", self.name, flexible)?;
        } else if self.name != "" {
            return Err(w.not_in_version("Name", version));
        }
        if version >= 5 {
            w.nullable_string("Value", self.value, flexible, true, version)?;
        } else if self.value != Some("") {
            return Err(w.not_in_version("Value", version));
        }
        if version >= 5 {
            w.bool(self.read_only)?;
        } else if self.read_only != false {
            return Err(w.not_in_version("ReadOnly", version));
        }
        if version >= 5 {
            w.int8(self.config_source)?;
        }
        if version >= 5 {
            w.bool(self.is_sensitive)?;
        } else if self.is_sensitive != false {
            return Err(w.not_in_version("IsSensitive", version));
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

impl<'a> Element<'a> for CreatableTopicConfigs<'a> {
    const TYPE_NAME: &'static str = "CreatableTopicConfigs";
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

    impl<'a> Sample<'a> for CreateTopicsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            CreateTopicsRequest {
                topics: g.array(|g| CreatableTopic::sample(g, version)),
                timeout_ms: g.int32(),
                validate_only: if version >= 1 { g.bool() } else { false },
                unknown_tagged_fields: if version >= 5 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for CreatableTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            CreatableTopic {
                name: g.string(),
                num_partitions: g.int32(),
                replication_factor: g.int16(),
                assignments: g.array(|g| CreatableReplicaAssignment::sample(g, version)),
                configs: g.array(|g| CreatableTopicConfig::sample(g, version)),
                unknown_tagged_fields: if version >= 5 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for CreatableReplicaAssignment<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            CreatableReplicaAssignment {
                partition_index: g.int32(),
                broker_ids: g.array(|g| g.int32()),
                unknown_tagged_fields: if version >= 5 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for CreatableTopicConfig<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            CreatableTopicConfig {
                name: g.string(),
                value: g.maybe(true, |g| g.string()),
                unknown_tagged_fields: if version >= 5 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for CreateTopicsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            CreateTopicsResponse {
                throttle_time_ms: if version >= 2 { g.int32() } else { 0 },
                topics: g.array(|g| CreatableTopicResult::sample(g, version)),
                unknown_tagged_fields: if version >= 5 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for CreatableTopicResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            CreatableTopicResult {
                name: g.string(),
                topic_id: if version >= 7 { g.uuid() } else { Uuid::ZERO },
                error_code: g.int16(),
                error_message: if version >= 1 {
                    g.maybe(true, |g| g.string())
                } else {
                    Some("")
                },
                topic_config_error_code: if version >= 5 && g.tagged() {
                    g.int16()
                } else {
                    0
                },
                num_partitions: if version >= 5 { g.int32() } else { -1 },
                replication_factor: if version >= 5 { g.int16() } else { -1 },
                configs: if version >= 5 {
                    g.maybe(true, |g| {
                        g.array(|g| CreatableTopicConfigs::sample(g, version))
                    })
                } else {
                    Some(Array::empty())
                },
                unknown_tagged_fields: if version >= 5 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for CreatableTopicConfigs<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            CreatableTopicConfigs {
                name: if version >= 5 { g.string() } else { "" },
                value: if version >= 5 {
                    g.maybe(true, |g| g.string())
                } else {
                    Some("")
                },
                read_only: if version >= 5 { g.bool() } else { false },
                config_source: if version >= 5 { g.int8() } else { -1 },
                is_sensitive: if version >= 5 { g.bool() } else { false },
                unknown_tagged_fields: if version >= 5 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

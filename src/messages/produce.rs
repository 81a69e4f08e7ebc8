//! Generated from `ProduceRequest.json` and `ProduceResponse.json` by `codegen`; do not edit.
//!
//! Produce, API key 0: requests in versions 0-13, responses in versions 0-13; flexible from version 9.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, Records, TaggedFields, TaggedLen, TaggedWriter, Trace,
    Uuid, VersionRange, Writer,
};

/// The Produce request: versions 0-13, flexible from version 9.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ProduceRequest<'a> {
    /// `string`, versions 3+, nullable in 3+; default null.
    pub transactional_id: Option<&'a str>,
    /// `int16`, versions 0+.
    pub acks: i16,
    /// `int32`, versions 0+.
    pub timeout_ms: i32,
    /// `[]TopicProduceData`, versions 0+.
    pub topic_data: Array<'a, TopicProduceData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ProduceRequest<'_> {
    fn default() -> Self {
        ProduceRequest {
            transactional_id: None,
            acks: 0,
            timeout_ms: 0,
            topic_data: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ProduceRequest<'a> {
    const NAME: &'static str = "ProduceRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(0));
    const VERSIONS: VersionRange = VersionRange::new(0, 13);
    const FLEXIBLE_FROM: Option<i16> = Some(9);
}

impl<'a> Decode<'a> for ProduceRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 9;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ProduceRequest");
        let mut this = ProduceRequest {
            transactional_id: if version >= 3 {
                r.nullable_string("TransactionalId", flexible, true)?
            } else {
                None
            },
            acks: r.int16("Acks")?,
            timeout_ms: r.int32("TimeoutMs")?,
            topic_data: r.array("TopicData", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ProduceRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 9;
        let mut n = 0;
        if version >= 3 {
            n += len::nullable_string(self.transactional_id, flexible);
        }
        n += 2;
        n += 4;
        n += self.topic_data.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 9;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ProduceRequest");
        if version >= 3 {
            w.nullable_string(
                "TransactionalId",
                self.transactional_id,
                flexible,
                true,
                version,
            )?;
        } else if !self.transactional_id.is_none() {
            return Err(w.not_in_version("TransactionalId", version));
        }
        w.int16(self.acks)?;
        w.int32(self.timeout_ms)?;
        self.topic_data.encode(w, "TopicData", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `ProduceRequest.TopicData`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TopicProduceData<'a> {
    /// `string`, versions 0-12, ignorable.
    pub name: &'a str,
    /// `uuid`, versions 13+, ignorable.
    pub topic_id: Uuid,
    /// `[]PartitionProduceData`, versions 0+.
    pub partition_data: Array<'a, PartitionProduceData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for TopicProduceData<'_> {
    fn default() -> Self {
        TopicProduceData {
            name: "",
            topic_id: Uuid::ZERO,
            partition_data: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for TopicProduceData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 9;
        let outer = r.begin_struct("TopicProduceData");
        let mut this = TopicProduceData {
            name: if version <= 12 {
                r.string("Name", flexible)?
            } else {
                ""
            },
            topic_id: if version >= 13 {
                r.uuid("TopicId")?
            } else {
                Uuid::ZERO
            },
            partition_data: r.array("PartitionData", version, flexible)?,
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
        let outer = r.begin_struct("TopicProduceData");
        if version <= 12 {
            r.skip_string("Name", flexible, false)?;
        }
        if version >= 13 {
            r.skip_fixed("TopicId", 16)?;
        }
        r.skip_array::<PartitionProduceData<'a>>("PartitionData", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for TopicProduceData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 9;
        let mut n = 0;
        if version <= 12 {
            n += len::string(self.name, flexible);
        }
        if version >= 13 {
            n += 16;
        }
        n += self.partition_data.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 9;
        let outer = w.begin_struct("TopicProduceData");
        if version <= 12 {
            w.string("Name", self.name, flexible)?;
        }
        if version >= 13 {
            w.uuid(self.topic_id)?;
        }
        self.partition_data
            .encode(w, "PartitionData", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for TopicProduceData<'a> {
    const TYPE_NAME: &'static str = "TopicProduceData";
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

/// An element of `TopicProduceData.PartitionData`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct PartitionProduceData<'a> {
    /// `int32`, versions 0+.
    pub index: i32,
    /// `records`, versions 0+, nullable in 0+.
    pub records: Option<Records<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for PartitionProduceData<'_> {
    fn default() -> Self {
        PartitionProduceData {
            index: 0,
            records: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for PartitionProduceData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 9;
        let outer = r.begin_struct("PartitionProduceData");
        let mut this = PartitionProduceData {
            index: r.int32("Index")?,
            records: r.records("Records", flexible, true)?,
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
        let outer = r.begin_struct("PartitionProduceData");
        r.skip_fixed("Index", 4)?;
        r.skip_bytes("Records", flexible, true)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for PartitionProduceData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 9;
        let mut n = 0;
        n += 4;
        n += len::records(self.records, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 9;
        let outer = w.begin_struct("PartitionProduceData");
        w.int32(self.index)?;
        w.records("Records", self.records, flexible, true, version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for PartitionProduceData<'a> {
    const TYPE_NAME: &'static str = "PartitionProduceData";
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

/// The Produce response: versions 0-13, flexible from version 9.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ProduceResponse<'a> {
    /// `[]TopicProduceResponse`, versions 0+.
    pub responses: Array<'a, TopicProduceResponse<'a>>,
    /// `int32`, versions 1+, ignorable; default 0.
    pub throttle_time_ms: i32,
    /// `[]NodeEndpoint`, versions 10+, tagged field 0 in versions 10+.
    pub node_endpoints: Array<'a, NodeEndpoint<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ProduceResponse<'_> {
    fn default() -> Self {
        ProduceResponse {
            responses: Array::empty(),
            throttle_time_ms: 0,
            node_endpoints: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ProduceResponse<'a> {
    const NAME: &'static str = "ProduceResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(0));
    const VERSIONS: VersionRange = VersionRange::new(0, 13);
    const FLEXIBLE_FROM: Option<i16> = Some(9);
}

impl<'a> Decode<'a> for ProduceResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 9;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ProduceResponse");
        let mut this = ProduceResponse {
            responses: r.array("Responses", version, flexible)?,
            throttle_time_ms: if version >= 1 {
                r.int32("ThrottleTimeMs")?
            } else {
                0
            },
            node_endpoints: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 10 {
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

impl Encode for ProduceResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 9;
        let mut n = 0;
        n += self.responses.encoded_len(version, flexible);
        if version >= 1 {
            n += 4;
        }
        if flexible {
            let mut tags = TaggedLen::new(&self.unknown_tagged_fields);
            if version >= 10 && !self.node_endpoints.is_empty() {
                tags.add(0, self.node_endpoints.encoded_len(version, true));
            }
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 9;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ProduceResponse");
        self.responses.encode(w, "Responses", version, flexible)?;
        if version >= 1 {
            w.int32(self.throttle_time_ms)?;
        }
        if flexible {
            let tag0 = version >= 10 && !self.node_endpoints.is_empty();
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
        if !(version >= 10) && !self.node_endpoints.is_empty() {
            return Err(w.not_in_version("NodeEndpoints", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `ProduceResponse.Responses`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TopicProduceResponse<'a> {
    /// `string`, versions 0-12, ignorable.
    pub name: &'a str,
    /// `uuid`, versions 13+, ignorable.
    pub topic_id: Uuid,
    /// `[]PartitionProduceResponse`, versions 0+.
    pub partition_responses: Array<'a, PartitionProduceResponse<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for TopicProduceResponse<'_> {
    fn default() -> Self {
        TopicProduceResponse {
            name: "",
            topic_id: Uuid::ZERO,
            partition_responses: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for TopicProduceResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 9;
        let outer = r.begin_struct("TopicProduceResponse");
        let mut this = TopicProduceResponse {
            name: if version <= 12 {
                r.string("Name", flexible)?
            } else {
                ""
            },
            topic_id: if version >= 13 {
                r.uuid("TopicId")?
            } else {
                Uuid::ZERO
            },
            partition_responses: r.array("PartitionResponses", version, flexible)?,
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
        let outer = r.begin_struct("TopicProduceResponse");
        if version <= 12 {
            r.skip_string("Name", flexible, false)?;
        }
        if version >= 13 {
            r.skip_fixed("TopicId", 16)?;
        }
        r.skip_array::<PartitionProduceResponse<'a>>(
            "PartitionResponses",
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

impl Encode for TopicProduceResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 9;
        let mut n = 0;
        if version <= 12 {
            n += len::string(self.name, flexible);
        }
        if version >= 13 {
            n += 16;
        }
        n += self.partition_responses.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 9;
        let outer = w.begin_struct("TopicProduceResponse");
        if version <= 12 {
            w.string("Name", self.name, flexible)?;
        }
        if version >= 13 {
            w.uuid(self.topic_id)?;
        }
        self.partition_responses
            .encode(w, "PartitionResponses", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for TopicProduceResponse<'a> {
    const TYPE_NAME: &'static str = "TopicProduceResponse";
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

/// An element of `TopicProduceResponse.PartitionResponses`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct PartitionProduceResponse<'a> {
    /// `int32`, versions 0+.
    pub index: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int64`, versions 0+.
    pub base_offset: i64,
    /// `int64`, versions 2+, ignorable; default -1.
    pub log_append_time_ms: i64,
    /// `int64`, versions 5+, ignorable; default -1.
    pub log_start_offset: i64,
    /// `[]BatchIndexAndErrorMessage`, versions 8+, ignorable.
    pub record_errors: Array<'a, BatchIndexAndErrorMessage<'a>>,
    /// `string`, versions 8+, nullable in 8+, ignorable; default null.
    pub error_message: Option<&'a str>,
    /// `LeaderIdAndEpoch`, versions 10+, tagged field 0 in versions 10+.
    pub current_leader: LeaderIdAndEpoch<'a>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for PartitionProduceResponse<'_> {
    fn default() -> Self {
        PartitionProduceResponse {
            index: 0,
            error_code: 0,
            base_offset: 0,
            log_append_time_ms: -1,
            log_start_offset: -1,
            record_errors: Array::empty(),
            error_message: None,
            current_leader: LeaderIdAndEpoch::default(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for PartitionProduceResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 9;
        let outer = r.begin_struct("PartitionProduceResponse");
        let mut this = PartitionProduceResponse {
            index: r.int32("Index")?,
            error_code: r.int16("ErrorCode")?,
            base_offset: r.int64("BaseOffset")?,
            log_append_time_ms: if version >= 2 {
                r.int64("LogAppendTimeMs")?
            } else {
                -1
            },
            log_start_offset: if version >= 5 {
                r.int64("LogStartOffset")?
            } else {
                -1
            },
            record_errors: if version >= 8 {
                r.array("RecordErrors", version, flexible)?
            } else {
                Array::empty()
            },
            error_message: if version >= 8 {
                r.nullable_string("ErrorMessage", flexible, true)?
            } else {
                None
            },
            current_leader: LeaderIdAndEpoch::default(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 10 {
                        this.current_leader =
                            r.nested("CurrentLeader", "LeaderIdAndEpoch", version)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("CurrentLeader", 0, version))
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
        let flexible = version >= 9;
        let outer = r.begin_struct("PartitionProduceResponse");
        r.skip_fixed_run(&[("Index", 4), ("ErrorCode", 2), ("BaseOffset", 8)])?;
        if version >= 2 {
            r.skip_fixed("LogAppendTimeMs", 8)?;
        }
        if version >= 5 {
            r.skip_fixed("LogStartOffset", 8)?;
        }
        if version >= 8 {
            r.skip_array::<BatchIndexAndErrorMessage<'a>>(
                "RecordErrors",
                version,
                flexible,
                false,
            )?;
        }
        if version >= 8 {
            r.skip_string("ErrorMessage", flexible, true)?;
        }
        if flexible {
            r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 10 {
                        r.skip_nested::<LeaderIdAndEpoch<'a>>("CurrentLeader", version, None)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("CurrentLeader", 0, version))
                    }
                }
                _ => Ok(false),
            })?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for PartitionProduceResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 9;
        let mut n = 0;
        n += 4;
        n += 2;
        n += 8;
        if version >= 2 {
            n += 8;
        }
        if version >= 5 {
            n += 8;
        }
        if version >= 8 {
            n += self.record_errors.encoded_len(version, flexible);
        }
        if version >= 8 {
            n += len::nullable_string(self.error_message, flexible);
        }
        if flexible {
            let mut tags = TaggedLen::new(&self.unknown_tagged_fields);
            if version >= 10 && self.current_leader != LeaderIdAndEpoch::default() {
                tags.add(0, self.current_leader.encoded_len(version));
            }
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 9;
        let outer = w.begin_struct("PartitionProduceResponse");
        w.int32(self.index)?;
        w.int16(self.error_code)?;
        w.int64(self.base_offset)?;
        if version >= 2 {
            w.int64(self.log_append_time_ms)?;
        }
        if version >= 5 {
            w.int64(self.log_start_offset)?;
        }
        if version >= 8 {
            self.record_errors
                .encode(w, "RecordErrors", version, flexible)?;
        }
        if version >= 8 {
            w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        }
        if flexible {
            let tag0 = version >= 10 && self.current_leader != LeaderIdAndEpoch::default();
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
        if !(version >= 10) && self.current_leader != LeaderIdAndEpoch::default() {
            return Err(w.not_in_version("CurrentLeader", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for PartitionProduceResponse<'a> {
    const TYPE_NAME: &'static str = "PartitionProduceResponse";
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

/// An element of `PartitionProduceResponse.RecordErrors`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct BatchIndexAndErrorMessage<'a> {
    /// `int32`, versions 8+.
    pub batch_index: i32,
    /// `string`, versions 8+, nullable in 8+; default null.
    pub batch_index_error_message: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for BatchIndexAndErrorMessage<'_> {
    fn default() -> Self {
        BatchIndexAndErrorMessage {
            batch_index: 0,
            batch_index_error_message: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for BatchIndexAndErrorMessage<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 9;
        let outer = r.begin_struct("BatchIndexAndErrorMessage");
        let mut this = BatchIndexAndErrorMessage {
            batch_index: if version >= 8 {
                r.int32("BatchIndex")?
            } else {
                0
            },
            batch_index_error_message: if version >= 8 {
                r.nullable_string("BatchIndexErrorMessage", flexible, true)?
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
        let outer = r.begin_struct("BatchIndexAndErrorMessage");
        if version >= 8 {
            r.skip_fixed("BatchIndex", 4)?;
        }
        if version >= 8 {
            r.skip_string("BatchIndexErrorMessage", flexible, true)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for BatchIndexAndErrorMessage<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 9;
        let mut n = 0;
        if version >= 8 {
            n += 4;
        }
        if version >= 8 {
            n += len::nullable_string(self.batch_index_error_message, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 9;
        let outer = w.begin_struct("BatchIndexAndErrorMessage");
        if version >= 8 {
            w.int32(self.batch_index)?;
        } else if self.batch_index != 0 {
            return Err(w.not_in_version("BatchIndex", version));
        }
        if version >= 8 {
            w.nullable_string(
                "BatchIndexErrorMessage",
                self.batch_index_error_message,
                flexible,
                true,
                version,
            )?;
        } else if !self.batch_index_error_message.is_none() {
            return Err(w.not_in_version("BatchIndexErrorMessage", version));
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

impl<'a> Element<'a> for BatchIndexAndErrorMessage<'a> {
    const TYPE_NAME: &'static str = "BatchIndexAndErrorMessage";
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

/// The value of `PartitionProduceResponse.CurrentLeader`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct LeaderIdAndEpoch<'a> {
    /// `int32`, versions 10+; default -1.
    pub leader_id: i32,
    /// `int32`, versions 10+; default -1.
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
        let flexible = version >= 9;
        let outer = r.begin_struct("LeaderIdAndEpoch");
        let mut this = LeaderIdAndEpoch {
            leader_id: if version >= 10 {
                r.int32("LeaderId")?
            } else {
                -1
            },
            leader_epoch: if version >= 10 {
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
        let flexible = version >= 9;
        let outer = r.begin_struct("LeaderIdAndEpoch");
        if version >= 10 {
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
        let flexible = version >= 9;
        let mut n = 0;
        if version >= 10 {
            n += 4;
        }
        if version >= 10 {
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
        let outer = w.begin_struct("LeaderIdAndEpoch");
        if version >= 10 {
            w.int32(self.leader_id)?;
        } else if self.leader_id != -1 {
            return Err(w.not_in_version("LeaderId", version));
        }
        if version >= 10 {
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

/// An element of `ProduceResponse.NodeEndpoints`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct NodeEndpoint<'a> {
    /// `int32`, versions 10+.
    pub node_id: i32,
    /// `string`, versions 10+.
    pub host: &'a str,
    /// `int32`, versions 10+.
    pub port: i32,
    /// `string`, versions 10+, nullable in 10+; default null.
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
        let flexible = version >= 9;
        let outer = r.begin_struct("NodeEndpoint");
        let mut this = NodeEndpoint {
            node_id: if version >= 10 { r.int32("NodeId")? } else { 0 },
            host: if version >= 10 {
                r.string("Host", flexible)?
            } else {
                ""
            },
            port: if version >= 10 { r.int32("Port")? } else { 0 },
            rack: if version >= 10 {
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
        let outer = r.begin_struct("NodeEndpoint");
        if version >= 10 {
            r.skip_fixed("NodeId", 4)?;
        }
        if version >= 10 {
            r.skip_string("Host", flexible, false)?;
        }
        if version >= 10 {
            r.skip_fixed("Port", 4)?;
        }
        if version >= 10 {
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
        let flexible = version >= 9;
        let mut n = 0;
        if version >= 10 {
            n += 4;
        }
        if version >= 10 {
            n += len::string(self.host, flexible);
        }
        if version >= 10 {
            n += 4;
        }
        if version >= 10 {
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
        let outer = w.begin_struct("NodeEndpoint");
        if version >= 10 {
            w.int32(self.node_id)?;
        } else if self.node_id != 0 {
            return Err(w.not_in_version("NodeId", version));
        }
        if version >= 10 {
            w.string("Host", self.host, flexible)?;
        } else if self.host != "" {
            return Err(w.not_in_version("Host", version));
        }
        if version >= 10 {
            w.int32(self.port)?;
        } else if self.port != 0 {
            return Err(w.not_in_version("Port", version));
        }
        if version >= 10 {
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

    impl<'a> Sample<'a> for ProduceRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ProduceRequest {
                transactional_id: if version >= 3 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                acks: g.int16(),
                timeout_ms: g.int32(),
                topic_data: g.array(|g| TopicProduceData::sample(g, version)),
                unknown_tagged_fields: if version >= 9 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for TopicProduceData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            TopicProduceData {
                name: if version <= 12 { g.string() } else { "" },
                topic_id: if version >= 13 { g.uuid() } else { Uuid::ZERO },
                partition_data: g.array(|g| PartitionProduceData::sample(g, version)),
                unknown_tagged_fields: if version >= 9 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for PartitionProduceData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            PartitionProduceData {
                index: g.int32(),
                records: g.maybe(true, |g| g.records()),
                unknown_tagged_fields: if version >= 9 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ProduceResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ProduceResponse {
                responses: g.array(|g| TopicProduceResponse::sample(g, version)),
                throttle_time_ms: if version >= 1 { g.int32() } else { 0 },
                node_endpoints: if version >= 10 && g.tagged() {
                    g.array(|g| NodeEndpoint::sample(g, version))
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

    impl<'a> Sample<'a> for TopicProduceResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            TopicProduceResponse {
                name: if version <= 12 { g.string() } else { "" },
                topic_id: if version >= 13 { g.uuid() } else { Uuid::ZERO },
                partition_responses: g.array(|g| PartitionProduceResponse::sample(g, version)),
                unknown_tagged_fields: if version >= 9 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for PartitionProduceResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            PartitionProduceResponse {
                index: g.int32(),
                error_code: g.int16(),
                base_offset: g.int64(),
                log_append_time_ms: if version >= 2 { g.int64() } else { -1 },
                log_start_offset: if version >= 5 { g.int64() } else { -1 },
                record_errors: if version >= 8 {
                    g.array(|g| BatchIndexAndErrorMessage::sample(g, version))
                } else {
                    Array::empty()
                },
                error_message: if version >= 8 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                current_leader: if version >= 10 && g.tagged() {
                    LeaderIdAndEpoch::sample(g, version)
                } else {
                    LeaderIdAndEpoch::default()
                },
                unknown_tagged_fields: if version >= 9 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for BatchIndexAndErrorMessage<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            BatchIndexAndErrorMessage {
                batch_index: if version >= 8 { g.int32() } else { 0 },
                batch_index_error_message: if version >= 8 {
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

    impl<'a> Sample<'a> for LeaderIdAndEpoch<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            LeaderIdAndEpoch {
                leader_id: if version >= 10 { g.int32() } else { -1 },
                leader_epoch: if version >= 10 { g.int32() } else { -1 },
                unknown_tagged_fields: if version >= 9 {
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
                node_id: if version >= 10 { g.int32() } else { 0 },
                host: if version >= 10 { g.string() } else { "" },
                port: if version >= 10 { g.int32() } else { 0 },
                rack: if version >= 10 {
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
}

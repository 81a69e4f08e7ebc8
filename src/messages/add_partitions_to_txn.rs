//! Generated from `AddPartitionsToTxnRequest.json` and `AddPartitionsToTxnResponse.json` by `codegen`; do not edit.
//!
//! AddPartitionsToTxn, API key 24: requests in versions 0-5, responses in versions 0-5; flexible from version 3.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The AddPartitionsToTxn request: versions 0-5, flexible from version 3.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AddPartitionsToTxnRequest<'a> {
    /// `[]AddPartitionsToTxnTransaction`, versions 4+.
    pub transactions: Array<'a, AddPartitionsToTxnTransaction<'a>>,
    /// `string`, versions 0-3.
    pub v3_and_below_transactional_id: &'a str,
    /// `int64`, versions 0-3.
    pub v3_and_below_producer_id: i64,
    /// `int16`, versions 0-3.
    pub v3_and_below_producer_epoch: i16,
    /// `[]AddPartitionsToTxnTopic`, versions 0-3.
    pub v3_and_below_topics: Array<'a, AddPartitionsToTxnTopic<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AddPartitionsToTxnRequest<'_> {
    fn default() -> Self {
        AddPartitionsToTxnRequest {
            transactions: Array::empty(),
            v3_and_below_transactional_id: "",
            v3_and_below_producer_id: 0,
            v3_and_below_producer_epoch: 0,
            v3_and_below_topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for AddPartitionsToTxnRequest<'a> {
    const NAME: &'static str = "AddPartitionsToTxnRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(24));
    const VERSIONS: VersionRange = VersionRange::new(0, 5);
    const FLEXIBLE_FROM: Option<i16> = Some(3);
}

impl<'a> Decode<'a> for AddPartitionsToTxnRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("AddPartitionsToTxnRequest");
        let mut this = AddPartitionsToTxnRequest {
            transactions: if version >= 4 {
                r.array("Transactions", version, flexible)?
            } else {
                Array::empty()
            },
            v3_and_below_transactional_id: if version <= 3 {
                r.string("V3AndBelowTransactionalId", flexible)?
            } else {
                ""
            },
            v3_and_below_producer_id: if version <= 3 {
                r.int64("V3AndBelowProducerId")?
            } else {
                0
            },
            v3_and_below_producer_epoch: if version <= 3 {
                r.int16("V3AndBelowProducerEpoch")?
            } else {
                0
            },
            v3_and_below_topics: if version <= 3 {
                r.array("V3AndBelowTopics", version, flexible)?
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

impl Encode for AddPartitionsToTxnRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        if version >= 4 {
            n += self.transactions.encoded_len(version, flexible);
        }
        if version <= 3 {
            n += len::string(self.v3_and_below_transactional_id, flexible);
        }
        if version <= 3 {
            n += 8;
        }
        if version <= 3 {
            n += 2;
        }
        if version <= 3 {
            n += self.v3_and_below_topics.encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("AddPartitionsToTxnRequest");
        if version >= 4 {
            self.transactions
                .encode(w, "Transactions", version, flexible)?;
        } else if !self.transactions.is_empty() {
            return Err(w.not_in_version("Transactions", version));
        }
        if version <= 3 {
            w.string(
                "V3AndBelowTransactionalId",
                self.v3_and_below_transactional_id,
                flexible,
            )?;
        } else if self.v3_and_below_transactional_id != "" {
            return Err(w.not_in_version("V3AndBelowTransactionalId", version));
        }
        if version <= 3 {
            w.int64(self.v3_and_below_producer_id)?;
        } else if self.v3_and_below_producer_id != 0 {
            return Err(w.not_in_version("V3AndBelowProducerId", version));
        }
        if version <= 3 {
            w.int16(self.v3_and_below_producer_epoch)?;
        } else if self.v3_and_below_producer_epoch != 0 {
            return Err(w.not_in_version("V3AndBelowProducerEpoch", version));
        }
        if version <= 3 {
            self.v3_and_below_topics
                .encode(w, "V3AndBelowTopics", version, flexible)?;
        } else if !self.v3_and_below_topics.is_empty() {
            return Err(w.not_in_version("V3AndBelowTopics", version));
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

/// An element of `AddPartitionsToTxnRequest.Transactions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AddPartitionsToTxnTransaction<'a> {
    /// `string`, versions 4+.
    pub transactional_id: &'a str,
    /// `int64`, versions 4+.
    pub producer_id: i64,
    /// `int16`, versions 4+.
    pub producer_epoch: i16,
    /// `bool`, versions 4+; default false.
    pub verify_only: bool,
    /// `[]AddPartitionsToTxnTopic`, versions 4+.
    pub topics: Array<'a, AddPartitionsToTxnTopic<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AddPartitionsToTxnTransaction<'_> {
    fn default() -> Self {
        AddPartitionsToTxnTransaction {
            transactional_id: "",
            producer_id: 0,
            producer_epoch: 0,
            verify_only: false,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AddPartitionsToTxnTransaction<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        let outer = r.begin_struct("AddPartitionsToTxnTransaction");
        let mut this = AddPartitionsToTxnTransaction {
            transactional_id: if version >= 4 {
                r.string("TransactionalId", flexible)?
            } else {
                ""
            },
            producer_id: if version >= 4 {
                r.int64("ProducerId")?
            } else {
                0
            },
            producer_epoch: if version >= 4 {
                r.int16("ProducerEpoch")?
            } else {
                0
            },
            verify_only: if version >= 4 {
                r.bool("VerifyOnly")?
            } else {
                false
            },
            topics: if version >= 4 {
                r.array("Topics", version, flexible)?
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
        let flexible = version >= 3;
        let outer = r.begin_struct("AddPartitionsToTxnTransaction");
        if version >= 4 {
            r.skip_string("TransactionalId", flexible, false)?;
        }
        if version >= 4 {
            r.skip_fixed_run(&[("ProducerId", 8), ("ProducerEpoch", 2)])?;
        }
        if version >= 4 {
            r.skip_bool("VerifyOnly")?;
        }
        if version >= 4 {
            r.skip_array::<AddPartitionsToTxnTopic<'a>>("Topics", version, flexible, false)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for AddPartitionsToTxnTransaction<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        if version >= 4 {
            n += len::string(self.transactional_id, flexible);
        }
        if version >= 4 {
            n += 8;
        }
        if version >= 4 {
            n += 2;
        }
        if version >= 4 {
            n += 1;
        }
        if version >= 4 {
            n += self.topics.encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        let outer = w.begin_struct("AddPartitionsToTxnTransaction");
        if version >= 4 {
            w.string("TransactionalId", self.transactional_id, flexible)?;
        } else if self.transactional_id != "" {
            return Err(w.not_in_version("TransactionalId", version));
        }
        if version >= 4 {
            w.int64(self.producer_id)?;
        } else if self.producer_id != 0 {
            return Err(w.not_in_version("ProducerId", version));
        }
        if version >= 4 {
            w.int16(self.producer_epoch)?;
        } else if self.producer_epoch != 0 {
            return Err(w.not_in_version("ProducerEpoch", version));
        }
        if version >= 4 {
            w.bool(self.verify_only)?;
        } else if self.verify_only != false {
            return Err(w.not_in_version("VerifyOnly", version));
        }
        if version >= 4 {
            self.topics.encode(w, "Topics", version, flexible)?;
        } else if !self.topics.is_empty() {
            return Err(w.not_in_version("Topics", version));
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

impl<'a> Element<'a> for AddPartitionsToTxnTransaction<'a> {
    const TYPE_NAME: &'static str = "AddPartitionsToTxnTransaction";
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

/// `AddPartitionsToTxnTopic`, a struct shared by several fields of AddPartitionsToTxnRequest.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AddPartitionsToTxnTopic<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]int32`, versions 0+.
    pub partitions: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AddPartitionsToTxnTopic<'_> {
    fn default() -> Self {
        AddPartitionsToTxnTopic {
            name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AddPartitionsToTxnTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        let outer = r.begin_struct("AddPartitionsToTxnTopic");
        let mut this = AddPartitionsToTxnTopic {
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
        let flexible = version >= 3;
        let outer = r.begin_struct("AddPartitionsToTxnTopic");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<i32>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for AddPartitionsToTxnTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
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
        let flexible = version >= 3;
        let outer = w.begin_struct("AddPartitionsToTxnTopic");
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

impl<'a> Element<'a> for AddPartitionsToTxnTopic<'a> {
    const TYPE_NAME: &'static str = "AddPartitionsToTxnTopic";
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

/// The AddPartitionsToTxn response: versions 0-5, flexible from version 3.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AddPartitionsToTxnResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 4+, ignorable.
    pub error_code: i16,
    /// `[]AddPartitionsToTxnResult`, versions 4+.
    pub results_by_transaction: Array<'a, AddPartitionsToTxnResult<'a>>,
    /// `[]AddPartitionsToTxnTopicResult`, versions 0-3.
    pub results_by_topic_v3_and_below: Array<'a, AddPartitionsToTxnTopicResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AddPartitionsToTxnResponse<'_> {
    fn default() -> Self {
        AddPartitionsToTxnResponse {
            throttle_time_ms: 0,
            error_code: 0,
            results_by_transaction: Array::empty(),
            results_by_topic_v3_and_below: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for AddPartitionsToTxnResponse<'a> {
    const NAME: &'static str = "AddPartitionsToTxnResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(24));
    const VERSIONS: VersionRange = VersionRange::new(0, 5);
    const FLEXIBLE_FROM: Option<i16> = Some(3);
}

impl<'a> Decode<'a> for AddPartitionsToTxnResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("AddPartitionsToTxnResponse");
        let mut this = AddPartitionsToTxnResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: if version >= 4 {
                r.int16("ErrorCode")?
            } else {
                0
            },
            results_by_transaction: if version >= 4 {
                r.array("ResultsByTransaction", version, flexible)?
            } else {
                Array::empty()
            },
            results_by_topic_v3_and_below: if version <= 3 {
                r.array("ResultsByTopicV3AndBelow", version, flexible)?
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

impl Encode for AddPartitionsToTxnResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        n += 4;
        if version >= 4 {
            n += 2;
        }
        if version >= 4 {
            n += self.results_by_transaction.encoded_len(version, flexible);
        }
        if version <= 3 {
            n += self
                .results_by_topic_v3_and_below
                .encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("AddPartitionsToTxnResponse");
        w.int32(self.throttle_time_ms)?;
        if version >= 4 {
            w.int16(self.error_code)?;
        }
        if version >= 4 {
            self.results_by_transaction
                .encode(w, "ResultsByTransaction", version, flexible)?;
        } else if !self.results_by_transaction.is_empty() {
            return Err(w.not_in_version("ResultsByTransaction", version));
        }
        if version <= 3 {
            self.results_by_topic_v3_and_below.encode(
                w,
                "ResultsByTopicV3AndBelow",
                version,
                flexible,
            )?;
        } else if !self.results_by_topic_v3_and_below.is_empty() {
            return Err(w.not_in_version("ResultsByTopicV3AndBelow", version));
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

/// An element of `AddPartitionsToTxnResponse.ResultsByTransaction`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AddPartitionsToTxnResult<'a> {
    /// `string`, versions 4+.
    pub transactional_id: &'a str,
    /// `[]AddPartitionsToTxnTopicResult`, versions 4+.
    pub topic_results: Array<'a, AddPartitionsToTxnTopicResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AddPartitionsToTxnResult<'_> {
    fn default() -> Self {
        AddPartitionsToTxnResult {
            transactional_id: "",
            topic_results: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AddPartitionsToTxnResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        let outer = r.begin_struct("AddPartitionsToTxnResult");
        let mut this = AddPartitionsToTxnResult {
            transactional_id: if version >= 4 {
                r.string("TransactionalId", flexible)?
            } else {
                ""
            },
            topic_results: if version >= 4 {
                r.array("TopicResults", version, flexible)?
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
        let flexible = version >= 3;
        let outer = r.begin_struct("AddPartitionsToTxnResult");
        if version >= 4 {
            r.skip_string("TransactionalId", flexible, false)?;
        }
        if version >= 4 {
            r.skip_array::<AddPartitionsToTxnTopicResult<'a>>(
                "TopicResults",
                version,
                flexible,
                false,
            )?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for AddPartitionsToTxnResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        if version >= 4 {
            n += len::string(self.transactional_id, flexible);
        }
        if version >= 4 {
            n += self.topic_results.encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        let outer = w.begin_struct("AddPartitionsToTxnResult");
        if version >= 4 {
            w.string("TransactionalId", self.transactional_id, flexible)?;
        } else if self.transactional_id != "" {
            return Err(w.not_in_version("TransactionalId", version));
        }
        if version >= 4 {
            self.topic_results
                .encode(w, "TopicResults", version, flexible)?;
        } else if !self.topic_results.is_empty() {
            return Err(w.not_in_version("TopicResults", version));
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

impl<'a> Element<'a> for AddPartitionsToTxnResult<'a> {
    const TYPE_NAME: &'static str = "AddPartitionsToTxnResult";
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

/// `AddPartitionsToTxnTopicResult`, a struct shared by several fields of AddPartitionsToTxnResponse.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AddPartitionsToTxnTopicResult<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]AddPartitionsToTxnPartitionResult`, versions 0+.
    pub results_by_partition: Array<'a, AddPartitionsToTxnPartitionResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AddPartitionsToTxnTopicResult<'_> {
    fn default() -> Self {
        AddPartitionsToTxnTopicResult {
            name: "",
            results_by_partition: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AddPartitionsToTxnTopicResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        let outer = r.begin_struct("AddPartitionsToTxnTopicResult");
        let mut this = AddPartitionsToTxnTopicResult {
            name: r.string("Name", flexible)?,
            results_by_partition: r.array("ResultsByPartition", version, flexible)?,
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
        let flexible = version >= 3;
        let outer = r.begin_struct("AddPartitionsToTxnTopicResult");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<AddPartitionsToTxnPartitionResult<'a>>(
            "ResultsByPartition",
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

impl Encode for AddPartitionsToTxnTopicResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += self.results_by_partition.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        let outer = w.begin_struct("AddPartitionsToTxnTopicResult");
        w.string("Name", self.name, flexible)?;
        self.results_by_partition
            .encode(w, "ResultsByPartition", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for AddPartitionsToTxnTopicResult<'a> {
    const TYPE_NAME: &'static str = "AddPartitionsToTxnTopicResult";
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

/// `AddPartitionsToTxnPartitionResult`, a struct shared by several fields of AddPartitionsToTxnResponse.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AddPartitionsToTxnPartitionResult<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `int16`, versions 0+.
    pub partition_error_code: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AddPartitionsToTxnPartitionResult<'_> {
    fn default() -> Self {
        AddPartitionsToTxnPartitionResult {
            partition_index: 0,
            partition_error_code: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AddPartitionsToTxnPartitionResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        let outer = r.begin_struct("AddPartitionsToTxnPartitionResult");
        let mut this = AddPartitionsToTxnPartitionResult {
            partition_index: r.int32("PartitionIndex")?,
            partition_error_code: r.int16("PartitionErrorCode")?,
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
        let flexible = version >= 3;
        let outer = r.begin_struct("AddPartitionsToTxnPartitionResult");
        r.skip_fixed_run(&[("PartitionIndex", 4), ("PartitionErrorCode", 2)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for AddPartitionsToTxnPartitionResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        n += 4;
        n += 2;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        let outer = w.begin_struct("AddPartitionsToTxnPartitionResult");
        w.int32(self.partition_index)?;
        w.int16(self.partition_error_code)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for AddPartitionsToTxnPartitionResult<'a> {
    const TYPE_NAME: &'static str = "AddPartitionsToTxnPartitionResult";
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

    impl<'a> Sample<'a> for AddPartitionsToTxnRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AddPartitionsToTxnRequest {
                transactions: if version >= 4 {
                    g.array(|g| AddPartitionsToTxnTransaction::sample(g, version))
                } else {
                    Array::empty()
                },
                v3_and_below_transactional_id: if version <= 3 { g.string() } else { "" },
                v3_and_below_producer_id: if version <= 3 { g.int64() } else { 0 },
                v3_and_below_producer_epoch: if version <= 3 { g.int16() } else { 0 },
                v3_and_below_topics: if version <= 3 {
                    g.array(|g| AddPartitionsToTxnTopic::sample(g, version))
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AddPartitionsToTxnTransaction<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AddPartitionsToTxnTransaction {
                transactional_id: if version >= 4 { g.string() } else { "" },
                producer_id: if version >= 4 { g.int64() } else { 0 },
                producer_epoch: if version >= 4 { g.int16() } else { 0 },
                verify_only: if version >= 4 { g.bool() } else { false },
                topics: if version >= 4 {
                    g.array(|g| AddPartitionsToTxnTopic::sample(g, version))
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AddPartitionsToTxnTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AddPartitionsToTxnTopic {
                name: g.string(),
                partitions: g.array(|g| g.int32()),
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AddPartitionsToTxnResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AddPartitionsToTxnResponse {
                throttle_time_ms: g.int32(),
                error_code: if version >= 4 { g.int16() } else { 0 },
                results_by_transaction: if version >= 4 {
                    g.array(|g| AddPartitionsToTxnResult::sample(g, version))
                } else {
                    Array::empty()
                },
                results_by_topic_v3_and_below: if version <= 3 {
                    g.array(|g| AddPartitionsToTxnTopicResult::sample(g, version))
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AddPartitionsToTxnResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AddPartitionsToTxnResult {
                transactional_id: if version >= 4 { g.string() } else { "" },
                topic_results: if version >= 4 {
                    g.array(|g| AddPartitionsToTxnTopicResult::sample(g, version))
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AddPartitionsToTxnTopicResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AddPartitionsToTxnTopicResult {
                name: g.string(),
                results_by_partition: g
                    .array(|g| AddPartitionsToTxnPartitionResult::sample(g, version)),
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AddPartitionsToTxnPartitionResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AddPartitionsToTxnPartitionResult {
                partition_index: g.int32(),
                partition_error_code: g.int16(),
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

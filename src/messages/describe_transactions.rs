//! Generated from `DescribeTransactionsRequest.json` and `DescribeTransactionsResponse.json` by `codegen`; do not edit.
//!
//! DescribeTransactions, API key 65: requests in versions 0, responses in versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The DescribeTransactions request: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeTransactionsRequest<'a> {
    /// `[]string`, versions 0+.
    pub transactional_ids: Array<'a, &'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeTransactionsRequest<'_> {
    fn default() -> Self {
        DescribeTransactionsRequest {
            transactional_ids: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeTransactionsRequest<'a> {
    const NAME: &'static str = "DescribeTransactionsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(65));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for DescribeTransactionsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeTransactionsRequest");
        let mut this = DescribeTransactionsRequest {
            transactional_ids: r.array("TransactionalIds", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeTransactionsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += self.transactional_ids.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeTransactionsRequest");
        self.transactional_ids
            .encode(w, "TransactionalIds", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The DescribeTransactions response: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeTransactionsResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `[]TransactionState`, versions 0+.
    pub transaction_states: Array<'a, TransactionState<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeTransactionsResponse<'_> {
    fn default() -> Self {
        DescribeTransactionsResponse {
            throttle_time_ms: 0,
            transaction_states: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeTransactionsResponse<'a> {
    const NAME: &'static str = "DescribeTransactionsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(65));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for DescribeTransactionsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeTransactionsResponse");
        let mut this = DescribeTransactionsResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            transaction_states: r.array("TransactionStates", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeTransactionsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += self.transaction_states.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeTransactionsResponse");
        w.int32(self.throttle_time_ms)?;
        self.transaction_states
            .encode(w, "TransactionStates", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DescribeTransactionsResponse.TransactionStates`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TransactionState<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+.
    pub transactional_id: &'a str,
    /// `string`, versions 0+.
    pub transaction_state: &'a str,
    /// `int32`, versions 0+.
    pub transaction_timeout_ms: i32,
    /// `int64`, versions 0+.
    pub transaction_start_time_ms: i64,
    /// `int64`, versions 0+.
    pub producer_id: i64,
    /// `int16`, versions 0+.
    pub producer_epoch: i16,
    /// `[]TopicData`, versions 0+.
    pub topics: Array<'a, TopicData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for TransactionState<'_> {
    fn default() -> Self {
        TransactionState {
            error_code: 0,
            transactional_id: "",
            transaction_state: "",
            transaction_timeout_ms: 0,
            transaction_start_time_ms: 0,
            producer_id: 0,
            producer_epoch: 0,
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for TransactionState<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("TransactionState");
        let mut this = TransactionState {
            error_code: r.int16("ErrorCode")?,
            transactional_id: r.string("TransactionalId", flexible)?,
            transaction_state: r.string("TransactionState", flexible)?,
            transaction_timeout_ms: r.int32("TransactionTimeoutMs")?,
            transaction_start_time_ms: r.int64("TransactionStartTimeMs")?,
            producer_id: r.int64("ProducerId")?,
            producer_epoch: r.int16("ProducerEpoch")?,
            topics: r.array("Topics", version, flexible)?,
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
        let outer = r.begin_struct("TransactionState");
        r.skip_fixed("ErrorCode", 2)?;
        r.skip_string("TransactionalId", flexible, false)?;
        r.skip_string("TransactionState", flexible, false)?;
        r.skip_fixed_run(&[
            ("TransactionTimeoutMs", 4),
            ("TransactionStartTimeMs", 8),
            ("ProducerId", 8),
            ("ProducerEpoch", 2),
        ])?;
        r.skip_array::<TopicData<'a>>("Topics", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for TransactionState<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 2;
        n += len::string(self.transactional_id, flexible);
        n += len::string(self.transaction_state, flexible);
        n += 4;
        n += 8;
        n += 8;
        n += 2;
        n += self.topics.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("TransactionState");
        w.int16(self.error_code)?;
        w.string("TransactionalId", self.transactional_id, flexible)?;
        w.string("TransactionState", self.transaction_state, flexible)?;
        w.int32(self.transaction_timeout_ms)?;
        w.int64(self.transaction_start_time_ms)?;
        w.int64(self.producer_id)?;
        w.int16(self.producer_epoch)?;
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

impl<'a> Element<'a> for TransactionState<'a> {
    const TYPE_NAME: &'static str = "TransactionState";
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

/// An element of `TransactionState.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TopicData<'a> {
    /// `string`, versions 0+.
    pub topic: &'a str,
    /// `[]int32`, versions 0+.
    pub partitions: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for TopicData<'_> {
    fn default() -> Self {
        TopicData {
            topic: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for TopicData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("TopicData");
        let mut this = TopicData {
            topic: r.string("Topic", flexible)?,
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
        r.skip_string("Topic", flexible, false)?;
        r.skip_array::<i32>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for TopicData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.topic, flexible);
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
        w.string("Topic", self.topic, flexible)?;
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

impl<'a> Element<'a> for TopicData<'a> {
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

#[cfg(feature = "samples")]
mod samples {
    use super::*;
    use crate::samples::{Sample, SampleGen};

    impl<'a> Sample<'a> for DescribeTransactionsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            DescribeTransactionsRequest {
                transactional_ids: g.array(|g| g.string()),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeTransactionsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeTransactionsResponse {
                throttle_time_ms: g.int32(),
                transaction_states: g.array(|g| TransactionState::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for TransactionState<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            TransactionState {
                error_code: g.int16(),
                transactional_id: g.string(),
                transaction_state: g.string(),
                transaction_timeout_ms: g.int32(),
                transaction_start_time_ms: g.int64(),
                producer_id: g.int64(),
                producer_epoch: g.int16(),
                topics: g.array(|g| TopicData::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for TopicData<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            TopicData {
                topic: g.string(),
                partitions: g.array(|g| g.int32()),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

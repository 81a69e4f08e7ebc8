//! Generated from `InitProducerIdRequest.json` and `InitProducerIdResponse.json` by `codegen`; do not edit.
//!
//! InitProducerId, API key 22: requests in versions 0-5, responses in versions 0-6; flexible from version 2.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Decode, DecodeError, Encode,
    EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, VersionRange,
    Writer,
};

/// The InitProducerId request: versions 0-5, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct InitProducerIdRequest<'a> {
    /// `string`, versions 0+, nullable in 0+.
    pub transactional_id: Option<&'a str>,
    /// `int32`, versions 0+.
    pub transaction_timeout_ms: i32,
    /// `int64`, versions 3+; default -1.
    pub producer_id: i64,
    /// `int16`, versions 3+; default -1.
    pub producer_epoch: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for InitProducerIdRequest<'_> {
    fn default() -> Self {
        InitProducerIdRequest {
            transactional_id: Some(""),
            transaction_timeout_ms: 0,
            producer_id: -1,
            producer_epoch: -1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for InitProducerIdRequest<'a> {
    const NAME: &'static str = "InitProducerIdRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(22));
    const VERSIONS: VersionRange = VersionRange::new(0, 5);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for InitProducerIdRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("InitProducerIdRequest");
        let mut this = InitProducerIdRequest {
            transactional_id: r.nullable_string("TransactionalId", flexible, true)?,
            transaction_timeout_ms: r.int32("TransactionTimeoutMs")?,
            producer_id: if version >= 3 {
                r.int64("ProducerId")?
            } else {
                -1
            },
            producer_epoch: if version >= 3 {
                r.int16("ProducerEpoch")?
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
}

impl Encode for InitProducerIdRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += len::nullable_string(self.transactional_id, flexible);
        n += 4;
        if version >= 3 {
            n += 8;
        }
        if version >= 3 {
            n += 2;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("InitProducerIdRequest");
        w.nullable_string(
            "TransactionalId",
            self.transactional_id,
            flexible,
            true,
            version,
        )?;
        w.int32(self.transaction_timeout_ms)?;
        if version >= 3 {
            w.int64(self.producer_id)?;
        } else if self.producer_id != -1 {
            return Err(w.not_in_version("ProducerId", version));
        }
        if version >= 3 {
            w.int16(self.producer_epoch)?;
        } else if self.producer_epoch != -1 {
            return Err(w.not_in_version("ProducerEpoch", version));
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

/// The InitProducerId response: versions 0-6, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct InitProducerIdResponse<'a> {
    /// `int32`, versions 0+, ignorable.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int64`, versions 0+; default -1.
    pub producer_id: i64,
    /// `int16`, versions 0+.
    pub producer_epoch: i16,
    /// `int64`, versions 6+; default -1.
    pub ongoing_txn_producer_id: i64,
    /// `int16`, versions 6+; default -1.
    pub ongoing_txn_producer_epoch: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for InitProducerIdResponse<'_> {
    fn default() -> Self {
        InitProducerIdResponse {
            throttle_time_ms: 0,
            error_code: 0,
            producer_id: -1,
            producer_epoch: 0,
            ongoing_txn_producer_id: -1,
            ongoing_txn_producer_epoch: -1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for InitProducerIdResponse<'a> {
    const NAME: &'static str = "InitProducerIdResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(22));
    const VERSIONS: VersionRange = VersionRange::new(0, 6);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for InitProducerIdResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("InitProducerIdResponse");
        let mut this = InitProducerIdResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            producer_id: r.int64("ProducerId")?,
            producer_epoch: r.int16("ProducerEpoch")?,
            ongoing_txn_producer_id: if version >= 6 {
                r.int64("OngoingTxnProducerId")?
            } else {
                -1
            },
            ongoing_txn_producer_epoch: if version >= 6 {
                r.int16("OngoingTxnProducerEpoch")?
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
}

impl Encode for InitProducerIdResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 4;
        n += 2;
        n += 8;
        n += 2;
        if version >= 6 {
            n += 8;
        }
        if version >= 6 {
            n += 2;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("InitProducerIdResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        w.int64(self.producer_id)?;
        w.int16(self.producer_epoch)?;
        if version >= 6 {
            w.int64(self.ongoing_txn_producer_id)?;
        } else if self.ongoing_txn_producer_id != -1 {
            return Err(w.not_in_version("OngoingTxnProducerId", version));
        }
        if version >= 6 {
            w.int16(self.ongoing_txn_producer_epoch)?;
        } else if self.ongoing_txn_producer_epoch != -1 {
            return Err(w.not_in_version("OngoingTxnProducerEpoch", version));
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

#[cfg(feature = "samples")]
mod samples {
    use super::*;
    use crate::samples::{Sample, SampleGen};

    impl<'a> Sample<'a> for InitProducerIdRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            InitProducerIdRequest {
                transactional_id: g.maybe(true, |g| g.string()),
                transaction_timeout_ms: g.int32(),
                producer_id: if version >= 3 { g.int64() } else { -1 },
                producer_epoch: if version >= 3 { g.int16() } else { -1 },
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for InitProducerIdResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            InitProducerIdResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                producer_id: g.int64(),
                producer_epoch: g.int16(),
                ongoing_txn_producer_id: if version >= 6 { g.int64() } else { -1 },
                ongoing_txn_producer_epoch: if version >= 6 { g.int16() } else { -1 },
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

//! Generated from `ListTransactionsRequest.json` and `ListTransactionsResponse.json` by `codegen`; do not edit.
//!
//! ListTransactions, API key 66: requests in versions 0-2, responses in versions 0-2; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The ListTransactions request: versions 0-2, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListTransactionsRequest<'a> {
    /// `[]string`, versions 0+.
    pub state_filters: Array<'a, &'a str>,
    /// `[]int64`, versions 0+.
    pub producer_id_filters: Array<'a, i64>,
    /// `int64`, versions 1+; default -1.
    pub duration_filter: i64,
    /// `string`, versions 2+, nullable in 2+; default null.
    pub transactional_id_pattern: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListTransactionsRequest<'_> {
    fn default() -> Self {
        ListTransactionsRequest {
            state_filters: Array::empty(),
            producer_id_filters: Array::empty(),
            duration_filter: -1,
            transactional_id_pattern: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ListTransactionsRequest<'a> {
    const NAME: &'static str = "ListTransactionsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(66));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for ListTransactionsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ListTransactionsRequest");
        let mut this = ListTransactionsRequest {
            state_filters: r.array("StateFilters", version, flexible)?,
            producer_id_filters: r.array("ProducerIdFilters", version, flexible)?,
            duration_filter: if version >= 1 {
                r.int64("DurationFilter")?
            } else {
                -1
            },
            transactional_id_pattern: if version >= 2 {
                r.nullable_string("TransactionalIdPattern", flexible, true)?
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
}

impl Encode for ListTransactionsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += self.state_filters.encoded_len(version, flexible);
        n += self.producer_id_filters.encoded_len(version, flexible);
        if version >= 1 {
            n += 8;
        }
        if version >= 2 {
            n += len::nullable_string(self.transactional_id_pattern, flexible);
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
        let outer = w.begin_struct("ListTransactionsRequest");
        self.state_filters
            .encode(w, "StateFilters", version, flexible)?;
        self.producer_id_filters
            .encode(w, "ProducerIdFilters", version, flexible)?;
        if version >= 1 {
            w.int64(self.duration_filter)?;
        } else if self.duration_filter != -1 {
            return Err(w.not_in_version("DurationFilter", version));
        }
        if version >= 2 {
            w.nullable_string(
                "TransactionalIdPattern",
                self.transactional_id_pattern,
                flexible,
                true,
                version,
            )?;
        } else if !self.transactional_id_pattern.is_none() {
            return Err(w.not_in_version("TransactionalIdPattern", version));
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

/// The ListTransactions response: versions 0-2, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListTransactionsResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `[]string`, versions 0+.
    pub unknown_state_filters: Array<'a, &'a str>,
    /// `[]TransactionState`, versions 0+.
    pub transaction_states: Array<'a, TransactionState<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListTransactionsResponse<'_> {
    fn default() -> Self {
        ListTransactionsResponse {
            throttle_time_ms: 0,
            error_code: 0,
            unknown_state_filters: Array::empty(),
            transaction_states: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ListTransactionsResponse<'a> {
    const NAME: &'static str = "ListTransactionsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(66));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for ListTransactionsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ListTransactionsResponse");
        let mut this = ListTransactionsResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            unknown_state_filters: r.array("UnknownStateFilters", version, flexible)?,
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

impl Encode for ListTransactionsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += self.unknown_state_filters.encoded_len(version, flexible);
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
        let outer = w.begin_struct("ListTransactionsResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        self.unknown_state_filters
            .encode(w, "UnknownStateFilters", version, flexible)?;
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

/// An element of `ListTransactionsResponse.TransactionStates`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TransactionState<'a> {
    /// `string`, versions 0+.
    pub transactional_id: &'a str,
    /// `int64`, versions 0+.
    pub producer_id: i64,
    /// `string`, versions 0+.
    pub transaction_state: &'a str,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for TransactionState<'_> {
    fn default() -> Self {
        TransactionState {
            transactional_id: "",
            producer_id: 0,
            transaction_state: "",
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for TransactionState<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("TransactionState");
        let mut this = TransactionState {
            transactional_id: r.string("TransactionalId", flexible)?,
            producer_id: r.int64("ProducerId")?,
            transaction_state: r.string("TransactionState", flexible)?,
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
        let outer = r.begin_struct("TransactionState");
        r.skip_string("TransactionalId", flexible, false)?;
        r.skip_fixed("ProducerId", 8)?;
        r.skip_string("TransactionState", flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for TransactionState<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.transactional_id, flexible);
        n += 8;
        n += len::string(self.transaction_state, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("TransactionState");
        w.string("TransactionalId", self.transactional_id, flexible)?;
        w.int64(self.producer_id)?;
        w.string("TransactionState", self.transaction_state, flexible)?;
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

#[cfg(feature = "samples")]
mod samples {
    use super::*;
    use crate::samples::{Sample, SampleGen};

    impl<'a> Sample<'a> for ListTransactionsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ListTransactionsRequest {
                state_filters: g.array(|g| g.string()),
                producer_id_filters: g.array(|g| g.int64()),
                duration_filter: if version >= 1 { g.int64() } else { -1 },
                transactional_id_pattern: if version >= 2 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ListTransactionsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ListTransactionsResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                unknown_state_filters: g.array(|g| g.string()),
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
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            TransactionState {
                transactional_id: g.string(),
                producer_id: g.int64(),
                transaction_state: g.string(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

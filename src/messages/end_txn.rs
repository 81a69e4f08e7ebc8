//! Generated from `EndTxnRequest.json` and `EndTxnResponse.json` by `codegen`; do not edit.
//!
//! EndTxn, API key 26: requests in versions 0-5, responses in versions 0-5; flexible from version 3.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Decode, DecodeError, Encode,
    EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, VersionRange,
    Writer,
};

/// The EndTxn request: versions 0-5, flexible from version 3.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct EndTxnRequest<'a> {
    /// `string`, versions 0+.
    pub transactional_id: &'a str,
    /// `int64`, versions 0+.
    pub producer_id: i64,
    /// `int16`, versions 0+.
    pub producer_epoch: i16,
    /// `bool`, versions 0+.
    pub committed: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for EndTxnRequest<'_> {
    fn default() -> Self {
        EndTxnRequest {
            transactional_id: "",
            producer_id: 0,
            producer_epoch: 0,
            committed: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for EndTxnRequest<'a> {
    const NAME: &'static str = "EndTxnRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(26));
    const VERSIONS: VersionRange = VersionRange::new(0, 5);
    const FLEXIBLE_FROM: Option<i16> = Some(3);
}

impl<'a> Decode<'a> for EndTxnRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("EndTxnRequest");
        let mut this = EndTxnRequest {
            transactional_id: r.string("TransactionalId", flexible)?,
            producer_id: r.int64("ProducerId")?,
            producer_epoch: r.int16("ProducerEpoch")?,
            committed: r.bool("Committed")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for EndTxnRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        n += len::string(self.transactional_id, flexible);
        n += 8;
        n += 2;
        n += 1;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("EndTxnRequest");
        w.string("TransactionalId", self.transactional_id, flexible)?;
        w.int64(self.producer_id)?;
        w.int16(self.producer_epoch)?;
        w.bool(self.committed)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The EndTxn response: versions 0-5, flexible from version 3.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct EndTxnResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int64`, versions 5+, ignorable; default -1.
    pub producer_id: i64,
    /// `int16`, versions 5+, ignorable; default -1.
    pub producer_epoch: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for EndTxnResponse<'_> {
    fn default() -> Self {
        EndTxnResponse {
            throttle_time_ms: 0,
            error_code: 0,
            producer_id: -1,
            producer_epoch: -1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for EndTxnResponse<'a> {
    const NAME: &'static str = "EndTxnResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(26));
    const VERSIONS: VersionRange = VersionRange::new(0, 5);
    const FLEXIBLE_FROM: Option<i16> = Some(3);
}

impl<'a> Decode<'a> for EndTxnResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("EndTxnResponse");
        let mut this = EndTxnResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            producer_id: if version >= 5 {
                r.int64("ProducerId")?
            } else {
                -1
            },
            producer_epoch: if version >= 5 {
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

impl Encode for EndTxnResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        n += 4;
        n += 2;
        if version >= 5 {
            n += 8;
        }
        if version >= 5 {
            n += 2;
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
        let outer = w.begin_struct("EndTxnResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        if version >= 5 {
            w.int64(self.producer_id)?;
        }
        if version >= 5 {
            w.int16(self.producer_epoch)?;
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

    impl<'a> Sample<'a> for EndTxnRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            EndTxnRequest {
                transactional_id: g.string(),
                producer_id: g.int64(),
                producer_epoch: g.int16(),
                committed: g.bool(),
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for EndTxnResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            EndTxnResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                producer_id: if version >= 5 { g.int64() } else { -1 },
                producer_epoch: if version >= 5 { g.int16() } else { -1 },
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

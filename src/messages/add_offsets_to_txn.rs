//! Generated from `AddOffsetsToTxnRequest.json` and `AddOffsetsToTxnResponse.json` by `codegen`; do not edit.
//!
//! AddOffsetsToTxn, API key 25: requests in versions 0-4, responses in versions 0-4; flexible from version 3.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Decode, DecodeError, Encode,
    EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, VersionRange,
    Writer,
};

/// The AddOffsetsToTxn request: versions 0-4, flexible from version 3.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AddOffsetsToTxnRequest<'a> {
    /// `string`, versions 0+.
    pub transactional_id: &'a str,
    /// `int64`, versions 0+.
    pub producer_id: i64,
    /// `int16`, versions 0+.
    pub producer_epoch: i16,
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AddOffsetsToTxnRequest<'_> {
    fn default() -> Self {
        AddOffsetsToTxnRequest {
            transactional_id: "",
            producer_id: 0,
            producer_epoch: 0,
            group_id: "",
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for AddOffsetsToTxnRequest<'a> {
    const NAME: &'static str = "AddOffsetsToTxnRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(25));
    const VERSIONS: VersionRange = VersionRange::new(0, 4);
    const FLEXIBLE_FROM: Option<i16> = Some(3);
}

impl<'a> Decode<'a> for AddOffsetsToTxnRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("AddOffsetsToTxnRequest");
        let mut this = AddOffsetsToTxnRequest {
            transactional_id: r.string("TransactionalId", flexible)?,
            producer_id: r.int64("ProducerId")?,
            producer_epoch: r.int16("ProducerEpoch")?,
            group_id: r.string("GroupId", flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for AddOffsetsToTxnRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        n += len::string(self.transactional_id, flexible);
        n += 8;
        n += 2;
        n += len::string(self.group_id, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("AddOffsetsToTxnRequest");
        w.string("TransactionalId", self.transactional_id, flexible)?;
        w.int64(self.producer_id)?;
        w.int16(self.producer_epoch)?;
        w.string("GroupId", self.group_id, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The AddOffsetsToTxn response: versions 0-4, flexible from version 3.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AddOffsetsToTxnResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AddOffsetsToTxnResponse<'_> {
    fn default() -> Self {
        AddOffsetsToTxnResponse {
            throttle_time_ms: 0,
            error_code: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for AddOffsetsToTxnResponse<'a> {
    const NAME: &'static str = "AddOffsetsToTxnResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(25));
    const VERSIONS: VersionRange = VersionRange::new(0, 4);
    const FLEXIBLE_FROM: Option<i16> = Some(3);
}

impl<'a> Decode<'a> for AddOffsetsToTxnResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("AddOffsetsToTxnResponse");
        let mut this = AddOffsetsToTxnResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for AddOffsetsToTxnResponse<'_> {
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
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("AddOffsetsToTxnResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
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

    impl<'a> Sample<'a> for AddOffsetsToTxnRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AddOffsetsToTxnRequest {
                transactional_id: g.string(),
                producer_id: g.int64(),
                producer_epoch: g.int16(),
                group_id: g.string(),
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AddOffsetsToTxnResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AddOffsetsToTxnResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

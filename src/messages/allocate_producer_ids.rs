//! Generated from `AllocateProducerIdsRequest.json` and `AllocateProducerIdsResponse.json` by `codegen`; do not edit.
//!
//! AllocateProducerIds, API key 67: requests in versions 0, responses in versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, ApiKey, Decode, DecodeError, Encode, EncodeError,
    Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, VersionRange, Writer,
};

/// The AllocateProducerIds request: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AllocateProducerIdsRequest<'a> {
    /// `int32`, versions 0+.
    pub broker_id: i32,
    /// `int64`, versions 0+; default -1.
    pub broker_epoch: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AllocateProducerIdsRequest<'_> {
    fn default() -> Self {
        AllocateProducerIdsRequest {
            broker_id: 0,
            broker_epoch: -1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for AllocateProducerIdsRequest<'a> {
    const NAME: &'static str = "AllocateProducerIdsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(67));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for AllocateProducerIdsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("AllocateProducerIdsRequest");
        let mut this = AllocateProducerIdsRequest {
            broker_id: r.int32("BrokerId")?,
            broker_epoch: r.int64("BrokerEpoch")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for AllocateProducerIdsRequest<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 8;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("AllocateProducerIdsRequest");
        w.int32(self.broker_id)?;
        w.int64(self.broker_epoch)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The AllocateProducerIds response: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AllocateProducerIdsResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int64`, versions 0+.
    pub producer_id_start: i64,
    /// `int32`, versions 0+.
    pub producer_id_len: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AllocateProducerIdsResponse<'_> {
    fn default() -> Self {
        AllocateProducerIdsResponse {
            throttle_time_ms: 0,
            error_code: 0,
            producer_id_start: 0,
            producer_id_len: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for AllocateProducerIdsResponse<'a> {
    const NAME: &'static str = "AllocateProducerIdsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(67));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for AllocateProducerIdsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("AllocateProducerIdsResponse");
        let mut this = AllocateProducerIdsResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            producer_id_start: r.int64("ProducerIdStart")?,
            producer_id_len: r.int32("ProducerIdLen")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for AllocateProducerIdsResponse<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += 8;
        n += 4;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("AllocateProducerIdsResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        w.int64(self.producer_id_start)?;
        w.int32(self.producer_id_len)?;
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

    impl<'a> Sample<'a> for AllocateProducerIdsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            AllocateProducerIdsRequest {
                broker_id: g.int32(),
                broker_epoch: g.int64(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AllocateProducerIdsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            AllocateProducerIdsResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                producer_id_start: g.int64(),
                producer_id_len: g.int32(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

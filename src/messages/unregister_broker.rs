//! Generated from `UnregisterBrokerRequest.json` and `UnregisterBrokerResponse.json` by `codegen`; do not edit.
//!
//! UnregisterBroker, API key 64: requests in versions 0, responses in versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Decode, DecodeError, Encode,
    EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, VersionRange,
    Writer,
};

/// The UnregisterBroker request: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct UnregisterBrokerRequest<'a> {
    /// `int32`, versions 0+.
    pub broker_id: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for UnregisterBrokerRequest<'_> {
    fn default() -> Self {
        UnregisterBrokerRequest {
            broker_id: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for UnregisterBrokerRequest<'a> {
    const NAME: &'static str = "UnregisterBrokerRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(64));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for UnregisterBrokerRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("UnregisterBrokerRequest");
        let mut this = UnregisterBrokerRequest {
            broker_id: r.int32("BrokerId")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for UnregisterBrokerRequest<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
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
        let outer = w.begin_struct("UnregisterBrokerRequest");
        w.int32(self.broker_id)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The UnregisterBroker response: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct UnregisterBrokerResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub error_message: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for UnregisterBrokerResponse<'_> {
    fn default() -> Self {
        UnregisterBrokerResponse {
            throttle_time_ms: 0,
            error_code: 0,
            error_message: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for UnregisterBrokerResponse<'a> {
    const NAME: &'static str = "UnregisterBrokerResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(64));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for UnregisterBrokerResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("UnregisterBrokerResponse");
        let mut this = UnregisterBrokerResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for UnregisterBrokerResponse<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("UnregisterBrokerResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
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

    impl<'a> Sample<'a> for UnregisterBrokerRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            UnregisterBrokerRequest {
                broker_id: g.int32(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for UnregisterBrokerResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            UnregisterBrokerResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

//! Generated from `PushTelemetryRequest.json` and `PushTelemetryResponse.json` by `codegen`; do not edit.
//!
//! PushTelemetry, API key 72: requests in versions 0, responses in versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Decode, DecodeError, Encode,
    EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid, VersionRange,
    Writer,
};

/// The PushTelemetry request: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct PushTelemetryRequest<'a> {
    /// `uuid`, versions 0+.
    pub client_instance_id: Uuid,
    /// `int32`, versions 0+.
    pub subscription_id: i32,
    /// `bool`, versions 0+.
    pub terminating: bool,
    /// `int8`, versions 0+.
    pub compression_type: i8,
    /// `bytes`, versions 0+.
    pub metrics: &'a [u8],
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for PushTelemetryRequest<'_> {
    fn default() -> Self {
        PushTelemetryRequest {
            client_instance_id: Uuid::ZERO,
            subscription_id: 0,
            terminating: false,
            compression_type: 0,
            metrics: &[],
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for PushTelemetryRequest<'a> {
    const NAME: &'static str = "PushTelemetryRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(72));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for PushTelemetryRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("PushTelemetryRequest");
        let mut this = PushTelemetryRequest {
            client_instance_id: r.uuid("ClientInstanceId")?,
            subscription_id: r.int32("SubscriptionId")?,
            terminating: r.bool("Terminating")?,
            compression_type: r.int8("CompressionType")?,
            metrics: r.bytes("Metrics", flexible, false)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for PushTelemetryRequest<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 16;
        n += 4;
        n += 1;
        n += 1;
        n += len::bytes(self.metrics, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("PushTelemetryRequest");
        w.uuid(self.client_instance_id)?;
        w.int32(self.subscription_id)?;
        w.bool(self.terminating)?;
        w.int8(self.compression_type)?;
        w.bytes("Metrics", self.metrics, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The PushTelemetry response: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct PushTelemetryResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for PushTelemetryResponse<'_> {
    fn default() -> Self {
        PushTelemetryResponse {
            throttle_time_ms: 0,
            error_code: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for PushTelemetryResponse<'a> {
    const NAME: &'static str = "PushTelemetryResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(72));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for PushTelemetryResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("PushTelemetryResponse");
        let mut this = PushTelemetryResponse {
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

impl Encode for PushTelemetryResponse<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
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
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("PushTelemetryResponse");
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

    impl<'a> Sample<'a> for PushTelemetryRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            PushTelemetryRequest {
                client_instance_id: g.uuid(),
                subscription_id: g.int32(),
                terminating: g.bool(),
                compression_type: g.int8(),
                metrics: g.bytes(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for PushTelemetryResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            PushTelemetryResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

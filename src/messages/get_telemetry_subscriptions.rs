//! Generated from `GetTelemetrySubscriptionsRequest.json` and `GetTelemetrySubscriptionsResponse.json` by `codegen`; do not edit.
//!
//! GetTelemetrySubscriptions, API key 71: requests in versions 0, responses in versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, ApiKey, Array, Decode, DecodeError, Encode,
    EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid, VersionRange,
    Writer,
};

/// The GetTelemetrySubscriptions request: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct GetTelemetrySubscriptionsRequest<'a> {
    /// `uuid`, versions 0+.
    pub client_instance_id: Uuid,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for GetTelemetrySubscriptionsRequest<'_> {
    fn default() -> Self {
        GetTelemetrySubscriptionsRequest {
            client_instance_id: Uuid::ZERO,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for GetTelemetrySubscriptionsRequest<'a> {
    const NAME: &'static str = "GetTelemetrySubscriptionsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(71));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for GetTelemetrySubscriptionsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("GetTelemetrySubscriptionsRequest");
        let mut this = GetTelemetrySubscriptionsRequest {
            client_instance_id: r.uuid("ClientInstanceId")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for GetTelemetrySubscriptionsRequest<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 16;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("GetTelemetrySubscriptionsRequest");
        w.uuid(self.client_instance_id)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The GetTelemetrySubscriptions response: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct GetTelemetrySubscriptionsResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `uuid`, versions 0+.
    pub client_instance_id: Uuid,
    /// `int32`, versions 0+.
    pub subscription_id: i32,
    /// `[]int8`, versions 0+.
    pub accepted_compression_types: Array<'a, i8>,
    /// `int32`, versions 0+.
    pub push_interval_ms: i32,
    /// `int32`, versions 0+.
    pub telemetry_max_bytes: i32,
    /// `bool`, versions 0+.
    pub delta_temporality: bool,
    /// `[]string`, versions 0+.
    pub requested_metrics: Array<'a, &'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for GetTelemetrySubscriptionsResponse<'_> {
    fn default() -> Self {
        GetTelemetrySubscriptionsResponse {
            throttle_time_ms: 0,
            error_code: 0,
            client_instance_id: Uuid::ZERO,
            subscription_id: 0,
            accepted_compression_types: Array::empty(),
            push_interval_ms: 0,
            telemetry_max_bytes: 0,
            delta_temporality: false,
            requested_metrics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for GetTelemetrySubscriptionsResponse<'a> {
    const NAME: &'static str = "GetTelemetrySubscriptionsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(71));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for GetTelemetrySubscriptionsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("GetTelemetrySubscriptionsResponse");
        let mut this = GetTelemetrySubscriptionsResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            client_instance_id: r.uuid("ClientInstanceId")?,
            subscription_id: r.int32("SubscriptionId")?,
            accepted_compression_types: r.array("AcceptedCompressionTypes", version, flexible)?,
            push_interval_ms: r.int32("PushIntervalMs")?,
            telemetry_max_bytes: r.int32("TelemetryMaxBytes")?,
            delta_temporality: r.bool("DeltaTemporality")?,
            requested_metrics: r.array("RequestedMetrics", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for GetTelemetrySubscriptionsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += 16;
        n += 4;
        n += self
            .accepted_compression_types
            .encoded_len(version, flexible);
        n += 4;
        n += 4;
        n += 1;
        n += self.requested_metrics.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("GetTelemetrySubscriptionsResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        w.uuid(self.client_instance_id)?;
        w.int32(self.subscription_id)?;
        self.accepted_compression_types
            .encode(w, "AcceptedCompressionTypes", version, flexible)?;
        w.int32(self.push_interval_ms)?;
        w.int32(self.telemetry_max_bytes)?;
        w.bool(self.delta_temporality)?;
        self.requested_metrics
            .encode(w, "RequestedMetrics", version, flexible)?;
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

    impl<'a> Sample<'a> for GetTelemetrySubscriptionsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            GetTelemetrySubscriptionsRequest {
                client_instance_id: g.uuid(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for GetTelemetrySubscriptionsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            GetTelemetrySubscriptionsResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                client_instance_id: g.uuid(),
                subscription_id: g.int32(),
                accepted_compression_types: g.array(|g| g.int8()),
                push_interval_ms: g.int32(),
                telemetry_max_bytes: g.int32(),
                delta_temporality: g.bool(),
                requested_metrics: g.array(|g| g.string()),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

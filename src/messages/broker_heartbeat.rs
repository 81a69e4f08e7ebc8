//! Generated from `BrokerHeartbeatRequest.json` and `BrokerHeartbeatResponse.json` by `codegen`; do not edit.
//!
//! BrokerHeartbeat, API key 63: requests in versions 0-1, responses in versions 0-1; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, ApiKey, Array, Decode, DecodeError, Encode,
    EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid, VersionRange,
    Writer,
};

/// The BrokerHeartbeat request: versions 0-1, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct BrokerHeartbeatRequest<'a> {
    /// `int32`, versions 0+.
    pub broker_id: i32,
    /// `int64`, versions 0+; default -1.
    pub broker_epoch: i64,
    /// `int64`, versions 0+.
    pub current_metadata_offset: i64,
    /// `bool`, versions 0+.
    pub want_fence: bool,
    /// `bool`, versions 0+.
    pub want_shut_down: bool,
    /// `[]uuid`, versions 1+, tagged field 0 in versions 1+.
    pub offline_log_dirs: Array<'a, Uuid>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for BrokerHeartbeatRequest<'_> {
    fn default() -> Self {
        BrokerHeartbeatRequest {
            broker_id: 0,
            broker_epoch: -1,
            current_metadata_offset: 0,
            want_fence: false,
            want_shut_down: false,
            offline_log_dirs: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for BrokerHeartbeatRequest<'a> {
    const NAME: &'static str = "BrokerHeartbeatRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(63));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for BrokerHeartbeatRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("BrokerHeartbeatRequest");
        let mut this = BrokerHeartbeatRequest {
            broker_id: r.int32("BrokerId")?,
            broker_epoch: r.int64("BrokerEpoch")?,
            current_metadata_offset: r.int64("CurrentMetadataOffset")?,
            want_fence: r.bool("WantFence")?,
            want_shut_down: r.bool("WantShutDown")?,
            offline_log_dirs: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 1 {
                        this.offline_log_dirs = r.array("OfflineLogDirs", version, true)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("OfflineLogDirs", 0, version))
                    }
                }
                _ => Ok(false),
            })?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for BrokerHeartbeatRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 8;
        n += 8;
        n += 1;
        n += 1;
        if flexible {
            let mut tags = TaggedLen::new(&self.unknown_tagged_fields);
            if version >= 1 && !self.offline_log_dirs.is_empty() {
                tags.add(0, self.offline_log_dirs.encoded_len(version, true));
            }
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("BrokerHeartbeatRequest");
        w.int32(self.broker_id)?;
        w.int64(self.broker_epoch)?;
        w.int64(self.current_metadata_offset)?;
        w.bool(self.want_fence)?;
        w.bool(self.want_shut_down)?;
        if flexible {
            let tag0 = version >= 1 && !self.offline_log_dirs.is_empty();
            let mut tags = TaggedWriter::begin(w, &self.unknown_tagged_fields, usize::from(tag0))?;
            if tag0 {
                tags.field(
                    w,
                    0,
                    self.offline_log_dirs.encoded_len(version, true),
                    |w| {
                        self.offline_log_dirs
                            .encode(w, "OfflineLogDirs", version, true)?;
                        Ok(())
                    },
                )?;
            }
            tags.finish(w)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        if !(version >= 1) && !self.offline_log_dirs.is_empty() {
            return Err(w.not_in_version("OfflineLogDirs", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The BrokerHeartbeat response: versions 0-1, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct BrokerHeartbeatResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `bool`, versions 0+; default false.
    pub is_caught_up: bool,
    /// `bool`, versions 0+; default true.
    pub is_fenced: bool,
    /// `bool`, versions 0+.
    pub should_shut_down: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for BrokerHeartbeatResponse<'_> {
    fn default() -> Self {
        BrokerHeartbeatResponse {
            throttle_time_ms: 0,
            error_code: 0,
            is_caught_up: false,
            is_fenced: true,
            should_shut_down: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for BrokerHeartbeatResponse<'a> {
    const NAME: &'static str = "BrokerHeartbeatResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(63));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for BrokerHeartbeatResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("BrokerHeartbeatResponse");
        let mut this = BrokerHeartbeatResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            is_caught_up: r.bool("IsCaughtUp")?,
            is_fenced: r.bool("IsFenced")?,
            should_shut_down: r.bool("ShouldShutDown")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for BrokerHeartbeatResponse<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += 1;
        n += 1;
        n += 1;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("BrokerHeartbeatResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        w.bool(self.is_caught_up)?;
        w.bool(self.is_fenced)?;
        w.bool(self.should_shut_down)?;
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

    impl<'a> Sample<'a> for BrokerHeartbeatRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            BrokerHeartbeatRequest {
                broker_id: g.int32(),
                broker_epoch: g.int64(),
                current_metadata_offset: g.int64(),
                want_fence: g.bool(),
                want_shut_down: g.bool(),
                offline_log_dirs: if version >= 1 && g.tagged() {
                    g.array(|g| g.uuid())
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for BrokerHeartbeatResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            BrokerHeartbeatResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                is_caught_up: g.bool(),
                is_fenced: g.bool(),
                should_shut_down: g.bool(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

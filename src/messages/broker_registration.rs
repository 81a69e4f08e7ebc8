//! Generated from `BrokerRegistrationRequest.json` and `BrokerRegistrationResponse.json` by `codegen`; do not edit.
//!
//! BrokerRegistration, API key 62: requests in versions 0-4, responses in versions 0-4; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid,
    VersionRange, Writer,
};

/// The BrokerRegistration request: versions 0-4, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct BrokerRegistrationRequest<'a> {
    /// `int32`, versions 0+.
    pub broker_id: i32,
    /// `string`, versions 0+.
    pub cluster_id: &'a str,
    /// `uuid`, versions 0+.
    pub incarnation_id: Uuid,
    /// `[]Listener`, versions 0+.
    pub listeners: Array<'a, Listener<'a>>,
    /// `[]Feature`, versions 0+.
    pub features: Array<'a, Feature<'a>>,
    /// `string`, versions 0+, nullable in 0+.
    pub rack: Option<&'a str>,
    /// `bool`, versions 1+; default false.
    pub is_migrating_zk_broker: bool,
    /// `[]uuid`, versions 2+, ignorable.
    pub log_dirs: Array<'a, Uuid>,
    /// `int64`, versions 3+, ignorable; default -1.
    pub previous_broker_epoch: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for BrokerRegistrationRequest<'_> {
    fn default() -> Self {
        BrokerRegistrationRequest {
            broker_id: 0,
            cluster_id: "",
            incarnation_id: Uuid::ZERO,
            listeners: Array::empty(),
            features: Array::empty(),
            rack: Some(""),
            is_migrating_zk_broker: false,
            log_dirs: Array::empty(),
            previous_broker_epoch: -1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for BrokerRegistrationRequest<'a> {
    const NAME: &'static str = "BrokerRegistrationRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(62));
    const VERSIONS: VersionRange = VersionRange::new(0, 4);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for BrokerRegistrationRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("BrokerRegistrationRequest");
        let mut this = BrokerRegistrationRequest {
            broker_id: r.int32("BrokerId")?,
            cluster_id: r.string("ClusterId", flexible)?,
            incarnation_id: r.uuid("IncarnationId")?,
            listeners: r.array("Listeners", version, flexible)?,
            features: r.array("Features", version, flexible)?,
            rack: r.nullable_string("Rack", flexible, true)?,
            is_migrating_zk_broker: if version >= 1 {
                r.bool("IsMigratingZkBroker")?
            } else {
                false
            },
            log_dirs: if version >= 2 {
                r.array("LogDirs", version, flexible)?
            } else {
                Array::empty()
            },
            previous_broker_epoch: if version >= 3 {
                r.int64("PreviousBrokerEpoch")?
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

impl Encode for BrokerRegistrationRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += len::string(self.cluster_id, flexible);
        n += 16;
        n += self.listeners.encoded_len(version, flexible);
        n += self.features.encoded_len(version, flexible);
        n += len::nullable_string(self.rack, flexible);
        if version >= 1 {
            n += 1;
        }
        if version >= 2 {
            n += self.log_dirs.encoded_len(version, flexible);
        }
        if version >= 3 {
            n += 8;
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
        let outer = w.begin_struct("BrokerRegistrationRequest");
        w.int32(self.broker_id)?;
        w.string("ClusterId", self.cluster_id, flexible)?;
        w.uuid(self.incarnation_id)?;
        self.listeners.encode(w, "Listeners", version, flexible)?;
        self.features.encode(w, "Features", version, flexible)?;
        w.nullable_string("Rack", self.rack, flexible, true, version)?;
        if version >= 1 {
            w.bool(self.is_migrating_zk_broker)?;
        } else if self.is_migrating_zk_broker != false {
            return Err(w.not_in_version("IsMigratingZkBroker", version));
        }
        if version >= 2 {
            self.log_dirs.encode(w, "LogDirs", version, flexible)?;
        }
        if version >= 3 {
            w.int64(self.previous_broker_epoch)?;
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

/// An element of `BrokerRegistrationRequest.Listeners`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Listener<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `string`, versions 0+.
    pub host: &'a str,
    /// `uint16`, versions 0+.
    pub port: u16,
    /// `int16`, versions 0+.
    pub security_protocol: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for Listener<'_> {
    fn default() -> Self {
        Listener {
            name: "",
            host: "",
            port: 0,
            security_protocol: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for Listener<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Listener");
        let mut this = Listener {
            name: r.string("Name", flexible)?,
            host: r.string("Host", flexible)?,
            port: r.uint16("Port")?,
            security_protocol: r.int16("SecurityProtocol")?,
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
        let outer = r.begin_struct("Listener");
        r.skip_string("Name", flexible, false)?;
        r.skip_string("Host", flexible, false)?;
        r.skip_fixed_run(&[("Port", 2), ("SecurityProtocol", 2)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for Listener<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += len::string(self.host, flexible);
        n += 2;
        n += 2;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("Listener");
        w.string("Name", self.name, flexible)?;
        w.string("Host", self.host, flexible)?;
        w.uint16(self.port)?;
        w.int16(self.security_protocol)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for Listener<'a> {
    const TYPE_NAME: &'static str = "Listener";
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

/// An element of `BrokerRegistrationRequest.Features`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Feature<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `int16`, versions 0+.
    pub min_supported_version: i16,
    /// `int16`, versions 0+.
    pub max_supported_version: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for Feature<'_> {
    fn default() -> Self {
        Feature {
            name: "",
            min_supported_version: 0,
            max_supported_version: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for Feature<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Feature");
        let mut this = Feature {
            name: r.string("Name", flexible)?,
            min_supported_version: r.int16("MinSupportedVersion")?,
            max_supported_version: r.int16("MaxSupportedVersion")?,
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
        let outer = r.begin_struct("Feature");
        r.skip_string("Name", flexible, false)?;
        r.skip_fixed_run(&[("MinSupportedVersion", 2), ("MaxSupportedVersion", 2)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for Feature<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += 2;
        n += 2;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("Feature");
        w.string("Name", self.name, flexible)?;
        w.int16(self.min_supported_version)?;
        w.int16(self.max_supported_version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for Feature<'a> {
    const TYPE_NAME: &'static str = "Feature";
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

/// The BrokerRegistration response: versions 0-4, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct BrokerRegistrationResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `int64`, versions 0+; default -1.
    pub broker_epoch: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for BrokerRegistrationResponse<'_> {
    fn default() -> Self {
        BrokerRegistrationResponse {
            throttle_time_ms: 0,
            error_code: 0,
            broker_epoch: -1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for BrokerRegistrationResponse<'a> {
    const NAME: &'static str = "BrokerRegistrationResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(62));
    const VERSIONS: VersionRange = VersionRange::new(0, 4);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for BrokerRegistrationResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("BrokerRegistrationResponse");
        let mut this = BrokerRegistrationResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
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

impl Encode for BrokerRegistrationResponse<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
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
        let outer = w.begin_struct("BrokerRegistrationResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
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

#[cfg(feature = "samples")]
mod samples {
    use super::*;
    use crate::samples::{Sample, SampleGen};

    impl<'a> Sample<'a> for BrokerRegistrationRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            BrokerRegistrationRequest {
                broker_id: g.int32(),
                cluster_id: g.string(),
                incarnation_id: g.uuid(),
                listeners: g.array(|g| Listener::sample(g, version)),
                features: g.array(|g| Feature::sample(g, version)),
                rack: g.maybe(true, |g| g.string()),
                is_migrating_zk_broker: if version >= 1 { g.bool() } else { false },
                log_dirs: if version >= 2 {
                    g.array(|g| g.uuid())
                } else {
                    Array::empty()
                },
                previous_broker_epoch: if version >= 3 { g.int64() } else { -1 },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for Listener<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            Listener {
                name: g.string(),
                host: g.string(),
                port: g.uint16(),
                security_protocol: g.int16(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for Feature<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            Feature {
                name: g.string(),
                min_supported_version: g.int16(),
                max_supported_version: g.int16(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for BrokerRegistrationResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            BrokerRegistrationResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                broker_epoch: g.int64(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

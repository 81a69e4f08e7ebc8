//! Generated from `ControllerRegistrationRequest.json` and `ControllerRegistrationResponse.json` by `codegen`; do not edit.
//!
//! ControllerRegistration, API key 70: requests in versions 0, responses in versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid,
    VersionRange, Writer,
};

/// The ControllerRegistration request: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ControllerRegistrationRequest<'a> {
    /// `int32`, versions 0+.
    pub controller_id: i32,
    /// `uuid`, versions 0+.
    pub incarnation_id: Uuid,
    /// `bool`, versions 0+.
    pub zk_migration_ready: bool,
    /// `[]Listener`, versions 0+.
    pub listeners: Array<'a, Listener<'a>>,
    /// `[]Feature`, versions 0+.
    pub features: Array<'a, Feature<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ControllerRegistrationRequest<'_> {
    fn default() -> Self {
        ControllerRegistrationRequest {
            controller_id: 0,
            incarnation_id: Uuid::ZERO,
            zk_migration_ready: false,
            listeners: Array::empty(),
            features: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ControllerRegistrationRequest<'a> {
    const NAME: &'static str = "ControllerRegistrationRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(70));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for ControllerRegistrationRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ControllerRegistrationRequest");
        let mut this = ControllerRegistrationRequest {
            controller_id: r.int32("ControllerId")?,
            incarnation_id: r.uuid("IncarnationId")?,
            zk_migration_ready: r.bool("ZkMigrationReady")?,
            listeners: r.array("Listeners", version, flexible)?,
            features: r.array("Features", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ControllerRegistrationRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 16;
        n += 1;
        n += self.listeners.encoded_len(version, flexible);
        n += self.features.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ControllerRegistrationRequest");
        w.int32(self.controller_id)?;
        w.uuid(self.incarnation_id)?;
        w.bool(self.zk_migration_ready)?;
        self.listeners.encode(w, "Listeners", version, flexible)?;
        self.features.encode(w, "Features", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `ControllerRegistrationRequest.Listeners`.
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

/// An element of `ControllerRegistrationRequest.Features`.
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

/// The ControllerRegistration response: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ControllerRegistrationResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub error_message: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ControllerRegistrationResponse<'_> {
    fn default() -> Self {
        ControllerRegistrationResponse {
            throttle_time_ms: 0,
            error_code: 0,
            error_message: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ControllerRegistrationResponse<'a> {
    const NAME: &'static str = "ControllerRegistrationResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(70));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for ControllerRegistrationResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ControllerRegistrationResponse");
        let mut this = ControllerRegistrationResponse {
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

impl Encode for ControllerRegistrationResponse<'_> {
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
        let outer = w.begin_struct("ControllerRegistrationResponse");
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

    impl<'a> Sample<'a> for ControllerRegistrationRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ControllerRegistrationRequest {
                controller_id: g.int32(),
                incarnation_id: g.uuid(),
                zk_migration_ready: g.bool(),
                listeners: g.array(|g| Listener::sample(g, version)),
                features: g.array(|g| Feature::sample(g, version)),
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

    impl<'a> Sample<'a> for ControllerRegistrationResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            ControllerRegistrationResponse {
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

//! Generated from `IncrementalAlterConfigsRequest.json` and `IncrementalAlterConfigsResponse.json` by `codegen`; do not edit.
//!
//! IncrementalAlterConfigs, API key 44: requests in versions 0-1, responses in versions 0-1; flexible from version 1.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The IncrementalAlterConfigs request: versions 0-1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct IncrementalAlterConfigsRequest<'a> {
    /// `[]AlterConfigsResource`, versions 0+.
    pub resources: Array<'a, AlterConfigsResource<'a>>,
    /// `bool`, versions 0+.
    pub validate_only: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for IncrementalAlterConfigsRequest<'_> {
    fn default() -> Self {
        IncrementalAlterConfigsRequest {
            resources: Array::empty(),
            validate_only: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for IncrementalAlterConfigsRequest<'a> {
    const NAME: &'static str = "IncrementalAlterConfigsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(44));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for IncrementalAlterConfigsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("IncrementalAlterConfigsRequest");
        let mut this = IncrementalAlterConfigsRequest {
            resources: r.array("Resources", version, flexible)?,
            validate_only: r.bool("ValidateOnly")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for IncrementalAlterConfigsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += self.resources.encoded_len(version, flexible);
        n += 1;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("IncrementalAlterConfigsRequest");
        self.resources.encode(w, "Resources", version, flexible)?;
        w.bool(self.validate_only)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `IncrementalAlterConfigsRequest.Resources`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AlterConfigsResource<'a> {
    /// `int8`, versions 0+.
    pub resource_type: i8,
    /// `string`, versions 0+.
    pub resource_name: &'a str,
    /// `[]AlterableConfig`, versions 0+.
    pub configs: Array<'a, AlterableConfig<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AlterConfigsResource<'_> {
    fn default() -> Self {
        AlterConfigsResource {
            resource_type: 0,
            resource_name: "",
            configs: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AlterConfigsResource<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("AlterConfigsResource");
        let mut this = AlterConfigsResource {
            resource_type: r.int8("ResourceType")?,
            resource_name: r.string("ResourceName", flexible)?,
            configs: r.array("Configs", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("AlterConfigsResource");
        r.skip_fixed("ResourceType", 1)?;
        r.skip_string("ResourceName", flexible, false)?;
        r.skip_array::<AlterableConfig<'a>>("Configs", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for AlterConfigsResource<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += 1;
        n += len::string(self.resource_name, flexible);
        n += self.configs.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        let outer = w.begin_struct("AlterConfigsResource");
        w.int8(self.resource_type)?;
        w.string("ResourceName", self.resource_name, flexible)?;
        self.configs.encode(w, "Configs", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for AlterConfigsResource<'a> {
    const TYPE_NAME: &'static str = "AlterConfigsResource";
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

/// An element of `AlterConfigsResource.Configs`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AlterableConfig<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `int8`, versions 0+.
    pub config_operation: i8,
    /// `string`, versions 0+, nullable in 0+.
    pub value: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AlterableConfig<'_> {
    fn default() -> Self {
        AlterableConfig {
            name: "",
            config_operation: 0,
            value: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AlterableConfig<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("AlterableConfig");
        let mut this = AlterableConfig {
            name: r.string("Name", flexible)?,
            config_operation: r.int8("ConfigOperation")?,
            value: r.nullable_string("Value", flexible, true)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("AlterableConfig");
        r.skip_string("Name", flexible, false)?;
        r.skip_fixed("ConfigOperation", 1)?;
        r.skip_string("Value", flexible, true)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for AlterableConfig<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += 1;
        n += len::nullable_string(self.value, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        let outer = w.begin_struct("AlterableConfig");
        w.string("Name", self.name, flexible)?;
        w.int8(self.config_operation)?;
        w.nullable_string("Value", self.value, flexible, true, version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for AlterableConfig<'a> {
    const TYPE_NAME: &'static str = "AlterableConfig";
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

/// The IncrementalAlterConfigs response: versions 0-1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct IncrementalAlterConfigsResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `[]AlterConfigsResourceResponse`, versions 0+.
    pub responses: Array<'a, AlterConfigsResourceResponse<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for IncrementalAlterConfigsResponse<'_> {
    fn default() -> Self {
        IncrementalAlterConfigsResponse {
            throttle_time_ms: 0,
            responses: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for IncrementalAlterConfigsResponse<'a> {
    const NAME: &'static str = "IncrementalAlterConfigsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(44));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for IncrementalAlterConfigsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("IncrementalAlterConfigsResponse");
        let mut this = IncrementalAlterConfigsResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            responses: r.array("Responses", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for IncrementalAlterConfigsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += 4;
        n += self.responses.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("IncrementalAlterConfigsResponse");
        w.int32(self.throttle_time_ms)?;
        self.responses.encode(w, "Responses", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `IncrementalAlterConfigsResponse.Responses`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AlterConfigsResourceResponse<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub error_message: Option<&'a str>,
    /// `int8`, versions 0+.
    pub resource_type: i8,
    /// `string`, versions 0+.
    pub resource_name: &'a str,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AlterConfigsResourceResponse<'_> {
    fn default() -> Self {
        AlterConfigsResourceResponse {
            error_code: 0,
            error_message: Some(""),
            resource_type: 0,
            resource_name: "",
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AlterConfigsResourceResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("AlterConfigsResourceResponse");
        let mut this = AlterConfigsResourceResponse {
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            resource_type: r.int8("ResourceType")?,
            resource_name: r.string("ResourceName", flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("AlterConfigsResourceResponse");
        r.skip_fixed("ErrorCode", 2)?;
        r.skip_string("ErrorMessage", flexible, true)?;
        r.skip_fixed("ResourceType", 1)?;
        r.skip_string("ResourceName", flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for AlterConfigsResourceResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        n += 1;
        n += len::string(self.resource_name, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        let outer = w.begin_struct("AlterConfigsResourceResponse");
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        w.int8(self.resource_type)?;
        w.string("ResourceName", self.resource_name, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for AlterConfigsResourceResponse<'a> {
    const TYPE_NAME: &'static str = "AlterConfigsResourceResponse";
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

    impl<'a> Sample<'a> for IncrementalAlterConfigsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            IncrementalAlterConfigsRequest {
                resources: g.array(|g| AlterConfigsResource::sample(g, version)),
                validate_only: g.bool(),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AlterConfigsResource<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AlterConfigsResource {
                resource_type: g.int8(),
                resource_name: g.string(),
                configs: g.array(|g| AlterableConfig::sample(g, version)),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AlterableConfig<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AlterableConfig {
                name: g.string(),
                config_operation: g.int8(),
                value: g.maybe(true, |g| g.string()),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for IncrementalAlterConfigsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            IncrementalAlterConfigsResponse {
                throttle_time_ms: g.int32(),
                responses: g.array(|g| AlterConfigsResourceResponse::sample(g, version)),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AlterConfigsResourceResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AlterConfigsResourceResponse {
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                resource_type: g.int8(),
                resource_name: g.string(),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

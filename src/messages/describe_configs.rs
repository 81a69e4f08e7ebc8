//! Generated from `DescribeConfigsRequest.json` and `DescribeConfigsResponse.json` by `codegen`; do not edit.
//!
//! DescribeConfigs, API key 32: requests in versions 1-4, responses in versions 1-4; flexible from version 4.

use crate::{
    check_decode_version, check_encode_version, encode_nullable, len, nullable_len, ApiKey, Array,
    Decode, DecodeError, Element, Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen,
    TaggedWriter, Trace, VersionRange, Writer,
};

/// The DescribeConfigs request: versions 1-4, flexible from version 4.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeConfigsRequest<'a> {
    /// `[]DescribeConfigsResource`, versions 0+.
    pub resources: Array<'a, DescribeConfigsResource<'a>>,
    /// `bool`, versions 1+; default false.
    pub include_synonyms: bool,
    /// `bool`, versions 3+; default false.
    pub include_documentation: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeConfigsRequest<'_> {
    fn default() -> Self {
        DescribeConfigsRequest {
            resources: Array::empty(),
            include_synonyms: false,
            include_documentation: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeConfigsRequest<'a> {
    const NAME: &'static str = "DescribeConfigsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(32));
    const VERSIONS: VersionRange = VersionRange::new(1, 4);
    const FLEXIBLE_FROM: Option<i16> = Some(4);
}

impl<'a> Decode<'a> for DescribeConfigsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeConfigsRequest");
        let mut this = DescribeConfigsRequest {
            resources: r.array("Resources", version, flexible)?,
            include_synonyms: r.bool("IncludeSynonyms")?,
            include_documentation: if version >= 3 {
                r.bool("IncludeDocumentation")?
            } else {
                false
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

impl Encode for DescribeConfigsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        n += self.resources.encoded_len(version, flexible);
        n += 1;
        if version >= 3 {
            n += 1;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeConfigsRequest");
        self.resources.encode(w, "Resources", version, flexible)?;
        w.bool(self.include_synonyms)?;
        if version >= 3 {
            w.bool(self.include_documentation)?;
        } else if self.include_documentation != false {
            return Err(w.not_in_version("IncludeDocumentation", version));
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

/// An element of `DescribeConfigsRequest.Resources`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeConfigsResource<'a> {
    /// `int8`, versions 0+.
    pub resource_type: i8,
    /// `string`, versions 0+.
    pub resource_name: &'a str,
    /// `[]string`, versions 0+, nullable in 0+.
    pub configuration_keys: Option<Array<'a, &'a str>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeConfigsResource<'_> {
    fn default() -> Self {
        DescribeConfigsResource {
            resource_type: 0,
            resource_name: "",
            configuration_keys: Some(Array::empty()),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeConfigsResource<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        let outer = r.begin_struct("DescribeConfigsResource");
        let mut this = DescribeConfigsResource {
            resource_type: r.int8("ResourceType")?,
            resource_name: r.string("ResourceName", flexible)?,
            configuration_keys: r.nullable_array("ConfigurationKeys", version, flexible, true)?,
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
        let flexible = version >= 4;
        let outer = r.begin_struct("DescribeConfigsResource");
        r.skip_fixed("ResourceType", 1)?;
        r.skip_string("ResourceName", flexible, false)?;
        r.skip_array::<&'a str>("ConfigurationKeys", version, flexible, true)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeConfigsResource<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        n += 1;
        n += len::string(self.resource_name, flexible);
        n += nullable_len(&self.configuration_keys, version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        let outer = w.begin_struct("DescribeConfigsResource");
        w.int8(self.resource_type)?;
        w.string("ResourceName", self.resource_name, flexible)?;
        encode_nullable(
            &self.configuration_keys,
            w,
            "ConfigurationKeys",
            version,
            flexible,
            true,
        )?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for DescribeConfigsResource<'a> {
    const TYPE_NAME: &'static str = "DescribeConfigsResource";
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

/// The DescribeConfigs response: versions 1-4, flexible from version 4.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeConfigsResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `[]DescribeConfigsResult`, versions 0+.
    pub results: Array<'a, DescribeConfigsResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeConfigsResponse<'_> {
    fn default() -> Self {
        DescribeConfigsResponse {
            throttle_time_ms: 0,
            results: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeConfigsResponse<'a> {
    const NAME: &'static str = "DescribeConfigsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(32));
    const VERSIONS: VersionRange = VersionRange::new(1, 4);
    const FLEXIBLE_FROM: Option<i16> = Some(4);
}

impl<'a> Decode<'a> for DescribeConfigsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeConfigsResponse");
        let mut this = DescribeConfigsResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            results: r.array("Results", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeConfigsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        n += 4;
        n += self.results.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeConfigsResponse");
        w.int32(self.throttle_time_ms)?;
        self.results.encode(w, "Results", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DescribeConfigsResponse.Results`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeConfigsResult<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub error_message: Option<&'a str>,
    /// `int8`, versions 0+.
    pub resource_type: i8,
    /// `string`, versions 0+.
    pub resource_name: &'a str,
    /// `[]DescribeConfigsResourceResult`, versions 0+.
    pub configs: Array<'a, DescribeConfigsResourceResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeConfigsResult<'_> {
    fn default() -> Self {
        DescribeConfigsResult {
            error_code: 0,
            error_message: Some(""),
            resource_type: 0,
            resource_name: "",
            configs: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeConfigsResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        let outer = r.begin_struct("DescribeConfigsResult");
        let mut this = DescribeConfigsResult {
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
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
        let flexible = version >= 4;
        let outer = r.begin_struct("DescribeConfigsResult");
        r.skip_fixed("ErrorCode", 2)?;
        r.skip_string("ErrorMessage", flexible, true)?;
        r.skip_fixed("ResourceType", 1)?;
        r.skip_string("ResourceName", flexible, false)?;
        r.skip_array::<DescribeConfigsResourceResult<'a>>("Configs", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeConfigsResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
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
        let flexible = version >= 4;
        let outer = w.begin_struct("DescribeConfigsResult");
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
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

impl<'a> Element<'a> for DescribeConfigsResult<'a> {
    const TYPE_NAME: &'static str = "DescribeConfigsResult";
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

/// An element of `DescribeConfigsResult.Configs`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeConfigsResourceResult<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `string`, versions 0+, nullable in 0+.
    pub value: Option<&'a str>,
    /// `bool`, versions 0+.
    pub read_only: bool,
    /// `int8`, versions 1+, ignorable; default -1.
    pub config_source: i8,
    /// `bool`, versions 0+.
    pub is_sensitive: bool,
    /// `[]DescribeConfigsSynonym`, versions 1+, ignorable.
    pub synonyms: Array<'a, DescribeConfigsSynonym<'a>>,
    /// `int8`, versions 3+, ignorable; default 0.
    pub config_type: i8,
    /// `string`, versions 3+, nullable in 0+, ignorable.
    pub documentation: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeConfigsResourceResult<'_> {
    fn default() -> Self {
        DescribeConfigsResourceResult {
            name: "",
            value: Some(""),
            read_only: false,
            config_source: -1,
            is_sensitive: false,
            synonyms: Array::empty(),
            config_type: 0,
            documentation: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeConfigsResourceResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        let outer = r.begin_struct("DescribeConfigsResourceResult");
        let mut this = DescribeConfigsResourceResult {
            name: r.string("Name", flexible)?,
            value: r.nullable_string("Value", flexible, true)?,
            read_only: r.bool("ReadOnly")?,
            config_source: r.int8("ConfigSource")?,
            is_sensitive: r.bool("IsSensitive")?,
            synonyms: r.array("Synonyms", version, flexible)?,
            config_type: if version >= 3 {
                r.int8("ConfigType")?
            } else {
                0
            },
            documentation: if version >= 3 {
                r.nullable_string("Documentation", flexible, true)?
            } else {
                Some("")
            },
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
        let flexible = version >= 4;
        let outer = r.begin_struct("DescribeConfigsResourceResult");
        r.skip_string("Name", flexible, false)?;
        r.skip_string("Value", flexible, true)?;
        r.skip_bool("ReadOnly")?;
        r.skip_fixed("ConfigSource", 1)?;
        r.skip_bool("IsSensitive")?;
        r.skip_array::<DescribeConfigsSynonym<'a>>("Synonyms", version, flexible, false)?;
        if version >= 3 {
            r.skip_fixed("ConfigType", 1)?;
        }
        if version >= 3 {
            r.skip_string("Documentation", flexible, true)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeConfigsResourceResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += len::nullable_string(self.value, flexible);
        n += 1;
        n += 1;
        n += 1;
        n += self.synonyms.encoded_len(version, flexible);
        if version >= 3 {
            n += 1;
        }
        if version >= 3 {
            n += len::nullable_string(self.documentation, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        let outer = w.begin_struct("DescribeConfigsResourceResult");
        w.string("Name", self.name, flexible)?;
        w.nullable_string("Value", self.value, flexible, true, version)?;
        w.bool(self.read_only)?;
        w.int8(self.config_source)?;
        w.bool(self.is_sensitive)?;
        self.synonyms.encode(w, "Synonyms", version, flexible)?;
        if version >= 3 {
            w.int8(self.config_type)?;
        }
        if version >= 3 {
            w.nullable_string("Documentation", self.documentation, flexible, true, version)?;
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

impl<'a> Element<'a> for DescribeConfigsResourceResult<'a> {
    const TYPE_NAME: &'static str = "DescribeConfigsResourceResult";
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

/// An element of `DescribeConfigsResourceResult.Synonyms`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeConfigsSynonym<'a> {
    /// `string`, versions 1+.
    pub name: &'a str,
    /// `string`, versions 1+, nullable in 0+.
    pub value: Option<&'a str>,
    /// `int8`, versions 1+.
    pub source: i8,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeConfigsSynonym<'_> {
    fn default() -> Self {
        DescribeConfigsSynonym {
            name: "",
            value: Some(""),
            source: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeConfigsSynonym<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        let outer = r.begin_struct("DescribeConfigsSynonym");
        let mut this = DescribeConfigsSynonym {
            name: r.string("Name", flexible)?,
            value: r.nullable_string("Value", flexible, true)?,
            source: r.int8("Source")?,
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
        let flexible = version >= 4;
        let outer = r.begin_struct("DescribeConfigsSynonym");
        r.skip_string("Name", flexible, false)?;
        r.skip_string("Value", flexible, true)?;
        r.skip_fixed("Source", 1)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeConfigsSynonym<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += len::nullable_string(self.value, flexible);
        n += 1;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        let outer = w.begin_struct("DescribeConfigsSynonym");
        w.string("Name", self.name, flexible)?;
        w.nullable_string("Value", self.value, flexible, true, version)?;
        w.int8(self.source)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for DescribeConfigsSynonym<'a> {
    const TYPE_NAME: &'static str = "DescribeConfigsSynonym";
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

    impl<'a> Sample<'a> for DescribeConfigsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeConfigsRequest {
                resources: g.array(|g| DescribeConfigsResource::sample(g, version)),
                include_synonyms: g.bool(),
                include_documentation: if version >= 3 { g.bool() } else { false },
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeConfigsResource<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeConfigsResource {
                resource_type: g.int8(),
                resource_name: g.string(),
                configuration_keys: g.maybe(true, |g| g.array(|g| g.string())),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeConfigsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeConfigsResponse {
                throttle_time_ms: g.int32(),
                results: g.array(|g| DescribeConfigsResult::sample(g, version)),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeConfigsResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeConfigsResult {
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                resource_type: g.int8(),
                resource_name: g.string(),
                configs: g.array(|g| DescribeConfigsResourceResult::sample(g, version)),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeConfigsResourceResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeConfigsResourceResult {
                name: g.string(),
                value: g.maybe(true, |g| g.string()),
                read_only: g.bool(),
                config_source: g.int8(),
                is_sensitive: g.bool(),
                synonyms: g.array(|g| DescribeConfigsSynonym::sample(g, version)),
                config_type: if version >= 3 { g.int8() } else { 0 },
                documentation: if version >= 3 {
                    g.maybe(true, |g| g.string())
                } else {
                    Some("")
                },
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeConfigsSynonym<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeConfigsSynonym {
                name: g.string(),
                value: g.maybe(true, |g| g.string()),
                source: g.int8(),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

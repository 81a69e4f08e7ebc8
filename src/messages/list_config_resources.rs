//! Generated from `ListConfigResourcesRequest.json` and `ListConfigResourcesResponse.json` by `codegen`; do not edit.
//!
//! ListConfigResources, API key 74: requests in versions 0-1, responses in versions 0-1; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The ListConfigResources request: versions 0-1, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListConfigResourcesRequest<'a> {
    /// `[]int8`, versions 1+.
    pub resource_types: Array<'a, i8>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListConfigResourcesRequest<'_> {
    fn default() -> Self {
        ListConfigResourcesRequest {
            resource_types: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ListConfigResourcesRequest<'a> {
    const NAME: &'static str = "ListConfigResourcesRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(74));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for ListConfigResourcesRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ListConfigResourcesRequest");
        let mut this = ListConfigResourcesRequest {
            resource_types: if version >= 1 {
                r.array("ResourceTypes", version, flexible)?
            } else {
                Array::empty()
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

impl Encode for ListConfigResourcesRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        if version >= 1 {
            n += self.resource_types.encoded_len(version, flexible);
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
        let outer = w.begin_struct("ListConfigResourcesRequest");
        if version >= 1 {
            self.resource_types
                .encode(w, "ResourceTypes", version, flexible)?;
        } else if !self.resource_types.is_empty() {
            return Err(w.not_in_version("ResourceTypes", version));
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

/// The ListConfigResources response: versions 0-1, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListConfigResourcesResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `[]ConfigResource`, versions 0+.
    pub config_resources: Array<'a, ConfigResource<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListConfigResourcesResponse<'_> {
    fn default() -> Self {
        ListConfigResourcesResponse {
            throttle_time_ms: 0,
            error_code: 0,
            config_resources: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ListConfigResourcesResponse<'a> {
    const NAME: &'static str = "ListConfigResourcesResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(74));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for ListConfigResourcesResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ListConfigResourcesResponse");
        let mut this = ListConfigResourcesResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            config_resources: r.array("ConfigResources", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ListConfigResourcesResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += self.config_resources.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ListConfigResourcesResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        self.config_resources
            .encode(w, "ConfigResources", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `ListConfigResourcesResponse.ConfigResources`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ConfigResource<'a> {
    /// `string`, versions 0+.
    pub resource_name: &'a str,
    /// `int8`, versions 1+, ignorable; default 16.
    pub resource_type: i8,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ConfigResource<'_> {
    fn default() -> Self {
        ConfigResource {
            resource_name: "",
            resource_type: 16,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ConfigResource<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("ConfigResource");
        let mut this = ConfigResource {
            resource_name: r.string("ResourceName", flexible)?,
            resource_type: if version >= 1 {
                r.int8("ResourceType")?
            } else {
                16
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
        let flexible = true;
        let outer = r.begin_struct("ConfigResource");
        r.skip_string("ResourceName", flexible, false)?;
        if version >= 1 {
            r.skip_fixed("ResourceType", 1)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ConfigResource<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.resource_name, flexible);
        if version >= 1 {
            n += 1;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("ConfigResource");
        w.string("ResourceName", self.resource_name, flexible)?;
        if version >= 1 {
            w.int8(self.resource_type)?;
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

impl<'a> Element<'a> for ConfigResource<'a> {
    const TYPE_NAME: &'static str = "ConfigResource";
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

    impl<'a> Sample<'a> for ListConfigResourcesRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ListConfigResourcesRequest {
                resource_types: if version >= 1 {
                    g.array(|g| g.int8())
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

    impl<'a> Sample<'a> for ListConfigResourcesResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ListConfigResourcesResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                config_resources: g.array(|g| ConfigResource::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ConfigResource<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ConfigResource {
                resource_name: g.string(),
                resource_type: if version >= 1 { g.int8() } else { 16 },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

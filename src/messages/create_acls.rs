//! Generated from `CreateAclsRequest.json` and `CreateAclsResponse.json` by `codegen`; do not edit.
//!
//! CreateAcls, API key 30: requests in versions 0-3, responses in versions 0-3; flexible from version 2.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The CreateAcls request: versions 0-3, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct CreateAclsRequest<'a> {
    /// `[]AclCreation`, versions 0+.
    pub creations: Array<'a, AclCreation<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for CreateAclsRequest<'_> {
    fn default() -> Self {
        CreateAclsRequest {
            creations: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for CreateAclsRequest<'a> {
    const NAME: &'static str = "CreateAclsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(30));
    const VERSIONS: VersionRange = VersionRange::new(0, 3);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for CreateAclsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("CreateAclsRequest");
        let mut this = CreateAclsRequest {
            creations: r.array("Creations", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for CreateAclsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += self.creations.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("CreateAclsRequest");
        self.creations.encode(w, "Creations", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `CreateAclsRequest.Creations`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AclCreation<'a> {
    /// `int8`, versions 0+.
    pub resource_type: i8,
    /// `string`, versions 0+.
    pub resource_name: &'a str,
    /// `int8`, versions 1+; default 3.
    pub resource_pattern_type: i8,
    /// `string`, versions 0+.
    pub principal: &'a str,
    /// `string`, versions 0+.
    pub host: &'a str,
    /// `int8`, versions 0+.
    pub operation: i8,
    /// `int8`, versions 0+.
    pub permission_type: i8,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AclCreation<'_> {
    fn default() -> Self {
        AclCreation {
            resource_type: 0,
            resource_name: "",
            resource_pattern_type: 3,
            principal: "",
            host: "",
            operation: 0,
            permission_type: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AclCreation<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("AclCreation");
        let mut this = AclCreation {
            resource_type: r.int8("ResourceType")?,
            resource_name: r.string("ResourceName", flexible)?,
            resource_pattern_type: if version >= 1 {
                r.int8("ResourcePatternType")?
            } else {
                3
            },
            principal: r.string("Principal", flexible)?,
            host: r.string("Host", flexible)?,
            operation: r.int8("Operation")?,
            permission_type: r.int8("PermissionType")?,
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
        let flexible = version >= 2;
        let outer = r.begin_struct("AclCreation");
        r.skip_fixed("ResourceType", 1)?;
        r.skip_string("ResourceName", flexible, false)?;
        if version >= 1 {
            r.skip_fixed("ResourcePatternType", 1)?;
        }
        r.skip_string("Principal", flexible, false)?;
        r.skip_string("Host", flexible, false)?;
        r.skip_fixed_run(&[("Operation", 1), ("PermissionType", 1)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for AclCreation<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 1;
        n += len::string(self.resource_name, flexible);
        if version >= 1 {
            n += 1;
        }
        n += len::string(self.principal, flexible);
        n += len::string(self.host, flexible);
        n += 1;
        n += 1;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        let outer = w.begin_struct("AclCreation");
        w.int8(self.resource_type)?;
        w.string("ResourceName", self.resource_name, flexible)?;
        if version >= 1 {
            w.int8(self.resource_pattern_type)?;
        } else if self.resource_pattern_type != 3 {
            return Err(w.not_in_version("ResourcePatternType", version));
        }
        w.string("Principal", self.principal, flexible)?;
        w.string("Host", self.host, flexible)?;
        w.int8(self.operation)?;
        w.int8(self.permission_type)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for AclCreation<'a> {
    const TYPE_NAME: &'static str = "AclCreation";
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

/// The CreateAcls response: versions 0-3, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct CreateAclsResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `[]AclCreationResult`, versions 0+.
    pub results: Array<'a, AclCreationResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for CreateAclsResponse<'_> {
    fn default() -> Self {
        CreateAclsResponse {
            throttle_time_ms: 0,
            results: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for CreateAclsResponse<'a> {
    const NAME: &'static str = "CreateAclsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(30));
    const VERSIONS: VersionRange = VersionRange::new(0, 3);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for CreateAclsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("CreateAclsResponse");
        let mut this = CreateAclsResponse {
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

impl Encode for CreateAclsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
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
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("CreateAclsResponse");
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

/// An element of `CreateAclsResponse.Results`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AclCreationResult<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub error_message: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AclCreationResult<'_> {
    fn default() -> Self {
        AclCreationResult {
            error_code: 0,
            error_message: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AclCreationResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("AclCreationResult");
        let mut this = AclCreationResult {
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

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("AclCreationResult");
        r.skip_fixed("ErrorCode", 2)?;
        r.skip_string("ErrorMessage", flexible, true)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for AclCreationResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        let outer = w.begin_struct("AclCreationResult");
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

impl<'a> Element<'a> for AclCreationResult<'a> {
    const TYPE_NAME: &'static str = "AclCreationResult";
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

    impl<'a> Sample<'a> for CreateAclsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            CreateAclsRequest {
                creations: g.array(|g| AclCreation::sample(g, version)),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AclCreation<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AclCreation {
                resource_type: g.int8(),
                resource_name: g.string(),
                resource_pattern_type: if version >= 1 { g.int8() } else { 3 },
                principal: g.string(),
                host: g.string(),
                operation: g.int8(),
                permission_type: g.int8(),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for CreateAclsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            CreateAclsResponse {
                throttle_time_ms: g.int32(),
                results: g.array(|g| AclCreationResult::sample(g, version)),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AclCreationResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AclCreationResult {
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

//! Generated from `DescribeAclsRequest.json` and `DescribeAclsResponse.json` by `codegen`; do not edit.
//!
//! DescribeAcls, API key 29: requests in versions 0-3, responses in versions 0-3; flexible from version 2.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The DescribeAcls request: versions 0-3, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeAclsRequest<'a> {
    /// `int8`, versions 0+.
    pub resource_type_filter: i8,
    /// `string`, versions 0+, nullable in 0+.
    pub resource_name_filter: Option<&'a str>,
    /// `int8`, versions 1+; default 3.
    pub pattern_type_filter: i8,
    /// `string`, versions 0+, nullable in 0+.
    pub principal_filter: Option<&'a str>,
    /// `string`, versions 0+, nullable in 0+.
    pub host_filter: Option<&'a str>,
    /// `int8`, versions 0+.
    pub operation: i8,
    /// `int8`, versions 0+.
    pub permission_type: i8,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeAclsRequest<'_> {
    fn default() -> Self {
        DescribeAclsRequest {
            resource_type_filter: 0,
            resource_name_filter: Some(""),
            pattern_type_filter: 3,
            principal_filter: Some(""),
            host_filter: Some(""),
            operation: 0,
            permission_type: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeAclsRequest<'a> {
    const NAME: &'static str = "DescribeAclsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(29));
    const VERSIONS: VersionRange = VersionRange::new(0, 3);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for DescribeAclsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeAclsRequest");
        let mut this = DescribeAclsRequest {
            resource_type_filter: r.int8("ResourceTypeFilter")?,
            resource_name_filter: r.nullable_string("ResourceNameFilter", flexible, true)?,
            pattern_type_filter: if version >= 1 {
                r.int8("PatternTypeFilter")?
            } else {
                3
            },
            principal_filter: r.nullable_string("PrincipalFilter", flexible, true)?,
            host_filter: r.nullable_string("HostFilter", flexible, true)?,
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
}

impl Encode for DescribeAclsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 1;
        n += len::nullable_string(self.resource_name_filter, flexible);
        if version >= 1 {
            n += 1;
        }
        n += len::nullable_string(self.principal_filter, flexible);
        n += len::nullable_string(self.host_filter, flexible);
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
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeAclsRequest");
        w.int8(self.resource_type_filter)?;
        w.nullable_string(
            "ResourceNameFilter",
            self.resource_name_filter,
            flexible,
            true,
            version,
        )?;
        if version >= 1 {
            w.int8(self.pattern_type_filter)?;
        } else if self.pattern_type_filter != 3 {
            return Err(w.not_in_version("PatternTypeFilter", version));
        }
        w.nullable_string(
            "PrincipalFilter",
            self.principal_filter,
            flexible,
            true,
            version,
        )?;
        w.nullable_string("HostFilter", self.host_filter, flexible, true, version)?;
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

/// The DescribeAcls response: versions 0-3, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeAclsResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub error_message: Option<&'a str>,
    /// `[]DescribeAclsResource`, versions 0+.
    pub resources: Array<'a, DescribeAclsResource<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeAclsResponse<'_> {
    fn default() -> Self {
        DescribeAclsResponse {
            throttle_time_ms: 0,
            error_code: 0,
            error_message: Some(""),
            resources: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeAclsResponse<'a> {
    const NAME: &'static str = "DescribeAclsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(29));
    const VERSIONS: VersionRange = VersionRange::new(0, 3);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for DescribeAclsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeAclsResponse");
        let mut this = DescribeAclsResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            resources: r.array("Resources", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeAclsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 4;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        n += self.resources.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeAclsResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        self.resources.encode(w, "Resources", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DescribeAclsResponse.Resources`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeAclsResource<'a> {
    /// `int8`, versions 0+.
    pub resource_type: i8,
    /// `string`, versions 0+.
    pub resource_name: &'a str,
    /// `int8`, versions 1+; default 3.
    pub pattern_type: i8,
    /// `[]AclDescription`, versions 0+.
    pub acls: Array<'a, AclDescription<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeAclsResource<'_> {
    fn default() -> Self {
        DescribeAclsResource {
            resource_type: 0,
            resource_name: "",
            pattern_type: 3,
            acls: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeAclsResource<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DescribeAclsResource");
        let mut this = DescribeAclsResource {
            resource_type: r.int8("ResourceType")?,
            resource_name: r.string("ResourceName", flexible)?,
            pattern_type: if version >= 1 {
                r.int8("PatternType")?
            } else {
                3
            },
            acls: r.array("Acls", version, flexible)?,
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
        let outer = r.begin_struct("DescribeAclsResource");
        r.skip_fixed("ResourceType", 1)?;
        r.skip_string("ResourceName", flexible, false)?;
        if version >= 1 {
            r.skip_fixed("PatternType", 1)?;
        }
        r.skip_array::<AclDescription<'a>>("Acls", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeAclsResource<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 1;
        n += len::string(self.resource_name, flexible);
        if version >= 1 {
            n += 1;
        }
        n += self.acls.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        let outer = w.begin_struct("DescribeAclsResource");
        w.int8(self.resource_type)?;
        w.string("ResourceName", self.resource_name, flexible)?;
        if version >= 1 {
            w.int8(self.pattern_type)?;
        } else if self.pattern_type != 3 {
            return Err(w.not_in_version("PatternType", version));
        }
        self.acls.encode(w, "Acls", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for DescribeAclsResource<'a> {
    const TYPE_NAME: &'static str = "DescribeAclsResource";
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

/// An element of `DescribeAclsResource.Acls`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AclDescription<'a> {
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

impl Default for AclDescription<'_> {
    fn default() -> Self {
        AclDescription {
            principal: "",
            host: "",
            operation: 0,
            permission_type: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AclDescription<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("AclDescription");
        let mut this = AclDescription {
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
        let outer = r.begin_struct("AclDescription");
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

impl Encode for AclDescription<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
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
        let outer = w.begin_struct("AclDescription");
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

impl<'a> Element<'a> for AclDescription<'a> {
    const TYPE_NAME: &'static str = "AclDescription";
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

    impl<'a> Sample<'a> for DescribeAclsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeAclsRequest {
                resource_type_filter: g.int8(),
                resource_name_filter: g.maybe(true, |g| g.string()),
                pattern_type_filter: if version >= 1 { g.int8() } else { 3 },
                principal_filter: g.maybe(true, |g| g.string()),
                host_filter: g.maybe(true, |g| g.string()),
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

    impl<'a> Sample<'a> for DescribeAclsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeAclsResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                resources: g.array(|g| DescribeAclsResource::sample(g, version)),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeAclsResource<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeAclsResource {
                resource_type: g.int8(),
                resource_name: g.string(),
                pattern_type: if version >= 1 { g.int8() } else { 3 },
                acls: g.array(|g| AclDescription::sample(g, version)),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AclDescription<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AclDescription {
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
}

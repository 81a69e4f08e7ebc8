//! Generated from `DeleteAclsRequest.json` and `DeleteAclsResponse.json` by `codegen`; do not edit.
//!
//! DeleteAcls, API key 31: requests in versions 0-3, responses in versions 0-3; flexible from version 2.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The DeleteAcls request: versions 0-3, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DeleteAclsRequest<'a> {
    /// `[]DeleteAclsFilter`, versions 0+.
    pub filters: Array<'a, DeleteAclsFilter<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DeleteAclsRequest<'_> {
    fn default() -> Self {
        DeleteAclsRequest {
            filters: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DeleteAclsRequest<'a> {
    const NAME: &'static str = "DeleteAclsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(31));
    const VERSIONS: VersionRange = VersionRange::new(0, 3);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for DeleteAclsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DeleteAclsRequest");
        let mut this = DeleteAclsRequest {
            filters: r.array("Filters", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DeleteAclsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += self.filters.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DeleteAclsRequest");
        self.filters.encode(w, "Filters", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DeleteAclsRequest.Filters`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DeleteAclsFilter<'a> {
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

impl Default for DeleteAclsFilter<'_> {
    fn default() -> Self {
        DeleteAclsFilter {
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

impl<'a> Decode<'a> for DeleteAclsFilter<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DeleteAclsFilter");
        let mut this = DeleteAclsFilter {
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

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DeleteAclsFilter");
        r.skip_fixed("ResourceTypeFilter", 1)?;
        r.skip_string("ResourceNameFilter", flexible, true)?;
        if version >= 1 {
            r.skip_fixed("PatternTypeFilter", 1)?;
        }
        r.skip_string("PrincipalFilter", flexible, true)?;
        r.skip_string("HostFilter", flexible, true)?;
        r.skip_fixed_run(&[("Operation", 1), ("PermissionType", 1)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DeleteAclsFilter<'_> {
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
        let outer = w.begin_struct("DeleteAclsFilter");
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

impl<'a> Element<'a> for DeleteAclsFilter<'a> {
    const TYPE_NAME: &'static str = "DeleteAclsFilter";
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

/// The DeleteAcls response: versions 0-3, flexible from version 2.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DeleteAclsResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `[]DeleteAclsFilterResult`, versions 0+.
    pub filter_results: Array<'a, DeleteAclsFilterResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DeleteAclsResponse<'_> {
    fn default() -> Self {
        DeleteAclsResponse {
            throttle_time_ms: 0,
            filter_results: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DeleteAclsResponse<'a> {
    const NAME: &'static str = "DeleteAclsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(31));
    const VERSIONS: VersionRange = VersionRange::new(0, 3);
    const FLEXIBLE_FROM: Option<i16> = Some(2);
}

impl<'a> Decode<'a> for DeleteAclsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DeleteAclsResponse");
        let mut this = DeleteAclsResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            filter_results: r.array("FilterResults", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DeleteAclsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 4;
        n += self.filter_results.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DeleteAclsResponse");
        w.int32(self.throttle_time_ms)?;
        self.filter_results
            .encode(w, "FilterResults", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DeleteAclsResponse.FilterResults`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DeleteAclsFilterResult<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub error_message: Option<&'a str>,
    /// `[]DeleteAclsMatchingAcl`, versions 0+.
    pub matching_acls: Array<'a, DeleteAclsMatchingAcl<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DeleteAclsFilterResult<'_> {
    fn default() -> Self {
        DeleteAclsFilterResult {
            error_code: 0,
            error_message: Some(""),
            matching_acls: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DeleteAclsFilterResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DeleteAclsFilterResult");
        let mut this = DeleteAclsFilterResult {
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            matching_acls: r.array("MatchingAcls", version, flexible)?,
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
        let outer = r.begin_struct("DeleteAclsFilterResult");
        r.skip_fixed("ErrorCode", 2)?;
        r.skip_string("ErrorMessage", flexible, true)?;
        r.skip_array::<DeleteAclsMatchingAcl<'a>>("MatchingAcls", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DeleteAclsFilterResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        n += self.matching_acls.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 2;
        let outer = w.begin_struct("DeleteAclsFilterResult");
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        self.matching_acls
            .encode(w, "MatchingAcls", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for DeleteAclsFilterResult<'a> {
    const TYPE_NAME: &'static str = "DeleteAclsFilterResult";
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

/// An element of `DeleteAclsFilterResult.MatchingAcls`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DeleteAclsMatchingAcl<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub error_message: Option<&'a str>,
    /// `int8`, versions 0+.
    pub resource_type: i8,
    /// `string`, versions 0+.
    pub resource_name: &'a str,
    /// `int8`, versions 1+; default 3.
    pub pattern_type: i8,
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

impl Default for DeleteAclsMatchingAcl<'_> {
    fn default() -> Self {
        DeleteAclsMatchingAcl {
            error_code: 0,
            error_message: Some(""),
            resource_type: 0,
            resource_name: "",
            pattern_type: 3,
            principal: "",
            host: "",
            operation: 0,
            permission_type: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DeleteAclsMatchingAcl<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 2;
        let outer = r.begin_struct("DeleteAclsMatchingAcl");
        let mut this = DeleteAclsMatchingAcl {
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            resource_type: r.int8("ResourceType")?,
            resource_name: r.string("ResourceName", flexible)?,
            pattern_type: if version >= 1 {
                r.int8("PatternType")?
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
        let outer = r.begin_struct("DeleteAclsMatchingAcl");
        r.skip_fixed("ErrorCode", 2)?;
        r.skip_string("ErrorMessage", flexible, true)?;
        r.skip_fixed("ResourceType", 1)?;
        r.skip_string("ResourceName", flexible, false)?;
        if version >= 1 {
            r.skip_fixed("PatternType", 1)?;
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

impl Encode for DeleteAclsMatchingAcl<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 2;
        let mut n = 0;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
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
        let outer = w.begin_struct("DeleteAclsMatchingAcl");
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        w.int8(self.resource_type)?;
        w.string("ResourceName", self.resource_name, flexible)?;
        if version >= 1 {
            w.int8(self.pattern_type)?;
        } else if self.pattern_type != 3 {
            return Err(w.not_in_version("PatternType", version));
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

impl<'a> Element<'a> for DeleteAclsMatchingAcl<'a> {
    const TYPE_NAME: &'static str = "DeleteAclsMatchingAcl";
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

    impl<'a> Sample<'a> for DeleteAclsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DeleteAclsRequest {
                filters: g.array(|g| DeleteAclsFilter::sample(g, version)),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DeleteAclsFilter<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DeleteAclsFilter {
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

    impl<'a> Sample<'a> for DeleteAclsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DeleteAclsResponse {
                throttle_time_ms: g.int32(),
                filter_results: g.array(|g| DeleteAclsFilterResult::sample(g, version)),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DeleteAclsFilterResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DeleteAclsFilterResult {
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                matching_acls: g.array(|g| DeleteAclsMatchingAcl::sample(g, version)),
                unknown_tagged_fields: if version >= 2 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DeleteAclsMatchingAcl<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DeleteAclsMatchingAcl {
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                resource_type: g.int8(),
                resource_name: g.string(),
                pattern_type: if version >= 1 { g.int8() } else { 3 },
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

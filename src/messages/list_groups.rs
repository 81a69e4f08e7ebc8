//! Generated from `ListGroupsRequest.json` and `ListGroupsResponse.json` by `codegen`; do not edit.
//!
//! ListGroups, API key 16: requests in versions 0-5, responses in versions 0-5; flexible from version 3.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The ListGroups request: versions 0-5, flexible from version 3.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListGroupsRequest<'a> {
    /// `[]string`, versions 4+.
    pub states_filter: Array<'a, &'a str>,
    /// `[]string`, versions 5+.
    pub types_filter: Array<'a, &'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListGroupsRequest<'_> {
    fn default() -> Self {
        ListGroupsRequest {
            states_filter: Array::empty(),
            types_filter: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ListGroupsRequest<'a> {
    const NAME: &'static str = "ListGroupsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(16));
    const VERSIONS: VersionRange = VersionRange::new(0, 5);
    const FLEXIBLE_FROM: Option<i16> = Some(3);
}

impl<'a> Decode<'a> for ListGroupsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ListGroupsRequest");
        let mut this = ListGroupsRequest {
            states_filter: if version >= 4 {
                r.array("StatesFilter", version, flexible)?
            } else {
                Array::empty()
            },
            types_filter: if version >= 5 {
                r.array("TypesFilter", version, flexible)?
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

impl Encode for ListGroupsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        if version >= 4 {
            n += self.states_filter.encoded_len(version, flexible);
        }
        if version >= 5 {
            n += self.types_filter.encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ListGroupsRequest");
        if version >= 4 {
            self.states_filter
                .encode(w, "StatesFilter", version, flexible)?;
        } else if !self.states_filter.is_empty() {
            return Err(w.not_in_version("StatesFilter", version));
        }
        if version >= 5 {
            self.types_filter
                .encode(w, "TypesFilter", version, flexible)?;
        } else if !self.types_filter.is_empty() {
            return Err(w.not_in_version("TypesFilter", version));
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

/// The ListGroups response: versions 0-5, flexible from version 3.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListGroupsResponse<'a> {
    /// `int32`, versions 1+, ignorable.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `[]ListedGroup`, versions 0+.
    pub groups: Array<'a, ListedGroup<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListGroupsResponse<'_> {
    fn default() -> Self {
        ListGroupsResponse {
            throttle_time_ms: 0,
            error_code: 0,
            groups: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ListGroupsResponse<'a> {
    const NAME: &'static str = "ListGroupsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(16));
    const VERSIONS: VersionRange = VersionRange::new(0, 5);
    const FLEXIBLE_FROM: Option<i16> = Some(3);
}

impl<'a> Decode<'a> for ListGroupsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ListGroupsResponse");
        let mut this = ListGroupsResponse {
            throttle_time_ms: if version >= 1 {
                r.int32("ThrottleTimeMs")?
            } else {
                0
            },
            error_code: r.int16("ErrorCode")?,
            groups: r.array("Groups", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ListGroupsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        if version >= 1 {
            n += 4;
        }
        n += 2;
        n += self.groups.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ListGroupsResponse");
        if version >= 1 {
            w.int32(self.throttle_time_ms)?;
        }
        w.int16(self.error_code)?;
        self.groups.encode(w, "Groups", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `ListGroupsResponse.Groups`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListedGroup<'a> {
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// `string`, versions 0+.
    pub protocol_type: &'a str,
    /// `string`, versions 4+, ignorable.
    pub group_state: &'a str,
    /// `string`, versions 5+, ignorable.
    pub group_type: &'a str,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListedGroup<'_> {
    fn default() -> Self {
        ListedGroup {
            group_id: "",
            protocol_type: "",
            group_state: "",
            group_type: "",
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ListedGroup<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        let outer = r.begin_struct("ListedGroup");
        let mut this = ListedGroup {
            group_id: r.string("GroupId", flexible)?,
            protocol_type: r.string("ProtocolType", flexible)?,
            group_state: if version >= 4 {
                r.string("GroupState", flexible)?
            } else {
                ""
            },
            group_type: if version >= 5 {
                r.string("GroupType", flexible)?
            } else {
                ""
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
        let flexible = version >= 3;
        let outer = r.begin_struct("ListedGroup");
        r.skip_string("GroupId", flexible, false)?;
        r.skip_string("ProtocolType", flexible, false)?;
        if version >= 4 {
            r.skip_string("GroupState", flexible, false)?;
        }
        if version >= 5 {
            r.skip_string("GroupType", flexible, false)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ListedGroup<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        n += len::string(self.group_id, flexible);
        n += len::string(self.protocol_type, flexible);
        if version >= 4 {
            n += len::string(self.group_state, flexible);
        }
        if version >= 5 {
            n += len::string(self.group_type, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        let outer = w.begin_struct("ListedGroup");
        w.string("GroupId", self.group_id, flexible)?;
        w.string("ProtocolType", self.protocol_type, flexible)?;
        if version >= 4 {
            w.string("GroupState", self.group_state, flexible)?;
        }
        if version >= 5 {
            w.string("GroupType", self.group_type, flexible)?;
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

impl<'a> Element<'a> for ListedGroup<'a> {
    const TYPE_NAME: &'static str = "ListedGroup";
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

    impl<'a> Sample<'a> for ListGroupsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ListGroupsRequest {
                states_filter: if version >= 4 {
                    g.array(|g| g.string())
                } else {
                    Array::empty()
                },
                types_filter: if version >= 5 {
                    g.array(|g| g.string())
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ListGroupsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ListGroupsResponse {
                throttle_time_ms: if version >= 1 { g.int32() } else { 0 },
                error_code: g.int16(),
                groups: g.array(|g| ListedGroup::sample(g, version)),
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ListedGroup<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ListedGroup {
                group_id: g.string(),
                protocol_type: g.string(),
                group_state: if version >= 4 { g.string() } else { "" },
                group_type: if version >= 5 { g.string() } else { "" },
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

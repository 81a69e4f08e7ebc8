//! Generated from `OffsetFetchRequest.json` and `OffsetFetchResponse.json` by `codegen`; do not edit.
//!
//! OffsetFetch, API key 9: requests in versions 0-9, responses in versions 0-10; flexible from version 6.

use crate::{
    check_decode_version, check_encode_version, encode_nullable, len, nullable_len, ApiKey, Array,
    Decode, DecodeError, Element, Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen,
    TaggedWriter, Trace, Uuid, VersionRange, Writer,
};

/// The OffsetFetch request: versions 0-9, flexible from version 6.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetFetchRequest<'a> {
    /// `string`, versions 0-7.
    pub group_id: &'a str,
    /// `[]OffsetFetchRequestTopic`, versions 0-7, nullable in 2-7.
    pub topics: Option<Array<'a, OffsetFetchRequestTopic<'a>>>,
    /// `[]OffsetFetchRequestGroup`, versions 8+.
    pub groups: Array<'a, OffsetFetchRequestGroup<'a>>,
    /// `bool`, versions 7+; default false.
    pub require_stable: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetFetchRequest<'_> {
    fn default() -> Self {
        OffsetFetchRequest {
            group_id: "",
            topics: Some(Array::empty()),
            groups: Array::empty(),
            require_stable: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for OffsetFetchRequest<'a> {
    const NAME: &'static str = "OffsetFetchRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(9));
    const VERSIONS: VersionRange = VersionRange::new(0, 9);
    const FLEXIBLE_FROM: Option<i16> = Some(6);
}

impl<'a> Decode<'a> for OffsetFetchRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("OffsetFetchRequest");
        let mut this = OffsetFetchRequest {
            group_id: if version <= 7 {
                r.string("GroupId", flexible)?
            } else {
                ""
            },
            topics: if version <= 7 {
                r.nullable_array("Topics", version, flexible, version >= 2)?
            } else {
                Some(Array::empty())
            },
            groups: if version >= 8 {
                r.array("Groups", version, flexible)?
            } else {
                Array::empty()
            },
            require_stable: if version >= 7 {
                r.bool("RequireStable")?
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

impl Encode for OffsetFetchRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        if version <= 7 {
            n += len::string(self.group_id, flexible);
        }
        if version <= 7 {
            n += nullable_len(&self.topics, version, flexible);
        }
        if version >= 8 {
            n += self.groups.encoded_len(version, flexible);
        }
        if version >= 7 {
            n += 1;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("OffsetFetchRequest");
        if version <= 7 {
            w.string("GroupId", self.group_id, flexible)?;
        } else if self.group_id != "" {
            return Err(w.not_in_version("GroupId", version));
        }
        if version <= 7 {
            encode_nullable(&self.topics, w, "Topics", version, flexible, version >= 2)?;
        } else if !self.topics.is_some_and(|v| v.is_empty()) {
            return Err(w.not_in_version("Topics", version));
        }
        if version >= 8 {
            self.groups.encode(w, "Groups", version, flexible)?;
        } else if !self.groups.is_empty() {
            return Err(w.not_in_version("Groups", version));
        }
        if version >= 7 {
            w.bool(self.require_stable)?;
        } else if self.require_stable != false {
            return Err(w.not_in_version("RequireStable", version));
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

/// An element of `OffsetFetchRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetFetchRequestTopic<'a> {
    /// `string`, versions 0-7.
    pub name: &'a str,
    /// `[]int32`, versions 0-7.
    pub partition_indexes: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetFetchRequestTopic<'_> {
    fn default() -> Self {
        OffsetFetchRequestTopic {
            name: "",
            partition_indexes: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OffsetFetchRequestTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchRequestTopic");
        let mut this = OffsetFetchRequestTopic {
            name: if version <= 7 {
                r.string("Name", flexible)?
            } else {
                ""
            },
            partition_indexes: if version <= 7 {
                r.array("PartitionIndexes", version, flexible)?
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

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchRequestTopic");
        if version <= 7 {
            r.skip_string("Name", flexible, false)?;
        }
        if version <= 7 {
            r.skip_array::<i32>("PartitionIndexes", version, flexible, false)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetFetchRequestTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        if version <= 7 {
            n += len::string(self.name, flexible);
        }
        if version <= 7 {
            n += self.partition_indexes.encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        let outer = w.begin_struct("OffsetFetchRequestTopic");
        if version <= 7 {
            w.string("Name", self.name, flexible)?;
        } else if self.name != "" {
            return Err(w.not_in_version("Name", version));
        }
        if version <= 7 {
            self.partition_indexes
                .encode(w, "PartitionIndexes", version, flexible)?;
        } else if !self.partition_indexes.is_empty() {
            return Err(w.not_in_version("PartitionIndexes", version));
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

impl<'a> Element<'a> for OffsetFetchRequestTopic<'a> {
    const TYPE_NAME: &'static str = "OffsetFetchRequestTopic";
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

/// An element of `OffsetFetchRequest.Groups`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetFetchRequestGroup<'a> {
    /// `string`, versions 8+.
    pub group_id: &'a str,
    /// `string`, versions 9+, nullable in 9+, ignorable; default null.
    pub member_id: Option<&'a str>,
    /// `int32`, versions 9+, ignorable; default -1.
    pub member_epoch: i32,
    /// `[]OffsetFetchRequestTopics`, versions 8+, nullable in 8+.
    pub topics: Option<Array<'a, OffsetFetchRequestTopics<'a>>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetFetchRequestGroup<'_> {
    fn default() -> Self {
        OffsetFetchRequestGroup {
            group_id: "",
            member_id: None,
            member_epoch: -1,
            topics: Some(Array::empty()),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OffsetFetchRequestGroup<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchRequestGroup");
        let mut this = OffsetFetchRequestGroup {
            group_id: if version >= 8 {
                r.string("GroupId", flexible)?
            } else {
                ""
            },
            member_id: if version >= 9 {
                r.nullable_string("MemberId", flexible, true)?
            } else {
                None
            },
            member_epoch: if version >= 9 {
                r.int32("MemberEpoch")?
            } else {
                -1
            },
            topics: if version >= 8 {
                r.nullable_array("Topics", version, flexible, true)?
            } else {
                Some(Array::empty())
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
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchRequestGroup");
        if version >= 8 {
            r.skip_string("GroupId", flexible, false)?;
        }
        if version >= 9 {
            r.skip_string("MemberId", flexible, true)?;
        }
        if version >= 9 {
            r.skip_fixed("MemberEpoch", 4)?;
        }
        if version >= 8 {
            r.skip_array::<OffsetFetchRequestTopics<'a>>("Topics", version, flexible, true)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetFetchRequestGroup<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        if version >= 8 {
            n += len::string(self.group_id, flexible);
        }
        if version >= 9 {
            n += len::nullable_string(self.member_id, flexible);
        }
        if version >= 9 {
            n += 4;
        }
        if version >= 8 {
            n += nullable_len(&self.topics, version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        let outer = w.begin_struct("OffsetFetchRequestGroup");
        if version >= 8 {
            w.string("GroupId", self.group_id, flexible)?;
        } else if self.group_id != "" {
            return Err(w.not_in_version("GroupId", version));
        }
        if version >= 9 {
            w.nullable_string("MemberId", self.member_id, flexible, true, version)?;
        }
        if version >= 9 {
            w.int32(self.member_epoch)?;
        }
        if version >= 8 {
            encode_nullable(&self.topics, w, "Topics", version, flexible, true)?;
        } else if !self.topics.is_some_and(|v| v.is_empty()) {
            return Err(w.not_in_version("Topics", version));
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

impl<'a> Element<'a> for OffsetFetchRequestGroup<'a> {
    const TYPE_NAME: &'static str = "OffsetFetchRequestGroup";
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

/// An element of `OffsetFetchRequestGroup.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetFetchRequestTopics<'a> {
    /// `string`, versions 8+, ignorable.
    pub name: &'a str,
    /// `[]int32`, versions 8+.
    pub partition_indexes: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetFetchRequestTopics<'_> {
    fn default() -> Self {
        OffsetFetchRequestTopics {
            name: "",
            partition_indexes: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OffsetFetchRequestTopics<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchRequestTopics");
        let mut this = OffsetFetchRequestTopics {
            name: if version >= 8 {
                r.string("Name", flexible)?
            } else {
                ""
            },
            partition_indexes: if version >= 8 {
                r.array("PartitionIndexes", version, flexible)?
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

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchRequestTopics");
        if version >= 8 {
            r.skip_string("Name", flexible, false)?;
        }
        if version >= 8 {
            r.skip_array::<i32>("PartitionIndexes", version, flexible, false)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetFetchRequestTopics<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        if version >= 8 {
            n += len::string(self.name, flexible);
        }
        if version >= 8 {
            n += self.partition_indexes.encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        let outer = w.begin_struct("OffsetFetchRequestTopics");
        if version >= 8 {
            w.string("Name", self.name, flexible)?;
        }
        if version >= 8 {
            self.partition_indexes
                .encode(w, "PartitionIndexes", version, flexible)?;
        } else if !self.partition_indexes.is_empty() {
            return Err(w.not_in_version("PartitionIndexes", version));
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

impl<'a> Element<'a> for OffsetFetchRequestTopics<'a> {
    const TYPE_NAME: &'static str = "OffsetFetchRequestTopics";
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

/// The OffsetFetch response: versions 0-10, flexible from version 6.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetFetchResponse<'a> {
    /// `int32`, versions 3+, ignorable.
    pub throttle_time_ms: i32,
    /// `[]OffsetFetchResponseTopic`, versions 0-7.
    pub topics: Array<'a, OffsetFetchResponseTopic<'a>>,
    /// `int16`, versions 2-7, ignorable; default 0.
    pub error_code: i16,
    /// `[]OffsetFetchResponseGroup`, versions 8+.
    pub groups: Array<'a, OffsetFetchResponseGroup<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetFetchResponse<'_> {
    fn default() -> Self {
        OffsetFetchResponse {
            throttle_time_ms: 0,
            topics: Array::empty(),
            error_code: 0,
            groups: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for OffsetFetchResponse<'a> {
    const NAME: &'static str = "OffsetFetchResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(9));
    const VERSIONS: VersionRange = VersionRange::new(0, 10);
    const FLEXIBLE_FROM: Option<i16> = Some(6);
}

impl<'a> Decode<'a> for OffsetFetchResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("OffsetFetchResponse");
        let mut this = OffsetFetchResponse {
            throttle_time_ms: if version >= 3 {
                r.int32("ThrottleTimeMs")?
            } else {
                0
            },
            topics: if version <= 7 {
                r.array("Topics", version, flexible)?
            } else {
                Array::empty()
            },
            error_code: if (2..=7).contains(&version) {
                r.int16("ErrorCode")?
            } else {
                0
            },
            groups: if version >= 8 {
                r.array("Groups", version, flexible)?
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

impl Encode for OffsetFetchResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        if version >= 3 {
            n += 4;
        }
        if version <= 7 {
            n += self.topics.encoded_len(version, flexible);
        }
        if (2..=7).contains(&version) {
            n += 2;
        }
        if version >= 8 {
            n += self.groups.encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("OffsetFetchResponse");
        if version >= 3 {
            w.int32(self.throttle_time_ms)?;
        }
        if version <= 7 {
            self.topics.encode(w, "Topics", version, flexible)?;
        } else if !self.topics.is_empty() {
            return Err(w.not_in_version("Topics", version));
        }
        if (2..=7).contains(&version) {
            w.int16(self.error_code)?;
        }
        if version >= 8 {
            self.groups.encode(w, "Groups", version, flexible)?;
        } else if !self.groups.is_empty() {
            return Err(w.not_in_version("Groups", version));
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

/// An element of `OffsetFetchResponse.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetFetchResponseTopic<'a> {
    /// `string`, versions 0-7.
    pub name: &'a str,
    /// `[]OffsetFetchResponsePartition`, versions 0-7.
    pub partitions: Array<'a, OffsetFetchResponsePartition<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetFetchResponseTopic<'_> {
    fn default() -> Self {
        OffsetFetchResponseTopic {
            name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OffsetFetchResponseTopic<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchResponseTopic");
        let mut this = OffsetFetchResponseTopic {
            name: if version <= 7 {
                r.string("Name", flexible)?
            } else {
                ""
            },
            partitions: if version <= 7 {
                r.array("Partitions", version, flexible)?
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

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchResponseTopic");
        if version <= 7 {
            r.skip_string("Name", flexible, false)?;
        }
        if version <= 7 {
            r.skip_array::<OffsetFetchResponsePartition<'a>>(
                "Partitions",
                version,
                flexible,
                false,
            )?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetFetchResponseTopic<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        if version <= 7 {
            n += len::string(self.name, flexible);
        }
        if version <= 7 {
            n += self.partitions.encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        let outer = w.begin_struct("OffsetFetchResponseTopic");
        if version <= 7 {
            w.string("Name", self.name, flexible)?;
        } else if self.name != "" {
            return Err(w.not_in_version("Name", version));
        }
        if version <= 7 {
            self.partitions.encode(w, "Partitions", version, flexible)?;
        } else if !self.partitions.is_empty() {
            return Err(w.not_in_version("Partitions", version));
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

impl<'a> Element<'a> for OffsetFetchResponseTopic<'a> {
    const TYPE_NAME: &'static str = "OffsetFetchResponseTopic";
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

/// An element of `OffsetFetchResponseTopic.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetFetchResponsePartition<'a> {
    /// `int32`, versions 0-7.
    pub partition_index: i32,
    /// `int64`, versions 0-7.
    pub committed_offset: i64,
    /// `int32`, versions 5-7, ignorable; default -1.
    pub committed_leader_epoch: i32,
    /// `string`, versions 0-7, nullable in 0-7.
    pub metadata: Option<&'a str>,
    /// `int16`, versions 0-7.
    pub error_code: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetFetchResponsePartition<'_> {
    fn default() -> Self {
        OffsetFetchResponsePartition {
            partition_index: 0,
            committed_offset: 0,
            committed_leader_epoch: -1,
            metadata: Some(""),
            error_code: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OffsetFetchResponsePartition<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchResponsePartition");
        let mut this = OffsetFetchResponsePartition {
            partition_index: if version <= 7 {
                r.int32("PartitionIndex")?
            } else {
                0
            },
            committed_offset: if version <= 7 {
                r.int64("CommittedOffset")?
            } else {
                0
            },
            committed_leader_epoch: if (5..=7).contains(&version) {
                r.int32("CommittedLeaderEpoch")?
            } else {
                -1
            },
            metadata: if version <= 7 {
                r.nullable_string("Metadata", flexible, true)?
            } else {
                Some("")
            },
            error_code: if version <= 7 {
                r.int16("ErrorCode")?
            } else {
                0
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
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchResponsePartition");
        if version <= 7 {
            r.skip_fixed_run(&[("PartitionIndex", 4), ("CommittedOffset", 8)])?;
        }
        if (5..=7).contains(&version) {
            r.skip_fixed("CommittedLeaderEpoch", 4)?;
        }
        if version <= 7 {
            r.skip_string("Metadata", flexible, true)?;
        }
        if version <= 7 {
            r.skip_fixed("ErrorCode", 2)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetFetchResponsePartition<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        if version <= 7 {
            n += 4;
        }
        if version <= 7 {
            n += 8;
        }
        if (5..=7).contains(&version) {
            n += 4;
        }
        if version <= 7 {
            n += len::nullable_string(self.metadata, flexible);
        }
        if version <= 7 {
            n += 2;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        let outer = w.begin_struct("OffsetFetchResponsePartition");
        if version <= 7 {
            w.int32(self.partition_index)?;
        } else if self.partition_index != 0 {
            return Err(w.not_in_version("PartitionIndex", version));
        }
        if version <= 7 {
            w.int64(self.committed_offset)?;
        } else if self.committed_offset != 0 {
            return Err(w.not_in_version("CommittedOffset", version));
        }
        if (5..=7).contains(&version) {
            w.int32(self.committed_leader_epoch)?;
        }
        if version <= 7 {
            w.nullable_string("Metadata", self.metadata, flexible, true, version)?;
        } else if self.metadata != Some("") {
            return Err(w.not_in_version("Metadata", version));
        }
        if version <= 7 {
            w.int16(self.error_code)?;
        } else if self.error_code != 0 {
            return Err(w.not_in_version("ErrorCode", version));
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

impl<'a> Element<'a> for OffsetFetchResponsePartition<'a> {
    const TYPE_NAME: &'static str = "OffsetFetchResponsePartition";
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

/// An element of `OffsetFetchResponse.Groups`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetFetchResponseGroup<'a> {
    /// `string`, versions 8+.
    pub group_id: &'a str,
    /// `[]OffsetFetchResponseTopics`, versions 8+.
    pub topics: Array<'a, OffsetFetchResponseTopics<'a>>,
    /// `int16`, versions 8+; default 0.
    pub error_code: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetFetchResponseGroup<'_> {
    fn default() -> Self {
        OffsetFetchResponseGroup {
            group_id: "",
            topics: Array::empty(),
            error_code: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OffsetFetchResponseGroup<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchResponseGroup");
        let mut this = OffsetFetchResponseGroup {
            group_id: if version >= 8 {
                r.string("GroupId", flexible)?
            } else {
                ""
            },
            topics: if version >= 8 {
                r.array("Topics", version, flexible)?
            } else {
                Array::empty()
            },
            error_code: if version >= 8 {
                r.int16("ErrorCode")?
            } else {
                0
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
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchResponseGroup");
        if version >= 8 {
            r.skip_string("GroupId", flexible, false)?;
        }
        if version >= 8 {
            r.skip_array::<OffsetFetchResponseTopics<'a>>("Topics", version, flexible, false)?;
        }
        if version >= 8 {
            r.skip_fixed("ErrorCode", 2)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetFetchResponseGroup<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        if version >= 8 {
            n += len::string(self.group_id, flexible);
        }
        if version >= 8 {
            n += self.topics.encoded_len(version, flexible);
        }
        if version >= 8 {
            n += 2;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        let outer = w.begin_struct("OffsetFetchResponseGroup");
        if version >= 8 {
            w.string("GroupId", self.group_id, flexible)?;
        } else if self.group_id != "" {
            return Err(w.not_in_version("GroupId", version));
        }
        if version >= 8 {
            self.topics.encode(w, "Topics", version, flexible)?;
        } else if !self.topics.is_empty() {
            return Err(w.not_in_version("Topics", version));
        }
        if version >= 8 {
            w.int16(self.error_code)?;
        } else if self.error_code != 0 {
            return Err(w.not_in_version("ErrorCode", version));
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

impl<'a> Element<'a> for OffsetFetchResponseGroup<'a> {
    const TYPE_NAME: &'static str = "OffsetFetchResponseGroup";
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

/// An element of `OffsetFetchResponseGroup.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetFetchResponseTopics<'a> {
    /// `string`, versions 8-9, ignorable.
    pub name: &'a str,
    /// `uuid`, versions 10+, ignorable.
    pub topic_id: Uuid,
    /// `[]OffsetFetchResponsePartitions`, versions 8+.
    pub partitions: Array<'a, OffsetFetchResponsePartitions<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetFetchResponseTopics<'_> {
    fn default() -> Self {
        OffsetFetchResponseTopics {
            name: "",
            topic_id: Uuid::ZERO,
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OffsetFetchResponseTopics<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchResponseTopics");
        let mut this = OffsetFetchResponseTopics {
            name: if (8..=9).contains(&version) {
                r.string("Name", flexible)?
            } else {
                ""
            },
            topic_id: if version >= 10 {
                r.uuid("TopicId")?
            } else {
                Uuid::ZERO
            },
            partitions: if version >= 8 {
                r.array("Partitions", version, flexible)?
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

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchResponseTopics");
        if (8..=9).contains(&version) {
            r.skip_string("Name", flexible, false)?;
        }
        if version >= 10 {
            r.skip_fixed("TopicId", 16)?;
        }
        if version >= 8 {
            r.skip_array::<OffsetFetchResponsePartitions<'a>>(
                "Partitions",
                version,
                flexible,
                false,
            )?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetFetchResponseTopics<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        if (8..=9).contains(&version) {
            n += len::string(self.name, flexible);
        }
        if version >= 10 {
            n += 16;
        }
        if version >= 8 {
            n += self.partitions.encoded_len(version, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        let outer = w.begin_struct("OffsetFetchResponseTopics");
        if (8..=9).contains(&version) {
            w.string("Name", self.name, flexible)?;
        }
        if version >= 10 {
            w.uuid(self.topic_id)?;
        }
        if version >= 8 {
            self.partitions.encode(w, "Partitions", version, flexible)?;
        } else if !self.partitions.is_empty() {
            return Err(w.not_in_version("Partitions", version));
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

impl<'a> Element<'a> for OffsetFetchResponseTopics<'a> {
    const TYPE_NAME: &'static str = "OffsetFetchResponseTopics";
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

/// An element of `OffsetFetchResponseTopics.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OffsetFetchResponsePartitions<'a> {
    /// `int32`, versions 8+.
    pub partition_index: i32,
    /// `int64`, versions 8+.
    pub committed_offset: i64,
    /// `int32`, versions 8+, ignorable; default -1.
    pub committed_leader_epoch: i32,
    /// `string`, versions 8+, nullable in 8+.
    pub metadata: Option<&'a str>,
    /// `int16`, versions 8+.
    pub error_code: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OffsetFetchResponsePartitions<'_> {
    fn default() -> Self {
        OffsetFetchResponsePartitions {
            partition_index: 0,
            committed_offset: 0,
            committed_leader_epoch: -1,
            metadata: Some(""),
            error_code: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OffsetFetchResponsePartitions<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchResponsePartitions");
        let mut this = OffsetFetchResponsePartitions {
            partition_index: if version >= 8 {
                r.int32("PartitionIndex")?
            } else {
                0
            },
            committed_offset: if version >= 8 {
                r.int64("CommittedOffset")?
            } else {
                0
            },
            committed_leader_epoch: if version >= 8 {
                r.int32("CommittedLeaderEpoch")?
            } else {
                -1
            },
            metadata: if version >= 8 {
                r.nullable_string("Metadata", flexible, true)?
            } else {
                Some("")
            },
            error_code: if version >= 8 {
                r.int16("ErrorCode")?
            } else {
                0
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
        let flexible = version >= 6;
        let outer = r.begin_struct("OffsetFetchResponsePartitions");
        if version >= 8 {
            r.skip_fixed_run(&[
                ("PartitionIndex", 4),
                ("CommittedOffset", 8),
                ("CommittedLeaderEpoch", 4),
            ])?;
        }
        if version >= 8 {
            r.skip_string("Metadata", flexible, true)?;
        }
        if version >= 8 {
            r.skip_fixed("ErrorCode", 2)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OffsetFetchResponsePartitions<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 6;
        let mut n = 0;
        if version >= 8 {
            n += 4;
        }
        if version >= 8 {
            n += 8;
        }
        if version >= 8 {
            n += 4;
        }
        if version >= 8 {
            n += len::nullable_string(self.metadata, flexible);
        }
        if version >= 8 {
            n += 2;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 6;
        let outer = w.begin_struct("OffsetFetchResponsePartitions");
        if version >= 8 {
            w.int32(self.partition_index)?;
        } else if self.partition_index != 0 {
            return Err(w.not_in_version("PartitionIndex", version));
        }
        if version >= 8 {
            w.int64(self.committed_offset)?;
        } else if self.committed_offset != 0 {
            return Err(w.not_in_version("CommittedOffset", version));
        }
        if version >= 8 {
            w.int32(self.committed_leader_epoch)?;
        }
        if version >= 8 {
            w.nullable_string("Metadata", self.metadata, flexible, true, version)?;
        } else if self.metadata != Some("") {
            return Err(w.not_in_version("Metadata", version));
        }
        if version >= 8 {
            w.int16(self.error_code)?;
        } else if self.error_code != 0 {
            return Err(w.not_in_version("ErrorCode", version));
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

impl<'a> Element<'a> for OffsetFetchResponsePartitions<'a> {
    const TYPE_NAME: &'static str = "OffsetFetchResponsePartitions";
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

    impl<'a> Sample<'a> for OffsetFetchRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetFetchRequest {
                group_id: if version <= 7 { g.string() } else { "" },
                topics: if version <= 7 {
                    g.maybe(version >= 2, |g| {
                        g.array(|g| OffsetFetchRequestTopic::sample(g, version))
                    })
                } else {
                    Some(Array::empty())
                },
                groups: if version >= 8 {
                    g.array(|g| OffsetFetchRequestGroup::sample(g, version))
                } else {
                    Array::empty()
                },
                require_stable: if version >= 7 { g.bool() } else { false },
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetFetchRequestTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetFetchRequestTopic {
                name: if version <= 7 { g.string() } else { "" },
                partition_indexes: if version <= 7 {
                    g.array(|g| g.int32())
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetFetchRequestGroup<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetFetchRequestGroup {
                group_id: if version >= 8 { g.string() } else { "" },
                member_id: if version >= 9 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                member_epoch: if version >= 9 { g.int32() } else { -1 },
                topics: if version >= 8 {
                    g.maybe(true, |g| {
                        g.array(|g| OffsetFetchRequestTopics::sample(g, version))
                    })
                } else {
                    Some(Array::empty())
                },
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetFetchRequestTopics<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetFetchRequestTopics {
                name: if version >= 8 { g.string() } else { "" },
                partition_indexes: if version >= 8 {
                    g.array(|g| g.int32())
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetFetchResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetFetchResponse {
                throttle_time_ms: if version >= 3 { g.int32() } else { 0 },
                topics: if version <= 7 {
                    g.array(|g| OffsetFetchResponseTopic::sample(g, version))
                } else {
                    Array::empty()
                },
                error_code: if (2..=7).contains(&version) {
                    g.int16()
                } else {
                    0
                },
                groups: if version >= 8 {
                    g.array(|g| OffsetFetchResponseGroup::sample(g, version))
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetFetchResponseTopic<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetFetchResponseTopic {
                name: if version <= 7 { g.string() } else { "" },
                partitions: if version <= 7 {
                    g.array(|g| OffsetFetchResponsePartition::sample(g, version))
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetFetchResponsePartition<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetFetchResponsePartition {
                partition_index: if version <= 7 { g.int32() } else { 0 },
                committed_offset: if version <= 7 { g.int64() } else { 0 },
                committed_leader_epoch: if (5..=7).contains(&version) {
                    g.int32()
                } else {
                    -1
                },
                metadata: if version <= 7 {
                    g.maybe(true, |g| g.string())
                } else {
                    Some("")
                },
                error_code: if version <= 7 { g.int16() } else { 0 },
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetFetchResponseGroup<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetFetchResponseGroup {
                group_id: if version >= 8 { g.string() } else { "" },
                topics: if version >= 8 {
                    g.array(|g| OffsetFetchResponseTopics::sample(g, version))
                } else {
                    Array::empty()
                },
                error_code: if version >= 8 { g.int16() } else { 0 },
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetFetchResponseTopics<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetFetchResponseTopics {
                name: if (8..=9).contains(&version) {
                    g.string()
                } else {
                    ""
                },
                topic_id: if version >= 10 { g.uuid() } else { Uuid::ZERO },
                partitions: if version >= 8 {
                    g.array(|g| OffsetFetchResponsePartitions::sample(g, version))
                } else {
                    Array::empty()
                },
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OffsetFetchResponsePartitions<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OffsetFetchResponsePartitions {
                partition_index: if version >= 8 { g.int32() } else { 0 },
                committed_offset: if version >= 8 { g.int64() } else { 0 },
                committed_leader_epoch: if version >= 8 { g.int32() } else { -1 },
                metadata: if version >= 8 {
                    g.maybe(true, |g| g.string())
                } else {
                    Some("")
                },
                error_code: if version >= 8 { g.int16() } else { 0 },
                unknown_tagged_fields: if version >= 6 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

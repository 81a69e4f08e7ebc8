//! Generated from `DescribeClientQuotasRequest.json` and `DescribeClientQuotasResponse.json` by `codegen`; do not edit.
//!
//! DescribeClientQuotas, API key 48: requests in versions 0-1, responses in versions 0-1; flexible from version 1.

use crate::{
    check_decode_version, check_encode_version, encode_nullable, len, nullable_len, ApiKey, Array,
    Decode, DecodeError, Element, Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen,
    TaggedWriter, Trace, VersionRange, Writer,
};

/// The DescribeClientQuotas request: versions 0-1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeClientQuotasRequest<'a> {
    /// `[]ComponentData`, versions 0+.
    pub components: Array<'a, ComponentData<'a>>,
    /// `bool`, versions 0+.
    pub strict: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeClientQuotasRequest<'_> {
    fn default() -> Self {
        DescribeClientQuotasRequest {
            components: Array::empty(),
            strict: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeClientQuotasRequest<'a> {
    const NAME: &'static str = "DescribeClientQuotasRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(48));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for DescribeClientQuotasRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeClientQuotasRequest");
        let mut this = DescribeClientQuotasRequest {
            components: r.array("Components", version, flexible)?,
            strict: r.bool("Strict")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeClientQuotasRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += self.components.encoded_len(version, flexible);
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
        let outer = w.begin_struct("DescribeClientQuotasRequest");
        self.components.encode(w, "Components", version, flexible)?;
        w.bool(self.strict)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DescribeClientQuotasRequest.Components`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ComponentData<'a> {
    /// `string`, versions 0+.
    pub entity_type: &'a str,
    /// `int8`, versions 0+.
    pub match_type: i8,
    /// `string`, versions 0+, nullable in 0+.
    pub match_: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ComponentData<'_> {
    fn default() -> Self {
        ComponentData {
            entity_type: "",
            match_type: 0,
            match_: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ComponentData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("ComponentData");
        let mut this = ComponentData {
            entity_type: r.string("EntityType", flexible)?,
            match_type: r.int8("MatchType")?,
            match_: r.nullable_string("Match", flexible, true)?,
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
        let outer = r.begin_struct("ComponentData");
        r.skip_string("EntityType", flexible, false)?;
        r.skip_fixed("MatchType", 1)?;
        r.skip_string("Match", flexible, true)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ComponentData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += len::string(self.entity_type, flexible);
        n += 1;
        n += len::nullable_string(self.match_, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        let outer = w.begin_struct("ComponentData");
        w.string("EntityType", self.entity_type, flexible)?;
        w.int8(self.match_type)?;
        w.nullable_string("Match", self.match_, flexible, true, version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for ComponentData<'a> {
    const TYPE_NAME: &'static str = "ComponentData";
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

/// The DescribeClientQuotas response: versions 0-1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeClientQuotasResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub error_message: Option<&'a str>,
    /// `[]EntryData`, versions 0+, nullable in 0+.
    pub entries: Option<Array<'a, EntryData<'a>>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeClientQuotasResponse<'_> {
    fn default() -> Self {
        DescribeClientQuotasResponse {
            throttle_time_ms: 0,
            error_code: 0,
            error_message: Some(""),
            entries: Some(Array::empty()),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeClientQuotasResponse<'a> {
    const NAME: &'static str = "DescribeClientQuotasResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(48));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for DescribeClientQuotasResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeClientQuotasResponse");
        let mut this = DescribeClientQuotasResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            entries: r.nullable_array("Entries", version, flexible, true)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeClientQuotasResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += 4;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        n += nullable_len(&self.entries, version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeClientQuotasResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        encode_nullable(&self.entries, w, "Entries", version, flexible, true)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DescribeClientQuotasResponse.Entries`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct EntryData<'a> {
    /// `[]EntityData`, versions 0+.
    pub entity: Array<'a, EntityData<'a>>,
    /// `[]ValueData`, versions 0+.
    pub values: Array<'a, ValueData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for EntryData<'_> {
    fn default() -> Self {
        EntryData {
            entity: Array::empty(),
            values: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for EntryData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("EntryData");
        let mut this = EntryData {
            entity: r.array("Entity", version, flexible)?,
            values: r.array("Values", version, flexible)?,
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
        let outer = r.begin_struct("EntryData");
        r.skip_array::<EntityData<'a>>("Entity", version, flexible, false)?;
        r.skip_array::<ValueData<'a>>("Values", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for EntryData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += self.entity.encoded_len(version, flexible);
        n += self.values.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        let outer = w.begin_struct("EntryData");
        self.entity.encode(w, "Entity", version, flexible)?;
        self.values.encode(w, "Values", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for EntryData<'a> {
    const TYPE_NAME: &'static str = "EntryData";
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

/// An element of `EntryData.Entity`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct EntityData<'a> {
    /// `string`, versions 0+.
    pub entity_type: &'a str,
    /// `string`, versions 0+, nullable in 0+.
    pub entity_name: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for EntityData<'_> {
    fn default() -> Self {
        EntityData {
            entity_type: "",
            entity_name: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for EntityData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("EntityData");
        let mut this = EntityData {
            entity_type: r.string("EntityType", flexible)?,
            entity_name: r.nullable_string("EntityName", flexible, true)?,
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
        let outer = r.begin_struct("EntityData");
        r.skip_string("EntityType", flexible, false)?;
        r.skip_string("EntityName", flexible, true)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for EntityData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += len::string(self.entity_type, flexible);
        n += len::nullable_string(self.entity_name, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        let outer = w.begin_struct("EntityData");
        w.string("EntityType", self.entity_type, flexible)?;
        w.nullable_string("EntityName", self.entity_name, flexible, true, version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for EntityData<'a> {
    const TYPE_NAME: &'static str = "EntityData";
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

/// An element of `EntryData.Values`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ValueData<'a> {
    /// `string`, versions 0+.
    pub key: &'a str,
    /// `float64`, versions 0+.
    pub value: f64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ValueData<'_> {
    fn default() -> Self {
        ValueData {
            key: "",
            value: 0.0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ValueData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("ValueData");
        let mut this = ValueData {
            key: r.string("Key", flexible)?,
            value: r.float64("Value")?,
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
        let outer = r.begin_struct("ValueData");
        r.skip_string("Key", flexible, false)?;
        r.skip_fixed("Value", 8)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ValueData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += len::string(self.key, flexible);
        n += 8;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        let outer = w.begin_struct("ValueData");
        w.string("Key", self.key, flexible)?;
        w.float64(self.value)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for ValueData<'a> {
    const TYPE_NAME: &'static str = "ValueData";
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

    impl<'a> Sample<'a> for DescribeClientQuotasRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeClientQuotasRequest {
                components: g.array(|g| ComponentData::sample(g, version)),
                strict: g.bool(),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ComponentData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ComponentData {
                entity_type: g.string(),
                match_type: g.int8(),
                match_: g.maybe(true, |g| g.string()),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeClientQuotasResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeClientQuotasResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                entries: g.maybe(true, |g| g.array(|g| EntryData::sample(g, version))),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for EntryData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            EntryData {
                entity: g.array(|g| EntityData::sample(g, version)),
                values: g.array(|g| ValueData::sample(g, version)),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for EntityData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            EntityData {
                entity_type: g.string(),
                entity_name: g.maybe(true, |g| g.string()),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ValueData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ValueData {
                key: g.string(),
                value: g.float64(),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

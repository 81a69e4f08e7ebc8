//! Generated from `AlterClientQuotasRequest.json` and `AlterClientQuotasResponse.json` by `codegen`; do not edit.
//!
//! AlterClientQuotas, API key 49: requests in versions 0-1, responses in versions 0-1; flexible from version 1.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The AlterClientQuotas request: versions 0-1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AlterClientQuotasRequest<'a> {
    /// `[]EntryData`, versions 0+.
    pub entries: Array<'a, RequestEntryData<'a>>,
    /// `bool`, versions 0+.
    pub validate_only: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AlterClientQuotasRequest<'_> {
    fn default() -> Self {
        AlterClientQuotasRequest {
            entries: Array::empty(),
            validate_only: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for AlterClientQuotasRequest<'a> {
    const NAME: &'static str = "AlterClientQuotasRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(49));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for AlterClientQuotasRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("AlterClientQuotasRequest");
        let mut this = AlterClientQuotasRequest {
            entries: r.array("Entries", version, flexible)?,
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

impl Encode for AlterClientQuotasRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += self.entries.encoded_len(version, flexible);
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
        let outer = w.begin_struct("AlterClientQuotasRequest");
        self.entries.encode(w, "Entries", version, flexible)?;
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

/// An element of `AlterClientQuotasRequest.Entries`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RequestEntryData<'a> {
    /// `[]EntityData`, versions 0+.
    pub entity: Array<'a, RequestEntityData<'a>>,
    /// `[]OpData`, versions 0+.
    pub ops: Array<'a, OpData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RequestEntryData<'_> {
    fn default() -> Self {
        RequestEntryData {
            entity: Array::empty(),
            ops: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for RequestEntryData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("EntryData");
        let mut this = RequestEntryData {
            entity: r.array("Entity", version, flexible)?,
            ops: r.array("Ops", version, flexible)?,
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
        r.skip_array::<RequestEntityData<'a>>("Entity", version, flexible, false)?;
        r.skip_array::<OpData<'a>>("Ops", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for RequestEntryData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += self.entity.encoded_len(version, flexible);
        n += self.ops.encoded_len(version, flexible);
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
        self.ops.encode(w, "Ops", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for RequestEntryData<'a> {
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
pub struct RequestEntityData<'a> {
    /// `string`, versions 0+.
    pub entity_type: &'a str,
    /// `string`, versions 0+, nullable in 0+.
    pub entity_name: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for RequestEntityData<'_> {
    fn default() -> Self {
        RequestEntityData {
            entity_type: "",
            entity_name: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for RequestEntityData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("EntityData");
        let mut this = RequestEntityData {
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

impl Encode for RequestEntityData<'_> {
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

impl<'a> Element<'a> for RequestEntityData<'a> {
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

/// An element of `EntryData.Ops`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OpData<'a> {
    /// `string`, versions 0+.
    pub key: &'a str,
    /// `float64`, versions 0+.
    pub value: f64,
    /// `bool`, versions 0+.
    pub remove: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OpData<'_> {
    fn default() -> Self {
        OpData {
            key: "",
            value: 0.0,
            remove: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OpData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("OpData");
        let mut this = OpData {
            key: r.string("Key", flexible)?,
            value: r.float64("Value")?,
            remove: r.bool("Remove")?,
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
        let outer = r.begin_struct("OpData");
        r.skip_string("Key", flexible, false)?;
        r.skip_fixed("Value", 8)?;
        r.skip_bool("Remove")?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OpData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += len::string(self.key, flexible);
        n += 8;
        n += 1;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        let outer = w.begin_struct("OpData");
        w.string("Key", self.key, flexible)?;
        w.float64(self.value)?;
        w.bool(self.remove)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for OpData<'a> {
    const TYPE_NAME: &'static str = "OpData";
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

/// The AlterClientQuotas response: versions 0-1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AlterClientQuotasResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `[]EntryData`, versions 0+.
    pub entries: Array<'a, ResponseEntryData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AlterClientQuotasResponse<'_> {
    fn default() -> Self {
        AlterClientQuotasResponse {
            throttle_time_ms: 0,
            entries: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for AlterClientQuotasResponse<'a> {
    const NAME: &'static str = "AlterClientQuotasResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(49));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for AlterClientQuotasResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("AlterClientQuotasResponse");
        let mut this = AlterClientQuotasResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            entries: r.array("Entries", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for AlterClientQuotasResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += 4;
        n += self.entries.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("AlterClientQuotasResponse");
        w.int32(self.throttle_time_ms)?;
        self.entries.encode(w, "Entries", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `AlterClientQuotasResponse.Entries`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ResponseEntryData<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub error_message: Option<&'a str>,
    /// `[]EntityData`, versions 0+.
    pub entity: Array<'a, ResponseEntityData<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ResponseEntryData<'_> {
    fn default() -> Self {
        ResponseEntryData {
            error_code: 0,
            error_message: Some(""),
            entity: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ResponseEntryData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("EntryData");
        let mut this = ResponseEntryData {
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            entity: r.array("Entity", version, flexible)?,
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
        r.skip_fixed("ErrorCode", 2)?;
        r.skip_string("ErrorMessage", flexible, true)?;
        r.skip_array::<ResponseEntityData<'a>>("Entity", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ResponseEntryData<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 1;
        let mut n = 0;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        n += self.entity.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 1;
        let outer = w.begin_struct("EntryData");
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        self.entity.encode(w, "Entity", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for ResponseEntryData<'a> {
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
pub struct ResponseEntityData<'a> {
    /// `string`, versions 0+.
    pub entity_type: &'a str,
    /// `string`, versions 0+, nullable in 0+.
    pub entity_name: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ResponseEntityData<'_> {
    fn default() -> Self {
        ResponseEntityData {
            entity_type: "",
            entity_name: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ResponseEntityData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 1;
        let outer = r.begin_struct("EntityData");
        let mut this = ResponseEntityData {
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

impl Encode for ResponseEntityData<'_> {
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

impl<'a> Element<'a> for ResponseEntityData<'a> {
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

#[cfg(feature = "samples")]
mod samples {
    use super::*;
    use crate::samples::{Sample, SampleGen};

    impl<'a> Sample<'a> for AlterClientQuotasRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AlterClientQuotasRequest {
                entries: g.array(|g| RequestEntryData::sample(g, version)),
                validate_only: g.bool(),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for RequestEntryData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            RequestEntryData {
                entity: g.array(|g| RequestEntityData::sample(g, version)),
                ops: g.array(|g| OpData::sample(g, version)),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for RequestEntityData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            RequestEntityData {
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

    impl<'a> Sample<'a> for OpData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OpData {
                key: g.string(),
                value: g.float64(),
                remove: g.bool(),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AlterClientQuotasResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AlterClientQuotasResponse {
                throttle_time_ms: g.int32(),
                entries: g.array(|g| ResponseEntryData::sample(g, version)),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ResponseEntryData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ResponseEntryData {
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                entity: g.array(|g| ResponseEntityData::sample(g, version)),
                unknown_tagged_fields: if version >= 1 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ResponseEntityData<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ResponseEntityData {
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
}

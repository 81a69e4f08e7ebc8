//! Generated from `UpdateFeaturesRequest.json` and `UpdateFeaturesResponse.json` by `codegen`; do not edit.
//!
//! UpdateFeatures, API key 57: requests in versions 0-2, responses in versions 0-2; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The UpdateFeatures request: versions 0-2, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct UpdateFeaturesRequest<'a> {
    /// `int32`, versions 0+; default 60000.
    pub timeout_ms: i32,
    /// `[]FeatureUpdateKey`, versions 0+.
    pub feature_updates: Array<'a, FeatureUpdateKey<'a>>,
    /// `bool`, versions 1+; default false.
    pub validate_only: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for UpdateFeaturesRequest<'_> {
    fn default() -> Self {
        UpdateFeaturesRequest {
            timeout_ms: 60000,
            feature_updates: Array::empty(),
            validate_only: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for UpdateFeaturesRequest<'a> {
    const NAME: &'static str = "UpdateFeaturesRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(57));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for UpdateFeaturesRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("UpdateFeaturesRequest");
        let mut this = UpdateFeaturesRequest {
            timeout_ms: r.int32("timeoutMs")?,
            feature_updates: r.array("FeatureUpdates", version, flexible)?,
            validate_only: if version >= 1 {
                r.bool("ValidateOnly")?
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

impl Encode for UpdateFeaturesRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += self.feature_updates.encoded_len(version, flexible);
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
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("UpdateFeaturesRequest");
        w.int32(self.timeout_ms)?;
        self.feature_updates
            .encode(w, "FeatureUpdates", version, flexible)?;
        if version >= 1 {
            w.bool(self.validate_only)?;
        } else if self.validate_only != false {
            return Err(w.not_in_version("ValidateOnly", version));
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

/// An element of `UpdateFeaturesRequest.FeatureUpdates`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FeatureUpdateKey<'a> {
    /// `string`, versions 0+.
    pub feature: &'a str,
    /// `int16`, versions 0+.
    pub max_version_level: i16,
    /// `bool`, versions 0.
    pub allow_downgrade: bool,
    /// `int8`, versions 1+; default 1.
    pub upgrade_type: i8,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for FeatureUpdateKey<'_> {
    fn default() -> Self {
        FeatureUpdateKey {
            feature: "",
            max_version_level: 0,
            allow_downgrade: false,
            upgrade_type: 1,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for FeatureUpdateKey<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("FeatureUpdateKey");
        let mut this = FeatureUpdateKey {
            feature: r.string("Feature", flexible)?,
            max_version_level: r.int16("MaxVersionLevel")?,
            allow_downgrade: if version <= 0 {
                r.bool("AllowDowngrade")?
            } else {
                false
            },
            upgrade_type: if version >= 1 {
                r.int8("UpgradeType")?
            } else {
                1
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
        let outer = r.begin_struct("FeatureUpdateKey");
        r.skip_string("Feature", flexible, false)?;
        r.skip_fixed("MaxVersionLevel", 2)?;
        if version <= 0 {
            r.skip_bool("AllowDowngrade")?;
        }
        if version >= 1 {
            r.skip_fixed("UpgradeType", 1)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for FeatureUpdateKey<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.feature, flexible);
        n += 2;
        if version <= 0 {
            n += 1;
        }
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
        let outer = w.begin_struct("FeatureUpdateKey");
        w.string("Feature", self.feature, flexible)?;
        w.int16(self.max_version_level)?;
        if version <= 0 {
            w.bool(self.allow_downgrade)?;
        } else if self.allow_downgrade != false {
            return Err(w.not_in_version("AllowDowngrade", version));
        }
        if version >= 1 {
            w.int8(self.upgrade_type)?;
        } else if self.upgrade_type != 1 {
            return Err(w.not_in_version("UpgradeType", version));
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

impl<'a> Element<'a> for FeatureUpdateKey<'a> {
    const TYPE_NAME: &'static str = "FeatureUpdateKey";
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

/// The UpdateFeatures response: versions 0-2, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct UpdateFeaturesResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub error_message: Option<&'a str>,
    /// `[]UpdatableFeatureResult`, versions 0-1, ignorable.
    pub results: Array<'a, UpdatableFeatureResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for UpdateFeaturesResponse<'_> {
    fn default() -> Self {
        UpdateFeaturesResponse {
            throttle_time_ms: 0,
            error_code: 0,
            error_message: Some(""),
            results: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for UpdateFeaturesResponse<'a> {
    const NAME: &'static str = "UpdateFeaturesResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(57));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for UpdateFeaturesResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("UpdateFeaturesResponse");
        let mut this = UpdateFeaturesResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            results: if version <= 1 {
                r.array("Results", version, flexible)?
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

impl Encode for UpdateFeaturesResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        if version <= 1 {
            n += self.results.encoded_len(version, flexible);
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
        let outer = w.begin_struct("UpdateFeaturesResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        if version <= 1 {
            self.results.encode(w, "Results", version, flexible)?;
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

/// An element of `UpdateFeaturesResponse.Results`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct UpdatableFeatureResult<'a> {
    /// `string`, versions 0+.
    pub feature: &'a str,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub error_message: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for UpdatableFeatureResult<'_> {
    fn default() -> Self {
        UpdatableFeatureResult {
            feature: "",
            error_code: 0,
            error_message: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for UpdatableFeatureResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("UpdatableFeatureResult");
        let mut this = UpdatableFeatureResult {
            feature: r.string("Feature", flexible)?,
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
    fn skip<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<(), DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("UpdatableFeatureResult");
        r.skip_string("Feature", flexible, false)?;
        r.skip_fixed("ErrorCode", 2)?;
        r.skip_string("ErrorMessage", flexible, true)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for UpdatableFeatureResult<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.feature, flexible);
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("UpdatableFeatureResult");
        w.string("Feature", self.feature, flexible)?;
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

impl<'a> Element<'a> for UpdatableFeatureResult<'a> {
    const TYPE_NAME: &'static str = "UpdatableFeatureResult";
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

    impl<'a> Sample<'a> for UpdateFeaturesRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            UpdateFeaturesRequest {
                timeout_ms: g.int32(),
                feature_updates: g.array(|g| FeatureUpdateKey::sample(g, version)),
                validate_only: if version >= 1 { g.bool() } else { false },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for FeatureUpdateKey<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            FeatureUpdateKey {
                feature: g.string(),
                max_version_level: g.int16(),
                allow_downgrade: if version <= 0 { g.bool() } else { false },
                upgrade_type: if version >= 1 { g.int8() } else { 1 },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for UpdateFeaturesResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            UpdateFeaturesResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                results: if version <= 1 {
                    g.array(|g| UpdatableFeatureResult::sample(g, version))
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

    impl<'a> Sample<'a> for UpdatableFeatureResult<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            UpdatableFeatureResult {
                feature: g.string(),
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

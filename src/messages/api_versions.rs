//! Generated from `ApiVersionsRequest.json` and `ApiVersionsResponse.json` by `codegen`; do not edit.
//!
//! ApiVersions, API key 18: requests in versions 0-4, responses in versions 0-4; flexible from version 3.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The ApiVersions request: versions 0-4, flexible from version 3.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ApiVersionsRequest<'a> {
    /// `string`, versions 3+, ignorable.
    pub client_software_name: &'a str,
    /// `string`, versions 3+, ignorable.
    pub client_software_version: &'a str,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ApiVersionsRequest<'_> {
    fn default() -> Self {
        ApiVersionsRequest {
            client_software_name: "",
            client_software_version: "",
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ApiVersionsRequest<'a> {
    const NAME: &'static str = "ApiVersionsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(18));
    const VERSIONS: VersionRange = VersionRange::new(0, 4);
    const FLEXIBLE_FROM: Option<i16> = Some(3);
}

impl<'a> Decode<'a> for ApiVersionsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ApiVersionsRequest");
        let mut this = ApiVersionsRequest {
            client_software_name: if version >= 3 {
                r.string("ClientSoftwareName", flexible)?
            } else {
                ""
            },
            client_software_version: if version >= 3 {
                r.string("ClientSoftwareVersion", flexible)?
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
}

impl Encode for ApiVersionsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        if version >= 3 {
            n += len::string(self.client_software_name, flexible);
        }
        if version >= 3 {
            n += len::string(self.client_software_version, flexible);
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
        let outer = w.begin_struct("ApiVersionsRequest");
        if version >= 3 {
            w.string("ClientSoftwareName", self.client_software_name, flexible)?;
        }
        if version >= 3 {
            w.string(
                "ClientSoftwareVersion",
                self.client_software_version,
                flexible,
            )?;
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

/// The ApiVersions response: versions 0-4, flexible from version 3.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ApiVersionsResponse<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `[]ApiVersion`, versions 0+.
    pub api_keys: Array<'a, ApiVersion<'a>>,
    /// `int32`, versions 1+, ignorable.
    pub throttle_time_ms: i32,
    /// `[]SupportedFeatureKey`, versions 3+, tagged field 0 in versions 3+, ignorable.
    pub supported_features: Array<'a, SupportedFeatureKey<'a>>,
    /// `int64`, versions 3+, tagged field 1 in versions 3+, ignorable; default -1.
    pub finalized_features_epoch: i64,
    /// `[]FinalizedFeatureKey`, versions 3+, tagged field 2 in versions 3+, ignorable.
    pub finalized_features: Array<'a, FinalizedFeatureKey<'a>>,
    /// `bool`, versions 3+, tagged field 3 in versions 3+, ignorable; default false.
    pub zk_migration_ready: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ApiVersionsResponse<'_> {
    fn default() -> Self {
        ApiVersionsResponse {
            error_code: 0,
            api_keys: Array::empty(),
            throttle_time_ms: 0,
            supported_features: Array::empty(),
            finalized_features_epoch: -1,
            finalized_features: Array::empty(),
            zk_migration_ready: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ApiVersionsResponse<'a> {
    const NAME: &'static str = "ApiVersionsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(18));
    const VERSIONS: VersionRange = VersionRange::new(0, 4);
    const FLEXIBLE_FROM: Option<i16> = Some(3);
}

impl<'a> Decode<'a> for ApiVersionsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ApiVersionsResponse");
        let mut this = ApiVersionsResponse {
            error_code: r.int16("ErrorCode")?,
            api_keys: r.array("ApiKeys", version, flexible)?,
            throttle_time_ms: if version >= 1 {
                r.int32("ThrottleTimeMs")?
            } else {
                0
            },
            supported_features: Array::empty(),
            finalized_features_epoch: -1,
            finalized_features: Array::empty(),
            zk_migration_ready: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|r, tag| match tag {
                0 => {
                    if version >= 3 {
                        this.supported_features = r.array("SupportedFeatures", version, true)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("SupportedFeatures", 0, version))
                    }
                }
                1 => {
                    if version >= 3 {
                        this.finalized_features_epoch = r.int64("FinalizedFeaturesEpoch")?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("FinalizedFeaturesEpoch", 1, version))
                    }
                }
                2 => {
                    if version >= 3 {
                        this.finalized_features = r.array("FinalizedFeatures", version, true)?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("FinalizedFeatures", 2, version))
                    }
                }
                3 => {
                    if version >= 3 {
                        this.zk_migration_ready = r.bool("ZkMigrationReady")?;
                        Ok(true)
                    } else {
                        Err(r.tag_not_in_version("ZkMigrationReady", 3, version))
                    }
                }
                _ => Ok(false),
            })?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ApiVersionsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        n += 2;
        n += self.api_keys.encoded_len(version, flexible);
        if version >= 1 {
            n += 4;
        }
        if flexible {
            let mut tags = TaggedLen::new(&self.unknown_tagged_fields);
            if version >= 3 && !self.supported_features.is_empty() {
                tags.add(0, self.supported_features.encoded_len(version, true));
            }
            if version >= 3 && self.finalized_features_epoch != -1 {
                tags.add(1, 8);
            }
            if version >= 3 && !self.finalized_features.is_empty() {
                tags.add(2, self.finalized_features.encoded_len(version, true));
            }
            if version >= 3 && self.zk_migration_ready != false {
                tags.add(3, 1);
            }
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ApiVersionsResponse");
        w.int16(self.error_code)?;
        self.api_keys.encode(w, "ApiKeys", version, flexible)?;
        if version >= 1 {
            w.int32(self.throttle_time_ms)?;
        }
        if flexible {
            let tag0 = version >= 3 && !self.supported_features.is_empty();
            let tag1 = version >= 3 && self.finalized_features_epoch != -1;
            let tag2 = version >= 3 && !self.finalized_features.is_empty();
            let tag3 = version >= 3 && self.zk_migration_ready != false;
            let mut tags = TaggedWriter::begin(
                w,
                &self.unknown_tagged_fields,
                usize::from(tag0) + usize::from(tag1) + usize::from(tag2) + usize::from(tag3),
            )?;
            if tag0 {
                tags.field(
                    w,
                    0,
                    self.supported_features.encoded_len(version, true),
                    |w| {
                        self.supported_features
                            .encode(w, "SupportedFeatures", version, true)?;
                        Ok(())
                    },
                )?;
            }
            if tag1 {
                tags.field(w, 1, 8, |w| {
                    w.int64(self.finalized_features_epoch)?;
                    Ok(())
                })?;
            }
            if tag2 {
                tags.field(
                    w,
                    2,
                    self.finalized_features.encoded_len(version, true),
                    |w| {
                        self.finalized_features
                            .encode(w, "FinalizedFeatures", version, true)?;
                        Ok(())
                    },
                )?;
            }
            if tag3 {
                tags.field(w, 3, 1, |w| {
                    w.bool(self.zk_migration_ready)?;
                    Ok(())
                })?;
            }
            tags.finish(w)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `ApiVersionsResponse.ApiKeys`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ApiVersion<'a> {
    /// `int16`, versions 0+.
    pub api_key: i16,
    /// `int16`, versions 0+.
    pub min_version: i16,
    /// `int16`, versions 0+.
    pub max_version: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ApiVersion<'_> {
    fn default() -> Self {
        ApiVersion {
            api_key: 0,
            min_version: 0,
            max_version: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ApiVersion<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        let outer = r.begin_struct("ApiVersion");
        let mut this = ApiVersion {
            api_key: r.int16("ApiKey")?,
            min_version: r.int16("MinVersion")?,
            max_version: r.int16("MaxVersion")?,
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
        let outer = r.begin_struct("ApiVersion");
        r.skip_fixed_run(&[("ApiKey", 2), ("MinVersion", 2), ("MaxVersion", 2)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ApiVersion<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        n += 2;
        n += 2;
        n += 2;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        let outer = w.begin_struct("ApiVersion");
        w.int16(self.api_key)?;
        w.int16(self.min_version)?;
        w.int16(self.max_version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for ApiVersion<'a> {
    const TYPE_NAME: &'static str = "ApiVersion";
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

/// An element of `ApiVersionsResponse.SupportedFeatures`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct SupportedFeatureKey<'a> {
    /// `string`, versions 3+.
    pub name: &'a str,
    /// `int16`, versions 3+.
    pub min_version: i16,
    /// `int16`, versions 3+.
    pub max_version: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for SupportedFeatureKey<'_> {
    fn default() -> Self {
        SupportedFeatureKey {
            name: "",
            min_version: 0,
            max_version: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for SupportedFeatureKey<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        let outer = r.begin_struct("SupportedFeatureKey");
        let mut this = SupportedFeatureKey {
            name: if version >= 3 {
                r.string("Name", flexible)?
            } else {
                ""
            },
            min_version: if version >= 3 {
                r.int16("MinVersion")?
            } else {
                0
            },
            max_version: if version >= 3 {
                r.int16("MaxVersion")?
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
        let flexible = version >= 3;
        let outer = r.begin_struct("SupportedFeatureKey");
        if version >= 3 {
            r.skip_string("Name", flexible, false)?;
        }
        if version >= 3 {
            r.skip_fixed_run(&[("MinVersion", 2), ("MaxVersion", 2)])?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for SupportedFeatureKey<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        if version >= 3 {
            n += len::string(self.name, flexible);
        }
        if version >= 3 {
            n += 2;
        }
        if version >= 3 {
            n += 2;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        let outer = w.begin_struct("SupportedFeatureKey");
        if version >= 3 {
            w.string("Name", self.name, flexible)?;
        } else if self.name != "" {
            return Err(w.not_in_version("Name", version));
        }
        if version >= 3 {
            w.int16(self.min_version)?;
        } else if self.min_version != 0 {
            return Err(w.not_in_version("MinVersion", version));
        }
        if version >= 3 {
            w.int16(self.max_version)?;
        } else if self.max_version != 0 {
            return Err(w.not_in_version("MaxVersion", version));
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

impl<'a> Element<'a> for SupportedFeatureKey<'a> {
    const TYPE_NAME: &'static str = "SupportedFeatureKey";
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

/// An element of `ApiVersionsResponse.FinalizedFeatures`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FinalizedFeatureKey<'a> {
    /// `string`, versions 3+.
    pub name: &'a str,
    /// `int16`, versions 3+.
    pub max_version_level: i16,
    /// `int16`, versions 3+.
    pub min_version_level: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for FinalizedFeatureKey<'_> {
    fn default() -> Self {
        FinalizedFeatureKey {
            name: "",
            max_version_level: 0,
            min_version_level: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for FinalizedFeatureKey<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        let outer = r.begin_struct("FinalizedFeatureKey");
        let mut this = FinalizedFeatureKey {
            name: if version >= 3 {
                r.string("Name", flexible)?
            } else {
                ""
            },
            max_version_level: if version >= 3 {
                r.int16("MaxVersionLevel")?
            } else {
                0
            },
            min_version_level: if version >= 3 {
                r.int16("MinVersionLevel")?
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
        let flexible = version >= 3;
        let outer = r.begin_struct("FinalizedFeatureKey");
        if version >= 3 {
            r.skip_string("Name", flexible, false)?;
        }
        if version >= 3 {
            r.skip_fixed_run(&[("MaxVersionLevel", 2), ("MinVersionLevel", 2)])?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for FinalizedFeatureKey<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        if version >= 3 {
            n += len::string(self.name, flexible);
        }
        if version >= 3 {
            n += 2;
        }
        if version >= 3 {
            n += 2;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        let outer = w.begin_struct("FinalizedFeatureKey");
        if version >= 3 {
            w.string("Name", self.name, flexible)?;
        } else if self.name != "" {
            return Err(w.not_in_version("Name", version));
        }
        if version >= 3 {
            w.int16(self.max_version_level)?;
        } else if self.max_version_level != 0 {
            return Err(w.not_in_version("MaxVersionLevel", version));
        }
        if version >= 3 {
            w.int16(self.min_version_level)?;
        } else if self.min_version_level != 0 {
            return Err(w.not_in_version("MinVersionLevel", version));
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

impl<'a> Element<'a> for FinalizedFeatureKey<'a> {
    const TYPE_NAME: &'static str = "FinalizedFeatureKey";
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

    impl<'a> Sample<'a> for ApiVersionsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ApiVersionsRequest {
                client_software_name: if version >= 3 { g.string() } else { "" },
                client_software_version: if version >= 3 { g.string() } else { "" },
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ApiVersionsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ApiVersionsResponse {
                error_code: g.int16(),
                api_keys: g.array(|g| ApiVersion::sample(g, version)),
                throttle_time_ms: if version >= 1 { g.int32() } else { 0 },
                supported_features: if version >= 3 && g.tagged() {
                    g.array(|g| SupportedFeatureKey::sample(g, version))
                } else {
                    Array::empty()
                },
                finalized_features_epoch: if version >= 3 && g.tagged() {
                    g.int64()
                } else {
                    -1
                },
                finalized_features: if version >= 3 && g.tagged() {
                    g.array(|g| FinalizedFeatureKey::sample(g, version))
                } else {
                    Array::empty()
                },
                zk_migration_ready: if version >= 3 && g.tagged() {
                    g.bool()
                } else {
                    false
                },
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ApiVersion<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ApiVersion {
                api_key: g.int16(),
                min_version: g.int16(),
                max_version: g.int16(),
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for SupportedFeatureKey<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            SupportedFeatureKey {
                name: if version >= 3 { g.string() } else { "" },
                min_version: if version >= 3 { g.int16() } else { 0 },
                max_version: if version >= 3 { g.int16() } else { 0 },
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for FinalizedFeatureKey<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            FinalizedFeatureKey {
                name: if version >= 3 { g.string() } else { "" },
                max_version_level: if version >= 3 { g.int16() } else { 0 },
                min_version_level: if version >= 3 { g.int16() } else { 0 },
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

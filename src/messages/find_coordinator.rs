//! Generated from `FindCoordinatorRequest.json` and `FindCoordinatorResponse.json` by `codegen`; do not edit.
//!
//! FindCoordinator, API key 10: requests in versions 0-6, responses in versions 0-6; flexible from version 3.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The FindCoordinator request: versions 0-6, flexible from version 3.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FindCoordinatorRequest<'a> {
    /// `string`, versions 0-3.
    pub key: &'a str,
    /// `int8`, versions 1+; default 0.
    pub key_type: i8,
    /// `[]string`, versions 4+.
    pub coordinator_keys: Array<'a, &'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for FindCoordinatorRequest<'_> {
    fn default() -> Self {
        FindCoordinatorRequest {
            key: "",
            key_type: 0,
            coordinator_keys: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for FindCoordinatorRequest<'a> {
    const NAME: &'static str = "FindCoordinatorRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(10));
    const VERSIONS: VersionRange = VersionRange::new(0, 6);
    const FLEXIBLE_FROM: Option<i16> = Some(3);
}

impl<'a> Decode<'a> for FindCoordinatorRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("FindCoordinatorRequest");
        let mut this = FindCoordinatorRequest {
            key: if version <= 3 {
                r.string("Key", flexible)?
            } else {
                ""
            },
            key_type: if version >= 1 { r.int8("KeyType")? } else { 0 },
            coordinator_keys: if version >= 4 {
                r.array("CoordinatorKeys", version, flexible)?
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

impl Encode for FindCoordinatorRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        if version <= 3 {
            n += len::string(self.key, flexible);
        }
        if version >= 1 {
            n += 1;
        }
        if version >= 4 {
            n += self.coordinator_keys.encoded_len(version, flexible);
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
        let outer = w.begin_struct("FindCoordinatorRequest");
        if version <= 3 {
            w.string("Key", self.key, flexible)?;
        } else if self.key != "" {
            return Err(w.not_in_version("Key", version));
        }
        if version >= 1 {
            w.int8(self.key_type)?;
        } else if self.key_type != 0 {
            return Err(w.not_in_version("KeyType", version));
        }
        if version >= 4 {
            self.coordinator_keys
                .encode(w, "CoordinatorKeys", version, flexible)?;
        } else if !self.coordinator_keys.is_empty() {
            return Err(w.not_in_version("CoordinatorKeys", version));
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

/// The FindCoordinator response: versions 0-6, flexible from version 3.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FindCoordinatorResponse<'a> {
    /// `int32`, versions 1+, ignorable.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0-3.
    pub error_code: i16,
    /// `string`, versions 1-3, nullable in 1-3, ignorable.
    pub error_message: Option<&'a str>,
    /// `int32`, versions 0-3.
    pub node_id: i32,
    /// `string`, versions 0-3.
    pub host: &'a str,
    /// `int32`, versions 0-3.
    pub port: i32,
    /// `[]Coordinator`, versions 4+.
    pub coordinators: Array<'a, Coordinator<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for FindCoordinatorResponse<'_> {
    fn default() -> Self {
        FindCoordinatorResponse {
            throttle_time_ms: 0,
            error_code: 0,
            error_message: Some(""),
            node_id: 0,
            host: "",
            port: 0,
            coordinators: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for FindCoordinatorResponse<'a> {
    const NAME: &'static str = "FindCoordinatorResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(10));
    const VERSIONS: VersionRange = VersionRange::new(0, 6);
    const FLEXIBLE_FROM: Option<i16> = Some(3);
}

impl<'a> Decode<'a> for FindCoordinatorResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("FindCoordinatorResponse");
        let mut this = FindCoordinatorResponse {
            throttle_time_ms: if version >= 1 {
                r.int32("ThrottleTimeMs")?
            } else {
                0
            },
            error_code: if version <= 3 {
                r.int16("ErrorCode")?
            } else {
                0
            },
            error_message: if (1..=3).contains(&version) {
                r.nullable_string("ErrorMessage", flexible, true)?
            } else {
                Some("")
            },
            node_id: if version <= 3 { r.int32("NodeId")? } else { 0 },
            host: if version <= 3 {
                r.string("Host", flexible)?
            } else {
                ""
            },
            port: if version <= 3 { r.int32("Port")? } else { 0 },
            coordinators: if version >= 4 {
                r.array("Coordinators", version, flexible)?
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

impl Encode for FindCoordinatorResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        if version >= 1 {
            n += 4;
        }
        if version <= 3 {
            n += 2;
        }
        if (1..=3).contains(&version) {
            n += len::nullable_string(self.error_message, flexible);
        }
        if version <= 3 {
            n += 4;
        }
        if version <= 3 {
            n += len::string(self.host, flexible);
        }
        if version <= 3 {
            n += 4;
        }
        if version >= 4 {
            n += self.coordinators.encoded_len(version, flexible);
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
        let outer = w.begin_struct("FindCoordinatorResponse");
        if version >= 1 {
            w.int32(self.throttle_time_ms)?;
        }
        if version <= 3 {
            w.int16(self.error_code)?;
        } else if self.error_code != 0 {
            return Err(w.not_in_version("ErrorCode", version));
        }
        if (1..=3).contains(&version) {
            w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        }
        if version <= 3 {
            w.int32(self.node_id)?;
        } else if self.node_id != 0 {
            return Err(w.not_in_version("NodeId", version));
        }
        if version <= 3 {
            w.string("Host", self.host, flexible)?;
        } else if self.host != "" {
            return Err(w.not_in_version("Host", version));
        }
        if version <= 3 {
            w.int32(self.port)?;
        } else if self.port != 0 {
            return Err(w.not_in_version("Port", version));
        }
        if version >= 4 {
            self.coordinators
                .encode(w, "Coordinators", version, flexible)?;
        } else if !self.coordinators.is_empty() {
            return Err(w.not_in_version("Coordinators", version));
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

/// An element of `FindCoordinatorResponse.Coordinators`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Coordinator<'a> {
    /// `string`, versions 4+.
    pub key: &'a str,
    /// `int32`, versions 4+.
    pub node_id: i32,
    /// `string`, versions 4+.
    pub host: &'a str,
    /// `int32`, versions 4+.
    pub port: i32,
    /// `int16`, versions 4+.
    pub error_code: i16,
    /// `string`, versions 4+, nullable in 4+, ignorable.
    pub error_message: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for Coordinator<'_> {
    fn default() -> Self {
        Coordinator {
            key: "",
            node_id: 0,
            host: "",
            port: 0,
            error_code: 0,
            error_message: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for Coordinator<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 3;
        let outer = r.begin_struct("Coordinator");
        let mut this = Coordinator {
            key: if version >= 4 {
                r.string("Key", flexible)?
            } else {
                ""
            },
            node_id: if version >= 4 { r.int32("NodeId")? } else { 0 },
            host: if version >= 4 {
                r.string("Host", flexible)?
            } else {
                ""
            },
            port: if version >= 4 { r.int32("Port")? } else { 0 },
            error_code: if version >= 4 {
                r.int16("ErrorCode")?
            } else {
                0
            },
            error_message: if version >= 4 {
                r.nullable_string("ErrorMessage", flexible, true)?
            } else {
                Some("")
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
        let outer = r.begin_struct("Coordinator");
        if version >= 4 {
            r.skip_string("Key", flexible, false)?;
        }
        if version >= 4 {
            r.skip_fixed("NodeId", 4)?;
        }
        if version >= 4 {
            r.skip_string("Host", flexible, false)?;
        }
        if version >= 4 {
            r.skip_fixed_run(&[("Port", 4), ("ErrorCode", 2)])?;
        }
        if version >= 4 {
            r.skip_string("ErrorMessage", flexible, true)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for Coordinator<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 3;
        let mut n = 0;
        if version >= 4 {
            n += len::string(self.key, flexible);
        }
        if version >= 4 {
            n += 4;
        }
        if version >= 4 {
            n += len::string(self.host, flexible);
        }
        if version >= 4 {
            n += 4;
        }
        if version >= 4 {
            n += 2;
        }
        if version >= 4 {
            n += len::nullable_string(self.error_message, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 3;
        let outer = w.begin_struct("Coordinator");
        if version >= 4 {
            w.string("Key", self.key, flexible)?;
        } else if self.key != "" {
            return Err(w.not_in_version("Key", version));
        }
        if version >= 4 {
            w.int32(self.node_id)?;
        } else if self.node_id != 0 {
            return Err(w.not_in_version("NodeId", version));
        }
        if version >= 4 {
            w.string("Host", self.host, flexible)?;
        } else if self.host != "" {
            return Err(w.not_in_version("Host", version));
        }
        if version >= 4 {
            w.int32(self.port)?;
        } else if self.port != 0 {
            return Err(w.not_in_version("Port", version));
        }
        if version >= 4 {
            w.int16(self.error_code)?;
        } else if self.error_code != 0 {
            return Err(w.not_in_version("ErrorCode", version));
        }
        if version >= 4 {
            w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
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

impl<'a> Element<'a> for Coordinator<'a> {
    const TYPE_NAME: &'static str = "Coordinator";
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

    impl<'a> Sample<'a> for FindCoordinatorRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            FindCoordinatorRequest {
                key: if version <= 3 { g.string() } else { "" },
                key_type: if version >= 1 { g.int8() } else { 0 },
                coordinator_keys: if version >= 4 {
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

    impl<'a> Sample<'a> for FindCoordinatorResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            FindCoordinatorResponse {
                throttle_time_ms: if version >= 1 { g.int32() } else { 0 },
                error_code: if version <= 3 { g.int16() } else { 0 },
                error_message: if (1..=3).contains(&version) {
                    g.maybe(true, |g| g.string())
                } else {
                    Some("")
                },
                node_id: if version <= 3 { g.int32() } else { 0 },
                host: if version <= 3 { g.string() } else { "" },
                port: if version <= 3 { g.int32() } else { 0 },
                coordinators: if version >= 4 {
                    g.array(|g| Coordinator::sample(g, version))
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

    impl<'a> Sample<'a> for Coordinator<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            Coordinator {
                key: if version >= 4 { g.string() } else { "" },
                node_id: if version >= 4 { g.int32() } else { 0 },
                host: if version >= 4 { g.string() } else { "" },
                port: if version >= 4 { g.int32() } else { 0 },
                error_code: if version >= 4 { g.int16() } else { 0 },
                error_message: if version >= 4 {
                    g.maybe(true, |g| g.string())
                } else {
                    Some("")
                },
                unknown_tagged_fields: if version >= 3 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

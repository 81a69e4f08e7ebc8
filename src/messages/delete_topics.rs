//! Generated from `DeleteTopicsRequest.json` and `DeleteTopicsResponse.json` by `codegen`; do not edit.
//!
//! DeleteTopics, API key 20: requests in versions 0-6, responses in versions 0-6; flexible from version 4.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid,
    VersionRange, Writer,
};

/// The DeleteTopics request: versions 0-6, flexible from version 4.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DeleteTopicsRequest<'a> {
    /// `[]DeleteTopicState`, versions 6+.
    pub topics: Array<'a, DeleteTopicState<'a>>,
    /// `[]string`, versions 0-5, ignorable.
    pub topic_names: Array<'a, &'a str>,
    /// `int32`, versions 0+.
    pub timeout_ms: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DeleteTopicsRequest<'_> {
    fn default() -> Self {
        DeleteTopicsRequest {
            topics: Array::empty(),
            topic_names: Array::empty(),
            timeout_ms: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DeleteTopicsRequest<'a> {
    const NAME: &'static str = "DeleteTopicsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(20));
    const VERSIONS: VersionRange = VersionRange::new(0, 6);
    const FLEXIBLE_FROM: Option<i16> = Some(4);
}

impl<'a> Decode<'a> for DeleteTopicsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DeleteTopicsRequest");
        let mut this = DeleteTopicsRequest {
            topics: if version >= 6 {
                r.array("Topics", version, flexible)?
            } else {
                Array::empty()
            },
            topic_names: if version <= 5 {
                r.array("TopicNames", version, flexible)?
            } else {
                Array::empty()
            },
            timeout_ms: r.int32("TimeoutMs")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DeleteTopicsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        if version >= 6 {
            n += self.topics.encoded_len(version, flexible);
        }
        if version <= 5 {
            n += self.topic_names.encoded_len(version, flexible);
        }
        n += 4;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DeleteTopicsRequest");
        if version >= 6 {
            self.topics.encode(w, "Topics", version, flexible)?;
        } else if !self.topics.is_empty() {
            return Err(w.not_in_version("Topics", version));
        }
        if version <= 5 {
            self.topic_names
                .encode(w, "TopicNames", version, flexible)?;
        }
        w.int32(self.timeout_ms)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DeleteTopicsRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DeleteTopicState<'a> {
    /// `string`, versions 6+, nullable in 6+; default null.
    pub name: Option<&'a str>,
    /// `uuid`, versions 6+.
    pub topic_id: Uuid,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DeleteTopicState<'_> {
    fn default() -> Self {
        DeleteTopicState {
            name: None,
            topic_id: Uuid::ZERO,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DeleteTopicState<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        let outer = r.begin_struct("DeleteTopicState");
        let mut this = DeleteTopicState {
            name: if version >= 6 {
                r.nullable_string("Name", flexible, true)?
            } else {
                None
            },
            topic_id: if version >= 6 {
                r.uuid("TopicId")?
            } else {
                Uuid::ZERO
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
        let flexible = version >= 4;
        let outer = r.begin_struct("DeleteTopicState");
        if version >= 6 {
            r.skip_string("Name", flexible, true)?;
        }
        if version >= 6 {
            r.skip_fixed("TopicId", 16)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DeleteTopicState<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        if version >= 6 {
            n += len::nullable_string(self.name, flexible);
        }
        if version >= 6 {
            n += 16;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        let outer = w.begin_struct("DeleteTopicState");
        if version >= 6 {
            w.nullable_string("Name", self.name, flexible, true, version)?;
        } else if !self.name.is_none() {
            return Err(w.not_in_version("Name", version));
        }
        if version >= 6 {
            w.uuid(self.topic_id)?;
        } else if self.topic_id != Uuid::ZERO {
            return Err(w.not_in_version("TopicId", version));
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

impl<'a> Element<'a> for DeleteTopicState<'a> {
    const TYPE_NAME: &'static str = "DeleteTopicState";
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

/// The DeleteTopics response: versions 0-6, flexible from version 4.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DeleteTopicsResponse<'a> {
    /// `int32`, versions 1+, ignorable.
    pub throttle_time_ms: i32,
    /// `[]DeletableTopicResult`, versions 0+.
    pub responses: Array<'a, DeletableTopicResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DeleteTopicsResponse<'_> {
    fn default() -> Self {
        DeleteTopicsResponse {
            throttle_time_ms: 0,
            responses: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DeleteTopicsResponse<'a> {
    const NAME: &'static str = "DeleteTopicsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(20));
    const VERSIONS: VersionRange = VersionRange::new(0, 6);
    const FLEXIBLE_FROM: Option<i16> = Some(4);
}

impl<'a> Decode<'a> for DeleteTopicsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DeleteTopicsResponse");
        let mut this = DeleteTopicsResponse {
            throttle_time_ms: if version >= 1 {
                r.int32("ThrottleTimeMs")?
            } else {
                0
            },
            responses: r.array("Responses", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DeleteTopicsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        if version >= 1 {
            n += 4;
        }
        n += self.responses.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DeleteTopicsResponse");
        if version >= 1 {
            w.int32(self.throttle_time_ms)?;
        }
        self.responses.encode(w, "Responses", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DeleteTopicsResponse.Responses`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DeletableTopicResult<'a> {
    /// `string`, versions 0+, nullable in 6+.
    pub name: Option<&'a str>,
    /// `uuid`, versions 6+, ignorable.
    pub topic_id: Uuid,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 5+, nullable in 5+, ignorable; default null.
    pub error_message: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DeletableTopicResult<'_> {
    fn default() -> Self {
        DeletableTopicResult {
            name: Some(""),
            topic_id: Uuid::ZERO,
            error_code: 0,
            error_message: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DeletableTopicResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = version >= 4;
        let outer = r.begin_struct("DeletableTopicResult");
        let mut this = DeletableTopicResult {
            name: r.nullable_string("Name", flexible, version >= 6)?,
            topic_id: if version >= 6 {
                r.uuid("TopicId")?
            } else {
                Uuid::ZERO
            },
            error_code: r.int16("ErrorCode")?,
            error_message: if version >= 5 {
                r.nullable_string("ErrorMessage", flexible, true)?
            } else {
                None
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
        let flexible = version >= 4;
        let outer = r.begin_struct("DeletableTopicResult");
        r.skip_string("Name", flexible, version >= 6)?;
        if version >= 6 {
            r.skip_fixed("TopicId", 16)?;
        }
        r.skip_fixed("ErrorCode", 2)?;
        if version >= 5 {
            r.skip_string("ErrorMessage", flexible, true)?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DeletableTopicResult<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = version >= 4;
        let mut n = 0;
        n += len::nullable_string(self.name, flexible);
        if version >= 6 {
            n += 16;
        }
        n += 2;
        if version >= 5 {
            n += len::nullable_string(self.error_message, flexible);
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = version >= 4;
        let outer = w.begin_struct("DeletableTopicResult");
        w.nullable_string("Name", self.name, flexible, version >= 6, version)?;
        if version >= 6 {
            w.uuid(self.topic_id)?;
        }
        w.int16(self.error_code)?;
        if version >= 5 {
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

impl<'a> Element<'a> for DeletableTopicResult<'a> {
    const TYPE_NAME: &'static str = "DeletableTopicResult";
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

    impl<'a> Sample<'a> for DeleteTopicsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DeleteTopicsRequest {
                topics: if version >= 6 {
                    g.array(|g| DeleteTopicState::sample(g, version))
                } else {
                    Array::empty()
                },
                topic_names: if version <= 5 {
                    g.array(|g| g.string())
                } else {
                    Array::empty()
                },
                timeout_ms: g.int32(),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DeleteTopicState<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DeleteTopicState {
                name: if version >= 6 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                topic_id: if version >= 6 { g.uuid() } else { Uuid::ZERO },
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DeleteTopicsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DeleteTopicsResponse {
                throttle_time_ms: if version >= 1 { g.int32() } else { 0 },
                responses: g.array(|g| DeletableTopicResult::sample(g, version)),
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DeletableTopicResult<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DeletableTopicResult {
                name: g.maybe(version >= 6, |g| g.string()),
                topic_id: if version >= 6 { g.uuid() } else { Uuid::ZERO },
                error_code: g.int16(),
                error_message: if version >= 5 {
                    g.maybe(true, |g| g.string())
                } else {
                    None
                },
                unknown_tagged_fields: if version >= 4 {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

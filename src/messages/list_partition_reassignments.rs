//! Generated from `ListPartitionReassignmentsRequest.json` and `ListPartitionReassignmentsResponse.json` by `codegen`; do not edit.
//!
//! ListPartitionReassignments, API key 46: requests in versions 0, responses in versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, encode_nullable, len, nullable_len, ApiKey, Array,
    Decode, DecodeError, Element, Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen,
    TaggedWriter, Trace, VersionRange, Writer,
};

/// The ListPartitionReassignments request: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListPartitionReassignmentsRequest<'a> {
    /// `int32`, versions 0+; default 60000.
    pub timeout_ms: i32,
    /// `[]ListPartitionReassignmentsTopics`, versions 0+, nullable in 0+; default null.
    pub topics: Option<Array<'a, ListPartitionReassignmentsTopics<'a>>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListPartitionReassignmentsRequest<'_> {
    fn default() -> Self {
        ListPartitionReassignmentsRequest {
            timeout_ms: 60000,
            topics: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ListPartitionReassignmentsRequest<'a> {
    const NAME: &'static str = "ListPartitionReassignmentsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(46));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for ListPartitionReassignmentsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ListPartitionReassignmentsRequest");
        let mut this = ListPartitionReassignmentsRequest {
            timeout_ms: r.int32("TimeoutMs")?,
            topics: r.nullable_array("Topics", version, flexible, true)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ListPartitionReassignmentsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += nullable_len(&self.topics, version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ListPartitionReassignmentsRequest");
        w.int32(self.timeout_ms)?;
        encode_nullable(&self.topics, w, "Topics", version, flexible, true)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `ListPartitionReassignmentsRequest.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListPartitionReassignmentsTopics<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]int32`, versions 0+.
    pub partition_indexes: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListPartitionReassignmentsTopics<'_> {
    fn default() -> Self {
        ListPartitionReassignmentsTopics {
            name: "",
            partition_indexes: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ListPartitionReassignmentsTopics<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("ListPartitionReassignmentsTopics");
        let mut this = ListPartitionReassignmentsTopics {
            name: r.string("Name", flexible)?,
            partition_indexes: r.array("PartitionIndexes", version, flexible)?,
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
        let outer = r.begin_struct("ListPartitionReassignmentsTopics");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<i32>("PartitionIndexes", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ListPartitionReassignmentsTopics<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += self.partition_indexes.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("ListPartitionReassignmentsTopics");
        w.string("Name", self.name, flexible)?;
        self.partition_indexes
            .encode(w, "PartitionIndexes", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for ListPartitionReassignmentsTopics<'a> {
    const TYPE_NAME: &'static str = "ListPartitionReassignmentsTopics";
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

/// The ListPartitionReassignments response: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ListPartitionReassignmentsResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub error_message: Option<&'a str>,
    /// `[]OngoingTopicReassignment`, versions 0+.
    pub topics: Array<'a, OngoingTopicReassignment<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ListPartitionReassignmentsResponse<'_> {
    fn default() -> Self {
        ListPartitionReassignmentsResponse {
            throttle_time_ms: 0,
            error_code: 0,
            error_message: Some(""),
            topics: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ListPartitionReassignmentsResponse<'a> {
    const NAME: &'static str = "ListPartitionReassignmentsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(46));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for ListPartitionReassignmentsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ListPartitionReassignmentsResponse");
        let mut this = ListPartitionReassignmentsResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            topics: r.array("Topics", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ListPartitionReassignmentsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        n += self.topics.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ListPartitionReassignmentsResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        self.topics.encode(w, "Topics", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `ListPartitionReassignmentsResponse.Topics`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OngoingTopicReassignment<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `[]OngoingPartitionReassignment`, versions 0+.
    pub partitions: Array<'a, OngoingPartitionReassignment<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OngoingTopicReassignment<'_> {
    fn default() -> Self {
        OngoingTopicReassignment {
            name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OngoingTopicReassignment<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("OngoingTopicReassignment");
        let mut this = OngoingTopicReassignment {
            name: r.string("Name", flexible)?,
            partitions: r.array("Partitions", version, flexible)?,
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
        let outer = r.begin_struct("OngoingTopicReassignment");
        r.skip_string("Name", flexible, false)?;
        r.skip_array::<OngoingPartitionReassignment<'a>>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OngoingTopicReassignment<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += self.partitions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("OngoingTopicReassignment");
        w.string("Name", self.name, flexible)?;
        self.partitions.encode(w, "Partitions", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for OngoingTopicReassignment<'a> {
    const TYPE_NAME: &'static str = "OngoingTopicReassignment";
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

/// An element of `OngoingTopicReassignment.Partitions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct OngoingPartitionReassignment<'a> {
    /// `int32`, versions 0+.
    pub partition_index: i32,
    /// `[]int32`, versions 0+.
    pub replicas: Array<'a, i32>,
    /// `[]int32`, versions 0+.
    pub adding_replicas: Array<'a, i32>,
    /// `[]int32`, versions 0+.
    pub removing_replicas: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for OngoingPartitionReassignment<'_> {
    fn default() -> Self {
        OngoingPartitionReassignment {
            partition_index: 0,
            replicas: Array::empty(),
            adding_replicas: Array::empty(),
            removing_replicas: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for OngoingPartitionReassignment<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("OngoingPartitionReassignment");
        let mut this = OngoingPartitionReassignment {
            partition_index: r.int32("PartitionIndex")?,
            replicas: r.array("Replicas", version, flexible)?,
            adding_replicas: r.array("AddingReplicas", version, flexible)?,
            removing_replicas: r.array("RemovingReplicas", version, flexible)?,
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
        let outer = r.begin_struct("OngoingPartitionReassignment");
        r.skip_fixed("PartitionIndex", 4)?;
        r.skip_array::<i32>("Replicas", version, flexible, false)?;
        r.skip_array::<i32>("AddingReplicas", version, flexible, false)?;
        r.skip_array::<i32>("RemovingReplicas", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for OngoingPartitionReassignment<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += self.replicas.encoded_len(version, flexible);
        n += self.adding_replicas.encoded_len(version, flexible);
        n += self.removing_replicas.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("OngoingPartitionReassignment");
        w.int32(self.partition_index)?;
        self.replicas.encode(w, "Replicas", version, flexible)?;
        self.adding_replicas
            .encode(w, "AddingReplicas", version, flexible)?;
        self.removing_replicas
            .encode(w, "RemovingReplicas", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for OngoingPartitionReassignment<'a> {
    const TYPE_NAME: &'static str = "OngoingPartitionReassignment";
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

    impl<'a> Sample<'a> for ListPartitionReassignmentsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ListPartitionReassignmentsRequest {
                timeout_ms: g.int32(),
                topics: g.maybe(true, |g| {
                    g.array(|g| ListPartitionReassignmentsTopics::sample(g, version))
                }),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ListPartitionReassignmentsTopics<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            ListPartitionReassignmentsTopics {
                name: g.string(),
                partition_indexes: g.array(|g| g.int32()),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ListPartitionReassignmentsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ListPartitionReassignmentsResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                topics: g.array(|g| OngoingTopicReassignment::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OngoingTopicReassignment<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            OngoingTopicReassignment {
                name: g.string(),
                partitions: g.array(|g| OngoingPartitionReassignment::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for OngoingPartitionReassignment<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            OngoingPartitionReassignment {
                partition_index: g.int32(),
                replicas: g.array(|g| g.int32()),
                adding_replicas: g.array(|g| g.int32()),
                removing_replicas: g.array(|g| g.int32()),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

//! Generated from `ShareGroupDescribeRequest.json` and `ShareGroupDescribeResponse.json` by `codegen`; do not edit.
//!
//! ShareGroupDescribe, API key 77: requests in versions 1, responses in versions 1; flexible from version 1.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid,
    VersionRange, Writer,
};

/// The ShareGroupDescribe request: versions 1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ShareGroupDescribeRequest<'a> {
    /// `[]string`, versions 0+.
    pub group_ids: Array<'a, &'a str>,
    /// `bool`, versions 0+.
    pub include_authorized_operations: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ShareGroupDescribeRequest<'_> {
    fn default() -> Self {
        ShareGroupDescribeRequest {
            group_ids: Array::empty(),
            include_authorized_operations: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ShareGroupDescribeRequest<'a> {
    const NAME: &'static str = "ShareGroupDescribeRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(77));
    const VERSIONS: VersionRange = VersionRange::new(1, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for ShareGroupDescribeRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ShareGroupDescribeRequest");
        let mut this = ShareGroupDescribeRequest {
            group_ids: r.array("GroupIds", version, flexible)?,
            include_authorized_operations: r.bool("IncludeAuthorizedOperations")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for ShareGroupDescribeRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += self.group_ids.encoded_len(version, flexible);
        n += 1;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ShareGroupDescribeRequest");
        self.group_ids.encode(w, "GroupIds", version, flexible)?;
        w.bool(self.include_authorized_operations)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The ShareGroupDescribe response: versions 1, flexible from version 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ShareGroupDescribeResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `[]DescribedGroup`, versions 0+.
    pub groups: Array<'a, DescribedGroup<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ShareGroupDescribeResponse<'_> {
    fn default() -> Self {
        ShareGroupDescribeResponse {
            throttle_time_ms: 0,
            groups: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for ShareGroupDescribeResponse<'a> {
    const NAME: &'static str = "ShareGroupDescribeResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(77));
    const VERSIONS: VersionRange = VersionRange::new(1, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(1);
}

impl<'a> Decode<'a> for ShareGroupDescribeResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("ShareGroupDescribeResponse");
        let mut this = ShareGroupDescribeResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
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

impl Encode for ShareGroupDescribeResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += self.groups.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("ShareGroupDescribeResponse");
        w.int32(self.throttle_time_ms)?;
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

/// An element of `ShareGroupDescribeResponse.Groups`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribedGroup<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub error_message: Option<&'a str>,
    /// `string`, versions 0+.
    pub group_id: &'a str,
    /// `string`, versions 0+.
    pub group_state: &'a str,
    /// `int32`, versions 0+.
    pub group_epoch: i32,
    /// `int32`, versions 0+.
    pub assignment_epoch: i32,
    /// `string`, versions 0+.
    pub assignor_name: &'a str,
    /// `[]Member`, versions 0+.
    pub members: Array<'a, Member<'a>>,
    /// `int32`, versions 0+; default -2147483648.
    pub authorized_operations: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribedGroup<'_> {
    fn default() -> Self {
        DescribedGroup {
            error_code: 0,
            error_message: None,
            group_id: "",
            group_state: "",
            group_epoch: 0,
            assignment_epoch: 0,
            assignor_name: "",
            members: Array::empty(),
            authorized_operations: -2147483648,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribedGroup<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("DescribedGroup");
        let mut this = DescribedGroup {
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            group_id: r.string("GroupId", flexible)?,
            group_state: r.string("GroupState", flexible)?,
            group_epoch: r.int32("GroupEpoch")?,
            assignment_epoch: r.int32("AssignmentEpoch")?,
            assignor_name: r.string("AssignorName", flexible)?,
            members: r.array("Members", version, flexible)?,
            authorized_operations: r.int32("AuthorizedOperations")?,
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
        let outer = r.begin_struct("DescribedGroup");
        r.skip_fixed("ErrorCode", 2)?;
        r.skip_string("ErrorMessage", flexible, true)?;
        r.skip_string("GroupId", flexible, false)?;
        r.skip_string("GroupState", flexible, false)?;
        r.skip_fixed_run(&[("GroupEpoch", 4), ("AssignmentEpoch", 4)])?;
        r.skip_string("AssignorName", flexible, false)?;
        r.skip_array::<Member<'a>>("Members", version, flexible, false)?;
        r.skip_fixed("AuthorizedOperations", 4)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribedGroup<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        n += len::string(self.group_id, flexible);
        n += len::string(self.group_state, flexible);
        n += 4;
        n += 4;
        n += len::string(self.assignor_name, flexible);
        n += self.members.encoded_len(version, flexible);
        n += 4;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("DescribedGroup");
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        w.string("GroupId", self.group_id, flexible)?;
        w.string("GroupState", self.group_state, flexible)?;
        w.int32(self.group_epoch)?;
        w.int32(self.assignment_epoch)?;
        w.string("AssignorName", self.assignor_name, flexible)?;
        self.members.encode(w, "Members", version, flexible)?;
        w.int32(self.authorized_operations)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for DescribedGroup<'a> {
    const TYPE_NAME: &'static str = "DescribedGroup";
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

/// An element of `DescribedGroup.Members`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Member<'a> {
    /// `string`, versions 0+.
    pub member_id: &'a str,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub rack_id: Option<&'a str>,
    /// `int32`, versions 0+.
    pub member_epoch: i32,
    /// `string`, versions 0+.
    pub client_id: &'a str,
    /// `string`, versions 0+.
    pub client_host: &'a str,
    /// `[]string`, versions 0+.
    pub subscribed_topic_names: Array<'a, &'a str>,
    /// `Assignment`, versions 0+.
    pub assignment: Assignment<'a>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for Member<'_> {
    fn default() -> Self {
        Member {
            member_id: "",
            rack_id: None,
            member_epoch: 0,
            client_id: "",
            client_host: "",
            subscribed_topic_names: Array::empty(),
            assignment: Assignment::default(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for Member<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Member");
        let mut this = Member {
            member_id: r.string("MemberId", flexible)?,
            rack_id: r.nullable_string("RackId", flexible, true)?,
            member_epoch: r.int32("MemberEpoch")?,
            client_id: r.string("ClientId", flexible)?,
            client_host: r.string("ClientHost", flexible)?,
            subscribed_topic_names: r.array("SubscribedTopicNames", version, flexible)?,
            assignment: r.nested("Assignment", "Assignment", version)?,
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
        let outer = r.begin_struct("Member");
        r.skip_string("MemberId", flexible, false)?;
        r.skip_string("RackId", flexible, true)?;
        r.skip_fixed("MemberEpoch", 4)?;
        r.skip_string("ClientId", flexible, false)?;
        r.skip_string("ClientHost", flexible, false)?;
        r.skip_array::<&'a str>("SubscribedTopicNames", version, flexible, false)?;
        r.skip_nested::<Assignment<'a>>("Assignment", version, None)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for Member<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.member_id, flexible);
        n += len::nullable_string(self.rack_id, flexible);
        n += 4;
        n += len::string(self.client_id, flexible);
        n += len::string(self.client_host, flexible);
        n += self.subscribed_topic_names.encoded_len(version, flexible);
        n += self.assignment.encoded_len(version);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("Member");
        w.string("MemberId", self.member_id, flexible)?;
        w.nullable_string("RackId", self.rack_id, flexible, true, version)?;
        w.int32(self.member_epoch)?;
        w.string("ClientId", self.client_id, flexible)?;
        w.string("ClientHost", self.client_host, flexible)?;
        self.subscribed_topic_names
            .encode(w, "SubscribedTopicNames", version, flexible)?;
        self.assignment.encode(w, version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for Member<'a> {
    const TYPE_NAME: &'static str = "Member";
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

/// `TopicPartitions`, a struct shared by several fields of ShareGroupDescribeResponse.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct TopicPartitions<'a> {
    /// `uuid`, versions 0+.
    pub topic_id: Uuid,
    /// `string`, versions 0+.
    pub topic_name: &'a str,
    /// `[]int32`, versions 0+.
    pub partitions: Array<'a, i32>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for TopicPartitions<'_> {
    fn default() -> Self {
        TopicPartitions {
            topic_id: Uuid::ZERO,
            topic_name: "",
            partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for TopicPartitions<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("TopicPartitions");
        let mut this = TopicPartitions {
            topic_id: r.uuid("TopicId")?,
            topic_name: r.string("TopicName", flexible)?,
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
        let outer = r.begin_struct("TopicPartitions");
        r.skip_fixed("TopicId", 16)?;
        r.skip_string("TopicName", flexible, false)?;
        r.skip_array::<i32>("Partitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for TopicPartitions<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 16;
        n += len::string(self.topic_name, flexible);
        n += self.partitions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("TopicPartitions");
        w.uuid(self.topic_id)?;
        w.string("TopicName", self.topic_name, flexible)?;
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

impl<'a> Element<'a> for TopicPartitions<'a> {
    const TYPE_NAME: &'static str = "TopicPartitions";
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

/// `Assignment`, a struct shared by several fields of ShareGroupDescribeResponse.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Assignment<'a> {
    /// `[]TopicPartitions`, versions 0+.
    pub topic_partitions: Array<'a, TopicPartitions<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for Assignment<'_> {
    fn default() -> Self {
        Assignment {
            topic_partitions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for Assignment<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Assignment");
        let mut this = Assignment {
            topic_partitions: r.array("TopicPartitions", version, flexible)?,
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
        let outer = r.begin_struct("Assignment");
        r.skip_array::<TopicPartitions<'a>>("TopicPartitions", version, flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for Assignment<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += self.topic_partitions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("Assignment");
        self.topic_partitions
            .encode(w, "TopicPartitions", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

#[cfg(feature = "samples")]
mod samples {
    use super::*;
    use crate::samples::{Sample, SampleGen};

    impl<'a> Sample<'a> for ShareGroupDescribeRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            ShareGroupDescribeRequest {
                group_ids: g.array(|g| g.string()),
                include_authorized_operations: g.bool(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ShareGroupDescribeResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            ShareGroupDescribeResponse {
                throttle_time_ms: g.int32(),
                groups: g.array(|g| DescribedGroup::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribedGroup<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribedGroup {
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                group_id: g.string(),
                group_state: g.string(),
                group_epoch: g.int32(),
                assignment_epoch: g.int32(),
                assignor_name: g.string(),
                members: g.array(|g| Member::sample(g, version)),
                authorized_operations: g.int32(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for Member<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            Member {
                member_id: g.string(),
                rack_id: g.maybe(true, |g| g.string()),
                member_epoch: g.int32(),
                client_id: g.string(),
                client_host: g.string(),
                subscribed_topic_names: g.array(|g| g.string()),
                assignment: Assignment::sample(g, version),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for TopicPartitions<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            TopicPartitions {
                topic_id: g.uuid(),
                topic_name: g.string(),
                partitions: g.array(|g| g.int32()),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for Assignment<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            Assignment {
                topic_partitions: g.array(|g| TopicPartitions::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

//! Generated from `UpdateRaftVoterRequest.json` and `UpdateRaftVoterResponse.json` by `codegen`; do not edit.
//!
//! UpdateRaftVoter, API key 82: requests in versions 0, responses in versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid,
    VersionRange, Writer,
};

/// The UpdateRaftVoter request: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct UpdateRaftVoterRequest<'a> {
    /// `string`, versions 0+, nullable in 0+.
    pub cluster_id: Option<&'a str>,
    /// `int32`, versions 0+.
    pub current_leader_epoch: i32,
    /// `int32`, versions 0+.
    pub voter_id: i32,
    /// `uuid`, versions 0+.
    pub voter_directory_id: Uuid,
    /// `[]Listener`, versions 0+.
    pub listeners: Array<'a, Listener<'a>>,
    /// `KRaftVersionFeature`, versions 0+.
    pub k_raft_version_feature: KRaftVersionFeature<'a>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for UpdateRaftVoterRequest<'_> {
    fn default() -> Self {
        UpdateRaftVoterRequest {
            cluster_id: Some(""),
            current_leader_epoch: 0,
            voter_id: 0,
            voter_directory_id: Uuid::ZERO,
            listeners: Array::empty(),
            k_raft_version_feature: KRaftVersionFeature::default(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for UpdateRaftVoterRequest<'a> {
    const NAME: &'static str = "UpdateRaftVoterRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(82));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for UpdateRaftVoterRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("UpdateRaftVoterRequest");
        let mut this = UpdateRaftVoterRequest {
            cluster_id: r.nullable_string("ClusterId", flexible, true)?,
            current_leader_epoch: r.int32("CurrentLeaderEpoch")?,
            voter_id: r.int32("VoterId")?,
            voter_directory_id: r.uuid("VoterDirectoryId")?,
            listeners: r.array("Listeners", version, flexible)?,
            k_raft_version_feature: r.nested(
                "KRaftVersionFeature",
                "KRaftVersionFeature",
                version,
            )?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for UpdateRaftVoterRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::nullable_string(self.cluster_id, flexible);
        n += 4;
        n += 4;
        n += 16;
        n += self.listeners.encoded_len(version, flexible);
        n += self.k_raft_version_feature.encoded_len(version);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("UpdateRaftVoterRequest");
        w.nullable_string("ClusterId", self.cluster_id, flexible, true, version)?;
        w.int32(self.current_leader_epoch)?;
        w.int32(self.voter_id)?;
        w.uuid(self.voter_directory_id)?;
        self.listeners.encode(w, "Listeners", version, flexible)?;
        self.k_raft_version_feature.encode(w, version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `UpdateRaftVoterRequest.Listeners`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Listener<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `string`, versions 0+.
    pub host: &'a str,
    /// `uint16`, versions 0+.
    pub port: u16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for Listener<'_> {
    fn default() -> Self {
        Listener {
            name: "",
            host: "",
            port: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for Listener<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Listener");
        let mut this = Listener {
            name: r.string("Name", flexible)?,
            host: r.string("Host", flexible)?,
            port: r.uint16("Port")?,
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
        let outer = r.begin_struct("Listener");
        r.skip_string("Name", flexible, false)?;
        r.skip_string("Host", flexible, false)?;
        r.skip_fixed("Port", 2)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for Listener<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += len::string(self.host, flexible);
        n += 2;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("Listener");
        w.string("Name", self.name, flexible)?;
        w.string("Host", self.host, flexible)?;
        w.uint16(self.port)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for Listener<'a> {
    const TYPE_NAME: &'static str = "Listener";
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

/// The value of `UpdateRaftVoterRequest.KRaftVersionFeature`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct KRaftVersionFeature<'a> {
    /// `int16`, versions 0+.
    pub min_supported_version: i16,
    /// `int16`, versions 0+.
    pub max_supported_version: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for KRaftVersionFeature<'_> {
    fn default() -> Self {
        KRaftVersionFeature {
            min_supported_version: 0,
            max_supported_version: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for KRaftVersionFeature<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("KRaftVersionFeature");
        let mut this = KRaftVersionFeature {
            min_supported_version: r.int16("MinSupportedVersion")?,
            max_supported_version: r.int16("MaxSupportedVersion")?,
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
        let outer = r.begin_struct("KRaftVersionFeature");
        r.skip_fixed_run(&[("MinSupportedVersion", 2), ("MaxSupportedVersion", 2)])?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for KRaftVersionFeature<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 2;
        n += 2;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("KRaftVersionFeature");
        w.int16(self.min_supported_version)?;
        w.int16(self.max_supported_version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The UpdateRaftVoter response: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct UpdateRaftVoterResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `CurrentLeader`, versions 0+, tagged field 0 in versions 0+.
    pub current_leader: CurrentLeader<'a>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for UpdateRaftVoterResponse<'_> {
    fn default() -> Self {
        UpdateRaftVoterResponse {
            throttle_time_ms: 0,
            error_code: 0,
            current_leader: CurrentLeader::default(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for UpdateRaftVoterResponse<'a> {
    const NAME: &'static str = "UpdateRaftVoterResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(82));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for UpdateRaftVoterResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("UpdateRaftVoterResponse");
        let mut this = UpdateRaftVoterResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            current_leader: CurrentLeader::default(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|r, tag| match tag {
                0 => {
                    this.current_leader = r.nested("CurrentLeader", "CurrentLeader", version)?;
                    Ok(true)
                }
                _ => Ok(false),
            })?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for UpdateRaftVoterResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        if flexible {
            let mut tags = TaggedLen::new(&self.unknown_tagged_fields);
            if self.current_leader != CurrentLeader::default() {
                tags.add(0, self.current_leader.encoded_len(version));
            }
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("UpdateRaftVoterResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        if flexible {
            let tag0 = self.current_leader != CurrentLeader::default();
            let mut tags = TaggedWriter::begin(w, &self.unknown_tagged_fields, usize::from(tag0))?;
            if tag0 {
                tags.field(w, 0, self.current_leader.encoded_len(version), |w| {
                    self.current_leader.encode(w, version)?;
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

/// The value of `UpdateRaftVoterResponse.CurrentLeader`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct CurrentLeader<'a> {
    /// `int32`, versions 0+; default -1.
    pub leader_id: i32,
    /// `int32`, versions 0+; default -1.
    pub leader_epoch: i32,
    /// `string`, versions 0+.
    pub host: &'a str,
    /// `int32`, versions 0+.
    pub port: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for CurrentLeader<'_> {
    fn default() -> Self {
        CurrentLeader {
            leader_id: -1,
            leader_epoch: -1,
            host: "",
            port: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for CurrentLeader<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("CurrentLeader");
        let mut this = CurrentLeader {
            leader_id: r.int32("LeaderId")?,
            leader_epoch: r.int32("LeaderEpoch")?,
            host: r.string("Host", flexible)?,
            port: r.int32("Port")?,
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
        let outer = r.begin_struct("CurrentLeader");
        r.skip_fixed_run(&[("LeaderId", 4), ("LeaderEpoch", 4)])?;
        r.skip_string("Host", flexible, false)?;
        r.skip_fixed("Port", 4)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for CurrentLeader<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 4;
        n += len::string(self.host, flexible);
        n += 4;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("CurrentLeader");
        w.int32(self.leader_id)?;
        w.int32(self.leader_epoch)?;
        w.string("Host", self.host, flexible)?;
        w.int32(self.port)?;
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

    impl<'a> Sample<'a> for UpdateRaftVoterRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            UpdateRaftVoterRequest {
                cluster_id: g.maybe(true, |g| g.string()),
                current_leader_epoch: g.int32(),
                voter_id: g.int32(),
                voter_directory_id: g.uuid(),
                listeners: g.array(|g| Listener::sample(g, version)),
                k_raft_version_feature: KRaftVersionFeature::sample(g, version),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for Listener<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            Listener {
                name: g.string(),
                host: g.string(),
                port: g.uint16(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for KRaftVersionFeature<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            KRaftVersionFeature {
                min_supported_version: g.int16(),
                max_supported_version: g.int16(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for UpdateRaftVoterResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            UpdateRaftVoterResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                current_leader: if g.tagged() {
                    CurrentLeader::sample(g, version)
                } else {
                    CurrentLeader::default()
                },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for CurrentLeader<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            CurrentLeader {
                leader_id: g.int32(),
                leader_epoch: g.int32(),
                host: g.string(),
                port: g.int32(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

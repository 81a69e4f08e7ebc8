//! Generated from `VotersRecord.json` by `codegen`; do not edit.
//!
//! VotersRecord, a standalone data record: versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid,
    VersionRange, Writer,
};

/// The VotersRecord data record: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct VotersRecord<'a> {
    /// `int16`, versions 0+.
    pub version: i16,
    /// `[]Voter`, versions 0+.
    pub voters: Array<'a, Voter<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for VotersRecord<'_> {
    fn default() -> Self {
        VotersRecord {
            version: 0,
            voters: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for VotersRecord<'a> {
    const NAME: &'static str = "VotersRecord";
    const API_KEY: Option<ApiKey> = None;
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for VotersRecord<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("VotersRecord");
        let mut this = VotersRecord {
            version: r.int16("Version")?,
            voters: r.array("Voters", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for VotersRecord<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 2;
        n += self.voters.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("VotersRecord");
        w.int16(self.version)?;
        self.voters.encode(w, "Voters", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `VotersRecord.Voters`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Voter<'a> {
    /// `int32`, versions 0+.
    pub voter_id: i32,
    /// `uuid`, versions 0+.
    pub voter_directory_id: Uuid,
    /// `[]Endpoint`, versions 0+.
    pub endpoints: Array<'a, Endpoint<'a>>,
    /// `KRaftVersionFeature`, versions 0+.
    pub k_raft_version_feature: KRaftVersionFeature<'a>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for Voter<'_> {
    fn default() -> Self {
        Voter {
            voter_id: 0,
            voter_directory_id: Uuid::ZERO,
            endpoints: Array::empty(),
            k_raft_version_feature: KRaftVersionFeature::default(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for Voter<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Voter");
        let mut this = Voter {
            voter_id: r.int32("VoterId")?,
            voter_directory_id: r.uuid("VoterDirectoryId")?,
            endpoints: r.array("Endpoints", version, flexible)?,
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

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Voter");
        r.skip_fixed_run(&[("VoterId", 4), ("VoterDirectoryId", 16)])?;
        r.skip_array::<Endpoint<'a>>("Endpoints", version, flexible, false)?;
        r.skip_nested::<KRaftVersionFeature<'a>>("KRaftVersionFeature", version, None)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for Voter<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 16;
        n += self.endpoints.encoded_len(version, flexible);
        n += self.k_raft_version_feature.encoded_len(version);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("Voter");
        w.int32(self.voter_id)?;
        w.uuid(self.voter_directory_id)?;
        self.endpoints.encode(w, "Endpoints", version, flexible)?;
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

impl<'a> Element<'a> for Voter<'a> {
    const TYPE_NAME: &'static str = "Voter";
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

/// An element of `Voter.Endpoints`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Endpoint<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `string`, versions 0+.
    pub host: &'a str,
    /// `uint16`, versions 0+.
    pub port: u16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for Endpoint<'_> {
    fn default() -> Self {
        Endpoint {
            name: "",
            host: "",
            port: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for Endpoint<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Endpoint");
        let mut this = Endpoint {
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
        let outer = r.begin_struct("Endpoint");
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

impl Encode for Endpoint<'_> {
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
        let outer = w.begin_struct("Endpoint");
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

impl<'a> Element<'a> for Endpoint<'a> {
    const TYPE_NAME: &'static str = "Endpoint";
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

/// The value of `Voter.KRaftVersionFeature`.
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

#[cfg(feature = "samples")]
mod samples {
    use super::*;
    use crate::samples::{Sample, SampleGen};

    impl<'a> Sample<'a> for VotersRecord<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            VotersRecord {
                version: g.int16(),
                voters: g.array(|g| Voter::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for Voter<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            Voter {
                voter_id: g.int32(),
                voter_directory_id: g.uuid(),
                endpoints: g.array(|g| Endpoint::sample(g, version)),
                k_raft_version_feature: KRaftVersionFeature::sample(g, version),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for Endpoint<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            Endpoint {
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
}

//! Generated from `LeaderChangeMessage.json` by `codegen`; do not edit.
//!
//! LeaderChangeMessage, a standalone data record: versions 0-1; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid,
    VersionRange, Writer,
};

/// The LeaderChangeMessage data record: versions 0-1, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct LeaderChangeMessage<'a> {
    /// `int16`, versions 0+.
    pub version: i16,
    /// `int32`, versions 0+.
    pub leader_id: i32,
    /// `[]Voter`, versions 0+.
    pub voters: Array<'a, Voter<'a>>,
    /// `[]Voter`, versions 0+.
    pub granting_voters: Array<'a, Voter<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for LeaderChangeMessage<'_> {
    fn default() -> Self {
        LeaderChangeMessage {
            version: 0,
            leader_id: 0,
            voters: Array::empty(),
            granting_voters: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for LeaderChangeMessage<'a> {
    const NAME: &'static str = "LeaderChangeMessage";
    const API_KEY: Option<ApiKey> = None;
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for LeaderChangeMessage<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("LeaderChangeMessage");
        let mut this = LeaderChangeMessage {
            version: r.int16("Version")?,
            leader_id: r.int32("LeaderId")?,
            voters: r.array("Voters", version, flexible)?,
            granting_voters: r.array("GrantingVoters", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for LeaderChangeMessage<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 2;
        n += 4;
        n += self.voters.encoded_len(version, flexible);
        n += self.granting_voters.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("LeaderChangeMessage");
        w.int16(self.version)?;
        w.int32(self.leader_id)?;
        self.voters.encode(w, "Voters", version, flexible)?;
        self.granting_voters
            .encode(w, "GrantingVoters", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// `Voter`, a struct shared by several fields of LeaderChangeMessage.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Voter<'a> {
    /// `int32`, versions 0+.
    pub voter_id: i32,
    /// `uuid`, versions 1+.
    pub voter_directory_id: Uuid,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for Voter<'_> {
    fn default() -> Self {
        Voter {
            voter_id: 0,
            voter_directory_id: Uuid::ZERO,
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
            voter_directory_id: if version >= 1 {
                r.uuid("VoterDirectoryId")?
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
        let flexible = true;
        let outer = r.begin_struct("Voter");
        r.skip_fixed("VoterId", 4)?;
        if version >= 1 {
            r.skip_fixed("VoterDirectoryId", 16)?;
        }
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
        if version >= 1 {
            n += 16;
        }
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
        if version >= 1 {
            w.uuid(self.voter_directory_id)?;
        } else if self.voter_directory_id != Uuid::ZERO {
            return Err(w.not_in_version("VoterDirectoryId", version));
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

#[cfg(feature = "samples")]
mod samples {
    use super::*;
    use crate::samples::{Sample, SampleGen};

    impl<'a> Sample<'a> for LeaderChangeMessage<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            LeaderChangeMessage {
                version: g.int16(),
                leader_id: g.int32(),
                voters: g.array(|g| Voter::sample(g, version)),
                granting_voters: g.array(|g| Voter::sample(g, version)),
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
                voter_directory_id: if version >= 1 { g.uuid() } else { Uuid::ZERO },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

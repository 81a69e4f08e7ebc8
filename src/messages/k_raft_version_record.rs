//! Generated from `KRaftVersionRecord.json` by `codegen`; do not edit.
//!
//! KRaftVersionRecord, a standalone data record: versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, ApiKey, Decode, DecodeError, Encode, EncodeError,
    Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, VersionRange, Writer,
};

/// The KRaftVersionRecord data record: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct KRaftVersionRecord<'a> {
    /// `int16`, versions 0+.
    pub version: i16,
    /// `int16`, versions 0+.
    pub k_raft_version: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for KRaftVersionRecord<'_> {
    fn default() -> Self {
        KRaftVersionRecord {
            version: 0,
            k_raft_version: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for KRaftVersionRecord<'a> {
    const NAME: &'static str = "KRaftVersionRecord";
    const API_KEY: Option<ApiKey> = None;
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for KRaftVersionRecord<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("KRaftVersionRecord");
        let mut this = KRaftVersionRecord {
            version: r.int16("Version")?,
            k_raft_version: r.int16("KRaftVersion")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for KRaftVersionRecord<'_> {
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
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("KRaftVersionRecord");
        w.int16(self.version)?;
        w.int16(self.k_raft_version)?;
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

    impl<'a> Sample<'a> for KRaftVersionRecord<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            KRaftVersionRecord {
                version: g.int16(),
                k_raft_version: g.int16(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

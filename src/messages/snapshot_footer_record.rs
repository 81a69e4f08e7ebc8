//! Generated from `SnapshotFooterRecord.json` by `codegen`; do not edit.
//!
//! SnapshotFooterRecord, a standalone data record: versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, ApiKey, Decode, DecodeError, Encode, EncodeError,
    Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, VersionRange, Writer,
};

/// The SnapshotFooterRecord data record: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct SnapshotFooterRecord<'a> {
    /// `int16`, versions 0+.
    pub version: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for SnapshotFooterRecord<'_> {
    fn default() -> Self {
        SnapshotFooterRecord {
            version: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for SnapshotFooterRecord<'a> {
    const NAME: &'static str = "SnapshotFooterRecord";
    const API_KEY: Option<ApiKey> = None;
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for SnapshotFooterRecord<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("SnapshotFooterRecord");
        let mut this = SnapshotFooterRecord {
            version: r.int16("Version")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for SnapshotFooterRecord<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
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
        let outer = w.begin_struct("SnapshotFooterRecord");
        w.int16(self.version)?;
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

    impl<'a> Sample<'a> for SnapshotFooterRecord<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            SnapshotFooterRecord {
                version: g.int16(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

//! Generated from `SnapshotHeaderRecord.json` by `codegen`; do not edit.
//!
//! SnapshotHeaderRecord, a standalone data record: versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, ApiKey, Decode, DecodeError, Encode, EncodeError,
    Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, VersionRange, Writer,
};

/// The SnapshotHeaderRecord data record: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct SnapshotHeaderRecord<'a> {
    /// `int16`, versions 0+.
    pub version: i16,
    /// `int64`, versions 0+.
    pub last_contained_log_timestamp: i64,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for SnapshotHeaderRecord<'_> {
    fn default() -> Self {
        SnapshotHeaderRecord {
            version: 0,
            last_contained_log_timestamp: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for SnapshotHeaderRecord<'a> {
    const NAME: &'static str = "SnapshotHeaderRecord";
    const API_KEY: Option<ApiKey> = None;
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for SnapshotHeaderRecord<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("SnapshotHeaderRecord");
        let mut this = SnapshotHeaderRecord {
            version: r.int16("Version")?,
            last_contained_log_timestamp: r.int64("LastContainedLogTimestamp")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for SnapshotHeaderRecord<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 2;
        n += 8;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("SnapshotHeaderRecord");
        w.int16(self.version)?;
        w.int64(self.last_contained_log_timestamp)?;
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

    impl<'a> Sample<'a> for SnapshotHeaderRecord<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            SnapshotHeaderRecord {
                version: g.int16(),
                last_contained_log_timestamp: g.int64(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

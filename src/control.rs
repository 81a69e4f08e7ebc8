//! Control records: the key and value of a record in a control batch, decoded by the generated
//! schemas of each control type. Public in [`crate::records`].

use crate::batch::{error, Record};
use crate::error::{place, DecodeError, DecodeErrorKind, Prefix};
use crate::message::Message;
use crate::messages::{
    EndTxnMarker, KRaftVersionRecord, LeaderChangeMessage, SnapshotFooterRecord,
    SnapshotHeaderRecord, VotersRecord,
};
use crate::reader::Reader;

/// The type of a control record: the second int16 of its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ControlType(pub i16);

impl ControlType {
    /// A transaction was aborted; the value is an [`EndTxnMarker`].
    pub const ABORT: ControlType = ControlType(0);
    /// A transaction was committed; the value is an [`EndTxnMarker`].
    pub const COMMIT: ControlType = ControlType(1);
    /// A KRaft leader change; the value is a [`LeaderChangeMessage`].
    pub const LEADER_CHANGE: ControlType = ControlType(2);
    /// The start of a KRaft snapshot; the value is a [`SnapshotHeaderRecord`].
    pub const SNAPSHOT_HEADER: ControlType = ControlType(3);
    /// The end of a KRaft snapshot; the value is a [`SnapshotFooterRecord`].
    pub const SNAPSHOT_FOOTER: ControlType = ControlType(4);
    /// The KRaft version; the value is a [`KRaftVersionRecord`].
    pub const KRAFT_VERSION: ControlType = ControlType(5);
    /// The KRaft voter set; the value is a [`VotersRecord`].
    pub const KRAFT_VOTERS: ControlType = ControlType(6);
}

/// The decoded value of a control record.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum ControlValue<'a> {
    /// A transaction marker ([`ControlType::ABORT`] or [`ControlType::COMMIT`]).
    EndTxnMarker(EndTxnMarker),
    /// [`ControlType::LEADER_CHANGE`].
    LeaderChange(LeaderChangeMessage<'a>),
    /// [`ControlType::SNAPSHOT_HEADER`].
    SnapshotHeader(SnapshotHeaderRecord<'a>),
    /// [`ControlType::SNAPSHOT_FOOTER`].
    SnapshotFooter(SnapshotFooterRecord<'a>),
    /// [`ControlType::KRAFT_VERSION`].
    KRaftVersion(KRaftVersionRecord<'a>),
    /// [`ControlType::KRAFT_VOTERS`].
    Voters(VotersRecord<'a>),
    /// A type this crate does not know: the value as it is (after its version).
    Unknown(&'a [u8]),
}

/// A control record's key and value, decoded: see [`ControlRecord::decode`].
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ControlRecord<'a> {
    /// The key's version (0 so far).
    pub key_version: i16,
    /// The control type.
    pub kind: ControlType,
    /// The version the value is written at.
    pub value_version: i16,
    /// The value.
    pub value: ControlValue<'a>,
}

impl<'a> ControlRecord<'a> {
    /// Decodes the key (int16 version, int16 type) and the value (int16 version, then the schema
    /// of the type at that version) of a record from a control batch. Both must be present; a key of
    /// version 0 must be exactly 4 bytes (later versions may add fields, which are skipped), and the
    /// value must be consumed exactly. Error offsets count from the start of the key or the value.
    pub fn decode(record: &Record<'a>) -> Result<ControlRecord<'a>, DecodeError> {
        let missing = |field| {
            error(
                0,
                field,
                DecodeErrorKind::NullNotAllowed {
                    prefix: Prefix::Varint,
                },
            )
        };
        let key = record.key.ok_or(missing(place!("ControlRecord", "key")))?;
        let value = record
            .value
            .ok_or(missing(place!("ControlRecord", "value")))?;
        let mut r = Reader::new(key);
        r.begin_struct(place!("ControlRecordKey", ""));
        let key_version = r.int16(place!("ControlRecordKey", "version"))?;
        if key_version < 0 {
            return Err(r.error_at(
                0,
                place!("ControlRecordKey", "version"),
                DecodeErrorKind::UnsupportedVersion {
                    api_key: -1,
                    version: key_version,
                    min: 0,
                    max: i16::MAX,
                },
            ));
        }
        let kind = ControlType(r.int16(place!("ControlRecordKey", "type"))?);
        if key_version == 0 {
            r.finish()?;
        }
        let mut v = Reader::new(value);
        v.begin_struct(place!("ControlRecordValue", ""));
        let value_version = v.int16(place!("ControlRecordValue", "version"))?;
        let body = v.rest();
        let shift = |mut e: DecodeError| {
            e.offset += 2;
            e
        };
        let value = match kind {
            ControlType::ABORT | ControlType::COMMIT => ControlValue::EndTxnMarker(
                EndTxnMarker::decode(body, value_version).map_err(shift)?,
            ),
            ControlType::LEADER_CHANGE => ControlValue::LeaderChange(
                LeaderChangeMessage::decode(body, value_version).map_err(shift)?,
            ),
            ControlType::SNAPSHOT_HEADER => ControlValue::SnapshotHeader(
                SnapshotHeaderRecord::decode(body, value_version).map_err(shift)?,
            ),
            ControlType::SNAPSHOT_FOOTER => ControlValue::SnapshotFooter(
                SnapshotFooterRecord::decode(body, value_version).map_err(shift)?,
            ),
            ControlType::KRAFT_VERSION => ControlValue::KRaftVersion(
                KRaftVersionRecord::decode(body, value_version).map_err(shift)?,
            ),
            ControlType::KRAFT_VOTERS => {
                ControlValue::Voters(VotersRecord::decode(body, value_version).map_err(shift)?)
            }
            _ => ControlValue::Unknown(body),
        };
        Ok(ControlRecord {
            key_version,
            kind,
            value_version,
            value,
        })
    }
}

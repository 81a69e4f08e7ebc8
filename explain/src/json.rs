//! JSON: `serde::Serialize` for a frame ([`Explained`]) and a stream ([`StreamReport`]); the tree's
//! types derive it where they are declared.

use core::ops::Range;

use kafka_view::ApiKey;

use crate::frame::Explained;
use crate::stream::StreamReport;

/// The frame's bytes as one hex string, credentials as `**`, written piece by piece (a serializer's
/// `collect_str` streams it without building the string).
struct MaskedHex<'a>(&'a [u8], &'a [Range<usize>]);

impl core::fmt::Display for MaskedHex<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for (i, b) in self.0.iter().enumerate() {
            if self.1.iter().any(|r| r.contains(&i)) {
                f.write_str("**")?;
            } else {
                write!(f, "{b:02x}")?;
            }
        }
        Ok(())
    }
}

/// One object with the frame's facts (`direction`, `message`, `api_key`, `api_name`, `api_version`,
/// `header_version`, `correlation_id`, `stream_offset`, `size`, `ok`), its `tree` (entries with
/// `name`, `kind`, `type`, `value`, `offset`, `size`, `note`, `secret`, `children`), its `errors`
/// (`offset`, `message`), its `hex` (the whole frame, credentials as `**`; of a frame explained as
/// it was read, its first bytes) and `hex_size` (the bytes `hex` holds: `size` unless streamed).
impl serde::Serialize for Explained<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut s = serializer.serialize_struct("Explained", 14)?;
        s.serialize_field("direction", &self.direction)?;
        s.serialize_field("message", &self.root.name)?;
        s.serialize_field("api_key", &self.api_key.map(|k| k.0))?;
        s.serialize_field("api_name", &self.api_key.and_then(ApiKey::name))?;
        s.serialize_field("api_version", &self.api_version)?;
        s.serialize_field("header_version", &self.header_version)?;
        s.serialize_field("correlation_id", &self.correlation_id)?;
        s.serialize_field("stream_offset", &self.stream_offset)?;
        s.serialize_field("size", &self.size())?;
        s.serialize_field("ok", &self.ok())?;
        s.serialize_field("tree", &self.root)?;
        s.serialize_field("errors", &self.problems)?;
        s.serialize_field("hex", &HexField(MaskedHex(self.hex_bytes(), &self.secrets)))?;
        s.serialize_field("hex_size", &self.hex_bytes().len())?;
        s.end()
    }
}

/// A `Display` value serialized as a string through `collect_str`.
struct HexField<'a>(MaskedHex<'a>);

impl serde::Serialize for HexField<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

/// `{"ok": bool, "frames": [...], "errors": [...]}`, each frame as [`Explained`]'s.
impl serde::Serialize for StreamReport<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut s = serializer.serialize_struct("StreamReport", 3)?;
        s.serialize_field("ok", &self.ok())?;
        s.serialize_field("frames", &self.frames)?;
        s.serialize_field("errors", &self.problems)?;
        s.end()
    }
}

//! JSON: `serde::Serialize` for a frame ([`Explained`]), a stream ([`StreamReport`]), a tree
//! ([`Entry`], its [`Scalar`] values) and a [`Problem`]. Values are JSON values (numbers, bools,
//! strings, null), with the name of what a number stands for beside it; the text each shows in the
//! tree is in `text`. `docs/explain.md` has the table of members.

use core::ops::Range;

use kafka_view::ApiKey;
use serde::ser::SerializeStruct;

use crate::frame::{Explained, Problem};
use crate::stream::StreamReport;
use crate::tree::{Entry, Scalar};

/// Bytes as lower-case hex, two digits a byte, written piece by piece.
struct Hex<'a>(&'a [u8]);

impl core::fmt::Display for Hex<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.0.iter().try_for_each(|b| write!(f, "{b:02x}"))
    }
}

/// A number, bool, string or null; bytes as a hex string; a float that is not finite as `"NaN"`,
/// `"inf"` or `"-inf"` (JSON has no such numbers); a credential as null.
impl serde::Serialize for Scalar {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Scalar::None | Scalar::Null | Scalar::Redacted => serializer.serialize_none(),
            Scalar::Int(v) => serializer.serialize_i64(*v),
            Scalar::Uint(v) => serializer.serialize_u64(*v),
            Scalar::Float(v) if v.is_finite() => serializer.serialize_f64(*v),
            Scalar::Float(v) if v.is_nan() => serializer.serialize_str("NaN"),
            Scalar::Float(v) if *v > 0.0 => serializer.serialize_str("inf"),
            Scalar::Float(_) => serializer.serialize_str("-inf"),
            Scalar::Bool(v) => serializer.serialize_bool(*v),
            Scalar::Str(v) => serializer.serialize_str(v),
            Scalar::Bytes(v) => serializer.collect_str(&Hex(v)),
        }
    }
}

/// `name`, `kind`, `type`, `value` (a [`Scalar`]), `value_name`, `text` (the value as the text tree
/// shows it), `offset`, `size`, `note`, `secret`, `children`: every member in every entry.
impl serde::Serialize for Entry {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Entry", 11)?;
        s.serialize_field("name", &self.name)?;
        s.serialize_field("kind", &self.kind)?;
        s.serialize_field("type", &self.ty)?;
        s.serialize_field("value", &self.scalar)?;
        s.serialize_field("value_name", &self.value_name)?;
        s.serialize_field("text", &self.value)?;
        s.serialize_field("offset", &self.offset)?;
        s.serialize_field("size", &self.size)?;
        s.serialize_field("note", &self.note)?;
        s.serialize_field("secret", &self.secret)?;
        s.serialize_field("children", &self.children)?;
        s.end()
    }
}

/// `kind` (see [`Problem::kind`]), `offset`, `message` and `field` (the schema names of the struct
/// and the field a decode error names; null when it names none, and for other problems), `text`
/// (the whole line, as the text output prints it).
impl serde::Serialize for Problem {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let named = |name: &'static str| (!name.is_empty()).then_some(name);
        let mut s = serializer.serialize_struct("Problem", 5)?;
        s.serialize_field("kind", &self.kind)?;
        s.serialize_field("offset", &self.offset)?;
        s.serialize_field("message", &self.error.and_then(|e| named(e.at.message)))?;
        s.serialize_field("field", &self.error.and_then(|e| named(e.at.field)))?;
        s.serialize_field("text", &self.message)?;
        s.end()
    }
}

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
/// `header_version`, `correlation_id`, `stream_offset`, `size`, `ok`), its `tree` (an [`Entry`]), its
/// `errors` (each a [`Problem`]), its `hex` (the whole frame, credentials as `**`; of a frame
/// explained as it was read, its first bytes) and `hex_size` (the bytes `hex` holds: `size` unless
/// streamed).
impl serde::Serialize for Explained<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
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
        let mut s = serializer.serialize_struct("StreamReport", 3)?;
        s.serialize_field("ok", &self.ok())?;
        s.serialize_field("frames", &self.frames)?;
        s.serialize_field("errors", &self.problems)?;
        s.end()
    }
}

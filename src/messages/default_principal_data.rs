//! Generated from `DefaultPrincipalData.json` by `codegen`; do not edit.
//!
//! DefaultPrincipalData, a standalone data record: versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Decode, DecodeError, Encode,
    EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, VersionRange,
    Writer,
};

/// The DefaultPrincipalData data record: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DefaultPrincipalData<'a> {
    /// `string`, versions 0+.
    pub type_: &'a str,
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `bool`, versions 0+.
    pub token_authenticated: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DefaultPrincipalData<'_> {
    fn default() -> Self {
        DefaultPrincipalData {
            type_: "",
            name: "",
            token_authenticated: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DefaultPrincipalData<'a> {
    const NAME: &'static str = "DefaultPrincipalData";
    const API_KEY: Option<ApiKey> = None;
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for DefaultPrincipalData<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DefaultPrincipalData");
        let mut this = DefaultPrincipalData {
            type_: r.string("Type", flexible)?,
            name: r.string("Name", flexible)?,
            token_authenticated: r.bool("TokenAuthenticated")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DefaultPrincipalData<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.type_, flexible);
        n += len::string(self.name, flexible);
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
        let outer = w.begin_struct("DefaultPrincipalData");
        w.string("Type", self.type_, flexible)?;
        w.string("Name", self.name, flexible)?;
        w.bool(self.token_authenticated)?;
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

    impl<'a> Sample<'a> for DefaultPrincipalData<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            DefaultPrincipalData {
                type_: g.string(),
                name: g.string(),
                token_authenticated: g.bool(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

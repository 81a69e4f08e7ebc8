//! Generated from `AlterUserScramCredentialsRequest.json` and `AlterUserScramCredentialsResponse.json` by `codegen`; do not edit.
//!
//! AlterUserScramCredentials, API key 51: requests in versions 0, responses in versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, Redacted, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The AlterUserScramCredentials request: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AlterUserScramCredentialsRequest<'a> {
    /// `[]ScramCredentialDeletion`, versions 0+.
    pub deletions: Array<'a, ScramCredentialDeletion<'a>>,
    /// `[]ScramCredentialUpsertion`, versions 0+.
    pub upsertions: Array<'a, ScramCredentialUpsertion<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AlterUserScramCredentialsRequest<'_> {
    fn default() -> Self {
        AlterUserScramCredentialsRequest {
            deletions: Array::empty(),
            upsertions: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for AlterUserScramCredentialsRequest<'a> {
    const NAME: &'static str = "AlterUserScramCredentialsRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(51));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for AlterUserScramCredentialsRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("AlterUserScramCredentialsRequest");
        let mut this = AlterUserScramCredentialsRequest {
            deletions: r.array("Deletions", version, flexible)?,
            upsertions: r.array("Upsertions", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for AlterUserScramCredentialsRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += self.deletions.encoded_len(version, flexible);
        n += self.upsertions.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("AlterUserScramCredentialsRequest");
        self.deletions.encode(w, "Deletions", version, flexible)?;
        self.upsertions.encode(w, "Upsertions", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `AlterUserScramCredentialsRequest.Deletions`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ScramCredentialDeletion<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `int8`, versions 0+.
    pub mechanism: i8,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ScramCredentialDeletion<'_> {
    fn default() -> Self {
        ScramCredentialDeletion {
            name: "",
            mechanism: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for ScramCredentialDeletion<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("ScramCredentialDeletion");
        let mut this = ScramCredentialDeletion {
            name: r.string("Name", flexible)?,
            mechanism: r.int8("Mechanism")?,
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
        let outer = r.begin_struct("ScramCredentialDeletion");
        r.skip_string("Name", flexible, false)?;
        r.skip_fixed("Mechanism", 1)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ScramCredentialDeletion<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
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
        let outer = w.begin_struct("ScramCredentialDeletion");
        w.string("Name", self.name, flexible)?;
        w.int8(self.mechanism)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for ScramCredentialDeletion<'a> {
    const TYPE_NAME: &'static str = "ScramCredentialDeletion";
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

/// An element of `AlterUserScramCredentialsRequest.Upsertions`.
#[derive(Clone, Copy, PartialEq)]
pub struct ScramCredentialUpsertion<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `int8`, versions 0+.
    pub mechanism: i8,
    /// `int32`, versions 0+.
    pub iterations: i32,
    /// `bytes`, versions 0+. Carries a credential: `Debug` shows only its length.
    pub salt: &'a [u8],
    /// `bytes`, versions 0+. Carries a credential: `Debug` shows only its length.
    pub salted_password: &'a [u8],
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for ScramCredentialUpsertion<'_> {
    fn default() -> Self {
        ScramCredentialUpsertion {
            name: "",
            mechanism: 0,
            iterations: 0,
            salt: &[],
            salted_password: &[],
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl core::fmt::Debug for ScramCredentialUpsertion<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ScramCredentialUpsertion")
            .field("name", &self.name)
            .field("mechanism", &self.mechanism)
            .field("iterations", &self.iterations)
            .field("salt", &Redacted::of(&self.salt))
            .field("salted_password", &Redacted::of(&self.salted_password))
            .field("unknown_tagged_fields", &self.unknown_tagged_fields)
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for ScramCredentialUpsertion<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "ScramCredentialUpsertion {{ name: {}, mechanism: {}, iterations: {}, salt: {}, salted_password: {}, unknown_tagged_fields: {} }}", self.name, self.mechanism, self.iterations, Redacted::of(&self.salt), Redacted::of(&self.salted_password), self.unknown_tagged_fields);
    }
}

impl<'a> Decode<'a> for ScramCredentialUpsertion<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("ScramCredentialUpsertion");
        let mut this = ScramCredentialUpsertion {
            name: r.string("Name", flexible)?,
            mechanism: r.int8("Mechanism")?,
            iterations: r.int32("Iterations")?,
            salt: r.bytes("Salt", flexible, true)?,
            salted_password: r.bytes("SaltedPassword", flexible, true)?,
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
        let outer = r.begin_struct("ScramCredentialUpsertion");
        r.skip_string("Name", flexible, false)?;
        r.skip_fixed_run(&[("Mechanism", 1), ("Iterations", 4)])?;
        r.skip_bytes("Salt", flexible, false)?;
        r.skip_bytes("SaltedPassword", flexible, false)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for ScramCredentialUpsertion<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.name, flexible);
        n += 1;
        n += 4;
        n += len::bytes(self.salt, flexible);
        n += len::bytes(self.salted_password, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("ScramCredentialUpsertion");
        w.string("Name", self.name, flexible)?;
        w.int8(self.mechanism)?;
        w.int32(self.iterations)?;
        w.bytes("Salt", self.salt, flexible)?;
        w.bytes("SaltedPassword", self.salted_password, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for ScramCredentialUpsertion<'a> {
    const TYPE_NAME: &'static str = "ScramCredentialUpsertion";
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

/// The AlterUserScramCredentials response: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AlterUserScramCredentialsResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `[]AlterUserScramCredentialsResult`, versions 0+.
    pub results: Array<'a, AlterUserScramCredentialsResult<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AlterUserScramCredentialsResponse<'_> {
    fn default() -> Self {
        AlterUserScramCredentialsResponse {
            throttle_time_ms: 0,
            results: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for AlterUserScramCredentialsResponse<'a> {
    const NAME: &'static str = "AlterUserScramCredentialsResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(51));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for AlterUserScramCredentialsResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("AlterUserScramCredentialsResponse");
        let mut this = AlterUserScramCredentialsResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            results: r.array("Results", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for AlterUserScramCredentialsResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += self.results.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("AlterUserScramCredentialsResponse");
        w.int32(self.throttle_time_ms)?;
        self.results.encode(w, "Results", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `AlterUserScramCredentialsResponse.Results`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AlterUserScramCredentialsResult<'a> {
    /// `string`, versions 0+.
    pub user: &'a str,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+.
    pub error_message: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AlterUserScramCredentialsResult<'_> {
    fn default() -> Self {
        AlterUserScramCredentialsResult {
            user: "",
            error_code: 0,
            error_message: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for AlterUserScramCredentialsResult<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("AlterUserScramCredentialsResult");
        let mut this = AlterUserScramCredentialsResult {
            user: r.string("User", flexible)?,
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
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
        let outer = r.begin_struct("AlterUserScramCredentialsResult");
        r.skip_string("User", flexible, false)?;
        r.skip_fixed("ErrorCode", 2)?;
        r.skip_string("ErrorMessage", flexible, true)?;
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for AlterUserScramCredentialsResult<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::string(self.user, flexible);
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("AlterUserScramCredentialsResult");
        w.string("User", self.user, flexible)?;
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for AlterUserScramCredentialsResult<'a> {
    const TYPE_NAME: &'static str = "AlterUserScramCredentialsResult";
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

    impl<'a> Sample<'a> for AlterUserScramCredentialsRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AlterUserScramCredentialsRequest {
                deletions: g.array(|g| ScramCredentialDeletion::sample(g, version)),
                upsertions: g.array(|g| ScramCredentialUpsertion::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ScramCredentialDeletion<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            ScramCredentialDeletion {
                name: g.string(),
                mechanism: g.int8(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for ScramCredentialUpsertion<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            ScramCredentialUpsertion {
                name: g.string(),
                mechanism: g.int8(),
                iterations: g.int32(),
                salt: g.bytes(),
                salted_password: g.bytes(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AlterUserScramCredentialsResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AlterUserScramCredentialsResponse {
                throttle_time_ms: g.int32(),
                results: g.array(|g| AlterUserScramCredentialsResult::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for AlterUserScramCredentialsResult<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            AlterUserScramCredentialsResult {
                user: g.string(),
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

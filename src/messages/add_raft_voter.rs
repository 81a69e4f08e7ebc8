//! Generated from `AddRaftVoterRequest.json` and `AddRaftVoterResponse.json` by `codegen`; do not edit.
//!
//! AddRaftVoter, API key 80: requests in versions 0, responses in versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, Uuid,
    VersionRange, Writer,
};

/// The AddRaftVoter request: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AddRaftVoterRequest<'a> {
    /// `string`, versions 0+, nullable in 0+.
    pub cluster_id: Option<&'a str>,
    /// `int32`, versions 0+.
    pub timeout_ms: i32,
    /// `int32`, versions 0+.
    pub voter_id: i32,
    /// `uuid`, versions 0+.
    pub voter_directory_id: Uuid,
    /// `[]Listener`, versions 0+.
    pub listeners: Array<'a, Listener<'a>>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AddRaftVoterRequest<'_> {
    fn default() -> Self {
        AddRaftVoterRequest {
            cluster_id: Some(""),
            timeout_ms: 0,
            voter_id: 0,
            voter_directory_id: Uuid::ZERO,
            listeners: Array::empty(),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for AddRaftVoterRequest<'a> {
    const NAME: &'static str = "AddRaftVoterRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(80));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for AddRaftVoterRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("AddRaftVoterRequest");
        let mut this = AddRaftVoterRequest {
            cluster_id: r.nullable_string("ClusterId", flexible, true)?,
            timeout_ms: r.int32("TimeoutMs")?,
            voter_id: r.int32("VoterId")?,
            voter_directory_id: r.uuid("VoterDirectoryId")?,
            listeners: r.array("Listeners", version, flexible)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for AddRaftVoterRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::nullable_string(self.cluster_id, flexible);
        n += 4;
        n += 4;
        n += 16;
        n += self.listeners.encoded_len(version, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("AddRaftVoterRequest");
        w.nullable_string("ClusterId", self.cluster_id, flexible, true, version)?;
        w.int32(self.timeout_ms)?;
        w.int32(self.voter_id)?;
        w.uuid(self.voter_directory_id)?;
        self.listeners.encode(w, "Listeners", version, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `AddRaftVoterRequest.Listeners`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Listener<'a> {
    /// `string`, versions 0+.
    pub name: &'a str,
    /// `string`, versions 0+.
    pub host: &'a str,
    /// `uint16`, versions 0+.
    pub port: u16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for Listener<'_> {
    fn default() -> Self {
        Listener {
            name: "",
            host: "",
            port: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for Listener<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, _version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("Listener");
        let mut this = Listener {
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
        let outer = r.begin_struct("Listener");
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

impl Encode for Listener<'_> {
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
        let outer = w.begin_struct("Listener");
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

impl<'a> Element<'a> for Listener<'a> {
    const TYPE_NAME: &'static str = "Listener";
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

/// The AddRaftVoter response: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct AddRaftVoterResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+, ignorable.
    pub error_message: Option<&'a str>,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for AddRaftVoterResponse<'_> {
    fn default() -> Self {
        AddRaftVoterResponse {
            throttle_time_ms: 0,
            error_code: 0,
            error_message: Some(""),
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for AddRaftVoterResponse<'a> {
    const NAME: &'static str = "AddRaftVoterResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(80));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for AddRaftVoterResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("AddRaftVoterResponse");
        let mut this = AddRaftVoterResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
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
}

impl Encode for AddRaftVoterResponse<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
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
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("AddRaftVoterResponse");
        w.int32(self.throttle_time_ms)?;
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

#[cfg(feature = "samples")]
mod samples {
    use super::*;
    use crate::samples::{Sample, SampleGen};

    impl<'a> Sample<'a> for AddRaftVoterRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            AddRaftVoterRequest {
                cluster_id: g.maybe(true, |g| g.string()),
                timeout_ms: g.int32(),
                voter_id: g.int32(),
                voter_directory_id: g.uuid(),
                listeners: g.array(|g| Listener::sample(g, version)),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for Listener<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            Listener {
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

    impl<'a> Sample<'a> for AddRaftVoterResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            AddRaftVoterResponse {
                throttle_time_ms: g.int32(),
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

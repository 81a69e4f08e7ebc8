//! Generated from `EnvelopeRequest.json` and `EnvelopeResponse.json` by `codegen`; do not edit.
//!
//! Envelope, API key 58: requests in versions 0, responses in versions 0; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Decode, DecodeError, Encode,
    EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace, VersionRange,
    Writer,
};

/// The Envelope request: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct EnvelopeRequest<'a> {
    /// `bytes`, versions 0+.
    pub request_data: &'a [u8],
    /// `bytes`, versions 0+, nullable in 0+.
    pub request_principal: Option<&'a [u8]>,
    /// `bytes`, versions 0+.
    pub client_host_address: &'a [u8],
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for EnvelopeRequest<'_> {
    fn default() -> Self {
        EnvelopeRequest {
            request_data: &[],
            request_principal: Some(&[]),
            client_host_address: &[],
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for EnvelopeRequest<'a> {
    const NAME: &'static str = "EnvelopeRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(58));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for EnvelopeRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("EnvelopeRequest");
        let mut this = EnvelopeRequest {
            request_data: r.bytes("RequestData", flexible, false)?,
            request_principal: r.nullable_bytes("RequestPrincipal", flexible, true, false)?,
            client_host_address: r.bytes("ClientHostAddress", flexible, false)?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for EnvelopeRequest<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::bytes(self.request_data, flexible);
        n += len::nullable_bytes(self.request_principal, flexible);
        n += len::bytes(self.client_host_address, flexible);
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("EnvelopeRequest");
        w.bytes("RequestData", self.request_data, flexible)?;
        w.nullable_bytes(
            "RequestPrincipal",
            self.request_principal,
            flexible,
            true,
            version,
        )?;
        w.bytes("ClientHostAddress", self.client_host_address, flexible)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The Envelope response: versions 0, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct EnvelopeResponse<'a> {
    /// `bytes`, versions 0+, nullable in 0+; default null.
    pub response_data: Option<&'a [u8]>,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for EnvelopeResponse<'_> {
    fn default() -> Self {
        EnvelopeResponse {
            response_data: None,
            error_code: 0,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for EnvelopeResponse<'a> {
    const NAME: &'static str = "EnvelopeResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(58));
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for EnvelopeResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("EnvelopeResponse");
        let mut this = EnvelopeResponse {
            response_data: r.nullable_bytes("ResponseData", flexible, true, false)?,
            error_code: r.int16("ErrorCode")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for EnvelopeResponse<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += len::nullable_bytes(self.response_data, flexible);
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
        let outer = w.begin_struct("EnvelopeResponse");
        w.nullable_bytes("ResponseData", self.response_data, flexible, true, version)?;
        w.int16(self.error_code)?;
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

    impl<'a> Sample<'a> for EnvelopeRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            EnvelopeRequest {
                request_data: g.bytes(),
                request_principal: g.maybe(true, |g| g.bytes()),
                client_host_address: g.bytes(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for EnvelopeResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            EnvelopeResponse {
                response_data: g.maybe(true, |g| g.bytes()),
                error_code: g.int16(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}

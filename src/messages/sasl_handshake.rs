//! Generated from `SaslHandshakeRequest.json` and `SaslHandshakeResponse.json` by `codegen`; do not edit.
//!
//! SaslHandshake, API key 17: requests in versions 0-1, responses in versions 0-1, never flexible.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Encode,
    EncodeError, Message, Reader, Trace, VersionRange, Writer,
};

/// The SaslHandshake request: versions 0-1, never flexible.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct SaslHandshakeRequest<'a> {
    /// `string`, versions 0+.
    pub mechanism: &'a str,
}

impl Default for SaslHandshakeRequest<'_> {
    fn default() -> Self {
        SaslHandshakeRequest { mechanism: "" }
    }
}

impl<'a> Message<'a> for SaslHandshakeRequest<'a> {
    const NAME: &'static str = "SaslHandshakeRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(17));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = None;
}

impl<'a> Decode<'a> for SaslHandshakeRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = false;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("SaslHandshakeRequest");
        let this = SaslHandshakeRequest {
            mechanism: r.string("Mechanism", flexible)?,
        };
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for SaslHandshakeRequest<'_> {
    fn encoded_len(&self, _version: i16) -> usize {
        let flexible = false;
        let mut n = 0;
        n += len::string(self.mechanism, flexible);
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = false;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("SaslHandshakeRequest");
        w.string("Mechanism", self.mechanism, flexible)?;
        w.end_struct(outer);
        Ok(())
    }
}

/// The SaslHandshake response: versions 0-1, never flexible.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct SaslHandshakeResponse<'a> {
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `[]string`, versions 0+.
    pub mechanisms: Array<'a, &'a str>,
}

impl Default for SaslHandshakeResponse<'_> {
    fn default() -> Self {
        SaslHandshakeResponse {
            error_code: 0,
            mechanisms: Array::empty(),
        }
    }
}

impl<'a> Message<'a> for SaslHandshakeResponse<'a> {
    const NAME: &'static str = "SaslHandshakeResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(17));
    const VERSIONS: VersionRange = VersionRange::new(0, 1);
    const FLEXIBLE_FROM: Option<i16> = None;
}

impl<'a> Decode<'a> for SaslHandshakeResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = false;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("SaslHandshakeResponse");
        let this = SaslHandshakeResponse {
            error_code: r.int16("ErrorCode")?,
            mechanisms: r.array("Mechanisms", version, flexible)?,
        };
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for SaslHandshakeResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = false;
        let mut n = 0;
        n += 2;
        n += self.mechanisms.encoded_len(version, flexible);
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = false;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("SaslHandshakeResponse");
        w.int16(self.error_code)?;
        self.mechanisms.encode(w, "Mechanisms", version, flexible)?;
        w.end_struct(outer);
        Ok(())
    }
}

#[cfg(feature = "samples")]
mod samples {
    use super::*;
    use crate::samples::{Sample, SampleGen};

    impl<'a> Sample<'a> for SaslHandshakeRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            SaslHandshakeRequest {
                mechanism: g.string(),
            }
        }
    }

    impl<'a> Sample<'a> for SaslHandshakeResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            SaslHandshakeResponse {
                error_code: g.int16(),
                mechanisms: g.array(|g| g.string()),
            }
        }
    }
}

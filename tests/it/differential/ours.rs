//! kafka-view's side: every request, response and data schema behind one object-safe trait.

use std::marker::PhantomData;
use std::panic::{catch_unwind, AssertUnwindSafe};

use kafka_view::messages::{Request, Response};
use kafka_view::samples::{Bump, Mode, Sample, SampleGen};
use kafka_view::{
    error::{DecodeError, DecodeErrorKind},
    wire::{Reader, Writer},
    ApiKey, Message,
};

use super::mutate::{Collector, Sites};

/// What the comparison needs from kafka-view for one schema.
pub trait Ours: Sync {
    /// The versions kafka-view defines.
    fn versions(&self) -> Option<(i16, i16)>;
    /// A sample in `mode`, encoded: the bytes and the sample's `Debug` text.
    fn sample(&self, mode: Mode, version: i16) -> Result<(Vec<u8>, String), String>;
    /// Decodes a whole body and re-encodes it: the new bytes and the decoded value's `Debug` text.
    fn decode_reencode(&self, bytes: &[u8], version: i16) -> Result<(Vec<u8>, String), OurError>;
    /// Where the fields of a body are, from the decoder's trace.
    fn sites(&self, bytes: &[u8], version: i16) -> Result<Sites, String>;
}

/// Why kafka-view did not decode (or re-encode) a body.
#[derive(Debug)]
pub struct OurError {
    pub text: String,
    /// `(struct, field)` when the decoder met a null where the schema allows none at this version.
    pub null_not_allowed: Option<(&'static str, &'static str)>,
}

impl From<String> for OurError {
    fn from(text: String) -> Self {
        OurError {
            text,
            null_not_allowed: None,
        }
    }
}

impl From<DecodeError> for OurError {
    fn from(e: DecodeError) -> Self {
        OurError {
            text: format!("kafka-view: {e}"),
            null_not_allowed: matches!(e.kind, DecodeErrorKind::NullNotAllowed { .. })
                .then_some((e.at.message, e.at.field)),
        }
    }
}

/// Runs `f`, turning a panic into an error.
pub fn guard<T>(what: &str, f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|p| {
        let msg = p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        Err(format!("{what} panicked: {msg}"))
    })
}

fn guard_our<T>(what: &str, f: impl FnOnce() -> Result<T, OurError>) -> Result<T, OurError> {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|_| Err(format!("{what} panicked").into()))
}

fn emit(
    len: usize,
    encode: impl FnOnce(&mut Writer<'_>) -> Result<(), kafka_view::error::EncodeError>,
) -> Result<Vec<u8>, String> {
    let mut buf = vec![0u8; len];
    let mut w = Writer::new(&mut buf);
    encode(&mut w).map_err(|e| format!("kafka-view encode: {e:?}"))?;
    if w.position() != len {
        return Err(format!(
            "kafka-view encoded_len said {len} bytes but encode wrote {}",
            w.position()
        ));
    }
    Ok(buf)
}

/// A request or response API.
pub struct Api {
    pub key: ApiKey,
    pub response: bool,
}

macro_rules! body_ops {
    ($ty:ident) => {
        pub fn sample_body(
            key: ApiKey,
            mode: Mode,
            version: i16,
        ) -> Result<(Vec<u8>, String), String> {
            let bump = Bump::new();
            let mut g = SampleGen::new(&bump, mode);
            let m = $ty::sample(&mut g, key, version)
                .ok_or_else(|| format!("kafka-view has no sample for {key} v{version}"))?;
            let bytes = emit(m.encoded_len(version), |w| m.write(w, version))?;
            Ok((bytes, format!("{m:?}")))
        }

        pub fn decode_reencode_body(
            key: ApiKey,
            bytes: &[u8],
            version: i16,
        ) -> Result<(Vec<u8>, String), OurError> {
            let mut r = Reader::new(bytes);
            let m = $ty::read(&mut r, key, version)?;
            r.finish()?;
            let out = emit(m.encoded_len(version), |w| m.write(w, version))?;
            Ok((out, format!("{m:?}")))
        }

        pub fn sites_body(key: ApiKey, bytes: &[u8], version: i16) -> Result<Sites, String> {
            let mut r = Reader::with_trace(bytes, Collector::default());
            $ty::read(&mut r, key, version).map_err(|e| format!("kafka-view: {e}"))?;
            r.finish().map_err(|e| format!("kafka-view: {e}"))?;
            Ok(r.into_trace().sites())
        }
    };
}

mod req {
    use super::*;
    body_ops!(Request);
}

mod resp {
    use super::*;
    body_ops!(Response);
}

impl Ours for Api {
    fn versions(&self) -> Option<(i16, i16)> {
        let r = if self.response {
            self.key.response_versions()
        } else {
            self.key.request_versions()
        };
        r.map(|r| (r.min, r.max))
    }

    fn sample(&self, mode: Mode, version: i16) -> Result<(Vec<u8>, String), String> {
        guard("kafka-view sample/encode", || {
            if self.response {
                resp::sample_body(self.key, mode, version)
            } else {
                req::sample_body(self.key, mode, version)
            }
        })
    }

    fn decode_reencode(&self, bytes: &[u8], version: i16) -> Result<(Vec<u8>, String), OurError> {
        guard_our("kafka-view decode/encode", || {
            if self.response {
                resp::decode_reencode_body(self.key, bytes, version)
            } else {
                req::decode_reencode_body(self.key, bytes, version)
            }
        })
    }

    fn sites(&self, bytes: &[u8], version: i16) -> Result<Sites, String> {
        guard("kafka-view traced decode", || {
            if self.response {
                resp::sites_body(self.key, bytes, version)
            } else {
                req::sites_body(self.key, bytes, version)
            }
        })
    }
}

/// Names one generated type of kafka-view for any lifetime.
pub trait Family: Sync + Send + 'static {
    type T<'a>: Message<'a> + Sample<'a> + std::fmt::Debug;
}

/// A standalone data schema (no API key).
pub struct Data<F: Family>(pub PhantomData<F>);

impl<F: Family> Ours for Data<F> {
    fn versions(&self) -> Option<(i16, i16)> {
        let r = <F::T<'static> as Message<'static>>::VERSIONS;
        Some((r.min, r.max))
    }

    fn sample(&self, mode: Mode, version: i16) -> Result<(Vec<u8>, String), String> {
        guard("kafka-view sample/encode", || {
            let bump = Bump::new();
            let mut g = SampleGen::new(&bump, mode);
            let m = <F::T<'_> as Sample<'_>>::sample(&mut g, version);
            let mut buf = vec![0u8; kafka_view::wire::Encode::encoded_len(&m, version)];
            let n = m
                .encode(&mut buf, version)
                .map_err(|e| format!("kafka-view encode: {e:?}"))?;
            if n != buf.len() {
                return Err(format!(
                    "kafka-view encoded_len said {} bytes but emit wrote {n}",
                    buf.len()
                ));
            }
            Ok((buf, format!("{m:?}")))
        })
    }

    fn decode_reencode(&self, bytes: &[u8], version: i16) -> Result<(Vec<u8>, String), OurError> {
        guard_our("kafka-view decode/encode", || {
            let m = <F::T<'_> as Message<'_>>::decode(bytes, version)?;
            let mut buf = vec![0u8; kafka_view::wire::Encode::encoded_len(&m, version)];
            let n = m
                .encode(&mut buf, version)
                .map_err(|e| format!("kafka-view encode: {e:?}"))?;
            buf.truncate(n);
            Ok((buf, format!("{m:?}")))
        })
    }

    fn sites(&self, bytes: &[u8], version: i16) -> Result<Sites, String> {
        guard("kafka-view traced decode", || {
            let mut r = Reader::with_trace(bytes, Collector::default());
            <F::T<'_> as kafka_view::wire::Decode<'_>>::read(&mut r, version)
                .map_err(|e| format!("kafka-view: {e}"))?;
            r.finish().map_err(|e| format!("kafka-view: {e}"))?;
            Ok(r.into_trace().sites())
        })
    }
}

/// kafka-view with a deliberate fault, to show that the comparison fails when the two disagree.
pub struct Faulty {
    pub inner: Box<dyn Ours>,
    /// kafka-view encodes and decodes at this many versions above the one compared.
    pub version_skew: i16,
    /// Two field names swapped in kafka-view's `Debug` text: a decoder that fills the wrong fields
    /// but whose bytes still round-trip.
    pub swap_fields: Option<(&'static str, &'static str)>,
}

impl Faulty {
    fn debug(&self, text: String) -> String {
        match self.swap_fields {
            Some((a, b)) => text
                .replace(&format!(" {a}: "), " \u{0}: ")
                .replace(&format!(" {b}: "), &format!(" {a}: "))
                .replace(" \u{0}: ", &format!(" {b}: ")),
            None => text,
        }
    }
}

impl Ours for Faulty {
    fn versions(&self) -> Option<(i16, i16)> {
        self.inner.versions()
    }
    fn sample(&self, mode: Mode, version: i16) -> Result<(Vec<u8>, String), String> {
        let (b, d) = self.inner.sample(mode, version + self.version_skew)?;
        Ok((b, self.debug(d)))
    }
    fn decode_reencode(&self, bytes: &[u8], version: i16) -> Result<(Vec<u8>, String), OurError> {
        let (b, d) = self
            .inner
            .decode_reencode(bytes, version + self.version_skew)?;
        Ok((b, self.debug(d)))
    }
    fn sites(&self, bytes: &[u8], version: i16) -> Result<Sites, String> {
        self.inner.sites(bytes, version + self.version_skew)
    }
}

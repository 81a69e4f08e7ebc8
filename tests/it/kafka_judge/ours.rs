//! kafka-view's side: every request and response body, the two headers and the standalone data
//! schemas behind one object-safe trait, and a trace that records the decoder's walk.

use std::marker::PhantomData;

use kafka_view::messages::{Request, Response};
use kafka_view::samples::{Bump, Generator, Mode, Sample, SampleGen};
use kafka_view::trace::{FieldEvent, Node, Trace, Value, WireType};
use kafka_view::{
    error::DecodeError,
    wire::{Decode, Encode, Reader, Writer},
    ApiKey, Message, RequestHeader, ResponseHeader,
};

use super::jvm::Kind;

/// A value as the decoder reported it, owned.
#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    Int(i64),
    Uint(u64),
    Float(f64),
    Bool(bool),
    Uuid([u8; 16]),
    Str(String),
    Bytes(Vec<u8>),
    Null,
}

/// One field event, owned.
#[derive(Clone, Debug)]
pub struct Field {
    pub name: &'static str,
    pub ty: WireType,
    pub value: Val,
    pub prefix: Option<i64>,
    pub offset: usize,
    pub size: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeKind {
    Struct(&'static str),
    Field(&'static str),
    Array(&'static str),
    Element,
    Tagged,
    TaggedField(u32),
}

#[derive(Clone, Debug)]
pub enum Ev {
    Enter(NodeKind, usize),
    Leave,
    Field(Field),
}

/// Records the decoder's walk.
#[derive(Default)]
pub struct Events {
    pub evs: Vec<Ev>,
}

impl Trace for Events {
    fn enter(&mut self, node: Node, offset: usize) {
        let kind = match node {
            Node::Struct { name } => NodeKind::Struct(name),
            Node::Field { name, .. } => NodeKind::Field(name),
            Node::Array { name, .. } => NodeKind::Array(name),
            Node::Element { .. } => NodeKind::Element,
            Node::TaggedFields => NodeKind::Tagged,
            Node::TaggedField { tag } => NodeKind::TaggedField(tag),
        };
        self.evs.push(Ev::Enter(kind, offset));
    }
    fn leave(&mut self, _offset: usize) {
        self.evs.push(Ev::Leave);
    }
    fn field(&mut self, e: &FieldEvent<'_>) {
        let value = match e.value {
            Value::Int(v) => Val::Int(v),
            Value::Uint(v) => Val::Uint(v),
            Value::Float(v) => Val::Float(v),
            Value::Bool(v) => Val::Bool(v),
            Value::Uuid(u) => Val::Uuid(u.0),
            Value::Str(s) => Val::Str(s.to_string()),
            Value::Bytes(b) => Val::Bytes(b.to_vec()),
            Value::Null => Val::Null,
        };
        self.evs.push(Ev::Field(Field {
            name: e.name,
            ty: e.ty,
            value,
            prefix: e.prefix,
            offset: e.offset,
            size: e.size,
        }));
    }
}

impl Events {
    /// The nodes still open when the walk stopped (at an error), outermost first.
    pub fn open_nodes(&self) -> Vec<(NodeKind, usize)> {
        let mut stack = Vec::new();
        for ev in &self.evs {
            match ev {
                Ev::Enter(k, at) => stack.push((*k, *at)),
                Ev::Leave => {
                    stack.pop();
                }
                Ev::Field(_) => {}
            }
        }
        stack
    }
}

/// What the judge needs from kafka-view for one schema.
pub trait Ours: Sync {
    /// Short name for tables ("Metadata request", "RequestHeader").
    fn label(&self) -> String;
    /// Kind, key and class name for the Java side.
    fn java(&self) -> (Kind, i16, &'static str);
    /// The versions kafka-view defines.
    fn versions(&self) -> Option<(i16, i16)>;
    /// A sample in `mode`, encoded.
    fn sample(&self, mode: Mode, version: i16) -> Result<Vec<u8>, String>;
    /// Decodes a whole body without a trace and encodes it again.
    fn decode(&self, bytes: &[u8], version: i16) -> Result<Vec<u8>, DecodeError>;
    /// Decodes a whole body with [`Events`].
    fn events(&self, bytes: &[u8], version: i16) -> (Events, Result<(), DecodeError>);
}

fn encoded(
    len: usize,
    f: impl FnOnce(&mut Writer<'_>) -> Result<(), kafka_view::error::EncodeError>,
) -> Result<Vec<u8>, String> {
    let mut buf = vec![0u8; len];
    let mut w = Writer::new(&mut buf);
    f(&mut w).map_err(|e| format!("kafka-view encode: {e}"))?;
    if w.position() != len {
        return Err(format!(
            "kafka-view encoded_len said {len} bytes, encode wrote {}",
            w.position()
        ));
    }
    Ok(buf)
}

fn reencoded(
    len: usize,
    f: impl FnOnce(&mut Writer<'_>) -> Result<(), kafka_view::error::EncodeError>,
) -> Vec<u8> {
    encoded(len, f).unwrap_or_else(|e| panic!("re-encoding a decoded message: {e}"))
}

/// A request or response body of an API.
pub struct Api {
    pub key: ApiKey,
    pub response: bool,
}

impl Ours for Api {
    fn label(&self) -> String {
        format!(
            "{} {}",
            self.key.name().unwrap_or("?"),
            if self.response { "response" } else { "request" }
        )
    }
    fn java(&self) -> (Kind, i16, &'static str) {
        let kind = if self.response {
            Kind::Response
        } else {
            Kind::Request
        };
        (kind, self.key.0, "")
    }
    fn versions(&self) -> Option<(i16, i16)> {
        let r = if self.response {
            self.key.response_versions()
        } else {
            self.key.request_versions()
        };
        r.map(|r| (r.min, r.max))
    }
    fn sample(&self, mode: Mode, version: i16) -> Result<Vec<u8>, String> {
        let bump = Bump::new();
        let mut g = SampleGen::new(&bump, mode);
        if self.response {
            let m = Response::sample(&mut g, self.key, version).ok_or("no sample")?;
            encoded(m.encoded_len(version), |w| m.write(w, version))
        } else {
            let m = Request::sample(&mut g, self.key, version).ok_or("no sample")?;
            encoded(m.encoded_len(version), |w| m.write(w, version))
        }
    }
    fn decode(&self, bytes: &[u8], version: i16) -> Result<Vec<u8>, DecodeError> {
        let mut r = Reader::new(bytes);
        if self.response {
            let m = Response::read(&mut r, self.key, version)?;
            r.finish()?;
            Ok(reencoded(m.encoded_len(version), |w| m.write(w, version)))
        } else {
            let m = Request::read(&mut r, self.key, version)?;
            r.finish()?;
            Ok(reencoded(m.encoded_len(version), |w| m.write(w, version)))
        }
    }
    fn events(&self, bytes: &[u8], version: i16) -> (Events, Result<(), DecodeError>) {
        let mut r = Reader::with_trace(bytes, Events::default());
        let res = if self.response {
            Response::read(&mut r, self.key, version).map(drop)
        } else {
            Request::read(&mut r, self.key, version).map(drop)
        };
        let res = res.and_then(|_| r.finish());
        (r.into_trace(), res)
    }
}

/// The request header (versions 0-2) or the response header (versions 0-1).
pub struct Header {
    pub response: bool,
}

impl Header {
    fn request<'a>(g: &mut SampleGen<'a>, version: i16) -> RequestHeader<'a> {
        RequestHeader {
            api_key: ApiKey(g.int16()),
            api_version: g.int16(),
            correlation_id: g.int32(),
            client_id: if version >= 1 {
                g.maybe(true, |g| g.string())
            } else {
                None
            },
            unknown_tagged_fields: if version >= 2 {
                g.unknown_tags()
            } else {
                kafka_view::types::TaggedFields::EMPTY
            },
        }
    }
    fn response<'a>(g: &mut SampleGen<'a>, version: i16) -> ResponseHeader<'a> {
        ResponseHeader {
            correlation_id: g.int32(),
            unknown_tagged_fields: if version >= 1 {
                g.unknown_tags()
            } else {
                kafka_view::types::TaggedFields::EMPTY
            },
        }
    }
}

impl Ours for Header {
    fn label(&self) -> String {
        if self.response {
            "ResponseHeader".into()
        } else {
            "RequestHeader".into()
        }
    }
    fn java(&self) -> (Kind, i16, &'static str) {
        if self.response {
            (Kind::ResponseHeader, 0, "")
        } else {
            (Kind::RequestHeader, 0, "")
        }
    }
    fn versions(&self) -> Option<(i16, i16)> {
        Some(if self.response { (0, 1) } else { (0, 2) })
    }
    fn sample(&self, mode: Mode, version: i16) -> Result<Vec<u8>, String> {
        let bump = Bump::new();
        let mut g = SampleGen::new(&bump, mode);
        if self.response {
            let h = Header::response(&mut g, version);
            encoded(h.encoded_len(version), |w| h.write(w, version))
        } else {
            let mut h = Header::request(&mut g, version);
            if mode == Mode::Smallest && version >= 1 {
                h.client_id = Some("");
            }
            encoded(h.encoded_len(version), |w| h.write(w, version))
        }
    }
    fn decode(&self, bytes: &[u8], version: i16) -> Result<Vec<u8>, DecodeError> {
        let mut r = Reader::new(bytes);
        if self.response {
            let h = ResponseHeader::read(&mut r, version)?;
            r.finish()?;
            Ok(reencoded(h.encoded_len(version), |w| h.write(w, version)))
        } else {
            let h = RequestHeader::read(&mut r, version)?;
            r.finish()?;
            Ok(reencoded(h.encoded_len(version), |w| h.write(w, version)))
        }
    }
    fn events(&self, bytes: &[u8], version: i16) -> (Events, Result<(), DecodeError>) {
        let mut r = Reader::with_trace(bytes, Events::default());
        let res = if self.response {
            ResponseHeader::read(&mut r, version).map(drop)
        } else {
            RequestHeader::read(&mut r, version).map(drop)
        };
        let res = res.and_then(|_| r.finish());
        (r.into_trace(), res)
    }
}

/// Names one generated data schema type for any lifetime.
pub trait Family: Sync + Send + 'static {
    type T<'a>: Message<'a> + Sample<'a>;
    const JAVA: &'static str;
}

/// A standalone data schema (no API key).
pub struct Data<F: Family>(pub PhantomData<F>);

impl<F: Family> Ours for Data<F> {
    fn label(&self) -> String {
        F::JAVA.to_string()
    }
    fn java(&self) -> (Kind, i16, &'static str) {
        (Kind::Data, 0, F::JAVA)
    }
    fn versions(&self) -> Option<(i16, i16)> {
        let r = <F::T<'static> as Message<'static>>::VERSIONS;
        Some((r.min, r.max))
    }
    fn sample(&self, mode: Mode, version: i16) -> Result<Vec<u8>, String> {
        let bump = Bump::new();
        let mut g = SampleGen::new(&bump, mode);
        let m = <F::T<'_> as Sample<'_>>::sample(&mut g, version);
        encoded(m.encoded_len(version), |w| m.write(w, version))
    }
    fn decode(&self, bytes: &[u8], version: i16) -> Result<Vec<u8>, DecodeError> {
        let m = <F::T<'_> as Message<'_>>::decode(bytes, version)?;
        Ok(reencoded(m.encoded_len(version), |w| m.write(w, version)))
    }
    fn events(&self, bytes: &[u8], version: i16) -> (Events, Result<(), DecodeError>) {
        let mut r = Reader::with_trace(bytes, Events::default());
        let res = <F::T<'_> as Decode<'_>>::read(&mut r, version)
            .map(drop)
            .and_then(|_| r.finish());
        (r.into_trace(), res)
    }
}

macro_rules! data_schemas {
    ($($ty:ident $(<$lt:lifetime>)?),* $(,)?) => {
        /// Every standalone data schema, for the judge.
        pub fn data_schemas() -> Vec<Box<dyn Ours>> {
            let mut out: Vec<Box<dyn Ours>> = Vec::new();
            $(
                #[allow(non_camel_case_types)]
                struct $ty;
                impl Family for $ty {
                    type T<'a> = kafka_view::messages::$ty$(<$lt>)?;
                    const JAVA: &'static str = stringify!($ty);
                }
                out.push(Box::new(Data::<$ty>(PhantomData)));
            )*
            out
        }

        /// The Java class names of the data schemas.
        pub const DATA_NAMES: &[&str] = &[$(stringify!($ty)),*];
    };
}

data_schemas!(
    AbortedTxn,
    ConsumerProtocolAssignment<'a>,
    ConsumerProtocolSubscription<'a>,
    ControlRecordTypeSchema,
    DefaultPrincipalData<'a>,
    EndTxnMarker,
    KRaftVersionRecord<'a>,
    LeaderChangeMessage<'a>,
    SnapshotFooterRecord<'a>,
    SnapshotHeaderRecord<'a>,
    VotersRecord<'a>,
);

/// Every schema the judge compares: each API's request and response, the two headers, the data
/// schemas.
pub fn subjects() -> Vec<Box<dyn Ours>> {
    let mut out: Vec<Box<dyn Ours>> = Vec::new();
    for &key in ApiKey::ALL {
        out.push(Box::new(Api {
            key,
            response: false,
        }));
        out.push(Box::new(Api {
            key,
            response: true,
        }));
    }
    out.push(Box::new(Header { response: false }));
    out.push(Box::new(Header { response: true }));
    out.extend(data_schemas());
    out
}

//! Field values on both sides, compared: kafka-view's as its decoder reported them (the trace, so
//! credentials are compared too, which `Debug` would redact), Kafka's as its generated JSON converter
//! wrote them (plus the fields it leaves out, added by the Java side as `"~name"`).
//!
//! Names are compared without case or underscores (`OwnerPrincipalType`, `ownerPrincipalType`,
//! `owner_principal_type` are one name). Every field kafka-view read must be in Kafka's message with
//! an equal value, every field Kafka's converter wrote must have been read by kafka-view, and the
//! unknown tagged fields must be the same tags with the same bytes.

use serde_json::Value as Json;

use super::ours::{Ev, NodeKind, Val};
use kafka_view::trace::WireType;

/// A decoded value tree.
#[derive(Clone, Debug, PartialEq)]
pub enum V {
    Leaf(Val),
    List(Vec<V>),
    Obj(Obj),
    Null,
}

#[derive(Clone, Debug, PartialEq, Default)]
pub struct Obj {
    pub fields: Vec<(&'static str, V)>,
    pub unknown: Vec<(u32, Vec<u8>)>,
}

enum Frame {
    Struct(Obj),
    Field {
        name: &'static str,
        value: Option<V>,
    },
    Array {
        name: &'static str,
        items: Vec<V>,
        null: bool,
    },
    Element(Option<V>),
    Tagged,
    TaggedField(u32),
}

fn nearest_struct(stack: &mut [Frame]) -> &mut Obj {
    for f in stack.iter_mut().rev() {
        if let Frame::Struct(o) = f {
            return o;
        }
    }
    panic!("field outside any struct");
}

/// Builds the value tree of one decoded message from its events.
pub fn tree(evs: &[Ev]) -> V {
    let mut stack: Vec<Frame> = Vec::new();
    let mut root = None;
    for ev in evs {
        match ev {
            Ev::Enter(kind, _) => stack.push(match *kind {
                NodeKind::Struct(_) => Frame::Struct(Obj::default()),
                NodeKind::Field(name) => Frame::Field { name, value: None },
                NodeKind::Array(name) => Frame::Array {
                    name,
                    items: Vec::new(),
                    null: false,
                },
                NodeKind::Element => Frame::Element(None),
                NodeKind::Tagged => Frame::Tagged,
                NodeKind::TaggedField(tag) => Frame::TaggedField(tag),
            }),
            Ev::Leave => {
                let done = stack.pop().expect("leave without enter");
                let value = match done {
                    Frame::Struct(o) => Some((None, V::Obj(o))),
                    Frame::Field { name, value } => Some((Some(name), value.unwrap_or(V::Null))),
                    Frame::Array { name, items, null } => {
                        Some((Some(name), if null { V::Null } else { V::List(items) }))
                    }
                    Frame::Element(v) => {
                        if let Some(Frame::Array { items, .. }) = stack.last_mut() {
                            items.push(v.expect("element without value"));
                        }
                        None
                    }
                    Frame::Tagged | Frame::TaggedField(_) => None,
                };
                let Some((name, value)) = value else { continue };
                match (name, stack.last_mut()) {
                    (None, None) => root = Some(value),
                    (None, Some(Frame::Field { value: slot, .. }))
                    | (None, Some(Frame::Element(slot))) => *slot = Some(value),
                    (Some(name), Some(_)) => nearest_struct(&mut stack).fields.push((name, value)),
                    (name, _) => panic!("unexpected value {name:?} at the top"),
                }
            }
            Ev::Field(f) => match stack.last_mut() {
                Some(Frame::Field { value, .. }) if f.name == "present" => {
                    if f.value == Val::Int(-1) || matches!(f.value, Val::Int(v) if v < 0) {
                        *value = Some(V::Null);
                    }
                }
                Some(Frame::Array { null, .. }) => {
                    if f.value == Val::Null {
                        *null = true;
                    }
                }
                Some(Frame::Element(slot)) => *slot = Some(V::Leaf(f.value.clone())),
                Some(Frame::Tagged) => {}
                Some(Frame::TaggedField(tag)) => {
                    let tag = *tag;
                    match f.ty {
                        WireType::Tag | WireType::TagSize => {}
                        _ if f.name == "unknown" && f.prefix.is_none() => {
                            let Val::Bytes(b) = &f.value else {
                                panic!("unknown tagged field without bytes")
                            };
                            nearest_struct(&mut stack).unknown.push((tag, b.clone()));
                        }
                        _ => nearest_struct(&mut stack)
                            .fields
                            .push((f.name, V::Leaf(f.value.clone()))),
                    }
                }
                Some(Frame::Struct(o)) => {
                    if f.ty != WireType::TaggedCount {
                        o.fields.push((f.name, V::Leaf(f.value.clone())));
                    }
                }
                Some(Frame::Field { .. }) => panic!("field {} inside a struct field", f.name),
                None => panic!("field {} outside any struct", f.name),
            },
        }
    }
    root.expect("no message in the events")
}

/// A name without case or underscores.
pub fn norm(s: &str) -> String {
    s.chars()
        .filter(|&c| c != '_' && c != '~')
        .flat_map(char::to_lowercase)
        .collect()
}

/// Standard base64 with padding (what Jackson writes for binary values).
pub fn base64(b: &[u8]) -> String {
    b64(
        b,
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
        true,
    )
}

/// URL-safe base64 without padding (Kafka's `Uuid.toString()`).
pub fn base64url(b: &[u8]) -> String {
    b64(
        b,
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_",
        false,
    )
}

fn b64(b: &[u8], alphabet: &[u8; 64], pad: bool) -> String {
    let mut out = String::new();
    for chunk in b.chunks(3) {
        let n = chunk.len();
        let v = (u32::from(chunk[0]) << 16)
            | (u32::from(*chunk.get(1).unwrap_or(&0)) << 8)
            | u32::from(*chunk.get(2).unwrap_or(&0));
        for i in 0..4 {
            if i <= n {
                out.push(alphabet[((v >> (18 - 6 * i)) & 63) as usize] as char);
            } else if pad {
                out.push('=');
            }
        }
    }
    out
}

/// The differences between kafka-view's tree and Kafka's JSON, each with its path.
pub fn compare(ours: &V, kafka: &Json) -> Vec<String> {
    let mut c = Cmp { diffs: Vec::new() };
    c.cmp("", ours, kafka);
    c.diffs
}

struct Cmp {
    diffs: Vec<String>,
}

fn leaf_eq(v: &Val, j: &Json) -> bool {
    match (v, j) {
        (Val::Null, Json::Null) => true,
        (Val::Bool(b), Json::Bool(c)) => b == c,
        (Val::Int(i), Json::Number(n)) => n.as_i64() == Some(*i),
        (Val::Uint(u), Json::Number(n)) => n.as_u64() == Some(*u),
        (Val::Float(f), Json::Number(n)) => n.as_f64().map(f64::to_bits) == Some(f.to_bits()),
        (Val::Float(f), Json::String(s)) => match s.as_str() {
            "NaN" => f.is_nan(),
            "Infinity" => *f == f64::INFINITY,
            "-Infinity" => *f == f64::NEG_INFINITY,
            _ => false,
        },
        (Val::Str(a), Json::String(b)) => a == b,
        (Val::Bytes(a), Json::String(b)) => base64(a) == *b,
        (Val::Uuid(u), Json::String(b)) => base64url(u) == *b,
        _ => false,
    }
}

fn show(v: &V) -> String {
    match v {
        V::Leaf(Val::Bytes(b)) => format!("bytes {}", base64(b)),
        V::Leaf(Val::Uuid(u)) => format!("uuid {}", base64url(u)),
        V::Leaf(l) => format!("{l:?}"),
        V::List(l) => format!("[{} elements]", l.len()),
        V::Obj(_) => "{struct}".into(),
        V::Null => "null".into(),
    }
}

fn brief(j: &Json) -> String {
    let s = j.to_string();
    if s.len() > 120 {
        format!(
            "{}...",
            &s[..s.char_indices().nth(117).map_or(s.len(), |(i, _)| i)]
        )
    } else {
        s
    }
}

impl Cmp {
    fn cmp(&mut self, path: &str, ours: &V, kafka: &Json) {
        match (ours, kafka) {
            (V::Null, Json::Null) => {}
            (V::Leaf(v), j) => {
                if !leaf_eq(v, j) {
                    self.diffs.push(format!(
                        "{path}: kafka-view {}, Kafka {}",
                        show(ours),
                        brief(j)
                    ));
                }
            }
            (V::List(items), Json::Array(js)) => {
                if items.len() != js.len() {
                    self.diffs.push(format!(
                        "{path}: kafka-view {} elements, Kafka {}",
                        items.len(),
                        js.len()
                    ));
                    return;
                }
                for (i, (v, j)) in items.iter().zip(js).enumerate() {
                    self.cmp(&format!("{path}[{i}]"), v, j);
                }
            }
            (V::Obj(o), Json::Object(map)) => self.object(path, o, map),
            (v, j) => self.diffs.push(format!(
                "{path}: kafka-view {}, Kafka {}",
                show(v),
                brief(j)
            )),
        }
    }

    fn object(&mut self, path: &str, o: &Obj, map: &serde_json::Map<String, Json>) {
        let mut seen = std::collections::BTreeSet::new();
        for (name, v) in &o.fields {
            let n = norm(name);
            let found = map
                .iter()
                .find(|(k, _)| !k.starts_with('~') && norm(k) == n)
                .or_else(|| map.iter().find(|(k, _)| k.starts_with('~') && norm(k) == n));
            match found {
                Some((k, j)) => {
                    seen.insert(k.clone());
                    self.cmp(&format!("{path}.{name}"), v, j);
                }
                None => self.diffs.push(format!(
                    "{path}.{name}: read by kafka-view ({}), not a field of Kafka's message",
                    show(v)
                )),
            }
        }
        for (k, j) in map {
            if k.starts_with('~') || seen.contains(k) {
                continue;
            }
            // The converter writes a records field's size beside its bytes.
            if k.ends_with("SizeInBytes") && map.contains_key(k.trim_end_matches("SizeInBytes")) {
                continue;
            }
            self.diffs.push(format!(
                "{path}.{k}: in Kafka's message ({}), not read by kafka-view",
                brief(j)
            ));
        }
        let theirs: Vec<(u32, String)> = map
            .get("~_unknown")
            .and_then(Json::as_array)
            .map(|a| {
                a.iter()
                    .map(|e| {
                        (
                            e["tag"].as_i64().unwrap_or(-1) as u32,
                            e["data"].as_str().unwrap_or("").to_string(),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default();
        let ours: Vec<(u32, String)> = o.unknown.iter().map(|(t, d)| (*t, base64(d))).collect();
        if ours != theirs {
            self.diffs.push(format!(
                "{path}: unknown tagged fields: kafka-view {ours:?}, Kafka {theirs:?}"
            ));
        }
    }
}

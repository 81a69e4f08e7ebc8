//! Kafka's JSON message schema format, read into a small model.

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;

/// An inclusive version range; empty when `min > max`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Versions {
    pub min: i16,
    pub max: i16,
}

impl Versions {
    pub const NONE: Versions = Versions { min: 1, max: 0 };

    pub fn parse(s: &str) -> Result<Versions, String> {
        let s = s.trim();
        if s == "none" {
            return Ok(Versions::NONE);
        }
        let num = |t: &str| {
            t.trim()
                .parse::<i16>()
                .map_err(|e| format!("bad version '{s}': {e}"))
        };
        if let Some(min) = s.strip_suffix('+') {
            return Ok(Versions {
                min: num(min)?,
                max: i16::MAX,
            });
        }
        if let Some((a, b)) = s.split_once('-') {
            return Ok(Versions {
                min: num(a)?,
                max: num(b)?,
            });
        }
        let v = num(s)?;
        Ok(Versions { min: v, max: v })
    }

    pub fn is_empty(&self) -> bool {
        self.min > self.max
    }

    pub fn intersect(&self, other: Versions) -> Versions {
        Versions {
            min: self.min.max(other.min),
            max: self.max.min(other.max),
        }
    }

    /// The Rust condition "version is in self", for versions within `within`: `None` when always true.
    pub fn cond(&self, within: Versions) -> Option<String> {
        let v = self.intersect(within);
        if v.is_empty() {
            return Some("false".into());
        }
        match (v.min > within.min, v.max < within.max) {
            (false, false) => None,
            (true, false) => Some(format!("version >= {}", v.min)),
            (false, true) => Some(format!("version <= {}", v.max)),
            (true, true) if v.min == v.max => Some(format!("version == {}", v.min)),
            (true, true) => Some(format!("({}..={}).contains(&version)", v.min, v.max)),
        }
    }

    /// "1-3", "2+", "3", "none" (as the schemas write them).
    pub fn text(&self) -> String {
        if self.is_empty() {
            "none".into()
        } else if self.max == i16::MAX {
            format!("{}+", self.min)
        } else if self.min == self.max {
            format!("{}", self.min)
        } else {
            format!("{}-{}", self.min, self.max)
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    Int8,
    Int16,
    Int32,
    Int64,
    Uint16,
    Uint32,
    Float64,
    Bool,
    Uuid,
    String,
    Bytes,
    Records,
    Struct(String),
    Array(Box<Type>),
}

impl Type {
    fn parse(s: &str) -> Type {
        if let Some(inner) = s.strip_prefix("[]") {
            return Type::Array(Box::new(Type::parse(inner)));
        }
        match s {
            "int8" => Type::Int8,
            "int16" => Type::Int16,
            "int32" => Type::Int32,
            "int64" => Type::Int64,
            "uint16" => Type::Uint16,
            "uint32" => Type::Uint32,
            "float64" => Type::Float64,
            "bool" => Type::Bool,
            "uuid" => Type::Uuid,
            "string" => Type::String,
            "bytes" => Type::Bytes,
            "records" => Type::Records,
            other => Type::Struct(other.to_string()),
        }
    }

    /// The schema spelling.
    pub fn schema_name(&self) -> String {
        match self {
            Type::Int8 => "int8".into(),
            Type::Int16 => "int16".into(),
            Type::Int32 => "int32".into(),
            Type::Int64 => "int64".into(),
            Type::Uint16 => "uint16".into(),
            Type::Uint32 => "uint32".into(),
            Type::Float64 => "float64".into(),
            Type::Bool => "bool".into(),
            Type::Uuid => "uuid".into(),
            Type::String => "string".into(),
            Type::Bytes => "bytes".into(),
            Type::Records => "records".into(),
            Type::Struct(s) => s.clone(),
            Type::Array(t) => format!("[]{}", t.schema_name()),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Field {
    pub name: String,
    pub ty: Type,
    pub versions: Versions,
    pub nullable: Versions,
    pub tag: Option<u32>,
    pub tagged: Versions,
    pub default: Option<String>,
    pub ignorable: bool,
    /// A field-level `flexibleVersions` (only "none" is used: RequestHeader.ClientId).
    pub flexible: Option<Versions>,
    /// Nested struct definition, when the field defines one.
    pub fields: Option<Vec<Field>>,
}

#[derive(Clone, Debug)]
pub struct Schema {
    pub file: String,
    pub name: String,
    pub kind: String,
    pub api_key: Option<i16>,
    pub valid: Versions,
    pub flexible: Versions,
    pub fields: Vec<Field>,
    pub common: Vec<(String, Vec<Field>)>,
    pub latest_unstable: bool,
    /// Where the generated versions come from ("kafka-clients 4.4.0"), set by the merge.
    pub source: String,
    /// The versions that come from the old release, set by the merge.
    pub from_old: Versions,
}

/// Removes `//` comments that are outside strings.
pub fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let mut in_string = false;
    while let Some(c) = chars.next() {
        if in_string {
            out.push(c);
            if c == '\\' {
                if let Some(n) = chars.next() {
                    out.push(n);
                }
            } else if c == '"' {
                in_string = false;
            }
        } else if c == '"' {
            in_string = true;
            out.push(c);
        } else if c == '/' && chars.peek() == Some(&'/') {
            for n in chars.by_ref() {
                if n == '\n' {
                    out.push('\n');
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

fn versions(v: &Value, key: &str, default: Versions) -> Result<Versions, String> {
    match v.get(key) {
        None => Ok(default),
        Some(Value::String(s)) => Versions::parse(s),
        Some(other) => Err(format!("{key} is not a string: {other}")),
    }
}

fn parse_fields(list: &Value, ctx: &str) -> Result<Vec<Field>, String> {
    let Some(items) = list.as_array() else {
        return Ok(Vec::new());
    };
    items.iter().map(|f| parse_field(f, ctx)).collect()
}

pub fn parse_field(f: &Value, ctx: &str) -> Result<Field, String> {
    let name = f["name"]
        .as_str()
        .ok_or(format!("{ctx}: field without name"))?
        .to_string();
    let ctx = format!("{ctx}.{name}");
    let ty = Type::parse(f["type"].as_str().ok_or(format!("{ctx}: no type"))?);
    let tag = match f.get("tag") {
        None => None,
        Some(Value::Number(n)) => Some(n.as_u64().ok_or(format!("{ctx}: bad tag"))? as u32),
        Some(Value::String(s)) => Some(
            s.parse::<u32>()
                .map_err(|e| format!("{ctx}: bad tag: {e}"))?,
        ),
        Some(other) => return Err(format!("{ctx}: bad tag {other}")),
    };
    let default = match f.get("default") {
        None => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(other) => Some(other.to_string()),
    };
    Ok(Field {
        ty,
        versions: versions(f, "versions", Versions::NONE)?,
        nullable: versions(f, "nullableVersions", Versions::NONE)?,
        tag,
        tagged: versions(f, "taggedVersions", Versions::NONE)?,
        default,
        ignorable: f.get("ignorable").and_then(Value::as_bool).unwrap_or(false),
        flexible: f
            .get("flexibleVersions")
            .and_then(Value::as_str)
            .map(Versions::parse)
            .transpose()?,
        fields: match f.get("fields") {
            Some(list) => Some(parse_fields(list, &ctx)?),
            None => None,
        },
        name,
    })
}

pub fn load(path: &Path) -> Result<Schema, String> {
    let file = path
        .file_name()
        .and_then(|s| s.to_str())
        .unwrap_or_default()
        .to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{file}: {e}"))?;
    let v: Value =
        serde_json::from_str(&strip_comments(&text)).map_err(|e| format!("{file}: {e}"))?;
    let name = v["name"]
        .as_str()
        .ok_or(format!("{file}: no name"))?
        .to_string();
    let mut common = Vec::new();
    if let Some(list) = v.get("commonStructs").and_then(Value::as_array) {
        for cs in list {
            let cname = cs["name"]
                .as_str()
                .ok_or(format!("{file}: common struct without name"))?;
            common.push((cname.to_string(), parse_fields(&cs["fields"], cname)?));
        }
    }
    Ok(Schema {
        kind: v["type"].as_str().unwrap_or_default().to_string(),
        api_key: v.get("apiKey").and_then(Value::as_i64).map(|k| k as i16),
        valid: versions(&v, "validVersions", Versions::NONE)?,
        flexible: versions(&v, "flexibleVersions", Versions::NONE)?,
        fields: parse_fields(&v["fields"], &name)?,
        common,
        latest_unstable: v
            .get("latestVersionUnstable")
            .and_then(Value::as_bool)
            .unwrap_or(false),
        source: String::new(),
        from_old: Versions::NONE,
        name,
        file,
    })
}

/// Every schema in `dir`, by file name.
pub fn load_dir(dir: &Path) -> Result<BTreeMap<String, Schema>, String> {
    let mut out = BTreeMap::new();
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.extension().and_then(|e| e.to_str()) == Some("json") {
            let s = load(&path)?;
            out.insert(s.file.clone(), s);
        }
    }
    Ok(out)
}

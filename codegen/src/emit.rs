//! Rust code for one message unit (a request, a response, or a data schema) and the files around it.

use crate::schema::{Field, Schema, Type, Versions};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// Names of fields that carry credentials: `Debug` and `defmt` show only their length.
pub const SECRET_FIELDS: &[&str] = &["AuthBytes", "Hmac", "Salt", "SaltedPassword"];

/// The crate's newtype for an `int16` field that holds a Kafka error code (`ErrorCode`,
/// `PartitionErrorCode`, ...) or an API key, if the field is one.
fn newtype(f: &Field) -> Option<&'static str> {
    match (&f.ty, f.name.as_str()) {
        (Type::Int16, name) if name.ends_with("ErrorCode") => Some("ErrorCode"),
        (Type::Int16, "ApiKey") => Some("ApiKey"),
        _ => None,
    }
}

/// A number written as a value of the field's type: `ErrorCode(-1)` for a newtype, `-1` otherwise.
fn wrap(f: &Field, number: String) -> String {
    match newtype(f) {
        Some(ty) => format!("{ty}({number})"),
        None => number,
    }
}

/// Whether a generated struct may not take `name`: an import, or one of mod.rs's enums.
fn reserved(name: &str) -> bool {
    // The names the generated files once imported: structs that would have clashed with one keep
    // the prefixed names they were given then.
    const TAKEN: &[&str] = &[
        "check_decode_version",
        "check_encode_version",
        "encode_nullable",
        "len",
        "nullable_len",
        "ApiKey",
        "Array",
        "Decode",
        "DecodeError",
        "Element",
        "Encode",
        "EncodeError",
        "Message",
        "Reader",
        "Records",
        "Redacted",
        "TaggedFields",
        "TaggedLen",
        "TaggedWriter",
        "Trace",
        "Uuid",
        "Steps",
        "VersionRange",
        "Walk",
        "WireType",
        "Writer",
        "Request",
        "Response",
    ];
    TAKEN.contains(&name)
}

pub fn snake(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() {
            let prev = i.checked_sub(1).map(|p| chars[p]);
            let next = chars.get(i + 1).copied();
            let boundary = match prev {
                None => false,
                Some(p) if p.is_ascii_lowercase() || p.is_ascii_digit() => true,
                Some(p) if p.is_ascii_uppercase() => next.is_some_and(|n| n.is_ascii_lowercase()),
                _ => false,
            };
            if boundary {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    const KEYWORDS: &[&str] = &[
        "type", "match", "ref", "move", "loop", "impl", "fn", "mod", "use", "where", "self",
        "struct", "enum", "trait", "async", "await", "dyn", "abstract", "final", "override",
        "yield", "box", "macro",
    ];
    if KEYWORDS.contains(&out.as_str()) {
        out.push('_');
    }
    out
}

/// One struct to generate.
pub struct StructDef {
    pub schema_name: String,
    pub rust_name: String,
    pub fields: Vec<Field>,
    pub top: bool,
    pub doc: String,
}

/// A request, response or data schema with all its structs.
pub struct Unit<'s> {
    pub schema: &'s Schema,
    pub structs: Vec<StructDef>,
    /// Schema struct name -> Rust name.
    pub names: BTreeMap<String, String>,
    /// Rust names of structs that need a lifetime.
    pub borrowed: BTreeSet<String>,
}

impl<'s> Unit<'s> {
    pub fn new(schema: &'s Schema) -> Unit<'s> {
        let mut structs = vec![StructDef {
            schema_name: schema.name.clone(),
            rust_name: schema.name.clone(),
            fields: schema.fields.clone(),
            top: true,
            doc: String::new(),
        }];
        fn collect(fields: &[Field], owner: &str, out: &mut Vec<StructDef>) {
            for f in fields {
                if let Some(sub) = &f.fields {
                    let ty = match &f.ty {
                        Type::Array(t) => t.schema_name(),
                        t => t.schema_name(),
                    };
                    let doc = match &f.ty {
                        Type::Array(_) => format!("An element of `{owner}.{}`.", f.name),
                        _ => format!("The value of `{owner}.{}`.", f.name),
                    };
                    out.push(StructDef {
                        schema_name: ty.clone(),
                        rust_name: ty.clone(),
                        fields: sub.clone(),
                        top: false,
                        doc,
                    });
                    collect(sub, &ty, out);
                }
            }
        }
        collect(&schema.fields, &schema.name, &mut structs);
        for (name, fields) in &schema.common {
            structs.push(StructDef {
                schema_name: name.clone(),
                rust_name: name.clone(),
                fields: fields.clone(),
                top: false,
                doc: format!(
                    "`{name}`, a struct shared by several fields of {}.",
                    schema.name
                ),
            });
            collect(fields, name, &mut structs);
        }
        let mut u = Unit {
            schema,
            structs,
            names: BTreeMap::new(),
            borrowed: BTreeSet::new(),
        };
        u.refresh();
        u
    }

    /// Renames structs (not the top one) whose names are in `taken`, prefixing `prefix`.
    pub fn rename(&mut self, taken: &BTreeSet<String>, prefix: &str) {
        for s in self.structs.iter_mut().filter(|s| !s.top) {
            if taken.contains(&s.schema_name) || reserved(&s.schema_name) {
                s.rust_name = format!("{prefix}{}", s.schema_name);
            }
        }
        self.refresh();
    }

    pub fn nested_names(&self) -> BTreeSet<String> {
        self.structs
            .iter()
            .filter(|s| !s.top)
            .map(|s| s.schema_name.clone())
            .collect()
    }

    fn refresh(&mut self) {
        self.names = self
            .structs
            .iter()
            .map(|s| (s.schema_name.clone(), s.rust_name.clone()))
            .collect();
        let flexible = !self.schema.flexible.intersect(self.schema.valid).is_empty();
        self.borrowed.clear();
        loop {
            let mut changed = false;
            for s in &self.structs {
                if self.borrowed.contains(&s.rust_name) {
                    continue;
                }
                let needs = flexible || s.fields.iter().any(|f| self.type_borrows(&f.ty));
                if needs {
                    self.borrowed.insert(s.rust_name.clone());
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }

    fn type_borrows(&self, t: &Type) -> bool {
        match t {
            Type::String | Type::Bytes | Type::Records | Type::Array(_) => true,
            Type::Struct(n) => self.borrowed.contains(&self.names[n]),
            _ => false,
        }
    }

    fn valid(&self) -> Versions {
        self.schema.valid
    }

    fn flexible_any(&self) -> bool {
        !self.schema.flexible.intersect(self.valid()).is_empty()
    }

    fn lt(&self, rust_name: &str) -> &'static str {
        if self.borrowed.contains(rust_name) {
            "<'a>"
        } else {
            ""
        }
    }

    fn struct_ty(&self, schema_name: &str) -> String {
        let n = &self.names[schema_name];
        format!("{n}{}", self.lt(n))
    }

    /// Versions in which the field is on the wire (tagged fields: their tagged versions).
    fn present(&self, f: &Field) -> Versions {
        let v = f.versions.intersect(self.valid());
        if f.tag.is_some() {
            v.intersect(f.tagged)
        } else {
            v
        }
    }

    fn nullable_type(&self, f: &Field) -> bool {
        !f.nullable.intersect(self.present(f)).is_empty() || f.default.as_deref() == Some("null")
    }

    fn elem_ty(&self, t: &Type) -> String {
        match t {
            Type::Int8 => "i8".into(),
            Type::Int16 => "i16".into(),
            Type::Int32 => "i32".into(),
            Type::Int64 => "i64".into(),
            Type::Uuid => "Uuid".into(),
            Type::String => "&'a str".into(),
            Type::Struct(n) => self.struct_ty(n),
            other => panic!(
                "{}: arrays of {} are not supported",
                self.schema.name,
                other.schema_name()
            ),
        }
    }

    fn base_ty(&self, t: &Type) -> String {
        match t {
            Type::Int8 => "i8".into(),
            Type::Int16 => "i16".into(),
            Type::Int32 => "i32".into(),
            Type::Int64 => "i64".into(),
            Type::Uint16 => "u16".into(),
            Type::Uint32 => "u32".into(),
            Type::Float64 => "f64".into(),
            Type::Bool => "bool".into(),
            Type::Uuid => "Uuid".into(),
            Type::String => "&'a str".into(),
            Type::Bytes => "&'a [u8]".into(),
            Type::Records => "Records<'a>".into(),
            Type::Struct(n) => self.struct_ty(n),
            Type::Array(t) => format!("Array<'a, {}>", self.elem_ty(t)),
        }
    }

    fn rust_ty(&self, f: &Field) -> String {
        let b = newtype(f).map_or_else(|| self.base_ty(&f.ty), String::from);
        if self.nullable_type(f) {
            format!("Option<{b}>")
        } else {
            b
        }
    }

    fn int_default(&self, f: &Field) -> String {
        let Some(d) = f.default.as_deref() else {
            return "0".into();
        };
        let v: i128 = if let Some(hex) = d.strip_prefix("0x") {
            i128::from_str_radix(hex, 16).expect("hex default")
        } else {
            d.parse()
                .unwrap_or_else(|_| panic!("{}: bad default {d}", f.name))
        };
        v.to_string()
    }

    fn base_default(&self, f: &Field) -> String {
        match &f.ty {
            Type::Int8 | Type::Int16 | Type::Int32 | Type::Int64 | Type::Uint16 | Type::Uint32 => {
                wrap(f, self.int_default(f))
            }
            Type::Float64 => {
                let d: f64 = f
                    .default
                    .as_deref()
                    .map_or(0.0, |d| d.parse().expect("float default"));
                format!("{d:?}")
            }
            Type::Bool => f
                .default
                .as_deref()
                .map_or("false".into(), |d| d.to_ascii_lowercase()),
            Type::Uuid => "Uuid::ZERO".into(),
            Type::String => format!("{:?}", f.default.as_deref().unwrap_or("")),
            Type::Bytes => "&[]".into(),
            Type::Records => "Records(&[])".into(),
            Type::Struct(n) => format!("{}::default()", self.names[n]),
            Type::Array(_) => "Array::empty()".into(),
        }
    }

    fn default_expr(&self, f: &Field) -> String {
        let null =
            f.default.as_deref() == Some("null") || (f.ty == Type::Records && f.default.is_none());
        if self.nullable_type(f) {
            if null {
                "None".into()
            } else {
                format!("Some({})", self.base_default(f))
            }
        } else {
            self.base_default(f)
        }
    }

    fn check_tags(&self, s: &StructDef) {
        let mut seen = BTreeSet::new();
        for f in s.fields.iter().filter(|f| f.tag.is_some()) {
            let tag = f.tag.unwrap_or_default();
            assert!(
                tag < 64,
                "{}.{}: tag {tag} >= 64 is not supported",
                s.schema_name,
                f.name
            );
            let _ = seen.insert(tag);
        }
        // Kafka marks a nullable struct with an int8 only in the versions where it is nullable, and a
        // tagged one with a uvarint; the generated code handles the one shape the schemas have (an
        // untagged struct, nullable wherever it is present), and refuses to generate anything else.
        for f in &s.fields {
            if matches!(f.ty, Type::Struct(_)) && self.nullable_type(f) {
                let present = self.present(f);
                assert!(
                    f.tag.is_none() && f.nullable.intersect(present) == present,
                    "{}.{}: a nullable struct field that is tagged or not nullable in every version \
                     it is present in; the decoder's presence marker would differ from Kafka's",
                    s.schema_name,
                    f.name
                );
            }
        }
    }

    /// The struct definitions, impls and Default for every struct of the unit.
    pub fn emit(&self, out: &mut String) {
        for s in &self.structs {
            self.check_tags(s);
            self.emit_struct(s, out);
        }
    }

    fn emit_struct(&self, s: &StructDef, out: &mut String) {
        let valid = self.valid();
        let fields: Vec<&Field> = s
            .fields
            .iter()
            .filter(|f| !f.versions.intersect(valid).is_empty())
            .collect();
        out.push_str("kafka_struct! {\n");
        if s.top {
            let sc = self.schema;
            let kind = match sc.kind.as_str() {
                "request" => "request",
                "response" => "response",
                _ => "data record",
            };
            let api = sc
                .name
                .trim_end_matches("Request")
                .trim_end_matches("Response");
            let _ = writeln!(out, "    /// The {api} {kind}.");
        } else {
            let _ = writeln!(out, "    /// {}", s.doc);
        }
        let mut head = format!("{:?}, versions = \"{}\"", s.schema_name, valid.text());
        if self.flexible_any() {
            let _ = write!(head, ", flexible = \"{}\"", self.schema.flexible.text());
        }
        let top = match (s.top, self.schema.api_key) {
            (true, Some(key)) if self.schema.kind != "data" => {
                let _ = write!(head, ", api_key = {key}");
                "message"
            }
            (true, _) => "message",
            (false, _) => "nested",
        };
        let _ = writeln!(out, "    #[{top}({head})]");
        let _ = writeln!(
            out,
            "    pub struct {}{} {{",
            s.rust_name,
            self.lt(&s.rust_name)
        );
        for f in &fields {
            let _ = writeln!(out, "        #[field({})]", self.facts(f));
            if SECRET_FIELDS.contains(&f.name.as_str()) {
                out.push_str("        #[secret]\n");
            }
            if f.ignorable {
                out.push_str("        #[ignorable]\n");
            }
            if f.flexible.is_some_and(|v| v.is_empty()) {
                out.push_str("        #[never_compact]\n");
            }
            let _ = writeln!(out, "        pub {}: {},", snake(&f.name), self.rust_ty(f));
        }
        if self.flexible_any() {
            out.push_str(
                "        #[unknown_tags]\n        pub unknown_tagged_fields: TaggedFields<'a>,\n",
            );
        }
        out.push_str("    }\n}\n\n");
    }

    /// A field's facts, as its `#[field(..)]` attribute states them: each one only where it says
    /// more than its absence would.
    fn facts(&self, f: &Field) -> String {
        let valid = self.valid();
        let mut facts = format!("{:?}", f.name);
        if f.versions.cond(valid).is_some() {
            let _ = write!(facts, ", versions = \"{}\"", f.versions.text());
        }
        if !f.nullable.is_empty() {
            let _ = write!(facts, ", nullable = \"{}\"", f.nullable.text());
        }
        if let Some(tag) = f.tag {
            let _ = write!(facts, ", tag = {tag}, tagged = \"{}\"", f.tagged.text());
        }
        let default = self.default_expr(f);
        if default != self.type_default(f) {
            let _ = write!(facts, ", default = {default}");
        }
        facts
    }

    /// The default of the field's Rust type (`Field::DEFAULT` in the crate), written as
    /// `default_expr` writes values.
    fn type_default(&self, f: &Field) -> String {
        let base = match &f.ty {
            Type::Int8 | Type::Int16 | Type::Int32 | Type::Int64 | Type::Uint16 | Type::Uint32 => {
                wrap(f, "0".to_string())
            }
            Type::Float64 => "0.0".into(),
            Type::Bool => "false".into(),
            Type::Uuid => "Uuid::ZERO".into(),
            Type::String => "\"\"".into(),
            Type::Bytes => "&[]".into(),
            Type::Records => "Records(&[])".into(),
            Type::Struct(n) => format!("{}::default()", self.names[n]),
            Type::Array(_) => "Array::empty()".into(),
        };
        match (self.nullable_type(f), &f.ty) {
            (false, _) => base,
            (true, Type::Records) => "None".into(),
            (true, _) => format!("Some({base})"),
        }
    }
}

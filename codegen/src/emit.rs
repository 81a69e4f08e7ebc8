//! Rust code for one message unit (a request, a response, or a data schema) and the files around it.

use crate::schema::{Field, Schema, Type, Versions};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// Names of fields that carry credentials: `Debug` and `defmt` show only their length.
pub const SECRET_FIELDS: &[&str] = &["AuthBytes", "Hmac", "Salt", "SaltedPassword"];

/// What the generated files may import from the crate root (each file imports the ones it uses).
pub const IMPORTS: &[&str] = &[
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
];

/// The `WireType` of a fixed-width type, as the generated code names it.
fn wire_type(ty: &Type) -> &'static str {
    match ty {
        Type::Int8 => "WireType::Int8",
        Type::Int16 => "WireType::Int16",
        Type::Int32 => "WireType::Int32",
        Type::Int64 => "WireType::Int64",
        Type::Uint16 => "WireType::Uint16",
        Type::Uint32 => "WireType::Uint32",
        Type::Float64 => "WireType::Float64",
        Type::Uuid => "WireType::Uuid",
        _ => unreachable!("not a fixed-width number or uuid: {ty:?}"),
    }
}

/// Whether a generated struct may not take `name`: an import, or one of mod.rs's enums.
fn reserved(name: &str) -> bool {
    IMPORTS.contains(&name) || name == "Request" || name == "Response"
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

    fn flexible_expr(&self) -> String {
        match self.schema.flexible.cond(self.valid()) {
            None => "true".into(),
            Some(c) => c,
        }
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

    fn nullable_cond(&self, f: &Field) -> String {
        let p = self.present(f);
        f.nullable.cond(p).unwrap_or_else(|| "true".into())
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
        let b = self.base_ty(&f.ty);
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
                self.int_default(f)
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

    /// An expression that is true when `self.<field>` holds its default.
    fn is_default(&self, f: &Field) -> String {
        let me = format!("self.{}", snake(&f.name));
        let nullable = self.nullable_type(f);
        let d = self.default_expr(f);
        match (&f.ty, nullable) {
            (_, true) if d == "None" => format!("{me}.is_none()"),
            (Type::Bytes | Type::Array(_), false) => format!("{me}.is_empty()"),
            (Type::Records, false) => format!("{me}.0.is_empty()"),
            (Type::Bytes | Type::Array(_), true) => format!("{me}.is_some_and(|v| v.is_empty())"),
            (Type::Records, true) => format!("{me}.is_some_and(|v| v.0.is_empty())"),
            _ => format!("{me} == {d}"),
        }
    }

    /// An expression that is true when `self.<field>` differs from its default.
    fn non_default(&self, f: &Field) -> String {
        let d = self.is_default(f);
        match d.split_once(" == ") {
            Some((a, b)) => format!("{a} != {b}"),
            None => format!("!{d}"),
        }
    }

    fn flex_of(&self, f: &Field, tagged: bool) -> &'static str {
        if tagged {
            "true"
        } else if f.flexible.is_some_and(|v| v.is_empty()) {
            "false"
        } else {
            "flexible"
        }
    }

    fn secret(f: &Field) -> bool {
        SECRET_FIELDS.contains(&f.name.as_str())
    }

    fn read_expr(&self, f: &Field, tagged: bool) -> String {
        let n = &f.name;
        let flex = self.flex_of(f, tagged);
        let nullable = self.nullable_type(f);
        let nc = self.nullable_cond(f);
        let secret = Self::secret(f);
        match &f.ty {
            Type::Int8 => format!("r.int8({n:?})?"),
            Type::Int16 => format!("r.int16({n:?})?"),
            Type::Int32 => format!("r.int32({n:?})?"),
            Type::Int64 => format!("r.int64({n:?})?"),
            Type::Uint16 => format!("r.uint16({n:?})?"),
            Type::Uint32 => format!("r.uint32({n:?})?"),
            Type::Float64 => format!("r.float64({n:?})?"),
            Type::Bool => format!("r.bool({n:?})?"),
            Type::Uuid => format!("r.uuid({n:?})?"),
            Type::String if nullable => format!("r.nullable_string({n:?}, {flex}, {nc})?"),
            Type::String => format!("r.string({n:?}, {flex})?"),
            Type::Bytes if nullable => format!("r.nullable_bytes({n:?}, {flex}, {nc}, {secret})?"),
            Type::Bytes => format!("r.bytes({n:?}, {flex}, {secret})?"),
            Type::Records if nullable => format!("r.records({n:?}, {flex}, {nc})?"),
            Type::Records => format!("r.records({n:?}, {flex}, false)?.unwrap_or_default()"),
            Type::Struct(s) if nullable => {
                format!("r.nullable_nested({n:?}, {s:?}, version, {nc})?")
            }
            Type::Struct(s) => format!("r.nested({n:?}, {s:?}, version)?"),
            Type::Array(_) if nullable => {
                format!("r.nullable_array({n:?}, version, {flex}, {nc})?")
            }
            Type::Array(_) => format!("r.array({n:?}, version, {flex})?"),
        }
    }

    /// The statement that steps over a field without building it (see `Walk`).
    fn skip_stmt(&self, f: &Field, tagged: bool) -> String {
        let n = &f.name;
        let flex = self.flex_of(f, tagged);
        let nc = if self.nullable_type(f) {
            self.nullable_cond(f)
        } else {
            "false".into()
        };
        match &f.ty {
            Type::Int8
            | Type::Int16
            | Type::Int32
            | Type::Int64
            | Type::Uint16
            | Type::Uint32
            | Type::Float64
            | Type::Uuid => format!("r.skip_fixed({n:?}, {})?;", wire_type(&f.ty)),
            Type::Bool => format!("r.skip_bool({n:?})?;"),
            Type::String => format!("r.skip_string({n:?}, {flex}, {nc})?;"),
            Type::Bytes => format!("r.skip_bytes({n:?}, {flex}, {nc}, {})?;", Self::secret(f)),
            Type::Records => format!("r.skip_records({n:?}, {flex}, {nc})?;"),
            Type::Struct(s) => {
                let nullable = if self.nullable_type(f) {
                    format!("Some({nc})")
                } else {
                    "None".into()
                };
                format!(
                    "r.skip_nested::<{}>({n:?}, {s:?}, version, {nullable})?;",
                    self.struct_ty(s)
                )
            }
            Type::Array(t) => format!(
                "r.skip_array::<{}>({n:?}, version, {flex}, {nc})?;",
                self.elem_ty(t)
            ),
        }
    }

    fn write_stmt(&self, f: &Field, tagged: bool) -> String {
        let n = &f.name;
        let me = format!("self.{}", snake(n));
        let flex = self.flex_of(f, tagged);
        let nullable = self.nullable_type(f);
        let nc = self.nullable_cond(f);
        match &f.ty {
            Type::Int8 => format!("w.int8({me})?"),
            Type::Int16 => format!("w.int16({me})?"),
            Type::Int32 => format!("w.int32({me})?"),
            Type::Int64 => format!("w.int64({me})?"),
            Type::Uint16 => format!("w.uint16({me})?"),
            Type::Uint32 => format!("w.uint32({me})?"),
            Type::Float64 => format!("w.float64({me})?"),
            Type::Bool => format!("w.bool({me})?"),
            Type::Uuid => format!("w.uuid({me})?"),
            Type::String if nullable => {
                format!("w.nullable_string({n:?}, {me}, {flex}, {nc}, version)?")
            }
            Type::String => format!("w.string({n:?}, {me}, {flex})?"),
            Type::Bytes if nullable => {
                format!("w.nullable_bytes({n:?}, {me}, {flex}, {nc}, version)?")
            }
            Type::Bytes => format!("w.bytes({n:?}, {me}, {flex})?"),
            Type::Records if nullable => format!("w.records({n:?}, {me}, {flex}, {nc}, version)?"),
            Type::Records => format!("w.records({n:?}, Some({me}), {flex}, false, version)?"),
            Type::Struct(_) if nullable => {
                format!("w.nullable_nested({n:?}, {me}.as_ref(), {nc}, version)?")
            }
            Type::Struct(_) => format!("{me}.encode(w, version)?"),
            Type::Array(_) if nullable => {
                format!("encode_nullable(&{me}, w, {n:?}, version, {flex}, {nc})?")
            }
            Type::Array(_) => format!("{me}.encode(w, {n:?}, version, {flex})?"),
        }
    }

    fn len_expr(&self, f: &Field, tagged: bool) -> String {
        let me = format!("self.{}", snake(&f.name));
        let flex = self.flex_of(f, tagged);
        let nullable = self.nullable_type(f);
        match &f.ty {
            Type::Int8 | Type::Bool => "1".into(),
            Type::Int16 | Type::Uint16 => "2".into(),
            Type::Int32 | Type::Uint32 => "4".into(),
            Type::Int64 | Type::Float64 => "8".into(),
            Type::Uuid => "16".into(),
            Type::String if nullable => format!("len::nullable_string({me}, {flex})"),
            Type::String => format!("len::string({me}, {flex})"),
            Type::Bytes if nullable => format!("len::nullable_bytes({me}, {flex})"),
            Type::Bytes => format!("len::bytes({me}, {flex})"),
            Type::Records if nullable => format!("len::records({me}, {flex})"),
            Type::Records => format!("len::records(Some({me}), {flex})"),
            Type::Struct(_) if nullable => {
                format!("1 + {me}.as_ref().map_or(0, |s| s.encoded_len(version))")
            }
            Type::Struct(_) => format!("{me}.encoded_len(version)"),
            Type::Array(_) if nullable => format!("nullable_len(&{me}, version, {flex})"),
            Type::Array(_) => format!("{me}.encoded_len(version, {flex})"),
        }
    }

    fn sample_value(&self, t: &Type) -> String {
        match t {
            Type::Int8 => "g.int8()".into(),
            Type::Int16 => "g.int16()".into(),
            Type::Int32 => "g.int32()".into(),
            Type::Int64 => "g.int64()".into(),
            Type::Uint16 => "g.uint16()".into(),
            Type::Uint32 => "g.uint32()".into(),
            Type::Float64 => "g.float64()".into(),
            Type::Bool => "g.bool()".into(),
            Type::Uuid => "g.uuid()".into(),
            Type::String => "g.string()".into(),
            Type::Bytes => "g.bytes()".into(),
            Type::Records => "g.records()".into(),
            Type::Struct(n) => format!("{}::sample(g, version)", self.names[n]),
            Type::Array(t) => format!("g.array(|g| {})", self.sample_value(t)),
        }
    }

    fn sample_expr(&self, f: &Field) -> String {
        let v = self.sample_value(&f.ty);
        if !self.nullable_type(f) {
            return v;
        }
        let nullable_here = !f.nullable.intersect(self.present(f)).is_empty();
        if nullable_here {
            format!("g.maybe({}, |g| {v})", self.nullable_cond(f))
        } else {
            format!("Some({v})")
        }
    }

    fn field_doc(&self, f: &Field) -> String {
        let mut d = format!("`{}`, versions {}", f.ty.schema_name(), f.versions.text());
        if !f.nullable.is_empty() {
            let _ = write!(d, ", nullable in {}", f.nullable.text());
        }
        if let Some(tag) = f.tag {
            let _ = write!(d, ", tagged field {tag} in versions {}", f.tagged.text());
        }
        if f.ignorable {
            d.push_str(", ignorable");
        }
        if let Some(def) = &f.default {
            let _ = write!(d, "; default {def}");
        }
        if f.flexible.is_some_and(|v| v.is_empty()) {
            d.push_str("; never compact");
        }
        if Self::secret(f) {
            d.push_str(". Carries a credential: `Debug` shows only its length");
        }
        d.push('.');
        d
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
        let name = &s.rust_name;
        let lt = self.lt(name);
        let valid = self.valid();
        let flexible_any = self.flexible_any();
        let fields: Vec<&Field> = s
            .fields
            .iter()
            .filter(|f| !f.versions.intersect(valid).is_empty())
            .collect();
        let secret = fields.iter().any(|f| Self::secret(f));

        // Definition.
        if s.top {
            let sc = self.schema;
            let kind = match sc.kind.as_str() {
                "request" => "request",
                "response" => "response",
                _ => "data record",
            };
            let _ = writeln!(
                out,
                "/// The {} {kind}: versions {}{}.",
                sc.name
                    .trim_end_matches("Request")
                    .trim_end_matches("Response"),
                valid.text(),
                match sc.flexible.intersect(valid) {
                    v if v.is_empty() => String::from(", never flexible"),
                    v => format!(", flexible from version {}", v.min),
                }
            );
        } else {
            let _ = writeln!(out, "/// {}", s.doc);
        }
        let derive_debug = if secret { "" } else { "Debug, " };
        let _ = writeln!(out, "#[derive(Clone, Copy, {derive_debug}PartialEq)]");
        if !secret {
            out.push_str("#[cfg_attr(feature = \"defmt\", derive(defmt::Format))]\n");
        }
        let _ = writeln!(out, "pub struct {name}{lt} {{");
        for f in &fields {
            let _ = writeln!(out, "    /// {}", self.field_doc(f));
            let _ = writeln!(out, "    pub {}: {},", snake(&f.name), self.rust_ty(f));
        }
        if flexible_any {
            out.push_str("    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.\n");
            out.push_str("    pub unknown_tagged_fields: TaggedFields<'a>,\n");
        }
        out.push_str("}\n\n");

        // Default.
        let _ = writeln!(
            out,
            "impl Default for {name}{} {{",
            if lt.is_empty() { "" } else { "<'_>" }
        );
        out.push_str("    fn default() -> Self {\n");
        let _ = writeln!(out, "        {name} {{");
        for f in &fields {
            let _ = writeln!(
                out,
                "            {}: {},",
                snake(&f.name),
                self.default_expr(f)
            );
        }
        if flexible_any {
            out.push_str("            unknown_tagged_fields: TaggedFields::EMPTY,\n");
        }
        out.push_str("        }\n    }\n}\n\n");

        if secret {
            self.emit_redacted_debug(name, lt, &fields, flexible_any, out);
        }
        if s.top {
            self.emit_message(name, lt, out);
        }
        self.emit_decode(s, &fields, out);
        self.emit_walk(s, &fields, out);
        self.emit_encode(s, &fields, out);
    }

    fn emit_redacted_debug(
        &self,
        name: &str,
        lt: &str,
        fields: &[&Field],
        flexible_any: bool,
        out: &mut String,
    ) {
        let anon = if lt.is_empty() { "" } else { "<'_>" };
        let _ = writeln!(out, "impl core::fmt::Debug for {name}{anon} {{");
        out.push_str(
            "    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {\n",
        );
        let _ = write!(out, "        f.debug_struct({name:?})");
        let mut fmt = String::new();
        let mut args = String::new();
        for fld in fields {
            let field = snake(&fld.name);
            if Self::secret(fld) {
                let _ = write!(out, ".field({field:?}, &Redacted::of(&self.{field}))");
                let _ = write!(args, ", Redacted::of(&self.{field})");
            } else {
                let _ = write!(out, ".field({field:?}, &self.{field})");
                let _ = write!(args, ", self.{field}");
            }
            let _ = write!(
                fmt,
                "{}{field}: {{}}",
                if fmt.is_empty() { "" } else { ", " }
            );
        }
        if flexible_any {
            out.push_str(".field(\"unknown_tagged_fields\", &self.unknown_tagged_fields)");
            let _ = write!(fmt, ", unknown_tagged_fields: {{}}");
            args.push_str(", self.unknown_tagged_fields");
        }
        out.push_str(".finish()\n    }\n}\n\n");
        let _ = writeln!(
            out,
            "#[cfg(feature = \"defmt\")]\nimpl defmt::Format for {name}{anon} {{"
        );
        out.push_str("    fn format(&self, f: defmt::Formatter<'_>) {\n");
        let _ = writeln!(
            out,
            "        defmt::write!(f, \"{name} {{{{ {fmt} }}}}\"{args});"
        );
        out.push_str("    }\n}\n\n");
    }

    fn emit_message(&self, name: &str, lt: &str, out: &mut String) {
        let sc = self.schema;
        let ilt = if lt.is_empty() { "" } else { "<'a>" };
        let api_key = match sc.api_key {
            Some(k) if sc.kind == "request" || sc.kind == "response" => {
                format!("Some(ApiKey({k}))")
            }
            _ => "None".into(),
        };
        let flex = sc.flexible.intersect(sc.valid);
        let flex = if flex.is_empty() {
            "None".into()
        } else {
            format!("Some({})", flex.min)
        };
        let _ = writeln!(
            out,
            "impl<'a> Message<'a> for {name}{ilt} {{
    const NAME: &'static str = {name:?};
    const API_KEY: Option<ApiKey> = {api_key};
    const VERSIONS: VersionRange = VersionRange::new({}, {});
    const FLEXIBLE_FROM: Option<i16> = {flex};
}}
",
            sc.valid.min, sc.valid.max
        );
    }

    fn emit_decode(&self, s: &StructDef, fields: &[&Field], out: &mut String) {
        let name = &s.rust_name;
        let lt = self.lt(name);
        let ilt = if lt.is_empty() { "" } else { "<'a>" };
        let valid = self.valid();
        let mut body = String::new();
        if s.top {
            body.push_str("check_decode_version::<Self, T>(r, version)?;\n");
        }
        let _ = writeln!(body, "let outer = r.begin_struct({:?});", s.schema_name);
        let binding = if self.flexible_any() {
            "let mut this"
        } else {
            "let this"
        };
        let _ = writeln!(body, "{binding} = {name} {{");
        for f in fields {
            let field = snake(&f.name);
            if f.tag.is_some() {
                let _ = writeln!(body, "{field}: {},", self.default_expr(f));
                continue;
            }
            match self.present(f).cond(valid) {
                None => {
                    let _ = writeln!(body, "{field}: {},", self.read_expr(f, false));
                }
                Some(c) => {
                    let _ = writeln!(
                        body,
                        "{field}: if {c} {{ {} }} else {{ {} }},",
                        self.read_expr(f, false),
                        self.default_expr(f)
                    );
                }
            }
        }
        if self.flexible_any() {
            body.push_str("unknown_tagged_fields: TaggedFields::EMPTY,\n");
        }
        body.push_str("};\n");
        if self.flexible_any() {
            body.push_str(
                &self.tagged_section(fields, "this.unknown_tagged_fields = ", |f| {
                    format!("this.{} = {};", snake(&f.name), self.read_expr(f, true))
                }),
            );
        }
        body.push_str("r.end_struct(outer);\nOk(this)\n");
        let (flexible_line, version) = self.prelude(&body);
        // An element's decoder is inlined into the loop that iterates its array, so the element is
        // built in place rather than returned through memory.
        let inline = if s.top { "" } else { "    #[inline]\n" };
        let _ = writeln!(
            out,
            "impl<'a> Decode<'a> for {name}{ilt} {{
{inline}    fn decode<T: Trace>(r: &mut Reader<'a, T>, {version}: i16) -> Result<Self, DecodeError> {{
{flexible_line}{body}    }}
}}
"
        );
    }

    /// `Walk` for any struct, messages included: its fields stepped over in wire order, after the
    /// version check a message's `decode` makes. The reader and the stream walk both take these steps.
    fn emit_walk(&self, s: &StructDef, fields: &[&Field], out: &mut String) {
        let mut body = String::new();
        if s.top {
            body.push_str("r.check_version::<Self>(version)?;\n");
        }
        body.push_str(&self.skip_body(s, fields));
        let (flexible_line, version) = self.prelude(&body);
        let ilt = if self.lt(&s.rust_name).is_empty() {
            ""
        } else {
            "<'a>"
        };
        let _ = writeln!(
            out,
            "impl<'a> Walk for {}{ilt} {{
    const TYPE_NAME: &'static str = {:?};
    fn walk<S: Steps>(r: &mut S, {version}: i16, _: bool) -> Result<(), DecodeError> {{
{flexible_line}{body}    }}
}}
",
            s.rust_name, s.schema_name
        );
    }

    /// The statements that step over a struct's fields in wire order, for `walk`.
    fn skip_body(&self, s: &StructDef, fields: &[&Field]) -> String {
        let valid = self.valid();
        let mut body = String::new();
        let _ = writeln!(body, "let outer = r.begin_struct({:?});", s.schema_name);
        // Runs of fixed-width fields present in the same versions are stepped over in one go.
        let mut runs: Vec<(Option<String>, Vec<&Field>)> = Vec::new();
        for f in fields.iter().filter(|f| f.tag.is_none()) {
            let cond = self.present(f).cond(valid);
            let fixed = f.ty.fixed_size() > 0 && f.ty != Type::Bool;
            match runs.last_mut() {
                Some((c, run))
                    if fixed
                        && *c == cond
                        && run
                            .iter()
                            .all(|g| g.ty.fixed_size() > 0 && g.ty != Type::Bool) =>
                {
                    run.push(f)
                }
                _ => runs.push((cond, vec![f])),
            }
        }
        for (cond, run) in runs {
            let stmt = if run.len() == 1 {
                self.skip_stmt(run[0], false)
            } else {
                let pairs: Vec<String> = run
                    .iter()
                    .map(|f| format!("({:?}, {})", f.name, wire_type(&f.ty)))
                    .collect();
                format!("r.skip_fixed_run(&[{}])?;", pairs.join(", "))
            };
            match cond {
                None => {
                    let _ = writeln!(body, "{stmt}");
                }
                Some(c) => {
                    let _ = writeln!(body, "if {c} {{ {stmt} }}");
                }
            }
        }
        if self.flexible_any() {
            body.push_str(&self.tagged_section(fields, "", |f| self.skip_stmt(f, true)));
        }
        body.push_str("r.end_struct(outer);\nOk(())\n");
        body
    }

    /// A decoder's tagged-field section: `if flexible { <lhs>r.tagged_fields(..)?; }` with one match
    /// arm per known tag, whose statement `arm` gives.
    fn tagged_section(
        &self,
        fields: &[&Field],
        lhs: &str,
        arm: impl Fn(&Field) -> String,
    ) -> String {
        let valid = self.valid();
        let tagged: Vec<&&Field> = fields.iter().filter(|f| f.tag.is_some()).collect();
        let mut body = String::from("if flexible {\n");
        if tagged.is_empty() {
            let _ = writeln!(body, "{lhs}r.tagged_fields(|_, _| Ok(false))?;");
        } else {
            let _ = writeln!(body, "{lhs}r.tagged_fields(|r, tag| match tag {{");
            for f in &tagged {
                let tag = f.tag.unwrap_or_default();
                // As in Kafka's generated readers, the tag of a field this version does not have is
                // an error, not an unknown tag.
                match f.tagged.intersect(f.versions).cond(valid) {
                    None => {
                        let _ = writeln!(body, "{tag} => {{ {} Ok(true) }}", arm(f));
                    }
                    Some(c) => {
                        let _ = writeln!(
                            body,
                            "{tag} => {{ if {c} {{ {} Ok(true) }} else {{ Err(r.tag_not_in_version({:?}, {tag}, version)) }} }}",
                            arm(f),
                            f.name
                        );
                    }
                }
            }
            body.push_str("_ => Ok(false),\n})?;\n");
        }
        body.push_str("}\n");
        body
    }

    /// For a decoder body: the `let flexible` line if the body needs it, and the name of the version
    /// argument (`_version` when nothing uses it).
    fn prelude(&self, body: &str) -> (String, &'static str) {
        let flexible_line = if body.contains("flexible") {
            format!("let flexible = {};\n", self.flexible_expr())
        } else {
            String::new()
        };
        let version = if uses(body, "version") || uses(&flexible_line, "version") {
            "version"
        } else {
            "_version"
        };
        (flexible_line, version)
    }

    fn emit_encode(&self, s: &StructDef, fields: &[&Field], out: &mut String) {
        let name = &s.rust_name;
        let lt = self.lt(name);
        let anon = if lt.is_empty() { "" } else { "<'_>" };
        let valid = self.valid();
        let tagged: Vec<&&Field> = fields.iter().filter(|f| f.tag.is_some()).collect();

        // encoded_len
        let mut len = String::new();
        for f in fields.iter().filter(|f| f.tag.is_none()) {
            match self.present(f).cond(valid) {
                None => {
                    let _ = writeln!(len, "n += {};", self.len_expr(f, false));
                }
                Some(c) => {
                    let _ = writeln!(len, "if {c} {{ n += {}; }}", self.len_expr(f, false));
                }
            }
        }
        if self.flexible_any() {
            let m = if tagged.is_empty() { "" } else { "mut " };
            let _ = writeln!(
                len,
                "if flexible {{\nlet {m}tags = TaggedLen::new(&self.unknown_tagged_fields);"
            );
            for f in &tagged {
                let c = self
                    .present(f)
                    .cond(valid)
                    .map(|c| format!("{c} && "))
                    .unwrap_or_default();
                let _ = writeln!(
                    len,
                    "if {c}{} {{ tags.add({}, {}); }}",
                    self.non_default(f),
                    f.tag.unwrap_or_default(),
                    self.len_expr(f, true)
                );
            }
            len.push_str("n += tags.total();\n}\n");
        }
        let len_body = if len.is_empty() {
            "0\n".to_string()
        } else {
            let flexible_line = if len.contains("flexible") {
                format!("let flexible = {};\n", self.flexible_expr())
            } else {
                String::new()
            };
            format!("{flexible_line}let mut n = 0;\n{len}n\n")
        };
        let version_arg = if uses(&len_body, "version") {
            "version"
        } else {
            "_version"
        };

        // encode
        let mut body = String::new();
        if s.top {
            body.push_str("check_encode_version::<Self>(version)?;\n");
        }
        let _ = writeln!(body, "let outer = w.begin_struct({:?});", s.schema_name);
        for f in fields.iter().filter(|f| f.tag.is_none()) {
            let write = self.write_stmt(f, false);
            match self.present(f).cond(valid) {
                None => {
                    let _ = writeln!(body, "{write};");
                }
                Some(c) if f.ignorable => {
                    let _ = writeln!(body, "if {c} {{ {write}; }}");
                }
                Some(c) => {
                    let _ = writeln!(
                        body,
                        "if {c} {{ {write}; }} else if {} {{ return Err(w.not_in_version({:?}, version)); }}",
                        self.non_default(f),
                        f.name
                    );
                }
            }
        }
        if self.flexible_any() {
            body.push_str("if flexible {\n");
            let mut count = Vec::new();
            for (i, f) in tagged.iter().enumerate() {
                let c = self
                    .present(f)
                    .cond(valid)
                    .map(|c| format!("{c} && "))
                    .unwrap_or_default();
                let _ = writeln!(body, "let tag{i} = {c}{};", self.non_default(f));
                count.push(format!("usize::from(tag{i})"));
            }
            let count = if count.is_empty() {
                "0".to_string()
            } else {
                count.join(" + ")
            };
            if tagged.is_empty() {
                body.push_str("TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;\n");
            } else {
                let _ = writeln!(
                    body,
                    "let mut tags = TaggedWriter::begin(w, &self.unknown_tagged_fields, {count})?;"
                );
            }
            for (i, f) in tagged.iter().enumerate() {
                let _ = writeln!(
                    body,
                    "if tag{i} {{ tags.field(w, {}, {}, |w| {{ {}; Ok(()) }})?; }}",
                    f.tag.unwrap_or_default(),
                    self.len_expr(f, true),
                    self.write_stmt(f, true)
                );
            }
            if !tagged.is_empty() {
                body.push_str("tags.finish(w)?;\n");
            }
            body.push_str("} else if !self.unknown_tagged_fields.is_empty() {\nreturn Err(w.not_in_version(\"unknown_tagged_fields\", version));\n}\n");
            for f in tagged.iter().filter(|f| !f.ignorable) {
                if let Some(c) = self.present(f).cond(valid) {
                    let _ = writeln!(
                        body,
                        "if !({c}) && {} {{ return Err(w.not_in_version({:?}, version)); }}",
                        self.non_default(f),
                        f.name
                    );
                }
            }
        }
        body.push_str("w.end_struct(outer);\nOk(())\n");
        let flexible_line = if body.contains("flexible") {
            format!("let flexible = {};\n", self.flexible_expr())
        } else {
            String::new()
        };
        let version = if uses(&body, "version") || uses(&flexible_line, "version") {
            "version"
        } else {
            "_version"
        };
        // An element's size is summed in the loop over its array (see `emit_decode`), and a
        // message's is measured by `emit` before it writes.
        let inline = "    #[inline]\n";
        let _ = writeln!(
            out,
            "impl Encode for {name}{anon} {{
{inline}    fn encoded_len(&self, {version_arg}: i16) -> usize {{
{len_body}    }}

    fn encode(&self, w: &mut Writer<'_>, {version}: i16) -> Result<(), EncodeError> {{
{flexible_line}{body}    }}
}}
"
        );
    }

    /// `impl Sample` for every struct of the unit (inside the file's `samples` module).
    pub fn emit_samples(&self, out: &mut String) {
        let valid = self.valid();
        for s in &self.structs {
            let name = &s.rust_name;
            let lt = self.lt(name);
            let ilt = if lt.is_empty() { "" } else { "<'a>" };
            let fields: Vec<&Field> = s
                .fields
                .iter()
                .filter(|f| !f.versions.intersect(valid).is_empty())
                .collect();
            let mut body = String::new();
            let _ = writeln!(body, "{name} {{");
            for f in &fields {
                let value = self.sample_expr(f);
                let d = self.default_expr(f);
                let expr = match (self.present(f).cond(valid), f.tag.is_some()) {
                    (None, false) => value,
                    (None, true) => format!("if g.tagged() {{ {value} }} else {{ {d} }}"),
                    (Some(c), false) => format!("if {c} {{ {value} }} else {{ {d} }}"),
                    (Some(c), true) => format!("if {c} && g.tagged() {{ {value} }} else {{ {d} }}"),
                };
                let _ = writeln!(body, "{}: {expr},", snake(&f.name));
            }
            if self.flexible_any() {
                let _ = writeln!(
                    body,
                    "unknown_tagged_fields: if {} {{ g.unknown_tags() }} else {{ TaggedFields::EMPTY }},",
                    self.flexible_expr()
                );
            }
            body.push_str("}\n");
            let used = [
                "version)",
                "version >",
                "version <",
                "version =",
                "&version",
            ]
            .iter()
            .any(|p| body.contains(p));
            let varg = if used { "version" } else { "_version" };
            let g = if body.contains("g.") { "g" } else { "_g" };
            let _ = writeln!(
                out,
                "impl<'a> Sample<'a> for {name}{ilt} {{
    fn sample({g}: &mut SampleGen<'a>, {varg}: i16) -> Self {{
{body}    }}
}}
"
            );
        }
    }
}

/// Whether `word` appears in `text` as a whole identifier.
pub fn uses(text: &str, word: &str) -> bool {
    let mut rest = text;
    while let Some(i) = rest.find(word) {
        let before = rest[..i].chars().last();
        let after = rest[i + word.len()..].chars().next();
        let ident = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
        if !ident(before) && !ident(after) {
            return true;
        }
        rest = &rest[i + word.len()..];
    }
    false
}

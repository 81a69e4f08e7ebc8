//! Writes kafka-view's `src/messages/` from a directory of Kafka JSON message schemas.
//!
//! ```text
//! cargo run -p codegen -- <schema-dir> <out-dir> [--readme README.md]
//! ```
//!
//! One file per API (request, response and their structs), one per standalone data schema, and `mod.rs`
//! with `ApiKey`'s names and version ranges and the `Request` / `Response` enums. Output is
//! deterministic and formatted with rustfmt. With `--readme`, the table of supported APIs between the
//! README's `<!-- apis:begin -->` and `<!-- apis:end -->` markers is rewritten too.

mod emit;
mod schema;

use emit::{snake, uses, Unit, IMPORTS};
use schema::{Schema, Versions};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

struct Api<'s> {
    key: i16,
    name: String,
    module: String,
    request: &'s Schema,
    response: &'s Schema,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut positional = Vec::new();
    let mut readme: Option<PathBuf> = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--readme" {
            readme = it.next().map(PathBuf::from);
        } else {
            positional.push(PathBuf::from(a));
        }
    }
    let [schema_dir, out_dir] = positional.as_slice() else {
        eprintln!("usage: codegen <schema-dir> <out-dir> [--readme README.md]");
        std::process::exit(2);
    };
    if let Err(e) = run(schema_dir, out_dir, readme.as_deref()) {
        eprintln!("codegen: {e}");
        std::process::exit(1);
    }
}

fn run(schema_dir: &Path, out_dir: &Path, readme: Option<&Path>) -> Result<(), String> {
    let schemas = schema::load_dir(schema_dir)?;
    let mut requests = BTreeMap::new();
    let mut responses = BTreeMap::new();
    let mut data = Vec::new();
    for s in schemas.values() {
        match (s.kind.as_str(), s.api_key) {
            ("request", Some(k)) => {
                requests.insert(k, s);
            }
            ("response", Some(k)) => {
                responses.insert(k, s);
            }
            ("header", _) => {}
            _ => data.push(s),
        }
    }
    let mut apis = Vec::new();
    for (key, req) in &requests {
        let resp = responses
            .get(key)
            .ok_or(format!("API key {key} has no response schema"))?;
        let name = req
            .name
            .strip_suffix("Request")
            .unwrap_or(&req.name)
            .to_string();
        apis.push(Api {
            key: *key,
            module: snake(&name),
            name,
            request: req,
            response: resp,
        });
    }
    std::fs::create_dir_all(out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;
    let mut written = Vec::new();
    for api in &apis {
        let mut req = Unit::new(api.request);
        let mut resp = Unit::new(api.response);
        let clash: BTreeSet<String> = req
            .nested_names()
            .intersection(&resp.nested_names())
            .cloned()
            .collect();
        let mut reserved = clash.clone();
        reserved.insert(api.request.name.clone());
        reserved.insert(api.response.name.clone());
        req.rename(&reserved, "Request");
        resp.rename(&reserved, "Response");
        let doc = format!(
            "//! Generated from `{}` and `{}` by `codegen`; do not edit.\n//!\n//! {}, API key {}: requests in versions {}, responses in versions {}{}.\n",
            api.request.file,
            api.response.file,
            api.name,
            api.key,
            api.request.valid.text(),
            api.response.valid.text(),
            flexible_text(api.request),
        );
        let path = out_dir.join(format!("{}.rs", api.module));
        std::fs::write(&path, file_text(&doc, &[&req, &resp])).map_err(|e| e.to_string())?;
        written.push(path);
    }
    let mut data_modules = Vec::new();
    for s in &data {
        let unit = Unit::new(s);
        let module = snake(&s.name);
        let doc = format!(
            "//! Generated from `{}` by `codegen`; do not edit.\n//!\n//! {}, a standalone data record: versions {}{}.\n",
            s.file,
            s.name,
            s.valid.text(),
            flexible_text(s)
        );
        let path = out_dir.join(format!("{module}.rs"));
        std::fs::write(&path, file_text(&doc, &[&unit])).map_err(|e| e.to_string())?;
        written.push(path);
        data_modules.push((module, s.name.clone()));
    }
    let path = out_dir.join("mod.rs");
    std::fs::write(&path, mod_text(&apis, &data_modules)).map_err(|e| e.to_string())?;
    written.push(path);
    rustfmt(&written)?;
    if let Some(readme) = readme {
        update_readme(readme, &apis, &data)?;
    }
    Ok(())
}

fn flexible_text(s: &Schema) -> String {
    let f = s.flexible.intersect(s.valid);
    if f.is_empty() {
        ", never flexible".into()
    } else {
        format!("; flexible from version {}", f.min)
    }
}

fn file_text(doc: &str, units: &[&Unit]) -> String {
    let mut body = String::new();
    for u in units {
        u.emit(&mut body);
    }
    let mut samples = String::new();
    for u in units {
        u.emit_samples(&mut samples);
    }
    let imports: Vec<&str> = IMPORTS
        .iter()
        .copied()
        .filter(|w| {
            if *w == "len" {
                body.contains("len::")
            } else {
                uses(&body, w)
            }
        })
        .collect();
    let mut out = String::from(doc);
    out.push('\n');
    let _ = writeln!(out, "use crate::{{{}}};\n", imports.join(", "));
    out.push_str(&body);
    out.push_str("#[cfg(feature = \"samples\")]\nmod samples {\n    use super::*;\n    use crate::samples::{Sample, SampleGen};\n\n");
    out.push_str(&samples);
    out.push_str("}\n");
    out
}

fn range(v: Versions) -> String {
    format!("VersionRange::new({}, {})", v.min, v.max)
}

fn mod_text(apis: &[Api], data: &[(String, String)]) -> String {
    let mut o = String::new();
    o.push_str("//! Generated from Kafka's JSON message schemas by `codegen`; do not edit.\n//!\n");
    o.push_str("//! One module per API (its request, its response and their nested structs) and one per standalone\n");
    o.push_str("//! data record. The top-level types are re-exported here, with [`ApiKey`]'s names and version\n");
    o.push_str("//! ranges and the [`Request`] / [`Response`] enums.\n\n");
    o.push_str("use crate::{ApiKey, Decode, DecodeError, DecodeErrorKind, Encode, EncodeError, Reader, Trace, VersionRange, Writer};\n\n");
    for api in apis {
        let _ = writeln!(o, "pub mod {};", api.module);
    }
    for (m, _) in data {
        let _ = writeln!(o, "pub mod {m};");
    }
    o.push('\n');
    for api in apis {
        let _ = writeln!(
            o,
            "pub use {}::{{{}, {}}};",
            api.module, api.request.name, api.response.name
        );
    }
    for (m, n) in data {
        let _ = writeln!(o, "pub use {m}::{n};");
    }

    // ApiKey
    o.push_str("\nimpl ApiKey {\n");
    for api in apis {
        let _ = writeln!(o, "    /// {} (API key {}).", api.name, api.key);
        let _ = writeln!(
            o,
            "    pub const {}: ApiKey = ApiKey({});",
            snake(&api.name).to_uppercase(),
            api.key
        );
    }
    let _ = writeln!(
        o,
        "    /// Every API key with a schema, in key order.\n    pub const ALL: &'static [ApiKey] = &[{}];\n",
        apis.iter().map(|a| format!("ApiKey::{}", snake(&a.name).to_uppercase())).collect::<Vec<_>>().join(", ")
    );
    let arms = |f: &dyn Fn(&Api) -> String| {
        apis.iter()
            .map(|a| format!("            {} => {},\n", a.key, f(a)))
            .collect::<String>()
    };
    let _ = write!(
        o,
        "    /// The API's name (\"CreateDelegationToken\"), or `None` for a key without a schema.
    pub const fn name(self) -> Option<&'static str> {{
        match self.0 {{
{}            _ => None,
        }}
    }}

    /// The request versions this crate decodes and encodes.
    pub const fn request_versions(self) -> Option<VersionRange> {{
        match self.0 {{
{}            _ => None,
        }}
    }}

    /// The response versions this crate decodes and encodes (one wider than the requests' where the
    /// schemas leave a request version out as unstable).
    pub const fn response_versions(self) -> Option<VersionRange> {{
        match self.0 {{
{}            _ => None,
        }}
    }}

    /// The first flexible version (compact encodings, tagged fields), if any.
    pub const fn flexible_from(self) -> Option<i16> {{
        match self.0 {{
{}            _ => None,
        }}
    }}

    /// Whether the schema marks its latest version as unstable.
    pub const fn latest_version_unstable(self) -> bool {{
        matches!(self.0, {})
    }}
",
        arms(&|a| format!("Some({:?})", a.name)),
        arms(&|a| format!("Some({})", range(a.request.valid))),
        arms(&|a| format!("Some({})", range(a.response.valid))),
        arms(&|a| {
            let f = a.request.flexible.intersect(a.request.valid);
            if f.is_empty() {
                "None".into()
            } else {
                format!("Some({})", f.min)
            }
        }),
        {
            let u: Vec<String> = apis
                .iter()
                .filter(|a| a.request.latest_unstable || a.response.latest_unstable)
                .map(|a| a.key.to_string())
                .collect();
            if u.is_empty() {
                "i16::MIN".to_string()
            } else {
                u.join(" | ")
            }
        }
    );
    o.push_str(
        "
    /// The request header version for a request at `version`: 2 when the version is flexible, else 1;
    /// `None` when the API or version is unknown.
    pub const fn request_header_version(self, version: i16) -> Option<i16> {
        let Some(range) = self.request_versions() else { return None };
        if !range.contains(version) {
            return None;
        }
        match self.flexible_from() {
            Some(f) if version >= f => Some(2),
            _ => Some(1),
        }
    }

    /// The response header version for a response at `version`: 1 when the version is flexible, else 0;
    /// ApiVersions responses always use 0.
    pub const fn response_header_version(self, version: i16) -> Option<i16> {
        let Some(range) = self.response_versions() else { return None };
        if !range.contains(version) {
            return None;
        }
        match self.flexible_from() {
            _ if self.0 == 18 => Some(0),
            Some(f) if version >= f => Some(1),
            _ => Some(0),
        }
    }
}
",
    );

    for (enum_name, pick) in [("Request", 0), ("Response", 1)] {
        let schema = |a: &Api| {
            if pick == 0 {
                a.request.name.clone()
            } else {
                a.response.name.clone()
            }
        };
        let _ = write!(
            o,
            "
/// Any {lower} body, one variant per API.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = \"defmt\", derive(defmt::Format))]
#[allow(clippy::large_enum_variant)]
pub enum {enum_name}<'a> {{
{}}}

impl<'a> {enum_name}<'a> {{
    /// The API key of the body.
    pub const fn api_key(&self) -> ApiKey {{
        match self {{
{}        }}
    }}

    /// The schema name of the body (\"CreateDelegationToken{enum_name}\").
    pub const fn name(&self) -> &'static str {{
        match self {{
{}        }}
    }}

    /// Reads the body of API `api_key` at `version`.
    pub fn decode<T: Trace>(r: &mut Reader<'a, T>, api_key: ApiKey, version: i16) -> Result<Self, DecodeError> {{
        Ok(match api_key.0 {{
{}            _ => {{
                return Err(r.error_at(r.position(), \"\", DecodeErrorKind::UnknownApiKey {{ api_key: api_key.0 }}))
            }}
        }})
    }}

    /// Bytes the body takes at `version`.
    pub fn encoded_len(&self, version: i16) -> usize {{
        match self {{
{}        }}
    }}

    /// Writes the body at `version`.
    pub fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {{
        match self {{
{}        }}
    }}
}}
",
            apis.iter().map(|a| format!("    /// {}.\n    {}({}<'a>),\n", schema(a), a.name, schema(a))).collect::<String>(),
            apis.iter().map(|a| format!("            {enum_name}::{}(_) => ApiKey({}),\n", a.name, a.key)).collect::<String>(),
            apis.iter().map(|a| format!("            {enum_name}::{}(_) => {:?},\n", a.name, schema(a))).collect::<String>(),
            apis.iter()
                .map(|a| format!("            {} => {enum_name}::{}({}::decode(r, version)?),\n", a.key, a.name, schema(a)))
                .collect::<String>(),
            apis.iter().map(|a| format!("            {enum_name}::{}(m) => m.encoded_len(version),\n", a.name)).collect::<String>(),
            apis.iter().map(|a| format!("            {enum_name}::{}(m) => m.encode(w, version),\n", a.name)).collect::<String>(),
            lower = enum_name.to_lowercase(),
        );
        for a in apis {
            let _ = write!(
                o,
                "
impl<'a> From<{s}<'a>> for {enum_name}<'a> {{
    fn from(m: {s}<'a>) -> Self {{
        {enum_name}::{}(m)
    }}
}}
",
                a.name,
                s = schema(a)
            );
        }
    }

    // Samples dispatch.
    o.push_str("\n#[cfg(feature = \"samples\")]\nimpl<'a> Request<'a> {\n    /// A sample body of API `api_key` at `version` (see [`crate::samples`]).\n    pub fn sample(g: &mut crate::samples::SampleGen<'a>, api_key: ApiKey, version: i16) -> Option<Self> {\n        use crate::samples::Sample;\n        Some(match api_key.0 {\n");
    for a in apis {
        let _ = writeln!(
            o,
            "            {} => Request::{}({}::sample(g, version)),",
            a.key, a.name, a.request.name
        );
    }
    o.push_str("            _ => return None,\n        })\n    }\n}\n");
    o.push_str("\n#[cfg(feature = \"samples\")]\nimpl<'a> Response<'a> {\n    /// A sample body of API `api_key` at `version` (see [`crate::samples`]).\n    pub fn sample(g: &mut crate::samples::SampleGen<'a>, api_key: ApiKey, version: i16) -> Option<Self> {\n        use crate::samples::Sample;\n        Some(match api_key.0 {\n");
    for a in apis {
        let _ = writeln!(
            o,
            "            {} => Response::{}({}::sample(g, version)),",
            a.key, a.name, a.response.name
        );
    }
    o.push_str("            _ => return None,\n        })\n    }\n}\n");
    o
}

fn rustfmt(files: &[PathBuf]) -> Result<(), String> {
    let status = Command::new("rustfmt")
        .arg("--edition")
        .arg("2021")
        .args(files)
        .stdout(Stdio::null())
        .status()
        .map_err(|e| format!("running rustfmt: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("rustfmt failed: {status}"))
    }
}

fn update_readme(path: &Path, apis: &[Api], data: &[&Schema]) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let (begin, end) = ("<!-- apis:begin -->", "<!-- apis:end -->");
    let (Some(b), Some(e)) = (text.find(begin), text.find(end)) else {
        return Err(format!("{}: no {begin} / {end} markers", path.display()));
    };
    let mut t = String::new();
    let pairs: usize = apis
        .iter()
        .map(|a| {
            (a.request.valid.max - a.request.valid.min + 1) as usize
                + (a.response.valid.max - a.response.valid.min + 1) as usize
        })
        .sum();
    let _ = writeln!(
        t,
        "\n{} APIs, {pairs} request and response versions in all, generated from `../shared/kafka-schemas`.\n",
        apis.len()
    );
    t.push_str("| Key | API | Requests | Responses | Flexible from | Notes |\n|---:|---|---|---|---|---|\n");
    for a in apis {
        let f = a.request.flexible.intersect(a.request.valid);
        let mut notes = Vec::new();
        if a.request.latest_unstable || a.response.latest_unstable {
            notes.push("latest version unstable".to_string());
        }
        if a.request.valid != a.response.valid {
            notes.push("response range wider (request version unstable)".to_string());
        }
        let _ = writeln!(
            t,
            "| {} | {} | {} | {} | {} | {} |",
            a.key,
            a.name,
            a.request.valid.text(),
            a.response.valid.text(),
            if f.is_empty() {
                "-".into()
            } else {
                f.min.to_string()
            },
            notes.join("; ")
        );
    }
    t.push_str("\nStandalone data records: ");
    t.push_str(
        &data
            .iter()
            .map(|s| format!("{} ({})", s.name, s.valid.text()))
            .collect::<Vec<_>>()
            .join(", "),
    );
    t.push_str(".\n\n");
    let new = format!("{}{begin}\n{t}{}", &text[..b], &text[e..]);
    std::fs::write(path, new).map_err(|e| e.to_string())
}

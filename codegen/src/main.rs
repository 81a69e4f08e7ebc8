//! Writes kafka-view's `src/messages/` from the message schemas of pinned Kafka releases.
//!
//! ```text
//! cargo run -p codegen -- --cache <dir> --pins kafka/pins <out-dir> [--api-table docs/apis.md]
//! ```
//!
//! `kafka/pins` names three `kafka-clients` releases; `bash kafka/schemas.sh` unpacks each one's
//! `common/message/*.json` into `<dir>/<version>/`. Every version the newest release has comes from it;
//! versions below its lowest one that only the old release has come from the old release (see
//! [`merge`]); versions Kafka marks unstable are left out. The baseline release is only compared with,
//! for the API table's "new since" column.
//!
//! One file per API (request, response and their structs), one per standalone data schema, and `mod.rs`
//! with `ApiKey`'s names and version ranges and the `Request` / `Response` enums. Output is
//! deterministic and formatted with rustfmt. With `--api-table`, the table of supported APIs between the
//! page's `<!-- apis:begin -->` and `<!-- apis:end -->` markers is rewritten too.

mod emit;
mod merge;
mod schema;

use emit::{snake, Unit};
use merge::Side;
use schema::{Schema, Versions};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

struct Api {
    key: i16,
    name: String,
    module: String,
    request: Schema,
    response: Schema,
    /// What is new in the newest release against the baseline ("v13 new", "new API").
    new_since: String,
}

/// A release's schemas: API messages by (api key, "request" / "response"), the rest by name.
struct Release {
    version: String,
    apis: BTreeMap<(i16, String), Schema>,
    data: BTreeMap<String, Schema>,
}

impl Release {
    fn load(cache: &Path, version: &str) -> Result<Release, String> {
        let mut apis = BTreeMap::new();
        let mut data = BTreeMap::new();
        let dir = cache.join(version);
        if !dir.join(".complete").exists() {
            return Err(format!(
                "{}: no unpacked schemas (run `bash kafka/schemas.sh`)",
                dir.display()
            ));
        }
        for s in schema::load_dir(&dir)?.into_values() {
            match (s.kind.as_str(), s.api_key) {
                ("request" | "response", Some(k)) => {
                    apis.insert((k, s.kind.clone()), s);
                }
                ("header", _) => {}
                _ => {
                    data.insert(s.name.clone(), s);
                }
            }
        }
        Ok(Release {
            version: version.to_string(),
            apis,
            data,
        })
    }

    fn get(&self, key: i16, kind: &str) -> Option<&Schema> {
        self.apis.get(&(key, kind.to_string()))
    }

    /// The stable request versions of API `key` (empty when the release has none).
    fn stable(&self, key: i16) -> Versions {
        self.get(key, "request")
            .map(merge::stable)
            .unwrap_or(Versions::NONE)
    }

    fn data_side(&self, name: &str) -> Option<Side<'_>> {
        let schema = self.data.get(name)?;
        Some(Side {
            schema,
            range: schema.valid,
            release: &self.version,
        })
    }

    fn side<'s>(&'s self, key: i16, kind: &str) -> Option<Side<'s>> {
        Some(Side {
            schema: self.get(key, kind)?,
            range: self.stable(key),
            release: &self.version,
        })
    }
}

/// The releases `kafka/pins` names, by role.
fn read_pins(path: &Path) -> Result<BTreeMap<String, String>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut pins = BTreeMap::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        if let (Some(role), Some(version)) = (words.next(), words.next()) {
            pins.insert(role.to_string(), version.to_string());
        }
    }
    Ok(pins)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut positional = Vec::new();
    let (mut api_table, mut cache, mut pins) = (None, None, None);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--api-table" => api_table = it.next().map(PathBuf::from),
            "--cache" => cache = it.next().map(PathBuf::from),
            "--pins" => pins = it.next().map(PathBuf::from),
            _ => positional.push(PathBuf::from(a)),
        }
    }
    let ([out_dir], Some(cache), Some(pins)) = (positional.as_slice(), cache, pins) else {
        eprintln!(
            "usage: codegen --cache <dir> --pins kafka/pins <out-dir> [--api-table docs/apis.md]"
        );
        std::process::exit(2);
    };
    if let Err(e) = run(&cache, &pins, out_dir, api_table.as_deref()) {
        eprintln!("codegen: {e}");
        std::process::exit(1);
    }
}

fn run(cache: &Path, pins: &Path, out_dir: &Path, api_table: Option<&Path>) -> Result<(), String> {
    let pins = read_pins(pins)?;
    let release = |role: &str| -> Result<Release, String> {
        let version = pins
            .get(role)
            .ok_or(format!("kafka/pins has no '{role}' line"))?;
        Release::load(cache, version)
    };
    let (newest, old, baseline) = (release("newest")?, release("old")?, release("baseline")?);

    let keys: BTreeSet<i16> = newest
        .apis
        .keys()
        .chain(old.apis.keys())
        .map(|(k, _)| *k)
        .collect();
    let mut apis = Vec::new();
    let mut left_out = Vec::new();
    for key in keys {
        let request = merge::merge(newest.side(key, "request"), old.side(key, "request"))?;
        let response = merge::merge(newest.side(key, "response"), old.side(key, "response"))?;
        left_out.extend(unstable_left_out(&newest, &old, key));
        let (Some(request), Some(mut response)) = (request, response) else {
            continue;
        };
        if response.valid.intersect(request.valid) != request.valid {
            return Err(format!(
                "API key {key}: response versions {} do not cover request versions {}",
                response.valid.text(),
                request.valid.text()
            ));
        }
        response.valid = request.valid;
        let name = request
            .name
            .strip_suffix("Request")
            .unwrap_or(&request.name)
            .to_string();
        apis.push(Api {
            key,
            module: snake(&name),
            new_since: new_since(&newest, &baseline, key),
            name,
            request,
            response,
        });
    }
    let mut data = Vec::new();
    let names: BTreeSet<&String> = newest.data.keys().chain(old.data.keys()).collect();
    for name in names {
        if let Some(s) = merge::merge(newest.data_side(name), old.data_side(name))? {
            data.push(s);
        }
    }
    let sources = Sources {
        newest: newest.version.clone(),
        old: old.version.clone(),
        baseline: baseline.version.clone(),
        left_out,
    };
    std::fs::create_dir_all(out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;
    let mut written = Vec::new();
    for api in &apis {
        let mut req = Unit::new(&api.request);
        let mut resp = Unit::new(&api.response);
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
            "//! Generated by `codegen` from `{}` and `{}` of {}; do not edit.\n//!\n//! {}, API key {}: versions {}{}.\n",
            api.request.file,
            api.response.file,
            api.request.source,
            api.name,
            api.key,
            api.request.valid.text(),
            flexible_text(&api.request),
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
            "//! Generated by `codegen` from `{}` of {}; do not edit.\n//!\n//! {}, a standalone data record: versions {}{}.\n",
            s.file,
            s.source,
            s.name,
            s.valid.text(),
            flexible_text(s)
        );
        let path = out_dir.join(format!("{module}.rs"));
        std::fs::write(&path, file_text(&doc, &[&unit])).map_err(|e| e.to_string())?;
        written.push(path);
        data_modules.push((module, s.name.clone()));
    }
    let path = out_dir.join("error_codes.rs");
    std::fs::write(&path, error_codes_text(cache, &newest.version)?).map_err(|e| e.to_string())?;
    written.push(path);
    let path = out_dir.join("mod.rs");
    std::fs::write(&path, mod_text(&apis, &data_modules)).map_err(|e| e.to_string())?;
    written.push(path);
    rustfmt(&written)?;
    if let Some(api_table) = api_table {
        update_api_table(api_table, &apis, &data, &sources)?;
    }
    Ok(())
}

/// The releases the output comes from, for the API table.
struct Sources {
    newest: String,
    old: String,
    baseline: String,
    /// Versions left out because Kafka marks them unstable: "InitProducerId v6 (unstable in 4.4.0)".
    left_out: Vec<String>,
}

/// API `key`'s request versions that a release defines but marks unstable, and that no release
/// supplies as stable.
fn unstable_left_out(newest: &Release, old: &Release, key: i16) -> Vec<String> {
    let mut out = Vec::new();
    let newest_lowest = newest.stable(key).min;
    for r in [newest, old] {
        let Some(req) = r.get(key, "request") else {
            continue;
        };
        let stable = merge::stable(req);
        if stable == req.valid {
            continue;
        }
        let v = req.valid.max;
        let supplied =
            r.version != newest.version && !newest.stable(key).is_empty() && v >= newest_lowest;
        if !supplied {
            let name = req.name.strip_suffix("Request").unwrap_or(&req.name);
            out.push(format!("{name} v{v} (unstable in {})", r.version));
        }
    }
    out
}

/// What the newest release adds to API `key` against the baseline release.
fn new_since(newest: &Release, baseline: &Release, key: i16) -> String {
    let now = newest.stable(key);
    let then = baseline.stable(key);
    if now.is_empty() {
        String::new()
    } else if then.is_empty() {
        "new API".into()
    } else if now.max > then.max {
        let added = Versions {
            min: then.max + 1,
            max: now.max,
        };
        format!("v{} new", added.text())
    } else {
        String::new()
    }
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
    let mut out = String::from(doc);
    out.push_str("\nuse crate::declare::*;\n\n");
    for u in units {
        u.emit(&mut out);
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

/// One error code: code, name, retriable, exception class.
type ErrorRow<'t> = (i16, &'t str, bool, &'t str);

/// `impl ErrorCode` from the `errors.tsv` that `kafka/schemas.sh` dumps from the release's `Errors` enum:
/// code, name, retriable, exception class per line.
fn error_codes_text(cache: &Path, version: &str) -> Result<String, String> {
    let path = cache.join(version).join("errors.tsv");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("{}: {e} (run `bash kafka/schemas.sh`)", path.display()))?;
    let mut rows = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let cols: Vec<&str> = line.split('\t').collect();
        let [code, name, retriable, exception] = cols.as_slice() else {
            return Err(format!("{}:{}: expected 4 columns", path.display(), n + 1));
        };
        let code: i16 = code
            .parse()
            .map_err(|e| format!("{}:{}: code: {e}", path.display(), n + 1))?;
        rows.push((code, *name, *retriable == "true", *exception));
    }
    if rows.is_empty() {
        return Err(format!("{}: no error codes", path.display()));
    }
    rows.sort_by_key(|r| r.0);
    let mut o = format!(
        "//! Generated by `codegen` from the `Errors` enum of kafka-clients {version}; do not edit.\n\n\
         use crate::ErrorCode;\n\nimpl ErrorCode {{\n"
    );
    for (code, name, retriable, exception) in &rows {
        let doc = if *exception == "-" {
            format!("Code {code}: no error; Kafka's Java client raises nothing.")
        } else {
            let retry = if *retriable {
                "retriable"
            } else {
                "not retriable"
            };
            format!("Code {code}: Kafka's Java client raises `{exception}`; {retry}.")
        };
        let _ = writeln!(
            o,
            "    /// {doc}\n    pub const {name}: ErrorCode = ErrorCode({code});"
        );
    }
    let _ = writeln!(
        o,
        "\n    /// Every error code Kafka {version} defines, in code order.\n    pub const ALL: &'static [ErrorCode] = &[{}];\n",
        rows.iter().map(|r| format!("ErrorCode::{}", r.1)).collect::<Vec<_>>().join(", ")
    );
    let arms = |f: &dyn Fn(&ErrorRow) -> Option<String>| {
        rows.iter()
            .filter_map(|r| f(r).map(|v| format!("            {} => {v},\n", r.0)))
            .collect::<String>()
    };
    let _ = write!(
        o,
        "    /// Kafka's name for the code (\"SASL_AUTHENTICATION_FAILED\"), or `None` for a code this crate does
    /// not know.
    pub const fn name(self) -> Option<&'static str> {{
        match self.0 {{
{}            _ => None,
        }}
    }}

    /// Whether Kafka's client treats the error as transient and retries the request (its exception is a
    /// `RetriableException`). `false` for codes this crate does not know.
    pub const fn is_retriable(self) -> bool {{
        matches!(self.0, {})
    }}

    /// The simple name of the exception Kafka's Java client raises for the code
    /// (\"SaslAuthenticationException\"); `None` for `NONE` and for codes this crate does not know.
    pub const fn exception(self) -> Option<&'static str> {{
        match self.0 {{
{}            _ => None,
        }}
    }}
}}
",
        arms(&|r| Some(format!("Some({:?})", r.1))),
        rows.iter().filter(|r| r.2).map(|r| r.0.to_string()).collect::<Vec<_>>().join(" | "),
        arms(&|r| (r.3 != "-").then(|| format!("Some({:?})", r.3))),
    );
    Ok(o)
}

fn mod_text(apis: &[Api], data: &[(String, String)]) -> String {
    let mut o = String::new();
    o.push_str("//! Generated from Kafka's JSON message schemas by `codegen`; do not edit.\n//!\n");
    o.push_str("//! One module per API (its request, its response and their nested structs) and one per standalone\n");
    o.push_str("//! data record. The top-level types are re-exported here, with [`ApiKey`](crate::ApiKey)'s names and\n");
    o.push_str("//! version ranges and the [`Request`] / [`Response`] enums.\n\n");
    o.push_str("use crate::declare::apis;\n\n");
    for api in apis {
        let _ = writeln!(o, "pub mod {};", api.module);
    }
    for (m, _) in data {
        let _ = writeln!(o, "pub mod {m};");
    }
    o.push_str("mod error_codes;\n\n");
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
    o.push_str("\napis! {\n");
    for a in apis {
        let _ = writeln!(
            o,
            "    {} {} {}({}, {}),",
            a.key,
            snake(&a.name).to_uppercase(),
            a.name,
            a.request.name,
            a.response.name
        );
    }
    let unstable: Vec<String> = apis
        .iter()
        .filter(|a| a.request.latest_unstable || a.response.latest_unstable)
        .map(|a| a.key.to_string())
        .collect();
    let _ = writeln!(o, "    unstable = [{}]\n}}", unstable.join(", "));
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

fn update_api_table(
    path: &Path,
    apis: &[Api],
    data: &[Schema],
    sources: &Sources,
) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let (begin, end) = ("<!-- apis:begin -->", "<!-- apis:end -->");
    let (Some(b), Some(e)) = (text.find(begin), text.find(end)) else {
        return Err(format!("{}: no {begin} / {end} markers", path.display()));
    };
    let mut t = String::new();
    let versions: usize = apis
        .iter()
        .map(|a| (a.request.valid.max - a.request.valid.min + 1) as usize)
        .sum();
    let (newest, old, baseline) = (&sources.newest, &sources.old, &sources.baseline);
    let _ = writeln!(
        t,
        "\n{} APIs and {versions} versions of each one's request and response ({} message versions), \
         generated from the schemas in `kafka-clients` {newest}, plus the versions only {old} has \
         (pinned in `kafka/pins`).\n",
        apis.len(),
        versions * 2,
    );
    let _ = writeln!(
        t,
        "| Key | API | Versions | Flexible from | From {old} | New since {baseline} |\n|---:|---|---|---|---|---|"
    );
    for a in apis {
        let f = a.request.flexible.intersect(a.request.valid);
        let dash = |s: String| if s.is_empty() { "-".to_string() } else { s };
        let _ = writeln!(
            t,
            "| {} | {} | {} | {} | {} | {} |",
            a.key,
            a.name,
            a.request.valid.text(),
            dash(if f.is_empty() {
                String::new()
            } else {
                f.min.to_string()
            }),
            dash(if a.request.from_old.is_empty() {
                String::new()
            } else {
                a.request.from_old.text()
            }),
            dash(a.new_since.clone()),
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
    if !sources.left_out.is_empty() {
        let _ = writeln!(
            t,
            "Left out because Kafka marks them unstable (their layout may still change): {}.\n",
            sources.left_out.join(", ")
        );
    }
    let new = format!("{}{begin}\n{t}{}", &text[..b], &text[e..]);
    std::fs::write(path, new).map_err(|e| e.to_string())
}

//! Apache Kafka's own Java codec as the judge of this crate's: the generated
//! `org.apache.kafka.common.message.*Data` classes of the pinned kafka-clients (`kafka/pins`), driven
//! by a small Java program in `kafka/judge` (one JVM for the whole run; its build is cached).
//!
//! For every API and version both sides define (this crate's `ApiKey::ALL` ranges against each Data
//! class's lowest and highest supported version), requests and responses, plus the request and
//! response headers, the standalone data schemas and the ApiVersions fallback to a v0 body:
//!
//! 1. **Our messages, read by Kafka.** The smallest, the busy and `KAFKA_JUDGE_RANDOM` (default 200)
//!    random samples, encoded by this crate, are read by `new XxxData(new ByteBufferAccessor(buf),
//!    version)`: Kafka must read every byte, write the message back to the same bytes, and hold the
//!    same field values (its `XxxDataJsonConverter` output, compared field by field with what this
//!    crate's decoder reports: see `kafka_judge/values.rs`).
//! 2. **Kafka's messages, read by us.** Kafka builds `KAFKA_JUDGE_BUILT` (default 200) messages per
//!    version (our busy sample read by Kafka, its values changed by reflection, written by Kafka's
//!    writer: `kafka/judge/.../Builder.java`); this crate decodes each, re-encodes it to the same
//!    bytes, and reports the same field values.
//! 3. **Accept and reject alike.** A busy and a random message of every version are mutated (every
//!    byte set to 00/01/02/7f/80/ff, every truncation, every length and count set to -2, -1, 0,
//!    0x7fff, 0x8000 and huge, bool bytes 2..255, nullable-struct markers 0/2/-2, overlong varints
//!    and varints with bits past 32: `kafka_judge/mutate.rs`). Kafka's reader and this crate's must
//!    both refuse, or both accept with equal values (the same bytes written back, or failing that
//!    the same field values).
//!
//! Kafka is the judge: anything else is a disagreement and fails the test, except the deliberate
//! differences listed in [`DELIBERATE`] (each with its reason; the README has the same table). A
//! second pass runs the same Java code with the `old` kafka-clients of `kafka/pins` on the classpath
//! for the versions only that release still has.
//!
//! Java (a JDK) and Maven must be on the PATH; without them the test prints that it was skipped, or
//! fails under `CI=true`. Environment:
//! - `KAFKA_JUDGE_RANDOM`, `KAFKA_JUDGE_BUILT`: messages per version and direction (default 200).
//! - `KAFKA_JUDGE_MUTATE`: random messages mutated per version besides the busy one (default 1);
//!   0 mutates the busy message alone.
//! - `KAFKA_JUDGE_SEED`: base seed (decimal or 0x-hex).
//! - `KAFKA_JUDGE_ONLY`: only schemas whose label contains this ("Metadata request"), optionally one
//!   version ("Metadata request@12").
//! - `KAFKA_JUDGE_PASSES`: `newest,old` (default) or one of them.
//! - `KAFKA_JUDGE_SHOW`: disagreements printed in full (default 30).
//!
//! `cargo test --release --test kafka_judge -- --nocapture` prints the summary table.

#[path = "kafka_judge/jvm.rs"]
mod jvm;
#[path = "kafka_judge/mutate.rs"]
mod mutate;
#[path = "kafka_judge/ours.rs"]
mod ours;
#[path = "kafka_judge/values.rs"]
mod values;

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::Instant;

use kafka_view::samples::Mode;
use kafka_view::{DecodeError, DecodeErrorKind};

use jvm::{Built, Jvm, Kind, Read, Reply, Req};
use ours::{NodeKind, Ours};

const DEFAULT_SEED: u64 = 0x6a75_6467_655f_6b76;

/// Deliberate differences from Kafka's reader: (id, what Kafka does, what this crate does and why).
/// Each is recognised by a precise rule in [`deliberate`]; the run counts how often each applied.
pub const DELIBERATE: &[(&str, &str, &str)] = &[
    (
        "trailing-bytes",
        "Kafka's generated reader stops after the last field and ignores bytes left in the buffer; \
         neither its broker (RequestContext.parseRequest) nor its client checks for them",
        "refused (TrailingBytes at the offset where Kafka stopped): a body must be exactly one \
         message, or a proxy forwards bytes that no reader looked at and a re-encoded frame differs",
    ),
    (
        "invalid-utf8",
        "Kafka reads strings with new String(bytes, UTF_8), which replaces malformed UTF-8 with \
         U+FFFD: the message is accepted with a value other than the one sent",
        "refused (InvalidUtf8 at the string): a &str view cannot hold the bytes, and replacing them \
         would silently change the value",
    ),
    (
        "tag-order",
        "Kafka reads tagged fields in any order and keeps the last of a repeated tag (an earlier \
         value is silently dropped); its own writer refuses to write them out of order",
        "refused (TagOutOfOrder / DuplicateTag): tags must ascend strictly (KIP-482), and no value is \
         dropped without a word",
    ),
    (
        "known-tag-size",
        "for a tag it knows, Kafka ignores the tagged field's size and reads the field from the \
         stream, so a wrong size shifts everything after it (a reader that does not know the tag \
         skips `size` bytes and reads something else)",
        "refused (the field must fill its size exactly): a frame that Kafka releases with and \
         without the tag would read differently is ambiguous",
    ),
];

struct Config {
    random: usize,
    built: usize,
    mutate: usize,
    seed: u64,
    only: Option<(String, Option<i16>)>,
    passes: Vec<String>,
    show: usize,
}

fn parse_u64(s: &str) -> Option<u64> {
    let s = s.trim().replace('_', "");
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

fn env_num(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .filter(|s| !s.is_empty())
        .map(|s| parse_u64(&s).unwrap_or_else(|| panic!("{name} is not a number: {s}")))
        .unwrap_or(default)
}

fn config() -> Config {
    Config {
        random: env_num("KAFKA_JUDGE_RANDOM", 200) as usize,
        built: env_num("KAFKA_JUDGE_BUILT", 200) as usize,
        mutate: env_num("KAFKA_JUDGE_MUTATE", 1) as usize,
        seed: env_num("KAFKA_JUDGE_SEED", DEFAULT_SEED),
        only: std::env::var("KAFKA_JUDGE_ONLY")
            .ok()
            .filter(|s| !s.is_empty())
            .map(|s| match s.rsplit_once('@') {
                Some((n, v)) => (n.to_string(), Some(v.parse().expect("KAFKA_JUDGE_ONLY version"))),
                None => (s, None),
            }),
        passes: std::env::var("KAFKA_JUDGE_PASSES")
            .unwrap_or_else(|_| "newest,old".into())
            .split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect(),
        show: env_num("KAFKA_JUDGE_SHOW", 30) as usize,
    }
}

/// The judge, or `None` when Java or Maven is missing (an error under `CI=true`).
fn tools_or_skip(test: &str) -> bool {
    match jvm::missing_tools() {
        None => true,
        Some(why) => {
            if std::env::var("CI").as_deref() == Ok("true") {
                panic!("{test}: {why}, and CI=true requires the Java judge");
            }
            eprintln!("{test}: skipped: {why} (the Java judge needs a JDK 17 and Maven)");
            false
        }
    }
}

fn seed_of(base: u64, label: &str, version: i16, i: usize) -> u64 {
    let mut h = base ^ 0x9e37_79b9_7f4a_7c15;
    for b in label.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    h ^ ((version as u64) << 40) ^ (i as u64).wrapping_mul(0x2545_f491_4f6c_dd1d)
}

// ---------------------------------------------------------------------------------------------
// Outcomes

#[derive(Default, Clone)]
struct Row {
    versions: Vec<i16>,
    ours_to_kafka: usize,
    kafka_to_ours: usize,
    build_failures: usize,
    mutated: usize,
    agreements: usize,
    /// Both accepted, wrote different bytes back (non-canonical input), values equal.
    equal_values: usize,
    deliberate: usize,
    disagreements: usize,
}

struct Disagreement {
    pass: String,
    label: String,
    version: i16,
    phase: &'static str,
    what: String,
    detail: String,
}

#[derive(Default)]
struct Report {
    rows: BTreeMap<(String, String), Row>,
    deliberate: BTreeMap<&'static str, usize>,
    disagreements: Vec<Disagreement>,
    refusals_alike: usize,
    accepts_alike: usize,
}

impl Report {
    fn row(&mut self, pass: &str, label: &str) -> &mut Row {
        self.rows
            .entry((pass.to_string(), label.to_string()))
            .or_default()
    }

    #[allow(clippy::too_many_arguments)]
    fn disagree(
        &mut self,
        pass: &str,
        label: &str,
        version: i16,
        phase: &'static str,
        what: String,
        detail: String,
    ) {
        self.row(pass, label).disagreements += 1;
        self.disagreements.push(Disagreement {
            pass: pass.into(),
            label: label.into(),
            version,
            phase,
            what,
            detail,
        });
    }
}

/// How the comparison of one message or frame ended.
enum Verdict {
    Agree,
    EqualValues,
    Deliberate(&'static str),
    Disagree(String),
}

// ---------------------------------------------------------------------------------------------
// Field values

fn values_differ(ours: &dyn Ours, bytes: &[u8], version: i16, json: &str) -> Option<String> {
    let (events, res) = ours.events(bytes, version);
    if let Err(e) = res {
        return Some(format!("kafka-view (traced) refused: {e}"));
    }
    let tree = values::tree(&events.evs);
    let kafka: serde_json::Value = match serde_json::from_str(json) {
        Ok(j) => j,
        Err(e) => return Some(format!("Kafka's JSON does not parse: {e}: {json}")),
    };
    let diffs = values::compare(&tree, &kafka);
    (!diffs.is_empty()).then(|| diffs.join("; "))
}

fn first_difference(a: &[u8], b: &[u8]) -> String {
    let i = a.iter().zip(b).position(|(x, y)| x != y).unwrap_or(a.len().min(b.len()));
    format!(
        "{} vs {} bytes, first difference at byte {i}",
        a.len(),
        b.len()
    )
}

// ---------------------------------------------------------------------------------------------
// Deliberate differences

/// Which deliberate difference, if any, explains this crate refusing `bytes` (error `err`) that
/// Kafka read (`consumed` bytes of them, `lossy` strings replaced).
fn deliberate(
    ours: &dyn Ours,
    bytes: &[u8],
    version: i16,
    err: &DecodeError,
    consumed: usize,
    lossy: &[(i32, i32)],
) -> Option<&'static str> {
    use DecodeErrorKind::*;
    if consumed < bytes.len() {
        if let TrailingBytes { count } = err.kind {
            if err.offset == consumed && count == bytes.len() - consumed {
                return Some("trailing-bytes");
            }
        }
    }
    if let (InvalidUtf8 { .. }, Some(&(at, _))) = (err.kind, lossy.first()) {
        if at >= 0 && (1..=5).contains(&(at as usize).wrapping_sub(err.offset)) {
            return Some("invalid-utf8");
        }
    }
    if matches!(err.kind, TagOutOfOrder { .. } | DuplicateTag { .. }) {
        return Some("tag-order");
    }
    let size_error = matches!(
        err.kind,
        TaggedFieldNotConsumed { .. }
            | UnexpectedEnd { .. }
            | LengthPastEnd { .. }
            | CountPastEnd { .. }
    );
    if size_error {
        let (events, _) = ours.events(bytes, version);
        if events
            .open_nodes()
            .iter()
            .any(|(k, _)| matches!(k, NodeKind::TaggedField(_)))
        {
            return Some("known-tag-size");
        }
    }
    None
}

// ---------------------------------------------------------------------------------------------
// The three comparisons of one schema version

struct Ctx<'a> {
    cfg: &'a Config,
    pass: &'a str,
}

fn java_req<'b>(ours: &dyn Ours, version: i16, json: bool, bytes: &'b [u8]) -> Req<'b> {
    let (kind, key, name) = ours.java();
    Req::Read {
        kind,
        key,
        version,
        name,
        json,
        bytes,
    }
}

/// 1. The smallest, the busy and the random samples, encoded by this crate, read by Kafka.
fn ours_to_kafka(ctx: &Ctx<'_>, jvm: &mut Jvm, ours: &dyn Ours, version: i16, report: &mut Report) {
    let label = ours.label();
    let mut modes = vec![Mode::Smallest, Mode::Busy];
    modes.extend((0..ctx.cfg.random).map(|i| Mode::Random(seed_of(ctx.cfg.seed, &label, version, i))));
    let mut samples = Vec::new();
    for mode in modes {
        match ours.sample(mode, version) {
            Ok(b) => samples.push((mode, b)),
            Err(e) => report.disagree(
                ctx.pass,
                &label,
                version,
                "ours -> Kafka",
                format!("{mode:?}"),
                format!("kafka-view could not build its sample: {e}"),
            ),
        }
    }
    let reqs: Vec<Req<'_>> = samples
        .iter()
        .map(|(_, b)| java_req(ours, version, true, b))
        .collect();
    let replies = jvm.run(&reqs);
    for ((mode, bytes), reply) in samples.iter().zip(replies) {
        let Reply::Read(read) = reply else { unreachable!() };
        let verdict = match read {
            Read::Refused(e) => Verdict::Disagree(format!("Kafka refused it: {e}")),
            Read::Accepted {
                consumed,
                written,
                json,
                ..
            } => {
                if consumed != bytes.len() {
                    Verdict::Disagree(format!("Kafka read {consumed} of {} bytes", bytes.len()))
                } else {
                    match written {
                        Err(e) => Verdict::Disagree(format!("Kafka could not write it back: {e}")),
                        Ok(w) if w != *bytes => Verdict::Disagree(format!(
                            "Kafka wrote it back differently: {}",
                            first_difference(bytes, &w)
                        )),
                        Ok(_) => match values_differ(ours, bytes, version, json.as_deref().unwrap_or("")) {
                            Some(d) => Verdict::Disagree(format!("field values differ: {d}")),
                            None => Verdict::Agree,
                        },
                    }
                }
            }
        };
        let row = report.row(ctx.pass, &label);
        row.ours_to_kafka += 1;
        match verdict {
            Verdict::Agree => row.agreements += 1,
            Verdict::Disagree(d) => report.disagree(
                ctx.pass,
                &label,
                version,
                "ours -> Kafka",
                format!("{mode:?}, {} bytes", bytes.len()),
                d,
            ),
            _ => unreachable!(),
        }
    }
}

/// 2. Messages Kafka builds, read by this crate.
fn kafka_to_ours(ctx: &Ctx<'_>, jvm: &mut Jvm, ours: &dyn Ours, version: i16, report: &mut Report) {
    let label = ours.label();
    if ctx.cfg.built == 0 {
        return;
    }
    let Ok(template) = ours.sample(Mode::Busy, version) else {
        return;
    };
    let (kind, key, name) = ours.java();
    let seeds: Vec<u64> = (0..ctx.cfg.built)
        .map(|i| seed_of(ctx.cfg.seed ^ 0xb0b, &label, version, i))
        .collect();
    let reqs: Vec<Req<'_>> = seeds
        .iter()
        .map(|&seed| Req::Build {
            kind,
            key,
            version,
            name,
            seed,
            template: &template,
        })
        .collect();
    let replies = jvm.run(&reqs);
    for (seed, reply) in seeds.iter().zip(replies) {
        let Reply::Built(built) = reply else { unreachable!() };
        let (bytes, json) = match built {
            Built::Failed(e) => {
                let row = report.row(ctx.pass, &label);
                row.build_failures += 1;
                if row.build_failures == 1 {
                    eprintln!("note: Kafka could not build {label} v{version} (seed {seed:#x}): {e}");
                }
                continue;
            }
            Built::Built { bytes, json, .. } => (bytes, json),
        };
        let verdict = match ours.decode(&bytes, version) {
            Err(e) => Verdict::Disagree(format!("kafka-view refused it: {e}")),
            Ok(again) if again != bytes => Verdict::Disagree(format!(
                "kafka-view re-encoded it differently: {}",
                first_difference(&bytes, &again)
            )),
            Ok(_) => match values_differ(ours, &bytes, version, &json) {
                Some(d) => Verdict::Disagree(format!("field values differ: {d}")),
                None => Verdict::Agree,
            },
        };
        let row = report.row(ctx.pass, &label);
        row.kafka_to_ours += 1;
        match verdict {
            Verdict::Agree => row.agreements += 1,
            Verdict::Disagree(d) => report.disagree(
                ctx.pass,
                &label,
                version,
                "Kafka -> ours",
                format!("built with seed {seed:#x}, {} bytes: {}", bytes.len(), hex(&bytes, 64)),
                d,
            ),
            _ => unreachable!(),
        }
    }
}

fn hex(b: &[u8], max: usize) -> String {
    let mut s: String = b.iter().take(max).map(|x| format!("{x:02x}")).collect();
    if b.len() > max {
        s.push_str("...");
    }
    s
}

/// 3. Mutated frames: both refuse, or both accept with equal values.
fn mutations(ctx: &Ctx<'_>, jvm: &mut Jvm, ours: &dyn Ours, version: i16, report: &mut Report) {
    let label = ours.label();
    let mut bases = vec![("busy".to_string(), ours.sample(Mode::Busy, version))];
    for i in 0..ctx.cfg.mutate {
        let seed = seed_of(ctx.cfg.seed ^ 0x3117, &label, version, i);
        bases.push((format!("random {seed:#x}"), ours.sample(Mode::Random(seed), version)));
    }
    for (base_name, base) in bases {
        let Ok(base) = base else { continue };
        let (events, res) = ours.events(&base, version);
        if res.is_err() {
            continue; // reported by ours_to_kafka
        }
        let mutants = mutate::mutants(&base, &events.evs);
        let reqs: Vec<Req<'_>> = mutants
            .iter()
            .map(|m| java_req(ours, version, false, &m.bytes))
            .collect();
        let replies = jvm.run(&reqs);
        // Both accepted but wrote different bytes back: compare the values (second round).
        let mut values_needed = Vec::new();
        for (i, (m, reply)) in mutants.iter().zip(replies).enumerate() {
            let Reply::Read(read) = reply else { unreachable!() };
            let ourv = ours.decode(&m.bytes, version);
            let verdict = match (&ourv, &read) {
                (Err(_), Read::Refused(_)) => {
                    report.refusals_alike += 1;
                    Verdict::Agree
                }
                (
                    Ok(again),
                    Read::Accepted {
                        consumed, written, ..
                    },
                ) if *consumed == m.bytes.len() => match written {
                    Ok(w) if w == again => {
                        report.accepts_alike += 1;
                        Verdict::Agree
                    }
                    _ => {
                        values_needed.push(i);
                        continue;
                    }
                },
                (Ok(_), Read::Accepted { consumed, .. }) => Verdict::Disagree(format!(
                    "kafka-view accepted it; Kafka read only {consumed} of {} bytes",
                    m.bytes.len()
                )),
                (Ok(_), Read::Refused(e)) => {
                    Verdict::Disagree(format!("kafka-view accepted it; Kafka refused it: {e}"))
                }
                (
                    Err(e),
                    Read::Accepted {
                        consumed, lossy, ..
                    },
                ) => match deliberate(ours, &m.bytes, version, e, *consumed, lossy) {
                    Some(id) => Verdict::Deliberate(id),
                    None => Verdict::Disagree(format!(
                        "kafka-view refused it ({e}); Kafka read {consumed} of {} bytes",
                        m.bytes.len()
                    )),
                },
            };
            tally(ctx, report, &label, version, m, verdict);
        }
        if values_needed.is_empty() {
            continue;
        }
        let reqs: Vec<Req<'_>> = values_needed
            .iter()
            .map(|&i| java_req(ours, version, true, &mutants[i].bytes))
            .collect();
        let replies = jvm.run(&reqs);
        for (&i, reply) in values_needed.iter().zip(replies) {
            let m = &mutants[i];
            let Reply::Read(Read::Accepted { json: Some(json), .. }) = reply else {
                let verdict = Verdict::Disagree("Kafka read it differently the second time".into());
                tally(ctx, report, &label, version, m, verdict);
                continue;
            };
            let verdict = match values_differ(ours, &m.bytes, version, &json) {
                None => Verdict::EqualValues,
                Some(d) => Verdict::Disagree(format!(
                    "both accepted it, the values differ: {d}"
                )),
            };
            tally(ctx, report, &label, version, m, verdict);
        }
        let _ = base_name;
    }
}

fn tally(ctx: &Ctx<'_>, report: &mut Report, label: &str, version: i16, m: &mutate::Mutant, v: Verdict) {
    let row = report.row(ctx.pass, label);
    row.mutated += 1;
    match v {
        Verdict::Agree => row.agreements += 1,
        Verdict::EqualValues => {
            row.agreements += 1;
            row.equal_values += 1;
        }
        Verdict::Deliberate(id) => {
            row.deliberate += 1;
            *report.deliberate.entry(id).or_default() += 1;
        }
        Verdict::Disagree(d) => report.disagree(
            ctx.pass,
            label,
            version,
            "mutated",
            format!("{} ({}): {}", m.what, m.how.name(), hex(&m.bytes, 80)),
            d,
        ),
    }
}

// ---------------------------------------------------------------------------------------------
// Which versions

fn selected(cfg: &Config, label: &str, version: i16) -> bool {
    match &cfg.only {
        None => true,
        Some((name, v)) => label.contains(name.as_str()) && v.is_none_or(|v| v == version),
    }
}

/// The Java side's range for a subject.
fn java_range(info: &jvm::Info, ours: &dyn Ours) -> Option<(i16, i16)> {
    let (kind, key, name) = ours.java();
    match kind {
        Kind::Request => info.api(key).map(|a| a.2),
        Kind::Response => info.api(key).map(|a| a.3),
        Kind::RequestHeader => Some(info.request_header),
        Kind::ResponseHeader => Some(info.response_header),
        Kind::Data => info
            .data
            .iter()
            .find(|(n, _)| n == name)
            .and_then(|(_, r)| *r),
    }
}

fn range_versions(r: Option<(i16, i16)>) -> Vec<i16> {
    r.map_or(Vec::new(), |(a, b)| (a..=b).collect())
}

// ---------------------------------------------------------------------------------------------
// The test

static JUDGE: Mutex<()> = Mutex::new(());

#[test]
fn kafka_judges_kafka_view() {
    if !tools_or_skip("kafka_judges_kafka_view") {
        return;
    }
    let _one_at_a_time = JUDGE.lock().unwrap_or_else(|e| e.into_inner());
    let cfg = config();
    let subjects = ours::subjects();
    let mut report = Report::default();
    let mut newest_info: Option<jvm::Info> = None;
    let mut kafka_versions = Vec::new();
    let started = Instant::now();
    for pass in cfg.passes.clone() {
        let t = Instant::now();
        let mut jvm = Jvm::start(&pass, ours::DATA_NAMES)
            .unwrap_or_else(|e| panic!("starting the Java judge ({pass}): {e}"));
        kafka_versions.push(format!("{pass}: kafka-clients {}", jvm.info.kafka_version));
        let ctx = Ctx {
            cfg: &cfg,
            pass: &pass,
        };
        let mut checked = 0;
        for s in &subjects {
            let ours_v = range_versions(s.versions());
            let java_v = range_versions(java_range(&jvm.info, s.as_ref()));
            let newest_v = newest_info
                .as_ref()
                .map(|i| range_versions(java_range(i, s.as_ref())))
                .unwrap_or_default();
            let label = s.label();
            for &v in &ours_v {
                // The newest release judges every version it has; an older one only the versions
                // the newest no longer has.
                if !java_v.contains(&v) || newest_v.contains(&v) || !selected(&cfg, &label, v) {
                    continue;
                }
                report.row(&pass, &label).versions.push(v);
                ours_to_kafka(&ctx, &mut jvm, s.as_ref(), v, &mut report);
                kafka_to_ours(&ctx, &mut jvm, s.as_ref(), v, &mut report);
                mutations(&ctx, &mut jvm, s.as_ref(), v, &mut report);
                checked += 1;
            }
        }
        eprintln!(
            "pass {pass} (kafka-clients {}): {checked} schema versions in {:.1} s",
            jvm.info.kafka_version,
            t.elapsed().as_secs_f64()
        );
        if newest_info.is_none() {
            newest_info = Some(jvm.info.clone());
        }
    }
    print_report(&cfg, &report, &kafka_versions, started);
    assert!(
        report.disagreements.is_empty(),
        "{} disagreements with Kafka's codec (see above)",
        report.disagreements.len()
    );
}

/// What a disagreement is about, without the details that vary (offsets, values, field names).
fn category(detail: &str) -> String {
    let mut out = String::new();
    let mut skip = false;
    for c in detail.chars() {
        match c {
            '(' if out.ends_with("refused it ") => skip = false,
            _ => {}
        }
        if c.is_ascii_digit() {
            if !out.ends_with('#') {
                out.push('#');
            }
            continue;
        }
        if skip {
            continue;
        }
        out.push(c);
    }
    // "kafka-view refused it (Struct.Field at byte #: what)": keep only what.
    if let Some(start) = out.find(" at byte #: ") {
        if let Some(open) = out[..start].rfind('(') {
            out.replace_range(open + 1..start + " at byte #: ".len(), "");
        }
    }
    out.chars().take(140).collect()
}

fn compact_versions(v: &[i16]) -> String {
    let mut out = Vec::new();
    let mut i = 0;
    while i < v.len() {
        let mut j = i;
        while j + 1 < v.len() && v[j + 1] == v[j] + 1 {
            j += 1;
        }
        out.push(if i == j {
            v[i].to_string()
        } else {
            format!("{}-{}", v[i], v[j])
        });
        i = j + 1;
    }
    out.join(",")
}

fn print_report(cfg: &Config, report: &Report, kafka: &[String], started: Instant) {
    eprintln!();
    eprintln!("Kafka's codec judging kafka-view ({})", kafka.join("; "));
    eprintln!(
        "{:<6} {:<42} {:>10} {:>9} {:>9} {:>9} {:>10} {:>9} {:>6}",
        "pass", "schema", "versions", "ours->K", "K->ours", "mutated", "agreed", "delib.", "DIS"
    );
    let mut total = Row::default();
    let mut schema_versions = 0;
    for ((pass, label), row) in &report.rows {
        if row.versions.is_empty() {
            continue;
        }
        schema_versions += row.versions.len();
        eprintln!(
            "{:<6} {:<42} {:>10} {:>9} {:>9} {:>9} {:>10} {:>9} {:>6}",
            pass,
            label,
            compact_versions(&row.versions),
            row.ours_to_kafka,
            row.kafka_to_ours,
            row.mutated,
            row.agreements,
            row.deliberate,
            row.disagreements
        );
        total.ours_to_kafka += row.ours_to_kafka;
        total.kafka_to_ours += row.kafka_to_ours;
        total.build_failures += row.build_failures;
        total.mutated += row.mutated;
        total.agreements += row.agreements;
        total.equal_values += row.equal_values;
        total.deliberate += row.deliberate;
        total.disagreements += row.disagreements;
    }
    eprintln!(
        "{:<6} {:<42} {:>10} {:>9} {:>9} {:>9} {:>10} {:>9} {:>6}",
        "all",
        format!("{} rows", report.rows.len()),
        schema_versions,
        total.ours_to_kafka,
        total.kafka_to_ours,
        total.mutated,
        total.agreements,
        total.deliberate,
        total.disagreements
    );
    eprintln!();
    eprintln!(
        "{schema_versions} schema versions; {} messages ours -> Kafka, {} Kafka -> ours ({} builds Kafka's writer refused), {} mutated frames: {} refused alike, {} accepted alike with the same bytes written back, {} accepted alike with equal values but different bytes written back (non-canonical input)",
        total.ours_to_kafka,
        total.kafka_to_ours,
        total.build_failures,
        total.mutated,
        report.refusals_alike,
        report.accepts_alike,
        total.equal_values
    );
    for (id, _, _) in DELIBERATE {
        eprintln!(
            "deliberate difference {id}: {} frames",
            report.deliberate.get(id).copied().unwrap_or(0)
        );
    }
    eprintln!("time: {:.1} s", started.elapsed().as_secs_f64());
    if !report.disagreements.is_empty() {
        // Grouped by phase and what went wrong, numbers and names of fields left out.
        let mut by_kind: BTreeMap<(&str, String), (usize, std::collections::BTreeSet<String>)> =
            BTreeMap::new();
        for d in &report.disagreements {
            let e = by_kind.entry((d.phase, category(&d.detail))).or_default();
            e.0 += 1;
            e.1.insert(d.label.clone());
        }
        eprintln!("\n{} DISAGREEMENTS, grouped:", report.disagreements.len());
        for ((phase, cat), (n, labels)) in &by_kind {
            let some: Vec<&String> = labels.iter().take(3).collect();
            eprintln!("  {n:>7}  [{phase}] {cat}  ({} schemas: {some:?}...)", labels.len());
        }
        eprintln!("\nfirst {} in full:", cfg.show.min(report.disagreements.len()));
        for d in report.disagreements.iter().take(cfg.show) {
            eprintln!(
                "- [{}] {} v{} {}: {}\n    {}",
                d.pass, d.label, d.version, d.phase, d.what, d.detail
            );
        }
    }
}

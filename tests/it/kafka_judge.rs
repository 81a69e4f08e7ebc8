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
//! `cargo test --test it kafka_judge:: -- --nocapture` prints the summary table (`--release` for big runs).

mod fallback;
mod jvm;
mod mutate;
mod ours;
mod values;

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::Instant;

use kafka_view::error::{DecodeError, DecodeErrorKind};
use kafka_view::samples::Mode;

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
        "refused (TagOutOfOrder / DuplicateTag): tags must ascend strictly, as every Kafka writer writes \
         them, and no value is \
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
    (
        "old-release-laxer",
        "kafka-clients 3.9's generated readers (the old pass) lack checks that 4.x added: a \
         tagged-field count that is negative as an int reads as no tags at all, and there is no \
         limit on tagged fields (10,000) or array elements (1,000,000)",
        "refused: the newest release's rules apply to the old versions this crate keeps too",
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
                Some((n, v)) => (
                    n.to_string(),
                    Some(v.parse().expect("KAFKA_JUDGE_ONLY version")),
                ),
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
    /// Builds Kafka's writer refused before one it wrote (see Builder.java).
    build_retries: usize,
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
    /// (pass, schema) -> counts; a vector searched from the end, where the schema being judged is,
    /// so that counting a frame allocates nothing.
    rows: Vec<((String, String), Row)>,
    deliberate: BTreeMap<&'static str, usize>,
    by_how: BTreeMap<mutate::How, (usize, usize)>,
    /// Seconds spent: ours -> Kafka, Kafka -> ours, mutated frames.
    seconds: [f64; 3],
    disagreements: Vec<Disagreement>,
    refusals_alike: usize,
    accepts_alike: usize,
}

impl Report {
    fn row(&mut self, pass: &str, label: &str) -> &mut Row {
        let i = match self
            .rows
            .iter()
            .rposition(|((p, l), _)| p == pass && l == label)
        {
            Some(i) => i,
            None => {
                self.rows
                    .push(((pass.to_string(), label.to_string()), Row::default()));
                self.rows.len() - 1
            }
        };
        &mut self.rows[i].1
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

/// The differences between the field values this crate decodes from `bytes` and Kafka's JSON of
/// the same message, if any.
fn values_differ(ours: &dyn Ours, bytes: &[u8], version: i16, json: &str) -> Option<String> {
    let (events, res) = ours.events(bytes, version);
    if let Err(e) = res {
        return Some(format!("kafka-view (traced) refused: {e}"));
    }
    let kafka: serde_json::Value = match serde_json::from_str(json) {
        Ok(j) => j,
        Err(e) => return Some(format!("Kafka's JSON does not parse: {e}: {json}")),
    };
    values_differ_tree(&values::tree(&events.evs), &kafka)
}

fn values_differ_tree(tree: &values::V, kafka: &serde_json::Value) -> Option<String> {
    let diffs = values::compare(tree, kafka);
    (!diffs.is_empty()).then(|| diffs.join("; "))
}

fn first_difference(a: &[u8], b: &[u8]) -> String {
    let i = a
        .iter()
        .zip(b)
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
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
#[allow(clippy::too_many_arguments)]
fn deliberate(
    ctx: &Ctx<'_>,
    ours: &dyn Ours,
    bytes: &[u8],
    version: i16,
    err: &DecodeError,
    consumed: usize,
    lossy: &[(i32, i32)],
) -> Option<&'static str> {
    use DecodeErrorKind::*;
    if ctx.pass == "old" {
        // Checks kafka-clients 4.x added to the generated readers: a tagged-field count that is
        // negative as an int (3.9 loops zero times), more than 10,000 tags, over a million elements.
        let negative_tag_count = matches!(
            err.kind,
            CountPastEnd { prefix: kafka_view::error::Prefix::TaggedFields, count, .. } if count > i32::MAX as u64
        );
        if negative_tag_count || matches!(err.kind, OverLimit { .. }) {
            return Some("old-release-laxer");
        }
    }
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
    java_read(ours, version, json, false, bytes)
}

/// A read request; `lossy` asks for the strings that were not valid UTF-8 (needed only when this
/// crate refuses one).
fn java_read<'b>(
    ours: &dyn Ours,
    version: i16,
    json: bool,
    lossy: bool,
    bytes: &'b [u8],
) -> Req<'b> {
    let (kind, key, name) = ours.java();
    Req::Read {
        kind,
        key,
        version,
        name,
        json,
        lossy,
        bytes,
    }
}

/// 1. The smallest, the busy and the random samples, encoded by this crate, read by Kafka.
fn ours_to_kafka(ctx: &Ctx<'_>, jvm: &mut Jvm, ours: &dyn Ours, version: i16, report: &mut Report) {
    let label = ours.label();
    let mut modes = vec![Mode::Smallest, Mode::Busy];
    modes.extend(
        (0..ctx.cfg.random).map(|i| Mode::Random(seed_of(ctx.cfg.seed, &label, version, i))),
    );
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
    jvm.run_with(&reqs, |i, reply| {
        let (mode, bytes) = &samples[i];
        let Reply::Read(read) = reply else {
            unreachable!()
        };
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
                        Ok(_) => {
                            match values_differ(ours, bytes, version, json.as_deref().unwrap_or(""))
                            {
                                Some(d) => Verdict::Disagree(format!("field values differ: {d}")),
                                None => Verdict::Agree,
                            }
                        }
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
    });
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
    jvm.run_with(&reqs, |i, reply| {
        let seed = seeds[i];
        let Reply::Built(built) = reply else {
            unreachable!()
        };
        let (bytes, json) = match built {
            Built::Failed(e) => {
                let row = report.row(ctx.pass, &label);
                row.build_failures += 1;
                if row.build_failures == 1 {
                    eprintln!(
                        "note: Kafka could not build {label} v{version} (seed {seed:#x}): {e}"
                    );
                }
                return;
            }
            Built::Built { bytes, json, tries } => {
                report.row(ctx.pass, &label).build_retries += tries as usize - 1;
                (bytes, json)
            }
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
                format!(
                    "built with seed {seed:#x}, {} bytes: {}",
                    bytes.len(),
                    hex(&bytes, 64)
                ),
                d,
            ),
            _ => unreachable!(),
        }
    });
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
        bases.push((
            format!("random {seed:#x}"),
            ours.sample(Mode::Random(seed), version),
        ));
    }
    for (base_name, base) in bases {
        let Ok(base) = base else { continue };
        let (events, res) = ours.events(&base, version);
        if res.is_err() {
            continue; // reported by ours_to_kafka
        }
        let mutants = mutate::mutants(&base, &events.evs);
        let decoded: Vec<_> = mutants
            .iter()
            .map(|m| ours.decode(&m.bytes, version))
            .collect();
        let reqs: Vec<Req<'_>> = mutants
            .iter()
            .zip(&decoded)
            .map(|(m, d)| {
                let utf8 =
                    matches!(d, Err(e) if matches!(e.kind, DecodeErrorKind::InvalidUtf8 { .. }));
                java_read(ours, version, false, utf8, &m.bytes)
            })
            .collect();
        // Both accepted but wrote different bytes back: compare the values (second round).
        let mut values_needed = Vec::new();
        jvm.run_with(&reqs, |i, reply| {
            let m = &mutants[i];
            let Reply::Read(read) = reply else {
                unreachable!()
            };
            let verdict = match (&decoded[i], &read) {
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
                        return;
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
                ) => match deliberate(ctx, ours, &m.bytes, version, e, *consumed, lossy) {
                    Some(id) => Verdict::Deliberate(id),
                    None => Verdict::Disagree(format!(
                        "kafka-view refused it ({e}); Kafka read {consumed} of {} bytes",
                        m.bytes.len()
                    )),
                },
            };
            tally(ctx, report, &label, version, m, verdict);
        });
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
            let Reply::Read(Read::Accepted {
                json: Some(json), ..
            }) = reply
            else {
                let verdict = Verdict::Disagree("Kafka read it differently the second time".into());
                tally(ctx, report, &label, version, m, verdict);
                continue;
            };
            let verdict = match values_differ(ours, &m.bytes, version, &json) {
                None => Verdict::EqualValues,
                Some(d) => Verdict::Disagree(format!("both accepted it, the values differ: {d}")),
            };
            tally(ctx, report, &label, version, m, verdict);
        }
        let _ = base_name;
    }
}

fn tally(
    ctx: &Ctx<'_>,
    report: &mut Report,
    label: &str,
    version: i16,
    m: &mutate::Mutant,
    v: Verdict,
) {
    let e = report.by_how.entry(m.how).or_default();
    e.0 += 1;
    e.1 += usize::from(matches!(v, Verdict::Disagree(_)));
    // The description is written out only for a disagreement (millions of frames agree).
    let what = match v {
        Verdict::Disagree(_) => format!("{} ({}): {}", m.what, m.how.name(), hex(&m.bytes, 80)),
        _ => String::new(),
    };
    tally_fallback(ctx, report, label, version, &what, v)
}

/// Counts one mutated frame's verdict (or one ApiVersions fallback body's).
fn tally_fallback(
    ctx: &Ctx<'_>,
    report: &mut Report,
    label: &str,
    version: i16,
    what: &str,
    v: Verdict,
) {
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
        Verdict::Disagree(d) => {
            report.disagree(ctx.pass, label, version, "mutated", what.to_string(), d)
        }
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
        Kind::Request => info.api(key).map(|a| a.request),
        Kind::Response => info.api(key).map(|a| a.response),
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
#[ignore = "needs a JDK and Maven, and takes minutes: cargo test --release --test it kafka_judge:: -- --ignored (CI: scripts/kafka-judge.sh)"]
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
                let t = Instant::now();
                ours_to_kafka(&ctx, &mut jvm, s.as_ref(), v, &mut report);
                report.seconds[0] += t.elapsed().as_secs_f64();
                let t = Instant::now();
                kafka_to_ours(&ctx, &mut jvm, s.as_ref(), v, &mut report);
                report.seconds[1] += t.elapsed().as_secs_f64();
                let t = Instant::now();
                mutations(&ctx, &mut jvm, s.as_ref(), v, &mut report);
                report.seconds[2] += t.elapsed().as_secs_f64();
                checked += 1;
            }
        }
        // The ApiVersions response as clients read it, with the fallback to a v0 body.
        let api_versions = ours::Api {
            key: kafka_view::ApiKey::API_VERSIONS,
            response: true,
        };
        let newest_v = newest_info
            .as_ref()
            .map(|i| range_versions(java_range(i, &api_versions)))
            .unwrap_or_default();
        let fallback_versions: Vec<i16> = range_versions(api_versions.versions())
            .into_iter()
            .filter(|v| {
                range_versions(java_range(&jvm.info, &api_versions)).contains(v)
                    && !newest_v.contains(v)
            })
            .collect();
        fallback::run(&ctx, &mut jvm, &fallback_versions, &mut report);
        eprintln!(
            "pass {pass} (kafka-clients {}): {checked} schema versions in {:.1} s (the JVM used {} CPU s)",
            jvm.info.kafka_version,
            t.elapsed().as_secs_f64(),
            jvm.cpu_seconds().map_or("?".into(), |s| format!("{s:.1}"))
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
    let mut rows: Vec<_> = report.rows.iter().collect();
    rows.sort_by(|a, b| a.0.cmp(&b.0));
    for ((pass, label), row) in rows {
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
        total.build_retries += row.build_retries;
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
        "{schema_versions} schema versions; {} messages ours -> Kafka, {} Kafka -> ours ({} builds Kafka's writer refused and built again, {} given up), {} mutated frames: {} refused alike, {} accepted alike with the same bytes written back, {} accepted alike with equal values but different bytes written back (non-canonical input)",
        total.ours_to_kafka,
        total.kafka_to_ours,
        total.build_retries,
        total.build_failures,
        total.mutated,
        report.refusals_alike,
        report.accepts_alike,
        total.equal_values
    );
    for how in mutate::How::ALL {
        let (n, bad) = report.by_how.get(&how).copied().unwrap_or_default();
        eprintln!("mutated, {}: {n} frames, {bad} disagreements", how.name());
    }
    for (id, _, _) in DELIBERATE {
        eprintln!(
            "deliberate difference {id}: {} frames",
            report.deliberate.get(id).copied().unwrap_or(0)
        );
    }
    eprintln!(
        "time: {:.1} s ({:.1} s ours -> Kafka, {:.1} s Kafka -> ours, {:.1} s mutated frames)",
        started.elapsed().as_secs_f64(),
        report.seconds[0],
        report.seconds[1],
        report.seconds[2]
    );
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
            eprintln!(
                "  {n:>7}  [{phase}] {cat}  ({} schemas: {some:?}...)",
                labels.len()
            );
        }
        eprintln!(
            "\nfirst {} in full:",
            cfg.show.min(report.disagreements.len())
        );
        for d in report.disagreements.iter().take(cfg.show) {
            eprintln!(
                "- [{}] {} v{} {}: {}\n    {}",
                d.pass, d.label, d.version, d.phase, d.what, d.detail
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The comparison can fail

/// kafka-view with deliberate faults, to show that every comparison catches a wrong value.
struct Faulty {
    inner: ours::Api,
    /// The first int64 field this crate reports is off by one.
    wrong_value: bool,
    /// The re-encoding of a decoded body has its last byte changed.
    wrong_bytes: bool,
}

impl Ours for Faulty {
    fn label(&self) -> String {
        self.inner.label()
    }
    fn java(&self) -> (Kind, i16, &'static str) {
        self.inner.java()
    }
    fn versions(&self) -> Option<(i16, i16)> {
        self.inner.versions()
    }
    fn sample(&self, mode: Mode, version: i16) -> Result<Vec<u8>, String> {
        self.inner.sample(mode, version)
    }
    fn decode(&self, bytes: &[u8], version: i16) -> Result<Vec<u8>, DecodeError> {
        let mut out = self.inner.decode(bytes, version)?;
        if self.wrong_bytes {
            if let Some(last) = out.last_mut() {
                *last ^= 0x40;
            }
        }
        Ok(out)
    }
    fn events(&self, bytes: &[u8], version: i16) -> (ours::Events, Result<(), DecodeError>) {
        let (mut events, res) = self.inner.events(bytes, version);
        if self.wrong_value {
            for ev in &mut events.evs {
                if let ours::Ev::Field(f) = ev {
                    if f.ty == kafka_view::trace::WireType::Int64 {
                        if let ours::Val::Int(v) = &mut f.value {
                            *v = v.wrapping_add(1);
                            break;
                        }
                    }
                }
            }
        }
        (events, res)
    }
}

/// The guard: a wrong field value, a wrong re-encoding, a field missing from either side and a
/// different unknown tag are each caught, in each of the three comparisons, through the same code
/// the full run uses.
#[test]
#[ignore = "needs a JDK and Maven, and takes minutes: cargo test --release --test it kafka_judge:: -- --ignored (CI: scripts/kafka-judge.sh)"]
fn a_wrong_value_is_caught() {
    if !tools_or_skip("a_wrong_value_is_caught") {
        return;
    }
    let _one_at_a_time = JUDGE.lock().unwrap_or_else(|e| e.into_inner());
    let mut jvm = Jvm::start("newest", ours::DATA_NAMES).expect("the Java judge");
    let cfg = Config {
        random: 3,
        built: 3,
        mutate: 0,
        seed: DEFAULT_SEED,
        only: None,
        passes: vec!["newest".into()],
        show: 0,
    };
    let ctx = Ctx {
        cfg: &cfg,
        pass: "guard",
    };
    let cdt = |wrong_value, wrong_bytes| Faulty {
        inner: ours::Api {
            key: kafka_view::ApiKey::CREATE_DELEGATION_TOKEN,
            response: true,
        },
        wrong_value,
        wrong_bytes,
    };
    // Without faults, everything agrees.
    let mut report = Report::default();
    let good = cdt(false, false);
    ours_to_kafka(&ctx, &mut jvm, &good, 3, &mut report);
    kafka_to_ours(&ctx, &mut jvm, &good, 3, &mut report);
    mutations(&ctx, &mut jvm, &good, 3, &mut report);
    assert!(report.disagreements.is_empty());
    let row = report.row("guard", &good.label()).clone();
    assert_eq!((row.ours_to_kafka, row.kafka_to_ours), (5, 3));
    assert!(row.mutated > 1000, "{}", row.mutated);

    // A wrong int64 (IssueTimestampMs, the first): every message of both directions.
    let mut report = Report::default();
    let wrong = cdt(true, false);
    ours_to_kafka(&ctx, &mut jvm, &wrong, 3, &mut report);
    kafka_to_ours(&ctx, &mut jvm, &wrong, 3, &mut report);
    assert_eq!(report.disagreements.len(), 5 + 3);
    for d in &report.disagreements {
        assert!(
            d.detail
                .contains("field values differ: .IssueTimestampMs: kafka-view Int("),
            "{}",
            d.detail
        );
    }

    // A wrong re-encoding: Kafka-built messages, and mutated frames both sides accept.
    let mut report = Report::default();
    let wrong = cdt(false, true);
    kafka_to_ours(&ctx, &mut jvm, &wrong, 3, &mut report);
    assert_eq!(report.disagreements.len(), 3);
    assert!(report.disagreements[0]
        .detail
        .contains("re-encoded it differently"));
    let mut report = Report::default();
    mutations(&ctx, &mut jvm, &wrong, 3, &mut report);
    // Accepted alike, written back differently: the values are compared instead, and they agree
    // (the fault is in the bytes only), so nothing is lost...
    let row = report.row("guard", &wrong.label()).clone();
    assert!(row.equal_values > 100, "{}", row.equal_values);
    // ...and with a wrong value too, every frame accepted alike is a disagreement.
    let mut report = Report::default();
    let wrong = cdt(true, true);
    mutations(&ctx, &mut jvm, &wrong, 3, &mut report);
    assert!(report.disagreements.len() > 100);
    assert!(report.disagreements.iter().all(|d| d
        .detail
        .contains("both accepted it, the values differ: .IssueTimestampMs")));

    // Kafka's builds are Kafka's own: different from the template and from each other, of many
    // lengths.
    let template = good.sample(Mode::Busy, 3).unwrap();
    let (kind, key, name) = good.java();
    let reqs: Vec<Req<'_>> = (0..20)
        .map(|seed| Req::Build {
            kind,
            key,
            version: 3,
            name,
            seed,
            template: &template,
        })
        .collect();
    let built: Vec<Vec<u8>> = jvm
        .run(&reqs)
        .into_iter()
        .map(|r| match r {
            Reply::Built(Built::Built { bytes, .. }) => bytes,
            _ => panic!("Kafka builds CreateDelegationToken v3 responses"),
        })
        .collect();
    let distinct: std::collections::BTreeSet<&Vec<u8>> = built.iter().collect();
    assert_eq!(distinct.len(), 20);
    assert!(!distinct.contains(&template));
    let lengths: std::collections::BTreeSet<usize> = built.iter().map(Vec::len).collect();
    assert!(lengths.len() > 5, "{lengths:?}");

    // The field comparison itself: a missing field either side and a different unknown tag.
    let body = good.sample(Mode::Busy, 3).unwrap();
    let Reply::Read(Read::Accepted {
        json: Some(json), ..
    }) = jvm.run(&[java_req(&good, 3, true, &body)]).pop().unwrap()
    else {
        panic!("Kafka reads the busy sample")
    };
    let kafka: serde_json::Value = serde_json::from_str(&json).unwrap();
    let (events, res) = good.events(&body, 3);
    res.unwrap();
    let tree = values::tree(&events.evs);
    assert_eq!(values_differ_tree(&tree, &kafka), None);
    let values::V::Obj(obj) = &tree else { panic!() };
    let mut fewer = obj.clone();
    fewer.fields.retain(|(n, _)| *n != "TokenId");
    let d = values_differ_tree(&values::V::Obj(fewer), &kafka).unwrap();
    assert!(d.contains(".tokenId: in Kafka's message"), "{d}");
    let mut more = obj.clone();
    more.fields
        .push(("Extra", values::V::Leaf(ours::Val::Int(1))));
    let d = values_differ_tree(&values::V::Obj(more), &kafka).unwrap();
    assert!(d.contains(".Extra: read by kafka-view"), "{d}");
    let mut tags = obj.clone();
    tags.unknown[0].1.push(0);
    let d = values_differ_tree(&values::V::Obj(tags), &kafka).unwrap();
    assert!(d.contains("unknown tagged fields"), "{d}");
    let mut hmac = obj.clone();
    for (n, v) in &mut hmac.fields {
        if *n == "Hmac" {
            *v = values::V::Leaf(ours::Val::Bytes(b"not the hmac".to_vec()));
        }
    }
    let d = values_differ_tree(&values::V::Obj(hmac), &kafka).unwrap();
    assert!(d.starts_with(".Hmac: kafka-view bytes"), "{d}");
}

/// Kafka's reader limits, with Kafka itself judging frames just inside and just outside them:
/// compact strings of 32,767 and 32,768 bytes, arrays of 1,000,000 and 1,000,001 elements, tagged
/// sections of 10,000 and 10,001 fields.
#[test]
#[ignore = "needs a JDK and Maven, and takes minutes: cargo test --release --test it kafka_judge:: -- --ignored (CI: scripts/kafka-judge.sh)"]
fn kafka_agrees_on_its_limits() {
    if !tools_or_skip("kafka_agrees_on_its_limits") {
        return;
    }
    let _one_at_a_time = JUDGE.lock().unwrap_or_else(|e| e.into_inner());
    let mut jvm = Jvm::start("newest", ours::DATA_NAMES).expect("the Java judge");
    let uv = mutate::uvarint;
    // CreateDelegationToken v3 request: OwnerPrincipalType of n bytes.
    let string = |n: usize| {
        let mut b = uv(n as u32 + 1);
        b.extend(std::iter::repeat_n(b'a', n));
        b.extend_from_slice(&[0x01, 0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0x00]);
        (
            ours::Api {
                key: kafka_view::ApiKey::CREATE_DELEGATION_TOKEN,
                response: false,
            },
            3,
            b,
        )
    };
    // DeleteGroups v2 request: n empty group names.
    let array = |n: usize| {
        let mut b = uv(n as u32 + 1);
        b.extend(std::iter::repeat_n(0x01, n));
        b.push(0x00);
        (
            ours::Api {
                key: kafka_view::ApiKey::DELETE_GROUPS,
                response: false,
            },
            2,
            b,
        )
    };
    // DeleteGroups v2 request: no groups and n empty unknown tagged fields (tags 100, 101, ...).
    let tags = |n: usize| {
        let mut b = vec![0x01];
        b.extend(uv(n as u32));
        for i in 0..n {
            b.extend(uv(100 + i as u32));
            b.push(0);
        }
        (
            ours::Api {
                key: kafka_view::ApiKey::DELETE_GROUPS,
                response: false,
            },
            2,
            b,
        )
    };
    let cases = [
        ("compact string of 32,767 bytes", string(32_767), true),
        ("compact string of 32,768 bytes", string(32_768), false),
        ("array of 1,000,000 elements", array(1_000_000), true),
        ("array of 1,000,001 elements", array(1_000_001), false),
        ("10,000 tagged fields", tags(10_000), true),
        ("10,001 tagged fields", tags(10_001), false),
    ];
    let reqs: Vec<Req<'_>> = cases
        .iter()
        .map(|(_, (api, v, b), _)| java_req(api, *v, false, b))
        .collect();
    let replies = jvm.run(&reqs);
    for ((what, (api, v, b), accepted), reply) in cases.iter().zip(replies) {
        let Reply::Read(read) = reply else {
            unreachable!()
        };
        let kafka = match &read {
            Read::Accepted { consumed, .. } => *consumed == b.len(),
            Read::Refused(_) => false,
        };
        let ours = api.decode(b, *v);
        assert_eq!(kafka, *accepted, "Kafka on the {what}: {read:?}");
        assert_eq!(
            ours.is_ok(),
            *accepted,
            "kafka-view on the {what}: {:?}",
            ours.err()
        );
        if let Err(e) = ours {
            assert!(
                matches!(e.kind, DecodeErrorKind::OverLimit { .. }),
                "{what}: {e}"
            );
        }
    }
}

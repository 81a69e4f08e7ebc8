//! The comparison of one version of one schema, in both directions.

use kafka_view::samples::Mode;

use super::mutate::{Rng, Sites};
use super::ours::Ours;
use super::theirs::{DecodeFn, TheirMsg};
use super::tree;

/// One version of one schema to compare.
pub struct Job {
    pub name: &'static str,
    pub version: i16,
    /// Random messages (the smallest and the busy sample come on top).
    pub messages: usize,
    pub seed: u64,
    /// Fields only one crate's structs have (see `ONE_SIDED_FIELDS`).
    pub one_sided_fields: Vec<&'static str>,
    /// Fields Kafka renamed, as (kafka-view's path, kafka-protocol's name) (see `RENAMED_FIELDS`).
    pub renamed_fields: Vec<(&'static str, &'static str)>,
    /// `(struct, field)`s that the schema makes nullable only from a later version: kafka-protocol
    /// (which ignores version-dependent nullability) builds nulls there that kafka-view rightly
    /// rejects (see `VERSION_DEPENDENT_NULLS`).
    pub null_from_later_version: Vec<(&'static str, &'static str)>,
    /// kafka-protocol decodes the nested structs of this schema at the version its `Version` field
    /// holds (its generated decoder shadows the version parameter with the field), so the field
    /// is set to the message version, and never edited.
    pub pin_version_field: bool,
}

/// A disagreement, with what is needed to replay it.
#[derive(Clone, Debug)]
pub struct Disagreement {
    pub direction: u8,
    pub index: usize,
    pub mode: Mode,
    pub detail: String,
}

/// What one version gave.
#[derive(Default)]
pub struct Outcome {
    /// Messages compared kafka-view -> kafka-protocol.
    pub one: usize,
    /// Messages compared kafka-protocol -> kafka-view.
    pub two: usize,
    /// Of `two`, how many kafka-protocol built from edited bytes (the rest are unedited: bodies
    /// with nothing to edit, or whose edits kafka-protocol all rejected).
    pub two_edited: usize,
    /// Edited bodies that kafka-protocol's decoder rejected (a null where its schema has none, ...).
    pub edits_rejected: usize,
    /// Edited bodies that kafka-protocol decoded but could not write back so that it reads the same
    /// message again (its own round trip failed); left out of the comparison, counted and shown.
    pub their_round_trip_failed: usize,
    pub their_round_trip_example: Option<String>,
    /// kafka-protocol messages with a null where this version allows none (kafka-view rejects
    /// them; left out of the comparison): `Struct.Field` -> count.
    pub nulls_rejected: std::collections::BTreeMap<String, usize>,
    /// One-sided fields met in the field comparison: path -> count.
    pub one_sided_fields_met: std::collections::BTreeMap<String, usize>,
    /// Messages that carried unknown tagged fields, per direction.
    pub one_unknown_tags: usize,
    pub two_unknown_tags: usize,
    /// Messages whose `Version` field was pinned (see `Job::pin_version_field`).
    pub pinned: usize,
    pub disagreements: Vec<Disagreement>,
}

/// The per-message seed: the base seed, the schema, the version and the index, mixed.
pub fn message_seed(base: u64, name: &str, version: i16, index: usize) -> u64 {
    let mut h = base ^ 0xcbf2_9ce4_8422_2325;
    for b in name.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    h = (h ^ version as u16 as u64).wrapping_mul(0x0100_0000_01b3);
    h = (h ^ index as u64).wrapping_mul(0x0100_0000_01b3);
    let mut r = Rng::new(h);
    r.next_u64()
}

/// The sample mode of message `index`: the smallest, the busy one, then random ones.
pub fn mode_of(job: &Job, index: usize) -> Mode {
    match index {
        0 => Mode::Smallest,
        1 => Mode::Busy,
        i => Mode::Random(message_seed(job.seed, job.name, job.version, i)),
    }
}

pub fn hex(b: &[u8]) -> String {
    let mut s = String::with_capacity(b.len() * 2);
    for x in b {
        s.push_str(&format!("{x:02x}"));
    }
    s
}

fn first_difference(a: &[u8], b: &[u8]) -> String {
    let at = a
        .iter()
        .zip(b)
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
    format!(
        "first difference at byte {at} ({} vs {} bytes)\n      expected {}\n      got      {}",
        a.len(),
        b.len(),
        hex(a),
        hex(b)
    )
}

fn fields_agree(
    job: &Job,
    out: &mut Outcome,
    ours_debug: &str,
    theirs_debug: &str,
) -> Result<(), String> {
    let o = tree::parse(ours_debug).map_err(|e| format!("kafka-view Debug: {e}"))?;
    let t = tree::parse(theirs_debug).map_err(|e| format!("kafka-protocol Debug: {e}"))?;
    let mut ctx = tree::Ctx {
        one_sided_fields: &job.one_sided_fields,
        renamed_fields: &job.renamed_fields,
        skipped: Vec::new(),
    };
    let r = tree::compare(&o, &t, &mut ctx);
    for p in ctx.skipped {
        *out.one_sided_fields_met.entry(p).or_default() += 1;
    }
    r
}

/// One attempt at a message kafka-protocol builds from edited bytes: the message and its encoding.
/// `Err(true)` when there is nothing to edit.
fn their_edit(
    decode: DecodeFn,
    sites: &Sites,
    bytes: &[u8],
    version: i16,
    rng: &mut Rng,
    out: &mut Outcome,
) -> Result<(Box<dyn TheirMsg>, Vec<u8>), bool> {
    let edited = sites.perturb(rng, bytes).ok_or(true)?;
    let Ok(m) = decode(&edited, version) else {
        out.edits_rejected += 1;
        return Err(false);
    };
    let consistent = m.encode(version).and_then(|b| {
        let again = decode(&b, version)?;
        let b2 = again.encode(version)?;
        if !again.same(m.as_ref()) {
            return Err(format!(
                "re-reading its encoding gives another message:\n      {}\n      {}",
                m.debug(),
                again.debug()
            ));
        }
        if b2 != b {
            return Err("re-encoding its decoding gives other bytes".into());
        }
        Ok(b)
    });
    match consistent {
        Ok(b) => Ok((m, b)),
        Err(e) => {
            out.their_round_trip_failed += 1;
            if out.their_round_trip_example.is_none() {
                out.their_round_trip_example =
                    Some(format!("{e}\n      edited input {}", hex(&edited)));
            }
            Err(false)
        }
    }
}

/// Compares version `job.version` of one schema: for each message, kafka-view -> kafka-protocol
/// (direction one) and kafka-protocol -> kafka-view (direction two).
pub fn run_version(ours: &dyn Ours, decode: DecodeFn, job: &Job) -> Outcome {
    let mut out = Outcome::default();
    let version = job.version;
    for index in 0..job.messages + 2 {
        let mode = mode_of(job, index);
        let fail = |direction: u8, detail: String| Disagreement {
            direction,
            index,
            mode,
            detail,
        };

        // Direction one: kafka-view's random message, encoded by kafka-view, decoded and re-encoded
        // by kafka-protocol: the same bytes and the same field values.
        out.one += 1;
        let (mut b0, mut our_debug) = match ours.sample(mode, version) {
            Ok(x) => x,
            Err(e) => {
                out.disagreements
                    .push(fail(1, format!("kafka-view sample: {e}")));
                continue;
            }
        };
        if job.pin_version_field && b0.len() >= 2 && b0[..2] != version.to_be_bytes() {
            b0[..2].copy_from_slice(&version.to_be_bytes());
            out.pinned += 1;
            match ours.decode_reencode(&b0, version) {
                Ok((again, debug)) if again == b0 => our_debug = debug,
                Ok((again, _)) => {
                    out.disagreements.push(fail(
                        1,
                        format!(
                            "kafka-view re-encodes its own pinned sample differently: {}",
                            first_difference(&b0, &again)
                        ),
                    ));
                    continue;
                }
                Err(e) => {
                    out.disagreements.push(fail(
                        1,
                        format!("kafka-view rejects its own pinned sample: {}", e.text),
                    ));
                    continue;
                }
            }
        }
        let theirs = match decode(&b0, version) {
            Ok(m) => m,
            Err(e) => {
                out.disagreements.push(fail(
                    1,
                    format!("kafka-protocol cannot decode kafka-view's bytes: {e}\n      bytes {}\n      kafka-view: {our_debug}", hex(&b0)),
                ));
                continue;
            }
        };
        let theirs_debug = theirs.debug();
        if our_debug.contains("RawTaggedField") {
            out.one_unknown_tags += 1;
        }
        match theirs.encode(version) {
            Ok(b1) if b1 == b0 => {}
            Ok(b1) => out.disagreements.push(fail(
                1,
                format!(
                    "kafka-protocol re-encodes kafka-view's bytes differently: {}\n      kafka-view: {our_debug}\n      kafka-protocol: {theirs_debug}",
                    first_difference(&b0, &b1)
                ),
            )),
            Err(e) => out.disagreements.push(fail(1, e)),
        }
        if let Err(e) = fields_agree(job, &mut out, &our_debug, &theirs_debug) {
            out.disagreements.push(fail(
                1,
                format!("field values differ: {e}\n      kafka-view: {our_debug}\n      kafka-protocol: {theirs_debug}"),
            ));
        }

        // Direction two: a message kafka-protocol built (from edited bytes) and encoded, decoded and
        // re-encoded by kafka-view: the same bytes, and kafka-protocol reads kafka-view's bytes back
        // as the message it started from; kafka-view's decoded fields equal kafka-protocol's.
        out.two += 1;
        let mut rng = Rng::new(message_seed(job.seed ^ 0x5eed, job.name, version, index));
        let mut sites = match ours.sites(&b0, version) {
            Ok(s) => s,
            Err(e) => {
                out.disagreements.push(fail(
                    2,
                    format!("kafka-view's traced decode of its own bytes: {e}"),
                ));
                continue;
            }
        };
        if job.pin_version_field {
            sites.keep_out(0..2);
        }
        let mut built = None;
        for _ in 0..8 {
            let (m, b2) = match their_edit(decode, &sites, &b0, version, &mut rng, &mut out) {
                Ok(x) => x,
                Err(true) => break,
                Err(false) => continue,
            };
            let ours_result = ours.decode_reencode(&b2, version);
            if let Err(e) = &ours_result {
                if let Some((st, field)) = e.null_not_allowed {
                    if job.null_from_later_version.contains(&(st, field)) {
                        *out.nulls_rejected
                            .entry(format!("{st}.{field}"))
                            .or_default() += 1;
                        continue;
                    }
                }
            }
            built = Some((m, b2, ours_result));
            break;
        }
        let (m, b2, ours_result) = match built {
            Some(x) => {
                out.two_edited += 1;
                x
            }
            None => match theirs.encode(version) {
                Ok(b) => {
                    let r = ours.decode_reencode(&b, version);
                    (theirs, b, r)
                }
                Err(e) => {
                    out.disagreements.push(fail(2, e));
                    continue;
                }
            },
        };
        let m_debug = m.debug();
        let (b3, our_debug) = match ours_result {
            Ok(x) => x,
            Err(e) => {
                out.disagreements.push(fail(
                    2,
                    format!("kafka-view cannot decode kafka-protocol's bytes: {}\n      bytes {}\n      kafka-protocol: {m_debug}", e.text, hex(&b2)),
                ));
                continue;
            }
        };
        if our_debug.contains("RawTaggedField") {
            out.two_unknown_tags += 1;
        }
        if b3 != b2 {
            out.disagreements.push(fail(
                2,
                format!(
                    "kafka-view re-encodes kafka-protocol's bytes differently: {}\n      kafka-protocol: {m_debug}\n      kafka-view: {our_debug}",
                    first_difference(&b2, &b3)
                ),
            ));
        }
        match decode(&b3, version) {
            Ok(back) if back.same(m.as_ref()) => {}
            Ok(back) => out.disagreements.push(fail(
                2,
                format!("kafka-protocol reads kafka-view's re-encoding as another message:\n      started from {m_debug}\n      read back    {}", back.debug()),
            )),
            Err(e) => out.disagreements.push(fail(
                2,
                format!("kafka-protocol cannot read kafka-view's re-encoding: {e}"),
            )),
        }
        if let Err(e) = fields_agree(job, &mut out, &our_debug, &m_debug) {
            out.disagreements.push(fail(
                2,
                format!("field values differ: {e}\n      kafka-protocol: {m_debug}\n      kafka-view: {our_debug}"),
            ));
        }
    }
    out
}

//! Findings: saved as directories (frames as hex, their kafka-explain text, the mutation, the
//! oracle, the log lines, a replay command), folded by oracle and field path, and replayed.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use kafka_view::fuzz::{Kind, Mutation, Shown};
use kafka_view::ApiKey;
use kafka_view_explain::{explain_request, explain_response, parse_hex};

use crate::diff::Changes;
use crate::heap::{HeapRule, HeapWatch};
use crate::oracle::{
    alarm_signature, health_check, is_alarm, pid_alive, read_response, LogWatch, Oracle, Reading,
};
use crate::resolve_target;
use crate::run::{slow_limit, Options, Sent, HOLD};
use crate::wire::{expects_response, size_prefix_agrees, Conn, Sasl, WireError};

/// One finding: the oracle that fired, what it said, and the frames sent before it.
#[derive(Clone, Debug)]
pub struct Finding {
    /// The oracle.
    pub oracle: Oracle,
    /// What it said.
    pub detail: String,
    /// The recent frames, in the order they were sent.
    pub frames: Vec<Sent>,
    /// Which of them most likely made the oracle fire.
    pub culprit: usize,
    /// What it is folded by, when not its culprit's path (a log finding: the log line's
    /// signature).
    pub signature: Option<String>,
    /// The target's log lines around it (alarm lines first).
    pub log: Vec<String>,
    /// The target as given.
    pub target: String,
    /// The SASL mechanism and user, if the run logged in.
    pub sasl: Option<(String, String)>,
    /// When it fired, from the start of the run.
    pub at: Duration,
    /// Where it was saved.
    pub dir: PathBuf,
    /// In client mode, the client's command line: the frames are then responses to it (saved as
    /// `< KEY VERSION HEX`, the request's API key and version), the log is its output, and the
    /// replay serves them to a fresh run of it.
    pub client: Option<String>,
}

impl Finding {
    /// A finding made now.
    pub fn new(
        oracle: Oracle,
        detail: String,
        (frames, culprit): (Vec<Sent>, usize),
        log: Vec<String>,
        opts: &Options,
        at: Duration,
    ) -> Finding {
        let (mut alarms, rest): (Vec<String>, Vec<String>) =
            log.into_iter().partition(|l| is_alarm(l));
        alarms.extend(rest.into_iter().rev().take(40).rev());
        Finding {
            oracle,
            detail,
            frames,
            culprit,
            signature: None,
            log: alarms,
            target: opts.target.clone(),
            sasl: opts
                .sasl
                .as_ref()
                .map(|s| (s.mechanism.clone(), s.user.clone())),
            at,
            dir: PathBuf::new(),
            client: None,
        }
    }

    /// The field path findings are folded by: the culprit's mutation, or "no frame".
    pub fn path(&self) -> String {
        self.frames.get(self.culprit).map_or_else(
            || "no frame".to_owned(),
            |s| format!("{} v{} {}", s.api_key, s.api_version, s.path()),
        )
    }

    /// What duplicates are folded by, with the oracle: the signature, or the culprit's path.
    pub fn fold(&self) -> String {
        self.signature.clone().unwrap_or_else(|| self.path())
    }

    /// One line: the oracle, the culprit and what the oracle said.
    pub fn headline(&self) -> String {
        let culprit = match self.frames.get(self.culprit) {
            Some(s) => describe(s),
            None => "no frame".into(),
        };
        format!("{}: {} -- {}", self.oracle, culprit, self.detail)
    }

    /// The finding as JSON, for `--json`: the oracle, what it said, the fold key, how many times
    /// it fired, where it was saved, the replay command, and its culprit frame (API, version,
    /// mutation, bytes as hex).
    pub fn to_json(&self, fired: u64) -> serde_json::Value {
        let culprit = self.frames.get(self.culprit).map(|s| {
            serde_json::json!({
                "api": s.api_key.to_string(),
                "api_key": s.api_key.0,
                "version": s.api_version,
                "origin": s.origin,
                "mutation": s.mutation.as_ref().map(ToString::to_string),
                "bytes": s.frame.len(),
                "hex": s.frame.iter().map(|b| format!("{b:02x}")).collect::<String>(),
            })
        });
        serde_json::json!({
            "oracle": self.oracle.name(),
            "detail": self.detail,
            "fold": self.fold(),
            "fired": fired,
            "at_s": self.at.as_secs_f64(),
            "frames": self.frames.len(),
            "culprit": culprit,
            "dir": self.dir.display().to_string(),
            "replay": self.replay_command(),
        })
    }

    /// The command that replays it.
    pub fn replay_command(&self) -> String {
        if let Some(client) = &self.client {
            return format!("kafka-fuzz replay {} -- {client}", self.dir.display());
        }
        let mut cmd = format!(
            "kafka-fuzz replay {} --target {}",
            self.dir.display(),
            self.target
        );
        if let Some((mechanism, user)) = &self.sasl {
            let _ = write!(
                cmd,
                " --sasl {mechanism} --user {user} --password \"$KAFKA_FUZZ_PASSWORD\""
            );
        }
        cmd
    }

    /// Writes the finding's files into `self.dir`.
    fn save(&self) -> Result<(), String> {
        let err = |e: std::io::Error| format!("{}: {e}", self.dir.display());
        std::fs::create_dir_all(&self.dir).map_err(err)?;
        let mut readme = String::new();
        let _ = writeln!(readme, "oracle: {}", self.oracle);
        let _ = writeln!(readme, "detail: {}", self.detail);
        let _ = writeln!(readme, "target: {}", self.target);
        if let Some(client) = &self.client {
            let _ = writeln!(readme, "client: {client}");
        }
        if let Some((mechanism, user)) = &self.sasl {
            let _ = writeln!(readme, "sasl: {mechanism} {user}");
        }
        let _ = writeln!(readme, "at: {:.1} s into the run", self.at.as_secs_f64());
        let _ = writeln!(readme, "path: {}", self.path());
        let _ = writeln!(readme, "fold: {}", self.fold());
        let _ = writeln!(readme, "replay: {}", self.replay_command());
        let _ = writeln!(
            readme,
            "\n{} frame(s) in frames.hex, in the order sent; \
             explain.txt shows each as kafka-explain reads it; log.txt has the target's log lines.\n\
             The most likely culprit is frame {}.",
            self.frames.len(),
            self.culprit + 1
        );
        for (i, s) in self.frames.iter().enumerate() {
            let mark = if i == self.culprit { " (culprit)" } else { "" };
            let _ = writeln!(readme, "frame {}{mark}: {}", i + 1, describe(s));
        }
        std::fs::write(self.dir.join("README.txt"), readme).map_err(err)?;
        let title = if self.client.is_some() {
            RESPONSES_TITLE
        } else {
            FRAMES_TITLE
        };
        let mut hex = format!("{title}\n");
        let mut explain = String::new();
        for (i, s) in self.frames.iter().enumerate() {
            let mark = if i == self.culprit { " (culprit)" } else { "" };
            let _ = writeln!(hex, "# frame {}{mark}: {}", i + 1, describe(s));
            if let Some((edit, path)) = s
                .mutation
                .as_ref()
                .and_then(|m| IntEdit::of(m, &s.frame).map(|e| (e, m.path.as_str().to_owned())))
            {
                let _ = writeln!(hex, "{}", edit.line(&path, None));
            }
            if let (Some(_), Some((seed, n))) = (&s.mutation, &s.lineage) {
                let _ = writeln!(hex, "{}", seed_line(seed, *n));
            }
            let arrow = if self.client.is_some() { '<' } else { '>' };
            let _ = write!(hex, "{arrow} {} {} ", s.api_key.0, s.api_version);
            for b in &s.frame {
                let _ = write!(hex, "{b:02x}");
            }
            hex.push('\n');
            let _ = writeln!(explain, "## frame {}{mark}: {}\n", i + 1, describe(s));
            let text = if self.client.is_some() {
                explain_response(&s.frame, s.api_key, s.api_version).render_text()
            } else {
                explain_request(&s.frame).render_text()
            };
            let _ = writeln!(explain, "{text}");
        }
        std::fs::write(self.dir.join("frames.hex"), hex).map_err(err)?;
        std::fs::write(self.dir.join("explain.txt"), explain).map_err(err)?;
        let mut log = self.log.join("\n");
        log.push('\n');
        std::fs::write(self.dir.join("log.txt"), log).map_err(err)?;
        Ok(())
    }
}

/// An integer field a mutation set in place, at its own width (a length or count of a fixed-width
/// encoding, the API version, the size prefix, a bool or struct marker byte): where it is in the
/// mutant, how many bytes (big-endian, two's complement), and its value before and after. Field
/// minimisation brings the value back towards the original ([`shrink_value`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntEdit {
    /// Where the field starts in the mutant.
    pub at: usize,
    /// Its width in bytes: 1, 2, 4 or 8.
    pub width: usize,
    /// The value the seed had.
    pub old: i64,
    /// The value the mutant has.
    pub new: i64,
}

/// The start of a frames.hex line that holds an [`IntEdit`].
const VALUE_LINE: &str = "# value at byte ";

impl IntEdit {
    /// The edit of `m` on `frame` (the mutant), if it set a fixed-width integer in place: both
    /// values numbers, the width unchanged, and the mutant's bytes there reading as the new value
    /// (a varint or a compact length does not, and is left alone; so is a record batch's field,
    /// whose CRC was made to match).
    pub fn of(m: &Mutation, frame: &[u8]) -> Option<IntEdit> {
        let (Shown::Int(old), Shown::Int(new)) = (m.old, m.new) else {
            return None;
        };
        let batch = matches!(
            m.kind,
            Kind::BatchHeader
                | Kind::BatchCrc
                | Kind::BatchAttributes
                | Kind::BatchRecordCount
                | Kind::BatchCompressed
        );
        let edit = IntEdit {
            at: m.out_offset,
            width: m.new_len,
            old,
            new,
        };
        (!batch && m.old_len == m.new_len && old != new && edit.read(frame) == Some(new))
            .then_some(edit)
    }

    /// The value of `width` bytes at `at` in `frame`.
    pub fn read(&self, frame: &[u8]) -> Option<i64> {
        let bits = self.bits()?;
        let bytes = frame.get(self.at..self.at.checked_add(self.width)?)?;
        let mut b = [0u8; 8];
        b.get_mut(..self.width)?.copy_from_slice(bytes);
        // Shifted down from the top, so the sign is extended from the field's width.
        Some(i64::from_be_bytes(b) >> (64 - bits))
    }

    /// The width in bits, when it is one of 8, 16, 32, 64.
    fn bits(&self) -> Option<u32> {
        match self.width {
            1 => Some(8),
            2 => Some(16),
            4 => Some(32),
            8 => Some(64),
            _ => None,
        }
    }

    /// `frame` with the field set to `value`, or `None` when it does not fit the width (or the
    /// frame is too short).
    pub fn write(&self, frame: &[u8], value: i64) -> Option<Vec<u8>> {
        let bits = self.bits()?;
        let fits = bits == 64 || (value >= -(1i64 << (bits - 1)) && value < (1i64 << (bits - 1)));
        if !fits {
            return None;
        }
        let mut out = frame.to_vec();
        let be = value.to_be_bytes();
        let src = be.get(8usize.checked_sub(self.width)?..)?;
        out.get_mut(self.at..self.at.checked_add(self.width)?)?
            .copy_from_slice(src);
        Some(out)
    }

    /// Its frames.hex line, with the field's path, and the value it was shrunk from if it was.
    pub fn line(&self, path: &str, shrunk_from: Option<i64>) -> String {
        let from = shrunk_from.map_or_else(String::new, |n| format!("; shrunk from {n}"));
        format!(
            "{VALUE_LINE}{}, {} bytes: {} -> {} ({path}{from})",
            self.at, self.width, self.old, self.new
        )
    }

    /// Reads a line [`IntEdit::line`] wrote, and the path in it.
    pub fn parse(line: &str) -> Option<(IntEdit, String)> {
        let rest = line.strip_prefix(VALUE_LINE)?;
        let (at, rest) = rest.split_once(", ")?;
        let (width, rest) = rest.split_once(" bytes: ")?;
        let (old, rest) = rest.split_once(" -> ")?;
        let (new, rest) = rest.split_once(" (")?;
        let path = rest.strip_suffix(')')?;
        let path = path.split_once("; shrunk from ").map_or(path, |(p, _)| p);
        let edit = IntEdit {
            at: at.parse().ok()?,
            width: width.parse().ok()?,
            old: old.parse().ok()?,
            new: new.parse().ok()?,
        };
        matches!(edit.width, 1 | 2 | 4 | 8).then(|| (edit, path.to_owned()))
    }
}

/// A value [`shrink_value`] found, and the frame with it.
pub type Shrunk = (i64, Vec<u8>);

/// Field minimisation: the value of `edit`'s field closest to the seed's (`edit.old`) that still
/// makes `fires` hold, by binary search between the old value and the mutant's (which must fire;
/// a value between them that does not fire ends that half). Returns the value and the frame with
/// it, or `None` when no value closer than the mutant's fires (or the frame does not hold the
/// edit), and how many times `fires` was called.
pub fn shrink_value(
    frame: &[u8],
    edit: &IntEdit,
    fires: &mut impl FnMut(&[u8]) -> Result<bool, String>,
) -> Result<(Option<Shrunk>, usize), String> {
    if edit.read(frame) != Some(edit.new) {
        return Ok((None, 0));
    }
    // `lo` does not fire (the seed's value, taken not to) and `hi` does; i128, so no step
    // between two i64 overflows.
    let (mut lo, mut hi) = (i128::from(edit.old), i128::from(edit.new));
    let mut best = None;
    let mut tries = 0;
    while (hi - lo).abs() > 1 {
        let mid = lo + (hi - lo) / 2;
        let Some(value) = i64::try_from(mid).ok() else {
            break;
        };
        let Some(trial) = edit.write(frame, value) else {
            break;
        };
        tries += 1;
        if fires(&trial)? {
            hi = mid;
            best = Some((value, trial));
        } else {
            lo = mid;
        }
    }
    Ok((best, tries))
}

/// The first line of a broker finding's frames.hex.
const FRAMES_TITLE: &str =
    "# Frames as sent (`> API_KEY VERSION HEX`), in order; `kafka-fuzz replay` sends them all.";
/// The first line of a client finding's frames.hex.
const RESPONSES_TITLE: &str =
    "# Responses as sent (`< API_KEY VERSION HEX`, the key and version of \
     the request answered), in order; `kafka-fuzz replay` serves the mutated ones again.";

/// The start of a frames.hex line that holds a mutant's seed.
const SEED_LINE: &str = "# seed, mutations since: ";

/// The frames.hex line of a mutant's seed, `mutations` mutations before it.
fn seed_line(seed: &[u8], mutations: u32) -> String {
    let mut line = format!("{SEED_LINE}{mutations} ");
    for b in seed {
        let _ = write!(line, "{b:02x}");
    }
    line
}

/// What a finding's frames.hex says of a frame besides its bytes, on the lines before it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FrameNotes {
    /// The integer its (last) mutation set in place, with the field's path.
    pub edit: Option<(IntEdit, String)>,
    /// The seed its mutations started from, and how many there were.
    pub seed: Option<(Vec<u8>, u32)>,
}

/// The [`FrameNotes`] of each frame of a finding's frames.hex, in the order of the frames.
pub fn frame_notes(dir: &Path) -> Result<Vec<FrameNotes>, String> {
    let hex_path = dir.join("frames.hex");
    let text = std::fs::read_to_string(&hex_path)
        .map_err(|e| format!("cannot read {}: {e}", hex_path.display()))?;
    let mut notes = Vec::new();
    let mut pending = FrameNotes::default();
    for (n, line) in text.lines().enumerate() {
        if line.starts_with(['>', '<']) {
            notes.push(std::mem::take(&mut pending));
        } else if let Some(edit) = IntEdit::parse(line) {
            pending.edit = Some(edit);
        } else if let Some(rest) = line.strip_prefix(SEED_LINE) {
            let bad = |e: String| format!("{} line {}: {e}", hex_path.display(), n + 1);
            let (count, hex) = rest
                .split_once(' ')
                .ok_or_else(|| bad(format!("expected `{SEED_LINE}COUNT HEX`")))?;
            let count = count
                .parse()
                .map_err(|_| bad(format!("{count:?} is not a count")))?;
            pending.seed = Some((parse_hex(hex).map_err(bad)?, count));
        }
    }
    Ok(notes)
}

/// How many of the places where a kept frame differed from its seed minimising left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Undone {
    /// The frame's place among the kept ones.
    pub index: usize,
    /// The places it differed in ([`crate::diff::Changes`]).
    pub of: usize,
    /// How many of them are left: the rest are as the seed has them.
    pub left: usize,
}

/// Brings each of `kept` (with its `notes`) back towards its seed, as far as `fires` (given the
/// whole set) still holds. First the places where it differs from its seed, by ddmin over them: a
/// mutant of a mutant loses the mutations the oracle does not need, whatever their kinds. Then the
/// integer its last mutation set, by [`shrink_value`], at where that field now is. `notes` is
/// updated to match (the edit moved, or gone with its place).
pub fn towards_seed(
    kept: &mut [Vec<u8>],
    notes: &mut [FrameNotes],
    fires: &mut impl FnMut(&[Vec<u8>]) -> Result<bool, String>,
) -> Result<(Vec<Undone>, Vec<ValueShrunk>), String> {
    let mut undone = Vec::new();
    let mut values = Vec::new();
    for j in 0..kept.len().min(notes.len()) {
        let (Some(frame), Some(note)) = (kept.get(j).cloned(), notes.get(j).cloned()) else {
            continue;
        };
        let mut edit = note.edit;
        if let Some((seed, _)) = &note.seed {
            let changes = Changes::between(seed, &frame);
            let all: Vec<usize> = (0..changes.places.len()).collect();
            if all.len() > 1 {
                let mut with = |made: &[usize]| {
                    let mut trial = kept.to_vec();
                    if let Some(t) = trial.get_mut(j) {
                        *t = changes.make(seed, &frame, made);
                    }
                    fires(&trial)
                };
                let made = ddmin(all.clone(), &mut with)?;
                if made.len() < all.len() {
                    if let Some(k) = kept.get_mut(j) {
                        *k = changes.make(seed, &frame, &made);
                    }
                    edit = edit.and_then(|(e, path)| {
                        let at = changes.position(e.at, &made)?;
                        Some((IntEdit { at, ..e }, path))
                    });
                    undone.push(Undone {
                        index: j,
                        of: all.len(),
                        left: made.len(),
                    });
                }
            }
        }
        if let Some((e, path)) = &edit {
            let now = kept.get(j).cloned().unwrap_or_default();
            let (best, _) = shrink_value(&now, e, &mut |f: &[u8]| {
                let mut trial = kept.to_vec();
                if let Some(t) = trial.get_mut(j) {
                    *t = f.to_vec();
                }
                fires(&trial)
            })?;
            if let (Some((value, shrunk)), Some(k)) = (best, kept.get_mut(j)) {
                *k = shrunk;
                values.push(ValueShrunk {
                    index: j,
                    edit: *e,
                    value,
                    path: path.clone(),
                });
            }
        }
        if let Some(n) = notes.get_mut(j) {
            n.edit = edit;
        }
    }
    Ok((undone, values))
}

/// A frame in one line: its API, version, origin, mutation and outcome.
fn describe(s: &Sent) -> String {
    let what = match (&s.mutation, &s.lineage) {
        (Some(m), Some((_, n))) if *n > 1 => {
            format!("{m} (the last of {n} mutations from its seed)")
        }
        (Some(m), _) => m.to_string(),
        (None, _) => "unmutated".into(),
    };
    let outcome = match s.outcome {
        Some(o) => format!("{o:?}"),
        None => "no answer yet".into(),
    };
    format!(
        "{} v{} ({}, {} bytes, {:.3} s): {what}; {outcome}",
        s.api_key,
        s.api_version,
        s.origin,
        s.frame.len(),
        s.at.as_secs_f64()
    )
}

/// The findings of a run, folded by oracle and field path.
#[derive(Default)]
pub struct Findings {
    by_key: BTreeMap<(Oracle, String), (Finding, u64)>,
}

impl Findings {
    /// How many distinct findings.
    pub fn len(&self) -> usize {
        self.by_key.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.by_key.is_empty()
    }

    /// Adds a finding: saves it under `out` and returns its directory, or counts it as a duplicate
    /// of one saved before (`None`).
    pub fn add(&mut self, mut finding: Finding, out: &Path) -> Result<Option<PathBuf>, String> {
        let key = (finding.oracle, finding.fold());
        if let Some((_, count)) = self.by_key.get_mut(&key) {
            *count += 1;
            return Ok(None);
        }
        let culprit = finding.frames.get(finding.culprit).map_or_else(
            || "none".to_owned(),
            |s| format!("{}-v{}", s.api_key, s.api_version),
        );
        finding.dir = out.join(format!(
            "{:03}-{}-{}",
            self.by_key.len() + 1,
            finding.oracle,
            culprit
        ));
        finding.save()?;
        let dir = finding.dir.clone();
        self.by_key.insert(key, (finding, 1));
        Ok(Some(dir))
    }

    /// The findings with how many times each fired.
    pub fn list(&self) -> Vec<(Finding, u64)> {
        let mut v: Vec<(Finding, u64)> = self.by_key.values().cloned().collect();
        v.sort_by_key(|(f, _)| f.at);
        v
    }
}

/// What `kafka-fuzz replay` needs besides the finding's directory.
#[derive(Clone, Debug)]
pub struct ReplayOptions {
    /// The finding's directory.
    pub dir: PathBuf,
    /// The target (default: the one the finding names).
    pub target: Option<String>,
    /// Allow a target outside the loopback range.
    pub allow_remote: bool,
    /// Log in on every connection.
    pub sasl: Option<Sasl>,
    /// How long each frame waits for its answer.
    pub timeout: Duration,
    /// Fresh connections per health check.
    pub health_connections: usize,
    /// How long they wait.
    pub health_timeout: Duration,
    /// The target's process (for the exit oracle).
    pub pid: Option<u32>,
    /// The target's log (for the log oracle).
    pub log: Option<PathBuf>,
    /// How many times its baseline the health check may take (latency oracle).
    pub latency_factor: f64,
    /// A health check faster than this never counts as slow.
    pub latency_floor: Duration,
    /// A shell command (`sh -c`) that restarts the target, so that findings whose oracle takes
    /// the target down (exit, health) can be minimised: it runs after every try that fired, and
    /// once at the end if the target was left down. The last line it prints is the new process
    /// id, optionally followed by the new HOST:PORT (an empty line keeps both).
    pub restart: Option<String>,
    /// Old-generation growth between two heap samples, in MiB, past which the heap oracle fires.
    pub heap_growth_mb: f64,
    /// Time between heap samples.
    pub heap_interval: Duration,
}

impl Default for ReplayOptions {
    fn default() -> Self {
        let o = Options::default();
        ReplayOptions {
            dir: PathBuf::new(),
            target: None,
            allow_remote: false,
            sasl: None,
            timeout: o.timeout,
            health_connections: o.health_connections,
            health_timeout: o.health_timeout,
            pid: None,
            log: None,
            latency_factor: o.latency_factor,
            latency_floor: o.latency_floor,
            restart: None,
            heap_growth_mb: o.heap_growth_mb,
            heap_interval: o.heap_interval,
        }
    }
}

/// What a replay found.
#[derive(Clone, Debug)]
pub struct Replayed {
    /// The finding's oracle.
    pub oracle: Oracle,
    /// Whether it fired again.
    pub fired: bool,
    /// What the oracle said.
    pub detail: String,
    /// Frames sent.
    pub frames: usize,
}

/// Reads a finding's oracle and target from its README.txt, and its frames from frames.hex.
pub fn load(dir: &Path) -> Result<(Oracle, String, Vec<Vec<u8>>), String> {
    let readme_path = dir.join("README.txt");
    let readme = std::fs::read_to_string(&readme_path)
        .map_err(|e| format!("cannot read {}: {e}", readme_path.display()))?;
    let field = |name: &str| {
        readme
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .map(|v| v.trim().to_owned())
    };
    let oracle_name = field("oracle:")
        .ok_or_else(|| format!("{} has no `oracle:` line", readme_path.display()))?;
    let oracle = Oracle::from_name(&oracle_name)
        .ok_or_else(|| format!("{}: unknown oracle {oracle_name:?}", readme_path.display()))?;
    let target = field("target:").unwrap_or_default();
    let frames = hex_frames(dir, '>')?
        .into_iter()
        .map(|(_, _, frame)| frame)
        .collect();
    Ok((oracle, target, frames))
}

/// The frames of a finding's frames.hex on lines that start with `arrow` (`>` requests, `<`
/// responses): `ARROW API_KEY VERSION HEX`, with the API key and version.
pub fn hex_frames(dir: &Path, arrow: char) -> Result<Vec<(ApiKey, i16, Vec<u8>)>, String> {
    let hex_path = dir.join("frames.hex");
    let text = std::fs::read_to_string(&hex_path)
        .map_err(|e| format!("cannot read {}: {e}", hex_path.display()))?;
    let mut frames = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let Some(rest) = line.strip_prefix(arrow) else {
            continue;
        };
        let bad = || {
            format!(
                "{} line {}: expected `{arrow} API_KEY VERSION HEX`",
                hex_path.display(),
                n + 1
            )
        };
        let mut words = rest.split_whitespace();
        let (Some(key), Some(version), Some(hex)) = (words.next(), words.next(), words.next())
        else {
            return Err(bad());
        };
        let (Ok(key), Ok(version)) = (key.parse::<i16>(), version.parse::<i16>()) else {
            return Err(bad());
        };
        let frame =
            parse_hex(hex).map_err(|e| format!("{} line {}: {e}", hex_path.display(), n + 1))?;
        frames.push((ApiKey(key), version, frame));
    }
    if frames.is_empty() {
        return Err(format!("{} holds no frames", hex_path.display()));
    }
    Ok(frames)
}

/// Sends a finding's frames again, one at a time, and says whether its oracle fires again.
pub fn replay(opts: &ReplayOptions) -> Result<Replayed, String> {
    let (oracle, saved_target, frames) = load(&opts.dir)?;
    let target = opts.target.clone().unwrap_or(saved_target);
    let want = log_signature(&opts.dir, oracle);
    let (fired, detail) = check(opts, &target, (oracle, want.as_deref()), &frames)?;
    Ok(Replayed {
        oracle,
        fired,
        detail,
        frames: frames.len(),
    })
}

/// A log finding's fold (its alarm line's signature, [`alarm_signature`]): what its replay must
/// see again. `None` for another oracle, or a finding saved without one (any alarm line then).
fn log_signature(dir: &Path, oracle: Oracle) -> Option<String> {
    if oracle != Oracle::Log {
        return None;
    }
    let readme = std::fs::read_to_string(dir.join("README.txt")).ok()?;
    let fold = readme.lines().find_map(|l| l.strip_prefix("fold: "))?;
    Some(fold.trim().to_owned())
}

/// Sends `frames` to `target` one at a time, and runs `oracle`: whether it fired, and what it said.
/// A log oracle with a signature (`want`) fires only on an alarm line of that signature: a broker
/// that hits a known bug every few seconds must not make a replay of another one fire.
fn check(
    opts: &ReplayOptions,
    target: &str,
    (oracle, want): (Oracle, Option<&str>),
    frames: &[Vec<u8>],
) -> Result<(bool, String), String> {
    if target.is_empty() {
        return Err("the finding names no target: give --target".into());
    }
    let addr = resolve_target(target, opts.allow_remote)?;
    let baseline = health_check(addr, opts.health_connections, opts.health_timeout)
        .map_err(|e| format!("{target} fails the health check before the replay: {e}"))?;
    let mut log = opts.log.as_deref().map(LogWatch::new);
    let mut heap = match (oracle, opts.pid) {
        (Oracle::Heap, None) => {
            return Err("this finding's oracle is the target's heap: give --pid".into())
        }
        (Oracle::Heap, Some(pid)) => Some(heap_watch(pid, opts.heap_interval)?),
        _ => None,
    };
    let open = || -> Result<Conn, WireError> {
        let mut c = Conn::connect(addr, opts.timeout)?;
        if let Some(sasl) = &opts.sasl {
            c.login(sasl)?;
        }
        Ok(c)
    };
    let mut conn: Option<Conn> = None;
    let mut wrong: Option<(Oracle, String)> = None;
    // The target passed the health check above, so a connection refused now is most likely a
    // frame's doing (the process ended): the rest are not sent, and the oracle judges.
    let mut unreachable: Option<String> = None;
    for (i, frame) in frames.iter().enumerate() {
        let gone = |e: WireError| format!("frame {} could not connect to {target}: {e}", i + 1);
        if !size_prefix_agrees(frame) {
            // As the run sent it: alone, briefly.
            let mut c = match open() {
                Ok(c) => c,
                Err(e) => {
                    unreachable = Some(gone(e));
                    break;
                }
            };
            let _ = c.set_read_timeout(opts.timeout.min(HOLD));
            if let Ok(response) = c.send(frame).and_then(|()| c.read_frame()) {
                if let Reading::Wrong(o, d) = read_response(frame, &response) {
                    wrong = Some((o, d));
                }
            }
            continue;
        }
        if conn.is_none() {
            match open() {
                Ok(c) => conn = Some(c),
                Err(e) => {
                    unreachable = Some(gone(e));
                    break;
                }
            }
        }
        let Some(c) = conn.as_mut() else { continue };
        if !expects_response(frame) {
            if c.send(frame).is_err() {
                conn = None;
            }
            continue;
        }
        match c.send(frame).and_then(|()| c.read_frame()) {
            Ok(response) => {
                if let Reading::Wrong(o, d) = read_response(frame, &response) {
                    wrong = Some((o, d));
                }
            }
            Err(_) => conn = None,
        }
    }
    drop(conn);
    let started = Instant::now();
    let (fired, detail) = match oracle {
        Oracle::Signal | Oracle::Crash | Oracle::Output | Oracle::Hang | Oracle::Memory => {
            return Err(format!(
                "a {oracle} finding is a client's: replay it with \
                 `kafka-fuzz replay DIR -- CLIENT ARGS...`"
            ))
        }
        Oracle::Undecodable | Oracle::Correlation => match wrong {
            Some((o, d)) if o == oracle => (true, d),
            Some((o, d)) => (false, format!("another oracle fired: {o}: {d}")),
            None => (false, "every response read as it should".into()),
        },
        Oracle::Health => match health_check(addr, opts.health_connections, opts.health_timeout) {
            Err(e) => (true, e),
            Ok(t) => (
                false,
                format!(
                    "the health check passed in {:.1} ms",
                    t.as_secs_f64() * 1000.0
                ),
            ),
        },
        Oracle::Latency => {
            let slow = slow_limit(baseline, opts.latency_factor, opts.latency_floor);
            match health_check(addr, opts.health_connections, opts.health_timeout) {
                Ok(t) if t <= slow => (
                    false,
                    format!(
                        "the health check took {:.1} ms (limit {:.0} ms)",
                        t.as_secs_f64() * 1000.0,
                        slow.as_secs_f64() * 1000.0
                    ),
                ),
                Ok(t) => (
                    true,
                    format!(
                        "the health check took {:.0} ms (baseline {:.1} ms)",
                        t.as_secs_f64() * 1000.0,
                        baseline.as_secs_f64() * 1000.0
                    ),
                ),
                Err(e) => (true, e),
            }
        }
        Oracle::Heap => {
            let rule = HeapRule {
                growth_mb: opts.heap_growth_mb,
            };
            // Samples for a second after the last frame (and two intervals), so that a
            // collection the frames caused is seen.
            let wait = Duration::from_secs(1).saturating_add(opts.heap_interval.saturating_mul(2));
            let mut alarm = None;
            let mut samples = 0;
            if let Some(watch) = heap.as_mut() {
                while started.elapsed() < wait && alarm.is_none() {
                    std::thread::sleep(Duration::from_millis(100));
                    alarm = watch.poll(&rule).into_iter().find_map(|(_, a)| a);
                }
                samples = watch.stats.samples;
            }
            match alarm {
                Some(detail) => (true, detail),
                None => (
                    false,
                    format!(
                        "{samples} heap samples, no full GC and no old-generation growth past {} MiB",
                        rule.growth_mb
                    ),
                ),
            }
        }
        Oracle::Exit => {
            let Some(pid) = opts.pid else {
                return Err("this finding's oracle is the process exiting: give --pid".into());
            };
            while started.elapsed() < Duration::from_secs(5) && pid_alive(pid) == Some(true) {
                std::thread::sleep(Duration::from_millis(100));
            }
            match pid_alive(pid) {
                Some(false) => (true, format!("process {pid} exited")),
                _ => (false, format!("process {pid} is still running")),
            }
        }
        Oracle::Log => {
            let Some(watch) = log.as_mut() else {
                return Err("this finding's oracle is the target's log: give --log".into());
            };
            // Lines are kept as they come: an alarm's exception line may come in a later read.
            let mut lines: Vec<String> = Vec::new();
            let mut alarm = None;
            let mut others = Vec::new();
            while started.elapsed() < Duration::from_secs(3) && alarm.is_none() {
                std::thread::sleep(Duration::from_millis(200));
                lines.extend(watch.new_lines());
                others.clear();
                for (i, l) in lines.iter().enumerate() {
                    if !is_alarm(l) {
                        continue;
                    }
                    let sig = alarm_signature(l, lines.get(i + 1).map(String::as_str));
                    if want.is_none_or(|w| w == sig) {
                        alarm = Some(l.clone());
                        break;
                    }
                    others.push(sig);
                }
            }
            match alarm {
                Some(line) => (true, line),
                None if others.is_empty() => (
                    false,
                    "no OutOfMemoryError or uncaught exception in the log".into(),
                ),
                None => (
                    false,
                    format!(
                        "only other alarms in the log ({} line(s)): {}",
                        others.len(),
                        others.first().map_or("", String::as_str)
                    ),
                ),
            }
        }
    };
    let detail = match unreachable {
        Some(note) if !fired => format!("{detail} ({note})"),
        _ => detail,
    };
    Ok((fired, detail))
}

/// A heap watch on `pid` that has taken its first sample (the one the frames are judged against).
fn heap_watch(pid: u32, interval: Duration) -> Result<HeapWatch, String> {
    let mut watch = HeapWatch::start(pid, interval, Instant::now())?;
    let started = Instant::now();
    while watch.stats.samples == 0 {
        if started.elapsed() > Duration::from_secs(5).saturating_add(interval) {
            return Err(format!("jstat -gc {pid} gave no sample within 5 s"));
        }
        std::thread::sleep(Duration::from_millis(20));
        // The first sample has none before it: nothing to judge yet.
        let _ = watch.poll(&HeapRule {
            growth_mb: f64::MAX,
        });
    }
    Ok(watch)
}

/// What minimising a finding gave.
#[derive(Clone, Debug)]
pub struct Minimised {
    /// The frames kept, by their index in the finding's frames.hex.
    pub kept: Vec<usize>,
    /// Their bytes as minimised.
    pub frames: Vec<Vec<u8>>,
    /// What frames.hex says of each of them, as minimised.
    pub notes: Vec<FrameNotes>,
    /// The kept frames some of whose differences from their seed were undone.
    pub undone: Vec<Undone>,
    /// The kept frames cut short: their place among the kept ones, their length before and
    /// after.
    pub shrunk: Vec<(usize, usize, usize)>,
    /// The kept frames whose mutated field was brought back towards the seed's value.
    pub values: Vec<ValueShrunk>,
    /// How many frames the finding had.
    pub of: usize,
    /// How many replays (client runs, in client mode) it took.
    pub tries: usize,
    /// The directory of the minimised finding.
    pub dir: PathBuf,
    /// How many times the target was restarted (`--restart`).
    pub restarts: usize,
    /// The target's process id and address after the last restart, if there was one.
    pub restarted: Option<(Option<u32>, String)>,
}

/// A mutated field brought back towards the seed's value by [`shrink_value`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueShrunk {
    /// The frame's place among the kept ones.
    pub index: usize,
    /// The mutation's edit, as the finding had it.
    pub edit: IntEdit,
    /// The value closest to `edit.old` that still makes the oracle fire.
    pub value: i64,
    /// The field's path.
    pub path: String,
}

/// The shortest a minimised frame is cut to: the size prefix and the request header's API key,
/// version and correlation id.
const SHORTEST_FRAME: usize = 12;

/// The first `len` bytes of `frame` (all of them if it is shorter), with the size prefix
/// rewritten to the bytes that follow it.
pub fn truncate_frame(frame: &[u8], len: usize) -> Vec<u8> {
    let len = len.min(frame.len());
    let mut cut = frame.get(..len).unwrap_or(frame).to_vec();
    if let (Some(prefix), Ok(size)) = (cut.get_mut(..4), i32::try_from(len.saturating_sub(4))) {
        if len >= 4 {
            prefix.copy_from_slice(&size.to_be_bytes());
        }
    }
    cut
}

/// Reads what a restart command printed: its last non-empty line is the new process id,
/// optionally followed by the new HOST:PORT. No such line keeps both.
pub fn parse_restarted(stdout: &str) -> Result<(Option<u32>, Option<String>), String> {
    let Some(line) = stdout.lines().rev().find(|l| !l.trim().is_empty()) else {
        return Ok((None, None));
    };
    let mut words = line.split_whitespace();
    let pid = words
        .next()
        .map(|w| {
            w.parse::<u32>().map_err(|_| {
                format!("the restart command's last line {line:?} does not start with a process id")
            })
        })
        .transpose()?;
    let target = words.next().map(str::to_owned);
    if words.next().is_some() {
        return Err(format!(
            "the restart command's last line {line:?}: expected `PID [HOST:PORT]`"
        ));
    }
    Ok((pid, target))
}

/// Runs a restart command and reads the new process id and target it prints.
fn restart_target(cmd: &str) -> Result<(Option<u32>, Option<String>), String> {
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg(cmd)
        .stdin(std::process::Stdio::null())
        .stderr(std::process::Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run the restart command: {e}"))?;
    if !out.status.success() {
        return Err(format!("the restart command failed ({})", out.status));
    }
    parse_restarted(&String::from_utf8_lossy(&out.stdout))
}

/// Delta debugging over a finding's frames (ddmin): the fewest frames whose replay still makes
/// the finding's oracle fire. The result is written as a finding of its own, in the directory
/// `DIR-min` beside it (its README.txt and frames.hex), which `kafka-fuzz replay` takes.
///
/// Every try replays against the same target, so a finding whose oracle takes the target down
/// (health, exit) needs `opts.restart`, a command that restarts it: it runs after each try that
/// fired, and the target it leaves is the one the next try replays against.
pub fn minimise(opts: &ReplayOptions) -> Result<Minimised, String> {
    let (oracle, saved_target, frames) = load(&opts.dir)?;
    let want = log_signature(&opts.dir, oracle);
    if oracle.target_down() && opts.restart.is_none() {
        return Err(format!(
            "a {oracle} finding takes the target down, and minimising replays it many times \
             against the same target; give --restart CMD (a command that restarts the target), \
             or restart the target and use `kafka-fuzz replay` instead"
        ));
    }
    let mut live = opts.clone();
    let mut target = opts.target.clone().unwrap_or(saved_target);
    let mut tries = 0;
    let mut restarts = 0;
    let mut down = false;
    let mut restarted = None;
    let pick = |keep: &[usize]| -> Vec<Vec<u8>> {
        keep.iter()
            .filter_map(|&i| frames.get(i).cloned())
            .collect()
    };
    let mut fires = |subset: &[Vec<u8>], last: bool| -> Result<bool, String> {
        if down {
            if let Some(cmd) = &live.restart {
                let (pid, addr) = restart_target(cmd)?;
                restarts += 1;
                if pid.is_some() {
                    live.pid = pid;
                }
                if let Some(addr) = addr {
                    target = addr;
                }
                restarted = Some((live.pid, target.clone()));
                down = false;
            }
        }
        if last {
            return Ok(false);
        }
        tries += 1;
        let fired = check(&live, &target, (oracle, want.as_deref()), subset)?.0;
        down = fired && oracle.target_down();
        Ok(fired)
    };
    let keep: Vec<usize> = (0..frames.len()).collect();
    if !fires(&pick(&keep), false)? {
        return Err(format!(
            "the {oracle} oracle does not fire when all {} frames are replayed",
            frames.len()
        ));
    }
    let keep = ddmin(keep, &mut |k: &[usize]| fires(&pick(k), false))?;
    // Then the mutations in each kept frame: back towards its seed, as far as the oracle still
    // fires.
    let mut kept = pick(&keep);
    let mut notes = kept_notes(&opts.dir, &keep)?;
    let (undone, values) = towards_seed(&mut kept, &mut notes, &mut |t| fires(t, false))?;
    // Then each kept frame is cut short (its size prefix rewritten to agree), by binary search
    // for the shortest that still fires: what a reader reaches before it fails is often near
    // the start of a frame.
    let mut shrunk = Vec::new();
    for j in 0..kept.len() {
        let Some(whole) = kept.get(j).cloned() else {
            continue;
        };
        if !size_prefix_agrees(&whole) {
            continue;
        }
        let (mut lo, mut hi) = (SHORTEST_FRAME.min(whole.len()), whole.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            let mut trial = kept.clone();
            if let Some(f) = trial.get_mut(j) {
                *f = truncate_frame(&whole, mid);
            }
            if fires(&trial, false)? {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        if hi < whole.len() {
            if let Some(f) = kept.get_mut(j) {
                *f = truncate_frame(&whole, hi);
            }
            shrunk.push((j, whole.len(), hi));
        }
    }
    // Leave the target up, as it was found.
    fires(&[], true)?;
    let dir = PathBuf::from(format!("{}-min", opts.dir.display()));
    let explained: Vec<String> = kept
        .iter()
        .map(|f| explain_request(f).render_text())
        .collect();
    let m = Minimised {
        kept: keep,
        frames: kept,
        notes,
        shrunk,
        values,
        undone,
        of: frames.len(),
        tries,
        dir,
        restarts,
        restarted,
    };
    write_minimised(&opts.dir, &m, &explained)?;
    Ok(m)
}

/// Delta debugging (ddmin): the smallest subset of `keep` found for which `fires` holds (`fires`
/// must hold for `keep` itself).
pub fn ddmin(
    mut keep: Vec<usize>,
    fires: &mut impl FnMut(&[usize]) -> Result<bool, String>,
) -> Result<Vec<usize>, String> {
    let mut n = 2;
    while keep.len() >= 2 {
        let size = keep.len().div_ceil(n);
        let chunks: Vec<Vec<usize>> = keep.chunks(size).map(<[usize]>::to_vec).collect();
        let mut reduced = false;
        for chunk in &chunks {
            if fires(chunk)? {
                keep.clone_from(chunk);
                n = 2;
                reduced = true;
                break;
            }
        }
        if !reduced && chunks.len() > 2 {
            for chunk in &chunks {
                let complement: Vec<usize> = keep
                    .iter()
                    .copied()
                    .filter(|i| !chunk.contains(i))
                    .collect();
                if fires(&complement)? {
                    keep = complement;
                    n = n.saturating_sub(1).max(2);
                    reduced = true;
                    break;
                }
            }
        }
        if !reduced {
            if n >= keep.len() {
                break;
            }
            n = (n * 2).min(keep.len());
        }
    }
    Ok(keep)
}

/// A kept frame cut short: its index among the kept frames, and its length before and after.
pub type Cut = (usize, usize, usize);

/// The [`FrameNotes`] of the frames `keep` picks from a finding's frames.hex.
pub fn kept_notes(dir: &Path, keep: &[usize]) -> Result<Vec<FrameNotes>, String> {
    let all = frame_notes(dir)?;
    Ok(keep
        .iter()
        .map(|&i| all.get(i).cloned().unwrap_or_default())
        .collect())
}

/// Writes the minimised finding `m` into `m.dir`: the README of the finding in `from` with lines
/// saying what was kept, undone, brought back and cut, and frames.hex with the kept frames as
/// minimised, each after its comment lines from `from` and its value and seed lines as
/// minimised; and `explained`, their kafka-explain text, when given.
pub fn write_minimised(from: &Path, m: &Minimised, explained: &[String]) -> Result<(), String> {
    let to = &m.dir;
    let err = |e: std::io::Error| format!("{}: {e}", to.display());
    std::fs::create_dir_all(to).map_err(err)?;
    let readme = std::fs::read_to_string(from.join("README.txt"))
        .map_err(|e| format!("{}: {e}", from.display()))?;
    // Frame `j` of the kept ones, by its number in the finding.
    let number = |j: usize| m.kept.get(j).map_or(0, |i| i + 1);
    let shown: Vec<String> = (0..m.kept.len()).map(|j| number(j).to_string()).collect();
    let mut text = String::new();
    for line in readme.lines() {
        if let Some(rest) = line.strip_prefix("replay: ") {
            let _ = writeln!(
                text,
                "replay: {}",
                rest.replacen(&from.display().to_string(), &to.display().to_string(), 1)
            );
        } else {
            let _ = writeln!(text, "{line}");
        }
    }
    let _ = writeln!(
        text,
        "\nminimised from {}: frame(s) {} of {} still make the oracle fire.",
        from.display(),
        shown.join(", "),
        m.of
    );
    for u in &m.undone {
        let _ = writeln!(
            text,
            "frame {}: {} of the {} places where it differed from its seed are as the seed has \
             them again; with the other {} it still makes the oracle fire.",
            number(u.index),
            u.of - u.left,
            u.of,
            u.left
        );
    }
    for v in &m.values {
        let _ = writeln!(
            text,
            "frame {}: {} at byte {} brought back from {} to {} (the seed had {}): the value \
             closest to the seed's that still makes the oracle fire.",
            number(v.index),
            v.path,
            v.edit.at,
            v.edit.new,
            v.value,
            v.edit.old
        );
    }
    for &(j, before, after) in &m.shrunk {
        let _ = writeln!(
            text,
            "frame {} was cut from {before} to {after} bytes (its size prefix rewritten); \
             it still makes the oracle fire.",
            number(j)
        );
    }
    std::fs::write(to.join("README.txt"), text).map_err(err)?;
    let hex = std::fs::read_to_string(from.join("frames.hex"))
        .map_err(|e| format!("{}: {e}", from.display()))?;
    let mut out = String::new();
    let mut index = 0;
    let mut comment: Vec<String> = Vec::new();
    for line in hex.lines() {
        if line.starts_with(['>', '<']) {
            if let (Some(j), Some(words)) = (
                m.kept.iter().position(|&i| i == index),
                line.split_whitespace().take(3).collect::<Vec<_>>().get(..3),
            ) {
                for c in comment.drain(..) {
                    if IntEdit::parse(&c).is_none() && !c.starts_with(SEED_LINE) {
                        let _ = writeln!(out, "{c}");
                    }
                }
                let note = m.notes.get(j).cloned().unwrap_or_default();
                if let Some((edit, path)) = &note.edit {
                    let line = match m.values.iter().find(|v| v.index == j) {
                        Some(v) => IntEdit {
                            new: v.value,
                            ..*edit
                        }
                        .line(path, Some(edit.new)),
                        None => edit.line(path, None),
                    };
                    let _ = writeln!(out, "{line}");
                }
                if let Some((seed, n)) = &note.seed {
                    let _ = writeln!(out, "{}", seed_line(seed, *n));
                }
                if let Some(&(_, before, after)) = m.shrunk.iter().find(|s| s.0 == j) {
                    let _ = writeln!(out, "# cut from {before} to {after} bytes");
                }
                let _ = write!(out, "{} ", words.join(" "));
                for b in m.frames.get(j).map(Vec::as_slice).unwrap_or_default() {
                    let _ = write!(out, "{b:02x}");
                }
                out.push('\n');
            }
            comment.clear();
            index += 1;
        } else if index == 0 && [FRAMES_TITLE, RESPONSES_TITLE].contains(&line) {
            let _ = writeln!(out, "{line}");
        } else {
            comment.push(line.to_owned());
        }
    }
    std::fs::write(to.join("frames.hex"), out).map_err(err)?;
    if !explained.is_empty() {
        let mut explain = String::new();
        for (j, text) in explained.iter().enumerate() {
            let _ = writeln!(explain, "## frame {}\n\n{text}", number(j));
        }
        std::fs::write(to.join("explain.txt"), explain).map_err(err)?;
    }
    if let Ok(log) = std::fs::read_to_string(from.join("log.txt")) {
        let _ = std::fs::write(to.join("log.txt"), log);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::request_frame;
    use kafka_view::fuzz::mutate_vec;
    use kafka_view::fuzz::Direction;
    use kafka_view::messages::{DescribeGroupsRequest, Request};

    /// An int32 count at byte 20, 1 in the seed, 0x7fffffff in the mutant.
    fn count_edit() -> (Vec<u8>, IntEdit) {
        let mut frame = vec![0u8; 30];
        frame[20..24].copy_from_slice(&i32::MAX.to_be_bytes());
        let edit = IntEdit {
            at: 20,
            width: 4,
            old: 1,
            new: i64::from(i32::MAX),
        };
        (frame, edit)
    }

    fn count(frame: &[u8]) -> i32 {
        i32::from_be_bytes(frame[20..24].try_into().unwrap())
    }

    #[test]
    fn shrinking_finds_the_smallest_count_that_still_fires() {
        let (frame, edit) = count_edit();
        // A fake oracle: a broker that allocates the count's worth and fails at 1,000 or more.
        let mut calls = 0;
        let (best, tries) = shrink_value(&frame, &edit, &mut |f: &[u8]| {
            calls += 1;
            Ok(count(f) >= 1000)
        })
        .unwrap();
        let (value, shrunk) = best.unwrap();
        assert_eq!((value, count(&shrunk)), (1000, 1000));
        assert_eq!(tries, calls);
        assert!(tries <= 31, "{tries} tries for a 31-bit range");
        // Only the field changed.
        assert_eq!(shrunk[..20], frame[..20]);
        assert_eq!(shrunk[24..], frame[24..]);
    }

    #[test]
    fn shrinking_goes_towards_the_seed_from_below_too() {
        // A client id length of 10 made -1; the oracle fires for lengths below 3 only.
        let mut frame = vec![0u8; 20];
        frame[12..14].copy_from_slice(&(-1i16).to_be_bytes());
        let edit = IntEdit {
            at: 12,
            width: 2,
            old: 10,
            new: -1,
        };
        let len = |f: &[u8]| i16::from_be_bytes([f[12], f[13]]);
        let (best, _) = shrink_value(&frame, &edit, &mut |f: &[u8]| Ok(len(f) < 3)).unwrap();
        assert_eq!(best.map(|b| (b.0, len(&b.1))), Some((2, 2)));
    }

    #[test]
    fn nothing_closer_or_a_failing_oracle_is_said_so() {
        let (frame, edit) = count_edit();
        // Only the mutant's own value fires: no shrinking.
        let (best, tries) =
            shrink_value(&frame, &edit, &mut |f: &[u8]| Ok(count(f) == i32::MAX)).unwrap();
        assert!(best.is_none());
        assert_eq!(tries, 31);
        // The oracle's error is the caller's.
        let e =
            shrink_value(&frame, &edit, &mut |_: &[u8]| Err("target gone".to_owned())).unwrap_err();
        assert_eq!(e, "target gone");
        // A frame that does not hold the mutant's value there is left alone, untried.
        let other = vec![0u8; 30];
        let (best, tries) = shrink_value(&other, &edit, &mut |_: &[u8]| Ok(true)).unwrap();
        assert!(best.is_none() && tries == 0);
        // Too short for the field: not read, not written.
        assert_eq!(edit.read(&frame[..22]), None);
        assert_eq!(edit.write(&frame[..22], 5), None);
        // A value that does not fit the width is not written.
        assert_eq!(edit.write(&frame, i64::from(i32::MAX) + 1), None);
        let odd = IntEdit { width: 3, ..edit };
        assert_eq!((odd.read(&frame), odd.write(&frame, 1)), (None, None));
    }

    /// A frame of this test's own format: a length byte and that many bytes of name, 10 bytes of
    /// padding, an int32 count, then a tail.
    fn named(name: &[u8], count: i32, tail: &[u8]) -> Vec<u8> {
        let mut body = vec![name.len() as u8];
        body.extend_from_slice(name);
        body.extend_from_slice(&[0xcc; 10]);
        body.extend_from_slice(&count.to_be_bytes());
        body.extend_from_slice(tail);
        let mut f = (body.len() as i32).to_be_bytes().to_vec();
        f.extend(body);
        f
    }

    /// The count of a [`named`] frame with a 20-byte tail.
    fn named_count(f: &[u8]) -> Option<i32> {
        let at = 15 + usize::from(*f.get(4)?);
        (f.len() == at + 24).then_some(())?;
        Some(i32::from_be_bytes(f.get(at..at + 4)?.try_into().ok()?))
    }

    #[test]
    fn a_mutant_of_a_mutant_loses_the_mutations_the_oracle_does_not_need() {
        // Three mutations stacked on the seed: the name made longer (its length and two bytes
        // inserted, which moves the count), the count made 2^30, a tail byte flipped. The fake
        // oracle fires when the frame reads in full and the count is 1,000 or more.
        let tail = [7u8; 20];
        let seed = named(b"kafka-fuzz", 5, &tail);
        let mut flipped = tail;
        flipped[15] = 8;
        let mutant = named(b"kafka-fuzzzz", 1 << 30, &flipped);
        let edit = IntEdit {
            at: 27,
            width: 4,
            old: 5,
            new: 1 << 30,
        };
        assert_eq!(edit.read(&mutant), Some(1 << 30));
        let mut kept = vec![mutant.clone()];
        let mut notes = vec![FrameNotes {
            edit: Some((edit, "Test.Count".into())),
            seed: Some((seed.clone(), 3)),
        }];
        let mut tries = 0;
        let (undone, values) = towards_seed(&mut kept, &mut notes, &mut |f: &[Vec<u8>]| {
            tries += 1;
            Ok(named_count(&f[0]).is_some_and(|c| c >= 1000))
        })
        .unwrap();
        // Four places, each more than JOIN bytes from the next: the name's length, the inserted
        // bytes, the count and the tail byte. Only the count is left.
        assert_eq!(
            undone,
            [Undone {
                index: 0,
                of: 4,
                left: 1
            }]
        );
        assert_eq!(kept[0], named(b"kafka-fuzz", 1000, &tail));
        // The count's edit moved back with the name, and was shrunk there.
        let moved = IntEdit { at: 25, ..edit };
        assert_eq!(notes[0].edit, Some((moved, "Test.Count".into())));
        assert_eq!(values.len(), 1);
        assert_eq!((values[0].edit, values[0].value), (moved, 1000));
        assert!(tries < 40, "{tries}");
        // When every mutation is needed, nothing is undone; the count is still shrunk.
        let mut kept = vec![mutant.clone()];
        let mut notes = vec![FrameNotes {
            edit: Some((edit, "Test.Count".into())),
            seed: Some((seed.clone(), 3)),
        }];
        let (undone, values) = towards_seed(&mut kept, &mut notes, &mut |f: &[Vec<u8>]| {
            let f = &f[0];
            Ok(f.len() == mutant.len()
                && f[f.len() - 5] == 8
                && named_count(f).is_some_and(|c| c >= 1000))
        })
        .unwrap();
        assert!(undone.is_empty());
        assert_eq!(values[0].value, 1000);
        assert_eq!(kept[0], named(b"kafka-fuzzzz", 1000, &flipped));
        // A change undone under the edit takes the edit with it.
        let mut kept = vec![mutant.clone()];
        let mut notes = vec![FrameNotes {
            edit: Some((
                IntEdit {
                    at: 4,
                    width: 1,
                    old: 10,
                    new: 12,
                },
                "Test.Name".into(),
            )),
            seed: Some((seed.clone(), 3)),
        }];
        let (undone, values) = towards_seed(&mut kept, &mut notes, &mut |f: &[Vec<u8>]| {
            Ok(named_count(&f[0]).is_some_and(|c| c >= 1000))
        })
        .unwrap();
        assert_eq!(undone.len(), 1);
        assert!(values.is_empty() && notes[0].edit.is_none());
    }

    #[test]
    fn seed_lines_read_back() {
        let dir = std::env::temp_dir().join(format!("kafka-fuzz-notes-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (_, edit) = count_edit();
        let text = format!(
            "# Frames as sent\n# frame 1\n> 3 1 00000001ff\n# frame 2\n{}\n{}\n> 3 1 0000000100\n",
            edit.line("P", None),
            seed_line(&[0, 0, 0, 1, 0xab], 2)
        );
        std::fs::write(dir.join("frames.hex"), text).unwrap();
        let notes = frame_notes(&dir).unwrap();
        assert_eq!(notes.len(), 2);
        assert_eq!(notes[0], FrameNotes::default());
        assert_eq!(notes[1].edit, Some((edit, "P".into())));
        assert_eq!(notes[1].seed, Some((vec![0, 0, 0, 1, 0xab], 2)));
        std::fs::write(
            dir.join("frames.hex"),
            format!("{SEED_LINE}x 00\n> 3 1 00\n"),
        )
        .unwrap();
        assert!(frame_notes(&dir).unwrap_err().contains("is not a count"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn value_lines_read_back() {
        let (_, edit) = count_edit();
        let line = edit.line("DescribeGroupsRequest.Groups", None);
        assert_eq!(
            line,
            "# value at byte 20, 4 bytes: 1 -> 2147483647 (DescribeGroupsRequest.Groups)"
        );
        assert_eq!(
            IntEdit::parse(&line),
            Some((edit, "DescribeGroupsRequest.Groups".to_owned()))
        );
        let now = IntEdit { new: 1000, ..edit };
        let shrunk = now.line("DescribeGroupsRequest.Groups", Some(edit.new));
        assert!(
            shrunk.ends_with("1 -> 1000 (DescribeGroupsRequest.Groups; shrunk from 2147483647)")
        );
        assert_eq!(
            IntEdit::parse(&shrunk),
            Some((now, "DescribeGroupsRequest.Groups".to_owned()))
        );
        assert_eq!(
            IntEdit::parse("# value at byte x, 4 bytes: 1 -> 2 (p)"),
            None
        );
        assert_eq!(
            IntEdit::parse("# value at byte 1, 3 bytes: 1 -> 2 (p)"),
            None
        );
        assert_eq!(IntEdit::parse("# frame 1: DescribeGroups v0"), None);
    }

    #[test]
    fn real_mutants_give_edits_that_undo_to_the_seed() {
        // DescribeGroups v0 (int32 count, int16 string lengths) and v5 (flexible: compact
        // lengths, which are varints and give no edit).
        let groups = ["g1", "g2"];
        let body = Request::DescribeGroups(DescribeGroupsRequest {
            groups: kafka_view::types::Array::new(&groups),
            ..Default::default()
        });
        let mut found = BTreeMap::new();
        for version in [0, 5] {
            let seed = request_frame(&body, version, 7).unwrap();
            for s in 0..400 {
                let (mutant, m) = mutate_vec(&seed, Direction::Request, s);
                let Some(m) = m else { continue };
                let Some(edit) = IntEdit::of(&m, &mutant) else {
                    continue;
                };
                *found.entry((version, m.kind.name())).or_insert(0) += 1;
                assert_eq!(edit.read(&mutant), Some(edit.new), "{m}");
                // Setting the field back to the seed's value gives the seed again.
                assert_eq!(edit.write(&mutant, edit.old).unwrap(), seed, "{m}");
            }
        }
        assert!(found.contains_key(&(0, "length")), "{found:?}");
        assert!(found.contains_key(&(0, "api version")), "{found:?}");
        assert!(found.contains_key(&(5, "bool")), "{found:?}");
    }

    #[test]
    fn a_varint_or_a_batch_field_gives_no_edit() {
        // A compact length of 200 (raw 201) made 300 (raw 301), as two-byte varints at byte 20.
        let mut mutant = vec![0u8; 30];
        mutant[20..22].copy_from_slice(&[0xad, 0x02]);
        let m = Mutation {
            kind: Kind::Length,
            path: kafka_view::fuzz::Path::new(),
            field_offset: 20,
            field_size: 2,
            offset: 20,
            old_len: 2,
            out_offset: 20,
            new_len: 2,
            old: Shown::Int(201),
            new: Shown::Int(301),
            fallback: false,
            len: 30,
        };
        assert_eq!(IntEdit::of(&m, &mutant), None);
        // The same bytes as a fixed-width int16 of 0xad02 are an edit...
        let fixed = Mutation {
            new: Shown::Int(i64::from(i16::from_be_bytes([0xad, 0x02]))),
            ..m.clone()
        };
        assert!(IntEdit::of(&fixed, &mutant).is_some());
        // ...but not in a record batch, whose CRC covers them.
        let batch = Mutation {
            kind: Kind::BatchHeader,
            ..fixed.clone()
        };
        assert_eq!(IntEdit::of(&batch, &mutant), None);
        // Nor when the width changed.
        let wider = Mutation {
            new_len: 4,
            ..fixed
        };
        assert_eq!(IntEdit::of(&wider, &mutant), None);
    }
}

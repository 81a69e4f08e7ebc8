//! Broker mode: the workers that send mutants, the monitor that runs the oracles, the feedback and
//! the report.

use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

use kafka_view::fuzz::{mutate_vec, Direction, Mutation};
use kafka_view::{ApiKey, ErrorCode};

use crate::finding::{Finding, Findings};
use crate::heap::{HeapRule, HeapStats, HeapWatch};
use crate::oracle::{
    alarm_signature, exit_weight, health_check, is_alarm, pid_alive, read_response, LogWatch,
    Oracle, Reading,
};
use crate::seeds::{fuzzable, sample_seeds, traffic_seeds, Seed};
use crate::wire::{
    expects_response, i16_at, request_correlation, response_correlation, set_request_correlation,
    size_prefix_agrees, Conn, Sasl, WireError,
};
use crate::{resolve_target, Rng};

/// What a broker-mode run does; see `kafka-fuzz broker --help`.
#[derive(Clone, Debug)]
pub struct Options {
    /// HOST:PORT.
    pub target: String,
    /// Allow a target outside 127.0.0.0/8 and ::1.
    pub allow_remote: bool,
    /// Log in on every connection.
    pub sasl: Option<Sasl>,
    /// Stop after this long.
    pub duration: Duration,
    /// Stop after this many frames.
    pub max_frames: u64,
    /// Picks the mutants.
    pub seed: u64,
    /// Connections sending at once.
    pub connections: usize,
    /// Requests in flight on each connection.
    pub depth: usize,
    /// Captured traffic to seed from.
    pub seeds_file: Option<PathBuf>,
    /// Where findings are saved.
    pub out: PathBuf,
    /// The target's process id.
    pub pid: Option<u32>,
    /// The target's log file.
    pub log: Option<PathBuf>,
    /// How long a request may wait for its answer.
    pub timeout: Duration,
    /// Fresh connections per health check.
    pub health_connections: usize,
    /// How long a health check's connections wait.
    pub health_timeout: Duration,
    /// How many times its baseline a health check may take before it is a finding.
    pub latency_factor: f64,
    /// A health check faster than this is never a latency finding.
    pub latency_floor: Duration,
    /// Time between progress lines (zero: none).
    pub progress: Duration,
    /// Run the heap oracle when `pid` is given (`jstat -gc`).
    pub heap: bool,
    /// Old-generation growth between two heap samples, in MiB, past which the heap oracle fires.
    pub heap_growth_mb: f64,
    /// Time between heap samples.
    pub heap_interval: Duration,
}

/// The defaults of broker mode, which the command line shows and [`Options::default`] uses.
pub mod defaults {
    /// `--duration`, seconds.
    pub const DURATION: f64 = 60.0;
    /// `--max-frames`.
    pub const MAX_FRAMES: u64 = 1_000_000;
    /// `--connections`.
    pub const CONNECTIONS: usize = 8;
    /// `--depth`.
    pub const DEPTH: usize = 1;
    /// `--out`.
    pub const OUT: &str = "kafka-fuzz-findings";
    /// `--timeout`, seconds.
    pub const TIMEOUT: f64 = 2.0;
    /// `--health-connections`.
    pub const HEALTH_CONNECTIONS: usize = 3;
    /// `--health-timeout`, seconds.
    pub const HEALTH_TIMEOUT: f64 = 5.0;
    /// `--latency-factor`.
    pub const LATENCY_FACTOR: f64 = 10.0;
    /// `--latency-floor`, seconds.
    pub const LATENCY_FLOOR: f64 = 0.5;
    /// `--progress`, seconds.
    pub const PROGRESS: f64 = 5.0;
    /// `--heap-growth-mb`.
    pub const HEAP_GROWTH_MB: f64 = 64.0;
    /// `--heap-interval`, seconds.
    pub const HEAP_INTERVAL: f64 = 0.25;
}

impl Default for Options {
    fn default() -> Self {
        Options {
            target: String::new(),
            allow_remote: false,
            sasl: None,
            duration: Duration::from_secs_f64(defaults::DURATION),
            max_frames: defaults::MAX_FRAMES,
            seed: 0,
            connections: defaults::CONNECTIONS,
            depth: defaults::DEPTH,
            seeds_file: None,
            out: PathBuf::from(defaults::OUT),
            pid: None,
            log: None,
            timeout: Duration::from_secs_f64(defaults::TIMEOUT),
            health_connections: defaults::HEALTH_CONNECTIONS,
            health_timeout: Duration::from_secs_f64(defaults::HEALTH_TIMEOUT),
            latency_factor: defaults::LATENCY_FACTOR,
            latency_floor: Duration::from_secs_f64(defaults::LATENCY_FLOOR),
            progress: Duration::from_secs_f64(defaults::PROGRESS),
            heap: true,
            heap_growth_mb: defaults::HEAP_GROWTH_MB,
            heap_interval: Duration::from_secs_f64(defaults::HEAP_INTERVAL),
        }
    }
}

/// How a frame fared, for feedback.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Answered: the first non-zero error code, the response's size class (log2 of its bytes) and
    /// shape class (log2 of its fields).
    Answered {
        /// Error code.
        error: ErrorCode,
        /// log2 of the response's length.
        size: u8,
        /// log2 of its number of fields.
        shape: u8,
    },
    /// Answered at an API or version the crate does not know.
    Unjudged,
    /// The broker closed the connection.
    Closed,
    /// No answer within the timeout.
    Timeout,
    /// A frame whose size prefix disagrees with it, sent alone: no answer yet (the broker waits
    /// for the bytes it was promised).
    Held,
    /// A finding on the response itself (undecodable, wrong correlation id).
    Wrong,
    /// Sent, and no answer expected (Produce with acks 0).
    Unanswerable,
}

/// log2, as a class.
fn class(n: u64) -> u8 {
    (64 - n.leading_zeros()) as u8
}

/// The latency class: below 1 ms, 10 ms, 100 ms, 1 s, or more.
fn latency_class(t: Duration) -> u8 {
    match t.as_micros() {
        0..1_000 => 0,
        1_000..10_000 => 1,
        10_000..100_000 => 2,
        100_000..1_000_000 => 3,
        _ => 4,
    }
}

/// A frame sent, with what made it.
#[derive(Clone, Debug)]
pub struct Sent {
    /// The API key its seed had.
    pub api_key: ApiKey,
    /// The API version its seed had.
    pub api_version: i16,
    /// The bytes.
    pub frame: Vec<u8>,
    /// The mutation (none for a seed sent as it is). A mutant of a mutant records only its last.
    pub mutation: Option<Mutation>,
    /// For a mutant: the seed its line of mutations started from, and how many mutations it is
    /// from it (1 for a mutant of a seed). Minimising undoes the others by the bytes
    /// ([`crate::diff`]).
    pub lineage: Option<(Arc<Vec<u8>>, u32)>,
    /// Where its seed came from.
    pub origin: String,
    /// When it was sent, from the start of the run.
    pub at: Duration,
    /// What happened to it, once known.
    pub outcome: Option<Outcome>,
}

impl Sent {
    /// The field path the feedback and the folding of findings go by.
    pub fn path(&self) -> String {
        match &self.mutation {
            Some(m) => format!("{} {}", m.kind, m.path),
            None => "unmutated".into(),
        }
    }
}

/// Counts of one API and version.
#[derive(Clone, Copy, Debug, Default)]
pub struct ApiCount {
    /// Frames sent.
    pub sent: u64,
    /// Frames answered.
    pub answered: u64,
    /// Frames after which the broker closed the connection.
    pub closed: u64,
    /// Frames not answered in time.
    pub timeouts: u64,
}

/// What a run did.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// The target's address.
    pub target: String,
    /// Why the run ended.
    pub stopped: String,
    /// How long it ran.
    pub elapsed: Duration,
    /// Frames sent.
    pub sent: u64,
    /// Frames whose fate is known (answered, closed, timed out, held).
    pub judged: u64,
    /// Frames answered.
    pub answered: u64,
    /// Frames after which the connection closed.
    pub closed: u64,
    /// Frames not answered in time.
    pub timeouts: u64,
    /// Frames sent alone for their size prefix and left waiting.
    pub held: u64,
    /// Frames that get no answer (Produce with acks 0).
    pub unanswerable: u64,
    /// Pipelined frames lost when the connection closed before them.
    pub lost: u64,
    /// Connections opened.
    pub connects: u64,
    /// Health checks run.
    pub health_checks: u64,
    /// The health check's baseline (slowest of its connections).
    pub baseline: Duration,
    /// Outcomes new for their API, version and field: the mutants kept.
    pub kept: u64,
    /// Corpus size at the end.
    pub corpus: usize,
    /// Seeds at the start.
    pub seeds: usize,
    /// The API keys and version ranges the broker offered.
    pub offered: Vec<(ApiKey, i16, i16)>,
    /// Offered API keys the crate has no samples for.
    pub unsampled: Vec<ApiKey>,
    /// Counts by API and version fuzzed.
    pub apis: BTreeMap<(ApiKey, i16), ApiCount>,
    /// Response error codes seen, with counts.
    pub errors: BTreeMap<ErrorCode, u64>,
    /// What the heap oracle saw, when it ran.
    pub heap: Option<HeapStats>,
    /// Why the heap oracle did not run, when `--pid` was given and it did not.
    pub heap_off: Option<String>,
    /// The findings, one per oracle and field path, with how many times each fired.
    pub findings: Vec<(Finding, u64)>,
}

impl Summary {
    /// The summary as JSON, for `--json`: the counts the text gives, per API and version, the
    /// error codes by name, the APIs reached and not, and the findings ([`Finding::to_json`]).
    pub fn to_json(&self) -> serde_json::Value {
        let (reached, not_reached) = self.reached();
        let names = |keys: &[ApiKey]| keys.iter().map(ToString::to_string).collect::<Vec<_>>();
        let apis: Vec<serde_json::Value> = self
            .apis
            .iter()
            .map(|((key, version), c)| {
                serde_json::json!({
                    "api": key.to_string(), "version": version, "sent": c.sent,
                    "answered": c.answered, "closed": c.closed, "timeouts": c.timeouts,
                })
            })
            .collect();
        let errors: serde_json::Map<String, serde_json::Value> = self
            .errors
            .iter()
            .map(|(e, n)| (e.to_string(), (*n).into()))
            .collect();
        serde_json::json!({
            "mode": "broker",
            "target": self.target,
            "stopped": self.stopped,
            "elapsed_s": self.elapsed.as_secs_f64(),
            "frames_per_s": self.rate(),
            "sent": self.sent, "judged": self.judged, "answered": self.answered,
            "closed": self.closed, "timeouts": self.timeouts, "held": self.held,
            "unanswerable": self.unanswerable, "lost": self.lost,
            "connects": self.connects, "health_checks": self.health_checks,
            "baseline_ms": self.baseline.as_secs_f64() * 1000.0,
            "corpus": self.corpus, "seeds": self.seeds, "kept": self.kept,
            "offered": self.offered.len(),
            "reached": names(&reached),
            "never_answered": names(&not_reached),
            "unsampled": names(&self.unsampled),
            "apis": apis,
            "errors": errors,
            "heap": self.heap.as_ref().map(|h| serde_json::json!({
                "samples": h.samples, "bad_rows": h.bad_rows,
                "largest_growth_mb": h.largest_growth_mb, "full_gcs": h.full_gcs,
            })),
            "heap_off": self.heap_off,
            "findings": self.findings.iter().map(|(f, n)| f.to_json(*n)).collect::<Vec<_>>(),
        })
    }

    /// Frames judged per second.
    pub fn rate(&self) -> f64 {
        self.judged as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// The offered API keys that got at least one answer, and those that did not.
    pub fn reached(&self) -> (Vec<ApiKey>, Vec<ApiKey>) {
        let mut answered: BTreeMap<ApiKey, bool> = BTreeMap::new();
        for ((key, _), c) in &self.apis {
            *answered.entry(*key).or_default() |= c.answered > 0;
        }
        let (yes, no): (Vec<_>, Vec<_>) = answered.into_iter().partition(|(_, a)| *a);
        (
            yes.into_iter().map(|(k, _)| k).collect(),
            no.into_iter().map(|(k, _)| k).collect(),
        )
    }
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (reached, not_reached) = self.reached();
        writeln!(f, "kafka-fuzz broker {}: {}", self.target, self.stopped)?;
        writeln!(
            f,
            "  {:.1} s, {} frames sent, {} judged ({:.0}/s): {} answered, {} closed, {} timed out, {} held, {} unanswerable, {} lost behind a close",
            self.elapsed.as_secs_f64(),
            self.sent,
            self.judged,
            self.rate(),
            self.answered,
            self.closed,
            self.timeouts,
            self.held,
            self.unanswerable,
            self.lost
        )?;
        writeln!(
            f,
            "  {} connections opened, {} health checks (baseline {:.1} ms)",
            self.connects,
            self.health_checks,
            self.baseline.as_secs_f64() * 1000.0
        )?;
        writeln!(
            f,
            "  corpus {} ({} seeds, {} mutants kept for a new outcome)",
            self.corpus, self.seeds, self.kept
        )?;
        writeln!(
            f,
            "  APIs: {} offered, {} answered at least once, {} versions fuzzed",
            self.offered.len(),
            reached.len(),
            self.apis.len()
        )?;
        if !not_reached.is_empty() {
            let names: Vec<String> = not_reached.iter().map(ToString::to_string).collect();
            writeln!(f, "  never answered: {}", names.join(", "))?;
        }
        if !self.unsampled.is_empty() {
            let names: Vec<String> = self.unsampled.iter().map(ToString::to_string).collect();
            writeln!(
                f,
                "  offered, no samples in the crate: {}",
                names.join(", ")
            )?;
        }
        let mut errors: Vec<(&ErrorCode, &u64)> = self.errors.iter().collect();
        errors.sort_by(|a, b| b.1.cmp(a.1));
        let top: Vec<String> = errors
            .iter()
            .take(8)
            .map(|(e, n)| format!("{e} {n}"))
            .collect();
        if !top.is_empty() {
            writeln!(f, "  error codes: {}", top.join(", "))?;
        }
        let mut slow: Vec<(&(ApiKey, i16), &ApiCount)> =
            self.apis.iter().filter(|(_, c)| c.timeouts > 0).collect();
        slow.sort_by_key(|(_, c)| std::cmp::Reverse(c.timeouts));
        let top: Vec<String> = slow
            .iter()
            .take(6)
            .map(|((k, v), c)| format!("{} v{v} {}", k, c.timeouts))
            .collect();
        if !top.is_empty() {
            writeln!(f, "  timeouts: {}", top.join(", "))?;
        }
        if let Some(h) = &self.heap {
            write!(
                f,
                "  heap: {} jstat samples, largest old-generation growth between two {:.1} MiB, {} full GC(s)",
                h.samples, h.largest_growth_mb, h.full_gcs
            )?;
            match &h.first_bad {
                Some(e) => writeln!(f, ", {} row(s) skipped (first: {e})", h.bad_rows)?,
                None => writeln!(f)?,
            }
        }
        if let Some(off) = &self.heap_off {
            writeln!(f, "  heap oracle off: {off}")?;
        }
        writeln!(f, "  findings: {}", self.findings.len())?;
        for (finding, times) in &self.findings {
            writeln!(f, "    {} (fired {times} time(s))", finding.headline())?;
        }
        Ok(())
    }
}

/// The outcomes and latency classes seen for each API, version and mutated field.
type Seen = HashMap<(ApiKey, i16, String), HashSet<(Outcome, u8)>>;

/// What the workers and the monitor share.
struct Shared {
    opts: Options,
    addr: SocketAddr,
    start: Instant,
    stop: AtomicBool,
    stopped: Mutex<Option<String>>,
    claimed: AtomicU64,
    seeds: Vec<Arc<Seed>>,
    first_pass: AtomicUsize,
    corpus: RwLock<Vec<Arc<Seed>>>,
    seen: Mutex<Seen>,
    recent: Mutex<VecDeque<Sent>>,
    health_due: AtomicBool,
    findings: Mutex<Findings>,
    stats: Mutex<Summary>,
    log_tail: Mutex<VecDeque<String>>,
    timeouts_saved: Mutex<usize>,
    timeouts: Mutex<VecDeque<Sent>>,
    /// The last [`HEAP_WINDOW`] frames judged, for the heap oracle's window (kept only while it
    /// runs).
    judged: Mutex<VecDeque<Sent>>,
    /// Whether the heap oracle runs.
    heap_on: bool,
}

/// The most frames a finding keeps (the culprit last).
const RECENT: usize = 16;
/// The frames judged that the heap oracle looks back over (at 1,000 frames a second, two).
const HEAP_WINDOW: usize = 2048;
/// The most frames a heap finding keeps.
const HEAP_FRAMES: usize = 64;
/// The most mutants the corpus keeps besides the seeds.
const MAX_CORPUS: usize = 50_000;
/// How long a frame whose size prefix disagrees with it waits for an answer on its own
/// connection: a broker that was promised more bytes waits for them, so mostly nothing comes.
pub const HOLD: Duration = Duration::from_millis(50);
/// The most frames that timed out saved in timeouts.hex.
const MAX_TIMEOUTS_SAVED: usize = 200;
/// The log lines kept for findings.
const LOG_TAIL: usize = 200;

impl Shared {
    fn stop(&self, reason: String) {
        let mut s = self.stopped.lock().unwrap_or_else(|e| e.into_inner());
        if s.is_none() {
            *s = Some(reason);
        }
        self.stop.store(true, Ordering::SeqCst);
    }

    fn stats(&self) -> std::sync::MutexGuard<'_, Summary> {
        self.stats.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The next frame to send, or `None` when the frame budget is spent.
    fn next_frame(&self, rng: &mut Rng) -> Option<Sent> {
        if self.claimed.fetch_add(1, Ordering::SeqCst) >= self.opts.max_frames {
            self.stop(format!(
                "sent the {} frames of --max-frames",
                self.opts.max_frames
            ));
            return None;
        }
        let at = self.start.elapsed();
        let i = self.first_pass.fetch_add(1, Ordering::SeqCst);
        if let Some(seed) = self.seeds.get(i) {
            return Some(Sent {
                api_key: seed.api_key,
                api_version: seed.api_version,
                frame: seed.frame.to_vec(),
                mutation: None,
                origin: seed.origin.clone(),
                at,
                outcome: None,
                lineage: None,
            });
        }
        let parent = if rng.next_u64() % 2 == 0 {
            self.seeds.get(rng.below(self.seeds.len())).cloned()
        } else {
            let corpus = self.corpus.read().unwrap_or_else(|e| e.into_inner());
            corpus.get(rng.below(corpus.len())).cloned()
        }?;
        let (frame, mutation) = mutate_vec(&parent.frame, Direction::Request, rng.next_u64());
        let lineage = match &parent.lineage {
            Some((root, n)) => (Arc::clone(root), n.saturating_add(1)),
            None => (Arc::clone(&parent.frame), 1),
        };
        Some(Sent {
            api_key: parent.api_key,
            api_version: parent.api_version,
            frame,
            mutation,
            origin: parent.origin.clone(),
            at,
            outcome: None,
            lineage: Some(lineage),
        })
    }

    /// Records a frame's fate: counts, feedback, findings on the response.
    fn judge(
        &self,
        mut sent: Sent,
        outcome: Outcome,
        latency: Duration,
        wrong: Option<(Oracle, String)>,
    ) {
        sent.outcome = Some(outcome);
        {
            let mut st = self.stats();
            st.judged += 1;
            let c = st.apis.entry((sent.api_key, sent.api_version)).or_default();
            match outcome {
                Outcome::Answered { .. } | Outcome::Unjudged | Outcome::Wrong => c.answered += 1,
                Outcome::Closed => c.closed += 1,
                Outcome::Timeout => c.timeouts += 1,
                Outcome::Held | Outcome::Unanswerable => {}
            }
            match outcome {
                Outcome::Answered { error, .. } => {
                    st.answered += 1;
                    *st.errors.entry(error).or_default() += 1;
                }
                Outcome::Unjudged | Outcome::Wrong => st.answered += 1,
                Outcome::Closed => st.closed += 1,
                Outcome::Timeout => st.timeouts += 1,
                Outcome::Held => st.held += 1,
                Outcome::Unanswerable => st.unanswerable += 1,
            }
        }
        if matches!(outcome, Outcome::Closed | Outcome::Timeout) {
            self.health_due.store(true, Ordering::SeqCst);
        }
        if outcome == Outcome::Timeout {
            self.note_timeout(&sent);
            let mut t = self.timeouts.lock().unwrap_or_else(|e| e.into_inner());
            if t.len() >= RECENT * 2 {
                t.pop_front();
            }
            t.push_back(sent.clone());
        }
        let key = (sent.api_key, sent.api_version, sent.path());
        let new = self
            .seen
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(key)
            .or_default()
            .insert((outcome, latency_class(latency)));
        if new && sent.mutation.is_some() {
            let mut corpus = self.corpus.write().unwrap_or_else(|e| e.into_inner());
            if corpus.len() < MAX_CORPUS {
                corpus.push(Arc::new(Seed {
                    api_key: sent.api_key,
                    api_version: sent.api_version,
                    frame: Arc::new(sent.frame.clone()),
                    origin: sent.origin.clone(),
                    lineage: sent.lineage.clone(),
                }));
                drop(corpus);
                self.stats().kept += 1;
            }
        }
        if self.heap_on {
            let mut judged = self.judged.lock().unwrap_or_else(|e| e.into_inner());
            if judged.len() >= HEAP_WINDOW {
                judged.pop_front();
            }
            judged.push_back(sent.clone());
        }
        let mut recent = self.recent.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((oracle, detail)) = wrong {
            let mut frames: Vec<Sent> = recent.iter().cloned().collect();
            frames.push(sent.clone());
            drop(recent);
            let culprit = frames.len().saturating_sub(1);
            self.found(oracle, detail, (frames, culprit));
            recent = self.recent.lock().unwrap_or_else(|e| e.into_inner());
        }
        if recent.len() >= RECENT {
            recent.pop_front();
        }
        recent.push_back(sent);
    }

    /// Appends a frame that got no answer in time to `--out`/timeouts.hex (the first
    /// [`MAX_TIMEOUTS_SAVED`]), for triage: a timeout alone is not a finding (a broker may hold a
    /// request on purpose), but one that never ends may be.
    fn note_timeout(&self, sent: &Sent) {
        use std::io::Write as _;
        let mut saved = self
            .timeouts_saved
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if *saved >= MAX_TIMEOUTS_SAVED {
            return;
        }
        *saved += 1;
        let hex: String = sent.frame.iter().map(|b| format!("{b:02x}")).collect();
        let what = sent
            .mutation
            .as_ref()
            .map_or_else(|| "unmutated".to_owned(), ToString::to_string);
        let line = format!(
            "# {} v{} ({}): {what}\n> {} {} {hex}\n",
            sent.api_key, sent.api_version, sent.origin, sent.api_key.0, sent.api_version
        );
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.opts.out.join("timeouts.hex"));
        if let Ok(mut file) = file {
            let _ = file.write_all(line.as_bytes());
        }
    }

    /// Saves a finding on `frames`, of which `culprit` is the most likely cause.
    fn found(&self, oracle: Oracle, detail: String, frames: (Vec<Sent>, usize)) {
        self.found_signed(oracle, detail, frames, None);
    }

    /// Keeps the target's newest log lines, for the findings.
    fn log_tail_extend(&self, lines: Vec<String>) {
        let mut tail = self.log_tail.lock().unwrap_or_else(|e| e.into_inner());
        for l in lines {
            if tail.len() >= LOG_TAIL {
                tail.pop_front();
            }
            tail.push_back(l);
        }
    }

    /// The frames for a log finding: a request whose handling threw is mostly left unanswered,
    /// so the culprit is the last frame sent before the line was seen that then timed out (the
    /// caller waits a request's timeout first); failing that, what [`Shared::culprit_frames`] says.
    fn log_culprit(&self, seen: Duration) -> (Vec<Sent>, usize) {
        let window = self.opts.timeout.saturating_add(Duration::from_secs(1));
        let mut frames: Vec<Sent> = self
            .timeouts
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .filter(|s| s.at <= seen && s.at.saturating_add(window) >= seen)
            .cloned()
            .collect();
        if frames.is_empty() {
            return self.culprit_frames();
        }
        frames.sort_by_key(|s| s.at);
        let last = frames.len().saturating_sub(1);
        (frames, last)
    }

    /// The frames for a heap finding: those sent from `from` to `to`, at most [`HEAP_FRAMES`] (the
    /// ones not answered first: a request that made the broker allocate past its means mostly
    /// fails; then the latest answered ones), in the order sent. The culprit is the first of them
    /// that was not answered, or the last one. Falls back on [`Shared::culprit_frames`] when no
    /// frame was sent in the window.
    fn heap_culprit(&self, from: Duration, to: Duration) -> (Vec<Sent>, usize) {
        let window: Vec<Sent> = self
            .judged
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .filter(|s| s.at >= from && s.at <= to)
            .cloned()
            .collect();
        if window.is_empty() {
            return self.culprit_frames();
        }
        let (mut frames, replied): (Vec<Sent>, Vec<Sent>) =
            window.into_iter().partition(|s| !answered(s));
        frames.sort_by_key(|s| s.at);
        frames.truncate(HEAP_FRAMES);
        let room = HEAP_FRAMES.saturating_sub(frames.len());
        let skip = replied.len().saturating_sub(room);
        frames.extend(replied.into_iter().skip(skip));
        frames.sort_by_key(|s| s.at);
        let last = frames.len().saturating_sub(1);
        let culprit = frames.iter().position(|s| !answered(s)).unwrap_or(last);
        (frames, culprit)
    }

    /// [`Shared::found`], folded by `signature` rather than the culprit's path when given.
    fn found_signed(
        &self,
        oracle: Oracle,
        detail: String,
        (frames, culprit): (Vec<Sent>, usize),
        signature: Option<String>,
    ) {
        let log: Vec<String> = self
            .log_tail
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .cloned()
            .collect();
        let mut finding = Finding::new(
            oracle,
            detail,
            (frames, culprit),
            log,
            &self.opts,
            self.start.elapsed(),
        );
        finding.signature = signature;
        let mut findings = self.findings.lock().unwrap_or_else(|e| e.into_inner());
        match findings.add(finding, &self.opts.out) {
            Ok(Some(dir)) => eprintln!("finding: {oracle}, saved in {}", dir.display()),
            Ok(None) => {}
            Err(e) => eprintln!("cannot save a finding: {e}"),
        }
        drop(findings);
        if oracle.target_down() {
            self.stop(format!("the {oracle} oracle fired: the target is down"));
        }
    }

    /// The recent frames for a finding the monitor made, in the order they were sent, and the
    /// index of the most likely culprit. A broker that stopped answering stopped at a frame, and frames sent after
    /// it timed out because of it; a healthy broker closes connections on bad frames at once. So
    /// the culprit is the first frame sent after the last one answered that timed out (or, if none
    /// did, that was closed); failing that, the first that timed out, or the last closed.
    fn culprit_frames(&self) -> (Vec<Sent>, usize) {
        let mut recent: Vec<Sent> = self
            .recent
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .cloned()
            .collect();
        recent.sort_by_key(|s| s.at);
        let is = |o: Outcome| move |s: &Sent| s.outcome == Some(o);
        let from = recent.iter().rposition(answered).map_or(0, |i| i + 1);
        let after = |o: Outcome| recent.iter().skip(from).position(is(o)).map(|i| from + i);
        let culprit = after(Outcome::Timeout)
            .or_else(|| after(Outcome::Closed))
            .or_else(|| recent.iter().position(is(Outcome::Timeout)))
            .or_else(|| recent.iter().rposition(is(Outcome::Closed)));
        let last = recent.len().saturating_sub(1);
        (recent, culprit.unwrap_or(last))
    }
}

/// Whether the target answered a frame.
fn answered(s: &Sent) -> bool {
    matches!(
        s.outcome,
        Some(Outcome::Answered { .. } | Outcome::Unjudged | Outcome::Wrong)
    )
}

/// A frame in flight on a connection.
struct InFlight {
    sent: Sent,
    started: Instant,
}

/// One worker: a connection (reopened as the broker closes it), up to `depth` requests in flight.
fn worker(shared: &Shared, index: usize) {
    let mut rng = Rng::new(shared.opts.seed ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let mut conn: Option<Conn> = None;
    let mut inflight: VecDeque<InFlight> = VecDeque::new();
    let mut correlation: i32 = 1;
    while !shared.stop.load(Ordering::SeqCst) {
        if conn.is_none() {
            match open(shared) {
                Ok(c) => conn = Some(c),
                Err(e) => {
                    shared.health_due.store(true, Ordering::SeqCst);
                    if shared.stop.load(Ordering::SeqCst) {
                        break;
                    }
                    eprintln!("connection {index}: {e}; retrying");
                    std::thread::sleep(Duration::from_millis(200));
                    continue;
                }
            }
        }
        let Some(c) = conn.as_mut() else { continue };
        // Fill the pipeline.
        let mut broken = false;
        while inflight.len() < shared.opts.depth.max(1) && !shared.stop.load(Ordering::SeqCst) {
            let Some(mut sent) = shared.next_frame(&mut rng) else {
                break;
            };
            correlation = correlation.wrapping_add(1).max(1);
            set_request_correlation(&mut sent.frame, correlation);
            shared.stats().sent += 1;
            if !size_prefix_agrees(&sent.frame) {
                solo(shared, sent);
                continue;
            }
            let started = Instant::now();
            match c.send(&sent.frame) {
                Ok(()) if !expects_response(&sent.frame) => {
                    shared.judge(sent, Outcome::Unanswerable, started.elapsed(), None);
                }
                Ok(()) => inflight.push_back(InFlight { sent, started }),
                Err(e) => {
                    let outcome = match e {
                        WireError::Timeout => Outcome::Timeout,
                        _ => Outcome::Closed,
                    };
                    shared.judge(sent, outcome, started.elapsed(), None);
                    broken = true;
                    break;
                }
            }
        }
        if !broken {
            let Some(front) = inflight.front() else {
                continue;
            };
            let remaining = shared.opts.timeout.saturating_sub(front.started.elapsed());
            let _ = c.set_read_timeout(remaining.max(Duration::from_millis(1)));
            match c.read_frame() {
                Ok(response) => {
                    // Produce requests the broker did not answer (acks 0, which a mutant may
                    // hide from the crate's decoder) are skipped when a later one is answered.
                    let id = response_correlation(&response);
                    let answers_later = |f: &InFlight| request_correlation(&f.sent.frame) == id;
                    while inflight
                        .front()
                        .is_some_and(|f| i16_at(&f.sent.frame, 4) == Some(0) && !answers_later(f))
                        && inflight.iter().any(answers_later)
                    {
                        if let Some(f) = inflight.pop_front() {
                            let latency = f.started.elapsed();
                            shared.judge(f.sent, Outcome::Unanswerable, latency, None);
                        }
                    }
                    if let Some(f) = inflight.pop_front() {
                        let latency = f.started.elapsed();
                        let (outcome, wrong) = classify(&f.sent.frame, &response);
                        shared.judge(f.sent, outcome, latency, wrong);
                    }
                    continue;
                }
                Err(e) => {
                    if let Some(f) = inflight.pop_front() {
                        let outcome = match e {
                            WireError::Timeout => Outcome::Timeout,
                            _ => Outcome::Closed,
                        };
                        shared.judge(f.sent, outcome, f.started.elapsed(), None);
                    }
                }
            }
        }
        // The connection is gone: what was behind the frame that broke it is lost.
        shared.stats().lost += inflight.len() as u64;
        inflight.clear();
        conn = None;
    }
}

/// Reads a response for feedback: its outcome, and a finding when it is wrong.
fn classify(request: &[u8], response: &[u8]) -> (Outcome, Option<(Oracle, String)>) {
    match read_response(request, response) {
        Reading::Decoded { error, fields } => (
            Outcome::Answered {
                error,
                size: class(response.len() as u64),
                shape: class(u64::from(fields)),
            },
            None,
        ),
        Reading::Unknown => (Outcome::Unjudged, None),
        Reading::Wrong(oracle, detail) => (Outcome::Wrong, Some((oracle, detail))),
    }
}

/// Sends a frame whose size prefix disagrees with it on a connection of its own, and waits a
/// little for an answer (the broker may wait for the bytes the prefix promised).
fn solo(shared: &Shared, sent: Sent) {
    let started = Instant::now();
    let wait = shared.opts.timeout.min(HOLD);
    let mut conn = match open(shared) {
        Ok(c) => c,
        Err(_) => {
            shared.judge(sent, Outcome::Closed, started.elapsed(), None);
            return;
        }
    };
    let _ = conn.set_read_timeout(wait);
    let result = conn.send(&sent.frame).and_then(|()| conn.read_frame());
    let latency = started.elapsed();
    match result {
        Ok(response) => {
            let (outcome, wrong) = classify(&sent.frame, &response);
            shared.judge(sent, outcome, latency, wrong);
        }
        Err(WireError::Timeout) => shared.judge(sent, Outcome::Held, latency, None),
        Err(_) => shared.judge(sent, Outcome::Closed, latency, None),
    }
}

/// A new connection, logged in when the run has SASL.
fn open(shared: &Shared) -> Result<Conn, WireError> {
    let mut c = Conn::connect(shared.addr, shared.opts.timeout)?;
    if let Some(sasl) = &shared.opts.sasl {
        c.login(sasl)?;
    }
    shared.stats().connects += 1;
    Ok(c)
}

/// The health check time past which it is slow: `factor` times the baseline, at least `floor`
/// (a factor that is not a positive number, or a product too large for a `Duration`, gives no
/// limit).
pub fn slow_limit(baseline: Duration, factor: f64, floor: Duration) -> Duration {
    Duration::try_from_secs_f64(baseline.as_secs_f64() * factor)
        .unwrap_or(Duration::MAX)
        .max(floor)
}

/// How long a target whose health check failed is given to exit, before the health oracle fires.
const EXIT_GRACE: Duration = Duration::from_secs(5);

/// Whether process `pid` is gone within `grace`.
fn exits_within(pid: u32, grace: Duration) -> bool {
    let until = Instant::now() + grace;
    loop {
        if pid_alive(pid) == Some(false) {
            return true;
        }
        if Instant::now() >= until {
            return false;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The exit oracle: whether process `--pid` is gone, and if so the finding made. Its last words (the
/// lines it logged as it went down) are read first: when they, or the log before them, hold an
/// alarm line that can end a process, the finding names the surest ([`surest`]), is folded by its
/// signature, and takes its frames as a log finding does; otherwise it takes `frames`, or
/// [`Shared::culprit_frames`].
fn exit_found(
    shared: &Shared,
    log: Option<&mut LogWatch>,
    last_alarm: &mut Option<(String, String, Duration)>,
    frames: Option<(Vec<Sent>, usize)>,
) -> bool {
    let Some(pid) = shared.opts.pid else {
        return false;
    };
    if pid_alive(pid) != Some(false) {
        return false;
    }
    let words = log.map(LogWatch::new_lines).unwrap_or_default();
    let seen = shared.start.elapsed();
    let alarm = surest(last_alarm.take(), &alarms(&words), seen);
    shared.log_tail_extend(words);
    match alarm {
        Some((line, sig, seen)) => shared.found_signed(
            Oracle::Exit,
            format!("process {pid} exited after logging: {line}"),
            shared.log_culprit(seen),
            Some(sig),
        ),
        None => shared.found(
            Oracle::Exit,
            format!("process {pid} exited"),
            frames.unwrap_or_else(|| shared.culprit_frames()),
        ),
    }
    true
}

/// Of the alarm `before` and the alarm lines `new` (with their signatures, seen at `seen`), the
/// last of the surest ([`exit_weight`]), with its signature and when it was seen: what an exit is
/// named after. An exception a request handler caught (weight 0) is none: the broker carries on
/// after one, and one is logged every few seconds while a known bug is being hit.
fn surest(
    before: Option<(String, String, Duration)>,
    new: &[(String, String)],
    seen: Duration,
) -> Option<(String, String, Duration)> {
    before
        .into_iter()
        .chain(new.iter().map(|(l, sig)| (l.clone(), sig.clone(), seen)))
        .filter(|(l, _, _)| exit_weight(l) > 0)
        .max_by_key(|(l, _, _)| exit_weight(l))
}

/// The alarm lines among `lines` ([`is_alarm`]), each with its signature.
fn alarms(lines: &[String]) -> Vec<(String, String)> {
    lines
        .iter()
        .enumerate()
        .filter(|(_, l)| is_alarm(l))
        .map(|(i, l)| {
            (
                l.clone(),
                alarm_signature(l, lines.get(i + 1).map(String::as_str)),
            )
        })
        .collect()
}

/// The monitor: the process, the log, the heap and the health check.
fn monitor(shared: &Shared, baseline: Duration, mut heap: Option<HeapWatch>) {
    let rule = HeapRule {
        growth_mb: shared.opts.heap_growth_mb,
    };
    let mut log = shared.opts.log.as_deref().map(LogWatch::new);
    let mut last_health = Instant::now();
    let period = Duration::from_secs(3);
    let min_gap = Duration::from_secs(1);
    let slow = slow_limit(
        baseline,
        shared.opts.latency_factor,
        shared.opts.latency_floor,
    );
    // The last alarm line the log showed, its signature and when it was seen: what an exit that
    // follows it is folded by.
    let mut last_alarm: Option<(String, String, Duration)> = None;
    while !shared.stop.load(Ordering::SeqCst) {
        std::thread::sleep(Duration::from_millis(100));
        if exit_found(shared, log.as_mut(), &mut last_alarm, None) {
            break;
        }
        if let Some(watch) = log.as_mut() {
            let lines = watch.new_lines();
            let seen = shared.start.elapsed();
            let alarms = alarms(&lines);
            last_alarm = surest(last_alarm.take(), &alarms, seen);
            shared.log_tail_extend(lines);
            if !alarms.is_empty() {
                // The request behind it is mostly left unanswered: wait until it has timed out,
                // watching the process meanwhile (an exit is reported when it happens).
                let wait = shared
                    .opts
                    .timeout
                    .saturating_add(Duration::from_millis(300));
                let until = Instant::now()
                    .checked_add(wait)
                    .unwrap_or_else(Instant::now);
                let mut gone = false;
                while Instant::now() < until && !gone {
                    std::thread::sleep(Duration::from_millis(100));
                    gone = exit_found(shared, log.as_mut(), &mut last_alarm, None);
                }
                let mut signatures = HashSet::new();
                for (line, signature) in alarms {
                    if signatures.insert(signature.clone()) {
                        shared.found_signed(
                            Oracle::Log,
                            line,
                            shared.log_culprit(seen),
                            Some(signature),
                        );
                    }
                }
                if gone {
                    break;
                }
            }
        }
        if let Some(watch) = heap.as_mut() {
            let alarms: Vec<(Duration, String)> = watch
                .poll(&rule)
                .into_iter()
                .filter_map(|(at, alarm)| Some((at, alarm?)))
                .collect();
            if !alarms.is_empty() {
                // The frames sent since the sample before (and one interval more, for a request
                // read a little after it was sent) are judged within a request's timeout: wait
                // for that, watching the process meanwhile.
                let until = Instant::now()
                    .checked_add(
                        shared
                            .opts
                            .timeout
                            .saturating_add(Duration::from_millis(300)),
                    )
                    .unwrap_or_else(Instant::now);
                let mut gone = false;
                while Instant::now() < until && !gone {
                    std::thread::sleep(Duration::from_millis(100));
                    gone = exit_found(shared, log.as_mut(), &mut last_alarm, None);
                }
                for (at, detail) in alarms {
                    let from = at.saturating_sub(shared.opts.heap_interval.saturating_mul(2));
                    shared.found(Oracle::Heap, detail, shared.heap_culprit(from, at));
                }
                if gone {
                    break;
                }
            }
            shared.stats().heap = Some(watch.stats.clone());
        }
        let due = shared.health_due.load(Ordering::SeqCst);
        let since = last_health.elapsed();
        if !((due && since >= min_gap) || since >= period) {
            continue;
        }
        shared.health_due.store(false, Ordering::SeqCst);
        last_health = Instant::now();
        let frames = shared.culprit_frames();
        let check = || {
            shared.stats().health_checks += 1;
            health_check(
                shared.addr,
                shared.opts.health_connections,
                shared.opts.health_timeout,
            )
        };
        match check() {
            Ok(t) if t <= slow => {}
            first => {
                // Once more, a second later, before it counts.
                std::thread::sleep(Duration::from_secs(1));
                match (first, check()) {
                    (_, Ok(t)) if t <= slow => {}
                    (Ok(_), Ok(t)) | (Err(_), Ok(t)) => shared.found(
                        Oracle::Latency,
                        format!(
                            "health check took {:.0} ms, twice; baseline {:.1} ms, limit {:.0} ms",
                            t.as_secs_f64() * 1000.0,
                            baseline.as_secs_f64() * 1000.0,
                            slow.as_secs_f64() * 1000.0
                        ),
                        frames,
                    ),
                    (_, Err(e)) => {
                        // A process on its way out stops answering first: given a moment, it is
                        // an exit, which says more than the health check.
                        let gone = shared
                            .opts
                            .pid
                            .is_some_and(|pid| exits_within(pid, EXIT_GRACE));
                        if !(gone
                            && exit_found(
                                shared,
                                log.as_mut(),
                                &mut last_alarm,
                                Some(frames.clone()),
                            ))
                        {
                            shared.found(Oracle::Health, e, frames);
                        }
                    }
                }
                last_health = Instant::now();
            }
        }
    }
}

/// Runs broker mode to its end.
pub fn run(opts: Options) -> Result<Summary, String> {
    let addr = resolve_target(&opts.target, opts.allow_remote)?;
    if let Some(sasl) = &opts.sasl {
        sasl.check()?;
    }
    if let Some(pid) = opts.pid {
        match pid_alive(pid) {
            Some(true) => {}
            Some(false) => return Err(format!("--pid {pid}: no such process")),
            None => return Err("--pid needs /proc, which this system does not have".into()),
        }
    }
    let mut first = Conn::connect(addr, opts.timeout)
        .map_err(|e| format!("cannot connect to {}: {e}", opts.target))?;
    let offered = first
        .api_versions()
        .map_err(|e| format!("{}: ApiVersions failed: {e}", opts.target))?;
    if let Some(sasl) = &opts.sasl {
        first.login(sasl).map_err(|e| {
            format!(
                "{}: SASL {} login as {}: {e}",
                opts.target, sasl.mechanism, sasl.user
            )
        })?;
    }
    drop(first);
    let (pairs, unsampled) = fuzzable(&offered);
    let mut seeds = sample_seeds(&pairs);
    if let Some(path) = &opts.seeds_file {
        let (mut traffic, _) = traffic_seeds(path, &pairs)?;
        seeds.append(&mut traffic);
    }
    if seeds.is_empty() {
        return Err(format!(
            "{} offers no API and version this crate has samples for",
            opts.target
        ));
    }
    std::fs::create_dir_all(&opts.out)
        .map_err(|e| format!("cannot create --out {}: {e}", opts.out.display()))?;
    // The health check's baseline: the median of three.
    let mut times = Vec::new();
    for _ in 0..3 {
        let t = health_check(addr, opts.health_connections, opts.health_timeout)
            .map_err(|e| format!("{} fails the health check before fuzzing: {e}", opts.target))?;
        times.push(t);
    }
    times.sort();
    let baseline = times.get(1).copied().unwrap_or_default();
    let seeds: Vec<Arc<Seed>> = seeds.into_iter().map(Arc::new).collect();
    // The heap oracle: jstat on the target's process, started before the first frame (and
    // before the run's clock: jstat takes a second or so to start its own JVM).
    let (mut heap, heap_off) = match opts.pid.filter(|_| opts.heap) {
        None => (None, None),
        Some(pid) => match HeapWatch::start(pid, opts.heap_interval, Instant::now()) {
            Ok(w) => (Some(w), None),
            Err(e) => {
                eprintln!("kafka-fuzz: the heap oracle is off: {e}");
                (None, Some(e))
            }
        },
    };
    let start = Instant::now();
    if let Some(w) = heap.as_mut() {
        w.set_origin(start);
    }
    let shared = Shared {
        addr,
        start,
        stop: AtomicBool::new(false),
        stopped: Mutex::new(None),
        claimed: AtomicU64::new(0),
        first_pass: AtomicUsize::new(0),
        corpus: RwLock::new(seeds.clone()),
        seen: Mutex::new(HashMap::new()),
        recent: Mutex::new(VecDeque::new()),
        health_due: AtomicBool::new(false),
        findings: Mutex::new(Findings::default()),
        stats: Mutex::new(Summary {
            target: format!("{} ({addr})", opts.target),
            baseline,
            seeds: seeds.len(),
            offered,
            unsampled,
            health_checks: 3,
            heap_off,
            ..Summary::default()
        }),
        log_tail: Mutex::new(VecDeque::new()),
        timeouts_saved: Mutex::new(0),
        timeouts: Mutex::new(VecDeque::new()),
        judged: Mutex::new(VecDeque::new()),
        heap_on: heap.is_some(),
        seeds,
        opts,
    };
    std::thread::scope(|s| {
        for i in 0..shared.opts.connections.max(1) {
            let shared = &shared;
            s.spawn(move || worker(shared, i));
        }
        s.spawn(|| monitor(&shared, baseline, heap));
        let mut last = Instant::now();
        let mut last_judged = 0;
        while !shared.stop.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(50));
            let elapsed = shared.start.elapsed();
            if elapsed >= shared.opts.duration {
                shared.stop(format!(
                    "ran the {} s of --duration",
                    shared.opts.duration.as_secs_f64()
                ));
            }
            if !shared.opts.progress.is_zero() && last.elapsed() >= shared.opts.progress {
                let st = shared.stats();
                let corpus = shared.corpus.read().map_or(0, |c| c.len());
                let findings = shared.findings.lock().map_or(0, |f| f.len());
                eprintln!(
                    "{:6.1} s  {} frames ({:.0}/s)  answered {} closed {} timeouts {} held {}  corpus {}  findings {}",
                    elapsed.as_secs_f64(),
                    st.judged,
                    st.judged.saturating_sub(last_judged) as f64 / last.elapsed().as_secs_f64(),
                    st.answered,
                    st.closed,
                    st.timeouts,
                    st.held,
                    corpus,
                    findings
                );
                last_judged = st.judged;
                last = Instant::now();
            }
        }
    });
    let mut summary = shared.stats().clone();
    summary.elapsed = shared.start.elapsed();
    summary.stopped = shared
        .stopped
        .lock()
        .ok()
        .and_then(|s| s.clone())
        .unwrap_or_default();
    summary.corpus = shared.corpus.read().map_or(0, |c| c.len());
    summary.findings = shared.findings.lock().map(|f| f.list()).unwrap_or_default();
    Ok(summary)
}

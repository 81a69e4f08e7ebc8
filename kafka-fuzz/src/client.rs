//! Client mode: a loopback listener that plays a one-broker cluster to a real client it starts,
//! answers it validly, then mutates a share of the responses, and watches the client process.
//!
//! Each start of the client is a *client run*. A run's first `warmup` exchanges are answered
//! validly ([`crate::respond::respond`]) so the client gets going; after that a `share` of the
//! responses are mutated with [`kafka_view::fuzz::mutate_vec`] (as responses to their request's
//! API key and version). When the client exits it is started again. The oracles:
//! - [`Oracle::Signal`]: the client was killed by a signal it was not sent by the tool;
//! - [`Oracle::Crash`]: it exited non-zero with a crash in its output ([`crash_line`]): an
//!   exception that is not a Kafka error, a panic, an assertion, a fatal error;
//! - [`Oracle::Output`]: such a line while it kept running;
//! - [`Oracle::Hang`]: after a response, no request and no exit for `hang`;
//! - [`Oracle::Memory`]: its resident set (VmRSS) above `max_rss_mb`.
//!
//! A non-zero exit without a crash line is the client refusing a bad response, not a finding;
//! an exit with status 0 is the client having done its work.
//!
//! A finding's directory holds the mutated responses of its client run (frames.hex, `<` lines),
//! their kafka-explain text, the client's output (log.txt) and a replay command. [`replay`]
//! starts the client again and, answering validly otherwise, serves the saved mutants in order to
//! the first requests of the same API key and version; [`minimise`] keeps the fewest of them that
//! still make the oracle fire.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader};
use std::net::{SocketAddr, TcpListener};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use kafka_view::fuzz::{mutate_vec, Direction};
use kafka_view::ApiKey;
use kafka_view_explain::explain_response;

use crate::finding::{
    ddmin, hex_frames, kept_notes, towards_seed, write_minimised, Finding, Findings, Minimised,
};
use crate::oracle::Oracle;
use crate::respond::respond;
use crate::run::Sent;
use crate::wire::{i16_at, request_correlation, Conn, WireError};
use crate::{resolve_target, Rng};

/// The environment variable that holds the listener's HOST:PORT for the client.
pub const BOOTSTRAP_ENV: &str = "KAFKA_FUZZ_BOOTSTRAP";

/// What a client-mode run does; see `kafka-fuzz client --help`.
#[derive(Clone, Debug)]
pub struct ClientOptions {
    /// The client's program and arguments; `{bootstrap}` is replaced by the listener's HOST:PORT.
    pub command: Vec<String>,
    /// Where to listen (a loopback address; port 0 picks a free one).
    pub listen: String,
    /// Stop after this long.
    pub duration: Duration,
    /// Stop after this many responses.
    pub max_frames: u64,
    /// Picks which responses are mutated and how.
    pub seed: u64,
    /// Where findings are saved.
    pub out: PathBuf,
    /// Responses answered validly at the start of each client run.
    pub warmup: u64,
    /// The share of the responses after the warm-up that are mutated (0 to 1).
    pub share: f64,
    /// No request and no exit this long after a response is a hang.
    pub hang: Duration,
    /// A resident set above this many MiB is a finding.
    pub max_rss_mb: u64,
    /// Minimise each new finding (replays with fresh client runs).
    pub minimise: bool,
    /// Time between progress lines (zero: none).
    pub progress: Duration,
}

/// The defaults of client mode, which the command line shows and [`ClientOptions::default`] uses.
pub mod defaults {
    /// `--listen`.
    pub const LISTEN: &str = "127.0.0.1:0";
    /// `--warmup`.
    pub const WARMUP: u64 = 2;
    /// `--share`.
    pub const SHARE: f64 = 0.5;
    /// `--hang`, seconds.
    pub const HANG: f64 = 20.0;
    /// `--max-rss-mb`.
    pub const MAX_RSS_MB: u64 = 2048;
}

impl Default for ClientOptions {
    fn default() -> Self {
        let broker = crate::run::Options::default();
        ClientOptions {
            command: Vec::new(),
            listen: defaults::LISTEN.into(),
            duration: broker.duration,
            max_frames: broker.max_frames,
            seed: 0,
            out: broker.out,
            warmup: defaults::WARMUP,
            share: defaults::SHARE,
            hang: Duration::from_secs_f64(defaults::HANG),
            max_rss_mb: defaults::MAX_RSS_MB,
            minimise: true,
            progress: broker.progress,
        }
    }
}

/// Which responses a client run mutates.
enum Plan {
    /// Fuzzing: after `warmup` valid responses, a share (per mille) of them, drawn from `rng`.
    Fuzz {
        rng: Rng,
        warmup: u64,
        per_mille: usize,
    },
    /// Replaying: each saved mutant, in order, answers the next request of its API key and
    /// version.
    Replay(VecDeque<(ApiKey, i16, Vec<u8>)>),
}

/// One start of the client.
struct Session {
    plan: Mutex<Plan>,
    exchanges: AtomicU64,
    /// The mutated responses sent, in order.
    mutants: Mutex<Vec<Sent>>,
    /// When the last request came and the last response went.
    last_request: Mutex<Option<Instant>>,
    last_response: Mutex<Option<Instant>>,
    /// The client's output lines (the last [`OUTPUT_LINES`]).
    output: Mutex<VecDeque<String>>,
    /// Whether the session is over (its connections stop answering).
    over: AtomicBool,
}

/// The most output lines kept per client run.
const OUTPUT_LINES: usize = 400;
/// The most mutated responses kept per client run (the latest).
const MUTANTS_KEPT: usize = 64;

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// What the connection threads and the run share.
struct Shared {
    start: Instant,
    host: String,
    port: u16,
    max_frames: u64,
    frames: AtomicU64,
    mutated: AtomicU64,
    stop: AtomicBool,
    session: Mutex<Option<Arc<Session>>>,
}

/// Answers one connection's requests until it closes or its session is over.
fn serve(shared: &Shared, session: &Session, conn: &mut Conn) {
    loop {
        if session.over.load(Ordering::SeqCst) || shared.stop.load(Ordering::SeqCst) {
            return;
        }
        let request = match conn.read_frame() {
            Ok(r) => r,
            Err(WireError::Timeout) => continue,
            Err(_) => return,
        };
        *lock(&session.last_request) = Some(Instant::now());
        let (Some(key), Some(version)) = (i16_at(&request, 4), i16_at(&request, 6)) else {
            return;
        };
        let (api_key, api_version) = (ApiKey(key), version);
        let Some(valid) = respond(&request, &shared.host, shared.port) else {
            // Not a request the crate decodes, or one that gets no answer (Produce, acks 0).
            continue;
        };
        if shared.frames.fetch_add(1, Ordering::SeqCst) >= shared.max_frames {
            shared.stop.store(true, Ordering::SeqCst);
            return;
        }
        let n = session.exchanges.fetch_add(1, Ordering::SeqCst);
        let direction = Direction::Response {
            api_key,
            api_version,
        };
        let (frame, mutation, is_mutant, lineage) = match &mut *lock(&session.plan) {
            Plan::Fuzz {
                rng,
                warmup,
                per_mille,
            } => {
                if n >= *warmup && rng.below(1000) < *per_mille {
                    let (frame, mutation) = mutate_vec(&valid, direction, rng.next_u64());
                    (frame, mutation, true, Some((Arc::new(valid), 1)))
                } else {
                    (valid, None, false, None)
                }
            }
            Plan::Replay(queue) => match queue.front() {
                Some((k, v, _)) if (*k, *v) == (api_key, api_version) => {
                    match queue.pop_front() {
                        Some((_, _, mut frame)) => {
                            // The saved mutant answers this request: its correlation id.
                            if let (Some(b), Some(id)) =
                                (frame.get_mut(4..8), request_correlation(&request))
                            {
                                b.copy_from_slice(&id.to_be_bytes());
                            }
                            (frame, None, true, None)
                        }
                        None => (valid, None, false, None),
                    }
                }
                _ => (valid, None, false, None),
            },
        };
        if is_mutant {
            shared.mutated.fetch_add(1, Ordering::SeqCst);
            let mut mutants = lock(&session.mutants);
            if mutants.len() >= MUTANTS_KEPT {
                mutants.remove(0);
            }
            mutants.push(Sent {
                api_key,
                api_version,
                frame: frame.clone(),
                mutation,
                origin: format!("response {}", n + 1),
                at: shared.start.elapsed(),
                outcome: None,
                lineage,
            });
        }
        if conn.send(&frame).is_err() {
            return;
        }
        *lock(&session.last_response) = Some(Instant::now());
    }
}

/// Accepts connections for the whole run and hands each to the client run current when it came.
fn accept(shared: &Shared, listener: &TcpListener) {
    let _ = listener.set_nonblocking(true);
    std::thread::scope(|s| {
        while !shared.stop.load(Ordering::SeqCst) {
            match listener.accept() {
                Ok((stream, _)) => {
                    let _ = stream.set_nonblocking(false);
                    let Some(session) = lock(&shared.session).clone() else {
                        continue;
                    };
                    let Ok(mut conn) = Conn::accepted(stream, Duration::from_millis(200)) else {
                        continue;
                    };
                    s.spawn(move || serve(shared, &session, &mut conn));
                }
                Err(_) => std::thread::sleep(Duration::from_millis(10)),
            }
        }
    });
}

/// Whether a client output line is an alarm, and what it is folded by: a Python traceback's
/// exception that is not a Kafka error (`kafka.errors.*`, `KafkaException`, `KafkaError`), a Java
/// `Exception in thread` whose exception is not Kafka's (`org.apache.kafka.common.errors` or
/// `KafkaException`), a Rust or Go panic, a failed assertion, a fatal or out-of-memory error, a
/// sanitizer report, a segmentation fault.
pub fn crash_line(line: &str, after_traceback: bool) -> Option<String> {
    let l = line.trim();
    let lower = l.to_ascii_lowercase();
    let kafka =
        |s: &str| s.contains("kafka.errors.") || s.contains("Kafka") || s.contains(".kafka.");
    if after_traceback && !l.starts_with("File ") && !line.starts_with(' ') {
        // The exception line that ends a Python traceback: `module.Type: message`.
        let ty = l.split(':').next().unwrap_or_default();
        if !ty.is_empty() && !ty.contains(' ') && !kafka(ty) {
            return Some(format!("python {ty}"));
        }
        return None;
    }
    if let Some(rest) = l.split_once("Exception in thread ").map(|(_, r)| r) {
        let ty = rest
            .split_whitespace()
            .find(|w| w.contains("Exception") || w.contains("Error"))
            .unwrap_or(rest)
            .trim_end_matches(':');
        return (!kafka(ty)).then(|| format!("java {ty}"));
    }
    let words = [
        ("panicked at", "panic"),
        ("segmentation fault", "segmentation fault"),
        ("addresssanitizer", "sanitizer"),
        ("assertion", "assertion"),
        ("fatal python error", "fatal python error"),
        ("outofmemoryerror", "out of memory"),
        ("memoryerror", "out of memory"),
        ("stack overflow", "stack overflow"),
        ("double free", "double free"),
        ("core dumped", "core dumped"),
    ];
    words.iter().find_map(|(w, name)| {
        (lower.contains(w) && (*w != "assertion" || lower.contains("fail")))
            .then(|| (*name).to_owned())
    })
}

/// The first alarm in `lines`: the line and its signature.
fn first_crash(lines: &VecDeque<String>) -> Option<(String, String)> {
    let mut traceback = false;
    for line in lines {
        if line.starts_with("Traceback (most recent call last)") {
            traceback = true;
            continue;
        }
        let in_tb = traceback && !line.starts_with(' ');
        if let Some(sig) = crash_line(line, in_tb) {
            return Some((line.clone(), sig));
        }
        if in_tb {
            traceback = false;
        }
    }
    None
}

/// The resident set of a process in KiB, from /proc.
fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// How a client run ended.
enum End {
    /// An oracle fired: which, what it said, and what it is folded by (when not the culprit's
    /// field path).
    Fired(Oracle, String, Option<String>),
    /// The client exited by itself: its status.
    Exited(String, bool),
    /// The run's time or frame budget ran out, or the replay's time limit.
    Stopped,
}

/// Starts the client with `{bootstrap}` replaced, its output read into `session`.
fn spawn(command: &[String], bootstrap: &str, session: &Arc<Session>) -> Result<Child, String> {
    let (program, args) = command
        .split_first()
        .ok_or("client mode needs the client's command after `--`")?;
    let args: Vec<String> = args
        .iter()
        .map(|a| a.replace("{bootstrap}", bootstrap))
        .collect();
    let mut child = Command::new(program)
        .args(&args)
        .env(BOOTSTRAP_ENV, bootstrap)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start the client {program:?}: {e}"))?;
    let out = child
        .stdout
        .take()
        .map(|o| Box::new(o) as Box<dyn std::io::Read + Send>);
    let err = child
        .stderr
        .take()
        .map(|o| Box::new(o) as Box<dyn std::io::Read + Send>);
    for (stream, tag) in [(out, ""), (err, "stderr: ")] {
        let Some(stream) = stream else { continue };
        let session = Arc::clone(session);
        std::thread::spawn(move || {
            for line in BufReader::new(stream).lines() {
                let Ok(line) = line else { break };
                let mut output = lock(&session.output);
                if output.len() >= OUTPUT_LINES {
                    output.pop_front();
                }
                output.push_back(format!("{tag}{line}"));
            }
        });
    }
    Ok(child)
}

/// Runs the client once under `plan` until it exits, an oracle fires or `limit` passes.
fn session(
    shared: &Shared,
    opts: &ClientOptions,
    plan: Plan,
    limit: Option<Duration>,
) -> Result<(End, Arc<Session>), String> {
    let session = Arc::new(Session {
        plan: Mutex::new(plan),
        exchanges: AtomicU64::new(0),
        mutants: Mutex::new(Vec::new()),
        last_request: Mutex::new(None),
        last_response: Mutex::new(None),
        output: Mutex::new(VecDeque::new()),
        over: AtomicBool::new(false),
    });
    *lock(&shared.session) = Some(Arc::clone(&session));
    let bootstrap = format!("{}:{}", shared.host, shared.port);
    let mut child = spawn(&opts.command, &bootstrap, &session)?;
    let started = Instant::now();
    let mut alarm: Option<(Instant, String, String)> = None;
    let end = loop {
        std::thread::sleep(Duration::from_millis(25));
        match child.try_wait() {
            Ok(Some(status)) => {
                // Let the output threads read what is left.
                std::thread::sleep(Duration::from_millis(100));
                let crash = first_crash(&lock(&session.output));
                if let Some(sig) = status.signal() {
                    let name = signal_name(sig);
                    break End::Fired(
                        Oracle::Signal,
                        format!("the client was killed by signal {sig} ({name})"),
                        None,
                    );
                }
                match crash {
                    Some((line, sig)) if !status.success() => {
                        break End::Fired(
                            Oracle::Crash,
                            format!("the client exited with {status}: {line}"),
                            Some(sig),
                        )
                    }
                    _ => break End::Exited(status.to_string(), status.success()),
                }
            }
            Ok(None) => {}
            Err(e) => return Err(format!("cannot watch the client: {e}")),
        }
        if shared.stop.load(Ordering::SeqCst) || limit.is_some_and(|l| started.elapsed() >= l) {
            break End::Stopped;
        }
        // An alarm line while the client keeps running (it may yet exit: then it is a crash).
        match &alarm {
            None => {
                if let Some((line, sig)) = first_crash(&lock(&session.output)) {
                    alarm = Some((Instant::now(), line, sig));
                }
            }
            Some((seen, line, sig)) if seen.elapsed() >= Duration::from_secs(2) => {
                break End::Fired(
                    Oracle::Output,
                    format!("the client printed, and kept running: {line}"),
                    Some(sig.clone()),
                );
            }
            Some(_) => {}
        }
        let last_response = *lock(&session.last_response);
        let last_request = *lock(&session.last_request);
        if let (Some(resp), Some(req)) = (last_response, last_request) {
            if resp >= req && resp.elapsed() >= opts.hang {
                break End::Fired(
                    Oracle::Hang,
                    format!(
                        "no request and no exit for {:.0} s after the last response",
                        opts.hang.as_secs_f64()
                    ),
                    None,
                );
            }
        }
        if let Some(kib) = rss_kib(child.id()) {
            if kib / 1024 > opts.max_rss_mb {
                break End::Fired(
                    Oracle::Memory,
                    format!(
                        "the client's resident set is {} MiB, above the {} MiB limit",
                        kib / 1024,
                        opts.max_rss_mb
                    ),
                    None,
                );
            }
        }
    };
    session.over.store(true, Ordering::SeqCst);
    let _ = child.kill();
    let _ = child.wait();
    Ok((end, session))
}

/// A signal's name.
fn signal_name(sig: i32) -> &'static str {
    match sig {
        4 => "SIGILL",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        15 => "SIGTERM",
        _ => "signal",
    }
}

/// What a client-mode run did.
#[derive(Clone, Debug, Default)]
pub struct ClientSummary {
    /// The client's command line.
    pub client: String,
    /// The listener's HOST:PORT.
    pub bootstrap: String,
    /// Why the run ended.
    pub stopped: String,
    /// How long it ran.
    pub elapsed: Duration,
    /// Responses sent.
    pub responses: u64,
    /// Of them, mutated.
    pub mutated: u64,
    /// Client runs started.
    pub runs: u64,
    /// Client runs that exited with status 0.
    pub clean_exits: u64,
    /// Client runs that exited non-zero without a crash line (the client refusing a response).
    pub refused: u64,
    /// The findings, one per oracle and field path (or crash signature), with how many times
    /// each fired.
    pub findings: Vec<(Finding, u64)>,
    /// Minimisation results, one line per finding minimised.
    pub minimised: Vec<String>,
}

impl ClientSummary {
    /// The summary as JSON, for `--json`: the counts the text gives, the findings
    /// ([`Finding::to_json`]) and what minimising them found.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "mode": "client",
            "client": self.client,
            "bootstrap": self.bootstrap,
            "stopped": self.stopped,
            "elapsed_s": self.elapsed.as_secs_f64(),
            "responses_per_s": self.rate(),
            "responses": self.responses, "mutated": self.mutated, "runs": self.runs,
            "clean_exits": self.clean_exits, "refused": self.refused,
            "findings": self.findings.iter().map(|(f, n)| f.to_json(*n)).collect::<Vec<_>>(),
            "minimised": self.minimised,
        })
    }

    /// Responses per second.
    pub fn rate(&self) -> f64 {
        self.responses as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

impl std::fmt::Display for ClientSummary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "kafka-fuzz client {} at {}: {}",
            self.client, self.bootstrap, self.stopped
        )?;
        writeln!(
            f,
            "  {:.1} s, {} responses ({:.1}/s), {} mutated; {} client runs: {} exited 0, {} exited non-zero without a crash",
            self.elapsed.as_secs_f64(),
            self.responses,
            self.rate(),
            self.mutated,
            self.runs,
            self.clean_exits,
            self.refused
        )?;
        writeln!(f, "  findings: {}", self.findings.len())?;
        for (finding, times) in &self.findings {
            writeln!(f, "    {} (fired {times} time(s))", finding.headline())?;
            writeln!(f, "      saved in {}", finding.dir.display())?;
        }
        for m in &self.minimised {
            writeln!(f, "  {m}")?;
        }
        Ok(())
    }
}

/// Binds the listener, refusing an address outside the loopback range.
fn listen(addr: &str) -> Result<(TcpListener, SocketAddr), String> {
    let addr = resolve_target(addr, false).map_err(|e| e.replace("--target", "--listen"))?;
    let listener = TcpListener::bind(addr).map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let local = listener
        .local_addr()
        .map_err(|e| format!("cannot read the listener's address: {e}"))?;
    Ok((listener, local))
}

/// Runs `f` with a listener and the connection threads serving whatever session is current.
fn serving<T>(
    opts: &ClientOptions,
    f: impl FnOnce(&Shared) -> Result<T, String>,
) -> Result<T, String> {
    let (listener, local) = listen(&opts.listen)?;
    let shared = Shared {
        start: Instant::now(),
        host: local.ip().to_string(),
        port: local.port(),
        max_frames: opts.max_frames,
        frames: AtomicU64::new(0),
        mutated: AtomicU64::new(0),
        stop: AtomicBool::new(false),
        session: Mutex::new(None),
    };
    std::thread::scope(|s| {
        s.spawn(|| accept(&shared, &listener));
        let result = f(&shared);
        shared.stop.store(true, Ordering::SeqCst);
        result
    })
}

/// Runs client mode to its end.
pub fn run(opts: ClientOptions) -> Result<ClientSummary, String> {
    if opts.command.is_empty() {
        return Err("client mode needs the client's command after `--`".into());
    }
    std::fs::create_dir_all(&opts.out)
        .map_err(|e| format!("cannot create --out {}: {e}", opts.out.display()))?;
    let client = opts.command.join(" ");
    let per_mille = (opts.share.clamp(0.0, 1.0) * 1000.0).round() as usize;
    serving(&opts, |shared| {
        let mut summary = ClientSummary {
            client: client.clone(),
            bootstrap: format!("{}:{}", shared.host, shared.port),
            ..ClientSummary::default()
        };
        let mut findings = Findings::default();
        let mut rng = Rng::new(opts.seed);
        let mut last_progress = Instant::now();
        let mut last_frames = 0;
        let deadline = shared.start + opts.duration;
        let stopped = loop {
            if shared.stop.load(Ordering::SeqCst) {
                break format!("sent the {} responses of --max-frames", opts.max_frames);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break format!("ran the {} s of --duration", opts.duration.as_secs_f64());
            }
            summary.runs += 1;
            let plan = Plan::Fuzz {
                rng: Rng::new(rng.next_u64()),
                warmup: opts.warmup,
                per_mille,
            };
            let progress = opts.progress;
            let (end, session) = session(shared, &opts, plan, Some(left))?;
            match end {
                End::Exited(_, true) => summary.clean_exits += 1,
                End::Exited(_, false) => summary.refused += 1,
                End::Stopped => {}
                End::Fired(oracle, detail, signature) => {
                    let frames = lock(&session.mutants).clone();
                    let culprit = frames.len().saturating_sub(1);
                    let finding = Finding {
                        oracle,
                        detail,
                        frames,
                        culprit,
                        signature,
                        log: lock(&session.output).iter().cloned().collect(),
                        target: summary.bootstrap.clone(),
                        sasl: None,
                        at: shared.start.elapsed(),
                        dir: PathBuf::new(),
                        client: Some(client.clone()),
                    };
                    let headline = finding.headline();
                    if let Some(dir) = findings.add(finding, &opts.out)? {
                        eprintln!("finding: {headline}\n  saved in {}", dir.display());
                        if opts.minimise {
                            let line = match minimise_with(shared, &opts, &dir) {
                                Ok(m) => format!(
                                    "{}: {} of {} mutated response(s) still make it fire ({} replays); saved in {}",
                                    dir.display(),
                                    m.kept.len(),
                                    m.of,
                                    m.tries,
                                    m.dir.display()
                                ),
                                Err(e) => format!("{}: not minimised: {e}", dir.display()),
                            };
                            eprintln!("{line}");
                            summary.minimised.push(line);
                        }
                    }
                }
            }
            if !progress.is_zero() && last_progress.elapsed() >= progress {
                let frames = shared.frames.load(Ordering::SeqCst);
                eprintln!(
                    "{:6.1} s  {} responses ({:.1}/s)  mutated {}  client runs {} (exit 0: {}, refused: {})  findings {}",
                    shared.start.elapsed().as_secs_f64(),
                    frames,
                    frames.saturating_sub(last_frames) as f64 / last_progress.elapsed().as_secs_f64(),
                    shared.mutated.load(Ordering::SeqCst),
                    summary.runs,
                    summary.clean_exits,
                    summary.refused,
                    findings.len()
                );
                last_frames = frames;
                last_progress = Instant::now();
            }
        };
        summary.stopped = stopped;
        summary.elapsed = shared.start.elapsed();
        summary.responses = shared.frames.load(Ordering::SeqCst).min(opts.max_frames);
        summary.mutated = shared.mutated.load(Ordering::SeqCst);
        summary.findings = findings.list();
        Ok(summary)
    })
}

/// What a client replay found.
#[derive(Clone, Debug)]
pub struct ClientReplayed {
    /// The finding's oracle.
    pub oracle: Oracle,
    /// Whether it fired again.
    pub fired: bool,
    /// What happened.
    pub detail: String,
    /// Mutated responses served.
    pub served: usize,
    /// Mutated responses saved.
    pub saved: usize,
}

/// Whether a finding directory is a client-mode finding (its README names the client).
pub fn is_client_finding(dir: &Path) -> bool {
    std::fs::read_to_string(dir.join("README.txt"))
        .is_ok_and(|r| r.lines().any(|l| l.starts_with("client: ")))
}

fn saved_oracle(dir: &Path) -> Result<Oracle, String> {
    let readme = std::fs::read_to_string(dir.join("README.txt"))
        .map_err(|e| format!("cannot read {}: {e}", dir.join("README.txt").display()))?;
    readme
        .lines()
        .find_map(|l| l.strip_prefix("oracle: "))
        .and_then(|n| Oracle::from_name(n.trim()))
        .ok_or_else(|| format!("{}: no known `oracle:` line", dir.display()))
}

/// The time a replay's client run may take: long enough for the hang oracle to fire.
fn replay_limit(opts: &ClientOptions) -> Duration {
    opts.hang
        .saturating_add(Duration::from_secs(10))
        .min(opts.duration)
}

/// One replay of `mutants` to a fresh client run.
fn replay_once(
    shared: &Shared,
    opts: &ClientOptions,
    oracle: Oracle,
    mutants: Vec<(ApiKey, i16, Vec<u8>)>,
) -> Result<ClientReplayed, String> {
    let saved = mutants.len();
    let (end, session) = session(
        shared,
        opts,
        Plan::Replay(mutants.into()),
        Some(replay_limit(opts)),
    )?;
    let served = lock(&session.mutants).len();
    let (fired, detail) = match end {
        End::Fired(o, d, _) if o == oracle => (true, d),
        End::Fired(o, d, _) => (false, format!("another oracle fired: {o}: {d}")),
        End::Exited(status, _) => (false, format!("the client exited ({status})")),
        End::Stopped => (false, "the client ran to the replay's time limit".into()),
    };
    Ok(ClientReplayed {
        oracle,
        fired,
        detail,
        served,
        saved,
    })
}

/// Starts the client again, serves a finding's mutated responses and says whether its oracle
/// fires again. `opts.command` is the client (the finding's own command line when empty).
pub fn replay(dir: &Path, opts: &ClientOptions) -> Result<ClientReplayed, String> {
    let oracle = saved_oracle(dir)?;
    let mutants = hex_frames(dir, '<')?;
    let opts = with_saved_command(dir, opts)?;
    serving(&opts, |shared| replay_once(shared, &opts, oracle, mutants))
}

/// The options with the finding's command line when none is given.
fn with_saved_command(dir: &Path, opts: &ClientOptions) -> Result<ClientOptions, String> {
    let mut opts = opts.clone();
    if opts.command.is_empty() {
        let readme = std::fs::read_to_string(dir.join("README.txt"))
            .map_err(|e| format!("cannot read {}: {e}", dir.join("README.txt").display()))?;
        let line = readme
            .lines()
            .find_map(|l| l.strip_prefix("client: "))
            .ok_or_else(|| format!("{}: not a client finding", dir.display()))?;
        opts.command = line.split_whitespace().map(str::to_owned).collect();
    }
    Ok(opts)
}

/// Delta debugging over a client finding's mutated responses, each try a fresh client run: the
/// fewest that still make its oracle fire, written to `DIR-min`.
pub fn minimise(dir: &Path, opts: &ClientOptions) -> Result<Minimised, String> {
    let opts = with_saved_command(dir, opts)?;
    serving(&opts, |shared| minimise_with(shared, &opts, dir))
}

fn minimise_with(shared: &Shared, opts: &ClientOptions, dir: &Path) -> Result<Minimised, String> {
    let oracle = saved_oracle(dir)?;
    let mutants = hex_frames(dir, '<')?;
    let mut tries = 0;
    let mut fires = |subset: Vec<(ApiKey, i16, Vec<u8>)>| -> Result<bool, String> {
        tries += 1;
        Ok(replay_once(shared, opts, oracle, subset)?.fired)
    };
    let pick = |keep: &[usize]| -> Vec<(ApiKey, i16, Vec<u8>)> {
        keep.iter()
            .filter_map(|&i| mutants.get(i).cloned())
            .collect()
    };
    let all: Vec<usize> = (0..mutants.len()).collect();
    if !fires(pick(&all))? {
        return Err(format!(
            "the {oracle} oracle does not fire again when all {} mutated responses are served",
            mutants.len()
        ));
    }
    let keep = ddmin(all, &mut |k: &[usize]| fires(pick(k)))?;
    // Then each kept response back towards the valid one it was made from.
    let keys: Vec<(ApiKey, i16)> = pick(&keep).iter().map(|m| (m.0, m.1)).collect();
    let mut kept: Vec<Vec<u8>> = pick(&keep).into_iter().map(|m| m.2).collect();
    let mut notes = kept_notes(dir, &keep)?;
    let (undone, values) = towards_seed(&mut kept, &mut notes, &mut |frames: &[Vec<u8>]| {
        fires(
            keys.iter()
                .zip(frames)
                .map(|(&(k, v), f)| (k, v, f.clone()))
                .collect(),
        )
    })?;
    let explained: Vec<String> = keys
        .iter()
        .zip(&kept)
        .map(|(&(k, v), f)| explain_response(f, k, v).render_text())
        .collect();
    let m = Minimised {
        kept: keep,
        frames: kept,
        notes,
        undone,
        shrunk: Vec::new(),
        values,
        of: mutants.len(),
        tries,
        dir: PathBuf::from(format!("{}-min", dir.display())),
        restarts: 0,
        restarted: None,
    };
    write_minimised(dir, &m, &explained)?;
    Ok(m)
}

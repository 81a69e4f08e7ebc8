//! The oracles: what says the target is broken, as opposed to a healthy broker refusing a bad frame.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use kafka_view::trace::{decode_response_traced, FieldEvent, Trace, Value};
use kafka_view::{ApiKey, ErrorCode};

use crate::wire::{i16_at, request_correlation, response_correlation, Conn};

/// Which oracle fired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Oracle {
    /// The target process is gone (`--pid`).
    Exit,
    /// An `OutOfMemoryError` or uncaught-exception line in the target's log (`--log`).
    Log,
    /// The health check failed twice: fresh connections got no ApiVersions answer in time.
    Health,
    /// The health check answered, twice, several times slower than at the start.
    Latency,
    /// The target JVM's old generation grew past a threshold between two `jstat` samples, or it
    /// collected fully (`--pid`, a local JVM).
    Heap,
    /// A response this crate cannot decode.
    Undecodable,
    /// A response with another correlation id than its request's.
    Correlation,
    /// Client mode: the client was killed by a signal (SIGSEGV, SIGABRT, ...).
    Signal,
    /// Client mode: the client exited with a crash in its output (an exception that is not the
    /// client's own Kafka error, a panic, an assertion).
    Crash,
    /// Client mode: an alarm line in the client's output while it ran.
    Output,
    /// Client mode: the client, busy before, sent no request and did not exit for a while after
    /// a response.
    Hang,
    /// Client mode: the client's resident memory above the limit.
    Memory,
}

impl Oracle {
    /// Every oracle.
    pub const ALL: [Oracle; 12] = [
        Oracle::Exit,
        Oracle::Log,
        Oracle::Health,
        Oracle::Latency,
        Oracle::Heap,
        Oracle::Undecodable,
        Oracle::Correlation,
        Oracle::Signal,
        Oracle::Crash,
        Oracle::Output,
        Oracle::Hang,
        Oracle::Memory,
    ];

    /// Its name in reports and finding directories.
    pub const fn name(self) -> &'static str {
        match self {
            Oracle::Exit => "exit",
            Oracle::Log => "log",
            Oracle::Health => "health",
            Oracle::Latency => "latency",
            Oracle::Heap => "heap",
            Oracle::Undecodable => "undecodable",
            Oracle::Correlation => "correlation",
            Oracle::Signal => "signal",
            Oracle::Crash => "crash",
            Oracle::Output => "output",
            Oracle::Hang => "hang",
            Oracle::Memory => "memory",
        }
    }

    /// The oracle of a name.
    pub fn from_name(name: &str) -> Option<Oracle> {
        Oracle::ALL.into_iter().find(|o| o.name() == name)
    }

    /// Whether the target is down once this fires (the run stops: nothing more can be learnt).
    pub const fn target_down(self) -> bool {
        matches!(self, Oracle::Exit | Oracle::Health)
    }
}

impl std::fmt::Display for Oracle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// What a response says, for feedback: its first non-zero error code and how many fields it has.
#[derive(Default)]
struct ResponseFacts {
    error: ErrorCode,
    fields: u32,
}

impl Trace for ResponseFacts {
    fn field(&mut self, event: &FieldEvent<'_>) {
        self.fields = self.fields.saturating_add(1);
        if !self.error.is_error() && event.name.ends_with("ErrorCode") {
            if let Value::Int(code) = event.value {
                self.error = ErrorCode(i16::try_from(code).unwrap_or(i16::MIN));
            }
        }
    }
}

/// A response read: its first non-zero error code and its number of fields, or why it is wrong.
pub enum Reading {
    /// It decoded.
    Decoded {
        /// The first non-zero `ErrorCode` field, or NONE.
        error: ErrorCode,
        /// How many fields the decoder reported.
        fields: u32,
    },
    /// The crate does not know the API or version the request's header names, so the response is
    /// not judged.
    Unknown,
    /// A finding: the oracle and what was wrong.
    Wrong(Oracle, String),
}

/// Reads `response` as the answer to `request` (both whole frames).
pub fn read_response(request: &[u8], response: &[u8]) -> Reading {
    let want = request_correlation(request);
    let got = response_correlation(response);
    if got != want {
        return Reading::Wrong(
            Oracle::Correlation,
            format!("the response has correlation id {got:?}; the request had {want:?}"),
        );
    }
    let (Some(key), Some(version)) = (i16_at(request, 4), i16_at(request, 6)) else {
        return Reading::Unknown;
    };
    let api = ApiKey(key);
    if !api.request_versions().is_some_and(|r| r.contains(version)) {
        return Reading::Unknown;
    }
    let mut facts = ResponseFacts::default();
    match decode_response_traced(response, api, version, &mut facts) {
        Ok(_) => Reading::Decoded {
            error: facts.error,
            fields: facts.fields,
        },
        Err(e) => {
            // A broker answers an ApiVersions request of a version it does not support at v0.
            let mut v0 = ResponseFacts::default();
            if api == ApiKey::API_VERSIONS
                && decode_response_traced(response, api, 0, &mut v0).is_ok()
            {
                return Reading::Decoded {
                    error: v0.error,
                    fields: v0.fields,
                };
            }
            Reading::Wrong(
                Oracle::Undecodable,
                format!(
                    "the {} v{version} response does not decode: {e}",
                    api.name().unwrap_or("unknown API")
                ),
            )
        }
    }
}

/// One health check: `connections` fresh connections at once, each sending ApiVersions v0 and
/// waiting at most `timeout` for its answer. The slowest answer's time, or what failed.
pub fn health_check(
    addr: SocketAddr,
    connections: usize,
    timeout: Duration,
) -> Result<Duration, String> {
    let handles: Vec<_> = (0..connections.max(1))
        .map(|_| {
            std::thread::spawn(move || {
                let start = Instant::now();
                let mut conn = Conn::connect(addr, timeout).map_err(|e| format!("connect: {e}"))?;
                conn.api_versions()
                    .map_err(|e| format!("ApiVersions: {e}"))?;
                Ok::<Duration, String>(start.elapsed())
            })
        })
        .collect();
    let mut slowest = Duration::ZERO;
    let mut failures = Vec::new();
    for (i, h) in handles.into_iter().enumerate() {
        match h.join() {
            Ok(Ok(t)) => slowest = slowest.max(t),
            Ok(Err(e)) => failures.push(format!("connection {}: {e}", i + 1)),
            Err(_) => failures.push(format!("connection {}: the check's thread failed", i + 1)),
        }
    }
    if failures.is_empty() {
        Ok(slowest)
    } else {
        Err(format!(
            "{} of {} fresh connections got no ApiVersions answer within {:.1} s ({})",
            failures.len(),
            connections.max(1),
            timeout.as_secs_f64(),
            failures.join("; ")
        ))
    }
}

/// Whether process `pid` is alive (through /proc). `None` where there is no /proc.
pub fn pid_alive(pid: u32) -> Option<bool> {
    if !Path::new("/proc/self").exists() {
        return None;
    }
    // A zombie has exited; its status line says so.
    let status = std::fs::read_to_string(format!("/proc/{pid}/status"));
    Some(match status {
        Ok(s) => !s
            .lines()
            .any(|l| l.starts_with("State:") && (l.contains("zombie") || l.contains("dead"))),
        Err(_) => false,
    })
}

/// The log lines that are an oracle's, by a phrase in them (lower case), each with how surely it
/// is why a process ended ([`exit_weight`]): an `OutOfMemoryError` or a fault Kafka judged fatal
/// ("Encountered fatal fault", logged just before its fault handler ends the process) 2; an
/// uncaught exception (a thread died) 1; an exception that escaped a request handler 0 (Kafka's
/// `KafkaRequestHandler` logs "Exception when handling request" when handling a request threw past
/// the API's own error handling; the request then gets no response, and the broker carries on).
const ALARMS: [(&str, u8); 5] = [
    ("outofmemoryerror", 2),
    ("encountered fatal fault", 2),
    ("uncaught exception", 1),
    ("exception in thread", 1),
    ("exception when handling request", 0),
];

/// The weights of the [`ALARMS`] phrases in `line`.
fn alarm_weights(line: &str) -> impl Iterator<Item = u8> {
    let l = line.to_ascii_lowercase();
    ALARMS
        .iter()
        .filter(move |(phrase, _)| l.contains(phrase))
        .map(|&(_, weight)| weight)
}

/// Whether a log line is an oracle's: it holds one of the [`ALARMS`] phrases.
pub fn is_alarm(line: &str) -> bool {
    alarm_weights(line).next().is_some()
}

/// How surely an alarm line ([`is_alarm`]) is why a process ended, from 0 to 2 ([`ALARMS`]). The
/// exit oracle names the last of the surest among a process's last words, if one is above 0.
pub fn exit_weight(line: &str) -> u8 {
    alarm_weights(line).max().unwrap_or(0)
}

/// What log findings are folded by: the alarm line without its timestamp and numbers, and the
/// exception on the next line when there is one (its class, and its message up to the first
/// parenthesis or comma, without numbers: `java.lang.IllegalStateException: Duplicate key
/// ConfigResource`).
pub fn alarm_signature(line: &str, next: Option<&str>) -> String {
    let text = line.split_once("] ").map_or(line, |(_, rest)| rest);
    let mut sig: String = text
        .chars()
        .filter(|c| !c.is_ascii_digit())
        .take(160)
        .collect();
    if let Some(next) = next.filter(|n| {
        n.split([':', ' '])
            .next()
            .is_some_and(|c| c.contains("Exception") || c.contains("Error"))
    }) {
        sig.push_str(" / ");
        sig.extend(
            next.split(['(', ','])
                .next()
                .unwrap_or_default()
                .trim_end()
                .chars()
                .filter(|c| !c.is_ascii_digit())
                .take(120),
        );
    }
    sig
}

/// Follows a log file from where it ended when the watch began.
pub struct LogWatch {
    path: PathBuf,
    offset: u64,
    partial: String,
}

impl LogWatch {
    /// Starts at the file's current end (a missing file starts at 0).
    pub fn new(path: &Path) -> LogWatch {
        let offset = std::fs::metadata(path).map_or(0, |m| m.len());
        LogWatch {
            path: path.to_owned(),
            offset,
            partial: String::new(),
        }
    }

    /// The whole lines written since the last call (a file that shrank is read from its start).
    pub fn new_lines(&mut self) -> Vec<String> {
        let Ok(mut file) = File::open(&self.path) else {
            return Vec::new();
        };
        let len = file.metadata().map_or(0, |m| m.len());
        if len < self.offset {
            self.offset = 0;
            self.partial.clear();
        }
        if len == self.offset || file.seek(SeekFrom::Start(self.offset)).is_err() {
            return Vec::new();
        }
        let mut bytes = Vec::new();
        // At most 16 MiB per call; the rest is read next time.
        if file.take(16 << 20).read_to_end(&mut bytes).is_err() {
            return Vec::new();
        }
        self.offset = self.offset.saturating_add(bytes.len() as u64);
        self.partial.push_str(&String::from_utf8_lossy(&bytes));
        let mut lines: Vec<String> = self.partial.split('\n').map(str::to_owned).collect();
        self.partial = lines.pop().unwrap_or_default();
        lines
    }
}

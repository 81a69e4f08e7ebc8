//! A loopback TCP proxy between Kafka clients and Kafka brokers that decodes every frame it forwards.
//!
//! ```text
//! cargo run --example proxy -- --map 127.0.0.1:9092=127.0.0.1:19092 \
//!     --map 127.0.0.1:9093=127.0.0.1:19093 --stats proxy-stats.txt
//! ```
//!
//! Each `--map UPSTREAM=LISTEN` opens a listener on LISTEN (port 0 picks a free port) that forwards
//! to the broker at UPSTREAM. Give one map per broker: brokers found in Metadata, FindCoordinator and
//! DescribeCluster responses are rewritten to the listener of their map, so clients keep talking
//! through the proxy. Every request is decoded (`decode_request`, or `peek_request` for API keys and
//! versions the crate does not know, which pass through untouched), and every response is decoded as
//! the answer to the request with its correlation id. Each decoded frame is also encoded again and
//! compared with the bytes on the wire. One line per exchange goes to stdout.
//!
//! Options:
//! - `--stats FILE`: per-API counts (frames seen, decoded, failed, unknown, in both directions),
//!   rewritten at least every 200 ms and whenever a connection closes.
//! - `--ready FILE`: written once every listener is bound, one `UPSTREAM=LISTEN` line per map, with
//!   the port actually bound.
//! - `--dump-dir DIR`: every frame that fails to decode, or that encodes back to other bytes, is saved
//!   there as hex with the error.
//! - `--capture FILE`: every frame forwarded, one line each: `>` for a request or `<` for a response,
//!   the API key, the version, the connection number and the frame as hex (before any rewrite).
//! - `--max-frame BYTES`: largest frame accepted (default 1 MiB); each connection has fixed buffers
//!   of about that size per direction, allocated once when it opens.
//! - `--max-in-flight N`: most requests one client connection may have waiting for responses
//!   (default and maximum 256). When that many are waiting, the proxy reads nothing more from that
//!   client until the broker answers one, so every request forwarded is tracked; librdkafka's
//!   producer pipelines hundreds of Produce requests. Each wait is counted as `in_flight_waits`.
//! - `--quiet`: no per-exchange lines.
//! - `--pass-through`: decode only what routing and rewriting need: every frame's header
//!   (`peek_request`, `peek_response`, and a Produce request's acks), and the Metadata,
//!   FindCoordinator and DescribeCluster responses it rewrites. Everything else is forwarded as it
//!   came, without being decoded or compared. The default is the verifying mode described above.
//!
//! A frame whose re-encoding differs from it only in the ways `kafka_view::roundtrip` lists (a
//! negative length other than -1, a bool byte other than 1, an overlong varint, ...: Kafka reads
//! them as it reads the canonical form) is forwarded as it came and counted as
//! `requests_canonicalised` (or `responses_canonicalised`); only a difference no rule explains is
//! dumped and counted as `reencode_diff`.
//!
//! A request with bytes after its body (confluent-kafka 2.16 sends such Metadata requests) is
//! forwarded as it came and counted as `requests_trailing_bytes`: Kafka's broker reads the body and
//! ignores the rest, and `decode_request` keeps those bytes in `RequestFrame::trailing`.
//!
//! The protocol work is the crate's: `kafka_view::proxy::Tracker` pairs each response with its
//! request, `decode_api_versions_response` reads an UNSUPPORTED_VERSION answer's v0 body, and
//! `rewrite_endpoints` changes the advertised brokers, copying every other byte of the frame.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::{Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread;
use std::time::{Duration, Instant};

use kafka_view::messages::Request;
use kafka_view::proxy::{
    decode_api_versions_response, expects_response, has_endpoints, peek_response,
    rewrite_endpoints, ProxyError, Tracker,
};
use kafka_view::roundtrip::{explain_request, explain_response, Changes, Rule};
use kafka_view::{
    decode_request, decode_response,
    framing::{Framing, Status},
    peek_request, ApiKey,
};

const USAGE: &str = "usage: proxy --map UPSTREAM=LISTEN [--map ...] [--stats FILE] [--ready FILE] \
                     [--dump-dir DIR] [--capture FILE] [--max-frame BYTES] \
                     [--max-in-flight N] [--quiet] [--pass-through]";

/// Extra room in the response output buffer for host names longer than the ones they replace.
const REWRITE_SLACK: usize = 64 * 1024;

/// One upstream broker and the listener that stands for it.
struct Route {
    upstream: String,
    upstream_host: String,
    upstream_port: i32,
    listen_host: String,
    listen_port: i32,
}

struct Config {
    routes: Vec<Route>,
    stats: Option<PathBuf>,
    ready: Option<PathBuf>,
    dump_dir: Option<PathBuf>,
    capture: Option<PathBuf>,
    max_frame: usize,
    quiet: bool,
    /// Decode only headers and the responses that are rewritten (`--pass-through`).
    pass_through: bool,
    /// Requests one connection may have waiting for responses (`--max-in-flight`, at most
    /// [`IN_FLIGHT`]); past it, the client's next request waits for a response.
    max_in_flight: usize,
}

/// Counts for one direction of one API.
#[derive(Clone, Copy, Default)]
struct DirCounts {
    seen: u64,
    decoded: u64,
    failed: u64,
    unknown: u64,
    reencode_diff: u64,
}

#[derive(Clone, Copy, Default)]
struct ApiCounts {
    requests: DirCounts,
    responses: DirCounts,
    rewritten: u64,
}

/// Frames of one API version: requests seen and decoded, responses seen and decoded.
#[derive(Clone, Copy, Default)]
struct VersionCounts {
    requests: u64,
    requests_decoded: u64,
    responses: u64,
    responses_decoded: u64,
}

#[derive(Default)]
struct Stats {
    apis: BTreeMap<i16, ApiCounts>,
    /// Per (API key, version): what the `v` lines of the stats file list.
    versions: BTreeMap<(i16, i16), VersionCounts>,
    connections_open: u64,
    connections_total: u64,
    upstream_connect_errors: u64,
    framing_errors: u64,
    uncorrelated_responses: u64,
    /// Requests the correlation tracker refused (full, or a correlation id already in flight).
    tracker_errors: u64,
    /// Requests still waiting for their response when their connection closed.
    unanswered_requests: u64,
    /// Requests held back until a response freed a slot (the client had `--max-in-flight` waiting).
    in_flight_waits: u64,
    unmapped_brokers: u64,
    rewrite_errors: u64,
    /// Requests with bytes after their body, which Kafka's broker ignores.
    requests_trailing_bytes: u64,
    /// Responses with bytes after their body, which Kafka's client ignores.
    responses_trailing_bytes: u64,
    /// Requests whose re-encoding differs only by the canonical forms of `kafka_view::roundtrip`
    /// (Kafka reads them alike): forwarded as sent, not counted in `reencode_diff`.
    requests_canonicalised: u64,
    /// Responses likewise.
    responses_canonicalised: u64,
    dumps: u64,
    /// Client connections accepted per map, in `--map` order.
    route_connections: Vec<u64>,
    changed: bool,
}

struct Shared {
    config: Config,
    stats: Mutex<Stats>,
    next_conn: AtomicU64,
    capture: Option<Mutex<std::fs::File>>,
}

impl Shared {
    fn stats(&self) -> MutexGuard<'_, Stats> {
        // A thread that panicked while counting leaves counts that are still worth printing.
        self.stats.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn count(&self, key: ApiKey, f: impl FnOnce(&mut ApiCounts)) {
        let mut s = self.stats();
        f(s.apis.entry(key.0).or_default());
        s.changed = true;
    }

    /// Counts one frame of `key` at `version`: a request or a response, decoded or not.
    fn count_version(&self, key: ApiKey, version: i16, response: bool, decoded: bool) {
        let mut s = self.stats();
        let v = s.versions.entry((key.0, version)).or_default();
        if response {
            v.responses += 1;
            v.responses_decoded += u64::from(decoded);
        } else {
            v.requests += 1;
            v.requests_decoded += u64::from(decoded);
        }
        s.changed = true;
    }

    fn bump(&self, f: impl FnOnce(&mut Stats)) {
        let mut s = self.stats();
        f(&mut s);
        s.changed = true;
    }

    fn log(&self, line: &str) {
        if !self.config.quiet {
            let _ = writeln!(std::io::stdout().lock(), "{line}");
        }
    }

    /// Saves a frame that failed to decode or to round-trip, as hex, with what went wrong.
    fn dump(&self, what: &str, key: ApiKey, version: i16, frame: &[u8], error: &str) {
        let Some(dir) = &self.config.dump_dir else {
            return;
        };
        let n = {
            let mut s = self.stats();
            s.dumps += 1;
            s.dumps
        };
        let mut text = format!(
            "# {what} {} v{version} ({} bytes): {error}\n",
            key,
            frame.len()
        );
        for row in frame.chunks(32) {
            for b in row {
                let _ = write!(text, "{b:02x}");
            }
            text.push('\n');
        }
        let path = dir.join(format!("{n:04}-{what}-{}-v{version}.hex", key.0));
        if let Err(e) = std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&path, text)) {
            eprintln!("proxy: cannot write {}: {e}", path.display());
        }
    }

    fn capture(&self, arrow: char, key: ApiKey, version: i16, id: u64, frame: &[u8]) {
        let Some(file) = &self.capture else {
            return;
        };
        let mut line = format!("{arrow} {} {version} c{id} ", key.0);
        for b in frame {
            let _ = write!(line, "{b:02x}");
        }
        line.push('\n');
        let mut file = file.lock().unwrap_or_else(|e| e.into_inner());
        if let Err(e) = file.write_all(line.as_bytes()) {
            eprintln!("proxy: capture: {e}");
        }
    }

    fn write_stats(&self) {
        let Some(path) = &self.config.stats else {
            return;
        };
        // The lock is held while writing, so two writers never share the temporary file.
        let mut s = self.stats();
        s.changed = false;
        let tmp = path.with_extension("tmp");
        let written =
            std::fs::write(&tmp, render_stats(&s)).and_then(|()| std::fs::rename(&tmp, path));
        if let Err(e) = written {
            eprintln!("proxy: cannot write {}: {e}", path.display());
        }
    }
}

fn render_stats(s: &Stats) -> String {
    let mut out = String::new();
    let total = |f: fn(&ApiCounts) -> u64| s.apis.values().map(f).sum::<u64>();
    let _ = writeln!(out, "connections_open {}", s.connections_open);
    let _ = writeln!(out, "connections_total {}", s.connections_total);
    let _ = writeln!(out, "upstream_connect_errors {}", s.upstream_connect_errors);
    let _ = writeln!(out, "framing_errors {}", s.framing_errors);
    let _ = writeln!(out, "uncorrelated_responses {}", s.uncorrelated_responses);
    let _ = writeln!(out, "tracker_errors {}", s.tracker_errors);
    let _ = writeln!(out, "unanswered_requests {}", s.unanswered_requests);
    let _ = writeln!(out, "in_flight_waits {}", s.in_flight_waits);
    let _ = writeln!(out, "unmapped_brokers {}", s.unmapped_brokers);
    let _ = writeln!(out, "rewrite_errors {}", s.rewrite_errors);
    let _ = writeln!(out, "requests_seen {}", total(|c| c.requests.seen));
    let _ = writeln!(out, "requests_failed {}", total(|c| c.requests.failed));
    let _ = writeln!(out, "requests_unknown {}", total(|c| c.requests.unknown));
    let _ = writeln!(out, "requests_trailing_bytes {}", s.requests_trailing_bytes);
    let _ = writeln!(out, "responses_seen {}", total(|c| c.responses.seen));
    let _ = writeln!(out, "responses_failed {}", total(|c| c.responses.failed));
    let _ = writeln!(
        out,
        "responses_trailing_bytes {}",
        s.responses_trailing_bytes
    );
    let _ = writeln!(out, "responses_unknown {}", total(|c| c.responses.unknown));
    let _ = writeln!(out, "requests_canonicalised {}", s.requests_canonicalised);
    let _ = writeln!(out, "responses_canonicalised {}", s.responses_canonicalised);
    let _ = writeln!(
        out,
        "reencode_diff {}",
        total(|c| c.requests.reencode_diff + c.responses.reencode_diff)
    );
    let _ = writeln!(out, "rewritten {}", total(|c| c.rewritten));
    for (index, n) in s.route_connections.iter().enumerate() {
        let _ = writeln!(out, "route_connections{index} {n}");
    }
    let _ = writeln!(
        out,
        "{:<22} {:>4} {:>7} {:>7} {:>5} {:>5} {:>7} {:>7} {:>5} {:>5} {:>6} {:>6}",
        "#api",
        "key",
        "req",
        "req_ok",
        "fail",
        "unkn",
        "resp",
        "resp_ok",
        "fail",
        "unkn",
        "rewrt",
        "rediff"
    );
    for (key, c) in &s.apis {
        let key = ApiKey(*key);
        let (q, r) = (c.requests, c.responses);
        let _ = writeln!(
            out,
            "{:<22} {:>4} {:>7} {:>7} {:>5} {:>5} {:>7} {:>7} {:>5} {:>5} {:>6} {:>6}",
            key.name().unwrap_or("unknown"),
            key.0,
            q.seen,
            q.decoded,
            q.failed,
            q.unknown,
            r.seen,
            r.decoded,
            r.failed,
            r.unknown,
            c.rewritten,
            q.reencode_diff + r.reencode_diff
        );
    }
    let _ = writeln!(out, "#v key version requests decoded responses decoded");
    for ((key, version), v) in &s.versions {
        let _ = writeln!(
            out,
            "v {key} {version} {} {} {} {}",
            v.requests, v.requests_decoded, v.responses, v.responses_decoded
        );
    }
    out
}

fn split_host_port(s: &str) -> Result<(String, i32), String> {
    let (host, port) = s
        .rsplit_once(':')
        .ok_or_else(|| format!("{s}: expected HOST:PORT"))?;
    let port: u16 = port
        .parse()
        .map_err(|_| format!("{s}: bad port {port:?}"))?;
    Ok((host.to_string(), i32::from(port)))
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Config, String> {
    let mut config = Config {
        routes: Vec::new(),
        stats: None,
        ready: None,
        dump_dir: None,
        capture: None,
        max_frame: 1 << 20,
        quiet: false,
        pass_through: false,
        max_in_flight: IN_FLIGHT,
    };
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--map" => {
                let v = value()?;
                let (up, listen) = v
                    .split_once('=')
                    .ok_or_else(|| format!("--map {v}: expected UPSTREAM=LISTEN"))?;
                let (upstream_host, upstream_port) = split_host_port(up)?;
                let (listen_host, listen_port) = split_host_port(listen)?;
                config.routes.push(Route {
                    upstream: up.to_string(),
                    upstream_host,
                    upstream_port,
                    listen_host,
                    listen_port,
                });
            }
            "--stats" => config.stats = Some(value()?.into()),
            "--ready" => config.ready = Some(value()?.into()),
            "--dump-dir" => config.dump_dir = Some(value()?.into()),
            "--capture" => config.capture = Some(value()?.into()),
            "--max-frame" => {
                let v = value()?;
                config.max_frame = v.parse().map_err(|_| format!("--max-frame {v}"))?;
            }
            "--max-in-flight" => {
                let v = value()?;
                config.max_in_flight = v
                    .parse()
                    .ok()
                    .filter(|n| (1..=IN_FLIGHT).contains(n))
                    .ok_or_else(|| format!("--max-in-flight {v}: expected 1 to {IN_FLIGHT}"))?;
            }
            "--quiet" => config.quiet = true,
            "--pass-through" => config.pass_through = true,
            _ => return Err(format!("unknown argument {arg:?}")),
        }
    }
    if config.routes.is_empty() {
        return Err("at least one --map is needed".into());
    }
    Ok(config)
}

fn main() -> ExitCode {
    let mut config = match parse_args(std::env::args().skip(1)) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("proxy: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    // Bind every listener first, so rewrites can name the ports actually bound.
    let mut listeners = Vec::new();
    for route in &mut config.routes {
        let addr = format!("{}:{}", route.listen_host, route.listen_port);
        match TcpListener::bind(&addr) {
            Ok(l) => {
                if let Ok(local) = l.local_addr() {
                    route.listen_port = i32::from(local.port());
                }
                listeners.push(l);
            }
            Err(e) => {
                eprintln!("proxy: cannot listen on {addr}: {e}");
                return ExitCode::from(1);
            }
        }
    }
    let mut ready = String::new();
    for r in &config.routes {
        let _ = writeln!(ready, "{}={}:{}", r.upstream, r.listen_host, r.listen_port);
        eprintln!(
            "proxy: {}:{} -> {}",
            r.listen_host, r.listen_port, r.upstream
        );
    }
    if let Some(path) = &config.ready {
        let tmp = path.with_extension("tmp");
        if let Err(e) = std::fs::write(&tmp, &ready).and_then(|()| std::fs::rename(&tmp, path)) {
            eprintln!("proxy: cannot write {}: {e}", path.display());
            return ExitCode::from(1);
        }
    }
    let routes = config.routes.len();
    let capture = match &config.capture {
        None => None,
        Some(path) => match std::fs::File::create(path) {
            Ok(f) => Some(Mutex::new(f)),
            Err(e) => {
                eprintln!("proxy: cannot create {}: {e}", path.display());
                return ExitCode::from(1);
            }
        },
    };
    let shared = Arc::new(Shared {
        config,
        stats: Mutex::new(Stats {
            route_connections: vec![0; routes],
            changed: true,
            ..Stats::default()
        }),
        next_conn: AtomicU64::new(1),
        capture,
    });
    {
        let shared = Arc::clone(&shared);
        thread::spawn(move || loop {
            if shared.stats().changed {
                shared.write_stats();
            }
            thread::sleep(Duration::from_millis(200));
        });
    }
    let mut accept_threads = Vec::new();
    for (index, listener) in listeners.into_iter().enumerate() {
        let shared = Arc::clone(&shared);
        accept_threads.push(thread::spawn(move || {
            for client in listener.incoming() {
                match client {
                    Ok(client) => {
                        let shared = Arc::clone(&shared);
                        thread::spawn(move || connection(client, index, &shared));
                    }
                    Err(e) => eprintln!("proxy: accept: {e}"),
                }
            }
        }));
    }
    for t in accept_threads {
        let _ = t.join();
    }
    ExitCode::SUCCESS
}

/// Most requests one client connection may have waiting for responses: the tracker's capacity, and
/// the default and largest `--max-in-flight`. librdkafka's `max.in.flight` is 1,000,000 by default
/// (five with idempotence), and its producer pipelines hundreds of Produce requests on a fast machine.
const IN_FLIGHT: usize = 256;

/// When a request in flight was forwarded and how big it was, for its exchange's log line.
#[derive(Clone, Copy)]
struct Timing {
    correlation_id: i32,
    sent: Instant,
    request_size: usize,
}

/// One client connection's requests in flight: the crate's correlation [`Tracker`] (API key and
/// version, so responses can be decoded) and, beside it, what the log line needs.
struct InFlightState {
    tracker: Tracker<IN_FLIGHT>,
    timings: [Option<Timing>; IN_FLIGHT],
    client_id: String,
    /// The response pump has ended: no slot will be freed any more.
    responses_ended: bool,
}

/// A connection's requests in flight, shared by its two pumps. When `--max-in-flight` requests
/// are waiting, the request pump stops reading from the client until the response pump completes
/// one (`room`): the client is slowed down as a broker's socket buffer would slow it, and no
/// request is forwarded untracked.
struct Pending {
    state: Mutex<InFlightState>,
    room: Condvar,
}

impl Pending {
    fn lock(&self) -> MutexGuard<'_, InFlightState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The state, once fewer than `max` requests are in flight; an error if the response pump
    /// ended first (the broker closed the connection, so the request has nowhere to go, and the
    /// request pump stops).
    fn lock_with_room(
        &self,
        shared: &Shared,
        max: usize,
    ) -> std::io::Result<MutexGuard<'_, InFlightState>> {
        let mut state = self.lock();
        if state.tracker.len() >= max && !state.responses_ended {
            shared.bump(|s| s.in_flight_waits += 1);
        }
        while state.tracker.len() >= max && !state.responses_ended {
            state = self.room.wait(state).unwrap_or_else(|e| e.into_inner());
        }
        if state.tracker.len() >= max {
            return Err(std::io::Error::new(
                std::io::ErrorKind::BrokenPipe,
                "the broker closed the connection while requests were waiting for a slot",
            ));
        }
        Ok(state)
    }

    /// Called by the response pump after it completed a request, and once when it ends.
    fn freed(&self) {
        self.room.notify_all();
    }
}

fn connection(client: TcpStream, route: usize, shared: &Shared) {
    let id = shared.next_conn.fetch_add(1, Ordering::Relaxed);
    let Some(r) = shared.config.routes.get(route) else {
        return;
    };
    let upstream = match TcpStream::connect(&r.upstream) {
        Ok(u) => u,
        Err(e) => {
            eprintln!("proxy: [c{id}] cannot reach {}: {e}", r.upstream);
            shared.bump(|s| s.upstream_connect_errors += 1);
            return;
        }
    };
    let _ = client.set_nodelay(true);
    let _ = upstream.set_nodelay(true);
    let (Ok(client2), Ok(upstream2)) = (client.try_clone(), upstream.try_clone()) else {
        return;
    };
    shared.bump(|s| {
        s.connections_open += 1;
        s.connections_total += 1;
        if let Some(n) = s.route_connections.get_mut(route) {
            *n += 1;
        }
    });
    let pending = Pending {
        state: Mutex::new(InFlightState {
            tracker: Tracker::new(),
            timings: [None; IN_FLIGHT],
            client_id: String::new(),
            responses_ended: false,
        }),
        room: Condvar::new(),
    };
    thread::scope(|scope| {
        let pending = &pending;
        scope.spawn(move || {
            pump(shared, id, upstream2, client2, |frame, dst, scratch| {
                on_response(shared, id, pending, frame, dst, scratch)
            });
            pending.lock().responses_ended = true;
            pending.freed();
        });
        pump(shared, id, client, upstream, |frame, dst, scratch| {
            on_request(shared, id, pending, frame, dst, scratch)
        });
    });
    let unanswered = pending.lock().tracker.len() as u64;
    shared.bump(|s| {
        s.connections_open -= 1;
        s.unanswered_requests += unanswered;
    });
    shared.write_stats();
}

/// Reads frames from `src` into a fixed buffer and hands each whole one to `handle`, which forwards it
/// to `dst`. When either side is done, the connection is shut down both ways.
fn pump(
    shared: &Shared,
    id: u64,
    mut src: TcpStream,
    mut dst: TcpStream,
    mut handle: impl FnMut(&[u8], &mut TcpStream, &mut [u8]) -> std::io::Result<()>,
) {
    let framing = Framing {
        max_size: shared.config.max_frame,
    };
    let mut buf = vec![0u8; shared.config.max_frame + 4];
    let mut scratch = vec![0u8; shared.config.max_frame + 4 + REWRITE_SLACK];
    let mut filled = 0;
    'read: loop {
        let n = match src.read(&mut buf[filled..]) {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        filled += n;
        let mut start = 0;
        loop {
            match framing.split(&buf[start..filled]) {
                Ok(Status::Complete { frame, .. }) => {
                    if let Err(e) = handle(frame, &mut dst, &mut scratch) {
                        eprintln!("proxy: [c{id}] write: {e}");
                        break 'read;
                    }
                    start += frame.len();
                }
                Ok(Status::Partial { .. }) => break,
                Err(e) => {
                    eprintln!("proxy: [c{id}] framing: {e}");
                    shared.bump(|s| s.framing_errors += 1);
                    break 'read;
                }
            }
        }
        // Only a frame's unread tail moves to the front, and only once frames before it were handled:
        // a large frame arriving in many reads stays where it is.
        if start > 0 {
            buf.copy_within(start..filled, 0);
            filled -= start;
        }
    }
    let _ = src.shutdown(Shutdown::Both);
    let _ = dst.shutdown(Shutdown::Both);
}

/// How a decoded frame's re-encoding compares with the frame as it came.
enum Reencoded {
    /// The same bytes.
    Same,
    /// Other bytes, every difference one of the canonical forms Kafka's reader accepts.
    Canonical(Changes),
    /// Other bytes that no rule explains, or no re-encoding at all: why.
    Differs(String),
}

/// Compares the re-encoding `encoded` (into `scratch`) with `frame`, asking `explain` about a
/// difference.
fn reencode(
    encoded: Result<usize, kafka_view::error::EncodeError>,
    scratch: &[u8],
    frame: &[u8],
    explain: impl FnOnce(&[u8]) -> Result<Changes, kafka_view::roundtrip::RoundTripError>,
) -> Reencoded {
    let out = match encoded {
        Ok(n) => &scratch[..n],
        Err(e) => return Reencoded::Differs(e.to_string()),
    };
    if out == frame {
        return Reencoded::Same;
    }
    match explain(out) {
        Ok(changes) if !changes.is_empty() => Reencoded::Canonical(changes),
        Ok(_) => Reencoded::Differs("other bytes, but no field changed".into()),
        Err(e) => Reencoded::Differs(e.to_string()),
    }
}

/// "negative length x1, bool x2".
fn describe(changes: &Changes) -> String {
    let parts: Vec<String> = Rule::ALL
        .iter()
        .filter(|&&r| changes.get(r) > 0)
        .map(|&r| format!("{r} x{}", changes.get(r)))
        .collect();
    parts.join(", ")
}

fn on_request(
    shared: &Shared,
    id: u64,
    pending: &Pending,
    frame: &[u8],
    dst: &mut TcpStream,
    scratch: &mut [u8],
) -> std::io::Result<()> {
    if shared.config.pass_through {
        return pass_request(shared, id, pending, frame, dst);
    }
    let sent = Instant::now();
    let (api_key, api_version, correlation_id, client_id, expects_response) = match decode_request(
        frame,
    ) {
        Ok(f) => {
            let h = f.header;
            let reencoded = reencode(f.encode(scratch), scratch, frame, |out| {
                explain_request(frame, out)
            });
            if !f.trailing.is_empty() {
                shared.log(&format!(
                    "[c{id}] {} v{} corr={}: {} bytes after the body (Kafka ignores them; forwarded)",
                    h.api_key,
                    h.api_version,
                    h.correlation_id,
                    f.trailing.len()
                ));
                shared.bump(|s| s.requests_trailing_bytes += 1);
            }
            let same = match &reencoded {
                Reencoded::Same => true,
                Reencoded::Canonical(changes) => {
                    shared.log(&format!(
                        "[c{id}] {} v{} corr={}: re-encodes to Kafka's canonical form ({}); \
                         forwarded as sent",
                        h.api_key,
                        h.api_version,
                        h.correlation_id,
                        describe(changes)
                    ));
                    shared.bump(|s| s.requests_canonicalised += 1);
                    true
                }
                Reencoded::Differs(e) => {
                    shared.dump("request-reencode", h.api_key, h.api_version, frame, e);
                    false
                }
            };
            shared.count_version(h.api_key, h.api_version, false, true);
            shared.count(h.api_key, |c| {
                c.requests.seen += 1;
                c.requests.decoded += 1;
                c.requests.reencode_diff += u64::from(!same);
            });
            // A Produce with acks 0 gets no response.
            let expects = !matches!(f.body, Request::Produce(p) if p.acks == 0);
            (
                h.api_key,
                h.api_version,
                h.correlation_id,
                h.client_id,
                expects,
            )
        }
        Err(e) => match peek_request(frame) {
            Ok(p) => {
                let unknown = p.header_version.is_none();
                if !unknown {
                    shared.dump("request", p.api_key, p.api_version, frame, &e.to_string());
                    shared.log(&format!(
                        "[c{id}] {} v{} corr={}: request does not decode: {e}",
                        p.api_key, p.api_version, p.correlation_id
                    ));
                }
                shared.count_version(p.api_key, p.api_version, false, false);
                shared.count(p.api_key, |c| {
                    c.requests.seen += 1;
                    c.requests.unknown += u64::from(unknown);
                    c.requests.failed += u64::from(!unknown);
                });
                (
                    p.api_key,
                    p.api_version,
                    p.correlation_id,
                    p.client_id,
                    true,
                )
            }
            Err(e2) => {
                shared.dump("request", ApiKey(-1), -1, frame, &e2.to_string());
                shared.log(&format!("[c{id}] request header does not decode: {e2}"));
                shared.count(ApiKey(-1), |c| {
                    c.requests.seen += 1;
                    c.requests.failed += 1;
                });
                return dst.write_all(frame);
            }
        },
    };
    shared.capture('>', api_key, api_version, id, frame);
    if expects_response {
        let mut state = pending.lock_with_room(shared, shared.config.max_in_flight)?;
        match state.tracker.register(correlation_id, api_key, api_version) {
            Ok(()) => {
                if let Some(slot) = state.timings.iter_mut().find(|t| t.is_none()) {
                    *slot = Some(Timing {
                        correlation_id,
                        sent,
                        request_size: frame.len(),
                    });
                }
                if let Some(c) = client_id.filter(|c| *c != state.client_id) {
                    state.client_id = c.to_string();
                }
            }
            Err(e) => {
                shared.log(&format!("[c{id}] {api_key} v{api_version}: {e}"));
                shared.bump(|s| s.tracker_errors += 1);
            }
        }
    } else {
        shared.log(&format!(
            "[c{id}] {api_key} v{api_version} corr={correlation_id} client={} req={}B (no response expected)",
            client_id.unwrap_or("-"),
            frame.len()
        ));
    }
    dst.write_all(frame)
}

/// Points the brokers a Metadata, FindCoordinator or DescribeCluster response names at their
/// listeners; returns the rewritten frame (in `scratch`). Counts the rewrite or its failure.
fn rewrite<'s>(
    shared: &Shared,
    key: ApiKey,
    version: i16,
    frame: &[u8],
    scratch: &'s mut [u8],
) -> Result<(kafka_view::proxy::Rewritten, &'s [u8]), String> {
    let map = |node_id: i32, host: &str, port: i32| {
        let route = shared
            .config
            .routes
            .iter()
            .find(|r| r.upstream_host == host && r.upstream_port == port);
        // Error answers carry placeholders (node id -1, empty host): nothing to map.
        if route.is_none() && node_id >= 0 && !host.is_empty() {
            shared.bump(|s| s.unmapped_brokers += 1);
        }
        route.map(|r| (r.listen_host.as_str(), r.listen_port))
    };
    match rewrite_endpoints(frame, key, version, map, scratch) {
        Ok(r) => {
            shared.count(key, |c| c.rewritten += 1);
            let len = r.len;
            scratch
                .get(..len)
                .map(|out| (r, out))
                .ok_or_else(|| "rewritten frame longer than the buffer".to_owned())
        }
        Err(e) => {
            shared.bump(|s| s.rewrite_errors += 1);
            Err(e.to_string())
        }
    }
}

/// Pass-through mode, client to broker: the header is read (`peek_request`, any API and version),
/// acks=0 Produce requests are told apart (they get no response), the request is remembered for
/// its response and the frame is forwarded as it came. Nothing else is decoded.
fn pass_request(
    shared: &Shared,
    id: u64,
    pending: &Pending,
    frame: &[u8],
    dst: &mut TcpStream,
) -> std::io::Result<()> {
    match peek_request(frame) {
        Ok(p) => {
            shared.count_version(p.api_key, p.api_version, false, false);
            // A Produce body too short to say its acks is the broker's to refuse; expect an answer.
            if expects_response(&p).unwrap_or(true) {
                let mut state = pending.lock_with_room(shared, shared.config.max_in_flight)?;
                if let Err(e) = state.tracker.register_request(&p) {
                    drop(state);
                    shared.log(&format!("[c{id}] {} v{}: {e}", p.api_key, p.api_version));
                    shared.bump(|s| s.tracker_errors += 1);
                }
            }
        }
        Err(e) => {
            shared.log(&format!("[c{id}] request header does not decode: {e}"));
            shared.count(ApiKey(-1), |c| {
                c.requests.seen += 1;
                c.requests.failed += 1;
            });
        }
    }
    dst.write_all(frame)
}

/// Pass-through mode, broker to client: the correlation id pairs the response with its request;
/// Metadata, FindCoordinator and DescribeCluster responses are decoded and rewritten, every other
/// frame is forwarded as it came.
fn pass_response(
    shared: &Shared,
    id: u64,
    pending: &Pending,
    frame: &[u8],
    dst: &mut TcpStream,
    scratch: &mut [u8],
) -> std::io::Result<()> {
    let entry = peek_response(frame)
        .map_err(ProxyError::from)
        .and_then(|c| {
            let entry = pending.lock().tracker.complete(c)?;
            pending.freed();
            Ok(entry)
        });
    let entry = match entry {
        Ok(e) => e,
        Err(e) => {
            shared.log(&format!("[c{id}] response answers no request: {e}"));
            shared.bump(|s| s.uncorrelated_responses += 1);
            return dst.write_all(frame);
        }
    };
    let (key, version) = (entry.api_key, entry.api_version);
    shared.count_version(key, version, true, false);
    if has_endpoints(key) && entry.decodable() {
        if let Ok((_, out)) = rewrite(shared, key, version, frame, scratch) {
            return dst.write_all(out);
        }
    }
    dst.write_all(frame)
}

fn on_response(
    shared: &Shared,
    id: u64,
    pending: &Pending,
    frame: &[u8],
    dst: &mut TcpStream,
    scratch: &mut [u8],
) -> std::io::Result<()> {
    if shared.config.pass_through {
        return pass_response(shared, id, pending, frame, dst, scratch);
    }
    let taken = peek_response(frame)
        .map_err(ProxyError::from)
        .and_then(|c| {
            let mut state = pending.lock();
            let entry = state.tracker.complete(c)?;
            pending.freed();
            let timing = state
                .timings
                .iter_mut()
                .find(|t| matches!(t, Some(t) if t.correlation_id == c))
                .and_then(Option::take);
            Ok((entry, timing, state.client_id.clone()))
        });
    let (entry, timing, client_id) = match taken {
        Ok(t) => t,
        Err(e) => {
            shared.log(&format!("[c{id}] response answers no request: {e}"));
            shared.bump(|s| s.uncorrelated_responses += 1);
            return dst.write_all(frame);
        }
    };
    let (key, version) = (entry.api_key, entry.api_version);
    shared.capture('<', key, version, id, frame);
    let mut note = String::new();
    let mut out: &[u8] = frame;
    let decoded = if !entry.decodable() {
        None
    } else if key == ApiKey::API_VERSIONS {
        // An UNSUPPORTED_VERSION answer has a v0 body whatever the request's version.
        Some(decode_api_versions_response(frame, version).map(|d| (d.frame, d.body_version)))
    } else {
        Some(decode_response(frame, key, version).map(|f| (f, version)))
    };
    match decoded {
        None => {
            note.push_str(" (not decoded: unknown api or version)");
            shared.count_version(key, version, true, false);
            shared.count(key, |c| {
                c.responses.seen += 1;
                c.responses.unknown += 1;
            });
        }
        Some(Ok((f, body_version))) => {
            if body_version != version {
                let _ = write!(note, " (v{body_version} body)");
            }
            if !f.trailing.is_empty() {
                let _ = write!(
                    note,
                    " ({} bytes after the body, which Kafka ignores; forwarded)",
                    f.trailing.len()
                );
                shared.bump(|s| s.responses_trailing_bytes += 1);
            }
            let reencoded = reencode(f.encode(scratch), scratch, frame, |out| {
                explain_response(frame, key, f.api_version, out)
            });
            let same = match &reencoded {
                Reencoded::Same => true,
                Reencoded::Canonical(changes) => {
                    let _ = write!(note, " (canonical form: {})", describe(changes));
                    shared.bump(|s| s.responses_canonicalised += 1);
                    true
                }
                Reencoded::Differs(e) => {
                    shared.dump("response-reencode", key, version, frame, e);
                    note.push_str(" REENCODE-DIFF");
                    false
                }
            };
            shared.count_version(key, version, true, true);
            shared.count(key, |c| {
                c.responses.seen += 1;
                c.responses.decoded += 1;
                c.responses.reencode_diff += u64::from(!same);
            });
            if has_endpoints(key) {
                match rewrite(shared, key, version, frame, scratch) {
                    Ok((r, rewritten)) => {
                        out = rewritten;
                        let _ = write!(
                            note,
                            " rewrote {} endpoints ({} of {}B copied as they were)",
                            r.changed, r.copied, r.len
                        );
                    }
                    Err(e) => {
                        let _ = write!(note, " REWRITE FAILED: {e}");
                    }
                }
            }
        }
        Some(Err(e)) => {
            shared.dump("response", key, version, frame, &e.to_string());
            let _ = write!(note, " RESPONSE DOES NOT DECODE: {e}");
            shared.count_version(key, version, true, false);
            shared.count(key, |c| {
                c.responses.seen += 1;
                c.responses.failed += 1;
            });
        }
    }
    let (request_size, latency) = timing.map_or((0, 0.0), |t| {
        (t.request_size, t.sent.elapsed().as_secs_f64() * 1000.0)
    });
    shared.log(&format!(
        "[c{id}] {key} v{version} corr={} client={} req={request_size}B resp={}B {latency:.2}ms{note}",
        entry.correlation_id,
        if client_id.is_empty() { "-" } else { &client_id },
        frame.len(),
    ));
    dst.write_all(out)
}

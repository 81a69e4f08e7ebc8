//! `kafka-fuzz`: fuzzes a live Kafka broker; see `kafka-fuzz --help` and docs/fuzzing.md.
//!
//! ```text
//! kafka-fuzz broker --target 127.0.0.1:9092 --duration 60 --out findings
//! kafka-fuzz broker --target 127.0.0.1:9093 --sasl SCRAM-SHA-256 --user alice --password alice-secret
//! kafka-fuzz replay findings/001-health-DescribeGroups-v0
//! kafka-fuzz client --duration 600 --out findings -- kcat -b {bootstrap} -L -m 5
//! kafka-fuzz replay findings/001-crash-Metadata-v12 -- kcat -b {bootstrap} -L -m 5
//! ```
#![cfg_attr(
    not(test),
    deny(
        clippy::indexing_slicing,
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic
    )
)]

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};
use kafka_fuzz::client::{self, defaults as client_defaults, is_client_finding, ClientOptions};
use kafka_fuzz::finding::{minimise, replay, ReplayOptions};
use kafka_fuzz::run::{defaults, run, Options};
use kafka_fuzz::wire::Sasl;

#[derive(Parser)]
#[command(
    name = "kafka-fuzz",
    version,
    about = "Fuzzes a live Kafka broker, or a Kafka client, with field-aware mutants"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Fuzz a broker: every API and version it offers that kafka-view has samples for.
    Broker(BrokerArgs),
    /// Play a broker to a client: start it (`-- CMD ARGS...`, `{bootstrap}` replaced by the
    /// listener's HOST:PORT, also in $KAFKA_FUZZ_BOOTSTRAP), answer it validly, then mutate a
    /// share of the responses; its crash, signal, hang or memory is a finding. The client is
    /// started again whenever it exits.
    Client(ClientArgs),
    /// Send a saved finding's frames again and say whether its oracle fires again (exit 0 if it
    /// does, 1 if not); a client finding's mutated responses are served to a fresh run of its
    /// client (`-- CMD ARGS...`, default the command line the finding names).
    Replay(ReplayArgs),
    /// Delta-debug a finding's frames: the fewest whose replay still makes its oracle fire,
    /// written to DIR-min. The health and exit oracles take the target down: they need --restart.
    /// A client finding's mutated responses are minimised the same way, each try a fresh client run.
    Minimise(MinimiseArgs),
}

/// The target and how to reach it.
#[derive(Args)]
struct TargetArgs {
    /// The broker's HOST:PORT.
    #[arg(long)]
    target: Option<String>,
    /// Allow a target outside 127.0.0.0/8 and ::1 (only a broker you own).
    #[arg(long)]
    allow_remote: bool,
    /// Log in on every connection: PLAIN, SCRAM-SHA-256 or SCRAM-SHA-512.
    #[arg(long, requires_all = ["user", "password"])]
    sasl: Option<String>,
    /// The SASL user.
    #[arg(long)]
    user: Option<String>,
    /// The SASL password.
    #[arg(long)]
    password: Option<String>,
    /// Seconds a request waits for its answer.
    #[arg(long, default_value_t = defaults::TIMEOUT)]
    timeout: f64,
    /// Fresh connections per health check (one per broker network thread).
    #[arg(long, default_value_t = defaults::HEALTH_CONNECTIONS)]
    health_connections: usize,
    /// Seconds a health check's connections wait for ApiVersions.
    #[arg(long, default_value_t = defaults::HEALTH_TIMEOUT)]
    health_timeout: f64,
    /// The target's process id: its exit is a finding; when it is a JVM on this machine, so are
    /// a full GC and a jump of its old generation (the heap oracle, read with jstat).
    #[arg(long)]
    pid: Option<u32>,
    /// The target's log: a line in it with an OutOfMemoryError, an uncaught exception or an
    /// exception that escaped a request handler is a finding.
    #[arg(long)]
    log: Option<PathBuf>,
    /// A health check this many times slower than its baseline is a finding.
    #[arg(long, default_value_t = defaults::LATENCY_FACTOR)]
    latency_factor: f64,
    /// ...and slower than this many seconds.
    #[arg(long, default_value_t = defaults::LATENCY_FLOOR)]
    latency_floor: f64,
    /// With --pid, the heap oracle (jstat -gc on that JVM) fires when the old generation grows
    /// by more than this many MiB between two samples, or on a full GC.
    #[arg(long, default_value_t = defaults::HEAP_GROWTH_MB)]
    heap_growth_mb: f64,
    /// Seconds between the heap oracle's samples.
    #[arg(long, default_value_t = defaults::HEAP_INTERVAL)]
    heap_interval: f64,
    /// No heap oracle, even with --pid.
    #[arg(long)]
    no_heap: bool,
}

/// What bounds a run, what seeds it and where it reports: the same in both modes.
#[derive(Args)]
struct RunArgs {
    /// Stop after this many seconds.
    #[arg(long, default_value_t = defaults::DURATION)]
    duration: f64,
    /// Stop after this many frames (requests sent to a broker, responses served to a client).
    #[arg(long, default_value_t = defaults::MAX_FRAMES)]
    max_frames: u64,
    /// Seeds the choice of mutants (against a broker with --connections 1, the same outcomes give
    /// the same mutants; outcomes include latency classes, so runs can drift apart).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Where findings are saved, one directory each.
    #[arg(long, default_value = defaults::OUT)]
    out: PathBuf,
    /// Seconds between progress lines (0: none).
    #[arg(long, default_value_t = defaults::PROGRESS)]
    progress: f64,
    /// Print the summary as one JSON object instead of text (progress and findings still go to
    /// standard error as text).
    #[arg(long)]
    json: bool,
}

/// Prints a run's summary, as text or (`--json`) as JSON.
fn print_summary(
    json: bool,
    text: &dyn std::fmt::Display,
    value: impl FnOnce() -> serde_json::Value,
) {
    if json {
        println!("{:#}", value());
    } else {
        print!("{text}");
    }
}

#[derive(Args)]
struct BrokerArgs {
    #[command(flatten)]
    target: TargetArgs,
    #[command(flatten)]
    run: RunArgs,
    /// Connections sending at once.
    #[arg(long, default_value_t = defaults::CONNECTIONS)]
    connections: usize,
    /// Requests in flight on each connection (more than 1 loses the frames behind one the
    /// broker closes the connection on).
    #[arg(long, default_value_t = defaults::DEPTH)]
    depth: usize,
    /// Captured traffic to seed from as well (`> KEY VERSION HEX` lines, as in
    /// tests/data/broker_traffic.txt).
    #[arg(long)]
    seeds: Option<PathBuf>,
}

#[derive(Args)]
struct ClientArgs {
    #[command(flatten)]
    run: RunArgs,
    /// The address to listen on (loopback only; port 0 picks a free port).
    #[arg(long, default_value = client_defaults::LISTEN)]
    listen: String,
    /// Responses answered validly at the start of each client run.
    #[arg(long, default_value_t = client_defaults::WARMUP)]
    warmup: u64,
    /// The share of later responses that are mutated (0 to 1).
    #[arg(long, default_value_t = client_defaults::SHARE)]
    share: f64,
    #[command(flatten)]
    watch: WatchArgs,
    /// Do not minimise new findings (minimising replays each with fresh client runs).
    #[arg(long)]
    no_minimise: bool,
    /// The client: program and arguments.
    #[arg(last = true, required = true)]
    command: Vec<String>,
}

/// How client mode watches the client.
#[derive(Args)]
struct WatchArgs {
    /// Seconds without a request or an exit after a response that count as a hang.
    #[arg(long, default_value_t = client_defaults::HANG)]
    hang: f64,
    /// A resident set above this many MiB is a finding.
    #[arg(long, default_value_t = client_defaults::MAX_RSS_MB)]
    max_rss_mb: u64,
}

#[derive(Args)]
struct ReplayArgs {
    /// The finding's directory.
    dir: PathBuf,
    #[command(flatten)]
    target: TargetArgs,
    #[command(flatten)]
    watch: WatchArgs,
    /// For a client finding: the client to start (default: the command line the finding names).
    #[arg(last = true)]
    client: Vec<String>,
}

#[derive(Args)]
struct MinimiseArgs {
    #[command(flatten)]
    replay: ReplayArgs,
    /// A shell command that restarts the target, run after every try that fired (needed for the
    /// health and exit oracles). The last line it prints is the new PID, optionally followed by
    /// the new HOST:PORT.
    #[arg(long)]
    restart: Option<String>,
}

fn seconds(name: &str, s: f64) -> Result<Duration, String> {
    Duration::try_from_secs_f64(s).map_err(|_| format!("--{name} {s}: not a number of seconds"))
}

fn sasl(t: &TargetArgs) -> Option<Sasl> {
    Some(Sasl {
        mechanism: t.sasl.clone()?,
        user: t.user.clone().unwrap_or_default(),
        password: t.password.clone().unwrap_or_default(),
    })
}

fn broker(args: BrokerArgs) -> Result<ExitCode, String> {
    let json = args.run.json;
    let t = &args.target;
    let opts = Options {
        target: t
            .target
            .clone()
            .ok_or("broker mode needs --target HOST:PORT")?,
        allow_remote: t.allow_remote,
        sasl: sasl(t),
        duration: seconds("duration", args.run.duration)?,
        max_frames: args.run.max_frames,
        seed: args.run.seed,
        connections: args.connections,
        depth: args.depth,
        seeds_file: args.seeds.clone(),
        out: args.run.out.clone(),
        pid: t.pid,
        log: t.log.clone(),
        timeout: seconds("timeout", t.timeout)?,
        health_connections: t.health_connections,
        health_timeout: seconds("health-timeout", t.health_timeout)?,
        latency_factor: t.latency_factor,
        latency_floor: seconds("latency-floor", t.latency_floor)?,
        progress: seconds("progress", args.run.progress)?,
        heap: !t.no_heap,
        heap_growth_mb: t.heap_growth_mb,
        heap_interval: seconds("heap-interval", t.heap_interval)?,
    };
    let summary = run(opts)?;
    print_summary(json, &summary, || summary.to_json());
    Ok(findings_status(summary.findings.is_empty()))
}

/// A run's exit status: 0 without findings, 3 with.
fn findings_status(none: bool) -> ExitCode {
    if none {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(3)
    }
}

fn replay_options(args: &ReplayArgs) -> Result<ReplayOptions, String> {
    let t = &args.target;
    Ok(ReplayOptions {
        dir: args.dir.clone(),
        target: t.target.clone(),
        allow_remote: t.allow_remote,
        sasl: sasl(t),
        timeout: seconds("timeout", t.timeout)?,
        health_connections: t.health_connections,
        health_timeout: seconds("health-timeout", t.health_timeout)?,
        pid: t.pid,
        log: t.log.clone(),
        latency_factor: t.latency_factor,
        latency_floor: seconds("latency-floor", t.latency_floor)?,
        restart: None,
        heap_growth_mb: t.heap_growth_mb,
        heap_interval: seconds("heap-interval", t.heap_interval)?,
    })
}

fn client_cmd(args: ClientArgs) -> Result<ExitCode, String> {
    let json = args.run.json;
    let opts = ClientOptions {
        command: args.command,
        listen: args.listen,
        duration: seconds("duration", args.run.duration)?,
        max_frames: args.run.max_frames,
        seed: args.run.seed,
        out: args.run.out,
        warmup: args.warmup,
        share: args.share,
        hang: seconds("hang", args.watch.hang)?,
        max_rss_mb: args.watch.max_rss_mb,
        minimise: !args.no_minimise,
        progress: seconds("progress", args.run.progress)?,
    };
    let summary = client::run(opts)?;
    print_summary(json, &summary, || summary.to_json());
    Ok(findings_status(summary.findings.is_empty()))
}

fn client_options(args: &ReplayArgs) -> Result<ClientOptions, String> {
    Ok(ClientOptions {
        command: args.client.clone(),
        hang: seconds("hang", args.watch.hang)?,
        max_rss_mb: args.watch.max_rss_mb,
        duration: Duration::from_secs(3600),
        ..ClientOptions::default()
    })
}

fn minimise_cmd(args: MinimiseArgs) -> Result<ExitCode, String> {
    let client = is_client_finding(&args.replay.dir);
    let m = if client {
        client::minimise(&args.replay.dir, &client_options(&args.replay)?)?
    } else {
        minimise(&ReplayOptions {
            restart: args.restart.clone(),
            ..replay_options(&args.replay)?
        })?
    };
    let kept: Vec<String> = m.kept.iter().map(|i| (i + 1).to_string()).collect();
    let number = |j: usize| m.kept.get(j).map_or(0, |i| i + 1);
    let (what, tries) = if client {
        ("mutated response(s)", format!("{} client runs", m.tries))
    } else {
        (
            "frame(s)",
            format!("{} replays, {} restarts", m.tries, m.restarts),
        )
    };
    println!(
        "{}: {what} {} of {} still make the oracle fire ({tries}); saved in {}",
        args.replay.dir.display(),
        kept.join(", "),
        m.of,
        m.dir.display()
    );
    for u in &m.undone {
        println!(
            "frame {}: {} of the {} places where it differed from its seed undone; with the other {} it still makes the oracle fire",
            number(u.index),
            u.of - u.left,
            u.of,
            u.left
        );
    }
    for v in &m.values {
        println!(
            "frame {}: {} brought back from {} to {} (the seed had {}), and it still makes the oracle fire",
            number(v.index),
            v.path,
            v.edit.new,
            v.value,
            v.edit.old
        );
    }
    for &(j, before, after) in &m.shrunk {
        println!(
            "frame {} cut from {before} to {after} bytes, and it still makes the oracle fire",
            number(j)
        );
    }
    if let Some((pid, target)) = &m.restarted {
        match pid {
            Some(pid) => println!("the target now runs as process {pid} at {target}"),
            None => println!("the target now runs at {target}"),
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// What a replay says of its oracle, and its exit status: 0 if it fired again, 1 if not.
fn replayed(fired: bool) -> (&'static str, ExitCode) {
    if fired {
        ("fired again", ExitCode::SUCCESS)
    } else {
        ("did not fire", ExitCode::from(1))
    }
}

fn replay_cmd(args: ReplayArgs) -> Result<ExitCode, String> {
    if is_client_finding(&args.dir) {
        let r = client::replay(&args.dir, &client_options(&args)?)?;
        println!(
            "{}: served {} of {} mutated response(s) to a fresh client run; the {} oracle {}: {}",
            args.dir.display(),
            r.served,
            r.saved,
            r.oracle,
            replayed(r.fired).0,
            r.detail
        );
        return Ok(replayed(r.fired).1);
    }
    let r = replay(&replay_options(&args)?)?;
    println!(
        "{}: sent {} frame(s); the {} oracle {}: {}",
        args.dir.display(),
        r.frames,
        r.oracle,
        replayed(r.fired).0,
        r.detail
    );
    Ok(replayed(r.fired).1)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Broker(a) => broker(a),
        Command::Client(a) => client_cmd(a),
        Command::Replay(a) => replay_cmd(a),
        Command::Minimise(a) => minimise_cmd(a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("kafka-fuzz: {e}");
            ExitCode::from(2)
        }
    }
}

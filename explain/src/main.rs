//! `kafka-explain`: prints any Kafka frame as an annotated tree: every field's name, wire type, value,
//! offset and size, as kafka-view's decoder read it, then the bytes 16 per row.
//!
//! ```text
//! kafka-explain                                   # the seed CreateDelegationToken v3 request
//! kafka-explain 0000000d00240002000000000000000100
//! kafka-explain capture.bin                       # raw or hex, one frame or many
//! cat capture.hex | kafka-explain -
//! kafka-explain --api-key SaslAuthenticate --api-version 2 responses.bin
//! kafka-explain --requests requests.bin responses.bin
//! kafka-explain --sample CreateDelegationToken 3 response
//! kafka-explain --json
//! kafka-explain --pcap capture.pcapng --port 9092,9093   # every Kafka frame of a packet capture
//! kafka-explain --pcap capture.pcap --detect      # Kafka on any port, by its first bytes
//! kafka-explain --pcap capture.pcap --summary     # counts, bytes, latency, errors per API
//! kafka-explain --pcap capture.pcap --filter api=Metadata --filter topic=orders
//! tcpdump -w - 'tcp port 9092' | kafka-explain --pcap -
//! kafka-explain --live eth0 --port 9092 --duration 60 --summary   # feature `live`
//! ```
//!
//! The trees come from this package's library (`kafka_view_explain`); this is the command line and
//! the I/O. Input is read one frame at a time (hex is decoded as it is read), and each frame's text
//! or JSON is written as soon as it is explained, so memory holds one frame and its (capped) tree,
//! however long the input. A frame over 4 MiB (`--max-held`) is not held either: it is explained as
//! it is read.
#![cfg_attr(
    not(test),
    deny(
        clippy::indexing_slicing,
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic
    )
)]

mod input;
mod live;

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{ArgGroup, CommandFactory, Parser};
use kafka_view::ApiKey;
use kafka_view_explain::{
    explain_frame, message_name, parse_hex, response_readings, sample_frame, Decoding, Direction,
    Explained, IoWriter, Limits, Problem, RequestIndex, StreamText,
};

use input::{FrameReader, Source};

/// The CreateDelegationToken v3 request of the seed documents (30 bytes, size prefix included).
const SEED_REQUEST: [u8; 30] = [
    0x00, 0x00, 0x00, 0x1a, 0x00, 0x26, 0x00, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01,
    0x01, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
];

/// Frames larger than this (after the size prefix) are explained as they are read, not held,
/// unless `--max-held` says otherwise.
const STREAM_ABOVE: usize = 4 << 20;

/// Prints Kafka frames as an annotated tree: every field with its wire type, value, offset and size,
/// then the bytes 16 per row. Frames may follow one another (a captured stream of one direction).
///
/// Exit status: 0 when every frame decodes, 1 when a frame is bad or incomplete, 2 on a usage error.
#[derive(Parser, Debug)]
#[command(name = "kafka-explain", version, max_term_width = 100)]
#[command(group(ArgGroup::new("capture").args(["pcap", "live"])))]
struct Args {
    /// Frames as hex digits (spaces and 0x allowed), a FILE of raw bytes or hex (detected), or - for
    /// standard input (raw or hex). None explains the seed CreateDelegationToken v3 request.
    #[arg(value_name = "HEX... | FILE | -")]
    input: Vec<String>,

    /// The input is responses to API KEY (a number, or a name such as CreateDelegationToken); needs
    /// --api-version.
    #[arg(long, value_name = "KEY", value_parser = parse_key, requires = "api_version")]
    api_key: Option<ApiKey>,

    /// The version of those responses.
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        requires = "api_key"
    )]
    api_version: Option<i16>,

    /// The input is responses: pair each with its request in FILE (raw or hex) by correlation id.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["api_key", "api_version"])]
    requests: Option<PathBuf>,

    /// Explain the smallest legal frame of API at VERSION (a request unless `response` follows).
    #[arg(
        long,
        num_args = 2..=3,
        value_names = ["API", "VERSION", "request|response"],
        conflicts_with_all = ["input", "api_key", "api_version", "requests"]
    )]
    sample: Option<Vec<String>>,

    /// Print the trees as JSON.
    #[arg(long)]
    json: bool,

    /// Print every element of long arrays (the first 100 by default) and every row of the byte layout
    /// (the first 256 and the last 4 by default).
    #[arg(long)]
    all: bool,

    /// Frames larger than BYTES (after the size prefix) are explained as they are read instead of
    /// held, so memory stays bounded whatever their size; a bytes or records value past its first
    /// MiB is then shown by its first MiB. --all holds every frame.
    #[arg(long, value_name = "BYTES", default_value_t = STREAM_ABOVE)]
    max_held: usize,

    /// Read a packet capture (pcap or pcapng, FILE or - for standard input): every Kafka frame of
    /// its TCP connections, headed by time, connection, direction and a response's latency.
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with_all = ["input", "api_key", "api_version", "requests", "sample"]
    )]
    pcap: Option<String>,

    /// With --pcap: the TCP ports Kafka listens on (a comma-separated list).
    #[arg(
        long,
        value_name = "PORT,...",
        value_delimiter = ',',
        default_value = "9092",
        requires = "capture"
    )]
    port: Vec<u16>,

    /// With --pcap: also recognise Kafka on any other port, by the first bytes of a connection (a
    /// plausible request from the side that opened it).
    #[arg(long, requires = "capture")]
    detect: bool,

    /// With --pcap: instead of each frame, print per API and version, per connection and per
    /// client id the requests and responses, their bytes, the latency (p50, p99, max) and the
    /// error codes by name.
    #[arg(long, requires = "capture")]
    summary: bool,

    /// With --pcap: show (and count in --summary) only the frames that match; repeat it for more
    /// terms. KEY is api (a name or key number), topic (a name or topic id), client (a client
    /// id), error (a name such as UNKNOWN_TOPIC_OR_PARTITION, a number, or any), correlation (an
    /// id) or connection (10.0.0.1 or 10.0.0.1:9092, either end). Terms of one key are
    /// alternatives; terms of different keys must all hold. A response carries its request's
    /// client id and topics; only responses carry error codes.
    #[arg(long, value_name = "KEY=VALUE", requires = "capture")]
    filter: Vec<String>,

    /// Capture live on the network interface IFACE (lo, eth0, any, ...) through libpcap, and
    /// explain each Kafka frame as it comes, as --pcap does a file; --port, --detect, --summary,
    /// --filter and --json apply. It runs until --count, --duration or Ctrl-C, then closes the
    /// connections still open and prints the summary, as at the end of a file. Needs the cargo
    /// feature `live` and the permission tcpdump needs (root, or CAP_NET_RAW and CAP_NET_ADMIN).
    #[arg(
        long,
        value_name = "IFACE",
        conflicts_with_all = ["input", "api_key", "api_version", "requests", "sample", "pcap"]
    )]
    live: Option<String>,

    /// With --live: the capture filter, in tcpdump's syntax (by default `tcp and (port P or ...)`
    /// of --port, or `tcp` with --detect).
    #[arg(long, value_name = "FILTER", requires = "live")]
    bpf: Option<String>,

    /// With --live: stop after N packets (those the filter lets through).
    #[arg(long, value_name = "N", requires = "live")]
    count: Option<u64>,

    /// With --live: stop after SECONDS (a decimal number).
    #[arg(long, value_name = "SECONDS", requires = "live")]
    duration: Option<f64>,
}

fn parse_key(text: &str) -> Result<ApiKey, String> {
    text.parse().map_err(|_| format!("unknown API: {text:?}"))
}

/// A usage error: the message, the usage line, exit status 2.
fn usage_error(message: impl std::fmt::Display) -> ! {
    Args::command()
        .error(clap::error::ErrorKind::ValueValidation, message)
        .exit()
}

/// `--sample API VERSION [request|response]`.
fn sample(values: &[String]) -> (ApiKey, i16, Direction) {
    let [api, version, rest @ ..] = values else {
        usage_error("--sample needs an API and a version");
    };
    let key = parse_key(api).unwrap_or_else(|e| usage_error(e));
    let version = version
        .trim()
        .parse::<i16>()
        .unwrap_or_else(|_| usage_error(format!("not a version number: {version:?}")));
    let direction = match rest.first().map(String::as_str) {
        None | Some("request" | "req") => Direction::Request,
        Some("response" | "resp") => Direction::Response,
        Some(other) => usage_error(format!(
            "--sample: {other:?} is neither request nor response"
        )),
    };
    (key, version, direction)
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(path) = &args.pcap {
        return capture(Some(path), &args);
    }
    if args.live.is_some() {
        return capture(None, &args);
    }
    let mut intro = String::new();
    let mut index: Option<RequestIndex> = None;
    let (source, fixed) = if let Some(values) = &args.sample {
        let (key, version, direction) = sample(values);
        let frame = sample_frame(key, version, direction).unwrap_or_else(|e| usage_error(e));
        intro = format!(
            "smallest legal {} v{version}: {} bytes\n\n",
            message_name(direction, Some(key)),
            frame.len()
        );
        let fixed = (direction == Direction::Response).then_some((key, version));
        (Source::Bytes(frame), fixed)
    } else {
        let source = match args.input.as_slice() {
            [] if args.api_key.is_some() || args.requests.is_some() => {
                usage_error("responses need input: HEX, FILE or -")
            }
            [] => Source::Bytes(SEED_REQUEST.to_vec()),
            [one] if one == "-" => Source::Stdin,
            [one] if Path::new(one).is_file() => Source::File(PathBuf::from(one)),
            many => match parse_hex(&many.join(" ")) {
                Ok(bytes) => Source::Bytes(bytes),
                Err(e) => usage_error(format!("input is neither a file nor hex: {e}")),
            },
        };
        if let Some(path) = &args.requests {
            let bytes = input::read_all(path)
                .unwrap_or_else(|e| usage_error(format!("cannot read {}: {e}", path.display())));
            index = Some(RequestIndex::from_stream(&bytes));
        }
        (source, args.api_key.zip(args.api_version))
    };
    if let Some(index) = &index {
        for p in &index.problems {
            eprintln!("kafka-explain: warning: {}", p.message);
        }
    }
    let limits = if args.all {
        Limits::NONE
    } else {
        Limits::default()
    };
    let mut decoding = match (&mut index, fixed) {
        (Some(index), _) => Decoding::Paired(index),
        (None, Some((api_key, api_version))) => Decoding::Responses {
            api_key,
            api_version,
        },
        (None, None) => Decoding::Requests,
    };
    // Large frames are read as they are explained, not held (with --all every row of the layout
    // is printed, so a frame is held whole).
    let reader = FrameReader::new(source)
        .unwrap_or_else(|e| usage_error(e))
        .stream_above((!args.all).then_some(args.max_held));
    let mut out = BufWriter::new(std::io::stdout().lock());
    let seen = explain_all(reader, &mut decoding, limits, &args, &intro, &mut out);
    let _ = out.flush();
    drop(out);
    let seen = match seen {
        Ok(s) => s,
        Err(Failure::Input(e)) => usage_error(e),
        // A closed pipe (kafka-explain ... | head) is not worth a word.
        Err(Failure::Output(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => {
            return ExitCode::from(0)
        }
        Err(Failure::Output(e)) => {
            eprintln!("kafka-explain: cannot write the output: {e}");
            return ExitCode::from(2);
        }
    };
    if seen.empty {
        eprintln!("kafka-explain: empty input: no frame to explain");
    } else if !seen.ok() {
        eprintln!(
            "kafka-explain: {} of {} frames could not be decoded{}",
            seen.bad,
            seen.frames,
            if seen.problems.is_empty() {
                ""
            } else {
                "; the stream does not end on a frame boundary"
            }
        );
    }
    ExitCode::from(if seen.ok() { 0 } else { 1 })
}

/// What the frames looked like.
struct Seen {
    frames: usize,
    bad: usize,
    problems: Vec<Problem>,
    empty: bool,
}

impl Seen {
    fn ok(&self) -> bool {
        self.bad == 0 && self.problems.is_empty()
    }
}

enum Failure {
    /// Reading the input failed (or hex input turned bad on standard input).
    Input(String),
    /// Writing the output failed.
    Output(std::io::Error),
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        Failure::Output(e)
    }
}

/// Reads, explains and writes every frame, one at a time.
fn explain_all(
    mut reader: FrameReader,
    decoding: &mut Decoding<'_>,
    limits: Limits,
    args: &Args,
    intro: &str,
    out: &mut impl Write,
) -> Result<Seen, Failure> {
    let as_requests = matches!(decoding, Decoding::Requests);
    let mut seen = Seen {
        frames: 0,
        bad: 0,
        problems: Vec::new(),
        empty: false,
    };
    let mut text: Option<StreamText> = None;
    if args.json {
        out.write_all(b"{\"frames\":[")?;
    } else {
        out.write_all(intro.as_bytes())?;
    }
    loop {
        let next = reader.next_frame().map_err(Failure::Input)?;
        let Some(read) = next else { break };
        let (mut f, problem) = match read.streamed {
            Some(len) => reader
                .explain_streamed(&read, len, decoding, limits)
                .map_err(Failure::Input)?,
            None => {
                let mut f = explain_frame(&read.bytes, decoding, limits);
                f.stream_offset = read.offset;
                (f, read.problem.clone())
            }
        };
        let whole = problem.is_none();
        seen.problems.extend(problem);
        if as_requests {
            hint_responses(&mut f, whole);
        }
        if !f.ok() {
            seen.bad += 1;
        }
        if args.json {
            if seen.frames > 0 {
                out.write_all(b",")?;
            }
            serde_json::to_writer(&mut *out, &f).map_err(|e| Failure::Output(e.into()))?;
        } else {
            let many = seen.frames > 0 || reader.has_more().map_err(Failure::Input)?;
            let text = text.get_or_insert_with(|| StreamText::new(many));
            // The tree line by line, straight to the output.
            let mut w = IoWriter::new(&mut *out);
            if text.write_frame(&mut w, &f, &seen.problems).is_err() {
                return Err(Failure::Output(w.error.unwrap_or_else(|| {
                    std::io::Error::other("a frame's text could not be formatted")
                })));
            }
        }
        seen.frames += 1;
    }
    seen.problems.extend(reader.end_problem());
    if seen.frames == 0 && seen.problems.is_empty() {
        seen.empty = true;
        seen.problems.push(Problem::empty_input());
    }
    if args.json {
        out.write_all(b"],\"errors\":")?;
        serde_json::to_writer(&mut *out, &seen.problems).map_err(|e| Failure::Output(e.into()))?;
        writeln!(out, ",\"ok\":{}}}", seen.ok())?;
    } else {
        let text = text.unwrap_or_else(|| StreamText::new(false));
        out.write_all(text.end(&seen.problems).as_bytes())?;
    }
    Ok(seen)
}

/// A whole frame that is not a request but does read as a response is most likely a response
/// given without its API.
fn hint_responses(f: &mut Explained<'_>, whole: bool) {
    if !whole || f.ok() {
        return;
    }
    let readings = response_readings(f.frame, 3);
    let Some((key, version)) = readings.first() else {
        return;
    };
    let name = key.name().unwrap_or("?");
    let more = if readings.len() > 1 {
        " and others"
    } else {
        ""
    };
    f.problems.push(Problem::hint(
        0,
        format!(
            "this frame does not parse as a request but does as a response ({name} v{version}\
             {more}); if it is one, give --api-key and --api-version (or --requests FILE)"
        ),
    ));
}

/// `--pcap FILE|-` (`path`) or `--live IFACE`: the Kafka frames of a packet capture (see
/// `pcap.rs` and `live.rs`).
fn capture(path: Option<&str>, args: &Args) -> ExitCode {
    let input: Option<Box<dyn std::io::Read + Send>> = match path {
        None => None,
        Some("-") => Some(Box::new(std::io::BufReader::with_capacity(
            1 << 16,
            std::io::stdin(),
        ))),
        Some(path) => match std::fs::File::open(path) {
            Ok(f) => Some(Box::new(f)),
            Err(e) => usage_error(format!("cannot read {path}: {e}")),
        },
    };
    let options = kafka_view_explain::pcap::Options {
        ports: args.port.clone(),
        limits: if args.all {
            Limits::NONE
        } else {
            Limits::default()
        },
        json: args.json,
        detect: args.detect,
        summary: args.summary,
        filter: kafka_view_explain::Filter::parse(&args.filter).unwrap_or_else(|e| usage_error(e)),
        buffer: kafka_view_explain::pcap::BUFFER,
        max_block: kafka_view_explain::pcap::MAX_BLOCK,
    };
    let mut out = BufWriter::new(std::io::stdout().lock());
    let result = match input {
        Some(input) => kafka_view_explain::pcap::explain_capture(input, &options, &mut out),
        None => {
            let bpf = args
                .bpf
                .clone()
                .unwrap_or_else(|| live::default_bpf(&args.port, args.detect));
            let live = live::Live {
                interface: args.live.as_deref().unwrap_or("any"),
                bpf: &bpf,
                count: args.count,
                seconds: args.duration,
            };
            live::explain_live(&live, &options, &mut out)
        }
    };
    let _ = out.flush();
    drop(out);
    match result {
        Ok(c) if c.bad == 0 && c.losses == 0 && c.requests + c.responses > 0 => ExitCode::from(0),
        Ok(c) => {
            if c.requests + c.responses == 0 {
                eprintln!(
                    "kafka-explain: no Kafka frame in the capture on port {}{}{}",
                    args.port
                        .iter()
                        .map(u16::to_string)
                        .collect::<Vec<_>>()
                        .join(", "),
                    if args.detect { " or any other" } else { "" },
                    if c.tls > 0 {
                        format!(" ({} TLS connections not decoded)", c.tls)
                    } else {
                        String::new()
                    }
                );
            } else {
                eprintln!(
                    "kafka-explain: {} frames not decoded, {} losses noted",
                    c.bad, c.losses
                );
            }
            ExitCode::from(1)
        }
        // A live capture that cannot start (no permission, no such interface, a bad filter, the
        // feature left out) is not a usage error: the message alone says it.
        Err(kafka_view_explain::pcap::Failure::Input(e)) if path.is_none() => {
            eprintln!("kafka-explain: {e}");
            ExitCode::from(2)
        }
        Err(kafka_view_explain::pcap::Failure::Input(e)) => usage_error(e),
        Err(kafka_view_explain::pcap::Failure::Output(e))
            if e.kind() == std::io::ErrorKind::BrokenPipe =>
        {
            ExitCode::from(0)
        }
        Err(kafka_view_explain::pcap::Failure::Output(e)) => {
            eprintln!("kafka-explain: cannot write the output: {e}");
            ExitCode::from(2)
        }
    }
}

//! Client mode against a fake client: this test binary itself, started again with
//! `KAFKA_FUZZ_FAKE_CLIENT` set. The fake client asks for ApiVersions and Metadata a few times and
//! has a planted bug: a Metadata response whose broker count is negative makes it abort (or, in
//! "hang" mode, stop asking). A response it cannot decode makes it exit 1, as a client refusing a
//! bad response does.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::time::Duration;

use kafka_fuzz::client::{self, crash_line, ClientOptions, BOOTSTRAP_ENV};
use kafka_fuzz::oracle::Oracle;
use kafka_view::messages::{ApiVersionsRequest, MetadataRequest, Request};
use kafka_view::{decode_response, ApiKey};

const FAKE: &str = "KAFKA_FUZZ_FAKE_CLIENT";

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kafka-fuzz-client-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The command that starts this binary as the fake client in `mode`.
fn fake_command(mode: &str) -> Vec<String> {
    vec![
        "env".into(),
        format!("{FAKE}={mode}"),
        std::env::current_exe().unwrap().display().to_string(),
        "--exact".into(),
        "fake_client".into(),
        "--nocapture".into(),
        "--test-threads=1".into(),
    ]
}

fn exchange(stream: &mut TcpStream, body: &Request<'_>, version: i16, id: i32) -> Vec<u8> {
    let frame = kafka_fuzz::wire::request_frame(body, version, id).unwrap();
    stream.write_all(&frame).unwrap();
    let mut prefix = [0u8; 4];
    if stream.read_exact(&mut prefix).is_err() {
        std::process::exit(1);
    }
    let size = i32::from_be_bytes(prefix);
    if !(0..1 << 20).contains(&size) {
        // A size it will not read: it gives up, as a client does.
        std::process::exit(1);
    }
    let mut rest = vec![0u8; size as usize];
    if stream.read_exact(&mut rest).is_err() {
        std::process::exit(1);
    }
    let mut whole = prefix.to_vec();
    whole.extend(rest);
    whole
}

/// The fake client; a no-op unless started by client mode.
#[test]
fn fake_client() {
    let Ok(mode) = std::env::var(FAKE) else {
        return;
    };
    let bootstrap = std::env::var(BOOTSTRAP_ENV).unwrap();
    let mut stream = TcpStream::connect(&bootstrap).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(1)))
        .unwrap();
    let versions = exchange(
        &mut stream,
        &Request::ApiVersions(ApiVersionsRequest::default()),
        0,
        1,
    );
    if decode_response(&versions, ApiKey::API_VERSIONS, 0).is_err() {
        std::process::exit(1);
    }
    for id in 2..8 {
        let body = Request::Metadata(MetadataRequest::default());
        let response = exchange(&mut stream, &body, 4, id);
        // Metadata v4: size, correlation id, throttle time, then the broker count.
        let Some(count) = response.get(12..16) else {
            println!("fake client: refusing a short response");
            std::process::exit(1);
        };
        let brokers = i32::from_be_bytes(count.try_into().unwrap());
        if brokers < 0 {
            println!("fake client: broker count {brokers}");
            if mode == "hang" {
                std::thread::sleep(Duration::from_secs(3600));
            }
            if mode == "crash" {
                std::process::abort();
            }
        }
        if decode_response(&response, ApiKey::METADATA, 4).is_err() {
            println!("fake client: refusing an undecodable response");
            std::process::exit(1);
        }
    }
    std::process::exit(0);
}

fn quick(mode: &str, out: PathBuf) -> ClientOptions {
    ClientOptions {
        command: fake_command(mode),
        duration: Duration::from_secs(20),
        seed: 11,
        out,
        hang: Duration::from_secs(2),
        progress: Duration::ZERO,
        ..ClientOptions::default()
    }
}

#[test]
fn finds_the_planted_crash_saves_minimises_and_replays_it() {
    let out = scratch("crash");
    let summary = client::run(quick("crash", out.clone())).unwrap();
    let signals: Vec<_> = summary
        .findings
        .iter()
        .filter(|(f, _)| f.oracle == Oracle::Signal)
        .collect();
    assert!(!signals.is_empty(), "{summary}");
    // Every signal finding is the planted bug: its culprit is a Metadata response whose broker
    // count was mutated below zero.
    for (f, _) in &signals {
        assert!(f.detail.contains("SIGABRT"), "{}", f.headline());
        let culprit = &f.frames[f.culprit];
        assert_eq!(culprit.api_key, ApiKey::METADATA, "{}", f.headline());
        let m = culprit.mutation.as_ref().unwrap();
        assert!(m.path.contains("Brokers"), "{}", f.headline());
        assert!(i32::from_be_bytes(culprit.frame[12..16].try_into().unwrap()) < 0);
    }
    // As --json prints it.
    let json = summary.to_json();
    assert_eq!(json["mode"], "client");
    assert_eq!(json["responses"], summary.responses);
    let found = json["findings"].as_array().unwrap();
    assert_eq!(found.len(), summary.findings.len());
    assert!(found
        .iter()
        .any(|f| f["oracle"] == "signal" && f["culprit"]["api"] == "Metadata"));
    // The clean runs and refusals are not findings.
    assert!(summary.clean_exits > 0, "{summary}");
    assert!(
        summary
            .findings
            .iter()
            .all(|(f, _)| f.oracle == Oracle::Signal),
        "{summary}"
    );
    let dir = &signals[0].0.dir;
    let readme = std::fs::read_to_string(dir.join("README.txt")).unwrap();
    assert!(readme.contains("oracle: signal"), "{readme}");
    assert!(readme.contains("replay: kafka-fuzz replay "), "{readme}");
    let hex = std::fs::read_to_string(dir.join("frames.hex")).unwrap();
    assert!(hex.lines().any(|l| l.starts_with("< 3 4 ")), "{hex}");
    let explain = std::fs::read_to_string(dir.join("explain.txt")).unwrap();
    assert!(explain.contains("MetadataResponse"), "{explain}");
    let log = std::fs::read_to_string(dir.join("log.txt")).unwrap();
    assert!(log.contains("fake client: broker count -"), "{log}");
    // Minimised during the run to the one mutant that matters.
    let min = PathBuf::from(format!("{}-min", dir.display()));
    let min_hex = std::fs::read_to_string(min.join("frames.hex")).unwrap();
    assert_eq!(
        min_hex.lines().filter(|l| l.starts_with('<')).count(),
        1,
        "{min_hex}"
    );
    // ...and that mutant back towards the valid response it was made from (saved with it), as
    // far as the client still crashes: one place left, the broker count, below zero. (A byte
    // havoc mutant that also inserted a byte elsewhere loses that.)
    let notes = kafka_fuzz::finding::frame_notes(&min).unwrap();
    let (seed, _) = notes[0]
        .seed
        .clone()
        .expect("the valid response is saved with the mutant");
    let kept = &kafka_fuzz::finding::hex_frames(&min, '<').unwrap()[0].2;
    let changes = kafka_fuzz::diff::Changes::between(&seed, kept);
    assert_eq!(changes.places.len(), 1, "{min_hex}");
    assert!(
        i32::from_be_bytes(kept[12..16].try_into().unwrap()) < 0,
        "{min_hex}"
    );
    // Replay (the finding's own command line) fires again, from the minimised finding too.
    let opts = ClientOptions {
        command: fake_command("crash"),
        ..ClientOptions::default()
    };
    for d in [dir, &min] {
        let r = client::replay(d, &opts).unwrap();
        assert!(r.fired, "{}: {}", d.display(), r.detail);
        assert_eq!(r.served, 1, "{}", d.display());
    }
    // A client without the bug does not crash on the same responses.
    let r = client::replay(
        &min,
        &ClientOptions {
            command: fake_command("refuse"),
            ..ClientOptions::default()
        },
    )
    .unwrap();
    assert!(!r.fired, "{}", r.detail);
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn a_client_that_only_refuses_bad_responses_is_not_a_finding() {
    let out = scratch("refuse");
    let summary = client::run(ClientOptions {
        duration: Duration::from_secs(8),
        ..quick("refuse", out.clone())
    })
    .unwrap();
    assert!(summary.findings.is_empty(), "{summary}");
    assert!(summary.refused > 0 && summary.clean_exits > 0, "{summary}");
    assert!(summary.mutated > 0, "{summary}");
    assert!(summary.stopped.contains("--duration"), "{summary}");
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn a_client_that_stops_asking_is_a_hang_and_the_frame_budget_stops_a_run() {
    let out = scratch("hang");
    let summary = client::run(quick("hang", out.clone())).unwrap();
    let hang = summary
        .findings
        .iter()
        .find(|(f, _)| f.oracle == Oracle::Hang)
        .unwrap_or_else(|| panic!("{summary}"));
    assert!(hang.0.frames[hang.0.culprit]
        .mutation
        .as_ref()
        .unwrap()
        .path
        .contains("Brokers"));
    let summary = client::run(ClientOptions {
        max_frames: 30,
        minimise: false,
        ..quick("refuse", scratch("budget"))
    })
    .unwrap();
    assert_eq!(summary.responses, 30, "{summary}");
    assert!(summary.stopped.contains("--max-frames"), "{summary}");
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn crash_lines_tell_a_crash_from_a_kafka_error() {
    assert_eq!(
        crash_line("IndexError: list index out of range", true).as_deref(),
        Some("python IndexError")
    );
    assert_eq!(
        crash_line("struct.error: unpack requires a buffer", true).as_deref(),
        Some("python struct.error")
    );
    assert_eq!(
        crash_line("kafka.errors.KafkaTimeoutError: timed out", true),
        None
    );
    assert_eq!(
        crash_line("cimpl.KafkaException: KafkaError{code=_TRANSPORT}", true),
        None
    );
    assert_eq!(
        crash_line(
            "Exception in thread \"main\" java.lang.NullPointerException",
            false
        )
        .as_deref(),
        Some("java java.lang.NullPointerException")
    );
    assert_eq!(
        crash_line(
            "Exception in thread \"main\" org.apache.kafka.common.errors.TimeoutException: x",
            false
        ),
        None
    );
    assert_eq!(
        crash_line("thread 'main' panicked at src/x.rs:1:1", false).as_deref(),
        Some("panic")
    );
    assert_eq!(
        crash_line(
            "%3|1700000000.000|FAIL|rdkafka#producer-1| Connection refused",
            false
        ),
        None
    );
    assert_eq!(
        crash_line("assertion `left == right` failed", false).as_deref(),
        Some("assertion")
    );
}

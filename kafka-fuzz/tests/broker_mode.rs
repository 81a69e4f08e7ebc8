//! Broker mode against the in-process fake broker of `common`: the planted bug is found from
//! generic mutations, saved and replayed; runs stop by themselves; remote targets are refused.

mod common;

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use common::{FakeBroker, OFFERED};
use kafka_fuzz::finding::{replay, ReplayOptions};
use kafka_fuzz::oracle::Oracle;
use kafka_fuzz::run::{run, Options};
use kafka_view::ApiKey;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kafka-fuzz-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn quick(target: String, out: PathBuf) -> Options {
    Options {
        target,
        out,
        timeout: Duration::from_millis(500),
        health_timeout: Duration::from_millis(500),
        progress: Duration::ZERO,
        ..Options::default()
    }
}

/// The findings of a run that `oracle` made, with how many times each fired.
fn findings_of(
    summary: &kafka_fuzz::run::Summary,
    oracle: Oracle,
) -> Vec<&(kafka_fuzz::finding::Finding, u64)> {
    summary
        .findings
        .iter()
        .filter(|(f, _)| f.oracle == oracle)
        .collect()
}

fn replay_options(dir: PathBuf, target: String) -> ReplayOptions {
    ReplayOptions {
        dir,
        target: Some(target),
        timeout: Duration::from_millis(500),
        health_timeout: Duration::from_millis(500),
        ..ReplayOptions::default()
    }
}

#[test]
fn finds_the_planted_bug_saves_it_and_replay_reproduces_it() {
    let broker = FakeBroker::start(true);
    let out = scratch("planted");
    // One connection: frames go one at a time, so the first one left unanswered is the culprit.
    let opts = Options {
        duration: Duration::from_secs(60),
        seed: 7,
        connections: 1,
        ..quick(broker.target(), out.clone())
    };
    let summary = run(opts).unwrap();
    assert!(
        broker.wedged.load(std::sync::atomic::Ordering::SeqCst),
        "{summary}"
    );
    // The health check saw it, and the run stopped by itself well before its 60 s.
    assert!(summary.stopped.contains("health"), "{summary}");
    assert!(summary.elapsed < Duration::from_secs(50), "{summary}");
    let health = findings_of(&summary, Oracle::Health);
    assert_eq!(health.len(), 1, "{summary}");
    let finding = &health[0].0;
    // As --json prints it: the finding, its culprit frame and how to replay it.
    let json = summary.to_json();
    let f = json["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["oracle"] == "health")
        .unwrap();
    assert_eq!(f["culprit"]["api"], "DescribeGroups", "{f}");
    assert_eq!(f["fold"], finding.fold());
    assert!(f["replay"]
        .as_str()
        .unwrap()
        .starts_with("kafka-fuzz replay "));
    assert_eq!(
        f["culprit"]["hex"].as_str().unwrap().len(),
        2 * finding.frames[finding.culprit].frame.len()
    );
    // The culprit is the mutant that tripped the bug: a DescribeGroups request whose group count,
    // as the fake broker reads it, is out of range (a mutated Groups count, or a client id whose
    // length or bytes were mutated, which moves what the fake broker reads as the count).
    let culprit = &finding.frames[finding.culprit];
    assert_eq!(
        culprit.api_key,
        ApiKey::DESCRIBE_GROUPS,
        "{}",
        finding.headline()
    );
    assert!(culprit.mutation.is_some(), "{}", finding.headline());
    assert!(common::trips_bug(&culprit.frame), "{}", finding.headline());
    // No frame before it did.
    assert!(!finding.frames[..finding.culprit]
        .iter()
        .any(|s| common::trips_bug(&s.frame)));
    assert!(
        finding.path().starts_with("DescribeGroups v"),
        "{}",
        finding.path()
    );
    // Saved: the README, the frames as hex, their explanation, and a replay command.
    let readme = std::fs::read_to_string(finding.dir.join("README.txt")).unwrap();
    assert!(readme.starts_with("oracle: health\n"), "{readme}");
    assert!(readme.contains("kafka-fuzz replay "), "{readme}");
    let hex = std::fs::read_to_string(finding.dir.join("frames.hex")).unwrap();
    assert!(hex.lines().any(|l| l.starts_with("> 15 ")), "{hex}");
    assert!(hex.contains("(culprit): DescribeGroups"), "{hex}");
    let explain = std::fs::read_to_string(finding.dir.join("explain.txt")).unwrap();
    assert!(explain.contains("DescribeGroupsRequest"), "{explain}");
    // Each mutant is saved with the seed its line of mutations started from (which minimising
    // goes back towards), and how many mutations that was; an unmutated frame with none.
    let notes = kafka_fuzz::finding::frame_notes(&finding.dir).unwrap();
    assert_eq!(notes.len(), finding.frames.len());
    for (sent, note) in finding.frames.iter().zip(&notes) {
        let lineage = sent.lineage.as_ref().map(|(root, n)| (root.to_vec(), *n));
        assert_eq!(note.seed, lineage, "{hex}");
        assert_eq!(note.seed.is_some(), sent.mutation.is_some(), "{hex}");
    }
    let (root, _) = culprit.lineage.as_ref().unwrap();
    assert!(!common::trips_bug(root));

    // Replay against a fresh broker with the same bug: the oracle fires again.
    let fresh = FakeBroker::start(true);
    let r = replay(&replay_options(finding.dir.clone(), fresh.target())).unwrap();
    assert!(r.fired, "{r:?}");
    assert_eq!(r.oracle, Oracle::Health);
    assert!(fresh.wedged.load(std::sync::atomic::Ordering::SeqCst));

    // Against a broker without the bug it does not.
    let fixed = FakeBroker::start(false);
    let r = replay(&replay_options(finding.dir.clone(), fixed.target())).unwrap();
    assert!(!r.fired, "{r:?}");

    // The command line says the same, by its exit status.
    let again = FakeBroker::start(true);
    let status = Command::new(env!("CARGO_BIN_EXE_kafka-fuzz"))
        .arg("replay")
        .arg(&finding.dir)
        .args([
            "--target",
            &again.target(),
            "--timeout",
            "0.5",
            "--health-timeout",
            "0.5",
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&status.stdout);
    assert_eq!(status.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("fired again"), "{stdout}");
    let _ = std::fs::remove_dir_all(out);
}

#[test]
fn with_eight_connections_the_bug_is_found_and_replayed_too() {
    let broker = FakeBroker::start(true);
    let out = scratch("planted8");
    let summary = run(Options {
        seed: 3,
        ..quick(broker.target(), out.clone())
    })
    .unwrap();
    assert!(summary.stopped.contains("health"), "{summary}");
    let (finding, _) = &summary.findings[0];
    // Frames sent at the same time on other connections may be named the culprit, but the one
    // that tripped the bug is among those saved, and the replay sends them all.
    assert!(finding
        .frames
        .iter()
        .any(|s| s.api_key == ApiKey::DESCRIBE_GROUPS && s.mutation.is_some()));
    let fresh = FakeBroker::start(true);
    assert!(
        replay(&replay_options(finding.dir.clone(), fresh.target()))
            .unwrap()
            .fired
    );
    let _ = std::fs::remove_dir_all(out);
}

#[test]
fn the_log_oracle_finds_an_escaped_handler_exception_and_replay_reproduces_it() {
    let out = scratch("log");
    std::fs::create_dir_all(&out).unwrap();
    let log = out.join("server.log");
    let broker = FakeBroker::with_log(log.clone());
    let summary = run(Options {
        connections: 1,
        seed: 11,
        log: Some(log.clone()),
        duration: Duration::from_secs(8),
        ..quick(broker.target(), out.join("findings"))
    })
    .unwrap();
    // The broker stayed healthy: the run went on to its end, with one log finding folded from
    // however many mutants tripped the bug.
    assert!(summary.stopped.contains("--duration"), "{summary}");
    let logs = findings_of(&summary, Oracle::Log);
    assert_eq!(logs.len(), 1, "{summary}");
    assert_eq!(summary.findings.len(), 1, "{summary}");
    let finding = &logs[0].0;
    assert!(
        finding
            .fold()
            .ends_with("/ java.lang.IllegalStateException: planted"),
        "{}",
        finding.fold()
    );
    let culprit = &finding.frames[finding.culprit];
    assert!(
        common::trips_log_bug(&culprit.frame),
        "{}",
        finding.headline()
    );
    let saved = std::fs::read_to_string(finding.dir.join("log.txt")).unwrap();
    assert!(
        saved.starts_with("[2026-01-01 00:00:01,000] ERROR"),
        "{saved}"
    );
    // Replay: against the same broker, the line comes again.
    let r = replay(&ReplayOptions {
        log: Some(log.clone()),
        ..replay_options(finding.dir.clone(), broker.target())
    })
    .unwrap();
    assert!(r.fired, "{r:?}");
    // It fires on its own bug's line only: the same frames, saved as a finding of another
    // exception, do not fire on this one (a broker hitting a known bug every few seconds once
    // made the minimising of another finding keep that bug's frame).
    let readme_path = finding.dir.join("README.txt");
    let readme = std::fs::read_to_string(&readme_path).unwrap();
    std::fs::write(
        &readme_path,
        readme.replace(
            "/ java.lang.IllegalStateException: planted",
            "/ java.lang.NullPointerException: another bug",
        ),
    )
    .unwrap();
    let r = replay(&ReplayOptions {
        log: Some(log.clone()),
        ..replay_options(finding.dir.clone(), broker.target())
    })
    .unwrap();
    assert!(!r.fired, "{r:?}");
    assert!(
        r.detail.starts_with("only other alarms in the log"),
        "{r:?}"
    );
    assert!(r.detail.contains("planted"), "{r:?}");
    std::fs::write(&readme_path, readme).unwrap();
    // Without --log, a log finding cannot be judged, and replay says so.
    let e = replay(&replay_options(finding.dir.clone(), broker.target())).unwrap_err();
    assert!(e.contains("--log"), "{e}");
    let _ = std::fs::remove_dir_all(out);
}

#[test]
fn minimise_keeps_only_the_frame_that_trips_the_log_bug() {
    use kafka_fuzz::finding::minimise;
    use kafka_view::messages::{MetadataRequest, Request};
    let out = scratch("minimise");
    let dir = out.join("001-log-Metadata-v1");
    std::fs::create_dir_all(&dir).unwrap();
    let log = out.join("server.log");
    let broker = FakeBroker::with_log(log.clone());
    // Five Metadata v1 requests; the fourth's topic count is -2, which trips the log bug.
    let mut frames = Vec::new();
    for i in 0..5 {
        let body = Request::Metadata(MetadataRequest::default());
        let mut frame = kafka_fuzz::wire::request_frame(&body, 1, i).unwrap();
        assert!(!common::trips_log_bug(&frame));
        if i == 3 {
            // The count follows the header: size, key, version, correlation id, client id.
            let at = 14 + kafka_fuzz::wire::CLIENT_ID.len();
            frame[at..at + 4].copy_from_slice(&(-2i32).to_be_bytes());
            assert!(common::trips_log_bug(&frame));
        }
        frames.push((3, 1, frame));
    }
    write_finding(&dir, "log", &broker.target(), &frames);
    let m = minimise(&ReplayOptions {
        log: Some(log.clone()),
        ..replay_options(dir.clone(), broker.target())
    })
    .unwrap();
    assert_eq!(m.kept, vec![3], "{m:?}");
    assert_eq!(m.of, 5);
    // The minimised finding replays on its own, with the one frame.
    let r = replay(&ReplayOptions {
        log: Some(log.clone()),
        ..replay_options(m.dir.clone(), broker.target())
    })
    .unwrap();
    assert!(r.fired && r.frames == 1, "{r:?}");
    let readme = std::fs::read_to_string(m.dir.join("README.txt")).unwrap();
    assert!(
        readme.contains("frame(s) 4 of 5 still make the oracle fire"),
        "{readme}"
    );
    // A health finding is refused: it takes the target down.
    std::fs::write(dir.join("README.txt"), "oracle: health\n").unwrap();
    let e = minimise(&replay_options(dir.clone(), broker.target())).unwrap_err();
    assert!(e.contains("takes the target down"), "{e}");
    let _ = std::fs::remove_dir_all(out);
}

#[test]
fn minimise_brings_a_mutated_count_back_to_the_smallest_that_still_trips() {
    use kafka_fuzz::finding::{frame_notes, minimise, IntEdit};
    use kafka_view::messages::{MetadataRequest, Request};
    let out = scratch("minimise-value");
    let dir = out.join("001-log-Metadata-v1");
    std::fs::create_dir_all(&dir).unwrap();
    let log = out.join("server.log");
    let broker = FakeBroker::with_log(log.clone());
    // Two Metadata v1 requests whose topic count is 99,990 (short of the bug; a small range keeps
    // the test short: every try that does not fire waits 3 s for a log line); a mutant made the
    // second's count 100,100, which trips the log bug (a count above 100,000).
    let body = Request::Metadata(MetadataRequest::default());
    let mut seed = kafka_fuzz::wire::request_frame(&body, 1, 1).unwrap();
    let at = 14 + kafka_fuzz::wire::CLIENT_ID.len();
    seed[at..at + 4].copy_from_slice(&99_990i32.to_be_bytes());
    let mut mutant = seed.clone();
    mutant[at..at + 4].copy_from_slice(&100_100i32.to_be_bytes());
    // A mutant of a mutant: an earlier mutation changed the client id's first byte too.
    mutant[14] = b'K';
    assert!(common::trips_log_bug(&mutant) && !common::trips_log_bug(&seed));
    write_finding(
        &dir,
        "log",
        &broker.target(),
        &[(3, 1, seed.clone()), (3, 1, mutant)],
    );
    let edit = IntEdit {
        at,
        width: 4,
        old: 99_990,
        new: 100_100,
    };
    let hex = std::fs::read_to_string(dir.join("frames.hex")).unwrap();
    let seed_hex: String = seed.iter().map(|b| format!("{b:02x}")).collect();
    let hex = hex.replace(
        "# frame 2\n",
        &format!(
            "# frame 2\n{}\n# seed, mutations since: 2 {seed_hex}\n",
            edit.line("MetadataRequest.Topics", None)
        ),
    );
    std::fs::write(dir.join("frames.hex"), hex).unwrap();
    let edits: Vec<_> = frame_notes(&dir)
        .unwrap()
        .into_iter()
        .map(|n| n.edit)
        .collect();
    assert_eq!(edits, [None, Some((edit, "MetadataRequest.Topics".into()))]);
    let m = minimise(&ReplayOptions {
        log: Some(log.clone()),
        ..replay_options(dir.clone(), broker.target())
    })
    .unwrap();
    assert_eq!(m.kept, vec![1], "{m:?}");
    // The client id is back as the seed had it: of the two places the mutant differed in, only
    // the count is left.
    assert_eq!(m.undone.len(), 1, "{m:?}");
    assert_eq!((m.undone[0].of, m.undone[0].left), (2, 1), "{m:?}");
    assert_eq!(m.values.len(), 1, "{m:?}");
    assert_eq!((m.values[0].value, m.values[0].edit), (100_001, edit));
    let readme = std::fs::read_to_string(m.dir.join("README.txt")).unwrap();
    assert!(
        readme.contains(
            "frame 2: MetadataRequest.Topics at byte 24 brought back from 100100 to 100001 (the seed had 99990)"
        ),
        "{readme}"
    );
    // The minimised finding holds the frame with the count 100,001, and its value line says so.
    let now = IntEdit {
        new: 100_001,
        ..edit
    };
    let edits: Vec<_> = frame_notes(&m.dir)
        .unwrap()
        .into_iter()
        .map(|n| n.edit)
        .collect();
    assert_eq!(edits, [Some((now, "MetadataRequest.Topics".into()))]);
    assert!(
        readme.contains("frame 2: 1 of the 2 places where it differed from its seed are as the seed has them again"),
        "{readme}"
    );
    let hex = std::fs::read_to_string(m.dir.join("frames.hex")).unwrap();
    assert!(hex.contains("shrunk from 100100"), "{hex}");
    assert!(
        hex.contains(&format!("# seed, mutations since: 2 {seed_hex}")),
        "{hex}"
    );
    let mut expected = seed.clone();
    expected[at..at + 4].copy_from_slice(&100_001i32.to_be_bytes());
    let frames = kafka_fuzz::finding::load(&m.dir).unwrap().2;
    assert_eq!(frames, [expected]);
    let r = replay(&ReplayOptions {
        log: Some(log),
        ..replay_options(m.dir.clone(), broker.target())
    })
    .unwrap();
    assert!(r.fired && r.frames == 1, "{r:?}");
    let _ = std::fs::remove_dir_all(out);
}

#[test]
fn alarm_lines_and_their_signatures() {
    use kafka_fuzz::oracle::{alarm_signature, is_alarm};
    assert!(is_alarm("java.lang.OutOfMemoryError: Java heap space"));
    assert!(is_alarm("[t] ERROR Uncaught exception in thread 'x'"));
    assert!(is_alarm("[t] ERROR [Kafka Request Handler 1 on Broker 1] Exception when handling request (kafka.server.KafkaRequestHandler)"));
    assert!(is_alarm(
        "[t] ERROR Encountered fatal fault: Unexpected error in raft IO thread (x)"
    ));
    assert!(!is_alarm(
        "[t] INFO Closing socket for 127.0.0.1 because of error"
    ));
    let a = alarm_signature(
        "[2026-12-04 18:40:45,446] ERROR [Kafka Request Handler 1 on Broker 1] Exception when handling request (x)",
        Some("java.lang.IllegalStateException: Duplicate key ConfigResource(type=TOPIC, name='a')"),
    );
    let b = alarm_signature(
        "[2026-12-04 18:41:02,001] ERROR [Kafka Request Handler 7 on Broker 1] Exception when handling request (x)",
        Some("java.lang.IllegalStateException: Duplicate key ConfigResource(type=UNKNOWN, name='b')"),
    );
    assert_eq!(a, b);
    assert!(
        a.ends_with("/ java.lang.IllegalStateException: Duplicate key ConfigResource"),
        "{a}"
    );
    let c = alarm_signature(
        "[2026-12-04 18:41:02,001] ERROR [Kafka Request Handler 7 on Broker 1] Exception when handling request (x)",
        Some("java.lang.NullPointerException: Cannot invoke \"x.y()\""),
    );
    assert_ne!(a, c);
    // A next line that is not an exception is left out.
    assert!(!alarm_signature(
        "[t] ERROR Uncaught exception in thread",
        Some("\tat a.b(C.java:1)")
    )
    .contains('/'));
}

#[test]
fn the_latency_oracle_finds_a_broker_that_became_slow() {
    let broker = FakeBroker::slow();
    let out = scratch("slow");
    let summary = run(Options {
        connections: 1,
        seed: 7,
        duration: Duration::from_secs(10),
        health_timeout: Duration::from_secs(3),
        latency_floor: Duration::from_millis(300),
        ..quick(broker.target(), out.clone())
    })
    .unwrap();
    assert!(
        broker.slowed.load(std::sync::atomic::Ordering::SeqCst),
        "{summary}"
    );
    // Slow is not down: the run went on to its end.
    assert!(summary.stopped.contains("--duration"), "{summary}");
    let slow = findings_of(&summary, Oracle::Latency);
    assert!(!slow.is_empty(), "{summary}");
    assert!(
        slow[0].0.detail.contains("baseline"),
        "{}",
        slow[0].0.detail
    );
    assert!(
        !summary
            .findings
            .iter()
            .any(|(f, _)| f.oracle == Oracle::Health),
        "{summary}"
    );
    let _ = std::fs::remove_dir_all(out);
}

#[test]
fn the_correlation_and_undecodable_oracles_find_wrong_answers() {
    use common::Answer;
    for (answer, oracle) in [
        (Answer::WrongCorrelation, Oracle::Correlation),
        (Answer::Truncated, Oracle::Undecodable),
    ] {
        let broker = FakeBroker::answering(answer);
        let out = scratch(&format!("{answer:?}"));
        let summary = run(Options {
            seed: 5,
            duration: Duration::from_secs(3),
            ..quick(broker.target(), out.clone())
        })
        .unwrap();
        assert!(summary.stopped.contains("--duration"), "{summary}");
        let found: Vec<_> = summary
            .findings
            .iter()
            .filter(|(f, _)| f.oracle == oracle)
            .collect();
        assert!(!found.is_empty(), "{answer:?}: {summary}");
        // Only that oracle fired, on the frame that tripped the bug.
        assert!(
            summary.findings.iter().all(|(f, _)| f.oracle == oracle),
            "{summary}"
        );
        let finding = &found[0].0;
        assert!(common::trips_bug(&finding.frames[finding.culprit].frame));
        // Replay on a fresh broker with the same bug.
        let fresh = FakeBroker::answering(answer);
        let r = replay(&replay_options(finding.dir.clone(), fresh.target())).unwrap();
        assert!(r.fired && r.oracle == oracle, "{r:?}");
        let fixed = FakeBroker::start(false);
        let r = replay(&replay_options(finding.dir.clone(), fixed.target())).unwrap();
        assert!(!r.fired, "{r:?}");
        let _ = std::fs::remove_dir_all(out);
    }
}

#[test]
fn the_exit_oracle_fires_when_the_target_process_ends() {
    let broker = FakeBroker::start(false);
    let out = scratch("exit");
    // A stand-in for the broker's process, ended a second into the run (and not waited for, so
    // it stays a zombie, which counts as exited).
    let mut child = Command::new("sleep").arg("60").spawn().unwrap();
    let pid = child.id();
    let killer = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_secs(1));
        child.kill().unwrap();
        child
    });
    let summary = run(Options {
        pid: Some(pid),
        duration: Duration::from_secs(20),
        ..quick(broker.target(), out.clone())
    })
    .unwrap();
    let mut child = killer.join().unwrap();
    let _ = child.wait();
    assert!(summary.stopped.contains("exit"), "{summary}");
    assert!(summary.elapsed < Duration::from_secs(10), "{summary}");
    assert_eq!(summary.findings.len(), 1, "{summary}");
    assert_eq!(summary.findings[0].0.oracle, Oracle::Exit);
    assert!(summary.findings[0].0.detail.contains(&pid.to_string()));
    // A process that is not there is refused at the start.
    let e = run(Options {
        pid: Some(pid),
        ..quick(broker.target(), out.clone())
    })
    .unwrap_err();
    assert!(e.contains("no such process"), "{e}");
    let _ = std::fs::remove_dir_all(out);
}

/// A run against the fake broker with `--pid` on a stand-in process that, a second in, logs
/// `last_words` to `--log`, waits `pause` and is killed: the run's summary and the pid.
fn exit_after_logging(
    name: &str,
    last_words: &'static [u8],
    pause: Duration,
) -> (kafka_fuzz::run::Summary, u32) {
    let broker = FakeBroker::start(false);
    let out = scratch(name);
    std::fs::create_dir_all(&out).unwrap();
    let log = out.join("server.log");
    std::fs::write(&log, "[t] INFO started (x)\n").unwrap();
    let mut child = Command::new("sleep").arg("60").spawn().unwrap();
    let pid = child.id();
    let killer = {
        let log = log.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs(1));
            let mut f = std::fs::OpenOptions::new().append(true).open(&log).unwrap();
            use std::io::Write;
            f.write_all(last_words).unwrap();
            drop(f);
            std::thread::sleep(pause);
            child.kill().unwrap();
            child
        })
    };
    let summary = run(Options {
        pid: Some(pid),
        log: Some(log),
        duration: Duration::from_secs(20),
        ..quick(broker.target(), out.clone())
    })
    .unwrap();
    let _ = killer.join().unwrap().wait();
    let _ = std::fs::remove_dir_all(out);
    (summary, pid)
}

#[test]
fn an_exit_after_a_fatal_log_line_is_folded_by_that_line() {
    // Kafka's last words before its fault handler ends the process, with a request handler's
    // exception (which a broker survives) logged a millisecond after them, as a 30-minute run saw.
    let (summary, _) = exit_after_logging(
        "fatal-exit",
        b"[2026-12-04 22:24:40,094] ERROR Encountered fatal fault: Unexpected error in raft IO thread (x)\n\
          org.apache.kafka.common.config.ConfigException: The provided listener name is null or empty string\n\
          [2026-12-04 22:24:40,095] ERROR [Kafka Request Handler 5 on Broker 1] Exception when handling request (kafka.server.KafkaRequestHandler)\n\
          java.lang.IllegalStateException: Duplicate key ConfigResource(type=UNKNOWN, name='x')\n",
        Duration::ZERO,
    );
    let exit = findings_of(&summary, Oracle::Exit);
    assert_eq!(exit.len(), 1, "{summary}");
    let fold = exit[0].0.fold();
    assert!(
        fold.starts_with("ERROR Encountered fatal fault: Unexpected error in raft IO thread"),
        "{fold}"
    );
    assert!(
        fold.ends_with("/ org.apache.kafka.common.config.ConfigException: The provided listener name is null or empty string"),
        "{fold}"
    );
    assert!(
        exit[0].0.detail.contains("exited after logging"),
        "{summary}"
    );
}

#[test]
fn an_exit_after_only_a_request_handlers_exception_is_not_named_after_it() {
    // A broker survives an exception its request handler caught, and logs one every few seconds
    // while a known bug is hit; Kafka 3.2.1 ending on an OutOfMemoryError (told on its standard
    // output, not its log) was named after one.
    let (summary, pid) = exit_after_logging(
        "handler-exit",
        b"[2026-12-05 19:03:42,260] ERROR [Kafka Request Handler 0 on Broker 1] Exception when handling request (kafka.server.KafkaRequestHandler)\n\
          java.lang.IllegalStateException: Duplicate key ConfigResource(type=TOPIC, name='x')\n",
        Duration::from_millis(200),
    );
    let exit = findings_of(&summary, Oracle::Exit);
    assert_eq!(exit.len(), 1, "{summary}");
    let f = &exit[0].0;
    assert_eq!(f.detail, format!("process {pid} exited"), "{summary}");
    assert!(!f.fold().contains("Duplicate key"), "{}", f.fold());
    assert!(!f.frames.is_empty());
    // The handler's exception is a log finding of its own.
    assert!(summary
        .findings
        .iter()
        .any(|(f, _)| f.oracle == Oracle::Log && f.fold().contains("Duplicate key")));
}

#[test]
fn a_frame_budget_stops_the_run_and_every_offered_api_is_answered() {
    let broker = FakeBroker::start(false);
    let out = scratch("budget");
    let opts = Options {
        max_frames: 400,
        duration: Duration::from_secs(60),
        ..quick(broker.target(), out.clone())
    };
    let started = Instant::now();
    let summary = run(opts).unwrap();
    assert!(started.elapsed() < Duration::from_secs(30), "{summary}");
    assert!(summary.stopped.contains("--max-frames"), "{summary}");
    assert!(summary.sent <= 400, "{summary}");
    assert!(summary.sent >= 300, "{summary}");
    assert!(summary.findings.is_empty(), "{summary}");
    let (reached, not_reached) = summary.reached();
    let offered: Vec<ApiKey> = {
        let mut k: Vec<ApiKey> = OFFERED.iter().map(|o| ApiKey(o.0)).collect();
        k.sort();
        k
    };
    assert_eq!(reached, offered, "{summary}");
    assert!(not_reached.is_empty());
    // The same, as --json prints it.
    let json = summary.to_json();
    assert_eq!(json["mode"], "broker");
    assert_eq!(json["sent"], summary.sent);
    assert_eq!(
        json["reached"].as_array().unwrap().len(),
        offered.len(),
        "{json}"
    );
    assert_eq!(json["reached"][0], offered[0].to_string());
    assert_eq!(json["never_answered"].as_array().unwrap().len(), 0);
    assert_eq!(json["findings"].as_array().unwrap().len(), 0);
    // Mutants with new outcomes joined the corpus.
    assert!(summary.kept > 0, "{summary}");
    let _ = std::fs::remove_dir_all(out);
}

#[test]
fn a_duration_stops_the_run() {
    let broker = FakeBroker::start(false);
    let out = scratch("duration");
    let opts = Options {
        duration: Duration::from_secs(2),
        ..quick(broker.target(), out.clone())
    };
    let started = Instant::now();
    let summary = run(opts).unwrap();
    let took = started.elapsed();
    assert!(summary.stopped.contains("--duration"), "{summary}");
    // The duration, plus at most a request's timeout and the start's health checks.
    assert!(
        took >= Duration::from_secs(2) && took < Duration::from_secs(6),
        "{took:?}"
    );
    assert!(summary.sent > 100, "{summary}");
    let _ = std::fs::remove_dir_all(out);
}

#[test]
fn remote_targets_are_refused_without_allow_remote() {
    let out = Command::new(env!("CARGO_BIN_EXE_kafka-fuzz"))
        .args(["broker", "--target", "192.0.2.1:9092", "--duration", "1"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("outside the loopback range"), "{stderr}");
    assert!(stderr.contains("--allow-remote"), "{stderr}");
    // The library says the same, and lets loopback addresses through.
    assert!(kafka_fuzz::resolve_target("10.1.2.3:9092", false).is_err());
    assert!(kafka_fuzz::resolve_target("[::1]:9092", false).is_ok());
    assert!(kafka_fuzz::resolve_target("127.5.6.7:9092", false).is_ok());
    assert!(kafka_fuzz::resolve_target("10.1.2.3:9092", true).is_ok());
    // A replay is held to the same rule.
    let r = replay(&ReplayOptions {
        dir: scratch("no-such-finding"),
        target: Some("192.0.2.1:9092".into()),
        ..ReplayOptions::default()
    });
    assert!(r.is_err());
}

#[test]
fn minimise_restarts_the_target_between_tries_for_a_health_finding() {
    use kafka_fuzz::finding::minimise;
    use kafka_view::messages::{DescribeGroupsRequest, Request};
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    let out = scratch("minimise-restart");
    let dir = out.join("001-health-DescribeGroups-v0");
    std::fs::create_dir_all(&dir).unwrap();
    let broker = FakeBroker::start(true);
    // Five DescribeGroups v0 requests; the third's group count is 2^30, which wedges the broker,
    // and 20 bytes follow it that do not matter.
    let at = 14 + kafka_fuzz::wire::CLIENT_ID.len();
    let mut frames = Vec::new();
    for i in 0..5 {
        let body = Request::DescribeGroups(DescribeGroupsRequest::default());
        let mut frame = kafka_fuzz::wire::request_frame(&body, 0, i).unwrap();
        assert!(!common::trips_bug(&frame));
        if i == 2 {
            assert_eq!(frame.len(), at + 4);
            frame[at..at + 4].copy_from_slice(&(1i32 << 30).to_be_bytes());
            frame.extend_from_slice(&[0x5a; 20]);
            let size = (frame.len() - 4) as i32;
            frame[..4].copy_from_slice(&size.to_be_bytes());
            assert!(common::trips_bug(&frame));
        }
        frames.push((15, 0, frame));
    }
    write_finding(&dir, "health", &broker.target(), &frames);
    // "Restarting" the fake broker: the command asks for it through a file and waits until a
    // watcher here has un-wedged the broker; every run is counted in another file.
    let flag = out.join("restart.flag");
    let count = out.join("restarts.txt");
    let done = Arc::new(AtomicBool::new(false));
    let watcher = {
        let (flag, done, wedged) = (flag.clone(), done.clone(), broker.wedged.clone());
        std::thread::spawn(move || {
            while !done.load(Ordering::SeqCst) {
                if flag.exists() {
                    wedged.store(false, Ordering::SeqCst);
                    let _ = std::fs::remove_file(&flag);
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        })
    };
    let restart = format!(
        "echo r >> '{}'; touch '{f}'; while [ -e '{f}' ]; do sleep 0.05; done; echo",
        count.display(),
        f = flag.display()
    );
    // Without a restart command a health finding is refused.
    let e = minimise(&replay_options(dir.clone(), broker.target())).unwrap_err();
    assert!(e.contains("--restart"), "{e}");
    let m = minimise(&ReplayOptions {
        restart: Some(restart),
        ..replay_options(dir.clone(), broker.target())
    })
    .unwrap();
    done.store(true, Ordering::SeqCst);
    watcher.join().unwrap();
    assert_eq!(m.kept, vec![2], "{m:?}");
    // The frame was then cut to its first 28 bytes (the count is its last four), no shorter.
    assert_eq!(m.shrunk, vec![(0, at + 24, at + 4)], "{m:?}");
    let min_hex = std::fs::read_to_string(m.dir.join("frames.hex")).unwrap();
    let line = min_hex.lines().find(|l| l.starts_with('>')).unwrap();
    let cut = kafka_view_explain::parse_hex(line.split_whitespace().nth(3).unwrap()).unwrap();
    assert_eq!(cut.len(), at + 4, "{min_hex}");
    assert_eq!(&cut[..4], &((at as i32).to_be_bytes()), "{min_hex}");
    assert!(common::trips_bug(&cut));
    assert!(min_hex.contains("# cut from 48 to 28 bytes"), "{min_hex}");
    // Every try that fired wedged the broker and was followed by a restart, the last one too:
    // the broker is left up.
    let runs = std::fs::read_to_string(&count).unwrap().lines().count();
    assert_eq!(runs, m.restarts, "{m:?}");
    assert!(m.restarts >= 2 && m.restarts < m.tries + 1, "{m:?}");
    assert!(!broker.wedged.load(Ordering::SeqCst));
    // The command printed an empty line: the target stayed where it was.
    assert_eq!(m.restarted, Some((None, broker.target())), "{m:?}");
    // The minimised finding replays on its own, with the one frame.
    let r = replay(&replay_options(m.dir.clone(), broker.target())).unwrap();
    assert!(r.fired && r.frames == 1, "{r:?}");
    let _ = std::fs::remove_dir_all(out);
}

#[test]
fn what_a_restart_command_prints_is_read_from_its_last_line() {
    use kafka_fuzz::finding::parse_restarted;
    assert_eq!(
        parse_restarted("Kafka ready\n4242 127.0.0.1:9092\n\n"),
        Ok((Some(4242), Some("127.0.0.1:9092".into())))
    );
    assert_eq!(parse_restarted("started\n17\n"), Ok((Some(17), None)));
    assert_eq!(parse_restarted(""), Ok((None, None)));
    assert_eq!(parse_restarted("\n  \n"), Ok((None, None)));
    assert!(parse_restarted("ready in 7 s\n").is_err());
    assert!(parse_restarted("1 127.0.0.1:1 extra\n").is_err());
}

#[test]
fn a_frame_is_cut_with_its_size_prefix_rewritten() {
    use kafka_fuzz::finding::truncate_frame;
    let frame = [0, 0, 0, 6, 1, 2, 3, 4, 5, 6];
    assert_eq!(truncate_frame(&frame, 7), vec![0, 0, 0, 3, 1, 2, 3]);
    assert_eq!(truncate_frame(&frame, 4), vec![0, 0, 0, 0]);
    assert_eq!(truncate_frame(&frame, 10), frame.to_vec());
    // Longer than the frame: the frame as it is; shorter than a prefix: the bytes as they are.
    assert_eq!(truncate_frame(&frame, 99), frame.to_vec());
    assert_eq!(truncate_frame(&frame, 2), vec![0, 0]);
}

/// Writes a finding directory by hand, as a run would save it: its README's oracle, target and
/// replay lines, and `frames` (API key, version, bytes) as frames.hex.
fn write_finding(
    dir: &std::path::Path,
    oracle: &str,
    target: &str,
    frames: &[(i16, i16, Vec<u8>)],
) {
    let mut hex = String::from("# Frames as sent\n");
    for (i, (key, version, frame)) in frames.iter().enumerate() {
        hex.push_str(&format!("# frame {}\n> {key} {version} ", i + 1));
        hex.extend(frame.iter().map(|b| format!("{b:02x}")));
        hex.push('\n');
    }
    std::fs::write(dir.join("frames.hex"), hex).unwrap();
    std::fs::write(
        dir.join("README.txt"),
        format!(
            "oracle: {oracle}\ntarget: {target}\nreplay: kafka-fuzz replay {}\n",
            dir.display()
        ),
    )
    .unwrap();
}

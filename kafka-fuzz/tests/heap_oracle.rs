//! The heap oracle in a run and a replay, with a stand-in for `jstat` (a shell script found
//! through `$JAVA_HOME/bin`, which the oracle looks in first) that prints the rows of a JVM whose
//! old generation jumps, then collects fully. Its own test binary: it sets `JAVA_HOME` for the
//! whole process.

mod common;

use std::process::Command;
use std::time::Duration;

use common::FakeBroker;
use kafka_fuzz::finding::{replay, ReplayOptions};
use kafka_fuzz::oracle::Oracle;
use kafka_fuzz::run::{run, Options};

/// `jstat -gc PID INTERVAL` for process `pid` only (another gets jstat's error): a header, then
/// a row every 0.25 s; from row `$JUMP_AT` on, the old generation is 205 MiB larger, and from
/// four rows later one full GC has happened.
fn fake_jstat(dir: &std::path::Path, pid: u32) {
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let script = format!(
        r#"#!/bin/sh
if [ "$1" != "-gc" ] || [ "$2" != "{pid}" ]; then
  echo "sun.jvmstat.monitor.MonitorException: $2 not found" >&2
  exit 1
fi
echo "    S0C         S1C         S0U         S1U          EC           EU           OC           OU          MC         MU       CCSC      CCSU     YGC     YGCT     FGC    FGCT     CGC    CGCT       GCT   "
i=0
while :; do
  ou=150000.0; fgc=0
  [ "$i" -ge "$JUMP_AT" ] && ou=360000.0
  [ "$i" -ge $((JUMP_AT + 4)) ] && fgc=1
  echo "        0.0      1024.0         0.0       998.9      54272.0      49152.0     993280.0     $ou    42048.0    41382.6    5184.0    4867.1      4     0.115     $fgc     0.000     4     0.008     0.123"
  i=$((i + 1))
  sleep 0.25
done
"#
    );
    let path = bin.join("jstat");
    std::fs::write(&path, script).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
}

#[test]
fn the_heap_oracle_fires_on_a_jump_and_a_full_gc_and_replay_judges_it() {
    let out = std::env::temp_dir().join(format!("kafka-fuzz-test-heap-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    // A stand-in for the broker's process, which stays up.
    let mut child = Command::new("sleep").arg("60").spawn().unwrap();
    let pid = child.id();
    fake_jstat(&out.join("jdk"), pid);
    std::env::set_var("JAVA_HOME", out.join("jdk"));
    std::env::set_var("JUMP_AT", "8");
    let broker = FakeBroker::start(false);
    let summary = run(Options {
        target: broker.target(),
        out: out.join("findings"),
        pid: Some(pid),
        duration: Duration::from_secs(6),
        timeout: Duration::from_millis(500),
        health_timeout: Duration::from_millis(500),
        progress: Duration::ZERO,
        ..Options::default()
    })
    .unwrap();
    let heap = summary.heap.clone().expect("the heap oracle ran");
    assert!(heap.samples >= 12, "{summary}");
    assert!(
        (heap.largest_growth_mb - 205.0).abs() < 1.0,
        "{}",
        heap.largest_growth_mb
    );
    assert_eq!((heap.full_gcs, heap.bad_rows), (1, 0), "{summary}");
    let found: Vec<_> = summary
        .findings
        .iter()
        .filter(|(f, _)| f.oracle == Oracle::Heap)
        .collect();
    assert!(
        found
            .iter()
            .any(|(f, _)| f.detail.contains("grew 205.1 MiB")),
        "{summary}"
    );
    assert!(
        found.iter().any(|(f, _)| f.detail.contains("FGC 0 -> 1")),
        "{summary}"
    );
    // The frames blamed were sent in the half second before the jump was read.
    let (jump, _) = found
        .iter()
        .find(|(f, _)| f.detail.contains("grew"))
        .unwrap();
    assert!(
        !jump.frames.is_empty() && jump.frames.len() <= 64,
        "{summary}"
    );
    let first = jump.frames.first().unwrap().at;
    let last = jump.frames.last().unwrap().at;
    assert!(
        last - first <= Duration::from_millis(600),
        "{first:?} to {last:?}"
    );
    let readme = std::fs::read_to_string(jump.dir.join("README.txt")).unwrap();
    assert!(readme.starts_with("oracle: heap\n"), "{readme}");
    // Replayed against a JVM whose old generation jumps 0.75 s after the watch starts: fired.
    std::env::set_var("JUMP_AT", "3");
    let options = ReplayOptions {
        dir: jump.dir.clone(),
        target: Some(broker.target()),
        pid: Some(pid),
        timeout: Duration::from_millis(500),
        health_timeout: Duration::from_millis(500),
        ..ReplayOptions::default()
    };
    let r = replay(&options).unwrap();
    assert!(r.fired && r.detail.contains("grew 205.1 MiB"), "{r:?}");
    // ...and against one whose heap stays put: not fired.
    std::env::set_var("JUMP_AT", "1000");
    let r = replay(&options).unwrap();
    assert!(!r.fired && r.detail.contains("no full GC"), "{r:?}");
    // Without --pid a heap finding cannot be judged.
    let e = replay(&ReplayOptions {
        pid: None,
        ..options.clone()
    })
    .unwrap_err();
    assert!(e.contains("give --pid"), "{e}");
    // A process the stand-in cannot attach to: the oracle is off, and the summary says why.
    let mut other = Command::new("sleep").arg("60").spawn().unwrap();
    let summary = run(Options {
        target: broker.target(),
        out: out.join("findings-off"),
        pid: Some(other.id()),
        duration: Duration::from_secs(1),
        progress: Duration::ZERO,
        ..Options::default()
    })
    .unwrap();
    let off = summary.heap_off.clone().unwrap_or_default();
    assert!(
        off.contains(&format!("jstat -gc {} failed", other.id())) && off.contains("not found"),
        "{summary}"
    );
    assert!(summary.heap.is_none() && summary.to_string().contains("heap oracle off"));
    let _ = other.kill();
    let _ = other.wait();
    let _ = child.kill();
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(out);
}

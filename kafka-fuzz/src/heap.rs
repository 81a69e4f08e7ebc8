//! The heap oracle: the target JVM's old generation growing by more than a threshold between two
//! samples, or a full collection, read with `jstat -gc` when the target's process is local
//! (`--pid`).
//!
//! `jstat -gc PID INTERVAL` runs as one child process for the whole run and prints a header line,
//! then one row of counters per interval. The columns are found by name in the header (`OU`, old
//! generation used, KiB; `OC`, its capacity; `FGC`, full collections), so another JDK's column
//! order or extra columns do not matter; a row that does not parse is counted and skipped.

use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// Where the columns the oracle reads are in `jstat -gc`'s rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GcColumns {
    old_used: usize,
    old_capacity: Option<usize>,
    full_gcs: usize,
    width: usize,
}

/// One row of `jstat -gc`: what the oracle reads of it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GcSample {
    /// Old generation used, KiB (`OU`).
    pub old_used_kb: f64,
    /// Old generation capacity, KiB (`OC`; 0 when the header has no such column).
    pub old_capacity_kb: f64,
    /// Full collections since the JVM started (`FGC`).
    pub full_gcs: u64,
}

impl GcColumns {
    /// Finds the columns in a header line of `jstat -gc` (or `-gcold`, `-gccapacity`... any
    /// option whose header has `OU` and `FGC`).
    pub fn from_header(header: &str) -> Result<GcColumns, String> {
        let names: Vec<&str> = header.split_whitespace().collect();
        let find = |name: &str| names.iter().position(|n| *n == name);
        let (Some(old_used), Some(full_gcs)) = (find("OU"), find("FGC")) else {
            return Err(format!(
                "jstat's header {:?} has no OU and FGC columns",
                header.trim()
            ));
        };
        Ok(GcColumns {
            old_used,
            old_capacity: find("OC"),
            full_gcs,
            width: names.len(),
        })
    }

    /// Reads one row of counters. Numbers may use a decimal comma (jstat follows the locale); a
    /// row with another number of columns than the header, or a column that is not a number
    /// (`-` where a counter is unavailable), is an error naming what was wrong.
    pub fn sample(&self, row: &str) -> Result<GcSample, String> {
        let words: Vec<&str> = row.split_whitespace().collect();
        if words.len() != self.width {
            return Err(format!(
                "jstat row {:?}: {} columns, the header had {}",
                row.trim(),
                words.len(),
                self.width
            ));
        }
        let number = |i: usize, name: &str| -> Result<f64, String> {
            let word = words.get(i).copied().unwrap_or_default();
            word.replace(',', ".")
                .parse::<f64>()
                .ok()
                .filter(|v| v.is_finite() && *v >= 0.0)
                .ok_or_else(|| format!("jstat row {:?}: {name} is {word:?}", row.trim()))
        };
        let full = number(self.full_gcs, "FGC")?;
        Ok(GcSample {
            old_used_kb: number(self.old_used, "OU")?,
            old_capacity_kb: match self.old_capacity {
                Some(i) => number(i, "OC")?,
                None => 0.0,
            },
            full_gcs: full as u64,
        })
    }
}

/// When the heap oracle fires.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HeapRule {
    /// Old-generation growth between two samples, in MiB, past which it fires.
    pub growth_mb: f64,
}

/// What the heap oracle says of two consecutive samples: `None`, or why it fires (a full
/// collection, or old-generation growth past the rule's threshold).
pub fn heap_alarm(before: &GcSample, after: &GcSample, rule: &HeapRule) -> Option<String> {
    let mib = |kb: f64| kb / 1024.0;
    let growth = mib(after.old_used_kb - before.old_used_kb);
    let of = if after.old_capacity_kb > 0.0 {
        format!(" of {:.0} MiB", mib(after.old_capacity_kb))
    } else {
        String::new()
    };
    if after.full_gcs > before.full_gcs {
        return Some(format!(
            "{} full GC(s) (FGC {} -> {}); old generation {:.1} -> {:.1} MiB{of}",
            after.full_gcs - before.full_gcs,
            before.full_gcs,
            after.full_gcs,
            mib(before.old_used_kb),
            mib(after.old_used_kb)
        ));
    }
    if growth > rule.growth_mb {
        return Some(format!(
            "old generation grew {growth:.1} MiB between two samples ({:.1} -> {:.1} MiB{of}; \
             limit {} MiB)",
            mib(before.old_used_kb),
            mib(after.old_used_kb),
            rule.growth_mb
        ));
    }
    None
}

/// What a watch has seen, for the summary.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HeapStats {
    /// Rows read.
    pub samples: u64,
    /// Rows that did not parse (skipped).
    pub bad_rows: u64,
    /// The largest old-generation growth between two consecutive samples, MiB.
    pub largest_growth_mb: f64,
    /// Full collections seen during the watch.
    pub full_gcs: u64,
    /// The first row that did not parse, and why.
    pub first_bad: Option<String>,
}

/// A sample and when it was read, from the watch's `origin`.
pub type Timed = (Duration, GcSample);

/// A running `jstat -gc PID INTERVAL`, its rows read on a thread.
pub struct HeapWatch {
    child: Child,
    rows: Receiver<(Instant, String)>,
    columns: GcColumns,
    origin: Instant,
    last: Option<GcSample>,
    /// What it has seen.
    pub stats: HeapStats,
}

/// How long jstat may take to print its header (it starts a JVM of its own).
const HEADER_WAIT: Duration = Duration::from_secs(15);

impl HeapWatch {
    /// Starts `jstat` (from `$JAVA_HOME/bin` if set, else the `PATH`) on process `pid`, a sample
    /// every `interval`; times are given from `origin`. An error says why the oracle is off:
    /// jstat not found, or it could not attach (the process is not a local JVM of this user).
    pub fn start(pid: u32, interval: Duration, origin: Instant) -> Result<HeapWatch, String> {
        let jstat = std::env::var_os("JAVA_HOME")
            .map(|home| std::path::PathBuf::from(home).join("bin").join("jstat"))
            .filter(|p| p.is_file())
            .unwrap_or_else(|| "jstat".into());
        let ms = interval.as_millis().max(1);
        let mut child = Command::new(&jstat)
            .args(["-gc", &pid.to_string(), &format!("{ms}ms")])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run {}: {e}", jstat.display()))?;
        let (tx, rows) = mpsc::channel();
        if let Some(out) = child.stdout.take() {
            std::thread::spawn(move || {
                for line in BufReader::new(out).lines() {
                    let Ok(line) = line else { break };
                    if tx.send((Instant::now(), line)).is_err() {
                        break;
                    }
                }
            });
        }
        let header = match rows.recv_timeout(HEADER_WAIT) {
            Ok((_, line)) => line,
            Err(e) => {
                let waited = matches!(e, RecvTimeoutError::Timeout);
                let _ = child.kill();
                let _ = child.wait();
                let mut err = String::new();
                if let Some(mut s) = child.stderr.take() {
                    let _ = s.read_to_string(&mut err);
                }
                let why = err
                    .lines()
                    .find(|l| !l.trim().is_empty())
                    .unwrap_or(if waited {
                        "no header within 15 s"
                    } else {
                        "it printed nothing"
                    })
                    .trim()
                    .to_owned();
                return Err(format!(
                    "jstat -gc {pid} failed: {why} (is {pid} a JVM of this user on this machine?)"
                ));
            }
        };
        let columns = match GcColumns::from_header(&header) {
            Ok(c) => c,
            Err(e) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(e);
            }
        };
        Ok(HeapWatch {
            child,
            rows,
            columns,
            origin,
            last: None,
            stats: HeapStats::default(),
        })
    }

    /// Times samples from `origin` from now on (a run's clock starts once jstat is up).
    pub fn set_origin(&mut self, origin: Instant) {
        self.origin = origin;
    }

    /// The samples read since the last call, each with the sample before it (the first sample of
    /// the watch has none and is only kept), and the oracle's verdict on the pair.
    pub fn poll(&mut self, rule: &HeapRule) -> Vec<(Duration, Option<String>)> {
        let mut out = Vec::new();
        while let Ok((when, line)) = self.rows.try_recv() {
            // jstat repeats its header with -h; a header row is not a sample.
            if line.split_whitespace().any(|w| w == "FGC") || line.trim().is_empty() {
                continue;
            }
            let sample = match self.columns.sample(&line) {
                Ok(s) => s,
                Err(e) => {
                    self.stats.bad_rows += 1;
                    self.stats.first_bad.get_or_insert(e);
                    continue;
                }
            };
            self.stats.samples += 1;
            let at = when.saturating_duration_since(self.origin);
            if let Some(before) = self.last {
                let growth = (sample.old_used_kb - before.old_used_kb) / 1024.0;
                self.stats.largest_growth_mb = self.stats.largest_growth_mb.max(growth);
                self.stats.full_gcs += sample.full_gcs.saturating_sub(before.full_gcs);
                out.push((at, heap_alarm(&before, &sample, rule)));
            }
            self.last = Some(sample);
        }
        out
    }
}

impl Drop for HeapWatch {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Recorded by hand from `jstat -gc` (OpenJDK 17, G1) on a Kafka broker, and shaped like
    // older JDKs' output (JDK 8 has no CGC columns), to show the columns are found by name.
    const JDK17_HEADER: &str = "    S0C         S1C         S0U         S1U          EC           EU           OC           OU          MC         MU       CCSC      CCSU     YGC     YGCT     FGC    FGCT     CGC    CGCT       GCT   ";
    const JDK17_ROW: &str = "        0.0      1024.0         0.0       998.9      54272.0      49152.0     993280.0     156420.0    42048.0    41382.6    5184.0    4867.1      4     0.115     0     0.000     4     0.008     0.123";
    const JDK8_HEADER: &str = " S0C    S1C    S0U    S1U      EC       EU        OC         OU       MC     MU    CCSC   CCSU   YGC     YGCT    FGC    FGCT     GCT   ";
    const JDK8_ROW: &str = "512,0  512,0   0,0   32,0   4096,0   1830,4   10240,0    8704,5   4864,0 4563,2 512,0  432,1       9    0,021   3      0,037    0,058";

    #[test]
    fn columns_are_found_by_name_and_rows_read() {
        let c = GcColumns::from_header(JDK17_HEADER).unwrap();
        assert_eq!(
            c.sample(JDK17_ROW).unwrap(),
            GcSample {
                old_used_kb: 156_420.0,
                old_capacity_kb: 993_280.0,
                full_gcs: 0
            }
        );
        // Another column order, fewer columns, and a decimal comma.
        let c8 = GcColumns::from_header(JDK8_HEADER).unwrap();
        assert_ne!(c, c8);
        assert_eq!(
            c8.sample(JDK8_ROW).unwrap(),
            GcSample {
                old_used_kb: 8704.5,
                old_capacity_kb: 10_240.0,
                full_gcs: 3
            }
        );
    }

    #[test]
    fn odd_output_is_an_error_naming_what_was_wrong() {
        let e = GcColumns::from_header("Timestamp S0 S1 E O").unwrap_err();
        assert!(e.contains("no OU and FGC"), "{e}");
        let e = GcColumns::from_header("").unwrap_err();
        assert!(e.contains("no OU and FGC"), "{e}");
        let c = GcColumns::from_header(JDK17_HEADER).unwrap();
        let e = c.sample("0.0 1024.0").unwrap_err();
        assert!(e.contains("2 columns, the header had 19"), "{e}");
        let dashed = JDK17_ROW.replacen("156420.0", "-", 1);
        let e = c.sample(&dashed).unwrap_err();
        assert!(e.contains("OU is \"-\""), "{e}");
        let negative = JDK17_ROW.replacen("     0     0.000", "    -1     0.000", 1);
        let e = c.sample(&negative).unwrap_err();
        assert!(e.contains("FGC is \"-1\""), "{e}");
        // The exception jstat prints for a process it cannot attach to is not a row either.
        assert!(c
            .sample("sun.jvmstat.monitor.MonitorException: 99999999 not found")
            .is_err());
    }

    fn sample(old_used_mb: f64, full_gcs: u64) -> GcSample {
        GcSample {
            old_used_kb: old_used_mb * 1024.0,
            old_capacity_kb: 1024.0 * 1024.0,
            full_gcs,
        }
    }

    #[test]
    fn the_rule_fires_on_growth_past_the_threshold_or_a_full_gc() {
        let rule = HeapRule { growth_mb: 64.0 };
        // Growth up to the threshold, and shrinking (a collection), are quiet.
        assert_eq!(
            heap_alarm(&sample(100.0, 0), &sample(164.0, 0), &rule),
            None
        );
        assert_eq!(heap_alarm(&sample(500.0, 0), &sample(20.0, 0), &rule), None);
        let grew = heap_alarm(&sample(100.0, 0), &sample(300.5, 0), &rule).unwrap();
        assert!(
            grew.contains("grew 200.5 MiB") && grew.contains("of 1024 MiB"),
            "{grew}"
        );
        // A full GC fires even when it freed memory.
        let full = heap_alarm(&sample(900.0, 2), &sample(40.0, 3), &rule).unwrap();
        assert!(full.contains("1 full GC(s) (FGC 2 -> 3)"), "{full}");
        assert!(full.contains("900.0 -> 40.0 MiB"), "{full}");
    }

    #[test]
    fn recorded_rows_in_order_fire_where_the_heap_jumped() {
        // A broker under a request that claims a huge array: G1 puts the array straight into the
        // old generation (a humongous object), then, with no room left, collects fully.
        let rows = [
            "0.0 1024.0 0.0 998.9 54272.0 49152.0 993280.0 156420.0 42048.0 41382.6 5184.0 4867.1 4 0.115 0 0.000 4 0.008 0.123",
            "0.0 1024.0 0.0 998.9 54272.0 51200.0 993280.0 158000.0 42048.0 41382.6 5184.0 4867.1 4 0.115 0 0.000 4 0.008 0.123",
            "0.0 1024.0 0.0 998.9 54272.0 2048.0 993280.0 420000.0 42048.0 41382.6 5184.0 4867.1 5 0.120 0 0.000 4 0.008 0.128",
            "0.0 1024.0 0.0 0.0 54272.0 0.0 993280.0 150000.0 42048.0 41382.6 5184.0 4867.1 6 0.130 1 0.400 4 0.008 0.538",
        ];
        let c = GcColumns::from_header(JDK17_HEADER).unwrap();
        let rule = HeapRule { growth_mb: 64.0 };
        let samples: Vec<GcSample> = rows.iter().map(|r| c.sample(r).unwrap()).collect();
        let verdicts: Vec<bool> = samples
            .windows(2)
            .map(|w| heap_alarm(&w[0], &w[1], &rule).is_some())
            .collect();
        assert_eq!(verdicts, [false, true, true]);
    }
}

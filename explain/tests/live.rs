//! `kafka-explain --live`: without the feature it says how to get it; with it (and the capture
//! permission: these tests run as root in CI), a request and its response exchanged over loopback
//! while the command captures on `lo` come out decoded and paired, and a process without the
//! permission is told which one it lacks.

#[path = "../../tests/it/common.rs"]
mod common;

mod run;
use run::run;

#[cfg(not(feature = "live"))]
#[test]
fn without_the_feature_live_says_how_to_get_it() {
    let out = run(&["--live", "lo", "--duration", "1"], b"");
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(
        out.stderr
            .contains("built without live capture: --live needs the cargo feature `live`"),
        "{}",
        out.stderr
    );
}

/// `--bpf` and the other options of `--live` need it.
#[test]
fn live_options_need_live() {
    for args in [["--bpf", "tcp"], ["--count", "3"], ["--duration", "1"]] {
        let out = run(&args, b"");
        assert_eq!(out.code, 2, "{args:?}: {}", out.stderr);
        assert!(out.stderr.contains("--live <IFACE>"), "{}", out.stderr);
        assert!(out.stdout.is_empty(), "{}", out.stdout);
    }
}

#[cfg(feature = "live")]
mod live {
    use std::io::{BufRead, BufReader, Read, Write};
    use std::net::{TcpListener, TcpStream};
    use std::process::{Child, ChildStderr, Command, Stdio};

    use super::common::{hex, SEEDS};

    /// A seed frame with its correlation id replaced.
    fn frame(seed: usize, id: i32) -> Vec<u8> {
        let mut f = hex(SEEDS[seed].4);
        let at = if SEEDS[seed].3 { 8 } else { 4 };
        f[at..at + 4].copy_from_slice(&id.to_be_bytes());
        f
    }

    /// Whether this process may capture (root, or the capabilities); the tests that capture say
    /// so and pass over their work when it may not.
    fn may_capture() -> bool {
        let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        let caps = status
            .lines()
            .find_map(|l| l.strip_prefix("CapEff:"))
            .and_then(|v| u64::from_str_radix(v.trim(), 16).ok())
            .unwrap_or(0);
        // CAP_NET_ADMIN is 12, CAP_NET_RAW 13.
        let may = caps & (1 << 13) != 0;
        if !may {
            eprintln!("no CAP_NET_RAW here: the live capture is not tested");
        }
        may
    }

    /// Starts `kafka-explain --live lo` with `args`, and returns it once it says it captures, with
    /// its standard error and that first line.
    fn start_live(args: &[&str]) -> (Child, BufReader<ChildStderr>, String) {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kafka-explain"))
            .args(["--live", "lo"])
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stderr = BufReader::new(child.stderr.take().unwrap());
        let mut line = String::new();
        stderr.read_line(&mut line).unwrap();
        (child, stderr, line)
    }

    #[test]
    fn a_loopback_exchange_is_captured_decoded_and_paired() {
        if !may_capture() {
            return;
        }
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        // The capture runs once it says so.
        let (child, mut stderr, line) =
            start_live(&["--port", &port.to_string(), "--duration", "4", "--json"]);
        assert!(
            line.contains(&format!(
                "capturing on lo (link type 1), filter \"tcp and (port {port})\", for 4 s"
            )),
            "{line}"
        );
        let request = frame(0, 77);
        let response = frame(1, 77);
        let server = {
            let response = response.clone();
            let len = request.len();
            std::thread::spawn(move || {
                let (mut s, _) = listener.accept().unwrap();
                let mut got = vec![0; len];
                s.read_exact(&mut got).unwrap();
                s.write_all(&response).unwrap();
                got
            })
        };
        let mut client = TcpStream::connect(("127.0.0.1", port)).unwrap();
        client.write_all(&request).unwrap();
        let mut got = vec![0; response.len()];
        client.read_exact(&mut got).unwrap();
        drop(client);
        assert_eq!(server.join().unwrap(), request);
        let out = child.wait_with_output().unwrap();
        let mut rest = String::new();
        stderr.read_to_string(&mut rest).unwrap();
        assert_eq!(out.status.code(), Some(0), "{rest}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let c = &v["counts"];
        assert_eq!(c["connections"], 1, "{c}");
        assert_eq!(c["requests"], 1, "{c}");
        assert_eq!(c["responses"], 1, "{c}");
        assert_eq!(c["paired"], 1, "{c}");
        assert_eq!(c["bad"], 0, "{c}");
        assert_eq!(c["losses"], 0, "{c}");
        let frames = v["frames"].as_array().unwrap();
        assert_eq!(frames.len(), 2);
        assert_eq!(frames[0]["direction"], "request");
        assert_eq!(frames[0]["server"], format!("127.0.0.1:{port}"));
        assert_eq!(frames[1]["direction"], "response");
        assert!(frames[1]["latency_us"].as_f64().unwrap() > 0.0);
        let text = frames[1]["frame"].to_string();
        assert!(text.contains("CreateDelegationTokenResponse"), "{text}");
    }

    #[test]
    fn count_stops_the_capture() {
        if !may_capture() {
            return;
        }
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let (child, _stderr, line) = start_live(&[
            "--port",
            &port.to_string(),
            "--bpf",
            &format!("tcp port {port}"),
            "--count",
            "1",
            "--summary",
        ]);
        assert!(line.contains("for 1 packets"), "{line}");
        // One packet: the SYN. The capture stops after it, with no Kafka frame seen.
        let _client = TcpStream::connect(("127.0.0.1", port)).unwrap();
        let out = child.wait_with_output().unwrap();
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert!(
            stdout.contains("1 packets, 1 Kafka connections, 0 requests"),
            "{stdout}"
        );
        assert_eq!(out.status.code(), Some(1));
    }

    #[test]
    fn ctrl_c_ends_the_capture_with_its_summary() {
        if !may_capture() {
            return;
        }
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let (child, mut stderr, line) = start_live(&["--port", &port.to_string(), "--summary"]);
        assert!(line.contains("capturing on lo"), "{line}");
        // One request, left unanswered, so the summary has something of its own to say.
        let mut client = TcpStream::connect(("127.0.0.1", port)).unwrap();
        let (_server, _) = listener.accept().unwrap();
        client.write_all(&frame(0, 5)).unwrap();
        std::thread::sleep(std::time::Duration::from_millis(500));
        let kill = Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status()
            .unwrap();
        assert!(kill.success());
        let out = child.wait_with_output().unwrap();
        let mut rest = String::new();
        stderr.read_to_string(&mut rest).unwrap();
        assert!(rest.contains("interrupted"), "{rest}");
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert!(
            stdout.contains("1 Kafka connections, 1 requests"),
            "{stdout}\n{rest}"
        );
        assert!(stdout.contains("CreateDelegationToken"), "{stdout}");
    }

    #[test]
    fn without_the_permission_it_says_which_one() {
        if !may_capture() || Command::new("setpriv").arg("--version").output().is_err() {
            eprintln!("setpriv (util-linux) is not here: the permission message is not tested");
            return;
        }
        // The same command with CAP_NET_RAW and CAP_NET_ADMIN out of its bounding set.
        let out = Command::new("setpriv")
            .args(["--bounding-set=-net_raw,-net_admin", "--"])
            .arg(env!("CARGO_BIN_EXE_kafka-explain"))
            .args(["--live", "lo", "--duration", "1"])
            .output()
            .unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(
            stderr.contains("cannot capture on lo: ")
                && stderr.contains("needs the permission tcpdump needs")
                && stderr.contains("CAP_NET_RAW and CAP_NET_ADMIN"),
            "{stderr}"
        );
    }
}

//! Runs the kafka-explain binary, for the command-line tests of cli.rs and pcap.rs.

use std::io::Write;
use std::process::{Command, Stdio};

pub struct Out {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

/// Runs the command with `args` and `stdin`.
pub fn run(args: &[&str], stdin: &[u8]) -> Out {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kafka-explain"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    Out {
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
        code: out.status.code().unwrap(),
    }
}

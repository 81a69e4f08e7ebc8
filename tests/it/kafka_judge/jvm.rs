//! The Java judge (`kafka/judge`): built by `kafka/judge/build.sh` (cached), started once, fed
//! batches of requests over stdin while its replies are read from stdout. The protocol is described
//! in `kafka/judge/src/main/java/kafkaview/judge/Judge.java`.

use std::io::{BufReader, BufWriter, Read as _, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::{Arc, Mutex};

/// What the message bytes are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Request,
    Response,
    RequestHeader,
    ResponseHeader,
    Data,
}

impl Kind {
    fn code(self) -> u8 {
        match self {
            Kind::Request => 0,
            Kind::Response => 1,
            Kind::RequestHeader => 2,
            Kind::ResponseHeader => 3,
            Kind::Data => 4,
        }
    }
}

/// One request to the judge.
pub enum Req<'a> {
    /// Kafka reads `bytes` (and writes back what it read). `json`: with Kafka's JSON of the message;
    /// `lossy`: with the strings it read that were not valid UTF-8.
    Read {
        kind: Kind,
        key: i16,
        version: i16,
        name: &'a str,
        json: bool,
        lossy: bool,
        bytes: &'a [u8],
    },
    /// Kafka builds a message from `template` (read by Kafka, values changed) and writes it.
    Build {
        kind: Kind,
        key: i16,
        version: i16,
        name: &'a str,
        seed: u64,
        template: &'a [u8],
    },
    /// `ApiVersionsResponse.parse` of a body, for a request of `version`.
    ApiVersions { version: i16, bytes: &'a [u8] },
}

/// Kafka's answer to a [`Req::Read`].
#[derive(Debug, Clone)]
pub enum Read {
    Refused(String),
    Accepted {
        consumed: usize,
        /// What Kafka's writer wrote back, or why it could not.
        written: Result<Vec<u8>, String>,
        /// (offset, length) of strings that were not valid UTF-8 (Java replaced them).
        lossy: Vec<(i32, i32)>,
        json: Option<String>,
    },
}

/// Kafka's answer to a [`Req::Build`].
#[derive(Debug, Clone)]
pub enum Built {
    Failed(String),
    Built {
        bytes: Vec<u8>,
        tries: u32,
        json: String,
    },
}

/// Kafka's answer to a [`Req::ApiVersions`].
#[derive(Debug, Clone)]
pub enum ApiVersionsRead {
    Refused(String),
    Accepted {
        version: i16,
        consumed: usize,
        written: Result<Vec<u8>, String>,
    },
}

pub enum Reply {
    Read(Read),
    Built(Built),
    ApiVersions(ApiVersionsRead),
}

/// One API key of kafka-clients: its request and response Data classes' version ranges (empty,
/// `(0, -1)`, when the release has no classes for the key).
#[derive(Debug, Clone)]
pub struct ApiInfo {
    pub key: i16,
    pub request: (i16, i16),
    pub response: (i16, i16),
}

/// What kafka-clients defines.
#[derive(Debug, Clone)]
pub struct Info {
    pub kafka_version: String,
    pub apis: Vec<ApiInfo>,
    pub request_header: (i16, i16),
    pub response_header: (i16, i16),
    /// data class name -> range (None: kafka-clients has no such class)
    pub data: Vec<(String, Option<(i16, i16)>)>,
}

impl Info {
    pub fn api(&self, key: i16) -> Option<&ApiInfo> {
        self.apis.iter().find(|a| a.key == key)
    }
}

pub struct Jvm {
    child: Child,
    stdin: Option<ChildStdin>,
    out: BufReader<ChildStdout>,
    stderr: Arc<Mutex<String>>,
    pub info: Info,
    pub role: String,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Whether `cmd --version`-like probing works.
fn runs(cmd: &str, arg: &str) -> bool {
    Command::new(cmd)
        .arg(arg)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false)
}

/// `None` (with the reason) when Java or Maven is missing.
pub fn missing_tools() -> Option<String> {
    let mut missing = Vec::new();
    if !runs("java", "-version") {
        missing.push("java");
    }
    if !runs("javac", "-version") {
        missing.push("javac");
    }
    if !runs("mvn", "-v") {
        missing.push("mvn (Maven)");
    }
    (!missing.is_empty()).then(|| format!("{} not found on PATH", missing.join(", ")))
}

impl Jvm {
    /// Builds (or reuses) the judge for a role of `kafka/pins` and starts it.
    pub fn start(role: &str, data_names: &[&str]) -> Result<Jvm, String> {
        let build = Command::new("bash")
            .arg(root().join("kafka/judge/build.sh"))
            .arg(role)
            .stderr(Stdio::piped())
            .output()
            .map_err(|e| format!("running kafka/judge/build.sh: {e}"))?;
        if !build.status.success() {
            return Err(format!(
                "kafka/judge/build.sh {role} failed:\n{}",
                String::from_utf8_lossy(&build.stderr)
            ));
        }
        let classpath = String::from_utf8(build.stdout)
            .map_err(|e| format!("classpath: {e}"))?
            .trim()
            .to_string();
        let mut child = Command::new("java")
            .args([
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-Xss16m",
                "-Xmx1g",
                "-cp",
                &classpath,
                "kafkaview.judge.Judge",
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("starting java: {e}"))?;
        let stderr = Arc::new(Mutex::new(String::new()));
        {
            let sink = stderr.clone();
            let mut err = child.stderr.take().expect("stderr");
            std::thread::spawn(move || {
                let mut buf = [0u8; 4096];
                while let Ok(n) = err.read(&mut buf) {
                    if n == 0 {
                        break;
                    }
                    sink.lock()
                        .unwrap()
                        .push_str(&String::from_utf8_lossy(&buf[..n]));
                }
            });
        }
        let stdin = child.stdin.take();
        let out = BufReader::with_capacity(1 << 16, child.stdout.take().expect("stdout"));
        let mut jvm = Jvm {
            child,
            stdin,
            out,
            stderr,
            info: Info {
                kafka_version: String::new(),
                apis: Vec::new(),
                request_header: (0, -1),
                response_header: (0, -1),
                data: Vec::new(),
            },
            role: role.to_string(),
        };
        jvm.info = jvm.query_info(data_names)?;
        Ok(jvm)
    }

    fn stderr_text(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }

    fn query_info(&mut self, names: &[&str]) -> Result<Info, String> {
        let mut req = vec![1u8];
        req.extend_from_slice(&(names.len() as u16).to_be_bytes());
        for n in names {
            put_str(&mut req, n);
        }
        {
            let stdin = self.stdin.as_mut().expect("stdin");
            stdin.write_all(&req).map_err(|e| format!("judge: {e}"))?;
            stdin.flush().map_err(|e| format!("judge: {e}"))?;
        }
        let r = &mut self.out;
        let info = (|| -> std::io::Result<Info> {
            let kafka_version = get_str(r)?;
            let n = get_u16(r)?;
            let mut apis = Vec::new();
            for _ in 0..n {
                let key = get_i16(r)?;
                let _name = get_str(r)?;
                let req = (get_i16(r)?, get_i16(r)?);
                let resp = (get_i16(r)?, get_i16(r)?);
                // -1..-1 when kafka-clients has no message class for the key: an empty range.
                let empty = |r: (i16, i16)| if r.0 < 0 { (0, -1) } else { r };
                apis.push(ApiInfo {
                    key,
                    request: empty(req),
                    response: empty(resp),
                });
            }
            let request_header = (get_i16(r)?, get_i16(r)?);
            let response_header = (get_i16(r)?, get_i16(r)?);
            let mut data = Vec::new();
            for name in names {
                let range = (get_i16(r)?, get_i16(r)?);
                data.push((name.to_string(), (range.0 >= 0).then_some(range)));
            }
            Ok(Info {
                kafka_version,
                apis,
                request_header,
                response_header,
                data,
            })
        })();
        info.map_err(|e| format!("judge INFO: {e}\n{}", self.stderr_text()))
    }

    /// Sends a batch and reads its replies, in order. A writer thread feeds stdin while this thread
    /// reads stdout, so neither pipe can fill up and stall the other side.
    pub fn run(&mut self, reqs: &[Req<'_>]) -> Vec<Reply> {
        let mut replies = Vec::with_capacity(reqs.len());
        self.run_with(reqs, |_, r| replies.push(r));
        replies
    }

    /// [`Jvm::run`], handing each reply to `each` as soon as it is read, so that the work done on
    /// one reply overlaps with the judge's work on the next requests.
    pub fn run_with(&mut self, reqs: &[Req<'_>], mut each: impl FnMut(usize, Reply)) {
        let mut buf = Vec::new();
        for r in reqs {
            encode(&mut buf, r);
        }
        let stdin = self.stdin.take().expect("judge stdin");
        let writer = std::thread::spawn(move || {
            let mut w = BufWriter::with_capacity(1 << 16, stdin);
            let res = w.write_all(&buf).and_then(|_| w.flush());
            (w.into_inner().ok(), res)
        });
        let mut failure = None;
        for (i, r) in reqs.iter().enumerate() {
            match decode(&mut self.out, r) {
                Ok(reply) => each(i, reply),
                Err(e) => {
                    failure = Some(e);
                    break;
                }
            }
        }
        let (stdin, res) = writer.join().expect("judge writer thread");
        if let Some(e) = failure {
            let _ = self.child.kill();
            panic!(
                "the Java judge ({}) stopped answering: {e}\n--- its stderr:\n{}",
                self.role,
                self.stderr_text()
            );
        }
        res.unwrap_or_else(|e| panic!("writing to the Java judge: {e}"));
        self.stdin = stdin;
    }
}

impl Jvm {
    /// CPU seconds the JVM has used so far (Linux: from /proc; `None` elsewhere).
    pub fn cpu_seconds(&self) -> Option<f64> {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).ok()?;
        // Fields after the command name (which ends at the last ')'): utime and stime are the
        // 12th and 13th, in clock ticks (100 per second on Linux).
        let rest = stat.get(stat.rfind(')')? + 2..)?;
        let f: Vec<&str> = rest.split_whitespace().collect();
        let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
        Some(ticks / 100.0)
    }
}

impl Drop for Jvm {
    fn drop(&mut self) {
        if let Some(mut stdin) = self.stdin.take() {
            let _ = stdin.write_all(&[0]);
            let _ = stdin.flush();
        }
        if self.child.wait().is_err() {
            let _ = self.child.kill();
        }
    }
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    out.extend_from_slice(&(s.len() as u16).to_be_bytes());
    out.extend_from_slice(s.as_bytes());
}

fn put_bytes(out: &mut Vec<u8>, b: &[u8]) {
    out.extend_from_slice(&(b.len() as i32).to_be_bytes());
    out.extend_from_slice(b);
}

fn encode(out: &mut Vec<u8>, r: &Req<'_>) {
    match *r {
        Req::Read {
            kind,
            key,
            version,
            name,
            json,
            lossy,
            bytes,
        } => {
            out.push(2);
            out.push(kind.code());
            out.extend_from_slice(&key.to_be_bytes());
            out.extend_from_slice(&version.to_be_bytes());
            put_str(out, name);
            out.push(u8::from(json) | (u8::from(lossy) << 1));
            put_bytes(out, bytes);
        }
        Req::Build {
            kind,
            key,
            version,
            name,
            seed,
            template,
        } => {
            out.push(3);
            out.push(kind.code());
            out.extend_from_slice(&key.to_be_bytes());
            out.extend_from_slice(&version.to_be_bytes());
            put_str(out, name);
            out.extend_from_slice(&seed.to_be_bytes());
            put_bytes(out, template);
        }
        Req::ApiVersions { version, bytes } => {
            out.push(4);
            out.extend_from_slice(&version.to_be_bytes());
            put_bytes(out, bytes);
        }
    }
}

fn get<const N: usize>(r: &mut impl std::io::Read) -> std::io::Result<[u8; N]> {
    let mut b = [0u8; N];
    r.read_exact(&mut b)?;
    Ok(b)
}
fn get_u8(r: &mut impl std::io::Read) -> std::io::Result<u8> {
    Ok(get::<1>(r)?[0])
}
fn get_u16(r: &mut impl std::io::Read) -> std::io::Result<u16> {
    Ok(u16::from_be_bytes(get(r)?))
}
fn get_i16(r: &mut impl std::io::Read) -> std::io::Result<i16> {
    Ok(i16::from_be_bytes(get(r)?))
}
fn get_i32(r: &mut impl std::io::Read) -> std::io::Result<i32> {
    Ok(i32::from_be_bytes(get(r)?))
}
fn get_str(r: &mut impl std::io::Read) -> std::io::Result<String> {
    let n = get_u16(r)? as usize;
    let mut b = vec![0u8; n];
    r.read_exact(&mut b)?;
    Ok(String::from_utf8_lossy(&b).into_owned())
}
fn get_bytes(r: &mut impl std::io::Read) -> std::io::Result<Vec<u8>> {
    let n = get_i32(r)?;
    let mut b = vec![0u8; usize::try_from(n).map_err(std::io::Error::other)?];
    r.read_exact(&mut b)?;
    Ok(b)
}
fn get_text(r: &mut impl std::io::Read) -> std::io::Result<String> {
    Ok(String::from_utf8_lossy(&get_bytes(r)?).into_owned())
}

fn decode(r: &mut impl std::io::Read, req: &Req<'_>) -> std::io::Result<Reply> {
    Ok(match req {
        Req::Read { json, .. } => {
            let status = get_u8(r)?;
            if status == 1 {
                Reply::Read(Read::Refused(get_text(r)?))
            } else {
                let consumed = get_i32(r)? as usize;
                let written = if status == 0 {
                    Ok(get_bytes(r)?)
                } else {
                    Err(get_text(r)?)
                };
                let n = get_i32(r)?;
                let mut lossy = Vec::new();
                for _ in 0..n {
                    lossy.push((get_i32(r)?, get_i32(r)?));
                }
                let json = if *json { Some(get_text(r)?) } else { None };
                Reply::Read(Read::Accepted {
                    consumed,
                    written,
                    lossy,
                    json,
                })
            }
        }
        Req::Build { .. } => {
            if get_u8(r)? == 1 {
                Reply::Built(Built::Failed(get_text(r)?))
            } else {
                let bytes = get_bytes(r)?;
                let tries = get_i32(r)? as u32;
                let json = get_text(r)?;
                Reply::Built(Built::Built { bytes, tries, json })
            }
        }
        Req::ApiVersions { .. } => {
            if get_u8(r)? == 1 {
                Reply::ApiVersions(ApiVersionsRead::Refused(get_text(r)?))
            } else {
                let version = get_i16(r)?;
                let consumed = get_i32(r)? as usize;
                let written = if get_u8(r)? == 0 {
                    Ok(get_bytes(r)?)
                } else {
                    Err(get_text(r)?)
                };
                Reply::ApiVersions(ApiVersionsRead::Accepted {
                    version,
                    consumed,
                    written,
                })
            }
        }
    })
}

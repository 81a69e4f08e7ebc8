//! An in-process fake broker for the tests: a TcpListener thread that answers ApiVersions with
//! three APIs (ApiVersions 0-3, Metadata 0-4, DescribeGroups 0-4) and every other request it can
//! decode with the smallest sample response, and closes the connection on one it cannot decode.
//!
//! The planted bug (when `buggy`): a DescribeGroups request whose group count, read straight from
//! the bytes as a naive broker would, is below -1 or above 100,000 wedges the broker: from then on
//! it accepts connections but answers nothing.
//!
//! A slow variant ([`FakeBroker::slow`]): the same DescribeGroups request makes every later
//! ApiVersions answer wait 800 ms (the broker stays up, slowly).
//!
//! Two answering variants ([`FakeBroker::answering`]): the same DescribeGroups request is answered
//! with a response whose correlation id is one more than the request's, or that lacks its last
//! byte.
//!
//! The second planted bug (with a log file, [`FakeBroker::with_log`]): a Metadata request whose
//! topic count, read the same way, is out of that range makes the fake broker write a line as
//! Kafka's request handler does when an exception escapes it, and leave that request unanswered
//! (the broker itself stays healthy).

#![allow(dead_code)]

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use kafka_view::messages::api_versions::{ApiVersion, ApiVersionsResponse};
use kafka_view::messages::Response;
use kafka_view::samples::{Bump, Mode, SampleGen};
use kafka_view::types::Array;
use kafka_view::{decode_request, encode_response, ApiKey, ResponseHeader};

/// The APIs the fake broker offers: key, min and max version.
pub const OFFERED: [(i16, i16, i16); 3] = [(18, 0, 3), (3, 0, 4), (15, 0, 4)];

pub struct FakeBroker {
    pub addr: SocketAddr,
    pub wedged: Arc<AtomicBool>,
    pub slowed: Arc<AtomicBool>,
    pub requests: Arc<AtomicU64>,
}

impl FakeBroker {
    pub fn start(buggy: bool) -> FakeBroker {
        FakeBroker::start_with(Bug {
            wedge: buggy,
            ..Bug::default()
        })
    }

    /// A broker whose DescribeGroups bug slows ApiVersions down instead of wedging it.
    pub fn slow() -> FakeBroker {
        FakeBroker::start_with(Bug {
            slow: true,
            ..Bug::default()
        })
    }

    /// A broker whose DescribeGroups bug gives a wrong answer instead of wedging it.
    pub fn answering(answer: Answer) -> FakeBroker {
        FakeBroker::start_with(Bug {
            answer: Some(answer),
            ..Bug::default()
        })
    }

    /// A broker without the wedge, with the log bug, writing its log to `log`.
    pub fn with_log(log: std::path::PathBuf) -> FakeBroker {
        std::fs::write(&log, "[2026-01-01 00:00:00,000] INFO fake broker started\n").unwrap();
        FakeBroker::start_with(Bug {
            log: Some(log),
            ..Bug::default()
        })
    }

    fn start_with(bug: Bug) -> FakeBroker {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let wedged = Arc::new(AtomicBool::new(false));
        let slowed = Arc::new(AtomicBool::new(false));
        let s = slowed.clone();
        let requests = Arc::new(AtomicU64::new(0));
        let (w, r) = (wedged.clone(), requests.clone());
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let (w, r, s, bug) = (w.clone(), r.clone(), s.clone(), bug.clone());
                std::thread::spawn(move || serve(stream, &bug, &w, &s, &r));
            }
        });
        FakeBroker {
            addr,
            wedged,
            slowed,
            requests,
        }
    }

    pub fn target(&self) -> String {
        self.addr.to_string()
    }
}

/// The planted bug: DescribeGroups v0-v4 (header v1) with a group count below -1 or above 100,000.
pub fn trips_bug(frame: &[u8]) -> bool {
    first_count_out_of_range(frame, 15)
}

/// The log bug: the same for Metadata v0-v4.
pub fn trips_log_bug(frame: &[u8]) -> bool {
    first_count_out_of_range(frame, 3)
}

/// Whether a request of API `key` at v0-v4 (header v1) has a first int32 count below -1 or above
/// 100,000.
fn first_count_out_of_range(frame: &[u8], key: i16) -> bool {
    let i16_at = |at: usize| {
        frame
            .get(at..at + 2)
            .map(|b| i16::from_be_bytes([b[0], b[1]]))
    };
    if i16_at(4) != Some(key) || !(0..=4).contains(&i16_at(6).unwrap_or(-1)) {
        return false;
    }
    let client_id_len = i16_at(12).unwrap_or(0).max(0) as usize;
    let at = 14 + client_id_len;
    let Some(count) = frame
        .get(at..at + 4)
        .map(|b| i32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    else {
        return false;
    };
    !(-1..=100_000).contains(&count)
}

/// Which bugs a connection has.
#[derive(Clone, Default)]
struct Bug {
    wedge: bool,
    slow: bool,
    log: Option<std::path::PathBuf>,
    answer: Option<Answer>,
}

/// How the answering variants answer the DescribeGroups request of the planted bug.
#[derive(Clone, Copy, Debug)]
pub enum Answer {
    /// With the request's correlation id plus one.
    WrongCorrelation,
    /// Without the response's last byte (the size prefix says so).
    Truncated,
}

/// The answer to the planted bug's request in the answering variants.
fn bad_answer(frame: &[u8], answer: Answer) -> Option<Vec<u8>> {
    let version = i16::from_be_bytes([*frame.get(6)?, *frame.get(7)?]);
    let correlation_id = i32::from_be_bytes(frame.get(8..12)?.try_into().ok()?);
    let header = ResponseHeader {
        correlation_id: match answer {
            Answer::WrongCorrelation => correlation_id.wrapping_add(1),
            Answer::Truncated => correlation_id,
        },
        ..Default::default()
    };
    let bump = Bump::new();
    let body = Response::sample(
        &mut SampleGen::new(&bump, Mode::Smallest),
        ApiKey(15),
        version,
    )?;
    let mut buf = vec![0u8; 1 << 12];
    let mut n = encode_response(&header, &body, version, &mut buf).ok()?;
    if let Answer::Truncated = answer {
        n -= 1;
        let size = (n - 4) as i32;
        buf[..4].copy_from_slice(&size.to_be_bytes());
    }
    buf.truncate(n);
    Some(buf)
}

fn serve(
    mut stream: TcpStream,
    bug: &Bug,
    wedged: &AtomicBool,
    slowed: &AtomicBool,
    requests: &AtomicU64,
) {
    loop {
        let mut prefix = [0u8; 4];
        if stream.read_exact(&mut prefix).is_err() {
            return;
        }
        let size = i32::from_be_bytes(prefix);
        if !(0..=1 << 20).contains(&size) {
            return;
        }
        let mut frame = prefix.to_vec();
        frame.resize(4 + size as usize, 0);
        if stream.read_exact(&mut frame[4..]).is_err() {
            return;
        }
        requests.fetch_add(1, Ordering::SeqCst);
        if bug.wedge && trips_bug(&frame) {
            wedged.store(true, Ordering::SeqCst);
        }
        if bug.slow && trips_bug(&frame) {
            slowed.store(true, Ordering::SeqCst);
        }
        if let Some(answer) = bug.answer.filter(|_| trips_bug(&frame)) {
            match bad_answer(&frame, answer) {
                Some(bytes) if stream.write_all(&bytes).is_ok() => continue,
                _ => return,
            }
        }
        if let Some(log) = bug.log.as_deref().filter(|_| trips_log_bug(&frame)) {
            let mut f = std::fs::OpenOptions::new().append(true).open(log).unwrap();
            let _ = f.write_all(
                b"[2026-01-01 00:00:01,000] ERROR [Kafka Request Handler 3 on Broker 1] Exception \
                  when handling request (kafka.server.KafkaRequestHandler)\n\
                  java.lang.IllegalStateException: planted (count out of range)\n",
            );
            // The request stays unanswered; the connection is dropped a while later.
            std::thread::sleep(Duration::from_secs(3));
            return;
        }
        if wedged.load(Ordering::SeqCst) {
            // Stuck: hold the connection, answer nothing.
            loop {
                std::thread::sleep(Duration::from_millis(100));
            }
        }
        let Ok(request) = decode_request(&frame) else {
            return;
        };
        let key = request.header.api_key;
        let version = request.header.api_version;
        let offered = OFFERED
            .iter()
            .any(|&(k, min, max)| k == key.0 && (min..=max).contains(&version));
        let header = ResponseHeader {
            correlation_id: request.header.correlation_id,
            ..Default::default()
        };
        let bump = Bump::new();
        if key == ApiKey::API_VERSIONS && slowed.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(800));
        }
        let body = if key == ApiKey::API_VERSIONS {
            let keys: Vec<ApiVersion> = OFFERED
                .iter()
                .map(|&(api_key, min_version, max_version)| ApiVersion {
                    api_key: kafka_view::ApiKey(api_key),
                    min_version,
                    max_version,
                    ..Default::default()
                })
                .collect();
            // Unsupported versions are answered at v0, as Kafka does.
            Response::ApiVersions(ApiVersionsResponse {
                error_code: if offered {
                    kafka_view::ErrorCode::NONE
                } else {
                    kafka_view::ErrorCode::UNSUPPORTED_VERSION
                },
                api_keys: Array::new(bump.alloc_slice_copy(&keys)),
                ..Default::default()
            })
        } else if offered {
            match Response::sample(&mut SampleGen::new(&bump, Mode::Smallest), key, version) {
                Some(b) => b,
                None => return,
            }
        } else {
            return;
        };
        let answer_version = if key == ApiKey::API_VERSIONS && !offered {
            0
        } else {
            version
        };
        let mut buf = vec![0u8; 1 << 16];
        let Ok(n) = encode_response(&header, &body, answer_version, &mut buf) else {
            return;
        };
        if stream.write_all(&buf[..n]).is_err() {
            return;
        }
    }
}

//! A Kafka producer for a Cortex-M4, on kafka-view's typed frame API: no heap, no global allocator.
//!
//! Over UART0 and the host's byte bridge (scripts/firmware_bridge.py) to a Kafka broker's
//! SASL_PLAINTEXT listener, it:
//! 1. sends ApiVersions and picks the versions it uses from the broker's ranges;
//! 2. logs in with SaslHandshake and SaslAuthenticate, SCRAM-SHA-256 through `ScramClient`, as
//!    alice with her password;
//! 3. asks Metadata for its topic;
//! 4. produces a batch built by `BatchWriter` (Produce v9 or later, acks=all);
//! 5. opens a second connection and logs in again, with a delegation token (`tokenauth=true`), and
//!    produces a second batch.
//!
//! Every response is decoded and checked (correlation id, error codes, the server's SCRAM
//! signature). The log goes out as defmt frames on UART1; the peak stack is measured by painting.
#![no_std]
#![no_main]

use cortex_m_rt::entry;
use defmt::{error, info, Format};
use kafka_view::messages::metadata::MetadataRequestTopic;
use kafka_view::messages::produce::{PartitionProduceData, TopicProduceData};
use kafka_view::messages::{
    ApiVersionsRequest, ApiVersionsResponse, MetadataRequest, MetadataResponse, ProduceRequest,
    ProduceResponse, SaslAuthenticateRequest, SaslAuthenticateResponse, SaslHandshakeRequest,
    SaslHandshakeResponse,
};
use kafka_view::records::{BatchSettings, BatchWriter, NewRecord};
use kafka_view::sasl::{ClientFirst, SaslError, ScramClient, ScramSha256};
use kafka_view::typed::{decode_response_as, encode_request_body, RequestBody};
use kafka_view::{
    error::{DecodeError, EncodeError},
    records::Records,
    types::{Array, Uuid},
    ApiKey, ErrorCode, RequestHeader,
};
use kafka_view_firmware::{exit, stack, Link, LinkError};

const CLIENT_ID: &str = "kafka-view-firmware";
const USER: &str = "alice";
const PASSWORD: &[u8] = b"alice-secret";
const TOPIC: &str = "alice-firmware";
/// Records per batch.
const RECORDS: usize = 5;

/// Why the run failed.
#[derive(Format)]
enum Fail {
    Link(LinkError),
    Decode(DecodeError),
    Encode(EncodeError),
    Sasl(SaslError),
    /// A response answered another request.
    Correlation {
        sent: i32,
        got: i32,
    },
    /// An error code in a response.
    Kafka {
        api: ApiKey,
        code: ErrorCode,
    },
    /// The broker supports none of the versions this firmware can send.
    NoVersion {
        api: ApiKey,
    },
    /// The bridge's settings frame is not `token_id hmac nonce1 nonce2 time_ms`.
    Settings,
    /// The topic or its partition 0 is not in the Metadata response.
    NoTopic,
    /// A text that does not fit its buffer.
    TooLong,
}

impl From<LinkError> for Fail {
    fn from(e: LinkError) -> Self {
        Fail::Link(e)
    }
}
impl From<DecodeError> for Fail {
    fn from(e: DecodeError) -> Self {
        Fail::Decode(e)
    }
}
impl From<EncodeError> for Fail {
    fn from(e: EncodeError) -> Self {
        Fail::Encode(e)
    }
}
impl From<SaslError> for Fail {
    fn from(e: SaslError) -> Self {
        Fail::Sasl(e)
    }
}

fn check(api: ApiKey, code: ErrorCode) -> Result<(), Fail> {
    if code.is_error() {
        Err(Fail::Kafka { api, code })
    } else {
        Ok(())
    }
}

/// The versions used, each the highest both sides support.
#[derive(Clone, Copy, Format)]
struct Versions {
    handshake: i16,
    authenticate: i16,
    metadata: i16,
    produce: i16,
}

/// One connection's request plumbing: buffers, correlation ids.
struct Conn<'b> {
    link: Link,
    out: &'b mut [u8],
    reply: &'b mut [u8],
    correlation_id: i32,
}

impl Conn<'_> {
    /// Sends `body` at `version` and returns the reply frame's bytes, its correlation id checked;
    /// decode it with [`decode_response_as`] for `M::Response`.
    fn call<'m, M: RequestBody<'m>>(&mut self, body: &M, version: i16) -> Result<&[u8], Fail> {
        self.correlation_id += 1;
        let header = RequestHeader {
            api_key: M::KEY,
            api_version: version,
            correlation_id: self.correlation_id,
            client_id: Some(CLIENT_ID),
            ..Default::default()
        };
        let n = encode_request_body(&header, body, self.out)?;
        let frame = self.out.get(..n).unwrap_or(&[]);
        let got = self.link.exchange(frame, self.reply)?;
        let reply = self.reply.get(..got).unwrap_or(&[]);
        let id = reply
            .get(4..8)
            .and_then(|b| b.try_into().ok())
            .map_or(-1, i32::from_be_bytes);
        if id != self.correlation_id {
            return Err(Fail::Correlation {
                sent: self.correlation_id,
                got: id,
            });
        }
        Ok(reply)
    }
}

/// The highest version of `api` in both `ours` and the broker's range.
fn pick(resp: &ApiVersionsResponse<'_>, api: ApiKey, min: i16, max: i16) -> Result<i16, Fail> {
    resp.api_keys
        .iter()
        .find(|k| k.api_key == api)
        .and_then(|k| {
            let v = max.min(k.max_version);
            (v >= min.max(k.min_version)).then_some(v)
        })
        .ok_or(Fail::NoVersion { api })
}

fn api_versions(conn: &mut Conn<'_>) -> Result<Versions, Fail> {
    let req = ApiVersionsRequest {
        client_software_name: CLIENT_ID,
        client_software_version: "0.1.0",
        ..Default::default()
    };
    let reply = conn.call(&req, 3)?;
    let resp = decode_response_as::<ApiVersionsResponse>(reply, 3)?.body;
    check(ApiKey::API_VERSIONS, resp.error_code)?;
    let versions = Versions {
        handshake: pick(&resp, ApiKey::SASL_HANDSHAKE, 1, 1)?,
        authenticate: pick(&resp, ApiKey::SASL_AUTHENTICATE, 1, 2)?,
        metadata: pick(&resp, ApiKey::METADATA, 9, 12)?,
        produce: pick(&resp, ApiKey::PRODUCE, 9, 13)?,
    };
    info!(
        "ApiVersions v3: {} APIs, error {}; using {}",
        resp.api_keys.len(),
        resp.error_code,
        versions
    );
    Ok(versions)
}

/// Copies `parts` one after another into `buf`, returning the text written.
fn concat<'b>(buf: &'b mut [u8], parts: &[&str]) -> Result<&'b str, Fail> {
    let mut n = 0;
    for p in parts {
        let end = n + p.len();
        buf.get_mut(n..end)
            .ok_or(Fail::TooLong)?
            .copy_from_slice(p.as_bytes());
        n = end;
    }
    core::str::from_utf8(buf.get(..n).unwrap_or(&[])).map_err(|_| Fail::TooLong)
}

/// SaslHandshake, then SCRAM-SHA-256 in two SaslAuthenticate round trips. With `token`, `user` is a
/// delegation token's id and `password` its HMAC.
fn login(
    conn: &mut Conn<'_>,
    v: Versions,
    user: &str,
    password: &[u8],
    nonce: &str,
    token: bool,
) -> Result<(), Fail> {
    let reply = conn.call(
        &SaslHandshakeRequest {
            mechanism: "SCRAM-SHA-256",
        },
        v.handshake,
    )?;
    let hs = decode_response_as::<SaslHandshakeResponse>(reply, v.handshake)?.body;
    check(ApiKey::SASL_HANDSHAKE, hs.error_code)?;
    info!(
        "SaslHandshake v{}: {} mechanisms enabled",
        v.handshake,
        hs.mechanisms.len()
    );

    let mut first_text = [0u8; 160];
    let ext = if token { ",tokenauth=true" } else { "" };
    let first_text = concat(&mut first_text, &["n,,n=", user, ",r=", nonce, ext])?;
    let client = ScramClient::new(ScramSha256, ClientFirst::decode(first_text.as_bytes())?)?;
    let mut msg = [0u8; 256];
    let n = client.client_first(&mut msg)?;
    let reply = conn.call(
        &SaslAuthenticateRequest {
            auth_bytes: msg.get(..n).unwrap_or(&[]),
            ..Default::default()
        },
        v.authenticate,
    )?;
    let server_first = decode_response_as::<SaslAuthenticateResponse>(reply, v.authenticate)?.body;
    check(ApiKey::SASL_AUTHENTICATE, server_first.error_code)?;
    let (verifier, n) = client.handle_server_first(server_first.auth_bytes, password, &mut msg)?;
    let reply = conn.call(
        &SaslAuthenticateRequest {
            auth_bytes: msg.get(..n).unwrap_or(&[]),
            ..Default::default()
        },
        v.authenticate,
    )?;
    let server_final = decode_response_as::<SaslAuthenticateResponse>(reply, v.authenticate)?.body;
    check(ApiKey::SASL_AUTHENTICATE, server_final.error_code)?;
    verifier.verify_server_final(server_final.auth_bytes)?;
    info!(
        "SaslAuthenticate v{}: SCRAM-SHA-256 login with {} accepted, server signature verified, session lifetime {} ms",
        v.authenticate,
        if token { "a delegation token" } else { "a password" },
        server_final.session_lifetime_ms
    );
    Ok(())
}

/// The topic's id and partition 0's leader.
fn metadata(conn: &mut Conn<'_>, v: Versions) -> Result<Uuid, Fail> {
    let topics = [MetadataRequestTopic {
        name: Some(TOPIC),
        ..Default::default()
    }];
    let req = MetadataRequest {
        topics: Some(Array::new(&topics)),
        ..Default::default()
    };
    let reply = conn.call(&req, v.metadata)?;
    let resp = decode_response_as::<MetadataResponse>(reply, v.metadata)?.body;
    let topic = resp
        .topics
        .iter()
        .find(|t| t.name == Some(TOPIC))
        .ok_or(Fail::NoTopic)?;
    check(ApiKey::METADATA, topic.error_code)?;
    let partition = topic
        .partitions
        .iter()
        .find(|p| p.partition_index == 0)
        .ok_or(Fail::NoTopic)?;
    check(ApiKey::METADATA, partition.error_code)?;
    info!(
        "Metadata v{}: {} broker(s), topic {} ({} partition(s)), partition 0 led by node {}",
        v.metadata,
        resp.brokers.len(),
        TOPIC,
        topic.partitions.len(),
        partition.leader_id
    );
    Ok(topic.topic_id)
}

/// Writes the decimal digits of `n` (below 100) into `buf`.
fn digits(buf: &mut [u8; 2], n: usize) -> &str {
    buf[0] = b'0' + (n / 10 % 10) as u8;
    buf[1] = b'0' + (n % 10) as u8;
    core::str::from_utf8(buf).unwrap_or("??")
}

/// Produces one batch of [`RECORDS`] records: keys `<login>-NN`, values naming the record.
fn produce(
    conn: &mut Conn<'_>,
    v: Versions,
    topic_id: Uuid,
    login: &str,
    time_ms: i64,
) -> Result<(), Fail> {
    let mut batch = [0u8; 768];
    let mut writer = BatchWriter::new(&mut batch, BatchSettings::default())?;
    for i in 0..RECORDS {
        let mut num = [0u8; 2];
        let num = digits(&mut num, i);
        let mut key = [0u8; 32];
        let key = concat(&mut key, &[login, "-", num])?;
        let mut value = [0u8; 96];
        let value = concat(
            &mut value,
            &[
                "record ",
                num,
                " from the Cortex-M firmware, ",
                login,
                " login",
            ],
        )?;
        writer.push(&NewRecord {
            timestamp: time_ms + i as i64,
            key: Some(key.as_bytes()),
            value: Some(value.as_bytes()),
            headers: &[("origin", Some(b"qemu"))],
        })?;
    }
    let len = writer.finish()?;
    let partitions = [PartitionProduceData {
        index: 0,
        records: Some(Records(batch.get(..len).unwrap_or(&[]))),
        ..Default::default()
    }];
    let topics = [TopicProduceData {
        name: TOPIC,
        topic_id,
        partition_data: Array::new(&partitions),
        ..Default::default()
    }];
    let req = ProduceRequest {
        acks: -1,
        timeout_ms: 10_000,
        topic_data: Array::new(&topics),
        ..Default::default()
    };
    let reply = conn.call(&req, v.produce)?;
    let resp = decode_response_as::<ProduceResponse>(reply, v.produce)?.body;
    let mut acked = 0;
    for t in resp.responses.iter() {
        for p in t.partition_responses.iter() {
            check(ApiKey::PRODUCE, p.error_code)?;
            info!(
                "Produce v{}: {} records ({} bytes of batch) in partition {}, base offset {}",
                v.produce, RECORDS, len, p.index, p.base_offset
            );
            acked += 1;
        }
    }
    if acked != 1 {
        return Err(Fail::NoTopic);
    }
    Ok(())
}

/// The bridge's settings: `token_id hmac nonce1 nonce2 time_ms`.
struct Settings<'s> {
    token_id: &'s str,
    hmac: &'s str,
    nonces: [&'s str; 2],
    time_ms: i64,
}

fn settings(text: &[u8]) -> Result<Settings<'_>, Fail> {
    let text = core::str::from_utf8(text).map_err(|_| Fail::Settings)?;
    let mut words = text.split(' ');
    let mut next = || words.next().ok_or(Fail::Settings);
    Ok(Settings {
        token_id: next()?,
        hmac: next()?,
        nonces: [next()?, next()?],
        time_ms: next()?.parse().map_err(|_| Fail::Settings)?,
    })
}

fn run() -> Result<(), Fail> {
    let mut out = [0u8; 1024];
    let mut reply = [0u8; 2048];
    let mut conn = Conn {
        link: Link::new(),
        out: &mut out,
        reply: &mut reply,
        correlation_id: 0,
    };
    let mut text = [0u8; 256];
    let n = conn.link.settings(&mut text)?;
    let s = settings(text.get(4..n).unwrap_or(&[]))?;

    conn.link.reconnect(conn.reply)?;
    info!("connection 1: password login");
    let v = api_versions(&mut conn)?;
    login(&mut conn, v, USER, PASSWORD, s.nonces[0], false)?;
    let topic_id = metadata(&mut conn, v)?;
    produce(&mut conn, v, topic_id, "password", s.time_ms)?;

    conn.link.reconnect(conn.reply)?;
    info!("connection 2: delegation token login");
    let v = api_versions(&mut conn)?;
    login(
        &mut conn,
        v,
        s.token_id,
        s.hmac.as_bytes(),
        s.nonces[1],
        true,
    )?;
    produce(&mut conn, v, topic_id, "token", s.time_ms + 100)?;
    Ok(())
}

#[entry]
fn main() -> ! {
    stack::paint();
    let outcome = run();
    let peak = stack::peak();
    info!(
        "peak stack {} bytes of the {} bytes of RAM above the statics",
        peak,
        stack::room()
    );
    match outcome {
        Ok(()) => {
            info!("done: two logins, two batches produced");
            exit(true)
        }
        Err(e) => {
            error!("failed: {}", e);
            exit(false)
        }
    }
}

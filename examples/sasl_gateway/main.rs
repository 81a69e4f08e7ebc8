//! A loopback Kafka endpoint built only on kafka-view: SASL_PLAINTEXT with PLAIN, SCRAM-SHA-256,
//! SCRAM-SHA-512 and delegation tokens (SCRAM with `tokenauth=true`), Metadata naming itself as the
//! only broker, and the four delegation-token APIs over an in-memory store.
//!
//! ```text
//! cargo run --example sasl_gateway -- --listen 127.0.0.1:9092 --users users.conf
//!     [--renew-ms 86400000] [--max-lifetime-ms 604800000] [--no-tokens] [--token-secret KEY]
//!     [--nonce-suffix]
//! ```
//!
//! `users.conf` holds `user:password` lines (`#` starts a comment). SCRAM credentials are derived from
//! them at startup. The first line printed is `listening on HOST:PORT` (port 0 picks a free port); then
//! one line per request: peer, API, version, correlation id and outcome.
//!
//! Requests are answered the way a broker answers them: an ApiVersions version this gateway does not
//! know gets UNSUPPORTED_VERSION with the versions it does know; an API it does not serve gets
//! UNSUPPORTED_VERSION in the response's error code where the response has one; a failed login gets
//! SASL_AUTHENTICATION_FAILED and then the connection is closed. Whenever a connection is closed the
//! log line says why.

mod auth;
mod tokens;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

use kafka_view::messages::api_versions::ApiVersion;
use kafka_view::messages::create_delegation_token::CreatableRenewers;
use kafka_view::messages::describe_delegation_token::{
    DescribedDelegationToken, DescribedDelegationTokenRenewer,
};
use kafka_view::messages::metadata::{MetadataResponseBroker, MetadataResponseTopic};
use kafka_view::messages::*;
use kafka_view::sasl::NonceCheck;
use kafka_view::{
    decode_request, encode_response,
    error::DecodeErrorKind,
    framing::{Framing, Status},
    peek_request,
    types::{Array, TaggedFields},
    ApiKey, ErrorCode, ResponseHeader,
};

use auth::{Exchange, Mechanism, Step, Users};
use tokens::{Caller, CreateParams, Lifetimes, Principal, TokenStore};

/// Largest request accepted (Kafka's default is 100 MiB; nothing served here needs more than a few KiB).
const MAX_FRAME: usize = 1 << 20;
/// Size of the per-connection response buffer.
const OUT_BUF: usize = 1 << 20;

/// The APIs answered here and the versions of each: every version this crate knows, except ApiVersions
/// v5, which adds cluster and node id checks (KIP-1242) the gateway does not make.
const SERVED: [(ApiKey, i16, i16); 8] = [
    (ApiKey::METADATA, 0, 13),
    (ApiKey::SASL_HANDSHAKE, 0, 1),
    (ApiKey::API_VERSIONS, 0, 4),
    (ApiKey::SASL_AUTHENTICATE, 0, 2),
    (ApiKey::CREATE_DELEGATION_TOKEN, 0, 3),
    (ApiKey::RENEW_DELEGATION_TOKEN, 0, 2),
    (ApiKey::EXPIRE_DELEGATION_TOKEN, 0, 2),
    (ApiKey::DESCRIBE_DELEGATION_TOKEN, 0, 3),
];

fn served_versions() -> [ApiVersion<'static>; 8] {
    SERVED.map(|(key, min, max)| ApiVersion {
        api_key: key,
        min_version: min,
        max_version: max,
        unknown_tagged_fields: TaggedFields::EMPTY,
    })
}

struct Config {
    listen: String,
    users: PathBuf,
    lifetimes: Lifetimes,
    tokens_enabled: bool,
    /// Kafka's `delegation.token.secret.key`; random when not given.
    token_secret: Option<String>,
    /// Accept a SCRAM client-final nonce that only ends with the combined nonce (Kafka 3.x's rule).
    nonce_suffix: bool,
}

const USAGE: &str = "usage: sasl_gateway --listen HOST:PORT --users FILE [--renew-ms N] \
                     [--max-lifetime-ms N] [--no-tokens] [--token-secret KEY] [--nonce-suffix]";

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Config, String> {
    let mut listen = None;
    let mut users = None;
    let mut lifetimes = Lifetimes::default();
    let mut tokens_enabled = true;
    let mut token_secret = None;
    let mut nonce_suffix = false;
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        let number = |name: &str, v: String| {
            v.parse::<i64>()
                .ok()
                .filter(|n| *n > 0)
                .ok_or(format!("{name}: not a positive number: {v}"))
        };
        match arg.as_str() {
            "--listen" => listen = Some(value("--listen")?),
            "--users" => users = Some(PathBuf::from(value("--users")?)),
            "--renew-ms" => lifetimes.renew_ms = number("--renew-ms", value("--renew-ms")?)?,
            "--max-lifetime-ms" => {
                lifetimes.max_lifetime_ms =
                    number("--max-lifetime-ms", value("--max-lifetime-ms")?)?
            }
            "--no-tokens" => tokens_enabled = false,
            "--token-secret" => token_secret = Some(value("--token-secret")?),
            "--nonce-suffix" => nonce_suffix = true,
            other => return Err(format!("unknown argument {other}")),
        }
    }
    Ok(Config {
        listen: listen.ok_or("--listen is required")?,
        users: users.ok_or("--users is required")?,
        lifetimes,
        tokens_enabled,
        token_secret,
        nonce_suffix,
    })
}

/// What every connection shares.
struct Shared {
    users: Users,
    tokens: Mutex<TokenStore>,
    /// How SCRAM client-final nonces are checked (Kafka 4.x: exact; `--nonce-suffix`: Kafka 3.x).
    nonce_check: NonceCheck,
    /// The key token HMACs are computed with (Kafka's `delegation.token.secret.key`).
    token_key: Vec<u8>,
    host: String,
    port: i32,
}

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Random bytes from the operating system.
fn random_bytes<const N: usize>() -> [u8; N] {
    let mut out = [0; N];
    std::fs::File::open("/dev/urandom")
        .and_then(|mut f| f.read_exact(&mut out))
        .expect("reading /dev/urandom");
    out
}

fn main() -> ExitCode {
    let config = match parse_args(std::env::args().skip(1)) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let text = match std::fs::read_to_string(&config.users) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{}: {e}", config.users.display());
            return ExitCode::from(2);
        }
    };
    let users = match Users::parse(&text) {
        Ok(u) => u,
        Err(e) => {
            eprintln!("{}: {e}", config.users.display());
            return ExitCode::from(2);
        }
    };
    let listener = match TcpListener::bind(&config.listen) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("cannot listen on {}: {e}", config.listen);
            return ExitCode::FAILURE;
        }
    };
    let local = listener.local_addr().expect("bound address");
    let mut store = TokenStore::new(config.lifetimes);
    store.enabled = config.tokens_enabled;
    let shared = Arc::new(Shared {
        nonce_check: if config.nonce_suffix {
            NonceCheck::KafkaSuffix
        } else {
            NonceCheck::Exact
        },
        users,
        tokens: Mutex::new(store),
        token_key: config
            .token_secret
            .map_or_else(|| random_bytes::<32>().to_vec(), String::into_bytes),
        host: local.ip().to_string(),
        port: i32::from(local.port()),
    });
    println!("listening on {local}");
    for stream in listener.incoming() {
        match stream {
            Ok(stream) => {
                let shared = Arc::clone(&shared);
                std::thread::spawn(move || serve(stream, &shared));
            }
            Err(e) => eprintln!("accept failed: {e}"),
        }
    }
    ExitCode::SUCCESS
}

/// Where a connection is in its login.
enum Login {
    /// Nothing yet: ApiVersions and SaslHandshake are allowed.
    Start,
    /// A mechanism was chosen; `raw` when SaslHandshake v0 was used, so the SASL tokens come as bare
    /// size-prefixed bytes instead of SaslAuthenticate requests.
    Exchanging { exchange: Box<Exchange>, raw: bool },
    /// Logged in.
    Done(Caller),
}

/// [`Login`] without the exchange, for matching on.
enum State {
    Start,
    Exchanging,
    Done(Caller),
}

/// What to do after a request.
enum Next {
    Continue,
    Close(String),
}

struct Conn<'s> {
    shared: &'s Shared,
    peer: SocketAddr,
    stream: TcpStream,
    login: Login,
    out: Vec<u8>,
}

fn serve(stream: TcpStream, shared: &Shared) {
    let peer = stream
        .peer_addr()
        .unwrap_or_else(|_| SocketAddr::from(([0, 0, 0, 0], 0)));
    let mut conn = Conn {
        shared,
        peer,
        stream,
        login: Login::Start,
        out: vec![0; OUT_BUF],
    };
    let framing = Framing {
        max_size: MAX_FRAME,
    };
    let mut frame = Vec::new();
    loop {
        let mut prefix = [0u8; 4];
        match conn.stream.read_exact(&mut prefix) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => {
                println!("{peer} closed by client");
                return;
            }
            Err(e) => {
                println!("{peer} closed: read failed: {e}");
                return;
            }
        }
        let size = match framing.split(&prefix) {
            Ok(Status::Partial { needed }) => needed,
            Ok(Status::Complete { .. }) => 0,
            Err(e) => {
                println!("{peer} closed: bad frame size: {e}");
                return;
            }
        };
        frame.clear();
        frame.extend_from_slice(&prefix);
        frame.resize(4 + size, 0);
        if let Err(e) = conn.stream.read_exact(&mut frame[4..]) {
            println!("{peer} closed: frame cut short: {e}");
            return;
        }
        match conn.handle(&frame) {
            Next::Continue => {}
            Next::Close(reason) => {
                println!("{peer} closed: {reason}");
                return;
            }
        }
    }
}

/// Answers `req` with a response of the same API whose only content is `code` in its top-level error
/// code, for the APIs whose responses have one. `None` for the others.
fn error_response(req: &Request<'_>, code: ErrorCode) -> Option<Response<'static>> {
    macro_rules! with_error_code {
        ($($name:ident => $resp:ident),* $(,)?) => {
            match req {
                $(Request::$name(_) => Some(Response::$name($resp {
                    error_code: code,
                    ..Default::default()
                })),)*
                _ => None,
            }
        };
    }
    with_error_code! {
        Metadata => MetadataResponse,
        FindCoordinator => FindCoordinatorResponse,
        JoinGroup => JoinGroupResponse,
        Heartbeat => HeartbeatResponse,
        LeaveGroup => LeaveGroupResponse,
        SyncGroup => SyncGroupResponse,
        ListGroups => ListGroupsResponse,
        SaslHandshake => SaslHandshakeResponse,
        SaslAuthenticate => SaslAuthenticateResponse,
        InitProducerId => InitProducerIdResponse,
        AddOffsetsToTxn => AddOffsetsToTxnResponse,
        EndTxn => EndTxnResponse,
        DescribeAcls => DescribeAclsResponse,
        DescribeLogDirs => DescribeLogDirsResponse,
        CreateDelegationToken => CreateDelegationTokenResponse,
        RenewDelegationToken => RenewDelegationTokenResponse,
        ExpireDelegationToken => ExpireDelegationTokenResponse,
        DescribeDelegationToken => DescribeDelegationTokenResponse,
        DescribeClientQuotas => DescribeClientQuotasResponse,
        DescribeUserScramCredentials => DescribeUserScramCredentialsResponse,
        DescribeCluster => DescribeClusterResponse,
        ListTransactions => ListTransactionsResponse,
        ListPartitionReassignments => ListPartitionReassignmentsResponse,
        GetTelemetrySubscriptions => GetTelemetrySubscriptionsResponse,
        PushTelemetry => PushTelemetryResponse,
        ConsumerGroupHeartbeat => ConsumerGroupHeartbeatResponse,
        ShareGroupHeartbeat => ShareGroupHeartbeatResponse,
    }
}

fn principal_of(kind: Option<&str>, name: &str) -> Principal {
    Principal {
        kind: kind.filter(|k| !k.is_empty()).unwrap_or("User").to_owned(),
        name: name.to_owned(),
    }
}

impl Conn<'_> {
    fn log(&self, api: ApiKey, version: i16, correlation_id: i32, outcome: &str) {
        let name = api.name().unwrap_or("unknown");
        println!(
            "{} {name} v{version} corr={correlation_id} -> {outcome}",
            self.peer
        );
    }

    /// Encodes and sends one response; the outcome is logged by the caller.
    fn send(
        &mut self,
        correlation_id: i32,
        body: &Response<'_>,
        version: i16,
    ) -> Result<(), String> {
        let header = ResponseHeader {
            correlation_id,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        let n = encode_response(&header, body, version, &mut self.out)
            .map_err(|e| format!("cannot encode the {} response: {e}", body.name()))?;
        self.stream
            .write_all(&self.out[..n])
            .map_err(|e| format!("write failed: {e}"))
    }

    /// Sends `body` and logs `outcome`; a failed send closes the connection.
    fn reply(
        &mut self,
        api: ApiKey,
        version: i16,
        correlation_id: i32,
        body: &Response<'_>,
        outcome: &str,
    ) -> Next {
        match self.send(correlation_id, body, version) {
            Ok(()) => {
                self.log(api, version, correlation_id, outcome);
                Next::Continue
            }
            Err(e) => {
                self.log(api, version, correlation_id, &format!("{outcome}; {e}"));
                Next::Close(e)
            }
        }
    }

    fn handle(&mut self, frame: &[u8]) -> Next {
        if let Login::Exchanging { raw: true, .. } = self.login {
            return self.raw_sasl(frame);
        }
        let peeked = match peek_request(frame) {
            Ok(p) => p,
            Err(e) => return Next::Close(format!("unreadable request header: {e}")),
        };
        let (api, version, corr) = (peeked.api_key, peeked.api_version, peeked.correlation_id);
        if let Login::Done(Caller {
            session_expiry_ms: Some(expiry),
            ..
        }) = &self.login
        {
            if *expiry < now_ms() {
                // Kafka closes a connection whose authentication session has ended (a token login
                // lasts until the token expires) at its next request, without answering it.
                self.log(api, version, corr, "closed: authentication session expired");
                return Next::Close(format!("the token expired at {expiry}"));
            }
        }
        if api == ApiKey::API_VERSIONS && !(0..=4).contains(&version) {
            // Kafka's rule: answer in v0 with the error and the versions that are supported, so the
            // client can retry with one of them.
            let keys = served_versions();
            let body = Response::ApiVersions(ApiVersionsResponse {
                error_code: ErrorCode::UNSUPPORTED_VERSION,
                api_keys: Array::new(&keys),
                ..Default::default()
            });
            return self.reply(api, 0, corr, &body, "UNSUPPORTED_VERSION (answered in v0)");
        }
        let req = match decode_request(frame) {
            Ok(r) => r,
            Err(e) => {
                let why = match e.kind {
                    DecodeErrorKind::UnknownApiKey { .. } => "unknown API key",
                    DecodeErrorKind::UnsupportedVersion { .. } => "unsupported version",
                    _ => "malformed request",
                };
                self.log(api, version, corr, &format!("{why}: {e}"));
                return Next::Close(format!("{why} (no response format to answer it in)"));
            }
        };
        let body = req.body;
        let state = match &self.login {
            Login::Start => State::Start,
            Login::Exchanging { .. } => State::Exchanging,
            Login::Done(caller) => State::Done(caller.clone()),
        };
        match (&body, state) {
            (Request::ApiVersions(_), _) => {
                let keys = served_versions();
                let resp = Response::ApiVersions(ApiVersionsResponse {
                    api_keys: Array::new(&keys),
                    ..Default::default()
                });
                self.reply(api, version, corr, &resp, "ok")
            }
            (Request::SaslHandshake(h), State::Start) => self.handshake(version, corr, h.mechanism),
            (Request::SaslAuthenticate(a), State::Exchanging) => {
                self.authenticate(version, corr, a.auth_bytes)
            }
            (Request::SaslHandshake(_) | Request::SaslAuthenticate(_), state) => {
                let logged_in = matches!(state, State::Done(_));
                let resp = error_response(&body, ErrorCode::ILLEGAL_SASL_STATE)
                    .expect("both SASL responses have an error code");
                let resp = match resp {
                    Response::SaslAuthenticate(r) => {
                        Response::SaslAuthenticate(SaslAuthenticateResponse {
                            error_message: Some("SASL request out of order"),
                            ..r
                        })
                    }
                    other => other,
                };
                match self.reply(api, version, corr, &resp, "ILLEGAL_SASL_STATE") {
                    Next::Continue if logged_in => Next::Continue,
                    Next::Continue => Next::Close("SASL request out of order".into()),
                    close => close,
                }
            }
            (_, State::Start | State::Exchanging) => {
                // Kafka closes such connections; answer first where the response can say why.
                let outcome = "ILLEGAL_SASL_STATE: not authenticated";
                if let Some(resp) = error_response(&body, ErrorCode::ILLEGAL_SASL_STATE) {
                    if self.send(corr, &resp, version).is_ok() {
                        self.log(api, version, corr, outcome);
                    }
                } else {
                    self.log(api, version, corr, "refused: not authenticated");
                }
                Next::Close(format!("{} before authentication", body.name()))
            }
            (Request::Metadata(m), State::Done(_)) => self.metadata(version, corr, m),
            (Request::CreateDelegationToken(r), State::Done(caller)) => {
                self.create_token(version, corr, &caller, r)
            }
            (Request::RenewDelegationToken(r), State::Done(caller)) => {
                let result = self.shared.tokens.lock().expect("token store").renew(
                    &caller,
                    r.hmac,
                    r.renew_period_ms,
                    now_ms(),
                );
                let (error_code, expiry_timestamp_ms) = split_result(result);
                let resp = Response::RenewDelegationToken(RenewDelegationTokenResponse {
                    error_code,
                    expiry_timestamp_ms,
                    ..Default::default()
                });
                self.reply(api, version, corr, &resp, &outcome(error_code))
            }
            (Request::ExpireDelegationToken(r), State::Done(caller)) => {
                let result = self.shared.tokens.lock().expect("token store").expire(
                    &caller,
                    r.hmac,
                    r.expiry_time_period_ms,
                    now_ms(),
                );
                let (error_code, expiry_timestamp_ms) = split_result(result);
                let resp = Response::ExpireDelegationToken(ExpireDelegationTokenResponse {
                    error_code,
                    expiry_timestamp_ms,
                    ..Default::default()
                });
                self.reply(api, version, corr, &resp, &outcome(error_code))
            }
            (Request::DescribeDelegationToken(r), State::Done(caller)) => {
                self.describe_tokens(version, corr, &caller, r)
            }
            (_, State::Done(_)) => match error_response(&body, ErrorCode::UNSUPPORTED_VERSION) {
                Some(resp) => self.reply(
                    api,
                    version,
                    corr,
                    &resp,
                    "UNSUPPORTED_VERSION (not served here)",
                ),
                None => {
                    self.log(api, version, corr, "not served here");
                    Next::Close(format!(
                        "{} is not served here and its response has no top-level error code",
                        body.name()
                    ))
                }
            },
        }
    }

    fn handshake(&mut self, version: i16, corr: i32, mechanism: &str) -> Next {
        let api = ApiKey::SASL_HANDSHAKE;
        let names = Mechanism::NAMES;
        let Some(mech) = Mechanism::from_name(mechanism) else {
            let resp = Response::SaslHandshake(SaslHandshakeResponse {
                error_code: ErrorCode::UNSUPPORTED_SASL_MECHANISM,
                mechanisms: Array::new(&names),
            });
            let outcome = format!("UNSUPPORTED_SASL_MECHANISM {mechanism:?}");
            return match self.reply(api, version, corr, &resp, &outcome) {
                Next::Continue => Next::Close(format!("unsupported SASL mechanism {mechanism:?}")),
                close => close,
            };
        };
        let resp = Response::SaslHandshake(SaslHandshakeResponse {
            error_code: ErrorCode::NONE,
            mechanisms: Array::new(&names),
        });
        self.login = Login::Exchanging {
            exchange: Box::new(Exchange::new(mech)),
            raw: version == 0,
        };
        self.reply(api, version, corr, &resp, &format!("ok {}", mech.name()))
    }

    fn step(&mut self, input: &[u8]) -> Step {
        let Login::Exchanging { exchange, .. } = &mut self.login else {
            return Step::Fail("no exchange in progress".into());
        };
        exchange.step(input, self.shared)
    }

    fn authenticate(&mut self, version: i16, corr: i32, input: &[u8]) -> Next {
        let api = ApiKey::SASL_AUTHENTICATE;
        match self.step(input) {
            Step::Continue(reply) => {
                let resp = Response::SaslAuthenticate(SaslAuthenticateResponse {
                    error_code: ErrorCode::NONE,
                    error_message: None,
                    auth_bytes: &reply,
                    ..Default::default()
                });
                self.reply(api, version, corr, &resp, "ok, continue")
            }
            Step::Done { reply, caller } => {
                let outcome = format!(
                    "ok, authenticated as {}{}",
                    caller.principal,
                    if caller.via_token { " (token)" } else { "" }
                );
                self.login = Login::Done(caller);
                let resp = Response::SaslAuthenticate(SaslAuthenticateResponse {
                    error_code: ErrorCode::NONE,
                    error_message: None,
                    auth_bytes: &reply,
                    ..Default::default()
                });
                self.reply(api, version, corr, &resp, &outcome)
            }
            Step::Fail(message) => {
                let resp = Response::SaslAuthenticate(SaslAuthenticateResponse {
                    error_code: ErrorCode::SASL_AUTHENTICATION_FAILED,
                    error_message: Some(&message),
                    ..Default::default()
                });
                match self.reply(api, version, corr, &resp, "SASL_AUTHENTICATION_FAILED") {
                    Next::Continue => Next::Close(message),
                    close => close,
                }
            }
        }
    }

    /// SaslHandshake v0: the SASL tokens travel as bare size-prefixed bytes.
    fn raw_sasl(&mut self, frame: &[u8]) -> Next {
        let input = frame.get(4..).unwrap_or(&[]);
        let (reply, outcome) = match self.step(input) {
            Step::Continue(reply) => (reply, "raw SASL step ok".to_owned()),
            Step::Done { reply, caller } => {
                let outcome = format!("raw SASL ok, authenticated as {}", caller.principal);
                self.login = Login::Done(caller);
                (reply, outcome)
            }
            Step::Fail(why) => {
                println!("{} raw SASL -> failed", self.peer);
                return Next::Close(why);
            }
        };
        let size = u32::try_from(reply.len()).unwrap_or(u32::MAX).to_be_bytes();
        let sent = self
            .stream
            .write_all(&size)
            .and_then(|()| self.stream.write_all(&reply));
        println!("{} {outcome}", self.peer);
        match sent {
            Ok(()) => Next::Continue,
            Err(e) => Next::Close(format!("write failed: {e}")),
        }
    }

    fn metadata(&mut self, version: i16, corr: i32, req: &MetadataRequest<'_>) -> Next {
        let host = self.shared.host.clone();
        let brokers = [MetadataResponseBroker {
            node_id: 0,
            host: &host,
            port: self.shared.port,
            rack: None,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }];
        // No topics live here: every named topic is unknown, "all topics" is the empty list.
        let topics: Vec<MetadataResponseTopic<'_>> = req
            .topics
            .iter()
            .flat_map(|a| a.iter())
            .map(|t| MetadataResponseTopic {
                error_code: ErrorCode::UNKNOWN_TOPIC_OR_PARTITION,
                name: t.name,
                topic_id: t.topic_id,
                ..Default::default()
            })
            .collect();
        let resp = Response::Metadata(MetadataResponse {
            brokers: Array::new(&brokers),
            cluster_id: Some("kafka-view-gateway"),
            controller_id: 0,
            topics: Array::new(&topics),
            ..Default::default()
        });
        let outcome = format!("ok, 1 broker, {} unknown topics", topics.len());
        self.reply(ApiKey::METADATA, version, corr, &resp, &outcome)
    }

    fn create_token(
        &mut self,
        version: i16,
        corr: i32,
        caller: &Caller,
        req: &CreateDelegationTokenRequest<'_>,
    ) -> Next {
        let owner = req
            .owner_principal_name
            .filter(|n| !n.is_empty())
            .map(|n| principal_of(req.owner_principal_type, n));
        let renewers = req
            .renewers
            .iter()
            .map(|r: CreatableRenewers<'_>| principal_of(Some(r.principal_type), r.principal_name))
            .collect();
        let id = auth::token_id(random_bytes::<16>());
        let hmac = kafka_view::sasl::token_hmac(&self.shared.token_key, &id);
        let now = now_ms();
        let mut store = self.shared.tokens.lock().expect("token store");
        let created = store.create(
            caller,
            CreateParams {
                owner,
                renewers,
                max_lifetime_ms: req.max_lifetime_ms,
                id,
                hmac: &hmac,
            },
            now,
        );
        let (resp, outcome) = match created {
            Ok(t) => (
                CreateDelegationTokenResponse {
                    error_code: ErrorCode::NONE,
                    principal_type: &t.owner.kind,
                    principal_name: &t.owner.name,
                    token_requester_principal_type: &t.requester.kind,
                    token_requester_principal_name: &t.requester.name,
                    issue_timestamp_ms: t.issue_ms,
                    expiry_timestamp_ms: t.expiry_ms,
                    max_timestamp_ms: t.max_ms,
                    token_id: &t.id,
                    hmac: &t.hmac,
                    ..Default::default()
                },
                format!("ok, token {} for {}", t.id, t.owner),
            ),
            Err(code) => (
                CreateDelegationTokenResponse {
                    error_code: code,
                    principal_type: &caller.principal.kind,
                    principal_name: &caller.principal.name,
                    token_requester_principal_type: &caller.principal.kind,
                    token_requester_principal_name: &caller.principal.name,
                    issue_timestamp_ms: -1,
                    expiry_timestamp_ms: -1,
                    max_timestamp_ms: -1,
                    ..Default::default()
                },
                outcome(code),
            ),
        };
        let resp = Response::CreateDelegationToken(resp);
        let api = ApiKey::CREATE_DELEGATION_TOKEN;
        // Encode while the store is locked (the response borrows from it), send after.
        let header = ResponseHeader {
            correlation_id: corr,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        let encoded = encode_response(&header, &resp, version, &mut self.out);
        drop(store);
        self.send_encoded(api, version, corr, encoded, &outcome)
    }

    fn send_encoded(
        &mut self,
        api: ApiKey,
        version: i16,
        corr: i32,
        encoded: Result<usize, kafka_view::error::EncodeError>,
        outcome: &str,
    ) -> Next {
        let result = encoded
            .map_err(|e| format!("cannot encode the response: {e}"))
            .and_then(|n| {
                self.stream
                    .write_all(&self.out[..n])
                    .map_err(|e| format!("write failed: {e}"))
            });
        match result {
            Ok(()) => {
                self.log(api, version, corr, outcome);
                Next::Continue
            }
            Err(e) => {
                self.log(api, version, corr, &format!("{outcome}; {e}"));
                Next::Close(e)
            }
        }
    }

    fn describe_tokens(
        &mut self,
        version: i16,
        corr: i32,
        caller: &Caller,
        req: &DescribeDelegationTokenRequest<'_>,
    ) -> Next {
        let owners: Option<Vec<Principal>> = req.owners.map(|o| {
            o.iter()
                .map(|p| principal_of(Some(p.principal_type), p.principal_name))
                .collect()
        });
        let store = self.shared.tokens.lock().expect("token store");
        let (error_code, found) = match store.describe(caller, owners.as_deref()) {
            Ok(found) => (ErrorCode::NONE, found),
            Err(code) => (code, Vec::new()),
        };
        let renewers: Vec<Vec<DescribedDelegationTokenRenewer<'_>>> = found
            .iter()
            .map(|t| {
                t.renewers
                    .iter()
                    .map(|r| DescribedDelegationTokenRenewer {
                        principal_type: &r.kind,
                        principal_name: &r.name,
                        unknown_tagged_fields: TaggedFields::EMPTY,
                    })
                    .collect()
            })
            .collect();
        let described: Vec<DescribedDelegationToken<'_>> = found
            .iter()
            .zip(&renewers)
            .map(|(t, r)| DescribedDelegationToken {
                principal_type: &t.owner.kind,
                principal_name: &t.owner.name,
                token_requester_principal_type: &t.requester.kind,
                token_requester_principal_name: &t.requester.name,
                issue_timestamp: t.issue_ms,
                expiry_timestamp: t.expiry_ms,
                max_timestamp: t.max_ms,
                token_id: &t.id,
                hmac: &t.hmac,
                renewers: Array::new(r),
                unknown_tagged_fields: TaggedFields::EMPTY,
            })
            .collect();
        let resp = Response::DescribeDelegationToken(DescribeDelegationTokenResponse {
            error_code,
            tokens: Array::new(&described),
            ..Default::default()
        });
        let header = ResponseHeader {
            correlation_id: corr,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        let encoded = encode_response(&header, &resp, version, &mut self.out);
        let outcome = if error_code == ErrorCode::NONE {
            format!("ok, {} tokens", described.len())
        } else {
            outcome(error_code)
        };
        drop(described);
        drop(renewers);
        drop(store);
        self.send_encoded(
            ApiKey::DESCRIBE_DELEGATION_TOKEN,
            version,
            corr,
            encoded,
            &outcome,
        )
    }
}

fn split_result(r: Result<i64, ErrorCode>) -> (ErrorCode, i64) {
    match r {
        Ok(ts) => (ErrorCode::NONE, ts),
        Err(code) => (code, -1),
    }
}

/// A log word for an error code: "ok", or the code's name as `ErrorCode` prints it.
fn outcome(code: ErrorCode) -> String {
    if code == ErrorCode::NONE {
        return "ok".to_owned();
    }
    code.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use kafka_view::{decode_response, encode_request, RequestHeader};

    /// A gateway on a free loopback port, serving connections on background threads.
    fn start() -> SocketAddr {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let shared: &'static Shared = Box::leak(Box::new(Shared {
            nonce_check: NonceCheck::Exact,
            users: Users::parse("alice:alice-secret\n").unwrap(),
            tokens: Mutex::new(TokenStore::new(Lifetimes::default())),
            token_key: vec![7; 32],
            host: addr.ip().to_string(),
            port: i32::from(addr.port()),
        }));
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let stream = stream.unwrap();
                std::thread::spawn(move || serve(stream, shared));
            }
        });
        addr
    }

    fn send_raw(stream: &mut TcpStream, frame: &[u8]) {
        stream.write_all(frame).unwrap();
    }

    fn send(stream: &mut TcpStream, body: Request<'_>, version: i16, correlation_id: i32) {
        let header = RequestHeader {
            api_key: body.api_key(),
            api_version: version,
            correlation_id,
            client_id: Some("test"),
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        let mut buf = vec![0; 4096];
        let n = encode_request(&header, &body, &mut buf).unwrap();
        send_raw(stream, &buf[..n]);
    }

    /// The next response frame, or `None` when the gateway closed the connection.
    fn recv(stream: &mut TcpStream) -> Option<Vec<u8>> {
        let mut prefix = [0; 4];
        stream.read_exact(&mut prefix).ok()?;
        let size = u32::from_be_bytes(prefix) as usize;
        let mut frame = prefix.to_vec();
        frame.resize(4 + size, 0);
        stream.read_exact(&mut frame[4..]).unwrap();
        Some(frame)
    }

    fn handshake(stream: &mut TcpStream, mechanism: &str) -> ErrorCode {
        send(
            stream,
            Request::SaslHandshake(SaslHandshakeRequest { mechanism }),
            1,
            2,
        );
        let frame = recv(stream).unwrap();
        let Response::SaslHandshake(r) = decode_response(&frame, ApiKey::SASL_HANDSHAKE, 1)
            .unwrap()
            .body
        else {
            panic!()
        };
        assert_eq!(r.mechanisms.iter().collect::<Vec<_>>(), Mechanism::NAMES);
        r.error_code
    }

    fn authenticate(stream: &mut TcpStream, bytes: &[u8]) -> (ErrorCode, String) {
        let body = SaslAuthenticateRequest {
            auth_bytes: bytes,
            ..Default::default()
        };
        send(stream, Request::SaslAuthenticate(body), 2, 3);
        let frame = recv(stream).unwrap();
        let Response::SaslAuthenticate(r) = decode_response(&frame, ApiKey::SASL_AUTHENTICATE, 2)
            .unwrap()
            .body
        else {
            panic!()
        };
        (r.error_code, r.error_message.unwrap_or("").to_owned())
    }

    #[test]
    fn api_versions_lists_what_is_served() {
        let mut s = TcpStream::connect(start()).unwrap();
        send(
            &mut s,
            Request::ApiVersions(ApiVersionsRequest::default()),
            3,
            1,
        );
        let frame = recv(&mut s).unwrap();
        let resp = decode_response(&frame, ApiKey::API_VERSIONS, 3).unwrap();
        assert_eq!(resp.header.correlation_id, 1);
        let Response::ApiVersions(r) = resp.body else {
            panic!()
        };
        assert_eq!(r.error_code, ErrorCode::NONE);
        let keys: Vec<(ApiKey, i16, i16)> = r
            .api_keys
            .iter()
            .map(|k| (k.api_key, k.min_version, k.max_version))
            .collect();
        assert_eq!(keys, SERVED);
    }

    #[test]
    fn newer_api_versions_gets_unsupported_version_in_v0() {
        let mut s = TcpStream::connect(start()).unwrap();
        // ApiVersions v9 with header v2 (client id, empty tagged fields) and an unknown body.
        send_raw(
            &mut s,
            &[0, 0, 0, 13, 0, 18, 0, 9, 0, 0, 0, 42, 0, 0, 0, 0xAB, 0xCD],
        );
        let frame = recv(&mut s).unwrap();
        let resp = decode_response(&frame, ApiKey::API_VERSIONS, 0).unwrap();
        assert_eq!(resp.header.correlation_id, 42);
        let Response::ApiVersions(r) = resp.body else {
            panic!()
        };
        assert_eq!(r.error_code, ErrorCode::UNSUPPORTED_VERSION);
        assert_eq!(r.api_keys.len(), SERVED.len());
    }

    #[test]
    fn plain_login_then_metadata_names_the_gateway() {
        let addr = start();
        let mut s = TcpStream::connect(addr).unwrap();
        assert_eq!(handshake(&mut s, "PLAIN"), ErrorCode::NONE);
        assert_eq!(
            authenticate(&mut s, b"\0alice\0alice-secret").0,
            ErrorCode::NONE
        );
        for version in [0, 4, 9, 12, 13] {
            send(
                &mut s,
                Request::Metadata(MetadataRequest::default()),
                version,
                4,
            );
            let frame = recv(&mut s).unwrap();
            let Response::Metadata(r) = decode_response(&frame, ApiKey::METADATA, version)
                .unwrap()
                .body
            else {
                panic!()
            };
            let b = r.brokers.get(0).unwrap();
            assert_eq!((r.brokers.len(), b.node_id, b.host), (1, 0, "127.0.0.1"));
            assert_eq!(b.port, i32::from(addr.port()));
        }
    }

    #[test]
    fn handshake_v0_takes_bare_sasl_bytes() {
        let mut s = TcpStream::connect(start()).unwrap();
        let body = SaslHandshakeRequest { mechanism: "PLAIN" };
        send(&mut s, Request::SaslHandshake(body), 0, 2);
        let frame = recv(&mut s).unwrap();
        let resp = decode_response(&frame, ApiKey::SASL_HANDSHAKE, 0).unwrap();
        let Response::SaslHandshake(r) = resp.body else {
            panic!()
        };
        assert_eq!(r.error_code, ErrorCode::NONE);
        // The PLAIN message goes as a bare size-prefixed payload; the answer is an empty one.
        let msg = b"\0alice\0alice-secret";
        let mut raw = (msg.len() as u32).to_be_bytes().to_vec();
        raw.extend_from_slice(msg);
        send_raw(&mut s, &raw);
        assert_eq!(recv(&mut s).unwrap(), [0, 0, 0, 0]);
        send(&mut s, Request::Metadata(MetadataRequest::default()), 1, 3);
        let frame = recv(&mut s).unwrap();
        assert!(decode_response(&frame, ApiKey::METADATA, 1).is_ok());
        // A wrong password over v0 gets no answer: the connection closes (Kafka does the same).
        let mut s = TcpStream::connect(start()).unwrap();
        send(&mut s, Request::SaslHandshake(body), 0, 2);
        recv(&mut s).unwrap();
        send_raw(
            &mut s,
            &[0, 0, 0, 8, 0, b'a', b'l', b'i', b'c', b'e', 0, b'x'],
        );
        assert!(recv(&mut s).is_none());
    }

    #[test]
    fn wrong_password_fails_then_closes() {
        let mut s = TcpStream::connect(start()).unwrap();
        assert_eq!(handshake(&mut s, "PLAIN"), ErrorCode::NONE);
        let (code, message) = authenticate(&mut s, b"\0alice\0nope");
        assert_eq!(code, ErrorCode::SASL_AUTHENTICATION_FAILED);
        assert!(
            message.contains("Invalid username or password"),
            "{message}"
        );
        assert!(recv(&mut s).is_none());
    }

    #[test]
    fn unknown_mechanism_is_refused_with_the_list() {
        let mut s = TcpStream::connect(start()).unwrap();
        assert_eq!(
            handshake(&mut s, "GSSAPI"),
            ErrorCode::UNSUPPORTED_SASL_MECHANISM
        );
        assert!(recv(&mut s).is_none());
    }

    #[test]
    fn token_request_before_login_gets_illegal_sasl_state() {
        let mut s = TcpStream::connect(start()).unwrap();
        let body = DescribeDelegationTokenRequest::default();
        send(&mut s, Request::DescribeDelegationToken(body), 3, 5);
        let frame = recv(&mut s).unwrap();
        let Response::DescribeDelegationToken(r) =
            decode_response(&frame, ApiKey::DESCRIBE_DELEGATION_TOKEN, 3)
                .unwrap()
                .body
        else {
            panic!()
        };
        assert_eq!(r.error_code, ErrorCode::ILLEGAL_SASL_STATE);
        assert!(recv(&mut s).is_none());
    }

    #[test]
    fn unserved_api_after_login_gets_unsupported_version() {
        let mut s = TcpStream::connect(start()).unwrap();
        assert_eq!(handshake(&mut s, "PLAIN"), ErrorCode::NONE);
        assert_eq!(
            authenticate(&mut s, b"\0alice\0alice-secret").0,
            ErrorCode::NONE
        );
        send(
            &mut s,
            Request::ListGroups(ListGroupsRequest::default()),
            4,
            6,
        );
        let frame = recv(&mut s).unwrap();
        let Response::ListGroups(r) = decode_response(&frame, ApiKey::LIST_GROUPS, 4)
            .unwrap()
            .body
        else {
            panic!()
        };
        assert_eq!(r.error_code, ErrorCode::UNSUPPORTED_VERSION);
        // The connection stays usable.
        send(&mut s, Request::Metadata(MetadataRequest::default()), 12, 7);
        assert!(recv(&mut s).is_some());
    }

    #[test]
    fn token_lifecycle_over_the_wire() {
        let mut s = TcpStream::connect(start()).unwrap();
        assert_eq!(handshake(&mut s, "PLAIN"), ErrorCode::NONE);
        assert_eq!(
            authenticate(&mut s, b"\0alice\0alice-secret").0,
            ErrorCode::NONE
        );
        let renewers = [CreatableRenewers {
            principal_type: "User",
            principal_name: "bob",
            unknown_tagged_fields: TaggedFields::EMPTY,
        }];
        let body = CreateDelegationTokenRequest {
            owner_principal_type: None,
            owner_principal_name: None,
            renewers: Array::new(&renewers),
            max_lifetime_ms: -1,
            ..Default::default()
        };
        send(&mut s, Request::CreateDelegationToken(body), 3, 8);
        let frame = recv(&mut s).unwrap();
        let Response::CreateDelegationToken(r) =
            decode_response(&frame, ApiKey::CREATE_DELEGATION_TOKEN, 3)
                .unwrap()
                .body
        else {
            panic!()
        };
        assert_eq!(r.error_code, ErrorCode::NONE);
        assert_eq!((r.principal_type, r.principal_name), ("User", "alice"));
        assert_eq!(r.token_id.len(), 22);
        assert_eq!(
            r.max_timestamp_ms - r.issue_timestamp_ms,
            7 * 24 * 3600 * 1000
        );
        assert_eq!(
            r.expiry_timestamp_ms - r.issue_timestamp_ms,
            24 * 3600 * 1000
        );
        let hmac = r.hmac.to_vec();
        let body = ExpireDelegationTokenRequest {
            hmac: &hmac,
            expiry_time_period_ms: -1,
            ..Default::default()
        };
        for (corr, want) in [
            (9, ErrorCode::NONE),
            (10, ErrorCode::DELEGATION_TOKEN_NOT_FOUND),
        ] {
            send(&mut s, Request::ExpireDelegationToken(body), 2, corr);
            let frame = recv(&mut s).unwrap();
            let Response::ExpireDelegationToken(r) =
                decode_response(&frame, ApiKey::EXPIRE_DELEGATION_TOKEN, 2)
                    .unwrap()
                    .body
            else {
                panic!()
            };
            assert_eq!(r.error_code, want);
        }
    }
}

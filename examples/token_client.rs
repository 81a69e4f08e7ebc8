//! A small Kafka client built on kafka-view for the delegation-token APIs, and for logging in with a
//! token (SCRAM with the `tokenauth=true` extension), which the common clients cannot do.
//!
//! ```text
//! token_client --server HOST:PORT --mechanism PLAIN|SCRAM-SHA-256|SCRAM-SHA-512 [--token]
//!              --user NAME --password SECRET COMMAND
//! COMMAND:
//!   metadata                                   list the brokers
//!   create [--renewer NAME]... [--max-lifetime-ms N]
//!   renew HMAC_BASE64 PERIOD_MS
//!   expire HMAC_BASE64 PERIOD_MS               (a negative period expires now)
//!   describe
//!
//! token_client hmac SECRET TOKEN_ID             the token's HMAC as a broker with this
//!                                               delegation.token.secret.key computes it (no server)
//! ```
//!
//! With `--token`, `--user` is the token id and `--password` the token's HMAC in base64, as Kafka's
//! clients take them. The result is printed on one line; the exit status is 0 when the login and the
//! request succeed, 1 when the login fails, 3 when the request returns an error code, 2 on bad usage
//! or a broken connection.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::ExitCode;

use kafka_view::messages::create_delegation_token::CreatableRenewers;
use kafka_view::messages::*;
use kafka_view::sasl::{
    token_hmac, token_password, Base64, ChannelBinding, ClientFirst, Extensions, SaslName,
    ScramClient, ScramMechanism, TOKEN_AUTH,
};
use kafka_view::{
    decode_response, encode_request,
    framing::{Framing, Status},
    types::{Array, TaggedFields},
    ApiKey, ErrorCode, RequestHeader,
};

const USAGE: &str = "usage: token_client --server HOST:PORT --mechanism M [--token] --user U \
                     --password P (metadata | create [--renewer NAME]... [--max-lifetime-ms N] | \
                     renew HMAC PERIOD | expire HMAC PERIOD | describe)\n       \
                     token_client hmac SECRET TOKEN_ID";

struct Args {
    server: String,
    mechanism: String,
    token: bool,
    user: String,
    password: String,
    command: Vec<String>,
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Args, String> {
    let (mut server, mut mechanism, mut user, mut password) = (None, None, None, None);
    let mut token = false;
    let mut command = Vec::new();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--server" => server = Some(value("--server")?),
            "--mechanism" => mechanism = Some(value("--mechanism")?),
            "--user" => user = Some(value("--user")?),
            "--password" => password = Some(value("--password")?),
            "--token" => token = true,
            _ => {
                command.push(arg);
                command.extend(args.by_ref());
            }
        }
    }
    Ok(Args {
        server: server.ok_or("--server is required")?,
        mechanism: mechanism.ok_or("--mechanism is required")?,
        token,
        user: user.ok_or("--user is required")?,
        password: password.ok_or("--password is required")?,
        command,
    })
}

/// How a run ended.
enum Failure {
    Usage(String),
    Io(String),
    Login(String),
    Api(String),
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        Failure::Io(e.to_string())
    }
}

struct Client {
    stream: TcpStream,
    correlation_id: i32,
    out: Vec<u8>,
    frame: Vec<u8>,
}

impl Client {
    /// Sends `body` at `version` and returns the response frame's bytes (decode them with
    /// [`Client::decode`]).
    fn call(&mut self, body: Request<'_>, version: i16) -> Result<(), Failure> {
        self.correlation_id += 1;
        let header = RequestHeader {
            api_key: body.api_key(),
            api_version: version,
            correlation_id: self.correlation_id,
            client_id: Some("kafka-view-token-client"),
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        let n = encode_request(&header, &body, &mut self.out)
            .map_err(|e| Failure::Io(format!("cannot encode {}: {e}", body.name())))?;
        self.stream.write_all(&self.out[..n])?;
        let name = body.name();
        let closed = |e: std::io::Error| {
            if e.kind() == std::io::ErrorKind::UnexpectedEof {
                Failure::Io(format!(
                    "the server closed the connection without answering {name}"
                ))
            } else {
                Failure::Io(e.to_string())
            }
        };
        let mut prefix = [0; 4];
        self.stream.read_exact(&mut prefix).map_err(closed)?;
        let size = match Framing::default().split(&prefix) {
            Ok(Status::Partial { needed }) => needed,
            Ok(Status::Complete { .. }) => 0,
            Err(e) => return Err(Failure::Io(format!("bad response size: {e}"))),
        };
        self.frame.clear();
        self.frame.extend_from_slice(&prefix);
        self.frame.resize(4 + size, 0);
        self.stream
            .read_exact(&mut self.frame[4..])
            .map_err(closed)?;
        Ok(())
    }

    fn decode(&self, api: ApiKey, version: i16) -> Result<Response<'_>, Failure> {
        let resp = decode_response(&self.frame, api, version)
            .map_err(|e| Failure::Io(format!("bad response: {e}")))?;
        if resp.header.correlation_id != self.correlation_id {
            return Err(Failure::Io(format!(
                "correlation id {} answered {}",
                resp.header.correlation_id, self.correlation_id
            )));
        }
        Ok(resp.body)
    }

    /// One SaslAuthenticate round: sends `bytes`, returns the server's bytes or the login failure.
    fn authenticate(&mut self, bytes: &[u8]) -> Result<Vec<u8>, Failure> {
        let body = SaslAuthenticateRequest {
            auth_bytes: bytes,
            ..Default::default()
        };
        self.call(Request::SaslAuthenticate(body), 2)?;
        match self.decode(ApiKey::SASL_AUTHENTICATE, 2)? {
            Response::SaslAuthenticate(r) if !r.error_code.is_error() => Ok(r.auth_bytes.to_vec()),
            Response::SaslAuthenticate(r) => Err(Failure::Login(format!(
                "{}: {}",
                error_name(r.error_code),
                r.error_message.unwrap_or("")
            ))),
            other => Err(Failure::Io(format!("unexpected {}", other.name()))),
        }
    }

    fn login(&mut self, args: &Args) -> Result<(), Failure> {
        let handshake = SaslHandshakeRequest {
            mechanism: &args.mechanism,
        };
        self.call(Request::SaslHandshake(handshake), 1)?;
        match self.decode(ApiKey::SASL_HANDSHAKE, 1)? {
            Response::SaslHandshake(r) if !r.error_code.is_error() => {}
            Response::SaslHandshake(r) => {
                let offered: Vec<&str> = r.mechanisms.iter().collect();
                return Err(Failure::Login(format!(
                    "{}; the server offers {offered:?}",
                    error_name(r.error_code)
                )));
            }
            other => return Err(Failure::Io(format!("unexpected {}", other.name()))),
        }
        if args.mechanism == "PLAIN" {
            let mut msg = vec![0];
            msg.extend_from_slice(args.user.as_bytes());
            msg.push(0);
            msg.extend_from_slice(args.password.as_bytes());
            self.authenticate(&msg)?;
            return Ok(());
        }
        let mechanism = ScramMechanism::from_name(&args.mechanism)
            .ok_or_else(|| Failure::Usage(format!("unknown mechanism {}", args.mechanism)))?;
        self.scram(mechanism, args)
    }

    /// SCRAM as Kafka runs it; with `--token`, the client-first message carries `tokenauth=true`.
    fn scram(&mut self, mechanism: ScramMechanism, args: &Args) -> Result<(), Failure> {
        let nonce: String = random_bytes::<18>()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        let first = ClientFirst {
            channel_binding: ChannelBinding::No,
            authzid: None,
            username: SaslName::new(&args.user),
            nonce: &nonce,
            extensions: if args.token {
                TOKEN_AUTH
            } else {
                Extensions::NONE
            },
        };
        let bad = |e: kafka_view::sasl::SaslError| Failure::Login(format!("SCRAM: {e}"));
        let client = ScramClient::new(mechanism, first).map_err(bad)?;
        let mut buf = [0u8; 512];
        let n = client.client_first(&mut buf).map_err(bad)?;
        let server_first = self.authenticate(&buf[..n])?;
        let (verifier, n) = client
            .handle_server_first(&server_first, args.password.as_bytes(), &mut buf)
            .map_err(bad)?;
        let server_final = self.authenticate(&buf[..n])?;
        verifier.verify_server_final(&server_final).map_err(bad)
    }
}

/// Random bytes from the operating system.
fn random_bytes<const N: usize>() -> [u8; N] {
    let mut out = [0; N];
    std::fs::File::open("/dev/urandom")
        .and_then(|mut f| f.read_exact(&mut out))
        .expect("reading /dev/urandom");
    out
}

fn error_name(code: ErrorCode) -> String {
    format!("{code} ({})", code.0)
}

fn api_error(code: ErrorCode) -> Result<(), Failure> {
    if code.is_error() {
        Err(Failure::Api(error_name(code)))
    } else {
        Ok(())
    }
}

/// A token HMAC as Kafka prints it (padded standard base64): the token's SCRAM password.
fn hmac_text(hmac: &[u8]) -> Result<String, Failure> {
    let hmac: &[u8; 64] = hmac
        .try_into()
        .map_err(|_| Failure::Io(format!("HMAC of {} bytes, not 64", hmac.len())))?;
    Ok(token_password(hmac).as_str().to_owned())
}

/// The HMAC bytes from their base64 text.
fn hmac_bytes(text: &str) -> Result<Vec<u8>, Failure> {
    let b64 = Base64::from_text(text).map_err(|e| Failure::Usage(format!("HMAC: {e}")))?;
    let mut out = vec![0; b64.decoded_len()];
    b64.decode_into(&mut out)
        .map_err(|e| Failure::Usage(format!("HMAC: {e}")))?;
    Ok(out)
}

fn run(args: &Args) -> Result<String, Failure> {
    let stream = TcpStream::connect(&args.server)
        .map_err(|e| Failure::Io(format!("cannot connect to {}: {e}", args.server)))?;
    let mut client = Client {
        stream,
        correlation_id: 0,
        out: vec![0; 1 << 16],
        frame: Vec::new(),
    };
    client.login(args)?;
    let command: Vec<&str> = args.command.iter().map(String::as_str).collect();
    match command.as_slice() {
        ["metadata"] => {
            client.call(Request::Metadata(MetadataRequest::default()), 12)?;
            let Response::Metadata(r) = client.decode(ApiKey::METADATA, 12)? else {
                return Err(Failure::Io("not a Metadata response".into()));
            };
            let brokers: Vec<String> = r
                .brokers
                .iter()
                .map(|b| format!("broker {} at {}:{}", b.node_id, b.host, b.port))
                .collect();
            Ok(format!("authenticated; {}", brokers.join(", ")))
        }
        ["create", rest @ ..] => {
            let mut names = Vec::new();
            let mut max_lifetime_ms = -1;
            let mut it = rest.iter();
            while let Some(flag) = it.next() {
                match (*flag, it.next()) {
                    ("--renewer", Some(n)) => names.push(*n),
                    ("--max-lifetime-ms", Some(n)) => {
                        max_lifetime_ms = n
                            .parse()
                            .map_err(|_| Failure::Usage(format!("not a number: {n}")))?
                    }
                    _ => return Err(Failure::Usage(format!("create: bad argument {flag}"))),
                }
            }
            let renewers: Vec<CreatableRenewers<'_>> = names
                .iter()
                .map(|n| CreatableRenewers {
                    principal_type: "User",
                    principal_name: n,
                    unknown_tagged_fields: TaggedFields::EMPTY,
                })
                .collect();
            let body = CreateDelegationTokenRequest {
                owner_principal_type: None,
                owner_principal_name: None,
                renewers: Array::new(&renewers),
                max_lifetime_ms,
                ..Default::default()
            };
            client.call(Request::CreateDelegationToken(body), 3)?;
            let Response::CreateDelegationToken(r) =
                client.decode(ApiKey::CREATE_DELEGATION_TOKEN, 3)?
            else {
                return Err(Failure::Io("not a CreateDelegationToken response".into()));
            };
            api_error(r.error_code)?;
            Ok(format!(
                "token_id={} hmac={} owner={}:{} issue={} expiry={} max={}",
                r.token_id,
                hmac_text(r.hmac)?,
                r.principal_type,
                r.principal_name,
                r.issue_timestamp_ms,
                r.expiry_timestamp_ms,
                r.max_timestamp_ms
            ))
        }
        [verb @ ("renew" | "expire"), hmac, period] => {
            let hmac = hmac_bytes(hmac)?;
            let period: i64 = period
                .parse()
                .map_err(|_| Failure::Usage(format!("not a number: {period}")))?;
            let (code, expiry) = if *verb == "renew" {
                let body = RenewDelegationTokenRequest {
                    hmac: &hmac,
                    renew_period_ms: period,
                    ..Default::default()
                };
                client.call(Request::RenewDelegationToken(body), 2)?;
                let Response::RenewDelegationToken(r) =
                    client.decode(ApiKey::RENEW_DELEGATION_TOKEN, 2)?
                else {
                    return Err(Failure::Io("not a RenewDelegationToken response".into()));
                };
                (r.error_code, r.expiry_timestamp_ms)
            } else {
                let body = ExpireDelegationTokenRequest {
                    hmac: &hmac,
                    expiry_time_period_ms: period,
                    ..Default::default()
                };
                client.call(Request::ExpireDelegationToken(body), 2)?;
                let Response::ExpireDelegationToken(r) =
                    client.decode(ApiKey::EXPIRE_DELEGATION_TOKEN, 2)?
                else {
                    return Err(Failure::Io("not an ExpireDelegationToken response".into()));
                };
                (r.error_code, r.expiry_timestamp_ms)
            };
            api_error(code)?;
            Ok(format!("{verb} ok expiry={expiry}"))
        }
        ["describe"] => {
            let body = DescribeDelegationTokenRequest {
                owners: None,
                ..Default::default()
            };
            client.call(Request::DescribeDelegationToken(body), 3)?;
            let Response::DescribeDelegationToken(r) =
                client.decode(ApiKey::DESCRIBE_DELEGATION_TOKEN, 3)?
            else {
                return Err(Failure::Io("not a DescribeDelegationToken response".into()));
            };
            api_error(r.error_code)?;
            let tokens: Vec<String> = r
                .tokens
                .iter()
                .map(|t| {
                    let renewers: Vec<String> = t
                        .renewers
                        .iter()
                        .map(|p| format!("{}:{}", p.principal_type, p.principal_name))
                        .collect();
                    format!(
                        "{} owner={}:{} renewers={} expiry={} max={}",
                        t.token_id,
                        t.principal_type,
                        t.principal_name,
                        renewers.join(","),
                        t.expiry_timestamp,
                        t.max_timestamp
                    )
                })
                .collect();
            Ok(format!("tokens={} {}", tokens.len(), tokens.join("; ")))
        }
        _ => Err(Failure::Usage(USAGE.into())),
    }
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    if let [command, secret, token_id] = argv.as_slice() {
        if command == "hmac" {
            // What a broker keeps and hands out: HMAC-SHA512 of the token id under its secret key.
            println!(
                "{}",
                token_password(&token_hmac(secret.as_bytes(), token_id)).as_str()
            );
            return ExitCode::SUCCESS;
        }
    }
    let args = match parse_args(argv.into_iter()) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match run(&args) {
        Ok(line) => {
            println!("{line}");
            ExitCode::SUCCESS
        }
        Err(Failure::Usage(e)) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
        Err(Failure::Io(e)) => {
            println!("connection failed: {e}");
            ExitCode::from(2)
        }
        Err(Failure::Login(e)) => {
            println!("login failed: {e}");
            ExitCode::from(1)
        }
        Err(Failure::Api(e)) => {
            println!("request failed: {e}");
            ExitCode::from(3)
        }
    }
}

//! Connections to the target: frames in and out under timeouts, ApiVersions, and the SASL login.

use std::io::{ErrorKind, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use kafka_view::framing::{Framing, Status};
use kafka_view::messages::{
    ApiVersionsRequest, Request, Response, SaslAuthenticateRequest, SaslHandshakeRequest,
};
use kafka_view::sasl::{ChannelBinding, ClientFirst, Extensions, Plain, SaslName, ScramClient};
use kafka_view::sasl::{SaslError, ScramMechanism};
use kafka_view::{decode_response, encode_request, ApiKey, RequestHeader};

/// The largest response frame read (bytes after the size prefix); a larger size is an error.
pub const MAX_RESPONSE: usize = 64 << 20;

/// The client id of the tool's own requests (ApiVersions, login, health checks).
pub const CLIENT_ID: &str = "kafka-fuzz";

/// How a SASL login is done.
#[derive(Clone, Debug)]
pub struct Sasl {
    /// `PLAIN`, `SCRAM-SHA-256` or `SCRAM-SHA-512`.
    pub mechanism: String,
    /// The user.
    pub user: String,
    /// The password.
    pub password: String,
}

impl Sasl {
    /// Checks the mechanism's name.
    pub fn check(&self) -> Result<(), String> {
        if self.mechanism == "PLAIN" || ScramMechanism::from_name(&self.mechanism).is_some() {
            Ok(())
        } else {
            Err(format!(
                "unknown SASL mechanism {:?}: give PLAIN, SCRAM-SHA-256 or SCRAM-SHA-512",
                self.mechanism
            ))
        }
    }
}

/// What went wrong on a connection.
#[derive(Debug)]
pub enum WireError {
    /// The peer closed the connection (end of stream, reset, broken pipe).
    Closed,
    /// No answer within the timeout.
    Timeout,
    /// Another I/O error.
    Io(String),
    /// A response that is not what was asked for, or a failed login.
    Protocol(String),
}

impl std::fmt::Display for WireError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WireError::Closed => f.write_str("the connection was closed"),
            WireError::Timeout => f.write_str("no answer within the timeout"),
            WireError::Io(e) | WireError::Protocol(e) => f.write_str(e),
        }
    }
}

impl From<std::io::Error> for WireError {
    fn from(e: std::io::Error) -> Self {
        match e.kind() {
            ErrorKind::WouldBlock | ErrorKind::TimedOut => WireError::Timeout,
            ErrorKind::UnexpectedEof
            | ErrorKind::ConnectionReset
            | ErrorKind::ConnectionAborted
            | ErrorKind::BrokenPipe => WireError::Closed,
            _ => WireError::Io(e.to_string()),
        }
    }
}

/// One connection to the target.
pub struct Conn {
    stream: TcpStream,
    next_correlation: i32,
}

impl Conn {
    /// A connection over `stream` (accepted from a client in client mode, or made by
    /// [`Conn::connect`]), with reads and writes timing out after `timeout`.
    pub fn accepted(stream: TcpStream, timeout: Duration) -> Result<Conn, WireError> {
        stream.set_read_timeout(Some(timeout))?;
        stream.set_write_timeout(Some(timeout))?;
        stream.set_nodelay(true)?;
        Ok(Conn {
            stream,
            next_correlation: 1,
        })
    }

    /// Connects to `addr` within `timeout`; reads and writes time out after `timeout` too.
    pub fn connect(addr: SocketAddr, timeout: Duration) -> Result<Conn, WireError> {
        Conn::accepted(TcpStream::connect_timeout(&addr, timeout)?, timeout)
    }

    /// A new correlation id, unique on this connection.
    pub fn correlation(&mut self) -> i32 {
        let id = self.next_correlation;
        self.next_correlation = self.next_correlation.wrapping_add(1).max(1);
        id
    }

    /// Changes the read timeout.
    pub fn set_read_timeout(&self, timeout: Duration) -> Result<(), WireError> {
        Ok(self.stream.set_read_timeout(Some(timeout))?)
    }

    /// Writes bytes.
    pub fn send(&mut self, bytes: &[u8]) -> Result<(), WireError> {
        Ok(self.stream.write_all(bytes)?)
    }

    /// Reads one response frame (size prefix included).
    pub fn read_frame(&mut self) -> Result<Vec<u8>, WireError> {
        let mut prefix = [0u8; 4];
        self.stream.read_exact(&mut prefix)?;
        let framing = Framing {
            max_size: MAX_RESPONSE,
        };
        let needed = match framing.split(&prefix) {
            Ok(Status::Partial { needed }) => needed,
            Ok(Status::Complete { .. }) => 0,
            Err(e) => return Err(WireError::Protocol(format!("response size prefix: {e}"))),
        };
        let mut frame = Vec::with_capacity(4 + needed);
        frame.extend_from_slice(&prefix);
        frame.resize(4 + needed, 0);
        if let Some(body) = frame.get_mut(4..) {
            self.stream.read_exact(body)?;
        }
        Ok(frame)
    }

    /// Sends `body` at `version` and returns the response frame's bytes, checked for the correlation
    /// id.
    pub fn call(&mut self, body: &Request<'_>, version: i16) -> Result<Vec<u8>, WireError> {
        let frame = request_frame(body, version, self.correlation())?;
        self.send(&frame)?;
        let response = self.read_frame()?;
        let want = request_correlation(&frame);
        let got = response_correlation(&response);
        if got != want {
            return Err(WireError::Protocol(format!(
                "{} answered with correlation id {got:?}, not {want:?}",
                body.name()
            )));
        }
        Ok(response)
    }

    /// ApiVersions v0 (which every broker answers): the offered (API key, min, max).
    pub fn api_versions(&mut self) -> Result<Vec<(ApiKey, i16, i16)>, WireError> {
        let body = Request::ApiVersions(ApiVersionsRequest::default());
        let frame = self.call(&body, 0)?;
        let resp = decode_response(&frame, ApiKey::API_VERSIONS, 0)
            .map_err(|e| WireError::Protocol(format!("ApiVersions v0 response: {e}")))?;
        let Response::ApiVersions(r) = resp.body else {
            return Err(WireError::Protocol("not an ApiVersions response".into()));
        };
        if r.error_code.is_error() {
            return Err(WireError::Protocol(format!(
                "ApiVersions answered {}",
                r.error_code
            )));
        }
        Ok(r.api_keys
            .iter()
            .map(|k| (k.api_key, k.min_version, k.max_version))
            .collect())
    }

    /// Logs in with SaslHandshake v1 and SaslAuthenticate v2.
    pub fn login(&mut self, sasl: &Sasl) -> Result<(), WireError> {
        let handshake = Request::SaslHandshake(SaslHandshakeRequest {
            mechanism: &sasl.mechanism,
        });
        let frame = self.call(&handshake, 1)?;
        match decode_response(&frame, ApiKey::SASL_HANDSHAKE, 1).map(|r| r.body) {
            Ok(Response::SaslHandshake(r)) if !r.error_code.is_error() => {}
            Ok(Response::SaslHandshake(r)) => {
                let offered: Vec<&str> = r.mechanisms.iter().collect();
                return Err(WireError::Protocol(format!(
                    "SaslHandshake for {}: {}; the broker offers {offered:?}",
                    sasl.mechanism, r.error_code
                )));
            }
            Ok(_) => return Err(WireError::Protocol("not a SaslHandshake response".into())),
            Err(e) => return Err(WireError::Protocol(format!("SaslHandshake response: {e}"))),
        }
        let bad = |e: SaslError| WireError::Protocol(format!("{}: {e}", sasl.mechanism));
        let mut buf = [0u8; 1024];
        let Some(mechanism) = ScramMechanism::from_name(&sasl.mechanism) else {
            let plain = Plain {
                authzid: None,
                authcid: &sasl.user,
                password: &sasl.password,
            };
            let n = plain.encode(&mut buf).map_err(bad)?;
            self.authenticate(buf.get(..n).unwrap_or(&[]))?;
            return Ok(());
        };
        let nonce: String = random_bytes().iter().map(|b| format!("{b:02x}")).collect();
        let first = ClientFirst {
            channel_binding: ChannelBinding::No,
            authzid: None,
            username: SaslName::new(&sasl.user),
            nonce: &nonce,
            extensions: Extensions::NONE,
        };
        let client = ScramClient::new(mechanism, first).map_err(bad)?;
        let n = client.client_first(&mut buf).map_err(bad)?;
        let server_first = self.authenticate(buf.get(..n).unwrap_or(&[]))?;
        let (verifier, n) = client
            .handle_server_first(&server_first, sasl.password.as_bytes(), &mut buf)
            .map_err(bad)?;
        let server_final = self.authenticate(buf.get(..n).unwrap_or(&[]))?;
        verifier.verify_server_final(&server_final).map_err(bad)
    }

    /// One SaslAuthenticate round: the server's bytes, or the login failure.
    fn authenticate(&mut self, bytes: &[u8]) -> Result<Vec<u8>, WireError> {
        let body = Request::SaslAuthenticate(SaslAuthenticateRequest {
            auth_bytes: bytes,
            ..Default::default()
        });
        let frame = self.call(&body, 2)?;
        match decode_response(&frame, ApiKey::SASL_AUTHENTICATE, 2).map(|r| r.body) {
            Ok(Response::SaslAuthenticate(r)) if !r.error_code.is_error() => {
                Ok(r.auth_bytes.to_vec())
            }
            Ok(Response::SaslAuthenticate(r)) => Err(WireError::Protocol(format!(
                "login failed: {}: {}",
                r.error_code,
                r.error_message.unwrap_or("")
            ))),
            Ok(_) => Err(WireError::Protocol(
                "not a SaslAuthenticate response".into(),
            )),
            Err(e) => Err(WireError::Protocol(format!(
                "SaslAuthenticate response: {e}"
            ))),
        }
    }
}

/// A request frame of `body` at `version` with the tool's client id.
pub fn request_frame(
    body: &Request<'_>,
    version: i16,
    correlation_id: i32,
) -> Result<Vec<u8>, WireError> {
    let header = RequestHeader {
        api_key: body.api_key(),
        api_version: version,
        correlation_id,
        client_id: Some(CLIENT_ID),
        ..Default::default()
    };
    let mut buf = vec![0u8; 1 << 12];
    let n = encode_request(&header, body, &mut buf)
        .map_err(|e| WireError::Protocol(format!("cannot encode {}: {e}", body.name())))?;
    buf.truncate(n);
    Ok(buf)
}

/// A big-endian int16 at `at`.
pub fn i16_at(frame: &[u8], at: usize) -> Option<i16> {
    let b = frame.get(at..at.checked_add(2)?)?;
    Some(i16::from_be_bytes(b.try_into().ok()?))
}

/// A big-endian int32 at `at`.
pub fn i32_at(frame: &[u8], at: usize) -> Option<i32> {
    let b = frame.get(at..at.checked_add(4)?)?;
    Some(i32::from_be_bytes(b.try_into().ok()?))
}

/// A request frame's correlation id.
pub fn request_correlation(frame: &[u8]) -> Option<i32> {
    i32_at(frame, 8)
}

/// A response frame's correlation id.
pub fn response_correlation(frame: &[u8]) -> Option<i32> {
    i32_at(frame, 4)
}

/// Sets a request frame's correlation id (when the frame is long enough to hold one).
pub fn set_request_correlation(frame: &mut [u8], id: i32) {
    if let Some(b) = frame.get_mut(8..12) {
        b.copy_from_slice(&id.to_be_bytes());
    }
}

/// Whether the broker answers this request at all: a Produce request with `acks` 0 gets no
/// response (the broker closes the connection if it fails).
pub fn expects_response(frame: &[u8]) -> bool {
    match kafka_view::decode_request(frame).map(|r| r.body) {
        Ok(Request::Produce(p)) => p.acks != 0,
        _ => true,
    }
}

/// Whether a frame's size prefix gives the length of the rest.
pub fn size_prefix_agrees(frame: &[u8]) -> bool {
    i32_at(frame, 0).is_some_and(|s| usize::try_from(s).ok() == frame.len().checked_sub(4))
}

/// 18 random bytes (a SCRAM nonce): from /dev/urandom, else from the clock and the process id.
fn random_bytes() -> [u8; 18] {
    let mut out = [0u8; 18];
    let read = std::fs::File::open("/dev/urandom").and_then(|mut f| f.read_exact(&mut out));
    if read.is_err() {
        let t = Instant::now().elapsed().as_nanos() as u64
            ^ std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64)
            ^ u64::from(std::process::id());
        let mut rng = crate::Rng::new(t);
        for b in out.iter_mut() {
            *b = rng.next_u64() as u8;
        }
    }
    out
}

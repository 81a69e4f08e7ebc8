//! Reading a connection's frames, including the raw SASL tokens that follow a SaslHandshake v0.
//!
//! With SaslHandshake v1 the SASL exchange travels inside SaslAuthenticate requests and responses,
//! ordinary Kafka frames. With v0 it does not: once the broker accepts the handshake (error code 0),
//! each side sends bare SASL tokens, each behind an int32 size like a frame but with no Kafka header,
//! until authentication ends; then Kafka frames resume. A proxy must forward those tokens without
//! reading them as requests. [`FrameReader`] follows the switch itself and also lets the caller force
//! it.
//!
//! When the raw exchange ends depends on the mechanism, and the wire does not say:
//!
//! | mechanism | raw tokens the server sends (the last one ends the exchange) |
//! |---|---|
//! | `PLAIN` | 1 (empty on success) |
//! | `SCRAM-SHA-256`, `SCRAM-SHA-512` | 2 (server-first, server-final) |
//! | anything else (`GSSAPI`, ...) | unknown: stays raw until [`FrameReader::end_raw_sasl`] |
//!
//! A failed authentication makes the broker close the connection, which ends the exchange too.

use crate::error::DecodeError;
use crate::frame::{peek_request, Framing, Status};
use crate::messages::sasl_handshake::SaslHandshakeRequest;
use crate::{ApiKey, Message};

use super::tracker::peek_response;

/// How many raw tokens the server sends in a SASL exchange after SaslHandshake v0 with `mechanism`,
/// for the mechanisms whose exchange has a fixed length: `PLAIN` 1, `SCRAM-SHA-256` and
/// `SCRAM-SHA-512` 2. `None` for every other mechanism.
pub fn raw_sasl_round_trips(mechanism: &str) -> Option<u16> {
    match mechanism {
        "PLAIN" => Some(1),
        "SCRAM-SHA-256" | "SCRAM-SHA-512" => Some(2),
        _ => None,
    }
}

/// What a connection's frames carry at the moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum FrameMode {
    /// Kafka requests (client to server) and responses (server to client).
    Kafka,
    /// Raw SASL tokens in both directions.
    RawSasl {
        /// Server tokens still to come before Kafka frames resume; `None` when the mechanism's length
        /// is unknown and only [`FrameReader::end_raw_sasl`] ends the mode.
        server_tokens_left: Option<u16>,
    },
}

/// One item read by [`FrameReader`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Next<'a> {
    /// A Kafka frame, size prefix included: peek it, decode it or forward it.
    Frame {
        /// The frame.
        frame: &'a [u8],
        /// The bytes after it.
        rest: &'a [u8],
    },
    /// A raw SASL token: forward `frame` as it is.
    SaslToken {
        /// The token (the bytes after the size prefix).
        token: &'a [u8],
        /// The token with its size prefix, as it was on the wire.
        frame: &'a [u8],
        /// The bytes after it.
        rest: &'a [u8],
    },
    /// The buffer ends inside the next item; at least `needed` more bytes are required. Nothing was
    /// consumed.
    Partial {
        /// Bytes still missing.
        needed: usize,
    },
}

/// A SaslHandshake v0 request seen, waiting for its response.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
struct PendingHandshake {
    correlation_id: i32,
    server_tokens: Option<u16>,
}

/// Splits the two byte streams of one client connection into frames, following the switch to raw SASL
/// tokens after a SaslHandshake v0.
///
/// Each `next_*` call consumes the item it returns (unless [`Next::Partial`]): call it again on `rest`.
/// In Kafka mode it watches for a SaslHandshake v0 request from the client; when the response with the
/// same correlation id has error code 0, the mode becomes [`FrameMode::RawSasl`] right after that
/// response, counting the server tokens [`raw_sasl_round_trips`] gives for the mechanism. After the
/// last one, Kafka frames resume. [`FrameReader::start_raw_sasl`] and [`FrameReader::end_raw_sasl`]
/// switch by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FrameReader {
    framing: Framing,
    mode: FrameMode,
    pending: Option<PendingHandshake>,
}

impl Default for FrameReader {
    fn default() -> Self {
        FrameReader::new(Framing::default())
    }
}

impl FrameReader {
    /// A reader in Kafka mode.
    pub const fn new(framing: Framing) -> Self {
        FrameReader {
            framing,
            mode: FrameMode::Kafka,
            pending: None,
        }
    }

    /// The current mode.
    pub const fn mode(&self) -> FrameMode {
        self.mode
    }

    /// Switches to raw SASL tokens until the server has sent `server_tokens` of them (`None`: until
    /// [`FrameReader::end_raw_sasl`]). `Some(0)` means no raw tokens at all and leaves Kafka mode on.
    pub fn start_raw_sasl(&mut self, server_tokens: Option<u16>) {
        self.pending = None;
        self.mode = match server_tokens {
            Some(0) => FrameMode::Kafka,
            left => FrameMode::RawSasl {
                server_tokens_left: left,
            },
        };
    }

    /// Returns to Kafka frames.
    pub fn end_raw_sasl(&mut self) {
        self.pending = None;
        self.mode = FrameMode::Kafka;
    }

    /// Reads the next item the client sent. A malformed SaslHandshake v0 request is an error.
    pub fn next_from_client<'a>(&mut self, buf: &'a [u8]) -> Result<Next<'a>, DecodeError> {
        let (frame, rest) = match self.framing.split(buf)? {
            Status::Partial { needed } => return Ok(Next::Partial { needed }),
            Status::Complete { frame, rest } => (frame, rest),
        };
        if let FrameMode::RawSasl { .. } = self.mode {
            return Ok(token(frame, rest));
        }
        let [k0, k1] = ApiKey::SASL_HANDSHAKE.0.to_be_bytes();
        let is_handshake_v0 = frame.get(4..8) == Some(&[k0, k1, 0, 0][..]);
        if is_handshake_v0 {
            let peeked = peek_request(frame)?;
            let request = SaslHandshakeRequest::decode(peeked.body, 0)?;
            self.pending = Some(PendingHandshake {
                correlation_id: peeked.correlation_id,
                server_tokens: raw_sasl_round_trips(request.mechanism),
            });
        }
        Ok(Next::Frame { frame, rest })
    }

    /// Reads the next item the server sent.
    pub fn next_from_server<'a>(&mut self, buf: &'a [u8]) -> Result<Next<'a>, DecodeError> {
        let (frame, rest) = match self.framing.split(buf)? {
            Status::Partial { needed } => return Ok(Next::Partial { needed }),
            Status::Complete { frame, rest } => (frame, rest),
        };
        if let FrameMode::RawSasl { server_tokens_left } = self.mode {
            if let Some(left) = server_tokens_left {
                let left = left.saturating_sub(1);
                self.mode = if left == 0 {
                    FrameMode::Kafka
                } else {
                    FrameMode::RawSasl {
                        server_tokens_left: Some(left),
                    }
                };
            }
            return Ok(token(frame, rest));
        }
        if let Some(pending) = self.pending {
            if peek_response(frame)? == pending.correlation_id {
                self.pending = None;
                // SaslHandshake responses use header v0: the error code follows the correlation id.
                let accepted = frame.get(8..10) == Some(&[0, 0]);
                if accepted {
                    self.start_raw_sasl(pending.server_tokens);
                }
            }
        }
        Ok(Next::Frame { frame, rest })
    }
}

fn token<'a>(frame: &'a [u8], rest: &'a [u8]) -> Next<'a> {
    Next::SaslToken {
        token: frame.get(4..).unwrap_or(&[]),
        frame,
        rest,
    }
}

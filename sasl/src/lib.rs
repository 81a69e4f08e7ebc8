//! SASL payloads as Kafka carries them in `SaslAuthenticate` requests and responses, and the SCRAM
//! exchange. `kafka-view` re-exports this crate as `kafka_view::sasl`; it uses nothing of Kafka's
//! wire protocol, so it stands alone.
//!
//! - [`plain`]: PLAIN (RFC 4616), one message.
//! - [`scram`]: SCRAM-SHA-256 and SCRAM-SHA-512 (RFC 5802, RFC 7677): the four messages as views with
//!   `decode` / `encode`, credentials as a broker stores them, and the [`ScramClient`] / [`ScramServer`]
//!   state machines.
//! - [`oauthbearer`]: the OAUTHBEARER initial client response (RFC 7628).
//! - [`token`]: Kafka delegation tokens (KIP-48) as SCRAM credentials.
//!
//! Parsed payloads borrow from the input. Writers put a message into a caller's buffer and return its
//! length; a buffer that is too small is an error ([`SaslErrorKind::BufferTooSmall`]). Nonces and salts
//! come from the caller: the library has no random source. Nothing here allocates, and credentials
//! show in `Debug` and `defmt` output as their length ([`Redacted`]).
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![cfg_attr(
    not(test),
    deny(
        clippy::indexing_slicing,
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic
    )
)]

mod error;
pub mod oauthbearer;
pub mod plain;
mod redacted;
pub mod scram;
mod text;
pub mod token;

pub use error::{KafkaAuthFailure, SaslError, SaslErrorKind};
pub use oauthbearer::OAuthBearer;
pub use plain::Plain;
pub use redacted::{Redacted, Secret};
pub use scram::{
    ClientFinal, ClientFirst, NonceCheck, ScramClient, ScramClientVerifier, ScramCredential,
    ScramHash, ScramKey, ScramMechanism, ScramServer, ScramSha1, ScramSha256, ScramSha512,
    ServerErrorValue, ServerFinal, ServerFirst,
};
pub use text::{
    Base64, ChannelBinding, Extensions, ExtensionsIter, SaslName, Unescaped, MAX_EXTENSIONS,
};
pub use token::{
    token_credential, token_hmac, token_password, TokenPassword, TOKEN_AUTH, TOKEN_PASSWORD_LEN,
};

//! The users file and the SASL exchanges: PLAIN, SCRAM-SHA-256/512 and delegation-token SCRAM.

use std::collections::BTreeMap;

use crate::tokens::{Caller, Principal};
use crate::Shared;

/// The mechanisms offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mechanism {
    Plain,
    ScramSha256,
    ScramSha512,
}

impl Mechanism {
    /// The names SaslHandshake lists, in the order offered.
    pub const NAMES: [&'static str; 3] = ["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"];

    pub fn from_name(name: &str) -> Option<Self> {
        match name {
            "PLAIN" => Some(Mechanism::Plain),
            "SCRAM-SHA-256" => Some(Mechanism::ScramSha256),
            "SCRAM-SHA-512" => Some(Mechanism::ScramSha512),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Mechanism::Plain => "PLAIN",
            Mechanism::ScramSha256 => "SCRAM-SHA-256",
            Mechanism::ScramSha512 => "SCRAM-SHA-512",
        }
    }
}

/// One user of the users file.
pub struct User {
    password: String,
}

/// The users file: `user:password` lines; blank lines and lines starting with `#` are skipped.
pub struct Users {
    users: BTreeMap<String, User>,
}

impl Users {
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut users = BTreeMap::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (name, password) = line
                .split_once(':')
                .ok_or(format!("line {}: expected user:password", n + 1))?;
            if name.is_empty() || password.is_empty() {
                return Err(format!("line {}: empty user or password", n + 1));
            }
            let user = User {
                password: password.to_owned(),
            };
            if users.insert(name.to_owned(), user).is_some() {
                return Err(format!("line {}: user {name} listed twice", n + 1));
            }
        }
        Ok(Users { users })
    }
}

/// What one step of an exchange produced.
pub enum Step {
    /// Send these bytes and wait for the client's next message.
    Continue(Vec<u8>),
    /// Logged in; send these (possibly empty) final bytes.
    Done { reply: Vec<u8>, caller: Caller },
    /// Refused, with the reason the client is told.
    Fail(String),
}

/// One connection's exchange.
pub struct Exchange {
    mechanism: Mechanism,
}

impl Exchange {
    pub fn new(mechanism: Mechanism) -> Self {
        Exchange { mechanism }
    }

    pub fn step(&mut self, input: &[u8], users: &Users, _shared: &Shared, _now: i64) -> Step {
        match self.mechanism {
            Mechanism::Plain => plain(input, users),
            Mechanism::ScramSha256 | Mechanism::ScramSha512 => {
                Step::Fail("SCRAM is not wired in yet".into())
            }
        }
    }
}

const BAD_LOGIN: &str = "Invalid username or password";

/// PLAIN (RFC 4616): `authzid NUL authcid NUL passwd`. The authorization id must be empty or the
/// user's own name, as Kafka requires.
fn plain(input: &[u8], users: &Users) -> Step {
    let mut parts = input.split(|b| *b == 0);
    let (Some(authzid), Some(authcid), Some(password), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Step::Fail("PLAIN message is not authzid NUL authcid NUL password".into());
    };
    let (Ok(authzid), Ok(name), Ok(password)) = (
        std::str::from_utf8(authzid),
        std::str::from_utf8(authcid),
        std::str::from_utf8(password),
    ) else {
        return Step::Fail("PLAIN message is not UTF-8".into());
    };
    if !authzid.is_empty() && authzid != name {
        return Step::Fail("authorization id differs from the user name".into());
    }
    match users.users.get(name) {
        Some(u) if u.password.as_bytes() == password.as_bytes() => Step::Done {
            reply: Vec::new(),
            caller: Caller {
                principal: Principal::user(name),
                via_token: false,
            },
        },
        _ => Step::Fail(BAD_LOGIN.into()),
    }
}

/// A new token id: 16 random bytes as unpadded URL-safe base64 (22 characters, like Kafka's).
pub fn token_id(random: [u8; 16]) -> String {
    kafka_view::Uuid(random)
        .to_base64()
        .iter()
        .map(|b| char::from(*b))
        .collect()
}

/// The token's HMAC: HMAC-SHA-512 of its id under the gateway's key.
pub fn token_hmac(key: &[u8], id: &str) -> Vec<u8> {
    // Placeholder until the sasl module lands.
    let mut v = key.to_vec();
    v.extend_from_slice(id.as_bytes());
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn users() -> Users {
        Users::parse("# comment\nalice:alice-secret\n\nbob:pw:with:colons\n").unwrap()
    }

    #[test]
    fn users_file() {
        let u = users();
        assert_eq!(u.users.len(), 2);
        assert_eq!(u.users["bob"].password, "pw:with:colons");
        assert!(matches!(Users::parse("nocolon"), Err(e) if e.contains("line 1")));
        assert!(matches!(Users::parse("a:1\na:2"), Err(e) if e.contains("twice")));
        assert!(Users::parse(":x").is_err());
    }

    #[test]
    fn plain_accepts_right_password_only() {
        let u = users();
        match plain(b"\0alice\0alice-secret", &u) {
            Step::Done { caller, reply } => {
                assert_eq!(caller.principal, Principal::user("alice"));
                assert!(reply.is_empty());
            }
            _ => panic!("expected success"),
        }
        assert!(matches!(
            plain(b"alice\0alice\0alice-secret", &u),
            Step::Done { .. }
        ));
        for bad in [
            &b"\0alice\0wrong"[..],
            b"\0nobody\0alice-secret",
            b"bob\0alice\0alice-secret",
            b"\0alice",
            b"\0alice\0alice-secret\0",
        ] {
            assert!(matches!(plain(bad, &u), Step::Fail(_)), "{bad:?}");
        }
    }
}

//! The users file and the SASL exchanges: PLAIN, SCRAM-SHA-256/512 and delegation-token SCRAM.

use std::collections::BTreeMap;

use hmac::{Hmac, Mac};
use kafka_view::sasl::{
    token_credential, Base64, ClientFinal, ClientFirst, Plain, SaslErrorKind, ScramCredential,
    ScramKey, ScramMechanism, ScramServer, ServerFinal,
};
use sha2::{Digest, Sha256, Sha512};

use crate::tokens::{Caller, Principal};
use crate::{random_bytes, Shared};

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

/// One user of the users file, with a SCRAM credential per mechanism derived at startup.
pub struct User {
    password: String,
    scram: Vec<StoredCredential>,
}

/// A SCRAM credential and its salt, owned.
struct StoredCredential {
    salt: [u8; 16],
    mechanism: ScramMechanism,
    iterations: u32,
    stored_key: ScramKey,
    server_key: ScramKey,
}

impl StoredCredential {
    fn credential(&self) -> ScramCredential<'_> {
        ScramCredential {
            mechanism: self.mechanism,
            salt: &self.salt,
            iterations: self.iterations,
            stored_key: self.stored_key,
            server_key: self.server_key,
        }
    }
}

/// The users file: `user:password` lines; blank lines and lines starting with `#` are skipped.
pub struct Users {
    users: BTreeMap<String, User>,
}

impl Users {
    /// Reads the file's text and derives each user's SCRAM credentials (4096 iterations, random salt).
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
            let mut scram = Vec::new();
            for mechanism in ScramMechanism::KAFKA {
                let salt = random_bytes::<16>();
                let iterations = mechanism.min_iterations();
                let c = ScramCredential::derive(mechanism, password.as_bytes(), &salt, iterations)
                    .map_err(|e| format!("line {}: {e}", n + 1))?;
                scram.push(StoredCredential {
                    salt,
                    mechanism,
                    iterations,
                    stored_key: c.stored_key,
                    server_key: c.server_key,
                });
            }
            let user = User {
                password: password.to_owned(),
                scram,
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
    /// Refused, with the message the client is told.
    Fail(String),
}

/// One connection's exchange.
pub struct Exchange {
    mechanism: Mechanism,
    /// SCRAM after the server-first message: the server state, who is logging in, and what the
    /// librdkafka workaround needs.
    scram: Option<(ScramServer, Caller, NonceWorkaround)>,
}

const BAD_PLAIN: &str = "Authentication failed: Invalid username or password";

impl Exchange {
    pub fn new(mechanism: Mechanism) -> Self {
        Exchange {
            mechanism,
            scram: None,
        }
    }

    pub fn step(&mut self, input: &[u8], shared: &Shared, now: i64) -> Step {
        let scram_mechanism = match self.mechanism {
            Mechanism::Plain => return plain(input, &shared.users),
            Mechanism::ScramSha256 => ScramMechanism::Sha256,
            Mechanism::ScramSha512 => ScramMechanism::Sha512,
        };
        let failed = format!(
            "Authentication failed during authentication due to invalid credentials with SASL \
             mechanism {}",
            scram_mechanism.name()
        );
        let mut buf = [0u8; 512];
        match self.scram.take() {
            None => match scram_first(scram_mechanism, input, shared, now, &mut buf) {
                Ok((server, caller, workaround, n)) => {
                    self.scram = Some((server, caller, workaround));
                    Step::Continue(buf[..n].to_vec())
                }
                Err(why) => Step::Fail(format!("Authentication failed: {why}")),
            },
            Some((server, caller, workaround)) => {
                let result = match server.handle_client_final(input, &mut buf) {
                    Err(e) if e.kind == SaslErrorKind::NonceMismatch => {
                        workaround.verify(input, &mut buf).ok_or(e)
                    }
                    other => other,
                };
                match result {
                    Ok(n) => Step::Done {
                        reply: buf[..n].to_vec(),
                        caller,
                    },
                    Err(_) => Step::Fail(failed),
                }
            }
        }
    }
}

/// SCRAM's first step: reads the client-first message, finds the credential (a user's, or a
/// delegation token's with `tokenauth=true`) and writes the server-first message into `buf`.
fn scram_first(
    mechanism: ScramMechanism,
    input: &[u8],
    shared: &Shared,
    now: i64,
    buf: &mut [u8],
) -> Result<(ScramServer, Caller, NonceWorkaround, usize), String> {
    let first = ClientFirst::parse(input).map_err(|e| format!("bad client-first message: {e}"))?;
    // The bare message follows the GS2 header's second comma.
    let bare = input
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b',')
        .nth(1)
        .map_or(&[][..], |(i, _)| &input[i + 1..]);
    let name = first.username.to_string();
    if first.authzid.is_some_and(|a| a.to_string() != name) {
        return Err("Client requested an authorization id that is different from username".into());
    }
    let nonce = hex(&random_bytes::<18>());
    let salt = random_bytes::<16>();
    let started = if first.is_token_auth() {
        let store = shared.tokens.lock().expect("token store");
        let token = store
            .for_login(&name, now)
            .map_err(|why| format!("Invalid token credentials ({why})"))?;
        let hmac: &[u8; 64] = token
            .hmac
            .as_slice()
            .try_into()
            .map_err(|_| "token HMAC is not 64 bytes".to_owned())?;
        let credential = token_credential(mechanism, hmac, &salt).map_err(|e| e.to_string())?;
        let caller = Caller {
            principal: token.owner.clone(),
            via_token: true,
        };
        ScramServer::new(&first, &credential, &nonce, buf).map(|(s, n)| (s, caller, credential, n))
    } else {
        let user = shared
            .users
            .users
            .get(&name)
            .ok_or("Invalid user credentials")?;
        let stored = user
            .scram
            .iter()
            .find(|c| c.mechanism == mechanism)
            .ok_or("no credential for this mechanism")?;
        let caller = Caller {
            principal: Principal::user(&name),
            via_token: false,
        };
        let credential = stored.credential();
        ScramServer::new(&first, &credential, &nonce, buf).map(|(s, n)| (s, caller, credential, n))
    };
    let (server, caller, credential, n) = started.map_err(|e| e.to_string())?;
    let workaround = NonceWorkaround {
        mechanism,
        nonce: format!("{}{nonce}", first.nonce),
        client_first_bare: bare.to_vec(),
        server_first: buf[..n].to_vec(),
        stored_key: credential.stored_key.as_bytes().to_vec(),
        server_key: credential.server_key.as_bytes().to_vec(),
    };
    Ok((server, caller, workaround, n))
}

/// librdkafka (2.0.2 and later) writes its own nonce again in front of the combined nonce in its
/// client-final message (`r=` client nonce + server-first `r=`), and Kafka accepts that: its SCRAM server
/// only checks that the client's nonce *ends with* the one it sent. `ScramServer` follows RFC 5802 and
/// wants the nonces equal, so for that one case the gateway checks the proof itself over the
/// AuthMessage the client signed. Everything else goes through `ScramServer`.
struct NonceWorkaround {
    mechanism: ScramMechanism,
    nonce: String,
    client_first_bare: Vec<u8>,
    server_first: Vec<u8>,
    stored_key: Vec<u8>,
    server_key: Vec<u8>,
}

impl NonceWorkaround {
    /// Checks a client-final message whose nonce ends with the combined nonce; writes the
    /// server-final message into `buf` when the proof is right.
    fn verify(&self, client_final: &[u8], buf: &mut [u8]) -> Option<usize> {
        let cf = ClientFinal::parse(client_final).ok()?;
        if cf.nonce == self.nonce || !cf.nonce.ends_with(&self.nonce) {
            return None;
        }
        let proof_at = client_final.windows(3).rposition(|w| w == b",p=")?;
        let mut auth_message = self.client_first_bare.clone();
        auth_message.push(b',');
        auth_message.extend_from_slice(&self.server_first);
        auth_message.push(b',');
        auth_message.extend_from_slice(&client_final[..proof_at]);
        let mut proof = vec![0; cf.proof.decoded_len()];
        cf.proof.decode_into(&mut proof).ok()?;
        let signature = mac(self.mechanism, &self.stored_key, &auth_message)?;
        if proof.len() != signature.len() {
            return None;
        }
        let client_key: Vec<u8> = proof.iter().zip(&signature).map(|(p, s)| p ^ s).collect();
        let stored_key = digest(self.mechanism, &client_key)?;
        let differ = stored_key
            .iter()
            .zip(&self.stored_key)
            .fold(0u8, |acc, (a, b)| acc | (a ^ b));
        if differ != 0 || stored_key.len() != self.stored_key.len() {
            return None;
        }
        let server_signature = mac(self.mechanism, &self.server_key, &auth_message)?;
        ServerFinal::Verifier(Base64::from_bytes(&server_signature))
            .emit(buf)
            .ok()
    }
}

fn mac(mechanism: ScramMechanism, key: &[u8], message: &[u8]) -> Option<Vec<u8>> {
    fn run<M: Mac + hmac::digest::KeyInit>(key: &[u8], message: &[u8]) -> Option<Vec<u8>> {
        let mut m = <M as hmac::digest::KeyInit>::new_from_slice(key).ok()?;
        m.update(message);
        Some(m.finalize().into_bytes().to_vec())
    }
    match mechanism {
        ScramMechanism::Sha256 => run::<Hmac<Sha256>>(key, message),
        ScramMechanism::Sha512 => run::<Hmac<Sha512>>(key, message),
        ScramMechanism::Sha1 => None,
    }
}

fn digest(mechanism: ScramMechanism, bytes: &[u8]) -> Option<Vec<u8>> {
    match mechanism {
        ScramMechanism::Sha256 => Some(Sha256::digest(bytes).to_vec()),
        ScramMechanism::Sha512 => Some(Sha512::digest(bytes).to_vec()),
        ScramMechanism::Sha1 => None,
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// PLAIN (RFC 4616): `authzid NUL authcid NUL passwd`. The authorization id must be empty or the
/// user's own name, as Kafka requires.
fn plain(input: &[u8], users: &Users) -> Step {
    let msg = match Plain::parse(input) {
        Ok(m) => m,
        Err(e) => return Step::Fail(format!("Authentication failed: {e}")),
    };
    if msg.authzid.is_some_and(|a| a != msg.authcid) {
        return Step::Fail(
            "Authentication failed: Client requested an authorization id that is different from \
             username"
                .into(),
        );
    }
    match users.users.get(msg.authcid) {
        Some(u) if u.password.as_bytes() == msg.password.as_bytes() => Step::Done {
            reply: Vec::new(),
            caller: Caller {
                principal: Principal::user(msg.authcid),
                via_token: false,
            },
        },
        _ => Step::Fail(BAD_PLAIN.into()),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tokens::{Lifetimes, TokenStore};
    use base64::Engine;
    use kafka_view::sasl::ServerFirst;
    use std::sync::Mutex;

    fn shared() -> Shared {
        Shared {
            users: users(),
            tokens: Mutex::new(TokenStore::new(Lifetimes::default())),
            token_key: [1; 32],
            host: "127.0.0.1".into(),
            port: 9092,
        }
    }

    /// A SCRAM-SHA-256 client-final message the way librdkafka builds it: `r=` is the client nonce
    /// followed by the whole combined nonce. `tamper` flips a bit of the proof.
    fn librdkafka_final(
        server_first: &[u8],
        client_nonce: &str,
        password: &str,
        tamper: bool,
    ) -> Vec<u8> {
        let sf = ServerFirst::parse(server_first).unwrap();
        let mut salt = vec![0; sf.salt.decoded_len()];
        sf.salt.decode_into(&mut salt).unwrap();
        let mut salted = [0u8; 32];
        pbkdf2::pbkdf2_hmac::<Sha256>(password.as_bytes(), &salt, sf.iterations, &mut salted);
        let client_key = mac(ScramMechanism::Sha256, &salted, b"Client Key").unwrap();
        let stored_key = digest(ScramMechanism::Sha256, &client_key).unwrap();
        let without_proof = format!("c=biws,r={client_nonce}{}", sf.nonce);
        let auth = format!(
            "n=alice,r={client_nonce},{},{without_proof}",
            std::str::from_utf8(server_first).unwrap()
        );
        let signature = mac(ScramMechanism::Sha256, &stored_key, auth.as_bytes()).unwrap();
        let mut proof: Vec<u8> = client_key
            .iter()
            .zip(&signature)
            .map(|(k, s)| k ^ s)
            .collect();
        if tamper {
            proof[0] ^= 1;
        }
        let mut text = [0u8; 64];
        let n = base64::engine::general_purpose::STANDARD
            .encode_slice(&proof, &mut text)
            .unwrap();
        let proof = std::str::from_utf8(&text[..n]).unwrap();
        format!("{without_proof},p={proof}").into_bytes()
    }

    fn librdkafka_login(password: &str, tamper: bool) -> Step {
        let shared = shared();
        let mut ex = Exchange::new(Mechanism::ScramSha256);
        let Step::Continue(server_first) = ex.step(b"n,,n=alice,r=-K2;>iVIw4{rW", &shared, 0)
        else {
            panic!("expected the server-first message");
        };
        let last = librdkafka_final(&server_first, "-K2;>iVIw4{rW", password, tamper);
        ex.step(&last, &shared, 0)
    }

    #[test]
    fn librdkafka_doubled_nonce_is_accepted_like_kafka_does() {
        match librdkafka_login("alice-secret", false) {
            Step::Done { reply, caller } => {
                assert!(reply.starts_with(b"v="));
                assert_eq!(caller.principal, Principal::user("alice"));
                assert!(!caller.via_token);
            }
            _ => panic!("expected success"),
        }
        for (password, tamper) in [("alice-secret", true), ("wrong", false)] {
            match librdkafka_login(password, tamper) {
                Step::Fail(m) => assert!(m.contains("invalid credentials"), "{m}"),
                _ => panic!("a wrong proof must fail"),
            }
        }
    }

    #[test]
    fn nonce_that_does_not_end_with_the_exchange_nonce_is_refused() {
        let w = NonceWorkaround {
            mechanism: ScramMechanism::Sha256,
            nonce: "abcSRV".into(),
            client_first_bare: b"n=alice,r=abc".to_vec(),
            server_first: b"r=abcSRV,s=AQID,i=4096".to_vec(),
            stored_key: vec![0; 32],
            server_key: vec![0; 32],
        };
        let mut buf = [0; 256];
        let p = "p=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
        for r in ["abcSRV", "abcSRVx", "xabcSR"] {
            let msg = format!("c=biws,r={r},{p}");
            assert_eq!(w.verify(msg.as_bytes(), &mut buf), None, "{r}");
        }
    }

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

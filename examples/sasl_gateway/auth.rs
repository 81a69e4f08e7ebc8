//! The users file and the SASL exchanges: PLAIN, SCRAM-SHA-256/512 and delegation-token SCRAM.

use std::collections::BTreeMap;

use kafka_view::sasl::{
    token_credential, ClientFirst, Plain, ScramCredential, ScramKey, ScramMechanism, ScramServer,
};

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
    /// SCRAM after the server-first message: the server state and who is logging in.
    scram: Option<(ScramServer, Caller)>,
}

const BAD_PLAIN: &str = "Authentication failed: Invalid username or password";

impl Exchange {
    pub fn new(mechanism: Mechanism) -> Self {
        Exchange {
            mechanism,
            scram: None,
        }
    }

    pub fn step(&mut self, input: &[u8], shared: &Shared) -> Step {
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
            None => match scram_first(scram_mechanism, input, shared, &mut buf) {
                Ok((server, caller, n)) => {
                    self.scram = Some((server, caller));
                    Step::Continue(buf[..n].to_vec())
                }
                Err(Refused::Told(why)) => Step::Fail(format!("Authentication failed: {why}")),
                // Kafka tells the client nothing more than that the credentials were invalid.
                Err(Refused::Generic(why)) => {
                    println!("SCRAM client-first refused: {why}");
                    Step::Fail(failed)
                }
            },
            Some((server, caller)) => match server.handle_client_final(input, &mut buf) {
                Ok(n) => Step::Done {
                    reply: buf[..n].to_vec(),
                    caller,
                },
                Err(_) => Step::Fail(failed),
            },
        }
    }
}

/// Why a SCRAM client-first message was refused.
enum Refused {
    /// The client is told this (after "Authentication failed: ").
    Told(String),
    /// The client is told only that the credentials were invalid, as Kafka does for an unknown user,
    /// an unknown token or a malformed message; the reason goes to the log.
    Generic(String),
}

/// SCRAM's first step: reads the client-first message, finds the credential (a user's, or a
/// delegation token's with `tokenauth=true`) and writes the server-first message into `buf`.
///
/// The server checks the client-final nonce with `shared.nonce_check`: `NonceCheck::Exact` by
/// default, as Kafka 4.0 and later do; `NonceCheck::KafkaSuffix` (`--nonce-suffix`) as Kafka 3.x
/// did, which librdkafka 2.0 (Debian's kcat) needs: it sends its own nonce again in front of the
/// combined nonce.
fn scram_first(
    mechanism: ScramMechanism,
    input: &[u8],
    shared: &Shared,
    buf: &mut [u8],
) -> Result<(ScramServer, Caller, usize), Refused> {
    let first = ClientFirst::decode(input)
        .map_err(|e| Refused::Generic(format!("bad client-first message: {e}")))?;
    let name = first.username.to_string();
    if first.authzid.is_some_and(|a| a.to_string() != name) {
        return Err(Refused::Told(
            "Client requested an authorization id that is different from username".into(),
        ));
    }
    let nonce = hex(&random_bytes::<18>());
    let salt = random_bytes::<16>();
    let started = if first.is_token_auth() {
        let store = shared.tokens.lock().expect("token store");
        let token = store
            .for_login(&name)
            .map_err(|why| Refused::Generic(why.into()))?;
        let hmac: &[u8; 64] = token
            .hmac
            .as_slice()
            .try_into()
            .map_err(|_| Refused::Generic("token HMAC is not 64 bytes".into()))?;
        let credential = token_credential(mechanism, hmac, &salt)
            .map_err(|e| Refused::Generic(e.to_string()))?;
        let caller = Caller {
            principal: token.owner.clone(),
            via_token: true,
            session_expiry_ms: Some(token.expiry_ms.min(token.max_ms)),
        };
        ScramServer::new(&first, &credential, &nonce, buf).map(|(s, n)| (s, caller, n))
    } else {
        let user = shared
            .users
            .users
            .get(&name)
            .ok_or_else(|| Refused::Generic("unknown user".into()))?;
        let stored = user
            .scram
            .iter()
            .find(|c| c.mechanism == mechanism)
            .ok_or_else(|| Refused::Generic("no credential for this mechanism".into()))?;
        let caller = Caller {
            principal: Principal::user(&name),
            via_token: false,
            session_expiry_ms: None,
        };
        let credential = stored.credential();
        ScramServer::new(&first, &credential, &nonce, buf).map(|(s, n)| (s, caller, n))
    };
    let (server, caller, n) = started.map_err(|e| Refused::Generic(e.to_string()))?;
    Ok((server.with_nonce_check(shared.nonce_check), caller, n))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// PLAIN (RFC 4616): `authzid NUL authcid NUL passwd`. The authorization id must be empty or the
/// user's own name, as Kafka requires.
fn plain(input: &[u8], users: &Users) -> Step {
    let msg = match Plain::decode(input) {
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
                session_expiry_ms: None,
            },
        },
        _ => Step::Fail(BAD_PLAIN.into()),
    }
}

/// A new token id: 16 random bytes as unpadded URL-safe base64 (22 characters, like Kafka's).
pub fn token_id(random: [u8; 16]) -> String {
    kafka_view::types::Uuid(random)
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
    use hmac::{Hmac, Mac};
    use kafka_view::sasl::{NonceCheck, ServerFirst};
    use sha2::{Digest, Sha256};
    use std::sync::Mutex;

    fn shared() -> Shared {
        shared_with(NonceCheck::Exact)
    }

    fn shared_with(nonce_check: NonceCheck) -> Shared {
        Shared {
            nonce_check,
            users: users(),
            tokens: Mutex::new(TokenStore::new(Lifetimes::default())),
            token_key: vec![1; 32],
            host: "127.0.0.1".into(),
            port: 9092,
        }
    }

    fn hmac_sha256(key: &[u8], message: &[u8]) -> [u8; 32] {
        let mut m = <Hmac<Sha256> as hmac::digest::KeyInit>::new_from_slice(key).unwrap();
        m.update(message);
        m.finalize().into_bytes().into()
    }

    /// A SCRAM-SHA-256 client-final message for alice carrying `nonce` in `r=`, signed the way a
    /// client knowing `password` signs what it sends, and the server-final message that answers it.
    /// `tamper` flips a bit of the proof.
    fn signed_final(
        server_first: &[u8],
        client_nonce: &str,
        nonce: &str,
        password: &str,
        tamper: bool,
    ) -> (Vec<u8>, Vec<u8>) {
        let sf = ServerFirst::decode(server_first).unwrap();
        let mut salt = vec![0; sf.salt.decoded_len()];
        sf.salt.decode_into(&mut salt).unwrap();
        let mut salted = [0u8; 32];
        pbkdf2::pbkdf2_hmac::<Sha256>(password.as_bytes(), &salt, sf.iterations, &mut salted);
        let client_key = hmac_sha256(&salted, b"Client Key");
        let stored_key = Sha256::digest(client_key);
        let server_key = hmac_sha256(&salted, b"Server Key");
        let without_proof = format!("c=biws,r={nonce}");
        let auth = format!(
            "n=alice,r={client_nonce},{},{without_proof}",
            std::str::from_utf8(server_first).unwrap()
        );
        let signature = hmac_sha256(&stored_key, auth.as_bytes());
        let mut proof: Vec<u8> = client_key
            .iter()
            .zip(&signature)
            .map(|(k, s)| k ^ s)
            .collect();
        if tamper {
            proof[0] ^= 1;
        }
        let b64 = |bytes: &[u8]| {
            let mut text = [0u8; 64];
            let n = base64::engine::general_purpose::STANDARD
                .encode_slice(bytes, &mut text)
                .unwrap();
            String::from_utf8(text[..n].to_vec()).unwrap()
        };
        let client_final = format!("{without_proof},p={}", b64(&proof));
        let server_signature = hmac_sha256(&server_key, auth.as_bytes());
        let server_final = format!("v={}", b64(&server_signature));
        (client_final.into_bytes(), server_final.into_bytes())
    }

    const CLIENT_NONCE: &str = "-K2;>iVIw4{rW";

    /// Logs alice in over SCRAM-SHA-256; `nonce` builds the client-final `r=` from the combined nonce.
    /// Returns the last step and the server-final message a correct server would send.
    fn scram_login(
        check: NonceCheck,
        nonce: impl Fn(&str) -> String,
        password: &str,
        tamper: bool,
    ) -> (Step, Vec<u8>) {
        let shared = shared_with(check);
        let mut ex = Exchange::new(Mechanism::ScramSha256);
        let first = format!("n,,n=alice,r={CLIENT_NONCE}");
        let Step::Continue(server_first) = ex.step(first.as_bytes(), &shared) else {
            panic!("expected the server-first message");
        };
        let combined = ServerFirst::decode(&server_first).unwrap().nonce.to_owned();
        assert!(combined.starts_with(CLIENT_NONCE) && combined.len() > CLIENT_NONCE.len());
        let (last, expected) = signed_final(
            &server_first,
            CLIENT_NONCE,
            &nonce(&combined),
            password,
            tamper,
        );
        (ex.step(&last, &shared), expected)
    }

    fn assert_logged_in(step: Step, expected_reply: &[u8]) {
        match step {
            Step::Done { reply, caller } => {
                assert_eq!(reply, expected_reply);
                assert_eq!(caller.principal, Principal::user("alice"));
                assert!(!caller.via_token);
            }
            _ => panic!("expected success"),
        }
    }

    fn assert_refused(step: Step) {
        match step {
            Step::Fail(m) => assert!(m.contains("invalid credentials"), "{m}"),
            _ => panic!("expected a refusal"),
        }
    }

    #[test]
    fn rfc_nonce_logs_in() {
        let (step, expected) =
            scram_login(NonceCheck::Exact, |c| c.to_owned(), "alice-secret", false);
        assert_logged_in(step, &expected);
    }

    /// librdkafka's client-final `r=` is its client nonce followed by the whole combined nonce; the
    /// gateway accepts it as a Kafka broker does, and still checks the proof.
    #[test]
    fn librdkafka_doubled_nonce_is_accepted_like_kafka_3_did() {
        let doubled = |c: &str| format!("{CLIENT_NONCE}{c}");
        let suffix = NonceCheck::KafkaSuffix;
        let (step, expected) = scram_login(suffix, doubled, "alice-secret", false);
        assert_logged_in(step, &expected);
        for (password, tamper) in [("alice-secret", true), ("wrong", false)] {
            assert_refused(scram_login(suffix, doubled, password, tamper).0);
        }
    }

    /// Kafka 4.0 and later want the combined nonce exactly, so librdkafka 2.0's doubled nonce is
    /// refused, with the same message as a wrong password.
    #[test]
    fn librdkafka_doubled_nonce_is_refused_like_kafka_4_does() {
        let doubled = |c: &str| format!("{CLIENT_NONCE}{c}");
        assert_refused(scram_login(NonceCheck::Exact, doubled, "alice-secret", false).0);
    }

    /// An unknown user is told no more than a wrong password is.
    #[test]
    fn unknown_user_gets_the_generic_refusal() {
        let shared = shared();
        let mut ex = Exchange::new(Mechanism::ScramSha512);
        match ex.step(b"n,,n=mallory,r=abc", &shared) {
            Step::Fail(m) => assert_eq!(
                m,
                "Authentication failed during authentication due to invalid credentials with SASL \
                 mechanism SCRAM-SHA-512"
            ),
            _ => panic!("expected a refusal"),
        }
    }

    #[test]
    fn nonce_that_does_not_end_with_the_exchange_nonce_is_refused() {
        let cases: [fn(&str) -> String; 3] = [
            |c| format!("{c}x"),
            |c| c[CLIENT_NONCE.len()..].to_owned(),
            |c| format!("x{}", &c[..c.len() - 1]),
        ];
        for nonce in cases {
            // Signed correctly over what is sent: only the nonce rule can refuse it.
            for check in [NonceCheck::Exact, NonceCheck::KafkaSuffix] {
                assert_refused(scram_login(check, nonce, "alice-secret", false).0);
            }
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

//! SCRAM (RFC 5802; SCRAM-SHA-256 is RFC 7677, SCRAM-SHA-512 is the same with SHA-512, as Kafka uses it).
//!
//! The four messages are views with `decode` / `encode`: [`ClientFirst`], [`ServerFirst`], [`ClientFinal`]
//! and [`ServerFinal`]. [`ScramCredential`] is what a broker stores per user (salt, iterations, StoredKey,
//! ServerKey). The state machines compute and check the proofs:
//!
//! ```
//! use kafka_view_sasl::{
//!     ClientFirst, Extensions, SaslName, ScramClient, ScramCredential, ScramMechanism, ScramServer,
//! };
//! use kafka_view_sasl::ChannelBinding;
//!
//! let mech = ScramMechanism::Sha256;
//! // What the server stores for "alice" (the salt comes from a random source in real use).
//! let cred = ScramCredential::derive(mech, b"secret", b"0123456789abcdef", 4096).unwrap();
//!
//! let client = ScramClient::new(mech, ClientFirst {
//!     channel_binding: ChannelBinding::No,
//!     authzid: None,
//!     username: SaslName::new("alice"),
//!     nonce: "client-nonce",
//!     extensions: Extensions::NONE,
//! }).unwrap();
//! let (mut c2s, mut s2c) = ([0u8; 256], [0u8; 256]);
//!
//! let n = client.client_first(&mut c2s).unwrap();
//! let first = ClientFirst::decode(&c2s[..n]).unwrap();
//! assert!(first.username.eq_unescaped("alice")); // the server looks up the credential here
//! let (server, m) = ScramServer::new(&first, &cred, "server-nonce", &mut s2c).unwrap();
//!
//! let (verifier, n) = client.handle_server_first(&s2c[..m], b"secret", &mut c2s).unwrap();
//! let m = server.handle_client_final(&c2s[..n], &mut s2c).unwrap();
//! verifier.verify_server_final(&s2c[..m]).unwrap();
//! ```

use core::fmt;

use hmac::{Hmac, Mac};
use sha1::Sha1;
use sha2::{Digest, Sha256, Sha512};

use crate::error::{SaslError, SaslErrorKind};
use crate::redacted::Redacted;
use crate::text::{
    check_nonce, emit_with, parse_gs2, put_base64, put_decimal, write_gs2, B64Sink, Base64,
    ChannelBinding, Count, Cursor, Extensions, SaslName, Sink, Tee, MAX_EXTENSIONS,
};

const CLIENT_FIRST: &str = "SCRAM client-first";
const SERVER_FIRST: &str = "SCRAM server-first";
const CLIENT_FINAL: &str = "SCRAM client-final";
const SERVER_FINAL: &str = "SCRAM server-final";
const CREDENTIAL: &str = "SCRAM credential";

/// The longest salt the state machines accept, in bytes.
pub const MAX_SALT_LEN: usize = 128;
/// The longest combined (client and server) nonce the server keeps, in bytes.
pub const MAX_NONCE_LEN: usize = 256;
/// The longest GS2 header the server keeps, in bytes.
pub const MAX_GS2_HEADER_LEN: usize = 256;

// ---------------------------------------------------------------------------------------------
// Mechanisms and keys

/// A SCRAM mechanism: the hash under HMAC, PBKDF2 and H().
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum ScramMechanism {
    /// SCRAM-SHA-256 (RFC 7677).
    Sha256,
    /// SCRAM-SHA-512.
    Sha512,
    /// SCRAM-SHA-1 (RFC 5802). Kafka does not offer it; it is here so RFC 5802's example exchange can
    /// be reproduced, and [`ScramMechanism::from_name`] does not return it.
    Sha1,
}

impl ScramMechanism {
    /// The mechanisms Kafka offers.
    pub const KAFKA: [ScramMechanism; 2] = [ScramMechanism::Sha256, ScramMechanism::Sha512];

    /// The SASL mechanism name, e.g. `"SCRAM-SHA-256"`.
    pub const fn name(self) -> &'static str {
        match self {
            ScramMechanism::Sha256 => "SCRAM-SHA-256",
            ScramMechanism::Sha512 => "SCRAM-SHA-512",
            ScramMechanism::Sha1 => "SCRAM-SHA-1",
        }
    }

    /// The Kafka mechanism with this SASL name (`SCRAM-SHA-256` or `SCRAM-SHA-512`).
    pub fn from_name(name: &str) -> Option<Self> {
        Self::KAFKA.into_iter().find(|m| m.name() == name)
    }

    /// The hash output length in bytes (the length of keys, proofs and signatures).
    pub const fn hash_len(self) -> usize {
        match self {
            ScramMechanism::Sha256 => 32,
            ScramMechanism::Sha512 => 64,
            ScramMechanism::Sha1 => 20,
        }
    }

    /// The least iteration count accepted (Kafka: 4096).
    pub const fn min_iterations(self) -> u32 {
        4096
    }

    /// The most iterations accepted (Kafka: 16384).
    pub const fn max_iterations(self) -> u32 {
        16384
    }

    /// Checks an iteration count against the mechanism's range.
    pub fn check_iterations(self, iterations: u32) -> Result<(), SaslErrorKind> {
        let (min, max) = (self.min_iterations(), self.max_iterations());
        if (min..=max).contains(&iterations) {
            Ok(())
        } else {
            Err(SaslErrorKind::IterationsOutOfRange {
                iterations,
                min,
                max,
            })
        }
    }

    /// Hi(): PBKDF2 with this mechanism's HMAC.
    fn salted_password(self, password: &[u8], salt: &[u8], iterations: u32) -> ScramKey {
        match self {
            ScramMechanism::Sha256 => ScramSha256.salted_password(password, salt, iterations),
            ScramMechanism::Sha512 => ScramSha512.salted_password(password, salt, iterations),
            ScramMechanism::Sha1 => ScramSha1.salted_password(password, salt, iterations),
        }
    }

    /// H().
    fn hash(self, data: &[u8]) -> ScramKey {
        match self {
            ScramMechanism::Sha256 => ScramSha256.hash(data),
            ScramMechanism::Sha512 => ScramSha512.hash(data),
            ScramMechanism::Sha1 => ScramSha1.hash(data),
        }
    }

    /// HMAC() of one message.
    fn hmac(self, key: &[u8], data: &[u8]) -> ScramKey {
        let mut mac = self.mac(key);
        mac.put(data);
        self.finish(mac)
    }
}

/// The hash of a SCRAM exchange, as [`ScramClient`] uses it: either [`ScramMechanism`], chosen at run
/// time (every hash it names is linked), or one of [`ScramSha256`], [`ScramSha512`] and [`ScramSha1`],
/// chosen at compile time (only that hash is linked, which is what a firmware wants).
///
/// The trait is sealed: its hashing methods are internal to the crate.
pub trait ScramHash: Copy + sealed::Hashing {
    /// The mechanism this hash is for.
    fn mechanism(self) -> ScramMechanism;
}

mod sealed {
    use super::{Hmac, Mac, ScramKey, Sha1, Sha256, Sha512, Sink};

    /// A running HMAC of any mechanism (the AuthMessage is fed piece by piece, never stored).
    #[allow(clippy::large_enum_variant)] // one per exchange, on the stack or in a connection's state
    pub enum MacState {
        Sha256(Hmac<Sha256>),
        Sha512(Hmac<Sha512>),
        Sha1(Hmac<Sha1>),
    }

    impl Sink for MacState {
        fn put(&mut self, bytes: &[u8]) {
            match self {
                MacState::Sha256(m) => m.update(bytes),
                MacState::Sha512(m) => m.update(bytes),
                MacState::Sha1(m) => m.update(bytes),
            }
        }
    }

    /// The hash operations a SCRAM exchange needs; implemented inside the crate only.
    pub trait Hashing {
        /// A running HMAC.
        type Mac: Sink;
        /// Hi(): PBKDF2 with this hash's HMAC.
        fn salted_password(self, password: &[u8], salt: &[u8], iterations: u32) -> ScramKey;
        /// H().
        fn hash(self, data: &[u8]) -> ScramKey;
        /// Starts an HMAC keyed with `key`.
        fn mac(self, key: &[u8]) -> Self::Mac;
        /// Ends an HMAC.
        fn finish(self, mac: Self::Mac) -> ScramKey;
    }
}

use sealed::{Hashing, MacState};

impl ScramHash for ScramMechanism {
    fn mechanism(self) -> ScramMechanism {
        self
    }
}

impl Hashing for ScramMechanism {
    type Mac = MacState;

    fn salted_password(self, password: &[u8], salt: &[u8], iterations: u32) -> ScramKey {
        ScramMechanism::salted_password(self, password, salt, iterations)
    }

    fn hash(self, data: &[u8]) -> ScramKey {
        ScramMechanism::hash(self, data)
    }

    fn mac(self, key: &[u8]) -> MacState {
        match self {
            ScramMechanism::Sha256 => MacState::Sha256(ScramSha256.mac(key)),
            ScramMechanism::Sha512 => MacState::Sha512(ScramSha512.mac(key)),
            ScramMechanism::Sha1 => MacState::Sha1(ScramSha1.mac(key)),
        }
    }

    fn finish(self, mac: MacState) -> ScramKey {
        match mac {
            MacState::Sha256(m) => ScramSha256.finish(m),
            MacState::Sha512(m) => ScramSha512.finish(m),
            MacState::Sha1(m) => ScramSha1.finish(m),
        }
    }
}

macro_rules! scram_hash {
    ($(#[$doc:meta])* $name:ident, $hash:ty, $mechanism:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        #[cfg_attr(feature = "defmt", derive(defmt::Format))]
        pub struct $name;

        impl ScramHash for $name {
            fn mechanism(self) -> ScramMechanism {
                $mechanism
            }
        }

        impl Sink for Hmac<$hash> {
            fn put(&mut self, bytes: &[u8]) {
                self.update(bytes)
            }
        }

        impl Hashing for $name {
            type Mac = Hmac<$hash>;

            fn salted_password(self, password: &[u8], salt: &[u8], iterations: u32) -> ScramKey {
                let mut key = ScramKey::zero($mechanism);
                let out = key.bytes.get_mut(..$mechanism.hash_len()).unwrap_or(&mut []);
                pbkdf2::pbkdf2_hmac::<$hash>(password, salt, iterations, out);
                key
            }

            fn hash(self, data: &[u8]) -> ScramKey {
                ScramKey::of($mechanism, &<$hash>::digest(data))
            }

            fn mac(self, key: &[u8]) -> Self::Mac {
                // HMAC takes keys of any length, so `new_from_slice` cannot fail; the fallback only
                // keeps the code free of panics.
                Hmac::new_from_slice(key).unwrap_or_else(|_| Hmac::new(&Default::default()))
            }

            fn finish(self, mac: Self::Mac) -> ScramKey {
                ScramKey::of($mechanism, &mac.finalize().into_bytes())
            }
        }
    };
}

scram_hash!(
    /// SCRAM-SHA-256 chosen at compile time: `ScramClient::new(ScramSha256, first)` links SHA-256 only.
    ScramSha256,
    Sha256,
    ScramMechanism::Sha256
);
scram_hash!(
    /// SCRAM-SHA-512 chosen at compile time: `ScramClient::new(ScramSha512, first)` links SHA-512 only.
    ScramSha512,
    Sha512,
    ScramMechanism::Sha512
);
scram_hash!(
    /// SCRAM-SHA-1 chosen at compile time (RFC 5802's examples; Kafka does not offer it).
    ScramSha1,
    Sha1,
    ScramMechanism::Sha1
);

/// A hash-sized secret or signature (SaltedPassword, StoredKey, ServerKey, a proof): up to 64 bytes.
/// `Debug` and `defmt` show its length only; equality is constant-time.
#[derive(Clone, Copy)]
pub struct ScramKey {
    bytes: [u8; 64],
    len: usize,
}

impl ScramKey {
    fn zero(mechanism: ScramMechanism) -> Self {
        ScramKey {
            bytes: [0; 64],
            len: mechanism.hash_len(),
        }
    }

    fn of(mechanism: ScramMechanism, bytes: &[u8]) -> Self {
        let mut key = Self::zero(mechanism);
        for (d, s) in key.bytes.iter_mut().zip(bytes) {
            *d = *s;
        }
        key
    }

    /// A key from its bytes, if they are the mechanism's hash length.
    pub fn from_slice(mechanism: ScramMechanism, bytes: &[u8]) -> Option<Self> {
        (bytes.len() == mechanism.hash_len()).then(|| Self::of(mechanism, bytes))
    }

    /// The key's bytes.
    pub fn as_bytes(&self) -> &[u8] {
        self.bytes.get(..self.len).unwrap_or(&[])
    }

    fn xor(&self, other: &ScramKey) -> ScramKey {
        let mut out = *self;
        for (d, s) in out.bytes.iter_mut().zip(other.bytes) {
            *d ^= s;
        }
        out
    }
}

/// Constant-time equality of two byte strings of public length.
pub(crate) fn ct_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let diff = a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y));
    core::hint::black_box(diff) == 0
}

impl PartialEq for ScramKey {
    fn eq(&self, other: &Self) -> bool {
        ct_eq(self.as_bytes(), other.as_bytes())
    }
}

impl Eq for ScramKey {}

impl fmt::Debug for ScramKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ScramKey({:?})", Redacted(self.len))
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for ScramKey {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "ScramKey({})", Redacted(self.len))
    }
}

/// What a server stores for one user and mechanism, as a Kafka broker does: the salt, the iteration
/// count, StoredKey = H(HMAC(SaltedPassword, "Client Key")) and ServerKey = HMAC(SaltedPassword,
/// "Server Key").
///
/// `Debug` and `defmt` show the salt and the keys as their length only.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct ScramCredential<'a> {
    /// The mechanism the keys belong to.
    pub mechanism: ScramMechanism,
    /// The salt (1 to [`MAX_SALT_LEN`] bytes).
    pub salt: &'a [u8],
    /// The iteration count, within the mechanism's range.
    pub iterations: u32,
    /// StoredKey.
    pub stored_key: ScramKey,
    /// ServerKey.
    pub server_key: ScramKey,
}

impl<'a> ScramCredential<'a> {
    fn check(mechanism: ScramMechanism, salt: &[u8], iterations: u32) -> Result<(), SaslError> {
        let err = |kind, field| SaslError::new(kind, 0, CREDENTIAL, field);
        if salt.is_empty() {
            return Err(err(SaslErrorKind::Empty, "salt"));
        }
        if salt.len() > MAX_SALT_LEN {
            return Err(err(
                SaslErrorKind::TooLong {
                    length: salt.len(),
                    max: MAX_SALT_LEN,
                },
                "salt",
            ));
        }
        mechanism
            .check_iterations(iterations)
            .map_err(|kind| err(kind, "iterations"))
    }

    /// Derives the credential from a password (its UTF-8 bytes as given: like Kafka, no SASLprep).
    pub fn derive(
        mechanism: ScramMechanism,
        password: &[u8],
        salt: &'a [u8],
        iterations: u32,
    ) -> Result<Self, SaslError> {
        Self::check(mechanism, salt, iterations)?;
        let salted = mechanism.salted_password(password, salt, iterations);
        Ok(Self::from_salted(mechanism, &salted, salt, iterations))
    }

    /// The credential from a SaltedPassword computed elsewhere (as AlterUserScramCredentials carries it).
    pub fn from_salted_password(
        mechanism: ScramMechanism,
        salted_password: &[u8],
        salt: &'a [u8],
        iterations: u32,
    ) -> Result<Self, SaslError> {
        Self::check(mechanism, salt, iterations)?;
        let salted = ScramKey::from_slice(mechanism, salted_password).ok_or(SaslError::new(
            SaslErrorKind::WrongLength {
                length: salted_password.len(),
                expected: mechanism.hash_len(),
            },
            0,
            CREDENTIAL,
            "salted_password",
        ))?;
        Ok(Self::from_salted(mechanism, &salted, salt, iterations))
    }

    /// The credential from stored keys.
    pub fn from_keys(
        mechanism: ScramMechanism,
        salt: &'a [u8],
        iterations: u32,
        stored_key: &[u8],
        server_key: &[u8],
    ) -> Result<Self, SaslError> {
        Self::check(mechanism, salt, iterations)?;
        let key = |bytes: &[u8], field| {
            ScramKey::from_slice(mechanism, bytes).ok_or(SaslError::new(
                SaslErrorKind::WrongLength {
                    length: bytes.len(),
                    expected: mechanism.hash_len(),
                },
                0,
                CREDENTIAL,
                field,
            ))
        };
        Ok(ScramCredential {
            mechanism,
            salt,
            iterations,
            stored_key: key(stored_key, "stored_key")?,
            server_key: key(server_key, "server_key")?,
        })
    }

    fn from_salted(
        mechanism: ScramMechanism,
        salted: &ScramKey,
        salt: &'a [u8],
        iterations: u32,
    ) -> Self {
        let client_key = mechanism.hmac(salted.as_bytes(), b"Client Key");
        ScramCredential {
            mechanism,
            salt,
            iterations,
            stored_key: mechanism.hash(client_key.as_bytes()),
            server_key: mechanism.hmac(salted.as_bytes(), b"Server Key"),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Messages

/// Parses `,name=value` extensions from the cursor up to the end, or up to `,stop=` when `stop` is set.
fn parse_extensions<'a>(c: &mut Cursor<'a>, stop: Option<u8>) -> Result<Extensions<'a>, SaslError> {
    let start = c.pos;
    let mut keys: [&str; MAX_EXTENSIONS] = [""; MAX_EXTENSIONS];
    let mut count = 0;
    while c.peek() == Some(b',') {
        let at = c.pos + 1;
        if let Some(letter) = stop {
            if c.input.get(at) == Some(&letter) && c.input.get(at + 1) == Some(&b'=') {
                break;
            }
        }
        c.pos = at;
        let (pair, _) = c.until(b',', "extension")?;
        let (key, value, value_at) = c.extension_pair(pair, at)?;
        if value.is_empty() {
            return Err(c.err(SaslErrorKind::Empty, value_at, "extension"));
        }
        if let Some(i) = value.bytes().position(|b| b == 0) {
            return Err(c.err(
                SaslErrorKind::InvalidByte { byte: 0 },
                value_at + i,
                "extension",
            ));
        }
        count = c.remember_key(&mut keys, count, key, at)?;
    }
    let text = c
        .input
        .get(start..c.pos)
        .and_then(|t| t.get(1..))
        .and_then(|t| core::str::from_utf8(t).ok())
        .unwrap_or("");
    Ok(Extensions::scram_wire(text))
}

impl ClientFirst<'_> {
    /// What both state machines require of a client-first message: no channel binding (`p=`, which
    /// this crate does not support) and the checks of `ClientFirst::check`.
    fn check_supported(&self) -> Result<(), SaslError> {
        if let ChannelBinding::Required(_) = self.channel_binding {
            return Err(SaslError::new(
                SaslErrorKind::ChannelBindingNotSupported,
                0,
                CLIENT_FIRST,
                "gs2-header",
            ));
        }
        self.check()
    }
}

/// Fails with `MandatoryExtension` if the cursor is at `m=`.
fn reject_mandatory(c: &Cursor<'_>) -> Result<(), SaslError> {
    if c.peek() == Some(b'm') && c.input.get(c.pos + 1) == Some(&b'=') {
        return Err(c.err(SaslErrorKind::MandatoryExtension, c.pos, "m"));
    }
    Ok(())
}

fn parse_nonce<'a>(c: &mut Cursor<'a>) -> Result<&'a str, SaslError> {
    let (nonce, at) = c.attr(b'r', "r")?;
    check_nonce(nonce, at, c.message, "r")?;
    Ok(nonce)
}

fn parse_base64<'a>(
    c: &mut Cursor<'a>,
    letter: u8,
    field: &'static str,
) -> Result<Base64<'a>, SaslError> {
    let (text, at) = c.attr(letter, field)?;
    Base64::checked(text, at, c.message, field)
}

/// The client's first message: GS2 header, user name, client nonce and extensions (Kafka's `tokenauth`).
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ClientFirst<'a> {
    /// The GS2 channel-binding flag.
    pub channel_binding: ChannelBinding<'a>,
    /// The identity to act as (`a=`), if any.
    pub authzid: Option<SaslName<'a>>,
    /// The user name (`n=`); a delegation token's id when `tokenauth=true`.
    pub username: SaslName<'a>,
    /// The client nonce (`r=`): printable ASCII other than `,`.
    pub nonce: &'a str,
    /// Extensions after the nonce (Kafka: `tokenauth=true`).
    pub extensions: Extensions<'a>,
}

impl<'a> ClientFirst<'a> {
    /// Parses `gs2-header n=user,r=nonce[,ext=value...]`.
    pub fn decode(input: &'a [u8]) -> Result<Self, SaslError> {
        let mut c = Cursor::new(input, CLIENT_FIRST);
        let (channel_binding, authzid) = parse_gs2(&mut c)?;
        reject_mandatory(&c)?;
        let (user, at) = c.attr(b'n', "n")?;
        let username = SaslName::checked(user, at, CLIENT_FIRST, "n")?;
        c.expect(b',', "r")?;
        let nonce = parse_nonce(&mut c)?;
        let extensions = parse_extensions(&mut c, None)?;
        c.finish()?;
        Ok(ClientFirst {
            channel_binding,
            authzid,
            username,
            nonce,
            extensions,
        })
    }

    fn check(&self) -> Result<(), SaslError> {
        if let Some(a) = &self.authzid {
            a.check_plain(CLIENT_FIRST, "a")?;
        }
        self.username.check_plain(CLIENT_FIRST, "n")?;
        check_nonce(self.nonce, 0, CLIENT_FIRST, "r")?;
        self.extensions.check_scram(CLIENT_FIRST)
    }

    /// Writes the message into `buf` and returns its length.
    pub fn encode(&self, buf: &mut [u8]) -> Result<usize, SaslError> {
        self.check()?;
        emit_with(buf, CLIENT_FIRST, |s| {
            self.write_gs2(s);
            self.write_bare(s);
        })
    }

    fn write_gs2(&self, s: &mut dyn Sink) {
        write_gs2(s, &self.channel_binding, &self.authzid);
    }

    /// The message without its GS2 header (the first part of the AuthMessage).
    fn write_bare(&self, s: &mut dyn Sink) {
        s.put(b"n=");
        self.username.write_escaped(s);
        s.put(b",r=");
        s.put(self.nonce.as_bytes());
        self.extensions.write_scram(s);
    }

    /// Whether the client authenticates with a delegation token (`tokenauth=true`).
    pub fn is_token_auth(&self) -> bool {
        self.extensions.token_auth()
    }

    /// The delegation token id (the user name), or `NotTokenAuth` without `tokenauth=true`.
    pub fn token_id(&self) -> Result<SaslName<'a>, SaslError> {
        if self.is_token_auth() {
            Ok(self.username)
        } else {
            Err(SaslError::new(
                SaslErrorKind::NotTokenAuth,
                0,
                CLIENT_FIRST,
                "extension",
            ))
        }
    }
}

/// The server's first message: combined nonce, salt and iteration count.
///
/// `Debug` and `defmt` show the salt as its length only, as for [`ScramCredential`].
#[derive(Clone, Copy, PartialEq)]
pub struct ServerFirst<'a> {
    /// The client nonce followed by the server's (`r=`).
    pub nonce: &'a str,
    /// The salt (`s=`, base64).
    pub salt: Base64<'a>,
    /// The iteration count (`i=`), a positive decimal (the range is the state machines' check).
    pub iterations: u32,
    /// Extensions after the iteration count.
    pub extensions: Extensions<'a>,
}

impl<'a> ServerFirst<'a> {
    /// Parses `r=nonce,s=salt,i=count[,ext=value...]`.
    pub fn decode(input: &'a [u8]) -> Result<Self, SaslError> {
        let mut c = Cursor::new(input, SERVER_FIRST);
        reject_mandatory(&c)?;
        let nonce = parse_nonce(&mut c)?;
        c.expect(b',', "s")?;
        let salt = parse_base64(&mut c, b's', "s")?;
        if salt.decoded_len() == 0 {
            return Err(c.err(SaslErrorKind::Empty, c.pos, "s"));
        }
        c.expect(b',', "i")?;
        let (count, at) = c.attr(b'i', "i")?;
        let iterations =
            parse_positive(count).ok_or(c.err(SaslErrorKind::InvalidNumber, at, "i"))?;
        let extensions = parse_extensions(&mut c, None)?;
        c.finish()?;
        Ok(ServerFirst {
            nonce,
            salt,
            iterations,
            extensions,
        })
    }

    /// Writes the message into `buf` and returns its length.
    pub fn encode(&self, buf: &mut [u8]) -> Result<usize, SaslError> {
        check_nonce(self.nonce, 0, SERVER_FIRST, "r")?;
        if self.salt.decoded_len() == 0 {
            return Err(SaslError::new(SaslErrorKind::Empty, 0, SERVER_FIRST, "s"));
        }
        if self.iterations == 0 {
            return Err(SaslError::new(
                SaslErrorKind::InvalidNumber,
                0,
                SERVER_FIRST,
                "i",
            ));
        }
        self.extensions.check_scram(SERVER_FIRST)?;
        emit_with(buf, SERVER_FIRST, |s| {
            s.put(b"r=");
            s.put(self.nonce.as_bytes());
            s.put(b",s=");
            self.salt.write(s);
            s.put(b",i=");
            put_decimal(s, self.iterations);
            self.extensions.write_scram(s);
        })
    }
}

/// A positive decimal without leading zeros that fits 32 bits.
fn parse_positive(text: &str) -> Option<u32> {
    let b = text.as_bytes();
    if b.first().is_none_or(|&d| !(b'1'..=b'9').contains(&d)) {
        return None;
    }
    b.iter().try_fold(0u32, |n, &d| {
        if !d.is_ascii_digit() {
            return None;
        }
        n.checked_mul(10)?.checked_add(u32::from(d - b'0'))
    })
}

/// The client's final message: channel binding, the combined nonce, extensions and the proof.
///
/// `Debug` and `defmt` show the proof as its length only: with the salt and the nonces, a proof lets
/// anyone who sees it test password guesses offline.
#[derive(Clone, Copy, PartialEq)]
pub struct ClientFinal<'a> {
    /// `c=`: the GS2 header (plus channel-binding data, unsupported here), base64.
    pub channel_binding: Base64<'a>,
    /// `r=`: the combined nonce from the server-first message (librdkafka puts its client nonce in
    /// front of it; see [`NonceCheck`]).
    pub nonce: &'a str,
    /// Extensions between the nonce and the proof.
    pub extensions: Extensions<'a>,
    /// `p=`: ClientProof, base64.
    pub proof: Base64<'a>,
}

impl<'a> ClientFinal<'a> {
    /// Parses `c=cbind,r=nonce[,ext=value...],p=proof`.
    pub fn decode(input: &'a [u8]) -> Result<Self, SaslError> {
        let mut c = Cursor::new(input, CLIENT_FINAL);
        let channel_binding = parse_base64(&mut c, b'c', "c")?;
        if channel_binding.decoded_len() == 0 {
            return Err(c.err(SaslErrorKind::Empty, c.pos, "c"));
        }
        c.expect(b',', "r")?;
        let nonce = parse_nonce(&mut c)?;
        let extensions = parse_extensions(&mut c, Some(b'p'))?;
        c.expect(b',', "p")?;
        let proof = parse_base64(&mut c, b'p', "p")?;
        if proof.decoded_len() == 0 {
            return Err(c.err(SaslErrorKind::Empty, c.pos, "p"));
        }
        c.finish()?;
        Ok(ClientFinal {
            channel_binding,
            nonce,
            extensions,
            proof,
        })
    }

    /// The message up to the proof (the last part of the AuthMessage).
    fn write_without_proof(&self, s: &mut dyn Sink) {
        s.put(b"c=");
        self.channel_binding.write(s);
        s.put(b",r=");
        s.put(self.nonce.as_bytes());
        self.extensions.write_scram(s);
    }

    /// Writes the message into `buf` and returns its length.
    pub fn encode(&self, buf: &mut [u8]) -> Result<usize, SaslError> {
        check_nonce(self.nonce, 0, CLIENT_FINAL, "r")?;
        if self.channel_binding.decoded_len() == 0 {
            return Err(SaslError::new(SaslErrorKind::Empty, 0, CLIENT_FINAL, "c"));
        }
        if self.proof.decoded_len() == 0 {
            return Err(SaslError::new(SaslErrorKind::Empty, 0, CLIENT_FINAL, "p"));
        }
        self.extensions.check_scram(CLIENT_FINAL)?;
        if self.extensions.iter().any(|(k, _)| k == "p") {
            return Err(SaslError::new(
                SaslErrorKind::UnexpectedAttribute { found: b'p' },
                0,
                CLIENT_FINAL,
                "extension",
            ));
        }
        emit_with(buf, CLIENT_FINAL, |s| {
            self.write_without_proof(s);
            s.put(b",p=");
            self.proof.write(s);
        })
    }
}

/// The error values a server-final `e=` may carry (RFC 5802 section 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum ServerErrorValue {
    /// `invalid-encoding`
    InvalidEncoding,
    /// `extensions-not-supported`
    ExtensionsNotSupported,
    /// `invalid-proof`
    InvalidProof,
    /// `channel-bindings-dont-match`
    ChannelBindingsDontMatch,
    /// `server-does-support-channel-binding`
    ServerDoesSupportChannelBinding,
    /// `channel-binding-not-supported`
    ChannelBindingNotSupported,
    /// `unsupported-channel-binding-type`
    UnsupportedChannelBindingType,
    /// `unknown-user`
    UnknownUser,
    /// `invalid-username-encoding`
    InvalidUsernameEncoding,
    /// `no-resources`
    NoResources,
    /// `other-error`
    OtherError,
    /// A value this crate does not know (shown as `unrecognized`; the text is in [`ServerFinal::Error`]).
    Unrecognized,
}

impl ServerErrorValue {
    const ALL: [ServerErrorValue; 11] = [
        ServerErrorValue::InvalidEncoding,
        ServerErrorValue::ExtensionsNotSupported,
        ServerErrorValue::InvalidProof,
        ServerErrorValue::ChannelBindingsDontMatch,
        ServerErrorValue::ServerDoesSupportChannelBinding,
        ServerErrorValue::ChannelBindingNotSupported,
        ServerErrorValue::UnsupportedChannelBindingType,
        ServerErrorValue::UnknownUser,
        ServerErrorValue::InvalidUsernameEncoding,
        ServerErrorValue::NoResources,
        ServerErrorValue::OtherError,
    ];

    /// The value as written after `e=`.
    pub const fn as_str(self) -> &'static str {
        use ServerErrorValue::*;
        match self {
            InvalidEncoding => "invalid-encoding",
            ExtensionsNotSupported => "extensions-not-supported",
            InvalidProof => "invalid-proof",
            ChannelBindingsDontMatch => "channel-bindings-dont-match",
            ServerDoesSupportChannelBinding => "server-does-support-channel-binding",
            ChannelBindingNotSupported => "channel-binding-not-supported",
            UnsupportedChannelBindingType => "unsupported-channel-binding-type",
            UnknownUser => "unknown-user",
            InvalidUsernameEncoding => "invalid-username-encoding",
            NoResources => "no-resources",
            OtherError => "other-error",
            Unrecognized => "unrecognized",
        }
    }

    /// The value named by `text` (`Unrecognized` for any other text).
    pub fn from_value(text: &str) -> Self {
        Self::ALL
            .into_iter()
            .find(|v| v.as_str() == text)
            .unwrap_or(ServerErrorValue::Unrecognized)
    }

    /// The error a server reports for a failed exchange step (RFC 5802's `e=` value for it).
    pub fn for_error(kind: SaslErrorKind) -> Self {
        match kind {
            SaslErrorKind::InvalidProof => ServerErrorValue::InvalidProof,
            SaslErrorKind::ChannelBindingMismatch => ServerErrorValue::ChannelBindingsDontMatch,
            SaslErrorKind::ChannelBindingNotSupported => {
                ServerErrorValue::ChannelBindingNotSupported
            }
            SaslErrorKind::MandatoryExtension => ServerErrorValue::ExtensionsNotSupported,
            SaslErrorKind::InvalidEscape => ServerErrorValue::InvalidUsernameEncoding,
            SaslErrorKind::NonceMismatch
            | SaslErrorKind::Missing
            | SaslErrorKind::UnexpectedAttribute { .. }
            | SaslErrorKind::Empty
            | SaslErrorKind::InvalidByte { .. }
            | SaslErrorKind::InvalidUtf8 { .. }
            | SaslErrorKind::InvalidBase64
            | SaslErrorKind::InvalidNumber
            | SaslErrorKind::DuplicateExtension
            | SaslErrorKind::TrailingBytes { .. }
            | SaslErrorKind::WrongLength { .. } => ServerErrorValue::InvalidEncoding,
            _ => ServerErrorValue::OtherError,
        }
    }
}

/// The server's final message: its signature (`v=`) or an error (`e=`).
///
/// `Debug` and `defmt` show the signature as its length only (like a client proof, it lets anyone
/// who sees it test password guesses offline).
#[derive(Clone, Copy, PartialEq)]
pub enum ServerFinal<'a> {
    /// `v=`: ServerSignature, base64.
    Verifier(Base64<'a>),
    /// `e=`: an error value (see [`ServerErrorValue::from_value`]).
    Error(&'a str),
}

impl<'a> ServerFinal<'a> {
    /// The error message for a known error value.
    pub const fn error(value: ServerErrorValue) -> ServerFinal<'static> {
        ServerFinal::Error(value.as_str())
    }

    /// Parses `v=signature` or `e=error`. Extensions after either are not supported and are reported as
    /// trailing bytes.
    pub fn decode(input: &'a [u8]) -> Result<Self, SaslError> {
        let mut c = Cursor::new(input, SERVER_FINAL);
        let out = match c.peek() {
            Some(b'e') => {
                let (value, at) = c.attr(b'e', "e")?;
                check_error_value(value, at)?;
                ServerFinal::Error(value)
            }
            Some(b'v') => {
                let v = parse_base64(&mut c, b'v', "v")?;
                if v.decoded_len() == 0 {
                    return Err(c.err(SaslErrorKind::Empty, c.pos, "v"));
                }
                ServerFinal::Verifier(v)
            }
            Some(found) => return Err(c.err(SaslErrorKind::UnexpectedAttribute { found }, 0, "v")),
            None => return Err(c.err(SaslErrorKind::Missing, 0, "v")),
        };
        c.finish()?;
        Ok(out)
    }

    /// Writes the message into `buf` and returns its length.
    pub fn encode(&self, buf: &mut [u8]) -> Result<usize, SaslError> {
        match self {
            ServerFinal::Error(value) => check_error_value(value, 0)?,
            ServerFinal::Verifier(v) => {
                if v.decoded_len() == 0 {
                    return Err(SaslError::new(SaslErrorKind::Empty, 0, SERVER_FINAL, "v"));
                }
            }
        }
        emit_with(buf, SERVER_FINAL, |s| match self {
            ServerFinal::Error(value) => {
                s.put(b"e=");
                s.put(value.as_bytes());
            }
            ServerFinal::Verifier(v) => {
                s.put(b"v=");
                v.write(s);
            }
        })
    }
}

fn check_error_value(value: &str, at: usize) -> Result<(), SaslError> {
    if value.is_empty() {
        return Err(SaslError::new(SaslErrorKind::Empty, at, SERVER_FINAL, "e"));
    }
    match value.bytes().position(|b| b == 0 || b == b',') {
        Some(i) => Err(SaslError::new(
            SaslErrorKind::InvalidByte {
                byte: value.as_bytes().get(i).copied().unwrap_or(0),
            },
            at + i,
            SERVER_FINAL,
            "e",
        )),
        None => Ok(()),
    }
}

// ---------------------------------------------------------------------------------------------
// State machines

/// The client side of an exchange, before the server-first message.
///
/// ```
/// use kafka_view_sasl::{ClientFirst, SaslError, ScramClient, ScramMechanism};
///
/// // RFC 7677's SCRAM-SHA-256 example: user "user", password "pencil".
/// let first = ClientFirst::decode(b"n,,n=user,r=rOprNGfwEbeRWgbNEkqO")?;
/// let client = ScramClient::new(ScramMechanism::Sha256, first)?;
/// let mut out = [0u8; 256];
/// let n = client.client_first(&mut out)?; // auth_bytes of the first SaslAuthenticate
/// assert_eq!(&out[..n], b"n,,n=user,r=rOprNGfwEbeRWgbNEkqO");
///
/// let server_first = b"r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096";
/// let (verifier, n) = client.handle_server_first(server_first, b"pencil", &mut out)?;
/// assert!(out[..n].ends_with(b",p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ="));
/// verifier.verify_server_final(b"v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=")?;
/// # Ok::<(), SaslError>(())
/// ```
///
/// The hash is chosen by the first argument of [`ScramClient::new`]: a [`ScramMechanism`] picks it at
/// run time, and every hash the enum names is linked; [`ScramSha256`] (or [`ScramSha512`]) picks it at
/// compile time, and only that hash is linked:
///
/// ```
/// use kafka_view_sasl::{ClientFirst, ScramClient, ScramMechanism, ScramSha256};
///
/// let first = ClientFirst::decode(b"n,,n=user,r=rOprNGfwEbeRWgbNEkqO").unwrap();
/// let client: ScramClient<'_, ScramSha256> = ScramClient::new(ScramSha256, first).unwrap();
/// assert_eq!(client.mechanism(), ScramMechanism::Sha256);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct ScramClient<'a, H = ScramMechanism> {
    hash: H,
    first: ClientFirst<'a>,
}

impl<'a, H: ScramHash> ScramClient<'a, H> {
    /// Starts an exchange with the client-first message the client will send (the caller picks the
    /// nonce from a random source). Channel binding (`p=`) is not supported.
    pub fn new(hash: H, first: ClientFirst<'a>) -> Result<Self, SaslError> {
        first.check_supported()?;
        Ok(ScramClient { hash, first })
    }

    /// The mechanism.
    pub fn mechanism(&self) -> ScramMechanism {
        self.hash.mechanism()
    }

    /// Writes the client-first message into `buf` and returns its length.
    pub fn client_first(&self, buf: &mut [u8]) -> Result<usize, SaslError> {
        self.first.encode(buf)
    }

    /// Reads the server-first message, derives the keys from `password` and writes the client-final
    /// message into `buf`. Returns the verifier for the server-final message and the length written.
    pub fn handle_server_first(
        self,
        server_first: &[u8],
        password: &[u8],
        buf: &mut [u8],
    ) -> Result<(ScramClientVerifier, usize), SaslError> {
        let sf = ServerFirst::decode(server_first)?;
        let hash = self.hash;
        let mech = hash.mechanism();
        let value_at = |attr: &[u8]| {
            server_first
                .windows(attr.len())
                .position(|w| w == attr)
                .map_or(0, |p| p + attr.len())
        };
        let server_part = sf.nonce.strip_prefix(self.first.nonce).unwrap_or("");
        if server_part.is_empty() {
            return Err(SaslError::new(
                SaslErrorKind::NonceMismatch,
                value_at(b"r="),
                SERVER_FIRST,
                "r",
            ));
        }
        mech.check_iterations(sf.iterations)
            .map_err(|kind| SaslError::new(kind, value_at(b",i="), SERVER_FIRST, "i"))?;
        let mut salt = [0u8; MAX_SALT_LEN];
        let salt_len = sf.salt.decoded_len();
        if salt_len > MAX_SALT_LEN {
            return Err(SaslError::new(
                SaslErrorKind::TooLong {
                    length: salt_len,
                    max: MAX_SALT_LEN,
                },
                value_at(b",s="),
                SERVER_FIRST,
                "s",
            ));
        }
        sf.salt.decode_into(&mut salt)?;
        let salt = salt.get(..salt_len).unwrap_or(&[]);

        let hmac = |key: &ScramKey, data: &[u8]| {
            let mut mac = hash.mac(key.as_bytes());
            mac.put(data);
            hash.finish(mac)
        };
        let salted = Hashing::salted_password(hash, password, salt, sf.iterations);
        let client_key = hmac(&salted, b"Client Key");
        let stored_key = Hashing::hash(hash, client_key.as_bytes());
        let server_key = hmac(&salted, b"Server Key");

        let without_proof = |s: &mut dyn Sink| {
            s.put(b"c=");
            let mut b64 = B64Sink::new(s);
            self.first.write_gs2(&mut b64);
            b64.finish();
            s.put(b",r=");
            s.put(sf.nonce.as_bytes());
        };
        let mut client_mac = hash.mac(stored_key.as_bytes());
        let mut server_mac = hash.mac(server_key.as_bytes());
        {
            let mut both = Tee(&mut client_mac, &mut server_mac);
            self.first.write_bare(&mut both);
            both.put(b",");
            both.put(server_first);
            both.put(b",");
            without_proof(&mut both);
        }
        let proof = client_key.xor(&hash.finish(client_mac));
        let server_signature = hash.finish(server_mac);
        let n = emit_with(buf, CLIENT_FINAL, |s| {
            without_proof(s);
            s.put(b",p=");
            put_base64(s, proof.as_bytes());
        })?;
        Ok((
            ScramClientVerifier {
                mechanism: mech,
                server_signature,
            },
            n,
        ))
    }
}

/// The client side after the client-final message: checks the server's signature.
#[derive(Clone, Copy, Debug)]
pub struct ScramClientVerifier {
    mechanism: ScramMechanism,
    server_signature: ScramKey,
}

impl ScramClientVerifier {
    /// Checks the server-final message: `Ok` if the server proved it knows the credential; an `e=`
    /// message is `ServerRejected`, a wrong signature `InvalidServerSignature`.
    pub fn verify_server_final(self, server_final: &[u8]) -> Result<(), SaslError> {
        match ServerFinal::decode(server_final)? {
            ServerFinal::Error(value) => Err(SaslError::new(
                SaslErrorKind::ServerRejected {
                    error: ServerErrorValue::from_value(value),
                },
                2,
                SERVER_FINAL,
                "e",
            )),
            ServerFinal::Verifier(v) => {
                let err = |kind| SaslError::new(kind, 2, SERVER_FINAL, "v");
                let expected = self.mechanism.hash_len();
                if v.decoded_len() != expected {
                    return Err(err(SaslErrorKind::WrongLength {
                        length: v.decoded_len(),
                        expected,
                    }));
                }
                let mut sig = [0u8; 64];
                v.decode_into(&mut sig)?;
                if ct_eq(
                    sig.get(..expected).unwrap_or(&[]),
                    self.server_signature.as_bytes(),
                ) {
                    Ok(())
                } else {
                    Err(err(SaslErrorKind::InvalidServerSignature))
                }
            }
        }
    }
}

/// How [`ScramServer`] compares the client-final `r=` value with the combined nonce it sent in the
/// server-first message. Whichever rule is chosen, the proof is checked over the client-final message
/// exactly as the client sent it, so the client must have signed the nonce it echoes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum NonceCheck {
    /// The `r=` value must be the combined nonce, byte for byte, as RFC 5802 asks. The default, and
    /// the rule of Kafka brokers since 4.0.
    #[default]
    Exact,
    /// The `r=` value must end with the combined nonce; anything before it is allowed. This is the rule
    /// Kafka brokers applied up to 3.9, which librdkafka 2.0 (Debian's kcat) relies on: its
    /// client-final `r=` is its own client nonce followed by the whole combined nonce, so Kafka 4.x
    /// refuses its SCRAM logins. A value equal to the combined nonce passes too.
    KafkaSuffix,
}

impl NonceCheck {
    /// Whether `echoed` (the client-final `r=` value) passes against `combined` (the nonce the server
    /// sent).
    pub fn accepts(self, echoed: &[u8], combined: &[u8]) -> bool {
        match self {
            NonceCheck::Exact => echoed == combined,
            NonceCheck::KafkaSuffix => echoed.ends_with(combined),
        }
    }
}

/// The server side of an exchange after the server-first message: checks the client's proof.
///
/// The AuthMessage is never stored: both HMACs run as the messages pass. The server keeps the GS2 header
/// and the combined nonce (at most [`MAX_GS2_HEADER_LEN`] and [`MAX_NONCE_LEN`] bytes) to check the
/// client-final message against them.
pub struct ScramServer {
    mechanism: ScramMechanism,
    nonce_check: NonceCheck,
    gs2: heapless::Vec<u8, MAX_GS2_HEADER_LEN>,
    nonce: heapless::Vec<u8, MAX_NONCE_LEN>,
    stored_key: ScramKey,
    client_mac: MacState,
    server_mac: MacState,
}

struct VecSink<'v, const N: usize>(&'v mut heapless::Vec<u8, N>);

impl<const N: usize> Sink for VecSink<'_, N> {
    fn put(&mut self, bytes: &[u8]) {
        let _ = self.0.extend_from_slice(bytes);
    }
}

impl ScramServer {
    /// Answers a parsed client-first message with the user's credential (looked up by the caller from
    /// `first.username`, or from the token id when `first.is_token_auth()`) and the server's nonce part
    /// (from a random source; printable ASCII other than `,`). Writes the server-first message into
    /// `buf` and returns the server state and the length written.
    pub fn new(
        first: &ClientFirst<'_>,
        credential: &ScramCredential<'_>,
        server_nonce: &str,
        buf: &mut [u8],
    ) -> Result<(Self, usize), SaslError> {
        first.check_supported()?;
        ScramCredential::check(credential.mechanism, credential.salt, credential.iterations)?;
        check_nonce(server_nonce, 0, SERVER_FIRST, "r")?;

        let mut gs2_len = Count(0);
        first.write_gs2(&mut gs2_len);
        if gs2_len.0 > MAX_GS2_HEADER_LEN {
            return Err(SaslError::new(
                SaslErrorKind::TooLong {
                    length: gs2_len.0,
                    max: MAX_GS2_HEADER_LEN,
                },
                0,
                CLIENT_FIRST,
                "gs2-header",
            ));
        }
        let nonce_len = first.nonce.len() + server_nonce.len();
        if nonce_len > MAX_NONCE_LEN {
            return Err(SaslError::new(
                SaslErrorKind::TooLong {
                    length: nonce_len,
                    max: MAX_NONCE_LEN,
                },
                0,
                SERVER_FIRST,
                "r",
            ));
        }
        let mut gs2 = heapless::Vec::new();
        first.write_gs2(&mut VecSink(&mut gs2));
        let mut nonce = heapless::Vec::new();
        VecSink(&mut nonce).put(first.nonce.as_bytes());
        VecSink(&mut nonce).put(server_nonce.as_bytes());

        let n = emit_with(buf, SERVER_FIRST, |s| {
            s.put(b"r=");
            s.put(first.nonce.as_bytes());
            s.put(server_nonce.as_bytes());
            s.put(b",s=");
            put_base64(s, credential.salt);
            s.put(b",i=");
            put_decimal(s, credential.iterations);
        })?;
        let mech = credential.mechanism;
        let mut client_mac = mech.mac(credential.stored_key.as_bytes());
        let mut server_mac = mech.mac(credential.server_key.as_bytes());
        {
            let mut both = Tee(&mut client_mac, &mut server_mac);
            first.write_bare(&mut both);
            both.put(b",");
            both.put(buf.get(..n).unwrap_or(&[]));
            both.put(b",");
        }
        Ok((
            ScramServer {
                mechanism: mech,
                nonce_check: NonceCheck::Exact,
                gs2,
                nonce,
                stored_key: credential.stored_key,
                client_mac,
                server_mac,
            },
            n,
        ))
    }

    /// The mechanism of the credential.
    pub fn mechanism(&self) -> ScramMechanism {
        self.mechanism
    }

    /// Sets the rule for the client-final nonce (the server starts with [`NonceCheck::Exact`], as
    /// Kafka 4.x brokers do). A server standing in for a Kafka 3.x broker, which librdkafka 2.0
    /// clients log in to, needs [`NonceCheck::KafkaSuffix`].
    pub fn with_nonce_check(mut self, check: NonceCheck) -> Self {
        self.nonce_check = check;
        self
    }

    /// The rule for the client-final nonce.
    pub fn nonce_check(&self) -> NonceCheck {
        self.nonce_check
    }

    /// Checks the client-final message and, when the proof is right, writes the server-final message
    /// (`v=`) into `buf` and returns its length. A nonce the [`NonceCheck`] refuses is `NonceMismatch`,
    /// a wrong proof is `InvalidProof`; the caller may answer any error with
    /// `ServerFinal::error(ServerErrorValue::for_error(e.kind))` as RFC 5802 does, or as Kafka does with
    /// a failed SaslAuthenticate response.
    pub fn handle_client_final(
        self,
        client_final: &[u8],
        buf: &mut [u8],
    ) -> Result<usize, SaslError> {
        let cf = ClientFinal::decode(client_final)?;
        let value_at = |attr: &[u8]| {
            client_final
                .windows(attr.len())
                .position(|w| w == attr)
                .map_or(0, |p| p + attr.len())
        };
        if !cf.channel_binding.eq_bytes(&self.gs2) {
            return Err(SaslError::new(
                SaslErrorKind::ChannelBindingMismatch,
                2,
                CLIENT_FINAL,
                "c",
            ));
        }
        if !self
            .nonce_check
            .accepts(cf.nonce.as_bytes(), self.nonce.as_slice())
        {
            return Err(SaslError::new(
                SaslErrorKind::NonceMismatch,
                value_at(b",r="),
                CLIENT_FINAL,
                "r",
            ));
        }
        // The proof is the last attribute and base64 has no commas, so the last ",p=" starts it; what
        // precedes it is the client-final-without-proof as sent, which the client signed.
        let without_proof_len = client_final
            .windows(3)
            .rposition(|w| w == b",p=")
            .unwrap_or(0);
        let without_proof = client_final.get(..without_proof_len).unwrap_or(&[]);
        let proof_at = without_proof_len + 3;
        let expected = self.mechanism.hash_len();
        if cf.proof.decoded_len() != expected {
            return Err(SaslError::new(
                SaslErrorKind::WrongLength {
                    length: cf.proof.decoded_len(),
                    expected,
                },
                proof_at,
                CLIENT_FINAL,
                "p",
            ));
        }
        let mut proof = [0u8; 64];
        cf.proof.decode_into(&mut proof)?;
        let proof = ScramKey::of(self.mechanism, proof.get(..expected).unwrap_or(&[]));

        let (mut client_mac, mut server_mac) = (self.client_mac, self.server_mac);
        {
            let mut both = Tee(&mut client_mac, &mut server_mac);
            both.put(without_proof);
        }
        let client_key = proof.xor(&self.mechanism.finish(client_mac));
        if self.mechanism.hash(client_key.as_bytes()) != self.stored_key {
            return Err(SaslError::new(
                SaslErrorKind::InvalidProof,
                proof_at,
                CLIENT_FINAL,
                "p",
            ));
        }
        let signature = self.mechanism.finish(server_mac);
        emit_with(buf, SERVER_FINAL, |s| {
            s.put(b"v=");
            put_base64(s, signature.as_bytes());
        })
    }
}

impl fmt::Debug for ScramServer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ScramServer")
            .field("mechanism", &self.mechanism)
            .field("nonce", &core::str::from_utf8(&self.nonce).unwrap_or(""))
            .finish_non_exhaustive()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for ScramServer {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "ScramServer {{ mechanism: {} }}", self.mechanism)
    }
}

#[cfg(feature = "defmt")]
impl<H: ScramHash> defmt::Format for ScramClient<'_, H> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(
            f,
            "ScramClient {{ mechanism: {}, first: {} }}",
            self.hash.mechanism(),
            self.first
        )
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for ScramClientVerifier {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "ScramClientVerifier {{ mechanism: {} }}", self.mechanism)
    }
}

impl fmt::Debug for ScramCredential<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ScramCredential")
            .field("mechanism", &self.mechanism)
            .field("salt", &Redacted(self.salt.len()))
            .field("iterations", &self.iterations)
            .field("stored_key", &self.stored_key)
            .field("server_key", &self.server_key)
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for ScramCredential<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(
            f,
            "ScramCredential {{ mechanism: {}, salt: {}, iterations: {=u32}, stored_key: {}, server_key: {} }}",
            self.mechanism,
            Redacted(self.salt.len()),
            self.iterations,
            self.stored_key,
            self.server_key
        )
    }
}

impl fmt::Debug for ServerFirst<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ServerFirst")
            .field("nonce", &self.nonce)
            .field("salt", &Redacted(self.salt.decoded_len()))
            .field("iterations", &self.iterations)
            .field("extensions", &self.extensions)
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for ServerFirst<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(
            f,
            "ServerFirst {{ nonce: {=str}, salt: {}, iterations: {=u32}, extensions: {} }}",
            self.nonce,
            Redacted(self.salt.decoded_len()),
            self.iterations,
            self.extensions
        )
    }
}

impl fmt::Debug for ClientFinal<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ClientFinal")
            .field("channel_binding", &self.channel_binding)
            .field("nonce", &self.nonce)
            .field("extensions", &self.extensions)
            .field("proof", &Redacted(self.proof.decoded_len()))
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for ClientFinal<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(
            f,
            "ClientFinal {{ channel_binding: {}, nonce: {=str}, extensions: {}, proof: {} }}",
            self.channel_binding,
            self.nonce,
            self.extensions,
            Redacted(self.proof.decoded_len())
        )
    }
}

impl fmt::Debug for ServerFinal<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServerFinal::Verifier(v) => f
                .debug_tuple("Verifier")
                .field(&Redacted(v.decoded_len()))
                .finish(),
            ServerFinal::Error(e) => f.debug_tuple("Error").field(e).finish(),
        }
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for ServerFinal<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        match self {
            ServerFinal::Verifier(v) => {
                defmt::write!(f, "Verifier({})", Redacted(v.decoded_len()))
            }
            ServerFinal::Error(e) => defmt::write!(f, "Error({=str})", e),
        }
    }
}

//! Kafka delegation tokens (KIP-48) over SCRAM.
//!
//! A token's HMAC is HMAC-SHA512 keyed with the cluster's token secret over the token id. The token
//! authenticates with SCRAM-SHA-256 or -512: user name = the token id, password = the HMAC in padded
//! standard base64, and the client-first extension `tokenauth=true`. The broker derives the token's
//! SCRAM credential from that password with the mechanism's least iteration count (4096).
//!
//! ```
//! use kafka_view_sasl::{token_credential, token_hmac, token_password, ScramMechanism};
//!
//! let hmac = token_hmac(b"cluster-secret", "token-id-1");
//! let password = token_password(&hmac);
//! assert_eq!(password.as_str().len(), 88);
//! let cred = token_credential(ScramMechanism::Sha512, &hmac, b"random salt").unwrap();
//! assert_eq!(cred.iterations, 4096);
//! ```

use core::fmt;

use hmac::{Hmac, Mac};
use sha2::Sha512;

use crate::error::SaslError;
use crate::redacted::Redacted;
use crate::scram::{ct_eq, ScramCredential, ScramMechanism};
use crate::text::{put_base64, Extensions, Sink};

/// The client-first extensions that mark token authentication: `tokenauth=true`.
pub const TOKEN_AUTH: Extensions<'static> = Extensions::new(&[("tokenauth", "true")]);

/// The length of a token password: 64 HMAC bytes in padded base64.
pub const TOKEN_PASSWORD_LEN: usize = 88;

/// A token's HMAC: HMAC-SHA512 keyed with `secret` (the cluster's token secret key) over the token id's
/// UTF-8 bytes.
pub fn token_hmac(secret: &[u8], token_id: &str) -> [u8; 64] {
    // HMAC accepts keys of any length; the fallback only keeps the code free of panics.
    let mut mac = <Hmac<Sha512> as Mac>::new_from_slice(secret)
        .unwrap_or_else(|_| <Hmac<Sha512> as Mac>::new(&Default::default()));
    mac.update(token_id.as_bytes());
    mac.finalize().into_bytes().into()
}

/// A token's SCRAM password: its HMAC in padded standard base64 (88 ASCII characters). `Debug` and
/// `defmt` show its length only.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct TokenPassword([u8; TOKEN_PASSWORD_LEN]);

impl TokenPassword {
    /// The password text.
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.0).unwrap_or("")
    }

    /// The password bytes (what SCRAM hashes).
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }

    /// Whether `password` is this one (constant-time).
    pub fn matches(&self, password: &[u8]) -> bool {
        ct_eq(&self.0, password)
    }
}

impl fmt::Debug for TokenPassword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TokenPassword({:?})", Redacted(TOKEN_PASSWORD_LEN))
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for TokenPassword {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "TokenPassword({})", Redacted(TOKEN_PASSWORD_LEN))
    }
}

struct Fill<'b>(&'b mut [u8], usize);

impl Sink for Fill<'_> {
    fn put(&mut self, bytes: &[u8]) {
        for &b in bytes {
            if let Some(slot) = self.0.get_mut(self.1) {
                *slot = b;
            }
            self.1 += 1;
        }
    }
}

/// The SCRAM password of a token with this HMAC.
pub fn token_password(hmac: &[u8; 64]) -> TokenPassword {
    let mut out = [0u8; TOKEN_PASSWORD_LEN];
    put_base64(&mut Fill(&mut out, 0), hmac);
    TokenPassword(out)
}

/// The SCRAM credential a broker keeps for a token: derived from [`token_password`] with `salt` (random
/// in real use) and the mechanism's least iteration count.
pub fn token_credential<'a>(
    mechanism: ScramMechanism,
    hmac: &[u8; 64],
    salt: &'a [u8],
) -> Result<ScramCredential<'a>, SaslError> {
    ScramCredential::derive(
        mechanism,
        token_password(hmac).as_bytes(),
        salt,
        mechanism.min_iterations(),
    )
}

//! The OAUTHBEARER initial client response (RFC 7628):
//! `gs2-header \x01 auth=Bearer <token> \x01 [name=value \x01 ...] \x01`.
//!
//! ```
//! use kafka_view_sasl::{OAuthBearer, ChannelBinding, Extensions, SaslName};
//!
//! let msg = OAuthBearer {
//!     channel_binding: ChannelBinding::No,
//!     authzid: Some(SaslName::new("alice")),
//!     token: "eyJhbGciOi.eyJzdWIi.c2ln",
//!     extensions: Extensions::new(&[("traceId", "123")]),
//! };
//! let mut buf = [0u8; 96];
//! let n = msg.encode(&mut buf).unwrap();
//! assert_eq!(&buf[..n], b"n,a=alice,\x01auth=Bearer eyJhbGciOi.eyJzdWIi.c2ln\x01traceId=123\x01\x01");
//! assert_eq!(OAuthBearer::decode(&buf[..n]).unwrap(), msg);
//! ```

use core::fmt;

use crate::error::{SaslError, SaslErrorKind};
use crate::redacted::Redacted;
use crate::text::{
    emit_with, oauth_value_byte, parse_gs2, write_gs2, ChannelBinding, Cursor, Extensions,
    SaslName, MAX_EXTENSIONS,
};

const MESSAGE: &str = "OAUTHBEARER";
const SEP: u8 = 0x01;

/// An OAUTHBEARER initial client response. `Debug` and `defmt` show the token's length only.
#[derive(Clone, Copy, PartialEq)]
pub struct OAuthBearer<'a> {
    /// The GS2 channel-binding flag (`n` or `y`; `p=` is refused, OAUTHBEARER has no channel binding).
    pub channel_binding: ChannelBinding<'a>,
    /// The identity to act as (`a=`), if any.
    pub authzid: Option<SaslName<'a>>,
    /// The bearer token from `auth=Bearer <token>` (RFC 6750 b64token characters).
    pub token: &'a str,
    /// The key-value pairs other than `auth` (Kafka's SASL extensions). Written after `auth`.
    pub extensions: Extensions<'a>,
}

/// Checks an RFC 6750 b64token: `1*(ALPHA / DIGIT / "-" / "." / "_" / "~" / "+" / "/") *"="`.
/// Returns the offset and byte of the first bad character.
fn check_token(token: &str) -> Result<(), (SaslErrorKind, usize)> {
    if token.is_empty() {
        return Err((SaslErrorKind::Empty, 0));
    }
    let b = token.as_bytes();
    let body = b
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || b"-._~+/".contains(&c)))
        .unwrap_or(b.len());
    if body == 0 {
        return Err((
            SaslErrorKind::InvalidByte {
                byte: b.first().copied().unwrap_or(0),
            },
            0,
        ));
    }
    let tail = b.get(body..).unwrap_or(&[]);
    match tail.iter().position(|&c| c != b'=') {
        Some(i) => Err((
            SaslErrorKind::InvalidByte {
                byte: tail.get(i).copied().unwrap_or(0),
            },
            body + i,
        )),
        None => Ok(()),
    }
}

impl<'a> OAuthBearer<'a> {
    /// Parses an initial client response. `auth` must appear once, as `Bearer` and one space before the
    /// token; other keys are letters, values printable ASCII, space, tab, CR or LF; no key twice.
    pub fn decode(input: &'a [u8]) -> Result<Self, SaslError> {
        let mut c = Cursor::new(input, MESSAGE);
        let (channel_binding, authzid) = parse_gs2(&mut c)?;
        if let ChannelBinding::Required(_) = channel_binding {
            return Err(c.err(SaslErrorKind::ChannelBindingNotSupported, 0, "gs2-header"));
        }
        c.expect(SEP, "kvsep")?;
        let kv_start = c.pos;
        let mut token = None;
        let mut keys: [&str; MAX_EXTENSIONS] = [""; MAX_EXTENSIONS];
        let mut count = 0;
        loop {
            match c.peek() {
                Some(SEP) => break,
                None => return Err(c.err(SaslErrorKind::Missing, c.pos, "kvsep")),
                Some(_) => {}
            }
            let at = c.pos;
            let (pair, _) = c.until(SEP, "extension")?;
            c.expect(SEP, "kvsep")?;
            let (key, value, value_at) = c.extension_pair(pair, at)?;
            if key == "auth" {
                if token.is_some() {
                    return Err(c.err(SaslErrorKind::DuplicateExtension, at, "auth"));
                }
                let Some(t) = value.strip_prefix("Bearer ") else {
                    return Err(c.err(SaslErrorKind::UnsupportedScheme, value_at, "auth"));
                };
                check_token(t).map_err(|(kind, i)| c.err(kind, value_at + 7 + i, "auth"))?;
                token = Some(t);
                continue;
            }
            if let Some(i) = value.bytes().position(|b| !oauth_value_byte(b)) {
                let byte = value.as_bytes().get(i).copied().unwrap_or(0);
                return Err(c.err(
                    SaslErrorKind::InvalidByte { byte },
                    value_at + i,
                    "extension",
                ));
            }
            count = c.remember_key(&mut keys, count, key, at)?;
        }
        let kv_end = c.pos;
        c.pos += 1;
        c.finish()?;
        let Some(token) = token else {
            return Err(c.err(SaslErrorKind::Missing, kv_end, "auth"));
        };
        let kv = input
            .get(kv_start..kv_end)
            .and_then(|t| core::str::from_utf8(t).ok())
            .unwrap_or("");
        Ok(OAuthBearer {
            channel_binding,
            authzid,
            token,
            extensions: Extensions::oauth_wire(kv),
        })
    }

    /// Writes the message into `buf` and returns its length: the GS2 header, `auth`, then the extensions.
    pub fn encode(&self, buf: &mut [u8]) -> Result<usize, SaslError> {
        if let ChannelBinding::Required(_) = self.channel_binding {
            return Err(SaslError::new(
                SaslErrorKind::ChannelBindingNotSupported,
                0,
                MESSAGE,
                "gs2-header",
            ));
        }
        if let Some(a) = &self.authzid {
            a.check_plain(MESSAGE, "a")?;
        }
        check_token(self.token).map_err(|(kind, i)| SaslError::new(kind, i, MESSAGE, "auth"))?;
        self.extensions.check_oauth(MESSAGE)?;
        emit_with(buf, MESSAGE, |s| {
            write_gs2(s, &self.channel_binding, &self.authzid);
            s.put(&[SEP]);
            s.put(b"auth=Bearer ");
            s.put(self.token.as_bytes());
            s.put(&[SEP]);
            self.extensions.write_oauth(s);
            s.put(&[SEP]);
        })
    }
}

impl fmt::Debug for OAuthBearer<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OAuthBearer")
            .field("channel_binding", &self.channel_binding)
            .field("authzid", &self.authzid)
            .field("token", &Redacted::of(&self.token))
            .field("extensions", &self.extensions)
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for OAuthBearer<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(
            f,
            "OAuthBearer {{ channel_binding: {}, authzid: {}, token: {}, extensions: {} }}",
            self.channel_binding,
            self.authzid,
            Redacted::of(&self.token),
            self.extensions
        )
    }
}

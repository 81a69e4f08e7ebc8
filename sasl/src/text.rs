//! Shared pieces of the SASL codecs: saslnames with their `=2C` / `=3D` escapes, base64 values,
//! extension lists, the GS2 header, output sinks and the parsing cursor.

use core::fmt;

use crate::error::{SaslError, SaslErrorKind};

/// The most extensions one message may carry (bounds the duplicate check, keeping work linear).
pub const MAX_EXTENSIONS: usize = 16;

// ---------------------------------------------------------------------------------------------
// Output

/// Where a writer puts bytes: a counter, a caller's buffer or a running HMAC.
pub trait Sink {
    fn put(&mut self, bytes: &[u8]);
}

/// Counts bytes.
pub(crate) struct Count(pub usize);

impl Sink for Count {
    fn put(&mut self, bytes: &[u8]) {
        self.0 = self.0.saturating_add(bytes.len());
    }
}

/// Writes into a buffer already known to be large enough.
pub(crate) struct Out<'b> {
    buf: &'b mut [u8],
    pos: usize,
}

impl Sink for Out<'_> {
    fn put(&mut self, bytes: &[u8]) {
        let end = self.pos.saturating_add(bytes.len());
        if let Some(dst) = self.buf.get_mut(self.pos..end) {
            dst.copy_from_slice(bytes);
        }
        self.pos = end;
    }
}

/// Feeds every byte to two sinks.
pub(crate) struct Tee<'s>(pub &'s mut dyn Sink, pub &'s mut dyn Sink);

impl Sink for Tee<'_> {
    fn put(&mut self, bytes: &[u8]) {
        self.0.put(bytes);
        self.1.put(bytes);
    }
}

/// Runs `write` once to count and once into `buf`; errors if `buf` is too small (nothing is written then).
pub(crate) fn emit_with(
    buf: &mut [u8],
    message: &'static str,
    write: impl Fn(&mut dyn Sink),
) -> Result<usize, SaslError> {
    let mut count = Count(0);
    write(&mut count);
    let needed = count.0;
    if needed > buf.len() {
        return Err(SaslError::new(
            SaslErrorKind::BufferTooSmall {
                needed,
                available: buf.len(),
            },
            0,
            message,
            "output",
        ));
    }
    let mut out = Out { buf, pos: 0 };
    write(&mut out);
    Ok(needed)
}

/// Writes a decimal number.
pub(crate) fn put_decimal(s: &mut dyn Sink, mut n: u32) {
    let mut digits = [0u8; 10];
    let mut i = digits.len();
    loop {
        i -= 1;
        if let Some(d) = digits.get_mut(i) {
            *d = b'0' + (n % 10) as u8;
        }
        n /= 10;
        if n == 0 || i == 0 {
            break;
        }
    }
    s.put(digits.get(i..).unwrap_or(&[]));
}

// ---------------------------------------------------------------------------------------------
// Base64

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn b64_char(six: u8) -> u8 {
    ALPHABET.get(usize::from(six & 63)).copied().unwrap_or(b'=')
}

/// Encodes one group of one to three bytes as four characters, padded.
fn b64_group(group: &[u8]) -> [u8; 4] {
    let b0 = group.first().copied().unwrap_or(0);
    let b1 = group.get(1).copied().unwrap_or(0);
    let b2 = group.get(2).copied().unwrap_or(0);
    let mut out = [
        b64_char(b0 >> 2),
        b64_char((b0 << 4) | (b1 >> 4)),
        b64_char((b1 << 2) | (b2 >> 6)),
        b64_char(b2),
    ];
    if group.len() < 3 {
        out[3] = b'=';
    }
    if group.len() < 2 {
        out[2] = b'=';
    }
    out
}

/// Writes `bytes` as padded standard base64.
pub(crate) fn put_base64(s: &mut dyn Sink, bytes: &[u8]) {
    for group in bytes.chunks(3) {
        s.put(&b64_group(group));
    }
}

/// A sink that base64-encodes what it is fed into another sink; call [`B64Sink::finish`] at the end.
pub(crate) struct B64Sink<'s> {
    inner: &'s mut dyn Sink,
    carry: [u8; 3],
    held: usize,
}

impl<'s> B64Sink<'s> {
    pub(crate) fn new(inner: &'s mut dyn Sink) -> Self {
        B64Sink {
            inner,
            carry: [0; 3],
            held: 0,
        }
    }

    pub(crate) fn finish(self) {
        if let Some(rest) = self.carry.get(..self.held) {
            if !rest.is_empty() {
                self.inner.put(&b64_group(rest));
            }
        }
    }
}

impl Sink for B64Sink<'_> {
    fn put(&mut self, bytes: &[u8]) {
        for &b in bytes {
            if let Some(slot) = self.carry.get_mut(self.held) {
                *slot = b;
            }
            self.held += 1;
            if self.held == 3 {
                self.inner.put(&b64_group(&self.carry));
                self.held = 0;
            }
        }
    }
}

/// Decodes padded standard base64 group by group, handing each group's bytes to `f`. Returns the
/// decoded length, or the offset of the first bad character.
pub(crate) fn b64_decode_each(text: &[u8], mut f: impl FnMut(&[u8])) -> Result<usize, usize> {
    use base64::engine::general_purpose::STANDARD;
    use base64::Engine;

    let whole = text.len() - text.len() % 4;
    let groups = whole / 4;
    let mut total = 0usize;
    for (i, group) in text.chunks_exact(4).enumerate() {
        let at = i * 4;
        let last = i + 1 == groups && whole == text.len();
        if !last {
            if let Some(p) = group.iter().position(|&b| b == b'=') {
                return Err(at + p);
            }
        }
        let mut out = [0u8; 3];
        match STANDARD.decode_slice(group, &mut out) {
            Ok(n) => {
                f(out.get(..n).unwrap_or(&[]));
                total += n;
            }
            Err(base64::DecodeSliceError::DecodeError(e)) => {
                let inner = match e {
                    base64::DecodeError::InvalidByte(o, _)
                    | base64::DecodeError::InvalidLastSymbol(o, _)
                    | base64::DecodeError::InvalidLength(o) => o,
                    base64::DecodeError::InvalidPadding => {
                        group.iter().position(|&b| b == b'=').unwrap_or(0)
                    }
                };
                return Err(at + inner.min(3));
            }
            Err(base64::DecodeSliceError::OutputSliceTooSmall) => return Err(at),
        }
    }
    if whole != text.len() {
        return Err(whole);
    }
    Ok(total)
}

/// A base64 value in a SCRAM attribute: either the text from the wire (already checked to be canonical,
/// padded standard base64) or bytes the caller gave, which are encoded when written.
#[derive(Clone, Copy)]
pub struct Base64<'a>(B64Repr<'a>);

#[derive(Clone, Copy)]
enum B64Repr<'a> {
    Text { text: &'a str, decoded: usize },
    Bytes(&'a [u8]),
}

impl<'a> Base64<'a> {
    /// Raw bytes, written as base64.
    pub const fn from_bytes(bytes: &'a [u8]) -> Self {
        Base64(B64Repr::Bytes(bytes))
    }

    /// Base64 text, checked to be canonical and padded (offsets in the error are into `text`).
    pub fn from_text(text: &'a str) -> Result<Self, SaslError> {
        Self::checked(text, 0, "base64", "text")
    }

    pub(crate) fn checked(
        text: &'a str,
        base: usize,
        message: &'static str,
        field: &'static str,
    ) -> Result<Self, SaslError> {
        match b64_decode_each(text.as_bytes(), |_| {}) {
            Ok(decoded) => Ok(Base64(B64Repr::Text { text, decoded })),
            Err(at) => Err(SaslError::new(
                SaslErrorKind::InvalidBase64,
                base + at,
                message,
                field,
            )),
        }
    }

    /// The base64 text, when the value came from the wire.
    pub fn text(&self) -> Option<&'a str> {
        match self.0 {
            B64Repr::Text { text, .. } => Some(text),
            B64Repr::Bytes(_) => None,
        }
    }

    /// The raw bytes, when the caller gave them.
    pub fn bytes(&self) -> Option<&'a [u8]> {
        match self.0 {
            B64Repr::Text { .. } => None,
            B64Repr::Bytes(b) => Some(b),
        }
    }

    /// The length of the decoded bytes.
    pub fn decoded_len(&self) -> usize {
        match self.0 {
            B64Repr::Text { decoded, .. } => decoded,
            B64Repr::Bytes(b) => b.len(),
        }
    }

    /// The length of the base64 text.
    pub fn encoded_len(&self) -> usize {
        match self.0 {
            B64Repr::Text { text, .. } => text.len(),
            B64Repr::Bytes(b) => b.len().div_ceil(3) * 4,
        }
    }

    /// Hands the decoded bytes to `f`, a few at a time.
    pub(crate) fn each(&self, f: impl FnMut(&[u8])) {
        match self.0 {
            B64Repr::Text { text, .. } => {
                let _ = b64_decode_each(text.as_bytes(), f);
            }
            B64Repr::Bytes(b) => {
                let mut f = f;
                f(b)
            }
        }
    }

    /// Writes the decoded bytes to the start of `out` and returns their length.
    pub fn decode_into(&self, out: &mut [u8]) -> Result<usize, SaslError> {
        let needed = self.decoded_len();
        let available = out.len();
        let Some(dst) = out.get_mut(..needed) else {
            return Err(SaslError::new(
                SaslErrorKind::BufferTooSmall { needed, available },
                0,
                "base64",
                "output",
            ));
        };
        let mut pos = 0;
        self.each(|chunk| {
            let end = pos + chunk.len();
            if let Some(d) = dst.get_mut(pos..end) {
                d.copy_from_slice(chunk);
            }
            pos = end;
        });
        Ok(needed)
    }

    /// Whether the decoded bytes equal `bytes` (not constant-time; use it for public values only).
    pub fn eq_bytes(&self, bytes: &[u8]) -> bool {
        self.decoded_len() == bytes.len() && self.decoded().eq(bytes.iter().copied())
    }

    /// The decoded bytes one by one.
    fn decoded(&self) -> impl Iterator<Item = u8> + 'a {
        let (text, bytes): (&'a [u8], &'a [u8]) = match self.0 {
            B64Repr::Text { text, .. } => (text.as_bytes(), &[]),
            B64Repr::Bytes(b) => (&[], b),
        };
        text.chunks_exact(4)
            .flat_map(|group| {
                let mut out = [0u8; 3];
                let mut n = 0;
                let _ = b64_decode_each(group, |piece| {
                    for (slot, &b) in out.iter_mut().zip(piece) {
                        *slot = b;
                    }
                    n = piece.len();
                });
                out.into_iter().take(n)
            })
            .chain(bytes.iter().copied())
    }

    pub(crate) fn write(&self, s: &mut dyn Sink) {
        match self.0 {
            B64Repr::Text { text, .. } => s.put(text.as_bytes()),
            B64Repr::Bytes(b) => put_base64(s, b),
        }
    }
}

impl PartialEq for Base64<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.decoded_len() == other.decoded_len() && self.decoded().eq(other.decoded())
    }
}

impl fmt::Debug for Base64<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            B64Repr::Text { text, .. } => write!(f, "Base64({text:?})"),
            B64Repr::Bytes(b) => write!(f, "Base64({b:02x?})"),
        }
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for Base64<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        match self.0 {
            B64Repr::Text { text, .. } => defmt::write!(f, "Base64({=str})", text),
            B64Repr::Bytes(b) => defmt::write!(f, "Base64({=[u8]:x})", b),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Saslnames

/// A user or authorization name. On the wire `,` and `=` are written `=2C` and `=3D`; a name parsed
/// from the wire keeps that escaped text (zero-copy), a name the caller makes with [`SaslName::new`]
/// holds the plain text and is escaped when written. Comparisons and [`fmt::Display`] use the plain
/// (unescaped) text in both cases.
#[derive(Clone, Copy)]
pub struct SaslName<'a> {
    text: &'a str,
    escaped: bool,
}

impl<'a> SaslName<'a> {
    /// A name from plain text (escaped when written). It must not be empty or hold a NUL, which the
    /// writers check.
    pub const fn new(name: &'a str) -> Self {
        SaslName {
            text: name,
            escaped: false,
        }
    }

    /// A name from escaped wire text, checked: not empty, no NUL or `,`, every `=` starts `=2C` or `=3D`.
    pub fn from_escaped(text: &'a str) -> Result<Self, SaslError> {
        Self::checked(text, 0, "saslname", "name")
    }

    pub(crate) fn checked(
        text: &'a str,
        base: usize,
        message: &'static str,
        field: &'static str,
    ) -> Result<Self, SaslError> {
        let err = |kind, at: usize| SaslError::new(kind, base + at, message, field);
        if text.is_empty() {
            return Err(err(SaslErrorKind::Empty, 0));
        }
        let b = text.as_bytes();
        let mut i = 0;
        while let Some(&c) = b.get(i) {
            match c {
                0 | b',' => return Err(err(SaslErrorKind::InvalidByte { byte: c }, i)),
                b'=' => {
                    match b.get(i + 1..i + 3) {
                        Some(b"2C") | Some(b"3D") => {}
                        _ => return Err(err(SaslErrorKind::InvalidEscape, i)),
                    }
                    i += 3;
                }
                _ => i += 1,
            }
        }
        Ok(SaslName {
            text,
            escaped: true,
        })
    }

    /// The text as held: escaped if the name came from the wire, plain if made with [`SaslName::new`].
    pub fn raw(&self) -> &'a str {
        self.text
    }

    /// Whether [`SaslName::raw`] is escaped wire text.
    pub fn is_escaped(&self) -> bool {
        self.escaped
    }

    /// The plain text without copying, when there is nothing to unescape.
    pub fn as_plain(&self) -> Option<&'a str> {
        if !self.escaped || !self.text.contains('=') {
            Some(self.text)
        } else {
            None
        }
    }

    /// The plain (unescaped) bytes.
    pub fn unescaped(&self) -> Unescaped<'a> {
        Unescaped {
            rest: self.text.as_bytes(),
            escaped: self.escaped,
        }
    }

    /// The length of the plain text.
    pub fn unescaped_len(&self) -> usize {
        self.unescaped().count()
    }

    /// The length of the escaped text.
    pub fn escaped_len(&self) -> usize {
        if self.escaped {
            self.text.len()
        } else {
            self.text.len()
                + 2 * self
                    .text
                    .bytes()
                    .filter(|&b| b == b',' || b == b'=')
                    .count()
        }
    }

    /// Writes the plain text to the start of `out` and returns its length.
    pub fn write_unescaped(&self, out: &mut [u8]) -> Result<usize, SaslError> {
        let needed = self.unescaped_len();
        let available = out.len();
        let Some(dst) = out.get_mut(..needed) else {
            return Err(SaslError::new(
                SaslErrorKind::BufferTooSmall { needed, available },
                0,
                "saslname",
                "output",
            ));
        };
        for (d, b) in dst.iter_mut().zip(self.unescaped()) {
            *d = b;
        }
        Ok(needed)
    }

    /// Whether the plain text equals `other`.
    pub fn eq_unescaped(&self, other: &str) -> bool {
        self.unescaped().eq(other.bytes())
    }

    /// Checks a plain name for writing: not empty, no NUL.
    pub(crate) fn check_plain(
        &self,
        message: &'static str,
        field: &'static str,
    ) -> Result<(), SaslError> {
        if self.escaped {
            return Ok(());
        }
        if self.text.is_empty() {
            return Err(SaslError::new(SaslErrorKind::Empty, 0, message, field));
        }
        if let Some(at) = self.text.bytes().position(|b| b == 0) {
            return Err(SaslError::new(
                SaslErrorKind::InvalidByte { byte: 0 },
                at,
                message,
                field,
            ));
        }
        Ok(())
    }

    /// Writes the escaped text.
    pub(crate) fn write_escaped(&self, s: &mut dyn Sink) {
        if self.escaped {
            s.put(self.text.as_bytes());
            return;
        }
        for piece in self.text.split_inclusive([',', '=']) {
            match piece.as_bytes().split_last() {
                Some((b',', head)) => {
                    s.put(head);
                    s.put(b"=2C");
                }
                Some((b'=', head)) => {
                    s.put(head);
                    s.put(b"=3D");
                }
                _ => s.put(piece.as_bytes()),
            }
        }
    }
}

impl PartialEq for SaslName<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.unescaped().eq(other.unescaped())
    }
}

impl Eq for SaslName<'_> {}

impl fmt::Display for SaslName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.escaped {
            return f.write_str(self.text);
        }
        let mut rest = self.text;
        while let Some(at) = rest.find('=') {
            f.write_str(rest.get(..at).unwrap_or(""))?;
            let esc = rest.get(at..at + 3).unwrap_or("");
            f.write_str(if esc == "=2C" { "," } else { "=" })?;
            rest = rest.get(at + 3..).unwrap_or("");
        }
        f.write_str(rest)
    }
}

impl fmt::Debug for SaslName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SaslName(\"{self}\")")
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for SaslName<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "SaslName({=str})", self.text)
    }
}

/// The plain bytes of a [`SaslName`], escapes undone.
#[derive(Clone, Debug)]
pub struct Unescaped<'a> {
    rest: &'a [u8],
    escaped: bool,
}

impl Iterator for Unescaped<'_> {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        let (&first, tail) = self.rest.split_first()?;
        if self.escaped && first == b'=' {
            let (code, after) = match tail.split_first_chunk::<2>() {
                Some((code, after)) => (code, after),
                None => (&[0u8, 0u8], &[][..]),
            };
            self.rest = after;
            return Some(if code == b"2C" { b',' } else { b'=' });
        }
        self.rest = tail;
        Some(first)
    }
}

// ---------------------------------------------------------------------------------------------
// Extensions

/// Extensions: `name=value` pairs. From the wire they are the checked text (SCRAM: `,`-separated after the
/// nonce or channel binding; OAUTHBEARER: the `\x01`-separated pairs other than `auth`); built by the
/// caller they are a slice of pairs, checked when written.
#[derive(Clone, Copy)]
pub struct Extensions<'a>(ExtRepr<'a>);

#[derive(Clone, Copy)]
enum ExtRepr<'a> {
    /// `k=v,k=v` (without the leading comma).
    Scram(&'a str),
    /// `k=v\x01k=v\x01`, possibly holding `auth=...`, which is skipped.
    OAuth(&'a str),
    List(&'a [(&'a str, &'a str)]),
}

impl<'a> Extensions<'a> {
    /// No extensions.
    pub const NONE: Extensions<'static> = Extensions(ExtRepr::List(&[]));

    /// Extensions from `(name, value)` pairs.
    pub const fn new(pairs: &'a [(&'a str, &'a str)]) -> Self {
        Extensions(ExtRepr::List(pairs))
    }

    pub(crate) fn scram_wire(text: &'a str) -> Self {
        Extensions(ExtRepr::Scram(text))
    }

    pub(crate) fn oauth_wire(text: &'a str) -> Self {
        Extensions(ExtRepr::OAuth(text))
    }

    /// The `(name, value)` pairs in order.
    pub fn iter(&self) -> ExtensionsIter<'a> {
        ExtensionsIter(match self.0 {
            ExtRepr::Scram(t) => IterRepr::Text {
                rest: t,
                sep: ',',
                skip_auth: false,
            },
            ExtRepr::OAuth(t) => IterRepr::Text {
                rest: t,
                sep: '\x01',
                skip_auth: true,
            },
            ExtRepr::List(l) => IterRepr::List(l.iter()),
        })
    }

    /// The value of the extension `name`.
    pub fn get(&self, name: &str) -> Option<&'a str> {
        self.iter().find(|(k, _)| *k == name).map(|(_, v)| v)
    }

    /// How many extensions there are.
    pub fn len(&self) -> usize {
        self.iter().count()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.iter().next().is_none()
    }

    /// Whether `tokenauth` is `true` (compared without regard to ASCII case, as Kafka reads it).
    pub fn token_auth(&self) -> bool {
        self.get("tokenauth")
            .is_some_and(|v| v.eq_ignore_ascii_case("true"))
    }

    /// Checks caller-built SCRAM extensions for writing.
    pub(crate) fn check_scram(&self, message: &'static str) -> Result<(), SaslError> {
        let ExtRepr::List(list) = self.0 else {
            return Ok(());
        };
        check_list(list, message, |v| {
            if v.is_empty() {
                return Err((SaslErrorKind::Empty, 0));
            }
            match v.bytes().position(|b| b == 0 || b == b',') {
                Some(at) => Err((
                    SaslErrorKind::InvalidByte {
                        byte: v.as_bytes().get(at).copied().unwrap_or(0),
                    },
                    at,
                )),
                None => Ok(()),
            }
        })
    }

    /// Checks caller-built OAUTHBEARER extensions for writing.
    pub(crate) fn check_oauth(&self, message: &'static str) -> Result<(), SaslError> {
        let ExtRepr::List(list) = self.0 else {
            return Ok(());
        };
        if list.iter().any(|(k, _)| *k == "auth") {
            return Err(SaslError::new(
                SaslErrorKind::UnexpectedAttribute { found: b'a' },
                0,
                message,
                "extension",
            ));
        }
        check_list(list, message, |v| {
            match v.bytes().position(|b| !oauth_value_byte(b)) {
                Some(at) => Err((
                    SaslErrorKind::InvalidByte {
                        byte: v.as_bytes().get(at).copied().unwrap_or(0),
                    },
                    at,
                )),
                None => Ok(()),
            }
        })
    }

    /// Writes SCRAM extensions, each preceded by a comma.
    pub(crate) fn write_scram(&self, s: &mut dyn Sink) {
        match self.0 {
            ExtRepr::Scram(t) => {
                if !t.is_empty() {
                    s.put(b",");
                    s.put(t.as_bytes());
                }
            }
            _ => {
                for (k, v) in self.iter() {
                    s.put(b",");
                    s.put(k.as_bytes());
                    s.put(b"=");
                    s.put(v.as_bytes());
                }
            }
        }
    }

    /// Writes OAUTHBEARER extensions, each followed by `\x01`.
    pub(crate) fn write_oauth(&self, s: &mut dyn Sink) {
        for (k, v) in self.iter() {
            s.put(k.as_bytes());
            s.put(b"=");
            s.put(v.as_bytes());
            s.put(b"\x01");
        }
    }
}

fn check_list(
    list: &[(&str, &str)],
    message: &'static str,
    value_ok: impl Fn(&str) -> Result<(), (SaslErrorKind, usize)>,
) -> Result<(), SaslError> {
    let err = |kind, at| SaslError::new(kind, at, message, "extension");
    if list.len() > MAX_EXTENSIONS {
        return Err(err(
            SaslErrorKind::TooLong {
                length: list.len(),
                max: MAX_EXTENSIONS,
            },
            0,
        ));
    }
    for (i, (k, v)) in list.iter().enumerate() {
        if k.is_empty() {
            return Err(err(SaslErrorKind::Empty, 0));
        }
        if let Some(at) = k.bytes().position(|b| !b.is_ascii_alphabetic()) {
            let byte = k.as_bytes().get(at).copied().unwrap_or(0);
            return Err(err(SaslErrorKind::InvalidByte { byte }, at));
        }
        if list
            .get(..i)
            .is_some_and(|before| before.iter().any(|(p, _)| p == k))
        {
            return Err(err(SaslErrorKind::DuplicateExtension, 0));
        }
        value_ok(v).map_err(|(kind, at)| err(kind, at))?;
    }
    Ok(())
}

/// A byte allowed in an OAUTHBEARER value: printable ASCII, space, tab, CR, LF.
pub(crate) fn oauth_value_byte(b: u8) -> bool {
    matches!(b, 0x21..=0x7e | b' ' | b'\t' | b'\r' | b'\n')
}

impl PartialEq for Extensions<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.iter().eq(other.iter())
    }
}

impl fmt::Debug for Extensions<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for Extensions<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "Extensions {{");
        for (k, v) in self.iter() {
            defmt::write!(f, " {=str}={=str}", k, v);
        }
        defmt::write!(f, " }}");
    }
}

/// The `(name, value)` pairs of [`Extensions`].
#[derive(Clone, Debug)]
pub struct ExtensionsIter<'a>(IterRepr<'a>);

#[derive(Clone, Debug)]
enum IterRepr<'a> {
    Text {
        rest: &'a str,
        sep: char,
        skip_auth: bool,
    },
    List(core::slice::Iter<'a, (&'a str, &'a str)>),
}

impl<'a> Iterator for ExtensionsIter<'a> {
    type Item = (&'a str, &'a str);

    fn next(&mut self) -> Option<Self::Item> {
        match &mut self.0 {
            IterRepr::List(l) => l.next().copied(),
            IterRepr::Text {
                rest,
                sep,
                skip_auth,
            } => loop {
                if rest.is_empty() {
                    return None;
                }
                let (pair, tail) = rest.split_once(*sep).unwrap_or((rest, ""));
                *rest = tail;
                if pair.is_empty() {
                    continue;
                }
                let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
                if *skip_auth && k == "auth" {
                    continue;
                }
                return Some((k, v));
            },
        }
    }
}

// ---------------------------------------------------------------------------------------------
// GS2 header

/// The channel-binding flag that starts a GS2 header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum ChannelBinding<'a> {
    /// `n`: the client does not support channel binding.
    No,
    /// `y`: the client supports it but believes the server does not.
    ClientSupports,
    /// `p=name`: the client requires channel binding of this type (not supported here; parsed so it can
    /// be reported).
    Required(&'a str),
}

impl ChannelBinding<'_> {
    pub(crate) fn write(&self, s: &mut dyn Sink) {
        match self {
            ChannelBinding::No => s.put(b"n"),
            ChannelBinding::ClientSupports => s.put(b"y"),
            ChannelBinding::Required(name) => {
                s.put(b"p=");
                s.put(name.as_bytes());
            }
        }
    }
}

/// Writes `flag,[a=authzid],`.
pub(crate) fn write_gs2(s: &mut dyn Sink, cb: &ChannelBinding<'_>, authzid: &Option<SaslName<'_>>) {
    cb.write(s);
    s.put(b",");
    if let Some(a) = authzid {
        s.put(b"a=");
        a.write_escaped(s);
    }
    s.put(b",");
}

// ---------------------------------------------------------------------------------------------
// Parsing

/// A cursor over a text payload that knows the message name for its errors.
pub(crate) struct Cursor<'a> {
    pub input: &'a [u8],
    pub pos: usize,
    pub message: &'static str,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(input: &'a [u8], message: &'static str) -> Self {
        Cursor {
            input,
            pos: 0,
            message,
        }
    }

    pub(crate) fn err(&self, kind: SaslErrorKind, offset: usize, field: &'static str) -> SaslError {
        SaslError::new(kind, offset, self.message, field)
    }

    pub(crate) fn peek(&self) -> Option<u8> {
        self.input.get(self.pos).copied()
    }

    /// Takes `byte` or fails with `Missing` / `UnexpectedAttribute`.
    pub(crate) fn expect(&mut self, byte: u8, field: &'static str) -> Result<(), SaslError> {
        match self.peek() {
            Some(b) if b == byte => {
                self.pos += 1;
                Ok(())
            }
            Some(found) => Err(self.err(
                SaslErrorKind::UnexpectedAttribute { found },
                self.pos,
                field,
            )),
            None => Err(self.err(SaslErrorKind::Missing, self.pos, field)),
        }
    }

    /// Takes bytes up to (not including) `stop` or the end, as UTF-8; returns the text and its offset.
    pub(crate) fn until(
        &mut self,
        stop: u8,
        field: &'static str,
    ) -> Result<(&'a str, usize), SaslError> {
        let start = self.pos;
        let rest = self.input.get(start..).unwrap_or(&[]);
        let len = rest.iter().position(|&b| b == stop).unwrap_or(rest.len());
        let bytes = rest.get(..len).unwrap_or(&[]);
        let text = core::str::from_utf8(bytes).map_err(|e| {
            self.err(
                SaslErrorKind::InvalidUtf8 {
                    valid_up_to: e.valid_up_to(),
                },
                start + e.valid_up_to(),
                field,
            )
        })?;
        self.pos = start + len;
        Ok((text, start))
    }

    /// Takes `letter=` then the value up to the next comma; returns the value and its offset.
    pub(crate) fn attr(
        &mut self,
        letter: u8,
        field: &'static str,
    ) -> Result<(&'a str, usize), SaslError> {
        self.expect(letter, field)?;
        if self.peek() != Some(b'=') {
            // A longer name that merely starts with the letter is a different attribute.
            return Err(self.err(
                SaslErrorKind::UnexpectedAttribute { found: letter },
                self.pos - 1,
                field,
            ));
        }
        self.pos += 1;
        self.until(b',', field)
    }

    /// Splits one extension `key=value` that starts at offset `at`: the key must be non-empty ASCII
    /// letters. Returns the key, the value and the value's offset.
    pub(crate) fn extension_pair(
        &self,
        pair: &'a str,
        at: usize,
    ) -> Result<(&'a str, &'a str, usize), SaslError> {
        let Some((key, value)) = pair.split_once('=') else {
            return Err(self.err(SaslErrorKind::Missing, at + pair.len(), "extension"));
        };
        if key.is_empty() {
            return Err(self.err(SaslErrorKind::Empty, at, "extension"));
        }
        if let Some(i) = key.bytes().position(|b| !b.is_ascii_alphabetic()) {
            let byte = key.as_bytes().get(i).copied().unwrap_or(0);
            return Err(self.err(SaslErrorKind::InvalidByte { byte }, at + i, "extension"));
        }
        Ok((key, value, at + key.len() + 1))
    }

    /// Records extension `key` (at offset `at`) among the `count` seen so far: a repeated key or one
    /// past the capacity of `keys` is an error. Returns the new count.
    pub(crate) fn remember_key(
        &self,
        keys: &mut [&'a str],
        count: usize,
        key: &'a str,
        at: usize,
    ) -> Result<usize, SaslError> {
        if keys.get(..count).is_some_and(|seen| seen.contains(&key)) {
            return Err(self.err(SaslErrorKind::DuplicateExtension, at, "extension"));
        }
        let Some(slot) = keys.get_mut(count) else {
            let kind = SaslErrorKind::TooLong {
                length: count + 1,
                max: keys.len(),
            };
            return Err(self.err(kind, at, "extension"));
        };
        *slot = key;
        Ok(count + 1)
    }

    /// Fails unless the whole input was read.
    pub(crate) fn finish(&self) -> Result<(), SaslError> {
        let count = self.input.len().saturating_sub(self.pos);
        if count == 0 {
            Ok(())
        } else {
            Err(self.err(SaslErrorKind::TrailingBytes { count }, self.pos, "end"))
        }
    }
}

/// Checks a SCRAM nonce: not empty, printable ASCII other than `,`.
pub(crate) fn check_nonce(
    nonce: &str,
    base: usize,
    message: &'static str,
    field: &'static str,
) -> Result<(), SaslError> {
    if nonce.is_empty() {
        return Err(SaslError::new(SaslErrorKind::Empty, base, message, field));
    }
    match nonce
        .bytes()
        .position(|b| !(0x21..=0x7e).contains(&b) || b == b',')
    {
        Some(at) => Err(SaslError::new(
            SaslErrorKind::InvalidByte {
                byte: nonce.as_bytes().get(at).copied().unwrap_or(0),
            },
            base + at,
            message,
            field,
        )),
        None => Ok(()),
    }
}

/// Parses the GS2 header `flag,[a=authzid],` (shared by SCRAM client-first and OAUTHBEARER).
pub(crate) fn parse_gs2<'a>(
    c: &mut Cursor<'a>,
) -> Result<(ChannelBinding<'a>, Option<SaslName<'a>>), SaslError> {
    let cb = match c.peek() {
        Some(b'n') => {
            c.pos += 1;
            ChannelBinding::No
        }
        Some(b'y') => {
            c.pos += 1;
            ChannelBinding::ClientSupports
        }
        Some(b'p') => {
            let (name, at) = c.attr(b'p', "gs2-header")?;
            if name.is_empty() {
                return Err(c.err(SaslErrorKind::Empty, at, "gs2-header"));
            }
            if let Some(i) = name
                .bytes()
                .position(|b| !(b.is_ascii_alphanumeric() || b == b'.' || b == b'-'))
            {
                let byte = name.as_bytes().get(i).copied().unwrap_or(0);
                return Err(c.err(SaslErrorKind::InvalidByte { byte }, at + i, "gs2-header"));
            }
            ChannelBinding::Required(name)
        }
        Some(found) => {
            return Err(c.err(
                SaslErrorKind::UnexpectedAttribute { found },
                c.pos,
                "gs2-header",
            ))
        }
        None => return Err(c.err(SaslErrorKind::Missing, c.pos, "gs2-header")),
    };
    c.expect(b',', "gs2-header")?;
    let authzid = if c.peek() == Some(b'a') {
        let (text, at) = c.attr(b'a', "a")?;
        Some(SaslName::checked(text, at, c.message, "a")?)
    } else {
        None
    };
    c.expect(b',', "gs2-header")?;
    Ok((cb, authzid))
}

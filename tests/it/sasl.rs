//! SASL payloads: RFC example exchanges byte for byte, parse/emit pairs with exact bytes, full SCRAM
//! exchanges for both Kafka mechanisms, delegation-token credentials, and malformed payloads (each with
//! its error kind, offset and attribute).

use kafka_view::sasl::{
    token_credential, token_hmac, token_password, Base64, ChannelBinding, ClientFinal, ClientFirst,
    Extensions, KafkaAuthFailure, NonceCheck, OAuthBearer, Plain, SaslError, SaslErrorKind,
    SaslName, ScramClient, ScramCredential, ScramHash, ScramMechanism, ScramServer, ScramSha1,
    ScramSha256, ScramSha512, ServerErrorValue, ServerFinal, ServerFirst, TOKEN_AUTH,
};

/// One exchange: the four messages as the RFC prints them.
struct Exchange {
    mechanism: ScramMechanism,
    client_nonce: &'static str,
    server_nonce: &'static str,
    salt_b64: &'static str,
    client_first: &'static [u8],
    server_first: &'static [u8],
    client_final: &'static [u8],
    server_final: &'static [u8],
}

/// RFC 5802 section 5 (SCRAM-SHA-1).
const RFC5802: Exchange = Exchange {
    mechanism: ScramMechanism::Sha1,
    client_nonce: "fyko+d2lbbFgONRv9qkxdawL",
    server_nonce: "3rfcNHYJY1ZVvWVs7j",
    salt_b64: "QSXCR+Q6sek8bf92",
    client_first: b"n,,n=user,r=fyko+d2lbbFgONRv9qkxdawL",
    server_first: b"r=fyko+d2lbbFgONRv9qkxdawL3rfcNHYJY1ZVvWVs7j,s=QSXCR+Q6sek8bf92,i=4096",
    client_final:
        b"c=biws,r=fyko+d2lbbFgONRv9qkxdawL3rfcNHYJY1ZVvWVs7j,p=v0X8v3Bz2T0CJGbJQyF0X+HI4Ts=",
    server_final: b"v=rmF9pqV8S7suAoZWja4dJRkFsKQ=",
};

/// RFC 7677 section 3 (SCRAM-SHA-256).
const RFC7677: Exchange = Exchange {
    mechanism: ScramMechanism::Sha256,
    client_nonce: "rOprNGfwEbeRWgbNEkqO",
    server_nonce: "%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0",
    salt_b64: "W22ZaJ0SNY7soEsUEjb6gQ==",
    client_first: b"n,,n=user,r=rOprNGfwEbeRWgbNEkqO",
    server_first: b"r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096",
    client_final: b"c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=",
    server_final: b"v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=",
};

fn decode_b64(text: &str) -> Vec<u8> {
    let b = Base64::from_text(text).unwrap();
    let mut out = vec![0u8; b.decoded_len()];
    assert_eq!(b.decode_into(&mut out).unwrap(), out.len());
    out
}

fn client_first(
    user: &'static str,
    nonce: &'static str,
    ext: Extensions<'static>,
) -> ClientFirst<'static> {
    ClientFirst {
        channel_binding: ChannelBinding::No,
        authzid: None,
        username: SaslName::new(user),
        nonce,
        extensions: ext,
    }
}

/// Runs the state machines with the RFC's nonces, password and salt; every message must come out as
/// the RFC prints it.
fn reproduce(x: &Exchange) {
    reproduce_with(x, x.mechanism, b"pencil", "user");
}

/// [`reproduce`] with the client's hash chosen by `hash` (the run-time enum or a compile-time type).
fn reproduce_with<H: ScramHash>(x: &Exchange, hash: H, password: &[u8], user: &'static str) {
    assert_eq!(hash.mechanism(), x.mechanism);
    let salt = decode_b64(x.salt_b64);
    let cred = ScramCredential::derive(x.mechanism, password, &salt, 4096).unwrap();
    let client =
        ScramClient::new(hash, client_first(user, x.client_nonce, Extensions::NONE)).unwrap();
    assert_eq!(client.mechanism(), x.mechanism);
    let mut c = [0u8; 512];
    let mut s = [0u8; 512];

    let n = client.client_first(&mut c).unwrap();
    assert_eq!(&c[..n], x.client_first);
    let first = ClientFirst::decode(&c[..n]).unwrap();
    assert!(first.username.eq_unescaped(user));
    assert_eq!(first.nonce, x.client_nonce);

    let (server, m) = ScramServer::new(&first, &cred, x.server_nonce, &mut s).unwrap();
    assert_eq!(
        std::str::from_utf8(&s[..m]).unwrap(),
        std::str::from_utf8(x.server_first).unwrap()
    );

    let (verifier, n) = client
        .handle_server_first(&s[..m], password, &mut c)
        .unwrap();
    assert_eq!(
        std::str::from_utf8(&c[..n]).unwrap(),
        std::str::from_utf8(x.client_final).unwrap()
    );

    let m = server.handle_client_final(&c[..n], &mut s).unwrap();
    assert_eq!(
        std::str::from_utf8(&s[..m]).unwrap(),
        std::str::from_utf8(x.server_final).unwrap()
    );
    verifier.verify_server_final(&s[..m]).unwrap();
}

#[test]
fn rfc7677_sha256_exchange_byte_for_byte() {
    reproduce(&RFC7677);
}

#[test]
fn rfc5802_sha1_exchange_byte_for_byte() {
    reproduce(&RFC5802);
}

/// The same exchanges with the hash chosen at compile time (`ScramSha256` and friends, which link
/// one hash only): the messages must be the same bytes as with the run-time `ScramMechanism`.
#[test]
fn compile_time_hashes_give_the_same_exchanges() {
    reproduce_with(&RFC7677, ScramSha256, b"pencil", "user");
    reproduce_with(&RFC5802, ScramSha1, b"pencil", "user");
    reproduce_with(&SHA512, ScramSha512, b"alice-secret", "alice");
    reproduce_with(&SHA512, ScramMechanism::Sha512, b"alice-secret", "alice");
}

/// SCRAM-SHA-512, pinned against an independent computation (Python's hashlib / hmac).
const SHA512: Exchange = Exchange {
    mechanism: ScramMechanism::Sha512,
    client_nonce: "K4f9vW2pQ7xZ",
    server_nonce: "s3rv3r-n0nc3",
    salt_b64: "c2FsdC1mb3ItYWxpY2UtNTEy",
    client_first: b"n,,n=alice,r=K4f9vW2pQ7xZ",
    server_first: b"r=K4f9vW2pQ7xZs3rv3r-n0nc3,s=c2FsdC1mb3ItYWxpY2UtNTEy,i=4096",
    client_final: b"c=biws,r=K4f9vW2pQ7xZs3rv3r-n0nc3,p=Pg0L6Du0m6RNR+pUNGuR0XL915IUD62k9/1RAqAt3sREJwx3DZlro/9Xcx9yM2EjPXcpWUUQszGIz8HlYkVN4g==",
    server_final: b"v=SaL+V66WPh8x9g/lgnF0m6DvkiOFWVIOf93I+d/ZBN8S1AG1WbtXmtxBE09sUpJhYChhWG2vBrl3XW5hhaD2LQ==",
};

#[test]
fn sha512_exchange_matches_independent_computation() {
    let salt = decode_b64(SHA512.salt_b64);
    let cred =
        ScramCredential::derive(ScramMechanism::Sha512, b"alice-secret", &salt, 4096).unwrap();
    let client = ScramClient::new(
        ScramMechanism::Sha512,
        client_first("alice", SHA512.client_nonce, Extensions::NONE),
    )
    .unwrap();
    let (mut c, mut s) = ([0u8; 512], [0u8; 512]);
    let n = client.client_first(&mut c).unwrap();
    assert_eq!(&c[..n], SHA512.client_first);
    let first = ClientFirst::decode(&c[..n]).unwrap();
    let (server, m) = ScramServer::new(&first, &cred, SHA512.server_nonce, &mut s).unwrap();
    assert_eq!(&s[..m], SHA512.server_first);
    let (verifier, n) = client
        .handle_server_first(&s[..m], b"alice-secret", &mut c)
        .unwrap();
    assert_eq!(&c[..n], SHA512.client_final);
    let m = server.handle_client_final(&c[..n], &mut s).unwrap();
    assert_eq!(&s[..m], SHA512.server_final);
    verifier.verify_server_final(&s[..m]).unwrap();
}

/// Each RFC message parses into the expected fields and emits back to the same bytes.
#[test]
fn scram_messages_parse_and_emit_the_same_bytes() {
    for x in [&RFC5802, &RFC7677, &SHA512] {
        let mut buf = [0u8; 512];

        let cf = ClientFirst::decode(x.client_first).unwrap();
        assert_eq!(cf.channel_binding, ChannelBinding::No);
        assert_eq!(cf.authzid, None);
        assert_eq!(cf.nonce, x.client_nonce);
        assert!(cf.extensions.is_empty());
        let n = cf.encode(&mut buf).unwrap();
        assert_eq!(&buf[..n], x.client_first);

        let sf = ServerFirst::decode(x.server_first).unwrap();
        assert_eq!(sf.nonce, format!("{}{}", x.client_nonce, x.server_nonce));
        assert_eq!(sf.salt.text(), Some(x.salt_b64));
        assert!(sf.salt.eq_bytes(&decode_b64(x.salt_b64)));
        assert_eq!(sf.iterations, 4096);
        let n = sf.encode(&mut buf).unwrap();
        assert_eq!(&buf[..n], x.server_first);

        let cfin = ClientFinal::decode(x.client_final).unwrap();
        assert!(cfin.channel_binding.eq_bytes(b"n,,"));
        assert_eq!(cfin.proof.decoded_len(), x.mechanism.hash_len());
        let n = cfin.encode(&mut buf).unwrap();
        assert_eq!(&buf[..n], x.client_final);

        let sfin = ServerFinal::decode(x.server_final).unwrap();
        let ServerFinal::Verifier(v) = sfin else {
            panic!("{sfin:?}")
        };
        assert_eq!(v.decoded_len(), x.mechanism.hash_len());
        let n = sfin.encode(&mut buf).unwrap();
        assert_eq!(&buf[..n], x.server_final);
    }
}

#[test]
fn caller_built_messages_emit_exact_bytes() {
    let mut buf = [0u8; 256];
    let pairs = [("tokenauth", "true"), ("x", "a=b")];
    let cf = ClientFirst {
        channel_binding: ChannelBinding::ClientSupports,
        authzid: Some(SaslName::new("ad,min")),
        username: SaslName::new("us=er,1"),
        nonce: "abc",
        extensions: Extensions::new(&pairs),
    };
    let n = cf.encode(&mut buf).unwrap();
    assert_eq!(
        &buf[..n],
        b"y,a=ad=2Cmin,n=us=3Der=2C1,r=abc,tokenauth=true,x=a=b"
    );
    let back = ClientFirst::decode(&buf[..n]).unwrap();
    assert_eq!(back, cf);
    assert_eq!(back.username.raw(), "us=3Der=2C1");
    assert!(back.username.eq_unescaped("us=er,1"));
    assert_eq!(back.username.to_string(), "us=er,1");
    assert_eq!(back.extensions.get("x"), Some("a=b"));
    assert!(back.is_token_auth());

    let salt = [0xffu8, 0, 1, 2];
    let sf = ServerFirst {
        nonce: "abcdef",
        salt: Base64::from_bytes(&salt),
        iterations: 16384,
        extensions: Extensions::NONE,
    };
    let n = sf.encode(&mut buf).unwrap();
    assert_eq!(&buf[..n], b"r=abcdef,s=/wABAg==,i=16384");
    assert_eq!(ServerFirst::decode(&buf[..n]).unwrap(), sf);

    let n = ServerFinal::error(ServerErrorValue::InvalidProof)
        .encode(&mut buf)
        .unwrap();
    assert_eq!(&buf[..n], b"e=invalid-proof");
    assert_eq!(
        ServerFinal::decode(&buf[..n]).unwrap(),
        ServerFinal::Error("invalid-proof")
    );
    assert_eq!(
        ServerErrorValue::from_value("unknown-user"),
        ServerErrorValue::UnknownUser
    );
    assert_eq!(
        ServerErrorValue::from_value("made-up"),
        ServerErrorValue::Unrecognized
    );
}

#[test]
fn every_short_buffer_is_an_error_naming_the_size() {
    let cf = ClientFirst::decode(RFC7677.client_first).unwrap();
    let need = RFC7677.client_first.len();
    for len in 0..need {
        let mut buf = vec![0u8; len];
        let e = cf.encode(&mut buf).unwrap_err();
        assert_eq!(
            e.kind,
            SaslErrorKind::BufferTooSmall {
                needed: need,
                available: len
            }
        );
        assert!(buf.iter().all(|&b| b == 0), "nothing written on failure");
    }
    let p = Plain::decode(b"\0u\0p").unwrap();
    assert_eq!(
        p.encode(&mut [0u8; 3]).unwrap_err().kind,
        SaslErrorKind::BufferTooSmall {
            needed: 4,
            available: 3
        }
    );
}

#[test]
fn mechanisms_and_iteration_limits() {
    assert_eq!(
        ScramMechanism::from_name("SCRAM-SHA-256"),
        Some(ScramMechanism::Sha256)
    );
    assert_eq!(
        ScramMechanism::from_name("SCRAM-SHA-512"),
        Some(ScramMechanism::Sha512)
    );
    assert_eq!(ScramMechanism::from_name("SCRAM-SHA-1"), None);
    assert_eq!(ScramMechanism::Sha512.name(), "SCRAM-SHA-512");
    for (it, ok) in [(4095, false), (4096, true), (16384, true), (16385, false)] {
        let r = ScramCredential::derive(ScramMechanism::Sha256, b"pw", b"salt", it);
        if ok {
            assert_eq!(r.unwrap().iterations, it);
        } else {
            let e = r.unwrap_err();
            assert_eq!(
                e.kind,
                SaslErrorKind::IterationsOutOfRange {
                    iterations: it,
                    min: 4096,
                    max: 16384
                }
            );
            assert_eq!(e.field, "iterations");
        }
    }
    // A server-first with too few iterations is refused by the client before any work.
    let client = ScramClient::new(
        ScramMechanism::Sha256,
        client_first("u", "abc", Extensions::NONE),
    )
    .unwrap();
    let e = client
        .handle_server_first(b"r=abcdef,s=c2FsdA==,i=1000", b"pw", &mut [0u8; 256])
        .unwrap_err();
    assert_eq!(
        e.kind,
        SaslErrorKind::IterationsOutOfRange {
            iterations: 1000,
            min: 4096,
            max: 16384
        }
    );
    assert_eq!((e.offset, e.field), (22, "i"));
    // Keys from elsewhere must have the hash length.
    let e = ScramCredential::from_keys(ScramMechanism::Sha512, b"s", 4096, &[0; 32], &[0; 64])
        .unwrap_err();
    assert_eq!(
        e.kind,
        SaslErrorKind::WrongLength {
            length: 32,
            expected: 64
        }
    );
    // from_salted_password agrees with derive.
    let a = ScramCredential::derive(ScramMechanism::Sha256, b"pencil", b"salt", 4096).unwrap();
    let salted = {
        let mut out = [0u8; 32];
        pbkdf2_sha256(b"pencil", b"salt", 4096, &mut out);
        out
    };
    let b = ScramCredential::from_salted_password(ScramMechanism::Sha256, &salted, b"salt", 4096)
        .unwrap();
    assert_eq!(a, b);
}

/// PBKDF2-HMAC-SHA256 computed by hand from the RFC 2898 definition with one block (for 32-byte output).
fn pbkdf2_sha256(password: &[u8], salt: &[u8], iterations: u32, out: &mut [u8; 32]) {
    use hmac_for_test::hmac_sha256;
    let mut block = salt.to_vec();
    block.extend_from_slice(&1u32.to_be_bytes());
    let mut u = hmac_sha256(password, &block);
    let mut t = u;
    for _ in 1..iterations {
        u = hmac_sha256(password, &u);
        for (a, b) in t.iter_mut().zip(u) {
            *a ^= b;
        }
    }
    *out = t;
}

mod hmac_for_test {
    /// HMAC-SHA256 from the RFC 2104 definition, with the library's SHA-256 as the hash.
    pub fn hmac_sha256(key: &[u8], data: &[u8]) -> [u8; 32] {
        use sha2::{Digest, Sha256};
        let mut k = [0u8; 64];
        if key.len() > 64 {
            k[..32].copy_from_slice(&Sha256::digest(key));
        } else {
            k[..key.len()].copy_from_slice(key);
        }
        let mut inner = Sha256::new();
        inner.update(k.map(|b| b ^ 0x36));
        inner.update(data);
        let mut outer = Sha256::new();
        outer.update(k.map(|b| b ^ 0x5c));
        outer.update(inner.finalize());
        outer.finalize().into()
    }
}

#[test]
fn wrong_password_is_rejected_both_ways() {
    for mech in ScramMechanism::KAFKA {
        let cred = ScramCredential::derive(mech, b"right", b"some-salt", 4096).unwrap();
        let client =
            ScramClient::new(mech, client_first("bob", "cn0nce", Extensions::NONE)).unwrap();
        let (mut c, mut s) = ([0u8; 512], [0u8; 512]);
        let n = client.client_first(&mut c).unwrap();
        let first = ClientFirst::decode(&c[..n]).unwrap();
        let (server, m) = ScramServer::new(&first, &cred, "sn0nce", &mut s).unwrap();
        let (verifier, n) = client
            .handle_server_first(&s[..m], b"wrong", &mut c)
            .unwrap();
        let e = server.handle_client_final(&c[..n], &mut s).unwrap_err();
        assert_eq!(e.kind, SaslErrorKind::InvalidProof);
        assert_eq!((e.message, e.field), ("SCRAM client-final", "p"));
        assert_eq!(&c[e.offset - 3..e.offset], b",p=");
        assert_eq!(
            e.to_string(),
            format!(
                "SCRAM client-final p at byte {}: is wrong: invalid credentials",
                e.offset
            )
        );
        // A Kafka broker answers with error code 58 and a message naming only the mechanism.
        let kafka = KafkaAuthFailure {
            mechanism: mech.name(),
            reauthentication: false,
        };
        assert_eq!(
            kafka.to_string(),
            format!(
                "Authentication failed during authentication due to invalid credentials with SASL mechanism {}",
                mech.name()
            )
        );
        assert_eq!(KafkaAuthFailure::ERROR_CODE, 58);
        // The server answers as RFC 5802 does; the client reports it.
        let m = ServerFinal::error(ServerErrorValue::for_error(e.kind))
            .encode(&mut s)
            .unwrap();
        assert_eq!(&s[..m], b"e=invalid-proof");
        let e = verifier.verify_server_final(&s[..m]).unwrap_err();
        assert_eq!(
            e.kind,
            SaslErrorKind::ServerRejected {
                error: ServerErrorValue::InvalidProof
            }
        );
    }
}

#[test]
fn a_server_without_the_credential_is_caught_by_the_client() {
    let mech = ScramMechanism::Sha256;
    let real = ScramCredential::derive(mech, b"pw", b"salt", 4096).unwrap();
    // An impostor that knows StoredKey (enough to check the proof) but not ServerKey.
    let fake =
        ScramCredential::from_keys(mech, b"salt", 4096, real.stored_key.as_bytes(), &[7; 32])
            .unwrap();
    let client = ScramClient::new(mech, client_first("u", "abc", Extensions::NONE)).unwrap();
    let (mut c, mut s) = ([0u8; 512], [0u8; 512]);
    let n = client.client_first(&mut c).unwrap();
    let first = ClientFirst::decode(&c[..n]).unwrap();
    let (server, m) = ScramServer::new(&first, &fake, "def", &mut s).unwrap();
    let (verifier, n) = client.handle_server_first(&s[..m], b"pw", &mut c).unwrap();
    let m = server.handle_client_final(&c[..n], &mut s).unwrap();
    let e = verifier.verify_server_final(&s[..m]).unwrap_err();
    assert_eq!(e.kind, SaslErrorKind::InvalidServerSignature);
}

#[test]
fn server_checks_nonce_and_channel_binding_of_client_final() {
    let mech = ScramMechanism::Sha256;
    let cred = ScramCredential::derive(mech, b"pw", b"salt", 4096).unwrap();
    let first = ClientFirst::decode(b"n,,n=u,r=abc").unwrap();
    let run = |msg: &[u8]| {
        let (server, _) = ScramServer::new(&first, &cred, "def", &mut [0u8; 128]).unwrap();
        server
            .handle_client_final(msg, &mut [0u8; 128])
            .unwrap_err()
    };
    let proof = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
    let e = run(format!("c=biws,r=abcdeX,p={proof}").as_bytes());
    assert_eq!(
        (e.kind, e.offset, e.field),
        (SaslErrorKind::NonceMismatch, 9, "r")
    );
    // c= carries "y,," but the client-first said "n,,".
    let e = run(format!("c=eSws,r=abcdef,p={proof}").as_bytes());
    assert_eq!(
        (e.kind, e.offset, e.field),
        (SaslErrorKind::ChannelBindingMismatch, 2, "c")
    );
    let e = run(b"c=biws,r=abcdef,p=AAAA");
    assert_eq!(
        e.kind,
        SaslErrorKind::WrongLength {
            length: 3,
            expected: 32
        }
    );
    let e = run(format!("c=biws,r=abcdef,p={proof}").as_bytes());
    assert_eq!(e.kind, SaslErrorKind::InvalidProof);
    // A client-first asking for channel binding is refused.
    let cb = ClientFirst::decode(b"p=tls-unique,,n=u,r=abc").unwrap();
    assert_eq!(cb.channel_binding, ChannelBinding::Required("tls-unique"));
    let e = ScramServer::new(&cb, &cred, "def", &mut [0u8; 128]).unwrap_err();
    assert_eq!(e.kind, SaslErrorKind::ChannelBindingNotSupported);
}

/// librdkafka's client-final message: `r=` is its client nonce followed by the whole combined nonce.
/// The inputs and expected bytes are pinned against Python's hashlib / hmac (password "pencil", salt
/// "kcat-salt", 4096 iterations, user "alice").
struct DoubledNonce {
    mechanism: ScramMechanism,
    client_final: &'static [u8],
    server_final: &'static [u8],
}

const KCAT_CLIENT_NONCE: &str = "K2;>iVIw4{rW";
const KCAT_SERVER_NONCE: &str = "3f9a1c";
const KCAT_SERVER_FIRST: &[u8] = b"r=K2;>iVIw4{rW3f9a1c,s=a2NhdC1zYWx0,i=4096";
const DOUBLED: [DoubledNonce; 2] = [
    DoubledNonce {
        mechanism: ScramMechanism::Sha256,
        client_final: b"c=biws,r=K2;>iVIw4{rWK2;>iVIw4{rW3f9a1c,p=a8/3Ib9x2tPwK5AQO6y0bNiDMf75GwLzFvf7l3k2gEk=",
        server_final: b"v=qoGm3fETutrFYyikyPfHJBnp3gF5JA8va8qHK5hLI/I=",
    },
    DoubledNonce {
        mechanism: ScramMechanism::Sha512,
        client_final: b"c=biws,r=K2;>iVIw4{rWK2;>iVIw4{rW3f9a1c,p=MRGk0xQ83KOPXIA5qE2PmflWlSfy/t+wzX+A5v93yNKUi0AlyqL8BKWshiVQgFTJwThyfZTfeKawNWIrgG20bQ==",
        server_final: b"v=dIk0G3lrKf5d6hW1D7LmYXoOgS+OzBaOOiGndoqym9jsjuquW8LPaErKepaVDLe08cUxU9j4w6SXTRm0H6TmJA==",
    },
];

/// A server for the kcat exchange, after its server-first message (checked against the pinned bytes).
fn kcat_server(mech: ScramMechanism, check: Option<NonceCheck>) -> ScramServer {
    let cred = ScramCredential::derive(mech, b"pencil", b"kcat-salt", 4096).unwrap();
    let first = ClientFirst::decode(b"n,,n=alice,r=K2;>iVIw4{rW").unwrap();
    assert_eq!(first.nonce, KCAT_CLIENT_NONCE);
    let mut s = [0u8; 128];
    let (server, m) = ScramServer::new(&first, &cred, KCAT_SERVER_NONCE, &mut s).unwrap();
    assert_eq!(&s[..m], KCAT_SERVER_FIRST);
    assert_eq!(server.nonce_check(), NonceCheck::Exact);
    match check {
        Some(check) => server.with_nonce_check(check),
        None => server,
    }
}

/// A SCRAM-SHA-256 client-final message for the kcat exchange carrying `nonce`, with the proof a
/// client knowing the password computes over what it sends (HMAC and PBKDF2 by hand, not the library).
fn kcat_sha256_final(nonce: &str) -> Vec<u8> {
    use hmac_for_test::hmac_sha256;
    use sha2::{Digest, Sha256};
    let mut salted = [0u8; 32];
    pbkdf2_sha256(b"pencil", b"kcat-salt", 4096, &mut salted);
    let client_key = hmac_sha256(&salted, b"Client Key");
    let stored_key: [u8; 32] = Sha256::digest(client_key).into();
    let without_proof = format!("c=biws,r={nonce}");
    let mut auth = b"n=alice,r=K2;>iVIw4{rW,".to_vec();
    auth.extend_from_slice(KCAT_SERVER_FIRST);
    auth.push(b',');
    auth.extend_from_slice(without_proof.as_bytes());
    let signature = hmac_sha256(&stored_key, &auth);
    let proof: Vec<u8> = client_key
        .iter()
        .zip(signature)
        .map(|(k, s)| k ^ s)
        .collect();
    let msg = ClientFinal {
        channel_binding: Base64::from_text("biws").unwrap(),
        nonce,
        extensions: Extensions::NONE,
        proof: Base64::from_bytes(&proof),
    };
    let mut buf = [0u8; 256];
    let n = msg.encode(&mut buf).unwrap();
    buf[..n].to_vec()
}

#[test]
fn nonce_check_rules() {
    let combined = b"abcdef";
    for (echoed, exact, kafka) in [
        (&b"abcdef"[..], true, true),
        (b"abcabcdef", false, true),
        (b"xyzabcdef", false, true),
        (b"abcdefg", false, false),
        (b"abcde", false, false),
        (b"def", false, false),
        (b"", false, false),
    ] {
        assert_eq!(NonceCheck::Exact.accepts(echoed, combined), exact);
        assert_eq!(NonceCheck::KafkaSuffix.accepts(echoed, combined), kafka);
    }
    assert_eq!(NonceCheck::default(), NonceCheck::Exact);
}

#[test]
fn librdkafka_doubled_nonce_needs_kafka_suffix_mode() {
    // The hand-computed client-final agrees with the Python pin, so the helper below is trustworthy.
    let doubled_nonce = format!("{KCAT_CLIENT_NONCE}{KCAT_CLIENT_NONCE}{KCAT_SERVER_NONCE}");
    assert_eq!(kcat_sha256_final(&doubled_nonce), DOUBLED[0].client_final);
    for x in &DOUBLED {
        let mut s = [0u8; 256];
        let server = kcat_server(x.mechanism, Some(NonceCheck::KafkaSuffix));
        assert_eq!(server.nonce_check(), NonceCheck::KafkaSuffix);
        let m = server.handle_client_final(x.client_final, &mut s).unwrap();
        assert_eq!(&s[..m], x.server_final, "{:?}", x.mechanism);

        // The strict RFC rule, by default or chosen explicitly, refuses the same message.
        for check in [None, Some(NonceCheck::Exact)] {
            let e = kcat_server(x.mechanism, check)
                .handle_client_final(x.client_final, &mut s)
                .unwrap_err();
            assert_eq!(
                (e.kind, e.offset, e.message, e.field),
                (SaslErrorKind::NonceMismatch, 9, "SCRAM client-final", "r")
            );
        }

        // One changed proof byte: a wrong proof in Kafka mode, still a nonce mismatch in strict mode.
        let mut bad = x.client_final.to_vec();
        let p = bad.windows(3).rposition(|w| w == b",p=").unwrap() + 3;
        bad[p] = if bad[p] == b'A' { b'B' } else { b'A' };
        let e = kcat_server(x.mechanism, Some(NonceCheck::KafkaSuffix))
            .handle_client_final(&bad, &mut s)
            .unwrap_err();
        assert_eq!(
            (e.kind, e.offset, e.field),
            (SaslErrorKind::InvalidProof, p, "p")
        );
        let e = kcat_server(x.mechanism, None)
            .handle_client_final(&bad, &mut s)
            .unwrap_err();
        assert_eq!(e.kind, SaslErrorKind::NonceMismatch);
    }
}

#[test]
fn kafka_suffix_mode_still_accepts_the_rfc_exchange() {
    for mech in ScramMechanism::KAFKA {
        let cred = ScramCredential::derive(mech, b"pw", b"salt", 4096).unwrap();
        let client = ScramClient::new(mech, client_first("u", "abc", Extensions::NONE)).unwrap();
        let (mut c, mut s) = ([0u8; 512], [0u8; 512]);
        let n = client.client_first(&mut c).unwrap();
        let first = ClientFirst::decode(&c[..n]).unwrap();
        let (server, m) = ScramServer::new(&first, &cred, "def", &mut s).unwrap();
        let server = server.with_nonce_check(NonceCheck::KafkaSuffix);
        let (verifier, n) = client.handle_server_first(&s[..m], b"pw", &mut c).unwrap();
        let m = server.handle_client_final(&c[..n], &mut s).unwrap();
        verifier.verify_server_final(&s[..m]).unwrap();
    }
}

#[test]
fn foreign_nonce_is_refused_in_both_modes_even_when_signed() {
    let combined = format!("{KCAT_CLIENT_NONCE}{KCAT_SERVER_NONCE}");
    // Control: the helper's proof is right, so the nonce rule is the only thing that can refuse.
    let mut s = [0u8; 256];
    for check in [NonceCheck::Exact, NonceCheck::KafkaSuffix] {
        let msg = kcat_sha256_final(&combined);
        kcat_server(ScramMechanism::Sha256, Some(check))
            .handle_client_final(&msg, &mut s)
            .unwrap();
    }
    for nonce in [
        format!("{combined}X"), // something after the combined nonce
        combined[..combined.len() - 1].to_string(), // cut short
        format!("X{}", &combined[..combined.len() - 1]), // shifted
        KCAT_SERVER_NONCE.to_string(), // only the server part
        format!("{KCAT_CLIENT_NONCE}{KCAT_CLIENT_NONCE}"), // only the client part, twice
        "0123456789".to_string(), // unrelated
    ] {
        let msg = kcat_sha256_final(&nonce);
        for check in [NonceCheck::Exact, NonceCheck::KafkaSuffix] {
            let e = kcat_server(ScramMechanism::Sha256, Some(check))
                .handle_client_final(&msg, &mut s)
                .unwrap_err();
            assert_eq!(
                (e.kind, e.offset, e.field),
                (SaslErrorKind::NonceMismatch, 9, "r"),
                "{nonce} {check:?}"
            );
        }
    }
}

#[test]
fn client_checks_the_server_nonce() {
    let mech = ScramMechanism::Sha256;
    for (msg, kind, offset) in [
        (
            &b"r=abX,s=c2FsdA==,i=4096"[..],
            SaslErrorKind::NonceMismatch,
            2,
        ),
        (b"r=abc,s=c2FsdA==,i=4096", SaslErrorKind::NonceMismatch, 2),
    ] {
        let client = ScramClient::new(mech, client_first("u", "abc", Extensions::NONE)).unwrap();
        let e = client
            .handle_server_first(msg, b"pw", &mut [0u8; 256])
            .unwrap_err();
        assert_eq!((e.kind, e.offset, e.field), (kind, offset, "r"));
    }
}

#[test]
fn delegation_token_credentials_round_trip() {
    let hmac = token_hmac(b"delegation-secret", "tokenid-42");
    assert_eq!(
        hex(&hmac),
        "13302f5ba3254e1d2109b60e734469e3891e7c5ba179a7c999f196e932e244de915a809dce40e52786cb854c36db5ed779521b063f88484fda8593c9ee5f77c7"
    );
    let password = token_password(&hmac);
    assert_eq!(
        password.as_str(),
        "EzAvW6MlTh0hCbYOc0Rp44kefFuheafJmfGW6TLiRN6RWoCdzkDlJ4bLhUw2217XeVIbBj+ISE/ahZPJ7l93xw=="
    );
    assert!(password.matches(password.as_bytes()));
    assert!(!password.matches(b"EzAv"));
    assert_eq!(
        format!("{password:?}"),
        "TokenPassword(<redacted, 88 bytes>)"
    );

    // The client authenticates with the token id as user, the base64 HMAC as password, tokenauth=true.
    let mech = ScramMechanism::Sha256;
    let client =
        ScramClient::new(mech, client_first("tokenid-42", "tokclient", TOKEN_AUTH)).unwrap();
    let (mut c, mut s) = ([0u8; 512], [0u8; 512]);
    let n = client.client_first(&mut c).unwrap();
    assert_eq!(&c[..n], b"n,,n=tokenid-42,r=tokclient,tokenauth=true");

    // The server sees token auth, maps the user name to the token id and derives the credential.
    let first = ClientFirst::decode(&c[..n]).unwrap();
    let token_id = first.token_id().unwrap();
    assert!(token_id.eq_unescaped("tokenid-42"));
    let server_hmac = token_hmac(b"delegation-secret", token_id.as_plain().unwrap());
    let cred = token_credential(mech, &server_hmac, b"token-salt").unwrap();
    assert_eq!(cred.iterations, 4096);
    assert_eq!(
        cred,
        ScramCredential::derive(mech, password.as_bytes(), b"token-salt", 4096).unwrap()
    );

    let (server, m) = ScramServer::new(&first, &cred, "tokserver", &mut s).unwrap();
    assert_eq!(&s[..m], b"r=tokclienttokserver,s=dG9rZW4tc2FsdA==,i=4096");
    let (verifier, n) = client
        .handle_server_first(&s[..m], password.as_bytes(), &mut c)
        .unwrap();
    assert_eq!(
        &c[..n],
        &b"c=biws,r=tokclienttokserver,p=zk2VmqbCRuB6ibgSsCL2ILUYUu51OxPeg2QObcUiKpY="[..]
    );
    let m = server.handle_client_final(&c[..n], &mut s).unwrap();
    assert_eq!(&s[..m], b"v=UwY4DiGqSv5j9dCRWe+T68Gx6RAN/4HbCmdub0lfpbM=");
    verifier.verify_server_final(&s[..m]).unwrap();

    // Without tokenauth=true there is no token id; tokenauth is read as Kafka reads a boolean.
    let plain = ClientFirst::decode(b"n,,n=tokenid-42,r=x").unwrap();
    assert_eq!(
        plain.token_id().unwrap_err().kind,
        SaslErrorKind::NotTokenAuth
    );
    assert!(!ClientFirst::decode(b"n,,n=t,r=x,tokenauth=false")
        .unwrap()
        .is_token_auth());
    assert!(ClientFirst::decode(b"n,,n=t,r=x,tokenauth=TRUE")
        .unwrap()
        .is_token_auth());
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

#[test]
fn saslname_escapes() {
    let n = SaslName::from_escaped("a=2Cb=3Dc").unwrap();
    assert_eq!(n.unescaped().collect::<Vec<u8>>(), b"a,b=c");
    assert_eq!(n.unescaped_len(), 5);
    assert_eq!(n.escaped_len(), 9);
    assert_eq!(n.as_plain(), None);
    let mut out = [0u8; 5];
    assert_eq!(n.write_unescaped(&mut out).unwrap(), 5);
    assert_eq!(&out, b"a,b=c");
    assert_eq!(
        n.write_unescaped(&mut [0u8; 4]).unwrap_err().kind,
        SaslErrorKind::BufferTooSmall {
            needed: 5,
            available: 4
        }
    );
    assert!(n.eq_unescaped("a,b=c"));
    assert!(!n.eq_unescaped("a=2Cb=3Dc"));
    assert_eq!(n, SaslName::new("a,b=c"));
    assert_eq!(SaslName::new("a,b=c").escaped_len(), 9);
    assert_eq!(
        SaslName::from_escaped("plain").unwrap().as_plain(),
        Some("plain")
    );
    for (bad, kind, offset) in [
        ("a=2c", SaslErrorKind::InvalidEscape, 1),
        ("a=3d", SaslErrorKind::InvalidEscape, 1),
        ("ab=", SaslErrorKind::InvalidEscape, 2),
        ("a=2", SaslErrorKind::InvalidEscape, 1),
        ("a=41", SaslErrorKind::InvalidEscape, 1),
        ("a,b", SaslErrorKind::InvalidByte { byte: b',' }, 1),
        ("a\0b", SaslErrorKind::InvalidByte { byte: 0 }, 1),
        ("", SaslErrorKind::Empty, 0),
    ] {
        let e = SaslName::from_escaped(bad).unwrap_err();
        assert_eq!((e.kind, e.offset), (kind, offset), "{bad:?}");
    }
}

#[test]
fn plain_parse_and_emit() {
    let mut buf = [0u8; 64];
    let p = Plain::decode(b"admin\0alice\0s3cr=t,").unwrap();
    assert_eq!(
        p,
        Plain {
            authzid: Some("admin"),
            authcid: "alice",
            password: "s3cr=t,"
        }
    );
    assert_eq!(p.len(), 19);
    let n = p.encode(&mut buf).unwrap();
    assert_eq!(&buf[..n], b"admin\0alice\0s3cr=t,");
    let q = Plain::decode("\0j\u{f6}rg\0p\u{e4}ss".as_bytes()).unwrap();
    assert_eq!(
        (q.authzid, q.authcid, q.password),
        (None, "j\u{f6}rg", "p\u{e4}ss")
    );
    assert_eq!(
        format!("{q:?}"),
        "Plain { authzid: None, authcid: \"j\u{f6}rg\", password: <redacted, 5 bytes> }"
    );
    let long = "x".repeat(255);
    assert!(Plain::decode(format!("\0{long}\0{long}").as_bytes()).is_ok());
}

/// (input, kind, offset, field) for one malformed payload.
type Case<'a> = (&'a [u8], SaslErrorKind, usize, &'a str);

fn check_cases(what: &str, cases: &[Case<'_>], parse: impl Fn(&[u8]) -> Result<(), SaslError>) {
    for &(input, kind, offset, field) in cases {
        let e = parse(input).expect_err(&format!(
            "{what}: {:?} should fail",
            String::from_utf8_lossy(input)
        ));
        assert_eq!(
            (e.kind, e.offset, e.field),
            (kind, offset, field),
            "{what}: {:?} gave {e}",
            String::from_utf8_lossy(input)
        );
        // The message displays on one line with the offset.
        assert!(e.to_string().contains(&format!("at byte {offset}")));
    }
}

#[test]
fn plain_malformed() {
    use SaslErrorKind::*;
    let long = format!("\0{}\0pw", "u".repeat(256));
    let cases: &[Case<'_>] = &[
        (b"", Missing, 0, "authcid"),
        (b"alice", Missing, 5, "authcid"),
        (b"\0alice", Missing, 6, "password"),
        (b"\0\0pw", Empty, 1, "authcid"),
        (b"\0alice\0", Empty, 7, "password"),
        (b"\0alice\0p\0w", InvalidByte { byte: 0 }, 8, "password"),
        (
            b"\0al\xffce\0pw",
            InvalidUtf8 { valid_up_to: 2 },
            3,
            "authcid",
        ),
        (
            b"\xc3\0alice\0pw",
            InvalidUtf8 { valid_up_to: 0 },
            0,
            "authzid",
        ),
        (
            long.as_bytes(),
            TooLong {
                length: 256,
                max: 255,
            },
            1,
            "authcid",
        ),
    ];
    check_cases("PLAIN", cases, |b| Plain::decode(b).map(|_| ()));
    let e = Plain {
        authzid: None,
        authcid: "",
        password: "x",
    }
    .encode(&mut [0u8; 8])
    .unwrap_err();
    assert_eq!((e.kind, e.field), (Empty, "authcid"));
    let e = Plain {
        authzid: None,
        authcid: "a\0b",
        password: "x",
    }
    .encode(&mut [0u8; 8])
    .unwrap_err();
    assert_eq!(
        (e.kind, e.offset, e.field),
        (InvalidByte { byte: 0 }, 1, "authcid")
    );
}

#[test]
fn client_first_malformed() {
    use SaslErrorKind::*;
    let cases: &[Case<'_>] = &[
        (b"", Missing, 0, "gs2-header"),
        (
            b"x,,n=u,r=abc",
            UnexpectedAttribute { found: b'x' },
            0,
            "gs2-header",
        ),
        (
            b"n,n=u,r=abc",
            UnexpectedAttribute { found: b'n' },
            2,
            "gs2-header",
        ),
        (b"n,,", Missing, 3, "n"),
        (b"n,,r=abc,n=u", UnexpectedAttribute { found: b'r' }, 3, "n"),
        (b"n,,n=u", Missing, 6, "r"),
        (b"n,,n=u,", Missing, 7, "r"),
        (b"n,,n=u,x=abc", UnexpectedAttribute { found: b'x' }, 7, "r"),
        (b"n,,n=u,r=", Empty, 9, "r"),
        (b"n,,n=u,r=ab\x7fc", InvalidByte { byte: 0x7f }, 11, "r"),
        (b"n,,n=u,r=ab c", InvalidByte { byte: b' ' }, 11, "r"),
        (b"n,,n=,r=abc", Empty, 5, "n"),
        (b"n,,n=a=2cb,r=abc", InvalidEscape, 6, "n"),
        (b"n,,n=a=b,r=abc", InvalidEscape, 6, "n"),
        (b"n,,n=ab=,r=abc", InvalidEscape, 7, "n"),
        (b"n,a=x=3,n=u,r=abc", InvalidEscape, 5, "a"),
        (b"n,a=,n=u,r=abc", Empty, 4, "a"),
        (b"n,,m=ext,n=u,r=abc", MandatoryExtension, 3, "m"),
        (
            b"n,,nn=u,r=abc",
            UnexpectedAttribute { found: b'n' },
            3,
            "n",
        ),
        (b"p=,,n=u,r=abc", Empty, 2, "gs2-header"),
        (
            b"p=tls_unique,,n=u,r=abc",
            InvalidByte { byte: b'_' },
            5,
            "gs2-header",
        ),
        (b"n,,n=u,r=abc,tokenauth", Missing, 22, "extension"),
        (b"n,,n=u,r=abc,tokenauth=", Empty, 23, "extension"),
        (b"n,,n=u,r=abc,=true", Empty, 13, "extension"),
        (
            b"n,,n=u,r=abc,tok3n=true",
            InvalidByte { byte: b'3' },
            16,
            "extension",
        ),
        (b"n,,n=u,r=abc,a=1,a=2", DuplicateExtension, 17, "extension"),
        (b"n,,n=u,r=abc,", Missing, 13, "extension"),
        (b"n,,n=\xff,r=abc", InvalidUtf8 { valid_up_to: 0 }, 5, "n"),
    ];
    check_cases("client-first", cases, |b| {
        ClientFirst::decode(b).map(|_| ())
    });
    let many: String = (0..17)
        .map(|i| format!(",{}=1", "abcdefghijklmnopq".get(i..=i).unwrap()))
        .collect();
    let e = ClientFirst::decode(format!("n,,n=u,r=abc{many}").as_bytes()).unwrap_err();
    assert_eq!(
        e.kind,
        TooLong {
            length: 17,
            max: 16
        }
    );
}

#[test]
fn server_first_malformed() {
    use SaslErrorKind::*;
    let cases: &[Case<'_>] = &[
        (b"", Missing, 0, "r"),
        (
            b"s=c2FsdA==,r=abc,i=4096",
            UnexpectedAttribute { found: b's' },
            0,
            "r",
        ),
        (b"m=x,r=abc,s=c2FsdA==,i=4096", MandatoryExtension, 0, "m"),
        (b"r=abc", Missing, 5, "s"),
        (
            b"r=abc,i=4096,s=c2FsdA==",
            UnexpectedAttribute { found: b'i' },
            6,
            "s",
        ),
        (b"r=abc,s=c2FsdA=", InvalidBase64, 12, "s"),
        (b"r=abc,s=c2F*dA==,i=4096", InvalidBase64, 11, "s"),
        (b"r=abc,s=c2=sdA==,i=4096", InvalidBase64, 10, "s"),
        (b"r=abc,s=c2FsdB==,i=4096", InvalidBase64, 13, "s"),
        (b"r=abc,s=,i=4096", Empty, 8, "s"),
        (b"r=abc,s=c2FsdA==", Missing, 16, "i"),
        (b"r=abc,s=c2FsdA==,i=", InvalidNumber, 19, "i"),
        (b"r=abc,s=c2FsdA==,i=04096", InvalidNumber, 19, "i"),
        (b"r=abc,s=c2FsdA==,i=-1", InvalidNumber, 19, "i"),
        (b"r=abc,s=c2FsdA==,i=4096x", InvalidNumber, 19, "i"),
        (b"r=abc,s=c2FsdA==,i=4294967296", InvalidNumber, 19, "i"),
        (
            b"r=a\x01c,s=c2FsdA==,i=4096",
            InvalidByte { byte: 1 },
            3,
            "r",
        ),
    ];
    check_cases("server-first", cases, |b| {
        ServerFirst::decode(b).map(|_| ())
    });
    assert_eq!(
        ServerFirst::decode(b"r=abc,s=c2FsdA==,i=4294967295")
            .unwrap()
            .iterations,
        u32::MAX
    );
}

#[test]
fn client_final_malformed() {
    use SaslErrorKind::*;
    let cases: &[Case<'_>] = &[
        (b"", Missing, 0, "c"),
        (
            b"r=abc,c=biws,p=AAAA",
            UnexpectedAttribute { found: b'r' },
            0,
            "c",
        ),
        (b"c=biws,r=abc", Missing, 12, "p"),
        (
            b"c=biws,p=AAAA,r=abc",
            UnexpectedAttribute { found: b'p' },
            7,
            "r",
        ),
        (b"c=biw,r=abc,p=AAAA", InvalidBase64, 2, "c"),
        (b"c=,r=abc,p=AAAA", Empty, 2, "c"),
        (b"c=biws,r=abc,p=AA=A", InvalidBase64, 17, "p"),
        (b"c=biws,r=abc,p=", Empty, 15, "p"),
        (
            b"c=biws,r=abc,p=AAAA,x=1",
            TrailingBytes { count: 4 },
            19,
            "end",
        ),
        (
            b"c=biws,r=abc,x=1,x=2,p=AAAA",
            DuplicateExtension,
            17,
            "extension",
        ),
        (b"c=biws,r=a,c,p=AAAA", Missing, 12, "extension"),
    ];
    check_cases("client-final", cases, |b| {
        ClientFinal::decode(b).map(|_| ())
    });
    let ok = ClientFinal::decode(b"c=biws,r=abc,x=1,p=AAAA").unwrap();
    assert_eq!(ok.extensions.get("x"), Some("1"));
}

#[test]
fn server_final_malformed() {
    use SaslErrorKind::*;
    let cases: &[Case<'_>] = &[
        (b"", Missing, 0, "v"),
        (b"x=1", UnexpectedAttribute { found: b'x' }, 0, "v"),
        (b"v=", Empty, 2, "v"),
        (b"v=AAA", InvalidBase64, 2, "v"),
        (b"e=", Empty, 2, "e"),
        (
            b"e=invalid-proof,x=1",
            TrailingBytes { count: 4 },
            15,
            "end",
        ),
        (b"v=AAAA,e=x", TrailingBytes { count: 4 }, 6, "end"),
    ];
    check_cases("server-final", cases, |b| {
        ServerFinal::decode(b).map(|_| ())
    });
}

#[test]
fn oauthbearer_parse_and_emit() {
    let wire = b"n,,\x01auth=Bearer eyJ0eXAi.eyJzdWIi.sig-_~+/==\x01\x01";
    let m = OAuthBearer::decode(wire).unwrap();
    assert_eq!(m.token, "eyJ0eXAi.eyJzdWIi.sig-_~+/==");
    assert!(m.authzid.is_none());
    assert!(m.extensions.is_empty());
    let mut buf = [0u8; 128];
    let n = m.encode(&mut buf).unwrap();
    assert_eq!(&buf[..n], wire);

    // Extensions before and after auth; emit puts auth first (the order Kafka's client writes).
    let wire = b"y,a=us=2Cer,\x01logicalCluster=lkc-1\x01auth=Bearer t0k\x01traceId=a b\x01\x01";
    let m = OAuthBearer::decode(wire).unwrap();
    assert_eq!(m.channel_binding, ChannelBinding::ClientSupports);
    assert!(m.authzid.unwrap().eq_unescaped("us,er"));
    assert_eq!(m.token, "t0k");
    assert_eq!(
        m.extensions.iter().collect::<Vec<_>>(),
        [("logicalCluster", "lkc-1"), ("traceId", "a b")]
    );
    assert!(!format!("{m:?}").contains("t0k"), "the token is redacted");
    let n = m.encode(&mut buf).unwrap();
    assert_eq!(
        &buf[..n],
        b"y,a=us=2Cer,\x01auth=Bearer t0k\x01logicalCluster=lkc-1\x01traceId=a b\x01\x01"
    );
    assert_eq!(OAuthBearer::decode(&buf[..n]).unwrap(), m);
}

#[test]
fn oauthbearer_malformed() {
    use SaslErrorKind::*;
    let cases: &[Case<'_>] = &[
        (b"", Missing, 0, "gs2-header"),
        (b"n,,", Missing, 3, "kvsep"),
        (
            b"n,,auth=Bearer x\x01\x01",
            UnexpectedAttribute { found: b'a' },
            3,
            "kvsep",
        ),
        (b"n,,\x01\x01", Missing, 4, "auth"),
        (b"n,,\x01auth=Bearer x\x01", Missing, 18, "kvsep"),
        (b"n,,\x01auth=Bearer x", Missing, 17, "kvsep"),
        (
            b"n,,\x01auth=bearer x\x01\x01",
            UnsupportedScheme,
            9,
            "auth",
        ),
        (b"n,,\x01auth=Basic x\x01\x01", UnsupportedScheme, 9, "auth"),
        (b"n,,\x01auth=Bearer\x01\x01", UnsupportedScheme, 9, "auth"),
        (b"n,,\x01auth=Bearer \x01\x01", Empty, 16, "auth"),
        (
            b"n,,\x01auth=Bearer  x\x01\x01",
            InvalidByte { byte: b' ' },
            16,
            "auth",
        ),
        (
            b"n,,\x01auth=Bearer a=b\x01\x01",
            InvalidByte { byte: b'b' },
            18,
            "auth",
        ),
        (
            b"n,,\x01auth=Bearer a\x01auth=Bearer b\x01\x01",
            DuplicateExtension,
            18,
            "auth",
        ),
        (
            b"n,,\x01auth=Bearer a\x01x=1\x01x=2\x01\x01",
            DuplicateExtension,
            22,
            "extension",
        ),
        (
            b"n,,\x01auth=Bearer a\x01x1=1\x01\x01",
            InvalidByte { byte: b'1' },
            19,
            "extension",
        ),
        (
            b"n,,\x01auth=Bearer a\x01x\x01\x01",
            Missing,
            19,
            "extension",
        ),
        (
            b"n,,\x01auth=Bearer a\x01x=\x7f\x01\x01",
            InvalidByte { byte: 0x7f },
            20,
            "extension",
        ),
        (
            b"n,,\x01auth=Bearer a\x01\x01junk",
            TrailingBytes { count: 4 },
            19,
            "end",
        ),
        (
            b"p=tls-unique,,\x01auth=Bearer a\x01\x01",
            ChannelBindingNotSupported,
            0,
            "gs2-header",
        ),
        (b"n,a=b=2,\x01auth=Bearer a\x01\x01", InvalidEscape, 5, "a"),
    ];
    check_cases("OAUTHBEARER", cases, |b| OAuthBearer::decode(b).map(|_| ()));
    let pairs = [("auth", "x")];
    let m = OAuthBearer {
        channel_binding: ChannelBinding::No,
        authzid: None,
        token: "t",
        extensions: Extensions::new(&pairs),
    };
    assert_eq!(m.encode(&mut [0u8; 64]).unwrap_err().field, "extension");
}

/// Every prefix and every single-byte change of each valid payload parses without panicking; a change
/// that still parses must re-emit to exactly its own bytes.
#[test]
fn truncations_and_mutations_never_panic() {
    let samples: [&[u8]; 9] = [
        RFC7677.client_first,
        RFC7677.server_first,
        RFC7677.client_final,
        RFC7677.server_final,
        b"y,a=x=2Cy,n=u=3D,r=abc,tokenauth=true",
        b"e=invalid-proof",
        b"admin\0alice\0secret",
        b"n,a=u,\x01auth=Bearer t.k-n\x01x=1\x01\x01",
        b"c=biws,r=abc,x=1,p=AAAA",
    ];
    let mut buf = [0u8; 512];
    let mut check = |input: &[u8]| {
        if let Ok(v) = ClientFirst::decode(input) {
            let n = v.encode(&mut buf).unwrap();
            assert_eq!(&buf[..n], input);
        }
        if let Ok(v) = ServerFirst::decode(input) {
            let n = v.encode(&mut buf).unwrap();
            assert_eq!(&buf[..n], input);
        }
        if let Ok(v) = ClientFinal::decode(input) {
            let n = v.encode(&mut buf).unwrap();
            assert_eq!(&buf[..n], input);
        }
        if let Ok(v) = ServerFinal::decode(input) {
            let n = v.encode(&mut buf).unwrap();
            assert_eq!(&buf[..n], input);
        }
        if let Ok(v) = Plain::decode(input) {
            let n = v.encode(&mut buf).unwrap();
            assert_eq!(&buf[..n], input);
        }
        if let Ok(v) = OAuthBearer::decode(input) {
            let n = v.encode(&mut buf).unwrap();
            assert_eq!(OAuthBearer::decode(&buf[..n]).unwrap(), v);
        }
    };
    for s in samples {
        for end in 0..=s.len() {
            check(&s[..end]);
        }
        for i in 0..s.len() {
            for b in [0u8, 1, b',', b'=', b'a', b'0', 0x7f, 0xff, b'\x01', b' '] {
                let mut m = s.to_vec();
                m[i] = b;
                check(&m);
            }
        }
    }
}

/// A whole SCRAM exchange (both sides, both mechanisms, with credential derivation) and the PLAIN and
/// OAUTHBEARER codecs run without touching the heap.
#[test]
fn full_exchange_allocates_nothing() {
    let info = allocation_counter::measure(|| {
        for mech in ScramMechanism::KAFKA {
            let cred = ScramCredential::derive(mech, b"pw", b"salt", 4096).unwrap();
            let client = ScramClient::new(mech, client_first("u,x", "abc", TOKEN_AUTH)).unwrap();
            let (mut c, mut s) = ([0u8; 512], [0u8; 512]);
            let n = client.client_first(&mut c).unwrap();
            let first = ClientFirst::decode(&c[..n]).unwrap();
            let mut name = [0u8; 8];
            let len = first
                .token_id()
                .unwrap()
                .write_unescaped(&mut name)
                .unwrap();
            assert_eq!(&name[..len], b"u,x");
            let (server, m) = ScramServer::new(&first, &cred, "def", &mut s).unwrap();
            let (verifier, n) = client.handle_server_first(&s[..m], b"pw", &mut c).unwrap();
            let m = server.handle_client_final(&c[..n], &mut s).unwrap();
            verifier.verify_server_final(&s[..m]).unwrap();
        }
        let hmac = token_hmac(b"k", "id");
        let _ = token_credential(ScramMechanism::Sha512, &hmac, b"s").unwrap();
        let p = Plain::decode(b"\0a\0b").unwrap();
        p.encode(&mut [0u8; 8]).unwrap();
        let o = OAuthBearer::decode(b"n,,\x01auth=Bearer t\x01x=1\x01\x01").unwrap();
        o.encode(&mut [0u8; 64]).unwrap();
        assert!(ClientFirst::decode(b"n,,n=a=2,r=x").is_err());
    });
    assert_eq!(
        info.count_total, 0,
        "the SASL code allocated {} times",
        info.count_total
    );
}

#[test]
fn allocation_counter_counts() {
    let info = allocation_counter::measure(|| {
        std::hint::black_box(vec![1u8; 10]);
    });
    assert!(info.count_total > 0);
}

/// The sasl fuzz target's seed corpus: each seed's payload is valid for the parser its first byte picks.
#[test]
fn sasl_fuzz_seeds_parse() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus/sasl");
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        let data = std::fs::read(&path).unwrap();
        let (which, input) = data.split_first().unwrap();
        let ok = match which % 8 {
            0 => Plain::decode(input).is_ok(),
            1 => ClientFirst::decode(input).is_ok(),
            2 | 7 => ServerFirst::decode(input).is_ok(),
            3 | 6 => ClientFinal::decode(input).is_ok(),
            4 => ServerFinal::decode(input).is_ok(),
            _ => OAuthBearer::decode(input).is_ok(),
        };
        assert!(ok, "{}", path.display());
        count += 1;
    }
    assert_eq!(count, 10);
}

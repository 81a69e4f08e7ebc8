//! SASL payloads: RFC example exchanges byte for byte, parse/emit pairs with exact bytes, full SCRAM
//! exchanges for both Kafka mechanisms, delegation-token credentials, and malformed payloads (each with
//! its error kind, offset and attribute).

use kafka_view::sasl::{
    token_credential, token_hmac, token_password, Base64, ChannelBinding, ClientFinal, ClientFirst,
    Extensions, OAuthBearer, Plain, SaslError, SaslErrorKind, SaslName, ScramClient,
    ScramCredential, ScramMechanism, ScramServer, ServerErrorValue, ServerFinal, ServerFirst,
    TOKEN_AUTH,
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
    let salt = decode_b64(x.salt_b64);
    let cred = ScramCredential::derive(x.mechanism, b"pencil", &salt, 4096).unwrap();
    let client = ScramClient::new(
        x.mechanism,
        client_first("user", x.client_nonce, Extensions::NONE),
    )
    .unwrap();
    let mut c = [0u8; 512];
    let mut s = [0u8; 512];

    let n = client.client_first(&mut c).unwrap();
    assert_eq!(&c[..n], x.client_first);
    let first = ClientFirst::parse(&c[..n]).unwrap();
    assert!(first.username.eq_unescaped("user"));
    assert_eq!(first.nonce, x.client_nonce);

    let (server, m) = ScramServer::new(&first, &cred, x.server_nonce, &mut s).unwrap();
    assert_eq!(
        std::str::from_utf8(&s[..m]).unwrap(),
        std::str::from_utf8(x.server_first).unwrap()
    );

    let (verifier, n) = client
        .handle_server_first(&s[..m], b"pencil", &mut c)
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

//! Parsing the SASL text payloads (`kafka_view::sasl`): one realistic message of each grammar.
//!
//! - `plain`: a PLAIN initial response with an authzid.
//! - `scram_client_first`: a SCRAM client-first (GS2 header `n,,`, user, nonce, and the
//!   `tokenauth=true` extension of a delegation-token login).
//! - `scram_server_first`: the combined nonce, a 16-byte salt and the iteration count.
//!
//! The four SCRAM messages are RFC 7677's SCRAM-SHA-256 example (the client-first with the extension).
//! - `scram_client_final`: `c=biws`, the combined nonce and a SHA-256 proof (32 bytes, 44 base64
//!   characters).
//! - `scram_server_final`: a SHA-256 server signature.
//! - `oauthbearer`: an OAUTHBEARER initial response with an authzid, a JWT-sized bearer token and three
//!   extensions.
//!
//! Before anything is timed each message is parsed and every field compared with what it must be, and
//! the parsed value is written back and must give the same bytes. One criterion group, `sasl_parse`,
//! with one id per message (`target/criterion/sasl_parse/<id>/`).
//!
//! Run with `cargo bench --bench sasl`; criterion's command line overrides the short settings below.

use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion, Throughput};
use kafka_view::sasl::{
    ChannelBinding, ClientFinal, ClientFirst, OAuthBearer, Plain, SaslError, ServerFinal,
    ServerFirst,
};

mod common;

const PLAIN: &[u8] = b"admin\0alice\0alice-secret-2024";
// The SCRAM-SHA-256 exchange of RFC 7677 (user "user"), the client-first with Kafka's token extension.
const CLIENT_FIRST: &[u8] = b"n,,n=user,r=rOprNGfwEbeRWgbNEkqO,tokenauth=true";
const NONCE: &str = "rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0";
const SERVER_FIRST: &[u8] =
    b"r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096";
const CLIENT_FINAL: &[u8] = b"c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,\
p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=";
const SERVER_FINAL: &[u8] = b"v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=";
const TOKEN: &str = "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.\
eyJzdWIiOiJhbGljZSIsImlzcyI6Imh0dHBzOi8vaWRwLmV4YW1wbGUuY29tIiwiYXVkIjoia2Fma2EiLCJleHAiOjE4MDAwMDAwMDB9.\
c2lnbmF0dXJlLW9mLXRoZS10b2tlbi1nb2VzLWhlcmUtYW5kLWl0LWlzLWxvbmc";

/// The OAUTHBEARER message: `n,a=alice,` then `auth` and three extensions, each ended by `\x01`.
fn oauthbearer_bytes() -> Vec<u8> {
    let mut v = b"n,a=alice,\x01auth=Bearer ".to_vec();
    v.extend_from_slice(TOKEN.as_bytes());
    v.extend_from_slice(
        b"\x01traceId=4bf92f3577b34da6a3ce929d0e0e4736\x01logicalCluster=lkc-1234\
\x01identityPoolId=pool-Ab3d\x01\x01",
    );
    v
}

/// Writes a parsed message back with `encode` and requires the input's bytes.
fn same_bytes(name: &str, input: &[u8], emit: impl Fn(&mut [u8]) -> Result<usize, SaslError>) {
    let mut buf = [0u8; 512];
    let n = emit(&mut buf).unwrap_or_else(|e| panic!("{name}: encode failed: {e}"));
    assert_eq!(&buf[..n], input, "{name}: written back differently");
}

fn check_all(oauth: &[u8]) {
    let p = Plain::decode(PLAIN).unwrap();
    assert_eq!(
        (p.authzid, p.authcid, p.password),
        (Some("admin"), "alice", "alice-secret-2024")
    );
    same_bytes("plain", PLAIN, |b| p.encode(b));

    let cf = ClientFirst::decode(CLIENT_FIRST).unwrap();
    assert_eq!(cf.channel_binding, ChannelBinding::No);
    assert!(cf.authzid.is_none());
    assert!(cf.username.eq_unescaped("user"));
    assert_eq!(cf.nonce, "rOprNGfwEbeRWgbNEkqO");
    assert!(cf.is_token_auth());
    assert_eq!(cf.extensions.len(), 1);
    same_bytes("client-first", CLIENT_FIRST, |b| cf.encode(b));

    let sf = ServerFirst::decode(SERVER_FIRST).unwrap();
    assert_eq!(sf.nonce, NONCE);
    assert_eq!(sf.salt.text(), Some("W22ZaJ0SNY7soEsUEjb6gQ=="));
    assert!(sf.salt.eq_bytes(&[
        0x5b, 0x6d, 0x99, 0x68, 0x9d, 0x12, 0x35, 0x8e, 0xec, 0xa0, 0x4b, 0x14, 0x12, 0x36, 0xfa,
        0x81,
    ]));
    assert_eq!(sf.iterations, 4096);
    assert!(sf.extensions.is_empty());
    same_bytes("server-first", SERVER_FIRST, |b| sf.encode(b));

    let cl = ClientFinal::decode(CLIENT_FINAL).unwrap();
    assert!(cl.channel_binding.eq_bytes(b"n,,"));
    assert_eq!(cl.nonce, NONCE);
    assert!(cl.extensions.is_empty());
    assert_eq!(cl.proof.decoded_len(), 32);
    same_bytes("client-final", CLIENT_FINAL, |b| cl.encode(b));

    let sv = ServerFinal::decode(SERVER_FINAL).unwrap();
    match sv {
        ServerFinal::Verifier(v) => assert_eq!(v.decoded_len(), 32),
        ServerFinal::Error(e) => panic!("server-final: an error {e:?}"),
    }
    same_bytes("server-final", SERVER_FINAL, |b| sv.encode(b));

    let ob = OAuthBearer::decode(oauth).unwrap();
    assert_eq!(ob.channel_binding, ChannelBinding::No);
    assert!(ob.authzid.is_some_and(|a| a.eq_unescaped("alice")));
    assert_eq!(ob.token, TOKEN);
    let ext: Vec<_> = ob.extensions.iter().collect();
    assert_eq!(
        ext,
        [
            ("traceId", "4bf92f3577b34da6a3ce929d0e0e4736"),
            ("logicalCluster", "lkc-1234"),
            ("identityPoolId", "pool-Ab3d"),
        ]
    );
    same_bytes("oauthbearer", oauth, |b| ob.encode(b));
}

/// Times `decode` of `input`; the parsed value goes through `black_box`, so none of it can be skipped.
fn one<'a, T>(
    g: &mut BenchmarkGroup<'_, WallTime>,
    id: &str,
    input: &'a [u8],
    parse: fn(&'a [u8]) -> Result<T, SaslError>,
) {
    g.throughput(Throughput::Bytes(input.len() as u64));
    g.bench_function(id, |b| b.iter(|| black_box(parse(black_box(input)))));
}

fn sasl(c: &mut Criterion) {
    let oauth = oauthbearer_bytes();
    check_all(&oauth);

    let mut g = c.benchmark_group("sasl_parse");
    one(&mut g, "plain", PLAIN, Plain::decode);
    one(
        &mut g,
        "scram_client_first",
        CLIENT_FIRST,
        ClientFirst::decode,
    );
    one(
        &mut g,
        "scram_server_first",
        SERVER_FIRST,
        ServerFirst::decode,
    );
    one(
        &mut g,
        "scram_client_final",
        CLIENT_FINAL,
        ClientFinal::decode,
    );
    one(
        &mut g,
        "scram_server_final",
        SERVER_FINAL,
        ServerFinal::decode,
    );
    one(&mut g, "oauthbearer", &oauth, OAuthBearer::decode);
    g.finish();
}

criterion_group! {
    name = benches;
    config = common::settings(50);
    targets = sasl
}
criterion_main!(benches);

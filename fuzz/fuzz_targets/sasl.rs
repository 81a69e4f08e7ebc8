//! The first byte picks a SASL parser, the rest is its payload: PLAIN, the four SCRAM messages,
//! OAUTHBEARER, or a SCRAM server (client) state machine fed the bytes as the client-final (server-first)
//! message. Never panics, never allocates; a payload that parses emits back to the same bytes (OAUTHBEARER,
//! which writes `auth` first, to bytes that parse to an equal value).
#![no_main]

use std::sync::OnceLock;

use kafka_view::sasl::{
    ChannelBinding, ClientFinal, ClientFirst, Extensions, OAuthBearer, Plain, SaslName,
    ScramClient, ScramCredential, ScramMechanism, ScramServer, ServerFinal, ServerFirst,
};
use kafka_view_fuzz::no_alloc;
use libfuzzer_sys::fuzz_target;

fn credential() -> &'static ScramCredential<'static> {
    static CRED: OnceLock<ScramCredential<'static>> = OnceLock::new();
    CRED.get_or_init(|| {
        ScramCredential::derive(ScramMechanism::Sha256, b"pencil", b"salt", 4096).unwrap()
    })
}

fn client_first() -> ClientFirst<'static> {
    ClientFirst {
        channel_binding: ChannelBinding::No,
        authzid: None,
        username: SaslName::new("user"),
        nonce: "abc",
        extensions: Extensions::NONE,
    }
}

/// Emits `value` and checks the bytes are `input`.
macro_rules! same_bytes {
    ($value:expr, $input:expr) => {{
        let mut buf = vec![0u8; $input.len() + 16];
        let n = no_alloc("encode", || $value.encode(&mut buf)).expect("a parsed payload emits");
        assert_eq!(&buf[..n], $input, "encode(decode(x)) != x");
    }};
}

fuzz_target!(|data: &[u8]| {
    let Some((&which, input)) = data.split_first() else {
        return;
    };
    match which % 8 {
        0 => {
            if let Ok(v) = no_alloc("decode", || Plain::decode(input)) {
                same_bytes!(v, input);
            }
        }
        1 => {
            if let Ok(v) = no_alloc("decode", || ClientFirst::decode(input)) {
                same_bytes!(v, input);
                let _ = no_alloc("token", || v.token_id().map(|t| t.unescaped().count()));
            }
        }
        2 => {
            if let Ok(v) = no_alloc("decode", || ServerFirst::decode(input)) {
                same_bytes!(v, input);
            }
        }
        3 => {
            if let Ok(v) = no_alloc("decode", || ClientFinal::decode(input)) {
                same_bytes!(v, input);
            }
        }
        4 => {
            if let Ok(v) = no_alloc("decode", || ServerFinal::decode(input)) {
                same_bytes!(v, input);
            }
        }
        5 => {
            if let Ok(v) = no_alloc("decode", || OAuthBearer::decode(input)) {
                let mut buf = vec![0u8; input.len() + 16];
                let n = no_alloc("encode", || v.encode(&mut buf)).expect("a parsed payload emits");
                let again = OAuthBearer::decode(&buf[..n]).expect("the emitted payload parses");
                assert_eq!(again, v);
            }
        }
        6 => {
            let cred = credential();
            let first = client_first();
            let mut out = [0u8; 256];
            let (server, _) = ScramServer::new(&first, cred, "def", &mut out).unwrap();
            let _ = no_alloc("server", || server.handle_client_final(input, &mut out));
        }
        _ => {
            let client = ScramClient::new(ScramMechanism::Sha256, client_first()).unwrap();
            let mut out = [0u8; 512];
            if let Ok((verifier, _)) = no_alloc("client", || {
                client.handle_server_first(input, b"pencil", &mut out)
            }) {
                let _ = no_alloc("verify", || verifier.verify_server_final(b"v=AAAA"));
            }
        }
    }
});

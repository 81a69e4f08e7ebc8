//! Every SASL type's `Debug` and `defmt` output: credentials (passwords, tokens, proofs, server
//! signatures, salts, keys, salted passwords) never appear, neither as text nor as raw bytes; what is
//! not secret (user names, nonces, mechanisms) still does, so the checks can tell the difference.

use defmt_check::{capture, contains};
use kafka_view::messages::SaslAuthenticateRequest;
use kafka_view::sasl::{
    token_credential, token_hmac, token_password, ClientFinal, ClientFirst, OAuthBearer, Plain,
    ScramClient, ScramCredential, ScramMechanism, ScramServer, ServerFinal, ServerFirst,
};

// RFC 7677's SCRAM-SHA-256 exchange (user "user", password "pencil").
const CLIENT_FIRST: &[u8] = b"n,,n=user,r=rOprNGfwEbeRWgbNEkqO";
const SERVER_FIRST: &[u8] =
    b"r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096";
const CLIENT_FINAL: &[u8] = b"c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=";
const SERVER_FINAL: &[u8] = b"v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=";
const SALT: [u8; 16] = [
    0x5b, 0x6d, 0x99, 0x68, 0x9d, 0x12, 0x35, 0x8e, 0xec, 0xa0, 0x4b, 0x14, 0x12, 0x36, 0xfa, 0x81,
];
const PROOF_B64: &str = "dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=";
const SIGNATURE_B64: &str = "6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=";
const SALT_B64: &str = "W22ZaJ0SNY7soEsUEjb6gQ==";

/// Base64 (standard alphabet) to bytes, for the test's own needles.
fn unbase64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let digits: Vec<u8> = text.bytes().filter(|&c| c != b'=').map(value).collect();
    let mut out = Vec::new();
    let (mut acc, mut bits) = (0u32, 0);
    for d in digits {
        acc = (acc << 6) | u32::from(d);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}

/// Ways a secret could show in text: itself, its bytes as `Debug` prints a slice, and as hex.
fn text_forms(secret: &[u8]) -> Vec<String> {
    let mut forms = vec![
        format!("{secret:?}"),
        format!("{secret:02x?}"),
        secret.iter().map(|b| format!("{b:02x}")).collect(),
    ];
    if let Ok(s) = std::str::from_utf8(secret) {
        forms.push(s.to_string());
    }
    forms
}

/// `value`'s `Debug` text and its defmt bytes hold none of `secrets` (each checked in every form,
/// as text and as raw bytes); the text holds every one of `visible`, and so do the defmt bytes for
/// those that are runtime strings (defmt interns its format strings and names, so they never
/// appear as text).
fn check<T: std::fmt::Debug + defmt::Format>(
    what: &str,
    value: &T,
    secrets: &[&[u8]],
    visible: &[&str],
) {
    check_with(what, value, secrets, visible, visible)
}

/// [`check`] with the runtime strings the defmt bytes must hold given apart.
fn check_with<T: std::fmt::Debug + defmt::Format>(
    what: &str,
    value: &T,
    secrets: &[&[u8]],
    visible: &[&str],
    visible_wire: &[&str],
) {
    let text = format!("{value:?}");
    let wire = capture(value);
    assert!(!wire.is_empty(), "{what}: defmt wrote nothing");
    for secret in secrets {
        for form in text_forms(secret) {
            assert!(
                !text.contains(&form),
                "{what}: Debug shows {form:?}: {text}"
            );
        }
        assert!(
            !contains(&wire, secret),
            "{what}: defmt writes the secret's bytes"
        );
        if let Ok(s) = std::str::from_utf8(secret) {
            assert!(!contains(&wire, s.as_bytes()), "{what}: defmt writes {s:?}");
        }
    }
    assert!(text.contains("redacted"), "{what}: {text}");
    for v in visible {
        assert!(text.contains(v), "{what}: Debug lost {v:?}: {text}");
    }
    for v in visible_wire {
        assert!(contains(&wire, v.as_bytes()), "{what}: defmt lost {v:?}");
    }
}

#[test]
fn the_capture_sees_what_is_not_redacted() {
    // The check itself: an unredacted byte slice shows in both outputs.
    let bytes: &[u8] = b"visible-bytes";
    assert!(contains(&capture(&bytes), b"visible-bytes"));
    assert!(format!("{bytes:?}").contains(&format!("{:?}", b"visible-bytes")));
}

#[test]
fn scram_messages_hide_proofs_signatures_and_salts() {
    let proof = unbase64(PROOF_B64);
    let signature = unbase64(SIGNATURE_B64);
    assert_eq!(proof.len(), 32);
    let first = ClientFirst::decode(CLIENT_FIRST).unwrap();
    // The client-first message holds no secret; the nonce and user name show.
    let text = format!("{first:?}");
    assert!(
        text.contains("rOprNGfwEbeRWgbNEkqO") && text.contains("user"),
        "{text}"
    );
    assert!(contains(&capture(&first), b"rOprNGfwEbeRWgbNEkqO"));

    let server_first = ServerFirst::decode(SERVER_FIRST).unwrap();
    check(
        "ServerFirst",
        &server_first,
        &[&SALT, SALT_B64.as_bytes()],
        &["hvYDpWUa2RaTCAfuxFIlj"],
    );

    let client_final = ClientFinal::decode(CLIENT_FINAL).unwrap();
    check(
        "ClientFinal",
        &client_final,
        &[
            &proof,
            PROOF_B64.as_bytes(),
            PROOF_B64.trim_end_matches('=').as_bytes(),
        ],
        &["hvYDpWUa2RaTCAfuxFIlj"],
    );
    assert_eq!(
        format!("{client_final:?}")
            .matches("<redacted, 32 bytes>")
            .count(),
        1
    );

    let server_final = ServerFinal::decode(SERVER_FINAL).unwrap();
    check_with(
        "ServerFinal",
        &server_final,
        &[&signature, SIGNATURE_B64.as_bytes()],
        &["Verifier"],
        &[],
    );
    let error = ServerFinal::decode(b"e=invalid-proof").unwrap();
    assert_eq!(format!("{error:?}"), "Error(\"invalid-proof\")");
}

#[test]
fn credentials_keys_and_state_machines_hide_their_keys() {
    let cred = ScramCredential::derive(ScramMechanism::Sha256, b"pencil", &SALT, 4096).unwrap();
    let stored = cred.stored_key.as_bytes().to_vec();
    let server = cred.server_key.as_bytes().to_vec();
    check_with(
        "ScramCredential",
        &cred,
        &[&SALT, &stored, &server, b"pencil"],
        &["Sha256"],
        &[],
    );
    check("ScramKey", &cred.stored_key, &[&stored], &[]);

    let first = ClientFirst::decode(CLIENT_FIRST).unwrap();
    let mut out = [0u8; 256];
    let (scram_server, _) =
        ScramServer::new(&first, &cred, "%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0", &mut out).unwrap();
    let text = format!("{scram_server:?}");
    for secret in [&SALT[..], &stored, &server] {
        for form in text_forms(secret) {
            assert!(!text.contains(&form), "ScramServer: {text}");
        }
        assert!(!contains(&capture(&scram_server), secret));
    }

    let client = ScramClient::new(ScramMechanism::Sha256, first).unwrap();
    let text = format!("{client:?}");
    assert!(text.contains("rOprNGfwEbeRWgbNEkqO"), "{text}");
    let (verifier, n) = client
        .handle_server_first(SERVER_FIRST, b"pencil", &mut out)
        .unwrap();
    assert_eq!(&out[..n], CLIENT_FINAL);
    let signature = unbase64(SIGNATURE_B64);
    check(
        "ScramClientVerifier",
        &verifier,
        &[&signature, SIGNATURE_B64.as_bytes()],
        &[],
    );
}

#[test]
fn plain_oauthbearer_tokens_and_auth_bytes_hide_their_secrets() {
    let plain = Plain::decode(b"\0alice\0pa55-w0rd").unwrap();
    check("Plain", &plain, &[b"pa55-w0rd"], &["alice"]);

    let bearer =
        OAuthBearer::decode(b"n,a=alice,\x01auth=Bearer eyJ0b2tlbi1zZWNyZXQ\x01\x01").unwrap();
    check(
        "OAuthBearer",
        &bearer,
        &[b"eyJ0b2tlbi1zZWNyZXQ"],
        &["alice"],
    );

    let hmac = token_hmac(b"master-secret", "token-id-1");
    let password = token_password(&hmac);
    check(
        "TokenPassword",
        &password,
        &[password.as_bytes(), &hmac],
        &[],
    );
    let cred = token_credential(ScramMechanism::Sha512, &hmac, &SALT).unwrap();
    check_with(
        "token ScramCredential",
        &cred,
        &[
            &SALT,
            cred.stored_key.as_bytes(),
            cred.server_key.as_bytes(),
            password.as_bytes(),
        ],
        &["Sha512"],
        &[],
    );

    let request = SaslAuthenticateRequest {
        auth_bytes: b"\0alice\0pa55-w0rd",
        ..Default::default()
    };
    check("SaslAuthenticateRequest", &request, &[b"pa55-w0rd"], &[]);
}

//! `ErrorCode`, generated from Kafka's `Errors` enum: every code named once, in order, with the
//! retriable flag and exception class Kafka gives it.

use std::collections::BTreeSet;

use kafka_view::ErrorCode;

#[test]
fn every_code_has_one_name_and_round_trips_through_it() {
    assert!(ErrorCode::ALL.len() > 100, "{} codes", ErrorCode::ALL.len());
    assert!(
        ErrorCode::ALL.windows(2).all(|w| w[0].0 < w[1].0),
        "codes in order, no repeats"
    );
    let mut names = BTreeSet::new();
    for &code in ErrorCode::ALL {
        let name = code
            .name()
            .unwrap_or_else(|| panic!("{} has no name", code.0));
        assert!(names.insert(name), "{name} twice");
        assert_eq!(code.to_string(), name);
        assert_eq!(
            format!("{code:?}"),
            format!("ErrorCode({}, {name})", code.0)
        );
        assert_eq!(code.is_error(), code.0 != 0);
        // Only NONE has no exception; a retriable code always has one.
        assert_eq!(
            code.exception().is_none(),
            code == ErrorCode::NONE,
            "{name}"
        );
    }
}

#[test]
fn known_codes_match_kafka() {
    for (code, name, retriable, exception) in [
        (-1, "UNKNOWN_SERVER_ERROR", false, "UnknownServerException"),
        (
            3,
            "UNKNOWN_TOPIC_OR_PARTITION",
            true,
            "UnknownTopicOrPartitionException",
        ),
        (
            6,
            "NOT_LEADER_OR_FOLLOWER",
            true,
            "NotLeaderOrFollowerException",
        ),
        (
            35,
            "UNSUPPORTED_VERSION",
            false,
            "UnsupportedVersionException",
        ),
        (
            58,
            "SASL_AUTHENTICATION_FAILED",
            false,
            "SaslAuthenticationException",
        ),
        (
            64,
            "DELEGATION_TOKEN_REQUEST_NOT_ALLOWED",
            false,
            "UnsupportedByAuthenticationException",
        ),
        (
            66,
            "DELEGATION_TOKEN_EXPIRED",
            false,
            "DelegationTokenExpiredException",
        ),
    ] {
        let c = ErrorCode(code);
        assert_eq!(c.name(), Some(name), "{code}");
        assert_eq!(c.is_retriable(), retriable, "{name}");
        assert_eq!(c.exception(), Some(exception), "{name}");
    }
}

#[test]
fn unknown_codes_pass_through() {
    for code in [i16::MIN, -2, 30000, i16::MAX] {
        let c = ErrorCode::from(code);
        assert_eq!(c.name(), None);
        assert!(!c.is_retriable());
        assert_eq!(c.exception(), None);
        assert_eq!(c.to_string(), format!("error code {code}"));
        assert_eq!(i16::from(c), code);
    }
}

//! `--filter KEY=VALUE`, repeated: which frames of a capture are shown (and counted by
//! `--summary`). Terms with the same key are alternatives; terms with different keys must all
//! hold.

use std::net::{IpAddr, SocketAddr};

use kafka_view::{ApiKey, ErrorCode};

use crate::facts::Codes;

/// The keys, as the usage and the error messages list them.
const KEYS: &str = "api, topic, client, error, correlation, connection";

/// An error code term.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Error {
    /// Any code but NONE.
    Any,
    /// This code.
    Code(i16),
}

/// One end of a connection: an address, or an address and a port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    Ip(IpAddr),
    Socket(SocketAddr),
}

/// The terms of `--filter`, by key.
#[derive(Debug, Default)]
pub struct Filter {
    apis: Vec<ApiKey>,
    topics: Vec<String>,
    clients: Vec<String>,
    errors: Vec<Error>,
    correlations: Vec<i32>,
    connections: Vec<End>,
}

/// What a frame offers the filter. A response carries its request's client id and topics.
pub struct View<'a> {
    /// The API, when known (a response's from its request).
    pub api: Option<ApiKey>,
    /// The correlation id, when read.
    pub correlation_id: Option<i32>,
    /// (client, server).
    pub connection: (SocketAddr, SocketAddr),
    /// The client id (`Some(None)`: null), when known.
    pub client_id: Option<Option<&'a str>>,
    /// A topic of the filter's appears in the frame (or, for a response, in its request).
    pub topic_hit: bool,
    /// A response's error codes.
    pub errors: Option<&'a Codes>,
}

impl Filter {
    /// Reads the terms; the error names the term and what is wrong with it.
    pub fn parse(terms: &[String]) -> Result<Filter, String> {
        let mut f = Filter::default();
        for term in terms {
            let bad = |why: String| format!("--filter {term:?}: {why}");
            let Some((key, value)) = term.split_once('=') else {
                return Err(bad(format!("expected KEY=VALUE, with KEY one of {KEYS}")));
            };
            let value = value.trim();
            match key.trim() {
                "api" => f.apis.push(value.parse().map_err(|_| {
                    bad(format!(
                        "no API is named {value:?} (give a name such as Metadata, or a key number)"
                    ))
                })?),
                "topic" if value.is_empty() => return Err(bad("no topic named".to_owned())),
                "topic" => f.topics.push(value.to_owned()),
                "client" => f.clients.push(value.to_owned()),
                "error" => f.errors.push(error(value).map_err(bad)?),
                "correlation" => f.correlations.push(value.parse().map_err(|_| {
                    bad(format!(
                        "{value:?} is not a correlation id (a 32-bit integer)"
                    ))
                })?),
                "connection" => f.connections.push(end(value).ok_or_else(|| {
                    bad(format!(
                        "{value:?} is not an address (10.0.0.1, 10.0.0.1:9092 or [fd00::1]:9092)"
                    ))
                })?),
                other => return Err(bad(format!("unknown key {other:?}; the keys are {KEYS}"))),
            }
        }
        Ok(f)
    }

    /// The topics asked for (what `facts.rs` looks for).
    pub fn topics(&self) -> &[String] {
        &self.topics
    }

    /// Whether any term was given.
    pub fn is_empty(&self) -> bool {
        self.apis.is_empty()
            && self.topics.is_empty()
            && self.clients.is_empty()
            && self.errors.is_empty()
            && self.correlations.is_empty()
            && self.connections.is_empty()
    }

    /// Whether the frame passes every key given.
    pub fn matches(&self, v: &View<'_>) -> bool {
        let any = |list_empty: bool, hit: bool| list_empty || hit;
        any(
            self.apis.is_empty(),
            v.api.is_some_and(|a| self.apis.contains(&a)),
        ) && any(self.topics.is_empty(), v.topic_hit)
            && any(
                self.clients.is_empty(),
                v.client_id
                    .flatten()
                    .is_some_and(|c| self.clients.iter().any(|w| w == c)),
            )
            && any(
                self.errors.is_empty(),
                v.errors.is_some_and(|codes| {
                    self.errors.iter().any(|e| match e {
                        Error::Any => !codes.counts.is_empty() || codes.more > 0,
                        Error::Code(c) => codes.counts.contains_key(c),
                    })
                }),
            )
            && any(
                self.correlations.is_empty(),
                v.correlation_id
                    .is_some_and(|id| self.correlations.contains(&id)),
            )
            && any(
                self.connections.is_empty(),
                self.connections.iter().any(|e| {
                    [v.connection.0, v.connection.1].iter().any(|a| match e {
                        End::Ip(ip) => a.ip() == *ip,
                        End::Socket(s) => a == s,
                    })
                }),
            )
    }
}

/// An error code term: `any`, a number, or a name (any case).
fn error(value: &str) -> Result<Error, String> {
    if value.eq_ignore_ascii_case("any") {
        return Ok(Error::Any);
    }
    let code = match value.parse::<i16>() {
        Ok(n) => n,
        Err(_) => (i16::MIN..=i16::MAX)
            .find(|&c| {
                ErrorCode(c)
                    .name()
                    .is_some_and(|n| n.eq_ignore_ascii_case(value))
            })
            .ok_or_else(|| {
                format!(
                    "no error code is named {value:?} (give a name such as \
                     UNKNOWN_TOPIC_OR_PARTITION, a number, or any)"
                )
            })?,
    };
    if code == 0 {
        return Err(
            "NONE (0) is no error: an error filter keeps responses with an error".to_owned(),
        );
    }
    Ok(Error::Code(code))
}

fn end(value: &str) -> Option<End> {
    value
        .parse()
        .map(End::Socket)
        .or_else(|_| value.parse().map(End::Ip))
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(terms: &[&str]) -> Result<Filter, String> {
        Filter::parse(&terms.iter().map(|t| (*t).to_owned()).collect::<Vec<_>>())
    }

    #[test]
    fn terms_are_read_and_bad_ones_refused_by_name() {
        let f = parse(&[
            "api=Metadata",
            "api=18",
            "error=unknown_topic_or_partition",
            "error=any",
            "connection=[fd00::1]:9092",
            "connection=10.0.0.1",
            "correlation=-3",
        ])
        .unwrap();
        assert_eq!(f.apis, [ApiKey::METADATA, ApiKey::API_VERSIONS]);
        assert_eq!(f.errors, [Error::Code(3), Error::Any]);
        assert_eq!(f.correlations, [-3]);
        assert_eq!(f.connections.len(), 2);
        for (term, message) in [
            (
                "api",
                "--filter \"api\": expected KEY=VALUE, with KEY one of api, topic",
            ),
            ("api=Metadat", "no API is named \"Metadat\""),
            ("size=3", "unknown key \"size\"; the keys are api, topic"),
            ("error=NONE", "NONE (0) is no error"),
            ("error=NOPE", "no error code is named \"NOPE\""),
            ("correlation=x", "\"x\" is not a correlation id"),
            ("connection=host:1", "\"host:1\" is not an address"),
            ("topic=", "no topic named"),
        ] {
            let e = parse(&[term]).unwrap_err();
            assert!(e.contains(message), "{term}: {e}");
        }
    }

    #[test]
    fn same_keys_are_alternatives_and_different_keys_all_hold() {
        let f = parse(&["api=Metadata", "api=Produce", "client=a"]).unwrap();
        let conn: (SocketAddr, SocketAddr) = (
            "10.0.0.1:1".parse().unwrap(),
            "10.0.0.2:9092".parse().unwrap(),
        );
        let view = |api, client| View {
            api: Some(api),
            correlation_id: Some(1),
            connection: conn,
            client_id: Some(Some(client)),
            topic_hit: false,
            errors: None,
        };
        assert!(f.matches(&view(ApiKey::PRODUCE, "a")));
        assert!(!f.matches(&view(ApiKey::PRODUCE, "b")));
        assert!(!f.matches(&view(ApiKey::FETCH, "a")));
        let f = parse(&["connection=10.0.0.2:9092"]).unwrap();
        assert!(f.matches(&view(ApiKey::FETCH, "a")));
        let f = parse(&["connection=10.0.0.3"]).unwrap();
        assert!(!f.matches(&view(ApiKey::FETCH, "a")));
        let mut codes = Codes::default();
        codes.add(3, 1);
        let f = parse(&["error=3"]).unwrap();
        let mut v = view(ApiKey::FETCH, "a");
        assert!(!f.matches(&v));
        v.errors = Some(&codes);
        assert!(f.matches(&v));
        assert!(!parse(&["error=6"]).unwrap().matches(&v));
    }
}

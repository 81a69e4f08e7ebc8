//! What `--summary` and `--filter` need of a frame, gathered in one decode through kafka-view's
//! [`Trace`] hook (no tree is built): the client id, Produce's `acks`, whether a topic asked for
//! appears, and the error codes of a response.
//!
//! A topic is a string field named `Topic` or `TopicName`, a `Name` in a struct whose type names a
//! topic (`MetadataRequestTopic`, `TopicProduceData`, ..., not a `...TopicConfig`), or a `TopicId`
//! (a UUID, matched in its hyphenated form). An error code is an integer field whose name ends in
//! `ErrorCode`, as the explain tree names them.

use std::collections::BTreeMap;

use kafka_view::trace::{
    decode_request_traced, decode_response_traced, FieldEvent, Node, Shared, Trace, Value,
};
use kafka_view::ApiKey;

/// Distinct error codes kept per frame and per summary row; more are counted together.
pub const MAX_CODES: usize = 256;

/// The facts of one frame.
#[derive(Debug, Default)]
pub struct Facts {
    /// It decoded without an error.
    pub ok: bool,
    /// The request header's client id: `Some(None)` for a null one, `None` when not read.
    pub client_id: Option<Option<String>>,
    /// Produce's `Acks`.
    pub acks: Option<i64>,
    /// A topic of the wanted list appears.
    pub topic_hit: bool,
    /// Error codes other than NONE, with how often each appears.
    pub errors: Codes,
}

/// Error codes and their counts, at most [`MAX_CODES`] distinct ones (`more` counts the rest).
#[derive(Debug, Default, Clone)]
pub struct Codes {
    /// Code to count.
    pub counts: BTreeMap<i16, u64>,
    /// Appearances of codes past the first [`MAX_CODES`] distinct ones.
    pub more: u64,
}

impl Codes {
    /// Counts `n` appearances of `code`.
    pub fn add(&mut self, code: i16, n: u64) {
        if let Some(c) = self.counts.get_mut(&code) {
            *c += n;
        } else if self.counts.len() < MAX_CODES {
            self.counts.insert(code, n);
        } else {
            self.more += n;
        }
    }

    /// Adds all of `other`.
    pub fn merge(&mut self, other: &Codes) {
        for (&code, &n) in &other.counts {
            self.add(code, n);
        }
        self.more += other.more;
    }
}

/// The trace that gathers [`Facts`].
struct Gather<'w> {
    facts: Facts,
    /// Topics asked for (names or topic ids).
    wanted: &'w [String],
    response: bool,
    /// The struct type (or "") of each open node.
    stack: Vec<&'static str>,
}

impl Gather<'_> {
    fn in_topic_struct(&self) -> bool {
        self.stack
            .iter()
            .rev()
            .find(|s| !s.is_empty())
            .is_some_and(|s| s.contains("Topic") && !s.contains("Config"))
    }

    fn topic(&mut self, name: &str) {
        if !self.facts.topic_hit && self.wanted.iter().any(|w| w == name) {
            self.facts.topic_hit = true;
        }
    }
}

impl Trace for Gather<'_> {
    fn enter(&mut self, node: Node, _offset: usize) {
        self.stack.push(match node {
            Node::Struct { name } => name,
            Node::Field { ty, .. } => ty,
            _ => "",
        });
    }

    fn leave(&mut self, _offset: usize) {
        self.stack.pop();
    }

    fn field(&mut self, ev: &FieldEvent<'_>) {
        match (ev.name, ev.value) {
            ("client_id", Value::Str(s)) if !self.response => {
                self.facts.client_id = Some(Some(s.to_owned()));
            }
            ("client_id", Value::Null) if !self.response => self.facts.client_id = Some(None),
            ("Acks", Value::Int(v)) if !self.response => self.facts.acks = Some(v),
            (name, Value::Int(v)) if self.response && name.ends_with("ErrorCode") && v != 0 => {
                if let Ok(code) = i16::try_from(v) {
                    self.facts.errors.add(code, 1);
                }
            }
            _ if self.wanted.is_empty() => {}
            ("Topic" | "TopicName", Value::Str(s)) => self.topic(s),
            ("Name", Value::Str(s)) if self.in_topic_struct() => self.topic(s),
            ("TopicId", Value::Uuid(u)) => self.topic(&u.to_string()),
            _ => {}
        }
    }
}

/// The facts of a request frame (size prefix included); `wanted` the topics asked for.
pub fn request(frame: &[u8], wanted: &[String]) -> Facts {
    let mut g = Gather {
        facts: Facts::default(),
        wanted,
        response: false,
        stack: Vec::new(),
    };
    g.facts.ok = decode_request_traced(frame, Shared::new(&mut g)).is_ok();
    g.facts
}

/// The facts of a response frame to a request of `api_key` at `api_version`.
pub fn response(frame: &[u8], api_key: ApiKey, api_version: i16, wanted: &[String]) -> Facts {
    let mut g = Gather {
        facts: Facts::default(),
        wanted,
        response: true,
        stack: Vec::new(),
    };
    g.facts.ok = decode_response_traced(frame, api_key, api_version, Shared::new(&mut g)).is_ok();
    g.facts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{sample_frame, Direction};

    #[test]
    fn client_id_acks_topics_and_errors() {
        // Metadata v1 from "ab" asking for topic "t".
        let frame = [
            0, 0, 0, 19, 0, 3, 0, 1, 0, 0, 0, 7, 0, 2, b'a', b'b', 0, 0, 0, 1, 0, 1, b't',
        ];
        let f = request(&frame, &["t".to_owned()]);
        assert!(f.ok);
        assert_eq!(f.client_id, Some(Some("ab".to_owned())));
        assert!(f.topic_hit);
        assert!(!request(&frame, &["u".to_owned()]).topic_hit);
        let produce = sample_frame(ApiKey::PRODUCE, 9, Direction::Request).unwrap();
        assert_eq!(request(&produce, &[]).acks, Some(0));
        // A SaslHandshake v0 response with error 33 (UNSUPPORTED_SASL_MECHANISM).
        let resp = [0, 0, 0, 10, 0, 0, 0, 9, 0, 33, 0, 0, 0, 0];
        let f = response(&resp, ApiKey::SASL_HANDSHAKE, 0, &[]);
        assert!(f.ok);
        assert_eq!(f.errors.counts.get(&33), Some(&1));
        assert!(!response(&resp[..12], ApiKey::SASL_HANDSHAKE, 0, &[]).ok);
    }

    #[test]
    fn codes_are_bounded() {
        let mut c = Codes::default();
        for code in 0..300 {
            c.add(code, 2);
        }
        assert_eq!(c.counts.len(), MAX_CODES);
        assert_eq!(c.more, 2 * (300 - MAX_CODES as u64));
    }
}

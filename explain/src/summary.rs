//! `--summary`: per API and version, per connection and per client id, the requests and responses
//! with their bytes, the latency (p50, p99, max) and the error codes by name.
//!
//! Memory follows the rows, not the frames: at most [`MAX_ROWS`] rows per table (the rest are
//! counted in one `others` row), at most [`MAX_CODES`](crate::facts::MAX_CODES) error codes per
//! row, and a [`Latency`] per row that keeps its first [`EXACT`] values and then a histogram of
//! at most a few thousand buckets.

use std::collections::BTreeMap;
use std::net::SocketAddr;

use kafka_view::{ApiKey, ErrorCode};
use serde_json::{json, Value};

use crate::facts::Codes;

/// Rows kept per table.
pub const MAX_ROWS: usize = 10_000;
/// Latencies a row keeps as they are; past that they go into the histogram.
pub const EXACT: usize = 256;
/// Sub-buckets per power of two in the histogram (2^6 = 64: a value is known within 1/64).
const SUB_BITS: u32 = 6;

/// The latencies of one row, in nanoseconds.
#[derive(Debug, Default)]
pub struct Latency {
    exact: Vec<u64>,
    buckets: BTreeMap<u32, u64>,
    count: u64,
    max: u64,
}

/// The histogram bucket of `v`: itself below 64; above, 64 buckets per power of two.
fn bucket(v: u64) -> u32 {
    if v < 1 << SUB_BITS {
        return v as u32;
    }
    let e = 63 - v.leading_zeros();
    let shift = e - SUB_BITS;
    ((shift + 1) << SUB_BITS) + ((v >> shift) as u32 - (1 << SUB_BITS))
}

/// The largest value of bucket `b`.
fn bucket_top(b: u32) -> u64 {
    if b < 1 << SUB_BITS {
        return u64::from(b);
    }
    let shift = (b >> SUB_BITS) - 1;
    let sub = u128::from((b & ((1 << SUB_BITS) - 1)) + (1 << SUB_BITS));
    u64::try_from(((sub + 1) << shift) - 1).unwrap_or(u64::MAX)
}

impl Latency {
    /// One more latency.
    pub fn add(&mut self, ns: u64) {
        self.count += 1;
        self.max = self.max.max(ns);
        if self.buckets.is_empty() && self.exact.len() < EXACT {
            self.exact.push(ns);
            return;
        }
        for v in std::mem::take(&mut self.exact) {
            *self.buckets.entry(bucket(v)).or_default() += 1;
        }
        *self.buckets.entry(bucket(ns)).or_default() += 1;
    }

    /// The nearest-rank `permille`/1000 quantile: exact while the row holds its values, else the
    /// top of the bucket that holds that rank (never above the maximum).
    pub fn quantile(&self, permille: u64) -> Option<u64> {
        if self.count == 0 {
            return None;
        }
        let rank = (self.count * permille).div_ceil(1000).max(1);
        if self.buckets.is_empty() {
            let mut sorted = self.exact.clone();
            sorted.sort_unstable();
            return usize::try_from(rank - 1)
                .ok()
                .and_then(|i| sorted.get(i).copied());
        }
        let mut seen = 0;
        for (&b, &n) in &self.buckets {
            seen += n;
            if seen >= rank {
                return Some(bucket_top(b).min(self.max));
            }
        }
        Some(self.max)
    }

    fn json(&self) -> Value {
        if self.count == 0 {
            return Value::Null;
        }
        let us = |ns: Option<u64>| ns.map(|ns| ns as f64 / 1000.0);
        json!({
            "count": self.count,
            "p50": us(self.quantile(500)),
            "p99": us(self.quantile(990)),
            "max": us(Some(self.max)),
        })
    }
}

/// The figures of one row.
#[derive(Debug, Default)]
pub struct Stats {
    requests: u64,
    request_bytes: u64,
    responses: u64,
    response_bytes: u64,
    latency: Latency,
    errors: Codes,
}

impl Stats {
    fn json(&self, mut row: serde_json::Map<String, Value>) -> Value {
        let mut errors: Vec<Value> = self
            .errors
            .counts
            .iter()
            .map(|(&code, &count)| {
                json!({"code": code, "name": ErrorCode(code).name(), "count": count})
            })
            .collect();
        if self.errors.more > 0 {
            errors.push(json!({"code": null, "name": null, "count": self.errors.more}));
        }
        row.insert("requests".into(), self.requests.into());
        row.insert("request_bytes".into(), self.request_bytes.into());
        row.insert("responses".into(), self.responses.into());
        row.insert("response_bytes".into(), self.response_bytes.into());
        row.insert("latency_us".into(), self.latency.json());
        row.insert("errors".into(), errors.into());
        Value::Object(row)
    }

    fn errors_text(&self) -> String {
        let mut parts: Vec<String> = self
            .errors
            .counts
            .iter()
            .map(|(&code, &n)| format!("{} {n}", ErrorCode(code)))
            .collect();
        if self.errors.more > 0 {
            parts.push(format!("other codes {}", self.errors.more));
        }
        if parts.is_empty() {
            "-".to_owned()
        } else {
            parts.join(", ")
        }
    }
}

/// Rows by key, at most [`MAX_ROWS`]; later keys share the `others` row.
#[derive(Debug)]
struct Table<K: Ord> {
    rows: BTreeMap<K, Stats>,
    others: Option<Stats>,
}

impl<K: Ord> Default for Table<K> {
    fn default() -> Self {
        Table {
            rows: BTreeMap::new(),
            others: None,
        }
    }
}

impl<K: Ord> Table<K> {
    fn row(&mut self, key: K) -> &mut Stats {
        if self.rows.len() >= MAX_ROWS && !self.rows.contains_key(&key) {
            return self.others.get_or_insert_with(Stats::default);
        }
        self.rows.entry(key).or_default()
    }
}

/// An API row: an API key and version, or frames whose API is not known.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Api {
    /// An API key and version.
    Known(ApiKey, i16),
    /// The API is not known: a response whose request is not in the capture, or a request too
    /// short to name it.
    Unknown,
}

/// The three tables.
#[derive(Debug, Default)]
pub struct Summary {
    apis: Table<Api>,
    connections: Table<(SocketAddr, SocketAddr)>,
    clients: Table<Option<String>>,
}

/// One frame, as the summary counts it.
pub struct Seen<'a> {
    /// Its API and version.
    pub api: Api,
    /// Its connection, (client, server).
    pub connection: (SocketAddr, SocketAddr),
    /// Its request's client id (`Some(None)` for a null one), when known.
    pub client_id: Option<Option<&'a str>>,
    /// Its bytes, size prefix included.
    pub bytes: u64,
    /// For a response, the time since its request.
    pub latency: Option<u64>,
    /// For a response, its error codes.
    pub errors: Option<&'a Codes>,
}

impl Summary {
    /// Counts a request (`response` false) or a response.
    pub fn add(&mut self, response: bool, seen: &Seen<'_>) {
        let mut rows: Vec<&mut Stats> = Vec::with_capacity(3);
        rows.push(self.apis.row(seen.api));
        rows.push(self.connections.row(seen.connection));
        if let Some(c) = seen.client_id {
            rows.push(self.clients.row(c.map(str::to_owned)));
        }
        for row in rows {
            if response {
                row.responses += 1;
                row.response_bytes += seen.bytes;
                if let Some(ns) = seen.latency {
                    row.latency.add(ns);
                }
                if let Some(e) = seen.errors {
                    row.errors.merge(e);
                }
            } else {
                row.requests += 1;
                row.request_bytes += seen.bytes;
            }
        }
    }

    /// The tables as text: a header line and aligned columns each.
    pub fn text(&self) -> String {
        let mut out = String::new();
        let api_rows = self.apis.rows.iter().map(|(k, s)| {
            let name = match k {
                Api::Known(key, v) => format!("{key} v{v}"),
                Api::Unknown => "(API not known)".to_owned(),
            };
            (name, s)
        });
        table(
            &mut out,
            "API and version",
            api_rows,
            self.apis.others.as_ref(),
        );
        let conn_rows = self
            .connections
            .rows
            .iter()
            .map(|((c, s), st)| (format!("{c} -> {s}"), st));
        table(
            &mut out,
            "connection",
            conn_rows,
            self.connections.others.as_ref(),
        );
        let client_rows = self.clients.rows.iter().map(|(k, s)| {
            let name = match k {
                Some(id) => format!("{id:?}"),
                None => "null".to_owned(),
            };
            (name, s)
        });
        table(
            &mut out,
            "client id",
            client_rows,
            self.clients.others.as_ref(),
        );
        out
    }

    /// The tables as JSON.
    pub fn json(&self) -> Value {
        let mut apis: Vec<Value> = self
            .apis
            .rows
            .iter()
            .map(|(k, s)| {
                let mut row = serde_json::Map::new();
                let (key, name, version) = match k {
                    Api::Known(key, v) => (Some(key.0), key.name(), Some(*v)),
                    Api::Unknown => (None, None, None),
                };
                row.insert("api_key".into(), json!(key));
                row.insert("api_name".into(), json!(name));
                row.insert("api_version".into(), json!(version));
                row.insert("others".into(), false.into());
                s.json(row)
            })
            .collect();
        let others = |s: &Stats, keys: &[&str]| {
            let mut row = serde_json::Map::new();
            for k in keys {
                row.insert((*k).into(), Value::Null);
            }
            row.insert("others".into(), true.into());
            s.json(row)
        };
        if let Some(s) = &self.apis.others {
            apis.push(others(s, &["api_key", "api_name", "api_version"]));
        }
        let mut connections: Vec<Value> = self
            .connections
            .rows
            .iter()
            .map(|((c, srv), s)| {
                let mut row = serde_json::Map::new();
                row.insert("client".into(), c.to_string().into());
                row.insert("server".into(), srv.to_string().into());
                row.insert("others".into(), false.into());
                s.json(row)
            })
            .collect();
        if let Some(s) = &self.connections.others {
            connections.push(others(s, &["client", "server"]));
        }
        let mut clients: Vec<Value> = self
            .clients
            .rows
            .iter()
            .map(|(id, s)| {
                let mut row = serde_json::Map::new();
                row.insert("client_id".into(), json!(id));
                row.insert("others".into(), false.into());
                s.json(row)
            })
            .collect();
        if let Some(s) = &self.clients.others {
            clients.push(others(s, &["client_id"]));
        }
        json!({"apis": apis, "connections": connections, "client_ids": clients})
    }
}

/// Writes one table: its title, the column heads, a line per row (and the `others` row).
fn table<'s>(
    out: &mut String,
    title: &str,
    rows: impl Iterator<Item = (String, &'s Stats)>,
    others: Option<&'s Stats>,
) {
    let ms = |ns: Option<u64>| ns.map_or_else(|| "-".to_owned(), crate::pcap::duration_text);
    let mut lines: Vec<[String; 9]> = vec![[
        title.to_owned(),
        "requests".to_owned(),
        "bytes".to_owned(),
        "responses".to_owned(),
        "bytes".to_owned(),
        "p50".to_owned(),
        "p99".to_owned(),
        "max".to_owned(),
        "errors".to_owned(),
    ]];
    let others = others.map(|s| ("(others)".to_owned(), s));
    for (name, s) in rows.chain(others) {
        lines.push([
            name,
            s.requests.to_string(),
            s.request_bytes.to_string(),
            s.responses.to_string(),
            s.response_bytes.to_string(),
            ms(s.latency.quantile(500)),
            ms(s.latency.quantile(990)),
            ms((s.latency.count > 0).then_some(s.latency.max)),
            s.errors_text(),
        ]);
    }
    let mut widths = [0usize; 9];
    for line in &lines {
        for (w, cell) in widths.iter_mut().zip(line) {
            *w = (*w).max(cell.chars().count());
        }
    }
    if !out.is_empty() {
        out.push('\n');
    }
    for line in &lines {
        let mut text = String::new();
        for (i, (cell, w)) in line.iter().zip(widths).enumerate() {
            match i {
                0 => text.push_str(&format!("{cell:<w$}")),
                8 => text.push_str(&format!("  {cell}")),
                _ => text.push_str(&format!("  {cell:>w$}")),
            }
        }
        out.push_str(text.trim_end());
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_hold_their_values() {
        for v in [
            0u64,
            1,
            63,
            64,
            65,
            127,
            128,
            129,
            1000,
            2_500_000,
            u64::MAX,
        ] {
            let b = bucket(v);
            assert!(bucket_top(b) >= v, "{v}");
            assert!(b == 0 || bucket_top(b - 1) < v, "{v}");
        }
        // Within 1/64 of the value.
        let top = bucket_top(bucket(1_000_000));
        assert!(top - 1_000_000 < 1_000_000 / 64);
    }

    #[test]
    fn latency_is_exact_then_bounded() {
        let mut l = Latency::default();
        for v in 1..=100 {
            l.add(v * 1000);
        }
        assert_eq!(l.quantile(500), Some(50_000));
        assert_eq!(l.quantile(990), Some(99_000));
        assert_eq!(l.max, 100_000);
        for v in 101..=10_000u64 {
            l.add(v * 1000);
        }
        assert!(l.exact.is_empty());
        assert!(l.buckets.len() < 1000);
        let p50 = l.quantile(500).unwrap();
        assert!(
            (5_000_000..5_000_000 + 5_000_000 / 64).contains(&p50),
            "{p50}"
        );
        assert_eq!(l.quantile(1000), Some(10_000_000));
    }
}

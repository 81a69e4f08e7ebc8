//! Seed requests: the crate's samples of every API and version the broker offers, and captured
//! traffic.

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;

use kafka_view::messages::Request;
use kafka_view::samples::{Bump, Mode, SampleGen};
use kafka_view::{decode_request, ApiKey};
use kafka_view_explain::parse_hex;

use crate::wire::request_frame;

/// A request to mutate: its API, version, bytes (size prefix included) and where it came from.
#[derive(Clone, Debug)]
pub struct Seed {
    /// The API key.
    pub api_key: ApiKey,
    /// The API version.
    pub api_version: i16,
    /// The frame, shared with the lineage of every mutant made from it.
    pub frame: Arc<Vec<u8>>,
    /// "smallest sample", "busy sample", "traffic line 12", "mutant".
    pub origin: String,
    /// For a mutant kept in the corpus: the seed its line of mutations started from, and how many
    /// mutations it is from it. `None` for a seed.
    pub lineage: Option<(Arc<Vec<u8>>, u32)>,
}

/// The (API key, version) pairs that the broker offers and the crate has samples for, and the
/// offered API keys the crate does not know.
pub fn fuzzable(offered: &[(ApiKey, i16, i16)]) -> (Vec<(ApiKey, i16)>, Vec<ApiKey>) {
    let mut pairs = Vec::new();
    let mut unknown = Vec::new();
    for &(key, min, max) in offered {
        let Some(range) = key.request_versions() else {
            unknown.push(key);
            continue;
        };
        let before = pairs.len();
        for v in min.max(range.min)..=max.min(range.max) {
            pairs.push((key, v));
        }
        if pairs.len() == before {
            unknown.push(key);
        }
    }
    (pairs, unknown)
}

/// The smallest and the busy sample request of every pair.
pub fn sample_seeds(pairs: &[(ApiKey, i16)]) -> Vec<Seed> {
    let mut seeds = Vec::new();
    for &(key, version) in pairs {
        for (mode, name) in [(Mode::Smallest, "smallest"), (Mode::Busy, "busy")] {
            let bump = Bump::new();
            let mut g = SampleGen::new(&bump, mode);
            let Some(mut body) = Request::sample(&mut g, key, version) else {
                continue;
            };
            // A Produce request with acks 0 gets no answer, so nothing can be learnt from it.
            if let Request::Produce(p) = &mut body {
                p.acks = 1;
            }
            if let Ok(frame) = request_frame(&body, version, 0) {
                seeds.push(Seed {
                    api_key: key,
                    api_version: version,
                    frame: Arc::new(frame),
                    origin: format!("{name} sample"),
                    lineage: None,
                });
            }
        }
    }
    seeds
}

/// The requests (`>` lines) of a captured-traffic file such as `tests/data/broker_traffic.txt`
/// (`> KEY VERSION HEX` or `< KEY VERSION HEX`, `#` comments) whose API and version are in `pairs`
/// and that decode. Returns them and how many request lines were left out.
pub fn traffic_seeds(path: &Path, pairs: &[(ApiKey, i16)]) -> Result<(Vec<Seed>, usize), String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read seeds file {}: {e}", path.display()))?;
    let wanted: BTreeSet<(ApiKey, i16)> = pairs.iter().copied().collect();
    let mut seeds = Vec::new();
    let mut skipped = 0;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        let (Some(dir), Some(key), Some(version), Some(hex)) =
            (words.next(), words.next(), words.next(), words.next())
        else {
            return Err(format!(
                "{} line {}: expected `> KEY VERSION HEX` or `< KEY VERSION HEX`",
                path.display(),
                n + 1
            ));
        };
        if dir != ">" {
            continue;
        }
        let (Ok(key), Ok(version)) = (key.parse::<i16>().map(ApiKey), version.parse::<i16>())
        else {
            return Err(format!(
                "{} line {}: API key and version must be numbers",
                path.display(),
                n + 1
            ));
        };
        let frame =
            parse_hex(hex).map_err(|e| format!("{} line {}: {e}", path.display(), n + 1))?;
        if !wanted.contains(&(key, version)) || decode_request(&frame).is_err() {
            skipped += 1;
            continue;
        }
        seeds.push(Seed {
            api_key: key,
            api_version: version,
            frame: Arc::new(frame),
            origin: format!("{} line {}", path.display(), n + 1),
            lineage: None,
        });
    }
    Ok((seeds, skipped))
}

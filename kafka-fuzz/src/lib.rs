//! `kafka-fuzz`: fuzzes a live Kafka broker, or a Kafka client, with kafka-view's field-aware
//! mutants.
//!
//! Broker mode ([`run::run`]) reads the broker's ApiVersions, takes the crate's samples of every
//! API and version that the broker offers and the crate knows (and, if given, captured traffic) as
//! seeds, and sends seeded mutants of them ([`kafka_view::fuzz::mutate`]) over several pipelined
//! connections, reopened as the broker closes them. A mutant that gives a new outcome (error code,
//! response size or shape, close, timeout, latency class) for its API, version and mutated field
//! joins the corpus. The oracles ([`oracle`]) say when the broker is broken rather than just
//! refusing a bad frame: its process exiting, an `OutOfMemoryError` or uncaught exception in its
//! log, a failing or slow health check, a full GC or a jump of its old generation ([`heap`], read
//! with `jstat`), a response the crate cannot decode or with the wrong correlation id. Each finding is saved as a directory ([`finding`]) that
//! [`finding::replay`] sends again.
//!
//! Client mode ([`client::run`]) listens on a loopback port and plays a one-broker cluster to a
//! client it starts ([`respond`] builds the valid answers: ApiVersions, Metadata and
//! FindCoordinator naming the listener, the crate's samples for the rest), then mutates a share of
//! the responses ([`kafka_view::fuzz::mutate_vec`] with `Direction::Response`). It restarts the
//! client whenever it exits; the client killed by a signal, a crash in its output, a hang or its
//! memory are findings, saved, folded and minimised the same way ([`client::replay`] serves the
//! saved responses to a fresh client run).
//!
//! The user guide is the sections "Fuzzing a live broker with kafka-fuzz" and "Fuzzing a client
//! with kafka-fuzz" of `docs/fuzzing.md`.
#![cfg_attr(
    not(test),
    deny(
        clippy::indexing_slicing,
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic
    )
)]

pub mod client;
pub mod diff;
pub mod finding;
pub mod heap;
pub mod oracle;
pub mod respond;
pub mod run;
pub mod seeds;
pub mod wire;

use std::net::{SocketAddr, ToSocketAddrs};

/// Resolves `HOST:PORT` and refuses an address outside 127.0.0.0/8 and ::1 unless `allow_remote`.
pub fn resolve_target(target: &str, allow_remote: bool) -> Result<SocketAddr, String> {
    let addrs: Vec<SocketAddr> = target
        .to_socket_addrs()
        .map_err(|e| format!("--target {target:?}: not a HOST:PORT that resolves ({e})"))?
        .collect();
    let Some(first) = addrs.first().copied() else {
        return Err(format!("--target {target:?} resolves to no address"));
    };
    if !allow_remote {
        if let Some(remote) = addrs.iter().find(|a| !a.ip().is_loopback()) {
            return Err(format!(
                "refusing to fuzz {target} ({}): it is outside the loopback range (127.0.0.0/8, ::1). \
                 Fuzzing can crash or slow a broker; pass --allow-remote only for a broker you own.",
                remote.ip()
            ));
        }
    }
    Ok(first)
}

/// The seeded generator a run draws its choices from: the mutants follow from `--seed`.
pub use kafka_view::samples::Rng;

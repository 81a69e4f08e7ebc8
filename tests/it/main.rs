//! The library's integration tests: one binary, one module per topic (each extra test binary would
//! link the whole crate again). Run one topic with `cargo test --test it <module>::`.

mod api;
mod bad_input;
mod broker_frames;
mod build_vs_step;
mod codec;
mod common;
mod compression;
mod differential;
mod e2e_frames;
mod error_codes;
mod fuzz_corpus;
mod fuzz_mutator;
mod fuzz_regressions;
mod kafka_judge;
mod nom;
mod proxy;
mod records;
mod roundtrip;
mod sasl;
mod seeds;
mod typed;
mod walk;
mod zero_alloc;

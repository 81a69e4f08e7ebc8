//! The guides, one page per topic. They are the pages of `docs/` in the repository, included here
//! so that rustdoc shows them and `cargo test` compiles and runs every example in them. Links
//! between pages point at the repository's files.

#[doc = include_str!("../docs/explain.md")]
pub mod explain {}

#[doc = include_str!("../docs/frames.md")]
pub mod frames {}

#[doc = include_str!("../docs/embedded.md")]
pub mod embedded {}

#[doc = include_str!("../docs/records.md")]
pub mod records {}

#[doc = include_str!("../docs/sasl.md")]
pub mod sasl {}

#[doc = include_str!("../docs/proxy.md")]
pub mod proxy {}

#[doc = include_str!("../docs/apis.md")]
pub mod apis {}

#[doc = include_str!("../docs/fuzzing.md")]
pub mod fuzzing {}

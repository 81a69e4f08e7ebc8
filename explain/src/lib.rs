//! The library behind `kafka-explain`: any Kafka frame as an annotated tree of fields, each with
//! its wire type, value, offset and size, plus the text and JSON the command prints.
//!
//! Nothing here parses the wire format a second time. [`TreeBuilder`] implements kafka-view's
//! [`Trace`](kafka_view::trace::Trace) and is handed to
//! [`decode_request_traced`](kafka_view::trace::decode_request_traced) or
//! [`decode_response_traced`](kafka_view::trace::decode_response_traced), so every offset and size in a
//! tree is the one the decoder used. It and the summary's fact gatherer both go through
//! [`Shared`](kafka_view::trace::Shared), so every message's traced decoder is compiled once for
//! the two. The command line itself (argument parsing, reading files and
//! standard input, exit statuses) lives in the `kafka-explain` binary of this package; the user
//! guide of the command is `docs/explain.md` in the repository.
//!
//! ```
//! use kafka_view_explain::{explain_request, EntryKind};
//!
//! let frame = [
//!     0, 0, 0, 26, 0, 38, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
//! ];
//! let explained = explain_request(&frame);
//! assert!(explained.ok());
//! assert_eq!(explained.root.size, 30);
//! let key = explained.root.find("request_api_key").unwrap();
//! assert_eq!(key.value, "38 (CreateDelegationToken)");
//! assert_eq!((key.offset, key.size), (4, 2));
//! assert_eq!(explained.root.find("Renewers").unwrap().kind, EntryKind::Array);
//! println!("{}", explained.render_text());
//! ```
//!
//! What the crate offers, by module of the source:
//! - the tree (`tree.rs`, `batches.rs`): [`Entry`] and [`EntryKind`], built by [`TreeBuilder`]
//!   within [`Limits`]; a records field's batches and records become entries too, a compressed
//!   batch's records decompressed under its compressed bytes.
//! - one frame (`frame.rs`): [`explain_request`] and [`explain_response`] give an [`Explained`]
//!   (its tree, header facts and [`Problem`]s).
//! - streams (`stream.rs`): [`explain_stream`] explains frames back to back, as captured from one
//!   direction of a connection; responses take their API key and version from [`Decoding`] (one
//!   fixed API, or each paired with its request by correlation id through a [`RequestIndex`]).
//!   [`StreamFrames`] and [`explain_frame`] do the same one frame at a time, so memory holds one
//!   frame's tree however long the stream.
//! - frames too large to hold (`read.rs`): [`explain_read`] explains a frame as it reads it from a
//!   `std::io::Read`; its tree comes from kafka-view's [walk](kafka_view::walk), and only the bytes
//!   its hex layout prints are kept ([`Streamed`]).
//! - text (`text.rs`): [`Explained::render_text`] and [`StreamReport::render_text`] give the
//!   aligned tree and the hex layout; [`StreamText`] writes a stream's text frame by frame, and
//!   [`IoWriter`] lets it write to a `std::io::Write`.
//! - JSON (`json.rs`): [`Explained`], [`StreamReport`], [`Entry`] (its value a [`Scalar`]) and
//!   [`Problem`] implement `serde::Serialize`, values as JSON values; the command's `--json` writes
//!   them with `serde_json`. [`response_readings`] says whether a frame reads whole as a response,
//!   which the command's hint to give `--api-key` rests on.
//! - input (`parse.rs`, `sample.rs`): [`decode_input`], [`parse_hex`] and [`parse_api_key`] read
//!   frames given as hex or raw bytes and API keys given by name or number; [`sample_frame`] builds
//!   the smallest legal frame of any API and version.
//! - packet captures ([`pcap`], with `tcp.rs` for TCP reassembly and `plausible.rs`, `facts.rs`,
//!   `filter.rs`, `summary.rs` beside it): [`pcap::explain_capture`] reads a pcap or pcapng
//!   capture as it streams and explains every Kafka frame of its TCP connections, paired;
//!   [`pcap::explain_packets`] takes the packets from elsewhere (the command's `--live`). They are
//!   in the library so that a fuzz target reaches them.
//!
//! The JSON of a frame holds its tree, each value as a JSON value with the text tree's form
//! beside it:
//!
//! ```
//! use kafka_view_explain::explain_request;
//!
//! let frame = [0, 0, 0, 13, 0, 36, 0, 2, 0, 0, 0, 0, 0, 0, 0, 1, 0];
//! let json = serde_json::to_value(explain_request(&frame)).unwrap();
//! assert_eq!(json["message"], "SaslAuthenticateRequest");
//! assert_eq!(json["ok"], true);
//! assert_eq!(json["tree"]["children"][0]["kind"], "frame");
//! let api_key = &json["tree"]["children"][1]["children"][0];
//! assert_eq!(api_key["value"], 36);
//! assert_eq!(api_key["value_name"], "SaslAuthenticate");
//! assert_eq!(api_key["text"], "36 (SaslAuthenticate)");
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![cfg_attr(
    not(test),
    deny(
        clippy::indexing_slicing,
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic
    )
)]

mod batches;
mod facts;
mod filter;
mod frame;
mod ipfrag;
mod json;
mod parse;
pub mod pcap;
mod plausible;
mod read;
mod sample;
mod stream;
mod summary;
mod tcp;
mod text;
mod tree;

pub use filter::Filter;
pub use frame::{
    explain_request, explain_request_with, explain_response, explain_response_with, request_start,
    response_correlation_id, response_readings, Explained, Problem,
};
pub use parse::{decode_input, parse_api_key, parse_hex, InputFormat};
pub use read::{explain_read, Streamed, READ_BUFFER};
pub use sample::{sample_frame, sample_frame_with};
pub use stream::{
    explain_frame, explain_stream, explain_stream_with, Decoding, RequestIndex, StreamFrames,
    StreamReport,
};
pub use text::{hex_layout, IoWriter, StreamText};
pub use tree::{message_name, Direction, Entry, EntryKind, Limits, Scalar, TreeBuilder};

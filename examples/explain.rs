//! Prints any Kafka frame as an annotated tree: every field's name, wire type, value, offset and size,
//! as the decoder read it, then the bytes 16 per row.
//!
//! ```text
//! cargo run --example explain                                   # the seed CreateDelegationToken v3 request
//! cargo run --example explain -- 0000000d00240002000000000000000100
//! cargo run --example explain -- capture.bin                    # raw or hex, one frame or many
//! cat capture.hex | cargo run --example explain -- -
//! cargo run --example explain -- --api-key SaslAuthenticate --api-version 2 responses.bin
//! cargo run --example explain -- --requests requests.bin responses.bin
//! cargo run --example explain -- --sample CreateDelegationToken 3 response
//! cargo run --example explain -- --json
//! ```
//!
//! All the work is in `kafka_view::explain`; this is its command line.

use std::io::Write;
use std::process::ExitCode;

use kafka_view::explain::{parse_args, run, USAGE};

/// The CreateDelegationToken v3 request of the seed documents (30 bytes, size prefix included).
const SEED_REQUEST: [u8; 30] = [
    0x00, 0x00, 0x00, 0x1a, 0x00, 0x26, 0x00, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01,
    0x01, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
];

fn main() -> ExitCode {
    let opts = match parse_args(std::env::args().skip(1)) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("explain: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let out = run(&opts, &SEED_REQUEST, &mut std::io::stdin().lock());
    // A closed pipe (explain ... | head) is not an error worth a panic.
    let _ = std::io::stdout().lock().write_all(out.stdout.as_bytes());
    let _ = std::io::stderr().lock().write_all(out.stderr.as_bytes());
    ExitCode::from(u8::try_from(out.code).unwrap_or(1))
}

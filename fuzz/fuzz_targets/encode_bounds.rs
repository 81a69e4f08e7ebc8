//! A valid frame encoded into buffers smaller than it needs: each gives the too-small error with the
//! exact size needed, nothing is written past the buffer, and what was written into it before it ran
//! out is the frame's own bytes (the size prefix is written last, so it holds a zero placeholder).
//! Every size is tried for frames up to 512 bytes; above that, the 64 smallest and 64 largest sizes
//! and 64 spread between them (each failed try writes up to its size, so every size would make this
//! target quadratic).
#![no_main]

use kafka_view::error::EncodeError;
use kafka_view::samples::{any_frame, Bump};
use libfuzzer_sys::fuzz_target;

const CANARY: u8 = 0xa5;
const EVERY_SIZE_UP_TO: usize = 512;
const EDGE: usize = 64;

fuzz_target!(|data: &[u8]| {
    let bump = Bump::new();
    let Some(frame) = any_frame(&bump, data) else {
        return;
    };
    let n = frame.encoded_len().expect("a built frame measures");
    let mut full = vec![0u8; n];
    assert_eq!(frame.encode(&mut full), Ok(n));
    let mut buf = vec![CANARY; n + 16];
    let mut check = |size: usize| {
        buf.fill(CANARY);
        let err = frame
            .encode(&mut buf[..size])
            .expect_err("a too-small buffer must fail");
        assert_eq!(
            err,
            EncodeError::BufferTooSmall {
                needed: n as u32,
                available: size as u32
            }
        );
        // A slice of `size` bytes cannot be written past; what is in it is the frame's own bytes
        // (or the size placeholder, 0), or was not written.
        for (i, &b) in buf[..size].iter().enumerate() {
            let own = if i < 4 { 0 } else { full[i] };
            assert!(
                b == own || b == CANARY,
                "a failed encode into {size} bytes wrote {b} at {i}"
            );
        }
        assert!(
            buf[size..].iter().all(|&b| b == CANARY),
            "wrote past a {size}-byte buffer"
        );
    };
    if n <= EVERY_SIZE_UP_TO {
        (0..n).for_each(&mut check);
    } else {
        (0..EDGE)
            .chain((1..EDGE).map(|i| i * n / EDGE))
            .chain(n - EDGE..n)
            .for_each(&mut check);
    }
    buf.fill(CANARY);
    assert_eq!(frame.encode(&mut buf[..n]), Ok(n));
    assert_eq!(&buf[..n], &full[..]);
    assert!(buf[n..].iter().all(|&b| b == CANARY), "wrote past the end");
});

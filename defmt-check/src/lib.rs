//! A defmt global logger that keeps every byte defmt writes, so a test on the host can check what
//! `defmt::Format` impls send: a secret formatted with `{=[u8]}` or `{=str}` goes out as its raw
//! bytes, so looking for those bytes in the capture finds any leak.
//!
//! It lives in a crate of its own because a defmt logger needs `unsafe impl`, which the library
//! package forbids in all its targets.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

static CAPTURE: Mutex<Vec<u8>> = Mutex::new(Vec::new());
static TAKEN: AtomicBool = AtomicBool::new(false);

#[defmt::global_logger]
struct Capture;

// SAFETY: `acquire` takes a flag that `release` clears, so at most one frame is written at a time;
// tests that log run one at a time through `capture`, which holds a lock for the whole call.
unsafe impl defmt::Logger for Capture {
    fn acquire() {
        while TAKEN.swap(true, Ordering::Acquire) {
            std::hint::spin_loop();
        }
    }
    unsafe fn flush() {}
    unsafe fn release() {
        TAKEN.store(false, Ordering::Release);
    }
    unsafe fn write(bytes: &[u8]) {
        CAPTURE
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend_from_slice(bytes);
    }
}

defmt::timestamp!("{=u8}", 0);

static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The bytes defmt writes for one `defmt::println!("{}", value)`.
pub fn capture<T: defmt::Format>(value: &T) -> Vec<u8> {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    CAPTURE.lock().unwrap_or_else(|e| e.into_inner()).clear();
    defmt::println!("{}", value);
    std::mem::take(&mut *CAPTURE.lock().unwrap_or_else(|e| e.into_inner()))
}

/// Whether `needle` occurs in `haystack`.
pub fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    !needle.is_empty() && haystack.windows(needle.len()).any(|w| w == needle)
}

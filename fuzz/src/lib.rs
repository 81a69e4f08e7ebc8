//! Shared pieces of the fuzz targets: an allocator that fails the run if the library allocates, the
//! traced decodes and the walk a decode is compared with, a visitor that touches every field, the
//! work bound, and the custom mutator.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::fmt::{self, Write};

use kafka_view::fuzz::{mutate, Direction};
use kafka_view::messages::{Request, Response};
use kafka_view::samples::{Bump, SampleGen};
use kafka_view::ApiKey;

/// Decoding one input and visiting every field may take at most `STEPS_PER_BYTE` steps per input byte
/// plus `STEPS_FIXED` (steps are counted by the library in fuzz builds: one per read, varint and struct).
pub const STEPS_PER_BYTE: usize = 32;
/// The fixed part of the work bound.
pub const STEPS_FIXED: usize = 64;

thread_local! {
    static ARMED: Cell<bool> = const { Cell::new(false) };
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

/// Counts allocations made while a [`no_alloc`] section runs.
pub struct CountingAlloc;

unsafe impl GlobalAlloc for CountingAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if ARMED.try_with(|a| a.get()).unwrap_or(false) {
            ALLOCATIONS.with(|n| n.set(n.get() + 1));
        }
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: CountingAlloc = CountingAlloc;

/// Runs `f` and fails the run if it allocated.
pub fn no_alloc<R>(what: &str, f: impl FnOnce() -> R) -> R {
    ALLOCATIONS.with(|n| n.set(0));
    ARMED.with(|a| a.set(true));
    let r = f();
    ARMED.with(|a| a.set(false));
    let n = ALLOCATIONS.with(|n| n.get());
    assert_eq!(n, 0, "{what}: the library allocated {n} times");
    r
}

/// A `fmt::Write` that throws the text away; formatting with `Debug` visits every field.
struct Sink;

impl Write for Sink {
    fn write_str(&mut self, _: &str) -> fmt::Result {
        Ok(())
    }
}

/// Visits every field of `value` (arrays iterated, strings read) without allocating.
pub fn visit(value: &impl fmt::Debug) {
    no_alloc("visit", || {
        write!(Sink, "{value:?}").expect("formatting into a sink cannot fail")
    });
}

/// A trace that records nothing but says it is active and asks for every array element to be built
/// (the untraced decoder steps over them), and both ways must give the same result.
struct Active;
impl kafka_view::trace::Trace for Active {
    const BUILD_ELEMENTS: bool = true;
}

/// A trace that records nothing, active with the default: elements are stepped over, their values
/// reported (what a visitor gets). It must come to the same result as [`Active`].
struct Stepping;
impl kafka_view::trace::Trace for Stepping {}

/// Decodes `frame` (a request, or a response to `response`'s API and version) twice with a trace:
/// one that builds every array element ([`Active`]) and one that steps over them, a trace's
/// default. Fails the run if they come to different outcomes, and returns their error: what the
/// untraced decoder and a walk must return.
///
/// It is here rather than in the targets for the build's sake: a target starts compiling only when
/// kafka-view is done, while cargo compiles this library beside kafka-view, on the other core
/// (BENCHMARKS.md, "Build times").
pub fn traced_error(
    frame: &[u8],
    response: Option<(ApiKey, i16)>,
) -> Option<kafka_view::error::DecodeError> {
    use kafka_view::trace::{decode_request_traced, decode_response_traced};
    let (built, stepped) = match response {
        None => (
            decode_request_traced(frame, Active).err(),
            decode_request_traced(frame, Stepping).err(),
        ),
        Some((key, version)) => (
            decode_response_traced(frame, key, version, Active).err(),
            decode_response_traced(frame, key, version, Stepping).err(),
        ),
    };
    assert_eq!(
        stepped, built,
        "a traced decode that steps over elements differs"
    );
    built
}

/// An input handing out at most 7 bytes per read, so that values straddle the walk's refills.
struct Chunks<'a>(&'a [u8]);

impl kafka_view::walk::Input for Chunks<'_> {
    fn read(&mut self, buf: &mut [u8]) -> usize {
        let n = buf.len().min(self.0.len()).min(7);
        let (head, tail) = self.0.split_at(n);
        buf[..n].copy_from_slice(head);
        self.0 = tail;
        n
    }
}

thread_local! {
    static WALK_BUFFER: std::cell::RefCell<Vec<u8>> =
        std::cell::RefCell::new(vec![0; kafka_view::walk::MIN_BUFFER]);
}

/// Walks `frame` (a request, or a response to `response`'s API and version) in the smallest buffer,
/// a few bytes per read, and returns its error: what the decoder's must be.
pub fn walk_error(
    frame: &[u8],
    response: Option<(ApiKey, i16)>,
) -> Option<kafka_view::error::DecodeError> {
    use kafka_view::walk::{walk_request, walk_response};
    WALK_BUFFER.with(|b| {
        let buf = &mut b.borrow_mut()[..];
        let input = Chunks(frame);
        match response {
            None => walk_request(input, frame.len(), buf, Stepping).err(),
            Some((key, version)) => {
                walk_response(input, frame.len(), key, version, buf, Stepping).err()
            }
        }
    })
}

/// Resets the library's step counter.
pub fn start_counting() {
    #[cfg(fuzzing)]
    kafka_view::fuzz_steps::reset();
}

/// Fails the run if the steps counted since [`start_counting`] exceed the bound for `len` input bytes.
pub fn check_steps(len: usize) {
    #[cfg(fuzzing)]
    {
        let steps = kafka_view::fuzz_steps::get();
        let bound = STEPS_PER_BYTE * len + STEPS_FIXED;
        assert!(
            steps <= bound,
            "{steps} steps for {len} input bytes (bound {bound})"
        );
    }
    let _ = len;
}

/// Equal, treating NaN floats as equal to themselves (the wire can carry any float64 bits).
pub fn same<T: PartialEq + fmt::Debug>(a: &T, b: &T) -> bool {
    a == b || format!("{a:?}") == format!("{b:?}")
}

/// Picks an API key and one of its versions from two bytes (as `samples::any_frame` does).
pub fn pick_api(key: u8, version: u8, response: bool) -> (ApiKey, i16) {
    kafka_view::samples::pick_api(key, version, response)
}

/// A message of any API and version built from the fuzzer's bytes: the first three pick request or
/// response, API and version; the rest drive every field.
pub enum Built<'a> {
    /// A request body.
    Request(ApiKey, i16, Request<'a>),
    /// A response body.
    Response(ApiKey, i16, Response<'a>),
}

/// Builds a message from `data` (see [`Built`]).
pub fn build<'a>(bump: &'a Bump, data: &'a [u8]) -> Option<Built<'a>> {
    let [kind, key, version, rest @ ..] = data else {
        return None;
    };
    let response = kind & 1 == 1;
    let (api, v) = pick_api(*key, *version, response);
    let mut g = SampleGen::scripted(bump, rest);
    Some(if response {
        Built::Response(api, v, Response::sample(&mut g, api, v)?)
    } else {
        Built::Request(api, v, Request::sample(&mut g, api, v)?)
    })
}

/// One call in this many goes to libFuzzer's own mutator instead of the field-aware one: its
/// comparison-guided and dictionary mutations find values no field-level choice would.
pub const DEFAULT_MUTATOR_EVERY: u32 = 3;

/// The custom mutator of the frame targets (`fuzz_mutator!`): the input's first `skip` bytes are
/// kept (decode_response's API and version), the rest is mutated by `kafka_view::fuzz::mutate` as a
/// frame going the way `direction` says from those bytes. Every [`DEFAULT_MUTATOR_EVERY`]th call,
/// whenever the field-aware mutator has no room, and for half of the inputs that do not decode
/// (where it could only do byte havoc), libFuzzer's own mutator runs instead.
pub fn mutate_frame(
    data: &mut [u8],
    size: usize,
    max_size: usize,
    seed: u32,
    skip: usize,
    direction: impl Fn(&[u8]) -> Direction,
) -> usize {
    let default = |data: &mut [u8]| libfuzzer_sys::fuzzer_mutate(data, size, max_size);
    if default_only() || seed % DEFAULT_MUTATOR_EVERY == 0 || size < skip || max_size < skip {
        return default(data);
    }
    let (head, rest) = data.split_at_mut(skip);
    let frame = rest[..size - skip].to_vec();
    match mutate(
        &frame,
        direction(head),
        seed.into(),
        &mut rest[..max_size - skip],
    ) {
        Some(m) if !m.fallback || seed % 2 == 0 => skip + m.len,
        _ => {
            // The field-aware mutator may have written over the input: put it back first.
            rest[..frame.len()].copy_from_slice(&frame);
            default(data)
        }
    }
}

/// Whether `KAFKA_VIEW_FUZZ_DEFAULT_MUTATOR` is set: then [`mutate_frame`] always hands over to
/// libFuzzer's own mutator, so that the same binary measures coverage with and without the
/// field-aware one.
fn default_only() -> bool {
    static DEFAULT_ONLY: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *DEFAULT_ONLY.get_or_init(|| std::env::var_os("KAFKA_VIEW_FUZZ_DEFAULT_MUTATOR").is_some())
}

/// The direction of decode_response's frames: a response to the API and version its first two
/// bytes pick.
pub fn response_to(head: &[u8]) -> Direction {
    let (api_key, api_version) = match head {
        [key, version, ..] => pick_api(*key, *version, true),
        _ => (ApiKey::API_VERSIONS, 0),
    };
    Direction::Response {
        api_key,
        api_version,
    }
}

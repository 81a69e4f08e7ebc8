//! Building and stepping: a generated struct's fields are read by one function, `Struct::read`, in
//! two modes: building them (`Decode`) or stepping over them (`Walk`; the reader steps over array
//! elements that way, and the stream walk of `kafka_view::walk` runs the same function). The struct's
//! grammar is therefore one, but each field type still has a reader and a stepper of its own
//! (`Field::read` and `Field::step`), and an array iterated later re-reads its validated bytes with
//! the checks left out. These tests hold those to each other: on corrupted bodies of every API and
//! version, a decode without a trace (elements stepped over) and one whose trace builds every element
//! accept or refuse alike, with the same error, and an accepted body iterates to the same elements.
//!
//! With a trace attached the decoder steps over array elements too (reporting every value as it
//! goes) unless the trace asks for them to be built; the last test holds the events and outcomes of
//! stepping to those of building.

use kafka_view::messages::{Request, Response};
use kafka_view::samples::{Bump, Mode, SampleGen};
use std::collections::hash_map::DefaultHasher;
use std::hash::Hasher;

use kafka_view::trace::{FieldEvent, Node, Trace, Value};
use kafka_view::{
    wire::{Reader, Writer},
    ApiKey,
};

/// A trace that records nothing but says it is active and asks for every element to be built.
struct Active;
impl kafka_view::trace::Trace for Active {
    const BUILD_ELEMENTS: bool = true;
}

/// A trace that folds every event, in order, into a hash; `BUILD` says whether elements are built or
/// stepped over.
struct Recorder<const BUILD: bool> {
    hash: DefaultHasher,
    events: usize,
}

impl<const BUILD: bool> Recorder<BUILD> {
    fn new() -> Self {
        Recorder {
            hash: DefaultHasher::new(),
            events: 0,
        }
    }
}

impl<const BUILD: bool> Trace for Recorder<BUILD> {
    const BUILD_ELEMENTS: bool = BUILD;
    fn enter(&mut self, node: Node, offset: usize) {
        self.events += 1;
        self.hash.write(format!("enter {node:?}").as_bytes());
        self.hash.write_usize(offset);
    }
    fn leave(&mut self, offset: usize) {
        self.events += 1;
        self.hash.write(b"leave");
        self.hash.write_usize(offset);
    }
    fn field(&mut self, e: &FieldEvent<'_>) {
        self.events += 1;
        let h = &mut self.hash;
        h.write(e.name.as_bytes());
        h.write_u8(e.ty as u8);
        h.write_usize(e.offset);
        h.write_usize(e.size);
        h.write_i64(e.prefix.unwrap_or(i64::MIN));
        h.write_u8(e.secret.into());
        match e.value {
            Value::Int(v) => h.write_i64(v),
            Value::Uint(v) => h.write_u64(v.wrapping_add(1 << 62)),
            Value::Float(v) => h.write_u64(v.to_bits()),
            Value::Bool(v) => h.write_u8(2 + u8::from(v)),
            Value::Uuid(v) => h.write(&v.0),
            Value::Str(v) => h.write(v.as_bytes()),
            Value::Bytes(v) => h.write(v),
            Value::Null => h.write_u8(9),
        }
    }
}

/// The byte values written at each position: zero (nulls, empty lengths, false), all ones (-1 and
/// negative lengths), 0x80 (varint continuation, invalid UTF-8) and the byte with its low bit flipped.
fn mutations(b: u8) -> [u8; 4] {
    [0x00, 0xff, 0x80, b ^ 0x01]
}

/// Decodes every single-byte mutation of `body` with and without a trace and compares the results.
fn compare(
    what: &str,
    body: &[u8],
    decode: impl Fn(&[u8], bool) -> Result<String, kafka_view::error::DecodeError>,
) -> (usize, usize) {
    let (mut accepted, mut refused) = (0, 0);
    let mut copy = body.to_vec();
    for i in 0..body.len() {
        for v in mutations(body[i]) {
            if v == body[i] {
                continue;
            }
            copy[i] = v;
            let plain = decode(&copy, false);
            let traced = decode(&copy, true);
            assert_eq!(plain, traced, "{what}: byte {i} set to {v:#04x}");
            if plain.is_ok() {
                accepted += 1;
            } else {
                refused += 1;
            }
        }
        copy[i] = body[i];
    }
    (accepted, refused)
}

fn modes(key: ApiKey, version: i16) -> [Mode; 2] {
    [
        Mode::Busy,
        Mode::Random(((key.0 as u64) << 16) ^ version as u64 ^ 0x5eed),
    ]
}

/// Encodes the busy and a random body of every version of one side (`Request` or `Response`) of
/// `key` into `buf`, and runs `$run` on each with `version`, `mode` and the body's length `n`.
macro_rules! each_sample {
    ($side:ident, $versions:ident, $key:expr, $buf:expr, |$version:ident, $mode:ident, $n:ident| $run:block) => {{
        let key = $key;
        for $version in key.$versions().unwrap().iter() {
            for $mode in modes(key, $version) {
                let bump = Bump::new();
                let mut g = SampleGen::new(&bump, $mode);
                let sample = $side::sample(&mut g, key, $version).unwrap();
                let mut w = Writer::new(&mut $buf[..]);
                sample.write(&mut w, $version).unwrap();
                let $n = w.position();
                $run
            }
        }
    }};
}

/// Runs [`compare`] on the busy and a random body of every version of one side (`Request` or
/// `Response`), adding to the (accepted, refused, messages) counts.
macro_rules! every_version {
    ($side:ident, $versions:ident, $what:literal, $key:expr, $buf:expr, $counts:expr) => {{
        let key = $key;
        each_sample!($side, $versions, key, $buf, |version, mode, n| {
            let what = format!("{key} {} v{version} {mode:?}", $what);
            let (a, r) = compare(&what, &$buf[..n], |b, traced| {
                // `{:?}` iterates every array of the decoded value.
                if traced {
                    let mut t = Reader::with_trace(b, Active);
                    let m = $side::read(&mut t, key, version)?;
                    t.finish().map(|_| format!("{m:?}"))
                } else {
                    let mut t = Reader::new(b);
                    let m = $side::read(&mut t, key, version)?;
                    t.finish().map(|_| format!("{m:?}"))
                }
            });
            $counts.0 += a;
            $counts.1 += r;
            $counts.2 += 1;
        })
    }};
}

#[test]
fn skipping_and_building_agree_on_corrupted_bodies() {
    let mut buf = vec![0u8; 1 << 20];
    let mut counts = (0, 0, 0);
    for &key in ApiKey::ALL {
        every_version!(Request, request_versions, "request", key, buf, counts);
        every_version!(Response, response_versions, "response", key, buf, counts);
    }
    let (accepted, refused, messages) = counts;
    eprintln!(
        "{messages} messages: {accepted} corrupted bodies accepted alike, {refused} refused alike"
    );
    // Both outcomes must be well represented, or the comparison proves little.
    assert!(messages > 1200, "{messages}");
    assert!(
        accepted > 10_000 && refused > 10_000,
        "{accepted} / {refused}"
    );
}

/// Decodes `bytes` as one side's body through a [`Recorder`]: the outcome as text, the events' hash
/// and their count.
macro_rules! recorded {
    ($side:ident, $build:literal, $key:expr, $version:expr, $bytes:expr) => {{
        let mut rec = Recorder::<$build>::new();
        let mut r = Reader::with_trace($bytes, &mut rec);
        let outcome =
            $side::read(&mut r, $key, $version).and_then(|m| r.finish().map(|_| format!("{m:?}")));
        (outcome, rec.hash.finish(), rec.events)
    }};
}

/// Holds stepping to building on the busy and a random body of every version of one side, and on
/// single-byte mutations of its first 48 bytes and every 5th byte after them.
macro_rules! step_against_build {
    ($side:ident, $versions:ident, $what:literal, $key:expr, $buf:expr, $counts:expr) => {{
        let key = $key;
        each_sample!($side, $versions, key, $buf, |version, mode, n| {
            let mut copy = $buf[..n].to_vec();
            for i in std::iter::once(usize::MAX).chain((0..n).filter(|i| *i < 48 || i % 5 == 0)) {
                let values = match copy.get(i) {
                    Some(&b) => mutations(b).to_vec(),
                    None => vec![0],
                };
                for v in values {
                    let old = copy.get(i).copied();
                    if let Some(slot) = copy.get_mut(i) {
                        *slot = v;
                    }
                    let built = recorded!($side, true, key, version, &copy);
                    let stepped = recorded!($side, false, key, version, &copy);
                    let change = match old {
                        Some(_) => format!("byte {i} set to {v:#04x}"),
                        None => "as encoded".to_string(),
                    };
                    assert_eq!(
                        built, stepped,
                        "{key} {} v{version} {mode:?}: {change}",
                        $what
                    );
                    $counts.0 += built.2;
                    $counts.1 += 1;
                    if let (Some(slot), Some(old)) = (copy.get_mut(i), old) {
                        *slot = old;
                    }
                }
            }
        })
    }};
}

#[test]
fn stepping_over_elements_reports_what_building_them_reports() {
    let mut buf = vec![0u8; 1 << 20];
    let mut counts = (0, 0);
    for &key in ApiKey::ALL {
        step_against_build!(Request, request_versions, "request", key, buf, counts);
        step_against_build!(Response, response_versions, "response", key, buf, counts);
    }
    let (events, decodes) = counts;
    eprintln!("{decodes} bodies decoded both ways, {events} events alike");
    assert!(
        decodes > 100_000 && events > 1_000_000,
        "{decodes} / {events}"
    );
}

//! Sample instances of every message, for tests, fuzzing, benchmarks and `kafka-explain --sample`.
//!
//! Every generated struct implements [`Sample`]: it builds itself field by field, asking a
//! [`SampleGen`] for each value. The generator's [`Mode`] decides what the values are:
//! - [`Mode::Smallest`]: the smallest legal instance of the seed documents: numbers zero, strings and
//!   bytes empty, every array with one element, nullable fields present, tagged fields left at their
//!   defaults (so not written), and every records field one empty 61-byte RecordBatch v2.
//! - [`Mode::Busy`]: every field non-default: non-empty strings (some multi-byte) and bytes, two
//!   elements per array, every tagged field set, one unknown tagged field per flexible struct.
//! - [`Mode::Random`]: values drawn from a seeded generator, so any failure can be replayed.
//!
//! Nested arrays need storage; the generator takes it from a `bumpalo::Bump` arena the caller owns,
//! which is why this module needs the `samples` feature (and std).
//!
//! ## Valid Kafka traffic from fuzzer bytes
//!
//! [`any_frame`] builds a request or response frame of any API and version from a fuzzer's input:
//! the first bytes pick the direction, API and version, the rest drive every field (then a seeded
//! generator takes over, so short inputs still give whole messages). Every frame it returns encodes,
//! and decodes back to itself, so a harness can feed it to a broker, a client or a proxy under test
//! and spend its time on their logic instead of on inputs their parsers refuse. To fix the API and
//! version, use [`SampleGen::scripted`] with [`Request::sample`] or [`Response::sample`]. With the
//! `arbitrary` feature, [`arbitrary_frame`] does the same over an `arbitrary::Unstructured`.
//!
//! ```
//! use kafka_view::samples::{any_frame, AnyFrame, Bump};
//!
//! // In a fuzz target: fuzz_target!(|data: &[u8]| { ... })
//! let data = [0u8, 3, 7, 0x42, 0x17, 0x99, 1, 2, 3, 4, 5, 6, 7, 8, 9];
//! let bump = Bump::new();
//! let frame = any_frame(&bump, &data).unwrap();
//! let mut wire = vec![0u8; frame.encoded_len().unwrap()];
//! frame.encode(&mut wire).unwrap(); // send these bytes to the system under test
//! let AnyFrame::Request(request) = frame else { unreachable!("byte 0 is even: a request") };
//! assert_eq!(request.header.api_key, kafka_view::ApiKey::METADATA);
//! assert_eq!(kafka_view::decode_request(&wire).unwrap(), request);
//! ```

#![allow(clippy::indexing_slicing)]

use std::vec::Vec;

pub use bumpalo::Bump;

use crate::api::ApiKey;
use crate::array::Array;
use crate::batch::Records;
use crate::error::EncodeError;
pub use crate::field::Generator;
use crate::field::Struct;
use crate::frame::{RequestFrame, RequestHeader, ResponseFrame, ResponseHeader};
use crate::messages::{Request, Response};
use crate::primitives::Uuid;
use crate::tagged::{RawTaggedField, TaggedFields};

/// A type that can build a sample of itself at a version: every generated struct and message.
pub trait Sample<'a>: Sized {
    /// Builds one instance at `version`, taking every value from `g`.
    fn sample(g: &mut SampleGen<'a>, version: i16) -> Self;
}

impl<'a, S: Struct<'a>> Sample<'a> for S {
    fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
        S::generate(g, version)
    }
}

/// What kind of values a [`SampleGen`] hands out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Zeros, empties, one element per array.
    Smallest,
    /// Every field set to a non-default value, two elements per array.
    Busy,
    /// Seeded pseudo-random values.
    Random(u64),
}

/// One empty RecordBatch v2 (61 bytes): every number zero but the batch length (49) and magic (2), with
/// its CRC-32C.
pub const EMPTY_RECORD_BATCH: [u8; 61] = empty_record_batch();

const fn empty_record_batch() -> [u8; 61] {
    let mut b = [0u8; 61];
    b[11] = 49; // batch length: bytes after this field
    b[16] = 2; // magic
               // The CRC covers attributes to the end (bytes 21..61).
    let mut tail = [0u8; 40];
    let mut i = 0;
    while i < 40 {
        tail[i] = b[21 + i];
        i += 1;
    }
    let crc = crate::batch::crc32c_const(&tail).to_be_bytes();
    b[17] = crc[0];
    b[18] = crc[1];
    b[19] = crc[2];
    b[20] = crc[3];
    b
}

const WORDS: &[&str] = &[
    "kafka",
    "view",
    "naïve",
    "日本語",
    "x",
    "delegation-token",
    "😀",
    "User:alice",
];

/// A small seeded pseudo-random generator (splitmix64): the same seed gives the same numbers on
/// every platform. [`SampleGen`]'s random mode draws from it, and harnesses (kafka-fuzz, the
/// differential test) use it so that a run follows from its seed.
///
/// ```
/// use kafka_view::samples::Rng;
/// let (mut a, mut b) = (Rng::new(7), Rng::new(7));
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(10) < 10);
/// ```
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }
}

/// Hands out sample values; see the module docs.
pub struct SampleGen<'a> {
    bump: &'a bumpalo::Bump,
    mode: Mode,
    rng: Rng,
    depth: u32,
    /// Bytes that drive the random choices first (a fuzzer's input), then the seeded generator.
    script: &'a [u8],
}

impl<'a> SampleGen<'a> {
    /// A generator in `mode` that allocates array storage in `bump`.
    pub fn new(bump: &'a bumpalo::Bump, mode: Mode) -> Self {
        let rng = Rng::new(match mode {
            Mode::Random(seed) => seed ^ 0x9e37_79b9_7f4a_7c15,
            _ => 0,
        });
        SampleGen {
            bump,
            mode,
            rng,
            depth: 0,
            script: &[],
        }
    }

    /// A random-mode generator whose choices come from `script` (a fuzzer's bytes) while they last.
    pub fn scripted(bump: &'a bumpalo::Bump, script: &'a [u8]) -> Self {
        SampleGen {
            script,
            ..SampleGen::new(bump, Mode::Random(0))
        }
    }

    /// The mode.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The next pseudo-random number (splitmix64).
    pub fn next_u64(&mut self) -> u64 {
        if !self.script.is_empty() {
            let n = self.script.len().min(8);
            let (head, rest) = self.script.split_at(n);
            self.script = rest;
            let mut word = [0u8; 8];
            word[..n].copy_from_slice(head);
            return u64::from_le_bytes(word);
        }
        self.rng.next_u64()
    }

    fn pick(&mut self, busy: u64) -> u64 {
        match self.mode {
            Mode::Smallest => 0,
            Mode::Busy => busy,
            Mode::Random(_) => self.next_u64(),
        }
    }
}

/// The values every generated struct asks for as it builds a sample of itself.
impl<'a> Generator<'a> for SampleGen<'a> {
    /// An int8.
    fn int8(&mut self) -> i8 {
        self.pick(0x12) as i8
    }
    /// An int16.
    fn int16(&mut self) -> i16 {
        self.pick(0x1234) as i16
    }
    /// An int32.
    fn int32(&mut self) -> i32 {
        self.pick(0x1234_5678) as i32
    }
    /// An int64.
    fn int64(&mut self) -> i64 {
        self.pick(0x1234_5678_9abc_def0) as i64
    }
    /// A uint16.
    fn uint16(&mut self) -> u16 {
        self.pick(0xfedc) as u16
    }
    /// A uint32.
    fn uint32(&mut self) -> u32 {
        self.pick(0xfedc_ba98) as u32
    }
    /// A float64 (never NaN, so samples compare equal to themselves).
    fn float64(&mut self) -> f64 {
        match self.mode {
            Mode::Smallest => 0.0,
            Mode::Busy => 1.5,
            Mode::Random(_) => (self.next_u64() >> 11) as f64 / 1024.0 - 1e12,
        }
    }
    /// A bool.
    fn bool(&mut self) -> bool {
        self.pick(1) & 1 == 1
    }
    /// A UUID.
    fn uuid(&mut self) -> Uuid {
        match self.mode {
            Mode::Smallest => Uuid::ZERO,
            _ => {
                let a = self.pick(0x0123_4567_89ab_cdef).to_be_bytes();
                let b = self.pick(0xfedc_ba98_7654_3210).to_be_bytes();
                let mut id = [0u8; 16];
                id[..8].copy_from_slice(&a);
                id[8..].copy_from_slice(&b);
                Uuid(id)
            }
        }
    }
    /// A string: empty, a fixed multi-byte one, or words of varied length.
    fn string(&mut self) -> &'a str {
        match self.mode {
            Mode::Smallest => "",
            Mode::Busy => "busy-ünïcode-値",
            Mode::Random(_) => {
                let n = (self.next_u64() % 4) as usize;
                let mut s = std::string::String::new();
                for _ in 0..n {
                    let w = WORDS[(self.next_u64() % WORDS.len() as u64) as usize];
                    s.push_str(w);
                }
                self.bump.alloc_str(&s)
            }
        }
    }
    /// A byte array.
    fn bytes(&mut self) -> &'a [u8] {
        match self.mode {
            Mode::Smallest => &[],
            Mode::Busy => &[0xde, 0xad, 0xbe, 0xef, 0x00, 0x01],
            Mode::Random(_) => {
                let n = (self.next_u64() % 24) as usize;
                let v: Vec<u8> = (0..n).map(|_| self.next_u64() as u8).collect();
                self.bump.alloc_slice_copy(&v)
            }
        }
    }
    /// A records field: one empty RecordBatch v2.
    fn records(&mut self) -> Records<'a> {
        Records(&EMPTY_RECORD_BATCH)
    }

    /// `None` sometimes (random mode, when `nullable`), else `Some` of what `f` builds.
    fn maybe<T>(&mut self, nullable: bool, f: impl FnOnce(&mut Self) -> T) -> Option<T> {
        if nullable && matches!(self.mode, Mode::Random(_)) && self.next_u64() % 4 == 0 {
            None
        } else {
            Some(f(self))
        }
    }

    /// Whether to set a tagged field: never when smallest, always when busy, half the time at random.
    fn tagged(&mut self) -> bool {
        match self.mode {
            Mode::Smallest => false,
            Mode::Busy => true,
            Mode::Random(_) => self.next_u64() & 1 == 1,
        }
    }

    /// Unknown tagged fields for a flexible struct: none when smallest, one when busy, up to two at
    /// random (tags from 64 up, which no schema uses).
    fn unknown_tags(&mut self) -> TaggedFields<'a> {
        let n = match self.mode {
            Mode::Smallest => 0,
            Mode::Busy => 1,
            Mode::Random(_) => self.next_u64() % 3,
        };
        let mut tag = 64u32;
        let mut fields = Vec::new();
        for _ in 0..n {
            tag += 1 + (self.pick(7) % 100) as u32;
            let data = self.bytes();
            fields.push(RawTaggedField { tag, data });
        }
        TaggedFields::new(self.bump.alloc_slice_copy(&fields))
    }

    /// An array of elements built by `f`: one when smallest, two when busy, zero to three at random
    /// (fewer deeper down, so nesting stays small).
    fn array<T: Copy>(&mut self, mut f: impl FnMut(&mut Self) -> T) -> Array<'a, T> {
        let n = match self.mode {
            Mode::Smallest => 1,
            Mode::Busy => 2,
            Mode::Random(_) => {
                (self.next_u64() % u64::from(4u32.saturating_sub(self.depth).max(1))) as usize
            }
        };
        self.depth += 1;
        let items: Vec<T> = (0..n).map(|_| f(self)).collect();
        self.depth -= 1;
        Array::new(self.bump.alloc_slice_copy(&items))
    }
}

/// A frame of any direction, API and version, as [`any_frame`] builds it.
#[derive(Clone, Copy, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)] // frames are Copy views, built one at a time
pub enum AnyFrame<'a> {
    /// A request frame (the header names its API and version).
    Request(RequestFrame<'a>),
    /// A response frame (the body names its API, the frame its version).
    Response(ResponseFrame<'a>),
}

impl AnyFrame<'_> {
    /// The API key.
    pub fn api_key(&self) -> ApiKey {
        match self {
            AnyFrame::Request(f) => f.header.api_key,
            AnyFrame::Response(f) => f.body.api_key(),
        }
    }

    /// The API version.
    pub fn api_version(&self) -> i16 {
        match self {
            AnyFrame::Request(f) => f.header.api_version,
            AnyFrame::Response(f) => f.api_version,
        }
    }

    /// Bytes [`AnyFrame::encode`] writes, size prefix included.
    pub fn encoded_len(&self) -> Result<usize, EncodeError> {
        match self {
            AnyFrame::Request(f) => f.encoded_len(),
            AnyFrame::Response(f) => f.encoded_len(),
        }
    }

    /// Encodes the frame into the front of `buf`, returning the bytes written.
    pub fn encode(&self, buf: &mut [u8]) -> Result<usize, EncodeError> {
        match self {
            AnyFrame::Request(f) => f.encode(buf),
            AnyFrame::Response(f) => f.encode(buf),
        }
    }
}

/// Picks an API key (byte `key`) and one of its versions (byte `version`) for requests or responses.
pub fn pick_api(key: u8, version: u8, response: bool) -> (ApiKey, i16) {
    let all = ApiKey::ALL;
    let api = all
        .get(usize::from(key) % all.len())
        .copied()
        .unwrap_or(ApiKey::API_VERSIONS);
    let range = if response {
        api.response_versions()
    } else {
        api.request_versions()
    };
    let range = range.unwrap_or(crate::api::VersionRange::new(0, 0));
    let span = (i32::from(range.max) - i32::from(range.min) + 1).max(1);
    (
        api,
        (i32::from(range.min) + i32::from(version) % span) as i16,
    )
}

/// Byte values that mean something to Kafka's readers: zero, one, a bool's other trues, the edges of a
/// varint byte, negative lengths (`0xbf` starts Produce v5's null transactional id `bf 0c`).
const MUTANT_BYTES: [u8; 8] = [0x00, 0x01, 0x02, 0x7f, 0x80, 0xbf, 0xfe, 0xff];

/// A mutant of `frame` (a whole frame, size prefix included), drawn from `seed`: one to three edits
/// past the size prefix, each a byte set to a random or a telling value, a high bit flipped, or a
/// varint's byte made overlong (`0x05` becomes `0x85 0x00`); the size prefix is then set to the
/// new length. The same frame and seed always give the same mutant. For property tests of the
/// round-trip contract (`kafka_view::roundtrip`): most mutants no longer decode, and those that do
/// must re-encode as its rules say.
pub fn mutate(frame: &[u8], seed: u64) -> Vec<u8> {
    let bump = Bump::new();
    let mut g = SampleGen::new(&bump, Mode::Random(seed));
    let mut out = frame.to_vec();
    if out.len() <= 4 {
        return out;
    }
    for _ in 0..=g.next_u64() % 3 {
        let r = g.next_u64();
        let at = 4 + (r >> 8) as usize % (out.len() - 4);
        let byte = out[at];
        match r % 5 {
            0 => out[at] = (r >> 40) as u8,
            1 => out[at] = MUTANT_BYTES[(r >> 40) as usize % MUTANT_BYTES.len()],
            2 => out[at] ^= 0x80,
            _ if byte < 0x80 => {
                out[at] = byte | 0x80;
                out.insert(at + 1, 0);
            }
            _ => out[at] = byte & 0x7f,
        }
    }
    let size = (out.len() - 4) as u32;
    out[..4].copy_from_slice(&size.to_be_bytes());
    out
}

/// A valid frame built from a fuzzer's bytes: byte 0 picks a request (even) or a response (odd),
/// byte 1 the API (an index into [`ApiKey::ALL`]), byte 2 the version (an index into its range);
/// the rest drive the header (correlation id, client id, header tagged fields) and every field of
/// the body through [`SampleGen::scripted`]. `None` for fewer than 3 bytes. The arrays, strings and
/// unknown tagged fields are allocated in `bump`.
pub fn any_frame<'a>(bump: &'a Bump, data: &'a [u8]) -> Option<AnyFrame<'a>> {
    let [kind, key, version, rest @ ..] = data else {
        return None;
    };
    let response = kind & 1 == 1;
    let (api_key, api_version) = pick_api(*key, *version, response);
    let mut g = SampleGen::scripted(bump, rest);
    let correlation_id = g.int32();
    Some(if response {
        let tagged = api_key.response_header_version(api_version) == Some(1);
        let header = ResponseHeader {
            correlation_id,
            unknown_tagged_fields: if tagged {
                g.unknown_tags()
            } else {
                TaggedFields::EMPTY
            },
        };
        let body = Response::sample(&mut g, api_key, api_version)?;
        AnyFrame::Response(ResponseFrame {
            header,
            body,
            api_version,
            trailing: &[],
        })
    } else {
        let header_version = api_key.request_header_version(api_version);
        let tagged = header_version == Some(2);
        // Header v0 (ControlledShutdown v0) has no client id.
        let client_id = if header_version == Some(0) {
            None
        } else {
            g.maybe(true, SampleGen::string)
        };
        let unknown_tagged_fields = if tagged {
            g.unknown_tags()
        } else {
            TaggedFields::EMPTY
        };
        let header = RequestHeader {
            api_key,
            api_version,
            correlation_id,
            client_id,
            unknown_tagged_fields,
        };
        let body = Request::sample(&mut g, api_key, api_version)?;
        AnyFrame::Request(RequestFrame {
            header,
            body,
            trailing: &[],
        })
    })
}

/// [`any_frame`] over an `arbitrary::Unstructured` (feature `arbitrary`): takes all its bytes.
/// Fails with `NotEnoughData` for fewer than 3 bytes.
///
/// ```
/// use arbitrary::Unstructured;
/// use kafka_view::samples::{arbitrary_frame, Bump};
///
/// let data = [1u8, 0, 9, 5, 4, 3, 2, 1];
/// let bump = Bump::new();
/// let frame = arbitrary_frame(&bump, &mut Unstructured::new(&data)).unwrap();
/// assert_eq!((frame.api_key(), frame.api_version()), (kafka_view::ApiKey::PRODUCE, 9));
/// ```
#[cfg(feature = "arbitrary")]
pub fn arbitrary_frame<'a>(
    bump: &'a Bump,
    u: &mut arbitrary::Unstructured<'a>,
) -> arbitrary::Result<AnyFrame<'a>> {
    let data = u.bytes(u.len())?;
    any_frame(bump, data).ok_or(arbitrary::Error::NotEnoughData)
}

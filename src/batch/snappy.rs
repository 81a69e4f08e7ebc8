//! Snappy: the raw format and the xerial framing Java clients write, decoded and encoded here
//! (no crate for snappy works without `std`), without allocation.
//!
//! Kafka reads snappy through xerial's `SnappyInputStream`, and so this reader follows it: input
//! of 16 bytes or more that starts with the 8-byte xerial magic is a stream of chunks (a
//! big-endian int32 length, then raw snappy), anything else is one raw snappy block. Inside a
//! chunk stream, another xerial header starts a concatenated stream (its version must be at least
//! 1); a header whose magic is wrong, or 1 to 3 bytes left where a chunk length would be, end the
//! stream as they do in Java, and the rest is ignored.

use crate::error::{place, DecodeError, EncodeError};

use super::codec::{be32, corrupt, one_codec, put, too_large, truncated};
use super::Limits;

/// The 8 bytes that open a xerial snappy stream.
pub const XERIAL_MAGIC: [u8; 8] = [0x82, b'S', b'N', b'A', b'P', b'P', b'Y', 0];
/// Bytes of a xerial header: the magic, then the version and the compatible version (int32 each).
const XERIAL_HEADER_LEN: usize = 16;
/// Uncompressed bytes per xerial chunk, as `SnappyOutputStream` writes them (32 KiB).
const XERIAL_CHUNK: usize = 32 * 1024;
/// Raw snappy compresses in blocks of this size (offsets fit two bytes).
const BLOCK: usize = 1 << 16;

/// How [`Snappy`] frames what it compresses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum SnappyFraming {
    /// xerial's `SnappyOutputStream` framing (what Kafka's Java producer writes).
    #[default]
    Xerial,
    /// One raw snappy block.
    Raw,
}

/// The snappy codec: reads both framings, writes the one chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Snappy {
    /// The framing [`Codec::compress`](super::Codec::compress) writes.
    pub framing: SnappyFraming,
}

one_codec!(Snappy, SNAPPY);

impl Snappy {
    fn decompress_one(
        &mut self,
        input: &[u8],
        output: &mut [u8],
        limits: &Limits,
    ) -> Result<usize, DecodeError> {
        decompress(input, output, limits)
    }

    fn compress_one(&mut self, input: &[u8], output: &mut [u8]) -> Result<usize, EncodeError> {
        match self.framing {
            SnappyFraming::Raw => compress_raw(input, output),
            SnappyFraming::Xerial => compress_xerial(input, output),
        }
    }
}

/// Decompresses raw or xerial-framed snappy (see the module docs) into `output`.
pub fn decompress(input: &[u8], output: &mut [u8], limits: &Limits) -> Result<usize, DecodeError> {
    if input.is_empty() {
        return Err(truncated(0, place!("Snappy", "length"), 1, 0));
    }
    let xerial = input.len() >= XERIAL_HEADER_LEN && input.starts_with(&XERIAL_MAGIC);
    if !xerial {
        return decompress_raw(input, output, limits, 0, input.len());
    }
    let mut pos = XERIAL_HEADER_LEN;
    let mut produced = 0usize;
    while let Some(size) = be32(input, pos) {
        if size == be32(&XERIAL_MAGIC, 0).unwrap_or(0) {
            // A concatenated stream: its whole header must be there, with a version of at least 1.
            let Some(header) = input.get(pos..pos + XERIAL_HEADER_LEN) else {
                return Err(truncated(
                    pos,
                    place!("SnappyXerial", "header"),
                    XERIAL_HEADER_LEN,
                    input.len() - pos,
                ));
            };
            if !header.starts_with(&XERIAL_MAGIC) {
                break;
            }
            if be32(header, 8).map_or(0, |v| v as i32) < 1 {
                return Err(corrupt(
                    pos + 8,
                    place!("SnappyXerial", "version"),
                    "xerial stream version below 1",
                ));
            }
            pos += XERIAL_HEADER_LEN;
            continue;
        }
        let at = pos;
        let Ok(size) = usize::try_from(size as i32) else {
            return Err(corrupt(
                at,
                place!("SnappyXerial", "chunkSize"),
                "negative chunk size",
            ));
        };
        pos += 4;
        let Some(chunk) = input.get(pos..pos.saturating_add(size)) else {
            return Err(truncated(
                at,
                place!("SnappyXerial", "chunk"),
                size,
                input.len() - pos,
            ));
        };
        let out = output.get_mut(produced..).unwrap_or(&mut []);
        produced +=
            decompress_raw(chunk, out, limits, pos, input.len()).map_err(|e| widen(e, produced))?;
        limits.check_ratio(
            produced as u64,
            input.len(),
            at,
            place!("SnappyXerial", "chunk"),
        )?;
        pos += size;
    }
    Ok(produced)
}

/// An error from a chunk written at `produced`: the capacity it reports is the whole buffer's.
fn widen(mut e: DecodeError, produced: usize) -> DecodeError {
    if let crate::error::DecodeErrorKind::OutputTooLarge { capacity } = &mut e.kind {
        *capacity += produced;
    }
    e
}

/// Reads the raw format's length preamble: a varint of at most 5 bytes that fits 32 bits.
fn preamble(input: &[u8], base: usize) -> Result<(u32, usize), DecodeError> {
    let mut value: u32 = 0;
    for i in 0..5 {
        let Some(&b) = input.get(i) else {
            return Err(truncated(base + i, place!("Snappy", "length"), 1, 0));
        };
        if i == 4 && b > 0x0f {
            return Err(corrupt(
                base,
                place!("Snappy", "length"),
                "length varint overflows 32 bits",
            ));
        }
        value |= u32::from(b & 0x7f) << (7 * i);
        if b & 0x80 == 0 {
            return Ok((value, i + 1));
        }
    }
    Err(corrupt(
        base,
        place!("Snappy", "length"),
        "length varint longer than 5 bytes",
    ))
}

/// Decompresses one raw snappy block. `base` is where `input` starts in the whole compressed
/// input (for error offsets), `whole` that input's length (for the ratio).
pub fn decompress_raw(
    input: &[u8],
    output: &mut [u8],
    limits: &Limits,
    base: usize,
    whole: usize,
) -> Result<usize, DecodeError> {
    let (declared, mut pos) = preamble(input, base)?;
    limits.check_declared(u64::from(declared), whole, base, place!("Snappy", "length"))?;
    let len = declared as usize;
    let capacity = output.len();
    let out = output
        .get_mut(..len)
        .ok_or(too_large(base, place!("Snappy", "length"), capacity))?;
    let mut op = 0usize;
    while let Some(&tag) = input.get(pos) {
        let at = base + pos;
        pos += 1;
        let (offset, n) = match tag & 3 {
            0 => {
                let mut n = usize::from(tag >> 2);
                if n >= 60 {
                    let extra = n - 59;
                    let Some(bytes) = input.get(pos..pos + extra) else {
                        return Err(truncated(
                            at,
                            place!("Snappy", "literal"),
                            extra,
                            input.len() - pos,
                        ));
                    };
                    n = bytes
                        .iter()
                        .rev()
                        .fold(0usize, |acc, &b| (acc << 8) | usize::from(b));
                    pos += extra;
                }
                let n = n + 1;
                let Some(src) = input.get(pos..pos.saturating_add(n)) else {
                    return Err(truncated(
                        at,
                        place!("Snappy", "literal"),
                        n,
                        input.len() - pos,
                    ));
                };
                let Some(dst) = out.get_mut(op..op.saturating_add(n)) else {
                    return Err(corrupt(
                        at,
                        place!("Snappy", "literal"),
                        "output past the declared length",
                    ));
                };
                dst.copy_from_slice(src);
                op += n;
                pos += n;
                continue;
            }
            1 => {
                let Some(&b) = input.get(pos) else {
                    return Err(truncated(at, place!("Snappy", "copy"), 1, 0));
                };
                pos += 1;
                (
                    (usize::from(tag >> 5) << 8) | usize::from(b),
                    4 + usize::from((tag >> 2) & 7),
                )
            }
            2 => {
                let Some(b) = input.get(pos..pos + 2) else {
                    return Err(truncated(
                        at,
                        place!("Snappy", "copy"),
                        2,
                        input.len() - pos,
                    ));
                };
                pos += 2;
                (
                    usize::from(u16::from_le_bytes([
                        b.first().copied().unwrap_or(0),
                        b.get(1).copied().unwrap_or(0),
                    ])),
                    1 + usize::from(tag >> 2),
                )
            }
            _ => {
                let Some(b) = input.get(pos..).and_then(|b| b.first_chunk::<4>()) else {
                    return Err(truncated(
                        at,
                        place!("Snappy", "copy"),
                        4,
                        input.len() - pos,
                    ));
                };
                pos += 4;
                (u32::from_le_bytes(*b) as usize, 1 + usize::from(tag >> 2))
            }
        };
        if offset == 0 || offset > op {
            return Err(corrupt(
                at,
                place!("Snappy", "copy"),
                "copy offset outside the output",
            ));
        }
        if n > len - op {
            return Err(corrupt(
                at,
                place!("Snappy", "copy"),
                "output past the declared length",
            ));
        }
        copy_back(out, op, offset, n);
        op += n;
    }
    if op != len {
        return Err(corrupt(
            base + pos,
            place!("Snappy", "length"),
            "output shorter than the declared length",
        ));
    }
    Ok(len)
}

/// Copies `n` bytes from `offset` back to `op` (checked by the caller: `offset` in `1..=op`,
/// `op + n` within `out`); overlapping copies repeat the pattern, as LZ77 means them to.
#[inline]
pub(crate) fn copy_back(out: &mut [u8], op: usize, offset: usize, n: usize) {
    let start = op - offset;
    if offset >= n {
        out.copy_within(start..start + n, op);
        return;
    }
    let mut done = 0;
    while done < n {
        let step = (n - done).min(offset + done);
        out.copy_within(start..start + step, op + done);
        done += step;
    }
}

/// Compresses `input` into one raw snappy block.
pub fn compress_raw(input: &[u8], output: &mut [u8]) -> Result<usize, EncodeError> {
    let mut pos = 0;
    let len = u32::try_from(input.len()).map_err(|_| {
        EncodeError::too_long(
            &crate::error::Place {
                message: "Snappy",
                field: "length",
            },
            input.len(),
        )
    })?;
    let mut v = len;
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            put(output, &mut pos, &[b])?;
            break;
        }
        put(output, &mut pos, &[b | 0x80])?;
    }
    let mut table = [0u16; 1 << 12];
    for block in input.chunks(BLOCK) {
        compress_block(block, output, &mut pos, &mut table)?;
    }
    Ok(pos)
}

/// Compresses `input` in xerial framing: the header (version 1, compatible 1), then 32 KiB
/// chunks, each a length and a raw block.
pub fn compress_xerial(input: &[u8], output: &mut [u8]) -> Result<usize, EncodeError> {
    let mut pos = 0;
    put(output, &mut pos, &XERIAL_MAGIC)?;
    put(output, &mut pos, &1i32.to_be_bytes())?;
    put(output, &mut pos, &1i32.to_be_bytes())?;
    for chunk in input.chunks(XERIAL_CHUNK) {
        let at = pos;
        put(output, &mut pos, &[0; 4])?;
        let n = compress_raw(chunk, output.get_mut(pos..).unwrap_or(&mut []))
            .map_err(|_| EncodeError::too_small(pos + chunk.len() + 8, output.len()))?;
        pos += n;
        if let Some(slot) = output.get_mut(at..at + 4) {
            slot.copy_from_slice(&(n as u32).to_be_bytes());
        }
    }
    Ok(pos)
}

fn hash(v: u32) -> usize {
    (v.wrapping_mul(0x1e35_a7bd) >> 20) as usize
}

fn load(b: &[u8], i: usize) -> Option<u32> {
    Some(u32::from_le_bytes(*b.get(i..)?.first_chunk::<4>()?))
}

/// Greedy LZ77 over one block of at most 64 KiB: a hash of 4 bytes finds an earlier position,
/// which is used when its bytes really match.
fn compress_block(
    block: &[u8],
    out: &mut [u8],
    pos: &mut usize,
    table: &mut [u16; 1 << 12],
) -> Result<(), EncodeError> {
    table.fill(0);
    let mut lit = 0;
    let mut i = 0;
    let mut misses = 0u32;
    while let Some(cur) = load(block, i) {
        let h = hash(cur);
        let cand = usize::from(table.get(h).copied().unwrap_or(0));
        if let Some(slot) = table.get_mut(h) {
            *slot = i as u16;
        }
        if cand < i && load(block, cand) == Some(cur) {
            let mut n = 4;
            while block.get(i + n).is_some() && block.get(i + n) == block.get(cand + n) {
                n += 1;
            }
            emit_literal(block.get(lit..i).unwrap_or(&[]), out, pos)?;
            emit_copy(i - cand, n, out, pos)?;
            i += n;
            lit = i;
            misses = 0;
        } else {
            // Skip faster through bytes that do not compress.
            misses += 1;
            i += 1 + (misses >> 5) as usize;
        }
    }
    emit_literal(block.get(lit..).unwrap_or(&[]), out, pos)
}

fn emit_literal(lit: &[u8], out: &mut [u8], pos: &mut usize) -> Result<(), EncodeError> {
    if lit.is_empty() {
        return Ok(());
    }
    let n = lit.len() - 1;
    if n < 60 {
        put(out, pos, &[(n as u8) << 2])?;
    } else {
        let bytes = (n as u32).to_le_bytes();
        let extra = 4 - (n as u32).leading_zeros() as usize / 8;
        put(out, pos, &[((59 + extra) as u8) << 2])?;
        put(out, pos, bytes.get(..extra).unwrap_or(&[]))?;
    }
    put(out, pos, lit)
}

fn emit_copy(
    offset: usize,
    mut n: usize,
    out: &mut [u8],
    pos: &mut usize,
) -> Result<(), EncodeError> {
    while n >= 68 {
        emit_copy_upto_64(offset, 64, out, pos)?;
        n -= 64;
    }
    if n > 64 {
        emit_copy_upto_64(offset, 60, out, pos)?;
        n -= 60;
    }
    emit_copy_upto_64(offset, n, out, pos)
}

fn emit_copy_upto_64(
    offset: usize,
    n: usize,
    out: &mut [u8],
    pos: &mut usize,
) -> Result<(), EncodeError> {
    if (4..12).contains(&n) && offset < 2048 {
        let tag = 1 | (((n - 4) as u8) << 2) | (((offset >> 8) as u8) << 5);
        put(out, pos, &[tag, offset as u8])
    } else {
        let [lo, hi] = (offset as u16).to_le_bytes();
        put(out, pos, &[2 | (((n - 1) as u8) << 2), lo, hi])
    }
}

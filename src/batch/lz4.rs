//! LZ4 as Kafka frames it: the LZ4 frame format as `Lz4BlockOutputStream` writes it and
//! `Lz4BlockInputStream` reads it, with blocks from `lz4_flex` (no allocation, no `unsafe`).
//!
//! What the reader checks, as Kafka's does for v2 batches: the magic `0x184D2204`; the FLG byte
//! (version 1, independent blocks, reserved bits 0); the BD byte (block maximum 64 KiB to 4 MiB,
//! reserved bits 0); the header checksum, the second byte of the xxHash32 of the descriptor
//! bytes after the magic (magic 0 messages hashed the magic too, a bug Kafka still reads; record
//! batches v2 always carry the right checksum); block sizes within the maximum; block checksums
//! when flagged. A content size, when present, is only held against the caller's limits, and the
//! content checksum after the end mark is read but not checked, as in Kafka. Bytes after the end
//! mark are ignored, as in Kafka.

use crate::error::{place, DecodeError, EncodeError};

use super::codec::{corrupt, le32, one_codec, put, too_large, truncated};
use super::Limits;

/// The LZ4 frame magic, little-endian on the wire.
pub const LZ4_MAGIC: u32 = 0x184D_2204;
/// The high bit of a block size: the block is stored uncompressed.
const INCOMPRESSIBLE: u32 = 1 << 31;
/// Kafka's writer: 64 KiB blocks.
const BLOCK: usize = 64 * 1024;

/// The LZ4 codec (Kafka's framing).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Lz4;

one_codec!(Lz4, LZ4);

impl Lz4 {
    fn decompress_one(
        &mut self,
        input: &[u8],
        output: &mut [u8],
        limits: &Limits,
    ) -> Result<usize, DecodeError> {
        decompress(input, output, limits)
    }

    fn compress_one(&mut self, input: &[u8], output: &mut [u8]) -> Result<usize, EncodeError> {
        compress(input, output)
    }
}

/// Decompresses one Kafka LZ4 frame into `output`.
pub fn decompress(input: &[u8], output: &mut [u8], limits: &Limits) -> Result<usize, DecodeError> {
    if input.len() < 7 {
        return Err(truncated(0, place!("Lz4Frame", "header"), 7, input.len()));
    }
    if le32(input, 0) != Some(LZ4_MAGIC) {
        return Err(corrupt(
            0,
            place!("Lz4Frame", "magic"),
            "not an LZ4 frame (magic)",
        ));
    }
    let flg = input.get(4).copied().unwrap_or(0);
    let bd = input.get(5).copied().unwrap_or(0);
    if flg & 0b11 != 0 {
        return Err(corrupt(
            4,
            place!("Lz4Frame", "flg"),
            "reserved FLG bits set",
        ));
    }
    if flg & (1 << 5) == 0 {
        return Err(corrupt(
            4,
            place!("Lz4Frame", "flg"),
            "dependent blocks are not supported",
        ));
    }
    if flg >> 6 != 1 {
        return Err(corrupt(
            4,
            place!("Lz4Frame", "flg"),
            "frame version is not 1",
        ));
    }
    let content_checksum = flg & (1 << 2) != 0;
    let content_size = flg & (1 << 3) != 0;
    let block_checksum = flg & (1 << 4) != 0;
    if bd & 0x8f != 0 {
        return Err(corrupt(5, place!("Lz4Frame", "bd"), "reserved BD bits set"));
    }
    let size_code = (bd >> 4) & 7;
    if size_code < 4 {
        return Err(corrupt(
            5,
            place!("Lz4Frame", "bd"),
            "block maximum size code below 4",
        ));
    }
    let max_block = 1usize << (2 * usize::from(size_code) + 8);
    let mut pos = 6;
    if content_size {
        let Some(bytes) = input.get(6..14).and_then(|b| b.first_chunk::<8>()) else {
            return Err(truncated(
                6,
                place!("Lz4Frame", "contentSize"),
                8,
                input.len() - 6,
            ));
        };
        limits.check_declared(
            u64::from_le_bytes(*bytes),
            input.len(),
            6,
            place!("Lz4Frame", "contentSize"),
        )?;
        pos = 14;
    }
    let Some(&hc) = input.get(pos) else {
        return Err(truncated(pos, place!("Lz4Frame", "headerChecksum"), 1, 0));
    };
    let descriptor = input.get(4..pos).unwrap_or(&[]);
    if hc != (xxh32(descriptor, 0) >> 8) as u8 {
        return Err(corrupt(
            pos,
            place!("Lz4Frame", "headerChecksum"),
            "frame descriptor checksum mismatch",
        ));
    }
    pos += 1;
    let capacity = output.len();
    let mut produced = 0usize;
    loop {
        let at = pos;
        let Some(word) = le32(input, pos) else {
            return Err(truncated(
                at,
                place!("Lz4Frame", "blockSize"),
                4,
                input.len() - pos,
            ));
        };
        pos += 4;
        let stored = word & INCOMPRESSIBLE != 0;
        let size = (word & !INCOMPRESSIBLE) as usize;
        if size == 0 {
            if content_checksum && le32(input, pos).is_none() {
                return Err(truncated(
                    pos,
                    place!("Lz4Frame", "contentChecksum"),
                    4,
                    input.len() - pos,
                ));
            }
            return Ok(produced);
        }
        if size > max_block {
            return Err(corrupt(
                at,
                place!("Lz4Frame", "blockSize"),
                "block larger than the frame's maximum",
            ));
        }
        let Some(block) = input.get(pos..pos + size) else {
            return Err(truncated(
                at,
                place!("Lz4Frame", "block"),
                size,
                input.len() - pos,
            ));
        };
        let rest = output.get_mut(produced..).unwrap_or(&mut []);
        let n = if stored {
            rest.get_mut(..size)
                .ok_or(too_large(at, place!("Lz4Frame", "block"), capacity))?
                .copy_from_slice(block);
            size
        } else {
            let room = rest.len().min(max_block);
            let window = rest.get_mut(..room).unwrap_or(&mut []);
            match lz4_flex::block::decompress_into(block, window) {
                Ok(n) => n,
                Err(lz4_flex::block::DecompressError::OutputTooSmall { .. })
                    if room < max_block =>
                {
                    return Err(too_large(at, place!("Lz4Frame", "block"), capacity))
                }
                Err(lz4_flex::block::DecompressError::OutputTooSmall { .. }) => {
                    return Err(corrupt(
                        at,
                        place!("Lz4Frame", "block"),
                        "block decompresses past the maximum size",
                    ))
                }
                Err(_) => {
                    return Err(corrupt(
                        at,
                        place!("Lz4Frame", "block"),
                        "invalid LZ4 block",
                    ))
                }
            }
        };
        pos += size;
        if block_checksum {
            let Some(sum) = le32(input, pos) else {
                return Err(truncated(
                    pos,
                    place!("Lz4Frame", "blockChecksum"),
                    4,
                    input.len() - pos,
                ));
            };
            if sum != xxh32(block, 0) {
                return Err(corrupt(
                    pos,
                    place!("Lz4Frame", "blockChecksum"),
                    "block checksum mismatch",
                ));
            }
            pos += 4;
        }
        produced += n;
        limits.check_ratio(
            produced as u64,
            input.len(),
            at,
            place!("Lz4Frame", "block"),
        )?;
    }
}

/// Compresses `input` into one LZ4 frame as Kafka writes it: FLG 0x60 (version 1, independent
/// blocks, no checksums), BD 0x40 (64 KiB blocks), 64 KiB blocks stored raw when they do not
/// shrink, and the end mark. A block is compressed only where `output` has room for its worst
/// case (its size plus a tenth and 20 bytes); with less room it is stored.
pub fn compress(input: &[u8], output: &mut [u8]) -> Result<usize, EncodeError> {
    let mut pos = 0;
    let descriptor = [0x60u8, 0x40];
    put(output, &mut pos, &LZ4_MAGIC.to_le_bytes())?;
    put(output, &mut pos, &descriptor)?;
    put(output, &mut pos, &[(xxh32(&descriptor, 0) >> 8) as u8])?;
    for block in input.chunks(BLOCK) {
        let at = pos;
        put(output, &mut pos, &[0; 4])?;
        // lz4_flex wants room for the worst case; with less, the block is stored as it is.
        let room = output.get_mut(pos..).unwrap_or(&mut []);
        let compressed = lz4_flex::block::compress_into(block, room).ok();
        let word = match compressed {
            Some(n) if n < block.len() => {
                pos += n;
                n as u32
            }
            _ => {
                put(output, &mut pos, block)?;
                block.len() as u32 | INCOMPRESSIBLE
            }
        };
        if let Some(slot) = output.get_mut(at..at + 4) {
            slot.copy_from_slice(&word.to_le_bytes());
        }
    }
    put(output, &mut pos, &[0; 4])?;
    Ok(pos)
}

const P1: u32 = 2_654_435_761;
const P2: u32 = 2_246_822_519;
const P3: u32 = 3_266_489_917;
const P4: u32 = 668_265_263;
const P5: u32 = 374_761_393;

fn round(acc: u32, lane: u32) -> u32 {
    acc.wrapping_add(lane.wrapping_mul(P2))
        .rotate_left(13)
        .wrapping_mul(P1)
}

/// xxHash32 of `data` with `seed` (the checksum of the LZ4 frame format).
pub fn xxh32(data: &[u8], seed: u32) -> u32 {
    let mut stripes = data.chunks_exact(16);
    let mut h = if data.len() >= 16 {
        let mut v = [
            seed.wrapping_add(P1).wrapping_add(P2),
            seed.wrapping_add(P2),
            seed,
            seed.wrapping_sub(P1),
        ];
        for stripe in &mut stripes {
            for (lane, word) in v.iter_mut().zip(stripe.chunks_exact(4)) {
                let w = u32::from_le_bytes([
                    word.first().copied().unwrap_or(0),
                    word.get(1).copied().unwrap_or(0),
                    word.get(2).copied().unwrap_or(0),
                    word.get(3).copied().unwrap_or(0),
                ]);
                *lane = round(*lane, w);
            }
        }
        let [a, b, c, d] = v;
        a.rotate_left(1)
            .wrapping_add(b.rotate_left(7))
            .wrapping_add(c.rotate_left(12))
            .wrapping_add(d.rotate_left(18))
    } else {
        seed.wrapping_add(P5)
    };
    h = h.wrapping_add(data.len() as u32);
    let tail = stripes.remainder();
    let mut words = tail.chunks_exact(4);
    for word in &mut words {
        let w = u32::from_le_bytes([
            word.first().copied().unwrap_or(0),
            word.get(1).copied().unwrap_or(0),
            word.get(2).copied().unwrap_or(0),
            word.get(3).copied().unwrap_or(0),
        ]);
        h = h
            .wrapping_add(w.wrapping_mul(P3))
            .rotate_left(17)
            .wrapping_mul(P4);
    }
    for &b in words.remainder() {
        h = h
            .wrapping_add(u32::from(b).wrapping_mul(P5))
            .rotate_left(11)
            .wrapping_mul(P1);
    }
    h ^= h >> 15;
    h = h.wrapping_mul(P2);
    h ^= h >> 13;
    h = h.wrapping_mul(P3);
    h ^ (h >> 16)
}

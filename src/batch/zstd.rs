//! Zstandard through `ruzstd`, a pure-Rust decoder and encoder that needs `alloc` (its window and
//! tables live on the heap); no zstd crate decodes without an allocator.
//!
//! Kafka reads zstd through zstd-jni's streaming decoder, which takes frames one after another
//! (skippable frames are skipped) up to the end of the input and checks content checksums; so does
//! this reader. Before `ruzstd` sees a frame, its header is read here: a window or content size
//! above [`Limits::max_declared`] is refused (the window is what the decoder allocates), and a
//! content size past the buffer is [`DecodeErrorKind::OutputTooLarge`] at once. Blocks are then
//! decoded one at a time and drained into the caller's buffer, so the decoder holds at most a
//! window and a block.
//!
//! [`DecodeErrorKind::OutputTooLarge`]: crate::error::DecodeErrorKind::OutputTooLarge

use ruzstd::decoding::{BlockDecodingStrategy, FrameDecoder};
use ruzstd::io::Read as _;

use crate::error::{place, DecodeError, DecodeErrorKind, EncodeError};

use super::codec::{corrupt, le32, one_codec, put, too_large, truncated};
use super::{error, Limits};

/// The magic of a zstd frame, little-endian on the wire.
const ZSTD_MAGIC: u32 = 0xFD2F_B528;

/// Compression level for [`Zstd`]'s encoder.
pub use ruzstd::encoding::CompressionLevel as ZstdLevel;

/// The zstd codec.
pub struct Zstd {
    decoder: FrameDecoder,
    /// The level [`Codec::compress`](super::Codec::compress) uses (`Fastest` by default).
    pub level: ZstdLevel,
}

impl Default for Zstd {
    fn default() -> Self {
        Zstd {
            decoder: FrameDecoder::new(),
            level: ZstdLevel::Fastest,
        }
    }
}

impl core::fmt::Debug for Zstd {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Zstd").finish_non_exhaustive()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for Zstd {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "Zstd");
    }
}

one_codec!(Zstd, ZSTD);

impl Zstd {
    fn decompress_one(
        &mut self,
        input: &[u8],
        output: &mut [u8],
        limits: &Limits,
    ) -> Result<usize, DecodeError> {
        let mut pos = 0;
        let mut produced = 0;
        while pos < input.len() {
            let Some(magic) = le32(input, pos) else {
                return Err(truncated(
                    pos,
                    place!("ZstdFrame", "magic"),
                    4,
                    input.len() - pos,
                ));
            };
            if magic & 0xFFFF_FFF0 == 0x184D_2A50 {
                let Some(size) = le32(input, pos + 4) else {
                    return Err(truncated(
                        pos + 4,
                        place!("ZstdSkippableFrame", "size"),
                        4,
                        0,
                    ));
                };
                let end = (pos + 8).saturating_add(size as usize);
                if end > input.len() {
                    return Err(truncated(
                        pos + 4,
                        place!("ZstdSkippableFrame", "data"),
                        size as usize,
                        input.len() - pos - 8,
                    ));
                }
                pos = end;
                continue;
            }
            if magic != ZSTD_MAGIC {
                return Err(corrupt(
                    pos,
                    place!("ZstdFrame", "magic"),
                    "not a zstd frame (magic)",
                ));
            }
            check_header(input, pos, output.len() - produced, output.len(), limits)?;
            let (used, n) = self.frame(input, pos, output, produced, limits)?;
            pos += used;
            produced += n;
        }
        Ok(produced)
    }

    fn compress_one(&mut self, input: &[u8], output: &mut [u8]) -> Result<usize, EncodeError> {
        let frame = ruzstd::encoding::compress_to_vec(input, self.level);
        let mut pos = 0;
        put(output, &mut pos, &frame)?;
        Ok(pos)
    }
}

impl Zstd {
    /// Decodes the frame at `pos` block by block into `output[produced..]`; returns the input
    /// bytes it took and the bytes written.
    fn frame(
        &mut self,
        input: &[u8],
        pos: usize,
        output: &mut [u8],
        produced: usize,
        limits: &Limits,
    ) -> Result<(usize, usize), DecodeError> {
        let capacity = output.len();
        let start = input.get(pos..).unwrap_or(&[]);
        let mut src = start;
        let d = &mut self.decoder;
        d.set_max_window_size(limits.max_declared);
        if d.reset(&mut src).is_err() {
            return Err(corrupt(
                pos,
                place!("ZstdFrame", "header"),
                "invalid zstd frame header",
            ));
        }
        let mut n = 0usize;
        loop {
            let at = pos + (start.len() - src.len());
            if !d.is_finished() {
                if let Err(_e) = d.decode_blocks(&mut src, BlockDecodingStrategy::UptoBlocks(1)) {
                    return Err(if src.is_empty() {
                        truncated(at, place!("ZstdFrame", "block"), 1, 0)
                    } else {
                        corrupt(at, place!("ZstdFrame", "block"), "invalid zstd block")
                    });
                }
            }
            let ready = d.can_collect();
            if ready > 0 {
                let from = produced + n;
                let Some(dst) = output.get_mut(from..from + ready) else {
                    return Err(too_large(at, place!("ZstdFrame", "block"), capacity));
                };
                let got = d.read(dst).map_err(|_| {
                    corrupt(
                        at,
                        place!("ZstdFrame", "block"),
                        "zstd decoder failed to drain",
                    )
                })?;
                n += got;
                limits.check_ratio(
                    (produced + n) as u64,
                    input.len(),
                    at,
                    place!("ZstdFrame", "block"),
                )?;
            }
            if d.is_finished() && d.can_collect() == 0 {
                break;
            }
        }
        let used = start.len() - src.len();
        if let Some(stored) = d.get_checksum_from_data() {
            if Some(stored) != d.get_calculated_checksum() {
                return Err(corrupt(
                    pos + used - 4,
                    place!("ZstdFrame", "checksum"),
                    "content checksum mismatch",
                ));
            }
        }
        Ok((used, n))
    }
}

/// Reads the frame header at `pos` for its window and content sizes and holds them against the
/// limits and the room left in the output.
fn check_header(
    input: &[u8],
    pos: usize,
    room: usize,
    capacity: usize,
    limits: &Limits,
) -> Result<(), DecodeError> {
    let Some(&fhd) = input.get(pos + 4) else {
        return Err(truncated(pos + 4, place!("ZstdFrame", "descriptor"), 1, 0));
    };
    let single = fhd & (1 << 5) != 0;
    let fcs_len = match (fhd >> 6, single) {
        (0, false) => 0,
        (0, true) => 1,
        (1, _) => 2,
        (2, _) => 4,
        _ => 8,
    };
    let did_len = match fhd & 3 {
        0 => 0,
        1 => 1,
        2 => 2,
        _ => 4,
    };
    let mut at = pos + 5;
    let mut window = None;
    if !single {
        let Some(&wd) = input.get(at) else {
            return Err(truncated(at, place!("ZstdFrame", "windowDescriptor"), 1, 0));
        };
        let base = 1u64 << (10 + u32::from(wd >> 3));
        window = Some(base + (base / 8) * u64::from(wd & 7));
        at += 1;
    }
    at += did_len;
    let content = if fcs_len == 0 {
        None
    } else {
        let Some(bytes) = input.get(at..at + fcs_len) else {
            return Err(truncated(
                at,
                place!("ZstdFrame", "contentSize"),
                fcs_len,
                input.len().saturating_sub(at),
            ));
        };
        let v = bytes
            .iter()
            .rev()
            .fold(0u64, |acc, &b| (acc << 8) | u64::from(b));
        Some(if fcs_len == 2 { v + 256 } else { v })
    };
    if let Some(w) = window {
        if w > limits.max_declared {
            return Err(error(
                pos + 5,
                place!("ZstdFrame", "windowDescriptor"),
                DecodeErrorKind::DeclaredSizeTooLarge {
                    size: w,
                    limit: limits.max_declared,
                },
            ));
        }
    }
    if let Some(c) = content {
        limits.check_declared(c, input.len(), at, place!("ZstdFrame", "contentSize"))?;
        if c > room as u64 {
            return Err(too_large(at, place!("ZstdFrame", "contentSize"), capacity));
        }
    }
    Ok(())
}

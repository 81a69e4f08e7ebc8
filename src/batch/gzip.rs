//! gzip (RFC 1952) with `miniz_oxide`'s core inflater writing straight into the caller's buffer
//! (no allocation, no `unsafe`); compressing needs the `alloc` feature (its compressor's tables
//! live on the heap).
//!
//! Kafka reads gzip through Java's `GZIPInputStream`, and so this reader follows it: the header's
//! magic and method (8, deflate) are checked, FEXTRA, FNAME and FCOMMENT skipped, an FHCRC
//! header checksum checked; the trailer's CRC-32 and length must match the member's output.
//! Members may follow one another; bytes after a member that do not start a valid gzip header
//! end the stream and are ignored, as in Java.

use crc::{Crc, CRC_32_ISO_HDLC};
use miniz_oxide::inflate::core::{decompress as inflate, inflate_flags, DecompressorOxide};
use miniz_oxide::inflate::TINFLStatus;

use crate::error::EncodeError;
use crate::error::{place, DecodeError};

use super::codec::{corrupt, le32, one_codec, too_large, truncated};
use super::Limits;

/// CRC-32 (ISO HDLC), the gzip trailer's checksum: slicing by 16 (a 16 KiB table, about 4x
/// faster) with `crc-slice16` (which `std` turns on), else one 1 KiB table, where flash is scarcer.
#[cfg(feature = "crc-slice16")]
const CRC32: Crc<u32, crc::Table<16>> = Crc::<u32, crc::Table<16>>::new(&CRC_32_ISO_HDLC);
#[cfg(not(feature = "crc-slice16"))]
const CRC32: Crc<u32, crc::Table<1>> = Crc::<u32, crc::Table<1>>::new(&CRC_32_ISO_HDLC);

const FHCRC: u8 = 1 << 1;
const FEXTRA: u8 = 1 << 2;
const FNAME: u8 = 1 << 3;
const FCOMMENT: u8 = 1 << 4;

/// The gzip codec. It holds `miniz_oxide`'s inflater state (about 11 KB), so keep one around
/// rather than building one per batch on a small stack.
#[derive(Clone)]
pub struct Gzip {
    inflater: DecompressorOxide,
    /// Compression level for [`Codec::compress`](super::Codec::compress), 0 to 10 (miniz's scale; 6 by default).
    pub level: u8,
}

impl Default for Gzip {
    fn default() -> Self {
        Gzip {
            inflater: DecompressorOxide::new(),
            level: 6,
        }
    }
}

impl core::fmt::Debug for Gzip {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Gzip").field("level", &self.level).finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for Gzip {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "Gzip {{ level: {=u8} }}", self.level);
    }
}

one_codec!(Gzip, GZIP);

impl Gzip {
    fn decompress_one(
        &mut self,
        input: &[u8],
        output: &mut [u8],
        limits: &Limits,
    ) -> Result<usize, DecodeError> {
        let mut pos = 0;
        let mut produced = 0;
        loop {
            let body = header(input, pos)?;
            let (used, n) = self.member(input, body, output, produced, limits)?;
            pos = body + used;
            produced += n;
            // Java reads another member only where a valid header follows; anything else ends
            // the stream.
            if pos >= input.len() || header(input, pos).is_err() {
                return Ok(produced);
            }
        }
    }

    #[cfg(feature = "alloc")]
    fn compress_one(&mut self, input: &[u8], output: &mut [u8]) -> Result<usize, EncodeError> {
        compress(input, output, self.level)
    }

    /// Compressing needs the `alloc` feature.
    #[cfg(not(feature = "alloc"))]
    fn compress_one(&mut self, _: &[u8], _: &mut [u8]) -> Result<usize, EncodeError> {
        Err(EncodeError::UnsupportedCompression {
            id: super::Compression::GZIP.0,
        })
    }
}

impl Gzip {
    /// Inflates the deflate stream at `body` into `output[produced..]` and checks the trailer;
    /// returns the input bytes used (trailer included) and the bytes written.
    fn member(
        &mut self,
        input: &[u8],
        body: usize,
        output: &mut [u8],
        produced: usize,
        limits: &Limits,
    ) -> Result<(usize, usize), DecodeError> {
        let capacity = output.len();
        let out = output.get_mut(produced..).unwrap_or(&mut []);
        let deflate = input.get(body..).unwrap_or(&[]);
        self.inflater.init();
        let flags = inflate_flags::TINFL_FLAG_USING_NON_WRAPPING_OUTPUT_BUF;
        let (status, used, n) = inflate(&mut self.inflater, deflate, out, 0, flags);
        let at = body + used;
        match status {
            TINFLStatus::Done => {}
            TINFLStatus::HasMoreOutput => {
                return Err(too_large(at, place!("Gzip", "deflate"), capacity))
            }
            TINFLStatus::NeedsMoreInput | TINFLStatus::FailedCannotMakeProgress => {
                return Err(truncated(at, place!("Gzip", "deflate"), 1, 0))
            }
            _ => {
                return Err(corrupt(
                    at,
                    place!("Gzip", "deflate"),
                    "invalid deflate data",
                ))
            }
        }
        limits.check_ratio(
            (produced + n) as u64,
            input.len(),
            at,
            place!("Gzip", "deflate"),
        )?;
        let (Some(crc), Some(size)) = (le32(input, at), le32(input, at + 4)) else {
            return Err(truncated(
                at,
                place!("Gzip", "trailer"),
                8,
                input.len().saturating_sub(at),
            ));
        };
        let written = out.get(..n).unwrap_or(&[]);
        if crc != CRC32.checksum(written) {
            return Err(corrupt(
                at,
                place!("Gzip", "crc32"),
                "CRC-32 of the output differs from the trailer",
            ));
        }
        if size != n as u32 {
            return Err(corrupt(
                at + 4,
                place!("Gzip", "isize"),
                "output length differs from the trailer",
            ));
        }
        Ok((used + 8, n))
    }
}

/// Reads a member header at `pos`; returns where its deflate data starts.
fn header(input: &[u8], pos: usize) -> Result<usize, DecodeError> {
    let rest = input.get(pos..).unwrap_or(&[]);
    let Some(fixed) = rest.first_chunk::<10>() else {
        return Err(truncated(pos, place!("Gzip", "header"), 10, rest.len()));
    };
    if fixed[..2] != [0x1f, 0x8b] {
        return Err(corrupt(
            pos,
            place!("Gzip", "magic"),
            "not gzip (magic is not 1f 8b)",
        ));
    }
    if fixed[2] != 8 {
        return Err(corrupt(
            pos + 2,
            place!("Gzip", "method"),
            "compression method is not deflate (8)",
        ));
    }
    let flags = fixed[3];
    let mut i = 10;
    if flags & FEXTRA != 0 {
        let Some(&[lo, hi]) = rest.get(i..).and_then(|r| r.first_chunk::<2>()) else {
            return Err(truncated(
                pos + i,
                place!("Gzip", "xlen"),
                2,
                rest.len().saturating_sub(i),
            ));
        };
        i += 2 + usize::from(u16::from_le_bytes([lo, hi]));
        if i > rest.len() {
            return Err(truncated(
                pos + 10,
                place!("Gzip", "extra"),
                i - 12,
                rest.len() - 12,
            ));
        }
    }
    for (flag, field) in [
        (FNAME, place!("Gzip", "name")),
        (FCOMMENT, place!("Gzip", "comment")),
    ] {
        if flags & flag != 0 {
            let Some(nul) = rest.get(i..).and_then(|r| r.iter().position(|&b| b == 0)) else {
                return Err(truncated(pos + i, field, 1, 0));
            };
            i += nul + 1;
        }
    }
    if flags & FHCRC != 0 {
        let Some(&[lo, hi]) = rest.get(i..).and_then(|r| r.first_chunk::<2>()) else {
            return Err(truncated(
                pos + i,
                place!("Gzip", "hcrc"),
                2,
                rest.len().saturating_sub(i),
            ));
        };
        let crc = CRC32.checksum(rest.get(..i).unwrap_or(&[]));
        if u16::from_le_bytes([lo, hi]) != crc as u16 {
            return Err(corrupt(
                pos + i,
                place!("Gzip", "hcrc"),
                "header CRC-16 mismatch",
            ));
        }
        i += 2;
    }
    Ok(pos + i)
}

/// Compresses `input` as one gzip member (no name, no timestamp) at `level` (0-10).
#[cfg(feature = "alloc")]
pub fn compress(input: &[u8], output: &mut [u8], level: u8) -> Result<usize, EncodeError> {
    use miniz_oxide::deflate::core::{
        compress as deflate, create_comp_flags_from_zip_params, CompressorOxide, TDEFLFlush,
        TDEFLStatus,
    };

    use super::codec::put;

    let mut pos = 0;
    put(output, &mut pos, &[0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])?;
    let flags = create_comp_flags_from_zip_params(i32::from(level.min(10)), -15, 0);
    let mut c = alloc::boxed::Box::new(CompressorOxide::new(flags));
    let room = output.get_mut(pos..).unwrap_or(&mut []);
    let (status, used, n) = deflate(&mut c, input, room, TDEFLFlush::Finish);
    if status != TDEFLStatus::Done || used != input.len() {
        return Err(EncodeError::too_small(output.len() + 1, output.len()));
    }
    pos += n;
    put(output, &mut pos, &CRC32.checksum(input).to_le_bytes())?;
    put(output, &mut pos, &(input.len() as u32).to_le_bytes())?;
    Ok(pos)
}

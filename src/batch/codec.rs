//! The codec trait, the caller's limits, and the built-in codecs behind it.
//!
//! A compressed batch's records decompress into a buffer the caller gives ([`RecordBatch::decompress`])
//! through a [`Codec`]: one of the built-in codecs (each behind its cargo feature), [`Builtin`] for
//! all of those compiled in, or one of your own (a hardware inflater, a codec Kafka adds later).
//!
//! [`RecordBatch::decompress`]: super::RecordBatch::decompress

use crate::error::{place, DecodeError, DecodeErrorKind, EncodeError, Place};

use super::{error, Compression};

/// Bounds on decompression, set by the caller. Output past the buffer is always an error; these
/// catch a bomb before or while it is decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Limits {
    /// The largest size a compressed stream may declare: a snappy length, an LZ4 content size, a
    /// zstd window or content size. Larger is [`DecodeErrorKind::DeclaredSizeTooLarge`]. For zstd
    /// it also bounds the window buffer the decoder allocates.
    pub max_declared: u64,
    /// The largest ratio of decompressed to compressed bytes; more is
    /// [`DecodeErrorKind::RatioTooLarge`]. Checked against declared sizes before decoding and
    /// against the output as it grows.
    pub max_ratio: u32,
}

impl Limits {
    /// No limit but the output buffer (for input you trust).
    pub const UNLIMITED: Limits = Limits {
        max_declared: u64::MAX,
        max_ratio: u32::MAX,
    };

    /// Whether `decompressed` bytes from `compressed` bytes stay within the ratio.
    pub fn ratio_allows(&self, compressed: usize, decompressed: u64) -> bool {
        // A few bytes of slack so that tiny inputs (an empty gzip member) are never refused.
        let allowed = (compressed as u64)
            .saturating_add(16)
            .saturating_mul(u64::from(self.max_ratio));
        decompressed <= allowed
    }

    /// Checks a declared size against both limits; `at` and `place` locate it for the error.
    pub fn check_declared(
        &self,
        size: u64,
        compressed: usize,
        at: usize,
        place: &'static Place,
    ) -> Result<(), DecodeError> {
        if size > self.max_declared {
            return Err(error(
                at,
                place,
                DecodeErrorKind::DeclaredSizeTooLarge {
                    size,
                    limit: self.max_declared,
                },
            ));
        }
        self.check_ratio(size, compressed, at, place)
    }

    /// Checks `decompressed` bytes (produced or declared) from `compressed` bytes against the ratio.
    pub fn check_ratio(
        &self,
        decompressed: u64,
        compressed: usize,
        at: usize,
        place: &'static Place,
    ) -> Result<(), DecodeError> {
        if self.ratio_allows(compressed, decompressed) {
            Ok(())
        } else {
            Err(error(
                at,
                place,
                DecodeErrorKind::RatioTooLarge {
                    compressed,
                    decompressed,
                    max_ratio: self.max_ratio,
                },
            ))
        }
    }
}

impl Default for Limits {
    /// 16 MiB declared at most, and at most 2048 decompressed bytes per compressed byte (deflate
    /// tops out near 1032, LZ4 near 255; zstd can go far beyond on runs of one byte).
    fn default() -> Self {
        Limits {
            max_declared: 16 << 20,
            max_ratio: 2048,
        }
    }
}

/// A compression codec for record batches: decompresses into a caller's buffer and, optionally,
/// compresses into one.
///
/// `compression` is the batch's codec id, so that one value can serve several codecs ([`Builtin`]
/// does); a codec that does not handle an id returns [`DecodeErrorKind::UnsupportedCompression`]
/// ([`EncodeError::UnsupportedCompression`] when compressing).
///
/// Error offsets count from the start of `input`; [`RecordBatch::decompress`] moves them to the
/// records field. Implementations must not write past `output` (it is a slice: they cannot) and
/// should report output that does not fit as [`DecodeErrorKind::OutputTooLarge`].
///
/// ```
/// use kafka_view::records::{Codec, Compression, Limits};
/// use kafka_view::error::{DecodeError, DecodeErrorKind, EncodeError, Place};
///
/// /// A stand-in for a hardware block: "compresses" by copying (codec id 7 is unused by Kafka).
/// struct Copy;
/// impl Codec for Copy {
///     fn decompress(&mut self, c: Compression, input: &[u8], output: &mut [u8], _: &Limits)
///         -> Result<usize, DecodeError> {
///         if c != Compression(7) {
///             return Err(DecodeError { kind: DecodeErrorKind::UnsupportedCompression { id: c.0 },
///                 offset: 0, at: &Place { message: "Copy", field: "" } });
///         }
///         let Some(out) = output.get_mut(..input.len()) else {
///             return Err(DecodeError { kind: DecodeErrorKind::OutputTooLarge { capacity: output.len() },
///                 offset: 0, at: &Place { message: "Copy", field: "" } });
///         };
///         out.copy_from_slice(input);
///         Ok(input.len())
///     }
/// }
/// let mut out = [0u8; 4];
/// assert_eq!(Copy.decompress(Compression(7), b"abc", &mut out, &Limits::default()), Ok(3));
/// ```
///
/// [`RecordBatch::decompress`]: super::RecordBatch::decompress
pub trait Codec {
    /// Decompresses `input` (compressed with `compression`) into the front of `output`; returns
    /// the bytes written.
    fn decompress(
        &mut self,
        compression: Compression,
        input: &[u8],
        output: &mut [u8],
        limits: &Limits,
    ) -> Result<usize, DecodeError>;

    /// Compresses `input` with `compression` into the front of `output`; returns the bytes
    /// written. The default says the codec cannot compress.
    fn compress(
        &mut self,
        compression: Compression,
        input: &[u8],
        output: &mut [u8],
    ) -> Result<usize, EncodeError> {
        let _ = (input, output);
        Err(EncodeError::UnsupportedCompression { id: compression.0 })
    }
}

impl<C: Codec + ?Sized> Codec for &mut C {
    fn decompress(
        &mut self,
        compression: Compression,
        input: &[u8],
        output: &mut [u8],
        limits: &Limits,
    ) -> Result<usize, DecodeError> {
        (**self).decompress(compression, input, output, limits)
    }

    fn compress(
        &mut self,
        compression: Compression,
        input: &[u8],
        output: &mut [u8],
    ) -> Result<usize, EncodeError> {
        (**self).compress(compression, input, output)
    }
}

/// `impl Codec` for a built-in codec of one compression id: every other id is refused, and the
/// codec's own `decompress_one` and `compress_one` do the work.
#[cfg(any(
    feature = "gzip",
    feature = "snappy",
    feature = "lz4",
    feature = "zstd"
))]
macro_rules! one_codec {
    ($codec:ty, $id:ident) => {
        impl $crate::batch::Codec for $codec {
            fn decompress(
                &mut self,
                compression: $crate::batch::Compression,
                input: &[u8],
                output: &mut [u8],
                limits: &$crate::batch::Limits,
            ) -> Result<usize, $crate::error::DecodeError> {
                if compression != $crate::batch::Compression::$id {
                    return Err($crate::batch::codec::unsupported(compression));
                }
                self.decompress_one(input, output, limits)
            }

            fn compress(
                &mut self,
                compression: $crate::batch::Compression,
                input: &[u8],
                output: &mut [u8],
            ) -> Result<usize, $crate::error::EncodeError> {
                if compression != $crate::batch::Compression::$id {
                    return Err($crate::error::EncodeError::UnsupportedCompression {
                        id: compression.0,
                    });
                }
                self.compress_one(input, output)
            }
        }
    };
}
#[cfg(any(
    feature = "gzip",
    feature = "snappy",
    feature = "lz4",
    feature = "zstd"
))]
pub(crate) use one_codec;

/// Corrupt input: `reason` says what is wrong.
#[cfg_attr(
    not(any(
        feature = "gzip",
        feature = "snappy",
        feature = "lz4",
        feature = "zstd"
    )),
    allow(dead_code)
)]
pub(crate) fn corrupt(offset: usize, place: &'static Place, reason: &'static str) -> DecodeError {
    error(offset, place, DecodeErrorKind::CorruptCompressed { reason })
}

/// The input ended inside `field`.
#[cfg_attr(
    not(any(
        feature = "gzip",
        feature = "snappy",
        feature = "lz4",
        feature = "zstd"
    )),
    allow(dead_code)
)]
pub(crate) fn truncated(
    offset: usize,
    place: &'static Place,
    needed: usize,
    remaining: usize,
) -> DecodeError {
    error(
        offset,
        place,
        DecodeErrorKind::UnexpectedEnd { needed, remaining },
    )
}

/// Output past the caller's buffer.
#[cfg_attr(
    not(any(
        feature = "gzip",
        feature = "snappy",
        feature = "lz4",
        feature = "zstd"
    )),
    allow(dead_code)
)]
pub(crate) fn too_large(offset: usize, place: &'static Place, capacity: usize) -> DecodeError {
    error(offset, place, DecodeErrorKind::OutputTooLarge { capacity })
}

pub(crate) fn unsupported(compression: Compression) -> DecodeError {
    error(
        0,
        place!("RecordBatch", "attributes"),
        DecodeErrorKind::UnsupportedCompression { id: compression.0 },
    )
}

/// Every codec compiled in (the `gzip`, `snappy`, `lz4` and `zstd` features), picked by the
/// batch's codec id. Without any of those features it holds nothing and refuses every id.
#[derive(Default)]
pub struct Builtin {
    /// The gzip codec.
    #[cfg(feature = "gzip")]
    pub gzip: super::Gzip,
    /// The snappy codec.
    #[cfg(feature = "snappy")]
    pub snappy: super::Snappy,
    /// The LZ4 codec.
    #[cfg(feature = "lz4")]
    pub lz4: super::Lz4,
    /// The zstd codec.
    #[cfg(feature = "zstd")]
    pub zstd: super::Zstd,
}

impl core::fmt::Debug for Builtin {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut list = f.debug_list();
        #[cfg(feature = "gzip")]
        list.entry(&"gzip");
        #[cfg(feature = "snappy")]
        list.entry(&"snappy");
        #[cfg(feature = "lz4")]
        list.entry(&"lz4");
        #[cfg(feature = "zstd")]
        list.entry(&"zstd");
        list.finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for Builtin {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "Builtin");
    }
}

impl Builtin {
    /// The built-in codecs, with default settings.
    pub fn new() -> Self {
        Self::default()
    }
}

impl Codec for Builtin {
    fn decompress(
        &mut self,
        compression: Compression,
        input: &[u8],
        output: &mut [u8],
        limits: &Limits,
    ) -> Result<usize, DecodeError> {
        let _ = (&input, &output, limits);
        match compression {
            #[cfg(feature = "gzip")]
            Compression::GZIP => self.gzip.decompress(compression, input, output, limits),
            #[cfg(feature = "snappy")]
            Compression::SNAPPY => self.snappy.decompress(compression, input, output, limits),
            #[cfg(feature = "lz4")]
            Compression::LZ4 => self.lz4.decompress(compression, input, output, limits),
            #[cfg(feature = "zstd")]
            Compression::ZSTD => self.zstd.decompress(compression, input, output, limits),
            _ => Err(unsupported(compression)),
        }
    }

    fn compress(
        &mut self,
        compression: Compression,
        input: &[u8],
        output: &mut [u8],
    ) -> Result<usize, EncodeError> {
        let _ = (&input, &output);
        match compression {
            #[cfg(feature = "gzip")]
            Compression::GZIP => self.gzip.compress(compression, input, output),
            #[cfg(feature = "snappy")]
            Compression::SNAPPY => self.snappy.compress(compression, input, output),
            #[cfg(feature = "lz4")]
            Compression::LZ4 => self.lz4.compress(compression, input, output),
            #[cfg(feature = "zstd")]
            Compression::ZSTD => self.zstd.compress(compression, input, output),
            _ => Err(EncodeError::UnsupportedCompression { id: compression.0 }),
        }
    }
}

/// Little-endian u32 at `at`, if there are four bytes.
#[cfg_attr(
    not(any(feature = "gzip", feature = "lz4", feature = "zstd")),
    allow(dead_code)
)]
pub(crate) fn le32(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(*b.get(at..)?.first_chunk::<4>()?))
}

/// Big-endian u32 at `at`, if there are four bytes.
#[allow(dead_code)]
pub(crate) fn be32(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_be_bytes(*b.get(at..)?.first_chunk::<4>()?))
}

/// Copies `src` into `out` at `*pos`, or says the output is full.
#[allow(dead_code)]
pub(crate) fn put(out: &mut [u8], pos: &mut usize, src: &[u8]) -> Result<(), EncodeError> {
    let end = pos
        .checked_add(src.len())
        .ok_or(EncodeError::too_small(usize::MAX, out.len()))?;
    let available = out.len();
    out.get_mut(*pos..end)
        .ok_or(EncodeError::too_small(end, available))?
        .copy_from_slice(src);
    *pos = end;
    Ok(())
}

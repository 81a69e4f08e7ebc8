//! CRC-32C (Castagnoli), the checksum of record batches v2, once for
//! [`super::RecordBatch::verify_crc`] (which `kafka-explain` checks batches with) and the
//! [`super::BatchWriter`].
//!
//! - x86_64 and aarch64 with the `std` feature: the `crc-fast` crate, which picks the fastest code the
//!   CPU runs at first use (carry-less multiply folding: PCLMULQDQ or VPCLMULQDQ with SSE4.2's
//!   `crc32` on x86_64, PMULL with the CRC extension on aarch64). Its `no_std` build cannot be a
//!   dependency today (it also builds a cdylib and a staticlib, which need a panic handler).
//! - Otherwise (without `std`, or another target; the Cortex-M4 has no CRC instruction): the `crc`
//!   crate's 1 KiB table, or, with the `crc-slice16` feature (`std` turns it on), slicing by 16: a
//!   16 KiB table, about 7x faster.

use crc::{Algorithm, Crc, CRC_32_ISCSI};

/// The parameters: polynomial 0x1EDC6F41, reflected, initial value and final xor !0.
const CASTAGNOLI: &Algorithm<u32> = &CRC_32_ISCSI;

#[cfg(all(
    not(all(feature = "std", any(target_arch = "x86_64", target_arch = "aarch64"))),
    feature = "crc-slice16"
))]
const TABLE: Crc<u32, crc::Table<16>> = Crc::<u32, crc::Table<16>>::new(CASTAGNOLI);
#[cfg(all(
    not(all(feature = "std", any(target_arch = "x86_64", target_arch = "aarch64"))),
    not(feature = "crc-slice16")
))]
const TABLE: Crc<u32, crc::Table<1>> = Crc::<u32, crc::Table<1>>::new(CASTAGNOLI);

/// The CRC-32C of `bytes`.
#[cfg(all(feature = "std", any(target_arch = "x86_64", target_arch = "aarch64")))]
#[inline]
pub(crate) fn crc32c(bytes: &[u8]) -> u32 {
    // A CRC-32 in the low half of the u64 that crc-fast returns for every width.
    crc_fast::checksum(crc_fast::CrcAlgorithm::Crc32Iscsi, bytes) as u32
}

/// The CRC-32C of `bytes`.
#[cfg(not(all(feature = "std", any(target_arch = "x86_64", target_arch = "aarch64"))))]
#[inline]
pub(crate) fn crc32c(bytes: &[u8]) -> u32 {
    TABLE.checksum(bytes)
}

/// The CRC-32C of `bytes` at compile time (bit by bit, no table), for constants such as
/// [`crate::samples::EMPTY_RECORD_BATCH`].
#[cfg(feature = "samples")]
pub(crate) const fn crc32c_const(bytes: &[u8]) -> u32 {
    Crc::<u32, crc::NoTable>::new(CASTAGNOLI).checksum(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 1 KiB table, whatever this build's `crc32c` uses: the reference the others must match.
    const REFERENCE: Crc<u32, crc::Table<1>> = Crc::<u32, crc::Table<1>>::new(CASTAGNOLI);

    #[test]
    fn check_value() {
        assert_eq!(crc32c(b"123456789"), 0xe306_9283);
        assert_eq!(crc32c(b""), 0);
    }

    /// Every length from 0 to 600 at every alignment from 0 to 15, and a few large ones: the
    /// hardware paths switch strategy at sizes and alignments, and each switch must agree.
    #[test]
    fn agrees_with_the_table_at_every_length_and_alignment() {
        let data: [u8; 20_000] =
            core::array::from_fn(|i| (i as u32).wrapping_mul(2_654_435_761) as u8);
        for start in 0..16 {
            for len in (0..=600).chain([1023, 1024, 1025, 4096, 16 * 1024, 19_000]) {
                let bytes = &data[start..start + len];
                assert_eq!(
                    crc32c(bytes),
                    REFERENCE.checksum(bytes),
                    "len {len} at {start}"
                );
            }
        }
    }

    #[cfg(feature = "samples")]
    #[test]
    fn the_const_fn_agrees() {
        let data: [u8; 300] = core::array::from_fn(|i| i as u8 ^ 0xa5);
        for len in [0, 1, 7, 61, 300] {
            assert_eq!(crc32c_const(&data[..len]), REFERENCE.checksum(&data[..len]));
        }
    }
}

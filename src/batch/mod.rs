//! Record batches v2: the views, the batch writer, the codecs and the CRC-32C. Public as
//! [`crate::records`], which adds the control records of `src/control.rs`.

use core::fmt;

use zerocopy::byteorder::big_endian::{I16, I32, I64, U32};
use zerocopy::{FromBytes, Immutable, KnownLayout, Unaligned};

use crate::error::{place, DecodeError, DecodeErrorKind, EncodeError, Place, Prefix};
use crate::reader::Reader;
use crate::writer::{len, Writer};

pub(crate) use self::crc32c::crc32c;

mod codec;
mod crc32c;
#[cfg(feature = "gzip")]
mod gzip;
#[cfg(feature = "lz4")]
mod lz4;
#[cfg(feature = "snappy")]
mod snappy;
#[cfg(feature = "zstd")]
mod zstd;

pub use codec::{Builtin, Codec, Limits};
#[cfg(feature = "samples")]
pub(crate) use crc32c::crc32c_const;
#[cfg(feature = "gzip")]
pub use gzip::Gzip;
#[cfg(feature = "lz4")]
pub use lz4::{xxh32, Lz4};
#[cfg(feature = "snappy")]
pub use snappy::{Snappy, SnappyFraming, XERIAL_MAGIC};
#[cfg(feature = "zstd")]
pub use zstd::{Zstd, ZstdLevel};

pub use crate::records_flat::{LogRecords, StrictBatches};

/// Bytes before a batch's length field ends: the base offset (8) and the length (4).
const LOG_OVERHEAD: usize = 12;
/// Offset of the magic byte, the same in every message format.
const MAGIC_AT: usize = 16;
/// Offset of the attributes field, where the CRC-32C coverage begins.
const ATTRIBUTES_AT: usize = 21;
/// Offset of the CRC field.
const CRC_AT: usize = 17;

/// The bytes of a `records` field: record batches as they are on the wire.
///
/// The generated messages hold this as it came; [`Records::batches`] reads the batches and
/// [`Records::records`] every record in them.
///
/// ```
/// use kafka_view::records::{Batch, BatchSettings, BatchWriter, Builtin, Limits, NewRecord};
/// use kafka_view::records::Records;
///
/// let mut buf = [0u8; 128];
/// let settings = BatchSettings { base_offset: 40, ..Default::default() };
/// let mut w = BatchWriter::new(&mut buf, settings).unwrap();
/// w.push(&NewRecord { timestamp: 5, key: Some(b"k"), value: Some(b"v"), headers: &[] }).unwrap();
/// let n = w.finish().unwrap();
///
/// let records = Records(&buf[..n]);
/// for batch in records.batches() {
///     let Batch::V2(batch) = batch? else { continue };
///     batch.verify_crc()?;
///     assert_eq!((batch.base_offset(), batch.record_count()), (40, 1));
/// }
/// // Uncompressed batches need no buffer; see `Records::records` for compressed ones.
/// let record = records.records(Builtin::new(), &mut [], &Limits::default()).next().unwrap()?;
/// assert_eq!((record.offset(), record.timestamp(), record.key), (40, 5, Some(&b"k"[..])));
/// # Ok::<(), kafka_view::error::DecodeError>(())
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Records<'a>(pub &'a [u8]);

impl<'a> Records<'a> {
    /// The raw record-batch bytes.
    pub const fn as_bytes(&self) -> &'a [u8] {
        self.0
    }

    /// The batches, in order. See [`Batches`].
    pub fn batches(&self) -> Batches<'a> {
        Batches {
            bytes: self.0,
            pos: 0,
            done: false,
        }
    }
}

impl fmt::Debug for Records<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Records({} bytes)", self.0.len())
    }
}

/// One entry of a records field, as [`Records::batches`] finds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Batch<'a> {
    /// A record batch v2 (magic 2): its length and magic checked, its records not yet (see
    /// [`RecordBatch::payload`]).
    V2(RecordBatch<'a>),
    /// A magic 0 or 1 entry of an old message set: framed and recognised, not decoded.
    Legacy(LegacyEntry<'a>),
    /// The last bytes hold less than the batch they begin: fewer than 12 bytes, or fewer than the
    /// batch length says. Brokers cut the last batch of a Fetch response short this way.
    Truncated {
        /// Offset of the partial batch in the records field.
        offset: usize,
        /// Its bytes.
        bytes: &'a [u8],
    },
}

/// Iterator over the entries of a records field; made by [`Records::batches`].
///
/// Yields `Ok` for every complete batch, `Ok(Batch::Truncated)` for a partial one at the end, and
/// stops after the first error. Checks, in this order: the batch length is at least the smallest
/// entry of its magic (49 for v2, 14 for magic 0, 22 for magic 1), the magic is 0, 1 or 2, the batch
/// fits, and (v2) [`RecordBatch::decode`]'s checks.
#[derive(Clone, Debug)]
pub struct Batches<'a> {
    bytes: &'a [u8],
    pos: usize,
    done: bool,
}

#[cfg(feature = "defmt")]
impl defmt::Format for Batches<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(
            f,
            "Batches {{ position: {=usize}, length: {=usize} }}",
            self.pos,
            self.bytes.len()
        )
    }
}

impl<'a> Batches<'a> {
    #[inline]
    fn step(&mut self) -> Result<Option<Batch<'a>>, DecodeError> {
        let rest = self.bytes.get(self.pos..).unwrap_or(&[]);
        if rest.is_empty() {
            return Ok(None);
        }
        let offset = self.pos;
        let truncated = Batch::Truncated {
            offset,
            bytes: rest,
        };
        let Some((head, _)) = rest.split_first_chunk::<LOG_OVERHEAD>() else {
            return Ok(Some(truncated));
        };
        let length = i32::from_be_bytes([head[8], head[9], head[10], head[11]]);
        let magic = rest.get(MAGIC_AT).map(|&m| m as i8);
        let min = match magic {
            Some(2) => V2_MIN_LENGTH,
            Some(1) => LEGACY_V1_MIN_LENGTH,
            Some(0) | None => LEGACY_V0_MIN_LENGTH,
            Some(magic) => {
                return Err(error(
                    offset + MAGIC_AT,
                    place!("RecordBatch", "magic"),
                    DecodeErrorKind::UnsupportedMagic { magic },
                ))
            }
        };
        let size = usize::try_from(length)
            .ok()
            .filter(|&n| n >= min)
            .ok_or(error(
                offset + 8,
                place!("RecordBatch", "batchLength"),
                DecodeErrorKind::BatchTooShort { length, min },
            ))?;
        let total = size.saturating_add(LOG_OVERHEAD);
        let Some(entry) = rest.get(..total) else {
            return Ok(Some(truncated));
        };
        self.pos = offset + total;
        match magic {
            Some(2) => Ok(Some(Batch::V2(RecordBatch::parse_entry(entry, offset)?))),
            _ => Ok(Some(Batch::Legacy(LegacyEntry::new(entry, offset)))),
        }
    }
}

impl<'a> Iterator for Batches<'a> {
    type Item = Result<Batch<'a>, DecodeError>;

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let item = self.step().transpose();
        if !matches!(item, Some(Ok(Batch::V2(_) | Batch::Legacy(_)))) {
            self.done = true;
        }
        item
    }
}

/// Smallest v2 batch length: the 49 header bytes after the length field.
const V2_MIN_LENGTH: usize = HEADER_LEN - LOG_OVERHEAD;
/// Smallest magic 0 message: CRC, magic, attributes, key and value lengths.
const LEGACY_V0_MIN_LENGTH: usize = 14;
/// Smallest magic 1 message: the magic 0 fields and a timestamp.
const LEGACY_V1_MIN_LENGTH: usize = 22;

pub(crate) fn error(offset: usize, at: &'static Place, kind: DecodeErrorKind) -> DecodeError {
    DecodeError { kind, offset, at }
}

/// An entry of a magic 0 or 1 message set (clients before Kafka 0.11). This crate frames it (offset
/// and size) so a proxy can skip or forward it, but does not decode the message inside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct LegacyEntry<'a> {
    /// The message's offset (the entry's first 8 bytes).
    pub offset: i64,
    /// The magic byte: 0 or 1.
    pub magic: i8,
    /// The whole entry: offset, size and message.
    pub bytes: &'a [u8],
    /// Where the entry starts in the records field.
    pub position: usize,
}

impl<'a> LegacyEntry<'a> {
    fn new(bytes: &'a [u8], position: usize) -> Self {
        let offset = bytes
            .first_chunk::<8>()
            .map_or(0, |b| i64::from_be_bytes(*b));
        let magic = bytes.get(MAGIC_AT).map_or(0, |&m| m as i8);
        LegacyEntry {
            offset,
            magic,
            bytes,
            position,
        }
    }
}

/// The 61-byte header of a record batch v2, as it is on the wire.
#[derive(FromBytes, KnownLayout, Immutable, Unaligned)]
#[repr(C)]
struct Header {
    base_offset: I64,
    batch_length: I32,
    partition_leader_epoch: I32,
    magic: i8,
    crc: U32,
    attributes: I16,
    last_offset_delta: I32,
    base_timestamp: I64,
    max_timestamp: I64,
    producer_id: I64,
    producer_epoch: I16,
    base_sequence: I32,
    record_count: I32,
}

/// Bytes of the v2 batch header, from the base offset to the record count.
pub const HEADER_LEN: usize = 61;
const _: () = assert!(core::mem::size_of::<Header>() == HEADER_LEN);

/// The fields of the v2 batch header by Kafka's names, with their offsets from the layout above and
/// their widths: what the fuzz mutator edits.
#[cfg(feature = "fuzz")]
pub(crate) const HEADER_FIELDS: [(&str, usize, usize); 13] = {
    use core::mem::{offset_of, size_of};
    [
        (
            "baseOffset",
            offset_of!(Header, base_offset),
            size_of::<I64>(),
        ),
        (
            "batchLength",
            offset_of!(Header, batch_length),
            size_of::<I32>(),
        ),
        (
            "partitionLeaderEpoch",
            offset_of!(Header, partition_leader_epoch),
            size_of::<I32>(),
        ),
        ("magic", offset_of!(Header, magic), size_of::<i8>()),
        ("crc", offset_of!(Header, crc), size_of::<U32>()),
        (
            "attributes",
            offset_of!(Header, attributes),
            size_of::<I16>(),
        ),
        (
            "lastOffsetDelta",
            offset_of!(Header, last_offset_delta),
            size_of::<I32>(),
        ),
        (
            "baseTimestamp",
            offset_of!(Header, base_timestamp),
            size_of::<I64>(),
        ),
        (
            "maxTimestamp",
            offset_of!(Header, max_timestamp),
            size_of::<I64>(),
        ),
        (
            "producerId",
            offset_of!(Header, producer_id),
            size_of::<I64>(),
        ),
        (
            "producerEpoch",
            offset_of!(Header, producer_epoch),
            size_of::<I16>(),
        ),
        (
            "baseSequence",
            offset_of!(Header, base_sequence),
            size_of::<I32>(),
        ),
        (
            "recordCount",
            offset_of!(Header, record_count),
            size_of::<I32>(),
        ),
    ]
};

/// The compression codec of a batch: attribute bits 0-2. Values this crate has no name for (5-7) are
/// kept as they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Compression(pub u8);

impl Compression {
    /// Not compressed.
    pub const NONE: Compression = Compression(0);
    /// gzip.
    pub const GZIP: Compression = Compression(1);
    /// Snappy (Kafka's framing of it).
    pub const SNAPPY: Compression = Compression(2);
    /// LZ4 frame format.
    pub const LZ4: Compression = Compression(3);
    /// Zstandard.
    pub const ZSTD: Compression = Compression(4);

    /// The codec's name in Kafka's configuration ("gzip"), or "unknown".
    pub const fn name(self) -> &'static str {
        match self.0 {
            0 => "none",
            1 => "gzip",
            2 => "snappy",
            3 => "lz4",
            4 => "zstd",
            _ => "unknown",
        }
    }
}

/// What a batch's timestamps mean: attribute bit 3.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum TimestampType {
    /// Set by the producer when it created the record.
    #[default]
    CreateTime,
    /// Set by the broker when it appended the batch to the log.
    LogAppendTime,
}

/// Attribute bit: the timestamps are log-append times.
const ATTR_LOG_APPEND_TIME: i16 = 1 << 3;
/// Attribute bit: the batch belongs to a transaction.
const ATTR_TRANSACTIONAL: i16 = 1 << 4;
/// Attribute bit: the batch holds control records.
const ATTR_CONTROL: i16 = 1 << 5;
/// Attribute bit: the batch's base timestamp is a delete horizon (set by log compaction).
const ATTR_DELETE_HORIZON: i16 = 1 << 6;

/// A record batch v2: the header, read in place, and the records after it.
///
/// Reading a batch checks its length and magic only; [`payload`](Self::payload) checks its
/// records. Its `Debug` output includes what `payload` returns, so formatting a batch with `{:?}`
/// reads over its records once (not its CRC, which [`verify_crc`](Self::verify_crc) checks).
#[derive(Clone, Copy)]
pub struct RecordBatch<'a> {
    header: &'a Header,
    bytes: &'a [u8],
    position: usize,
}

impl PartialEq for RecordBatch<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.bytes == other.bytes && self.position == other.position
    }
}

impl Eq for RecordBatch<'_> {}

impl<'a> RecordBatch<'a> {
    /// Reads one v2 batch from the front of `bytes` and returns it with the bytes after it. Unlike
    /// [`Records::batches`], a batch longer than `bytes` is an error here. Checks the length (at least
    /// 49, and within `bytes`) and the magic (2), as Kafka's batch reader does. The records are
    /// checked when they are read ([`RecordBatch::payload`]) and the CRC when asked
    /// ([`RecordBatch::verify_crc`]).
    pub fn decode(bytes: &'a [u8]) -> Result<(RecordBatch<'a>, &'a [u8]), DecodeError> {
        let Some((head, _)) = bytes.split_first_chunk::<LOG_OVERHEAD>() else {
            return Err(error(
                0,
                place!("RecordBatch", "batchLength"),
                DecodeErrorKind::UnexpectedEnd {
                    needed: LOG_OVERHEAD,
                    remaining: bytes.len(),
                },
            ));
        };
        let length = i32::from_be_bytes([head[8], head[9], head[10], head[11]]);
        let size = usize::try_from(length)
            .ok()
            .filter(|&n| n >= V2_MIN_LENGTH)
            .ok_or(error(
                8,
                place!("RecordBatch", "batchLength"),
                DecodeErrorKind::BatchTooShort {
                    length,
                    min: V2_MIN_LENGTH,
                },
            ))?;
        let remaining = bytes.len() - LOG_OVERHEAD;
        if size > remaining {
            return Err(error(
                8,
                place!("RecordBatch", "batchLength"),
                DecodeErrorKind::LengthPastEnd {
                    prefix: Prefix::Batch,
                    length: size as u64,
                    remaining,
                },
            ));
        }
        let (entry, rest) = bytes
            .split_at_checked(size + LOG_OVERHEAD)
            .unwrap_or((bytes, &[]));
        Ok((RecordBatch::parse_entry(entry, 0)?, rest))
    }

    /// Reads the batch that is exactly `entry` (length already checked), found at `position`.
    #[inline]
    fn parse_entry(entry: &'a [u8], position: usize) -> Result<RecordBatch<'a>, DecodeError> {
        let end = error(
            position,
            place!("RecordBatch", ""),
            DecodeErrorKind::UnexpectedEnd {
                needed: HEADER_LEN,
                remaining: entry.len(),
            },
        );
        let (header, _) = Header::ref_from_prefix(entry).map_err(|_| end)?;
        if header.magic != 2 {
            return Err(error(
                position + MAGIC_AT,
                place!("RecordBatch", "magic"),
                DecodeErrorKind::UnsupportedMagic {
                    magic: header.magic,
                },
            ));
        }
        Ok(RecordBatch {
            header,
            bytes: entry,
            position,
        })
    }

    /// The whole batch, header included.
    pub fn as_bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// Where the batch starts in the bytes it was read from.
    pub fn position(&self) -> usize {
        self.position
    }

    /// The offset of the first record.
    pub fn base_offset(&self) -> i64 {
        self.header.base_offset.get()
    }

    /// The batch length: bytes after this field.
    pub fn batch_length(&self) -> i32 {
        self.header.batch_length.get()
    }

    /// The partition leader epoch the broker stamped on the batch.
    pub fn partition_leader_epoch(&self) -> i32 {
        self.header.partition_leader_epoch.get()
    }

    /// The magic byte: always 2 here.
    pub fn magic(&self) -> i8 {
        self.header.magic
    }

    /// The CRC-32C stored in the header.
    pub fn crc(&self) -> u32 {
        self.header.crc.get()
    }

    /// The raw attributes.
    pub fn attributes(&self) -> i16 {
        self.header.attributes.get()
    }

    /// The offset of the last record, relative to the base offset.
    pub fn last_offset_delta(&self) -> i32 {
        self.header.last_offset_delta.get()
    }

    /// The timestamp record timestamp deltas count from (the first record's, as producers write it).
    pub fn base_timestamp(&self) -> i64 {
        self.header.base_timestamp.get()
    }

    /// The largest timestamp in the batch.
    pub fn max_timestamp(&self) -> i64 {
        self.header.max_timestamp.get()
    }

    /// The producer id, or -1.
    pub fn producer_id(&self) -> i64 {
        self.header.producer_id.get()
    }

    /// The producer epoch, or -1.
    pub fn producer_epoch(&self) -> i16 {
        self.header.producer_epoch.get()
    }

    /// The sequence number of the first record, or -1.
    pub fn base_sequence(&self) -> i32 {
        self.header.base_sequence.get()
    }

    /// The number of records the header declares (checked against the records when uncompressed).
    pub fn record_count(&self) -> i32 {
        self.header.record_count.get()
    }

    /// The offset of the last record: base offset plus last offset delta.
    pub fn last_offset(&self) -> i64 {
        self.base_offset()
            .wrapping_add(self.last_offset_delta().into())
    }

    /// The compression codec.
    pub fn compression(&self) -> Compression {
        Compression((self.attributes() & 0x7) as u8)
    }

    /// What the timestamps mean.
    pub fn timestamp_type(&self) -> TimestampType {
        if self.attributes() & ATTR_LOG_APPEND_TIME != 0 {
            TimestampType::LogAppendTime
        } else {
            TimestampType::CreateTime
        }
    }

    /// Whether the batch belongs to a transaction.
    pub fn is_transactional(&self) -> bool {
        self.attributes() & ATTR_TRANSACTIONAL != 0
    }

    /// Whether the batch holds control records (see [`ControlRecord`](crate::records::ControlRecord)).
    pub fn is_control(&self) -> bool {
        self.attributes() & ATTR_CONTROL != 0
    }

    /// Whether log compaction set a delete horizon (it is then the base timestamp).
    pub fn has_delete_horizon(&self) -> bool {
        self.attributes() & ATTR_DELETE_HORIZON != 0
    }

    /// The CRC-32C of the bytes it covers: from the attributes to the end of the batch.
    #[inline]
    pub fn computed_crc(&self) -> u32 {
        crc32c(self.bytes.get(ATTRIBUTES_AT..).unwrap_or(&[]))
    }

    /// Checks the stored CRC against [`RecordBatch::computed_crc`].
    #[inline]
    pub fn verify_crc(&self) -> Result<(), DecodeError> {
        let computed = self.computed_crc();
        let stored = self.crc();
        if computed == stored {
            Ok(())
        } else {
            Err(error(
                self.position + CRC_AT,
                place!("RecordBatch", "crc"),
                DecodeErrorKind::CrcMismatch { stored, computed },
            ))
        }
    }

    /// The bytes after the header: the records, or the compressed records.
    pub fn records_bytes(&self) -> &'a [u8] {
        self.bytes.get(HEADER_LEN..).unwrap_or(&[])
    }

    /// The records if the batch is not compressed, else the codec and the compressed bytes.
    ///
    /// The records are checked here, not when the batch was read: every record's framing
    /// (varints, lengths, header keys as UTF-8) and that there are [`RecordBatch::record_count`]
    /// of them, as [`RecordBatch::decompress`] checks the records it decompresses.
    pub fn payload(&self) -> Result<Payload<'a>, DecodeError> {
        let compression = self.compression();
        if compression == Compression::NONE {
            let records = RecordIter::new(*self, self.records_bytes(), self.position + HEADER_LEN)?;
            Ok(Payload::Records(records))
        } else {
            Ok(Payload::Compressed {
                compression,
                bytes: self.records_bytes(),
            })
        }
    }

    /// Decompresses the records of a compressed batch into `out` with `codec`, then checks every
    /// record and the count, as [`RecordBatch::payload`] does for an uncompressed batch.
    ///
    /// A batch without records gives no records without decompressing (Kafka reads none of its
    /// bytes either), unless its codec id is one Kafka does not define (5 to 7), which only the
    /// codec can judge ([`Builtin`] refuses them, as Kafka does). Codec errors (corrupt data, output past `out`, a bomb by `limits`, a codec id
    /// `codec` does not handle) carry offsets from the start of the records field, like every
    /// batch error; record errors count from the start of `out`, as in
    /// [`RecordBatch::decompressed_records`]. An uncompressed batch is refused
    /// ([`DecodeErrorKind::UnsupportedCompression`] with id 0): see [`RecordBatch::records`].
    pub fn decompress<'d, C: Codec + ?Sized>(
        &self,
        codec: &mut C,
        out: &'d mut [u8],
        limits: &Limits,
    ) -> Result<RecordIter<'d>, DecodeError>
    where
        'a: 'd,
    {
        let n = self.decompress_into(codec, out, limits)?;
        let out: &'d [u8] = out;
        self.decompressed_records(out.get(..n).unwrap_or(&[]))
    }

    /// [`RecordBatch::decompress`] up to the records: the bytes written to the front of `out`
    /// (no more than its length).
    pub(crate) fn decompress_into<C: Codec + ?Sized>(
        &self,
        codec: &mut C,
        out: &mut [u8],
        limits: &Limits,
    ) -> Result<usize, DecodeError> {
        let compression = self.compression();
        if compression == Compression::NONE {
            return Err(self.shift(codec::unsupported(compression), false));
        }
        // Ids 5 to 7 go to the codec even without records: Kafka refuses them, and so does
        // `Builtin`, but a codec of yours may know one Kafka adds later.
        if self.record_count() == 0 && compression.0 <= Compression::ZSTD.0 {
            return Ok(0);
        }
        let n = codec
            .decompress(compression, self.records_bytes(), out, limits)
            .map_err(|e| {
                let unsupported = matches!(e.kind, DecodeErrorKind::UnsupportedCompression { .. });
                self.shift(e, !unsupported)
            })?;
        Ok(n.min(out.len()))
    }

    /// The records of any batch: in place when it is not compressed, else decompressed into `out`
    /// (see [`RecordBatch::decompress`]). Each [`Record`] knows its batch, so its
    /// [`offset`](Record::offset) and [`timestamp`](Record::timestamp) are the absolute ones.
    ///
    /// This reads one batch, with a buffer you may reuse for the next one; [`Records::records`]
    /// reads every batch of a records field in one iterator.
    pub fn records<'r, C: Codec + ?Sized>(
        &self,
        codec: &mut C,
        out: &'r mut [u8],
        limits: &Limits,
    ) -> Result<RecordIter<'r>, DecodeError>
    where
        'a: 'r,
    {
        match self.payload()? {
            Payload::Records(records) => Ok(records),
            Payload::Compressed { .. } => self.decompress(codec, out, limits),
        }
    }

    /// A codec's error with its offset moved from the compressed bytes (`in_payload`) or the
    /// batch to the records field.
    fn shift(&self, mut e: DecodeError, in_payload: bool) -> DecodeError {
        let base = if in_payload {
            self.position + HEADER_LEN
        } else {
            self.position + ATTRIBUTES_AT
        };
        e.offset = e.offset.saturating_add(base);
        e
    }

    /// The records of a compressed batch from the bytes the caller decompressed them into: checks
    /// every record and that there are [`RecordBatch::record_count`] of them. Offsets in errors count
    /// from the start of `decompressed`. The records take their offsets and timestamps from this
    /// batch.
    pub fn decompressed_records<'d>(
        &self,
        decompressed: &'d [u8],
    ) -> Result<RecordIter<'d>, DecodeError>
    where
        'a: 'd,
    {
        RecordIter::new(*self, decompressed, 0)
    }
}

impl fmt::Debug for RecordBatch<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RecordBatch")
            .field("position", &self.position)
            .field("base_offset", &self.base_offset())
            .field("batch_length", &self.batch_length())
            .field("partition_leader_epoch", &self.partition_leader_epoch())
            .field("magic", &self.magic())
            .field("crc", &self.crc())
            .field("attributes", &self.attributes())
            .field("last_offset_delta", &self.last_offset_delta())
            .field("base_timestamp", &self.base_timestamp())
            .field("max_timestamp", &self.max_timestamp())
            .field("producer_id", &self.producer_id())
            .field("producer_epoch", &self.producer_epoch())
            .field("base_sequence", &self.base_sequence())
            .field("record_count", &self.record_count())
            .field("payload", &self.payload())
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for RecordBatch<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(
            f,
            "RecordBatch {{ position: {=usize}, base_offset: {=i64}, batch_length: {=i32}, attributes: {=i16}, record_count: {=i32}, producer_id: {=i64} }}",
            self.position,
            self.base_offset(),
            self.batch_length(),
            self.attributes(),
            self.record_count(),
            self.producer_id()
        )
    }
}

/// What follows a batch header: see [`RecordBatch::payload`].
#[derive(Clone, Debug)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Payload<'a> {
    /// The records of an uncompressed batch.
    Records(RecordIter<'a>),
    /// A compressed batch: the codec and the compressed bytes.
    Compressed {
        /// The codec.
        compression: Compression,
        /// The compressed records.
        bytes: &'a [u8],
    },
}

/// Iterator over the validated records of one batch; see [`RecordBatch::records`],
/// [`RecordBatch::payload`] and [`RecordBatch::decompressed_records`]. Each [`Record`] it yields
/// carries its batch, for its absolute offset and timestamp.
#[derive(Clone)]
pub struct RecordIter<'a> {
    batch: RecordBatch<'a>,
    bytes: &'a [u8],
    position: usize,
    left: usize,
}

impl<'a> RecordIter<'a> {
    /// The records of `batch` in `bytes` (found at `position`), after checking that `bytes` holds
    /// exactly the batch's record count of well-formed records.
    fn new(
        batch: RecordBatch<'a>,
        bytes: &'a [u8],
        position: usize,
    ) -> Result<RecordIter<'a>, DecodeError> {
        let count = batch.record_count();
        Self::validate(batch, bytes, position, count)?;
        Ok(RecordIter {
            batch,
            bytes,
            position,
            left: usize::try_from(count).unwrap_or(0),
        })
    }

    /// Checks that `bytes` holds exactly `count` well-formed records.
    fn validate(
        batch: RecordBatch<'a>,
        bytes: &'a [u8],
        position: usize,
        count: i32,
    ) -> Result<(), DecodeError> {
        let mut r = Reader::at(bytes, position);
        let mut found = 0usize;
        let mismatch = |found| {
            error(
                position,
                place!("RecordBatch", "recordCount"),
                DecodeErrorKind::RecordCountMismatch {
                    declared: count,
                    found,
                },
            )
        };
        let declared = usize::try_from(count).map_err(|_| mismatch(0))?;
        while found < declared {
            if r.remaining() == 0 {
                return Err(mismatch(found));
            }
            read_record(&mut r, batch)?;
            found += 1;
        }
        if r.remaining() == 0 {
            return Ok(());
        }
        // Bytes after the declared records: count them if they are records, else report the bytes.
        let extra_at = r.position();
        let extra = r.remaining();
        while r.remaining() > 0 {
            if read_record(&mut r, batch).is_err() {
                return Err(error(
                    extra_at,
                    place!("RecordBatch", "records"),
                    DecodeErrorKind::TrailingBytes { count: extra },
                ));
            }
            found += 1;
        }
        Err(mismatch(found))
    }

    /// Records not yet yielded.
    pub fn remaining(&self) -> usize {
        self.left
    }

    /// The batch the records belong to.
    pub fn batch(&self) -> RecordBatch<'a> {
        self.batch
    }
}

impl<'a> Iterator for RecordIter<'a> {
    type Item = Record<'a>;

    fn next(&mut self) -> Option<Record<'a>> {
        if self.left == 0 {
            return None;
        }
        let mut r = Reader::at(self.bytes, self.position);
        let Ok(record) = read_record(&mut r, self.batch) else {
            self.left = 0;
            return None;
        };
        let used = r.position() - self.position;
        self.bytes = self.bytes.get(used..).unwrap_or(&[]);
        self.position += used;
        self.left -= 1;
        Some(record)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl ExactSizeIterator for RecordIter<'_> {}

impl core::iter::FusedIterator for RecordIter<'_> {}

impl fmt::Debug for RecordIter<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.clone()).finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for RecordIter<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(f, "[");
        for (i, record) in self.clone().enumerate() {
            if i > 0 {
                defmt::write!(f, ", ");
            }
            defmt::write!(f, "{}", record);
        }
        defmt::write!(f, "]");
    }
}

/// One record of a batch, borrowed from the batch (or decompressed) bytes, with the batch it
/// belongs to: [`Record::offset`] and [`Record::timestamp`] are the absolute ones, read as Kafka's
/// `DefaultRecord` reads them.
///
/// Only a batch makes records ([`RecordBatch::records`], [`Records::records`]), so a record's
/// offset and timestamp cannot be taken against the wrong base.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Record<'a> {
    /// Bytes of the record after its length varint.
    pub length: i32,
    /// The record attributes (unused by Kafka so far; written as 0).
    pub attributes: i8,
    /// The timestamp delta as it is on the wire. Ignored by Kafka's reader in a log-append-time
    /// batch; [`Record::timestamp`] is the record's timestamp.
    pub timestamp_delta: i64,
    /// The offset delta as it is on the wire; [`Record::offset`] is the record's offset.
    pub offset_delta: i32,
    /// The key, or `None` for a null key.
    pub key: Option<&'a [u8]>,
    /// The value, or `None` for a null value (a tombstone).
    pub value: Option<&'a [u8]>,
    /// The headers: an iterator of `(key, value)` pairs.
    pub headers: Headers<'a>,
    batch: RecordBatch<'a>,
}

impl<'a> Record<'a> {
    /// The record's offset in the log: its batch's base offset plus its offset delta.
    pub fn offset(&self) -> i64 {
        self.batch
            .base_offset()
            .wrapping_add(self.offset_delta.into())
    }

    /// The record's timestamp, by its batch's [`TimestampType`]: the batch's max timestamp when
    /// the batch's timestamps are log-append times (the broker's time, the same for every record of
    /// the batch), else the batch's base timestamp plus the record's timestamp delta.
    pub fn timestamp(&self) -> i64 {
        match self.batch.timestamp_type() {
            TimestampType::LogAppendTime => self.batch.max_timestamp(),
            TimestampType::CreateTime => self
                .batch
                .base_timestamp()
                .wrapping_add(self.timestamp_delta),
        }
    }

    /// What [`Record::timestamp`] means: its batch's timestamp type.
    pub fn timestamp_type(&self) -> TimestampType {
        self.batch.timestamp_type()
    }

    /// The record's producer sequence number: the batch's base sequence plus the offset delta
    /// (wrapping past `i32::MAX` to 0, as Kafka's `DefaultRecordBatch.incrementSequence`), or -1
    /// when the batch has none.
    pub fn sequence(&self) -> i32 {
        let base = self.batch.base_sequence();
        if base < 0 {
            return -1;
        }
        let delta = self.offset_delta;
        if base > i32::MAX.wrapping_sub(delta) {
            delta
                .wrapping_sub(i32::MAX.wrapping_sub(base))
                .wrapping_sub(1)
        } else {
            base.wrapping_add(delta)
        }
    }

    /// The batch the record belongs to (producer id and epoch, transactional and control flags).
    pub fn batch(&self) -> RecordBatch<'a> {
        self.batch
    }
}

impl fmt::Debug for Record<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Record")
            .field("offset", &self.offset())
            .field("timestamp", &self.timestamp())
            .field("key", &self.key)
            .field("value", &self.value)
            .field("headers", &self.headers)
            .field("length", &self.length)
            .field("attributes", &self.attributes)
            .field("timestamp_delta", &self.timestamp_delta)
            .field("offset_delta", &self.offset_delta)
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for Record<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(
            f,
            "Record {{ offset: {=i64}, timestamp: {=i64}, key: {}, value: {}, headers: {} }}",
            self.offset(),
            self.timestamp(),
            self.key,
            self.value,
            self.headers
        )
    }
}

/// The headers of a record: an iterator over validated bytes that yields `(key, value)` pairs
/// (`None` for a null value). It is `Copy`: iterating a record's `headers` leaves them as they
/// were, so they can be read again.
#[derive(Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Headers<'a> {
    bytes: &'a [u8],
    left: usize,
}

impl Headers<'_> {
    /// Whether there are no headers (left).
    pub fn is_empty(&self) -> bool {
        self.left == 0
    }
}

impl<'a> Iterator for Headers<'a> {
    type Item = (&'a str, Option<&'a [u8]>);

    fn next(&mut self) -> Option<Self::Item> {
        if self.left == 0 {
            return None;
        }
        let mut r = Reader::new(self.bytes);
        let Ok(header) = read_header(&mut r) else {
            self.left = 0;
            return None;
        };
        self.bytes = r.rest();
        self.left -= 1;
        Some(header)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl ExactSizeIterator for Headers<'_> {}

impl core::iter::FusedIterator for Headers<'_> {}

impl fmt::Debug for Headers<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(*self).finish()
    }
}

/// Reads a varint length: -1 is `None` (a null) when `nullable`; other negatives are errors, and so is a
/// length past the bytes left.
fn var_len(
    r: &mut Reader<'_>,
    field: &'static Place,
    nullable: bool,
) -> Result<Option<usize>, DecodeError> {
    let at = r.position();
    let length = r.varint(field)?;
    if length == -1 && nullable {
        return Ok(None);
    }
    let n = usize::try_from(length).map_err(|_| {
        let kind = if length == -1 {
            DecodeErrorKind::NullNotAllowed {
                prefix: Prefix::Varint,
            }
        } else {
            DecodeErrorKind::NegativeLength {
                prefix: Prefix::Varint,
                length: length.into(),
            }
        };
        r.error_at(at, field, kind)
    })?;
    let remaining = r.remaining();
    if n > remaining {
        return Err(r.error_at(
            at,
            field,
            DecodeErrorKind::LengthPastEnd {
                prefix: Prefix::Varint,
                length: n as u64,
                remaining,
            },
        ));
    }
    Ok(Some(n))
}

fn var_bytes<'a>(
    r: &mut Reader<'a>,
    field: &'static Place,
) -> Result<Option<&'a [u8]>, DecodeError> {
    match var_len(r, field, true)? {
        Some(n) => Ok(Some(r.take(field, n)?)),
        None => Ok(None),
    }
}

/// Reads one header: a string key (not null) and a nullable value.
fn read_header<'a>(r: &mut Reader<'a>) -> Result<(&'a str, Option<&'a [u8]>), DecodeError> {
    let at = r.position();
    let n = var_len(r, place!("Record", "headerKeyLength"), false)?.unwrap_or(0);
    let key = r.take(place!("Record", "headerKey"), n)?;
    let key = core::str::from_utf8(key).map_err(|e| {
        r.error_at(
            at,
            place!("Record", "headerKey"),
            DecodeErrorKind::InvalidUtf8 {
                valid_up_to: e.valid_up_to(),
            },
        )
    })?;
    let value = var_bytes(r, place!("Record", "headerValueLength"))?;
    Ok((key, value))
}

/// Reads one record of `batch`: its length, then its fields inside exactly that many bytes.
fn read_record<'a>(r: &mut Reader<'a>, batch: RecordBatch<'a>) -> Result<Record<'a>, DecodeError> {
    let outer = r.begin_struct(place!("Record", ""));
    let n = var_len(r, place!("Record", "length"), false)?.unwrap_or(0);
    let body_at = r.position();
    let body = r.take(place!("Record", "length"), n)?;
    r.end_struct(outer);
    let mut b = Reader::at(body, body_at);
    b.begin_struct(place!("Record", ""));
    let attributes = b.int8(place!("Record", "attributes"))?;
    let timestamp_delta = b.varlong(place!("Record", "timestampDelta"))?;
    let offset_delta = b.varint(place!("Record", "offsetDelta"))?;
    let key = var_bytes(&mut b, place!("Record", "keyLength"))?;
    let value = var_bytes(&mut b, place!("Record", "valueLength"))?;
    let count_at = b.position();
    let count = b.varint(place!("Record", "headersCount"))?;
    let count = usize::try_from(count).map_err(|_| {
        b.error_at(
            count_at,
            place!("Record", "headersCount"),
            DecodeErrorKind::NegativeLength {
                prefix: Prefix::Varint,
                length: count.into(),
            },
        )
    })?;
    let remaining = b.remaining();
    if count > remaining {
        return Err(b.error_at(
            count_at,
            place!("Record", "headersCount"),
            DecodeErrorKind::CountPastEnd {
                prefix: Prefix::Varint,
                count: count as u64,
                remaining,
            },
        ));
    }
    let headers = b.rest();
    for _ in 0..count {
        read_header(&mut b)?;
    }
    b.finish()?;
    Ok(Record {
        length: n as i32,
        attributes,
        timestamp_delta,
        offset_delta,
        key,
        value,
        headers: Headers {
            bytes: headers,
            left: count,
        },
        batch,
    })
}

/// The header fields a [`BatchWriter`] takes from its caller; the rest (length, CRC, last offset
/// delta, timestamps, count) it computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct BatchSettings {
    /// The offset of the first record (0 in a Produce request; the broker assigns offsets).
    pub base_offset: i64,
    /// The partition leader epoch (-1 from producers).
    pub partition_leader_epoch: i32,
    /// What the timestamps mean.
    pub timestamp_type: TimestampType,
    /// A transactional batch.
    pub transactional: bool,
    /// A control batch (its records are control records).
    pub control: bool,
    /// The producer id, or -1.
    pub producer_id: i64,
    /// The producer epoch, or -1.
    pub producer_epoch: i16,
    /// The sequence number of the first record, or -1.
    pub base_sequence: i32,
}

impl Default for BatchSettings {
    /// Base offset 0, no leader epoch, create time, neither transactional nor control, no producer
    /// id, epoch or sequence (-1 each).
    fn default() -> Self {
        BatchSettings {
            base_offset: 0,
            partition_leader_epoch: -1,
            timestamp_type: TimestampType::CreateTime,
            transactional: false,
            control: false,
            producer_id: -1,
            producer_epoch: -1,
            base_sequence: -1,
        }
    }
}

/// A record for [`BatchWriter::push`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct NewRecord<'a> {
    /// The timestamp (milliseconds since the epoch).
    pub timestamp: i64,
    /// The key, or `None` for a null key.
    pub key: Option<&'a [u8]>,
    /// The value, or `None` for a null value.
    pub value: Option<&'a [u8]>,
    /// The headers, in order: key and value (`None` for a null value).
    pub headers: &'a [(&'a str, Option<&'a [u8]>)],
}

/// Builds one uncompressed record batch v2 into a caller's buffer.
///
/// [`BatchWriter::new`] keeps room for the header; each [`BatchWriter::push`] appends a record at the
/// next offset delta (0, 1, 2...) with its timestamp as a delta from the first record's;
/// [`BatchWriter::finish`] writes the header (base timestamp = first record's, max timestamp, last
/// offset delta, count, length) and the CRC-32C, and returns the batch's length. A batch without
/// records gets -1 (no timestamp) as both timestamps. A push that does not fit fails and leaves
/// the batch as it was.
pub struct BatchWriter<'b> {
    buf: &'b mut [u8],
    pos: usize,
    settings: BatchSettings,
    count: i32,
    base_timestamp: Option<i64>,
    max_timestamp: i64,
}

impl fmt::Debug for BatchWriter<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BatchWriter")
            .field("position", &self.pos)
            .field("capacity", &self.buf.len())
            .field("records", &self.count)
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for BatchWriter<'_> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(
            f,
            "BatchWriter {{ position: {=usize}, capacity: {=usize}, records: {=i32} }}",
            self.pos,
            self.buf.len(),
            self.count
        )
    }
}

/// Bytes of a varint length prefix and the bytes, or of -1.
fn var_bytes_len(v: Option<&[u8]>, field: &'static Place) -> Result<usize, EncodeError> {
    match v {
        None => Ok(1),
        Some(b) => Ok(len::varint(to_i32(b.len(), field)?) + b.len()),
    }
}

fn to_i32(n: usize, field: &'static Place) -> Result<i32, EncodeError> {
    i32::try_from(n).map_err(|_| EncodeError::too_long(field, n))
}

/// A field of a record, as encode errors name it.
macro_rules! record_field {
    ($name:literal) => {
        &Place {
            message: "Record",
            field: $name,
        }
    };
}

fn overflow() -> EncodeError {
    EncodeError::too_long(
        &Place {
            message: "RecordBatch",
            field: "batchLength",
        },
        usize::MAX,
    )
}

impl<'b> BatchWriter<'b> {
    /// A writer that will build a batch at the front of `buf`, which must hold at least the 61-byte
    /// header.
    pub fn new(buf: &'b mut [u8], settings: BatchSettings) -> Result<Self, EncodeError> {
        if buf.len() < HEADER_LEN {
            return Err(EncodeError::too_small(HEADER_LEN, buf.len()));
        }
        Ok(BatchWriter {
            buf,
            pos: HEADER_LEN,
            settings,
            count: 0,
            base_timestamp: None,
            max_timestamp: -1,
        })
    }

    /// Records pushed so far.
    pub fn len(&self) -> usize {
        self.count as usize
    }

    /// Whether no record was pushed yet.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Bytes the batch would have if finished now.
    pub fn position(&self) -> usize {
        self.pos
    }

    /// Appends one record, or fails without writing anything.
    pub fn push(&mut self, record: &NewRecord<'_>) -> Result<(), EncodeError> {
        let base = self.base_timestamp.unwrap_or(record.timestamp);
        let timestamp_delta = record.timestamp.wrapping_sub(base);
        let offset_delta = self.count;
        let mut size = 1 + len::varlong(timestamp_delta) + len::varint(offset_delta);
        size += var_bytes_len(record.key, record_field!("key"))?;
        size += var_bytes_len(record.value, record_field!("value"))?;
        size += len::varint(to_i32(record.headers.len(), record_field!("headers"))?);
        for (key, value) in record.headers {
            size += var_bytes_len(Some(key.as_bytes()), record_field!("headerKey"))?;
            size += var_bytes_len(*value, record_field!("headerValue"))?;
        }
        let size32 = to_i32(size, record_field!("length"))?;
        let total = len::varint(size32) + size;
        let end = self.pos.checked_add(total).ok_or(overflow())?;
        if end - LOG_OVERHEAD > i32::MAX as usize {
            return Err(overflow());
        }
        let count = self.count.checked_add(1).ok_or(overflow())?;
        let available = self.buf.len();
        let slot = self
            .buf
            .get_mut(self.pos..end)
            .ok_or(EncodeError::too_small(end, available))?;
        let mut w = Writer::new(slot);
        w.varint(size32)?;
        w.int8(0)?;
        w.varlong(timestamp_delta)?;
        w.varint(offset_delta)?;
        put_var_bytes(&mut w, record.key)?;
        put_var_bytes(&mut w, record.value)?;
        w.varint(record.headers.len() as i32)?;
        for (key, value) in record.headers {
            put_var_bytes(&mut w, Some(key.as_bytes()))?;
            put_var_bytes(&mut w, *value)?;
        }
        self.pos = end;
        self.count = count;
        self.base_timestamp = Some(base);
        self.max_timestamp = if offset_delta == 0 {
            record.timestamp
        } else {
            self.max_timestamp.max(record.timestamp)
        };
        Ok(())
    }

    /// Writes the header and the CRC; returns the batch's length in bytes (from the front of the
    /// buffer).
    pub fn finish(self) -> Result<usize, EncodeError> {
        self.finish_with(Compression::NONE)
    }

    /// Compresses the records pushed so far with `codec` and writes the header (with the codec in
    /// the attributes) and the CRC; returns the batch's length. The compressed bytes are written
    /// into `scratch` first and then copied over the records, so `scratch` must hold them (a
    /// little more than the records for input that does not compress). A batch that would not
    /// fit fails with nothing promised about the buffer's contents.
    /// [`Compression::NONE`] is [`BatchWriter::finish`].
    pub fn finish_compressed<C: Codec + ?Sized>(
        mut self,
        codec: &mut C,
        compression: Compression,
        scratch: &mut [u8],
    ) -> Result<usize, EncodeError> {
        if compression == Compression::NONE {
            return self.finish();
        }
        if compression.0 > 7 {
            return Err(EncodeError::UnsupportedCompression { id: compression.0 });
        }
        let records = self.buf.get(HEADER_LEN..self.pos).unwrap_or(&[]);
        let n = codec.compress(compression, records, scratch)?;
        let end = HEADER_LEN.checked_add(n).ok_or(overflow())?;
        let available = self.buf.len();
        let (Some(dst), Some(src)) = (self.buf.get_mut(HEADER_LEN..end), scratch.get(..n)) else {
            return Err(EncodeError::too_small(end, available));
        };
        dst.copy_from_slice(src);
        self.pos = end;
        self.finish_with(compression)
    }

    fn finish_with(self, compression: Compression) -> Result<usize, EncodeError> {
        let s = self.settings;
        let mut attributes: i16 = i16::from(compression.0 & 7);
        if s.timestamp_type == TimestampType::LogAppendTime {
            attributes |= ATTR_LOG_APPEND_TIME;
        }
        if s.transactional {
            attributes |= ATTR_TRANSACTIONAL;
        }
        if s.control {
            attributes |= ATTR_CONTROL;
        }
        let length = i32::try_from(self.pos - LOG_OVERHEAD).map_err(|_| overflow())?;
        let available = self.buf.len();
        let too_small = EncodeError::too_small(self.pos, available);
        let batch = self.buf.get_mut(..self.pos).ok_or(too_small)?;
        let (header, _) = batch.split_at_mut_checked(HEADER_LEN).ok_or(too_small)?;
        let mut w = Writer::new(header);
        w.int64(s.base_offset)?;
        w.int32(length)?;
        w.int32(s.partition_leader_epoch)?;
        w.int8(2)?;
        w.uint32(0)?;
        w.int16(attributes)?;
        w.int32((self.count - 1).max(0))?;
        w.int64(self.base_timestamp.unwrap_or(-1))?;
        w.int64(self.max_timestamp)?;
        w.int64(s.producer_id)?;
        w.int16(s.producer_epoch)?;
        w.int32(s.base_sequence)?;
        w.int32(self.count)?;
        let crc = crc32c(batch.get(ATTRIBUTES_AT..).unwrap_or(&[]));
        let slot = batch.get_mut(CRC_AT..ATTRIBUTES_AT).ok_or(too_small)?;
        slot.copy_from_slice(&crc.to_be_bytes());
        Ok(self.pos)
    }
}

fn put_var_bytes(w: &mut Writer<'_>, v: Option<&[u8]>) -> Result<(), EncodeError> {
    match v {
        None => w.varint(-1),
        Some(b) => {
            w.varint(b.len() as i32)?;
            w.put(b)
        }
    }
}

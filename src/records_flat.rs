//! Whole-field views of a records field: every record of every batch in one iterator, the record
//! count, and the strict reading a request validator wants. Kept apart from `records.rs` (re-exported
//! from [`crate::records`]).

use crate::error::{DecodeError, DecodeErrorKind, Prefix};
use crate::records::{
    Batch, Batches, Payload, Record, RecordBatch, RecordIter, Records, TimestampType,
};

/// One record of a records field with its place in the log: what [`Records::records`] yields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct LogRecord<'a> {
    /// The record's offset: the batch's base offset plus the record's offset delta.
    pub offset: i64,
    /// The record's timestamp: the batch's max timestamp when the batch's timestamps are
    /// log-append times (as Kafka reads them), else the base timestamp plus the record's delta.
    pub timestamp: i64,
    /// The record: key, value, headers and the deltas as they are on the wire.
    pub record: Record<'a>,
    /// The batch it belongs to (producer id and epoch, sequence, transactional and control flags).
    pub batch: RecordBatch<'a>,
}

/// An item of [`Records::records`]: a record, or an entry whose records cannot be read in place and
/// is handed over whole, so that nothing is skipped unseen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum RecordItem<'a> {
    /// A record of an uncompressed v2 batch.
    Record(LogRecord<'a>),
    /// A compressed v2 batch (decompress its [`RecordBatch::records_bytes`] and read them with
    /// [`RecordBatch::decompressed_records`]), a magic 0 or 1 entry ([`Batch::Legacy`]), or, in the
    /// lenient reading, a cut-off last batch ([`Batch::Truncated`]).
    Opaque(Batch<'a>),
}

impl<'a> RecordItem<'a> {
    /// The record, if this item is one.
    pub const fn record(&self) -> Option<&LogRecord<'a>> {
        match self {
            RecordItem::Record(r) => Some(r),
            RecordItem::Opaque(_) => None,
        }
    }
}

/// The batches of a records field read strictly: like [`Batches`], but a last batch cut short is an
/// error instead of [`Batch::Truncated`]. Made by [`Records::batches_strict`].
#[derive(Clone, Debug)]
pub struct StrictBatches<'a> {
    inner: Batches<'a>,
}

impl<'a> Iterator for StrictBatches<'a> {
    type Item = Result<Batch<'a>, DecodeError>;

    fn next(&mut self) -> Option<Self::Item> {
        match self.inner.next()? {
            Ok(Batch::Truncated { offset, bytes }) => Some(Err(truncated_error(offset, bytes))),
            other => Some(other),
        }
    }
}

/// The error for a batch that does not fit in the bytes left.
fn truncated_error(offset: usize, bytes: &[u8]) -> DecodeError {
    match bytes.get(8..12).and_then(|b| <[u8; 4]>::try_from(b).ok()) {
        Some(length) => DecodeError {
            kind: DecodeErrorKind::LengthPastEnd {
                prefix: Prefix::Batch,
                length: i32::from_be_bytes(length).unsigned_abs().into(),
                remaining: bytes.len() - 12,
            },
            offset: offset + 8,
            message: "RecordBatch",
            field: "batchLength",
        },
        None => DecodeError {
            kind: DecodeErrorKind::UnexpectedEnd {
                needed: 12,
                remaining: bytes.len(),
            },
            offset,
            message: "RecordBatch",
            field: if bytes.len() < 8 {
                "baseOffset"
            } else {
                "batchLength"
            },
        },
    }
}

/// Every record of every batch of a records field; made by [`Records::records`] and
/// [`Records::records_strict`].
///
/// Yields the records of each uncompressed v2 batch in order, with their absolute offsets and
/// timestamps, and any other entry whole as [`RecordItem::Opaque`]. Stops after the first error.
#[derive(Clone, Debug)]
pub struct LogRecords<'a> {
    batches: Batches<'a>,
    strict: bool,
    current: Option<(RecordBatch<'a>, RecordIter<'a>)>,
    done: bool,
}

impl<'a> Iterator for LogRecords<'a> {
    type Item = Result<RecordItem<'a>, DecodeError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some((batch, records)) = &mut self.current {
                if let Some(record) = records.next() {
                    let timestamp = match batch.timestamp_type() {
                        TimestampType::LogAppendTime => batch.max_timestamp(),
                        TimestampType::CreateTime => record.timestamp(batch.base_timestamp()),
                    };
                    return Some(Ok(RecordItem::Record(LogRecord {
                        offset: record.offset(batch.base_offset()),
                        timestamp,
                        record,
                        batch: *batch,
                    })));
                }
                self.current = None;
            }
            if self.done {
                return None;
            }
            let item = match self.batches.next()? {
                Ok(Batch::V2(batch)) => match batch.payload() {
                    Payload::Records(records) => {
                        self.current = Some((batch, records));
                        continue;
                    }
                    Payload::Compressed { .. } => Ok(RecordItem::Opaque(Batch::V2(batch))),
                },
                Ok(Batch::Truncated { offset, bytes }) if self.strict => {
                    Err(truncated_error(offset, bytes))
                }
                Ok(other) => Ok(RecordItem::Opaque(other)),
                Err(e) => Err(e),
            };
            if item.is_err() {
                self.done = true;
            }
            return Some(item);
        }
    }
}

impl<'a> Records<'a> {
    /// The batches, read strictly, as a request validator wants them: a last batch cut short is an
    /// error ([`DecodeErrorKind::LengthPastEnd`] on its `batchLength`, or
    /// [`DecodeErrorKind::UnexpectedEnd`] when not even the length is there). A producer sends whole
    /// batches, so in a Produce request a short batch means corruption (a damaged length, for one).
    /// [`Records::batches`] is the lenient reading for Fetch responses, which a broker may end with a
    /// partial batch.
    ///
    /// ```
    /// use kafka_view::records::{Batch, BatchSettings, BatchWriter, NewRecord};
    /// use kafka_view::Records;
    ///
    /// let mut bytes = [0u8; 128];
    /// let mut w = BatchWriter::new(&mut bytes, BatchSettings::default()).unwrap();
    /// w.push(&NewRecord { value: Some(b"v"), ..Default::default() }).unwrap();
    /// let n = w.finish().unwrap();
    /// let batch = &mut bytes[..n];
    /// batch[11] += 1; // the batch length, one byte longer than the bytes that follow it
    /// let length = batch[11];
    /// assert!(matches!(Records(batch).batches().next(), Some(Ok(Batch::Truncated { .. }))));
    /// let e = Records(batch).batches_strict().next().unwrap().unwrap_err();
    /// assert_eq!(
    ///     e.to_string(),
    ///     format!("RecordBatch.batchLength at byte 8: record batch length {length} exceeds {} remaining bytes", n - 12)
    /// );
    /// ```
    pub fn batches_strict(&self) -> StrictBatches<'a> {
        StrictBatches {
            inner: self.batches(),
        }
    }

    /// Every record of every batch in one iterator, with absolute offsets and timestamps
    /// ([`LogRecord`]); a compressed batch, a magic 0 or 1 entry and a cut-off last batch come
    /// whole as [`RecordItem::Opaque`]. The lenient reading, for Fetch responses; see
    /// [`Records::records_strict`] for requests.
    ///
    /// ```
    /// use kafka_view::records::{BatchSettings, BatchWriter, NewRecord, RecordItem};
    /// use kafka_view::Records;
    ///
    /// let mut buf = [0u8; 256];
    /// let mut n = 0;
    /// for base_offset in [100, 200] {
    ///     let settings = BatchSettings { base_offset, ..Default::default() };
    ///     let mut w = BatchWriter::new(&mut buf[n..], settings).unwrap();
    ///     for t in 0..2 {
    ///         w.push(&NewRecord { timestamp: 1_000 + t, value: Some(b"v"), ..Default::default() }).unwrap();
    ///     }
    ///     n += w.finish().unwrap();
    /// }
    /// let records = Records(&buf[..n]);
    /// let seen: Vec<(i64, i64)> = records
    ///     .records()
    ///     .map(|item| item.unwrap().record().map(|r| (r.offset, r.timestamp)).unwrap())
    ///     .collect();
    /// assert_eq!(seen, [(100, 1_000), (101, 1_001), (200, 1_000), (201, 1_001)]);
    /// assert_eq!(records.record_count(), Ok(4));
    /// ```
    pub fn records(&self) -> LogRecords<'a> {
        LogRecords {
            batches: self.batches(),
            strict: false,
            current: None,
            done: false,
        }
    }

    /// [`Records::records`] read strictly: a last batch cut short is an error, as in
    /// [`Records::batches_strict`]. For the records of a Produce request.
    pub fn records_strict(&self) -> LogRecords<'a> {
        LogRecords {
            strict: true,
            ..self.records()
        }
    }

    /// The number of records the v2 batches hold, as their headers count them (compressed batches
    /// included), read strictly: a cut-off last batch is an error. Magic 0 and 1 entries are not
    /// counted (how many messages a compressed legacy entry wraps is only known by decompressing it).
    pub fn record_count(&self) -> Result<usize, DecodeError> {
        let mut n = 0usize;
        for batch in self.batches_strict() {
            if let Batch::V2(batch) = batch? {
                n = n.saturating_add(usize::try_from(batch.record_count()).unwrap_or(0));
            }
        }
        Ok(n)
    }
}

//! Whole-field views of a records field: every record of every batch in one iterator, compressed
//! or not, the record count, and the strict reading a request validator wants. Kept apart from
//! `batch/mod.rs` (re-exported from [`crate::records`]).

use core::fmt;

use crate::batch::{
    Batch, Batches, Codec, LegacyEntry, Limits, Payload, Record, RecordBatch, RecordIter, Records,
};
use crate::error::{place, DecodeError, DecodeErrorKind, Prefix};

/// The batches of a records field read strictly: like [`Batches`], but a last batch cut short is an
/// error instead of [`Batch::Truncated`]. Made by [`Records::batches_strict`].
#[derive(Clone, Debug)]
pub struct StrictBatches<'a> {
    inner: Batches<'a>,
}

impl<'a> Iterator for StrictBatches<'a> {
    type Item = Result<Batch<'a>, DecodeError>;

    #[inline]
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
            at: place!("RecordBatch", "batchLength"),
        },
        None => DecodeError {
            kind: DecodeErrorKind::UnexpectedEnd {
                needed: 12,
                remaining: bytes.len(),
            },
            offset,
            at: if bytes.len() < 8 {
                place!("RecordBatch", "baseOffset")
            } else {
                place!("RecordBatch", "batchLength")
            },
        },
    }
}

/// Every record of every batch of a records field, compressed or not; made by
/// [`Records::records`] and [`Records::records_strict`].
///
/// Yields each [`Record`] of each v2 batch in order, with its batch (and so its absolute offset
/// and timestamp). A compressed batch is decompressed with the codec into the part of the buffer
/// the batches before it left free. Stops after the first error: a batch that does not parse, a
/// codec error (output past the buffer is [`DecodeErrorKind::OutputTooLarge`]), records that do not
/// parse after decompression (offsets from the start of that batch's decompressed bytes), or a magic
/// 0 or 1 entry ([`DecodeErrorKind::UnsupportedMagic`]: framed by [`Records::batches`], not
/// decoded). A cut-off last batch ends the lenient reading without an error, as it ends Kafka's
/// ([`LogRecords::truncated`] tells where it began); the strict reading reports it.
pub struct LogRecords<'b, C> {
    batches: Batches<'b>,
    strict: bool,
    current: Option<RecordIter<'b>>,
    codec: C,
    out: &'b mut [u8],
    limits: Limits,
    truncated: Option<usize>,
    done: bool,
}

impl<C> fmt::Debug for LogRecords<'_, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LogRecords")
            .field("batches", &self.batches)
            .field("strict", &self.strict)
            .field("buffer_left", &self.out.len())
            .field("truncated", &self.truncated)
            .field("done", &self.done)
            .finish()
    }
}

impl<'b, C: Codec> LogRecords<'b, C> {
    /// The records of `batch`: in place, or decompressed into the front of the free buffer, which
    /// then shrinks by what they took.
    fn open(&mut self, batch: RecordBatch<'b>) -> Result<RecordIter<'b>, DecodeError> {
        match batch.payload()? {
            Payload::Records(records) => Ok(records),
            Payload::Compressed { .. } => {
                let out = core::mem::take(&mut self.out);
                let n = batch.decompress_into(&mut self.codec, out, &self.limits)?;
                let (used, rest) = out.split_at_mut(n);
                self.out = rest;
                batch.decompressed_records(used)
            }
        }
    }

    /// The free part of the buffer: what is left for the compressed batches still to come.
    pub fn buffer_left(&self) -> usize {
        self.out.len()
    }

    /// Where the cut-off last batch begins in the records field, once the lenient reading has
    /// stopped at one (a Fetch response cut at its size limit); `None` before, or if there is none.
    pub fn truncated(&self) -> Option<usize> {
        self.truncated
    }
}

/// The error for a magic 0 or 1 entry where records are read.
fn legacy_error(entry: &LegacyEntry<'_>) -> DecodeError {
    DecodeError {
        kind: DecodeErrorKind::UnsupportedMagic { magic: entry.magic },
        offset: entry.position + 16,
        at: place!("RecordBatch", "magic"),
    }
}

impl<'b, C: Codec> Iterator for LogRecords<'b, C> {
    type Item = Result<Record<'b>, DecodeError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(records) = &mut self.current {
                if let Some(record) = records.next() {
                    return Some(Ok(record));
                }
                self.current = None;
            }
            if self.done {
                return None;
            }
            let opened = match self.batches.next()? {
                Ok(Batch::V2(batch)) => self.open(batch),
                Ok(Batch::Truncated { offset, bytes }) if self.strict => {
                    Err(truncated_error(offset, bytes))
                }
                Ok(Batch::Truncated { offset, .. }) => {
                    self.truncated = Some(offset);
                    self.done = true;
                    return None;
                }
                Ok(Batch::Legacy(entry)) => Err(legacy_error(&entry)),
                Err(e) => Err(e),
            };
            match opened {
                Ok(records) => self.current = Some(records),
                Err(e) => {
                    self.done = true;
                    return Some(Err(e));
                }
            }
        }
    }
}

impl<C: Codec> core::iter::FusedIterator for LogRecords<'_, C> {}

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
    /// use kafka_view::records::Records;
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

    /// Every record of every batch in one iterator, compressed or not: each [`Record`] has its
    /// absolute [`offset`](Record::offset) and [`timestamp`](Record::timestamp) (the batch's max
    /// timestamp in a log-append-time batch, as Kafka reads it), key, value, headers and batch.
    /// The lenient reading, for Fetch responses; see [`Records::records_strict`] for requests.
    ///
    /// Compressed batches are decompressed through `codec` ([`Builtin`](crate::records::Builtin)
    /// for the codecs compiled in, or your own) into `out`, one after another: `out` must hold the
    /// decompressed records of every compressed batch of the field together, and nothing is
    /// allocated (but what a codec needs, such as zstd's window). Without compressed batches `out`
    /// may be empty. To reuse one batch-sized buffer instead, walk [`Records::batches`] and read
    /// each with [`RecordBatch::records`], which yields the same [`Record`]s. `codec` may be a
    /// codec or a `&mut` to one. See [`LogRecords`] for the errors.
    ///
    /// ```
    /// use kafka_view::records::{BatchSettings, BatchWriter, Builtin, Limits, NewRecord, TimestampType};
    /// use kafka_view::records::Records;
    ///
    /// let mut buf = [0u8; 256];
    /// let mut n = 0;
    /// for (base_offset, timestamp_type) in [(100, TimestampType::CreateTime), (200, TimestampType::LogAppendTime)] {
    ///     let settings = BatchSettings { base_offset, timestamp_type, ..Default::default() };
    ///     let mut w = BatchWriter::new(&mut buf[n..], settings).unwrap();
    ///     for t in 0..2 {
    ///         w.push(&NewRecord { timestamp: 1_000 + t, value: Some(b"v"), ..Default::default() }).unwrap();
    ///     }
    ///     n += w.finish().unwrap();
    /// }
    /// let records = Records(&buf[..n]);
    /// let seen: Vec<(i64, i64)> = records
    ///     .records(Builtin::new(), &mut [], &Limits::default())
    ///     .map(|r| r.map(|r| (r.offset(), r.timestamp())))
    ///     .collect::<Result<_, _>>()?;
    /// // The second batch's timestamps are log-append times: each record has the batch's max.
    /// assert_eq!(seen, [(100, 1_000), (101, 1_001), (200, 1_001), (201, 1_001)]);
    /// assert_eq!(records.record_count(), Ok(4));
    /// # Ok::<(), kafka_view::error::DecodeError>(())
    /// ```
    pub fn records<'b, C: Codec>(
        &self,
        codec: C,
        out: &'b mut [u8],
        limits: &Limits,
    ) -> LogRecords<'b, C>
    where
        'a: 'b,
    {
        LogRecords {
            batches: self.batches(),
            strict: false,
            current: None,
            codec,
            out,
            limits: *limits,
            truncated: None,
            done: false,
        }
    }

    /// [`Records::records`] read strictly: a last batch cut short is an error, as in
    /// [`Records::batches_strict`]. For the records of a Produce request.
    pub fn records_strict<'b, C: Codec>(
        &self,
        codec: C,
        out: &'b mut [u8],
        limits: &Limits,
    ) -> LogRecords<'b, C>
    where
        'a: 'b,
    {
        LogRecords {
            strict: true,
            ..self.records(codec, out, limits)
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

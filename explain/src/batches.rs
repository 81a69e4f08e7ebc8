//! The record batches of a records field, as entries of the tree: a one-line summary for its note,
//! and per batch its header and records (a compressed batch's records decompressed).

use kafka_view::error::{DecodeError, DecodeErrorKind};
use kafka_view::records::{
    Batch, Builtin, Limits, Payload, Record, RecordBatch, Records, HEADER_LEN,
};

use crate::tree::{count_i64, hex_short, quote, Entry, EntryKind, Scalar};

/// Records shown per batch; the rest are one entry.
const MAX_RECORDS_SHOWN: usize = 100;

/// A records field read once: a one-line summary for its note (per batch its kind, base offset,
/// record count, codec, CRC check and any error in its records; offsets count from the start of the
/// value) and its entries for the tree.
pub(crate) struct RecordsField {
    pub(crate) summary: String,
    pub(crate) entries: Vec<Entry>,
}

/// Reads the records field that starts at `offset` and takes `size` bytes (its length prefix and a
/// value of `full` bytes, of which `bytes` are the first, or all), one pass over its batches. The
/// entries are the prefix, then per batch its header and its records; a compressed batch's records
/// are decompressed (with every codec compiled in) and shown under its compressed bytes.
pub(crate) fn records_field(bytes: &[u8], offset: usize, size: usize, full: usize) -> RecordsField {
    let base = offset + size.saturating_sub(full);
    let mut parts = Vec::new();
    let mut out = Vec::new();
    if base > offset {
        let mut prefix = Entry::new(EntryKind::Value, "length", "length prefix", offset);
        prefix.size = base - offset;
        out.push(prefix);
    }
    let mut end = 0;
    for (i, item) in Records(bytes).batches().enumerate() {
        let mut e = match item {
            Ok(Batch::V2(b)) => {
                let at = base + b.position();
                let crc_ok = b.verify_crc().is_ok();
                let codec = if b.is_control() {
                    "control"
                } else {
                    b.compression().name()
                };
                let plural = if b.record_count() == 1 { "" } else { "s" };
                let mut e = Entry::new(EntryKind::Struct, &format!("RecordBatch[{i}]"), "v2", at);
                e.size = b.as_bytes().len();
                let mut header = Entry::new(EntryKind::Value, "header", "batch header", at);
                header.size = HEADER_LEN;
                header.value = format!(
                    "base offset {}, {} record{plural}, {}",
                    b.base_offset(),
                    b.record_count(),
                    b.compression().name()
                );
                header.note = format!("CRC-32C {}", if crc_ok { "ok" } else { "MISMATCH" });
                e.children.push(header);
                let bad = batch_records(&b, at + HEADER_LEN, &mut e.children);
                parts.push(format!(
                    "batch v2 at {}: base offset {}, {} record{plural}, {codec}, CRC {}{}",
                    b.position(),
                    b.base_offset(),
                    b.record_count(),
                    if crc_ok { "ok" } else { "MISMATCH" },
                    bad.map_or(String::new(), |err| format!(", bad records: {err}")),
                ));
                e
            }
            Ok(Batch::Legacy(l)) => {
                parts.push(format!(
                    "magic {} message at {}: offset {}, not decoded",
                    l.magic, l.position, l.offset
                ));
                let mut e = Entry::new(EntryKind::Value, &format!("Message[{i}]"), "", base);
                e.ty = format!("magic {}", l.magic);
                e.offset = base + l.position;
                e.size = l.bytes.len();
                e.note = "old message format: not decoded".to_owned();
                e
            }
            Ok(Batch::Truncated { offset, bytes }) => {
                parts.push(format!(
                    "truncated batch at {offset} ({} bytes)",
                    bytes.len()
                ));
                let mut e = Entry::new(
                    EntryKind::Value,
                    "truncated",
                    "partial batch",
                    base + offset,
                );
                e.size = bytes.len();
                e
            }
            Err(err) => {
                parts.push(format!("bad batch: {err}"));
                let mut e = Entry::new(EntryKind::Value, "rest", "bytes", base + end);
                e.size = bytes.len() - end;
                e.note = format!("bad batch: {err}");
                e
            }
        };
        if e.kind == EntryKind::Struct && e.size == 0 {
            e.kind = EntryKind::Value;
        }
        end = e.end() - base;
        out.push(e);
    }
    if full > bytes.len() {
        let mut e = Entry::new(EntryKind::Value, "not read", "bytes", base + bytes.len());
        e.size = full - bytes.len();
        e.note = "past the first bytes a streamed frame's walk holds of a value".to_owned();
        out.push(e);
    }
    RecordsField {
        summary: parts.join("; "),
        entries: out,
    }
}

/// The records of batch `b`, whose records start at `at` in the frame: each on the wire for an
/// uncompressed batch; for a compressed one, its compressed bytes with the decompressed records
/// under them. Gives the error in its records' framing or count, if any.
fn batch_records(b: &RecordBatch<'_>, at: usize, out: &mut Vec<Entry>) -> Option<DecodeError> {
    let describe = |r: &Record<'_>, kind: EntryKind, index: usize, offset: usize, size: usize| {
        let mut e = Entry::new(kind, &format!("Record[{index}]"), "record", offset);
        e.size = size;
        let show = |v: Option<&[u8]>| match v {
            None => "null".to_owned(),
            Some(v) => match core::str::from_utf8(v) {
                Ok(s) => quote(s),
                Err(_) => hex_short(v),
            },
        };
        e.value = format!(
            "offset {}, key {}, value {}",
            r.offset(),
            show(r.key),
            show(r.value)
        );
        if !r.headers.is_empty() {
            let names: Vec<&str> = r.headers.map(|(k, _)| k).collect();
            e.note = format!("headers: {}", names.join(", "));
        }
        e
    };
    let payload = b.records_bytes();
    let mut records = Vec::new();
    match b.payload() {
        Err(err) => {
            let mut e = Entry::new(EntryKind::Value, "records", "records", at);
            e.size = payload.len();
            e.note = format!("bad records: {err}");
            out.push(e);
            return Some(err);
        }
        Ok(Payload::Records(iter)) => {
            let mut pos = at;
            for (i, r) in iter.enumerate() {
                let size = varint_len(r.length) + r.length as usize;
                if i < MAX_RECORDS_SHOWN {
                    records.push(describe(&r, EntryKind::Value, i, pos, size));
                }
                pos += size;
            }
            if records.len() < b.record_count().max(0) as usize {
                let last = records.last().map_or(at, Entry::end);
                let mut rest = Entry::new(EntryKind::Value, "more records", "records", last);
                rest.size = at + payload.len() - last;
                rest.value = format!("{} not shown", b.record_count() as usize - records.len());
                rest.scalar = Scalar::Int(count_i64(b.record_count() as usize - records.len()));
                records.push(rest);
            }
            out.extend(records);
        }
        Ok(Payload::Compressed { compression, bytes }) => {
            let mut e = Entry::new(EntryKind::Value, "records", compression.name(), at);
            e.size = bytes.len();
            // Grow the buffer up to the default declared-size limit as long as it is too small.
            let limits = Limits::default();
            let mut cap = bytes.len().saturating_mul(8).max(4096);
            let result = loop {
                let mut buf = vec![0u8; cap];
                match b.decompress(&mut Builtin::new(), &mut buf, &limits) {
                    Err(err)
                        if matches!(err.kind, DecodeErrorKind::OutputTooLarge { .. })
                            && (cap as u64) < limits.max_declared =>
                    {
                        cap = cap.saturating_mul(4).min(limits.max_declared as usize);
                    }
                    Err(err) => break Err(err),
                    Ok(iter) => {
                        let mut pos = 0;
                        for (i, r) in iter.enumerate() {
                            let size = varint_len(r.length) + r.length as usize;
                            if i < MAX_RECORDS_SHOWN {
                                records.push(describe(&r, EntryKind::Decompressed, i, pos, size));
                            }
                            pos += size;
                        }
                        break Ok(pos);
                    }
                }
            };
            match result {
                Ok(n) => {
                    e.value = format!("{} bytes compressed, {n} decompressed", bytes.len());
                    e.note = format!(
                        "{} compressed; the records below are decompressed (offsets from their start)",
                        compression.name()
                    );
                    let shown = records.len();
                    if shown < b.record_count().max(0) as usize {
                        let mut rest =
                            Entry::new(EntryKind::Decompressed, "more records", "records", n);
                        rest.value = format!("{} not shown", b.record_count() as usize - shown);
                        rest.scalar = Scalar::Int(count_i64(b.record_count() as usize - shown));
                        records.push(rest);
                    }
                    e.children = records;
                }
                Err(err) => {
                    e.value = format!("{} bytes compressed", bytes.len());
                    e.note = format!("not decompressed: {err}");
                }
            }
            out.push(e);
        }
    }
    None
}

/// Bytes of the zig-zag varint of `n`.
fn varint_len(n: i32) -> usize {
    let z = ((n << 1) ^ (n >> 31)) as u32;
    (32 - z.leading_zeros()).max(1).div_ceil(7) as usize
}

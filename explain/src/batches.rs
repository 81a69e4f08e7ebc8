//! The record batches of a records field, as entries of the tree: a one-line summary for its note,
//! and per batch its header and records (a compressed batch's records decompressed).

use kafka_view::error::DecodeErrorKind;
use kafka_view::records::{
    Batch, Builtin, Limits, Payload, Record, RecordBatch, Records, HEADER_LEN,
};

use crate::tree::{count_i64, hex_short, quote, Entry, EntryKind, Scalar};

/// One line about the batches of a records field: per batch its kind, base offset, record count,
/// codec and CRC check; offsets in errors count from the start of the field.
pub(crate) fn records_summary(bytes: &[u8]) -> String {
    let mut parts = Vec::new();
    for item in Records(bytes).batches() {
        parts.push(match item {
            Ok(Batch::V2(b)) => format!(
                "batch v2 at {}: base offset {}, {} record{}, {}, CRC {}{}",
                b.position(),
                b.base_offset(),
                b.record_count(),
                if b.record_count() == 1 { "" } else { "s" },
                if b.is_control() {
                    "control"
                } else {
                    b.compression().name()
                },
                if b.verify_crc().is_ok() {
                    "ok"
                } else {
                    "MISMATCH"
                },
                match b.payload() {
                    Err(e) => format!(", bad records: {e}"),
                    Ok(_) => String::new(),
                }
            ),
            Ok(Batch::Legacy(l)) => format!(
                "magic {} message at {}: offset {}, not decoded",
                l.magic, l.position, l.offset
            ),
            Ok(Batch::Truncated { offset, bytes }) => {
                format!("truncated batch at {offset} ({} bytes)", bytes.len())
            }
            Err(e) => format!("bad batch: {e}"),
        });
    }
    parts.join("; ")
}

/// Records shown per batch; the rest are one entry.
const MAX_RECORDS_SHOWN: usize = 100;

/// The entries of a records field that starts at `offset` and takes `size` bytes (its length prefix
/// and a value of `full` bytes, of which `bytes` are the first, or all): the prefix, then per batch its header and its records; a compressed batch's
/// records are decompressed (with every codec compiled in) and shown under its compressed bytes.
pub(crate) fn records_tree(bytes: &[u8], offset: usize, size: usize, full: usize) -> Vec<Entry> {
    let base = offset + size.saturating_sub(full);
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
                let mut e = Entry::new(EntryKind::Struct, &format!("RecordBatch[{i}]"), "v2", at);
                e.size = b.as_bytes().len();
                let mut header = Entry::new(EntryKind::Value, "header", "batch header", at);
                header.size = HEADER_LEN;
                header.value = format!(
                    "base offset {}, {} record{}, {}",
                    b.base_offset(),
                    b.record_count(),
                    if b.record_count() == 1 { "" } else { "s" },
                    b.compression().name()
                );
                header.note = if b.verify_crc().is_ok() {
                    "CRC-32C ok".to_owned()
                } else {
                    "CRC-32C MISMATCH".to_owned()
                };
                e.children.push(header);
                batch_records(&b, at + HEADER_LEN, &mut e.children);
                e
            }
            Ok(Batch::Legacy(l)) => {
                let mut e = Entry::new(EntryKind::Value, &format!("Message[{i}]"), "", base);
                e.ty = format!("magic {}", l.magic);
                e.offset = base + l.position;
                e.size = l.bytes.len();
                e.note = "old message format: not decoded".to_owned();
                e
            }
            Ok(Batch::Truncated { offset, bytes }) => {
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
    out
}

/// The records of batch `b`, whose records start at `at` in the frame: each on the wire for an
/// uncompressed batch; for a compressed one, its compressed bytes with the decompressed records
/// under them.
fn batch_records(b: &RecordBatch<'_>, at: usize, out: &mut Vec<Entry>) {
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
}

/// Bytes of the zig-zag varint of `n`.
fn varint_len(n: i32) -> usize {
    let z = ((n << 1) ^ (n >> 31)) as u32;
    (32 - z.leading_zeros()).max(1).div_ceil(7) as usize
}

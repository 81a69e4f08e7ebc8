//! Explains a frame as an annotated tree of fields with offsets and sizes (std only).
//!
//! The tree is built from the decoder's own walk: [`TreeBuilder`] implements [`Trace`] and is handed to
//! [`decode_request_traced`] or
//! [`decode_response_traced`], so every offset and size shown is the one
//! the decoder used. Nothing here re-parses the wire format.
//!
//! ```
//! use kafka_view::explain::{explain_request, EntryKind};
//!
//! let frame = [
//!     0, 0, 0, 26, 0, 38, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
//! ];
//! let explained = explain_request(&frame);
//! assert!(explained.ok());
//! assert_eq!(explained.root.size, 30);
//! let key = explained.root.find("request_api_key").unwrap();
//! assert_eq!(key.value, "38 (CreateDelegationToken)");
//! assert_eq!((key.offset, key.size), (4, 2));
//! assert_eq!(explained.root.find("Renewers").unwrap().kind, EntryKind::Array);
//! println!("{}", explained.render_text());
//! ```
//!
//! The pieces:
//! - [`explain_request`] / [`explain_response`]: one frame to an [`Explained`] tree (with any errors).
//! - [`explain_stream`]: frames back to back, as captured from one direction of a connection; responses
//!   get their API key and version from [`Decoding`] (fixed, or paired by correlation id through a
//!   [`RequestIndex`]).
//! - [`StreamFrames`] and [`explain_frame`]: the same, one frame at a time; [`StreamText`] renders
//!   each frame's text as it is explained, so memory holds one frame's tree however long the stream.
//! - [`explain_read`]: one frame explained as it is read from a `std::io::Read`, not held: for a frame
//!   too large to hold, its tree comes from a [walk](crate::walk) and only the bytes its layout
//!   prints are kept ([`Streamed`]).
//! - [`Explained::render_text`], [`StreamReport::render_text`]: the text tree with its hex layout.
//!   With the `serde` feature, [`Explained`], [`StreamReport`], [`Entry`] and [`Problem`] implement
//!   `serde::Serialize` (the `kafka-explain` command's `--json`).
//! - [`decode_input`], [`parse_hex`], [`parse_api_key`]: reading frames given as hex or raw bytes,
//!   and API keys given by name or number.
//! - `sample_frame` (with the `samples` feature): the smallest legal frame of any API and version.

use core::fmt::Write;
use core::ops::Range;
use std::borrow::ToOwned;
use std::collections::{HashMap, VecDeque};
use std::format;
use std::string::{String, ToString};
use std::vec::Vec;

use crate::messages::{Request, Response};
use crate::trace::{FieldEvent, Node, Trace, Value, WireType};
use crate::{
    decode_request_traced, decode_response_traced, peek_request, ApiKey, DecodeError,
    DecodeErrorKind, ErrorCode, Framing, Reader, RequestHeader, ResponseHeader, Status,
};

/// Which way a frame travels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(rename_all = "lowercase")
)]
pub enum Direction {
    /// Client to broker: self-describing (the header names the API and version).
    Request,
    /// Broker to client: needs the API key and version of the request it answers.
    Response,
}

impl Direction {
    /// "request" or "response".
    pub const fn as_str(self) -> &'static str {
        match self {
            Direction::Request => "request",
            Direction::Response => "response",
        }
    }
}

/// What a tree [`Entry`] stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(rename_all = "snake_case")
)]
pub enum EntryKind {
    /// The whole frame (the root).
    Message,
    /// The int32 size prefix.
    Frame,
    /// The request or response header.
    Header,
    /// A struct: the message body, or a struct the decoder entered on its own.
    Struct,
    /// A struct-typed field (its struct's fields are its children).
    Field,
    /// An array: its length prefix, then its elements.
    Array,
    /// One array element: a struct's fields as children, or a single value.
    Element,
    /// A tagged-field section: its count, then each tagged field.
    TaggedFields,
    /// One tagged field: its tag, its size, then its value.
    TaggedField,
    /// One value read from the wire.
    Value,
    /// Where decoding stopped, and why.
    Error,
    /// A record decompressed from a compressed batch: not on the wire, so its offset counts from
    /// the start of the decompressed records and it is not one of [`Entry::leaves`].
    Decompressed,
}

impl EntryKind {
    /// Lower-case name, as used in JSON.
    pub const fn as_str(self) -> &'static str {
        match self {
            EntryKind::Message => "message",
            EntryKind::Frame => "frame",
            EntryKind::Header => "header",
            EntryKind::Struct => "struct",
            EntryKind::Field => "field",
            EntryKind::Array => "array",
            EntryKind::Element => "element",
            EntryKind::TaggedFields => "tagged_fields",
            EntryKind::TaggedField => "tagged_field",
            EntryKind::Value => "value",
            EntryKind::Error => "error",
            EntryKind::Decompressed => "decompressed",
        }
    }
}

/// One line of the tree: a node or a value, with its byte range in the frame.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Entry {
    /// What the entry stands for.
    pub kind: EntryKind,
    /// Schema name ("request_api_key", "Renewers", `CreatableRenewers[0]`, "tagged_fields").
    pub name: String,
    /// Wire type ("int16", "compact string", "uvarint length"), or "struct", "[]T", "v2",
    /// "message v3". `type` in JSON.
    #[cfg_attr(feature = "serde", serde(rename = "type"))]
    pub ty: String,
    /// The value as shown ("38 (CreateDelegationToken)", `"" (compact, len+1=1)`, "1 element");
    /// empty when the entry has none.
    pub value: String,
    /// Offset of its first byte, from the start of the frame.
    pub offset: usize,
    /// Its size in bytes.
    pub size: usize,
    /// A short description; may be empty.
    pub note: String,
    /// Whether it carries a credential (its value is then redacted).
    pub secret: bool,
    /// Its children, in wire order.
    pub children: Vec<Entry>,
}

impl Entry {
    fn new(kind: EntryKind, name: &str, ty: &str, offset: usize) -> Self {
        Entry {
            kind,
            name: name.to_owned(),
            ty: ty.to_owned(),
            value: String::new(),
            offset,
            size: 0,
            note: String::new(),
            secret: false,
            children: Vec::new(),
        }
    }

    /// One past its last byte.
    pub fn end(&self) -> usize {
        self.offset.saturating_add(self.size)
    }

    /// The entry and all its descendants in pre-order, each with its depth (the entry itself is 0).
    pub fn walk(&self) -> Vec<(usize, &Entry)> {
        let mut out = Vec::new();
        let mut todo = Vec::from([(0usize, self)]);
        while let Some((depth, e)) = todo.pop() {
            out.push((depth, e));
            for child in e.children.iter().rev() {
                todo.push((depth + 1, child));
            }
        }
        out
    }

    /// The entries on the wire without children on the wire, in wire order (for a decoded frame
    /// they cover every byte once). Decompressed records ([`EntryKind::Decompressed`]) are not on
    /// the wire: their compressed bytes are the leaf.
    pub fn leaves(&self) -> Vec<&Entry> {
        let mut out = Vec::new();
        let mut todo = Vec::from([self]);
        while let Some(e) = todo.pop() {
            if e.kind == EntryKind::Decompressed {
                continue;
            }
            if e.children.iter().all(|c| c.kind == EntryKind::Decompressed) {
                out.push(e);
            }
            todo.extend(e.children.iter().rev());
        }
        out
    }

    /// The first entry named `name`, in pre-order.
    pub fn find(&self, name: &str) -> Option<&Entry> {
        self.walk()
            .into_iter()
            .map(|(_, e)| e)
            .find(|e| e.name == name)
    }

    /// The entries named `name` that start at `offset`.
    pub fn find_at(&self, name: &str, offset: usize) -> Vec<&Entry> {
        self.walk()
            .into_iter()
            .map(|(_, e)| e)
            .filter(|e| e.name == name && e.offset == offset)
            .collect()
    }

    /// The largest `end()` among the children, if any.
    fn children_end(&self) -> Option<usize> {
        self.children.iter().map(Entry::end).max()
    }
}

/// An open node while the trace is being received.
struct Open {
    entry: Entry,
    /// Element index (elements only).
    index: usize,
    /// Element count (-1 for null) of an array, or tag count of a tagged section, once read.
    count: Option<i64>,
    /// Position among the children of a provisional array length leaf (see [`TreeBuilder`]).
    pending_length: Option<usize>,
    /// Name of the struct merged into this field or element.
    struct_name: Option<String>,
    /// Elements of this array left out of the tree (past the element limit).
    dropped: usize,
    /// An element or tagged field entered past the entry limit: left out of the tree.
    over: bool,
}

impl Open {
    fn new(entry: Entry) -> Self {
        Open {
            entry,
            index: 0,
            count: None,
            pending_length: None,
            struct_name: None,
            dropped: 0,
            over: false,
        }
    }
}

/// Builds the [`Entry`] tree of one frame from the decoder's [`Trace`] events.
///
/// Shapes it gives the tree, beyond one entry per node and per field:
/// - the `size` field at the top is wrapped in a synthesized `Frame` entry;
/// - the first struct at the top named `RequestHeader` / `ResponseHeader` becomes the header entry,
///   labelled with its version; the next struct is the body;
/// - a struct entered inside a struct-typed field or an array element is merged into it: the field or
///   element (`CreatableRenewers[0]`) gets the struct's fields as children;
/// - an element holding one plain value becomes that value, named `Array[i]`;
/// - a tagged section without fields is one value (`tagged_fields uvarint = 0`); with fields, its
///   children are the `count` and one entry per tag.
///
/// A classic (int32) array length arrives twice from the decoder: first as the array's own name with no
/// value, then as `length`; the first is kept only until the second replaces it (or stands alone,
/// with its value read from those same four bytes, when decoding stops in between).
pub struct TreeBuilder<'f> {
    /// The frame's bytes, or for a frame explained as it was read, its first bytes.
    frame: &'f [u8],
    /// The frame's size (`frame.len()` unless only its first bytes are held).
    len: usize,
    direction: Direction,
    api_version: Option<i16>,
    header_label: String,
    stack: Vec<Open>,
    events: usize,
    seen_header: bool,
    secrets: Vec<Range<usize>>,
    element_limit: Option<usize>,
    entry_limit: Option<usize>,
    /// Entries attached to the tree so far.
    kept: usize,
}

/// How much of a frame [`Explained`] keeps and prints: hostile frames hold arrays of millions of
/// elements, and the tree and hex layout of a 100 MiB frame would not fit in memory or on a screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Elements of one array kept in the tree; the rest are stepped over and shown as one
    /// `... N more elements` line. `None` keeps every element.
    pub elements: Option<usize>,
    /// Rows of 16 bytes printed in the hex layout (the first ones; the last rows are printed too).
    /// `None` prints every row.
    pub hex_rows: Option<usize>,
    /// Entries in the whole tree: once this many were read, array elements and tagged fields that
    /// start later are stepped over like those past [`Limits::elements`] (nested arrays of 100 elements each would
    /// otherwise keep 100 × 100 × 100 entries). `None` keeps every entry.
    pub entries: Option<usize>,
}

impl Limits {
    /// No limits (`--all`).
    pub const NONE: Limits = Limits {
        elements: None,
        hex_rows: None,
        entries: None,
    };
}

impl Default for Limits {
    /// 100 elements per array, 20,000 entries in all, 256 hex rows (4 KiB) plus the last 4.
    fn default() -> Self {
        Limits {
            elements: Some(100),
            hex_rows: Some(256),
            entries: Some(20_000),
        }
    }
}

/// The message name of an API ("CreateDelegationTokenRequest"), or a stand-in when the key is unknown.
pub fn message_name(direction: Direction, api_key: Option<ApiKey>) -> String {
    let suffix = match direction {
        Direction::Request => "Request",
        Direction::Response => "Response",
    };
    match api_key {
        Some(key) => match key.name() {
            Some(name) => format!("{name}{suffix}"),
            None => format!("{suffix} (unknown API key {})", key.0),
        },
        None => suffix.to_owned(),
    }
}

impl<'f> TreeBuilder<'f> {
    /// A builder for `frame` (the same bytes handed to the decoder). The API key and versions only
    /// label the root and header entries; `header_label` is the header's type column ("v2").
    pub fn new(
        frame: &'f [u8],
        direction: Direction,
        api_key: Option<ApiKey>,
        api_version: Option<i16>,
        header_label: &str,
    ) -> Self {
        let name = message_name(direction, api_key);
        let ty = match api_version {
            Some(v) => format!("message v{v}"),
            None => "message".to_owned(),
        };
        let mut root = Entry::new(EntryKind::Message, &name, &ty, 0);
        root.size = frame.len();
        TreeBuilder {
            frame,
            len: frame.len(),
            direction,
            api_version,
            header_label: header_label.to_owned(),
            stack: Vec::from([Open::new(root)]),
            events: 0,
            seen_header: false,
            secrets: Vec::new(),
            element_limit: Limits::default().elements,
            entry_limit: Limits::default().entries,
            kept: 0,
        }
    }

    /// A builder for a frame of `len` bytes of which only `head`, its first bytes, is held.
    fn held(mut self, len: usize) -> Self {
        self.len = len;
        if let Some(root) = self.stack.first_mut() {
            root.entry.size = len;
        }
        self
    }

    /// Keeps at most `limit` elements of each array in the tree (`None`: all of them); the default is
    /// [`Limits::default`]'s.
    pub fn with_element_limit(mut self, limit: Option<usize>) -> Self {
        self.element_limit = limit;
        self
    }

    /// Keeps array elements and tagged fields only while the tree holds fewer than `limit` entries
    /// (`None`: no such limit); the default is [`Limits::default`]'s.
    pub fn with_entry_limit(mut self, limit: Option<usize>) -> Self {
        self.entry_limit = limit;
        self
    }

    /// Both limits of `limits`.
    pub fn with_limits(self, limits: Limits) -> Self {
        self.with_element_limit(limits.elements)
            .with_entry_limit(limits.entries)
    }

    /// How many enter and field events arrived (0 when the decoder stopped before tracing).
    pub fn events(&self) -> usize {
        self.events
    }

    /// Closes every node still open (decoding stopped inside them) and returns the tree and the byte
    /// ranges that hold credentials. `error`, if given, is added as an [`EntryKind::Error`] entry in the
    /// innermost open node, and open nodes end at its offset.
    pub fn finish(mut self, error: Option<&DecodeError>) -> (Entry, Vec<Range<usize>>) {
        let frame_len = self.len;
        if let Some(err) = error {
            let name = if err.field.is_empty() {
                "error"
            } else {
                err.field
            };
            let mut e = Entry::new(EntryKind::Error, name, "error", err.offset);
            e.value = err.kind.to_string();
            e.size = match err.kind {
                crate::DecodeErrorKind::TrailingBytes { count } => count,
                _ => frame_len.saturating_sub(err.offset),
            };
            e.note = "decoding stopped here".to_owned();
            if let Some(top) = self.stack.last_mut() {
                top.entry.children.push(e);
            }
        }
        while self.stack.len() > 1 {
            let Some(mut open) = self.stack.pop() else {
                break;
            };
            let end = error
                .map(|e| e.offset)
                .into_iter()
                .chain(open.entry.children_end())
                .max()
                .unwrap_or(open.entry.offset);
            open.entry.size = end.saturating_sub(open.entry.offset);
            self.close(open);
        }
        let root = match self.stack.pop() {
            Some(open) => open.entry,
            None => Entry::new(EntryKind::Message, "frame", "", 0),
        };
        (root, self.secrets)
    }

    fn top_kind(&self) -> Option<EntryKind> {
        self.stack.last().map(|o| o.entry.kind)
    }

    fn push_child(&mut self, e: Entry) {
        self.kept = self.kept.saturating_add(1);
        if let Some(top) = self.stack.last_mut() {
            top.entry.children.push(e);
        }
    }

    /// Attaches a closed node to its parent, applying the merges described on [`TreeBuilder`].
    fn close(&mut self, open: Open) {
        let Open {
            mut entry,
            index,
            count,
            struct_name,
            dropped,
            over,
            ..
        } = open;
        let limit = self.element_limit;
        let Some(parent) = self.stack.last_mut() else {
            return;
        };
        let drop = match entry.kind {
            EntryKind::Element => over || limit.is_some_and(|l| index >= l),
            EntryKind::TaggedField => over,
            _ => false,
        };
        if drop {
            parent.dropped += 1;
            return;
        }
        self.kept = self.kept.saturating_add(1);
        match entry.kind {
            EntryKind::Struct
                if matches!(parent.entry.kind, EntryKind::Field | EntryKind::Element) =>
            {
                parent.entry.children.append(&mut entry.children);
                parent.entry.value = "struct".to_owned();
                parent.struct_name = Some(entry.name);
                return;
            }
            EntryKind::Element => {
                let array = parent.entry.name.clone();
                let element_ty = parent
                    .entry
                    .ty
                    .strip_prefix("[]")
                    .unwrap_or(&parent.entry.ty)
                    .to_owned();
                let single = entry.children.len() == 1
                    && entry
                        .children
                        .first()
                        .is_some_and(|c| c.kind == EntryKind::Value && c.name.is_empty());
                if let Some(s) = struct_name {
                    entry.name = format!("{s}[{index}]");
                    entry.ty = s;
                } else if single {
                    if let Some(mut value) = entry.children.pop() {
                        value.name = format!("{array}[{index}]");
                        entry = value;
                    }
                } else {
                    entry.name = format!("{array}[{index}]");
                    entry.ty = element_ty;
                }
            }
            EntryKind::Array => {
                entry.value = match count {
                    Some(-1) => "null".to_owned(),
                    Some(1) => "1 element".to_owned(),
                    Some(n) => format!("{n} elements"),
                    None => String::new(),
                };
                if dropped > 0 {
                    let from = entry.children_end().unwrap_or(entry.offset);
                    let mut more = Entry::new(EntryKind::Value, "...", "", from);
                    more.size = entry.end().saturating_sub(from);
                    more.value = format!(
                        "{dropped} more element{}",
                        if dropped == 1 { "" } else { "s" }
                    );
                    more.note = "not shown (--all shows every element)".to_owned();
                    entry.children.push(more);
                }
            }
            EntryKind::TaggedFields if count.unwrap_or(0) == 0 => entry.children.clear(),
            EntryKind::TaggedFields if dropped > 0 => {
                let from = entry.children_end().unwrap_or(entry.offset);
                let mut more = Entry::new(EntryKind::Value, "...", "", from);
                more.size = entry.end().saturating_sub(from);
                more.value = format!(
                    "{dropped} more tagged field{}",
                    if dropped == 1 { "" } else { "s" }
                );
                more.note = "not shown (--all shows every tagged field)".to_owned();
                entry.children.push(more);
            }
            EntryKind::TaggedField => {
                let payload = entry
                    .children
                    .iter()
                    .find(|c| c.name != "tag" && c.name != "size" && c.kind != EntryKind::Error)
                    .map(|c| c.name.clone());
                if let Some(name) = payload {
                    if name == "unknown" {
                        entry.value = "unknown".to_owned();
                        entry.note = "tag not known at this version: kept as raw bytes".to_owned();
                    } else {
                        entry.value = name;
                    }
                }
            }
            EntryKind::Field => {
                let null = entry
                    .children
                    .iter()
                    .any(|c| c.name == "present" && c.value.starts_with('-'));
                if null {
                    entry.value = "null".to_owned();
                } else if entry.value.is_empty() && struct_name.is_some() {
                    entry.value = "struct".to_owned();
                }
            }
            _ => {}
        }
        parent.entry.children.push(entry);
    }

    fn leaf(&mut self, ev: &FieldEvent<'_>) -> Entry {
        let mut e = Entry::new(EntryKind::Value, ev.name, ev.ty.as_str(), ev.offset);
        e.size = ev.size;
        e.secret = ev.secret;
        e.value = self.format_value(ev);
        if ev.secret {
            let len = match ev.value {
                Value::Bytes(b) => declared_len(ev).unwrap_or(b.len()),
                Value::Str(s) => s.len(),
                _ => 0,
            };
            if len > 0 {
                let end = ev.offset.saturating_add(ev.size);
                self.secrets.push(end.saturating_sub(len)..end);
                e.note = "credential: value hidden".to_owned();
            } else {
                e.note = "credential (empty)".to_owned();
            }
        }
        e.note = match (ev.name, e.note.is_empty()) {
            (_, false) => e.note,
            ("request_api_key", _) => "the API the body belongs to".to_owned(),
            ("request_api_version", _) => "version of the body".to_owned(),
            ("correlation_id", _) => match self.direction {
                Direction::Request => "echoed in the response".to_owned(),
                Direction::Response => "the correlation_id of the request answered".to_owned(),
            },
            ("client_id", _) => "int16 length even in flexible versions".to_owned(),
            ("present", _) => "nullable struct marker: -1 null, 1 present".to_owned(),
            _ => match (ev.ty, ev.value) {
                (WireType::Records | WireType::CompactRecords, Value::Bytes(b)) => {
                    let mut note = records_summary(b);
                    let full = declared_len(ev).unwrap_or(b.len());
                    if full > b.len() {
                        let _ = write!(
                            note,
                            " (of its {full} bytes the first {} were read: the frame was too large to hold)",
                            b.len()
                        );
                    }
                    note
                }
                _ => String::new(),
            },
        };
        if let (WireType::Records | WireType::CompactRecords, Value::Bytes(b)) = (ev.ty, ev.value) {
            if !b.is_empty() {
                let full = declared_len(ev).unwrap_or(b.len());
                e.children = records_tree(b, ev.offset, ev.size, full);
            }
        }
        e
    }

    fn format_value(&self, ev: &FieldEvent<'_>) -> String {
        let p = ev.prefix.unwrap_or(0);
        let suffix = match ev.ty {
            WireType::String => format!(" (int16 len={p})"),
            WireType::Bytes | WireType::Records if ev.prefix.is_some() => {
                format!(" (int32 len={p})")
            }
            WireType::CompactString | WireType::CompactBytes | WireType::CompactRecords => {
                format!(" (compact, len+1={p})")
            }
            _ => String::new(),
        };
        match ev.ty {
            WireType::CompactArrayLength => {
                return if p == 0 {
                    "0 (compact, null)".to_owned()
                } else {
                    format!("{p} (compact, n+1)")
                };
            }
            WireType::ArrayLength => {
                return if p == -1 {
                    "-1 (null)".to_owned()
                } else {
                    p.to_string()
                };
            }
            _ => {}
        }
        match ev.value {
            Value::Int(v) if ev.name == "request_api_key" || ev.name == "ApiKey" => {
                let key = i16::try_from(v).ok().map(ApiKey);
                match key.and_then(ApiKey::name) {
                    Some(name) => format!("{v} ({name})"),
                    None => format!("{v} (unknown)"),
                }
            }
            Value::Int(v) if ev.name.ends_with("ErrorCode") => {
                match i16::try_from(v)
                    .ok()
                    .map(ErrorCode)
                    .and_then(ErrorCode::name)
                {
                    Some(name) => format!("{v} ({name})"),
                    None => format!("{v} (unknown error code)"),
                }
            }
            Value::Int(v) if ev.name == "present" => {
                if v < 0 {
                    format!("{v} (null)")
                } else {
                    format!("{v} (present)")
                }
            }
            Value::Int(v) => v.to_string(),
            Value::Uint(v) => v.to_string(),
            Value::Float(v) => format!("{v}"),
            Value::Bool(v) => v.to_string(),
            Value::Uuid(u) => u.to_string(),
            Value::Str(s) if ev.secret && !s.is_empty() => {
                format!("<redacted, {} bytes>{suffix}", s.len())
            }
            Value::Str(s) => format!("{}{suffix}", quote(s)),
            Value::Bytes([]) => format!("empty{suffix}"),
            Value::Bytes(b) if ev.secret => format!(
                "<redacted, {} bytes>{suffix}",
                declared_len(ev).unwrap_or(b.len())
            ),
            Value::Bytes(b) => format!("{}{suffix}", hex_short(b)),
            Value::Null => format!("null{suffix}"),
        }
    }

    /// Reads the int32 at `offset` of the frame (the classic array length the decoder reported
    /// without its value).
    fn int32_at(&self, offset: usize) -> Option<i32> {
        let bytes = self.frame.get(offset..offset.checked_add(4)?)?;
        let arr: [u8; 4] = bytes.try_into().ok()?;
        Some(i32::from_be_bytes(arr))
    }
}

/// A string quoted and escaped as Rust's `Debug` does, cut after 64 characters.
/// One line about the batches of a records field: per batch its kind, base offset, record count,
/// codec and CRC check; offsets in errors count from the start of the field.
fn records_summary(bytes: &[u8]) -> String {
    use crate::records::{Batch, Records};
    let mut parts = Vec::new();
    for item in Records(bytes).batches() {
        parts.push(match item {
            Ok(Batch::V2(b)) => format!(
                "batch v2 at {}: base offset {}, {} record{}, {}, CRC {}",
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
fn records_tree(bytes: &[u8], offset: usize, size: usize, full: usize) -> Vec<Entry> {
    use crate::records::{Batch, Records, HEADER_LEN};
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
fn batch_records(b: &crate::records::RecordBatch<'_>, at: usize, out: &mut Vec<Entry>) {
    use crate::records::{Builtin, Limits, Payload, Record};
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
        Payload::Records(iter) => {
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
                records.push(rest);
            }
            out.extend(records);
        }
        Payload::Compressed { compression, bytes } => {
            let mut e = Entry::new(EntryKind::Value, "records", compression.name(), at);
            e.size = bytes.len();
            // Grow the buffer up to the default declared-size limit as long as it is too small.
            let limits = Limits::default();
            let mut cap = bytes.len().saturating_mul(8).max(4096);
            let result = loop {
                let mut buf = std::vec![0u8; cap];
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

/// The length a bytes or records value declares (from its prefix), which is more than the bytes
/// reported when a walk held only the first of them.
fn declared_len(ev: &FieldEvent<'_>) -> Option<usize> {
    let p = ev.prefix?;
    let n = match ev.ty {
        WireType::Bytes | WireType::Records => p,
        WireType::CompactBytes | WireType::CompactRecords => p.checked_sub(1)?,
        _ => return None,
    };
    usize::try_from(n).ok()
}

/// Bytes of the zig-zag varint of `n`.
fn varint_len(n: i32) -> usize {
    let z = ((n << 1) ^ (n >> 31)) as u32;
    (32 - z.leading_zeros()).max(1).div_ceil(7) as usize
}

fn quote(s: &str) -> String {
    const MAX: usize = 64;
    match s.char_indices().nth(MAX) {
        Some((cut, _)) => format!("{:?}...", s.get(..cut).unwrap_or("")),
        None => format!("{s:?}"),
    }
}

/// Bytes as hex, cut after 16 bytes.
fn hex_short(b: &[u8]) -> String {
    const MAX: usize = 16;
    let mut out = String::with_capacity(b.len().min(MAX) * 2 + 3);
    for byte in b.iter().take(MAX) {
        let _ = write!(out, "{byte:02x}");
    }
    if b.len() > MAX {
        out.push_str("...");
    }
    out
}

impl Trace for TreeBuilder<'_> {
    fn enter(&mut self, node: Node, offset: usize) {
        self.events += 1;
        let at_top = self.top_kind() == Some(EntryKind::Message);
        let mut open = match node {
            Node::Struct { name } => {
                if at_top
                    && !self.seen_header
                    && (name == "RequestHeader" || name == "ResponseHeader")
                {
                    self.seen_header = true;
                    let mut e = Entry::new(EntryKind::Header, name, &self.header_label, offset);
                    e.note = format!("{} header", self.direction.as_str());
                    Open::new(e)
                } else {
                    let mut e = Entry::new(EntryKind::Struct, name, "struct", offset);
                    if at_top {
                        e.note = match self.api_version {
                            Some(v) => format!("body, version {v}"),
                            None => "body".to_owned(),
                        };
                    }
                    Open::new(e)
                }
            }
            Node::Field { name, ty } => Open::new(Entry::new(EntryKind::Field, name, ty, offset)),
            Node::Array { name, element } => Open::new(Entry::new(
                EntryKind::Array,
                name,
                &format!("[]{element}"),
                offset,
            )),
            Node::Element { index } => {
                let mut o = Open::new(Entry::new(EntryKind::Element, "", "", offset));
                o.index = index;
                o
            }
            Node::TaggedFields => Open::new(Entry::new(
                EntryKind::TaggedFields,
                "tagged_fields",
                WireType::TaggedCount.as_str(),
                offset,
            )),
            Node::TaggedField { tag } => Open::new(Entry::new(
                EntryKind::TaggedField,
                &format!("tag {tag}"),
                "tagged field",
                offset,
            )),
        };
        open.entry.size = 0;
        // Past the entry limit, elements and tagged fields entered from now on are stepped over
        // (decided here, not when they close: the ones already open keep what they hold).
        open.over = matches!(open.entry.kind, EntryKind::Element | EntryKind::TaggedField)
            && self.entry_limit.is_some_and(|l| self.kept >= l);
        self.stack.push(open);
    }

    fn leave(&mut self, offset: usize) {
        if self.stack.len() <= 1 {
            return;
        }
        let Some(mut open) = self.stack.pop() else {
            return;
        };
        open.entry.size = offset.saturating_sub(open.entry.offset);
        self.close(open);
    }

    fn field(&mut self, ev: &FieldEvent<'_>) {
        self.events += 1;
        let mut leaf = self.leaf(ev);
        match self.top_kind() {
            Some(EntryKind::Message)
                if ev.name == "size"
                    && ev.ty == WireType::Int32
                    && !self.stack.first().is_some_and(|o| {
                        o.entry.children.iter().any(|c| c.kind == EntryKind::Frame)
                    }) =>
            {
                leaf.note = "bytes that follow this prefix".to_owned();
                let mut frame = Entry::new(EntryKind::Frame, "Frame", "", ev.offset);
                frame.size = ev.size;
                frame.note = "int32 size prefix".to_owned();
                frame.children.push(leaf);
                self.push_child(frame);
            }
            Some(EntryKind::Array) if ev.ty == WireType::ArrayLength && ev.name != "length" => {
                // The decoder's first report of a classic length: provisional, see TreeBuilder.
                let raw = self.int32_at(ev.offset);
                leaf.name = "length".to_owned();
                leaf.value = raw.map_or_else(String::new, |n| {
                    if n == -1 {
                        "-1 (null)".to_owned()
                    } else {
                        n.to_string()
                    }
                });
                if let Some(top) = self.stack.last_mut() {
                    top.pending_length = Some(top.entry.children.len());
                    top.count = raw.map(i64::from);
                    top.entry.children.push(leaf);
                }
            }
            Some(EntryKind::Array) if ev.name == "length" => {
                let raw = ev.prefix.unwrap_or(0);
                let count = if ev.ty == WireType::CompactArrayLength {
                    raw - 1
                } else {
                    raw
                };
                leaf.note = match count {
                    -1 => "null array".to_owned(),
                    1 => "1 element follows".to_owned(),
                    n => format!("{n} elements follow"),
                };
                if let Some(top) = self.stack.last_mut() {
                    top.count = Some(count);
                    let slot = top
                        .pending_length
                        .take()
                        .and_then(|i| top.entry.children.get_mut(i))
                        .filter(|c| c.offset == ev.offset);
                    match slot {
                        Some(c) => *c = leaf,
                        None => top.entry.children.push(leaf),
                    }
                }
            }
            Some(EntryKind::TaggedFields) if ev.name == "tagged_fields" => {
                let count = ev.prefix.unwrap_or(0);
                let note = match count {
                    0 => "no tagged fields".to_owned(),
                    1 => "1 tagged field follows".to_owned(),
                    n => format!("{n} tagged fields follow"),
                };
                leaf.name = "count".to_owned();
                leaf.note.clone_from(&note);
                if let Some(top) = self.stack.last_mut() {
                    top.count = Some(count);
                    top.entry.value = leaf.value.clone();
                    top.entry.ty = leaf.ty.clone();
                    top.entry.note = if count == 0 {
                        note
                    } else {
                        "tagged-field section".to_owned()
                    };
                    top.entry.children.push(leaf);
                }
            }
            Some(EntryKind::TaggedField) if ev.name == "size" => {
                leaf.note = "payload bytes".to_owned();
                self.push_child(leaf);
            }
            _ => self.push_child(leaf),
        }
    }
}

/// A problem found in the input: where (offset from the start of the frame, or of the stream for
/// stream-level problems) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Problem {
    /// Byte offset.
    pub offset: usize,
    /// What went wrong, in words (a [`DecodeError`]'s `Display`, for decode errors).
    pub message: String,
    /// The decode error, when it is one (not serialized: `message` says it).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub error: Option<DecodeError>,
}

impl Problem {
    fn decode(e: &DecodeError) -> Self {
        Problem {
            offset: e.offset,
            message: e.to_string(),
            error: Some(*e),
        }
    }

    /// The stream-level problem of an input without a single byte.
    pub fn empty_input() -> Self {
        Problem::other(0, "empty input: no frame".to_owned())
    }

    /// A problem that is not a decode error.
    pub fn other(offset: usize, message: String) -> Self {
        Problem {
            offset,
            message,
            error: None,
        }
    }
}

/// One frame explained: its tree, what it is, and what went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explained<'f> {
    /// Request or response.
    pub direction: Direction,
    /// The API key, when known.
    pub api_key: Option<ApiKey>,
    /// The API version, when known.
    pub api_version: Option<i16>,
    /// The header version, when the API key and version are supported.
    pub header_version: Option<i16>,
    /// The correlation id, when the header could be read.
    pub correlation_id: Option<i32>,
    /// Where the frame starts in the stream it came from (0 for a lone frame).
    pub stream_offset: usize,
    /// The tree; the root covers the whole frame.
    pub root: Entry,
    /// Decode errors and other problems, first the one that stopped the decoder.
    pub problems: Vec<Problem>,
    /// The frame's bytes (borrowed from the input: a frame is never copied); empty for a frame
    /// explained as it was read, whose first and last bytes are in [`Explained::streamed`].
    pub frame: &'f [u8],
    /// Byte ranges of credentials, masked in the hex layout.
    pub secrets: Vec<Range<usize>>,
    /// How much of the tree was kept and how much of the hex layout is printed.
    pub limits: Limits,
    /// For a frame explained as it was read ([`explain_read`]), what was kept of its bytes.
    pub streamed: Option<Streamed>,
}

/// What is kept of a frame explained as it was read ([`explain_read`]): its size, and the bytes that
/// the hex layout prints (its first [`Limits::hex_rows`] rows and its last 4).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Streamed {
    /// The bytes read: the frame's size on the wire, or fewer when the input ended inside it.
    pub size: usize,
    /// The first bytes.
    pub head: Vec<u8>,
    /// Where [`Streamed::tail`] starts in the frame (at a row of 16 bytes).
    pub tail_offset: usize,
    /// The last bytes, from `tail_offset` to the end (empty when `head` holds them).
    pub tail: Vec<u8>,
}

impl Streamed {
    /// The bytes held from `offset`: the rest of [`Streamed::head`] or of [`Streamed::tail`].
    fn held_at(&self, offset: usize) -> &[u8] {
        if let Some(b) = self.head.get(offset..).filter(|b| !b.is_empty()) {
            return b;
        }
        offset
            .checked_sub(self.tail_offset)
            .and_then(|i| self.tail.get(i..))
            .unwrap_or(&[])
    }
}

/// The bytes the hex layout prints: a whole frame, or what was kept of a streamed one.
#[derive(Clone, Copy)]
enum Held<'a> {
    Whole(&'a [u8]),
    Streamed(&'a Streamed),
}

impl<'a> Held<'a> {
    fn len(&self) -> usize {
        match self {
            Held::Whole(b) => b.len(),
            Held::Streamed(s) => s.size,
        }
    }

    /// Up to `n` bytes from `offset`, as far as they are held.
    fn get(self, offset: usize, n: usize) -> &'a [u8] {
        let rest = match self {
            Held::Whole(b) => b.get(offset..).unwrap_or(&[]),
            Held::Streamed(s) => s.held_at(offset),
        };
        rest.get(..n).unwrap_or(rest)
    }
}

impl Explained<'_> {
    /// Whether the frame decoded without any problem.
    pub fn ok(&self) -> bool {
        self.problems.is_empty()
    }

    /// The frame's size in bytes (of a streamed frame, the bytes read).
    pub fn size(&self) -> usize {
        match &self.streamed {
            Some(s) => s.size,
            None => self.frame.len(),
        }
    }

    fn held(&self) -> Held<'_> {
        match &self.streamed {
            Some(s) => Held::Streamed(s),
            None => Held::Whole(self.frame),
        }
    }

    /// The first line: message, version, header, correlation id and size.
    pub fn title(&self) -> String {
        let mut t = self.root.name.clone();
        if let Some(v) = self.api_version {
            let _ = write!(t, " v{v}");
        }
        match self.header_version {
            Some(h) => {
                let _ = write!(t, ", {} header v{h}", self.direction.as_str());
            }
            None => {
                let _ = write!(t, ", {} header version unknown", self.direction.as_str());
            }
        }
        if let Some(c) = self.correlation_id {
            let _ = write!(t, ", correlation id {c}");
        }
        let _ = write!(t, ", {} bytes on the wire", self.size());
        t
    }

    /// The tree as aligned text: `+--` branches, `|` continuations, one entry per line with its type,
    /// `= value`, `[0xOFFSET, SIZEB]` and description.
    pub fn tree_text(&self) -> String {
        tree_text(&self.root)
    }

    /// One line per problem: `error at [0x0013]: <reason>`.
    pub fn error_lines(&self) -> String {
        let mut out = String::new();
        for p in &self.problems {
            let _ = writeln!(out, "error at [0x{:04x}]: {}", p.offset, p.message);
        }
        out
    }

    /// The frame as hex, 16 bytes per row, credentials shown as `**`; past [`Limits::hex_rows`]
    /// rows, only the last 4 rows follow a line saying how many were left out.
    pub fn hex_layout(&self) -> String {
        let mut out = String::new();
        let _ = write_hex_layout(&mut out, self.held(), &self.secrets, self.limits.hex_rows);
        out
    }

    /// The frame's bytes as one hex string, credentials as `**` (of a streamed frame, its first
    /// bytes: [`Streamed::head`]).
    pub fn masked_hex(&self) -> String {
        let bytes = self.hex_bytes();
        let mut out = String::with_capacity(bytes.len() * 2);
        for (i, b) in bytes.iter().enumerate() {
            if self.secrets.iter().any(|r| r.contains(&i)) {
                out.push_str("**");
            } else {
                let _ = write!(out, "{b:02x}");
            }
        }
        out
    }

    /// The bytes [`Explained::masked_hex`] shows: the frame, or a streamed frame's first bytes.
    fn hex_bytes(&self) -> &[u8] {
        match &self.streamed {
            Some(s) => &s.head,
            None => self.frame,
        }
    }

    /// Title, tree, error lines and hex layout.
    pub fn render_text(&self) -> String {
        self.render_text_with(true)
    }

    fn render_text_with(&self, error_lines: bool) -> String {
        let mut out = String::new();
        let _ = self.write_text_with(&mut out, error_lines);
        out
    }

    /// Writes [`Explained::render_text`] piece by piece: the tree line by line, the layout row by row.
    pub fn write_text<W: Write>(&self, out: &mut W) -> core::fmt::Result {
        self.write_text_with(out, true)
    }

    fn write_text_with<W: Write>(&self, out: &mut W, error_lines: bool) -> core::fmt::Result {
        writeln!(out, "{}\n\nobject tree\n", self.title())?;
        write_tree_text(&self.root, out)?;
        if error_lines && !self.problems.is_empty() {
            out.write_char('\n')?;
            out.write_str(&self.error_lines())?;
        }
        out.write_char('\n')?;
        write_hex_layout(out, self.held(), &self.secrets, self.limits.hex_rows)
    }
}

fn tree_text(root: &Entry) -> String {
    let mut out = String::new();
    let _ = write_tree_text(root, &mut out);
    out
}

/// `[0xOFFSET, SIZEB]`.
fn at_text(e: &Entry) -> String {
    format!("[0x{:04x}, {}B]", e.offset, e.size)
}

/// The widths of the tree's columns: name with its branches, type, `= value`, `[offset, size]`.
fn tree_widths(root: &Entry) -> [usize; 4] {
    let mut w = [0usize; 4];
    let mut todo = Vec::from([(0usize, root)]);
    while let Some((depth, e)) = todo.pop() {
        let value = if e.value.is_empty() {
            0
        } else {
            2 + e.value.chars().count()
        };
        let cols = [
            4 * depth + e.name.chars().count(),
            e.ty.chars().count(),
            value,
            at_text(e).len(),
        ];
        for (w, c) in w.iter_mut().zip(cols) {
            *w = (*w).max(c);
        }
        todo.extend(e.children.iter().map(|c| (depth + 1, c)));
    }
    w
}

/// Writes the tree line by line (one pass for the column widths, one for the lines: nothing is
/// collected in between).
fn write_tree_text<W: Write>(root: &Entry, out: &mut W) -> core::fmt::Result {
    fn walk<W: Write>(
        e: &Entry,
        branch: &str,
        indent: &mut String,
        widths: [usize; 4],
        row: &mut String,
        out: &mut W,
    ) -> core::fmt::Result {
        let [w_left, w_ty, w_value, w_at] = widths;
        row.clear();
        let left = format!("{branch}{}", e.name);
        let value = if e.value.is_empty() {
            String::new()
        } else {
            format!("= {}", e.value)
        };
        let _ = write!(
            row,
            "{left:<w_left$}  {:<w_ty$}  {value:<w_value$}  {:<w_at$}  {}",
            e.ty,
            at_text(e),
            e.note
        );
        out.write_str(row.trim_end())?;
        out.write_char('\n')?;
        let n = e.children.len();
        for (i, child) in e.children.iter().enumerate() {
            let branch = format!("{indent}+-- ");
            let len = indent.len();
            indent.push_str(if i + 1 == n { "    " } else { "|   " });
            walk(child, &branch, indent, widths, row, out)?;
            indent.truncate(len);
        }
        Ok(())
    }
    let widths = tree_widths(root);
    walk(
        root,
        "",
        &mut String::new(),
        widths,
        &mut String::new(),
        out,
    )
}

/// `bytes` as hex, 16 per row, with a column header and row offsets; bytes inside `secrets` show as
/// `**`.
pub fn hex_layout(bytes: &[u8], secrets: &[Range<usize>]) -> String {
    hex_layout_rows(bytes, secrets, None)
}

/// [`hex_layout`] with at most `rows` rows from the start, then the last 4.
fn hex_layout_rows(bytes: &[u8], secrets: &[Range<usize>], rows: Option<usize>) -> String {
    let mut out = String::new();
    let _ = write_hex_layout(&mut out, Held::Whole(bytes), secrets, rows);
    out
}

/// Writes [`hex_layout_rows`] row by row.
fn write_hex_layout<W: Write>(
    out: &mut W,
    bytes: Held<'_>,
    secrets: &[Range<usize>],
    rows: Option<usize>,
) -> core::fmt::Result {
    let total_rows = bytes.len().div_ceil(16);
    let (head, tail) = match rows {
        Some(r) if total_rows > r + 4 => (r, 4),
        _ => (total_rows, 0),
    };
    writeln!(
        out,
        "byte layout ({} bytes, 16 bytes per row)\n",
        bytes.len()
    )?;
    out.write_str("     ")?;
    for col in 0..16 {
        write!(out, "  {col:X}")?;
    }
    out.write_char('\n')?;
    let mut line = String::new();
    for row in 0..total_rows {
        if row >= head && row < total_rows - tail {
            if row == head {
                let skipped = total_rows - tail - head;
                writeln!(
                    out,
                    "...   {skipped} rows ({} bytes) not shown (--all shows every row)",
                    (skipped * 16).min(bytes.len() - head * 16)
                )?;
            }
            continue;
        }
        let base = row * 16;
        let chunk = bytes.get(base, 16);
        line.clear();
        let _ = write!(line, "{base:04x}  ");
        for (i, b) in chunk.iter().enumerate() {
            if secrets.iter().any(|r| r.contains(&(base + i))) {
                line.push_str(" **");
            } else {
                let _ = write!(line, " {b:02x}");
            }
        }
        line.push('\n');
        out.write_str(&line)?;
    }
    Ok(())
}

/// Reads size, then a v0 request header (API key, version, correlation id; the same in every
/// header version) with the library's own header decoder.
fn request_start(frame: &[u8]) -> Option<(ApiKey, i16, i32)> {
    let mut r = Reader::new(frame);
    r.int32("size").ok()?;
    let h = RequestHeader::decode(&mut r, 0).ok()?;
    Some((h.api_key, h.api_version, h.correlation_id))
}

/// Reads size, then a v0 response header (the correlation id, the same in every header version).
fn response_correlation_id(frame: &[u8]) -> Option<i32> {
    let mut r = Reader::new(frame);
    r.int32("size").ok()?;
    ResponseHeader::decode(&mut r, 0)
        .ok()
        .map(|h| h.correlation_id)
}

/// Whether the decoder refused the frame as a whole (its size prefix disagrees with the bytes, or its
/// API key or version has no schema) rather than at a field: then the salvage below shows how far the
/// bytes that are there do decode.
fn refused_whole(e: &DecodeError) -> bool {
    matches!(
        e.kind,
        DecodeErrorKind::FrameSizeMismatch { .. }
            | DecodeErrorKind::UnknownApiKey { .. }
            | DecodeErrorKind::UnsupportedVersion { .. }
    )
}

/// The decoder's own steps, without the whole-frame checks that `decode_*_traced` make before it
/// starts tracing (size prefix against the bytes given, API key and version known): used when those
/// checks fail, to show how far the bytes that are there do decode.
fn salvage_request<T: Trace>(
    frame: &[u8],
    trace: T,
    start: Option<(ApiKey, i16, i32)>,
) -> Result<(), DecodeError> {
    let mut r = Reader::with_trace(frame, trace);
    r.int32("size")?;
    let Some((key, version, _)) = start else {
        return RequestHeader::decode(&mut r, 0).map(|_| ());
    };
    let hv = key.request_header_version(version);
    RequestHeader::decode(&mut r, hv.unwrap_or(1))?;
    if hv.is_none() {
        return Ok(());
    }
    Request::decode(&mut r, key, version)?;
    r.finish()
}

fn salvage_response<T: Trace>(
    frame: &[u8],
    trace: T,
    api: Option<(ApiKey, i16)>,
) -> Result<(), DecodeError> {
    let mut r = Reader::with_trace(frame, trace);
    r.int32("size")?;
    let hv = api.and_then(|(k, v)| k.response_header_version(v));
    ResponseHeader::decode(&mut r, hv.unwrap_or(0))?;
    let (Some((key, version)), Some(_)) = (api, hv) else {
        return Ok(());
    };
    Response::decode(&mut r, key, version)?;
    r.finish()
}

fn header_label(hv: Option<i16>, assumed: i16) -> String {
    match hv {
        Some(v) => format!("v{v}"),
        None => format!("v{assumed} (assumed)"),
    }
}

/// Explains one request frame (size prefix included).
///
/// The tree comes from [`decode_request_traced`]. When the decoder refuses the frame before it starts
/// tracing (the size prefix disagrees with the bytes given, or the API key or version is unknown),
/// the error is kept and the decoder's header and body readers are run over the bytes that are
/// there, so the tree shows everything up to the field where they run out.
pub fn explain_request(frame: &[u8]) -> Explained<'_> {
    explain_request_with(frame, Limits::default())
}

/// Shows the bytes after the body (none for most frames) as the root's last entry.
/// `n` bytes; `first` holds their first bytes (all, the first 16, or none when they were not kept).
fn add_trailing(root: &mut Entry, frame_len: usize, n: usize, first: &[u8]) {
    if n == 0 {
        return;
    }
    let mut e = Entry::new(
        EntryKind::Value,
        "trailing",
        "bytes",
        frame_len.saturating_sub(n),
    );
    e.size = n;
    let shown: Vec<String> = first
        .iter()
        .take(16.min(n))
        .map(|b| format!("{b:02x}"))
        .collect();
    let more = if n > shown.len() { " ..." } else { "" };
    let s = if n == 1 { "" } else { "s" };
    e.value = if shown.is_empty() {
        format!("{n} byte{s} after the body")
    } else {
        format!("{n} byte{s} after the body: {}{more}", shown.join(" "))
    };
    e.note = "Kafka's reader ignores them; kept as they are".to_owned();
    root.children.push(e);
}

/// [`explain_request`] keeping and printing as much as `limits` says.
pub fn explain_request_with(frame: &[u8], limits: Limits) -> Explained<'_> {
    let start = request_start(frame);
    let key = start.map(|s| s.0);
    let version = start.map(|s| s.1);
    let hv = start.and_then(|(k, v, _)| k.request_header_version(v));
    // Without the header's start the salvage reads a v0 header (as far as it goes).
    let label = header_label(hv, if start.is_some() { 1 } else { 0 });
    let mut b =
        TreeBuilder::new(frame, Direction::Request, key, version, &label).with_limits(limits);
    let mut problems = Vec::new();
    let built = match decode_request_traced(frame, &mut b) {
        Ok(f) => {
            let (mut root, secrets) = b.finish(None);
            add_trailing(&mut root, frame.len(), f.trailing.len(), f.trailing);
            (root, secrets)
        }
        Err(e) if !refused_whole(&e) => {
            problems.push(Problem::decode(&e));
            b.finish(Some(&e))
        }
        Err(e) => {
            problems.push(Problem::decode(&e));
            let mut b = TreeBuilder::new(frame, Direction::Request, key, version, &label)
                .with_limits(limits);
            match salvage_request(frame, &mut b, start) {
                Ok(()) => b.finish(Some(&e)),
                Err(e2) => {
                    if e2 != e {
                        problems.push(Problem::decode(&e2));
                    }
                    b.finish(Some(&e2))
                }
            }
        }
    };
    let (root, secrets) = built;
    Explained {
        direction: Direction::Request,
        api_key: key,
        api_version: version,
        header_version: hv,
        correlation_id: start.map(|s| s.2),
        stream_offset: 0,
        root,
        problems,
        frame,
        secrets,
        limits,
        streamed: None,
    }
}

/// Explains one response frame to a request of `api_key` at `api_version`, as [`explain_request`]
/// does (the tree from [`decode_response_traced`]).
pub fn explain_response(frame: &[u8], api_key: ApiKey, api_version: i16) -> Explained<'_> {
    explain_response_with(frame, api_key, api_version, Limits::default())
}

/// [`explain_response`] keeping and printing as much as `limits` says.
pub fn explain_response_with(
    frame: &[u8],
    api_key: ApiKey,
    api_version: i16,
    limits: Limits,
) -> Explained<'_> {
    let hv = api_key.response_header_version(api_version);
    let label = header_label(hv, 0);
    let mk = || {
        TreeBuilder::new(
            frame,
            Direction::Response,
            Some(api_key),
            Some(api_version),
            &label,
        )
        .with_limits(limits)
    };
    let mut b = mk();
    let mut problems = Vec::new();
    let (root, secrets) = match decode_response_traced(frame, api_key, api_version, &mut b) {
        Ok(f) => {
            let (mut root, secrets) = b.finish(None);
            add_trailing(&mut root, frame.len(), f.trailing.len(), f.trailing);
            (root, secrets)
        }
        Err(e) if !refused_whole(&e) => {
            problems.push(Problem::decode(&e));
            b.finish(Some(&e))
        }
        Err(e) => {
            problems.push(Problem::decode(&e));
            let mut b = mk();
            match salvage_response(frame, &mut b, Some((api_key, api_version))) {
                Ok(()) => b.finish(Some(&e)),
                Err(e2) => {
                    if e2 != e {
                        problems.push(Problem::decode(&e2));
                    }
                    b.finish(Some(&e2))
                }
            }
        }
    };
    Explained {
        direction: Direction::Response,
        api_key: Some(api_key),
        api_version: Some(api_version),
        header_version: hv,
        correlation_id: response_correlation_id(frame),
        stream_offset: 0,
        root,
        problems,
        frame,
        secrets,
        limits,
        streamed: None,
    }
}

/// Explains a response whose API is not known (no matching request): only the size and the
/// correlation id are decoded, and `problem` says why the rest is not.
fn explain_unpaired_response(
    frame: &[u8],
    len: usize,
    problem: Problem,
    limits: Limits,
) -> Explained<'_> {
    let mut b = TreeBuilder::new(frame, Direction::Response, None, None, "v0 (assumed)")
        .with_limits(limits)
        .held(len);
    let mut problems = Vec::new();
    let err = salvage_response(frame, &mut b, None).err();
    if let Some(e) = &err {
        problems.push(Problem::decode(e));
    }
    let (mut root, secrets) = b.finish(err.as_ref());
    if err.is_none() {
        let mut e = Entry::new(EntryKind::Error, "body", "error", problem.offset);
        e.value.clone_from(&problem.message);
        e.size = len.saturating_sub(problem.offset);
        e.note = "not decoded".to_owned();
        root.children.push(e);
    }
    problems.insert(0, problem);
    Explained {
        direction: Direction::Response,
        api_key: None,
        api_version: None,
        header_version: None,
        correlation_id: response_correlation_id(frame),
        stream_offset: 0,
        root,
        problems,
        frame,
        secrets,
        limits,
        streamed: None,
    }
}

/// The requests of a stream, by correlation id, for pairing responses with them.
///
/// Ids may repeat (clients wrap around); each response takes the oldest request with its id.
#[derive(Clone, Debug, Default)]
pub struct RequestIndex {
    by_id: HashMap<i32, VecDeque<(ApiKey, i16)>>,
    /// Problems met while reading the request stream (a frame too short for its header, a trailing
    /// partial frame).
    pub problems: Vec<Problem>,
}

impl RequestIndex {
    /// An empty index.
    pub fn new() -> Self {
        RequestIndex::default()
    }

    /// Indexes every request frame of `stream` (frames back to back) with [`peek_request`]. A
    /// trailing partial frame still counts when its header is there.
    pub fn from_stream(stream: &[u8]) -> Self {
        let mut index = RequestIndex::new();
        let framing = Framing::default();
        let mut pos = 0;
        while let Some(rest) = stream.get(pos..).filter(|r| !r.is_empty()) {
            match framing.split(rest) {
                Ok(Status::Complete { frame, .. }) => {
                    match peek_request(frame) {
                        Ok(p) => index.insert(p.correlation_id, p.api_key, p.api_version),
                        Err(e) => index.problems.push(Problem::other(
                            pos.saturating_add(e.offset),
                            format!("request at stream offset {pos}: {e}"),
                        )),
                    }
                    pos += frame.len();
                }
                Ok(Status::Partial { needed }) => {
                    if let Some((key, version, id)) = request_start(rest) {
                        index.insert(id, key, version);
                    }
                    index.problems.push(Problem::other(
                        pos,
                        format!(
                            "request stream ends inside a frame ({} bytes there, {needed} more needed)",
                            rest.len()
                        ),
                    ));
                    break;
                }
                Err(e) => {
                    index.problems.push(Problem::other(
                        pos,
                        format!("request stream: cannot find the next frame: {e}"),
                    ));
                    break;
                }
            }
        }
        index
    }

    /// Adds a request.
    pub fn insert(&mut self, correlation_id: i32, api_key: ApiKey, api_version: i16) {
        self.by_id
            .entry(correlation_id)
            .or_default()
            .push_back((api_key, api_version));
    }

    /// Takes the oldest request with `correlation_id`.
    pub fn take(&mut self, correlation_id: i32) -> Option<(ApiKey, i16)> {
        let queue = self.by_id.get_mut(&correlation_id)?;
        let found = queue.pop_front();
        if queue.is_empty() {
            self.by_id.remove(&correlation_id);
        }
        found
    }

    /// Requests not yet taken.
    pub fn len(&self) -> usize {
        self.by_id.values().map(VecDeque::len).sum()
    }

    /// Whether every request has been taken (or there were none).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// How the frames of a stream are decoded.
#[derive(Debug)]
pub enum Decoding<'r> {
    /// Requests (self-describing).
    Requests,
    /// Responses, all to requests of one API key and version.
    Responses {
        /// The API key.
        api_key: ApiKey,
        /// The API version.
        api_version: i16,
    },
    /// Responses paired with the requests of an index by correlation id.
    Paired(&'r mut RequestIndex),
}

/// Explains one frame of a stream (size prefix included), as `decoding` says: a request, a response
/// to a fixed API, or a response paired with its request through an index (taken from it).
pub fn explain_frame<'f>(
    frame: &'f [u8],
    decoding: &mut Decoding<'_>,
    limits: Limits,
) -> Explained<'f> {
    match decoding {
        Decoding::Requests => explain_request_with(frame, limits),
        Decoding::Responses {
            api_key,
            api_version,
        } => explain_response_with(frame, *api_key, *api_version, limits),
        Decoding::Paired(index) => match pair(index, frame) {
            Ok((key, version)) => explain_response_with(frame, key, version, limits),
            Err(problem) => explain_unpaired_response(frame, frame.len(), problem, limits),
        },
    }
}

/// The API key and version of the request a response (`frame`, or its first bytes) answers, taken
/// from `index`; or why there is none.
fn pair(index: &mut RequestIndex, frame: &[u8]) -> Result<(ApiKey, i16), Problem> {
    let Some(id) = response_correlation_id(frame) else {
        return Err(Problem::other(
            4,
            "frame too short for a correlation id: cannot pair it with a request".to_owned(),
        ));
    };
    index.take(id).ok_or_else(|| {
        Problem::other(
            8,
            format!("no request with correlation id {id} in the request stream: body not decoded"),
        )
    })
}

/// The buffer [`explain_read`] walks a frame in: a bytes or records value longer than this is shown
/// by its first bytes.
pub const READ_BUFFER: usize = 1 << 20;

/// Explains a frame of `len` bytes (size prefix included) as it reads it from `input`, without
/// holding it: the tree comes from a [walk](crate::walk) (the decoder's checks and trace events, in
/// a buffer of [`READ_BUFFER`] bytes), and of the bytes only those the hex layout prints are kept,
/// in [`Explained::streamed`]. Memory is bounded by the buffer and the tree's [`Limits`], whatever
/// `len` is (unless `limits.hex_rows` is `None`: every row is then kept).
///
/// It reads no more than `len` bytes, and reads them all (past an error too), so `input` is left
/// at the next frame. When `input` ends sooner, [`Streamed::size`] says how many bytes were there
/// and the tree ends at [`DecodeErrorKind::InputEnded`]. A read error is returned as it is.
///
/// What differs from [`explain_frame`] on the same bytes, by design: a bytes or records value
/// longer than [`READ_BUFFER`] is shown by its first bytes (its note says so), and trailing bytes
/// past the kept ones are counted but not shown.
///
/// ```
/// use kafka_view::explain::{explain_read, explain_request, Decoding, Limits};
///
/// let frame = [
///     0, 0, 0, 26, 0, 38, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
/// ];
/// // Any `std::io::Read`: a socket, a file, standard input.
/// let mut input = &frame[..];
/// let read = explain_read(&mut input, frame.len(), &mut Decoding::Requests, Limits::default())?;
/// assert!(read.ok());
/// assert_eq!(read.size(), 30);
/// assert_eq!(read.root, explain_request(&frame).root);
/// assert_eq!(read.hex_layout(), explain_request(&frame).hex_layout());
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn explain_read<R: std::io::Read>(
    input: R,
    len: usize,
    decoding: &mut Decoding<'_>,
    limits: Limits,
) -> std::io::Result<Explained<'static>> {
    use crate::walk::{walk_request, walk_response};
    let mut inner = ReadInput {
        inner: input.take(len as u64),
        error: None,
    };
    let keep = limits
        .hex_rows
        .map_or(len, |r| r.saturating_mul(16))
        .min(len);
    let mut head = std::vec![0u8; keep];
    let mut got = 0;
    while got < keep {
        let n = inner.read_some(head.get_mut(got..).unwrap_or(&mut []));
        if n == 0 {
            break;
        }
        got += n;
    }
    head.truncate(got);
    let mut tee = Tee {
        inner,
        head: &head,
        served: 0,
        tail: Vec::new(),
        tail_start: 0,
    };
    let mut buf = std::vec![0u8; READ_BUFFER];
    let response = |key: ApiKey, version: i16| {
        let hv = key.response_header_version(version);
        let label = header_label(hv, 0);
        let b = TreeBuilder::new(&head, Direction::Response, Some(key), Some(version), &label)
            .with_limits(limits)
            .held(len);
        (hv, b)
    };
    let (direction, api, header_version, built, problems, trailing) = match decoding {
        Decoding::Requests => {
            let start = request_start(&head);
            let key = start.map(|s| s.0);
            let version = start.map(|s| s.1);
            let hv = start.and_then(|(k, v, _)| k.request_header_version(v));
            let label = header_label(hv, if start.is_some() { 1 } else { 0 });
            let mut b = TreeBuilder::new(&head, Direction::Request, key, version, &label)
                .with_limits(limits)
                .held(len);
            let walked = walk_request(&mut tee, len, &mut buf, &mut b);
            let (built, problems, trailing) = finish_walk(b, walked);
            (
                Direction::Request,
                key.zip(version),
                hv,
                built,
                problems,
                trailing,
            )
        }
        Decoding::Responses {
            api_key,
            api_version,
        } => {
            let (hv, mut b) = response(*api_key, *api_version);
            let walked = walk_response(&mut tee, len, *api_key, *api_version, &mut buf, &mut b);
            let (built, problems, trailing) = finish_walk(b, walked);
            let api = Some((*api_key, *api_version));
            (Direction::Response, api, hv, built, problems, trailing)
        }
        Decoding::Paired(index) => match pair(index, &head) {
            Ok((key, version)) => {
                let (hv, mut b) = response(key, version);
                let walked = walk_response(&mut tee, len, key, version, &mut buf, &mut b);
                let (built, problems, trailing) = finish_walk(b, walked);
                let api = Some((key, version));
                (Direction::Response, api, hv, built, problems, trailing)
            }
            Err(problem) => {
                let e = explain_unpaired_response(&head, len, problem, limits);
                (
                    Direction::Response,
                    None,
                    None,
                    (e.root, e.secrets),
                    e.problems,
                    0,
                )
            }
        },
    };
    // The rest of the frame, after an error: read to leave `input` at the next frame.
    while tee.read_some(&mut buf) > 0 {}
    if let Some(e) = tee.inner.error.take() {
        return Err(e);
    }
    let streamed = tee.finish();
    let (mut root, secrets) = built;
    root.size = streamed.size;
    let at = len.saturating_sub(trailing);
    // The first trailing bytes when they were kept (all 16, or all there are), else none.
    let want = 16.min(trailing);
    let first = Held::Streamed(&streamed).get(at, want);
    let first = if first.len() == want { first } else { &[] };
    add_trailing(&mut root, len, trailing, first);
    Ok(Explained {
        direction,
        api_key: api.map(|a| a.0),
        api_version: api.map(|a| a.1),
        header_version,
        correlation_id: match direction {
            Direction::Request => request_start(&head).map(|s| s.2),
            Direction::Response => response_correlation_id(&head),
        },
        stream_offset: 0,
        root,
        problems,
        frame: &[],
        secrets,
        limits,
        streamed: Some(streamed),
    })
}

/// The tree, problems and trailing byte count of a walk.
#[allow(clippy::type_complexity)]
fn finish_walk(
    b: TreeBuilder<'_>,
    walked: Result<crate::walk::Walked, DecodeError>,
) -> ((Entry, Vec<Range<usize>>), Vec<Problem>, usize) {
    match walked {
        Ok(w) => (b.finish(None), Vec::new(), w.trailing),
        Err(e) => (b.finish(Some(&e)), std::vec![Problem::decode(&e)], 0),
    }
}

/// A reader as the input of a walk, keeping its first error.
struct ReadInput<R> {
    inner: R,
    error: Option<std::io::Error>,
}

impl<R: std::io::Read> ReadInput<R> {
    fn read_some(&mut self, buf: &mut [u8]) -> usize {
        if self.error.is_some() || buf.is_empty() {
            return 0;
        }
        loop {
            match self.inner.read(buf) {
                Ok(n) => return n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => {
                    self.error = Some(e);
                    return 0;
                }
            }
        }
    }
}

/// Rows of the hex layout printed at a frame's end, and the bytes kept to print them from a stream.
const TAIL_ROWS: usize = 4;
const TAIL_KEEP: usize = TAIL_ROWS * 16 + 16;

/// The input of [`explain_read`]'s walk: the first bytes (read ahead), then the rest of the frame;
/// keeps the last bytes served.
struct Tee<'h, R> {
    inner: ReadInput<R>,
    head: &'h [u8],
    served: usize,
    tail: Vec<u8>,
    tail_start: usize,
}

impl<R: std::io::Read> Tee<'_, R> {
    fn read_some(&mut self, buf: &mut [u8]) -> usize {
        let n = match self.head.get(self.served..).filter(|h| !h.is_empty()) {
            Some(rest) => {
                let n = rest.len().min(buf.len());
                if let (Some(dst), Some(src)) = (buf.get_mut(..n), rest.get(..n)) {
                    dst.copy_from_slice(src);
                }
                n
            }
            None => self.inner.read_some(buf),
        };
        self.served += n;
        let got = buf.get(..n).unwrap_or(&[]);
        if n >= TAIL_KEEP {
            // Only the last bytes of a long read can be kept.
            self.tail.clear();
            self.tail_start = self.served - TAIL_KEEP;
            self.tail
                .extend_from_slice(got.get(n - TAIL_KEEP..).unwrap_or(&[]));
        } else {
            self.tail.extend_from_slice(got);
        }
        if self.tail.len() > 4 * TAIL_KEEP {
            let cut = self.tail.len() - TAIL_KEEP;
            self.tail.drain(..cut);
            self.tail_start += cut;
        }
        n
    }

    /// What is kept: the first bytes and the last rows.
    fn finish(self) -> Streamed {
        let size = self.served;
        let rows = size.div_ceil(16);
        let tail_offset = (rows.saturating_sub(TAIL_ROWS) * 16).max(self.head.len());
        let tail = match tail_offset.checked_sub(self.tail_start) {
            Some(i) if tail_offset < size => self.tail.get(i..).unwrap_or(&[]).to_vec(),
            _ => Vec::new(),
        };
        Streamed {
            size,
            head: self.head.to_vec(),
            tail_offset,
            tail,
        }
    }
}

impl<R: std::io::Read> crate::walk::Input for Tee<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> usize {
        self.read_some(buf)
    }
}

/// Every frame of a stream explained, and what was left at its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StreamReport<'s> {
    /// The frames, in order; a trailing partial frame of 4 bytes or more is explained too (with the
    /// size mismatch among its problems).
    pub frames: Vec<Explained<'s>>,
    /// Stream-level problems (offsets from the start of the stream): an incomplete last frame, a size
    /// prefix that cannot be used, empty input.
    pub problems: Vec<Problem>,
}

impl StreamReport<'_> {
    /// Whether every frame decoded and the stream ended on a frame boundary.
    pub fn ok(&self) -> bool {
        self.problems.is_empty() && self.frames.iter().all(Explained::ok)
    }

    /// Every frame's text (each headed by its number and stream offset when there are several), then
    /// the stream-level problems. [`StreamText`] gives the same text frame by frame.
    pub fn render_text(&self) -> String {
        let mut text = StreamText::new(self.frames.len() > 1);
        let mut out = String::new();
        for f in &self.frames {
            out.push_str(&text.frame(f, &self.problems));
        }
        out.push_str(&text.end(&self.problems));
        out
    }
}

/// The text of [`StreamReport::render_text`] in pieces, one frame at a time, for writing each frame
/// as soon as it is explained (one frame's tree in memory, however long the stream).
///
/// ```
/// use kafka_view::explain::{explain_stream, Decoding, StreamText};
///
/// let frame = [
///     0, 0, 0, 26, 0, 38, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
/// ];
/// let stream = [&frame[..], &frame[..]].concat();
/// let report = explain_stream(&stream, &mut Decoding::Requests);
/// let mut text = StreamText::new(true);
/// let mut pieces = String::new();
/// for f in &report.frames {
///     pieces.push_str(&text.frame(f, &report.problems));
/// }
/// pieces.push_str(&text.end(&report.problems));
/// assert_eq!(pieces, report.render_text());
/// assert!(pieces.contains("=== frame 2 at stream offset 0x001e ==="));
/// ```
#[derive(Clone, Debug)]
pub struct StreamText {
    many: bool,
    frames: usize,
}

impl StreamText {
    /// `many`: the stream has more than one frame (each is then headed by its number and offset).
    pub fn new(many: bool) -> Self {
        StreamText { many, frames: 0 }
    }

    /// The next frame's text: a separating blank line after the first, a `=== frame N ===` heading
    /// when there are several, and no error lines of its own when `stream_problems` say the stream
    /// ends inside it (the one stream line says so).
    pub fn frame(&mut self, f: &Explained<'_>, stream_problems: &[Problem]) -> String {
        let mut out = String::new();
        let _ = self.write_frame(&mut out, f, stream_problems);
        out
    }

    /// Writes [`StreamText::frame`] piece by piece (the tree line by line, the layout row by row),
    /// to a [`core::fmt::Write`]; [`IoWriter`] adapts a [`std::io::Write`].
    pub fn write_frame<W: Write>(
        &mut self,
        out: &mut W,
        f: &Explained<'_>,
        stream_problems: &[Problem],
    ) -> core::fmt::Result {
        if self.frames > 0 {
            out.write_char('\n')?;
        }
        self.frames += 1;
        if self.many {
            writeln!(
                out,
                "=== frame {} at stream offset 0x{:04x} ===",
                self.frames, f.stream_offset
            )?;
        }
        let cut = stream_problems.iter().any(|p| {
            p.offset == f.stream_offset && p.message.starts_with("the stream ends inside")
        });
        f.write_text_with(out, !cut)
    }

    /// The stream-level problems, one line each, each after a blank line when text came before.
    pub fn end(&self, stream_problems: &[Problem]) -> String {
        let mut out = String::new();
        for p in stream_problems {
            if self.frames > 0 || !out.is_empty() {
                out.push('\n');
            }
            let _ = writeln!(
                out,
                "error at stream offset [0x{:04x}]: {}",
                p.offset, p.message
            );
        }
        out
    }
}

/// A [`std::io::Write`] as a [`core::fmt::Write`], keeping the first I/O error (`fmt::Error` says
/// only that one happened).
pub struct IoWriter<'w, W: std::io::Write> {
    inner: &'w mut W,
    /// The I/O error that stopped the writing, if any.
    pub error: Option<std::io::Error>,
}

impl<'w, W: std::io::Write> IoWriter<'w, W> {
    /// Writes to `inner`.
    pub fn new(inner: &'w mut W) -> Self {
        IoWriter { inner, error: None }
    }
}

impl<W: std::io::Write> Write for IoWriter<'_, W> {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        self.inner.write_all(s.as_bytes()).map_err(|e| {
            self.error = Some(e);
            core::fmt::Error
        })
    }
}

/// The frames of a stream, explained one at a time as the iterator is advanced: only the frame being
/// looked at is in memory (its tree; its bytes are borrowed from the stream). Stream-level problems
/// collect in [`StreamFrames::problems`] as they are met. [`StreamText`] renders each frame's text.
///
/// ```
/// use kafka_view::explain::{Decoding, Limits, StreamFrames};
///
/// let frame = [
///     0, 0, 0, 26, 0, 38, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
/// ];
/// let stream = [&frame[..], &frame[..], &frame[..7]].concat();
/// let mut decoding = Decoding::Requests;
/// let mut frames = StreamFrames::new(&stream, &mut decoding, Limits::default());
/// let offsets: Vec<usize> = frames.by_ref().map(|f| f.stream_offset).collect();
/// assert_eq!(offsets, [0, 30, 60]);
/// assert!(frames.problems()[0].message.starts_with("the stream ends inside a frame"));
/// ```
pub struct StreamFrames<'s, 'd, 'r> {
    stream: &'s [u8],
    pos: usize,
    decoding: &'d mut Decoding<'r>,
    limits: Limits,
    done: bool,
    problems: Vec<Problem>,
}

impl<'s, 'd, 'r> StreamFrames<'s, 'd, 'r> {
    /// Frames of `stream` (back to back), decoded as `decoding` says, kept as `limits` says.
    pub fn new(stream: &'s [u8], decoding: &'d mut Decoding<'r>, limits: Limits) -> Self {
        let mut problems = Vec::new();
        if stream.is_empty() {
            problems.push(Problem::empty_input());
        }
        StreamFrames {
            stream,
            pos: 0,
            decoding,
            limits,
            done: stream.is_empty(),
            problems,
        }
    }

    /// Stream-level problems met so far (all of them once the iterator has returned `None`).
    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    /// Whether another frame follows the ones returned so far: 4 bytes or more are left (fewer are
    /// only reported as a problem).
    pub fn has_more(&self) -> bool {
        !self.done && self.stream.len().saturating_sub(self.pos) >= 4
    }

    fn explain_at(&mut self, frame: &'s [u8]) -> Explained<'s> {
        let mut f = explain_frame(frame, self.decoding, self.limits);
        f.stream_offset = self.pos;
        f
    }
}

impl<'s> Iterator for StreamFrames<'s, '_, '_> {
    type Item = Explained<'s>;

    fn next(&mut self) -> Option<Explained<'s>> {
        if self.done {
            return None;
        }
        let stream = self.stream;
        let Some(rest) = stream.get(self.pos..).filter(|r| !r.is_empty()) else {
            self.done = true;
            return None;
        };
        match Framing::default().split(rest) {
            Ok(Status::Complete { frame, .. }) => {
                let f = self.explain_at(frame);
                self.pos += frame.len();
                Some(f)
            }
            Ok(Status::Partial { needed }) => {
                self.done = true;
                let f = (rest.len() >= 4).then(|| self.explain_at(rest));
                self.problems.push(Problem::other(
                    self.pos,
                    format!(
                        "the stream ends inside a frame: {} bytes there, {needed} more needed",
                        rest.len()
                    ),
                ));
                f
            }
            Err(e) => {
                self.done = true;
                let f = self.explain_at(rest);
                self.problems.push(Problem::other(
                    self.pos,
                    format!(
                        "cannot find the next frame ({e}); the last {} bytes are not split further",
                        rest.len()
                    ),
                ));
                Some(f)
            }
        }
    }
}

/// Splits `stream` into frames with [`Framing::split`] and explains each one.
pub fn explain_stream<'s>(stream: &'s [u8], decoding: &mut Decoding<'_>) -> StreamReport<'s> {
    explain_stream_with(stream, decoding, Limits::default())
}

/// [`explain_stream`] keeping and printing as much as `limits` says.
pub fn explain_stream_with<'s>(
    stream: &'s [u8],
    decoding: &mut Decoding<'_>,
    limits: Limits,
) -> StreamReport<'s> {
    let mut frames = StreamFrames::new(stream, decoding, limits);
    let explained = frames.by_ref().collect();
    StreamReport {
        frames: explained,
        problems: frames.problems,
    }
}

/// How an input was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputFormat {
    /// Hex digits (whitespace and `0x` prefixes allowed).
    Hex,
    /// Raw bytes.
    Raw,
}

/// Parses hex text: pairs of hex digits, with any whitespace between them and an optional `0x`
/// before each group.
pub fn parse_hex(text: &str) -> Result<Vec<u8>, String> {
    let mut digits = Vec::new();
    for token in text.split_whitespace() {
        let token = token
            .strip_prefix("0x")
            .or_else(|| token.strip_prefix("0X"))
            .unwrap_or(token);
        for c in token.chars() {
            let d = c
                .to_digit(16)
                .ok_or_else(|| format!("not a hex digit: {c:?}"))?;
            digits.push(d as u8);
        }
    }
    if digits.len() % 2 != 0 {
        return Err(format!("odd number of hex digits ({})", digits.len()));
    }
    Ok(digits
        .chunks(2)
        .map(|p| p.iter().fold(0u8, |acc, d| (acc << 4) | d))
        .collect())
}

/// Tells hex text from raw bytes and returns the bytes.
///
/// Input that is entirely hex digits and whitespace (with optional `0x` prefixes) is hex. This cannot
/// mistake a raw frame for hex: a raw frame starts with its size prefix, whose first byte is 0x06 at
/// most for any size up to Kafka's default 100 MiB limit, while every hex digit and whitespace
/// character is 0x09 or above.
pub fn decode_input(data: &[u8]) -> (InputFormat, Vec<u8>) {
    if let Ok(text) = core::str::from_utf8(data) {
        if !text.trim().is_empty() {
            if let Ok(bytes) = parse_hex(text) {
                return (InputFormat::Hex, bytes);
            }
        }
    }
    (InputFormat::Raw, data.to_vec())
}

/// An API key from a number ("38") or a name ("CreateDelegationToken", case, `_` and `-` ignored,
/// a `Request` / `Response` suffix allowed).
pub fn parse_api_key(text: &str) -> Option<ApiKey> {
    text.parse().ok()
}

/// The smallest legal frame ([`crate::samples::Mode::Smallest`]) of `api_key` at `version`: header
/// with correlation id 0 and client id `""`.
#[cfg(feature = "samples")]
pub fn sample_frame(
    api_key: ApiKey,
    version: i16,
    direction: Direction,
) -> Result<Vec<u8>, String> {
    sample_frame_with(crate::samples::Mode::Smallest, api_key, version, direction)
}

/// A sample frame of `api_key` at `version` built in `mode` (see [`crate::samples`]), with correlation
/// id 0 and client id `""`.
#[cfg(feature = "samples")]
pub fn sample_frame_with(
    mode: crate::samples::Mode,
    api_key: ApiKey,
    version: i16,
    direction: Direction,
) -> Result<Vec<u8>, String> {
    use crate::samples::{Bump, SampleGen};
    let name = api_key
        .name()
        .ok_or_else(|| format!("unknown API key {}", api_key.0))?;
    let range = match direction {
        Direction::Request => api_key.request_versions(),
        Direction::Response => api_key.response_versions(),
    }
    .ok_or_else(|| format!("{name} has no {}s", direction.as_str()))?;
    if !range.contains(version) {
        return Err(format!(
            "{name} {}s have versions {}-{}, not {version}",
            direction.as_str(),
            range.min,
            range.max
        ));
    }
    let bump = Bump::new();
    let mut g = SampleGen::new(&bump, mode);
    let no_sample = || format!("no sample for {name} v{version}");
    match direction {
        Direction::Request => {
            let body = Request::sample(&mut g, api_key, version).ok_or_else(no_sample)?;
            let header = RequestHeader {
                api_key,
                api_version: version,
                correlation_id: 0,
                client_id: Some(""),
                ..Default::default()
            };
            let hv = api_key
                .request_header_version(version)
                .ok_or_else(no_sample)?;
            let mut buf = std::vec![0u8; 4 + header.encoded_len(hv) + body.encoded_len(version)];
            let n = crate::encode_request(&header, &body, &mut buf).map_err(|e| e.to_string())?;
            buf.truncate(n);
            Ok(buf)
        }
        Direction::Response => {
            let body = Response::sample(&mut g, api_key, version).ok_or_else(no_sample)?;
            let header = ResponseHeader::default();
            let hv = api_key
                .response_header_version(version)
                .ok_or_else(no_sample)?;
            let mut buf = std::vec![0u8; 4 + header.encoded_len(hv) + body.encoded_len(version)];
            let n = crate::encode_response(&header, &body, version, &mut buf)
                .map_err(|e| e.to_string())?;
            buf.truncate(n);
            Ok(buf)
        }
    }
}

/// The frame's bytes as one hex string, credentials as `**`, written piece by piece (a serializer's
/// `collect_str` streams it without building the string).
#[cfg(feature = "serde")]
struct MaskedHex<'a>(&'a [u8], &'a [Range<usize>]);

#[cfg(feature = "serde")]
impl core::fmt::Display for MaskedHex<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for (i, b) in self.0.iter().enumerate() {
            if self.1.iter().any(|r| r.contains(&i)) {
                f.write_str("**")?;
            } else {
                write!(f, "{b:02x}")?;
            }
        }
        Ok(())
    }
}

/// One object with the frame's facts (`direction`, `message`, `api_key`, `api_name`, `api_version`,
/// `header_version`, `correlation_id`, `stream_offset`, `size`, `ok`), its `tree` (entries with
/// `name`, `kind`, `type`, `value`, `offset`, `size`, `note`, `secret`, `children`), its `errors`
/// (`offset`, `message`), its `hex` (the whole frame, credentials as `**`; of a frame explained as
/// it was read, its first bytes) and `hex_size` (the bytes `hex` holds: `size` unless streamed).
#[cfg(feature = "serde")]
impl serde::Serialize for Explained<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut s = serializer.serialize_struct("Explained", 14)?;
        s.serialize_field("direction", &self.direction)?;
        s.serialize_field("message", &self.root.name)?;
        s.serialize_field("api_key", &self.api_key.map(|k| k.0))?;
        s.serialize_field("api_name", &self.api_key.and_then(ApiKey::name))?;
        s.serialize_field("api_version", &self.api_version)?;
        s.serialize_field("header_version", &self.header_version)?;
        s.serialize_field("correlation_id", &self.correlation_id)?;
        s.serialize_field("stream_offset", &self.stream_offset)?;
        s.serialize_field("size", &self.size())?;
        s.serialize_field("ok", &self.ok())?;
        s.serialize_field("tree", &self.root)?;
        s.serialize_field("errors", &self.problems)?;
        s.serialize_field("hex", &HexField(MaskedHex(self.hex_bytes(), &self.secrets)))?;
        s.serialize_field("hex_size", &self.hex_bytes().len())?;
        s.end()
    }
}

/// A `Display` value serialized as a string through `collect_str`.
#[cfg(feature = "serde")]
struct HexField<'a>(MaskedHex<'a>);

#[cfg(feature = "serde")]
impl serde::Serialize for HexField<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

/// `{"ok": bool, "frames": [...], "errors": [...]}`, each frame as [`Explained`]'s.
#[cfg(feature = "serde")]
impl serde::Serialize for StreamReport<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut s = serializer.serialize_struct("StreamReport", 3)?;
        s.serialize_field("ok", &self.ok())?;
        s.serialize_field("frames", &self.frames)?;
        s.serialize_field("errors", &self.problems)?;
        s.end()
    }
}

//! The tree of one frame: its entries ([`Entry`], [`EntryKind`]), and [`TreeBuilder`], which builds
//! it from the decoder's trace events within the [`Limits`].

use core::fmt::Write;
use core::ops::Range;

use kafka_view::trace::{FieldEvent, Node, Trace, Value, WireType};
use kafka_view::{
    error::{DecodeError, DecodeErrorKind},
    ApiKey, ErrorCode,
};

use crate::batches::records_field;

/// Which way a frame travels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
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

/// The value an [`Entry`] holds, as read from the wire (`value` in JSON; [`Entry::value`] is the
/// same value as the text tree shows it).
#[derive(Clone, Debug)]
pub enum Scalar {
    /// The entry holds no value of its own (a struct, a header, an error). JSON `null`.
    None,
    /// A null string, byte array, records field, array or nullable struct. JSON `null`.
    Null,
    /// A signed integer (every intN and varint, array lengths and counts). A JSON number.
    Int(i64),
    /// An unsigned integer (uint16, uint32, unsigned varints). A JSON number.
    Uint(u64),
    /// A float64: a JSON number, or the string `"NaN"`, `"inf"` or `"-inf"`.
    Float(f64),
    /// A bool. A JSON bool.
    Bool(bool),
    /// A string, whole (a UUID in its usual hyphenated form). A JSON string.
    Str(String),
    /// A byte array, records field or bytes after the body: the bytes read. A JSON string of
    /// lower-case hex digits, two per byte.
    Bytes(Vec<u8>),
    /// A credential: never kept. JSON `null` (with `secret` true).
    Redacted,
}

impl PartialEq for Scalar {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            // Bit for bit, so that a NaN equals itself and the tree stays `Eq`.
            (Scalar::Float(a), Scalar::Float(b)) => a.to_bits() == b.to_bits(),
            (Scalar::None, Scalar::None)
            | (Scalar::Null, Scalar::Null)
            | (Scalar::Redacted, Scalar::Redacted) => true,
            (Scalar::Int(a), Scalar::Int(b)) => a == b,
            (Scalar::Uint(a), Scalar::Uint(b)) => a == b,
            (Scalar::Bool(a), Scalar::Bool(b)) => a == b,
            (Scalar::Str(a), Scalar::Str(b)) => a == b,
            (Scalar::Bytes(a), Scalar::Bytes(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for Scalar {}

/// One line of the tree: a node or a value, with its byte range in the frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// What the entry stands for.
    pub kind: EntryKind,
    /// Schema name ("request_api_key", "Renewers", `CreatableRenewers[0]`, "tagged_fields").
    pub name: String,
    /// Wire type ("int16", "compact string", "uvarint length"), or "struct", "[]T", "v2",
    /// "message v3". `type` in JSON.
    pub ty: String,
    /// The value as the text tree shows it ("38 (CreateDelegationToken)", `"" (compact, len+1=1)`,
    /// "1 element"); empty when the entry has none. `text` in JSON.
    pub value: String,
    /// The value itself (`value` in JSON): a value's as read, an array's element count, a
    /// tagged-field section's tag count.
    pub scalar: Scalar,
    /// The name of a value that stands for something: the API of an API key
    /// ("CreateDelegationToken"), the error of an error code ("NONE"), `null` or `present` for a
    /// nullable struct's marker. `value_name` in JSON.
    pub value_name: Option<&'static str>,
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
    pub(crate) fn new(kind: EntryKind, name: &str, ty: &str, offset: usize) -> Self {
        Entry {
            kind,
            name: name.to_owned(),
            ty: ty.to_owned(),
            value: String::new(),
            scalar: Scalar::None,
            value_name: None,
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

/// How much of a frame [`Explained`](crate::Explained) keeps and prints: hostile frames hold arrays
/// of millions of elements, and the tree and hex layout of a 100 MiB frame would not fit in memory
/// or on a screen.
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
    pub(crate) fn held(mut self, len: usize) -> Self {
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
            let name = if err.at.field.is_empty() {
                "error"
            } else {
                err.at.field
            };
            let mut e = Entry::new(EntryKind::Error, name, "error", err.offset);
            e.value = err.kind.to_string();
            e.size = match err.kind {
                DecodeErrorKind::TrailingBytes { count } => count,
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
                entry.scalar = match count {
                    Some(-1) => Scalar::Null,
                    Some(n) => Scalar::Int(n),
                    None => Scalar::None,
                };
                if dropped > 0 {
                    let from = entry.children_end().unwrap_or(entry.offset);
                    let mut more = Entry::new(EntryKind::Value, "...", "", from);
                    more.size = entry.end().saturating_sub(from);
                    more.scalar = Scalar::Int(count_i64(dropped));
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
                more.scalar = Scalar::Int(count_i64(dropped));
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
                    entry.scalar = Scalar::Str(name.clone());
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
                    entry.scalar = Scalar::Null;
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
        (e.scalar, e.value_name) = scalar(ev);
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
        // A records field is read once, for its note and its entries.
        let records = match (ev.ty, ev.value) {
            (WireType::Records | WireType::CompactRecords, Value::Bytes(b)) => {
                let full = declared_len(ev).unwrap_or(b.len());
                Some((records_field(b, ev.offset, ev.size, full), b.len(), full))
            }
            _ => None,
        };
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
            _ => match &records {
                Some((field, read, full)) => {
                    let mut note = field.summary.clone();
                    if full > read {
                        let _ = write!(
                            note,
                            " (of its {full} bytes the first {read} were read: the frame was too large to hold)",
                        );
                    }
                    note
                }
                None => String::new(),
            },
        };
        if let Some((field, read, _)) = records {
            if read > 0 {
                e.children = field.entries;
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

/// The value of a leaf and the name of what it stands for (see [`Entry::scalar`]).
fn scalar(ev: &FieldEvent<'_>) -> (Scalar, Option<&'static str>) {
    if ev.secret {
        return (Scalar::Redacted, None);
    }
    match ev.ty {
        // A length's value is its prefix as written (a compact one is n+1, 0 for null).
        WireType::CompactArrayLength | WireType::ArrayLength => {
            return (Scalar::Int(ev.prefix.unwrap_or(0)), None)
        }
        _ => {}
    }
    let value = match ev.value {
        Value::Int(v) => Scalar::Int(v),
        Value::Uint(v) => Scalar::Uint(v),
        Value::Float(v) => Scalar::Float(v),
        Value::Bool(v) => Scalar::Bool(v),
        Value::Uuid(u) => Scalar::Str(u.to_string()),
        Value::Str(s) => Scalar::Str(s.to_owned()),
        Value::Bytes(b) => Scalar::Bytes(b.to_vec()),
        Value::Null => Scalar::Null,
    };
    let name = match ev.value {
        Value::Int(v) if ev.name == "request_api_key" || ev.name == "ApiKey" => {
            i16::try_from(v).ok().map(ApiKey).and_then(ApiKey::name)
        }
        Value::Int(v) if ev.name.ends_with("ErrorCode") => i16::try_from(v)
            .ok()
            .map(ErrorCode)
            .and_then(ErrorCode::name),
        Value::Int(v) if ev.name == "present" => Some(if v < 0 { "null" } else { "present" }),
        _ => None,
    };
    (value, name)
}

/// A count as an `Int` value (saturating: no count held in memory comes near `i64::MAX`).
pub(crate) fn count_i64(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
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

/// A string quoted and escaped as Rust's `Debug` does, cut after 64 characters.
pub(crate) fn quote(s: &str) -> String {
    const MAX: usize = 64;
    match s.char_indices().nth(MAX) {
        Some((cut, _)) => format!("{:?}...", s.get(..cut).unwrap_or("")),
        None => format!("{s:?}"),
    }
}

/// Bytes as hex, cut after 16 bytes.
pub(crate) fn hex_short(b: &[u8]) -> String {
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
                leaf.scalar = raw.map_or(Scalar::None, |n| Scalar::Int(n.into()));
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
                    top.entry.scalar = leaf.scalar.clone();
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

//! The text of a frame or a stream: the title, the aligned tree, the error lines and the hex
//! layout, whole or written piece by piece.

use core::fmt::Write;
use core::ops::Range;

use crate::frame::{Explained, Problem};
use crate::read::Streamed;
use crate::stream::StreamReport;
use crate::tree::Entry;

/// The bytes the hex layout prints: a whole frame, or what was kept of a streamed one.
#[derive(Clone, Copy)]
pub(crate) enum Held<'a> {
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
    pub(crate) fn get(self, offset: usize, n: usize) -> &'a [u8] {
        let rest = match self {
            Held::Whole(b) => b.get(offset..).unwrap_or(&[]),
            Held::Streamed(s) => s.held_at(offset),
        };
        rest.get(..n).unwrap_or(rest)
    }
}

impl Explained<'_> {
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

    /// One line per problem: `error at [0x0013]: <reason>`, or `hint: <suggestion>` for a hint.
    pub fn error_lines(&self) -> String {
        let mut out = String::new();
        for p in &self.problems {
            let _ = if p.kind == "Hint" {
                writeln!(out, "hint: {}", p.message)
            } else {
                writeln!(out, "error at [0x{:04x}]: {}", p.offset, p.message)
            };
        }
        out
    }

    /// The frame as hex, 16 bytes per row, credentials shown as `**`; past
    /// [`Limits::hex_rows`](crate::Limits::hex_rows) rows, only the last 4 rows follow a line saying
    /// how many were left out.
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
    pub(crate) fn hex_bytes(&self) -> &[u8] {
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

impl StreamReport<'_> {
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
/// use kafka_view_explain::{explain_stream, Decoding, StreamText};
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

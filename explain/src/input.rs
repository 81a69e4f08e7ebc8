//! Reading the input one frame at a time: raw bytes or hex text (decoded as it is read), from the
//! command line, a file or standard input. Only the frame being explained is held in memory.

use std::io::{self, BufRead, BufReader, Read};
use std::path::PathBuf;

use kafka_view::framing::{Framing, Status};
use kafka_view_explain::{decode_input, explain_read, Decoding, Explained, Limits, Problem};

/// Where the frames come from.
pub enum Source {
    /// Bytes already in memory (hex from the command line, the seed frame, a sample).
    Bytes(Vec<u8>),
    /// A file of raw bytes or hex.
    File(PathBuf),
    /// Standard input, raw bytes or hex.
    Stdin,
}

/// A whole file, hex decoded when it is hex (as [`decode_input`] tells).
pub fn read_all(path: &std::path::Path) -> io::Result<Vec<u8>> {
    let data = std::fs::read(path)?;
    Ok(decode_input(&data).1)
}

/// One frame read from the input.
pub struct Frame {
    /// Its bytes, size prefix included (all that is left when the stream ends inside it).
    pub bytes: Vec<u8>,
    /// Where it starts in the stream (in decoded bytes).
    pub offset: usize,
    /// The stream-level problem it ends with: the stream ends inside it, or its size prefix cannot
    /// be used (then it holds the rest of the stream).
    pub problem: Option<Problem>,
    /// For a frame too large to hold, its length (size prefix included): `bytes` holds only the
    /// prefix, and [`FrameReader::explain_streamed`] reads the rest as it explains it.
    pub streamed: Option<usize>,
}

/// Splits the input into frames as it reads it, with the library's [`Framing`].
pub struct FrameReader {
    inner: Box<dyn Read>,
    /// Bytes read ahead of the next frame (at most 4: to tell whether another frame follows).
    ahead: Vec<u8>,
    pos: usize,
    done: bool,
    end: Option<Problem>,
    framing: Framing,
    /// Frames whose size prefix says more than this are not held but read as they are explained.
    stream_above: Option<usize>,
}

impl FrameReader {
    /// A reader of `source`. A file is hex when all of it is hex digits and whitespace (checked in a
    /// first pass, so a file is read twice and never held whole); standard input is hex when its first
    /// byte is a hex digit or whitespace (a raw frame never starts so: its first byte is 0x06 at most
    /// for any frame up to the 100 MiB limit).
    pub fn new(source: Source) -> Result<Self, String> {
        let inner: Box<dyn Read> = match source {
            Source::Bytes(bytes) => Box::new(io::Cursor::new(bytes)),
            Source::File(path) => {
                let open = || {
                    std::fs::File::open(&path)
                        .map(BufReader::new)
                        .map_err(|e| format!("cannot read {}: {e}", path.display()))
                };
                let is_hex = {
                    let mut check = HexDecoder::new(open()?);
                    io::copy(&mut check, &mut io::sink()).is_ok() && check.non_blank
                };
                if is_hex {
                    Box::new(HexDecoder::new(open()?))
                } else {
                    Box::new(open()?)
                }
            }
            Source::Stdin => {
                let mut stdin = BufReader::with_capacity(1 << 16, io::stdin());
                let first = stdin
                    .fill_buf()
                    .map_err(|e| format!("cannot read standard input: {e}"))?
                    .first()
                    .copied();
                match first {
                    Some(b) if b.is_ascii_hexdigit() || b.is_ascii_whitespace() => {
                        Box::new(HexDecoder::new(stdin))
                    }
                    _ => Box::new(stdin),
                }
            }
        };
        Ok(FrameReader {
            inner,
            ahead: Vec::new(),
            pos: 0,
            done: false,
            end: None,
            framing: Framing::default(),
            stream_above: None,
        })
    }

    /// Frames larger than `limit` bytes (after the size prefix) are read as they are explained
    /// instead of held ([`Frame::streamed`]); `None` holds every frame.
    pub fn stream_above(mut self, limit: Option<usize>) -> Self {
        self.stream_above = limit;
        self
    }

    /// Explains a frame too large to hold ([`Frame::streamed`]) as it reads the rest of it, and
    /// returns it with the stream-level problem it ends with (the stream ends inside it).
    pub fn explain_streamed(
        &mut self,
        frame: &Frame,
        len: usize,
        decoding: &mut Decoding<'_>,
        limits: Limits,
    ) -> Result<(Explained<'static>, Option<Problem>), String> {
        let input = io::Cursor::new(&frame.bytes).chain(&mut self.inner);
        let mut f = explain_read(input, len, decoding, limits)
            .map_err(|e| format!("cannot read the input: {e}"))?;
        f.stream_offset = frame.offset;
        self.pos = self.pos.saturating_add(f.size());
        let problem = (f.size() < len).then(|| {
            self.done = true;
            ends_inside(frame.offset, f.size(), len - f.size())
        });
        Ok((f, problem))
    }

    fn read_up_to(&mut self, buf: &mut Vec<u8>, n: usize) -> Result<usize, String> {
        (&mut self.inner)
            .take(n as u64)
            .read_to_end(buf)
            .map_err(|e| format!("cannot read the input: {e}"))
    }

    /// Whether 4 bytes or more follow the frames read so far (another frame is then explained).
    pub fn has_more(&mut self) -> Result<bool, String> {
        if !self.done && self.ahead.len() < 4 {
            let mut ahead = std::mem::take(&mut self.ahead);
            let want = 4 - ahead.len();
            self.read_up_to(&mut ahead, want)?;
            self.ahead = ahead;
        }
        Ok(!self.done && self.ahead.len() >= 4)
    }

    /// The next frame, or `None` at the end of the input. Mirrors `StreamFrames`: a trailing partial
    /// frame of 4 bytes or more is returned with its problem, fewer bytes only leave
    /// [`FrameReader::end_problem`].
    pub fn next_frame(&mut self) -> Result<Option<Frame>, String> {
        if self.done {
            return Ok(None);
        }
        let offset = self.pos;
        let mut bytes = std::mem::take(&mut self.ahead);
        let want = 4usize.saturating_sub(bytes.len());
        self.read_up_to(&mut bytes, want)?;
        if bytes.is_empty() {
            self.done = true;
            return Ok(None);
        }
        let split = self.framing.split(&bytes).map(|s| match s {
            Status::Complete { .. } => 0,
            Status::Partial { needed } => needed,
        });
        let problem = match split {
            Ok(needed) if bytes.len() < 4 => {
                self.done = true;
                self.end = Some(ends_inside(offset, bytes.len(), needed));
                return Ok(None);
            }
            Ok(needed) if self.stream_above.is_some_and(|limit| needed > limit) => {
                return Ok(Some(Frame {
                    bytes,
                    offset,
                    problem: None,
                    streamed: Some(needed.saturating_add(4)),
                }));
            }
            Ok(needed) => {
                bytes.reserve_exact(needed);
                let got = self.read_up_to(&mut bytes, needed)?;
                (got < needed).then(|| {
                    self.done = true;
                    ends_inside(offset, bytes.len(), needed - got)
                })
            }
            Err(e) => {
                // The rest is explained as one frame (its size prefix is refused at once); it is
                // kept up to the largest frame held (the largest there can be, with every frame
                // held), and only counted past that.
                self.done = true;
                let keep = self
                    .stream_above
                    .unwrap_or(self.framing.max_size)
                    .saturating_add(4);
                let want = keep.saturating_sub(bytes.len());
                self.read_up_to(&mut bytes, want)?;
                let more = io::copy(&mut self.inner, &mut io::sink())
                    .map_err(|e| format!("cannot read the input: {e}"))?;
                let rest = bytes
                    .len()
                    .saturating_add(usize::try_from(more).unwrap_or(usize::MAX));
                Some(Problem::other(
                    offset,
                    format!(
                        "cannot find the next frame ({e}); the last {rest} bytes are not split further"
                    ),
                ))
            }
        };
        self.pos = self.pos.saturating_add(bytes.len());
        Ok(Some(Frame {
            bytes,
            offset,
            problem,
            streamed: None,
        }))
    }

    /// The problem of a stream that ends with fewer than 4 bytes of a frame, once the reader is done.
    pub fn end_problem(&mut self) -> Option<Problem> {
        self.end.take()
    }
}

fn ends_inside(offset: usize, there: usize, needed: usize) -> Problem {
    Problem::other(
        offset,
        format!("the stream ends inside a frame: {there} bytes there, {needed} more needed"),
    )
}

/// Decodes hex text as it is read: pairs of hex digits, with any whitespace between them and an
/// optional `0x` before each group (what `kafka_view_explain::parse_hex` accepts).
struct HexDecoder<R> {
    inner: R,
    state: HexState,
    /// Whether anything but whitespace was read.
    non_blank: bool,
}

#[derive(Default)]
struct HexState {
    /// The first digit of a byte, while its second is awaited.
    nibble: Option<u8>,
    /// The last character read was not whitespace: no `0x` can start here.
    in_token: bool,
    /// A `0` at a token's start was read: it is a digit unless an `x` follows.
    zero_at_start: bool,
    /// Characters read so far (for error messages).
    at: u64,
}

impl HexState {
    /// Adds a digit; returns a byte when it completes one.
    fn digit(&mut self, d: u8) -> Option<u8> {
        match self.nibble.take() {
            Some(high) => Some((high << 4) | d),
            None => {
                self.nibble = Some(d);
                None
            }
        }
    }

    /// Takes one character; returns the byte it completes, if any (never more than one).
    fn step(&mut self, c: u8) -> io::Result<Option<u8>> {
        self.at += 1;
        if std::mem::take(&mut self.zero_at_start) {
            if c == b'x' || c == b'X' {
                return Ok(None);
            }
            if let Some(b) = self.digit(0) {
                // The 0 completed a byte; the next digit starts a new one.
                return match self.plain(c)? {
                    Some(d) => {
                        self.nibble = Some(d);
                        Ok(Some(b))
                    }
                    None => Ok(Some(b)),
                };
            }
        }
        if !self.in_token && c == b'0' {
            self.in_token = true;
            self.zero_at_start = true;
            return Ok(None);
        }
        Ok(match self.plain(c)? {
            Some(d) => self.digit(d),
            None => None,
        })
    }

    /// Whitespace (`None`) or a hex digit's value.
    fn plain(&mut self, c: u8) -> io::Result<Option<u8>> {
        if c.is_ascii_whitespace() {
            self.in_token = false;
            return Ok(None);
        }
        self.in_token = true;
        let d = match c {
            b'0'..=b'9' => c - b'0',
            b'a'..=b'f' => c - b'a' + 10,
            b'A'..=b'F' => c - b'A' + 10,
            _ if c.is_ascii_graphic() => {
                return Err(bad(format!(
                    "not a hex digit: {:?} at character {}",
                    c as char, self.at
                )))
            }
            _ => {
                return Err(bad(format!(
                    "not a hex digit: byte 0x{c:02x} at character {}",
                    self.at
                )))
            }
        };
        Ok(Some(d))
    }

    /// The end of the text: a pending `0` is a digit; a lone digit is an error.
    fn finish(&mut self) -> io::Result<Option<u8>> {
        let b = if std::mem::take(&mut self.zero_at_start) {
            self.digit(0)
        } else {
            None
        };
        if b.is_none() && self.nibble.is_some() {
            return Err(bad("odd number of hex digits".to_owned()));
        }
        Ok(b)
    }
}

impl<R: BufRead> HexDecoder<R> {
    fn new(inner: R) -> Self {
        HexDecoder {
            inner,
            state: HexState::default(),
            non_blank: false,
        }
    }
}

fn bad(message: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, message)
}

impl<R: BufRead> Read for HexDecoder<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let mut n = 0;
        while n < buf.len() {
            let chunk = self.inner.fill_buf()?;
            if chunk.is_empty() {
                if let Some(b) = self.state.finish()? {
                    if let Some(slot) = buf.get_mut(n) {
                        *slot = b;
                        n += 1;
                    }
                }
                break;
            }
            let mut used = 0;
            // One character gives at most one byte: stop when the buffer is full.
            for &c in chunk.iter().take(buf.len() - n) {
                used += 1;
                if !c.is_ascii_whitespace() {
                    self.non_blank = true;
                }
                if let Some(b) = self.state.step(c)? {
                    if let Some(slot) = buf.get_mut(n) {
                        *slot = b;
                        n += 1;
                    }
                }
            }
            self.inner.consume(used);
        }
        Ok(n)
    }
}

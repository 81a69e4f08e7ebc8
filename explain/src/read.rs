//! One frame explained as it is read from a `std::io::Read`, without holding it ([`explain_read`]).

use core::ops::Range;

use kafka_view::walk::{walk_request, walk_response, Input, Walked};
use kafka_view::{error::DecodeError, ApiKey};

use crate::frame::{
    add_trailing, explain_unpaired_response, header_label, request_start, response_correlation_id,
    Explained, Problem,
};
use crate::stream::{pair, Decoding};
use crate::text::Held;
use crate::tree::{Direction, Entry, Limits, TreeBuilder};

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
    pub(crate) fn held_at(&self, offset: usize) -> &[u8] {
        if let Some(b) = self.head.get(offset..).filter(|b| !b.is_empty()) {
            return b;
        }
        offset
            .checked_sub(self.tail_offset)
            .and_then(|i| self.tail.get(i..))
            .unwrap_or(&[])
    }
}

/// The buffer [`explain_read`] walks a frame in: a bytes or records value longer than this is shown
/// by its first bytes.
pub const READ_BUFFER: usize = 1 << 20;

/// Explains a frame of `len` bytes (size prefix included) as it reads it from `input`, without
/// holding it: the tree comes from a [walk](kafka_view::walk) (the decoder's checks and trace
/// events, in a buffer of [`READ_BUFFER`] bytes), and of the bytes only those the hex layout prints
/// are kept, in [`Explained::streamed`]. Memory is bounded by the buffer and the tree's [`Limits`],
/// whatever `len` is (unless `limits.hex_rows` is `None`: every row is then kept).
///
/// It reads no more than `len` bytes, and reads them all (past an error too), so `input` is left
/// at the next frame. When `input` ends sooner, [`Streamed::size`] says how many bytes were there
/// and the tree ends at
/// [`DecodeErrorKind::InputEnded`](kafka_view::error::DecodeErrorKind::InputEnded). A read error is
/// returned as it is.
///
/// What differs from [`explain_frame`](crate::explain_frame) on the same bytes, by design: a bytes
/// or records value longer than [`READ_BUFFER`] is shown by its first bytes (its note says so), and
/// trailing bytes past the kept ones are counted but not shown.
///
/// ```
/// use kafka_view_explain::{explain_read, explain_request, Decoding, Limits};
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
    let mut inner = ReadInput {
        inner: input.take(len as u64),
        error: None,
    };
    let keep = limits
        .hex_rows
        .map_or(len, |r| r.saturating_mul(16))
        .min(len);
    let mut head = vec![0u8; keep];
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
    let mut buf = vec![0u8; READ_BUFFER];
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
    // All trailing bytes when they were kept (as when held); else the first 16 when they were;
    // else none.
    let all = Held::Streamed(&streamed).get(at, trailing);
    let want = 16.min(trailing);
    let first = Held::Streamed(&streamed).get(at, want);
    let first = match (all.len() == trailing, first.len() == want) {
        (true, _) => all,
        (false, true) => first,
        (false, false) => &[],
    };
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
    walked: Result<Walked, DecodeError>,
) -> ((Entry, Vec<Range<usize>>), Vec<Problem>, usize) {
    match walked {
        Ok(w) => (b.finish(None), Vec::new(), w.trailing),
        Err(e) => (b.finish(Some(&e)), vec![Problem::decode(&e)], 0),
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

impl<R: std::io::Read> Input for Tee<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> usize {
        self.read_some(buf)
    }
}

//! A fixed-capacity buffer that turns a byte stream into whole frames.

use crate::error::{DecodeError, DecodeErrorKind};
use crate::frame::{Framing, Status};

/// A stream buffer of `N` bytes in fixed storage: bytes go in as they arrive ([`FrameBuf::push`],
/// [`FrameBuf::fill`] from a reader with `std`, or [`FrameBuf::space`] and [`FrameBuf::commit`] for
/// any other source), and whole frames come out ([`FrameBuf::next_frame`]), size prefix included, as
/// slices of the buffer. A partial frame stays in the buffer and is moved to its front when room is
/// needed at the back.
///
/// A frame must fit in the buffer: a size prefix above `N - 4` (or above the smaller maximum of
/// [`FrameBuf::with_max_size`]) is refused with [`DecodeErrorKind::FrameTooLarge`] as soon as the
/// prefix is in. The stream cannot be resynchronised after that (the frame boundaries are lost), so
/// close the connection.
///
/// Reading frames from a socket (`no_run`: it needs a broker):
///
/// ```no_run
/// use std::net::TcpStream;
/// use kafka_view::{peek_request, FrameBuf};
///
/// fn serve(mut socket: TcpStream) -> Result<(), Box<dyn std::error::Error>> {
///     let mut frames = FrameBuf::<65536>::new(); // 64 KiB, on the stack or in a static
///     loop {
///         while let Some(frame) = frames.next_frame()? {
///             let request = peek_request(frame)?;
///             println!("{:?} v{} from {:?}", request.api_key, request.api_version, request.client_id);
///         }
///         if frames.fill(&mut socket)? == 0 {
///             return Ok(()); // the peer closed the connection
///         }
///     }
/// }
/// ```
///
/// Without `std`, push whatever the driver hands over; `push` takes as much as fits:
///
/// ```
/// use kafka_view::FrameBuf;
///
/// let mut frames = FrameBuf::<64>::new();
/// let stream = [0, 0, 0, 2, 0xa, 0xb, 0, 0, 0, 1, 0xc];
/// assert_eq!(frames.push(&stream[..5]), 5);
/// assert_eq!(frames.next_frame(), Ok(None)); // one byte of the first frame is missing
/// assert_eq!(frames.push(&stream[5..]), 6);
/// assert_eq!(frames.next_frame(), Ok(Some(&stream[..6])));
/// assert_eq!(frames.next_frame(), Ok(Some(&stream[6..])));
/// assert_eq!(frames.next_frame(), Ok(None));
/// assert!(frames.is_empty());
/// ```
#[derive(Clone)]
pub struct FrameBuf<const N: usize> {
    buf: [u8; N],
    /// Start of the bytes not yet handed out as frames.
    start: usize,
    /// End of the bytes received.
    end: usize,
    framing: Framing,
}

impl<const N: usize> Default for FrameBuf<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> core::fmt::Debug for FrameBuf<N> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("FrameBuf")
            .field("capacity", &N)
            .field("buffered", &self.len())
            .field("max_size", &self.framing.max_size)
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl<const N: usize> defmt::Format for FrameBuf<N> {
    fn format(&self, f: defmt::Formatter<'_>) {
        defmt::write!(
            f,
            "FrameBuf {{ capacity: {}, buffered: {}, max_size: {} }}",
            N,
            self.len(),
            self.framing.max_size
        )
    }
}

impl<const N: usize> FrameBuf<N> {
    /// An empty buffer that accepts frames of up to `N - 4` bytes after the size prefix.
    pub const fn new() -> Self {
        FrameBuf {
            buf: [0; N],
            start: 0,
            end: 0,
            framing: Framing {
                max_size: N.saturating_sub(4),
            },
        }
    }

    /// An empty buffer that refuses frames above `max_size` bytes after the size prefix (or above
    /// `N - 4`, whichever is smaller).
    pub const fn with_max_size(max_size: usize) -> Self {
        let mut b = Self::new();
        if max_size < b.framing.max_size {
            b.framing.max_size = max_size;
        }
        b
    }

    /// The bytes the buffer holds in all.
    pub const fn capacity(&self) -> usize {
        N
    }

    /// The largest frame accepted, in bytes after the size prefix.
    pub const fn max_size(&self) -> usize {
        self.framing.max_size
    }

    /// Bytes received but not yet handed out as frames.
    pub const fn len(&self) -> usize {
        self.end - self.start
    }

    /// Whether no bytes are waiting.
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The bytes received but not yet handed out as frames (a partial frame, or frames not taken).
    pub fn buffered(&self) -> &[u8] {
        self.buf.get(self.start..self.end).unwrap_or(&[])
    }

    /// Forgets every byte received (the connection was closed or reset).
    pub fn clear(&mut self) {
        self.start = 0;
        self.end = 0;
    }

    /// Moves the waiting bytes to the front of the buffer.
    fn compact(&mut self) {
        if self.start > 0 {
            self.buf.copy_within(self.start..self.end, 0);
            self.end -= self.start;
            self.start = 0;
        }
    }

    /// The free space at the back, after moving the waiting bytes to the front if that makes room.
    /// Write received bytes into it, then call [`FrameBuf::commit`] with their count. Empty only when
    /// the buffer holds `N` bytes of frames not yet taken.
    pub fn space(&mut self) -> &mut [u8] {
        if self.end == N {
            self.compact();
        }
        self.buf.get_mut(self.end..).unwrap_or(&mut [])
    }

    /// Marks `n` bytes written into [`FrameBuf::space`] as received (at most the space's length).
    pub fn commit(&mut self, n: usize) {
        self.end = self.end.saturating_add(n).min(N);
    }

    /// Copies as many of `bytes` as fit and returns how many that was: all of them unless the
    /// buffer is full of frames not yet taken.
    pub fn push(&mut self, bytes: &[u8]) -> usize {
        if N - self.end < bytes.len() {
            self.compact();
        }
        let space = self.buf.get_mut(self.end..).unwrap_or(&mut []);
        let n = bytes.len().min(space.len());
        if let (Some(dst), Some(src)) = (space.get_mut(..n), bytes.get(..n)) {
            dst.copy_from_slice(src);
        }
        self.end += n;
        n
    }

    /// Takes the next whole frame (size prefix included) out of the buffer, or `None` when the bytes
    /// waiting are not a whole frame yet. A size prefix that is negative or above the maximum is an
    /// error, and stays one on every later call.
    pub fn next_frame(&mut self) -> Result<Option<&[u8]>, DecodeError> {
        let waiting = self.buf.get(self.start..self.end).unwrap_or(&[]);
        match self.framing.split(waiting) {
            Ok(Status::Complete { frame, .. }) => {
                let from = self.start;
                self.start += frame.len();
                if self.start == self.end {
                    // Nothing left: the next bytes go to the front without a copy.
                    let (s, e) = (from, self.start);
                    self.start = 0;
                    self.end = 0;
                    return Ok(self.buf.get(s..e));
                }
                Ok(self.buf.get(from..self.start))
            }
            Ok(Status::Partial { .. }) => Ok(None),
            Err(mut e) => {
                if let DecodeErrorKind::FrameTooLarge { .. } = e.kind {
                    e.at = crate::error::place!("FrameBuf", "size");
                }
                Err(e)
            }
        }
    }

    /// Reads once from `reader` into the free space and returns the bytes read; `Ok(0)` means the
    /// reader is at its end (the peer closed the connection). Fails with
    /// [`std::io::ErrorKind::OutOfMemory`] when the buffer is full of frames not yet taken (call
    /// [`FrameBuf::next_frame`] first). A read interrupted by a signal is retried.
    #[cfg(feature = "std")]
    pub fn fill<R: std::io::Read + ?Sized>(&mut self, reader: &mut R) -> std::io::Result<usize> {
        let space = self.space();
        if space.is_empty() {
            return Err(std::io::Error::new(
                std::io::ErrorKind::OutOfMemory,
                "FrameBuf is full of frames not yet taken",
            ));
        }
        let n = loop {
            match reader.read(space) {
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                other => break other?,
            }
        };
        self.commit(n);
        Ok(n)
    }
}

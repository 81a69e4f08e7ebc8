//! TCP reassembly of one direction of one connection: segments in, the byte stream out, in order,
//! with every hole said where it falls.
//!
//! Sequence numbers are turned into stream offsets (the first byte after the SYN, or the first byte
//! seen when the capture starts mid-stream, is offset 0), so wrap-around needs no special case.
//! Retransmitted and overlapping bytes are delivered once (the first copy wins); out-of-order
//! segments wait in a buffer of at most [`MAX_WAITING`] bytes and [`MAX_WAITING_CHUNKS`] pieces,
//! past which the stream skips ahead to the first waiting piece and reports a gap. Bytes a packet
//! carried on the wire but the capture cut off (its snap length) are a gap of their own kind.

use std::collections::BTreeMap;

/// Out-of-order bytes held per direction before the stream gives up waiting for a hole to fill.
pub const MAX_WAITING: usize = 1 << 20;
/// Out-of-order pieces held per direction (bounds the map when the pieces are tiny).
pub const MAX_WAITING_CHUNKS: usize = 4096;

/// Why bytes of the stream are missing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GapKind {
    /// No segment carrying them was captured (lost, or the capture missed them).
    NotCaptured,
    /// A packet carried them but the capture kept only its first bytes (snap length).
    Snaplen,
}

/// What a segment moved the stream to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The next bytes of the stream, in order.
    Data(Vec<u8>),
    /// `len` bytes from stream offset `at` are missing.
    Gap {
        /// Stream offset of the first missing byte.
        at: u64,
        /// How many bytes are missing.
        len: u64,
        /// Why.
        kind: GapKind,
    },
    /// The sender closed the direction (FIN), at this point of the stream.
    Fin,
    /// The connection was reset.
    Rst,
}

/// One captured TCP segment of the direction.
#[derive(Clone, Copy, Debug, Default)]
pub struct Segment<'a> {
    /// Sequence number.
    pub seq: u32,
    /// SYN flag.
    pub syn: bool,
    /// FIN flag.
    pub fin: bool,
    /// RST flag.
    pub rst: bool,
    /// The payload bytes captured.
    pub data: &'a [u8],
    /// Payload bytes the segment carried past `data` that the capture did not keep.
    pub cut: u64,
}

#[derive(Clone, Debug)]
enum Chunk {
    Data(Vec<u8>),
    Cut(u64),
}

impl Chunk {
    fn len(&self) -> u64 {
        match self {
            Chunk::Data(d) => d.len() as u64,
            Chunk::Cut(n) => *n,
        }
    }
}

/// The reassembly state of one direction.
#[derive(Debug, Default)]
pub struct Reassembler {
    /// The sequence number of stream offset 0, once known.
    base: Option<u32>,
    /// Stream offset of the next byte to deliver.
    offset: u64,
    /// Pieces ahead of `offset`, by stream offset.
    waiting: BTreeMap<u64, Chunk>,
    waiting_bytes: usize,
    /// Stream offset of the FIN, once seen.
    fin_at: Option<u64>,
    /// FIN or RST delivered: nothing more is taken, except an RST after a FIN.
    closed: bool,
    /// RST delivered.
    reset: bool,
}

impl Reassembler {
    /// A direction not yet seen.
    #[cfg(test)]
    pub fn new() -> Self {
        Reassembler::default()
    }

    /// Stream offset of the next byte to deliver (all bytes before it were delivered or reported).
    #[cfg(test)]
    pub fn offset(&self) -> u64 {
        self.offset
    }

    /// Whether FIN or RST ended the direction.
    pub fn closed(&self) -> bool {
        self.closed
    }

    /// Bytes waiting for a hole before them to fill.
    #[cfg(test)]
    pub fn waiting_bytes(&self) -> usize {
        self.waiting_bytes
    }

    /// Takes one segment; the events it causes are appended to `out`, in stream order.
    pub fn segment(&mut self, seg: Segment<'_>, out: &mut Vec<Event>) {
        // An RST still ends the connection after this direction's FIN: the peer may never close
        // its own, and the same ports can then carry a new connection.
        if seg.rst && !self.reset {
            if !self.closed {
                self.flush(out);
            }
            self.closed = true;
            self.reset = true;
            out.push(Event::Rst);
            return;
        }
        if self.closed {
            return;
        }
        let first = if seg.syn {
            seg.seq.wrapping_add(1)
        } else {
            seg.seq
        };
        if self.base.is_none() {
            self.base = Some(first.wrapping_sub(self.offset as u32));
        }
        let start = self.position(first);
        let data_len = seg.data.len() as i128;
        if seg.fin && self.fin_at.is_none() {
            let end = start + data_len + i128::from(seg.cut);
            self.fin_at = u64::try_from(end).ok();
        }
        if !seg.data.is_empty() {
            self.place(start, Chunk::Data(seg.data.to_vec()), out);
        }
        if seg.cut > 0 {
            self.place(start + data_len, Chunk::Cut(seg.cut), out);
        }
        if self.waiting_bytes > MAX_WAITING || self.waiting.len() > MAX_WAITING_CHUNKS {
            self.skip_to_waiting(out);
        }
        self.check_fin(out);
    }

    /// The end of the capture (or of the connection): whatever waits is delivered, with the gaps
    /// before it; a FIN seen is delivered after the bytes before it.
    pub fn flush(&mut self, out: &mut Vec<Event>) {
        while !self.waiting.is_empty() {
            self.skip_to_waiting(out);
        }
        if let Some(fin) = self.fin_at {
            if fin > self.offset && !self.closed {
                out.push(Event::Gap {
                    at: self.offset,
                    len: fin - self.offset,
                    kind: GapKind::NotCaptured,
                });
                self.offset = fin;
            }
        }
        self.check_fin(out);
    }

    /// The stream offset of sequence number `seq`: the signed distance from the next expected byte.
    fn position(&self, seq: u32) -> i128 {
        let next = self.base.unwrap_or(seq).wrapping_add(self.offset as u32);
        let ahead = seq.wrapping_sub(next) as i32;
        i128::from(self.offset) + i128::from(ahead)
    }

    /// A piece at stream position `at` (may be before the delivered bytes: those are dropped).
    fn place(&mut self, at: i128, chunk: Chunk, out: &mut Vec<Event>) {
        let len = i128::from(chunk.len());
        let end = at + len;
        let offset = i128::from(self.offset);
        if end <= offset {
            return; // a retransmission of bytes delivered
        }
        if at <= offset {
            let skip = (offset - at) as u64;
            self.deliver(chunk, skip, out);
            self.drain(out);
            return;
        }
        let Ok(at) = u64::try_from(at) else { return };
        match self.waiting.get(&at) {
            Some(old) if old.len() >= chunk.len() => {}
            _ => {
                if let Some(Chunk::Data(old)) = self.waiting.insert(at, chunk.clone()) {
                    self.waiting_bytes = self.waiting_bytes.saturating_sub(old.len());
                }
                if let Chunk::Data(d) = &chunk {
                    self.waiting_bytes = self.waiting_bytes.saturating_add(d.len());
                }
            }
        }
    }

    /// Delivers `chunk` past its first `skip` bytes (which were delivered already).
    fn deliver(&mut self, chunk: Chunk, skip: u64, out: &mut Vec<Event>) {
        match chunk {
            Chunk::Data(mut d) => {
                let skip = usize::try_from(skip).unwrap_or(usize::MAX).min(d.len());
                d.drain(..skip);
                if d.is_empty() {
                    return;
                }
                self.offset += d.len() as u64;
                out.push(Event::Data(d));
            }
            Chunk::Cut(n) => {
                let len = n.saturating_sub(skip);
                if len == 0 {
                    return;
                }
                out.push(Event::Gap {
                    at: self.offset,
                    len,
                    kind: GapKind::Snaplen,
                });
                self.offset += len;
            }
        }
    }

    /// Delivers the waiting pieces that now touch the delivered bytes.
    fn drain(&mut self, out: &mut Vec<Event>) {
        while let Some(entry) = self.waiting.first_entry() {
            let at = *entry.key();
            if at > self.offset {
                break;
            }
            let chunk = entry.remove();
            if let Chunk::Data(d) = &chunk {
                self.waiting_bytes = self.waiting_bytes.saturating_sub(d.len());
            }
            let end = at.saturating_add(chunk.len());
            if end > self.offset {
                let skip = self.offset - at;
                self.deliver(chunk, skip, out);
            }
        }
    }

    /// Gives up on the hole before the first waiting piece: a gap, then the pieces after it.
    fn skip_to_waiting(&mut self, out: &mut Vec<Event>) {
        let Some(&at) = self.waiting.keys().next() else {
            return;
        };
        if at > self.offset {
            out.push(Event::Gap {
                at: self.offset,
                len: at - self.offset,
                kind: GapKind::NotCaptured,
            });
            self.offset = at;
        }
        self.drain(out);
    }

    fn check_fin(&mut self, out: &mut Vec<Event>) {
        if let Some(fin) = self.fin_at {
            if self.offset >= fin && !self.closed {
                self.closed = true;
                out.push(Event::Fin);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seg(seq: u32, data: &[u8]) -> Segment<'_> {
        Segment {
            seq,
            data,
            ..Segment::default()
        }
    }

    /// Runs the segments and returns the stream bytes and the other events.
    fn run(segments: &[Segment<'_>], flush: bool) -> (Vec<u8>, Vec<Event>) {
        let mut r = Reassembler::new();
        let mut events = Vec::new();
        for s in segments {
            r.segment(*s, &mut events);
        }
        if flush {
            r.flush(&mut events);
        }
        let mut bytes = Vec::new();
        let mut other = Vec::new();
        for e in events {
            match e {
                Event::Data(d) => bytes.extend(d),
                e => other.push(e),
            }
        }
        (bytes, other)
    }

    #[test]
    fn in_order_after_syn() {
        let syn = Segment {
            seq: 1000,
            syn: true,
            ..Segment::default()
        };
        let (bytes, other) = run(&[syn, seg(1001, b"abc"), seg(1004, b"def")], false);
        assert_eq!(bytes, b"abcdef");
        assert!(other.is_empty());
    }

    #[test]
    fn retransmission_and_overlap_deliver_each_byte_once() {
        let (bytes, other) = run(
            &[
                seg(10, b"abcd"),
                seg(10, b"abcd"),
                seg(12, b"cdefg"),
                seg(14, b"XX"),
            ],
            true,
        );
        assert_eq!(bytes, b"abcdefg");
        assert!(other.is_empty());
    }

    #[test]
    fn out_of_order_waits_for_the_hole() {
        let mut r = Reassembler::new();
        let mut events = Vec::new();
        r.segment(seg(0, b"ab"), &mut events);
        r.segment(seg(4, b"ef"), &mut events);
        r.segment(seg(6, b"gh"), &mut events);
        assert_eq!(events, [Event::Data(b"ab".to_vec())]);
        assert_eq!(r.waiting_bytes(), 4);
        r.segment(seg(2, b"cd"), &mut events);
        let bytes: Vec<u8> = events
            .iter()
            .flat_map(|e| match e {
                Event::Data(d) => d.clone(),
                _ => Vec::new(),
            })
            .collect();
        assert_eq!(bytes, b"abcdefgh");
        assert_eq!(r.waiting_bytes(), 0);
    }

    #[test]
    fn sequence_numbers_wrap() {
        let (bytes, other) = run(&[seg(u32::MAX - 1, b"abcd"), seg(2, b"ef")], false);
        assert_eq!(bytes, b"abcdef");
        assert!(other.is_empty());
    }

    #[test]
    fn a_hole_never_filled_is_a_gap_where_it_falls() {
        let (bytes, other) = run(&[seg(100, b"ab"), seg(105, b"fg")], true);
        assert_eq!(bytes, b"abfg");
        assert_eq!(
            other,
            [Event::Gap {
                at: 2,
                len: 3,
                kind: GapKind::NotCaptured
            }]
        );
    }

    #[test]
    fn waiting_is_bounded() {
        let big = vec![7u8; MAX_WAITING / 2 + 1];
        let mut r = Reassembler::new();
        let mut events = Vec::new();
        r.segment(seg(0, b"a"), &mut events);
        r.segment(seg(10, &big), &mut events);
        assert_eq!(events.len(), 1);
        r.segment(seg(10 + big.len() as u32, &big), &mut events);
        assert_eq!(
            events.get(1),
            Some(&Event::Gap {
                at: 1,
                len: 9,
                kind: GapKind::NotCaptured
            })
        );
        assert_eq!(r.waiting_bytes(), 0);
        assert_eq!(r.offset(), 10 + 2 * big.len() as u64);
    }

    #[test]
    fn snaplen_cut_is_its_own_gap_and_the_stream_goes_on() {
        let cut = Segment {
            seq: 0,
            data: b"abc",
            cut: 5,
            ..Segment::default()
        };
        let (bytes, other) = run(&[cut, seg(8, b"ij")], false);
        assert_eq!(bytes, b"abcij");
        assert_eq!(
            other,
            [Event::Gap {
                at: 3,
                len: 5,
                kind: GapKind::Snaplen
            }]
        );
    }

    #[test]
    fn fin_comes_after_the_bytes_before_it_and_rst_ends_at_once() {
        let fin = Segment {
            seq: 3,
            fin: true,
            data: b"d",
            ..Segment::default()
        };
        let syn = Segment {
            seq: u32::MAX,
            syn: true,
            ..Segment::default()
        };
        let (bytes, other) = run(&[syn, fin, seg(0, b"abc")], false);
        assert_eq!(bytes, b"abcd");
        assert_eq!(other, [Event::Fin]);

        // An RST after the FIN is reported once; nothing after it is taken.
        let rst = Segment {
            seq: 5,
            rst: true,
            ..Segment::default()
        };
        let (bytes, other) = run(&[syn, fin, seg(0, b"abc"), rst, seg(5, b"x"), rst], false);
        assert_eq!(bytes, b"abcd");
        assert_eq!(other, [Event::Fin, Event::Rst]);

        let rst = Segment {
            seq: 9,
            rst: true,
            ..Segment::default()
        };
        let (bytes, other) = run(&[seg(0, b"ab"), seg(5, b"xy"), rst, seg(2, b"cde")], false);
        assert_eq!(bytes, b"abxy");
        assert_eq!(
            other,
            [
                Event::Gap {
                    at: 2,
                    len: 3,
                    kind: GapKind::NotCaptured
                },
                Event::Rst
            ]
        );
    }
}

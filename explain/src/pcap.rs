//! `kafka-explain --pcap`: the Kafka frames of a packet capture (pcap or pcapng, from a file or
//! standard input), each explained as the rest of the command explains a frame, headed by its time,
//! connection, direction and, for a response, the time since its request.
//!
//! The capture is read as it streams (`pcap-parser`'s streaming readers), packets are taken apart
//! with `etherparse` (IP fragments put back together by `ipfrag.rs`), each direction of each TCP
//! connection is put back in order by `tcp.rs`, and frames are found in it with kafka-view's
//! [`Framing`]. Memory holds the open connections, the frames in flight, the out-of-order bytes
//! each direction may wait on and the datagrams in reassembly, not the capture.

use std::borrow::Cow;
use std::collections::{HashMap, VecDeque};
use std::fmt::Write as _;
use std::io::{self, Read, Write};
use std::net::{IpAddr, SocketAddr};

use crate::{
    explain_frame, explain_request_with, explain_response_with, request_start,
    response_correlation_id, Decoding, Explained, IoWriter, Limits, RequestIndex,
};
use etherparse::{
    EtherType, IpNumber, Ipv6ExtensionsSlice, LaxNetSlice, LaxSlicedPacket, TcpHeaderSlice,
};
use kafka_view::framing::{Framing, Status};
use kafka_view::ApiKey;
use pcap_parser::pcapng::Block;
use pcap_parser::traits::{PcapNGPacketBlock, PcapReaderIterator};
use pcap_parser::{create_reader, Linktype, PcapBlockOwned, PcapError};
use serde::Serialize;

use crate::facts::{self, Facts};
use crate::filter::{Filter, View};
use crate::ipfrag::{self, Loss};
use crate::plausible;
use crate::summary::{Api, Seen, Summary};
use crate::tcp::{Event, GapKind, Reassembler, Segment};

/// The reader's first buffer, as the command sets it (see [`Options::buffer`]).
pub const BUFFER: usize = 1 << 20;
/// The largest pcap record or pcapng block read, as the command sets it (see
/// [`Options::max_block`]).
pub const MAX_BLOCK: usize = 16 << 20;

/// What the command was asked.
pub struct Options {
    /// TCP ports Kafka listens on.
    pub ports: Vec<u16>,
    /// How much of each tree to keep.
    pub limits: Limits,
    /// Print JSON instead of text.
    pub json: bool,
    /// Recognise Kafka on any port by the first bytes of a connection.
    pub detect: bool,
    /// Print the summary tables instead of the frames.
    pub summary: bool,
    /// Which frames to show (and count in the summary).
    pub filter: Filter,
    /// The capture reader's first buffer in bytes ([`BUFFER`] for the command); it grows, up to
    /// `max_block`, for a larger record. The fuzz target takes small ones: filling 1 MiB cost it a
    /// quarter of a second a run in its sanitized debug build.
    pub buffer: usize,
    /// The largest pcap record or pcapng block read ([`MAX_BLOCK`] for the command); a larger
    /// one is a note and ends the reading.
    pub max_block: usize,
}

/// What the capture held, for the closing line and the exit status.
#[derive(Debug, Default, Serialize)]
pub struct Counts {
    /// Packets read.
    pub packets: u64,
    /// Kafka connections seen.
    pub connections: u64,
    /// Request frames.
    pub requests: u64,
    /// Response frames.
    pub responses: u64,
    /// Responses paired with their request.
    pub paired: u64,
    /// Requests that wait for no response (Produce with `acks=0`).
    pub no_response_expected: u64,
    /// Requests that wait for a response but had none when their connection closed or the
    /// capture ended.
    pub unanswered: u64,
    /// Frames that passed `--filter` (all of them without one).
    pub shown: u64,
    /// Frames that did not decode.
    pub bad: u64,
    /// Connections found encrypted (TLS), not decoded.
    pub tls: u64,
    /// Notes that mean something was lost (gaps, truncation, a broken capture, IP datagrams
    /// whose fragments could not be put back together).
    pub losses: u64,
    /// IP fragments of TCP datagrams read.
    pub fragments: u64,
    /// Datagrams put back together from their fragments.
    pub reassembled: u64,
}

/// A failure that stops the reading.
pub enum Failure {
    /// The capture cannot be read at all.
    Input(String),
    /// Writing the output failed.
    Output(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Output(e)
    }
}

/// Fills the whole buffer on its first read (the capture readers look at the file header in the
/// first read only, and a pipe may hand over a few bytes at a time), then reads as asked.
struct FirstFull<R> {
    inner: R,
    first: bool,
}

impl<R: Read> Read for FirstFull<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if !self.first {
            return self.inner.read(buf);
        }
        self.first = false;
        let mut n = 0;
        while let Some(rest) = buf.get_mut(n..).filter(|r| !r.is_empty()) {
            match self.inner.read(rest) {
                Ok(0) => break,
                Ok(k) => n += k,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) if n == 0 => return Err(e),
                Err(_) => break,
            }
        }
        Ok(n)
    }
}

/// An interface of a pcapng section (or the one link of a pcap file).
#[derive(Clone, Copy)]
struct Interface {
    link: Linktype,
    /// Time-stamp units per second.
    units: u64,
    /// Seconds added to every time stamp.
    offset: i64,
}

/// A request waiting for its response.
struct Pending {
    api_key: ApiKey,
    api_version: i16,
    time: u64,
    /// The request's client id (`Some(None)`: null), when it was read.
    client_id: Option<Option<String>>,
    /// A topic of `--filter` appears in the request.
    topic_hit: bool,
}

/// One direction's bytes on their way to frames.
#[derive(Default)]
struct Side {
    tcp: Reassembler,
    /// Bytes of the frames in progress (while hunting: the bytes not yet ruled out).
    buf: Vec<u8>,
    /// Stream offset of `buf[0]`.
    start: u64,
    /// Bytes still to pass over: the rest of a frame a gap broke.
    skip: u64,
    /// The frame boundaries are not known: the next plausible frame start is looked for.
    hunt: Option<Hunt>,
    /// A segment of this direction was seen (the first one says whether it starts the stream).
    seen: bool,
}

/// Why a direction looks for its next frame start.
#[derive(Clone, Copy, Debug)]
enum Lost {
    /// The capture starts inside the connection: no SYN was seen.
    MidStream,
    /// `len` bytes from stream offset `at` are missing.
    Gap { at: u64, len: u64 },
    /// The bytes at stream offset `at` are no frame.
    NotFrame { at: u64 },
}

/// A direction looking for its next frame start.
#[derive(Clone, Copy, Debug)]
struct Hunt {
    why: Lost,
    /// Bytes passed over so far (missing bytes not counted).
    skipped: u64,
}

impl Lost {
    fn text(self) -> String {
        match self {
            Lost::MidStream => "the capture starts inside the connection, no SYN seen".to_owned(),
            Lost::Gap { at, len } => format!("after the {len} bytes missing at stream offset {at}"),
            Lost::NotFrame { at } => format!("after the bytes at stream offset {at}, no frame"),
        }
    }
}

/// What a note is about (`kind` in JSON).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
enum NoteKind {
    /// The capture file itself.
    Capture,
    /// Bytes of a direction missing (not captured, or cut by the snap length).
    Gap,
    /// A direction found (or did not find) its next frame start.
    Resync,
    /// A frame cut short by the end of a direction or of the capture.
    Frame,
    /// A request without a response.
    Unanswered,
    /// An encrypted connection, not decoded.
    Tls,
    /// An IP datagram whose fragments could not be put back together.
    Fragment,
}

struct Connection {
    /// 0: client to server (requests), 1: server to client (responses).
    sides: [Side; 2],
    pending: HashMap<i32, VecDeque<Pending>>,
    /// An RST ended the connection, both ways.
    reset: bool,
    /// The connection is encrypted (TLS): its bytes are not decoded.
    tls: bool,
}

/// A connection on a port not known to be Kafka's, under `--detect`, until its first bytes tell.
#[derive(Default)]
struct Undecided {
    /// The SYNs seen (sender, sequence number): the sender of the one without ACK is the client.
    syns: Vec<(SocketAddr, u32, bool)>,
    /// Data packets seen without a decision (a capture that starts inside the connection).
    packets: u32,
    /// Not Kafka (or TLS): its packets are passed over until it closes.
    ignored: bool,
    /// FINs seen (one per direction closes it).
    fins: Vec<SocketAddr>,
    /// When its last packet was captured (nanoseconds since 1970).
    last: u64,
}

/// The most connections `--detect` keeps undecided or ignored at once. Each is forgotten at its
/// FIN in both directions or its RST; a capture that misses those (it started or stopped in the
/// middle, or dropped them) would keep the rest forever. When the table is full, the half of it
/// that has been quiet longest is forgotten: a later packet of one of those connections is looked
/// at afresh, as if the capture had started in its middle.
const MAX_UNDECIDED: usize = 1 << 16;

/// Data packets of a connection seen from its middle that `--detect` looks at for a request
/// before it gives up on the connection.
const DETECT_PACKETS: u32 = 8;

/// A frame as `--json` prints it.
#[derive(Serialize)]
struct JsonFrame<'a, 'f> {
    time: String,
    time_ns: u64,
    client: String,
    server: String,
    direction: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    latency_us: Option<f64>,
    frame: &'a Explained<'f>,
}

/// A note as `--json` prints it.
#[derive(Serialize)]
struct JsonNote<'a> {
    time: String,
    kind: NoteKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    connection: Option<String>,
    message: &'a str,
}

/// Runs the capture through to `out`.
pub fn explain_capture(
    input: Box<dyn Read + Send>,
    options: &Options,
    out: &mut dyn Write,
) -> Result<Counts, Failure> {
    explain_packets(options, out, |run| run.read_all(input))
}

/// Runs the packets `feed` gives to [`Run::packet`] through to `out`: the frames (or the summary),
/// the notes, the closing line. What `feed` returns stops the run; the connections still open are
/// then closed and reported as at the end of a capture file.
pub fn explain_packets(
    options: &Options,
    out: &mut dyn Write,
    feed: impl FnOnce(&mut Run<'_>) -> Result<(), Failure>,
) -> Result<Counts, Failure> {
    let mut run = Run {
        options,
        out,
        counts: Counts::default(),
        connections: HashMap::new(),
        undecided: HashMap::new(),
        summary: options.summary.then(Summary::default),
        events: Vec::new(),
        fragments: ipfrag::Pool::default(),
        lost: Vec::new(),
        frames_written: 0,
        notes_json: Vec::new(),
    };
    if options.json {
        run.out.write_all(b"{\"frames\":[")?;
    }
    let result = feed(&mut run);
    run.close_all()?;
    let ok = result.is_ok() && run.counts.bad == 0 && run.counts.losses == 0;
    if options.json {
        run.out.write_all(b"],\"summary\":")?;
        let summary = run.summary.as_ref().map(Summary::json);
        serde_json::to_writer(&mut *run.out, &summary).map_err(|e| Failure::Output(e.into()))?;
        run.out.write_all(b",\"notes\":")?;
        serde_json::to_writer(&mut *run.out, &run.notes_json)
            .map_err(|e| Failure::Output(e.into()))?;
        run.out.write_all(b",\"counts\":")?;
        serde_json::to_writer(&mut *run.out, &run.counts).map_err(|e| Failure::Output(e.into()))?;
        writeln!(run.out, ",\"ok\":{ok}}}")?;
    } else {
        if let Some(s) = &run.summary {
            let gap = if run.frames_written > 0 { "\n" } else { "" };
            write!(run.out, "{gap}{}", s.text())?;
            run.frames_written = run.frames_written.max(1);
        }
        let c = &run.counts;
        let mut tls = if c.tls > 0 {
            format!(", {} TLS connections not decoded", c.tls)
        } else {
            String::new()
        };
        if c.fragments > 0 {
            let _ = write!(
                tls,
                ", {} IP fragments ({} datagrams reassembled)",
                c.fragments, c.reassembled
            );
        }
        if !options.filter.is_empty() {
            let _ = write!(tls, "; {} frames shown by --filter", c.shown);
        }
        writeln!(
            run.out,
            "{}{} packets, {} Kafka connections, {} requests, {} responses ({} paired with their \
             request), {} frames not decoded{tls}",
            if run.frames_written > 0 { "\n" } else { "" },
            c.packets,
            c.connections,
            c.requests,
            c.responses,
            c.paired,
            c.bad
        )?;
    }
    result.map(|()| run.counts)
}

/// A run through the packets of a capture, from the first to the last.
pub struct Run<'o> {
    options: &'o Options,
    out: &'o mut dyn Write,
    counts: Counts,
    connections: HashMap<(SocketAddr, SocketAddr), Connection>,
    /// `--detect`: connections on other ports whose first bytes have not told yet, by their two
    /// ends (the lower address first).
    undecided: HashMap<(SocketAddr, SocketAddr), Undecided>,
    /// `--summary`: the tables, counted as the frames go by.
    summary: Option<Summary>,
    events: Vec<Event>,
    /// IP datagrams in reassembly.
    fragments: ipfrag::Pool,
    /// Datagrams the pool gave up, to report.
    lost: Vec<Loss>,
    frames_written: u64,
    notes_json: Vec<serde_json::Value>,
}

/// A packet's TCP facts.
struct Tcp<'a> {
    src: SocketAddr,
    dst: SocketAddr,
    segment: Segment<'a>,
    /// The capture cut the packet inside its TCP header: only the ports are known.
    headless: bool,
    /// ACK flag.
    ack: bool,
}

impl Run<'_> {
    /// One direction of an open connection (0: client to broker, 1: back).
    fn side(&mut self, key: (SocketAddr, SocketAddr), index: usize) -> Option<&mut Side> {
        self.connections.get_mut(&key)?.sides.get_mut(index)
    }

    fn read_all(&mut self, input: Box<dyn Read + Send>) -> Result<(), Failure> {
        let first = FirstFull {
            inner: input,
            first: true,
        };
        let mut reader = create_reader(self.options.buffer.max(1 << 12), first).map_err(|e| {
            Failure::Input(match e {
                PcapError::Eof => "the capture is empty".to_owned(),
                PcapError::HeaderNotRecognized => {
                    "not a pcap or pcapng capture: its first bytes are neither header".to_owned()
                }
                e => format!("cannot read the capture's header: {e:?}"),
            })
        })?;
        let mut capacity = self.options.buffer.max(1 << 12);
        let mut interfaces: Vec<Interface> = Vec::new();
        let mut last_len = usize::MAX;
        loop {
            match reader.next() {
                Ok((size, block)) => {
                    last_len = usize::MAX;
                    match block {
                        PcapBlockOwned::LegacyHeader(h) => {
                            interfaces = vec![Interface {
                                link: h.network,
                                units: if h.is_nanosecond_precision() {
                                    1_000_000_000
                                } else {
                                    1_000_000
                                },
                                offset: 0,
                            }];
                        }
                        PcapBlockOwned::Legacy(b) => {
                            let units = interfaces.first().map_or(1_000_000, |i| i.units);
                            let link = interfaces.first().map_or(Linktype::ETHERNET, |i| i.link);
                            let time = nanos(u64::from(b.ts_sec), u64::from(b.ts_usec), units);
                            let cut = u64::from(b.origlen.saturating_sub(b.caplen));
                            self.packet(link, time, b.data, cut)?;
                        }
                        PcapBlockOwned::NG(Block::SectionHeader(_)) => interfaces.clear(),
                        PcapBlockOwned::NG(Block::InterfaceDescription(idb)) => {
                            interfaces.push(Interface {
                                link: idb.linktype,
                                units: idb.ts_resolution().unwrap_or(1_000_000).max(1),
                                offset: idb.ts_offset(),
                            })
                        }
                        PcapBlockOwned::NG(Block::EnhancedPacket(epb)) => {
                            let Some(iface) = usize::try_from(epb.if_id)
                                .ok()
                                .and_then(|i| interfaces.get(i).copied())
                            else {
                                self.note(
                                    0,
                                    None,
                                    NoteKind::Capture,
                                    format!(
                                        "a packet names interface {}, which no interface block \
                                         described: skipped",
                                        epb.if_id
                                    ),
                                    true,
                                )?;
                                reader.consume(size);
                                continue;
                            };
                            let ticks = (u64::from(epb.ts_high) << 32) | u64::from(epb.ts_low);
                            let mut time =
                                nanos(ticks / iface.units, ticks % iface.units, iface.units);
                            time = time
                                .saturating_add_signed(iface.offset.saturating_mul(1_000_000_000));
                            let data = epb.packet_data();
                            let cut = u64::from(epb.origlen)
                                .saturating_sub(data.len() as u64)
                                .min(u64::from(epb.origlen));
                            self.packet(iface.link, time, data, cut)?;
                        }
                        PcapBlockOwned::NG(Block::SimplePacket(spb)) => {
                            let link = interfaces.first().map_or(Linktype::ETHERNET, |i| i.link);
                            let data = spb.packet_data();
                            let cut = u64::from(spb.origlen).saturating_sub(data.len() as u64);
                            self.packet(link, 0, data, cut)?;
                        }
                        PcapBlockOwned::NG(_) => {}
                    }
                    reader.consume(size);
                }
                Err(PcapError::Eof) => return Ok(()),
                Err(PcapError::Incomplete(_)) => {
                    let before = reader.data().len();
                    reader
                        .refill()
                        .map_err(|e| Failure::Input(format!("cannot read the capture: {e:?}")))?;
                    let now = reader.data().len();
                    if now == before && before == last_len {
                        // Nothing more came in and the buffer is full: a larger block.
                        if !self.grow(&mut *reader, &mut capacity)? {
                            return Ok(());
                        }
                    }
                    last_len = now;
                }
                Err(PcapError::BufferTooSmall) => {
                    // Read what the input still holds first: a record cut short by the end of
                    // the file needs no larger buffer (the next read says so), and growing it
                    // (zeroed, doubling up to `max_block`) for nothing was most of the fuzz
                    // target's time on small inputs.
                    let before = reader.data().len();
                    reader
                        .refill()
                        .map_err(|e| Failure::Input(format!("cannot read the capture: {e:?}")))?;
                    let full = reader.data().len() == before && !reader.reader_exhausted();
                    if full && !self.grow(&mut *reader, &mut capacity)? {
                        return Ok(());
                    }
                }
                Err(PcapError::UnexpectedEof) => {
                    let at = reader.consumed();
                    self.note(
                        0,
                        None,
                        NoteKind::Capture,
                        format!(
                            "the capture ends inside a record at byte {at} of the file \
                             (a capture cut short): its last packet is not read"
                        ),
                        true,
                    )?;
                    return Ok(());
                }
                Err(e) => {
                    let detail = format!("{e:?}");
                    let at = reader.consumed();
                    let message = format!(
                        "the capture is broken at byte {at} of the file ({detail}): the rest is \
                         not read"
                    );
                    self.note(0, None, NoteKind::Capture, message, true)?;
                    return Ok(());
                }
            }
        }
    }

    /// Makes the reader's buffer larger for a record that does not fit; false (with a note) when
    /// it would pass [`Options::max_block`].
    fn grow(
        &mut self,
        reader: &mut dyn PcapReaderIterator,
        capacity: &mut usize,
    ) -> Result<bool, Failure> {
        let at = reader.consumed();
        let limit = self.options.max_block;
        if *capacity >= limit || !reader.grow(capacity.saturating_mul(2)) {
            let size = if limit >= 1 << 20 {
                format!("{} MiB", limit >> 20)
            } else {
                format!("{limit} bytes")
            };
            self.note(
                0,
                None,
                NoteKind::Capture,
                format!(
                    "a record at byte {at} of the capture is larger than {size}: the rest of \
                     the capture is not read"
                ),
                true,
            )?;
            return Ok(false);
        }
        *capacity = capacity.saturating_mul(2);
        Ok(true)
    }

    /// Writes out what the packets so far gave (a live capture shows each frame as it comes).
    pub fn flush(&mut self) -> Result<(), Failure> {
        Ok(self.out.flush()?)
    }

    /// One captured packet: `data` as the link gives it (a pcap link type), at `time` nanoseconds
    /// since 1970, `cut` bytes of it not captured.
    pub fn packet(
        &mut self,
        link: Linktype,
        time: u64,
        data: &[u8],
        cut: u64,
    ) -> Result<(), Failure> {
        self.counts.packets += 1;
        if !self.fragments.is_empty() {
            let mut lost = std::mem::take(&mut self.lost);
            self.fragments.expire(time, &mut lost);
            let result = self.report_lost(time, &mut lost);
            self.lost = lost;
            result?;
        }
        let whole;
        let tcp = match ip_of(link, data) {
            None => return Ok(()),
            Some(IpLayer::Tcp { src, dst, payload }) => tcp_in(src, dst, payload, cut),
            Some(IpLayer::Fragment {
                key,
                offset,
                more,
                data,
                incomplete,
            }) => {
                self.counts.fragments += 1;
                let fragment = ipfrag::Fragment {
                    key,
                    offset,
                    more,
                    data: &data,
                    cut: incomplete || cut > 0,
                };
                let mut lost = std::mem::take(&mut self.lost);
                let done = self.fragments.add(time, fragment, &mut lost);
                let result = self.report_lost(time, &mut lost);
                self.lost = lost;
                result?;
                let Some(payload) = done else {
                    return Ok(());
                };
                self.counts.reassembled += 1;
                whole = payload;
                reassembled_tcp(&key, &whole).and_then(|p| tcp_in(key.src, key.dst, p, 0))
            }
        };
        let Some(tcp) = tcp else {
            return Ok(());
        };
        let key_fwd = (tcp.src, tcp.dst);
        let key_back = (tcp.dst, tcp.src);
        let (key, side) = if self.connections.contains_key(&key_fwd) {
            (key_fwd, 0)
        } else if self.connections.contains_key(&key_back) {
            (key_back, 1)
        } else if self.options.ports.contains(&tcp.dst.port()) {
            (key_fwd, 0)
        } else if self.options.ports.contains(&tcp.src.port()) {
            (key_back, 1)
        } else if self.options.detect {
            // The packet that tells is the client's first request.
            match self.detect(time, &tcp)? {
                Some(key) => (key, 0),
                None => return Ok(()),
            }
        } else {
            return Ok(());
        };
        if tcp.headless {
            let message = "a packet was cut by the capture's snap length inside its TCP header: \
                           the bytes it carried are lost"
                .to_owned();
            return self.note(time, Some(key), NoteKind::Gap, message, true);
        }
        if !self.connections.contains_key(&key) {
            // A connection starts with a SYN or data; a lone ACK, FIN or RST after its close is
            // not a new one.
            let seg = &tcp.segment;
            if !seg.syn && seg.data.is_empty() && seg.cut == 0 {
                return Ok(());
            }
            self.open(key);
        }
        let mut events = std::mem::take(&mut self.events);
        events.clear();
        if let Some(side) = self.side(key, side) {
            if !side.seen {
                side.seen = true;
                if !tcp.segment.syn {
                    side.hunt = Some(Hunt {
                        why: Lost::MidStream,
                        skipped: 0,
                    });
                }
            }
            side.tcp.segment(tcp.segment, &mut events);
        }
        let result = self.events(time, key, side, &mut events);
        self.events = events;
        result?;
        self.close_if_done(time, key)
    }

    /// Notes the datagrams whose fragments could not be put back together, each once: those
    /// whose TCP ports are known and are no Kafka connection's are passed over as their packets
    /// would have been.
    fn report_lost(&mut self, time: u64, lost: &mut Vec<Loss>) -> Result<(), Failure> {
        for l in lost.drain(..) {
            let k = l.key;
            let mut connection = None;
            if let Some((sp, dp)) = l.ports {
                let (src, dst) = (SocketAddr::new(k.src, sp), SocketAddr::new(k.dst, dp));
                let ports = &self.options.ports;
                connection = if self.connections.contains_key(&(dst, src)) {
                    Some((dst, src))
                } else if self.connections.contains_key(&(src, dst)) || ports.contains(&dp) {
                    Some((src, dst))
                } else if ports.contains(&sp) {
                    Some((dst, src))
                } else if self.options.detect {
                    Some((src, dst))
                } else {
                    continue;
                };
            }
            let version = if k.src.is_ipv6() { "IPv6" } else { "IPv4" };
            let mut message = format!(
                "an {version} datagram {} -> {} (identification {}",
                k.src, k.dst, k.id
            );
            match k.vlans.ids() {
                [] => {}
                [id] => {
                    let _ = write!(message, ", VLAN {id}");
                }
                ids => {
                    let ids: Vec<String> = ids.iter().map(u16::to_string).collect();
                    let _ = write!(message, ", VLANs {} from the outermost", ids.join(", "));
                }
            }
            if let Some((sp, dp)) = l.ports {
                let _ = write!(message, ", TCP port {sp} -> {dp}");
            }
            let _ = write!(
                message,
                ") is not put back together from its fragments: {}; ",
                l.why.text()
            );
            match l.missing {
                Some((from, Some(to))) => {
                    let _ = write!(message, "payload bytes {from} to {to} missing, ");
                }
                Some((from, None)) => {
                    let _ = write!(
                        message,
                        "payload bytes from {from} on missing (its last fragment did not come), "
                    );
                }
                None => {}
            }
            let _ = write!(message, "the {} bytes held are lost", l.held);
            self.note(time, connection, NoteKind::Fragment, message, true)?;
        }
        Ok(())
    }

    /// A new Kafka connection, `key` as (client, server).
    fn open(&mut self, key: (SocketAddr, SocketAddr)) {
        self.counts.connections += 1;
        self.connections.insert(
            key,
            Connection {
                sides: [Side::default(), Side::default()],
                pending: HashMap::new(),
                reset: false,
                tls: false,
            },
        );
    }

    /// Forgets the half of the undecided connections that has been quiet longest (see
    /// [`MAX_UNDECIDED`]): one pass, so a table that keeps filling costs a constant time per
    /// connection.
    fn forget_quiet_undecided(&mut self) {
        let mut times: Vec<u64> = self.undecided.values().map(|u| u.last).collect();
        let middle = times.len() / 2;
        let (_, &mut median, _) = times.select_nth_unstable(middle);
        // At least `middle + 1` entries are no later than the median: at least half go (all of
        // them when every one was last seen at one instant).
        self.undecided.retain(|_, u| u.last > median);
    }

    /// `--detect`: whether a packet of a connection on no port of `--port` belongs to Kafka, by
    /// the first bytes of its stream: `Some((client, server))` once the client's bytes start with
    /// a plausible request (the connection is then opened, its SYNs given to it).
    fn detect(
        &mut self,
        time: u64,
        tcp: &Tcp<'_>,
    ) -> Result<Option<(SocketAddr, SocketAddr)>, Failure> {
        let pair = (tcp.src.min(tcp.dst), tcp.src.max(tcp.dst));
        let seg = tcp.segment;
        if self.undecided.len() >= MAX_UNDECIDED && !self.undecided.contains_key(&pair) {
            self.forget_quiet_undecided();
        }
        let u = self.undecided.entry(pair).or_default();
        u.last = time;
        if seg.rst {
            self.undecided.remove(&pair);
            return Ok(None);
        }
        if seg.fin && !u.fins.contains(&tcp.src) {
            u.fins.push(tcp.src);
        }
        if u.ignored || tcp.headless {
            if u.fins.len() >= 2 {
                self.undecided.remove(&pair);
            }
            return Ok(None);
        }
        if seg.syn && u.syns.len() < 2 && u.syns.iter().all(|s| s.0 != tcp.src) {
            u.syns.push((tcp.src, seg.seq, tcp.ack));
        }
        if seg.data.is_empty() {
            return Ok(None);
        }
        let client = u.syns.iter().find(|s| !s.2).map(|s| s.0);
        let key = match client {
            Some(c) if c == tcp.src => (tcp.src, tcp.dst),
            Some(c) => (c, tcp.src),
            None => (tcp.src, tcp.dst),
        };
        if plausible::tls(seg.data) {
            u.ignored = true;
            let side = usize::from(key.0 != tcp.src);
            return self.tls(time, key, side, seg.data).map(|()| None);
        }
        let verdict = plausible::request(seg.data);
        match (client, verdict) {
            // The client's first bytes, or (seen from the middle) a packet that starts a request.
            (Some(c), plausible::Verdict::Yes) if c == tcp.src => {}
            (None, plausible::Verdict::Yes) => {}
            // Too few bytes to tell: the next packet may tell.
            (Some(c), plausible::Verdict::NeedMore) if c == tcp.src => return Ok(None),
            (Some(_), _) => {
                u.ignored = true;
                return Ok(None);
            }
            (None, _) => {
                u.packets += 1;
                u.ignored = u.packets >= DETECT_PACKETS;
                return Ok(None);
            }
        }
        let syns = std::mem::take(&mut u.syns);
        self.undecided.remove(&pair);
        self.open(key);
        for (from, seq, _) in syns {
            let side = usize::from(from != key.0);
            if let Some(s) = self.side(key, side) {
                s.seen = true;
                let syn = Segment {
                    seq,
                    syn: true,
                    ..Segment::default()
                };
                s.tcp.segment(syn, &mut Vec::new());
            }
        }
        Ok(Some(key))
    }

    /// The connection's `side` starts with a TLS record: reported once, and its bytes are not
    /// decoded.
    fn tls(
        &mut self,
        time: u64,
        key: (SocketAddr, SocketAddr),
        side: usize,
        bytes: &[u8],
    ) -> Result<(), Failure> {
        self.counts.tls += 1;
        let (kind, major, minor) = match bytes {
            [k, a, b, ..] => (*k, *a, *b),
            _ => (0, 0, 0),
        };
        let message = format!(
            "TLS: the {} stream starts with a TLS record (content type {kind}, version \
             {major}.{minor}); the connection is encrypted and is not decoded",
            direction_name(side)
        );
        self.note(time, Some(key), NoteKind::Tls, message, false)
    }

    /// The events of one direction, in order.
    fn events(
        &mut self,
        time: u64,
        key: (SocketAddr, SocketAddr),
        side: usize,
        events: &mut Vec<Event>,
    ) -> Result<(), Failure> {
        for event in events.drain(..) {
            match event {
                Event::Data(bytes) => {
                    let Some(c) = self.connections.get_mut(&key) else {
                        continue;
                    };
                    if c.tls {
                        continue;
                    }
                    let first = c.sides.get(side).is_some_and(|s| {
                        s.start == 0 && s.buf.is_empty() && s.hunt.is_none_or(|h| h.skipped == 0)
                    });
                    if first && plausible::tls(&bytes) {
                        c.tls = true;
                        self.counts.connections = self.counts.connections.saturating_sub(1);
                        self.tls(time, key, side, &bytes)?;
                        continue;
                    }
                    self.data(time, key, side, &bytes)?
                }
                Event::Gap { at, len, kind } => self.gap(time, key, side, at, len, kind)?,
                Event::Fin | Event::Rst => {
                    let (open, rst) = (
                        self.connections
                            .get(&key)
                            .and_then(|c| c.sides.get(side))
                            .is_some_and(|s| !s.buf.is_empty() && s.hunt.is_none()),
                        matches!(event, Event::Rst),
                    );
                    if rst {
                        if let Some(c) = self.connections.get_mut(&key) {
                            c.reset = true;
                        }
                    }
                    if open {
                        let message = format!(
                            "the {} direction {} inside a frame",
                            direction_name(side),
                            if rst { "is reset" } else { "is closed (FIN)" }
                        );
                        self.note(time, Some(key), NoteKind::Frame, message, true)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// In-order bytes of one direction: frames are cut out of them as they complete (after the
    /// next plausible frame start is found, when the boundaries are not known).
    fn data(
        &mut self,
        time: u64,
        key: (SocketAddr, SocketAddr),
        side_index: usize,
        bytes: &[u8],
    ) -> Result<(), Failure> {
        let Some(side) = self.side(key, side_index) else {
            return Ok(());
        };
        let mut bytes = bytes;
        if side.skip > 0 {
            let n = usize::try_from(side.skip)
                .unwrap_or(usize::MAX)
                .min(bytes.len());
            side.skip -= n as u64;
            side.start += n as u64;
            bytes = bytes.get(n..).unwrap_or_default();
        }
        side.buf.extend_from_slice(bytes);
        self.cut_frames(time, key, side_index, false)
    }

    /// Cuts the frames out of a direction's bytes; `ended` when no more bytes will come (a hunt
    /// then passes over a candidate that would need more).
    fn cut_frames(
        &mut self,
        time: u64,
        key: (SocketAddr, SocketAddr),
        side_index: usize,
        ended: bool,
    ) -> Result<(), Failure> {
        let Some(side) = self.side(key, side_index) else {
            return Ok(());
        };
        let buf = std::mem::take(&mut side.buf);
        let mut start = side.start;
        let mut hunt = side.hunt;
        let mut pos = 0;
        let result = self.frames(
            time, key, side_index, &buf, &mut pos, &mut start, &mut hunt, ended,
        );
        if let Some(side) = self.side(key, side_index) {
            side.start = start;
            side.hunt = hunt;
            let mut buf = buf;
            buf.drain(..pos.min(buf.len()));
            side.buf = buf;
        }
        result
    }

    /// Cuts the frames out of `buf` from `pos` (stream offset `start`), hunting for a frame start
    /// first when `hunt` says so; `pos` and `start` end where the next frame starts.
    #[allow(clippy::too_many_arguments)]
    fn frames(
        &mut self,
        time: u64,
        key: (SocketAddr, SocketAddr),
        side_index: usize,
        buf: &[u8],
        pos: &mut usize,
        start: &mut u64,
        hunt: &mut Option<Hunt>,
        ended: bool,
    ) -> Result<(), Failure> {
        loop {
            if let Some(h) = hunt {
                let rest = buf.get(*pos..).unwrap_or_default();
                let waiting = |id| {
                    self.connections
                        .get(&key)
                        .is_some_and(|c| c.pending.contains_key(&id))
                };
                let found = plausible::find(rest, side_index == 0, waiting, ended);
                let n = match found {
                    Ok(n) | Err(n) => n,
                };
                *pos += n;
                *start += n as u64;
                h.skipped += n as u64;
                if found.is_err() {
                    return Ok(());
                }
                let message = format!(
                    "{} stream resynchronised at stream offset {start}, where a plausible {} \
                     starts ({}); {} bytes before it skipped",
                    direction_name(side_index),
                    direction_word(side_index),
                    h.why.text(),
                    h.skipped
                );
                let loss = h.skipped > 0 && !matches!(h.why, Lost::MidStream);
                *hunt = None;
                self.note(time, Some(key), NoteKind::Resync, message, loss)?;
            }
            let Some(rest) = buf.get(*pos..).filter(|r| !r.is_empty()) else {
                return Ok(());
            };
            match Framing::default().split(rest) {
                Ok(Status::Complete { frame, .. }) => {
                    self.frame(time, key, side_index, *start, frame)?;
                    *pos += frame.len();
                    *start += frame.len() as u64;
                }
                Ok(Status::Partial { .. }) => return Ok(()),
                Err(e) => {
                    let message = format!(
                        "{} stream offset {start}: no frame starts here ({e}); looking for the \
                         next plausible frame",
                        direction_name(side_index)
                    );
                    self.note(time, Some(key), NoteKind::Resync, message, true)?;
                    *hunt = Some(Hunt {
                        why: Lost::NotFrame { at: *start },
                        skipped: 0,
                    });
                }
            }
        }
    }

    /// Missing bytes of one direction. Inside a frame whose size is known, that frame is reported
    /// and the stream goes on at the next one; elsewhere the frame boundaries are lost, and the
    /// next plausible frame start is looked for after the gap.
    fn gap(
        &mut self,
        time: u64,
        key: (SocketAddr, SocketAddr),
        side_index: usize,
        at: u64,
        len: u64,
        kind: GapKind,
    ) -> Result<(), Failure> {
        let Some(side) = self.side(key, side_index) else {
            return Ok(());
        };
        let why = match kind {
            GapKind::NotCaptured => "not in the capture",
            GapKind::Snaplen => "cut off by the capture's snap length",
        };
        let lost = |side: &mut Side, at: u64, len: u64| {
            let skipped = side.hunt.map_or(0, |h| h.skipped) + side.buf.len() as u64;
            side.hunt = Some(Hunt {
                why: Lost::Gap { at, len },
                skipped,
            });
            side.buf = Vec::new();
            side.start = at + len;
            format!(
                "{len} bytes {why} at {} stream offset {at}: frame boundaries are lost; looking \
                 for the next plausible frame",
                direction_name(side_index)
            )
        };
        if side.hunt.is_some() {
            let message = lost(side, at, len);
            return self.note(time, Some(key), NoteKind::Gap, message, true);
        }
        if side.skip > 0 {
            // Inside a frame already reported.
            let n = side.skip.min(len);
            side.skip -= n;
            side.start += n;
            if n == len {
                return Ok(());
            }
            let message = lost(side, at + n, len - n);
            return self.note(time, Some(key), NoteKind::Gap, message, true);
        }
        let frame_len = side
            .buf
            .first_chunk::<4>()
            .map(|p| 4 + u64::from(u32::from_be_bytes(*p)));
        let held = side.buf.len() as u64;
        let frame_start = side.start;
        match frame_len {
            Some(total) if held + len <= total => {
                // The gap falls inside this frame: report it, pass over the rest of it.
                side.skip = total - held - len;
                side.start = frame_start + held + len;
                let head = std::mem::take(&mut side.buf);
                let message = format!(
                    "{} frame at stream offset {frame_start} ({total} bytes): {len} bytes from \
                     stream offset {at} are {why}; it is not decoded",
                    direction_name(side_index)
                );
                self.partial_frame(time, key, side_index, &head, total)?;
                self.note(time, Some(key), NoteKind::Gap, message, true)
            }
            _ => {
                let message = lost(side, at, len);
                self.note(time, Some(key), NoteKind::Gap, message, true)
            }
        }
    }

    /// The head of a request frame broken by a gap still names its API, version and correlation id:
    /// its response can be paired.
    fn partial_frame(
        &mut self,
        time: u64,
        key: (SocketAddr, SocketAddr),
        side_index: usize,
        head: &[u8],
        total: u64,
    ) -> Result<(), Failure> {
        let response = side_index != 0;
        if response {
            self.counts.responses += 1;
        } else {
            self.counts.requests += 1;
        }
        let start = request_start(head).filter(|_| !response);
        if let (Some((api_key, api_version, id)), Some(c)) = (start, self.connections.get_mut(&key))
        {
            c.pending.entry(id).or_default().push_back(Pending {
                api_key,
                api_version,
                time,
                client_id: None,
                topic_hit: false,
            });
        }
        let view = View {
            api: start.map(|s| s.0),
            correlation_id: start.map(|s| s.2),
            connection: key,
            client_id: None,
            topic_hit: false,
            errors: None,
        };
        if !self.options.filter.matches(&view) {
            return Ok(());
        }
        if let Some(s) = &mut self.summary {
            let api = start.map_or(Api::Unknown, |(k, v, _)| Api::Known(k, v));
            s.add(
                response,
                &Seen {
                    api: if response { Api::Unknown } else { api },
                    connection: key,
                    client_id: None,
                    bytes: total,
                    latency: None,
                    errors: None,
                },
            );
        }
        Ok(())
    }

    /// A whole frame: explained, paired and written.
    fn frame(
        &mut self,
        time: u64,
        key: (SocketAddr, SocketAddr),
        side_index: usize,
        start: u64,
        frame: &[u8],
    ) -> Result<(), Failure> {
        let limits = self.options.limits;
        let response = side_index != 0;
        let mut latency = None;
        let wanted = self.options.filter.topics();
        let head = if response { None } else { request_start(frame) };
        let correlation_id = if response {
            response_correlation_id(frame)
        } else {
            head.map(|s| s.2)
        };
        let (facts, api, client_id, topic_hit) = if !response {
            self.counts.requests += 1;
            let facts = facts::request(frame, wanted);
            if let Some((api_key, api_version, id)) = head {
                let no_response = api_key == ApiKey::PRODUCE && facts.acks == Some(0);
                if no_response {
                    self.counts.no_response_expected += 1;
                }
                if let Some(c) = self.connections.get_mut(&key).filter(|_| !no_response) {
                    c.pending.entry(id).or_default().push_back(Pending {
                        api_key,
                        api_version,
                        time,
                        client_id: facts.client_id.clone(),
                        topic_hit: facts.topic_hit,
                    });
                }
            }
            let client_id = facts.client_id.clone();
            let hit = facts.topic_hit;
            (facts, head.map(|(k, v, _)| (k, v)), client_id, hit)
        } else {
            self.counts.responses += 1;
            let pending = correlation_id.and_then(|id| {
                let c = self.connections.get_mut(&key)?;
                let queue = c.pending.get_mut(&id)?;
                let found = queue.pop_front();
                if queue.is_empty() {
                    c.pending.remove(&id);
                }
                found
            });
            match pending {
                Some(p) => {
                    self.counts.paired += 1;
                    latency = Some(time.saturating_sub(p.time));
                    let facts = facts::response(frame, p.api_key, p.api_version, wanted);
                    let hit = p.topic_hit || facts.topic_hit;
                    (facts, Some((p.api_key, p.api_version)), p.client_id, hit)
                }
                None => (Facts::default(), None, None, false),
            }
        };
        if !facts.ok {
            self.counts.bad += 1;
        }
        let view = View {
            api: api.map(|a| a.0),
            correlation_id,
            connection: key,
            client_id: client_id.as_ref().map(Option::as_deref),
            topic_hit,
            errors: response.then_some(&facts.errors),
        };
        if !self.options.filter.matches(&view) {
            return Ok(());
        }
        self.counts.shown += 1;
        if let Some(s) = &mut self.summary {
            s.add(
                response,
                &Seen {
                    api: api.map_or(Api::Unknown, |(k, v)| Api::Known(k, v)),
                    connection: key,
                    client_id: client_id.as_ref().map(Option::as_deref),
                    bytes: frame.len() as u64,
                    latency,
                    errors: Some(&facts.errors),
                },
            );
            return Ok(());
        }
        let mut f = match api {
            _ if !response => explain_request_with(frame, limits),
            Some((k, v)) => explain_response_with(frame, k, v, limits),
            None => {
                let mut none = RequestIndex::new();
                explain_frame(frame, &mut Decoding::Paired(&mut none), limits)
            }
        };
        f.stream_offset = usize::try_from(start).unwrap_or(usize::MAX);
        let (client, server) = key;
        let (from, to) = if side_index == 0 {
            (client, server)
        } else {
            (server, client)
        };
        if self.options.json {
            if self.frames_written > 0 {
                self.out.write_all(b",")?;
            }
            let j = JsonFrame {
                time: time_text(time),
                time_ns: time,
                client: client.to_string(),
                server: server.to_string(),
                direction: direction_word(side_index),
                latency_us: latency.map(|ns| ns as f64 / 1000.0),
                frame: &f,
            };
            serde_json::to_writer(&mut *self.out, &j).map_err(|e| Failure::Output(e.into()))?;
        } else {
            let mut head = format!(
                "{}=== {} {from} -> {to} {} at stream offset {start}",
                if self.frames_written > 0 { "\n" } else { "" },
                time_text(time),
                direction_word(side_index),
            );
            if let Some(ns) = latency {
                let _ = write!(head, ", {} after its request", duration_text(ns));
            }
            head.push_str(" ===\n");
            self.out.write_all(head.as_bytes())?;
            let mut w = IoWriter::new(&mut self.out);
            if f.write_text(&mut w).is_err() {
                return Err(Failure::Output(w.error.unwrap_or_else(|| {
                    io::Error::other("a frame's text could not be formatted")
                })));
            }
        }
        self.frames_written += 1;
        Ok(())
    }

    /// A note about the capture, a connection or a direction; `loss` when something was lost.
    fn note(
        &mut self,
        time: u64,
        key: Option<(SocketAddr, SocketAddr)>,
        kind: NoteKind,
        message: String,
        loss: bool,
    ) -> Result<(), Failure> {
        if loss {
            self.counts.losses += 1;
        }
        let connection = key.map(|(c, s)| format!("{c} -> {s}"));
        if self.options.json {
            let v = serde_json::to_value(JsonNote {
                time: time_text(time),
                kind,
                connection,
                message: &message,
            })
            .map_err(|e| Failure::Output(e.into()))?;
            self.notes_json.push(v);
        } else {
            let mut line = String::new();
            if self.frames_written > 0 {
                line.push('\n');
            }
            line.push_str("note: ");
            if time > 0 {
                let _ = write!(line, "{} ", time_text(time));
            }
            if let Some(c) = connection {
                let _ = write!(line, "{c}: ");
            }
            line.push_str(&message);
            line.push('\n');
            self.out.write_all(line.as_bytes())?;
            // A frame's text after a note starts on a fresh line too.
            self.frames_written = self.frames_written.max(1);
        }
        Ok(())
    }

    /// Drops a connection whose two directions are closed, reporting requests left unanswered.
    fn close_if_done(&mut self, time: u64, key: (SocketAddr, SocketAddr)) -> Result<(), Failure> {
        let done = self
            .connections
            .get(&key)
            .is_some_and(|c| c.reset || c.sides.iter().all(|s| s.tcp.closed()));
        if done {
            self.close(time, key)?;
        }
        Ok(())
    }

    fn close(&mut self, time: u64, key: (SocketAddr, SocketAddr)) -> Result<(), Failure> {
        for side in 0..2 {
            if self.side(key, side).is_some_and(|s| s.hunt.is_some()) {
                self.cut_frames(time, key, side, true)?;
            }
        }
        let Some(mut c) = self.connections.remove(&key) else {
            return Ok(());
        };
        for (index, side) in c.sides.iter().enumerate() {
            let Some(h) = side.hunt else { continue };
            let skipped = h.skipped + side.buf.len() as u64;
            if skipped > 0 {
                let message = format!(
                    "{} stream: no plausible {} found ({}); the last {skipped} bytes are skipped",
                    direction_name(index),
                    direction_word(index),
                    h.why.text()
                );
                self.note(time, Some(key), NoteKind::Resync, message, false)?;
            }
        }
        let mut unanswered: Vec<(i32, Pending)> = c
            .pending
            .drain()
            .flat_map(|(id, q)| q.into_iter().map(move |p| (id, p)))
            .collect();
        unanswered.sort_by_key(|(id, p)| (p.time, *id));
        self.counts.unanswered += unanswered.len() as u64;
        for (id, p) in unanswered {
            let message = format!(
                "{} v{} request with correlation id {id} (at {}) has no response in the capture",
                p.api_key,
                p.api_version,
                time_text(p.time)
            );
            self.note(time, Some(key), NoteKind::Unanswered, message, false)?;
        }
        Ok(())
    }

    /// The end of the capture: every direction flushed, every connection closed.
    fn close_all(&mut self) -> Result<(), Failure> {
        let mut lost = std::mem::take(&mut self.lost);
        self.fragments.flush(&mut lost);
        let result = self.report_lost(0, &mut lost);
        self.lost = lost;
        result?;
        let mut keys: Vec<_> = self.connections.keys().copied().collect();
        keys.sort();
        for key in keys {
            for side in 0..2 {
                let mut events = Vec::new();
                if let Some(s) = self.side(key, side) {
                    s.tcp.flush(&mut events);
                }
                self.events(0, key, side, &mut events)?;
                let message = self
                    .connections
                    .get(&key)
                    .and_then(|c| c.sides.get(side))
                    .filter(|s| s.hunt.is_none() && !s.buf.is_empty())
                    .map(|s| {
                        format!(
                            "the capture ends inside a {} frame at stream offset {} ({} bytes \
                             there)",
                            direction_word(side),
                            s.start,
                            s.buf.len()
                        )
                    });
                if let Some(m) = message {
                    self.note(0, Some(key), NoteKind::Frame, m, true)?;
                }
            }
            self.close(0, key)?;
        }
        Ok(())
    }
}

fn direction_word(side: usize) -> &'static str {
    if side == 0 {
        "request"
    } else {
        "response"
    }
}

fn direction_name(side: usize) -> &'static str {
    if side == 0 {
        "client-to-server"
    } else {
        "server-to-client"
    }
}

/// Nanoseconds since 1970 from seconds and a fraction in `units` per second.
pub fn nanos(seconds: u64, fraction: u64, units: u64) -> u64 {
    let units = units.max(1);
    let frac = u128::from(fraction) * 1_000_000_000 / u128::from(units);
    seconds
        .saturating_mul(1_000_000_000)
        .saturating_add(u64::try_from(frac).unwrap_or(u64::MAX))
}

/// `2024-05-01 12:00:00.000123` (UTC, microseconds).
pub fn time_text(ns: u64) -> String {
    let secs = ns / 1_000_000_000;
    let micros = (ns % 1_000_000_000) / 1000;
    let days = secs / 86_400;
    let rest = secs % 86_400;
    let (y, m, d) = civil_date(days);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}:{:02}.{micros:06}",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

/// Year, month and day of a count of days since 1970-01-01 (the proleptic Gregorian calendar,
/// counted in 400-year eras of 146,097 days from 0000-03-01).
fn civil_date(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z % 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + u64::from(m <= 2);
    (y, m, d)
}

/// `0.412 ms`.
pub fn duration_text(ns: u64) -> String {
    format!("{}.{:03} ms", ns / 1_000_000, ns % 1_000_000 / 1000)
}

/// What a packet's IP layer carries, when it may be Kafka's.
enum IpLayer<'a> {
    /// A TCP segment (or what the capture kept of one), whole in this packet.
    Tcp {
        src: IpAddr,
        dst: IpAddr,
        /// The IP payload: the TCP header and data.
        payload: &'a [u8],
    },
    /// A fragment of a datagram that may carry TCP.
    Fragment {
        key: ipfrag::Key,
        offset: usize,
        more: bool,
        /// Its bytes: IPv6's are copied when extension headers follow the Fragment header.
        data: Cow<'a, [u8]>,
        /// The packet ends before its IP length says.
        incomplete: bool,
    },
}

/// The IP layer of a packet of link type `link`: a TCP segment or a fragment, if it is one.
fn ip_of(link: Linktype, data: &[u8]) -> Option<IpLayer<'_>> {
    let sliced = match link {
        Linktype::ETHERNET => LaxSlicedPacket::from_ethernet(data).ok()?,
        Linktype::RAW | Linktype::IPV4 | Linktype::IPV6 => LaxSlicedPacket::from_ip(data).ok()?,
        Linktype::LINUX_SLL => {
            let proto = data.get(14..16)?;
            let proto = u16::from_be_bytes([*proto.first()?, *proto.get(1)?]);
            LaxSlicedPacket::from_ether_type(EtherType(proto), data.get(16..)?)
        }
        Linktype::LINUX_SLL2 => {
            let proto = u16::from_be_bytes([*data.first()?, *data.get(1)?]);
            LaxSlicedPacket::from_ether_type(EtherType(proto), data.get(20..)?)
        }
        // BSD loopback: a 4-byte address family (host order for NULL, network order for LOOP);
        // the IP version is in the packet itself.
        Linktype::NULL | Linktype::LOOP => LaxSlicedPacket::from_ip(data.get(4..)?).ok()?,
        _ => return None,
    };
    let payload = sliced.ip_payload()?;
    // etherparse reads at most MAX_VLANS tags, so every packet it gives an IP layer fits.
    let vlans = ipfrag::Vlans::new(sliced.vlan_ids().iter().map(|id| id.value()))?;
    match &sliced.net {
        Some(LaxNetSlice::Ipv4(s)) => {
            let h = s.header();
            let (src, dst) = (h.source_addr().into(), h.destination_addr().into());
            if payload.ip_number != IpNumber::TCP {
                return None;
            }
            if !payload.fragmented {
                return Some(IpLayer::Tcp {
                    src,
                    dst,
                    payload: payload.payload,
                });
            }
            Some(IpLayer::Fragment {
                key: ipfrag::Key {
                    vlans,
                    src,
                    dst,
                    protocol: IpNumber::TCP.0,
                    id: u32::from(h.identification()),
                },
                offset: usize::from(h.fragments_offset().byte_offset()),
                more: h.more_fragments(),
                data: Cow::Borrowed(payload.payload),
                incomplete: payload.incomplete,
            })
        }
        Some(LaxNetSlice::Ipv6(s)) => {
            let h = s.header();
            let (src, dst) = (h.source_addr().into(), h.destination_addr().into());
            if !payload.fragmented {
                return (payload.ip_number == IpNumber::TCP).then_some(IpLayer::Tcp {
                    src,
                    dst,
                    payload: payload.payload,
                });
            }
            // The fragmentable part starts after the Fragment header: the extension headers
            // after it (parsed only in the first fragment, or misread in the others), then the
            // payload.
            let exts = s.extensions();
            let mut before = 0;
            let mut frag = None;
            for ext in exts.clone() {
                use etherparse::Ipv6ExtensionSlice as E;
                let len = match &ext {
                    E::HopByHop(x) | E::Routing(x) | E::DestinationOptions(x) => x.slice().len(),
                    E::Authentication(x) => x.slice().len(),
                    E::Fragment(x) => x.slice().len(),
                };
                before += len;
                if let E::Fragment(f) = ext {
                    frag = Some(f);
                    break;
                }
            }
            let f = frag?;
            let next = f.next_header();
            if next != IpNumber::TCP && !next.is_ipv6_ext_header_value() {
                return None;
            }
            let after = exts.slice().get(before..).unwrap_or_default();
            let data = if after.is_empty() {
                Cow::Borrowed(payload.payload)
            } else {
                Cow::Owned([after, payload.payload].concat())
            };
            Some(IpLayer::Fragment {
                key: ipfrag::Key {
                    vlans,
                    src,
                    dst,
                    protocol: next.0,
                    id: f.identification(),
                },
                offset: usize::from(f.fragment_offset().byte_offset()),
                more: f.more_fragments(),
                data,
                incomplete: payload.incomplete,
            })
        }
        _ => None,
    }
}

/// The TCP payload of a datagram put back together (IPv6: past the extension headers that
/// followed the Fragment header), if it is TCP.
fn reassembled_tcp<'a>(key: &ipfrag::Key, payload: &'a [u8]) -> Option<&'a [u8]> {
    let protocol = IpNumber(key.protocol);
    if protocol == IpNumber::TCP {
        return Some(payload);
    }
    if !key.src.is_ipv6() {
        return None;
    }
    let (_, number, rest, _) = Ipv6ExtensionsSlice::from_slice_lax(protocol, payload);
    (number == IpNumber::TCP).then_some(rest)
}

/// The TCP segment in an IP payload from `src` to `dst`; `cut` bytes of the packet not captured.
fn tcp_in(src_ip: IpAddr, dst_ip: IpAddr, payload: &[u8], cut: u64) -> Option<Tcp<'_>> {
    let header = match TcpHeaderSlice::from_slice(payload) {
        Ok(h) => h,
        // Cut inside the TCP header: the ports may still be there.
        Err(_) if cut > 0 => {
            let p = payload;
            let (Some(a), Some(b), Some(c), Some(d)) = (p.first(), p.get(1), p.get(2), p.get(3))
            else {
                return None;
            };
            return Some(Tcp {
                src: SocketAddr::new(src_ip, u16::from_be_bytes([*a, *b])),
                dst: SocketAddr::new(dst_ip, u16::from_be_bytes([*c, *d])),
                segment: Segment::default(),
                headless: true,
                ack: false,
            });
        }
        Err(_) => return None,
    };
    let bytes = payload.get(header.slice().len()..)?;
    Some(Tcp {
        headless: false,
        ack: header.ack(),
        src: SocketAddr::new(src_ip, header.source_port()),
        dst: SocketAddr::new(dst_ip, header.destination_port()),
        segment: Segment {
            seq: header.sequence_number(),
            syn: header.syn(),
            fin: header.fin(),
            rst: header.rst(),
            data: bytes,
            cut,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detect_keeps_a_bounded_table_of_undecided_connections() {
        let options = Options {
            ports: vec![9092],
            limits: Limits::default(),
            json: false,
            detect: true,
            summary: true,
            filter: Filter::default(),
            buffer: BUFFER,
            max_block: MAX_BLOCK,
        };
        let server: SocketAddr = "10.0.0.1:8080".parse().unwrap();
        let client = |n: usize| -> SocketAddr {
            let ip = std::net::Ipv4Addr::from(0x0a01_0000 + (n as u32 >> 16));
            SocketAddr::new(ip.into(), (n & 0xffff) as u16)
        };
        let packet = |n: usize, data: &'static [u8]| Tcp {
            src: client(n),
            dst: server,
            segment: Segment {
                seq: 1,
                data,
                ..Segment::default()
            },
            headless: false,
            ack: true,
        };
        let mut out = Vec::new();
        let counts = explain_packets(&options, &mut out, |run| {
            // Connections seen from their middle, never closed: HTTP, not Kafka.
            for n in 0..3 * MAX_UNDECIDED {
                let found = run.detect(n as u64, &packet(n, b"GET / HTTP/1.1\r\n\r\n"))?;
                assert!(found.is_none());
                assert!(run.undecided.len() <= MAX_UNDECIDED);
            }
            // The newest are still known, the oldest forgotten.
            let pair = |n: usize| (client(n).min(server), client(n).max(server));
            assert!(run.undecided.contains_key(&pair(3 * MAX_UNDECIDED - 1)));
            assert!(!run.undecided.contains_key(&pair(0)));
            // Many at one instant: the table still does not grow past its bound.
            for n in 3 * MAX_UNDECIDED..4 * MAX_UNDECIDED + 10 {
                run.detect(7, &packet(n, b"GET / HTTP/1.1\r\n\r\n"))?;
                assert!(run.undecided.len() <= MAX_UNDECIDED);
            }
            Ok(())
        });
        assert!(counts.is_ok_and(|c| c.connections == 0));
    }

    #[test]
    fn a_record_past_max_block_is_a_note_and_a_short_file_grows_nothing() {
        let options = |max_block| Options {
            ports: vec![9092],
            limits: Limits::default(),
            json: false,
            detect: false,
            summary: false,
            filter: Filter::default(),
            buffer: 1 << 12,
            max_block,
        };
        let mut file = Vec::new();
        file.extend(0xa1b2_c3d4u32.to_le_bytes());
        file.extend(2u16.to_le_bytes());
        file.extend(4u16.to_le_bytes());
        file.extend([0; 8]);
        file.extend(65535u32.to_le_bytes());
        file.extend(1u32.to_le_bytes());
        file.extend([0; 8]);
        file.extend(20_000u32.to_le_bytes());
        file.extend(20_000u32.to_le_bytes());
        file.extend(vec![0u8; 20_000]);
        // The record is all there but passes the largest one read.
        let mut out = Vec::new();
        let input = Box::new(io::Cursor::new(file.clone()));
        let counts = explain_capture(input, &options(1 << 13), &mut out);
        let text = String::from_utf8_lossy(&out);
        assert!(counts.is_ok_and(|c| c.losses == 1), "{text}");
        assert!(
            text.contains("a record at byte 24 of the capture is larger than 8192 bytes"),
            "{text}"
        );
        // Within the limit it is read.
        let mut out = Vec::new();
        let input = Box::new(io::Cursor::new(file.clone()));
        let counts = explain_capture(input, &options(1 << 15), &mut out);
        assert!(counts.is_ok_and(|c| c.losses == 0 && c.packets == 1));
        // Cut short by the end of the file: said as such.
        let mut out = Vec::new();
        file.truncate(10_000);
        let input = Box::new(io::Cursor::new(file));
        let counts = explain_capture(input, &options(1 << 15), &mut out);
        let text = String::from_utf8_lossy(&out);
        assert!(counts.is_ok_and(|c| c.losses == 1), "{text}");
        assert!(
            text.contains("the capture ends inside a record at byte 24"),
            "{text}"
        );
    }

    #[test]
    fn dates_and_times() {
        assert_eq!(time_text(0), "1970-01-01 00:00:00.000000");
        // 2000-02-29 (a leap day in a century leap year), 951782400 s after 1970.
        assert_eq!(
            time_text(951_782_400_123_456_789),
            "2000-02-29 00:00:00.123456"
        );
        assert_eq!(
            time_text(1_700_000_000_000_000_000),
            "2023-11-14 22:13:20.000000"
        );
        assert_eq!(duration_text(1_234_567), "1.234 ms");
        assert_eq!(nanos(1, 5, 10), 1_500_000_000);
    }
}

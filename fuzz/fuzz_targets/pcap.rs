//! kafka-explain's packet-capture reader (`kafka_view_explain::pcap`) on any bytes: the pcap and
//! pcapng readers, the link, IP and TCP layers, TCP reassembly, frame cutting, resynchronisation,
//! pairing and the summary. It must return (an error is fine) and never panic.
//!
//! The first byte picks the options (bit 1: JSON, 2: --detect, 3: --summary, 4: a --filter) and,
//! by bit 0, what the rest is: a capture file as it is, or a script of TCP segments made into a
//! pcap file here, so that the fuzzer reaches reassembly without having to find valid Ethernet, IP
//! and TCP headers first. For a script, bit 5 of the first byte makes its packets IPv6 (else
//! IPv4), and bit 6 puts 10 s between its records (else 10 us), so that IP fragments time out.
//!
//! A script is records of `[flags, seq_hi, seq_lo, len, data...]`: flags 0x80 sends from the
//! server (else from the client), 0x40 cuts each packet to half its data as a snap length would,
//! 0x20 sends the segment in IP fragments, and the rest are TCP's flags (FIN 0x01, SYN 0x02, RST
//! 0x04, PSH 0x08, ACK 0x10); the sequence number is an offset from each direction's initial one.
//! A fragmented record has one more byte before its data, `[flags, seq_hi, seq_lo, frag, len,
//! data...]`, that says how (see [`fragments`]): the fuzzer reaches IP fragment reassembly with
//! fragments in order, out of order, sent twice, overlapping, missing, cut and timed out.
#![no_main]

use kafka_view_explain::pcap::{explain_capture, Options};
use kafka_view_explain::{Filter, Limits};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let capture = if mode & 1 == 0 {
        rest.to_vec()
    } else {
        script(mode, rest)
    };
    let terms: Vec<String> = if mode & 16 != 0 {
        vec!["api=CreateDelegationToken".into(), "error=any".into()]
    } else {
        Vec::new()
    };
    let Ok(filter) = Filter::parse(&terms) else {
        panic!("the filter {terms:?} is refused");
    };
    let options = Options {
        ports: vec![9092],
        limits: Limits::default(),
        json: mode & 2 != 0,
        detect: mode & 4 != 0,
        summary: mode & 8 != 0,
        filter,
        buffer: 1 << 12,
        max_block: 1 << 18,
    };
    let counts = explain_capture(
        Box::new(std::io::Cursor::new(capture)),
        &options,
        &mut std::io::sink(),
    );
    if let Ok(c) = counts {
        assert!(c.paired <= c.responses, "more pairs than responses");
        assert!(
            c.shown <= c.requests + c.responses,
            "more frames shown than read"
        );
    }
});

/// The sender's and the receiver's addresses (the client's or the server's), IPv4 or IPv6.
fn addresses(v6: bool, server: bool) -> (Vec<u8>, Vec<u8>) {
    let host = |last: u8| {
        if v6 {
            let mut a = vec![0; 16];
            a[0] = 0xfd;
            a[15] = last;
            a
        } else {
            vec![10, 0, 0, last]
        }
    };
    let (client, host) = (host(1), host(2));
    if server {
        (host, client)
    } else {
        (client, host)
    }
}

/// The IP header of a packet from the client (or the server) with `len` bytes of payload: TCP, or
/// with `fragment` (byte offset, more fragments follow, identification) one fragment of it.
fn ip_header(v6: bool, server: bool, len: usize, fragment: Option<(usize, bool, u32)>) -> Vec<u8> {
    let (src, dst) = addresses(v6, server);
    let mut h = Vec::with_capacity(48);
    if v6 {
        let extra = if fragment.is_some() { 8 } else { 0 };
        h.extend([0x60, 0, 0, 0]);
        h.extend(u16::try_from(len + extra).unwrap_or(u16::MAX).to_be_bytes());
        h.push(if fragment.is_some() { 44 } else { 6 });
        h.push(64);
        h.extend(src);
        h.extend(dst);
        if let Some((offset, more, id)) = fragment {
            h.extend([6, 0]);
            let field = (offset as u16 & 0xfff8) | u16::from(more);
            h.extend(field.to_be_bytes());
            h.extend(id.to_be_bytes());
        }
    } else {
        h.extend([0x45, 0]);
        h.extend(u16::try_from(20 + len).unwrap_or(u16::MAX).to_be_bytes());
        let (id, field) = match fragment {
            Some((offset, more, id)) => {
                let field = (offset as u16 / 8) & 0x1fff | if more { 0x2000 } else { 0 };
                (id as u16, field)
            }
            None => (0, 0x4000), // don't fragment
        };
        h.extend(id.to_be_bytes());
        h.extend(field.to_be_bytes());
        h.extend([64, 6, 0, 0]);
        h.extend(src);
        h.extend(dst);
    }
    h
}

/// The IP packets carrying `tcp` in fragments, each with the number of its payload bytes, as the
/// byte `how` says: bits 0-2 the fragment size ((n + 1) * 8 bytes); bits 3-4 the order (as cut,
/// reversed, the first sent last, the second sent twice); bit 5 leaves the second fragment out;
/// bit 6 starts each fragment after the first 8 bytes early, overlapping the one before, whose
/// bytes it repeats, unless bit 7 changes them; without bit 6, bit 7 gives this datagram the
/// identification of the one before.
fn fragments(v6: bool, server: bool, tcp: &[u8], how: u8, id: &mut u32) -> Vec<(Vec<u8>, usize)> {
    let size = (usize::from(how & 7) + 1) * 8;
    let overlap = how & 0x40 != 0;
    if overlap || how & 0x80 == 0 {
        *id = id.wrapping_add(1);
    }
    let mut pieces = Vec::new();
    let mut start = 0;
    while start < tcp.len() || pieces.is_empty() {
        let end = (start + size).min(tcp.len());
        let from = if overlap && start > 0 {
            start - 8
        } else {
            start
        };
        let mut data = tcp.get(from..end).unwrap_or_default().to_vec();
        if overlap && how & 0x80 != 0 && start > 0 {
            if let Some(b) = data.first_mut() {
                *b ^= 0xff;
            }
        }
        let more = end < tcp.len();
        let mut packet = ip_header(v6, server, data.len(), Some((from, more, *id)));
        let n = data.len();
        packet.extend(data);
        pieces.push((packet, n));
        start = end;
    }
    match (how >> 3) & 3 {
        1 => pieces.reverse(),
        2 => pieces.rotate_left(1),
        3 => {
            if let Some(p) = pieces.get(1).cloned() {
                pieces.insert(1, p);
            }
        }
        _ => {}
    }
    if how & 0x20 != 0 && pieces.len() > 1 {
        pieces.remove(1);
    }
    pieces
}

/// A pcap file (Ethernet; the client 10.0.0.1:40000 or [fd00::1]:40000 and the server 10.0.0.2
/// or [fd00::2], port 9092) of the segments a script describes.
fn script(mode: u8, mut bytes: &[u8]) -> Vec<u8> {
    let v6 = mode & 0x20 != 0;
    let step: u64 = if mode & 0x40 != 0 { 10_000_000 } else { 10 };
    let mut out = Vec::new();
    // The file header: little-endian pcap 2.4, micro-seconds, snap length 65535, Ethernet.
    out.extend(0xA1B2_C3D4u32.to_le_bytes());
    out.extend(2u16.to_le_bytes());
    out.extend(4u16.to_le_bytes());
    out.extend([0; 8]);
    out.extend(65535u32.to_le_bytes());
    out.extend(1u32.to_le_bytes());
    let mut micros = 0u64;
    let mut id = 0u32;
    while let [flags, hi, lo, rest @ ..] = bytes {
        let fragmented = flags & 0x20 != 0;
        let (how, len, tail) = match (fragmented, rest) {
            (true, [how, len, tail @ ..]) => (*how, *len, tail),
            (false, [len, tail @ ..]) => (0, *len, tail),
            _ => break,
        };
        let n = usize::from(len).min(tail.len());
        let (data, next) = tail.split_at(n);
        bytes = next;
        let server = flags & 0x80 != 0;
        let base: u32 = if server { 5000 } else { 1000 };
        let seq = base.wrapping_add(u32::from(u16::from_be_bytes([*hi, *lo])));
        let (sport, dport) = if server {
            (9092u16, 40000u16)
        } else {
            (40000, 9092)
        };
        let mut tcp = Vec::with_capacity(20 + data.len());
        tcp.extend(sport.to_be_bytes());
        tcp.extend(dport.to_be_bytes());
        tcp.extend(seq.to_be_bytes());
        tcp.extend(0u32.to_be_bytes());
        tcp.push(0x50);
        tcp.push(flags & 0x1f);
        tcp.extend(65535u16.to_be_bytes());
        tcp.extend([0; 4]);
        tcp.extend_from_slice(data);
        let packets = if fragmented {
            fragments(v6, server, &tcp, how, &mut id)
        } else {
            let mut packet = ip_header(v6, server, tcp.len(), None);
            packet.extend(tcp);
            vec![(packet, data.len())]
        };
        micros = micros.wrapping_add(step);
        for (ip, cuttable) in packets {
            let ether_type: u16 = if v6 { 0x86dd } else { 0x0800 };
            let mut packet = vec![2, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0, 1];
            packet.extend(ether_type.to_be_bytes());
            packet.extend(ip);
            let original = packet.len();
            if flags & 0x40 != 0 {
                packet.truncate(original - cuttable / 2);
            }
            out.extend(
                u32::try_from(1_700_000_000 + micros / 1_000_000)
                    .unwrap_or(0)
                    .to_le_bytes(),
            );
            out.extend(u32::try_from(micros % 1_000_000).unwrap_or(0).to_le_bytes());
            out.extend(u32::try_from(packet.len()).unwrap_or(0).to_le_bytes());
            out.extend(u32::try_from(original).unwrap_or(0).to_le_bytes());
            out.extend(packet);
        }
    }
    out
}

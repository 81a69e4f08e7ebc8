//! kafka-explain's packet-capture reader (`kafka_view_explain::pcap`) on any bytes: the pcap and
//! pcapng readers, the link, IP and TCP layers, TCP reassembly, frame cutting, resynchronisation,
//! pairing and the summary. It must return (an error is fine) and never panic.
//!
//! The first byte picks the options (bit 1: JSON, 2: --detect, 3: --summary, 4: a --filter) and,
//! by bit 0, what the rest is: a capture file as it is, or a script of TCP segments made into a
//! pcap file here, so that the fuzzer reaches reassembly without having to find valid Ethernet, IP
//! and TCP headers first. A script is records of `[flags, seq_hi, seq_lo, len, data...]`: flags
//! 0x80 sends from the server (else from the client), 0x40 cuts the packet to half its data as a
//! snap length would, and the rest are TCP's flags (FIN 0x01, SYN 0x02, RST 0x04, ACK 0x10); the
//! sequence number is an offset from each direction's initial one.
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
        script(rest)
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

/// A pcap file (Ethernet, IPv4, the client 10.0.0.1:40000 and the server 10.0.0.2:9092) of the
/// segments a script describes.
fn script(mut bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    // The file header: little-endian pcap 2.4, micro-seconds, snap length 65535, Ethernet.
    out.extend(0xA1B2_C3D4u32.to_le_bytes());
    out.extend(2u16.to_le_bytes());
    out.extend(4u16.to_le_bytes());
    out.extend([0; 8]);
    out.extend(65535u32.to_le_bytes());
    out.extend(1u32.to_le_bytes());
    let mut micros = 0u32;
    while let [flags, hi, lo, len, tail @ ..] = bytes {
        let n = usize::from(*len).min(tail.len());
        let (data, next) = tail.split_at(n);
        bytes = next;
        let server = flags & 0x80 != 0;
        let base: u32 = if server { 5000 } else { 1000 };
        let seq = base.wrapping_add(u32::from(u16::from_be_bytes([*hi, *lo])));
        let (src, dst, sport, dport) = if server {
            ([10, 0, 0, 2], [10, 0, 0, 1], 9092u16, 40000u16)
        } else {
            ([10, 0, 0, 1], [10, 0, 0, 2], 40000, 9092)
        };
        let mut tcp = Vec::with_capacity(20 + data.len());
        tcp.extend(sport.to_be_bytes());
        tcp.extend(dport.to_be_bytes());
        tcp.extend(seq.to_be_bytes());
        tcp.extend(0u32.to_be_bytes());
        tcp.push(0x50);
        tcp.push(flags & 0x3f);
        tcp.extend(65535u16.to_be_bytes());
        tcp.extend([0; 4]);
        tcp.extend_from_slice(data);
        let total = u16::try_from(20 + tcp.len()).unwrap_or(u16::MAX);
        let mut packet = vec![2, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0, 1, 0x08, 0x00];
        packet.extend([0x45, 0]);
        packet.extend(total.to_be_bytes());
        packet.extend([0, 0, 0x40, 0, 64, 6, 0, 0]);
        packet.extend(src);
        packet.extend(dst);
        packet.extend(tcp);
        let original = packet.len();
        if flags & 0x40 != 0 {
            packet.truncate(original - data.len() / 2);
        }
        micros = micros.wrapping_add(10);
        out.extend(1_700_000_000u32.to_le_bytes());
        out.extend(micros.to_le_bytes());
        out.extend(u32::try_from(packet.len()).unwrap_or(0).to_le_bytes());
        out.extend(u32::try_from(original).unwrap_or(0).to_le_bytes());
        out.extend(packet);
    }
    out
}

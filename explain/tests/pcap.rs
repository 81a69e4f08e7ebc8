//! `kafka-explain --pcap`, run as a process on captures built here byte by byte: pcap and pcapng
//! files, each link type, IPv4 and IPv6, segments split, reordered, retransmitted, cut by the snap
//! length or missing, several frames in one segment, and files that are no capture.

#[path = "../../tests/it/common.rs"]
mod common;

use common::{hex, SEEDS};

mod run;
use run::{run, Out};

/// Runs `--pcap FILE` on `capture` written to a temporary file.
fn run_file(name: &str, capture: &[u8], more: &[&str]) -> Out {
    let dir = std::env::temp_dir().join(format!(
        "kafka-view-explain-pcap-{name}-{}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("capture.pcap");
    std::fs::write(&path, capture).unwrap();
    let mut args = vec!["--pcap", path.to_str().unwrap()];
    args.extend_from_slice(more);
    let out = run(&args, b"");
    let _ = std::fs::remove_dir_all(&dir);
    out
}

/// A seed frame with its correlation id replaced.
fn frame(seed: usize, id: i32) -> Vec<u8> {
    let mut f = hex(SEEDS[seed].4);
    let at = if SEEDS[seed].3 { 8 } else { 4 };
    f[at..at + 4].copy_from_slice(&id.to_be_bytes());
    f
}

const SYN: u8 = 0x02;
const ACK: u8 = 0x10;
const PSH_ACK: u8 = 0x18;
const FIN_ACK: u8 = 0x11;

/// One TCP segment of the test connection: the client 10.0.0.1:40000 (or [fd00::1]) talks to the
/// server 10.0.0.2 (or [fd00::2]) on `port`.
#[derive(Clone)]
struct Seg {
    from_client: bool,
    seq: u32,
    flags: u8,
    data: Vec<u8>,
    /// Microseconds since the capture's first second.
    micros: u32,
}

fn seg(from_client: bool, seq: u32, flags: u8, data: &[u8], micros: u32) -> Seg {
    Seg {
        from_client,
        seq,
        flags,
        data: data.to_vec(),
        micros,
    }
}

fn tcp_header(s: &Seg, port: u16) -> Vec<u8> {
    let (src, dst) = if s.from_client {
        (40000u16, port)
    } else {
        (port, 40000)
    };
    let mut h = Vec::new();
    h.extend(src.to_be_bytes());
    h.extend(dst.to_be_bytes());
    h.extend(s.seq.to_be_bytes());
    h.extend(0u32.to_be_bytes()); // acknowledgment number
    h.push(0x50); // 5 words, no options
    h.push(s.flags);
    h.extend(65535u16.to_be_bytes());
    h.extend([0, 0, 0, 0]); // checksum, urgent pointer
    h
}

/// The IP packet (v4 or v6) carrying the segment.
fn ip_packet(s: &Seg, port: u16, v6: bool) -> Vec<u8> {
    let tcp = [tcp_header(s, port), s.data.clone()].concat();
    let mut p = Vec::new();
    if v6 {
        p.extend([0x60, 0, 0, 0]);
        p.extend((tcp.len() as u16).to_be_bytes());
        p.extend([6, 64]); // next header TCP, hop limit
        let mut client = [0u8; 16];
        client[0] = 0xfd;
        client[15] = 1;
        let mut server = client;
        server[15] = 2;
        let (a, b) = if s.from_client {
            (client, server)
        } else {
            (server, client)
        };
        p.extend(a);
        p.extend(b);
    } else {
        p.extend([0x45, 0]);
        p.extend(((20 + tcp.len()) as u16).to_be_bytes());
        p.extend([0, 1, 0x40, 0, 64, 6, 0, 0]); // id, don't fragment, TTL, TCP, checksum
        let (a, b) = if s.from_client {
            ([10, 0, 0, 1], [10, 0, 0, 2])
        } else {
            ([10, 0, 0, 2], [10, 0, 0, 1])
        };
        p.extend(a);
        p.extend(b);
    }
    p.extend(tcp);
    p
}

/// The link-layer frame of `link` (a pcap link type number) around an IP packet.
fn link_frame(link: u32, ip: &[u8], v6: bool) -> Vec<u8> {
    let ether_type: u16 = if v6 { 0x86dd } else { 0x0800 };
    let head = match link {
        1 => [
            &[2, 0, 0, 0, 0, 2][..],
            &[2, 0, 0, 0, 0, 1],
            &ether_type.to_be_bytes(),
        ]
        .concat(),
        113 => [
            &[0, 0, 0, 1, 0, 6][..],
            &[2, 0, 0, 0, 0, 1, 0, 0],
            &ether_type.to_be_bytes(),
        ]
        .concat(),
        276 => [
            &ether_type.to_be_bytes()[..],
            &[0, 0, 0, 0, 0, 1, 0, 1, 4, 6],
            &[2, 0, 0, 0, 0, 1, 0, 0],
        ]
        .concat(),
        0 => (if v6 { 30u32 } else { 2 }).to_le_bytes().to_vec(),
        _ => Vec::new(), // raw IP
    };
    [head, ip.to_vec()].concat()
}

/// A pcap file's header: pcap 2.4, little-endian, microsecond time stamps.
fn pcap_header(link: u32, snaplen: usize) -> Vec<u8> {
    let mut f = Vec::new();
    f.extend(0xa1b2_c3d4u32.to_le_bytes());
    f.extend(2u16.to_le_bytes());
    f.extend(4u16.to_le_bytes());
    f.extend([0; 8]); // time zone, accuracy
    f.extend((snaplen as u32).to_le_bytes());
    f.extend(link.to_le_bytes());
    f
}

/// A pcap record captured `micros` after the capture's first second: the first `snaplen` bytes
/// of `packet`.
fn record(f: &mut Vec<u8>, micros: u32, packet: &[u8], snaplen: usize) {
    let kept = &packet[..packet.len().min(snaplen)];
    f.extend(1_700_000_000u32.to_le_bytes());
    f.extend(micros.to_le_bytes());
    f.extend((kept.len() as u32).to_le_bytes());
    f.extend((packet.len() as u32).to_le_bytes());
    f.extend(kept);
}

/// A pcap file (microsecond time stamps, little-endian) of the segments; `snaplen` cuts packets.
fn pcap(link: u32, segments: &[Seg], port: u16, v6: bool, snaplen: usize) -> Vec<u8> {
    let mut f = pcap_header(link, snaplen);
    for s in segments {
        let packet = link_frame(link, &ip_packet(s, port, v6), v6);
        record(&mut f, s.micros, &packet, snaplen);
    }
    f
}

/// A pcapng block: type, total length, body padded to 4 bytes, total length again.
fn block(kind: u32, body: &[u8]) -> Vec<u8> {
    let mut body = body.to_vec();
    while body.len() % 4 != 0 {
        body.push(0);
    }
    let len = (body.len() + 12) as u32;
    [
        kind.to_le_bytes().to_vec(),
        len.to_le_bytes().to_vec(),
        body,
        len.to_le_bytes().to_vec(),
    ]
    .concat()
}

/// A pcapng file: one section, one interface of `link`, a packet block per segment.
fn pcapng(link: u16, segments: &[Seg], port: u16, v6: bool) -> Vec<u8> {
    let mut shb = Vec::new();
    shb.extend(0x1a2b_3c4du32.to_le_bytes());
    shb.extend(1u16.to_le_bytes());
    shb.extend(0u16.to_le_bytes());
    shb.extend((-1i64).to_le_bytes());
    let mut idb = Vec::new();
    idb.extend(link.to_le_bytes());
    idb.extend(0u16.to_le_bytes());
    idb.extend(65535u32.to_le_bytes());
    let mut f = [block(0x0a0d_0d0a, &shb), block(1, &idb)].concat();
    for s in segments {
        let packet = link_frame(u32::from(link), &ip_packet(s, port, v6), v6);
        let ticks = 1_700_000_000u64 * 1_000_000 + u64::from(s.micros);
        let mut epb = Vec::new();
        epb.extend(0u32.to_le_bytes());
        epb.extend(((ticks >> 32) as u32).to_le_bytes());
        epb.extend((ticks as u32).to_le_bytes());
        epb.extend((packet.len() as u32).to_le_bytes());
        epb.extend((packet.len() as u32).to_le_bytes());
        epb.extend(&packet);
        f.extend(block(6, &epb));
    }
    f
}

/// The handshake, then each direction's data as given, then FIN from both sides.
fn session(client: &[(u32, &[u8], u32)], server: &[(u32, &[u8], u32)]) -> Vec<Seg> {
    let mut s = vec![
        seg(true, 999, SYN, b"", 0),
        seg(false, 4999, SYN | ACK, b"", 10),
        seg(true, 1000, ACK, b"", 20),
    ];
    let mut data: Vec<Seg> = client
        .iter()
        .map(|&(seq, d, t)| seg(true, 1000 + seq, PSH_ACK, d, t))
        .chain(
            server
                .iter()
                .map(|&(seq, d, t)| seg(false, 5000 + seq, PSH_ACK, d, t)),
        )
        .collect();
    data.sort_by_key(|s| s.micros);
    s.extend(data);
    s
}

fn fins(client_end: u32, server_end: u32, at: u32) -> [Seg; 2] {
    [
        seg(true, 1000 + client_end, FIN_ACK, b"", at),
        seg(false, 5000 + server_end, FIN_ACK, b"", at + 1),
    ]
}

/// Headings of the frames, in order.
fn headings(out: &str) -> Vec<&str> {
    out.lines().filter(|l| l.starts_with("=== ")).collect()
}

#[test]
fn split_reordered_and_retransmitted_segments_give_whole_paired_frames() {
    let req = frame(0, 7); // CreateDelegationToken v3, 30 bytes
    let two = [frame(0, 8), frame(2, 9)].concat(); // two requests in one segment
    let resp = frame(1, 7); // 46 bytes
    let resp9 = frame(3, 9);
    let resp8 = frame(1, 8);
    let mut segments = session(
        &[
            // The request in three pieces: the last arrives first, the middle twice.
            (20, &req[20..], 1_000),
            (0, &req[..10], 1_050),
            (10, &req[10..20], 1_100),
            (10, &req[10..20], 1_150),
            (30, &two, 5_000),
        ],
        &[
            (0, &resp[..40], 3_500),
            (40, &resp[40..], 3_600),
            // The responses come back in the other order, in one segment.
            (46, &[resp9.clone(), resp8.clone()].concat(), 7_000),
        ],
    );
    segments.extend(fins(
        (30 + two.len()) as u32,
        (46 + resp9.len() + resp8.len()) as u32,
        9_000,
    ));
    // The last ACK comes after both FINs: it starts no new connection.
    segments.push(seg(true, 1001 + (30 + two.len()) as u32, ACK, b"", 9_100));
    let out = run_file("reorder", &pcap(1, &segments, 9092, false, 65535), &[]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    let heads = headings(&out.stdout);
    assert_eq!(
        heads,
        [
            "=== 2023-11-14 22:13:20.001100 10.0.0.1:40000 -> 10.0.0.2:9092 request at stream \
             offset 0 ===",
            "=== 2023-11-14 22:13:20.003600 10.0.0.2:9092 -> 10.0.0.1:40000 response at stream \
             offset 0, 2.500 ms after its request ===",
            "=== 2023-11-14 22:13:20.005000 10.0.0.1:40000 -> 10.0.0.2:9092 request at stream \
             offset 30 ===",
            "=== 2023-11-14 22:13:20.005000 10.0.0.1:40000 -> 10.0.0.2:9092 request at stream \
             offset 60 ===",
            "=== 2023-11-14 22:13:20.007000 10.0.0.2:9092 -> 10.0.0.1:40000 response at stream \
             offset 46, 2.000 ms after its request ===",
            "=== 2023-11-14 22:13:20.007000 10.0.0.2:9092 -> 10.0.0.1:40000 response at stream \
             offset 68, 2.000 ms after its request ===",
        ],
        "{}",
        out.stdout
    );
    // Each response decoded as its own request's API: the pairing went by correlation id.
    let titles: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| l.contains(" v") && l.contains("header v"))
        .collect();
    assert_eq!(titles.len(), 6, "{}", out.stdout);
    assert!(titles[1].starts_with("CreateDelegationTokenResponse v3"));
    assert!(titles[4].starts_with("SaslAuthenticateResponse v2"));
    assert!(titles[5].starts_with("CreateDelegationTokenResponse v3"));
    assert!(out
        .stdout
        .contains("14 packets, 1 Kafka connections, 3 requests, 3 responses (3 paired with their request), 0 frames not decoded"));
    assert!(!out.stdout.contains("note:"), "{}", out.stdout);
}

#[test]
fn every_link_type_pcapng_ipv6_and_stdin() {
    let req = frame(2, 1);
    let resp = frame(3, 1);
    let mut segments = session(&[(0, &req, 100)], &[(0, &resp, 400)]);
    segments.extend(fins(req.len() as u32, resp.len() as u32, 500));
    for link in [1, 113, 276, 101, 0] {
        for v6 in [false, true] {
            let out = run_file(
                &format!("link{link}{v6}"),
                &pcap(link, &segments, 9092, v6, 65535),
                &[],
            );
            assert_eq!(out.code, 0, "link {link}: {}{}", out.stdout, out.stderr);
            assert!(
                out.stdout
                    .contains("1 requests, 1 responses (1 paired with their request)"),
                "link {link} v6 {v6}: {}",
                out.stdout
            );
        }
    }
    // pcapng on standard input, IPv6, a port from the list.
    let capture = pcapng(1, &segments, 9093, true);
    let out = run(&["--pcap", "-", "--port", "9092,9093"], &capture);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    assert!(out
        .stdout
        .contains("[fd00::1]:40000 -> [fd00::2]:9093 request at stream offset 0 ==="));
    assert!(out.stdout.contains("0.300 ms after its request"));
    assert!(out.stdout.contains("SaslAuthenticateResponse v2"));
    // The default port only: nothing there.
    let out = run(&["--pcap", "-"], &capture);
    assert_eq!(out.code, 1);
    assert!(out
        .stderr
        .contains("no Kafka frame in the capture on port 9092"));
}

#[test]
fn json_frames_carry_time_connection_direction_and_latency() {
    let req = frame(0, 3);
    let resp = frame(1, 3);
    let segments = session(&[(0, &req, 100)], &[(0, &resp, 1_100)]);
    let out = run_file("json", &pcap(1, &segments, 9092, false, 65535), &["--json"]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let frames = v["frames"].as_array().unwrap();
    assert_eq!(frames.len(), 2);
    assert_eq!(frames[0]["direction"], "request");
    assert_eq!(frames[0]["client"], "10.0.0.1:40000");
    assert_eq!(frames[1]["direction"], "response");
    assert_eq!(frames[1]["latency_us"], 1000.0);
    assert_eq!(
        frames[1]["frame"]["message"],
        "CreateDelegationTokenResponse"
    );
    assert_eq!(v["counts"]["paired"], 1);
    assert_eq!(v["ok"], true);
}

#[test]
fn snap_length_cuts_and_missing_segments_are_noted_where_they_fall() {
    // The first request is sent in two segments and the capture keeps only the first 60 bytes of
    // each packet (14 Ethernet + 20 IP + 20 TCP + 6 of payload): each request loses its tail.
    let req = frame(0, 5);
    let next = frame(2, 6);
    let resp = frame(1, 5);
    let segments = session(
        &[
            (0, &req[..20], 100),
            (20, &req[20..], 150),
            (30, &next, 200),
        ],
        &[(0, &resp, 400)],
    );
    let out = run_file("snaplen", &pcap(1, &segments, 9092, false, 60), &[]);
    assert_eq!(out.code, 1, "{}{}", out.stdout, out.stderr);
    assert!(
        out.stdout.contains(
            "client-to-server frame at stream offset 0 (30 bytes): 14 bytes from stream offset 6 \
             are cut off by the capture's snap length; it is not decoded"
        ),
        "{}",
        out.stdout
    );
    // The next request is cut as well, and reported at its own offset.
    assert!(
        out.stdout.contains("at stream offset 30 (17 bytes)"),
        "{}",
        out.stdout
    );

    // A snap length inside the TCP header (14 + 20 + 10): only the ports are left.
    let out = run_file("headless", &pcap(1, &segments, 9092, false, 44), &[]);
    assert_eq!(out.code, 1);
    assert!(
        out.stdout.contains(
            "10.0.0.1:40000 -> 10.0.0.2:9092: a packet was cut by the capture's snap length \
             inside its TCP header"
        ),
        "{}",
        out.stdout
    );

    // A segment that never made it into the capture, between two frames.
    let req2 = frame(0, 8);
    let mut segments = session(
        &[(0, &req, 100), (30, &req2, 200), (60, &next, 300)],
        &[(0, &resp, 400)],
    );
    segments.remove(4); // the second request
    let out = run_file("gap", &pcap(1, &segments, 9092, false, 65535), &[]);
    assert_eq!(out.code, 1);
    assert!(
        out.stdout.contains(
            "30 bytes not in the capture at client-to-server stream offset 30: frame boundaries \
             are lost; looking for the next plausible frame"
        ),
        "{}",
        out.stdout
    );
    // The next frame starts right after the hole: found there, nothing skipped.
    assert!(
        out.stdout.contains(
            "client-to-server stream resynchronised at stream offset 60, where a plausible \
             request starts (after the 30 bytes missing at stream offset 30); 0 bytes before it \
             skipped"
        ),
        "{}",
        out.stdout
    );
    assert_eq!(headings(&out.stdout).len(), 3, "{}", out.stdout);
}

#[test]
fn a_capture_that_starts_mid_stream_resynchronises_at_the_next_plausible_frame() {
    // No handshake: the first client segment holds the last 9 bytes of a request sent before
    // the capture began, then a whole request; the server answers it.
    let old = frame(0, 1);
    let req = frame(2, 2); // SaslAuthenticate v2, 17 bytes
    let resp = frame(3, 2);
    let client = [&old[21..], &req[..]].concat();
    let segments = vec![
        seg(true, 7000, PSH_ACK, &client, 100),
        seg(false, 9000, PSH_ACK, &resp, 300),
    ];
    let out = run_file("midstream", &pcap(1, &segments, 9092, false, 65535), &[]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    let notes: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| l.starts_with("note:"))
        .collect();
    assert_eq!(
        notes,
        [
            "note: 2023-11-14 22:13:20.000100 10.0.0.1:40000 -> 10.0.0.2:9092: client-to-server \
             stream resynchronised at stream offset 9, where a plausible request starts (the \
             capture starts inside the connection, no SYN seen); 9 bytes before it skipped",
            "note: 2023-11-14 22:13:20.000300 10.0.0.1:40000 -> 10.0.0.2:9092: server-to-client \
             stream resynchronised at stream offset 0, where a plausible response starts (the \
             capture starts inside the connection, no SYN seen); 0 bytes before it skipped",
        ],
        "{}",
        out.stdout
    );
    assert_eq!(
        headings(&out.stdout),
        [
            "=== 2023-11-14 22:13:20.000100 10.0.0.1:40000 -> 10.0.0.2:9092 request at stream \
             offset 9 ===",
            "=== 2023-11-14 22:13:20.000300 10.0.0.2:9092 -> 10.0.0.1:40000 response at stream \
             offset 0, 0.200 ms after its request ===",
        ]
    );
    // The same in JSON: the notes say where, as kind "resync".
    let out = run_file(
        "midstream-json",
        &pcap(1, &segments, 9092, false, 65535),
        &["--json"],
    );
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let notes = v["notes"].as_array().unwrap();
    assert_eq!(notes.len(), 2, "{}", out.stdout);
    assert_eq!(notes[0]["kind"], "resync");
    assert_eq!(notes[0]["connection"], "10.0.0.1:40000 -> 10.0.0.2:9092");
    assert!(notes[0]["message"]
        .as_str()
        .unwrap()
        .contains("resynchronised at stream offset 9"));
    assert_eq!(v["frames"][0]["frame"]["stream_offset"], 9);
    assert_eq!(v["counts"]["paired"], 1);
}

#[test]
fn after_a_hole_inside_a_frame_the_rest_of_it_is_skipped_up_to_the_next_request() {
    // The first 10 bytes of the second request are not captured: its size is lost with them,
    // so its last 7 bytes are no frame start; the third request is.
    let a = frame(0, 1);
    let b = frame(2, 2);
    let c = frame(0, 3);
    let segments = session(
        &[
            (0, &a, 100),
            (30, &b[..10], 200),
            (40, &b[10..], 300),
            (47, &c, 400),
        ],
        &[],
    );
    let segments: Vec<Seg> = segments.into_iter().filter(|s| s.micros != 200).collect();
    let out = run_file("hole", &pcap(1, &segments, 9092, false, 65535), &[]);
    assert_eq!(out.code, 1, "{}{}", out.stdout, out.stderr);
    assert!(
        out.stdout.contains(
            "client-to-server stream resynchronised at stream offset 47, where a plausible \
             request starts (after the 10 bytes missing at stream offset 30); 7 bytes before it \
             skipped"
        ),
        "{}",
        out.stdout
    );
    let heads = headings(&out.stdout);
    assert_eq!(heads.len(), 2, "{}", out.stdout);
    assert!(heads[1].contains("request at stream offset 47 ==="));
    assert!(
        out.stdout
            .contains("CreateDelegationToken v3 request with correlation id 3"),
        "{}",
        out.stdout
    );
}

#[test]
fn bytes_that_are_no_frame_are_passed_over_to_the_next_request() {
    // A size prefix of -1 where a frame should start, then a whole request.
    let req = frame(0, 4);
    let client = [&[0xff, 0xff, 0xff, 0xff, 0x01][..], &req[..]].concat();
    let segments = session(&[(0, &client, 100)], &[]);
    let out = run_file("noframe", &pcap(1, &segments, 9092, false, 65535), &[]);
    assert_eq!(out.code, 1, "{}{}", out.stdout, out.stderr);
    assert!(
        out.stdout.contains(
            "client-to-server stream offset 0: no frame starts here (size at byte 0: frame \
             length -1 is negative); looking for the next plausible frame"
        ),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.contains(
            "resynchronised at stream offset 5, where a plausible request starts (after the \
             bytes at stream offset 0, no frame); 5 bytes before it skipped"
        ),
        "{}",
        out.stdout
    );
    assert_eq!(headings(&out.stdout).len(), 1, "{}", out.stdout);
}

#[test]
fn unanswered_requests_broken_files_and_non_captures() {
    let req = frame(0, 11);
    let segments = session(&[(0, &req, 100)], &[]);
    let capture = pcap(1, &segments, 9092, false, 65535);
    let out = run_file("unanswered", &capture, &[]);
    assert!(
        out.stdout.contains(
            "CreateDelegationToken v3 request with correlation id 11 (at 2023-11-14 \
             22:13:20.000100) has no response in the capture"
        ),
        "{}",
        out.stdout
    );
    // The file cut inside the last record.
    let out = run_file("cut", &capture[..capture.len() - 5], &[]);
    assert_eq!(out.code, 1);
    assert!(
        out.stdout.contains("the capture ends inside a record"),
        "{}",
        out.stdout
    );
    // Not a capture at all: a usage error that says why.
    let out = run(&["--pcap", "-"], &hex(SEEDS[0].4));
    assert_eq!(out.code, 2, "{}", out.stdout);
    assert!(
        out.stderr.contains("not a pcap or pcapng capture"),
        "{}",
        out.stderr
    );
    let out = run(&["--pcap", "-"], b"");
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.contains("the capture is empty"),
        "{}",
        out.stderr
    );
}

#[test]
fn produce_without_acks_expects_no_response_and_api_versions_keeps_its_header_rule() {
    use kafka_view::ApiKey;
    use kafka_view_explain::{sample_frame, Direction};
    let with_id = |mut f: Vec<u8>, request: bool, id: i32| {
        let at = if request { 8 } else { 4 };
        f[at..at + 4].copy_from_slice(&id.to_be_bytes());
        f
    };
    let versions = with_id(
        sample_frame(ApiKey::API_VERSIONS, 3, Direction::Request).unwrap(),
        true,
        1,
    );
    let versions_resp = with_id(
        sample_frame(ApiKey::API_VERSIONS, 3, Direction::Response).unwrap(),
        false,
        1,
    );
    // The smallest Produce v9 has acks 0 (at frame offset 16); the second asks for all (-1).
    let produce = sample_frame(ApiKey::PRODUCE, 9, Direction::Request).unwrap();
    assert_eq!(&produce[16..18], [0, 0]);
    let no_acks = with_id(produce.clone(), true, 2);
    let mut all_acks = with_id(produce, true, 3);
    all_acks[16..18].copy_from_slice(&(-1i16).to_be_bytes());
    let client = [versions.clone(), no_acks.clone(), all_acks].concat();
    let segments = session(&[(0, &client, 100)], &[(0, &versions_resp, 300)]);
    let out = run_file("acks", &pcap(1, &segments, 9092, false, 65535), &[]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    assert!(out
        .stdout
        .contains("ApiVersionsResponse v3, response header v0, correlation id 1"));
    assert!(out
        .stdout
        .contains("3 requests, 1 responses (1 paired with their request)"));
    let unanswered: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| l.contains("has no response"))
        .collect();
    assert_eq!(unanswered.len(), 1, "{}", out.stdout);
    assert!(
        unanswered[0].contains("Produce v9 request with correlation id 3 "),
        "{}",
        unanswered[0]
    );
    // The same counts, for a script: one request waits for nothing, one waited in vain.
    let out = run_file(
        "acks-json",
        &pcap(1, &segments, 9092, false, 65535),
        &["--summary", "--json"],
    );
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let counts = &v["counts"];
    assert_eq!(counts["requests"], 3, "{counts}");
    assert_eq!(counts["paired"], 1, "{counts}");
    assert_eq!(counts["no_response_expected"], 1, "{counts}");
    assert_eq!(counts["unanswered"], 1, "{counts}");
    assert_eq!(counts["bad"], 0, "{counts}");
}

#[test]
fn a_reset_ends_the_connection_and_a_new_one_reuses_the_ids() {
    let req = frame(0, 4);
    let resp = frame(1, 4);
    let mut segments = session(&[(0, &req, 100)], &[]);
    // The server resets the connection with the request unanswered ...
    segments.push(seg(false, 5000, 0x04, b"", 200));
    // ... and the client opens it again from the same port, with the same correlation id.
    let again = session(&[(0, &req, 300)], &[(0, &resp, 500)]);
    segments.extend(again);
    let out = run_file("reset", &pcap(1, &segments, 9092, false, 65535), &[]);
    assert!(
        out.stdout
            .contains("2 Kafka connections, 2 requests, 1 responses (1 paired"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.contains("0.200 ms after its request"),
        "{}",
        out.stdout
    );
    let unanswered: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| l.contains("has no response"))
        .collect();
    assert_eq!(unanswered.len(), 1, "{}", out.stdout);
    assert!(unanswered[0].contains("(at 2023-11-14 22:13:20.000100)"));
}

#[test]
fn a_record_claiming_gigabytes_is_a_note_not_an_allocation() {
    let req = frame(0, 1);
    let segments = session(&[(0, &req, 100)], &[]);
    let mut capture = pcap(1, &segments, 9092, false, 65535);
    // A record header that says 2 GiB follow, and 100 bytes that do.
    capture.extend(1_700_000_001u32.to_le_bytes());
    capture.extend(0u32.to_le_bytes());
    capture.extend(0x7fff_ffffu32.to_le_bytes());
    capture.extend(0x7fff_ffffu32.to_le_bytes());
    capture.extend([0u8; 100]);
    let out = run_file("huge", &capture, &[]);
    assert_eq!(out.code, 1, "{}{}", out.stdout, out.stderr);
    // The packets before it were read.
    assert!(out.stdout.contains("1 requests"), "{}", out.stdout);
    let notes: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| l.starts_with("note:") && !l.contains("has no response"))
        .collect();
    assert_eq!(notes.len(), 1, "{}", out.stdout);
    // The file ends before the record would: the reader says so without growing its buffer.
    assert!(
        notes[0].contains("the capture ends inside a record"),
        "{}",
        notes[0]
    );
}

#[test]
fn detect_finds_kafka_on_any_port_by_its_first_request() {
    let req = frame(0, 21);
    let resp = frame(1, 21);
    let mut segments = session(&[(0, &req, 100)], &[(0, &resp, 600)]);
    segments.extend(fins(req.len() as u32, resp.len() as u32, 700));
    let capture = pcap(1, &segments, 5555, false, 65535);
    // Not on a port of --port: nothing, unless --detect.
    let out = run_file("nodetect", &capture, &[]);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr
            .contains("no Kafka frame in the capture on port 9092\n"),
        "{}",
        out.stderr
    );
    let out = run_file("detect", &capture, &["--detect"]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    assert_eq!(
        headings(&out.stdout),
        [
            "=== 2023-11-14 22:13:20.000100 10.0.0.1:40000 -> 10.0.0.2:5555 request at stream \
             offset 0 ===",
            "=== 2023-11-14 22:13:20.000600 10.0.0.2:5555 -> 10.0.0.1:40000 response at stream \
             offset 0, 0.500 ms after its request ===",
        ]
    );
    // The SYNs were seen: the streams start at the first byte, with no resync note.
    assert!(!out.stdout.contains("note:"), "{}", out.stdout);
    assert!(out.stdout.contains(
        "7 packets, 1 Kafka connections, 1 requests, 1 responses (1 paired with their request)"
    ));

    // Another protocol on that port is left alone: its client's first bytes are no request.
    let http = b"GET / HTTP/1.1\r\nHost: a\r\n\r\n";
    let segments = session(&[(0, http, 100)], &[(0, b"HTTP/1.1 200 OK\r\n\r\n", 200)]);
    let out = run_file(
        "detect-http",
        &pcap(1, &segments, 8080, false, 65535),
        &["--detect"],
    );
    assert_eq!(out.code, 1);
    assert!(!out.stdout.contains("==="), "{}", out.stdout);
    assert!(!out.stdout.contains("note:"), "{}", out.stdout);
    assert!(
        out.stderr
            .contains("no Kafka frame in the capture on port 9092 or any other"),
        "{}",
        out.stderr
    );

    // Seen from its middle (no SYN), the server's response first: the connection is found at
    // the client's next request, and its sender is the client.
    let req2 = frame(2, 22);
    let resp2 = frame(3, 22);
    let segments = vec![
        seg(false, 8000, PSH_ACK, &resp, 100),
        seg(true, 3000, PSH_ACK, &req2, 200),
        seg(false, 8000 + resp.len() as u32, PSH_ACK, &resp2, 300),
    ];
    let out = run_file(
        "detect-mid",
        &pcap(1, &segments, 5555, false, 65535),
        &["--detect"],
    );
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    assert_eq!(
        headings(&out.stdout),
        [
            "=== 2023-11-14 22:13:20.000200 10.0.0.1:40000 -> 10.0.0.2:5555 request at stream \
             offset 0 ===",
            "=== 2023-11-14 22:13:20.000300 10.0.0.2:5555 -> 10.0.0.1:40000 response at stream \
             offset 0, 0.100 ms after its request ===",
        ],
        "{}",
        out.stdout
    );
}

#[test]
fn a_tls_connection_is_reported_once_and_left_alone() {
    // A ClientHello's record header and a little of it, then more records both ways.
    let hello = [0x16, 0x03, 0x01, 0x00, 0x05, 0x01, 0x00, 0x00, 0x01, 0x00];
    let more = [0x17, 0x03, 0x03, 0x00, 0x02, 0xab, 0xcd];
    let server_hello = [0x16, 0x03, 0x03, 0x00, 0x02, 0x02, 0x00];
    let segments = session(
        &[(0, &hello, 100), (10, &more, 300)],
        &[(0, &server_hello, 200)],
    );
    let expected = "note: 2023-11-14 22:13:20.000100 10.0.0.1:40000 -> 10.0.0.2:9092: TLS: the \
                    client-to-server stream starts with a TLS record (content type 22, version \
                    3.1); the connection is encrypted and is not decoded";
    for (port, more) in [(9092, &[][..]), (9093, &["--detect"][..])] {
        let mut args = vec!["--port", "9092"];
        args.extend(more);
        let out = run_file(
            &format!("tls{port}"),
            &pcap(1, &segments, port, false, 65535),
            &args,
        );
        assert_eq!(out.code, 1, "{}{}", out.stdout, out.stderr);
        let notes: Vec<&str> = out
            .stdout
            .lines()
            .filter(|l| l.starts_with("note:"))
            .collect();
        assert_eq!(
            notes,
            [expected.replace("9092", &port.to_string())],
            "{}",
            out.stdout
        );
        assert!(
            out.stdout.contains(
                "0 Kafka connections, 0 requests, 0 responses (0 paired with their request), 0 \
                 frames not decoded, 1 TLS connections not decoded"
            ),
            "{}",
            out.stdout
        );
        assert!(
            out.stderr.contains("(1 TLS connections not decoded)"),
            "{}",
            out.stderr
        );
    }
    // In JSON: a note of kind "tls", and the count.
    let out = run_file(
        "tls-json",
        &pcap(1, &segments, 9092, false, 65535),
        &["--json"],
    );
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["notes"][0]["kind"], "tls");
    assert_eq!(v["notes"].as_array().unwrap().len(), 1);
    assert_eq!(v["counts"]["tls"], 1);
    assert_eq!(v["counts"]["connections"], 0);
}

/// A request frame with header v1 (API versions before flexible ones).
fn request_v1(key: i16, version: i16, id: i32, client: &str, body: &[u8]) -> Vec<u8> {
    let mut f = Vec::new();
    f.extend(key.to_be_bytes());
    f.extend(version.to_be_bytes());
    f.extend(id.to_be_bytes());
    f.extend((client.len() as i16).to_be_bytes());
    f.extend(client.as_bytes());
    f.extend(body);
    [(f.len() as u32).to_be_bytes().to_vec(), f].concat()
}

/// A response frame with header v0.
fn response_v0(id: i32, body: &[u8]) -> Vec<u8> {
    let f = [&id.to_be_bytes()[..], body].concat();
    [(f.len() as u32).to_be_bytes().to_vec(), f].concat()
}

/// Two SaslHandshake v1 requests from "app" (the first refused with UNSUPPORTED_SASL_MECHANISM,
/// answered in 1 ms; the second in 3 ms) and a Metadata v1 request from "other", unanswered.
fn summary_capture() -> Vec<u8> {
    let plain = [0, 5, b'P', b'L', b'A', b'I', b'N'];
    let h1 = request_v1(17, 1, 1, "app", &plain);
    let h2 = request_v1(17, 1, 2, "app", &plain);
    let m = request_v1(3, 1, 3, "other", &[0xff, 0xff, 0xff, 0xff]);
    let r1 = response_v0(1, &[0, 33, 0, 0, 0, 0]);
    let r2 = response_v0(2, &[0, 0, 0, 0, 0, 0]);
    let segments = session(
        &[(0, &h1, 1_000), (24, &h2, 2_000), (48, &m, 2_500)],
        &[(0, &r1, 2_000), (14, &r2, 5_000)],
    );
    pcap(1, &segments, 9092, false, 65535)
}

#[test]
fn summary_counts_bytes_latency_and_errors_per_api_connection_and_client() {
    let out = run_file("summary", &summary_capture(), &["--summary"]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    assert!(!out.stdout.contains("==="), "{}", out.stdout);
    let tables: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| !l.starts_with("note:") && !l.is_empty())
        .collect();
    assert_eq!(
        tables,
        [
            "API and version   requests  bytes  responses  bytes       p50       p99       max  errors",
            "Metadata v1              1     23          0      0         -         -         -  -",
            "SaslHandshake v1         2     48          2     28  1.000 ms  3.000 ms  3.000 ms  UNSUPPORTED_SASL_MECHANISM 1",
            "connection                       requests  bytes  responses  bytes       p50       p99       max  errors",
            "10.0.0.1:40000 -> 10.0.0.2:9092         3     71          2     28  1.000 ms  3.000 ms  3.000 ms  UNSUPPORTED_SASL_MECHANISM 1",
            "client id  requests  bytes  responses  bytes       p50       p99       max  errors",
            "\"app\"             2     48          2     28  1.000 ms  3.000 ms  3.000 ms  UNSUPPORTED_SASL_MECHANISM 1",
            "\"other\"           1     23          0      0         -         -         -  -",
            "8 packets, 1 Kafka connections, 3 requests, 2 responses (2 paired with their request), 0 frames not decoded",
        ],
        "{}",
        out.stdout
    );
    // The unanswered request is still a note.
    assert!(out
        .stdout
        .contains("Metadata v1 request with correlation id 3"));

    let out = run_file("summary-json", &summary_capture(), &["--summary", "--json"]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["frames"].as_array().unwrap().len(), 0);
    let sasl = &v["summary"]["apis"][1];
    assert_eq!(sasl["api_key"], 17);
    assert_eq!(sasl["api_name"], "SaslHandshake");
    assert_eq!(sasl["api_version"], 1);
    assert_eq!(sasl["requests"], 2);
    assert_eq!(sasl["response_bytes"], 28);
    assert_eq!(sasl["latency_us"]["count"], 2);
    assert_eq!(sasl["latency_us"]["p50"], 1000.0);
    assert_eq!(sasl["latency_us"]["p99"], 3000.0);
    assert_eq!(sasl["latency_us"]["max"], 3000.0);
    assert_eq!(
        sasl["errors"],
        serde_json::json!([{"code": 33, "name": "UNSUPPORTED_SASL_MECHANISM", "count": 1}])
    );
    assert_eq!(
        v["summary"]["apis"][0]["latency_us"],
        serde_json::Value::Null
    );
    assert_eq!(v["summary"]["connections"][0]["client"], "10.0.0.1:40000");
    assert_eq!(v["summary"]["client_ids"][1]["client_id"], "other");
    // Without --summary the member is there, null.
    let out = run_file("nosummary-json", &summary_capture(), &["--json"]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["summary"], serde_json::Value::Null);
    assert_eq!(v["frames"].as_array().unwrap().len(), 5);
}

#[test]
fn filter_keeps_the_frames_that_match_every_key() {
    let capture = summary_capture();
    let shown = |name: &str, args: &[&str]| {
        let mut all = vec!["--filter"];
        all.extend(args);
        let out = run_file(name, &capture, &all);
        assert_eq!(out.code, 0, "{args:?}: {}{}", out.stdout, out.stderr);
        let heads: Vec<String> = headings(&out.stdout)
            .iter()
            .map(|h| {
                let (dir, rest) = match h.find(" request at stream offset ") {
                    Some(i) => ("request", &h[i + 26..]),
                    None => {
                        let i = h.find(" response at stream offset ").unwrap();
                        ("response", &h[i + 27..])
                    }
                };
                let n: String = rest.chars().take_while(char::is_ascii_digit).collect();
                format!("{dir} {n}")
            })
            .collect();
        (heads, out.stdout)
    };
    let (heads, out) = shown("f-api", &["api=SaslHandshake"]);
    assert_eq!(
        heads,
        ["request 0", "request 24", "response 0", "response 14"],
        "{out}"
    );
    assert!(
        out.contains("0 frames not decoded; 4 frames shown by --filter"),
        "{out}"
    );
    // A response carries its request's client id; only responses carry error codes.
    assert_eq!(shown("f-client", &["client=other"]).0, ["request 48"]);
    assert_eq!(
        shown("f-error", &["error=unsupported_sasl_mechanism"]).0,
        ["response 0"]
    );
    assert_eq!(shown("f-any", &["error=any"]).0, ["response 0"]);
    assert_eq!(
        shown("f-id", &["correlation=2"]).0,
        ["request 24", "response 14"]
    );
    // Two keys: both must hold; the same key twice: either.
    assert_eq!(
        shown(
            "f-two",
            &[
                "api=3",
                "--filter",
                "client=app",
                "--filter",
                "client=other"
            ]
        )
        .0,
        ["request 48"]
    );
    assert!(shown("f-conn", &["connection=10.0.0.9"]).0.is_empty());
    assert_eq!(
        shown(
            "f-conn2",
            &["connection=10.0.0.2:9092", "--filter", "correlation=1"]
        )
        .0,
        ["request 0", "response 0"]
    );

    // The summary counts only what passes.
    let out = run_file(
        "f-summary",
        &capture,
        &["--summary", "--filter", "api=Metadata"],
    );
    let rows: Vec<&str> = out
        .stdout
        .lines()
        .skip_while(|l| !l.starts_with("API and version"))
        .take_while(|l| !l.is_empty())
        .collect();
    assert_eq!(rows.len(), 2, "{}", out.stdout);
    assert!(rows[1].starts_with("Metadata v1 "), "{}", out.stdout);
}

#[test]
fn filter_by_topic_keeps_requests_naming_it_and_their_responses() {
    let metadata = |id: i32, topic: &str| {
        let mut body = vec![0, 0, 0, 1];
        body.extend((topic.len() as i16).to_be_bytes());
        body.extend(topic.as_bytes());
        request_v1(3, 1, id, "c", &body)
    };
    let a = metadata(1, "orders");
    let b = metadata(2, "audit");
    // Metadata v1 responses: no brokers, controller 0, no topics.
    let empty = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    let (ra, rb) = (response_v0(1, &empty), response_v0(2, &empty));
    let segments = session(
        &[(0, &a, 100), (a.len() as u32, &b, 200)],
        &[(0, &ra, 300), (ra.len() as u32, &rb, 400)],
    );
    let out = run_file(
        "f-topic",
        &pcap(1, &segments, 9092, false, 65535),
        &["--filter", "topic=orders"],
    );
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    let heads = headings(&out.stdout);
    assert_eq!(heads.len(), 2, "{}", out.stdout);
    assert!(heads[0].contains("request at stream offset 0 ==="));
    assert!(heads[1].contains("response at stream offset 0,"));
    assert!(out.stdout.contains("\"orders\""));
    assert!(!out.stdout.contains("\"audit\""));
}

#[test]
fn a_bad_filter_is_refused_with_what_is_wrong() {
    for (term, message) in [
        ("api", "--filter \"api\": expected KEY=VALUE, with KEY one of api, topic, client, error, correlation, connection"),
        ("api=Metadat", "--filter \"api=Metadat\": no API is named \"Metadat\""),
        ("colour=red", "--filter \"colour=red\": unknown key \"colour\""),
        ("error=NONE", "NONE (0) is no error"),
        ("correlation=1.5", "\"1.5\" is not a correlation id"),
    ] {
        let out = run(&["--pcap", "-", "--filter", term], &summary_capture());
        assert_eq!(out.code, 2, "{term}: {}", out.stderr);
        assert!(out.stderr.contains(message), "{term}: {}", out.stderr);
        assert!(out.stdout.is_empty());
    }
}

/// How the test of IP fragments sends the client's request segment.
#[derive(Clone, Copy)]
enum Split<'a> {
    /// As one packet.
    Whole,
    /// In fragments ending at these payload offsets (multiples of 8, the last the payload's
    /// end), sent in `order` (indexes of the fragments; one left out is lost).
    Fragments {
        ends: &'a [usize],
        order: &'a [usize],
        /// IPv6 only: a Destination Options header follows the Fragment header.
        dest_options: bool,
    },
}

/// The IP packets carrying the IP packet `whole` in fragments (IPv4, or IPv6 with a Fragment
/// header), each fragment's payload range given by `ends`.
fn ip_fragments(whole: &[u8], v6: bool, ends: &[usize], dest_options: bool) -> Vec<Vec<u8>> {
    let head_len = if v6 { 40 } else { 20 };
    let (head, tcp) = whole.split_at(head_len);
    // IPv6's fragmentable part: the extension headers after the Fragment header, then TCP.
    let mut body = Vec::new();
    if v6 && dest_options {
        body.extend([6, 0, 1, 4, 0, 0, 0, 0]); // next header TCP, 8 bytes, PadN
    }
    body.extend_from_slice(tcp);
    let mut out = Vec::new();
    let mut start = 0;
    for &end in ends {
        let piece = &body[start..end];
        let more = end < body.len();
        let mut p = head.to_vec();
        if v6 {
            p[4..6].copy_from_slice(&((8 + piece.len()) as u16).to_be_bytes());
            p[6] = 44; // next header: Fragment
            p.push(if dest_options { 60 } else { 6 });
            p.push(0);
            p.extend(((start as u16) | u16::from(more)).to_be_bytes());
            p.extend(0x0102_0304u32.to_be_bytes());
        } else {
            p[2..4].copy_from_slice(&((20 + piece.len()) as u16).to_be_bytes());
            p[4..6].copy_from_slice(&0x4242u16.to_be_bytes());
            let flags = (start as u16 / 8) | if more { 0x2000 } else { 0 };
            p[6..8].copy_from_slice(&flags.to_be_bytes());
        }
        p.extend_from_slice(piece);
        out.push(p);
        start = end;
    }
    out
}

/// A request and its response over IPv4 or IPv6 (Ethernet), the request segment sent as `split`
/// says, and its output with `more` arguments.
fn fragmented_session(name: &str, v6: bool, split: Split<'_>, more: &[&str]) -> Out {
    let req = frame(0, 21); // 30 bytes: 50 with the TCP header
    let resp = frame(1, 21);
    let mut segments = session(&[(0, &req, 100)], &[(0, &resp, 400)]);
    segments.extend(fins(req.len() as u32, resp.len() as u32, 500));
    let mut f = pcap_header(1, 65535);
    for (i, s) in segments.iter().enumerate() {
        let packets = match split {
            Split::Fragments {
                ends,
                order,
                dest_options,
            } if i == 3 => {
                let all = ip_fragments(&ip_packet(s, 9092, v6), v6, ends, dest_options);
                order.iter().map(|&k| all[k].clone()).collect()
            }
            _ => vec![ip_packet(s, 9092, v6)],
        };
        for ip in packets {
            record(&mut f, s.micros, &link_frame(1, &ip, v6), 65535);
        }
    }
    run_file(name, &f, more)
}

/// The output up to its closing line (which counts packets and fragments).
fn before_closing_line(out: &str) -> &str {
    out.trim_end()
        .rsplit_once('\n')
        .map_or("", |(body, _)| body)
}

#[test]
fn ip_fragments_in_order_out_of_order_and_overlapping_give_the_same_frames() {
    for v6 in [false, true] {
        let plain = fragmented_session(&format!("plain{v6}"), v6, Split::Whole, &[]);
        assert_eq!(plain.code, 0, "{}{}", plain.stdout, plain.stderr);
        assert!(plain.stdout.contains("(1 paired with their request)"));
        assert!(!plain.stdout.contains("IP fragments"));
        let cases: [(&str, &[usize], &[usize], bool); 5] = [
            ("two", &[24, 50], &[0, 1], false),
            ("three", &[16, 32, 50], &[0, 1, 2], false),
            ("reversed", &[16, 32, 50], &[2, 1, 0], false),
            ("shuffled", &[16, 32, 50], &[1, 2, 0], false),
            // A fragment sent twice: the copies agree.
            ("duplicate", &[16, 32, 50], &[0, 1, 1, 2], false),
        ];
        for (name, ends, order, _) in cases {
            let split = Split::Fragments {
                ends,
                order,
                dest_options: false,
            };
            let out = fragmented_session(&format!("{name}{v6}"), v6, split, &[]);
            assert_eq!(out.code, 0, "{name} v6 {v6}: {}{}", out.stdout, out.stderr);
            assert_eq!(
                before_closing_line(&out.stdout),
                before_closing_line(&plain.stdout),
                "{name} v6 {v6}"
            );
            let fragments = order.len();
            assert!(
                out.stdout.contains(&format!(
                    "(1 paired with their request), 0 frames not decoded, {fragments} IP \
                     fragments (1 datagrams reassembled)"
                )),
                "{name} v6 {v6}: {}",
                out.stdout
            );
        }
        // Overlapping fragments whose common bytes agree.
        let overlap = ip_overlap(v6, false);
        assert_eq!(overlap.code, 0, "{}{}", overlap.stdout, overlap.stderr);
        assert_eq!(
            before_closing_line(&overlap.stdout),
            before_closing_line(&plain.stdout)
        );
    }
    // IPv6 with a Destination Options header after the Fragment header.
    let plain = fragmented_session("plain-opts", true, Split::Whole, &[]);
    let split = Split::Fragments {
        ends: &[24, 58],
        order: &[1, 0],
        dest_options: true,
    };
    let out = fragmented_session("opts", true, split, &[]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    assert_eq!(
        before_closing_line(&out.stdout),
        before_closing_line(&plain.stdout)
    );
}

/// The request segment in three fragments overlapping by 8 bytes each; `differ` changes the
/// second copy of the bytes the first two share.
fn ip_overlap(v6: bool, differ: bool) -> Out {
    let req = frame(0, 21);
    let resp = frame(1, 21);
    let mut segments = session(&[(0, &req, 100)], &[(0, &resp, 400)]);
    segments.extend(fins(req.len() as u32, resp.len() as u32, 500));
    // Fragments of 0..24, 16..40 and 32..50, built from two splits of the same payload.
    let a = ip_fragments(&ip_packet(&segments[3], 9092, v6), v6, &[24, 50], false);
    let b = ip_fragments(&ip_packet(&segments[3], 9092, v6), v6, &[16, 40, 50], false);
    let c = ip_fragments(&ip_packet(&segments[3], 9092, v6), v6, &[32, 50], false);
    let mut middle = b[1].clone();
    if differ {
        let head = if v6 { 48 } else { 20 };
        middle[head + 2] ^= 0xff; // payload offset 18, also in the first fragment
    }
    let mut f = pcap_header(101, 65535); // raw IP
    for (i, s) in segments.iter().enumerate() {
        let packets = if i == 3 {
            vec![a[0].clone(), middle.clone(), c[1].clone()]
        } else {
            vec![ip_packet(s, 9092, v6)]
        };
        for packet in packets {
            record(&mut f, s.micros, &packet, 65535);
        }
    }
    run_file(&format!("overlap{v6}{differ}"), &f, &[])
}

#[test]
fn a_missing_or_conflicting_ip_fragment_is_reported_as_a_loss() {
    for v6 in [false, true] {
        // The middle fragment never came: the request is lost, the response has no request.
        let split = Split::Fragments {
            ends: &[16, 32, 50],
            order: &[0, 2],
            dest_options: false,
        };
        let out = fragmented_session(&format!("missing{v6}"), v6, split, &[]);
        assert_eq!(out.code, 1, "{}{}", out.stdout, out.stderr);
        let (src, dst, id) = if v6 {
            ("fd00::1", "fd00::2", 0x0102_0304)
        } else {
            ("10.0.0.1", "10.0.0.2", 0x4242)
        };
        let version = if v6 { "IPv6" } else { "IPv4" };
        let client = if v6 {
            "[fd00::1]:40000 -> [fd00::2]:9092"
        } else {
            "10.0.0.1:40000 -> 10.0.0.2:9092"
        };
        let expected = format!(
            "note: {client}: an {version} datagram {src} -> {dst} (identification {id}, TCP port \
             40000 -> 9092) is not put back together from its fragments: the capture ended \
             before its missing fragments came; payload bytes 16 to 32 missing, the 34 bytes \
             held are lost"
        );
        assert!(out.stdout.contains(&expected), "v6 {v6}: {}", out.stdout);
        assert!(
            out.stdout
                .contains("0 requests, 1 responses (0 paired with their request)")
                && out
                    .stdout
                    .contains(", 2 IP fragments (0 datagrams reassembled)"),
            "{}",
            out.stdout
        );
        // The JSON note has its own kind and counts as a loss.
        let out = fragmented_session(&format!("missing-json{v6}"), v6, split, &["--json"]);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        let notes = v["notes"].as_array().unwrap();
        assert!(
            notes
                .iter()
                .any(|n| n["kind"] == "fragment" && n["connection"] == client),
            "{}",
            out.stdout
        );
        assert_eq!(v["counts"]["fragments"], 2);
        assert_eq!(v["counts"]["reassembled"], 0);
        assert!(v["counts"]["losses"].as_u64().unwrap() >= 1);
        assert_eq!(v["ok"], false);

        // Overlapping fragments that disagree: the datagram is dropped and said to be.
        let out = ip_overlap(v6, true);
        assert_eq!(out.code, 1, "{}{}", out.stdout, out.stderr);
        assert!(
            out.stdout.contains(
                "is not put back together from its fragments: two of its fragments overlap with \
                 different bytes from payload offset 18"
            ),
            "{}",
            out.stdout
        );
    }
}

/// An Ethernet frame around an IP packet with VLAN tags `(TPID, VLAN id)`, outermost first.
fn vlan_frame(tags: &[(u16, u16)], ip: &[u8], v6: bool) -> Vec<u8> {
    let mut f = link_frame(1, ip, v6);
    let tags: Vec<u8> = tags
        .iter()
        .flat_map(|&(tpid, id)| [tpid.to_be_bytes(), id.to_be_bytes()].concat())
        .collect();
    f.splice(12..12, tags);
    f
}

#[test]
fn datagrams_on_different_vlans_with_the_same_addresses_and_id_are_kept_apart() {
    // Hosts on two VLANs use the same addresses; a client on each (ports 40000 and 40001) sends
    // its request in three fragments with the same IP identification, interleaved.
    let req = frame(0, 21);
    let resp = frame(1, 21);
    let mut segments = session(&[(0, &req, 100)], &[(0, &resp, 400)]);
    segments.extend(fins(req.len() as u32, resp.len() as u32, 500));
    let single: [&[(u16, u16)]; 2] = [&[(0x8100, 10)], &[(0x8100, 20)]];
    // QinQ: the same inner tag under different outer ones.
    let double: [&[(u16, u16)]; 2] = [
        &[(0x88a8, 100), (0x8100, 10)],
        &[(0x88a8, 200), (0x8100, 10)],
    ];
    for v6 in [false, true] {
        for (name, vlans) in [("vlan", single), ("qinq", double)] {
            let mut f = pcap_header(1, 65535);
            for (i, s) in segments.iter().enumerate() {
                let each: Vec<Vec<Vec<u8>>> = vlans
                    .iter()
                    .zip([40000u16, 40001])
                    .map(|(tags, port)| {
                        let mut ip = ip_packet(s, 9092, v6);
                        let at = if v6 { 40 } else { 20 } + if s.from_client { 0 } else { 2 };
                        ip[at..at + 2].copy_from_slice(&port.to_be_bytes());
                        let ips = if i == 3 {
                            ip_fragments(&ip, v6, &[16, 32, 50], false)
                        } else {
                            vec![ip]
                        };
                        ips.iter().map(|ip| vlan_frame(tags, ip, v6)).collect()
                    })
                    .collect();
                for k in 0..each[0].len() {
                    for packets in &each {
                        record(&mut f, s.micros, &packets[k], 65535);
                    }
                }
            }
            let out = run_file(&format!("{name}{v6}"), &f, &[]);
            assert_eq!(out.code, 0, "{name} v6 {v6}: {}{}", out.stdout, out.stderr);
            assert!(
                out.stdout
                    .contains("2 requests, 2 responses (2 paired with their request)")
                    && out
                        .stdout
                        .contains(", 6 IP fragments (2 datagrams reassembled)"),
                "{name} v6 {v6}: {}",
                out.stdout
            );
        }
    }
    // A datagram left incomplete is named with its tags.
    let s = &segments[3];
    let ip = ip_packet(s, 9092, false);
    let mut f = pcap_header(1, 65535);
    let first = &ip_fragments(&ip, false, &[16, 50], false)[0];
    for tags in [single[0], double[1]] {
        record(&mut f, s.micros, &vlan_frame(tags, first, false), 65535);
    }
    let out = run_file("vlan-lost", &f, &[]);
    for on in ["VLAN 10", "VLANs 200, 10 from the outermost"] {
        assert!(
            out.stdout.contains(&format!(
                "an IPv4 datagram 10.0.0.1 -> 10.0.0.2 (identification 16962, {on}, TCP port \
                 40000 -> 9092) is not put back together"
            )),
            "{on}: {}",
            out.stdout
        );
    }
}

#!/usr/bin/env python3
"""Writes the packet capture of BENCHMARKS.md's `kafka-explain --pcap` against `tshark -V`.

    python3 scripts/pcap-bench.py KAFKA_EXPLAIN OUT.pcap MIB

KAFKA_EXPLAIN is a built kafka-explain; its `--sample API VERSION [response] --json` gives the
smallest legal request and response of every API and version the crate knows (frames holding a
credential are left out: their JSON hex masks it). The capture (pcap, Ethernet, IPv4, port 9092)
repeats them over connections of 1,000 request-response pairs each, one frame per TCP segment,
each connection opened with a handshake and closed with FINs, until it holds MIB mebibytes.
Produce requests are sent without a response (the smallest Produce asks for acks=0).
"""

import json
import struct
import subprocess
import sys


def sample(tool, key, version, direction):
    out = subprocess.run(
        [tool, "--sample", str(key), str(version), direction, "--json"],
        capture_output=True,
        text=True,
    )
    if out.returncode != 0:
        return None
    frame = json.loads(out.stdout)["frames"][0]
    if "*" in frame["hex"] or frame["hex_size"] != frame["size"]:
        return None
    return bytes.fromhex(frame["hex"])


def frames(tool):
    pairs = []
    for key in range(0, 100):
        for version in range(0, 20):
            req = sample(tool, key, version, "request")
            if req is None:
                continue
            resp = None if key == 0 else sample(tool, key, version, "response")
            pairs.append((req, resp))
    return pairs


def packet(src, dst, sport, dport, seq, flags, data):
    tcp = struct.pack(">HHIIBBHHH", sport, dport, seq, 0, 0x50, flags, 65535, 0, 0) + data
    ip = struct.pack(">BBHHHBBH4s4s", 0x45, 0, 20 + len(tcp), 0, 0x4000, 64, 6, 0, src, dst)
    eth = b"\x02\x00\x00\x00\x00\x02\x02\x00\x00\x00\x00\x01\x08\x00"
    return eth + ip + tcp


def main():
    tool, path, mib = sys.argv[1], sys.argv[2], int(sys.argv[3])
    pairs = frames(tool)
    print(f"{len(pairs)} request samples", file=sys.stderr)
    client, server = bytes([10, 0, 0, 1]), bytes([10, 0, 0, 2])
    limit = mib << 20
    micros = 0
    written = 0
    conn = 0
    with open(path, "wb") as f:
        f.write(struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 65535, 1))

        def put(p):
            nonlocal micros, written
            micros += 10
            f.write(struct.pack("<IIII", 1_700_000_000 + micros // 1_000_000, micros % 1_000_000, len(p), len(p)))
            f.write(p)
            written += 16 + len(p)

        while written < limit:
            port = 10000 + conn % 50000
            conn += 1
            cseq, sseq = 1000, 5000
            put(packet(client, server, port, 9092, cseq - 1, 0x02, b""))
            put(packet(server, client, 9092, port, sseq - 1, 0x12, b""))
            for i in range(1000):
                req, resp = pairs[(conn * 7 + i) % len(pairs)]
                req = req[:8] + struct.pack(">i", i) + req[12:]
                put(packet(client, server, port, 9092, cseq, 0x18, req))
                cseq += len(req)
                if resp is not None:
                    resp = resp[:4] + struct.pack(">i", i) + resp[8:]
                    put(packet(server, client, 9092, port, sseq, 0x18, resp))
                    sseq += len(resp)
            put(packet(client, server, port, 9092, cseq, 0x11, b""))
            put(packet(server, client, 9092, port, sseq, 0x11, b""))
    print(f"{written} bytes, {conn} connections", file=sys.stderr)


if __name__ == "__main__":
    main()

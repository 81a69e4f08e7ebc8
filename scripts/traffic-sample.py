#!/usr/bin/env python3
"""Turns a capture of scripts/e2e-broker.sh into tests/data/broker_traffic.txt.

    E2E_CAPTURE=1 E2E_KEEP=1 bash scripts/e2e-broker.sh     # prints "logs kept in DIR"
    python3 scripts/traffic-sample.py DIR/capture tests/data/broker_traffic.txt [--max-hex CHARS]

The capture (examples/proxy.rs --capture) has one line per frame in the order the proxy forwarded
them: `>` or `<`, API key, version, connection (`c7`), the frame as hex. The output keeps the line
format of tests/data/e2e_frames.txt (the connection column dropped) and the frames' order. When the
hex would exceed --max-hex characters (default 3,000,000), it keeps one frame in k of each kind
(direction, API key, version), with the smallest k that fits: of a kind's n frames (numbered from 0
in the order they travelled) those at r, r + k, r + 2k, ..., where r = ((n - 1) // 2) mod k. So each
kind keeps its share of the frames, and a kind with k frames or fewer keeps its middle one. (Starting
at the middle rather than at the first frame matters here: a few Fetch and Produce frames of half a
megabyte each hold two thirds of a capture's bytes, and three of them are the first of their kind.)
The header says how it was reduced. Deterministic: the same capture gives the same file.
"""

import argparse
import collections
import datetime
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def pin(role):
    with open(os.path.join(ROOT, "kafka", "pins")) as f:
        for line in f:
            cols = line.split()
            if cols and cols[0] == role:
                return cols[1]
    sys.exit(f"kafka/pins has no {role} line")


def script_version(name):
    with open(os.path.join(ROOT, "scripts", "e2e-broker.sh")) as f:
        m = re.search(rf"^{name}=(\S+)$", f.read(), re.M)
    return m.group(1) if m else "?"


def read(path):
    frames = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            cols = line.split()
            if not cols:
                continue
            if len(cols) != 5 or cols[0] not in "<>" or not cols[3].startswith("c"):
                sys.exit(f"{path}:{n}: not a capture line")
            int(cols[1]), int(cols[2]), bytes.fromhex(cols[4])  # well formed
            frames.append((cols[0], int(cols[1]), int(cols[2]), cols[4]))
    return frames


def sample(frames, k):
    total = collections.Counter(f[:3] for f in frames)
    seen = collections.Counter()
    kept = []
    for f in frames:
        kind = f[:3]
        if (seen[kind] - (total[kind] - 1) // 2) % k == 0:
            kept.append(f)
        seen[kind] += 1
    return kept


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("capture")
    ap.add_argument("out")
    ap.add_argument("--max-hex", type=int, default=3_000_000)
    ap.add_argument("--date", default=None, help="capture date for the header (default: the capture's mtime)")
    args = ap.parse_args()

    frames = read(args.capture)
    if not frames:
        sys.exit("empty capture")
    hex_total = sum(len(f[3]) for f in frames)
    k = 1
    kept = frames
    while sum(len(f[3]) for f in kept) > args.max_hex:
        k += 1
        kept = sample(frames, k)
        if k > len(frames):
            sys.exit("cannot fit: one frame of each kind is already larger than --max-hex")
    hex_kept = sum(len(f[3]) for f in kept)
    kinds = {f[:3] for f in frames}
    keys = {f[1] for f in frames}
    date = args.date or datetime.datetime.fromtimestamp(
        os.path.getmtime(args.capture), datetime.timezone.utc).strftime("%Y-%m-%d")

    def count(fs, d):
        return sum(1 for f in fs if f[0] == d)

    header = [
        f"Frames a real Apache Kafka {pin('broker')} broker (scripts/kafka/broker.sh, KRaft, one node) and real",
        f"clients exchanged through examples/proxy.rs (--capture) in `E2E_CAPTURE=1 bash scripts/e2e-broker.sh`",
        f"on {date}: kcat (Debian, librdkafka 2.0.2), kafka-python {script_version('KAFKA_PYTHON_VERSION')},",
        f"confluent-kafka {script_version('CONFLUENT_KAFKA_VERSION')} and Kafka's own Java clients "
        f"{pin('broker')} (kafka/clients: producers, consumers,",
        "groups, a share group, transactions, the AdminClient), over PLAINTEXT and SASL_PLAINTEXT. The test",
        "users' passwords and tokens are the script's own.",
        f"The capture held {len(frames)} frames ({count(frames, '>')} requests, {count(frames, '<')} responses; "
        f"{hex_total // 2} bytes) of",
        f"{len(kinds)} kinds (direction, API key, version) over {len(keys)} API keys. "
        + ("All of them are here." if k == 1 else
           f"scripts/traffic-sample.py kept one frame in {k} of each kind (those at r, r + {k}, ..., with r the "
           f"middle position of the kind's frames modulo {k}; a kind with {k} frames or fewer keeps its middle "
           f"one, so every kind is here): {len(kept)} frames ({count(kept, '>')} requests, "
           f"{count(kept, '<')} responses; {hex_kept // 2} bytes), in the order they travelled."),
        "Line format as in e2e_frames.txt: `>` request or `<` response, API key, version, the frame (size",
        "prefix included) as hex. A response's version is its request's.",
    ]
    # Rewrap the header to 100 columns.
    words = " ".join(header).split()
    lines, line = [], "#"
    for w in words:
        if len(line) + 1 + len(w) > 100:
            lines.append(line)
            line = "#"
        line += " " + w
    lines.append(line)
    with open(args.out, "w") as out:
        out.write("\n".join(lines) + "\n")
        for d, key, ver, h in kept:
            out.write(f"{d} {key} {ver} {h}\n")
    print(f"{args.capture}: {len(frames)} frames, {hex_total} hex characters, {len(kinds)} kinds; "
          f"one in {k} of each kind kept: {len(kept)} frames, {hex_kept} hex characters -> {args.out}")


if __name__ == "__main__":
    main()

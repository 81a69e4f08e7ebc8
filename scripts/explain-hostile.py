#!/usr/bin/env python3
"""Writes a hostile Kafka request frame of about SIZE bytes (raw) to stdout, to measure what
kafka-explain needs on input built to blow up a tree:

  flat    Metadata v12: one topics array of (SIZE - 20) / 18 elements of 18 bytes each (at most a
          million, Kafka's limit: past that, topic names make them longer)
  nested  AlterPartitionReassignments v0: topics x partitions x replicas, 200 of each level below the
          top (100 x 100 x 100 = a million entries kept even with 100 elements per array)
  tags    Metadata v12 whose request header holds as many unknown tagged fields as fit

usage: python3 scripts/explain-hostile.py flat|nested|tags SIZE > frame.bin
       python3 scripts/explain-hostile.py flat 104857600 | /usr/bin/time -v kafka-explain - > /dev/null
"""
import struct
import sys


def uvarint(n):
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n == 0:
            out.append(b)
            return bytes(out)
        out.append(b | 0x80)


def frame(api_key, version, header_tags, body):
    header = struct.pack(">hhih", api_key, version, 1, -1) + header_tags
    payload = header + body
    return struct.pack(">i", len(payload)) + payload


def flat(size):
    # Kafka refuses arrays of more than a million elements: past that, topic names pad the elements.
    n = min(1_000_000, max(0, (size - 20) // 18))
    name = max(0, (size - 20) // max(n, 1) - 18)
    element = bytes(16) + (uvarint(name + 1) + b"a" * name if name else b"\0") + b"\0"
    body = uvarint(n + 1) + element * n + b"\0\0\0"
    return frame(3, 12, b"\0", body)


def nested(size):
    replicas = uvarint(201) + bytes(4 * 200)
    partition = bytes(4) + replicas + b"\0"
    topic = b"\x01" + uvarint(201) + partition * 200 + b"\0"
    n = max(1, size // len(topic))
    body = bytes(4) + uvarint(n + 1) + topic * n + b"\0"
    return frame(45, 0, b"\0", body)


def tags(size):
    parts = []
    total = 0
    i = 0
    while total < size - 40:
        t = uvarint(i) + b"\0"
        parts.append(t)
        total += len(t)
        i += 1
    header_tags = uvarint(i) + b"".join(parts)
    return frame(3, 12, header_tags, b"\x01\0\0\0")


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("flat", "nested", "tags"):
        sys.exit(__doc__)
    shape, size = sys.argv[1], int(sys.argv[2])
    sys.stdout.buffer.write({"flat": flat, "nested": nested, "tags": tags}[shape](size))


if __name__ == "__main__":
    main()

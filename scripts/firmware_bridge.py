"""The host side of the firmware's UART link (examples/firmware): a byte bridge between QEMU's UART0
and a Kafka broker.

QEMU connects to this bridge as a TCP client (its UART0 is a socket chardev). What the firmware sends
is a stream of size-prefixed frames; each request frame goes to the broker as it is, and the broker's
reply frame comes back as it is. A size prefix of -1 is a control request, followed by one byte:
  C   close the upstream connection, if any, and open a new one; the reply is an empty frame
  S   the run's settings; the reply is a frame of text (--settings)

Usage: python3 scripts/firmware_bridge.py --upstream HOST:PORT --settings TEXT --ready FILE
The listening port is written to FILE once the bridge listens. It serves one QEMU connection and
exits when QEMU closes it, printing how many frames went each way.
"""

import argparse
import socket
import struct
import sys

ap = argparse.ArgumentParser()
ap.add_argument("--upstream", required=True)
ap.add_argument("--settings", required=True)
ap.add_argument("--ready", required=True)
args = ap.parse_args()
host, port = args.upstream.rsplit(":", 1)


def read_exact(sock, n):
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        if not chunk:
            return None
        data += chunk
    return data


listener = socket.socket()
listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
listener.bind(("127.0.0.1", 0))
listener.listen(1)
with open(args.ready, "w") as f:
    f.write("%d\n" % listener.getsockname()[1])
qemu, _ = listener.accept()
upstream = None
frames = replies = connections = 0
while True:
    prefix = read_exact(qemu, 4)
    if prefix is None:
        break
    (size,) = struct.unpack(">i", prefix)
    if size == -1:
        cmd = read_exact(qemu, 1)
        if cmd == b"C":
            if upstream is not None:
                upstream.close()
            upstream = socket.create_connection((host, int(port)), timeout=60)
            connections += 1
            qemu.sendall(struct.pack(">i", 0))
        elif cmd == b"S":
            text = args.settings.encode()
            qemu.sendall(struct.pack(">i", len(text)) + text)
        else:
            sys.exit("bridge: unknown control request %r" % cmd)
        continue
    if size < 0 or upstream is None:
        sys.exit("bridge: frame size %d%s" % (size, "" if upstream else " before any connection"))
    body = read_exact(qemu, size)
    if body is None:
        sys.exit("bridge: QEMU closed the link inside a frame")
    upstream.sendall(prefix + body)
    frames += 1
    reply_prefix = read_exact(upstream, 4)
    if reply_prefix is None:
        sys.exit("bridge: the broker closed the connection after request frame %d" % frames)
    (reply_size,) = struct.unpack(">i", reply_prefix)
    reply = read_exact(upstream, reply_size)
    if reply is None:
        sys.exit("bridge: the broker closed the connection inside a reply")
    qemu.sendall(reply_prefix + reply)
    replies += 1
print("bridge: %d upstream connection(s), %d request frames, %d reply frames" % (connections, frames, replies))

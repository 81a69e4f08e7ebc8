"""Runs one of the firmware's handler builds (examples/firmware/src/bin/handler-*.rs) in QEMU and
prints its replies to an ApiVersions v3 and a Metadata v12 request, as hex, one line each.

Usage: python3 scripts/firmware_handler_check.py ELF
scripts/e2e-firmware.sh runs it on both builds and requires the same replies from both.
"""

import socket
import struct
import subprocess
import sys

REQUESTS = [
    # ApiVersions v3, correlation id 7, client "c", software "k" version "1".
    bytes([0, 0, 0, 17, 0, 18, 0, 3, 0, 0, 0, 7, 0, 1, 99, 0, 2, 107, 2, 49, 0]),
    # Metadata v12, correlation id 8, client "c": every topic, no auto-creation.
    bytes([0, 0, 0, 16, 0, 3, 0, 12, 0, 0, 0, 8, 0, 1, 99, 0, 0, 0, 0, 0]),
]


def read_exact(sock, n):
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        if not chunk:
            sys.exit("handler check: the handler closed the link (it failed on a request)")
        data += chunk
    return data


listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen(1)
listener.settimeout(30)
port = listener.getsockname()[1]
qemu = subprocess.Popen(
    ["qemu-system-arm", "-machine", "mps2-an386", "-cpu", "cortex-m4", "-display", "none", "-monitor", "none",
     "-semihosting-config", "enable=on,target=native",
     "-chardev", "socket,id=link,host=127.0.0.1,port=%d" % port, "-serial", "chardev:link", "-serial", "null",
     "-kernel", sys.argv[1]],
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
try:
    conn, _ = listener.accept()
    conn.settimeout(30)
    for req in REQUESTS:
        conn.sendall(req)
        (size,) = struct.unpack(">i", read_exact(conn, 4))
        print(read_exact(conn, size).hex())
finally:
    qemu.kill()
    qemu.wait()

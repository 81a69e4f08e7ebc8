#!/usr/bin/env bash
# Captures the Produce requests that real clients send with each codec: kcat (Debian's, librdkafka)
# with -z gzip|snappy|lz4|zstd, and confluent-kafka (PyPI, its own librdkafka) with
# compression.type set the same way. They produce to librdkafka's mock cluster through
# examples/proxy.rs, whose --capture file keeps every frame; each client's Produce request frames
# are written to tests/data/compressed/<client>-<codec>.hex (one frame per line, as hex), which
# tests/it/compression.rs decodes and checks against the messages sent (the same rule as here).
# Not run in CI: its output is pinned.
#
# Run from anywhere: bash scripts/capture-client-batches.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
wait_for_file() {
  for _ in $(seq 200); do [ -s "$1" ] && return 0; sleep 0.1; done
  echo "timed out waiting for $1" >&2
  exit 1
}
command -v kcat >/dev/null || { echo "needs kcat (apt-get install kcat librdkafka-dev)" >&2; exit 1; }
python3 -c 'import confluent_kafka' 2>/dev/null || python3 -m pip install --quiet confluent-kafka
echo "kcat: $(kcat -V 2>&1 | grep -Eo 'Version [0-9.]+|librdkafka [0-9.]+' | tr '\n' ' ')"
echo "confluent-kafka: $(python3 -c 'import confluent_kafka as c; print(c.__version__, "librdkafka", c.libversion()[0])')"

cc -O1 -o "$work/mock_cluster" scripts/e2e/mock_cluster.c -lrdkafka
"$work/mock_cluster" 1 capture 1 >"$work/bootstraps" 2>"$work/mock.log" &
pids+=($!)
wait_for_file "$work/bootstraps"
cargo build -q --example proxy
target/debug/examples/proxy --map "$(head -n 1 "$work/bootstraps")=127.0.0.1:0" --ready "$work/ready" \
  --capture "$work/capture" --quiet >"$work/proxy.log" 2>&1 &
pids+=($!)
wait_for_file "$work/ready"
bootstrap="$(head -n 1 "$work/ready" | cut -d= -f2)"

# Messages: i = 0..39, key "key-<i>", value "value-<i>-" repeated i % 5 + 1 times.
for i in $(seq 0 39); do
  printf 'key-%d:%s\n' "$i" "$(for _ in $(seq 0 $((i % 5))); do printf 'value-%d-' "$i"; done)"
done >"$work/messages"
for codec in gzip snappy lz4 zstd; do
  kcat -P -b "$bootstrap" -t capture -p 0 -K : -z "$codec" -H trace=kcat -X linger.ms=200 \
    -X client.id="kcat-$codec" <"$work/messages"
  python3 - "$bootstrap" "$codec" <<'PY'
import sys
from confluent_kafka import Producer

bootstrap, codec = sys.argv[1], sys.argv[2]
p = Producer({"bootstrap.servers": bootstrap, "compression.type": codec, "linger.ms": 200,
              "client.id": f"confluent-{codec}"})
for i in range(40):
    key = None if i % 7 == 3 else f"key-{i}".encode()
    value = None if i % 11 == 5 else (f"value-{i}-" * (i % 5 + 1)).encode()
    headers = [("h", str(i).encode())] + ([("empty", None)] if i % 4 == 0 else [])
    p.produce("capture", value=value, key=key, partition=0, timestamp=1700000000000 + i, headers=headers)
p.flush(30)
PY
done
sleep 0.5
mkdir -p tests/data/compressed
python3 - "$work/capture" <<'PY'
import sys
frames = {}
for line in open(sys.argv[1]):
    arrow, key, version, conn, hexed = line.split()
    if arrow != ">" or key != "0":
        continue
    b = bytes.fromhex(hexed)
    n = int.from_bytes(b[12:14], "big")
    client = b[14:14 + n].decode()
    frames.setdefault(client, []).append((version, hexed))
for client, fs in sorted(frames.items()):
    with open(f"tests/data/compressed/{client}.hex", "w") as f:
        f.write(f"# Produce requests captured from {client.split('-')[0]} with compression.type "
                f"{client.split('-')[1]}: one frame per line (versions {sorted({v for v, _ in fs})})\n")
        for _, h in fs:
            f.write(h + "\n")
    print(f"tests/data/compressed/{client}.hex: {len(fs)} Produce request(s)")
PY

#!/usr/bin/env bash
# Runs the codec benchmarks (benches/codec.rs) and prints one table: kafka-view against
# kafka-protocol on the same bytes, and kafka-view against the read-every-byte floor.
#
#   scripts/bench-table.sh                 # one run of the suite (a few minutes on 2 cores)
#   RUNS=3 scripts/bench-table.sh          # three runs; each cell is the median of the runs' medians
#   scripts/bench-table.sh --no-run        # only print the table from the last run's results
#   scripts/bench-table.sh -- Metadata     # extra arguments go to criterion (a filter, settings);
#                                          # cells a filter skipped show earlier runs' results
#   scripts/bench-table.sh --compression   # benches/compression.rs instead: decompress + iterate
#                                          # and compress per codec, against kafka-protocol
#
# Every time is criterion's median point estimate (target/criterion/<group>/<id>/new/estimates.json).
# The machine is shared and noisy: compare ratios, and prefer RUNS=3 for anything quoted.
set -euo pipefail

cd "$(dirname "$0")/.."

runs="${RUNS:-1}"
run=1
bench=codec
if [[ "${1:-}" == "--compression" ]]; then
    bench=compression
    shift
fi
if [[ "${1:-}" == "--no-run" ]]; then
    run=0
    shift
fi
if [[ "${1:-}" == "--" ]]; then
    shift
fi

target_dir="${CARGO_TARGET_DIR:-$(cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')}"
criterion_dir="$target_dir/criterion"
samples="$(mktemp)"
trap 'rm -f "$samples"' EXIT

collect() {
    # Appends one JSON line per benchmark: group, id, median (ns), bytes.
    python3 - "$criterion_dir" >>"$samples" <<'EOF'
import json, os, sys
root = sys.argv[1]
for group in sorted(os.listdir(root)) if os.path.isdir(root) else []:
    gdir = os.path.join(root, group)
    for bid in sorted(os.listdir(gdir)):
        new = os.path.join(gdir, bid, "new")
        est, bench = os.path.join(new, "estimates.json"), os.path.join(new, "benchmark.json")
        if not (os.path.isfile(est) and os.path.isfile(bench)):
            continue
        with open(est) as f:
            median = json.load(f)["median"]["point_estimate"]
        with open(bench) as f:
            tp = json.load(f).get("throughput") or {}
        print(json.dumps({"group": group, "id": bid, "ns": median, "bytes": tp.get("Bytes")}))
EOF
}

if [[ "$run" == 1 ]]; then
    for ((i = 1; i <= runs; i++)); do
        echo "== run $i of $runs: cargo bench --bench $bench" >&2
        cargo bench --bench "$bench" -- "$@" >&2
        collect
    done
else
    collect
fi

if [[ "$bench" == compression ]]; then
    python3 - "$samples" "$runs" <<'EOF'
import json, statistics, sys
from collections import defaultdict

times = defaultdict(list)
for line in open(sys.argv[1]):
    r = json.loads(line)
    if r["group"].startswith("compressed_"):
        times[(r["group"][len("compressed_"):], r["id"])].append(r["ns"])
med = {k: statistics.median(v) for k, v in times.items()}
fmt = lambda ns: "-" if ns is None else (f"{ns / 1e3:.0f} µs" if ns >= 1e5 else f"{ns / 1e3:.1f} µs")
ratio = lambda a, b: f"{a / b:.2f}x" if a and b else "-"
print(f"Medians of criterion's median estimates over {sys.argv[2]} run(s); 'kp / ours' is "
      "kafka-protocol's time over ours (above 1: we are faster).\n")
print("| codec | decompress + iterate: ours | kafka-protocol | kp / ours | compress: ours | kafka-protocol | kp / ours |")
print("|---|---:|---:|---:|---:|---:|---:|")
for codec in ["gzip", "snappy", "lz4", "zstd"]:
    d, kd = med.get((codec, "ours_decompress_iterate")), med.get((codec, "kp_decode"))
    e, ke = med.get((codec, "ours_compress")), med.get((codec, "kp_encode"))
    print(f"| {codec} | {fmt(d)} | {fmt(kd)} | {ratio(kd, d)} | {fmt(e)} | {fmt(ke)} | {ratio(ke, e)} |")
EOF
    exit 0
fi

python3 - "$samples" "$runs" <<'EOF'
import json, statistics, sys
from collections import defaultdict

path, runs = sys.argv[1], sys.argv[2]
times, sizes = defaultdict(list), {}
with open(path) as f:
    for line in f:
        r = json.loads(line)
        times[(r["group"], r["id"])].append(r["ns"])
        if r["bytes"]:
            sizes[r["group"]] = r["bytes"]
med = {k: statistics.median(v) for k, v in times.items()}

def fmt(ns):
    if ns is None:
        return "-"
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.3g} {unit}"
    return f"{ns:.3g} ns"

def ratio(a, b):
    return f"{a / b:.2f}x" if a is not None and b else "-"

order = [
    "CreateDelegationTokenRequest_v3", "CreateDelegationTokenResponse_v3",
    "SaslAuthenticateRequest_v2", "SaslAuthenticateResponse_v2",
    "DescribeDelegationTokenResponse_v3", "ApiVersionsResponse_v3",
    "MetadataResponse_v12", "ProduceRequest_v9", "FetchResponse_v12",
]
groups = [g for g in order if g in sizes] + sorted(g for g in sizes if g not in order)
large = {"DescribeDelegationTokenResponse_v3", "MetadataResponse_v12", "ProduceRequest_v9",
         "FetchResponse_v12"}

# operation, our id, their id, target speed-up over kafka-protocol, floor id
ops = [
    ("decode", "ours_decode", "kp_decode", None, "read_every_byte"),
    ("decode + visit", "ours_decode_visit", "kp_decode", 10, "read_every_byte"),
    ("encode", "ours_encode", "kp_encode", 3, "memcpy"),
]
print(f"Medians of criterion's median estimates over {runs} run(s). 'kp / ours' is kafka-protocol's "
      "time over ours (higher is better for us); kafka-protocol's decode builds the whole tree, so it "
      "is the reference for decode + visit too. 'ours / floor': ours over read-every-byte "
      "(decode) or memcpy (encode) of the same bytes.\n")
print("| message | bytes | operation | ours | kafka-protocol | kp / ours | target | floor | ours / floor |")
print("|---|---:|---|---:|---:|---:|---|---:|---:|")
for g in groups:
    for name, ours_id, kp_id, target, floor_id in ops:
        ours, kp, floor = med.get((g, ours_id)), med.get((g, kp_id)), med.get((g, floor_id))
        verdict = ""
        if target and ours and kp:
            verdict = f">= {target}x: {'met' if kp / ours >= target else 'MISSED'}"
        if name == "decode + visit" and g in large and ours and floor:
            verdict += f"; <= 3x floor: {'met' if ours / floor <= 3 else 'MISSED'}"
        print(f"| {g} | {sizes[g]} | {name} | {fmt(ours)} | {fmt(kp)} | {ratio(kp, ours)} | "
              f"{verdict} | {fmt(floor)} | {ratio(ours, floor)} |")

ids = ["ours_decode", "ours_decode_visit", "kp_decode", "kp_decode_visit", "ours_encode",
       "kp_encode", "memcpy", "read_every_byte"]
print("\nAll medians:\n")
print("| message | " + " | ".join(ids) + " |")
print("|---|" + "---:|" * len(ids))
for g in groups:
    print(f"| {g} | " + " | ".join(fmt(med.get((g, i))) for i in ids) + " |")
EOF

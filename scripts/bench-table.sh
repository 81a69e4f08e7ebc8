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
#   scripts/bench-table.sh --crc           # benches/crc.rs instead: CRC-32C candidates and
#                                          # RecordBatch::verify_crc, GB/s against memcpy
#   scripts/bench-table.sh --traffic       # benches/traffic.rs instead: captured frames (mock and
#                                          # real broker), frames/s per operation, against kafka-protocol
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
elif [[ "${1:-}" == "--crc" ]]; then
    bench=crc
    shift
elif [[ "${1:-}" == "--traffic" ]]; then
    bench=traffic
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
bench_log="$(mktemp)"
trap 'rm -f "$samples" "$bench_log"' EXIT
# benches/traffic.rs prints one `traffic-set NAME frames=N bytes=B ...` line per set; the last run's
# are kept here, for --no-run.
sets="$target_dir/traffic-sets.txt"

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
        print(json.dumps({"group": group, "id": bid, "ns": median, "bytes": tp.get("Bytes"),
                          "elements": tp.get("Elements")}))
EOF
}

if [[ "$run" == 1 ]]; then
    for ((i = 1; i <= runs; i++)); do
        echo "== run $i of $runs: cargo bench --bench $bench" >&2
        cargo bench --bench "$bench" -- "$@" | tee "$bench_log" >&2
        if [[ "$bench" == traffic ]]; then
            grep '^traffic-set ' "$bench_log" >"$sets" || true
        fi
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

if [[ "$bench" == crc ]]; then
    python3 - "$samples" "$runs" <<'EOF'
import json, statistics, sys
from collections import defaultdict

times = defaultdict(list)
for line in open(sys.argv[1]):
    r = json.loads(line)
    if r["group"].startswith("crc32c_"):
        times[(int(r["group"][len("crc32c_"):]), r["id"])].append(r["ns"])
med = {k: statistics.median(v) for k, v in times.items()}
ids = ["memcpy", "crc_table1", "crc_slice16", "crc32c", "crc_fast", "ours_verify_crc"]
print(f"Medians of criterion's median estimates over {sys.argv[2]} run(s): GB/s, and in brackets "
      "the time as a multiple of memcpy's.\n")
print("| bytes | " + " | ".join(ids) + " |")
print("|---:|" + "---:|" * len(ids))
for size in sorted({s for s, _ in med}):
    cells = []
    for i in ids:
        ns, floor = med.get((size, i)), med.get((size, "memcpy"))
        cells.append("-" if ns is None else f"{size / ns:.2f} ({ns / floor:.1f}x)" if floor else f"{size / ns:.2f}")
    print(f"| {size} | " + " | ".join(cells) + " |")
EOF
    exit 0
fi

if [[ "$bench" == traffic ]]; then
    python3 - "$samples" "$runs" "$sets" <<'EOF'
import json, os, statistics, sys
from collections import defaultdict

times, frames = defaultdict(list), {}
for line in open(sys.argv[1]):
    r = json.loads(line)
    if r["group"].startswith("traffic_") and r.get("elements"):
        s = r["group"][len("traffic_"):]
        times[(s, r["id"])].append(r["ns"])
        frames[s] = r["elements"]
sizes = {}
if os.path.isfile(sys.argv[3]):
    for line in open(sys.argv[3]):
        f = line.split()
        sizes[f[1]] = dict(x.split("=", 1) for x in f[2:])
med = {k: statistics.median(v) for k, v in times.items()}

def rate(s, i):
    ns = med.get((s, i))
    return None if ns is None else frames[s] / (ns / 1e9)

def fmt(r):
    if r is None:
        return "-"
    return f"{r / 1e6:.2f} M" if r >= 1e6 else f"{r / 1e3:.0f} k"

def ratio(ours, kp):
    a, b = med.get(ours), med.get(kp)
    return f"{b / a:.2f}x" if a and b else "-"

print(f"Frames per second, from the medians of criterion's median estimates over {sys.argv[2]} run(s). "
      "'kp / ours' is kafka-protocol's time over ours (above 1: we are faster). kafka-protocol's decode "
      "builds the whole tree, so it is the reference for validate and for decode + visit.\n")
ops = [("validate", "ours_validate", "kp_decode"),
       ("decode + visit", "ours_decode_visit", "kp_decode"),
       ("decode + re-encode", "ours_decode_reencode", "kp_decode_reencode")]
print("| set | frames | bytes | " + " | ".join(f"{o}: ours | kafka-protocol | kp / ours" for o, _, _ in ops) + " |")
print("|---|---:|---:|" + "---:|---:|---:|" * len(ops))
order = ["mock", "broker"]
shown = [x for x in order if x in frames] + sorted(x for x in frames if x not in order)
for s in shown:
    b = sizes.get(s, {}).get("bytes")
    size = f"{int(b):,}" if b else "-"
    cells = []
    for _, ours, kp in ops:
        cells += [fmt(rate(s, ours)), fmt(rate(s, kp)), ratio((s, ours), (s, kp))]
    print(f"| {s} | {frames[s]} | {size} | " + " | ".join(cells) + " |")
ids = ["ours_validate", "ours_decode_visit", "ours_decode_reencode", "kp_decode", "kp_decode_reencode"]
print("\nAll medians (one pass over the set):\n")
print("| set | " + " | ".join(ids) + " |")
print("|---|" + "---:|" * len(ids))
for s in shown:
    print(f"| {s} | " + " | ".join("-" if med.get((s, i)) is None else f"{med[(s, i)] / 1e3:.1f} µs"
                                   for i in ids) + " |")
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
seeds = {"CreateDelegationTokenRequest_v3", "CreateDelegationTokenResponse_v3",
         "SaslAuthenticateRequest_v2", "SaslAuthenticateResponse_v2"}
records = {"ProduceRequest_v9", "FetchResponse_v12"}

def visit_goal(g):
    """Decode + visit against kafka-protocol's decode: 2.5x on the seeds, 2x on the records
    messages, 4x on the rest (ApiVersions, Metadata, DescribeDelegationToken)."""
    return 2.5 if g in seeds else 2 if g in records else 4

def encode_goal(g):
    """Encode against kafka-protocol's: 2x from 500 bytes, 1.2x below."""
    return 2 if sizes[g] >= 500 else 1.2

print(f"Medians of criterion's median estimates over {runs} run(s). 'kp / ours' is kafka-protocol's "
      "time over ours (higher is better for us); kafka-protocol's decode builds the whole tree, so it "
      "is the reference for decode + visit too. 'decode + visit' builds our structs and iterates "
      "them; 'one pass (trace hook)' is Message::decode_traced with a trace folding every value. "
      "'visit / validate': our decode + visit over our decode (goal: at most 2x). 'visitor alone': "
      "the same visitor over the built value (slices, nothing decoded), the part of decode + visit "
      "that is the benchmark's own checksum.\n")
print("| message | bytes | operation | ours | kafka-protocol | kp / ours | goal | visit / validate | visitor alone |")
print("|---|---:|---|---:|---:|---:|---|---:|---:|")
for g in groups:
    dec, vis, kp = med.get((g, "ours_decode")), med.get((g, "ours_decode_visit")), med.get((g, "kp_decode"))
    enc, kpe = med.get((g, "ours_encode")), med.get((g, "kp_encode"))
    alone = med.get((g, "ours_visit_built"))
    print(f"| {g} | {sizes[g]} | decode | {fmt(dec)} | {fmt(kp)} | {ratio(kp, dec)} | | | |")
    goal = visit_goal(g)
    verdict = f">= {goal}x: {'met' if vis and kp and kp / vis >= goal else 'MISSED'}"
    within = ("met" if vis / dec <= 2 else "MISSED") if vis and dec else "-"
    print(f"| {g} | {sizes[g]} | decode + visit | {fmt(vis)} | {fmt(kp)} | {ratio(kp, vis)} | {verdict} | "
          f"{ratio(vis, dec)} ({within}) | {fmt(alone)} |")
    hook = med.get((g, "ours_trace_visit"))
    if hook:
        verdict = f">= {goal}x: {'met' if kp and kp / hook >= goal else 'MISSED'}"
        within = ("met" if hook / dec <= 2 else "MISSED") if dec else "-"
        print(f"| {g} | {sizes[g]} | decode + visit, one pass (trace hook) | {fmt(hook)} | {fmt(kp)} | "
              f"{ratio(kp, hook)} | {verdict} | {ratio(hook, dec)} ({within}) | {fmt(alone)} |")
    goal = encode_goal(g)
    verdict = f">= {goal}x: {'met' if enc and kpe and kpe / enc >= goal else 'MISSED'}"
    print(f"| {g} | {sizes[g]} | encode | {fmt(enc)} | {fmt(kpe)} | {ratio(kpe, enc)} | {verdict} | | |")

ids = ["ours_decode", "ours_decode_visit", "ours_trace_visit", "ours_visit_built", "kp_decode", "kp_decode_visit",
       "ours_encode", "kp_encode", "memcpy", "read_every_byte"]
print("\nAll medians:\n")
print("| message | " + " | ".join(ids) + " |")
print("|---|" + "---:|" * len(ids))
for g in groups:
    print(f"| {g} | " + " | ".join(fmt(med.get((g, i))) for i in ids) + " |")
EOF

#!/usr/bin/env bash
# Runs the codec benchmarks (benches/codec.rs) and prints the tables: kafka-view against
# kafka-protocol 0.18 and krabka-protocol 0.8 on the same bytes, each time also as a multiple of a
# memcpy of those bytes (the floor).
#
# krabka-protocol declares rust-version 1.98.1 but builds on 1.95, so the codec bench is built here
# with RUSTFLAGS="--cfg kafka_view_peers" (which turns its dev-dependency on; see Cargo.toml) and
# --ignore-rust-version. Plain `cargo bench --bench codec` leaves it out.
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

cargo_flags=()
if [[ "$bench" == codec ]]; then
    export RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }--cfg kafka_view_peers"
    cargo_flags=(--ignore-rust-version)
fi

if [[ "$run" == 1 ]]; then
    for ((i = 1; i <= runs; i++)); do
        echo "== run $i of $runs: ${RUSTFLAGS:+RUSTFLAGS=\"$RUSTFLAGS\" }cargo bench ${cargo_flags[*]} --bench $bench" >&2
        cargo bench ${cargo_flags[@]+"${cargo_flags[@]}"} --bench "$bench" -- "$@" | tee "$bench_log" >&2
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

def cell(g, i):
    """A median and, in brackets, that time as a multiple of memcpy of the same bytes."""
    ns, floor = med.get((g, i)), med.get((g, "memcpy"))
    if ns is None or not floor:
        return fmt(ns)
    return f"{fmt(ns)} ({ns / floor:.3g}x)"

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

def krabka_visit_goal(g):
    """Decode + visit against krabka-protocol's borrowed decode + visit: 2x on every structured
    message (all but the records messages)."""
    return None if g in records else 2

def encode_goal(g):
    """Encode against kafka-protocol's: 2x from 500 bytes, 1.2x below."""
    return 2 if sizes[g] >= 500 else 1.2

def crc_goal(g):
    """Produce validated with its batch's CRC: no slower than krabka-protocol's borrowed decode."""
    return 1 if g == "ProduceRequest_v9" else None

def verdict(name, goal, peer, ours):
    if goal is None or peer is None:
        return None
    return f"{name} >= {goal}x: {'met' if ours and peer / ours >= goal else 'MISSED'}"

def goals(*vs):
    return " · ".join(v for v in vs if v)

print(f"Medians of criterion's median estimates over {runs} run(s). Each time is followed, in "
      "brackets, by that time as a multiple of memcpy of the same bytes (the floor). 'kp / ours' and "
      "'krabka / ours' are a peer's time over ours (higher is better for us). kafka-protocol's decode "
      "builds the whole tree, so it is its reference for decode + visit too; krabka-protocol's is its "
      "borrowed decode + visit. 'decode + visit' builds our structs and iterates them; 'one pass "
      "(trace hook)' is Message::decode_traced with a trace folding every value. 'decode + batches + "
      "CRC' (Produce, Fetch) also reads every record batch's header and checks its CRC on each side "
      "(krabka-protocol's borrowed decode always does); 'CRC alone' is our batches and CRCs without "
      "the decode. 'visit / validate': our decode + visit over our decode (goal: at most 2x). "
      "'visitor alone': the same visitor over the built value (slices, nothing decoded), the part of "
      "decode + visit that is the benchmark's own checksum.\n")
print("| message | bytes | operation | ours | kafka-protocol | krabka-protocol | kp / ours | krabka / ours "
      "| goal | visit / validate | visitor alone | CRC alone |")
print("|---|---:|---|---:|---:|---:|---:|---:|---|---:|---:|---:|")
for g in groups:
    m = lambda i: med.get((g, i))
    dec, vis, hook = m("ours_decode"), m("ours_decode_visit"), m("ours_trace_visit")
    kp, kr, krv = m("kp_decode"), m("krabka_decode"), m("krabka_decode_visit")
    alone = cell(g, "ours_visit_built")

    def row(op, ours_id, kp_id, kr_id, goal="", within="", alone="", crc=""):
        ours = m(ours_id)
        print(f"| {g} | {sizes[g]} | {op} | {cell(g, ours_id)} | {cell(g, kp_id)} | {cell(g, kr_id)} | "
              f"{ratio(m(kp_id), ours)} | {ratio(m(kr_id), ours)} | {goal} | {within} | {alone} | {crc} |")

    row("decode", "ours_decode", "kp_decode", "krabka_decode")
    for op, ours_id, ours in (("decode + visit", "ours_decode_visit", vis),
                              ("decode + visit, one pass (trace hook)", "ours_trace_visit", hook)):
        if ours is None:
            continue
        within = f"{ratio(ours, dec)} ({'met' if ours / dec <= 2 else 'MISSED'})" if dec else "-"
        goal = goals(verdict("kp", visit_goal(g), kp, ours),
                     verdict("krabka", krabka_visit_goal(g), krv, ours))
        row(op, ours_id, "kp_decode", "krabka_decode_visit", goal, within, alone)
    if m("ours_decode_crc") is not None:
        row("decode + batches + CRC", "ours_decode_crc", "kp_decode_crc", "krabka_decode",
            goals(verdict("krabka", crc_goal(g), kr, m("ours_decode_crc"))), crc=cell(g, "ours_crc"))
    row("encode", "ours_encode", "kp_encode", "krabka_encode",
        goals(verdict("kp", encode_goal(g), m("kp_encode"), m("ours_encode"))))

print("\nPeer time over ours, per message (higher is better for us; '-' where not measured):\n")
print("| message (bytes) | krabka decode + visit / our decode + visit | kp decode / our decode + visit "
      "| krabka encode / ours | kp encode / ours | with the batches' CRC: krabka decode / ours "
      "| kp / ours |")
print("|---|--:|--:|--:|--:|--:|--:|")
for g in groups:
    m = lambda i: med.get((g, i))
    vis, crc = m("ours_decode_visit"), m("ours_decode_crc")
    print(f"| {g} ({sizes[g]:,}) | {ratio(m('krabka_decode_visit'), vis)} | {ratio(m('kp_decode'), vis)} | "
          f"{ratio(m('krabka_encode'), m('ours_encode'))} | {ratio(m('kp_encode'), m('ours_encode'))} | "
          f"{ratio(m('krabka_decode'), crc)} | {ratio(m('kp_decode_crc'), crc)} |")

ids = ["ours_decode", "ours_decode_visit", "ours_trace_visit", "ours_visit_built", "ours_decode_crc",
       "ours_crc", "kp_decode", "kp_decode_visit", "kp_decode_crc", "krabka_decode",
       "krabka_decode_visit", "ours_encode", "kp_encode", "krabka_encode", "memcpy", "read_every_byte"]
print("\nAll medians:\n")
print("| message | " + " | ".join(ids) + " |")
print("|---|" + "---:|" * len(ids))
for g in groups:
    print(f"| {g} | " + " | ".join(fmt(med.get((g, i))) for i in ids) + " |")
EOF

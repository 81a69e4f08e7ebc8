#!/usr/bin/env bash
# Throughput and latency of examples/proxy.rs (release build) in front of a real Kafka broker on
# loopback, measured with Kafka's own ProducerPerformance and ConsumerPerformance (kafka-tools of the
# `broker` release in kafka/pins): directly to the broker, then through the proxy in its verifying
# mode (every frame decoded and encoded again) and in its pass-through mode (headers, plus the
# responses it rewrites). A benchmark, not a test: it prints numbers and never fails on them.
#
#   bash scripts/bench-proxy.sh        RUNS=3 (medians of RUNS runs), RECORDS=1048576 (1 KiB each: 1 GiB),
#                                      RATE=5000 (records/s of the latency run), LATENCY_RECORDS=50000,
#                                      ONLY=latency (the latency runs alone)
#
# Each run, for each mode in turn: ProducerPerformance sends RECORDS records of 1 KiB as fast as it
# can (acks=1) to a new one-partition topic, ConsumerPerformance reads them back, and a second
# producer run at RATE records/s measures latency without queueing. The proxy's CPU time (user +
# system, from /proc) is divided by the data it carried.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-3}"
RECORDS="${RECORDS:-1048576}"
RATE="${RATE:-5000}"
LATENCY_RECORDS="${LATENCY_RECORDS:-50000}"
ONLY="${ONLY:-}"
MODES=(direct verify pass-through)

work="$(mktemp -d)"
proxy_pid=""
cleanup() {
  local status=$?
  [ -n "$proxy_pid" ] && { kill "$proxy_pid" 2>/dev/null || true; wait "$proxy_pid" 2>/dev/null || true; }
  bash scripts/kafka/broker.sh stop "$work/broker" || true
  if [ "$status" -ne 0 ]; then echo "bench-proxy failed; logs in $work"; else rm -rf "$work"; fi
  exit "$status"
}
trap cleanup EXIT

cargo build -q --release --example proxy
KAFKA_HEAP=2g bash scripts/kafka/broker.sh start "$work/broker"
# shellcheck disable=SC1091
. "$work/broker/broker.env"
java=(java -Dlog4j2.configurationFile="$work/broker/log4j2.properties" -cp "$KAFKA_CLASSPATH")

cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
hz="$(getconf CLK_TCK)"

start_proxy() { # mode; sets proxy_pid and addr (not run in a subshell, so the pid stays known)
  local flags=()
  [ "$1" = pass-through ] && flags+=(--pass-through)
  rm -f "$work/ready"
  target/release/examples/proxy --map "$KAFKA_PLAINTEXT=127.0.0.1:0" --max-frame $((16 << 20)) --quiet \
    --ready "$work/ready" "${flags[@]}" >"$work/proxy.log" 2>&1 &
  proxy_pid=$!
  for _ in $(seq 100); do [ -s "$work/ready" ] && break; sleep 0.05; done
  addr="$(cut -d= -f2 "$work/ready")"
}

echo "mode run producer_rec_s producer_MB_s consumer_rec_s consumer_MB_s lat_avg_ms lat_p99_ms proxy_cpu_s_per_GiB" \
  >"$work/results"
for run in $(seq "$RUNS"); do
  for mode in "${MODES[@]}"; do
    topic="bench-$run-$mode"
    "${java[@]}" org.apache.kafka.tools.TopicCommand --bootstrap-server "$KAFKA_PLAINTEXT" --create --topic "$topic" \
      --partitions 1 --replication-factor 1 >/dev/null
    "${java[@]}" org.apache.kafka.tools.TopicCommand --bootstrap-server "$KAFKA_PLAINTEXT" --create \
      --topic "$topic-lat" --partitions 1 --replication-factor 1 >/dev/null
    addr="$KAFKA_PLAINTEXT"
    [ "$mode" = direct ] || start_proxy "$mode"
    t0=0
    [ -n "$proxy_pid" ] && t0="$(cpu_ticks "$proxy_pid")"
    if [ "$ONLY" = latency ]; then
      echo "0 records sent, 0 records/sec (0 MB/sec)" >"$work/produce.out"
      echo "2000-01-01 0, 0, 0, 0, 0, 0, 0, 0, 0, 0" >"$work/consume.out"
    else
      "${java[@]}" org.apache.kafka.tools.ProducerPerformance --topic "$topic" --num-records "$RECORDS" \
        --record-size 1024 --throughput -1 --producer-props bootstrap.servers="$addr" acks=1 \
        client.id=bench-producer >"$work/produce.out" 2>&1
      "${java[@]}" org.apache.kafka.tools.ConsumerPerformance --bootstrap-server "$addr" --topic "$topic" \
        --messages "$RECORDS" --timeout 60000 >"$work/consume.out" 2>&1
    fi
    t1=0
    [ -n "$proxy_pid" ] && t1="$(cpu_ticks "$proxy_pid")"
    "${java[@]}" org.apache.kafka.tools.ProducerPerformance --topic "$topic-lat" --num-records "$LATENCY_RECORDS" \
      --record-size 1024 --throughput "$RATE" --warmup-records $((LATENCY_RECORDS / 10)) \
      --producer-props bootstrap.servers="$addr" acks=1 linger.ms=0 \
      client.id=bench-latency >"$work/latency.out" 2>&1
    if [ -n "$proxy_pid" ]; then kill "$proxy_pid"; wait "$proxy_pid" 2>/dev/null || true; proxy_pid=""; fi
    "${java[@]}" org.apache.kafka.tools.TopicCommand --bootstrap-server "$KAFKA_PLAINTEXT" --delete \
      --topic "$topic" >/dev/null 2>&1 || true
    # "N records sent, R records/sec (M MB/sec), A ms avg latency, ..., P ms 99th, ..."
    produce="$(grep 'records sent' "$work/produce.out" | tail -n 1)"
    latency="$(grep 'records sent' "$work/latency.out" | tail -n 1)"
    consume="$(grep -E '^[0-9]{4}-' "$work/consume.out" | tail -n 1)"
    [ -n "$produce" ] && [ -n "$consume" ] && [ -n "$latency" ] ||
      { cat "$work/produce.out" "$work/consume.out" "$work/latency.out"; exit 1; }
    # ConsumerPerformance: start, end, MB, MB/s, records, records/s, rebalance ms, fetch ms, fetch MB/s, fetch records/s
    python3 - "$mode" "$run" "$produce" "$consume" "$latency" "$(( (t1 - t0) ))" "$hz" "$RECORDS" >>"$work/results" <<'PY'
import re, sys
mode, run, produce, consume, latency, ticks, hz, records = sys.argv[1:]
p = re.search(r"([\d.]+) records/sec \(([\d.]+) MB/sec\)", produce)
c = [x.strip() for x in consume.split(",")]
l_avg = re.search(r"([\d.]+) ms avg latency", latency).group(1)
l_p99 = re.search(r"([\d.]+) ms 99th", latency).group(1)
gib = 2 * int(records) * 1024 / 2**30  # produced and consumed through the proxy
cpu = int(ticks) / int(hz) / gib if mode != "direct" else 0
print(mode, run, p.group(1), p.group(2), c[9], c[8], l_avg, l_p99, "%.2f" % cpu)
PY
    tail -n 1 "$work/results"
  done
done

echo
python3 - "$work/results" "$RUNS" "$RECORDS" "$RATE" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1])][1:]
med = {}
for mode in ("direct", "verify", "pass-through"):
    rs = [r for r in rows if r[0] == mode]
    med[mode] = [statistics.median(float(r[i]) for r in rs) for i in range(2, 9)]
d = med["direct"]
print("Medians of %s runs; %s records of 1 KiB; latency at %s records/s." % (sys.argv[2], sys.argv[3], sys.argv[4]))
print()
print("| path | produce records/s | produce MB/s | consume records/s | consume MB/s | produce latency avg / p99 (ms) | proxy CPU s per GiB |")
print("|---|---:|---:|---:|---:|---:|---:|")
for mode, label in (("direct", "direct to the broker"), ("verify", "proxy, verifying"),
                    ("pass-through", "proxy, pass-through")):
    m = med[mode]
    ratio = lambda i: "" if mode == "direct" or not d[i] else " (%.0f%%)" % (100 * m[i] / d[i])
    print("| %s | %.0f%s | %.1f%s | %.0f%s | %.1f%s | %.2f / %.2f | %s |" % (
        label, m[0], ratio(0), m[1], ratio(1), m[2], ratio(2), m[3], ratio(3), m[4], m[5],
        "-" if mode == "direct" else "%.2f" % m[6]))
PY

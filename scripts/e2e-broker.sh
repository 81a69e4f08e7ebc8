#!/usr/bin/env bash
# End-to-end tests against a real Apache Kafka broker (the `broker` release of kafka/pins, started by
# scripts/kafka/broker.sh on loopback):
#
#  1. delegation tokens and SASL with this crate's token_client talking to Kafka directly, and the
#     same scenarios against examples/sasl_gateway: every outcome pinned to what Kafka sends, and the
#     two compared (scripts/e2e_parity.py prints the parity table);
#  2. examples/proxy.rs in its verifying mode in front of both broker listeners (PLAINTEXT and
#     SASL_PLAINTEXT) as the only way in for kcat (Debian), kafka-python and confluent-kafka (PyPI)
#     and Kafka's own Java clients (kafka/clients): producers with every compression type, consumer
#     groups, a share group, transactions and the AdminClient's APIs. The proxy decodes every frame
#     both ways and encodes it again; any frame that does not decode, or encodes to other bytes,
#     fails the run, and so do fewer than MIN_API_KEYS distinct API keys. The table of API keys and
#     versions seen is printed.
#  3. tcpdump on loopback records both hops while the clients run: clients to the proxy, and
#     everything to the broker's listeners (the proxy's upstream connections, token_client and the
#     parity clients). `kafka-explain --pcap` must decode every frame of both captures and pair every
#     response; scripts/e2e_pcap_check.py asserts the counts and prints them (and tshark's reading of
#     the same captures, when tshark is installed).
#
# Installs what it needs when missing (a JDK and Maven, kcat, tcpdump, pinned kafka-python and
# confluent-kafka).
# Run from anywhere: bash scripts/e2e-broker.sh   (E2E_KEEP=1 keeps the work directory; a failed run
# always keeps it and prints the end of every log; E2E_CAPTURE=1 also records every frame, as hex.)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

KAFKA_PYTHON_VERSION=2.2.21
CONFLUENT_KAFKA_VERSION=2.16.1
MIN_API_KEYS=35
started=$SECONDS

work="$(mktemp -d)"
pids=()
cleanup() {
  local status=$?
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  bash scripts/kafka/broker.sh stop "$work/broker" || status=1
  if [ "$status" -ne 0 ]; then
    echo "--- e2e-broker failed; logs kept in $work; their last lines:"
    for f in "$work"/*.log "$work"/broker/logs/server.log "$work"/broker/logs/stdout.log; do
      [ -f "$f" ] && { echo "--- $f"; tail -n 30 "$f"; }
    done
    ls "$work"/dumps 2>/dev/null && head -n 3 "$work"/dumps/* || true
  elif [ -z "${E2E_KEEP:-}" ]; then
    rm -rf "$work"
  else
    echo "logs kept in $work"
  fi
  exit "$status"
}
trap cleanup EXIT
failures=0
fail() { echo "e2e-broker: FAIL: $*"; failures=$((failures + 1)); }
step() { echo; echo "--- $* [$((SECONDS - started)) s]"; }

step "dependencies"
export DEBIAN_FRONTEND=noninteractive
apt_pkgs=()
command -v javac >/dev/null 2>&1 || apt_pkgs+=(openjdk-17-jdk-headless)
command -v mvn >/dev/null 2>&1 || apt_pkgs+=(maven)
command -v kcat >/dev/null 2>&1 || apt_pkgs+=(kcat)
command -v tcpdump >/dev/null 2>&1 || apt_pkgs+=(tcpdump)
if [ "${#apt_pkgs[@]}" -gt 0 ]; then
  apt-get install -y -q "${apt_pkgs[@]}" >/dev/null || { apt-get update -q >/dev/null && apt-get install -y -q "${apt_pkgs[@]}" >/dev/null; }
fi
pip_pkgs=()
python3 -c "import sys, kafka; sys.exit(kafka.__version__ != '$KAFKA_PYTHON_VERSION')" 2>/dev/null ||
  pip_pkgs+=("kafka-python==$KAFKA_PYTHON_VERSION")
python3 -c "import sys, confluent_kafka as c; sys.exit(c.__version__ != '$CONFLUENT_KAFKA_VERSION')" 2>/dev/null ||
  pip_pkgs+=("confluent-kafka==$CONFLUENT_KAFKA_VERSION")
if [ "${#pip_pkgs[@]}" -gt 0 ]; then
  python3 -m pip install --quiet --disable-pip-version-check "${pip_pkgs[@]}"
fi
echo "java: $(java -version 2>&1 | head -n 1); $(mvn -v 2>/dev/null | head -n 1 | sed 's/\x1b\[[0-9;]*m//g')"
echo "kcat: $(kcat -V 2>&1 | grep -m1 '^Version')"
echo "kafka-python: $(python3 -c 'import kafka; print(kafka.__version__)');" \
  "confluent-kafka: $(python3 -c 'import confluent_kafka as c; print(c.__version__, "librdkafka", c.libversion()[0])')"

step "build: examples (proxy, sasl_gateway, token_client), kafka-explain, kafka/clients"
cargo build -q --example proxy --example sasl_gateway --example token_client
cargo build -q -p kafka-view-explain
bin="${CARGO_TARGET_DIR:-target}/debug/examples"
explain="${CARGO_TARGET_DIR:-target}/debug/kafka-explain"
version="$(grep -E '^broker[[:space:]]' kafka/pins | awk '{ print $2 }')"
mvn -B -q -f kafka/clients/pom.xml package -Dkafka.version="$version" -Dstyle.color=never
clients_jar="$root/kafka/clients/target/e2e-clients.jar"

step "broker"
bash scripts/kafka/broker.sh start "$work/broker"
# shellcheck disable=SC1091
. "$work/broker/broker.env"

# tcpdump NAME PORT...: records the TCP traffic of those loopback ports into $work/NAME.pcap until
# stopped; returns once it listens. --immediate-mode: without it libpcap hands packets over in
# blocks (TPACKET_V3), and the packets of the block not yet handed over when tcpdump is stopped are
# lost without being counted as dropped (a CI run's broker capture lacked its last second so).
tcpdump_pids=()
tcpdump_on() {
  local name="$1" filter="" port
  shift
  for port in "$@"; do filter+="${filter:+ or }tcp port $port"; done
  tcpdump -i lo -n -s 0 -B 65536 -U --immediate-mode -w "$work/$name.pcap" "$filter" 2>"$work/tcpdump-$name.log" &
  pids+=($!)
  tcpdump_pids+=($!)
  for _ in $(seq 100); do
    grep -q 'listening on' "$work/tcpdump-$name.log" && return 0
    sleep 0.1
  done
  fail "tcpdump $name did not start: $(cat "$work/tcpdump-$name.log")"
}
tcpdump_on broker "${KAFKA_PLAINTEXT##*:}" "${KAFKA_SASL##*:}"

step "delegation tokens and SASL: token_client and the clients against Kafka and against sasl_gateway"
"$bin/sasl_gateway" --listen 127.0.0.1:0 --users "$work/broker/users.conf" --token-secret "$KAFKA_TOKEN_SECRET" \
  >"$work/gateway.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do
  grep -q '^listening on ' "$work/gateway.log" && break
  sleep 0.1
done
gateway="$(sed -n 's/^listening on //p' "$work/gateway.log")"
[ -n "$gateway" ] || fail "sasl_gateway did not start"
python3 scripts/e2e_parity.py --token-client "$bin/token_client" \
  --target "gateway=$gateway,secret=$KAFKA_TOKEN_SECRET" --target "kafka=$KAFKA_SASL,secret=$KAFKA_TOKEN_SECRET" ||
  fail "token checks or parity"

step "proxy (verifying mode) in front of PLAINTEXT $KAFKA_PLAINTEXT and SASL_PLAINTEXT $KAFKA_SASL"
# At most 4 requests in flight per connection: librdkafka's producer pipelines far more Produce requests
# than that (more than the tracker's 256 on a fast machine), so the proxy's backpressure is exercised:
# it stops reading from the client until a response frees a slot, and no request goes untracked.
"$bin/proxy" --map "$KAFKA_PLAINTEXT=127.0.0.1:0" --map "$KAFKA_SASL=127.0.0.1:0" --max-frame $((8 << 20)) \
  --max-in-flight 4 --stats "$work/stats" --ready "$work/ready" --dump-dir "$work/dumps" --quiet \
  ${E2E_CAPTURE:+--capture "$work/capture"} >"$work/proxy.log" 2>&1 &
pids+=($!)
proxy_pid=$!
for _ in $(seq 100); do
  [ -s "$work/ready" ] && break
  sleep 0.1
done
cat "$work/ready"
plain="$(sed -n 1p "$work/ready" | cut -d= -f2)"
sasl="$(sed -n 2p "$work/ready" | cut -d= -f2)"
tcpdump_on clients "${plain##*:}" "${sasl##*:}"

step "kcat through the proxy"
# acks0: uncompressed, with acks=0 (Produce requests that wait for no response).
for codec in none gzip snappy lz4 zstd acks0; do
  topic="kcat-$codec"
  produce_args=(-z "$codec")
  [ "$codec" = acks0 ] && produce_args=(-X acks=0)
  python3 - "$plain" "$topic" <<'PY' || fail "create $topic"
import sys
from confluent_kafka.admin import AdminClient, NewTopic
admin = AdminClient({"bootstrap.servers": sys.argv[1], "client.id": "kcat-topics"})
for f in admin.create_topics([NewTopic(sys.argv[2], 1, 1)]).values():
    f.result(timeout=30)
PY
  for i in $(seq 300); do printf 'k%d:kcat %s message %d %s\n' "$i" "$codec" "$i" "$(printf '%0*d' $((i % 90)) 0)"; done \
    >"$work/kcat-$codec.sent"
  kcat -P -b "$plain" -t "$topic" -K : "${produce_args[@]}" -X client.id="kcat-producer-$codec" <"$work/kcat-$codec.sent" \
    2>"$work/kcat-produce.log" || fail "kcat produce $codec"
  kcat -C -b "$plain" -t "$topic" -o beginning -e -q -f '%k:%s\n' -X client.id="kcat-consumer-$codec" \
    >"$work/kcat-$codec.got" 2>>"$work/kcat-consume.log" || fail "kcat consume $codec"
  if cmp -s "$work/kcat-$codec.sent" "$work/kcat-$codec.got"; then
    echo "PASS kcat produce ${produce_args[*]} and consume: 300 records intact"
  else
    fail "kcat $codec: consumed other records than were produced"
  fi
done
timeout 60 kcat -b "$plain" -G kcat-group -X auto.offset.reset=earliest -e -q -f '%k:%s\n' \
  -X client.id=kcat-group kcat-none kcat-zstd >"$work/kcat-group.got" 2>"$work/kcat-group.log" || fail "kcat -G"
if [ "$(sort "$work/kcat-group.got")" = "$(sort "$work/kcat-none.sent" "$work/kcat-zstd.sent")" ]; then
  echo "PASS kcat consumer group: $(wc -l <"$work/kcat-group.got") records intact"
else
  fail "kcat -G consumed other records than were produced"
fi
if out="$(kcat -L -b "$sasl" -m 10 -X security.protocol=SASL_PLAINTEXT -X sasl.mechanisms=PLAIN \
  -X sasl.username=alice -X sasl.password=alice-secret 2>&1)" && grep -q "broker 1 at $sasl" <<<"$out"; then
  echo "PASS kcat SASL PLAIN through the proxy: broker 1 at $sasl"
else
  echo "$out"; fail "kcat SASL PLAIN through the proxy"
fi

step "kafka-python through the proxy"
python3 scripts/e2e_broker_clients.py kafka-python "$plain" "$sasl" || fail "kafka-python"

step "confluent-kafka through the proxy"
python3 scripts/e2e_broker_clients.py confluent "$plain" "$sasl" || fail "confluent-kafka"

step "Kafka's Java clients through the proxy"
java -Dlog4j2.configurationFile="$work/broker/log4j2.properties" -cp "$KAFKA_CLASSPATH:$clients_jar" \
  kafkaview.e2e.Clients "$plain" "$sasl" 2>"$work/java.log" || fail "Java clients"

step "what the proxy saw"
for _ in $(seq 300); do
  grep -qx 'connections_open 0' "$work/stats" && break
  sleep 0.1
done
kill "$proxy_pid"
wait "$proxy_pid" 2>/dev/null || true
stat() { awk -v k="$1" '$1 == k { print $2 }' "$work/stats"; }
python3 - "$work/stats" "$MIN_API_KEYS" <<'PY' || fail "API coverage"
import sys
sys.path.insert(0, ".")
versions, names = {}, {}
for line in open(sys.argv[1]):
    f = line.split()
    if f and f[0] == "v":
        key, ver, req, req_ok, resp, resp_ok = map(int, f[1:])
        versions.setdefault(key, []).append((ver, req, req_ok, resp, resp_ok))
    elif len(f) == 12 and f[1].lstrip("-").isdigit() and not line.startswith("#"):
        names[int(f[1])] = f[0]
print("| key | API | versions seen | requests (decoded) | responses (decoded) |")
print("|---:|---|---|---:|---:|")
for key in sorted(versions):
    vs = versions[key]
    print("| %d | %s | %s | %d (%d) | %d (%d) |" % (key, names.get(key, "?"), ", ".join("v%d" % v[0] for v in vs),
          sum(v[1] for v in vs), sum(v[2] for v in vs), sum(v[3] for v in vs), sum(v[4] for v in vs)))
undecoded = ["%s v%d" % (names.get(k, k), v[0]) for k in sorted(versions) for v in versions[k]
             if v[2] < v[1] or v[4] < v[3]]
if undecoded:
    print("versions with frames that did not decode (unknown to this crate, or failed): " + ", ".join(undecoded))
print("%d distinct API keys (at least %s wanted)" % (len(versions), sys.argv[2]))
sys.exit(0 if len(versions) >= int(sys.argv[2]) else 1)
PY
for k in framing_errors uncorrelated_responses tracker_errors unmapped_brokers rewrite_errors requests_failed \
  requests_unknown responses_failed responses_unknown reencode_diff upstream_connect_errors; do
  [ "$(stat "$k")" = 0 ] || fail "proxy: $k is $(stat "$k") (hex dumps in $work/dumps)"
done
[ "$(stat rewritten)" -gt 0 ] || fail "proxy: no response was rewritten"
[ "$(stat in_flight_waits)" -gt 0 ] || fail "proxy: no request waited for a slot (--max-in-flight 4 not exercised)"
ls "$work"/dumps/* >/dev/null 2>&1 && fail "proxy: frames were dumped: $(ls "$work"/dumps | head -n 5 | tr '\n' ' ')"
echo "proxy: $(stat requests_seen) requests, $(stat responses_seen) responses, $(stat connections_total) connections," \
  "$(stat rewritten) responses rewritten; every frame decoded and encoded back to the same bytes;" \
  "$(stat requests_trailing_bytes) requests had bytes after their body, which Kafka ignores (kept and forwarded);" \
  "$(stat unanswered_requests) requests were still waiting when their client closed the connection;" \
  "$(stat in_flight_waits) times a client had 4 requests in flight and its next one waited for a response"

step "the captures: kafka-explain --pcap on both hops (tcpdump -i lo)"
sleep 1 # the last packets on their way to tcpdump
for pid in "${tcpdump_pids[@]}"; do kill -INT "$pid" 2>/dev/null || true; done
for pid in "${tcpdump_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
declare -A capture_ports=(
  [clients]="${plain##*:},${sasl##*:}"
  [broker]="${KAFKA_PLAINTEXT##*:},${KAFKA_SASL##*:}"
)
for name in clients broker; do
  pcap="$work/$name.pcap"
  ports="${capture_ports[$name]}"
  echo "$name.pcap (ports $ports): $(wc -c <"$pcap") bytes;" \
    "tcpdump: $(grep -E '^[0-9]+ packets' "$work/tcpdump-$name.log" | paste -sd, | sed 's/,/, /g')"
  dropped="$(sed -n 's/^\([0-9]*\) packets dropped by kernel$/\1/p' "$work/tcpdump-$name.log")"
  [ "$dropped" = 0 ] || fail "tcpdump $name: ${dropped:-an unknown number of} packets dropped by the kernel"
  t=$SECONDS
  "$explain" --pcap "$pcap" --port "$ports" --summary --json >"$work/$name.summary.json" ||
    fail "kafka-explain --pcap $name.pcap --summary --json: exit status $?"
  "$explain" --pcap "$pcap" --port "$ports" >"$work/$name.txt" ||
    fail "kafka-explain --pcap $name.pcap: exit status $?"
  echo "kafka-explain --pcap $name.pcap: $(tail -n 1 "$work/$name.txt");" \
    "$(wc -c <"$work/$name.txt") bytes of text; both runs $((SECONDS - t)) s"
  if command -v tshark >/dev/null 2>&1; then
    decode=()
    for port in ${ports//,/ }; do decode+=(-d "tcp.port==$port,kafka"); done
    pdus="$(tshark -r "$pcap" "${decode[@]}" -Y kafka -T fields -e kafka.correlation_id 2>/dev/null |
      awk -F, '{ n += NF } END { print n + 0 }')"
    packets="$(tshark -r "$pcap" "${decode[@]}" -Y kafka 2>/dev/null | wc -l)"
    malformed="$(tshark -r "$pcap" "${decode[@]}" -Y _ws.malformed 2>/dev/null | wc -l)"
    echo "tshark $(tshark -v 2>/dev/null | awk 'NR == 1 { print $3 }') on $name.pcap: $packets packets with" \
      "Kafka, $pdus Kafka frames with a correlation id, $malformed packets marked malformed (for comparison, not checked)"
  fi
done
python3 scripts/e2e_pcap_check.py "$MIN_API_KEYS" "$work/stats" \
  clients="$work/clients.summary.json" broker="$work/broker.summary.json" || fail "the captures"

echo
echo "e2e-broker: $failures failures, $((SECONDS - started)) s"
[ "$failures" -eq 0 ]

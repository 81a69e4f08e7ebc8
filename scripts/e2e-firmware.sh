#!/usr/bin/env bash
# The Cortex-M producer of examples/firmware under QEMU (mps2-an386, a Cortex-M4) against the real
# Kafka broker of scripts/kafka/broker.sh:
#
#  1. builds the firmware (opt-level "z", LTO) and prints its size and RAM table against the budget
#     (64 KB of flash, 32 KB of RAM with the measured peak stack), and the sizes of one small handler
#     built on the typed frame API and on decode_request / encode_response;
#  2. starts the broker, creates the topic, and a delegation token for alice (token_client);
#  3. runs the firmware in QEMU: UART0 goes to scripts/firmware_bridge.py, which forwards frames to
#     the broker's SASL_PLAINTEXT listener; UART1 carries the defmt log, decoded with defmt-print;
#  4. reads the topic back with kcat: both batches (password login, token login) must be intact.
#
# Installs what it needs when missing (qemu-system-arm, kcat, llvm from Debian; defmt-print from
# crates.io; a JDK and Maven for the broker). Run from anywhere: bash scripts/e2e-firmware.sh
# (E2E_KEEP=1 keeps the work directory; a failed run always keeps it and prints the end of every log).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
started=$SECONDS
FLASH_BUDGET=$((64 * 1024))
RAM_BUDGET=$((32 * 1024))
# Both budgets are enforced: a run fails when the firmware's flash or RAM is over.
TOPIC=alice-firmware
RECORDS=5

work="$(mktemp -d)"
pids=()
cleanup() {
  local status=$?
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  bash scripts/kafka/broker.sh stop "$work/broker" || status=1
  if [ "$status" -ne 0 ]; then
    echo "--- e2e-firmware failed; logs kept in $work; their last lines:"
    for f in "$work"/*.log "$work"/broker/logs/server.log; do
      [ -f "$f" ] && { echo "--- $f"; tail -n 30 "$f"; }
    done
  elif [ -z "${E2E_KEEP:-}" ]; then
    rm -rf "$work"
  else
    echo "logs kept in $work"
  fi
  exit "$status"
}
trap cleanup EXIT
step() { echo; echo "--- $* [$((SECONDS - started)) s]"; }

step "dependencies"
export DEBIAN_FRONTEND=noninteractive
apt_pkgs=()
command -v qemu-system-arm >/dev/null 2>&1 || apt_pkgs+=(qemu-system-arm)
command -v kcat >/dev/null 2>&1 || apt_pkgs+=(kcat)
command -v llvm-size >/dev/null 2>&1 || apt_pkgs+=(llvm)
command -v javac >/dev/null 2>&1 || apt_pkgs+=(openjdk-17-jdk-headless)
command -v mvn >/dev/null 2>&1 || apt_pkgs+=(maven)
if [ "${#apt_pkgs[@]}" -gt 0 ]; then
  apt-get install -y -q "${apt_pkgs[@]}" >/dev/null || { apt-get update -q >/dev/null && apt-get install -y -q "${apt_pkgs[@]}" >/dev/null; }
fi
command -v defmt-print >/dev/null 2>&1 || cargo install defmt-print --locked --quiet
rustup target add thumbv7em-none-eabihf >/dev/null 2>&1 || true
echo "$(qemu-system-arm --version | head -n 1); $(defmt-print --version 2>&1 | head -n 1); $(llvm-size --version | grep -m1 -i version)"

step "build: the firmware (examples/firmware, release: opt-level z, LTO) and token_client"
(cd examples/firmware && cargo clippy -q --release -- -D warnings && cargo build -q --release)
elfs="examples/firmware/target/thumbv7em-none-eabihf/release"
cargo build -q --example token_client

# text, data and bss of an ELF (llvm-size, Berkeley format).
sizes() { llvm-size "$1" | awk 'NR == 2 { print $1, $2, $3 }'; }

step "broker"
bash scripts/kafka/broker.sh start "$work/broker"
# shellcheck disable=SC1091
. "$work/broker/broker.env"
java -cp "$KAFKA_CLASSPATH" org.apache.kafka.tools.TopicCommand --bootstrap-server "$KAFKA_PLAINTEXT" \
  --create --topic "$TOPIC" --partitions 1 --replication-factor 1 >"$work/topic.log" 2>&1
out="$(target/debug/examples/token_client --server "$KAFKA_SASL" --mechanism SCRAM-SHA-256 --user alice \
  --password alice-secret create)"
token_id="$(sed -n 's/.*token_id=\([^ ]*\).*/\1/p' <<<"$out")"
hmac="$(sed -n 's/.*hmac=\([^ ]*\).*/\1/p' <<<"$out")"
[ -n "$token_id" ] && [ -n "$hmac" ] || { echo "token_client create: $out"; exit 1; }
echo "topic $TOPIC created; delegation token $token_id for alice"
# The broker applies a new token to its cache asynchronously: wait until a token login works.
for _ in $(seq 50); do
  target/debug/examples/token_client --server "$KAFKA_SASL" --mechanism SCRAM-SHA-256 --token \
    --user "$token_id" --password "$hmac" metadata >/dev/null 2>&1 && break
  sleep 0.2
done

step "the firmware in QEMU (mps2-an386), through the bridge to SASL_PLAINTEXT $KAFKA_SASL"
nonce() { python3 -c 'import secrets; print(secrets.token_urlsafe(24))'; }
time_ms="$(python3 -c 'import time; print(int(time.time() * 1000))')"
python3 scripts/firmware_bridge.py --upstream "$KAFKA_SASL" --ready "$work/bridge.port" \
  --settings "$token_id $hmac $(nonce) $(nonce) $time_ms" >"$work/bridge.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do
  [ -s "$work/bridge.port" ] && break
  sleep 0.1
done
qemu_start=$SECONDS
status=0
timeout 300 qemu-system-arm -machine mps2-an386 -cpu cortex-m4 -display none -monitor none \
  -semihosting-config enable=on,target=native \
  -chardev socket,id=link,host=127.0.0.1,port="$(cat "$work/bridge.port")" \
  -chardev file,id=log,path="$work/defmt.bin" \
  -serial chardev:link -serial chardev:log \
  -kernel "$elfs/producer" >"$work/qemu.log" 2>&1 || status=$?
qemu_time=$((SECONDS - qemu_start))
defmt-print -e "$elfs/producer" <"$work/defmt.bin" >"$work/defmt.log" 2>&1 || true
sed 's/^/firmware: /' "$work/defmt.log"
wait "${pids[0]}" 2>/dev/null || true
cat "$work/bridge.log"
[ "$status" -eq 0 ] || { echo "the firmware failed (QEMU exit status $status)"; cat "$work/qemu.log"; exit 1; }
echo "QEMU run: ${qemu_time} s"

step "kcat reads $TOPIC back"
expected() {
  for login in password token; do
    for i in $(seq 0 $((RECORDS - 1))); do
      printf '%s-%02d|record %02d from the Cortex-M firmware, %s login|origin=qemu\n' "$login" "$i" "$i" "$login"
    done
  done
}
expected >"$work/expected"
kcat -C -b "$KAFKA_PLAINTEXT" -t "$TOPIC" -o beginning -e -q -f '%k|%s|%h\n' >"$work/got" 2>"$work/kcat.log"
if cmp -s "$work/expected" "$work/got"; then
  echo "PASS kcat consumed the firmware's $((2 * RECORDS)) records intact (keys, values, headers)"
else
  diff "$work/expected" "$work/got" || true
  echo "FAIL: kcat consumed other records than the firmware produced"
  exit 1
fi

step "size and memory budget (opt-level z, LTO; thumbv7em-none-eabihf)"
read -r text data bss <<<"$(sizes "$elfs/producer")"
peak="$(sed -n 's/.*peak stack \([0-9]*\) bytes.*/\1/p' "$work/defmt.log")"
[ -n "$peak" ] || { echo "no peak stack in the firmware's log"; exit 1; }
flash=$((text + data))
ram=$((data + bss + peak))
printf '%-34s %9s %9s\n' "producer firmware" "bytes" "budget"
printf '%-34s %9d\n' "text" "$text" "data" "$data" "bss" "$bss" "peak stack (painted)" "$peak"
printf '%-34s %9d %9d\n' "flash (text + data)" "$flash" "$FLASH_BUDGET" "RAM (data + bss + peak stack)" "$ram" "$RAM_BUDGET"
if llvm-nm "$elfs/producer" | grep -qiE ' (__rust_alloc|__rg_alloc|__rust_alloc_error_handler)$'; then
  echo "FAIL: a global allocator is linked"; exit 1
fi
echo "no global allocator linked (no __rust_alloc symbol)"
read -r ttext tdata _ <<<"$(sizes "$elfs/handler-typed")"
read -r etext edata _ <<<"$(sizes "$elfs/handler-enum")"
python3 scripts/firmware_handler_check.py "$elfs/handler-typed" >"$work/handler-typed.replies"
python3 scripts/firmware_handler_check.py "$elfs/handler-enum" >"$work/handler-enum.replies"
[ "$(wc -l <"$work/handler-typed.replies")" -eq 2 ] && cmp -s "$work/handler-typed.replies" "$work/handler-enum.replies" ||
  { echo "FAIL: the two handler builds replied differently"; cat "$work"/handler-*.replies; exit 1; }
echo "one handler (ApiVersions and Metadata; both builds run in QEMU, same reply bytes), flash:"
echo "  typed API (typed::Dispatch, encode_response_body)   $((ttext + tdata)) bytes"
echo "  decode_request / encode_response (the enums)         $((etext + edata)) bytes"
over=0
[ "$flash" -le "$FLASH_BUDGET" ] || { echo "FAIL: flash $flash bytes is over the budget of $FLASH_BUDGET"; over=1; }
[ "$ram" -le "$RAM_BUDGET" ] || { echo "FAIL: RAM $ram bytes is over the budget of $RAM_BUDGET"; over=1; }
[ "$over" -eq 0 ] || exit 1
echo "PASS: flash ($flash bytes) and RAM ($ram bytes) within budget; e2e-firmware took $((SECONDS - started)) s"

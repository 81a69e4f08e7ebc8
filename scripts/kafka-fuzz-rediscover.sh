#!/usr/bin/env bash
# kafka-fuzz rediscovers a known Kafka bug (issue #28): KAFKA-14063 / CVE-2022-34917 in the
# `fuzz-old` release of kafka/pins (3.2.1), whose generated request readers allocate a collection
# sized by the count read from the wire before reading any element, so one small request can ask
# the broker for gigabytes. Nothing here names that request or field: kafka-fuzz fuzzes every API
# the broker offers with its generic mutants, as against the 4.4.0 broker.
#
#   1. starts 3.2.1 (scripts/kafka/broker.sh, KAFKA_PIN=fuzz-old) with a small heap and
#      -XX:+ExitOnOutOfMemoryError, so an OutOfMemoryError ends the process (the exit oracle);
#   2. runs `kafka-fuzz broker` until the first exit finding, or KAFKA_FUZZ_SECS (600) seconds
#      (all runs together);
#   3. checks the broker ended on an OutOfMemoryError and prints the time to the finding;
#   4. restarts the broker and minimises the finding's frames (`kafka-fuzz minimise --restart`,
#      which restarts the broker after every try that took it down); if the saved frames do not
#      take it down again (the request that did was sent before them), back to 2 with the next
#      seed;
#   5. replays the minimised finding on the restarted broker (`kafka-fuzz replay`): it must end
#      the broker again, on an OutOfMemoryError again;
#   6. replays it on the `fuzz-fixed` release (3.2.2, the first 3.2 release with the fix), the
#      control: that broker must stay up (its fixed reader refuses the count instead);
#   7. prints the minimised frame through kafka-explain.
# Exits 0 only if all of that held. Findings stay in KAFKA_FUZZ_OUT (default: a temporary
# directory, kept when the script fails); the broker is stopped on exit.
# Run from anywhere: bash scripts/kafka-fuzz-rediscover.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

secs="${KAFKA_FUZZ_SECS:-600}"
seed="${KAFKA_FUZZ_SEED:-0}"
export KAFKA_PIN=fuzz-old
export KAFKA_HEAP="${KAFKA_HEAP:-256m}"
export KAFKA_JVM_FLAGS="-XX:+ExitOnOutOfMemoryError"

cargo build -q --workspace --bin kafka-fuzz --bin kafka-explain
bin="${CARGO_TARGET_DIR:-$root/target}/debug"

work="$(mktemp -d)"
out="${KAFKA_FUZZ_OUT:-$work/findings}"
broker="$work/broker"
ok=0
fixed="$work/fixed"
cleanup() {
  bash "$root/scripts/kafka/broker.sh" stop "$broker" >/dev/null 2>&1 || true
  bash "$root/scripts/kafka/broker.sh" stop "$fixed" >/dev/null 2>&1 || true
  if [ "$ok" = 1 ] && [ -z "${KAFKA_FUZZ_OUT:-}" ]; then
    rm -rf "$work"
  else
    echo "kept: $work (broker logs in $broker/logs, findings in $out)"
  fi
}
trap cleanup EXIT
fail() {
  echo "FAIL: $*" >&2
  exit 1
}

# A broker in the same directory, as the fuzzed one was; prints `PID HOST:PORT` for kafka-fuzz.
restart="bash '$root/scripts/kafka/broker.sh' stop '$broker' >/dev/null 2>&1;
  bash '$root/scripts/kafka/broker.sh' start '$broker' >&2 && . '$broker/broker.env' && echo \"\$KAFKA_PID \$KAFKA_PLAINTEXT\""

# Fuzz until an exit finding that replays from its saved frames (a finding made by a request
# sent before the frames it keeps does not; then the next run, with the next seed, goes on).
started=$SECONDS
deadline=$((SECONDS + secs))
attempt=0
fuzzed=0
min=""
while [ -z "$min" ]; do
  left=$((deadline - SECONDS))
  [ "$left" -gt 0 ] || fail "no exit finding that replays within $secs s"
  bash scripts/kafka/broker.sh start "$broker"
  # shellcheck disable=SC1091
  source "$broker/broker.env"
  dir="$out/run-$attempt"
  echo "--- kafka-fuzz broker against Kafka $KAFKA_VERSION (pid $KAFKA_PID, heap $KAFKA_HEAP), seed $((seed + attempt)), up to $left s"
  status=0
  t0=$SECONDS
  "$bin/kafka-fuzz" broker --target "$KAFKA_PLAINTEXT" --pid "$KAFKA_PID" --log "$broker/logs/server.log" \
    --seeds tests/data/broker_traffic.txt --duration "$left" --seed "$((seed + attempt))" --progress 10 \
    --out "$dir" | tee "$work/run-$attempt.txt" || status=$?
  # 3: findings; 0: none; anything else: the run itself failed.
  [ "$status" = 3 ] || fail "kafka-fuzz broker exited with $status: no finding within $secs s"
  found=""
  for d in "$dir"/*-exit-*/; do
    [ -f "$d/README.txt" ] && found="${d%/}" && break
  done
  [ -n "$found" ] || fail "no exit finding in $dir (the broker did not go down)"
  grep -q 'OutOfMemoryError' "$broker/logs/stdout.log" ||
    fail "the broker exited, but not on an OutOfMemoryError: $(tail -n 3 "$broker/logs/stdout.log")"
  at=$(sed -n 's/^at: \([0-9.]*\) s.*/\1/p' "$found/README.txt")
  fuzzed=$((fuzzed + SECONDS - t0))
  echo "--- found in $at s: $(basename "$found"); the broker's last words: $(grep -m 1 OutOfMemoryError "$broker/logs/stdout.log")"
  cp "$broker/logs/stdout.log" "$found/broker-stdout.txt"

  read -r pid target <<<"$(sh -c "$restart" | tail -n 1)"
  echo "--- kafka-fuzz minimise (restarting the broker after every try that takes it down)"
  if "$bin/kafka-fuzz" minimise "$found" --target "$target" --pid "$pid" --restart "$restart"; then
    min="$found-min"
  else
    echo "--- the finding does not replay from its saved frames; fuzzing on with the next seed"
    bash scripts/kafka/broker.sh stop "$broker" >/dev/null 2>&1 || true
    attempt=$((attempt + 1))
  fi
done
# shellcheck disable=SC1091
source "$broker/broker.env"
kill -0 "$KAFKA_PID" 2>/dev/null || fail "minimise did not leave the broker running"

echo "--- kafka-fuzz replay $min (Kafka $KAFKA_VERSION, pid $KAFKA_PID)"
"$bin/kafka-fuzz" replay "$min" --target "$KAFKA_PLAINTEXT" --pid "$KAFKA_PID" ||
  fail "the minimised finding did not end the broker again"
grep -q 'OutOfMemoryError' "$broker/logs/stdout.log" ||
  fail "the replay ended the broker, but not on an OutOfMemoryError"
echo "the broker's last words: $(grep -m 1 OutOfMemoryError "$broker/logs/stdout.log")"

echo "--- the control: kafka-fuzz replay $min on the fixed release"
KAFKA_PIN=fuzz-fixed bash scripts/kafka/broker.sh start "$fixed"
(
  # shellcheck disable=SC1091
  source "$fixed/broker.env"
  status=0
  "$bin/kafka-fuzz" replay "$min" --target "$KAFKA_PLAINTEXT" --pid "$KAFKA_PID" || status=$?
  [ "$status" = 1 ] || fail "the fixed Kafka $KAFKA_VERSION went down too (replay exit status $status)"
  sleep 1
  echo "Kafka $KAFKA_VERSION stayed up; its log says: $(grep -m 1 -o 'Tried to allocate a collection[^(]*' "$fixed/logs/server.log" || echo '(nothing about it)')"
)
bash scripts/kafka/broker.sh stop "$fixed" >/dev/null

echo "--- the minimised frame(s), as kafka-explain reads them"
grep '^# frame' "$min/frames.hex" || true
while read -r marker _key _version hex; do
  [ "$marker" = ">" ] || continue
  echo "$hex"
  "$bin/kafka-explain" "$hex" >"$min/kafka-explain.txt" || true # 1: the frame does not decode
  sed "/^byte layout/q" "$min/kafka-explain.txt"
done <"$min/frames.hex"

ok=1
echo "--- rediscovered KAFKA-14063 in Kafka $KAFKA_VERSION: run $((attempt + 1)) found it after $at s (about $fuzzed s of fuzzing in all); the script took $((SECONDS - started)) s"
echo "finding: $min"

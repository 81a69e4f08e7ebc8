#!/usr/bin/env bash
# kafka-fuzz smoke against the pinned broker (issue #28): starts Kafka with scripts/kafka/broker.sh,
# fuzzes the PLAINTEXT listener for KAFKA_FUZZ_PLAIN_SECS (60) seconds and the SASL listener, logged
# in with SCRAM-SHA-256 as alice, for KAFKA_FUZZ_SASL_SECS (15), with the exit and log oracles on the
# broker's pid and log. Fails if an offered API was never answered, or on any finding not listed in
# scripts/kafka-fuzz-known.txt. A known finding that ends the broker process (the exit oracle) does
# not end the smoke: a new broker is started and fuzzing goes on for the time left (at least
# MIN_SEGMENT seconds, so the last segment reaches every API again; at most KAFKA_FUZZ_MAX_BROKERS,
# 5, brokers per listener). A listener whose time is 0 is not fuzzed. Prints each run's summary
# (frames per second, APIs reached). The broker is stopped on exit. Findings stay in KAFKA_FUZZ_OUT
# (default: a temporary directory, kept when the script fails). KAFKA_FUZZ_BIN runs that kafka-fuzz
# binary instead of building one; KAFKA_FUZZ_MAX_FRAMES sets each run's --max-frames (kafka-fuzz's
# default, 1,000,000, ends a run on an unrestarted broker after about 15 minutes). Run from anywhere:
# bash scripts/e2e-kafka-fuzz.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

plain_secs="${KAFKA_FUZZ_PLAIN_SECS:-60}"
sasl_secs="${KAFKA_FUZZ_SASL_SECS:-15}"
# The most brokers one listener's run may go through (a new one after each known finding that ends
# the process); more fails the run.
max_brokers="${KAFKA_FUZZ_MAX_BROKERS:-5}"
known="$root/scripts/kafka-fuzz-known.txt"

# --workspace: the features `cargo test --workspace` built the crates with, so nothing is compiled
# again (-p kafka-fuzz alone would build kafka-view a second time, with fewer features).
# KAFKA_FUZZ_BIN: a kafka-fuzz binary to use as it is (a long run keeps its own copy, so that
# builds meanwhile do not change the binary between its brokers).
if [ -n "${KAFKA_FUZZ_BIN:-}" ]; then
  bin="$KAFKA_FUZZ_BIN"
else
  cargo build -q --workspace --bin kafka-fuzz
  bin="${CARGO_TARGET_DIR:-$root/target}/debug/kafka-fuzz"
fi

work="$(mktemp -d)"
out="${KAFKA_FUZZ_OUT:-$work/findings}"
ok=0
brokers=0
broker_dir=""
cleanup() {
  [ -z "$broker_dir" ] || bash "$root/scripts/kafka/broker.sh" stop "$broker_dir" >/dev/null 2>&1 || true
  if [ "$ok" = 1 ] && [ -z "${KAFKA_FUZZ_OUT:-}" ]; then
    rm -rf "$work"
  else
    echo "kept: $work (broker logs in $work/broker-*/logs, findings in $out)"
  fi
}
trap cleanup EXIT

# Exceptions keep their message and stack however often they are thrown: HotSpot otherwise throws
# a preallocated one without either from a site that threw many times, and a log finding is folded
# by the message (a 30-minute run saw the known Produce NPE turn into a bare NullPointerException).
export KAFKA_JVM_FLAGS="${KAFKA_JVM_FLAGS:+$KAFKA_JVM_FLAGS }-XX:-OmitStackTraceInFastThrow"

# A new broker in a new directory (the one before it, if any, is stopped).
start_broker() {
  [ -z "$broker_dir" ] || bash scripts/kafka/broker.sh stop "$broker_dir" >/dev/null 2>&1 || true
  brokers=$((brokers + 1))
  broker_dir="$work/broker-$brokers"
  bash scripts/kafka/broker.sh start "$broker_dir"
  # shellcheck disable=SC1091
  source "$broker_dir/broker.env"
}

started=$(date +%s)
start_broker

# Whether a finding (its README's oracle and path lines) is listed in the known-findings file.
is_known() {
  local oracle="$1" path="$2" k p
  while read -r k p; do
    case "$k" in '' | '#'*) continue ;; esac
    if [ "$k" = "$oracle" ]; then
      case "$p" in
        *'*') [[ "$path" == "${p%\*}"* ]] && return 0 ;;
        *) [ "$path" = "$p" ] && return 0 ;;
      esac
    fi
  done <"$known"
  return 1
}

MIN_SEGMENT=20
failed=0
# Judges one kafka-fuzz run: its exit status, its summary in $2 and its findings in $3. Sets
# restart=1 when the run ended because a known finding took the broker down.
judge() {
  local status="$1" summary="$2" dir="$3" name="$4"
  restart=0
  # 0: no finding; 3: findings (judged below); anything else: the run itself failed.
  if [ "$status" != 0 ] && [ "$status" != 3 ]; then
    echo "FAIL: kafka-fuzz broker ($name) exited with $status"
    failed=1
    return
  fi
  local down=0 unknown=0
  grep -q 'the exit oracle fired' "$summary" && down=1
  local readme oracle path
  for readme in "$dir"/*/README.txt; do
    [ -f "$readme" ] || continue
    oracle=$(sed -n 's/^oracle: //p' "$readme")
    path=$(sed -n 's/^fold: //p' "$readme")
    if is_known "$oracle" "$path"; then
      echo "known finding: $oracle $path"
    else
      echo "FAIL: new finding: $oracle $path ($(dirname "$readme"))"
      sed -n 's/^detail: /  /p' "$readme"
      failed=1
      unknown=1
    fi
  done
  if [ "$down" = 1 ] && [ "$unknown" = 0 ]; then
    restart=1
    return
  fi
  # A run cut short by the broker's exit need not have reached every API; the next one does.
  if grep -q '^  never answered:' "$summary"; then
    echo "FAIL: $name: offered APIs never answered: $(grep '^  never answered:' "$summary")"
    failed=1
  fi
  if grep -q '^  offered, no samples in the crate:' "$summary"; then
    echo "FAIL: $name: $(grep '^  offered, no samples in the crate:' "$summary")"
    failed=1
  fi
}

fuzz() { # name, seconds, seed, then extra kafka-fuzz broker arguments (the target is added here)
  local name="$1" secs="$2" seed="$3"
  shift 3
  # A broker the listener before this one left dead (a finding not known ended it) is replaced.
  kill -0 "$KAFKA_PID" 2>/dev/null || start_broker
  local until=$(($(date +%s) + secs)) segment=0 left status target
  while :; do
    segment=$((segment + 1))
    left=$((until - $(date +%s)))
    [ "$segment" = 1 ] || [ "$left" -ge "$MIN_SEGMENT" ] || left=$MIN_SEGMENT
    target="$KAFKA_PLAINTEXT"
    [ "$name" = plain ] || target="$KAFKA_SASL"
    local run="$name-$segment"
    echo "--- kafka-fuzz broker: $run ($left s, broker $KAFKA_VERSION pid $KAFKA_PID)"
    status=0
    "$bin" broker --target "$target" --duration "$left" --seed "$((seed + 100 * (segment - 1)))" \
      --out "$out/$run" --pid "$KAFKA_PID" --log "$broker_dir/logs/server.log" \
      --seeds tests/data/broker_traffic.txt --progress 10 \
      ${KAFKA_FUZZ_MAX_FRAMES:+--max-frames "$KAFKA_FUZZ_MAX_FRAMES"} "$@" |
      tee "$work/$run.txt" || status=$?
    judge "$status" "$work/$run.txt" "$out/$run" "$run"
    [ "$restart" = 1 ] || break
    if [ "$segment" -ge "$max_brokers" ]; then
      echo "FAIL: $name: the broker exited $segment times; giving up"
      failed=1
      break
    fi
    echo "--- the broker exited on a known finding: starting a new one"
    start_broker
  done
}

[ "$plain_secs" = 0 ] || fuzz plain "$plain_secs" 1
[ "$sasl_secs" = 0 ] || fuzz sasl "$sasl_secs" 2 --sasl SCRAM-SHA-256 --user alice --password alice-secret

echo "--- took $(($(date +%s) - started)) s"
if [ "$failed" = 1 ]; then
  exit 1
fi
ok=1
echo "kafka-fuzz smoke: passed"

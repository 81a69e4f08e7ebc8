#!/usr/bin/env bash
# kafka-fuzz smoke against the pinned broker (issue #28): starts Kafka with scripts/kafka/broker.sh,
# fuzzes the PLAINTEXT listener for KAFKA_FUZZ_PLAIN_SECS (60) seconds and the SASL listener, logged
# in with SCRAM-SHA-256 as alice, for KAFKA_FUZZ_SASL_SECS (15), with the exit and log oracles on the
# broker's pid and log. Fails if an offered API was never answered, or on any finding not listed in
# scripts/kafka-fuzz-known.txt. Prints each run's summary (frames per second, APIs reached). The
# broker is stopped on exit. Findings stay in KAFKA_FUZZ_OUT (default: a temporary directory, kept
# when the script fails). Run from anywhere: bash scripts/e2e-kafka-fuzz.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

plain_secs="${KAFKA_FUZZ_PLAIN_SECS:-60}"
sasl_secs="${KAFKA_FUZZ_SASL_SECS:-15}"
known="$root/scripts/kafka-fuzz-known.txt"

# --workspace: the features `cargo test --workspace` built the crates with, so nothing is compiled
# again (-p kafka-fuzz alone would build kafka-view a second time, with fewer features).
cargo build -q --workspace --bin kafka-fuzz
bin="${CARGO_TARGET_DIR:-$root/target}/debug/kafka-fuzz"

work="$(mktemp -d)"
out="${KAFKA_FUZZ_OUT:-$work/findings}"
ok=0
cleanup() {
  bash "$root/scripts/kafka/broker.sh" stop "$work/broker" >/dev/null 2>&1 || true
  if [ "$ok" = 1 ] && [ -z "${KAFKA_FUZZ_OUT:-}" ]; then
    rm -rf "$work"
  else
    echo "kept: $work (broker log in $work/broker/logs, findings in $out)"
  fi
}
trap cleanup EXIT

started=$(date +%s)
bash scripts/kafka/broker.sh start "$work/broker"
# shellcheck disable=SC1091
source "$work/broker/broker.env"

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

failed=0
fuzz() { # name, then kafka-fuzz broker arguments
  local name="$1"
  shift
  echo "--- kafka-fuzz broker: $name"
  local status=0
  "$bin" broker --out "$out/$name" --pid "$KAFKA_PID" --log "$work/broker/logs/server.log" \
    --seeds tests/data/broker_traffic.txt --progress 10 "$@" | tee "$work/$name.txt" || status=$?
  # 0: no finding; 3: findings (judged below); anything else: the run itself failed.
  if [ "$status" != 0 ] && [ "$status" != 3 ]; then
    echo "FAIL: kafka-fuzz broker ($name) exited with $status"
    failed=1
    return
  fi
  if grep -q '^  never answered:' "$work/$name.txt"; then
    echo "FAIL: $name: offered APIs never answered: $(grep '^  never answered:' "$work/$name.txt")"
    failed=1
  fi
  if grep -q '^  offered, no samples in the crate:' "$work/$name.txt"; then
    echo "FAIL: $name: $(grep '^  offered, no samples in the crate:' "$work/$name.txt")"
    failed=1
  fi
  local readme oracle path
  for readme in "$out/$name"/*/README.txt; do
    [ -f "$readme" ] || continue
    oracle=$(sed -n 's/^oracle: //p' "$readme")
    path=$(sed -n 's/^fold: //p' "$readme")
    if is_known "$oracle" "$path"; then
      echo "known finding: $oracle $path"
    else
      echo "FAIL: new finding: $oracle $path ($(dirname "$readme"))"
      sed -n 's/^detail: /  /p' "$readme"
      failed=1
    fi
  done
}

fuzz plain --target "$KAFKA_PLAINTEXT" --duration "$plain_secs" --seed 1
fuzz sasl --target "$KAFKA_SASL" --duration "$sasl_secs" --seed 2 \
  --sasl SCRAM-SHA-256 --user alice --password alice-secret

echo "--- took $(($(date +%s) - started)) s"
if [ "$failed" = 1 ]; then
  exit 1
fi
ok=1
echo "kafka-fuzz smoke: passed"

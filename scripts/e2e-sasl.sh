#!/usr/bin/env bash
# End-to-end SASL tests: real Kafka clients (kafka-python from PyPI, kcat/librdkafka from Debian) against
# the sasl_gateway example over SASL_PLAINTEXT on loopback, then the delegation-token flow with the
# token_client example. Installs the clients when missing. Run from anywhere: bash scripts/e2e-sasl.sh
set -euo pipefail
cd "$(dirname "$0")/.."

KAFKA_PYTHON_VERSION=2.2.21

echo "--- clients"
if ! command -v kcat >/dev/null 2>&1; then
  if ! apt-cache show kcat >/dev/null 2>&1; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq kcat >/dev/null
fi
if [ "$(python3 -c 'import kafka; print(kafka.__version__)' 2>/dev/null || true)" != "$KAFKA_PYTHON_VERSION" ]; then
  python3 -m pip install -q --disable-pip-version-check "kafka-python==$KAFKA_PYTHON_VERSION"
fi
echo "kcat: $(kcat -V 2>&1 | grep -m1 '^Version')"
echo "kafka-python: $(python3 -c 'import kafka; print(kafka.__version__)') on $(python3 --version)"

cargo build -q --example sasl_gateway --example token_client
bin=target/debug/examples

work="$(mktemp -d)"
gateway_pid=""
cleanup() {
  if [ -n "$gateway_pid" ]; then kill "$gateway_pid" 2>/dev/null || true; wait "$gateway_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

printf '# e2e users\nalice:alice-secret\nbob:bob-secret\ncarol:carol-secret\n' >"$work/users.conf"
# --nonce-suffix: SCRAM as Kafka 3.x checked it, so Debian's kcat (librdkafka 2.0, which repeats its own
# nonce in its client-final message) logs in; Kafka 4.x refuses it (see scripts/e2e-broker.sh's parity).
"$bin/sasl_gateway" --listen 127.0.0.1:0 --users "$work/users.conf" --nonce-suffix >"$work/gateway.log" 2>&1 &
gateway_pid=$!
for _ in $(seq 100); do
  grep -q '^listening on ' "$work/gateway.log" && break
  kill -0 "$gateway_pid" 2>/dev/null || { cat "$work/gateway.log"; echo "gateway did not start"; exit 1; }
  sleep 0.1
done
addr="$(sed -n 's/^listening on //p' "$work/gateway.log")"
[ -n "$addr" ] || { cat "$work/gateway.log"; echo "gateway did not start"; exit 1; }
port="${addr##*:}"
echo "gateway on $addr"

passed=0
failed=0
pass() { echo "PASS $*"; passed=$((passed + 1)); }
fail() { echo "FAIL $*"; failed=$((failed + 1)); }

echo "--- kafka-python"
if python3 scripts/e2e_sasl.py "$port"; then pass "kafka-python suite"; else fail "kafka-python suite"; fi

echo "--- kcat"
kcat_list() { # mechanism user password
  timeout 30 kcat -L -b "$addr" -m 10 -X security.protocol=SASL_PLAINTEXT -X "sasl.mechanisms=$1" \
    -X "sasl.username=$2" -X "sasl.password=$3" 2>&1
}
for mech in PLAIN SCRAM-SHA-256 SCRAM-SHA-512; do
  if out="$(kcat_list "$mech" alice alice-secret)" && grep -q "broker 0 at $addr" <<<"$out"; then
    pass "kcat $mech metadata"
  else
    echo "$out"; fail "kcat $mech metadata"
  fi
  if out="$(kcat_list "$mech" alice wrong-password)"; then
    echo "$out"; fail "kcat $mech wrong password (kcat succeeded)"
  elif grep -q "SASL authentication error: Authentication failed" <<<"$out"; then
    pass "kcat $mech wrong password: $(grep -m1 -o 'SASL authentication error: [^(]*' <<<"$out")"
  else
    echo "$out"; fail "kcat $mech wrong password (no SASL authentication error)"
  fi
done

echo "--- delegation tokens (token_client, built on this crate)"
client() { "$bin/token_client" --server "$addr" "$@"; }
if created="$(client --mechanism SCRAM-SHA-256 --user alice --password alice-secret create --renewer bob)"; then
  echo "$created"
  token_id="$(sed -n 's/.*token_id=\([^ ]*\).*/\1/p' <<<"$created")"
  hmac="$(sed -n 's/.*hmac=\([^ ]*\).*/\1/p' <<<"$created")"
  pass "CreateDelegationToken as alice"
else
  fail "CreateDelegationToken as alice"; token_id=x; hmac=eA==
fi
expect() { # name expected-substring command...
  local name="$1" want="$2" out
  shift 2
  out="$("$@" 2>&1)" || true
  if grep -q -- "$want" <<<"$out"; then pass "$name: $want"; else echo "$out"; fail "$name (wanted: $want)"; fi
}
token_login=(--mechanism SCRAM-SHA-256 --token --user "$token_id" --password "$hmac")
expect "SCRAM tokenauth login and metadata" "authenticated; broker 0 at $addr" client "${token_login[@]}" metadata
expect "SCRAM-SHA-512 tokenauth login" "authenticated; broker 0 at $addr" \
  client --mechanism SCRAM-SHA-512 --token --user "$token_id" --password "$hmac" metadata
expect "kafka-python SCRAM with tokenauth=true added" "PASS kafka-python (patched for tokenauth) logs in" python3 scripts/e2e_sasl.py "$port" --token "$token_id" "$hmac" accepted
expect "token connections may not create tokens" "DELEGATION_TOKEN_REQUEST_NOT_ALLOWED" client "${token_login[@]}" create
expect "describe as the owner" "tokens=1 $token_id owner=User:alice renewers=User:bob" \
  client --mechanism PLAIN --user alice --password alice-secret describe
expect "describe as a stranger" "tokens=0" client --mechanism PLAIN --user carol --password carol-secret describe
expect "renew by a stranger" "DELEGATION_TOKEN_OWNER_MISMATCH" \
  client --mechanism PLAIN --user carol --password carol-secret renew "$hmac" 60000
expect "renew by the renewer" "renew ok expiry=" client --mechanism PLAIN --user bob --password bob-secret renew "$hmac" 60000
expect "expire by the owner" "expire ok expiry=" client --mechanism PLAIN --user alice --password alice-secret expire "$hmac" -1
expect "expired token no longer logs in" "SASL_AUTHENTICATION_FAILED" client "${token_login[@]}" metadata
expect "kafka-python with the expired token" "PASS kafka-python (patched for tokenauth) is refused" python3 scripts/e2e_sasl.py "$port" --token "$token_id" "$hmac" refused
expect "expire again: gone" "DELEGATION_TOKEN_NOT_FOUND" \
  client --mechanism PLAIN --user alice --password alice-secret expire "$hmac" -1

echo "--- gateway log"
cat "$work/gateway.log"
echo
echo "e2e-sasl: $passed passed, $failed failed"
[ "$failed" -eq 0 ]

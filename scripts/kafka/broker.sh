#!/usr/bin/env bash
# A single-node Apache Kafka (KRaft, broker and controller in one JVM) on loopback, for the end-to-end
# tests. The release is the `broker` line of kafka/pins: kafka_2.13 and its runtime dependencies come
# from Maven (kafka/broker/pom.xml) into a cache outside the repository, and the kafka_2.13 jar's sha256
# must match the pin. Nothing else is downloaded.
#
#   bash scripts/kafka/broker.sh classpath     fetch if needed, print the classpath
#   bash scripts/kafka/broker.sh start DIR     format a new cluster in DIR and start it; ready when it returns
#   bash scripts/kafka/broker.sh stop DIR      stop it (SIGTERM, then SIGKILL after 60 s); DIR stays
#
# `start` writes DIR/broker.env (shell variables: KAFKA_PLAINTEXT, KAFKA_SASL, KAFKA_PID,
# KAFKA_TOKEN_SECRET, KAFKA_VERSION, KAFKA_CLASSPATH), DIR/users.conf (the SASL users, `name:password`),
# DIR/admin.properties (client settings of the super user) and the broker's log in DIR/logs/.
#
# Listeners, all on 127.0.0.1 with ports picked free:
#   PLAINTEXT        principal User:ANONYMOUS, allowed everything through ACLs
#   SASL_PLAINTEXT   PLAIN, SCRAM-SHA-256 and SCRAM-SHA-512; users admin (super user), alice, bob, carol;
#                    ACLs: alice may do anything on topics and groups named alice-*; bob and carol nothing
#   CONTROLLER       SASL_PLAINTEXT with PLAIN, the broker's own connection to its controller (admin)
# StandardAuthorizer is on (allow.everyone.if.no.acl.found=false); delegation tokens are enabled with
# the secret $KAFKA_TOKEN_SECRET (default below). KAFKA_HEAP sets the heap (default 1g);
# KAFKA_JVM_FLAGS adds JVM flags (split on spaces), e.g. -XX:+ExitOnOutOfMemoryError.
#
# KAFKA_PIN names another role of kafka/pins to run instead of `broker` (its own cache directory).
# A 3.x release (`fuzz-old`, for scripts/kafka-fuzz-rediscover.sh) gets a smaller set-up, as those
# releases cannot format SCRAM users or take 4.x settings: the PLAINTEXT listener only (KAFKA_SASL
# is empty in broker.env), a PLAINTEXT controller listener, no authorizer, ACLs or delegation
# tokens, and a log4j 1 configuration beside the log4j 2 one (3.x logs through reload4j).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cache="${KAFKA_VIEW_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kafka-view}"

USERS=(admin:admin-secret alice:alice-secret bob:bob-secret carol:carol-secret)
TOKEN_SECRET="${KAFKA_TOKEN_SECRET:-kafka-view-e2e-token-secret}"

role="${KAFKA_PIN:-broker}"

pin() {
  local line
  line=$(grep -E "^$role[[:space:]]" "$root/kafka/pins" | head -n 1) || {
    echo "kafka/pins has no '$role' line" >&2
    exit 1
  }
  set -- $line
  echo "$2 $3"
}

# Prints the classpath of the pinned release, fetching it through Maven the first time.
classpath() {
  local version sha libs jar
  read -r version sha <<<"$(pin)"
  libs="$cache/broker-$version/libs"
  jar="$libs/kafka_2.13-$version.jar"
  if [ ! -f "$libs/.complete" ] || ! echo "$sha  $jar" | sha256sum --check --status; then
    rm -rf "$libs"
    mkdir -p "$libs"
    mvn -B -q -f "$root/kafka/broker/pom.xml" dependency:copy-dependencies -Dkafka.version="$version" \
      -DincludeScope=runtime -DoutputDirectory="$libs" >&2
    if ! echo "$sha  $jar" | sha256sum --check --status; then
      echo "kafka_2.13-$version.jar: sha256 $(sha256sum "$jar" | cut -d' ' -f1), kafka/pins says $sha" >&2
      rm -rf "$libs"
      exit 1
    fi
    touch "$libs/.complete"
  fi
  echo "$libs/*"
}

free_ports() { # n -> n distinct free loopback ports, one per line
  python3 - "$1" <<'PY'
import socket, sys
socks = []
for _ in range(int(sys.argv[1])):
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    socks.append(s)
for s in socks:
    print(s.getsockname()[1])
PY
}

cluster_id() { # 16 random bytes as Kafka writes a Uuid: base64url without padding, not starting with '-'
  python3 -c 'import base64, os
while True:
    s = base64.urlsafe_b64encode(os.urandom(16)).decode().rstrip("=")
    if not s.startswith("-"):
        print(s)
        break'
}

start() {
  local dir="$1" cp version
  mkdir -p "$dir"
  dir="$(cd "$dir" && pwd)"
  if [ -f "$dir/broker.env" ]; then
    # shellcheck disable=SC1091
    (. "$dir/broker.env" && ! kill -0 "$KAFKA_PID" 2>/dev/null) || { echo "a broker already runs in $dir" >&2; exit 1; }
  fi
  cp="$(classpath)"
  version="$(pin | cut -d' ' -f1)"
  rm -rf "$dir/data" "$dir/logs"
  mkdir -p "$dir/logs"
  local ports plain sasl ctrl
  ports=($(free_ports 3))
  plain=${ports[0]} sasl=${ports[1]} ctrl=${ports[2]}

  local plain_users="" scram_args=() u name pass
  : >"$dir/users.conf"
  for u in "${USERS[@]}"; do
    name="${u%%:*}" pass="${u#*:}"
    plain_users+=" user_$name=\"$pass\""
    scram_args+=(--add-scram "SCRAM-SHA-256=[name=$name,password=$pass]")
    scram_args+=(--add-scram "SCRAM-SHA-512=[name=$name,password=$pass]")
    echo "$name:$pass" >>"$dir/users.conf"
  done
  local plain_module="org.apache.kafka.common.security.plain.PlainLoginModule required"
  local scram_module="org.apache.kafka.common.security.scram.ScramLoginModule required;"
  local legacy=0
  [ "${version%%.*}" -ge 4 ] || legacy=1
  # What every release gets: one node, broker and controller, single replicas.
  cat >"$dir/server.properties" <<EOF
# Written by scripts/kafka/broker.sh for Kafka $version: one node, broker and controller, loopback only.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$ctrl
controller.listener.names=CONTROLLER
num.partitions=1
default.replication.factor=1
min.insync.replicas=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=3
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=3
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=false
EOF
  if [ "$legacy" = 1 ]; then
    # 3.x: PLAINTEXT only.
    sasl="" scram_args=()
    : >"$dir/users.conf"
    cat >>"$dir/server.properties" <<EOF
listeners=PLAINTEXT://127.0.0.1:$plain,CONTROLLER://127.0.0.1:$ctrl
advertised.listeners=PLAINTEXT://127.0.0.1:$plain
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
inter.broker.listener.name=PLAINTEXT
log.dirs=$dir/data/a
EOF
    cat >"$dir/log4j.properties" <<EOF
log4j.rootLogger=INFO, file
log4j.appender.file=org.apache.log4j.FileAppender
log4j.appender.file.File=$dir/logs/server.log
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
EOF
  else
    cat >>"$dir/server.properties" <<EOF
listeners=PLAINTEXT://127.0.0.1:$plain,SASL_PLAINTEXT://127.0.0.1:$sasl,CONTROLLER://127.0.0.1:$ctrl
advertised.listeners=PLAINTEXT://127.0.0.1:$plain,SASL_PLAINTEXT://127.0.0.1:$sasl
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,SASL_PLAINTEXT:SASL_PLAINTEXT,CONTROLLER:SASL_PLAINTEXT
inter.broker.listener.name=SASL_PLAINTEXT
sasl.mechanism.inter.broker.protocol=PLAIN
sasl.mechanism.controller.protocol=PLAIN
listener.name.controller.sasl.enabled.mechanisms=PLAIN
listener.name.controller.plain.sasl.jaas.config=$plain_module username="admin" password="admin-secret" user_admin="admin-secret";
listener.name.sasl_plaintext.sasl.enabled.mechanisms=PLAIN,SCRAM-SHA-256,SCRAM-SHA-512
listener.name.sasl_plaintext.plain.sasl.jaas.config=$plain_module username="admin" password="admin-secret"$plain_users;
listener.name.sasl_plaintext.scram-sha-256.sasl.jaas.config=$scram_module
listener.name.sasl_plaintext.scram-sha-512.sasl.jaas.config=$scram_module
authorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer
super.users=User:admin
allow.everyone.if.no.acl.found=false
delegation.token.secret.key=$TOKEN_SECRET
delegation.token.expiry.time.ms=3600000
delegation.token.max.lifetime.ms=86400000
log.dirs=$dir/data/a,$dir/data/b
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
share.coordinator.state.topic.num.partitions=1
EOF
  fi
  cat >"$dir/log4j2.properties" <<EOF
status = warn
appender.file.type = File
appender.file.name = file
appender.file.fileName = $dir/logs/server.log
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = INFO
rootLogger.appenderRef.file.ref = file
logger.kafka.name = kafka
logger.kafka.level = INFO
logger.apache.name = org.apache.kafka
logger.apache.level = INFO
EOF
  cat >"$dir/admin.properties" <<EOF
security.protocol=SASL_PLAINTEXT
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=${scram_module%;} username="admin" password="admin-secret";
EOF

  local java=(java -Dlog4j2.configurationFile="$dir/log4j2.properties" -Djava.awt.headless=true -cp "$cp")
  if [ "$legacy" = 1 ]; then
    # Both logging back ends are on the classpath; whichever slf4j binds, the log is server.log.
    java=(java -Dlog4j2.configurationFile="$dir/log4j2.properties" -Dlog4j.configuration="file:$dir/log4j.properties"
      -Djava.awt.headless=true -cp "$cp")
  fi
  "${java[@]}" kafka.tools.StorageTool format --config "$dir/server.properties" --cluster-id "$(cluster_id)" \
    ${scram_args[@]+"${scram_args[@]}"} >"$dir/logs/format.log" 2>&1 || { cat "$dir/logs/format.log" >&2; exit 1; }

  local heap="${KAFKA_HEAP:-1g}" flags
  read -r -a flags <<<"${KAFKA_JVM_FLAGS:-}"
  "${java[@]}" -Xms"$heap" -Xmx"$heap" -XX:+UseG1GC -XX:MaxGCPauseMillis=20 ${flags[@]+"${flags[@]}"} \
    kafka.Kafka "$dir/server.properties" >"$dir/logs/stdout.log" 2>&1 &
  local pid=$!
  cat >"$dir/broker.env" <<EOF
KAFKA_VERSION=$version
KAFKA_PID=$pid
KAFKA_PLAINTEXT=127.0.0.1:$plain
KAFKA_SASL=${sasl:+127.0.0.1:$sasl}
KAFKA_TOKEN_SECRET='$TOKEN_SECRET'
KAFKA_CLASSPATH='$cp'
EOF
  local t0=$SECONDS
  until grep -q 'Kafka Server started' "$dir/logs/server.log" 2>/dev/null; do
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "the broker exited while starting; last lines of $dir/logs:" >&2
      tail -n 30 "$dir/logs/stdout.log" "$dir/logs/server.log" >&2 2>/dev/null || true
      exit 1
    fi
    if [ $((SECONDS - t0)) -ge 90 ]; then
      echo "the broker did not start within 90 s; last lines of $dir/logs/server.log:" >&2
      tail -n 30 "$dir/logs/server.log" >&2 || true
      stop "$dir"
      exit 1
    fi
    sleep 0.2
  done
  if [ "$legacy" = 1 ]; then
    echo "Kafka $version ready in $((SECONDS - t0)) s (pid $pid): PLAINTEXT 127.0.0.1:$plain"
    return
  fi
  # ACLs, set by the super user through the SASL listener.
  local acl=("${java[@]}" org.apache.kafka.tools.AclCommand --bootstrap-server "127.0.0.1:$sasl"
    --command-config "$dir/admin.properties" --add)
  "${acl[@]}" --allow-principal User:ANONYMOUS --operation All --topic '*' --group '*' \
    --transactional-id '*' --cluster >"$dir/logs/acls.log" 2>&1 &&
    "${acl[@]}" --allow-principal User:alice --operation All --resource-pattern-type prefixed \
      --topic alice- --group alice- >>"$dir/logs/acls.log" 2>&1 ||
    { echo "setting ACLs failed:" >&2; cat "$dir/logs/acls.log" >&2; stop "$dir"; exit 1; }
  echo "Kafka $version ready in $((SECONDS - t0)) s (pid $pid): PLAINTEXT 127.0.0.1:$plain, SASL_PLAINTEXT 127.0.0.1:$sasl"
}

stop() {
  local dir="$1" pid
  [ -f "$dir/broker.env" ] || { echo "no broker in $dir" >&2; return 0; }
  pid="$(sed -n 's/^KAFKA_PID=//p' "$dir/broker.env")"
  kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM "$pid"
  for _ in $(seq 600); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$pid" 2>/dev/null; then
    echo "the broker (pid $pid) did not stop within 60 s; killing it" >&2
    kill -KILL "$pid" 2>/dev/null || true
    return 1
  fi
  grep -q 'shut down completed' "$dir/logs/server.log" 2>/dev/null ||
    { echo "the broker stopped without logging a completed shutdown" >&2; return 1; }
}

case "${1:-}" in
  classpath) classpath ;;
  start) start "${2:?usage: broker.sh start DIR}" ;;
  stop) stop "${2:?usage: broker.sh stop DIR}" ;;
  *) echo "usage: bash scripts/kafka/broker.sh (classpath | start DIR | stop DIR)" >&2; exit 2 ;;
esac

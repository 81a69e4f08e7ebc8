#!/usr/bin/env bash
# The Java differential: Apache Kafka's own generated codec (kafka-clients of kafka/pins) judges this
# crate's (tests/it/kafka_judge.rs, Java side in kafka/judge). Installs a JDK 17 and Maven when missing,
# builds the judge for the newest and the old pinned release (cached: nothing is rebuilt when nothing
# changed), and runs the bounded default: all three tests, the summary table on stderr.
#
#   bash scripts/kafka-judge.sh                       the bounded run CI does
#   KAFKA_JUDGE_RANDOM=1000 bash scripts/kafka-judge.sh   more messages (see tests/it/kafka_judge.rs)
set -euo pipefail
cd "$(dirname "$0")/.."

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
apt_pkgs=()
command -v javac >/dev/null 2>&1 || apt_pkgs+=(openjdk-17-jdk-headless)
command -v mvn >/dev/null 2>&1 || apt_pkgs+=(maven)
if [ "${#apt_pkgs[@]}" -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get install -y -q "${apt_pkgs[@]}" ||
    { $sudo apt-get update -q && $sudo apt-get install -y -q "${apt_pkgs[@]}"; }
fi
echo "java: $(java -version 2>&1 | head -n 1)"
echo "maven: $(mvn -v 2>/dev/null | head -n 1)"

start=$(date +%s)
for role in newest old; do
  bash kafka/judge/build.sh "$role" >/dev/null
done
echo "judge built (or found built) for kafka-clients $(bash kafka/schemas.sh --version newest) and $(bash kafka/schemas.sh --version old) in $(( $(date +%s) - start )) s"

# The test binary `cargo test --workspace` built before it: the same profile and, with
# --workspace, the same features, so nothing is compiled again. (Without --workspace the features
# differ, and the crate and the test binary were built a second time: 12 minutes of a CI run. A
# release build took longer than the run it speeds up.)
cargo test --workspace --test it kafka_judge:: -- --include-ignored --nocapture --test-threads 1
echo "the Java differential took $(( $(date +%s) - start )) s"

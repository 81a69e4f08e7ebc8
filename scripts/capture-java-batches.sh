#!/usr/bin/env bash
# Captures record batches written by Kafka's Java client code (kafka-clients' MemoryRecordsBuilder,
# the builder a Java producer fills) with each codec, into tests/data/compressed/java-<codec>.hex.
# Needs Java 11+ and Maven; kafka-clients is the sha256-checked jar of kafka/pins (newest), the
# codec libraries are the versions that jar's pom asks for. Not run in CI: its output is pinned.
#
# Run from anywhere: bash scripts/capture-java-batches.sh
set -euo pipefail
cd "$(dirname "$0")/.."
jar="$(bash kafka/schemas.sh --jar newest)"
version="$(bash kafka/schemas.sh --version newest)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for artifact in com.github.luben:zstd-jni:1.5.7-17 at.yawk.lz4:lz4-java:1.11.2 \
  org.xerial.snappy:snappy-java:1.1.10.7 org.slf4j:slf4j-api:1.7.36; do
  mvn -B -q dependency:copy -Dartifact="$artifact" -DoutputDirectory="$work/lib" >&2
done
cp "$jar" "$work/lib/"
cp=$(ls "$work"/lib/*.jar | tr '\n' ':')
javac -d "$work/classes" -cp "$cp" scripts/capture/JavaBatches.java
mkdir -p tests/data/compressed
java -cp "$work/classes:$cp" JavaBatches | while read -r codec hex; do
  {
    echo "# record batch v2 written by kafka-clients $version MemoryRecordsBuilder, $codec"
    echo "$hex" | fold -w 96
  } >"tests/data/compressed/java-$codec.hex"
  echo "tests/data/compressed/java-$codec.hex: $(( ${#hex} / 2 )) bytes"
done
java -version 2>&1 | head -n 1

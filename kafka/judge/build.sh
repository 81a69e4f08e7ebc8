#!/usr/bin/env bash
# Builds the Java judge (kafka/judge) against the kafka-clients release of a role in kafka/pins and
# prints the classpath to run it with:
#
#   java -cp "$(bash kafka/judge/build.sh newest)" kafkaview.judge.Judge
#
# ROLE is newest (default) or old. kafka-clients is the sha256-checked jar of kafka/schemas.sh; the
# other dependencies come from Maven. The build is cached in kafka/judge/target/<version>/: Maven runs
# only when pom.xml, a source file, the version or the Java compiler changed.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
role="${1:-newest}"
version="$(bash "$root/kafka/schemas.sh" --version "$role")"
jar="$(bash "$root/kafka/schemas.sh" --jar "$role")"
out="$here/target/$version"
stamp="$( { echo "$version"; javac -version 2>&1; cat "$here/pom.xml" "$here/build.sh";
           find "$here/src" -type f -name '*.java' | LC_ALL=C sort | xargs cat; } | sha256sum | cut -d' ' -f1)"
if [ ! -f "$out/stamp" ] || [ "$(cat "$out/stamp")" != "$stamp" ] || [ ! -f "$out/classpath.txt" ]; then
  rm -f "$out/stamp"
  # -B batch mode; -q keeps stdout for the classpath; Maven's own output goes to stderr.
  mvn -B -q -Dstyle.color=never -f "$here/pom.xml" -Dkafka.version="$version" \
    compile dependency:build-classpath \
    -Dmdep.outputFile="$out/classpath.txt" -DincludeScope=runtime \
    -DexcludeArtifactIds=kafka-clients >&2
  echo "$stamp" > "$out/stamp"
fi
echo "$out/classes:$jar:$(cat "$out/classpath.txt")"

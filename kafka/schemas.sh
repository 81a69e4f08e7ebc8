#!/usr/bin/env bash
# Fetches the kafka-clients jars pinned in kafka/pins through Maven, checks their sha256, and unpacks
# their message schemas (common/message/*.json) into a cache outside the repository.
#
#   bash kafka/schemas.sh               print the cache folder (schemas in <cache>/<version>/)
#   bash kafka/schemas.sh --version R   print the pinned version of role R (newest, old, baseline)
#   bash kafka/schemas.sh --jar R       print the path of role R's verified jar
#   bash kafka/schemas.sh --regenerate  regenerate src/messages/ and the README's API table
#
# The cache is $KAFKA_VIEW_CACHE, else ${XDG_CACHE_HOME:-~/.cache}/kafka-view. Nothing it holds is
# committed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cache="${KAFKA_VIEW_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kafka-view}"
pins="$root/kafka/pins"

pin() { # role -> "version sha256"
  local line
  line=$(grep -E "^$1[[:space:]]" "$pins" | head -n 1) || { echo "kafka/pins has no '$1' line" >&2; exit 1; }
  set -- $line
  echo "$2 $3"
}

fetch() { # role -> path of the verified jar, schemas unpacked beside it
  local version sha jar dir
  read -r version sha <<<"$(pin "$1")"
  jar="$cache/jars/kafka-clients-$version.jar"
  dir="$cache/$version"
  if [ ! -f "$jar" ] || ! echo "$sha  $jar" | sha256sum --check --status; then
    mkdir -p "$cache/jars"
    rm -f "$jar"
    mvn -B -q dependency:copy -Dartifact="org.apache.kafka:kafka-clients:$version" \
      -DoutputDirectory="$cache/jars" -Dmdep.overWriteReleases=true >&2
    if ! echo "$sha  $jar" | sha256sum --check --status; then
      echo "kafka-clients-$version.jar: sha256 $(sha256sum "$jar" | cut -d' ' -f1), kafka/pins says $sha" >&2
      rm -f "$jar"
      exit 1
    fi
    rm -rf "$dir"
  fi
  if [ ! -f "$dir/.complete" ]; then
    rm -rf "$dir" "$dir.tmp"
    mkdir -p "$dir.tmp"
    (cd "$dir.tmp" && unzip -q -j "$jar" 'common/message/*.json')
    touch "$dir.tmp/.complete"
    mv "$dir.tmp" "$dir"
  fi
  echo "$jar"
}

case "${1:-}" in
  --version) pin "$2" | cut -d' ' -f1 ;;
  --jar) fetch "$2" ;;
  --regenerate)
    for role in newest old baseline; do fetch "$role" >/dev/null; done
    cd "$root"
    cargo run -q -p codegen -- --schemas "$cache" --pins kafka/pins src/messages --readme README.md
    ;;
  "")
    for role in newest old baseline; do fetch "$role" >/dev/null; done
    echo "$cache"
    ;;
  *) echo "usage: bash kafka/schemas.sh [--version ROLE | --jar ROLE | --regenerate]" >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# Fetches the kafka-clients jars pinned in kafka/pins through Maven, checks their sha256, and unpacks
# their message schemas (common/message/*.json) into a cache outside the repository, with the newest
# release's error codes (kafka/ErrorsDump.java run against its jar) in <cache>/<version>/errors.tsv.
#
#   bash kafka/schemas.sh               print the cache folder (schemas in <cache>/<version>/)
#   bash kafka/schemas.sh --version R   print the pinned version of role R (newest, old, baseline)
#   bash kafka/schemas.sh --jar R       print the path of role R's verified jar
#   bash kafka/schemas.sh --regenerate  regenerate src/messages/ and the API table in docs/apis.md
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

jar() { # group artifact role -> path of the verified jar in the cache
  local version sha path
  read -r version sha <<<"$(pin "$3")"
  path="$cache/jars/$2-$version.jar"
  if [ ! -f "$path" ] || ! echo "$sha  $path" | sha256sum --check --status; then
    mkdir -p "$cache/jars"
    rm -f "$path"
    mvn -B -q dependency:copy -Dartifact="$1:$2:$version" \
      -DoutputDirectory="$cache/jars" -Dmdep.overWriteReleases=true >&2
    if ! echo "$sha  $path" | sha256sum --check --status; then
      echo "$2-$version.jar: sha256 $(sha256sum "$path" | cut -d' ' -f1), kafka/pins says $sha" >&2
      rm -f "$path"
      exit 1
    fi
  fi
  echo "$path"
}

fetch() { # role -> path of the verified kafka-clients jar, its schemas unpacked in the cache
  local version path dir
  path="$(jar org.apache.kafka kafka-clients "$1")"
  version="$(pin "$1" | cut -d' ' -f1)"
  dir="$cache/$version"
  if [ ! -f "$dir/.complete" ] || [ "$path" -nt "$dir/.complete" ]; then
    rm -rf "$dir" "$dir.tmp"
    mkdir -p "$dir.tmp"
    (cd "$dir.tmp" && unzip -q -j "$path" 'common/message/*.json')
    touch "$dir.tmp/.complete"
    mv "$dir.tmp" "$dir"
  fi
  echo "$path"
}

errors() { # the newest release's error codes -> <cache>/<version>/errors.tsv
  local clients slf4j dir classes
  clients="$(fetch newest)"
  slf4j="$(jar org.slf4j slf4j-api slf4j-api)"
  dir="$cache/$(pin newest | cut -d' ' -f1)"
  if [ ! -f "$dir/errors.tsv" ] || [ "$root/kafka/ErrorsDump.java" -nt "$dir/errors.tsv" ]; then
    classes="$(mktemp -d)"
    javac -d "$classes" -cp "$clients" "$root/kafka/ErrorsDump.java"
    java -cp "$classes:$clients:$slf4j" ErrorsDump >"$dir/errors.tsv.tmp" 2>/dev/null
    rm -rf "$classes"
    mv "$dir/errors.tsv.tmp" "$dir/errors.tsv"
  fi
}

all() {
  for role in newest old baseline; do fetch "$role" >/dev/null; done
  errors
}

case "${1:-}" in
  --version) pin "$2" | cut -d' ' -f1 ;;
  --jar) fetch "$2" ;;
  --regenerate)
    all
    cd "$root"
    cargo run -q -p codegen -- --cache "$cache" --pins kafka/pins src/messages --api-table docs/apis.md
    ;;
  "")
    all
    echo "$cache"
    ;;
  *) echo "usage: bash kafka/schemas.sh [--version ROLE | --jar ROLE | --regenerate]" >&2; exit 2 ;;
esac

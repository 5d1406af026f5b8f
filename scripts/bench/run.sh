#!/usr/bin/env bash
# `make bench`: runs touchlab-bench (release build) under a fresh Xvfb, with the touchlab
# executable beside it. Results go to .build/bench/ (results.json, details.json).
# Usage: [TOUCHLAB=PATH] scripts/bench/run.sh [BIN_DIR]
#   BIN_DIR: where touchlab-bench is (default: swift build -c release --show-bin-path);
#   TOUCHLAB: the touchlab it measures (default: the one in BIN_DIR).
set -euo pipefail
cd "$(dirname "$0")/../.."
swift=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
bin=${1:-$("$swift" build -c release --show-bin-path)}
for tool in Xvfb xdotool; do
    command -v "$tool" >/dev/null || { echo "bench: $tool is missing (make deps)" >&2; exit 1; }
done
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(Xvfb -version 2>&1 | grep -m1 -i 'x.org x server' || echo Xvfb)"
exec scripts/with-xvfb.sh "$bin/touchlab-bench" --out .build/bench --touchlab "${TOUCHLAB:-$bin/touchlab}"

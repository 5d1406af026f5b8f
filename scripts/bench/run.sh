#!/usr/bin/env bash
# `make bench`: runs touchlab-bench (release build) under a fresh Xvfb, with the touchlab
# executable beside it. Results go to .build/bench/ (results.json, details.json).
# Usage: [TOUCHLAB=PATH] scripts/bench/run.sh [BIN_DIR] [--only SECTION] [--views N] [--runs N]
#   BIN_DIR: where touchlab-bench is (default: swift build -c release --show-bin-path);
#   TOUCHLAB: the touchlab it measures (default: the one in BIN_DIR); the options go to
#   touchlab-bench (one part alone: results.json is then not written).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [[ ${1:-} == -h || ${1:-} == --help ]]; then
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    echo "  SECTION: hit-test, dispatch, frame, input-frame, present, latency, window, memory, export"
    exit 0
fi
swift=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
bin=$("$swift" build -c release --show-bin-path)
if [[ $# -gt 0 && ${1:-} != -* ]]; then bin=$1; shift; fi
for tool in Xvfb xdotool; do
    command -v "$tool" >/dev/null || { echo "bench: $tool is missing (make deps)" >&2; exit 1; }
done
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(Xvfb -version 2>&1 | grep -m1 -i 'x.org x server' || echo Xvfb)"
exec scripts/with-xvfb.sh "$bin/touchlab-bench" --out .build/bench --touchlab "${TOUCHLAB:-$bin/touchlab}" "$@"

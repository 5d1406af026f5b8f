#!/usr/bin/env bash
# `make run`: the demo window on $DISPLAY, or the tour rendered headlessly without one.
set -euo pipefail
bin=$1
if [[ -n ${DISPLAY:-} ]] && xdpyinfo >/dev/null 2>&1; then
    exec "$bin"
fi
echo "run: no X display; running the A–E example headlessly (trace below)."
exec "$bin" --headless --scene seed-a-to-e --tap 470,140 --trace

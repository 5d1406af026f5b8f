#!/usr/bin/env bash
# Runs a command with DISPLAY set to a fresh Xvfb server, stopped afterwards.
# Usage: scripts/with-xvfb.sh COMMAND...
set -euo pipefail
display=""
for n in $(seq 90 140); do
    if [[ ! -e /tmp/.X11-unix/X$n && ! -e /tmp/.X$n-lock ]]; then display=":$n"; break; fi
done
[[ -n $display ]] || { echo "with-xvfb: no free display number" >&2; exit 1; }
Xvfb "$display" -screen 0 1600x1000x24 -nolisten tcp -noreset >/tmp/touchlab-xvfb-${display#:}.log 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; wait $xvfb 2>/dev/null || true' EXIT
for _ in $(seq 100); do
    DISPLAY=$display xdpyinfo >/dev/null 2>&1 && break
    sleep 0.05
done
DISPLAY=$display xdpyinfo >/dev/null 2>&1 || { echo "with-xvfb: Xvfb did not start on $display" >&2; exit 1; }
export DISPLAY=$display
export TOUCHLAB_XVFB=1
"$@"

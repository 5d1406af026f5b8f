#!/usr/bin/env bash
# Runs a command with DISPLAY set to a fresh Xvfb server, stopped afterwards.
# Usage: scripts/with-xvfb.sh COMMAND...
set -euo pipefail
# A display number is in use while its lock names a live process. A server killed with
# SIGKILL (PrivateXvfb's tests, an interrupted run) leaves its lock and socket behind; X
# servers take over such stale files, so skipping them would use up the range run by run.
display_in_use() {
    local pid
    pid=$(tr -d ' \n' 2>/dev/null < "/tmp/.X$1-lock") || return 1
    [[ -n $pid && -d /proc/$pid ]]
}
display=""
for n in $(seq 90 140); do
    if ! display_in_use "$n"; then display=":$n"; break; fi
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

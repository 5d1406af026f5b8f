#!/usr/bin/env bash
# Runs a command with DISPLAY set to a fresh Xvfb server, stopped afterwards.
# Usage: scripts/with-xvfb.sh COMMAND...
# Several may start at once (make test runs its shards side by side): a display number
# counts as ours only when the Xvfb we started holds its lock and answers, so two scripts
# racing for one number never share a server.
set -euo pipefail
# A display number is in use while its lock names a live process. A server killed with
# SIGKILL (PrivateXvfb's tests, an interrupted run) leaves its lock and socket behind; X
# servers take over such stale files, so skipping them would use up the range run by run.
display_in_use() {
    local pid
    pid=$(tr -d ' \n' 2>/dev/null < "/tmp/.X$1-lock") || return 1
    [[ -n $pid && -d /proc/$pid ]]
}
xvfb=""
trap '[[ -n $xvfb ]] && { kill $xvfb 2>/dev/null; wait $xvfb 2>/dev/null || true; }' EXIT
display=""
for n in $(seq 90 140); do
    display_in_use "$n" && continue
    Xvfb ":$n" -screen 0 1600x1000x24 -nolisten tcp -noreset >"/tmp/touchlab-xvfb-$n.log" 2>&1 &
    xvfb=$!
    for _ in $(seq 100); do
        kill -0 $xvfb 2>/dev/null || break
        DISPLAY=":$n" xdpyinfo >/dev/null 2>&1 && break
        sleep 0.05
    done
    # Answering is not enough: another script's server may hold the number we tried.
    if [[ $(tr -d ' \n' 2>/dev/null < "/tmp/.X$n-lock") == "$xvfb" ]] && DISPLAY=":$n" xdpyinfo >/dev/null 2>&1; then
        display=":$n"
        break
    fi
    kill $xvfb 2>/dev/null || true
    wait $xvfb 2>/dev/null || true
    xvfb=""
done
[[ -n $display ]] || { echo "with-xvfb: Xvfb did not start on any display from :90 to :140" >&2; exit 1; }
export DISPLAY=$display
export TOUCHLAB_XVFB=1
"$@"

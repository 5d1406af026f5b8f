#!/usr/bin/env bash
# Starts Xorg (dummy video, inputtest touchscreen) on a free display and prints
# "DISPLAY DIR PID": the display, the folder with touch.socket and keyboard.socket, and
# the server's process id. Stop it with: kill PID; rm -rf DIR
# Usage: scripts/xorg-inputtest/start.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
xorg=/usr/lib/xorg/Xorg
[[ -x $xorg ]] || { echo "xorg-inputtest: $xorg is missing (apt-get install xserver-xorg-core xserver-xorg-video-dummy)" >&2; exit 1; }
# A display number is in use while its lock names a live process. A server killed with
# SIGKILL (PrivateXvfb's tests, an interrupted run) leaves its lock and socket behind; X
# servers take over such stale files, so skipping them would use up the range run by run.
display_in_use() {
    local pid
    pid=$(tr -d ' \n' 2>/dev/null < "/tmp/.X$1-lock") || return 1
    [[ -n $pid && -d /proc/$pid ]]
}
number=""
for n in $(seq 240 299); do
    if ! display_in_use "$n"; then number=$n; break; fi
done
[[ -n $number ]] || { echo "xorg-inputtest: no free display number" >&2; exit 1; }
dir=$(mktemp -d /tmp/touchlab-xorg-inputtest.XXXXXX)
sed "s|@DIR@|$dir|g" "$here/xorg.conf.in" > "$dir/xorg.conf"
"$xorg" ":$number" -config "$dir/xorg.conf" -logfile "$dir/Xorg.log" -noreset -nolisten tcp \
    -novtswitch -sharevts >"$dir/stderr.log" 2>&1 </dev/null &
pid=$!
for _ in $(seq 100); do
    if [[ -S $dir/touch.socket && -S $dir/keyboard.socket ]] && DISPLAY=":$number" xdpyinfo >/dev/null 2>&1; then
        echo ":$number $dir $pid"
        exit 0
    fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.05
done
kill "$pid" 2>/dev/null || true
echo "xorg-inputtest: Xorg did not start on :$number; see $dir/Xorg.log" >&2
exit 1

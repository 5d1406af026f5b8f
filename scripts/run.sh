#!/usr/bin/env bash
# `make run`: the lab window on $DISPLAY, or, with no display, the tour rendered headlessly.
set -euo pipefail
bin=$1
if [[ -n ${DISPLAY:-} ]] && xdpyinfo >/dev/null 2>&1; then
    exec "$bin"
fi
echo "run: no X display; rendering the tour headlessly instead."
exec scripts/tour.sh "$bin"

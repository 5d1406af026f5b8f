#!/bin/sh
# Checks that the documentation site opens as a reader opens it: builds it (`make docs`),
# serves .build/docs over HTTP on a free local port, and loads pages in headless Chromium
# (Debian's `chromium`), checking the text DocC's JavaScript renders: the root opens the
# TouchKit documentation with its Getting started article, and TouchLab's page names LabApp.
# Not part of `make test` (building the site takes about half a minute).
set -eu
cd "$(dirname "$0")/.."
fail() { echo "check-docs: $1" >&2; exit 1; }
command -v chromium >/dev/null || fail "chromium is missing (apt-get install chromium)"
SWIFT=${SWIFT:-swift} scripts/docs.sh >/dev/null

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server --bind 127.0.0.1 --directory .build/docs "$port" >/dev/null 2>&1 &
server=$!
profile=$(mktemp -d)
trap 'kill "$server" 2>/dev/null; rm -rf "$profile"' EXIT
# The page as rendered once its scripts have run.
render() {
    timeout 60 chromium --headless --no-sandbox --disable-gpu --user-data-dir="$profile" \
        --virtual-time-budget=5000 --dump-dom "http://127.0.0.1:$port$1" 2>/dev/null
}
for _ in 1 2 3 4 5 6 7 8 9 10; do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
    sleep 0.3
done
root=$(render /)
printf '%s' "$root" | grep -q '<title>TouchKit | Documentation</title>' || fail "the site's root does not open the TouchKit documentation"
printf '%s' "$root" | grep -q 'Getting started' || fail "the TouchKit page does not list Getting started"
printf '%s' "$(render /documentation/touchkit/gettingstarted)" | grep -q 'Read the trace' \
    || fail "the Getting started article does not render"
printf '%s' "$(render /documentation/touchlab/)" | grep -q 'LabApp' || fail "the TouchLab page does not render"
echo "check-docs: .build/docs opens at its root on the TouchKit documentation, in headless Chromium"

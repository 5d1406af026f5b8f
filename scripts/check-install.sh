#!/bin/sh
# make test: `make install` into a temporary prefix, then the installed touchlab, run from
# another directory, lists and runs the built-in scenes from its own resource bundle (one
# scene removed from the installed copy disappears from its list: it does not read the
# source tree's Assets/).
set -eu
cd "$(dirname "$0")/.."
make=${MAKE:-make}
prefix=$(mktemp -d /tmp/touchlab-install.XXXXXX)
elsewhere=$(mktemp -d /tmp/touchlab-elsewhere.XXXXXX)
trap 'rm -rf "$prefix" "$elsewhere"' EXIT
fail() { echo "check-install: $1" >&2; exit 1; }

$make -s install PREFIX="$prefix" CONFIG=debug >/dev/null
cd "$elsewhere"
unset TOUCHLAB_ASSETS
"$prefix/bin/touchlab" --list-scenes > listed.txt
[ "$(cut -f1 listed.txt)" = "$(ls "$OLDPWD/Assets/scenes" | sed 's/\.json$//' | LC_ALL=C sort)" ] \
    || fail "the installed touchlab lists other scenes than Assets/scenes: $(cut -f1 listed.txt | tr '\n' ' ')"
for scene in $(cut -f1 listed.txt); do
    "$prefix/bin/touchlab" --headless --scene "$scene" --tap 10,10 --trace > trace.txt \
        || fail "the installed touchlab failed to run $scene"
    grep -q "^0.000 hit-test (10.0, 10.0): " trace.txt || fail "no hit test in the trace of $scene"
done
"$prefix/bin/touchlab" --headless --scene seed-a-to-e --tap 470,140 --trace > seed.txt
[ "$(sed -n 2p seed.txt)" = "0.000 hit-test (470.0, 140.0): A -> C -> E(nil) -> D(D) -> C(D) -> A(D)" ] \
    || fail "unexpected seed-a-to-e trace: $(sed -n 2p seed.txt)"
rm "$prefix/bin/TouchLab_TouchLabAssets.resources/scenes/tap-vs-view.json"
! "$prefix/bin/touchlab" --list-scenes | grep -q "^tap-vs-view" \
    || fail "the installed touchlab still lists a scene removed from its bundle: it reads the source tree"
echo "check-install: the installed touchlab lists and runs $(wc -l < listed.txt) built-in scenes from $elsewhere"

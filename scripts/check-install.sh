#!/bin/sh
# make test: `make install` staged with DESTDIR, then the installed copy is checked as a user
# would meet it, from another directory with the source tree hidden (a private mount
# namespace lays an empty folder over it, where `unshare` may do so):
#   - bin holds touchlab alone, stripped, with no run path and no Swift library to load;
#   - it lists and runs every built-in scene from share/touchlab (a scene removed from the
#     installed copy disappears from its list), and draws text with share/touchlab's fonts.conf;
#   - `man -l` renders its manual page, which names every flag `touchlab --help` prints;
#   - its bash completion offers scenes after `--scene se` and `--scene=se`, the flags, a
#     file after --export, --steps and the other file options, .png and .svg after --screenshot;
# and `make uninstall` with the same DESTDIR and PREFIX leaves no file behind and says what
# it removed, and that it removed nothing where nothing was installed.
# The debug build is installed; INSTALL_CONFIG=release checks the release install (linked lean).
set -eu
fail() { echo "check-install: $1" >&2; exit 1; }

if [ "${1:-}" = --installed ]; then # ROOT EXPECTED_SCENES: the checks on the installed copy
    root=$2
    expected=$3
    touchlab=$root/bin/touchlab
    cd "$(mktemp -d /tmp/touchlab-elsewhere.XXXXXX)"
    unset TOUCHLAB_ASSETS
    [ "$(ls "$root/bin")" = touchlab ] || fail "bin holds more than touchlab: $(ls "$root/bin" | tr '\n' ' ')"
    readelf -S "$touchlab" > sections.txt && readelf -d "$touchlab" > dynamic.txt || fail "readelf cannot read $touchlab"
    ! grep -qE '[.](symtab|debug_info)' sections.txt || fail "the installed touchlab is not stripped"
    ! grep -qE 'R(UN)?PATH' dynamic.txt || fail "the installed touchlab has a run path: $(grep -E 'R(UN)?PATH' dynamic.txt)"
    ! grep -q 'libswift' dynamic.txt || fail "the installed touchlab loads the toolchain's Swift libraries"
    "$touchlab" --list-scenes > listed.txt
    [ "$(cut -f1 listed.txt)" = "$(cat "$expected")" ] \
        || fail "the installed touchlab lists other scenes than Assets/scenes: $(cut -f1 listed.txt | tr '\n' ' ')"
    for scene in $(cut -f1 listed.txt); do
        "$touchlab" --headless --scene "$scene" --tap 10,10 --trace > trace.txt \
            || fail "the installed touchlab failed to run $scene"
        grep -q "^0.000 hit-test (10.0, 10.0): " trace.txt || fail "no hit test in the trace of $scene"
    done
    "$touchlab" --headless --scene seed-a-to-e --tap 470,140 --trace > seed.txt
    [ "$(sed -n 2p seed.txt)" = "0.000 hit-test (470.0, 140.0): A -> C -> E(nil) -> D(D) -> C(D) -> A(D)" ] \
        || fail "unexpected seed-a-to-e trace: $(sed -n 2p seed.txt)"

    FC_DEBUG=1024 "$touchlab" --headless --scene seed-a-to-e --tap 470,140 --screenshot fonts.png > fonts.txt 2>&1
    grep -q "Loading config file from $root/.*share/touchlab/fonts/fonts.conf done" fonts.txt \
        || fail "the installed touchlab does not read share/touchlab/fonts/fonts.conf: $(grep 'config file' fonts.txt)"

    page=$root/share/man/man1/touchlab.1
    MANWIDTH=100 man -l "$page" > man.txt 2> man-errors.txt || fail "man -l $page failed: $(cat man-errors.txt)"
    [ ! -s man-errors.txt ] || fail "man -l $page warns: $(head -3 man-errors.txt)"
    grep -q "^NAME" man.txt && grep -q "touchlab - " man.txt || fail "man -l $page shows no NAME section"
    flags=$("$touchlab" --help | grep -oE -- '(^|[[ |])--?[a-z][a-z-]*' | grep -oE -- '--?[a-z][a-z-]*' | sort -u)
    [ -n "$flags" ] || fail "touchlab --help names no flag"
    for flag in $flags; do
        grep -qE -- "(^|[^a-z-])$flag([^a-z-]|$)" man.txt || fail "the manual page does not describe $flag"
    done

    completion=$root/share/bash-completion/completions/touchlab
    mkdir -p files/sub && touch files/a.png files/b.svg files/c.txt files/d.json files/e.jsonl files/f.gif files/g.mp4 files/h.html
    # Each case: the words as bash splits them (at `=` too), then what completing the last
    # offers, one line; bash is run in files/ with the installed touchlab first on PATH.
    while IFS='|' read -r words expected; do
        offered=$(cd files && PATH="$root/bin:$PATH" bash -c '. "$1"; eval "COMP_WORDS=($2)"
                  COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _touchlab; echo "${COMPREPLY[*]}"' \
                  completion "$completion" "$words")
        [ "$offered" = "$expected" ] || fail "completing '$words' offers '$offered', not '$expected'"
    done <<'CASES'
touchlab --scene se|seed-a-to-e
touchlab --scene = se|seed-a-to-e
touchlab --scene=se|--scene=seed-a-to-e
touchlab --ver|--version
touchlab --headless --t|--tap --trace
touchlab --screenshot ''|a.png b.svg sub
touchlab --screenshot = b|b.svg
touchlab --export ''|f.gif g.mp4 h.html sub
touchlab --steps ''|sub
touchlab --describe ''|d.json sub
touchlab --record ''|e.jsonl sub
touchlab --replay=''|--replay=e.jsonl --replay=sub
touchlab --lang z|zh-Hans
touchlab --tap ''|
CASES
    rm "$root/share/touchlab/scenes/tap-vs-view.json"
    ! "$touchlab" --list-scenes | grep -q "^tap-vs-view" \
        || fail "the installed touchlab still lists a scene removed from share/touchlab: it reads the source tree"
    echo "check-install: the installed touchlab lists and runs $(wc -l < listed.txt) built-in scenes from $PWD; its manual page and completion work"
    rm -rf "$PWD"
    exit 0
fi

cd "$(dirname "$0")/.."
source=$(pwd)
make=${MAKE:-make}
work=$(mktemp -d /tmp/touchlab-install.XXXXXX)
trap 'rm -rf "$work"' EXIT
stage=$work/stage
prefix=/usr/local
mkdir -p "$stage" "$work/empty"
cp "$0" "$work/check-install.sh"
ls Assets/scenes | sed 's/\.json$//' | LC_ALL=C sort > "$work/scenes.txt"

$make -s install DESTDIR="$stage" PREFIX="$prefix" CONFIG="${INSTALL_CONFIG:-debug}" >/dev/null
if unshare -m sh -c 'mount --bind "$1" "$1"' probe "$work/empty" 2>/dev/null; then
    unshare -m sh -c 'mount --bind "$1" "$2" && exec sh "$3" --installed "$4" "$5"' hide \
        "$work/empty" "$source" "$work/check-install.sh" "$stage$prefix" "$work/scenes.txt"
    echo "check-install: (the source tree $source was hidden)"
else
    sh "$work/check-install.sh" --installed "$stage$prefix" "$work/scenes.txt"
    echo "check-install: (unshare is not allowed here: the source tree stayed in place)"
fi

said=$($make -s uninstall DESTDIR="$stage" PREFIX="$prefix")
case $said in "uninstall: removed from $stage$prefix: bin/touchlab "*) ;; *) fail "make uninstall said: $said" ;; esac
left=$(find "$stage" -type f)
[ -z "$left" ] || fail "make uninstall left files behind: $left"
[ ! -e "$stage$prefix/share/touchlab" ] || fail "make uninstall left $prefix/share/touchlab"
for root in "$stage" "$work/never-installed"; do
    said=$($make -s uninstall DESTDIR="$root" PREFIX="$prefix")
    [ "$said" = "uninstall: touchlab is not installed in $root$prefix: nothing removed" ] \
        || fail "make uninstall where nothing is installed said: $said"
done
[ ! -e "$work/never-installed" ] || fail "make uninstall created $work/never-installed"
echo "check-install: make uninstall removed every installed file, and says so only when it did"

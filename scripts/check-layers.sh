#!/bin/sh
# Checks that the layers import only downward. A layer is a target, and a folder is a layer
# because it is a target:
#   1. folders match targets: every folder of Sources/, Examples/ and Tests/ is the path of
#      one target of Package.swift (as `swift package describe` reads it), and every target
#      has a line in LAYERS;
#   2. LAYERS goes down: a module's line names only modules on lines above it;
#   3. the dependencies a target declares in Package.swift and the modules each of its files
#      imports are on its line (system modules aside). A test target may use its module,
#      what that module may, and the test support modules, unless it has a line of its own.
# Foundation is a layer of its own, below everything: only what `touchlab` does not link may
# import it (libFoundation, its ICU data and libstdc++ cost every window about 10 MiB of
# resident memory; docs/PERFORMANCE.md, *Memory*). Tests may.
# Inside one module Swift has no imports between folders, so the compiler offers nothing to
# check there; matching type names as text (which this script once did) was a guess.
#
# Prints every violation as `path: problem` and exits 1 if there is any. `--self-test` runs
# the check on a copy of the tree, once as it is and once each with an upward import, an
# import of Foundation in the app and a folder that is no target planted, and fails unless
# exactly those are caught. `make test`
# runs both. SWIFT names the swift command (default: swift).
set -eu
SWIFT=${SWIFT:-swift}

# module: the project modules it may import, lowest first. Examples: the Examples/ programs.
LAYERS='
Foundation:
CX11:
CCairo:
CGif:
CHitTestBaseline:
CAllocationCounter:
TouchKit:
TouchKitCairo: TouchKit CCairo
TouchKitX11: TouchKit CX11
FrameSnapshots: TouchKitCairo Foundation
XServerTesting: Foundation
GeometryTesting: TouchKit
SeededRandom:
TouchLabAssets: Foundation
TouchLabFormats: TouchKit
TouchLabEngine: TouchKit TouchLabFormats
TouchLabUI: TouchKit TouchKitCairo TouchLabFormats TouchLabEngine
TouchLab: TouchKit TouchKitCairo TouchKitX11 TouchLabFormats TouchLabEngine TouchLabUI CGif
touchlab: TouchLab
Examples: TouchKit TouchLab
x11-probe: TouchKit TouchKitX11
touchlab-bench: CHitTestBaseline CAllocationCounter SeededRandom CX11 TouchKit TouchKitCairo TouchKitX11 TouchLabFormats TouchLabEngine TouchLabUI TouchLab Foundation
ExamplesTests: TouchKitCairo FrameSnapshots XServerTesting Foundation
TouchLabFormatsTests: CAllocationCounter TouchKit TouchLabFormats TouchLabAssets
'
SYSTEM='Glibc Dispatch Synchronization Testing XCTest'
TEST_SUPPORT='FrameSnapshots XServerTesting GeometryTesting SeededRandom Foundation'

fail() { echo "$1"; }

has_line() { echo "$LAYERS" | grep -q "^$1:"; }
line_of() { echo "$LAYERS" | sed -n "s/^$1: *//p"; }
line_number() { echo "$LAYERS" | grep -n "^$1:" | cut -d: -f1; }

# One line per target: name type path dependencies…
targets() {
    "$SWIFT" package describe 2>/dev/null | awk '
        /^Targets:/ { in_targets = 1; next }
        !in_targets { next }
        /^    Name: / { if (name != "") print name, type, path, deps; name = $2; type = ""; path = ""; deps = ""; list = 0; next }
        /^    Type: / { type = $2; next }
        /^    Path: / { path = $2; next }
        /^    Target dependencies:/ { list = 1; next }
        /^        [^ ]/ { if (list) deps = deps " " $1; next }
        /^    [^ ]/ { list = 0 }
        END { if (name != "") print name, type, path, deps }'
}

# The layer a target is checked by: its own line, `Examples` for a program in Examples/.
layer_of() { # $1 name, $2 path
    case "$2" in Examples/*) echo Examples ;; *) echo "$1" ;; esac
}

allowed_for() { # $1 name, $2 type, $3 layer
    if [ "$2" = test ] && ! has_line "$1"; then
        module=${1%Tests}
        echo "$module $(line_of "$module") $TEST_SUPPORT"
    else
        line_of "$3"
    fi
}

check_layers_go_down() {
    echo "$LAYERS" | while IFS=: read -r module below; do
        [ -n "$module" ] || continue
        for name in $below; do
            if ! has_line "$name" || [ "$(line_number "$name")" -ge "$(line_number "$module")" ]; then
                echo "scripts/check-layers.sh: $module may import $name, which is not on a line above it"
            fi
        done
    done
}

check_imports() { # $1 directory, $2 what it may import, $3 its name
    find "$1" -name '*.swift' | sort | while read -r file; do
        sed -nE 's/^[[:space:]]*(@[A-Za-z]+[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+((struct|class|enum|protocol|typealias|func|let|var)[[:space:]]+)?([A-Za-z0-9_]+).*/\6/p' "$file" |
            sort -u | while read -r module; do
                case " $2 $SYSTEM " in
                    *" $module "*) ;;
                    *) echo "$file: imports $module, which is not below $3" ;;
                esac
            done
    done
}

check_targets() { # $1 the targets file
    while read -r name type path deps; do
        layer=$(layer_of "$name" "$path")
        if [ "$type" != test ] && ! has_line "$layer"; then
            fail "$path: target $name has no line in LAYERS of scripts/check-layers.sh"
            continue
        fi
        allowed=$(allowed_for "$name" "$type" "$layer")
        for dep in $deps; do
            case " $allowed " in *" $dep "*) ;; *) fail "Package.swift: $name depends on $dep, which is not below it" ;; esac
        done
        check_imports "$path" "$allowed" "$name"
    done <"$1"
}

check_folders() { # $1 the targets file
    for dir in Sources/*/ Examples/*/ Tests/*/; do
        [ -d "$dir" ] || continue
        dir=${dir%/}
        awk -v dir="$dir" '$3 == dir { found = 1 } END { exit !found }' "$1" ||
            fail "$dir: a folder that is no target of Package.swift"
    done
}

self_test() {
    copy=$(mktemp -d)
    trap 'rm -rf "$copy"' EXIT
    tar cf - --exclude='*.png' --exclude=.build Package.swift Sources Examples Assets Tests | tar xf - -C "$copy"
    cp "$script" "$copy/check-layers.sh"
    run_copy() { (cd "$copy" && SWIFT="$SWIFT" sh ./check-layers.sh --here) }
    run_copy >/dev/null || { echo "check-layers self-test: the unchanged copy fails"; exit 1; }
    planted=Sources/TouchLabEngine/Scenes/SceneView.swift
    cp "$copy/$planted" "$copy/saved.swift"
    { echo "import TouchLabUI"; cat "$copy/saved.swift"; } >"$copy/$planted"
    expect_caught "$planted: imports TouchLabUI, which is not below TouchLabEngine"
    cp "$copy/saved.swift" "$copy/$planted"
    planted=Sources/TouchLab/TouchLabCommand.swift
    cp "$copy/$planted" "$copy/saved.swift"
    { echo "import Foundation"; cat "$copy/saved.swift"; } >"$copy/$planted"
    expect_caught "$planted: imports Foundation, which is not below TouchLab"
    cp "$copy/saved.swift" "$copy/$planted"
    mkdir "$copy/Sources/Stray" && echo "import TouchKit" >"$copy/Sources/Stray/Stray.swift"
    expect_caught "Sources/Stray: a folder that is no target of Package.swift"
    echo "check-layers self-test: a planted upward import, Foundation in the app and a stray folder are caught"
}

expect_caught() { # $1 the line the check must print
    if output=$(run_copy 2>/dev/null); then
        echo "check-layers self-test: not caught: $1"; exit 1
    fi
    if [ "$output" != "$1" ]; then
        printf 'check-layers self-test: expected only\n  %s\nbut got\n%s\n' "$1" "$output"; exit 1
    fi
}

script=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
case "${1:-}" in
    --self-test) cd "$(dirname "$0")/.."; self_test; exit 0 ;;
    --here) ;;
    *) cd "$(dirname "$0")/.." ;;
esac

list=$(mktemp)
targets >"$list"
[ -s "$list" ] || { echo "check-layers: '$SWIFT package describe' listed no targets" >&2; rm -f "$list"; exit 1; }
out=$(mktemp)
{ check_layers_go_down; check_folders "$list"; check_targets "$list"; } >"$out"
rm -f "$list"
failures=$(grep -c . "$out" || true)
cat "$out"
rm -f "$out"
if [ "$failures" -gt 0 ]; then
    echo "check-layers: $failures violation(s) of the downward order" >&2
    exit 1
fi
echo "check-layers: every target is a folder with a layer, and every layer imports only downward"

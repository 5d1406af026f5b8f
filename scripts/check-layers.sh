#!/bin/sh
# Checks that the code imports only downward (DESIGN §2, STYLE "Layers import downward
# only, folders too"):
#   1. each module imports only the modules of the layers below it (table MODULES);
#   2. inside an app module, a file names only types declared in its own folder or in a
#      folder listed before it (table FOLDERS), and every folder is in that table.
# Prints every violation as `file: problem` and exits 1 if there is any. `make test` runs it.
set -eu
cd "$(dirname "$0")/.."

# module: the project modules it may import (system modules are always allowed).
MODULES='
TouchKit:
TouchKitCairo: TouchKit CCairo
TouchKitX11: TouchKit CX11
FrameSnapshots: TouchKitCairo
XServerTesting:
TouchLabAssets:
TouchLabFormats: TouchKit TouchLabAssets
TouchLabEngine: TouchKit TouchLabFormats
TouchLabUI: TouchKit TouchKitCairo TouchLabFormats TouchLabEngine
TouchLab: TouchKit TouchKitCairo TouchKitX11 TouchLabFormats TouchLabEngine TouchLabUI
touchlab: TouchLab
Examples: TouchKitCairo
x11-probe: TouchKit TouchKitX11
touchlab-bench: CHitTestBaseline CAllocationCounter CX11 TouchKit TouchKitCairo TouchKitX11 TouchLabFormats TouchLabEngine TouchLabUI TouchLab
'
SYSTEM='Foundation Glibc Dispatch Synchronization Testing XCTest'
# Test targets may also use the test support modules.
TEST_SUPPORT='FrameSnapshots XServerTesting'

# module: its folders, lowest first (`.` is the files at the module's top).
FOLDERS='
TouchLabFormats: Files JSON Replays Scenes
TouchLabEngine: Scenes Engine Lessons Commands
TouchLabUI: Layout WhyNot Overlay Timeline Strip Help Panel Frame
TouchLab: CommandLine Headless Controller Live . App
'

failures=0
fail() { echo "$1"; failures=$((failures + 1)); }

allowed_imports() { # $1 module
    echo "$MODULES" | sed -n "s/^$1: *//p"
}

imports_of() { # $1 directory
    grep -rhoE '^(@testable )?import [A-Za-z0-9_]+' "$1" --include='*.swift' | sed 's/.* //' | sort -u
}

check_imports() { # $1 directory, $2 the modules it may import
    for module in $(imports_of "$1"); do
        case " $2 $SYSTEM " in
            *" $module "*) ;;
            *) for file in $(grep -rlE "^(@testable )?import $module\$" "$1" --include='*.swift'); do
                   fail "$file: imports $module, which is not below $(basename "$1")"
               done ;;
        esac
    done
}

check_module_imports() {
    for dir in Sources/*/; do
        module=$(basename "$dir")
        [ -n "$(find "$dir" -name '*.swift' | head -1)" ] || continue # C targets
        if ! echo "$MODULES" | grep -q "^$module:"; then
            fail "$dir: module $module has no layer in scripts/check-layers.sh"
            continue
        fi
        check_imports "$dir" "$(allowed_imports "$module")"
    done
    for dir in Tests/*Tests/; do
        module=$(basename "$dir" | sed 's/Tests$//')
        check_imports "$dir" "$module $(allowed_imports "$module") $TEST_SUPPORT"
    done
}

declared_types() { # $1 folder (or module top for `.`), $2 depth flag
    find "$1" $2 -name '*.swift' -exec sed -nE \
        's/^(@[A-Za-z]+ +)*([a-z]+ +)*(struct|class|enum|protocol|typealias|actor) +([A-Za-z_][A-Za-z0-9_]*).*/\4/p' {} + |
        sort -u
}

folder_path() { # $1 module, $2 folder
    if [ "$2" = . ]; then echo "Sources/$1"; else echo "Sources/$1/$2"; fi
}

files_of() { # $1 module, $2 folder
    if [ "$2" = . ]; then find "Sources/$1" -maxdepth 1 -name '*.swift'; else find "Sources/$1/$2" -name '*.swift'; fi
}

check_module_folders() { # $1 module, $2 its folders lowest first
    for dir in "Sources/$1"/*/; do
        case " $2 " in *" $(basename "$dir") "*) ;; *) fail "$dir: folder not in the FOLDERS table of scripts/check-layers.sh" ;; esac
    done
    names=$(mktemp)
    later=""
    for folder in $2; do later="$folder $later"; done # highest first
    for high in $later; do
        depth=""; [ "$high" = . ] && depth="-maxdepth 1"
        declared_types "$(folder_path "$1" "$high")" "$depth" >"$names"
        [ -s "$names" ] || continue
        for low in $2; do
            [ "$low" = "$high" ] && break
            for file in $(files_of "$1" "$low"); do
                for name in $(sed 's#//.*##' "$file" | grep -owFf "$names" | sort -u); do
                    fail "$file: uses $name from $(folder_path "$1" "$high"), a higher folder"
                done
            done
        done
    done
    rm -f "$names"
}

check_module_imports
echo "$FOLDERS" | while IFS=: read -r module folders; do
    [ -n "$module" ] || continue
    check_module_folders "$module" "$folders"
done >"${TMPDIR:-/tmp}/check-layers.$$"
if [ -s "${TMPDIR:-/tmp}/check-layers.$$" ]; then
    cat "${TMPDIR:-/tmp}/check-layers.$$"
    failures=$((failures + $(wc -l <"${TMPDIR:-/tmp}/check-layers.$$")))
fi
rm -f "${TMPDIR:-/tmp}/check-layers.$$"

if [ "$failures" -gt 0 ]; then
    echo "check-layers: $failures violation(s) of the downward import order" >&2
    exit 1
fi
echo "check-layers: every module and folder imports only downward"

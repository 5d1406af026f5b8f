#!/bin/sh
# Installs touchlab as a Unix program, or removes it again:
#   ROOT/bin/touchlab                                   the program, alone in bin
#   ROOT/share/touchlab/                                its resources: scenes/, replays/, fonts/
#   ROOT/share/man/man1/touchlab.1                      the manual page
#   ROOT/share/bash-completion/completions/touchlab     bash completion
# ROOT is $(DESTDIR)$(PREFIX). touchlab finds its resources at ../share/touchlab from its
# own executable, so the installed copy runs from any directory without the source tree.
# The Makefile links it with the Swift runtime built in and no run path (docs/INSTALL.md
# says why); this script strips it.
# Usage: scripts/install.sh BIN_PATH ROOT      (BIN_PATH: `swift build --show-bin-path`)
#        scripts/install.sh --uninstall ROOT
set -eu
cd "$(dirname "$0")/.."
bundle=TouchLab_TouchLabAssets.resources
files='bin/touchlab share/man/man1/touchlab.1 share/bash-completion/completions/touchlab'

if [ "$1" = --uninstall ]; then
    root=$2
    removed=
    for file in $files; do
        if [ -e "$root/$file" ] || [ -L "$root/$file" ]; then rm -f "$root/$file"; removed="$removed $file"; fi
    done
    if [ -e "$root/share/touchlab" ]; then rm -rf "$root/share/touchlab"; removed="$removed share/touchlab/"; fi
    if [ -z "$removed" ]; then
        echo "uninstall: touchlab is not installed in $root: nothing removed"
    else
        echo "uninstall: removed from $root:$removed"
    fi
    exit 0
fi

bin=$1
root=$2
[ -x "$bin/touchlab" ] || { echo "install: no touchlab in $bin (build it first)" >&2; exit 2; }
[ -d "$bin/$bundle" ] || { echo "install: no $bundle in $bin" >&2; exit 2; }
install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions"
# Stripped, as Debian installs programs: the symbols and debug information are half its size.
install -s -m 755 "$bin/touchlab" "$root/bin/touchlab"
rm -rf "$root/share/touchlab"
install -d "$root/share/touchlab"
cp -R "$bin/$bundle/." "$root/share/touchlab/"
chmod -R u=rwX,go=rX "$root/share/touchlab"
install -m 644 docs/touchlab.1 "$root/share/man/man1/touchlab.1"
install -m 644 scripts/completion/touchlab.bash "$root/share/bash-completion/completions/touchlab"
echo "installed touchlab in $root: bin/touchlab, share/touchlab/, share/man/man1/touchlab.1, share/bash-completion/completions/touchlab"

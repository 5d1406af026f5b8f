#!/bin/sh
# Installs touchlab as a Unix program, or removes it again:
#   ROOT/bin/touchlab                                   the program, alone in bin
#   ROOT/share/touchlab/                                its resources: scenes/, replays/
#   ROOT/share/man/man1/touchlab.1                      the manual page
#   ROOT/share/bash-completion/completions/touchlab     bash completion
# ROOT is $(DESTDIR)$(PREFIX). touchlab finds its resources at ../share/touchlab from its
# own executable, so the installed copy runs from any directory without the source tree.
# Usage: scripts/install.sh BIN_PATH ROOT      (BIN_PATH: `swift build --show-bin-path`)
#        scripts/install.sh --uninstall ROOT
set -eu
cd "$(dirname "$0")/.."
bundle=TouchLab_TouchLabAssets.resources
files='bin/touchlab share/man/man1/touchlab.1 share/bash-completion/completions/touchlab'

if [ "$1" = --uninstall ]; then
    root=$2
    for file in $files; do rm -f "$root/$file"; done
    rm -rf "$root/share/touchlab"
    echo "removed touchlab from $root"
    exit 0
fi

bin=$1
root=$2
[ -x "$bin/touchlab" ] || { echo "install: no touchlab in $bin (build it first)" >&2; exit 2; }
[ -d "$bin/$bundle" ] || { echo "install: no $bundle in $bin" >&2; exit 2; }
install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions"
install -m 755 "$bin/touchlab" "$root/bin/touchlab"
rm -rf "$root/share/touchlab"
install -d "$root/share/touchlab"
cp -R "$bin/$bundle/." "$root/share/touchlab/"
chmod -R u=rwX,go=rX "$root/share/touchlab"
install -m 644 docs/touchlab.1 "$root/share/man/man1/touchlab.1"
install -m 644 scripts/completion/touchlab.bash "$root/share/bash-completion/completions/touchlab"
echo "installed touchlab in $root: bin/touchlab, share/touchlab/, share/man/man1/touchlab.1, share/bash-completion/completions/touchlab"

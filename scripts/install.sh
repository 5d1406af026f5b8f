#!/bin/sh
# Installs touchlab and its resource bundle (the built-in scenes and replays) into PREFIX/bin.
# SwiftPM's Bundle.module looks for the bundle beside the executable first, so the installed
# binary runs from any directory without the source tree.
# Usage: scripts/install.sh BIN_PATH PREFIX   (BIN_PATH: `swift build --show-bin-path`)
set -eu
bin=$1
prefix=$2
bundle=TouchLab_TouchLabAssets.resources
[ -x "$bin/touchlab" ] || { echo "install: no touchlab in $bin (build it first)" >&2; exit 2; }
[ -d "$bin/$bundle" ] || { echo "install: no $bundle in $bin" >&2; exit 2; }
mkdir -p "$prefix/bin"
rm -rf "$prefix/bin/$bundle"
cp "$bin/touchlab" "$prefix/bin/touchlab"
cp -R "$bin/$bundle" "$prefix/bin/$bundle"
echo "installed $prefix/bin/touchlab and $prefix/bin/$bundle"

#!/bin/sh
# Builds the API documentation of TouchKit and TouchLab as DocC archives, offline, with the
# toolchain's docc: the symbol graphs come from the built modules (check-doc-coverage.sh
# --extract), the articles and landing pages from Sources/<module>/<module>.docc.
# Writes .build/docs/TouchKit.doccarchive and .build/docs/TouchLab.doccarchive; each is a
# static site (open it with `docc preview`, or serve the folder: index.html at its root).
# SWIFT names the swift command (default: swift); docc sits beside it.
set -eu
SWIFT=${SWIFT:-swift}
cd "$(dirname "$0")/.."
bin=$(dirname "$(command -v "$SWIFT" 2>/dev/null || echo "$SWIFT")")
docc="$bin/docc"
[ -x "$docc" ] || docc=$(command -v docc) || { echo "docs: no docc beside $SWIFT or on PATH" >&2; exit 1; }

"$SWIFT" build --target TouchLab >/dev/null
graphs=.build/symbol-graphs
SWIFT=$SWIFT scripts/check-doc-coverage.sh --extract "$graphs"
mkdir -p .build/docs
for module in TouchKit TouchLab; do
    out=.build/docs/$module.doccarchive
    rm -rf "$out"
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "touchlab.$module" \
        --transform-for-static-hosting --output-path "$out" --warnings-as-errors >/dev/null
    echo "docs: $out"
done

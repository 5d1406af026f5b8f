#!/bin/sh
# Builds the API documentation of TouchKit and TouchLab, offline, with the toolchain's docc,
# as one static site in .build/docs: the symbol graphs come from the built modules
# (check-doc-coverage.sh --extract), the articles and landing pages from
# Sources/<module>/<module>.docc. Each module is converted to a DocC archive, transformed for
# static hosting, and the two are merged; the site's root index.html sends the browser to
# the TouchKit documentation (DocC's own root page is an app with no page for `/`).
#
# The pages load their content with JavaScript, which browsers refuse from file://, so the
# site must be served: `make docs-serve`, or any static server with .build/docs as its root.
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
archives=.build/docs-archives
site=.build/docs
rm -rf "$archives" "$site"
mkdir -p "$archives"
for module in TouchKit TouchLab; do
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "touchlab.$module" \
        --transform-for-static-hosting --output-path "$archives/$module.doccarchive" --warnings-as-errors >/dev/null
done
"$docc" merge "$archives/TouchKit.doccarchive" "$archives/TouchLab.doccarchive" \
    --synthesized-landing-page-name TouchLab --output-path "$site" >/dev/null
cat > "$site/index.html" <<'HTML'
<!DOCTYPE html>
<html lang="en">
<meta charset="utf-8">
<meta http-equiv="refresh" content="0; url=documentation/touchkit/">
<title>TouchKit documentation</title>
<p><a href="documentation/touchkit/">TouchKit</a> · <a href="documentation/touchlab/">TouchLab</a></p>
</html>
HTML
echo "docs: $site (make docs-serve, then open http://localhost:8000/)"

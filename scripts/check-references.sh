#!/bin/sh
# Checks that the repository stands on its own: no code, comment, test, script or document
# in it points to a document, issue or work round that is not in it (a design document's
# numbered sections, a style guide, a numbered seed note, an issue number, a round of work).
# A fact that matters is stated where it is used instead.
#
# Prints every such line as `path:line: text` and exits 1 if there is any. `--self-test`
# runs the check on a copy of the tree, once as it is and once with references planted in a
# source file, a test and the README, and fails unless exactly those are caught. `make test`
# runs both.
set -eu

# What is searched: everything a reader of the repository reads (binary files are skipped).
PATHS='Sources Tests Examples Assets docs scripts README.md CHANGELOG.md Makefile Package.swift'

# Extended regular expressions, written so that they do not match this file.
PATTERNS='
DESIG[N]( ?§|\.md)
§ ?[0-9]
(^|[^A-Za-z_])STYL[E]($|[^A-Za-z_])
(X11-TESTIN[G]|COMMO[N])\.md
[Ss]ee[d] [0-9]{3}
[Ii]ssu[e]s? #?[0-9]
[Rr]oun[d]s? #?[0-9]
/work/(share[d]|note[s])/
[Tt]he (issu[e]|desig[n]|brie[f])'"'"'s
'

check() {
    existing=
    for path in $PATHS; do [ -e "$path" ] && existing="$existing $path"; done
    echo "$PATTERNS" | grep . >"$patterns"
    # shellcheck disable=SC2086
    LC_ALL=C.UTF-8 grep -rnIE -f "$patterns" $existing 2>/dev/null | LC_ALL=C sort -t: -k1,1 -k2,2n || true
}

self_test() {
    copy=$(mktemp -d)
    trap 'rm -rf "$copy" "$patterns"' EXIT
    # shellcheck disable=SC2086
    tar cf - --exclude='*.png' $(for p in $PATHS; do [ -e "$p" ] && echo "$p"; done) | tar xf - -C "$copy"
    cp "$script" "$copy/scripts/check-references.sh"
    run_copy() { (cd "$copy" && sh ./scripts/check-references.sh --here) }
    run_copy >/dev/null || { echo "check-references self-test: the unchanged copy fails"; run_copy; exit 1; }
    # Each reference is written in two pieces, so that this file does not contain it.
    design="DESIG""N §""4" issue="issu""e #12" round="roun""d 3" seed="see""d 001" style="STYL""E"
    printf '/// Parses the arguments (%s).\n' "$design" >>"$copy/Sources/TouchKit/Planted.swift"
    printf 'x\n// fixed in %s, %s\n' "$issue" "$round" >>"$copy/Tests/Planted.swift"
    printf '\nAs %s says, see %s.\n' "$seed" "$style" >"$copy/docs/planted.md"
    expected="Sources/TouchKit/Planted.swift:1:/// Parses the arguments ($design).
Tests/Planted.swift:2:// fixed in $issue, $round
docs/planted.md:2:As $seed says, see $style."
    if output=$(run_copy 2>/dev/null); then
        echo "check-references self-test: the planted references were not caught"; exit 1
    fi
    if [ "$output" != "$expected" ]; then
        printf 'check-references self-test: expected only\n%s\nbut got\n%s\n' "$expected" "$output"; exit 1
    fi
    echo "check-references self-test: references planted in a source, a test and a document are caught"
}

script=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
patterns=$(mktemp)
case "${1:-}" in
    --self-test) cd "$(dirname "$0")/.."; self_test; exit 0 ;;
    --here) ;;
    *) cd "$(dirname "$0")/.." ;;
esac
trap 'rm -f "$patterns"' EXIT

found=$(check)
if [ -n "$found" ]; then
    printf '%s\n' "$found"
    echo "check-references: $(printf '%s\n' "$found" | grep -c .) line(s) refer to documents, issues or rounds outside the repository; say what they rely on instead" >&2
    exit 1
fi
echo "check-references: nothing refers to documents, issues or rounds outside the repository"

#!/bin/sh
# Checks that every public symbol of the library modules people import (TouchKit, TouchLab)
# has a doc comment. It reads the modules' symbol graphs, which swift-symbolgraph-extract
# writes from the built .swiftmodule files (no rebuild, no network), and prints each symbol
# without one as `path:line: kind name`; exits 1 if there is any.
#
# What counts as documented:
#   - a doc comment of its own (`///` or `/** */`) with some text in it;
#   - an override, a protocol requirement's implementation or a default implementation that
#     has none of its own: the graph gives it the comment of what it overrides or
#     implements, as DocC shows it (`description` reads the standard library's text). An
#     override of an undocumented member therefore still counts as missing.
# Left out:
#   - synthesized members (`::SYNTHESIZED::` in their identifier): members a type gets from
#     a protocol extension declared elsewhere (OptionSet's `union`, Hashable's `hashValue`),
#     documented where they are declared;
#   - anything below public: the graph holds public and open symbols only.
#
# `--self-test` builds a small module with two public symbols left undocumented beside an
# override, a protocol implementation, an internal member and synthesized members, and
# fails unless exactly those two are reported.
# `--extract DIR` only writes the graphs (DIR/TouchKit, DIR/TouchLab) for `make docs`.
# SWIFT names the swift command (default: swift); the extractor and swiftc sit beside it.
set -eu
SWIFT=${SWIFT:-swift}
MODULES='TouchKit TouchLab'

toolchain_bin() {
    dirname "$(command -v "$SWIFT" 2>/dev/null || echo "$SWIFT")"
}

# TouchLab imports the system-library modules (CCairo, CX11): the extractor needs their
# module maps and the headers' include paths, as the build has them — from the same
# pkg-config names Package.swift gives those modules, or the package's own .pc files beside
# their module maps (CCairo's).
c_modules() {
    for map in Sources/C*/module.modulemap; do printf ' -I %s' "$(dirname "$map")"; done
    local packages own
    packages=$(grep -o 'pkgConfig: "[^"]*"' Package.swift | sed 's/pkgConfig: "\(.*\)"/\1/' | tr '\n' ' ')
    own=$(ls Sources/C*/*.pc 2>/dev/null | xargs -r -n1 basename | sed 's/\.pc$//' | tr '\n' ' ')
    packages="$packages $own"
    local path
    path=$(ls -d Sources/C*/ | tr '\n' ':')
    for flag in $(PKG_CONFIG_PATH="$path${PKG_CONFIG_PATH:-}" pkg-config --cflags-only-I $packages 2>/dev/null); do
        printf ' -Xcc %s' "$flag"
    done
}

extract() { # $1 module, $2 directory of .swiftmodule files, $3 output directory
    mkdir -p "$3"
    rm -f "$3"/*.symbols.json
    # shellcheck disable=SC2046 # c_modules gives separate words on purpose
    "$(toolchain_bin)/swift-symbolgraph-extract" -module-name "$1" -I "$2" $(c_modules) \
        -target "$("$(toolchain_bin)/swiftc" -print-target-info | jq -r .target.triple)" \
        -minimum-access-level public -output-dir "$3" >/dev/null
}

# Prints `path:line: kind name` for each undocumented symbol of the graphs in $1; paths are
# relative to $2.
undocumented() { # $1 graph directory, $2 root the paths are relative to
    for graph in "$1"/*.symbols.json; do
        jq -r --arg root "$2/" '
            .symbols[]
            | select(.identifier.precise | contains("::SYNTHESIZED::") | not)
            | select(((.docComment.lines // []) | map(.text) | join("") | test("\\S")) | not)
            | "\(.location.uri // "?" | sub("^file://"; "") | ltrimstr($root)):\((.location.position.line // -1) + 1): \(.kind.identifier | sub("^swift\\."; "")) \(.pathComponents | join("."))"
        ' "$graph"
    done | sort -t: -k1,1 -k2,2n
}

modules_dir() {
    bin=$("$SWIFT" build --show-bin-path)
    if [ -d "$bin/Modules" ]; then echo "$bin/Modules"; else echo "$bin"; fi
}

self_test() {
    dir=$(mktemp -d)
    trap 'rm -rf "$dir"' EXIT
    cat >"$dir/Fixture.swift" <<'EOF'
/// A class with one documented and one undocumented member.
open class Base {
    /// Does nothing, documented.
    open func documented() {}
    public init() {}
}

/// A subclass whose override takes the comment of what it overrides.
public final class Derived: Base {
    public override func documented() {}
}

/// A value whose `description` takes the standard library's comment.
public struct Value: CustomStringConvertible {
    /// Documented.
    public var x = 0
    public var y = 0
    var internalOnly = 0
    public var description: String { "" }
}

/// An option set: `union`, `contains` and the rest are synthesized members.
public struct Options: OptionSet {
    /// The bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
}
EOF
    (cd "$dir" && "$(toolchain_bin)/swiftc" -emit-module -module-name DocFixture \
        -emit-module-path "$dir/DocFixture.swiftmodule" Fixture.swift)
    extract DocFixture "$dir" "$dir/graph"
    got=$(undocumented "$dir/graph" "$dir")
    expected='Fixture.swift:5: init Base.init()
Fixture.swift:17: property Value.y'
    if [ "$got" != "$expected" ]; then
        printf 'check-doc-coverage self-test: expected\n%s\nbut got\n%s\n' "$expected" "$got"
        exit 1
    fi
    echo "check-doc-coverage self-test: the two undocumented symbols are caught, nothing else"
}

cd "$(dirname "$0")/.."
case "${1:-}" in
    --self-test) self_test; exit 0 ;;
    --extract)
        [ -n "${2:-}" ] || { echo "usage: $0 --extract DIR" >&2; exit 2; }
        built=$(modules_dir)
        for module in $MODULES; do extract "$module" "$built" "$2/$module"; done
        exit 0 ;;
    "") ;;
    *) echo "usage: $0 [--self-test | --extract DIR]" >&2; exit 2 ;;
esac

"$SWIFT" build --target TouchLab >/dev/null
built=$(modules_dir)
graphs=.build/symbol-graphs
out=$(mktemp)
for module in $MODULES; do
    extract "$module" "$built" "$graphs/$module"
    undocumented "$graphs/$module" "$PWD" >>"$out"
done
count=$(grep -c . "$out" || true)
cat "$out"
rm -f "$out"
if [ "$count" -gt 0 ]; then
    echo "check-doc-coverage: $count public symbol(s) of $MODULES without a doc comment" >&2
    exit 1
fi
echo "check-doc-coverage: every public symbol of $MODULES has a doc comment"

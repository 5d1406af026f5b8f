#!/bin/sh
# make test: a package of one's own, outside this tree, that depends on this one by path (as
# the README shows), subclasses View with its own hitTest and point(inside:), handles a
# button's touchUpInside in a view controller's method, and runs it with LabApp: written in
# Swift 6 language mode, as `swift package init` makes it, it builds with no network and no
# compiler warning, traces, writes a screenshot, and refuses --scene; a root it cannot show
# (a NaN frame, a side of 100,000 points) is one line and exit 2.
# The package is kept between runs (in TMPDIR, per checkout) so its build is incremental.
set -eu
cd "$(dirname "$0")/.."
repo=$(pwd)
swift=${SWIFT:-swift}
dir="${TMPDIR:-/tmp}/touchlab-outside-$(echo "$repo" | cksum | cut -d' ' -f1)"
fail() { echo "check-outside-package: $1" >&2; exit 1; }

# A path dependency's package name is its directory's name.
name=$(basename "$repo")
mkdir -p "$dir/Sources/round-lab"
cat > "$dir/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RoundLab",
    dependencies: [.package(path: "$repo")],
    targets: [
        .executableTarget(name: "round-lab", dependencies: [
            .product(name: "TouchKit", package: "$name"),
            .product(name: "TouchLab", package: "$name"),
        ]),
    ]
)
EOF
cat > "$dir/Sources/round-lab/main.swift" <<'EOF'
import Glibc
import TouchKit
import TouchLab

/// Takes touches only inside the circle its bounds enclose.
final class RoundView: View {
    override func point(inside point: Point, with event: Event?) -> Bool {
        let dx = point.x - bounds.midX, dy = point.y - bounds.midY
        return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
    }
}

/// Lets touches through to the views behind it, except on its subviews.
final class PassThrough: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// Counts the taps of its button in a method, UIKit's target-action way.
final class CounterController: ViewController {
    var count = 0

    func buttonTapped(_ sender: Control) {
        count += 1
        print("\(sender.name ?? "?") tapped \(count) time(s)")
    }
}

// Top-level code runs on the main actor in Swift 6 mode: no annotation needed.
// ROUND_LAB_WIDTH: the root's width, to try one the lab cannot show.
let width = getenv("ROUND_LAB_WIDTH").flatMap { Double(String(cString: $0)) } ?? 300
let root = View(frame: Rect(x: 0, y: 0, width: width, height: 200), name: "Root")
let overlay = PassThrough(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: "Overlay")
overlay.addSubview(RoundView(frame: Rect(x: 100, y: 50, width: 100, height: 100), name: "Dot"))
let counter = CounterController(name: "Counter")
let button = Button(frame: Rect(x: 10, y: 150, width: 60, height: 40), name: "Plus", title: "+")
button.addTarget(counter, action: CounterController.buttonTapped, for: .touchUpInside)
root.addSubview(button)  // behind the overlay, which lets its touches through
root.addSubview(overlay)
LabApp.run(root, title: "Round and pass-through")
EOF
(cd "$dir" && "$swift" build --disable-automatic-resolution >build.log 2>&1) || { tail -30 "$dir/build.log" >&2; fail "the outside package did not build (log: $dir/build.log)"; }
# Any warning at all, SwiftPM's included (such as a flag it refuses from a pkg-config
# file), is one a user of this package would see.
warnings=$(grep -E 'warning:' "$dir/build.log" || true)
[ -z "$warnings" ] || fail "building against this package warns (Swift 6 mode):
$warnings"
lab="$dir/.build/debug/round-lab"
trace=$("$lab" --headless --tap 105,55 --tap 150,100 --trace | grep hit-test)
expected="0.000 hit-test (105.0, 55.0): Root -> Overlay -> Dot(nil) [point(inside:) false within bounds] -> Overlay(Overlay) -> Overlay(nil) [custom hitTest] -> Plus(nil) -> Root(Root)
0.500 hit-test (150.0, 100.0): Root -> Overlay -> Dot(Dot) -> Overlay(Dot) -> Root(Dot)"
[ "$trace" = "$expected" ] || fail "unexpected trace:
$trace"
tapped=$("$lab" --headless --tap 40,170 --tap 40,170 | grep tapped)
[ "$tapped" = "Plus tapped 1 time(s)
Plus tapped 2 time(s)" ] || fail "the controller's method did not run on each tap: $tapped"
rm -f "$dir/frame.png"
"$lab" --headless --tap 105,55 --screenshot "$dir/frame.png"
[ -s "$dir/frame.png" ] || fail "no screenshot written"
status=0
"$lab" --scene seed-a-to-e 2>/dev/null || status=$?
[ "$status" = 2 ] || fail "--scene gave exit status $status, not 2"
for width in nan 100000; do
    status=0
    errors=$(ROUND_LAB_WIDTH=$width "$lab" --headless --tap 10,10 2>&1 >/dev/null) || status=$?
    [ "$status" = 2 ] || fail "a root $width wide gave exit status $status, not 2"
    [ "$(printf '%s\n' "$errors" | wc -l)" = 1 ] && printf '%s' "$errors" | grep -q '^round-lab: view "Root"' \
        || fail "a root $width wide: expected one line naming the view, got: $errors"
done
echo "check-outside-package: $dir builds against this checkout by path, traces, screenshots, refuses --scene and roots it cannot show"

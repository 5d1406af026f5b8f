#!/usr/bin/env bash
# make test's test run: the built tests in several processes at once, each with an Xvfb of
# its own, then each one's output in turn and one closing line.
# Usage: SWIFT=swift scripts/run-tests.sh [SWIFT-TESTING-ARGS...]
#
# Most tests run on the main actor, so one process uses one core however many it has; a
# few walk every step of every built-in lesson and take most of the time. The shards below
# put those apart and everything else together (Swift Testing's --filter and --skip take
# regular expressions over test ids, `Target.Suite/test(_:)`). A test no shard names runs
# in the last one, so a new test can never be left out.
set -uo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
# The test bundle `swift test --skip-build` would run. swift test holds a lock on the build
# folder for as long as it runs, so shards started through it would wait for one another;
# the bundle itself takes the same Swift Testing arguments (every test here is one).
tests="$("$swift" build --show-bin-path)/TouchLabPackageTests.xctest"
[[ -x $tests ]] || { echo "run-tests: no $tests: build the tests first (swift build --build-tests)" >&2; exit 1; }
heavy=(
    'LabelLayoutPropertyTests/builtInReplay\('
    'LabelLayoutPropertyTests/sceneLabelsInALargerSmallWindow\('
    'LabelLayoutPropertyTests/sceneLabelsInAMiddleSmallWindow\('
    'LabelLayoutPropertyTests/sceneLabelsInTheSmallestWindow\('
    'LabelInkTests|LabelLayoutPropertyTests/(hostileScene|builtInReplayInTheSmallestWindow)'
)
# Most of the rest run on the main actor, one at a time, so the rest is split in two by
# target: one process per core once the heavy shards are done.
split='^TouchLabTests\.'
rest=()
for pattern in "${heavy[@]}"; do rest+=(--skip "$pattern"); done

out=$(mktemp -d "${TMPDIR:-/tmp}/touchlab-tests.XXXXXX")
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$out"' EXIT
pids=()
run_shard() { # NUMBER ARGS...: one shard, its output kept for later
    local number=$1; shift
    scripts/with-xvfb.sh "$tests" --testing-library swift-testing "$@" >"$out/$number.log" 2>&1
    echo $? >"$out/$number.status"
}
for i in "${!heavy[@]}"; do
    run_shard "$i" --filter "${heavy[$i]}" "$@" &
    pids+=($!)
done
run_shard app --filter "$split" "${rest[@]}" "$@" &
pids+=($!)
run_shard rest --skip "$split" "${rest[@]}" "$@" &
pids+=($!)
wait "${pids[@]}"

failed=0
for shard in $(seq 0 $((${#heavy[@]} - 1))) app rest; do
    echo "=== test shard $shard"
    cat "$out/$shard.log"
    status=$(cat "$out/$shard.status" 2>/dev/null || echo 1)
    [[ $status == 0 ]] || { echo "=== test shard $shard failed (exit status $status)"; failed=$((failed + 1)); }
done
if ((failed > 0)); then
    echo "run-tests: $failed of $((${#heavy[@]} + 2)) shards failed" >&2
    exit 1
fi
echo "run-tests: all $((${#heavy[@]} + 2)) shards passed"

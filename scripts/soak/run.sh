#!/usr/bin/env bash
# `make soak`: the lab window replaying mixed input for SOAK_SECONDS (default 600) under
# its own Xvfb, resident memory sampled every 10 s. Passes when memory stays flat: the
# median of the last minute is within SOAK_GROWTH_MB (default 4) of the second minute's.
# Usage (from the repository): scripts/soak/run.sh BIN_DIR
set -euo pipefail
bin=$1
seconds=${SOAK_SECONDS:-600}
growth=${SOAK_GROWTH_MB:-4}
out=.build/soak
mkdir -p "$out"
python3 scripts/soak/make-replay.py "$seconds" "$out/replay.jsonl"
echo "soak: $(wc -l < "$out/replay.jsonl") input events over $seconds s on gestures-touches-controls"
"$bin/touchlab" --scene gestures-touches-controls --replay "$out/replay.jsonl" 2>"$out/stderr.txt" &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
: > "$out/rss.tsv"
for ((t = 0; t <= seconds; t += 10)); do
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null) || { echo "soak: touchlab died" >&2; cat "$out/stderr.txt" >&2; exit 1; }
    printf '%d\t%d\n' "$t" "$rss" >> "$out/rss.tsv"
    awk -v t="$t" -v r="$rss" 'BEGIN { printf "soak: %4d s  %6.1f MiB\n", t, r / 1024 }'
    sleep 10
done
xdotool key q
wait $pid || true
trap - EXIT
python3 - "$out/rss.tsv" "$seconds" "$growth" <<'PY'
import statistics, sys
rows = [tuple(map(int, l.split())) for l in open(sys.argv[1])]
seconds, growth = int(sys.argv[2]), float(sys.argv[3])
early = [r for t, r in rows if 60 <= t < 120] or [r for t, r in rows[: max(1, len(rows) // 5)]]
late = [r for t, r in rows if t >= seconds - 60] or [r for t, r in rows[-max(1, len(rows) // 5):]]
a, b = statistics.median(early) / 1024, statistics.median(late) / 1024
peak = max(r for _, r in rows) / 1024
print(f"soak: median RSS {a:.1f} MiB early, {b:.1f} MiB at the end, peak {peak:.1f} MiB")
if b - a > growth:
    print(f"soak: FAILED: memory grew by {b - a:.1f} MiB (allowed {growth} MiB)")
    sys.exit(1)
print(f"soak: passed: growth {b - a:+.1f} MiB within {growth} MiB")
PY

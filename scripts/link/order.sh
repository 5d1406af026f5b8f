#!/usr/bin/env bash
# Writes scripts/link/touchlab.order, the order in which the lean link (Makefile LEAN_LINK)
# lays out the release touchlab's functions: first those the window runs once its first
# frame is shown, then those only start-up and that frame run; the rest follows as the
# linker puts it. Code faults in 64 kB at a time, so the code a running window keeps
# resident is then a few hundred kB side by side, not pages scattered over 7.5 MB
# (docs/PERFORMANCE.md, "Memory"). The list comes from callgrind following the window of
# `make bench`'s memory measure: its 10,000-view scene and replay, split where the window
# gives back its start-up pages (`ResidentFiles.release`). Functions it names that no
# longer exist are skipped by the linker; run this again after large changes.
# Usage: scripts/link/order.sh [TOUCHLAB]   (default: the bench's build; `make bench` first)
#   SECONDS_UNDER_VALGRIND (default 270): how long the window runs under callgrind.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
touchlab=${1:-.build/static/release/touchlab}
scene=.build/bench/bench-10000.json replay=.build/bench/bench-10000-replay.jsonl
for file in "$touchlab" "$scene" "$replay"; do
    [[ -f $file ]] || { echo "order: $file is missing (make bench builds it)" >&2; exit 1; }
done
command -v valgrind >/dev/null || { echo "order: valgrind is missing" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind cannot read Swift's DWARF: a copy without debug information, symbols kept.
strip -g -o "$work/touchlab" "$touchlab"
echo "order: running the window under callgrind for ${SECONDS_UNDER_VALGRIND:-270} s"
scripts/with-xvfb.sh timeout -s TERM "${SECONDS_UNDER_VALGRIND:-270}" valgrind --tool=callgrind --demangle=no \
    --dump-after='$s11TouchKitX1113ResidentFilesO7releaseSiyFZ' --callgrind-out-file="$work/profile.%p" \
    "$work/touchlab" --scene "$scene" --replay "$replay" >"$work/log" 2>&1 || true
static=$(dirname "$(readlink -f "$swift")")/../lib/swift_static/linux
python3 - "$work" scripts/link/touchlab.order "$static" <<'PY'
import glob, os, re, subprocess, sys, tempfile
work, out, static = sys.argv[1:4]

def unsplit(archives):
    """Functions of the static runtime that share one `.text` section with others: listing
    one would move the whole section (Swift.o's is 1.6 MB) into the ordered part."""
    names = set()
    for archive in archives:
        with tempfile.TemporaryDirectory() as folder:
            subprocess.run(["ar", "x", os.path.abspath(archive)], cwd=folder, check=True)
            for obj in os.listdir(folder):
                text = subprocess.run(["readelf", "-sSW", os.path.join(folder, obj)],
                                      capture_output=True, text=True).stdout
                plain = {m.group(1) for m in re.finditer(r"^\s*\[\s*(\d+)\] \.text\s", text, re.M)}
                for m in re.finditer(r"^\s*\d+: \S+\s+\d+ FUNC\s+\S+\s+\S+\s+(\d+) (\S+)$", text, re.M):
                    if m.group(1) in plain: names.add(m.group(2))
    return names

def functions(path):
    """Names of the functions of the profiled program that ran in one callgrind part."""
    names, objects, found, current = {}, {}, set(), None
    for line in open(path, errors="replace"):
        if line.startswith("ob="):
            m = re.match(r"ob=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
            if m.group(2): objects[m.group(1)] = m.group(2)
            current = objects.get(m.group(1))
        elif line.startswith(("fn=", "cfn=")):
            m = re.match(r"c?fn=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
            if m.group(2): names[m.group(1)] = m.group(2)
            if line.startswith("fn=") and current and current.endswith("/touchlab"):
                # Callgrind marks recursion levels as "name'2": one function.
                found.add(re.sub(r"'\d+$", "", names[m.group(1)]))
    return found

parts = sorted(glob.glob(work + "/profile.*"), key=lambda p: (len(p), p))
if len(parts) < 2:
    with open(work + "/log", errors="replace") as log: sys.stderr.write(log.read()[-2000:])
    sys.exit("order: the window did not show its first frame under callgrind")
# profile.PID.1: until the first frame was shown; profile.PID: the rest.
after = functions(parts[0])
before = set().union(*(functions(p) for p in parts[1:]))
runtime = [a for a in glob.glob(static + "/lib*.a") if "Foundation" not in a and "XCTest" not in a]
shared = unsplit(runtime)
with open(out, "w") as file:
    for name in sorted(after) + sorted(before - after):
        if name not in shared: file.write(name + "\n")
print(f"order: {len(after)} functions after the first frame, {len(before - after)} before it only")
PY

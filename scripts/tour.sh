#!/usr/bin/env bash
# The bundled tour, headless: every built-in scene with its replay, three frames each
# (the hit test under way, the responder chain, the finished lesson), written as PNGs to
# out/tour/ with a contact sheet, contact-sheet.png.
# Usage: scripts/tour.sh [TOUCHLAB_BINARY]
set -euo pipefail
bin=${1:-.build/debug/touchlab}
out=out/tour
rm -rf "$out"
mkdir -p "$out"
n=0
for replay in Assets/replays/*.jsonl; do
    name=$(basename "$replay" .jsonl)
    scene=""
    for candidate in $("$bin" --list-scenes | cut -f1); do
        if [[ $name == "$candidate"-* && ${#candidate} -gt ${#scene} ]]; then scene=$candidate; fi
    done
    [[ -n $scene ]] || continue
    for at in 1.5 5.0 end; do
        n=$((n + 1))
        frame=$(printf '%s/%02d-%s-%s.png' "$out" "$n" "$name" "$at")
        if [[ $at == end ]]; then
            "$bin" --headless --scene "$scene" --replay "$replay" --screenshot "$frame"
        else
            "$bin" --headless --scene "$scene" --replay "$replay" --screenshot "$frame" --at "$at"
        fi
    done
done
if command -v montage >/dev/null; then
    montage "$out"/[0-9]*.png -tile 3x -geometry 480x+8+8 -background '#eef0f3' "$out/contact-sheet.png"
fi
echo "tour: $n frames and a contact sheet written to $out/"

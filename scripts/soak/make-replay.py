#!/usr/bin/env python3
"""Writes a replay of SECONDS seconds of mixed input for the gestures-touches-controls
scene: taps, drags, long presses, swipes and two-finger pinches, one every 0.5 s."""
import json, math, sys

seconds, path = int(sys.argv[1]), sys.argv[2]
events = []

def add(t, kind, detail, x, y):
    events.append({"time": t, "type": kind, "detail": detail, "x": round(x, 1), "y": round(y, 1)})

t, n = 0, 0
while t < seconds * 1000:
    kind = n % 5
    if kind == 0:                                   # tap on the card's button
        add(t, "touchBegin", 1, 790, 264); add(t + 80, "touchEnd", 1, 790, 264)
    elif kind == 1:                                 # drag the slider
        add(t, "touchBegin", 1, 700, 195)
        for i in range(1, 20): add(t + 16 * i, "touchUpdate", 1, 700 + 8 * i, 195)
        add(t + 330, "touchEnd", 1, 860, 195)
    elif kind == 2:                                 # swipe right
        add(t, "touchBegin", 1, 400, 270)
        for i in range(1, 9): add(t + 16 * i, "touchUpdate", 1, 400 + 20 * i, 270)
        add(t + 160, "touchEnd", 1, 560, 270)
    elif kind == 3:                                 # a short press on the press pad
        add(t, "touchBegin", 1, 170, 270); add(t + 420, "touchEnd", 1, 170, 270)
    else:                                           # two fingers spreading on the card
        add(t, "touchBegin", 1, 760, 300); add(t, "touchBegin", 2, 820, 300)
        for i in range(1, 15):
            add(t + 16 * i, "touchUpdate", 1, 760 - 3 * i, 300)
            add(t + 16 * i, "touchUpdate", 2, 820 + 3 * i, 300)
        add(t + 250, "touchEnd", 1, 718, 300); add(t + 250, "touchEnd", 2, 862, 300)
    t += 500
    n += 1

with open(path, "w") as f:
    for e in events:
        f.write(json.dumps(e) + "\n")

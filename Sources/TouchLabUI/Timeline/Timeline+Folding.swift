/// Lanes folded to fit the timeline's rows: a touch climbing a long responder chain gives
/// every responder a lane of the same marks, and their number pushed the finger's lane
/// and the hit view's out of sight.
extension Timeline {
    /// The lanes as drawn in `rows` rows: all of them when they fit; else each run of
    /// responder lanes with the same marks keeps its first lane (the responder that got the
    /// touch first) and folds the rest into one lane named for its first and last
    /// ("List→…→AppDelegate"). `lanes`, and the frame's description, keep every lane.
    package func shownLanes(rows: Int) -> [Lane] {
        guard lanes.count > rows else { return lanes }
        var shown: [Lane] = []
        var index = lanes.startIndex
        while index < lanes.endIndex {
            var end = index + 1
            while end < lanes.endIndex, Self.passesOn(lanes[end], like: lanes[index]) { end += 1 }
            shown.append(lanes[index])
            if end - index > 2 {
                shown.append(folded(lanes[(index + 1)..<end]))
            } else if end - index == 2 {
                shown.append(lanes[index + 1])
            }
            index = end
        }
        return shown
    }

    /// `lane` got the same messages at the same moments as `first`, both responders.
    private static func passesOn(_ lane: Lane, like first: Lane) -> Bool {
        guard lane.kind == .responder, first.kind == .responder, lane.marks.count == first.marks.count,
              lane.spans == first.spans else { return false }
        return zip(lane.marks, first.marks).allSatisfy { mine, theirs in
            mine.time == theirs.time && mine.text == theirs.text && mine.isDropped == theirs.isDropped
                && mine.joins == theirs.joins
        }
    }

    /// One lane for `run`: its marks are the first lane's, each standing for the step of
    /// the hop playing now where one of the run's does (it is ringed as current).
    private func folded(_ run: ArraySlice<Lane>) -> Lane {
        let first = run[run.startIndex], last = run[run.index(before: run.endIndex)]
        // Tight, so that two long names fit the name column whole.
        let name = run.count == 2 ? "\(first.name)\u{2192}\(last.name)" : "\(first.name)\u{2192}\u{2026}\u{2192}\(last.name)"
        var lane = Lane(name: name, kind: .responder)
        lane.spans = first.spans
        lane.folds = run.map(\.name)
        lane.marks = first.marks.indices.map { index in
            run.lazy.map { $0.marks[index] }.first { $0.step == current } ?? first.marks[index]
        }
        return lane
    }
}

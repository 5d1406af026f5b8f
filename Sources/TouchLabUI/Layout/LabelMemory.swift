import TouchKit

/// The label placements of the previous frame, so a frame that offers the same labels
/// again need not search for them again.
///
/// Where a label goes depends only on its request (size and preferred places), the
/// region, the obstacles, and the rectangles already taken *within the area its search
/// examined*: nothing outside that area can meet a place it tried. So each placement is
/// remembered with that area and the taken rectangles that met it; a later request that is
/// the same, on a board with the same region and obstacles, whose area meets exactly the
/// same taken rectangles, gets the same answer without searching. Anything that moved near
/// a label (an earlier label placed elsewhere, one more or one fewer) makes it search
/// afresh, so the placements are always the ones a fresh search finds.
final class LabelMemory {
    struct Request: Hashable {
        /// The label's forms, whole first (`LabelBoard.place(forms:preferred:)`).
        let forms: [Size]
        let preferred: [Point]
        /// What the label must keep off (`LabelBoard.place(forms:preferred:keepingOff:)`).
        var keepOff: [Rect] = []
        /// How far every form may move (`LabelBoard.place(forms:preferred:keepingOff:reach:)`).
        var reach: Double?
    }

    private struct Placement {
        let answer: LabelBoard.Answer
        /// Every place the search tried lies inside this (gap included).
        let area: Rect
        /// The taken rectangles that met `area` when it was placed, in placing order.
        let near: [Rect]
    }

    private var region = Rect.zero
    private var obstacles: [Rect] = []
    private var previous: [Request: [Placement]] = [:]
    private var current: [Request: [Placement]] = [:]
    /// How many placements of the frame so far were recalled, not searched.
    private(set) var recalled = 0

    /// Starts a frame on a board of `region` and `obstacles`: the last frame's placements
    /// stay usable only if both are the same.
    func beginFrame(region: Rect, obstacles: [Rect]) {
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
        if region != self.region || obstacles != self.obstacles {
            previous.removeAll()
            self.region = region
            self.obstacles = obstacles
        }
        recalled = 0
    }

    /// Where the last frame put `request` (or that it found no room), if nothing near it has
    /// changed since; nil when it must be searched for.
    func recall(_ request: Request, placed: [Rect]) -> LabelBoard.Answer? {
        guard let candidates = previous[request],
              let match = candidates.first(where: { Self.sameNeighbours($0, placed: placed) }) else { return nil }
        current[request, default: []].append(match)
        recalled += 1
        return match.answer
    }

    /// Notes that a search answered `answer` for `request` after trying places inside `area`,
    /// with `placed` taken at the time.
    func remember(_ request: Request, answer: LabelBoard.Answer, searched area: Rect, placed: [Rect]) {
        let near = placed.filter { Self.meets($0, area) }
        current[request, default: []].append(Placement(answer: answer, area: area, near: near))
    }

    /// Whether the taken rectangles meeting the placement's area are the ones it met.
    private static func sameNeighbours(_ placement: Placement, placed: [Rect]) -> Bool {
        var index = 0
        for taken in placed where meets(taken, placement.area) {
            guard index < placement.near.count, placement.near[index] == taken else { return false }
            index += 1
        }
        return index == placement.near.count
    }

    /// Whether `taken` could block a place inside `area`: within the labels' gap, and a
    /// pixel more so rounding can only make the test stricter.
    private static func meets(_ taken: Rect, _ area: Rect) -> Bool {
        LabelBoard.overlaps(taken, area, gap: LabelBoard.gap + 1)
    }
}

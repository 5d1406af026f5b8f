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
///
/// What a label keeps off counts the same way: only the rectangles meeting that area are
/// compared. Neither list is kept: a placement holds their `Fingerprint`s (a label kept off
/// every other view of a scene of 10,000 was remembered with all of them, 320 kB a label,
/// 41 MB at the peak of a window; with the rectangles meeting its area, up to 64 kB, 11 MB
/// at a hit test's frame).
final class LabelMemory {
    struct Request {
        /// The label's forms, whole first (`LabelBoard.place(forms:preferred:)`).
        let forms: [Size]
        let preferred: [Point]
        /// What the label must keep off (`LabelBoard.place(forms:preferred:keepingOff:)`), in
        /// parts read in turn: a large scene's views are not copied into one list.
        var keepOffParts: [[Rect]] = []
        var keepOff: FlattenSequence<[[Rect]]> { keepOffParts.joined() }
        /// How far every form may move (`LabelBoard.place(forms:preferred:keepingOff:reach:)`).
        var reach: Double?

        /// What placements are remembered by: all but `keepOff`, compared per placement.
        struct Key: Hashable {
            let forms: [Size]
            let preferred: [Point]
            let reach: Double?
        }

        var key: Key { Key(forms: forms, preferred: preferred, reach: reach) }
    }

    private struct Placement {
        let answer: LabelBoard.Answer
        /// Every place the search tried lies inside this (gap included).
        let area: Rect
        /// The taken rectangles that met `area` when it was placed, in placing order.
        let near: Fingerprint
        /// The rectangles kept off that met `area`, in the request's order.
        let keptOff: Fingerprint
    }

    /// The rectangles of a list that meet an area, in order, told apart by their count and
    /// two 64-bit hashes of independent streams: lists that differ agree on all three by
    /// chance about once in 2^128 comparisons.
    struct Fingerprint: Equatable {
        let count: Int
        let first: Int
        let second: Int

        init(_ rects: some Sequence<Rect>, meeting area: Rect) {
            var count = 0, first = Hasher(), second = Hasher()
            second.combine(0x9E37_79B9_7F4A_7C15 as UInt64)
            for rect in rects where LabelMemory.meets(rect, area) {
                first.combine(rect)
                second.combine(rect)
                count += 1
            }
            self.count = count
            self.first = first.finalize()
            self.second = second.finalize()
        }
    }

    private var region = Rect.zero
    private var obstacles: [Rect] = []
    private var previous: [Request.Key: [Placement]] = [:]
    private var current: [Request.Key: [Placement]] = [:]
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
        let key = request.key
        guard let candidates = previous[key],
              let match = candidates.first(where: {
                  $0.near == Fingerprint(placed, meeting: $0.area) && $0.keptOff == Fingerprint(request.keepOff, meeting: $0.area)
              }) else { return nil }
        current[key, default: []].append(match)
        recalled += 1
        return match.answer
    }

    /// Notes that a search answered `answer` for `request` after trying places inside `area`,
    /// with `placed` taken at the time.
    func remember(_ request: Request, answer: LabelBoard.Answer, searched area: Rect, placed: [Rect]) {
        current[request.key, default: []].append(Placement(
            answer: answer, area: area, near: Fingerprint(placed, meeting: area),
            keptOff: Fingerprint(request.keepOff, meeting: area)))
    }

    /// Whether `taken` could block a place inside `area`: within the labels' gap (wider
    /// than the gap kept off a rectangle), and a pixel more so rounding can only make the
    /// test stricter.
    fileprivate static func meets(_ taken: Rect, _ area: Rect) -> Bool {
        LabelBoard.overlaps(taken, area, gap: LabelBoard.gap + 1)
    }
}

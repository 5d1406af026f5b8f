import TouchKit

/// The places of one label search on a grid, taken a row at a time: `xs` across and `ys`
/// down, each in the order the search steps through them (never decreasing). A rectangle
/// the places keep off (a blocker) rules out a run of places across, the same run in every
/// row it meets: each comparison `LabelBoard.overlaps` makes involves one axis and only
/// grows along it, so that run is found once, by bisection with those same comparisons on
/// the same numbers. A row's free places are then what the runs of the blockers meeting it
/// leave, found without testing each place, and the answers are identical to testing each.
struct LabelRows {
    /// Places `low...high` across (none where low > high).
    struct Run: Equatable {
        var low: Int
        var high: Int
    }

    /// A rectangle a place keeps off by `gap`; `probe`: which of the search's extents of a
    /// place meets it (the label's box, or a part of it).
    struct Blocker {
        let rect: Rect
        let gap: Double
        let probe: Int
        let run: Run
    }

    let xs: [Double]
    let ys: [Double]
    /// The places across that lie inside the region.
    let inside: Run
    /// The blockers whose run is not empty, ordered by their first place across.
    let blockers: [Blocker]

    /// `across[p](x)`: probe `p`'s extent across for a place at `x` (a rectangle whose minX
    /// and maxX are the place's, built as the search builds it); `past(x)`, `before(x)`:
    /// whether the place at `x` lies past the region's left edge, before its right one.
    init(xs: [Double], ys: [Double], across: [(Double) -> Rect], past: (Double) -> Bool, before: (Double) -> Bool,
         blockers: some Sequence<(rect: Rect, gap: Double, probe: Int)>) {
        self.xs = xs
        self.ys = ys
        inside = Self.run(xs, from: past, through: before)
        var kept: [Blocker] = []
        for (rect, gap, probe) in blockers {
            let shape = across[probe]
            let run = Self.run(xs, from: { rect.minX < shape($0).maxX + gap }, through: { shape($0).minX < rect.maxX + gap })
            if run.low <= run.high, run.high >= inside.low, run.low <= inside.high {
                kept.append(Blocker(rect: rect, gap: gap, probe: probe, run: run))
            }
        }
        kept.sort { $0.run.low < $1.run.low }
        self.blockers = kept
    }

    /// Whether `blocker` meets a row whose places extend down as `probes` (one per probe
    /// kind): `LabelBoard.overlaps`' comparisons down.
    static func meets(_ blocker: Blocker, _ probes: [Rect]) -> Bool {
        let place = probes[blocker.probe], rect = blocker.rect
        return rect.minY < place.maxY + blocker.gap && place.minY < rect.maxY + blocker.gap
    }

    /// The free runs of places across in a row whose places extend down as `probes`, left
    /// to right.
    func free(_ probes: [Rect]) -> [Run] {
        var runs: [Run] = []
        var next = inside.low
        for blocker in blockers where Self.meets(blocker, probes) {
            if blocker.run.low > inside.high { break }
            if blocker.run.low > next { runs.append(Run(low: next, high: blocker.run.low - 1)) }
            next = max(next, blocker.run.high + 1)
            if next > inside.high { return runs }
        }
        if next <= inside.high { runs.append(Run(low: next, high: inside.high)) }
        return runs
    }

    /// The indices of `values` where both hold: `from` false then true along them,
    /// `through` true then false.
    static func run(_ values: [Double], from: (Double) -> Bool, through: (Double) -> Bool) -> Run {
        Run(low: first(in: 0..<values.count) { from(values[$0]) },
            high: first(in: 0..<values.count) { !through(values[$0]) } - 1)
    }

    /// The first index of `range` where `holds` (false, then true along it); its end where none.
    static func first(in range: Range<Int>, where holds: (Int) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if holds(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

extension LabelRows {
    /// The places found so far, least first (a binary heap): a search taking them in that
    /// order need only order those it reaches.
    struct Queue<Element: Comparable> {
        private var items: [Element] = []

        init() {}

        /// The element taken out next, if any.
        var first: Element? { items.first }

        mutating func push(_ element: Element) {
            items.append(element)
            var child = items.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard items[child] < items[parent] else { break }
                items.swapAt(child, parent)
                child = parent
            }
        }

        mutating func pop() -> Element? {
            guard !items.isEmpty else { return nil }
            items.swapAt(0, items.count - 1)
            let top = items.removeLast()
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var first = parent
                if left < items.count, items[left] < items[first] { first = left }
                if right < items.count, items[right] < items[first] { first = right }
                guard first != parent else { break }
                items.swapAt(parent, first)
                parent = first
            }
            return top
        }
    }
}

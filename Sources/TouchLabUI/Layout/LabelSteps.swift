import TouchKit

/// The places one nearest-free search may try, as whole steps from its origin: the place
/// `(i, j)` has its top-left corner at `origin + (i, j) × LabelBoard.step`. Each of
/// `LabelBoard.isFree`'s comparisons involves one axis and only grows along it with the
/// step, so the places inside the region are a range of steps on each axis, and the places
/// a blocker meets are a rectangle of steps (a range on each axis). Those ranges are worked
/// out once per search, with the same comparisons on the same numbers, so every side of
/// every ring is then read from integers and the answers are identical to trying each
/// place.
struct LabelSteps {
    /// One axis of the search: the places' edges at each step along it.
    private struct Axis {
        let origin: Double
        let extent: Double
        /// Steps are worked out within -limit...limit (the search's last ring and one more).
        let limit: Int

        func edges(_ step: Int) -> (min: Double, max: Double) {
            let start = origin + Double(step) * LabelBoard.step
            return (min(start, start + extent), max(start, start + extent))
        }

        /// The first step in -limit...limit where `holds` is true (false, then true along
        /// the steps), limit + 1 where it is true at none. `start` is where the places'
        /// leading edge (`origin + step × LabelBoard.step`) crosses the comparison's bound:
        /// the answer is found by walking from there, a step or two, or by bisection when
        /// that is no number.
        func first(crossing start: Double, where holds: (Int) -> Bool) -> Int {
            let guess = ((start - origin) / LabelBoard.step).rounded(.down)
            guard guess.isFinite else { return first(where: holds) }
            // Past the last step every comparison counts as true, as in the bisection.
            func test(_ step: Int) -> Bool { step > limit || holds(step) }
            var step = Int(max(Double(-limit), min(Double(limit + 1), guess)))
            if test(step) {
                while step > -limit && test(step - 1) { step -= 1 }
            } else {
                repeat { step += 1 } while !test(step)
            }
            return step
        }

        /// The same answer by bisection.
        func first(where holds: (Int) -> Bool) -> Int {
            var low = -limit, high = limit + 1
            while low < high {
                let middle = low + (high - low) / 2
                if holds(middle) { high = middle } else { low = middle + 1 }
            }
            return low
        }

        /// The steps whose places lie between `low` and `high` on this axis.
        func inside(_ low: Double, _ high: Double) -> (low: Int, high: Int) {
            (first(crossing: low - min(0, extent)) { edges($0).min >= low },
             first(crossing: high - max(0, extent)) { !(edges($0).max <= high) } - 1)
        }

        /// The steps whose places come closer than `gap` to the span `low`...`high`
        /// (`LabelBoard.overlaps` on this axis).
        func meeting(_ low: Double, _ high: Double, gap: Double) -> (low: Int, high: Int) {
            (first(crossing: low - gap - max(0, extent)) { low < edges($0).max + gap },
             first(crossing: high + gap - min(0, extent)) { !(edges($0).min < high + gap) } - 1)
        }
    }

    /// What a blocker rules out: steps `x.low...x.high` across, `y.low...y.high` down
    /// (empty where low > high).
    private struct Block {
        let x: (low: Int, high: Int)
        let y: (low: Int, high: Int)
    }

    /// The steps inside the region on each axis.
    private let insideX: (low: Int, high: Int), insideY: (low: Int, high: Int)
    /// The blocks, ordered by their first step across (for rows) and down (for columns).
    private let byX: [Block], byY: [Block]

    /// The steps of a label of `size` around `origin`, out to `reach` rings, in `region`,
    /// with `blockers` (each with the gap it keeps).
    init(region: Rect, blockers: [(rect: Rect, gap: Double)], size: Size, origin: Point, reach: Int) {
        let across = Axis(origin: origin.x, extent: size.width, limit: reach + 1)
        let down = Axis(origin: origin.y, extent: size.height, limit: reach + 1)
        insideX = across.inside(region.minX, region.maxX)
        insideY = down.inside(region.minY, region.maxY)
        var blocks: [Block] = []
        blocks.reserveCapacity(blockers.count)
        for (rect, gap) in blockers {
            let block = Block(x: across.meeting(rect.minX, rect.maxX, gap: gap),
                              y: down.meeting(rect.minY, rect.maxY, gap: gap))
            if block.x.low <= block.x.high, block.y.low <= block.y.high { blocks.append(block) }
        }
        byX = blocks.sorted { $0.x.low < $1.x.low }
        // Sorted in place, as `sorted` orders it: one copy fewer (a few hundred kB among a
        // large scene's views, at the window's peak).
        blocks.sort { $0.y.low < $1.y.low }
        byY = blocks
    }

    /// The free places of row `row` (steps `offsets` across) nearest to step 0 on either
    /// hand: the largest free step at most 0 and the smallest at least 0 (nil where there is
    /// none; both the same when 0 is free).
    func nearestFree(row: Int, offsets: ClosedRange<Int>) -> (Int?, Int?) {
        guard insideY.low <= row, row <= insideY.high else { return (nil, nil) }
        return Self.nearestFree(byX, inside: insideX, offsets: offsets, run: { $0.x }) {
            $0.y.low <= row && row <= $0.y.high
        }
    }

    /// The same for column `column` (steps `offsets` down).
    func nearestFree(column: Int, offsets: ClosedRange<Int>) -> (Int?, Int?) {
        guard insideX.low <= column, column <= insideX.high else { return (nil, nil) }
        return Self.nearestFree(byY, inside: insideY, offsets: offsets, run: { $0.y }) {
            $0.x.low <= column && column <= $0.x.high
        }
    }

    /// The free steps nearest 0 are those just outside the merged run of blocked steps
    /// holding it. Blocks come ordered by their first step, so their runs do too.
    private static func nearestFree(_ blocks: [Block], inside: (low: Int, high: Int), offsets: ClosedRange<Int>,
                                    run: (Block) -> (low: Int, high: Int), meets: (Block) -> Bool) -> (Int?, Int?) {
        let low = max(inside.low, offsets.lowerBound), high = min(inside.high, offsets.upperBound)
        guard low <= high else { return (nil, nil) }
        var upward = max(0, low), downward = min(0, high)
        var merged: (low: Int, high: Int)?
        func settle(_ run: (low: Int, high: Int)) {
            if run.low <= upward && upward <= run.high { upward = run.high + 1 }
            if run.low <= downward && downward <= run.high { downward = run.low - 1 }
        }
        for block in blocks where meets(block) {
            let steps = run(block)
            if steps.low > high { break }
            let start = max(steps.low, low), end = min(steps.high, high)
            guard start <= end else { continue }
            if let current = merged, start <= current.high + 1 {
                merged = (current.low, max(current.high, end))
            } else {
                if let current = merged { settle(current) }
                merged = (start, end)
            }
        }
        if let current = merged { settle(current) }
        return (downward < low ? nil : downward, upward > high ? nil : upward)
    }
}

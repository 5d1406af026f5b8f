import Testing
import TouchKit
@testable import TouchLabUI
import SeededRandom

/// A row's free places, as `LabelRows` finds them from each blocker's run, are those that
/// testing every place with `LabelBoard.overlaps` finds: over random grids stepped from
/// fractional origins, blockers of fractional edges with every gap the searches keep, and
/// two probes (a label and its start, a third as wide). The queue gives its places back in
/// order.
struct LabelRowsTests {
    @Test func freePlacesAreThoseTestingEachFinds() {
        var random = SplitMix64(seed: 33)
        var blockedSome = 0, freeSome = 0
        for trial in 0..<40 {
            let region = Rect(x: random.double(0...9), y: random.double(0...9),
                              width: Double(120 + random.next(below: 300)), height: Double(100 + random.next(below: 200)))
            let width = Double(10 + random.next(below: 90)) + random.double(0...1), height = Double(12 + random.next(below: 10))
            var xs: [Double] = [], ys: [Double] = []
            var x = region.minX - random.double(0...30)
            while x <= region.maxX + 10 { xs.append(x); x += LabelBoard.step }
            var y = region.minY + random.double(0...3)
            while y <= region.maxY { ys.append(y); y += LabelBoard.step }
            let gaps = [0, LabelBoard.keepOffGap, LabelBoard.gap, LabelBoard.gap + 2.5]
            let blockers = (0..<random.next(below: 30)).map { _ in
                (rect: Rect(x: region.minX + random.double(-20...region.width), y: region.minY + random.double(-20...region.height),
                            width: random.double(0...80), height: random.double(0...40)),
                 gap: gaps[random.next(below: gaps.count)], probe: random.next(below: 2))
            }
            func probe(_ kind: Int, _ x: Double, _ y: Double) -> Rect {
                Rect(x: x, y: y, width: kind == 0 ? width : width / 3, height: height)
            }
            let rows = LabelRows(xs: xs, ys: ys, across: [{ probe(0, $0, 0) }, { probe(1, $0, 0) }],
                                 past: { probe(0, $0, 0).minX >= region.minX }, before: { probe(0, $0, 0).maxX <= region.maxX },
                                 blockers: blockers)
            for y in ys {
                let found = rows.free([probe(0, 0, y), probe(1, 0, y)]).flatMap { Array($0.low...$0.high) }
                let expected = xs.indices.filter { index in
                    let place = probe(0, xs[index], y)
                    return place.minX >= region.minX && place.maxX <= region.maxX
                        && !blockers.contains { LabelBoard.overlaps($0.rect, probe($0.probe, xs[index], y), gap: $0.gap) }
                }
                #expect(found == expected, "trial \(trial), row \(y)")
                if expected.count < xs.count { blockedSome += 1 }
                if !expected.isEmpty { freeSome += 1 }
            }
        }
        #expect(blockedSome > 200 && freeSome > 200, "\(blockedSome), \(freeSome)")
    }

    @Test func queueGivesItsPlacesInOrder() {
        var random = SplitMix64(seed: 8)
        var queue = LabelRows.Queue<Double>()
        var values: [Double] = []
        for _ in 0..<300 {
            let value = Double(random.next(below: 50))
            values.append(value)
            queue.push(value)
        }
        var taken: [Double] = []
        while let value = queue.pop() { taken.append(value) }
        #expect(taken == values.sorted())
    }
}

import Testing
import TouchKit
@testable import TouchLabUI
import SeededRandom

/// A line's count of the rectangles it crosses is the plain one, every rectangle clipped
/// against every segment: over random curves and rectangles at fractional places, many
/// of them touching the curve's bounding box exactly or just beside it (where a shortcut
/// could differ by rounding), some the line's own ends.
struct ConnectorCrossingsTests {
    @Test func countsWhatClippingEverySegmentFinds() {
        var random = SplitMix64(seed: 91)
        var crossed = 0, missed = 0
        for _ in 0..<400 {
            let start = Point(x: random.double(0...300), y: random.double(0...200))
            let end = Point(x: random.double(0...300), y: random.double(0...200))
            let points = Connector.curve(from: start, to: end, bend: random.double(-80...80))
            let minX = points.map(\.x).min()!, maxX = points.map(\.x).max()!
            let minY = points.map(\.y).min()!, maxY = points.map(\.y).max()!
            var rects = (0..<12).map { _ in
                Rect(x: random.double(-20...300), y: random.double(-20...200),
                     width: random.double(0...60), height: random.double(0...40))
            }
            // Rectangles whose edge lies on the curve's bounding box, or a hair either side of it.
            for nudge in [-1e-9, 0, 1e-9] {
                rects.append(Rect(x: maxX + nudge, y: random.double(minY...maxY), width: 10, height: 5))
                rects.append(Rect(x: minX - 10 + nudge, y: random.double(minY...maxY), width: 10, height: 5))
                rects.append(Rect(x: random.double(minX...maxX), y: maxY + nudge, width: 5, height: 10))
                rects.append(Rect(x: random.double(minX...maxX), y: minY - 10 + nudge, width: 5, height: 10))
            }
            let line = Connector(points: points, ends: random.next(below: 2) == 0 ? [] : [rects[0]])
            let margin = [0, 1, 1.625][random.next(below: 3)]
            let plain = rects.filter { rect in
                !line.ends.contains(rect) && Connector.crosses(points, rect.outset(by: EdgeInsets(all: margin)))
            }.count
            #expect(line.crossings(of: rects, margin: margin) == plain)
            crossed += plain
            missed += rects.count - plain
        }
        #expect(crossed > 400 && missed > 400, "\(crossed) crossed, \(missed) missed")
    }
}

import Testing
@testable import TouchKit
import SeededRandom

/// Conversion through random transforms and scrolled bounds: any two views, there and back.
@MainActor
struct ViewConversionTests {
    /// A random transform: scale ±0.25…4 per axis, any rotation, a translation up to 300 pt.
    static func randomTransform(_ random: inout SplitMix64) -> AffineTransform {
        func scale(_ random: inout SplitMix64) -> Double {
            random.double(0.25...4) * (random.chance(0.2) ? -1 : 1)
        }
        return AffineTransform(scaleX: scale(&random), y: scale(&random))
            .concatenating(AffineTransform(rotationAngle: random.double(-7...7)))
            .concatenating(AffineTransform(translationX: random.double(-300...300), y: random.double(-300...300)))
    }

    /// A tree of 2…12 views, each under a random earlier one, most transformed or scrolled.
    static func randomTree(_ random: inout SplitMix64) -> [View] {
        var views = [View(frame: Rect(x: 0, y: 0, width: 800, height: 600), name: "root")]
        for index in 1...random.int(1...11) {
            let view = View(frame: Rect(x: random.double(-100...700), y: random.double(-100...500),
                                        width: random.double(1...400), height: random.double(1...400)),
                            name: "v\(index)")
            if random.chance(0.7) { view.transform = randomTransform(&random) }
            if random.chance(0.4) {
                view.setBounds(Rect(origin: Point(x: random.double(-200...200), y: random.double(-200...200)),
                                    size: view.bounds.size))
            }
            random.pick(views).addSubview(view)
            views.append(view)
        }
        return views
    }

    static func close(_ a: Point, _ b: Point) -> Bool {
        let tolerance = 1e-9 * max(1, abs(b.x), abs(b.y))
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func convertingThereAndBackIsTheIdentity() {
        var random = SplitMix64(seed: 10)
        for _ in 0..<500 {
            let views = Self.randomTree(&random)
            let from = random.pick(views), to = random.pick(views)
            let point = Point(x: random.double(-500...500), y: random.double(-500...500))
            let there = from.convert(point, to: to)
            #expect(Self.close(to.convert(there, to: from), point), "to(_:) then back: \(from.name!) → \(to.name!)")
            #expect(Self.close(to.convert(point, from: from), there), "from(_:) agrees with to(_:)")
            #expect(Self.close(from.convert(from.convert(point, to: nil), from: nil), point))
        }
    }

    @Test func theHitTestSeesEachViewAtTheConvertedPoint() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<300 {
            let views = Self.randomTree(&random)
            let root = views[0]
            let point = Point(x: random.double(0...800), y: random.double(0...600))
            let (_, steps) = HitTestProbe.observe { root.hitTest(point, with: nil) }
            for step in steps {
                #expect(Self.close(step.point, step.view.convert(point, from: root)),
                        "the search's point in \(step.view.name!) differs from convert(_:from:)")
            }
        }
    }

    @Test func aHitViewContainsTheTouchInItsOwnCoordinates() {
        var random = SplitMix64(seed: 12)
        var hitsBelowTheRoot = 0
        for _ in 0..<300 {
            let views = Self.randomTree(&random)
            let point = Point(x: random.double(0...800), y: random.double(0...600))
            guard let hit = views[0].hitTest(point, with: nil) else { continue }
            if hit !== views[0] { hitsBelowTheRoot += 1 }
            for view in hit.ancestry {
                #expect(view.bounds.contains(view.convert(point, from: views[0])))
            }
        }
        #expect(hitsBelowTheRoot > 50, "the random trees rarely put a view under the point")
    }

    @Test func boundsOriginShiftsOnlyTheSubviews() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "root")
        let list = View(frame: Rect(x: 10, y: 20, width: 200, height: 200), name: "list")
        let row = View(frame: Rect(x: 0, y: 150, width: 200, height: 50), name: "row")
        root.addSubview(list)
        list.addSubview(row)
        list.setBounds(Rect(x: 0, y: 100, width: 200, height: 200))
        #expect(list.frame == Rect(x: 10, y: 20, width: 200, height: 200))
        #expect(row.convert(Point.zero, to: root) == Point(x: 10, y: 70))
        #expect(list.convert(Point(x: 0, y: 100), to: root) == Point(x: 10, y: 20))
    }

    @Test func aRectangleConvertsToTheBoundingBoxOfItsTurnedCorners() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "root")
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 100), name: "card")
        card.transform = AffineTransform(rotationAngle: .pi / 2)
        root.addSubview(card)
        #expect(card.convert(card.bounds, to: root) == Rect(x: 150, y: 50, width: 100, height: 200))
        #expect(card.bounds.corners.map { card.convert($0, to: root) }
                == [Point(x: 250, y: 50), Point(x: 250, y: 250), Point(x: 150, y: 250), Point(x: 150, y: 50)])
        #expect(card.frame == Rect(x: 100, y: 100, width: 200, height: 100), "frame stays untransformed")
    }
}

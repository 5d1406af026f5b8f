import Testing
@testable import TouchKit

/// Taps on rotated, scaled, translated and scrolled views: the scene, the input, the whole
/// trace. Every view handles its touches, so each chain stops at the hit view.
@MainActor
struct TransformedHitTestTests {
    /// A (400×400) with "Card" (100, 100, 200, 100) turned 90° clockwise about its centre
    /// (200, 150): on screen it covers x 150…250, y 50…250. "Badge" sits in the card's
    /// top-left corner (0, 0, 40, 40), which the turn carries to the screen's x 210…250,
    /// y 50…90.
    func rotatedCard() -> (root: View, card: View, badge: View) {
        let root = HandlingView("A", Rect(x: 0, y: 0, width: 400, height: 400))
        let card = HandlingView("Card", Rect(x: 100, y: 100, width: 200, height: 100))
        card.transform = AffineTransform(rotationAngle: .pi / 2)
        let badge = HandlingView("Badge", Rect(x: 0, y: 0, width: 40, height: 40))
        card.addSubview(badge)
        root.addSubview(card)
        return (root, card, badge)
    }

    func tapTrace(_ root: View, _ x: Double, _ y: Double) -> [String] {
        let harness = makeHarness(root)
        harness.tap(x, y)
        return harness.log.lines
    }

    func handledTap(_ x: String, _ y: String, path: String, hit: String) -> [String] {
        ["0.000 touch 1 began (\(x), \(y))",
         "0.000 hit-test (\(x), \(y)): \(path)",
         "0.000 touchesBegan [1]: \(hit)*",
         "0.080 touch 1 ended (\(x), \(y))",
         "0.080 touchesEnded [1]: \(hit)*"]
    }

    @Test func aRotatedCardCatchesPointsOutsideItsUntransformedFrame() {
        let (root, _, _) = rotatedCard()
        #expect(tapTrace(root, 200, 60) == handledTap("200.0", "60.0",
            path: "A -> Card -> Badge(nil) -> Card(Card) -> A(Card)", hit: "Card"))
    }

    @Test func aRotatedCardRefusesPointsOnlyItsUntransformedFrameCovers() {
        let (root, _, _) = rotatedCard()
        #expect(tapTrace(root, 120, 150) == handledTap("120.0", "150.0",
            path: "A -> Card(nil) -> A(A)", hit: "A"))
    }

    @Test func theChildOfARotatedParentTurnsWithIt() {
        let (root, card, badge) = rotatedCard()
        #expect(tapTrace(root, 230, 70) == handledTap("230.0", "70.0",
            path: "A -> Card -> Badge(Badge) -> Card(Badge) -> A(Badge)", hit: "Badge"))
        // The card's own axes: (230, 70) is 20 pt in from the card's top-left corner.
        #expect(card.convert(Point(x: 230, y: 70), from: root) == Point(x: 20, y: 20))
        #expect(badge.convert(Point(x: 0, y: 0), to: root) == Point(x: 250, y: 50))
    }

    @Test func theTouchReportsItsLocationInTheRotatedViewsAxes() {
        let (root, card, _) = rotatedCard()
        let harness = makeHarness(root)
        var locations: [Point] = []
        let tap = TapGestureRecognizer(name: "tap")
        tap.addAction(label: "where") { recognizer in locations.append(recognizer.location(in: card)) }
        card.addGestureRecognizer(tap)
        harness.tap(200, 60)
        harness.settle()
        #expect(locations == [Point(x: 10, y: 50)])
    }

    @Test func aScaledDownViewOnlyCatchesWhatItStillCovers() {
        let root = HandlingView("A", Rect(x: 0, y: 0, width: 400, height: 400))
        let small = HandlingView("Small", Rect(x: 50, y: 250, width: 100, height: 100))
        small.transform = AffineTransform(scaleX: 0.5, y: 0.5)  // covers 75…125, 275…325
        root.addSubview(small)
        #expect(tapTrace(root, 80, 280) == handledTap("80.0", "280.0", path: "A -> Small(Small) -> A(Small)", hit: "Small"))
        #expect(tapTrace(root, 60, 260) == handledTap("60.0", "260.0", path: "A -> Small(nil) -> A(A)", hit: "A"))
    }

    @Test func aScaledUpViewCatchesBeyondItsFrame() {
        let root = HandlingView("A", Rect(x: 0, y: 0, width: 400, height: 400))
        let big = HandlingView("Big", Rect(x: 150, y: 150, width: 100, height: 50))
        big.transform = AffineTransform(scaleX: 2, y: 3)  // covers 100…300, 100…250
        root.addSubview(big)
        #expect(tapTrace(root, 110, 240) == handledTap("110.0", "240.0", path: "A -> Big(Big) -> A(Big)", hit: "Big"))
        #expect(tapTrace(root, 305, 175) == handledTap("305.0", "175.0", path: "A -> Big(nil) -> A(A)", hit: "A"))
    }

    @Test func aTranslatedViewIsHitWhereItIsDrawn() {
        let root = HandlingView("A", Rect(x: 0, y: 0, width: 400, height: 400))
        let moved = HandlingView("Moved", Rect(x: 0, y: 0, width: 50, height: 50))
        moved.transform = AffineTransform(translationX: 100, y: 0)
        root.addSubview(moved)
        #expect(tapTrace(root, 120, 20) == handledTap("120.0", "20.0", path: "A -> Moved(Moved) -> A(Moved)", hit: "Moved"))
        #expect(tapTrace(root, 20, 20) == handledTap("20.0", "20.0", path: "A -> Moved(nil) -> A(A)", hit: "A"))
    }

    @Test func aMirroredViewPutsItsLeadingChildOnTheRight() {
        let root = HandlingView("A", Rect(x: 0, y: 0, width: 400, height: 400))
        let bar = HandlingView("Bar", Rect(x: 0, y: 0, width: 100, height: 50))
        bar.transform = AffineTransform(scaleX: -1, y: 1)
        bar.addSubview(HandlingView("Leading", Rect(x: 0, y: 0, width: 20, height: 20)))
        root.addSubview(bar)
        #expect(tapTrace(root, 90, 10) == handledTap("90.0", "10.0",
            path: "A -> Bar -> Leading(Leading) -> Bar(Leading) -> A(Leading)", hit: "Leading"))
        #expect(tapTrace(root, 10, 10) == handledTap("10.0", "10.0",
            path: "A -> Bar -> Leading(nil) -> Bar(Bar) -> A(Bar)", hit: "Bar"))
    }

    /// "List" (0, 0, 200, 200) scrolled down by 100: its bounds' origin is (0, 100), so its
    /// rows (50 pt each, Row0 at y 0) show Row2 at the top of the screen.
    func scrolledList() -> View {
        let root = HandlingView("A", Rect(x: 0, y: 0, width: 400, height: 400))
        let list = HandlingView("List", Rect(x: 0, y: 0, width: 200, height: 200))
        for row in 0..<6 {
            list.addSubview(HandlingView("Row\(row)", Rect(x: 0, y: Double(row) * 50, width: 200, height: 50)))
        }
        list.setBounds(Rect(x: 0, y: 100, width: 200, height: 200))
        root.addSubview(list)
        return root
    }

    @Test func aScrolledListShiftsItsRows() {
        #expect(tapTrace(scrolledList(), 100, 20) == handledTap("100.0", "20.0",
            path: "A -> List -> Row5(nil) -> Row4(nil) -> Row3(nil) -> Row2(Row2) -> List(Row2) -> A(Row2)",
            hit: "Row2"))
    }

    @Test func rowsScrolledOutOfTheListCannotBeHit() {
        // Row5 sits at the list's y 250…300, on screen 150…200; below it (y 210) the list ends.
        #expect(tapTrace(scrolledList(), 100, 210) == handledTap("100.0", "210.0",
            path: "A -> List(nil) -> A(A)", hit: "A"))
    }

    @Test func aScrolledListInsideARotatedParentCombinesBoth() {
        let root = scrolledList()
        let list = root.subviews[0]
        list.transform = AffineTransform(rotationAngle: -.pi / 2)  // counter-clockwise about (100, 100)
        // The screen's (20, 100) is 20 pt below the list's top edge, now on the left: Row2
        #expect(list.convert(Point(x: 20, y: 100), from: root) == Point(x: 100, y: 120))
        #expect(tapTrace(root, 20, 100) == handledTap("20.0", "100.0",
            path: "A -> List -> Row5(nil) -> Row4(nil) -> Row3(nil) -> Row2(Row2) -> List(Row2) -> A(Row2)",
            hit: "Row2"))
    }

    @Test func aSingularTransformCatchesNothingAndCrashesNothing() {
        let root = HandlingView("A", Rect(x: 0, y: 0, width: 400, height: 400))
        let flat = HandlingView("Flat", Rect(x: 0, y: 0, width: 400, height: 400))
        flat.transform = AffineTransform(scaleX: 0, y: 1)
        flat.addSubview(HandlingView("Inside", Rect(x: 0, y: 0, width: 400, height: 400)))
        root.addSubview(flat)
        #expect(tapTrace(root, 200, 200) == handledTap("200.0", "200.0", path: "A -> Flat(nil) -> A(A)", hit: "A"))
        #expect(!flat.convert(Point(x: 200, y: 200), from: root).isFinite)
        #expect(!flat.subviews[0].convert(Rect(x: 0, y: 0, width: 10, height: 10), from: nil).contains(.zero))
        // The other way is defined: everything collapses onto the line x = 200.
        #expect(flat.convert(Point(x: 10, y: 30), to: root) == Point(x: 200, y: 30))
    }

    @Test func resettingTheTransformRestoresTheFastPath() {
        let (root, card, _) = rotatedCard()
        card.transform = .identity
        #expect(!card.isTransformed)
        #expect(tapTrace(root, 120, 120) == handledTap("120.0", "120.0",
            path: "A -> Card -> Badge(Badge) -> Card(Badge) -> A(Badge)", hit: "Badge"))
    }
}

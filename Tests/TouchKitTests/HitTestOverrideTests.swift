import Testing
@testable import TouchKit

/// A tab bar whose centre button sticks out above it: its `hitTest` gives the button any
/// point on it before searching as usual, the classic override (it never calls super for
/// those points).
@MainActor
final class ProtrudingTabBar: View {
    let centre: View
    init(frame: Rect, centre: View) {
        self.centre = centre
        super.init(frame: frame, name: "bar")
        addSubview(centre)
    }
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        let inCentre = centre.convert(point, from: self)
        if centre.point(inside: inCentre, with: event) { return centre }
        return super.hitTest(point, with: event)
    }
}

/// An overlay that lets touches through to what lies under it unless they land on one of
/// its subviews: it runs the default search and answers nil where that found itself.
@MainActor
final class PassThroughOverlay: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// The trace of overridden hit tests: a note in brackets after the step, so that dropping
/// every ` [...]` leaves the seed notation of what each view answered.
@MainActor
struct HitTestOverrideTests {
    func path(_ root: View, _ x: Double, _ y: Double) -> String {
        let harness = makeHarness(root)
        harness.touch(1, .began, x, y, at: 0)
        return harness.log.lines.first { $0.contains("hit-test") } ?? ""
    }

    /// Root (400×400) with a map filling it and an overlay above holding one button.
    func mapUnderOverlay() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        root.addSubview(View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "map"))
        let overlay = PassThroughOverlay(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "overlay")
        overlay.addSubview(View(frame: Rect(x: 10, y: 10, width: 50, height: 50), name: "button"))
        root.addSubview(overlay)
        return root
    }

    @Test func overrideThatNeverSearchesIsMarkedWithItsAnswer() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        let bar = ProtrudingTabBar(frame: Rect(x: 0, y: 300, width: 400, height: 100),
                                   centre: View(frame: Rect(x: 170, y: -30, width: 60, height: 60), name: "centre"))
        root.addSubview(bar)
        #expect(path(root, 200, 285) == "0.000 hit-test (200.0, 285.0): A -> bar(centre) [custom hitTest] -> A(centre)")
    }

    @Test func overrideThatAgreesWithItsSearchAddsNothing() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        let bar = ProtrudingTabBar(frame: Rect(x: 0, y: 300, width: 400, height: 100),
                                   centre: View(frame: Rect(x: 170, y: -30, width: 60, height: 60), name: "centre"))
        root.addSubview(bar)
        #expect(path(root, 20, 350) == "0.000 hit-test (20.0, 350.0): A -> bar -> centre(nil) -> bar(bar) -> A(bar)")
    }

    @Test func passThroughShowsItsSearchThenItsOwnAnswer() {
        #expect(path(mapUnderOverlay(), 200, 200) == "0.000 hit-test (200.0, 200.0): A -> overlay -> button(nil) -> "
            + "overlay(overlay) -> overlay(nil) [custom hitTest] -> map(map) -> A(map)")
        #expect(path(mapUnderOverlay(), 20, 20)
            == "0.000 hit-test (20.0, 20.0): A -> overlay -> button(button) -> overlay(button) -> A(button)")
    }

    @Test func overriddenRootIsMarkedToo() {
        let root = PassThroughOverlay(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        #expect(path(root, 5, 5) == "0.000 hit-test (5.0, 5.0): A(A) -> A(nil) [custom hitTest]")
    }

    /// The bar's override agrees with its bounds at (200, 350): no note; the ring's refuses
    /// a point within its bounds: noted.
    @Test func pointInsideThatRefusesWithinTheBoundsIsMarked() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        let bar = OverhangParent(frame: Rect(x: 0, y: 300, width: 400, height: 100), name: "bar")
        root.addSubview(bar)
        #expect(path(root, 200, 350) == "0.000 hit-test (200.0, 350.0): A -> bar(bar) -> A(bar)")
        let ring = RingView(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "ring")
        root.addSubview(ring)
        #expect(path(root, 50, 50)
            == "0.000 hit-test (50.0, 50.0): A -> ring(nil) [point(inside:) false within bounds] -> bar(nil) -> A(A)")
    }

    @Test func droppingTheNotesLeavesSeedNotation() {
        let line = path(mapUnderOverlay(), 200, 200)
        let steps = line.split(separator: ": ", maxSplits: 1)[1].split(separator: " -> ")
        let seed = steps.map { String($0.split(separator: " [")[0]) }
        #expect(seed == ["A", "overlay", "button(nil)", "overlay(overlay)", "overlay(nil)", "map(map)", "A(map)"])
    }
}

/// A view that takes touches only near its edge: the middle of its bounds is a hole.
@MainActor
final class RingView: View {
    override func point(inside point: Point, with event: Event?) -> Bool {
        bounds.contains(point) && !bounds.outset(by: EdgeInsets(all: -20)).contains(point)
    }
}

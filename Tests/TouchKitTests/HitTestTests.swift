import Testing
@testable import TouchKit

/// A view whose touch area is enlarged to at least 44×44, the classic override.
@MainActor
final class MinimumSizeView: View {
    override func point(inside point: Point, with event: Event?) -> Bool {
        let dx = max(0, (44 - bounds.width) / 2), dy = max(0, (44 - bounds.height) / 2)
        return bounds.outset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx)).contains(point)
    }
}

/// A parent that lets its sticking-out child receive touches, the other classic override.
@MainActor
final class OverhangParent: View {
    var allowsOverhang = true
    override func point(inside point: Point, with event: Event?) -> Bool {
        if super.point(inside: point, with: event) { return true }
        guard allowsOverhang else { return false }
        return subviews.contains { $0.frame.contains(point) }
    }
}

@MainActor
struct HitTestTests {
    /// A with two overlapping siblings: "back" (added first) and "front" above it.
    func makeSiblings() -> (View, View, View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        let back = View(frame: Rect(x: 50, y: 50, width: 200, height: 200), name: "back")
        let front = View(frame: Rect(x: 100, y: 100, width: 200, height: 200), name: "front")
        front.addSubview(View(frame: Rect(x: 10, y: 10, width: 50, height: 50), name: "child"))
        root.addSubview(back)
        root.addSubview(front)
        return (root, back, front)
    }

    func path(_ root: View, _ x: Double, _ y: Double) -> String {
        let harness = makeHarness(root)
        harness.touch(1, .began, x, y, at: 0)
        return harness.log.lines.first { $0.contains("hit-test") } ?? ""
    }

    @Test func frontmostSubviewIsAskedFirst() {
        let (root, _, _) = makeSiblings()
        #expect(path(root, 250, 250) == "0.000 hit-test (250.0, 250.0): A -> front -> child(nil) -> front(front) -> A(front)")
        #expect(path(root, 120, 120) == "0.000 hit-test (120.0, 120.0): A -> front -> child(child) -> front(child) -> A(child)")
        #expect(path(root, 60, 60) == "0.000 hit-test (60.0, 60.0): A -> front(nil) -> back(back) -> A(back)")
    }

    @Test func hiddenDisabledAndTransparentViewsLetTheSiblingBehindWin() {
        for change in [{ (v: View) in v.isHidden = true }, { $0.isUserInteractionEnabled = false },
                       { $0.alpha = 0.005 }] {
            let (root, _, front) = makeSiblings()
            change(front)
            #expect(path(root, 150, 150) == "0.000 hit-test (150.0, 150.0): A -> front(nil) -> back(back) -> A(back)")
        }
    }

    @Test func alphaAtTheThresholdStillReceives() {
        let (root, _, front) = makeSiblings()
        front.alpha = 0.01
        #expect(path(root, 250, 250).hasSuffix("A(front)"))
    }

    @Test func interactionDisabledBlocksChildrenButNotSiblings() {
        let (root, _, front) = makeSiblings()
        front.isUserInteractionEnabled = false
        #expect(path(root, 115, 115) == "0.000 hit-test (115.0, 115.0): A -> front(nil) -> back(back) -> A(back)")
        #expect(path(root, 280, 280) == "0.000 hit-test (280.0, 280.0): A -> front(nil) -> back(nil) -> A(A)")
    }

    @Test func enlargedHitAreaCatchesNearMisses() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        let small = MinimumSizeView(frame: Rect(x: 100, y: 100, width: 20, height: 20), name: "small")
        root.addSubview(small)
        #expect(path(root, 95, 95).hasSuffix("A -> small(small) [point(inside:) true beyond bounds] -> A(small)"))
        #expect(path(root, 87, 95).hasSuffix("A -> small(nil) -> A(A)"))
    }

    @Test func childOutsideItsParentNeedsTheParentsOverride() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        let bar = OverhangParent(frame: Rect(x: 0, y: 300, width: 400, height: 100), name: "bar")
        bar.addSubview(View(frame: Rect(x: 170, y: -30, width: 60, height: 60), name: "centre"))
        root.addSubview(bar)
        #expect(path(root, 200, 285)
                == "0.000 hit-test (200.0, 285.0): A -> bar [point(inside:) true beyond bounds] -> centre(centre) -> bar(centre) -> A(centre)")
        bar.allowsOverhang = false
        #expect(path(root, 200, 285) == "0.000 hit-test (200.0, 285.0): A -> bar(nil) -> A(A)")
    }

    @Test func hitTestIsAPureQuery() {
        let (root, _, front) = makeSiblings()
        let first = root.hitTest(Point(x: 250, y: 250), with: nil)
        let second = root.hitTest(Point(x: 250, y: 250), with: nil)
        #expect(first === front && second === front)
        #expect(root.subviews.map(\.name) == ["back", "front"])
    }

    @Test func probeRecordsRejectionReasonsBesideTheSearch() {
        let (root, back, front) = makeSiblings()
        front.isHidden = true
        back.isUserInteractionEnabled = false
        let (hit, steps) = HitTestProbe.observe { root.hitTest(Point(x: 150, y: 150), with: nil) }
        #expect(hit === root)
        let reasons = steps.compactMap { step -> String? in
            if case .rejected(let reason) = step.kind { return "\(step.view.name!): \(reason.phrase)" }
            return nil
        }
        #expect(reasons == ["front: hidden", "back: interaction disabled"])
    }

    @Test func thousandsOfLevelsHitTestWithoutTrouble() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "level0")
        var parent = root
        for level in 1...5000 {
            let child = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "level\(level)")
            parent.addSubview(child)
            parent = child
        }
        #expect(root.hitTest(Point(x: 10, y: 10), with: nil) === parent)
        #expect(parent.convert(Point(x: 1, y: 2), to: root) == Point(x: 1, y: 2))
    }
}

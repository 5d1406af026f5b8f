import Testing
@testable import TouchKit

/// A list of buttons in a scroll view: the classic lessons of `delaysContentTouches`,
/// `canCancelContentTouches`, `touchesShouldCancel(in:)` and `touchesShouldBegin`.
@MainActor
struct ScrollViewTests {
    /// A scroll view whose answer to `touchesShouldCancel(in:)` is fixed.
    final class AnsweringScrollView: ScrollView {
        var shouldCancel: Bool?
        var shouldBegin = true
        override func touchesShouldCancel(in view: View) -> Bool { shouldCancel ?? super.touchesShouldCancel(in: view) }
        override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool { shouldBegin }
    }

    static func scene() -> (View, AnsweringScrollView) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        let list = AnsweringScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 300), name: "List")
        list.contentSize = Size(width: 200, height: 600)
        let button = Button(frame: Rect(x: 0, y: 100, width: 200, height: 50), name: "Row")
        button.addAction(for: .primaryActionTriggered) { _, _ in }
        list.addSubview(button)
        root.addSubview(list)
        return (root, list)
    }

    /// A drag up from (100, 125) by 60 pt in steps of 20 pt, 0.02 s apart.
    static func drag(_ harness: Harness, start: Double = 0) {
        harness.touch(1, .began, 100, 125, at: start)
        for step in 1...3 { harness.touch(1, .moved, 100, 125 - Double(step) * 20, at: start + Double(step) * 0.02) }
        harness.touch(1, .ended, 100, 65, at: start + 0.1)
        harness.settle()
    }

    @Test func aQuickTapDeliversBeganAndEndedTogether() {
        let (root, _) = Self.scene()
        let harness = makeHarness(root)
        harness.tap(100, 125)
        harness.settle()
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 125.0)",
            "0.080 touch 1 ended (100.0, 125.0)",
            "0.080 touchesBegan [1]: Row*",
            "0.080 control Row touchDown",
            "0.080 gesture List.pan failed",
            "0.080 touchesEnded [1]: Row*",
            "0.080 control Row touchUpInside",
            "0.080 control Row primaryActionTriggered",
            "0.080 action Row",
        ])
    }

    @Test func aHeldTouchReachesTheContentAfterTheDelay() {
        let (root, _) = Self.scene()
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 125, at: 0)
        harness.touch(1, .ended, 100, 125, at: 0.3)
        harness.settle()
        #expect(harness.linesWithoutHitTests.prefix(3) == [
            "0.000 touch 1 began (100.0, 125.0)",
            "0.150 touchesBegan [1]: Row*",
            "0.150 control Row touchDown",
        ])
    }

    @Test func aDragFromAButtonScrollsAndTheButtonNeverSeesIt() {
        let (root, list) = Self.scene()
        let harness = makeHarness(root)
        Self.drag(harness)
        let lines = harness.linesWithoutHitTests
        #expect(!lines.contains { $0.contains("Row") })
        #expect(lines.contains("0.020 gesture List.pan began translation (0.0, -20.0) velocity (0.0, -1000.0)"))
        #expect(lines.contains("0.060 scroll List contentOffset (0.0, 40.0)"))
        #expect(list.contentOffset == Point(x: 0, y: 40))
    }

    @Test func withoutTheDelayTheButtonKeepsItsTouchAndNothingScrolls() {
        let (root, list) = Self.scene()
        list.delaysContentTouches = false
        let harness = makeHarness(root)
        Self.drag(harness)
        let lines = harness.linesWithoutHitTests
        #expect(lines.prefix(3) == [
            "0.000 touch 1 began (100.0, 125.0)",
            "0.000 touchesBegan [1]: Row*",
            "0.000 control Row touchDown",
        ])
        #expect(lines.contains("0.020 gesture List.pan failed"))
        #expect(!lines.contains { $0.contains("scroll List") })
        #expect(list.panGestureRecognizer.lastReason?.cause == .contentTouchNotCancelled)
        #expect(lines.contains("0.100 control Row touchUpInside"))
    }

    @Test func touchesShouldCancelYesCancelsTheButtonThenScrolls() {
        let (root, list) = Self.scene()
        list.delaysContentTouches = false
        list.shouldCancel = true
        let harness = makeHarness(root)
        Self.drag(harness)
        let lines = harness.linesWithoutHitTests
        #expect(lines[4...6] == [
            "0.020 gesture List.pan began translation (0.0, -20.0) velocity (0.0, -1000.0)",
            "0.020 touchesCancelled [1]: Row*",
            "0.020 control Row touchCancel",
        ])
        #expect(lines.contains("0.060 scroll List contentOffset (0.0, 40.0)"))
        #expect(list.contentOffset == Point(x: 0, y: 40))
    }

    @Test func canCancelContentTouchesFalseNeverScrollsOnceTheContentTracks() {
        let (root, list) = Self.scene()
        list.shouldCancel = true
        list.canCancelContentTouches = false
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 125, at: 0)
        harness.settle(for: 0.2)
        for step in 1...3 { harness.touch(1, .moved, 100, 125 - Double(step) * 20, at: 0.2 + Double(step) * 0.02) }
        harness.touch(1, .ended, 100, 65, at: 0.3)
        harness.settle()
        let lines = harness.linesWithoutHitTests
        #expect(lines.contains("0.150 touchesBegan [1]: Row*"))
        #expect(!lines.contains { $0.contains("scroll List") })
        #expect(list.panGestureRecognizer.lastReason?.cause == .contentTouchesNotCancellable)
    }

    @Test func touchesShouldBeginNoKeepsTheTouchFromTheContent() {
        let (root, list) = Self.scene()
        list.shouldBegin = false
        let harness = makeHarness(root)
        harness.tap(100, 125)
        harness.settle()
        #expect(!harness.linesWithoutHitTests.contains { $0.contains("Row") })
    }

    @Test func theOffsetIsClampedToTheContent() {
        let (root, list) = Self.scene()
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 125, at: 0)
        harness.touch(1, .moved, 100, 100, at: 0.02)
        harness.touch(1, .moved, 100, -400, at: 0.04)
        harness.touch(1, .ended, 100, -400, at: 0.06)
        harness.settle()
        #expect(list.contentOffset == Point(x: 0, y: 300))
        #expect(list.clamped(Point(x: -5, y: -5)) == .zero)
    }
}

import Testing
@testable import TouchKit

/// Every failure and cancellation carries the cause the model decided it for, with the
/// control or recognizer involved: read from the trace records, as the lab reads them.
@MainActor
struct GestureRecognizerCauseTests {
    @Test func buttonTakesTheTouchFromItsSuperviewsTap() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "Root")
        let panel = View(frame: Rect(x: 20, y: 20, width: 300, height: 300), name: "Panel")
        let buy = Button(frame: Rect(x: 40, y: 40, width: 100, height: 44), name: "Buy", title: "Buy")
        root.addSubview(panel)
        panel.addSubview(buy)
        let tap = TapGestureRecognizer(name: "panelTap")
        panel.addGestureRecognizer(tap)
        let harness = makeHarness(root)
        harness.tap(80, 80)
        harness.settle()
        #expect(outcomes(harness) == ["panelTap failed control Buy"])
        #expect(tap.lastReason == .init(.control, party: "Buy"))
    }

    @Test func doubleTapFailsTheSingleTapThatWaitsForIt() {
        let root = makeDoubleAndSingle()
        let harness = makeHarness(root)
        harness.tap(100, 100)
        harness.tap(100, 100, at: 0.2)
        harness.settle()
        #expect(outcomes(harness) == ["double recognized", "single failed requiredToFail double"])
    }

    @Test func loneTapFailsTheDoubleTapOnTiming() {
        let root = makeDoubleAndSingle()
        let harness = makeHarness(root)
        harness.tap(100, 100)
        harness.settle()
        #expect(outcomes(harness) == ["double failed timing", "single recognized"])
    }

    @Test func moveFailsTapAndLongPressOnMovement() {
        let (root, view) = makeRootAndView()
        view.addGestureRecognizer(TapGestureRecognizer(name: "tap"))
        view.addGestureRecognizer(LongPressGestureRecognizer(name: "press"))
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.move(1, from: Point(x: 100, y: 100), by: Point(x: 80, y: 0), steps: 4, startingAt: 0)
        harness.touch(1, .ended, 180, 100, at: 0.1)
        harness.settle()
        #expect(outcomes(harness) == ["press failed movement", "tap failed movement"])
    }

    @Test func recognizedTapPreventsLongPressThatSharesItsTouch() {
        let (root, view) = makeRootAndView()
        view.addGestureRecognizer(TapGestureRecognizer(name: "tap"))
        root.addGestureRecognizer(LongPressGestureRecognizer(name: "press"))
        let harness = makeHarness(root)
        harness.tap(100, 100)
        harness.settle()
        #expect(outcomes(harness) == ["tap recognized", "press failed prevented tap"])
    }

    @Test func liftBeforeMinimumPressDurationIsTiming() {
        let (root, view) = makeRootAndView()
        view.addGestureRecognizer(LongPressGestureRecognizer(name: "press"))
        let harness = makeHarness(root)
        harness.tap(100, 100)
        harness.settle()
        #expect(outcomes(harness) == ["press failed timing"])
    }

    @Test func twoFingersFailAOneFingerTapOnTouchCount() {
        let (root, view) = makeRootAndView()
        view.addGestureRecognizer(TapGestureRecognizer(name: "tap"))
        let harness = makeHarness(root)
        harness.touches([(1, .began, 100, 100), (2, .began, 140, 100)], at: 0)
        harness.touches([(1, .ended, 100, 100), (2, .ended, 140, 100)], at: 0.08)
        harness.settle()
        #expect(outcomes(harness) == ["tap failed touchCount"])
    }

    @Test func swipeTheWrongWayFailsOnDirection() {
        let (root, view) = makeRootAndView()
        let swipe = SwipeGestureRecognizer(name: "swipe")
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.move(1, from: Point(x: 100, y: 100), by: Point(x: 100, y: 0), steps: 6, startingAt: 0)
        harness.touch(1, .ended, 200, 100, at: 0.2)
        harness.settle()
        #expect(outcomes(harness) == ["swipe failed direction"])
    }

    @Test func edgePanAwayFromItsEdgeFailsOnEdge() {
        let (root, view) = makeRootAndView()
        let edge = ScreenEdgePanGestureRecognizer(name: "edge")
        edge.edges = .left
        view.addGestureRecognizer(edge)
        let harness = makeHarness(root)
        harness.tap(100, 100)
        harness.settle()
        #expect(outcomes(harness) == ["edge failed edge"])
    }

    @Test func delegateThatSaysNoFailsOnDelegate() {
        let (root, view) = makeRootAndView()
        let tap = TapGestureRecognizer(name: "tap")
        let delegate = RefusingDelegate()
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        let harness = makeHarness(root)
        harness.tap(100, 100)
        harness.settle()
        #expect(outcomes(harness) == ["tap failed delegate"])
    }

    @Test func disablingAnActivePanCancelsItAsDisabled() {
        let (root, view) = makeRootAndView()
        let pan = PanGestureRecognizer(name: "pan")
        view.addGestureRecognizer(pan)
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.move(1, from: Point(x: 100, y: 100), by: Point(x: 60, y: 0), steps: 4, startingAt: 0)
        pan.isEnabled = false
        harness.touch(1, .ended, 160, 100, at: 0.2)
        harness.settle()
        #expect(outcomes(harness).last == "pan cancelled disabled")
    }

    @Test func cancelledTouchesCancelTheGesture() {
        let (root, view) = makeRootAndView()
        view.addGestureRecognizer(TapGestureRecognizer(name: "tap"))
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.touch(1, .cancelled, 100, 100, at: 0.05)
        harness.settle()
        #expect(outcomes(harness) == ["tap failed cancelled"])
    }

    /// A view with a double tap and a single tap that requires it to fail.
    private func makeDoubleAndSingle() -> View {
        let (root, view) = makeRootAndView()
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer(name: "single")
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        return root
    }

    /// "name state [cause [party]]" for every recognizer state change but `changed`.
    private func outcomes(_ harness: Harness) -> [String] {
        harness.log.records.compactMap { record in
            guard case .gesture(let name, let state, _) = record.entry, state.state != .changed,
                  state.state != .began else { return nil }
            let reason = state.reason.map { [$0.cause.rawValue] + ($0.party.map { [$0] } ?? []) } ?? []
            return ([name, state.description] + reason).joined(separator: " ")
        }
    }
}

@MainActor
private final class RefusingDelegate: GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
}

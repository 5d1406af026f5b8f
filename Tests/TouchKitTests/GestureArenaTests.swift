import Testing
@testable import TouchKit

/// Regressions found by the fuzzer (`Fuzz/`) in how the arena makes recognizers wait for
/// one another.
@MainActor
struct GestureArenaTests {
    /// Root "A" with a pinch; its subview "V" (handling view) with a pan that requires the
    /// pinch to fail.
    func makePanWaitingForPinch() -> (Harness, PanGestureRecognizer) {
        let (root, view) = makeRootAndView()
        let pinch = PinchGestureRecognizer(name: "pinch")
        root.addGestureRecognizer(pinch)
        let pan = PanGestureRecognizer(name: "pan")
        pan.require(toFail: pinch)
        view.addGestureRecognizer(pan)
        return (makeHarness(root), pan)
    }

    /// The pan wants to begin but waits for the pinch; the finger lifts, which fails the
    /// pinch. The pan can no longer begin (it would never see its finger end, and stayed
    /// `began` forever): it fails, as UIKit's pan does when its touches end while possible.
    @Test func aContinuousGestureWhoseFingersLiftWhileWaitingFails() {
        let (harness, pan) = makePanWaitingForPinch()
        harness.touch(1, .began, 100, 100, at: 0)
        harness.touch(1, .moved, 120, 100, at: 0.05)
        harness.touch(1, .ended, 120, 100, at: 0.1)
        harness.settle()
        #expect(pan.state == .possible && pan.trackedTouches.isEmpty)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.050 touch 1 moved (120.0, 100.0)",
            "0.050 touchesMoved [1]: V*",
            "0.100 touch 1 ended (120.0, 100.0)",
            "0.100 gesture pinch failed",
            "0.100 gesture pan failed",
            "0.100 touchesEnded [1]: V*",
        ])
    }
}

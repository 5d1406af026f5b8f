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

    /// Two sibling views, each with a tap; the left tap requires the right one to fail.
    /// A finger rests on the right view while another taps the left: the left tap waits.
    /// Then the right tap recognizes: the left one must fail (UIKit: a recognizer whose
    /// failure requirement recognizes fails), not wait forever with its touch.
    @Test func aWaitingRecognizerFailsWhenWhatItWaitsForRecognizesElsewhere() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        let left = HandlingView("L", Rect(x: 0, y: 0, width: 200, height: 400))
        let right = HandlingView("R", Rect(x: 200, y: 0, width: 200, height: 400))
        root.addSubview(left)
        root.addSubview(right)
        let leftTap = TapGestureRecognizer(name: "leftTap")
        let rightTap = TapGestureRecognizer(name: "rightTap")
        leftTap.require(toFail: rightTap)
        left.addGestureRecognizer(leftTap)
        right.addGestureRecognizer(rightTap)
        let harness = makeHarness(root)
        harness.touch(1, .began, 300, 100, at: 0)
        harness.touch(2, .began, 100, 100, at: 0.05)
        harness.touch(2, .ended, 100, 100, at: 0.1)
        harness.touch(1, .ended, 300, 100, at: 0.15)
        harness.settle()
        #expect(leftTap.state == .possible && leftTap.trackedTouches.isEmpty)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (300.0, 100.0)",
            "0.000 touchesBegan [1]: R*",
            "0.050 touch 2 began (100.0, 100.0)",
            "0.050 touchesBegan [2]: L*",
            "0.100 touch 2 ended (100.0, 100.0)",
            "0.150 touch 1 ended (300.0, 100.0)",
            "0.150 gesture rightTap recognized location (100.0, 100.0)",
            "0.150 touchesCancelled [1]: R*",
            "0.150 gesture leftTap failed",
            "0.150 touchesEnded [2]: L*",
        ])
    }
}

import Testing
@testable import TouchKit

/// Regressions found by the fuzzer (`Fuzz/`) in how the router holds, cancels and forgets
/// view deliveries.
@MainActor
struct TouchRouterTests {
    /// A two-finger tap: the first finger's `touchesEnded` is held, then the tap recognizes
    /// on the second lift and both are cancelled. The first finger's delivery must be
    /// forgotten then, or its `Touch` (and through it the window) is never freed.
    @Test func aHeldEndingCancelledByALaterWinnerIsForgotten() {
        let (root, _) = makeRootAndView()
        let tap = TapGestureRecognizer(name: "tap")
        tap.numberOfTouchesRequired = 2
        root.addGestureRecognizer(tap)
        let harness = makeHarness(root)
        harness.touches([(1, .began, 100, 100), (2, .began, 140, 100)], at: 0)
        weak let first = harness.application.activeTouches.first
        harness.touch(1, .ended, 100, 100, at: 0.05)
        harness.touch(2, .ended, 140, 100, at: 0.1)
        harness.settle()
        #expect(first == nil)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touch 2 began (140.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.050 touch 1 ended (100.0, 100.0)",
            "0.100 touch 2 ended (140.0, 100.0)",
            "0.100 gesture tap recognized location (120.0, 100.0)",
            "0.100 touchesCancelled [1]: V*",
        ])
    }

    /// On a single-touch view, a finger that comes down in the same event as the view's
    /// finger lifts is a simultaneous second touch: the view gets nothing for it (before
    /// the fix it got `touchesBegan [2]` while still holding touch 1).
    @Test func aSingleTouchViewIgnoresAFingerThatComesDownAsItsFingerLifts() {
        let (root, _) = makeRootAndView()
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.touches([(1, .ended, 100, 100), (2, .began, 120, 100)], at: 0.1)
        harness.touch(2, .ended, 120, 100, at: 0.2)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.100 touch 1 ended (100.0, 100.0)",
            "0.100 touch 2 began (120.0, 100.0)",
            "0.100 touchesEnded [1]: V*",
            "0.200 touch 2 ended (120.0, 100.0)",
        ])
    }

    /// A single-touch view has one touch at a time, even when the first finger lifted and
    /// its messages are still held: the pinch (`delaysTouchesBegan`) holds everything, the
    /// rotation holds endings, and the third finger on V waits behind the first until
    /// both recognizers have failed. Nothing is released before they decide.
    @Test func aNewTouchWaitsBehindTheSameViewsLiftedHeldSequence() {
        let (root, _) = makeRootAndView()
        let pinch = PinchGestureRecognizer(name: "pinch")
        pinch.delaysTouchesBegan = true
        root.addGestureRecognizer(pinch)
        root.addGestureRecognizer(RotationGestureRecognizer(name: "rotation"))
        let harness = makeHarness(root)
        harness.touches([(1, .began, 100, 100), (2, .began, 300, 300)], at: 0)
        harness.touch(1, .ended, 100, 100, at: 0.05)
        harness.touch(3, .began, 110, 100, at: 0.1)
        harness.touch(2, .ended, 300, 300, at: 0.12)
        harness.touch(3, .ended, 110, 100, at: 0.14)
        harness.settle()
        let chain = "A -> Window -> Application -> AppDelegate (discarded)"
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touch 2 began (300.0, 300.0)",
            "0.050 touch 1 ended (100.0, 100.0)",
            "0.100 touch 3 began (110.0, 100.0)",
            "0.120 touch 2 ended (300.0, 300.0)",
            "0.140 touch 3 ended (110.0, 100.0)",
            "0.140 gesture pinch failed",
            "0.140 touchesBegan [1]: V*",
            "0.140 touchesBegan [2]: \(chain)",
            "0.140 gesture rotation failed",
            "0.140 touchesEnded [1]: V*",
            "0.140 touchesEnded [2]: \(chain)",
            "0.140 touchesBegan [3]: V*",
            "0.140 touchesEnded [3]: V*",
        ])
    }

    /// The same with a recognizer that waits: the single tap delays `touchesBegan` and
    /// waits for the double tap, which takes the second finger (a waiting recognizer takes
    /// no new touches). The second finger waits behind the first on V, and when the double
    /// tap recognizes both are dropped: V never had either.
    @Test func aNewTouchWaitingBehindALiftedHeldSequenceIsDroppedWithIt() {
        let (root, view) = makeRootAndView()
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer(name: "single")
        single.delaysTouchesBegan = true
        single.require(toFail: double)
        view.addGestureRecognizer(double)
        view.addGestureRecognizer(single)
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.touch(1, .ended, 100, 100, at: 0.05)
        harness.touch(2, .began, 100, 100, at: 0.1)
        harness.touch(2, .ended, 100, 100, at: 0.3)
        harness.settle()
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.050 touch 1 ended (100.0, 100.0)",
            "0.100 touch 2 began (100.0, 100.0)",
            "0.300 touch 2 ended (100.0, 100.0)",
            "0.300 gesture double recognized location (50.0, 50.0)",
            "0.300 gesture single failed",
        ])
    }
}

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
            "0.100 gesture tap recognized",
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
}

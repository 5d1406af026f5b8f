import Testing
@testable import TouchKit

@MainActor
struct TapGestureRecognizerTests {
    /// UIKit's sequence: touchesBegan up the chain, tap recognized, touchesCancelled up the
    /// chain (V here forwards everything, as a plain view does).
    @Test func tapOnPlainViewCancelsItsTouchesUpTheChain() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        let view = View(frame: Rect(x: 50, y: 50, width: 200, height: 200), name: "V")
        root.addSubview(view)
        let tap = TapGestureRecognizer(name: "tap")
        tap.addAction { _ in }
        view.addGestureRecognizer(tap)
        let harness = makeHarness(root)
        harness.tap(100, 100)
        harness.settle()
        #expect(harness.log.lines == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 hit-test (100.0, 100.0): A -> V(V) -> A(V)",
            "0.000 touchesBegan [1]: V -> A -> Window -> Application -> AppDelegate (discarded)",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.080 gesture tap recognized location (50.0, 50.0)",
            "0.080 action tap",
            "0.080 touchesCancelled [1]: V -> A -> Window -> Application -> AppDelegate (discarded)",
        ])
    }

    @Test func tapOnAncestorSeesTouchesInDescendants() {
        let (root, _) = makeRootAndView()
        let tap = TapGestureRecognizer(name: "rootTap")
        root.addGestureRecognizer(tap)
        let harness = makeHarness(root)
        harness.tap(100, 100)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.080 gesture rootTap recognized location (100.0, 100.0)",
            "0.080 touchesCancelled [1]: V*",
        ])
    }

    /// Single requires double to fail: one tap waits for the double tap's interval
    /// (0.35 s). The view's ending is held all that while (`delaysTouchesEnded`), and
    /// since the single tap then recognizes, it arrives as touchesCancelled.
    @Test func singleTapWaitsForDoubleTapToFail() {
        let (root, view, single, double) = makeDoubleAndSingle()
        _ = view
        let harness = makeHarness(root)
        harness.tap(100, 100)
        harness.settle()
        _ = (single, double)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.430 gesture double failed",
            "0.430 gesture single recognized location (50.0, 50.0)",
            "0.430 action single",
            "0.430 touchesCancelled [1]: V*",
        ])
    }

    /// `delaysTouchesEnded`: a double tap's single tap holds the view's ending until the
    /// recognizer fails (0.35 s after the lift), then delivers it as touchesEnded.
    @Test func aSingleTapOfADoubleTapEndsOnlyAfterTheRecognizerFails() {
        let (root, view) = makeRootAndView()
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        let harness = makeHarness(root)
        harness.tap(100, 100)
        harness.settle()
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.430 gesture double failed",
            "0.430 touchesEnded [1]: V*",
        ])
    }

    /// A second tap too far away fails the double tap at once: the first tap's held ending
    /// goes out then, before the second tap's touchesBegan that waited behind it.
    @Test func aFarSecondTapReleasesTheHeldEndingFirst() {
        let (root, view) = makeRootAndView()
        view.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        let harness = makeHarness(root)
        harness.tap(100, 100)
        harness.tap(300, 300, at: 0.2)
        harness.settle()
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.200 touch 2 began (300.0, 300.0)",
            "0.200 gesture double failed",
            "0.200 touchesEnded [1]: V*",
            "0.200 touchesBegan [2]: V*",
            "0.280 touch 2 ended (300.0, 300.0)",
            "0.280 touchesEnded [2]: V*",
        ])
    }

    /// The double tap reports its first tap's location (UIKit's "if there are multiple
    /// taps, this location is the first tap"), not the second's (51.0, 50.5). The first
    /// tap's ending, held until the double tap decides, becomes touchesCancelled; the
    /// second tap waits behind it on the single-touch view and is dropped with it.
    @Test func doubleTapRecognizesAndFailsTheWaitingSingleTap() {
        let (root, _, _, _) = makeDoubleAndSingle()
        let harness = makeHarness(root)
        harness.tap(100, 100)
        harness.tap(102, 101, at: 0.2)
        harness.settle()
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.200 touch 2 began (102.0, 101.0)",
            "0.280 touch 2 ended (102.0, 101.0)",
            "0.280 gesture double recognized location (50.0, 50.0)",
            "0.280 gesture single failed",
            "0.280 action double",
            "0.280 touchesCancelled [1]: V*",
        ])
    }

    /// Triple, double and single taps chained by `require(toFail:)`: three quick taps make
    /// the triple tap recognize and both waiting taps fail. The double tap's failure must
    /// not let the single tap, which shares the first tap with the triple, go on.
    @Test func tripleTapInAChainFailsBothWaitingTaps() {
        let (root, view) = makeRootAndView()
        let triple = TapGestureRecognizer(name: "triple")
        triple.numberOfTapsRequired = 3
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer(name: "single")
        for recognizer in [triple, double, single] {
            recognizer.addAction { _ in }
            view.addGestureRecognizer(recognizer)
        }
        double.require(toFail: triple)
        single.require(toFail: double)
        let harness = makeHarness(root)
        harness.tap(100, 100, detail: 1)
        harness.tap(101, 100, at: 0.2, detail: 2)
        harness.tap(100, 101, at: 0.4, detail: 3)
        harness.settle()
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.200 touch 2 began (101.0, 100.0)",
            "0.280 touch 2 ended (101.0, 100.0)",
            "0.400 touch 3 began (100.0, 101.0)",
            "0.480 touch 3 ended (100.0, 101.0)",
            "0.480 gesture triple recognized location (50.0, 50.0)",
            "0.480 gesture double failed",
            "0.480 gesture single failed",
            "0.480 action triple",
            "0.480 touchesCancelled [1]: V*",
        ])
        #expect(double.lastReason == .init(.requiredToFail, party: "triple"))
        #expect(single.lastReason == .init(.prevented, party: "triple"))
    }

    @Test func withoutDelaysTouchesEndedTheViewSeesTheLiftAtOnce() {
        let (root, _, single, double) = makeDoubleAndSingle()
        single.delaysTouchesEnded = false
        double.delaysTouchesEnded = false
        let harness = makeHarness(root)
        harness.tap(100, 100)
        harness.settle()
        #expect(harness.linesWithoutHitTests.prefix(4) == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.080 touchesEnded [1]: V*",
        ])
    }

    @Test func tapCountsAndTouchCountsAreRequired() {
        let (root, view) = makeRootAndView()
        let twoFingers = TapGestureRecognizer(name: "twoFingers")
        twoFingers.numberOfTouchesRequired = 2
        view.isMultipleTouchEnabled = true
        view.addGestureRecognizer(twoFingers)
        let harness = makeHarness(root)
        harness.touches([(1, .began, 100, 100), (2, .began, 140, 100)], at: 0)
        harness.touches([(1, .ended, 100, 100), (2, .ended, 140, 100)], at: 0.08)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touch 2 began (140.0, 100.0)",
            "0.000 touchesBegan [1, 2]: V*",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.080 touch 2 ended (140.0, 100.0)",
            "0.080 gesture twoFingers recognized location (70.0, 50.0)",
            "0.080 touchesCancelled [1, 2]: V*",
        ])
    }

    /// The taps of a multi-tap must land near each other: a second tap 250 pt from the
    /// first fails the double tap, so the single tap waiting for it recognizes the first tap
    /// (its held touchesEnded becomes touchesCancelled). The far tap itself is left to the
    /// view: neither recognizer was ready to follow a new touch when it came down.
    @Test func aSecondTapFarAwayIsNotADoubleTap() {
        let (root, _, _, _) = makeDoubleAndSingle()
        let harness = makeHarness(root)
        harness.tap(60, 60)
        harness.tap(240, 240, at: 0.2)
        harness.settle()
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (60.0, 60.0)",
            "0.000 touchesBegan [1]: V*",
            "0.080 touch 1 ended (60.0, 60.0)",
            "0.200 touch 2 began (240.0, 240.0)",
            "0.200 gesture double failed",
            "0.200 gesture single recognized location (10.0, 10.0)",
            "0.200 action single",
            "0.200 touchesCancelled [1]: V*",
            "0.200 touchesBegan [2]: V*",
            "0.280 touch 2 ended (240.0, 240.0)",
            "0.280 touchesEnded [2]: V*",
        ])
    }

    /// A tap tolerates 45 pt of wandering (UIKit's tap allowance, not the long press's 10).
    @Test(arguments: [(40.0, true), (50.0, false)])
    func aTapMayWanderUpTo45Points(distance: Double, recognizes: Bool) {
        let (root, view) = makeRootAndView()
        let tap = TapGestureRecognizer(name: "tap")
        view.addGestureRecognizer(tap)
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.touch(1, .moved, 100 + distance, 100, at: 0.04)
        harness.touch(1, .ended, 100 + distance, 100, at: 0.08)
        harness.settle()
        let moved = "(\(100 + distance), 100.0)"
        #expect(harness.linesWithoutHitTests == (recognizes ? [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.040 touch 1 moved \(moved)",
            "0.040 touchesMoved [1]: V*",
            "0.080 touch 1 ended \(moved)",
            "0.080 gesture tap recognized location (90.0, 50.0)",
            "0.080 touchesCancelled [1]: V*",
        ] : [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.040 touch 1 moved \(moved)",
            "0.040 gesture tap failed",
            "0.040 touchesMoved [1]: V*",
            "0.080 touch 1 ended \(moved)",
            "0.080 touchesEnded [1]: V*",
        ]))
    }

    func makeDoubleAndSingle() -> (View, HandlingView, TapGestureRecognizer, TapGestureRecognizer) {
        let (root, view) = makeRootAndView()
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        double.addAction { _ in }
        let single = TapGestureRecognizer(name: "single")
        single.addAction { _ in }
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        return (root, view, single, double)
    }
}

import Testing
@testable import TouchKit

@MainActor
struct GestureRecognizerLifecycleTests {
    @Test func illegalTransitionsAreRejected() {
        let tap = TapGestureRecognizer(name: "tap")
        tap.state = .began
        tap.state = .changed
        #expect(tap.state == .possible)
        #expect(tap.rejectedTransitionCount == 2)
        let pan = PanGestureRecognizer(name: "pan")
        pan.state = .ended
        pan.state = .began
        pan.state = .failed
        #expect(pan.state == .began)
        #expect(pan.rejectedTransitionCount == 2)
    }

    @Test func delegateCanRefuseTouchesAndBeginning() {
        let (root, view) = makeRootAndView()
        let tap = TapGestureRecognizer(name: "tap")
        let delegate = AllowingDelegate()
        delegate.allowsBegin = false
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        let harness = makeHarness(root)
        harness.tap(100, 100)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.080 gesture tap failed",
            "0.080 touchesEnded [1]: V*",
        ])
    }

    @Test func removingARecognizerMidGestureCancelsIt() {
        let (root, view) = makeRootAndView()
        let pan = PanGestureRecognizer(name: "pan")
        view.addGestureRecognizer(pan)
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.touch(1, .moved, 120, 100, at: 0.05)
        view.removeGestureRecognizer(pan)
        harness.touch(1, .moved, 130, 100, at: 0.1)
        harness.touch(1, .ended, 130, 100, at: 0.15)
        #expect(pan.state == .possible && pan.view == nil)
        #expect(harness.linesWithoutHitTests.suffix(4) == [
            "0.050 touchesCancelled [1]: V*",
            "0.050 gesture pan cancelled translation (20.0, 0.0) velocity (400.0, 0.0)",
            "0.100 touch 1 moved (130.0, 100.0)",
            "0.150 touch 1 ended (130.0, 100.0)",
        ])
    }

    @Test func aRecognizerAddedMidSequenceSeesOnlyNewTouches() {
        let (root, view) = makeRootAndView()
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        let tap = TapGestureRecognizer(name: "tap")
        view.addGestureRecognizer(tap)
        harness.touch(1, .ended, 100, 100, at: 0.08)
        harness.tap(100, 100, at: 1)
        #expect(harness.linesWithoutHitTests.filter { $0.contains("gesture") } == [
            "1.080 gesture tap recognized location (50.0, 50.0)",
        ])
    }

    @Test func removingTheViewMidGestureFailsItsRecognizersAndTheViewStillGetsTheEnd() {
        let (root, view) = makeRootAndView()
        let tap = TapGestureRecognizer(name: "tap")
        view.addGestureRecognizer(tap)
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        view.removeFromSuperview()
        harness.touch(1, .ended, 100, 100, at: 0.08)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.000 gesture tap failed",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.080 touchesEnded [1]: V*",
        ])
    }

    @Test func disablingMidGestureCancelsAndTheRecognizerResets() {
        let (root, view) = makeRootAndView()
        let press = LongPressGestureRecognizer(name: "press")
        view.addGestureRecognizer(press)
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.settle(for: 0.6)
        #expect(press.state == .began)
        press.isEnabled = false
        #expect(press.state == .possible)
        #expect(harness.log.lines.last == "0.600 gesture press cancelled location (50.0, 50.0)")
    }
}

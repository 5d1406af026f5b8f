import Testing
@testable import TouchKit

@MainActor
struct PanGestureRecognizerTests {
    /// UIKit's sequence: touchesBegan → touchesMoved… → pan began → touchesCancelled →
    /// pan changed… → pan ended.
    @Test func panCancelsTheViewsTouchesWhenItBegins() {
        let (root, view) = makeRootAndView()
        let pan = PanGestureRecognizer(name: "pan")
        view.addGestureRecognizer(pan)
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.move(1, from: Point(x: 100, y: 100), by: Point(x: 16, y: 0), steps: 4, startingAt: 0)
        harness.touch(1, .ended, 116, 100, at: 0.1)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.016 touch 1 moved (104.0, 100.0)",
            "0.016 touchesMoved [1]: V*",
            "0.032 touch 1 moved (108.0, 100.0)",
            "0.032 touchesMoved [1]: V*",
            "0.048 touch 1 moved (112.0, 100.0)",
            "0.048 gesture pan began translation (12.0, 0.0) velocity (250.0, 0.0)",
            "0.048 touchesCancelled [1]: V*",
            "0.064 touch 1 moved (116.0, 100.0)",
            "0.064 gesture pan changed translation (16.0, 0.0) velocity (250.0, 0.0)",
            "0.100 touch 1 ended (116.0, 100.0)",
            "0.100 gesture pan ended translation (16.0, 0.0) velocity (160.0, 0.0)",
        ])
    }

    @Test func withoutCancelsTouchesInViewTheViewKeepsItsTouch() {
        let (root, view) = makeRootAndView()
        let pan = PanGestureRecognizer(name: "pan")
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.touch(1, .moved, 120, 100, at: 0.02)
        harness.touch(1, .ended, 120, 100, at: 0.04)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.020 touch 1 moved (120.0, 100.0)",
            "0.020 gesture pan began translation (20.0, 0.0) velocity (1000.0, 0.0)",
            "0.020 touchesMoved [1]: V*",
            "0.040 touch 1 ended (120.0, 100.0)",
            "0.040 gesture pan ended translation (20.0, 0.0) velocity (500.0, 0.0)",
            "0.040 touchesEnded [1]: V*",
        ])
    }

    @Test func delaysTouchesBeganHidesTheTouchUntilTheRecognizerFails() {
        let (root, view) = makeRootAndView()
        let pan = PanGestureRecognizer(name: "pan")
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        let harness = makeHarness(root)
        harness.tap(100, 100)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.080 gesture pan failed",
            "0.080 touchesBegan [1]: V*",
            "0.080 touchesEnded [1]: V*",
        ])
    }

    @Test func delaysTouchesBeganMeansARecognizedPanIsNeverSeenByTheView() {
        let (root, view) = makeRootAndView()
        let pan = PanGestureRecognizer(name: "pan")
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.touch(1, .moved, 105, 100, at: 0.02)
        harness.touch(1, .moved, 120, 100, at: 0.04)
        harness.touch(1, .ended, 120, 100, at: 0.06)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.020 touch 1 moved (105.0, 100.0)",
            "0.040 touch 1 moved (120.0, 100.0)",
            "0.040 gesture pan began translation (20.0, 0.0) velocity (500.0, 0.0)",
            "0.060 touch 1 ended (120.0, 100.0)",
            "0.060 gesture pan ended translation (20.0, 0.0) velocity (333.3, 0.0)",
        ])
    }

    @Test func translationAndVelocityFollowTheFinger() {
        let (root, view) = makeRootAndView()
        let pan = PanGestureRecognizer(name: "pan")
        var seen: [Point] = []
        pan.addAction { recognizer in
            seen.append((recognizer as! PanGestureRecognizer).translation(in: view))
        }
        view.addGestureRecognizer(pan)
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.touch(1, .moved, 100, 112, at: 0.1)
        harness.touch(1, .moved, 100, 132, at: 0.2)
        #expect(seen == [Point(x: 0, y: 12), Point(x: 0, y: 32)])
        #expect(pan.velocity(in: view) == Point(x: 0, y: 200))
        harness.touch(1, .ended, 100, 132, at: 0.3)
        #expect(pan.state == .possible)
    }
}

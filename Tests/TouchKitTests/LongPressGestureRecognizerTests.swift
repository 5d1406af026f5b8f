import Testing
@testable import TouchKit

@MainActor
struct LongPressGestureRecognizerTests {
    @Test func beginsAfterTheMinimumDurationAndEndsOnLift() {
        let (root, view) = makeRootAndView()
        view.addGestureRecognizer(LongPressGestureRecognizer(name: "press"))
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.touch(1, .moved, 104, 100, at: 0.3)
        harness.touch(1, .moved, 130, 100, at: 0.7)
        harness.touch(1, .ended, 130, 100, at: 0.9)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.300 touch 1 moved (104.0, 100.0)",
            "0.300 touchesMoved [1]: V*",
            "0.500 gesture press began location (54.0, 50.0)",
            "0.500 touchesCancelled [1]: V*",
            "0.700 touch 1 moved (130.0, 100.0)",
            "0.700 gesture press changed location (80.0, 50.0)",
            "0.900 touch 1 ended (130.0, 100.0)",
            "0.900 gesture press ended location (80.0, 50.0)",
        ])
    }

    @Test func movingBeyondTheAllowanceFails() {
        let (root, view) = makeRootAndView()
        view.addGestureRecognizer(LongPressGestureRecognizer(name: "press"))
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.touch(1, .moved, 111, 100, at: 0.2)
        harness.settle()
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.200 touch 1 moved (111.0, 100.0)",
            "0.200 gesture press failed",
            "0.200 touchesMoved [1]: V*",
        ])
    }

    @Test func liftingEarlyFails() {
        let (root, view) = makeRootAndView()
        view.addGestureRecognizer(LongPressGestureRecognizer(name: "press"))
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.touch(1, .ended, 100, 100, at: 0.49)
        harness.settle()
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.490 touch 1 ended (100.0, 100.0)",
            "0.490 gesture press failed",
            "0.490 touchesEnded [1]: V*",
        ])
    }
}

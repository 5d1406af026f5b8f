import Testing
@testable import TouchKit

/// The application's queue coalesces moves, as UIKit does: under a flood it stays bounded,
/// every begin, end and cancel is delivered, and a coalesced move arrives once, at the
/// latest place.
@MainActor
struct EventQueueTests {
    func enqueue(_ harness: Harness, _ detail: Int, _ phase: TouchInput.Phase, _ x: Double, _ y: Double,
                 at time: Double) {
        harness.application.enqueue(.touch(TouchInput(key: TouchKey(device: 2, detail: detail), phase: phase,
                                                      location: Point(x: x, y: y), timestamp: time)))
    }

    /// Queued moves of one finger merge into the latest, but never across a begin or an
    /// end: finger 2 comes down between finger 1's moves, which stay on either side of it.
    @Test func queuedMovesMergeButNeverCrossABeginOrAnEnd() {
        let (root, view) = makeRootAndView()
        view.isMultipleTouchEnabled = true
        let harness = makeHarness(root)
        enqueue(harness, 1, .began, 100, 100, at: 0)
        enqueue(harness, 1, .moved, 110, 100, at: 0.01)
        enqueue(harness, 1, .moved, 120, 100, at: 0.02)
        enqueue(harness, 2, .began, 200, 200, at: 0.03)
        enqueue(harness, 1, .moved, 130, 100, at: 0.04)
        enqueue(harness, 2, .moved, 205, 200, at: 0.04)
        enqueue(harness, 1, .moved, 140, 100, at: 0.05)
        enqueue(harness, 2, .moved, 210, 200, at: 0.05)
        enqueue(harness, 1, .ended, 140, 100, at: 0.06)
        #expect(harness.application.pendingEventCount == 6)
        harness.application.processEvents()
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.020 touch 1 moved (120.0, 100.0)",
            "0.020 touchesMoved [1]: V*",
            "0.030 touch 2 began (200.0, 200.0)",
            "0.030 touchesBegan [2]: V*",
            "0.050 touch 1 moved (140.0, 100.0)",
            "0.050 touch 2 moved (210.0, 200.0)",
            "0.050 touchesMoved [1, 2]: V*",
            "0.060 touch 1 ended (140.0, 100.0)",
            "0.060 touchesEnded [1]: V*",
        ])
    }

    /// 10 fingers × 10,000 moves enqueued before anything is processed: the queue never
    /// holds more than the begins, one move per finger and the ends.
    @Test func aFloodOfMovesStaysBoundedAndKeepsEveryBeginAndEnd() {
        let (root, view) = makeRootAndView()
        view.isMultipleTouchEnabled = true
        let harness = makeHarness(root)
        let fingers = 1...10
        let start = { (finger: Int) in Point(x: 55 + Double(finger) * 10, y: 60) }
        for finger in fingers { enqueue(harness, finger, .began, start(finger).x, start(finger).y, at: 0) }
        var longest = 0
        for step in 1...10_000 {
            for finger in fingers {
                enqueue(harness, finger, .moved, start(finger).x, 60 + Double(step) * 0.01, at: Double(step) * 0.001)
            }
            longest = max(longest, harness.application.pendingEventCount)
        }
        for finger in fingers { enqueue(harness, finger, .ended, start(finger).x, 160, at: 11) }
        #expect(longest == 20)
        #expect(harness.application.pendingEventCount == 30)
        harness.application.processEvents()
        let ids = fingers.map(String.init).joined(separator: ", ")
        let expected = fingers.map { "0.000 touch \($0) began (\(formatFixed(start($0).x, decimals: 1)), 60.0)" }
            + ["0.000 touchesBegan [\(ids)]: V*"]
            + fingers.map { "10.000 touch \($0) moved (\(formatFixed(start($0).x, decimals: 1)), 160.0)" }
            + ["10.000 touchesMoved [\(ids)]: V*"]
            + fingers.map { "11.000 touch \($0) ended (\(formatFixed(start($0).x, decimals: 1)), 160.0)" }
            + ["11.000 touchesEnded [\(ids)]: V*"]
        #expect(harness.linesWithoutHitTests == expected)
        #expect(harness.application.activeTouches.isEmpty)
    }
}

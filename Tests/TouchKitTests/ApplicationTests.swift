import Testing
@testable import TouchKit

@MainActor
struct ApplicationTests {
    @Test func queueDeliversInFIFOOrderAndBatchesSameTimestampFingers() {
        let (root, _) = makeRootAndView()
        let harness = makeHarness(root)
        let app = harness.application
        let key = { (detail: Int) in TouchKey(device: 2, detail: detail) }
        app.enqueue(.touch(TouchInput(key: key(1), phase: .began, location: Point(x: 60, y: 60), timestamp: 0)))
        app.enqueue(.touch(TouchInput(key: key(2), phase: .began, location: Point(x: 70, y: 70), timestamp: 0)))
        app.enqueue(.touch(TouchInput(key: key(1), phase: .moved, location: Point(x: 61, y: 60), timestamp: 0)))
        app.enqueue(.touch(TouchInput(key: key(1), phase: .ended, location: Point(x: 61, y: 60), timestamp: 0.1)))
        #expect(app.pendingEventCount == 4)
        app.processEvents()
        #expect(app.pendingEventCount == 0)
        #expect(harness.log.lines.filter { $0.contains(" touch ") } == [
            "0.000 touch 1 began (60.0, 60.0)",
            "0.000 touch 2 began (70.0, 70.0)",
            "0.000 touch 1 moved (61.0, 60.0)",
            "0.100 touch 1 ended (61.0, 60.0)",
        ])
        #expect(app.activeTouches.map(\.id) == [2])
    }

    @Test func oneTouchObjectForTheWholeSequence() {
        let (root, view) = makeRootAndView()
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        let touch = harness.application.activeTouches[0]
        harness.touch(1, .moved, 300, 120, at: 0.05)
        #expect(harness.application.activeTouches[0] === touch)
        #expect(touch.view === view && touch.phase == .moved && touch.window === harness.window)
        #expect(touch.location(in: view) == Point(x: 250, y: 70))
        #expect(touch.previousLocation(in: view) == Point(x: 50, y: 50))
        #expect(touch.location(in: nil) == Point(x: 300, y: 120))
        #expect(touch.timestamp == 0.05)
    }

    @Test func quickTapsNearbyCountUp() {
        let (root, _) = makeRootAndView()
        let harness = makeHarness(root)
        var counts: [Int] = []
        for (time, x) in [(0.0, 100.0), (0.2, 104.0), (0.4, 100.0), (1.5, 100.0), (1.7, 190.0)] {
            harness.touch(1, .began, x, 100, at: time)
            counts.append(harness.application.activeTouches[0].tapCount)
            harness.touch(1, .ended, x, 100, at: time + 0.05)
        }
        #expect(counts == [1, 2, 3, 1, 1])
    }

    @Test func windowsByLevelTheFrontmostGetsTheTouch() {
        let (root, _) = makeRootAndView()
        let harness = makeHarness(root)
        let overlay = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "Overlay")
        overlay.windowLevel = 1
        overlay.rootView = HandlingView("O", Rect(x: 0, y: 0, width: 100, height: 100))
        harness.application.addWindow(overlay)
        #expect(harness.application.windows.map(\.traceName) == ["Window", "Overlay"])
        harness.touch(1, .began, 60, 60, at: 0)
        harness.touch(2, .began, 160, 160, at: 0.1)
        #expect(harness.linesWithoutHitTests.filter { $0.contains("touchesBegan") } == [
            "0.000 touchesBegan [1]: O*",
            "0.100 touchesBegan [2]: V*",
        ])
    }

    @Test func updatesForUnknownTouchesAndDuplicateBeginsAreIgnored() {
        let (root, _) = makeRootAndView()
        let harness = makeHarness(root)
        harness.touch(5, .moved, 100, 100, at: 0)
        harness.touch(5, .ended, 100, 100, at: 0)
        harness.touch(1, .began, 100, 100, at: 0.1)
        harness.touch(1, .began, 120, 100, at: 0.2)
        #expect(harness.linesWithoutHitTests == [
            "0.100 touch 1 began (100.0, 100.0)",
            "0.100 touchesBegan [1]: V*",
        ])
    }
}

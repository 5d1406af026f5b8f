import Testing
@testable import TouchKit

@MainActor
struct SwipeGestureRecognizerTests {
    func swipe(_ direction: SwipeGestureRecognizer.Direction, dx: Double, dy: Double,
               duration: Double = 0.1) -> GestureRecognizer.State? {
        let (root, view) = makeRootAndView()
        let swipe = SwipeGestureRecognizer(name: "swipe")
        swipe.direction = direction
        var final: GestureRecognizer.State?
        swipe.addAction { final = $0.state }
        view.addGestureRecognizer(swipe)
        let harness = makeHarness(root)
        harness.touch(1, .began, 150, 150, at: 0)
        harness.move(1, from: Point(x: 150, y: 150), by: Point(x: dx, y: dy), steps: 6, startingAt: 0)
        if duration > 0.1 { harness.touch(1, .moved, 150 + dx, 150 + dy, at: duration) }
        harness.touch(1, .ended, 150 + dx, 150 + dy, at: max(duration, 0.1) + 0.02)
        return final
    }

    @Test func eachDirectionRecognizesOnlyItsOwnStroke() {
        #expect(swipe(.right, dx: 80, dy: 0) == .recognized)
        #expect(swipe(.left, dx: -80, dy: 5) == .recognized)
        #expect(swipe(.up, dx: 0, dy: -80) == .recognized)
        #expect(swipe(.down, dx: 3, dy: 80) == .recognized)
        #expect(swipe(.right, dx: -80, dy: 0) == nil)
        #expect(swipe(.up, dx: 80, dy: 0) == nil)
        #expect(swipe([.left, .right], dx: -80, dy: 0) == .recognized)
    }

    @Test func crookedOrShortStrokesFail() {
        #expect(swipe(.right, dx: 60, dy: 60) == nil)
        #expect(swipe(.right, dx: 30, dy: 0) == nil)
    }
}

import Testing
@testable import TouchKit

@MainActor
struct PinchAndRotationTests {
    func makeScene(simultaneous: Bool) -> (Harness, PinchGestureRecognizer, RotationGestureRecognizer) {
        let (root, view) = makeRootAndView()
        let pinch = PinchGestureRecognizer(name: "pinch")
        let rotation = RotationGestureRecognizer(name: "rotation")
        if simultaneous { pinch.simultaneousRecognizers = [rotation] }
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        return (makeHarness(root), pinch, rotation)
    }

    /// Two fingers 100 apart spread to 140 apart while turning by 45°.
    func spreadAndTurn(_ harness: Harness) {
        harness.touches([(1, .began, 100, 150), (2, .began, 200, 150)], at: 0)
        harness.touches([(1, .moved, 100, 150), (2, .moved, 198.99, 249)], at: 0.1)
        harness.touches([(1, .ended, 100, 150), (2, .ended, 198.99, 249)], at: 0.2)
    }

    @Test func simultaneousPinchAndRotationBothRun() {
        let (harness, pinch, rotation) = makeScene(simultaneous: true)
        var scales: [Double] = []
        var angles: [Double] = []
        pinch.addAction { scales.append(($0 as! PinchGestureRecognizer).scale) }
        rotation.addAction { angles.append(($0 as! RotationGestureRecognizer).rotation) }
        spreadAndTurn(harness)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (100.0, 150.0)",
            "0.000 touch 2 began (200.0, 150.0)",
            "0.000 touchesBegan [1]: V*",
            "0.100 touch 1 moved (100.0, 150.0)",
            "0.100 touch 2 moved (199.0, 249.0)",
            "0.100 gesture pinch began scale 1.40 velocity 4.00",
            "0.100 action pinch",
            "0.100 touchesCancelled [1]: V*",
            "0.100 gesture rotation began rotation 0.79 velocity 7.85",
            "0.100 action rotation",
            "0.200 touch 1 ended (100.0, 150.0)",
            "0.200 touch 2 ended (199.0, 249.0)",
            "0.200 gesture pinch ended scale 1.40 velocity 0.00",
            "0.200 action pinch",
            "0.200 gesture rotation ended rotation 0.79 velocity 0.00",
            "0.200 action rotation",
        ])
        #expect(abs(scales[0] - 1.4) < 0.001)
        #expect(abs(angles[0] - Double.pi / 4) < 0.001)
    }

    @Test func withoutPermissionTheFirstToBeginFailsTheOther() {
        let (harness, _, _) = makeScene(simultaneous: false)
        spreadAndTurn(harness)
        #expect(harness.linesWithoutHitTests.filter { $0.contains("gesture") } == [
            "0.100 gesture pinch began scale 1.40 velocity 4.00",
            "0.100 gesture rotation failed",
            "0.200 gesture pinch ended scale 1.40 velocity 0.00",
        ])
    }

    @Test func theDelegateCanAllowSimultaneousRecognition() {
        let (harness, pinch, _) = makeScene(simultaneous: false)
        let delegate = AllowingDelegate()
        pinch.delegate = delegate
        spreadAndTurn(harness)
        #expect(harness.linesWithoutHitTests.filter { $0.contains("gesture") } == [
            "0.100 gesture pinch began scale 1.40 velocity 4.00",
            "0.100 gesture rotation began rotation 0.79 velocity 7.85",
            "0.200 gesture pinch ended scale 1.40 velocity 0.00",
            "0.200 gesture rotation ended rotation 0.79 velocity 0.00",
        ])
    }
}

@MainActor
final class AllowingDelegate: GestureRecognizerDelegate {
    var allowsBegin = true
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { allowsBegin }
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}

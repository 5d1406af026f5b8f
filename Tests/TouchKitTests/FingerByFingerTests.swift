#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TouchKit

/// A touchscreen sends each finger's update as an event of its own, a few milliseconds after
/// the other's: the values a pan, pinch or rotation reports must follow the fingers' centre
/// and spread as if both had moved together, and must not jump when a finger joins or
/// leaves.
@MainActor
struct FingerByFingerTests {
    /// Two fingers, finger 2 always 5 ms after finger 1: down at `start`, then `frames`
    /// moves 16 ms apart with `place` giving each finger's point at a fraction of the way,
    /// then up (finger 1 first).
    func fingerByFinger(_ harness: Harness, frames: Int, frameTime: Double = 0.016,
                        place: (Int, Double) -> Point) -> Double {
        var time = 0.0
        for finger in 1...2 {
            let p = place(finger, 0)
            harness.touch(finger, .began, p.x, p.y, at: time + 0.005 * Double(finger - 1))
        }
        for frame in 1...frames {
            time = Double(frame) * frameTime
            for finger in 1...2 {
                let p = place(finger, Double(frame) / Double(frames))
                harness.touch(finger, .moved, p.x, p.y, at: time + 0.005 * Double(finger - 1))
            }
        }
        time += frameTime
        for finger in 1...2 {
            let p = place(finger, 1)
            harness.touch(finger, .ended, p.x, p.y, at: time + 0.005 * Double(finger - 1))
        }
        return time
    }

    /// The values of every `gesture NAME STATE` line whose state is not `failed`, as
    /// (state, values text).
    func gestureLines(_ harness: Harness, _ name: String) -> [(state: String, values: String)] {
        harness.log.lines.compactMap { line in
            let words = line.split(separator: " ", maxSplits: 4).map(String.init)
            guard words.count >= 4, words[1] == "gesture", words[2] == name else { return nil }
            return (words[3], words.count > 4 ? words[4] : "")
        }
    }

    @Test func aTwoFingerPanReportsTheCentresTravelAlone() {
        let (root, view) = makeRootAndView()
        let pan = PanGestureRecognizer(name: "pan")
        view.addGestureRecognizer(pan)
        let harness = makeHarness(root)
        var translations: [Point] = []
        pan.addAction { translations.append(($0 as! PanGestureRecognizer).translation(in: nil)) }
        // Fingers 80 apart; their centre moves 40 pt right over ten frames.
        _ = fingerByFinger(harness, frames: 10) { finger, fraction in
            Point(x: (finger == 1 ? 80 : 160) + 40 * fraction, y: 150)
        }
        let states = gestureLines(harness, "pan").map(\.state)
        #expect(states.first == "began")
        #expect(states.last == "ended")
        #expect(translations.first.map { $0.x >= 10 && $0.x <= 14 && $0.y == 0 } == true,
                "began at \(translations.first.map(String.init(describing:)) ?? "nothing"), not at the second finger's arrival")
        #expect(translations.last == Point(x: 40, y: 0))
        #expect(zip(translations, translations.dropFirst()).allSatisfy { $0.x <= $1.x },
                "the translation only grows: \(translations)")
    }

    @Test func aFingerJoiningOrLeavingAPanMovesNothing() {
        let (root, view) = makeRootAndView()
        let pan = PanGestureRecognizer(name: "pan")
        view.addGestureRecognizer(pan)
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 100, at: 0)
        harness.touch(1, .moved, 130, 100, at: 0.05)
        harness.touch(2, .began, 200, 200, at: 0.1)
        #expect(pan.translation(in: nil) == Point(x: 30, y: 0))
        harness.touch(2, .moved, 210, 200, at: 0.15)
        #expect(pan.translation(in: nil) == Point(x: 35, y: 0), "the centre of two fingers moves half as far")
        harness.touch(1, .ended, 130, 100, at: 0.2)
        #expect(pan.translation(in: nil) == Point(x: 35, y: 0))
        harness.touch(2, .moved, 220, 200, at: 0.25)
        #expect(pan.translation(in: nil) == Point(x: 45, y: 0))
        #expect(pan.state == .changed)
    }

    @Test func aSlowPinchEndsWithASmallVelocityThatNeverSwingsSign() {
        let (root, view) = makeRootAndView()
        let pinch = PinchGestureRecognizer(name: "pinch")
        view.addGestureRecognizer(pinch)
        let harness = makeHarness(root)
        var velocities: [Double] = []
        var scales: [Double] = []
        pinch.addAction {
            velocities.append(($0 as! PinchGestureRecognizer).velocity)
            scales.append(($0 as! PinchGestureRecognizer).scale)
        }
        // 100 pt apart, spreading to 140 over a second: scale 1.4, 0.4 per second.
        _ = fingerByFinger(harness, frames: 60, frameTime: 1.0 / 60) { finger, fraction in
            Point(x: finger == 1 ? 100 - 20 * fraction : 200 + 20 * fraction, y: 150)
        }
        #expect(gestureLines(harness, "pinch").last?.state == "ended")
        #expect(abs(scales.last! - 1.4) < 0.001)
        #expect(velocities.allSatisfy { $0 >= 0 }, "the velocity swung below zero: \(velocities)")
        #expect(velocities.allSatisfy { $0 < 0.8 }, "a spike: \(velocities.max()!) for a pinch of 0.4 a second")
        #expect(abs(velocities.last! - 0.4) < 0.1, "ended at \(velocities.last!)")
    }

    @Test func aRotationTurningSlowlyReportsASteadyVelocity() {
        let (root, view) = makeRootAndView()
        let rotation = RotationGestureRecognizer(name: "rotation")
        view.addGestureRecognizer(rotation)
        let harness = makeHarness(root)
        var velocities: [Double] = []
        var angles: [Double] = []
        rotation.addAction {
            velocities.append(($0 as! RotationGestureRecognizer).velocity)
            angles.append(($0 as! RotationGestureRecognizer).rotation)
        }
        // Two fingers 50 pt from (150, 150), turning a quarter turn clockwise in a second.
        _ = fingerByFinger(harness, frames: 60, frameTime: 1.0 / 60) { finger, fraction in
            let angle = (finger == 1 ? Double.pi : 0) + Double.pi / 2 * fraction
            return Point(x: 150 + 50 * cos(angle), y: 150 + 50 * sin(angle))
        }
        #expect(abs(angles.last! - Double.pi / 2) < 0.001)
        #expect(velocities.allSatisfy { $0 > 0 && $0 < 2.5 }, "π/2 a second swung: \(velocities)")
    }

    @Test func aNewPairOfFingersGoesOnFromTheScaleAndAngleReached() {
        let (root, view) = makeRootAndView()
        let pinch = PinchGestureRecognizer(name: "pinch")
        let rotation = RotationGestureRecognizer(name: "rotation")
        pinch.simultaneousRecognizers = [rotation]
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        let harness = makeHarness(root)
        harness.touch(1, .began, 100, 150, at: 0)
        harness.touch(2, .began, 200, 150, at: 0.005)
        harness.touch(2, .moved, 230, 150, at: 0.05)
        #expect(abs(pinch.scale - 1.3) < 1e-9)
        harness.touch(2, .moved, 230, 190, at: 0.1)
        let (scale, angle) = (pinch.scale, rotation.rotation)
        // A third finger elsewhere on the view, then the first lifts: the pair is now
        // fingers 2 and 3.
        harness.touch(3, .began, 150, 230, at: 0.15)
        harness.touch(1, .ended, 100, 150, at: 0.2)
        #expect(pinch.state == .changed || pinch.state == .began)
        #expect(abs(pinch.scale - scale) < 1e-9)
        #expect(abs(rotation.rotation - angle) < 1e-9)
        // Fingers 2 and 3 spread by half their distance again.
        harness.touch(3, .moved, 110, 250, at: 0.25)
        #expect(abs(pinch.scale - scale * 1.5) < 1e-9)
    }
}

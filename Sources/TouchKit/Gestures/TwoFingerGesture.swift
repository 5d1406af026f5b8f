#if canImport(Glibc)
import Glibc
#endif

/// The geometry of the first two followed touches: their distance and angle.
@MainActor
struct TwoFingerSpan {
    let distance: Double
    let angle: Double

    init?(_ recognizer: GestureRecognizer) {
        let live = recognizer.trackedTouches.filter { !$0.phase.isFinal }
        guard live.count >= 2 else { return nil }
        let a = live[0].location(in: nil), b = live[1].location(in: nil)
        distance = a.distance(to: b)
        angle = atan2(b.y - a.y, b.x - a.x)
    }
}

extension GestureRecognizer {
    /// A two-finger gesture whose fingers all lifted before it began: it never had two
    /// fingers down together, or they did not move enough.
    func failUndecided() {
        fail(trackedTouches.count < 2 ? .touchCount : .movement)
    }
}

/// A rate of change in units per second, from the latest two samples.
struct RateTracker {
    private var last: (time: Double, value: Double)?
    private(set) var velocity = 0.0

    mutating func record(_ value: Double, at time: Double) {
        if let last, time > last.time {
            velocity = (value - last.value) / (time - last.time)
        }
        last = (time, value)
    }

    mutating func reset() {
        last = nil
        velocity = 0
    }
}

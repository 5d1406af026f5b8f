#if canImport(Glibc)
import Glibc
#endif

/// The pair of fingers a pinch or rotation measures, and how their distance and angle
/// changed since it last looked.
///
/// The pair is the first two live followed touches. When it changes (a finger lifts, another
/// comes down) the new pair becomes the reference without a change of its own, so `scale`
/// and `rotation` go on from where they were instead of jumping, as UIKit's do.
@MainActor
struct TwoFingerPair {
    private var first: Touch?
    private var second: Touch?
    private var distance = 0.0
    private var angle = 0.0

    /// Whether a pair is measured now.
    var isFormed: Bool { first != nil }

    /// The pair's distance now over its distance at the last look (1 when it cannot tell)
    /// and the angle it turned since, in radians; then rebases on the recognizer's current
    /// pair. A lifted finger counts where it lifted.
    mutating func follow(_ recognizer: GestureRecognizer) -> (ratio: Double, turn: Double) {
        var ratio = 1.0, turn = 0.0
        if let first, let second {
            let (d, a) = Self.measure(first, second)
            if distance > 0, d > 0 { ratio = d / distance }
            turn = Self.normalized(a - angle)
            (distance, angle) = (d, a)
        }
        let live = Self.firstTwoLive(recognizer.trackedTouches)
        if live?.0 !== first || live?.1 !== second {
            first = live?.0
            second = live?.1
            if let live { (distance, angle) = Self.measure(live.0, live.1) }
        }
        return (ratio, turn)
    }

    /// The current pair's distance, in points (0 with no pair).
    var currentDistance: Double { isFormed ? distance : 0 }

    /// Forgets the pair.
    mutating func reset() {
        first = nil
        second = nil
        distance = 0
        angle = 0
    }

    private static func firstTwoLive(_ touches: [Touch]) -> (Touch, Touch)? {
        var found: Touch?
        for touch in touches where !touch.phase.isFinal {
            if let found { return (found, touch) }
            found = touch
        }
        return nil
    }

    private static func measure(_ a: Touch, _ b: Touch) -> (distance: Double, angle: Double) {
        let p = a.location(in: nil), q = b.location(in: nil)
        return (p.distance(to: q), atan2(q.y - p.y, q.x - p.x))
    }

    /// The same angle within -π…π.
    static func normalized(_ angle: Double) -> Double {
        var value = angle
        while value > .pi { value -= 2 * .pi }
        while value < -.pi { value += 2 * .pi }
        return value
    }
}

extension GestureRecognizer {
    /// A two-finger gesture whose fingers all lifted before it began: it never had two
    /// fingers down together, or they did not move enough.
    func failUndecided() {
        fail(trackedTouches.count < 2 ? .touchCount : .movement)
    }
}

import TouchKit

/// One finger's gesture asked for on the command line (`--tap`, `--drag`, `--hold`), in
/// window coordinates.
package enum ScriptedGesture: Equatable, Sendable {
    /// A quick touch: began, ended `TapScript.duration` later, no movement.
    case tap(Point)
    /// From `from` to `to` in a straight line over `seconds`, sampled at `InputScript.rate`.
    case drag(from: Point, to: Point, seconds: Double)
    /// Down at a point and still for `seconds`.
    case hold(Point, seconds: Double)

    /// How long the finger is down, in seconds.
    package var duration: Double {
        switch self {
        case .tap: TapScript.duration
        case .drag(_, _, let seconds), .hold(_, let seconds): seconds
        }
    }
}

/// The input of the command line's gestures: one finger at a time, in the order given.
///
/// Taps start `TapScript.interval` apart, so that they do not count as one multi-tap; a
/// longer gesture (a drag, a hold) is followed by the next one the same interval after
/// its finger lifts, so gestures never overlap.
package enum InputScript {
    /// Touch updates per second along a drag: a display's frame rate.
    package static let rate = 60.0
    /// The default length of a drag, in seconds.
    package static let dragSeconds = 0.5
    /// The default length of a hold: longer than a long press's minimum duration.
    package static let holdSeconds = 0.8

    /// XInput2 touch events for `gestures`, the first beginning at time 0 (milliseconds,
    /// whole, as an X server stamps them).
    package static func inputs(for gestures: [ScriptedGesture]) -> [XI2Input] {
        var inputs: [XI2Input] = []
        var start = 0.0
        for gesture in gestures {
            inputs += events(for: gesture, at: start)
            let occupied = if case .tap = gesture { TapScript.interval } else { gesture.duration + TapScript.interval }
            start += occupied
        }
        return inputs
    }

    /// One gesture's events, beginning at `start` seconds.
    private static func events(for gesture: ScriptedGesture, at start: Double) -> [XI2Input] {
        func touch(_ kind: XI2Input.Kind, _ seconds: Double, _ point: Point) -> XI2Input {
            XI2Input(time: ((start + seconds) * 1000).rounded(), kind: kind, detail: 1, x: point.x, y: point.y)
        }
        switch gesture {
        case .tap(let point):
            return [touch(.touchBegin, 0, point), touch(.touchEnd, TapScript.duration, point)]
        case .hold(let point, let seconds):
            return [touch(.touchBegin, 0, point), touch(.touchEnd, seconds, point)]
        case .drag(let from, let to, let seconds):
            // The finger lifts where the last sample would be, at `seconds`.
            let count = max(1, Int((seconds * rate).rounded()))
            var events = [touch(.touchBegin, 0, from)]
            for index in 1...count {
                let fraction = Double(index) / Double(count)
                let point = Point(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
                events.append(touch(index == count ? .touchEnd : .touchUpdate, seconds * fraction, point))
            }
            return events
        }
    }
}

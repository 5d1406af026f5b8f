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

/// A gesture of the command line with the moment it starts, when one was given
/// (`--tap X,Y@T`).
package struct ScheduledGesture: Equatable, Sendable {
    package var gesture: ScriptedGesture
    /// Seconds after the first input began; nil: after the gesture before it, as
    /// `InputScript` spaces gestures.
    package var start: Double?

    package init(_ gesture: ScriptedGesture, start: Double? = nil) {
        self.gesture = gesture
        self.start = start
    }

    package static func tap(_ point: Point, at start: Double? = nil) -> Self { Self(.tap(point), start: start) }

    package static func drag(from: Point, to: Point, seconds: Double, at start: Double? = nil) -> Self {
        Self(.drag(from: from, to: to, seconds: seconds), start: start)
    }

    package static func hold(_ point: Point, seconds: Double, at start: Double? = nil) -> Self {
        Self(.hold(point, seconds: seconds), start: start)
    }
}

/// The input of the command line's gestures, in the order given.
///
/// Without a start of their own, taps start `TapScript.interval` apart, so that they do
/// not count as one multi-tap, and a longer gesture (a drag, a hold) is followed by the
/// next one the same interval after its finger lifts. A gesture given a start begins
/// then, and may overlap another: each finger down at once gets a touch id of its own.
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
        inputs(for: gestures.map { ScheduledGesture($0) })
    }

    /// The same for gestures that may carry their own start.
    package static func inputs(for gestures: [ScheduledGesture]) -> [XI2Input] {
        var inputs: [XI2Input] = []
        var next = 0.0
        /// When each touch id's finger lifts, to give an overlapping gesture another id.
        var liftOff: [Int: Double] = [:]
        for item in gestures {
            let start = item.start ?? next
            let detail = (1...).first { (liftOff[$0] ?? -1) < start }!
            liftOff[detail] = start + item.gesture.duration
            inputs += events(for: item.gesture, at: start, detail: detail)
            let occupied = if case .tap = item.gesture { TapScript.interval } else { item.gesture.duration + TapScript.interval }
            next = start + occupied
        }
        // Stable: events of one time keep the order they were made in.
        return inputs.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// One gesture's events, beginning at `start` seconds, its finger `detail`.
    private static func events(for gesture: ScriptedGesture, at start: Double, detail: Int) -> [XI2Input] {
        func touch(_ kind: XI2Input.Kind, _ seconds: Double, _ point: Point) -> XI2Input {
            XI2Input(time: ((start + seconds) * 1000).rounded(), kind: kind, detail: detail, x: point.x, y: point.y)
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

/// The recent values of a continuous gesture with their times, and the velocity they show.
///
/// A touchscreen reports each finger's move as an event of its own, a few milliseconds after
/// the other's, so the rate between the latest two values swings with that rhythm (and with
/// which finger moved last). The velocity is taken instead over the latest
/// `MotionHistory.window` seconds: from the newest value back to the latest one at least that
/// old (or the oldest kept), so an update a millisecond after another cannot make it spike,
/// and fingers held still before they lift report a velocity near zero.
struct MotionHistory {
    /// How far back the velocity looks, in seconds.
    static let window = 0.1

    private var samples: [(time: Double, value: Point)] = []

    /// Notes `value` at `time` (times never go backwards); forgets what the velocity no
    /// longer needs.
    mutating func record(_ value: Point, at time: Double) {
        if let last = samples.last, last.time == time {
            samples[samples.count - 1].value = value
        } else {
            samples.append((time, value))
        }
        // Keep one sample at least `window` old as the velocity's anchor; drop older ones.
        while samples.count > 2, samples[1].time <= time - Self.window { samples.removeFirst() }
    }

    /// Units per second from the anchor to the newest value; zero with less than two values.
    var velocity: Point {
        guard let last = samples.last, let first = samples.first, last.time > first.time else { return .zero }
        let dt = last.time - first.time
        return Point(x: (last.value.x - first.value.x) / dt, y: (last.value.y - first.value.y) / dt)
    }

    /// Forgets every value, keeping the storage for the next gesture.
    mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }
}

/// Where the lab is in the current lesson: a position in lesson seconds that advances with
/// the clock times the speed, unless paused; stepping jumps between step boundaries.
package struct Playback: Equatable, Sendable {
    /// Playback speeds, slowest first; `instant` shows every lesson finished at once.
    package static let speeds: [Double] = [0.25, 0.5, 1, 2, .infinity]

    package private(set) var position = 0.0
    /// The step stepping moved to (←, →, |◀, ▶|), shown however many steps share its
    /// start time; nil while playing.
    package private(set) var pinnedStep: Int?
    package private(set) var speedIndex = 2
    package var isPaused = false
    /// Whether playback runs from the opening of the lesson that input is making, untouched
    /// by any command since: the frame then draws the views as the input leaves them, so a
    /// list follows the finger. A replay, a step or a jump shows the views as they were.
    package internal(set) var followsInput = false

    package init() {}

    package var speed: Double { Self.speeds[speedIndex] }
    package var isInstant: Bool { speed.isInfinite }

    /// The speed as shown to people: `0.25×`, `1×`, `instant`.
    package var speedLabel: String {
        if isInstant { return "instant" }
        let text = speed == speed.rounded() ? String(Int(speed)) : String(speed)
        return text + "×"
    }

    /// Moves on by `seconds` of clock time, stopping at `end`.
    package mutating func advance(by seconds: Double, end: Double) {
        guard !isPaused else { return }
        pinnedStep = nil
        position = isInstant ? end : min(end, position + seconds * speed)
    }

    package mutating func restart() { jump(to: 0) }
    package mutating func jump(to time: Double) {
        position = max(0, time)
        pinnedStep = nil
        followsInput = false
    }

    /// Pauses on `step`, which starts at `time`.
    package mutating func pin(step: Int, at time: Double) {
        isPaused = true
        position = max(0, time)
        pinnedStep = step
        followsInput = false
    }
    package mutating func faster() { speedIndex = min(Self.speeds.count - 1, speedIndex + 1) }
    package mutating func slower() { speedIndex = max(0, speedIndex - 1) }
    package mutating func setSpeed(index: Int) { speedIndex = max(0, min(Self.speeds.count - 1, index)) }

    /// Whether playback has reached `end`.
    package func isFinished(end: Double) -> Bool { position >= end }
}

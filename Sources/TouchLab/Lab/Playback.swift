/// Where the lab is in the current lesson: a position in lesson seconds that advances with
/// the clock times the speed, unless paused; stepping jumps between step boundaries.
public struct Playback: Sendable {
    /// Playback speeds, slowest first; `instant` shows every lesson finished at once.
    public static let speeds: [Double] = [0.25, 0.5, 1, 2, .infinity]

    public private(set) var position = 0.0
    public private(set) var speedIndex = 2
    public var isPaused = false

    public init() {}

    public var speed: Double { Self.speeds[speedIndex] }
    public var isInstant: Bool { speed.isInfinite }

    /// The speed as shown to people: `0.25×`, `1×`, `instant`.
    public var speedLabel: String {
        if isInstant { return "instant" }
        let text = speed == speed.rounded() ? String(Int(speed)) : String(speed)
        return text + "×"
    }

    /// Moves on by `seconds` of clock time, stopping at `end`.
    public mutating func advance(by seconds: Double, end: Double) {
        guard !isPaused else { return }
        position = isInstant ? end : min(end, position + seconds * speed)
    }

    public mutating func restart() { position = 0 }
    public mutating func jump(to time: Double) { position = max(0, time) }
    public mutating func faster() { speedIndex = min(Self.speeds.count - 1, speedIndex + 1) }
    public mutating func slower() { speedIndex = max(0, speedIndex - 1) }
    public mutating func setSpeed(index: Int) { speedIndex = max(0, min(Self.speeds.count - 1, index)) }

    /// Whether playback has reached `end`.
    public func isFinished(end: Double) -> Bool { position >= end }
}

/// Where the model reads the time, in seconds since an arbitrary origin.
///
/// Everything time-dependent (touch timestamps, tap counts, recognizer timers) reads an
/// injected clock, so tests and headless runs are exact and repeatable.
@MainActor
public protocol Clock: AnyObject {
    /// The current time in seconds.
    var now: Double { get }
}

/// A clock that only moves when told to: the clock of tests and `--headless`.
@MainActor
public final class VirtualClock: Clock {
    @exclusivity(unchecked) public private(set) var now: Double

    /// A clock that reads `now` until it is advanced.
    public init(now: Double = 0) {
        self.now = now
    }

    /// Moves the clock to `time`; a time in the past is ignored (the clock never runs back).
    public func advance(to time: Double) {
        if time > now { now = time }
    }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: Double) {
        advance(to: now + seconds)
    }
}

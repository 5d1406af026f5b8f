import Glibc
import TouchKit

/// The live clock: seconds since the clock was made, from `CLOCK_MONOTONIC`, which never
/// jumps when the wall-clock time is set.
@MainActor
public final class SystemClock: Clock {
    private let origin: Double

    public init() {
        origin = Self.monotonicSeconds()
    }

    public var now: Double {
        Self.monotonicSeconds() - origin
    }

    private static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

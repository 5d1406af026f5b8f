/// Puts XInput2 server timestamps on the app's clock.
///
/// The server stamps events in milliseconds on its own clock, 32 bits wide (it wraps every
/// 49.7 days), and possibly on another machine. The mapper keeps the server's spacing
/// between events exactly — what tap counts and velocities need — and anchors it to the
/// app's clock: the first event is taken to have happened when it was read. An event can
/// never have happened after it was read, so whenever a mapped time lands in the future
/// the anchor moves back to make it "now". The anchor thus settles on the least delay
/// seen, and mapped times never run backwards.
struct XI2TimeMapper {
    /// The server time of the last event, unwrapped to 64 bits.
    private var lastServerTime: UInt32?
    private var unwrapped: Int64 = 0
    /// App milliseconds minus unwrapped server milliseconds.
    private var offset: Double = 0
    /// The last time returned: pulling the offset back is floating-point arithmetic, and
    /// the same server time must not map a hair earlier afterwards (a replay file written
    /// from these times must never run backwards).
    private var lastMapped = -Double.infinity

    /// The app-clock time, in milliseconds, of an event stamped `serverTime` and read at
    /// `now` (app-clock seconds).
    mutating func milliseconds(serverTime: UInt32, readAt now: Double) -> Double {
        let nowMilliseconds = now * 1000
        if let last = lastServerTime {
            unwrapped += Int64(Int32(bitPattern: serverTime &- last))
        } else {
            unwrapped = Int64(serverTime)
            offset = nowMilliseconds - Double(unwrapped)
        }
        lastServerTime = serverTime
        var mapped = Double(unwrapped) + offset
        if mapped > nowMilliseconds {
            offset -= mapped - nowMilliseconds
            mapped = nowMilliseconds
        }
        mapped = max(mapped, lastMapped)
        lastMapped = mapped
        return mapped
    }
}

/// A physical key going down or up: the event behind `pressesBegan`/`pressesEnded`.
@MainActor
public final class Press {
    /// Where a press is in its life, as in UIKit (keys only ever begin and end here).
    public enum Phase: Sendable {
        /// The key went down.
        case began
        /// The press changed (its force, on devices that report it).
        case changed
        /// The key is held and did not change.
        case stationary
        /// The key went up.
        case ended
        /// The press was cancelled and no `ended` follows.
        case cancelled
    }

    /// The platform key code (an X11 keycode on this platform).
    public let keyCode: Int
    /// The key's name when known (`"Return"`, `"a"`), else `"key<code>"`.
    public let keyName: String
    /// `began` when the key goes down, `ended` when it goes up.
    public internal(set) var phase: Phase
    /// Seconds on the application's clock of the latest change.
    public internal(set) var timestamp: Double

    init(keyCode: Int, keyName: String, phase: Phase, timestamp: Double) {
        self.keyCode = keyCode
        self.keyName = keyName
        self.phase = phase
        self.timestamp = timestamp
    }
}

extension Press: Hashable {
    nonisolated public static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

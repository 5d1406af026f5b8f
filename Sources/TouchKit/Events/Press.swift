/// A physical key going down or up: the event behind `pressesBegan`/`pressesEnded`.
@MainActor
public final class Press {
    public enum Phase: Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The platform key code (an X11 keycode on this platform).
    public let keyCode: Int
    /// The key's name when known (`"Return"`, `"a"`), else `"key<code>"`.
    public let keyName: String
    public internal(set) var phase: Phase
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

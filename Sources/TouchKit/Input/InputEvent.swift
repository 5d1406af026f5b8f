/// Platform-neutral input, as the translator produces it and the application's queue
/// holds it. Touch locations are in window coordinates.
public enum InputEvent: Sendable, Equatable {
    case touch(TouchInput)
    case key(KeyInput)
    case motion(Event.Subtype, began: Bool, timestamp: Double)
    case remoteControl(Event.Subtype, timestamp: Double)

    public var timestamp: Double {
        switch self {
        case .touch(let touch): touch.timestamp
        case .key(let key): key.timestamp
        case .motion(_, _, let timestamp), .remoteControl(_, let timestamp): timestamp
        }
    }
}

/// Identifies one finger for as long as it is down: the source device and the platform's
/// touch id (XInput2's `detail`), which the server may reuse after the touch ends.
public struct TouchKey: Hashable, Sendable {
    public var device: Int
    public var detail: Int

    public init(device: Int, detail: Int) {
        self.device = device
        self.detail = detail
    }
}

/// One change to one finger.
public struct TouchInput: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        case began, moved, ended, cancelled
    }

    public var key: TouchKey
    public var phase: Phase
    public var location: Point
    public var timestamp: Double
    public var force: Double
    public var majorRadius: Double

    public init(key: TouchKey, phase: Phase, location: Point, timestamp: Double,
                force: Double = 0, majorRadius: Double = 0) {
        self.key = key
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.force = force
        self.majorRadius = majorRadius
    }
}

/// A key going down or up.
public struct KeyInput: Sendable, Equatable {
    public var keyCode: Int
    public var keyName: String
    public var isDown: Bool
    public var timestamp: Double

    public init(keyCode: Int, keyName: String, isDown: Bool, timestamp: Double) {
        self.keyCode = keyCode
        self.keyName = keyName
        self.isDown = isDown
        self.timestamp = timestamp
    }
}

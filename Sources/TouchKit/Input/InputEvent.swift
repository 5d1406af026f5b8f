/// Platform-neutral input, as the translator produces it and the application's queue
/// holds it. Touch locations are in window coordinates.
public enum InputEvent: Sendable, Equatable {
    /// A finger went down, moved, lifted or was cancelled.
    case touch(TouchInput)
    /// A key went down or up.
    case key(KeyInput)
    /// A motion (a shake) began, or ended when `began` is false.
    case motion(Event.Subtype, began: Bool, timestamp: Double)
    /// A remote-control command such as play or pause.
    case remoteControl(Event.Subtype, timestamp: Double)

    /// When the input happened, in seconds on the application's clock.
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
    /// The XInput2 source device the finger is on.
    public var device: Int
    /// The platform's touch id on that device; the mouse and its mirrored finger use negative
    /// ids of their own.
    public var detail: Int

    /// A key for the finger `detail` on device `device`.
    public init(device: Int, detail: Int) {
        self.device = device
        self.detail = detail
    }
}

/// One change to one finger.
public struct TouchInput: Sendable, Equatable {
    /// What happened to the finger.
    public enum Phase: Sendable, Equatable {
        /// It came down.
        case began
        /// It moved.
        case moved
        /// It lifted.
        case ended
        /// The platform withdrew it (the device went away, or the input stopped).
        case cancelled
    }

    /// Which finger, stable from began to ended.
    public var key: TouchKey
    /// What happened to the finger.
    public var phase: Phase
    /// Where the finger is, in window coordinates.
    public var location: Point
    /// When, in seconds on the application's clock.
    public var timestamp: Double
    /// The pressure when the device reports it, else 0.
    public var force: Double
    /// The contact radius in points when the device reports it, else 0.
    public var majorRadius: Double

    /// One change to finger `key` at `location` (window coordinates) at `timestamp` seconds.
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
    /// The platform key code (an X11 keycode).
    public var keyCode: Int
    /// The key's name when known (`"Return"`, `"a"`), else `"key<code>"`.
    public var keyName: String
    /// True when the key went down, false when it went up.
    public var isDown: Bool
    /// When, in seconds on the application's clock.
    public var timestamp: Double

    /// A key change, `isDown` for down, at `timestamp` seconds.
    public init(keyCode: Int, keyName: String, isDown: Bool, timestamp: Double) {
        self.keyCode = keyCode
        self.keyName = keyName
        self.isDown = isDown
        self.timestamp = timestamp
    }
}

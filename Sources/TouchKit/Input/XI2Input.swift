/// One input event at the XInput2 level, as the X server reports it and as a replay file
/// stores it. Pure data: the X11 layer fills it from an `XIDeviceEvent`, the replay reader
/// from a JSON line; both hand it to the same `XI2InputTranslator`.
public struct XI2Input: Sendable, Equatable {
    /// The XInput2 event type, by its XInput2 name (`XI_TouchBegin` is `touchBegin`).
    public enum Kind: String, Sendable, CaseIterable {
        /// A finger came down (`XI_TouchBegin`).
        case touchBegin
        /// A finger moved (`XI_TouchUpdate`).
        case touchUpdate
        /// A finger lifted (`XI_TouchEnd`).
        case touchEnd
        /// A mouse button went down (`XI_ButtonPress`).
        case buttonPress
        /// A mouse button went up (`XI_ButtonRelease`).
        case buttonRelease
        /// The pointer moved (`XI_Motion`).
        case motion
        /// A key went down (`XI_KeyPress`).
        case keyPress
        /// A key went up (`XI_KeyRelease`).
        case keyRelease
        /// A slave device was disabled or removed (`XI_HierarchyChanged`); `device` names it.
        case deviceRemoved
    }

    /// XInput2's event flags that matter here.
    public struct Flags: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// `XIPointerEmulated`: a pointer event the server made up from a touch.
        public static let pointerEmulated = Flags(rawValue: 0x10000)
        /// `XITouchEmulatingPointer`: the touch that also drives the pointer.
        public static let touchEmulatingPointer = Flags(rawValue: 0x20000)

        /// The replay file's names for the flags, in a fixed order.
        public static let names: [(String, Flags)] = [
            ("pointerEmulated", .pointerEmulated),
            ("touchEmulatingPointer", .touchEmulatingPointer),
        ]
    }

    /// Milliseconds (the server's timestamp, or the replay's `time`).
    public var time: Double
    /// The event type.
    public var kind: Kind
    /// The touch id, the button number or the keycode.
    public var detail: Int
    /// Window coordinates.
    public var x: Double
    /// Window coordinates, like `x`.
    public var y: Double
    /// The XInput2 flags the translator reads (emulated pointer events are dropped).
    public var flags: Flags
    /// The master device id (`deviceid`).
    public var device: Int
    /// The slave device that produced the event (`sourceid`).
    public var source: Int

    /// An event as the server or a replay file gives it; the device ids default to the
    /// virtual core pointer's (2).
    public init(time: Double, kind: Kind, detail: Int, x: Double = 0, y: Double = 0,
                flags: Flags = [], device: Int = 2, source: Int = 2) {
        self.time = time
        self.kind = kind
        self.detail = detail
        self.x = x
        self.y = y
        self.flags = flags
        self.device = device
        self.source = source
    }
}

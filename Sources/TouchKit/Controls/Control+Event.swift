extension Control {
    /// The events a control sends to its targets. A target registers for a set of them.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)

        public static let allTouchEvents: Event = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
            .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel,
        ]
        public static let allEvents: Event = [.allTouchEvents, .valueChanged, .primaryActionTriggered]

        /// Each single event with its name, in UIKit's declaration order.
        public static let named: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]

        /// The names of the single events in this set, in declaration order.
        public var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }

        /// The drag events, which a touch sends as often as it moves.
        public static let drags: Event = [.touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit]
    }
}

extension Control.Event: CustomStringConvertible {
    /// The event's name as the trace writes it (`touchUpInside`); names joined by `|` for a
    /// set of several.
    public var description: String { names.joined(separator: "|") }
}

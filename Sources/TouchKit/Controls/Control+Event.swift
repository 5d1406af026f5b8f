extension Control {
    /// The events a control sends to its targets. A target registers for a set of them.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// A touch went down on the control and it began tracking it.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went down again soon after the last one (its tap count is above 1); sent
        /// together with `touchDown`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked touch moved and is still within the bounds grown by `Control.dragSlop`.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked touch moved and is beyond the bounds grown by `Control.dragSlop`.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked touch moved back within the slop area; sent with `touchDragInside`.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked touch moved out of the slop area; sent with `touchDragOutside`.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked touch lifted within the bounds grown by `Control.dragSlop`: the usual
        /// "the user tapped it" event.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked touch lifted beyond the slop area: the user changed their mind.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The tracked touch was cancelled (a recognizer took it, or the window's touches were
        /// cancelled); no touch-up event follows.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed through a touch: a slider's `value` while dragged, a
        /// switch's `isOn` when tapped. Setting the value in code sends nothing.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened: a button released inside, a switch toggled.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)

        /// Every touch event, `touchDown` through `touchCancel`.
        public static let allTouchEvents: Event = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
            .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel,
        ]
        /// Every event a control sends: the touch events, `valueChanged` and
        /// `primaryActionTriggered`.
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

/// A view that turns touches into target–action events: the base of buttons, switches and
/// sliders.
///
/// Controls override the four touch methods and never forward them to `next`.
@MainActor
open class Control: View {
    /// The control's state: normal is the empty set.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    public var isEnabled = true
    public var isSelected = false
    public var isHighlighted = false
    public internal(set) var isTracking = false
    public internal(set) var isTouchInside = false

    /// The current state, derived from the flags.
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    public override init(frame: Rect = .zero, name: String? = nil) {
        super.init(frame: frame, name: name)
    }
}

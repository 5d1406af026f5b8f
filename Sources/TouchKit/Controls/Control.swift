/// A view that turns touches into target–action events: the base of buttons, switches and
/// sliders.
///
/// Controls override the four touch methods and never forward them to `next`. They track
/// one touch at a time through `beginTracking`, `continueTracking`, `endTracking` and
/// `cancelTracking`, and send touchDown, touchDownRepeat, the drag events (with UIKit's
/// slop of `dragSlop` points around the bounds), touchUpInside/Outside and touchCancel.
@MainActor
open class Control: View {
    /// The control's state: normal is the empty set.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Enabled, not highlighted, not selected.
        public static let normal: State = []
        /// A tracked touch is down within the slop area (`isHighlighted`).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control ignores touches (`isEnabled` is false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (`isSelected`).
        public static let selected = State(rawValue: 1 << 2)
    }

    /// How far outside its bounds a dragging touch still counts as inside.
    public static let dragSlop = 70.0

    /// A disabled control is still found by the hit test (UIKit's hit test skips only
    /// hidden, interaction-disabled and transparent views) but ignores its touches: it
    /// neither tracks them nor sends control events, and passes them to `next` as a plain
    /// view would; it no longer beats recognizers on its ancestors either.
    public var isEnabled = true
    /// Whether the control is selected. Touches never change it: your code sets it, and a
    /// button draws its selected look from it.
    public var isSelected = false
    /// True while the tracked touch is down within the bounds grown by `dragSlop`; the
    /// control sets it as the touch moves and clears it when the touch lifts or is cancelled.
    public var isHighlighted = false
    /// True while the control tracks a touch and `beginTracking`/`continueTracking` have not
    /// returned false; false again once the touch lifts or is cancelled.
    public internal(set) var isTracking = false
    /// Whether the tracked touch was within the bounds grown by `dragSlop` at its latest
    /// down, move or lift.
    public internal(set) var isTouchInside = false

    var controlTargets: [ControlTarget] = []
    weak var trackingTouch: Touch?

    /// The current state, derived from the flags.
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Creates an enabled control with no targets; `frame` is in the superview's coordinates
    /// and `name` names it in scenes and traces.
    public override init(frame: Rect = .zero, name: String? = nil) {
        super.init(frame: frame, name: name)
    }

    // MARK: Tracking (override in subclasses)

    /// A touch went down inside; return true to go on tracking it.
    open func beginTracking(_ touch: Touch, with event: TouchKit.Event?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking.
    open func continueTracking(_ touch: Touch, with event: TouchKit.Event?) -> Bool { true }
    /// The tracked touch lifted (nil touch: tracking ended for another reason).
    open func endTracking(_ touch: Touch?, with event: TouchKit.Event?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: TouchKit.Event?) {}

    /// Whether this control's own handling of a touch beats `recognizer`, attached to an
    /// ancestor: then the recognizer fails. False by default; buttons and switches beat a
    /// single-finger single tap, sliders a pan or a swipe.
    open func preventsGestureRecognizer(_ recognizer: GestureRecognizer) -> Bool { false }

    /// The events sent when the tracked touch lifts inside the control.
    open var touchUpInsideEvents: Event { [.touchUpInside] }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        guard isEnabled || trackingTouch != nil else { return super.touchesBegan(touches, with: event) }
        guard trackingTouch == nil, let touch = touches.sortedByID.first else { return }
        trackingTouch = touch
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        isTracking = beginTracking(touch, with: event)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        guard isEnabled || trackingTouch != nil else { return super.touchesMoved(touches, with: event) }
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = isWithinDragSlop(touch.location(in: self))
        isHighlighted = isTouchInside
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        if isTracking, !continueTracking(touch, with: event) {
            isTracking = false
            endTracking(touch, with: event)
        }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        guard isEnabled || trackingTouch != nil else { return super.touchesEnded(touches, with: event) }
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        isTouchInside = isWithinDragSlop(touch.location(in: self))
        finishTracking()
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        sendActions(for: isTouchInside ? touchUpInsideEvents : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        guard isEnabled || trackingTouch != nil else { return super.touchesCancelled(touches, with: event) }
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        finishTracking()
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        sendActions(for: .touchCancel)
    }

    private func finishTracking() {
        trackingTouch = nil
        isHighlighted = false
    }

    /// Inside the bounds grown by `dragSlop` on every side.
    func isWithinDragSlop(_ point: Point) -> Bool {
        bounds.outset(by: EdgeInsets(all: Self.dragSlop)).contains(point)
    }
}

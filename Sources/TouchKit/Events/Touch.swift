/// One finger (or the mouse acting as one) on the screen, from touch-down to lift-off.
///
/// The same object represents the finger for the whole sequence: its phase, location and
/// timestamp change as the event queue delivers input. `view` is fixed when the touch
/// begins (the hit-test result) and never changes, even when the finger leaves that view.
@MainActor
public final class Touch {
    /// Where a touch is in its sequence; each delivery changes it.
    public enum Phase: Sendable, CaseIterable {
        /// The finger went down: the first phase, when the hit test picks the touch's view.
        case began
        /// The finger moved since the last delivery.
        case moved
        /// The finger is down and did not move; other touches of the event changed.
        case stationary
        /// The finger lifted: the last phase of a normal sequence.
        case ended
        /// The input withdrew the touch: nothing follows, and a responder undoes what the
        /// touch started.
        case cancelled

        /// The trace's word for the phase.
        public var name: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }

        /// Ended or cancelled: the sequence is over.
        public var isFinal: Bool { self == .ended || self == .cancelled }
    }

    /// 1, 2, … in the order touches began in this application.
    public let id: Int
    /// Where the touch is in its sequence, as of the delivery being made.
    @exclusivity(unchecked) public internal(set) var phase: Phase
    /// Seconds on the application's clock of the last change.
    @exclusivity(unchecked) public internal(set) var timestamp: Double
    /// How many taps in quick succession at about this place, this one included.
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    /// The view the touch began in, fixed for the sequence. Nil when it began outside every
    /// view of its window.
    @exclusivity(unchecked) public internal(set) var view: View?
    /// The window the touch began in, fixed for the sequence.
    @exclusivity(unchecked) public internal(set) var window: Window?
    /// The recognizers that receive this touch, fixed at began (hit view and ancestors).
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// Pressure from 0 (none reported) upward, when the device reports it.
    @exclusivity(unchecked) public internal(set) var force: Double = 0
    /// The contact radius in points, when the device reports it.
    @exclusivity(unchecked) public internal(set) var majorRadius: Double = 0

    @exclusivity(unchecked) var locationInWindow: Point
    @exclusivity(unchecked) var previousLocationInWindow: Point
    /// The input's finger key, so the application forgets the right finger when it lifts.
    @exclusivity(unchecked) var inputKey: TouchKey?
    /// When the touch began, for tap counting and long-press timers.
    public let beganTimestamp: Double

    init(id: Int, location: Point, timestamp: Double, tapCount: Int, window: Window?) {
        self.id = id
        self.phase = .began
        self.timestamp = timestamp
        self.beganTimestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        self.locationInWindow = location
        self.previousLocationInWindow = location
    }

    /// The current location in `view`'s coordinates; nil means the window's coordinates.
    public func location(in view: View?) -> Point {
        convertFromWindow(locationInWindow, to: view)
    }

    /// The location before the latest move, in `view`'s coordinates (nil: the window's).
    public func previousLocation(in view: View?) -> Point {
        convertFromWindow(previousLocationInWindow, to: view)
    }

    private func convertFromWindow(_ point: Point, to view: View?) -> Point {
        guard let view else { return point }
        return view.convertFromRoot(point)
    }
}

extension Touch: Hashable {
    nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Collection where Element == Touch {
    /// The touches ordered by id, for stable traces and iteration.
    public var sortedByID: [Touch] { sorted { $0.id < $1.id } }
}

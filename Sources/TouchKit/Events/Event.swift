/// What the application delivers: one touch sequence's live touches, a key press, a shake
/// or a remote-control command.
///
/// As in UIKit, one `Event` object serves all touch input: while fingers are down it holds
/// every live touch, and each delivery changes some of them (the others are `stationary`).
@MainActor
public final class Event {
    public enum EventType: Sendable {
        case touches, presses, motion, remoteControl
    }

    public enum Subtype: Sendable, Hashable {
        case none
        case motionShake
        case remoteControlPlay, remoteControlPause, remoteControlTogglePlayPause
        case remoteControlNextTrack, remoteControlPreviousTrack
        case remoteControlBeginSeekingForward, remoteControlEndSeekingForward

        /// The trace's name.
        public var name: String {
            switch self {
            case .none: "none"
            case .motionShake: "shake"
            case .remoteControlPlay: "play"
            case .remoteControlPause: "pause"
            case .remoteControlTogglePlayPause: "togglePlayPause"
            case .remoteControlNextTrack: "nextTrack"
            case .remoteControlPreviousTrack: "previousTrack"
            case .remoteControlBeginSeekingForward: "beginSeekingForward"
            case .remoteControlEndSeekingForward: "endSeekingForward"
            }
        }
    }

    public let type: EventType
    public internal(set) var subtype: Subtype
    @exclusivity(unchecked) public internal(set) var timestamp: Double
    @exclusivity(unchecked) var touches: [Touch] = []
    var presses: [Press] = []
    /// For motion events: whether the motion began (else it ended).
    var motionBegan = true

    init(type: EventType, subtype: Subtype = .none, timestamp: Double) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
    }

    /// Every touch of the event, ordered by id.
    public var allTouches: Set<Touch> { Set(touches) }

    /// The presses of a presses event.
    public var allPresses: Set<Press> { Set(presses) }

    /// The touches whose hit view is `view`.
    public func touches(for view: View) -> Set<Touch> {
        Set(touches.filter { $0.view === view })
    }

    /// The touches that belong to `window`.
    public func touches(for window: Window) -> Set<Touch> {
        Set(touches.filter { $0.window === window })
    }

    /// The touches delivered to `recognizer`.
    public func touches(for recognizer: GestureRecognizer) -> Set<Touch> {
        Set(touches.filter { touch in touch.gestureRecognizers.contains { $0 === recognizer } })
    }
}

/// What the application delivers: one touch sequence's live touches, a key press, a shake
/// or a remote-control command.
///
/// As in UIKit, one `Event` object serves all touch input: while fingers are down it holds
/// every live touch, and each delivery changes some of them (the others are `stationary`).
@MainActor
public final class Event {
    /// The kind of input an event carries.
    public enum EventType: Sendable {
        /// Touches: fingers, or the mouse acting as one.
        case touches
        /// Physical key presses (`pressesBegan` and the rest).
        case presses
        /// A motion such as a shake (`motionBegan`/`motionEnded`).
        case motion
        /// A remote-control command such as play or pause (`remoteControlReceived`).
        case remoteControl
    }

    /// What a motion or remote-control event means; `none` for touches and presses.
    public enum Subtype: Sendable, Hashable {
        /// No subtype: a touch or presses event.
        case none
        /// The device was shaken.
        case motionShake
        /// Start playing.
        case remoteControlPlay
        /// Pause playing.
        case remoteControlPause
        /// Play when paused, pause when playing.
        case remoteControlTogglePlayPause
        /// Skip to the next track.
        case remoteControlNextTrack
        /// Go back to the previous track.
        case remoteControlPreviousTrack
        /// Start seeking forward.
        case remoteControlBeginSeekingForward
        /// Stop seeking forward.
        case remoteControlEndSeekingForward

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

    /// The kind of input; fixed for the event object's life.
    public let type: EventType
    /// What a motion or remote-control event means; `none` for touches and presses.
    public internal(set) var subtype: Subtype
    /// Seconds on the application's clock of the latest delivery of this event.
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

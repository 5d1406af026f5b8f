/// One delivery's changed touches, by the message their phase calls for (stationary
/// touches call for none). Each list keeps the order the touches came in.
///
/// When every touch calls for the same message (always, for one finger) that list is the
/// delivery's own array, shared rather than copied: grouping allocates nothing.
@MainActor
struct TouchGroups {
    /// The messages in the order they are delivered within one event.
    static let order: [TouchMethod] = [.began, .moved, .ended, .cancelled]

    private var began: [Touch] = []
    private var moved: [Touch] = []
    private var ended: [Touch] = []
    private var cancelled: [Touch] = []

    init(_ touches: [Touch]) {
        if let first = touches.first, let method = TouchRouter.method(for: first.phase),
           touches.allSatisfy({ $0.phase == first.phase }) {
            self[method] = touches
            return
        }
        for touch in touches {
            if let method = TouchRouter.method(for: touch.phase) { self[method].append(touch) }
        }
    }

    subscript(method: TouchMethod) -> [Touch] {
        get {
            switch method {
            case .began: began
            case .moved: moved
            case .ended: ended
            case .cancelled: cancelled
            }
        }
        set {
            switch method {
            case .began: began = newValue
            case .moved: moved = newValue
            case .ended: ended = newValue
            case .cancelled: cancelled = newValue
            }
        }
    }
}

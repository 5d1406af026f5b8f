/// One delivery's changed touches, by the message their phase calls for (stationary
/// touches call for none). Each list keeps the order the touches came in.
///
/// When every touch calls for the same message (always, for one finger) that list is the
/// delivery's own array, shared rather than copied: grouping allocates nothing, and the
/// three empty lists are not made at all.
@MainActor
struct TouchGroups {
    /// The message every touch calls for, when there is one; then `all` is its list.
    private var uniform: TouchMethod?
    private var all: [Touch] = []
    private var began: [Touch] = []
    private var moved: [Touch] = []
    private var ended: [Touch] = []
    private var cancelled: [Touch] = []

    init(_ touches: [Touch]) {
        if let first = touches.first, let method = TouchRouter.method(for: first.phase),
           touches.allSatisfy({ $0.phase == first.phase }) {
            uniform = method
            all = touches
            return
        }
        for touch in touches {
            switch TouchRouter.method(for: touch.phase) {
            case .began: began.append(touch)
            case .moved: moved.append(touch)
            case .ended: ended.append(touch)
            case .cancelled: cancelled.append(touch)
            case nil: break
            }
        }
    }

    /// Calls `body` with each message that has touches and its list, in delivery order
    /// (began, moved, ended, cancelled), lending the list rather than copying it out.
    @inline(__always)
    func forEachGroup(_ body: (TouchMethod, [Touch]) throws -> Void) rethrows {
        if let uniform { return try body(uniform, all) }
        if !began.isEmpty { try body(.began, began) }
        if !moved.isEmpty { try body(.moved, moved) }
        if !ended.isEmpty { try body(.ended, ended) }
        if !cancelled.isEmpty { try body(.cancelled, cancelled) }
    }
}

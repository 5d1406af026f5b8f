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
    /// The lists by message, made only when the touches call for different messages (an
    /// absent value costs nothing to drop; four empty lists did, on every event).
    private var split: (began: [Touch], moved: [Touch], ended: [Touch], cancelled: [Touch])?

    init(_ touches: [Touch]) {
        if let first = touches.first, let method = TouchRouter.method(for: first.phase),
           touches.allSatisfy({ $0.phase == first.phase }) {
            uniform = method
            all = touches
            return
        }
        var lists: (began: [Touch], moved: [Touch], ended: [Touch], cancelled: [Touch]) = ([], [], [], [])
        for touch in touches {
            switch TouchRouter.method(for: touch.phase) {
            case .began: lists.began.append(touch)
            case .moved: lists.moved.append(touch)
            case .ended: lists.ended.append(touch)
            case .cancelled: lists.cancelled.append(touch)
            case nil: break
            }
        }
        split = lists
    }

    /// The one touch and its message, when the delivery is of a single touch.
    var single: (method: TouchMethod, touch: Touch)? {
        guard let uniform, all.count == 1 else { return nil }
        return (uniform, all[0])
    }

    /// Calls `body` with each message that has touches and its list, in delivery order
    /// (began, moved, ended, cancelled), lending the list rather than copying it out.
    @inline(__always)
    func forEachGroup(_ body: (TouchMethod, [Touch]) throws -> Void) rethrows {
        if let uniform { return try body(uniform, all) }
        guard let split else { return }
        if !split.began.isEmpty { try body(.began, split.began) }
        if !split.moved.isEmpty { try body(.moved, split.moved) }
        if !split.ended.isEmpty { try body(.ended, split.ended) }
        if !split.cancelled.isEmpty { try body(.cancelled, split.cancelled) }
    }
}

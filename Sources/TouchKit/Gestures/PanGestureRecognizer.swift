/// Recognizes fingers dragging (continuous): began once the centroid has moved
/// `hysteresis` points, changed on every move, ended when the fingers lift.
///
/// `translation(in:)` is measured from where the fingers came down; `velocity(in:)` is in
/// points per second over the latest moves.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    open override var traceValues: [GestureValue] { [.translation(translation(in: view)), .velocity(velocity(in: view))] }

    /// The fewest fingers that can pan (default 1): with fewer, the pan does not begin.
    @exclusivity(unchecked) public var minimumNumberOfTouches = 1
    /// The most fingers that can pan (default: unlimited); a finger more fails a pan that has
    /// not begun.
    @exclusivity(unchecked) public var maximumNumberOfTouches = Int.max
    /// How far the fingers must travel before the pan begins (UIKit: about 10 points).
    @exclusivity(unchecked) public var hysteresis = 10.0

    /// The touches the centroid was last taken over, and that centroid: a move is measured
    /// over the same touches, so a finger joining or leaving moves nothing.
    @exclusivity(unchecked) private var centroidTouches: [Touch] = []
    @exclusivity(unchecked) private var centroid = Point.zero
    @exclusivity(unchecked) private var translationStorage = Point.zero
    @exclusivity(unchecked) private var history = MotionHistory()

    open override var isContinuous: Bool { true }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches > maximumNumberOfTouches {
            if state == .possible { fail(.touchCount) }
            return
        }
        follow()
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        follow()
        if state.isActive { return state = .changed }
        guard numberOfTouches >= minimumNumberOfTouches else { return }
        guard translationStorage.distance(to: .zero) >= hysteresis else { return }
        if let cause = mayBeginPanning() { fail(cause) } else { state = .began }
    }

    /// Why this pan may not begin now that the fingers have travelled far enough (nil: it
    /// may); a scroll view's pan answers for its content.
    func mayBeginPanning() -> Cause? { nil }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        follow()
        if state.isActive {
            if numberOfTouches == 0 { state = .ended }
        } else if numberOfTouches == 0, state == .possible {
            fail(.movement)
        }
    }

    /// How far the fingers' centroid has moved since they came down (or since
    /// `setTranslation`), in `view`'s coordinate directions. A finger coming down or lifting
    /// does not change it: UIKit rebases the centroid when the set of touches changes.
    public func translation(in view: View?) -> Point {
        translationStorage
    }

    /// Makes the current translation `translation`.
    public func setTranslation(_ translation: Point, in view: View?) {
        translationStorage = translation
        history.reset()
        history.record(translation, at: now)
    }

    /// Points per second over the latest moves of all the fingers (`MotionHistory`).
    public func velocity(in view: View?) -> Point {
        history.velocity
    }

    open override func reset() {
        centroidTouches.removeAll(keepingCapacity: true)
        centroid = .zero
        translationStorage = .zero
        history.reset()
    }

    /// Adds the centroid's move over the touches it was last taken over (a lifted finger
    /// where it lifted), then takes it over the live touches; notes the translation.
    private func follow() {
        let live = numberOfTouches
        if !centroidTouches.isEmpty {
            let moved = Self.centroid(of: centroidTouches)
            translationStorage = Point(x: translationStorage.x + moved.x - centroid.x,
                                       y: translationStorage.y + moved.y - centroid.y)
        }
        // Before the pan has enough fingers, their wandering is not its travel.
        if state == .possible, live < minimumNumberOfTouches { translationStorage = .zero }
        if centroidTouches.count != live || centroidTouches.contains(where: { $0.phase.isFinal }) {
            centroidTouches.removeAll(keepingCapacity: true)
            for touch in trackedTouches where !touch.phase.isFinal { centroidTouches.append(touch) }
        }
        if !centroidTouches.isEmpty { centroid = Self.centroid(of: centroidTouches) }
        history.record(translationStorage, at: now)
    }

    private static func centroid(of touches: [Touch]) -> Point {
        var sum = Point.zero
        for touch in touches {
            let p = touch.location(in: nil)
            sum = Point(x: sum.x + p.x, y: sum.y + p.y)
        }
        return Point(x: sum.x / Double(touches.count), y: sum.y / Double(touches.count))
    }
}

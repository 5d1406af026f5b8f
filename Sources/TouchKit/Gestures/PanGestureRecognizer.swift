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

    @exclusivity(unchecked) private var origin: Point?
    @exclusivity(unchecked) private var translationOffset = Point.zero
    @exclusivity(unchecked) private var samples: [(time: Double, location: Point)] = []

    open override var isContinuous: Bool { true }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches > maximumNumberOfTouches {
            if state == .possible { fail(.touchCount) }
            return
        }
        rebaseOrigin()
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let here = location(in: nil)
        record(here)
        if state.isActive { return state = .changed }
        guard numberOfTouches >= minimumNumberOfTouches, let origin else { return }
        guard here.distance(to: origin) >= hysteresis else { return }
        if let cause = mayBeginPanning() { fail(cause) } else { state = .began }
    }

    /// Why this pan may not begin now that the fingers have travelled far enough (nil: it
    /// may); a scroll view's pan answers for its content.
    func mayBeginPanning() -> Cause? { nil }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state.isActive {
            if numberOfTouches == 0 { state = .ended } else { rebaseOrigin() }
        } else if numberOfTouches == 0, state == .possible {
            fail(.movement)
        } else {
            rebaseOrigin()
        }
    }

    /// How far the fingers have moved since they came down (or since `setTranslation`),
    /// in `view`'s coordinate directions.
    public func translation(in view: View?) -> Point {
        guard let origin else { return translationOffset }
        let here = location(in: nil)
        return Point(x: here.x - origin.x + translationOffset.x, y: here.y - origin.y + translationOffset.y)
    }

    /// Makes the current translation `translation`.
    public func setTranslation(_ translation: Point, in view: View?) {
        origin = location(in: nil)
        translationOffset = translation
    }

    /// Points per second over the latest 0.1 s of moves.
    public func velocity(in view: View?) -> Point {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }),
              last.time > first.time else { return .zero }
        let dt = last.time - first.time
        return Point(x: (last.location.x - first.location.x) / dt, y: (last.location.y - first.location.y) / dt)
    }

    open override func reset() {
        origin = nil
        translationOffset = .zero
        samples.removeAll(keepingCapacity: true)
    }

    /// When fingers are added or lifted the centroid jumps; keep the translation continuous.
    private func rebaseOrigin() {
        guard numberOfTouches > 0 else { return }
        let current = origin == nil ? Point.zero : translation(in: nil)
        origin = location(in: nil)
        translationOffset = current
        samples.removeAll(keepingCapacity: true)
        record(location(in: nil))
    }

    private func record(_ location: Point) {
        samples.append((now, location))
        // One sample comes at a time, so at most one is over: `removeFirst()` moves the
        // others down without the general `removeFirst(_:)`'s range replacement.
        if samples.count > 16 { samples.removeFirst() }
    }
}

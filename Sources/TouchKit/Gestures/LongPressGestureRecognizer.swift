/// Recognizes fingers held still for `minimumPressDuration` (continuous): began when the
/// time is up, changed as the fingers move, ended when they lift.
///
/// Fails when a finger moves more than `allowableMovement` before the time is up, or lifts
/// early.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    public var minimumPressDuration = 0.5
    public var allowableMovement = 10.0
    public var numberOfTouchesRequired = 1

    private var startLocations: [ObjectIdentifier: Point] = [:]

    open override var isContinuous: Bool { true }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        guard numberOfTouches <= numberOfTouchesRequired else {
            if state == .possible { state = .failed }
            return
        }
        guard numberOfTouches == numberOfTouchesRequired, state == .possible else { return }
        cancelTimers()
        schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible,
                  self.numberOfTouches == self.numberOfTouchesRequired else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if state.isActive { return state = .changed }
        for touch in touches {
            let start = startLocations[ObjectIdentifier(touch)] ?? touch.location(in: nil)
            if touch.location(in: nil).distance(to: start) > allowableMovement {
                return state = .failed
            }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state.isActive {
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }

    open override func reset() {
        startLocations.removeAll()
    }
}

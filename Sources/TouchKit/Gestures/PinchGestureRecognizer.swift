/// Recognizes two fingers moving apart or together (continuous): began once their distance
/// has changed by `hysteresis` points; `scale` is the distance over the starting distance.
///
/// When the pair of fingers changes (a third joins after one lifts) the scale goes on from
/// where it was, and `velocity` is taken over the latest moves of both fingers
/// (`MotionHistory`), not from one finger's update.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    open override var traceValues: [GestureValue] { [.scale(scale), .rate(velocity)] }

    /// The distance now over the distance when the second finger came down.
    public var scale = 1.0
    /// Scale change per second over the latest moves.
    public var velocity: Double { history.velocity.x }
    /// How many points the fingers' distance must change before the pinch begins (default 8).
    public var hysteresis = 8.0

    private var pair = TwoFingerPair()
    private var history = MotionHistory()

    open override var isContinuous: Bool { true }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        follow()
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard follow() else { return }
        if state.isActive {
            state = .changed
        } else if abs(pair.currentDistance - pair.currentDistance / scale) >= hysteresis {
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        follow()
        guard numberOfTouches < 2 else { return }
        if state.isActive { state = .ended } else if state == .possible, numberOfTouches == 0 { failUndecided() }
    }

    open override func reset() {
        scale = 1
        pair.reset()
        history.reset()
    }

    /// Brings `scale` up to the fingers and notes it; false while no pair was measured.
    @discardableResult
    private func follow() -> Bool {
        let wasFormed = pair.isFormed
        scale *= pair.follow(self).ratio
        guard wasFormed || pair.isFormed else { return false }
        history.record(Point(x: scale, y: 0), at: now)
        return pair.isFormed
    }
}

/// Recognizes two fingers moving apart or together (continuous): began once their distance
/// has changed by `hysteresis` points; `scale` is the distance over the starting distance.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    open override var traceValues: [GestureValue] { [.scale(scale), .rate(velocity)] }

    /// The distance now over the distance when the second finger came down.
    public var scale = 1.0
    /// Scale change per second.
    public var velocity: Double { rate.velocity }
    /// How many points the fingers' distance must change before the pinch begins (default 8).
    public var hysteresis = 8.0

    private var startDistance: Double?
    private var rate = RateTracker()

    open override var isContinuous: Bool { true }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if startDistance == nil, let span = TwoFingerSpan(self), span.distance > 0 {
            startDistance = span.distance
            rate.record(1, at: now)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let startDistance, let span = TwoFingerSpan(self) else { return }
        scale = span.distance / startDistance
        rate.record(scale, at: now)
        if state.isActive {
            state = .changed
        } else if abs(span.distance - startDistance) >= hysteresis {
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches < 2 else { return }
        if state.isActive { state = .ended } else if state == .possible, numberOfTouches == 0 { failUndecided() }
    }

    open override func reset() {
        scale = 1
        startDistance = nil
        rate.reset()
    }
}

/// Recognizes two fingers turning around each other (continuous): began once the angle
/// between them has changed by `hysteresis` radians; `rotation` is in radians, clockwise
/// positive on screen (y grows downward).
@MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    open override var traceValues: [GestureValue] { [.rotation(rotation), .rate(velocity)] }

    /// The angle turned since the second finger came down, in radians, clockwise positive on
    /// screen.
    public var rotation = 0.0
    /// Radians per second.
    public var velocity: Double { rate.velocity }
    /// How many radians the fingers must turn before the rotation begins (default 0.07, about
    /// 4°).
    public var hysteresis = 0.07

    private var startAngle: Double?
    private var rate = RateTracker()

    open override var isContinuous: Bool { true }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if startAngle == nil, let span = TwoFingerSpan(self) {
            startAngle = span.angle
            rate.record(0, at: now)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let startAngle, let span = TwoFingerSpan(self) else { return }
        rotation = Self.normalized(span.angle - startAngle)
        rate.record(rotation, at: now)
        if state.isActive {
            state = .changed
        } else if abs(rotation) >= hysteresis {
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches < 2 else { return }
        if state.isActive { state = .ended } else if state == .possible, numberOfTouches == 0 { failUndecided() }
    }

    open override func reset() {
        rotation = 0
        startAngle = nil
        rate.reset()
    }

    /// The same angle within -π…π.
    static func normalized(_ angle: Double) -> Double {
        var value = angle
        while value > .pi { value -= 2 * .pi }
        while value < -.pi { value += 2 * .pi }
        return value
    }
}

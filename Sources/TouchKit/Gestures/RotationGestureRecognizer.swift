/// Recognizes two fingers turning around each other (continuous): began once the angle
/// between them has changed by `hysteresis` radians; `rotation` is in radians, clockwise
/// positive on screen (y grows downward).
///
/// The rotation adds up the pair's turns, so it may pass a half turn, and goes on from where
/// it was when the pair of fingers changes; `velocity` is taken over the latest moves of
/// both fingers (`MotionHistory`).
@MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    open override var traceValues: [GestureValue] { [.rotation(rotation), .rate(velocity)] }

    /// The angle turned since the second finger came down, in radians, clockwise positive on
    /// screen.
    public var rotation = 0.0
    /// Radians per second over the latest moves.
    public var velocity: Double { history.velocity.x }
    /// How many radians the fingers must turn before the rotation begins (default 0.07, about
    /// 4°).
    public var hysteresis = 0.07

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
        } else if abs(rotation) >= hysteresis {
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        follow()
        guard numberOfTouches < 2 else { return }
        if state.isActive { state = .ended } else if state == .possible, numberOfTouches == 0 { failUndecided() }
    }

    open override func reset() {
        rotation = 0
        pair.reset()
        history.reset()
    }

    /// Brings `rotation` up to the fingers and notes it; false while no pair was measured.
    @discardableResult
    private func follow() -> Bool {
        let wasFormed = pair.isFormed
        rotation += pair.follow(self).turn
        guard wasFormed || pair.isFormed else { return false }
        history.record(Point(x: rotation, y: 0), at: now)
        return pair.isFormed
    }
}

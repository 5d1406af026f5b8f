/// Recognizes fingers held still for `minimumPressDuration` (continuous): began when the
/// time is up, changed as the fingers move, ended when they lift.
///
/// With `numberOfTapsRequired` > 0, that many quick taps must come first (each lifting
/// within `TapGestureRecognizer`'s 0.75 s, the next following within 0.35 s, all within
/// `allowableMovement` of where each came down), and the press is the touch after them.
/// Fails when a finger moves more than `allowableMovement` before the time is up, lifts
/// early, or the next tap is late.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    open override var traceValues: [GestureValue] { [.location(location(in: view))] }

    /// Seconds the fingers must stay down before the press begins (default 0.5).
    @exclusivity(unchecked) public var minimumPressDuration = 0.5
    /// How far, in points, a finger may move from where it came down before the press begins;
    /// farther fails it (default 10).
    @exclusivity(unchecked) public var allowableMovement = 10.0
    /// How many fingers must be down together (default 1); one more fails the recognizer.
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// Quick taps required before the press (UIKit's default: 0).
    @exclusivity(unchecked) public var numberOfTapsRequired = 0

    @exclusivity(unchecked) private var startLocations = StartLocations()
    @exclusivity(unchecked) private var tapsCompleted = 0
    /// When the fingers of the press itself were all down (its timer's start).
    @exclusivity(unchecked) private var pressStart = 0.0

    open override var isContinuous: Bool { true }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for touch in touches { startLocations[touch] = touch.location(in: nil) }
        guard numberOfTouches <= numberOfTouchesRequired else {
            if state == .possible { fail(.touchCount) }
            return
        }
        guard numberOfTouches == numberOfTouchesRequired, state == .possible else { return }
        cancelTimers()
        guard tapsCompleted == numberOfTapsRequired else {
            return failUnlessDone(within: TapGestureRecognizer.defaultMaximumTapDuration)
        }
        pressStart = now
        schedule(after: minimumPressDuration) { [unowned self] in
            guard self.state == .possible,
                  self.numberOfTouches == self.numberOfTouchesRequired else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if state.isActive { return state = .changed }
        for touch in touches {
            let start = startLocations[touch] ?? touch.location(in: nil)
            if touch.location(in: nil).distance(to: start) > allowableMovement {
                return fail(.movement)
            }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state.isActive {
            state = .ended
        } else if state == .possible, tapsCompleted < numberOfTapsRequired, hasPendingTimers {
            guard numberOfTouches == 0 else { return }
            tapsCompleted += 1
            cancelTimers()
            failUnlessDone(within: TapGestureRecognizer.defaultMaximumTapInterval)
        } else if state == .possible {
            fail(.timing, measured: tapsCompleted == numberOfTapsRequired ? .held(now - pressStart) : nil)
        }
    }

    /// Fails unless the next step (a lift, or the next tap) comes within `seconds`; the
    /// pending timer also keeps the arena from failing it between taps.
    private func failUnlessDone(within seconds: Double) {
        let count = tapsCompleted
        schedule(after: seconds) { [unowned self] in
            guard self.state == .possible, self.tapsCompleted == count else { return }
            self.fail(.timing)
        }
    }

    open override func reset() {
        startLocations.removeAll()
        tapsCompleted = 0
    }
}

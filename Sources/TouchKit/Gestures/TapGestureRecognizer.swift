/// Recognizes `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers (discrete).
///
/// Fails when a finger moves more than `allowableMovement`, when more fingers than required
/// come down, when the next tap does not begin within `maximumTapInterval` of the last lift,
/// or when a finger stays down longer than `maximumTapDuration`.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    public var allowableMovement = 10.0
    public var maximumTapInterval = 0.35
    public var maximumTapDuration = 0.75

    private var tapsCompleted = 0
    private var fingersThisTap = 0
    private var startLocations: [ObjectIdentifier: Point] = [:]
    private var isWaitingForNextTap = false

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if isWaitingForNextTap {
            isWaitingForNextTap = false
            cancelTimers()
        }
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        fingersThisTap += touches.count
        guard fingersThisTap <= numberOfTouchesRequired else { return state = .failed }
        if fingersThisTap == touches.count {
            schedule(after: maximumTapDuration) { [weak self] in
                guard let self, self.state == .possible, self.hasLiveTouches else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        for touch in touches {
            let start = startLocations[ObjectIdentifier(touch)] ?? touch.location(in: nil)
            if touch.location(in: nil).distance(to: start) > allowableMovement {
                return state = .failed
            }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard !hasLiveTouches else { return }
        cancelTimers()
        guard fingersThisTap == numberOfTouchesRequired else { return state = .failed }
        tapsCompleted += 1
        fingersThisTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            isWaitingForNextTap = true
            schedule(after: maximumTapInterval) { [weak self] in
                guard let self, self.state == .possible, self.isWaitingForNextTap else { return }
                self.state = .failed
            }
        }
    }

    open override func reset() {
        tapsCompleted = 0
        fingersThisTap = 0
        startLocations.removeAll()
        isWaitingForNextTap = false
    }
}

extension GestureRecognizer {
    /// Whether any followed touch is still down.
    var hasLiveTouches: Bool { trackedTouches.contains { !$0.phase.isFinal } }

    /// Drops this recognizer's pending timers.
    func cancelTimers() {
        for token in timerTokens { application?.timers.cancel(token) }
        timerTokens.removeAll()
    }
}

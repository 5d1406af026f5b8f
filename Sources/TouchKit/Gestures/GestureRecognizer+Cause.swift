extension GestureRecognizer {
    /// Why a recognizer failed or was cancelled, as the model decided it at that moment.
    ///
    /// The raw values are the words tools read (`--describe`'s outcomes); they never change.
    public enum Cause: String, Sendable, CaseIterable {
        /// A control under the touches took them: a system control's own tap or drag wins
        /// over a recognizer on a superview.
        case control
        /// It waited for another recognizer to fail, and that one recognized or began.
        case requiredToFail
        /// Another recognizer that shares a touch won and may not recognize with it.
        case prevented
        /// Its delegate (`gestureRecognizerShouldBegin`) or its view said no to beginning.
        case delegate
        /// More or fewer fingers than it needs came down or lifted together.
        case touchCount
        /// A finger moved too far, or not far enough, for the gesture.
        case movement
        /// A finger stayed down too long, lifted too early, or the next tap came too late.
        case timing
        /// The touches moved in a direction it does not accept.
        case direction
        /// The touch did not begin at one of its screen edges.
        case edge
        /// It was disabled while it followed touches.
        case disabled
        /// Its touches were cancelled (or it was removed from its view) before it decided.
        case cancelled
        /// A scroll view's pan: the content has the touch and the scroll view's
        /// `canCancelContentTouches` is false.
        case contentTouchesNotCancellable
        /// A scroll view's pan: the content has the touch and `touchesShouldCancel(in:)`
        /// said no for its view (by default, for a control).
        case contentTouchNotCancelled
    }

    /// A failure's or cancellation's cause, with the control or recognizer that caused it
    /// when there was one.
    public struct Reason: Sendable, Equatable {
        /// Why it ended.
        public let cause: Cause
        /// The trace name of the control that took the touch (`control`) or of the
        /// recognizer that won (`prevented`, `requiredToFail`); nil when none was involved.
        public let party: String?
        /// What the recognizer measured when it decided on a `timing` failure; nil when it
        /// measured nothing (or the cause is another).
        public let measured: Measure?

        /// A reason with `cause`, caused by `party` (a trace name) when given.
        public init(_ cause: Cause, party: String? = nil, measured: Measure? = nil) {
            self.cause = cause
            self.party = party
            self.measured = measured
        }
    }

    /// A time a recognizer measured against one of its limits.
    public enum Measure: Sendable, Equatable {
        /// The fingers had been down this many seconds (a press that lifted early, a tap
        /// held too long, a swipe too slow).
        case held(Double)
        /// It had waited this many seconds for the next tap, which did not come.
        case waited(Double)
        /// A finger had moved this many points from where it came down.
        case moved(Double)
        /// A later tap came down this many points from the nearest finger of the first.
        case landed(Double)
    }

    /// Fails this recognizer for `cause`: what a subclass outside TouchKit calls instead of
    /// `setState(.failed)` so that the lab and the trace's readers know why.
    @_spi(GestureRecognizerSubclass)
    public func fail(because cause: Cause) {
        fail(cause)
    }

    /// Asks to fail, recording `cause` for the state change.
    func fail(_ cause: Cause, measured: Measure? = nil) {
        nextReason = Reason(cause, measured: measured)
        state = .failed
        nextReason = nil
    }

    /// Asks to cancel an active gesture, recording `cause` for the state change.
    func cancel(_ cause: Cause) {
        nextReason = Reason(cause)
        state = .cancelled
        nextReason = nil
    }

    /// The reason a failure or cancellation being committed carries: the one asked for,
    /// else `cancelled` for a cancellation (a failure with none asked for is the
    /// recognizer's own rule, unnamed).
    func reasonForCommitting(_ newState: State) -> Reason? {
        switch newState {
        case .failed: nextReason
        case .cancelled: nextReason ?? Reason(.cancelled)
        default: nil
        }
    }

    /// What stops this recognizer from leaving possible, nil when nothing does: its
    /// delegate, its view, or a control under its touches (a control's own tap wins over a
    /// superview's tap).
    func vetoOfBeginning() -> Reason? {
        if delegate?.gestureRecognizerShouldBegin(self) == false { return Reason(.delegate) }
        if view?.gestureRecognizerShouldBegin(self) == false { return Reason(.delegate) }
        for touch in trackedTouches {
            if let control = touch.view as? Control, control !== view, control.isEnabled,
               control.preventsGestureRecognizer(self) {
                return Reason(.control, party: control.traceName)
            }
        }
        return nil
    }

    /// Fails for `reason` at once (the arena's decisions).
    func commitFailure(_ reason: Reason) {
        nextReason = reason
        commit(.failed)
    }
}

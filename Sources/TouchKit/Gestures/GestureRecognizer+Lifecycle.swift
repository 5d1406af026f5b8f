/// State transitions, actions, reset and detachment.
extension GestureRecognizer {
    func requestTransition(to target: State) {
        if let pending = pendingState {
            updatePending(pending, with: target)
            return
        }
        guard Self.isLegal(from: stateStorage, to: target, continuous: isContinuous) else {
            rejectedTransitionCount += 1
            nextReason = nil
            return
        }
        let leavesPossible = stateStorage == .possible && target != .failed
        if leavesPossible, let arena {
            arena.recognizerWantsToLeavePossible(self, for: target)
        } else {
            commit(target)
        }
    }

    /// While waiting for a failure, later requests refine what will happen when it comes.
    private func updatePending(_ pending: State, with target: State) {
        switch target {
        case .failed, .cancelled:
            pendingState = nil
            commit(.failed)
        case .ended where pending == .began:
            pendingState = .ended
        default:
            break
        }
    }

    /// Moves to `state` for real: traces it, lets the arena settle who else fails or goes
    /// on, runs the actions, and only then cancels the views' touches. UIKit runs a
    /// recognizer's action before the `touchesCancelled` its recognition causes.
    func commit(_ newState: State) {
        let old = stateStorage
        let reason = reasonForCommitting(newState)
        nextReason = nil
        if let reason { lastReason = reason }
        stateStorage = newState
        pendingState = nil
        if isTraced { trace(.gesture(name: traceName,
                       state: TracedGestureState(newState, isContinuous: isContinuous, reason: reason),
                       values: newState == .failed ? [] : traceValues)) }
        arena?.recognizerDidTransition(self, from: old)
        if newState != .failed { sendActions() }
        arena?.recognizerDidSendActions(self, from: old)
    }

    func sendActions() {
        // Targets that went away are dropped; checked in place first, since most of the
        // time none has (removing nothing still rebuilt the array).
        if targets.containsBorrowed(where: { !$0.isLive }) { targets.removeAll { !$0.isLive } }
        targets.forEachBorrowed { target in
            trace(.action(name: target.label ?? traceName))
            target.body(target.target, self)
        }
    }

    /// Records a step in the application's trace. Untraced (no application has a tracer),
    /// it returns at once: finding the application walks up the view's superviews.
    func trace(_ entry: @autoclosure () -> TraceEntry) {
        guard Application.anyoneTraces else { return }
        application?.trace(entry())
    }

    /// Back to possible, forgetting the sequence.
    func resetToPossible() {
        for token in timerTokens { application?.timers.cancel(token) }
        // Emptied in place, keeping their storage for the next sequence.
        timerTokens.popAll()
        if let last = trackedTouches.last { lastCentroid = last.location(in: nil) }
        trackedTouches.popAll()
        pendingState = nil
        stateStorage = .possible
        reset()
    }

    /// Ends an ongoing gesture because the recognizer was disabled, removed or lost its view:
    /// an active gesture is cancelled, a possible one fails.
    func abandon() {
        let reason = Reason(isEnabled ? .cancelled : .disabled)
        if stateStorage.isActive {
            nextReason = reason
            commit(.cancelled)
        } else if stateStorage == .possible, !trackedTouches.isEmpty || pendingState != nil {
            pendingState = nil
            commitFailure(reason)
        }
        arena?.remove(self)
        for touch in trackedTouches {
            touch.gestureRecognizers.removeAll { $0 === self }
        }
        resetToPossible()
    }

    func detach() {
        abandon()
        view = nil
    }

    func viewWasRemoved() {
        abandon()
    }

    /// Whether a new touch will be given to this recognizer.
    func accepts(_ touch: Touch) -> Bool {
        guard isEnabled, view != nil else { return false }
        return delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
    }

    /// Whether this recognizer follows `touch` and has not decided yet (for held deliveries).
    func isUndecided(about touch: Touch) -> Bool {
        stateStorage == .possible && trackedTouches.contains { $0 === touch }
    }


    /// Whether this recognizer and `other` may recognize at the same time.
    func canRecognizeSimultaneously(with other: GestureRecognizer) -> Bool {
        if simultaneous.contains(where: { $0.value === other }) { return true }
        if other.simultaneous.contains(where: { $0.value === self }) { return true }
        if delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether this recognizer must wait for `other` to fail.
    func requiresFailure(of other: GestureRecognizer) -> Bool {
        if failureRequirements.contains(where: { $0.value === other }) { return true }
        if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return true }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }
}

/// The real arena member: every requirement is met by the recognizer's own members.
extension GestureRecognizer: ArenaMember {}

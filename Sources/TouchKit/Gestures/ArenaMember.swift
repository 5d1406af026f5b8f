/// What the gesture arena needs from a recognizer: its state, the touches it follows, and
/// the rules that relate it to the others. `GestureRecognizer` is the real member; tests
/// use small fakes, so the arena's decisions can be checked alone.
@MainActor
protocol ArenaMember: AnyObject {
    /// The arena the member is in now, held weakly (untyped: a protocol cannot name the
    /// arena generic over the conforming class).
    var arenaObject: AnyObject? { get set }
    /// The committed state.
    var stateStorage: GestureRecognizer.State { get }
    /// The state the member will move to once those it waits for have failed.
    var pendingState: GestureRecognizer.State? { get set }
    /// The touches the member follows in the current sequence.
    var trackedTouches: [Touch] { get }
    var cancelsTouchesInView: Bool { get }
    /// Whether a timer of the member may still decide (then an idle member is not failed).
    var hasPendingTimers: Bool { get }

    /// Moves to `state` for real: traces it, tells the arena, runs actions.
    func commit(_ state: GestureRecognizer.State)
    /// Back to possible, forgetting the sequence.
    func resetToPossible()
    /// The trace name, which a failure it causes names.
    var traceName: String { get }
    /// Fails at once for `reason`.
    func commitFailure(_ reason: GestureRecognizer.Reason)
    /// What stops it from beginning (its delegate, its view, a control under its
    /// touches); nil when nothing does.
    func vetoOfBeginning() -> GestureRecognizer.Reason?
    func canRecognizeSimultaneously(with other: Self) -> Bool
    func canPrevent(_ other: Self) -> Bool
    func canBePrevented(by other: Self) -> Bool
    func requiresFailure(of other: Self) -> Bool
}

extension ArenaMember {
    /// Whether any followed touch is still down.
    var hasLiveTouches: Bool { trackedTouches.contains { !$0.phase.isFinal } }

    /// Whether this member and `other` follow a common touch.
    /// Compared pairwise, without a set: members follow a few touches each.
    func sharesTouch(with other: Self) -> Bool {
        let others = other.trackedTouches
        return trackedTouches.contains { touch in others.contains { $0 === touch } }
    }
}

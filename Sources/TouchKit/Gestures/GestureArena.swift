/// Decides among the recognizers that are following touches in one window: who may leave
/// `possible`, who must wait for whom, and who fails when another wins.
///
/// - A recognizer that wants to begin (or recognize) first asks its delegate, its view and
///   any control under its touches (a control's own tap wins over a superview's tap).
/// - If it requires another member to fail, it waits; it fails if that one recognizes.
/// - When one wins, every other possible member that shares a touch with it fails, unless
///   the two may recognize simultaneously; with `cancelsTouchesInView` its touches' views
///   get `touchesCancelled`.
///
/// It reaches its members and the router only through `ArenaMember` and `ArenaRouter`, so
/// it can be tested with fake members (`GestureArenaTests`).
@MainActor
final class GestureArena<Member: ArenaMember> {
    @exclusivity(unchecked) private(set) var members: [Member] = []
    /// The router owns this arena (`TouchRouter.arena`), so it outlives it; unowned(unsafe)
    /// spares the reference count's check on every use.
    unowned(unsafe) let router: any ArenaRouter
    /// The members as a sweep began, reused (see `ScratchArray`).
    @exclusivity(unchecked) private var sweepScratch = ScratchArray<Member>()

    init(router: any ArenaRouter) {
        self.router = router
    }

    /// Members name their arena without a weak reference (`arenaObject`): cleared here.
    /// Isolated, so it may set them; it runs at once on the main actor, where arenas go.
    isolated deinit {
        for member in members where member.arenaObject === self { member.arenaObject = nil }
    }

    var application: Application? { router.application }

    func add(_ recognizer: Member) {
        guard !members.contains(where: { $0 === recognizer }) else { return }
        (recognizer.arenaObject as? GestureArena<Member>)?.remove(recognizer)
        members.append(recognizer)
        recognizer.arenaObject = self
    }

    func remove(_ recognizer: Member) {
        // A member is in the list at most once (`add`).
        if let index = members.firstIndex(where: { $0 === recognizer }) { members.remove(at: index) }
        if recognizer.arenaObject === self { recognizer.arenaObject = nil }
    }

    func recognizerWantsToLeavePossible(_ recognizer: Member,
                                        for target: GestureRecognizer.State) {
        // A continuous gesture whose fingers lifted while it waited cannot begin any more:
        // it would never see them end. UIKit's fails as its touches end while possible.
        if target == .began, !recognizer.hasLiveTouches {
            return recognizer.commit(.failed)
        }
        guard mayBegin(recognizer), !isPreventedByWinner(recognizer) else {
            return recognizer.commit(.failed)
        }
        let blockers = failureBlockers(of: recognizer)
        if blockers.contains(where: { $0.stateStorage != .possible }) {
            return recognizer.commit(.failed)
        }
        if blockers.isEmpty {
            recognizer.commit(target)
        } else {
            recognizer.pendingState = target
        }
    }

    /// A member changed state (before its actions run): when it won, the others that share
    /// a touch fail.
    func recognizerDidTransition(_ recognizer: Member, from old: GestureRecognizer.State) {
        if Self.won(recognizer, from: old) {
            failOthers(beaten: recognizer)
        }
    }

    /// A member's actions ran: a winner that cancels touches in its view cancels them now
    /// (UIKit runs the action first), whoever waited for it goes on or fails, and held view
    /// messages whose recognizers have decided go out.
    func recognizerDidSendActions(_ recognizer: Member, from old: GestureRecognizer.State) {
        if Self.won(recognizer, from: old), recognizer.cancelsTouchesInView {
            router.cancelViewDeliveries(of: recognizer.trackedTouches)
        }
        if old == .possible {
            reconsiderWaiting(after: recognizer)
        }
        router.releaseHeldDeliveries()
    }

    private static func won(_ recognizer: Member, from old: GestureRecognizer.State) -> Bool {
        let state = recognizer.stateStorage
        return old == .possible && (state == .began || state == .ended)
    }

    /// Resets recognizers whose touches are all gone: finished ones return to possible, and
    /// possible ones with nothing left to wait for fail first (as does a continuous one
    /// still waiting to begin: its fingers are gone).
    func sweep() {
        for recognizer in members {
            let live = recognizer.trackedTouches.contains { !$0.phase.isFinal }
            guard !live else { continue }
            let waitsToBegin = recognizer.pendingState == .began
            if recognizer.stateStorage == .possible, recognizer.pendingState == nil || waitsToBegin,
               !recognizer.hasPendingTimers, !recognizer.trackedTouches.isEmpty {
                recognizer.commit(.failed)
            }
        }
        guard members.contains(where: { $0.stateStorage.isFinished }) else { return }
        // The members as they were, in a list of our own: removing from `members` while
        // iterating it would copy it first.
        var before = sweepScratch.take()
        before.append(contentsOf: members)
        for recognizer in before where recognizer.stateStorage.isFinished {
            let live = recognizer.trackedTouches.contains { !$0.phase.isFinal }
            if !live {
                remove(recognizer)
                recognizer.resetToPossible()
            }
        }
        sweepScratch.give(back: &before)
    }

    // MARK: Rules

    private func mayBegin(_ recognizer: Member) -> Bool {
        recognizer.mayBegin()
    }

    /// Whether a member that already began (and shares a touch) excludes this recognizer.
    private func isPreventedByWinner(_ recognizer: Member) -> Bool {
        members.contains { other in
            other !== recognizer && other.stateStorage.isActive && other.sharesTouch(with: recognizer)
                && !other.canRecognizeSimultaneously(with: recognizer)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
    }

    private func failureBlockers(of recognizer: Member) -> [Member] {
        members.filter { other in
            other !== recognizer && other.stateStorage != .failed && recognizer.requiresFailure(of: other)
        }
    }

    private func failOthers(beaten winner: Member) {
        for other in members where other !== winner && other.stateStorage == .possible {
            guard winner.sharesTouch(with: other), !winner.canRecognizeSimultaneously(with: other),
                  winner.canPrevent(other), other.canBePrevented(by: winner) else { continue }
            other.pendingState = nil
            other.commit(.failed)
        }
    }

    /// `decided` left possible: whoever waits for it to fail goes on if it failed, and fails
    /// if it recognized or began (also when the two share no touch).
    private func reconsiderWaiting(after decided: Member) {
        for waiting in members where waiting.pendingState != nil && waiting.requiresFailure(of: decided) {
            guard let target = waiting.pendingState else { continue }
            let blockers = failureBlockers(of: waiting)
            if blockers.contains(where: { $0.stateStorage != .possible }) {
                waiting.pendingState = nil
                waiting.commit(.failed)
            } else if blockers.isEmpty {
                waiting.pendingState = nil
                recognizerWantsToLeavePossible(waiting, for: target)
            }
        }
    }
}

/// Decides among the recognizers that are following touches in one window: who may leave
/// `possible`, who must wait for whom, and who fails when another wins.
///
/// - A recognizer that wants to begin (or recognize) first asks its delegate, its view and
///   any control under its touches (a control's own tap wins over a superview's tap).
/// - If it requires another member to fail, it waits; it fails if that one recognizes.
/// - When one wins, every other possible member that shares a touch with it fails, unless
///   the two may recognize simultaneously, waiting ones included: they are all chosen
///   before any fails, so none is freed by another's failure. With `cancelsTouchesInView`
///   its touches' views get `touchesCancelled`.
///
/// It reaches its members and the router only through `ArenaMember` and `ArenaRouter`, so
/// it can be tested with fake members (`GestureArenaTests`).
@MainActor
final class GestureArena<Member: ArenaMember> {
    @exclusivity(unchecked) private(set) var members: [Member] = []
    /// The router owns this arena (`TouchRouter.arena`), so it outlives it; unowned spares
    /// the side table a weak reference would give it. Set once, before any member joins.
    unowned private var routerLink: (any ArenaRouter)?
    var router: any ArenaRouter { routerLink! }
    /// The members as a sweep began, reused (see `ScratchArray`).
    @exclusivity(unchecked) private var sweepScratch = ScratchArray<Member>()
    /// The members a winner beats, reused (see `ScratchArray`).
    @exclusivity(unchecked) private var loserScratch = ScratchArray<Member>()
    /// Winners between their transition and their cancellation of the views' touches: the
    /// others they fail meanwhile must not release held endings the winner will cancel.
    @exclusivity(unchecked) private var settlingWinners: [ObjectIdentifier] = []

    init(router: any ArenaRouter) {
        routerLink = router
    }

    /// An arena whose router, its owner, is named right after (`attach(to:)`): the owner
    /// cannot pass itself while it is still being made.
    init() {}

    func attach(to router: any ArenaRouter) {
        routerLink = router
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
            return recognizer.commitFailure(.init(.requiredToFail))
        }
        if let veto = recognizer.vetoOfBeginning() {
            return recognizer.commitFailure(veto)
        }
        if let winner = preventingWinner(of: recognizer) {
            return recognizer.commitFailure(.init(.prevented, party: winner.traceName))
        }
        let blockers = failureBlockers(of: recognizer)
        if let decided = blockers.first(where: { $0.stateStorage != .possible }) {
            return recognizer.commitFailure(.init(.requiredToFail, party: decided.traceName))
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
            settlingWinners.append(ObjectIdentifier(recognizer))
            failOthers(beaten: recognizer)
        }
    }

    /// A member's actions ran: a winner that cancels touches in its view cancels them now
    /// (UIKit runs the action first), whoever waited for it goes on or fails, and held view
    /// messages whose recognizers have decided go out.
    func recognizerDidSendActions(_ recognizer: Member, from old: GestureRecognizer.State) {
        if let index = settlingWinners.lastIndex(of: ObjectIdentifier(recognizer)) {
            settlingWinners.remove(at: index)
            if recognizer.cancelsTouchesInView, recognizer.stateStorage != .failed {
                router.cancelViewDeliveries(of: recognizer.trackedTouches)
            }
        }
        if old == .possible {
            reconsiderWaiting(after: recognizer)
        }
        if settlingWinners.isEmpty { router.releaseHeldDeliveries() }
    }

    private static func won(_ recognizer: Member, from old: GestureRecognizer.State) -> Bool {
        let state = recognizer.stateStorage
        return old == .possible && (state == .began || state == .ended)
    }

    /// Resets recognizers whose touches are all gone: finished ones return to possible, and
    /// possible ones with nothing left to wait for fail first (as does a continuous one
    /// still waiting to begin: its fingers are gone).
    func sweep() {
        members.forEachBorrowed { recognizer in
            let live = recognizer.trackedTouches.contains { !$0.phase.isFinal }
            guard !live else { return }
            let waitsToBegin = recognizer.pendingState == .began
            if recognizer.stateStorage == .possible, recognizer.pendingState == nil || waitsToBegin,
               !recognizer.hasPendingTimers, !recognizer.trackedTouches.isEmpty {
                // Waiting to begin, its fingers lifted; otherwise it left its touches
                // undecided, by its own rule.
                if waitsToBegin {
                    recognizer.commitFailure(.init(.requiredToFail))
                } else {
                    recognizer.commit(.failed)
                }
            }
        }
        // Usually none is done yet (a failed member whose finger is still down stays).
        guard members.containsBorrowed(where: { $0.stateStorage.isFinished && !$0.hasLiveTouches }) else { return }
        // The members as they were, in a list of our own: removing from `members` while
        // iterating it would copy it first.
        var before = sweepScratch.take()
        members.forEachBorrowed { before.append($0) }
        before.forEachBorrowed { recognizer in
            guard recognizer.stateStorage.isFinished else { return }
            let live = recognizer.trackedTouches.contains { !$0.phase.isFinal }
            if !live {
                remove(recognizer)
                recognizer.resetToPossible()
            }
        }
        sweepScratch.give(back: &before)
    }

    // MARK: Rules

    /// A member that already began (and shares a touch) and excludes this recognizer.
    private func preventingWinner(of recognizer: Member) -> Member? {
        members.first { other in
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

    /// The losers are all chosen, and stop waiting, before any of them fails: a loser's
    /// failure must not let another loser that waited for it go on and recognize beside
    /// the winner (a single tap waiting on a double tap that a triple tap beats).
    private func failOthers(beaten winner: Member) {
        var losers = loserScratch.take()
        members.forEachBorrowed { other in
            guard other !== winner, other.stateStorage == .possible,
                  winner.sharesTouch(with: other), !winner.canRecognizeSimultaneously(with: other),
                  winner.canPrevent(other), other.canBePrevented(by: winner) else { return }
            other.pendingState = nil
            losers.append(other)
        }
        losers.forEachBorrowed { other in
            // An earlier loser's failure may have let another member win, and that winner
            // may have failed this one already.
            guard other.stateStorage == .possible else { return }
            // One that waited for the winner to fail lost for that reason, not to exclusion.
            let cause: GestureRecognizer.Cause = other.requiresFailure(of: winner) ? .requiredToFail : .prevented
            other.commitFailure(.init(cause, party: winner.traceName))
        }
        loserScratch.give(back: &losers)
    }

    /// `decided` left possible: whoever waits for it to fail goes on if it failed, and fails
    /// if it recognized or began (also when the two share no touch).
    private func reconsiderWaiting(after decided: Member) {
        members.forEachBorrowed { waiting in
            guard waiting.pendingState != nil, waiting.requiresFailure(of: decided),
                  let target = waiting.pendingState else { return }
            let blockers = failureBlockers(of: waiting)
            if let winner = blockers.first(where: { $0.stateStorage != .possible }) {
                waiting.pendingState = nil
                waiting.commitFailure(.init(.requiredToFail, party: winner.traceName))
            } else if blockers.isEmpty {
                waiting.pendingState = nil
                recognizerWantsToLeavePossible(waiting, for: target)
            }
        }
    }
}

@testable import TouchKit

/// What the fakes did, in order, for a test to compare whole.
@MainActor
final class ArenaLog {
    var lines: [String] = []
}

/// A stand-in for a recognizer: its answers are set by the test, and every state it
/// commits is logged. It reports to the arena exactly as `GestureRecognizer.commit` does:
/// the transition, then (where a real one runs its actions) the follow-up.
@MainActor
final class FakeMember: ArenaMember {
    let name: String
    let log: ArenaLog
    weak var arenaObject: AnyObject?
    var stateStorage: GestureRecognizer.State = .possible
    var pendingState: GestureRecognizer.State?
    var trackedTouches: [Touch] = []
    var cancelsTouchesInView = true
    var hasPendingTimers = false
    /// What the delegate, the view and the controls say to beginning.
    var allowedToBegin = true
    var simultaneousWith: Set<String> = []
    var waitsForFailureOf: Set<String> = []

    init(_ name: String, touches: [Touch], log: ArenaLog) {
        self.name = name
        self.trackedTouches = touches
        self.log = log
    }

    var arena: GestureArena<FakeMember>? { arenaObject as? GestureArena<FakeMember> }

    /// What a recognizer does when it sets `state`: ask the arena to leave possible.
    func wants(_ state: GestureRecognizer.State) {
        arena?.recognizerWantsToLeavePossible(self, for: state)
    }

    func commit(_ state: GestureRecognizer.State) {
        let old = stateStorage
        stateStorage = state
        pendingState = nil
        log.lines.append("\(name) \(state)")
        arena?.recognizerDidTransition(self, from: old)
        arena?.recognizerDidSendActions(self, from: old)
    }

    func resetToPossible() {
        log.lines.append("\(name) reset")
        stateStorage = .possible
        pendingState = nil
        trackedTouches = []
    }

    var traceName: String { name }

    func vetoOfBeginning() -> GestureRecognizer.Reason? { allowedToBegin ? nil : .init(.delegate) }

    func commitFailure(_ reason: GestureRecognizer.Reason) { commit(.failed) }

    func canRecognizeSimultaneously(with other: FakeMember) -> Bool {
        simultaneousWith.contains(other.name) || other.simultaneousWith.contains(name)
    }

    func canPrevent(_ other: FakeMember) -> Bool { true }
    func canBePrevented(by other: FakeMember) -> Bool { true }
    func requiresFailure(of other: FakeMember) -> Bool { waitsForFailureOf.contains(other.name) }
}

/// A stand-in for the touch router: logs what the arena asks of it.
@MainActor
final class FakeRouter: ArenaRouter {
    let log: ArenaLog
    init(log: ArenaLog) { self.log = log }

    var application: Application? { nil }

    func cancelViewDeliveries(of touches: [Touch]) {
        log.lines.append("router cancels \(touches.map(\.id))")
    }

    func releaseHeldDeliveries() {
        log.lines.append("router releases held")
    }
}

/// A touch for the fakes to share; `ended` lifts it.
@MainActor
func fakeTouch(_ id: Int, ended: Bool = false) -> Touch {
    let touch = Touch(id: id, location: Point(x: 0, y: 0), timestamp: 0, tapCount: 1, window: nil)
    if ended { touch.phase = .ended }
    return touch
}

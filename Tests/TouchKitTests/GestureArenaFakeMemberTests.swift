import Testing
@testable import TouchKit

/// The arena alone, with fake members and a fake router: each test sets up the members'
/// answers, makes one or more of them ask to leave possible, and compares the whole log of
/// what the members committed and what the router was asked.
@MainActor
struct GestureArenaFakeMemberTests {
    let log = ArenaLog()
    let router: FakeRouter
    let arena: GestureArena<FakeMember>
    let touch1 = fakeTouch(1)
    let touch2 = fakeTouch(2)

    init() {
        router = FakeRouter(log: log)
        arena = GestureArena<FakeMember>(router: router)
    }

    func member(_ name: String, _ touches: [Touch]) -> FakeMember {
        let member = FakeMember(name, touches: touches, log: log)
        arena.add(member)
        return member
    }

    /// The winner fails the members that share its touch, not the one on another touch,
    /// then has its touches' views cancelled and held messages released (not before: a
    /// held ending the winner cancels must not go out as ended meanwhile).
    @Test func theWinnerFailsThoseSharingItsTouch() {
        let tap = member("tap", [touch1])
        _ = member("pan", [touch1])
        let other = member("other", [touch2])
        tap.wants(.ended)
        #expect(log.lines == [
            "tap ended", "pan failed",
            "router cancels [1]", "router releases held",
        ])
        #expect(other.stateStorage == .possible)
    }

    @Test func aWinnerThatDoesNotCancelTouchesLeavesTheViewsAlone() {
        let tap = member("tap", [touch1])
        tap.cancelsTouchesInView = false
        tap.wants(.ended)
        #expect(log.lines == ["tap ended", "router releases held"])
    }

    @Test func membersAllowedTogetherBothBegin() {
        let pinch = member("pinch", [touch1, touch2])
        let rotation = member("rotation", [touch1, touch2])
        pinch.simultaneousWith = ["rotation"]
        pinch.wants(.began)
        rotation.wants(.began)
        #expect(log.lines == [
            "pinch began", "router cancels [1, 2]", "router releases held",
            "rotation began", "router cancels [1, 2]", "router releases held",
        ])
    }

    /// Once one has begun, another on the same touch that may not recognize with it fails
    /// when it asks.
    @Test func aLaterMemberIsPreventedByOneThatBegan() {
        let pan = member("pan", [touch1])
        let swipe = member("swipe", [touch1])
        pan.wants(.began)
        log.lines.removeAll()
        swipe.stateStorage = .possible
        swipe.wants(.ended)
        #expect(log.lines == ["swipe failed", "router releases held"])
    }

    @Test func aMemberTheDelegateStopsFails() {
        let tap = member("tap", [touch1])
        tap.allowedToBegin = false
        tap.wants(.ended)
        #expect(log.lines == ["tap failed", "router releases held"])
    }

    /// `require(toFail:)`: the single tap waits; when the double tap fails it recognizes.
    @Test func aWaitingMemberGoesOnWhenTheOtherFails() {
        let single = member("single", [touch1])
        let double = member("double", [touch1])
        single.waitsForFailureOf = ["double"]
        single.wants(.ended)
        #expect(log.lines.isEmpty && single.pendingState == .ended)
        double.commit(.failed)
        #expect(log.lines == [
            "double failed",
            "single ended", "router cancels [1]", "router releases held",
            "router releases held",
        ])
    }

    /// …and fails when the other recognizes instead.
    @Test func aWaitingMemberFailsWhenTheOtherWins() {
        let single = member("single", [touch1])
        let double = member("double", [touch1])
        single.waitsForFailureOf = ["double"]
        single.wants(.ended)
        double.wants(.ended)
        #expect(log.lines == [
            "double ended", "single failed",
            "router cancels [1]", "router releases held",
        ])
    }

    /// A chain (single waits for double, double for triple): when the triple wins, the
    /// double fails, and its failure does not let the single go on beside the triple.
    @Test func aWinnerFailsAChainWaitingOnEachOther() {
        let triple = member("triple", [touch1, touch2])
        let double = member("double", [touch1, touch2])
        let single = member("single", [touch1])
        double.waitsForFailureOf = ["triple"]
        single.waitsForFailureOf = ["double"]
        single.wants(.ended)
        double.wants(.ended)
        #expect(log.lines.isEmpty)
        triple.wants(.ended)
        #expect(log.lines == [
            "triple ended", "double failed", "single failed",
            "router cancels [1, 2]", "router releases held",
        ])
    }

    /// A continuous member cannot begin once its fingers have lifted: it would never see
    /// them end.
    @Test func aContinuousMemberWhoseFingersLiftedCannotBegin() {
        let pan = member("pan", [fakeTouch(3, ended: true)])
        pan.wants(.began)
        #expect(log.lines == ["pan failed", "router releases held"])
    }

    /// Sweeping after the fingers lift: an undecided member fails (unless a timer of its
    /// own may still decide), and finished members leave the arena and reset.
    @Test func sweepingFailsTheUndecidedAndResetsTheFinished() {
        let lifted = fakeTouch(4, ended: true)
        _ = member("tap", [lifted])
        let press = member("press", [lifted])
        press.hasPendingTimers = true
        arena.sweep()
        #expect(log.lines == ["tap failed", "router releases held", "tap reset"])
        #expect(arena.members.map(\.name) == ["press"])
    }
}

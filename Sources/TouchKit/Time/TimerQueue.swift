/// Deadlines on the injected clock: recognizer timeouts, the held `touchesEnded`, animations.
///
/// Timers fire only when the owner calls `fireDue(at:)` (the run loop does, after waiting
/// until `nextDeadline`); timers due at the same time fire in the order they were scheduled.
@MainActor
public final class TimerQueue {
    /// Identifies a scheduled timer so it can be cancelled.
    public struct Token: Hashable, Sendable {
        fileprivate let id: Int
    }

    private struct Entry {
        let token: Token
        let deadline: Double
        let action: @MainActor () -> Void
    }

    @exclusivity(unchecked) private var entries: [Entry] = []
    @exclusivity(unchecked) private var nextID = 0

    /// An empty queue.
    public init() {}

    /// Runs `action` once the clock reaches `deadline`.
    @discardableResult
    public func schedule(at deadline: Double, _ action: @escaping @MainActor () -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        let entry = Entry(token: token, deadline: deadline, action: action)
        let index = entries.firstIndex { $0.deadline > deadline } ?? entries.endIndex
        entries.insert(entry, at: index)
        return token
    }

    /// The token the next `schedule` will return.
    var nextToken: Token { Token(id: nextID + 1) }

    /// Forgets a timer; cancelling one that fired or was cancelled does nothing.
    /// Tokens are unique, so at most one entry goes (found in place: `removeAll(where:)`
    /// goes through the general range replacement).
    public func cancel(_ token: Token?) {
        guard let token, let index = entries.firstIndex(where: { $0.token == token }) else { return }
        entries.remove(at: index)
    }

    /// The earliest pending deadline, or nil when nothing is scheduled.
    public var nextDeadline: Double? { entries.first?.deadline }

    /// True when no timer is pending.
    public var isEmpty: Bool { entries.isEmpty }

    /// Fires, in order, every timer due at or before `time`, including timers that those
    /// actions schedule for times already reached.
    public func fireDue(at time: Double) {
        while let first = entries.first, first.deadline <= time {
            entries.removeFirst()
            first.action()
        }
    }
}

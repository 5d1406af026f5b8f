/// The application's FIFO of pending input.
///
/// Taking a batch removes the oldest input and, when it is a touch change, every following
/// touch change with the same timestamp for other fingers: they form one delivery.
///
/// Moves are coalesced, as UIKit does: a finger's move replaces its move still waiting in
/// the run of moves at the end of the queue, so a flood of moves keeps the queue bounded
/// (a begin, end or cancel, never merged nor dropped, ends a run: a move never crosses one).
struct EventQueue {
    private var storage: [InputEvent] = []
    private var head = 0

    var count: Int { storage.count - head }
    var contents: [InputEvent] { Array(storage[head...]) }

    mutating func append(_ input: InputEvent) {
        if case .touch(let touch) = input, touch.phase == .moved, let index = queuedMove(of: touch.key) {
            storage.remove(at: index)
        }
        storage.append(input)
    }

    /// Where `key`'s move waits in the run of moves at the end of the queue. Coalescing
    /// keeps one move per finger in that run, so the search is as short as the fingers.
    private func queuedMove(of key: TouchKey) -> Int? {
        var index = storage.count - 1
        while index >= head, case .touch(let queued) = storage[index], queued.phase == .moved {
            if queued.key == key { return index }
            index -= 1
        }
        return nil
    }

    /// Moves the next batch into `batch` (emptied first); false when the queue is empty.
    mutating func takeBatch(into batch: inout [InputEvent]) -> Bool {
        batch.popAll()
        guard head < storage.count else { return false }
        let taken = takeNext()
        var firstTouch: TouchInput?
        if case .touch(let touch) = taken { firstTouch = touch }
        batch.append(taken)
        if let first = firstTouch, head < storage.count, case .touch(let second) = storage[head],
           second.timestamp == first.timestamp {
            var keys: Set<TouchKey> = [first.key]
            while head < storage.count, case .touch(let next) = storage[head],
                  next.timestamp == first.timestamp, !keys.contains(next.key) {
                keys.insert(next.key)
                batch.append(takeNext())
            }
        }
        compact()
        return true
    }

    /// The input at `head`, moved out (a placeholder without payload takes its place until
    /// `compact` drops it), so taking it copies nothing the input holds.
    private mutating func takeNext() -> InputEvent {
        var taken = InputEvent.remoteControl(.none, timestamp: 0)
        swap(&taken, &storage[head])
        head += 1
        return taken
    }

    private mutating func compact() {
        if head == storage.count {
            storage.popAll()
            head = 0
        } else if head > 1024, head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
    }
}

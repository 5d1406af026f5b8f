/// The application's FIFO of pending input.
///
/// Taking a batch removes the oldest input and, when it is a touch change, every following
/// touch change with the same timestamp for other fingers: they form one delivery.
struct EventQueue {
    private var storage: [InputEvent] = []
    private var head = 0

    var count: Int { storage.count - head }
    var contents: [InputEvent] { Array(storage[head...]) }

    mutating func append(_ input: InputEvent) {
        storage.append(input)
    }

    mutating func takeBatch() -> [InputEvent]? {
        guard head < storage.count else { return nil }
        var batch = [storage[head]]
        head += 1
        if case .touch(let first) = batch[0] {
            var keys: Set<TouchKey> = [first.key]
            while head < storage.count, case .touch(let next) = storage[head],
                  next.timestamp == first.timestamp, !keys.contains(next.key) {
                keys.insert(next.key)
                batch.append(storage[head])
                head += 1
            }
        }
        compact()
        return batch
    }

    private mutating func compact() {
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 1024, head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
    }
}

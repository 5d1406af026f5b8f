/// Results of a pure function remembered per argument, forgotten all at once when `limit`
/// are held: for text work (wrapping, measuring) that a frame asks for again and again,
/// where a new argument now and then (an input's time) must not grow the memory forever.
///
/// Lookup and storing are apart, so working a value out may use the memo itself (a hanging
/// wrap wraps its rest) without overlapping access to it.
struct BoundedMemo<Key: Hashable, Value> {
    let limit: Int
    private var values: [Key: Value] = [:]

    init(limit: Int) {
        self.limit = limit
    }

    subscript(key: Key) -> Value? { values[key] }

    /// Remembers `value` for `key` and returns it.
    mutating func remember(_ value: Value, for key: Key) -> Value {
        if values.count >= limit { values.removeAll(keepingCapacity: true) }
        values[key] = value
        return value
    }
}

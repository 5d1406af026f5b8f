/// Results of a pure function remembered per argument, forgotten all at once when `limit`
/// are held: for text work (measuring, fitting, wrapping) that frames ask for again and
/// again, where new arguments now and then (an input's time, a long trace) must not grow
/// the memory forever.
///
/// Lookup and storing are apart, so working a value out may use the memo itself (a hanging
/// wrap wraps its rest) without overlapping access to it.
package struct BoundedMemo<Key: Hashable, Value> {
    package let limit: Int
    private var values: [Key: Value] = [:]

    package init(limit: Int) {
        self.limit = limit
    }

    package subscript(key: Key) -> Value? { values[key] }

    /// How many values are remembered.
    package var count: Int { values.count }

    /// Remembers `value` for `key` and returns it.
    @discardableResult
    package mutating func remember(_ value: Value, for key: Key) -> Value {
        if values.count >= limit { values.removeAll(keepingCapacity: true) }
        values[key] = value
        return value
    }
}

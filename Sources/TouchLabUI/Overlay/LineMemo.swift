import TouchKit

/// Overlay lines found, per argument, forgotten all at once past `limit` entries or
/// `rectLimit` obstacles held in their keys: a key keeps the obstacles it was found among,
/// and a crowded scene would otherwise hold megabytes of them.
struct LineMemo<Key: Hashable, Value> {
    let limit: Int, rectLimit: Int
    private var values: [Key: Value] = [:]
    private var rects = 0

    init(limit: Int, rectLimit: Int) {
        self.limit = limit
        self.rectLimit = rectLimit
    }

    subscript(key: Key) -> Value? { values[key] }

    /// Remembers `value` for `key`, whose obstacles number `obstacles`.
    mutating func remember(_ value: Value, for key: Key, obstacles: Int) {
        if values.count >= limit || rects + obstacles > rectLimit {
            values.removeAll(keepingCapacity: true)
            rects = 0
        }
        values[key] = value
        rects += obstacles
    }
}

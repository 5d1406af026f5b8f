import Synchronization

/// What Cairo measured for text in one face, remembered: the lab measures the same labels,
/// rows and stage names every frame, and asking Cairo again (glyph lookup, extents) costs
/// more than the drawing it decides. Exact by construction: Cairo's answer depends only on
/// the face, the size, the font options (fixed for the process) and the transform's linear
/// part, and all but the face are in the key; the face owns the cache.
final class TextMeasurements: Sendable {
    struct Key: Hashable {
        let text: String
        let size: Double
        /// The user-to-device matrix without its translation: a scaled scene measures at its
        /// scale, where unhinted advances need not scale exactly linearly.
        let xx: Double, yx: Double, xy: Double, yy: Double
    }

    /// Beyond this many entries the cache starts again (a run that keeps producing new text
    /// — a long trace — must not grow it forever).
    static let limit = 8192

    private let entries = Mutex(BoundedMemo<Key, TextMetrics>(limit: TextMeasurements.limit))

    /// The remembered metrics for `key`, or `measure()`'s, remembered.
    func metrics(for key: Key, measure: () -> TextMetrics) -> TextMetrics {
        if let known = entries.withLock({ $0[key] }) { return known }
        let metrics = measure()
        return entries.withLock { $0.remember(metrics, for: key) }
    }

    var count: Int { entries.withLock { $0.count } }
}

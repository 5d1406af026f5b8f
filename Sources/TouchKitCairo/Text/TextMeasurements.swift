import Synchronization

/// What Pango measured for text in one face, remembered: the lab measures the same labels,
/// rows and stage names every frame, and laying them out again (shaping, font fallback)
/// costs more than the drawing it decides. Exact by construction: the answer depends only
/// on the face, the size and the engine's fixed context, and all but the face are in the
/// key; the face owns the cache.
final class TextMeasurements: Sendable {
    struct Key: Hashable {
        let text: String
        let size: Double
    }

    /// Beyond this many entries the cache starts again (a run that keeps producing new text
    /// — a long trace — must not grow it forever).
    static let limit = 2048

    private let entries = Mutex(BoundedMemo<Key, TextEngine.Measured>(limit: TextMeasurements.limit))

    /// The remembered measurement for `key`, or `measure()`'s, remembered.
    func measured(for key: Key, measure: () -> TextEngine.Measured) -> TextEngine.Measured {
        if let known = entries.withLock({ $0[key] }) { return known }
        let measured = measure()
        return entries.withLock { $0.remember(measured, for: key) }
    }

    var count: Int { entries.withLock { $0.count } }
}

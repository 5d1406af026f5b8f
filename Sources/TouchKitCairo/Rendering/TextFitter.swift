import TouchKit

/// Fits one line of text to a width, ellipsized by Pango with "…", and remembers the answers.
///
/// Scenes redraw the same strings every frame; measuring (and, for long text, laying it
/// out to be ellipsized) happens once per string, font and width.
@MainActor
final class TextFitter {
    static let shared = TextFitter()

    /// A fitted line: what to draw and its metrics.
    struct Line {
        let text: String
        let metrics: TextMetrics
    }

    private struct Key: Hashable {
        let text: String
        let face: ObjectIdentifier
        let size: Double
        let maxWidth: Double
    }

    /// Beyond 2048 entries the cache starts over, so changing text cannot grow it forever.
    private var cache = BoundedMemo<Key, Line>(limit: 2048)

    /// `text` as it fits in `maxWidth` with `font`: whole, or its longest prefix plus "…",
    /// or empty when not even "…" fits.
    func fit(_ text: String, font: Font, maxWidth: Double, on canvas: Canvas) -> Line {
        let key = Key(text: text, face: ObjectIdentifier(font.face), size: font.size, maxWidth: maxWidth)
        if let line = cache[key] { return line }
        let line = computeFit(text, font: font, maxWidth: maxWidth, on: canvas)
        return cache.remember(line, for: key)
    }

    private func computeFit(_ text: String, font: Font, maxWidth: Double, on canvas: Canvas) -> Line {
        let whole = canvas.measure(text, font: font)
        if whole.width <= maxWidth { return Line(text: text, metrics: whole) }
        let fitted = font.ellipsized(text, maxWidth: maxWidth)
        if fitted.isEmpty {
            return Line(text: "", metrics: TextMetrics(width: 0, ascent: whole.ascent, descent: whole.descent))
        }
        return Line(text: fitted, metrics: canvas.measure(fitted, font: font))
    }
}

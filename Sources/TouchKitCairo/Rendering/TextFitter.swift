import TouchKit

/// Fits one line of text to a width, ellipsizing with "…", and remembers the answers.
///
/// Scenes redraw the same strings every frame; measuring (and, for long text, the search
/// for the longest prefix that fits) happens once per string, font and width.
final class TextFitter {
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

    private var cache: [Key: Line] = [:]
    /// Beyond this many entries the cache starts over, so changing text cannot grow it forever.
    private let capacity = 2048

    /// `text` as it fits in `maxWidth` with `font`: whole, or its longest prefix plus "…",
    /// or empty when not even "…" fits.
    func fit(_ text: String, font: Font, maxWidth: Double, on canvas: Canvas) -> Line {
        let key = Key(text: text, face: ObjectIdentifier(font.face), size: font.size, maxWidth: maxWidth)
        if let line = cache[key] { return line }
        if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
        let line = computeFit(text, font: font, maxWidth: maxWidth, on: canvas)
        cache[key] = line
        return line
    }

    private func computeFit(_ text: String, font: Font, maxWidth: Double, on canvas: Canvas) -> Line {
        let whole = canvas.measure(text, font: font)
        if whole.width <= maxWidth { return Line(text: text, metrics: whole) }
        let characters = Array(text)
        var low = 0, high = characters.count - 1
        var best = Line(text: "", metrics: TextMetrics(width: 0, ascent: whole.ascent, descent: whole.descent))
        while low <= high {
            let middle = (low + high) / 2
            let candidate = String(characters[0..<middle]).trimmingSuffixSpaces() + "…"
            let metrics = canvas.measure(candidate, font: font)
            if metrics.width <= maxWidth {
                best = Line(text: candidate, metrics: metrics)
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best
    }
}

extension String {
    /// This string without trailing spaces, so an ellipsis follows a letter.
    fileprivate func trimmingSuffixSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}

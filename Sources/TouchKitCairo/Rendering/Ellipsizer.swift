/// Shortens one line of text with "…" so that it fits a width, for a caller with its own
/// measure; text in a `Font` is ellipsized by Pango (`Font.ellipsized`).
///
/// A binary search over the prefix length: at most ⌈log₂(n + 1)⌉ + 1 measurements for n
/// characters, whatever `measure` answers, so no drawing loop waits for text to shrink. A
/// width narrower than "…" alone gives the empty string.
public enum Ellipsizer {
    /// `text` if it fits in `maxWidth`, else its longest prefix (trailing spaces dropped)
    /// followed by "…" that fits, else "". `measure` gives a string's drawn width.
    public static func fit(_ text: String, maxWidth: Double, measure: (String) -> Double) -> String {
        guard !(measure(text) <= maxWidth) else { return text }
        let characters = Array(text)
        var low = 0, high = characters.count - 1, best = ""
        while low <= high {
            let middle = low + (high - low) / 2
            var prefix = characters[0..<middle]
            while prefix.last == " " { prefix.removeLast() }
            let candidate = String(prefix) + "\u{2026}"
            if measure(candidate) <= maxWidth {
                best = candidate
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best
    }
}

import TouchKit
import TouchKitCairo

/// The journey strip's text wrapped to its boxes' width, remembered per text: most of
/// what the strip says (the stages' names, most details) is the same from one lesson to
/// the next, and wrapping lays the text out again.
///
/// The strip is drawn untransformed, so a text's lines depend only on the text, the font
/// and the width. What is remembered stays small: it is forgotten whole past `limit`
/// texts (a detail such as an input's time is new with every click).
@MainActor
final class StripTextWrapper {
    private struct Key: Hashable {
        let text: String
        let face: ObjectIdentifier
        let size: Double
        let width: Double
        let isHanging: Bool
    }

    private var lines = BoundedMemo<Key, [String]>(limit: 512)

    /// `text` in lines at most `width` wide.
    func wrap(_ text: String, font: Font, width: Double, canvas: Canvas) -> [String] {
        remembered(Key(text: text, face: ObjectIdentifier(font.face), size: font.size, width: width, isHanging: false)) {
            font.wrapped(text, width: width)
        }
    }

    /// `text` wrapped with its continuation lines indented, so a detail that wraps (one
    /// recognizer and its state) reads as one item.
    func hanging(_ text: String, font: Font, width: Double, canvas: Canvas) -> [String] {
        remembered(Key(text: text, face: ObjectIdentifier(font.face), size: font.size, width: width, isHanging: true)) {
            let indent = "  "
            let narrower = width - canvas.measure(indent, font: font).width
            let lines = font.wrapped(text, width: narrower, firstWidth: width)
            return [lines[0]] + lines.dropFirst().map { indent + $0 }
        }
    }

    private func remembered(_ key: Key, wrap: () -> [String]) -> [String] {
        if let known = lines[key] { return known }
        let wrapped = wrap()
        return lines.remember(wrapped, for: key)
    }
}

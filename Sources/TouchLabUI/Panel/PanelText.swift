import TouchKit
import TouchKitCairo

/// Text for the panel's labels: widths measured once (the renderer draws labels in DejaVu
/// Sans, centred in their frame, so a label sized to its text reads as left-aligned), lines
/// wrapped and ellipsized by Pango, and labels made to measure.
@MainActor
package final class PanelText {
    private let face: FontFace?
    private var widths = BoundedMemo<WidthKey, Double>(limit: 4097)
    /// Wrapped lines per text: the inspector works its rows' text out on every refresh.
    private var lines = BoundedMemo<WrapKey, [String]>(limit: 1024)

    private struct WidthKey: Hashable {
        let text: String
        let size: Double
    }

    private struct WrapKey: Hashable {
        let text: String
        let size: Double
        let width: Double
        let firstWidth: Double?
    }

    /// What the panel says, in the run's language.
    package let words: Words

    package init(words: Words = Words()) {
        self.words = words
        face = try? Typeface.sans.face()
    }

    /// The advance width of `text` at `size` in the labels' face, as Pango lays it out.
    package func width(of text: String, size: Double) -> Double {
        let key = WidthKey(text: text, size: size)
        if let width = widths[key] { return width }
        let width = if let face {
            Font(face: face, size: size).measure(text).width
        } else {
            Double(text.count) * size * 0.6
        }
        return widths.remember(width, for: key)
    }

    /// `text` in lines of at most `width` (the first line at most `firstWidth` when given:
    /// a hanging indent), wrapped by Pango as the journey strip's text is: between words,
    /// before a dot inside a name, between characters only in a word wider than a line.
    /// Every character of `text` but the spaces at a break ends up on some line.
    package func wrap(_ text: String, size: Double, width: Double, firstWidth: Double? = nil) -> [String] {
        let wrap = { self.face.map { Font(face: $0, size: size).wrapped(text, width: width, firstWidth: firstWidth) } ?? [text] }
        // A long text (a trace through thousands of views) is not kept: its lines would
        // outweigh all the rest, and its user keeps what it needs.
        guard text.utf8.count <= Font.rememberedTextLength else { return wrap() }
        let key = WrapKey(text: text, size: size, width: width, firstWidth: firstWidth)
        if let known = lines[key] { return known }
        return lines.remember(wrap(), for: key)
    }

    /// Labels for `text` wrapped to `width`, one per line, `lineHeight` apart from `y`.
    package func paragraph(_ text: String, size: Double, color: Color, x: Double = 0, y: Double = 0, width: Double,
                           lineHeight: Double = PanelTheme.lineHeight) -> [Label] {
        wrap(text, size: size, width: width).enumerated().map { index, line in
            label(line, size: size, color: color, x: x, y: y + Double(index) * lineHeight, maxWidth: width,
                  height: lineHeight)
        }
    }

    /// A label whose frame hugs `text` (at most `maxWidth` wide, where it is ellipsized)
    /// with its left edge at `x` and its line box `height` high from `y`.
    package func label(_ text: String, size: Double, color: Color, x: Double, y: Double,
               maxWidth: Double, height: Double = PanelTheme.lineHeight) -> Label {
        let line = fit(text, size: size, maxWidth: maxWidth)
        let label = Label(frame: Rect(x: x.rounded(), y: y, width: self.width(of: line, size: size), height: height),
                          text: line)
        label.fontSize = size
        label.textColor = color
        return label
    }

    /// `text`, or what Pango keeps of it in `maxWidth` with "…" after it; so a label can
    /// hug even a shortened line.
    package func fit(_ text: String, size: Double, maxWidth: Double) -> String {
        guard let face else { return text }
        if width(of: text, size: size) <= maxWidth { return text }
        return Font(face: face, size: size).ellipsized(text, maxWidth: maxWidth)
    }

    /// A label whose right edge is at `maxX`.
    package func trailingLabel(_ text: String, size: Double, color: Color, maxX: Double, y: Double,
                       height: Double = PanelTheme.lineHeight) -> Label {
        let width = self.width(of: text, size: size)
        return label(text, size: size, color: color, x: (maxX - width).rounded(), y: y,
                     maxWidth: width, height: height)
    }

    /// A section header: small, grey capitals spaced out a little, as small caps read.
    package func header(_ text: String, x: Double, y: Double, maxWidth: Double) -> Label {
        label(Self.spacedCapitals(text), size: PanelTheme.headerSize, color: PanelTheme.header,
              x: x, y: y, maxWidth: maxWidth, height: PanelTheme.headerHeight)
    }

    /// `View tree` → `V I E W  T R E E` with hair spaces, words kept apart by a space.
    package static func spacedCapitals(_ text: String) -> String {
        text.uppercased().split(separator: " ").map { word in
            word.map(String.init).joined(separator: "\u{200A}")
        }.joined(separator: "\u{2009}\u{2009}")
    }
}

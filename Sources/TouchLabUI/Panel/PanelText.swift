import TouchKit
import TouchKitCairo

/// Text for the panel's labels: widths measured once with a small canvas (the renderer
/// draws labels in DejaVu Sans, centred in their frame, so a label sized to its text reads
/// as left-aligned), lines wrapped by words, and labels made to measure.
@MainActor
package final class PanelText {
    private let canvas: Canvas?
    private let face: FontFace?
    private var widths = BoundedMemo<WidthKey, Double>(limit: 4097)
    /// The advance of each ASCII character, per font size (Cairo's, measured on first use).
    @exclusivity(unchecked) private var asciiAdvances: [(size: Double, advances: [Double])] = []
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

    package init() {
        face = try? Typeface.sans.face()
        canvas = (try? ImageSurface(width: 1, height: 1)).map(Canvas.init(surface:))
    }

    /// The advance width of `text` at `size` in the labels' face.
    ///
    /// Cairo's text API neither kerns nor shapes: it places each character's glyph at the
    /// previous one's advance, adding left to right, and a text's advance is that sum. So
    /// an ASCII text's is its characters' advances added up in the same order, to the same
    /// bits (`PanelTextWidthTests`), without measuring the text or remembering it.
    package func width(of text: String, size: Double) -> Double {
        if let width = asciiWidth(of: text, size: size) { return width }
        let key = WidthKey(text: text, size: size)
        if let width = widths[key] { return width }
        let width = if let canvas, let face {
            canvas.measure(text, font: Font(face: face, size: size)).width
        } else {
            Double(text.count) * size * 0.6
        }
        return widths.remember(width, for: key)
    }

    /// `text`'s advance from its characters' (nil: not printable ASCII, or no font).
    private func asciiWidth(of text: String, size: Double) -> Double? {
        guard let advances = asciiAdvances(size: size) else { return nil }
        var width = 0.0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            width += advances[Int(byte)]
        }
        return width
    }

    private func asciiAdvances(size: Double) -> [Double]? {
        if let known = asciiAdvances.first(where: { $0.size == size }) { return known.advances }
        guard let canvas, let face else { return nil }
        let font = Font(face: face, size: size)
        let advances = (0..<0x7F).map { byte in
            canvas.measure(String(decoding: [UInt8(byte)], as: UTF8.self), font: font).width
        }
        asciiAdvances.append((size, advances))
        return advances
    }

    /// `text` broken at spaces into lines of at most `width` (the first line at most
    /// `firstWidth` when given: a hanging indent) by `LineWrapper`, the journey strip's
    /// wrapper too; a word wider than a whole line is broken before a dot or between
    /// characters. Every character of `text` ends up on some line: nothing is cut.
    package func wrap(_ text: String, size: Double, width: Double, firstWidth: Double? = nil) -> [String] {
        let key = WrapKey(text: text, size: size, width: width, firstWidth: firstWidth)
        if let known = lines[key] { return known }
        let wrapped = LineWrapper.wrap(text, width: width, firstWidth: firstWidth) { self.width(of: $0, size: size) }
        return lines.remember(wrapped, for: key)
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

    /// `text`, or its longest prefix that fits in `maxWidth` with "…" after it; so a label
    /// can hug even a shortened line.
    package func fit(_ text: String, size: Double, maxWidth: Double) -> String {
        Ellipsizer.fit(text, maxWidth: maxWidth) { width(of: $0, size: size) }
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

import CCairo
import TouchKit

/// One line of text, laid out and drawn by Pango (`TextEngine`): shaped, with fallback to
/// the configuration's other fonts for characters the asked face lacks.
extension Canvas {
    /// The advance width and the font's vertical extents of `text` in `font`. The same at
    /// every transform: text is laid out unscaled and Cairo scales the glyphs.
    public func measure(_ text: String, font: Font) -> TextMetrics {
        font.measured(text).metrics
    }

    /// Draws `text` with its baseline starting at `origin`, in `color`.
    public func drawText(_ text: String, at origin: Point, font: Font, color: Color) {
        if textLog != nil {
            let measured = font.measured(text)
            log(text, at: origin, metrics: measured.metrics, fontSize: font.size, missingGlyphs: measured.missingGlyphs)
        }
        setColor(color)
        cairo_move_to(handle, origin.x, origin.y)
        TextEngine.shared.show(text, face: font.face, size: font.size, on: handle)
        cairo_new_path(handle)
    }

    /// Draws `text` centred in `rect`, horizontally by advance and vertically by the font's
    /// ascent and descent; the baseline is snapped to a whole pixel so text stays crisp.
    /// `metrics` may be passed when already known (from `measure`), to skip measuring.
    public func drawText(_ text: String, centeredIn rect: Rect, font: Font, color: Color,
                         metrics: TextMetrics? = nil) {
        let size = metrics ?? measure(text, font: font)
        let x = (rect.midX - size.width / 2).rounded()
        let baseline = (rect.midY + (size.ascent - size.descent) / 2).rounded()
        drawText(text, at: Point(x: x, y: baseline), font: font, color: color)
    }
}

extension Font {
    /// `text` on one line, remembered by the face.
    func measured(_ text: String) -> TextEngine.Measured {
        face.measurements.measured(for: .init(text: text, size: size)) {
            TextEngine.shared.measure(text, face: face, size: size)
        }
    }

    /// `text`'s advance width and the font's vertical extents (as `Canvas.measure`).
    public func measure(_ text: String) -> TextMetrics { measured(text).metrics }

    /// Characters of `text` that would be drawn as a missing-glyph box.
    public func missingGlyphs(in text: String) -> Int { measured(text).missingGlyphs }

    /// `text` if it fits in `maxWidth`, else what Pango keeps when ellipsizing its end,
    /// trailing spaces dropped, followed by "…"; "" when not even "…" fits.
    public func ellipsized(_ text: String, maxWidth: Double) -> String {
        TextEngine.shared.ellipsized(text, face: face, size: size, maxWidth: maxWidth)
    }

    /// `text` wrapped by Pango into lines at most `width` wide, the first at most
    /// `firstWidth` when given (a hanging head). Lines break between words (and between
    /// ideographs), before a dot inside a name (not after a word joiner, U+2060, which
    /// keeps the name whole; it is not drawn), and between characters only for a word
    /// wider than a line: every character but the spaces at a break is on some line.
    public func wrapped(_ text: String, width: Double, firstWidth: Double? = nil) -> [String] {
        guard let firstWidth, firstWidth != width else {
            return TextEngine.shared.wrapped(text, face: face, size: size, width: width)
        }
        // Pango narrows the first line by a positive indent and the others by a negative one.
        if firstWidth < width {
            return TextEngine.shared.wrapped(text, face: face, size: size, width: width, indent: width - firstWidth)
        }
        return TextEngine.shared.wrapped(text, face: face, size: size, width: firstWidth, indent: width - firstWidth)
    }
}

import CCairo
import TouchKit

/// One line of text with Cairo's simple text API: no shaping, no wrapping, which is all
/// labels and overlays need. Every call sets the font, so text never depends on what a
/// previous call left behind.
extension Canvas {
    /// The advance width and the font's vertical extents of `text` in `font`.
    /// Remembered per face, size and scale (`TextMeasurements`): the same answer Cairo gives.
    public func measure(_ text: String, font: Font) -> TextMetrics {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(handle, &matrix)
        let key = TextMeasurements.Key(text: text, size: font.size, xx: matrix.xx, yx: matrix.yx, xy: matrix.xy,
                                       yy: matrix.yy)
        return font.face.measurements.metrics(for: key) { measuredByCairo(text, font: font) }
    }

    func measuredByCairo(_ text: String, font: Font) -> TextMetrics {
        select(font)
        var fontExtents = cairo_font_extents_t()
        cairo_font_extents(handle, &fontExtents)
        var extents = cairo_text_extents_t()
        cairo_text_extents(handle, text, &extents)
        return TextMetrics(width: extents.x_advance, ascent: fontExtents.ascent,
                           descent: fontExtents.descent)
    }

    /// Draws `text` with its baseline starting at `origin`, in `color`.
    public func drawText(_ text: String, at origin: Point, font: Font, color: Color) {
        if textLog != nil { log(text, at: origin, metrics: measure(text, font: font), fontSize: font.size) }
        select(font)
        setColor(color)
        cairo_move_to(handle, origin.x, origin.y)
        cairo_show_text(handle, text)
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

    private func select(_ font: Font) {
        cairo_set_font_face(handle, font.face.handle)
        cairo_set_font_size(handle, font.size)
    }
}

import TouchKit
import TouchKitCairo

/// The journey strip as the window draws it: everything but the travelling dot kept in a
/// layer, drawn again only when that still part changes, and the dot drawn over a copy of
/// it. While playback runs only the dot moves, so most frames copy the layer, draw the dot
/// and report just the dot's old and new places as changed.
///
/// The pixels are those of drawing the strip in place: `JourneyStrip.draw` is the same
/// still part with the dot drawn last, the layer holds the still part at the same place in
/// the pixel grid (the strip's rectangle is whole pixels) over the strip's opaque
/// background, and the copy replaces pixels without blending.
@MainActor
final class JourneyStripLayer {
    private var layer: LayerCache?
    private var shown: (still: JourneyState, rect: Rect, rail: JourneyStrip.Rail?)?
    private var dotRect: Rect?
    /// Counts the still parts drawn into the layer: its key.
    private var generation = 0
    /// What the latest `draw` changed in the window; nil: the whole strip.
    private(set) var changed: [Rect]?

    func draw(_ state: JourneyState, with strip: JourneyStrip, in canvas: Canvas, rect: Rect) {
        guard let layer = layer(for: rect) else {
            strip.draw(state, in: canvas, rect: rect)
            changed = nil
            return
        }
        let still = state.still
        var rail = shown?.rail
        if let shown, shown.still == still, shown.rect == rect {
            changed = dotRect.map { [$0] } ?? []
        } else {
            generation += 1
            changed = nil
        }
        let image = layer.image(key: generation) { layerCanvas in
            layerCanvas.translate(x: -rect.minX, y: -rect.minY)
            rail = strip.drawStill(still, in: layerCanvas, rect: rect)
        }
        shown = (still, rect, rail)
        canvas.copyImage(image, at: rect.origin)
        canvas.textLog?.append(contentsOf: layer.text, offset: rect.origin)
        dotRect = nil
        if let dot = state.dot, let rail { dotRect = strip.drawDot(dot, on: rail, canvas: canvas) }
        if let dotRect, changed != nil { changed?.append(dotRect) }
    }

    /// The layer for a strip of `rect`'s size, made (again) when the size changes; nil when
    /// no layer can be made (the strip is then drawn in place).
    private func layer(for rect: Rect) -> LayerCache? {
        if let layer, Double(layer.surface.width) == rect.width.rounded(.up),
           Double(layer.surface.height) == rect.height.rounded(.up) {
            return layer
        }
        layer = try? LayerCache(size: rect.size, tag: LabRegion.strip.rawValue, layer: LabRegion.labLayer)
        shown = nil
        generation += 1
        return layer
    }
}

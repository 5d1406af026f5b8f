import TouchKit
import TouchKitCairo

/// The journey strip as the window draws it: everything but the travelling dot kept in a
/// layer, and the dot drawn over a copy of it. While playback runs only the dot moves, so
/// most frames copy the layer, draw the dot and report just the dot's old and new places
/// as changed. When the still part changes (a click starts a lesson, a step lights other
/// stages) only the boxes whose lines, place or light changed are drawn again, and the
/// rail when its stops did: from one click to the next most boxes say the same.
///
/// The pixels are those of drawing the strip in place: `JourneyStrip.draw` is the same
/// still part with the dot drawn last, the layer holds the still part at the same place in
/// the pixel grid (the strip's rectangle is whole pixels) over the strip's opaque
/// background, and the copy replaces pixels without blending. A box drawn again is drawn
/// over the background filled back over its area (`BoxSprites.area`: whole pixels, apart
/// from every other box's, the rail's and the header's), as the whole strip draws it.
@MainActor
final class JourneyStripLayer {
    /// What the layer holds: the still part of a state, drawn by `strip` for `rect`.
    private struct Shown {
        let still: JourneyState
        let rect: Rect
        let strip: ObjectIdentifier
        let boxes: [JourneyStrip.Box]
        /// The header's lines, then each box's, as `drawStill` draws them (layer pixels).
        let header: [TextLog.Entry]
        let boxText: [[TextLog.Entry]]
        let rail: JourneyStrip.Rail?
    }

    private var surface: ImageSurface?
    private var shown: Shown?
    private var dotRect: Rect?
    /// What the latest `draw` changed in the window; nil: the whole strip.
    private(set) var changed: [Rect]?

    /// Draws `state` into `rect` of `canvas`. When `canvas` still shows there what the latest
    /// `draw` left (`canvasHoldsLast`), only what changed since is copied from the layer.
    func draw(_ state: JourneyState, with strip: JourneyStrip, in canvas: Canvas, rect: Rect, canvasHoldsLast: Bool) {
        guard !canvas.drawsDirectly, let surface = surface(for: rect) else {
            strip.draw(state, in: canvas, rect: rect)
            changed = nil
            return
        }
        let still = state.still
        if let shown, shown.still == still, shown.rect == rect, shown.strip == ObjectIdentifier(strip) {
            changed = dotRect.map { [$0] } ?? []
        } else {
            changed = update(to: still, with: strip, on: surface, rect: rect).map { $0 + (dotRect.map { [$0] } ?? []) }
        }
        if canvasHoldsLast, let changed {
            canvas.copyImage(surface, at: rect.origin, only: changed)
        } else {
            canvas.copyImage(surface, at: rect.origin)
        }
        if let shown {
            canvas.textLog?.append(contentsOf: shown.header, offset: rect.origin)
            for text in shown.boxText { canvas.textLog?.append(contentsOf: text, offset: rect.origin) }
        }
        dotRect = nil
        if let dot = state.dot, let rail = shown?.rail { dotRect = strip.drawDot(dot, on: rail, canvas: canvas) }
        if let dotRect, changed != nil { changed?.append(dotRect) }
    }

    /// The layer for a strip of `rect`'s size, made (again) when the size changes; nil when
    /// no layer can be made (the strip is then drawn in place).
    private func surface(for rect: Rect) -> ImageSurface? {
        if let surface, Double(surface.width) == rect.width.rounded(.up),
           Double(surface.height) == rect.height.rounded(.up) {
            return surface
        }
        shown = nil
        surface = try? ImageSurface(width: max(1, Int(rect.width.rounded(.up))), height: max(1, Int(rect.height.rounded(.up))))
        return surface
    }

    /// Brings the layer to `still` and returns the window pixels that changed (nil: all).
    private func update(to still: JourneyState, with strip: JourneyStrip, on surface: ImageSurface, rect: Rect) -> [Rect]? {
        let canvas = Canvas(surface: surface)
        canvas.translate(x: -rect.minX, y: -rect.minY)
        let log = TextLog(tag: LabRegion.strip.rawValue, layer: LabRegion.labLayer)
        canvas.textLog = log
        defer { surface.flush() }
        guard let boxes = strip.layOut(still, in: rect, canvas: canvas) else {
            surface.clear(to: .clear)
            strip.drawStill(still, in: canvas, rect: rect)
            shown = Shown(still: still, rect: rect, strip: ObjectIdentifier(strip), boxes: [], header: log.entries,
                          boxText: [], rail: nil)
            return nil
        }
        if let shown, shown.rect == rect, shown.strip == ObjectIdentifier(strip),
           let repaint = StripRepaint(from: shown.boxes, active: shown.still.activeStages, to: boxes,
                                      active: still.activeStages, in: rect) {
            var boxText = shown.boxText
            repaint.apply(boxes, active: still.activeStages, strip: strip, on: canvas, rect: rect) { index, draw in
                boxText[index] = Self.recorded(log, draw)
            }
            self.shown = Shown(still: still, rect: rect, strip: shown.strip, boxes: boxes, header: shown.header,
                               boxText: boxText, rail: JourneyStrip.rail(of: boxes, in: rect))
            return repaint.cleared.compactMap { $0.intersection(rect) }
        }
        drawWhole(boxes, still: still, with: strip, on: surface, canvas: canvas, log: log, rect: rect)
        return nil
    }

    /// The whole still part, in `JourneyStrip.drawStill`'s order, each box's lines recorded
    /// apart so that a box drawn again later can replace them.
    private func drawWhole(_ boxes: [JourneyStrip.Box], still: JourneyState, with strip: JourneyStrip,
                           on surface: ImageSurface, canvas: Canvas, log: TextLog, rect: Rect) {
        surface.clear(to: .clear)
        strip.drawBackground(in: rect, on: canvas)
        canvas.clip(to: rect)
        let header = Self.recorded(log) { strip.drawHeader(in: rect, on: canvas) }
        canvas.clip(to: JourneyStrip.body(of: rect))
        strip.drawRail(boxes, active: still.activeStages, on: canvas)
        let boxText = boxes.indices.map { index in Self.recorded(log) { strip.drawBox(index, of: boxes, on: canvas) } }
        shown = Shown(still: still, rect: rect, strip: ObjectIdentifier(strip), boxes: boxes, header: header,
                      boxText: boxText, rail: JourneyStrip.rail(of: boxes, in: rect))
    }

    /// The lines `draw` adds to `log`.
    private static func recorded(_ log: TextLog, _ draw: () -> Void) -> [TextLog.Entry] {
        let start = log.count
        draw()
        return Array(log.entries[start...])
    }
}

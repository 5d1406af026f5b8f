import TouchKit
import TouchKitCairo

/// A pre-rendered layer: drawn again only when its key changes.
@MainActor
package final class LayerCache {
    package let surface: ImageSurface
    /// The key the layer was last drawn for.
    package private(set) var key: Int?
    /// The text the layer holds, in the layer's pixels, recorded when it was last drawn.
    package private(set) var text: [TextLog.Entry] = []
    private let log: TextLog
    /// `surface.inkedRects()` since the last redraw, found on first use.
    private var inked: [Rect]?
    /// All the last drawing could have painted, when it was bounded (`image(key:ink:draw:)`);
    /// nil: anywhere.
    private var painted: [Rect]?

    package init(size: Size, tag: String, layer: String = LabRegion.labLayer) throws {
        surface = try ImageSurface(width: max(1, Int(size.width.rounded(.up))),
                                   height: max(1, Int(size.height.rounded(.up))))
        log = TextLog(tag: tag, layer: layer)
    }

    /// The layer for `key`, redrawn by `draw` (on a cleared canvas) when the key changed.
    package func image(key newKey: Int, draw: (Canvas) -> Void) -> ImageSurface {
        guard newKey != key else { return surface }
        surface.clear(to: .clear)
        redraw(key: newKey, with: draw)
        painted = nil
        inked = nil
        return surface
    }

    /// As `image(key:draw:)`, for a drawing known to paint only inside `ink` (layer pixels):
    /// a redraw clears only the squares the last such drawing could have painted, and
    /// `inkedRects` are the squares `ink` touches (`ImageSurface.tileRects`) instead of a
    /// search of the pixels. `LabelInkTests` holds the labels to that promise.
    package func image(key newKey: Int, ink: [Rect], draw: (Canvas) -> Void) -> ImageSurface {
        guard newKey != key else { return surface }
        if let painted { surface.makeTransparent(painted) } else { surface.clear(to: .clear) }
        // Cairo composites onto a surface it knows to be clear (a new one, or one just cleared
        // whole) a little differently from one that only is: a translucent label's edge came
        // out one step apart from a fresh renderer's. Marked dirty, every redraw starts alike.
        surface.markDirty()
        redraw(key: newKey, with: draw)
        painted = surface.tileRects(covering: ink)
        inked = painted
        return surface
    }

    /// Draws on the cleared layer with its text logged, for `newKey`.
    private func redraw(key newKey: Int, with draw: (Canvas) -> Void) {
        log.removeAll()
        let canvas = Canvas(surface: surface)
        canvas.textLog = log
        draw(canvas)
        surface.flush()
        text = log.entries
        key = newKey
    }

    /// Where the layer holds anything (`ImageSurface.inkedRects`), worked out once per redraw.
    package func inkedRects() -> [Rect] {
        if let inked { return inked }
        let found = surface.inkedRects()
        inked = found
        return found
    }
}

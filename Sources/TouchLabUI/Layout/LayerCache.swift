import TouchKit
import TouchKitCairo

/// A pre-rendered layer: drawn again only when the input it is drawn from changes.
@MainActor
package final class LayerCache<Input: Equatable> {
    package let surface: ImageSurface
    /// The input the layer was last drawn from.
    package private(set) var input: Input?
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

    /// The layer for `input`, redrawn by `draw` (on a cleared canvas) when it changed.
    package func image(_ newInput: Input, draw: (Canvas) -> Void) -> ImageSurface {
        guard newInput != input else { return surface }
        surface.clear(to: .clear)
        redraw(for: newInput, with: draw)
        painted = nil
        inked = nil
        return surface
    }

    /// As `image(_:draw:)`, for a drawing known to paint only inside `ink` (layer pixels):
    /// a redraw clears only the squares the last such drawing could have painted, and
    /// `inkedRects` are the squares `ink` touches (`ImageSurface.tileRects`) instead of a
    /// search of the pixels. `LabelInkTests` holds the labels to that promise.
    package func image(_ newInput: Input, ink: [Rect], draw: (Canvas) -> Void) -> ImageSurface {
        guard newInput != input else { return surface }
        if let painted { surface.makeTransparent(painted) } else { surface.clear(to: .clear) }
        // Cairo composites onto a surface it knows to be clear (a new one, or one just cleared
        // whole) a little differently from one that only is: a translucent label's edge came
        // out one step apart from a fresh renderer's. Marked dirty, every redraw starts alike.
        surface.markDirty()
        redraw(for: newInput, with: draw)
        painted = surface.tileRects(covering: ink)
        inked = painted
        return surface
    }

    /// Draws on the cleared layer with its text logged, for `newInput`.
    private func redraw(for newInput: Input, with draw: (Canvas) -> Void) {
        log.removeAll()
        let canvas = Canvas(surface: surface)
        canvas.textLog = log
        draw(canvas)
        surface.flush()
        text = log.entries
        input = newInput
    }

    /// Where the layer holds anything (`ImageSurface.inkedRects`), worked out once per redraw.
    package func inkedRects() -> [Rect] {
        if let inked { return inked }
        let found = surface.inkedRects()
        inked = found
        return found
    }
}

import TouchKit
import TouchKitCairo

/// A pre-rendered layer: drawn again only when its key changes.
@MainActor
package final class LayerCache {
    package let surface: ImageSurface
    private var key: Int?
    /// The text the layer holds, in the layer's pixels, recorded when it was last drawn.
    package private(set) var text: [TextLog.Entry] = []
    private let log: TextLog
    /// `surface.inkedRects()` since the last redraw, found on first use.
    private var inked: [Rect]?

    package init(size: Size, tag: String, layer: String = LabRegion.labLayer) throws {
        surface = try ImageSurface(width: max(1, Int(size.width.rounded(.up))),
                                   height: max(1, Int(size.height.rounded(.up))))
        log = TextLog(tag: tag, layer: layer)
    }

    /// The layer for `key`, redrawn by `draw` (on a cleared canvas) when the key changed.
    package func image(key newKey: Int, draw: (Canvas) -> Void) -> ImageSurface {
        if newKey != key {
            surface.clear(to: .clear)
            log.removeAll()
            let canvas = Canvas(surface: surface)
            canvas.textLog = log
            draw(canvas)
            surface.flush()
            text = log.entries
            key = newKey
            inked = nil
        }
        return surface
    }

    /// Where the layer holds anything (`ImageSurface.inkedRects`), worked out once per redraw.
    package func inkedRects() -> [Rect] {
        if let inked { return inked }
        let found = surface.inkedRects()
        inked = found
        return found
    }
}

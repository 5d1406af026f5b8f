import TouchKit
import TouchKitCairo

/// A pre-rendered layer: drawn again only when its key changes.
@MainActor
package final class LayerCache {
    package let surface: ImageSurface
    private var key: Int?

    package init(size: Size) throws {
        surface = try ImageSurface(width: max(1, Int(size.width.rounded(.up))),
                                   height: max(1, Int(size.height.rounded(.up))))
    }

    /// The layer for `key`, redrawn by `draw` (on a cleared canvas) when the key changed.
    package func image(key newKey: Int, draw: (Canvas) -> Void) -> ImageSurface {
        if newKey != key {
            surface.clear(to: .clear)
            draw(Canvas(surface: surface))
            surface.flush()
            key = newKey
        }
        return surface
    }
}

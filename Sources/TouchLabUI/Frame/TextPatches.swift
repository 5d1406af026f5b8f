import TouchKit
import TouchKitCairo

/// The scene's text alone, in small pieces of the layer it would fill: the text is laid
/// again only where a finger's tinted disc lies over it, a few places at a time, where a
/// layer of the whole scene's text would hold 1.5 MiB. A piece covers the place asked for
/// and a margin, on a 64-pixel grid, so a finger moving a little uses it again; the last
/// few are kept (one a finger).
@MainActor
final class TextPatches {
    struct Patch {
        let surface: ImageSurface
        /// Where the piece lies in the layer's pixels.
        let x: Int, y: Int
        /// The views it was drawn from (`SceneInput.views`).
        let views: Int

        func covers(_ rect: PixelBox, views: Int) -> Bool {
            self.views == views && x <= rect.minX && y <= rect.minY
                && rect.maxX <= x + surface.width && rect.maxY <= y + surface.height
        }
    }

    /// A rectangle of whole pixels.
    struct PixelBox: Equatable {
        var minX: Int, minY: Int, maxX: Int, maxY: Int
    }

    static let grain = 64
    static let kept = 4
    /// The layer's size, in pixels.
    let width: Int, height: Int
    /// Most recently used last.
    private var patches: [Patch] = []

    init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// A piece holding the layer's pixels over `rect` (layer pixels) for `views`: a kept one
    /// when one covers it, else one drawn now by `draw` (on a canvas set up as the whole
    /// layer's would be). Nil when `rect` lies outside the layer.
    func patch(covering rect: Rect, views: Int, draw: (Canvas) -> Void) -> Patch? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        let needed = PixelBox(minX: max(0, Int(rect.minX.rounded(.down))), minY: max(0, Int(rect.minY.rounded(.down))),
                              maxX: min(width, Int(min(rect.maxX.rounded(.up), Double(width)))),
                              maxY: min(height, Int(min(rect.maxY.rounded(.up), Double(height)))))
        guard needed.maxX > needed.minX, needed.maxY > needed.minY else { return nil }
        if let index = patches.lastIndex(where: { $0.covers(needed, views: views) }) {
            let patch = patches.remove(at: index)
            patches.append(patch)
            return patch
        }
        let grain = Self.grain
        let box = PixelBox(minX: max(0, (needed.minX / grain - 1) * grain), minY: max(0, (needed.minY / grain - 1) * grain),
                           maxX: min(width, ((needed.maxX + grain - 1) / grain + 1) * grain),
                           maxY: min(height, ((needed.maxY + grain - 1) / grain + 1) * grain))
        guard let surface = try? ImageSurface(width: box.maxX - box.minX, height: box.maxY - box.minY) else { return nil }
        let canvas = Canvas(surface: surface)
        canvas.translate(x: Double(-box.minX), y: Double(-box.minY))
        draw(canvas)
        surface.flush()
        // Pieces of views since changed are never used again.
        patches.removeAll { $0.views != views }
        if patches.count >= Self.kept { patches.removeFirst() }
        let patch = Patch(surface: surface, x: box.minX, y: box.minY, views: views)
        patches.append(patch)
        return patch
    }
}

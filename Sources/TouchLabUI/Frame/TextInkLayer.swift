import TouchKit
import TouchKitCairo

/// The scene's text alone, in window pixels, kept only over the part of the scene where
/// tints have met text: a tint is a finger or a hit view, a small part of the scene, and a
/// layer of the whole scene held 1.5 MiB at any size to lay a few words again.
///
/// The part kept is whole tiles around what was asked for, grown (and drawn again whole)
/// when a tint reaches past it; every pixel is the one a layer of the whole scene holds
/// there, since the drawing only moves by whole pixels.
@MainActor
final class TextInkLayer {
    /// The scene's size in window pixels: no part lies beyond it.
    private let bounds: Rect
    private var surface: ImageSurface?
    /// Where `surface` lies in the scene's pixels.
    private var part: Rect = .zero
    /// The views' fingerprint the layer was drawn from.
    private var views: Int?

    /// Tiles of this many pixels: a finger that moves draws the layer again only as it
    /// leaves the tiles around it.
    static let tile = 64.0

    init(size: Size) {
        bounds = Rect(x: 0, y: 0, width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// The layer holding at least `pixels` (window pixels) of the text `draw` draws on a
    /// canvas set up for the whole scene's pixels, for views of fingerprint `views`, with
    /// its top left corner; nil when nothing of `pixels` lies in the scene or no layer can
    /// be made.
    func image(_ views: Int, covering pixels: Rect, draw: (Canvas) -> Void) -> (ImageSurface, Point)? {
        guard let wanted = Self.tiles(around: pixels).intersection(bounds), wanted.width > 0, wanted.height > 0
        else { return nil }
        if let surface, views == self.views, Self.holds(part, wanted) { return (surface, part.origin) }
        let grown = views == self.views && surface != nil ? part.union(wanted) : wanted
        // Let the old pixels go before the new are made.
        surface = nil
        guard let made = try? ImageSurface(width: Int(grown.width), height: Int(grown.height)) else {
            self.views = nil
            return nil
        }
        let canvas = Canvas(surface: made)
        canvas.translate(x: -grown.minX, y: -grown.minY)
        draw(canvas)
        made.flush()
        surface = made
        part = grown
        self.views = views
        return (made, grown.origin)
    }

    private static func holds(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
    }

    /// `rect` grown to whole tiles, and a tile more on each side.
    private static func tiles(around rect: Rect) -> Rect {
        let x0 = ((rect.minX / tile).rounded(.down) - 1) * tile, y0 = ((rect.minY / tile).rounded(.down) - 1) * tile
        let x1 = ((rect.maxX / tile).rounded(.up) + 1) * tile, y1 = ((rect.maxY / tile).rounded(.up) + 1) * tile
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

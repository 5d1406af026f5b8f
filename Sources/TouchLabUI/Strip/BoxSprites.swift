import TouchKit
import TouchKitCairo

/// The journey strip's box backgrounds (the active box's soft shadow, the white fill, the
/// border) drawn once per size and state and copied into place. The active box's shadow is
/// four antialiased fills, and the strip is drawn again after every input and on every
/// frame while playback runs.
///
/// A sprite is the box drawn over the strip's opaque background at the same place within
/// the pixel grid (box rectangles are whole pixels) and copied without blending, so its
/// pixels are those of drawing the box in place, provided the area it covers held only the
/// background: the strip draws its header and rail apart from the boxes, and `copy` refuses
/// a box whose area reaches the previous box's. The strip is drawn untransformed.
@MainActor
final class BoxSprites {
    private struct Key: Hashable {
        let size: Size
        let isActive: Bool
    }

    private var sprites: [Key: ImageSurface] = [:]

    /// The area a box's background paints: its shadow reaches 1.5 px to the sides, 0.5 px
    /// above and 2.5 px below (offset 1, blur 4), rounded out to whole pixels.
    static func area(of rect: Rect) -> Rect {
        rect.outset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 2))
    }

    /// Copies the background of the box at `rect` onto `canvas`; false (nothing drawn) when
    /// it cannot be copied exactly, and the caller draws it in place.
    func copy(_ rect: Rect, isActive: Bool, after previous: Rect?, background: Color, on canvas: Canvas,
              paint: (Rect, Bool, Canvas) -> Void) -> Bool {
        guard !canvas.drawsDirectly else { return false }
        let area = Self.area(of: rect)
        let whole = [area.minX, area.minY, area.width, area.height].allSatisfy { $0 == $0.rounded() }
        guard whole, previous.map({ Self.area(of: $0).intersection(area) == nil }) ?? true else { return false }
        let key = Key(size: rect.size, isActive: isActive)
        if sprites[key] == nil {
            if sprites.count > 64 { sprites.removeAll() }
            guard let sprite = try? ImageSurface(width: Int(area.width), height: Int(area.height)) else { return false }
            sprite.clear(to: background)
            let spriteCanvas = Canvas(surface: sprite)
            spriteCanvas.translate(x: -area.minX, y: -area.minY)
            paint(rect, isActive, spriteCanvas)
            sprite.flush()
            sprites[key] = sprite
        }
        guard let sprite = sprites[key] else { return false }
        canvas.copyImage(sprite, at: area.origin)
        return true
    }
}

import TouchKit

/// Soft shadows drawn once into small images and then blended wherever they are needed.
///
/// Building a soft shadow takes several antialiased fills; a frame full of switches and
/// sliders would spend most of its time there. A sprite is keyed by the shape's size and
/// the shadow's look, and placed at whole pixels (the shape's origin rounded), so the
/// same control draws the same pixels wherever and whenever it is drawn.
@MainActor
final class ShadowSprites {
    static let shared = ShadowSprites()

    private struct Key: Hashable {
        let width: Double, height: Double, radius: Double, blur: Double
        let offset: Point
        let color: Color
    }

    private var sprites: [Key: ImageSurface] = [:]
    /// Beyond this many sprites the cache starts over (sizes that change every frame).
    private let capacity = 256

    /// Draws the soft shadow of the rounded rectangle `rect` (see `Canvas.fillSoftShadow`).
    func drawShadow(of rect: Rect, radius: Double, offset: Point, blur: Double, color: Color,
                    on canvas: Canvas) {
        // Vector output keeps the shadow's fills as shapes rather than a sprite's pixels.
        if canvas.drawsDirectly {
            return canvas.fillSoftShadow(of: rect, radius: radius, offset: offset, blur: blur, color: color)
        }
        let key = Key(width: rect.width, height: rect.height, radius: radius, blur: blur, offset: offset, color: color)
        let margin = spriteMargin(for: key)
        guard let sprite = sprite(for: key, margin: margin) else { return }
        canvas.drawImage(sprite, at: Point(x: rect.minX.rounded() - margin, y: rect.minY.rounded() - margin))
    }

    private func spriteMargin(for key: Key) -> Double {
        (key.blur + max(abs(key.offset.x), abs(key.offset.y)) + 1).rounded(.up)
    }

    private func sprite(for key: Key, margin: Double) -> ImageSurface? {
        if let sprite = sprites[key] { return sprite }
        if sprites.count >= capacity { sprites.removeAll(keepingCapacity: true) }
        let width = Int((key.width + 2 * margin).rounded(.up)), height = Int((key.height + 2 * margin).rounded(.up))
        guard let sprite = try? ImageSurface(width: width, height: height) else { return nil }
        let shape = Rect(x: margin, y: margin, width: key.width, height: key.height)
        Canvas(surface: sprite).fillSoftShadow(of: shape, radius: key.radius, offset: key.offset,
                                               blur: key.blur, color: key.color)
        sprite.flush()
        sprites[key] = sprite
        return sprite
    }
}

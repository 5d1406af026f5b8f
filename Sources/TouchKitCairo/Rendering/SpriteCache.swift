import TouchKit

/// Small drawings that recur frame after frame (the lab's numbered discs and tags), drawn
/// once into images and then blended wherever they are needed.
///
/// A sprite is keyed by what the caller says it shows and by where its box falls within a
/// pixel, so a sprite blended at whole pixels covers the pixels the drawing would have: on
/// a transparent background (a layer of labels) the result is the same image. The text it
/// drew is logged again, at its place, on every canvas it is blended onto.
@MainActor
public final class SpriteCache {
    public static let shared = SpriteCache()

    private struct Key: Hashable {
        let content: AnyHashable
        let width: Double, height: Double
        let phaseX: Double, phaseY: Double
    }

    private struct Sprite {
        let surface: ImageSurface
        /// The text drawn into it, in the sprite's pixels.
        let text: [TextLog.Entry]
    }

    private var sprites: [Key: Sprite] = [:]
    /// The sprites' pixels, in bytes.
    private var bytes = 0
    /// Beyond this many sprites or bytes the cache starts over (contents that change every
    /// frame, a scene of thousands of labels).
    private let capacity = 1024, byteCapacity = 4 << 20
    /// Room around the box for antialiased edges and glyph overhang, in pixels.
    private let margin = 3.0

    /// Draws what `draw` draws inside `box` (current coordinates of `canvas`; ink may spill
    /// up to 3 pixels past it) from a sprite kept under `content`. The same `content` must
    /// always draw the same, relative to the box. Where a sprite cannot stand in (vector
    /// output, an alpha multiplier, coordinates other than a whole-pixel shift, a box left
    /// or above the origin, where a drawing's own rounding would differ), `draw` runs on
    /// `canvas` itself.
    public func draw(_ content: some Hashable, in box: Rect, on canvas: Canvas, draw: (Canvas) -> Void) {
        let transform = canvas.currentTransform
        guard !canvas.drawsDirectly, canvas.alphaMultiplier >= 1,
              transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1,
              transform.tx == transform.tx.rounded(), transform.ty == transform.ty.rounded(),
              box.minX >= 0, box.minY >= 0 else {
            return draw(canvas)
        }
        // The box in the surface's pixels, and the whole pixel the sprite starts at.
        let deviceX = box.minX + transform.tx, deviceY = box.minY + transform.ty
        let left = (deviceX - margin).rounded(.down), top = (deviceY - margin).rounded(.down)
        let key = Key(content: AnyHashable(content), width: box.width, height: box.height,
                      phaseX: deviceX - left, phaseY: deviceY - top)
        guard let sprite = sprite(for: key, box: box, draw: draw) else { return draw(canvas) }
        let origin = Point(x: left - transform.tx, y: top - transform.ty)
        canvas.drawImage(sprite.surface, at: origin)
        guard canvas.textLog != nil else { return }
        for entry in sprite.text {
            canvas.log(entry.text, box: entry.rect.offsetBy(dx: origin.x, dy: origin.y),
                       fontSize: entry.fontSize, missingGlyphs: entry.missingGlyphs)
        }
    }

    private func sprite(for key: Key, box: Rect, draw: (Canvas) -> Void) -> Sprite? {
        if let sprite = sprites[key] { return sprite }
        let width = Int((key.phaseX + box.width + margin).rounded(.up))
        let height = Int((key.phaseY + box.height + margin).rounded(.up))
        if sprites.count >= capacity || bytes + width * height * 4 > byteCapacity {
            sprites.removeAll(keepingCapacity: true)
            bytes = 0
        }
        guard width > 0, height > 0, let surface = try? ImageSurface(width: width, height: height) else { return nil }
        let canvas = Canvas(surface: surface)
        let log = TextLog()
        canvas.textLog = log
        canvas.translate(x: key.phaseX - box.minX, y: key.phaseY - box.minY)
        draw(canvas)
        surface.flush()
        let sprite = Sprite(surface: surface, text: log.entries)
        sprites[key] = sprite
        bytes += width * height * 4
        return sprite
    }
}

import Testing
import TouchKit
import TouchKitCairo

/// A drawing blended from its sprite must give the pixels and the logged text that drawing
/// it gives, on a clear layer (the lab's labels), wherever within a pixel it lands.
@MainActor
@Suite struct SpriteCacheTests {
    /// A tag like the lab's: a rounded fill, a disc and a line of text in a box.
    static func drawTag(in box: Rect, on canvas: Canvas, font: Font) {
        canvas.fill(Rect(x: box.minX.rounded(), y: box.minY, width: 60, height: 18), radius: 9,
                    color: Color(red: 0.1, green: 0.5, blue: 0.9))
        canvas.fillCircle(center: Point(x: box.minX + 70, y: box.minY + 9), radius: 9, color: .white)
        canvas.drawText("✓ Cell 12", centeredIn: Rect(x: box.minX.rounded(), y: box.minY, width: 60, height: 18),
                        font: font, color: .white)
    }

    @Test(arguments: [(10.0, 20.0), (10.25, 7.0), (33.5, 41.0), (0.0, 0.0)])
    func aSpriteDrawsWhatTheDrawingDraws(_ x: Double, _ y: Double) throws {
        let font = try Font(.sans, size: 11)
        let box = Rect(x: x, y: y, width: 80, height: 18)
        let direct = try ImageSurface(width: 140, height: 80), blended = try ImageSurface(width: 140, height: 80)
        let directLog = TextLog(), blendedLog = TextLog()
        for (surface, log) in [(direct, directLog), (blended, blendedLog)] {
            surface.clear(to: .clear)
            let canvas = Canvas(surface: surface)
            canvas.textLog = log
            canvas.translate(x: 3, y: -2)
            if surface === direct {
                Self.drawTag(in: box, on: canvas, font: font)
            } else {
                // Twice: the second comes from the kept sprite.
                for _ in 0..<2 {
                    surface.clear(to: .clear)
                    log.removeAll()
                    SpriteCache.shared.draw("tag", in: box, on: canvas) { Self.drawTag(in: box, on: $0, font: font) }
                }
            }
            surface.flush()
        }
        #expect(direct.hasSamePixels(as: blended))
        #expect(directLog.entries == blendedLog.entries)
        #expect(directLog.entries.count == 1)
    }

    @Test func aScaledCanvasIsDrawnOnDirectly() throws {
        let font = try Font(.sans, size: 11)
        let box = Rect(x: 5, y: 5, width: 80, height: 18)
        let direct = try ImageSurface(width: 200, height: 80), blended = try ImageSurface(width: 200, height: 80)
        for surface in [direct, blended] {
            surface.clear(to: .clear)
            let canvas = Canvas(surface: surface)
            canvas.concatenate(AffineTransform(scaleX: 1.5, y: 1.5))
            if surface === direct {
                Self.drawTag(in: box, on: canvas, font: font)
            } else {
                SpriteCache.shared.draw("scaled tag", in: box, on: canvas) { Self.drawTag(in: box, on: $0, font: font) }
            }
            surface.flush()
        }
        #expect(direct.hasSamePixels(as: blended))
    }
}

import Testing
import TouchKit
import TouchKitCairo

/// A mostly transparent layer drawn only where it holds something must give exactly the
/// frame that drawing all of it gives: what the lab's label layer relies on every frame.
@Suite struct InkedRectsTests {
    /// A layer like the labels': a few small shapes, a long thin diagonal, text, the rest clear.
    static func layer(width: Int = 300, height: Int = 170) throws -> ImageSurface {
        let layer = try ImageSurface(width: width, height: height)
        layer.clear(to: .clear)
        let canvas = Canvas(surface: layer)
        canvas.fill(Rect(x: 40.5, y: 20.25, width: 70, height: 16), radius: 8, color: Color(red: 0.1, green: 0.5, blue: 0.9))
        canvas.fillCircle(center: Point(x: 250, y: 140), radius: 9, color: Color(red: 0.9, green: 0.4, blue: 0.1, alpha: 0.6))
        canvas.strokeLine(from: Point(x: 5, y: 165), to: Point(x: 295, y: 60), width: 1.5, color: .black)
        canvas.drawText("not visited", at: Point(x: 130, y: 100), font: try Font(.sans, size: 11), color: .white)
        layer.flush()
        return layer
    }

    @Test(arguments: [8, 32, 64])
    func drawingOnlyTheInkedRectsGivesTheSamePixels(_ tile: Int) throws {
        let layer = try Self.layer()
        let rects = layer.inkedRects(tile: tile)
        #expect(!rects.isEmpty)
        let whole = try ImageSurface(width: 320, height: 200), partly = try ImageSurface(width: 320, height: 200)
        for surface in [whole, partly] { surface.clear(to: Color(red: 0.93, green: 0.95, blue: 0.98)) }
        Canvas(surface: whole).drawImage(layer, at: Point(x: 10, y: 20))
        Canvas(surface: partly).drawImage(layer, at: Point(x: 10, y: 20), only: rects)
        for y in 0..<200 {
            for x in 0..<320 where whole.pixel(x: x, y: y) != partly.pixel(x: x, y: y) {
                Issue.record("tile \(tile): pixel (\(x), \(y)) differs")
                return
            }
        }
        // The point of it: at the lab's tile size the empty rest is left out.
        let covered = rects.reduce(0) { $0 + $1.width * $1.height }
        if tile <= 32 { #expect(covered < Double(layer.width * layer.height) / 2, "tile \(tile): most is covered") }
    }

    @Test func everyPixelThatIsNotClearLiesInARect() throws {
        let layer = try Self.layer(width: 301, height: 171)  // edges that are not whole tiles
        let rects = layer.inkedRects(tile: 16)
        for y in 0..<layer.height {
            for x in 0..<layer.width where layer.pixel(x: x, y: y) != 0 {
                let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                #expect(rects.contains { $0.contains(point) }, "(\(x), \(y)) is not clear and in no rect")
            }
        }
        for rect in rects { #expect(rect.maxX <= 301 && rect.maxY <= 171) }
    }

    @Test func aClearLayerHasNoRects() throws {
        let layer = try ImageSurface(width: 50, height: 40)
        layer.clear(to: .clear)
        #expect(layer.inkedRects().isEmpty)
    }

    /// The squares a layer's known ink touches are those a search of its pixels finds when
    /// the ink fills its rectangles, and never overlap: each pixel is painted once.
    @Test func tilesCoveringRectsAreTheSquaresTheyTouch() throws {
        let layer = try ImageSurface(width: 301, height: 171)
        let ink = [Rect(x: 10.5, y: 3, width: 40, height: 20), Rect(x: 30, y: 10, width: 100, height: 5),
                   Rect(x: 290, y: 160, width: 30, height: 30), Rect(x: -5, y: 100, width: 8, height: 8)]
        let canvas = Canvas(surface: layer)
        for rect in ink { canvas.fill(rect, color: .black) }
        layer.flush()
        let tiles = layer.tileRects(covering: ink, tile: 16)
        #expect(tiles == layer.inkedRects(tile: 16))
        for (index, tile) in tiles.enumerated() {
            for other in tiles[(index + 1)...] { #expect(tile.intersection(other) == nil, "\(tile) overlaps \(other)") }
        }
    }

    @Test func makingRectsTransparentClearsOnlyThem() throws {
        let layer = try ImageSurface(width: 64, height: 48)
        layer.clear(to: .black)
        layer.makeTransparent([Rect(x: 8, y: 4, width: 16, height: 10), Rect(x: 60, y: 40, width: 20, height: 20)])
        for y in 0..<48 {
            for x in 0..<64 {
                let cleared = (8..<24).contains(x) && (4..<14).contains(y) || x >= 60 && y >= 40
                #expect((layer.pixel(x: x, y: y) == 0) == cleared, "(\(x), \(y))")
            }
        }
    }
}

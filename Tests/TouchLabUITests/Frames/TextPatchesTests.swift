import Testing
import TouchKit
import TouchKitCairo
@testable import TouchLabUI

/// The text laid over a finger's disc comes from pieces of a layer of the views' text: each
/// piece must hold exactly the pixels the whole layer holds there (at the scene's own scale
/// and shown smaller), and be drawn again only when the finger leaves it or the views change.
@MainActor
struct TextPatchesTests {
    @Test(arguments: [1.0, 0.7])
    func aPieceHoldsTheWholeLayersPixels(scale: Double) throws {
        let scene = try LabFixtures.seedScene()
        let renderer = try ViewRenderer(options: .init(drawsTextOnly: true))
        let width = Int((scene.size.width * scale).rounded(.up)), height = Int((scene.size.height * scale).rounded(.up))
        let whole = try ImageSurface(width: width, height: height)
        let canvas = Canvas(surface: whole)
        canvas.concatenate(AffineTransform(scaleX: scale, y: scale))
        renderer.draw(scene.window, in: canvas)
        whole.flush()
        let patches = TextPatches(width: width, height: height)
        var draws = 0
        func piece(_ rect: Rect, views: Int = 1) throws -> TextPatches.Patch {
            try #require(patches.patch(covering: rect, views: views) { canvas in
                draws += 1
                canvas.concatenate(AffineTransform(scaleX: scale, y: scale))
                renderer.draw(scene.window, in: canvas)
            })
        }
        // Discs (at fractions of a pixel) over the first, a middle and the last inked pixel of
        // the layer, and one over its edge.
        var inkedPixels: [(x: Int, y: Int)] = []
        for y in 0..<height {
            for x in 0..<width where whole.pixel(x: x, y: y) != 0 { inkedPixels.append((x, y)) }
        }
        let marks = try [#require(inkedPixels.first), inkedPixels[inkedPixels.count / 2], #require(inkedPixels.last)]
        let discs = marks.map { Rect(x: Double($0.x) - 21.5, y: Double($0.y) - 21.25, width: 44, height: 44) }
            + [Rect(x: Double(width) - 20, y: Double(height) - 30, width: 44, height: 44)]
        for disc in discs {
            let patch = try piece(disc)
            #expect(patch.x <= max(0, Int(disc.minX)) && patch.y <= max(0, Int(disc.minY)))
            #expect(patch.x + patch.surface.width >= min(width, Int(disc.maxX.rounded(.up))))
            var differing = 0, inked = 0
            for y in 0..<patch.surface.height {
                for x in 0..<patch.surface.width {
                    let pixel = patch.surface.pixel(x: x, y: y)
                    if pixel != whole.pixel(x: patch.x + x, y: patch.y + y) { differing += 1 }
                    if pixel != 0 { inked += 1 }
                }
            }
            #expect(differing == 0, "scale \(scale), disc \(disc): \(differing) pixels differ from the whole layer")
            #expect(inked > 0 || disc == discs.last, "scale \(scale), disc \(disc): no text in the piece")
        }
        #expect((1...discs.count).contains(draws))
        // A finger moving a few pixels is laid from the piece it was in; other views are not.
        let drawn = draws
        _ = try piece(discs[1].offsetBy(dx: 6, dy: -5))
        #expect(draws == drawn)
        _ = try piece(discs[1], views: 2)
        #expect(draws == drawn + 1)
        _ = try piece(discs[1], views: 2)
        #expect(draws == drawn + 1)
        _ = try piece(discs[1], views: 1)
        #expect(draws == drawn + 2, "pieces of views since changed are let go")
    }
}

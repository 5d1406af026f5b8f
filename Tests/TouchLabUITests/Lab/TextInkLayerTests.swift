import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// The text laid again over a tint comes from a layer holding only the part of the scene
/// where tints met text. Each part must hold the very pixels a layer of the whole scene's
/// text holds there, in the default window and in the smallest (a scaled scene), as the
/// part first appears, after it grows to reach a second place, and after the views change.
@MainActor
struct TextInkLayerTests {
    @Test(arguments: ["transforms-and-bounds", "seed-a-to-e", "tab-bar-overhang"])
    func eachPartHoldsTheWholeLayersPixels(_ sceneName: String) throws {
        let description = try SceneReader.load(path: try SceneCatalog.standard.resolve(sceneName))
        let scene = SceneBuilder().build(description)
        var options = ViewRenderer.Options()
        options.drawsTextOnly = true
        let renderer = try ViewRenderer(options: options)
        for windowSize in [nil, LabLayout.smallestWindow] {
            let layout = LabLayout(sceneSize: description.size, windowSize: windowSize)
            let draw: (Canvas) -> Void = { canvas in
                if layout.scale != 1 { canvas.concatenate(AffineTransform(scaleX: layout.scale, y: layout.scale)) }
                renderer.draw(scene.window, in: canvas)
            }
            let whole = try ImageSurface(width: Int(layout.scene.width.rounded(.up)), height: Int(layout.scene.height.rounded(.up)))
            draw(Canvas(surface: whole))
            whole.flush()
            let layer = TextInkLayer(size: layout.scene.size)
            let width = Double(whole.width), height = Double(whole.height)
            // A corner, the far corner (the part grows to hold both), the middle.
            let asks = [Rect(x: 3.5, y: 4.25, width: 20, height: 12),
                        Rect(x: width - 30, y: height - 17.5, width: 24, height: 13),
                        Rect(x: width / 2, y: height / 2, width: 40, height: 30)]
            var parts = 0
            for (index, ask) in asks.enumerated() {
                let (part, origin) = try #require(layer.image(1, covering: ask, draw: draw))
                parts += 1
                #expect(origin.x <= ask.minX && origin.y <= ask.minY
                        && origin.x + Double(part.width) >= min(ask.maxX, width)
                        && origin.y + Double(part.height) >= min(ask.maxY, height),
                        "\(sceneName) ask \(index): the part at \(origin), \(part.width)×\(part.height) misses \(ask)")
                let differing = Self.differing(part, at: origin, from: whole)
                #expect(differing == 0, "\(sceneName), window \(windowSize.map { "\($0)" } ?? "default"), ask \(index): \(differing) pixels differ from the whole layer")
            }
            // A part smaller than the scene, for a tint's small area.
            let (small, _) = try #require(layer.image(2, covering: asks[0], draw: draw))
            #expect(small.width < whole.width || small.height < whole.height, "\(sceneName): a small ask made a whole-scene part")
            #expect(parts == asks.count)
        }
    }

    /// How many of `part`'s pixels differ from `whole`'s at the same place in the scene.
    private static func differing(_ part: ImageSurface, at origin: Point, from whole: ImageSurface) -> Int {
        var count = 0
        for y in 0..<part.height {
            for x in 0..<part.width where part.pixel(x: x, y: y) != whole.pixel(x: x + Int(origin.x), y: y + Int(origin.y)) {
                count += 1
            }
        }
        return count
    }
}

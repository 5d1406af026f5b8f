import TouchKit
import TouchKitCairo

extension SceneRegion {
    /// The scene's text at `texts` (scene points), for the overlays to lay again over their
    /// tints: drawn straight from the views when `directly` (a vector canvas, where a layer
    /// would become an embedded bitmap), else copied from a piece of a layer of the views'
    /// text alone (`TextPatches`), drawn when a tint first meets text there and again only
    /// when the views change.
    func ink(_ input: SceneInput, texts: [Rect], directly: Bool) -> SceneInk {
        let window = input.scene.window, renderer = textRenderer
        guard !directly else { return SceneInk(rects: texts) { canvas, _ in renderer?.draw(window, in: canvas) } }
        return SceneInk(rects: texts) { canvas, area in
            guard let renderer else { return }
            // The pieces hold window pixels, as the canvas before `scaleToWindow`.
            let scale = self.layout.scale
            let pixels = Rect(x: area.minX * scale, y: area.minY * scale, width: area.width * scale, height: area.height * scale)
            guard let patch = self.textPatches.patch(covering: pixels, views: input.views, draw: { patchCanvas in
                self.scaleToWindow(patchCanvas)
                renderer.draw(window, in: patchCanvas)
            }) else { return }
            if scale != 1 { canvas.concatenate(AffineTransform(scaleX: 1 / scale, y: 1 / scale)) }
            canvas.drawImage(patch.surface, at: Point(x: Double(patch.x), y: Double(patch.y)))
        }
    }
}

import TouchKit
import TouchKitCairo

extension SceneRegion {
    /// The scene's text at `texts` (scene points), for the overlays to lay again over their
    /// tints: drawn straight from the views when `directly` (a vector canvas, where a layer
    /// would become an embedded bitmap), else copied from a layer of the views' text alone
    /// (`TextInkLayer`), drawn where a tint first meets text and again only when the views
    /// change or a tint reaches past it.
    func ink(_ input: SceneInput, texts: [Rect], directly: Bool) -> SceneInk {
        let window = input.scene.window, renderer = textRenderer
        guard !directly else { return SceneInk(rects: texts) { canvas, _ in renderer?.draw(window, in: canvas) } }
        return SceneInk(rects: texts) { canvas, within in
            let scale = self.layout.scale
            let pixels = Rect(x: within.minX * scale, y: within.minY * scale,
                              width: within.width * scale, height: within.height * scale)
            guard let (layer, origin) = self.textLayer(input, covering: pixels) else { return }
            // The layer holds window pixels, as the canvas before `scaleToWindow`.
            if scale != 1 { canvas.concatenate(AffineTransform(scaleX: 1 / scale, y: 1 / scale)) }
            canvas.drawImage(layer, at: origin)
        }
    }

    /// The views' text alone over a transparent layer covering `pixels` (window pixels), as
    /// the scene layer draws it, with where its top left corner lies.
    private func textLayer(_ input: SceneInput, covering pixels: Rect) -> (ImageSurface, Point)? {
        if textOnly == nil { textOnly = TextInkLayer(size: layout.scene.size) }
        guard let textOnly, let renderer = textRenderer else { return nil }
        return textOnly.image(input.views, covering: pixels) { layerCanvas in
            scaleToWindow(layerCanvas)
            renderer.draw(input.scene.window, in: layerCanvas)
        }
    }
}

import TouchKit
import TouchKitCairo

extension SceneRegion {
    /// The scene's text at `texts` (scene points), for the overlays to lay again over their
    /// tints: drawn straight from the views when `directly` (a vector canvas, where a layer
    /// would become an embedded bitmap), else copied from a layer of the views' text alone,
    /// drawn when a tint first meets text and again only when the views change.
    func ink(_ input: SceneInput, texts: [Rect], directly: Bool) -> SceneInk {
        let window = input.scene.window, renderer = textRenderer
        guard !directly else { return SceneInk(rects: texts) { renderer?.draw(window, in: $0) } }
        return SceneInk(rects: texts) { canvas in
            guard let layer = self.textLayer(input) else { return }
            // The layer holds window pixels, as the canvas before `scaleToWindow`.
            let scale = self.layout.scale
            if scale != 1 { canvas.concatenate(AffineTransform(scaleX: 1 / scale, y: 1 / scale)) }
            canvas.drawImage(layer, at: .zero)
        }
    }

    /// The views' text alone over a transparent layer, as the scene layer draws it.
    private func textLayer(_ input: SceneInput) -> ImageSurface? {
        if textOnly == nil {
            textOnly = try? LayerCache(size: layout.scene.size, tag: LabRegion.scene.rawValue, layer: LabRegion.contentLayer)
        }
        guard let textOnly, let renderer = textRenderer else { return nil }
        return textOnly.image(input.views) { layerCanvas in
            scaleToWindow(layerCanvas)
            renderer.draw(input.scene.window, in: layerCanvas)
        }
    }
}

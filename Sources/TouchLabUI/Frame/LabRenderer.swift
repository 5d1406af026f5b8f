import TouchKit
import TouchKitCairo
import TouchLabEngine

/// Composes one frame of the lab: the scene at the top-left with the lesson's overlays
/// (hit test, responder chain, recognizer and control events, fingers), the inspector
/// panel beside it, the journey strip along the bottom, and the help card when asked.
///
/// The same frame goes to the window and to `--screenshot`, so the window shows exactly
/// the pixels a headless screenshot of the same state has. One renderer draws every frame
/// into one reused surface.
@MainActor
package final class LabRenderer {
    package let layout: LabLayout
    package let surface: ImageSurface
    /// The renderer of the scene's views, shared with the panel.
    package let views: ViewRenderer
    package let style: LabStyle
    /// Draws the panel, the strip and the help card; set by the lab when they exist.
    package var parts: [LabPart] = []
    /// The scene's views drawn once and reused while nothing in them changes.
    private let sceneLayer: LayerCache
    /// Every line of text the last frame drew, with its place and region (`--describe`).
    package let text = TextLog()

    /// - Throws: `CairoError` when the surface cannot be made or the fonts are missing.
    package init(layout: LabLayout) throws {
        self.layout = layout
        let size = layout.windowSize
        surface = try ImageSurface(width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
        views = try ViewRenderer()
        style = try LabStyle()
        sceneLayer = try LayerCache(size: layout.sceneSize, tag: LabRegion.scene.rawValue, layer: LabRegion.contentLayer)
    }

    /// Draws `session` as it is now and returns the surface (valid until the next render).
    @discardableResult
    package func render(_ session: LabSession) -> ImageSurface {
        let canvas = Canvas(surface: surface)
        text.removeAll()
        canvas.textLog = text
        let below = Rect(x: 0, y: layout.sceneSize.height, width: layout.sceneSize.width,
                         height: layout.strip.minY - layout.sceneSize.height)
        if below.height > 0 { canvas.fill(below, color: LabStyle.canvas) }
        let window = session.scene.window
        let scene = sceneLayer.image(key: views.fingerprint(of: window)) { layerCanvas in
            layerCanvas.fill(layout.scene, color: .white)
            views.draw(window, in: layerCanvas)
        }
        canvas.withSavedState {
            canvas.clip(to: layout.scene)
            canvas.copyImage(scene, at: .zero)
            text.append(contentsOf: sceneLayer.text, offset: .zero)
            text.tag = LabRegion.scene.rawValue
            text.layer = LabRegion.labLayer
            drawOverlays(session, on: canvas)
        }
        for part in parts {
            text.tag = part.region.rawValue
            canvas.withSavedState { part.draw(session, in: canvas, layout: layout) }
        }
        surface.flush()
        return surface
    }

    /// The overlays draw their shapes at once and offer their labels to one layout pass,
    /// most important first; the labels are drawn last, over every shape. The views' own
    /// text is what the labels avoid covering.
    private func drawOverlays(_ session: LabSession, on canvas: Canvas) {
        let obstacles = sceneLayer.text.map(\.rect)
        let labels = OverlayLabels(canvas: canvas, board: LabelBoard(region: layout.scene, obstacles: obstacles))
        let moment = session.moment
        let hitTest = HitTestOverlay(style: style, canvas: canvas)
        if let moment {
            hitTest.draw(moment, scene: session.scene, labels: labels)
            OverrideNotes(style: style, canvas: canvas).draw(moment, labels: labels)
            ChainOverlay(style: style, canvas: canvas).draw(moment, labels: labels)
            EventOverlay(style: style, canvas: canvas).draw(moment, scene: session.scene, labels: labels)
        }
        TouchOverlay(style: style, canvas: canvas).draw(session, labels: labels)
        if let moment { hitTest.drawUnvisitedTags(moment, scene: session.scene, labels: labels) }
        labels.drawAll()
    }
}

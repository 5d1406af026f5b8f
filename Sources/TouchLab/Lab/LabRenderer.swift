import TouchKit
import TouchKitCairo

/// Composes one frame of the lab: the scene at the top-left with the lesson's overlays
/// (hit test, responder chain, recognizer and control events, fingers), the inspector
/// panel beside it, the journey strip along the bottom, and the help card when asked.
///
/// The same frame goes to the window and to `--screenshot`, so the window shows exactly
/// the pixels a headless screenshot of the same state has. One renderer draws every frame
/// into one reused surface.
@MainActor
public final class LabRenderer {
    public let layout: LabLayout
    public let surface: ImageSurface
    /// The renderer of the scene's views, shared with the panel.
    let views: ViewRenderer
    let style: LabStyle
    /// Draws the panel, the strip and the help card; set by the lab when they exist.
    public var parts: [LabPart] = []

    /// - Throws: `CairoError` when the surface cannot be made or the fonts are missing.
    public init(layout: LabLayout) throws {
        self.layout = layout
        let size = layout.windowSize
        surface = try ImageSurface(width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
        views = try ViewRenderer()
        style = try LabStyle()
    }

    /// Draws `session` as it is now and returns the surface (valid until the next render).
    @discardableResult
    public func render(_ session: LabSession) -> ImageSurface {
        surface.clear(to: LabStyle.canvas)
        let canvas = Canvas(surface: surface)
        canvas.withSavedState {
            canvas.clip(to: layout.scene)
            canvas.fill(layout.scene, color: .white)
            views.draw(session.scene.window, in: canvas)
            drawOverlays(session, on: canvas)
        }
        for part in parts {
            canvas.withSavedState { part.draw(session, in: canvas, layout: layout) }
        }
        surface.flush()
        return surface
    }

    private func drawOverlays(_ session: LabSession, on canvas: Canvas) {
        guard let lesson = session.lesson,
              let moment = LessonMoment(lesson: lesson, position: session.playback.position) else { return }
        HitTestOverlay(style: style, canvas: canvas).draw(moment, scene: session.scene)
        var chain = ChainOverlay(style: style, canvas: canvas)
        chain.sceneWidth = layout.sceneSize.width
        chain.draw(moment)
        EventOverlay(style: style, canvas: canvas).draw(moment, scene: session.scene)
        TouchOverlay(style: style, canvas: canvas).draw(session)
    }
}

/// Something drawn beside the scene each frame (the panel, the strip, the help card).
@MainActor
public protocol LabPart: AnyObject {
    func draw(_ session: LabSession, in canvas: Canvas, layout: LabLayout)
}

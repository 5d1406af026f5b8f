import TouchKit
import TouchKitCairo
import TouchLabEngine

/// Where `--screenshot` meets the renderer: the frame the lab shows for a session (scene,
/// overlays, panel, strip) as PNG bytes, exactly as the window would show it.
@MainActor
package enum HeadlessScreenshot {
    /// Renders `session` once: the frame as PNG bytes and what it shows as JSON
    /// (`--describe`), each when asked, for the command to write where it checked it may.
    package static func render(_ session: LabSession, png: Bool, description: Bool) throws
        -> (png: [UInt8]?, description: String?) {
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        try LabParts.install(on: renderer)
        let surface = renderer.render(session)
        return (png ? try surface.pngData() : nil,
                description ? FrameDescription(renderer: renderer, session: session).json : nil)
    }
}

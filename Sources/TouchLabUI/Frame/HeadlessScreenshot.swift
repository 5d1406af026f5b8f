import TouchKit
import TouchKitCairo
import TouchLabEngine

/// Where `--screenshot` meets the renderer: writes the frame the lab shows for a session
/// (scene, overlays, panel, strip) as a PNG, exactly as the window would show it.
@MainActor
package enum HeadlessScreenshot {
    /// Renders `session` as it is now and writes it to `path`.
    package static func write(_ session: LabSession, to path: String) throws {
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        try LabParts.install(on: renderer)
        try renderer.render(session).writePNG(to: path)
    }
}

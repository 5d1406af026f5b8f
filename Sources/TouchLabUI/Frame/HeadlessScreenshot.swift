import TouchKit
import TouchKitCairo
import TouchLabEngine

/// Where `--screenshot` meets the renderer: writes the frame the lab shows for a session
/// (scene, overlays, panel, strip) as a PNG, exactly as the window would show it.
@MainActor
package enum HeadlessScreenshot {
    /// Renders `session` as it is now and writes it to `path`.
    package static func write(_ session: LabSession, to path: String) throws {
        try write(session, screenshot: path, description: nil)
    }

    /// Renders `session` once and writes the frame as PNG to `screenshot` and what it shows
    /// as JSON (`--describe`) to `description`, each when given.
    /// - Throws: `CairoError`, or `FrameDescription.WriteError` when the JSON cannot be written.
    package static func write(_ session: LabSession, screenshot: String?, description: String?) throws {
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        try LabParts.install(on: renderer)
        let surface = renderer.render(session)
        if let screenshot { try surface.writePNG(to: screenshot) }
        if let description {
            try FrameDescription(renderer: renderer, session: session).write(to: description)
        }
    }

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

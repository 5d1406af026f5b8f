import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats

/// Where `--screenshot` meets the renderer: the frame the lab shows for a session (scene,
/// overlays, panel, strip) as PNG or SVG bytes, exactly as the window would show it.
@MainActor
package enum HeadlessScreenshot {
    /// Renders `session` once: the frame as an image in `image`'s format and what it shows
    /// as JSON (`--describe`), each when asked and in `language`, for the command to write
    /// where it checked it may.
    package static func render(_ session: LabSession, ui: LabUIState = LabUIState(), image: FrameFormat?,
                               description: Bool, language: Language = .english, framing: Framing = .window) throws
        -> (image: [UInt8]?, description: String?) {
        try render(LabFrame.make(session: session, ui: ui), image: image, description: description, language: language,
                   framing: framing)
    }

    /// Draws `frame` once: as an image in `image`'s format and as JSON (`--describe`), each
    /// when asked, in `language`. The image shows the part of the window `framing` asks
    /// for at its scale; the description always tells of the whole window.
    package static func render(_ frame: LabFrame, image: FrameFormat?, description: Bool,
                               language: Language = .english, framing: Framing = .window) throws
        -> (image: [UInt8]?, description: String?) {
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: frame.session.scene.size), language: language)
        try LabParts.install(on: renderer)
        let surface = renderer.render(frame)
        let json = description ? FrameDescription(frame, drawnBy: renderer).json : nil
        let bytes: [UInt8]? = switch image {
        case .png: try (framing.isWindow ? surface : FramedSurface(renderer, framing: framing).render(frame)).pngData()
        case .svg: try VectorFrame.svg(renderer, frame: frame, framing: framing)
        case nil: nil
        }
        return (bytes, json)
    }
}

/// How a frame is written: PNG, or SVG (by the file's extension, `.svg` in any case).
package enum FrameFormat: Equatable, Sendable {
    case png, svg

    package init(path: String) {
        self = path.lowercased().hasSuffix(".svg") ? .svg : .png
    }
}

import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats

/// The lab's frames of a session's lessons drawn off screen, for taking lessons out of the
/// window: a step shown whole (`--steps`), or a moment of playback (`--export`). One
/// renderer draws them all, each at the window's size, as the window would show it, in
/// the run's language.
@MainActor
package final class LessonFrames {
    package let session: LabSession
    private let renderer: LabRenderer

    package init(session: LabSession, language: Language = .english) throws {
        self.session = session
        renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size), language: language)
        try LabParts.install(on: renderer)
    }

    /// What the latest frame shows, as `--describe` says it.
    package var description: FrameDescription { FrameDescription(renderer: renderer) }

    /// The frame's size in pixels.
    package var width: Int { renderer.surface.width }
    package var height: Int { renderer.surface.height }

    /// The lesson paused on step `index` (from 0). Valid until the next frame.
    package func frame(of lesson: Lesson, step index: Int) -> ImageSurface {
        renderer.render(LabFrame.step(index, of: lesson, session: session))
    }

    /// The lesson paused on step `index` (from 0) as an SVG document (`VectorFrame`).
    /// - Throws: `CairoError` when Cairo cannot record or write it.
    package func vectorFrame(of lesson: Lesson, step index: Int) throws -> [UInt8] {
        try VectorFrame.svg(renderer, session: session, ui: LabUIState(playback: .pinned(lesson, step: index)), lesson: lesson)
    }

    /// The lesson playing at `position` lesson seconds. Valid until the next frame.
    package func frame(of lesson: Lesson, at position: Double) -> ImageSurface {
        renderer.render(LabFrame.moment(position, of: lesson, session: session))
    }
}

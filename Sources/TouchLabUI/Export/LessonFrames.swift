import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats

/// The lab's frames of a session's lessons drawn off screen, for taking lessons out of the
/// window: a step shown whole (`--steps`), or a moment of playback (`--export`). One
/// renderer draws them all, each at the window's size, as the window would show it, in
/// the run's language; with captions, each frame has its step's caption in a bar under it.
@MainActor
package final class LessonFrames {
    package let session: LabSession
    private let renderer: LabRenderer
    /// The part of the window each picture shows, at its scale.
    private let framed: FramedSurface
    private let language: Language
    /// The bar under each frame and the surface frame and bar are put together on (or,
    /// when frames are taken in parts, the bar's own); nil without captions.
    private let captions: (bar: CaptionBar, surface: ImageSurface)?
    /// Whether frames are taken in parts (`parts`), the bar on a surface of its own.
    private let inParts: Bool
    /// The caption the bar shows and whether the frame above it is the renderer's latest,
    /// so that a frame of an animation copies only what the renderer drew again (the
    /// window's frame: its `dirty` rectangles) and draws the bar only when its text changes.
    private var shownCaption: String?
    private var holdsLatestFrame = false
    /// The rows of the latest captioned frame (`frame`) that may differ from the frame
    /// before it; nil when any may.
    package private(set) var changedRows: Range<Int>?

    /// - Parameter captions: the lessons whose steps' captions the frames carry, which set
    ///   the bar's height; nil: frames without captions, as a screenshot has none.
    /// - Parameter framing: the part of the window each frame shows and its scale; the bar
    ///   goes under that picture, as wide as it.
    /// - Parameter inParts: frames are taken by `parts` (the picture and the bar apart),
    ///   sparing a surface of the whole frame; `frame` is then not to be called.
    package init(session: LabSession, language: Language = .english, captions lessons: [Lesson]? = nil,
                 framing: Framing = .window, inParts: Bool = false) throws {
        self.session = session
        self.language = language
        self.inParts = inParts
        renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size), language: language)
        try LabParts.install(on: renderer)
        framed = try FramedSurface(renderer, framing: framing)
        if let lessons {
            let texts = lessons.flatMap { lesson in
                lesson.steps.indices.map { StepCaption.text(at: $0, of: lesson, scene: session.scene, language: language) }
            }
            let bar = try CaptionBar(width: framed.width, scale: framing.scale, captions: texts)
            captions = (bar, try ImageSurface(width: framed.width, height: (inParts ? 0 : framed.height) + bar.height))
        } else {
            captions = nil
        }
    }

    /// What the latest frame shows, as `--describe` says it.
    package var description: FrameDescription { FrameDescription(renderer: renderer) }

    /// The frame's size in pixels, its caption bar included.
    package var width: Int { framed.width }
    package var height: Int { framed.height + (captions?.bar.height ?? 0) }

    /// The lesson paused on step `index` (from 0). Valid until the next frame.
    package func frame(of lesson: Lesson, step index: Int) -> ImageSurface {
        let frame = framed.render(LabFrame.step(index, of: lesson, session: session, ui: ui))
        return captioned(frame, lesson, index)
    }

    /// The lesson paused on step `index` (from 0) as an SVG document (`VectorFrame`), of
    /// the part of the window the frames show, at scale 1: a vector page needs no density.
    /// - Throws: `CairoError` when Cairo cannot record or write it.
    package func vectorFrame(of lesson: Lesson, step index: Int) throws -> [UInt8] {
        holdsLatestFrame = false
        return try VectorFrame.svg(renderer, frame: LabFrame.step(index, of: lesson, session: session),
                            framing: Framing(crop: framed.framing.crop))
    }

    /// The lesson playing at `position` lesson seconds. Valid until the next frame.
    package func frame(of lesson: Lesson, at position: Double) -> ImageSurface {
        let frame = framed.render(LabFrame.moment(position, of: lesson, session: session, ui: ui))
        return captioned(frame, lesson, lesson.stepIndex(at: position))
    }

    /// The lesson playing at `position` lesson seconds, as the picture and its caption bar
    /// (nil without captions), the bar going under the picture. Valid until the next frame.
    package func parts(of lesson: Lesson, at position: Double) -> (picture: ImageSurface, bar: ImageSurface?) {
        precondition(inParts, "LessonFrames.parts needs frames made in parts")
        let picture = framed.render(LabFrame.moment(position, of: lesson, session: session, ui: ui))
        guard let captions else { return (picture, nil) }
        let index = lesson.stepIndex(at: position)
        let text = index.map { StepCaption.text(at: $0, of: lesson, scene: session.scene, language: language) } ?? ""
        if text != shownCaption {
            captions.bar.draw(text, at: 0, on: Canvas(surface: captions.surface))
            captions.surface.flush()
            shownCaption = text
        }
        return (picture, captions.surface)
    }

    /// What the frames have open: nothing, and with captions the caption left to the bar.
    private var ui: LabUIState {
        var ui = LabUIState()
        ui.captionInBar = captions != nil
        return ui
    }

    /// `rect` grown to whole pixels.
    private static func whole(_ rect: Rect) -> Rect {
        let left = rect.minX.rounded(.down), top = rect.minY.rounded(.down)
        return Rect(x: left, y: top, width: rect.maxX.rounded(.up) - left, height: rect.maxY.rounded(.up) - top)
    }

    private func captioned(_ frame: ImageSurface, _ lesson: Lesson, _ index: Int?) -> ImageSurface {
        guard let captions else { return frame }
        precondition(!inParts, "LessonFrames made in parts gives frames by parts")
        let canvas = Canvas(surface: captions.surface)
        if holdsLatestFrame, framed.framing.isWindow {
            let copied = renderer.dirty.map(Self.whole)
            canvas.copyImage(frame, at: .zero, only: copied)
            let top = copied.map { max(0, Int($0.minY)) }.min() ?? 0
            let bottom = copied.map { min(frame.height, Int($0.maxY)) }.max() ?? 0
            changedRows = top < bottom ? top..<bottom : 0..<0
        } else {
            canvas.copyImage(frame, at: .zero)
            changedRows = nil
        }
        holdsLatestFrame = true
        let text = index.map { StepCaption.text(at: $0, of: lesson, scene: session.scene, language: language) } ?? ""
        if text != shownCaption {
            captions.bar.draw(text, at: Double(frame.height), on: canvas)
            shownCaption = text
            changedRows = changedRows.map { ($0.isEmpty ? frame.height : $0.lowerBound)..<(frame.height + captions.bar.height) }
        }
        captions.surface.flush()
        return captions.surface
    }
}

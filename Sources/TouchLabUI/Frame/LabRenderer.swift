import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats

/// Composes one frame of the lab: the scene at the top-left with the lesson's overlays,
/// the timeline under it, the inspector panel beside them, the journey strip along the
/// right edge, and the help card or the legend over everything when asked.
///
/// The same frame goes to the window and to `--screenshot`, so the window shows exactly
/// the pixels a headless screenshot of the same state has. One renderer draws every frame
/// into one reused surface. Each region is a function of one value, its input, built every
/// frame from the session and the window's state; a region is drawn again only when its
/// input differs from the one it was last drawn from (`RegionCache`); `dirty` says which
/// rectangles were drawn, for presenting.
@MainActor
package final class LabRenderer {
    package let layout: LabLayout
    package let surface: ImageSurface
    /// The renderer of the scene's views, shared with the panel.
    package let views: ViewRenderer
    package let style: LabStyle
    /// Everything the frame says in words, in the run's language.
    package let words: Words
    /// The panel, the strip, the timeline and the cards; nil draws the scene alone.
    package var parts: LabParts?
    /// Every line of text the last frame drew, with its place and region (`--describe`).
    package let text = TextLog()
    private let regions = RegionCache()
    private let scene: SceneRegion
    /// The scene's views' fingerprint and what else is worked out from them, kept while the
    /// session's generation stands still.
    private let sceneViews = SceneViewsMemo()
    /// The frame drawn latest (nil before the first).
    package private(set) var frame: LabFrame?
    /// What the window had open in the latest frame.
    package var ui: LabUIState { frame?.ui ?? LabUIState() }
    /// The lesson the latest frame showed, at its playback (nil before the first frame).
    package var shown: ShownLesson? { frame?.shown }
    /// When set (a monotonic clock in milliseconds), each frame records how long each region
    /// took, its input included, in `regionTimes`: for the latency benchmark's split.
    package var clock: (() -> Double)?
    /// Milliseconds per region in the latest frame, in drawing order (empty without `clock`).
    package private(set) var regionTimes: [(region: LabRegion, milliseconds: Double)] = []

    /// The rectangles the latest frame drew; the rest of the surface is as it was.
    package var dirty: [Rect] { regions.dirty }
    /// The overlays' labels the latest frame drew (nil before any scene was drawn).
    var labels: OverlayLabels? { scene.labels }

    /// The outline of the frontmost view drawn at `point` in `session`'s scene, as the
    /// frame found it: a description asks again for the same fingers, and walking a large
    /// scene's views once per frame is enough.
    func outline(under point: Point, in session: LabSession) -> Rect? {
        sceneViews.innermostView(at: point, in: session)
    }

    /// - Parameter frame: the surface to draw frames in (a window's shared memory), used
    ///   when it has the window's size; else the renderer makes its own.
    /// - Throws: `CairoError` when the surface cannot be made or the fonts are missing.
    package init(layout: LabLayout, frame: ImageSurface? = nil, language: Language = .english) throws {
        self.layout = layout
        words = Words(language)
        let width = Int(layout.windowSize.width.rounded(.up)), height = Int(layout.windowSize.height.rounded(.up))
        if let frame, frame.width == width, frame.height == height {
            surface = frame
        } else {
            surface = try ImageSurface(width: width, height: height)
        }
        views = try ViewRenderer()
        style = try LabStyle(words: words)
        scene = try SceneRegion(layout: layout, views: views, style: style, text: text, words: words)
    }

    /// Draws `session` as it is now, with what `ui` has open, showing `lesson` (the
    /// session's shown lesson when nil) at `ui.playback`: the frame `LabFrame.make` builds.
    @discardableResult
    package func render(_ session: LabSession, ui: LabUIState = LabUIState(), lesson: Lesson? = nil) -> ImageSurface {
        render(LabFrame.make(session: session, lesson: lesson, ui: ui))
    }

    /// Draws `frame` and returns the surface (valid until the next render). Regions whose
    /// input is unchanged keep their pixels; a card, drawn over all of them, makes every
    /// region draw afresh while it is shown and once after. Nothing here changes the session
    /// or the playback.
    @discardableResult
    package func render(_ frame: LabFrame) -> ImageSurface {
        compose(frame, on: Canvas(surface: surface))
        surface.flush()
        return surface
    }

    /// Draws the same frame as `render` onto `canvas`, a vector canvas the window's size:
    /// every region in full, each straight onto it (no layer or sprite in between). The
    /// renderer's own surface is untouched, and its next frame draws every region afresh.
    package func render(_ frame: LabFrame, onto canvas: Canvas) {
        canvas.drawsDirectly = true
        regions.invalidate()
        compose(frame, on: canvas)
        regions.invalidate()
    }

    /// `render(_:onto:)` for the frame `LabFrame.make` builds from these.
    package func render(_ session: LabSession, ui: LabUIState = LabUIState(), lesson: Lesson? = nil,
                        onto canvas: Canvas) {
        render(LabFrame.make(session: session, lesson: lesson, ui: ui), onto: canvas)
    }

    private func compose(_ frame: LabFrame, on canvas: Canvas) {
        text.removeAll()
        canvas.textLog = text
        if frame.ui.showsCard || ui.showsCard { regions.invalidate() }
        self.frame = frame
        let (session, ui, shown) = (frame.session, frame.ui, frame.shown)
        regions.beginFrame()
        regionTimes.removeAll(keepingCapacity: true)
        guard layout.fits else {
            TooSmallNotice(style: style, words: words.notices).draw(on: canvas, window: layout.window, needed: layout.windowSize)
            return
        }
        var sceneViews = 0
        timed(.scene) {
            sceneViews = self.sceneViews.fingerprint(session, views: views)
            let memo = self.sceneViews
            let input = SceneInput(session, shown: shown, ui: ui, views: sceneViews,
                                   hints: memo.hints(session, words: words.overlays),
                                   under: { memo.innermostView(at: $0, in: session) })
            let holds = regions.scene.holds
            regions.draw(regions.scene, rect: scene.sceneColumn, input: input, log: text) {
                scene.draw(input, on: canvas, holdsLast: holds)
            }
        }
        if let parts {
            draw(parts.panel, regions.panel, session, shown, ui: ui, sceneViews: sceneViews, on: canvas)
            draw(parts.strip, regions.strip, session, shown, ui: ui, sceneViews: sceneViews, on: canvas)
            draw(parts.timeline, regions.timeline, session, shown, ui: ui, sceneViews: sceneViews, on: canvas)
            draw(parts.help, regions.help, session, shown, ui: ui, sceneViews: sceneViews, on: canvas)
            draw(parts.legend, regions.legend, session, shown, ui: ui, sceneViews: sceneViews, on: canvas)
        }
    }

    /// `part`'s region, unless its input equals the one it was last drawn from.
    private func draw<Part: LabPart>(_ part: Part, _ slot: RegionSlot<Part.Input>, _ session: LabSession, _ shown: ShownLesson, ui: LabUIState,
                                     sceneViews: Int, on canvas: Canvas) {
        timed(part.region) {
            part.update(session, shown: shown, ui: ui)
            let rect = self.rect(of: part.region)
            let input = part.input(session, shown: shown, ui: ui, sceneViews: sceneViews)
            let holds = slot.holds
            regions.draw(slot, rect: rect, input: input, log: text) {
                text.tag = part.region.rawValue
                text.layer = LabRegion.labLayer
                return canvas.withSavedState {
                    canvas.clip(to: rect)
                    return part.draw(input, in: canvas, layout: layout, holdsLast: holds)
                }
            }
        }
    }

    private func timed(_ region: LabRegion, _ body: () -> Void) {
        guard let clock else { return body() }
        let start = clock()
        body()
        regionTimes.append((region, clock() - start))
    }

    /// The window's area given to `region` (a card: the whole window).
    private func rect(of region: LabRegion) -> Rect {
        switch region {
        case .scene: scene.sceneColumn
        case .panel: layout.panel
        case .timeline: layout.timeline
        case .strip: layout.strip
        case .help, .legend: Rect(origin: .zero, size: layout.windowSize)
        }
    }
}

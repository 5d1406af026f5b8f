import TouchKit
import TouchKitCairo
import TouchLabEngine

/// What one frame of the lab shows (`--describe`): the window's size, its regions, every line
/// of text drawn with its rectangle and region, and the delivery timeline's lanes. For
/// `--describe`, for tools (a screen reader, a slide generator) and for the layout tests.
@MainActor
package struct FrameDescription {
    package struct Region: Equatable, Sendable {
        package let name: String
        package let rect: Rect
    }

    /// One line of text as drawn.
    package struct Label: Equatable, Sendable {
        package let text: String
        package let rect: Rect
        package let region: String
        /// `content` for the scene's own views' text, `lab` for everything the lab drew.
        package let layer: String
        package let isShortened: Bool
        /// The font's size in window pixels.
        package let fontSize: Double
        /// Characters drawn as a missing-glyph box (no configured font has them).
        package var missingGlyphs = 0
        /// For an overlay label over the scene, what it describes (the view it names, the
        /// finger or shape it explains), in window pixels; nil for any other text.
        package var about: Rect? = nil
    }

    package let size: Size
    package let regions: [Region]
    package let labels: [Label]
    package let timeline: [Timeline.Lane]
    /// The lesson and step shown, the selection, the outcomes and the edits in force.
    package let lessonFacts: FrameLessonFacts
    /// What the lesson is about, in window pixels (see `SceneMarker`).
    package let markers: [SceneMarker]
    /// The lines drawn over the scene, in window pixels.
    package let lines: [Line]
    /// The key under the scene: each kind of mark the scene shows, with its words.
    package let legend: [(kind: SceneKey.Kind, text: String)]
    /// The responder chain's marks over the scene, in chain order, in window pixels.
    package let hops: [Hop]

    /// A mark of the responder chain: its text (a hop's letter or ★, a controller's tag, the
    /// tag of the responders after the scene's views), the responders it names, the mark's
    /// own box, and the rectangle of the view it names (nil: a responder that is no view).
    package struct Hop: Equatable, Sendable {
        package let mark: String
        package let names: [String]
        package let rect: Rect
        package let view: Rect?
    }

    /// A line over the scene: a responder-chain hop's arrow, a hit-test answer's arrow or
    /// a label's leader, as the points it is drawn through (a curve as short pieces).
    package struct Line: Equatable, Sendable {
        package let kind: String
        package let points: [Point]
    }

    /// The frame `renderer` drew last (`session`'s, when it drew none yet).
    package init(renderer: LabRenderer, session: LabSession) {
        self.init(renderer.frame ?? LabFrame.make(session: session), drawnBy: renderer)
    }

    /// The frame `renderer` drew last; it must have drawn one.
    package init(renderer: LabRenderer) {
        guard let frame = renderer.frame else { preconditionFailure("a description of a frame never drawn") }
        self.init(frame, drawnBy: renderer)
    }

    /// What `frame` shows, `renderer` having drawn it last: its text as drawn, and its
    /// lesson, selection and markers from the frame value.
    package init(_ frame: LabFrame, drawnBy renderer: LabRenderer) {
        let session = frame.session
        let layout = renderer.layout
        size = layout.windowSize
        var regions = [Region(name: LabRegion.scene.rawValue, rect: layout.scene),
                       Region(name: LabRegion.panel.rawValue, rect: layout.panel),
                       Region(name: LabRegion.timeline.rawValue, rect: layout.timeline),
                       Region(name: LabRegion.strip.rawValue, rect: layout.strip)]
        if let code = renderer.parts?.panel.codeBox(layout: layout), frame.ui.showsCode {
            regions.append(Region(name: LabRegion.code, rect: code))
        }
        if frame.ui.showsHelp { regions.append(Region(name: LabRegion.help.rawValue, rect: Rect(origin: .zero, size: size))) }
        if frame.ui.showsLegend { regions.append(Region(name: LabRegion.legend.rawValue, rect: Rect(origin: .zero, size: size))) }
        let overlay = renderer.labels
        if let inset = overlay?.inset {
            let (scale, origin) = (layout.scale, layout.scene.origin)
            regions.append(Region(name: HitViewInset.regionName,
                                  rect: Rect(x: origin.x + inset.rect.minX * scale, y: origin.y + inset.rect.minY * scale,
                                             width: inset.rect.width * scale, height: inset.rect.height * scale)))
        }
        self.regions = regions
        labels = renderer.text.entries.map { entry in
            let described = entry.tag == LabRegion.scene.rawValue && entry.layer == LabRegion.labLayer
            return Label(text: entry.text, rect: entry.rect, region: entry.tag, layer: entry.layer,
                         isShortened: entry.isShortened, fontSize: entry.fontSize, missingGlyphs: entry.missingGlyphs,
                         about: described ? overlay?.anchor(ofTextAt: entry.rect.center) : nil)
        }
        let shown = frame.shown
        let moment = shown.moment
        timeline = moment.map { Timeline($0, scene: session.scene, words: renderer.words.timeline).lanes } ?? []
        lessonFacts = FrameLessonFacts(frame, renderer: renderer)
        markers = Self.markers(session, shown: shown, layout: layout) { renderer.outline(under: $0, in: session) }
        let words = renderer.words.timeline
        legend = renderer.parts == nil || shown.moment == nil ? []
            : SceneKey.kinds(session, shown: shown, ui: frame.ui).map { ($0, SceneKey.text($0, words: words)) }
        let (scale, origin) = (layout.scale, layout.scene.origin)
        hops = (overlay?.hopMarks ?? []).map { hop in
            Hop(mark: hop.mark, names: hop.names, rect: Rect(origin: Point(x: origin.x + hop.rect.minX, y: origin.y + hop.rect.minY),
                                                              size: hop.rect.size),
                view: hop.view.map { Rect(x: origin.x + $0.minX * scale, y: origin.y + $0.minY * scale,
                                          width: $0.width * scale, height: $0.height * scale) })
        }
        lines = (overlay?.connectors ?? []).map { line in
            Line(kind: line.kind.rawValue,
                 points: line.points.map { Point(x: origin.x + $0.x * scale, y: origin.y + $0.y * scale) })
        }
    }

    /// The region named `name`.
    package func region(named name: String) -> Region? { regions.first { $0.name == name } }
}

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
    }

    package let size: Size
    package let regions: [Region]
    package let labels: [Label]
    package let timeline: [Timeline.Lane]
    /// The lesson and step shown, the selection, the outcomes and the edits in force.
    package let lessonFacts: FrameLessonFacts
    /// What the lesson is about, in window pixels (see `SceneMarker`).
    package let markers: [SceneMarker]

    /// The frame `renderer` drew last, for `session`.
    package init(renderer: LabRenderer, session: LabSession) {
        let layout = renderer.layout
        size = layout.windowSize
        var regions = [Region(name: LabRegion.scene.rawValue, rect: layout.scene),
                       Region(name: LabRegion.panel.rawValue, rect: layout.panel),
                       Region(name: LabRegion.timeline.rawValue, rect: layout.timeline),
                       Region(name: LabRegion.strip.rawValue, rect: layout.strip)]
        if renderer.ui.showsHelp { regions.append(Region(name: LabRegion.help.rawValue, rect: Rect(origin: .zero, size: size))) }
        if renderer.ui.showsLegend { regions.append(Region(name: LabRegion.legend.rawValue, rect: Rect(origin: .zero, size: size))) }
        self.regions = regions
        labels = renderer.text.entries.map { entry in
            Label(text: entry.text, rect: entry.rect, region: entry.tag, layer: entry.layer, isShortened: entry.isShortened,
                  fontSize: entry.fontSize, missingGlyphs: entry.missingGlyphs)
        }
        let shown = renderer.shown ?? session.shown(at: renderer.ui.playback)
        let moment = shown.moment
        timeline = moment.map { Timeline($0, scene: session.scene, words: renderer.words.timeline).lanes } ?? []
        lessonFacts = FrameLessonFacts(renderer: renderer, session: session, shown: shown)
        markers = Self.markers(session, shown: shown, layout: layout) { renderer.outline(under: $0, in: session) }
    }

    /// The region named `name`.
    package func region(named name: String) -> Region? { regions.first { $0.name == name } }
}

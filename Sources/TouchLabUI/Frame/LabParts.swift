import TouchKit
import TouchKitCairo
import TouchLabEngine

/// The parts drawn beside the scene, in drawing order: the inspector panel, the journey
/// strip, the timeline, and the help card or the legend over everything when asked for.
@MainActor
package final class LabParts {
    package let panel: PanelPart
    package let strip: StripPart
    package let timeline: TimelinePart
    package let help: CardPart
    package let legend: CardPart

    init(layout: LabLayout, views: ViewRenderer, words: Words) throws {
        panel = try PanelPart(layout: layout, views: views, words: words)
        strip = StripPart(words: words.strip)
        timeline = TimelinePart(layout: layout, words: words.timeline)
        help = CardPart(.help, words: words.help)
        legend = CardPart(.legend, words: words.help)
    }

    /// - Throws: `CairoError` when the panel's layer cannot be made.
    package static func install(on renderer: LabRenderer) throws {
        renderer.parts = try LabParts(layout: renderer.layout, views: renderer.views, words: renderer.words)
    }
}

/// The help card or the legend, over the whole window while shown: while it is, every
/// region is drawn afresh each frame (the renderer forgets them), so its input is nil
/// (draw every frame) while shown and a constant while hidden (nothing to draw).
@MainActor
package final class CardPart: LabPart {
    package let region: LabRegion
    private let words: HelpWords
    private lazy var help = HelpCard(words: words)
    private lazy var legend = LegendCard(words: words)

    init(_ region: LabRegion, words: HelpWords) {
        self.region = region
        self.words = words
    }

    private func shows(_ ui: LabUIState) -> Bool { region == .help ? ui.showsHelp : ui.showsLegend }

    package func input(_ session: LabSession, shown: ShownLesson, ui: LabUIState, sceneViews: Int) -> Bool? { shows(ui) ? nil : false }

    package func draw(_ input: Bool?, in canvas: Canvas, layout: LabLayout, holdsLast: Bool) -> [Rect]? {
        // Hidden (a false input): nothing to draw.
        guard input == nil else { return [] }
        if region == .help { help.draw(in: canvas, size: layout.windowSize) } else { legend.draw(in: canvas, size: layout.windowSize) }
        return nil
    }
}

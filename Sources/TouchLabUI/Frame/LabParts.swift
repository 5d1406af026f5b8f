import TouchKit
import TouchKitCairo
import TouchLabEngine

/// The parts drawn beside the scene, in drawing order: the inspector panel, the journey
/// strip, the timeline, and the help card or the legend over everything when asked for.
@MainActor
package enum LabParts {
    /// - Throws: `CairoError` when the panel's layer cannot be made.
    package static func install(on renderer: LabRenderer) throws {
        let words = renderer.words
        renderer.parts = [try PanelPart(layout: renderer.layout, views: renderer.views, words: words), StripPart(words: words.strip),
                          TimelinePart(height: renderer.layout.timeline.height, words: words.timeline), HelpPart(words: words.help),
                          LegendPart(words: words.help)]
    }
}

/// The inspector, drawn with the same view renderer as the scene, and the panel's input.
@MainActor
package final class PanelPart: LabInputPart {
    package let panel: InspectorPanel
    package let views: ViewRenderer
    private let layer: PanelLayer
    /// The panel as `frameKey` cut it, with the panel's revision then: the frame's `draw`
    /// follows at once and takes it instead of walking the tree again.
    private var cut: (units: PanelUnits, revision: Int)?
    /// The frame key worked out at the panel's revision (`frameKey`).
    var keyed: (revision: Int, key: Int)?
    /// Whether the help card or the legend was drawn over the panel after its latest draw
    /// (true before the first): then the window's panel is not what the layer left there.
    private var coveredByCard = true

    package init(layout: LabLayout, views: ViewRenderer, words: Words = Words()) throws {
        panel = InspectorPanel(layout: layout, words: words)
        self.views = views
        layer = try PanelLayer(size: layout.panel.size, tag: LabRegion.panel.rawValue)
    }

    package var region: LabRegion { .panel }

    /// The panel's layer is drawn again where its views changed (`PanelLayer`), and copied
    /// to the frame only there unless a card covered the panel since: the renderer draws the
    /// panel only when its key changed, into a frame that keeps every region's pixels, and
    /// draws the card over every region when shown (`LabUIState.showsCard`).
    package func draw(_ session: LabSession, ui: LabUIState, in canvas: Canvas, layout: LabLayout) {
        panel.update(from: session, selection: ui.selectedView)
        let units = cut.flatMap { $0.revision == panel.revision ? $0.units : nil }
        cut = nil
        withoutNames { layer.draw(panel.window, with: views, units: units) }
        if !coveredByCard, let changed = changedRects(in: layout.panel) {
            canvas.copyImage(layer.surface, at: layout.panel.origin, only: changed)
        } else {
            canvas.copyImage(layer.surface, at: layout.panel.origin)
        }
        coveredByCard = ui.showsCard
        canvas.textLog?.append(contentsOf: layer.text, offset: layout.panel.origin)
    }

    /// The panel's views cut into units as `draw` cuts them, kept for the frame's `draw`.
    func cutPanel() -> PanelUnits {
        let units = withoutNames { PanelUnits(panel.window, renderer: views) }
        cut = (units, panel.revision)
        return units
    }

    /// The panel never shows its views' names (the scene's option).
    private func withoutNames<T>(_ body: () -> T) -> T {
        let names = views.options.showsNames
        views.options.showsNames = false
        defer { views.options.showsNames = names }
        return body()
    }

    /// What the latest `draw` changed, in window pixels for a panel at `rect`; nil: all of it.
    func changedRects(in rect: Rect) -> [Rect]? {
        layer.changed?.map { $0.offsetBy(dx: rect.minX, dy: rect.minY) }
    }

    package func handle(_ input: XI2Input, session: LabSession, ui: LabUIState, layout: LabLayout) -> [LabCommand] {
        var local = input
        local.x -= layout.panel.minX
        local.y -= layout.panel.minY
        panel.handle(local, session: session, selection: ui.selectedView)
        return panel.actions.take()
    }
}

/// The journey strip along the bottom edge.
@MainActor
package final class StripPart: LabPart {
    package let strip: JourneyStrip
    private let layer = JourneyStripLayer()
    package var region: LabRegion { .strip }
    private var shown: JourneyState?
    private var revisions = 0
    /// Whether the help card or the legend was drawn over the strip after its latest draw
    /// (true before the first): then the window's strip is not what the layer left there.
    private var coveredByCard = true

    package init(words: StripWords = Words().strip) {
        strip = JourneyStrip(words: words)
    }

    /// A number that changes whenever `state` differs from the one seen before it.
    func revision(of state: JourneyState) -> Int {
        if state != shown {
            shown = state
            revisions += 1
        }
        return revisions
    }

    /// Everything but the travelling dot comes from a layer (`JourneyStripLayer`), copied
    /// only where it changed unless a card covered the strip since: the renderer draws the
    /// strip only when its key changed, into a frame that keeps every region's pixels, and
    /// draws the card over every region when shown (`LabUIState.showsCard`).
    package func draw(_ session: LabSession, ui: LabUIState, in canvas: Canvas, layout: LabLayout) {
        layer.draw(JourneyState(session: session, words: strip.words), with: strip, in: canvas, rect: layout.strip,
                   canvasHoldsLast: !coveredByCard)
        coveredByCard = ui.showsCard
    }

    /// What the latest `draw` changed, in window pixels; nil: all of it.
    func changedRects(in rect: Rect) -> [Rect]? { layer.changed }
}

/// The delivery timeline under the scene; a press on one of its marks shows that step.
@MainActor
package final class TimelinePart: LabInputPart {
    package let view: TimelineView
    /// The font of the window's notice, drawn over the timeline (`SaveNotice`).
    private let noticeFont = try? Font(.sansBold, size: 12)

    package init(height: Double? = nil, words: TimelineWords = Words().timeline) {
        view = TimelineView(height: height, words: words)
    }

    package var region: LabRegion { .timeline }

    package func draw(_ session: LabSession, ui: LabUIState, in canvas: Canvas, layout: LabLayout) {
        view.draw(session, in: canvas, rect: layout.timeline)
        if let notice = ui.notice, let noticeFont { SaveNotice.draw(notice, in: canvas, rect: layout.timeline, font: noticeFont) }
    }

    package func handle(_ input: XI2Input, session: LabSession, ui: LabUIState, layout: LabLayout) -> [LabCommand] {
        // The wheel comes as buttons 4 (up) and 5 (down).
        if input.kind == .buttonPress, input.detail == 4 || input.detail == 5 {
            return [.scrollTimeline(by: input.detail == 4 ? -1 : 1)]
        }
        guard input.kind == .buttonPress || input.kind == .touchBegin else { return [] }
        let point = Point(x: input.x, y: input.y)
        if let rows = view.scrollRows(at: point) { return [.scrollTimeline(by: rows)] }
        guard let step = view.step(at: point) else { return [] }
        return [.showStep(step)]
    }
}

/// The help card, over the whole window while `showsHelp` is on.
@MainActor
package final class HelpPart: LabPart {
    package let card: HelpCard
    package var region: LabRegion { .help }

    package init(words: HelpWords = Words().help) {
        card = HelpCard(words: words)
    }

    package func draw(_ session: LabSession, ui: LabUIState, in canvas: Canvas, layout: LabLayout) {
        guard ui.showsHelp else { return }
        card.draw(in: canvas, size: layout.windowSize)
    }
}

/// The legend card, over the whole window while `showsLegend` is on.
@MainActor
package final class LegendPart: LabPart {
    package let card: LegendCard
    package var region: LabRegion { .legend }

    package init(words: HelpWords = Words().help) {
        card = LegendCard(words: words)
    }

    package func draw(_ session: LabSession, ui: LabUIState, in canvas: Canvas, layout: LabLayout) {
        guard ui.showsLegend else { return }
        card.draw(in: canvas, size: layout.windowSize)
    }
}

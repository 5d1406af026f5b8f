import TouchKit
import TouchKitCairo
import TouchLabEngine

/// The inspector, drawn with the same view renderer as the scene, and the panel's input.
///
/// The panel is a tree of TouchKit views kept from frame to frame (its buttons highlight),
/// drawn as a function of its input like every region: `PanelInput` is what it shows (the
/// content its sections read, where its lists are scrolled, and the presses its own
/// application took). Only when that changes does drawing bring the tree up to it and
/// redraw the panel, in the units that changed (`PanelLayer`).
@MainActor
package final class PanelPart: @MainActor LabInputPart {
    package let panel: InspectorPanel
    package let views: ViewRenderer
    private let layer: PanelLayer

    package init(layout: LabLayout, views: ViewRenderer, words: Words = Words()) throws {
        panel = InspectorPanel(layout: layout, words: words)
        self.views = views
        layer = PanelLayer(size: layout.panel.size, tag: LabRegion.panel.rawValue)
    }

    package var region: LabRegion { .panel }

    /// Brings the panel's tree up to the content the next frame draws, so that `following`
    /// answers from it rather than from a panel built for the question.
    package func show(_ session: LabSession, shown: ShownLesson, ui: LabUIState) {
        panel.update(from: session, shown: shown, selection: ui.selectedView, scroll: ui.panel)
    }

    /// `ui.panel` once the lists follow the session (`InspectorPanel.following`).
    package func following(_ session: LabSession, shown: ShownLesson, ui: LabUIState) -> PanelScroll {
        panel.options = ui.panelOptions
        return panel.following(ui.panel, session: session, shown: shown, selection: ui.selectedView)
    }

    /// `ui.panel` once the person scrolled `list` by `rows` (`InspectorPanel.scrolled`).
    package func scrolled(_ session: LabSession, shown: ShownLesson, ui: LabUIState, list: PanelScroll.List,
                          by rows: Int) -> PanelScroll {
        panel.options = ui.panelOptions
        return panel.scrolled(ui.panel, list: list, by: rows, session: session, shown: shown, selection: ui.selectedView)
    }

    /// What the panel shows this frame.
    package func input(_ session: LabSession, shown: ShownLesson, ui: LabUIState, sceneViews: Int) -> PanelInput? {
        PanelInput(session: session, shown: shown, selection: ui.selectedView, scroll: ui.panel,
                   interactions: panel.interactions, options: ui.panelOptions)
    }

    /// Brings the panel's tree up to `input` and draws it again where its views changed
    /// while the frame holds the panel's last drawing, else all of it (`PanelLayer`).
    package func draw(_ input: PanelInput?, in canvas: Canvas, layout: LabLayout, holdsLast: Bool) -> [Rect]? {
        if let input {
            panel.options = input.content.options
            panel.update(from: input.session, shown: input.shown, selection: input.selection, scroll: input.scroll)
        }
        if canvas.drawsDirectly {
            canvas.withSavedState {
                canvas.translate(x: layout.panel.minX, y: layout.panel.minY)
                withoutNames { views.draw(panel.window, in: canvas) }
            }
            drawCode(input, in: canvas, layout: layout)
            return nil
        }
        withoutNames { layer.draw(panel.window, with: views, on: canvas, at: layout.panel.origin, holdsLast: holdsLast) }
        var changed = layer.changed?.map { $0.offsetBy(dx: layout.panel.minX, dy: layout.panel.minY) }
        canvas.textLog?.append(contentsOf: layer.text, offset: layout.panel.origin)
        if let box = drawCode(input, in: canvas, layout: layout) { changed?.append(box) }
        return changed
    }

    /// The code pane's box in window pixels, while shown.
    package func codeBox(layout: LabLayout) -> Rect? {
        guard let code = panel.sections?.code else { return nil }
        return code.box.offsetBy(dx: code.container.frame.minX + layout.panel.minX,
                                 dy: code.container.frame.minY + layout.panel.minY)
    }

    /// Draws the code pane's listing over its box (the layer holds only its heading), every
    /// time the panel draws: its input holds the step and the selection the listing reads.
    @discardableResult
    private func drawCode(_ input: PanelInput?, in canvas: Canvas, layout: LabLayout) -> Rect? {
        guard let input, let box = codeBox(layout: layout) else { return nil }
        let listing = CodeListing(shown: input.shown, selection: input.selection)
        let tag = canvas.textLog?.tag
        canvas.withSavedState {
            canvas.clip(to: box)
            CodePane.draw(listing, in: box, words: panel.words, on: canvas)
        }
        if let tag { canvas.textLog?.tag = tag }
        return box
    }

    /// The panel never shows its views' names (the scene's option).
    private func withoutNames<T>(_ body: () -> T) -> T {
        let names = views.options.showsNames
        views.options.showsNames = false
        defer { views.options.showsNames = names }
        return body()
    }

    package func handle(_ input: XI2Input, session: LabSession, shown: ShownLesson, ui: LabUIState,
                        layout: LabLayout) -> [LabCommand] {
        var local = input
        local.x -= layout.panel.minX
        local.y -= layout.panel.minY
        panel.options = ui.panelOptions
        panel.handle(local, session: session, shown: shown, selection: ui.selectedView, scroll: ui.panel)
        return panel.actions.take()
    }
}

/// What the panel draws: the session's content its sections show, where its lists are
/// scrolled, and how many events its own application took (its buttons highlight under a
/// press). The session, the lesson shown and the selection are held to draw from;
/// equality compares `PanelContent`, their stand-in, which moves whenever what the
/// sections read of them does.
@MainActor
package struct PanelInput: @MainActor Equatable {
    let session: LabSession
    let shown: ShownLesson
    let selection: View?
    let scroll: PanelScroll
    let content: PanelContent
    let interactions: Int

    init(session: LabSession, shown: ShownLesson, selection: View?, scroll: PanelScroll, interactions: Int,
         options: PanelOptions = PanelOptions()) {
        self.session = session
        self.shown = shown
        self.selection = selection
        self.scroll = scroll
        content = PanelContent(session, shown: shown, selection: selection, options: options)
        self.interactions = interactions
    }

    package static func == (lhs: PanelInput, rhs: PanelInput) -> Bool {
        lhs.content == rhs.content && lhs.scroll == rhs.scroll && lhs.interactions == rhs.interactions
    }
}

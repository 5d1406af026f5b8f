import TouchKit
import TouchKitCairo
import TouchLabEngine

/// The inspector, drawn with the same view renderer as the scene, and the panel's input.
///
/// The panel is a tree of TouchKit views kept from frame to frame (its buttons highlight),
/// so it is the one part with a step before its input: `update` brings the tree up to the
/// session and lays its lists out where `ui.panel` says. Its input is then the tree's
/// content fingerprint, and drawing it redraws the panel's layer only in the units that
/// changed (`PanelLayer`).
@MainActor
package final class PanelPart: LabInputPart {
    package let panel: InspectorPanel
    package let views: ViewRenderer
    private let layer: PanelLayer

    package init(layout: LabLayout, views: ViewRenderer, words: Words = Words()) throws {
        panel = InspectorPanel(layout: layout, words: words)
        self.views = views
        layer = try PanelLayer(size: layout.panel.size, tag: LabRegion.panel.rawValue)
    }

    package var region: LabRegion { .panel }

    package func update(_ session: LabSession, shown: ShownLesson, ui: LabUIState) {
        panel.update(from: session, shown: shown, selection: ui.selectedView, scroll: ui.panel)
    }

    /// `ui.panel` once the lists follow the session (`InspectorPanel.following`).
    package func following(_ session: LabSession, shown: ShownLesson, ui: LabUIState) -> PanelScroll {
        panel.following(ui.panel, session: session, shown: shown, selection: ui.selectedView)
    }

    /// `ui.panel` once the person scrolled `list` by `rows` (`InspectorPanel.scrolled`).
    package func scrolled(_ session: LabSession, shown: ShownLesson, ui: LabUIState, list: PanelScroll.List,
                          by rows: Int) -> PanelScroll {
        panel.scrolled(ui.panel, list: list, by: rows, session: session, shown: shown, selection: ui.selectedView)
    }

    /// What the panel's views show (not which objects show it: the sections rebuild their
    /// rows with the same text at most refreshes).
    package func input(_ session: LabSession, shown: ShownLesson, ui: LabUIState, sceneViews: Int) -> PanelInput? {
        PanelInput(views: withoutNames { views.contentFingerprint(of: panel.window) })
    }

    /// The panel's layer is drawn again where its views changed (`PanelLayer`), and copied
    /// to the frame only there while the frame holds the panel's last drawing.
    package func draw(_ input: PanelInput?, in canvas: Canvas, layout: LabLayout, holdsLast: Bool) -> [Rect]? {
        if canvas.isVector {
            canvas.withSavedState {
                canvas.translate(x: layout.panel.minX, y: layout.panel.minY)
                withoutNames { views.draw(panel.window, in: canvas) }
            }
            return nil
        }
        withoutNames { layer.draw(panel.window, with: views) }
        let changed = layer.changed?.map { $0.offsetBy(dx: layout.panel.minX, dy: layout.panel.minY) }
        if holdsLast, let changed {
            canvas.copyImage(layer.surface, at: layout.panel.origin, only: changed)
        } else {
            canvas.copyImage(layer.surface, at: layout.panel.origin)
        }
        canvas.textLog?.append(contentsOf: layer.text, offset: layout.panel.origin)
        return changed
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
        panel.handle(local, session: session, shown: shown, selection: ui.selectedView, scroll: ui.panel)
        return panel.actions.take()
    }
}

/// The panel's views as the panel draws them (`ViewRenderer.contentFingerprint`).
package struct PanelInput: Equatable {
    let views: Int
}

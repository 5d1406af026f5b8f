import TouchKit
import TouchLabEngine

/// (a) The scene's title and its one-line explanation, wrapped to two lines, with buttons
/// for the previous and the next built-in scene.
@MainActor
package final class SummarySection: PanelSection {
    package static let summaryLines = 2

    /// The section's height for any scene: the title and two summary lines.
    package static var height: Double { titleHeight + 2 + Double(summaryLines) * PanelTheme.lineHeight }
    package static let titleHeight = 20.0

    private weak var shownScene: Scene?
    /// Room for the two scene buttons at the title's right.
    package static let switcherWidth = 60.0

    private func sceneButtons() -> [View] {
        [(-1, "\u{25C0}", "previous-scene"), (1, "\u{25B6}", "next-scene")].enumerated().map { index, entry in
            let button = Button(frame: Rect(x: width - Self.switcherWidth + Double(index) * 32, y: -2,
                                            width: 28, height: Self.titleHeight + 2),
                                name: entry.2, title: entry.1)
            button.backgroundColor = PanelTheme.secondaryButton
            button.isSelected = true
            let actions = self.actions
            button.addAction(for: .primaryActionTriggered) { _, _ in actions.send(.moveScene(by: entry.0)) }
            return button
        }
    }

    package override func update(from session: LabSession) {
        let scene = session.scene
        guard shownScene !== scene else { return }
        shownScene = scene
        let title = scene.title.isEmpty ? scene.name : scene.title
        var views: [View] = [text.label(title, size: PanelTheme.titleSize, color: PanelTheme.primaryText,
                                        x: 0, y: 0, maxWidth: width - Self.switcherWidth - 6, height: Self.titleHeight)]
        views += sceneButtons()
        let lines = text.wrap(scene.summary, size: PanelTheme.bodySize, width: width, maxLines: Self.summaryLines)
        for (index, line) in lines.enumerated() {
            views.append(text.label(line, size: PanelTheme.bodySize, color: PanelTheme.secondaryText, x: 0,
                                    y: Self.titleHeight + 2 + Double(index) * PanelTheme.lineHeight, maxWidth: width))
        }
        replaceSubviews(of: container, with: views)
    }
}

import TouchKit
import TouchLabEngine

/// (a) The scene's title and its explanation, both wrapped whole (the section is as tall
/// as they need), with buttons for the previous and the next built-in scene.
@MainActor
package final class SummarySection: PanelSection {
    package static let titleHeight = 20.0
    /// Room for the two scene buttons at the title's right.
    package static let switcherWidth = 60.0

    private weak var shownScene: Scene?

    /// The title's lines and the summary's lines for `scene` in a section `width` wide.
    package static func lines(for scene: Scene, text: PanelText, width: Double) -> (title: [String], summary: [String]) {
        let title = scene.title.isEmpty ? scene.name : scene.title
        let summary = scene.summary.isEmpty ? [] : text.wrap(scene.summary, size: PanelTheme.bodySize, width: width)
        return (text.wrap(title, size: PanelTheme.titleSize, width: width - switcherWidth - 6), summary)
    }

    /// The section's height for `scene`: every line of its title and summary.
    package static func height(for scene: Scene, text: PanelText, width: Double) -> Double {
        let (title, summary) = lines(for: scene, text: text, width: width)
        return Double(title.count) * titleHeight + 2 + Double(summary.count) * PanelTheme.lineHeight
    }

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

    package override func update(from session: LabSession, selection: View?) {
        let scene = session.scene
        guard shownScene !== scene else { return }
        shownScene = scene
        let (title, summary) = Self.lines(for: scene, text: text, width: width)
        var views: [View] = title.enumerated().map { index, line in
            text.label(line, size: PanelTheme.titleSize, color: PanelTheme.primaryText, x: 0,
                       y: Double(index) * Self.titleHeight, maxWidth: width - Self.switcherWidth - 6, height: Self.titleHeight)
        }
        views += sceneButtons()
        let top = Double(title.count) * Self.titleHeight + 2
        for (index, line) in summary.enumerated() {
            views.append(text.label(line, size: PanelTheme.bodySize, color: PanelTheme.secondaryText, x: 0,
                                    y: top + Double(index) * PanelTheme.lineHeight, maxWidth: width))
        }
        replaceSubviews(of: container, with: views)
    }
}

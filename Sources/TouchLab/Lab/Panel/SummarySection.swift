import TouchKit

/// (a) The scene's title and its one-line explanation, wrapped to two lines.
@MainActor
final class SummarySection: PanelSection {
    static let summaryLines = 2

    /// The section's height for any scene: the title and two summary lines.
    static var height: Double { titleHeight + 2 + Double(summaryLines) * PanelTheme.lineHeight }
    static let titleHeight = 20.0

    private weak var shownScene: Scene?

    override func update(from session: LabSession) {
        let scene = session.scene
        guard shownScene !== scene else { return }
        shownScene = scene
        let title = scene.title.isEmpty ? scene.name : scene.title
        var views: [View] = [text.label(title, size: PanelTheme.titleSize, color: PanelTheme.primaryText,
                                        x: 0, y: 0, maxWidth: width, height: Self.titleHeight)]
        let lines = text.wrap(scene.summary, size: PanelTheme.bodySize, width: width, maxLines: Self.summaryLines)
        for (index, line) in lines.enumerated() {
            views.append(text.label(line, size: PanelTheme.bodySize, color: PanelTheme.secondaryText, x: 0,
                                    y: Self.titleHeight + 2 + Double(index) * PanelTheme.lineHeight, maxWidth: width))
        }
        replaceSubviews(of: container, with: views)
    }
}

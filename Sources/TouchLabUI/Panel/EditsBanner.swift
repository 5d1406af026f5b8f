import TouchKit
import TouchLabEngine

/// The banner at the top of the panel (under the inspector while a view is selected) while the inspector's changes are in force, or while
/// the lesson shown ran before one: what was changed, that the summary under it tells the
/// scene as written, and a Reset button that puts back the whole scene. It sits in the
/// panel, beside the scene, so it never covers what a lesson is about, in any window size.
@MainActor
package final class EditsBanner: PanelSection {
    /// What the banner says; nil when there is nothing to say (no banner).
    @MainActor
    package struct Content: Equatable {
        /// "You changed:" and the edits, wrapped to the banner's width (at most
        /// `maximumListLines`); or the heading alone when none is in force.
        package var list: [String]
        package var notes: [String]
        package var offersReset: Bool
        /// What the changes did to a tap in the same place ("Before: D, now: A", "Card got
        /// touchesEnded, before touchesCancelled"), when the
        /// lesson shown is such a second try (`BeforeAfter`); over the list.
        package var comparison: [String] = []

        /// The banner's height: its padding and a line each.
        package var height: Double {
            2 * EditsBanner.padding + Double(comparison.count + list.count + notes.count) * PanelTheme.lineHeight
        }
    }

    static let padding = 6.0
    static let maximumListLines = 3
    static let buttonWidth = 56.0
    static let fill = Color(hex: "#fff4d6")!
    static let rule = Color(hex: "#e0a100")!
    /// The before-and-after line: the banner's own darker amber, read first.
    static let ink = Color(hex: "#7a4d00")!

    /// What the banner says for `session` showing `shown`, wrapped to `width` (the
    /// section's width); `summaryAbove` when it sits under the summary (a view inspected).
    package static func content(for session: LabSession, shown: ShownLesson, text: PanelText, width: Double,
                                summaryAbove: Bool = false) -> Content? {
        let edits = session.scene.edits
        let stale = shown.isStale
        guard !edits.isEmpty || stale else { return nil }
        let inner = width - 2 * padding - 4
        let words = text.words.edits
        func wrap(_ line: String) -> [String] { text.wrap(line, size: PanelTheme.bodySize, width: inner) }
        var list = wrap(edits.isEmpty ? words.restoredHeading : words.changedHeading + " " + words.list(edits))
        if list.count > maximumListLines {
            // As many edits as fit with "and N more" after them.
            var shown = edits.count - 1
            while shown > 0 {
                list = wrap(words.changedHeading + " " + words.list(Array(edits.prefix(shown))) + " \u{00B7} "
                            + words.more(edits.count - shown))
                if list.count <= maximumListLines { break }
                shown -= 1
            }
            list = Array(list.prefix(maximumListLines))
        }
        var notes: [String] = []
        // The Reset button sits at the end of the summary's note.
        if !edits.isEmpty {
            notes += text.wrap(summaryAbove ? words.summaryAboveNote : words.summaryNote, size: PanelTheme.smallSize, width: inner,
                               firstWidth: inner - buttonWidth - padding)
        }
        if stale { notes += text.wrap(words.staleNote, size: PanelTheme.smallSize, width: inner) }
        var comparison: [String] = []
        if let found = BeforeAfter.comparison(in: session, shown: shown) {
            comparison = text.wrap(words.beforeAfter(found), size: PanelTheme.bodySize, width: inner)
        }
        // The comparison names the edits: the list would say them again.
        return Content(list: comparison.isEmpty ? list : [], notes: notes, offersReset: !edits.isEmpty, comparison: comparison)
    }

    private let content: Content

    package init(frame: Rect, content: Content, text: PanelText, actions: PanelActions) {
        self.content = content
        super.init(frame: frame, text: text, actions: actions)
        build()
    }

    private func build() {
        let padding = Self.padding, x = padding + 4, height = container.bounds.height
        var views: [View] = [box(Rect(x: 0, y: 0, width: width, height: height), color: Self.fill, radius: 6),
                             box(Rect(x: 0, y: 0, width: 4, height: height), color: Self.rule, radius: 2)]
        if content.offersReset {
            let top = padding + Double(content.comparison.count + content.list.count) * PanelTheme.lineHeight - 2.5
            let reset = Button(frame: Rect(x: width - Self.buttonWidth - padding, y: top, width: Self.buttonWidth, height: 20),
                               name: "banner-reset", title: text.words.edits.reset)
            reset.backgroundColor = Self.rule
            reset.isSelected = true
            let actions = self.actions
            reset.addAction(for: .primaryActionTriggered) { _, _ in actions.send(.edit(.reset)) }
            views.append(reset)
        }
        var y = padding
        for line in content.comparison {
            views.append(text.label(line, size: PanelTheme.bodySize, color: Self.ink, x: x, y: y, maxWidth: width - x - padding))
            y += PanelTheme.lineHeight
        }
        for line in content.list {
            views.append(text.label(line, size: PanelTheme.bodySize, color: PanelTheme.primaryText, x: x, y: y,
                                    maxWidth: width - x - padding))
            y += PanelTheme.lineHeight
        }
        for (index, line) in content.notes.enumerated() {
            let room = width - x - padding - (index == 0 && content.offersReset ? Self.buttonWidth + padding : 0)
            views.append(text.label(line, size: PanelTheme.smallSize, color: PanelTheme.secondaryText, x: x, y: y,
                                    maxWidth: room))
            y += PanelTheme.lineHeight
        }
        replaceSubviews(of: container, with: views)
    }
}

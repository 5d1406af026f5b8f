import TouchKit
import TouchLabEngine

/// (a) The scene's title and its explanation, with buttons for the previous and the next
/// built-in scene. The title shows its first `titleLines` lines; what follows (the rest
/// of a long title, what the lesson shown does, then the summary) is a list of whole lines
/// `restRows` lines high at most, which scrolls when there is more: a scene file's text,
/// however long, never pushes the other sections out of the panel, and nothing of it is
/// cut. The lesson's lines come first: the scene's summary often tells one lesson only.
@MainActor
package final class SummarySection: PanelSection {
    package static let titleHeight = 20.0
    /// Room for the two scene buttons at the title's right.
    package static let switcherWidth = 60.0
    /// The title's lines shown above the list, at most.
    package static let titleLines = 3
    /// Between the title and the list.
    static let gap = 2.0
    /// How far the list reaches past the text on each side.
    static let listInset = 4.0

    /// The title's rest and the summary, a line a row (nil until the first update).
    package private(set) var scroller: PanelScroller?

    /// The lines of `scene`'s title and summary in a section `width` wide: the title lines
    /// shown above the list, and the list's rows (the title's other lines, then the
    /// summary's) with their sizes and heights.
    @MainActor
    package struct Lines {
        package var title: [String] = []
        package var rows: [(text: String, size: Double, height: Double)] = []
        /// The rows, after the title's, that tell the lesson shown.
        package var storyRows = 0..<0
        /// The list's height at most when the panel is short of room (the edits banner).
        package var cap = Double.infinity
        /// Room kept beside the rows for a longer story than theirs.
        package var reserve = 0.0

        package var listHeight: Double {
            min(rows.reduce(0) { $0 + $1.height } + reserve, cap)
        }

        /// The section's height: the title lines shown and the list.
        package var height: Double { Double(title.count) * SummarySection.titleHeight + SummarySection.gap + listHeight }
    }

    /// `story`: what the lesson shown does (`LessonStoryWords`), empty before the first.
    package static func lines(for scene: Scene, text: PanelText, width: Double, story: String = "") -> Lines {
        let title = text.wrap(text.words.lessons.title(of: scene), size: PanelTheme.titleSize, width: titleWidth(width))
        var summary = text.words.lessons.summary(of: scene)
        // Beside a lesson's story the summary is said to be the scene's, which may tell
        // another lesson than the one shown.
        if !story.isEmpty, !summary.isEmpty { summary = text.words.panel.language.pick("The scene: ", "本场景：") + summary }
        var lines = Lines()
        lines.title = Array(title.prefix(titleLines))
        lines.rows = title.dropFirst(titleLines).map { ($0, PanelTheme.titleSize, titleHeight) }
        if !story.isEmpty {
            let rows = text.wrap(story, size: PanelTheme.bodySize, width: width)
            lines.storyRows = lines.rows.count..<(lines.rows.count + rows.count)
            lines.rows += rows.map { ($0, PanelTheme.bodySize, PanelTheme.lineHeight) }
        }
        if !summary.isEmpty {
            lines.rows += text.wrap(summary, size: PanelTheme.bodySize, width: width).map {
                ($0, PanelTheme.bodySize, PanelTheme.lineHeight)
            }
        }
        return lines
    }

    /// The section's height for `scene`: the title's first lines, then the title's other
    /// lines, `storyRows` lines for the lesson's story (the longest of the session's,
    /// `LongestStory`) and the scene's summary, down to `cap`.
    package static func height(for scene: Scene, text: PanelText, width: Double, storyRows: Int,
                               cap: Double = .infinity) -> Double {
        // Measured beside a story, as the summary is told beside one.
        var lines = lines(for: scene, text: text, width: width,
                          story: LessonStoryWords(language: text.words.panel.language).beforeFirstLesson)
        lines.cap = cap
        lines.reserve = Double(storyRows - lines.storyRows.count) * PanelTheme.lineHeight
        return lines.height
    }

    /// The list's height at most (`Lines.cap`), set before the first update.
    package var listCap = Double.infinity

    private static func titleWidth(_ width: Double) -> Double { width - switcherWidth - 6 }

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

    package override func update(from session: LabSession, shown: ShownLesson, selection: View?) {
        let scene = session.scene
        let storyWords = LessonStoryWords(language: text.words.panel.language)
        let story = shown.lesson.map { storyWords.text(of: $0, through: shown.moment?.current, scene: scene) }
            ?? storyWords.beforeFirstLesson
        var lines = Self.lines(for: scene, text: text, width: width, story: story)
        // The list keeps to the section's room, which the layout gave without the story.
        lines.cap = min(listCap, container.bounds.height - Double(lines.title.count) * Self.titleHeight - Self.gap)
        var views: [View] = lines.title.enumerated().map { index, line in
            text.label(line, size: PanelTheme.titleSize, color: PanelTheme.primaryText, x: 0,
                       y: Double(index) * Self.titleHeight, maxWidth: Self.titleWidth(width), height: Self.titleHeight)
        }
        let top = Double(lines.title.count) * Self.titleHeight + Self.gap
        // The list clips its rows: it reaches a little past the text on each side, so a
        // glyph's ink left of its advance (the T of "The") is drawn whole.
        let inset = Self.listInset
        let list = PanelScroller(frame: Rect(x: -inset, y: top, width: width + 2 * inset, height: lines.listHeight),
                                 anchor: .top, list: .summary, actions: actions)
        list.words = text.words.panel
        views.append(list.view)
        views += sceneButtons()
        replaceSubviews(of: container, with: views)
        let rows = lines.rows, panelText = text, rowWidth = width
        let storyRange = lines.storyRows
        list.show(count: rows.count, height: { rows[$0].height }) { index in
            let row = rows[index]
            let isTitle = row.size == PanelTheme.titleSize
            return panelText.label(row.text, size: row.size,
                                   color: isTitle || storyRange.contains(index) ? PanelTheme.primaryText : PanelTheme.secondaryText,
                                   x: inset, y: 0,
                                   maxWidth: isTitle ? Self.titleWidth(rowWidth) : rowWidth, height: row.height)
        }
        scroller = list
    }
}

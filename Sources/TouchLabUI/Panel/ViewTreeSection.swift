import TouchKit
import TouchLabEngine

/// (c) The scene's views indented by depth, the last hit path marked (✓ searched, ✗
/// refused and why, ● the hit view), the selection highlighted; a click selects a row.
/// The header is a disclosure triangle: collapsed (`collapsed`), only the path to the
/// selection is listed, so the inspector under it has room for every control.
///
/// Where the rows stand is a function of the session — the lesson's hit view brought into
/// sight from the top, then the selection from there, each as little as possible — until
/// the person scrolls or clicks a row: from then on the rows stay where they are (moving
/// only as little as needed to show a view selected elsewhere) until a new lesson opens
/// (`following`). So neither a click on a row nor a step of playback ever moves the rows
/// under the pointer.
@MainActor
package final class ViewTreeSection: PanelSection {
    /// Rows shown at most, for very large scenes.
    package static let maximumRows = 14

    package static func height(rows: Int) -> Double { PanelTheme.headerHeight + Double(rows) * PanelTheme.rowHeight }

    package let scroller: PanelScroller
    /// Only the path to the selection (else the hit view) is listed; set by the layout.
    package var collapsed = false
    private let disclosure: Control
    private var shown: ViewTreeModel?
    /// The latest `following` worked out for the rows shown: revealing a row of a large
    /// tree walks every row before it, and most frames ask it again unchanged.
    private var followed: (scroll: PanelScroll, lesson: LessonID?, result: PanelScroll)?
    /// Row heights by what decides them: every refresh needs all rows' heights (to scroll),
    /// and a row's wrapping is measured text, the same for the same row at every step.
    private var heights: [HeightKey: Double] = [:]

    /// The rows' views by row index, with the row each shows: a refresh (a new lesson marks
    /// a new hit path) rebuilds the visible rows, and most show what they showed before.
    private var rowViews: [Int: (row: ViewTreeModel.Row, view: View)] = [:]

    private struct HeightKey: Hashable {
        let name: String
        let controller: String?
        let depth: Int
        let mark: String
    }

    package override init(frame: Rect, text: PanelText, actions: PanelActions) {
        scroller = PanelScroller(frame: Rect(x: -6, y: PanelTheme.headerHeight, width: frame.width + 12,
                                             height: frame.height - PanelTheme.headerHeight), anchor: .top,
                                 list: .tree, actions: actions)
        disclosure = Control(frame: Rect(x: -6, y: 0, width: frame.width + 12, height: PanelTheme.headerHeight),
                             name: "tree-disclosure")
        super.init(frame: frame, text: text, actions: actions)
        scroller.words = text.words.panel
        let actions = self.actions
        disclosure.addAction(for: .touchUpInside) { _, _ in actions.send(.toggleViewTree) }
        container.addSubview(disclosure)
        container.addSubview(scroller.view)
    }

    package override func update(from session: LabSession, shown showing: ShownLesson, selection: View?) {
        let model = ViewTreeModel.make(for: session, shown: showing, selection: selection, collapsed: collapsed)
        guard model != shown else { return }
        if shown.map({ ($0.rows.count, $0.viewCount) }) ?? (-1, -1) != (model.rows.count, model.viewCount) {
            showHeader(rows: model.rows.count, of: model.viewCount)
        }
        shown = model
        followed = nil
        scroller.show(count: model.rows.count, height: { [unowned self] index in height(of: model.rows[index]) }) {
            [unowned self] index in
            keptRow(model.rows[index])
        }
    }

    /// "▾ VIEW TREE", or collapsed "▸ VIEW TREE" and how many of the views are listed.
    private func showHeader(rows: Int, of views: Int) {
        let words = text.words.panel
        let title = (collapsed ? "\u{25B8} " : "\u{25BE} ") + PanelText.spacedCapitals(words.viewTree)
        var labels = [text.label(title, size: PanelTheme.headerSize, color: PanelTheme.header, x: 6, y: 0,
                                 maxWidth: width, height: PanelTheme.headerHeight)]
        let hint = collapsed ? words.treeCollapsed(rows, of: views) : words.treeExpanded
        labels.append(text.trailingLabel(hint, size: PanelTheme.smallSize, color: PanelTheme.accent,
                                         maxX: disclosure.bounds.width - 6, y: 0, height: PanelTheme.headerHeight))
        replaceSubviews(of: disclosure, with: labels)
    }

    /// `scroll` with the tree's rows where they follow the session shown, `lesson` being
    /// its lesson: a place the person left them in keeps until another lesson
    /// is shown.
    func following(_ scroll: PanelScroll, lesson: LessonID?) -> PanelScroll {
        guard let model = shown else { return scroll }
        if let followed, followed.scroll == scroll, followed.lesson == lesson { return followed.result }
        var next = scroll
        if let held = next.treeHeld, held.lesson != lesson { next.treeHeld = nil }
        var offset = next.treeHeld != nil ? next[.tree] : model.hitIndex.map { scroller.offset(revealing: $0, from: 0) } ?? 0
        if let selected = model.selectedIndex { offset = scroller.offset(revealing: selected, from: offset) }
        next[.tree] = scroller.limited(offset)
        followed = (scroll, lesson, next)
        return next
    }

    /// The view showing `row`: the one made for it before when it shows the same, else new.
    private func keptRow(_ row: ViewTreeModel.Row) -> View {
        if let kept = rowViews[row.index], kept.row == row { return kept.view }
        if rowViews.count > 8 * Self.maximumRows { rowViews.removeAll() }
        let view = makeRow(row)
        rowViews[row.index] = (row, view)
        return view
    }

    private func makeRow(_ row: ViewTreeModel.Row) -> View {
        let labels = rowLabels(row)
        let height = Self.rowHeight(of: labels)
        let control = Control(frame: Rect(x: 0, y: 0, width: scroller.view.bounds.width, height: height), name: "row-\(row.name)")
        control.cornerRadius = 5
        if row.isSelected { control.backgroundColor = PanelTheme.selection }
        let actions = self.actions, index = row.index
        control.addAction(for: .touchUpInside) { _, _ in actions.send(.selectView(index: index)) }
        for label in labels { control.addSubview(label) }
        return control
    }

    private func height(of row: ViewTreeModel.Row) -> Double {
        let key = HeightKey(name: row.name, controller: row.controller, depth: row.depth, mark: Self.mark(row.mark, words: text.words).0)
        if let height = heights[key] { return height }
        if heights.count > 4096 { heights.removeAll() }
        let height = Self.rowHeight(of: rowLabels(row))
        heights[key] = height
        return height
    }

    /// A row is one line high unless its text needs more.
    private static func rowHeight(of labels: [Label]) -> Double {
        let bottom = labels.map(\.frame.maxY).max() ?? 0
        return max(PanelTheme.rowHeight, bottom + (PanelTheme.rowHeight - PanelTheme.lineHeight) / 2)
    }

    /// The row's text: the name indented by depth (wrapped when wider than the row), the
    /// view controller after it, the mark at the right of the last line, or on a line of
    /// its own when there is no room: nothing shortened.
    private func rowLabels(_ row: ViewTreeModel.Row) -> [Label] {
        let right = scroller.view.bounds.width - 6
        let x = 6 + Double(min(row.depth, 12)) * PanelTheme.indent
        let nameColor = row.mark == .unvisited ? PanelTheme.tertiaryText
            : (row.mark == .hit ? PanelTheme.hit : PanelTheme.primaryText)
        var y = (PanelTheme.rowHeight - PanelTheme.lineHeight) / 2
        var labels = text.paragraph(row.name, size: PanelTheme.bodySize, color: nameColor, x: x, y: y, width: right - x)
        y += Double(labels.count - 1) * PanelTheme.lineHeight
        var cursor = (labels.last?.frame.maxX ?? x) + 6
        if let controller = row.controller {
            let width = text.width(of: controller, size: PanelTheme.smallSize)
            if cursor + width > right { (cursor, y) = (x, y + PanelTheme.lineHeight) }
            labels.append(text.label(controller, size: PanelTheme.smallSize, color: PanelTheme.tertiaryText,
                                     x: cursor, y: y, maxWidth: right - cursor))
            cursor += width + 6
        }
        let (markText, markColor) = Self.mark(row.mark, words: text.words)
        if !markText.isEmpty {
            if cursor + 2 + text.width(of: markText, size: PanelTheme.smallSize) > right { y += PanelTheme.lineHeight }
            labels.append(text.trailingLabel(markText, size: PanelTheme.smallSize, color: markColor, maxX: right, y: y))
        }
        return labels
    }

    private static func mark(_ mark: ViewTreeModel.Mark, words: Words) -> (String, Color) {
        switch mark {
        case .none, .unvisited: ("", PanelTheme.tertiaryText)
        case .inside: (words.panel.searched, PanelTheme.inside)
        case .rejected(let reason): ("\u{2717} " + words.overlays.rejection(reason), PanelTheme.rejected)
        case .hit: (words.panel.hitView, PanelTheme.hit)
        }
    }
}

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
    /// The rows the section shows.
    private var model: ViewTreeModel?

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
        showHeader(rows: model.rows.count, of: model.viewCount)
        self.model = model
        scroller.show(count: model.rows.count, height: { [unowned self] index in
            Self.rowHeight(of: rowLabels(model.rows[index]))
        }) { [unowned self] index in
            makeRow(model.rows[index])
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
        guard let model else { return scroll }
        var next = scroll
        if let held = next.treeHeld, held.lesson != lesson { next.treeHeld = nil }
        var offset = next.treeHeld != nil ? next[.tree] : model.hitIndex.map { scroller.offset(revealing: $0, from: 0) } ?? 0
        if let selected = model.selectedIndex { offset = scroller.offset(revealing: selected, from: offset) }
        next[.tree] = scroller.limited(offset)
        return next
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

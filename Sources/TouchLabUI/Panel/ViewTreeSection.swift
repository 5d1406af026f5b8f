import TouchKit
import TouchLabEngine

/// (c) The scene's views indented by depth, the last hit path marked (✓ searched, ✗
/// refused and why, ● the hit view), the selection highlighted; a click selects a row.
@MainActor
package final class ViewTreeSection: PanelSection {
    /// Rows shown at most, for very large scenes.
    package static let maximumRows = 14

    package static func height(rows: Int) -> Double { PanelTheme.headerHeight + Double(rows) * PanelTheme.rowHeight }

    package let maxRows: Int
    private let rowsView: View
    private var shown: ViewTreeModel?

    package init(frame: Rect, maxRows: Int, text: PanelText, actions: PanelActions) {
        self.maxRows = maxRows
        rowsView = View(frame: Rect(x: 0, y: PanelTheme.headerHeight, width: frame.width,
                                    height: frame.height - PanelTheme.headerHeight))
        super.init(frame: frame, text: text, actions: actions)
        container.addSubview(text.header("View tree", x: 0, y: 0, maxWidth: width))
        container.addSubview(rowsView)
    }

    package override func update(from session: LabSession) {
        let model = ViewTreeModel.make(for: session, maxRows: maxRows)
        guard model != shown else { return }
        shown = model
        var views: [View] = []
        var y = 0.0
        if model.hiddenAbove > 0 {
            views.append(moreLine("\u{22EF} \(model.hiddenAbove) more above", y: y))
            y += PanelTheme.rowHeight
        }
        for row in model.rows {
            views.append(makeRow(row, y: y))
            y += PanelTheme.rowHeight
        }
        if model.hiddenBelow > 0 { views.append(moreLine("\u{22EF} \(model.hiddenBelow) more below", y: y)) }
        replaceSubviews(of: rowsView, with: views)
    }

    private func makeRow(_ row: ViewTreeModel.Row, y: Double) -> View {
        let control = Control(frame: Rect(x: -6, y: y, width: width + 12, height: PanelTheme.rowHeight), name: "row-\(row.name)")
        control.cornerRadius = 5
        if row.isSelected { control.backgroundColor = PanelTheme.selection }
        let actions = self.actions, index = row.index
        control.addAction(for: .touchUpInside) { _, _ in actions.send(.selectView(index: index)) }
        let x = 6 + Double(min(row.depth, 12)) * PanelTheme.indent
        let (markText, markColor) = Self.mark(row.mark)
        let markWidth = markText.isEmpty ? 0 : text.width(of: markText, size: PanelTheme.smallSize) + 8
        let nameColor = row.mark == .unvisited ? PanelTheme.tertiaryText
            : (row.mark == .hit ? PanelTheme.hit : PanelTheme.primaryText)
        let textY = (PanelTheme.rowHeight - PanelTheme.lineHeight) / 2
        let name = text.label(row.name, size: PanelTheme.bodySize, color: nameColor, x: x, y: textY,
                              maxWidth: control.bounds.width - 6 - x - markWidth)
        control.addSubview(name)
        if let controller = row.controller {
            let left = name.frame.maxX + 6
            let room = control.bounds.width - 6 - markWidth - left
            if room > 30 {
                control.addSubview(text.label(controller, size: PanelTheme.smallSize, color: PanelTheme.tertiaryText,
                                              x: left, y: textY, maxWidth: room))
            }
        }
        if !markText.isEmpty {
            control.addSubview(text.trailingLabel(markText, size: PanelTheme.smallSize, color: markColor,
                                                  maxX: control.bounds.width - 6, y: textY))
        }
        return control
    }

    private static func mark(_ mark: ViewTreeModel.Mark) -> (String, Color) {
        switch mark {
        case .none, .unvisited: ("", PanelTheme.tertiaryText)
        case .inside: ("\u{2713} searched", PanelTheme.inside)
        case .rejected(let reason): ("\u{2717} \(reason)", PanelTheme.rejected)
        case .hit: ("\u{25CF} hit view", PanelTheme.hit)
        }
    }

    private func moreLine(_ message: String, y: Double) -> View {
        text.label(message, size: PanelTheme.smallSize, color: PanelTheme.tertiaryText, x: 6,
                   y: y + (PanelTheme.rowHeight - PanelTheme.lineHeight) / 2, maxWidth: width)
    }
}

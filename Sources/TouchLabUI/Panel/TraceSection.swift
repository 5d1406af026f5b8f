import TouchKit
import TouchLabEngine

/// (g) The trace up to the step shown, newest at the bottom, each line's time in a column
/// of its own. A line too long for the box wraps with a hanging indent under its text,
/// never shortened; the box keeps the newest line in sight and scrolls back on request.
@MainActor
package final class TraceSection: PanelSection {
    package static let boxPadding = 6.0
    /// The smallest height that still shows a few lines.
    package static let minimumHeight = PanelTheme.headerHeight + 2 * boxPadding + 5 * PanelTheme.traceLineHeight

    package let scroller: PanelScroller
    /// The time column's width: "00.000", or the widest time shown (a long live run).
    private var timeWidth: Double
    private var rows: [(time: String?, text: String)] = []

    package override init(frame: Rect, text: PanelText, actions: PanelActions) {
        let area = Rect(x: -6, y: PanelTheme.headerHeight, width: frame.width + 12,
                        height: frame.height - PanelTheme.headerHeight)
        let lineCount = Int((area.height - 2 * Self.boxPadding) / PanelTheme.traceLineHeight)
        scroller = PanelScroller(frame: Rect(x: 6, y: Self.boxPadding, width: area.width - 12,
                                             height: Double(lineCount) * PanelTheme.traceLineHeight), anchor: .end,
                                 list: .trace, actions: actions)
        timeWidth = text.width(of: "00.000", size: PanelTheme.traceSize)
        super.init(frame: frame, text: text, actions: actions)
        scroller.words = text.words.panel
        let linesView = box(Rect(x: area.minX, y: area.minY, width: area.width,
                                 height: scroller.view.frame.height + 2 * Self.boxPadding),
                            color: PanelTheme.codeBackground, radius: 6)
        linesView.isUserInteractionEnabled = true
        linesView.addSubview(scroller.view)
        container.addSubview(text.header(text.words.panel.trace, x: 0, y: 0, maxWidth: width))
        container.addSubview(linesView)
    }

    /// Where each line's text starts, after the time column.
    private var textLeft: Double { timeWidth + 6 }

    package override func update(from session: LabSession, shown showing: ShownLesson, selection: View?) {
        let records = Self.shownRecords(session, shown: showing)
        // Times only grow: the last is the widest.
        let widest = records.last.map { text.width(of: Self.time(of: $0), size: PanelTheme.traceSize) } ?? 0
        timeWidth = max(text.width(of: "00.000", size: PanelTheme.traceSize), widest)
        if records.isEmpty {
            rows = [(nil, text.words.panel.traceBeforeTouch)]
        } else {
            rows = records.flatMap { item in
                let (time, lines) = timeAndLines(of: item)
                return lines.enumerated().map { index, text in (index == 0 ? time : nil, text) }
            }
        }
        let placeholder = records.isEmpty
        scroller.show(count: rows.count, height: { _ in PanelTheme.traceLineHeight }) { [unowned self] index in
            makeRow(rows[index], placeholder: placeholder)
        }
    }

    /// The record's time and the rest of its line wrapped after the time column.
    private func timeAndLines(of item: LessonRecord) -> (time: String, lines: [String]) {
        let parts = item.record.line.split(separator: " ", maxSplits: 1).map(String.init)
        let lines = text.wrap(parts.count > 1 ? parts[1] : "", size: PanelTheme.traceSize,
                              width: scroller.view.bounds.width - textLeft)
        return (parts.first ?? "", lines)
    }

    private func makeRow(_ row: (time: String?, text: String), placeholder: Bool) -> View {
        let size = PanelTheme.traceSize, height = PanelTheme.traceLineHeight
        let view = View(frame: Rect(x: 0, y: 0, width: scroller.view.bounds.width, height: height))
        view.isUserInteractionEnabled = false
        if placeholder {
            view.addSubview(text.label(row.text, size: size, color: PanelTheme.tertiaryText, x: 0, y: 0,
                                       maxWidth: view.bounds.width, height: height))
            return view
        }
        if let time = row.time {
            view.addSubview(text.trailingLabel(time, size: size, color: PanelTheme.tertiaryText, maxX: timeWidth,
                                               y: 0, height: height))
        }
        view.addSubview(text.label(row.text, size: size, color: PanelTheme.primaryText, x: textLeft, y: 0,
                                   maxWidth: view.bounds.width - textLeft, height: height))
        return view
    }

    /// The time a record's line starts with.
    private static func time(of item: LessonRecord) -> String {
        String(item.record.line.prefix { $0 != " " })
    }

    /// The trace up to the step shown: while a lesson plays or is stepped through, the
    /// lines of its future stay hidden.
    package static func shownRecords(_ session: LabSession, shown: ShownLesson) -> ArraySlice<LessonRecord> {
        guard let moment = shown.moment, !(moment.isFinished && session.history.showsLatest) else {
            return session.recentTrace[...]
        }
        let last = moment.step.sequence
        return session.recentTrace.prefix { $0.sequence <= last }
    }
}

import TouchKit
import TouchLabEngine

/// (g) The last lines of the trace, newest at the bottom, each with its time in a column
/// of its own; lines too long for the panel end in "…".
@MainActor
package final class TraceSection: PanelSection {
    package static let maximumLines = 12
    package static let boxPadding = 6.0
    /// The smallest height that still shows a few lines.
    package static let minimumHeight = PanelTheme.headerHeight + 2 * boxPadding + 4 * PanelTheme.traceLineHeight

    private let lineCount: Int
    private let linesView: View
    private var shown: [String] = []

    package override init(frame: Rect, text: PanelText, actions: PanelActions) {
        let box = Rect(x: -6, y: PanelTheme.headerHeight, width: frame.width + 12,
                       height: frame.height - PanelTheme.headerHeight)
        lineCount = max(1, min(Self.maximumLines,
                               Int((box.height - 2 * Self.boxPadding) / PanelTheme.traceLineHeight)))
        linesView = View(frame: box)
        super.init(frame: frame, text: text, actions: actions)
        linesView.backgroundColor = PanelTheme.codeBackground
        linesView.cornerRadius = 6
        linesView.setFrame(Rect(x: box.minX, y: box.minY, width: box.width,
                                height: Double(lineCount) * PanelTheme.traceLineHeight + 2 * Self.boxPadding))
        container.addSubview(text.header("Trace", x: 0, y: 0, maxWidth: width))
        container.addSubview(linesView)
    }

    package override func update(from session: LabSession) {
        let lines = Self.shownRecords(session).suffix(lineCount).map(\.record.line)
        guard lines != shown else { return }
        shown = lines
        let size = PanelTheme.traceSize
        let timeWidth = text.width(of: "0.000", size: size)
        var views: [View] = []
        if lines.isEmpty {
            views.append(text.label("The trace of the next touch appears here.", size: size, color: PanelTheme.tertiaryText,
                                    x: 6, y: Self.boxPadding, maxWidth: linesView.bounds.width - 12,
                                    height: PanelTheme.traceLineHeight))
        }
        for (index, line) in lines.enumerated() {
            let y = Self.boxPadding + Double(index) * PanelTheme.traceLineHeight
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            views.append(text.trailingLabel(parts[0], size: size, color: PanelTheme.tertiaryText,
                                            maxX: 6 + timeWidth, y: y, height: PanelTheme.traceLineHeight))
            let left = 6 + timeWidth + 6
            views.append(text.label(parts.count > 1 ? parts[1] : "", size: size, color: PanelTheme.primaryText,
                                    x: left, y: y, maxWidth: linesView.bounds.width - left - 6,
                                    height: PanelTheme.traceLineHeight))
        }
        replaceSubviews(of: linesView, with: views)
    }

    /// The trace up to the step shown: while a lesson plays or is stepped through, the
    /// lines of its future stay hidden.
    package static func shownRecords(_ session: LabSession) -> ArraySlice<LessonRecord> {
        guard let moment = session.moment, !(moment.isFinished && session.history.showsLatest) else {
            return session.recentTrace[...]
        }
        let last = moment.step.sequence
        return session.recentTrace.prefix { $0.sequence <= last }
    }
}

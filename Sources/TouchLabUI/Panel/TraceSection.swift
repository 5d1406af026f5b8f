import TouchKit
import TouchKitCairo
import TouchLabEngine

/// (g) The trace up to the step shown, newest at the bottom, each line's time in a column
/// of its own; of the line the step shown belongs to (a hit test's path, a delivery's
/// chain), only what has played so far: the panel never tells what the scene has not yet
/// shown. A line too long for the box wraps with a hanging indent under its text, never
/// shortened; the box keeps the newest line in sight and scrolls back on request.
@MainActor
package final class TraceSection: PanelSection {
    package static let boxPadding = 6.0
    /// The smallest height that still shows a few lines.
    package static let minimumHeight = PanelTheme.headerHeight + 2 * boxPadding + 5 * PanelTheme.traceLineHeight

    package let scroller: PanelScroller
    /// The time column's width: "00.000", or the widest time shown (a long live run).
    private var timeWidth: Double
    /// The records shown (their numbers and lines: the session's array itself, held, would be
    /// copied at its next record), and the row each begins at: a row's text is worked out
    /// only when it scrolls into sight, for a trace through thousands of views wraps to tens
    /// of thousands of rows.
    private var records: [(sequence: Int, line: String)] = []
    private var sessionID = 0
    private var starts: [Int] = []
    /// The record the step shown is part way through: its rows up to that step, each with
    /// how many of its characters have played.
    private var partial: (record: Int, rows: [(text: String, played: Int?)])?
    /// How many rows each record wraps to, per session and width (records never change).
    private var rowCounts = BoundedMemo<RecordKey, Int>(limit: 4096)
    /// The latest records' wrapped lines, for the rows in sight (the newest, as a rule).
    private var wrapped: [(key: RecordKey, lines: [String])] = []
    private static let wrappedKept = 4

    private struct RecordKey: Hashable {
        let session: Int
        let sequence: Int
        let width: Double
    }

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
        let shownRecords = Self.shownRecords(session, shown: showing)
        records = shownRecords.map { ($0.sequence, $0.record.line) }
        sessionID = session.id
        // Times only grow: the last is the widest.
        let widest = records.last.map { text.width(of: Self.time(of: $0.line), size: PanelTheme.traceSize) } ?? 0
        timeWidth = max(text.width(of: "00.000", size: PanelTheme.traceSize), widest)
        partial = nil
        starts.removeAll(keepingCapacity: true)
        guard !records.isEmpty else {
            starts = [0]
            scroller.show(count: 1, height: { _ in PanelTheme.traceLineHeight }) { [unowned self] _ in
                makeRow((nil, text.words.panel.traceBeforeTouch, nil), placeholder: true)
            }
            return
        }
        let moment = showing.moment
        var count = 0
        for (offset, item) in shownRecords.enumerated() {
            starts.append(count)
            if let played = moment.flatMap({ Self.playedLength(of: item, at: $0) }) {
                // (Rows wholly ahead of the step shown are not there yet.)
                let rows = Self.split(lines(of: records[offset]), played: played).enumerated()
                    .filter { $0.offset == 0 || $0.element.played != 0 }.map(\.element)
                partial = (offset, rows)
                count += rows.count
            } else {
                count += rowCount(of: records[offset])
            }
        }
        scroller.show(count: count, height: { _ in PanelTheme.traceLineHeight }) { [unowned self] index in
            makeRow(row(index), placeholder: false)
        }
    }

    /// The row at `index`: its time (on a record's first row), its text, and how many of its
    /// characters the step shown has played (nil: all of them).
    private func row(_ index: Int) -> (time: String?, text: String, played: Int?) {
        // The last record beginning at or before the row.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        let item = records[low], line = index - starts[low]
        let time = line == 0 ? Self.time(of: item.line) : nil
        if let partial, partial.record == low {
            return (time, partial.rows[line].text, partial.rows[line].played)
        }
        let lines = self.lines(of: item)
        return (time, line < lines.count ? lines[line] : "", nil)
    }

    private var lineWidth: Double { scroller.view.bounds.width - textLeft }

    /// How many rows `item` wraps to.
    private func rowCount(of item: (sequence: Int, line: String)) -> Int {
        let key = RecordKey(session: sessionID, sequence: item.sequence, width: lineWidth)
        if let known = rowCounts[key] { return known }
        return rowCounts.remember(lines(of: item).count, for: key)
    }

    /// The rest of `item`'s line after its time, wrapped after the time column; the last few
    /// records' lines are kept.
    private func lines(of item: (sequence: Int, line: String)) -> [String] {
        let key = RecordKey(session: sessionID, sequence: item.sequence, width: lineWidth)
        if let known = wrapped.first(where: { $0.key == key }) { return known.lines }
        let line = item.line
        let rest = line.firstIndex(of: " ").map { String(line[line.index(after: $0)...]) } ?? ""
        let lines = text.wrap(rest, size: PanelTheme.traceSize, width: lineWidth)
        wrapped.append((key, lines))
        if wrapped.count > Self.wrappedKept { wrapped.removeFirst() }
        return lines
    }

    private func makeRow(_ row: (time: String?, text: String, played: Int?), placeholder: Bool) -> View {
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
        let played = row.played.map { String(row.text.prefix($0)) } ?? row.text
        if !played.isEmpty {
            view.addSubview(text.label(played, size: size, color: PanelTheme.primaryText, x: textLeft, y: 0,
                                       maxWidth: view.bounds.width - textLeft, height: height))
        }
        return view
    }

    /// Each of `lines` (a record's text wrapped, in order) with how many of its characters
    /// lie within the first `played` of the whole text (nil: the whole line). The wrap drops
    /// the spaces it breaks at, so each line is found in the text after the one before.
    static func split(_ lines: [String], played: Int?) -> [(text: String, played: Int?)] {
        guard let played else { return lines.map { ($0, nil) } }
        // Each break dropped one space (or none, inside a word too long for a line).
        var offset = 0
        return lines.map { line in
            defer { offset += line.count + (line.last == " " ? 0 : 1) }
            return (line, min(line.count, max(0, played - offset)))
        }
    }

    /// How many characters of `item`'s text (after its time) the step shown has played, when
    /// it is the record that step belongs to and that step is not its last: a hit test's path
    /// up to the view visited, a delivery's chain up to the responder reached. Nil when the
    /// whole line has played (or is not one of these).
    package static func playedLength(of item: LessonRecord, at moment: LessonMoment) -> Int? {
        let steps = moment.lesson.steps
        let sequence = item.sequence
        guard moment.step.sequence == sequence, !moment.step.isMoveRun else { return nil }
        let own = steps.indices.filter { steps[$0].sequence == sequence && !steps[$0].isMoveRun }
        guard let last = own.last, moment.current < last else { return nil }
        let line = Array(item.record.line.split(separator: " ", maxSplits: 1).dropFirst().first ?? "")
        guard let colon = Self.find(Array(": "), in: line, from: 0) else { return nil }
        let head = colon + 2
        // Where each part ends: before the next " -> ", or at the line's end.
        var ends: [Int] = []
        var at = head
        while let arrow = Self.find(Array(" -> "), in: line, from: at) {
            ends.append(arrow)
            at = arrow + 4
        }
        ends.append(line.count)
        let shown = own.filter { $0 <= moment.current }.map { index -> LessonStep.Kind in
            // A run of refusals playing has written out the visits its sweep has reached.
            guard case .refusals(let run, let reason) = steps[index].kind else { return steps[index].kind }
            return .refusals(visits: Array(run.prefix(moment.revealedRefusals(at: index))), reason: reason)
        }
        guard let count = revealedParts(shown, of: own.map { steps[$0].kind }, total: ends.count) else { return nil }
        return count > 0 ? ends[count - 1] : head
    }

    /// Where `needle` first occurs in `text` at or after `start`.
    private static func find(_ needle: [Character], in text: [Character], from start: Int) -> Int? {
        guard max(0, start) <= text.count - needle.count else { return nil }
        return (max(0, start)...(text.count - needle.count)).first { Array(text[$0..<$0 + needle.count]) == needle }
    }

    /// How many ` -> ` parts of the line a record's steps have revealed once `shown` (the
    /// first of its steps, `all`) have played; nil when the steps do not account for the
    /// line's `total` parts. A hit test's view entered and returned with nothing between
    /// is one part (`Name(result)`); a `point(inside:)` override adds none, a custom
    /// `hitTest` answer one; a delivery's every hop one.
    private static func revealedParts(_ shown: [LessonStep.Kind], of all: [LessonStep.Kind], total: Int) -> Int? {
        func count(_ kinds: [LessonStep.Kind]) -> Int {
            var parts = 0
            var entered: View?
            for kind in kinds {
                switch kind {
                case .visit(let view, _, .inside): parts += 1; entered = view
                case .visit: parts += 1; entered = nil
                case .refusals(let run, _): parts += run.count; entered = nil
                case .returned(let view, _):
                    if entered !== view { parts += 1 }
                    entered = nil
                case .override(_, _, .hitTest): parts += 1; entered = nil
                case .hop: parts += 1
                default: break
                }
            }
            return parts
        }
        guard count(all) == total else { return nil }
        return count(shown)
    }

    /// The time a record's line starts with.
    private static func time(of line: String) -> String {
        String(line.prefix { $0 != " " })
    }

    /// The trace up to the step shown: while a lesson plays or is stepped through, the
    /// lines of its future stay hidden, and so do later lessons' lines when the lesson
    /// shown is not the latest (an older lesson in the window, a step image of one). Only
    /// the latest lesson, finished, shows every line, input that has not made a step yet
    /// included.
    package static func shownRecords(_ session: LabSession, shown: ShownLesson) -> ArraySlice<LessonRecord> {
        let isLatest = shown.lesson.map { $0.id == session.history.latest?.id } ?? false
        guard let moment = shown.moment, !(moment.isFinished && isLatest) else {
            return session.recentTrace[...]
        }
        let last = moment.step.sequence
        return session.recentTrace.prefix { $0.sequence <= last }
    }
}

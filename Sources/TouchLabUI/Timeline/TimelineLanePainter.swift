import TouchKit
import TouchKitCairo

/// Draws one lane: its spans as bars and its marks as dots on its first row (a run of the
/// same mark as one bar, "moved ×12"), and a label for every run and span, each starting
/// at or right of what it names, on a row under the first where marks lie too close to be
/// labelled side by side (see `arrange`).
@MainActor
struct TimelineLanePainter {
    /// Consecutive marks with the same text within one lesson step (a run ends where its
    /// step does, so its count is the one the step's caption gives); a control event or
    /// action at the moment of a run's mark joins it ("recognized + action", "touchesBegan + touchDown",
    /// "changed ×8 + action ×8"), so they never break a run of deliveries.
    struct Run {
        var marks: [Timeline.Mark]
        /// The joined marks' texts, in order of first appearance, and how many of each.
        var joined: [(text: String, count: Int)] = []
        var base: String { Self.counted(marks[0].text, marks.count) }
        var joinedTexts: [String] { joined.map { Self.counted($0.text, $0.count) } }
        var text: String { ([base] + joinedTexts).joined(separator: " + ") }

        mutating func join(_ text: String) {
            if let index = joined.firstIndex(where: { $0.text == text }) {
                joined[index].count += 1
            } else {
                joined.append((text, 1))
            }
        }

        static func counted(_ text: String, _ count: Int) -> String {
            count > 1 ? "\(text) \u{00D7}\(count)" : text
        }
    }

    let canvas: Canvas
    let axis: TimelineAxis
    let row: Rect
    let color: Color
    /// The row's background, behind each label.
    var paper = TimelineView.background
    let current: Int
    let font: Font
    let bold: Font
    /// The words ending a label whose last joined events were left out, given how many.
    var moreEvents: (Int) -> String = { "+\($0)" }
    private(set) var targets: [(rect: Rect, step: Int)] = []
    /// Every label drawn: where, the x of the mark it names, and whether it follows the
    /// label before it in a chain (an arrow between them).
    private(set) var placements: [TimelineLabelPlacement] = []

    init(canvas: Canvas, axis: TimelineAxis, row: Rect, color: Color, current: Int, font: Font, bold: Font) {
        (self.canvas, self.axis, self.row, self.color) = (canvas, axis, row, color)
        (self.current, self.font, self.bold) = (current, font, bold)
    }

    static func runs(_ marks: [Timeline.Mark]) -> [Run] {
        var runs: [Run] = []
        for mark in marks {
            if mark.joins, let run = runs.last, let last = run.marks.last, last.text != mark.text,
               abs(last.time - mark.time) < 0.0005 {
                runs[runs.count - 1].join(mark.text)
            } else if let last = runs.last?.marks.last, last.text == mark.text, last.step == mark.step {
                runs[runs.count - 1].marks.append(mark)
            } else {
                runs.append(Run(marks: [mark]))
            }
        }
        return runs
    }

    /// The marks as drawn: a run as one mark (`touchesMoved ×4`) at its first time, each
    /// mark joined to a run's label as its own mark at the same time.
    static func drawnMarks(_ marks: [Timeline.Mark]) -> [Timeline.Mark] {
        runs(marks).flatMap { run in
            [Timeline.Mark(time: run.marks[0].time, text: run.base, step: run.marks[0].step,
                           isDropped: run.marks[0].isDropped)]
                + run.joinedTexts.map { Timeline.Mark(time: run.marks[0].time, text: $0, step: run.marks[0].step, joins: true) }
        }
    }

    /// Draws `lane`'s marks and spans on the first row and their labels on as many as
    /// `rows` rows (the first and those under it).
    mutating func draw(_ lane: Timeline.Lane, rows: Int = 1) {
        for span in lane.spans { drawSpan(span) }
        let runs = Self.runs(lane.marks)
        for run in runs { drawShape(run) }
        let items = pendingLabels(lane, runs: runs)
        let placed = arrange(items, rows: rows)
        for label in placed { drawLink(label, items[label.index]) }
        for label in placed { place(items[label.index], label) }
    }

    /// How many rows `lane`'s labels take when each may start at its own mark, rows enough
    /// (at most `limit`).
    func rowsWanted(_ lane: Timeline.Lane, limit: Int) -> Int {
        let placed = arrange(pendingLabels(lane, runs: Self.runs(lane.marks)), rows: limit)
        return (placed.map(\.row).max() ?? 0) + 1
    }

    /// How far right of the axis's end (window pixels) `lane`'s labels reach when each
    /// starts at its own mark, as `axis` places the marks: 0 when all end inside `right`.
    func overflow(_ lane: Timeline.Lane, right: Double) -> Double {
        pendingLabels(lane, runs: Self.runs(lane.marks)).map { item in
            let width = canvas.measure(item.text, font: bold).width
            return item.preferred(width) + width - right
        }.max().map { max(0, $0) } ?? 0
    }

    private func pendingLabels(_ lane: Timeline.Lane, runs: [Run]) -> [Pending] {
        lane.spans.map(pendingSpan) + runs.map(pending)
    }

    /// A label waiting for its place: where it would like to sit and the shorter texts it
    /// may fall back to when the row is too crowded for every label's whole text.
    private struct Pending {
        var texts: [String]
        /// The x of the mark (or span) it names, where a leader line starts when it is moved.
        let anchor: Double
        /// Where its left edge goes when nothing is in the way: never left of `anchor`.
        let preferred: (Double) -> Double
        let bold: Bool
        let step: Int?
        /// The x extent of what it names: a mark, a run from its first mark to its last, a span.
        let extent: ClosedRange<Double>
        var text: String { texts[0] }
    }

    /// A label's place: which of the lane's rows, its left edge, its text, and whether it
    /// follows the label before it on its row in a chain (pushed against it, an arrow between).
    private struct Placed {
        let index: Int
        let row: Int
        let left: Double
        let width: Double
        let text: String
        let chained: Bool
    }

    private func pending(_ run: Run) -> Pending {
        let first = axis.x(run.marks[0].time), last = axis.x(run.marks[run.marks.count - 1].time)
        // Where the whole text runs past the row's end, as many joined events as fit and
        // how many more there are: a switch's release reads "touchesEnded + touchUpInside +
        // valueChanged + 2 more" rather than losing every control event.
        let joined = run.joinedTexts
        var texts = [run.text]
        for kept in stride(from: joined.count - 1, through: 0, by: -1) {
            texts.append(([run.base] + joined.prefix(kept) + [moreEvents(joined.count - kept)]).joined(separator: " + "))
        }
        if !joined.isEmpty { texts.append(run.base) }
        let isCurrent = run.marks.contains { $0.step == current }
        // A run long enough to hold its label carries it over its bar; anything else is
        // labelled right of its (last) mark.
        let preferred: (Double) -> Double = { width in
            last - first >= width + 20 ? first + 8 : last + 8
        }
        return Pending(texts: texts, anchor: run.marks.count > 1 && last - first > 20 ? first : last,
                       preferred: preferred, bold: isCurrent, step: run.marks[run.marks.count - 1].step,
                       extent: first...max(first, last))
    }

    /// A span's bar; one with a limit is a track to the limit, outlined, filled as far as
    /// the span reached.
    private func drawSpan(_ span: Timeline.Span) {
        let (start, end, trackEnd) = spanEdges(span)
        let bar = Rect(x: start, y: row.midY - 5, width: end - start, height: 10)
        let track = Rect(x: start, y: bar.minY, width: trackEnd - start, height: bar.height)
        canvas.fill(bar, radius: 3, color: color.withAlpha(span.limit == nil ? 0.16 : 0.45))
        canvas.stroke(track, radius: 3, width: 1, color: color.withAlpha(0.55))
    }

    private func spanEdges(_ span: Timeline.Span) -> (start: Double, end: Double, trackEnd: Double) {
        let start = axis.x(span.start), end = max(axis.x(span.end), start + 2)
        return (start, end, span.limit.map { max(axis.x($0), end) } ?? end)
    }

    /// A span's label: inside its track when it fits there, else right of its end.
    private func pendingSpan(_ span: Timeline.Span) -> Pending {
        let (start, _, trackEnd) = spanEdges(span)
        let preferred: (Double) -> Double = { width in
            width + 8 <= trackEnd - start ? (start + trackEnd) / 2 - width / 2 : trackEnd + 8
        }
        return Pending(texts: [span.text], anchor: start, preferred: preferred, bold: false, step: nil,
                       extent: start...trackEnd)
    }

    /// Every label of the lane gets a place, left to right in the order of their marks:
    /// at its preferred place (never left of its mark) on the first of `rows` rows where it
    /// clears the label before it; where none has room, pushed right on the row that frees
    /// first, against the label there, which it follows as a chain ("touchesBegan →
    /// touchesMoved ×5", an arrow between). A label that would run past the row's end takes
    /// its shorter texts (dropping, last first, what joined it: a control event, an
    /// action, counted in their place), or, past shortening, is left out (its dot stays, and the description lists it).
    private func arrange(_ items: [Pending], rows: Int) -> [Placed] {
        let order = items.indices.sorted { (items[$0].extent.lowerBound, $0) < (items[$1].extent.lowerBound, $1) }
        var edges = Array(repeating: -Double.infinity, count: max(1, rows))
        var placed: [Placed] = []
        let end = row.maxX - 4
        for index in order {
            let item = items[index]
            for text in item.texts {
                let width = canvas.measure(text, font: item.bold ? bold : font).width
                let wanted = max(item.preferred(width), item.extent.lowerBound)
                if let free = edges.indices.first(where: { wanted >= edges[$0] + Self.clearance }), wanted + width <= end {
                    placed.append(Placed(index: index, row: free, left: wanted, width: width, text: text, chained: false))
                    edges[free] = wanted + width
                    break
                }
                let soonest = edges.indices.min { edges[$0] < edges[$1] } ?? 0
                let left = max(wanted, edges[soonest] + Self.gap)
                guard left + width <= end else { continue }
                placed.append(Placed(index: index, row: soonest, left: left, width: width, text: text,
                                     chained: left > wanted))
                edges[soonest] = left + width
                break
            }
        }
        return placed
    }

    /// Space before a label at its own mark, after the label before it on its row: room
    /// for the mark's dot, which the earlier label's backing must not cover.
    private static let clearance = 12.0

    /// Space between two labels of a row: room for a chain's arrow.
    private static let gap = 16.0

    /// A small arrow in the gap between two chained labels.
    private func drawChainArrow(from start: Double, to end: Double, y: Double) {
        let left = start + 4, right = end - 5
        guard right > left + 3 else { return }
        canvas.strokeLine(from: Point(x: left, y: y), to: Point(x: right, y: y), width: 1.25, color: TimelineView.muted)
        canvas.strokeLine(from: Point(x: right - 3, y: y - 3), to: Point(x: right, y: y), width: 1.25, color: TimelineView.muted)
        canvas.strokeLine(from: Point(x: right - 3, y: y + 3), to: Point(x: right, y: y), width: 1.25, color: TimelineView.muted)
    }

    /// The y of the middle of the lane's row `index` (0: the marks' row).
    private func midY(ofRow index: Int) -> Double { row.midY + Double(index) * row.height }

    /// What ties a placed label to what it names: a chain's arrow from the label before it
    /// on its row; else, when it lies away from its mark, a leader line from the mark —
    /// under the text on the marks' row, or down and along to a label on a row below.
    private func drawLink(_ label: Placed, _ item: Pending) {
        let x = label.left.rounded()
        if label.chained {
            drawChainArrow(from: x - Self.gap, to: x, y: midY(ofRow: label.row))
        }
        if label.row > 0 {
            let y = midY(ofRow: label.row)
            canvas.strokeLine(from: Point(x: item.anchor, y: row.midY + 4), to: Point(x: item.anchor, y: y), width: 1, color: color)
            canvas.strokeLine(from: Point(x: item.anchor, y: y), to: Point(x: x - 2, y: y), width: 1, color: color)
            return
        }
        guard !label.chained, item.anchor < x - 10 else { return }
        let foot = row.midY + 5
        canvas.strokeLine(from: Point(x: item.anchor, y: row.midY + 3), to: Point(x: item.anchor, y: foot), width: 1, color: color)
        canvas.strokeLine(from: Point(x: item.anchor, y: foot), to: Point(x: x + 4, y: foot), width: 1, color: color)
    }

    private mutating func place(_ item: Pending, _ label: Placed) {
        let x = label.left.rounded(), y = midY(ofRow: label.row)
        placements.append(TimelineLabelPlacement(rect: Rect(x: x, y: y - 6, width: label.width, height: 12),
                                                 marks: item.extent, isChained: label.chained))
        let font = item.bold ? bold : font
        // A backing the colour of the row's paper keeps the text clear of bars beneath it.
        canvas.fill(Rect(x: x - 3, y: y - 6, width: label.width + 6, height: 12), radius: 4, color: paper)
        canvas.drawText(label.text, at: Point(x: x, y: (y + 4).rounded()), font: font, color: TimelineView.ink)
        if let step = item.step {
            targets.append((Rect(x: x, y: y - row.height / 2, width: label.width, height: row.height), step))
        }
    }

    private mutating func drawShape(_ run: Run) {
        let first = axis.x(run.marks[0].time), last = axis.x(run.marks[run.marks.count - 1].time)
        if run.marks.count > 1 {
            canvas.strokeLine(from: Point(x: first, y: row.midY), to: Point(x: last, y: row.midY), width: 3,
                              color: color.withAlpha(0.5))
        }
        for mark in run.marks {
            let x = axis.x(mark.time)
            targets.append((Rect(x: x - 5, y: row.minY, width: 10, height: row.height), mark.step))
        }
        if run.marks[0].isDropped {
            drawDropped(at: first)
        } else {
            for x in Set([first, last]) { canvas.fillCircle(center: Point(x: x, y: row.midY), radius: 3.5, color: color) }
        }
        if let now = run.marks.last(where: { $0.step == current }) {
            canvas.strokeCircle(center: Point(x: axis.x(now.time), y: row.midY), radius: 6, width: 1.5,
                                color: TimelineView.now)
        }
    }

    /// A message that never arrived: a hollow, dashed ring where a delivered one has a dot.
    private func drawDropped(at x: Double) {
        canvas.withSavedState {
            canvas.setDash([2, 2])
            canvas.strokeCircle(center: Point(x: x, y: row.midY), radius: 4.5, width: 1.5, color: color)
        }
    }
}

/// Where the timeline drew one mark's (or span's) label.
package struct TimelineLabelPlacement: Equatable, Sendable {
    /// The label's text box, in window pixels.
    package let rect: Rect
    /// The x extent of what it names: its mark, a run's first to last mark, a span.
    package let marks: ClosedRange<Double>
    /// Whether it follows the label before it in a chain, an arrow leading to it.
    package let isChained: Bool
}

import TouchKit
import TouchKitCairo

/// Draws one lane's row: its spans as bars, its marks as dots (a run of the same mark as
/// one bar, "moved ×12"), and a label for every run and span, fanned out along the row
/// when marks lie too close to be labelled in place (see `fanOut`).
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

    mutating func draw(_ lane: Timeline.Lane) {
        let runs = Self.runs(lane.marks)
        var labels: [Pending] = []
        for span in lane.spans { labels.append(drawSpan(span)) }
        for run in runs {
            drawShape(run)
            labels.append(pending(run))
        }
        fanOut(labels)
    }

    /// A label waiting for its place: where it would like to sit and the shorter texts it
    /// may fall back to when the row is too crowded for every label's whole text.
    private struct Pending {
        var texts: [String]
        /// The x of the mark (or span) it names, where a leader line starts when it is moved.
        let anchor: Double
        /// Where its left edge goes when nothing is in the way.
        let preferred: (Double) -> Double
        let bold: Bool
        let step: Int?
        /// The x extent of what it names: a mark, a run from its first mark to its last, a span.
        let extent: ClosedRange<Double>
        var choice = 0
        var text: String { texts[choice] }
    }

    private func pending(_ run: Run) -> Pending {
        let first = axis.x(run.marks[0].time), last = axis.x(run.marks[run.marks.count - 1].time)
        var texts = [run.text]
        if !run.joined.isEmpty { texts.append(run.base) }
        let isCurrent = run.marks.contains { $0.step == current }
        // A run long enough to hold its label carries it over its bar; anything else is
        // labelled right of its (last) mark, or left of it at the row's end.
        let preferred: (Double) -> Double = { [axis, row] width in
            if last - first >= width + 20 { return first + 8 }
            return last + 8 + width <= row.maxX - 4 ? last + 8 : max(axis.minX - 8, first - 8 - width)
        }
        return Pending(texts: texts, anchor: run.marks.count > 1 && last - first > 20 ? first : last,
                       preferred: preferred, bold: isCurrent, step: run.marks[run.marks.count - 1].step,
                       extent: first...max(first, last))
    }

    /// A span's bar; one with a limit is a track to the limit, outlined, filled as far as
    /// the span reached.
    private func drawSpan(_ span: Timeline.Span) -> Pending {
        let start = axis.x(span.start), end = max(axis.x(span.end), start + 2)
        let bar = Rect(x: start, y: row.midY - 5, width: end - start, height: 10)
        let trackEnd = span.limit.map { max(axis.x($0), end) } ?? end
        let track = Rect(x: start, y: bar.minY, width: trackEnd - start, height: bar.height)
        canvas.fill(bar, radius: 3, color: color.withAlpha(span.limit == nil ? 0.16 : 0.45))
        canvas.stroke(track, radius: 3, width: 1, color: color.withAlpha(0.55))
        let preferred: (Double) -> Double = { width in
            width + 8 <= track.width ? track.midX - width / 2 : trackEnd + 8
        }
        return Pending(texts: [span.text], anchor: start, preferred: preferred, bold: false, step: nil,
                       extent: start...trackEnd)
    }

    /// Every label of the row gets a place: left to right in the order of their marks,
    /// each at its preferred place or pushed right of the one before, then the row pulled back left where it
    /// runs past the end. Marks too close to label side by side at the drawn scale so fan
    /// out instead of hiding one another: labels pressed together read as a chain, an
    /// arrow from each to the next ("touchesBegan → touchesMoved ×5 → touchesCancelled",
    /// in time order from the first one's mark), never as one run of words; any other
    /// label away from its mark is tied to it by a leader line. Only when even that leaves no room do labels drop what joined them (a
    /// control event, an action) — responder messages and state changes keep their words.
    private mutating func fanOut(_ items: [Pending]) {
        var items = items
        var lefts: [Double] = []
        while true {
            let widths = items.map { canvas.measure($0.text, font: $0.bold ? bold : font).width }
            // In time order, so a chain reads as the marks happened.
            let order = items.indices.sorted {
                (items[$0].extent.lowerBound, items[$0].preferred(widths[$0]), $0)
                    < (items[$1].extent.lowerBound, items[$1].preferred(widths[$1]), $1)
            }
            lefts = items.indices.map { items[$0].preferred(widths[$0]) }
            var edge = -Double.infinity
            for index in order {
                lefts[index] = max(lefts[index], edge + Self.gap)
                edge = lefts[index] + widths[index]
            }
            edge = row.maxX - 4 + Self.gap
            for index in order.reversed() {
                lefts[index] = min(lefts[index], edge - Self.gap - widths[index])
                edge = lefts[index]
            }
            let fits = order.first.map { lefts[$0] >= axis.minX - 8 } ?? true
            // Shorten the longest label that still has a shorter text, and try again.
            guard !fits, let longest = items.indices.filter({ items[$0].choice < items[$0].texts.count - 1 })
                .max(by: { widths[$0] < widths[$1] }) else {
                // Past shortening, a label pushed into the lane names is left out (its dot
                // stays, and the description lists it).
                let shown = order.filter { lefts[$0] >= axis.minX - 8 }
                var chained = Set<Int>()
                for (before, after) in zip(shown, shown.dropFirst())
                    where lefts[after] - (lefts[before] + widths[before]) <= Self.gap + 0.5 {
                    chained.insert(after)
                    drawChainArrow(from: lefts[before].rounded() + widths[before], to: lefts[after].rounded())
                }
                for index in shown where !chained.contains(index) {
                    drawLeader(items[index], left: lefts[index].rounded(), width: widths[index])
                }
                for index in shown {
                    place(items[index], left: lefts[index], width: widths[index], chained: chained.contains(index))
                }
                return
            }
            items[longest].choice += 1
        }
    }

    /// Space between two labels of a row: room for a chain's arrow.
    private static let gap = 16.0

    /// A small arrow in the gap between two chained labels.
    private func drawChainArrow(from start: Double, to end: Double) {
        let left = start + 4, right = end - 5, y = row.midY
        guard right > left + 3 else { return }
        canvas.strokeLine(from: Point(x: left, y: y), to: Point(x: right, y: y), width: 1.25, color: TimelineView.muted)
        canvas.strokeLine(from: Point(x: right - 3, y: y - 3), to: Point(x: right, y: y), width: 1.25, color: TimelineView.muted)
        canvas.strokeLine(from: Point(x: right - 3, y: y + 3), to: Point(x: right, y: y), width: 1.25, color: TimelineView.muted)
    }

    /// A label away from its mark is tied to it by a line just under the labels' text:
    /// the labels' backings, drawn after, hide it where it passes under another label.
    private func drawLeader(_ item: Pending, left x: Double, width: Double) {
        guard item.anchor < x - 10 || item.anchor > x + width + 10 else { return }
        let foot = row.midY + 5
        let end = item.anchor < x ? x + 4 : x + width - 4
        canvas.strokeLine(from: Point(x: item.anchor, y: row.midY + 3), to: Point(x: item.anchor, y: foot), width: 1,
                          color: color)
        canvas.strokeLine(from: Point(x: item.anchor, y: foot), to: Point(x: end, y: foot), width: 1, color: color)
    }

    private mutating func place(_ item: Pending, left: Double, width: Double, chained: Bool) {
        let x = left.rounded()
        placements.append(TimelineLabelPlacement(rect: Rect(x: x, y: row.midY - 6, width: width, height: 12),
                                                 marks: item.extent, isChained: chained))
        let font = item.bold ? bold : font
        // A backing the colour of the row's paper keeps the text clear of bars beneath it.
        canvas.fill(Rect(x: x - 3, y: row.midY - 6, width: width + 6, height: 12), radius: 4,
                    color: paper)
        canvas.drawText(item.text, at: Point(x: x, y: (row.midY + 4).rounded()), font: font, color: TimelineView.ink)
        if let step = item.step { targets.append((Rect(x: x, y: row.minY, width: width, height: row.height), step)) }
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

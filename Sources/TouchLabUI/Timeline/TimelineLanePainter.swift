import TouchKit
import TouchKitCairo

/// Draws one lane's row: its spans as bars, its marks as dots (a run of the same mark as
/// one bar, "moved ×12"), and their labels where they fit without touching another —
/// right of the mark, else after the label before it, else left of it; a label that fits
/// nowhere is left out (the dot stays, and the description still lists the mark).
@MainActor
struct TimelineLanePainter {
    /// Consecutive marks with the same text; what else happened on the lane at the same
    /// moment as a single mark joins it ("recognized + action", "touchesBegan + touchDown").
    struct Run {
        var marks: [Timeline.Mark]
        var joined: [String] = []
        var base: String { marks.count > 1 ? "\(marks[0].text) \u{00D7}\(marks.count)" : marks[0].text }
        var text: String { ([base] + joined).joined(separator: " + ") }
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
    private var taken: [ClosedRange<Double>] = []

    init(canvas: Canvas, axis: TimelineAxis, row: Rect, color: Color, current: Int, font: Font, bold: Font) {
        (self.canvas, self.axis, self.row, self.color) = (canvas, axis, row, color)
        (self.current, self.font, self.bold) = (current, font, bold)
    }

    static func runs(_ marks: [Timeline.Mark]) -> [Run] {
        var runs: [Run] = []
        for mark in marks {
            if let run = runs.last, let last = run.marks.last, last.text != mark.text,
               abs(last.time - mark.time) < 0.0005, run.marks.count == 1 || mark.text == "action" {
                if !run.joined.contains(mark.text) { runs[runs.count - 1].joined.append(mark.text) }
            } else if let last = runs.last?.marks.last, last.text == mark.text {
                runs[runs.count - 1].marks.append(mark)
            } else {
                runs.append(Run(marks: [mark]))
            }
        }
        return runs
    }

    mutating func draw(_ lane: Timeline.Lane) {
        for span in lane.spans { drawSpan(span) }
        let runs = Self.runs(lane.marks)
        for run in runs { drawShape(run) }
        // Single marks (began, ended, cancelled) are labelled first; a run's label can go
        // over its own bar, or be just its count when its name finds no room; a label with
        // joined marks falls back to its own mark alone.
        for run in runs where run.marks.count == 1 { drawLabel(run) }
        for run in runs where run.marks.count > 1 { drawLabel(run) }
    }

    private mutating func drawSpan(_ span: Timeline.Span) {
        let start = axis.x(span.start), end = max(axis.x(span.end), start + 2)
        let bar = Rect(x: start, y: row.midY - 5, width: end - start, height: 10)
        canvas.fill(bar, radius: 3, color: color.withAlpha(0.16))
        canvas.stroke(bar, radius: 3, width: 1, color: color.withAlpha(0.55))
        let width = canvas.measure(span.text, font: font).width
        if width + 8 <= bar.width, fits(bar.midX - width / 2, width) {
            place(span.text, left: bar.midX - width / 2, width: width, font: font)
        } else {
            label(span.text, at: start, after: end, font: font)
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
        for x in Set([first, last]) { canvas.fillCircle(center: Point(x: x, y: row.midY), radius: 3.5, color: color) }
        if let now = run.marks.last(where: { $0.step == current }) {
            canvas.strokeCircle(center: Point(x: axis.x(now.time), y: row.midY), radius: 6, width: 1.5,
                                color: TimelineView.now)
        }
    }

    private mutating func drawLabel(_ run: Run) {
        let isCurrent = run.marks.contains { $0.step == current }
        let first = axis.x(run.marks[0].time), last = axis.x(run.marks[run.marks.count - 1].time)
        let font = isCurrent ? bold : font
        let count = "\u{00D7}\(run.marks.count)"
        if let rect = label(run.text, at: first, after: last, font: font)
            ?? (run.joined.isEmpty ? nil : label(run.base, at: first, after: last, font: font))
            ?? (run.marks.count > 1 ? label(count, at: first, after: last, font: font) : nil) {
            targets.append((rect, run.marks[run.marks.count - 1].step))
        }
    }

    /// Places `text` right of `end`, else left of it (over a run's bar), else left of `x`.
    @discardableResult
    private mutating func label(_ text: String, at x: Double, after end: Double, font: Font) -> Rect? {
        let width = canvas.measure(text, font: font).width
        let candidates = [end + 8, end - 8 - width, x - 8 - width]
        for left in candidates where fits(left, width) {
            return place(text, left: left, width: width, font: font)
        }
        return nil
    }

    private func fits(_ left: Double, _ width: Double) -> Bool {
        guard left >= axis.minX - 8, left + width <= row.maxX - 4 else { return false }
        return !taken.contains { $0.overlaps((left - 4)...(left + width + 4)) }
    }

    @discardableResult
    private mutating func place(_ text: String, left: Double, width: Double, font: Font) -> Rect {
        let x = left.rounded()
        taken.append(x...(x + width))
        // A backing the colour of the row's paper keeps the text clear of bars beneath it.
        canvas.fill(Rect(x: x - 3, y: row.midY - 7, width: width + 6, height: 14), radius: 4,
                    color: paper.withAlpha(0.92))
        canvas.drawText(text, at: Point(x: x, y: (row.midY + 4).rounded()), font: font, color: TimelineView.ink)
        return Rect(x: x, y: row.minY, width: width, height: row.height)
    }
}

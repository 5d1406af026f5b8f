import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats

/// Draws the delivery timeline: a row per lane (fingers, recognizers, responders), its
/// marks on one time axis for the whole lesson, only up to the step shown (never the
/// future), the current step's marks ringed and a line at its time. Runs of the same mark
/// are drawn as one ("moved ×12"), waiting and held deliveries as spans. Remembers where
/// each mark was drawn so a press on it can show its step. When the lanes outnumber the
/// rows, the wheel scrolls them and the last row says how many are above and below: a
/// press on "▲ scroll up for N more lanes" or "▼ scroll down for N more lanes" scrolls a
/// page, for a finger or a mouse without a wheel (as the panel's lists do).
@MainActor
package final class TimelineView {
    static let background = Color(hex: "#f7f8fa")!
    static let edge = Color(hex: "#d5d9e0")!
    static let rule = Color(hex: "#dde1e7")!
    static let ink = Color(hex: "#1c2024")!
    static let muted = Color(hex: "#4a5262")!
    static let now = Color(red: 0, green: 122 / 255, blue: 1)
    static let stripe = Color(hex: "#eff1f4")!

    static let axisHeight = 18.0
    /// The step's caption above the axis: two lines, and more where it needs them.
    static let captionHeight = 34.0
    static let laneHeight = 14.0

    private let fonts: (name: Font, mark: Font, current: Font)?
    private let captionFont = try? Font(.sans, size: 12.5)
    /// The digit and letter inside the key's swatches.
    private let keyDigitFont = try? Font(.sansBold, size: 8.5)
    /// Where the last frame drew each mark, and the step it stands for.
    private var targets: [(rect: Rect, step: Int)] = []
    /// Where the last frame drew each lane's labels.
    package private(set) var labelPlacements: [TimelineLabelPlacement] = []
    /// Where the last frame drew its "more above / below" words, and the rows each scrolls.
    private var scrollTargets: [(rect: Rect, rows: Int)] = []
    /// The timeline's headings, in the run's language.
    let words: TimelineWords
    /// The name column's width for the lesson last drawn, with that lesson's step count.
    private var lessonGutter: (lesson: LessonID, steps: Int, rows: Int, width: Double)?
    /// The lanes of the lesson last drawn as its last step shows them, with its step count.
    private var lessonLanes: (lesson: LessonID, steps: Int, end: Double, lanes: [Timeline.Lane])?

    package init(words: TimelineWords = Words().timeline) {
        self.words = words
        if let name = try? Font(.sansBold, size: 11), let mark = try? Font(.sans, size: 11) {
            fonts = (name, mark, name)
        } else {
            fonts = nil
        }
    }

    /// The step of the mark drawn at `point` (window coordinates), if any.
    package func step(at point: Point) -> Int? {
        targets.last { $0.rect.contains(point) }?.step
    }

    /// The rows a press at `point` (window coordinates) scrolls the lanes by: on "▲ scroll
    /// up…", a page up (negative); on "▼ scroll down…", a page down; nil elsewhere.
    package func scrollRows(at point: Point) -> Int? {
        scrollTargets.first { $0.rect.contains(point) }?.rows
    }

    /// Draws `moment` of a lesson of `scene`, its lanes scrolled to `firstLane`, under the
    /// step's `caption` (its band sized for it either way, its sentence written only when
    /// `writesCaption`).
    /// `legend`: the kinds of mark the scene shows, keyed in the caption band (`SceneKey`).
    package func draw(_ moment: LessonMoment?, caption: String?, writesCaption: Bool = true, legend: [SceneKey.Kind] = [],
                      scene: Scene, firstLane: Int, in canvas: Canvas, rect whole: Rect) {
        targets.removeAll()
        scrollTargets.removeAll()
        labelPlacements.removeAll()
        canvas.fill(whole, color: Self.background)
        let lines = moment.map { captionLines(caption ?? "", step: $0.current + 1, of: $0.lesson.steps.count, width: whole.width, canvas: canvas) } ?? []
        let key = moment.map { keyPlaces(legend, after: lines, steps: $0.lesson.steps.count, width: whole.width, canvas: canvas) } ?? []
        let bandLines = max(lines.count, (key.map(\.line).max() ?? -1) + 1)
        let band = Rect(x: whole.minX, y: whole.minY, width: whole.width, height: Self.captionHeight(lines: bandLines))
        canvas.fill(band, color: .white)
        canvas.fill(Rect(x: whole.minX, y: whole.minY, width: whole.width, height: 1), color: Self.edge)
        canvas.fill(Rect(x: whole.minX, y: band.maxY - 1, width: whole.width, height: 1), color: Self.edge)
        guard let fonts else { return }
        guard let moment else {
            canvas.drawText(words.empty, at: Point(x: whole.minX + 12, y: whole.minY + 16),
                            font: fonts.mark, color: Self.muted)
            return
        }
        drawCaption(writesCaption ? lines : [], step: moment.current + 1, of: moment.lesson.steps.count, in: band, canvas: canvas)
        for place in key {
            SceneKey.draw(place.kind, x: band.minX + place.x, baseline: band.minY + 15 + 16 * Double(place.line), words: words,
                          font: fonts.mark, small: keyDigitFont ?? fonts.mark, on: canvas)
        }
        let rect = Rect(x: whole.minX, y: band.maxY, width: whole.width, height: whole.height - band.height)
        let timeline = Timeline(moment, scene: scene, words: words)
        // `rect` is below the caption already; the rows are counted for the whole region.
        let rows = Self.rows(forHeight: rect.height + Self.captionHeight)
        let gutter = lessonGutterWidth(moment, shown: timeline, rows: rows, scene: scene, canvas: canvas, font: fonts.name)
        let axis = roomyAxis(TimelineAxis(start: timeline.start, end: Self.axisEnd(moment, scene: scene),
                                          minX: rect.minX + gutter, maxX: rect.maxX - 12),
                             moment, shown: timeline, scene: scene, rect: rect, canvas: canvas)
        drawAxis(axis, rect: rect, gutter: gutter, canvas: canvas, font: fonts.mark)
        drawLanes(timeline, rows: rows, axis: axis, rect: rect, gutter: gutter, firstLane: firstLane, canvas: canvas)
        drawNow(axis.x(timeline.end), rect: rect, canvas: canvas)
    }

    /// The caption band's height for a caption of `lines` lines: two at the least, and as
    /// many more as a narrow timeline needs, so no caption is cut short.
    static func captionHeight(lines: Int) -> Double {
        captionHeight + 16 * Double(max(0, lines - 2))
    }

    /// The caption's lines, wrapped between words at the width left of the step's number.
    private func captionLines(_ caption: String, step: Int, of steps: Int, width: Double, canvas: Canvas) -> [String] {
        guard let font = captionFont, let bold = fonts?.name else { return [] }
        return font.wrapped(caption, width: width - 12 - captionLeft(steps: steps, bold: bold, canvas: canvas))
    }

    /// The caption's left edge: after a slot that fits the lesson's last number, so the
    /// caption stays put from "9/120" to "120/120".
    private func captionLeft(steps: Int, bold: Font, canvas: Canvas) -> Double {
        (12 + max(canvas.measure("\(steps)/\(steps)", font: bold).width, 34) + 8).rounded()
    }

    /// Where the key's entries go in the caption band (x from the band's left, line from its
    /// top): right of a one-line caption when they all fit there, else on lines of their
    /// own under it, from the caption's left edge, as many as they need.
    private func keyPlaces(_ kinds: [SceneKey.Kind], after lines: [String], steps: Int, width: Double,
                           canvas: Canvas) -> [(kind: SceneKey.Kind, x: Double, line: Int)] {
        guard !kinds.isEmpty, let font = fonts?.mark, let captionFont, let bold = fonts?.name else { return [] }
        let widths = SceneKey.widths(kinds, words: words, font: font, canvas: canvas)
        let left = captionLeft(steps: steps, bold: bold, canvas: canvas), right = width - 12
        let whole = widths.reduce(0, +) + SceneKey.entryGap * Double(widths.count - 1)
        let lastLine = max(0, lines.count - 1)
        let captionEnd = left + (lines.last.map { canvas.measure($0, font: captionFont).width } ?? 0)
        // (Not after a caption's second line: there the key reads as the sentence's end.)
        if lines.count <= 1, captionEnd + 2 * SceneKey.entryGap + whole <= right {
            var x = right - whole
            return zip(kinds, widths).map { kind, entry in
                defer { x += entry + SceneKey.entryGap }
                return (kind, x.rounded(), lastLine)
            }
        }
        var places: [(kind: SceneKey.Kind, x: Double, line: Int)] = []
        var x = left, line = lines.isEmpty ? 0 : lines.count
        for (kind, entry) in zip(kinds, widths) {
            if x > left, x + entry > right {
                x = left
                line += 1
            }
            places.append((kind, x.rounded(), line))
            x += entry + SceneKey.entryGap
        }
        return places
    }

    /// The step's number, then its caption's lines.
    private func drawCaption(_ lines: [String], step: Int, of steps: Int, in band: Rect, canvas: Canvas) {
        guard let font = captionFont, let bold = fonts?.name else { return }
        let number = "\(step)/\(steps)"
        canvas.drawText(number, at: Point(x: band.minX + 12, y: band.minY + 15), font: bold, color: Self.now)
        let left = band.minX + captionLeft(steps: steps, bold: bold, canvas: canvas)
        for (index, line) in lines.enumerated() {
            canvas.drawText(line, at: Point(x: left, y: band.minY + 15 + 16 * Double(index)), font: font, color: Self.ink)
        }
    }

    private var language: Language { words.language }

    /// Where the time axis ends (trace seconds): at the lesson's last record so far — the
    /// last of a run of moves still growing under the finger — which may lie past the step
    /// shown, and at least 50 ms after its first; and no earlier than the minimum duration
    /// of a long press that got a touch, so its bar shows how much of it was held (a quick
    /// tap fills a sliver of it, not the whole axis).
    static func axisEnd(_ moment: LessonMoment, scene: Scene) -> Double {
        let steps = moment.lesson.steps
        let start = steps.first?.traceTime ?? 0
        var end = max(steps.last?.endTraceTime ?? steps[moment.current].endTraceTime, start + 0.05)
        var began: [Double] = []
        for step in steps {
            switch step.kind {
            case .touch(_, .began, _): began.append(step.traceTime)
            case .hit(let view, _):
                // A hit test follows the began of the touch it was made for.
                guard let time = began.popLast(), let view else { continue }
                for case let press as LongPressGestureRecognizer in view.ancestry.flatMap(\.gestureRecognizers)
                where press.isTraced && press.isEnabled && press.numberOfTapsRequired == 0 {
                    end = max(end, time + press.minimumPressDuration)
                }
            default: break
            }
        }
        return end
    }

    /// The name column for every step of `moment`'s lesson: wide enough for the names of
    /// the lanes its last step shows (every lane the lesson ever draws), so the rows and the
    /// time axis keep their place as names arrive step by step.
    /// `shown` is the timeline of `moment`: when it is the lesson's last step (a live lesson
    /// growing under the finger) its lanes are the last step's, so no second timeline is
    /// built for every new step.
    private func lessonGutterWidth(_ moment: LessonMoment, shown: Timeline, rows: Int, scene: Scene, canvas: Canvas,
                                   font: Font) -> Double {
        let lesson = moment.lesson
        let shownWidth = gutterWidth(shown.shownLanes(rows: rows), canvas: canvas, font: font)
        if let lessonGutter, lessonGutter.lesson == lesson.id, lessonGutter.steps == lesson.steps.count,
           lessonGutter.rows == rows {
            return max(lessonGutter.width, shownWidth)
        }
        let width: Double
        if moment.current == lesson.steps.count - 1 {
            width = shownWidth
        } else {
            let last = LessonMoment(lesson: lesson, position: 0, pinned: lesson.steps.count - 1)
            width = gutterWidth(last.map { Timeline($0, scene: scene, words: words).shownLanes(rows: rows) } ?? [],
                                canvas: canvas, font: font)
        }
        lessonGutter = (lesson.id, lesson.steps.count, rows, width)
        return max(width, shownWidth)
    }

    /// Wide enough for the longest lane name and, between it and the axis's start, the
    /// ring of a current mark at time 0 (`TimelineLanePainter`), within a fifth of the region.
    private func gutterWidth(_ lanes: [Timeline.Lane], canvas: Canvas, font: Font) -> Double {
        let widest = lanes.map { canvas.measure(words.title(of: $0), font: font).width }.max() ?? 0
        return (min(220, max(96, widest + Self.nameInset + Self.ringClearance))).rounded(.up)
    }

    /// Where a lane's name starts, from the region's left.
    static let nameInset = 23.0
    /// From a name's end to the axis's start: a current mark's ring (radius 6, its line
    /// 1.5 wide) and a gap of 3.
    static let ringClearance = 10.0

    private func drawAxis(_ axis: TimelineAxis, rect: Rect, gutter: Double, canvas: Canvas, font: Font) {
        canvas.drawText(words.heading, at: Point(x: rect.minX + 12, y: rect.minY + 13), font: fonts?.name ?? font,
                        color: Self.ink)
        var lastEnd = -Double.infinity
        for tick in axis.ticks() {
            let x = axis.x(tick).rounded() + 0.5
            canvas.strokeLine(from: Point(x: x, y: rect.minY + Self.axisHeight - 3), to: Point(x: x, y: rect.maxY - 2),
                              width: 1, color: Self.rule)
            let text = TimelineAxis.label(tick, language: language)
            let width = canvas.measure(text, font: font).width
            let left = min(x + 3, rect.maxX - 4 - width)
            guard left > lastEnd + 8 else { continue }
            canvas.drawText(text, at: Point(x: left.rounded(), y: rect.minY + 13), font: font, color: Self.muted)
            lastEnd = left + width
        }
    }

    private func drawLanes(_ timeline: Timeline, rows: Int, axis: TimelineAxis, rect: Rect, gutter: Double, firstLane: Int,
                           canvas: Canvas) {
        guard let fonts else { return }
        let lanes = timeline.shownLanes(rows: rows)
        let visible = TimelineScroll.visibleCount(lanes: lanes.count, rows: rows)
        let firstLane = TimelineScroll.clamped(firstLane, lanes: lanes.count, rows: rows)
        // Rows no lane needs let a lane whose labels crowd take more than one.
        var spare = rows - visible - (visible < lanes.count ? 1 : 0)
        var y = rect.minY + Self.axisHeight
        for index in firstLane..<(firstLane + visible) {
            let lane = lanes[index]
            let row = Rect(x: rect.minX, y: y, width: rect.width, height: Self.laneHeight)
            var painter = TimelineLanePainter(canvas: canvas, axis: axis, row: row, color: Self.color(of: lane),
                                              current: timeline.current, font: fonts.mark, bold: fonts.current)
            painter.moreEvents = words.moreEvents
            let laneRows = spare > 0 ? painter.rowsWanted(lane, limit: 1 + spare) : 1
            spare -= laneRows - 1
            y += Double(laneRows) * Self.laneHeight
            if index % 2 == 1 {
                canvas.fill(Rect(x: row.minX, y: row.minY, width: row.width, height: Double(laneRows) * Self.laneHeight),
                            color: Self.stripe)
            }
            let name = fonts.name.ellipsized(words.title(of: lane), maxWidth: gutter - Self.nameInset - Self.ringClearance)
            canvas.fillCircle(center: Point(x: rect.minX + 15, y: row.midY), radius: 3.5, color: Self.color(of: lane))
            canvas.drawText(name, at: Point(x: rect.minX + Self.nameInset, y: (row.midY + 4).rounded()), font: fonts.name,
                            color: Self.ink)
            painter.paper = index % 2 == 1 ? Self.stripe : Self.background
            painter.draw(lane, rows: laneRows)
            targets += painter.targets
            labelPlacements += painter.placements
        }
        if visible < lanes.count {
            drawMoreRow(above: firstLane, below: lanes.count - firstLane - visible, page: max(1, visible - 1),
                        y: y, left: rect.minX + 12,
                        canvas: canvas, font: fonts.mark)
        }
    }

    /// The last row: the lanes hidden above and below, each a press target scrolling a page
    /// that way.
    private func drawMoreRow(above: Int, below: Int, page: Int, y: Double, left: Double, canvas: Canvas, font: Font) {
        var x = left
        let baseline = (y + 12).rounded()
        let targets = [above > 0 ? (words.moreAbove(above), -page) : nil,
                       below > 0 ? (words.moreBelow(below), page) : nil]
        for case let (text, rows)? in targets {
            let width = canvas.measure(text, font: font).width
            canvas.drawText(text, at: Point(x: x, y: baseline), font: font, color: Self.now)
            scrollTargets.append((Rect(x: x - 4, y: y, width: width + 8, height: Self.laneHeight), rows))
            x += width + 18
        }
    }

    /// `axis` ended early enough that every label of the lesson's lanes (as its last step
    /// draws them, and as the step shown does) fits right of its own mark: a mark at the
    /// axis's end is labelled after it, never before. The axis keeps at least 40 % of its
    /// length; a label that still finds no room is shortened or left out.
    private func roomyAxis(_ axis: TimelineAxis, _ moment: LessonMoment, shown: Timeline, scene: Scene, rect: Rect,
                           canvas: Canvas) -> TimelineAxis {
        guard let fonts else { return axis }
        let lesson = moment.lesson
        // A lesson only grows at its end, and only its last step changes: its count and
        // that step's end stand for what its last step shows.
        let end = lesson.steps.last?.endTraceTime ?? 0
        let last: [Timeline.Lane]
        if let lessonLanes, lessonLanes.lesson == lesson.id, lessonLanes.steps == lesson.steps.count, lessonLanes.end == end {
            last = lessonLanes.lanes
        } else {
            let pinned = LessonMoment(lesson: lesson, position: 0, pinned: lesson.steps.count - 1)
            last = pinned.map { Timeline($0, scene: scene, words: words).lanes } ?? []
            lessonLanes = (lesson.id, lesson.steps.count, end, last)
        }
        let lanes = last + shown.lanes
        let right = rect.maxX - 4, shortest = axis.minX + 0.4 * (axis.maxX - axis.minX)
        var fitted = axis
        for _ in 0..<3 {
            let row = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: Self.laneHeight)
            let painter = TimelineLanePainter(canvas: canvas, axis: fitted, row: row, color: Self.ink, current: -1,
                                              font: fonts.mark, bold: fonts.current)
            let overflow = lanes.map { painter.overflow($0, right: right) }.max() ?? 0
            guard overflow > 0.5, fitted.maxX > shortest else { break }
            fitted = TimelineAxis(start: axis.start, end: axis.end, minX: axis.minX,
                                  maxX: max(shortest, (fitted.maxX - overflow).rounded(.down)))
        }
        return fitted
    }

    /// The lane rows a timeline `height` pixels tall holds.
    package static func rows(forHeight height: Double) -> Int {
        max(2, Int((height - captionHeight - axisHeight - 2) / laneHeight))
    }

    /// The line at the current step's time.
    private func drawNow(_ x: Double, rect: Rect, canvas: Canvas) {
        let line = x.rounded() + 0.5
        canvas.strokeLine(from: Point(x: line, y: rect.minY + Self.axisHeight - 4), to: Point(x: line, y: rect.maxY - 2),
                          width: 1.5, color: Self.now.withAlpha(0.7))
    }

    static func color(of lane: Timeline.Lane) -> Color {
        switch lane.kind {
        case .touch: LabStyle.finger(Int(lane.name.split(separator: " ").last ?? "") ?? 1)
        case .recognizer: LabStyle.gesture
        case .responder: LabStyle.chain
        }
    }
}

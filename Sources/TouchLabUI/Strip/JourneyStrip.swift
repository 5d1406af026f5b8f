import TouchKit
import TouchKitCairo
import TouchLabEngine

/// The journey strip along the window's right edge: where the current event is on its way,
/// a column of stages read from the device at the top to the responders at the bottom.
/// Each stage names its step in iOS and, under it in violet, what does it in this lab
/// (X11's part, then the model's), then what it holds at the step shown. The stage of the current step is
/// highlighted and a dot travels the rail on the left while playback runs.
///
/// Nothing is shortened: a line too long for its box wraps, and the boxes take the height
/// their lines need. Drawing reads only the `JourneyState` and the rectangle.
@MainActor
package final class JourneyStrip {
    package static let background = Color(hex: "#eceff4")!
    package static let edge = Color(hex: "#d5d9e0")!
    package static let box = Color.white
    package static let boxBorder = Color(hex: "#cfd4dc")!
    package static let accent = Color(red: 0, green: 122 / 255, blue: 1)
    package static let title = Color(hex: "#1d2433")!
    /// The lab's counterpart's colour: legible on white, and apart from the iOS name.
    package static let counterpart = Color(hex: "#6a3d9a")!
    package static let detail = Color(hex: "#343b48")!
    package static let rail = Color(hex: "#a3abb8")!
    package static let chip = Color(hex: "#dce9ff")!

    /// The smallest text the strip draws, in pixels.
    package static let minimumFontSize = 11.0
    nonisolated static let headerHeight = 26.0, railInset = 9.0, boxInset = 18.0

    /// The boxes' inner spacing: roomy, or tighter when the stages would not fit the
    /// strip's height otherwise (a small window). The text keeps its size either way.
    struct Spacing: Equatable {
        let padding: Double, titleLine: Double, counterpartLine: Double, detailLine: Double, detailGap: Double

        static let regular = Spacing(padding: 6, titleLine: 15, counterpartLine: 13, detailLine: 13, detailGap: 3)
        static let compact = Spacing(padding: 4, titleLine: 14, counterpartLine: 12, detailLine: 12, detailGap: 1)
    }

    private let fonts: (title: Font, counterpart: Font, detail: Font)?
    private let sprites = BoxSprites()
    private let wrapper = StripTextWrapper()

    /// The stages' names and the header, in the run's language.
    let words: StripWords

    package init(words: StripWords = Words().strip) {
        self.words = words
        if let bold = try? Typeface.sansBold.face(), let regular = try? Typeface.sans.face(),
           let mono = try? Typeface.mono.face() {
            fonts = (Font(face: bold, size: 12), Font(face: regular, size: Self.minimumFontSize),
                     Font(face: mono, size: Self.minimumFontSize))
        } else {
            fonts = nil
        }
    }

    /// Draws the strip for `session` showing `shown` into `rect` of `canvas`.
    package func draw(_ session: LabSession, shown: ShownLesson, in canvas: Canvas, rect: Rect) {
        draw(JourneyState(session: session, shown: shown, words: words), in: canvas, rect: rect)
    }

    /// Draws `state` into `rect`: the still strip, then the travelling dot over it.
    package func draw(_ state: JourneyState, in canvas: Canvas, rect: Rect) {
        guard let rail = drawStill(state, in: canvas, rect: rect), let dot = state.dot else { return }
        drawDot(dot, on: rail, canvas: canvas)
    }

    /// The rail's line and the heights of its stops, from the first stage to the last: where
    /// the dot travels.
    package struct Rail: Equatable {
        let x: Double
        let stops: [Double]
        /// Where the dot may be drawn: the strip under its header.
        var within: Rect? = nil
    }

    /// Draws everything of `state` but the travelling dot (the strip as it stays while the
    /// dot moves) and returns the rail the dot travels; nil when there are no fonts (the
    /// strip is then its background alone).
    @discardableResult
    package func drawStill(_ state: JourneyState, in canvas: Canvas, rect: Rect) -> Rail? {
        drawBackground(in: rect, on: canvas)
        guard let boxes = layOut(state, in: rect, canvas: canvas) else { return nil }
        canvas.clip(to: rect)
        drawHeader(in: rect, on: canvas)
        canvas.clip(to: Self.body(of: rect))
        drawRail(boxes, active: state.activeStages, on: canvas)
        for index in boxes.indices { drawBox(index, of: boxes, on: canvas) }
        return Self.rail(of: boxes, in: rect)
    }

    /// The rail along `boxes` (nil with none).
    static func rail(of boxes: [Box], in rect: Rect? = nil) -> Rail? {
        guard let first = boxes.first else { return nil }
        return Rail(x: railX(first.rect), stops: boxes.map(\.rect.midY), within: rect.map(body(of:)))
    }

    /// Under the header's line (the first box's shadow may rise into its last pixels): the
    /// boxes and the rail, cut at its edges.
    static func body(of rect: Rect) -> Rect {
        let top = headerHeight - 4
        return Rect(x: rect.minX, y: rect.minY + top, width: rect.width, height: max(0, rect.height - top))
    }

    /// The rail's line, left of the boxes (given any box's rectangle).
    private static func railX(_ box: Rect) -> Double { box.minX - boxInset + railInset + 0.5 }

    /// Draws the dot `dot` stages down `rail` and returns the pixels it may have touched.
    @discardableResult
    package func drawDot(_ dot: Double, on rail: Rail, canvas: Canvas) -> Rect? {
        guard rail.stops.count > 1 else { return nil }
        let index = min(rail.stops.count - 2, max(0, Int(dot.rounded(.down))))
        let from = rail.stops[index], to = rail.stops[index + 1]
        let center = Point(x: rail.x, y: from + (to - from) * (dot - Double(index)))
        if let within = rail.within, center.y < within.minY + 7.5 || center.y > within.maxY - 7.5 { return nil }
        canvas.fillCircle(center: center, radius: 6.5, color: Self.accent.withAlpha(0.22))
        canvas.fillCircle(center: center, radius: 4, color: Self.accent)
        return Rect(x: center.x - 7.5, y: center.y - 7.5, width: 15, height: 15)
    }

    // MARK: Layout

    /// One stage's box: its place and its lines, wrapped to the box's width.
    struct Box: Equatable {
        let stage: JourneyStage
        var rect: Rect
        let isActive: Bool
        let title: [String]
        let counterpart: [String]
        let details: [String]
        let chips: Bool
        var spacing = Spacing.regular
        /// The strip's body ends above this (a scrolled strip): lines past it are left out,
        /// and a box wholly above the body or below this is not drawn.
        var visible: ClosedRange<Double> = -Double.infinity...Double.infinity

        var height: Double {
            var height = 2 * spacing.padding + Double(title.count) * spacing.titleLine
                + Double(counterpart.count) * spacing.counterpartLine
            if !details.isEmpty { height += spacing.detailGap + Double(details.count) * (spacing.detailLine + (chips ? 2 : 0)) }
            return height
        }
    }

    /// The boxes top to bottom under the header, the space left shared out between them.
    /// Nil when there are no fonts (the strip is then its background alone).
    func layOut(_ state: JourneyState, in rect: Rect, canvas: Canvas) -> [Box]? {
        guard let fonts else { return nil }
        let x = rect.minX + Self.boxInset, width = rect.maxX - 6 - x
        let text = width - 2 * Spacing.regular.padding
        var boxes = JourneyStage.allCases.map { stage in
            let chips = stage == .queue && !state.queueChips.isEmpty
            let details = chips ? state.queueChips.flatMap { wrapper.wrap($0, font: fonts.detail, width: text - 8, canvas: canvas) }
                : state.details(for: stage).flatMap { wrapper.hanging($0, font: fonts.detail, width: text, canvas: canvas) }
            return Box(stage: stage, rect: .zero, isActive: state.activeStages?.contains(stage.rawValue) ?? false,
                       title: wrapper.wrap(words.title(stage), font: fonts.title, width: text, canvas: canvas),
                       counterpart: wrapper.wrap(words.counterpart(stage), font: fonts.counterpart, width: text, canvas: canvas),
                       details: stage == .queue && details.isEmpty ? [words.empty] : details, chips: chips)
        }
        let top = rect.minY + Self.headerHeight
        var needed = boxes.reduce(0) { $0 + $1.height }
        if top + needed + 3 * Double(boxes.count - 1) > rect.maxY - 6 {
            for index in boxes.indices { boxes[index].spacing = .compact }
            needed = boxes.reduce(0) { $0 + $1.height }
        }
        let gap = min(14, max(3, (rect.maxY - 6 - top - needed) / Double(boxes.count - 1)))
        var y = top
        for index in boxes.indices {
            boxes[index].rect = Rect(x: x, y: y.rounded(), width: width, height: boxes[index].height)
            y += boxes[index].height + gap
        }
        let shift = Self.scroll(boxes, to: state.activeStages, top: top, bottom: rect.maxY - 6)
        if shift > 0 {
            let bottom = rect.maxY
            for index in boxes.indices {
                boxes[index].rect.origin.y -= shift
                boxes[index].visible = top...bottom
            }
        }
        return boxes
    }

    /// How far up the boxes move so that the active stages are in view, when the strip is
    /// too short for all of them (a strip under the scene in a small window): the rest is
    /// cut at the strip's edges, the rail running on past them.
    static func scroll(_ boxes: [Box], to active: ClosedRange<Int>?, top: Double, bottom: Double) -> Double {
        guard let last = boxes.last, last.rect.maxY > bottom else { return 0 }
        let overflow = last.rect.maxY - bottom
        guard let active, boxes.indices.contains(active.lowerBound), boxes.indices.contains(active.upperBound) else { return 0 }
        let from = boxes[active.lowerBound].rect.minY, to = boxes[active.upperBound].rect.maxY
        // The furthest stage reached stays whole; the range is centred when it fits.
        let wanted = min(overflow, max(0, to - from <= bottom - top ? (from + to) / 2 - (top + bottom) / 2 : to - bottom))
        // A box starts the view, whole (those cut are at the foot): the first at or past
        // the centred place, at the latest the first active one.
        let first = boxes.indices.first { boxes[$0].rect.minY - top >= wanted } ?? active.lowerBound
        return (boxes[min(first, active.lowerBound)].rect.minY - top).rounded()
    }

    // MARK: Drawing

    /// The strip's colour and its left edge, under everything else.
    func drawBackground(in rect: Rect, on canvas: Canvas) {
        canvas.fill(rect, color: Self.background)
        canvas.fill(Rect(x: rect.minX, y: rect.minY, width: 1, height: rect.height), color: Self.edge)
    }

    /// "journey" and the key to the two names each stage carries: "iOS / here".
    func drawHeader(in rect: Rect, on canvas: Canvas) {
        guard let fonts else { return }
        let baseline = rect.minY + 17
        canvas.drawText(words.heading, at: Point(x: rect.minX + Self.railInset - 1, y: baseline), font: fonts.title,
                        color: Self.title)
        let ios = words.iOSKey, slash = " / ", lab = words.labKey
        let right = rect.maxX - 8
        let iosWidth = canvas.measure(ios, font: fonts.title).width
        let slashWidth = canvas.measure(slash, font: fonts.counterpart).width
        let labWidth = canvas.measure(lab, font: fonts.counterpart).width
        var x = right - iosWidth - slashWidth - labWidth
        canvas.drawText(ios, at: Point(x: x.rounded(), y: baseline), font: fonts.title, color: Self.title)
        x += iosWidth
        canvas.drawText(slash, at: Point(x: x.rounded(), y: baseline), font: fonts.counterpart, color: Self.detail)
        x += slashWidth
        canvas.drawText(lab, at: Point(x: x.rounded(), y: baseline), font: fonts.counterpart, color: Self.counterpart)
    }

    /// The rail down the left and a stop at each stage (the dot travels over them), lit
    /// over the stages `active`.
    func drawRail(_ boxes: [Box], active: ClosedRange<Int>?, on canvas: Canvas) {
        guard let first = boxes.first, let last = boxes.last else { return }
        let x = Self.railX(first.rect)
        canvas.strokeLine(from: Point(x: x, y: first.rect.midY), to: Point(x: x, y: last.rect.midY), width: 2, color: Self.rail)
        if let active, active.count > 1 {
            canvas.strokeLine(from: Point(x: x, y: boxes[active.lowerBound].rect.midY),
                              to: Point(x: x, y: boxes[active.upperBound].rect.midY), width: 3, color: Self.accent)
        }
        for box in boxes {
            canvas.fillCircle(center: Point(x: x, y: box.rect.midY), radius: box.isActive ? 4 : 3,
                              color: box.isActive ? Self.accent : Self.rail)
        }
    }

    /// The box's shadow (when active), fill and border.
    static func paintBackground(_ rect: Rect, isActive: Bool, on canvas: Canvas) {
        if isActive {
            canvas.fillSoftShadow(of: rect, radius: 7, offset: Point(x: 0, y: 1), blur: 4, color: Self.accent.withAlpha(0.25))
        }
        canvas.fill(rect, radius: 7, color: Self.box)
        let border = Rect(x: rect.minX + 0.5, y: rect.minY + 0.5, width: rect.width - 1, height: rect.height - 1)
        canvas.stroke(border, radius: 6.5, width: isActive ? 1.5 : 1, color: isActive ? Self.accent : Self.boxBorder)
    }

    /// The box `index` of `boxes`: its background, then its lines.
    func drawBox(_ index: Int, of boxes: [Box], on canvas: Canvas) {
        guard let fonts else { return }
        let box = boxes[index], previous = index > 0 ? boxes[index - 1].rect : nil
        let rect = box.rect
        guard rect.maxY > box.visible.lowerBound, rect.minY < box.visible.upperBound else { return }
        // A line is drawn only when its glyphs end above the cut, descenders included (the
        // compact spacing's lines are tighter than the text they hold).
        let fits = { (y: Double, height: Double) in y + height <= box.visible.upperBound }
        let titleExtent = 15.0, lineExtent = 13.0
        let paint = { (rect: Rect, isActive: Bool, canvas: Canvas) in Self.paintBackground(rect, isActive: isActive, on: canvas) }
        if !sprites.copy(rect, isActive: box.isActive, after: previous, background: Self.background, on: canvas, paint: paint) {
            paint(rect, box.isActive, canvas)
        }
        let spacing = box.spacing
        let x = rect.minX + Spacing.regular.padding
        var y = rect.minY + spacing.padding
        for line in box.title where fits(y, max(spacing.titleLine, titleExtent)) {
            canvas.drawText(line, at: Point(x: x, y: y + 12), font: fonts.title, color: box.isActive ? Self.accent : Self.title)
            y += spacing.titleLine
        }
        for line in box.counterpart where fits(y, max(spacing.counterpartLine, lineExtent)) {
            canvas.drawText(line, at: Point(x: x, y: y + 10), font: fonts.counterpart, color: Self.counterpart)
            y += spacing.counterpartLine
        }
        y += spacing.detailGap
        for line in box.details where fits(y, max(spacing.detailLine, lineExtent)) {
            if box.chips {
                canvas.fill(Rect(x: x - 2, y: y, width: rect.maxX - Spacing.regular.padding + 2 - x, height: spacing.detailLine + 1),
                            radius: 3, color: Self.chip)
                canvas.drawText(line, at: Point(x: x + 2, y: y + 10), font: fonts.detail, color: Self.title)
                y += spacing.detailLine + 2
            } else {
                canvas.drawText(line, at: Point(x: x, y: y + 10), font: fonts.detail, color: Self.detail)
                y += spacing.detailLine
            }
        }
    }
}

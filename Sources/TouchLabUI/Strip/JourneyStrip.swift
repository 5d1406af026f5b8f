import TouchKit
import TouchKitCairo
import TouchLabEngine

/// The strip along the window's bottom edge: where the current event is on its way, as a
/// row of connected stages from the device to the responders, the stage of the lesson's
/// current step highlighted and a dot travelling the connectors while playback runs.
@MainActor
package final class JourneyStrip {
    package static let background = Color(hex: "#eceff4")!
    package static let edge = Color(hex: "#d5d9e0")!
    package static let box = Color.white
    package static let boxBorder = Color(hex: "#d9dde4")!
    package static let accent = Color(red: 0, green: 122 / 255, blue: 1)
    package static let title = Color(hex: "#1d2433")!
    package static let detail = Color(hex: "#5d6676")!
    package static let idle = Color(hex: "#98a1ae")!
    package static let chip = Color(hex: "#dce9ff")!

    private let fonts: (title: Font, detail: Font, mono: Font)?
    private var fitted: [String: String] = [:]

    package init() {
        if let sans = try? Typeface.sansBold.face(), let regular = try? Typeface.sans.face(),
           let mono = try? Typeface.mono.face() {
            fonts = (Font(face: sans, size: 10), Font(face: regular, size: 9), Font(face: mono, size: 9))
        } else {
            fonts = nil
        }
    }

    /// Draws the strip for `session` into `rect` of `canvas`.
    package func draw(_ session: LabSession, in canvas: Canvas, rect: Rect) {
        canvas.fill(rect, color: Self.background)
        canvas.fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1), color: Self.edge)
        let boxes = Self.boxes(in: rect)
        let state = JourneyState(session: session)
        drawConnectors(boxes, on: canvas)
        if let dot = state.dot { drawDot(dot, boxes: boxes, on: canvas) }
        for stage in JourneyStage.allCases {
            let active = state.activeStages?.contains(stage.rawValue) ?? false
            drawBox(stage, in: boxes[stage.rawValue], active: active, details: state.details(for: stage), on: canvas)
            if stage == .queue { drawChips(state.queueChips, in: boxes[stage.rawValue], on: canvas) }
        }
    }

    /// The stage boxes, left to right, evenly spread across `rect`.
    package static func boxes(in rect: Rect) -> [Rect] {
        let count = Double(JourneyStage.allCases.count)
        let margin = 12.0, gap = 20.0
        let width = ((rect.width - 2 * margin - (count - 1) * gap) / count).rounded(.down)
        let height = rect.height - 24
        return JourneyStage.allCases.map { stage in
            Rect(x: (rect.minX + margin + Double(stage.rawValue) * (width + gap)).rounded(),
                 y: rect.minY + 12, width: width, height: height)
        }
    }

    // MARK: Drawing

    private func drawConnectors(_ boxes: [Rect], on canvas: Canvas) {
        for (left, right) in zip(boxes, boxes.dropFirst()) {
            let y = left.midY.rounded() + 0.5
            canvas.strokeLine(from: Point(x: left.maxX, y: y), to: Point(x: right.minX - 3, y: y), width: 1.5, color: Self.idle)
            canvas.beginPath()
            canvas.move(to: Point(x: right.minX - 1, y: y))
            canvas.line(to: Point(x: right.minX - 6, y: y - 3.5))
            canvas.line(to: Point(x: right.minX - 6, y: y + 3.5))
            canvas.closePath()
            canvas.setColor(Self.idle)
            canvas.fill()
        }
    }

    /// The dot at `position` stages along the row, drawn in the connectors only: the part
    /// of the way inside a box is skipped, so it travels the pipes between stages.
    private func drawDot(_ position: Double, boxes: [Rect], on canvas: Canvas) {
        let index = min(boxes.count - 2, max(0, Int(position.rounded(.down))))
        let fraction = position - Double(index)
        let start = boxes[index].maxX, end = boxes[index + 1].minX
        let center = Point(x: start + (end - start) * fraction, y: boxes[index].midY.rounded() + 0.5)
        canvas.fillCircle(center: center, radius: 6.5, color: Self.accent.withAlpha(0.22))
        canvas.fillCircle(center: center, radius: 4, color: Self.accent)
    }

    private func drawBox(_ stage: JourneyStage, in box: Rect, active: Bool, details: [String], on canvas: Canvas) {
        if active {
            canvas.fillSoftShadow(of: box, radius: 8, offset: Point(x: 0, y: 1), blur: 4, color: Self.accent.withAlpha(0.25))
        }
        canvas.fill(box, radius: 8, color: Self.box)
        let border = Rect(x: box.minX + 0.5, y: box.minY + 0.5, width: box.width - 1, height: box.height - 1)
        canvas.stroke(border, radius: 7.5, width: active ? 1.5 : 1, color: active ? Self.accent : Self.boxBorder)
        guard let fonts else { return }
        var baseline = box.minY + 16
        for line in stage.title {
            drawLine(line, font: fonts.title, color: active ? Self.accent : Self.title, box: box, baseline: baseline, on: canvas)
            baseline += 13
        }
        baseline += 1
        for detail in details where baseline < box.maxY - 3 {
            drawLine(detail, font: fonts.mono, color: active ? Self.title : Self.detail, box: box, baseline: baseline, on: canvas)
            baseline += 12
        }
    }

    private func drawChips(_ chips: [String], in box: Rect, on canvas: Canvas) {
        guard let fonts else { return }
        var y = box.minY + 24
        if chips.isEmpty {
            drawLine("empty", font: fonts.detail, color: Self.idle, box: box, baseline: y + 9, on: canvas)
            return
        }
        for chip in chips.prefix(3) {
            let chipRect = Rect(x: box.minX + 8, y: y, width: box.width - 16, height: 12)
            canvas.fill(chipRect, radius: 3, color: Self.chip)
            drawLine(chip, font: fonts.mono, color: Self.title, box: box, baseline: y + 9.5, on: canvas)
            y += 14
        }
    }

    /// One line centred horizontally in `box`, shortened with "…" to fit.
    private func drawLine(_ text: String, font: Font, color: Color, box: Rect, baseline: Double, on canvas: Canvas) {
        let line = fit(text, font: font, width: box.width - 12, on: canvas)
        let width = canvas.measure(line, font: font).width
        canvas.drawText(line, at: Point(x: (box.midX - width / 2).rounded(), y: baseline.rounded()), font: font, color: color)
    }

    private func fit(_ text: String, font: Font, width: Double, on canvas: Canvas) -> String {
        let key = "\(font.size)|\(width)|\(text)"
        if let line = fitted[key] { return line }
        let line = Ellipsizer.fit(text, maxWidth: width) { canvas.measure($0, font: font).width }
        if fitted.count > 1024 { fitted.removeAll() }
        fitted[key] = line
        return line
    }
}

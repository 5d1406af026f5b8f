import TouchKit
import TouchKitCairo

/// The legend (L): a card over the dimmed window saying what the lab's colours and marks
/// mean — the overlays over the scene (the help card's colour column, drawn the same way),
/// the delivery timeline's marks, runs, spans and current step, and the journey strip's
/// two names per stage. Esc or L closes it, as H or Esc closes the help card.
@MainActor
package final class LegendCard {
    /// A sample of how something is drawn, beside the row that explains it.
    enum Sample {
        case mark(Color), run(Color), span(Color), current, counterpart, activeStage
    }

    static let timelineRows: [(sample: Sample, text: String)] = [
        (.mark(LabStyle.chain), "a mark: began, touchesBegan, recognized, touchUpInside"),
        (.run(LabStyle.finger(1)), "a run of the same mark, drawn once: moved \u{00D7}12"),
        (.span(LabStyle.gesture), "a wait: for another recognizer to fail, a held delivery"),
        (.current, "the step shown: its marks ringed, a blue line at its time"),
    ]
    static let journeyRows: [(sample: Sample, text: String)] = [
        (.counterpart, "each stage: its iOS name, then in violet what does it here (X11)"),
        (.activeStage, "the stages of the step shown; a dot travels the rail while it plays"),
    ]

    static let width = 560.0
    static let rowHeight = 25.0
    static let sectionHeight = 32.0

    private let fonts: (title: Font, body: Font, header: Font)?

    /// The card's words, in the run's language.
    let words: HelpWords

    package init(words: HelpWords = Words().help) {
        self.words = words
        if let bold = try? Typeface.sansBold.face(), let regular = try? Typeface.sans.face() {
            fonts = (Font(face: bold, size: 17), Font(face: regular, size: 12.5), Font(face: bold, size: 11))
        } else {
            fonts = nil
        }
    }

    /// The card's place: centred in a window of `size`, as tall as its rows.
    package static func cardRect(in size: Size) -> Rect {
        let rows = Double(HelpLegend.entries.count + timelineRows.count + journeyRows.count)
        let height = 60 + 3 * sectionHeight + rows * rowHeight + 44
        return Rect(x: ((size.width - width) / 2).rounded(), y: ((size.height - height) / 2).rounded(),
                    width: width, height: height)
    }

    /// Draws the backdrop over `size` (the whole window) and the card centred on it.
    package func draw(in canvas: Canvas, size: Size) {
        canvas.fill(Rect(origin: .zero, size: size), color: Color(hex: "#10151f")!.withAlpha(0.5))
        let card = Self.cardRect(in: size)
        canvas.fillSoftShadow(of: card, radius: 16, offset: Point(x: 0, y: 8), blur: 24, color: Color.black.withAlpha(0.35))
        canvas.fill(card, radius: 16, color: .white)
        guard let fonts else { return }
        let left = card.minX + 28, inner = Self.width - 56
        canvas.drawText(words.legend, at: Point(x: left, y: card.minY + 40), font: fonts.title, color: HelpCard.ink)
        let titleWidth = canvas.measure(words.legend, font: fonts.title).width
        canvas.drawText(words.legendSubtitle, at: Point(x: (left + titleWidth + 10).rounded(), y: card.minY + 40),
                        font: fonts.body, color: HelpCard.secondary)
        var y = card.minY + 60
        y = header(words.overTheScene, left: left, width: inner, y: y, font: fonts.header, on: canvas)
        HelpLegend.draw(left: left, top: y, font: fonts.body, color: HelpCard.ink, words: words, on: canvas)
        y += Double(HelpLegend.entries.count) * Self.rowHeight
        y = header(words.timeline, left: left, width: inner, y: y, font: fonts.header, on: canvas)
        y = rows(Self.timelineRows, left: left, top: y, font: fonts.body, on: canvas)
        y = header(words.journey, left: left, width: inner, y: y, font: fonts.header, on: canvas)
        _ = rows(Self.journeyRows, left: left, top: y, font: fonts.body, on: canvas)
        let footer = words.closeLegend
        let footerWidth = canvas.measure(footer, font: fonts.body).width
        canvas.drawText(footer, at: Point(x: (card.midX - footerWidth / 2).rounded(), y: card.maxY - 20),
                        font: fonts.body, color: HelpCard.tertiary)
    }

    /// A section's title and rule; returns where its rows start.
    private func header(_ title: String, left: Double, width: Double, y: Double, font: Font, on canvas: Canvas) -> Double {
        let text = title.uppercased()
        canvas.drawText(text, at: Point(x: left, y: y + 20), font: font, color: HelpCard.tertiary)
        let textWidth = canvas.measure(text, font: font).width
        canvas.fill(Rect(x: (left + textWidth + 10).rounded(), y: y + 16, width: width - textWidth - 10, height: 1),
                    color: HelpCard.capBorder.withAlpha(0.6))
        return y + Self.sectionHeight
    }

    private func rows(_ rows: [(sample: Sample, text: String)], left: Double, top: Double, font: Font,
                      on canvas: Canvas) -> Double {
        var y = top
        for row in rows {
            drawSample(row.sample, in: Rect(x: left, y: y + 3, width: 34, height: 16), font: font, on: canvas)
            canvas.drawText(words.text(row.text), at: Point(x: left + 44, y: (y + 15).rounded()), font: font, color: HelpCard.ink)
            y += Self.rowHeight
        }
        return y
    }

    private func drawSample(_ sample: Sample, in rect: Rect, font: Font, on canvas: Canvas) {
        let middle = rect.midY
        switch sample {
        case .mark(let color):
            canvas.fillCircle(center: Point(x: rect.midX, y: middle), radius: 3.5, color: color)
        case .run(let color):
            canvas.strokeLine(from: Point(x: rect.minX + 4, y: middle), to: Point(x: rect.maxX - 4, y: middle), width: 3,
                              color: color.withAlpha(0.5))
            for x in [rect.minX + 4, rect.maxX - 4] { canvas.fillCircle(center: Point(x: x, y: middle), radius: 3.5, color: color) }
        case .span(let color):
            let bar = Rect(x: rect.minX, y: middle - 5, width: rect.width, height: 10)
            canvas.fill(bar, radius: 3, color: color.withAlpha(0.16))
            canvas.stroke(bar, radius: 3, width: 1, color: color.withAlpha(0.55))
        case .current:
            canvas.fillCircle(center: Point(x: rect.midX, y: middle), radius: 3.5, color: LabStyle.chain)
            canvas.strokeCircle(center: Point(x: rect.midX, y: middle), radius: 6, width: 1.5, color: TimelineView.now)
            canvas.strokeLine(from: Point(x: rect.maxX - 3, y: rect.minY - 2), to: Point(x: rect.maxX - 3, y: rect.maxY + 2),
                              width: 1.5, color: TimelineView.now.withAlpha(0.7))
        case .counterpart:
            canvas.fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 7), radius: 2, color: JourneyStrip.title)
            canvas.fill(Rect(x: rect.minX, y: rect.minY + 9, width: rect.width - 6, height: 7), radius: 2,
                        color: JourneyStrip.counterpart)
        case .activeStage:
            canvas.fill(rect, radius: 5, color: .white)
            canvas.stroke(rect.outset(by: EdgeInsets(all: -0.75)), radius: 5, width: 1.5, color: JourneyStrip.accent)
        }
    }
}

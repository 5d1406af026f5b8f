import TouchKit
import TouchKitCairo

/// What the overlays' colours mean, as the help card's legend column shows it: one row per
/// colour, its swatch drawn as the overlay draws that colour (an outline, a dashed outline,
/// a tag, a numbered disc or square, a finger's ring, a ghost, an enlarged touch area).
@MainActor
package enum HelpLegend {
    /// How a colour appears over the scene.
    enum Swatch {
        case outline(Color), dashed(Color), tag(Color), disc(Color), tile(Color), fingers([Color])
        /// An invisible view as `SceneHintOverlay` draws it: faint fill, dashed ink.
        case ghost
        /// A touch area grown past the bounds, as `SceneHintOverlay` draws it: the view, and
        /// around it its area dashed in amber.
        case touchArea
    }

    static let entries: [(swatch: Swatch, text: String)] = [
        (.outline(LabStyle.visited), "searched: point(inside:) said yes"),
        (.outline(LabStyle.rejected), "refused: outside, hidden, alpha, disabled"),
        (.dashed(LabStyle.unvisited), "never visited by the search"),
        (.tag(LabStyle.returned), "the hit view; what a view returned"),
        (.tile(LabStyle.chain), "chain hop (★ handled, + called super)"),
        (.tag(LabStyle.gesture), "a recognizer's state"),
        (.fingers(Array(LabStyle.fingers.prefix(4))), "fingers 1–4 (of 10 colours in turn)"),
        (.ghost, "ghost: a hidden or alpha < 0.01 view"),
        (.touchArea, "touch area: hitOutset, minimumHitSize"),
    ]

    static let width = 330.0
    static let rowHeight = 25.0

    /// Draws the rows from `top` at `left`, text in `font`.
    static func draw(left: Double, top: Double, font: Font, color: Color, words: HelpWords = Words().help,
                     on canvas: Canvas) {
        var y = top
        for entry in entries {
            drawSwatch(entry.swatch, in: Rect(x: left, y: y + 3, width: 34, height: 16), on: canvas)
            canvas.drawText(words.text(entry.text), at: Point(x: left + 44, y: (y + 15).rounded()), font: font, color: color)
            y += rowHeight
        }
    }

    private static func drawSwatch(_ swatch: Swatch, in rect: Rect, on canvas: Canvas) {
        switch swatch {
        case .outline(let color):
            canvas.stroke(rect.outset(by: EdgeInsets(all: -1)), width: 2, color: color)
        case .dashed(let color):
            canvas.save()
            canvas.setDash([4, 4])
            canvas.stroke(rect.outset(by: EdgeInsets(all: -0.5)), width: 1, color: color)
            canvas.restore()
        case .tag(let color):
            canvas.fill(rect, radius: rect.height / 2, color: color)
        case .disc(let color):
            canvas.fillCircle(center: rect.center, radius: 8, color: color)
        case .tile(let color):
            canvas.fill(Rect(x: rect.midX - 8, y: rect.midY - 8, width: 16, height: 16), radius: 4, color: color)
        case .fingers(let colors):
            for (index, color) in colors.enumerated() {
                canvas.strokeCircle(center: Point(x: rect.minX + 4 + Double(index) * 9, y: rect.midY), radius: 4,
                                    width: 2, color: color)
            }
        case .ghost:
            canvas.fill(rect, color: ghostColor.withAlpha(SceneHintOverlay.ghostFillAlpha))
            dashed(rect, color: SceneHintOverlay.ghostStroke, on: canvas)
        case .touchArea:
            canvas.fill(rect.outset(by: EdgeInsets(top: -4, left: -11, bottom: -4, right: -11)), color: areaViewColor)
            dashed(rect, color: SceneHintOverlay.areaStroke, on: canvas)
        }
    }

    /// A sample view's colour for the ghost (a ghost is drawn faintly in its own colour) and
    /// for the small view inside the enlarged area, as in the built-in scenes.
    static let ghostColor = Color(hex: "#ffb4a8")!
    static let areaViewColor = Color(hex: "#c8ccd4")!

    private static func dashed(_ rect: Rect, color: Color, on canvas: Canvas) {
        canvas.withSavedState {
            canvas.setDash(SceneHintOverlay.dash)
            canvas.stroke(rect.outset(by: EdgeInsets(all: -0.75)), width: SceneHintOverlay.lineWidth, color: color)
        }
    }
}

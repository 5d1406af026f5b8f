import TouchKit
import TouchKitCairo

/// The lab's palette and fonts, shared by every overlay so they read as one design.
@MainActor
package struct LabStyle {
    package static let visited = Color(hex: "#2f6fed")!
    package static let rejected = Color(hex: "#e5484d")!
    package static let returned = Color(hex: "#30a46c")!
    package static let unvisited = Color(hex: "#8b8d98")!
    package static let chain = Color(hex: "#f76b15")!
    package static let gesture = Color(hex: "#8e4ec6")!
    /// Where a view's own code (a custom `hitTest` or `point(inside:)`) decided.
    package static let override = Color(hex: "#ad5700")!
    package static let ink = Color(hex: "#1c2024")!
    package static let paper = Color(hex: "#fcfcfd")!
    package static let canvas = Color(hex: "#eef0f3")!

    /// One colour per finger, cycling after ten; none is the red of a rejection, the green
    /// of a returned answer, the orange of the chain or the purple of a recognizer.
    package static let fingers: [Color] = [
        "#0090ff", "#d6409f", "#12a594", "#9e6c00", "#3e63dd",
        "#a18072", "#e93d82", "#00a2c7", "#6c7a00", "#6c5e55",
    ].map { Color(hex: $0)! }

    package static func finger(_ id: Int) -> Color { fingers[(max(1, id) - 1) % fingers.count] }

    package let small: Font
    package let body: Font
    package let bold: Font
    package let mono: Font
    package let monoSmall: Font

    /// Loads the fonts.
    /// - Throws: `CairoError.font` when fonts-dejavu-core is missing.
    /// What the overlays say, in the run's language.
    package let words: Words

    package init(words: Words = Words()) throws {
        self.words = words
        small = try Font(.sans, size: 10)
        body = try Font(.sans, size: 12)
        bold = try Font(.sansBold, size: 12)
        mono = try Font(.mono, size: 11)
        monoSmall = try Font(.mono, size: 10)
    }
}

extension Canvas {
    /// A rounded tag with `text` centred on `fill`; `origin` is its top-left corner.
    /// Returns the tag's rectangle.
    @discardableResult
    func drawPill(_ text: String, at origin: Point, font: Font, fill background: Color, textColor: Color = .white,
                  padding: Double = 5) -> Rect {
        let metrics = measure(text, font: font)
        let rect = Rect(x: origin.x.rounded(), y: origin.y.rounded(),
                        width: (metrics.width + padding * 2).rounded(.up), height: (metrics.height + 4).rounded(.up))
        fill(rect, radius: rect.height / 2, color: background)
        drawText(text, centeredIn: rect, font: font, color: textColor, metrics: metrics)
        return rect
    }

    /// A numbered disc, as the hit-test steps are numbered.
    func drawBadge(_ text: String, center: Point, radius: Double, font: Font, fill: Color) {
        fillCircle(center: center, radius: radius + 1.5, color: .white)
        fillCircle(center: center, radius: radius, color: fill)
        drawText(text, centeredIn: Rect(x: center.x - radius, y: center.y - radius, width: radius * 2,
                                        height: radius * 2), font: font, color: .white)
    }

    /// A line from `start` to `end` with an arrowhead at `end`, bowed to one side by `bend`.
    func drawArrow(from start: Point, to end: Point, color: Color, width: Double = 2, bend: Double = 0) {
        drawArrow(from: start, to: end, color: color, width: width, control: Connector.control(from: start, to: end, bend: bend))
    }

    /// An arrow along the curve from `start` to `end` pulled towards `control`.
    func drawArrow(from start: Point, to end: Point, color: Color, width: Double = 2, control: Point) {
        setColor(color)
        setLineWidth(width)
        setRoundLineEnds(true)
        beginPath()
        move(to: start)
        curve(to: end, control1: control, control2: control)
        stroke()
        drawArrowHead(at: end, from: control, width: width)
    }

    /// An arrow along the polyline `points` (a detour), its head on the last point.
    func drawArrow(along points: [Point], color: Color, width: Double = 2) {
        guard let first = points.first, let end = points.last, points.count > 1 else { return }
        setColor(color)
        setLineWidth(width)
        setRoundLineEnds(true)
        beginPath()
        move(to: first)
        for point in points.dropFirst() { line(to: point) }
        stroke()
        // The head points along the last few points, not the last short piece alone.
        let back = points.dropLast().last(where: { $0.distance(to: end) >= 6 }) ?? points[points.count - 2]
        drawArrowHead(at: end, from: back, width: width)
    }

    private func drawArrowHead(at end: Point, from control: Point, width: Double) {
        let tx = end.x - control.x, ty = end.y - control.y
        let tangentLength = max(1, (tx * tx + ty * ty).squareRoot())
        let ux = tx / tangentLength, uy = ty / tangentLength
        let size = 5 + width * 2
        beginPath()
        move(to: end)
        line(to: Point(x: end.x - ux * size - uy * size * 0.55, y: end.y - uy * size + ux * size * 0.55))
        line(to: Point(x: end.x - ux * size + uy * size * 0.55, y: end.y - uy * size - ux * size * 0.55))
        closePath()
        fill()
    }
}

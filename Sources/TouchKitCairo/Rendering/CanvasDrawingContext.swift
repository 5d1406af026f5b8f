import TouchKit

/// The `DrawingContext` a view's `draw(in:)` receives: a canvas already in the view's
/// coordinates.
@MainActor
struct CanvasDrawingContext: DrawingContext {
    let canvas: Canvas

    func fill(_ rect: Rect, radius: Double, color: Color) {
        canvas.fill(rect, radius: radius, color: color)
    }

    func fillCircle(center: Point, radius: Double, color: Color) {
        canvas.fillCircle(center: center, radius: radius, color: color)
    }

    func strokeLine(through points: [Point], width: Double, color: Color) {
        guard let first = points.first else { return }
        canvas.save()
        canvas.beginPath()
        canvas.move(to: first)
        for point in points.dropFirst() { canvas.line(to: point) }
        canvas.setColor(color)
        canvas.setLineWidth(width)
        canvas.setRoundLineEnds(true)
        canvas.stroke()
        canvas.restore()
    }
}

import CCairo
import TouchKit

/// Shapes built from the path primitives, and one-call fills and strokes of them.
extension Canvas {
    /// Adds `rect` as a closed subpath.
    public func addRect(_ rect: Rect) {
        cairo_rectangle(handle, rect.minX, rect.minY, rect.width, rect.height)
    }

    /// Adds the polygon through `points` (at least three) as a closed subpath.
    public func addPolygon(_ points: [Point]) {
        guard let first = points.first, points.count >= 3 else { return }
        cairo_new_sub_path(handle)
        move(to: first)
        for point in points.dropFirst() { line(to: point) }
        cairo_close_path(handle)
    }

    /// Adds `rect` with circular corners of `radius`, clamped to half the shorter side;
    /// a plain rectangle when the radius is 0.
    public func addRoundedRect(_ rect: Rect, radius: Double) {
        let r = min(max(0, radius), rect.width / 2, rect.height / 2)
        guard r > 0 else { return addRect(rect) }
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        cairo_new_sub_path(handle)
        cairo_arc(handle, x1 - r, y0 + r, r, -.pi / 2, 0)
        cairo_arc(handle, x1 - r, y1 - r, r, 0, .pi / 2)
        cairo_arc(handle, x0 + r, y1 - r, r, .pi / 2, .pi)
        cairo_arc(handle, x0 + r, y0 + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(handle)
    }

    /// Adds a full circle as a closed subpath.
    public func addCircle(center: Point, radius: Double) {
        cairo_new_sub_path(handle)
        cairo_arc(handle, center.x, center.y, radius, 0, 2 * .pi)
        cairo_close_path(handle)
    }

    /// Fills `rect` (rounded by `radius`) with `color`.
    public func fill(_ rect: Rect, radius: Double = 0, color: Color) {
        beginPath()
        addRoundedRect(rect, radius: radius)
        setColor(color)
        fill()
    }

    /// Strokes the outline of `rect` (rounded by `radius`), centred on its edge.
    public func stroke(_ rect: Rect, radius: Double = 0, width: Double, color: Color) {
        beginPath()
        addRoundedRect(rect, radius: radius)
        setLineWidth(width)
        setColor(color)
        stroke()
    }

    /// Fills a circle with `color`.
    public func fillCircle(center: Point, radius: Double, color: Color) {
        beginPath()
        addCircle(center: center, radius: radius)
        setColor(color)
        fill()
    }

    /// Strokes a circle's outline, centred on the circle.
    public func strokeCircle(center: Point, radius: Double, width: Double, color: Color) {
        beginPath()
        addCircle(center: center, radius: radius)
        setLineWidth(width)
        setColor(color)
        stroke()
    }

    /// Strokes a straight line from `start` to `end`.
    public func strokeLine(from start: Point, to end: Point, width: Double, color: Color) {
        beginPath()
        move(to: start)
        line(to: end)
        setLineWidth(width)
        setColor(color)
        stroke()
    }

    /// Intersects the clip with `rect` (rounded by `radius`). Undo with `restore`.
    public func clip(to rect: Rect, radius: Double = 0) {
        beginPath()
        addRoundedRect(rect, radius: radius)
        clip()
    }
}

/// Applying a transform to points and rectangles, as Core Graphics' `applying(_:)` does.
extension Point {
    /// This point mapped by `transform`.
    public func applying(_ transform: AffineTransform) -> Point {
        Point(x: transform.a * x + transform.c * y + transform.tx,
              y: transform.b * x + transform.d * y + transform.ty)
    }
}

extension Rect {
    /// The four corners in order: top-left, top-right, bottom-right, bottom-left.
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// The smallest axis-aligned rectangle holding this rectangle's image under
    /// `transform` (UIKit's answer too; a rotated rectangle's bounding box).
    public func applying(_ transform: AffineTransform) -> Rect {
        Rect(boundingBoxOf: corners.map { $0.applying(transform) })
    }

    /// The smallest rectangle holding every point (at least one); a non-finite point makes
    /// a NaN rectangle, which contains nothing.
    init(boundingBoxOf points: [Point]) {
        guard points.allSatisfy(\.isFinite) else {
            self.init(x: .nan, y: .nan, width: .nan, height: .nan)
            return
        }
        var x0 = points[0].x, y0 = points[0].y, x1 = x0, y1 = y0
        for point in points.dropFirst() {
            x0 = Swift.min(x0, point.x)
            y0 = Swift.min(y0, point.y)
            x1 = Swift.max(x1, point.x)
            y1 = Swift.max(y1, point.y)
        }
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

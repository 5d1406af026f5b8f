import TouchKit

/// Measures for tests of drawn lines, kept apart from the overlay's own clipping so that
/// a test measuring a routed line does not share the code that routed it.
public enum LineMeasure {
    /// How far the polyline `points` runs inside the open rectangle `rect`, sampled every
    /// half point.
    public static func lengthInside(_ points: [Point], _ rect: Rect) -> Double {
        var inside = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            let length = a.distance(to: b), pieces = max(1, Int(length * 2))
            for piece in 0..<pieces {
                let t = (Double(piece) + 0.5) / Double(pieces)
                let point = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if point.x > rect.minX, point.x < rect.maxX, point.y > rect.minY, point.y < rect.maxY {
                    inside += length / Double(pieces)
                }
            }
        }
        return inside
    }
}

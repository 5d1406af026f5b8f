import TouchKit

/// An arrow drawn part way along its route while the step that makes it plays: it grows
/// along the line it will end on, so its head never points anywhere the finished arrow
/// does not go (a straight piece towards the end, cutting across the views the route goes
/// round, would point at one of them).
extension Connector {
    /// How many straight pieces a curve is drawn in while it grows: fine enough to read as
    /// the curve.
    static let growingPieces = 64

    /// The first `fraction` (0...1) of the line, by length, as the points to draw: the
    /// curve's own shape, or the detour's.
    func leading(_ fraction: Double, from start: Point, to end: Point) -> [Point] {
        let whole: [Point] = if let control {
            (0...Self.growingPieces).map { index in
                let t = Double(index) / Double(Self.growingPieces), u = 1 - t
                let a = u * u * u, b = 3 * u * u * t + 3 * u * t * t, c = t * t * t
                return Point(x: a * start.x + b * control.x + c * end.x, y: a * start.y + b * control.y + c * end.y)
            }
        } else {
            points
        }
        return Self.leading(max(0, min(1, fraction)), of: whole)
    }

    /// The first `fraction` of the polyline `points` by length.
    static func leading(_ fraction: Double, of points: [Point]) -> [Point] {
        guard points.count > 1, fraction < 1 else { return points }
        let lengths = zip(points, points.dropFirst()).map { $0.distance(to: $1) }
        var left = lengths.reduce(0, +) * fraction
        var result = [points[0]]
        for (index, length) in lengths.enumerated() {
            let next = points[index + 1]
            if left >= length {
                result.append(next)
                left -= length
                continue
            }
            let from = points[index], t = length > 0 ? left / length : 0
            result.append(Point(x: from.x + (next.x - from.x) * t, y: from.y + (next.y - from.y) * t))
            break
        }
        return result
    }
}

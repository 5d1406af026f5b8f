import TouchKit

/// Explaining a refusal in a transformed or scrolled view's own coordinates: on screen the
/// touch can look inside a turned card's box, so the answer says where it lies in the card's
/// own axes and which edge it is past.
extension WhyNot {
    /// The "outside" clause for `view`, which refused the touch at `point` (its coordinates).
    static func outsideClause(_ view: View, point: Point, name: String) -> String {
        guard point.isFinite else {
            return "its transform is singular (scaled to nothing), so no point lies inside it"
        }
        let words = axesWords(of: view)
        guard !words.isEmpty else {
            return "the touch (\(coordinates(point)) in \(name)'s coordinates) is outside its bounds"
        }
        let edges = edgesPassed(by: point, bounds: view.bounds)
        let place = edges.isEmpty ? "outside its bounds" : "past its " + edges.joined(separator: " and ")
            + (edges.count == 1 ? " edge" : " edges")
        return "in its own \(words.joined(separator: ", ")) axes the touch is at (\(coordinates(point))), \(place)"
    }

    /// How the view's coordinates differ from its superview's besides an offset: "rotated",
    /// "mirrored", "scaled", "translated", "scrolled"; empty for a plain view.
    static func axesWords(of view: View) -> [String] {
        var words: [String] = []
        let transform = view.transform
        if transform.b != 0 || transform.c != 0 { words.append("rotated") }
        if transform.determinant < 0 { words.append("mirrored") }
        if abs(abs(transform.a) - 1) > 1e-9 || abs(abs(transform.d) - 1) > 1e-9,
           transform.b == 0, transform.c == 0 { words.append("scaled") }
        if words.isEmpty, transform.tx != 0 || transform.ty != 0 { words.append("translated") }
        if view.bounds.origin != .zero { words.append("scrolled") }
        return words
    }

    /// Which of the bounds' edges `point` lies beyond: "top" or "bottom", "left" or "right".
    static func edgesPassed(by point: Point, bounds: Rect) -> [String] {
        var edges: [String] = []
        if point.y < bounds.minY { edges.append("top") } else if point.y >= bounds.maxY { edges.append("bottom") }
        if point.x < bounds.minX { edges.append("left") } else if point.x >= bounds.maxX { edges.append("right") }
        return edges
    }

    /// Whether the touch at `location` (window coordinates) lies on `view` as drawn, through
    /// every transform above it.
    static func isDrawn(_ view: View, at location: Point) -> Bool {
        view.bounds.contains(view.convert(location, from: nil))
    }
}

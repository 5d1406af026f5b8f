import TouchKit

/// Explaining a refusal in a transformed or scrolled view's own coordinates: on screen the
/// touch can look inside a turned card's box, so the answer says where it lies in the card's
/// own axes and which edge it is past.
extension WhyNot {
    /// The "outside" clause for `view`, which refused the touch at `point` (its coordinates).
    static func outsideClause(_ view: View, point: Point, name: String, words: WhyNotWords) -> String {
        guard point.isFinite else { return words.singular }
        let axes = axes(of: view)
        guard !axes.isEmpty else { return words.outsideBounds(coordinates(point), name: name) }
        return words.outsideAxes(axes.map(words.axis), at: coordinates(point),
                                 edges: edgesPassed(by: point, bounds: view.bounds).map(words.edge))
    }

    /// How the view's coordinates differ from its superview's besides an offset; empty for
    /// a plain view.
    static func axes(of view: View) -> [WhyNotWords.Axis] {
        var axes: [WhyNotWords.Axis] = []
        let transform = view.transform
        if transform.b != 0 || transform.c != 0 { axes.append(.rotated) }
        if transform.determinant < 0 { axes.append(.mirrored) }
        if abs(abs(transform.a) - 1) > 1e-9 || abs(abs(transform.d) - 1) > 1e-9,
           transform.b == 0, transform.c == 0 { axes.append(.scaled) }
        if axes.isEmpty, transform.tx != 0 || transform.ty != 0 { axes.append(.translated) }
        if view.bounds.origin != .zero { axes.append(.scrolled) }
        return axes
    }

    /// Which of the bounds' edges `point` lies beyond: top or bottom, left or right.
    static func edgesPassed(by point: Point, bounds: Rect) -> [WhyNotWords.Edge] {
        var edges: [WhyNotWords.Edge] = []
        if point.y < bounds.minY { edges.append(.top) } else if point.y >= bounds.maxY { edges.append(.bottom) }
        if point.x < bounds.minX { edges.append(.left) } else if point.x >= bounds.maxX { edges.append(.right) }
        return edges
    }

    /// Whether the touch at `location` (window coordinates) lies on `view` as drawn, through
    /// every transform above it.
    static func isDrawn(_ view: View, at location: Point) -> Bool {
        view.bounds.contains(view.convert(location, from: nil))
    }
}

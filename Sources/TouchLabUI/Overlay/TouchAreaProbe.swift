import TouchKit

/// The touch area of a view whose `point(inside:with:)` is its own code: asked (it is a
/// pure query) at points beyond the middle of each edge, a binary search per side finds
/// how far the answer stays yes — at most `reach` points out, about ten questions a side.
/// Answers are kept per view and bounds, so a frame asks nothing new unless a view moved
/// or resized.
@MainActor
enum TouchAreaProbe {
    /// How far beyond an edge the probe looks.
    static let reach = 64.0
    private static var known: [ObjectIdentifier: (view: View, bounds: Rect, area: Rect)] = [:]
    /// Enough for every view of the scenes whose areas are drawn.
    private static let limit = 4096

    /// The area (in the view's bounds coordinates) where `view` says a point is inside: its
    /// bounds grown by what the probe found on each side, or its bounds.
    static func area(of view: View) -> Rect {
        let key = ObjectIdentifier(view)
        if let entry = known[key], entry.view === view, entry.bounds == view.bounds { return entry.area }
        let area = probe(view)
        if known.count >= limit { known.removeAll() }
        known[key] = (view, view.bounds, area)
        return area
    }

    private static func probe(_ view: View) -> Rect {
        let bounds = view.bounds
        guard bounds.width > 0, bounds.height > 0, bounds.minX.isFinite, bounds.maxY.isFinite else { return bounds }
        let top = outset { Point(x: bounds.midX, y: bounds.minY - $0) }
        let left = outset { Point(x: bounds.minX - $0, y: bounds.midY) }
        let bottom = outset { Point(x: bounds.midX, y: bounds.maxY + $0) }
        let right = outset { Point(x: bounds.maxX + $0, y: bounds.midY) }
        return bounds.outset(by: EdgeInsets(top: top, left: left, bottom: bottom, right: right))

        /// How far out from the edge the view still says yes (to half a point), 0 if not at all.
        func outset(_ point: (Double) -> Point) -> Double {
            func inside(_ distance: Double) -> Bool { view.point(inside: point(distance), with: nil) }
            guard inside(0.5) else { return 0 }
            guard !inside(reach) else { return reach }
            var (yes, no) = (0.5, reach)
            while no - yes > 0.25 {
                let middle = (yes + no) / 2
                if inside(middle) { yes = middle } else { no = middle }
            }
            return (no * 2).rounded(.down) / 2
        }
    }
}

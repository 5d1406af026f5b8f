import TouchKit

/// The area a view and its visible descendants can paint, in the view's bounds coordinates.
///
/// A translucent view is drawn into an offscreen group that is clipped to this area, so the
/// group costs the view's size rather than the whole surface's. A descendant that clips to
/// its bounds stops the search below it; `margin` covers what controls paint just outside
/// their bounds (shadows).
@MainActor
enum DrawnExtent {
    static let margin = 8.0

    /// The extent of `view`'s subtree, grown by `margin` and rounded out to whole units.
    static func of(_ view: View) -> Rect {
        var extent = view.bounds
        var pending: [(View, Point)] = []
        if !view.clipsToBounds { pending = view.subviews.map { ($0, Point.zero) } }
        while let (child, offset) = pending.popLast() {
            guard !child.isHidden, child.alpha > 0 else { continue }
            extent = extent.union(child.frame.offsetBy(dx: offset.x, dy: offset.y))
            if !child.clipsToBounds { pending += subviews(of: child, whoseFrameIsOffsetBy: offset) }
        }
        return roundedOut(extent.outset(by: EdgeInsets(all: margin)))
    }

    /// `view`'s subviews, each with the offset that maps its frame into the extent's space,
    /// given the offset that does so for `view`'s own frame.
    private static func subviews(of view: View, whoseFrameIsOffsetBy offset: Point) -> [(View, Point)] {
        let shift = Point(x: offset.x + view.frame.origin.x - view.bounds.origin.x,
                          y: offset.y + view.frame.origin.y - view.bounds.origin.y)
        return view.subviews.map { ($0, shift) }
    }

    private static func roundedOut(_ rect: Rect) -> Rect {
        let minX = rect.minX.rounded(.down), minY = rect.minY.rounded(.down)
        return Rect(x: minX, y: minY, width: rect.maxX.rounded(.up) - minX, height: rect.maxY.rounded(.up) - minY)
    }
}

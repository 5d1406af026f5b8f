import TouchKit

/// The area a view and its visible descendants can paint, in the view's bounds coordinates
/// (a transformed descendant counts with the bounding box of its turned or scaled bounds).
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
        var pending: [(View, AffineTransform)] = []
        if !view.clipsToBounds { pending = view.subviews.map { ($0, .identity) } }
        while let (child, superviewToExtent) = pending.popLast() {
            guard !child.isHidden, child.alpha > 0, child.transform.isInvertible else { continue }
            let childToExtent = child.transformToSuperview.concatenating(superviewToExtent)
            extent = extent.union(child.bounds.applying(childToExtent))
            if !child.clipsToBounds { pending += child.subviews.map { ($0, childToExtent) } }
        }
        return roundedOut(extent.outset(by: EdgeInsets(all: margin)))
    }

    private static func roundedOut(_ rect: Rect) -> Rect {
        let minX = rect.minX.rounded(.down), minY = rect.minY.rounded(.down)
        return Rect(x: minX, y: minY, width: rect.maxX.rounded(.up) - minX, height: rect.maxY.rounded(.up) - minY)
    }
}

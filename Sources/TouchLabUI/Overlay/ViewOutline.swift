import TouchKit
import TouchKitCairo

/// Where a view lies on screen: its bounds' corners in window coordinates, through every
/// transform and bounds origin above it. An outline drawn from it turns with a rotated view.
///
/// Most views are axis-aligned (nothing above them rotates or skews), and those keep the
/// cheap rectangle path the overlays always used, stroked without antialiasing; turned
/// outlines are polygons, stroked antialiased so their edges do not stair-step.
@MainActor
package struct ViewOutline: Equatable {
    /// Top-left, top-right, bottom-right, bottom-left of the (inset) bounds, on screen.
    package let corners: [Point]
    /// True when the outline is an axis-aligned rectangle on screen.
    package let isAxisAligned: Bool

    /// The outline of `view`'s bounds moved inward by `inset` points of its own (negative:
    /// outward).
    package init(of view: View, inset: Double = 0) {
        self.init(of: view, area: view.bounds.outset(by: EdgeInsets(all: -inset)))
    }

    /// The outline of `area`, a rectangle in `view`'s own coordinates, on screen.
    package init(of view: View, area: Rect) {
        let toWindow = view.transformToRoot
        corners = area.corners.map { $0.applying(toWindow) }
        isAxisAligned = toWindow.b == 0 && toWindow.c == 0
    }

    /// The smallest window rectangle holding the outline (for placing labels).
    package var boundingBox: Rect {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// False for a view flattened by a singular transform (nothing to draw).
    package var isDrawable: Bool {
        corners.allSatisfy(\.isFinite) && boundingBox.width > 0 && boundingBox.height > 0
    }

    /// Adds the outline to `canvas`'s path: a rectangle when axis-aligned, else a polygon.
    package func add(to canvas: Canvas) {
        guard isDrawable else { return }
        isAxisAligned ? canvas.addRect(boundingBox) : canvas.addPolygon(corners)
    }

    /// A point's screen direction vectors along `view`'s own x and y axes, unit length:
    /// what the lab draws so a converted point reads in the view's own axes.
    package static func axes(of view: View) -> (x: Point, y: Point)? {
        let toWindow = view.transformToRoot
        func unit(_ dx: Double, _ dy: Double) -> Point? {
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0, length.isFinite else { return nil }
            return Point(x: dx / length, y: dy / length)
        }
        guard let x = unit(toWindow.a, toWindow.b), let y = unit(toWindow.c, toWindow.d) else { return nil }
        return (x, y)
    }
}

extension ViewOutline {
    /// Strokes `outlines` in at most two paths: the axis-aligned rectangles together without
    /// antialiasing (the overlays' fast path), the turned polygons together antialiased.
    /// `setSource(aligned)` sets the paint for each path.
    package static func stroke(_ outlines: [ViewOutline], on canvas: Canvas, width: Double,
                               setSource: (_ aligned: Bool) -> Void) {
        for aligned in [true, false] {
            let group = outlines.filter { $0.isAxisAligned == aligned && $0.isDrawable }
            guard !group.isEmpty else { continue }
            canvas.save()
            canvas.setAntialiased(!aligned)
            canvas.beginPath()
            for outline in group { outline.add(to: canvas) }
            setSource(aligned)
            canvas.setLineWidth(width)
            canvas.stroke()
            canvas.restore()
        }
    }
}

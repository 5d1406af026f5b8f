/// Converting points and rectangles between any two views' coordinate spaces.
///
/// Without transforms, a view's coordinates differ from its superview's by its frame's
/// origin minus its bounds' origin; conversion goes through the root of the tree (the
/// window's coordinates when the view is in a window). Iterative, so deep trees are safe.
extension View {
    /// Converts `point` from this view's coordinates to `view`'s (nil: the root's, which is
    /// the window's when the view is in one).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = convertToRoot(point)
        return view?.convertFromRoot(inRoot) ?? inRoot
    }

    /// Converts `point` from `view`'s coordinates (nil: the root's) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view?.convertToRoot(point) ?? point
        return convertFromRoot(inRoot)
    }

    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The offset that takes this view's coordinates to the root's.
    var offsetToRoot: Point {
        var dx = 0.0, dy = 0.0
        var current: View = self
        while let parent = current.superview {
            dx += current.frame.origin.x - current.bounds.origin.x
            dy += current.frame.origin.y - current.bounds.origin.y
            current = parent
        }
        // The root's own frame places it in window (screen) space.
        if !(current is Window) {
            dx += current.frame.origin.x - current.bounds.origin.x
            dy += current.frame.origin.y - current.bounds.origin.y
        }
        return Point(x: dx, y: dy)
    }

    func convertToRoot(_ point: Point) -> Point {
        let offset = offsetToRoot
        return Point(x: point.x + offset.x, y: point.y + offset.y)
    }

    func convertFromRoot(_ point: Point) -> Point {
        let offset = offsetToRoot
        return Point(x: point.x - offset.x, y: point.y - offset.y)
    }

    /// Converts a point in the superview's coordinates to this view's.
    func convertFromSuperview(_ point: Point) -> Point {
        Point(x: point.x - frame.origin.x + bounds.origin.x,
              y: point.y - frame.origin.y + bounds.origin.y)
    }
}

/// Converting points and rectangles between any two views' coordinate spaces.
///
/// One step maps a view's bounds coordinates into its superview's: move the bounds' centre
/// to the origin, apply `transform`, move the origin to `center`. Conversion composes these
/// steps up to the root of the tree (the window's coordinates when the view is in a window)
/// and inverts where it must go down. Iterative, so deep trees are safe. A point converted
/// into a view whose chain holds a singular transform has no answer: its coordinates are
/// NaN, which every `contains` and `point(inside:)` comparison refuses.
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

    /// The bounding box of `rect`'s image in `view`'s coordinates, as UIKit answers; for the
    /// exact outline of a rotated rectangle convert its `corners`.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(boundingBoxOf: rect.corners.map { convert($0, to: view) })
    }

    /// The bounding box of `rect` (in `view`'s coordinates) in this view's coordinates.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(boundingBoxOf: rect.corners.map { convert($0, from: view) })
    }

    /// The map from this view's bounds coordinates to its superview's (one step).
    public var transformToSuperview: AffineTransform {
        let center = frame.center
        let boundsCenter = Point(x: bounds.origin.x + frame.size.width / 2,
                                 y: bounds.origin.y + frame.size.height / 2)
        guard isTransformed else {
            return AffineTransform(translationX: center.x - boundsCenter.x, y: center.y - boundsCenter.y)
        }
        return AffineTransform(translationX: -boundsCenter.x, y: -boundsCenter.y)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// The map from this view's coordinates to the root's (the window's in a window). The
    /// root's own step is included unless the root is a window, whose space is the screen.
    public var transformToRoot: AffineTransform {
        var result = AffineTransform.identity
        var current: View = self
        while true {
            guard let parent = current.superview else {
                if !(current is Window) { result = result.concatenating(current.transformToSuperview) }
                return result
            }
            result = result.concatenating(current.transformToSuperview)
            current = parent
        }
    }

    func convertToRoot(_ point: Point) -> Point {
        point.applying(transformToRoot)
    }

    func convertFromRoot(_ point: Point) -> Point {
        guard let inverse = transformToRoot.inverted() else { return .nowhere }
        return point.applying(inverse)
    }

    /// Converts a point in the superview's coordinates to this view's: the hit test's step.
    /// Untransformed views (the common case) take one branch and two subtractions.
    func convertFromSuperview(_ point: Point) -> Point {
        guard isTransformed else {
            return Point(x: point.x - frame.origin.x + bounds.origin.x,
                         y: point.y - frame.origin.y + bounds.origin.y)
        }
        guard let inverseTransform else { return .nowhere }
        let center = frame.center
        let local = Point(x: point.x - center.x, y: point.y - center.y).applying(inverseTransform)
        return Point(x: local.x + bounds.origin.x + frame.size.width / 2,
                     y: local.y + bounds.origin.y + frame.size.height / 2)
    }
}

extension Point {
    /// The answer when a point has no image (a singular transform): NaN, which no
    /// rectangle contains and which every comparison refuses.
    static let nowhere = Point(x: .nan, y: .nan)
}

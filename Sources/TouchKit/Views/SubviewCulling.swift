/// Where in its superview's bounds coordinates a view can answer a hit test, as a box the
/// search compares a point with before asking the view.
///
/// A view with the default `hitTest(_:with:)` and a `point(inside:with:)` that answers its
/// bounds answers only inside its bounds: UIKit's search never returns a subview that lies
/// outside its parent's `point(inside:with:)`, so the subtree needs no box of its own and
/// no change below a view can move its box. The box is that bounds rectangle mapped into the
/// superview (transform included), widened a little for rounding, so it never refuses a
/// point the view would take. A view whose class overrides either method, or whose
/// `point(inside:with:)` reaches beyond the bounds (a scene view's hit-area keys), can
/// answer anywhere: its box is the whole plane. `isHidden`, `alpha` and
/// `isUserInteractionEnabled` are left to the view's own checks, so they never stale a box.
struct CullingBox {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    static let everywhere = CullingBox(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)
    static let nowhere = CullingBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    /// True only when `point` lies certainly outside. A NaN coordinate (a point with no
    /// image under a singular transform) is never excluded: the view's own checks decide.
    @inline(__always)
    func excludes(_ point: Point) -> Bool {
        point.x < minX || point.x > maxX || point.y < minY || point.y > maxY
    }

    func union(_ other: CullingBox) -> CullingBox {
        CullingBox(minX: min(minX, other.minX), minY: min(minY, other.minY),
                   maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// Grown by `margin` on every side; a NaN anywhere makes it the whole plane.
    func widened(by margin: Double) -> CullingBox {
        let box = CullingBox(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
        return box.minX.isNaN || box.minY.isNaN || box.maxX.isNaN || box.maxY.isNaN ? .everywhere : box
    }
}

extension CullingBox {
    /// The box of `view` in its superview's bounds coordinates (see the type's note).
    @MainActor
    init(answersOf view: View) {
        guard view.pointInsideIsBounds, !view.hitTestOverrides.hitTest else {
            self = .everywhere
            return
        }
        let frame = view.frame, origin = view.bounds.origin
        guard view.isTransformed else {
            // The search converts with `point - frame.origin + bounds.origin`: the margin
            // covers its rounding, which grows with the largest term.
            let scale = abs(frame.origin.x) + abs(frame.origin.y) + abs(origin.x) + abs(origin.y)
                + frame.width + frame.height
            self = CullingBox(minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY)
                .widened(by: scale * 1e-12 + 1e-300)
            return
        }
        self.init(transformed: view, frame: frame, boundsOrigin: origin)
    }

    /// A transformed view's bounds, centred on the origin, mapped by its transform and
    /// moved to its centre; the search maps points the other way with the rounded inverse,
    /// so the margin grows with the transform's condition number, and a transform too badly
    /// conditioned to bound is not culled at all.
    @MainActor
    private init(transformed view: View, frame: Rect, boundsOrigin origin: Point) {
        guard let inverse = view.inverseTransform else {
            // A singular transform: the search gives every point a NaN image, which no
            // bounds contain.
            self = .nowhere
            return
        }
        let transform = view.transform
        let norm = (transform.a * transform.a + transform.b * transform.b
            + transform.c * transform.c + transform.d * transform.d).squareRoot()
        let inverseNorm = (inverse.a * inverse.a + inverse.b * inverse.b
            + inverse.c * inverse.c + inverse.d * inverse.d).squareRoot()
        let condition = norm * inverseNorm
        guard condition.isFinite, condition < 1e6 else {
            self = .everywhere
            return
        }
        let center = frame.center
        let half = Rect(x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
        var box = CullingBox.nowhere
        for corner in half.corners {
            let mapped = corner.applying(transform)
            box = box.union(CullingBox(minX: mapped.x + center.x, minY: mapped.y + center.y,
                                       maxX: mapped.x + center.x, maxY: mapped.y + center.y))
        }
        let scale = abs(center.x) + abs(center.y) + abs(transform.tx) + abs(transform.ty)
            + norm * (abs(origin.x) + abs(origin.y) + frame.width + frame.height)
        self = box.widened(by: scale * condition * 1e-12 + 1e-300)
    }
}

/// A superview's answer boxes for its subviews, so its search asks only the subviews whose
/// box may hold the point: one box per subview in `subviews` order, and above them the
/// union of each run of `fanout` boxes, level by level up to a few. The search walks the
/// runs from last to first and steps into a run only when its union may hold the point,
/// so the subviews it asks are exactly those the plain search asks, in the same order,
/// less ones that would have refused the point at once.
///
/// Kept only by views with at least `minimumSubviews` subviews, built on the first search
/// that needs it and dropped whenever the subviews or one's box may change,
/// so a view that changes often costs one rebuild per search, not one per change.
/// Immutable once built: a search holds the one it started with, whatever happens during it.
final class SubviewCulling {
    static let minimumSubviews = 16
    static let fanout = 16

    /// Every level's boxes, one after another: the subviews' first.
    private let boxes: [CullingBox]
    /// Where each level starts in `boxes`, and one past the last level's end.
    private let levelStarts: [Int]
    /// How many subviews the boxes were built for.
    let count: Int

    @MainActor
    init(_ subviews: [View]) {
        var boxes = subviews.map(CullingBox.init(answersOf:))
        var starts = [0]
        var levelCount = boxes.count
        while levelCount > Self.fanout {
            let start = starts[starts.count - 1]
            starts.append(boxes.count)
            for first in stride(from: start, to: start + levelCount, by: Self.fanout) {
                let end = min(first + Self.fanout, start + levelCount)
                boxes.append(boxes[first..<end].reduce(CullingBox.nowhere) { $0.union($1) })
            }
            levelCount = boxes.count - starts[starts.count - 1]
        }
        starts.append(boxes.count)
        self.boxes = boxes
        levelStarts = starts
        count = subviews.count
    }

    /// The first answer of `ask` for the subviews whose box may hold `point`, frontmost
    /// first: what asking every subview from last to first answers, when each skipped one
    /// answers nil.
    @inline(__always)
    func firstAnswer(at point: Point, _ ask: (Int) -> View?) -> View? {
        boxes.withUnsafeBufferPointer { boxes in
            levelStarts.withUnsafeBufferPointer { starts in
                let top = starts.count - 2
                return search(boxes, starts, level: top, from: 0, to: starts[top + 1] - starts[top], point, ask)
            }
        }
    }

    /// The runs `first..<end` of `level`, last to first.
    private func search(_ boxes: UnsafeBufferPointer<CullingBox>, _ starts: UnsafeBufferPointer<Int>,
                        level: Int, from first: Int, to end: Int, _ point: Point,
                        _ ask: (Int) -> View?) -> View? {
        let start = starts[level]
        var index = end
        while index > first {
            index -= 1
            if boxes[start + index].excludes(point) { continue }
            if level == 0 {
                if let hit = ask(index) { return hit }
                continue
            }
            let below = index * Self.fanout
            let belowCount = starts[level] - starts[level - 1]
            if let hit = search(boxes, starts, level: level - 1, from: below,
                                to: min(below + Self.fanout, belowCount), point, ask) {
                return hit
            }
        }
        return nil
    }
}

/// The views below a view with one subview while each has exactly one subview: its
/// subview, that one's subview and so on, up to `maximumLength`, the last with any number.
/// A deep nesting is searched down this array instead of from each view to its subview list
/// to that list's one view: the views' addresses are known in advance, so the processor
/// loads several levels at once instead of waiting for each in turn (the search over a
/// 3,000-level nesting was bound by those waits, not by its instructions).
///
/// Built by the first culling search that needs it; the head and every view but the last
/// are marked `isInSubviewRun`, and a change to a marked view's subview list drops the runs
/// above it (`subviewRunsAreStale`). Immutable once built.
final class SubviewRun {
    static let maximumLength = 64

    /// Unretained: the head's subtree holds them.
    let views: ContiguousArray<Unmanaged<View>>

    @MainActor
    init(below head: View) {
        var views = ContiguousArray<Unmanaged<View>>()
        var view = head
        repeat {
            view.isInSubviewRun = true
            view = view.subviews[0]
            views.append(Unmanaged.passUnretained(view))
        } while views.count < Self.maximumLength && view.subviews.count == 1
        self.views = views
    }
}

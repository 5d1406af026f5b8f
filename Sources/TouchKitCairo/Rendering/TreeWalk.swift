import TouchKit

/// The explicit stack behind `ViewRenderer.draw`: which view to enter next, and what to
/// undo (clip, group, saved state) when leaving one.
///
/// Every `begin` that returns true is matched by exactly one `end`, so Cairo's save/restore
/// and group stacks are balanced however deep the tree is.
@MainActor
struct TreeWalk {
    /// A step is a view to enter or the innermost open view to leave: kept small, as a
    /// view's subviews are all scheduled at once (7,000 siblings in the bench's grid took
    /// 2.7 MB of steps when each carried what leaving its view needs).
    enum Step {
        case enter(View, isRoot: Bool)
        case exit
    }

    /// What entering a view changed, to be undone in reverse when leaving it. One per open
    /// view, on a stack of its own: kept small, as a chain of views nests thousands deep
    /// (the bench's 2,999 levels took 1.7 MB of exits when each held the view's border and
    /// drawn properties).
    struct Exit {
        let alpha: Double
        let alphaMultiplierBefore: Double
        let clips: Bool
        let grouped: Bool
        /// Whether the view's border is on the border stack (drawn on leaving, above the
        /// subviews).
        let bordered: Bool
        /// A view whose name is drawn over its subviews (`ViewRenderer.namesOverSubviews`),
        /// on leaving it.
        let named: View?
    }

    /// A border's stroke, from the view's `DrawnProperties`.
    struct Border {
        let bounds: Rect
        let width: Double
        let cornerRadius: Double
        let color: Color?

        init?(_ drawn: DrawnProperties) {
            guard drawn.borderWidth > 0 else { return nil }
            if case .button = drawn.kind { return nil }
            bounds = drawn.bounds
            width = drawn.borderWidth
            cornerRadius = drawn.cornerRadius
            color = drawn.borderColor
        }
    }

    let canvas: Canvas
    let maximumGroupDepth: Int
    private var steps: [Step] = []
    private var exits: [Exit] = []
    /// The borders of the open views that have one, innermost last.
    private var borders: [Border] = []
    private var groupDepth = 0

    init(canvas: Canvas, maximumGroupDepth: Int) {
        self.canvas = canvas
        self.maximumGroupDepth = maximumGroupDepth
    }

    mutating func push(_ view: View, isRoot: Bool = false) { steps.append(.enter(view, isRoot: isRoot)) }
    mutating func pop() -> Step? { steps.popLast() }

    /// Moves into `view`'s coordinates and opens its group; nil (and nothing changed) when
    /// the view is not drawn at all. Pass the answer to `descend` after drawing the view.
    mutating func begin(_ view: View, _ drawn: DrawnProperties, isRoot: Bool) -> Exit? {
        guard drawn.isDrawn else { return nil }
        canvas.save()
        enterCoordinates(of: view, isRoot: isRoot)
        let before = canvas.alphaMultiplier
        let grouped = drawn.alpha < 1 && groupDepth < maximumGroupDepth
        if grouped {
            canvas.clip(to: DrawnExtent.of(view))
            canvas.pushGroup()
            groupDepth += 1
        } else if drawn.alpha < 1 {
            canvas.alphaMultiplier *= drawn.alpha
        }
        let border = Border(drawn)
        if let border { borders.append(border) }
        return Exit(alpha: drawn.alpha, alphaMultiplierBefore: before, clips: drawn.clipsToBounds,
                    grouped: grouped, bordered: border != nil,
                    named: ViewRenderer.namesOverSubviews(drawn) ? view : nil)
    }

    /// Moves the canvas into `view`'s bounds coordinates: its bounds origin, transform and
    /// place in the superview (the root's frame origin is the canvas's origin). Untransformed
    /// views take a plain translation, the common and cheaper case.
    private func enterCoordinates(of view: View, isRoot: Bool) {
        let step = view.transformToSuperview
        let origin = isRoot ? view.frame.origin : .zero
        guard view.isTransformed else {
            return canvas.translate(x: step.tx - origin.x, y: step.ty - origin.y)
        }
        canvas.concatenate(step.concatenating(AffineTransform(translationX: -origin.x, y: -origin.y)))
    }

    /// After the view's own content: clips if asked and schedules the subviews, front last.
    mutating func descend(_ view: View, _ drawn: DrawnProperties, _ exit: Exit) {
        if exit.clips {
            canvas.save()
            canvas.clip(to: drawn.bounds, radius: drawn.cornerRadius)
        }
        exits.append(exit)
        steps.append(.exit)
        for subview in view.subviews.reversed() { steps.append(.enter(subview, isRoot: false)) }
    }

    /// Leaves the innermost open view: lifts the clip, runs `overlay` with its border and
    /// the view whose name goes above the subviews, if any, composites the group and
    /// restores the state `begin` saved.
    mutating func end(overlay: (_ border: Border?, _ named: View?) -> Void) {
        let exit = exits.removeLast()
        if exit.clips { canvas.restore() }
        overlay(exit.bordered ? borders.removeLast() : nil, exit.named)
        if exit.grouped {
            canvas.popGroup(alpha: exit.alpha)
            groupDepth -= 1
        }
        canvas.alphaMultiplier = exit.alphaMultiplierBefore
        canvas.restore()
    }
}

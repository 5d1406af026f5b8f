import TouchKit

/// The explicit stack behind `ViewRenderer.draw`: which view to enter next, and what to
/// undo (clip, group, saved state) when leaving one.
///
/// Every `begin` that returns true is matched by exactly one `end`, so Cairo's save/restore
/// and group stacks are balanced however deep the tree is.
@MainActor
struct TreeWalk {
    enum Step {
        case enter(View, isRoot: Bool)
        case exit(Exit)
    }

    /// What entering a view changed, to be undone in reverse when leaving it.
    struct Exit {
        let view: View
        let drawn: DrawnProperties
        let clips: Bool
        let grouped: Bool
        let alphaMultiplierBefore: Double
    }

    let canvas: Canvas
    let maximumGroupDepth: Int
    private var steps: [Step] = []
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
        return Exit(view: view, drawn: drawn, clips: drawn.clipsToBounds, grouped: grouped, alphaMultiplierBefore: before)
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
    mutating func descend(_ exit: Exit) {
        let view = exit.view
        if exit.clips {
            canvas.save()
            canvas.clip(to: exit.drawn.bounds, radius: exit.drawn.cornerRadius)
        }
        steps.append(.exit(exit))
        for subview in view.subviews.reversed() { steps.append(.enter(subview, isRoot: false)) }
    }

    /// Leaves a view: lifts the clip, runs `overlay` (the border, above the subviews),
    /// composites the group and restores the state `begin` saved.
    mutating func end(_ exit: Exit, overlay: () -> Void) {
        if exit.clips { canvas.restore() }
        overlay()
        if exit.grouped {
            canvas.popGroup(alpha: exit.drawn.alpha)
            groupDepth -= 1
        }
        canvas.alphaMultiplier = exit.alphaMultiplierBefore
        canvas.restore()
    }
}

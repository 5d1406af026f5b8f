import TouchKit

/// Runs of refused siblings, told as one step: a touch at the top of a grid of 1,200 cells
/// makes the hit test ask over a thousand of them, last to first, each answering "outside
/// my bounds" — one thing happening, not a thousand identical steps to page through.
extension LessonStep {
    /// One sibling of a run of refusals, with the point in its own coordinates.
    package struct RefusedVisit {
        package let view: View
        package let point: Point
    }

    /// The fewest consecutive refusals told as one step; shorter runs stay a step each.
    package static let refusedRunMinimum = 10

    /// `kinds` with each run of at least `refusedRunMinimum` visits to siblings (one
    /// superview) refused for one reason, one after another, told as one `.refusals` step.
    /// A view's own `point(inside:)` answering against its bounds (an override step after
    /// its visit) is news, and breaks the run.
    static func foldingRefusals(_ kinds: [Kind]) -> [Kind] {
        var folded: [Kind] = []
        folded.reserveCapacity(kinds.count)
        var run: [Kind] = [], visits: [RefusedVisit] = [], reason: View.HitTestRejection?
        func close() {
            if let reason, visits.count >= refusedRunMinimum {
                folded.append(.refusals(visits: visits, reason: reason))
            } else {
                folded += run
            }
            run.removeAll(keepingCapacity: true)
            visits.removeAll(keepingCapacity: true)
            reason = nil
        }
        for (index, kind) in kinds.enumerated() {
            guard case .visit(let view, let point, .rejected(let why)) = kind, !overridden(view, at: index + 1, in: kinds) else {
                close()
                folded.append(kind)
                continue
            }
            if why != reason || visits.last?.view.superview !== view.superview { close() }
            run.append(kind)
            visits.append(RefusedVisit(view: view, point: point))
            reason = why
        }
        close()
        return folded
    }

    /// Whether `kinds[index]` is `view`'s own `point(inside:)` answering against its bounds.
    private static func overridden(_ view: View, at index: Int, in kinds: [Kind]) -> Bool {
        guard index < kinds.count, case .override(let overriding, _, .pointInside) = kinds[index] else { return false }
        return overriding === view
    }

    /// The siblings of a run of refusals (none for any other step).
    package var refusedVisits: [RefusedVisit] {
        if case .refusals(let visits, _) = kind { visits } else { [] }
    }

    /// Whether the step stands for a run of refused siblings.
    package var isRefusedRun: Bool {
        if case .refusals = kind { true } else { false }
    }
}

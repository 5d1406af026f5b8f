import TouchKit
import TouchLabEngine

/// One hit test as the lesson told it: where the touch was, every view visited with what
/// it said, what each entered view returned, and the view found.
///
/// The raw material of the "why not this view?" answers; read from the lesson's one record
/// of the search (`Lesson.hitTest`), the same search the overlay animates.
@MainActor
package struct HitTestReport {
    /// A view the search came to, with the point in its coordinates.
    package struct Visit {
        package let view: View
        package let point: Point
        package let outcome: LessonStep.VisitOutcome
    }

    /// The touch, in window coordinates.
    package let location: Point
    package let visits: [Visit]
    /// What each entered view returned to its caller.
    package let returns: [(view: View, result: View)]
    /// The hit view (nil: the root refused and the window took the touch itself).
    package let hitView: View?

    package init(location: Point, visits: [Visit], returns: [(view: View, result: View)], hitView: View?) {
        self.location = location
        self.visits = visits
        self.returns = returns
        self.hitView = hitView
    }

    /// The lesson's latest hit test, or nil when it has none.
    package init?(lesson: Lesson) {
        guard let record = lesson.hitTest else { return nil }
        var visits: [Visit] = []
        var returns: [(view: View, result: View)] = []
        for step in record.steps {
            switch step.kind {
            case .entered: visits.append(Visit(view: step.view, point: step.point, outcome: .inside))
            case .rejected(let reason): visits.append(Visit(view: step.view, point: step.point, outcome: .rejected(reason)))
            case .returned(let result): returns.append((step.view, result))
            // The view's own hitTest(_:with:) answered: like a return when it names a view.
            case .overridden(let result): if let result { returns.append((step.view, result)) }
            }
        }
        self.init(location: record.location, visits: visits, returns: returns, hitView: record.result)
    }

    /// The visit of `view`, if the search came to it.
    package func visit(of view: View) -> Visit? {
        visits.first { $0.view === view }
    }

    /// What `view` returned, if it was entered.
    package func result(of view: View) -> View? {
        returns.first { $0.view === view }?.result
    }
}

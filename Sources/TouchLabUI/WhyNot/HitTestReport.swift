import TouchKit
import TouchLabEngine

/// One hit test as the lesson told it: where the touch was, every view visited with what
/// it said, what each entered view returned, and the view found.
///
/// The raw material of the "why not this view?" answers; read from a lesson's steps so the
/// answers describe exactly the search the overlay animates.
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

    /// The last complete hit test among `lesson`'s steps, or nil when it has none.
    package init?(lesson: Lesson) {
        self.init(steps: lesson.steps[...])
    }

    /// The last complete hit test among `steps`: the visits and returns since the previous
    /// hit, up to the last `.hit` step.
    package init?(steps: ArraySlice<LessonStep>) {
        guard let end = steps.lastIndex(where: { if case .hit = $0.kind { true } else { false } }),
              case let .hit(hitView, location) = steps[end].kind else { return nil }
        let start = steps[..<end].lastIndex(where: { if case .hit = $0.kind { true } else { false } })
            .map { $0 + 1 } ?? steps.startIndex
        var visits: [Visit] = []
        var returns: [(view: View, result: View)] = []
        for step in steps[start..<end] {
            switch step.kind {
            case let .visit(view, point, outcome): visits.append(Visit(view: view, point: point, outcome: outcome))
            case let .returned(view, result): returns.append((view, result))
            default: break
            }
        }
        self.init(location: location, visits: visits, returns: returns, hitView: hitView)
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

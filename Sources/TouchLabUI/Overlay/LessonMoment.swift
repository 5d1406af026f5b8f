import TouchKit
import TouchLabEngine

/// A lesson at one playback position: which steps have happened, which one is playing and
/// how far into it. The overlays draw from this alone.
@MainActor
package struct LessonMoment {
    package let lesson: Lesson
    /// The step playing now; every earlier step is done.
    package let current: Int
    /// 0…1 through the current step (1 once the lesson is over).
    package let progress: Double

    package init?(lesson: Lesson, position: Double) {
        guard let index = lesson.stepIndex(at: position) else { return nil }
        self.lesson = lesson
        current = index
        let step = lesson.steps[index]
        let elapsed = position - lesson.starts[index]
        progress = step.duration > 0 ? min(1, max(0, elapsed / step.duration)) : 1
    }

    package var isFinished: Bool { current == lesson.steps.count - 1 && progress >= 1 }

    /// The steps shown so far with their indices (the current one included).
    package var shownSteps: ArraySlice<LessonStep> { lesson.steps[...current] }

    package func isShown(_ index: Int) -> Bool { index <= current }

    /// The index of the first hit step of the lesson, if shown.
    package var shownHitIndex: Int? {
        shownSteps.indices.first { if case .hit = lesson.steps[$0].kind { true } else { false } }
    }

    /// The views the hit test visited so far: number, outcome and point, by view.
    package var visits: [ObjectIdentifier: Visit] {
        var result: [ObjectIdentifier: Visit] = [:]
        var number = 0
        for index in shownSteps.indices {
            guard case .visit(let view, let point, let outcome) = lesson.steps[index].kind else { continue }
            number += 1
            let key = ObjectIdentifier(view)
            if result[key] == nil {
                result[key] = Visit(view: view, number: number, point: point, outcome: outcome, step: index)
            }
        }
        return result
    }

    /// One view's visit.
    package struct Visit {
        package let view: View
        package let number: Int
        package let point: Point
        package let outcome: LessonStep.VisitOutcome
        package let step: Int
    }

    /// The hops of the latest delivery shown so far (began, moved, ended or cancelled).
    package var latestHops: [(responder: Responder, verdict: LessonStep.HopVerdict, method: TouchMethod, step: Int)] {
        var hops: [(Responder, LessonStep.HopVerdict, TouchMethod, Int)] = []
        for index in shownSteps.indices {
            guard case .hop(let method, _, let responder, let hopIndex, let verdict) = lesson.steps[index].kind else {
                continue
            }
            if hopIndex == 0 { hops.removeAll() }
            hops.append((responder, verdict, method, index))
        }
        return hops
    }
}

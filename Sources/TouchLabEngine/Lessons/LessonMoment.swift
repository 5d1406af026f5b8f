import TouchKit

/// A lesson at one playback position: which steps have happened, which one is playing and
/// how far into it. Everything the lab draws about a lesson (overlays, panel, strip) reads
/// this one value (`ShownLesson.moment`), so every part shows the same step.
@MainActor
package struct LessonMoment {
    package let lesson: Lesson
    /// The step playing now; every earlier step is done.
    package let current: Int
    /// 0…1 through the current step (1 once the lesson is over).
    package let progress: Double

    /// - Parameter pinned: the step playback was moved to by stepping; it wins over
    ///   `position`, because steps that take no time share their start with the next one.
    package init?(lesson: Lesson, position: Double, pinned: Int? = nil) {
        guard let index = pinned.map({ min($0, lesson.steps.count - 1) }) ?? lesson.stepIndex(at: position),
              index >= 0 else { return nil }
        self.lesson = lesson
        current = index
        let step = lesson.steps[index]
        let elapsed = position - lesson.starts[index]
        progress = step.duration > 0 ? min(1, max(0, elapsed / step.duration)) : 1
        isFinished = index == lesson.steps.count - 1 && position >= lesson.duration
    }

    /// The step being shown: the one playing, or the one stepped to.
    package var step: LessonStep { lesson.steps[current] }

    /// Whether playback reached the end of the lesson's last step.
    package let isFinished: Bool

    /// The steps shown so far with their indices (the current one included).
    package var shownSteps: ArraySlice<LessonStep> { lesson.steps[...current] }

    package func isShown(_ index: Int) -> Bool { index <= current }

    /// The index of the first hit step of the lesson, if shown.
    package var shownHitIndex: Int? {
        shownSteps.indices.first { if case .hit = lesson.steps[$0].kind { true } else { false } }
    }

    /// The views the hit test visited so far: number, outcome and point, by view.
    package var visits: [ObjectIdentifier: Visit] { searchNumbers.visits }

    /// The search's entries so far, numbered in one sequence as the trace's notation writes
    /// them (`A -> C -> E(nil) -> D(D) -> C(D) -> A(D)`: six entries): each visit is an
    /// entry, and each return is one too, except a view's return straight after its own
    /// visit (no subviews searched), which is that visit's entry.
    package var searchNumbers: (visits: [ObjectIdentifier: Visit], returns: [ObjectIdentifier: Int]) {
        var visits: [ObjectIdentifier: Visit] = [:], returns: [ObjectIdentifier: Int] = [:]
        var number = 0
        var justEntered: View?
        for index in shownSteps.indices {
            switch lesson.steps[index].kind {
            case let .visit(view, point, outcome):
                number += 1
                justEntered = outcome == .inside ? view : nil
                let key = ObjectIdentifier(view)
                if visits[key] == nil {
                    visits[key] = Visit(view: view, number: number, point: point, outcome: outcome, step: index)
                }
            case let .returned(view, _):
                if justEntered !== view { number += 1 }
                justEntered = nil
                returns[ObjectIdentifier(view)] = number
            case .hit:
                justEntered = nil
            default:
                break
            }
        }
        return (visits, returns)
    }

    /// The overrides shown so far, by view: the latest per view, with its step index.
    package var overrides: [ObjectIdentifier: (view: View, kind: LessonStep.HitTestOverride, step: Int)] {
        var result: [ObjectIdentifier: (View, LessonStep.HitTestOverride, Int)] = [:]
        for index in shownSteps.indices {
            guard case .override(let view, _, let kind) = lesson.steps[index].kind else { continue }
            result[ObjectIdentifier(view)] = (view, kind, index)
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

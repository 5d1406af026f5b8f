import TouchKit

/// A lesson at one playback position: which steps have happened, which one is playing and
/// how far into it. The overlays draw from this alone.
@MainActor
public struct LessonMoment {
    public let lesson: Lesson
    /// The step playing now; every earlier step is done.
    public let current: Int
    /// 0…1 through the current step (1 once the lesson is over).
    public let progress: Double

    public init?(lesson: Lesson, position: Double) {
        guard let index = lesson.stepIndex(at: position) else { return nil }
        self.lesson = lesson
        current = index
        let step = lesson.steps[index]
        let elapsed = position - lesson.starts[index]
        progress = step.duration > 0 ? min(1, max(0, elapsed / step.duration)) : 1
    }

    public var isFinished: Bool { current == lesson.steps.count - 1 && progress >= 1 }

    /// The steps shown so far with their indices (the current one included).
    public var shownSteps: ArraySlice<LessonStep> { lesson.steps[...current] }

    public func isShown(_ index: Int) -> Bool { index <= current }

    /// The index of the first hit step of the lesson, if shown.
    public var shownHitIndex: Int? {
        shownSteps.indices.first { if case .hit = lesson.steps[$0].kind { true } else { false } }
    }

    /// The views the hit test visited so far: number, outcome and point, by view.
    public var visits: [ObjectIdentifier: Visit] {
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
    public struct Visit {
        public let view: View
        public let number: Int
        public let point: Point
        public let outcome: LessonStep.VisitOutcome
        public let step: Int
    }

    /// The hops of the latest delivery shown so far (began, moved, ended or cancelled).
    public var latestHops: [(responder: Responder, verdict: LessonStep.HopVerdict, method: TouchMethod, step: Int)] {
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

import TouchKit
import TouchLabEngine

/// How a recognizer's part in the lesson shown ended so far: its last state change, when,
/// and — for a failure or a cancel — why, read from what happened at that step: another
/// recognizer winning, the input that was being delivered, or a timer running out.
///
/// The model does not record reasons; the lesson holds enough to tell them: the winner's
/// step comes just before the failure it causes, and each step keeps the input it came from.
@MainActor
package struct RecognizerOutcome {
    package let state: TracedGestureState
    /// Trace seconds.
    package let time: Double
    package let reason: String?

    package var isFailure: Bool { state.state == .failed || state.state == .cancelled }

    package init?(_ recognizer: GestureRecognizer, in moment: LessonMoment, scene: Scene) {
        let name = recognizer.traceName
        let steps = moment.lesson.steps
        guard let index = moment.shownSteps.indices.last(where: { index in
            if case .gesture(name, _) = steps[index].kind { true } else { false }
        }), case .gesture(_, let state) = steps[index].kind else { return nil }
        self.state = state
        time = steps[index].traceTime
        switch state.state {
        case .failed: reason = Self.failure(of: recognizer, at: index, in: steps)
        case .cancelled: reason = Self.cancel(of: recognizer, at: index, in: steps)
        default: reason = nil
        }
    }

    /// The recognizer that recognized (or began) at the same moment, just before `index`.
    private static func winner(before index: Int, in steps: [LessonStep], excluding name: String) -> String? {
        let time = steps[index].traceTime
        for earlier in stride(from: index - 1, through: 0, by: -1) where steps[earlier].traceTime == time {
            guard case .gesture(let other, let state) = steps[earlier].kind, other != name else { continue }
            if state.state == .ended || state.state == .began { return other }
        }
        return nil
    }

    private static func failure(of recognizer: GestureRecognizer, at index: Int, in steps: [LessonStep]) -> String {
        if let winner = winner(before: index, in: steps, excluding: recognizer.traceName) {
            if let other = recognizer.view?.window.map(allRecognizers)?.first(where: { $0.traceName == winner }),
               recognizer.waitsForFailure(of: other) {
                return "it requires \(winner) to fail, and \(winner) recognized"
            }
            return "\(winner) recognized first and took the touches they shared (no simultaneous recognition allowed)"
        }
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false {
            return "its delegate's gestureRecognizerShouldBegin answered no"
        }
        return RecognizerFailureWords.reason(for: recognizer, input: steps[index].input?.kind)
    }

    private static func cancel(of recognizer: GestureRecognizer, at index: Int, in steps: [LessonStep]) -> String {
        if !recognizer.isEnabled { return "it was disabled while it recognized" }
        switch steps[index].input?.kind {
        case .deviceRemoved?: return "its touches were cancelled: the device went away"
        case nil: return "its touches were cancelled (the input ended with fingers down)"
        default: return "its touches were cancelled"
        }
    }

    private static func allRecognizers(in window: Window) -> [GestureRecognizer] {
        var recognizers: [GestureRecognizer] = []
        window.forEachInSubtree { recognizers.append(contentsOf: $0.gestureRecognizers) }
        return recognizers
    }
}

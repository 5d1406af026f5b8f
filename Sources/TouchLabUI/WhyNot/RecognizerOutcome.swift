import TouchKit
import TouchLabEngine
import TouchLabFormats

/// How a recognizer's part in the lesson shown ended so far: its last state change, when
/// (seconds from the lesson's first input), and for a failure or a cancellation the reason
/// the model recorded as it decided (`TracedGestureState.reason`) and its words.
@MainActor
package struct RecognizerOutcome {
    package let name: String
    package let state: TracedGestureState
    /// Seconds from the lesson's first input.
    package let time: Double
    /// The recorded reason; nil unless it failed or was cancelled.
    package var reason: GestureRecognizer.Reason? { state.reason }
    /// The reason in words (the language asked for); nil unless it failed or was cancelled.
    package let text: String?

    package var isFailure: Bool { state.state == .failed || state.state == .cancelled }

    /// The last state change of the recognizer named `name` the moment has played (a run's
    /// last `changed` once it has played); nil when it has made none.
    package init?(named name: String, in moment: LessonMoment, scene: Scene, language: Language = .english) {
        var latest: LessonMoment.Played?
        for played in moment.played {
            if case .gesture(name, _) = played.kind { latest = played }
        }
        guard let last = latest, case .gesture(_, let state) = last.kind else { return nil }
        self.name = name
        self.state = state
        time = last.time - moment.lesson.openedAt
        let failed = state.state == .failed || state.state == .cancelled
        text = failed
            ? RecognizerCauseWords(language: language).text(for: state.reason, of: scene.gestureRecognizer(named: name),
                                                            in: scene)
            : nil
    }

    package init?(_ recognizer: GestureRecognizer, in moment: LessonMoment, scene: Scene, language: Language = .english) {
        self.init(named: recognizer.traceName, in: moment, scene: scene, language: language)
    }
}

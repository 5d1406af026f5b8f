import TouchKit
import TouchLabEngine

/// The recognizers stage's lines: each recognizer on the hit views and their ancestors,
/// then any other that changed state, with what it did up to the step shown — or, for one
/// that never received the touch, that it did not and why.
///
/// Which recognizers received a touch is read from the lesson, not guessed from the
/// recognizers as they are now: the window hands a new touch to its recognizers right
/// after the hit test, so the first snapshot of the touches recorded after the hit step
/// lists them (`TouchSnapshot.gestureRecognizers`).
@MainActor
enum JourneyRecognizers {
    /// What a recognizer did with the lesson's touches up to the step shown.
    enum Part: Equatable {
        /// Its latest state change.
        case changed(TracedGestureState)
        /// It received the touches and has not changed state.
        case possible
        /// It was on the hit view's path but never received the touch, and why.
        case neverSaw(NeverSaw)
    }

    /// Why a recognizer on the hit view's path did not receive the touch.
    enum NeverSaw: Equatable {
        /// Its delegate's `shouldReceive` said no.
        case refusedByShouldReceive
        /// It is disabled.
        case disabled
        /// It is enabled now, with no delegate to blame: it was disabled then.
        case wasDisabled
        /// A delegate written in code, which cannot be asked again.
        case unknown
    }

    /// One line per recognizer, "name: what it did", in the order the lesson met them.
    static func lines(for moment: LessonMoment, scene: Scene? = nil, words: StripWords) -> [String] {
        parts(for: moment).map { name, part in
            switch part {
            // The cause the model recorded, in a word: the column is narrow.
            case .changed(let state):
                words.recognizer(name, state.description, state.state)
                    + words.cause(state.reason, of: scene?.gestureRecognizer(named: name))
            case .possible: words.recognizer(name, "possible", .possible)
            case .neverSaw(let why): "\(name): " + words.neverSaw(why)
            }
        }
    }

    /// Each recognizer of the hit views' paths, then any other that changed state, with its
    /// part, in the order the lesson met them.
    static func parts(for moment: LessonMoment) -> [(name: String, part: Part)] {
        var names: [String] = []
        var states: [String: TracedGestureState] = [:]
        var unseen: [String: (recognizer: GestureRecognizer, hitView: View)] = [:]
        var received: Set<String> = []
        for played in moment.played {
            switch played.kind {
            case let .hit(view?, _):
                let receivers = Self.receivers(of: view, after: moment.lesson.steps[played.step].sequence, in: moment.lesson)
                for recognizer in view.ancestry.flatMap(\.gestureRecognizers) where recognizer.isTraced {
                    let name = recognizer.traceName
                    if !names.contains(name) { names.append(name) }
                    if receivers?.contains(name) ?? recognizer.isEnabled {
                        received.insert(name)
                    } else if unseen[name] == nil {
                        unseen[name] = (recognizer, view)
                    }
                }
            case let .gesture(name, state):
                if !names.contains(name) { names.append(name) }
                states[name] = state
                received.insert(name)
            default: break
            }
        }
        return names.map { name in
            if !received.contains(name), let (recognizer, view) = unseen[name] {
                return (name, .neverSaw(Self.neverSaw(recognizer, hitView: view)))
            }
            return (name, states[name].map(Part.changed) ?? .possible)
        }
    }

    /// The names of the recognizers the touches on `view` were given, from the first
    /// snapshot after the hit test's record; nil when the lesson kept none (the touches'
    /// delivery still held, or the snapshot dropped from a long lesson).
    static func receivers(of view: View, after sequence: Int, in lesson: Lesson) -> Set<String>? {
        let name = view.traceName
        guard let moment = lesson.touchMoments.first(after: sequence, where: { $0.view == name }) else { return nil }
        let touches = moment.touches.filter { $0.view == name }
        return touches.isEmpty ? nil : Set(touches.flatMap(\.gestureRecognizers))
    }

    /// Why a recognizer on the hit view's ancestry did not receive the touch, in few words
    /// (the strip's column is narrow): its delegate's `shouldReceive` said no (the scene's `ignoresTouchesIn`, which nothing changes), or it
    /// was disabled. The inspector can switch a recognizer since, so one enabled now with no
    /// delegate to blame was disabled then; a delegate written in code cannot be asked again.
    private static func neverSaw(_ recognizer: GestureRecognizer, hitView: View) -> NeverSaw {
        if let delegate = recognizer.delegate as? SceneGestureDelegate, delegate.refuses(touchesIn: hitView) {
            return .refusedByShouldReceive
        }
        if !recognizer.isEnabled { return .disabled }
        return recognizer.delegate == nil ? .wasDisabled : .unknown
    }
}

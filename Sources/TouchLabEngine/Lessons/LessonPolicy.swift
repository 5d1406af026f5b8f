import TouchKit

/// Which trace records open a lesson, which join the latest one, and which leave the
/// lessons alone — so that no key a person presses loses the lesson they are watching.
///
/// Fingers coming down on an empty screen, once every recognizer has settled, open a
/// lesson and everything they cause joins it (a double tap is one lesson). A press,
/// motion or remote-control message opens one only when a responder of the scene (a view
/// or view controller that is first responder) receives it, never for a modifier key alone,
/// and never while a touch lesson is still playing or a finger is down; otherwise it stays
/// in the trace only.
@MainActor
package struct LessonPolicy {
    package enum Decision: Equatable { case open, append, ignore }

    /// Shift, Control, Alt, Super, Caps Lock and the like (evdev keycodes): held for a
    /// gesture or a chord, never meant as input of their own.
    package static let modifierKeys: Set<Int> = [37, 105, 50, 62, 64, 108, 133, 134, 66, 92, 203, 204]

    let session: LabSession
    /// Where the shown lesson's playback is: the owner's, as it will be once it follows
    /// what the delivery in progress reported so far.
    let playback: Playback

    package func decision(for record: TraceRecord, input: XI2Input?) -> Decision {
        let latest = session.history.latest
        switch record.entry {
        case .touch(_, .began, _):
            let startsSequence = session.deliveryStartedEmpty && !session.openedThisDelivery && recognizersHaveSettled
            return startsSequence || latest?.isTouchLesson != true ? .open : .append
        case .chain:
            return opensChainLesson(input: input) ? .open : .ignore
        default:
            guard let latest else { return .open }
            return latest.isTouchLesson ? .append : .ignore
        }
    }

    /// Whether no recognizer still waits on the touches of the latest lesson (a double
    /// tap's second tap, a tap waiting for it to fail): until then a new finger continues
    /// the same gesture sequence, so the lesson shows every recognizer's lane.
    private var recognizersHaveSettled: Bool {
        session.application.windows.allSatisfy(\.gestureRecognizersHaveSettled)
    }

    private func opensChainLesson(input: XI2Input?) -> Bool {
        if let input, input.kind == .keyPress || input.kind == .keyRelease,
           Self.modifierKeys.contains(input.detail) { return false }
        guard let receiver = session.application.firstResponder,
              !(receiver is Window), !(receiver is Application) else { return false }
        return !isTouchLessonPlaying
    }

    /// A touch lesson is still playing while a finger is down or its playback runs.
    private var isTouchLessonPlaying: Bool {
        guard let shown = session.lesson, shown.isTouchLesson else { return false }
        return session.application.activeTouchCount > 0 || !playback.isFinished(end: shown.duration)
    }
}

extension Lesson {
    /// Whether a touch opened the lesson (rather than a press, motion or remote message).
    package var isTouchLesson: Bool {
        if case .touch = steps.first?.kind { return true }
        return false
    }
}

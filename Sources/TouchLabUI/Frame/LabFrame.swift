import TouchKit
import TouchLabEngine

/// One frame of the lab as a value: the session's record, the lesson shown at the playback
/// it is drawn at, and what the window has open. Every output draws or describes this
/// value and nothing else — the window, `--screenshot`, `--steps`, `--export` and
/// `--describe` — so the same (lesson, step, moment, window state) is the same frame in
/// all of them. `make` is the one place it is built.
@MainActor
package struct LabFrame {
    /// The model the frame shows (the scene, its lessons, its trace).
    package let session: LabSession
    /// What the window has open; `ui.playback` is the playback the frame is drawn at.
    package let ui: LabUIState
    /// The lesson shown at that playback: what every region draws about a lesson.
    package let shown: ShownLesson

    /// The frame of `session` with `ui` open, at `playback` (the window's own, `ui.playback`,
    /// when nil), showing `lesson` (the session's shown lesson when nil).
    package static func make(session: LabSession, playback: Playback? = nil, lesson: Lesson? = nil,
                             ui: LabUIState = LabUIState()) -> LabFrame {
        var ui = ui
        if let playback { ui.playback = playback }
        let shown = session.shown(lesson, at: ui.playback)
        // The window playing the latest lesson as it comes in draws the views as they are,
        // following the fingers; every other frame (a step, a replay, an export's moment,
        // an earlier lesson) draws them as they were at the moment shown.
        let followsInput = lesson == nil && shown.isPlaying && ui.playback.followsInput && session.history.showsLatest
        session.showViews(at: followsInput ? nil : shown.sceneMoment)
        return LabFrame(session: session, ui: ui, shown: shown)
    }

    /// The frame taken out of the window for step `index` (from 0) of `lesson`: paused on it
    /// (`--steps`, and an HTML export's pages).
    package static func step(_ index: Int, of lesson: Lesson, session: LabSession,
                             ui: LabUIState = LabUIState()) -> LabFrame {
        make(session: session, playback: .pinned(lesson, step: index), lesson: lesson, ui: ui)
    }

    /// The frame taken out of the window for `lesson` playing at `position` lesson seconds
    /// (an animation's frame).
    package static func moment(_ position: Double, of lesson: Lesson, session: LabSession,
                               ui: LabUIState = LabUIState()) -> LabFrame {
        make(session: session, playback: .playing(at: position), lesson: lesson, ui: ui)
    }
}

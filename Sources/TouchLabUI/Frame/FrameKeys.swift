import TouchKit
import TouchLabEngine

/// The invalidation keys of the lab's regions: each a hash of everything that region's
/// drawing reads from the session, so an unchanged key means unchanged pixels. Whoever
/// makes a region read something new adds it here (`RegionCacheTests` compares cached
/// frames with fresh ones over every built-in scene and would show the difference).
@MainActor
enum FrameKeys {
    /// The scene and its overlays: the views (their fingerprint), the enlarged touch areas
    /// and ghosts (a hit area changes with no change to the views' drawing), the lesson at
    /// the shown moment (its progress included), the fingers and trails, the Alt emulation.
    static func scene(_ session: LabSession, ui: LabUIState, fingerprint: Int,
                      hints: [SceneHintOverlay.Hint]) -> Int {
        var hasher = Hasher()
        combineViews(session, fingerprint: fingerprint, hints: hints, into: &hasher)
        combineMoment(session, progress: true, into: &hasher)
        combineFingers(session, into: &hasher)
        hasher.combine(ui.emulatedPointer)
        hasher.combine(ui.selectedView.map(ObjectIdentifier.init))
        return hasher.finalize()
    }

    /// The scene's overlays other than the fingers' shapes, with every label laid out: the
    /// views and hints as `scene` has them; the lesson's steps up to the one shown (the
    /// overlays draw no later one), with the progress within it only when its drawing moves
    /// with it (`progressShows`); and of the fingers only their readouts' texts and places
    /// (a readout's fading alpha is applied as the labels are drawn, `OverlayLabels.fades`;
    /// the fingers' own shapes are drawn over the layer each frame).
    static func stillOverlays(_ session: LabSession, fingerprint: Int, hints: [SceneHintOverlay.Hint]) -> Int {
        var hasher = Hasher()
        combineViews(session, fingerprint: fingerprint, hints: hints, into: &hasher)
        combineShownSteps(session, progress: session.moment.map(progressShows) ?? false, into: &hasher)
        for readout in TouchOverlay.readouts(session) {
            hasher.combine(readout.id)
            hasher.combine(readout.location)
        }
        return hasher.finalize()
    }

    /// The lesson's steps up to the one shown (a lesson only grows: steps before the last
    /// stay as they were) and the moment among them.
    private static func combineShownSteps(_ session: LabSession, progress: Bool, into hasher: inout Hasher) {
        guard let moment = session.moment else { return hasher.combine(-1) }
        let lesson = moment.lesson
        hasher.combine(lesson.openedAt)
        hasher.combine(moment.current)
        // The last step may still change as input arrives; any other stands as it is.
        hasher.combine(moment.current == lesson.steps.count - 1)
        hasher.combine(moment.step.traceTime)
        hasher.combine(moment.isFinished)
        if progress { hasher.combine(moment.progress) }
    }

    /// The session, its views' fingerprint and the hints drawn over them: what both of the
    /// scene's keys begin with.
    private static func combineViews(_ session: LabSession, fingerprint: Int, hints: [SceneHintOverlay.Hint],
                                     into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(session))
        hasher.combine(fingerprint)
        hasher.combine(session.showsStaleLesson)
        for hint in hints {
            hasher.combine(hint.text)
            hasher.combine(hint.outline.boundingBox)
        }
    }

    /// Whether the overlays draw the current step differently as it plays: a visit's probe,
    /// the hit view's fill, an answer travelling back, an override's outline brighten or
    /// move with the step's progress; every other step is drawn the same throughout.
    static func progressShows(_ moment: LessonMoment) -> Bool {
        switch moment.step.kind {
        case .visit, .hit, .returned, .override: true
        default: false
        }
    }

    /// The timeline: the lesson's steps up to the one shown (`Timeline` is built of them),
    /// where its time axis ends (at the lesson's last step: a release that comes within the
    /// axis's first 50 ms leaves it as it was), and the scene's views (lane names). Not the
    /// progress within a step: the timeline moves from step to step.
    static func timeline(_ session: LabSession, fingerprint: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(session))
        hasher.combine(fingerprint)
        combineShownSteps(session, progress: false, into: &hasher)
        if let moment = session.moment { hasher.combine(TimelineView.axisEnd(moment)) }
        return hasher.finalize()
    }

    /// The lesson shown (it only grows: its step count and last step stand for it) and
    /// the moment of it.
    private static func combineMoment(_ session: LabSession, progress: Bool, into hasher: inout Hasher) {
        guard let moment = session.moment else { return hasher.combine(-1) }
        let lesson = moment.lesson
        hasher.combine(lesson.openedAt)
        hasher.combine(lesson.steps.count)
        hasher.combine(lesson.starts.last)
        hasher.combine(lesson.steps.last?.traceTime)
        hasher.combine(lesson.duration)
        hasher.combine(moment.current)
        hasher.combine(moment.isFinished)
        if progress { hasher.combine(moment.progress) }
    }

    /// The fingers' paths (a kept path can drop old samples: its ends and length stand for
    /// it), the live touches, and the clock while a trail fades (and a lifted finger's
    /// contact with it: for `LabSession.trailFade` after its last sample).
    private static func combineFingers(_ session: LabSession, into hasher: inout Hasher) {
        guard let lesson = session.lesson else { return }
        let now = TouchOverlay.fingerTime(session)
        var fading = false
        for id in lesson.paths.keys.sorted() {
            guard let samples = lesson.paths[id], let first = samples.first, let last = samples.last else { continue }
            hasher.combine(id)
            hasher.combine(samples.count)
            for sample in [first, last] {
                hasher.combine(sample.time)
                hasher.combine(sample.location)
            }
            // A margin: a trail counted as fading a little longer than it shows costs a redraw.
            let shows = now - last.time < LabSession.trailFade * 1.01
            if shows { fading = true }
        }
        if fading { hasher.combine(now) }
        for touch in session.application.activeTouches {
            hasher.combine(touch.id)
            hasher.combine(touch.location(in: nil))
        }
    }
}

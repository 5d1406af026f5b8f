/// Playback of one lesson: what the lab's commands and the clock do to it.
@MainActor
extension Playback {
    /// Paused on step `index` of `lesson` (clamped), the step shown whole, as stepping to
    /// it shows it.
    package static func pinned(_ lesson: Lesson, step index: Int) -> Playback {
        var playback = Playback()
        playback.show(step: index, of: lesson)
        return playback
    }

    /// Past the end of any lesson: what the lesson policy assumes for records that come
    /// while no one moves the session on, so none counts as still playing.
    package static let finished = playing(at: .infinity)

    /// At `position` lesson seconds, playing at 1×.
    package static func playing(at position: Double) -> Playback {
        var playback = Playback()
        playback.jump(to: position)
        return playback
    }

    /// Follows a delivery or a step of the clock: a lesson that opened plays from its
    /// start, following the input, and the lesson shown (`shown`, as it is after the
    /// events) moves on with the time that passed.
    package mutating func follow(_ events: LessonEvents, shown: Lesson?) {
        if events.openedLesson {
            replay()
            followsInput = true
        }
        if let shown, events.elapsed > 0 { advance(by: events.elapsed, end: shown.duration) }
    }

    /// Plays from the first step.
    package mutating func replay() {
        restart()
        isPaused = false
    }

    /// Pause and play: a finished lesson plays again from the start. Played on after a
    /// pause, it lags the input, so it no longer follows it.
    package mutating func togglePause(in lesson: Lesson?) {
        guard let lesson else { return }
        if isFinished(end: lesson.duration) { replay() } else { isPaused.toggle() }
        followsInput = false
    }

    /// Shows the step `offset` steps away from the one shown (exactly one per ← or →,
    /// however many steps share a start time), paused there.
    package mutating func step(by offset: Int, in lesson: Lesson?) {
        guard let lesson, let moment = LessonMoment(lesson: lesson, position: position, pinned: pinnedStep) else {
            return
        }
        show(step: moment.current + offset, of: lesson)
    }

    /// Pins playback on step `index` of `lesson` (clamped), the step shown whole; past the
    /// last step (`Int.max`): the lesson finished.
    package mutating func show(step index: Int, of lesson: Lesson?) {
        guard let lesson, !lesson.steps.isEmpty else { return }
        let target = max(0, min(lesson.steps.count - 1, index))
        let end = target == lesson.steps.count - 1 ? lesson.duration
            : lesson.starts[target] + lesson.steps[target].duration
        pin(step: target, at: end)
    }
}

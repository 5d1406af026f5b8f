extension LabSession {
    /// Runs `body` with `lesson` shown at `playback` instead of what the lab shows, then
    /// puts that back: a frame of any lesson drawn off screen (an export) while the lab
    /// goes on showing its own. Nothing else of the session changes.
    package func presenting<Result>(_ lesson: Lesson, at playback: Playback, _ body: () throws -> Result) rethrows -> Result {
        let saved = (presented, self.playback)
        presented = lesson
        self.playback = playback
        defer { (presented, self.playback) = saved }
        return try body()
    }

    /// Playback paused on step `index` of `lesson` (clamped), the step shown whole, as
    /// stepping to it shows it.
    package static func pinned(_ lesson: Lesson, step index: Int) -> Playback {
        var playback = Playback()
        guard !lesson.steps.isEmpty else { return playback }
        let target = max(0, min(lesson.steps.count - 1, index))
        let end = target == lesson.steps.count - 1 ? lesson.duration
            : lesson.starts[target] + lesson.steps[target].duration
        playback.pin(step: target, at: end)
        return playback
    }

    /// Playback at `position` lesson seconds, playing at 1×.
    package static func playing(at position: Double) -> Playback {
        var playback = Playback()
        playback.jump(to: position)
        return playback
    }
}

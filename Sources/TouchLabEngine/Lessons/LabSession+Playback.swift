import TouchKit

extension LabSession {
    /// Shows the step `offset` steps away from the one shown (exactly one per ← or →,
    /// however many steps share a start time), paused there.
    package func step(by offset: Int) {
        guard let moment else { return }
        show(step: moment.current + offset)
    }

    /// Shows the lesson's first step, paused (|◀).
    package func jumpToStart() { show(step: 0) }

    /// Shows the lesson's step `index` (clamped to the lesson), paused there.
    package func jump(toStep index: Int) { show(step: index) }

    /// Shows the lesson's last step, finished (▶|).
    package func jumpToEnd() { show(step: Int.max) }

    /// Pause and play: a finished lesson plays again from the start.
    package func togglePause() {
        guard let lesson else { return }
        if playback.isFinished(end: lesson.duration) {
            replayLesson()
        } else {
            playback.isPaused.toggle()
        }
    }

    /// Plays the shown lesson again from its first step.
    package func replayLesson() {
        playback.restart()
        playback.isPaused = false
    }

    /// Shows the lesson `offset` places away in the history (-1: the one before) and plays
    /// it from the start; false when there is none.
    @discardableResult
    package func showLesson(offset: Int) -> Bool {
        guard history.show(offset: offset) else { return false }
        replayLesson()
        return true
    }

    /// `lesson 3 of 5`, or nil before the first lesson.
    package var lessonPosition: (index: Int, count: Int)? {
        guard !history.lessons.isEmpty else { return nil }
        let shown = presented.flatMap { lesson in history.lessons.firstIndex { $0.openedAt == lesson.openedAt } }
        return ((shown ?? history.shownIndex) + 1, history.lessons.count)
    }

    /// Pins playback on `index` (clamped to the lesson), the step shown whole.
    private func show(step index: Int) {
        guard let lesson, !lesson.steps.isEmpty else { return }
        let target = max(0, min(lesson.steps.count - 1, index))
        let end = target == lesson.steps.count - 1 ? lesson.duration
            : lesson.starts[target] + lesson.steps[target].duration
        playback.pin(step: target, at: end)
    }

    /// Runs `inputs` as `--headless` does, through this session so playback follows the
    /// clock: up to `stopTime` seconds after the first input, or to the end, after which the
    /// lesson is shown finished.
    package func run(_ inputs: [XI2Input], until stopTime: Double? = nil) {
        let stop = SceneEngine.forEachBatch(of: inputs, until: stopTime) { deliver($0) }
        if let stop {
            advance(to: stop)
        } else {
            engine.finish()
            if let lesson { playback.jump(to: lesson.duration) }
        }
    }
}

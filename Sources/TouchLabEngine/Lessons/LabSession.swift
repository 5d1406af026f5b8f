import TouchKit

/// Everything the lab shows, in one place: the scene running on its engine, the lesson of
/// the latest touch and where playback is in it, the recent trace, the last XInput2 event,
/// and the inspector's selection. The window and the headless screenshot both draw from it.
///
/// Time is the engine's clock (seconds): virtual in `--headless`, stepped to the monotonic
/// clock by the live window, so both run the same code.
@MainActor
package final class LabSession {
    /// How many trace records the inspector keeps.
    package static let traceCapacity = 400
    /// How long (lab seconds) a finger's trail takes to fade.
    package static let trailFade = 1.2

    package let engine: SceneEngine
    package var scene: Scene { engine.scene }
    package var application: Application { engine.application }
    package var time: Double { engine.clock.now }

    /// The lesson of the latest touch sequence (or key, shake, remote command).
    package private(set) var lesson: Lesson?
    /// The lab time at which `lesson` opened.
    package private(set) var lessonOpenedAt = 0.0
    package var playback = Playback()
    /// The most recent trace records, oldest first.
    package private(set) var recentTrace: [TraceRecord] = []
    /// The last XInput2-level event delivered, for the journey strip.
    package private(set) var lastInput: XI2Input?
    /// The view the inspector shows.
    package var selectedView: View?
    package var showsHelp = false
    /// While Alt is held over the scene: where the mouse is, so the two fingers it would
    /// put down (the pointer and its mirror around the scene's centre) can be drawn.
    package var emulatedPointer: Point?
    /// Set by the panel's scene buttons: move this many scenes on in the catalog (the window
    /// carries it out and clears it).
    package var sceneRequest: Int?
    /// Called with every trace record as it happens (`--trace`).
    package var onTrace: ((TraceRecord) -> Void)?
    /// Bumped on every change that needs a new frame.
    package private(set) var revision = 0

    package init(scene: Scene, onWarning: @escaping (String) -> Void = { _ in }) {
        engine = SceneEngine(scene: scene, onWarning: onWarning)
        engine.log.capacity = 0
        engine.log.onRecord = { [unowned self] record in self.observe(record) }
    }

    /// Delivers inputs that share one time, as one event.
    package func deliver(_ inputs: ArraySlice<XI2Input>) {
        guard let last = inputs.last else { return }
        lastInput = last
        let before = time
        engine.deliver(inputs)
        advancePlayback(by: time - before)
        revision += 1
    }

    /// Moves lab time to `time`: timers fire, playback advances.
    package func advance(to newTime: Double) {
        let before = time
        engine.advance(to: newTime)
        advancePlayback(by: time - before)
        if time != before { revision += 1 }
    }

    /// Marks a change made from outside (a toggle, a key) that needs a new frame.
    package func touch() { revision += 1 }

    /// Whether the lesson is still playing (frames are needed until it ends).
    package var isAnimating: Bool {
        guard let lesson, !playback.isPaused else { return false }
        return !playback.isFinished(end: lesson.duration) || isFadingTrails
    }

    /// The next time something will change by itself: a timer, or the next animation frame.
    package func nextDeadline(frameInterval: Double = 1.0 / 60) -> Double? {
        let timer = application.timers.nextDeadline
        let frame = isAnimating ? time + frameInterval : nil
        switch (timer, frame) {
        case let (timer?, frame?): return min(timer, frame)
        case let (timer?, nil): return timer
        case let (nil, frame?): return frame
        default: return nil
        }
    }

    /// Restarts the current lesson's animation from its first step.
    package func replayLesson() {
        playback.restart()
        playback.isPaused = false
        revision += 1
    }

    /// Moves playback to the start of the next (or previous) step and pauses.
    package func step(by offset: Int) {
        guard let lesson, !lesson.steps.isEmpty else { return }
        let current = lesson.stepIndex(at: playback.position) ?? 0
        let atEnd = playback.isFinished(end: lesson.duration)
        var target = offset > 0 && atEnd ? lesson.steps.count : current + offset
        if offset < 0, !atEnd, playback.position > lesson.starts[current] { target = current }
        target = max(0, min(lesson.steps.count, target))
        playback.isPaused = true
        playback.jump(to: target >= lesson.steps.count ? lesson.duration : lesson.starts[target])
        revision += 1
    }

    private var isFadingTrails: Bool {
        guard let lesson else { return false }
        return lesson.paths.values.contains { samples in
            guard let last = samples.last else { return false }
            return time - last.time < Self.trailFade
        }
    }

    private func advancePlayback(by seconds: Double) {
        guard let lesson, seconds > 0 else { return }
        playback.advance(by: seconds, end: lesson.duration)
    }

    private func observe(_ record: TraceRecord) {
        onTrace?(record)
        recentTrace.append(record)
        if recentTrace.count > Self.traceCapacity { recentTrace.removeFirst(recentTrace.count - Self.traceCapacity) }
        if opensLesson(record) {
            lesson = Lesson(openedAt: record.time)
            lessonOpenedAt = time
            playback.restart()
        }
        lesson?.append(record)
    }

    /// A new finger on an empty screen, or a key, shake or remote command, starts a lesson.
    private func opensLesson(_ record: TraceRecord) -> Bool {
        switch record.entry {
        case .touch(_, .began, _): application.activeTouches.count <= 1
        case .chain: true
        default: lesson == nil
        }
    }
}

extension LabSession {
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
        touch()
    }
}

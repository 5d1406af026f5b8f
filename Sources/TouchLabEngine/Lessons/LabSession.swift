import TouchKit

/// Everything the lab shows about one scene, in one place: the scene running on its
/// engine, the recent lessons and where playback is in the one shown, the recent trace,
/// and the inspector's selection among its views. The window and the headless screenshot
/// both draw from it; what the window itself has open (`LabUIState`) is not the session's.
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

    /// The recent lessons and the one shown.
    package internal(set) var history = LessonHistory()
    /// The lab time at which the latest lesson opened.
    package private(set) var lessonOpenedAt = 0.0
    package var playback = Playback()
    /// The most recent trace records, oldest first, each with its number in the trace.
    package private(set) var recentTrace: [LessonRecord] = []
    /// Called with every trace record as it happens (`--trace`).
    package var onTrace: ((TraceRecord) -> Void)?
    /// The scene's generation: counts the times its state can have changed — an input
    /// delivered, a timer fired, a trace record, an edit (`edit`) — but not time moving on.
    /// What is shown of the scene's views, its trace and its lessons changes only with it
    /// or with the playback position, so it stands for them where comparing them whole
    /// would cost too much.
    package private(set) var generation = 0
    /// Whether no finger was down when the delivery in progress began, and whether it has
    /// opened a lesson yet: the fingers that come down together on an empty screen (two
    /// mirrored ones under Alt) open one lesson.
    package private(set) var deliveryStartedEmpty = false
    package private(set) var openedThisDelivery = false
    private var recordCount = 0
    /// How many trace records there were when the inspector last changed the scene (nil:
    /// never): a lesson whose first record came before it ran on another scene.
    package private(set) var editedAtRecord: Int?
    /// The input being delivered, given to the records it causes.
    private var delivering: XI2Input?

    package init(scene: Scene, onWarning: @escaping (String) -> Void = { _ in }) {
        engine = SceneEngine(scene: scene, onWarning: onWarning)
        engine.log.capacity = 0
        engine.log.onRecord = { [unowned self] record in self.observe(record) }
    }

    /// The lesson shown: the history's, or one drawn off screen (`presenting`).
    package var lesson: Lesson? { presented ?? history.shown }
    /// The lesson `presenting` shows for the length of its body.
    var presented: Lesson?

    /// The moment of the shown lesson that every part of the frame draws.
    package var moment: LessonMoment? {
        lesson.flatMap { LessonMoment(lesson: $0, position: playback.position, pinned: playback.pinnedStep) }
    }

    /// Delivers inputs that share one time, as one event.
    package func deliver(_ inputs: ArraySlice<XI2Input>) {
        guard let last = inputs.last else { return }
        let before = time
        delivering = last
        deliveryStartedEmpty = application.activeTouchCount == 0
        openedThisDelivery = false
        engine.deliver(inputs)
        delivering = nil
        advancePlayback(by: time - before)
        generation += 1
    }

    /// Moves lab time to `time`: timers fire, playback advances.
    package func advance(to newTime: Double) {
        let before = time
        if let timer = application.timers.nextDeadline, timer <= newTime { generation += 1 }
        engine.advance(to: newTime)
        advancePlayback(by: time - before)
    }

    /// Changes the scene from outside its own code (the inspector's switches): `body` runs,
    /// and the scene's generation moves on.
    package func edit(_ body: () -> Void) {
        body()
        generation += 1
    }

    /// Marks a change the inspector made to the scene (an edit, a reset): lessons begun
    /// before it no longer describe the scene shown (`isStale`).
    package func noteEdit() {
        editedAtRecord = recordCount
        generation += 1
    }

    /// Whether the lesson is still playing (frames are needed until it ends).
    package var isAnimating: Bool {
        guard let lesson, !playback.isPaused else { return false }
        return !playback.isFinished(end: lesson.duration) || isFadingTrails
    }

    /// The next time something will change by itself: a timer, or the next animation frame.
    package func nextDeadline(frameInterval: Double = 1.0 / 60) -> Double? {
        let timer = application.timers.nextDeadline
        let frame = isAnimating ? time + frameInterval : nil
        return [timer, frame].compactMap { $0 }.min()
    }

    /// Now on the trace's clock (seconds from the first input), which the lesson's finger
    /// paths are timed in; the lab's clock may be the monotonic one.
    package var traceNow: Double {
        guard let latest = history.latest else { return time }
        return time - lessonOpenedAt + latest.openedAt
    }

    private var isFadingTrails: Bool {
        guard let lesson else { return false }
        let now = traceNow
        return lesson.paths.values.contains { samples in
            guard let last = samples.last else { return false }
            return now - last.time < Self.trailFade
        }
    }

    private func advancePlayback(by seconds: Double) {
        guard let lesson, seconds > 0 else { return }
        playback.advance(by: seconds, end: lesson.duration)
    }

    /// The touches a record is about, as they are now: a touch record's finger, a
    /// delivery's touches. Only these: the others did not change (`TouchMoments`), and
    /// snapshotting every live touch at every record made many fingers cost their square.
    private func touchSnapshots(for record: TraceRecord) -> [TouchSnapshot] {
        switch record.entry {
        case .touch(let id, _, _):
            application.activeTouch(id: id).map { [TouchSnapshot($0, clockToTrace: record.time - time)] } ?? []
        case .delivery(_, let ids, _, _, _):
            ids.compactMap { application.activeTouch(id: $0).map { TouchSnapshot($0, clockToTrace: record.time - time) } }
        default: []
        }
    }

    private func observe(_ record: TraceRecord) {
        generation += 1
        onTrace?(record)
        recordCount += 1
        let item = LessonRecord(record: record, sequence: recordCount, input: delivering, touches: touchSnapshots(for: record))
        recentTrace.append(item)
        if recentTrace.count > Self.traceCapacity { recentTrace.removeFirst(recentTrace.count - Self.traceCapacity) }
        switch LessonPolicy(session: self).decision(for: record, input: delivering) {
        case .open:
            history.open(Lesson(openedAt: record.time))
            openedThisDelivery = true
            lessonOpenedAt = time
            playback.restart()
            playback.isPaused = false
            history.appendToLatest(item)
        case .append: history.appendToLatest(item)
        case .ignore: break
        }
    }
}

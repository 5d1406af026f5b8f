import TouchKit

/// Everything the lab shows about one scene, in one place: the scene running on its
/// engine, the recent lessons and which one is shown, the recent trace, and the changes the
/// inspector made. The window and the headless screenshot both draw from it. Playback is
/// not the session's: whoever shows the session owns it, passes it in where the lessons
/// depend on it, and follows what the session reports (`LessonEvents`).
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
    /// Tells this session from every other of the process: its lessons' ids carry it.
    package let id: Int
    private static var sessions = 0
    /// How many lessons this session opened.
    private var lessonsOpened = 0
    package var scene: Scene { engine.scene }
    package var application: Application { engine.application }
    package var time: Double { engine.clock.now }

    /// The recent lessons and the one shown.
    package internal(set) var history = LessonHistory()
    /// The lab time at which the latest lesson opened.
    package private(set) var lessonOpenedAt = 0.0
    /// The most recent trace records, oldest first, each with its number in the trace.
    package private(set) var recentTrace: [LessonRecord] = []
    /// Called with every trace record as it happens (`--trace`).
    package var onTrace: ((TraceRecord) -> Void)?
    /// The scene's generation: counts the changes to its state — an input delivered, timers
    /// fired, input cancelled or finished, an inspector change (`edit`) — but not time
    /// moving on. What is shown of the scene's views, its trace and its lessons changes only
    /// with it or with the playback position, so it stands for them where comparing them
    /// whole would cost too much. Only `change` moves it.
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
    /// While the session moves on: the caller's playback as it will be once it follows the
    /// events so far (the lesson policy asks whether the shown lesson still plays), and
    /// those events.
    private var following: (playback: Playback, events: LessonEvents)?
    /// The views' state at every record that changed it (`showViews(at:)`).
    let states: SceneStateLog
    /// The views' own state, kept while they show an earlier one; nil while they show it.
    private var liveState: SceneViewState?

    package init(scene: Scene, onWarning: @escaping (String) -> Void = { _ in }) {
        engine = SceneEngine(scene: scene, onWarning: onWarning)
        states = SceneStateLog(scene: scene)
        Self.sessions += 1
        id = Self.sessions
        engine.log.capacity = 0
        engine.log.onRecord = { [unowned self] record in self.observe(record) }
    }

    /// The lesson shown: the history's.
    package var lesson: Lesson? { history.shown }

    /// Delivers inputs that share one time, as one event, while the shown lesson is at
    /// `playback`; returns what playback follows.
    package func deliver(_ inputs: ArraySlice<XI2Input>, playback: Playback) -> LessonEvents {
        guard let last = inputs.last else { return LessonEvents() }
        defer { delivering = nil }
        return change {
            moveOn(playback) {
                // The timers due before the input fire first, as steps of no input: what
                // they record happened before it (a long press recognized while the finger
                // is still down), so it must not show the input to come.
                engine.advance(to: last.time / 1000)
                delivering = last
                deliveryStartedEmpty = application.activeTouchCount == 0
                openedThisDelivery = false
                engine.deliver(inputs)
            }
        }
    }

    /// Moves lab time to `time` (timers fire) while the shown lesson is at `playback`;
    /// returns what playback follows.
    package func advance(to newTime: Double, playback: Playback) -> LessonEvents {
        // Without a timer due, only the clock moves: nothing the generation stands for.
        guard let timer = application.timers.nextDeadline, timer <= newTime else {
            return moveOn(playback) { engine.advance(to: newTime) }
        }
        return change { moveOn(playback) { engine.advance(to: newTime) } }
    }

    /// Cancels the touches and presses still down (the scene goes away or the run ends).
    /// Only a lesson opening is reported: no playback time passes.
    package func cancelInput(playback: Playback) -> LessonEvents {
        var events = change { moveOn(playback) { engine.cancelInput() } }
        events.elapsed = 0
        return events
    }

    /// Ends the input and lets the timers it started run out (`SceneEngine.finish`). Only a
    /// lesson opening is reported: no playback time passes.
    package func finish(playback: Playback) -> LessonEvents {
        // The timers it runs may change the views without a trace record.
        var events = change { moveOn(playback) { engine.finish() } }
        events.elapsed = 0
        return events
    }

    /// Runs `body` with `playback` followed through the lessons it opens, and reports the
    /// time that passed and whether a lesson opened.
    private func moveOn(_ playback: Playback, _ body: () -> Void) -> LessonEvents {
        let before = time
        following = (playback, LessonEvents())
        body()
        var events = following?.events ?? LessonEvents()
        following = nil
        events.elapsed = time - before
        return events
    }

    /// Changes the scene from outside its own code (the inspector's switches, sliders and
    /// Reset): `body` runs, and lessons begun before it no longer describe the scene shown
    /// (`isStale`).
    package func edit(_ body: () -> Void) {
        change {
            body()
            editedAtRecord = recordCount
        }
    }

    /// The one way the model changes: `body` runs, then the generation moves on, so every
    /// memo keyed by it (the frame's, the panel's) sees the change.
    private func change<T>(_ body: () -> T) -> T {
        // Input meets the views as they are, never as a frame of an earlier step drew them.
        showLive()
        defer {
            states.capture(at: 2 * recordCount + 1, time: recentTrace.last?.record.time ?? 0)
            generation &+= 1
        }
        return body()
    }

    /// Sets the scene's views to their state at `moment` (their own state when nil, or
    /// when nothing was kept of them then), so that a frame draws, describes and hit-tests
    /// the scene as it was at that step and not as the run left it. Input puts their own
    /// state back before it is delivered.
    package func showViews(at moment: LessonMoment?) {
        guard let moment, let state = viewState(at: moment) else { return showLive() }
        if liveState == nil { liveState = states.current }
        guard !states.isCurrent(state) else { return }
        states.apply(state)
        generation &+= 1
    }

    /// How far a point of `view`'s content has moved in the window (window points) between
    /// the record numbered `sequence` and the views as shown now: the scroll views holding
    /// it scrolled their content the other way.
    package func contentShift(of view: View, since sequence: Int) -> Point {
        var shift = Point(x: 0, y: 0)
        var ancestor = view.superview
        while let current = ancestor {
            if let scroll = current as? ScrollView, let then = states.contentOffset(of: scroll, at: 2 * sequence) {
                shift = Point(x: shift.x + then.x - scroll.contentOffset.x, y: shift.y + then.y - scroll.contentOffset.y)
            }
            ancestor = current.superview
        }
        return shift
    }

    private func showLive() {
        guard let live = liveState else { return }
        liveState = nil
        guard !states.isCurrent(live) else { return }
        states.apply(live)
        generation &+= 1
    }

    /// The views' state at `moment`: as its step's record was made; once the lesson is
    /// over, as it was left before the next record; part way through a run of moves
    /// playing, at the moment's trace time.
    private func viewState(at moment: LessonMoment) -> SceneViewState? {
        let steps = moment.lesson.steps
        if moment.isFinished, let last = steps.last { return states.state(at: 2 * last.sequence + 1) }
        let step = moment.step
        guard step.isMoveRun, !moment.isPinned, moment.progress < 1 else { return states.state(at: 2 * step.sequence) }
        let floor = moment.current > 0 ? 2 * (steps[moment.current - 1].sequence + 1) : 0
        return states.state(at: 2 * step.sequence, time: moment.traceTime, floor: floor)
    }

    /// Whether the shown lesson, at `playback`, is still playing (frames are needed until
    /// it ends).
    package func isAnimating(at playback: Playback) -> Bool {
        guard let lesson, !playback.isPaused else { return false }
        return !playback.isFinished(end: lesson.duration) || isFadingTrails
    }

    /// The next time something will change by itself, with the shown lesson at
    /// `playback`: a timer, or the next animation frame.
    package func nextDeadline(at playback: Playback, frameInterval: Double = 1.0 / 60) -> Double? {
        let timer = application.timers.nextDeadline
        let frame = isAnimating(at: playback) ? time + frameInterval : nil
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

    /// Every record comes while a `change` runs (input, timers, cancelling, finishing).
    private func observe(_ record: TraceRecord) {
        onTrace?(record)
        recordCount += 1
        states.capture(at: 2 * recordCount, time: record.time)
        let item = LessonRecord(record: record, sequence: recordCount, input: delivering, touches: touchSnapshots(for: record))
        recentTrace.append(item)
        if recentTrace.count > Self.traceCapacity { recentTrace.removeFirst(recentTrace.count - Self.traceCapacity) }
        let playback = following?.playback ?? Playback.finished
        switch LessonPolicy(session: self, playback: playback).decision(for: record, input: delivering) {
        case .open:
            lessonsOpened += 1
            history.open(Lesson(id: LessonID(session: id, serial: lessonsOpened), openedAt: record.time))
            if let first = history.lessons.first?.steps.first?.sequence { states.forget(before: 2 * first) }
            openedThisDelivery = true
            lessonOpenedAt = time
            following?.playback.replay()
            following?.events.openedLesson = true
            history.appendToLatest(item)
        case .append: history.appendToLatest(item)
        case .ignore: break
        }
    }
}

import TouchKit

/// Runs XInput2-level input through a scene on a virtual clock, deterministically: the
/// engine of `--headless`, of the behaviour tests, and of the lab's replays.
///
/// For each input, in time order: the timers due before it fire (the clock stepping to each
/// deadline), the clock moves to the input's time, the translator turns it into neutral
/// input (its warnings go to `onWarning`), and the application delivers it. `finish()`
/// cancels the touches and presses still down and lets the timers they started run out.
@MainActor
package final class SceneEngine {
    /// Virtual seconds after the last input during which timers may still fire.
    package static let settleLimit = 10.0

    package let scene: Scene
    package let clock = VirtualClock()
    package let application: Application
    package let appDelegate = AppDelegate()
    /// Every trace record so far; `log.onRecord` sees each as it happens.
    package let log = TraceLog()
    /// Receives each translator warning (a skipped impossible input), one line each.
    package var onWarning: (String) -> Void
    /// The time of the first input delivered, in seconds; `--at` counts from here.
    package private(set) var firstInputTime: Double?
    private var translator: XI2InputTranslator

    /// Whether Alt is held, so a drag would put down two mirrored fingers (the translator
    /// keeps track of the keys; the lab draws the fingers).
    package var isEmulatingTwoTouches: Bool { translator.isEmulatingTwoTouches }

    package init(scene: Scene, onWarning: @escaping (String) -> Void = { _ in }) {
        self.scene = scene
        self.onWarning = onWarning
        application = Application(clock: clock)
        application.delegate = appDelegate
        application.tracer = log
        application.addWindow(scene.window)
        translator = XI2InputTranslator(mirrorCenter: scene.center)
    }

    /// Delivers every input, then either finishes (nil `stopTime`) or stops at `stopTime`
    /// seconds after the first input, leaving touches down as they are at that moment.
    /// Consecutive inputs with the same time are delivered together, as one event.
    package func run(_ inputs: [XI2Input], until stopTime: Double? = nil) {
        let stop = Self.forEachBatch(of: inputs, until: stopTime) { deliver($0) }
        if let stop {
            advance(to: stop)
        } else {
            finish()
        }
    }

    /// Calls `body` with each run of inputs that share one time, in order, up to
    /// `stopTime` seconds after the first input; returns that stop as an absolute time (in
    /// seconds), or nil when there is none.
    package static func forEachBatch(of inputs: [XI2Input], until stopTime: Double?,
                             _ body: (ArraySlice<XI2Input>) -> Void) -> Double? {
        let delivered = Self.delivered(inputs, until: stopTime)
        var start = 0
        while start < delivered.count {
            let end = endOfRun(in: inputs, from: start)
            body(inputs[start..<end])
            start = end
        }
        return stopTime.map { (inputs.first?.time ?? 0) / 1000 + $0 }
    }

    /// The inputs a run up to `stopTime` seconds after the first input delivers (all of
    /// them when nil): what `--record` holds, so it replays to the trace that was shown.
    nonisolated package static func delivered(_ inputs: [XI2Input], until stopTime: Double?) -> ArraySlice<XI2Input> {
        guard let stopTime else { return inputs[...] }
        let stop = (inputs.first?.time ?? 0) / 1000 + stopTime
        return inputs.prefix { $0.time / 1000 <= stop }
    }

    /// The end of the run of inputs that share `inputs[start]`'s time: they are delivered
    /// together, as one event (the one place input is grouped).
    nonisolated package static func endOfRun(in inputs: [XI2Input], from start: Int) -> Int {
        var end = start + 1
        while end < inputs.count, inputs[end].time == inputs[start].time { end += 1 }
        return end
    }

    /// Fires the timers due before `input`, then translates and delivers it at its time.
    package func deliver(_ input: XI2Input) {
        deliver([input][...])
    }

    /// Delivers inputs of one time together: the timers due before them fire, then all are
    /// translated and queued before the application processes the queue, so touches that
    /// change at the same moment travel in one event.
    package func deliver(_ inputs: ArraySlice<XI2Input>) {
        guard let time = inputs.first.map({ $0.time / 1000 }) else { return }
        if firstInputTime == nil { firstInputTime = time }
        advance(to: time)
        enqueue(inputs.flatMap { translator.translate($0) })
    }

    /// Keys already down when this engine takes the input over (the emulation's modifiers,
    /// held across a scene switch): the translator counts them as held, withheld from the
    /// scene, which never saw them go down. They make no event, nor does their release, so
    /// nothing is traced and the first input's time stays unset.
    package func holdKeys(_ keyCodes: [Int]) {
        for code in keyCodes { translator.holdWithheld(code) }
    }

    /// Steps the clock to `time`, firing each timer due on the way at its own deadline.
    package func advance(to time: Double) {
        while let deadline = application.timers.nextDeadline, deadline <= time {
            clock.advance(to: deadline)
            application.processEvents()
        }
        clock.advance(to: time)
    }

    /// Cancels the touches and presses still down (as when a device goes away), then runs
    /// the timers they and earlier input started, for at most `settleLimit` virtual seconds.
    package func finish() {
        cancelInput()
        let limit = clock.now + Self.settleLimit
        while let deadline = application.timers.nextDeadline, deadline <= limit {
            advance(to: deadline)
        }
    }

    /// Cancels the touches still down, as when their device goes away; the window calls it
    /// at every way of leaving, so each touch that began gets its ended-or-cancelled.
    package func cancelTouches() {
        enqueue(translator.finish(at: clock.now * 1000))
    }

    /// Cancels the touches, then the presses, still down: the scene is going away (a scene
    /// switch) or the run is ending, and every touch and press that began ends once.
    package func cancelInput() {
        cancelTouches()
        application.cancelPresses()
    }

    private func enqueue(_ events: [InputEvent]) {
        for warning in translator.warnings { onWarning(warning) }
        translator.clearWarnings()
        for event in events { application.enqueue(event) }
        application.processEvents()
    }
}

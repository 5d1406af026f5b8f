#if canImport(Glibc)
import Glibc
#endif
@testable import TouchKit
import SeededRandom

/// Runs one seed: builds a `RandomTouchScene`, feeds a `XI2StreamGenerator` stream through
/// `XI2InputTranslator` → `Application.enqueue` → `processEvents` on a virtual clock (timers
/// fired in deadline order between inputs), then `finish` and every remaining timer, with a
/// `TouchInvariantChecker` watching after every input.
@MainActor
enum TouchFuzzer {
    struct Outcome {
        let seed: UInt64
        var inputs = 0
        var violations: [String] = []
        var counts: [String: Int] = [:]
        /// The last inputs and trace lines before the first violation.
        var report = ""
    }

    /// A timer loop longer than this is reported as a runaway.
    static let timerLimit = 10_000

    static func run(seed: UInt64, inputs: Int) -> Outcome {
        let checker = TouchInvariantChecker()
        var outcome = Outcome(seed: seed)
        weak var application: Application?
        weak var window: Window?
        drive(seed: seed, inputs: inputs, checker: checker, outcome: &outcome) {
            application = $0
            window = $1
        }
        checker.context = "seed \(seed) after the run"
        if application != nil || window != nil { checker.fail("the application or its window was never freed") }
        outcome.violations = checker.violations
        outcome.counts = checker.counts
        return outcome
    }

    private static func drive(seed: UInt64, inputs count: Int, checker: TouchInvariantChecker,
                              outcome: inout Outcome, expose: (Application, Window) -> Void) {
        var random = SplitMix64(seed: seed)
        let scene = RandomTouchScene(random: &random, checker: checker)
        let clock = VirtualClock()
        let application = Application(clock: clock)
        application.delegate = NamedResponder(name: "AppDelegate")
        application.tracer = checker
        application.addWindow(scene.window)
        expose(application, scene.window)
        let size = RandomTouchScene.size
        var translator = XI2InputTranslator(mirrorCenter: Point(x: size.width / 2, y: size.height / 2))
        var generator = XI2StreamGenerator(random: SplitMix64(seed: random.next()), size: size)
        var history: [XI2Input] = []
        for step in 0..<count {
            checker.context = "seed \(seed) step \(step)"
            let inputs = generator.next()
            history.append(contentsOf: inputs)
            runTimers(until: inputs[0].time / 1000, clock, application, checker)
            clock.advance(to: inputs[0].time / 1000)
            for input in inputs {
                for event in translator.translate(input) { application.enqueue(event) }
            }
            outcome.inputs += inputs.count
            translator.clearWarnings()
            application.processEvents()
            checker.checkStep()
            if !checker.violations.isEmpty, outcome.report.isEmpty {
                outcome.report = report(history, checker)
            }
        }
        checker.context = "seed \(seed) at the end"
        let end = generator.time + 10
        clock.advance(to: end / 1000)
        for event in translator.finish(at: end) { application.enqueue(event) }
        application.processEvents()
        checker.checkStep()
        runTimers(until: .infinity, clock, application, checker)
        checker.checkFinished(application, translator: translator)
        checker.checkTouchesFreed()
        if !checker.violations.isEmpty, outcome.report.isEmpty {
            outcome.report = report(history, checker)
        }
        checker.forgetTrace()
    }

    /// Fires the timers due by `time` in deadline order, processing and checking after each.
    private static func runTimers(until time: Double, _ clock: VirtualClock, _ application: Application,
                                  _ checker: TouchInvariantChecker) {
        var fired = 0
        while let deadline = application.timers.nextDeadline, deadline <= time {
            fired += 1
            guard fired <= timerLimit else { return checker.fail("timers keep rescheduling themselves") }
            clock.advance(to: deadline)
            application.processEvents()
            checker.checkStep()
        }
    }

    private static func report(_ history: [XI2Input], _ checker: TouchInvariantChecker) -> String {
        let inputs = history.suffix(30).map { input in
            "  \(formatFixed(input.time, decimals: 0)) \(input.kind.rawValue) \(input.detail) "
                + "(\(input.x), \(input.y)) source \(input.source)"
                + (input.flags.isEmpty ? "" : " flags \(input.flags.rawValue)")
        }
        return (["last inputs:"] + inputs + ["last trace lines:"] + checker.recentLines.map { "  " + $0 })
            .joined(separator: "\n")
    }
}

/// How long to fuzz: `TOUCHLAB_FUZZ_ITERATIONS` seeds from `TOUCHLAB_FUZZ_SEED` (or the
/// defaults of the bounded run in `make test`).
enum FuzzSettings {
    static func integer(_ name: String, default value: UInt64) -> UInt64 {
        guard let raw = getenv(name), let parsed = UInt64(String(cString: raw)) else { return value }
        return parsed
    }
}

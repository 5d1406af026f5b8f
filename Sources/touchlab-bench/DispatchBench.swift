import CAllocationCounter
import TouchKit
import TouchLab
import TouchLabFormats
import TouchLabEngine
import SeededRandom

/// Touch events through the whole model, headless and untraced: the application's queue,
/// the window's hit test, the recognizers (a pan, a tap, a long press), controls and the
/// responder chain. Each sequence is a finger coming down at a random point, moving six
/// times and lifting; sequences are far enough apart for every timer to run out.
@MainActor
struct DispatchBench {
    let scene: BenchScene
    let sequences: Int
    let runs: Int

    static let movesPerSequence = 6

    func run() throws -> Measurement {
        let inputs = makeInputs()
        var samples: [Double] = []
        for _ in 0..<runs {
            let (application, clock) = try makeApplication()
            let start = monotonicSeconds()
            for input in inputs {
                fireTimers(application, clock, before: input.timestamp)
                clock.advance(to: input.timestamp)
                application.enqueue(.touch(input))
                application.processEvents()
            }
            let elapsed = monotonicSeconds() - start
            samples.append(Double(inputs.count) / elapsed)
            retained.append(application)
        }
        return Measurement("dispatch, \(scene.viewCount)-view scene, trace off", unit: "events/s", samples: samples)
    }

    /// Heap allocations per delivered event, counted by the bench's malloc over one pass
    /// of the same input after a warm-up pass (so caches and capacities are grown): over
    /// all events, and over the moves alone (one finger moving, the commonest event).
    func allocationsPerEvent() throws -> (all: Double, moves: Double) {
        let inputs = makeInputs()
        let (application, clock) = try makeApplication()
        var total = 0, moves = 0, moveCount = 0
        for pass in 0..<2 {
            for var input in inputs {
                input.timestamp += Double(pass) * 100_000
                fireTimers(application, clock, before: input.timestamp)
                clock.advance(to: input.timestamp)
                let before = allocation_count()
                application.enqueue(.touch(input))
                application.processEvents()
                let made = Int(allocation_count() - before)
                guard pass == 1 else { continue }
                total += made
                if input.phase == .moved { moves += made; moveCount += 1 }
            }
        }
        retained.append(application)
        return (Double(total) / Double(inputs.count), Double(moves) / Double(max(moveCount, 1)))
    }

    private func makeApplication() throws -> (Application, VirtualClock) {
        let description = try SceneReader(file: "bench-dispatch.json")
            .read(Array(scene.json(name: "bench").utf8), defaultName: "bench")
        let built = SceneBuilder().build(description)
        let clock = VirtualClock()
        let application = Application(clock: clock)
        application.delegate = AppDelegate()
        application.tracer = nil
        application.addWindow(built.window)
        retained.append(built)
        return (application, clock)
    }

    private func fireTimers(_ application: Application, _ clock: VirtualClock, before time: Double) {
        while let deadline = application.timers.nextDeadline, deadline <= time {
            clock.advance(to: deadline)
            application.processEvents()
        }
    }

    private func makeInputs() -> [TouchInput] {
        var random = SplitMix64(seed: 60)
        var inputs: [TouchInput] = []
        var time = 1.0
        for sequence in 0..<sequences {
            let key = TouchKey(device: 2, detail: sequence % 16 + 1)
            var point = Point(x: Double.random(in: 0..<1200, using: &random),
                              y: Double.random(in: 0..<760, using: &random))
            inputs.append(TouchInput(key: key, phase: .began, location: point, timestamp: time))
            for _ in 0..<Self.movesPerSequence {
                time += 0.016
                point.x += 3
                point.y += 2
                inputs.append(TouchInput(key: key, phase: .moved, location: point, timestamp: time))
            }
            time += 0.016
            inputs.append(TouchInput(key: key, phase: .ended, location: point, timestamp: time))
            time += 1.0
        }
        return inputs
    }
}

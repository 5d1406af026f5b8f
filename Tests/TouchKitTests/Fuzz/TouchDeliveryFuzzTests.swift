import Testing
@testable import TouchKit

/// Random XInput2 streams on random scenes, with every delivery promise checked after
/// every input (see `TouchInvariantChecker`). `make test` runs a bounded number of fixed
/// seeds; `make fuzz` sets `TOUCHLAB_FUZZ_ITERATIONS` (and optionally
/// `TOUCHLAB_FUZZ_SEED`, the first seed) for a longer run in a release build.
@MainActor
struct TouchDeliveryFuzzTests {
    static let defaultIterations: UInt64 = 120
    static let inputsPerSeed = 250

    @Test func everyTouchIsBalancedWhateverTheInput() {
        let first = FuzzSettings.integer("TOUCHLAB_FUZZ_SEED", default: 1)
        let iterations = FuzzSettings.integer("TOUCHLAB_FUZZ_ITERATIONS", default: Self.defaultIterations)
        var totals: [String: Int] = [:]
        var inputs = 0
        var failures = 0
        let started = ContinuousClock.now
        for seed in first..<(first + iterations) {
            let outcome = TouchFuzzer.run(seed: seed, inputs: Self.inputsPerSeed)
            inputs += outcome.inputs
            totals.merge(outcome.counts, uniquingKeysWith: +)
            guard !outcome.violations.isEmpty else { continue }
            failures += 1
            Issue.record(Comment(rawValue: (outcome.violations + [outcome.report]).joined(separator: "\n")))
            if failures >= 3 { break }
        }
        let elapsed = ContinuousClock.now - started
        print(Self.summary(first: first, iterations: iterations, inputs: inputs, elapsed: elapsed, totals: totals))
        guard failures == 0 else { return }
        for kind in ["Tap", "LongPress", "Swipe", "Pan", "Pinch", "Rotation"] {
            let won = totals.filter { $0.key.hasPrefix("gesture Recording\(kind) ") && !$0.key.hasSuffix(" failed") }
            #expect(!won.isEmpty, "no \(kind) recognizer ever got past possible: the fuzzer lost its reach")
        }
        for reached in ["touch cancelled", "control touchUpInside", "control valueChanged", "press began",
                        "motion began", "remote togglePlayPause"] {
            #expect(totals[reached, default: 0] > 0, "never reached: \(reached)")
        }
    }

    static func summary(first: UInt64, iterations: UInt64, inputs: Int, elapsed: Duration,
                        totals: [String: Int]) -> String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let rate = seconds > 0 ? Double(inputs) / seconds : 0
        var lines = ["fuzz: seeds \(first)...\(first + iterations - 1) (\(iterations) seeds), "
            + "\(inputs) inputs in \(formatFixed(seconds, decimals: 2)) s, "
            + "\(formatFixed(rate, decimals: 0)) inputs/s, \(formatFixed(Double(iterations) / max(seconds, 1e-9), decimals: 1)) seeds/s"]
        for (name, count) in totals.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(name): \(count)")
        }
        return lines.joined(separator: "\n")
    }
}

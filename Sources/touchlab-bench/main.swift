// touchlab-bench: the benchmarks behind `make bench` (docs/PERFORMANCE.md).
//
//   touchlab-bench [--out DIR] [--touchlab PATH] [--only SECTION] [--views N] [--runs N]
//
// SECTION (for profiling one part, e.g. under valgrind --tool=callgrind): hit-test,
// dispatch, frame, input-frame, present, latency, window, memory (the window's peak RSS
// with 10,000 views alone) or export (the A–E lesson as GIF, MP4 and step images);
// results.json is then not written.
// `--views` keeps only the scene sizes of N views, `--runs` sets how many times each
// figure is sampled (input-frame: 10 clicks a run) (both for profiling, where one short
// run is enough).
//
// Runs every benchmark several times, prints a table (median, min, max) and writes
// DIR/results.json (the headline figures), DIR/details.json (every row) and the generated
// scene and replay files. The window benchmarks need $DISPLAY (scripts/bench/run.sh
// starts Xvfb); the `touchlab` executable defaults to the one beside this one.
import Foundation
import TouchKit

@MainActor
struct BenchCommand {
    var output = ".build/bench"
    var touchlab = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("touchlab").path
    var only: String?
    var views: Int?
    var runs: Int?
    var report = Report()
    var chart = ScalingChart(panels: [
        .init(title: "Hit test, median per point", unit: "ns", series: [
            .init(name: "Swift, plain Views", color: Color(red: 0.16, green: 0.42, blue: 0.8)),
            .init(name: "Swift, plain Views, culling", color: Color(red: 0.2, green: 0.6, blue: 0.35)),
            .init(name: "Swift, the lab's SceneViews", color: Color(red: 0.55, green: 0.3, blue: 0.75)),
            .init(name: "C baseline (structs in arrays)", color: Color(red: 0.85, green: 0.45, blue: 0.1)),
        ]),
        .init(title: "Lab frame, median", unit: "ms", series: [
            .init(name: "lab frame while a lesson plays", color: Color(red: 0.16, green: 0.42, blue: 0.8)),
            .init(name: "floor (clear + one fill)", color: Color(red: 0.85, green: 0.45, blue: 0.1)),
        ]),
    ])

    static let sections = ["hit-test", "dispatch", "frame", "input-frame", "present", "latency", "window", "memory", "export"]

    init(arguments: [String]) throws {
        var rest = arguments[...]
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { throw BenchError("\(option) needs a value") }
            switch option {
            case "--out": output = value
            case "--touchlab": touchlab = value
            case "--only" where Self.sections.contains(value): only = value
            case "--views": views = try Self.count(value, option)
            case "--runs": runs = try Self.count(value, option)
            default: throw BenchError("unknown option \(option)")
            }
        }
    }

    mutating func run() throws {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let files = try writeFiles()
        if selected("hit-test") { try hitTest() }
        if selected("dispatch") { try dispatch() }
        if selected("frame") { try frames() }
        if selected("input-frame") { try inputFrames() }
        if selected("hit-test") || selected("frame") {
            try chart.write(to: output + "/scaling.png")
            say("wrote \(output)/scaling.png")
        }
        if only == nil || ["present", "latency", "window", "memory"].contains(only) {
            guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
                throw BenchError("the window benchmarks need $DISPLAY (run scripts/bench/run.sh)")
            }
        }
        if selected("present") { try present() }
        if selected("latency") { try latency() }
        if selected("window") { try window(files) }
        if selected("window") || only == "memory" { try memory(files) }
        if selected("export") { try exports() }
        print("")
        report.printTable()
        guard only == nil else { return }
        try report.write(to: output)
        print("\nwrote \(output)/results.json and \(output)/details.json")
    }

    private func selected(_ section: String) -> Bool { only == nil || only == section }

    private static func count(_ text: String, _ option: String) throws -> Int {
        guard let value = Int(text), value > 0 else { throw BenchError("\(option) needs a positive number") }
        return value
    }

    /// The scene sizes to run, all of `sizes` unless `--views` picked one.
    private func sizes(_ sizes: [Int]) -> [Int] {
        views.map { [$0] } ?? sizes
    }

    private func say(_ text: String) {
        print(text)
        fflush(stdout)
    }

    // MARK: Files

    struct Files {
        let smallScene: String
        let largeScene: String
        let largeReplay: String
    }

    private func writeFiles() throws -> Files {
        let files = Files(smallScene: output + "/bench-100.json", largeScene: output + "/bench-10000.json",
                          largeReplay: output + "/bench-10000-replay.jsonl")
        try BenchScene(viewCount: 100).json(name: "bench-100").write(toFile: files.smallScene, atomically: true,
                                                                     encoding: .utf8)
        try BenchScene(viewCount: 10_000).json(name: "bench-10000").write(toFile: files.largeScene,
                                                                          atomically: true, encoding: .utf8)
        try Self.largeReplay().write(toFile: files.largeReplay, atomically: true, encoding: .utf8)
        return files
    }

    /// Taps in the grid and deep in the chain, and a drag: two and a half seconds of input.
    static func largeReplay() -> String {
        var lines: [String] = []
        func add(_ time: Int, _ type: String, _ id: Int, _ x: Double, _ y: Double) {
            lines.append("{\"time\": \(time), \"type\": \"\(type)\", \"detail\": \(id), \"x\": \(x), \"y\": \(y)}")
        }
        add(0, "touchBegin", 1, 480, 400)
        add(80, "touchEnd", 1, 480, 400)
        add(600, "touchBegin", 2, 1100, 400)
        add(680, "touchEnd", 2, 1100, 400)
        add(1200, "touchBegin", 3, 100, 100)
        for step in 1...30 { add(1200 + step * 16, "touchUpdate", 3, 100 + Double(step) * 5, 100 + Double(step) * 3) }
        add(1700, "touchEnd", 3, 250, 190)
        add(2400, "touchBegin", 4, 900, 700)
        add(2480, "touchEnd", 4, 900, 700)
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Headless

    private mutating func hitTest() throws {
        for count in sizes([100, 300, 1_000, 3_000, 10_000]) {
            say("hit test, \(count) views …")
            let bench = HitTestBench(scene: BenchScene(viewCount: count), pointCount: count >= 10_000 ? 4_000 : 20_000,
                                     runs: runs ?? 9)
            let result = try bench.run(includeSceneViews: true)
            chart.panels[0].series[0].points.append((count, result.swift.median))
            chart.panels[0].series[3].points.append((count, result.c.median))
            chart.panels[0].series[1].points.append((count, result.culled.median))
            if let sceneViews = result.sceneViews { chart.panels[0].series[2].points.append((count, sceneViews.median)) }
            let headline = count == 10_000
            report.add(headline ? result.swift.against("≤ 1.5× C") { _ in result.ratio.median <= 1.5 } : result.swift)
            report.add(result.c)
            report.add(headline ? result.ratio.against("≤ 1.5") { $0 <= 1.5 } : result.ratio)
            report.add(result.culled)
            report.add(headline ? result.culledRatio.against("≤ 0.2") { $0 <= 0.2 } : result.culledRatio)
            if let sceneViews = result.sceneViews { report.add(sceneViews) }
            if let sceneRatio = result.sceneRatio {
                report.add(headline ? sceneRatio.against("≤ 2") { $0 <= 2 } : sceneRatio)
                if headline { report.set("scene_hit_test_ratio_to_c", sceneRatio.median) }
            }
            if headline {
                report.set("hit_test_ns_10k", result.swift.median)
                report.set("hit_test_ratio_to_c", result.ratio.median)
                report.set("hit_test_culled_ratio_to_c", result.culledRatio.median)
            }
        }
    }

    private mutating func dispatch() throws {
        say("dispatch …")
        let result = try DispatchBench(scene: BenchScene(viewCount: views ?? 100), sequences: 4_000,
                                       runs: runs ?? 7).run()
        report.add(result.against("≥ 800000") { $0 >= 800_000 })
        report.set("dispatch_events_per_second", result.median)
        let allocations = try DispatchBench(scene: BenchScene(viewCount: views ?? 100), sequences: 1_000, runs: 1)
            .allocationsPerEvent()
        report.add(Measurement("dispatch, heap allocations per event", unit: "allocs", samples: [allocations.all]))
        report.add(Measurement("dispatch, heap allocations per one-finger move", unit: "allocs",
                               samples: [allocations.moves]))
        report.set("dispatch_allocations_per_event", allocations.all)
        report.set("dispatch_allocations_per_move", allocations.moves)
    }

    private mutating func frames() throws {
        for count in sizes([100, 300, 1_000, 3_000, 10_000]) {
            say("lab frame, \(count) views …")
            let result = try FrameBench(scene: BenchScene(viewCount: count), maximumSamples: runs ?? 40).run()
            chart.panels[1].series[0].points.append((count, result.frame.median))
            chart.panels[1].series[1].points.append((count, result.floor.median))
            let ratio = result.frame.median / result.floor.median
            if count == 100 {
                report.add(result.frame.against("≤ 3") { $0 <= 3 })
                report.add(result.unchanged)
                report.add(result.full.against("≤ 8") { $0 <= 8 })
                report.set("frame_whole_ms", result.full.median)
                report.add(result.floor)
                report.add(Measurement("lab frame ÷ floor, 100 views", unit: "×", samples: [ratio])
                    .against("≤ 4") { $0 <= 4 })
                report.set("frame_ms_median", result.frame.median)
                report.set("frame_ratio_to_floor", ratio)
                let lesson = try FrameBench(scene: BenchScene(viewCount: count)).wholeLesson()
                report.add(lesson.median)
                report.add(lesson.p90)
                say("  \(lesson.frames) frames in the whole lesson")
            } else {
                report.add(result.frame)
            }
            say("  \(result.visits) hit-test visits in the lesson")
        }
    }

    private mutating func inputFrames() throws {
        say("frame after a click (headless) …")
        let result = try InputFrameBench(scene: BenchScene(viewCount: views ?? 100), clicks: runs.map { $0 * 10 } ?? 60).run()
        report.add(result.afterPress)
        report.add(result.afterRelease)
        report.add(result.playing)
        report.add(result.presented)
    }

    // MARK: Window

    private mutating func present() throws {
        say("present …")
        let result = try PresentBench(scene: BenchScene(viewCount: 100), count: 60).run()
        report.add(result)
        report.set("present_ms_median", result.median)
    }

    private mutating func latency() throws {
        say("input to frame (xdotool clicks) …")
        let loop = try LatencyLoop(scene: BenchScene(viewCount: 100), clicks: 200)
        try loop.run()
        let latencies = loop.latencies.sorted(), read = loop.readLatencies.sorted()
        let p99 = Measurement.percentile(latencies, 0.99)
        report.add(Measurement("input to frame, p99 of \(latencies.count) events", unit: "ms", samples: [p99])
            .against("≤ 8.3") { $0 <= 8.3 })
        report.add(Measurement("input to frame, all events", unit: "ms", samples: latencies))
        report.add(Measurement("input to frame from read, p99", unit: "ms",
                               samples: [Measurement.percentile(read, 0.99)]))
        report.add(Measurement("present in the live loop", unit: "ms", samples: loop.presents))
        report.set("input_to_frame_ms_p99", p99)
        let rows = zip(loop.samples, zip(loop.latencies, loop.splits)).map {
            $0.row(total: $1.0, split: $1.1, layout: loop.live.controller.layout)
        }
        try ([LatencySample.header] + rows).joined(separator: "\n").appending("\n")
            .write(toFile: output + "/latency-samples.tsv", atomically: true, encoding: .utf8)
        try (["start\tdrawing\tpresenting\tinputs\tdrawn\tkinds\tregions (ms each, key included)"] + loop.frameRows).joined(separator: "\n").appending("\n")
            .write(toFile: output + "/latency-frames.tsv", atomically: true, encoding: .utf8)
        // Where the slowest 1 % went: each part's mean over the samples at or above the p99.
        let tail = zip(loop.latencies, loop.splits).filter { $0.0 >= p99 }.map(\.1)
        for part in LatencySplit.parts {
            let values = loop.splits.map { $0[keyPath: part.value] }
            report.add(Measurement("input to frame, \(part.name) part", unit: "ms", samples: values))
            let tailMean = tail.map { $0[keyPath: part.value] }.reduce(0, +) / Double(max(tail.count, 1))
            report.set("input_to_frame_p99_\(part.name)_ms", tailMean)
        }
    }

    private mutating func window(_ files: Files) throws {
        let probe = try ProcessProbe()
        var startups: [Double] = [], idle: [Double] = [], small: [Double] = []
        for run in 0..<5 {
            say("touchlab window, run \(run + 1) of 5 …")
            let child = try probe.launch(touchlab, ["--scene", files.smallScene])
            defer { probe.stop(child) }
            // The first grid cell's own colour, inside it (the scene is scaled into the
            // 1366×768 window, so the pixel is read where the scaled cell lands).
            startups.append(try probe.waitForFirstFrame(child, pixel: (30, 40), color: 0xc9daf8))
            if run < 2 {
                usleep(1_000_000)
                idle.append(try ProcessProbe.cpuPercent(of: child.pid, over: 5))
            }
            small.append(try ProcessProbe.peakResidentMiB(of: child.pid))
        }
        let startup = Measurement("touchlab start to first frame", unit: "ms", samples: startups)
            .against("≤ 30") { $0 <= 30 }
        let cpu = Measurement("touchlab idle CPU over 5 s", unit: "%", samples: idle).against("0") { $0 == 0 }
        report.add(startup)
        report.add(cpu)
        report.add(Measurement("touchlab peak RSS, 100 views, idle", unit: "MiB", samples: small))
        report.set("idle_cpu_percent", cpu.median)
        report.set("startup_ms_to_first_frame", startup.median)
    }

    private mutating func memory(_ files: Files) throws {
        let probe = try ProcessProbe()
        var large: [Double] = [], playing: [Double] = []
        let count = runs ?? 2
        for run in 0..<count {
            say("touchlab window, 10,000 views through a replay, run \(run + 1) of \(count) …")
            let child = try probe.launch(touchlab, ["--scene", files.largeScene, "--replay", files.largeReplay])
            defer { probe.stop(child) }
            try probe.waitForWindow(child)
            // The peak of the whole run: the replay and every lesson it made played to the
            // end (the memory rises while the lessons' labels are placed, step by step).
            playing.append(try ProcessProbe.waitUntilIdle(child.pid))
            large.append(try ProcessProbe.peakResidentMiB(of: child.pid))
        }
        let rss = Measurement("touchlab peak RSS, 10,000 views + replay played out", unit: "MiB", samples: large)
            .against("≤ 40") { $0 <= 40 }
        report.add(rss)
        report.add(Measurement("touchlab busy with the replay and its lessons", unit: "s", samples: playing))
        report.set("peak_rss_mb", rss.median)
    }
}

let status: Int32 = MainActor.assumeIsolated {
    do {
        var command = try BenchCommand(arguments: Array(CommandLine.arguments.dropFirst()))
        try command.run()
        return 0
    } catch {
        fputs("touchlab-bench: \(error)\n", stderr)
        return 1
    }
}
exit(status)

import Foundation
import Glibc

/// The A–E lesson (the default scene, `seed-a-to-e`, with its built-in replay of taps in D
/// and E) written by the real `touchlab` as a GIF, an MP4 and step images: the wall time
/// from spawning it to its exit, and the peak resident memory of its whole process tree
/// (ffmpeg included).
///
/// The tree is sampled every 2 ms while it runs (the sum of `VmRSS` over `touchlab` and
/// every descendant, found through `/proc/PID/task/PID/children`); `wait4` then gives the
/// largest peak of any one process of the tree, which a short spike between samples cannot
/// escape. The figure is the larger of the two.
struct ExportBench {
    let touchlab: String
    let output: String
    var runs = 2

    struct Run {
        let seconds: Double
        let peakMiB: Double
    }

    /// The three exports, each `runs` times: (name, key, runs).
    func run() throws -> [(name: String, key: String, runs: [Run])] {
        let replay = try Self.replay(beside: touchlab)
        let folder = output + "/export"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let base = ["--scene", "seed-a-to-e", "--replay", replay]
        let jobs = [("GIF", "gif", ["--export", folder + "/a-to-e.gif"]),
                    ("MP4", "mp4", ["--export", folder + "/a-to-e.mp4"]),
                    ("--steps", "steps", ["--steps", folder + "/steps"])]
        return try jobs.map { name, key, arguments in
            let measured = try (0..<runs).map { _ in
                try? FileManager.default.removeItem(atPath: folder + "/steps")
                return try Self.measure(touchlab, base + arguments)
            }
            return (name, key, measured)
        }
    }

    /// The A–E replay in the built resource bundle beside `touchlab`, else in the source tree.
    static func replay(beside touchlab: String) throws -> String {
        let folder = URL(fileURLWithPath: touchlab).deletingLastPathComponent().path
        let candidates = [folder + "/TouchLab_TouchLabAssets.resources/replays/seed-a-to-e-taps.jsonl",
                          "Assets/replays/seed-a-to-e-taps.jsonl"]
        guard let found = candidates.first(where: { access($0, R_OK) == 0 }) else {
            throw BenchError("no seed-a-to-e-taps.jsonl beside \(touchlab) or in Assets/replays")
        }
        return found
    }

    /// Runs `executable` with `arguments` to its end, its output discarded.
    static func measure(_ executable: String, _ arguments: [String]) throws -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = monotonicSeconds()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError("cannot run \(executable): \(String(cString: strerror(spawned)))") }
        var sampled = 0.0, status: Int32 = 0, usage = rusage()
        while true {
            let done = wait4(pid, &status, WNOHANG, &usage)
            if done == pid { break }
            guard done == 0 else { throw BenchError("wait4: \(String(cString: strerror(errno)))") }
            sampled = max(sampled, treeResidentKiB(pid))
            usleep(2000)
        }
        let seconds = monotonicSeconds() - start
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw BenchError("\(executable) \(arguments.joined(separator: " ")) failed (status \(status))")
        }
        return Run(seconds: seconds, peakMiB: max(sampled, Double(usage.ru_maxrss)) / 1024)
    }

    /// The resident memory of `pid` and all its descendants now, in KiB.
    static func treeResidentKiB(_ pid: pid_t) -> Double {
        var total = 0.0
        var pending = [pid]
        while let next = pending.popLast() {
            total += residentKiB(next)
            let children = (try? String(contentsOfFile: "/proc/\(next)/task/\(next)/children", encoding: .utf8)) ?? ""
            pending += children.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        return total
    }

    private static func residentKiB(_ pid: pid_t) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}

extension BenchCommand {
    /// The exports' times and their largest process-tree peak, into the report.
    mutating func exports() throws {
        print("exports of the A–E lesson (GIF, MP4, --steps) …")
        fflush(stdout)
        let results = try ExportBench(touchlab: touchlab, output: output, runs: runs ?? 2).run()
        var peaks: [Double] = []
        for (name, key, measured) in results {
            var seconds = Measurement("export of the A–E lesson, \(name)", unit: "s", samples: measured.map(\.seconds))
            if key == "gif" { seconds = seconds.against("≤ 2") { $0 <= 2 } }
            report.add(seconds)
            report.set("export_\(key)_seconds", seconds.median)
            let peak = Measurement("export of the A–E lesson, \(name), peak RSS of the process tree", unit: "MiB",
                                   samples: measured.map(\.peakMiB))
            report.add(peak)
            peaks.append(peak.median)
        }
        let peak = Measurement("export of the A–E lesson, largest peak RSS of the three", unit: "MiB",
                               samples: [peaks.max() ?? 0]).against("≤ 120") { $0 <= 120 }
        report.add(peak)
        report.set("export_peak_rss_mb", peak.median)
    }
}

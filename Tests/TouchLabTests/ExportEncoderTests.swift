import Foundation
import Testing
import XServerTesting
@testable import TouchLab

/// `--export` with an ffmpeg that misbehaves (an MP4: GIFs are written without it), as a
/// user runs the command: whatever it does
/// (sleeps, floods its standard error, forks, exits 0 without a file, writes garbage), the
/// run ends with one line, writes nothing and leaves nothing behind.
@MainActor
final class ExportEncoderTests {
    var errors: [String] = []
    let folder: String
    let bin: String

    init() throws {
        folder = NSTemporaryDirectory() + "touchlab-encoder-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        bin = folder + "-bin"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.removeItem(atPath: bin)
    }

    static let tap = ["--headless", "--scene", "seed-a-to-e", "--tap", "470,140"]

    /// Puts a shell script named ffmpeg first on the PATH the command gets (the real
    /// ffprobe stays reachable after it).
    func fakeFFmpeg(_ body: String) throws -> [String: String] {
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: bin + "/ffmpeg"))
        #expect(chmod(bin + "/ffmpeg", 0o755) == 0)
        return ["PATH": bin + ":/usr/bin:/bin"]
    }

    /// Runs the command with a stall deadline of 1 s where a stall is the case under test, so
    /// that the stalled ffmpeg is stopped soon; elsewhere the deadline is long, so that a
    /// loaded machine's slow ffprobe is not mistaken for a stall.
    func run(_ arguments: [String], environment: [String: String], stallSeconds: Double = 30) -> Int32 {
        let console = Console(out: { _ in }, error: { self.errors.append($0) })
        var command = TouchLabCommand(console: console, environment: environment)
        command.exportStallSeconds = stallSeconds
        return command.run(arguments)
    }

    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder)
    }

    /// The last argument is the output, after `file:`.
    nonisolated static let output = "for last; do :; done; out=\"${last#file:}\""

    @Test(arguments: [
        ("sleep 30", "a.mp4", 1, "touchlab: --export: ffmpeg made no progress for 1.0 s and was stopped"),
        ("head -c 300000 /dev/zero | tr '\\0' x >&2; echo >&2; echo 'flooded' >&2; exec cat >/dev/null",
         "a.mp4", 2, "touchlab: --export: ffmpeg reported success but wrote no animation (an empty or missing file)"),
        ("head -c 300000 /dev/zero | tr '\\0' x >&2; echo >&2; echo 'flooded' >&2; sleep 30",
         "a.mp4", 1, "touchlab: --export: ffmpeg made no progress for 1.0 s and was stopped"),
        ("(sleep 30 &); echo 'forked and gone' >&2; exit 1", "a.mp4", 2, "touchlab: --export: ffmpeg failed: forked and gone"),
        ("cat >/dev/null; exit 0", "a.mp4", 2,
         "touchlab: --export: ffmpeg reported success but wrote no animation (an empty or missing file)"),
        ("\(output); cat >/dev/null; head -c 5000 /dev/urandom > \"$out\"; exit 0", "a.mp4", 2, ""),
        ("exit 0", "a.mp4", 2, "touchlab: --export: ffmpeg failed: it stopped taking frames and exited with status 0"),
    ])
    func aMisbehavingFFmpegEndsTheRunWithOneLineAndNothingLeft(_ script: String, _ name: String, _ status: Int32,
                                                             _ message: String) throws {
        let environment = try fakeFFmpeg(script)
        let stalls = message.contains("made no progress")
        #expect(run(Self.tap + ["--export", folder + "/" + name], environment: environment,
                    stallSeconds: stalls ? 1 : 30) == status)
        if message.isEmpty {
            #expect(errors.count == 1 && errors[0].hasPrefix("touchlab: --export: ffmpeg reported success but its file does not decode: ffprobe: "),
                    "\(errors)")
        } else {
            #expect(errors == [message])
        }
        #expect(try leftovers() == [], "nothing written, no temporary or palette left")
    }

    /// Folder names ffmpeg would read as an image pattern (`%d`) or a protocol (`file:`,
    /// `pipe:`) are only names.
    @Test func pathsReachFFmpegLiterally() throws {
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        for name in ["a%d", "file:q", "pipe:1", "new\nline"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + name, withIntermediateDirectories: false)
            errors = []
            let target = "\(folder)/\(name)/p.gif"
            #expect(run(Self.tap + ["--export", target], environment: environment) == 0, "\(errors)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/" + name) == ["p.gif"])
            let shown = name.contains("\n") ? "'\(folder)/new\\nline/p.gif'" : target
            #expect(errors.count == 1 && errors[0].hasPrefix("touchlab: exported \(shown): "), "one line: \(errors)")
        }
        #expect(try leftovers().sorted() == ["a%d", "file:q", "new\nline", "pipe:1"], "no stray palette beside them")
    }

    /// SIGTERM or SIGINT while ffmpeg runs: the command stops it (and what it forked), says
    /// so, and removes the temporaries; the exit status is the signal's.
    @Test(arguments: [(SIGTERM, "SIGTERM"), (SIGINT, "SIGINT")])
    func aSignalDuringTheExportLeavesNothingBehind(_ number: Int32, _ name: String) throws {
        let environment = try fakeFFmpeg("(sleep 60 &); echo $$ > \(folder)-pid; cat >/dev/null; sleep 60")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try PrivateXvfb.builtExecutable("touchlab"))
        process.arguments = ["--headless", "--scene", "seed-a-to-e", "--hold", "470,140:5", "--export", folder + "/a.mp4"]
        process.environment = environment
        let standardError = Pipe()
        process.standardError = standardError
        try process.run()
        defer { try? FileManager.default.removeItem(atPath: folder + "-pid") }
        var waited = 0
        while !FileManager.default.fileExists(atPath: folder + "-pid"), waited < 3000 {
            usleep(10_000)
            waited += 1
        }
        usleep(200_000)
        kill(process.processIdentifier, number)
        process.waitUntilExit()
        let said = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 128 + number)
        #expect(said == "touchlab: stopped by \(name)\n")
        #expect(try leftovers() == [])
        let group = Int32(try String(contentsOfFile: folder + "-pid", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        // The forked child is reaped by whoever adopted it: give that a moment.
        var alive = 0
        while group > 0, kill(-group, 0) == 0, alive < 500 {
            usleep(10_000)
            alive += 1
        }
        #expect(group > 0 && kill(-group, 0) == -1, "ffmpeg's group, the child it forked included, is gone")
    }
}

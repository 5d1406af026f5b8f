import Foundation
import FrameSnapshots
import Testing
import TouchKitCairo
import XServerTesting

/// Each program in Examples/ runs headless as a child process, as a user runs it, with its
/// trace compared whole with `__Traces__/<example>.trace` (re-recorded only with
/// `TOUCHLAB_RECORD_SNAPSHOTS=1`). The overlays of a custom `point(inside:)` and a custom
/// `hitTest` are compared with reference frames.
struct ExampleRunTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

    /// Each example and its input (after `--headless --trace`).
    static let runs: [(example: String, arguments: [String])] = [
        ("minimum-hit-area", ["--tap", "296,90", "--tap", "96,90"]),
        ("tab-bar-hit-test", ["--tap", "200,205", "--tap", "60,265"]),
        ("pass-through-overlay", ["--tap", "200,150", "--tap", "40,40"]),
        ("checkmark-gesture", ["--replay", directory + "/checkmark.jsonl"]),
        ("finger-trail", ["--replay", directory + "/trail.jsonl"]),
    ]

    @Test(arguments: runs.map(\.example))
    func exampleTracesAsRecorded(_ example: String) throws {
        let arguments = Self.runs.first { $0.example == example }!.arguments
        let (status, output, errors) = try Self.run(example, ["--headless", "--trace"] + arguments)
        #expect(status == 0, "\(errors)")
        try Self.compare(output, with: Self.directory + "/__Traces__/\(example).trace")
    }

    @Test(arguments: [("minimum-hit-area", "296,90"), ("tab-bar-hit-test", "200,205")])
    func overlayShowsTheOverride(_ example: String, tap: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(example)-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, _, errors) = try Self.run(example, ["--headless", "--tap", tap, "--screenshot", path])
        #expect(status == 0, "\(errors)")
        assertSnapshot(of: try ImageSurface(contentsOfPNG: path), named: "\(example)-override")
    }

    @Test func sceneFlagsAreRefused() throws {
        for flag in [["--scene", "seed-a-to-e"], ["--list-scenes"]] {
            let (status, output, errors) = try Self.run("tab-bar-hit-test", flag)
            #expect(status == 2)
            #expect(output.isEmpty)
            #expect(errors == "tab-bar-hit-test: \(flag[0]) is touchlab's: tab-bar-hit-test runs its own views\n")
        }
    }

    static func run(_ example: String, _ arguments: [String]) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try PrivateXvfb.builtExecutable(example))
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text, errorText)
    }

    static func compare(_ actual: String, with path: String) throws {
        let environment = ProcessInfo.processInfo.environment
        if environment["TOUCHLAB_RECORD_SNAPSHOTS"] == "1", environment["CI"] == nil {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual.components(separatedBy: "\n") == expected.components(separatedBy: "\n"))
    }
}

import Foundation
import FrameSnapshots
import Testing
import TouchKitCairo
import XServerTesting

/// Each program in Examples/ runs headless as a child process, as a user runs it: from the
/// package's root, with the arguments of the usage line at the top of its main.swift. Its
/// trace is compared whole with `__Traces__/<example>.trace` (re-recorded only with
/// `TOUCHLAB_RECORD_SNAPSHOTS=1`). The overlays of a custom `point(inside:)` and a custom
/// `hitTest` are compared with reference frames.
struct ExampleRunTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    /// The package's root, where `swift run` runs an example.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let examples = ["minimum-hit-area", "tab-bar-hit-test", "pass-through-overlay", "checkmark-gesture",
                           "finger-trail"]

    /// The arguments of `example`'s usage line, `//   swift run NAME ARGUMENTS…`.
    static func usage(_ example: String) throws -> [String] {
        let source = try String(contentsOfFile: "\(root)/Examples/\(example)/main.swift", encoding: .utf8)
        let prefix = "//   swift run \(example) "
        guard let line = source.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else {
            throw UsageLineMissing(example: example)
        }
        return line.dropFirst(prefix.count).split(separator: " ").map(String.init)
    }

    struct UsageLineMissing: Error { let example: String }

    /// The usage line's run with its trace: its file to write, if any, left out.
    static func tracedRun(_ example: String) throws -> [String] {
        var arguments = try usage(example)
        if let index = arguments.firstIndex(of: "--screenshot") { arguments.removeSubrange(index...index + 1) }
        if !arguments.contains("--trace") { arguments.append("--trace") }
        return arguments
    }

    @Test(arguments: examples)
    func exampleTracesAsRecorded(_ example: String) throws {
        let (status, output, errors) = try Self.run(example, try Self.tracedRun(example))
        #expect(status == 0, "\(errors)")
        try Self.compare(output, with: Self.directory + "/__Traces__/\(example).trace")
    }

    /// The usage line as written: the files it reads exist, and it runs, headless, to the
    /// end (a screenshot it asks for is written to a temporary folder instead).
    @Test(arguments: examples)
    func usageLineRunsAsWritten(_ example: String) throws {
        var arguments = try Self.usage(example)
        #expect(arguments.contains("--headless"), "the usage line of \(example) needs no display")
        for (flag, value) in zip(arguments, arguments.dropFirst()) where flag == "--replay" {
            #expect(FileManager.default.fileExists(atPath: "\(Self.root)/\(value)"), "\(example): no \(value)")
        }
        var written: String?
        if let index = arguments.firstIndex(of: "--screenshot") {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("\(getpid())-\(arguments[index + 1])").path
            arguments[index + 1] = path
            written = path
        }
        defer { if let written { try? FileManager.default.removeItem(atPath: written) } }
        let (status, _, errors) = try Self.run(example, arguments)
        #expect(status == 0, "\(errors)")
        #expect(errors.isEmpty)
        if let written { #expect(FileManager.default.fileExists(atPath: written)) }
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
        process.currentDirectoryURL = URL(fileURLWithPath: root)
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

import Foundation
@testable import TouchLab

/// What a command test starts from: a fresh folder for the files the command writes
/// (removed when the test ends), and `TouchLabCommand` run as a user runs it, with the
/// user's `PATH` (so ffmpeg is found) and the lines it writes to standard error kept.
@MainActor
class CommandTestCase {
    /// The folder the test's outputs go in.
    let folder: String
    /// What the command wrote to standard error, line by line, over the test.
    var errors: [String] = []

    /// - Parameter name: a word naming the test's folder, to tell whose it is.
    init(named name: String) throws {
        folder = NSTemporaryDirectory() + "touchlab-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// Runs the command with `arguments`; its exit status.
    func run(_ arguments: [String]) -> Int32 {
        let console = Console(out: { _ in }, error: { self.errors.append($0) })
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return TouchLabCommand(console: console, environment: ["PATH": path]).run(arguments)
    }

    /// The file `name` in the folder.
    func path(_ name: String) -> String { folder + "/" + name }

    /// The bytes of the file `name` in the folder.
    func bytes(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path(name))) }
}

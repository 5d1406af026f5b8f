import Foundation
import Glibc

/// An Xvfb on a display number of its own, for tests that kill, flood or resize the server
/// under a client. The test process itself never connects to it, so losing it cannot end
/// the test runner.
public final class PrivateXvfb {
    public static let executable = "/usr/bin/Xvfb"
    /// Whether Xvfb is installed and the tests run under `make test` (which sets DISPLAY).
    public static var canRun: Bool {
        FileManager.default.isExecutableFile(atPath: executable)
            && !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
    }

    /// An executable built by SwiftPM next to the test binary (`touchlab`, `x11-probe`).
    public static func builtExecutable(_ name: String) throws -> String {
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        let path = URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw XServerTestingError("\(name) is not built next to the tests at \(path): run `swift build --build-tests`")
        }
        return path
    }

    public let display: String
    private let number: Int
    private let process: Process

    /// Starts Xvfb with one screen of `size` ("WxH") and waits until it answers. The display
    /// number is drawn at random from 200…899, away from the low numbers other X servers
    /// and `-displayfd` take, and another is tried when Xvfb refuses one in use.
    /// `numbers` replaces the random draw (tests of this type's own claim on a number).
    public init(size: String = "640x480", numbers: [Int]? = nil) throws {
        for number in numbers ?? (0..<30).map({ _ in Int.random(in: 200...899) }) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.executable)
            process.arguments = [":\(number)", "-screen", "0", "\(size)x24", "-nolisten", "tcp"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Answering is not enough: while a second Xvfb on a taken number is still on its
            // way out, the server that answers is the other test's. Ours holds the lock.
            if Self.waitUntilAnswering(":\(number)", process), Self.lockHolder(number) == process.processIdentifier {
                (self.number, self.process, display) = (number, process, ":\(number)")
                return
            }
            if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        throw XServerTestingError("Xvfb did not start on any of the display numbers tried")
    }

    deinit { stop() }

    /// Whether the server process is still alive.
    public var isRunning: Bool { process.isRunning }

    public func kill() {
        guard process.isRunning else { return }
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Kills the server (SIGKILL: a child of the test runner may inherit blocked signals).
    /// Its lock and socket stay: once it is dead another test may already hold its display
    /// number, and deleting "its" files would cut that test's clients off. The stale files
    /// are harmless: a new Xvfb takes over a dead server's lock and socket.
    public func stop() {
        kill()
    }

    /// Runs an X client tool (xdotool, xprop, xwininfo) against this server; its output.
    @discardableResult
    public func run(_ tool: String, _ arguments: [String]) throws -> String {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        child.arguments = [tool] + arguments
        child.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        let output = Pipe()
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice
        try child.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The process id written in the display's lock file, if any.
    private static func lockHolder(_ number: Int) -> Int32? {
        guard let text = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8) else { return nil }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Whether the server answers within about five seconds (false as soon as it exits,
    /// e.g. because the display number is taken).
    private static func waitUntilAnswering(_ display: String, _ server: Process) -> Bool {
        for _ in 0..<100 {
            guard server.isRunning else { return false }
            let check = Process()
            check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            check.arguments = ["xdpyinfo", "-display", display]
            check.standardOutput = FileHandle.nullDevice
            check.standardError = FileHandle.nullDevice
            guard (try? check.run()) != nil else { return false }
            check.waitUntilExit()
            if check.terminationStatus == 0 { return server.isRunning }
            usleep(50_000)
        }
        return false
    }
}

/// A failure of the test harness itself (not of the code under test).
public struct XServerTestingError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

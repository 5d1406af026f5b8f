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
    private let process = Process()

    /// Starts Xvfb with one screen of `size` ("WxH") and waits until it answers. The server
    /// picks a free display number itself (`-displayfd`), so tests running at the same time
    /// never race for one.
    public init(size: String = "640x480") throws {
        let announced = Pipe()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(size)x24", "-nolisten", "tcp"]
        process.standardOutput = announced
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard let number = Self.readNumber(from: announced.fileHandleForReading) else {
            throw XServerTestingError("Xvfb did not announce its display number")
        }
        self.number = number
        display = ":\(number)"
        try waitUntilAnswering()
    }

    private static func readNumber(from handle: FileHandle) -> Int? {
        var text = ""
        while !text.hasSuffix("\n") {
            let byte = handle.readData(ofLength: 1)
            guard !byte.isEmpty else { break }
            text += String(decoding: byte, as: UTF8.self)
        }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    deinit { stop() }

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

    private func waitUntilAnswering() throws {
        for _ in 0..<100 {
            let check = Process()
            check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            check.arguments = ["xdpyinfo", "-display", display]
            check.standardOutput = FileHandle.nullDevice
            check.standardError = FileHandle.nullDevice
            try check.run()
            check.waitUntilExit()
            if check.terminationStatus == 0 { return }
            usleep(50_000)
        }
        throw XServerTestingError("Xvfb did not start on \(display)")
    }
}

/// A failure of the test harness itself (not of the code under test).
public struct XServerTestingError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

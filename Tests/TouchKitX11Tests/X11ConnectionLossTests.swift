import Foundation
import Glibc
import Testing

/// Killing the X server under a running client: the client (x11-probe, built with the
/// tests) must print one clear line and exit with status 1 within a second.
///
/// The test starts its own Xvfb and never connects to it itself, or the lost connection
/// would end the test runner too.
@Suite(.enabled(if: PrivateXvfb.canRun, PrivateXvfb.skipReason))
struct X11ConnectionLossTests {
    @Test func killedServerEndsTheClientWithAMessage() throws {
        let server = try PrivateXvfb()
        defer { server.stop() }
        let probe = try ProbeProcess(display: server.display)
        let ready = probe.readLine(timeout: 5)
        try #require(ready?.hasPrefix("ready") == true, "x11-probe said \(ready ?? "nothing")")
        let killedAt = Date()
        server.kill()
        let status = probe.waitForExit(timeout: 3)
        let elapsed = Date().timeIntervalSince(killedAt)
        #expect(status == 1)
        #expect(elapsed < 1, "took \(elapsed) s")
        #expect(probe.standardError() == "touchlab: lost the connection to the X server (\(server.display))\n")
    }
}

/// An Xvfb on a display number of its own.
final class PrivateXvfb {
    static let executable = "/usr/bin/Xvfb"
    static var probePath: String {
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return URL(fileURLWithPath: testBinary).deletingLastPathComponent()
            .appendingPathComponent("x11-probe").path
    }
    static var canRun: Bool { XServer.isAvailable && FileManager.default.isExecutableFile(atPath: executable) }
    static let skipReason: Comment = "needs Xvfb and an X test run (`make test`)"

    let display: String
    private let number: Int
    private let process = Process()

    init() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.probePath) else {
            throw ProbeError.missing("x11-probe is not built next to the tests at \(Self.probePath): run `swift build --build-tests`")
        }
        number = try Self.freeDisplayNumber()
        display = ":\(number)"
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = [display, "-screen", "0", "640x480x24", "-nolisten", "tcp"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try waitUntilAnswering()
    }

    func kill() {
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// A killed server leaves its lock and socket behind.
    func stop() {
        if process.isRunning { kill() }
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    private static func freeDisplayNumber() throws -> Int {
        let manager = FileManager.default
        for number in 170..<230 where !manager.fileExists(atPath: "/tmp/.X\(number)-lock")
            && !manager.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            return number
        }
        throw ProbeError.missing("no free X display number in 170..<230")
    }

    /// xdpyinfo asks in a process of its own: this process must stay unconnected.
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
        throw ProbeError.missing("Xvfb did not start on \(display)")
    }
}

enum ProbeError: Error, CustomStringConvertible {
    case missing(String)
    var description: String { if case .missing(let text) = self { text } else { "" } }
}

/// x11-probe with its output on pipes.
final class ProbeProcess {
    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private var buffered = Data()

    init(display: String) throws {
        process.executableURL = URL(fileURLWithPath: PrivateXvfb.probePath)
        process.arguments = ["window", "160x120"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    func readLine(timeout: Double) -> String? {
        let descriptor = output.fileHandleForReading.fileDescriptor
        let giveUpAt = Date().addingTimeInterval(timeout)
        while !buffered.contains(UInt8(ascii: "\n")) {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(0, giveUpAt.timeIntervalSinceNow * 1000))
            guard poll(&poller, 1, left) > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 256)
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { return nil }
            buffered.append(contentsOf: chunk[0..<count])
        }
        let end = buffered.firstIndex(of: UInt8(ascii: "\n"))!
        let line = String(decoding: buffered[..<end], as: UTF8.self)
        buffered.removeSubrange(...end)
        return line
    }

    /// The exit status, or nil if it is still running after `timeout` seconds.
    func waitForExit(timeout: Double) -> Int32? {
        let giveUpAt = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < giveUpAt { usleep(5_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    func standardError() -> String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}

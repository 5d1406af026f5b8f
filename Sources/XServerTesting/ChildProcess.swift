import Foundation
import Glibc

/// A program under test, run with its output on pipes: lines can be awaited with a
/// timeout, and its exit status too, so a hang fails the test instead of stalling it.
public final class ChildProcess {
    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private var buffered = Data()

    public init(_ executable: String, _ arguments: [String], display: String?) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
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

    public var processIdentifier: Int32 { process.processIdentifier }

    /// The next line of standard output, or nil after `timeout` seconds or at its end.
    public func readLine(timeout: Double) -> String? {
        let descriptor = output.fileHandleForReading.fileDescriptor
        let giveUpAt = Date().addingTimeInterval(timeout)
        while !buffered.contains(UInt8(ascii: "\n")) {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(0, giveUpAt.timeIntervalSinceNow * 1000))
            guard poll(&poller, 1, left) > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
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
    public func waitForExit(timeout: Double) -> Int32? {
        let giveUpAt = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < giveUpAt { usleep(5_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Everything written to standard error (waits for the stream to close).
    public func standardError() -> String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Asks the program to stop (SIGTERM).
    public func terminate() {
        if process.isRunning { process.terminate() }
    }
}

import Foundation
import XServerTesting
import Glibc
import Testing

/// Writes events to one device socket of Xorg's `inputtest` driver
/// (`/usr/include/xorg/xf86-input-inputtest-protocol.h`). Messages are little-endian C
/// structs: a header {length, type}, then the event; a touch message is 1056 bytes.
///
/// Keep the connection until the server is stopped: this driver version spins when an
/// injector disconnects.
final class InputTestInjector {
    enum TouchType: UInt32 {
        case begin = 18, update = 19, end = 20
    }

    private enum EventType: UInt32 {
        case clientVersion = 0, waitForSync = 1, touch = 6
    }

    private let socket: Int32
    /// The screen the device's 0…65535 axes span.
    private let screenWidth: Double
    private let screenHeight: Double

    init(socketPath: String, screenWidth: Int, screenHeight: Int) throws {
        self.screenWidth = Double(screenWidth)
        self.screenHeight = Double(screenHeight)
        socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { path in
            path.copyBytes(from: socketPath.utf8.prefix(path.count - 1))
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard socket >= 0, connected == 0 else {
            throw XServerTestingError("cannot connect to \(socketPath): errno \(errno)")
        }
        var version = header(.clientVersion, length: 12)
        append(UInt16(1), to: &version)
        append(UInt16(1), to: &version)
        try send(version)
        _ = try receive(count: 12)
    }

    deinit {
        close(socket)
    }

    /// A touch at screen pixel (x, y).
    func touch(_ type: TouchType, id: UInt32, x: Double, y: Double) throws {
        var message = header(.touch, length: 1056)
        append(id, to: &message)
        append(type.rawValue, to: &message)
        append(UInt32(0), to: &message)
        message += [0b11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        var valuators = [Double](repeating: 0, count: 128)
        valuators[0] = x * 65535 / (screenWidth - 1)
        valuators[1] = y * 65535 / (screenHeight - 1)
        for value in valuators { append(value.bitPattern, to: &message) }
        try send(message)
    }

    /// Returns once the server has processed everything sent before.
    func sync() throws {
        try send(header(.waitForSync, length: 8))
        _ = try receive(count: 8)
    }

    private func header(_ type: EventType, length: UInt32) -> [UInt8] {
        var bytes: [UInt8] = []
        append(length, to: &bytes)
        append(type.rawValue, to: &bytes)
        return bytes
    }

    private func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    private func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            guard count > 0 else { throw XServerTestingError("inputtest socket write failed") }
            sent += count
        }
    }

    private func receive(count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var received = 0
        while received < count {
            let got = bytes[received...].withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            guard got > 0 else { throw XServerTestingError("inputtest socket closed") }
            received += got
        }
        return bytes
    }
}

/// Xorg with the dummy video driver and an inputtest touchscreen and keyboard, started by
/// scripts/xorg-inputtest/start.sh.
final class XorgInputTestServer {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../scripts/xorg-inputtest/start.sh").standardized.path
    static var canRun: Bool {
        XServer.isAvailable && getuid() == 0
            && FileManager.default.isExecutableFile(atPath: "/usr/lib/xorg/Xorg")
            && FileManager.default.fileExists(atPath: "/usr/lib/xorg/modules/input/inputtest_drv.so")
    }
    static let skipReason: Comment =
        "needs root, Xorg and its inputtest driver, and an X test run (`make test`)"

    let display: String
    let directory: String
    private let pid: Int32

    init() throws {
        let output = Self.run(Self.script).split(separator: " ")
        guard output.count == 3, let pid = Int32(output[2].trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw XServerTestingError("\(Self.script) did not start Xorg")
        }
        display = String(output[0])
        directory = String(output[1])
        self.pid = pid
    }

    /// Through popen, not Foundation's Process: Xorg outlives the script and would inherit
    /// the descriptor Process watches for the child's exit, so waiting would never end.
    private static func run(_ command: String) -> String {
        guard let pipe = popen(command, "r") else { return "" }
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 512)
        while true {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        pclose(pipe)
        return String(decoding: output, as: UTF8.self)
    }

    /// Every X connection to the server must be closed first, or the lost connection ends
    /// the test run; the injectors after, or the server spins.
    func stop() {
        kill(pid, SIGTERM)
        if !waitForExit(seconds: 1) {
            kill(pid, SIGKILL)
            _ = waitForExit(seconds: 1)
        }
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The server is not this process's child, so it cannot be waited for; it is gone once
    /// it is a zombie or has no /proc entry.
    private func waitForExit(seconds: Double) -> Bool {
        for _ in 0..<Int(seconds * 100) {
            let status = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            guard let state = status.split(separator: ")").last?.split(separator: " ").first,
                  state != "Z" else { return true }
            usleep(10_000)
        }
        return false
    }
}

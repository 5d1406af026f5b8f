import CX11
import Foundation

/// Watches a real `touchlab` process from outside, on the same X server: when its window
/// shows its first frame, how much CPU it uses, how much memory it peaked at.
///
/// The first frame is detected by polling, every millisecond, for a top-level window whose
/// `_NET_WM_PID` is the child's, then for one pixel of it (read with `XGetImage`) having
/// the colour the first frame paints there. The window's background is None, so before
/// the first present that pixel holds whatever the screen had.
final class ProcessProbe {
    private let display: OpaquePointer
    private let pidAtom: Atom

    init() throws {
        guard let display = XOpenDisplay(nil) else { throw BenchError("cannot open the X display") }
        self.display = display
        pidAtom = XInternAtom(display, "_NET_WM_PID", 0)
        // A window that is not viewable yet answers XGetImage with BadMatch: ignore errors.
        XSetErrorHandler { _, _ in 0 }
    }

    deinit { XCloseDisplay(display) }

    /// A started `touchlab` and the time it was started.
    struct Child {
        let process: Process
        let startedAt: Double
        var pid: Int32 { process.processIdentifier }
    }

    func launch(_ executable: String, _ arguments: [String]) throws -> Child {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let start = monotonicSeconds()
        try process.run()
        return Child(process: process, startedAt: start)
    }

    /// Milliseconds from launch until `pixel` of the child's window is `color` (0xRRGGBB).
    func waitForFirstFrame(_ child: Child, pixel: (x: Int32, y: Int32), color: UInt32,
                           timeout: Double = 10) throws -> Double {
        let deadline = monotonicSeconds() + timeout
        var window: Window?
        while monotonicSeconds() < deadline {
            guard child.process.isRunning else { throw BenchError("touchlab exited before its first frame") }
            if window == nil { window = findWindow(of: child.pid) }
            if let window, let value = readPixel(window, pixel), matches(value, color) {
                return (monotonicSeconds() - child.startedAt) * 1000
            }
            usleep(1000)
        }
        throw BenchError("no first frame from touchlab within \(timeout) s")
    }

    /// Waits for the child's window to exist.
    func waitForWindow(_ child: Child, timeout: Double = 10) throws {
        let deadline = monotonicSeconds() + timeout
        while monotonicSeconds() < deadline {
            if findWindow(of: child.pid) != nil { return }
            usleep(5000)
        }
        throw BenchError("touchlab opened no window within \(timeout) s")
    }

    /// Per cent of one core used by `pid` over `seconds` (utime + stime from /proc).
    static func cpuPercent(of pid: Int32, over seconds: Double) throws -> Double {
        let before = try cpuTicks(pid)
        usleep(UInt32(seconds * 1e6))
        let after = try cpuTicks(pid)
        return Double(after - before) / Double(sysconf(Int32(_SC_CLK_TCK))) / seconds * 100
    }

    /// Waits until `pid` has used no CPU for `quiet` seconds (a window that played its input
    /// and its lessons to the end, and went idle); the seconds it took.
    static func waitUntilIdle(_ pid: Int32, quiet: Double = 1, timeout: Double = 180) throws -> Double {
        let start = monotonicSeconds(), step = 0.1
        var last = try cpuTicks(pid), stillSince = start
        while monotonicSeconds() - start < timeout {
            usleep(UInt32(step * 1e6))
            let now = try cpuTicks(pid)
            if now != last { (last, stillSince) = (now, monotonicSeconds()) }
            if monotonicSeconds() - stillSince >= quiet { return stillSince - start }
        }
        throw BenchError("touchlab did not go idle within \(timeout) s")
    }

    /// The peak resident set (VmHWM) of `pid`, in MiB.
    static func peakResidentMiB(of pid: Int32) throws -> Double {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kiB = Double(line.split(separator: " ").dropFirst().first ?? "") else {
            throw BenchError("no VmHWM for process \(pid)")
        }
        return kiB / 1024
    }

    func stop(_ child: Child) {
        if child.process.isRunning { child.process.terminate() }
        child.process.waitUntilExit()
    }

    private static func cpuTicks(_ pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the command name (which may hold spaces) start at field 3 (state).
        guard let close = stat.lastIndex(of: ")") else { throw BenchError("unreadable /proc/\(pid)/stat") }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
            throw BenchError("unreadable /proc/\(pid)/stat")
        }
        return user + system
    }

    private func findWindow(of pid: Int32) -> Window? {
        var root: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, XDefaultRootWindow(display), &root, &parent, &children, &count) != 0,
              let children else { return nil }
        defer { XFree(children) }
        return (0..<Int(count)).map { children[$0] }.first { windowPID($0) == pid }
    }

    private func windowPID(_ window: Window) -> Int32? {
        var type: Atom = 0
        var format: Int32 = 0
        var items: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, pidAtom, 0, 1, 0, Atom(XA_CARDINAL), &type, &format,
                                 &items, &remaining, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard format == 32, items == 1 else { return nil }
        return Int32(truncatingIfNeeded: UnsafeRawPointer(data).load(as: UInt.self))
    }

    private func readPixel(_ window: Window, _ pixel: (x: Int32, y: Int32)) -> UInt32? {
        guard let image = XGetImage(display, window, pixel.x, pixel.y, 1, 1, ~0, ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        guard let data = image.pointee.data, image.pointee.bits_per_pixel == 32 else { return nil }
        return UnsafeRawPointer(data).load(as: UInt32.self) & 0xff_ffff
    }

    private func matches(_ value: UInt32, _ color: UInt32) -> Bool {
        (0..<3).allSatisfy { channel in
            let shift = UInt32(channel * 8)
            return abs(Int((value >> shift) & 0xff) - Int((color >> shift) & 0xff)) <= 2
        }
    }
}

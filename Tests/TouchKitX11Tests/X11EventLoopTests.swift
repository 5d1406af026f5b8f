import CX11
import Foundation
import Testing
import TouchKit
@testable import TouchKitX11

@Suite(.serialized, .enabled(if: XServer.isAvailable, XServer.skipReason))
@MainActor struct X11EventLoopTests {
    private let origin = XServer.eventLoopTestsOrigin

    /// XTest clicks take the mouse's path: XI_Motion, XI_ButtonPress, XI_ButtonRelease from
    /// the XTEST slave, at window coordinates, to the pixel.
    @Test func xdotoolClickArrivesAsButtonInputAtWindowCoordinates() throws {
        let (_, loop) = try XServer.shownWindow(at: origin)
        let (x, y) = (origin.x + 50, origin.y + 40)
        try XServer.command(["xdotool", "mousemove", "--sync", "\(x)", "\(y)", "click", "1"])
        let inputs = XServer.run(loop) { $0.contains { $0.input?.kind == .buttonRelease } }
            .compactMap(\.input)
        let press = try #require(inputs.first { $0.kind == .buttonPress })
        let release = try #require(inputs.first { $0.kind == .buttonRelease })
        #expect((press.detail, press.x, press.y) == (1, 50, 40))
        #expect((release.detail, release.x, release.y) == (1, 50, 40))
        #expect(press.device == 2 && press.source == xtestPointer(loop.window.display))
        #expect(press.flags == [] && release.time >= press.time)
        let motions = inputs.filter { $0.kind == .motion }
        #expect(motions.allSatisfy { ($0.x, $0.y) == (50, 40) })
        #expect(inputs.map(\.kind).filter { $0 != .motion } == [.buttonPress, .buttonRelease])
    }

    /// The XI2 times are on the loop's clock: milliseconds, not in the future.
    @Test func inputTimesAreOnTheLoopsClock() throws {
        let (_, loop) = try XServer.shownWindow(at: origin)
        let before = loop.clock.now * 1000
        try XServer.command(["xdotool", "mousemove", "--sync", "\(origin.x + 10)",
                             "\(origin.y + 10)", "click", "1"])
        let inputs = XServer.run(loop) { $0.contains { $0.input?.kind == .buttonRelease } }
            .compactMap(\.input)
        let after = loop.clock.now * 1000
        #expect(!inputs.isEmpty)
        #expect(inputs.allSatisfy { $0.time >= before - 1000 && $0.time <= after })
    }

    @Test func keysArriveWithTheirKeycode() throws {
        let (_, loop) = try XServer.shownWindow(at: origin)
        try XServer.command(["xdotool", "mousemove", "--sync", "\(origin.x + 20)",
                             "\(origin.y + 20)", "key", "a"])
        let keycode = Int(XKeysymToKeycode(loop.window.display.handle, XStringToKeysym("a")))
        let keys = XServer.run(loop) { $0.contains { $0.input?.kind == .keyRelease } }
            .compactMap(\.input).filter { $0.kind == .keyPress || $0.kind == .keyRelease }
        #expect(keys.map(\.kind) == [.keyPress, .keyRelease])
        #expect(keys.allSatisfy { $0.detail == keycode })
    }

    /// What a window manager sends when the user closes the window.
    @Test func deleteWindowMessageCloses() throws {
        let (window, loop) = try XServer.shownWindow(at: origin)
        let manager = try X11Display()
        var message = XEvent()
        message.xclient.type = ClientMessage
        message.xclient.window = window.id
        message.xclient.message_type = manager.atom("WM_PROTOCOLS")
        message.xclient.format = 32
        message.xclient.data.l.0 = Int(bitPattern: manager.atom("WM_DELETE_WINDOW"))
        XSendEvent(manager.handle, window.id, 0, NoEventMask, &message)
        manager.sync()
        let events = XServer.run(loop) { $0.contains(.close) }
        #expect(events.last == .close)
    }

    /// With nothing pending and a deadline, the loop sleeps in poll until the deadline.
    @Test func idleLoopSleepsUntilTheDeadline() throws {
        let (_, loop) = try XServer.shownWindow(at: origin)
        let start = loop.clock.now
        let usage = cpuSeconds()
        XServer.run(loop, timeout: 0.3) { _ in false }
        #expect(loop.clock.now - start >= 0.3)
        #expect(cpuSeconds() - usage < 0.1, "the loop busy-waited")
    }

    private func xtestPointer(_ display: X11Display) -> Int {
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display.handle, XIAllDevices, &count) else { return -1 }
        defer { XIFreeDeviceInfo(devices) }
        let xtest = UnsafeBufferPointer(start: devices, count: Int(count)).first {
            $0.use == XISlavePointer && String(cString: $0.name).contains("XTEST")
        }
        return xtest.map { Int($0.deviceid) } ?? -1
    }

    /// CPU time of this thread: other suites run in parallel in the same process.
    private func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

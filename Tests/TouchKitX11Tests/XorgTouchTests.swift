import CX11
import Testing
import TouchKit
@testable import TouchKitX11

/// Real multitouch: Xorg's inputtest touchscreen sends XI_TouchBegin/Update/End through
/// the server to the window, with the server's touch ids and the emulated pointer events.
@Suite(.serialized, .enabled(if: XorgInputTestServer.canRun, XorgInputTestServer.skipReason))
@MainActor struct XorgTouchTests {
    /// Two fingers down, one moves, both lift; the pointer events the server emulates from
    /// the first touch come flagged and the translator drops them.
    @Test func twoTouchesArriveWithTheirIdsAndOnlyOnce() throws {
        let server = try XorgInputTestServer()
        let injector = try InputTestInjector(socketPath: server.directory + "/touch.socket",
                                             screenWidth: 1366, screenHeight: 768)
        defer { withExtendedLifetime(injector) { server.stop() } }
        let inputs = try touchInputs(display: server.display) {
            try injector.touch(.begin, id: 1, x: 100, y: 80)
            try injector.touch(.begin, id: 2, x: 300, y: 200)
            try injector.touch(.update, id: 1, x: 120, y: 90)
            try injector.touch(.end, id: 1, x: 120, y: 90)
            try injector.touch(.end, id: 2, x: 300, y: 200)
            try injector.sync()
        } until: { $0.filter { $0.kind == .touchEnd }.count == 2 }

        let touches = inputs.filter { [.touchBegin, .touchUpdate, .touchEnd].contains($0.kind) }
        #expect(touches.map(\.kind) == [.touchBegin, .touchBegin, .touchUpdate, .touchEnd, .touchEnd])
        let first = touches[0].detail, second = touches[1].detail
        #expect(first != second)
        #expect(touches.map(\.detail) == [first, second, first, first, second])
        let expected: [(Double, Double)] = [(100, 80), (300, 200), (120, 90), (120, 90), (300, 200)]
        for (touch, (x, y)) in zip(touches, expected) {
            #expect(abs(touch.x - x) <= 1 && abs(touch.y - y) <= 1, "\(touch)")
        }
        #expect(touches[0].flags.contains(.touchEmulatingPointer))
        #expect(inputs.filter { $0.kind != .touchBegin && $0.kind != .touchUpdate && $0.kind != .touchEnd }
            .allSatisfy { $0.flags.contains(.pointerEmulated) })

        var translator = XI2InputTranslator()
        let began = inputs.flatMap { translator.translate($0) }.filter {
            if case .touch(let touch) = $0 { touch.phase == .began } else { false }
        }
        #expect(began.count == 2)
    }

    /// `xinput disable` mid-touch: the server ends the live touch, then reports the device
    /// disabled, and the translator cancels what is left.
    @Test func disablingTheDeviceMidTouchEndsItAndReportsTheDevice() throws {
        let server = try XorgInputTestServer()
        let injector = try InputTestInjector(socketPath: server.directory + "/touch.socket",
                                             screenWidth: 1366, screenHeight: 768)
        defer { withExtendedLifetime(injector) { server.stop() } }
        var touchscreen = -1
        let inputs = try touchInputs(display: server.display) {
            try injector.touch(.begin, id: 1, x: 50, y: 60)
            try injector.sync()
        } then: { display in
            touchscreen = Self.deviceID(named: "touchscreen", on: display)
            Self.disable(touchscreen, on: display)
        } until: { $0.contains { $0.kind == .deviceRemoved } }

        let kinds = inputs.map(\.kind).filter { $0 != .motion && $0 != .buttonPress && $0 != .buttonRelease }
        #expect(kinds == [.touchBegin, .touchEnd, .deviceRemoved])
        #expect(inputs.last?.device == touchscreen)
    }

    /// Opens a window filling the top-left of the screen, injects, and collects the input
    /// until `done`. The window and its connection are gone when this returns.
    private func touchInputs(display name: String, inject: () throws -> Void,
                             then afterward: (X11Display) -> Void = { _ in },
                             until done: @escaping ([XI2Input]) -> Bool) throws -> [XI2Input] {
        let display = try X11Display(name: name)
        let window = try X11Window(size: Size(width: 400, height: 300), title: "XorgTouchTests",
                                   display: display)
        let loop = X11EventLoop(window: window)
        XServer.run(loop) { $0.contains { if case .expose = $0 { true } else { false } } }
        try inject()
        afterward(display)
        return XServer.run(loop) { done($0.compactMap(\.input)) }.compactMap(\.input)
    }

    private static func deviceID(named name: String, on display: X11Display) -> Int {
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display.handle, XIAllDevices, &count) else { return -1 }
        defer { XIFreeDeviceInfo(devices) }
        let device = UnsafeBufferPointer(start: devices, count: Int(count)).first {
            String(cString: $0.name) == name
        }
        return device.map { Int($0.deviceid) } ?? -1
    }

    /// What `xinput disable` does: set the device's "Device Enabled" property to 0.
    private static func disable(_ device: Int, on display: X11Display) {
        var off: UInt8 = 0
        XIChangeProperty(display.handle, Int32(device), display.atom("Device Enabled"),
                         display.atom("INTEGER"), 8, PropModeReplace, &off, 1)
        display.flush()
    }
}

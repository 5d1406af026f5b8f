import Foundation
import Testing
import TouchKit
@testable import TouchKitX11

/// Whether tests that need an X server can run: `make test` runs them under Xvfb
/// (scripts/with-xvfb.sh sets DISPLAY); a plain `swift test` without DISPLAY skips them.
enum XServer {
    static var display: String? { ProcessInfo.processInfo.environment["DISPLAY"] }
    static var isAvailable: Bool { display.map { !$0.isEmpty } ?? false }
    static let skipReason: Comment =
        "needs an X server: DISPLAY is unset (`make test` runs these under Xvfb)"

    /// Where each suite's windows go: apart from each other (suites run in parallel, and
    /// a covered window's pixels cannot be read back), clear of the top-left corner where
    /// other targets' windows open, and inside with-xvfb.sh's 1600×1000 screen.
    static let windowTestsOrigin = (x: 1100, y: 560)
    static let eventLoopTestsOrigin = (x: 1100, y: 780)

    /// Opens a window at `origin` and waits until it is shown.
    @MainActor
    static func shownWindow(at origin: (x: Int, y: Int), width: Int = 200,
                            height: Int = 150) throws -> (X11Window, X11EventLoop) {
        let window = try X11Window(size: Size(width: Double(width), height: Double(height)),
                                   title: "TouchKitX11Tests")
        window.move(x: origin.x, y: origin.y)
        let loop = X11EventLoop(window: window)
        let events = run(loop, until: { $0.contains { if case .expose = $0 { true } else { false } } })
        #expect(events.contains { if case .expose = $0 { true } else { false } }, "the window was never exposed")
        return (window, loop)
    }

    /// Runs `loop` until `done` holds for the events seen so far, or `timeout` seconds pass.
    @MainActor @discardableResult
    static func run(_ loop: X11EventLoop, timeout: Double = 3,
                    until done: @escaping ([X11Event]) -> Bool) -> [X11Event] {
        let handler = RecordingHandler(loop: loop, timeout: timeout, done: done)
        loop.run(handler: handler)
        return handler.events
    }

    /// Runs a command (xprop, xdotool), returning its standard output.
    @discardableResult
    static func command(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Records the loop's events; stops it when the test has what it waits for, or at timeout.
@MainActor
final class RecordingHandler: X11EventHandler {
    private(set) var events: [X11Event] = []
    private let loop: X11EventLoop
    private let giveUpAt: Double
    private let done: ([X11Event]) -> Bool

    init(loop: X11EventLoop, timeout: Double, done: @escaping ([X11Event]) -> Bool) {
        self.loop = loop
        self.giveUpAt = loop.clock.now + timeout
        self.done = done
    }

    func handle(_ event: X11Event) {
        events.append(event)
        if done(events) { loop.stop() }
    }

    func update() -> Double? {
        if loop.clock.now >= giveUpAt { loop.stop() }
        return giveUpAt
    }
}

extension X11Event {
    var input: XI2Input? {
        if case .input(let input) = self { input } else { nil }
    }
}

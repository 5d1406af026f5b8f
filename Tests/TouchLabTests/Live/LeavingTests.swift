import Foundation
import Glibc
import Testing
import XServerTesting
@testable import TouchLab

/// Every way of leaving the window ends the touches still down, exactly once, and saves
/// the recording: a real window on a private Xvfb, a drag held down with XTest (a pan in
/// progress), then quit, SIGTERM, SIGINT, the window destroyed by another program, or the
/// X server killed.
@Suite(.enabled(if: PrivateXvfb.canRun, "needs Xvfb and an X test run (`make test`)"))
struct LeavingTests {
    enum Way: String, CaseIterable { case quitKey, escapeKey, sigterm, sigint, windowDestroyed, serverLost }

    /// The exit status and the last line on standard error for each way.
    static func expectedEnd(_ way: Way, display: String) -> (Int32, String) {
        switch way {
        case .quitKey, .escapeKey: (0, "touchlab: recorded 4 events to ")
        case .sigterm: (143, "touchlab: stopped by SIGTERM")
        case .sigint: (130, "touchlab: stopped by SIGINT")
        case .windowDestroyed: (1, "touchlab: the window was destroyed by another program")
        case .serverLost: (1, "touchlab: recorded 4 events to ")
        }
    }

    @Test(arguments: Way.allCases)
    func aHeldDragIsCancelledAndRecorded(_ way: Way) throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let record = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-\(getpid())-\(way).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: record) }
        let lab = try LiveWindowTests().launch(["--scene", "pan-cancels-touches", "--trace", "--record", record], on: server)
        try server.run("xdotool", ["mousemove", "300", "250", "mousedown", "1", "mousemove", "340", "250",
                                   "mousemove", "380", "260"])
        var lines: [String] = []
        while !lines.contains(where: { $0.contains("gesture drag changed") }), let line = lab.readLine(timeout: 10) {
            lines.append(line)
        }
        try leave(way, lab: lab, server: server)
        let status = lab.waitForExit(timeout: 10)
        while let line = lab.readLine(timeout: 1) { lines.append(line) }
        let steps = lines.map { String($0.drop { $0 != " " }.dropFirst()) }
        #expect(steps.filter { $0.hasPrefix("touch 1 ") && ($0.contains(" ended") || $0.contains(" cancelled")) }
            == ["touch 1 cancelled (380.0, 260.0)"])
        let ending = steps.suffix(3).map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        #expect(ending == ["touch 1 cancelled", "gesture drag cancelled", "action drag"], "\(steps.suffix(3))")
        let (expectedStatus, lastLine) = Self.expectedEnd(way, display: server.display)
        #expect(status == expectedStatus)
        let errors = lab.standardError().split(separator: "\n").map(String.init)
        #expect(errors.last?.hasPrefix(lastLine) == true, "standard error: \(errors)")
        #expect(!errors.contains { $0.contains("BadDrawable") || $0.contains("X_ShmPutImage") })
        let recorded = try String(contentsOfFile: record, encoding: .utf8)
        #expect(recorded.contains("\"buttonPress\"") && !recorded.contains("\"buttonRelease\""))
    }

    private func leave(_ way: Way, lab: ChildProcess, server: PrivateXvfb) throws {
        switch way {
        case .quitKey: try server.run("xdotool", ["key", "q"])
        case .escapeKey: try server.run("xdotool", ["key", "Escape"])
        case .sigterm: kill(lab.processIdentifier, SIGTERM)
        case .sigint: kill(lab.processIdentifier, SIGINT)
        case .windowDestroyed:
            let id = String(try server.run("xdotool", ["search", "--class", "touchlab"]).split(separator: "\n")[0])
            try server.run("xdotool", ["windowclose", id])
        case .serverLost: server.kill()
        }
    }
}

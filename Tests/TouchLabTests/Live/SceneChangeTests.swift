import Foundation
import Testing
import XServerTesting
@testable import TouchLab

/// Every touch and press that began in a scene ends once, whatever happens to the scene or
/// the window meanwhile: a scene switched mid-drag with a key held cancels both; a window
/// shrunk below the lab's smallest size mid-drag still delivers the release, and the next
/// click is a touch of its own.
extension LiveWindowTests {
    /// Reads lines until one contains `text` (or `timeout` passes without a line).
    func readLines(_ lab: ChildProcess, until text: String, into lines: inout [String], timeout: Double = 30) {
        while !lines.contains(where: { $0.contains(text) }), let line = lab.readLine(timeout: timeout) {
            lines.append(line)
        }
    }

    @Test func aSceneSwitchMidDragCancelsTheTouchAndThePressDown() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try launch(["--scene", "seed-a-to-e", "--trace"], on: server)
        var lines: [String] = []
        try server.run("xdotool", ["mousemove", "470", "140", "mousedown", "1", "mousemove", "480", "150"])
        readLines(lab, until: "touch 1 moved", into: &lines)
        try server.run("xdotool", ["keydown", "a"])
        readLines(lab, until: "press began", into: &lines)
        try server.run("xdotool", ["key", "2"])
        readLines(lab, until: "touchesCancelled", into: &lines)
        try server.run("xdotool", ["keyup", "a", "mousemove", "490", "160", "mouseup", "1"])
        try server.run("xdotool", ["key", "q"])
        #expect(lab.waitForExit(timeout: 10) == 0)
        while let line = lab.readLine(timeout: 1) { lines.append(line) }
        let steps = lines.map { String($0.drop { $0 != " " }.dropFirst()) }
        #expect(steps.filter { $0.hasPrefix("touch 1 ") && !$0.contains(" began") && !$0.contains(" moved") }
            == ["touch 1 cancelled (480.0, 150.0)"], "\(steps)")
        #expect(steps.contains { $0.hasPrefix("touchesCancelled [1]: D") })
        #expect(steps.filter { $0.hasPrefix("press ") }.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
            == ["press began", "press cancelled"], "\(steps)")
        #expect(!steps.contains { $0.hasPrefix("touch 2 ") }, "the release reached the next scene: \(steps)")
        #expect(!lab.standardError().contains("warning"), "\(lab.standardError())")
    }

    @Test func aWindowShrunkBelowTheLabMidDragStillDeliversTheRelease() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try launch(["--scene", "seed-a-to-e", "--trace"], on: server)
        let id = try windowID(server)
        var lines: [String] = []
        try server.run("xdotool", ["mousemove", "470", "140", "mousedown", "1"])
        readLines(lab, until: "touchesBegan", into: &lines)
        try server.run("xdotool", ["windowsize", "--sync", id, "300", "200"])
        try server.run("xdotool", ["mouseup", "1"])
        readLines(lab, until: "touch 1 ended", into: &lines, timeout: 10)
        try server.run("xdotool", ["windowsize", "--sync", id, "1366", "768"])
        _ = try stillFrame(server, id)
        try server.run("xdotool", ["mousemove", "470", "140", "click", "1"])
        readLines(lab, until: "touch 2 ended", into: &lines)
        try server.run("xdotool", ["key", "q"])
        #expect(lab.waitForExit(timeout: 10) == 0)
        let steps = lines.map { String($0.drop { $0 != " " }.dropFirst()) }
        #expect(steps.filter { $0.hasPrefix("touch ") }.map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
            == ["touch 1 began", "touch 1 ended", "touch 2 began", "touch 2 ended"], "\(steps)")
        #expect(!lab.standardError().contains("already down"), "\(lab.standardError())")
    }
}

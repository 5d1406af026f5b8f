import Foundation
import Glibc
import Testing
import XServerTesting
import TouchKit
import TouchLabFormats
import TouchLabEngine
import TouchLabUI
@testable import TouchLab

/// The real program in a real window: each test starts `touchlab` on an Xvfb of its own
/// (so tests never share a pointer), drives it with XTest through xdotool, and reads its
/// trace and exit status.
@Suite(.enabled(if: PrivateXvfb.canRun, "needs Xvfb and an X test run (`make test`)"))
struct LiveWindowTests {
    /// Starts the window on `server` and waits for it to be mapped. On these shared, busy
    /// machines a connection to a fresh Xvfb is now and then refused although the server
    /// answers; a program that said so and exited is started once more.
    func launch(_ arguments: [String], on server: PrivateXvfb) throws -> ChildProcess {
        var lastError = ""
        for _ in 0..<3 {
            let lab = try ChildProcess(try PrivateXvfb.builtExecutable("touchlab"), arguments, display: server.display)
            for _ in 0..<200 {
                let windows = try server.run("xdotool", ["search", "--onlyvisible", "--class", "touchlab"])
                if !windows.isEmpty { return lab }
                if lab.waitForExit(timeout: 0.025) != nil { break }
            }
            lastError = lab.standardError()
            guard lastError.contains("cannot open the X display") else { break }
        }
        throw XServerTestingError("the touchlab window never appeared (server running: \(server.isRunning)): \(lastError)")
    }

    func readLines(_ lab: ChildProcess, count: Int, timeout: Double = 5) -> [String] {
        var lines: [String] = []
        while lines.count < count, let line = lab.readLine(timeout: timeout) { lines.append(line) }
        return lines
    }

    @Test func aClickInTheWindowTracesLikeTheHeadlessTap() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try launch(["--scene", "seed-a-to-e", "--trace"], on: server)
        try server.run("xdotool", ["mousemove", "470", "140", "click", "1"])
        let lines = readLines(lab, count: 5).map { String($0.drop { $0 != " " }.dropFirst()) }
        #expect(lines == [
            "touch 1 began (470.0, 140.0)",
            "hit-test (470.0, 140.0): A -> C -> E(nil) -> D(D) -> C(D) -> A(D)",
            "touchesBegan [1]: D -> C -> DetailVC -> A -> Window -> Application -> AppDelegate (discarded)",
            "touch 1 ended (470.0, 140.0)",
            "touchesEnded [1]: D -> C*",
        ])
        try server.run("xdotool", ["key", "q"])
        #expect(lab.waitForExit(timeout: 5) == 0)
    }

    @Test func theWindowSaysWhoItIs() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try launch(["--scene", "tap-vs-view"], on: server)
        let id = try server.run("xdotool", ["search", "--class", "touchlab"]).split(separator: "\n")[0]
        let properties = try server.run("xprop", ["-id", String(id), "WM_CLASS", "_NET_WM_PID", "_NET_WM_NAME"])
        #expect(properties.contains("WM_CLASS(STRING) = \"touchlab\", \"touchlab\""))
        #expect(properties.contains("_NET_WM_PID(CARDINAL) = \(lab.processIdentifier)"))
        #expect(properties.contains("A tap recognizer versus the view's own touches"))
        lab.terminate()
    }

    @Test func recordingAClickReplaysToTheSameTrace() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-\(getpid())-rec.jsonl").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let lab = try launch(["--scene", "seed-a-to-e", "--trace", "--record", file], on: server)
        try server.run("xdotool", ["mousemove", "650", "140", "click", "1"])
        let live = readLines(lab, count: 5).map { String($0.drop { $0 != " " }.dropFirst()) }
        try server.run("xdotool", ["key", "q"])
        #expect(lab.waitForExit(timeout: 5) == 0)
        let replay = try ChildProcess(try PrivateXvfb.builtExecutable("touchlab"),
                                      ["--headless", "--scene", "seed-a-to-e", "--replay", file, "--trace"], display: nil)
        let replayed = readLines(replay, count: 5).map { String($0.drop { $0 != " " }.dropFirst()) }
        let status = replay.waitForExit(timeout: 5)
        let recording = (try? String(contentsOfFile: file, encoding: .utf8)) ?? "(unreadable)"
        #expect(status == 0, "replay said: \(replay.standardError())\nrecording:\n\(recording)")
        #expect(live.count == 5 && replayed == live)
    }

    /// The server killed under the window: one clear line, status 1, within a second.
    @Test func losingTheServerEndsTheProgramCleanly() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try launch(["--scene", "seed-a-to-e"], on: server)
        let killedAt = Date()
        server.kill()
        let status = lab.waitForExit(timeout: 5)
        let elapsed = Date().timeIntervalSince(killedAt)
        #expect(status == 1)
        #expect(elapsed < 2, "took \(elapsed) s")
        #expect(lab.standardError() == "touchlab: lost the connection to the X server (\(server.display))\n")
    }

    /// A thousand resizes and expose storms, then the window still answers a click.
    @Test func resizeAndExposeStormsLeaveTheWindowWorking() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try launch(["--scene", "tap-vs-view", "--trace"], on: server)
        let id = String(try server.run("xdotool", ["search", "--class", "touchlab"]).split(separator: "\n")[0])
        var commands: [String] = []
        for index in 0..<1000 {
            commands += ["windowsize", id, String(300 + index % 700), String(200 + index % 500)]
        }
        try server.run("xdotool", commands)
        for _ in 0..<50 { try server.run("xdotool", ["windowunmap", "--sync", id, "windowmap", "--sync", id]) }
        // Back to the default size, where the 800 × 500 scene is at scale 1 (a window under
        // 668 pixels tall would scale it down to leave the timeline its height).
        try server.run("xdotool", ["windowsize", id, "1366", "768", "mousemove", "590", "200", "click", "1"])
        // A debug build may still be drawing the storm's sizes on a loaded machine: wait long.
        let lines = readLines(lab, count: 2, timeout: 60)
        #expect(lines.last?.hasSuffix("hit-test (590.0, 200.0): Screen -> Plain -> PlainNote(nil) -> Plain(Plain) -> Screen(Plain)") == true)
        try server.run("xdotool", ["key", "q"])
        #expect(lab.waitForExit(timeout: 10) == 0)
    }

    /// Ten fingers moving at 1 kHz for two seconds, replayed in the window in real time:
    /// every finger that began ends (the queue coalesces moves, never a began or an ended),
    /// and the window still answers afterwards.
    @Test func aTenFingerFloodIsDeliveredWithoutLosingABeganOrEnded() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-\(getpid())-flood.jsonl").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Self.floodReplay(fingers: 10, milliseconds: 2000).write(toFile: file, atomically: true, encoding: .utf8)
        let lab = try launch(["--scene", "pinch-rotate", "--replay", file, "--trace"], on: server)
        var began = 0, ended = 0
        while ended < 10, let line = lab.readLine(timeout: 20) {
            if line.contains(" began (") { began += 1 }
            if line.contains(" ended (") || line.contains(" cancelled (") { ended += 1 }
        }
        #expect(began == 10 && ended == 10)
        try server.run("xdotool", ["key", "q"])
        #expect(lab.waitForExit(timeout: 10) == 0)
    }

    /// `fingers` touches circling at 1 kHz for `milliseconds`, as replay lines.
    static func floodReplay(fingers: Int, milliseconds: Int) -> String {
        var lines: [String] = []
        func line(_ time: Int, _ type: String, _ finger: Int) {
            let angle = Double(time) / 300 + Double(finger)
            let x = 400 + 200 * cos(angle) * Double(finger + 1) / Double(fingers)
            let y = 300 + 200 * sin(angle) * Double(finger + 1) / Double(fingers)
            lines.append("{\"time\": \(time), \"type\": \"\(type)\", \"detail\": \(finger + 1), \"x\": \(x), \"y\": \(y)}")
        }
        for finger in 0..<fingers { line(0, "touchBegin", finger) }
        for time in 1..<milliseconds {
            for finger in 0..<fingers { line(time, "touchUpdate", finger) }
        }
        for finger in 0..<fingers { line(milliseconds, "touchEnd", finger) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The panel's scene buttons switch the window to the next built-in scene.
    @Test @MainActor func thePanelsNextSceneButtonSwitchesScenes() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try launch(["--scene", "seed-a-to-e"], on: server)
        let description = try SceneReader.load(path: try SceneCatalog.standard.resolve("seed-a-to-e"))
        let session = LabSession(scene: SceneBuilder().build(description))
        let layout = LabLayout(sceneSize: session.scene.size)
        let panel = InspectorPanel(layout: layout)
        panel.update(from: session, shown: session.shown(at: Playback()), selection: nil)
        let button = try #require(panel.window.descendant(named: "next-scene"))
        let center = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        let x = Int(center.x + layout.panel.minX), y = Int(center.y + layout.panel.minY)
        try server.run("xdotool", ["mousemove", String(x), String(y), "click", "1"])
        let names = SceneCatalog.standard.names()
        let next = names[(try #require(names.firstIndex(of: "seed-a-to-e")) + 1) % names.count]
        let title = try SceneReader.load(path: try SceneCatalog.standard.resolve(next)).title
        var shown = ""
        for _ in 0..<100 where !shown.contains(title) {
            usleep(30_000)
            let id = try server.run("xdotool", ["search", "--class", "touchlab"]).split(separator: "\n").last.map(String.init) ?? ""
            shown = id.isEmpty ? "" : try server.run("xprop", ["-id", id, "_NET_WM_NAME"])
        }
        #expect(shown.contains(title))
        try server.run("xdotool", ["key", "q"])
        #expect(lab.waitForExit(timeout: 10) == 0)
    }
}

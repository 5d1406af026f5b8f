import Foundation
import Glibc
import Testing
import XServerTesting
import TouchLabFormats

/// The lab's keys and clicks in the real window, sent with XTest (xdotool) and judged by
/// the trace and by the window's own pixels (`import -window`): the lesson on screen must
/// not change when it must not, and must change exactly when it must.
extension LiveWindowTests {
    /// The one touchlab window's id; fails when there is not exactly one.
    func windowID(_ server: PrivateXvfb) throws -> String {
        let ids = try server.run("xdotool", ["search", "--class", "touchlab"]).split(separator: "\n").map(String.init)
        try #require(ids.count == 1, "expected one touchlab window, found \(ids)")
        return ids[0]
    }

    /// A digest of the window's pixels (or of `crop`, `WxH+X+Y`).
    func frame(_ server: PrivateXvfb, _ id: String, crop: String? = nil) throws -> String {
        let cropping = crop.map { "-crop \($0) " } ?? ""
        return try server.run("sh", ["-c", "import -window \(id) \(cropping)rgb:- | md5sum"])
    }

    /// The frame once it stops changing (animations and trails over).
    func stillFrame(_ server: PrivateXvfb, _ id: String, crop: String? = nil) throws -> String {
        var last = try frame(server, id, crop: crop)
        for _ in 0..<60 {
            usleep(150_000)
            let next = try frame(server, id, crop: crop)
            if next == last { return next }
            last = next
        }
        return last
    }

    /// The frame once it differs from `old` and holds still, or nil when it stays `old` for
    /// a second.
    func changedFrame(_ server: PrivateXvfb, _ id: String, from old: String) throws -> String? {
        var last = old
        for _ in 0..<20 {
            let next = try frame(server, id)
            if next != old, next == last { return next }
            last = next
            usleep(next == old ? 50_000 : 80_000)
        }
        return last == old ? nil : try stillFrame(server, id)
    }

    static let sceneArea = "800x600+0+0"
    /// A place in the window off the scene and the panel (on the journey strip), where the
    /// pointer rests so that keys still reach the window (no window manager: the keyboard
    /// follows the pointer) and no Alt fingers are drawn.
    static let restingPointer = ["mousemove", "400", "700"]

    @Test func switchingSceneKeepsTheSameWindow() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try launch(["--scene", "seed-a-to-e"], on: server)
        let id = try windowID(server)
        let names = SceneCatalog.standard.names()
        let title = try SceneReader.load(path: try SceneCatalog.standard.resolve(names[2])).title
        try server.run("xdotool", ["key", "3"])
        var shown = ""
        for _ in 0..<100 where !shown.contains(title) {
            usleep(30_000)
            shown = try server.run("xprop", ["-id", id, "_NET_WM_NAME"])
        }
        #expect(shown.contains(title))
        #expect(try windowID(server) == id, "the same X window shows the next scene")
        try server.run("xdotool", ["key", "q"])
        #expect(lab.waitForExit(timeout: 5) == 0)
    }

    @Test func escapeClosesTheHelpCardBeforeItQuits() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try launch(["--scene", "seed-a-to-e"], on: server)
        let id = try windowID(server)
        let plain = try stillFrame(server, id)
        try server.run("xdotool", ["key", "h"])
        let help = try #require(try changedFrame(server, id, from: plain), "H shows the help card")
        try server.run("xdotool", ["key", "Escape"])
        #expect(try changedFrame(server, id, from: help) == plain, "Esc closes the help card")
        #expect(lab.waitForExit(timeout: 0.5) == nil, "and does not quit")
        try server.run("xdotool", ["key", "Escape"])
        #expect(lab.waitForExit(timeout: 5) == 0, "Esc with nothing open quits")
    }

    @Test func modifierKeysAloneKeepTheLesson() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try launch(["--scene", "seed-a-to-e", "--trace"], on: server)
        let id = try windowID(server)
        try server.run("xdotool", ["key", "0", "mousemove", "470", "140", "click", "1"] + Self.restingPointer)
        #expect(readLines(lab, count: 5).count == 5)
        let lesson = try stillFrame(server, id, crop: Self.sceneArea)
        for key in ["shift", "ctrl", "alt", "super", "shift+equal"] {
            try server.run("xdotool", ["key", key])
        }
        // Shift, Ctrl and Super are presses of the scene; Alt and the lab's = are not.
        let presses = readLines(lab, count: 8)
        #expect(presses.count == 8 && presses.allSatisfy { $0.contains(" press ") }, "\(presses)")
        #expect(presses.filter { $0.contains("Shift_L") }.count == 4, "\(presses)")
        #expect(!presses.contains { $0.contains("Alt") || $0.contains("equal") }, "\(presses)")
        #expect(try stillFrame(server, id, crop: Self.sceneArea) == lesson, "the lesson is still on screen")
        try server.run("xdotool", ["key", "q"])
        #expect(lab.waitForExit(timeout: 5) == 0)
    }

    /// Shift+digit switches the scene: the digit reaches neither scene, the Shift press the
    /// old scene saw is cancelled with it and the new one never sees it; a plain key
    /// afterwards is one press began and one press ended.
    @Test func shiftDigitSceneSwitchEndsItsShiftOnce() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try launch(["--scene", "seed-a-to-e", "--trace"], on: server)
        _ = try windowID(server)
        try server.run("xdotool", ["key", "shift+1", "key", "a"])
        var lines: [String] = []
        while !lines.contains(where: { $0.contains(" press ended a:") }), let line = lab.readLine(timeout: 5) {
            lines.append(line)
        }
        let presses = lines.filter { $0.contains(" press ") }
        #expect(presses.count == 4 && presses[0].contains(" press began Shift_L:")
                    && presses[1].contains(" press cancelled Shift_L:")
                    && presses[2].contains(" press began a:") && presses[3].contains(" press ended a:"),
                "\(lines)")
        try server.run("xdotool", ["key", "q"])
        #expect(lab.waitForExit(timeout: 5) == 0)
    }

    @Test func anAltDragPinchSurvivesReleasingAlt() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try launch(["--scene", "pinch-rotate", "--trace"], on: server)
        let id = try windowID(server)
        var drag = ["key", "0", "keydown", "alt", "mousemove", "500", "300", "mousedown", "1"]
        for step in 1...8 { drag += ["mousemove", String(500 + step * 10), String(300 + step * 6)] }
        try server.run("xdotool", drag + ["mouseup", "1"] + Self.restingPointer)
        var lines: [String] = []
        while !lines.contains(where: { $0.contains("touch 2 ended") }), let line = lab.readLine(timeout: 5) {
            lines.append(line)
        }
        #expect(lines.contains { $0.contains("gesture") && $0.contains("began") }, "the drag pinched: \(lines)")
        let pinch = try stillFrame(server, id, crop: Self.sceneArea)
        try server.run("xdotool", ["keyup", "alt", "key", "a"])
        var afterAlt: [String] = []
        while !afterAlt.contains(where: { $0.contains("press ended a") }), let line = lab.readLine(timeout: 5) {
            afterAlt.append(line)
        }
        #expect(afterAlt.filter { $0.contains(" press ") } == afterAlt.filter { $0.contains(" press began a:") }
                    + afterAlt.filter { $0.contains(" press ended a:") }
                && afterAlt.filter { $0.contains(" press ") }.count == 2,
                "Alt never reaches the scene; a plain key is one press began and one ended: \(afterAlt)")
        #expect(try stillFrame(server, id, crop: Self.sceneArea) == pinch, "the pinch lesson is still on screen")
        try server.run("xdotool", ["key", "q"])
        #expect(lab.waitForExit(timeout: 5) == 0)
    }

    @Test func steppingThroughADragVisitsEveryStepOnceEachWay() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try launch(["--scene", "seed-a-to-e", "--trace"], on: server)
        let id = try windowID(server)
        var drag = ["key", "0", "mousemove", "470", "140", "mousedown", "1"]
        for step in 1...3 { drag += ["mousemove", String(470 - step * 12), "140"] }
        try server.run("xdotool", drag + ["mouseup", "1"] + Self.restingPointer)
        while let line = lab.readLine(timeout: 5), !line.contains("touchesEnded") {}
        var previous = try stillFrame(server, id)
        try server.run("xdotool", ["key", "Home"])
        var forward = [try #require(try changedFrame(server, id, from: previous))]
        previous = forward[0]
        for _ in 0..<200 {
            try server.run("xdotool", ["key", "Right"])
            guard let next = try changedFrame(server, id, from: previous) else { break }
            forward.append(next)
            previous = next
        }
        #expect(forward.count > 10, "a drag has many steps")
        #expect(Set(forward).count == forward.count, "each → showed a new step")
        var back: [String] = []
        for _ in 1..<forward.count {
            try server.run("xdotool", ["key", "Left"])
            guard let next = try changedFrame(server, id, from: previous) else { break }
            back.append(next)
            previous = next
        }
        #expect(back == Array(forward.dropLast().reversed()), "← retraced the same steps")
        try server.run("xdotool", ["key", "q"])
        #expect(lab.waitForExit(timeout: 5) == 0)
    }

    /// A right-click on the scene selects the view there: the panel shows the inspector,
    /// the scene gets nothing (no trace line), and Esc drops the selection again.
    @Test func aRightClickOnTheSceneInspectsTheViewThere() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try launch(["--scene", "seed-a-to-e", "--trace"], on: server)
        let id = try windowID(server)
        let panelArea = "380x768+800+0"
        try server.run("xdotool", Self.restingPointer)
        let plain = try stillFrame(server, id, crop: panelArea)
        try server.run("xdotool", ["mousemove", "470", "140", "click", "3"] + Self.restingPointer)
        var inspecting = plain
        for _ in 0..<40 where inspecting == plain {
            usleep(50_000)
            inspecting = try frame(server, id, crop: panelArea)
        }
        #expect(inspecting != plain, "the inspector shows the view")
        #expect(lab.readLine(timeout: 0.5) == nil, "the right-click never reached the scene's trace")
        try server.run("xdotool", ["key", "Escape"])
        #expect(try stillFrame(server, id, crop: panelArea) == plain, "Esc drops the selection")
        try server.run("xdotool", ["key", "q"])
        #expect(lab.waitForExit(timeout: 5) == 0)
    }
}

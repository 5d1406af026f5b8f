import Foundation
import Glibc
import Testing
import XServerTesting
import TouchKit
import TouchKitCairo
import TouchLabFormats
import TouchLabEngine
import TouchLabUI

/// Without a window manager nothing stops a window from being made smaller than the
/// smallest layout (886 × 640): the window must then say so, not show the lab cut off.
extension LiveWindowTests {
    @Test @MainActor func aWindowTooSmallSaysSoUntilItIsLargeEnoughAgain() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try launch(["--scene", "seed-a-to-e", "--trace"], on: server)
        let id = try windowID(server)
        try server.run("xdotool", ["windowsize", "--sync", id, "700", "500"])
        _ = try stillFrame(server, id)
        let expected = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-\(getpid())-too-small.png").path
        defer { try? FileManager.default.removeItem(atPath: expected) }
        try Self.renderedWindow(Size(width: 700, height: 500)).writePNG(to: expected)
        let differing = try server.run("sh", ["-c", "import -window \(id) png:- | compare -metric AE \(expected) - null: 2>&1; true"])
        #expect(differing.trimmingCharacters(in: .whitespacesAndNewlines) == "0",
                "the 700 × 500 window differs from the notice in \(differing) pixels")
        // A click where the scene would be reaches nothing: the lab is not shown.
        try server.run("xdotool", ["mousemove", "470", "140", "click", "1"])
        #expect(readLines(lab, count: 1, timeout: 1.5).isEmpty)
        try server.run("xdotool", ["windowsize", "--sync", id, "1366", "768"])
        _ = try stillFrame(server, id)
        try server.run("xdotool", ["mousemove", "470", "140", "click", "1"])
        #expect(readLines(lab, count: 1, timeout: 30) == ["0.000 touch 1 began (470.0, 140.0)"])
        try server.run("xdotool", ["key", "q"])
        #expect(lab.waitForExit(timeout: 10) == 0)
    }

    /// What a window of `size` shows of the lab's frame for the seed scene.
    @MainActor static func renderedWindow(_ size: Size) throws -> ImageSurface {
        let description = try SceneReader.load(path: try SceneCatalog.standard.resolve("seed-a-to-e"))
        let session = LabSession(scene: SceneBuilder().build(description))
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size, windowSize: size))
        try LabParts.install(on: renderer)
        let frame = renderer.render(session)
        let shown = try ImageSurface(width: Int(size.width), height: Int(size.height))
        Canvas(surface: shown).copyImage(frame, at: .zero)
        shown.flush()
        return shown
    }
}

import Foundation
import Testing
import TouchKit
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// S and E in the window: each save says where it went in the window itself, drawn over
/// the timeline for a few seconds, as well as on standard error.
@MainActor
final class SaveNoticeTests {
    static let keyS = 39, keyE = 26
    let controller: LabController
    let folder: String
    private var now = 1000.0

    init() throws {
        let catalog = SceneCatalog.standard
        let description = try SceneReader.load(path: catalog.resolve("seed-a-to-e"))
        folder = NSTemporaryDirectory() + "touchlab-notice-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        controller = try LabController(origin: .file(description), catalog: catalog,
                                       console: Console(out: { _ in }, error: { _ in }), tracing: false)
        controller.screenshotDirectory = folder + "/screenshots"
        controller.exportDirectory = folder + "/exports"
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func key(_ code: Int) {
        for kind in [XI2Input.Kind.keyPress, .keyRelease] {
            now += 16
            controller.handle(XI2Input(time: now, kind: kind, detail: code, x: 0, y: 0))
        }
    }

    /// The text the latest frame drew over the timeline.
    func timelineText() -> [String] {
        controller.render()
        return controller.renderer.text.entries.filter { $0.tag == LabRegion.timeline.rawValue }.map(\.text)
    }

    @Test func aScreenshotSaysWhereItWentInTheWindowForAFewSeconds() throws {
        key(Self.keyS)
        let path = folder + "/screenshots/seed-a-to-e-1.png"
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(controller.ui.notice == "Screenshot saved to \(path)")
        #expect(timelineText().contains("Screenshot saved to \(path)"))
        let expiry = try #require(controller.tick())
        controller.advance(to: expiry)
        _ = controller.tick()
        #expect(controller.ui.notice == nil)
        #expect(!timelineText().contains { $0.hasPrefix("Screenshot saved") })
    }

    @Test func exportWritesTheShownLessonAsAGIFAndSaysWhere() throws {
        key(Self.keyE)
        #expect(controller.ui.notice == "Nothing to export yet: touch the scene first")
        controller.deliverToScene(TapScript.inputs(for: [Point(x: 470, y: 140)])[0..<1])
        controller.deliverToScene(TapScript.inputs(for: [Point(x: 470, y: 140)])[1..<2])
        key(Self.keyE)
        let path = folder + "/exports/seed-a-to-e-lesson-1.gif"
        #expect(controller.ui.notice == "Exporting lesson 1 to \(path)\u{2026}")
        var ticks = 0
        while controller.export != nil, ticks < 100_000 {
            _ = controller.tick()
            ticks += 1
        }
        #expect(ticks > 20, "the export went a frame at a time")
        #expect(controller.ui.notice == "Lesson 1 exported to \(path)")
        #expect(timelineText().contains("Lesson 1 exported to \(path)"))
        let gif = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(gif.starts(with: Array("GIF89a".utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/exports") == ["seed-a-to-e-lesson-1.gif"])
    }

    /// The window's loop moves the clock only when it wakes: after a quiet minute, a key
    /// finds the session's clock a minute behind. The notice still stays its few seconds
    /// from when the window first shows it.
    @Test func aScreenshotAfterAQuietSpellStillShowsItsNotice() throws {
        controller.advance(to: 10)
        now = 70_000
        key(Self.keyS)
        let path = folder + "/screenshots/seed-a-to-e-1.png"
        // What the window's next turn does: the clock to now, the controller's work, a frame.
        controller.advance(to: now / 1000)
        _ = controller.tick()
        #expect(timelineText().contains("Screenshot saved to \(path)"))
        let expiry = try #require(controller.tick())
        #expect(expiry >= now / 1000 + 3, "the notice stays a few seconds from when it is shown")
    }
}

import FrameSnapshots
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

@MainActor
struct HelpCardTests {
    @Test func listsEveryShortcutOnce() {
        let keys = HelpCard.shortcuts.map(\.keysText)
        #expect(Set(keys).count == keys.count)
        #expect(HelpCard.markdownTable.split(separator: "\n").count == keys.count + 2)
        #expect(keys.contains("Alt + Shift + drag"))
    }

    @Test func drawsOverTheSeedWindow() throws {
        let layout = LabLayout(sceneSize: Size(width: 800, height: 600))
        let surface = try ImageSurface(width: Int(layout.windowSize.width), height: Int(layout.windowSize.height))
        surface.clear(to: Color(hex: "#e8eef7")!)
        HelpCard().draw(in: Canvas(surface: surface), size: layout.windowSize)
        assertSnapshot(of: surface, named: "seed-window")
    }
}

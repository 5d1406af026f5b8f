import FrameSnapshots
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

@MainActor
struct HelpCardTests {
    /// The card is the keyboard's table: every keyboard line carries its keys, and no key
    /// stands in two lines (the card would promise one thing and the key do another).
    @Test func everyKeyboardLineOwnsItsKeysAndNoKeyIsListedTwice() {
        let lines = HelpCard.shortcuts
        #expect(lines.filter { $0.group == .keyboard }.allSatisfy { !$0.commands.isEmpty || !$0.shiftedCommands.isEmpty })
        #expect(lines.filter { $0.group == .mouse }.allSatisfy { $0.commands.isEmpty && $0.shiftedCommands.isEmpty })
        let codes = lines.flatMap { $0.commands.keys }
        #expect(Set(codes).count == codes.count)
        let shiftedCodes = lines.flatMap { $0.shiftedCommands.keys }
        #expect(Set(shiftedCodes).count == shiftedCodes.count)
        #expect(Set(lines.map(\.keys)).count == lines.count)
    }

    @Test func drawsOverTheSeedWindow() throws {
        let layout = LabLayout(sceneSize: Size(width: 800, height: 600))
        let surface = try ImageSurface(width: Int(layout.windowSize.width), height: Int(layout.windowSize.height))
        surface.clear(to: Color(hex: "#e8eef7")!)
        HelpCard().draw(in: Canvas(surface: surface), size: layout.windowSize)
        assertSnapshot(of: surface, named: "seed-window")
    }
}

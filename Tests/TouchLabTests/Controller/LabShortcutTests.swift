import Testing
import TouchLabEngine
import TouchLabUI
@testable import TouchLab

/// The keys the lab takes (X11 keycodes, evdev layout), read from the help card's table.
struct LabShortcutTests {
    @Test func labKeysBecomeTheirCommands() {
        let expected: [(Int, LabCommand)] = [
            (43, .toggleHelp), (9, .escape), (65, .pauseOrPlay), (113, .stepBack), (114, .stepForward),
            (110, .jumpToStart), (115, .jumpToEnd), (27, .replay), (34, .previousLesson), (35, .nextLesson),
            (20, .slower), (82, .slower), (21, .faster), (86, .faster), (19, .instant),
            (10, .showScene(index: 0)), (18, .showScene(index: 8)), (23, .selectNextView),
            (39, .screenshot), (24, .quit),
        ]
        for (code, command) in expected { #expect(LabShortcut.command(forKey: code) == command, "key \(code)") }
    }

    /// Shift changes only the digits: Shift+1…9 are scenes 10…18; Shift+= is still faster.
    @Test func shiftedDigitsAreTheNextNineScenes() {
        #expect(LabShortcut.command(forKey: 10, shifted: true) == .showScene(index: 9))
        #expect(LabShortcut.command(forKey: 18, shifted: true) == .showScene(index: 17))
        #expect(LabShortcut.command(forKey: 21, shifted: true) == .faster)
        #expect(LabShortcut.command(forKey: 38, shifted: true) == nil)
    }

    /// Modifiers alone and letters that are not the lab's go to the scene.
    @Test func otherKeysAreNotTheLabs() {
        for code in [50, 62, 37, 105, 64, 108, 133, 38, 52] { #expect(LabShortcut.command(forKey: code) == nil, "key \(code)") }
    }
}

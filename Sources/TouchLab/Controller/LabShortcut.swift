import TouchLabEngine

/// The lab's own keys (X11 keycodes, evdev layout), taken before the scene sees any key.
/// Modifiers do not matter (Shift+= is `+`), and every other key, modifiers included,
/// goes to the scene as a press.
package enum LabShortcut {
    /// The command of `keyCode`, or nil when the key is not one of the lab's.
    package static func command(forKey keyCode: Int) -> LabCommand? {
        switch keyCode {
        case 10...18: .showScene(index: keyCode - 10)
        default: table[keyCode]
        }
    }

    private static let table: [Int: LabCommand] = [
        43: .toggleHelp, 65: .pauseOrPlay, 113: .stepBack, 114: .stepForward,
        110: .jumpToStart, 115: .jumpToEnd, 27: .replay,
        21: .faster, 86: .faster, 20: .slower, 82: .slower, 19: .instant,
        34: .previousLesson, 35: .nextLesson, 23: .selectNextView,
        39: .screenshot, 24: .quit, 9: .escape,
    ]
}

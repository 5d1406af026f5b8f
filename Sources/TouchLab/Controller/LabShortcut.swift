import TouchLabEngine
import TouchLabUI

/// The lab's own keys (X11 keycodes, evdev layout), taken before the scene sees any key.
/// Modifiers do not matter (Shift+= is `+`), and every other key, modifiers included,
/// goes to the scene as a press. The keys are the help card's: one table for both.
package enum LabShortcut {
    /// The command of `keyCode`, or nil when the key is not one of the lab's.
    package static func command(forKey keyCode: Int) -> LabCommand? {
        table[keyCode]
    }

    private static let table: [Int: LabCommand] = HelpCard.shortcuts.reduce(into: [:]) { table, line in
        table.merge(line.commands) { first, _ in first }
    }
}

import TouchLabEngine
import TouchLabUI

/// The lab's own keys (X11 keycodes, evdev layout), taken before the scene sees any key.
/// Modifiers do not matter (Shift+= is `+`) except Shift on the digits (Shift+1 shows the
/// tenth scene), and every other key goes to the scene as a press, but Alt and Shift, which
/// steer the two-finger emulation and never become presses.
/// The keys are the help card's: one table for both.
package enum LabShortcut {
    /// The command of `keyCode` (with Shift held or not), or nil when the key is not one
    /// of the lab's.
    package static func command(forKey keyCode: Int, shifted: Bool = false) -> LabCommand? {
        (shifted ? shiftedTable[keyCode] : nil) ?? table[keyCode]
    }

    /// The X keycodes of the two Shift keys, which the lab follows for `shifted`.
    package static let shiftKeys: Set<Int> = [50, 62]

    private static let table: [Int: LabCommand] = HelpCard.shortcuts.reduce(into: [:]) { table, line in
        table.merge(line.commands) { first, _ in first }
    }

    private static let shiftedTable: [Int: LabCommand] = HelpCard.shortcuts.reduce(into: [:]) { table, line in
        table.merge(line.shiftedCommands) { first, _ in first }
    }
}

import TouchLabEngine
import TouchLabUI

/// The lab's own keys (X11 keycodes, evdev layout), taken before the scene sees any key.
/// Modifiers do not matter (Shift+= is `+`, Ctrl+S is S) except Shift on the digits
/// (Shift+1 shows the tenth scene). A lab key is withheld from the scene, its release too;
/// the modifiers held with it are not: Shift, Ctrl or Super alone is a press of the scene.
/// Only Alt, and Shift pressed while Alt is held, steer the two-finger emulation and never
/// become presses (the translator withholds them).
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

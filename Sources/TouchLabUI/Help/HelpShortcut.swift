import TouchLabEngine

/// One line of the help card: the keys or mouse gesture, what it does in the lab, and for a
/// keyboard line the keys the lab takes for it (`LabShortcut` reads them, so the card lists
/// exactly what the keyboard does).
package struct HelpShortcut: Sendable, Equatable {
    /// Keyboard shortcuts, or what the mouse stands in for.
    package enum Group: String, Sendable, CaseIterable {
        case keyboard = "Keyboard"
        case mouse = "Mouse"
    }

    /// A key drawn as a keycap, or words between keys (`+`, `/`, `drag`).
    package enum Token: Sendable, Hashable {
        case key(String)
        case text(String)
    }

    package let group: Group
    package let keys: [Token]
    package let action: String
    /// The X11 keycodes (evdev layout, any modifiers) that carry out this line and the
    /// command of each; empty for a mouse line, whose input goes to the scene.
    package let commands: [Int: LabCommand]
    /// Keycodes whose command differs with Shift held (Shift+1 is the tenth scene); with
    /// Shift held these win over `commands`.
    package let shiftedCommands: [Int: LabCommand]

    package init(_ group: Group, _ keys: [Token], _ action: String, commands: [Int: LabCommand] = [:],
                 shiftedCommands: [Int: LabCommand] = [:]) {
        self.group = group
        self.keys = keys
        self.action = action
        self.commands = commands
        self.shiftedCommands = shiftedCommands
    }
}

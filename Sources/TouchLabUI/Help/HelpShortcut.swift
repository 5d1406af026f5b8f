/// One line of the help card: the keys or mouse gesture, and what it does in the lab.
package struct HelpShortcut: Sendable, Equatable {
    /// Keyboard shortcuts, or what the mouse stands in for.
    package enum Group: String, Sendable, CaseIterable {
        case keyboard = "Keyboard"
        case mouse = "Mouse"
    }

    /// A key drawn as a keycap, or words between keys (`+`, `/`, `drag`).
    package enum Token: Sendable, Equatable {
        case key(String)
        case text(String)
    }

    package let group: Group
    package let keys: [Token]
    package let action: String

    package init(_ group: Group, _ keys: [Token], _ action: String) {
        self.group = group
        self.keys = keys
        self.action = action
    }

    /// The keys as plain text, e.g. `Alt + Shift + drag`, for the README and `--help`.
    package var keysText: String {
        keys.map { token in
            switch token {
            case .key(let name), .text(let name): name
            }
        }.joined(separator: " ")
    }
}

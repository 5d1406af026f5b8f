/// One line of the help card: the keys or mouse gesture, and what it does in the lab.
public struct HelpShortcut: Sendable, Equatable {
    /// Keyboard shortcuts, or what the mouse stands in for.
    public enum Group: String, Sendable, CaseIterable {
        case keyboard = "Keyboard"
        case mouse = "Mouse"
    }

    /// A key drawn as a keycap, or words between keys (`+`, `/`, `drag`).
    public enum Token: Sendable, Equatable {
        case key(String)
        case text(String)
    }

    public let group: Group
    public let keys: [Token]
    public let action: String

    public init(_ group: Group, _ keys: [Token], _ action: String) {
        self.group = group
        self.keys = keys
        self.action = action
    }

    /// The keys as plain text, e.g. `Alt + Shift + drag`, for the README and `--help`.
    public var keysText: String {
        keys.map { token in
            switch token {
            case .key(let name), .text(let name): name
            }
        }.joined(separator: " ")
    }
}

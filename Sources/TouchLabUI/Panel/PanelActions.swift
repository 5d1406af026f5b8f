import TouchKit
import TouchLabEngine

/// What the panel's controls ask of the lab: each control adds a `LabCommand`, and the
/// lab takes them (`take()`) right after the click that made them and performs them in
/// the same place as the keys' commands. The panel itself changes nothing.
@MainActor
package final class PanelActions {
    private var commands: [LabCommand] = []

    package func send(_ command: LabCommand) { commands.append(command) }

    /// The commands sent since the last call, oldest first.
    package func take() -> [LabCommand] {
        defer { commands.removeAll() }
        return commands
    }
}

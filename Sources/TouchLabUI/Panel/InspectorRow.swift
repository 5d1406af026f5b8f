import TouchKit
import TouchLabEngine

/// One row of the inspector: its view (a line of text, or switches), the text it shows —
/// so the section knows when to rebuild — and how to refresh its controls' values in place.
@MainActor
package struct InspectorRow {
    package let view: View
    package let content: String
    package var refresh: () -> Void = {}
}

/// A switch of the inspector: its control's name, its title, how it reads the model and
/// which edit it sends.
@MainActor
package struct InspectorToggle {
    package let name: String
    package let title: String
    package let value: () -> Bool
    package let edit: (Bool) -> SelectionEdit
    package var isEnabled = true
}

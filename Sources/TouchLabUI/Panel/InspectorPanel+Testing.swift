import TouchKit

extension InspectorPanel {
    /// Scrolls the list holding the control named `name` until the control is shown, as a
    /// person would before clicking it; false when no list holds it. For tests that click
    /// the panel's controls by name.
    package func revealControl(named name: String) -> Bool {
        if window.descendant(named: name) != nil { return true }
        guard let inspector = sections?.inspector, inspector.reveal(named: name) else { return false }
        return window.descendant(named: name) != nil
    }
}

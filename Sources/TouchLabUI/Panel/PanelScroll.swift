import TouchLabEngine

/// Where the panel's lists are scrolled: part of the window's state (`LabUIState.panel`).
/// The wheel over a list and a press on its "more" line change it through a command
/// (`LabCommand.scrollPanel`); the panel lays its lists out from it, once they follow the
/// session (`InspectorPanel.following`): the view tree reveals the lesson's hit view and the
/// selection until the person moves it, the inspector starts at the top for each view, and
/// the chain and the trace keep their newest line in sight until scrolled back.
package struct PanelScroll: Equatable, Sendable {
    /// The panel's lists that scroll.
    package enum List: Int, CaseIterable, Sendable {
        case summary, tree, inspector, chain, trace
    }

    /// Rows hidden before the first one shown (lists anchored at the top) or after the last
    /// one shown (the chain and the trace, anchored at their end), by list.
    private var offsets = [Int](repeating: 0, count: List.allCases.count)
    /// Set while the tree's rows stay where the person left them (a scroll, or a click on a
    /// row), until a lesson other than the one they were left in is shown.
    var treeHeld: Held?
    /// The view whose rows the inspector's offset belongs to.
    var inspected: ObjectIdentifier?

    struct Held: Equatable, Sendable {
        /// The lesson shown then (nil: none was).
        let lesson: LessonID?
    }

    package init() {}

    /// Rows `list` is scrolled away from its anchor.
    package internal(set) subscript(list: List) -> Int {
        get { offsets[list.rawValue] }
        set { offsets[list.rawValue] = newValue }
    }
}

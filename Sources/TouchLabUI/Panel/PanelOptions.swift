/// What the window's state decides about the panel's layout: whether the view tree shows
/// only the path to the selection, and whether the code pane is shown.
package struct PanelOptions: Equatable, Sendable {
    /// The tree shows the focus view's ancestors, itself and its siblings (`ViewTreeModel`).
    package var collapsesTree = false
    /// The code pane takes the place of the chain and the trace.
    package var showsCode = false

    package init(collapsesTree: Bool = false, showsCode: Bool = false) {
        self.collapsesTree = collapsesTree
        self.showsCode = showsCode
    }
}

import TouchKit
import TouchLabEngine

extension InspectorPanel {
    /// `scroll` with the list holding the control named `name` scrolled until the control
    /// is shown, as a person would before clicking it; nil when no list holds it. For tests
    /// that click the panel's controls by name.
    package func revealing(control name: String, in scroll: PanelScroll, session: LabSession,
                           shown: ShownLesson, selection: View?) -> PanelScroll? {
        var next = following(scroll, session: session, shown: shown, selection: selection)
        update(from: session, shown: shown, selection: selection, scroll: next)
        if window.descendant(named: name) != nil { return next }
        guard let inspector = sections?.inspector, let index = inspector.row(holding: name) else { return nil }
        next[.inspector] = inspector.scroller.offset(revealing: index, from: next[.inspector])
        update(from: session, shown: shown, selection: selection, scroll: next)
        return window.descendant(named: name) != nil ? next : nil
    }
}

extension InspectorPanel {
    /// The names of the inspector's switches, shown or scrolled away, in order.
    package var inspectorSwitchNames: [String] {
        (sections?.inspector.rowContents ?? []).filter { $0.hasPrefix("toggles ") }
            .flatMap { $0.dropFirst("toggles ".count).split(separator: ",").map(String.init) }
    }

    /// The views the tree's rows show now, top to bottom.
    package var treeRowNames: [String] {
        (sections?.tree.scroller.view.subviews ?? []).compactMap(\.name).filter { $0.hasPrefix("row-") }
            .map { String($0.dropFirst("row-".count)) }
    }
}

extension InspectorPanel {
    /// The trace box's rows shown now, top to bottom: each row's number in the whole trace
    /// and the texts of its labels (a record's time on its first row, then its text).
    package var traceRows: [(index: Int, texts: [String])] {
        guard let scroller = sections?.trace?.scroller else { return [] }
        let rows = scroller.view.subviews.filter { !($0.name ?? "").hasPrefix("more-") }
            .sorted { $0.frame.minY < $1.frame.minY }
        return zip(scroller.shown, rows).map { index, row in (index, row.subviews.compactMap { ($0 as? Label)?.text }) }
    }
}

import TouchKit
import TouchLabEngine

/// (d) The selected view: a Reset button on a fixed line, then rows that scroll — its
/// name, why it did or did not get the last touch, its geometry and flags (switches that
/// change the scene live), its touch methods, its recognizers with their settings, and the
/// touch shown. Nothing is shortened: long text wraps and the rows scroll.
///
/// The rows' views are made only when their text changes (the text alone is worked out at
/// every refresh: a step, a delivery, an edit); a switch or the alpha slider keeps its
/// control while it is used, and its value is refreshed in place.
@MainActor
package final class InspectorSection: PanelSection {
    package let scroller: PanelScroller
    private let reset: Button
    private let placeholder = View()
    private var rows: [InspectorRow] = []
    private var shownContent: [String]?
    private weak var shownView: View?

    package override init(frame: Rect, text: PanelText, actions: PanelActions) {
        scroller = PanelScroller(frame: Rect(x: 0, y: PanelTheme.headerHeight + 4, width: frame.width,
                                             height: frame.height - PanelTheme.headerHeight - 4), anchor: .top,
                                 list: .inspector, actions: actions)
        reset = Button(frame: Rect(x: frame.width - 56, y: 0, width: 56, height: 20), name: "reset", title: text.words.panel.reset)
        super.init(frame: frame, text: text, actions: actions)
        scroller.words = text.words.panel
        container.addSubview(text.header(text.words.panel.selected, x: 0, y: 0, maxWidth: width))
        reset.backgroundColor = PanelTheme.secondaryButton
        reset.isSelected = true
        let actions = self.actions
        reset.addAction(for: .primaryActionTriggered) { _, _ in actions.send(.edit(.reset)) }
        container.addSubview(reset)
        container.addSubview(scroller.view)
        configurePlaceholder()
    }

    package override func update(from session: LabSession, shown: ShownLesson, selection: View?) {
        guard let view = selection else {
            for part in [reset, scroller.view] { part.isHidden = true }
            placeholder.isHidden = false
            shownContent = nil
            return
        }
        for part in [reset, scroller.view] { part.isHidden = false }
        placeholder.isHidden = true
        let content = InspectorRows(session: session, shown: shown, view: view, text: text, width: width,
                                    actions: actions, makesViews: false).contents
        if content != shownContent || view !== shownView {
            shownView = view
            shownContent = content
            rows = InspectorRows(session: session, shown: shown, view: view, text: text, width: width, actions: actions).rows
            scroller.show(count: rows.count, height: { [unowned self] in rows[$0].view.frame.height }) { [unowned self] in
                rows[$0].view
            }
        }
        for row in rows { row.refresh() }
    }

    /// The text of every row, shown or scrolled away, top to bottom.
    var rowContents: [String] { rows.map(\.content) }

    /// `scroll` with the inspector's rows where they follow `selection`: at the top for
    /// each view newly inspected, where the person left them while it stays.
    func following(_ scroll: PanelScroll, selection: View?) -> PanelScroll {
        var next = scroll
        let inspected = selection.map(ObjectIdentifier.init)
        if inspected != next.inspected {
            next.inspected = inspected
            next[.inspector] = 0
        }
        next[.inspector] = scroller.clamped(next[.inspector])
        return next
    }

    /// The index of the row holding the control named `name`; nil when no row does.
    func row(holding name: String) -> Int? {
        rows.firstIndex { $0.view.descendant(named: name) != nil }
    }

    /// The words shown while nothing is selected.
    /// The section's height while nothing is selected: the header and the hint.
    package static func placeholderHeight(text: PanelText, width: Double) -> Double {
        PanelTheme.headerHeight + Double(text.wrap(text.words.panel.inspectorPlaceholder, size: PanelTheme.bodySize, width: width).count)
            * PanelTheme.lineHeight
    }

    private func configurePlaceholder() {
        let lines = text.paragraph(text.words.panel.inspectorPlaceholder, size: PanelTheme.bodySize, color: PanelTheme.tertiaryText,
                                   width: width)
        placeholder.setFrame(Rect(x: 0, y: PanelTheme.headerHeight, width: width,
                                  height: Double(lines.count) * PanelTheme.lineHeight))
        for line in lines { placeholder.addSubview(line) }
        container.addSubview(placeholder)
    }
}

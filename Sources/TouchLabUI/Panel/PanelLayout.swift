import TouchKit

/// Where the sections sit in a panel of a given height: fixed places, so nothing jumps
/// while a lesson plays. The view tree takes the rows it needs (up to
/// `ViewTreeSection.maximumRows`) as long as the trace keeps a few lines; the trace gets
/// the rest.
@MainActor
package struct PanelLayout {
    package let height: Double
    package let viewCount: Int

    package static let top = 12.0
    package static let bottom = 12.0

    package var contentWidth: Double { LabLayout.panelWidth - 2 * PanelTheme.margin }

    package func makeSections(text: PanelText, actions: PanelActions) -> [PanelSection] {
        var y = Self.top
        func next(_ sectionHeight: Double) -> Rect {
            defer { y += sectionHeight + PanelTheme.sectionGap }
            return Rect(x: PanelTheme.margin, y: y, width: contentWidth, height: sectionHeight)
        }
        let summary = SummarySection(frame: next(SummarySection.height), text: text, actions: actions)
        let playback = PlaybackSection(frame: next(PlaybackSection.height), text: text, actions: actions)
        let rows = treeRows(startingAt: y)
        let tree = ViewTreeSection(frame: next(ViewTreeSection.height(rows: rows)), maxRows: rows, text: text, actions: actions)
        let selection = SelectionSection(frame: next(SelectionSection.height), text: text, actions: actions)
        let chain = ChainSection(frame: next(ChainSection.height), text: text, actions: actions)
        let trace = TraceSection(frame: Rect(x: PanelTheme.margin, y: y, width: contentWidth,
                                             height: max(TraceSection.minimumHeight, height - Self.bottom - y)),
                                 text: text, actions: actions)
        return [summary, playback, tree, selection, chain, trace]
    }

    /// As many rows as the scene has views, at most the maximum, leaving the trace its
    /// minimum height.
    private func treeRows(startingAt y: Double) -> Int {
        let below = SelectionSection.height + ChainSection.height + TraceSection.minimumHeight + 3 * PanelTheme.sectionGap
        let room = height - Self.bottom - y - below - PanelTheme.headerHeight
        let fitting = Int(room / PanelTheme.rowHeight)
        return max(3, min(viewCount, ViewTreeSection.maximumRows, fitting))
    }
}

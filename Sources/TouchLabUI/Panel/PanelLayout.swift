import TouchKit
import TouchLabEngine

/// Where the sections sit in a panel of a given height, for one scene: fixed places, so
/// nothing jumps while a lesson plays. The title and summary take every line they need,
/// the view tree the rows it needs (up to `ViewTreeSection.maximumRows`) while the others
/// keep their minimum; what is left goes to the inspector and the trace, which scroll.
/// While nothing is selected the inspector is only its hint, and the chain and the trace
/// share its room.
@MainActor
package struct PanelLayout {
    package let height: Double
    package let scene: Scene
    /// A view is selected: the inspector takes room from the chain and the trace.
    package let isInspecting: Bool
    /// The panel's width: `LabLayout.panel`'s, wider in a larger window.
    package var width = LabLayout.panelWidth
    /// The edits banner above the title, when the inspector's changes are in force.
    package var banner: EditsBanner.Content?

    package static let top = 12.0
    package static let bottom = 12.0
    /// The inspector's least height: its fixed line and a few rows.
    package static let minimumInspectorHeight = PanelTheme.headerHeight + 4 + 8 * PanelTheme.lineHeight
    /// Of the height left over, the inspector's share (the trace gets the rest).
    package static let inspectorShare = 0.75
    /// The chain's lines while nothing is selected, at most.
    package static let roomyChainLines = 6

    package var contentWidth: Double { width - 2 * PanelTheme.margin }

    package func makeSections(text: PanelText, actions: PanelActions) -> PanelSections {
        var y = Self.top
        func next(_ sectionHeight: Double) -> Rect {
            defer { y += sectionHeight + PanelTheme.sectionGap }
            return Rect(x: PanelTheme.margin, y: y, width: contentWidth, height: sectionHeight)
        }
        let banner = self.banner.map { EditsBanner(frame: next($0.height), content: $0, text: text, actions: actions) }
        let cap = summaryCap(text: text)
        let summaryHeight = SummarySection.height(for: scene, text: text, width: contentWidth, cap: cap)
        let summary = SummarySection(frame: next(summaryHeight), text: text, actions: actions)
        summary.listCap = cap
        let playback = PlaybackSection(frame: next(PlaybackSection.height), text: text, actions: actions)
        let fixed = ChainSection.height(lines: ChainSection.lineCount) + TraceSection.minimumHeight
            + Self.minimumInspectorHeight + 3 * PanelTheme.sectionGap
        let left = height - Self.bottom - y - fixed
        let rows = max(3, min(scene.allViews.count, ViewTreeSection.maximumRows,
                              Int((left - PanelTheme.headerHeight) / PanelTheme.rowHeight)))
        let tree = ViewTreeSection(frame: next(ViewTreeSection.height(rows: rows)), text: text, actions: actions)
        var extra = max(0, left - ViewTreeSection.height(rows: rows))
        var inspectorHeight = Self.minimumInspectorHeight + (extra * Self.inspectorShare).rounded()
        var chainLines = ChainSection.lineCount
        if !isInspecting {
            let hint = InspectorSection.placeholderHeight(text: text, width: contentWidth)
            extra += Self.minimumInspectorHeight - hint
            inspectorHeight = hint
            let more = min(Self.roomyChainLines - chainLines, Int(extra / 2 / ChainSection.lineHeight))
            chainLines += max(0, more)
        }
        let inspector = InspectorSection(frame: next(inspectorHeight), text: text, actions: actions)
        let chain = ChainSection(frame: next(ChainSection.height(lines: chainLines)), text: text, actions: actions)
        // The banner may take two of the trace's lines in the smallest panel.
        let traceMinimum = TraceSection.minimumHeight - (banner == nil ? 0 : 2 * PanelTheme.traceLineHeight)
        let trace = TraceSection(frame: Rect(x: PanelTheme.margin, y: y, width: contentWidth,
                                             height: max(traceMinimum, height - Self.bottom - y)),
                                 text: text, actions: actions)
        return PanelSections(banner: banner, summary: summary, playback: playback, tree: tree, inspector: inspector,
                             chain: chain, trace: trace)
    }

    /// With the edits banner over it, the summary's list gives up the room the other
    /// sections would lack (it scrolls), down to two lines; else it keeps all it needs.
    private func summaryCap(text: PanelText) -> Double {
        guard let banner else { return .infinity }
        let lines = SummarySection.lines(for: scene, text: text, width: contentWidth)
        let needed = Self.top + banner.height + lines.height + PlaybackSection.height + ViewTreeSection.height(rows: 3)
            + ChainSection.height(lines: ChainSection.lineCount) + TraceSection.minimumHeight + Self.minimumInspectorHeight
            - 2 * PanelTheme.traceLineHeight
            + 6 * PanelTheme.sectionGap + Self.bottom
        let short = max(0, needed - height)
        return max(2 * PanelTheme.lineHeight, lines.listHeight - short)
    }
}

/// The panel's sections, top to bottom.
@MainActor
package struct PanelSections {
    let banner: EditsBanner?
    let summary: SummarySection
    let playback: PlaybackSection
    let tree: ViewTreeSection
    let inspector: InspectorSection
    let chain: ChainSection
    let trace: TraceSection

    /// Every section, top to bottom.
    var all: [PanelSection] { (banner.map { [$0] } ?? []) + [summary, playback, tree, inspector, chain, trace] }

    /// The lists that scroll: the view tree's first, the summary's last.
    var scrollers: [PanelScroller] {
        [tree.scroller, inspector.scroller, chain.scroller, trace.scroller] + (summary.scroller.map { [$0] } ?? [])
    }

    /// `scroll` once every list follows the content the sections were refreshed with,
    /// `lesson` being the lesson shown and `selection` the view inspected.
    func following(_ scroll: PanelScroll, lesson: LessonID?, selection: View?) -> PanelScroll {
        var next = inspector.following(tree.following(scroll, lesson: lesson), selection: selection)
        for scroller in [chain.scroller, trace.scroller] + (summary.scroller.map { [$0] } ?? []) {
            next[scroller.list] = scroller.clamped(next[scroller.list])
        }
        return next
    }
}


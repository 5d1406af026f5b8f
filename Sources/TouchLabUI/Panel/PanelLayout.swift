import TouchKit
import TouchLabEngine

/// Where the sections sit in a panel of a given height, for one scene: fixed places, so
/// nothing jumps while a lesson plays. The title and summary take every line they need,
/// the view tree the rows it needs (up to `ViewTreeSection.maximumRows`) while the others
/// keep their minimum; what is left goes to the inspector and the trace, which scroll.
/// While nothing is selected the inspector is only its hint, and the chain and the trace
/// share its room.
///
/// While a view is selected the inspector comes first: the summary keeps a few lines, the
/// tree (collapsed by default) the path to the selection, the chain two lines and the
/// trace none, so that every switch, the alpha slider and Reset show without scrolling.
/// The edits banner then sits under the inspector, above the chain: its coming and going
/// changes only how far the inspector reaches down, never where its controls are.
@MainActor
package struct PanelLayout {
    package let height: Double
    package let scene: Scene
    /// A view is selected: the inspector takes room from the chain and the trace.
    package let isInspecting: Bool
    /// The panel's width: `LabLayout.panel`'s, wider in a larger window, narrower in a narrow one.
    package var width = LabLayout.panelWidth
    /// The edits banner, when the inspector's changes are in force.
    package var banner: EditsBanner.Content?
    /// The tree collapsed, the code pane shown.
    package var options = PanelOptions()
    /// The rows of the collapsed tree.
    package var collapsedRows = 0
    /// The lines of the session's longest lesson story (`LongestStory`).
    package var storyRows = 0

    package static let top = 12.0
    package static let bottom = 12.0
    /// The inspector's least height: its fixed line and a few rows.
    package static let minimumInspectorHeight = PanelTheme.headerHeight + 4 + 8 * PanelTheme.lineHeight
    /// Of the height left over, the inspector's share (the trace gets the rest).
    package static let inspectorShare = 0.75
    /// The chain's lines while nothing is selected, at most.
    package static let roomyChainLines = 6
    /// The chain's lines while a view is selected: three in a panel at least
    /// `roomyHeight` tall, else two (and the summary and the collapsed tree give up two
    /// lines each).
    package static let inspectingChainLines = 3
    package static let roomyHeight = 700.0
    /// The summary's list while a view is selected, in lines (it scrolls).
    package static let inspectingSummaryLines = 4.0
    /// The whole tree's rows at least: three views between the marks of the rows scrolled
    /// out of sight above and below.
    package static let minimumTreeRows = 5
    /// The collapsed tree's rows shown at most (it scrolls to the selection).
    package static let collapsedTreeRows = 6

    package var contentWidth: Double { width - 2 * PanelTheme.margin }

    package func makeSections(text: PanelText, actions: PanelActions) -> PanelSections {
        isInspecting ? inspectingSections(text: text, actions: actions) : browsingSections(text: text, actions: actions)
    }

    private func section(_ y: inout Double, _ sectionHeight: Double) -> Rect {
        defer { y += sectionHeight + PanelTheme.sectionGap }
        return Rect(x: PanelTheme.margin, y: y, width: contentWidth, height: sectionHeight)
    }

    private func browsingSections(text: PanelText, actions: PanelActions) -> PanelSections {
        var y = Self.top
        let banner = self.banner.map { EditsBanner(frame: section(&y, $0.height), content: $0, text: text, actions: actions) }
        let cap = summaryCap(text: text)
        let summaryHeight = SummarySection.height(for: scene, text: text, width: contentWidth, storyRows: storyRows, cap: cap)
        let summary = SummarySection(frame: section(&y, summaryHeight), text: text, actions: actions)
        summary.listCap = cap
        let playback = PlaybackSection(frame: section(&y, PlaybackSection.height), text: text, actions: actions)
        let left = height - Self.bottom - y - Self.fixedUnderTree
        let rows = wholeTreeRows(below: y)
        let tree = treeSection(section(&y, ViewTreeSection.height(rows: rows)), text: text, actions: actions)
        var extra = max(0, left - ViewTreeSection.height(rows: rows))
        let hint = InspectorSection.placeholderHeight(text: text, width: contentWidth)
        extra += Self.minimumInspectorHeight - hint
        let inspector = InspectorSection(frame: section(&y, hint), text: text, actions: actions)
        if options.showsCode {
            let code = CodeSection(frame: Rect(x: PanelTheme.margin, y: y, width: contentWidth, height: height - Self.bottom - y),
                                   text: text, actions: actions)
            return PanelSections(banner: banner, summary: summary, playback: playback, tree: tree, inspector: inspector,
                                 chain: nil, trace: nil, code: code)
        }
        let more = min(Self.roomyChainLines - ChainSection.lineCount, Int(extra / 2 / ChainSection.lineHeight))
        let chainLines = ChainSection.lineCount + max(0, more)
        let chain = ChainSection(frame: section(&y, ChainSection.height(lines: chainLines)), text: text, actions: actions)
        // The banner may take two of the trace's lines in the smallest panel.
        let traceMinimum = TraceSection.minimumHeight - (banner == nil ? 0 : 2 * PanelTheme.traceLineHeight)
        let trace = TraceSection(frame: Rect(x: PanelTheme.margin, y: y, width: contentWidth,
                                             height: max(traceMinimum, height - Self.bottom - y)),
                                 text: text, actions: actions)
        return PanelSections(banner: banner, summary: summary, playback: playback, tree: tree, inspector: inspector,
                             chain: chain, trace: trace, code: nil)
    }

    private func inspectingSections(text: PanelText, actions: PanelActions) -> PanelSections {
        var y = Self.top
        let short = height < Self.roomyHeight
        // The whole tree stays where it was before the selection (a click on a row leaves
        // the rows under the pointer); the collapsed one moves up under a shorter summary.
        let cap = options.collapsesTree ? (Self.inspectingSummaryLines - (short ? 2 : 0)) * PanelTheme.lineHeight
            : summaryCap(text: text)
        let summary = SummarySection(frame: section(&y, SummarySection.height(for: scene, text: text, width: contentWidth,
                                                                              storyRows: storyRows, cap: cap)),
                                     text: text, actions: actions)
        summary.listCap = cap
        let playback = PlaybackSection(frame: section(&y, PlaybackSection.height), text: text, actions: actions)
        let treeShown = options.collapsesTree ? min(treeRows, Self.collapsedTreeRows - (short ? 2 : 0))
            : wholeTreeRows(below: y)
        let tree = treeSection(section(&y, ViewTreeSection.height(rows: max(1, treeShown))), text: text, actions: actions)
        // From the bottom up: the chain (or the code pane), then the banner over it.
        var bottom = height - Self.bottom
        var chain: ChainSection?, code: CodeSection?
        if options.showsCode {
            let codeHeight = CodeSection.inspectingHeight
            bottom -= codeHeight
            code = CodeSection(frame: Rect(x: PanelTheme.margin, y: bottom, width: contentWidth, height: codeHeight),
                               text: text, actions: actions)
        } else {
            let chainHeight = ChainSection.height(lines: Self.inspectingChainLines - (short ? 1 : 0))
            bottom -= chainHeight
            chain = ChainSection(frame: Rect(x: PanelTheme.margin, y: bottom, width: contentWidth, height: chainHeight),
                                 text: text, actions: actions)
        }
        bottom -= PanelTheme.sectionGap
        var banner: EditsBanner?
        if let content = self.banner {
            bottom -= content.height
            banner = EditsBanner(frame: Rect(x: PanelTheme.margin, y: bottom, width: contentWidth, height: content.height),
                                 content: content, text: text, actions: actions)
            bottom -= PanelTheme.sectionGap
        }
        let inspector = InspectorSection(frame: Rect(x: PanelTheme.margin, y: y, width: contentWidth,
                                                     height: max(Self.minimumInspectorHeight, bottom - y)),
                                         text: text, actions: actions)
        return PanelSections(banner: banner, summary: summary, playback: playback, tree: tree, inspector: inspector,
                             chain: chain, trace: nil, code: code)
    }

    /// What the sections under the tree need at least, while nothing is selected.
    private static let fixedUnderTree = ChainSection.height(lines: ChainSection.lineCount) + TraceSection.minimumHeight
        + minimumInspectorHeight + 3 * PanelTheme.sectionGap

    /// The rows of the tree starting at `y` while nothing is selected: as many as the
    /// sections under it leave room for, at least `minimumTreeRows`.
    private func wholeTreeRows(below y: Double) -> Int {
        let left = height - Self.bottom - y - Self.fixedUnderTree
        return max(3, min(treeRows, Self.minimumTreeRows), min(treeRows, Int((left - PanelTheme.headerHeight) / PanelTheme.rowHeight)))
    }

    /// The tree's rows: every view, or the collapsed path; at most `maximumRows`.
    private var treeRows: Int {
        min(options.collapsesTree ? collapsedRows : scene.allViews.count, ViewTreeSection.maximumRows)
    }

    private func treeSection(_ frame: Rect, text: PanelText, actions: PanelActions) -> ViewTreeSection {
        let tree = ViewTreeSection(frame: frame, text: text, actions: actions)
        tree.collapsed = options.collapsesTree
        return tree
    }

    /// The summary's list at most: what leaves the tree three rows and the sections under
    /// it their least (the list scrolls past it); with the edits banner over it, it gives
    /// up the room the other sections would lack, down to two lines.
    private func summaryCap(text: PanelText) -> Double {
        let title = Double(SummarySection.lines(for: scene, text: text, width: contentWidth).title.count)
            * SummarySection.titleHeight + SummarySection.gap
        let lines = SummarySection.lines(for: scene, text: text, width: contentWidth)
        // A short panel keeps at least the scene's own lines (ten at most), the story
        // scrolling under them.
        let room = max(height - Self.top - Self.bottom - title - PlaybackSection.height - ViewTreeSection.height(rows: 3)
            - Self.fixedUnderTree - 3 * PanelTheme.sectionGap, min(lines.listHeight, 10 * PanelTheme.lineHeight))
        guard let banner else { return max(2 * PanelTheme.lineHeight, room) }
        let needed = Self.top + banner.height + lines.height + PlaybackSection.height + ViewTreeSection.height(rows: 3)
            + ChainSection.height(lines: ChainSection.lineCount) + TraceSection.minimumHeight + Self.minimumInspectorHeight
            - 2 * PanelTheme.traceLineHeight
            + 6 * PanelTheme.sectionGap + Self.bottom
        let short = max(0, needed - height)
        return max(2 * PanelTheme.lineHeight, min(room, lines.listHeight - short))
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
    /// None while the code pane is shown.
    let chain: ChainSection?
    /// None while a view is selected (the inspector has its room) or the code is shown.
    let trace: TraceSection?
    /// The code pane, while shown.
    let code: CodeSection?

    /// Every section.
    var all: [PanelSection] {
        var sections: [PanelSection] = (banner.map { [$0] } ?? []) + [summary, playback, tree, inspector]
        if let chain { sections.append(chain) }
        if let trace { sections.append(trace) }
        if let code { sections.append(code) }
        return sections
    }

    /// The lists that scroll: the view tree's first, the summary's last.
    var scrollers: [PanelScroller] {
        [tree.scroller, inspector.scroller] + (chain.map { [$0.scroller] } ?? []) + (trace.map { [$0.scroller] } ?? [])
            + (summary.scroller.map { [$0] } ?? [])
    }

    /// `scroll` once every list follows the content the sections were refreshed with,
    /// `lesson` being the lesson shown and `selection` the view inspected.
    func following(_ scroll: PanelScroll, lesson: LessonID?, selection: View?) -> PanelScroll {
        var next = inspector.following(tree.following(scroll, lesson: lesson), selection: selection)
        for scroller in (chain.map { [$0.scroller] } ?? []) + (trace.map { [$0.scroller] } ?? [])
            + (summary.scroller.map { [$0] } ?? []) {
            next[scroller.list] = scroller.clamped(next[scroller.list])
        }
        return next
    }
}


import TouchKit
import TouchLabEngine

/// The inspector beside the scene, built from TouchKit's own views and controls: the lab
/// uses its own toolkit. Its window lives in an application of its own, on a clock of its
/// own, so clicks on the panel never reach the scene's trace.
///
/// Sections, top to bottom: the edits banner while inspector changes are in force
/// (`EditsBanner`; under the inspector while a view is selected); the scene's title and
/// summary; playback; the view tree with the hit path; the selected view's switches and
/// "why not?"; the responder chain and the trace, or the code pane in their place
/// (`PanelLayout` says where each goes). The lab draws `window` with `ViewRenderer`, translated to `LabLayout.panel`'s
/// origin, and passes mouse input to `handle` in panel coordinates.
@MainActor
package final class InspectorPanel {
    /// The panel's window: `LabLayout.panel`'s size, at the origin.
    package let window: Window
    /// The panel's own application: its controls' events never touch the scene's.
    package let application: Application
    private let clock = VirtualClock()
    private var translator = XI2InputTranslator()
    private let text: PanelText
    /// The panel's words, in the run's language.
    package var words: PanelWords { text.words.panel }
    private let layout: LabLayout
    /// The commands the panel's controls sent; the lab takes them after each click.
    package let actions = PanelActions()
    private let content: View
    private(set) var sections: PanelSections?
    /// What the sections were laid out for: the session, whether a view is inspected (the
    /// inspector's room) and the edits banner.
    private var built: Built?
    /// The content the sections show (nil: refresh them at the next update).
    private var refreshedFor: PanelContent?
    /// Counts the events the panel's own application handled (a press highlights a button):
    /// the panel's part of what it shows that the session does not know.
    package private(set) var interactions = 0
    /// The window's choices for the panel (the tree collapsed, the code pane shown): the
    /// panel part sets them from `LabUIState` before each use.
    package var options = PanelOptions()

    private struct Built: Equatable {
        let session: Int
        let inspecting: Bool
        let banner: EditsBanner.Content?
        let options: PanelOptions
        let collapsedRows: Int
        let storyRows: Int
    }

    private let longestStory = LongestStory()

    package init(layout: LabLayout, words: Words = Words()) {
        self.layout = layout
        text = PanelText(words: words)
        window = Window(frame: Rect(origin: .zero, size: layout.panel.size))
        content = View(frame: window.bounds)
        content.backgroundColor = PanelTheme.background
        window.rootView = content
        application = Application(clock: clock)
        application.addWindow(window)
    }

    /// Refreshes the sections from `session` and the lesson `shown`, with `selection` the view inspected, and lays
    /// the lists out where `scroll` says once they follow the session (`following`).
    /// Refreshing is skipped while the content is the one they show (`PanelContent`): while
    /// a lesson plays, most frames only move its clock.
    /// Returns whether it refreshed them.
    @discardableResult
    package func update(from session: LabSession, shown: ShownLesson, selection: View?, scroll: PanelScroll = PanelScroll()) -> Bool {
        let refreshed = refresh(from: session, shown: shown, selection: selection)
        let place = settled(scroll, shown: shown, selection: selection)
        for scroller in scrollers { scroller.layOut(at: place[scroller.list]) }
        return refreshed
    }

    /// `scroll` once the lists follow `session`: the same value for the same scroll and
    /// session, whatever was drawn before. A query: the panel is left as it is. When its
    /// sections show other content, the answer comes from a panel built for this one.
    package func following(_ scroll: PanelScroll, session: LabSession, shown: ShownLesson,
                           selection: View?) -> PanelScroll {
        guard refreshedFor == PanelContent(session, shown: shown, selection: selection) else {
            let other = InspectorPanel(layout: layout, words: text.words)
            other.refresh(from: session, shown: shown, selection: selection)
            return other.settled(scroll, shown: shown, selection: selection)
        }
        return settled(scroll, shown: shown, selection: selection)
    }

    /// `scroll` once the person scrolled `list` by `rows` (positive: towards the end of its
    /// content) from where it follows `session`. A scroll of the tree, even by nothing (a
    /// click on a row), holds its rows there until another lesson is shown.
    package func scrolled(_ scroll: PanelScroll, list: PanelScroll.List, by rows: Int, session: LabSession,
                          shown: ShownLesson, selection: View?) -> PanelScroll {
        var next = following(scroll, session: session, shown: shown, selection: selection)
        guard let scroller = scrollers.first(where: { $0.list == list }) else { return next }
        next[list] = scroller.offset(next[list], scrolledBy: rows)
        if list == .tree { next.treeHeld = PanelScroll.Held(lesson: shown.lesson?.id) }
        return next
    }

    private func settled(_ scroll: PanelScroll, shown: ShownLesson, selection: View?) -> PanelScroll {
        sections?.following(scroll, lesson: shown.lesson?.id, selection: selection) ?? scroll
    }

    @discardableResult
    private func refresh(from session: LabSession, shown: ShownLesson, selection: View?) -> Bool {
        let content = PanelContent(session, shown: shown, selection: selection, options: options)
        guard content != refreshedFor else { return false }
        let width = window.bounds.width - 2 * PanelTheme.margin
        let banner = session.editedAtRecord == nil ? nil
            : EditsBanner.content(for: session, shown: shown, text: text, width: width, summaryAbove: selection != nil)
        let collapsed = options.collapsesTree
            ? ViewTreeModel.collapsedCount(in: session.scene, selection: selection, hitView: shown.lesson?.hitTest?.result) : 0
        let storyRows = longestStory.rows(in: session, text: text, width: width)
        let layout = Built(session: session.id, inspecting: selection != nil, banner: banner, options: options,
                           collapsedRows: collapsed, storyRows: storyRows)
        if layout != built { build(for: session, layout) }
        refreshedFor = content
        for section in sections?.all ?? [] { section.update(from: session, shown: shown, selection: selection) }
        return true
    }

    /// Handles one XInput2 event in panel coordinates, the lists scrolled as `scroll` says:
    /// translated, queued and delivered in the panel's application; its controls send
    /// commands to `actions`. The mouse wheel (buttons 4 and 5) asks to scroll the list
    /// under the pointer instead.
    package func handle(_ input: XI2Input, session: LabSession, shown: ShownLesson, selection: View?,
                       scroll: PanelScroll = PanelScroll()) {
        update(from: session, shown: shown, selection: selection, scroll: scroll)
        if input.kind == .buttonPress || input.kind == .buttonRelease, Self.wheelButtons.contains(input.detail) {
            if input.kind == .buttonPress { wheel(at: Point(x: input.x, y: input.y), down: input.detail == 5) }
            return
        }
        clock.advance(to: input.time / 1000)
        interactions += 1
        for event in translator.translate(input) { application.enqueue(event) }
        translator.clearWarnings()
        application.processEvents()
        update(from: session, shown: shown, selection: selection, scroll: scroll)
    }

    /// X's wheel up and down.
    static let wheelButtons: Set<Int> = [4, 5]

    /// The lists of the panel that scroll: the view tree's first, the summary's last.
    package var scrollers: [PanelScroller] {
        sections?.scrollers ?? []
    }

    private func wheel(at point: Point, down: Bool) {
        guard let scroller = scrollers.first(where: { scroller in
            !scroller.view.isHidden && scroller.view.convert(scroller.view.bounds, to: nil).contains(point)
        }) else { return }
        actions.send(.scrollPanel(scroller.list, by: down ? PanelScroller.wheelStep : -PanelScroller.wheelStep))
    }

    /// Moves the panel's clock to `time` (seconds), firing its due timers.
    package func advance(to time: Double) {
        clock.advance(to: time)
        interactions += 1
        application.processEvents()
    }

    // MARK: Layout

    /// The button that shows or hides the code pane, at the right of the heading under the
    /// inspector: the code pane's, else the chain's. In a plain view of its own, as the
    /// sections are, so the panel's layer can redraw it alone (`PanelUnits`).
    private func codeButton(beside sections: PanelSections, shown: Bool) -> View {
        let anchor = (sections.code?.container ?? sections.chain?.container)?.frame ?? .zero
        let title = shown ? text.words.panel.hideCode : text.words.panel.showCode
        let width = (text.width(of: title, size: 13) + 20).rounded()
        let holder = View(frame: Rect(x: anchor.maxX - width, y: anchor.minY, width: width, height: 18))
        let button = Button(frame: holder.bounds, name: "code-toggle", title: title)
        button.backgroundColor = PanelTheme.secondaryButton
        button.isSelected = true
        let actions = self.actions
        button.addAction(for: .primaryActionTriggered) { _, _ in actions.send(.toggleCode) }
        holder.addSubview(button)
        return holder
    }

    /// Lays the sections out anew; the lists keep their places, which are not theirs
    /// (`PanelScroll`).
    private func build(for session: LabSession, _ layout: Built) {
        built = layout
        for subview in content.subviews { subview.removeFromSuperview() }
        let sections = PanelLayout(height: window.bounds.height, scene: session.scene, isInspecting: layout.inspecting,
                                   width: window.bounds.width, banner: layout.banner, options: layout.options,
                                   collapsedRows: layout.collapsedRows, storyRows: layout.storyRows)
            .makeSections(text: text, actions: actions)
        for section in sections.all { content.addSubview(section.container) }
        content.addSubview(codeButton(beside: sections, shown: layout.options.showsCode))
        self.sections = sections
        let edge = View(frame: Rect(x: 0, y: 0, width: 1, height: window.bounds.height))
        edge.backgroundColor = PanelTheme.edge
        content.addSubview(edge)
    }
}

/// What the panel shows, as a value: everything its sections read from a session that can
/// change — the session itself, its scene, trace and lessons (`LabSession.generation`),
/// the lesson shown (and whether the inspector's changes outdate it) and the step of it
/// shown, playback's state and speed, the selection and the window's panel options. Time moving on changes none of
/// these unless playback reaches another step or the lesson's end. The sections are
/// refreshed, and the panel drawn again, only when it changes.
@MainActor
struct PanelContent: @MainActor Equatable {
    let session: Int
    let state: Int
    let selection: ObjectIdentifier?
    let lesson: LessonID?
    let index: Int
    let lessons: Int
    let showsLatest: Bool
    let isStale: Bool
    let step: Int?
    /// How far a run of refusals has swept (the view tree and the code follow its visit).
    let sweep: Int?
    let pinned: Int?
    let stepFinished: Bool?
    let isPaused: Bool
    let isFinished: Bool
    let speed: Int
    let options: PanelOptions

    init(_ session: LabSession, shown: ShownLesson, selection: View?, options: PanelOptions = PanelOptions()) {
        self.options = options
        self.session = session.id
        state = session.generation
        self.selection = selection.map(ObjectIdentifier.init)
        lesson = shown.lesson?.id
        index = session.history.shownIndex
        lessons = session.history.lessons.count
        showsLatest = session.history.showsLatest
        isStale = shown.isStale
        let moment = shown.moment
        step = moment?.current
        sweep = moment.flatMap { $0.step.isRefusedRun ? $0.revealedRefusals(at: $0.current) : nil }
        pinned = shown.playback.pinnedStep
        stepFinished = moment?.isFinished
        isPaused = shown.playback.isPaused
        isFinished = shown.lesson.map { shown.playback.isFinished(end: $0.duration) } ?? false
        speed = shown.playback.speedIndex
    }
}

import TouchKit
import TouchLabEngine

/// The inspector beside the scene, built from TouchKit's own views and controls: the lab
/// uses its own toolkit. Its window lives in an application of its own, on a clock of its
/// own, so clicks on the panel never reach the scene's trace.
///
/// Sections, top to bottom: the edits banner while inspector changes are in force
/// (`EditsBanner`); the scene's title and summary; playback; the view tree with
/// the hit path; the selected view's switches and "why not?"; the responder chain; the
/// trace. The lab draws `window` with `ViewRenderer`, translated to `LabLayout.panel`'s
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
    /// The commands the panel's controls sent; the lab takes them after each click.
    package let actions = PanelActions()
    private let content: View
    private(set) var sections: PanelSections?
    /// Held weakly, so a new session at a freed one's address still gets new sections.
    private weak var builtFor: LabSession?
    /// Whether the sections were laid out for a selected view (the inspector's room).
    private var builtInspecting = false
    /// What the sections were refreshed from (nil: refresh them at the next update).
    private var refreshedFrom: RefreshInputs?
    /// The edits banner the sections were laid out with.
    private var builtBanner: EditsBanner.Content?
    /// The banner worked out for a session at a generation and a staleness of its lesson:
    /// the edits change only with the generation (`LabSession.edit`).
    private var bannerFor: (session: ObjectIdentifier, generation: Int, stale: Bool, content: EditsBanner.Content?)?

    package init(layout: LabLayout, words: Words = Words()) {
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
    /// Refreshing is skipped when nothing the sections read changed since they were
    /// refreshed (`RefreshInputs`): while a lesson plays, most frames only move its clock.
    /// Returns whether it refreshed them.
    @discardableResult
    package func update(from session: LabSession, shown: ShownLesson, selection: View?, scroll: PanelScroll = PanelScroll()) -> Bool {
        let refreshed = refresh(from: session, shown: shown, selection: selection)
        let place = settled(scroll, shown: shown, selection: selection)
        for scroller in scrollers { scroller.layOut(at: place[scroller.list]) }
        return refreshed
    }

    /// `scroll` once the lists follow `session` (the sections refreshed first): the same
    /// value for the same scroll and session, whatever was drawn before.
    package func following(_ scroll: PanelScroll, session: LabSession, shown: ShownLesson,
                           selection: View?) -> PanelScroll {
        refresh(from: session, shown: shown, selection: selection)
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
        let inspecting = selection != nil
        let banner = bannerContent(for: session, shown: shown)
        if builtFor !== session || inspecting != builtInspecting || banner != builtBanner {
            build(for: session, inspecting: inspecting, banner: banner)
        }
        let inputs = RefreshInputs(session, shown: shown, selection: selection)
        guard inputs != refreshedFrom || refreshesEveryUpdate else { return false }
        refreshedFrom = inputs
        for section in sections?.all ?? [] { section.update(from: session, shown: shown, selection: selection) }
        return true
    }

    /// True (for tests): every update refreshes the sections, to compare with a panel that
    /// skips the updates whose inputs did not change.
    package var refreshesEveryUpdate = false

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
        application.processEvents()
    }

    /// The edits banner for `session` showing `shown` (nil: none).
    private func bannerContent(for session: LabSession, shown: ShownLesson) -> EditsBanner.Content? {
        let id = ObjectIdentifier(session), generation = session.generation, stale = shown.isStale
        if let known = bannerFor, known.session == id, known.generation == generation, known.stale == stale {
            return known.content
        }
        let width = window.bounds.width - 2 * PanelTheme.margin
        let content = session.editedAtRecord == nil ? nil
            : EditsBanner.content(for: session, shown: shown, text: text, width: width)
        bannerFor = (id, generation, stale, content)
        return content
    }

    // MARK: Layout

    /// Lays the sections out anew; the lists keep their places, which are not theirs
    /// (`PanelScroll`).
    private func build(for session: LabSession, inspecting: Bool, banner: EditsBanner.Content?) {
        builtFor = session
        builtInspecting = inspecting
        builtBanner = banner
        refreshedFrom = nil
        for subview in content.subviews { subview.removeFromSuperview() }
        let sections = PanelLayout(height: window.bounds.height, scene: session.scene, isInspecting: builtInspecting,
                                   width: window.bounds.width, banner: banner)
            .makeSections(text: text, actions: actions)
        for section in sections.all { content.addSubview(section.container) }
        self.sections = sections
        let edge = View(frame: Rect(x: 0, y: 0, width: 1, height: window.bounds.height))
        edge.backgroundColor = PanelTheme.edge
        content.addSubview(edge)
    }
}

/// Everything the panel's sections read from a session that can change: its scene, trace
/// and lessons (`LabSession.generation`), the lesson shown and the step of it shown,
/// playback's state and speed, and the selection. Time moving on changes none of these
/// unless playback reaches another step or the lesson's end.
@MainActor
struct RefreshInputs: Equatable {
    let state: Int
    let selection: ObjectIdentifier?
    let lesson: Int
    let lessons: Int
    let showsLatest: Bool
    let step: Int?
    let pinned: Int?
    let stepFinished: Bool?
    let isPaused: Bool
    let isFinished: Bool
    let speed: Int

    init(_ session: LabSession, shown: ShownLesson, selection: View?) {
        state = session.generation
        self.selection = selection.map(ObjectIdentifier.init)
        lesson = session.history.shownIndex
        lessons = session.history.lessons.count
        showsLatest = session.history.showsLatest
        let moment = shown.moment
        step = moment?.current
        pinned = shown.playback.pinnedStep
        stepFinished = moment?.isFinished
        isPaused = shown.playback.isPaused
        isFinished = shown.lesson.map { shown.playback.isFinished(end: $0.duration) } ?? false
        speed = shown.playback.speedIndex
    }
}

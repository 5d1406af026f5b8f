import TouchKit
import TouchLabEngine

/// The inspector beside the scene, built from TouchKit's own views and controls: the lab
/// uses its own toolkit. Its window lives in an application of its own, on a clock of its
/// own, so clicks on the panel never reach the scene's trace.
///
/// Sections, top to bottom: the scene's title and summary; playback; the view tree with
/// the hit path; the selected view's switches and "why not?"; the responder chain; the
/// trace. The lab draws `window` with `ViewRenderer`, translated to `LabLayout.panel`'s
/// origin, and passes mouse input to `handle` in panel coordinates.
@MainActor
package final class InspectorPanel {
    /// The panel's window: `LabLayout.panel`'s size, at the origin.
    package let window: Window
    /// The panel's own application: its controls' events never touch the scene's.
    package let application: Application
    /// Bumped whenever the panel's views changed (a refresh, a pressed control), so the lab
    /// knows to draw it again.
    package private(set) var revision = 0

    private let clock = VirtualClock()
    private var translator = XI2InputTranslator()
    private let text = PanelText()
    /// The commands the panel's controls sent; the lab takes them after each click.
    package let actions = PanelActions()
    private let content: View
    private var sections: [PanelSection] = []
    /// Held weakly, so a new session at a freed one's address still gets new sections.
    private weak var builtFor: LabSession?
    private var shownRevision: Int?

    package init(layout: LabLayout) {
        window = Window(frame: Rect(origin: .zero, size: layout.panel.size))
        content = View(frame: window.bounds)
        content.backgroundColor = PanelTheme.background
        window.rootView = content
        application = Application(clock: clock)
        application.addWindow(window)
    }

    /// Refreshes the sections from `session`; does nothing when its revision is the one
    /// already shown.
    package func update(from session: LabSession) {
        if builtFor !== session { build(for: session) }
        guard shownRevision != session.revision else { return }
        shownRevision = session.revision
        for section in sections { section.update(from: session) }
        revision += 1
    }

    /// Handles one XInput2 event in panel coordinates: translated, queued and delivered in
    /// the panel's application; its controls send commands to `actions`.
    package func handle(_ input: XI2Input, session: LabSession) {
        update(from: session)
        clock.advance(to: input.time / 1000)
        for event in translator.translate(input) { application.enqueue(event) }
        translator.clearWarnings()
        application.processEvents()
        revision += 1
        update(from: session)
    }

    /// Moves the panel's clock to `time` (seconds), firing its due timers.
    package func advance(to time: Double) {
        clock.advance(to: time)
        application.processEvents()
    }

    // MARK: Layout

    private func build(for session: LabSession) {
        builtFor = session
        shownRevision = nil
        for subview in content.subviews { subview.removeFromSuperview() }
        sections = PanelLayout(height: window.bounds.height, viewCount: session.scene.allViews.count)
            .makeSections(text: text, actions: actions)
        for section in sections { content.addSubview(section.container) }
        let edge = View(frame: Rect(x: 0, y: 0, width: 1, height: window.bounds.height))
        edge.backgroundColor = PanelTheme.edge
        content.addSubview(edge)
    }
}

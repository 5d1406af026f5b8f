import TouchKit
import TouchLabEngine
@testable import TouchLabUI

/// An inspector panel driven as the lab drives it: where its lists are scrolled is kept
/// here, as the window keeps it (`LabUIState.panel`), and the scroll commands its input
/// makes are carried out on it as the lab carries them out; the other commands are left
/// for the test (`take()`).
@MainActor
final class PanelDriver {
    let panel: InspectorPanel
    private(set) var scroll = PanelScroll()
    private var session: LabSession?
    private var shown: ShownLesson?
    private var selection: View?
    private var commands: [LabCommand] = []

    init(layout: LabLayout) {
        panel = InspectorPanel(layout: layout)
    }

    var window: Window { panel.window }
    var scrollers: [PanelScroller] { panel.scrollers }

    /// Brings the panel up to `session` and its lesson `shown`, as a frame does; returns
    /// whether it refreshed.
    @discardableResult
    func update(from session: LabSession, shown: ShownLesson, selection: View?) -> Bool {
        self.session = session
        self.shown = shown
        self.selection = selection
        let refreshed = panel.update(from: session, shown: shown, selection: selection, scroll: scroll)
        scroll = panel.following(scroll, session: session, shown: shown, selection: selection)
        return refreshed
    }

    /// One input in panel coordinates; a scroll it asked for is carried out at once.
    func handle(_ input: XI2Input, session: LabSession, shown: ShownLesson, selection: View?) {
        self.session = session
        self.shown = shown
        self.selection = selection
        panel.handle(input, session: session, shown: shown, selection: selection, scroll: scroll)
        for command in panel.actions.take() {
            switch command {
            case .scrollPanel(let list, let rows):
                scroll = panel.scrolled(scroll, list: list, by: rows, session: session, shown: shown,
                                       selection: selection)
            case .selectView:
                scroll = panel.scrolled(scroll, list: .tree, by: 0, session: session, shown: shown,
                                       selection: selection)
                commands.append(command)
            default:
                commands.append(command)
            }
        }
        update(from: session, shown: shown, selection: selection)
    }

    /// The commands other than scrolls sent since the last call, oldest first.
    func take() -> [LabCommand] {
        defer { commands.removeAll() }
        return commands
    }

    /// Scrolls the list holding the control named `name` until it is shown, as a person
    /// would before clicking it; false when no list holds it.
    func revealControl(named name: String) -> Bool {
        guard let session, let shown, let revealed = panel.revealing(control: name, in: scroll, session: session,
                                                                     shown: shown, selection: selection)
        else { return false }
        scroll = revealed
        update(from: session, shown: shown, selection: selection)
        return true
    }
}

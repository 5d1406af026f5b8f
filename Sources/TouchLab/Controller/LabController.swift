import Glibc
import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
import TouchLabUI

/// The lab for a whole run: the current scene's session, the frame it is drawn into, and
/// the one place where every command is carried out, whether it came from a key, a panel
/// button or the mouse. Switching scene swaps the session; the window stays.
///
/// Input arrives in window coordinates through `handle(_:)`; the window reads `renderer`
/// for frames and `title`, `layout` and `isFinished` for itself.
@MainActor
package final class LabController {
    package internal(set) var session: LabSession
    package internal(set) var renderer: LabRenderer
    /// What the window has open (the help card), the Alt pointer and playback: the
    /// window's, kept when the scene switches (playback keeps only its speed).
    package internal(set) var ui = LabUIState()
    /// Set when quit (or Esc with nothing open) asked to end the run.
    package private(set) var isFinished = false
    /// Every input that went to a scene while `isRecording`, for `--record`.
    package private(set) var recorded: [XI2Input] = []
    package var isRecording = false
    package var screenshotDirectory = "out/screenshots"
    package var exportDirectory = "out/exports"
    /// The lesson export under way (E), a frame at a time between the window's frames.
    var export: WindowExport?
    /// When the notice in `ui` goes away, on the session's clock.
    var noticeExpiry: Double?
    /// The size the window was given by a resize, kept across scene switches; nil while
    /// the window has the default size of the scene shown.
    package internal(set) var requestedWindowSize: Size?
    /// Makes the surface `width`×`height` frames are drawn in: the window's shared memory,
    /// which it presents without a copy (`drawFrames(in:)`). Nil, or a nil answer, leaves
    /// the renderer its own surface.
    package typealias FrameSource = (_ width: Int, _ height: Int) -> ImageSurface?
    private(set) var frames: FrameSource?

    let catalog: SceneCatalog
    let console: Console
    let tracing: Bool
    /// The language the lab speaks, for the whole run.
    let language: Language
    /// The name that starts every message (a `LabApp` program's own name).
    let program: String
    var router: InputRouter
    private var pointer = Point(x: -1, y: -1)
    /// The Shift keys down now: Shift+digit reaches the scenes after the ninth.
    private var heldShiftKeys: Set<Int> = []
    /// The two-finger emulation's modifiers (Alt, Shift) down now, keycode by keycode: held
    /// across a scene switch, they go on steering the new scene's fingers.
    var heldModifierKeys: Set<Int> = []

    /// - Throws: `CairoError` when the frame cannot be made.
    package init(origin: SceneOrigin, catalog: SceneCatalog, console: Console, tracing: Bool,
                 program: String = "touchlab", language: Language = .english) throws {
        self.catalog = catalog
        self.language = language
        self.console = console
        self.tracing = tracing
        self.program = program
        let scene = origin.build()
        renderer = try Self.makeRenderer(for: scene.size, language: language)
        router = InputRouter(layout: renderer.layout)
        session = Self.makeSession(scene, console: console, tracing: tracing, program: program, language: language)
    }

    package var layout: LabLayout { renderer.layout }

    /// From now on, draws frames in the surfaces `source` makes (the renderer is made anew
    /// for it, before its first frame, and again when the window's size changes).
    /// - Throws: `CairoError` when the frame cannot be made.
    package func drawFrames(in source: @escaping FrameSource) throws {
        frames = source
        renderer = try Self.makeRenderer(for: layout.sceneSize, windowSize: requestedWindowSize, frames: source,
                                         language: language)
        router.relayout(renderer.layout)
    }

    /// Draws the frame: the session with what the window has open.
    @discardableResult
    package func render() -> ImageSurface {
        if let timeline = renderer.parts?.timeline {
            ui.timeline = timeline.following(session, shown: shown, scroll: ui.timeline)
        }
        if let panel = renderer.parts?.panel {
            let shown = shown
            panel.show(session, shown: shown, ui: ui)
            ui.panel = panel.following(session, shown: shown, ui: ui)
        }
        return renderer.render(frame)
    }

    /// The frame the window shows now: the session with what the window has open.
    package var frame: LabFrame { LabFrame.make(session: session, ui: ui) }

    /// The session's shown lesson at the window's playback.
    package var shown: ShownLesson { session.shown(at: ui.playback) }

    /// Whether the lesson shown still plays (the window wants animation frames).
    package var isAnimating: Bool { session.isAnimating(at: ui.playback) }

    /// The next time the session changes by itself: a timer, or the next animation frame.
    package func nextDeadline() -> Double? { session.nextDeadline(at: ui.playback) }

    /// Moves the session's clock to `time` (its timers fire); playback follows.
    package func advance(to time: Double) {
        session.advance(to: time, following: &ui.playback)
    }
    package var title: String { "TouchLab \u{2014} \(renderer.words.lessons.title(of: session.scene))" }

    /// Live input in window coordinates: a lab key becomes its command; anything else
    /// goes to the scene or to the panel, whichever the finger or button began in.
    package func handle(_ input: XI2Input) {
        noteShift(input)
        if input.kind == .keyPress || input.kind == .keyRelease,
           let command = LabShortcut.command(forKey: input.detail, shifted: !heldShiftKeys.isEmpty) {
            if input.kind == .keyPress { perform(command) }
            return
        }
        if let command = Self.rightClick(input, in: layout) {
            if let command { perform(command) }
            return
        }
        switch router.destination(of: input) {
        case .scene: deliverToScene([inScenePoints(input)][...])
        case .panel: clickPanel(input)
        case .timeline: clickTimeline(input)
        case .none: break
        }
        showEmulatedFingers(after: input)
    }

    /// A right-click on the scene selects the view drawn there (the point in scene points,
    /// as a scaled scene's input is): the press becomes the command, the release nothing; neither reaches the scene (UIKit has no right button).
    /// Nil for any other input.
    private static func rightClick(_ input: XI2Input, in layout: LabLayout) -> LabCommand?? {
        guard input.kind == .buttonPress || input.kind == .buttonRelease, input.detail == 3, layout.fits,
              layout.scene.contains(Point(x: input.x, y: input.y)) else { return nil }
        let point = layout.scenePoint(fromWindow: Point(x: input.x, y: input.y))
        return input.kind == .buttonPress ? .some(.pickView(at: point)) : .some(nil)
    }

    /// The run is ending: the touches and presses still down in the scene are cancelled
    /// (the trace shows it; a replay of the recording ends the same way, as a replay's end
    /// cancels).
    package func endTouches() {
        ui.playback.follow(session.cancelInput(playback: ui.playback), shown: session.lesson)
    }

    /// Delivers inputs of one time to the scene (live or scheduled), recording them.
    package func deliverToScene(_ inputs: ArraySlice<XI2Input>) {
        if isRecording { recorded.append(contentsOf: inputs) }
        if let time = inputs.first.map({ $0.time / 1000 }) { advance(to: time) }
        session.deliver(inputs, following: &ui.playback)
    }

    /// Carries out `command`: the one place every key, button and click ends up, and the
    /// only place playback changes but for following the session (`deliverToScene`,
    /// `advance`).
    package func perform(_ command: LabCommand) {
        let lesson = session.lesson
        switch command {
        case .pauseOrPlay: ui.playback.togglePause(in: lesson)
        case .stepBack: ui.playback.step(by: -1, in: lesson)
        case .stepForward: ui.playback.step(by: 1, in: lesson)
        case .jumpToStart: ui.playback.show(step: 0, of: lesson)
        case .jumpToEnd: ui.playback.show(step: .max, of: lesson)
        case .showStep(let index): ui.playback.show(step: index, of: lesson)
        case .scrollTimeline(let rows): scrollTimeline(by: rows)
        case .replay: ui.playback.replay()
        case .faster: ui.playback.faster()
        case .slower: ui.playback.slower()
        case .instant: ui.playback.setSpeed(index: Playback.speeds.count - 1)
        case .previousLesson: showLesson(offset: -1)
        case .nextLesson: showLesson(offset: 1)
        case .selectView(let index):
            scrollPanel(.tree, by: 0)
            // Chosen in the tree: the tree stays as it is, its rows under the pointer.
            if ui.collapsesTree == nil { ui.collapsesTree = ui.panelOptions.collapsesTree }
            select(index)
        case .scrollPanel(let list, let rows): scrollPanel(list, by: rows)
        case .pickView(at: let point):
            let picked = ui.pickedView.flatMap { $0 === ui.selectedView ? $0 : nil }
            select(ViewPicker.pick(at: point, in: session.scene, selected: picked), picked: true)
        case .selectNextView: select(nextViewIndex)
        case .edit(let edit): self.edit(edit)
        case .toggleViewTree: ui.collapsesTree = !ui.panelOptions.collapsesTree
        case .toggleCode: ui.showsCode.toggle()
        case .toggleHelp:
            ui.showsHelp.toggle()
            ui.showsLegend = false
        case .toggleLegend:
            ui.showsLegend.toggle()
            ui.showsHelp = false
        case .escape: escape()
        case .showScene(let index): showScene(at: index)
        case .moveScene(let offset): moveScene(by: offset)
        case .screenshot: saveScreenshot()
        case .exportLesson: exportLesson()
        case .quit: isFinished = true
        }
    }

    /// Shows the lesson `offset` places away in the history, played from its start.
    private func showLesson(offset: Int) {
        if session.showLesson(offset: offset) { ui.playback.replay() }
    }

    // MARK: The inspector

    /// Selects the scene's view named `name` (`--select`), as a right-click would.
    package func select(named name: String) {
        select(session.scene.allViews.firstIndex { $0.name == name })
    }

    /// `picked`: by a right-click, so the next one there goes behind it.
    private func select(_ index: Int?, picked: Bool = false) {
        let views = session.scene.allViews
        guard let index, views.indices.contains(index) else { return }
        ui.selectedView = views[index]
        ui.pickedView = picked ? views[index] : nil
    }

    private var nextViewIndex: Int? {
        let views = session.scene.allViews
        guard !views.isEmpty else { return nil }
        let current = ui.selectedView.flatMap { selected in views.firstIndex { $0 === selected } } ?? -1
        return (current + 1) % views.count
    }

    /// Reset needs no selection: it puts back the whole scene (the edits banner offers it).
    private func edit(_ edit: SelectionEdit) {
        let scene = session.scene
        if edit == .reset {
            session.edit { scene.resetEdits() }
            // The scene is as written again: a right-click starts from the front.
            ui.pickedView = nil
        } else if let view = ui.selectedView {
            session.edit { SelectionEditor(scene: scene, view: view).apply(edit) }
        }
    }

    /// Esc closes the help card or the legend, else drops the selection, else quits.
    private func escape() {
        if ui.showsHelp || ui.showsLegend {
            ui.showsHelp = false
            ui.showsLegend = false
        } else if ui.selectedView != nil {
            ui.selectedView = nil
        } else {
            isFinished = true
        }
    }

    // MARK: Input

    private func clickPanel(_ input: XI2Input) {
        let commands = renderer.parts?.panel.handle(input, session: session, shown: shown, ui: ui, layout: layout) ?? []
        for command in commands { perform(command) }
    }

    /// A press on a timeline mark shows that step.
    private func clickTimeline(_ input: XI2Input) {
        for command in renderer.parts?.timeline.handle(input, session: session, shown: shown, ui: ui, layout: layout)
            ?? [] {
            perform(command)
        }
    }

    /// Scrolls the timeline's lanes by `rows`, from where they show the step shown.
    private func scrollTimeline(by rows: Int) {
        guard let timeline = renderer.parts?.timeline else { return }
        let shown = shown
        ui.timeline = timeline.following(session, shown: shown, scroll: ui.timeline)
            .scrolled(by: rows, lanes: timeline.laneCount(session, shown: shown), rows: timeline.laneRows)
    }

    /// Scrolls a list of the panel by `rows` from where it follows the session; the tree,
    /// even by none, then stays where the person left it until another lesson is shown.
    private func scrollPanel(_ list: PanelScroll.List, by rows: Int) {
        guard let panel = renderer.parts?.panel else { return }
        ui.panel = panel.scrolled(session, shown: shown, ui: ui, list: list, by: rows)
    }

    /// Live input moved from window pixels to the scene's points (they differ when the
    /// scene is shown scaled down): what the scene, the trace and `--record` see.
    private func inScenePoints(_ input: XI2Input) -> XI2Input {
        guard layout.scale != 1 else { return input }
        var scene = input
        let point = layout.scenePoint(fromWindow: Point(x: input.x, y: input.y))
        (scene.x, scene.y) = (point.x, point.y)
        return scene
    }

    /// Keeps `heldShiftKeys` up to date; the Shift key still goes on to the scene.
    private func noteShift(_ input: XI2Input) {
        if input.kind == .keyPress || input.kind == .keyRelease, Self.emulationModifiers.contains(input.detail) {
            if input.kind == .keyPress { heldModifierKeys.insert(input.detail) } else { heldModifierKeys.remove(input.detail) }
        }
        guard input.kind == .keyPress || input.kind == .keyRelease, LabShortcut.shiftKeys.contains(input.detail)
        else { return }
        if input.kind == .keyPress { heldShiftKeys.insert(input.detail) }
        if input.kind == .keyRelease { heldShiftKeys.remove(input.detail) }
    }

    /// Alt and Shift, left and right (X keycodes, evdev layout).
    static let emulationModifiers: Set<Int> = [64, 108, 50, 62]

    /// While Alt is held over the scene, the two fingers a drag would put down are drawn.
    private func showEmulatedFingers(after input: XI2Input) {
        if [.motion, .buttonPress, .buttonRelease].contains(input.kind) {
            pointer = layout.scenePoint(fromWindow: Point(x: input.x, y: input.y))
        }
        let shown = session.engine.isEmulatingTwoTouches && layout.sceneBounds.contains(pointer) ? pointer : nil
        ui.emulatedPointer = shown
    }
}

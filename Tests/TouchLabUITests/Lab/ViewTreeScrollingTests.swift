import Testing
import TouchKit
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// The view tree moves only when asked: the wheel and its "more" lines scroll it; a click
/// on a row, a step of playback or a new selection from the tree itself never moves the
/// rows under the pointer (a tree that scrolled by itself would move the row being aimed at).
/// Until the person scrolls, the rows follow the session: the lesson's hit view is shown.
@MainActor
struct ViewTreeScrollingTests {
    func largeGrid() throws -> (LabSession, PanelDriver) {
        let path = try SceneCatalog.standard.resolve("large-grid")
        let session = LabSession(scene: SceneBuilder().build(try SceneReader.load(path: path)))
        let panel = PanelDriver(layout: LabLayout(sceneSize: session.scene.size))
        panel.update(from: session, shown: session.shown(at: Playback()), selection: nil)
        return (session, panel)
    }

    /// The names of the tree's rows shown, top to bottom.
    func shownRows(_ panel: PanelDriver) -> [String] {
        let tree = panel.scrollers[0]
        return tree.view.subviews.compactMap(\.name).filter { $0.hasPrefix("row-") }
    }

    func wheel(_ panel: PanelDriver, _ session: LabSession, playback: Playback = Playback(), down: Bool,
               at point: Point, time: Double) {
        let button = down ? 5 : 4
        let shown = session.shown(at: playback)
        panel.handle(XI2Input(time: time * 1000, kind: .buttonPress, detail: button, x: point.x, y: point.y), session: session,
                     shown: shown, selection: nil)
        panel.handle(XI2Input(time: time * 1000 + 10, kind: .buttonRelease, detail: button, x: point.x, y: point.y),
                     session: session, shown: shown, selection: nil)
    }

    @Test func aClickOnARowLeavesEveryRowWhereItWas() throws {
        let (session, panel) = try largeGrid()
        let tree = panel.scrollers[0]
        let inTree = tree.view.convert(tree.view.bounds, to: nil).center
        for step in 0..<4 { wheel(panel, session, down: true, at: inTree, time: 1 + Double(step)) }
        let before = shownRows(panel)
        #expect(panel.scroll[.tree] == 12, "four wheel clicks, three rows each")
        let row = try #require(before.dropFirst(before.count / 2).first)
        let place = try #require(LabFixtures.center(of: row, in: panel))
        let commands = LabFixtures.click(panel, session, at: place, time: 10)
        guard case .selectView(let index)? = commands.first else {
            Issue.record("no selection: \(commands)")
            return
        }
        panel.update(from: session, shown: session.shown(at: Playback()), selection: session.scene.allViews[index])
        #expect(shownRows(panel) == before)
        #expect(LabFixtures.center(of: row, in: panel) == place, "the clicked row stays under the pointer")
    }

    /// Until the person scrolls, the rows follow the lesson: the view each step of the
    /// search visits (a cell a thousand rows down), else the hit view. Once they scroll,
    /// no step of playback moves the rows.
    @Test func playbackNeverScrollsTheTreeOnceScrolled() throws {
        let (session, panel) = try largeGrid()
        let tree = panel.scrollers[0]
        let inTree = tree.view.convert(tree.view.bounds, to: nil).center
        var playback = LabFixtures.tap(session, at: Point(x: 400, y: 300), time: 2)
        let lesson = try #require(session.lesson)
        let hitRow = "row-" + (lesson.hitTest?.result?.traceName ?? "?")
        playback.isPaused = true
        for step in lesson.steps.indices {
            playback.pin(step: step, at: lesson.starts[step])
            panel.update(from: session, shown: session.shown(at: playback), selection: nil)
            let focus: String
            switch lesson.steps[step].kind {
            case .visit(let view, _, _), .returned(let view, _): focus = "row-" + view.traceName
            default: focus = hitRow
            }
            #expect(shownRows(panel).contains(focus), "step \(step + 1): \(focus) in sight")
        }
        let following = shownRows(panel)
        wheel(panel, session, playback: playback, down: true, at: inTree, time: 20)
        let before = shownRows(panel)
        #expect(before != following)
        for step in lesson.steps.indices {
            playback.isPaused = true
            playback.jump(to: lesson.starts[step])
            panel.update(from: session, shown: session.shown(at: playback), selection: nil)
            #expect(shownRows(panel) == before, "step \(step + 1)")
        }
    }

    @Test func aSelectionMadeElsewhereIsBroughtIntoSight() throws {
        let (session, panel) = try largeGrid()
        let far = session.scene.allViews.count - 1
        panel.update(from: session, shown: session.shown(at: Playback()), selection: session.scene.allViews[far])
        #expect(shownRows(panel).last == "row-" + session.scene.allViews[far].traceName)
    }
}

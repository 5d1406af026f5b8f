import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// The panel lays its lists out from the scroll value it is given and keeps no place of
/// its own: its wheel and "more" lines only ask (a command), and following the session is
/// a function of the value and the content.
@MainActor
struct PanelScrollTests {
    func largeGrid() throws -> LabSession {
        let path = try SceneCatalog.standard.resolve("large-grid")
        return LabSession(scene: SceneBuilder().build(try SceneReader.load(path: path)))
    }

    func wheel(_ panel: InspectorPanel, _ session: LabSession, shown: ShownLesson, down: Bool,
               over scroller: PanelScroller) -> [LabCommand] {
        let point = scroller.view.convert(scroller.view.bounds, to: nil).center
        panel.handle(XI2Input(time: 1000, kind: .buttonPress, detail: down ? 5 : 4, x: point.x, y: point.y),
                     session: session, shown: shown, selection: nil)
        return panel.actions.take()
    }

    @Test func theWheelAsksForAScrollAndMovesNothingItself() throws {
        let session = try largeGrid()
        let played = session.shown(at: LabFixtures.tap(session, at: Point(x: 400, y: 300), time: 1))
        let panel = InspectorPanel(layout: LabLayout(sceneSize: session.scene.size))
        panel.update(from: session, shown: played, selection: nil)
        let tree = panel.scrollers[0], trace = panel.scrollers[3]
        let shown = tree.shown
        #expect(wheel(panel, session, shown: played, down: true, over: tree) == [.scrollPanel(.tree, by: PanelScroller.wheelStep)])
        #expect(tree.shown == shown, "the rows stay until the lab carries the command out")
        #expect(wheel(panel, session, shown: played, down: false, over: trace) == [.scrollPanel(.trace, by: -PanelScroller.wheelStep)])
    }

    @Test func aPanelShowsWhatItsScrollValueSays() throws {
        let session = try largeGrid()
        let layout = LabLayout(sceneSize: session.scene.size)
        let driven = PanelDriver(layout: layout)
        let shown = session.shown(at: Playback())
        driven.update(from: session, shown: shown, selection: nil)
        for time in [1.0, 2] {
            let point = driven.scrollers[0].view.convert(driven.scrollers[0].view.bounds, to: nil).center
            driven.handle(XI2Input(time: time * 1000, kind: .buttonPress, detail: 5, x: point.x, y: point.y),
                          session: session, shown: shown, selection: nil)
        }
        #expect(driven.scroll[.tree] == 2 * PanelScroller.wheelStep)
        let renderer = try ViewRenderer()
        let other = InspectorPanel(layout: layout)
        other.update(from: session, shown: shown, selection: nil, scroll: driven.scroll)
        #expect(renderer.contentFingerprint(of: other.window) == renderer.contentFingerprint(of: driven.window),
                "another panel given the same value shows the same rows")
        driven.panel.update(from: session, shown: shown, selection: nil)
        other.update(from: session, shown: shown, selection: nil)
        #expect(driven.scrollers[0].shown.lowerBound == 0, "given no scroll, the tree is back at the top")
        #expect(renderer.contentFingerprint(of: other.window) == renderer.contentFingerprint(of: driven.window))
    }

    /// Following the session, asked again, changes nothing: a frame drawn twice leaves the
    /// value where it was.
    @Test(arguments: BuiltInReplay.names)
    func followingTwiceIsFollowingOnce(_ replay: String) throws {
        let (description, inputs) = try BuiltInReplay.load(replay)
        let session = LabSession(scene: SceneBuilder().build(description))
        let panel = InspectorPanel(layout: LabLayout(sceneSize: session.scene.size))
        var scroll = PanelScroll()
        var playback = Playback()
        let selection = session.scene.allViews.last
        for (index, batch) in BuiltInReplay.batches(of: inputs).enumerated() {
            session.deliver(batch, following: &playback)
            let shown = session.shown(at: playback)
            if index % 3 == 0 {
                scroll = panel.scrolled(scroll, list: .tree, by: 1, session: session, shown: shown, selection: selection)
                scroll = panel.scrolled(scroll, list: .trace, by: -1, session: session, shown: shown, selection: selection)
            }
            let once = panel.following(scroll, session: session, shown: shown, selection: selection)
            #expect(panel.following(once, session: session, shown: shown, selection: selection) == once, "\(replay), input \(index + 1)")
            scroll = once
        }
    }
}

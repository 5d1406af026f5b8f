import FrameSnapshots
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// The inspector: how it looks after a tap on the seed scene, and what its controls do.
@MainActor
struct InspectorPanelTests {
    static let tapInD = Point(x: 470, y: 140)

    /// The seed scene after a tap in D, played to the end, with E selected.
    func seedSession() throws -> (PlayedSession, InspectorPanel) {
        let played = PlayedSession(LabSession(scene: try LabFixtures.seedScene()))
        played.tap(at: Self.tapInD)
        played.advance(to: 10)
        let panel = InspectorPanel(layout: LabLayout(sceneSize: played.session.scene.size))
        panel.update(from: played.session, shown: played.shown, selection: played.session.scene.view(named: "E"))
        return (played, panel)
    }

    func render(_ panel: InspectorPanel) throws -> ImageSurface {
        try ViewRenderer().render(panel.window, background: nil)
    }

    @Test func looksRightAfterATapInD() throws {
        let (_, panel) = try seedSession()
        assertSnapshot(of: try render(panel), named: "seed-tap-in-d")
    }

    /// Paused on the third hop of touchesBegan, nothing selected: the chain so far, the
    /// current hop ringed, the placeholder instead of the switches.
    @Test func looksRightPausedInTheChain() throws {
        let (played, panel) = try seedSession()
        let lesson = try #require(played.session.lesson)
        let hops = lesson.steps.indices.filter { if case .hop = lesson.steps[$0].kind { true } else { false } }
        played.playback.isPaused = true
        played.playback.jump(to: lesson.starts[hops[2]])
        panel.update(from: played.session, shown: played.shown, selection: nil)
        assertSnapshot(of: try render(panel), named: "seed-paused-in-chain")
    }
}

/// What the panel's controls ask of the lab: each sends one command (the controller's
/// tests check what the commands do).
@MainActor
struct InspectorPanelCommandTests {
    func panel(for session: LabSession, playback: Playback = Playback()) -> PanelDriver {
        let panel = PanelDriver(layout: LabLayout(sceneSize: session.scene.size))
        panel.update(from: session, shown: session.shown(at: playback), selection: nil)
        return panel
    }

    func click(_ name: String, _ panel: PanelDriver, _ session: LabSession, selection: View? = nil,
               playback: Playback = Playback()) throws -> [LabCommand] {
        LabFixtures.click(panel, session, selection: selection, playback: playback,
                          at: try #require(LabFixtures.center(of: name, in: panel)), time: 1)
    }

    @Test func aRowOfTheTreeSelectsItsView() throws {
        let session = LabSession(scene: try LabFixtures.seedScene())
        let index = try #require(session.scene.allViews.firstIndex { $0.traceName == "B" })
        let panel = panel(for: session)
        #expect(try click("row-B", panel, session) == [.selectView(index: index)])
        #expect(ViewTreeModel.make(for: session, shown: session.shown(at: Playback()), selection: nil).selectedIndex == nil,
                "the panel changes nothing itself")
        #expect(session.recentTrace.isEmpty, "clicks on the panel never reach the scene's trace")
    }

    @Test func thePlaybackButtons() throws {
        let session = LabSession(scene: try LabFixtures.seedScene())
        let playback = LabFixtures.tap(session, at: InspectorPanelTests.tapInD)
        let panel = panel(for: session, playback: playback)
        let expected: [(String, LabCommand)] = [
            ("step-back", .jumpToStart), ("play-pause", .pauseOrPlay), ("step-forward", .jumpToEnd),
            ("replay", .replay), ("slower", .slower), ("faster", .faster),
        ]
        for (name, command) in expected {
            #expect(try click(name, panel, session, playback: playback) == [command], "\(name)")
        }
    }

    @Test func theSelectionSwitchesAndReset() throws {
        let session = LabSession(scene: try LabFixtures.seedScene())
        let d = session.scene.view(named: "D")
        let panel = PanelDriver(layout: LabLayout(sceneSize: session.scene.size))
        panel.update(from: session, shown: session.shown(at: Playback()), selection: d)
        #expect(try click("hidden", panel, session, selection: d) == [.edit(.hidden(true))])
        #expect(try click("hit-area", panel, session, selection: d) == [.edit(.enlargedHitArea(true))])
        #expect(try click("reset", panel, session, selection: d) == [.edit(.reset)])
        #expect(session.scene.view(named: "D")?.isHidden == false, "the panel changes nothing itself")
    }
}

extension SceneBehavior {
    /// This behaviour with `handles` replaced, for comparisons.
    func with(handles: Set<TouchMethod>) -> SceneBehavior {
        var copy = self
        copy.handles = handles
        return copy
    }
}

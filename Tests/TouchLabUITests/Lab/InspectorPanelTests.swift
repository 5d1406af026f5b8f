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
    func seedSession() throws -> (LabSession, InspectorPanel) {
        let session = LabSession(scene: try LabFixtures.seedScene())
        LabFixtures.tap(session, at: Self.tapInD)
        session.advance(to: 10)
        session.selectedView = session.scene.view(named: "E")
        session.touch()
        let panel = InspectorPanel(layout: LabLayout(sceneSize: session.scene.size))
        panel.update(from: session)
        return (session, panel)
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
        let (session, panel) = try seedSession()
        let lesson = try #require(session.lesson)
        let hops = lesson.steps.indices.filter { if case .hop = lesson.steps[$0].kind { true } else { false } }
        session.selectedView = nil
        session.playback.isPaused = true
        session.playback.jump(to: lesson.starts[hops[2]])
        session.touch()
        panel.update(from: session)
        assertSnapshot(of: try render(panel), named: "seed-paused-in-chain")
    }
}

/// What the panel's controls do to the lab.
@MainActor
struct InspectorPanelBehaviourTests {
    func panel(for session: LabSession) -> InspectorPanel {
        let panel = InspectorPanel(layout: LabLayout(sceneSize: session.scene.size))
        panel.update(from: session)
        return panel
    }

    @Test func clickingARowSelectsItsView() throws {
        let session = LabSession(scene: try LabFixtures.seedScene())
        let panel = panel(for: session)
        let row = try #require(LabFixtures.center(of: "row-B", in: panel))
        LabFixtures.click(panel, session, at: row, time: 1)
        #expect(session.selectedView === session.scene.view(named: "B"))
        #expect(session.recentTrace.isEmpty, "clicks on the panel never reach the scene's trace")
    }

    @Test func hidingTheFrontViewSendsTheNextTapToTheSiblingBehind() throws {
        let session = LabSession(scene: try LabFixtures.scene(WhyNotTests.siblings(front: "")))
        let panel = panel(for: session)
        LabFixtures.click(panel, session, at: try #require(LabFixtures.center(of: "row-Front", in: panel)), time: 1)
        LabFixtures.click(panel, session, at: try #require(LabFixtures.center(of: "hidden", in: panel)), time: 2)
        #expect(session.scene.view(named: "Front")?.isHidden == true)
        LabFixtures.tap(session, at: Point(x: 100, y: 100), time: 3)
        #expect(session.recentTrace.map(\.line).prefix(3) == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 hit-test (100.0, 100.0): R -> Front(nil) -> Back(Back) -> R(Back)",
            "0.000 touchesBegan [1]: Back -> R -> Window -> Application -> AppDelegate (discarded)",
        ])
        LabFixtures.click(panel, session, at: try #require(LabFixtures.center(of: "reset", in: panel)), time: 5)
        #expect(session.scene.view(named: "Front")?.isHidden == false)
    }

    @Test func theEnlargedHitAreaTogglesOnAndBack() throws {
        let session = LabSession(scene: try LabFixtures.seedScene())
        let panel = panel(for: session)
        let d = try #require(session.scene.view(named: "D") as? any SceneBehaving)
        LabFixtures.click(panel, session, at: try #require(LabFixtures.center(of: "row-D", in: panel)), time: 1)
        let toggle = try #require(LabFixtures.center(of: "hit-area", in: panel))
        LabFixtures.click(panel, session, at: toggle, time: 2)
        #expect(d.behavior.minimumHitSize == 44 && d.behavior.hitOutset == EdgeInsets(all: 10))
        LabFixtures.click(panel, session, at: toggle, time: 3)
        #expect(d.behavior == SceneBehavior().with(handles: []))
    }

    @Test func theChainRevealsHopsInStepWithPlayback() throws {
        let session = LabSession(scene: try LabFixtures.seedScene())
        LabFixtures.tap(session, at: InspectorPanelTests.tapInD)
        session.advance(to: 10)
        let lesson = try #require(session.lesson)
        let hops = lesson.steps.indices.filter { if case .hop = lesson.steps[$0].kind { true } else { false } }
        session.playback.isPaused = true
        var revealed: [Int] = []
        for (count, step) in hops.enumerated() {
            session.playback.jump(to: lesson.starts[step] - 0.01)
            revealed.append(ChainModel.make(for: session).deliveries.map(\.pills.count).reduce(0, +))
            session.playback.jump(to: lesson.starts[step])
            #expect(ChainModel.make(for: session).deliveries.map(\.pills.count).reduce(0, +) == count + 1)
        }
        #expect(revealed == Array(0..<hops.count))
        let final = ChainModel.make(for: session)
        #expect(final.deliveries.map(\.method) == ["began", "ended"])
        #expect(final.deliveries.last?.pills.map(\.name) == ["D", "C"])
        #expect(final.deliveries.last?.pills.last?.verdict == .handled)
    }

    @Test func thePlaybackButtonsDriveThePlayback() throws {
        let session = LabSession(scene: try LabFixtures.seedScene())
        LabFixtures.tap(session, at: InspectorPanelTests.tapInD)
        let panel = panel(for: session)
        LabFixtures.click(panel, session, at: try #require(LabFixtures.center(of: "play-pause", in: panel)), time: 1)
        #expect(session.playback.isPaused)
        LabFixtures.click(panel, session, at: try #require(LabFixtures.center(of: "faster", in: panel)), time: 2)
        #expect(session.playback.speedLabel == "2×")
        LabFixtures.click(panel, session, at: try #require(LabFixtures.center(of: "step-back", in: panel)), time: 3)
        #expect(session.playback.position == 0)
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

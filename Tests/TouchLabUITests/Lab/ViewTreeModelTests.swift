import Testing
import TouchKit
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// The view tree's rows: the hit path marks, revealed with playback.
@MainActor
struct ViewTreeModelTests {
    @Test func marksTheSeedHitPath() throws {
        let session = LabSession(scene: try LabFixtures.seedScene())
        var playback = LabFixtures.tap(session, at: InspectorPanelTests.tapInD)
        session.advance(to: 10, following: &playback)
        let rows = ViewTreeModel.make(for: session, shown: session.shown(at: playback), selection: nil).rows.all
        #expect(rows.map(\.name) == ["A", "B", "C", "D", "E"])
        #expect(rows.map(\.depth) == [0, 1, 1, 2, 2])
        #expect(rows.map(\.mark) == [.inside, .unvisited, .inside, .hit, .rejected(.outside)])
        #expect(rows[2].controller == "DetailVC")
    }

    @Test func revealsMarksWithPlayback() throws {
        let session = LabSession(scene: try LabFixtures.seedScene())
        var playback = LabFixtures.tap(session, at: InspectorPanelTests.tapInD)
        playback.isPaused = true
        playback.jump(to: 0)
        #expect(ViewTreeModel.make(for: session, shown: session.shown(at: playback), selection: nil).rows.all.map(\.mark) == [.none, .none, .none, .none, .none])
    }
}

import Testing
import TouchKit
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// The view tree's rows: the hit path marks and the window of rows in large scenes.
@MainActor
struct ViewTreeModelTests {
    @Test(arguments: [
        (5, 2, 14, 0..<5),      // everything fits
        (100, 3, 14, 0..<13),   // at the top: only a "more below" line
        (100, 98, 14, 87..<100), // at the bottom: only a "more above" line
        (100, 50, 14, 44..<56),  // in the middle: both lines
    ])
    func windowsLargeScenesAroundTheFocus(count: Int, focus: Int, maxRows: Int, expected: Range<Int>) {
        let window = ViewTreeModel.window(count: count, focus: focus, maxRows: maxRows)
        #expect(window == expected)
        #expect(window.contains(focus))
    }

    @Test func marksTheSeedHitPath() throws {
        let session = LabSession(scene: try LabFixtures.seedScene())
        LabFixtures.tap(session, at: InspectorPanelTests.tapInD)
        session.advance(to: 10)
        let rows = ViewTreeModel.make(for: session, maxRows: 14).rows
        #expect(rows.map(\.name) == ["A", "B", "C", "D", "E"])
        #expect(rows.map(\.depth) == [0, 1, 1, 2, 2])
        #expect(rows.map(\.mark) == [.inside, .unvisited, .inside, .hit, .rejected("outside its bounds")])
        #expect(rows[2].controller == "DetailVC")
    }

    @Test func revealsMarksWithPlayback() throws {
        let session = LabSession(scene: try LabFixtures.seedScene())
        LabFixtures.tap(session, at: InspectorPanelTests.tapInD)
        session.playback.isPaused = true
        session.playback.jump(to: 0)
        #expect(ViewTreeModel.make(for: session, maxRows: 14).rows.map(\.mark) == [.none, .none, .none, .none, .none])
    }
}

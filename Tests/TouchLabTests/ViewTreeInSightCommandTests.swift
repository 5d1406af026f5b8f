import Foundation
import Testing
import TouchLabEngine
import TouchLabFormats
@testable import TouchLab

/// The panel's view tree is where a learner looks for the view a step is about: it keeps
/// that view in sight (not the hit view the search has yet to find), and however long the
/// scene's summary, it lists at least three views between its "more above" and "more
/// below" marks. Read from `--describe`: the panel's labels between the tree's heading and
/// the next section's.
@MainActor
final class ViewTreeInSightCommandTests: CommandTestCase {
    init() throws { try super.init(named: "view-tree-in-sight") }

    /// The names the tree lists, and whether rows are scrolled out of its sight.
    func treeRows(_ frame: DescribedFrame) throws -> (names: [String], scrolls: Bool) {
        let labels = (frame.json["labels"] as? [[String: Any]] ?? []).compactMap { label -> (String, [Double])? in
            guard label["region"] as? String == "panel", let text = label["text"] as? String,
                  let rect = label["rect"] as? [Double] else { return nil }
            return (text, rect)
        }
        // Headings are letter-spaced (hair spaces); the tree's opens with its disclosure triangle.
        let heading = try #require(labels.firstIndex { ($0.0.hasPrefix("\u{25BE}") || $0.0.hasPrefix("\u{25B8}")) && $0.0.contains("\u{200A}") },
                                   "no tree heading")
        let top = labels[heading].1[1]
        let next = labels[(heading + 1)...].first { $0.0.contains("\u{200A}") }
        let bottom = try #require(next, "no heading after the tree").1[1]
        let rows = labels.filter { $0.1[1] > top + 4 && $0.1[1] < bottom && $0.1[0] < 1000 }
        let names = rows.map(\.0).filter { !$0.hasPrefix("\u{25B2}") && !$0.hasPrefix("\u{25BC}") }
        return (names, rows.count != names.count)
    }

    /// The tab bar's own point(inside:) answers at step 4: the tree shows TabBar, not only
    /// Compose, the hit view the search has not reached yet.
    @Test func theTreeShowsTheViewWhoseOverrideAnswers() throws {
        let frame = try describeStep("tab-bar-overhang", replay: "tab-bar-overhang-taps", step: "1:4")
        let rows = try treeRows(frame)
        #expect(rows.names.contains("TabBar"), "the tree lists \(rows.names) while TabBar's point(inside:) answers")
    }

    @Test(arguments: ["tab-bar-overhang-taps", "control-priority-taps", "responder-chain-taps",
                      "gestures-touches-controls-tour", "scroll-view-buttons-drag", "large-grid-taps"])
    func aScrolledTreeListsAtLeastThreeViews(_ replay: String) throws {
        let scene = try #require(SceneCatalog.standard.names().filter { replay.hasPrefix($0 + "-") }.max { $0.count < $1.count })
        for language in ["en", "zh-Hans"] {
            let rows = try treeRows(try describeStep(scene, replay: replay, step: "1:2", language: language))
            #expect(!rows.scrolls || rows.names.count >= 3,
                    "\(replay) \(language): the tree lists \(rows.names.count) views (\(rows.names)) between its marks")
        }
    }
}

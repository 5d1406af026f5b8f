import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// In a scene with more views than the tree shows at once, the tree's rows follow the
/// search: the view the search visits is in sight, marked with its verdict, as a run of
/// refusals told as one step sweeps through the grid and once it is shown whole; the trace
/// beside it is written out as far as the sweep has reached.
@MainActor
final class ViewTreeFollowsSearchCommandTests: CommandTestCase {
    init() throws { try super.init(named: "tree-follows") }

    /// The frame's scene and panel text at `moment` (`--at` or `--step` and its value).
    func frame(_ moment: [String]) throws -> (scene: [String], panel: [String]) {
        let replay = SceneCatalog.assetsDirectory + "/replays/large-grid-taps.jsonl"
        #expect(run(["--headless", "--scene", "large-grid", "--replay", replay] + moment
                    + ["--describe", path("frame.json")]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let labels = json["labels"] as? [[String: Any]] ?? []
        func texts(_ region: String) -> [String] {
            labels.filter { $0["region"] as? String == region }.compactMap { $0["text"] as? String }
        }
        return (texts("scene"), texts("panel"))
    }

    func expectMarked(_ cell: String, in panel: [String]) throws {
        let row = try #require(panel.firstIndex(of: cell), "\(cell) not among the tree's rows: \(panel.prefix(40))")
        #expect(panel.dropFirst(row + 1).first == "✗ outside its bounds", "\(panel[row...].prefix(3))")
    }

    /// Seconds into the second tap's run of 1,179 refusals.
    @Test(arguments: ["3", "6", "9"])
    func theCellTheSweepVisitsIsInSight(_ seconds: String) throws {
        let (scene, panel) = try frame(["--at", seconds])
        // "(322, -536) in Cell850": the probe at the cell the sweep has reached.
        let probe = try #require(scene.first { $0.hasPrefix("(") && $0.contains(" in Cell") }, "\(scene)")
        let visited = try #require(probe.split(separator: " ").last.map(String.init))
        try expectMarked(visited, in: panel)
        // The trace in sight has written the search out as far as that cell, no further.
        #expect(panel.contains { $0.hasSuffix(" \(visited)(nil)") }, "\(panel.suffix(12))")
        #expect(!panel.contains { $0.contains("Cell20(") })
    }

    @Test func steppedToTheRunTheTreeShowsWhereItEnds() throws {
        let (_, panel) = try frame(["--step", "2:4"])
        try expectMarked("Cell21", in: panel)
    }
}

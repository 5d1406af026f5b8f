import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// In a scene with more views than the tree shows at once, the tree's rows follow the
/// search: the view each step visits is in sight, marked with its verdict, and once the
/// search has found its view, the hit view is.
@MainActor
final class ViewTreeFollowsSearchCommandTests: CommandTestCase {
    init() throws { try super.init(named: "tree-follows") }

    func panel(step: String) throws -> (caption: String, lines: [String]) {
        let replay = SceneCatalog.assetsDirectory + "/replays/large-grid-taps.jsonl"
        #expect(run(["--headless", "--scene", "large-grid", "--replay", replay, "--step", step, "--no-output-limit",
                     "--describe", path("frame.json")]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let lines = (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "panel" }
            .compactMap { $0["text"] as? String }
        return (json["caption"] as? String ?? "", lines)
    }

    @Test(arguments: ["2:300", "2:600", "2:900"])
    func theVisitedCellIsInSight(_ step: String) throws {
        let (caption, lines) = try panel(step: step)
        // "hit test visits Cell603 at …": the view the step visits.
        let visited = try #require(caption.split(separator: " ").dropFirst(3).first.map(String.init), "\(caption)")
        #expect(visited.hasPrefix("Cell"), "\(caption)")
        let row = try #require(lines.firstIndex(of: visited), "\(visited) not among the tree's rows: \(lines.prefix(40))")
        #expect(lines.dropFirst(row + 1).first == "✗ outside its bounds", "\(lines[row...].prefix(3))")
    }
}

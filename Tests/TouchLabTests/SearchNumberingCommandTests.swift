import Foundation
import GeometryTesting
import Testing
import TouchLabEngine
import TouchLabFormats
@testable import TouchLab

/// The large grid's search numbers every visit and return; a learner counts along them to
/// see how long the search ran. Through `--describe`, at every step of both lessons that
/// shows the search's badges, every number from 1 to the highest shown stands on a disc,
/// alone or in a range: none drops out once its visit is past (Dot20's 1183 did, from the
/// step after it on, leaving 1182 → 1184).
@MainActor
final class SearchNumberingCommandTests: CommandTestCase {
    init() throws { try super.init(named: "search-numbering") }

    func sceneTexts(step: String) throws -> [String] {
        let file = "large-grid-\(step.replacingOccurrences(of: ":", with: "-")).json"
        #expect(run(["--headless", "--scene", "large-grid", "--replay", SceneCatalog.assetsDirectory + "/replays/large-grid-taps.jsonl",
                     "--step", step, "--describe", path(file)]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes(file)) as? [String: Any])
        return ((json["labels"] as? [[String: Any]]) ?? []).compactMap { label in
            label["region"] as? String == "scene" && label["layer"] as? String == "lab" ? label["text"] as? String : nil
        }
    }

    /// Lesson 1 taps a bottom-row cell (27 numbers), lesson 2 a top-row thumbnail (1,187),
    /// each search shown from its first visit to its last return and the chain after it.
    @Test(arguments: [(1, 17), (2, 19)])
    func everyNumberStaysShown(_ lesson: Int, _ lastStep: Int) throws {
        var highest = 0
        for step in 2...lastStep {
            let texts = try sceneTexts(step: "\(lesson):\(step)")
            let numbers = Self.numbers(texts)
            guard let top = numbers.max() else { continue }
            highest = max(highest, top)
            let missing = Set(1...top).subtracting(numbers).sorted()
            #expect(missing.isEmpty, "\(lesson):\(step): no badge shows \(missing.prefix(8)) (highest \(top))")
        }
        #expect(highest == (lesson == 1 ? 27 : 1187), "lesson \(lesson) numbered up to \(highest)")
    }

    static func numbers(_ texts: [String]) -> Set<Int> { BadgeNumbers.numbers(texts) }
}
